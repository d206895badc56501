"""A twelfth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about; a quarter of the questions are typed search-box style. Written after lexical-v10,
the batch measures how far the evaluator's tuning carries to questions it was not written
against (dev all the same: tuned on from now on).

Unlike the earlier batches, its distractors are as long as its supporting passages: in those,
the supports run to about 190 characters against about 120 for the distractors, and the
longest passage is a support in nine questions out of ten, so an evaluator could score well
just by preferring long passages. Here every distractor is within 20% of the length of the
question's support (of the mean of the two, where there are two) and is as rich, with names,
dates and numbers of its own; the longest passage is a support in 10 of the 40 questions,
what chance gives with four to six passages a question.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed the Moonlight Sonata?",
        "Ludwig van Beethoven (his Piano Sonata No. 14, finished in 1801)",
        [
            D(
                "Clair de lune (Debussy): Clair de lune, the third movement of Claude Debussy's "
                "Suite bergamasque, was sketched around 1890 but not published until 1905. Its "
                "title comes from a poem by Paul Verlaine, and it is among the most often played "
                "of all piano pieces. It has been heard in many films, among them Ocean's Eleven "
                "in 2001."
            ),
            D(
                "Moonlight Serenade: Moonlight Serenade was written by the American bandleader "
                "Glenn Miller, with words by Mitchell Parish, and became his orchestra's signature "
                "tune after they recorded it in April 1939. Miller vanished on a flight over the "
                "English Channel in December 1944."
            ),
            S(
                "Piano Sonata No. 14 (Beethoven): Ludwig van Beethoven completed his Piano Sonata "
                "No. 14 in C-sharp minor in 1801 and dedicated it to his pupil Countess Giulietta "
                "Guicciardi. It became known as the Moonlight Sonata after the critic Ludwig "
                "Rellstab compared its first movement to moonlight on Lake Lucerne."
            ),
            D(
                "F\u00fcr Elise: F\u00fcr Elise, a short bagatelle in A minor for solo piano, was "
                "probably written by Beethoven around 1810, but it was not published until 1867, "
                "forty years after his death, and nobody knows for certain who the Elise of the "
                "title was; the manuscript is lost. In Taiwan, rubbish lorries play it to tell "
                "people they are coming."
            ),
            D(
                "Ludwig Rellstab: Ludwig Rellstab (1799\u20131860) was a Berlin poet, novelist and "
                "music critic. Franz Schubert set seven of his poems to music in 1828, the last "
                "year of his life, and they were published after Schubert's death in the song "
                "collection Schwanengesang."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "first man in space",
        "Yuri Gagarin, on Vostok 1, 12 April 1961",
        [
            D(
                "Alan Shepard: Alan Shepard became the first American in space on 5 May 1961, when "
                "his Freedom 7 capsule made a fifteen-minute suborbital hop into the Atlantic. Ten "
                "years later, as commander of Apollo 14, he hit two golf balls on the Moon."
            ),
            S(
                "Yuri Gagarin: Yuri Gagarin was a Soviet air force pilot who, on 12 April 1961, "
                "became the first human to travel into space. His Vostok 1 capsule made a single "
                "orbit of the Earth in 108 minutes, and he ejected and came down by parachute in "
                "the Saratov region."
            ),
            D(
                "Valentina Tereshkova: Valentina Tereshkova, a textile worker and keen amateur "
                "parachutist from Yaroslavl, became the first woman in space when she flew Vostok "
                "6 on 16 June 1963, circling the Earth 48 times in almost three days. She later "
                "sat in the Russian parliament."
            ),
            D(
                "Laika: Laika, a stray dog picked up from the streets of Moscow, was launched "
                "aboard Sputnik 2 on 3 November 1957 and became the first animal to orbit the "
                "Earth; she died of overheating within hours of the launch. A small statue of her "
                "now stands at a research institute in Moscow."
            ),
            D(
                "John Glenn: On 20 February 1962 John Glenn, flying Friendship 7, became the first "
                "American to orbit the Earth, going round three times in under five hours. In "
                "1998, at the age of 77, he flew again on the Space Shuttle Discovery."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, Rome or Carthage?",
        "Carthage: by tradition in 814 BC, about sixty years before Rome (753 BC)",
        [
            S(
                "Carthage: Carthage was a city on the coast of what is now Tunisia, founded by "
                "Phoenician settlers from Tyre; ancient writers dated its founding to 814 BC and "
                "credited it to Queen Dido. It grew into the capital of an empire that ruled much "
                "of the western Mediterranean."
            ),
            D(
                "Punic Wars: Rome and Carthage fought three Punic Wars between 264 and 146 BC. In "
                "the second, Hannibal crossed the Alps with war elephants in 218 BC; the third "
                "ended with Carthage burned to the ground and its surviving people sold into "
                "slavery; Scipio Aemilianus led the final siege."
            ),
            D(
                "Carthage, Missouri: Carthage is a city of about 15,000 people in Jasper County, "
                "Missouri. On 5 July 1861 it gave its name to one of the first battles of the "
                "American Civil War, and the grey marble quarried there went into the state "
                "capitol."
            ),
            S(
                "Founding of Rome: According to Roman tradition, the city of Rome was founded on "
                "21 April 753 BC by Romulus, who killed his twin brother Remus in a quarrel over "
                "the walls of the new city; Romans still mark the date every year with parades."
            ),
            D(
                "Alexandria: Alexandria, on the Mediterranean coast of Egypt, was founded by "
                "Alexander the Great in 331 BC and became the capital of the Ptolemies; its "
                "lighthouse on the island of Pharos was one of the Seven Wonders of the Ancient "
                "World, and its library was the greatest of the age."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Germany?",
        "nine: Denmark, Poland, the Czech Republic, Austria, Switzerland, France, Luxembourg, "
        "Belgium and the Netherlands",
        [
            D(
                "Austria: Austria is a landlocked country in central Europe bordered by eight "
                "others: Germany, the Czech Republic, Slovakia, Hungary, Slovenia, Italy, "
                "Switzerland and Liechtenstein. About a fifth of its nine million people live in "
                "the capital, Vienna, which lies on the Danube."
            ),
            D(
                "Poland: Poland borders seven countries: Germany to the west, the Czech Republic "
                "and Slovakia to the south, Ukraine and Belarus to the east, and Lithuania and the "
                "Russian exclave of Kaliningrad to the north-east. Its capital is Warsaw."
            ),
            S(
                "Germany: Germany shares land borders with nine countries: Denmark to the north; "
                "Poland and the Czech Republic to the east; Austria and Switzerland to the south; "
                "and France, Luxembourg, Belgium and the Netherlands to the west. Its northern "
                "coast lies on the North Sea and the Baltic."
            ),
            D(
                "Inner German border: From 1949 until 1990 the inner German border ran for almost "
                "1,400 km between West and East Germany, from the Baltic coast down to "
                "Czechoslovakia, and was lined on the eastern side with fences, minefields and "
                "watchtowers. Several hundred people died trying to cross it."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How do geysers erupt?",
        "rainwater seeps down to rock heated by magma; held under pressure in narrow channels it "
        "gets hotter than its normal boiling point, until some turns to steam and pushes water out "
        "at the top, the pressure drops, and the rest boils at once and bursts out",
        [
            D(
                "Old Faithful: Old Faithful in Yellowstone National Park, Wyoming, was named by "
                "the Washburn expedition in 1870 for the regularity of its eruptions. It goes off "
                "roughly every 60 to 110 minutes, throwing thousands of litres of boiling water 30 "
                "to 55 metres into the air, and rangers predict each eruption to within about ten "
                "minutes. It is not the tallest in the park: Steamboat Geyser can top 90 metres."
            ),
            S(
                "Geyser: A geyser forms where rainwater seeps down through cracks to rock heated "
                "by magma. Trapped in narrow channels under the weight of the water above, it "
                "grows hotter than its usual boiling point; once some of it flashes to steam and "
                "pushes water out at the top, the pressure falls, the rest boils at once, and a "
                "column of water and steam shoots up."
            ),
            D(
                "Geysir: The Great Geysir in the Haukadalur valley of south-west Iceland gave its "
                "name to all the others, from the Icelandic verb geysa, to gush. It once spouted "
                "as high as 70 metres but is mostly quiet now, and visitors instead watch its "
                "neighbour Strokkur, which erupts every five to ten minutes to a height of about "
                "20 metres."
            ),
            D(
                "Hot spring: A hot spring is fed by groundwater warmed deep in the Earth's crust "
                "that rises to the surface without bursting out. Japan has thousands of them, the "
                "onsen, and at Pamukkale in western Turkey calcium-rich springs have built white "
                "terraces below the ruins of Hierapolis, a spa town in Roman times."
            ),
            D(
                "Enceladus: Saturn's moon Enceladus, about 500 km across, sends plumes of water "
                "vapour and ice out of cracks near its south pole, which the Cassini probe first "
                "saw in 2005 and later flew through; scientists think the jets come from a salty "
                "ocean under the icy crust, kept liquid by the tides."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Challenger space shuttle explode?",
        "the freezing weather on launch morning stiffened a rubber O-ring seal in a joint of its "
        "right solid rocket booster; hot gas escaped through the joint and burned into the "
        "external fuel tank, and the shuttle broke apart 73 seconds after lift-off (28 January "
        "1986)",
        [
            D(
                "Space Shuttle Columbia disaster: Columbia broke up over Texas on 1 February 2003 "
                "as it re-entered the atmosphere, killing its crew of seven. A piece of foam "
                "insulation that fell off the external tank during launch sixteen days earlier had "
                "punched a hole in the leading edge of the left wing. The other shuttles were "
                "grounded for over two years."
            ),
            S(
                "Space Shuttle Challenger disaster: On 28 January 1986 the Space Shuttle "
                "Challenger broke apart 73 seconds after lifting off from Florida, killing all "
                "seven crew. The night had been freezing, and the cold had stiffened a rubber "
                "O-ring seal in a joint of the right solid rocket booster; hot gas burned through "
                "the joint and into the external fuel tank."
            ),
            D(
                "Christa McAuliffe: Christa McAuliffe, a social studies teacher from Concord, New "
                "Hampshire, was chosen in 1985 from more than 11,000 applicants to be the first "
                "teacher in space. She trained for months to give lessons from orbit and was one "
                "of the seven astronauts who died aboard Challenger. Her backup, Barbara Morgan, "
                "finally flew in 2007."
            ),
            D(
                "Challenger Deep: The Challenger Deep, at the southern end of the Mariana Trench "
                "in the western Pacific, is the deepest known point of the ocean floor, nearly "
                "11,000 metres down. It is named after HMS Challenger, whose crew sounded the "
                "trench during a voyage of exploration from 1872 to 1876."
            ),
            D(
                "Apollo 1: On 27 January 1967, during a rehearsal on the launch pad at Cape "
                "Kennedy, a fire broke out in the pure-oxygen cabin of the Apollo 1 command module "
                "and killed Gus Grissom, Ed White and Roger Chaffee within seconds; the "
                "inward-opening hatch could not be forced open in time, and NASA redesigned it to "
                "open outwards."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "was napoleon really short",
        "no: he was about 1.69 m (5 ft 7 in), average or a little above for a Frenchman of his "
        "day; the legend comes from his height being recorded in French units, whose inch was "
        "longer than the English one, from British cartoons and from his nickname le petit caporal",
        [
            D(
                "Napoleon complex: The Napoleon complex is a popular name for the idea that short "
                "men make up for their lack of height by being domineering or aggressive. The "
                "Austrian psychologist Alfred Adler wrote about feelings of inferiority in the "
                "1910s, but experiments testing the idea have mostly failed to find shorter men "
                "any more aggressive."
            ),
            S(
                "Napoleon's height: At his death Napoleon was recorded as 5 feet 2 inches tall, "
                "but in French units, whose inch was longer than the English one; converted, that "
                "is about 1.69 m, or 5 feet 7 inches, average or a little above for a Frenchman of "
                "his day. The myth of a tiny emperor owes much to British cartoonists such as "
                "James Gillray and to his fond nickname, le petit caporal."
            ),
            D(
                "Napoleon Dynamite: Napoleon Dynamite is a 2004 American comedy film directed by "
                "Jared Hess and shot in Preston, Idaho, on a budget of about $400,000; it took "
                "more than $46 million. Jon Heder plays the title character, a gangly, awkward "
                "high-school student who helps his friend Pedro run for class president. An "
                "animated series followed in 2012."
            ),
            D(
                "Louis XIV: Louis XIV of France, the Sun King, reigned for 72 years, from 1643 to "
                "1715, longer than any other European monarch. Not a tall man, he took to wearing "
                "shoes with high red heels, and the fashion spread among the nobles at his court "
                "at Versailles, where only those he favoured were allowed to wear them."
            ),
            D(
                "Tomb of Napoleon: Napoleon died in exile on the island of Saint Helena in the "
                "South Atlantic in May 1821. In 1840 his body was brought back to France, and "
                "since 1861 it has lain in a great red quartzite sarcophagus beneath the dome of "
                "Les Invalides in Paris, watched over by twelve statues of victories. His son, who "
                "died in Vienna in 1832, was moved there in 1940."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who was US president when the Hoover Dam was finished?",
        "Franklin D. Roosevelt (the dam was completed in 1936; he was president from 1933 to 1945)",
        [
            S(
                "Hoover Dam: The Hoover Dam is a concrete arch-gravity dam in the Black Canyon of "
                "the Colorado River, on the border between Nevada and Arizona. Built from 1931 by "
                "thousands of workers in the Depression years, it was completed in 1936, two years "
                "ahead of schedule."
            ),
            D(
                "Herbert Hoover: Herbert Hoover, a mining engineer from Iowa, was the 31st "
                "president of the United States, from 1929 to 1933. As secretary of commerce he "
                "had brokered the Colorado River Compact of 1922, and the great dam on the river "
                "was later named after him."
            ),
            D(
                "Grand Coulee Dam: The Grand Coulee Dam on the Columbia River in Washington state "
                "was finished in 1942 and is the largest power station in the United States. In "
                "1941 the folk singer Woody Guthrie was hired to write songs about the river and "
                "its dams, and wrote 26 in a month."
            ),
            S(
                "Franklin D. Roosevelt: Franklin Delano Roosevelt, a Democrat from New York, was "
                "the 32nd president of the United States, in office from March 1933 until his "
                "death in April 1945. He is the only president elected four times, and his New "
                "Deal put millions to work."
            ),
            D(
                "Lake Mead: Lake Mead, the reservoir behind the Hoover Dam, is the largest in the "
                "United States when full, holding about 35 cubic kilometres of water. A long "
                "drought has left it far below capacity, and in 2022 the falling water uncovered "
                "several sets of human remains."
            ),
        ],
        drop=0,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote The Canterbury Tales?",
        "Geoffrey Chaucer, in the late 14th century",
        [
            D(
                "Giovanni Boccaccio finished the Decameron around 1353. In it ten young men and "
                "women shut themselves away in a villa outside Florence to escape the Black Death, "
                "and over ten days each of them tells one story a day, a hundred tales in all. It "
                "was written in Italian prose rather than in Latin."
            ),
            D(
                "William Caxton set up the first printing press in England at Westminster in 1476, "
                "and one of the first books he printed there was an edition of The Canterbury "
                "Tales; in 1485 he printed Thomas Malory's Le Morte d'Arthur. He had learned the "
                "trade in Cologne and Bruges."
            ),
            S(
                "The Canterbury Tales was written by Geoffrey Chaucer in the last years of the "
                "14th century, in Middle English. A band of pilgrims riding from the Tabard Inn in "
                "Southwark to the shrine of Thomas Becket at Canterbury agree to tell stories on "
                "the way; Chaucer died in 1400 with the work unfinished."
            ),
            D(
                "Thomas Becket, Archbishop of Canterbury, was murdered in his own cathedral on 29 "
                "December 1170 by four knights who believed that King Henry II wanted him dead. He "
                "was made a saint within three years, and his shrine drew pilgrims for centuries. "
                "Henry II did public penance at his tomb in 1174."
            ),
            D(
                "Canterbury Cathedral is the seat of the Archbishop of Canterbury, the head of the "
                "Church of England. The present building was begun in 1070 under Archbishop "
                "Lanfranc, and since 1988 it has been part of a World Heritage Site. Its stained "
                "glass includes some of the oldest in England."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many squares on a chessboard",
        "64, in eight rows of eight (32 light and 32 dark)",
        [
            D(
                "The board for international draughts, the version played in the Netherlands and "
                "much of Africa, has 100 squares, ten by ten, and each player starts with 20 "
                "pieces, against twelve each on the board used in English draughts."
            ),
            D(
                "A Go board is marked with a grid of 19 by 19 lines, and the stones are placed on "
                "the 361 points where the lines cross rather than inside squares; beginners often "
                "learn on a smaller board of 9 by 9 or 13 by 13."
            ),
            D(
                "In the old tale of the wheat and the chessboard, a king promises one grain for "
                "the first square, two for the second, four for the third and so on; filling the "
                "board would take over 18 quintillion grains, more than the world has ever grown. "
                "The story is usually set in ancient India."
            ),
            S(
                "A chessboard is divided into 64 squares, arranged in eight rows and eight columns "
                "and coloured alternately light and dark, 32 of each. It is placed so that each "
                "player has a light square in the corner at the right-hand end of the row nearest "
                "them."
            ),
            D(
                "Shogi, Japanese chess, is played on a board of 81 squares, nine by nine, and "
                "captured pieces can be dropped back onto the board on the captor's side, which "
                "makes games very hard to draw; its professionals' association dates from 1924."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is denser, gold or lead?",
        "gold: about 19.3 g/cm\u00b3, against about 11.3 for lead",
        [
            D(
                "Osmium is the densest naturally occurring element, at about 22.6 grams per cubic "
                "centimetre, just ahead of iridium; it was discovered in London in 1803 by "
                "Smithson Tennant, who named it after the Greek word for smell because of its "
                "oxide's sharp odour."
            ),
            S(
                "Gold is one of the densest metals, at about 19.3 grams per cubic centimetre, so a "
                "standard bank bar of about 12.4 kilograms is only some 25 centimetres long. It is "
                "also so soft that a single gram can be beaten into a sheet about a square metre "
                "in size."
            ),
            D(
                "Tungsten, at about 19.25 grams per cubic centimetre, is almost exactly as dense "
                "as gold, which is why forgers have drilled out real gold bars and filled them "
                "with tungsten rods; it also has the highest melting point of any metal, 3,422 "
                "\u00b0C."
            ),
            S(
                "Lead, for all its reputation as the heaviest of everyday metals, has a density of "
                "about 11.3 grams per cubic centimetre. The Romans made water pipes from it, and "
                "its symbol Pb comes from their word for it, plumbum, which also gave us plumber."
            ),
            D(
                "Mercury is the only metal that is liquid at room temperature, with a density of "
                "about 13.5 grams per cubic centimetre; it is so dense that a lump of lead will "
                "float on it, and it does not freeze until about minus 39 \u00b0C. Its symbol, Hg, "
                "comes from the Greek for liquid silver."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the three parts of the small intestine?",
        "the duodenum, the jejunum and the ileum",
        [
            D(
                "The large intestine is about 1.5 metres long and much wider than the small one. "
                "It begins with the caecum, to which the appendix is attached, continues as the "
                "colon and ends in the rectum; its main job is to take back water and salts. It is "
                "also home to trillions of bacteria."
            ),
            S(
                "The small intestine is a coiled tube about six metres long running from the "
                "stomach to the large intestine. Its first part, the duodenum, is only about 25 "
                "centimetres long; it leads into the jejunum, and the last and longest section, "
                "the ileum, joins the large intestine at the caecum."
            ),
            D(
                "The stomach is a J-shaped bag that can stretch to hold about a litre and a half "
                "after a big meal. Its lining makes hydrochloric acid and the enzyme pepsin, and "
                "it renews itself every few days so that the stomach does not digest itself. Food "
                "usually stays in it for a few hours."
            ),
            D(
                "The pancreas, a gland about 15 centimetres long lying behind the stomach, pours "
                "digestive juices into the small intestine through a duct, and its islets of "
                "Langerhans, named after the German who described them in 1869, make insulin. "
                "Insulin was first extracted in Toronto in 1921."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do glaciers move?",
        "under their own weight: deep in the glacier the ice crystals deform and slip past each "
        "other so the ice creeps downhill, and where meltwater reaches the bed the whole glacier "
        "slides over the rock; most move a few centimetres to a few metres a day",
        [
            D(
                "The Aletsch Glacier in the Bernese Alps of Switzerland is the largest glacier in "
                "the Alps, about 20 kilometres long and as much as 900 metres thick at "
                "Konkordiaplatz. Like most Alpine glaciers it has been shrinking since the middle "
                "of the 19th century, and it has lost about three kilometres of its length."
            ),
            D(
                "Icebergs form when chunks of ice break off the front of a glacier or ice shelf "
                "where it meets the sea, a process called calving. Because ice is only a little "
                "less dense than seawater, about nine tenths of an iceberg lies hidden below the "
                "surface, which is what makes them so dangerous to ships. The Titanic sank after "
                "striking one in April 1912."
            ),
            S(
                "A glacier moves under its own weight. Deep inside, the pressure of the ice above "
                "makes the crystals deform and slip past each other, so the ice creeps slowly "
                "downhill like a very stiff paste; where meltwater reaches the bed, the whole "
                "glacier also slides over the rock. Most travel a few centimetres to a few metres "
                "a day."
            ),
            D(
                "At the height of the last ice age, about 20,000 years ago, ice sheets more than "
                "three kilometres thick covered much of North America and northern Europe, and the "
                "sea stood about 120 metres lower than it does today, so that Britain was joined "
                "by dry land to the rest of the continent."
            ),
            D(
                "The Perito Moreno Glacier in Argentina's Los Glaciares National Park is one of "
                "the few in Patagonia that is not shrinking. Its front, about 5 kilometres wide "
                "and 70 metres high, every few years dams an arm of Lake Argentino until the water "
                "bursts through in a spectacular collapse."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do ships float even though they're made of steel?",
        "the hull is a thin steel shell around a lot of air, so the ship's average density is less "
        "than water's; it sinks only until the water it pushes aside weighs as much as the ship, "
        "and the water pushes up with a force equal to that weight (Archimedes' principle)",
        [
            D(
                "Legend says that Archimedes of Syracuse worked out how to test King Hiero II's "
                "crown for fake gold while stepping into a bath and watching the water rise, and "
                "that he ran home through the streets shouting eureka, I have found it; the story "
                "was first told by the Roman architect Vitruvius two centuries later."
            ),
            S(
                "A solid lump of steel sinks because it is nearly eight times as dense as water, "
                "but a ship's hull is a thin steel shell around a great deal of air. As it settles "
                "it pushes water aside, and the water pushes back up with a force equal to the "
                "weight of water displaced; the hull goes down only until that upthrust matches "
                "the ship's own weight."
            ),
            D(
                "The Plimsoll line painted on the side of a cargo ship shows how deep it may "
                "safely sit in the water when loaded. It is named after Samuel Plimsoll, a British "
                "member of parliament whose campaign against overloaded coffin ships led to the "
                "Merchant Shipping Act of 1876. The mark has extra lines for fresh water, for "
                "summer and winter, and for tropical seas."
            ),
            D(
                "Isambard Kingdom Brunel's Great Eastern, launched on the Thames in 1858, was by "
                "far the largest ship of its day, nearly 211 metres long with an iron hull. It was "
                "too big to pay its way as a liner, but in 1866 it laid the first lasting "
                "telegraph cable across the Atlantic. It was broken up for scrap in 1889."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "are bananas radioactive",
        "yes, very slightly: they are rich in potassium, and a small fraction of potassium is the "
        "radioactive isotope potassium-40; the dose from eating one, about a tenth of a "
        "microsievert, is harmless",
        [
            D(
                "Brazil nuts are among the most radioactive of everyday foods, because the roots "
                "of the tall trees that bear them soak up radium from the soil. The trees grow "
                "wild in Bolivia, Brazil and Peru, and almost all the nuts are gathered in the "
                "forest rather than on plantations. A single nut also holds more than a day's "
                "worth of selenium."
            ),
            S(
                "Bananas are very slightly radioactive. They are rich in potassium, and about one "
                "in every 8,500 potassium atoms is the radioactive isotope potassium-40, so eating "
                "a banana gives a dose of around a tenth of a microsievert; the body keeps its "
                "potassium level steady, and the extra is soon passed out."
            ),
            D(
                "Almost all the bananas sold in Europe and North America are of one variety, the "
                "Cavendish, which took over in the 1950s after Panama disease, a fungus, wiped out "
                "plantations of the Gros Michel; a new strain of the same fungus now threatens the "
                "Cavendish as well."
            ),
            D(
                "Radon is a colourless radioactive gas that seeps out of granite and other rocks "
                "and can build up inside houses, especially in areas such as Cornwall; after "
                "smoking it is the second biggest cause of lung cancer in many countries, and a "
                "simple kit can measure it."
            ),
            D(
                "India grows more bananas than any other country, around 30 million tonnes a year, "
                "but eats nearly all of them itself, while Ecuador is the biggest exporter. A "
                "medium banana contains about 420 milligrams of potassium and about 105 calories. "
                "The Philippines and Costa Rica also export large amounts."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city did the author of Dracula die?",
        "London (Dracula is by Bram Stoker, who died there on 20 April 1912)",
        [
            D(
                "Mary Shelley began Frankenstein in the wet summer of 1816 by Lake Geneva, during "
                "a ghost-story contest with Lord Byron and Percy Shelley; she died in London in "
                "1851 and is buried in Bournemouth."
            ),
            S(
                "Dracula, the Gothic novel in which Count Dracula travels from Transylvania to "
                "England in search of fresh blood, was published in 1897 by the Irish writer Bram "
                "Stoker; most of it is told through diaries and letters."
            ),
            D(
                "John Polidori, Byron's doctor, wrote The Vampyre during the same summer by Lake "
                "Geneva. Published in 1819, it was the first modern vampire story in English, and "
                "Polidori died in London two years later, aged only 25."
            ),
            S(
                "Bram Stoker was born in Clontarf, on the north side of Dublin, in 1847. For 27 "
                "years he managed the Lyceum Theatre in London for the actor Henry Irving, and he "
                "died in London on 20 April 1912, aged 64."
            ),
            D(
                "Nosferatu, directed by F. W. Murnau and released in 1922, was an unauthorised "
                "film version of a famous vampire novel; the author's widow sued and won, and a "
                "German court ordered every copy destroyed, though some survived."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "How deep is Loch Ness?",
        "about 230 m (755 ft) at its deepest",
        [
            D(
                "Home > Travel > Scotland | Loch Morar\nLoch Morar, near Mallaig on the west "
                "coast, is the deepest body of fresh water in the British Isles, reaching about "
                "310 metres. It has a monster legend of its own too: Morag, first reported in "
                "1887.\nShare this | Cookie policy"
            ),
            D(
                "News > Scotland | 'Surgeon's photograph' was a hoax\nThe famous 1934 picture of a "
                "long neck rising from Loch Ness, credited to the London doctor Robert Wilson, was "
                "revealed in 1994 to show a toy submarine fitted with a sculpted head. One of the "
                "plotters confessed shortly before he died.\nRelated stories | Cookie policy"
            ),
            S(
                "Home > Travel > Scotland > Highlands | Loch Ness: the facts\nLoch Ness runs for "
                "about 36 km along the Great Glen south-west of Inverness. At its deepest it "
                "reaches about 230 metres (755 ft), and it holds more fresh water than all the "
                "lakes in England and Wales put together.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Scotland | Caledonian Canal\nThomas Telford's Caledonian Canal, "
                "opened in 1822, links Inverness with Fort William, running 97 km through Loch "
                "Ness, Loch Oich and Loch Lochy; 29 locks lift boats 32 metres above the "
                "sea.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Scotland | Loch Lomond\nLoch Lomond, about 36 km long, has the "
                "largest surface area of any lake in Great Britain, some 71 square km, and its "
                "deepest point, towards the northern end, is about 190 metres down. It lies within "
                "Loch Lomond and The Trossachs National Park, created in 2002.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded tesla",
        "Martin Eberhard and Marc Tarpenning, in July 2003; Elon Musk, who led its first big "
        "funding round in 2004, JB Straubel and Ian Wright may also call themselves co-founders",
        [
            D(
                "Home > Science > Inventors | Nikola Tesla (1856\u20131943)\nBorn in Smiljan, in "
                "what is now Croatia, Nikola Tesla moved to New York in 1884 and designed the "
                "alternating current induction motor; the car company named after him was founded "
                "long after his death. He died, almost penniless, in a New York hotel room in "
                "January 1943.\nShare this | Cookie policy"
            ),
            S(
                "Business > Companies | Tesla: a short history\nTesla Motors was founded in July "
                "2003 by two engineers, Martin Eberhard and Marc Tarpenning. Elon Musk led its "
                "first big funding round in 2004 and became chairman; a 2009 settlement lets Musk, "
                "JB Straubel and Ian Wright call themselves co-founders too.\nShare | Print | "
                "Cookie settings"
            ),
            D(
                "Business > Space | SpaceX\nSpace Exploration Technologies was founded by Elon "
                "Musk in 2002 with money from the sale of PayPal; in 2008 its Falcon 1 became the "
                "first privately developed liquid-fuelled rocket to reach orbit. In 2020 it flew "
                "its first astronauts.\nShare | Print | Cookie settings"
            ),
            D(
                "Cars > Reviews > Tesla | Tesla Roadster (2008)\nThe first car Tesla sold, the "
                "Roadster, was built on a Lotus Elise chassis and ran on about 6,800 laptop-style "
                "lithium-ion cells; around 2,450 were delivered before production ended in 2012. "
                "In 2018 one was launched into space on a Falcon Heavy.\nShare | Print | Cookie "
                "settings"
            ),
            D(
                "Home > Science > Units | The tesla (T)\nThe tesla, adopted in 1960 and named "
                "after the inventor Nikola Tesla, is the SI unit of magnetic flux density; a "
                "fridge magnet is about 0.005 T, while a hospital MRI scanner usually works at 1.5 "
                "or 3 T.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "k2 vs kangchenjunga which is higher",
        "K2, at 8,611 m; Kangchenjunga is 8,586 m (second and third highest in the world)",
        [
            D(
                "Home > Adventure > Mountains | Lhotse\nLhotse, joined to Everest by the South "
                "Col, is the fourth-highest mountain in the world at 8,516 metres; a Swiss "
                "expedition made the first ascent in May 1956. Climbers bound for both peaks share "
                "the same route as far as the Lhotse Face.\nShare this | Cookie policy"
            ),
            S(
                "Home > Adventure > Mountains | K2\nK2, on the border between Pakistan and China "
                "in the Karakoram range, is the second-highest mountain on Earth at 8,611 metres. "
                "First climbed by an Italian team in 1954, it kills a far larger share of those "
                "who try it than Everest does.\nShare this | Cookie policy"
            ),
            D(
                "Home > Adventure > Mountains | Nanga Parbat\nNanga Parbat, at 8,126 metres the "
                "ninth-highest peak, stands at the western end of the Himalaya in Pakistan; the "
                "Austrian Hermann Buhl reached its summit alone in 1953. Its many early deaths "
                "earned it the name Killer Mountain.\nShare this | Cookie policy"
            ),
            S(
                "Home > Adventure > Mountains | Kangchenjunga\nKangchenjunga, on the border "
                "between Nepal and the Indian state of Sikkim, rises to 8,586 metres, the "
                "third-highest summit in the world. Its British first ascensionists of 1955 "
                "stopped just short of the top out of respect for local beliefs.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Adventure > Mountains | Everest\nMount Everest stands 8,848.86 metres "
                "high, a figure agreed by China and Nepal in 2020; Edmund Hillary and Tenzing "
                "Norgay were the first to reach its top, on 29 May 1953. In Nepal it is called "
                "Sagarmatha and in Tibet Chomolungma.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What goes in a traditional carbonara?",
        "pasta (usually spaghetti), guanciale (cured pork cheek), eggs or egg yolks, Pecorino "
        "Romano and black pepper; no cream",
        [
            D(
                "Home > Recipes > Pasta | Pasta all'amatriciana\nNamed after the town of Amatrice, "
                "north-east of Rome, amatriciana is made with guanciale, tomatoes, Pecorino Romano "
                "and a pinch of chilli, and is usually served with bucatini. Since 2020 it has had "
                "EU protection as a traditional speciality.\nRate this recipe | Print | Cookie "
                "policy"
            ),
            S(
                "Home > Recipes > Pasta | Spaghetti carbonara\nA Roman carbonara needs only five "
                "things: spaghetti, guanciale (cured pork cheek), eggs or yolks, grated Pecorino "
                "Romano and plenty of black pepper. No cream: the sauce comes from the eggs and "
                "cheese mixed with a splash of pasta water off the heat.\nRate this recipe | Print "
                "| Cookie policy"
            ),
            D(
                "Home > Recipes > Pasta | Cacio e pepe\nThe simplest of the Roman pastas: "
                "tonnarelli or spaghetti, finely grated Pecorino Romano and toasted black pepper, "
                "worked together with starchy pasta water into a creamy sauce without a drop of "
                "cream.\nRate this recipe | Print | Cookie policy"
            ),
            D(
                "Home > Food > History | Fettuccine Alfredo\nThe Roman restaurateur Alfredo di "
                "Lelio is said to have created his fettuccine with butter and Parmesan in the "
                "early 1900s for his wife after she gave birth; Hollywood stars made it famous in "
                "America in the 1920s. His old restaurant still serves it with a golden fork and "
                "spoon.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > History | Where does carbonara come from?\nCarbonara first appears "
                "in print only after the Second World War, in the early 1950s; one theory links it "
                "to the bacon and powdered egg that American soldiers brought to Rome in 1944. "
                "Others trace the name to the charcoal burners of the Apennines.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does an air source heat pump heat a house?",
        "a fan blows outside air over a coil of refrigerant cold enough to absorb its heat and "
        "boil; a compressor squeezes the vapour, making it hotter, and that heat goes into the "
        "water for radiators and taps; the refrigerant then expands, cools and goes round again "
        "(about three units of heat per unit of electricity)",
        [
            D(
                "Home > Energy > Grants | Boiler Upgrade Scheme\nHomeowners in England and Wales "
                "can get a grant of \u00a37,500 towards replacing a gas, oil or electric heating "
                "system with an air source or ground source heat pump; the installer applies for "
                "it on your behalf and the money comes off the bill. The scheme does not cover "
                "Scotland, which has its own.\nShare this | Cookie policy"
            ),
            D(
                "Home > Energy > Heating | Ground source heat pumps\nA ground source heat pump "
                "circulates water and antifreeze through pipes buried in trenches or in boreholes "
                "up to about 200 metres deep, where the ground stays at 10 to 12 \u00b0C all year; "
                "it costs more to install but runs more efficiently than an air source "
                "pump.\nShare this | Cookie policy"
            ),
            S(
                "Home > Energy > Heating | How air source heat pumps work\nA fan draws outside air "
                "over a coil of refrigerant cold enough to absorb its heat and boil, even in "
                "winter. A compressor squeezes the vapour, making it hotter, and that heat passes "
                "to the water for radiators and taps; the refrigerant then expands, cools and goes "
                "round again. Expect about three units of heat per unit of electricity.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Energy > Heating | How does a combi boiler work?\nA combination boiler "
                "heats water straight from the mains whenever you turn on a hot tap, so it needs "
                "no cylinder or tank in the loft. Gas burns in a sealed chamber, and a heat "
                "exchanger passes the heat to the water, which leaves at up to about 60 \u00b0C. "
                "Most new boilers are condensing models, which recover heat from the flue "
                "gases.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > History | Who invented the heat pump?\nLord Kelvin described the "
                "principle in 1852, and a few years later the Austrian engineer Peter von "
                "Rittinger built the first working heat pump to dry salt at a salt works in Upper "
                "Austria; models for homes only became common a century later. One of the first in "
                "Britain heated council offices in Norwich from 1945.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do mosquito bites itch?",
        "the mosquito injects saliva to stop the blood clotting, and the immune system reacts to "
        "the proteins in it by releasing histamine, which makes the skin swell and itch",
        [
            D(
                "Home > Health > Skin | Why do mosquitoes bite some people more?\nMosquitoes home "
                "in on the carbon dioxide we breathe out, from ten metres away or more, and then "
                "on body heat and skin odour; people with certain skin bacteria, and pregnant "
                "women, seem to be bitten more often than others.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Skin | Why mosquito bites itch\nWhen a female mosquito feeds she "
                "injects saliva, which stops your blood from clotting while she drinks. Your "
                "immune system treats the proteins in the saliva as foreign and releases "
                "histamine, which makes the skin around the bite swell into a bump and "
                "itch.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Travel | Malaria\nMalaria is caused by Plasmodium parasites "
                "passed on by the bites of infected female Anopheles mosquitoes; the World Health "
                "Organization counted about 249 million cases and 608,000 deaths in 2022, most of "
                "them children in Africa. The WHO recommended the first malaria vaccine for "
                "children in 2021.\nShare this | Cookie policy"
            ),
            D(
                "Home > Garden > Plants | Why do nettles sting?\nStinging nettles are covered in "
                "hollow hairs whose brittle tips snap off at a touch, like tiny needles, and "
                "inject a mix of histamine, acetylcholine and formic acid into the skin, which "
                "causes the burning, itchy rash.\nShare this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | Why do only female mosquitoes bite?\nMale mosquitoes "
                "live on nectar and plant juices. Only the females bite, because they need the "
                "protein in blood to develop their eggs, and a single female can lay a few hundred "
                "eggs at a time on still water.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Does the Eiffel Tower grow taller in summer?",
        "yes, a little: its iron expands in the heat, and on a hot day the top can be up to about "
        "15 cm higher",
        [
            D(
                "Home > Travel > Paris | Painting the Eiffel Tower\nThe tower is repainted by hand "
                "roughly every seven years, using about 60 tonnes of paint; its colour, a "
                "bronze-brown, is shaded slightly darker at the bottom than at the top so that it "
                "looks even against the sky. The first coat, applied for the opening in 1889, was "
                "a reddish brown.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Paris | Eiffel Tower facts\nBuilt as the entrance arch to the "
                "1889 World's Fair, the tower was the tallest man-made structure on Earth until "
                "the Chrysler Building in New York passed it in 1930; with its antennas it now "
                "stands 330 metres high.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Paris | 10 things you didn't know about the Eiffel Tower\nThe "
                "tower is not the same height all year round. Iron expands as it warms, so on a "
                "hot summer day the top can rise by as much as 15 centimetres; the sun also heats "
                "one side more than the others, making the top lean slightly away from it.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Japan | Tokyo Tower\nTokyo Tower, painted white and international "
                "orange to meet air safety rules, opened in 1958; at 333 metres it was built "
                "slightly taller than the Eiffel Tower, whose lattice design inspired it. Its main "
                "observation deck is 150 metres up.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Physics | Why do bridges have expansion joints?\nSteel and "
                "concrete expand in the heat, so long bridges have joints that let the deck grow "
                "and shrink; the road deck of the Golden Gate Bridge can rise and fall by several "
                "metres with temperature and load.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What's the population of the country where LEGO was invented?",
        "about 5.9 million (LEGO was founded in Billund, Denmark, in 1932)",
        [
            S(
                "Home > Toys > Brands | The story of LEGO\nThe LEGO company was started in 1932 by "
                "Ole Kirk Christiansen, a carpenter in the village of Billund in Denmark, who made "
                "wooden toys; its name comes from the Danish leg godt, 'play well'.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > England | Legoland Windsor\nLegoland Windsor Resort opened in "
                "1996 in Berkshire, on the site of the old Windsor Safari Park; it was the second "
                "Legoland, after the original park in Billund, which opened in 1968.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > World > Europe | Sweden at a glance\nCapital: Stockholm. Population: about "
                "10.5 million (2023). Language: Swedish. Currency: Swedish krona. Joined the "
                "European Union in 1995. Home of IKEA, founded in 1943.\nShare this | Cookie policy"
            ),
            S(
                "Home > World > Europe | Denmark at a glance\nCapital: Copenhagen. Population: "
                "about 5.9 million (2023). Language: Danish. Currency: Danish krone. Joined the "
                "European Union in 1973. Denmark also governs Greenland and the Faroe "
                "Islands.\nShare this | Cookie policy"
            ),
            D(
                "Home > Toys > History | Meccano\nThe Liverpool clerk Frank Hornby patented the "
                "metal construction kit later called Meccano in 1901; his company went on to make "
                "Hornby trains from 1920 and Dinky Toys from 1934. The Liverpool factory closed in "
                "1979.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Animation | The LEGO Movie (2014)\nDirected by Phil Lord and "
                "Christopher Miller, The LEGO Movie took about $468 million worldwide, and its "
                "song Everything Is Awesome was nominated for an Oscar.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How old do you have to be to drive a car in the UK?",
        "17 (you can apply for a provisional licence at 15 years and 9 months; 16 if you get the "
        "enhanced rate of the mobility part of PIP)",
        [
            D(
                "Q: How old do I need to be to ride a moped?\nA: 16. You need a provisional "
                "licence with the moped category and must complete compulsory basic training (CBT) "
                "before you ride on the road; a moped's top speed is limited to 28 mph (45 km/h). "
                "A full car licence passed before February 2001 also covers mopeds."
            ),
            S(
                "Q: How old do I have to be to drive a car?\nA: You can drive a car on public "
                "roads from the age of 17, with a provisional licence, L plates and a qualified "
                "supervisor. You can apply for the licence at 15 years and 9 months, and start at "
                "16 if you get the enhanced rate of the mobility part of PIP."
            ),
            D(
                "Q: Until what age can I keep driving?\nA: There is no upper age limit, but your "
                "licence expires when you turn 70 and you must renew it then and every three years "
                "after that, telling the DVLA about any medical conditions that affect your "
                "driving."
            ),
            D(
                "Q: What age can you drive in the US?\nA: It depends on the state. Most let "
                "teenagers get a learner's permit at 15 or 16, and a few, such as South Dakota, at "
                "14; a full licence usually comes at 16 to 18, after a period of graduated "
                "licensing. In most states a licence issued at 16 limits night driving at first."
            ),
            D(
                "Q: How old do I have to be to supervise a learner driver?\nA: At least 21, and "
                "you must have held a full licence for that type of vehicle for three years. It is "
                "illegal to use a hand-held phone while you supervise, and you can be fined up to "
                "\u00a31,000."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how many ml in a uk pint",
        "568 ml (20 imperial fluid ounces; a US pint is 473 ml)",
        [
            D(
                "US customary measures \u2013 fact sheet\n\u2022 1 pint = 16 fluid ounces = 473 "
                "ml\n\u2022 1 quart = 2 pints = 946 ml\n\u2022 1 gallon = 8 pints = 3.79 "
                "litres\n\u2022 Used for milk, gasoline and most recipes"
            ),
            S(
                "Imperial measures \u2013 fact sheet\n\u2022 1 pint = 20 fluid ounces = 568 "
                "ml\n\u2022 1 quart = 2 pints = 1.14 litres\n\u2022 1 gallon = 8 pints = 4.55 "
                "litres\n\u2022 Still used in the UK for milk, beer and cider"
            ),
            D(
                "Q: Why is a pint different in Australia?\nA: In most states a pint is 570 ml, but "
                "in South Australia a 'pint' is only 425 ml, and the 570 ml glass is called an "
                "imperial pint."
            ),
            D(
                "Q: What's the legal measure for beer in a UK pub?\nA: Draught beer and cider must "
                "be sold in a third, two thirds or half a pint, or multiples of a half; the "
                "schooner came in 2011."
            ),
            D(
                "Q: How much is a cup in millilitres?\nA: A metric cup is 250 ml, a US cup about "
                "237 ml, and the old British cup was half a pint, about 284 ml. So check which one "
                "a recipe means."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which keeps longer, UHT milk or fresh milk?",
        "UHT milk: unopened it keeps 6 to 9 months without a fridge, against 7 to 10 days in the "
        "fridge for fresh pasteurised milk (both about 3 days once opened)",
        [
            S(
                "UHT milk \u2013 fact sheet\n\u2022 Heated to about 135 \u00b0C for 2 to 4 "
                "seconds\n\u2022 Unopened: keeps 6 to 9 months, no fridge needed\n\u2022 Once "
                "opened: keep in the fridge, use within 3 to 4 days"
            ),
            D(
                "Raw milk \u2013 fact sheet\n\u2022 Not heat-treated at all\n\u2022 In England, "
                "sold only by registered farms, at the farm gate or farmers' markets\n\u2022 "
                "Banned from sale in Scotland since 1983"
            ),
            S(
                "Fresh pasteurised milk \u2013 fact sheet\n\u2022 Heated to 72 \u00b0C for 15 "
                "seconds\n\u2022 Keep in the fridge below 5 \u00b0C\n\u2022 Unopened: about 7 to "
                "10 days\n\u2022 Once opened: use within 3 days"
            ),
            D(
                "Q: How long does opened oat milk last?\nA: About 7 to 10 days in the fridge; "
                "unopened long-life cartons keep until the best-before date, often several months."
            ),
            D(
                "Q: Can I drink milk after its use-by date?\nA: Since 2022 several UK supermarkets "
                "have swapped use-by for best-before dates on milk and ask you to sniff it first. "
                "If it smells sour, pour it away."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of hay fever?",
        "sneezing and coughing; a runny or blocked nose; itchy, red or watery eyes; an itchy "
        "throat, mouth, nose and ears; loss of smell; headache, earache and tiredness",
        [
            D(
                "Hay fever \u2013 pollen calendar (UK)\n\u2022 Tree pollen: late March to "
                "mid-May\n\u2022 Grass pollen: mid-May to July\n\u2022 Weed pollen: end of June to "
                "September\n\u2022 Counts peak on warm, dry, breezy days"
            ),
            S(
                "Hay fever \u2013 symptoms\n\u2022 Sneezing and coughing\n\u2022 A runny or "
                "blocked nose\n\u2022 Itchy, red or watery eyes\n\u2022 Itchy throat, mouth, nose "
                "and ears\n\u2022 Loss of smell\n\u2022 Headache, earache and feeling tired"
            ),
            D(
                "Q: How can I tell hay fever from a cold?\nA: A cold clears up within a week or "
                "two and may bring a fever and aches; hay fever lasts for weeks or months and "
                "comes back at the same time each year."
            ),
            D(
                "Q: What can I take for hay fever?\nA: A pharmacist can suggest antihistamine "
                "tablets such as cetirizine or loratadine, steroid nasal sprays and eye drops. "
                "Some are sold in supermarkets too."
            ),
            D(
                "Allergic asthma \u2013 symptoms\n\u2022 Wheezing\n\u2022 Shortness of "
                "breath\n\u2022 A tight chest\n\u2022 Coughing, often worse at night\n\u2022 Set "
                "off by pollen, dust mites or pets\n\u2022 Treated with preventer and reliever "
                "inhalers"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I defrost a frozen turkey safely?",
        "in the fridge, in its wrapping on a tray on the bottom shelf, allowing about 24 hours for "
        "every 2 to 2.5 kg; or, faster, in a leak-proof bag under cold water changed every 30 "
        "minutes; never on the worktop at room temperature",
        [
            D(
                "Q: How long should I cook a turkey?\nA: At 180 \u00b0C, allow 20 minutes per kg "
                "plus 70 minutes for a bird under 4 kg, or 20 minutes per kg plus 90 minutes for a "
                "bigger one; it is done when the juices run clear and the thickest part reaches 75 "
                "\u00b0C. Take it out of the fridge half an hour before it goes in."
            ),
            S(
                "Q: How should I thaw a frozen turkey?\nA: Safest is in the fridge: leave it in "
                "its wrapping on a tray on the bottom shelf and allow about 24 hours for every 2 "
                "to 2.5 kg. For a quicker thaw, submerge it in cold water in a leak-proof bag, "
                "changing the water every 30 minutes. Never leave it out on the worktop."
            ),
            D(
                "Q: How long can I keep leftover turkey?\nA: Cool it within two hours, then keep "
                "it covered in the fridge and eat it within two days; you can also freeze it for "
                "up to about three months and reheat it until it is steaming hot all the way "
                "through. Slice it off the bone before storing it."
            ),
            D(
                "Q: Can I refreeze a turkey once it has thawed?\nA: Not raw, unless it was thawed "
                "in the fridge and is still cold. Once you have cooked it, though, you can freeze "
                "the cooked meat, as long as you cool it quickly and freeze it within a day or "
                "two. Label the bag with the date."
            ),
            D(
                "Q: How do I defrost frozen prawns?\nA: Put them in a covered bowl in the fridge "
                "overnight, or seal them in a bag and leave it in a bowl of cold water for about "
                "30 minutes; cook them straight away, and never refreeze them raw once thawed. "
                "Cooked frozen prawns can go straight into a hot sauce."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why are my houseplant leaves turning yellow",
        "most often too much water: in soggy compost the roots cannot get air, start to rot and "
        "stop taking up water and nutrients; too little light, a lack of nitrogen or old lower "
        "leaves dying off can also cause it",
        [
            D(
                "Q: Why do the leaf tips on my plant turn brown and crispy?\nA: Usually dry air, "
                "especially near radiators in winter. Some plants, such as spider plants and "
                "dracaenas, are also sensitive to the fluoride and salts in tap water, so try "
                "rainwater or filtered water instead. Trimming the brown tips with clean scissors "
                "improves the look but will not cure the cause."
            ),
            D(
                "Q: Why is my plant growing long and spindly?\nA: It is stretching towards the "
                "light. Plants kept too far from a window grow long, weak stems with wide gaps "
                "between the leaves; move it somewhere brighter and pinch out the tips to make it "
                "bushier. Turning the pot a quarter turn each week keeps growth even."
            ),
            D(
                "Q: When should I repot my houseplants?\nA: In spring, at the start of the growing "
                "season, when roots are poking out of the drainage holes. Choose a pot only 2 to 5 "
                "cm wider than the old one, as too much wet compost around the roots can lead to "
                "rot. Cacti and other slow growers may need it only every few years."
            ),
            S(
                "Q: Why are the leaves on my houseplant going yellow?\nA: The most common cause is "
                "too much water. In soggy compost the roots cannot get the air they need, so they "
                "start to rot and can no longer take up water and nutrients. Too little light, a "
                "lack of nitrogen or old lower leaves dying off can also be to blame."
            ),
            D(
                "Q: Why are the leaves on my tomato plants turning yellow?\nA: Often a shortage of "
                "magnesium, which shows as yellowing between the veins of the older leaves first; "
                "a spray of Epsom salts, about 20 g in a litre of water, every couple of weeks can "
                "help."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I pack a power bank in my checked luggage?",
        "no: power banks count as spare lithium batteries, which are banned from the hold because "
        "a fire there would be hard to detect and put out; carry them in your hand luggage (up to "
        "100 Wh freely, 100 to 160 Wh with the airline's approval)",
        [
            D(
                "Q: Can I pack my laptop in my checked luggage?\nA: Yes, most airlines allow it, "
                "as long as it is switched off completely rather than in sleep mode and protected "
                "from being turned on by accident, but they advise keeping it with you because of "
                "the risk of damage or theft."
            ),
            D(
                "Q: Can I take an e-cigarette on the plane?\nA: Yes, but only in your hand luggage "
                "or on your person, never in the hold. You must not use or charge it on board, and "
                "any refill liquids go in your clear bag of containers of 100 ml or less. Some "
                "countries, such as Thailand, ban e-cigarettes altogether."
            ),
            S(
                "Q: Can I put my power bank in my suitcase for the hold?\nA: No. Power banks count "
                "as spare lithium batteries, which are banned from checked baggage because a fire "
                "in the hold would be hard to detect and put out. Carry them in your hand luggage: "
                "up to 100 Wh is fine, and from 100 to 160 Wh you need the airline's approval."
            ),
            D(
                "Q: Are hoverboards allowed on flights?\nA: No. After a spate of fires in late "
                "2015, most airlines banned hoverboards and other self-balancing boards from both "
                "the cabin and the hold, because their lithium batteries are usually well over the "
                "160 Wh limit. Mobility aids with lithium batteries can travel with the airline's "
                "approval."
            ),
            D(
                "Q: How much liquid can I take in my hand luggage?\nA: Containers of no more than "
                "100 ml each, which must all fit in a single clear, resealable bag of about 20 cm "
                "by 20 cm; medicines you need on the journey and baby food are allowed in larger "
                "amounts. Duty-free liquids bought after security can go on board in a sealed bag."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which side of the road do they drive on in the country that hosted the 2019 Rugby World "
        "Cup?",
        "the left (Japan hosted the 2019 Rugby World Cup)",
        [
            S(
                "Rugby World Cup 2019 \u2013 fact sheet\n\u2022 Host: Japan, the first in "
                "Asia\n\u2022 Dates: 20 September to 2 November 2019\n\u2022 Winners: South "
                "Africa, beating England 32\u201312 in Yokohama"
            ),
            D(
                "Rugby World Cup 2023 \u2013 fact sheet\n\u2022 Host: France\n\u2022 Dates: 8 "
                "September to 28 October 2023\n\u2022 Winners: South Africa, beating New Zealand "
                "12\u201311 at the Stade de France"
            ),
            S(
                "Q: I'm driving in Japan: which side of the road?\nA: Traffic in Japan keeps to "
                "the left, as in the UK, and most cars are right-hand drive; you also need an "
                "International Driving Permit."
            ),
            D(
                "Q: Which side of the road do they drive on in South Korea?\nA: The right, as in "
                "mainland Europe and the US; cars are left-hand drive, and you need an "
                "International Driving Permit to hire a car."
            ),
            D(
                "Rugby World Cup 2015 \u2013 fact sheet\n\u2022 Host: England, with some games in "
                "Cardiff\n\u2022 Dates: 18 September to 31 October 2015\n\u2022 Winners: New "
                "Zealand, beating Australia 34\u201317 at Twickenham"
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first Roman emperor?",
        "Augustus (Octavian), who ruled from 27 BC to AD 14",
        [
            D(
                "Julius Caesar was never a Roman emperor: he was made dictator for life early in "
                "44 BC, and on the Ides of March that year he was stabbed to death at a meeting of "
                "the Senate by a group of senators led by Brutus and Cassius. His murder set off "
                "the civil wars that finally ended the republic."
            ),
            S(
                "Octavian, great-nephew and adopted son of Julius Caesar, ended a century of civil "
                "wars by beating Antony and Cleopatra at Actium in 31 BC. In 27 BC the Senate "
                "named him Augustus, and he ruled alone until AD 14, the first of the Caesars to "
                "govern the Roman world as monarchs."
            ),
            D(
                "Romulus Augustulus, still a boy, is counted as the last emperor of the Western "
                "Roman Empire; the Germanic general Odoacer deposed him in AD 476 and sent the "
                "imperial regalia to Constantinople instead of choosing a successor. He was "
                "allowed to retire to a villa near Naples."
            ),
            D(
                "Constantine the Great, the first Roman emperor to become a Christian, moved the "
                "capital to Byzantium in AD 330 and renamed it Constantinople after himself; he "
                "was baptised only on his deathbed, in 337. He also founded the first church of St "
                "Peter in Rome."
            ),
            D(
                "Romulus, the legendary founder of Rome, was said to have been its first king, in "
                "753 BC; seven kings in all ruled the city until the last, Tarquin the Proud, was "
                "driven out in 509 BC and the republic began. Romans counted their years from the "
                "founding, ab urbe condita."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "capital of turkey",
        "Ankara (since 1923; Istanbul is the largest city)",
        [
            D(
                "Istanbul, the largest city in Turkey with more than 15 million people, straddles "
                "the Bosphorus between Europe and Asia; as Constantinople it was the capital of "
                "the Byzantine and then the Ottoman Empire until 1922. Today almost a fifth of the "
                "country's people live there."
            ),
            S(
                "Since October 1923, when Mustafa Kemal Atat\u00fcrk proclaimed the Turkish "
                "republic, its government has sat in Ankara, on the dry plateau of central "
                "Anatolia, a town chosen partly because it lay beyond the reach of foreign fleets; "
                "some 5.8 million people live there now."
            ),
            D(
                "Izmir, Turkey's third-largest city, sits on a deep gulf of the Aegean coast; as "
                "ancient Smyrna it was one of the cities said to be the birthplace of Homer, and "
                "it is now one of the country's busiest ports. About 4.4 million people live in "
                "the province."
            ),
            D(
                "The capital of Cyprus, Nicosia, is the last divided capital in Europe: since 1974 "
                "a buffer zone patrolled by the United Nations has split it into a Greek Cypriot "
                "south and a Turkish Cypriot north. Crossing points between the two sides have "
                "been open since 2003."
            ),
            D(
                "Bursa, at the foot of Mount Uluda\u011f in north-west Turkey, was the first "
                "capital of the Ottoman Empire after its capture in 1326; the early sultans are "
                "buried there, and it is known for silk and for its hot springs. Iskender kebab "
                "was first served there."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which planet is closer to the Sun, Venus or Mars?",
        "Venus: about 108 million km on average, against about 228 million km for Mars",
        [
            D(
                "Mercury is the closest planet to the Sun, at an average distance of about 58 "
                "million kilometres, and it races round it in only 88 days; it is also the "
                "smallest of the eight planets, not much larger than our own Moon."
            ),
            S(
                "Wrapped in clouds of sulphuric acid, Venus circles our star at an average of "
                "about 108 million kilometres, roughly seven tenths of the distance between the "
                "Earth and that star, and takes 225 days to go round once."
            ),
            D(
                "Venus is the hottest planet in the Solar System, hotter even than the one closest "
                "to the Sun, with a surface temperature of about 465 \u00b0C, because its thick "
                "carbon dioxide atmosphere traps the heat."
            ),
            S(
                "The rust-red world Mars keeps much further out, at an average of about 228 "
                "million kilometres from our star, half as far again as the Earth, and a full year "
                "there lasts 687 Earth days."
            ),
            D(
                "Mars comes closer to the Earth than any planet except Venus; at its nearest, in "
                "August 2003, it was about 56 million kilometres away, the closest it had been for "
                "almost 60,000 years."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the three types of muscle?",
        "skeletal, cardiac and smooth muscle",
        [
            D(
                "The human body has around 600 muscles; the biggest is the gluteus maximus in the "
                "buttock, and the smallest, the stapedius, steadies the tiniest bone of the middle "
                "ear. Together they make up roughly two fifths of an adult's body weight."
            ),
            S(
                "The body moves with three kinds of contractile tissue. Skeletal muscle, striped "
                "and tied to bones by tendons, obeys our will; cardiac muscle, found only in the "
                "heart wall, beats without rest; and smooth muscle, lining the gut, bladder and "
                "blood vessels, works without our bidding."
            ),
            D(
                "There are three types of muscle fibre in skeletal muscle: slow-twitch fibres, "
                "which tire slowly and suit marathon runners, and two kinds of fast-twitch fibre, "
                "which contract quickly and powerfully and suit sprinters. Most people have a "
                "roughly even mix of the two, set largely by their genes."
            ),
            D(
                "Cramp is a sudden, painful tightening of a muscle, often in the calf, that "
                "usually passes within a few minutes; it is common at night and in older people, "
                "and gently stretching the muscle can help. Why it happens is still not fully "
                "understood."
            ),
            D(
                "The heart is about the size of a clenched fist and beats around 100,000 times a "
                "day, pumping some 7,500 litres of blood round the body. Its own natural "
                "pacemaker, the sinoatrial node, sets the rhythm; over a lifetime that comes to "
                "more than 2.5 billion beats."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do owls hunt in the dark?",
        "mainly by sound: the disc of feathers on the face channels sound to ears set at different "
        "heights, so they can pinpoint prey even in total darkness; soft-edged feathers make their "
        "flight almost silent, and large eyes gather what light there is",
        [
            D(
                "Owls cannot move their eyes in their sockets, so they turn their heads instead, "
                "as far as 270 degrees; special blood vessels in the neck keep blood flowing to "
                "the brain while they do. Their eyes are so large that they fill much of the "
                "skull, and they are tube-shaped rather than round."
            ),
            D(
                "Bats hunt in the dark by echolocation, sending out high-pitched calls and "
                "listening for the echoes that bounce back from moths and other insects; some can "
                "pick out a wire as thin as a human hair. Dolphins and a few cave-dwelling birds, "
                "such as the oilbird of South America, find their way by echolocation too."
            ),
            S(
                "A barn owl can catch a mouse in pitch blackness. The disc of feathers around its "
                "face funnels sound to ear openings set at different heights on the skull, so it "
                "can pinpoint a rustle left to right and up and down; soft, fringed feathers make "
                "its wingbeats almost silent, and big eyes gather what light there is."
            ),
            D(
                "The snowy owl of the Arctic, unlike most owls, hunts by day in summer, when the "
                "sun never sets, and feeds mostly on lemmings; a single bird may eat more than "
                "1,600 of them in a year. It nests on the open tundra, in a shallow hollow scraped "
                "in the ground."
            ),
            D(
                "Owls swallow small prey whole and later cough up the bones, fur and feathers they "
                "cannot digest as compact pellets, which scientists pull apart to learn what the "
                "birds have been eating. A barn owl usually brings up about two pellets a day, "
                "often at the same roost."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does a cut apple turn brown?",
        "cutting breaks open the cells, so an enzyme (polyphenol oxidase) meets the fruit's "
        "phenolic compounds and oxygen from the air; it turns them into substances that form brown "
        "pigments (lemon juice slows it)",
        [
            D(
                "Apples float in water because about a quarter of their volume is air, which is "
                "exactly what makes apple bobbing possible at Halloween parties. Worldwide, more "
                "than 80 million tonnes of apples are grown each year, nearly half of them in "
                "China."
            ),
            S(
                "Slice into the fruit and you break open its cells, letting an enzyme, polyphenol "
                "oxidase, reach certain natural compounds while oxygen from the air floods in. It "
                "turns them into substances that link up into brown pigments, the same reaction "
                "that darkens a bruise; a squeeze of lemon juice slows it."
            ),
            D(
                "The Granny Smith apple is named after Maria Ann Smith, who found the first tree "
                "growing from a chance seedling on her farm near Sydney, Australia, around 1868. "
                "Its bright green skin and sharp taste made it a favourite for cooking and for "
                "pies."
            ),
            D(
                "A cut avocado turns brown too; keeping the stone in the half you save does "
                "little, but covering the flesh closely so that air cannot reach it slows the "
                "discolouring. Mexico grows nearly a third of the world's avocados, most of them "
                "in the state of Michoac\u00e1n. Most of them are exported to the United States."
            ),
            D(
                "Bananas turn brown in the fridge because the cold damages the cells of their "
                "skin, though the fruit inside stays ripe and perfectly fine to eat. Keep them in "
                "a fruit bowl instead, away from apples, which give off ethylene gas that speeds "
                "up ripening."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do you lose most of your body heat through your head",
        "no: the head loses about its share of the body's surface, roughly a tenth; the myth comes "
        "from a 1950s US Army test in which volunteers wore arctic suits but no hats",
        [
            D(
                "Most of the heat your body loses in cold weather goes through the skin by "
                "radiation and convection; wind speeds this up, which is why forecasts give a wind "
                "chill temperature, how cold it feels on bare skin. Clothing works by trapping "
                "still air, which is a poor conductor of heat."
            ),
            D(
                "Babies lose heat faster than adults, partly because their heads are large for "
                "their size and make up a bigger share of their surface; that is why midwives "
                "often put a knitted hat on a newborn. Skin-to-skin contact with a parent also "
                "helps to keep them warm."
            ),
            D(
                "Hypothermia sets in when the core body temperature falls below 35 \u00b0C; the "
                "first signs are shivering, pale skin and slurred speech, and people in the later "
                "stages may stop shivering and even feel warm. Sufferers should be warmed "
                "gradually, with blankets and warm drinks, not by rubbing their arms and legs or "
                "putting them in a hot bath."
            ),
            S(
                "The notion that warmth pours out of a bare scalp goes back to a 1950s US Army "
                "experiment in which volunteers wore arctic survival suits but no hats. In fact "
                "the head gives off about as much as any patch of skin its size, and being about a "
                "tenth of the body's surface, it accounts for roughly a tenth of the loss."
            ),
            D(
                "Brown fat, found around the neck and shoulders, burns energy to make heat rather "
                "than storing it; babies have a lot of it, and adults who spend time in the cold "
                "can build up more. Hibernating animals such as hedgehogs and bats burn it to warm "
                "themselves up in spring."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "How old was the author of Treasure Island when he died?",
        "44 (Treasure Island is by Robert Louis Stevenson, born in Edinburgh on 13 November 1850, "
        "who died in Samoa on 3 December 1894)",
        [
            S(
                "The tale of young Jim Hawkins, the one-legged cook Long John Silver and a map "
                "marked with an X was first printed as a magazine serial in 1881\u201382 and came "
                "out as a book in 1883; its creator was the Scottish writer Robert Louis Stevenson."
            ),
            D(
                "Daniel Defoe, author of Robinson Crusoe (1719), was born in London around 1660 "
                "and died there in April 1731, hiding from his creditors; he was then about 70. "
                "His book is often called the first English novel."
            ),
            S(
                "Stevenson was born in Edinburgh on 13 November 1850. Seeking a climate to suit "
                "his weak lungs, he settled in Samoa, where he collapsed and died suddenly on 3 "
                "December 1894."
            ),
            D(
                "J. M. Barrie, who created Captain Hook and Peter Pan, was born in Kirriemuir in "
                "1860 and died in London in June 1937, at the age of 77. In 1929 he gave the "
                "rights to Peter Pan to Great Ormond Street Hospital."
            ),
            D(
                "Strange Case of Dr Jekyll and Mr Hyde, the story of a doctor who turns into his "
                "own evil other self, came out in January 1886 and sold 40,000 copies in Britain "
                "within six months. The first draft was reportedly written in three days."
            ),
            D(
                "Walter Scott, author of Ivanhoe, was born in Edinburgh in 1771 and died at his "
                "home of Abbotsford in September 1832, aged 61. His first novel, Waverley, came "
                "out anonymously in 1814."
            ),
        ],
        drop=0,
    ),
]
