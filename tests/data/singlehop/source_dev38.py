"""The fortieth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev37.py`), for
the format and to choose subjects none of them asks about; the held-out sources were only counted
against each subject (`grep -c`), never read. Subjects are taken only from history, politics,
law, the arts (music, literature, film, painting), sports, technology and everyday life (food,
health, money, home, travel); another writer took natural science, animals and plants and
geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v32, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 363 characters and distractors 354; the longest passage is a support in
6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "first heisman trophy winner",
        "Jay Berwanger, halfback of the University of Chicago, in 1935",
        [
            D(
                "Outland Trophy: The Outland Trophy has been given each year since 1946 to the "
                "best interior lineman in American college football, chosen by the Football "
                "Writers Association of America. It is named after John Outland, a Kansas and Penn "
                "player of the 1890s who paid for it himself, and its first winner was George "
                "Connor, a tackle at Notre Dame."
            ),
            S(
                "Heisman Trophy: The Heisman Trophy was first awarded in December 1935 by the "
                "Downtown Athletic Club of New York, as the club's trophy for the most valuable "
                "college player east of the Mississippi. It went to Jay Berwanger, a halfback at "
                "the University of Chicago, and was renamed the following year after the club's "
                "athletic director, John Heisman, died."
            ),
            D(
                "Archie Griffin: Archie Griffin, a running back at Ohio State, is the only player "
                "to have won the Heisman Trophy twice, in 1974 and 1975, and he started in four "
                "Rose Bowls for the Buckeyes. He later played seven seasons in the NFL for the "
                "Cincinnati Bengals and then worked for many years as president of the Ohio State "
                "alumni association."
            ),
            D(
                "1936 NFL draft: The first National Football League draft was held in February "
                "1936 at the Ritz-Carlton in Philadelphia, with nine rounds and 81 players chosen. "
                "The Philadelphia Eagles took the first pick, traded it to the Chicago Bears when "
                "the player would not sign, and Bert Bell, who had proposed the draft, later "
                "became commissioner. The draft has been held every year since."
            ),
            D(
                "Maxwell Award: The Maxwell Award, presented by the Maxwell Football Club of "
                "Philadelphia since 1937, honours the best all-round player in college football. "
                "It is named after Robert Maxwell, a Swarthmore lineman and sportswriter, and its "
                "first winner was Clint Frank, the Yale halfback who also won that year's Heisman "
                "before joining the US Army."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "Whose ear gave the War of Jenkins' Ear its name?",
        (
            "Robert Jenkins, master of the British brig Rebecca, whose ear a Spanish coastguard "
            "officer cut off in 1731"
        ),
        [
            D(
                "Pig War: The Pig War of 1859 was a border standoff between the United States and "
                "Britain on San Juan Island, between Vancouver Island and the mainland, set off "
                "when the American farmer Lyman Cutlar shot a pig belonging to the Hudson's Bay "
                "Company that was rooting in his potatoes. Troops faced each other for years, but "
                "the pig was the only casualty."
            ),
            S(
                "War of Jenkins' Ear: The war between Britain and Spain that began in 1739 takes "
                "its name from Robert Jenkins, master of the brig Rebecca, whose ear was cut off "
                "in 1731 when Spanish coastguards boarded his ship off Cuba. In 1738 he was called "
                "before a committee of the House of Commons and is said to have shown the severed "
                "ear, kept in a jar."
            ),
            D(
                "Football War: The Football War was a four-day conflict between El Salvador and "
                "Honduras in July 1969, fought after riots at qualifying matches for the 1970 "
                "World Cup, though its real causes were land reform and the expulsion of "
                "Salvadoran migrants from Honduras. It is also called the Hundred Hours War; some "
                "3,000 people died before the Organization of American States arranged a ceasefire."
            ),
            D(
                "War of the Stray Dog: In October 1925 a Greek soldier is said to have run after "
                "his dog across the border into Bulgaria near Petrich and been shot by a Bulgarian "
                "sentry, and Greek troops then invaded. The League of Nations ordered a ceasefire "
                "within days, and Greece was made to withdraw and pay 45,000 pounds, one of the "
                "League's early successes."
            ),
            D(
                "War of the Austrian Succession: The war of 1740 to 1748 began when Frederick II "
                "of Prussia seized Silesia after Maria Theresa inherited the Habsburg lands, and "
                "Britain, already fighting Spain at sea, joined in on the Austrian side. It ended "
                "with the Treaty of Aix-la-Chapelle, which returned most conquests but left "
                "Silesia to Prussia."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Who was younger when he was killed in a duel, Pushkin or Lermontov?",
        "Lermontov, killed at 26 in 1841 (Pushkin was 37 when he died in 1837)",
        [
            S(
                "Alexander Pushkin: Alexander Pushkin, born in Moscow on 6 June 1799, was mortally "
                "wounded in a pistol duel near St Petersburg on 27 January 1837 (old style) by "
                "Georges d'Anthes, a French officer who had been courting his wife, Natalia "
                "Goncharova. He died two days later, aged 37, and thousands of mourners came to "
                "the flat on the Moika."
            ),
            D(
                "Eugene Onegin: Eugene Onegin, Pushkin's novel in verse published in full in 1833, "
                "tells of a bored St Petersburg dandy who rejects the love of Tatyana Larina and "
                "then kills his young friend, the poet Lensky, in a duel over a slight at a "
                "name-day party. Years later he falls for Tatyana, now married, and she refuses "
                "him; Tchaikovsky made it an opera in 1879."
            ),
            S(
                "Mikhail Lermontov: Mikhail Lermontov, born in Moscow on 15 October 1814, wrote "
                "the poem Death of the Poet on Pushkin's death and the novel A Hero of Our Time "
                "(1840). Exiled to the Caucasus as an army officer, he was shot dead in a duel at "
                "the foot of Mount Mashuk near Pyatigorsk on 27 July 1841 by Nikolai Martynov, an "
                "old schoolfellow, at the age of 26."
            ),
            D(
                "Evariste Galois: The French mathematician Evariste Galois, whose work on the "
                "solution of equations founded group theory, was shot in a duel in Paris on 30 May "
                "1832 and died the next day, aged 20. The night before, he wrote a long letter to "
                "his friend Auguste Chevalier setting out his ideas, and the reason for the duel, "
                "perhaps a love affair, is still unclear."
            ),
            D(
                "Alexander Hamilton: Alexander Hamilton, the first US Secretary of the Treasury, "
                "was shot by Vice President Aaron Burr in a duel at Weehawken, New Jersey, on 11 "
                "July 1804, and died the next day in New York. His eldest son, Philip, had been "
                "killed in a duel on the same ground in 1801, aged 19, defending his father's name."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the three legs of an Ironman triathlon?",
        (
            "a 3.86 km (2.4 mile) swim, a 180.25 km (112 mile) bike ride and a 42.2 km (26.2 mile) "
            "marathon run"
        ),
        [
            D(
                "Olympic triathlon: Triathlon joined the Olympic programme at the Sydney Games in "
                "2000, over what is now called the standard or Olympic distance. Simon Whitfield "
                "of Canada and Brigitte McMahon of Switzerland won the first titles, and a mixed "
                "relay of four athletes, each doing a very short race, was added at the Tokyo "
                "Games, held in 2021."
            ),
            S(
                "Ironman Triathlon: An Ironman is a triathlon made up of a 3.86 km (2.4 mile) "
                "swim, a 180.25 km (112 mile) bike ride and a full marathon run of 42.2 km (26.2 "
                "miles), done in that order without a break, usually with a cut-off of 17 hours. "
                "The first was held on Oahu, Hawaii, in February 1978 with 15 starters, and was "
                "won by Gordon Haller in just under 12 hours."
            ),
            D(
                "Ironman 70.3: The Ironman 70.3 series, launched in 2006, holds races over half "
                "the full distance, 70.3 miles in all, with its own world championship moved to a "
                "different country each year. Many athletes use it as a step up from shorter "
                "races, and it has become the most popular long-distance format, with more than "
                "100 events worldwide."
            ),
            D(
                "Ironman World Championship: The world championship moved in 1981 from Oahu to "
                "Kailua-Kona on Hawaii's Big Island, where heat, humidity and crosswinds on the "
                "lava fields make it notoriously hard. Julie Moss's crawl to the line in 1982, "
                "filmed for ABC's Wide World of Sports, made the race famous, and Mark Allen and "
                "Dave Scott won six titles each."
            ),
            D(
                "Duathlon: A duathlon drops the swim and is raced as a run, then a bike leg, then "
                "a second run, with the standard distance for world championships being 10 km, 40 "
                "km and 5 km. It grew out of the biathle and the run-bike races of the 1980s in "
                "the United States, where it was often sold as a way into multisport for people "
                "who could not swim well."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How is jai alai played?",
        (
            "players catch the hard ball in a long curved wicker basket (cesta) strapped to the "
            "hand and hurl it in one motion against the front wall of a three-walled court; the "
            "ball must be caught on the fly or after one bounce, and a miss loses the point"
        ),
        [
            S(
                "Jai alai: Jai alai is a Basque ball game played on a court with three walls, the "
                "front, back and left, called a fronton or cancha. Each player wears a long curved "
                "wicker basket, the cesta, strapped to the hand, catches the hard goatskin ball on "
                "the fly or after one bounce and slings it back against the front wall in one "
                "fluid motion; holding it or missing loses the point."
            ),
            D(
                "Basque pelota: Basque pelota is the family of wall games from which jai alai "
                "grew, played in the Basque Country of Spain and France for centuries against the "
                "wall of a church or a village fronton. In the oldest form, pelota a mano, players "
                "strike the ball with their bare hands, often taped, while other forms use wooden "
                "bats called palas or leather gloves. Pelota was an Olympic sport only in Paris in "
                "1900."
            ),
            D(
                "Squash: Squash is played by two players in a closed court with four walls, using "
                "light rackets and a small hollow rubber ball that must hit the front wall above "
                "the tin after every shot. It began at Harrow School in London in about 1830, when "
                "boys found that a punctured rackets ball squashed on impact and gave a more "
                "varied game."
            ),
            D(
                "Jai alai in Florida: Betting on jai alai came to Florida in 1926 with the opening "
                "of the Miami Jai-Alai fronton, and by the 1970s there were ten frontons in the "
                "state drawing large crowds. A players' strike in 1988 and competition from "
                "casinos and lotteries hurt the sport badly, and most frontons closed or turned "
                "into card rooms."
            ),
            D(
                "Cesta: The cesta used in jai alai is handmade from Spanish chestnut ribs woven "
                "with rattan reed, and a skilled maker needs several days for each one. It was "
                "popularised in the 1850s, reportedly by a young Basque player named Gantxiki, and "
                "the ball that leaves it has been timed at more than 300 km per hour, making it "
                "one of the fastest in sport."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why was y2k a problem",
        (
            "many programs stored years as two digits to save memory, so the year 2000 would read "
            "as 00 and be taken for 1900, upsetting dates, ages and calculations"
        ),
        [
            D(
                "Year 2038 problem: Many computer systems count time as the number of seconds "
                "since 1 January 1970, and where that count is kept in a signed 32-bit integer it "
                "will overflow at 03:14:07 UTC on 19 January 2038, jumping back to a date in "
                "December 1901. Most modern systems have moved to 64-bit time, but old embedded "
                "devices may still be affected."
            ),
            S(
                "Year 2000 problem: In the 1960s and 1970s memory was costly, so programmers "
                "commonly stored years as two digits, 75 for 1975. When the year 2000 came, many "
                "programs would read 00 as 1900, so ages, interest and expiry dates could come out "
                "wrong or systems could crash. Governments and companies spent an estimated 300 "
                "billion dollars or more fixing code before it arrived."
            ),
            D(
                "GPS week number rollover: GPS satellites broadcast the date as a week number "
                "that, in the original format, runs only from 0 to 1023 and then resets to zero. "
                "The first rollover came on 21 August 1999 and the second on 6 April 2019, when "
                "some older receivers and aircraft systems showed wrong dates until their makers "
                "issued firmware updates."
            ),
            D(
                "Millennium debate: Strictly, the third millennium began on 1 January 2001, "
                "because the Anno Domini calendar has no year zero and its first century ran from "
                "year 1 to year 100. The Royal Greenwich Observatory said so repeatedly, but most "
                "people celebrated on the night of 31 December 1999, when the Millennium Dome "
                "opened in London."
            ),
            D(
                "Leap year 2000: Under the Gregorian calendar of 1582 a year divisible by 100 is a "
                "leap year only if it is also divisible by 400, so 1900 was not a leap year but "
                "2000 was. Some software written with the simpler rule treated 2000 as a common "
                "year, and a few systems got 29 February or 31 December 2000 wrong, a smaller "
                "cousin of the better-known date bug. Excel still treats 1900 as a leap year."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Hedy Lamarr help invent frequency hopping?",
        (
            "yes: with the composer George Antheil she patented a frequency-hopping system for "
            "radio-guided torpedoes, granted in August 1942"
        ),
        [
            D(
                "Hedy Lamarr filmography: Born Hedwig Kiesler in Vienna in 1914, Hedy Lamarr "
                "caused a stir in the Czech film Ecstasy (1933) before fleeing to Hollywood, where "
                "Louis B. Mayer signed her to MGM. Her films include Algiers (1938) with Charles "
                "Boyer and Cecil B. DeMille's Samson and Delilah (1949), the biggest hit of her "
                "career."
            ),
            S(
                "Hedy Lamarr: During the Second World War the actress Hedy Lamarr and the composer "
                "George Antheil devised a way of guiding torpedoes by radio that hopped among 88 "
                "frequencies in a pattern known to both sender and receiver, synchronised by "
                "something like a player-piano roll, so the enemy could not jam it. Their patent "
                "was granted in August 1942, though the US Navy did not use it then."
            ),
            D(
                "George Antheil: George Antheil, born in Trenton, New Jersey, in 1900, made his "
                "name in Paris with the Ballet Mecanique, first heard in 1926, scored for "
                "synchronised player pianos, bells, sirens and aeroplane propellers. Its New York "
                "premiere at Carnegie Hall in 1927 was a fiasco, and he later wrote film scores in "
                "Hollywood and a newspaper advice column."
            ),
            D(
                "Zeppo Marx: Zeppo Marx, the youngest of the Marx Brothers, left the comedy act in "
                "1933 and became an engineer and businessman. His company, Marman Products, made "
                "clamps used to hold the atomic bombs dropped on Japan in 1945, and in 1969 he was "
                "granted a patent for a wristwatch-like device that monitored the pulse of heart "
                "patients. He died in Palm Springs in 1979, aged 78."
            ),
            D(
                "Spread-spectrum radio: Spread-spectrum techniques spread a signal over a wide "
                "band of frequencies, making it harder to jam or intercept and letting many users "
                "share the airwaves. The US military used them widely from the 1960s, and in 1985 "
                "the Federal Communications Commission opened unlicensed bands to them, paving the "
                "way for cordless phones and Wi-Fi. Qualcomm built its CDMA phone networks on the "
                "idea."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        (
            "Who wrote the allegory in which Christian flees the City of Destruction for the "
            "Celestial City?"
        ),
        "John Bunyan: the allegory is The Pilgrim's Progress (1678)",
        [
            S(
                "Christian (The Pilgrim's Progress): Christian is the hero of The Pilgrim's "
                "Progress, first published in London in 1678. Weighed down by a great burden on "
                "his back, he leaves his wife and children in the City of Destruction and, pointed "
                "on his way by Evangelist, passes through the Slough of Despond, Vanity Fair and "
                "the Valley of the Shadow of Death to reach the Celestial City."
            ),
            D(
                "Everyman: Everyman is an English morality play of the late fifteenth century by "
                "an unknown author, in which God sends Death to summon Everyman to a reckoning. "
                "His friends Fellowship, Kindred and Goods desert him one after another, and only "
                "Good Deeds goes with him into the grave; it was revived at the first Salzburg "
                "Festival in 1920 in a German version. Hugo von Hofmannsthal wrote that version."
            ),
            S(
                "John Bunyan: John Bunyan, born at Elstow in Bedfordshire in 1628, was a tinker "
                "and a Nonconformist preacher who spent twelve years in Bedford county gaol from "
                "1660 for preaching without a licence. There he began The Pilgrim's Progress, his "
                "allegory of a man's journey to salvation, which became one of the most widely "
                "translated books in English."
            ),
            D(
                "Christian de Neuvillette: Christian de Neuvillette is the handsome young cadet in "
                "Edmond Rostand's play Cyrano de Bergerac (1897) who cannot find the words to woo "
                "Roxane, so Cyrano writes his love letters for him. Christian is killed at the "
                "siege of Arras, and Roxane learns the truth only fifteen years later, as Cyrano "
                "lies dying in the convent garden."
            ),
            D(
                "Paradise Lost: Paradise Lost is John Milton's epic poem in blank verse, first "
                "published in ten books in 1667 and in twelve in 1674, telling of Satan's "
                "rebellion and the fall of Adam and Eve. Milton, by then blind, dictated it to his "
                "daughters and assistants, and sold the rights for five pounds, with five more due "
                "on the sale of each edition."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "who invented the pomodoro technique",
        "Francesco Cirillo, an Italian university student, in the late 1980s",
        [
            D(
                "The Eisenhower matrix sorts tasks into four boxes by whether they are urgent and "
                "whether they are important: do the urgent and important ones now, schedule the "
                "important ones that can wait, delegate the urgent but unimportant, and drop the "
                "rest. It is named after Dwight D. Eisenhower, who said in a 1954 speech that the "
                "urgent are seldom important."
            ),
            S(
                "The Pomodoro Technique was devised in the late 1980s by Francesco Cirillo, then a "
                "university student in Italy struggling to concentrate, who timed his study with a "
                "kitchen timer shaped like a tomato, pomodoro in Italian. Work goes in blocks of "
                "25 minutes, each followed by a five-minute break, with a longer break of 15 to 30 "
                "minutes after every four."
            ),
            D(
                "Getting Things Done, the productivity method set out by the American consultant "
                "David Allen in his book of 2001, asks you to capture every task and idea in a "
                "trusted system outside your head, decide the next physical action for each, and "
                "review the lists every week. Its two-minute rule says that anything taking less "
                "than two minutes should be done at once."
            ),
            D(
                "Parkinson's law, that work expands so as to fill the time available for its "
                "completion, was first stated by the British naval historian C. Northcote "
                "Parkinson in a humorous essay in The Economist in November 1955. He used it to "
                "mock the growth of bureaucracy, noting that the Admiralty's staff kept growing "
                "while the Royal Navy's ships and men shrank."
            ),
            D(
                "Timeboxing means giving a task a fixed slot in the calendar and stopping when the "
                "time is up, finished or not, rather than working until it is done. It was "
                "popularised in software by the rapid application development of the 1980s and by "
                "Scrum's fixed sprints, and the writer Cal Newport recommends planning every "
                "minute of the working day this way."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "Which cabinet member went to prison over the Teapot Dome scandal?",
        (
            "Albert B. Fall, Warren Harding's Secretary of the Interior, convicted of bribery in "
            "1929"
        ),
        [
            D(
                "Harry F. Sinclair, the oil man whose Mammoth Oil Company had leased the Teapot "
                "Dome reserve in Wyoming, was acquitted of conspiracy in 1927, but he served six "
                "and a half months in prison for contempt of the Senate and for hiring detectives "
                "to shadow the jurors at his trial. He went on to run Sinclair Oil, with its green "
                "dinosaur, until 1949. His racehorse Zev had won the Kentucky Derby in 1923."
            ),
            D(
                "Harry M. Daugherty, Attorney General under Warren Harding and leader of the "
                "so-called Ohio Gang, was forced to resign by Calvin Coolidge in March 1924 amid "
                "charges that his Justice Department had taken bribes. He was tried twice for "
                "defrauding the government over the sale of seized German property, and both "
                "juries failed to agree."
            ),
            S(
                "Albert B. Fall, Secretary of the Interior under President Warren Harding, leased "
                "the navy's oil reserves at Teapot Dome in Wyoming and Elk Hills in California to "
                "the oil men Harry Sinclair and Edward Doheny in 1922 without competitive bidding, "
                "after taking some 400,000 dollars from them. Convicted of bribery in 1929, he "
                "became the first cabinet member sent to prison for crimes in office."
            ),
            D(
                "Charles R. Forbes, whom Warren Harding made the first director of the Veterans "
                "Bureau in 1921, sold off hospital supplies at a fraction of their worth and took "
                "kickbacks on the building of veterans' hospitals. He resigned in 1923, was "
                "convicted of conspiracy to defraud the government in 1925 and served nearly two "
                "years in Leavenworth."
            ),
            D(
                "Edwin Denby, Secretary of the Navy under Warren Harding, agreed in 1921 to hand "
                "control of the navy's oil reserves to the Department of the Interior, the step "
                "that made the later leases possible. A Senate resolution called for his "
                "dismissal, and although he was never charged with any crime, he resigned from the "
                "cabinet in March 1924."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, the Golden Globes or the Oscars?",
        "the Oscars, first presented in May 1929 (the Golden Globes began in January 1944)",
        [
            S(
                "The first Academy Awards were handed out on 16 May 1929 at a private dinner at "
                "the Hollywood Roosevelt Hotel, in a ceremony that lasted about fifteen minutes. "
                "The winners had been announced three months earlier; Wings, a film about fighter "
                "pilots of the First World War, won the top prize, and Emil Jannings was named "
                "best actor."
            ),
            D(
                "The first Emmy Awards were presented on 25 January 1949 at the Hollywood Athletic "
                "Club, by the Academy of Television Arts and Sciences, with only six categories, "
                "all for programmes made in Los Angeles. The statuette of a winged woman holding "
                "an atom was modelled on the wife of the engineer who designed it, and the name "
                "comes from immy, slang for an image orthicon tube."
            ),
            S(
                "The Golden Globes were first given in January 1944 by the Hollywood Foreign Press "
                "Association, a group of journalists writing for papers abroad that had been "
                "founded the year before. The ceremony was held at the studios of 20th Century "
                "Fox, and The Song of Bernadette was named best film; the association was "
                "dissolved in 2023 and the awards sold."
            ),
            D(
                "The Tony Awards, named after the actress and producer Antoinette Perry, were "
                "first presented on 6 April 1947 at the Waldorf Astoria hotel in New York by the "
                "American Theatre Wing. There were no nominees that first year, winners received a "
                "scroll and a cigarette lighter or a compact, and the medallion now used was "
                "designed in 1949."
            ),
            D(
                "The Cannes Film Festival was meant to open in September 1939 as a free rival to "
                "the Venice festival, then under Mussolini's sway, but war broke out on the first "
                "day, and it was held only in 1946. Its top prize was called the Grand Prix until "
                "1955, when the Palme d'Or was introduced, and Marty was the first American film "
                "to win it."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Who are the main stock characters of commedia dell'arte?",
        (
            "Arlecchino (Harlequin), Pantalone, Il Dottore, Il Capitano, Colombina, Brighella, "
            "Pulcinella and the young lovers (innamorati)"
        ),
        [
            D(
                "The British pantomime staged every Christmas has its own stock figures: the Dame, "
                "a comic older woman played by a man in outrageous frocks; the principal boy, "
                "traditionally a young woman in tights; a villain the audience boos; a good fairy; "
                "and a pantomime horse or cow worked by two actors. Shows such as Cinderella and "
                "Aladdin run from December into January."
            ),
            S(
                "Commedia dell'arte troupes improvised around a set of stock masks: Arlecchino, or "
                "Harlequin, the nimble, hungry servant in his patchwork of diamonds; the miserly "
                "old Venetian merchant Pantalone; Il Dottore, a pompous scholar from Bologna; Il "
                "Capitano, a boastful coward; the quick-witted maid Colombina; the schemer "
                "Brighella; Pulcinella; and the unmasked young lovers."
            ),
            D(
                "Carlo Goldoni, born in Venice in 1707, set out to reform Italian comedy by "
                "replacing the improvised scenarios of the touring companies with fully written "
                "scripts and characters drawn from life. His Servant of Two Masters of 1746, in "
                "which a servant takes on two employers at once, is still staged everywhere, and "
                "One Man, Two Guvnors moved it to Brighton in 2011. He died in Paris in 1793."
            ),
            D(
                "The company known as the Gelosi, formed in about 1568, was among the most famous "
                "of the Italian touring troupes, playing for the Medici in Florence and for the "
                "French court, where Henri III invited them in 1577. Its leading lady, Isabella "
                "Andreini of Padua, was also a poet admired across Europe, and her death in Lyon "
                "in 1604 broke up the company."
            ),
            D(
                "Greek New Comedy, the comedy of Menander and his rivals in Athens around 300 BC, "
                "used a fixed set of masks that let audiences recognise each type at once: the "
                "irritable old father, the lovesick young man, the cunning slave, the boastful "
                "soldier and the parasite. The Roman playwrights Plautus and Terence adapted its "
                "plots for Latin audiences."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how does the d'hondt method work",
        (
            "each party's vote total is divided by 1, 2, 3 and so on, and seats are handed out one "
            "at a time to whichever party has the largest remaining quotient until all are filled"
        ),
        [
            D(
                "The Sainte-Lague method, proposed by the French mathematician Andre Sainte-Lague "
                "in 1910, allocates seats by dividing each party's votes by the odd numbers 1, 3, "
                "5, 7 and so on, giving each seat to the largest quotient. It treats small parties "
                "more kindly than other divisor methods and is used in New Zealand, Norway, Sweden "
                "and for Germany's Bundestag."
            ),
            D(
                "Under the single transferable vote, used in the Republic of Ireland and Malta, "
                "voters rank candidates in multi-member constituencies. A candidate who reaches "
                "the Droop quota is elected and any surplus votes pass to the next preferences, "
                "while the weakest candidate is eliminated and their votes moved on, until every "
                "seat in the constituency is filled."
            ),
            S(
                "The D'Hondt method, devised by the Belgian lawyer Victor D'Hondt in 1878, shares "
                "out seats in proportion to votes. Each party's total is divided by 1, 2, 3 and so "
                "on; the first seat goes to the biggest quotient, and seats keep going to the "
                "largest remaining quotient until all are filled. It slightly favours bigger "
                "parties and is used in Spain, Portugal and Israel."
            ),
            D(
                "In first past the post, used for the House of Commons and the US House of "
                "Representatives, each constituency elects a single member, and the candidate with "
                "the most votes wins even without a majority. Critics point to results such as the "
                "British general election of 2015, when UKIP won 12.6 per cent of the vote and "
                "only one of 650 seats."
            ),
            D(
                "Largest remainder methods first work out a quota, most simply the Hare quota of "
                "total votes divided by seats, and give each party one seat for every full quota "
                "it has won. Any seats left over go to the parties with the biggest remainders, "
                "which can produce odd results such as the Alabama paradox, where adding a seat "
                "costs a party one."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why is the British winter of 1978-79 called the Winter of Discontent?",
        (
            "because of the wave of strikes by lorry drivers and public sector workers against the "
            "Labour government's 5 per cent pay limit, named with the opening line of "
            "Shakespeare's Richard III"
        ),
        [
            D(
                "The Three-Day Week was imposed by Edward Heath's Conservative government from 1 "
                "January 1974 to save electricity during an overtime ban and then a strike by coal "
                "miners. Commercial users could use power on only three set days a week, "
                "television closed down at 10.30 at night, and Heath lost the general election he "
                "called that February asking who governs Britain. It lasted until 7 March 1974."
            ),
            S(
                "In the winter of 1978-79 Britain was hit by a wave of strikes, by lorry drivers, "
                "train drivers, hospital porters, refuse collectors and even gravediggers in "
                "Liverpool, after the unions rejected James Callaghan's Labour government's 5 per "
                "cent limit on pay rises. Newspapers named it after the opening line of "
                "Shakespeare's Richard III: Now is the winter of our discontent."
            ),
            D(
                "The Winter of Our Discontent, published in 1961, was John Steinbeck's last novel, "
                "about Ethan Allen Hawley, a descendant of old Long Island whaling families "
                "working as a grocery clerk, who is tempted into betraying his employer and his "
                "friend to regain his family's standing. The Nobel Prize in Literature followed "
                "for Steinbeck the next year."
            ),
            D(
                "On 10 January 1979 James Callaghan returned from a summit on the French island of "
                "Guadeloupe and told reporters at Heathrow that he did not think other people in "
                "the world would share the view that there was mounting chaos. The Sun summed it "
                "up the next day with the headline Crisis? What crisis?, words he never actually "
                "used."
            ),
            D(
                "On 28 March 1979 Callaghan's minority government lost a vote of no confidence in "
                "the House of Commons by 311 votes to 310, the first government to fall that way "
                "since 1924. At the general election on 3 May the Conservatives, helped by Saatchi "
                "and Saatchi's Labour Isn't Working poster, won a majority of 43 and Margaret "
                "Thatcher became prime minister."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did the Seneca Falls Convention call for women's right to vote?",
        (
            "yes: its Declaration of Sentiments included a resolution for the vote, the only one "
            "not passed unanimously, carried after Frederick Douglass spoke for it"
        ),
        [
            D(
                "The Nineteenth Amendment to the US Constitution, which forbids denying any "
                "citizen the vote on account of sex, was passed by Congress in June 1919 and "
                "ratified on 18 August 1920, when Tennessee became the 36th state to approve it. "
                "The deciding vote in Nashville was cast by Harry Burn, aged 24, after a letter "
                "from his mother urged him to vote yes."
            ),
            S(
                "The Seneca Falls Convention, held in the Wesleyan Chapel in upstate New York on "
                "19 and 20 July 1848 and organised by Elizabeth Cady Stanton and Lucretia Mott, "
                "adopted a Declaration of Sentiments modelled on the Declaration of Independence. "
                "Its resolution that women should have the elective franchise was the only one not "
                "carried unanimously; Frederick Douglass spoke for it and it passed."
            ),
            D(
                "At the women's rights convention held in Akron, Ohio, in May 1851, the formerly "
                "enslaved preacher Sojourner Truth gave an unscripted speech on the strength and "
                "rights of Black women. The version most widely known, with its refrain Ain't I a "
                "Woman?, was published by Frances Dana Gage twelve years later and differs greatly "
                "from the reports of the time."
            ),
            D(
                "The first National Women's Rights Convention met in Brinley Hall in Worcester, "
                "Massachusetts, on 23 and 24 October 1850, drawing more than a thousand people "
                "from eleven states. Lucy Stone, Paulina Wright Davis and Abby Kelley Foster were "
                "among the speakers, and such national conventions were held nearly every year "
                "until the Civil War."
            ),
            D(
                "Wyoming Territory gave women the right to vote and to hold office in December "
                "1869, the first government in the United States to do so, and Louisa Swain of "
                "Laramie cast a ballot on 6 September 1870. When Wyoming applied to join the "
                "Union, Congress objected, and its legislature replied that it would stay out for "
                "a hundred years rather than join without its women. It became a state in 1890."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "How much did the United States pay for the purchase mocked as Seward's Folly?",
        "7.2 million dollars: Seward's Folly was the purchase of Alaska from Russia in 1867",
        [
            D(
                "The Louisiana Purchase of 1803 doubled the size of the United States, adding some "
                "828,000 square miles west of the Mississippi bought from Napoleon's France for 15 "
                "million dollars, about three cents an acre. Robert Livingston and James Monroe "
                "negotiated it in Paris, and Thomas Jefferson had doubts whether the Constitution "
                "even allowed it. The formal transfer took place in New Orleans that December."
            ),
            S(
                "William H. Seward, Secretary of State under Abraham Lincoln and Andrew Johnson, "
                "survived a knife attack by Lewis Powell on the night of Lincoln's assassination "
                "in 1865. In March 1867 he signed a treaty with the Russian minister Eduard de "
                "Stoeckl to buy Russian America, a deal newspaper critics mocked as Seward's Folly "
                "or Seward's Icebox, though the Senate ratified it 37 to 2."
            ),
            D(
                "Seward, a town on Resurrection Bay on Alaska's Kenai Peninsula, was founded in "
                "1903 by surveyors for a railway into the interior and named after the former "
                "Secretary of State. It is the southern end of the Alaska Railroad and the finish "
                "of the Mount Marathon race, held each Fourth of July since 1915, up a 3,022-foot "
                "peak and back."
            ),
            S(
                "By the treaty of 1867 Russia sold Alaska to the United States for 7.2 million "
                "dollars, about two cents an acre for some 586,000 square miles of land. The "
                "territory was handed over at Sitka on 18 October 1867, when the Russian flag was "
                "lowered and the American one raised, and the day is still marked as Alaska Day, a "
                "state holiday."
            ),
            D(
                "The Gadsden Purchase, negotiated in Mexico City by the American minister James "
                "Gadsden and ratified in 1854, bought about 29,670 square miles of what are now "
                "southern Arizona and New Mexico for 10 million dollars. The land was wanted for a "
                "southern railway route to California, which the Southern Pacific completed "
                "through it in the early 1880s."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "who won the first world series",
        (
            "the Boston Americans, who beat the Pittsburgh Pirates five games to three in October "
            "1903"
        ),
        [
            D(
                "Home > Sport > Baseball history | The Series that never was\nIn 1904 there was no "
                "World Series: John McGraw and the owner of the National League champion New York "
                "Giants, John T. Brush, refused to play the American League winners, calling it a "
                "minor league. The outcry led to fixed rules for the championship, and the Giants "
                "beat the Philadelphia Athletics four games to one in 1905.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Sport > Baseball history | The first World Series\nThe first modern World "
                "Series, in October 1903, pitted the Pittsburgh Pirates of the National League "
                "against the Boston Americans of the young American League in a best-of-nine. "
                "Pittsburgh led three games to one, but Boston won the next four to take it five "
                "games to three, Bill Dinneen winning three games and Cy Young two.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Baseball history | The Black Sox\nIn the 1919 World Series the "
                "heavily favoured Chicago White Sox lost to the Cincinnati Reds five games to "
                "three, and a year later it came out that eight Chicago players had taken money "
                "from gamblers to throw it. Though a Chicago jury acquitted them in 1921, "
                "Commissioner Kenesaw Mountain Landis banned all eight for life.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Baseball history | Reversing the curse\nThe Boston Red Sox won "
                "five of the first fifteen World Series, but after selling Babe Ruth to the New "
                "York Yankees in January 1920 they went 86 years without a title. The drought "
                "ended in October 2004, when they came back from three games down to beat the "
                "Yankees and then swept the St Louis Cardinals four straight.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Baseball history | Three shutouts\nIn the 1905 World Series "
                "Christy Mathewson of the New York Giants pitched three complete-game shutouts "
                "against the Philadelphia Athletics in six days, allowing only 14 hits in 27 "
                "innings. The Giants won the Series four games to one, and every one of the five "
                "games ended in a shutout, something never seen again.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who first suggested using the hashtag on Twitter?",
        "Chris Messina, in a tweet of 23 August 2007",
        [
            D(
                "Home > Tech > Social media | How Twitter began\nTwitter grew out of a brainstorm "
                "at the podcasting company Odeo in San Francisco, where Jack Dorsey proposed a "
                "service for sharing short status updates by text message. He sent the first "
                "message, just setting up my twttr, on 21 March 2006, and the service opened to "
                "the public that July, with Noah Glass, Biz Stone and Evan Williams.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Tech > Social media | Where the hashtag came from\nOn 23 August 2007 the "
                "designer Chris Messina tweeted: how do you feel about using # (pound) for groups, "
                "as in #barcamp? Twitter's founders at first thought the idea too nerdy, but users "
                "took it up during the San Diego wildfires that October, and in July 2009 Twitter "
                "began turning hashtags into links to search results.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Internet history | The first smiley\nOn 19 September 1982 the "
                "computer scientist Scott Fahlman posted to an online bulletin board at Carnegie "
                "Mellon University in Pittsburgh suggesting that people mark jokes with a colon, a "
                "hyphen and a closing bracket, to be read sideways. The original post was lost for "
                "years and recovered from backup tapes only in 2002.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Typography | A sign with many names\nThe symbol # is called the "
                "pound sign in the United States, from the abbreviation lb for libra pondo, and "
                "the hash in Britain. Engineers at Bell Labs are said to have named it the "
                "octothorpe in the 1960s when they added it to the keypads of touch-tone "
                "telephones, for its eight points, along with the star key.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Tech > Social media | The retweet\nBefore Twitter built a retweet button, "
                "users copied other people's posts by hand, adding RT and the author's name, a "
                "habit that spread in 2007 and 2008. Twitter launched its own retweet feature in "
                "November 2009, and quote tweets, which let users add their own comment above the "
                "original post, followed in April 2015.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Harlem Globetrotters or the NBA?",
        (
            "the Harlem Globetrotters, formed in Chicago in 1926 (the NBA began as the Basketball "
            "Association of America in 1946)"
        ),
        [
            S(
                "Home > Sport > Basketball | The Globetrotters story\nDespite the name, the Harlem "
                "Globetrotters were formed in Chicago, in 1926, out of a team called the Savoy Big "
                "Five, and the promoter Abe Saperstein took them on the road. They played their "
                "first game under the new name in Hinckley, Illinois, in January 1927, choosing "
                "Harlem to signal that they were an all-Black team.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Basketball | The Washington Generals\nThe Washington Generals, "
                "founded in 1952 by the player and coach Red Klotz, spent decades as the "
                "Globetrotters' touring opponents and lost to them thousands of times. Klotz's "
                "side won only a handful of games, the best known in Martin, Tennessee, in January "
                "1971, when Klotz hit the winning shot himself. The Globetrotters dropped them as "
                "opponents in 2015.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Basketball | How the NBA began\nThe National Basketball "
                "Association was founded in New York on 6 June 1946 as the Basketball Association "
                "of America, by owners of big arenas who wanted more dates to fill. The New York "
                "Knicks and the Toronto Huskies played its first game that November, and it took "
                "its present name in 1949 after merging with the rival National Basketball "
                "League.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Basketball | Peach baskets\nThe game itself was invented in "
                "December 1891 by James Naismith, a Canadian teaching at the YMCA training school "
                "in Springfield, Massachusetts, who needed an indoor sport for a restless class in "
                "winter. He nailed two peach baskets to the gallery railing and wrote 13 rules, "
                "and the first game ended 1-0.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Basketball | The ABA\nThe American Basketball Association ran from "
                "1967 to 1976 as a rival league, with a red, white and blue ball, the three-point "
                "shot and the first slam dunk contest, won by Julius Erving in 1976. When it "
                "folded, four of its teams, the Nuggets, Pacers, Nets and Spurs, joined the older "
                "league, bringing stars with them.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What were the ingredients of the original nachos?",
        "fried tortilla triangles topped with melted cheese and sliced jalapeno peppers",
        [
            D(
                "Home > Food > Tex-Mex | Stadium nachos\nIn 1976 the San Antonio businessman Frank "
                "Liberto began selling nachos at Arlington Stadium, home of the Texas Rangers, "
                "using tortilla chips and a pumpable cheese sauce that kept for months and needed "
                "no grating. The broadcaster Howard Cosell made them famous by talking about them "
                "during Monday Night Football in 1978.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Tex-Mex | Where nachos were born\nIn 1943 a group of American "
                "officers' wives from Fort Duncan came into the Victory Club in Piedras Negras, "
                "Mexico, after the kitchen had closed. The maitre d', Ignacio Anaya, known as "
                "Nacho, cut tortillas into triangles, fried them, topped them with grated cheese "
                "and slices of jalapeno pepper and heated them: nachos especiales.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food > Snacks | The tortilla chip\nTortilla chips are often credited to "
                "Rebecca Webb Carranza, who with her husband ran the El Zarape tortilla factory in "
                "Los Angeles and in the late 1940s began frying the misshapen rejects from its new "
                "machine, cut into triangles, and selling them by the bag for a dime. She was "
                "honoured by the Western Snack Food Association in 1994. She died in 2006.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Food > Snacks | The Doritos story\nDoritos were first made for Casa de "
                "Fritos, a Mexican restaurant at Disneyland run with the Frito Company, whose "
                "cooks fried their leftover tortillas and seasoned them. Frito-Lay launched them "
                "nationally in 1966 as plain toasted corn chips, adding taco flavour in 1967 and "
                "Nacho Cheese in 1972, still its best seller.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Tex-Mex | Chili con queso\nChile con queso, melted cheese with "
                "chillies, tomatoes and onions served hot as a dip, became a standard of Tex-Mex "
                "restaurants in the twentieth century. Many cooks now make it with Velveeta and a "
                "tin of Ro-Tel tomatoes and green chillies, first canned in Elsa, Texas, in 1943, "
                "and Arkansas claims to be its birthplace.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a phishing attack work?",
        (
            "the attacker sends an email or message that pretends to come from a trusted "
            "organisation and uses urgency to get you to click a link to a fake copy of its site, "
            "where the passwords or card details you type are captured, or to open an attachment "
            "carrying malware"
        ),
        [
            D(
                "Home > Tech > Security | What is ransomware?\nRansomware is malicious software "
                "that encrypts the files on a computer or network and demands payment, usually in "
                "cryptocurrency, for the key. The WannaCry attack of May 2017 spread through a "
                "flaw in older versions of Windows to some 200,000 computers in 150 countries and "
                "disrupted the NHS in England for days.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Security | How phishing works\nIn a phishing attack criminals send "
                "an email or text that looks as if it comes from a bank, a delivery firm or a "
                "colleague, often warning that an account will be closed or a parcel returned. A "
                "link leads to a convincing copy of the real site, and any password or card number "
                "typed in goes straight to the attacker; attachments may install malware.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Tech > Security | SIM swap fraud\nIn SIM swap fraud a criminal who already "
                "knows some of your personal details calls your mobile network pretending to be "
                "you and asks for your number to be moved to a new SIM card. Once it is moved, the "
                "one-time codes your bank sends by text go to the fraudster, who can then empty "
                "your accounts while your phone shows no signal.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Internet history | Why junk mail is called spam\nThe first mass "
                "unsolicited email was sent on 3 May 1978 by Gary Thuerk, a marketer at Digital "
                "Equipment Corporation, to about 400 users of the ARPANET, advertising new "
                "computers. The name spam came later, from a 1970 Monty Python sketch in which a "
                "cafe's menu and then its customers are drowned in the word. Spam itself is a "
                "tinned pork made by Hormel since 1937.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Security | Two-factor authentication\nTwo-factor authentication "
                "asks for a second proof of identity on top of a password, such as a code from an "
                "app, a text message or a hardware key like a YubiKey. Google said in 2019 that an "
                "on-device prompt blocked all the automated bot attacks it studied, and hardware "
                "keys are the hardest to get around.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why was the Miracle on Ice such an upset?",
        (
            "a young US team of college players and amateurs beat a Soviet side that had won four "
            "Olympic golds in a row and had thrashed the Americans 10-3 two weeks earlier"
        ),
        [
            D(
                "Home > Sport > Ice hockey | The Summit Series\nIn September 1972 Canada's best "
                "professionals met the Soviet national team in an eight-game series, four in "
                "Canada and four in Moscow, expecting to win easily. The Soviets won the opener "
                "7-3 in Montreal, and Canada took the series only in the last minute of the last "
                "game, when Paul Henderson scored.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Ice hockey | The Miracle on Ice\nAt Lake Placid on 22 February "
                "1980 a US team of college players and amateurs, the youngest in the tournament, "
                "beat the Soviet Union 4-3. The Soviets, full-time players in all but name, had "
                "won the last four Olympic golds and had crushed the same Americans 10-3 at "
                "Madison Square Garden just two weeks earlier.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Basketball | The three seconds\nIn the final of the Munich "
                "Olympics in September 1972 the Soviet Union beat the United States 51-50, ending "
                "the Americans' run of 63 straight Olympic wins, after officials twice had the "
                "last three seconds replayed. Alexander Belov scored at the buzzer, and the "
                "American players refused their silver medals.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Sport | Miracle (2004)\nMiracle, the Disney film of 2004 directed "
                "by Gavin O'Connor, tells the story of the 1980 US Olympic hockey team, with Kurt "
                "Russell as its coach, Herb Brooks. To make the hockey look real, the producers "
                "cast actual players rather than actors, and Al Michaels recorded his famous "
                "commentary again for the film.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Ice hockey | Gold at Squaw Valley\nTwenty years before Lake "
                "Placid, at the 1960 Winter Olympics in California, an American team also won the "
                "ice hockey gold on home ice, beating Canada 2-1 and the Soviet Union 3-2 and then "
                "Czechoslovakia in the final game. Because it was shown little on television, it "
                "is sometimes called the forgotten miracle.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "does kombucha contain alcohol",
        (
            "yes, a little: fermentation leaves traces, usually under 0.5 per cent in shop-bought "
            "kombucha and sometimes 1 to 3 per cent in home brews"
        ),
        [
            D(
                "Home > Food > Drinks | How much caffeine is in kombucha?\nBecause kombucha is "
                "made from black or green tea, it keeps some caffeine, though fermentation breaks "
                "down part of it. A typical 240 ml serving has about 10 to 25 milligrams, against "
                "roughly 95 in a cup of brewed coffee and 30 to 50 in a cup of tea, and brewers "
                "can use decaffeinated tea for a version with almost none.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Food > Drinks | Is there alcohol in kombucha?\nYes, a little. The yeasts "
                "in the culture turn sugar into alcohol, and bacteria then turn much of it into "
                "acetic acid, so shop-bought kombucha usually holds less than 0.5 per cent, the US "
                "limit for soft drinks. Home brews left longer can reach 1 to 3 per cent, and in "
                "2010 some brands were pulled from shelves after tests found more.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food > Drinks | Kefir explained\nKefir is a sour, fizzy fermented milk "
                "from the Caucasus made by adding kefir grains, clumps of bacteria and yeasts held "
                "together in a jelly of protein and sugars, to cow's, goat's or sheep's milk and "
                "leaving it for a day or so. It contains many more kinds of microbes than yoghurt, "
                "and water kefir is made with sugar water instead.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Drinks | What is a SCOBY?\nThe rubbery disc that floats on kombucha "
                "is a SCOBY, a symbiotic culture of bacteria and yeast, made mostly of cellulose "
                "spun by bacteria such as Komagataeibacter. Each batch grows a new layer that can "
                "be peeled off and given away to start another brew, and some designers have dried "
                "the sheets into a kind of vegan leather.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Drinks | Where kombucha comes from\nKombucha is often said to have "
                "come from north-east China around 220 BC, though there is little evidence, and it "
                "was certainly drunk in Russia and eastern Europe in the early 1900s. The name may "
                "come from a Japanese word for a seaweed tea, and sales in the United States took "
                "off in the 1990s after GT Dave began bottling it.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        (
            "Who directed the 1903 silent western that ends with an outlaw firing his gun straight "
            "at the audience?"
        ),
        "Edwin S. Porter: the film is The Great Train Robbery (1903)",
        [
            D(
                "Home > Film > Silent era | A Trip to the Moon\nGeorges Melies, a stage magician "
                "turned film-maker, released A Trip to the Moon in 1902, about a party of "
                "astronomers fired to the Moon from a giant cannon. Running about 13 minutes, it "
                "was a worldwide hit, widely copied by pirates in the United States, and its shot "
                "of the capsule stuck in the Moon's eye is still famous.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Film > Silent era | The Great Train Robbery\nThe Great Train Robbery of "
                "1903, a 12-minute film made for the Edison company in New Jersey, shows bandits "
                "holding up a train and being hunted down by a posse. It was a huge hit in the new "
                "nickelodeons, and its most famous shot shows the outlaw leader, played by Justus "
                "D. Barnes, firing his revolver straight at the camera.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Crime | The Great Train Robbery of 1963\nIn the early hours of 8 "
                "August 1963 a gang led by Bruce Reynolds stopped a Royal Mail train at Bridego "
                "Bridge in Buckinghamshire and took some 2.6 million pounds in used notes. Most of "
                "the robbers were caught, but Ronnie Biggs escaped from Wandsworth prison in 1965 "
                "and lived in Brazil until he gave himself up in 2001. He died in 2013.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Film > Silent era | Edwin S. Porter\nEdwin S. Porter, a former "
                "projectionist and sailor, became the leading director at Thomas Edison's New York "
                "studio around 1901. He helped develop cutting between scenes in Life of an "
                "American Fireman and The Great Train Robbery, both of 1903, and later directed "
                "Adolph Zukor's Famous Players productions, before leaving film in 1915.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Film > Silent era | Broncho Billy\nGilbert M. Anderson played several "
                "small parts, among them a passenger who is shot, in an early train robbery "
                "picture and went on to become the first cowboy star. As Broncho Billy he made "
                "hundreds of short westerns for the Essanay company, which he had founded in "
                "Chicago in 1907 with George K. Spoor.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How many Wisden Cricketers of the Year are chosen each year?",
        "five, normally, and no player can be chosen more than once",
        [
            S(
                "Q: How many Wisden Cricketers of the Year are there each year?\nA: Normally five. "
                "The editor of Wisden Cricketers' Almanack chooses them, chiefly for their "
                "influence on the previous English summer, and the tradition dates from 1889, when "
                "six great bowlers were honoured. By custom nobody can be picked twice, and in "
                "2009 Claire Taylor became the first woman named."
            ),
            D(
                "Q: Who were the Wisden Cricketers of the Century?\nA: For the 2000 edition a "
                "panel of 100 experts voted for the five greatest players of the twentieth "
                "century. Don Bradman was named on all 100 ballots, followed by Garfield Sobers, "
                "Jack Hobbs, Shane Warne and Viv Richards, and it was a one-off award that has not "
                "been repeated since then. Bradman's own Test batting average was 99.94."
            ),
            D(
                "Q: Who was John Wisden?\nA: John Wisden was a Sussex fast bowler, known as the "
                "Little Wonder for his small size, who in 1850 took all ten wickets in an innings, "
                "every one of them bowled, playing for the North against the South at Lord's. He "
                "opened a sports shop in London and published the first edition of his almanack in "
                "1864."
            ),
            D(
                "Q: What was the Wisden Trophy?\nA: The Wisden Trophy was contested in Test series "
                "between England and the West Indies from 1963, when it was presented to mark the "
                "hundredth edition of the almanack. The West Indies held it for many years in the "
                "1970s and 1980s, and in 2020 it was replaced by the Richards-Botham Trophy."
            ),
            D(
                "Q: What is the ICC Cricketer of the Year?\nA: The International Cricket Council "
                "has named a Cricketer of the Year since 2004, when Rahul Dravid won it, and the "
                "winner receives the Sir Garfield Sobers Trophy. A panel of former players, "
                "umpires and journalists votes, and there are separate awards for Test, one-day "
                "and T20 cricket and for women."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "who started the first index fund",
        (
            "John Bogle of Vanguard, with the First Index Investment Trust, launched in 1976 to "
            "track the S&P 500"
        ),
        [
            D(
                "Q: When was the first exchange-traded fund launched in the US?\nA: The SPDR S&P "
                "500 ETF Trust, known by its ticker SPY, began trading on the American Stock "
                "Exchange on 22 January 1993, sponsored by State Street. Unlike an ordinary mutual "
                "fund it can be bought and sold at any time in the trading day, and it became one "
                "of the largest funds in the world. Its yearly fee is about 0.09 per cent."
            ),
            S(
                "Q: Who started the first index fund for ordinary investors?\nA: John Bogle, who "
                "founded the Vanguard Group in 1975. On 31 August 1976 it launched the First Index "
                "Investment Trust, which simply held the shares of the S&P 500. Critics called it "
                "Bogle's Folly and it raised only 11 million dollars at first, but as the Vanguard "
                "500 it grew into one of the biggest funds ever."
            ),
            D(
                "Q: When did the S&P 500 index begin?\nA: Standard and Poor's launched the S&P 500 "
                "on 4 March 1957, tracking 500 large American companies weighted by their market "
                "value, and it could be worked out continuously by computer. It replaced a smaller "
                "index of 90 stocks the firm had published since 1926, and today it is the usual "
                "yardstick for US shares."
            ),
            D(
                "Q: What was Warren Buffett's million-dollar bet?\nA: In 2007 Warren Buffett bet "
                "the firm Protege Partners one million dollars that a low-cost S&P 500 fund would "
                "beat a chosen set of hedge funds over ten years after fees. The index fund "
                "returned about 7.1 per cent a year against 2.2 per cent, and the winnings went to "
                "Girls Inc. of Omaha."
            ),
            D(
                "Q: What was the first stock market index?\nA: Charles Dow, co-founder of Dow "
                "Jones and Company and The Wall Street Journal, published an average of eleven "
                "mostly railway stocks in 1884. His Dow Jones Industrial Average followed on 26 "
                "May 1896 with twelve industrial companies, and General Electric was the last of "
                "the originals to leave it, in 2018."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more players on court per side, kabaddi or sepak takraw?",
        "kabaddi: seven players a side, against three in sepak takraw",
        [
            D(
                "Footvolley: fact sheet\n- Invented on Copacabana beach in Rio de Janeiro in "
                "1965\n- Played on a beach volleyball court with the net raised\n- Two players a "
                "side\n- No hands: feet, chest and head only\n- Three touches allowed before the "
                "ball crosses\n- Spread to Europe and the United States in the 2000s\n- Romario "
                "and Ronaldinho have both played it for fun"
            ),
            S(
                "Kabaddi: fact sheet\n- Contact team sport from South Asia, national game of "
                "Bangladesh\n- Seven players on court for each side, with up to five "
                "substitutes\n- A raider crosses into the opposing half on one breath\n- Men's "
                "matches: two halves of 20 minutes\n- Asian Games sport since 1990\n- Pro Kabaddi "
                "League in India since 2014"
            ),
            S(
                "Sepak takraw: fact sheet\n- Kick volleyball from Southeast Asia, played with a "
                "woven rattan or plastic ball\n- Each team, or regu, has three players on court\n- "
                "The server is called the tekong\n- Feet, knees, chest and head only, no hands\n- "
                "Net 1.52 m high for men\n- Asian Games sport since 1990"
            ),
            D(
                "Kho kho: fact sheet\n- Tag game from India, played on a rectangular field\n- "
                "Squads of 12, with nine taking the field\n- Chasers sit in a line, facing "
                "alternate ways\n- Only the active chaser may run, and only one way\n- Matches "
                "have two innings of chasing and defending for each team\n- First world cup held "
                "in New Delhi in 2025"
            ),
            D(
                "Futsal: fact sheet\n- Five-a-side indoor football, one of them a goalkeeper\n- "
                "Played with a smaller, heavier ball that bounces less\n- Two halves of 20 minutes "
                "of stopped-clock time\n- Unlimited rolling substitutions\n- FIFA world cup since "
                "1989\n- Brazil have won the most titles"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "In sudoku, which three groups must each contain the digits 1 to 9 exactly once?",
        "every row, every column and every one of the nine 3x3 boxes",
        [
            D(
                "Q: What is a Latin square?\nA: A Latin square is an n by n grid filled with n "
                "different symbols so that each appears exactly once in every row and every "
                "column. Leonhard Euler studied them in 1782 with his puzzle of 36 officers of six "
                "ranks and six regiments, and they are used today to design fair experiments in "
                "farming and medicine."
            ),
            S(
                "Q: What are the rules of sudoku?\nA: You are given a 9x9 grid, divided into nine "
                "3x3 boxes, with some cells already filled. Fill the rest so that every row, every "
                "column and every 3x3 box contains each of the digits 1 to 9 exactly once. No "
                "arithmetic is needed, and a well-made puzzle has only one solution, which can be "
                "reached by logic alone."
            ),
            D(
                "Q: What is KenKen?\nA: KenKen, invented in 2004 by the Japanese maths teacher "
                "Tetsuya Miyamoto, uses a square grid of four to nine cells a side, with the cells "
                "grouped into cages. Each cage shows a target number and an operation such as plus "
                "or times, and the digits inside must combine to make it, with no digit repeated "
                "in a row or column."
            ),
            D(
                "Q: Where did sudoku come from?\nA: The puzzle first appeared as Number Place in "
                "Dell Pencil Puzzles and Word Games in New York in 1979, probably devised by "
                "Howard Garns, a retired architect. The Japanese publisher Nikoli took it up in "
                "1984 and named it sudoku, and it became a craze in Britain after The Times began "
                "printing it in November 2004."
            ),
            D(
                "Q: What is the fewest clues a sudoku can have?\nA: Seventeen. In 2012 Gary "
                "McGuire and colleagues at University College Dublin used about seven million "
                "hours of computer time to show that no puzzle with only 16 given digits has a "
                "unique solution. Tens of thousands of different 17-clue puzzles are known, and "
                "they are among the hardest for humans."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how does couch to 5k work",
        (
            "a nine-week plan of three runs a week, starting with short spells of jogging between "
            "walking (60 seconds running, 90 walking) and building up until you can run for 30 "
            "minutes, about 5 km, without stopping"
        ),
        [
            D(
                "Q: What is parkrun?\nA: Parkrun is a free, timed 5 km run held every Saturday "
                "morning in parks around the world, with volunteers as marshals and timekeepers. "
                "It began on 2 October 2004 with 13 runners in Bushy Park in south-west London, "
                "started by Paul Sinton-Hewitt, and you register once and bring a printed barcode."
            ),
            S(
                "Q: How does Couch to 5K work?\nA: It is a nine-week plan with three runs a week "
                "and a rest day between them. Week one alternates 60 seconds of jogging with 90 "
                "seconds of walking for 20 minutes; each week the running spells get longer and "
                "the walks shorter, until by week nine you run for 30 minutes without stopping, "
                "about 5 km. Josh Clark devised it in 1996."
            ),
            D(
                "Q: What is the run-walk method?\nA: The run-walk-run method, popularised by the "
                "former Olympian Jeff Galloway in the 1970s, has even experienced runners take "
                "planned walking breaks from the start, such as one minute in every five, rather "
                "than waiting until they are tired. He says it cuts injuries and can make "
                "finishing times in long races faster."
            ),
            D(
                "Q: What is Active 10?\nA: Active 10 is a free NHS app that tracks your walking "
                "and encourages you to do at least ten minutes of brisk walking a day, at a pace "
                "that leaves you slightly out of breath but still able to talk. It was launched by "
                "Public Health England in 2017 for adults who find the idea of formal exercise "
                "daunting."
            ),
            D(
                "Q: What is the talk test?\nA: The talk test is a simple way to judge how hard you "
                "are exercising without a heart-rate monitor. If you can talk but not sing, you "
                "are working at a moderate intensity; if you can say only a few words before "
                "pausing for breath, it is vigorous. Adults are advised to do 150 minutes of "
                "moderate activity a week."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why are fortune cookies associated with Chinese restaurants if they came from Japan?",
        (
            "Japanese-American bakers in California made them first, but when Japanese Americans "
            "were interned in the Second World War, Chinese-American firms took over making them "
            "and served them in Chinese restaurants"
        ),
        [
            D(
                "Q: Is there a Chinese legend about messages hidden in cakes?\nA: A popular story "
                "says that in the fourteenth century Chinese rebels against Mongol rule hid "
                "messages giving the date of their uprising inside mooncakes, which the Mongols "
                "did not eat. Historians doubt it, and the story is about mooncakes, not the "
                "folded cookies served in restaurants today. The cakes are still eaten at the "
                "Mid-Autumn Festival."
            ),
            S(
                "Q: If fortune cookies came from Japan, why do Chinese restaurants serve them?\nA: "
                "They were first made in California around 1900 by Japanese-American bakers and "
                "served at the Japanese Tea Garden in San Francisco. When Japanese Americans were "
                "sent to internment camps in 1942, Chinese-American firms took over making them, "
                "and they spread through Chinese restaurants."
            ),
            D(
                "Q: Who makes most fortune cookies?\nA: The biggest maker in the United States is "
                "Wonton Food, based in Brooklyn, New York, which turns out about four and a half "
                "million a day. In March 2005 it made headlines when 110 people won second prizes "
                "in the Powerball lottery with numbers printed on the backs of its messages."
            ),
            D(
                "Q: Who decided where fortune cookies were invented?\nA: In 1983 San Francisco's "
                "Court of Historical Review, a mock court held for fun, heard the claims of San "
                "Francisco and Los Angeles, and a judge made of a fortune cookie was said to have "
                "backed San Francisco. Los Angeles had argued that David Jung of the Hong Kong "
                "Noodle Company made them in 1918."
            ),
            D(
                "Q: Is General Tso's chicken eaten in China?\nA: Hardly. The dish was created in "
                "Taiwan in the 1950s by the chef Peng Chang-kuei, who named it after a "
                "nineteenth-century Hunanese general. Cooks in New York adapted it in the 1970s, "
                "making it sweeter and crisper, and it became a fixture of Chinese restaurants in "
                "the United States."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Do Delta SkyMiles expire?",
        (
            "no: Delta stopped expiring SkyMiles in 2011, so they stay in the account however long "
            "it is inactive"
        ),
        [
            D(
                "Q: Do American Airlines AAdvantage miles expire?\nA: Yes, if nothing happens on "
                "the account. AAdvantage miles expire after 24 months without any qualifying "
                "activity, such as earning or redeeming miles on a flight, a credit card or a "
                "hotel stay. The scheme was launched on 1 May 1981 and is often described as the "
                "first modern airline loyalty programme."
            ),
            S(
                "Q: Will my Delta SkyMiles expire?\nA: No. Delta removed expiry dates from "
                "SkyMiles in 2011, so the miles in your account stay there for as long as the "
                "account is open, even if you do not fly or earn anything for years. You can use "
                "them on Delta and partner flights, upgrades or the Delta Sky Club, and they can "
                "be shared with family."
            ),
            D(
                "Q: Do United MileagePlus miles expire?\nA: No longer. United announced in August "
                "2019 that MileagePlus miles would no longer expire, having previously cancelled "
                "them after 18 months without activity, and members whose miles had recently "
                "lapsed were able to get them back. The change followed a similar step by another "
                "large US airline."
            ),
            D(
                "Q: How do I earn SkyMiles on a Delta flight?\nA: Since 2015 Delta has awarded "
                "miles according to the fare paid, not the distance flown: general members earn "
                "five miles per dollar of base fare and carrier-imposed charges, while Medallion "
                "elite members earn seven to eleven. Taxes and government fees do not count "
                "towards the miles earned."
            ),
            D(
                "Q: Do British Airways Avios expire?\nA: Avios in a British Airways Club account "
                "expire if you go 36 months without collecting or spending any, but any single "
                "qualifying action, even buying something through the eStore, keeps them all alive "
                "for another 36 months. Avios can be moved between British Airways, Iberia and Aer "
                "Lingus."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which city is the restaurant that claims to have invented chicken tikka masala?",
        (
            "Glasgow: the Shish Mahal, where Ali Ahmed Aslam said he created the dish in the early "
            "1970s"
        ),
        [
            S(
                "Q: Who invented chicken tikka masala?\nA: The best-known claim is that of Ali "
                "Ahmed Aslam, chef and owner of the Shish Mahal restaurant, who said that in the "
                "early 1970s a customer, a bus driver, sent back his chicken tikka as too dry. "
                "Aslam heated a sauce of tomato soup, yoghurt, cream and spices to go with it, and "
                "the dish spread to curry houses across Britain."
            ),
            D(
                "Q: Where does butter chicken come from?\nA: Butter chicken, or murgh makhani, is "
                "usually credited to Kundan Lal Gujral, who opened the Moti Mahal restaurant in "
                "the Daryaganj district of Delhi after fleeing Peshawar at Partition in 1947. His "
                "cooks simmered leftover tandoori chicken in a sauce of tomato, butter and cream "
                "so it would not dry out. The restaurant later opened branches across India."
            ),
            S(
                "Q: What is the Shish Mahal?\nA: The Shish Mahal is an Indian restaurant in "
                "Glasgow's West End, opened in 1964 by the family of Ali Ahmed Aslam, who had come "
                "to Scotland from Pakistan as a boy. It started in Gibson Street and moved to Park "
                "Road in 1979, and Aslam, known as Mr Ali, ran it for decades until his death in "
                "December 2022, aged 77."
            ),
            D(
                "Q: Where was the balti invented?\nA: The balti is said to have been created by "
                "Pakistani and Kashmiri cooks in Birmingham in the mid-1970s, stir-fried fast over "
                "a high flame and served in the thin steel bowl it is cooked in. The Balti "
                "Triangle around Ladypool Road and Stoney Lane once had more than fifty "
                "restaurants."
            ),
            D(
                "Q: Did a politician call tikka masala a national dish?\nA: Yes. In a speech to "
                "the Social Market Foundation in London in April 2001, the Foreign Secretary Robin "
                "Cook called chicken tikka masala a true British national dish, saying it showed "
                "how Britain absorbs and adapts outside influences. The speech was widely quoted."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "bob beamon long jump distance",
        "8.90 metres (29 feet 2.5 inches), at the Mexico City Olympics on 18 October 1968",
        [
            D(
                "Mike Powell of the United States went further than anyone had before in the sand "
                "pit at the 1991 world championships in Tokyo, landing 8.95 metres out on 30 "
                "August in a duel with Carl Lewis, who had not lost at the event for a decade. "
                "Powell's mark ended a record that had stood for nearly 23 years and still stands "
                "today. Lewis's best that day, 8.91, was wind-aided."
            ),
            S(
                "In the thin air of the Mexican capital on 18 October 1968, the New Yorker Bob "
                "Beamon sprinted down the runway and sailed so far that the optical measuring "
                "device could not reach; officials had to fetch a steel tape. The leap came to "
                "eight metres ninety, twenty-nine feet two and a half inches, some 55 centimetres "
                "beyond the old best."
            ),
            D(
                "Galina Chistyakova of the Soviet Union set the women's world best in the "
                "horizontal leap at a meeting in Leningrad on 11 June 1988, landing 7.52 metres "
                "from the board, and nobody has beaten it since. She had lost out to the East "
                "German Heike Drechsler in the years before, and later competed for Slovakia after "
                "settling in Bratislava."
            ),
            D(
                "Jonathan Edwards of Britain bounded, stepped and jumped 18.29 metres at the world "
                "championships in Gothenburg on 7 August 1995, the first man past 60 feet in the "
                "triple jump, and the record stood for almost thirty years. He went on to Olympic "
                "gold in Sydney in 2000 and later became a presenter of sport on the BBC."
            ),
            D(
                "At the same Games in Mexico in 1968 Lee Evans became the first man to run the 400 "
                "metres in under 44 seconds, clocking 43.86, a world record that stood for almost "
                "twenty years. Like the sprinters and jumpers, he was helped by the altitude of "
                "2,240 metres, where thinner air offers less drag to athletes."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who composed 4'33\"?",
        "John Cage, in 1952",
        [
            D(
                "Long before the American avant-garde, the French humorist Alphonse Allais "
                "published in 1897 a Funeral March for the Obsequies of a Great Deaf Man, "
                "consisting of nine bars of blank staves, on the grounds that great griefs are "
                "silent. He also exhibited an all-white page as first communion of anaemic young "
                "girls in the snow."
            ),
            S(
                "The experimental American John Cage wrote in 1952 a piece in three movements in "
                "which the player makes no sound at all for four minutes and thirty-three seconds, "
                "so that the coughs, rain and rustling of the hall become the music. The pianist "
                "David Tudor first performed it in Woodstock, New York, that August, opening and "
                "closing the keyboard lid to mark its sections."
            ),
            D(
                "Yves Klein, the French painter famous for his patented ultramarine, devised "
                "around 1949 his Monotone-Silence Symphony, in which an orchestra holds a single D "
                "major chord for twenty minutes and then sits motionless for twenty minutes more. "
                "It was first played in full in Paris in 1960, while models covered in blue paint "
                "pressed themselves against canvases. Klein died in 1962, aged 34."
            ),
            D(
                "The blank canvases of Robert Rauschenberg, shown at Black Mountain College in "
                "North Carolina in 1951, were painted flat white with a roller so that only "
                "shadows and dust played on them. A fellow artist called them airports for lights, "
                "shadows and particles, and Rauschenberg later said anyone could repaint them, as "
                "long as they stayed white."
            ),
            D(
                "In a church in Halberstadt, Germany, an organ has been playing an American "
                "experimentalist's piece titled As Slow As Possible since 2001 in a performance "
                "meant to last 639 years, to 2640. The chords change only every few years, when "
                "the notes are altered by adding or removing pipes, and visitors travel to hear "
                "each change."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "gif or jpeg which came first",
        "GIF, introduced by CompuServe in 1987; the JPEG standard was approved in 1992",
        [
            S(
                "The graphics interchange format was released by the online service CompuServe in "
                "June 1987, designed by a team led by Steve Wilhite so that members could download "
                "colour pictures over slow modems. It packs images losslessly with a palette of up "
                "to 256 colours, which later made it the natural home for short looping animations."
            ),
            D(
                "Portable network graphics was drawn up in 1995 by a group of volunteers after "
                "Unisys began demanding royalties for the compression scheme used by an older "
                "image format, and it became a W3C recommendation in October 1996. It supports "
                "millions of colours and see-through backgrounds, though it cannot animate like "
                "its predecessor."
            ),
            S(
                "The Joint Photographic Experts Group, a committee set up in 1986, produced the "
                "compression standard named after it, approved in September 1992. It throws away "
                "detail the eye barely notices, letting photographs shrink to a tenth of their "
                "size, and it soon became the main format for pictures on web pages and in digital "
                "cameras."
            ),
            D(
                "Google announced WebP in September 2010, an image format based on the way its VP8 "
                "video codec compresses single frames, and claimed it made photographs about a "
                "quarter to a third smaller at the same quality. Other browsers were slow to adopt "
                "it, and Apple's Safari added support only in 2020, ten years on."
            ),
            D(
                "The tagged image file format was published by the software company Aldus in 1986 "
                "for desktop publishing, so that scanners and layout programs could exchange "
                "images. It can hold several pages and layers and store pictures without any loss, "
                "which is why it is still used for printing and archives, and Adobe owns it now."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Who were the members of the Traveling Wilburys?",
        "George Harrison, Jeff Lynne, Roy Orbison, Bob Dylan and Tom Petty",
        [
            D(
                "Eric Clapton on guitar, Jack Bruce on bass and vocals and Ginger Baker on drums "
                "came together in London in 1966 as Cream, often called the first supergroup. In "
                "just over two years they sold millions of records with songs such as Sunshine of "
                "Your Love, and they split after farewell concerts at the Royal Albert Hall in "
                "November 1968."
            ),
            S(
                "A spare B-side that needed recording in the spring of 1988 brought five famous "
                "friends into Bob Dylan's garage studio in Malibu: George Harrison, Jeff Lynne, "
                "Roy Orbison, Tom Petty and Dylan himself. Posing as half-brothers with joke names "
                "such as Nelson and Lefty, the Wilburys made an album, Vol. 1, before Orbison died "
                "that December."
            ),
            D(
                "The Highwaymen, the country supergroup of the 1980s and 1990s, joined Willie "
                "Nelson, Johnny Cash, Waylon Jennings and Kris Kristofferson, four of the genre's "
                "outlaws. Their first album, released in 1985, topped the country charts with a "
                "title song by Jimmy Webb, and they made two more records together before Cash's "
                "health failed."
            ),
            D(
                "Tom Petty's own band, the Heartbreakers, formed in Gainesville, Florida, in 1976 "
                "with Mike Campbell on guitar, Benmont Tench on keyboards, Ron Blair on bass and "
                "Stan Lynch on drums. Their hits included Refugee and American Girl, and they were "
                "inducted into the Rock and Roll Hall of Fame in 2002, fifteen years before Petty "
                "died."
            ),
            D(
                "Jeff Lynne founded the Electric Light Orchestra in Birmingham in 1970 with Roy "
                "Wood and the drummer Bev Bevan, setting out to blend rock with cellos and violins "
                "in the manner of the Beatles' later records. Wood left within a year, and Lynne "
                "led the band through hits such as Mr. Blue Sky and Livin' Thing across the 1970s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did ostracism work in ancient Athens?",
        (
            "each year the Assembly could decide to hold one; citizens then scratched a name on a "
            "potsherd (ostrakon), and if at least 6,000 were cast the man named most often had to "
            "leave Athens for ten years, keeping his property"
        ),
        [
            D(
                "In Syracuse in the fifth century BC the citizens briefly copied an Athenian "
                "practice under the name petalism, writing the names of over-powerful men on olive "
                "leaves; the man named most often was banished for five years. Diodorus says it "
                "was given up because able men withdrew from public life for fear of it."
            ),
            S(
                "Once a year the Athenian Assembly voted on whether to banish someone. If it said "
                "yes, citizens later gathered in the agora and scratched a name on a fragment of "
                "broken pottery; provided at least 6,000 were cast, the man named most often had "
                "ten days to leave the city for ten years, though he kept his property and could "
                "come back afterwards."
            ),
            D(
                "Athenian jurors were chosen by lot each morning using the kleroterion, a stone "
                "slab with rows of slots into which citizens pushed their bronze name tickets. "
                "Black and white balls dropped through a tube decided which rows served, so that "
                "nobody could know in advance which jurors would hear a case or bribe them."
            ),
            D(
                "More than 190 broken pots inscribed with the name of Themistocles, the victor of "
                "Salamis, were found together on the north slope of the Acropolis, written in only "
                "a few hands, which suggests they were prepared for voters in advance. "
                "Themistocles himself was banished around 471 BC and ended his days serving the "
                "Persian king."
            ),
            D(
                "Social psychologists use the word for being ignored and excluded by others, and "
                "Kipling Williams of Purdue University studied it from 2000 with Cyberball, a "
                "computer game of catch in which the other players stop throwing to the volunteer. "
                "Even a few minutes of being left out lowers people's mood and sense of belonging."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Supreme Court rule against Dred Scott?",
        (
            "Chief Justice Taney held that Black Americans, free or enslaved, could not be "
            "citizens and so Scott could not sue in federal court; the Court also held that "
            "Congress could not ban slavery in the territories, so his stay there did not free him"
        ),
        [
            D(
                "In the case of the Amistad in 1841, the Supreme Court, with John Quincy Adams "
                "arguing before it, held that the Africans who had seized the Spanish schooner off "
                "Cuba had been illegally kidnapped and were free to go home. Justice Joseph Story "
                "wrote the opinion, and 35 survivors sailed back to Sierra Leone."
            ),
            S(
                "Writing for a seven to two majority in March 1857, Chief Justice Roger Taney "
                "declared that people of African descent, whether held in bondage or free, were "
                "not and could never be citizens of the United States, so the man from Missouri "
                "had no right to bring a case in its federal courts. Taney added that Congress "
                "could not bar slavery from the territories."
            ),
            D(
                "Homer Plessy, who was one-eighth Black, was arrested in 1892 for sitting in a "
                "whites-only railway carriage in Louisiana, and in 1896 the Supreme Court upheld "
                "the state's law seven to one, accepting separate but equal facilities. Justice "
                "John Marshall Harlan dissented alone, writing that the Constitution is "
                "colour-blind. It was in effect overturned by Brown v. Board of Education in 1954."
            ),
            D(
                "In Prigg v. Pennsylvania in 1842 the Supreme Court struck down a Pennsylvania law "
                "that made it a crime to carry a Black person out of the state into slavery, "
                "holding that the federal Fugitive Slave Act of 1793 overrode it. Justice Story's "
                "opinion also said states need not help enforce the federal law."
            ),
            D(
                "Soon after the decision, the sons of Peter Blow, Scott's first owner, bought "
                "Scott and his wife Harriet and set them free in May 1857. He worked as a porter "
                "at a hotel in St Louis and died of tuberculosis in September 1858, little more "
                "than a year later; his grave in Calvary Cemetery was marked only in 1957."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        (
            "Did the United States agree to remove its missiles from Turkey to end the Cuban "
            "Missile Crisis?"
        ),
        (
            "yes, secretly: Robert Kennedy told the Soviet ambassador on 27 October 1962 that the "
            "Jupiter missiles in Turkey would go, and they were gone by April 1963"
        ),
        [
            D(
                "In April 1961 about 1,400 Cuban exiles trained and armed by the CIA landed at the "
                "Bay of Pigs on Cuba's southern coast, hoping to set off an uprising against Fidel "
                "Castro. Within three days they were beaten, and more than 1,100 were captured and "
                "later ransomed for food and medicine worth 53 million dollars."
            ),
            S(
                "On the night of 27 October 1962 the Attorney General, Robert Kennedy, met the "
                "Soviet ambassador, Anatoly Dobrynin, and told him that the American Jupiter "
                "rockets based on Turkish soil would be withdrawn within a few months, on "
                "condition that this part of the bargain was never made public. Moscow took its "
                "weapons out of Cuba, and the Jupiters were gone by April 1963."
            ),
            D(
                "On 27 October 1962, the most dangerous day of the standoff, a Soviet missile shot "
                "down an American U-2 spy plane over eastern Cuba, killing its pilot, Major Rudolf "
                "Anderson. The same day a Soviet submarine, B-59, was forced to the surface by US "
                "destroyers, and its officer Vasily Arkhipov refused to agree to fire a nuclear "
                "torpedo. President Kennedy decided not to strike back at the missile sites."
            ),
            D(
                "The PGM-19 Jupiter was a medium-range ballistic missile developed by the US Army "
                "at the Redstone Arsenal in Alabama under Wernher von Braun. It carried a single "
                "nuclear warhead about 2,400 km, and 30 were deployed in Italy from 1961, run by "
                "Italian air force crews with American officers holding the warheads."
            ),
            D(
                "In June 1963, after the showdown had shown how slow messages between the two "
                "capitals were, the United States and the Soviet Union set up a direct link "
                "between Washington and Moscow. Known as the hotline, it was never a red telephone "
                "but a pair of teletype machines, and the first message sent over it was a test of "
                "the alphabet."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Which company was the programmer who invented browser cookies working for?",
        "Netscape Communications: cookies were invented by Lou Montulli in 1994",
        [
            D(
                "The scripting language that lets web pages react to clicks was written in ten "
                "days in May 1995 by Brendan Eich at Netscape, first under the name Mocha, then "
                "LiveScript and finally JavaScript, in a marketing deal with Sun Microsystems. "
                "Eich later co-founded Mozilla and, in 2015, the company behind the Brave browser. "
                "Its standard is formally called ECMAScript."
            ),
            S(
                "The small text files that a website asks your browser to keep, so that it "
                "remembers who you are from one page to the next, were thought up in June 1994 by "
                "the programmer Lou Montulli, who needed a way for an online shop to hold a "
                "customer's basket between pages. He borrowed the name from magic cookies, tokens "
                "passed between programs."
            ),
            D(
                "The first graphical browser to become popular, Mosaic, was written at the "
                "National Center for Supercomputing Applications at the University of Illinois in "
                "1993 by Marc Andreessen and Eric Bina. It showed pictures alongside text on the "
                "same page, and it was free to download for Windows, Mac and Unix, which made it "
                "spread quickly."
            ),
            S(
                "Lou Montulli, who had co-written the text-only browser Lynx as a student at the "
                "University of Kansas, was one of the first engineers hired in 1994 by Netscape "
                "Communications, the company Jim Clark and Marc Andreessen founded in Mountain "
                "View. There he worked on the Navigator browser and also came up with the "
                "much-hated blink tag."
            ),
            D(
                "Under the European Union's ePrivacy rules, changed in 2009 and in force from "
                "2011, websites must ask before storing non-essential data on visitors' devices, "
                "which is why so many pages open with a consent banner. A ruling by the EU's top "
                "court in 2019 said pre-ticked boxes are not valid consent."
            ),
        ],
        drop=1,
    ),
]
