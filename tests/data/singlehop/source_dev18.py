"""The twentieth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev17.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v16, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the twelfth to nineteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 348 characters and distractors 346; the longest passage is a
support in 4 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote The Wind in the Willows?",
        "Kenneth Grahame; it was published in 1908",
        [
            D(
                "Winnie-the-Pooh: Winnie-the-Pooh is a book of stories by A. A. Milne, published "
                "in October 1926 with drawings by E. H. Shepard and based on the stuffed toys of "
                "Milne's son, Christopher Robin. Milne also turned another classic about a "
                "riverbank into a play, Toad of Toad Hall, first staged in 1929."
            ),
            S(
                "The Wind in the Willows: The Wind in the Willows is a children's novel by the "
                "Scottish-born writer Kenneth Grahame, then Secretary of the Bank of England, "
                "published in October 1908. It grew out of bedtime stories and letters for his son "
                "Alastair and follows Mole, Ratty, Badger and the boastful, motor-mad Mr Toad "
                "along the Thames."
            ),
            D(
                "The Willows (story): The Willows is a novella of supernatural horror by the "
                "English writer Algernon Blackwood, first published in 1907 in his collection The "
                "Listener. Two friends canoeing down the Danube through Hungary camp on a small "
                "island of sand and willow scrub, where they come to feel an unseen presence "
                "closing in on them."
            ),
            D(
                "The Tale of Peter Rabbit: The Tale of Peter Rabbit is a children's book written "
                "and illustrated by Beatrix Potter. She printed 250 copies privately in December "
                "1901, and Frederick Warne & Co. brought it out commercially in October 1902; it "
                "tells of a naughty rabbit chased round Mr McGregor's vegetable garden and has "
                "sold over 45 million copies."
            ),
            D(
                "Toad Hall (Mapledurham): Mapledurham House, an Elizabethan mansion on the Thames "
                "in Oxfordshire completed in 1612 for the Blount family, is one of several "
                "riverside houses said to have inspired the grand home of the toad in a famous "
                "children's book. Its working watermill, the last on the river, still grinds flour "
                "for visitors today."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "trevi fountain completed year",
        "1762; begun in 1732 to Nicola Salvi's design and finished by Giuseppe Pannini",
        [
            D(
                "Fountain of the Four Rivers: The Fountain of the Four Rivers in Piazza Navona, "
                "Rome, was designed by Gian Lorenzo Bernini for Pope Innocent X and unveiled in "
                "1651. Four giant figures stand for the Nile, Ganges, Danube and Rio de la Plata, "
                "one for each continent then known to the papacy, around a rock that carries an "
                "Egyptian obelisk."
            ),
            D(
                "Spanish Steps: The Spanish Steps in Rome, a monumental stairway of 135 steps "
                "built between 1723 and 1725 to a design by Francesco de Sanctis, climb from "
                "Piazza di Spagna to the church of Trinit\u00e0 dei Monti. They were paid for with "
                "a bequest from the French diplomat \u00c9tienne Gueffier, and John Keats died in "
                "a house beside them in 1821."
            ),
            S(
                "Trevi Fountain: The Trevi Fountain in Rome was designed by Nicola Salvi after a "
                "competition held by Pope Clement XII and begun in 1732. Salvi died in 1751 with "
                "the work unfinished, and Giuseppe Pannini completed it in 1762; about 26 m high "
                "and 49 m wide, it is the largest Baroque fountain in the city, with Oceanus at "
                "its centre."
            ),
            D(
                "Trevi (Umbria): Trevi is a hill town of about 8,000 people in the province of "
                "Perugia in Umbria, spread over the slopes of Monte Serano above the plain of the "
                "Clitunno river. Known since Roman times, it is ringed by olive groves and is "
                "famous for its extra-virgin olive oil, celebrated each autumn with a festival in "
                "the town's medieval streets."
            ),
            D(
                "La Dolce Vita: La Dolce Vita is a 1960 Italian film directed by Federico Fellini, "
                "with Marcello Mastroianni as a gossip journalist drifting through a week of Roman "
                "high society. Its best-known scene, shot in the winter, shows Anita Ekberg wading "
                "into the Trevi Fountain at night in a black evening gown; it won the Palme d'Or "
                "at Cannes."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "elbrus vs vinson which is higher",
        "Mount Elbrus, 5,642 m, against 4,892 m for Mount Vinson",
        [
            S(
                "Mount Elbrus: Mount Elbrus is a dormant volcano in the Caucasus Mountains of "
                "southern Russia, near the border with Georgia. Its western summit, 5,642 m above "
                "sea level, makes it the highest mountain in Europe by most definitions; the lower "
                "eastern summit was first climbed in 1829 and the western one in 1874 by a British "
                "party with local guides."
            ),
            D(
                "Mont Blanc: Mont Blanc, on the border of France and Italy, rises about 4,806 m "
                "above sea level, a figure that changes by a metre or two with the depth of its "
                "ice cap. It is the highest peak of the Alps, was first climbed on 8 August 1786 "
                "by Jacques Balmat and Michel-Gabriel Paccard, and the Mont Blanc Tunnel has run "
                "beneath it since 1965."
            ),
            D(
                "Mount Kazbek: Mount Kazbek is a dormant stratovolcano of 5,054 m in the Caucasus, "
                "on the border of Georgia and the Russian republic of North Ossetia. The Georgian "
                "Military Road passes below it, the Gergeti Trinity Church, built in the 14th "
                "century, stands on a ridge above the village of Stepantsminda, and Douglas "
                "Freshfield's party reached its top in 1868."
            ),
            S(
                "Mount Vinson: Mount Vinson is the highest mountain of Antarctica, rising 4,892 m "
                "in the Sentinel Range of the Ellsworth Mountains, about 1,200 km from the South "
                "Pole. It was first sighted from the air in 1958 and first climbed on 18 December "
                "1966 by an American expedition led by Nicholas Clinch, and climbers now reach its "
                "base by ski plane."
            ),
            D(
                "Mount Erebus: Mount Erebus, 3,794 m high on Ross Island, is the southernmost "
                "active volcano on Earth and one of the few in the world with a long-lived lava "
                "lake in its crater. It was named in 1841 by James Clark Ross after one of his two "
                "ships, was first climbed by members of Ernest Shackleton's expedition in 1908, "
                "and overlooks McMurdo Station."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the main islands of the Canary Islands?",
        "Tenerife, Gran Canaria, Lanzarote, Fuerteventura, La Palma, La Gomera and El Hierro "
        "(with little La Graciosa)",
        [
            D(
                "Balearic Islands: The Balearic Islands are an archipelago of Spain in the western "
                "Mediterranean, made up of Majorca, Minorca, Ibiza and Formentera and many smaller "
                "islets such as Cabrera. They form an autonomous community with its capital at "
                "Palma on Majorca, and about 1.2 million people live there, with Catalan and "
                "Spanish as the official languages."
            ),
            S(
                "Canary Islands: The Canary Islands are a Spanish archipelago in the Atlantic "
                "about 100 km off the coast of Morocco. Its seven main islands are Tenerife, Gran "
                "Canaria, Lanzarote, Fuerteventura, La Palma, La Gomera and El Hierro, with little "
                "La Graciosa north of Lanzarote, and the capital is shared between Santa Cruz de "
                "Tenerife and Las Palmas."
            ),
            D(
                "Madeira: Madeira is an autonomous region of Portugal in the Atlantic, about 520 "
                "km from Africa, made up of the main island of Madeira, the smaller inhabited "
                "Porto Santo and the uninhabited Desertas and Savage Islands. Its capital is "
                "Funchal, where Cristiano Ronaldo was born in 1985, and it gives its name to a "
                "fortified wine aged in warm lodges."
            ),
            D(
                "Tenerife: Tenerife is the largest and most populous of the islands of the "
                "Canaries group, with about 930,000 inhabitants. Its volcano, Mount Teide, at "
                "3,715 m, is the highest point in Spain, and on 27 March 1977 two Boeing 747s "
                "collided in fog on the runway of its northern airport, Los Rodeos, killing 583 "
                "people, the worst accident in the history of aviation."
            ),
            D(
                "Atlantic canary: The Atlantic canary is a small finch native to the Canaries, the "
                "Azores and Madeira, where wild birds are streaked olive and yellow-green rather "
                "than bright yellow. Kept in cages in Europe since the 17th century, it was bred "
                "into the yellow pet canary, and miners in Britain carried canaries underground to "
                "warn of carbon monoxide until 1986."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a kaleidoscope make its patterns?",
        "two or three mirrors set at an angle along a tube reflect loose coloured pieces at one "
        "end over and over into a symmetrical image, which changes as the tube is turned",
        [
            D(
                "Periscope: A periscope lets an observer see over or around an obstacle. In its "
                "simplest form it is a tube with a mirror or prism at each end, set parallel at 45 "
                "degrees, so that light entering the top is turned down the tube and out to the "
                "eye. Submarines used periscopes from the early 20th century, and soldiers on both "
                "sides used them to look out of the trenches of the First World War."
            ),
            S(
                "Kaleidoscope: A kaleidoscope is a tube holding two or three long mirrors set at "
                "an angle to each other, often 60 degrees, with a cell of loose pieces of coloured "
                "glass or beads at the far end. Light through the pieces is reflected back and "
                "forth between the mirrors, repeating them into a symmetrical pattern, which "
                "tumbles into a new one whenever the tube is turned."
            ),
            D(
                "Zoetrope: The zoetrope is an optical toy made of a drum with a row of slits "
                "around its side and a strip of pictures inside, each a stage of a movement. When "
                "the drum spins, a viewer looking through the slits sees each picture for a moment "
                "in turn, so the figures seem to move; William George Horner described the idea in "
                "1834 and called it the daedaleum."
            ),
            D(
                "David Brewster: Sir David Brewster (1781-1868) was a Scottish physicist, born at "
                "Jedburgh, who studied the polarisation of light; Brewster's angle, at which "
                "reflected light is fully polarised, bears his name. He coined the name "
                "kaleidoscope from Greek words for 'beautiful form' and 'to see', patented the toy "
                "in 1817, and was a founder of the British Association."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why was the Mars Climate Orbiter lost?",
        "one team's software gave thruster data in pound-force seconds while NASA's navigation "
        "software expected newton-seconds, so the probe came in far too low and was destroyed in "
        "the atmosphere",
        [
            D(
                "Mars Polar Lander: Mars Polar Lander was a NASA probe launched in January 1999 to "
                "land near the south pole of Mars. Contact was lost on 3 December 1999 during its "
                "descent; the likeliest cause is that the jolt of its landing legs unfolding gave "
                "a false signal of touchdown, so the software shut off the descent engines about "
                "40 m above the ground."
            ),
            S(
                "Mars Climate Orbiter: Mars Climate Orbiter was a NASA probe launched in December "
                "1998 and lost on 23 September 1999 as it fired its engine to enter orbit. "
                "Software from Lockheed Martin gave thruster impulse in pound-force seconds while "
                "NASA's navigation team expected newton-seconds, so the craft passed only about 57 "
                "km above Mars and broke up in the atmosphere."
            ),
            D(
                "Beagle 2: Beagle 2 was a British lander carried to Mars by the European Space "
                "Agency's Mars Express and due to land on Christmas Day 2003, but it was never "
                "heard from. In 2015 images from NASA's Mars Reconnaissance Orbiter showed it on "
                "the surface with only some of its solar panels unfolded, which would have covered "
                "its radio antenna."
            ),
            D(
                "Ariane 5 Flight 501: Ariane 5 Flight 501 was the first launch of the European "
                "heavy rocket, from Kourou in French Guiana on 4 June 1996. About 37 seconds after "
                "lift-off the guidance software, reused from Ariane 4, failed when a 64-bit number "
                "was converted to a 16-bit integer too small to hold it, and the rocket veered off "
                "course and destroyed itself."
            ),
            D(
                "Mars Reconnaissance Orbiter: Mars Reconnaissance Orbiter is a NASA spacecraft "
                "launched on 12 August 2005 that entered orbit around Mars in March 2006. Its "
                "HiRISE camera can pick out objects about a metre across from orbit, it has "
                "relayed data for the Curiosity and Perseverance rovers, and it has sent home more "
                "data than all earlier Mars missions put together."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is a horseshoe crab actually a crab?",
        "no; horseshoe crabs are chelicerates, closer to spiders and scorpions than to true crabs",
        [
            D(
                "Hermit crab: Hermit crabs are decapod crustaceans of the superfamily Paguroidea "
                "that shelter their soft, curled abdomens in the empty shells of sea snails, "
                "moving to a bigger shell as they grow. Though called crabs, they are not true "
                "crabs of the infraorder Brachyura; some 800 species live in the sea, and a few "
                "tropical ones live on land as adults."
            ),
            S(
                "Horseshoe crab: Horseshoe crabs are marine arthropods with a domed shell and a "
                "spiky tail, found almost unchanged in fossils over 400 million years old. Despite "
                "the name they are not crustaceans at all but chelicerates, more closely related "
                "to spiders and scorpions than to true crabs; four species survive, one on the "
                "Atlantic coast of North America."
            ),
            D(
                "Japanese spider crab: The Japanese spider crab is a true crab living in the "
                "waters around Japan at depths of 50 to 600 m. It has the greatest leg span of any "
                "arthropod, up to about 3.7 m from claw to claw, and can weigh up to 19 kg; it is "
                "thought to live up to a hundred years, and it is caught in small numbers each "
                "spring for food by fishermen in Suruga Bay."
            ),
            D(
                "Coconut crab: The coconut crab, or robber crab, is the largest land-living "
                "arthropod, weighing up to about 4 kg with a leg span of nearly a metre. Found on "
                "islands of the Indian and Pacific Oceans, it climbs palm trees and can crack "
                "coconuts with its powerful claws; its young live in the sea before moving ashore "
                "and borrowing snail shells."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the composer of the William Tell opera born?",
        "Pesaro, on the Adriatic coast of Italy (Gioachino Rossini)",
        [
            S(
                "William Tell (opera): William Tell (Guillaume Tell) is a French grand opera in "
                "four acts by Gioachino Rossini, to a libretto based on Friedrich Schiller's play, "
                "first performed at the Paris Opera on 3 August 1829. It was the last of his 39 "
                "operas, and the galloping finale of its overture later became the theme tune of "
                "The Lone Ranger on radio and television."
            ),
            D(
                "William Tell: William Tell is a folk hero of Switzerland, said to have lived in "
                "the canton of Uri in the early 14th century, with his birthplace placed in the "
                "village of B\u00fcrglen. The story goes that the Habsburg bailiff Gessler made "
                "him shoot an apple off his son's head with a crossbow in the square at Altdorf, "
                "and that Tell later ambushed and killed him."
            ),
            S(
                "Gioachino Rossini: Gioachino Rossini (1792-1868) was an Italian composer born on "
                "29 February 1792 in Pesaro, a town on the Adriatic coast of the Marche, to a horn "
                "player and a singer. He wrote The Barber of Seville in 1816 in about three weeks, "
                "gave up writing operas at the age of 37, and spent his last years in Paris, "
                "hosting famous Saturday evening salons."
            ),
            D(
                "Friedrich Schiller: Friedrich Schiller (1759-1805) was a German poet and "
                "playwright born in Marbach am Neckar in W\u00fcrttemberg, who spent his last "
                "years in Weimar as a close friend and ally of Goethe. His last finished play, "
                "Wilhelm Tell, was first staged there in March 1804, and his poem Ode to Joy is "
                "sung in Beethoven's Ninth Symphony."
            ),
            D(
                "Gaetano Donizetti: Gaetano Donizetti (1797-1848) was an Italian composer born in "
                "Bergamo in Lombardy, one of the leading writers of bel canto opera alongside "
                "Rossini and Bellini. Among his roughly 70 operas are L'elisir d'amore (1832) and "
                "Lucia di Lammermoor (1835), based on a novel by Walter Scott, with its famous and "
                "fiendishly hard mad scene for the soprano."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is the capital of Mongolia?",
        "Ulaanbaatar",
        [
            D(
                "Hohhot is the capital of Inner Mongolia, an autonomous region in the north of "
                "China that stretches some 2,400 km along the border with Mongolia and Russia. A "
                "city of about 3.5 million people, it was founded by the Mongol ruler Altan Khan "
                "in the 1580s, and its name means 'blue city' in the Mongolian language; it is "
                "known for its dairy industry."
            ),
            S(
                "Ulaanbaatar, on the Tuul River at about 1,350 m above sea level, is the capital "
                "and by far the largest city of Mongolia, home to some 1.6 million people, close "
                "to half the country's population. Known as Urga for most of its history, it was "
                "renamed 'Red Hero' in 1924, and its January temperatures make it the coldest "
                "national capital in the world."
            ),
            D(
                "Karakorum was the capital of the Mongol Empire in the 13th century. Walled by "
                "\u00d6gedei Khan, son of Genghis Khan, in 1235, it drew envoys, merchants and "
                "craftsmen from across Asia and Europe, among them the Flemish friar William of "
                "Rubruck in 1254; its ruins lie in the Orkhon Valley beside the monastery of "
                "Erdene Zuu, built from its stones in 1585."
            ),
            D(
                "Mongolia is a landlocked country of about 1.56 million square kilometres between "
                "Russia and China, with some 3.4 million people, which makes it the most thinly "
                "populated sovereign state in the world. Much of the south is taken up by the Gobi "
                "Desert, roughly a third of the people still live as herders, and the Naadam "
                "festival of wrestling, archery and horse racing is held every July."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, Lake Huron or Lake Michigan?",
        "Lake Huron, about 59,600 km\u00b2 against about 58,000 km\u00b2 for Lake Michigan",
        [
            S(
                "Lake Huron covers about 59,600 square kilometres, making it the second largest of "
                "the Great Lakes by surface area after Lake Superior. It is shared by Ontario and "
                "Michigan, its Georgian Bay is almost a lake in itself, and Manitoulin Island, in "
                "its north, is the largest island in any freshwater lake in the world, with over a "
                "hundred lakes of its own."
            ),
            D(
                "Lake Superior is the largest of the Great Lakes and the largest freshwater lake "
                "in the world by surface area, at about 82,100 square kilometres, and it holds "
                "about ten per cent of the world's surface fresh water. The ore carrier Edmund "
                "Fitzgerald sank in a storm on it on 10 November 1975 with all 29 of its crew, a "
                "loss remembered in a Gordon Lightfoot song."
            ),
            S(
                "Lake Michigan has a surface area of about 58,000 square kilometres and is the "
                "only one of the Great Lakes lying wholly within the United States, bordered by "
                "Wisconsin, Illinois, Indiana and Michigan. Chicago and Milwaukee stand on its "
                "shores, and it joins Lake Huron through the Straits of Mackinac, which the "
                "Mackinac Bridge has spanned since 1957."
            ),
            D(
                "Lake Erie is the fourth largest of the Great Lakes by area, about 25,700 square "
                "kilometres, but the shallowest, with an average depth of only about 19 metres, so "
                "it warms fastest in summer and often freezes over in winter. Its waters flow "
                "north through the Niagara River and over Niagara Falls into Lake Ontario, and the "
                "city of Cleveland lies on its south shore."
            ),
            D(
                "Lake Ontario, at about 18,960 square kilometres, is the smallest of the Great "
                "Lakes by area, though it is deep, up to 244 metres. Toronto, Canada's largest "
                "city, lies on its north-western shore, and at its eastern end the lake drains "
                "into the St Lawrence River through the Thousand Islands, a scatter of over 1,800 "
                "islands on the border of the two countries."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What are the main Romance languages?",
        "Spanish, Portuguese, French, Italian and Romanian, with smaller ones such as Catalan, "
        "Galician, Occitan, Sardinian and Romansh",
        [
            D(
                "The Germanic languages grew from the speech of tribes of northern Europe in the "
                "last centuries BC. The West Germanic branch includes English, German, Dutch, "
                "Frisian and Afrikaans; the North Germanic branch includes Swedish, Danish, "
                "Norwegian, Icelandic and Faroese; the East Germanic branch, with Gothic, died "
                "out, leaving texts from the fourth century."
            ),
            S(
                "The Romance languages descend from the spoken Latin of the Roman Empire. The five "
                "with the most speakers are Spanish, Portuguese, French, Italian and Romanian, and "
                "the family also includes Catalan, Galician, Occitan, Sardinian and Romansh; "
                "together they have about 900 million native speakers, most of them in Europe and "
                "the Americas, and some in Africa."
            ),
            D(
                "Romani is the language of the Roma people, spoken by several million across "
                "Europe and the Americas. Despite the sound of its name, it has nothing to do with "
                "Rome: it is an Indo-Aryan language related to Hindi and Punjabi, brought from "
                "northern India about a thousand years ago, and it has taken many words from "
                "Greek, Romanian and other languages on the way."
            ),
            D(
                "Classical Latin, the written language of Cicero, Virgil and Ovid in the first "
                "century BC, was the speech of Rome and then the Western Roman Empire. It lived on "
                "after the empire fell as the language of the Catholic Church, of law and of "
                "scholarship in Europe for over a thousand years, and it is still the official "
                "language of Vatican City."
            ),
            D(
                "The Slavic languages are spoken by about 315 million people in eastern and "
                "central Europe and northern Asia. They fall into an eastern group, with Russian, "
                "Ukrainian and Belarusian; a western group, with Polish, Czech and Slovak; and a "
                "southern group, with Serbian, Croatian, Slovene, Bulgarian and Macedonian, some "
                "written in Cyrillic and some in Latin letters."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a fire extinguisher put out a fire?",
        "it takes away one side of the fire triangle: water cools the fuel, foam and CO2 smother "
        "it and cut off oxygen, and dry powder stops the chemical reaction; the agent is driven "
        "out by stored pressure",
        [
            D(
                "A fire blanket is a sheet of woven glass fibre or treated wool kept folded in a "
                "quick-release case on a kitchen wall. Pulled out by its tapes and laid over a "
                "burning pan, it should be left in place for at least 30 minutes with the heat "
                "turned off; fire services advise never to throw water on a chip pan fire, which "
                "makes burning oil erupt into a fireball."
            ),
            S(
                "A fire needs heat, fuel and oxygen, and an extinguisher puts it out by taking one "
                "of them away. Water cools burning wood or paper below the point where it gives "
                "off flammable gas; foam spreads a blanket over burning liquids and shuts out air; "
                "carbon dioxide pushes oxygen away; and dry powder breaks the chemical chain "
                "reaction in the flame. Pressure drives it out."
            ),
            D(
                "In a sprinkler system each sprinkler head is held shut by a small glass bulb "
                "filled with a coloured liquid. When hot gases from a fire heat the bulb to its "
                "rated temperature, often 68 degrees Celsius for a red bulb, the liquid expands "
                "and shatters it, releasing water from the pipes over that spot alone; usually "
                "only one or two heads open to control a fire."
            ),
            D(
                "In the United Kingdom every fire extinguisher has a red body with a coloured band "
                "that marks its contents: red for water, cream for foam, black for carbon dioxide, "
                "blue for dry powder and canary yellow for wet chemical. The system was set out in "
                "the standard BS EN 3 in 1997, replacing the older scheme in which the whole body "
                "of the extinguisher was painted one colour."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why does hair go grey",
        "the pigment cells (melanocytes) in the hair follicles that make melanin die off or stop "
        "working with age, so new hair grows without colour",
        [
            D(
                "Hair falls out and thins with age mainly because of the hormone "
                "dihydrotestosterone, which shrinks the follicles on the crown and temples in "
                "people with an inherited sensitivity to it. Male pattern baldness affects about "
                "half of men by the age of 50; each follicle makes a finer, shorter hair in each "
                "cycle until it gives up altogether."
            ),
            S(
                "The colour of hair comes from melanin, put into each strand by pigment cells "
                "called melanocytes at the root of the follicle. As we age, the stem cells that "
                "replace those pigment cells run out and the cells that are left work less well, "
                "so new hairs grow with little or no pigment and look grey or white; our genes "
                "largely set when it begins."
            ),
            D(
                "Whether hair is straight or curly depends mostly on the shape of the follicle it "
                "grows from: a round follicle gives a straight hair, while an oval or flattened "
                "one gives a wavy or curly hair, and the curl is held in place by bonds between "
                "sulphur atoms in the keratin. Perming breaks those bonds chemically and re-forms "
                "them around a curler."
            ),
            D(
                "The grey squirrel was brought to Britain from North America in the 1870s, most "
                "famously by the banker Thomas Brocklehurst in Cheshire in 1876. It has spread "
                "across most of England and Wales and displaced the native red squirrel, partly "
                "because it carries squirrelpox, a virus that does it little harm but kills most "
                "reds that catch it."
            ),
            D(
                "Permanent hair dye works by opening the outer cuticle of the hair with an alkali "
                "such as ammonia, so that small dye precursors can enter the cortex. Hydrogen "
                "peroxide then lightens the natural pigment and joins the precursors into larger "
                "coloured molecules that are too big to wash out, which is why the colour lasts "
                "until the hair grows out."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is Rio de Janeiro the capital of Brazil?",
        "no; the capital has been Bras\u00edlia since 1960 (Rio was capital from 1763 to 1960)",
        [
            D(
                "S\u00e3o Paulo is the largest city in Brazil and in the whole Southern "
                "Hemisphere, with about 12 million people in the city and over 21 million in the "
                "metropolitan area. Founded by Jesuit missionaries in 1554, it grew rich on coffee "
                "in the 19th century and is now the country's business and financial centre, home "
                "to its main stock exchange."
            ),
            S(
                "Rio de Janeiro is no longer Brazil's capital: it served as the seat of government "
                "from 1763 until 21 April 1960, when President Juscelino Kubitschek moved it to "
                "Bras\u00edlia, a new city built in about four years on the central plateau. "
                "Bras\u00edlia's plan was drawn by L\u00facio Costa and its main buildings "
                "designed by Oscar Niemeyer."
            ),
            D(
                "Salvador, on the Bay of All Saints in north-eastern Brazil, was founded by the "
                "Portuguese in 1549 and served as the first seat of their colony for more than two "
                "centuries, until 1763. Its old upper town, Pelourinho, with its painted colonial "
                "houses and Baroque churches, is a UNESCO World Heritage Site, and its culture is "
                "strongly African."
            ),
            D(
                "The state of Rio de Janeiro, in south-eastern Brazil, has about 16 million "
                "inhabitants, and its capital is the city of the same name, the second largest in "
                "the country. Its coastline takes in the resort of B\u00fazios, the islands of "
                "Ilha Grande and the colonial town of Paraty, and inland the mountain city of "
                "Petr\u00f3polis was the summer home of the emperors."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where the Okavango Delta is?",
        "Gaborone (the delta is in Botswana)",
        [
            S(
                "The Okavango Delta in north-western Botswana is one of the world's largest inland "
                "deltas: the Okavango River, flowing from the highlands of Angola, spreads out "
                "over some 15,000 square kilometres of the Kalahari and never reaches the sea. Its "
                "floods peak in the dry winter, drawing huge herds of game, and it became UNESCO's "
                "thousandth World Heritage Site in 2014."
            ),
            D(
                "The Okavango River rises in the highlands of central Angola, where it is called "
                "the Cubango, and flows south-east for about 1,600 km. For part of its course it "
                "forms the border between Angola and Namibia, whose capital is Windhoek, and it "
                "crosses the narrow Caprivi Strip of Namibia before it turns inland and fans out "
                "into the sands of the Kalahari."
            ),
            S(
                "Botswana is a landlocked country of southern Africa with about 2.6 million "
                "people. Its capital, Gaborone, lies in the south-east close to the border with "
                "South Africa; the country became independent from Britain on 30 September 1966 "
                "under its first president, Seretse Khama, and diamond mining, begun soon after, "
                "has made it one of Africa's richer states."
            ),
            D(
                "Victoria Falls, on the Zambezi River on the border of Zambia and Zimbabwe, is "
                "about 1,700 metres wide and 108 metres high, which makes it the largest sheet of "
                "falling water in the world. The local name, Mosi-oa-Tunya, means 'the smoke that "
                "thunders', and the Scottish missionary David Livingstone, the first European to "
                "see it, named it for Queen Victoria in 1855."
            ),
            D(
                "The Kalahari Desert is a semi-arid sandy savanna of about 900,000 square "
                "kilometres covering much of Botswana and parts of Namibia and South Africa. It "
                "gets more rain than a true desert, enough for grasses, acacias and animals such "
                "as gemsbok and meerkats, and the San people have lived there as hunter-gatherers "
                "for tens of thousands of years."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "factoid",
        "when was the first text message sent",
        "3 December 1992, when Neil Papworth sent 'Merry Christmas' to a Vodafone phone",
        [
            D(
                "The first call on a handheld mobile phone was made on 3 April 1973 by Martin "
                "Cooper, an engineer at Motorola, standing on Sixth Avenue in New York. He used a "
                "prototype of the DynaTAC, which weighed about 1.1 kilograms, to call a rival at "
                "Bell Labs, and the phone went on sale in 1983 for about 4,000 dollars, with 30 "
                "minutes of talk time."
            ),
            S(
                "The first text message was sent on 3 December 1992 by Neil Papworth, a "
                "22-year-old engineer working for Sema Group on Vodafone's network in Britain. "
                "Typing on a computer, because phones had no keyboards for it yet, he sent the "
                "words 'Merry Christmas' to the Orbitel 901 handset of Richard Jarvis, a Vodafone "
                "director, who was at an office party."
            ),
            D(
                "The first tweet was posted on 21 March 2006 by Jack Dorsey, one of the founders "
                "of Twitter, and read 'just setting up my twttr'. The service opened to the public "
                "that July, and it grew quickly after the South by Southwest festival in March "
                "2007; in 2021 Dorsey sold the tweet as a non-fungible token for about 2.9 million "
                "dollars."
            ),
            D(
                "The Nokia 3310 was a mobile phone launched in September 2000 that sold about 126 "
                "million units, one of the best-selling handsets ever made. It was known for its "
                "toughness and a battery that lasted days, came with the game Snake II, and let "
                "users send longer text messages by joining up to three of them, and a remake came "
                "out in 2017."
            ),
            D(
                "The first set of emoji was made in 1999 by Shigetaka Kurita for i-mode, the "
                "mobile internet service of the Japanese operator NTT Docomo. There were 176 "
                "symbols, each drawn on a grid of 12 by 12 pixels, showing weather, hearts and "
                "faces; emoji joined the Unicode standard in 2010, and the originals are now held "
                "in the collection of MoMA in New York."
            ),
        ],
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Which city hosts the Palio horse race?",
        "Siena, in Tuscany, in the Piazza del Campo on 2 July and 16 August",
        [
            D(
                "Home > Travel > Italy > Piedmont | Palio di Asti\nAsti holds its own palio, which "
                "it claims is older still, on the first Sunday of September, after a parade of "
                "some 1,200 people in medieval dress. Riders of the town's districts and nearby "
                "villages race bareback in heats around the Piazza Alfieri, and the loser gets an "
                "anchovy as a prize.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Italy > Tuscany | Siena's Palio\nThe Palio is run twice a year in "
                "Siena, on 2 July and 16 August, in the shell-shaped Piazza del Campo. Ten of the "
                "city's seventeen contrade, or districts, send a horse and a bareback jockey for "
                "three laps that last about 90 seconds, and the winner takes the palio, a painted "
                "silk banner.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Italy > Tuscany | Piazza del Campo\nThe Piazza del Campo, paved "
                "in red brick in nine sections for the Council of Nine that ruled the city from "
                "1287, slopes down to the Palazzo Pubblico. Its bell tower, the Torre del Mangia, "
                "102 m high, has 400 steps, and the Fonte Gaia, a marble fountain, stands on its "
                "upper side.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Italy > Tuscany | Calcio Storico\nFlorence's historic football, "
                "the Calcio Storico, is played each June in the Piazza Santa Croce, with the final "
                "on 24 June, the feast of St John. Four teams of 27, one for each quarter of the "
                "old city, mix football, rugby and wrestling over 50 minutes on sand, and the "
                "prize was once a white calf.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "how many episodes of friends",
        "236, over ten seasons from 1994 to 2004",
        [
            D(
                "Home > TV > Comedy | Seinfeld\nSeinfeld ran on NBC for nine seasons and 180 "
                "episodes, from July 1989 to May 1998, created by Larry David and Jerry Seinfeld "
                "as a 'show about nothing'. Its finale, watched by about 76 million Americans, "
                "sent the four friends to jail, and reruns have since earned billions of dollars "
                "in syndication.\nShare this | Cookie policy"
            ),
            S(
                "Home > TV > Comedy | Friends: the complete series\nFriends ran on NBC for ten "
                "seasons and 236 episodes, from 22 September 1994 to 6 May 2004, created by David "
                "Crane and Marta Kauffman. Its two-part finale, 'The Last One', drew about 52.5 "
                "million American viewers, and the cast were each paid a million dollars an "
                "episode by the end.\nShare this | Cookie policy"
            ),
            D(
                "Home > TV > Comedy | Frasier\nFrasier, a spin-off from Cheers, followed Kelsey "
                "Grammer's psychiatrist back home to Seattle and a radio phone-in show. It ran on "
                "NBC for eleven seasons and 264 episodes, from 1993 to 2004, and won 37 Emmy "
                "Awards, including five in a row for best comedy series; a revival began on "
                "Paramount+ in 2023.\nShare this | Cookie policy"
            ),
            D(
                "Home > TV > Comedy | Joey\nJoey, the spin-off that followed Matt LeBlanc's "
                "character to Los Angeles to chase his acting career, ran on NBC from September "
                "2004 to 2006. Ratings fell in its second season, and only 46 episodes were made "
                "before it was cancelled, the last few shown first on television abroad rather "
                "than in the United States.\nShare this | Cookie policy"
            ),
            D(
                "Home > TV > Comedy | Friends: The Reunion\nFriends: The Reunion, an unscripted "
                "special, came out on HBO Max on 27 May 2021, with all six main actors back on the "
                "show's old sound stage at Warner Bros in Burbank. Hosted by James Corden, it ran "
                "for about 104 minutes and had guests such as David Beckham, Lady Gaga and Justin "
                "Bieber.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which stadium holds more people, Wembley or Twickenham?",
        "Wembley, about 90,000 against about 82,000 at Twickenham",
        [
            S(
                "Home > Sport > Venues | Wembley Stadium\nThe new Wembley Stadium in north-west "
                "London, opened in March 2007, seats 90,000, which makes it the largest stadium in "
                "the UK. Home of the England football team and of the FA Cup final, it cost about "
                "798 million pounds, and its 133 m arch, visible across London, replaced the old "
                "twin towers.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Venues | Old Wembley\nThe original Wembley, the Empire Stadium, "
                "was built in 300 days for the British Empire Exhibition and opened in April 1923 "
                "with the 'White Horse' FA Cup final. It hosted the 1948 Olympics and the 1966 "
                "World Cup final, which England won, and its famous twin towers were knocked down "
                "in 2003.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Venues | Twickenham Stadium\nTwickenham Stadium in south-west "
                "London, the home of England rugby union, holds about 82,000, which makes it the "
                "largest stadium built for rugby union in the world. The Rugby Football Union "
                "bought the ground, a market garden, in 1907 and played its first match there in "
                "1909.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Venues | Principality Stadium\nThe Principality Stadium in the "
                "centre of Cardiff, built for the 1999 Rugby World Cup, holds about 74,500 people "
                "and was the first stadium in the UK with a fully retractable roof. It is the home "
                "of the Wales rugby team and hosted the FA Cup final six times while Wembley was "
                "rebuilt.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Venues | Tottenham Hotspur Stadium\nThe Tottenham Hotspur Stadium "
                "in north London, opened in April 2019 on the site of White Hart Lane, seats "
                "62,850. Its pitch slides away in three sections to reveal an artificial surface "
                "below for NFL games and concerts, and its single-tier South Stand, the largest in "
                "the country, holds 17,500 fans.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the four houses of Hogwarts?",
        "Gryffindor, Hufflepuff, Ravenclaw and Slytherin",
        [
            D(
                "Home > Books > Harry Potter | Ilvermorny\nIlvermorny, the American school of "
                "witchcraft and wizardry in the Wizarding World, was founded in the 17th century "
                "by Isolt Sayre in the mountains of Massachusetts. Its four houses are Horned "
                "Serpent, Wampus, Thunderbird and Pukwudgie, named after magical creatures, and "
                "pupils stand on a Gordian knot to be sorted.\nShare this | Cookie policy"
            ),
            S(
                "Home > Books > Harry Potter | The Hogwarts houses\nHogwarts School of Witchcraft "
                "and Wizardry has four houses, named for its founders: Gryffindor, for the brave; "
                "Hufflepuff, for the loyal and hard-working; Ravenclaw, for the clever; and "
                "Slytherin, for the ambitious. The Sorting Hat places each new pupil, and points "
                "are won for the House Cup.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Harry Potter | Hogwarts Express\nThe Hogwarts Express leaves "
                "Platform Nine and Three-Quarters at King's Cross station in London at eleven "
                "o'clock on 1 September each year. In the films the scarlet steam engine was "
                "played by GWR Olton Hall, and the train crossed the Glenfinnan Viaduct in the "
                "Scottish Highlands, built in 1901.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Harry Potter | Quidditch\nQuidditch is played on broomsticks by "
                "two teams of seven: three Chasers who score with the Quaffle through one of three "
                "hoops, worth 10 points, two Beaters who hit Bludgers at opponents, a Keeper, and "
                "a Seeker who ends the game by catching the Golden Snitch, worth 150 "
                "points.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Harry Potter | Triwizard Tournament\nThe Triwizard Tournament is a "
                "contest between three European wizarding schools, Hogwarts, Beauxbatons in France "
                "and Durmstrang in the far north, with one champion each chosen by the Goblet of "
                "Fire. In Goblet of Fire it is revived after centuries, and Harry is entered as an "
                "unexpected fourth.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do I sharpen a kitchen knife with a whetstone?",
        "soak the stone if it is a water stone, set it coarse side up on a damp towel, hold the "
        "blade at 15-20 degrees and sweep it heel to tip along the stone on each side until a "
        "burr forms, then repeat on the fine side",
        [
            D(
                "Home > Kitchen > Knives | Using a honing steel\nA honing steel does not sharpen a "
                "blade but straightens its edge, which rolls over with use. Hold the steel upright "
                "with its tip on a board, and draw the knife down it heel to tip at about 15 to 20 "
                "degrees, six to eight times on each side, alternating; most cooks hone a knife "
                "every time they use it.\nShare this | Cookie policy"
            ),
            S(
                "Home > Kitchen > Knives | How to sharpen on a whetstone\nSoak a water stone for "
                "10 to 15 minutes and set it, coarse side up, on a damp cloth. Hold the blade at "
                "15 to 20 degrees and push it edge first along the stone, sweeping from heel to "
                "tip, about ten strokes a side until you feel a burr, then repeat on the fine side "
                "and rinse.\nShare this | Cookie policy"
            ),
            D(
                "Home > Kitchen > Knives | Looking after your knives\nKeep good knives out of the "
                "dishwasher, where heat, harsh detergent and knocks against other items dull and "
                "chip the edge. Wash them by hand, dry them straight away, and store them on a "
                "magnetic strip or in a block; cut on wood or plastic boards, never glass, stone "
                "or metal.\nShare this | Cookie policy"
            ),
            D(
                "Home > Kitchen > Knives | Japanese or German steel?\nJapanese kitchen knives are "
                "usually made of harder steel, around 60 to 62 on the Rockwell scale, with thin "
                "blades that keep a keen edge but can chip. German knives are softer, about 56 to "
                "58, with heavier blades that are tougher and easier to look after, and Solingen "
                "has made blades for centuries.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do my glasses steam up when I wear a face mask?",
        "warm, moist breath escapes over the top of the mask onto the cooler lenses, where its "
        "water vapour condenses into tiny droplets",
        [
            D(
                "Home > Home > Damp | Condensation on windows\nWindows stream with water on winter "
                "mornings because the air indoors, warmed and moistened by cooking, washing, "
                "drying clothes and breathing, meets glass chilled by the cold outside. A family "
                "can add about ten litres of water to the air a day; extractor fans and opening "
                "windows help.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Eyewear | Glasses and face masks\nWhen you wear a mask, your "
                "breath, warm and full of water vapour, escapes through the gap at the top and "
                "flows up over your lenses. The lenses are cooler, so the vapour condenses on them "
                "into tiny droplets that scatter light; pinching the nose wire tight and washing "
                "lenses in soapy water both help.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Eyewear | Why photochromic lenses stay clear in the "
                "car\nPhotochromic lenses darken in sunlight because molecules in them change "
                "shape when struck by ultraviolet light. Car windscreens are made of laminated "
                "glass that blocks most ultraviolet, so the lenses stay clear at the wheel, and "
                "they also darken less in heat.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Eyewear | Scratched lenses\nMost scratches on glasses come from "
                "cleaning them dry, with a shirt or tissue that drags grit across the surface, or "
                "from putting them face down. Plastic lenses scratch more easily than glass, "
                "though most now have a hard coating; rinse them under the warm tap first and dry "
                "them with a soft microfibre cloth.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the Blue Lagoon in Iceland natural?",
        "no; it is man-made, filled by the run-off water of the Svartsengi geothermal power "
        "station",
        [
            D(
                "Home > Travel > Malta | The Blue Lagoon, Comino\nThe Blue Lagoon is a natural "
                "inlet of shallow, clear turquoise water over white sand between the island of "
                "Comino and the islet of Cominotto, in the channel between Malta and Gozo. Ferries "
                "run from \u010airkewwa and M\u0121arr in summer, when it gets very crowded by "
                "late morning; Comino has only a few residents.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Iceland | Blue Lagoon\nIceland's Blue Lagoon is not a natural "
                "pool: it formed from the waste water of the Svartsengi geothermal power station "
                "on the Reykjanes Peninsula, which opened in 1976, and bathers started using it "
                "soon after. Silica gives the water its milky blue colour, and it is kept at about "
                "37 to 39 degrees.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Iceland | Geysir and Strokkur\nGeysir, in the Haukadalur valley, "
                "gave its name to all geysers but now rarely erupts. Its neighbour Strokkur, a "
                "natural hot spring about a hundred metres away, shoots a column of boiling water "
                "15 to 20 m into the air every five to ten minutes, and the site is part of the "
                "Golden Circle route from Reykjav\u00edk.\nShare this | Cookie policy"
            ),
            D(
                "Home > Films > Romance | The Blue Lagoon (1980)\nThe Blue Lagoon is a 1980 film "
                "directed by Randal Kleiser, with Brooke Shields and Christopher Atkins as two "
                "children who grow up alone on a tropical island after a shipwreck. It was shot on "
                "Nanuya Levu in Fiji, and Nestor Almendros's photography was nominated for an "
                "Academy Award.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Iceland | M\u00fdvatn Nature Baths\nThe M\u00fdvatn Nature Baths "
                "in the north of Iceland, opened in 2004, are a geothermal bathing lagoon near "
                "Lake M\u00fdvatn, filled with water from a borehole of the National Power Company "
                "at Bjarnarflag. They are smaller and quieter than the spa at Grindav\u00edk and "
                "look over a landscape of lava fields and craters.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "gherkin vs walkie talkie which is taller",
        "the Gherkin, 180 m, against 160 m for the Walkie-Talkie",
        [
            D(
                "Home > Travel > London > Architecture | The Cheesegrater\nThe Leadenhall "
                "Building, known as the Cheesegrater for its wedge shape, rises 225 m on "
                "Leadenhall Street opposite Lloyd's of London. Designed by Richard Rogers's firm "
                "and finished in 2014, it slopes back so as not to block the protected views of St "
                "Paul's Cathedral from Fleet Street.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > London > Architecture | The Gherkin\n30 St Mary Axe, the Gherkin, "
                "is a 41-storey tower in the City of London, 180 m tall, designed by Norman Foster "
                "and opened in 2004 for the insurer Swiss Re. It stands on the site of the Baltic "
                "Exchange, wrecked by an IRA bomb in 1992, and only one piece of its glass, the "
                "lens at the top, is curved.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > London > Architecture | The Walkie-Talkie\n20 Fenchurch Street, "
                "the Walkie-Talkie, is a 160 m tower designed by Rafael Vi\u00f1oly and finished "
                "in 2014, wider at the top than the bottom. Its concave south face focused "
                "sunlight hot enough to melt parts of a parked car in 2013, and its top floors "
                "hold the Sky Garden, free to visit.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > London > Architecture | Tower 42\nTower 42, built as the NatWest "
                "Tower and opened in 1980, is 183 m tall and was the tallest building in Britain "
                "until One Canada Square overtook it in 1990. Seen from above, its plan resembles "
                "the bank's logo, and it was badly damaged by the IRA's Bishopsgate bomb in April "
                "1993.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "how many players on an ice hockey team",
        "six per side on the ice: a goaltender, two defencemen and three forwards",
        [
            D(
                "Field hockey at a glance\n\u2022 Players: 11 a side, including a "
                "goalkeeper\n\u2022 Match: four quarters of 15 minutes\n\u2022 Ball: hard plastic, "
                "about 160 g\n\u2022 Scoring: only from inside the shooting circle, 14.63 m from "
                "goal\n\u2022 Sticks: flat on one side only, which must be used\n\u2022 Olympic "
                "sport for men since 1908, for women since 1980"
            ),
            S(
                "Q: How many players does an ice hockey team have?\nA: Each side has six players "
                "on the ice at once: a goaltender, two defencemen and three forwards, a centre and "
                "two wingers. Teams change lines on the fly every 45 seconds or so, and an NHL "
                "team dresses 20 players for a game, 18 skaters and two goalies; a penalty leaves "
                "a side a player short."
            ),
            D(
                "Ice hockey rules in brief\n\u2022 Game: three periods of 20 minutes, clock "
                "stopped at each whistle\n\u2022 Puck: vulcanised rubber, 2.54 cm thick, about 165 "
                "g\n\u2022 Rink: 61 m by 26 m in the NHL, 60 m by 30 m internationally\n\u2022 "
                "Tied games: overtime, then a shootout in the NHL regular season\n\u2022 Icing and "
                "offside stop play"
            ),
            D(
                "Q: How many players are in a water polo team?\nA: A team has seven players in the "
                "water, six field players and a goalkeeper, with up to six substitutes on the "
                "bench who may come on after a goal or during breaks. Matches have four quarters "
                "of eight minutes of playing time, and players may not touch the bottom of the "
                "pool or push the ball under water when tackled."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Do cats or dogs live longer?",
        "cats, typically 12 to 18 years against about 10 to 13 for dogs",
        [
            S(
                "Q: How long do cats live?\nA: Most pet cats live 12 to 18 years, and many reach "
                "their early twenties; cats kept indoors tend to live longer than those allowed "
                "out, which face traffic, fights and disease. The oldest on record, Creme Puff of "
                "Austin, Texas, died in 2005 aged 38 years and 3 days."
            ),
            D(
                "Q: How do I work out my cat's age in human years?\nA: A cat's first year equals "
                "about 15 human years and its second about nine more, so a two-year-old cat is "
                "roughly 24 in human terms. After that, add about four human years for each cat "
                "year, which makes a 10-year-old cat about 56 and a 15-year-old about 76."
            ),
            S(
                "Q: How long do dogs live?\nA: On average dogs live about 10 to 13 years, but size "
                "matters: small breeds such as Chihuahuas often reach 15 or more, while giants "
                "such as Great Danes usually manage only 7 to 10. The record is held by Bluey, an "
                "Australian cattle dog from Victoria, who died in 1939 aged 29."
            ),
            D(
                "Q: How long do pet rabbits live?\nA: A pet rabbit kept indoors and neutered "
                "usually lives 8 to 12 years, far longer than wild rabbits, most of which die in "
                "their first year. Smaller breeds tend to live longest, and a diet that is mostly "
                "hay keeps their ever-growing teeth worn down and their gut healthy."
            ),
            D(
                "Q: How long do horses live?\nA: Most horses live 25 to 30 years, and ponies often "
                "longer, into their thirties. Age is judged from the teeth, and a horse's official "
                "birthday is 1 January in the northern hemisphere; the oldest on record, Old "
                "Billy, a barge horse on the Mersey and Irwell canal, died in 1822 aged 62."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of appendicitis?",
        "pain that starts around the navel and moves to the lower right of the abdomen, getting "
        "worse; loss of appetite, nausea and vomiting, a mild fever, and constipation or diarrhoea",
        [
            D(
                "Gallstones: symptoms\n\u2022 Sudden, intense pain in the upper right of the "
                "abdomen or the middle, under the breastbone\n\u2022 Pain that may spread to the "
                "right shoulder blade\n\u2022 Often after a fatty meal, lasting one to five "
                "hours\n\u2022 Nausea or vomiting\n\u2022 Yellow skin or eyes and a high "
                "temperature if the gallbladder is infected"
            ),
            S(
                "Appendicitis: symptoms\n\u2022 Pain that begins around the belly button and moves "
                "to the lower right side of the abdomen\n\u2022 Pain that gets worse with "
                "coughing, walking or pressing the area\n\u2022 Loss of appetite\n\u2022 Feeling "
                "or being sick\n\u2022 A mild fever\n\u2022 Constipation or diarrhoea\nCall 999 if "
                "the pain spreads across the belly."
            ),
            D(
                "The appendix: fact sheet\n\u2022 A thin pouch about 9 cm long joined to the "
                "caecum, the start of the large intestine\n\u2022 Its role is unclear; it may "
                "store gut bacteria\n\u2022 Removal, an appendectomy, is among the commonest "
                "emergency operations\n\u2022 Usually done by keyhole surgery, with most people "
                "home in one or two days"
            ),
            D(
                "Kidney stones: symptoms\n\u2022 Severe pain in the side or back, below the ribs, "
                "that comes in waves\n\u2022 Pain spreading to the lower abdomen or groin\n\u2022 "
                "Pink, red or brown urine\n\u2022 Needing to pass urine often, or pain when you "
                "do\n\u2022 Nausea\n\u2022 Fever and chills if there is an infection\nMost small "
                "stones pass on their own."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How should I treat a minor burn?",
        "cool it under cool or lukewarm running water for 20 minutes, take off jewellery and "
        "clothing near it unless stuck, cover it loosely with cling film, take painkillers if "
        "needed, and never use ice, butter or creams",
        [
            D(
                "Q: How should I treat sunburn?\nA: Get out of the sun, cool the skin with a cool "
                "shower or bath or damp towels, and apply an after-sun cream or aloe vera gel. "
                "Drink plenty of water, take painkillers such as ibuprofen if it hurts, and cover "
                "the area from the sun until it has healed; see a pharmacist if it blisters widely."
            ),
            S(
                "Q: How should I treat a minor burn?\nA: Hold it under cool or lukewarm running "
                "water for 20 minutes, and take off any jewellery or clothing nearby unless it is "
                "stuck to the skin. Then cover it loosely with cling film or a clean plastic bag. "
                "Take paracetamol or ibuprofen for pain, and never put ice, butter or creams on it."
            ),
            D(
                "Q: What are the different degrees of burn?\nA: A superficial, or first-degree, "
                "burn affects only the outer skin, which turns red and sore. A partial-thickness "
                "burn reaches the layer beneath and blisters, and a full-thickness burn destroys "
                "all the layers and may look white or charred, often without pain, as the nerves "
                "are damaged."
            ),
            D(
                "Q: What should I do if my clothes catch fire?\nA: Stop where you are, drop to the "
                "ground and roll over and over to smother the flames, covering your face with your "
                "hands. Running fans the fire with air. If someone else is alight, lay them down "
                "and wrap them in a heavy blanket or coat, then call 999 for an ambulance."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do my feet swell on long flights?",
        "sitting still for hours means the calf muscles stop pumping blood back up the legs, so "
        "fluid pools in the feet and ankles under gravity, helped by bent knees pressing on veins",
        [
            S(
                "Q: Why do my feet and ankles swell when I fly?\nA: Sitting still for hours with "
                "your feet down means the calf muscles, which normally squeeze blood back up the "
                "veins as you walk, hardly work, so fluid seeps out and collects in the lower legs "
                "under gravity. Bent knees press on the veins too. Walk about, flex your ankles "
                "and wear flight socks."
            ),
            D(
                "Q: Why do my eyes feel so dry on a plane?\nA: The air in an airliner cabin is "
                "drawn in from outside at cruising height, where it holds almost no water, so the "
                "humidity on board is often only 10 to 20 per cent, drier than most deserts. Tears "
                "evaporate faster; use eye drops, and take contact lenses out on long flights."
            ),
            D(
                "DVT (deep vein thrombosis): fact sheet\n\u2022 A blood clot in a deep vein, "
                "usually in the calf or thigh\n\u2022 Signs: throbbing pain, swelling and warmth "
                "in one leg, red or darkened skin\n\u2022 Risks: surgery, pregnancy, the pill, "
                "smoking, obesity, journeys of over four hours\n\u2022 Danger: a clot can travel "
                "to the lungs\n\u2022 Treated with anticoagulant medicines"
            ),
            D(
                "Q: Why do my feet swell in hot weather?\nA: In the heat, blood vessels widen to "
                "carry warm blood to the skin and lose heat, and some fluid leaks from them into "
                "the tissues around, where gravity draws it down to the feet and ankles. It is "
                "usually harmless; raising your feet and drinking water help, but swelling with "
                "breathlessness needs a doctor."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you eat the rind on brie?",
        "yes; the white rind is an edible mould (Penicillium camemberti) and is meant to be eaten",
        [
            D(
                "Q: Can you eat the red wax on Edam or Gouda?\nA: No. The wax coating on Edam, "
                "Gouda and some Cheddars is there to keep moisture in and mould out while the "
                "cheese ripens, and it is not food, though it is not poisonous either, and a piece "
                "swallowed by mistake will pass through. Peel it off before serving; it can be "
                "melted down for candles."
            ),
            S(
                "Q: Can you eat the rind on brie?\nA: Yes. The soft, white, velvety crust is a "
                "harmless mould, Penicillium camemberti, sprayed on the young cheese and grown as "
                "it ripens, and it is meant to be eaten; it adds an earthy, mushroomy taste. Some "
                "people cut it off because they dislike the texture, but there is no need to."
            ),
            D(
                "Brie de Meaux: fact sheet\n\u2022 Region: \u00cele-de-France, east of "
                "Paris\n\u2022 Milk: raw cow's milk\n\u2022 Protected designation: AOC since "
                "1980\n\u2022 Size: a flat disc about 36 cm across, weighing about 3 kg\n\u2022 "
                "Ripening: at least four weeks\n\u2022 Known as the 'king of cheeses' after the "
                "Congress of Vienna in 1815"
            ),
            D(
                "Q: Can I eat the rind on Parmesan?\nA: Parmigiano Reggiano has no coating: its "
                "rind is simply the outside of the cheese, dried hard over a ripening of at least "
                "12 months. It is safe to eat but too tough to chew, so cooks drop pieces into "
                "soups, stews and risotto, where they soften and add flavour, and lift them out "
                "before serving."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is it safe to swim after eating",
        "yes; there is no evidence that swimming soon after a meal causes dangerous cramps or "
        "drowning",
        [
            S(
                "Q: Do I have to wait an hour after eating before swimming?\nA: No. The old rule "
                "has no evidence behind it: digestion draws some extra blood to the gut, but not "
                "enough to starve the muscles of the arms and legs, and no drownings have been "
                "traced to a full stomach. After a big meal you may feel sluggish or get a stitch, "
                "but it is safe."
            ),
            D(
                "Q: What is cold water shock?\nA: Falling into water below about 15 degrees sets "
                "off a gasp reflex and fast, uncontrolled breathing for the first minute or so, "
                "which can make you breathe in water, and it strains the heart. Rather than "
                "swimming hard, float on your back for 60 to 90 seconds until your breathing "
                "settles."
            ),
            D(
                "Q: Is it safe to drink alcohol and swim?\nA: No. Alcohol slows your reactions, "
                "blurs judgement and makes you feel warmer than you are while your body loses heat "
                "faster, and it is involved in a large share of adult drownings. Lifesaving "
                "charities advise against swimming after drinking, especially in open water such "
                "as rivers and lakes, at night or alone."
            ),
            D(
                "Q: Why do my eyes go red after swimming in a pool?\nA: It is not the chlorine "
                "itself but chloramines, made when chlorine reacts with sweat, urine and skin "
                "cells brought in by swimmers. They irritate the eyes and give pools their strong "
                "smell, so a strong smell often means the water needs more care, not less "
                "chlorine. Goggles help."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do they use in the country where Keukenhof is?",
        "the euro (Keukenhof is in Lisse, in the Netherlands)",
        [
            S(
                "Keukenhof: fact sheet\n\u2022 Location: Lisse, in the province of South Holland, "
                "the Netherlands\n\u2022 What it is: one of the world's largest flower gardens, "
                "about 32 hectares\n\u2022 Planted: about 7 million bulbs each autumn, among them "
                "800 kinds of tulip\n\u2022 Open: about eight weeks from late March to "
                "mid-May\n\u2022 First opened to visitors: 1950"
            ),
            D(
                "Canadian Tulip Festival: fact sheet\n\u2022 Location: Ottawa, Ontario, "
                "Canada\n\u2022 Held: each May since 1953\n\u2022 Origin: 100,000 tulip bulbs sent "
                "by the Dutch royal family in 1945 as thanks for shelter in the war\n\u2022 "
                "Planted: about a million tulips\n\u2022 Currency at the stalls: the Canadian "
                "dollar\n\u2022 Princess Margriet was born in Ottawa in 1943"
            ),
            S(
                "Q: What money do I need in the Netherlands?\nA: The Netherlands uses the euro, "
                "which replaced the Dutch guilder on 1 January 2002. Cards are taken almost "
                "everywhere, including for small sums, and some shops, caf\u00e9s and train ticket "
                "machines accept only cards; foreign credit cards may not work in some "
                "supermarkets, so carry a debit card or a little cash."
            ),
            D(
                "Q: What currency is used in Denmark?\nA: Denmark uses the Danish krone, divided "
                "into 100 \u00f8re, and kept close to the euro by the central bank. Although "
                "Denmark is in the European Union, it has an opt-out from the single currency, and "
                "voters turned the euro down in a referendum in 2000; card and phone payment is "
                "almost universal, even at market stalls."
            ),
            D(
                "Tulip mania: fact sheet\n\u2022 Place: the Dutch Republic\n\u2022 When: the "
                "height came in the winter of 1636 to 1637\n\u2022 What: prices of rare tulip "
                "bulbs, such as the striped Semper Augustus, soared\n\u2022 Top price: a single "
                "bulb said to fetch over 5,000 guilders, the cost of a fine house\n\u2022 End: the "
                "market collapsed in February 1637"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who invented the Rubik's Cube?",
        "Ern\u0151 Rubik, a Hungarian lecturer in design, in 1974",
        [
            D(
                "The four-by-four version of the famous Hungarian twisting puzzle, sold as Rubik's "
                "Revenge, was designed not by the original puzzle's creator but by P\u00e9ter "
                "Sebest\u00e9ny, and Ideal Toy brought it out in 1981. With no fixed centre pieces "
                "it is much harder to solve, and it has about 7.4 times 10 to the power 45 "
                "possible positions."
            ),
            S(
                "The best-selling puzzle toy in history began as a classroom aid: in 1974 "
                "Ern\u0151 Rubik, a young lecturer in interior design at the Academy of Applied "
                "Arts in Budapest, put together a wooden model of small blocks that could turn in "
                "layers, to show his students how parts can move independently. It went on sale in "
                "Hungary in 1977 as the Magic Cube."
            ),
            D(
                "Tetris was created in June 1984 by Alexey Pajitnov, a software engineer at the "
                "Dorodnitsyn Computing Centre of the Soviet Academy of Sciences in Moscow, on an "
                "Elektronika 60 computer that could show only text. Its falling shapes, each made "
                "of four squares, were named after tetrominoes and tennis, his favourite sport, "
                "and it reached the Game Boy in 1989."
            ),
            D(
                "Uwe M\u00e8ffert, a German puzzle maker living in Hong Kong, patented the "
                "Pyraminx in 1981, a twisting puzzle shaped like a tetrahedron, with four faces of "
                "nine triangles each that turn around its corners and centres. He had made the "
                "first model in the 1970s, and he went on to sell dozens of other shapes, among "
                "them a twelve-sided Megaminx."
            ),
            D(
                "In June 2023 Max Park of the United States solved the three-by-three puzzle in "
                "3.13 seconds at a competition in California, beating a record of 3.47 seconds "
                "that Yusheng Du of China had held since 2018. Official results are kept by the "
                "World Cube Association, founded in 2004, which also runs events solved "
                "blindfolded, one-handed or in the fewest moves."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lasts longer, a total solar eclipse or a total lunar eclipse?",
        "a total lunar eclipse: totality can last up to about 1 hour 40 minutes, against at most "
        "about 7.5 minutes for a solar one",
        [
            S(
                "When the full Moon slips entirely into the darkest core of the shadow cast by our "
                "planet, it can stay wholly inside it for as much as an hour and forty minutes or "
                "so, glowing a dull copper because sunlight bent through Earth's air still reaches "
                "it. Anyone on the night side can watch; the one of 27 July 2018, at 103 minutes, "
                "was the century's longest."
            ),
            D(
                "An annular eclipse happens when the Moon passes in front of the Sun near the "
                "farthest point of its orbit, so it looks too small to cover the disc and leaves a "
                "blazing 'ring of fire' around it. The ring phase can last more than ten minutes: "
                "on 15 January 2010 it lasted up to 11 minutes and 8 seconds over the Indian "
                "Ocean, the longest of this millennium."
            ),
            S(
                "Where the narrow tip of the Moon's shadow sweeps over the ground, daylight "
                "vanishes entirely for only a few minutes, never more than about seven and a half, "
                "because the shadow races along at over 1,700 kilometres an hour. The longest such "
                "blackout of this century, on 22 July 2009 over India and China, gave up to 6 "
                "minutes and 39 seconds of darkness."
            ),
            D(
                "A transit of Venus, when the planet crosses the face of the Sun as a small black "
                "dot, takes about six hours from start to finish. They come in pairs eight years "
                "apart with more than a century between pairs: the last two were in June 2004 and "
                "June 2012, and the next will not be until December 2117, so almost nobody alive "
                "today is likely to see one again."
            ),
            D(
                "The saros is a cycle of about 18 years, 11 days and 8 hours after which the Sun, "
                "Earth and Moon return to nearly the same geometry, so a similar eclipse happens "
                "again. Known to Babylonian astronomers, it lets eclipses be foretold centuries "
                "ahead, but the extra 8 hours shift each repeat about a third of the way around "
                "the globe to the west."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What goes into b\u00e9arnaise sauce?",
        "egg yolks and butter, with a reduction of white wine vinegar, shallots, peppercorns and "
        "tarragon (often finished with chervil)",
        [
            D(
                "Hollandaise is one of the great warm butter sauces of French cooking: egg yolks "
                "are whisked with a little water and lemon juice over gentle heat until thick, "
                "then melted butter is beaten in a little at a time until glossy, and it is "
                "seasoned with salt and a pinch of cayenne. It is served warm over asparagus, "
                "poached fish and eggs Benedict, and it curdles if overheated."
            ),
            S(
                "The classic partner of steak frites, named after the old province of B\u00e9arn "
                "in south-west France, starts with a reduction of white wine vinegar simmered with "
                "chopped shallot, crushed peppercorns and fresh tarragon. Yolks of egg are whisked "
                "into it over gentle heat, melted butter is beaten in slowly until it thickens, "
                "and chervil and more tarragon go in at the end."
            ),
            D(
                "B\u00e9arn is a former province of south-western France, at the foot of the "
                "Pyrenees, which now forms most of the department of "
                "Pyr\u00e9n\u00e9es-Atlantiques. Its capital, Pau, is where King Henry IV of "
                "France was born in 1553, in the castle that still stands above the river, and the "
                "region is known for its wines of Juran\u00e7on and for its berets."
            ),
            D(
                "Mayonnaise is a cold emulsion: an egg yolk is whisked with a little mustard and "
                "vinegar or lemon juice, and oil is added drop by drop at first, then in a thin "
                "stream, until the sauce stands up in soft peaks. One yolk can hold well over a "
                "cup of oil; it is said to be named after Mah\u00f3n, on Minorca, taken by the "
                "French in 1756."
            ),
            D(
                "B\u00e9chamel, the white sauce of French cooking, starts with a roux of butter "
                "and flour cooked together for a minute or two, into which hot milk is whisked "
                "gradually until the sauce is smooth and thick; it is seasoned with salt, white "
                "pepper and nutmeg. It is the base of lasagne, moussaka and cauliflower cheese, "
                "and of the cheese sauce Mornay."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "how do sunflowers follow the sun",
        "in young plants the east side of the stem grows faster by day, bending the head west, "
        "and the west side grows faster at night, swinging it back east, driven by an internal "
        "clock; mature flowers stop and face east",
        [
            D(
                "A houseplant on a windowsill bends towards the light because of auxin, a growth "
                "hormone that gathers on the shaded side of the stem and makes the cells there "
                "lengthen more than those on the lit side. The stem curves towards the window, "
                "which is why gardeners give their pots a quarter turn every few days; Charles "
                "Darwin and his son Francis studied the effect in 1880."
            ),
            S(
                "Young Helianthus plants turn to track daylight from dawn to dusk: by day, cells "
                "on the eastern side of the stem lengthen faster, bending the bud westward, and at "
                "night the western side catches up and swings it back to face the east by morning. "
                "An inner clock keeps the rhythm; once the flower opens it stops and stays "
                "pointing east, which warms it and draws bees."
            ),
            D(
                "Sunflower seeds are pressed for one of the world's main cooking oils, and Ukraine "
                "and Russia together grow over half of the world's crop, much of it on the black "
                "earth of the steppes. The plant came from North America, where it was "
                "domesticated more than 4,000 years ago, and Spanish explorers took it to Europe "
                "in the 16th century."
            ),
            D(
                "Vincent van Gogh painted his best-known still lifes of sunflowers in Arles in "
                "August 1888, to decorate the room of the painter Paul Gauguin, who was coming to "
                "stay with him in the Yellow House. He made four versions that summer and three "
                "repetitions the next January, and one was sold in 1987 for almost 40 million "
                "dollars."
            ),
            D(
                "The leaves of Mimosa pudica, the sensitive plant, fold up within seconds when "
                "touched or shaken, and open again after a few minutes. The movement comes from "
                "pulvini, swollen joints at the base of each leaflet, whose cells quickly lose "
                "water and go limp, and the plant also folds its leaves each evening and reopens "
                "them in the morning."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do some people get motion sickness in cars?",
        "the inner ear's balance organs sense the car's movement while the eyes, fixed on the "
        "still inside of the car, report none; the brain reacts to the conflict with nausea",
        [
            S(
                "Travel queasiness comes from a clash between the senses: the balance organs deep "
                "in the ear feel every sway, turn and braking of the vehicle, while the eyes, "
                "fixed on a book, a phone or the seat in front, report that nothing is moving. The "
                "brain may read the mismatch as a sign of poisoning and responds with nausea, "
                "sweating and sometimes vomiting."
            ),
            D(
                "Seasickness can be eased with tablets such as hyoscine or antihistamines like "
                "cinnarizine, taken an hour or two before sailing, or with a hyoscine patch worn "
                "behind the ear for up to three days. Ginger helps some people, and on board it is "
                "best to stay on deck in the middle of the ship, where it moves least, and to "
                "watch the horizon."
            ),
            D(
                "Benign paroxysmal positional vertigo, the commonest cause of sudden dizziness, "
                "happens when tiny calcium crystals in the inner ear come loose and drift into one "
                "of its fluid-filled canals. A turn of the head, rolling over in bed or looking up "
                "then brings on a spinning feeling for up to a minute; a doctor can often clear it "
                "with a set of head movements."
            ),
            D(
                "Altitude sickness strikes people who climb too quickly above about 2,500 metres, "
                "where the air holds less oxygen at each breath, and brings headache, nausea, "
                "tiredness and poor sleep. The cure is to go no higher, or to come down; above "
                "3,000 metres climbers are advised to sleep no more than 300 to 500 metres higher "
                "each night."
            ),
            D(
                "Mal de d\u00e9barquement is the feeling of rocking or swaying that lingers after "
                "coming ashore from a cruise or long sea voyage, and sometimes after a flight. For "
                "most people it fades within hours or a day or two, but in a few it lasts for "
                "months, and unusually it often eases while the person is driving or riding in a "
                "car."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does milk boil over when water doesn't?",
        "milk's proteins and fat form a skin and a stable froth at the surface that traps the "
        "rising steam bubbles, so the foam swells up the pan; in water the bubbles just burst and "
        "escape",
        [
            D(
                "A pan of pasta often foams up to the rim because starch washed from the surface "
                "of the pasta into the water coats the rising bubbles and makes them last, so they "
                "pile up instead of bursting. Cooks lower the heat, use a larger pan or lay a "
                "wooden spoon across the top, whose dry surface pops the foam; a little oil helps "
                "less than people think."
            ),
            S(
                "Heat a pan of milk and its proteins and fat gather at the top, forming a skin; "
                "steam rising from the bottom is caught beneath it and in a froth that those "
                "proteins hold together, so the foam swells and climbs the sides until it spills "
                "onto the hob. In plain water nothing holds the bubbles at the surface, so they "
                "simply burst and the steam escapes."
            ),
            D(
                "Pasteurisation, named after Louis Pasteur, who showed in the 1860s that gentle "
                "heating stopped wine and beer from spoiling, kills harmful bacteria in milk by "
                "heating it briefly. The usual method today holds it at 72 degrees for 15 seconds "
                "and then cools it fast, which keeps the taste but cuts its shelf life to about a "
                "week or two in the fridge."
            ),
            D(
                "Water boils at a lower temperature the higher you go, because the weight of air "
                "pressing on it is lower. At sea level it boils at 100 degrees, but at the top of "
                "Mont Blanc it boils at about 85 degrees and on Everest at about 70, too cool to "
                "cook an egg properly or to make good tea, which is why climbers on high peaks "
                "carry pressure cookers."
            ),
            D(
                "Most milk sold today is homogenised: it is forced at high pressure through very "
                "fine holes, breaking its fat into droplets so small that they stay spread through "
                "the milk instead of rising to form a layer of cream at the top. The process came "
                "into wide use in the 1930s and 1940s, and it makes the milk look whiter and taste "
                "slightly richer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a guinea pig a kind of pig?",
        "no; it is a rodent from South America (the cavy), not related to pigs",
        [
            D(
                "The guineafowl is a ground-dwelling bird of Africa with dark feathers spotted "
                "with white and a bare head, kept on farms around the world for its eggs and meat "
                "and for the loud alarm it raises at strangers. Its name came from the Guinea "
                "coast of West Africa, from which Portuguese traders brought the birds to Europe "
                "in the 16th century."
            ),
            S(
                "Despite its name, the cavy kept as a household pet has no kinship with swine at "
                "all: it is a rodent, a gnawing mammal related to chinchillas and capybaras, first "
                "tamed for food in the Andes of South America some 7,000 years ago. It may have "
                "got its English name from the squeals it makes or from the ships from Guinea that "
                "brought it to Europe."
            ),
            D(
                "The Vietnamese pot-bellied pig is a small domestic breed of true pig, Sus scrofa, "
                "with a sagging belly, a straight tail and short legs, brought from Vietnam to "
                "zoos in Sweden and Canada in the 1960s and to the United States in the 1980s. "
                "Sold as a pet for its small size, it often grows to 60 kilograms or more, so many "
                "are given up."
            ),
            D(
                "The aardvark, whose name is Afrikaans for 'earth pig', is no pig but the last "
                "surviving member of its own order, more closely related to elephants and elephant "
                "shrews. It lives across Africa south of the Sahara, digging burrows with its "
                "powerful claws and eating ants and termites at night with a sticky tongue up to "
                "30 centimetres long."
            ),
            D(
                "Peccaries look like wild pigs and are often called javelinas, but they form a "
                "family of their own that split from the pigs of the Old World tens of millions of "
                "years ago. Found from the south-western United States to Argentina, they live in "
                "herds, have straight tusks instead of curved ones, and give off a strong musky "
                "smell from a gland on the back."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who wrote the french national anthem",
        "Claude-Joseph Rouget de Lisle, in 1792 (La Marseillaise)",
        [
            D(
                "The words and music of Britain's royal anthem, God Save the King, are of unknown "
                "authorship, though some have given them to the composers John Bull or Henry "
                "Carey. It was first performed in public in London in 1745, during the Jacobite "
                "rising, and its tune has been borrowed by other countries, such as Liechtenstein, "
                "whose anthem uses it."
            ),
            S(
                "The song France adopted as its official hymn in 1795 was dashed off in a single "
                "night in April 1792 in Strasbourg by Claude-Joseph Rouget de Lisle, a captain of "
                "engineers, as a marching song for the Army of the Rhine after war was declared on "
                "Austria. It took its lasting name from volunteers from Marseille who sang it as "
                "they marched into Paris that summer."
            ),
            D(
                "The German anthem's words come from the Song of Germany, written in 1841 by the "
                "poet August Heinrich Hoffmann von Fallersleben on the island of Heligoland, then "
                "British, to a melody by Joseph Haydn from 1797 that first honoured the Austrian "
                "emperor. Since 1991 only its third verse, beginning 'Unity and justice and "
                "freedom', has been sung."
            ),
            D(
                "The Song of Departure was written in 1794 by the poet Marie-Joseph Ch\u00e9nier "
                "with music by \u00c9tienne M\u00e9hul, to mark the fifth anniversary of the "
                "storming of the Bastille. Sung by the armies of the Revolution and known as the "
                "'brother of the Marseillaise', it served as the anthem of the Napoleonic Empire "
                "when the Marseillaise was out of favour."
            ),
            D(
                "The anthem of Europe is the prelude to Ode to Joy from the last movement of "
                "Beethoven's Ninth Symphony, first performed in Vienna in 1824. The Council of "
                "Europe adopted it in 1972, asking Herbert von Karajan to arrange it for piano, "
                "wind and orchestra, and it is played without words, since Schiller's German text "
                "would favour one of the Union's many languages."
            ),
        ],
    ),
]
