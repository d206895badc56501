"""A sixteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev13.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v12, while
lexical-v13 was being tuned, the batch measures how far the evaluator's tuning carries to
questions it was not written against (dev all the same: tuned on from now on).

Like the twelfth to fifteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 313 characters and distractors 319; the longest passage is a
support in 3 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote The Great Gatsby?",
        "F. Scott Fitzgerald; Scribner's published it on 10 April 1925",
        [
            D(
                "Tender Is the Night: Tender Is the Night is the fourth novel by the American "
                "writer F. Scott Fitzgerald, published by Scribner's in April 1934 after years of "
                "delay. Set largely on the French Riviera, it follows the psychiatrist Dick Diver "
                "and his wealthy wife Nicole, once his patient, as their marriage slowly falls "
                "apart."
            ),
            D(
                "The Sun Also Rises: The Sun Also Rises is the first novel by Ernest Hemingway, "
                "published by Scribner's in October 1926. Its narrator, the American journalist "
                "Jake Barnes, travels from Paris to Pamplona for the running of the bulls with a "
                "group of drifting expatriates, among them the twice-divorced Lady Brett Ashley."
            ),
            S(
                "The Great Gatsby: The Great Gatsby is a novel by the American writer F. Scott "
                "Fitzgerald, published by Charles Scribner's Sons on 10 April 1925. Told by Nick "
                "Carraway, a bond salesman from the Midwest, it follows his rich and secretive "
                "neighbour Jay Gatsby on Long Island and his longing for Daisy Buchanan."
            ),
            D(
                "The Great Gatsby (2013 film): The Great Gatsby is a 2013 film directed and "
                "co-written by the Australian Baz Luhrmann, with Leonardo DiCaprio as Jay Gatsby, "
                "Carey Mulligan as Daisy and Tobey Maguire as Nick. Shot in Sydney, largely in "
                "3D, it opened the Cannes Film Festival on 15 May 2013 and took over $350 million."
            ),
            D(
                "Zelda Fitzgerald: Zelda Sayre Fitzgerald, born in Montgomery, Alabama, in July "
                "1900, was a writer and painter who married the novelist F. Scott Fitzgerald in "
                "New York in April 1920. Her own novel, Save Me the Waltz, drew on their life "
                "together and appeared in 1932; she died in a hospital fire in Asheville in 1948."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "mount kosciuszko height",
        "2,228 metres above sea level, the highest point of mainland Australia",
        [
            D(
                "Mawson Peak: Mawson Peak is the summit of Big Ben, an active volcano on Heard "
                "Island, an Australian external territory in the Southern Ocean some 4,000 km "
                "south-west of Perth. At 2,745 m it rises higher than any mountain on the "
                "Australian mainland, and it is almost always hidden under cloud and ice."
            ),
            S(
                "Mount Kosciuszko: Mount Kosciuszko is the highest mountain on the Australian "
                "mainland, rising 2,228 m above sea level in the Snowy Mountains of New South "
                "Wales. The Polish explorer Pawe\u0142 Strzelecki named it in 1840 after the "
                "Polish patriot Tadeusz Ko\u015bciuszko, and a walking track leads to its top "
                "from Thredbo."
            ),
            D(
                "Mount Townsend: Mount Townsend, at 2,209 m the second-highest peak on the "
                "Australian mainland, stands just north of the highest in the Main Range of the "
                "Snowy Mountains. Some historians argue that Strzelecki actually climbed Townsend "
                "in 1840, and that the names of the two summits were later swapped by surveyors."
            ),
            D(
                "Kosciuszko National Park: Kosciuszko National Park in southern New South Wales "
                "covers about 6,900 square kilometres of the Snowy Mountains. First declared a "
                "state park in 1944 and a national park in 1967, it holds the ski resorts of "
                "Thredbo and Perisher and the sources of the Murray and Snowy rivers."
            ),
            D(
                "Mount Ossa: Mount Ossa, in the Cradle Mountain-Lake St Clair National Park, is "
                "the highest mountain in Tasmania at 1,617 m above sea level. Its dolerite "
                "columns can be climbed on a side trip from the Overland Track, a six-day walk of "
                "some 65 km that draws about 9,000 hikers every year."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which lake is higher above sea level, Titicaca or Tahoe?",
        "Lake Titicaca: about 3,812 m above sea level, against about 1,897 m for Lake Tahoe",
        [
            D(
                "Crater Lake: Crater Lake in Oregon fills a caldera left when the volcano Mount "
                "Mazama collapsed in a great eruption about 7,700 years ago. At 594 m it is the "
                "deepest lake in the United States, its surface lies about 1,883 m above sea "
                "level, and with no rivers flowing in it is among the clearest anywhere."
            ),
            S(
                "Lake Titicaca: Lake Titicaca lies on the border between Peru and Bolivia in the "
                "Andes, its surface at about 3,812 m above sea level. It is often called the "
                "highest navigable lake in the world and is the largest lake in South America by "
                "volume, and the Uros people live on floating islands of totora reed."
            ),
            D(
                "Lake Poop\u00f3: Lake Poop\u00f3 was a shallow salt lake on the Bolivian "
                "Altiplano at about 3,686 m above sea level, once the country's second largest "
                "after the lake it shares with Peru. Fed mainly by the Desaguadero River, it "
                "dried up almost completely by December 2015 through drought, heat and water "
                "taken for mining."
            ),
            S(
                "Lake Tahoe: Lake Tahoe is a large freshwater lake in the Sierra Nevada on the "
                "border of California and Nevada, its surface at about 1,897 m above sea level. "
                "With a greatest depth of 501 m it is the second-deepest lake in the United "
                "States, and it is ringed by ski resorts and casinos."
            ),
            D(
                "Salar de Uyuni: The Salar de Uyuni in south-western Bolivia is the largest salt "
                "flat in the world, covering about 10,582 square kilometres at some 3,656 m above "
                "sea level. Left by prehistoric lakes that dried out, it turns into a vast mirror "
                "after rain and holds a large share of the world's known lithium."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the names of the four Teenage Mutant Ninja Turtles?",
        "Leonardo, Raphael, Donatello and Michelangelo",
        [
            D(
                "Splinter (Teenage Mutant Ninja Turtles): Splinter is a mutant rat who trains "
                "four young turtles in ninjutsu in the sewers of New York, in the comics Kevin "
                "Eastman and Peter Laird began in 1984. In some versions he was the pet of the "
                "ninja master Hamato Yoshi; in others he is Yoshi himself, turned into a rat by "
                "the ooze."
            ),
            S(
                "Teenage Mutant Ninja Turtles: The Teenage Mutant Ninja Turtles are four brothers "
                "created by Kevin Eastman and Peter Laird in a comic of May 1984, named after "
                "Renaissance artists: Leonardo, who leads with two katanas, Raphael with a pair "
                "of sai, Donatello with a bo staff, and Michelangelo with nunchaku."
            ),
            D(
                "Raphael: Raffaello Sanzio da Urbino, known as Raphael, was an Italian painter "
                "and architect born in Urbino in 1483. Working in Rome for Popes Julius II and "
                "Leo X, he painted The School of Athens in the Vatican, and with Leonardo and "
                "Michelangelo he is counted among the three great masters of the High Renaissance."
            ),
            D(
                "Teenage Mutant Ninja Turtles (1990 film): The first live-action Teenage Mutant "
                "Ninja Turtles film, directed by Steve Barron, opened in the US on 30 March 1990. "
                "The heroes were actors in suits with animatronic heads built by Jim Henson's "
                "Creature Shop, and the film took over $200 million, a record for an independent "
                "film then."
            ),
            D(
                "Shredder: The Shredder, whose real name is Oroku Saki, is the chief villain of "
                "the Teenage Mutant Ninja Turtles, a ninja who leads the criminal Foot Clan in "
                "New York and wears armour covered in blades. He first appeared in the debut "
                "comic of 1984, and in the 1987 cartoon he teamed up with the alien brain Krang."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a Venus flytrap catch insects?",
        "each leaf has two hinged lobes with trigger hairs; when prey touches two hairs within "
        "about 20 seconds the lobes snap shut in a fraction of a second, their bristles "
        "interlock, and the leaf seals and digests the insect",
        [
            D(
                "Pitcher plant: Pitcher plants catch insects in leaves shaped like deep cups or "
                "jugs. Drawn by nectar and colour, the prey lands on the slippery rim, the "
                "peristome, and slides down into a pool of digestive fluid at the bottom; the "
                "largest, Nepenthes rajah of Borneo, holds up to 3.5 litres and has drowned small "
                "rats."
            ),
            S(
                "Venus flytrap: Each leaf of the Venus flytrap ends in two hinged lobes lined "
                "with short trigger hairs. When an insect brushes two hairs within about 20 "
                "seconds, the lobes snap shut in about a tenth of a second and their bristles "
                "interlock like bars; as the prey struggles the trap seals tight and floods it "
                "with digestive juices."
            ),
            D(
                "Sundew: Sundews, the genus Drosera, catch insects on leaves covered in "
                "tentacles, each tipped with a shining drop of sticky mucilage that looks like "
                "dew. An insect that lands is glued fast, and the tentacles and often the whole "
                "leaf slowly curl around it over minutes or hours; there are about 200 species on "
                "every continent but Antarctica."
            ),
            D(
                "Bladderwort: Bladderworts are rootless water plants that catch tiny animals in "
                "bladders with a trapdoor. Each bladder pumps out water to build a vacuum, and "
                "when a water flea touches the hairs by the door it swings open and the prey is "
                "sucked in within a millisecond, among the fastest movements known in any plant."
            ),
            D(
                "Venus flytrap (conservation): In the wild the Venus flytrap grows only in boggy "
                "pine savannas within about 120 km of Wilmington, North Carolina. Fire "
                "suppression, drainage for housing and poaching for the plant trade have cut its "
                "numbers, and since December 2014 taking one from the wild in North Carolina has "
                "been a felony."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Great Molasses Flood happen?",
        "a badly built storage tank burst: its steel was too thin and brittle, it had never been "
        "tested full of water and leaked from the start, and a sudden warm spell after fresh "
        "molasses was added raised the pressure",
        [
            D(
                "Cocoanut Grove fire: The Cocoanut Grove fire of 28 November 1942 killed 492 "
                "people in a Boston nightclub packed to twice its capacity. It began in the "
                "basement Melody Lounge, spread across paper palms and satin hangings, and the "
                "crowd was trapped by a single revolving door at the main entrance and by exits "
                "locked or hidden."
            ),
            S(
                "Great Molasses Flood: On 15 January 1919 a tank holding about 8.7 million litres "
                "of molasses burst in Boston. Built in haste in 1915, it had never been filled "
                "with water to test it, its steel walls were too thin and brittle, and it leaked "
                "so badly it was painted brown; a warm spell after a fresh load added strain."
            ),
            D(
                "London Beer Flood: On 17 October 1814 a huge vat of porter at the Horse Shoe "
                "Brewery of Meux and Company, off Tottenham Court Road, burst after an iron hoop "
                "slipped. Some 1.4 million litres of beer broke through the brewery wall into the "
                "crowded slum of St Giles, and eight people, most of them women and girls, were "
                "killed."
            ),
            D(
                "Great Molasses Flood (aftermath): The sticky wave that swept Commercial Street "
                "in 1919 killed 21 people and injured about 150, and it took rescuers four days "
                "to search the wreckage. Some 119 claimants sued the tank's owner, United States "
                "Industrial Alcohol; the case ran until 1925 and ended in a settlement of about "
                "$628,000."
            ),
            D(
                "North End, Boston: The North End is Boston's oldest residential neighbourhood, "
                "settled in the 1630s and largely Italian-American since the early twentieth "
                "century. Paul Revere's house of about 1680 and the Old North Church, where two "
                "lanterns were hung on 18 April 1775, stand a few streets from the waterfront."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a jellyfish a fish",
        "no: jellyfish are cnidarians, invertebrates related to corals and sea anemones, with no "
        "backbone, brain, heart or gills",
        [
            D(
                "Box jellyfish: Box jellyfish are named for their cube-shaped bells and hunt "
                "small fish and shrimp with up to 15 tentacles trailing from each corner. The "
                "Australian species Chironex fleckeri, whose venom can stop a human heart within "
                "minutes, is among the most venomous animals, and it has 24 eyes, some with "
                "lenses."
            ),
            S(
                "Jellyfish: Despite the name, jellyfish are not fish at all but cnidarians, "
                "soft-bodied invertebrates related to corals and sea anemones. They have no "
                "backbone, brain, heart or gills, their bodies are about 95% water, and they "
                "catch prey with stinging cells on their tentacles; they have drifted in the seas "
                "for 500 million years."
            ),
            D(
                "Turritopsis dohrnii: Turritopsis dohrnii, the so-called immortal jellyfish, is a "
                "tiny species about 4.5 mm across, first found in the Mediterranean. When "
                "starved, injured or old, the adult medusa can sink to the seabed and turn back "
                "into a polyp, starting its life over again, a trick that may in principle let it "
                "go on indefinitely."
            ),
            D(
                "Hagfish: Hagfish are eel-shaped marine animals with a skull but no true backbone "
                "and no jaws, living on the sea floor and feeding on dead and dying animals. When "
                "attacked they release slime from about 100 glands along their sides, which "
                "swells in seawater into litres of goo within a second and clogs a predator's "
                "gills."
            ),
            D(
                "Portuguese man o' war: The Portuguese man o' war, Physalia physalis, floats on "
                "the ocean under a gas-filled blue sail up to 30 cm long, while its stinging "
                "tentacles trail as far as 30 m beneath. It is a siphonophore, a colony of "
                "specialised units called zooids, and it is often washed up in its hundreds on "
                "Atlantic beaches."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the composer of the Brandenburg Concertos born?",
        "Eisenach, in Thuringia (Johann Sebastian Bach, born 31 March 1685)",
        [
            D(
                "Carl Philipp Emanuel Bach: Carl Philipp Emanuel Bach, a son of the great Leipzig "
                "cantor, was born in Weimar on 8 March 1714. He served as harpsichordist to "
                "Frederick the Great in Berlin and Potsdam for almost thirty years, and in 1768 "
                "succeeded his godfather Telemann as director of church music in Hamburg."
            ),
            S(
                "Brandenburg Concertos: The Brandenburg Concertos are six instrumental works by "
                "Johann Sebastian Bach, presented to Christian Ludwig, Margrave of "
                "Brandenburg-Schwedt, in a copy dated 24 March 1721. They use a different group "
                "of soloists each; the margrave seems never to have had them played, and they "
                "were printed only in 1850."
            ),
            D(
                "Brandenburg Gate: The Brandenburg Gate is an eighteenth-century neoclassical "
                "gateway in Berlin, built between 1788 and 1791 for King Frederick William II of "
                "Prussia to a design by Carl Gotthard Langhans. Crowned by a chariot driven by "
                "the goddess of victory, it stood beside the Berlin Wall until 1989."
            ),
            S(
                "Johann Sebastian Bach: Johann Sebastian Bach was born on 31 March 1685 in "
                "Eisenach, in Thuringia, the youngest child of the town musician Johann Ambrosius "
                "Bach. Orphaned at ten, he lived with his elder brother in Ohrdruf, and from 1723 "
                "until his death in 1750 he was cantor of St Thomas's Church in Leipzig."
            ),
            D(
                "George Frideric Handel: George Frideric Handel was born on 23 February 1685 in "
                "Halle, in the Duchy of Magdeburg, a few weeks before another great German "
                "composer of that year. He moved to London in 1712, became a British subject in "
                "1727 and wrote Messiah in about three weeks in 1741; he is buried in Westminster "
                "Abbey."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "When was Pompeii destroyed?",
        "in AD 79, when Mount Vesuvius erupted (traditionally on 24 August, though October now "
        "seems likelier)",
        [
            D(
                "Herculaneum, a wealthy seaside town on the Bay of Naples, was buried under some "
                "20 m of volcanic material by the same eruption that overwhelmed its larger "
                "neighbour. Digging there began in 1738, and the carbonised scrolls of the Villa "
                "of the Papyri, found in the 1750s, are now being read with X-rays and machine "
                "learning."
            ),
            S(
                "Pompeii, a Roman town of perhaps 11,000 people near Naples, was destroyed in AD "
                "79 when Mount Vesuvius erupted and buried it under several metres of ash and "
                "pumice. The date was long given as 24 August, from a letter of Pliny the "
                "Younger, but a charcoal inscription found in 2018 points to October of that year."
            ),
            D(
                "Mount Vesuvius last erupted in March 1944, in the middle of the Second World "
                "War. Lava flows swallowed much of the village of San Sebastiano, and hot ash "
                "falling on an American airfield near Terzigno wrecked about 80 B-25 bombers of "
                "the US 340th Bombardment Group; no eruption has followed since then."
            ),
            D(
                "Pompeii is a 2014 disaster film directed by Paul W. S. Anderson, starring Kit "
                "Harington as Milo, a Celtic slave forced to fight as a gladiator, and Emily "
                "Browning as Cassia, a merchant's daughter. Shot in Toronto on a budget of about "
                "$100 million, it earned little more than that worldwide and was mauled by "
                "critics."
            ),
            D(
                "Pompeii was badly shaken by a strong earthquake on 5 February 62, during the "
                "reign of Nero, which toppled temples, houses and part of the water supply in the "
                "town and in nearby Herculaneum. The philosopher Seneca wrote about it, and a "
                "marble relief in the house of the banker Caecilius Iucundus shows temples in the "
                "forum tilting."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how hot is lava",
        "about 700 to 1,200 \u00b0C when it erupts; runny basalt lava is the hottest, around "
        "1,100 to 1,200 \u00b0C",
        [
            D(
                "Pyroclastic flows are fast avalanches of hot gas, ash and rock fragments that "
                "race down the flanks of a volcano at speeds of up to 700 km/h. Their temperature "
                "can top 1,000 \u00b0C, and it was one of them, not lava, that killed some 28,000 "
                "people in the town of Saint-Pierre on Martinique when Mount Pel\u00e9e erupted "
                "in May 1902."
            ),
            D(
                "Lava comes in two main forms, named with Hawaiian words. P\u0101hoehoe cools "
                "with a smooth skin that wrinkles into glossy ropes, while \u02bba\u02bb\u0101 "
                "breaks up into a rough, jagged rubble of clinker that is hard to walk across; "
                "the same flow can start as p\u0101hoehoe near the vent and turn into "
                "\u02bba\u02bb\u0101 as it cools further downhill."
            ),
            S(
                "Lava usually comes out of the ground at somewhere between 700 and 1,200 \u00b0C. "
                "Runny basalt lava, like that of K\u012blauea in Hawaii, is the hottest, at about "
                "1,100 to 1,200 \u00b0C, while thick, silica-rich lavas erupt cooler, below 900 "
                "\u00b0C, and crawl along; even a chilled crust can hide glowing rock beneath."
            ),
            D(
                "In May 2018 fissures opened in Leilani Estates on the lower east rift of "
                "K\u012blauea, on Hawaii's Big Island. Over three months they poured out about a "
                "cubic kilometre of lava that destroyed some 700 homes, filled Kapoho Bay and "
                "built new land into the sea, while the summit crater collapsed by hundreds of "
                "metres."
            ),
            D(
                "Most magma forms between about 50 and 200 km below the surface, where rock in "
                "the mantle partly melts as pressure drops or water seeps in from a sinking "
                "plate. Because it is lighter than the solid rock around it, it rises and gathers "
                "in chambers a few kilometres down, where it may sit for centuries before it "
                "erupts."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is hotter, a red star or a blue star?",
        "a blue star: its surface is at about 10,000 to 50,000 \u00b0C, against roughly 2,500 to "
        "3,500 \u00b0C for a red one",
        [
            S(
                "Red stars are the coolest stars that shine. Small red dwarfs such as Proxima "
                "Centauri, the Sun's nearest neighbour, and bloated red supergiants such as "
                "Betelgeuse in Orion both have surfaces at only about 2,500 to 3,500 \u00b0C, "
                "which is why most of their light comes out at the red end of the spectrum."
            ),
            D(
                "In a gas flame the blue part near the burner is hotter than the yellow, "
                "flickering part above it. The blue comes from gas burning completely with plenty "
                "of oxygen, at around 1,900 \u00b0C on a kitchen hob, while the yellow glow is "
                "made by tiny specks of soot that have not burned yet and shine as they are "
                "heated."
            ),
            D(
                "The Sun is a yellow dwarf, a middle-aged star about 4.6 billion years old, with "
                "a surface temperature of about 5,500 \u00b0C. Although it looks yellow from the "
                "ground, its light is in fact close to white; it looks yellow or orange near the "
                "horizon because the air scatters away more of the blue light on the long path."
            ),
            S(
                "Blue stars are the hottest and most massive of the ordinary stars, with surfaces "
                "ranging from about 10,000 \u00b0C to more than 50,000 \u00b0C. Rigel, the bright "
                "blue supergiant in Orion's foot, is some 12,000 \u00b0C at its surface, and such "
                "stars burn through their fuel in a few million years rather than billions."
            ),
            D(
                "Astronomers sort stars into spectral classes labelled O, B, A, F, G, K and M, a "
                "scheme worked out at Harvard around 1900 by Annie Jump Cannon, who classified "
                "some 350,000 stars by hand. Students remember the order with the phrase Oh Be A "
                "Fine Girl, Kiss Me, and the Sun is a class G star."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the main types of volcano?",
        "shield volcanoes, stratovolcanoes (composite volcanoes) and cinder cones; lava domes and "
        "calderas are sometimes added",
        [
            D(
                "Volcanologists name eruptions by how explosive they are. Hawaiian eruptions send "
                "up gentle fountains of runny lava, Strombolian ones throw out bursts of glowing "
                "cinders every few minutes, Vulcanian ones fire off short violent blasts, and "
                "Plinian ones, named after Pliny the Younger, drive ash columns tens of "
                "kilometres high."
            ),
            S(
                "There are three main kinds of volcano. Shield volcanoes such as Mauna Loa are "
                "broad, with gentle slopes built by runny lava; stratovolcanoes, also called "
                "composite volcanoes, such as Fuji, are steep cones of lava and ash in layers; "
                "and cinder cones are small, steep hills of loose cinders, like Par\u00edcutin in "
                "Mexico."
            ),
            D(
                "Volcanoes are often sorted by how recently they have erupted. An active volcano "
                "has erupted within the last 10,000 years or so, or shows signs of unrest; a "
                "dormant one has been quiet for a long time but could wake again; and an extinct "
                "one, like Edinburgh's Arthur's Seat, is not expected ever to erupt again."
            ),
            D(
                "A supervolcano is one that has produced an eruption of more than 1,000 cubic "
                "kilometres of material, a magnitude of 8 on the Volcanic Explosivity Index. "
                "Yellowstone had three such eruptions in the past 2.1 million years, and Toba on "
                "Sumatra had one about 74,000 years ago that left a lake 100 km long in its "
                "caldera."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do tornadoes form?",
        "most strong ones come from supercell thunderstorms: wind shear sets the air rolling "
        "horizontally, a strong updraft tilts that spin upright into a rotating mesocyclone, and "
        "a downdraft helps tighten it into a narrow funnel that reaches the ground",
        [
            D(
                "Hurricanes form over warm tropical seas at least 26 \u00b0C at the surface, "
                "where moist air rises, cools and forms thunderstorms that release heat and draw "
                "in more air. The spin of the Earth turns the inflow into a vast rotating system "
                "hundreds of kilometres wide, which weakens once it moves over land or cooler "
                "water."
            ),
            S(
                "Most strong tornadoes come from supercells, thunderstorms with a rotating "
                "updraft. Winds that change speed and direction with height set the air near the "
                "ground rolling like a pin; a strong updraft tilts that spin upright into a "
                "mesocyclone, and a downdraft at its rear helps tighten it into a narrow funnel "
                "that touches down."
            ),
            D(
                "Dust devils are whirlwinds that form on hot, sunny days with clear skies, when "
                "the ground heats the air just above it until a bubble of it rises and begins to "
                "spin. Unlike the storms of Tornado Alley they need no cloud at all; most last "
                "only a minute or two, are a few metres wide, and are far weaker."
            ),
            D(
                "Tornadoes in the United States are rated on the Enhanced Fujita scale, brought "
                "in in 2007, from EF0 to EF5. Forecasters judge the wind speed from the damage "
                "done to buildings and trees; an EF5, with winds above 322 km/h, sweeps houses "
                "off their foundations, and the Moore tornado in Oklahoma on 20 May 2013 was one."
            ),
            D(
                "Waterspouts are spinning columns of air over water, usually linked to a cumulus "
                "cloud. Most are fair-weather waterspouts that form slowly from the water surface "
                "up in light winds, often off the Florida Keys in summer; they are weaker than "
                "tornadoes, and look like a funnel of spray rather than of water sucked up."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do golf balls have dimples?",
        "to cut drag and add lift: the dimples make the thin layer of air around the ball "
        "turbulent, so it clings longer and leaves a smaller wake, and with backspin they help "
        "the ball climb, so it flies about twice as far as a smooth one",
        [
            D(
                "The rules of golf say a ball may weigh no more than 45.93 g and must be at least "
                "42.67 mm across. Most balls have between 300 and 500 dimples, usually about 0.25 "
                "mm deep, and makers test their pattern on robots that strike thousands of "
                "drives; a ball must also stay within a limit on its speed off the club."
            ),
            S(
                "Dimples make a golf ball fly much farther. They stir the thin layer of air next "
                "to its surface into turbulence, which clings to the ball longer before breaking "
                "away, so the wake behind it is smaller and the drag roughly halved; with "
                "backspin they also help it climb, and a smooth ball would travel about half the "
                "distance."
            ),
            D(
                "Early golf balls were featheries, leather pouches stuffed tightly with boiled "
                "goose feathers, which were costly and went soggy in rain. From 1848 they were "
                "replaced by the gutty, made of gutta-percha, the hardened sap of a Malayan tree, "
                "and around 1900 by the Haskell ball, with rubber thread wound around a solid "
                "core."
            ),
            D(
                "A cricket ball swings because one side is kept shiny and the other is allowed to "
                "roughen. With the seam angled, air stays attached longer on the rough side than "
                "on the smooth one, so the ball drifts sideways through the air; late in an "
                "innings, when the ball is old and worn, it can even move the other way."
            ),
            D(
                "The skin of a shark is covered in tiny tooth-like scales called dermal "
                "denticles, each with fine grooves running from head to tail. They break up the "
                "flow of water along the body into small swirls, cutting drag and noise as the "
                "shark swims, and swimsuits copying them were banned from top-level racing in "
                "2010."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "are mushrooms plants",
        "no: mushrooms are the fruiting bodies of fungi, a kingdom of their own; they have no "
        "chlorophyll, their cell walls are made of chitin, and fungi are closer kin to animals "
        "than to plants",
        [
            D(
                "Mosses are small green plants without flowers, seeds or true roots, which spread "
                "by tiny spores released from capsules on slender stalks. There are about 12,000 "
                "species, and bog mosses of the genus Sphagnum can hold up to twenty times their "
                "dry weight in water, which is why gardeners once packed them around young plants."
            ),
            D(
                "Lichens look like plants but are partnerships between a fungus and an alga or a "
                "cyanobacterium. The alga makes food from sunlight while the fungus gives shelter "
                "and water, and together they can grow on bare rock, tree bark and old "
                "gravestones; some in the Arctic grow less than a millimetre a year and live for "
                "centuries."
            ),
            S(
                "A mushroom is not a plant. It is the fruiting body of a fungus, and fungi form a "
                "kingdom of their own: they have no chlorophyll and cannot make food from "
                "sunlight, their cell walls are built of chitin rather than cellulose, and "
                "genetic studies show they are more closely related to animals than to plants."
            ),
            D(
                "Mushrooms left in sunlight or under an ultraviolet lamp make vitamin D, much as "
                "human skin does, and a 100 g serving of UV-treated button mushrooms can supply a "
                "day's needs. Raw button mushrooms hold only about 22 kcal per 100 g, and they "
                "are one of the few vegetables in shops that contain much selenium."
            ),
            D(
                "The largest known living thing is a honey fungus, Armillaria ostoyae, in the "
                "Malheur National Forest in Oregon. Its threads spread underground through "
                "roughly 9.6 square kilometres of soil, killing the conifers they attack, and "
                "scientists estimate that it has been growing there for somewhere between 2,000 "
                "and 8,000 years."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What currency is used in the country where the Gal\u00e1pagos Islands are?",
        "the US dollar: the Gal\u00e1pagos belong to Ecuador, which gave up its sucre for the "
        "dollar in 2000",
        [
            S(
                "The Gal\u00e1pagos Islands, a volcanic archipelago on the equator about 1,000 km "
                "off the coast of South America, belong to Ecuador. The country made most of "
                "their land a national park in 1959, and a marine reserve around them followed in "
                "1998; visitors pay an entry fee on arrival and must travel with a licensed guide."
            ),
            D(
                "El Salvador gave up its own currency, the col\u00f3n, for the US dollar in 2001, "
                "and in September 2021 it became the first country to make Bitcoin legal tender "
                "as well. Shops were told to accept the digital coin alongside the dollar, but "
                "few people used it, and in January 2025 the law was changed to make it voluntary."
            ),
            S(
                "After a banking crisis in which its old currency, the sucre, lost most of its "
                "value, Ecuador replaced it with the US dollar in 2000, and the dollar has been "
                "its only official currency ever since. The country still mints its own centavo "
                "coins, which are the same size and value as American cents, nickels and dimes."
            ),
            D(
                "Easter Island, famous for its nearly 900 giant stone statues, the moai, lies "
                "some 3,700 km off the coast of South America and belongs to Chile, which annexed "
                "it in 1888. Visitors fly in from Santiago, pay in Chilean pesos and must enter "
                "Rapa Nui National Park, which covers about 40% of the island, with a local guide."
            ),
            D(
                "Peru's currency is the sol, which replaced the inti in 1991 after years of "
                "hyperinflation in which prices rose by more than 7,000% in one year; it was "
                "called the nuevo sol until 2015. Coins of 1, 2 and 5 soles are used alongside "
                "notes, and American dollars are also widely taken in hotels and tourist shops."
            ),
        ],
        drop=0,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did Disneyland open?",
        "17 July 1955, in Anaheim, California",
        [
            D(
                "Home > Travel > Florida | Magic Kingdom\nWalt Disney World's first park, the "
                "Magic Kingdom, opened near Orlando on 1 October 1971, five years after Walt "
                "Disney himself had died. Its Cinderella Castle stands 57 m tall, and it is the "
                "most visited theme park in the world, with some 17 million guests a year.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Travel > California | Disneyland\nDisneyland, Walt Disney's first theme "
                "park, opened in Anaheim, California, on 17 July 1955 with a live television "
                "broadcast. Built in a year for some $17 million, it had a chaotic first day of "
                "forged tickets, melting asphalt and broken rides that staff later called Black "
                "Sunday.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > France | Disneyland Paris\nDisneyland Paris opened on 12 April "
                "1992 at Marne-la-Vall\u00e9e, 32 km east of the French capital, under the name "
                "Euro Disney Resort. Attendance fell short at first and the company came close to "
                "bankruptcy, but it is now the most visited tourist attraction in Europe.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Japan | Tokyo Disneyland\nTokyo Disneyland opened on 15 April "
                "1983 in Urayasu, Chiba, the first Disney park built outside the United States. "
                "Unlike the others it is not owned by Disney but by the Oriental Land Company, "
                "which pays a licence fee, and its sister park, Tokyo DisneySea, followed in "
                "September 2001.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > California | Disney California Adventure\nDisney California "
                "Adventure opened on 8 February 2001 on what had been the parking lot of the "
                "original park in Anaheim. Crowds were thin at first, and a $1.1 billion makeover "
                "finished in June 2012 added Cars Land, a life-size copy of the town of Radiator "
                "Springs from the Pixar films.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented the bagless vacuum cleaner",
        "James Dyson, who built 5,127 prototypes from 1978 and launched the DC01 in 1993",
        [
            D(
                "Home > History > Inventions | The first powered vacuum cleaner\nIn 1901 the "
                "English engineer Hubert Cecil Booth patented a machine that sucked dust out of "
                "carpets. Called the Puffing Billy, it was a huge petrol-driven pump drawn "
                "through London by horses and parked outside, with long hoses fed in through the "
                "windows.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Inventions | Who invented the bagless vacuum?\nThe British "
                "inventor James Dyson came up with the bagless cyclonic vacuum cleaner after his "
                "bagged one kept clogging in 1978. He built 5,127 prototypes over five years, "
                "licensed the G-Force in Japan in 1986 and launched his DC01 in Britain in "
                "1993.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Inventions | The upright vacuum cleaner\nJames Murray Spangler, "
                "a janitor in Canton, Ohio, built a portable electric sweeper in 1907 from a fan "
                "motor, a broom handle and a pillowcase. He sold the patent in 1908 to his "
                "cousin's husband, William Hoover, whose name became the British word for "
                "vacuuming.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Home | The robot vacuum\nThe Roomba, a round robot vacuum "
                "cleaner from the American company iRobot, went on sale in September 2002 for "
                "about $200. It found its way around rooms by bumping into furniture, and more "
                "than 50 million robots of that brand have since been sold, many mapping rooms "
                "with cameras.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Home | Dyson Airblade\nThe Dyson Airblade, launched in 2006, "
                "is a hand dryer that scrapes water off the hands with a thin sheet of air moving "
                "at about 690 km/h, blown through a slot 0.3 mm wide. The company says it dries "
                "hands in about 12 seconds and uses far less power than older warm-air "
                "dryers.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "grand canyon vs colca canyon which is deeper",
        "the Colca Canyon in Peru, about 3,270 m deep, against about 1,800 m for the Grand Canyon",
        [
            S(
                "Home > Travel > Peru | Colca Canyon\nThe Colca Canyon, cut by the Colca River in "
                "southern Peru some 160 km north-west of Arequipa, reaches a depth of about 3,270 "
                "m, making it one of the deepest canyons in the world. Andean condors ride the "
                "morning air at the Cruz del C\u00f3ndor lookout.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Peru | Cotahuasi Canyon\nThe Cotahuasi Canyon, a remote gorge in "
                "the Arequipa region of Peru north-west of its better-known neighbour, is about "
                "3,535 m deep at its lowest point, which makes it among the deepest on Earth. "
                "Reaching it takes about ten hours by road, and few tourists go there.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > China | Yarlung Tsangpo Grand Canyon\nThe Yarlung Tsangpo Grand "
                "Canyon in Tibet, where the river bends around the peak of Namcha Barwa, is often "
                "called the deepest on Earth, at over 5,000 m in places, and at about 500 km one "
                "of the longest. Its inner gorge was first fully explored only in the "
                "1990s.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > USA | Grand Canyon\nThe Grand Canyon in Arizona was carved by "
                "the Colorado River over five to six million years. It is about 446 km long, up "
                "to 29 km wide and about 1,800 m deep, and the rocks exposed in its walls span "
                "almost two billion years; some six million people visit it every year.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Namibia | Fish River Canyon\nThe Fish River Canyon in southern "
                "Namibia is the largest canyon in Africa, about 160 km long, up to 27 km wide and "
                "some 550 m deep. A five-day hiking trail of about 85 km runs along its floor, "
                "open only in the cooler months from May to September because of the heat.\nShare "
                "this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What's in a Bloody Mary?",
        "vodka and tomato juice with lemon juice, Worcestershire sauce, Tabasco or another hot "
        "sauce, celery salt and black pepper, garnished with a stick of celery",
        [
            D(
                "Food > Drinks > Cocktails | The Bloody Caesar\nCanada's favourite cocktail was "
                "invented in 1969 by Walter Chell, a bartender at the Calgary Inn, to mark the "
                "opening of an Italian restaurant there. Its key ingredient is Clamato, a mix of "
                "tomato and clam juice, served in a glass rimmed with celery salt.\nSave | Share"
            ),
            S(
                "Food > Drinks > Cocktails | How to make a Bloody Mary\nPour 50 ml of vodka and "
                "150 ml of tomato juice over ice, then add the juice of half a lemon, a few "
                "dashes of Worcestershire sauce and of Tabasco, a pinch of celery salt and some "
                "black pepper. Stir, and garnish with a stick of celery.\nSave | Share"
            ),
            D(
                "History > Tudors | Why was Mary I called Bloody Mary?\nMary I, England's first "
                "crowned queen, reigned from 1553 to 1558 and tried to restore the Catholic "
                "Church. Some 280 Protestants were burned as heretics in her reign, among them "
                "Archbishop Thomas Cranmer in Oxford in 1556, which gave her the nickname.\nSave "
                "| Share"
            ),
            D(
                "Food > Drinks > Cocktails | The Michelada\nThe michelada is a Mexican beer "
                "drink: fill a glass rimmed with salt and chilli powder with ice, add the juice "
                "of a lime, a few dashes of hot sauce and of Maggi seasoning, and top up with a "
                "cold lager. Some versions add clam juice or a little soy sauce.\nSave | Share"
            ),
            D(
                "Food > Drinks > History | Who invented the Bloody Mary?\nThe drink is most often "
                "credited to Fernand Petiot, a bartender at Harry's New York Bar in Paris in the "
                "early 1920s, who later took it to the King Cole Bar of the St Regis hotel in New "
                "York, where it was renamed the Red Snapper for a time.\nSave | Share"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a pressure cooker cook food faster?",
        "its sealed lid traps steam, so the pressure inside rises to about one atmosphere above "
        "normal and water boils at about 120 \u00b0C instead of 100 \u00b0C, and the hotter water "
        "and steam cook the food faster; a valve lets out any excess",
        [
            D(
                "Home > Kitchen > Appliances | How does a slow cooker work?\nA slow cooker is a "
                "ceramic pot in a metal casing with a heating element that warms it gently for "
                "hours. On the low setting food inside reaches about 80 to 90 \u00b0C and on high "
                "just under 100 \u00b0C, so a stew left in the morning is tender by "
                "evening.\nShare this | Cookie policy"
            ),
            S(
                "Home > Kitchen > Appliances | How does a pressure cooker work?\nA pressure "
                "cooker's lid locks on with a seal, so steam cannot escape. The pressure inside "
                "rises to about one atmosphere above normal and water then boils at about 120 "
                "\u00b0C rather than 100 \u00b0C, so hotter water and steam cook food faster; a "
                "valve vents any excess.\nShare this | Cookie policy"
            ),
            D(
                "Home > Kitchen > Tips | Cooking at high altitude\nThe air pressure falls as you "
                "climb, so water boils at a lower temperature: about 95 \u00b0C in Denver, at "
                "1,600 m, and only about 70 \u00b0C on the summit of Everest. Pasta, rice, beans "
                "and eggs therefore take longer to cook in the mountains, and bakers there must "
                "change their recipes.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Inventions | Papin's steam digester\nIn 1679 the French "
                "physicist Denis Papin showed the Royal Society in London a sealed iron pot he "
                "called a steam digester, which could soften bones. To stop it bursting he added "
                "a weighted valve, an idea later borrowed for the early steam engines of "
                "Britain.\nShare this | Cookie policy"
            ),
            D(
                "Home > Kitchen > Appliances | How does an air fryer work?\nAn air fryer is a "
                "small countertop convection oven: a heating element at the top warms the air to "
                "as much as 200 \u00b0C, and a powerful fan drives it around food held in a "
                "perforated basket, browning and crisping it with a spoonful of oil.\nShare this "
                "| Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do my brakes squeal?",
        "most often because the pads are worn and a metal wear indicator is scraping the disc, or "
        "because of light rust on the discs after rain or damp nights; glazed or cheap hard pads "
        "and vibration can also make them squeal",
        [
            D(
                "Motoring > Maintenance > Brakes | Why does my steering wheel shake when I "
                "brake?\nA shudder through the wheel or pedal when braking usually means the "
                "front discs have worn unevenly, often called warped. Heavy braking from speed "
                "can leave deposits of pad material in patches, and a garage can machine the "
                "discs or fit new ones.\nShare this | Cookie policy"
            ),
            S(
                "Motoring > Maintenance > Brakes | Why are my brakes squealing?\nA high-pitched "
                "squeal often comes from a small metal wear indicator on the pad, fitted to "
                "scrape the disc when the pad is nearly worn out. A squeal on the first few stops "
                "of a damp morning is usually light rust on the discs; glazed pads can squeal "
                "too.\nShare this | Cookie policy"
            ),
            D(
                "Motoring > Maintenance > Brakes | Why does my car pull to one side when "
                "braking?\nIf the car veers left or right as you brake, one front wheel is "
                "gripping harder than the other. The usual culprits are a sticking caliper piston "
                "or slide pin, a pad soaked in oil or brake fluid, or a collapsed brake hose; "
                "have it checked at once.\nShare this | Cookie policy"
            ),
            D(
                "Motoring > Safety > Brakes | Why does my brake pedal pulse in an emergency "
                "stop?\nIf you brake hard and feel the pedal pulse and hear a grinding buzz, that "
                "is the anti-lock system at work, releasing and reapplying the brakes many times "
                "a second so the wheels do not lock and you can still steer. Keep pressing "
                "firmly.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "can you still climb uluru",
        "no: climbing Uluru was banned for good from 26 October 2019, at the wish of its "
        "Aboriginal owners, the Anangu",
        [
            D(
                "Home > Travel > Australia | Kata Tjuta\nKata Tjuta, also called the Olgas, is a "
                "group of 36 steep domes about 25 km west of the famous red rock. Its tallest "
                "dome, Mount Olga, rises 546 m above the plain, and visitors can walk the 7.4 km "
                "Valley of the Winds loop between the domes, which closes when it is very "
                "hot.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Australia | Is Uluru still open to climbers?\nNo. The climb up "
                "Uluru, the great sandstone monolith that rises 348 m above the desert, closed "
                "for good on 26 October 2019, after the park board voted in 2017 to end it. The "
                "Anangu, its traditional owners, had asked visitors for decades not to climb "
                "it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Australia | Sydney Harbour BridgeClimb\nSince October 1998 "
                "visitors have been able to climb the arch of the Sydney Harbour Bridge, 134 m "
                "above the water, in guided groups clipped to a safety line. The climb takes "
                "about three and a half hours, and more than four million people, among them "
                "Prince Harry, have made it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Australia | Walking around Uluru\nThe Uluru Base Walk is a flat "
                "10.6 km loop around the rock that takes about three and a half hours. It passes "
                "waterholes, caves with rock art and sacred sites where photography is banned, "
                "and rangers lead a free walk along the Mala track every morning.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Australia | Mount Augustus\nMount Augustus, or Burringurrah, in "
                "Western Australia, is often said to be twice the size of Uluru, rising 717 m "
                "above the plain. Unlike the other rock, it is covered in scrub, and a 12 km "
                "return trail leads to its summit, a hard climb best begun at dawn.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where Timbuktu is?",
        "Bamako: Timbuktu is in Mali, whose capital is Bamako, on the Niger River",
        [
            S(
                "Home > Travel > Africa | Timbuktu\nTimbuktu, a city in Mali on the southern edge "
                "of the Sahara, about 15 km north of the Niger River, grew rich on the trade in "
                "gold, salt and books. Its Djinguereber Mosque, built of mud in 1327, and its "
                "thousands of old manuscripts made it a great centre of learning.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > World > Africa | Niger at a glance\nNiger, a landlocked country in West "
                "Africa named after the river that crosses its south-west corner, has its capital "
                "at Niamey, on the banks of that river. About four-fifths of its land lies in the "
                "Sahara, and it is one of the world's largest producers of uranium.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Africa | The Great Mosque of Djenn\u00e9\nThe Great Mosque of "
                "Djenn\u00e9, in central Mali, is the largest mud-brick building in the world. "
                "The present mosque was built in 1907 on the site of one from the thirteenth "
                "century, and every spring the whole town turns out for a festival to replaster "
                "its walls.\nShare this | Cookie policy"
            ),
            S(
                "Home > World > Africa | Mali at a glance\nMali, a landlocked country in West "
                "Africa that gained independence from France in 1960, has its capital at Bamako, "
                "on the Niger River in the south-west. Bamako, with about three million people, "
                "is the largest city, and the official languages include Bambara.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > World > Africa | Mauritania at a glance\nMauritania, on the Atlantic "
                "coast of north-west Africa, has its capital at Nouakchott, a city founded in "
                "1958 as a small fishing village and built up as the capital at independence in "
                "1960. Much of the country is Sahara desert, and its iron ore trains are among "
                "the longest.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long can I stay in the Schengen area without a visa?",
        "up to 90 days in any 180-day period, for visa-free visitors such as British, American or "
        "Australian citizens",
        [
            D(
                "Q: How long can I visit the United States without a visa?\nA: Citizens of the "
                "countries in the Visa Waiver Program, such as the UK, can stay for up to 90 days "
                "for tourism or business with an approved ESTA. Apply online at least 72 hours "
                "before you travel; an ESTA stays valid for two years or until your passport "
                "expires."
            ),
            S(
                "Q: How long can I stay in the Schengen area without a visa?\nA: If you do not "
                "need a visa, for example with a British, American or Australian passport, you "
                "can stay up to 90 days in any 180-day period, counted across all Schengen "
                "countries together. Overstaying can mean a fine, removal or a ban on coming back."
            ),
            D(
                "Q: How long does my passport need to be valid to travel to the EU?\nA: For most "
                "Schengen countries a British passport must be less than ten years old on the day "
                "you enter and valid for at least three months after the day you plan to leave. "
                "Check the issue date as well as the expiry date before you book."
            ),
            D(
                "Q: Is Ireland part of the Schengen area?\nA: No. Ireland is in the EU but chose "
                "to stay out of Schengen and keeps its own border checks, sharing a Common Travel "
                "Area with the UK instead. British and Irish citizens can live, work and travel "
                "freely between the two, though airlines may still ask for photo ID."
            ),
            D(
                "Q: How long can I stay in Canada as a visitor?\nA: Most visitors may stay for up "
                "to six months, though the border officer can set a shorter or longer limit in "
                "your passport. Travellers flying in from visa-exempt countries need an eTA, "
                "which costs CAD$7, is linked to the passport and lasts up to five years."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long does a flu jab take to work",
        "about 10 to 14 days (around two weeks) after the jab",
        [
            D(
                "Who can get a free flu vaccine on the NHS? \u2013 fact sheet\n\u2022 Everyone "
                "aged 65 or over\n\u2022 People aged 6 months to 64 with certain long-term health "
                "conditions\n\u2022 Pregnant women\n\u2022 People in care homes and their "
                "carers\n\u2022 Frontline health and social care workers\n\u2022 Children aged 2 "
                "or 3 on 31 August, and school-age children"
            ),
            S(
                "Q: How long does the flu vaccine take to work?\nA: It takes about 10 to 14 days "
                "after the injection for your body to build up protection against flu, so it is "
                "best to have it in the autumn, before the virus starts spreading widely. The "
                "protection fades over the following months, which is why you need a new one "
                "every year."
            ),
            D(
                "Q: What are the side effects of the flu jab?\nA: Most are mild and pass within a "
                "day or two: a sore, red or swollen arm where the needle went in, a slightly "
                "raised temperature, aching muscles or feeling tired. The vaccine cannot give you "
                "flu, as it contains no live virus; serious allergic reactions are very rare."
            ),
            D(
                "Q: How long does flu last?\nA: Most people feel better within about a week, "
                "though tiredness and a cough can linger for two weeks or more. You are most "
                "infectious in the first few days after your symptoms start, so stay at home, "
                "rest, drink plenty of fluids and take paracetamol or ibuprofen for the aches."
            ),
            D(
                "Q: Why do children get a nasal spray instead of an injection?\nA: The children's "
                "flu vaccine is a quick, painless spray up each nostril, which works better in "
                "children than the jab and helps stop them spreading flu to others. It holds "
                "weakened live viruses that cannot cause flu, and contains a small amount of pork "
                "gelatine."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which protects more, SPF 30 or SPF 50 sunscreen?",
        "SPF 50, but only slightly: it blocks about 98% of UVB rays, against about 97% for SPF 30",
        [
            S(
                "Q: How much protection does SPF 30 give?\nA: Applied thickly enough, a sunscreen "
                "labelled SPF 30 blocks about 97% of the sun's UVB rays, the ones that cause most "
                "sunburn, letting about one thirtieth reach your skin. Dermatologists see it as "
                "the least you should use for a long day outdoors."
            ),
            D(
                "Q: What do the stars on a sunscreen bottle mean?\nA: In the UK a star rating "
                "from 0 to 5 shows how much UVA protection a sunscreen gives compared with its "
                "UVB protection. UVA rays reach deeper into the skin and age it; look for at "
                "least four stars and a UVA logo in a circle, which meets the EU standard."
            ),
            S(
                "Q: Is SPF 50 much better than SPF 30?\nA: A little. SPF 50 blocks about 98% of "
                "UVB rays when it is put on properly, letting through about one fiftieth. That is "
                "a small extra margin, and it is no excuse for staying out longer: any sunscreen "
                "wears off, so reapply it at least every two hours."
            ),
            D(
                "Q: How much sunscreen should I use?\nA: Most people put on far too little. An "
                "adult needs about six to eight teaspoons, some 35 ml, to cover the whole body, "
                "or about half a teaspoon for the face and neck alone. Put it on 15 to 30 minutes "
                "before going out, and again straight after swimming or towelling dry."
            ),
            D(
                "Q: Is SPF 15 enough?\nA: SPF 15 filters out about 93% of UVB rays, which can be "
                "enough for a short walk in the shade or a dull day in winter. For longer spells "
                "in strong sunshine, or for skin that burns easily, choose a higher factor and "
                "wear a hat, sunglasses and a shirt as well."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of measles?",
        "cold-like symptoms (runny or blocked nose, sneezing, cough), sore red watery eyes, a "
        "high temperature, small white spots inside the cheeks, then a blotchy red-brown rash "
        "that starts on the face and behind the ears and spreads",
        [
            D(
                "Q: What are the symptoms of rubella (German measles)?\nA: Rubella is usually "
                "mild: a spotty pink rash that starts on the face or behind the ears and spreads "
                "to the body, swollen glands at the back of the neck, a slight temperature, "
                "aching joints and cold-like symptoms. It is serious in early pregnancy, as it "
                "can harm the baby."
            ),
            S(
                "Q: What are the symptoms of measles?\nA: It starts like a bad cold, with a runny "
                "or blocked nose, sneezing and a cough, plus sore, red, watery eyes and a high "
                "temperature. Small white spots may appear inside the cheeks, and a few days "
                "later a blotchy red-brown rash starts on the face and behind the ears and "
                "spreads."
            ),
            D(
                "Q: When are the MMR vaccines given?\nA: On the NHS the MMR vaccine, which "
                "protects against measles, mumps and rubella, is given as two doses: the first at "
                "about 1 year old and the second before the child starts school. Two doses give "
                "about 99% protection, and older children and adults who missed them can still "
                "have them."
            ),
            D(
                "Q: What are the symptoms of scarlet fever?\nA: Scarlet fever usually starts with "
                "a sore throat, headache and high temperature, followed a day or two later by a "
                "fine pink or red rash that feels rough like sandpaper, often first on the chest "
                "and tummy. The tongue may turn white, then red and swollen, a so-called "
                "strawberry tongue."
            ),
            D(
                "Q: What are the symptoms of chickenpox?\nA: Chickenpox starts with itchy red "
                "spots, often on the chest, tummy and face, which fill with fluid and become "
                "blisters within a day or so, then crust over into scabs. New spots keep "
                "appearing for several days, and there may be a high temperature, aches and loss "
                "of appetite."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I thaw a frozen pipe?",
        "turn on the tap the pipe feeds, then warm the pipe gently from the tap end back towards "
        "the frozen section with a hairdryer, hot-water bottle or towels soaked in hot water; "
        "never use a naked flame, and turn off the water at the stopcock if it has burst",
        [
            D(
                "Q: How can I stop my pipes freezing?\nA: Lag pipes and tanks in lofts, garages "
                "and outside walls with foam insulation, and fix dripping taps. When it is very "
                "cold, keep the heating on low, around 12 \u00b0C, even when you are away, and "
                "open the loft hatch so warm air can reach the pipes there; turn off and drain "
                "outside taps."
            ),
            S(
                "Q: How do I thaw a frozen pipe?\nA: First open the tap the pipe feeds, so the "
                "water can flow once it melts. Then warm the pipe gently, starting at the tap end "
                "and working back towards the frozen part, with a hairdryer, a hot-water bottle "
                "or towels soaked in hot water. Never use a blowtorch or other naked flame."
            ),
            D(
                "Q: What should I do if a pipe bursts?\nA: Turn off the water at the stopcock "
                "straight away, usually under the kitchen sink, then open all the cold taps to "
                "drain the system. If water is near electrics or light fittings, switch off the "
                "power at the fuse box, catch what you can in buckets and call a plumber and your "
                "insurer."
            ),
            D(
                "Q: Will my home insurance cover a burst pipe?\nA: Most buildings and contents "
                "policies cover damage caused by water escaping from a burst pipe, but not "
                "usually the cost of fixing the pipe itself, and many insurers refuse claims if "
                "the house was left empty and unheated for over 30 days in winter. Check your "
                "excess before you claim."
            ),
            D(
                "Q: Where is my stopcock?\nA: The stopcock, or stop tap, that controls the water "
                "supply to your home is most often under the kitchen sink, but it may be in a "
                "downstairs toilet, a utility room, an airing cupboard or under the stairs. Turn "
                "it clockwise to close it, and check once a year that it still turns."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my toilet keep running?",
        "usually the flapper or flush-valve seal at the bottom of the cistern is worn, so water "
        "leaks into the bowl and the cistern keeps refilling; or the fill valve is set too high "
        "and water spills into the overflow",
        [
            D(
                "Q: Why won't my toilet flush properly?\nA: A weak flush often means the water "
                "level in the cistern is set too low, or the lever arm or chain has come loose "
                "and no longer lifts the valve fully. If the bowl fills up and drains away "
                "slowly, there may be a partial blockage in the trap or further down the soil "
                "pipe."
            ),
            S(
                "Q: Why does my toilet keep running after it flushes?\nA: Most often the flapper "
                "or flush-valve seal at the bottom of the cistern is worn or dirty, so water "
                "trickles into the bowl and the cistern keeps refilling. If the water instead "
                "runs into the overflow, the fill valve or its float is set too high and needs "
                "lowering."
            ),
            D(
                "Q: Why does my toilet gurgle?\nA: Gurgling when you run a bath, empty the sink "
                "or flush usually means air is being pulled through the trap because the drain or "
                "its vent pipe is partly blocked. Try a plunger first; if several drains in the "
                "house gurgle together, the blockage may be in the main sewer line outside."
            ),
            D(
                "Q: How much water does a running toilet waste?\nA: A lot more than you might "
                "think: a cistern that leaks constantly into the bowl can waste about 200 to 400 "
                "litres a day, adding hundreds of pounds a year to a metered water bill. Put a "
                "few drops of food colouring in the cistern, wait half an hour, and see if it "
                "shows up in the bowl."
            ),
            D(
                "Q: Why is my toilet cistern wet on the outside?\nA: In summer or in a steamy "
                "bathroom, cold water filling the cistern chills its outside, and moisture from "
                "the warm air condenses on it, then drips onto the floor. Better ventilation, an "
                "extractor fan or an insulated liner in the cistern helps; a drip from the joints "
                "below is a leak instead."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "do i need a tv licence to watch netflix",
        "no: in the UK you need a TV licence only to watch or record live TV on any channel or "
        "service, or to use BBC iPlayer; streaming on-demand services such as Netflix alone needs "
        "none",
        [
            D(
                "Q: Do students need their own TV licence?\nA: Usually, if they watch live TV or "
                "BBC iPlayer in their room in halls or a shared house. They may be covered by "
                "their parents' licence only if the device runs on its own internal batteries and "
                "is not plugged into the mains, and they can claim a refund for the months they "
                "are away."
            ),
            S(
                "Q: Do I need a TV licence to watch Netflix?\nA: No. In the UK you need a licence "
                "only to watch or record programmes as they are shown live, on any channel or "
                "service, or to use BBC iPlayer at all. If you only stream on-demand services "
                "such as Netflix, Prime Video or Disney+, you do not need one."
            ),
            D(
                "Q: Can people over 75 get a free TV licence?\nA: Only if they, or a partner "
                "living with them, receive Pension Credit. Free licences for everyone aged 75 and "
                "over ended on 1 August 2020, when the BBC took over the cost of the concession "
                "from the government; one free licence then covers the whole household."
            ),
            D(
                "Q: What happens if I watch live TV without a licence?\nA: You risk prosecution "
                "and a fine of up to \u00a31,000, plus legal costs, though you will not be sent "
                "to prison for the offence itself. Enforcement officers may visit your home, but "
                "you do not have to let them in, and you can tell TV Licensing that you do not "
                "need a licence."
            ),
            D(
                "Q: How much is a TV licence?\nA: A standard colour TV licence costs \u00a3174.50 "
                "a year from 1 April 2025, and a black and white one about a third as much. You "
                "can pay all at once, or spread the cost by direct debit monthly or quarterly; "
                "blind people get a 50% discount, and some care homes pay a reduced \u00a37.50."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do I need in the country where Dubrovnik is?",
        "the euro: Dubrovnik is in Croatia, which replaced the kuna with the euro on 1 January "
        "2023",
        [
            S(
                "Dubrovnik \u2013 fact sheet\n\u2022 Country: Croatia, in the southern region of "
                "Dalmatia\n\u2022 Population: about 41,000\n\u2022 Old town walls: almost 2 km "
                "around, mostly built from the 13th to the 17th century\n\u2022 UNESCO World "
                "Heritage Site since 1979\n\u2022 Airport: \u010cilipi, 20 km south-east\n\u2022 "
                "Filming location for Game of Thrones"
            ),
            D(
                "Kotor \u2013 fact sheet\n\u2022 Country: Montenegro, on the Adriatic "
                "coast\n\u2022 Population: about 13,000 in the town\n\u2022 Old town walls: 4.5 "
                "km long, climbing the mountain behind\n\u2022 UNESCO World Heritage Site since "
                "1979\n\u2022 Airport: Tivat, 8 km away\n\u2022 Sits at the far end of a deep "
                "winding bay, the Boka Kotorska"
            ),
            S(
                "Q: What currency does Croatia use?\nA: The euro. Croatia joined the eurozone on "
                "1 January 2023, replacing its kuna at a fixed rate of 7.53450 kuna to one euro, "
                "and it joined the Schengen area on the same day. Cards are widely taken, but "
                "carry some cash for small caf\u00e9s, markets and island ferries."
            ),
            D(
                "Q: What currency does Montenegro use?\nA: The euro, although Montenegro is not "
                "in the EU and has no say in the eurozone. It took up the German mark in 1999 and "
                "switched to the euro when the mark was withdrawn in 2002, without any agreement "
                "with Brussels, so it cannot mint coins of its own."
            ),
            D(
                "Q: What currency does Bosnia and Herzegovina use?\nA: The convertible mark, "
                "introduced in 1998 and pegged to the euro at about 1.96 marks to the euro, the "
                "same rate the German mark had. Euros are often taken in shops near the borders "
                "and in Mostar and Medjugorje, but you get change in marks, so swap some money "
                "first."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted The Garden of Earthly Delights?",
        "Hieronymus Bosch, around 1490 to 1510; it hangs in the Prado in Madrid",
        [
            D(
                "In 1559 Pieter Bruegel the Elder crowded a single oak panel with over a hundred "
                "little scenes, each acting out a Flemish saying: a man bangs his head against a "
                "brick wall, another fills in the well after the calf has drowned. The oil "
                "painting was bought for Berlin's Gem\u00e4ldegalerie in 1914 and is still there "
                "today."
            ),
            S(
                "Around 1490 to 1510 the Netherlandish master Hieronymus Bosch produced a great "
                "three-panel altarpiece: on the left God presents Eve to Adam in Eden, in the "
                "middle crowds of naked figures frolic among giant berries and birds, and on the "
                "right lies a nightmarish, musical hell. It now hangs in the Prado in Madrid."
            ),
            D(
                "On the outer wings of another of Bosch's triptychs, in Madrid since the time of "
                "Philip II, a pedlar trudges along a road; inside, people of every rank, from the "
                "pope and emperor down to peasants, scramble after a huge cart piled with hay, a "
                "symbol of worldly goods, while demons haul it off toward the flames of hell on "
                "the right."
            ),
            D(
                "Completed in 1432 for a chapel in St Bavo's Cathedral in Ghent, the polyptych by "
                "the brothers Hubert and Jan van Eyck shows, on its central lower panel, crowds "
                "of saints, prophets and pilgrims converging on a lamb on an altar. Its lower "
                "left panel was stolen in 1934 and has never been found; a copy now fills the gap."
            ),
            D(
                "Madrid's Prado opened its doors in November 1819 with some 300 paintings from "
                "the Spanish royal collections. Its Flemish rooms are among the richest anywhere, "
                "holding Rogier van der Weyden's Descent from the Cross of about 1435, and it "
                "also keeps the fourteen dark murals Goya painted on the walls of his own house "
                "late in life."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "smallest bird in the world",
        "the bee hummingbird of Cuba, about 5 to 6 cm long and under 2 g",
        [
            D(
                "The ostrich of the African savanna is the heaviest and tallest living bird, "
                "standing up to 2.7 m and weighing as much as 150 kg. It cannot fly but can "
                "sprint at about 70 km/h, and its eggs, each weighing around 1.4 kg, are the "
                "largest laid by any animal alive today; a male may guard a nest holding twenty "
                "of them."
            ),
            S(
                "No living creature with feathers is tinier than Cuba's bee hummingbird, "
                "Mellisuga helenae. Found only on that island and the nearby Isla de la Juventud, "
                "it measures about 5 to 6 cm from beak to tail, weighs less than 2 g, lighter "
                "than a US dime, and lays eggs no bigger than coffee beans in a cup-shaped nest."
            ),
            D(
                "Britain's tiniest native songbird, the goldcrest, weighs only about 5 or 6 g and "
                "measures about 9 cm, with a bright yellow or orange streak across its crown. It "
                "flits through conifers picking off spiders and insects, and in autumn many cross "
                "the North Sea from Scandinavia, a flight that once led people to think they rode "
                "on the backs of woodcocks."
            ),
            D(
                "The lightest mammal by weight is the Etruscan shrew of southern Europe and Asia, "
                "at about 1.8 g, with a heart that beats up to 1,500 times a minute; by length "
                "the record goes to Kitti's hog-nosed bat of Thailand and Myanmar, also known as "
                "the bumblebee bat, whose body is only about 3 cm long."
            ),
            D(
                "Each spring ruby-throated hummingbirds, weighing only about 3 g, fly nonstop for "
                "some 800 km across the Gulf of Mexico to reach their breeding grounds in the "
                "eastern United States and Canada. Before the journey they fatten up on nectar "
                "and insects until they nearly double their weight, burning it off on the "
                "crossing."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, a raven or a crow?",
        "the raven: a common raven is about 55 to 67 cm long and up to 1.5 kg, a carrion crow "
        "about 45 to 50 cm and around 0.5 kg",
        [
            D(
                "The rook, a black member of the crow family, is easily told from its relatives "
                "by the bare, greyish-white skin around the base of its bill. Rooks nest together "
                "in noisy colonies at the tops of tall trees, known as rookeries, and probe "
                "fields for worms and leatherjackets; they measure about 45 cm from bill to tail."
            ),
            S(
                "The common raven is the heaviest of all songbirds: it measures about 55 to 67 cm "
                "from bill to tail, its wings span well over a metre, and it can weigh as much as "
                "1.5 kg. It has a thick, arched beak and shaggy throat feathers, and in flight "
                "its wedge-shaped tail and deep croak mark it out from its relatives."
            ),
            D(
                "At least six ravens are kept at the Tower of London, because of a legend that if "
                "they leave, the kingdom and the fortress will fall. The story is often traced to "
                "Charles II in the seventeenth century, though there is little evidence for it "
                "before Victorian times; a Ravenmaster looks after the birds and trims their "
                "wings."
            ),
            S(
                "The carrion crow, common in towns, parks and farmland across western Europe, is "
                "a neat, glossy black bird about 45 to 52 cm long, with a wingspan of up to a "
                "metre and a weight of around half a kilo. Its square-ended tail, smooth throat "
                "and slimmer beak help tell it apart from its larger cousin with the wedge tail."
            ),
            D(
                "Edgar Allan Poe's poem about a grieving student visited at midnight by a black "
                "bird that can only say Nevermore appeared in the New York Evening Mirror in "
                "January 1845. It made Poe famous almost at once, though he is said to have been "
                "paid only about $9 for it, and he died in Baltimore four years later."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the stages of the water cycle?",
        "evaporation, condensation, precipitation and collection (runoff into rivers and the sea, "
        "and soaking into the ground); transpiration from plants adds water vapour too",
        [
            D(
                "Carbon passes endlessly between air, living things, oceans and rocks. Plants "
                "draw carbon dioxide from the air to build their tissues, animals eat them and "
                "breathe it back out, dead matter rots or is buried to form coal and oil over "
                "millions of years, and the sea dissolves huge amounts, storing it in shells and "
                "limestone."
            ),
            S(
                "Sunshine warms seas, lakes and soil, turning water into vapour that rises; "
                "plants give off more through their leaves. Higher up the vapour cools and turns "
                "back into droplets that gather as clouds, and when they grow heavy they fall as "
                "rain, snow or hail. It then runs into rivers or soaks into the ground and flows "
                "back to the sea."
            ),
            D(
                "Before it reaches your tap, river or reservoir water is usually screened to "
                "remove debris, then mixed with a coagulant so that fine particles clump together "
                "and settle out in large tanks. It is then filtered through beds of sand or "
                "activated carbon, and finally disinfected, usually with chlorine, before it is "
                "pumped into the mains."
            ),
            D(
                "Rocks are slowly recycled over millions of years. Those at the surface are worn "
                "down by weather into sediment that piles up and hardens into new layers; buried "
                "deeply, those layers are squeezed and heated into metamorphic rock, and some "
                "melt entirely into magma that cools again as granite or basalt, which the "
                "weather then attacks."
            ),
            D(
                "Nitrogen makes up most of the air, but plants cannot use the gas directly. "
                "Bacteria in the soil and in the root nodules of peas, beans and clover turn it "
                "into ammonia, other microbes convert that into nitrates that roots take up, and "
                "when plants and animals die and rot, different bacteria release the nitrogen "
                "into the air once more."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do cuckoos raise their chicks?",
        "they don't: the common cuckoo lays its eggs in the nests of other birds, such as reed "
        "warblers, dunnocks and meadow pipits, and the cuckoo chick pushes out the host's eggs "
        "and is fed by its foster parents",
        [
            D(
                "The brown-headed cowbird of North America never builds a nest of its own. "
                "Females lay their eggs in the nests of over 200 other species, from warblers to "
                "sparrows, and a single female may lay forty eggs in a season, though cowbird "
                "hatchlings usually grow up alongside the host's own young instead of killing "
                "them."
            ),
            S(
                "The common cuckoo leaves all the work of parenting to others. A female slips a "
                "single egg into the nest of a smaller songbird such as a reed warbler, dunnock "
                "or meadow pipit, often removing one of the owner's eggs; the hatchling heaves "
                "out the rest, and its duped foster parents feed it until it dwarfs them."
            ),
            D(
                "Among emperor penguins it is the father who keeps the egg warm. Through the "
                "Antarctic winter he stands with it balanced on his feet under a fold of skin for "
                "about two months, eating nothing and losing up to half his weight, while the "
                "mother feeds at sea; she returns around hatching time to take over."
            ),
            D(
                "The cuckoo clock, in which a little wooden bird pops out to call the hours, is "
                "linked above all with the Black Forest in south-west Germany, where clockmakers "
                "were building it by the 1730s. Its two notes are made by a pair of small bellows "
                "and pipes, and classic ones are carved as a house or hunting lodge."
            ),
            D(
                "The common cuckoo's two-note call has long been heard as a sign of spring in "
                "Britain, where the first birds arrive from Africa in April. Satellite tags have "
                "since shown that they fly back south as early as June, crossing the Sahara, and "
                "their numbers in England have fallen by about two-thirds since the early 1980s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does the sea have waves?",
        "mostly because of the wind: air blowing over the water drags on its surface and passes "
        "energy to it, and the waves grow with the wind's strength, how long it blows and the "
        "stretch of open water it crosses (the fetch)",
        [
            D(
                "Twice a day the sea creeps up the shore and draws back again because of gravity. "
                "The Moon pulls hardest on the water on the side of the Earth facing it, raising "
                "a bulge there and another on the far side, and the Earth turns beneath both; "
                "when the Sun and Moon line up, at new and full moon, the range is greatest."
            ),
            S(
                "Most of the swell that rolls onto a beach began as wind. Air moving across open "
                "water drags on its surface, raising ripples that catch still more of the breeze "
                "and grow; how tall they become depends on how hard the air blows, for how long, "
                "and across how great a stretch of sea, called the fetch."
            ),
            D(
                "In October 2020 the German surfer Sebastian Steudtner rode a wave about 26.2 m "
                "tall off Praia do Norte at Nazar\u00e9 in Portugal, a world record. Giant swells "
                "form there in winter because an undersea canyon some 5 km deep and over 200 km "
                "long funnels Atlantic energy straight at the headland below the lighthouse."
            ),
            D(
                "Rip currents are narrow, fast channels of water flowing away from the beach, "
                "often through a gap in a sandbar, and they can carry a swimmer out at up to 2 m "
                "a second, faster than an Olympic swimmer. Lifeguards advise not to swim against "
                "one but to float, raise a hand and shout, or swim parallel to the shore."
            ),
            D(
                "The Mexican wave, in which rows of spectators rise and raise their arms one "
                "after another so that a ripple runs around a stadium, became famous worldwide "
                "during the 1986 World Cup in Mexico. A study in 2002 found such waves usually "
                "travel clockwise, at about 12 m, or twenty seats, a second."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Can a cockroach really live without its head?",
        "yes: a headless cockroach can survive for about a week, because it breathes through "
        "spiracles along its body and its wound seals quickly; it eventually dies of thirst",
        [
            D(
                "On 10 September 1945 a farmer in Fruita, Colorado, cut off the head of a young "
                "cockerel for dinner, but the axe missed the brain stem and one ear. The bird, "
                "later known as Mike, lived for eighteen months, fed with milk and grain through "
                "an eyedropper and shown around the country, before he choked in a motel in "
                "Arizona."
            ),
            S(
                "Decapitate a roach and it can keep going for about a week. It takes in air "
                "through small holes along its body rather than through a mouth or nose, its "
                "blood is under so little pressure that the neck wound soon clots shut, and "
                "clusters of nerves in each segment run basic movement; in the end it dies of "
                "thirst."
            ),
            D(
                "Cockroaches do survive radiation far better than people: experiments suggest "
                "they can take six to fifteen times a dose that would kill a human. But they are "
                "far from the toughest insects; in one test the fruit fly and the flour beetle "
                "both outlasted the German cockroach, which died at doses those beetles shrugged "
                "off."
            ),
            D(
                "A female praying mantis sometimes eats her mate, and may bite off his head "
                "first. Even then the male's body can keep on mating, since the nerve centres "
                "that control the act sit in his abdomen rather than his head; in the wild this "
                "happens in a minority of encounters, far less often than in the laboratory."
            ),
            D(
                "The flatworms called planarians can regrow their whole body from a tiny piece. "
                "Cut one into several fragments and each grows into a complete worm within a "
                "couple of weeks, head and brain included, thanks to stem cells spread throughout "
                "its body; some experiments suggest trained worms even keep their memories."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which country was the author of Pippi Longstocking born?",
        "Sweden: Astrid Lindgren was born in 1907 at N\u00e4s, near Vimmerby in Sm\u00e5land",
        [
            S(
                "The red-pigtailed, astonishingly strong girl who lives alone at Villa Villekulla "
                "with a horse and a monkey first reached print in 1945. Astrid Lindgren had made "
                "up her adventures in 1941 for her daughter Karin, who lay ill in bed and asked "
                "for a story about a girl with a name she invented on the spot."
            ),
            D(
                "Tove Jansson, who wrote and drew the stories of the Moomins, the round white "
                "trolls of Moominvalley, came into the world in Helsinki in August 1914, into a "
                "Swedish-speaking family of artists: her father was a sculptor, her mother an "
                "illustrator. She wrote in Swedish, and her first Moomin book appeared in 1945."
            ),
            S(
                "Astrid Lindgren came into the world on 14 November 1907 at N\u00e4s, a farm on "
                "the edge of the small town of Vimmerby in Sm\u00e5land, in the south of Sweden. "
                "She worked as a secretary in Stockholm before her books made her famous; she "
                "died there in 2002, and Sweden's 20-krona note carries her portrait."
            ),
            D(
                "Selma Lagerl\u00f6f, author of the tale of the boy Nils Holgersson who flies "
                "across the land on the back of a goose, written in 1906 and 1907 as a geography "
                "reader for schools, was born in 1858 at M\u00e5rbacka, a manor in V\u00e4rmland. "
                "In 1909 she became the first woman to receive the Nobel Prize in Literature."
            ),
            D(
                "The best-loved screen version of the girl with the pigtails is a television "
                "series of 13 episodes first broadcast in 1969, made jointly by Swedish and West "
                "German television. Its star, Inger Nilsson, was nine when filming began and was "
                "chosen from thousands of children; the episodes were later cut into two films."
            ),
        ],
        drop=0,
    ),
]
