"""The twenty-eighth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev24.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; a quarter of the
questions (10 of 40) are typed search-box style. Written after lexical-v21, the batch measures
how far the evaluator's tuning carries to questions it was not written against (the evaluator
may be tuned meanwhile on the earlier batches, never on this one before it is measured; dev all
the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 322 characters and distractors 309; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote Middlemarch?",
        "George Eliot (Mary Ann Evans)",
        [
            D(
                "Silas Marner: Silas Marner is a short novel published in 1861 about a linen "
                "weaver of Raveloe who is driven out of his chapel in a northern town by a false "
                "charge of theft. He hoards gold for fifteen years, loses it to a thief, and finds "
                "a small girl, Eppie, asleep by his hearth on a snowy New Year's Eve."
            ),
            S(
                "Middlemarch: Middlemarch is a novel by George Eliot, the pen name of Mary Ann "
                "Evans, first published in eight parts in 1871 and 1872. Subtitled A Study of "
                "Provincial Life, it follows Dorothea Brooke, the doctor Tertius Lydgate and their "
                "neighbours in a Midlands town between 1829 and 1832, the years before the Reform "
                "Act."
            ),
            D(
                "North and South: North and South is a novel by Elizabeth Gaskell, first "
                "serialised in Household Words, edited by Charles Dickens, in 1854 and 1855. "
                "Margaret Hale, a parson's daughter from Hampshire, moves to the cotton town of "
                "Milton and clashes with the mill owner John Thornton before she comes to love him."
            ),
            D(
                "Barchester Towers: Barchester Towers is the second of Anthony Trollope's six "
                "Chronicles of Barsetshire, published in 1857. In a cathedral town in a made-up "
                "county, the arrival of the new bishop, his domineering wife Mrs Proudie and the "
                "chaplain Obadiah Slope sets off a war between the low and high church parties. "
                "Trollope wrote much of it on trains."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "battle of lepanto year",
        "1571 (7 October)",
        [
            D(
                "Battle of Preveza: The Battle of Preveza was fought on 28 September 1538 off the "
                "coast of western Greece, where an Ottoman fleet under Hayreddin Barbarossa beat "
                "the galleys of a Holy League led by the Genoese admiral Andrea Doria. It left the "
                "Ottomans the strongest naval power in the eastern Mediterranean for three decades."
            ),
            S(
                "Battle of Lepanto: The Battle of Lepanto was fought on 7 October 1571 in the Gulf "
                "of Patras, where the galleys of the Holy League, gathered by Pope Pius V from "
                "Spain, Venice and their allies under Don John of Austria, destroyed the Ottoman "
                "fleet of Ali Pasha. Miguel de Cervantes fought aboard the Marquesa and lost the "
                "use of his left hand."
            ),
            D(
                "Nafpaktos: Nafpaktos is a harbour town of about 13,000 people on the north shore "
                "of the Gulf of Corinth in Greece, known to the Venetians and in Western Europe "
                "for centuries as Lepanto. Its walled old port and a hilltop Venetian castle "
                "survive, and a bronze statue of Cervantes now stands by the harbour wall."
            ),
            D(
                "Battle of Navarino: The Battle of Navarino was fought on 20 October 1827 in the "
                "bay of Pylos, where a British, French and Russian fleet under Admiral Edward "
                "Codrington sank most of an Ottoman and Egyptian fleet at anchor. It was the last "
                "great battle between wooden sailing ships and helped secure Greek independence."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which premiered first, Rigoletto or La traviata?",
        "Rigoletto (1851; La traviata 1853)",
        [
            S(
                "Rigoletto: Rigoletto is an opera in three acts by Giuseppe Verdi to a libretto by "
                "Francesco Maria Piave after Victor Hugo's play Le roi s'amuse. It was first "
                "performed at La Fenice in Venice on 11 March 1851, after the censors forced the "
                "king of the play to become a Duke of Mantua; the tenor aria La donna è mobile was "
                "an instant hit."
            ),
            D(
                "Il trovatore: Il trovatore is an opera in four parts by Giuseppe Verdi to a "
                "libretto by Salvadore Cammarano, taken from a Spanish play by Antonio García "
                "Gutiérrez. It opened at the Teatro Apollo in Rome on 19 January 1853 and was a "
                "triumph at once; its Anvil Chorus, sung by Roma in the mountains of Biscay, is "
                "among the best known pieces in opera."
            ),
            S(
                "La traviata: La traviata is an opera in three acts by Giuseppe Verdi to a "
                "libretto by Piave, based on La Dame aux camélias by Alexandre Dumas fils. Its "
                "first night, at La Fenice in Venice on 6 March 1853, went badly, partly because "
                "the soprano singing the consumptive Violetta was thought too stout; a revival in "
                "1854 was a success."
            ),
            D(
                "Nabucco: Nabucco is an opera in four parts by Giuseppe Verdi to a libretto by "
                "Temistocle Solera, telling of the Babylonian king Nebuchadnezzar and the exiled "
                "Hebrews. First staged at La Scala in Milan on 9 March 1842, it made Verdi famous, "
                "and its chorus of the Hebrew slaves, Va, pensiero, was sung by the crowds at his "
                "funeral."
            ),
            D(
                "Aida: Aida is an opera in four acts by Giuseppe Verdi to an Italian libretto by "
                "Antonio Ghislanzoni, set in ancient Egypt. It was commissioned by the Khedive "
                "Ismail Pasha and first given at the Khedivial Opera House in Cairo on 24 December "
                "1871; the triumphal march of the second act is often played with long trumpets "
                "built for the opera."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the events of the heptathlon?",
        "100 m hurdles, high jump, shot put, 200 m, long jump, javelin, 800 m",
        [
            S(
                "Heptathlon: The heptathlon is a combined athletics event of seven disciplines "
                "held over two days. On the first day athletes run the 100 metres hurdles, then "
                "compete in the high jump and the shot put and run the 200 metres; on the second "
                "come the long jump, the javelin and the 800 metres. Jackie Joyner-Kersee's 7,291 "
                "points at Seoul in 1988 remain the world record."
            ),
            D(
                "Indoor heptathlon: The indoor heptathlon is the men's combined event of the "
                "winter season, contested over two days at the World Indoor Championships since "
                "1993. Its athletes score points for each discipline on the tables of World "
                "Athletics, and Ashton Eaton of the United States set the world record of 6,645 "
                "points in Istanbul in March 2012."
            ),
            D(
                "Women's pentathlon: The women's pentathlon was on the Olympic programme from "
                "Tokyo in 1964 to Moscow in 1980, with all five events held on one day. Mary "
                "Peters of Northern Ireland won it at Munich in 1972 with a world record of 4,801 "
                "points, and from Los Angeles in 1984 it was replaced by a longer event over two "
                "days of competition."
            ),
            D(
                "Decathlon: The decathlon is a ten-event contest for men held over two consecutive "
                "days, and its Olympic champion has long been called the world's greatest athlete, "
                "a name said to have been given to Jim Thorpe by King Gustaf V in Stockholm in "
                "1912. Kevin Mayer of France set the world record of 9,126 points at Talence in "
                "September 2018. Its last race is over 1,000 metres."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "how does ten pin bowling scoring work",
        "ten frames of two balls; a strike scores 10 plus the next two balls, a spare 10 plus the "
        "next ball; 300 is perfect",
        [
            D(
                "Candlepin bowling: Candlepin bowling is a form of the game played mostly in New "
                "England and the Maritime provinces of Canada, with thin pins and a ball small "
                "enough to hold in one hand. Bowlers get three balls a frame, fallen pins, called "
                "wood, are left on the lane, and the record single string of 245 was first rolled "
                "in 1984."
            ),
            D(
                "Ten-pin bowling lane: In ten-pin bowling the lane is 60 feet from the foul line "
                "to the head pin and 41.5 inches wide, made of maple and pine or of synthetic "
                "boards and oiled in a set pattern. The ten pins, each 15 inches tall, are set 12 "
                "inches apart in a triangle, and automatic pinsetters made by AMF came into alleys "
                "from 1952. A regulation ball may weigh no more than 16 pounds."
            ),
            S(
                "Ten-pin bowling: A game of ten-pin bowling has ten frames, and in each the bowler "
                "has two balls to knock down the ten pins. A strike, all ten with the first ball, "
                "scores 10 plus the pins of the next two balls; a spare, all ten with two balls, "
                "scores 10 plus the next ball. A strike or spare in the tenth frame earns extra "
                "balls, and twelve strikes make a perfect 300."
            ),
            D(
                "Lawn bowls: In lawn bowls players roll biased bowls, shaped so that they curve, "
                "along a flat green towards a small white ball called the jack. After every end, "
                "the side whose bowl lies nearest the jack scores a shot for each of its bowls "
                "closer than the opponent's best, and a singles game is often played to 21 shots "
                "up."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Easter Rising happen?",
        "Irish republicans rose to end British rule and found an Irish republic, seizing the "
        "chance of Britain's war with Germany",
        [
            D(
                "General Post Office, Dublin: The General Post Office on O'Connell Street in "
                "Dublin was designed by Francis Johnston and opened in 1818, with a portico of six "
                "Ionic columns. Shelled and burnt out in 1916, it was rebuilt by the Irish Free "
                "State and reopened in 1929, and a bronze of the dying hero Cú Chulainn stands "
                "inside its public hall."
            ),
            S(
                "Easter Rising: The Easter Rising began in Dublin on Easter Monday, 24 April 1916, "
                "when the Irish Volunteers and the Irish Citizen Army, led by Patrick Pearse and "
                "James Connolly, rose to end British rule and proclaim an Irish Republic. With "
                "Home Rule shelved and Britain at war with Germany, they took England's difficulty "
                "to be Ireland's opportunity; they held out six days."
            ),
            D(
                "Irish War of Independence: The Irish War of Independence was a guerrilla war "
                "fought from January 1919 to July 1921 between the Irish Republican Army and "
                "British forces, including the Black and Tans. It began on the day the first Dáil "
                "met in Dublin, with an ambush at Soloheadbeg in County Tipperary, and ended in a "
                "truce that took effect on 11 July 1921. About 2,000 people died in it."
            ),
            D(
                "Irish Civil War: The Irish Civil War was fought from June 1922 to May 1923 "
                "between the government of the new Irish Free State and republicans who rejected "
                "the Anglo-Irish Treaty of December 1921. It opened with the shelling of the Four "
                "Courts in Dublin, and Michael Collins was killed in an ambush at Béal na Bláth in "
                "August 1922."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was Roger Bannister the first person to run a mile in under four minutes?",
        "Yes: 3:59.4 at Oxford on 6 May 1954",
        [
            D(
                "John Landy: John Landy was an Australian middle-distance runner who ran the mile "
                "in 3 minutes 58.0 seconds at Turku in Finland on 21 June 1954, taking the world "
                "record 46 days after it had last changed hands. He later served as Governor of "
                "Victoria from 2001 to 2006, and died in February 2022 at the age of 91."
            ),
            S(
                "Roger Bannister: Sir Roger Bannister was an English athlete and neurologist who, "
                "on 6 May 1954 at the Iffley Road track in Oxford, became the first man to run a "
                "mile in under four minutes, timed at 3 minutes 59.4 seconds. Chris Brasher and "
                "Chris Chataway set the pace, and about 3,000 people watched the race on a cold, "
                "blustery evening."
            ),
            D(
                "Gunder Hägg: Gunder Hägg was a Swedish runner who, with his rival Arne Andersson, "
                "broke world records again and again in neutral Sweden during the Second World "
                "War. His mile of 4 minutes 1.4 seconds, run in Malmö on 17 July 1945, stood as "
                "the world record for nearly nine years, and he was banned in 1946 for taking "
                "appearance money."
            ),
            D(
                "Mile world record: The men's mile world record has been held since 7 July 1999 by "
                "Hicham El Guerrouj of Morocco, who ran 3 minutes 43.13 seconds at the Golden Gala "
                "in Rome's Stadio Olimpico. The women's record of 4 minutes 7.64 seconds was set "
                "by Faith Kipyegon of Kenya at the Diamond League meeting in Monaco in July 2023."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the composer of the Peer Gynt incidental music born?",
        "Bergen (Edvard Grieg)",
        [
            S(
                "Peer Gynt (Grieg): The incidental music to Henrik Ibsen's verse play Peer Gynt "
                "was written by Edvard Grieg at the playwright's request and first heard at the "
                "Christiania Theatre on 24 February 1876. Grieg later took eight of its movements "
                "into two orchestral suites, which include Morning Mood, Anitra's Dance and In the "
                "Hall of the Mountain King."
            ),
            D(
                "Henrik Ibsen: Henrik Ibsen was a Norwegian playwright, born on 20 March 1828 in "
                "the port of Skien, the son of a merchant who went bankrupt when the boy was "
                "seven. He lived abroad in Italy and Germany for 27 years, wrote A Doll's House "
                "and Hedda Gabler there, and died in Christiania, now Oslo, on 23 May 1906. He is "
                "buried in Our Saviour's Cemetery in Oslo."
            ),
            S(
                "Edvard Grieg: Edvard Hagerup Grieg was a Norwegian composer and pianist, born on "
                "15 June 1843 in Bergen, the son of a British consul and a musical mother who gave "
                "him his first piano lessons. He studied at the Leipzig Conservatory, wrote a "
                "Piano Concerto in A minor in 1868, and built his villa Troldhaugen south of the "
                "city."
            ),
            D(
                "Johan Halvorsen: Johan Halvorsen was a Norwegian composer, conductor and "
                "violinist, born on 15 March 1864 in Drammen, who married a niece of a more famous "
                "composer. For almost thirty years he led the orchestra of the National Theatre in "
                "Kristiania, and his Passacaglia for violin and viola after Handel is still widely "
                "played."
            ),
            D(
                "Peer Gynt (play): Peer Gynt is a verse drama in five acts by Henrik Ibsen, "
                "written in 1867 while he lived at Ischia and Sorrento in Italy and published in "
                "Copenhagen that November. It follows a boastful Norwegian farm boy from the "
                "mountains to Morocco and home again, and was first staged in Christiania nine "
                "years later."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who directed Lawrence of Arabia?",
        "David Lean",
        [
            D(
                "T. E. Lawrence was a British archaeologist and army officer who served as a "
                "liaison to the Arab Revolt against the Ottoman Empire from 1916 to 1918. He told "
                "the story in Seven Pillars of Wisdom, privately printed in 1926, and died in May "
                "1935 after crashing his Brough Superior motorcycle on a lane near Clouds Hill in "
                "Dorset."
            ),
            S(
                "Lawrence of Arabia, the 1962 epic about T. E. Lawrence's part in the Arab Revolt, "
                "was directed by David Lean and produced by Sam Spiegel. Shot in Jordan, Spain and "
                "Morocco on 70 mm film, it made a star of Peter O'Toole, cast Omar Sharif as "
                "Sherif Ali, and won seven Academy Awards, among them Best Picture and Best "
                "Director."
            ),
            D(
                "Robert Bolt was an English playwright and screenwriter, best known for A Man for "
                "All Seasons, his 1960 play about Sir Thomas More. He rewrote the script of a 1962 "
                "desert epic with Michael Wilson, won Oscars for the screenplays of Doctor Zhivago "
                "in 1965 and of the film of his own play in 1966, and married the actress Sarah "
                "Miles."
            ),
            D(
                "The Bridge on the River Kwai, released in 1957, tells of British prisoners of war "
                "forced to build a railway bridge for the Japanese army in Burma, with Alec "
                "Guinness as the stubborn Colonel Nicholson. Filmed in Ceylon and based on a novel "
                "by Pierre Boulle, it won seven Oscars, including Best Actor for Guinness."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "treaty of westphalia year",
        "1648",
        [
            D(
                "The Peace of Augsburg, agreed in September 1555 between Emperor Charles V's "
                "brother Ferdinand and the Lutheran princes of the Holy Roman Empire, let each "
                "ruler choose whether his lands would be Catholic or Lutheran, a rule later summed "
                "up as cuius regio, eius religio. Calvinists were left out, which stored up "
                "trouble for the next century. It was signed on the 25th."
            ),
            S(
                "The Peace of Westphalia was made in 1648 by treaties signed in the Westphalian "
                "cities of Osnabrück and Münster, the last of them on 24 October. It ended the "
                "Thirty Years' War in the Holy Roman Empire and the Eighty Years' War between "
                "Spain and the Dutch Republic, and it is often taken as the start of the modern "
                "system of sovereign states."
            ),
            D(
                "The Kingdom of Westphalia was a client state that Napoleon carved out of Hesse, "
                "Brunswick and Prussian lands in 1807, after the Treaties of Tilsit, and gave to "
                "his youngest brother Jérôme. Its capital was Kassel, it was given a written "
                "constitution and the French civil code, and it fell apart after the Battle of "
                "Leipzig in 1813."
            ),
            D(
                "The Peace of the Pyrenees, signed on 7 November 1659 on Pheasant Island in the "
                "Bidasoa river, ended a war between France and Spain that had run on since 1635. "
                "Spain gave up Roussillon and part of Cerdanya, and Louis XIV agreed to marry the "
                "Infanta Maria Theresa, the daughter of Philip IV, the following year."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came first, Woodstock or the Isle of Wight Festival?",
        "the Isle of Wight Festival (1968; Woodstock 1969)",
        [
            S(
                "The first Isle of Wight Festival was held on 31 August and 1 September 1968 on a "
                "farm field near Godshill, organised by the Foulk brothers to raise money for a "
                "swimming pool association. About 10,000 people came to hear Jefferson Airplane, "
                "The Move, T. Rex and The Pretty Things, and two bigger festivals followed on the "
                "island in 1969 and 1970."
            ),
            D(
                "The Monterey International Pop Festival ran from 16 to 18 June 1967 at the county "
                "fairground in Monterey, California, and drew perhaps 50,000 people across the "
                "three days. Jimi Hendrix set his guitar on fire there, Otis Redding and Janis "
                "Joplin won over new audiences, and D. A. Pennebaker filmed it all for his "
                "documentary. Ravi Shankar played on the Sunday afternoon."
            ),
            S(
                "The Woodstock Music and Art Fair was held from 15 to 18 August 1969 on Max "
                "Yasgur's dairy farm at Bethel in New York State, some 40 miles from the town of "
                "Woodstock itself. Around 400,000 people turned up in the rain and the mud, and "
                "Jimi Hendrix closed it on the Monday morning with his version of The "
                "Star-Spangled Banner."
            ),
            D(
                "The first Glastonbury Festival was held on 19 September 1970 at Worthy Farm in "
                "Pilton, Somerset, the day after Jimi Hendrix died. Michael Eavis charged £1 a "
                "ticket, free milk from the farm included, and about 1,500 people came to see Marc "
                "Bolan's Tyrannosaurus Rex, who stood in for the Kinks at short notice."
            ),
            D(
                "The Altamont Speedway Free Festival was held on 6 December 1969 at a motor racing "
                "track in northern California, with the Rolling Stones at the top of the bill and "
                "Hells Angels hired as security. About 300,000 people came, and the killing of the "
                "18-year-old Meredith Hunter in front of the stage was caught on film."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Who were the original members of the Beach Boys?",
        "Brian, Dennis and Carl Wilson, Mike Love and Al Jardine",
        [
            D(
                "The line-up of the Beach Boys changed often after their first hits. David Marks, "
                "a neighbour, played rhythm guitar in 1962 and 1963 while another member was at "
                "dental school, Bruce Johnston joined in 1965 to sing on tour, and the South "
                "Africans Blondie Chaplin and Ricky Fataar were in the band from 1972 to 1974."
            ),
            S(
                "The Beach Boys were formed in Hawthorne, California, in 1961 by three brothers, "
                "Brian, Dennis and Carl Wilson, together with their cousin Mike Love and their "
                "school friend Al Jardine. Their father Murry managed them at first, and their "
                "first single, Surfin', came out on the small Candix label in the last weeks of "
                "that year."
            ),
            D(
                "Jan and Dean were a vocal duo from Los Angeles, Jan Berry and Dean Torrence, who "
                "sang surf and hot-rod songs in close harmony in the early 1960s. Their only "
                "number one in the United States, Surf City, was written with Brian Wilson in "
                "1963, and Berry's career was cut short by a car crash in Beverly Hills in 1966."
            ),
            D(
                "The Mamas and the Papas were a folk-rock group formed in New York in 1965 by John "
                "Phillips, his wife Michelle Phillips, Denny Doherty and Cass Elliot. They moved "
                "to Los Angeles, scored hits with California Dreamin' and Monday, Monday in 1966, "
                "and helped organise the Monterey Pop Festival the following summer. Cass Elliot "
                "died in London in 1974."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a stock split work?",
        "each share is divided into several (e.g. 2-for-1), the price per share falls in "
        "proportion and the total value held stays the same",
        [
            D(
                "A share buyback is when a company spends its own cash buying its shares on the "
                "market and then cancels or holds them. With fewer shares in issue, each remaining "
                "one has a bigger claim on profits, so earnings per share rise; Apple has spent "
                "more than $600 billion this way since 2012, and US buybacks have been taxed at 1% "
                "since 2023."
            ),
            S(
                "In a stock split a company divides each existing share into several new ones. In "
                "a two-for-one split an investor with 100 shares worth $50 each ends up with 200 "
                "shares at about $25, so the value of the holding and the firm's market value do "
                "not change. Firms do it to make shares cheaper to buy; a reverse split merges "
                "shares instead."
            ),
            D(
                "Berkshire Hathaway's class A shares have never been split under Warren Buffett, "
                "who took control in 1965, and each now costs several hundred thousand dollars. In "
                "1996 the company issued cheaper class B shares so that small savers could invest "
                "without going through unit trusts that copied its holdings."
            ),
            D(
                "In a rights issue a company raises new money by offering its existing "
                "shareholders extra shares, usually at a discount to the market price and in "
                "proportion to what they already hold, for example one new share for every four. "
                "Holders who do not want to buy can often sell their rights on the market for "
                "cash. Banks often did this in 2008 and 2009."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Peasants' Revolt of 1381 break out?",
        "anger at the third poll tax of 1380 and at wage controls after the Black Death",
        [
            D(
                "Jack Cade's Rebellion broke out in Kent in the early summer of 1450, when several "
                "thousand men marched on London to protest at corruption among Henry VI's advisers "
                "and the loss of English lands in France. They held the city for a few days before "
                "they were driven out, and Cade was mortally wounded in Sussex that July."
            ),
            S(
                "The Peasants' Revolt of 1381 was set off by the third poll tax in four years, a "
                "shilling a head on everyone over fifteen, levied in 1380 to pay for the war with "
                "France. Since the Black Death labourers had also been angered by the Statute of "
                "Labourers, which held wages down, and in June Wat Tyler and John Ball led the men "
                "of Kent and Essex on London."
            ),
            D(
                "The Poll Tax Riots took place in London on 31 March 1990, when a march against "
                "the community charge, the flat local tax brought in by Margaret Thatcher's "
                "government, turned violent around Trafalgar Square. More than 300 people were "
                "arrested, and the charge was replaced by the council tax in 1993."
            ),
            D(
                "The Pilgrimage of Grace was a rising in Yorkshire in October 1536, led by the "
                "lawyer Robert Aske, against Henry VIII's break with Rome and his dissolution of "
                "the smaller monasteries. Some 30,000 men gathered at Doncaster; the king promised "
                "a pardon, but after new risings in 1537 Aske and some 200 others were executed. "
                "It was the biggest rising of his reign."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "did salieri poison mozart",
        "No: the rumour has no evidence behind it",
        [
            D(
                "Antonio Salieri was born in 1750 in Legnago, near Verona, and came to Vienna at "
                "fifteen. He became court Kapellmeister to Joseph II in 1788, wrote more than "
                "forty operas, among them Tarare for Paris, and taught composition to Beethoven, "
                "Schubert and the young Franz Liszt before his death in 1825."
            ),
            D(
                "Mozart died in Vienna on 5 December 1791, aged 35, after a fortnight in bed with "
                "a fever and swelling. He left unfinished a Requiem, commissioned anonymously by "
                "Count Franz von Walsegg in memory of his wife, and his pupil Franz Xaver Süssmayr "
                "completed it for the widow, Constanze, who needed the fee."
            ),
            S(
                "There is no evidence that Salieri poisoned Mozart. The rumour went round Vienna "
                "after 1791, and in his last years, confused and ill, Salieri is said to have "
                "denied it; Pushkin's play Mozart and Salieri of 1830 and Peter Shaffer's Amadeus "
                "spread the tale. Historians think Mozart died of an illness such as rheumatic "
                "fever, and the two men were on good terms."
            ),
            D(
                "Miloš Forman's film Amadeus of 1984, adapted by Peter Shaffer from his stage "
                "play, is told by an old Salieri in an asylum who confesses that he destroyed "
                "Mozart out of envy. Tom Hulce played Mozart and F. Murray Abraham Salieri, and it "
                "won eight Academy Awards, including Best Picture and Best Actor for Abraham."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who was the wife of the president who signed the Emancipation Proclamation?",
        "Mary Todd Lincoln",
        [
            S(
                "The Emancipation Proclamation was issued by President Abraham Lincoln on 1 "
                "January 1863, in the third year of the Civil War. It declared that all enslaved "
                "people in the states then in rebellion were free from that day and let Black men "
                "enlist in the Union army, though it did not reach the slave states that had "
                "stayed loyal."
            ),
            D(
                "Eliza McCardle Johnson married Andrew Johnson in Greeneville, Tennessee, in 1827, "
                "when she was sixteen, and is said to have taught him to write. Ill with "
                "tuberculosis, she rarely appeared in public while he was president from 1865 to "
                "1869, leaving most of the hosting at the White House to their daughter Martha."
            ),
            S(
                "Mary Todd was born in 1818 into a wealthy slave-holding family in Lexington, "
                "Kentucky, and married the lawyer Abraham Lincoln in Springfield, Illinois, on 4 "
                "November 1842. Of their four sons only Robert lived to adulthood, and after her "
                "husband was shot beside her at Ford's Theatre she was briefly committed to an "
                "asylum."
            ),
            D(
                "The Thirteenth Amendment to the United States Constitution, which abolished "
                "slavery and involuntary servitude except as punishment for a crime, passed the "
                "House of Representatives on 31 January 1865. It was ratified by the states on 6 "
                "December 1865, eight months after the end of the Civil War. Lincoln, shot in "
                "April, did not live to see it."
            ),
            D(
                "Juneteenth marks 19 June 1865, when Union general Gordon Granger arrived in "
                "Galveston, Texas, and announced that the enslaved people of the state were free, "
                "more than two years after they had legally been freed. It became a federal "
                "holiday in the United States in June 2021, signed into law by Joe Biden."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Who invented the QR code?",
        "Masahiro Hara, at Denso Wave, in 1994",
        [
            D(
                "Home > Tech > History | The barcode at 50 | The first product scanned at a "
                "checkout by its Universal Product Code was a 10-pack of Wrigley's gum, at a Marsh "
                "supermarket in Troy, Ohio, on 26 June 1974. The idea went back to a 1952 patent "
                "by Norman Joseph Woodland and Bernard Silver. Woodland drew the first design in "
                "the sand of a Miami beach. | Share this | Cookie policy"
            ),
            S(
                "Home > Tech > Explainers | Who invented the QR code? | The QR code was invented "
                "in 1994 by Masahiro Hara, an engineer at Denso Wave, a Toyota group company, to "
                "track car parts on the factory floor; he took the idea from the black and white "
                "stones of the game of Go. Denso chose not to enforce its patent. | Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Business > Japan | Denso at 75 | Denso was spun off from Toyota in 1949 "
                "and is based in Kariya, Aichi Prefecture, where it makes starters, radiators and "
                "electronics for carmakers. Its subsidiary Denso Wave sells handheld scanners and "
                "factory robots, and the group employs about 160,000 people. | Related | Cookie "
                "settings"
            ),
            D(
                "Home > Money > Payments | How China went cashless | By 2018 most city shoppers in "
                "China paid by scanning a square code with Alipay, launched by Alibaba in 2004, or "
                "WeChat Pay, added by Tencent in 2013, and even street stalls in Hangzhou put up a "
                "printed code instead of taking notes. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "when was the first email sent",
        "1971 (Ray Tomlinson, on the ARPANET)",
        [
            D(
                "Home > Tech > Mobile | 30 years of texting | The first SMS text message, Merry "
                "Christmas, was sent on 3 December 1992 by the engineer Neil Papworth from a "
                "computer to the phone of Richard Jarvis, a Vodafone director, at a party in "
                "Newbury. Phones could not type messages until 1993. | Share this | Cookie policy"
            ),
            D(
                "Home > Tech > Internet history | Lo and behold | At 10.30 pm on 29 October 1969 a "
                "student at UCLA, Charley Kline, tried to log in to a computer at the Stanford "
                "Research Institute over the new ARPANET; the system crashed after two letters, so "
                "the first message was LO. The full LOGIN went through about an hour later. | "
                "Share this | Cookie policy"
            ),
            S(
                "Home > Tech > Internet history | Who sent the first email? | In late 1971 Ray "
                "Tomlinson, an engineer at BBN in Cambridge, Massachusetts, sent the first email "
                "between two machines on the ARPANET, side by side in one room. He picked the @ "
                "sign to split user from host and recalled a test text like QWERTYUIOP. | Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Tech > Internet history | The first spam | On 3 May 1978 Gary Thuerk, a "
                "marketer at Digital Equipment Corporation, sent an advert for new DEC computers "
                "to about 400 ARPANET users on the West Coast. It drew angry replies and, he "
                "claimed, some $13 million in sales. | Share this | Cookie policy"
            ),
            D(
                "Home > Tech > Web | Hotmail turns 25 | Hotmail, one of the first free webmail "
                "services, was launched on 4 July 1996 by Sabeer Bhatia and Jack Smith, and "
                "Microsoft bought it in December 1997 for about $400 million, when it had some 9 "
                "million users. Its name hid the letters HTML. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Grand National or the Kentucky Derby?",
        "the Grand National (1839; Kentucky Derby 1875)",
        [
            S(
                "Home > Sport > Racing | Grand National guide | The Grand National was first run "
                "at Aintree, near Liverpool, on 26 February 1839, and was won by a horse called "
                "Lottery. Today 34 runners jump 30 fences over about four miles and two furlongs, "
                "and Red Rum is the only horse to have won it three times. | Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Racing | The Derby at Epsom | The Derby was first run at Epsom "
                "Downs in Surrey on 4 May 1780, named after the 12th Earl of Derby, who won a coin "
                "toss for the honour, and was won by Diomed. Run over a mile and a half, it is for "
                "three-year-olds only. The Oaks, for fillies, began a year earlier in 1779. | "
                "Share this | Cookie policy"
            ),
            S(
                "Home > Sport > US racing | Kentucky Derby 101 | The Kentucky Derby was first run "
                "on 17 May 1875 at Churchill Downs in Louisville and was won by Aristides in front "
                "of about 10,000 people. Held on the first Saturday in May over a mile and a "
                "quarter, it is the first leg of the Triple Crown. | Share this | Cookie policy"
            ),
            D(
                "Home > Sport > US racing | Preakness facts | The Preakness Stakes was first run "
                "in 1873 at Pimlico Race Course in Baltimore and is named after a colt that won "
                "the Dinner Party Stakes on the track's opening day in 1870. The winner is draped "
                "in a blanket of black-eyed Susans. | Share this | Cookie policy"
            ),
            D(
                "Home > Sport > Racing | Cheltenham explained | The Cheltenham Gold Cup was first "
                "run as a steeplechase in 1924, when Red Splash won a prize of £685, and it is the "
                "highlight of the four-day festival in March. Golden Miller won it five years in a "
                "row in the 1930s. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What goes in a Yorkshire pudding?",
        "plain flour, eggs, milk and a pinch of salt, baked in very hot fat",
        [
            S(
                "Home > Food > Recipes > Sides | Classic Yorkshire puddings | You need only plain "
                "flour, eggs and milk in equal volumes, plus a pinch of salt; some cooks swap a "
                "little of the milk for water. Rest the batter, then pour it into a tin of beef "
                "dripping or oil heated to smoking at 220C and bake for 20 minutes. | Print | "
                "Share | Cookie policy"
            ),
            D(
                "Home > Food > Recipes > Mains | Toad in the hole | This is a family favourite "
                "from the north of England: eight good pork sausages browned in a roasting tin, "
                "then baked in a puffed-up batter for about 35 minutes at 220C, and served with "
                "onion gravy and peas. Don't open the oven door early. Serves four hungry people. "
                "| Print | Share | Cookie policy"
            ),
            D(
                "Home > Food > Recipes > Breakfast | Easy crêpes | Whisk 100 g of plain flour with "
                "2 eggs and 300 ml of milk until smooth, rest for 30 minutes, then cook thin "
                "ladlefuls in a hot buttered pan for a minute a side. Serve with lemon and sugar "
                "on Shrove Tuesday. Makes 8. | Print | Share | Cookie policy"
            ),
            D(
                "Home > Food > News | How tall should a pudding be? | In 2008 the Royal Society of "
                "Chemistry ruled that a Yorkshire pudding is not a Yorkshire pudding unless it "
                "rises at least four inches, after an expat in Colorado complained that his kept "
                "falling flat at altitude. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does two-factor authentication work?",
        "after the password, you must also prove a second factor, such as a code from your phone "
        "or app, a security key or a fingerprint",
        [
            D(
                "Home > Tech > Security | Do you need a password manager? | A password manager "
                "keeps all your logins in an encrypted vault locked by one master password, fills "
                "them in for you and can invent long random ones, so no two sites share a "
                "password. Bitwarden is free; 1Password costs about $3 a month. The LastPass "
                "breach of 2022 shook users. | Share this | Cookie policy"
            ),
            S(
                "Home > Tech > Security | 2FA explained | With two-factor authentication, knowing "
                "your password is not enough: you must also prove a second thing, usually "
                "something you have, like a six-digit code texted to your phone, made every 30 "
                "seconds by an app or held on a USB security key, or something you are, like a "
                "fingerprint. | Share this | Cookie policy"
            ),
            D(
                "Home > Tech > Security | What are passkeys? | Passkeys replace passwords with a "
                "pair of cryptographic keys: the private one never leaves your device and is "
                "unlocked with your face, fingerprint or PIN. Built on the FIDO2 standard, they "
                "were adopted by Apple, Google and Microsoft in 2022. | Share this | Cookie policy"
            ),
            D(
                "Home > Tech > Web | Why do sites make me click traffic lights? | CAPTCHA, short "
                "for Completely Automated Public Turing test to tell Computers and Humans Apart, "
                "was named at Carnegie Mellon in 2003; Google bought reCAPTCHA in 2009 and used "
                "the answers to digitise old books. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why are barber poles red and white",
        "barbers were once barber-surgeons who let blood: red for blood, white for bandages",
        [
            D(
                "Home > History > Crime | The demon barber | Sweeney Todd, the barber of Fleet "
                "Street who cut his customers' throats, first appeared in a penny dreadful called "
                "The String of Pearls in 1846 and 1847. There is no proof he existed, and "
                "Sondheim's musical opened on Broadway in 1979. | Share this | Cookie policy"
            ),
            S(
                "Home > Life > Curious questions | Why the stripes? | Medieval barbers were also "
                "surgeons who pulled teeth and let blood. The pole stands for the staff a patient "
                "gripped to make the veins stand out, the red stripe for blood and the white for "
                "the bandages hung out to dry; American poles added blue. | Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Business > Makers | Last of the pole makers | The William Marvy Company of "
                "St Paul, Minnesota, has made barber poles since 1950 and is the last big maker in "
                "the United States; it had sold its 50,000th pole by 1967, and its lit spinning "
                "poles still sell worldwide. | Share this | Cookie policy"
            ),
            D(
                "Home > History > Trades | The three balls | The three golden balls hung outside a "
                "pawnbroker's shop are often traced to the Medici of Florence, bankers whose arms "
                "bore red balls, or to St Nicholas, who gave three bags of gold to three poor "
                "sisters for their dowries. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is incognito mode actually private?",
        "No: it only stops the browser saving your history on the device; sites, employers and "
        "your internet provider can still see what you do",
        [
            S(
                "Home > Tech > Privacy | What incognito really does | Not very. A private window "
                "only stops your browser saving history, cookies and form entries on your device "
                "once you close it. The sites you visit, your employer or school network and your "
                "internet provider can still see what you do, and downloads stay. | Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Tech > How-to | Open a private window | In Chrome press Ctrl+Shift+N on "
                "Windows or Cmd+Shift+N on a Mac to open an incognito window; in Firefox and Edge "
                "it is Ctrl+Shift+P. On a phone, tap the tabs button and choose a new private tab. "
                "| Share this | Cookie policy"
            ),
            D(
                "Home > Tech > Privacy | Do I need Tor? | The Tor Browser sends your traffic "
                "through three volunteer relays, each of which knows only the one before and after "
                "it, so no single relay sees both who you are and where you go. The project began "
                "at the US Naval Research Laboratory. It is free, and based on Firefox. | Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Tech > News | Google settles | In April 2024 Google agreed to delete "
                "billions of data records to settle Brown v. Google, a class action filed in 2020 "
                "by users who said Chrome tracked them while browsing in private mode. The "
                "plaintiffs had sought $5 billion. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "When was the band that made Rumours formed?",
        "1967 (Fleetwood Mac, in London)",
        [
            S(
                "Home > Music > Classic albums | Rumours at 45 | Rumours, Fleetwood Mac's eleventh "
                "studio album, came out in February 1977, recorded while both couples in the band "
                "were breaking up. Dreams went to number one in the US, and the record has sold "
                "more than 40 million copies. | Share this | Cookie policy"
            ),
            D(
                "Home > Music > Classic albums | Buckingham Nicks | Before they joined a famous "
                "band, Lindsey Buckingham and Stevie Nicks made one album as a duo, Buckingham "
                "Nicks, released by Polydor in September 1973; it sold poorly and stayed out of "
                "print for more than fifty years. | Share this | Cookie policy"
            ),
            S(
                "Home > Music > Bands A-Z | Fleetwood Mac | Fleetwood Mac were formed in London in "
                "July 1967 by the guitarist Peter Green with Mick Fleetwood on drums and Jeremy "
                "Spencer on slide guitar; John McVie joined on bass soon after. They began as a "
                "blues band. | Share this | Cookie policy"
            ),
            D(
                "Home > Music > Bands A-Z | Eagles | The Eagles were formed in Los Angeles in "
                "1971, when Glenn Frey, Don Henley, Bernie Leadon and Randy Meisner backed Linda "
                "Ronstadt on tour. Hotel California, from 1976, and their first greatest hits "
                "album have sold more than 60 million. | Share this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "how many players on a volleyball team",
        "six on court per side (indoor)",
        [
            D(
                "Q: How many players are on a beach volleyball team? A: Two. Each side has just "
                "two players, with no substitutes, on a sand court of 16 by 8 metres, and a set is "
                "played to 21 points rather than 25. Beach volleyball became an Olympic sport at "
                "the 1996 Atlanta Games."
            ),
            S(
                "Q: How many players does a volleyball team have on court? A: Six. In the indoor "
                "game each side has six players on court at a time, three at the net and three at "
                "the back, rotating one place clockwise each time they win back the serve. A squad "
                "may list up to 12, or 14 at some events, including two liberos."
            ),
            D(
                "Q: Who invented volleyball? A: William G. Morgan, a YMCA physical education "
                "director in Holyoke, Massachusetts, in 1895. He called it Mintonette and meant it "
                "as a gentler game than basketball for older businessmen, borrowing the net from "
                "tennis; the name volleyball stuck from 1896. The first game was played in 1896 at "
                "Springfield College."
            ),
            D(
                "Q: How many players are on a netball team? A: Seven on court per side, each "
                "wearing a bib with letters for a position, such as GS for goal shooter and C for "
                "centre, that says which thirds of the court they may enter. A match has four "
                "quarters of 15 minutes each."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How many players are on a curling team?",
        "four (lead, second, vice and skip)",
        [
            D(
                "Q: How does mixed doubles curling differ? A: A team is one man and one woman, who "
                "throw five stones each end instead of eight, with one stone of each side placed "
                "before the end starts. Games last eight ends, and it joined the Winter Olympics "
                "at Pyeongchang in 2018."
            ),
            D(
                "Curling stones at a glance\n- Weight: up to 19.96 kg (about 44 lb)\n- Granite: "
                "most come from Ailsa Craig, an island off the Ayrshire coast, or from Trefor in "
                "Wales\n- Maker: Kays of Scotland, in Mauchline, since 1851\n- Olympics: first in "
                "1924 at Chamonix, back for good in 1998"
            ),
            S(
                "Q: How many people are in a curling team? A: Four: the lead, the second, the "
                "third, also called the vice, and the skip, who is usually the captain and calls "
                "the shots from the house. Each player throws two stones per end, and most "
                "international games run to ten ends, with a fifth player as an alternate."
            ),
            D(
                "Q: What is a bonspiel? A: A bonspiel is a curling tournament, the word probably "
                "coming from Scots or Dutch. The biggest was the Grand Match between north and "
                "south Scotland, held outdoors on a frozen loch; the last one, on the Lake of "
                "Menteith in 1979, drew some 2,500 curlers. Clubs still hold smaller ones every "
                "winter."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "10.5 tog vs 13.5 tog which is warmer",
        "13.5 tog (a higher tog is warmer)",
        [
            D(
                "Baby sleeping bag tog guide\n- 0.5 tog: rooms of 24C and above\n- 1.0 tog: 21 to "
                "23C\n- 2.5 tog: 16 to 20C, the usual all-year bag\n- 3.5 tog: below 16C\n- Never "
                "add a duvet or blanket on top of a baby's bag\n- Check the chest, not the hands, "
                "to see if baby is warm"
            ),
            S(
                "Q: Which is warmer, a 10.5 or a 13.5 tog duvet? A: The 13.5. Tog measures how "
                "well a duvet holds in heat, so the higher the number, the warmer it is: 13.5 is "
                "the warmest common rating, for winter or cold bedrooms, 10.5 suits spring and "
                "autumn, and 4.5 is light enough for summer."
            ),
            D(
                "Q: Is a down duvet warmer than a synthetic one? A: Not at the same tog, but down "
                "is lighter for the warmth it gives and lasts longer, often 10 to 15 years against "
                "5 for hollowfibre. Goose down usually costs more than duck, and synthetic is "
                "better for people with allergies. Hungarian goose down is often the dearest."
            ),
            D(
                "UK duvet sizes\n- Single: 135 x 200 cm\n- Double: 200 x 200 cm\n- King: 225 x 220 "
                "cm\n- Super king: 260 x 220 cm\n- Tip: a duvet a size up stops a partner stealing "
                "the covers, but check it fits the cover you have before you buy\n- Emperor: 290 x "
                "235 cm"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the main types of pastry?",
        "shortcrust, puff, rough puff (flaky), choux, filo, hot water crust and suet",
        [
            D(
                "Q: How many layers does puff pastry have? A: Classic puff pastry is made by "
                "wrapping a slab of butter in dough, then rolling and folding it in three six "
                "times, which gives 729 layers of butter. Keep everything cold between turns and "
                "rest the dough 20 minutes in the fridge. Shop-bought all-butter puff is fine."
            ),
            S(
                "Q: What are the main kinds of pastry? A: The chief ones are shortcrust, the plain "
                "pastry of tarts and pies; puff and its quicker cousin rough puff, or flaky; "
                "choux, cooked in a pan and piped for eclairs; paper-thin filo; hot water crust, "
                "for raised pork pies; and suet pastry, for steamed puddings."
            ),
            D(
                "Shortcrust pastry basics\n- Ratio: half as much fat as flour by weight\n- Fat: "
                "butter for flavour, some lard for a crumbly texture\n- Liquid: a few spoons of "
                "cold water\n- Rest: 30 minutes in the fridge\n- Blind bake at 200C with baking "
                "beans\n- Egg yolk: makes it richer"
            ),
            D(
                "Q: What is a pâtissier? A: The pastry chef of a classic restaurant kitchen, in "
                "charge of desserts, breads and pastries in the brigade system that Auguste "
                "Escoffier laid down at the Savoy and the Ritz in the 1890s. Antonin Carême is "
                "often called the first celebrity pastry chef."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I season a new carbon steel wok?",
        "scrub off the factory oil, heat the wok until it darkens, rub in a thin layer of oil and "
        "heat until it smokes; repeat a few times",
        [
            S(
                "Q: How do I season a new carbon steel wok? A: First scrub off the factory coating "
                "with hot soapy water and dry it on the hob. Heat the empty wok until the metal "
                "turns blue-black, then rub a thin film of high smoke point oil over it with "
                "kitchen paper and heat until it smokes. Repeat three or four times."
            ),
            D(
                "Q: How do I season a cast iron skillet? A: Wash and dry it, rub a very thin layer "
                "of vegetable oil or shortening over every surface, wipe off the excess, then bake "
                "it upside down at 230 to 260C for an hour with a tray below to catch drips, and "
                "let it cool in the oven. Lodge has sold its pans pre-seasoned since 2002."
            ),
            D(
                "Q: Should I season a non-stick wok? A: No. Its PTFE or ceramic coating does the "
                "job, and heating it empty above about 260C damages it. Use wooden or silicone "
                "utensils, never metal, and replace it when the surface starts to flake, usually "
                "after three to five years."
            ),
            D(
                "Wok buying guide\n- Round bottom: best on gas with a wok ring\n- Flat bottom: "
                "needed for electric and induction hobs\n- Size: 30 to 36 cm for a family\n- "
                "Hand-hammered woks from Guangzhou are thin, light and heat fast\n- Cast iron woks "
                "are heavy and slow"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why shouldn't you put a hot pan in cold water?",
        "the sudden cooling (thermal shock) can warp the base or crack the pan or its coating",
        [
            D(
                "Q: Why shouldn't you heat a non-stick pan empty? A: Empty, it can pass 260C in a "
                "few minutes, and above that its PTFE coating starts to break down and give off "
                "fumes that can cause flu-like symptoms in people and kill pet birds. Always cook "
                "with oil or food in it."
            ),
            S(
                "Q: Why shouldn't I plunge a hot pan into cold water? A: Because of thermal shock. "
                "The surface cools and shrinks faster than the rest of the metal, which can warp "
                "the base so that it rocks on the hob and no longer sits flat, crack enamel, glass "
                "or cast iron, and loosen non-stick coatings. Let it cool first."
            ),
            D(
                "Q: Why won't my pan work on an induction hob? A: Induction heats the pan itself "
                "through a magnetic field, so the base must be magnetic, like cast iron or most "
                "stainless steel. Plain aluminium, copper and glass won't work unless the pan has "
                "a steel plate in its base."
            ),
            D(
                "Q: Why do pans have copper bottoms? A: Copper conducts heat over twenty times "
                "better than stainless steel, so a copper base spreads the heat evenly and avoids "
                "hot spots. French cooks long used pans lined with tin, and Mauviel has made them "
                "in Villedieu-les-Poêles since 1830. A full set of good copper pans can cost over "
                "£1,000."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you put a wooden chopping board in the dishwasher?",
        "No: the heat and water make it swell, warp and crack; wash it by hand",
        [
            D(
                "Q: Can plastic chopping boards go in the dishwasher? A: Yes, most can, and a hot "
                "wash is a good way to clean them after raw meat. Replace them once they are "
                "deeply scored, as bacteria hide in the grooves, and keep one board for raw meat "
                "and another for food ready to eat."
            ),
            S(
                "Q: Can a wooden chopping board go in the dishwasher? A: No. The long soak, the "
                "heat and the harsh detergent make the wood swell and dry out too fast, so it "
                "warps and cracks and glued boards come apart. Wash it by hand in hot soapy water, "
                "stand it up to dry, and rub in food-safe mineral oil once a month."
            ),
            D(
                "Colour-coded chopping boards (UK kitchens)\n- Red: raw meat\n- Blue: raw fish\n- "
                "Yellow: cooked meat\n- Green: salad and fruit\n- Brown: vegetables\n- White: "
                "bakery and dairy\n- Purple: food for people with allergies, a later addition\n- "
                "Store boards apart, and upright"
            ),
            D(
                "Q: Is end-grain or edge-grain better for a wooden board? A: End grain, cut so the "
                "fibres stand upright like a brush, is kinder to knife edges and hides cuts, but "
                "it costs more and needs more oiling. Edge grain is cheaper and tougher. Maple, "
                "walnut and cherry are the usual woods."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What sport does the athlete with the most Olympic gold medals compete in?",
        "swimming (Michael Phelps)",
        [
            S(
                "Olympic records at a glance\n- Most gold medals: Michael Phelps, 23, won from "
                "Athens 2004 to Rio 2016\n- Most medals of any kind: also Phelps, 28\n- Most golds "
                "at one Games: 8, Phelps at Beijing 2008\n- Most medals by a woman: Larisa "
                "Latynina, 18"
            ),
            D(
                "Q: Who has won the most Winter Olympic medals? A: Marit Bjørgen of Norway, with "
                "15, eight of them gold, won in cross-country skiing between Salt Lake City in "
                "2002 and Pyeongchang in 2018. Her fellow Norwegian Ole Einar Bjørndalen, a "
                "biathlete, has 13. Her last gold came in the 30 km mass start."
            ),
            S(
                "Q: Who is Michael Phelps? A: An American swimmer, born in Baltimore on 30 June "
                "1985, who first swam at the Olympics aged 15 in Sydney in 2000. He won races in "
                "butterfly, individual medley and freestyle, was coached by Bob Bowman throughout, "
                "and retired after the Rio Games in 2016."
            ),
            D(
                "Q: Who was Larisa Latynina? A: A Soviet gymnast, born in Kherson in 1934, who won "
                "18 Olympic medals, nine of them gold, at Melbourne, Rome and Tokyo between 1956 "
                "and 1964. Her record for the most medals stood for 48 years, until 2012."
            ),
            D(
                "Q: Who was Paavo Nurmi? A: The Finnish distance runner known as the Flying Finn, "
                "who won nine Olympic golds between 1920 and 1928, five of them at Paris in 1924, "
                "two within an hour. He lit the flame at the Helsinki Games in 1952."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote the Federalist Papers?",
        "Alexander Hamilton, James Madison and John Jay",
        [
            D(
                "The essays that attacked the proposed national charter in 1787 and 1788 appeared "
                "under Roman pen names such as Brutus, Cato and the Federal Farmer. Who was behind "
                "them is still argued over; Brutus is often credited to the New York judge Robert "
                "Yates and Cato to the state's governor, George Clinton."
            ),
            S(
                "The eighty-five newspaper pieces signed Publius, printed in New York between "
                "October 1787 and August 1788 to persuade its voters to accept the new "
                "Constitution, came from three pens: Alexander Hamilton, who planned the series "
                "and did most of it, James Madison, who contributed some thirty, and John Jay, who "
                "wrote only five."
            ),
            D(
                "Common Sense, the pamphlet that urged the American colonies to break with the "
                "British crown, was published anonymously in Philadelphia on 10 January 1776 by "
                "Thomas Paine, a former excise officer who had come over from England only "
                "fourteen months earlier. It sold more than 100,000 copies in its first months. It "
                "ran to some 47 pages."
            ),
            D(
                "Hamilton's Report on Manufactures, sent to Congress as Treasury Secretary in "
                "December 1791, argued that the young republic should protect its infant "
                "industries with tariffs and bounties. Drafted with his deputy Tench Coxe, it was "
                "shelved by Congress, which largely preferred Thomas Jefferson's farm-based vision."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "when was the domesday book made",
        "1086",
        [
            D(
                "The charter of liberties that King John was forced to seal at Runnymede in June "
                "1215 limited the crown's right to take money and punish free men without the "
                "judgement of their peers. Pope Innocent III annulled it within ten weeks, but it "
                "was reissued in 1216, 1217 and 1225."
            ),
            S(
                "The great survey of who held what land in England, and what it was worth, was "
                "ordered by William the Conqueror when he held court at Gloucester at Christmas "
                "1085. His commissioners rode through the shires during the following year, 1086, "
                "and the returns were copied into two volumes kept at Winchester."
            ),
            D(
                "The smaller of the two volumes of the Conqueror's survey, known as Little "
                "Domesday, covers only Essex, Norfolk and Suffolk, in 475 leaves and far more "
                "detail than the larger book, even counting livestock. Both are held at the "
                "National Archives in Kew, in a glass case."
            ),
            D(
                "The Anglo-Saxon Chronicle, a record of events in English kept year by year, was "
                "begun in the reign of Alfred the Great in the 890s and copied to monasteries "
                "around the kingdom. The copy kept at Peterborough went on being written until "
                "1154, the death of King Stephen."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, the Napoleonic Code or the US Constitution?",
        "the US Constitution (1787; Napoleonic Code 1804)",
        [
            S(
                "The French civil code that Bonaparte drove through as First Consul, sitting in on "
                "many of the drafting sessions himself, was promulgated on 21 March 1804, two "
                "months before he made himself emperor. It swept away the patchwork of local "
                "customs and Roman law that had governed France, and was copied across Europe."
            ),
            D(
                "The ten amendments that guarantee Americans freedom of speech and religion, the "
                "right to bear arms and a jury trial were proposed by James Madison in the First "
                "Congress in 1789 and came into force on 15 December 1791, when Virginia became "
                "the last state needed to ratify them."
            ),
            S(
                "The charter of government drafted behind closed doors in the Pennsylvania State "
                "House in Philadelphia over the summer was signed by 39 delegates on 17 September "
                "1787. It came into effect in 1789, after nine states had ratified it, and is the "
                "oldest written national constitution still in use."
            ),
            D(
                "The Declaration of the Rights of Man and of the Citizen was passed by France's "
                "National Constituent Assembly on 26 August 1789, a few weeks after the fall of "
                "the Bastille. Drafted with help from Lafayette and Thomas Jefferson, then envoy "
                "in Paris, it set out seventeen articles. Its first says that men are born free "
                "and equal in rights."
            ),
            D(
                "The General Civil Code of Austria, known by its German initials ABGB, was "
                "proclaimed by Emperor Francis I on 1 June 1811 and took effect at the start of "
                "1812. Amended many times, it is still in force in Austria, and it was once "
                "applied across much of Central Europe."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What were the Four Freedoms in Roosevelt's 1941 speech?",
        "freedom of speech, freedom of worship, freedom from want and freedom from fear",
        [
            D(
                "The eight common aims that Franklin Roosevelt and Winston Churchill agreed aboard "
                "warships in Placentia Bay, Newfoundland, in August 1941 ruled out any gain of "
                "territory, backed self-government and free trade, and looked to a world after the "
                "war free from the use of force. The Allies took them up in January 1942. "
                "Churchill sailed there on HMS Prince of Wales."
            ),
            S(
                "In his annual message to Congress on 6 January 1941, Franklin Roosevelt said he "
                "looked to a world founded on four essential liberties: the right of everyone to "
                "say what they think, the right of each person to honour God in their own way, an "
                "end to poverty and hunger for every nation, and release from the dread of armed "
                "attack by a neighbour."
            ),
            D(
                "The first addition to the American Bill of Rights bars Congress from making any "
                "law that sets up a state religion or stops its free exercise, or that cuts back "
                "what people may say or print, their right to assemble peacefully, or their right "
                "to ask the government to put right their grievances."
            ),
            D(
                "Within the European Union's single market, which took full effect on 1 January "
                "1993, goods, services, money and people are meant to move across national borders "
                "as freely as within one country. Norway, Iceland and Liechtenstein share in these "
                "four freedoms through the European Economic Area."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How are votes counted in ranked-choice voting?",
        "first preferences are counted; if no one has a majority, the last-placed candidate is "
        "eliminated and their ballots go to the next choice, until someone passes 50%",
        [
            D(
                "In the single transferable vote used in Ireland and Malta, several members are "
                "elected in each district. Anyone who reaches a quota of the votes is elected, and "
                "the surplus above that quota passes on to other candidates in proportion to the "
                "next choices marked, before the weakest is removed. The Republic of Ireland has "
                "used it for its Dáil since the 1920s."
            ),
            S(
                "Under instant-runoff voting, electors number the candidates in order of "
                "preference. The first choices are totted up, and if nobody has more than half, "
                "whoever is bottom drops out and each of their papers goes to the next name marked "
                "on it. This goes on until one candidate holds a majority; Maine first used it in "
                "2018, Australia in 1918."
            ),
            D(
                "Under the Borda count, voters also list the candidates in order, but each place "
                "earns a fixed number of points, for example four for a first choice and one for a "
                "last out of four, and whoever has the most points wins. Nauru uses a version, and "
                "so does the Eurovision Song Contest."
            ),
            D(
                "France elects its president in two rounds held a fortnight apart. If no candidate "
                "wins more than half the votes cast in the first round, the two with the most face "
                "each other in a second; in 2017 and 2022 Emmanuel Macron beat Marine Le Pen in "
                "the run-off both times. In 2002 Jacques Chirac beat Jean-Marie Le Pen."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did tulip mania collapse?",
        "prices rested on speculation in contracts for bulbs, not real demand; when buyers failed "
        "to turn up at a Haarlem sale in February 1637, confidence vanished and prices crashed",
        [
            D(
                "The Mississippi Company of the Scottish financier John Law, which held the "
                "monopoly of trade with French Louisiana, saw its shares rise some twentyfold in "
                "1719 as France's new paper money poured into them. When holders tried to cash "
                "notes into gold in 1720, the bank failed and Law fled the country. He died poor "
                "in Venice in 1729, a gambler to the end."
            ),
            S(
                "The Dutch craze for rare bulbs ended suddenly in the first week of February 1637, "
                "when a routine sale in Haarlem drew no bidders at the asking prices. Values had "
                "been pushed up by traders swapping promises to buy bulbs still in the ground, not "
                "by gardeners; once buyers vanished, panic spread and the contracts became almost "
                "worthless."
            ),
            D(
                "The Semper Augustus, the most prized tulip of the Dutch Golden Age, had white "
                "petals streaked with flame-like red, a pattern now known to come from a virus "
                "spread by aphids. Only a dozen bulbs were said to exist, and one was reputedly "
                "priced as high as a fine canal house in Amsterdam."
            ),
            D(
                "The Dutch East India Company, founded in 1602 with a monopoly of Dutch trade in "
                "Asia, was the first company whose shares were traded openly on a stock exchange, "
                "in Amsterdam. It paid dividends of about 18% a year for almost two centuries, "
                "before it was dissolved in 1799."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "did the pony express last long",
        "No: about 18 months, April 1860 to October 1861",
        [
            S(
                "The relay of young horseback riders that carried letters between St Joseph, "
                "Missouri, and Sacramento, California, in about ten days ran for barely a year and "
                "a half, from April 1860 to late October 1861. The coast-to-coast telegraph made "
                "it redundant within two days of being finished, and its owners lost heavily."
            ),
            D(
                "The Butterfield Overland Mail carried letters and passengers by stagecoach twice "
                "a week from St Louis and Memphis to San Francisco from September 1858, on a "
                "southern route through Texas of about 2,800 miles that took around 25 days. The "
                "outbreak of the Civil War forced it north in 1861."
            ),
            D(
                "William Cody, later known as Buffalo Bill, claimed in his memoirs that as a boy "
                "of fourteen he had ridden for the famous mail service across the West, once "
                "covering 322 miles without rest. Historians doubt the story, and his Wild West "
                "show, launched in 1883, made the tale famous."
            ),
            D(
                "Wells Fargo was founded in San Francisco and New York in March 1852 by Henry "
                "Wells and William Fargo to carry gold, cash and parcels for miners in California. "
                "Its red and yellow stagecoaches became famous, and by 1866 it ran the largest "
                "stagecoach network in the world."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the composer of Rhapsody in Blue born?",
        "Brooklyn, New York City (George Gershwin)",
        [
            S(
                "The piece for piano and jazz band that begins with a clarinet's long, wailing "
                "upward glide was first heard at the Aeolian Hall in New York on 12 February 1924, "
                "with Paul Whiteman's orchestra and George Gershwin himself at the keyboard. He "
                "had written it in about five weeks, and Ferde Grofé orchestrated it."
            ),
            D(
                "Ira Gershwin, the lyricist of Fascinating Rhythm and They Can't Take That Away "
                "from Me, came into the world on 6 December 1896 on the Lower East Side of "
                "Manhattan, the eldest of four children of Russian Jewish parents. In 1932 he "
                "shared the first Pulitzer Prize given to a musical."
            ),
            S(
                "George Gershwin came into the world on 26 September 1898 in Brooklyn, New York, "
                "the second son of Russian Jewish immigrants, Moris and Rose Gershowitz. He left "
                "school at fifteen to plug songs on Tin Pan Alley, and died in Hollywood in July "
                "1937 of a brain tumour, aged only 38."
            ),
            D(
                "Paul Whiteman, the bandleader billed in the 1920s as the King of Jazz, was born "
                "in Denver, Colorado, on 28 March 1890, the son of a music teacher. He played "
                "viola in the Denver and San Francisco symphony orchestras before his dance band "
                "became the best-selling in America. He died in 1967 in Doylestown, Pennsylvania."
            ),
            D(
                "An American in Paris, a tone poem with real taxi horns in its score, was first "
                "played by the New York Philharmonic under Walter Damrosch at Carnegie Hall on 13 "
                "December 1928. In 1951 it gave its name to a film musical with Gene Kelly, which "
                "won six Oscars."
            ),
        ],
    ),
]
