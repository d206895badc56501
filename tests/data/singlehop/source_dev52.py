"""The fifty-fourth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev51.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v40, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 313 characters and distractors 305; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who won the Battle of Bannockburn?",
        "Robert the Bruce (Robert I of Scots), over Edward II of England, in June 1314",
        [
            D(
                "Battle of Stirling Bridge: On 11 September 1297 William Wallace and Andrew Moray "
                "caught an English army under John de Warenne, Earl of Surrey, as it crossed the "
                "narrow bridge over the Forth at Stirling. Half the English were cut off and "
                "slaughtered, among them their treasurer, Hugh de Cressingham, and Moray later "
                "died of his wounds."
            ),
            D(
                "Battle of Falkirk: On 22 July 1298 Edward I of England brought William Wallace to "
                "battle near Falkirk. The Scots formed their spearmen in tight rings called "
                "schiltrons, but English and Welsh longbowmen shot them to pieces before the "
                "cavalry charged, and Wallace gave up the office of Guardian of Scotland soon "
                "afterwards."
            ),
            S(
                "Battle of Bannockburn: Fought on 23 and 24 June 1314 beside the Bannock Burn "
                "south of Stirling, the battle was won by Robert the Bruce, King Robert I of "
                "Scots, whose spearmen routed the much larger army that Edward II of England had "
                "led north to relieve Stirling Castle. It secured Bruce's crown, though the war "
                "went on until 1328."
            ),
            D(
                "Battle of Flodden: On 9 September 1513 James IV of Scotland, who had invaded "
                "England in support of his French allies, was defeated in Northumberland by an "
                "army under Thomas Howard, Earl of Surrey. The king was killed with many of his "
                "nobles, the last monarch in Britain to die in battle, and his infant son became "
                "James V."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "linotype machine inventor",
        "Ottmar Mergenthaler, whose Linotype was first used at the New York Tribune in 1886",
        [
            D(
                "Monotype machine: The Monotype system was patented in 1887 by Tolbert Lanston of "
                "Washington, DC. A keyboard punched holes in a paper roll, and a separate caster "
                "read the roll and cast each letter as a single piece of type, so that corrections "
                "could be made by hand; printers favoured it for fine book work."
            ),
            S(
                "Linotype machine: The Linotype was invented by Ottmar Mergenthaler, a German-born "
                "mechanic working in Baltimore, and first went into use at the New York Tribune in "
                "1886. An operator typed on a 90-key keyboard, and the machine gathered brass "
                "moulds and cast a whole line of type at once as a single slug of hot metal."
            ),
            D(
                "Rotary printing press: Richard March Hoe of New York built a press in 1843 that "
                "carried the type on a revolving cylinder instead of a flat bed, and his lightning "
                "press could print about 8,000 sheets an hour. Later web presses fed from a "
                "continuous roll of paper and made cheap mass-circulation newspapers possible from "
                "the 1860s."
            ),
            D(
                "Koenig steam press: Friedrich Koenig, a printer from Saxony, and the engineer "
                "Andreas Bauer built a steam-powered cylinder press in London, and The Times was "
                "printed on it for the first time on 29 November 1814. It turned out about 1,100 "
                "sheets an hour, several times the speed of a hand press worked by two men."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        (
            "Which opened first, the Stockton and Darlington Railway or the Liverpool and "
            "Manchester Railway?"
        ),
        (
            "the Stockton and Darlington Railway, on 27 September 1825, five years before the "
            "Liverpool and Manchester (15 September 1830)"
        ),
        [
            S(
                "Liverpool and Manchester Railway: Opened on 15 September 1830, the line between "
                "the two cities was the first inter-city railway worked entirely by steam "
                "locomotives to a timetable. The opening day was marred when William Huskisson, MP "
                "for Liverpool, was struck by a locomotive and died that evening."
            ),
            D(
                "Metropolitan Railway: The world's first underground railway opened in London on "
                "10 January 1863 between Paddington and Farringdon Street. Its tunnels were dug by "
                "cut-and-cover beneath the roads, its steam locomotives were meant to condense "
                "their own exhaust, and nearly 40,000 passengers rode it on the first day."
            ),
            D(
                "Great Western Railway: Founded in 1833 with Isambard Kingdom Brunel as its "
                "engineer, the company completed its line from London Paddington to Bristol in "
                "June 1841, once the Box Tunnel was finished. Brunel laid it to a broad gauge of 7 "
                "feet and a quarter inch, which the company gave up only in 1892."
            ),
            S(
                "Stockton and Darlington Railway: Opened on 27 September 1825, it was the first "
                "public railway to use steam locomotives. George Stephenson drove Locomotion No. 1 "
                "at the head of the first train, which carried coal and passengers, though horses "
                "still drew most of its passenger coaches for some years."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "What freedoms does the First Amendment protect?",
        (
            "freedom of religion (no established church and free exercise), freedom of speech, "
            "freedom of the press, the right to assemble peaceably and the right to petition the "
            "government"
        ),
        [
            D(
                "Second Amendment to the United States Constitution: Also ratified in 1791, it "
                "says that a well regulated militia being necessary to the security of a free "
                "state, the right of the people to keep and bear arms shall not be infringed. In "
                "District of Columbia v. Heller, in 2008, the Supreme Court read it as protecting "
                "an individual right."
            ),
            S(
                "First Amendment to the United States Constitution: Ratified on 15 December 1791 "
                "with the rest of the Bill of Rights, it forbids Congress to establish a religion "
                "or to stop its free exercise, and protects freedom of speech, freedom of the "
                "press, the right of the people to assemble peaceably and the right to petition "
                "the government."
            ),
            D(
                "Fifth Amendment to the United States Constitution: It requires a grand jury for "
                "serious federal charges, bars trying anyone twice for the same offence, lets a "
                "person refuse to be a witness against himself, which is why suspects plead the "
                "Fifth, and forbids taking private property for public use without just "
                "compensation."
            ),
            D(
                "Fourteenth Amendment to the United States Constitution: Ratified on 9 July 1868, "
                "after the Civil War, it made citizens of everyone born or naturalized in the "
                "United States, former slaves among them, and forbade any state to deny a person "
                "due process of law or the equal protection of the laws."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did the spinning jenny work?",
        (
            "turning a large wheel by hand drove a row of spindles (eight at first) while the "
            "spinner pushed a sliding bar that drew out and twisted the cotton, so one worker spun "
            "many threads at once"
        ),
        [
            D(
                "Water frame: Richard Arkwright patented the water frame in 1769. Pairs of rollers "
                "turning at different speeds stretched the cotton before spindles twisted it into "
                "a strong yarn, and because the machine was driven by a water wheel it was set up "
                "in mills such as the one he opened at Cromford in Derbyshire in 1771."
            ),
            D(
                "Spinning jenny: Hargreaves, a weaver of Stanhill near Blackburn, kept his machine "
                "quiet at first, but spinners who feared for their work broke into his home in "
                "1768 and smashed his frames. He moved to Nottingham, his patent of 1770 came too "
                "late to stop others copying it, and by his death in 1778 over 20,000 were in use."
            ),
            S(
                "Spinning jenny: James Hargreaves's jenny, built in Lancashire in about 1764, let "
                "one worker spin several threads at once. Turning a big wheel by hand drove a row "
                "of upright spindles, eight at first, while the spinner pushed a sliding bar that "
                "drew out the loose cotton rovings and twisted them into yarn on every spindle "
                "together."
            ),
            D(
                "Spinning mule: Samuel Crompton of Bolton finished his mule in 1779 but could not "
                "afford a patent, and sold the idea to local manufacturers for less than 70 "
                "pounds. It gave a fine, strong yarn suited to muslin, and later self-acting mules "
                "with hundreds of spindles filled the mills of Oldham and Manchester."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is the woolsack stuffed with wool",
        (
            "because Edward III, in the 14th century, had his Lord Chancellor sit on wool to show "
            "how much England's wealth rested on the wool trade"
        ),
        [
            D(
                "Lord Speaker: The office was created in 2006, when the Lord Chancellor stopped "
                "presiding over the House of Lords under the Constitutional Reform Act 2005. "
                "Helene Hayman was elected the first Lord Speaker on 4 July 2006, and the holder "
                "now chairs debates, though the Lords keep order among themselves."
            ),
            D(
                "Despatch boxes: The two boxes on the table of the House of Commons, across which "
                "ministers and the opposition front bench speak, were a gift from New Zealand "
                "after the chamber was destroyed by German bombing on 10 May 1941. They are made "
                "of puriri, a New Zealand hardwood, and replaced boxes lost in the fire."
            ),
            D(
                "Black Rod: At the State Opening of Parliament the door of the House of Commons is "
                "slammed in the face of Black Rod, the monarch's messenger from the Lords, and "
                "opened only after three knocks with the ebony staff. It recalls 1642, when "
                "Charles I burst in to arrest five members, and shows the independence of the "
                "Commons from the Crown."
            ),
            S(
                "Woolsack: The red seat of the Lord Speaker in the House of Lords is stuffed with "
                "wool because Edward III, in the 14th century, had his Lord Chancellor sit on a "
                "bale of it to show how much England's wealth rested on the wool trade. In 1938 it "
                "was found to hold horsehair and was refilled with wool from across the "
                "Commonwealth."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is Donoghue v Stevenson a Scottish case?",
        (
            "yes: it began in Paisley and reached the House of Lords on appeal from the Court of "
            "Session in Edinburgh"
        ),
        [
            D(
                "Carlill v Carbolic Smoke Ball Company: In this English case of 1892, Louisa "
                "Carlill of London used the company's smoke ball as directed and still caught "
                "influenza. The Court of Appeal held that the advert promising 100 pounds to any "
                "such user, backed by a deposit of 1,000 pounds, was an offer she had accepted by "
                "using it."
            ),
            S(
                "Donoghue v Stevenson: This Scottish case began in August 1928 at a caf\u00e9 in "
                "Paisley, where May Donoghue drank ginger beer from an opaque bottle said to hold "
                "a decomposed snail. On appeal from the Court of Session in Edinburgh, the House "
                "of Lords held 3 to 2 in 1932 that a manufacturer owes a duty of care to the "
                "consumer."
            ),
            D(
                "Rylands v Fletcher: In this English case a reservoir built for a Lancashire mill "
                "owner in 1860 burst into old mine shafts and flooded Thomas Fletcher's colliery "
                "next door. The House of Lords held in 1868 that someone who brings onto land "
                "anything likely to do harm if it escapes is liable for the damage, even without "
                "negligence."
            ),
            D(
                "Hedley Byrne v Heller: In this English case the London advertising agency Hedley "
                "Byrne relied on a bank reference from Heller and Partners about a client that "
                "soon went bust. The House of Lords held in 1963 that careless advice can give "
                "rise to liability for the loss it causes, but a disclaimer saved the bank."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the building that housed the Great Exhibition burn down?",
        "1936: the Crystal Palace, rebuilt at Sydenham, was destroyed by fire on 30 November 1936",
        [
            D(
                "Palace of Westminster: On 16 October 1834 workmen burning old wooden tally sticks "
                "overheated the furnaces under the House of Lords, and fire destroyed most of the "
                "medieval palace. Charles Barry won the competition to rebuild it, with Augustus "
                "Pugin designing the Gothic interiors, and the clock tower was finished in 1859."
            ),
            S(
                "Great Exhibition: The Great Exhibition of the Works of Industry of All Nations "
                "opened in Hyde Park, London, on 1 May 1851, organised by Prince Albert and Henry "
                "Cole. Over six million visitors saw its 100,000 exhibits inside the Crystal "
                "Palace, a vast hall of iron and glass designed by the gardener Joseph Paxton."
            ),
            D(
                "Alexandra Palace: Opened on 24 May 1873 on a hill in north London as a rival to "
                "the palace at Sydenham, the People's Palace burned down just 16 days later. It "
                "was rebuilt and reopened in 1875, and in 1936 it became the home of the BBC's "
                "first regular television service, broadcast from its south-east tower."
            ),
            S(
                "Crystal Palace: Joseph Paxton's iron and glass hall was taken down in 1852 and "
                "rebuilt, larger, on Sydenham Hill in south London, where it reopened in 1854 as a "
                "pleasure palace with gardens and fountains. On the night of 30 November 1936 a "
                "fire destroyed it within hours, watched by crowds across London."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "who designed the red phone box",
        "Giles Gilbert Scott, who won the 1924 competition with the K2 and designed the K6 of 1935",
        [
            D(
                "The blue police box was designed in 1929 by Gilbert Mackenzie Trench, the "
                "surveyor of the Metropolitan Police. Built of concrete with a wooden door, it "
                "held a telephone to the station and a lamp on top that flashed to call the "
                "constable on the beat, and the BBC borrowed its shape for the TARDIS in Doctor "
                "Who in 1963."
            ),
            D(
                "The Routemaster bus was styled by the industrial designer Douglas Scott, working "
                "with London Transport's engineers under A. A. M. Durrant. It entered service in "
                "London in 1956, with an open platform at the back for hopping on and off, and the "
                "last ones left regular routes in December 2005."
            ),
            S(
                "The red telephone box was designed by the architect Giles Gilbert Scott. He won a "
                "competition held in 1924 with the K2, a domed cast-iron kiosk said to owe its "
                "shape to John Soane's tomb in St Pancras Old Churchyard, and his smaller K6 of "
                "1935, made for George V's Silver Jubilee, spread across Britain."
            ),
            D(
                "Belisha beacons, the amber globes on black and white poles at zebra crossings, "
                "are named after Leslie Hore-Belisha, Minister of Transport in 1934, when they "
                "first appeared. His Road Traffic Act of that year also brought in the compulsory "
                "driving test and a 30 mph limit in built-up areas."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "Who made the first jigsaw puzzle?",
        "John Spilsbury, a London engraver and mapmaker, in about 1766",
        [
            D(
                "The jigsaw as a power tool was created in 1946 by Albert Kaufmann, an engineer at "
                "the Swiss firm Scintilla, who replaced the needle of his wife's sewing machine "
                "with a small saw blade. Scintilla sold it the next year as the Lesto, and its "
                "straight blade, moving up and down, cuts tight curves in wood, plastic and sheet "
                "metal."
            ),
            D(
                "The first crossword puzzle is credited to Arthur Wynne, a journalist born in "
                "Liverpool, whose diamond-shaped word-cross appeared in the New York World on 21 "
                "December 1913. Crossword books became a craze in the 1920s, and The Times printed "
                "its first crossword in 1930."
            ),
            D(
                "Snakes and ladders comes from Moksha Patam, an old Indian board game in which "
                "ladders stood for virtues and snakes for vices on the way to salvation. British "
                "families took it up in the 1890s, and Milton Bradley sold it in the United States "
                "as Chutes and Ladders from 1943."
            ),
            S(
                "The first jigsaw puzzle is credited to John Spilsbury, a London engraver and "
                "mapmaker, who in about 1766 glued a map of the world to a thin board of mahogany "
                "and cut round the borders of the countries. He sold these dissected maps as "
                "teaching aids, so that children could learn geography by putting the pieces back "
                "together."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came first, the penny-farthing or the safety bicycle?",
        (
            "the penny-farthing, from about 1870, some fifteen years before John Kemp Starley's "
            "Rover safety bicycle of 1885"
        ),
        [
            S(
                "The penny-farthing, with its huge front wheel and tiny rear one, appeared in "
                "about 1870, and James Starley and William Hillman's Ariel of 1871 made it popular "
                "in Britain. Since the pedals turned the front wheel directly, a bigger wheel went "
                "faster, but a sudden stop could throw the rider over the handlebars."
            ),
            D(
                "The first two-wheeled machine was the running machine of Karl Drais, a forester "
                "of Baden, who rode it about 13 km from Mannheim on 12 June 1817. It had no pedals "
                "and weighed some 22 kg: the rider pushed it along with his feet, and in England, "
                "where it was copied, it was soon mocked as the dandy horse."
            ),
            S(
                "The safety bicycle came in 1885 with the Rover, built in Coventry by John Kemp "
                "Starley, James Starley's nephew. Its two wheels were of similar size, and a chain "
                "to the rear wheel let the rider sit low with feet near the ground; with John Boyd "
                "Dunlop's air-filled tyres, patented in 1888, it set off a cycling boom."
            ),
            D(
                "In Paris in the 1860s Pierre Michaux and his sons fixed cranks and pedals to the "
                "front wheel of a running machine, and their velocipede, with its wooden wheels "
                "and iron tyres, earned the name boneshaker in Britain. Pierre Lallement, who had "
                "worked on the idea in Paris, took out a US patent for the pedal-driven velocipede "
                "in November 1866."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which two royal houses fought the Wars of the Roses?",
        "the House of Lancaster and the House of York, two branches of the Plantagenets",
        [
            S(
                "The Wars of the Roses were fought between the House of Lancaster and the House of "
                "York, two branches of the royal Plantagenet family, from the first battle of St "
                "Albans in 1455 to Stoke Field in 1487. Lancaster's badge was later remembered as "
                "a red rose and York's as a white one, and Henry VII joined them in the Tudor rose."
            ),
            D(
                "The Hundred Years' War was fought from 1337 to 1453 between the kings of England, "
                "of the House of Plantagenet, and the French House of Valois, over who should rule "
                "France. England won great victories at Cr\u00e9cy in 1346, Poitiers in 1356 and "
                "Agincourt in 1415, yet lost almost all its French lands after Joan of Arc raised "
                "the siege of Orl\u00e9ans in 1429."
            ),
            D(
                "The Second Barons' War was fought between Henry III and the barons led by Simon "
                "de Montfort, Earl of Leicester, who captured the king at Lewes in 1264 and "
                "summoned a parliament with elected townsmen in 1265. Prince Edward, the future "
                "Edward I, defeated and killed de Montfort at Evesham that August."
            ),
            D(
                "The English Civil War set the Royalists of Charles I, called Cavaliers, against "
                "the Parliamentarians, called Roundheads, from the first pitched battle at "
                "Edgehill in October 1642. Parliament's New Model Army won at Naseby in 1645, and "
                "the king was beheaded in Whitehall in January 1649."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a slide rule multiply numbers?",
        (
            "its scales are logarithmic, so sliding one scale along the other adds lengths, which "
            "adds logarithms and so multiplies the numbers"
        ),
        [
            D(
                "Napier's bones, published by the Scottish mathematician John Napier in 1617, were "
                "a set of square rods, each marked on its faces with the multiples of one digit. "
                "To multiply, the user laid the rods for a number side by side and read off a row, "
                "adding the digits along its diagonals; Napier had published his tables of "
                "logarithms in 1614."
            ),
            S(
                "A slide rule multiplies by adding lengths. Its scales are marked so that the "
                "distance of each number from the start is proportional to its logarithm, and "
                "since adding logarithms multiplies the numbers, sliding one scale along the other "
                "puts the product beside the second factor. William Oughtred made the first one in "
                "about 1622."
            ),
            D(
                "The Chinese abacus, or suanpan, has two beads above the bar of each rod and five "
                "below, each upper bead counting five. Sums are done by sliding beads toward the "
                "bar and carrying to the next rod, and in 1946 a Japanese clerk with a soroban "
                "beat an American soldier with an electric calculator in a contest in Tokyo."
            ),
            D(
                "The Curta calculator, a hand-cranked cylinder small enough to hold in one hand, "
                "was worked out by Curt Herzstark while he was a prisoner in Buchenwald and sold "
                "from 1948 by a firm in Liechtenstein. It multiplied by repeated addition on a "
                "stepped drum, and rally navigators used it into the 1970s."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did Britain skip eleven days in September 1752?",
        (
            "to change from the Julian calendar to the Gregorian one used in most of Europe, which "
            "by then was eleven days ahead"
        ),
        [
            S(
                "Britain skipped eleven days in 1752 to move from the Julian calendar to the "
                "Gregorian one that most of Europe had used since 1582. The old calendar's leap "
                "day every fourth year made its year about eleven minutes too long, and by then it "
                "lagged the new one by eleven days, so Wednesday 2 September was followed by "
                "Thursday 14 September."
            ),
            D(
                "The same Calendar Act of 1750 moved the start of the legal year in England from "
                "25 March, Lady Day, to 1 January. Scotland had made that change in 1600, and "
                "because of it the year 1751 in England ran only from 25 March to 31 December, "
                "less than ten months, so that 1752 could begin on the new day."
            ),
            D(
                "Soviet Russia changed calendars in 1918, when the Bolshevik government decreed "
                "that Wednesday 31 January should be followed by Thursday 14 February. Thirteen "
                "days were dropped, and that is why the October Revolution of 1917 was marked "
                "every year on 7 November in the Soviet Union."
            ),
            D(
                "Sweden tried to change gradually by leaving out every leap day from 1700 to 1740, "
                "but after skipping only the first it gave up, and in 1712 added a 30 February to "
                "get back in step with the old calendar. It finally dropped eleven days in 1753, "
                "when 17 February was followed by 1 March."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "did marconi send the first radio signal across the atlantic",
        (
            "yes: on 12 December 1901 his station at Poldhu in Cornwall sent the Morse letter S, "
            "which Marconi heard at Signal Hill in Newfoundland"
        ),
        [
            D(
                "The Canadian inventor Reginald Fessenden is credited with the first radio "
                "broadcast of speech and music, on Christmas Eve 1906 from Brant Rock in "
                "Massachusetts. Ship operators who expected Morse code heard him play O Holy Night "
                "on the violin and read from the Bible, though no record made at the time survives."
            ),
            D(
                "The first telegraph cable across the Atlantic, laid between Ireland and "
                "Newfoundland, carried a message from Queen Victoria to President James Buchanan "
                "on 16 August 1858. Her 98 words took about 16 hours to get through, and the cable "
                "failed within a month; a lasting link came in 1866, laid by the Great Eastern."
            ),
            S(
                "Guglielmo Marconi made the first radio transmission across the Atlantic on 12 "
                "December 1901. His station at Poldhu in Cornwall tapped out the Morse letter S, "
                "three dots, again and again, and Marconi heard it through an earphone at Signal "
                "Hill in St John's, Newfoundland, with an aerial held up by a kite. Some doubted "
                "him at first."
            ),
            D(
                "Guglielmo Marconi shared the 1909 Nobel Prize in Physics with the German Karl "
                "Ferdinand Braun for their work on wireless telegraphy. In April 1912 the two "
                "wireless operators aboard the Titanic were Marconi Company employees, and "
                "survivors credited their distress calls with bringing the liner Carpathia to pick "
                "up more than 700 people."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who built the locomotive that won the Rainhill Trials?",
        (
            "Robert Stephenson and Company of Newcastle upon Tyne, to Robert Stephenson's design: "
            "the winner was Rocket"
        ),
        [
            D(
                "Novelty was built in London in a few weeks by John Braithwaite and John Ericsson, "
                "a Swedish engineer born in 1803 who later designed the ironclad USS Monitor for "
                "the Union navy. Light and fast, it thrilled the crowds that gathered near "
                "Liverpool in October 1829, but its boiler pipes kept failing and it was withdrawn."
            ),
            S(
                "The Rainhill Trials were held in October 1829 on a level stretch of track near "
                "Liverpool, where the directors of the Liverpool and Manchester Railway offered a "
                "prize of 500 pounds for the best locomotive. Each engine had to run the course "
                "many times, and Rocket was the only one to finish, winning the prize."
            ),
            S(
                "Rocket was built in 1829 at the Newcastle upon Tyne works of Robert Stephenson "
                "and Company, to a design by Robert Stephenson with help from his father George. "
                "Its boiler was heated by 25 copper tubes instead of a single flue, and its "
                "exhaust steam was blasted up the chimney to draw the fire."
            ),
            D(
                "Puffing Billy, the oldest steam locomotive that still survives, was built in 1813 "
                "and 1814 by William Hedley, Jonathan Forster and Timothy Hackworth to haul coal "
                "wagons at Wylam Colliery near Newcastle. It worked there until 1862 and is now in "
                "the Science Museum in London."
            ),
        ],
        drop=0,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "When did John Logie Baird first demonstrate television in public?",
        "on 26 January 1926, in his workshop at 22 Frith Street, Soho, London",
        [
            D(
                "Home > Technology > Broadcasting | Baird in colour\nOn 3 July 1928 John Logie "
                "Baird showed colour television in London, using scanning discs with red, green "
                "and blue filters, and that February he had sent pictures across the Atlantic from "
                "London to Hartsdale, New York, by short-wave radio.\nShare this | Cookie policy"
            ),
            S(
                "Home > Technology > Broadcasting | Baird shows television\nOn 26 January 1926 "
                "John Logie Baird showed moving images of faces to members of the Royal "
                "Institution and a reporter from The Times in his attic workshop at 22 Frith "
                "Street, Soho. His mechanical system used a spinning Nipkow disc and gave 30-line "
                "pictures.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Broadcasting | The electronic camera\nOn 7 September 1927 "
                "Philo Farnsworth, a 21-year-old from Utah, sent a single straight line with his "
                "image dissector tube in his laboratory in San Francisco, the first picture sent "
                "by an all-electronic system with no spinning parts.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Broadcasting | The BBC goes on air\nThe BBC opened its "
                "television service from Alexandra Palace in north London on 2 November 1936, "
                "alternating between Baird's 240-line system and the 405-line electronic system of "
                "Marconi-EMI. Baird's system was dropped in February 1937, after a trial of three "
                "months.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented the tea bag",
        "Thomas Sullivan, a New York tea merchant, in about 1908",
        [
            S(
                "Home > Food & Drink > Tea | The first tea bags\nThe tea bag is usually credited "
                "to Thomas Sullivan, a New York tea merchant who in about 1908 sent samples to "
                "customers in small silk bags instead of tins. Some of them put the bags straight "
                "into the pot and asked for more, so he began packing tea in gauze.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food & Drink > Tea | Tea bags come to Britain\nTetley brought tea bags to "
                "Britain in 1953, but they were slow to catch on in a country used to loose leaves "
                "and teapots: by 1968 they had only 3% of the market, while today well over 90% of "
                "the tea drunk in Britain is made with them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Tea | Iced tea\nIced tea was made popular at the St Louis "
                "World's Fair of 1904, when Richard Blechynden, sent to promote tea from India and "
                "Ceylon, found that no one wanted a hot drink in the summer heat and poured his "
                "tea over ice. Sweet tea was drunk in the South before that.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Food & Drink > Tea | Lipton's tea\nThomas Lipton, a Glasgow grocer with "
                "hundreds of shops, bought tea estates in Ceylon in 1890 and sold his own tea "
                "cheaply in packets under the slogan direct from the tea garden to the teapot, "
                "cutting out the wholesalers.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the St Leger or the Derby?",
        (
            "the St Leger, first run at Doncaster in 1776, four years before the first Derby at "
            "Epsom in 1780"
        ),
        [
            D(
                "Home > Sport > Racing | The 2,000 Guineas\nThe 2,000 Guineas was first run on the "
                "Rowley Mile at Newmarket in 1809, for three-year-old colts and fillies, and the "
                "1,000 Guineas, for fillies only, followed in 1814. Both are run over one mile in "
                "late April or early May and are the first Classics of the season.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Sport > Racing | The St Leger\nThe St Leger Stakes was first run at "
                "Doncaster in 1776 and named two years later after Anthony St Leger, an army "
                "officer who had proposed it. It is the oldest of Britain's five Classics and the "
                "last each season, run over about 1 mile 6 furlongs in September.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Sport > Racing | The Derby\nThe Derby was first run at Epsom Downs on 4 "
                "May 1780 and won by Diomed, owned by Sir Charles Bunbury. The race is named after "
                "the 12th Earl of Derby, who is said to have won the naming rights from Bunbury on "
                "the toss of a coin; it is run over 1.5 miles in early June.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Racing | The Grand National\nThe Grand National was first run at "
                "Aintree near Liverpool in 1839 and won by a horse named Lottery, over fences such "
                "as Becher's Brook, named after a rider who fell into it that year. Red Rum won it "
                "three times, in 1973, 1974 and 1977.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What instruments are in a British brass band?",
        (
            "a soprano cornet and nine B-flat cornets, a flugelhorn, three tenor horns, two "
            "baritones, two euphoniums, two tenor trombones and a bass trombone, and four basses "
            "(tubas), with percussion"
        ),
        [
            D(
                "Home > Music > Ensembles | The symphony orchestra\nA symphony orchestra of 80 to "
                "100 players has four sections: strings, the largest, with violins, violas, cellos "
                "and double basses; woodwind, with flutes, oboes, clarinets and bassoons; brass, "
                "with horns, trumpets, trombones and tuba; and percussion.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Music > Ensembles | The big band\nThe big band of the swing era, such as "
                "Count Basie's or Duke Ellington's, usually had five saxophones, four trumpets and "
                "four trombones, with a rhythm section of piano, guitar, double bass and drums, "
                "about 17 players in all.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Ensembles | The wind band\nA concert or wind band adds woodwind to "
                "brass and percussion, with flutes, oboes, clarinets, bassoons and saxophones, but "
                "no violins. The US Marine Band, founded in 1798 and known as The President's Own, "
                "is the oldest professional one in America.\nShare this | Cookie policy"
            ),
            S(
                "Home > Music > Ensembles | The brass band\nA British brass band has about 25 "
                "brass players: a soprano cornet and nine B-flat cornets, one flugelhorn, three "
                "tenor horns, two baritones, two euphoniums, two tenor trombones and a bass "
                "trombone, and four tubas called basses, with percussion.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How did Newcomen's steam engine work?",
        (
            "steam filled a cylinder under a piston and a jet of cold water condensed it; air "
            "pressure then pushed the piston down into the partial vacuum, rocking a beam that "
            "worked the mine pump"
        ),
        [
            D(
                "Home > Technology > Steam | The Miner's Friend\nThomas Savery's steam pump, "
                "patented in 1698 and called the Miner's Friend, had no piston or beam at all. "
                "Steam was let into a vessel and condensed to suck water up from below, then fresh "
                "steam forced it higher, but its boilers tended to burst.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Technology > Steam | Boulton and Watt\nJames Watt went into partnership "
                "with Matthew Boulton of Birmingham in 1775, and their firm built engines for "
                "mines, mills and breweries. Watt rated them in horsepower, a unit he based on the "
                "work of a mill horse, and the watt, the unit of power, was named after him in "
                "1882.\nShare this | Cookie policy"
            ),
            S(
                "Home > Technology > Steam | Newcomen's engine\nNewcomen's engine of 1712 pumped "
                "water from mines. Steam from a boiler filled a cylinder under a piston, then a "
                "jet of cold water condensed it, leaving a partial vacuum; air pressure pushed the "
                "piston down, rocking a great beam that lifted the pump rods in the mine "
                "shaft.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Steam | Trevithick's locomotive\nOn 21 February 1804 Richard "
                "Trevithick's engine hauled 10 tons of iron and about 70 men for almost 10 miles "
                "along the Penydarren tramroad near Merthyr Tydfil, the first railway journey by a "
                "steam locomotive. It used high-pressure steam.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why did Volvo give away its three-point seat belt patent?",
        (
            "because it believed the belt would save lives and that safety was too important to "
            "keep to itself, so it let every maker use it free"
        ),
        [
            S(
                "Home > Motoring > Safety | Volvo's open patent\nVolvo engineer Nils Bohlin "
                "designed the three-point seat belt, and the company fitted it to its cars from "
                "1959. Volvo patented the design but let any manufacturer use it free, because it "
                "believed the belt would save lives and that safety was too important to keep to "
                "itself.\nShare this | Cookie policy"
            ),
            D(
                "Home > Motoring > Safety | The crumple zone\nB\u00e9la Bar\u00e9nyi, an engineer "
                "at Mercedes-Benz, patented the crumple zone in 1952: a stiff passenger cell with "
                "front and rear sections designed to fold up and soak up the energy of a crash. "
                "The first car built to his design was the Mercedes Fintail saloon of 1959.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Motoring > Safety | Unsafe at Any Speed\nRalph Nader's book Unsafe at Any "
                "Speed, published in 1965, accused carmakers of neglecting safety, above all in "
                "the Chevrolet Corvair. The outcry helped pass the National Traffic and Motor "
                "Vehicle Safety Act of 1966, which set the first US federal standards.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Motoring > History | Volvo's first car\nVolvo built its first car, the "
                "\u00d6V4, nicknamed Jakob, which left the Gothenburg factory on 14 April 1927, as "
                "a subsidiary of the bearing maker SKF. Its name is Latin for I roll, and its "
                "founders, Assar Gabrielsson and Gustaf Larson, insisted on sturdy cars fit for "
                "Swedish roads.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "was the model t only made in black",
        (
            "no: the first Model Ts, from 1908, came in grey, green, blue or red; they were all "
            "black only from 1914 to 1925"
        ),
        [
            D(
                "Home > Motoring > History | The Model A\nFord ended Model T production in May "
                "1927 after more than 15 million cars and replaced it that December with the Model "
                "A, which had a 3.3-litre four-cylinder engine, a three-speed gearbox and a choice "
                "of colours. About 4.8 million were made by 1931.\nShare this | Cookie policy"
            ),
            D(
                "Home > Motoring > History | The moving line\nAt its Highland Park plant in "
                "Michigan, Ford brought in a moving assembly line for the Model T in 1913. The "
                "time needed to build a chassis fell from about 12 and a half hours to about 93 "
                "minutes, and the price of a runabout fell to about 260 dollars by 1925.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Motoring > History | Driving a Model T\nThe Model T had a two-speed "
                "planetary gearbox worked by three pedals: the left one for low and high gear, the "
                "middle one for reverse and the right one for the brake. The throttle was a lever "
                "under the steering wheel, and the engine was usually started with a hand "
                "crank.\nShare this | Cookie policy"
            ),
            S(
                "Home > Motoring > History | Model T colours\nHenry Ford is quoted as saying "
                "buyers could have any colour as long as it was black, but the Model T was not "
                "always black. The first, from 1908, came in grey, green, blue or red; only from "
                "1914 to 1925 were they all black, a paint that dried fast.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "When was the warship in the painting on the Bank of England's \u00a320 note launched?",
        (
            "in 1798: the note shows Turner's The Fighting Temeraire, and HMS Temeraire was "
            "launched at Chatham on 11 September 1798"
        ),
        [
            S(
                "Home > Money > Banknotes | The Turner twenty\nThe Bank of England's polymer "
                "\u00a320 note, issued on 20 February 2020, features J. M. W. Turner: his "
                "self-portrait of about 1799 and his painting The Fighting Temeraire of 1839, "
                "which shows the old warship being towed up the Thames to be broken up.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Money > Banknotes | The Turing fifty\nThe Bank of England's polymer "
                "\u00a350 note, issued on 23 June 2021, the birthday of Alan Turing, features the "
                "codebreaker and computer pioneer with a photograph from 1951, a table of his "
                "mathematical formulae and drawings for the bombe used at Bletchley Park.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > History > Navy | HMS Temeraire\nHMS Temeraire, a 98-gun ship of the line, "
                "was launched at Chatham Dockyard on 11 September 1798. At Trafalgar in 1805 she "
                "followed Nelson's Victory into action and helped take two French ships; she later "
                "served as a prison ship and was sold to be broken up in 1838.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > History > Navy | HMS Victory\nHMS Victory, a first-rate of 104 guns, was "
                "launched at Chatham Dockyard on 7 May 1765. She was Nelson's flagship at "
                "Trafalgar, where he was shot on deck, and she has been in dry dock at Portsmouth "
                "since 1922, still in commission today as the flagship of the First Sea "
                "Lord.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who invented Trivial Pursuit?",
        "Chris Haney and Scott Abbott, two Canadian journalists, in Montreal in December 1979",
        [
            D(
                "Q: Who invented Pictionary?\nA: Rob Angel, a waiter in Seattle, who had played a "
                "drawing game with friends at college and worked out its rules with a dictionary "
                "in 1985. He and two partners made the first 1,000 copies themselves, and the game "
                "was later sold to Mattel."
            ),
            D(
                "Q: Who invented Scrabble?\nA: Alfred Mosher Butts, an out-of-work architect in "
                "New York, who in 1938 set the values of the letters by counting how often each "
                "appeared on the front page of The New York Times. James Brunot gave the game the "
                "name Scrabble in 1948."
            ),
            S(
                "Q: Where does Trivial Pursuit come from?\nA: It was thought up in Montreal on 15 "
                "December 1979 by Chris Haney, a photo editor at The Gazette, and Scott Abbott, a "
                "sports journalist, who found pieces missing from their Scrabble set. The game "
                "came out in 1981 and sold tens of millions of copies in the 1980s."
            ),
            D(
                "Q: Who invented Cluedo?\nA: Anthony Pratt, a musician and solicitor's clerk from "
                "Birmingham, who devised it during wartime blackouts and patented it in 1947. "
                "Waddingtons brought it out in 1949, and in North America it is sold as Clue, with "
                "Dr Black renamed Mr Boddy; its six suspects include Colonel Mustard and Miss "
                "Scarlett."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "who invented the popsicle",
        (
            "Frank Epperson, who made the first one by accident in San Francisco in 1905, aged 11, "
            "and patented it in 1924"
        ),
        [
            D(
                "Q: Who invented the Eskimo Pie?\nA: Christian Kent Nelson, a teacher and sweet "
                "shop owner in Onawa, Iowa, who in 1920 saw a boy unable to choose between ice "
                "cream and a chocolate bar and worked out how to coat a block of ice cream in "
                "chocolate. He patented it in 1922."
            ),
            S(
                "Q: How was the ice lolly on a stick invented?\nA: By accident, in 1905, when "
                "11-year-old Frank Epperson left a cup of fruit soda with a stirring stick on his "
                "porch in San Francisco on a cold night and found it frozen solid. In 1924 he "
                "patented the Epsicle, which his children renamed the Popsicle."
            ),
            D(
                "Q: Who started Good Humor ice cream bars?\nA: Harry Burt, a confectioner in "
                "Youngstown, Ohio, who put chocolate-coated ice cream on a wooden stick in 1920 so "
                "it could be eaten without mess. He sent out a fleet of white trucks with bells "
                "and was granted a patent in 1923."
            ),
            D(
                "Q: Where was the ice cream cone invented?\nA: Italo Marchiony of New York "
                "patented a mould for edible cups in 1903, but cones became famous at the St Louis "
                "World's Fair of 1904, where Ernest Hamwi is said to have rolled a waffle for an "
                "ice cream seller who ran out of dishes."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which came first, Meccano or the Hornby train set?",
        (
            "Meccano: Frank Hornby patented it in 1901, and the first Hornby clockwork train "
            "followed in 1920"
        ),
        [
            D(
                "Q: When were Dinky Toys launched?\nA: In 1934, by Meccano Ltd of Liverpool, after "
                "it had sold small die-cast figures and vehicles as Modelled Miniatures to go with "
                "its model railways. The Dinky name lasted until the firm's factory in Binns Road "
                "closed in 1979, after millions had been sold."
            ),
            S(
                "Q: When did Meccano start?\nA: Frank Hornby, a Liverpool clerk, patented "
                "Mechanics Made Easy in January 1901: metal strips with holes at regular spacing, "
                "joined with nuts and bolts, for building models. It was renamed Meccano in 1907, "
                "and Meccano Ltd was set up the following year."
            ),
            D(
                "Q: Who invented Scalextric?\nA: Fred Francis, whose company Minimodels made "
                "clockwork toy cars; he added electric motors and a slotted track and showed the "
                "set at the Harrogate toy fair in 1957. Lines Bros bought his firm the next year, "
                "and the sets are still made today."
            ),
            S(
                "Q: When did Hornby make its first train set?\nA: In 1920, when Frank Hornby's "
                "Liverpool firm brought out a clockwork train in O gauge under the Hornby name, "
                "made of parts that could be taken apart. Electric trains followed in 1925, and "
                "the smaller Hornby Dublo range came in 1938."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Which countries signed the Tripartite Pact in 1940?",
        "Germany, Italy and Japan (joined later by Hungary, Romania, Slovakia and Bulgaria)",
        [
            S(
                "Tripartite Pact, 1940\n\u2022 Signed in Berlin on 27 September 1940\n\u2022 "
                "Signatories: Germany, Italy and Japan\n\u2022 Each promised to help the others if "
                "attacked by a power not yet in the war, meaning the United States\n\u2022 "
                "Hungary, Romania and Slovakia joined in November 1940, Bulgaria in March 1941"
            ),
            D(
                "Anti-Comintern Pact, 1936\n\u2022 Signed in Berlin on 25 November 1936 by Germany "
                "and Japan\n\u2022 Aimed against the Communist International and the Soviet "
                "Union\n\u2022 Italy joined in November 1937, Hungary and Spain in 1939\n\u2022 A "
                "secret protocol promised neutrality if either went to war with the Soviets"
            ),
            D(
                "Pact of Steel, 1939\n\u2022 Signed in Berlin on 22 May 1939 by the foreign "
                "ministers Joachim von Ribbentrop and Galeazzo Ciano\n\u2022 Parties: Germany and "
                "Italy\n\u2022 Bound each to join the other in any war, even one it had "
                "started\n\u2022 Mussolini first wanted to call it the Pact of Blood"
            ),
            D(
                "Molotov-Ribbentrop Pact, 1939\n\u2022 Signed in Moscow on 23 August 1939\n\u2022 "
                "Parties: Germany and the Soviet Union\n\u2022 Each promised not to attack the "
                "other for ten years\n\u2022 A secret protocol split Poland, the Baltic states and "
                "Finland into spheres\n\u2022 Broken when Germany invaded on 22 June 1941"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how do you win at backgammon",
        (
            "by being first to bear off all 15 of your checkers; a gammon counts double and a "
            "backgammon triple"
        ),
        [
            D(
                "Q: How do you win at draughts?\nA: By capturing all of your opponent's pieces or "
                "leaving them with no legal move. Pieces move diagonally on the dark squares of an "
                "8 by 8 board and jump to capture, and one that reaches the far row is crowned as "
                "a king, which may also move backwards."
            ),
            D(
                "Q: How do you win at ludo?\nA: By being the first to bring all four of your "
                "tokens round the board and up your home column. Ludo was patented in England in "
                "1896 as a version of the Indian game pachisi, and a throw of six is usually "
                "needed to bring a token into play."
            ),
            S(
                "Q: How is a game of backgammon won?\nA: The first player to bear off all 15 of "
                "their checkers, after bringing them into their home board, wins. If the loser has "
                "not borne off any, it is a gammon and counts double; if the loser also still has "
                "a checker on the bar or in the winner's home board, it is a backgammon and counts "
                "triple."
            ),
            D(
                "Q: What is the doubling cube in backgammon?\nA: A die marked 2, 4, 8, 16, 32 and "
                "64, brought in at New York clubs in the 1920s. Before rolling, a player may offer "
                "to double the stakes; the opponent must either accept and take the cube or give "
                "up the game at its current value."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do people carve pumpkins at Halloween?",
        (
            "it comes from the Irish and Scottish custom of carving faces into turnips lit by "
            "candles to scare off spirits; emigrants to North America switched to the native "
            "pumpkin, bigger and easier to carve"
        ),
        [
            D(
                "Q: Why do children go trick-or-treating?\nA: The custom grew from guising in "
                "Scotland and Ireland, where children in disguise went from door to door at "
                "Halloween and sang or recited a poem for apples, nuts or coins. The words trick "
                "or treat were first recorded in North America in the 1920s."
            ),
            D(
                "Q: Why is Halloween on 31 October?\nA: It is the eve of All Saints' Day, or All "
                "Hallows, on 1 November, a feast that Pope Gregory IV extended to the whole Church "
                "in 835. The date also fell on Samhain, the Gaelic festival that marked the end of "
                "harvest and the start of winter."
            ),
            D(
                "Q: Why do Mexican families build altars for the Day of the Dead?\nA: On 1 and 2 "
                "November families set up ofrendas with photos, food, candles and orange marigolds "
                "to welcome the souls of dead relatives back for a visit, and many clean and "
                "decorate graves. UNESCO listed the festival as intangible cultural heritage of "
                "humanity in 2008."
            ),
            S(
                "Q: Where does the jack-o'-lantern come from?\nA: In Ireland and Scotland people "
                "hollowed out turnips at Halloween, carved faces in them and set a candle inside, "
                "to frighten away wandering spirits. Irish and Scottish emigrants in North America "
                "found that the native pumpkin was bigger and far easier to carve, and it took "
                "over."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Was Barbie named after Ruth Handler's daughter?",
        (
            "yes: Ruth Handler named the doll after her daughter Barbara (and Ken, in 1961, after "
            "her son Kenneth)"
        ),
        [
            D(
                "Bild Lilli, the German doll\n\u2022 Based on a cartoon character drawn by "
                "Reinhard Beuthien for the newspaper Bild\n\u2022 Sold from 1955 to 1964, at first "
                "as a joke gift for grown-ups\n\u2022 Ruth Handler bought some on holiday in "
                "Switzerland in 1956\n\u2022 Mattel bought the rights in 1964 and stopped making "
                "her"
            ),
            S(
                "Barbie, the fashion doll\n\u2022 Created by Ruth Handler, co-founder of Mattel, "
                "and launched at the American International Toy Fair in New York on 9 March "
                "1959\n\u2022 Named after Handler's daughter, Barbara\n\u2022 Ken, named after her "
                "son, Kenneth, followed in 1961\n\u2022 Full name: Barbara Millicent Roberts"
            ),
            D(
                "Sindy, the British doll\n\u2022 Launched by Pedigree Dolls and Toys in "
                "1963\n\u2022 Advertised as the doll you love to dress\n\u2022 Given a boyfriend, "
                "Paul, and a little sister, Patch, in the 1960s\n\u2022 Hasbro took over the brand "
                "in 1986 and made her look more like her American rival"
            ),
            D(
                "G.I. Joe, the soldier\n\u2022 Brought out by Hasbro in 1964, 11.5 inches tall "
                "with 21 moving parts\n\u2022 Sold as an action figure so that boys would play "
                "with a doll\n\u2022 Named after the 1945 film The Story of G.I. Joe\n\u2022 "
                "Britain's version, Action Man, came out in 1966"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which English county was the commander who won the Battle of Plassey born?",
        "Shropshire: Robert Clive was born at Styche Hall, near Market Drayton, in 1725",
        [
            S(
                "Q: Who won the Battle of Plassey?\nA: The East India Company's army under Robert "
                "Clive, on 23 June 1757, in Bengal. Clive had only about 3,000 men against some "
                "50,000 of the Nawab, Siraj ud-Daulah, but the Nawab's commander Mir Jafar held "
                "his troops back, and Mir Jafar was made Nawab in his place."
            ),
            D(
                "Q: Where was Warren Hastings born?\nA: At Churchill in Oxfordshire, on 6 December "
                "1732. He became the first Governor-General of Bengal in 1773, and after he came "
                "home he was impeached by Parliament for corruption; the trial dragged on from "
                "1788 until he was acquitted in 1795."
            ),
            S(
                "Q: Where was Robert Clive born?\nA: At Styche Hall, the family estate near Market "
                "Drayton in Shropshire, on 29 September 1725. An unruly boy, he was sent out to "
                "Madras as a clerk in 1743, later sat as MP for Shrewsbury and was raised to the "
                "Irish peerage in 1762; he died in London in 1774."
            ),
            D(
                "Q: Who won the Battle of Buxar?\nA: The East India Company's army under Major "
                "Hector Munro, on 22 October 1764, against the joined forces of Mir Qasim, the "
                "Nawab of Awadh and the Mughal emperor Shah Alam II. The victory won the Company "
                "the right to collect taxes in Bengal, Bihar and Orissa, granted in 1765."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who invented the windscreen wiper?",
        "Mary Anderson of Birmingham, Alabama, who patented it in 1903",
        [
            D(
                "Robert Kearns invented the intermittent windscreen wiper, which pauses between "
                "sweeps in light rain, and patented it in 1967. Carmakers took up the idea without "
                "paying him, and after years of suing them, often acting as his own lawyer, he won "
                "10.2 million dollars from Ford in 1990, and Chrysler was later ordered to pay him "
                "too."
            ),
            D(
                "Ray Harroun is often said to have invented the rear-view mirror: he fixed one to "
                "his Marmon Wasp so that he could race without a riding mechanic, and won the "
                "first Indianapolis 500 in 1911. Dorothy Levitt, a British racing driver, had "
                "already advised women drivers in 1909 to carry a hand mirror to look behind."
            ),
            D(
                "The first popular car radio was the Motorola, sold in 1930 by Paul and Joseph "
                "Galvin's Galvin Manufacturing Corporation of Chicago; its name joined motor and "
                "Victrola. The set did so well that the company took the brand as its own name in "
                "1947. Paul Galvin, who founded the firm in 1928, ran it until his death in 1959."
            ),
            S(
                "Visiting New York in the winter of 1902, Mary Anderson of Birmingham, Alabama, "
                "saw a tram driver keep leaning out to clear sleet from the glass in front of him. "
                "In 1903 she was granted a patent for a rubber-edged arm, worked by a handle "
                "inside the car, that swept the pane; no firm took it up, and the patent lapsed in "
                "1920."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who invented cats eyes on roads",
        "Percy Shaw of Halifax, who patented them in 1934",
        [
            S(
                "Percy Shaw of Halifax, in Yorkshire, patented in 1934 a reflecting stud to be set "
                "in the middle of the carriageway: two glass beads in a rubber housing that shine "
                "back headlights and are wiped clean whenever a tyre presses them down. He began "
                "making them in 1935, and the blackouts of the Second World War made his fortune."
            ),
            D(
                "Cats' eyes on British roads come in four colours: white between lanes, red along "
                "the left edge of the carriageway, amber beside the central reservation of "
                "motorways and dual carriageways, and green across slip roads and lay-bys, so that "
                "drivers can tell at night where they are."
            ),
            D(
                "Zebra crossings, the black and white stripes on roads where pedestrians have "
                "right of way, were first used in Britain in 1951, after trials with blue and "
                "yellow stripes in 1949. The amber Belisha beacons beside them were named after a "
                "Minister of Transport of the 1930s."
            ),
            D(
                "The first traffic light was invented by the railway engineer John Peake Knight "
                "and set up outside the Houses of Parliament in December 1868. It used semaphore "
                "arms by day and red and green gas lamps at night, and it exploded in January "
                "1869, injuring the policeman working it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which was found first, the Venus de Milo or the Winged Victory of Samothrace?",
        (
            "the Venus de Milo, dug up on Milos in 1820, 43 years before the Winged Victory came "
            "to light on Samothrace in 1863"
        ),
        [
            S(
                "In April 1820 a farmer digging among the ruins of the ancient city on the Aegean "
                "island of Milos turned up a marble goddess in two large pieces. A French naval "
                "officer saw her, France bought her, and King Louis XVIII gave the Venus de Milo "
                "to the Louvre the next year."
            ),
            D(
                "German archaeologists digging at Olympia in 1875 and 1876 unearthed the Nike of "
                "Paionios, a marble statue of the winged goddess of victory set up by the "
                "Messenians and Naupactians in about 420 BC on a tall triangular pillar. It is now "
                "in the Olympia museum."
            ),
            S(
                "Charles Champoiseau, French vice-consul at Adrianople, was excavating on the "
                "island of Samothrace in 1863 when he uncovered the broken marble body of a winged "
                "goddess, without head or arms. Shipped to Paris, the Winged Victory was pieced "
                "together and has stood at the top of the Daru staircase of the Louvre since 1884."
            ),
            D(
                "The Apollo Belvedere, a Roman marble copy of a Greek bronze, was found in Italy "
                "in the late 15th century and by 1511 stood in the Belvedere courtyard of the "
                "Vatican. Napoleon carried it off to Paris in 1798, and it went back to Rome after "
                "his fall; the German scholar Johann Winckelmann had hailed it as the finest of "
                "ancient statues."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Who are the Famous Five?",
        (
            "Julian, Dick and Anne, their cousin George (Georgina) and her dog Timmy, in Enid "
            "Blyton's books"
        ),
        [
            D(
                "Enid Blyton's Secret Seven, in 15 books from 1949 to 1963, are Peter, Janet, "
                "Jack, Barbara, George, Pam and Colin, with Scamper the golden spaniel; they meet "
                "in a shed at the bottom of Peter and Janet's garden, and no one gets in without "
                "the password or the badge marked S.S."
            ),
            D(
                "Enid Blyton's Five Find-Outers and Dog, in 15 books from 1943, are Fatty, whose "
                "real name is Frederick Trotteville, Larry, Daisy, Pip and Bets, with Buster the "
                "Scottie; they solve mysteries in the village of Peterswood before the bumbling "
                "village policeman Mr Goon can, with Fatty, a master of disguise, usually working "
                "out the answer first."
            ),
            S(
                "Enid Blyton's 21 adventure books that began in 1942 with Five on a Treasure "
                "Island follow three siblings, Julian, Dick and Anne, their cousin Georgina, a "
                "tomboy who answers only to George, and her dog, Timmy. They spend their holidays "
                "at Kirrin Cottage, exploring the island in the bay and catching smugglers and "
                "thieves."
            ),
            D(
                "Arthur Ransome's Swallows and Amazons, of 1930, is about the Walker children, "
                "John, Susan, Titty and Roger, who sail the dinghy Swallow on a lake in the Lake "
                "District and camp on an island, and about Nancy and Peggy Blackett, who sail the "
                "Amazon. It was followed by eleven more books, the last in 1947."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did Play-Doh become a children's toy?",
        (
            "it began as a putty for cleaning soot off wallpaper made by Kutol Products of "
            "Cincinnati; when demand fell, Kay Zufall saw her pupils model with it and urged that "
            "it be renamed and sold to schools, from 1956"
        ),
        [
            D(
                "Silly Putty began in 1943 when James Wright of General Electric, trying to make a "
                "substitute for rubber, mixed boric acid into silicone oil and got a bouncy goo. "
                "The marketer Peter Hodgson, who borrowed 147 dollars to start, sold it as a "
                "children's toy, and from 1950 it came in plastic eggs; the crew of Apollo 8 took "
                "some with them to the Moon in 1968."
            ),
            S(
                "Kutol Products of Cincinnati had sold a soft putty for rubbing soot off wallpaper "
                "since the 1930s, but as homes gave up coal fires, demand dried up. Kay Zufall, a "
                "nursery teacher and sister-in-law of Joe McVicker, saw her pupils model with it "
                "and urged him to rename it Play-Doh and sell it to schools, which began in 1956."
            ),
            D(
                "Plasticine was made in 1897 by William Harbutt, an art teacher in Bathampton near "
                "Bath, who wanted a modelling clay for his students that would not dry out. His "
                "family began making it in a factory in the village in 1900, and it became a "
                "favourite children's toy; the Bathampton factory went on making it until 1983."
            ),
            D(
                "Crayola crayons became a children's toy in 1903, when Binney and Smith of New "
                "York, which made chalk and industrial crayons for marking crates, sold a box of "
                "eight colours for a nickel. The name was made up by Alice Binney from the French "
                "craie, chalk, and oleaginous, oily, and the firm itself took it in 2007."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did Henry Ford pay his workers five dollars a day?",
        (
            "to stop men quitting the monotonous assembly line and keep a steady workforce "
            "(turnover was enormous in 1913); it also let them afford the cars"
        ),
        [
            D(
                "To qualify for the five dollars a day, Ford workers had to pass checks by the "
                "company's Sociological Department, whose investigators visited their homes to ask "
                "about drinking, gambling, savings and whether they kept house in the American "
                "way. Single men under 22 and women were at first left out."
            ),
            D(
                "W. K. Kellogg moved the workers at his cereal factory in Battle Creek, Michigan, "
                "from three eight-hour shifts to four of six hours in December 1930, paying nearly "
                "the same wages, to give jobs to more people during the Depression. The six-hour "
                "day lasted in part until 1985."
            ),
            D(
                "Ford's River Rouge plant in Dearborn, Michigan, built from 1917 to 1928, took in "
                "iron ore, coal and rubber at one end and sent out finished cars at the other. In "
                "May 1937 Ford's guards beat union organisers, Walter Reuther among them, on a "
                "bridge outside it, in the Battle of the Overpass."
            ),
            S(
                "In 1913 Ford's Highland Park plant had to take on some 52,000 men to keep about "
                "14,000 at their posts, because so many walked out of the dull, fast-paced line. "
                "In January 1914 the company more than doubled the daily wage, to $5; quitting "
                "fell sharply, output rose, and its staff could now afford the cars they built."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is the manneken pis statue the original",
        (
            "no: the figure on the street corner is a 1965 copy; Duquesnoy's bronze of 1619 is "
            "kept in the Brussels City Museum"
        ),
        [
            S(
                "The Manneken Pis at the corner of the Rue de l'\u00c9tuve and the Rue du "
                "Ch\u00eane in Brussels is a replica put up in 1965. J\u00e9r\u00f4me Duquesnoy "
                "the Elder's little bronze boy of 1619, stolen and damaged more than once over the "
                "centuries, is kept safe in the Brussels City Museum in the King's House on the "
                "Grand-Place."
            ),
            D(
                "Jeanneke Pis, a bronze statue of a little girl squatting to relieve herself, was "
                "put up in 1987 in the Impasse de la Fid\u00e9lit\u00e9, a narrow alley off the "
                "Rue des Bouchers, by the restaurant owner Denis-Adrien Debouvrie as a partner for "
                "the Manneken Pis. It stands behind iron bars to protect it from vandals."
            ),
            D(
                "Zinneke Pis, a bronze statue of a mongrel dog cocking its leg against a bollard, "
                "was made by the sculptor Tom Frantzen and put up in 1998 on the corner of the Rue "
                "des Chartreux in Brussels. Zinneke is local slang for a stray dog and for a true "
                "Bruxellois of mixed roots."
            ),
            D(
                "The Manneken Pis statue has a wardrobe of more than 1,000 costumes, given by "
                "countries, clubs and visiting dignitaries since at least 1698, the year of the "
                "first recorded gift, and it is dressed in them several times a month to a "
                "published calendar. Since 2017 they have been shown in the GardeRobe MannekenPis "
                "museum nearby."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Who was the father of the last emperor of the Western Roman Empire?",
        "Orestes, the general who put his young son Romulus Augustulus on the throne in 475",
        [
            D(
                "Romulus, the legendary founder and first king of Rome, was said to be a son of "
                "the war god Mars and the Vestal Virgin Rhea Silvia. Thrown into the Tiber with "
                "his twin, Remus, he was suckled by a she-wolf, and he marked out the city on the "
                "Palatine Hill in 753 BC."
            ),
            S(
                "In 476 the Germanic officer Odoacer removed the youth Romulus Augustulus from the "
                "throne at Ravenna and sent the imperial regalia to Constantinople; no one in the "
                "West wore the purple after him, and the boy was pensioned off to a villa near "
                "Naples. Odoacer ruled Italy as its king."
            ),
            D(
                "Constantine XI Palaiologos, son of the emperor Manuel II, was the last emperor of "
                "the Eastern Roman Empire. He was crowned at Mystras in 1449 and died fighting on "
                "the walls of Constantinople when the Ottoman Sultan Mehmed II took the city on 29 "
                "May 1453, ending an empire that had lasted more than a thousand years."
            ),
            S(
                "Orestes, a Roman from Pannonia who had once been a secretary to Attila the Hun, "
                "rose to command the army in Italy, drove Julius Nepos out of Ravenna in 475 and "
                "set his own young son Romulus on the throne. Less than a year later Odoacer's "
                "soldiers caught and killed him at Placentia."
            ),
        ],
        drop=1,
    ),
]
