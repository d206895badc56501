"""A fifteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev12.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v12, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the twelfth to fourteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 311 characters and distractors 317. In the first draft the longest
passage was a support in 15 of the 40 questions, so in 10 of them the support lost a clause or
a distractor gained one; as written, the longest passage is a support in 5 of the 40
questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote The Picture of Dorian Gray?",
        "Oscar Wilde; it first appeared in Lippincott's Monthly Magazine in July 1890",
        [
            D(
                "The Importance of Being Earnest: The Importance of Being Earnest, a comedy in "
                "three acts by Oscar Wilde, opened at the St James's Theatre in London on 14 "
                "February 1895. Its plot turns on two young men who each invent a second self "
                "called Ernest, and it was taken off that spring once its author's trials began."
            ),
            D(
                "Dr Jekyll and Mr Hyde: Strange Case of Dr Jekyll and Mr Hyde is a short novel by "
                "the Scottish writer Robert Louis Stevenson, published in January 1886 by "
                "Longmans, Green. A London lawyer, Gabriel John Utterson, looks into the link "
                "between his old friend Henry Jekyll and the brutal Edward Hyde, who turn out to "
                "be one man."
            ),
            S(
                "The Picture of Dorian Gray: The Picture of Dorian Gray is the only novel by the "
                "Irish writer Oscar Wilde. It first appeared in the July 1890 issue of "
                "Lippincott's Monthly Magazine and, revised and lengthened by six chapters, as a "
                "book in April 1891. Many reviewers attacked it as immoral."
            ),
            D(
                "The Portrait of a Lady: The Portrait of a Lady is a novel by the American-born "
                "writer Henry James, serialised in The Atlantic Monthly and Macmillan's Magazine "
                "in 1880 and 1881 and published as a book in 1881. It follows Isabel Archer, a "
                "young American who inherits a fortune and marries the cold Gilbert Osmond."
            ),
            D(
                "Lippincott's Monthly Magazine: Lippincott's Monthly Magazine was a literary "
                "monthly founded in Philadelphia in 1868. At a dinner at the Langham Hotel in "
                "London in August 1889 its editor, Joseph Marshall Stoddart, commissioned short "
                "novels from Arthur Conan Doyle, who wrote The Sign of the Four for it, and from "
                "another guest."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "hadrians wall length",
        "80 Roman miles, about 73 miles or 117 km, from Wallsend to Bowness-on-Solway",
        [
            D(
                "Antonine Wall: The Antonine Wall was a turf rampart on a stone base built across "
                "central Scotland from about AD 142, under the emperor Antoninus Pius. It ran "
                "some 63 km between the Firth of Forth and the Firth of Clyde, but the Romans "
                "gave it up after only about twenty years and fell back to the older line further "
                "south."
            ),
            D(
                "Offa's Dyke: Offa's Dyke is a great earthwork running roughly along the border "
                "between England and Wales, thought to have been raised in the late eighth "
                "century by Offa, king of Mercia from 757 to 796. A national trail of 177 miles "
                "follows it from Sedbury Cliffs near Chepstow to Prestatyn on the north coast."
            ),
            D(
                "Vindolanda: Vindolanda was a Roman fort just south of the later frontier wall in "
                "Northumberland, garrisoned from about AD 85. It is best known for its writing "
                "tablets, thin leaves of wood found from 1973, among them a birthday invitation "
                "from Claudia Severa to Sulpicia Lepidina, the oldest known handwriting by a "
                "woman in Latin."
            ),
            S(
                "Hadrian's Wall: Hadrian's Wall is a Roman frontier wall across northern England, "
                "begun in AD 122 on the orders of the emperor Hadrian. It ran 80 Roman miles, "
                "about 73 modern miles or 117 km, from Wallsend on the River Tyne to "
                "Bowness-on-Solway on the Solway Firth, with a small fort at every Roman mile."
            ),
            D(
                "Housesteads Roman Fort: Housesteads, called Vercovicium by the Romans, is the "
                "best-preserved fort on Hadrian's Wall, set on a ridge of the Whin Sill in "
                "Northumberland. It covered about 2 hectares and held a garrison of some 800 "
                "soldiers, for much of its life the First Cohort of Tungrians, and it had stone "
                "latrines flushed by rainwater."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Stonehenge or the Great Pyramid of Giza?",
        "Stonehenge: its first ditch and bank date from about 3000 BC, against about 2560 BC for "
        "the Great Pyramid (its great sarsens went up around 2500 BC)",
        [
            D(
                "Avebury: Avebury in Wiltshire encloses the largest stone circle in Britain "
                "inside a great henge, its bank and ditch about 420 m across, built between about "
                "2850 and 2200 BC. Part of the village stands within it, and in the 1930s the "
                "marmalade heir Alexander Keiller bought the site and set many of the fallen "
                "stones upright again."
            ),
            S(
                "Stonehenge: Stonehenge is a prehistoric monument on Salisbury Plain in "
                "Wiltshire, England. Its first phase, a circular ditch and bank, was dug around "
                "3000 BC; the great sarsen stones were raised about 2500 BC, and the smaller "
                "bluestones, brought from the Preseli Hills in Wales, were rearranged several "
                "times after."
            ),
            D(
                "Pyramid of Djoser: The Step Pyramid of Djoser at Saqqara, built for a pharaoh of "
                "Egypt's Third Dynasty around 2670 BC, is the earliest large cut-stone building "
                "in Egypt. Its architect, Imhotep, stacked six flat-topped layers to a height of "
                "about 62 m, and he was later worshipped as a god of medicine and wisdom."
            ),
            S(
                "Great Pyramid of Giza: The Great Pyramid of Giza was built as a tomb for the "
                "pharaoh Khufu of Egypt's Fourth Dynasty and finished around 2560 BC. Originally "
                "about 146.6 m tall, it was the tallest human-made structure in the world for "
                "more than 3,800 years, and it is the oldest of the Seven Wonders of the Ancient "
                "World."
            ),
            D(
                "Newgrange: Newgrange is a great passage tomb in the Boyne Valley in County "
                "Meath, Ireland, built around 3200 BC. Its mound is about 85 m across and ringed "
                "by 97 kerbstones, and for some 17 minutes around the winter solstice the rising "
                "sun shines through a roof-box above the entrance and lights the inner chamber."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Who were the Three Musketeers?",
        "Athos, Porthos and Aramis (joined by the young d'Artagnan)",
        [
            D(
                "Twenty Years After: Twenty Years After, the 1845 sequel by Alexandre Dumas, "
                "takes up the story in the late 1640s during the Fronde, the revolt against the "
                "regency of the boy king Louis XIV. The old companions now serve opposite sides, "
                "some with Cardinal Mazarin and some with the rebels, until they unite to try to "
                "save Charles I of England."
            ),
            D(
                "Cardinal Richelieu: Armand Jean du Plessis, Cardinal Richelieu, was chief "
                "minister to Louis XIII of France from 1624 until his death in December 1642. He "
                "curbed the power of the great nobles and of the Huguenots, besieging La Rochelle "
                "in 1627 and 1628, and kept a guard of his own whose men feud with the king's in "
                "popular fiction."
            ),
            S(
                "The Three Musketeers: The Three Musketeers is a novel by Alexandre Dumas, "
                "serialised in Le Si\u00e8cle from March to July 1844. Its young hero, "
                "d'Artagnan, comes to Paris from Gascony hoping to join the King's Musketeers and "
                "befriends three of them, Athos, Porthos and Aramis, whose motto is all for one, "
                "one for all."
            ),
            D(
                "The Three Stooges: The Three Stooges were an American slapstick comedy act whose "
                "best-known line-up, Moe Howard, his younger brother Curly Howard and Larry Fine, "
                "made nearly 100 short films for Columbia Pictures between 1934 and 1946. Their "
                "eye-poking and face-slapping routines were shown on television for decades "
                "after."
            ),
            D(
                "Charles de Batz de Castelmore: Charles de Batz de Castelmore, born in Gascony "
                "around 1611, was a captain of the King's Musketeers who arrested the finance "
                "minister Nicolas Fouquet in 1661 and was killed at the siege of Maastricht in "
                "1673. Memoirs falsely put out under his name gave a novelist the model for his "
                "hero."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a hot-air balloon fly?",
        "a burner heats the air inside the envelope, making it lighter than the cooler air "
        "outside, so the balloon rises; the pilot fires the burner to climb and lets the air cool "
        "or opens a vent to descend, and drifts with the wind",
        [
            S(
                "Hot-air balloon: A hot-air balloon rises because a propane burner under its open "
                "mouth heats the air inside the envelope to around 100 \u00b0C, making it lighter "
                "than the same volume of cooler air outside. To climb, the pilot fires the "
                "burner; to come down he lets the air cool or opens a vent at the top. It is "
                "steered only by finding winds at other heights."
            ),
            D(
                "Montgolfier brothers: The paper-makers Joseph-Michel and Jacques-\u00c9tienne "
                "Montgolfier of Annonay, France, built the balloon that carried the first people "
                "into free flight. On 21 November 1783 Jean-Fran\u00e7ois Pil\u00e2tre de Rozier "
                "and the Marquis d'Arlandes rose from the Bois de Boulogne in Paris and came down "
                "about 9 km away, 25 minutes later."
            ),
            D(
                "Gas balloon: A gas balloon is filled with a gas lighter than air, usually helium "
                "or hydrogen, sealed in its envelope. The physicist Jacques Charles and "
                "Nicolas-Louis Robert flew the first crewed hydrogen balloon from the Tuileries "
                "in Paris on 1 December 1783; to land, the pilot lets gas out through a valve, "
                "and to climb he drops sand ballast."
            ),
            D(
                "Airship: An airship is a lighter-than-air craft that, unlike a balloon, has "
                "engines and rudders and can be steered against the wind. Count Ferdinand von "
                "Zeppelin flew his first rigid airship, LZ 1, over Lake Constance on 2 July 1900; "
                "it stayed up for 18 minutes before a fault with its steering weights forced it "
                "down onto the water."
            ),
            D(
                "Albuquerque International Balloon Fiesta: The Albuquerque International Balloon "
                "Fiesta in New Mexico, held every October since 1972, is the largest hot-air "
                "balloon festival in the world, with some 500 balloons. It began with 13 balloons "
                "in a shopping-centre car park, and crowds now come for the mass ascensions at "
                "dawn, when the air is calmest."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Aral Sea shrink?",
        "from the 1960s the Soviet Union diverted the two rivers that fed it, the Amu Darya and "
        "the Syr Darya, to irrigate cotton fields, so little water reached it",
        [
            D(
                "Lake Chad: Lake Chad, where Chad, Cameroon, Niger and Nigeria meet, was one of "
                "Africa's largest lakes in the 1960s, covering some 25,000 square kilometres. It "
                "has since lost about nine-tenths of its open water, through years of drought in "
                "the Sahel and the taking of water for farms, and its fish catch has fallen "
                "sharply."
            ),
            D(
                "Vozrozhdeniya Island: Vozrozhdeniya Island, in the Aral Sea, was from 1948 the "
                "site of a secret Soviet laboratory that tested biological weapons such as "
                "anthrax and plague. The base was abandoned in 1992, and as the water around it "
                "fell, the island joined the mainland around 2001, raising fears that infected "
                "rodents could escape."
            ),
            D(
                "Kok-Aral Dam: The Kok-Aral Dam, a 13 km earth dike built by Kazakhstan with a "
                "World Bank loan and finished in August 2005, cuts off the small northern part of "
                "the Aral Sea. The level of the northern lake rose faster than expected, its "
                "water grew less salty, and fish such as carp and pike-perch came back, reviving "
                "the port of Aralsk."
            ),
            S(
                "Aral Sea: The Aral Sea, on the border of Kazakhstan and Uzbekistan, was once the "
                "fourth-largest lake in the world. From the 1960s Soviet planners diverted the "
                "two rivers that fed it, the Amu Darya and the Syr Darya, into canals to water "
                "cotton fields in the desert, and with little inflow the lake shrank to about a "
                "tenth of its old area."
            ),
            D(
                "Caspian Sea: The Caspian Sea, bordered by Russia, Kazakhstan, Turkmenistan, Iran "
                "and Azerbaijan, is the largest inland body of water on Earth, at about 371,000 "
                "square kilometres. The Volga brings some 80 per cent of its inflow, and its "
                "surface lies about 28 m below sea level, a level that has risen and fallen by "
                "metres in the last century."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is tasmania part of australia",
        "yes: it is an island state of Australia, one of the six that federated in 1901, across "
        "Bass Strait from the mainland",
        [
            D(
                "Tasman Sea: The Tasman Sea is the stretch of the South Pacific between "
                "south-east Australia and New Zealand, about 2,000 km across at its widest. It "
                "was named after the Dutch navigator Abel Tasman, and crossing it has long tested "
                "sailors and aviators: Charles Kingsford Smith first flew across it in the "
                "Southern Cross in September 1928."
            ),
            S(
                "Tasmania: Tasmania is an island state of Australia, one of the six that "
                "federated in 1901, lying about 240 km south of the mainland across Bass Strait. "
                "Its capital is Hobart, and some 570,000 people live there. Named after Abel "
                "Tasman, who sighted it in 1642, it was called Van Diemen's Land until 1856."
            ),
            D(
                "New Caledonia: New Caledonia is a group of islands in the south-west Pacific, "
                "about 1,200 km east of Australia, that belongs to France as a collectivity with "
                "special status. Its capital is Noum\u00e9a, nickel mining drives its economy, "
                "and in three referendums held between 2018 and 2021 its voters chose to remain "
                "French."
            ),
            D(
                "Norfolk Island: Norfolk Island, in the Pacific some 1,400 km east of the "
                "Australian mainland, is an external territory rather than a state. Settled by "
                "the British as a penal colony in 1788, it was later given to descendants of the "
                "Bounty mutineers, who moved there from Pitcairn in 1856; its own parliament was "
                "abolished in 2015."
            ),
            D(
                "Tasmanian devil: The Tasmanian devil is the largest surviving carnivorous "
                "marsupial, a stocky black animal about the size of a small dog with a very "
                "strong bite. Once found across mainland Australia, it survived only on the "
                "island it is named for, where a contagious facial tumour disease has killed most "
                "of the population since 1996."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city did the painter of The Night Watch die?",
        "Amsterdam: The Night Watch (1642) is by Rembrandt, who died there on 4 October 1669",
        [
            S(
                "The Night Watch: The Night Watch, finished in 1642, is a group portrait of a "
                "militia company of Amsterdam led by Captain Frans Banninck Cocq, painted by "
                "Rembrandt van Rijn. About 3.8 by 4.5 m, it hangs in the Rijksmuseum; its name "
                "came later, when darkened varnish made the daylight scene look like night."
            ),
            D(
                "Johannes Vermeer: Johannes Vermeer, the painter of Girl with a Pearl Earring and "
                "The Milkmaid, was born in Delft in 1632 and spent his whole life there. Only "
                "about 34 paintings are known to be his; he worked slowly with costly pigments "
                "such as ultramarine, and he died in Delft in December 1675, leaving his wife "
                "eleven children and large debts."
            ),
            D(
                "Frans Hals: Frans Hals, born in Antwerp around 1582, spent his career in "
                "Haarlem, where he painted lively portraits and several large pictures of the "
                "city's civic guard companies, among them The Banquet of the Officers of the St "
                "George Militia Company of 1616. He died in Haarlem in 1666 and was buried in the "
                "Grote Kerk."
            ),
            S(
                "Rembrandt: Rembrandt Harmenszoon van Rijn was born in Leiden in 1606 and settled "
                "in Amsterdam in the early 1630s, where he became its leading portrait painter. "
                "After his bankruptcy in 1656 he moved to a smaller house on the Rozengracht, and "
                "he died in Amsterdam on 4 October 1669, a year after his son Titus."
            ),
            D(
                "Rijksmuseum: The Rijksmuseum, the national museum of the Netherlands, opened in "
                "its present building in Amsterdam, designed by Pierre Cuypers, in 1885. After "
                "ten years of rebuilding it reopened in April 2013; its Gallery of Honour leads "
                "to the room of The Night Watch, which has been restored in public view in a "
                "glass chamber since July 2019."
            ),
        ],
        drop=0,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote Moby-Dick?",
        "Herman Melville; it came out in 1851, first in London as The Whale",
        [
            D(
                "Nathaniel Hawthorne wrote The Scarlet Letter, published in Boston in March 1850, "
                "about Hester Prynne, a young woman in Puritan Massachusetts made to wear a "
                "scarlet letter A. That August, on a picnic in the Berkshire hills, he met a "
                "younger novelist who would dedicate his next book, a long sea story, to him."
            ),
            S(
                "Moby-Dick, the story of Captain Ahab's hunt for the white whale that took his "
                "leg, was written by the American author Herman Melville and came out in 1851, "
                "first in London as The Whale and a month later in New York. It sold poorly in "
                "his lifetime, and only in the 1920s did critics begin to rank it among the great "
                "novels."
            ),
            D(
                "The whaleship Essex of Nantucket was rammed and sunk by a sperm whale in the "
                "Pacific in November 1820. Her twenty crew took to three small boats, and only "
                "eight survived the three months that followed; the first mate, Owen Chase, "
                "published an account of the disaster in 1821 that later inspired a famous novel."
            ),
            D(
                "Mocha Dick was an albino sperm whale that lived in the Pacific off the island of "
                "Mocha, Chile, and was said to have survived dozens of fights with whalers in the "
                "early nineteenth century, wrecking several boats. The explorer Jeremiah N. "
                "Reynolds told its story in The Knickerbocker magazine in May 1839."
            ),
            D(
                "Gregory Peck played Captain Ahab in John Huston's film of the whaling novel, "
                "released in 1956, with a screenplay by Huston and the science-fiction writer Ray "
                "Bradbury, who spent months in Ireland working on it. Orson Welles appears as "
                "Father Mapple, preaching a sermon on Jonah from a pulpit shaped like a ship's "
                "bow."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how long is a day on mars",
        "about 24 hours 40 minutes: a Martian solar day, or sol, lasts 24 h 39 min 35 s",
        [
            D(
                "A day on Jupiter is the shortest of any planet: the giant turns once on its axis "
                "in just under 10 hours, so fast that it bulges visibly at the equator. Because "
                "it is a ball of gas with no solid surface, its cloud bands turn at slightly "
                "different rates, about 9 hours 50 minutes near the equator and 9 hours 56 "
                "minutes elsewhere."
            ),
            D(
                "Phobos, the larger of the two small moons of Mars, circles the planet in only 7 "
                "hours and 39 minutes, faster than Mars itself turns, so that seen from the "
                "surface it rises in the west and sets in the east, about twice a day. It is "
                "creeping slowly inward and will crash or be torn apart in some 50 million years."
            ),
            S(
                "A solar day on Mars, which mission teams call a sol, lasts 24 hours, 39 minutes "
                "and 35 seconds, only about 40 minutes longer than a day on Earth, so rover crews "
                "working on Mars time start later each morning. Its year is much longer, about "
                "687 Earth days, because Mars lies half as far again from the Sun."
            ),
            D(
                "Mercury spins three times for every two orbits of the Sun, each turn taking 59 "
                "Earth days, so that a full solar day there, from one noon to the next, lasts "
                "about 176 Earth days, twice its year of 88 days. Its surface swings from about "
                "430 \u00b0C in the daytime to minus 180 \u00b0C at night."
            ),
            D(
                "NASA's rover Perseverance landed in Jezero Crater on Mars on 18 February 2021, "
                "carrying a small helicopter, Ingenuity, that made the first powered flight on "
                "another planet that April. Ingenuity went on to fly 72 times over nearly three "
                "years before a damaged rotor blade grounded it in January 2024."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, Madagascar or Borneo?",
        "Borneo: about 743,000 km\u00b2, against about 587,000 km\u00b2 for Madagascar",
        [
            S(
                "Borneo, shared by Indonesia, Malaysia and the small sultanate of Brunei, covers "
                "about 743,000 square kilometres, which makes it the third-largest island on "
                "Earth, after Greenland and New Guinea. Its rainforests, among the oldest in the "
                "world, are one of the last homes of the orangutan."
            ),
            D(
                "New Guinea, the second-largest island in the world at about 786,000 square "
                "kilometres, is divided between Papua New Guinea in the east and Indonesia in the "
                "west. Its central ranges rise to Puncak Jaya, 4,884 m, whose small glaciers are "
                "shrinking fast, and more than 800 languages are spoken there."
            ),
            D(
                "Sumatra, the largest island wholly in Indonesia, covers about 473,000 square "
                "kilometres and straddles the equator west of Borneo. The eruption of Toba in its "
                "north, some 74,000 years ago, was one of the largest volcanic blasts known, and "
                "it left behind a crater lake about 100 km long."
            ),
            S(
                "Madagascar, which lies some 400 km off the south-east coast of Africa across the "
                "Mozambique Channel, has an area of about 587,000 square kilometres and is the "
                "fourth-largest island in the world. Cut off for some 88 million years, it is "
                "home to lemurs and thousands of other species found nowhere else."
            ),
            D(
                "Baffin Island, in Canada's territory of Nunavut, is the fifth-largest island in "
                "the world at about 507,000 square kilometres, yet only some 13,000 people live "
                "there, over half of them in Iqaluit, the capital. Mount Thor, on its east side, "
                "has the greatest sheer vertical drop on Earth, about 1,250 m."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the seven continents?",
        "Asia, Africa, North America, South America, Antarctica, Europe and Australia (Oceania)",
        [
            D(
                "Not every country teaches seven. In much of Latin America and southern Europe "
                "the Americas are counted as one, and the five rings of the Olympic flag stand "
                "for the five inhabited continents, with Antarctica left out; others join Europe "
                "and Asia as Eurasia, since no sea divides them and the Ural Mountains are only a "
                "convention."
            ),
            D(
                "The world's five oceans, from largest to smallest, are the Pacific, the "
                "Atlantic, the Indian, the Southern and the Arctic. The Southern Ocean, which "
                "circles Antarctica, was first marked on National Geographic's maps in June 2021, "
                "and the Pacific alone covers more of the planet's surface than all of the land "
                "put together."
            ),
            S(
                "In the model taught in most English-speaking schools, the land of the Earth is "
                "divided into seven continents: Asia, Africa, North America, South America, "
                "Antarctica, Europe and Australia, which is sometimes called Oceania. Asia is by "
                "far the biggest, with about 30 per cent of the land, and Australia is the "
                "smallest."
            ),
            D(
                "Zealandia is a mostly sunken continent of about 4.9 million square kilometres in "
                "the south-west Pacific, of which only New Zealand and New Caledonia rise above "
                "the waves. Geologists argued in 2017 that it counts as a continent in its own "
                "right, split from Gondwana some 80 million years ago, but schools do not teach "
                "it as one."
            ),
            D(
                "Pangaea was a supercontinent that joined nearly all of Earth's land about 335 "
                "million years ago and began to break apart around 200 million years ago, first "
                "into Laurasia in the north and Gondwana in the south. The German scientist "
                "Alfred Wegener proposed in 1912 that the continents had once fitted together."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do limestone caves form?",
        "rainwater picks up carbon dioxide and becomes weak carbonic acid, which seeps down "
        "cracks in the limestone and slowly dissolves it, widening them into passages and "
        "chambers over hundreds of thousands of years",
        [
            D(
                "Stalactites hang from the roofs of caves and stalagmites rise from their floors. "
                "Both grow as dripping water loses carbon dioxide to the cave air and leaves "
                "behind a thin film of calcite, often no more than a centimetre a century, and "
                "where the two meet they join into a column. Son Doong cave in Vietnam has "
                "stalagmites 70 m tall."
            ),
            S(
                "Rain soaking through soil picks up carbon dioxide and becomes a weak carbonic "
                "acid. Where it seeps down cracks and bedding planes in limestone, it slowly "
                "dissolves the rock, which is mostly calcium carbonate, and over hundreds of "
                "thousands of years the joints widen into passages, shafts and great chambers."
            ),
            D(
                "Sea caves are cut by waves, not by acid. Pounding surf forces water and air into "
                "cracks in a cliff and loosens the rock, and pebbles hurled by storms scour out a "
                "hollow; Fingal's Cave on the Scottish island of Staffa, a hall of basalt columns "
                "some 70 m deep, was formed this way and inspired Mendelssohn's overture of 1830."
            ),
            D(
                "Lava tubes form when the surface of a river of molten rock cools and hardens "
                "into a crust while the lava beneath it keeps flowing; when the eruption ends, "
                "the lava drains away and leaves a long tunnel. Kazumura Cave on Hawaii's Big "
                "Island, about 65 km long, is the longest lava tube known."
            ),
            D(
                "Mammoth Cave in Kentucky is the longest known cave system in the world, with "
                "more than 680 km of passages surveyed so far. It became a national park in 1941, "
                "and in the 1800s enslaved guides such as Stephen Bishop explored and mapped much "
                "of it and led visitors through it by lantern."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does a boomerang come back?",
        "its arms are shaped like wings and it is thrown nearly upright with a spin; the top arm "
        "moves faster through the air and gets more lift than the bottom one, and the spin, "
        "acting like a gyroscope, turns that uneven push into a steady turn that brings it round "
        "in a circle",
        [
            D(
                "Boomerangs were used by Aboriginal Australians for thousands of years, and most "
                "were heavy non-returning throwing sticks, made to fly straight and hard at "
                "kangaroos or birds. A curved throwing stick of mammoth tusk found in a cave in "
                "southern Poland is thought to be more than 20,000 years old, far older than any "
                "found in Australia."
            ),
            D(
                "A frisbee stays up for much the same reason a wing does: its curved top makes "
                "air flow over it faster and lowers the pressure above, while the spin keeps it "
                "stable so it does not flip. Walter Frederick Morrison sold his design to the toy "
                "firm Wham-O, which launched it as the Pluto Platter in 1957 and renamed it the "
                "Frisbee in 1958."
            ),
            D(
                "A curveball in baseball breaks because of the Magnus effect: the spinning ball "
                "drags the air around with it, so air flows faster past one side than the other, "
                "and the difference in pressure pushes the ball sideways, by a foot or more, "
                "before it reaches the batter some 18 m away."
            ),
            D(
                "A spinning gyroscope keeps its axis pointing the same way: push on it and it "
                "turns at right angles to the push, an effect called precession. The French "
                "physicist L\u00e9on Foucault named the device in 1852 and used one to show that "
                "the Earth rotates, a year after his famous pendulum in the Panth\u00e9on in "
                "Paris."
            ),
            S(
                "A returning boomerang's arms are shaped like small aircraft wings, and it is "
                "thrown almost upright with a hard spin. The arm at the top moves through the air "
                "faster than the one at the bottom, so it gets more lift; because the boomerang "
                "spins like a gyroscope, that uneven push turns it, bending its path round into a "
                "circle."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "do polar bears have black skin",
        "yes: under the fur a polar bear's skin is black; the hairs themselves are clear and "
        "hollow and only look white",
        [
            S(
                "Under all that white fur, a polar bear's skin is black, which helps it soak up "
                "warmth from the sun. The hairs of its coat are not really white but clear and "
                "hollow, and they look pale because they scatter light, much as snow does; a "
                "layer of fat up to 10 cm thick keeps the bear warm in icy water."
            ),
            D(
                "The Arctic fox changes its coat with the seasons, brown or grey in summer and "
                "thick pure white in winter, when it follows polar bears across the sea ice to "
                "eat the scraps of their seal kills. Its short ears and muzzle lose little heat, "
                "and its dense fur keeps it warm in temperatures as low as minus 50 \u00b0C."
            ),
            D(
                "Brown bears and polar bears split only a few hundred thousand years ago and can "
                "still interbreed. A wild hybrid with creamy fur and a brown bear's hump was shot "
                "in the Canadian Arctic in 2006, and DNA tests confirmed its parents; such pizzly "
                "bears are turning up more often as brown bears move north."
            ),
            D(
                "In 2004 visitors to Singapore Zoo were startled to find that its polar bears had "
                "turned green, after tiny algae from their pool grew inside the hollow hairs of "
                "their coats in the warm, humid air. A wash in a mild solution of hydrogen "
                "peroxide killed the algae and made the bears look white again."
            ),
            D(
                "Beneath its coat a zebra has dark skin, and its black stripes grow from hairs "
                "coloured with melanin while the white ones lack it, so it is best described as a "
                "dark animal with white stripes. Every zebra's pattern is unique, like a "
                "fingerprint, and a foal learns to know its mother's in its first days."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where the Rosetta Stone was found?",
        "Cairo: the stone was found in 1799 near Rashid (Rosetta) in Egypt",
        [
            D(
                "Jean-Fran\u00e7ois Champollion, a French scholar who could read Coptic, "
                "announced in a letter to the Acad\u00e9mie des Inscriptions in Paris in "
                "September 1822 that he had cracked the hieroglyphs, working from the names of "
                "rulers carved on a famous stone that gives the same decree in three scripts. He "
                "died in 1832, aged 41."
            ),
            S(
                "The Rosetta Stone, a slab of dark granodiorite carved in 196 BC with a decree of "
                "Ptolemy V in hieroglyphs, demotic and Greek, was found in July 1799 by French "
                "soldiers rebuilding a fort near the town of Rashid, known to Europeans as "
                "Rosetta, in the Nile Delta of Egypt. It has been in the British Museum since "
                "1802."
            ),
            D(
                "Alexandria, founded by Alexander the Great in 331 BC on the Mediterranean coast "
                "west of the Nile Delta, was the capital of Ptolemaic Egypt for nearly three "
                "centuries and home to its great library and the Pharos lighthouse. It is now the "
                "country's second city, with more than five million people."
            ),
            S(
                "Cairo is the capital of Egypt and its largest city, lying on the Nile just above "
                "the point where the river splits into the branches of its delta. Founded by the "
                "Fatimid dynasty in 969, it has grown into a metropolis of more than 20 million "
                "people, and the pyramids of Giza stand on its western edge."
            ),
            D(
                "The Behistun Inscription, cut into a cliff in western Iran around 520 BC on the "
                "orders of the Persian king Darius I, gives the same text in Old Persian, Elamite "
                "and Babylonian. Henry Rawlinson, a British army officer, copied it in the 1830s "
                "and 1840s while hanging from ropes, and it became the key to reading cuneiform."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the Sydney Harbour Bridge open?",
        "19 March 1932",
        [
            D(
                "Home > Travel > Australia | Sydney Opera House\nThe Sydney Opera House on "
                "Bennelong Point was formally opened by Queen Elizabeth II on 20 October 1973, "
                "fourteen years after building began. Its shell roofs, designed by the Dane "
                "J\u00f8rn Utzon, who resigned in 1966 and never saw it finished, are covered "
                "with over a million tiles.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Australia | Sydney Harbour Bridge\nThe Sydney Harbour Bridge, a "
                "steel arch carrying road and rail from the city centre to the North Shore, was "
                "opened on 19 March 1932 by the New South Wales premier Jack Lang, after a "
                "horseman, Francis de Groot, slashed the ribbon first. Its arch spans 503 "
                "m.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > New Zealand | Auckland Harbour Bridge\nThe Auckland Harbour "
                "Bridge, a steel truss bridge linking the city with its North Shore, opened on 30 "
                "May 1959 with four lanes. Traffic grew so fast that Japanese-built clip-on lanes "
                "were added to each side in 1969, and it now carries eight lanes and about "
                "170,000 vehicles a day.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Engineering | Bayonne Bridge\nThe Bayonne Bridge, a steel arch "
                "between Staten Island and Bayonne, New Jersey, was opened on 15 November 1931 "
                "and held the record for the world's longest steel arch for 46 years, its span "
                "beating Sydney's by a little; its deck was raised between 2013 and 2019 to let "
                "bigger ships pass.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Australia | Sydney Harbour Tunnel\nThe Sydney Harbour Tunnel, "
                "opened on 31 August 1992, runs 2.3 km under the harbour beside the famous arch, "
                "carrying four lanes of traffic to ease the jams on it. It was built of concrete "
                "sections made in a dry dock at Port Kembla, floated into place and sunk into a "
                "trench dredged on the harbour floor.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded netflix",
        "Marc Randolph and Reed Hastings, in Scotts Valley, California, in August 1997",
        [
            D(
                "Home > Business > Tech | Blockbuster's last store\nBlockbuster, the video rental "
                "chain founded by David Cook in Dallas in 1985, had some 9,000 stores at its peak "
                "in 2004 and filed for bankruptcy in 2010. A single franchised shop in Bend, "
                "Oregon, is the last one still open; in 2000 the firm's bosses had turned down a "
                "chance to buy a small rival for 50 million dollars.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Tech | Who founded Hulu?\nHulu was set up in 2007 as a joint "
                "venture of NBC Universal and News Corporation, later joined by Disney, with "
                "Jason Kilar as its first chief executive, and opened to the public in March "
                "2008. Disney took full control in 2019 and agreed to buy Comcast's remaining "
                "third in November 2023.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Tech | How Netflix started\nNetflix was founded in August 1997 "
                "in Scotts Valley, California, by Marc Randolph, who became its first chief "
                "executive, and Reed Hastings, who had just sold his software company. It began "
                "by renting DVDs by post and launched its streaming service in January "
                "2007.\nShare this | Cookie policy"
            ),
            D(
                "Home > Entertainment > TV | Netflix's first big original series\nHouse of Cards, "
                "an American remake of a 1990 BBC drama, starring Kevin Spacey and Robin Wright, "
                "was Netflix's first major original series; all 13 episodes of its first season "
                "were released at once on 1 February 2013. David Fincher directed the first two "
                "episodes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > People | Reed Hastings\nReed Hastings, born in Boston in 1960, "
                "taught maths in Swaziland with the Peace Corps before studying computer science "
                "at Stanford. He stepped down as co-chief executive of the streaming company in "
                "January 2023 to become its executive chairman, and he gives generously to "
                "charter schools.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "lake geneva vs lake constance which is bigger",
        "Lake Geneva: about 580 km\u00b2, against about 536 km\u00b2 for Lake Constance",
        [
            D(
                "Home > Travel > Italy | Lake Garda\nLake Garda, between Brescia and Verona, is "
                "the largest lake in Italy at about 370 square kilometres and reaches a depth of "
                "346 m. Its narrow northern end at Riva del Garda is hemmed in by mountains and "
                "popular with windsurfers, while its broad southern shore is lined with vineyards "
                "and olive groves.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Switzerland | Lake Geneva\nLake Geneva, or Lac L\u00e9man, is "
                "shared between Switzerland and France and covers about 580 square kilometres, "
                "which makes it one of the largest lakes in western Europe. The Rh\u00f4ne flows "
                "in at its eastern end and out at Geneva, where the Jet d'Eau fountain throws "
                "water 140 m into the air.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Hungary | Lake Balaton\nLake Balaton in western Hungary is the "
                "largest lake in central Europe, at about 592 square kilometres, but it averages "
                "only some 3 m deep, so it warms quickly in summer and often freezes over in "
                "winter. It is a favourite of families, and the Tihany peninsula almost cuts it "
                "in two.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Germany | Lake Constance\nLake Constance, the Bodensee, has "
                "shores in Germany, Austria and Switzerland and covers about 536 square "
                "kilometres. The Rhine enters it in the east near Bregenz and leaves it at Stein "
                "am Rhein, below the lower lake, and the three countries have never agreed where "
                "the borders run on the water.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Switzerland | Lake Lucerne\nLake Lucerne, its arms winding "
                "between steep mountains and shared by four cantons, covers 114 square "
                "kilometres. On the R\u00fctli meadow above its shore the founding oath of the "
                "Swiss Confederacy is said to have been sworn in 1291, and a fleet of old paddle "
                "steamers still carries visitors across it.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What ingredients are in hummus?",
        "chickpeas, tahini, lemon juice, garlic and salt, with olive oil on top",
        [
            D(
                "Home > Food > Recipes | Baba ghanoush\nBaba ghanoush is made by charring "
                "aubergines over a flame or under a grill until the skins blacken and the flesh "
                "collapses, then mashing the smoky pulp with tahini, lemon juice, garlic and "
                "salt. It is spread on a plate, drizzled with olive oil and scattered with "
                "pomegranate seeds.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Recipes | Falafel\nFalafel are fried balls of ground pulses: in "
                "Egypt they are made with dried broad beans, in the Levant with chickpeas soaked "
                "overnight but not cooked, minced with onion, parsley, coriander, cumin and "
                "garlic. Fry them at about 175 \u00b0C until deep brown and serve them in pitta "
                "with salad.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Culture | The hummus wars\nIn January 2010 the village of Abu "
                "Ghosh, near Jerusalem, made a record dish of about 4 tonnes of hummus; that May "
                "cooks near Beirut answered with one of more than 10 tonnes, which Guinness World "
                "Records named the largest ever. Lebanon and Israel have long argued over whose "
                "dish it really is.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Recipes | Classic hummus\nFor a classic hummus, blend cooked "
                "chickpeas with tahini, a paste of ground sesame seeds, fresh lemon juice, a "
                "crushed clove of garlic and a pinch of salt until smooth, loosening it with a "
                "little of the cooking water. Serve it with a pool of olive oil on top and a "
                "dusting of paprika.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Ingredients | What is tahini?\nTahini is a thick paste of hulled "
                "sesame seeds, lightly toasted and ground, used across the Middle East and in "
                "Greece. Its oil separates on standing, so stir the jar well before use; mixed "
                "with water and lemon juice it turns pale and thick, and one tablespoon has about "
                "90 calories.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a hovercraft work?",
        "fans blow air down under the hull, where a flexible skirt holds it in, so the raised "
        "pressure lifts the craft clear of the surface; separate propellers push it along and air "
        "rudders steer it",
        [
            D(
                "Home > History > Inventors | Christopher Cockerell\nThe British engineer "
                "Christopher Cockerell patented the hovercraft in 1955 after experiments with a "
                "cat-food tin inside a coffee tin and an air blower. His SR.N1 crossed the "
                "English Channel on 25 July 1959, fifty years to the day after Louis Bl\u00e9riot "
                "first flew an aeroplane across it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Transport | How a hydrofoil works\nA hydrofoil boat has "
                "wing-like foils on struts below its hull. As it speeds up, water flowing over "
                "the foils creates lift, just as air does over an aircraft's wing, raising the "
                "hull clear of the surface and cutting drag so that it can cruise at 80 km/h or "
                "more; slow down, and it settles back.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > UK | Hovertravel\nHovertravel's service between Southsea in "
                "Portsmouth and Ryde on the Isle of Wight, running since 1965, is the last "
                "scheduled passenger hovercraft route in Europe. The crossing takes about ten "
                "minutes, and its two 12000TD craft, Solent Flyer and Island Flyer, came into "
                "service in 2016.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Transport | How a maglev train works\nA maglev train has no "
                "wheels. Electromagnets in the track and on the train lift it about a centimetre "
                "above the guideway, and a magnetic field that travels along the track pulls it "
                "forward with no friction but the air's; the line to Shanghai's Pudong airport, "
                "opened in 2004, reaches 431 km/h.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Transport | How a hovercraft works\nA hovercraft rides on a "
                "cushion of air. Powerful fans blow air down beneath the hull, where a flexible "
                "rubber skirt holds it in, so its pressure rises just enough to lift the craft "
                "clear of land or water; separate propellers at the back push it along, and air "
                "rudders steer it.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does my kettle get so noisy just before it boils?",
        "steam bubbles form on the hot element and rise into cooler water, where they collapse "
        "with tiny shock waves; once all the water is near 100 \u00b0C they reach the surface "
        "instead and it quietens",
        [
            D(
                "Home > Science > Everyday | Why a whistling kettle whistles\nIn a stovetop "
                "kettle with a whistle, steam is forced out through two small holes in the spout "
                "cap. The jet becomes unstable as it passes the second hole and sheds little "
                "whirls of air that make it sing at a fixed pitch; engineers at Cambridge worked "
                "out the mechanism in a study published in 2013.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home > Appliances | Why your kettle switches itself off\nMost electric "
                "kettles turn off when steam from the boiling water is led down a tube onto a "
                "bimetallic strip, two bonded metals that expand at different rates, which bends "
                "and snaps the switch open. The first automatic kettle, the Russell Hobbs K1, "
                "went on sale in 1955.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Everyday | Does salt make water boil faster?\nAdding salt to a "
                "pan of water raises its boiling point, but only slightly: a tablespoon in a "
                "litre lifts it by less than half a degree, so it does not make pasta cook "
                "faster, and a handful thrown into water already at the boil only makes it froth "
                "up for a moment as dissolved gas escapes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Everyday | Why kettles roar before they boil\nThe rumble comes "
                "from bubbles of steam forming on the hot element at the bottom. At first they "
                "rise into water still well below 100 \u00b0C, cool and collapse within a "
                "fraction of a second, and each collapse sends out a tiny shock wave. Once all "
                "the water is hot they reach the top, and it quietens.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Science > Everyday | Why water boils cooler up a mountain\nOn the summit "
                "of Mount Everest water boils at about 70 \u00b0C, because the air pressure there "
                "is only about a third of that at sea level, and water boils when its vapour "
                "pressure matches the pressure of the air above it. That is why climbers struggle "
                "to cook rice or pasta at high camps.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can you visit Alcatraz?",
        "yes: the island is open to visitors nearly every day as part of the Golden Gate National "
        "Recreation Area, by ferry from Pier 33 in San Francisco",
        [
            D(
                "Home > History > Prisons | Alcatraz's last years\nThe federal prison on Alcatraz "
                "held such inmates as Al Capone and Robert Stroud, the Birdman, from 1934 until "
                "it closed on 21 March 1963, because it cost far more to run than other prisons. "
                "From November 1969 Native American activists occupied the island for 19 "
                "months.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > South Africa | Robben Island\nRobben Island, in Table Bay off "
                "Cape Town, where Nelson Mandela spent 18 of his 27 years in prison, is now a "
                "museum and World Heritage Site. Tours leave by boat from the Nelson Mandela "
                "Gateway at the V&A Waterfront, take about three and a half hours and are led by "
                "former political prisoners.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > California | Visiting Alcatraz\nAlcatraz Island is open to the "
                "public nearly every day of the year as part of the Golden Gate National "
                "Recreation Area. Ferries leave from Pier 33 on San Francisco's Embarcadero, the "
                "only way to get there, and tickets often sell out weeks ahead, so book early in "
                "summer.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > France | Ch\u00e2teau d'If\nThe Ch\u00e2teau d'If, a fortress "
                "built in the 1520s on a small island in the bay of Marseille, was used as a "
                "state prison for centuries and is famous as the jail from which Edmond "
                "Dant\u00e8s escapes in The Count of Monte Cristo. Boats run to it from the Old "
                "Port in about twenty minutes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > California | Angel Island\nAngel Island, the largest island in "
                "San Francisco Bay, is a state park with hiking trails and views of the city. "
                "From 1910 to 1940 its immigration station held arriving immigrants, most of them "
                "from China, some for months, and poems they carved into the barrack walls can "
                "still be read.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What language do they speak in the country where Petra is?",
        "Arabic: Petra is in southern Jordan, whose official language is Arabic",
        [
            S(
                "Home > Travel > Middle East | Petra\nPetra, the rose-red city carved into "
                "sandstone cliffs by the Nabataeans from about the fourth century BC, lies in the "
                "desert of southern Jordan. Its best-known monument, the Treasury, or Al-Khazneh, "
                "is reached through the Siq, a narrow gorge about 1.2 km long, and it became a "
                "World Heritage Site in 1985.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Middle East | Wadi Rum\nWadi Rum, a desert valley of sandstone "
                "and granite mountains in southern Jordan, was a base of T. E. Lawrence during "
                "the Arab Revolt of 1917 and 1918, and it has stood in for Mars in films such as "
                "The Martian, released in 2015. Visitors ride in jeeps or on camels and sleep in "
                "Bedouin camps.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Middle East | Visiting Israel\nHebrew is the official language "
                "of Israel; Arabic was also official until a law passed in 2018, which gave it a "
                "special status instead. Most road signs are in Hebrew, Arabic and English, many "
                "older people speak Russian, and the currency is the new shekel, so carry some "
                "cash for markets.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Middle East | Jordan: know before you go\nArabic is the official "
                "language of Jordan and is spoken by nearly everyone, in the local Levantine "
                "dialect, while English is widely taught in schools and understood in hotels and "
                "shops. The currency is the Jordanian dinar, and Friday is the weekly day "
                "off.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Ancient | Nabataean script\nThe Nabataeans wrote in a form of "
                "Aramaic, in a flowing script that in time developed into the Arabic alphabet; "
                "their inscriptions run from the second century BC to the fourth century AD. Many "
                "of the best examples are tomb texts at Hegra, in what is now Saudi "
                "Arabia.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long should you wash your hands for?",
        "at least 20 seconds, about as long as humming Happy Birthday twice",
        [
            D(
                "Q: Is hand sanitiser as good as soap and water?\nA: A gel with at least 60% "
                "alcohol kills many germs and is handy when there is no sink, but it works less "
                "well on hands that are visibly dirty or greasy, and it does not get rid of every "
                "germ: norovirus and the spores of C. difficile survive it. Rub it in until your "
                "hands are dry."
            ),
            D(
                "Q: How long should I brush my teeth for?\nA: Dentists advise brushing for about "
                "two minutes twice a day, last thing at night and at one other time, with a "
                "fluoride toothpaste of at least 1,350 ppm for adults. Spit out afterwards but do "
                "not rinse, so that the fluoride stays on your teeth for longer."
            ),
            S(
                "Q: How long should I spend washing my hands?\nA: Wet your hands, lather them "
                "with soap and scrub every part, including the backs, between the fingers and "
                "under the nails, for at least 20 seconds, about as long as it takes to hum Happy "
                "Birthday twice. Then rinse them under running water and dry them on a clean "
                "towel."
            ),
            D(
                "Q: When should I wash my hands?\nA: Always after using the toilet or changing a "
                "nappy, before eating or preparing food, after handling raw meat, touching "
                "animals or taking out the bin, and after blowing your nose, coughing or "
                "sneezing. Wash them, too, as soon as you get home from a busy place."
            ),
            D(
                "Q: Who first showed that washing hands saves lives?\nA: Ignaz Semmelweis, a "
                "Hungarian doctor working in Vienna, found in 1847 that deaths from childbed "
                "fever fell sharply when doctors washed their hands in chlorinated lime after "
                "dissecting bodies. His colleagues rejected the idea, and he died in an asylum in "
                "1865."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long do i have to return faulty goods uk",
        "30 days from buying or receiving them to reject them for a full refund, under the "
        "Consumer Rights Act 2015; after that the seller may repair or replace first",
        [
            D(
                "Q: Can I return something I bought online if I change my mind?\nA: Yes. The "
                "Consumer Contracts Regulations give you 14 days from delivery to cancel most "
                "online, phone or mail-order purchases and another 14 days to send the goods "
                "back; the seller must refund you within 14 days, though not for personalised "
                "items or unsealed DVDs."
            ),
            S(
                "Q: How long do I have to reject faulty goods?\nA: Under the Consumer Rights Act "
                "2015 you have 30 days from the day you buy or receive an item to reject it for a "
                "full refund if it is faulty. After that the shop gets one chance to repair or "
                "replace it first, and you can claim for up to six years in England and Wales."
            ),
            D(
                "Q: Do shops have to give a refund if I change my mind in store?\nA: No. If you "
                "simply change your mind about something you bought in person and it is not "
                "faulty, the shop is under no legal duty to take it back, though many offer a "
                "goodwill returns policy of 28 days or so, often as a gift card or an exchange. "
                "Keep your receipt."
            ),
            D(
                "Q: Can my credit card company help if a seller will not refund me?\nA: Often, "
                "yes. Under Section 75 of the Consumer Credit Act 1974 your card provider is "
                "jointly liable with the seller for purchases between \u00a3100 and \u00a330,000 "
                "paid at least partly by credit card, so you can claim from either if the seller "
                "refuses or has gone bust."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is heavier, a US ton or a UK ton?",
        "the UK (long) ton: 2,240 lb, about 1,016 kg, against 2,000 lb, about 907 kg, for the US "
        "(short) ton",
        [
            D(
                "Tonne \u2013 fact sheet\n\u2022 Weight: 1,000 kilograms, about 2,205 "
                "pounds\n\u2022 Also called the metric ton; its symbol is t\n\u2022 Used in most "
                "countries, in trade and in science\n\u2022 A cubic metre of pure water weighs "
                "about one\n\u2022 Spelt with a double n, after the French"
            ),
            S(
                "Long ton (UK) \u2013 fact sheet\n\u2022 Weight: 2,240 pounds, about 1,016 "
                "kilograms\n\u2022 Made up of 20 hundredweight of 112 pounds each\n\u2022 "
                "Britain's standard ton before metric units\n\u2022 Also called the imperial "
                "ton\n\u2022 Still used for the displacement of warships"
            ),
            D(
                "Q: What is a stone?\nA: A stone is 14 pounds, about 6.35 kg. In Britain and "
                "Ireland people still often give their body weight in stones and pounds, so 11 "
                "stone 4 is 158 pounds, about 72 kg; elsewhere the unit is hardly known, and in "
                "the United States body weight is given in pounds alone."
            ),
            S(
                "Short ton (US) \u2013 fact sheet\n\u2022 Weight: 2,000 pounds, about 907 "
                "kilograms\n\u2022 Made up of 20 hundredweight of 100 pounds each\n\u2022 The "
                "everyday ton in the United States\n\u2022 Also called the net ton\n\u2022 Used "
                "there for freight, coal and the weights of cars"
            ),
            D(
                "Register ton \u2013 fact sheet\n\u2022 Not a weight but a volume: 100 cubic "
                "feet, about 2.83 cubic metres\n\u2022 Used for a ship's gross and net "
                "tonnage\n\u2022 Named after the tun, a large wine cask\n\u2022 Replaced in 1982 "
                "by a formula in the Tonnage Convention"
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the signs of hypothermia?",
        "shivering, cold pale or bluish skin, slurred speech, slow shallow breathing, a weak "
        "pulse, tiredness and confusion; in severe cases the shivering stops and the person may "
        "lose consciousness",
        [
            D(
                "Q: What are the signs of frostbite?\nA: At first the skin of the fingers, toes, "
                "nose or ears feels cold and tingles with pins and needles, then turns numb, hard "
                "and pale; when it warms up it may blister, swell and hurt. In deep frostbite the "
                "skin goes blue-grey or blotchy and later black as the tissue dies."
            ),
            S(
                "Q: What are the signs of hypothermia?\nA: Look for shivering, cold and pale or "
                "bluish skin, slurred speech, slow and shallow breathing, a weak pulse, tiredness "
                "and confusion. As body temperature falls below 35 \u00b0C the person may "
                "stumble; in severe cases the shivering stops, which is a bad sign, and they may "
                "pass out."
            ),
            D(
                "Q: How should I help someone with hypothermia?\nA: Move them indoors or "
                "somewhere sheltered, take off any wet clothes and wrap them in blankets, "
                "covering the head, and give warm sweet drinks if they are alert, but no alcohol. "
                "Do not rub their limbs or put them in a hot bath, and call 999 if it seems "
                "severe."
            ),
            D(
                "Q: What are the signs of heatstroke?\nA: Feeling very hot and unwell for more "
                "than 30 minutes after resting somewhere cool, a temperature of 40 \u00b0C or "
                "above, hot skin that has stopped sweating, a fast pulse, fast breathing, "
                "confusion, fits or loss of consciousness. Call 999 and cool the person down at "
                "once."
            ),
            D(
                "Who is most at risk of hypothermia \u2013 fact sheet\n\u2022 Older people living "
                "in cold homes\n\u2022 Babies, who lose heat quickly\n\u2022 People who are "
                "drunk, or sleeping rough\n\u2022 Walkers and climbers caught out in wet, windy "
                "weather\n\u2022 Anyone who falls into cold water, even in summer\n\u2022 People "
                "with an underactive thyroid"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I remove a tick?",
        "grip it as close to the skin as possible with fine-tipped tweezers or a tick-removal "
        "tool and pull upwards slowly and steadily without squeezing it; then wash the bite with "
        "soap and water or antiseptic",
        [
            D(
                "Q: Should I burn a tick off or smother it in Vaseline?\nA: No. Old remedies such "
                "as a lit match, nail varnish, alcohol or petroleum jelly do not make a tick let "
                "go, and they may make it bring up its gut contents into the bite, raising the "
                "risk of infection. Lyme disease is more likely the longer a tick stays attached."
            ),
            S(
                "Q: What is the best way to get a tick off?\nA: Use fine-tipped tweezers or a "
                "tick-removal tool. Grip the tick as close to the skin as you can and pull "
                "upwards slowly and steadily, without squeezing or crushing its body; then wash "
                "the bite with soap and water or an antiseptic, and throw the tick away."
            ),
            D(
                "Q: Where are ticks most common?\nA: Ticks live in long grass, bracken and "
                "woodland, especially in the south of England and the Scottish Highlands, and are "
                "most active from spring to autumn. Keep to the middle of paths, wear long "
                "trousers tucked into socks, and check your skin, and your pets, when you get "
                "home."
            ),
            D(
                "Q: How do I get a splinter out?\nA: Wash the area, then grip the end of the "
                "splinter with clean tweezers and pull it out gently at the angle it went in. If "
                "it is under the skin, sterilise a needle and ease the skin back first; see a "
                "doctor if it is deep, large or glass, or if the area becomes red and swollen."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is my Wi-Fi so slow in the evening?",
        "in the evening peak most households are online at once, streaming and gaming, so the "
        "shared network serving your street gets congested; several devices at home and "
        "neighbours' Wi-Fi on the same channel add to it",
        [
            S(
                "Q: Why does my internet slow down at night?\nA: Between about 7 and 11 pm most "
                "households are online at once, streaming, gaming and making video calls, so the "
                "shared network serving your street gets congested and speeds drop; at home, "
                "several devices on one router add to it, and neighbours' Wi-Fi on the same "
                "channel can interfere."
            ),
            D(
                "Q: Why is my Wi-Fi weak upstairs?\nA: Wi-Fi signals weaken with distance and "
                "lose strength passing through floors, thick walls, mirrors, fish tanks and "
                "metal, so a router left in a cupboard or at one end of the house can struggle to "
                "reach. Put it high up and near the middle of the home, or add a mesh system."
            ),
            D(
                "Q: What is the difference between 2.4 GHz and 5 GHz Wi-Fi?\nA: The 2.4 GHz band "
                "reaches farther and passes through walls better, but it has only three channels "
                "that do not overlap and is crowded by neighbours, microwaves and baby monitors. "
                "5 GHz is faster and less congested but has a shorter range; most routers today "
                "offer both bands under one name."
            ),
            D(
                "Q: How fast does my broadband need to be?\nA: Streaming in HD needs about 5 Mbps "
                "per screen and in 4K about 15 to 25 Mbps, while a video call needs 2 to 4. Ofcom "
                "counts 10 Mbps as the least a home needs, but a family of four all streaming, "
                "gaming and working at once will want 50 Mbps or more."
            ),
            D(
                "Q: Should I turn my router off at night?\nA: You can, but there is little to "
                "gain. A typical router uses about 6 to 10 watts, costing a few pounds a year, "
                "and switching it off and on repeatedly can make the line look unstable to your "
                "provider's systems, which may then slow it down automatically to keep it "
                "connected."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can cats drink cows milk",
        "best not: most adult cats cannot digest lactose well, so cow's milk can upset their "
        "stomachs and give them diarrhoea; water is all they need, though lactose-free cat milk "
        "is safe",
        [
            D(
                "Q: Can dogs drink milk?\nA: A small amount now and then is usually fine, but "
                "some dogs digest lactose poorly and get wind or loose stools after it, and "
                "full-fat milk adds calories a dog does not need. A spoonful of plain live "
                "yoghurt is often easier on the gut, and water should always be the main drink."
            ),
            S(
                "Q: Is it OK to give my cat a saucer of milk?\nA: Best not. Most cats lose the "
                "ability to digest lactose, the sugar in cow's milk, once they are weaned, so "
                "milk can upset their stomachs and give them diarrhoea. Fresh water is all an "
                "adult cat needs, though lactose-free cat milk from pet shops is a safe treat."
            ),
            D(
                "Q: Can cats eat tuna?\nA: A little tinned tuna in spring water is fine as an "
                "occasional treat, but do not make it a staple: it lacks some of the nutrients "
                "cats need, too much of it can lead to a build-up of mercury, and it can make a "
                "cat fussy about its own food. Avoid tuna in brine, which is too salty, or in "
                "oil."
            ),
            D(
                "Q: How much water does a cat need each day?\nA: Roughly 50 to 60 ml per kilogram "
                "of body weight, so about 200 to 250 ml for a typical 4 kg cat, though much of it "
                "can come from wet food. Many cats prefer running water, so a fountain may help, "
                "and bowls are best kept away from the food and the litter tray."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do I need for the country where the Acropolis is?",
        "the euro: the Acropolis is in Athens, Greece, which has used the euro since 2001",
        [
            D(
                "Q: What currency is used in Turkey?\nA: Turkey uses the Turkish lira. After "
                "years of high inflation the country knocked six zeros off it in 2005, creating "
                "the new lira. Euros are accepted in some tourist shops in Istanbul and on the "
                "coast, but at poor rates, so it is better to pay in lira or by card."
            ),
            S(
                "Acropolis of Athens \u2013 fact sheet\n\u2022 A rocky hill about 150 m above sea "
                "level over the centre of Athens, the capital of Greece\n\u2022 Crowned by the "
                "Parthenon, finished in 438 BC\n\u2022 Also has the Erechtheion and the temple of "
                "Athena Nike\n\u2022 A World Heritage Site since 1987"
            ),
            D(
                "Q: What was the drachma?\nA: The drachma was a silver coin of ancient Athens, "
                "stamped with an owl, and the name was revived for the currency of the modern "
                "Greek state in 1832. It was used until 2001, and its notes and coins could be "
                "exchanged at the central bank until March 2012."
            ),
            S(
                "Q: What money is used in Greece?\nA: Greece has used the euro since 1 January "
                "2001, when it replaced the drachma, and notes and coins arrived with the rest of "
                "the euro area in 2002. Cards are widely accepted in Athens and on the islands, "
                "but keep some cash for small tavernas, kiosks and ferries."
            ),
            D(
                "Q: What currency is used in Cyprus?\nA: The Republic of Cyprus adopted the euro "
                "on 1 January 2008, replacing the Cypriot pound at a fixed rate of 0.585274 "
                "pounds to the euro. In the Turkish-held north, which only Turkey recognises, "
                "prices are in Turkish lira, though euros and sterling are often taken."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted The Last Supper?",
        "Leonardo da Vinci, about 1495 to 1498, on a wall of the refectory of Santa Maria delle "
        "Grazie in Milan",
        [
            S(
                "On the end wall of the monks' dining hall at Santa Maria delle Grazie in Milan, "
                "the Florentine artist Leonardo da Vinci spent roughly three years, from about "
                "1495 to 1498, depicting Christ's final meal with his twelve apostles at the "
                "moment he says one of them will betray him."
            ),
            D(
                "Jacopo Tintoretto's scene of Christ's final meal with his disciples, painted in "
                "the last years of his life for the church of San Giorgio Maggiore in Venice and "
                "finished in 1594, sets the table on a steep diagonal in a dim inn, lit by a "
                "single hanging lamp and by the glow of angels crowding in overhead."
            ),
            D(
                "Leonardo's portrait of Lisa Gherardini, the wife of a Florentine silk merchant, "
                "begun around 1503, was stolen from the Louvre in August 1911 by Vincenzo "
                "Peruggia, an Italian handyman who had worked there, and was recovered in "
                "Florence in December 1913 when he tried to sell it to a dealer."
            ),
            D(
                "In August 1943 an Allied bomb destroyed much of the refectory of a Milan "
                "convent, but one end wall, shielded by sandbags and scaffolding, survived with "
                "its famous mural. A restoration led by Pinin Brambilla Barcilon took from 1978 "
                "to 1999, and visitors are now let in for 15 minutes at a time in small groups."
            ),
            D(
                "Salvador Dal\u00ed's large canvas The Sacrament of the Last Supper, finished in "
                "1955 and now in the National Gallery of Art in Washington, sets Christ and the "
                "twelve apostles in a glass room shaped like a dodecahedron above a calm bay in "
                "Catalonia, with a vast translucent torso spreading its arms overhead."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "longest river in asia",
        "the Yangtze (Chang Jiang), about 6,300 km, in China",
        [
            D(
                "The Yellow River, or Huang He, carries more silt than any other great river, "
                "which gives it its colour. About 5,460 km long, it flows from Qinghai to the "
                "Bohai Sea and has been called China's sorrow for floods such as that of 1887, "
                "which killed perhaps 900,000 people."
            ),
            D(
                "The Mekong rises on the Tibetan Plateau and flows about 4,900 km through China, "
                "Myanmar, Laos, Thailand and Cambodia to a broad delta in southern Vietnam. Some "
                "60 million people depend on it for fish and rice, and dams built upstream since "
                "the 1990s have changed its yearly floods."
            ),
            S(
                "Rising among the glaciers of the Tibetan Plateau and running some 6,300 "
                "kilometres east across China to the sea at Shanghai, the Chang Jiang, or "
                "Yangtze, outstrips every other river on the continent and ranks third in the "
                "world, behind only the Nile and the Amazon."
            ),
            D(
                "The Three Gorges Dam on the Yangtze at Sandouping in Hubei, finished in 2006 and "
                "at full power from 2012, is the largest power station in the world by capacity, "
                "at 22,500 megawatts. Its reservoir, some 600 km long, forced about 1.3 million "
                "people to move from their homes."
            ),
            D(
                "The Nile, flowing some 6,650 km north through eleven countries to the "
                "Mediterranean, is usually named the longest river on Earth, though some "
                "Brazilian scientists argue that the Amazon is longer when its source is traced "
                "to the Andes of southern Peru."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which has more legs, a centipede or a millipede?",
        "a millipede: usually a few hundred (one species has 1,306), with two pairs per segment; "
        "a centipede has one pair per segment, 15 to 191 pairs",
        [
            S(
                "Millipedes are slow, rounded plant-eaters whose body segments each carry two "
                "pairs of limbs, so a typical one walks on a few hundred. The record belongs to "
                "Eumillipes persephone, found deep underground in Western Australia in 2020, with "
                "1,306, the first truly to live up to the name."
            ),
            D(
                "Woodlice are not insects but crustaceans, land-living relatives of crabs and "
                "shrimps, with seven pairs of legs under their armoured plates. Some can roll "
                "into a tight ball when disturbed, and because they breathe through gill-like "
                "organs they hide in damp places under logs and stones."
            ),
            S(
                "Centipedes are fast, flattened hunters armed with venom claws, and every segment "
                "of the trunk carries a single pair of limbs. The number of pairs is always odd, "
                "from 15 to 191, so none has exactly a hundred; the common house centipede runs "
                "on 30 long, spindly ones."
            ),
            D(
                "Insects all have six legs as adults, three pairs fixed to the middle part of the "
                "body, the thorax, while spiders, scorpions and mites, the arachnids, have eight. "
                "Some butterflies seem to walk on only four, because their front pair is shrunken "
                "and held up against the chest."
            ),
            D(
                "The giant African millipede, Archispirostreptus gigas, is the biggest of its "
                "kind, growing up to about 38 cm long and as thick as a thumb. It lives in East "
                "African forests and eats rotting leaves, and when threatened it curls into a "
                "spiral and oozes an irritating liquid."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the main types of clouds?",
        "cirrus (high wispy streaks), cumulus (heaped puffy masses) and stratus (flat grey "
        "sheets), with nimbus for rain clouds",
        [
            D(
                "Fog is simply a cloud that touches the ground. Radiation fog forms on clear, "
                "still nights when the ground loses heat and chills the damp air above it, while "
                "advection fog, common off San Francisco in summer, forms when moist air from the "
                "sea drifts over colder water and rolls in."
            ),
            D(
                "Noctilucent clouds, the highest in Earth's atmosphere, form about 80 km up from "
                "ice crystals on specks of meteor dust, and glow electric blue on summer nights "
                "at latitudes between about 50 and 70 degrees. They were first reported in 1885, "
                "two years after the eruption of Krakatoa."
            ),
            S(
                "Luke Howard, a London chemist, sorted the shapes in the sky in 1802 into three "
                "basic forms: wispy, hair-like streaks high up, which he called cirrus; heaped, "
                "puffy masses with flat bases, cumulus; and flat grey sheets, stratus. The ten "
                "kinds recognised today combine these with nimbus, his word for a rain-bearer."
            ),
            D(
                "The cumulonimbus, the thunderstorm cloud, can tower from about 2 km up to more "
                "than 12 km, its top spreading into a flat anvil where it meets the stratosphere. "
                "Inside, violent updraughts carry raindrops high enough to freeze into hail, and "
                "a single storm can hold hundreds of thousands of tonnes of water."
            ),
            D(
                "The International Cloud Atlas, first published in 1896 and put online by the "
                "World Meteorological Organization in 2017, added that year a dozen new features, "
                "among them asperitas, a rough, wave-like cloud base first pointed out by members "
                "of the Cloud Appreciation Society, and fluctus, the curl of a breaking wave."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do fish breathe underwater?",
        "water taken in through the mouth passes over the gills, whose thin, blood-filled "
        "filaments absorb the oxygen dissolved in it and give off carbon dioxide; the water "
        "leaves through the gill slits",
        [
            D(
                "Whales and dolphins are mammals and must come up to the surface for air, which "
                "they take in through a blowhole on the top of the head. A sperm whale can hold "
                "its breath for more than an hour on deep dives after squid, and its lungs fold "
                "flat under the crushing pressure."
            ),
            D(
                "African lungfish survive droughts by burrowing into the mud as their pools dry "
                "up and sealing themselves in a cocoon of mucus, breathing air through a pair of "
                "lungs. They can stay like this, barely alive, for months or even years, until "
                "the rains return and soften the ground."
            ),
            D(
                "A fish's swim bladder, a gas-filled sac in its belly, lets it float at a chosen "
                "depth without effort. It adds gas from the blood to rise and absorbs gas to "
                "sink, and in many species the bladder also picks up sound; some fish, such as "
                "the croakers, drum on it to call to each other at spawning time."
            ),
            S(
                "A fish gulps water through its mouth and pushes it back over its gills, feathery "
                "rows of thin filaments packed with tiny blood vessels. Oxygen dissolved in the "
                "water passes across their thin walls into the blood and carbon dioxide passes "
                "out, and the spent water leaves under the gill covers."
            ),
            D(
                "Scuba divers breathe compressed air from a tank through a demand valve, which "
                "lowers its pressure to match that of the surrounding water at each breath. The "
                "first practical aqualung was designed in 1943 in occupied France by the French "
                "naval officer Jacques Cousteau and the engineer \u00c9mile Gagnan."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do we shiver when we're cold?",
        "to make heat: when the brain senses the body losing warmth it sets the muscles "
        "contracting rapidly and involuntarily, and that muscle work releases heat",
        [
            D(
                "Sweating cools the body: when it overheats, glands in the skin release watery "
                "sweat, and as the sweat evaporates it carries heat away. A person can lose more "
                "than a litre an hour in hard exercise on a hot day, which is why humid air, "
                "which slows evaporation, feels so draining."
            ),
            D(
                "Babies under about a year old hardly shiver. They keep warm mainly by burning "
                "brown fat, a special tissue packed with mitochondria around the neck and "
                "shoulders that turns stored fat straight into heat; adults keep only small "
                "amounts of it, mostly around the collarbone."
            ),
            S(
                "When the brain's thermostat, the hypothalamus, senses that the body is losing "
                "warmth, it sets the skeletal muscles tightening and relaxing many times a "
                "second. This involuntary trembling does no useful movement, but the work of the "
                "muscles releases heat and can raise heat output several times over."
            ),
            D(
                "Reptiles such as lizards make little heat of their own, so they bask in the sun "
                "in the morning to warm up and retreat into shade or burrows at midday. A cold "
                "lizard is sluggish and slow to escape, which is why many species in cool "
                "climates give birth to live young instead of laying eggs."
            ),
            D(
                "Muscle cramps, sudden painful tightenings of a muscle, often in the calf at "
                "night, are common in older people and in pregnancy. Stretching the muscle "
                "usually eases them within a few minutes, and though they are often blamed on a "
                "lack of salt or water, their cause is still not well understood by doctors."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do your nails keep growing after you die",
        "no: growth stops at death; the skin dries and shrinks back, which only makes nails and "
        "hair look longer",
        [
            D(
                "Fingernails grow about 3 mm a month and toenails only about a third as fast, so "
                "a lost fingernail takes some six months to come back and a big toenail a year to "
                "eighteen months. Nails grow faster in summer, in the young and on the hand you "
                "write with."
            ),
            D(
                "Rigor mortis, the stiffening of the muscles after death, begins within about two "
                "to six hours, as the supply of ATP runs out and the muscle fibres lock together, "
                "and it passes off after a day or two as the tissues break down. Forensic "
                "scientists use it to estimate the time of death."
            ),
            D(
                "Scalp hair grows about a centimetre a month, and each hair grows for two to "
                "seven years before it rests and falls out, which is why some people can never "
                "grow theirs past the waist while others can. We shed some 50 to 100 hairs a day, "
                "and new ones grow from the same follicles."
            ),
            D(
                "Lee Redmond of Salt Lake City stopped cutting her fingernails in 1979, and by "
                "2008 they measured 8.65 m all together, a world record at the time, each nail "
                "curling into a long spiral. She lost them all in a car accident in Utah in "
                "February 2009, after some thirty years of growth."
            ),
            S(
                "It is a myth that fingernails and hair go on lengthening in the grave. Once the "
                "heart stops, no glucose reaches the cells that build them, so they stop; but as "
                "a body loses moisture the skin dries and draws back from the nail beds and the "
                "chin, so nails and stubble look longer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the composer of The Blue Danube born?",
        "Vienna: The Blue Danube (1867) is by Johann Strauss II, born in St Ulrich, now part of "
        "Vienna, in 1825",
        [
            S(
                "The best loved of all Viennese waltzes, On the Beautiful Blue Danube, was "
                "written by Johann Strauss the younger and first performed in February 1867, with "
                "words for a men's choir. The orchestral version played at the Paris World Fair "
                "that year made it a hit, and it later drifted through space in 2001: A Space "
                "Odyssey."
            ),
            D(
                "Johann Strauss I, who wrote the Radetzky March in 1848 to honour an Austrian "
                "field marshal, was born in Vienna's Leopoldstadt district on 14 March 1804, the "
                "son of an innkeeper. He led a popular dance band that toured Europe, and he died "
                "of scarlet fever in 1849, aged 45."
            ),
            D(
                "Richard Strauss, no relation of the waltz family, was born in Munich in 1864. He "
                "wrote the tone poem Also sprach Zarathustra, whose opening fanfare also rings "
                "out in Stanley Kubrick's 1968 film, and the opera Der Rosenkavalier of 1911, "
                "which is full of lilting waltzes."
            ),
            S(
                "Johann Strauss II, the Waltz King, came into the world on 25 October 1825 in St "
                "Ulrich, then a village on the edge of Vienna and now part of its seventh "
                "district. His father, a famous bandleader, wanted him to be a banker, and the "
                "son only began to play openly with a band of his own in 1844."
            ),
            D(
                "Franz Leh\u00e1r, whose operetta The Merry Widow of 1905 has one of the "
                "best-known waltzes of the stage, was born in Kom\u00e1rno, then in Hungary and "
                "now in Slovakia, in 1870. He settled in Vienna, spent his summers at Bad Ischl "
                "in the Salzkammergut, and died there in 1948."
            ),
            D(
                "The Vienna Philharmonic's New Year's Concert, held in the golden hall of the "
                "Musikverein on 1 January every year since 1941, always ends with two encores: a "
                "famous river waltz, which the audience greets with applause at its opening bars, "
                "and the Radetzky March, to which they clap along in time, led by the conductor "
                "on the podium."
            ),
        ],
        drop=0,
    ),
]
