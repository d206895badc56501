"""The eighteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev15.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v14, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the twelfth to seventeenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 341 characters and distractors 340; the longest passage is a
support in 9 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote Crime and Punishment?",
        "Fyodor Dostoevsky; it was serialised in The Russian Messenger in 1866",
        [
            D(
                "The Brothers Karamazov: The Brothers Karamazov was Fyodor Dostoevsky's last "
                "novel, serialised in 1879 and 1880, only months before he died in St Petersburg "
                "in February 1881. It tells of the murder of the dissolute landowner Fyodor "
                "Karamazov and of his sons Dmitri, Ivan and Alyosha, and contains the famous "
                "chapter of the Grand Inquisitor."
            ),
            D(
                "Crime and Punishment (1935 film): Crime and Punishment is an American film of "
                "1935 directed by Josef von Sternberg for Columbia Pictures, with Peter Lorre as "
                "Roderick Raskolnikov and Edward Arnold as the police inspector Porfiry. It moved "
                "the story from Russia to an unnamed modern city, ran for 88 minutes and drew "
                "mixed reviews."
            ),
            S(
                "Crime and Punishment: Crime and Punishment is a novel by the Russian writer "
                "Fyodor Dostoevsky, first serialised in twelve monthly parts in the journal The "
                "Russian Messenger during 1866. It follows Rodion Raskolnikov, a poor former "
                "student in St Petersburg who kills an old pawnbroker and her sister with an axe "
                "and is then tormented by guilt."
            ),
            D(
                "On Crimes and Punishments: On Crimes and Punishments is a treatise by the "
                "Italian jurist Cesare Beccaria, published anonymously in Livorno in 1764. It "
                "argued against torture and the death penalty and for punishments in proportion "
                "to the crime, and it influenced Voltaire, Catherine the Great and the framers of "
                "the United States Constitution."
            ),
            D(
                "Fathers and Sons: Fathers and Sons is a novel by the Russian writer Ivan "
                "Turgenev, published in 1862, whose hero, the young medical student Yevgeny "
                "Bazarov, calls himself a nihilist and rejects every authority. Its portrait of "
                "the clash between generations angered radicals and conservatives alike, and "
                "Turgenev soon settled abroad, in Baden-Baden and then Paris."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "krakatoa eruption year",
        "1883; the great eruption peaked on 27 August 1883",
        [
            D(
                "Anak Krakatau: Anak Krakatau, 'Child of Krakatoa', is a volcanic island that "
                "first rose above the sea in the caldera of the old volcano in 1927 and has grown "
                "in many eruptions since. On 22 December 2018 part of its flank slid into the "
                "sea, sending a tsunami onto the coasts of Java and Sumatra that killed more than "
                "400 people."
            ),
            S(
                "1883 eruption of Krakatoa: The volcanic island of Krakatoa, in the Sunda Strait "
                "between Java and Sumatra, erupted catastrophically in 1883, the climax coming on "
                "27 August with explosions heard some 4,800 km away. Tsunamis up to 30 m high "
                "killed more than 36,000 people, and ash in the upper air reddened sunsets around "
                "the world."
            ),
            D(
                "Mount Tambora: Mount Tambora, on the island of Sumbawa in Indonesia, erupted in "
                "April 1815 in the largest eruption of recorded history, killing perhaps 70,000 "
                "people or more through the blast, famine and disease. Its ash cooled the climate "
                "of the northern hemisphere, and 1816 became known in Europe and New England as "
                "the Year Without a Summer."
            ),
            D(
                "Krakatoa, East of Java: Krakatoa, East of Java is an American disaster film of "
                "1969 directed by Bernard L. Kowalski, with Maximilian Schell as the captain of a "
                "ship hunting for a sunken cargo of pearls near the volcano. Its title is "
                "famously wrong, since the island lies west of Java, and it earned an Oscar "
                "nomination for its special effects."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, Crete or Cyprus?",
        "Cyprus, about 9,250 km\u00b2 against about 8,340 km\u00b2 for Crete",
        [
            D(
                "Rhodes: Rhodes is the largest of the Dodecanese islands of Greece, covering "
                "about 1,400 km\u00b2 off the south-west coast of Turkey. Its medieval walled "
                "town was the seat of the Knights Hospitaller from 1310 to 1522, and its harbour "
                "was once guarded by the Colossus, a bronze statue of the sun god Helios toppled "
                "by an earthquake in 226 BC."
            ),
            S(
                "Cyprus: Cyprus is an island in the eastern Mediterranean, south of Turkey and "
                "west of Syria, and at about 9,250 km\u00b2 it is the third largest island of "
                "that sea, after Sicily and Sardinia. It has been divided since 1974, when "
                "Turkish troops occupied its north, and its capital, Nicosia, is split by a "
                "United Nations buffer zone."
            ),
            D(
                "Corsica: Corsica, a French island in the Mediterranean north of Sardinia, covers "
                "about 8,680 km\u00b2 and rises to 2,706 m at Monte Cinto. Napoleon Bonaparte was "
                "born in its capital, Ajaccio, in 1769, a year after the Republic of Genoa had "
                "ceded the island to France, and about 340,000 people live there today."
            ),
            S(
                "Crete: Crete is the largest and most populous of the Greek islands, covering "
                "about 8,340 km\u00b2 and home to some 620,000 people. It stretches about 260 km "
                "from east to west, and its highest peak, Mount Ida, rises to 2,456 m. Crete was "
                "the centre of the Minoan civilisation, whose palace at Knossos stands near the "
                "capital, Heraklion."
            ),
            D(
                "Euboea: Euboea, also called Evia, is the second largest Greek island, with an "
                "area of about 3,670 km\u00b2, and lies so close to the mainland that a bridge at "
                "Chalkida crosses the narrow Euripus Strait to it. The currents in that strait, "
                "which change direction several times a day, puzzled ancient writers, Aristotle "
                "among them."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Who were the Marx Brothers?",
        "five brothers: Chico, Harpo, Groucho, Gummo and Zeppo Marx (Gummo left before their "
        "films)",
        [
            D(
                "Three Stooges: The Three Stooges were an American slapstick comedy team best "
                "known for some 190 short films made for Columbia Pictures between 1934 and 1959. "
                "Moe Howard and Larry Fine were members throughout, while the third place passed "
                "from Curly Howard to Shemp Howard, Joe Besser and finally Joe DeRita, known as "
                "Curly Joe."
            ),
            D(
                "Groucho Marx: Groucho Marx, born Julius Henry Marx in New York in 1890, was the "
                "wisecracking star of a famous family comedy act, known for his greasepaint "
                "moustache, cigar and stooped walk. From 1950 to 1961 he hosted the television "
                "quiz You Bet Your Life, and he died in Los Angeles in August 1977 at the age of "
                "86."
            ),
            S(
                "Marx Brothers: The Marx Brothers were an American family comedy act of five "
                "brothers from New York City: Chico, Harpo, Groucho, Gummo and Zeppo. Gummo left "
                "the act before it reached the screen, and Zeppo quit in 1933 after five films "
                "with the others, among them Animal Crackers and Duck Soup, to become a "
                "theatrical agent."
            ),
            D(
                "A Night at the Opera: A Night at the Opera is an American comedy film of 1935 "
                "directed by Sam Wood for Metro-Goldwyn-Mayer, the first the famous comic "
                "brothers made for that studio after they left Paramount. Its crowded ship's "
                "cabin scene is a classic, and in 1975 the British rock band Queen named its "
                "fourth album after it."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a siphon work?",
        "once the tube is full, the liquid in the longer outlet leg is heavier and falls, drawing "
        "the rest after it while air pressure pushes more in; it flows only while the outlet is "
        "below the source surface",
        [
            D(
                "Archimedes' screw: An Archimedes' screw is a machine for raising water, made of "
                "a helical blade inside a tilted cylinder whose lower end dips into a pond or "
                "river. Turned by hand, by animals or by a windmill, it scoops up a little water "
                "with each turn and carries it up the spiral; it still lifts wastewater today, "
                "and run backwards it drives small hydro plants."
            ),
            S(
                "Siphon: A siphon is a tube that carries liquid up over the rim of a container "
                "and down to a lower level with no pump. Once the tube is full, the liquid in the "
                "longer, outlet side weighs more and falls, drawing the liquid behind it along "
                "while air pressure on the upper surface pushes more in; the flow stops if the "
                "outlet rises above that surface."
            ),
            D(
                "Siphon (zoology): In zoology a siphon is a tube-shaped organ through which "
                "certain aquatic animals draw in or expel water. Clams and other burrowing "
                "bivalves push up a pair of siphons to breathe and feed while they stay buried in "
                "the sand, and squid and octopuses squirt water through a muscular siphon, the "
                "funnel, to move by jet propulsion."
            ),
            D(
                "Hand pump: A hand pump lifts water from a well by the motion of a lever. In the "
                "common suction type, each stroke of the handle raises a piston in a cylinder, "
                "making a partial vacuum, so that air pressure on the water in the well drives it "
                "up the pipe through a one-way valve; for this reason such pumps cannot lift "
                "water from deeper than about 10 m."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Tay Bridge collapse?",
        "its high girders blew down in a violent gale on 28 December 1879 as a train crossed: "
        "Thomas Bouch had made no proper allowance for wind pressure, and faulty cast iron and "
        "poor upkeep weakened it",
        [
            D(
                "Tay Road Bridge: The Tay Road Bridge, opened by Queen Elizabeth the Queen Mother "
                "in August 1966, carries traffic for some 2,250 m across the Firth of Tay between "
                "Dundee and Newport-on-Tay in Fife. When it was built it was among the longest "
                "road bridges in Europe, and it replaced a ferry service across the firth that "
                "had run for centuries."
            ),
            D(
                "Quebec Bridge: The Quebec Bridge over the St Lawrence River collapsed twice "
                "while it was being built. In August 1907 its southern cantilever arm buckled and "
                "fell, killing 75 workers, because its engineers had underestimated the weight of "
                "the steel; in September 1916 the central span dropped into the river as it was "
                "hoisted, killing 13 more."
            ),
            D(
                "Thomas Bouch: Sir Thomas Bouch was an English railway engineer, born in Thursby, "
                "Cumberland, in 1822, who pioneered roll-on roll-off train ferries across the "
                "Firth of Forth. He was knighted in 1879 after the opening of his long bridge "
                "across the Tay, and had begun work on a suspension bridge over the Forth; he "
                "died in Moffat in October 1880."
            ),
            S(
                "Tay Bridge disaster: On the night of 28 December 1879 the central high girders "
                "of the Tay Bridge at Dundee fell into the firth during a violent gale, taking a "
                "train with them and killing everyone aboard, about 75 people. The inquiry blamed "
                "its designer, Sir Thomas Bouch, for making no proper allowance for wind "
                "pressure, and also faulty cast iron and poor upkeep."
            ),
            D(
                "Tay Rail Bridge: The present Tay Rail Bridge, designed by William Henry Barlow "
                "and opened in July 1887, runs beside the stumps of the piers of its fallen "
                "predecessor. At about 3.3 km it is the longest railway bridge in the United "
                "Kingdom, and its double track carries trains between Dundee and Wormit across "
                "the firth."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is a sweet potato a potato",
        "no: the sweet potato is a root of the morning glory family (Convolvulaceae), only "
        "distantly related to the potato, a nightshade",
        [
            D(
                "Potato: The potato, Solanum tuberosum, is a starchy tuber of the nightshade "
                "family, Solanaceae, which also includes tomatoes, aubergines and peppers. It was "
                "domesticated in the Andes of southern Peru and Bolivia some 7,000 to 10,000 "
                "years ago, reached Europe with the Spanish in the late 16th century, and is now "
                "the world's fourth largest food crop."
            ),
            D(
                "Yam: Yams are the edible tubers of plants of the genus Dioscorea, climbing vines "
                "grown in the tropics of Africa, Asia and the Americas; Nigeria grows about two "
                "thirds of the world's crop. Some kinds reach 2.5 m long and 70 kg. In the United "
                "States, orange-fleshed roots are often sold as yams though they come from a "
                "different plant."
            ),
            S(
                "Sweet potato: The sweet potato, Ipomoea batatas, is a plant of the morning glory "
                "family, Convolvulaceae, grown for its sweet, starchy storage roots. Despite the "
                "name it is only distantly related to the potato, which is a tuber of the "
                "nightshade family; it was domesticated in tropical America, and China now grows "
                "most of the world's crop."
            ),
            D(
                "Jerusalem artichoke: The Jerusalem artichoke, Helianthus tuberosus, is a species "
                "of sunflower native to central North America, grown for its knobbly tubers, "
                "which taste a little like artichoke hearts. It is neither from Jerusalem nor an "
                "artichoke; the name may come from the Italian girasole, 'sunflower', and its "
                "tubers store inulin instead of starch."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the composer of The Planets die?",
        "1934: The Planets is by Gustav Holst, who died in London on 25 May 1934",
        [
            S(
                "The Planets: The Planets is an orchestral suite in seven movements by the "
                "English composer Gustav Holst, written between 1914 and 1917, each named after a "
                "planet and its astrological character, from Mars, the Bringer of War, to "
                "Neptune, the Mystic. Its first full public performance was given in London in "
                "November 1920."
            ),
            D(
                "Ralph Vaughan Williams: Ralph Vaughan Williams, born in Down Ampney, "
                "Gloucestershire, in October 1872, was an English composer and a close friend of "
                "a fellow student at the Royal College of Music, with whom he swapped drafts of "
                "new works for decades. He wrote nine symphonies and The Lark Ascending, and he "
                "died in London in August 1958."
            ),
            D(
                "The Planets (TV series): The Planets is a British documentary series of 2019 in "
                "five episodes, made by the BBC and presented by the physicist Brian Cox. Drawing "
                "on space probes such as Cassini and Voyager, it tells the life stories of the "
                "worlds of the Solar System, and it was first shown on BBC Two in May and June "
                "2019."
            ),
            S(
                "Gustav Holst: Gustav Holst was an English composer and teacher, born in "
                "Cheltenham on 21 September 1874 to a family of Swedish descent. For almost "
                "thirty years he was director of music at St Paul's Girls' School in Hammersmith. "
                "He died in London on 25 May 1934 after an operation, and his ashes lie in "
                "Chichester Cathedral."
            ),
            D(
                "Imogen Holst: Imogen Holst, the only child of a famous English composer, was "
                "born in Richmond, Surrey, in April 1907. A composer, conductor and writer "
                "herself, she worked as Benjamin Britten's assistant at Aldeburgh from 1952 and "
                "was an artistic director of the Aldeburgh Festival; she died there in March 1984."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote Paradise Lost?",
        "John Milton; it first appeared in ten books in 1667",
        [
            D(
                "Paradise Regained, a shorter sequel in four books published in 1671, tells of "
                "the temptation of Christ in the wilderness by Satan. It was printed in the same "
                "volume as Samson Agonistes, a tragedy on the Greek model about the blinded "
                "Israelite hero, and its author is said to have thought it the better of his two "
                "epics."
            ),
            S(
                "The epic poem Paradise Lost, which retells the fall of Satan and the temptation "
                "of Adam and Eve in some ten thousand lines of blank verse, was written by the "
                "English poet John Milton. Blind by then, he dictated it to helpers, and it first "
                "appeared in ten books in 1667; a second edition in twelve books followed in "
                "1674, the year he died."
            ),
            D(
                "The Faerie Queene is an allegorical epic by the English poet Edmund Spenser, of "
                "which the first three books appeared in 1590 and three more in 1596. Dedicated "
                "to Queen Elizabeth I, who appears in it as Gloriana, it follows knights who each "
                "embody a virtue, and its nine-line stanza, ending in a longer line, is named "
                "after its author."
            ),
            D(
                "Paradise Lost is also the name of an English heavy metal band formed in Halifax, "
                "West Yorkshire, in 1988 by the singer Nick Holmes and the guitarists Gregor "
                "Mackintosh and Aaron Aedy. Their albums Gothic, from 1991, and Draconian Times, "
                "from 1995, helped to found the style known as gothic metal, and they still "
                "record."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many strings does a violin have",
        "four, tuned G, D, A and E",
        [
            D(
                "The viola looks much like a violin but is slightly larger, with a body usually "
                "between 38 and 43 cm long, and it sounds a fifth lower, so its music is mostly "
                "written in the alto clef. Its strings are tuned C, G, D and A, and its darker, "
                "warmer voice fills the middle of the string quartet and the orchestra's string "
                "section."
            ),
            D(
                "The Hardanger fiddle, the national instrument of Norway, is played like a violin "
                "but has four or five extra strings that run under the fingerboard and are never "
                "bowed; they ring in sympathy with the notes above. Its body is often richly "
                "decorated with mother-of-pearl and ink drawings, and the oldest known one dates "
                "from 1651."
            ),
            S(
                "A violin has four strings, tuned in fifths to G, D, A and E, from the lowest to "
                "the highest, and the player stops them with the fingers of the left hand while "
                "bowing with the right. Strings were once made of sheep gut, but most players "
                "today use strings with a core of steel or synthetic nylon, wound with fine metal "
                "wire."
            ),
            D(
                "The double bass, the largest and lowest instrument of the orchestra's string "
                "section, stands about 1.8 m tall and is played standing or seated on a high "
                "stool. Most have four strings tuned E, A, D and G in fourths, unlike the rest of "
                "its family, and some players add a fifth string or a mechanical extension to "
                "reach a low C."
            ),
            D(
                "Antonio Stradivari, the most famous of all violin makers, worked in the Italian "
                "city of Cremona and made around 1,100 instruments, of which about 650 survive. "
                "The finest of his violins, from his so-called golden period of about 1700 to "
                "1720, have sold for more than 15 million dollars, and scientists still argue "
                "over their tone."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, a hare or a rabbit?",
        "a hare: a European hare weighs about 3 to 5 kg, against about 1.2 to 2 kg for a wild "
        "European rabbit",
        [
            S(
                "The European hare is a large, long-legged animal of open farmland and grassland, "
                "measuring some 50 to 70 cm from nose to rump and weighing about 3 to 5 kg, with "
                "black-tipped ears up to 10 cm long. It can run at about 70 km/h, and its young, "
                "called leverets, are born furred and with their eyes open in a shallow dip in "
                "the ground."
            ),
            D(
                "The Flemish Giant, a breed of domestic rabbit developed in Flanders by the 16th "
                "century, is the largest of all rabbits: adults commonly weigh 6 to 7 kg, and the "
                "biggest have been reported at over 20 kg and more than 1.2 m long when stretched "
                "out. Docile and slow-growing, it was first kept for meat and fur and is now a "
                "popular pet."
            ),
            S(
                "The wild European rabbit is a small, sociable animal that lives in warrens of "
                "burrows, measuring some 35 to 45 cm long and usually weighing between 1.2 and 2 "
                "kg. Its young, called kits, are born blind and naked in a nest lined with fur, "
                "and people carried the rabbit from Spain and Portugal across Europe and on to "
                "Australia."
            ),
            D(
                "The mountain hare of the Scottish Highlands, the Alps and Scandinavia is "
                "somewhat smaller than its lowland cousin, usually weighing 2 to 3.5 kg, and its "
                "brown-grey coat turns white in winter except for the tips of its ears. In "
                "Ireland a subspecies, the Irish hare, stays brown all year, and it is the "
                "island's only native lagomorph."
            ),
            D(
                "The jackrabbits of western North America are in fact hares, not rabbits. The "
                "black-tailed jackrabbit has enormous ears, up to 17 cm long, which shed heat in "
                "the desert, and it escapes coyotes and eagles by zigzagging at up to 60 km/h; "
                "the name is short for 'jackass rabbit', after those donkey-like ears."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the five main groups of vertebrates?",
        "fish, amphibians, reptiles, birds and mammals",
        [
            D(
                "Invertebrates, which lack a backbone, make up about 97% of all known animal "
                "species. The largest group is the arthropods, with jointed legs and a hard outer "
                "skeleton, among them insects, spiders and crabs; the others include molluscs "
                "such as snails and octopuses, annelid worms, sponges and cnidarians such as "
                "jellyfish and corals."
            ),
            D(
                "Mammals are divided into three living groups by the way they bear their young. "
                "The monotremes of Australia and New Guinea, the platypus and four species of "
                "echidna, lay eggs; marsupials such as kangaroos and opossums give birth to tiny "
                "young that grow in a pouch; and placental mammals, the great majority, nourish "
                "their young in the womb through an organ called the placenta."
            ),
            D(
                "The five kingdoms of living things proposed by the American ecologist Robert "
                "Whittaker in 1969 were the monerans, or bacteria, the protists, the fungi, the "
                "plants and the animals. The scheme, taught in schools for decades, has since "
                "been replaced by three domains, Bacteria, Archaea and Eukaryotes, after "
                "comparisons of their genes."
            ),
            S(
                "Vertebrates, the animals with a backbone, are usually sorted into five familiar "
                "groups: fish, which breathe with gills; amphibians, such as frogs and newts, "
                "which begin life in water; reptiles, with dry scaly skin; birds, with feathers "
                "and beaks; and mammals, which have hair and feed their young on milk. Biologists "
                "now split fish into several classes."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do rainbows form?",
        "sunlight entering raindrops is bent, which splits it into colours, reflected off the "
        "back of each drop and bent again on leaving, so the colours come back at about 40 to 42 "
        "degrees from the point opposite the sun",
        [
            D(
                "A halo is a ring of light, usually 22 degrees in radius, that sometimes circles "
                "the Sun or the Moon when thin, high cirrus cloud covers the sky. It is made by "
                "sunlight or moonlight passing through millions of tiny six-sided ice crystals, "
                "and folklore long held that a ring round the Moon meant rain or snow within a "
                "day or two, since cirrus often runs ahead of a warm front."
            ),
            S(
                "A rainbow appears when sunlight shines into falling raindrops from behind the "
                "viewer. Each ray is bent as it enters a drop, which spreads white light into its "
                "colours, reflects off the back of the drop and is bent again as it leaves, so "
                "that red light comes back at about 42 degrees from the point directly opposite "
                "the Sun and violet at about 40."
            ),
            D(
                "The rainbow flag was designed by the San Francisco artist Gilbert Baker for the "
                "city's Gay Freedom Day parade in June 1978. His first version had eight stripes, "
                "including pink and turquoise, but fabric shortages soon cut it to six: red, "
                "orange, yellow, green, blue and violet, which remains the best-known version of "
                "the flag today."
            ),
            D(
                "Rainbow trout are fish of the salmon family native to the cold rivers of the "
                "Pacific coast of North America, named for the pink to red band along their "
                "sides. Introduced to at least 45 countries for food and sport fishing, they "
                "usually weigh 1 to 2 kg; sea-going forms, called steelhead, grow much larger, "
                "sometimes over 9 kg."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why does my stomach rumble",
        "muscle contractions (peristalsis) squeeze food, fluid and swallowed air through the "
        "stomach and gut, and the gas makes the noise; it is loudest when the gut is empty, with "
        "nothing to muffle it",
        [
            D(
                "Hunger itself is driven partly by ghrelin, a hormone released mainly by the "
                "stomach when it is empty, which acts on the hypothalamus of the brain to make "
                "you want to eat. Its levels rise before regular mealtimes and fall within an "
                "hour of eating, and people who sleep badly tend to have more of it, which may "
                "help to explain weight gain."
            ),
            S(
                "The gurgling comes from your gut squeezing its contents along. Waves of muscle "
                "contraction, called peristalsis, push food, fluid and swallowed air through the "
                "stomach and intestines, and the gas bubbling through makes the noise. When you "
                "have not eaten for a few hours a sweep of contractions clears out the empty gut, "
                "and with nothing inside to muffle it, it sounds loudest."
            ),
            D(
                "Heartburn is a burning feeling in the chest, often after a large or fatty meal, "
                "when stomach acid escapes upwards into the gullet. The ring of muscle at the "
                "bottom of the oesophagus should close after food passes, but if it relaxes at "
                "the wrong time acid seeps back; lying down, smoking, alcohol and being "
                "overweight all make it more likely."
            ),
            D(
                "Burping, or belching, lets out air swallowed while eating or drinking, "
                "especially when you gulp food, chew gum, drink through a straw or have fizzy "
                "drinks, whose carbon dioxide comes out of solution in the stomach. Babies "
                "swallow a lot of air while feeding and need help to bring it up, and in parts of "
                "the world a loud burp after a meal is taken as praise for the cook."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is a hedgehog a rodent?",
        "no: hedgehogs belong to the order Eulipotyphla with shrews and moles, and lack a "
        "rodent's ever-growing gnawing incisors",
        [
            D(
                "Porcupines are large rodents covered in quills, which are stiff hairs with "
                "barbed tips that come away easily when touched; the North American porcupine may "
                "carry some 30,000 of them. Contrary to legend they cannot shoot their quills, "
                "but a lion or a dog that attacks one can be badly hurt, as the barbs work deeper "
                "into the wound."
            ),
            D(
                "The European hedgehog is a nocturnal animal of gardens, hedgerows and woodland "
                "edges, about 20 to 30 cm long, with some 5,000 to 7,000 spines. It hibernates "
                "from about November to March in a nest of leaves, and its numbers in Britain "
                "have fallen sharply since the 1950s, partly because of lost hedges and busy "
                "roads."
            ),
            S(
                "Despite their spines and small size, hedgehogs are not rodents at all. They "
                "belong to the order Eulipotyphla, along with shrews and moles, and have many "
                "small, sharp teeth for crunching beetles, worms and slugs, rather than the pair "
                "of ever-growing gnawing incisors in each jaw that marks out a rodent such as a "
                "mouse or a porcupine."
            ),
            D(
                "Tenrecs of Madagascar include several spiny species that look remarkably like "
                "hedgehogs, yet they are only distantly related: they belong to the Afrotheria, "
                "alongside elephants and aardvarks, and their spines evolved independently. The "
                "common tenrec can have more than 30 young in a litter, the most of any mammal."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the composer of The Ring of the Nibelung born?",
        "Leipzig: the Ring cycle is by Richard Wagner, born there on 22 May 1813",
        [
            D(
                "Johann Sebastian Bach spent the last 27 years of his life in Leipzig as cantor "
                "of St Thomas Church, writing cantatas for its Sunday services as well as the St "
                "Matthew Passion. He had been born in Eisenach, in Thuringia, in March 1685, and "
                "he died in Leipzig in July 1750; his remains now lie in the church where he "
                "worked."
            ),
            S(
                "The Ring of the Nibelung is a cycle of four music dramas by Richard Wagner, from "
                "Das Rheingold to G\u00f6tterd\u00e4mmerung, built on Norse sagas and the "
                "medieval German Nibelungenlied. Wagner worked on it for about 26 years, and its "
                "first full performance opened the festival theatre he had built at Bayreuth in "
                "August 1876."
            ),
            D(
                "The Nibelungenlied is an epic poem in Middle High German, written down by an "
                "unknown poet around 1200, probably in the region of Passau on the Danube. It "
                "tells how the hero Siegfried, who won the hoard of the Nibelungs, is murdered by "
                "Hagen, and how his widow Kriemhild takes a bloody revenge at the court of the "
                "Huns."
            ),
            S(
                "Richard Wagner was born on 22 May 1813 in Leipzig, in the Kingdom of Saxony, the "
                "ninth child of a police clerk who died months later. He grew up partly in "
                "Dresden and studied music briefly at Leipzig University, and his revolutionary "
                "politics forced him to flee Saxony in 1849; he died in Venice in February 1883."
            ),
            D(
                "The Lord of the Rings is an epic fantasy novel by the English writer J. R. R. "
                "Tolkien, published in three volumes in 1954 and 1955. Tolkien, born in "
                "Bloemfontein in South Africa in January 1892, denied that his tale of a ruling "
                "ring owed much to the German opera cycle, saying both rings were round, and "
                "there the resemblance ceased."
            ),
        ],
        drop=1,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the CN Tower open?",
        "1976: it opened to the public on 26 June 1976",
        [
            D(
                "Home > Travel > Russia > Moscow | Ostankino Tower\nThe Ostankino Tower, a 540 m "
                "television tower in northern Moscow, was finished in 1967 for the 50th "
                "anniversary of the October Revolution and was then the tallest free-standing "
                "structure in the world, until a Canadian tower overtook it. A fire in August "
                "2000 damaged it badly and closed its restaurant for years.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Travel > Canada > Toronto | CN Tower\nThe CN Tower, a 553 m concrete "
                "communications and observation tower in downtown Toronto, opened to the public "
                "on 26 June 1976 after some 40 months of building. It was the world's tallest "
                "free-standing structure until 2007, and its glass floor and the EdgeWalk around "
                "its roof draw some two million visitors a year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Canada > Toronto | Rogers Centre\nThe Rogers Centre, the home of "
                "the Toronto Blue Jays baseball team at the foot of the CN Tower, opened as "
                "SkyDome on 3 June 1989. It was the first stadium with a fully retractable "
                "motorised roof, which opens or closes in about 20 minutes, and it holds around "
                "40,000 fans for baseball games.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Canada > Toronto | CN Tower tickets\nGeneral admission to the CN "
                "Tower includes the LookOut level at 346 m and the Glass Floor, while the SkyPod, "
                "at 447 m, one of the highest public observation decks in the world, is an "
                "upgrade. The tower is open daily from 10 am, and the 360 Restaurant turns once "
                "every 72 minutes.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded google",
        "Larry Page and Sergey Brin, PhD students at Stanford; Google was incorporated on 4 "
        "September 1998",
        [
            D(
                "Home > Tech > Companies | Alphabet\nAlphabet Inc. was created in October 2015 as "
                "the parent holding company of the search giant and its other ventures, such as "
                "Waymo and the life-sciences firm Verily. Sundar Pichai, who joined in 2004 and "
                "ran the Chrome project, has been chief executive of both Alphabet and its main "
                "subsidiary since December 2019.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Companies | AltaVista\nAltaVista, one of the most popular search "
                "engines of the early web, was launched in December 1995 by the Digital Equipment "
                "Corporation, from an idea of its researchers Paul Flaherty, Louis Monier and "
                "Michael Burrows in Palo Alto. It was bought by Yahoo in 2003 and finally shut "
                "down in July 2013.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Companies | Google\nGoogle was founded by Larry Page and Sergey "
                "Brin, two PhD students at Stanford University, who had built a search engine "
                "called BackRub that ranked pages by the links pointing to them. The company was "
                "incorporated on 4 September 1998 and first worked out of a rented garage in "
                "Menlo Park, California.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Products | Gmail\nGmail, a free email service, was announced on 1 "
                "April 2004, so that many took it for an April Fool's joke, and offered 1 GB of "
                "storage when rivals gave a few megabytes. Its lead developer, Paul Buchheit, had "
                "begun it as a side project in 2001, and anyone could sign up without an "
                "invitation from February 2007.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "aconcagua vs denali which is higher",
        "Aconcagua, 6,961 m, against 6,190 m for Denali",
        [
            S(
                "Home > Travel > Argentina | Aconcagua\nAconcagua, in the Andes of Mendoza "
                "Province in Argentina, near the border with Chile, rises to 6,961 m and is the "
                "highest mountain outside Asia. Most climbers take the Normal Route up its "
                "north-west side, which needs no technical skills, but cold, high winds and "
                "altitude sickness still defeat many.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Chile | Ojos del Salado\nOjos del Salado, on the border between "
                "Argentina and Chile in the Atacama region, is the highest volcano on Earth at "
                "6,893 m. Ice-free slopes lead to a summit crater where a small lake lies at "
                "about 6,390 m, perhaps the highest lake in the world, and climbers usually go in "
                "the southern summer, from December to February.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > USA > Alaska | Denali\nDenali, in the Alaska Range, is the "
                "highest peak in North America at 6,190 m, and its rise of some 5,500 m from the "
                "surrounding lowlands is greater than that of Everest above its plateau. Long "
                "officially called Mount McKinley, it gives its name to a national park of about "
                "24,500 km\u00b2.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Canada | Mount Logan\nMount Logan, in Kluane National Park in "
                "Yukon, is the highest mountain in Canada at 5,959 m and the second highest in "
                "North America. Its massive summit plateau is some 20 km long, and its base is "
                "thought to be the largest of any non-volcanic mountain on Earth; it was first "
                "climbed in 1925.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Mexico | Pico de Orizaba\nPico de Orizaba, or Citlalt\u00e9petl, "
                "a dormant volcano on the border of Puebla and Veracruz states, is the highest "
                "mountain in Mexico at about 5,636 m and the third highest in North America. Its "
                "snow-capped cone, last active in the 19th century, can be seen from ships in the "
                "Gulf of Mexico.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What's in a Waldorf salad?",
        "chopped apples and celery in mayonnaise, usually with walnuts and often grapes, served "
        "on lettuce",
        [
            D(
                "Home > Food & Drink > Salads | Cobb salad\nA Cobb salad arranges rows of chopped "
                "lettuce, tomato, crisp bacon, chicken breast, hard-boiled egg, avocado, chives "
                "and Roquefort cheese, dressed with red wine vinaigrette. It is said to have been "
                "thrown together from leftovers in 1937 by Robert Cobb, owner of the Brown Derby "
                "restaurant in Hollywood.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Salads | Salade ni\u00e7oise\nSalade ni\u00e7oise, from "
                "Nice on the French Riviera, puts together tomatoes, hard-boiled eggs, black "
                "Ni\u00e7oise olives and anchovies or tuna, dressed with olive oil; many cooks "
                "add green beans and boiled potatoes, though purists in Nice reject cooked "
                "vegetables altogether.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Salads | Waldorf salad\nA Waldorf salad is made of chopped "
                "crisp apples and celery dressed in mayonnaise, usually with walnuts and often "
                "with halved grapes, and served on a bed of lettuce. It was first made around "
                "1896 at the Waldorf Hotel in New York, whose ma\u00eetre d', Oscar Tschirky, "
                "printed it in his cookbook, at first without the nuts.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > USA > New York | Waldorf Astoria\nThe Waldorf Astoria, on Park "
                "Avenue in Midtown Manhattan, opened in 1931 to replace the original hotel, "
                "demolished to make way for the Empire State Building. Its Art Deco tower of 47 "
                "floors has housed presidents and royalty, and it closed in 2017 to be turned "
                "partly into private apartments above a smaller, refitted hotel.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a wind turbine generate electricity?",
        "wind over the wing-shaped blades creates lift that turns the rotor; it spins a shaft, "
        "usually through a gearbox, that drives a generator in the nacelle, and the power goes "
        "down the tower to the grid",
        [
            D(
                "Home > Science > Energy | Windmills\nTraditional windmills used the wind to "
                "grind grain or pump water long before electricity. Post mills, known in Europe "
                "from the 12th century, turned their whole wooden body to face the wind, while "
                "later tower mills turned only the cap; the Netherlands once had about 10,000 of "
                "them, draining its low-lying polders.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Energy | How wind turbines work\nWind flowing over a turbine's "
                "blades, shaped like aircraft wings, creates lift that turns the rotor. The rotor "
                "spins a shaft inside the nacelle, usually through a gearbox that raises its "
                "speed, and this drives a generator that turns the motion into electricity, which "
                "is sent down the tower to the grid.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Energy | Offshore wind\nThe UK has the largest offshore wind "
                "capacity in Europe, and Dogger Bank, being built some 130 km off the Yorkshire "
                "coast, is set to be the world's biggest offshore wind farm at 3.6 GW. Each of "
                "its Haliade-X turbines stands about 260 m tall, with blades 107 m long.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Science > Energy | Tidal power\nTidal power stations catch the rise and "
                "fall of the sea. The first large one, at La Rance in Brittany, opened in "
                "November 1966: a barrage 750 m long lets the tide flow through 24 turbines, "
                "which run both as the basin fills and as it empties, producing about 240 "
                "megawatts at peak.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do pine trees stay green in winter?",
        "their needles are leaves built for cold: narrow and waxy with few pores, they lose "
        "little water when the ground is frozen, and sugary sap resists freezing, so the tree "
        "keeps them for years",
        [
            D(
                "Home > Garden > Trees | Larch\nLarches are unusual conifers: each autumn their "
                "soft needles turn golden yellow and fall, leaving the tree bare until spring, "
                "like an oak or a beech. The European larch grows fast to 45 m on the mountains "
                "of the Alps and Carpathians, and its tough, rot-resistant timber has long been "
                "used for boats and fences.\nShare this | Cookie policy"
            ),
            D(
                "Home > Garden > Trees | Christmas trees\nThe custom of bringing an evergreen "
                "tree indoors at Christmas spread from Germany, and Prince Albert made it "
                "fashionable in Britain in the 1840s. Today's favourites are the Nordmann fir, "
                "which holds its soft needles well, and the cheaper Norway spruce, which drops "
                "them quickly in a warm room.\nShare this | Cookie policy"
            ),
            D(
                "Home > Garden > Trees | Bristlecone pine\nThe Great Basin bristlecone pine, of "
                "the White Mountains of California and Nevada, is among the oldest living things "
                "on Earth: one tree, known as Methuselah, is about 4,800 years old. Its needles "
                "can stay on the branch for 40 years, and its dense, resinous wood resists rot "
                "and insects for centuries after the tree has died.\nShare this | Cookie policy"
            ),
            S(
                "Home > Garden > Trees | Why are conifers evergreen?\nPine needles are leaves "
                "built to survive the cold. Narrow, with a thick waxy coat and few pores, they "
                "lose little water when the ground is frozen, and their sap holds sugars that "
                "resist freezing, so a needle stays on the tree for years and can photosynthesise "
                "on milder days.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Holland the same as the Netherlands?",
        "no: Holland is only the western region of two provinces, North and South Holland, out of "
        "the twelve provinces of the Netherlands",
        [
            D(
                "Home > Travel > UK | Britain or the UK?\nGreat Britain is the island holding "
                "England, Scotland and Wales, while the United Kingdom of Great Britain and "
                "Northern Ireland also takes in the six counties of Northern Ireland. The British "
                "Isles is a wider, geographical name that also covers the island of Ireland, the "
                "Isle of Man and hundreds of smaller isles.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Netherlands | Holland or the Netherlands?\nStrictly, Holland is "
                "not the whole country but only its western region, made up of the two provinces "
                "of North Holland and South Holland, home to Amsterdam, Rotterdam and The Hague. "
                "The Netherlands has twelve provinces in all, and since 2020 its government has "
                "stopped using 'Holland' abroad.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Netherlands | Amsterdam\nAmsterdam is the constitutional capital "
                "of the Netherlands, with about 930,000 people, though the government, parliament "
                "and king work in The Hague. Its ring of 17th-century canals, dug in the Dutch "
                "Golden Age, has been a UNESCO World Heritage Site since 2010, and the city has "
                "more bicycles than people.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > USA | Holland, Michigan\nHolland, a city of about 34,000 people "
                "near the shore of Lake Michigan, was founded in 1847 by Dutch Calvinist settlers "
                "led by Albertus van Raalte. Each May its Tulip Time festival draws hundreds of "
                "thousands of visitors to see millions of tulips, a working Dutch windmill and "
                "dancers in wooden clogs.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which river flows through the city where the Hermitage Museum is?",
        "the Neva: the Hermitage is in Saint Petersburg, which stands where the Neva meets the "
        "Gulf of Finland",
        [
            S(
                "Home > Travel > Russia | State Hermitage Museum\nThe State Hermitage Museum in "
                "Saint Petersburg, founded by Catherine the Great in 1764, is one of the largest "
                "art museums in the world, with over three million objects. Its main building is "
                "the green and white Winter Palace, once the home of the tsars, and its "
                "collection runs from Egyptian mummies to Matisse.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Russia | Pushkin Museum\nThe Pushkin State Museum of Fine Arts "
                "in Moscow opened in 1912 as a museum of plaster casts for students, founded by "
                "the professor Ivan Tsvetaev. It now holds one of the greatest collections of "
                "European art in Russia, including Impressionist paintings that once belonged to "
                "the merchants Shchukin and Morozov.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Netherlands | Hermitage Amsterdam\nThe Hermitage Amsterdam, a "
                "branch of the Russian museum, opened in 2009 in the Amstelhof, a 17th-century "
                "home for elderly women on the bank of the Amstel river. It showed loans from its "
                "parent until March 2022, when the link was cut over the invasion of Ukraine, and "
                "in 2023 it was renamed H'ART Museum, with loans from elsewhere.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Travel > Russia | Saint Petersburg\nSaint Petersburg, Russia's second "
                "city, with about 5.6 million people, was founded by Peter the Great in May 1703 "
                "where the River Neva flows into the Gulf of Finland. Built on dozens of islands "
                "linked by more than 300 bridges, many raised at night for shipping, it is often "
                "called the Venice of the North.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Russia | Moscow\nMoscow, Russia's capital and largest city, with "
                "some 13 million people, stands on the Moskva River, which winds through it for "
                "about 80 km before joining the Oka. Its Kremlin, a fortified complex of palaces "
                "and cathedrals beside Red Square, has been the seat of power for most of the "
                "last 800 years.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long does a UK driving licence photocard last?",
        "10 years; from the age of 70 it must be renewed every 3 years",
        [
            D(
                "Q: How do I get a provisional driving licence?\nA: You can apply from the age of "
                "15 years and 9 months, and it lets you drive a car from 17 with L plates and a "
                "qualified supervisor. It costs \u00a334 online, and you will need a passport or "
                "other identity document; the theory test pass certificate you get while learning "
                "lasts for 2 years."
            ),
            S(
                "Q: How long is my photocard driving licence valid for?\nA: The photocard part of "
                "a full UK driving licence must be renewed every 10 years, to keep the photo up "
                "to date; the expiry date is shown in section 4b on the front. Renewing online "
                "costs \u00a314 and needs a passport or a new photo. Once you reach 70 you must "
                "renew every three years instead, for free."
            ),
            D(
                "Q: Can I drive in the EU with my UK licence?\nA: Yes, in most EU countries you "
                "can drive with a UK photocard licence on a visit without an International "
                "Driving Permit, though a paper licence or one issued in Gibraltar, Guernsey, "
                "Jersey or the Isle of Man may need one. If you move to an EU country, you will "
                "usually need to swap it for a local licence."
            ),
            D(
                "Q: How long do penalty points stay on my driving licence?\nA: Most penalty "
                "points stay on your driving record for 4 years from the date of the offence, and "
                "for some serious offences, such as drink-driving, for 11 years from the date of "
                "conviction. If you get 12 or more points within 3 years you can be disqualified; "
                "new drivers lose their licence at 6 points within 2 years."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what is normal blood pressure",
        "between about 90/60 mmHg and 120/80 mmHg; 140/90 or more is usually classed as high",
        [
            D(
                "Q: How is blood pressure measured?\nA: A cuff is wrapped round your upper arm "
                "and inflated to squeeze it, then slowly let down while a machine or a nurse with "
                "a stethoscope detects the pulse. Sit quietly for five minutes first, with your "
                "back supported, feet flat and arm at heart height, and avoid caffeine or "
                "exercise for 30 minutes beforehand."
            ),
            D(
                "Q: What is a normal blood sugar level?\nA: For people without diabetes, blood "
                "glucose is usually between 4 and 6 mmol/L before meals, and under 7.8 mmol/L two "
                "hours after eating. On the long-term HbA1c test, which reflects the average over "
                "about three months, below 42 mmol/mol is normal, and 48 or above suggests "
                "diabetes."
            ),
            S(
                "Q: What should my blood pressure be?\nA: For most adults, an ideal reading is "
                "between 90/60 mmHg and 120/80 mmHg. The first number, the systolic pressure, is "
                "the force as your heart pumps; the second, the diastolic, is the pressure "
                "between beats. A reading of 140/90 or more, or 135/85 measured at home, is "
                "usually classed as high."
            ),
            D(
                "Q: What are the symptoms of low blood pressure?\nA: Many people with low blood "
                "pressure have no symptoms at all, but some feel dizzy or light-headed, "
                "especially when standing up quickly, have blurred vision, feel weak or confused, "
                "or faint. It can be caused by dehydration, some medicines, pregnancy or heart "
                "problems, so see a GP if it keeps happening."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which lasts longer, an AA or a AAA battery?",
        "an AA: an alkaline AA holds about 2,500 to 2,850 mAh against about 1,000 to 1,200 mAh "
        "for a AAA, at the same 1.5 V",
        [
            S(
                "AA battery: at a glance\n- Size: 50.5 mm long, 14.5 mm across\n- Voltage: 1.5 V "
                "(alkaline), 1.2 V (rechargeable NiMH)\n- Capacity: about 2,500 to 2,850 mAh "
                "(alkaline)\n- Weight: about 23 g\n- Also called: LR6, Mignon, double A\n- "
                "Typical uses: remote controls, wall clocks, toys, torches and game controllers"
            ),
            D(
                "C battery: at a glance\n- Size: 50 mm long, 26.2 mm across\n- Voltage: 1.5 V "
                "(alkaline), 1.2 V (rechargeable NiMH)\n- Capacity: about 7,000 to 8,000 mAh "
                "(alkaline)\n- Weight: about 66 g\n- Also called: LR14, Baby\n- Typical uses: "
                "large torches, portable radios, baby swings, some toys and musical keyboards"
            ),
            S(
                "AAA battery: at a glance\n- Size: 44.5 mm long, 10.5 mm across\n- Voltage: 1.5 V "
                "(alkaline), 1.2 V (rechargeable NiMH)\n- Capacity: about 1,000 to 1,200 mAh "
                "(alkaline)\n- Weight: about 11.5 g\n- Also called: LR03, Micro, triple A\n- "
                "Typical uses: TV remotes, wireless mice, digital thermometers and small torches"
            ),
            D(
                "Q: Are rechargeable AA batteries worth it?\nA: Usually, if you use a lot of "
                "batteries. A NiMH rechargeable gives 1.2 V rather than 1.5 V, but it holds its "
                "voltage steadier as it runs down and can be recharged 500 to 1,000 times. Low "
                "self-discharge types keep most of their charge for a year in a drawer, so they "
                "suit remotes too."
            ),
            D(
                "Q: How should I get rid of old batteries?\nA: Never put them in your household "
                "bin, where they can start fires in bin lorries. Shops that sell more than 32 kg "
                "of batteries a year must take old ones back, so look for a collection tub at the "
                "supermarket; tape over the ends of lithium and 9 V batteries first, and take car "
                "batteries to the tip."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of shingles?",
        "tingling, burning or pain in one area of skin, then a rash of itchy fluid-filled "
        "blisters on one side of the body, often a band round the chest or tummy, with headache, "
        "fever and feeling unwell",
        [
            D(
                "Chickenpox: symptoms\n- Itchy red spots that appear all over the body, including "
                "the face, scalp and inside the mouth\n- Spots that fill with fluid, then burst "
                "and crust over\n- A high temperature, aches and loss of appetite\n- Most common "
                "in children under 10\n- Infectious until all spots have crusted, usually after 5 "
                "days"
            ),
            S(
                "Shingles: symptoms\n- A tingling, burning or painful feeling in one area of "
                "skin\n- A few days later, a rash of red blotches that turn into itchy, "
                "fluid-filled blisters\n- The rash on one side of the body only, often in a band "
                "round the chest or tummy\n- Headache, a high temperature and feeling generally "
                "unwell\n- Blisters scab over in 7 to 10 days"
            ),
            D(
                "Q: Who can get the shingles vaccine?\nA: In the UK the shingles vaccine is "
                "offered to everyone turning 65, to people aged 70 to 79, and to those aged 50 or "
                "over with a severely weakened immune system. The Shingrix vaccine is usually "
                "given as two doses, 6 to 12 months apart, and it cuts the risk of shingles and "
                "of the long-lasting nerve pain it can leave."
            ),
            D(
                "Cold sores: symptoms\n- Tingling, itching or burning around the lips a day or "
                "two before anything shows\n- Small fluid-filled blisters on the edge of the lip "
                "or around the nose\n- Blisters that burst, crust over and heal within 10 days\n- "
                "Caused by the herpes simplex virus, which stays in the body and can return when "
                "you are run down"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I remove a splinter?",
        "wash your hands and the skin; grip the end with clean tweezers and pull it out the way "
        "it went in (lift the tip with a cleaned needle if it is under the skin); then wash, dry "
        "and cover it",
        [
            D(
                "Q: When should I see a doctor about a splinter?\nA: Get medical help if a "
                "splinter is large, deep or very painful, is under a fingernail or near your eye, "
                "or is made of glass or metal, or if you cannot get it all out. See a GP too if "
                "the area becomes red, swollen, hot or full of pus over the next few days, as "
                "these are signs that it is infected."
            ),
            D(
                "Q: How do I remove a fish hook from my finger?\nA: If the barb has not gone in, "
                "simply back the hook out the way it entered. If it has, many anglers push the "
                "point on through the skin, snip off the barb with wire cutters and then draw the "
                "hook back; but if it is near the eye, deep or in a joint, leave it in place and "
                "go to A&E."
            ),
            S(
                "Q: How do I get a splinter out?\nA: Wash your hands and the skin around it with "
                "soap and water. If one end is sticking out, grip it with clean tweezers and pull "
                "gently in the same direction it went in. If it is just under the skin, lift the "
                "tip with a needle cleaned with rubbing alcohol first. Then wash the area again, "
                "dry it and cover it with a plaster."
            ),
            D(
                "Q: How do I clean a small cut or graze?\nA: Stop any bleeding by pressing on it "
                "with a clean cloth or dressing for a few minutes. Rinse it under running tap "
                "water to wash away dirt, and pat the area dry; you do not need antiseptic. Cover "
                "it with a sterile plaster or dressing, and keep it clean and dry until it heals, "
                "changing the dressing as needed."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my boiler keep losing pressure?",
        "water is escaping from the sealed system: a leak at radiator valves, pipe joints or the "
        "boiler, or through the pressure relief pipe (bleeding radiators also lowers it); "
        "otherwise a failed expansion vessel",
        [
            D(
                "Q: How do I repressurise my combi boiler?\nA: Switch the boiler off and let it "
                "cool. Find the filling loop, usually a silver braided hose under the boiler, and "
                "open both its valves slowly until the gauge reads about 1 to 1.5 bar, then close "
                "them again. Switch the boiler back on; if the pressure drops again within days, "
                "call a Gas Safe engineer."
            ),
            S(
                "Q: Why does my boiler keep losing pressure?\nA: Almost always because water is "
                "escaping from the sealed system. Look for a small leak at radiator valves, pipe "
                "joints or under the boiler itself, and check the pressure relief pipe outside; "
                "bleeding radiators also lets some pressure out. If there is no leak, a failed "
                "expansion vessel may be to blame, so call an engineer."
            ),
            D(
                "Q: Why is my boiler pressure too high?\nA: A reading above about 2.5 bar when "
                "the heating is off usually means the filling loop has been left open or is "
                "letting water through, or that the expansion vessel has lost its air charge. "
                "Bleeding a radiator will bring it down, and if the relief valve keeps dripping, "
                "ask a Gas Safe engineer to check it."
            ),
            D(
                "Q: Why is my boiler making a banging noise?\nA: Banging, often called kettling, "
                "is usually caused by limescale or sludge building up on the heat exchanger, so "
                "that water overheats and boils in pockets as it passes through. It is most "
                "common in hard-water areas. A power flush and a magnetic filter can cure it, but "
                "an old, inefficient boiler that keeps banging may need replacing altogether."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can you drink alcohol on antibiotics",
        "with most antibiotics a moderate amount is unlikely to cause problems, but not with "
        "metronidazole or tinidazole (avoid it until 48 or 72 hours after the last dose)",
        [
            D(
                "Q: Can I drink alcohol while taking paracetamol?\nA: Drinking small amounts of "
                "alcohol while taking paracetamol at the normal dose is usually fine for most "
                "adults. But regular heavy drinking raises the risk of liver damage, so if you "
                "drink more than 14 units a week, ask a pharmacist or GP before taking it, and "
                "never take more than 8 tablets in 24 hours."
            ),
            S(
                "Q: Can I drink alcohol while taking antibiotics?\nA: With most common "
                "antibiotics, drinking a moderate amount is unlikely to cause problems. The big "
                "exceptions are metronidazole and tinidazole: alcohol with these can cause "
                "sickness, flushing and a racing heart, so avoid it until 48 hours, or 72 for "
                "tinidazole, after the last dose."
            ),
            D(
                "Q: Should I finish my course of antibiotics?\nA: Take your antibiotics exactly "
                "as your doctor or pharmacist tells you, and do not stop early just because you "
                "feel better unless you are told to. Skipping doses or saving tablets for later "
                "can let bacteria survive and become resistant; take any unused tablets back to a "
                "pharmacy instead of throwing them away."
            ),
            D(
                "Q: Do antibiotics stop the contraceptive pill working?\nA: Most antibiotics do "
                "not affect the combined pill, the patch or the vaginal ring. The exceptions are "
                "rifampicin and rifabutin, used mainly for tuberculosis and meningitis, which can "
                "make hormonal contraception less effective; if you take one of these, use "
                "condoms as well and ask your GP or pharmacist."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What language do they speak in the country that won the 2022 FIFA World Cup?",
        "Spanish: Argentina won the 2022 World Cup in Qatar",
        [
            D(
                "2018 FIFA World Cup: key facts\n- Host: Russia, in 11 cities\n- Dates: 14 June "
                "to 15 July 2018\n- Teams: 32, from five confederations\n- Winner: France, who "
                "beat Croatia 4-2 in the final\n- Final venue: Luzhniki Stadium, Moscow\n- Golden "
                "Ball: Luka Modri\u0107\n- Top scorer: Harry Kane, with 6 goals\n- Best young "
                "player: Kylian Mbapp\u00e9"
            ),
            S(
                "2022 FIFA World Cup: key facts\n- Host: Qatar, the first Arab country to stage "
                "the finals\n- Dates: 20 November to 18 December 2022\n- Teams: 32, the last "
                "tournament of that size\n- Winner: Argentina, who beat France on penalties after "
                "a 3-3 draw\n- Final venue: Lusail Stadium\n- Golden Ball: Lionel Messi"
            ),
            D(
                "France: key facts\n- Capital: Paris\n- Official language: French\n- Population: "
                "about 68 million\n- Area: about 551,700 km\u00b2 in Europe\n- Currency: euro\n- "
                "World Cup wins: 1998, as hosts, and 2018 in Russia\n- Regions: 13 in Europe, "
                "plus 5 overseas\n- Famous for: the Eiffel Tower, wine and cheese"
            ),
            S(
                "Argentina: key facts\n- Capital: Buenos Aires\n- Official language: Spanish, "
                "spoken with a distinctive Rioplatense accent\n- Population: about 46 million\n- "
                "Area: about 2.78 million km\u00b2, the eighth largest country\n- Currency: "
                "Argentine peso\n- Famous for: tango, the Pampas and Patagonia"
            ),
            D(
                "Qatar: key facts\n- Capital: Doha\n- Official language: Arabic, with English "
                "widely used\n- Population: about 2.9 million, most of them foreign workers\n- "
                "Area: about 11,600 km\u00b2 on a peninsula in the Persian Gulf\n- Currency: "
                "Qatari riyal\n- Head of state: the Emir"
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote The Art of War?",
        "Sun Tzu (Sunzi), by tradition a general of the state of Wu around 500 BC",
        [
            D(
                "On War, the unfinished treatise of the Prussian general Carl von Clausewitz, was "
                "published by his widow Marie in 1832, a year after he died of cholera. Drawing "
                "on the campaigns of Napoleon, it calls war the continuation of politics by other "
                "means and warns of the friction and fog that upset every plan; officers at "
                "military staff colleges around the world still study it closely."
            ),
            S(
                "The oldest classic of Chinese military thinking, a short book of thirteen "
                "chapters on planning, deception and knowing both yourself and your enemy, is "
                "traditionally credited to Sunzi, or Sun Tzu, a general said to have served the "
                "king of Wu around 500 BC. Many historians think it was put together by several "
                "hands somewhat later, in the Warring States period."
            ),
            D(
                "The Thirty-Six Stratagems, a collection of Chinese sayings on deception in war, "
                "politics and daily life such as 'kill with a borrowed knife', is of unknown "
                "authorship; its proverbs may go back many centuries, but the written text seems "
                "to date from the Ming or early Qing dynasty, and it was only printed widely in "
                "the 1940s."
            ),
            D(
                "Sun Bin, said to be a descendant of the most famous strategist of ancient China, "
                "advised the state of Qi in the 4th century BC and won the battles of Guiling and "
                "Maling by feigning retreat. A text of his own, long thought lost, was found in "
                "1972 among bamboo slips in a Han dynasty tomb at Yinqueshan in Shandong."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "longest bone in human body",
        "the femur (thigh bone), about a quarter of a person's height",
        [
            D(
                "The tibia, or shinbone, is the larger of the two bones of the lower leg and "
                "carries most of the body's weight from the knee to the ankle, some 36 cm long in "
                "an adult. Because its front edge lies just under the skin, with little muscle to "
                "cushion it, a kick to the shin hurts so much, and it is often broken."
            ),
            S(
                "The thigh bone, or femur, runs from the hip to the knee and outstrips every "
                "other part of the skeleton in length, making up about a quarter of a person's "
                "height, some 48 cm in an average man. It is also among the strongest, able to "
                "bear many times the body's weight, and its rounded head sits in the socket of "
                "the hip joint."
            ),
            D(
                "The humerus, the bone of the upper arm, runs from the shoulder to the elbow and "
                "is about 33 cm long in an adult. The 'funny bone' is not a bone at all but the "
                "ulnar nerve, which passes close to the skin behind the humerus at the elbow, so "
                "that a knock there sends a tingling pain down to the little finger."
            ),
            D(
                "The spine, or vertebral column, is made of 33 vertebrae in a child, some of "
                "which fuse in adulthood so that most adults have 26 separate bones in it. "
                "Running from the skull to the pelvis, it measures roughly 70 cm in men and 60 cm "
                "in women, and it protects the spinal cord that carries nerve signals."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, Buddhism or Christianity?",
        "Buddhism, from the teaching of the Buddha in the 6th or 5th century BC, some five "
        "centuries before Christianity (around AD 30)",
        [
            D(
                "Jainism, an ancient Indian religion that teaches non-violence towards every "
                "living being, traces itself through 24 teachers, the last of whom, Mahavira, "
                "lived in the kingdom of Magadha in the 6th or 5th century BC. Its monks may "
                "sweep the path before them to spare insects, and it has about 4 to 5 million "
                "followers today."
            ),
            S(
                "The teachings of Siddhartha Gautama, the Buddha, who is thought to have lived in "
                "north-eastern India in the 6th or 5th century BC, took shape as a religion in "
                "his lifetime and were carried across Asia under the emperor Ashoka in the 3rd "
                "century BC. About half a billion people follow them today, most in East and "
                "South-East Asia."
            ),
            D(
                "Islam began in Mecca in AD 610, when, by Muslim tradition, the merchant Muhammad "
                "received the first revelations of the Quran. His move to Medina in 622, the "
                "Hijra, marks the first year of the Islamic calendar, and by the time of his "
                "death in 632 most of the Arabian peninsula had accepted the new faith, which now "
                "counts some 1.9 billion believers."
            ),
            S(
                "The faith centred on Jesus of Nazareth began among his Jewish followers in Roman "
                "Judaea after his crucifixion, around AD 30 to 33, and was carried across the "
                "Mediterranean by missionaries such as Paul. Persecuted at first, it was made "
                "legal by the emperor Constantine in 313 and is now the world's largest religion, "
                "with over two billion followers."
            ),
            D(
                "Zoroastrianism, founded by the prophet Zarathustra in ancient Iran, is one of "
                "the oldest living religions, though scholars date its founder anywhere between "
                "about 1500 and 500 BC. It became the state faith of the Persian empires, and "
                "today its followers number only about 100,000 to 200,000, many of them Parsis in "
                "Mumbai and elsewhere in western India."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Which countries make up the Horn of Africa?",
        "Ethiopia, Somalia, Eritrea and Djibouti",
        [
            D(
                "The Maghreb, the western part of North Africa, takes in Morocco, Algeria and "
                "Tunisia, and in its wider sense also Libya and Mauritania, together with the "
                "disputed territory of Western Sahara. Its name means 'the west' in Arabic, and "
                "in 1989 its five states formed the Arab Maghreb Union, which has been largely "
                "frozen since the mid-1990s."
            ),
            S(
                "The great peninsula at the continent's eastern tip, which juts far out into the "
                "Arabian Sea and lies across the Gulf of Aden from Yemen, is shared by four "
                "states: Ethiopia, by far the most populous, Somalia, along its long coastline, "
                "and Eritrea and Djibouti to the north, beside the Red Sea. About 150 million "
                "people live there."
            ),
            D(
                "The East African Community, based in Arusha in Tanzania, was founded in 1967, "
                "collapsed in 1977 and revived in 2000. It now has eight members, Kenya, "
                "Tanzania, Uganda, Rwanda, Burundi, South Sudan, the Democratic Republic of the "
                "Congo and Somalia, which joined in March 2024, with a combined population of "
                "over 300 million."
            ),
            D(
                "The Sahel is a belt of semi-arid land some 5,000 km long between the Sahara to "
                "the north and the savannas to the south, running from Senegal and Mauritania on "
                "the Atlantic through Mali, Burkina Faso, Niger and Chad to Sudan and Eritrea on "
                "the Red Sea. Its rains often fail, and great droughts in the 1970s and 1980s "
                "brought famine."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do homing pigeons find their way home?",
        "they use the sun as a compass, correcting for the time of day, and sense the Earth's "
        "magnetic field; near home they follow familiar landmarks such as roads, rivers and "
        "railways",
        [
            D(
                "Arctic terns make the longest migration of any animal, flying from their Arctic "
                "breeding grounds to the Antarctic and back each year, a zigzag round trip of up "
                "to 90,000 km. A tern may live for 30 years, so over its life it can cover about "
                "three times the distance to the Moon and back, and by chasing summer from pole "
                "to pole it sees more daylight than any other creature."
            ),
            S(
                "Racing birds released hundreds of kilometres from their loft seem to navigate "
                "back by combining several cues. They take bearings from the position of the sun, "
                "correcting for the time of day, and they can sense the Earth's magnetic field, "
                "which works even under cloud; once in familiar country they follow landmarks "
                "such as motorways, rivers and railway lines."
            ),
            D(
                "Pigeons carried messages in war for centuries. In the First World War a bird "
                "named Cher Ami delivered a note in October 1918 that saved nearly 200 American "
                "soldiers cut off in the Argonne forest, despite being shot through the breast, "
                "and in the Second World War 32 pigeons were awarded the Dickin Medal for "
                "gallantry."
            ),
            D(
                "Pigeon racing took shape in Belgium in the 19th century, and fanciers still "
                "clock their birds in from release points often 500 km or more away, timing each "
                "by a ring on its leg. In 2020 a Belgian racing hen named New Kim sold at auction "
                "to a Chinese buyer for 1.6 million euros, a record price for a pigeon."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do we blink",
        "to spread tear fluid over the eye, keeping the cornea moist, clean and supplied with "
        "oxygen, and to shield it from objects and bright light; about 15 to 20 times a minute",
        [
            D(
                "Crying with emotion produces tears that differ slightly in make-up from the ones "
                "that keep the eye wet, and humans seem to be the only animals that weep from "
                "sadness. Tears drain away through tiny ducts at the inner corner of the eyelids "
                "into the nose, which is why your nose runs when you cry hard."
            ),
            S(
                "Every few seconds the eyelids close briefly to sweep a thin film of tear fluid "
                "over the front of the eye, which keeps the cornea moist, washes away dust and "
                "grit and supplies it with oxygen and nutrients. The same quick shutting also "
                "guards the eye against flying objects and bright light; most adults do it some "
                "15 to 20 times a minute."
            ),
            D(
                "Yawning, which is contagious in people and also in chimpanzees and dogs, may "
                "help to cool the brain: a deep breath of air and the stretching of the jaw "
                "increase blood flow to the head. Studies find people yawn more when the air is "
                "cooler than the body, and it is catching even when we only read about it."
            ),
            D(
                "Rapid eye movement sleep, the stage in which most vivid dreams happen, is named "
                "for the darting of the eyes behind closed lids. It comes in bursts about every "
                "90 minutes through the night, taking up a fifth to a quarter of an adult's "
                "sleep, and during it the muscles of the limbs are held limp, so that we do not "
                "act out our dreams."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is it true that different parts of the tongue taste sweet, salty, sour and bitter?",
        "no: the 'tongue map' is a myth from a misreading of a German study of 1901; every part "
        "with taste buds can sense all the basic tastes",
        [
            D(
                "Umami, the savoury taste of broth, aged cheese and ripe tomatoes, was named in "
                "1908 by the Japanese chemist Kikunae Ikeda, who traced the flavour of kombu "
                "seaweed stock to glutamate. He went on to patent monosodium glutamate as a "
                "seasoning, but Western scientists accepted umami as a basic taste only in the "
                "2000s, after its receptor was found."
            ),
            S(
                "The familiar diagram with sweetness at the tip, bitterness at the back and "
                "sourness and saltiness on the sides is a myth, born of a misreading of a German "
                "study of 1901 by David H\u00e4nig. In fact every region of the mouth that has "
                "taste buds can pick up all of the basic flavours, with at most slight "
                "differences in sensitivity from place to place."
            ),
            D(
                "A human tongue carries some 2,000 to 8,000 taste buds, each holding 50 to 150 "
                "receptor cells that are replaced about every ten days to two weeks. Most sit on "
                "the small bumps called papillae, though some lie on the roof of the mouth and in "
                "the throat, and their number tends to fall with age, dulling flavour."
            ),
            D(
                "Catfish are covered in taste buds not only in the mouth but over the whole skin, "
                "from their whiskers to their tails; a large one may carry more than 175,000 of "
                "them. Living in murky water, they can taste food at a distance through the water "
                "around them, and they use this sense to track down prey in the dark."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which country was the painter of The Scream born?",
        "Norway: The Scream is by Edvard Munch, born in L\u00f8ten in December 1863",
        [
            D(
                "Ernst Ludwig Kirchner, born in Aschaffenburg in Bavaria in 1880, founded the "
                "Expressionist group Die Br\u00fccke in Dresden in 1905 with three fellow "
                "architecture students. His jagged street scenes of Berlin caught the anxiety of "
                "the city before the First World War, and he took his own life in Switzerland in "
                "1938."
            ),
            S(
                "The famous image of a figure clutching its face beneath a swirling blood-red "
                "sky, made in several versions from 1893, is the work of Edvard Munch, who said "
                "it came from a walk at sunset when he sensed a great cry passing through nature. "
                "A pastel version sold in New York in 2012 for almost 120 million dollars."
            ),
            D(
                "Scream is an American horror film of 1996 directed by Wes Craven, in which a "
                "masked killer in a ghost-faced costume stalks teenagers in a small Californian "
                "town. Its mask, sold as a Halloween costume before the film, owed something to "
                "the painted figure on a bridge, and the film took over 170 million dollars and "
                "spawned a series."
            ),
            S(
                "Edvard Munch came into the world in December 1863 at a farm in L\u00f8ten, a "
                "rural parish in eastern Norway, the son of an army doctor, and grew up in "
                "Kristiania, the city now called Oslo. His mother and a sister died of "
                "tuberculosis while he was a child, losses that haunt his art, and he left his "
                "works to the city of Oslo."
            ),
            D(
                "Akseli Gallen-Kallela, born in Pori on the west coast of Finland in April 1865, "
                "studied in Paris and became the great painter of the Finnish national epic, the "
                "Kalevala, with its heroes, witches and the forging of the magic mill Sampo. He "
                "died of pneumonia in Stockholm in 1931 on his way home from Copenhagen."
            ),
        ],
        drop=1,
    ),
]
