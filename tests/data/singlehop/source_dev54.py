"""The fifty-sixth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev53.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v41, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 307 characters and distractors 302; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who painted A Sunday Afternoon on the Island of La Grande Jatte?",
        "Georges Seurat, between 1884 and 1886",
        [
            D(
                "Bathers at Asni\u00e8res: Georges Seurat's first large painting, finished in "
                "1884, shows young workmen resting and swimming on a bank of the Seine, with "
                "factory chimneys behind them. The Salon turned it down, so it was shown that year "
                "at the first exhibition of the Independents; it now hangs in the National Gallery "
                "in London."
            ),
            D(
                "Luncheon of the Boating Party: Pierre-Auguste Renoir painted his friends eating "
                "and drinking on the balcony of the Maison Fournaise, a restaurant beside the "
                "Seine at Chatou, in 1880 and 1881. Duncan Phillips bought it in 1923 for his "
                "collection in Washington. Among the friends in it is Aline Charigot, whom Renoir "
                "later married."
            ),
            S(
                "A Sunday Afternoon on the Island of La Grande Jatte: Georges Seurat spent about "
                "two years, from 1884 to 1886, on this large canvas of Parisians strolling and "
                "resting on an island in the Seine, building it up from tiny dots of pure colour. "
                "It was shown at the last Impressionist exhibition in 1886 and hangs in the Art "
                "Institute of Chicago."
            ),
            D(
                "Portrait of F\u00e9lix F\u00e9n\u00e9on: In 1890 Paul Signac, who worked out the "
                "dotted technique together with Seurat, painted the critic F\u00e9lix "
                "F\u00e9n\u00e9on in profile, holding a lily against a swirling pattern of "
                "coloured shapes. F\u00e9n\u00e9on had coined the term neo-impressionism in 1886; "
                "the picture is in the Museum of Modern Art, New York."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "duchamp fountain signature",
        "R. Mutt 1917",
        [
            D(
                "Rrose S\u00e9lavy: Marcel Duchamp's female alter ego first appeared in 1920, and "
                "Man Ray photographed him dressed as her, in a fur-collared coat and a hat, in "
                "about 1921. Her name, a pun on 'Eros, c'est la vie', is the signature on several "
                "of his works, and he went on using it for years afterwards."
            ),
            D(
                "Bicycle Wheel (Duchamp): Marcel Duchamp's first readymade, put together in Paris "
                "in 1913, is a bicycle fork and front wheel fixed upside down on a kitchen stool. "
                "The original was lost, and he made a new version in New York in 1951; he said he "
                "liked to watch the wheel turn, as he liked to watch flames in a fireplace."
            ),
            D(
                "L.H.O.O.Q.: In 1919 Marcel Duchamp took a cheap postcard of Leonardo's Mona Lisa, "
                "drew a moustache and a goatee on her face in pencil and wrote the letters "
                "L.H.O.O.Q. beneath it, which, read aloud in French, make a rude pun. In 1965 he "
                "made a 'shaved' version, a plain card of the painting with a new title."
            ),
            S(
                "Fountain (Duchamp): In April 1917 Marcel Duchamp bought a white porcelain urinal "
                "from the J. L. Mott Iron Works in New York, laid it on its back and painted on "
                "its rim the signature R. Mutt and the date 1917. He sent it to the exhibition of "
                "the Society of Independent Artists, whose board kept it out of the show."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        (
            "Who spoke for longer at the dedication of the cemetery at Gettysburg, Edward Everett "
            "or Abraham Lincoln?"
        ),
        "Edward Everett, for about two hours; Lincoln's address took about two minutes",
        [
            D(
                "Battle of Gettysburg: Fought from 1 to 3 July 1863 around the Pennsylvania town, "
                "the battle ended Robert E. Lee's second invasion of the North when George Meade's "
                "Union army beat back Pickett's Charge. With some 50,000 men killed, wounded, "
                "captured or missing on both sides, it was the costliest battle of the war."
            ),
            S(
                "Edward Everett: The former senator, Secretary of State and president of Harvard "
                "was the main speaker when the Soldiers' National Cemetery at Gettysburg was "
                "dedicated on 19 November 1863. His oration ran to more than 13,000 words and "
                "lasted about two hours, retelling the three days of the battle."
            ),
            D(
                "William Henry Harrison: On 4 March 1841 the new president gave the longest "
                "inaugural address in American history, about 8,400 words, reading it for nearly "
                "two hours in cold, wet weather without hat or overcoat. He fell ill three weeks "
                "later and died on 4 April 1841, after 31 days in office."
            ),
            S(
                "Gettysburg Address: Abraham Lincoln spoke after the main oration at the "
                "dedication of the Soldiers' National Cemetery on 19 November 1863. His remarks, "
                "about 270 words beginning 'Four score and seven years ago', took only about two "
                "minutes, and some in the crowd had barely noticed that he had begun."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which instruments is Pachelbel's Canon written for?",
        "three violins and basso continuo (a bass line, usually cello with harpsichord or organ)",
        [
            D(
                "Brandenburg Concerto No. 3: Johann Sebastian Bach's third Brandenburg Concerto, "
                "one of six he sent to the Margrave of Brandenburg in 1721, is scored for three "
                "violins, three violas and three cellos with basso continuo. Its slow movement is "
                "just two chords, which players often fill with a short improvised cadenza."
            ),
            D(
                "Hexachordum Apollinis: Published in Nuremberg in 1699, Johann Pachelbel's "
                "Hexachordum Apollinis is a set of six arias with variations for organ or "
                "harpsichord, dedicated to Dieterich Buxtehude and Ferdinand Tobias Richter. The "
                "last, the Aria Sebaldina, is named after St Sebaldus Church, where he was then "
                "organist."
            ),
            D(
                "Adagio in G minor (Albinoni): The Adagio long credited to Tomaso Albinoni was "
                "published in 1958 by the Italian musicologist Remo Giazotto, scored for strings "
                "and organ. Giazotto said he had built it from a fragment of a bass line found in "
                "the ruins of the Dresden library, but no such fragment has ever been traced."
            ),
            S(
                "Pachelbel's Canon: Johann Pachelbel's Canon and Gigue in D major was written for "
                "three violins over a basso continuo, a bass line usually played on cello with "
                "harpsichord or organ. Each violin enters two bars after the last with the same "
                "tune, above a two-bar ground bass; a recording of 1968 made the piece famous."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did the Riot Act work?",
        (
            "a magistrate read a proclamation ordering a crowd of twelve or more to disperse; "
            "anyone still there an hour later was guilty of a felony punishable by death"
        ),
        [
            D(
                "Black Act: Passed in 1723 after gangs with blackened faces poached deer in "
                "Windsor Forest and the royal parks of Hampshire, the act made more than fifty "
                "offences punishable by death, among them hunting deer while disguised, cutting "
                "down young trees and sending threatening letters. It was repealed in 1823."
            ),
            S(
                "Riot Act: Passed in 1714 and in force from 1715, the act let a magistrate faced "
                "with twelve or more people unlawfully assembled read out a set proclamation "
                "ordering them to go home. Anyone who stayed together for an hour after the "
                "reading was guilty of a felony punishable by death. It was repealed in England "
                "and Wales in 1967."
            ),
            D(
                "Public Order Act 1936: Passed after the Battle of Cable Street in East London "
                "that October, the act banned political uniforms at public meetings and "
                "processions and let chief officers of police apply to ban marches for up to three "
                "months. It was aimed at Oswald Mosley's blackshirts."
            ),
            D(
                "Vagrancy Act 1824: Passed when many discharged soldiers were living on the "
                "streets, the act made sleeping rough or begging in a public place an offence in "
                "England and Wales. The police used it against rough sleepers for almost two "
                "centuries, and Parliament voted to repeal it in 2022. Its 'sus' clause, used "
                "against loiterers, had already been struck out in 1981."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "bradman test average why not 100",
        (
            "he needed only four runs in his last Test innings, at The Oval in 1948, but Eric "
            "Hollies bowled him for a duck, leaving him on 99.94"
        ),
        [
            S(
                "Don Bradman: Going in for his last Test innings at The Oval in August 1948, "
                "Bradman needed only four runs to end his career with a batting average of exactly "
                "100. The Warwickshire leg-spinner Eric Hollies bowled him second ball with a "
                "googly for nought, and he retired with 6,996 runs at an average of 99.94."
            ),
            D(
                "The Invincibles: Don Bradman's Australian team toured England in 1948 and went "
                "through all 34 matches of the tour unbeaten, winning 25 of them, and took the "
                "Test series 4-0. Bradman himself made 2,428 runs on the tour, with eleven "
                "centuries, at an average of nearly 90."
            ),
            D(
                "Bowral: Don Bradman was born in Cootamundra in 1908 but grew up in this New South "
                "Wales country town, where as a boy he taught himself to bat by hitting a golf "
                "ball against the curved brick base of a water tank with a cricket stump. The "
                "town's oval now bears his name."
            ),
            D(
                "Don Bradman: In July 1930, at Headingley in Leeds, the 21-year-old Bradman scored "
                "309 runs on the first day of the third Test and went on to 334, then the highest "
                "Test innings. He made 974 runs in that series against England, still the most by "
                "any batsman in a Test series; that match was drawn, and Australia won the series "
                "2-1."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was Verdi's Aida written for the opening of the Suez Canal?",
        (
            "No: the canal opened in November 1869, and Aida had its premiere in Cairo only in "
            "December 1871"
        ),
        [
            D(
                "Suez Canal: The canal linking the Mediterranean and the Red Sea was opened on 17 "
                "November 1869, after ten years of digging by the company of Ferdinand de Lesseps. "
                "The French Empress Eug\u00e9nie led the first procession of ships through it "
                "aboard the imperial yacht L'Aigle, and Khedive Isma'il held lavish celebrations."
            ),
            D(
                "Nabucco: Verdi's third opera, first staged at La Scala in Milan on 9 March 1842, "
                "made his name. Its chorus of Hebrew slaves longing for their homeland, 'Va, "
                "pensiero', was taken up by Italians hoping for a united nation, and crowds sang "
                "it in the streets of Milan at his funeral in 1901."
            ),
            S(
                "Aida: Giuseppe Verdi's opera was commissioned by Isma'il Pasha, the Khedive of "
                "Egypt, and first staged at the Khedivial Opera House in Cairo on 24 December "
                "1871, two years after the Suez Canal had opened. The opera house had opened in "
                "1869 with Verdi's Rigoletto; Aida was held up because its sets were stuck in "
                "besieged Paris."
            ),
            D(
                "Don Carlos: The Paris Op\u00e9ra commissioned Verdi's five-act French grand opera "
                "for the Exposition Universelle, and it had its premiere there on 11 March 1867. "
                "Based on Schiller's play about the son of King Philip II of Spain, it was long "
                "and costly, and Verdi later cut it to four acts for Milan in 1884; Italian houses "
                "usually stage it as Don Carlo."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who led the cavalry charge that Tennyson's poem of 1854 celebrates?",
        "James Brudenell, 7th Earl of Cardigan, who led the Charge of the Light Brigade",
        [
            D(
                "Charge of the Heavy Brigade: Earlier on 25 October 1854 at Balaclava, about 800 "
                "British heavy cavalry under James Scarlett charged uphill into a much larger body "
                "of Russian horsemen and drove them back in a few minutes. Tennyson wrote a poem "
                "about it in 1882, but the charge was soon overshadowed by the afternoon's "
                "disaster."
            ),
            S(
                "The Charge of the Light Brigade (poem): Alfred, Lord Tennyson wrote the poem in "
                "December 1854 after reading a report in The Times, and it appeared in The "
                "Examiner that month. It honours the British light cavalry who rode into the "
                "Russian guns at the Battle of Balaclava on 25 October 1854, 'half a league "
                "onward'."
            ),
            D(
                "The Last of the Light Brigade: Rudyard Kipling's poem of 1890 was written after a "
                "newspaper found that some surviving troopers of the 1854 charge were living in "
                "poverty. In it twenty old men go to ask the author of the famous poem to write of "
                "them again, to shame the nation that had forgotten them."
            ),
            S(
                "Charge of the Light Brigade: At Balaclava on 25 October 1854 a garbled order from "
                "Lord Raglan sent some 670 British light cavalry down a valley lined with Russian "
                "guns. James Brudenell, 7th Earl of Cardigan, led them from the front, reached the "
                "guns and rode back; more than a hundred of his men were killed."
            ),
        ],
        drop=0,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who won the marathon at the first modern Olympic Games in 1896?",
        "Spyridon Louis, a Greek water carrier from Marousi, in 2 hours 58 minutes 50 seconds",
        [
            D(
                "The Australian Edwin Flack won the 800 and 1,500 metres at the Athens Games of "
                "1896 and then started the marathon with no experience of the distance. He was in "
                "the lead after about 30 kilometres but collapsed a few kilometres from the finish "
                "and had to be helped off the course."
            ),
            D(
                "The French philologist Michel Br\u00e9al suggested to the organisers of the "
                "Athens Games of 1896 that they should hold a long race from the plain of Marathon "
                "to the city, after the legend of the messenger Pheidippides, and he offered a "
                "silver cup for the winner. The course was about 40 kilometres long."
            ),
            S(
                "The marathon at the Athens Olympics of 1896 was won by Spyridon Louis, a water "
                "carrier from the village of Marousi north of the city, in 2 hours 58 minutes and "
                "50 seconds. He entered the Panathenaic Stadium alone, to the joy of a Greek crowd "
                "that had not yet seen a home winner in athletics at the Games."
            ),
            D(
                "At the London Olympics of 1908 the Italian Dorando Pietri entered the White City "
                "stadium first at the end of the marathon but collapsed several times on the "
                "track. Officials helped him over the line, so he was disqualified and the "
                "American Johnny Hayes took the gold; Queen Alexandra gave Pietri a silver cup."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "first solo flight around the world",
        (
            "Wiley Post, who landed back in New York on 22 July 1933 after 7 days, 18 hours and 49 "
            "minutes in the Lockheed Vega Winnie Mae"
        ),
        [
            S(
                "Wiley Post, a one-eyed oil-field worker turned pilot from Oklahoma, became the "
                "first person to fly alone around the world when he landed at Floyd Bennett Field "
                "in New York on 22 July 1933. The flight in his Lockheed Vega, the Winnie Mae, "
                "took 7 days, 18 hours and 49 minutes, helped by an autopilot and a radio compass."
            ),
            D(
                "In 1931 Wiley Post flew around the world with the Australian navigator Harold "
                "Gatty in the same Lockheed Vega, the Winnie Mae, taking 8 days, 15 hours and 51 "
                "minutes and beating the record set by the airship Graf Zeppelin. The two men "
                "wrote a book about the trip, Around the World in Eight Days."
            ),
            D(
                "Charles Lindbergh made the first solo nonstop flight across the Atlantic on 20 "
                "and 21 May 1927, flying the Spirit of St. Louis from Roosevelt Field on Long "
                "Island to Le Bourget near Paris in about 33 and a half hours. He won the "
                "25,000-dollar Orteig Prize and came home to a ticker-tape parade. To save weight "
                "he carried no radio and no parachute."
            ),
            D(
                "In July 1938 Howard Hughes and a crew of four flew a twin-engined Lockheed Super "
                "Electra around the northern hemisphere in 3 days, 19 hours and 17 minutes, about "
                "half the time of the previous record, stopping at Paris, Moscow, Omsk, Yakutsk, "
                "Fairbanks and Minneapolis on the way."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which was fought first, the Battle of the Boyne or the Battle of Culloden?",
        "the Battle of the Boyne, in 1690; Culloden was fought in 1746",
        [
            D(
                "At Sedgemoor in Somerset, on the night of 5 to 6 July 1685, the royal army of "
                "James II crushed the rebels of the Duke of Monmouth, Charles II's illegitimate "
                "son, who had landed at Lyme Regis a month before. Monmouth was caught hiding in a "
                "ditch and beheaded on Tower Hill nine days after the battle."
            ),
            S(
                "The Battle of the Boyne was fought on 1 July 1690 by the Old Style calendar, "
                "beside the river Boyne near Drogheda in Ireland. William III defeated his "
                "father-in-law, the deposed James II, who fled to France, and the victory is still "
                "marked by Protestant parades in Northern Ireland every 12 July."
            ),
            D(
                "At Killiecrankie in Highland Perthshire, on 27 July 1689, a Jacobite army of "
                "Highlanders led by John Graham of Claverhouse, Viscount Dundee, charged downhill "
                "and routed the government troops of Hugh Mackay in a few minutes. Dundee was shot "
                "in the battle and died, and the rising soon faded."
            ),
            S(
                "The Battle of Culloden, on Drummossie Moor near Inverness, was fought on 16 April "
                "1746. In less than an hour the Duke of Cumberland's government army destroyed the "
                "Jacobite army of Charles Edward Stuart, ending the rising of 1745; it was the "
                "last pitched battle fought on British soil."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "simpsons family members",
        "Homer, Marge, Bart, Lisa and Maggie Simpson",
        [
            D(
                "Next door to the Simpsons live the Flanders family: the cheerful, churchgoing "
                "Ned, who runs a shop for left-handed people called the Leftorium, his wife Maude "
                "and their sons Rod and Todd. Maude was killed off in an episode shown in 2000, "
                "after the actress who voiced her left the show."
            ),
            S(
                "The Simpsons, Matt Groening's cartoon family of Springfield, are the father "
                "Homer, a safety inspector at the nuclear power plant, his wife Marge with her "
                "tall blue hair, and their three children: Bart, who is ten, Lisa, eight, and the "
                "baby Maggie. They first appeared in shorts on The Tracey Ullman Show in 1987."
            ),
            D(
                "Marge Simpson's own family are the Bouviers: her mother Jacqueline and her older "
                "twin sisters Patty and Selma, who work at the Department of Motor Vehicles in "
                "Springfield, chain-smoke and despise Homer. Selma has an adopted daughter, Ling, "
                "and has been married several times, once to Sideshow Bob."
            ),
            D(
                "The Flintstones, first shown on ABC in September 1960, was the first animated "
                "series in American prime time. It followed Fred Flintstone, a quarry worker in "
                "the Stone Age town of Bedrock, his wife Wilma and later their daughter Pebbles, "
                "with their neighbours Barney and Betty Rubble and their son Bamm-Bamm. It ran for "
                "six seasons, until 1966."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How did bodyline bowling work?",
        (
            "the bowlers pitched fast, short balls at the line of the batsman's body and leg "
            "stump, with a ring of close fielders on the leg side to catch the fended-off ball"
        ),
        [
            D(
                "The googly was worked out by the English amateur Bernard Bosanquet around 1900 "
                "while playing a table game. Bowled with a leg-spinner's action, the ball comes "
                "out of the back of the hand and turns the other way, and he used it to bowl "
                "England to victory in a Test against Australia at Sydney in 1904."
            ),
            D(
                "The third Test of the 1932-33 series, at Adelaide in January 1933, saw "
                "Australia's captain Bill Woodfull struck over the heart and the wicketkeeper Bert "
                "Oldfield's skull fractured. The Australian Board of Control cabled London that "
                "England's tactics were unsportsmanlike, and the row reached both governments."
            ),
            S(
                "On the 1932-33 tour of Australia England's captain Douglas Jardine had his fast "
                "bowlers, above all Harold Larwood, pitch the ball short and fast on the line of "
                "the batsman's body and leg stump. With six or seven fielders crowded on the leg "
                "side, a batsman who fended the rising ball off his ribs was likely to be caught."
            ),
            D(
                "On 1 February 1981 at the Melbourne Cricket Ground, New Zealand needed six runs "
                "to tie from the last ball of a one-day match. The Australian captain Greg "
                "Chappell told his brother Trevor to bowl it underarm along the ground, so that no "
                "six could be hit, and the outcry, in which both countries' prime ministers "
                "joined, led to underarm bowling being banned."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Darien scheme fail?",
        (
            "the settlers died of fever and hunger, their trade goods would not sell, William III "
            "forbade England's colonies to help them, and Spain forced the last of them to "
            "surrender"
        ),
        [
            D(
                "The Company of Scotland Trading to Africa and the Indies was set up by an act of "
                "the Scottish Parliament in 1695, and Scots of every class took up its shares, "
                "raising some 400,000 pounds. Its leading light was William Paterson, a founder of "
                "the Bank of England in 1694, and the act promised it a monopoly of Scottish trade "
                "with Africa and the Indies."
            ),
            D(
                "Under the Treaty of Union of 1707 Scotland received 398,085 pounds, known as the "
                "Equivalent, partly to repay the shareholders of the Company of Scotland for their "
                "losses at Darien and partly for taking on a share of England's national debt. "
                "Many Scots saw it as the price paid for their parliament."
            ),
            D(
                "England's first lasting colony in America, Jamestown, almost failed as well: of "
                "about 500 settlers in Virginia in the autumn of 1609, only some 60 were alive the "
                "next spring, after a winter of famine and disease remembered as the Starving "
                "Time. Lord De La Warr's arrival with supplies saved it."
            ),
            S(
                "Scotland's attempt to found a trading colony at Darien, on the Isthmus of Panama, "
                "in 1698 collapsed within two years. The settlers died in hundreds of fever and "
                "hunger, they had brought woollens and wigs nobody there wanted, William III "
                "forbade England's colonies to help them, and in 1700 a Spanish force made the "
                "last of them surrender."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did Abner Doubleday invent baseball?",
        (
            "No: the story comes from the Mills Commission, which reported in 1907, and historians "
            "reject it; base ball was played well before 1839"
        ),
        [
            D(
                "Abner Doubleday, an artillery officer, aimed the first Union gun fired in reply "
                "to the Confederate bombardment of Fort Sumter in April 1861. He later commanded a "
                "division at Gettysburg, where he took over the First Corps on the first day after "
                "John Reynolds was killed; he died in New Jersey in 1893 and lies in Arlington "
                "National Cemetery."
            ),
            S(
                "The story that Abner Doubleday invented baseball at Cooperstown, New York, in "
                "1839 comes from the Mills Commission, which reported in 1907 on the strength of "
                "one old man's letter. Historians reject it: Doubleday was a cadet at West Point "
                "that year, never claimed the game in his writings, and base ball was played long "
                "before."
            ),
            D(
                "The National Baseball Hall of Fame opened at Cooperstown, New York, in June 1939, "
                "the year the game was then said to turn a hundred. Its first five members, "
                "elected in 1936, were Ty Cobb, Babe Ruth, Honus Wagner, Christy Mathewson and "
                "Walter Johnson, and Cobb drew the most votes of the five."
            ),
            D(
                "In 1845 the Knickerbocker Base Ball Club of New York drew up twenty rules for its "
                "games, among them foul lines and three outs to an innings, and on 19 June 1846 it "
                "played one of the first recorded matches under them, losing to the New York Nine "
                "at the Elysian Fields in Hoboken."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who created the programming language that Unix was rewritten in in 1973?",
        "Dennis Ritchie, at Bell Labs: Unix was rewritten in C",
        [
            S(
                "Unix began in 1969 at Bell Labs in New Jersey, when Ken Thompson and colleagues "
                "wrote a small operating system for a spare PDP-7 computer after the lab pulled "
                "out of the Multics project. In 1973 the system was rewritten in the C language, "
                "which made it far easier to move to other machines, and it spread to "
                "universities."
            ),
            D(
                "B was a small programming language written by Ken Thompson at Bell Labs around "
                "1969, slimmed down from Martin Richards's BCPL of 1967 so that it would fit on "
                "the PDP-7. It had only one type of data, the machine word, and was used for some "
                "early Unix tools before a successor language replaced it."
            ),
            D(
                "C++ was created by Bjarne Stroustrup at Bell Labs, who began work on it in 1979 "
                "under the name C with Classes, adding the object-oriented features of Simula to "
                "C. It was renamed in 1983, after the language's increment operator, and the first "
                "commercial release came in 1985."
            ),
            S(
                "The C programming language was created by Dennis Ritchie at Bell Labs between "
                "1969 and 1973, growing out of an earlier language called B. In 1978 he and Brian "
                "Kernighan published The C Programming Language, whose first example prints the "
                "words hello, world, and C became one of the most used languages of all."
            ),
        ],
        drop=1,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "who invented sliced bread",
        (
            "Otto Frederick Rohwedder, whose machine-sliced bread was first sold by the "
            "Chillicothe Baking Company of Missouri in 1928"
        ),
        [
            S(
                "Home > Food > Inventions | The man who sliced the loaf\nOtto Frederick Rohwedder, "
                "a jeweller from Davenport, Iowa, spent years on a machine that sliced a whole "
                "loaf at once; a fire in 1917 destroyed his first one. The Chillicothe Baking "
                "Company of Missouri began selling bread sliced on his machine on 7 July "
                "1928.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Inventions | Wonder Bread goes sliced\nThe Continental Baking "
                "Company began selling its Wonder Bread ready sliced across the United States in "
                "1930. The brand had been launched in Indianapolis in 1921 by the Taggart Baking "
                "Company, and its wrapper still carries the coloured balloons of the "
                "original.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Inventions | The sliced bread ban\nIn January 1943 the US Secretary "
                "of Agriculture, Claude Wickard, banned the sale of sliced bread to save wax paper "
                "and steel for the war. Housewives and bakers protested so loudly that the order "
                "was withdrawn in March, less than two months later.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Inventions | The Chorleywood process\nIn 1961 scientists at the "
                "Flour Milling and Baking Research Association in Chorleywood, Hertfordshire, "
                "found a way to make bread in a few hours with intense mixing and cheaper, "
                "lower-protein wheat. Most sliced loaves sold in Britain are still made their "
                "way.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When was the Lincoln Highway dedicated?",
        "on 31 October 1913",
        [
            D(
                "Travel > History of the road | The 1919 convoy\nIn July 1919 the US Army sent a "
                "convoy of about eighty trucks and cars along the Lincoln Highway from Washington "
                "to San Francisco. It took 62 days, and a young officer on it, Dwight Eisenhower, "
                "later said it helped convince him to build the Interstates.\nMore stories | "
                "Newsletter | Terms of use"
            ),
            D(
                "Travel > History of the road | First drive across America\nIn 1903 the Vermont "
                "doctor Horatio Nelson Jackson won a 50-dollar bet by driving a Winton car from "
                "San Francisco to New York, with the mechanic Sewall Crocker and a bulldog called "
                "Bud. The trip took 63 days, and the car, named the Vermont, is now in the "
                "Smithsonian.\nMore stories | Newsletter | Terms of use"
            ),
            D(
                "Travel > History of the road | The Interstates\nPresident Eisenhower signed the "
                "Federal-Aid Highway Act on 29 June 1956, paying for some 41,000 miles of "
                "limited-access highways across the country, with the federal government meeting "
                "90 per cent of the cost from a tax on fuel.\nMore stories | Newsletter | Terms of "
                "use"
            ),
            S(
                "Travel > History of the road | The Lincoln Highway\nThe first road meant to cross "
                "the United States by car, from Times Square in New York to Lincoln Park in San "
                "Francisco, was dedicated on 31 October 1913. Carl G. Fisher, the Indianapolis "
                "businessman behind it, had first put forward the idea the year before.\nMore "
                "stories | Newsletter | Terms of use"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "nelsons column vs the monument which is taller",
        (
            "the Monument, at 202 feet (about 61.6 metres), against about 52 metres for Nelson's "
            "Column"
        ),
        [
            S(
                "London > Landmarks | Nelson's Column\nBuilt between 1840 and 1843 in Trafalgar "
                "Square to honour Admiral Horatio Nelson, who was killed at the Battle of "
                "Trafalgar in 1805, the column stands about 52 metres high from its base to the "
                "top of the statue. Edwin Landseer's four bronze lions were added in 1867.\nShare "
                "| Save | Print"
            ),
            D(
                "London > Landmarks | Duke of York Column\nThe granite column at the top of the "
                "Duke of York Steps off the Mall was finished in 1834 in memory of Frederick, Duke "
                "of York, second son of George III. It is about 42 metres high, and it was partly "
                "paid for by stopping a day's wages of every soldier in the army.\nShare | Save | "
                "Print"
            ),
            S(
                "London > Landmarks | The Monument\nChristopher Wren and Robert Hooke's column to "
                "the Great Fire of 1666 was finished in 1677 near the north end of London Bridge. "
                "It is 202 feet (61.6 metres) tall, the same as its distance from the spot in "
                "Pudding Lane where the fire began, and 311 steps lead to the top.\nShare | Save | "
                "Print"
            ),
            D(
                "London > Landmarks | Wellington Arch\nDecimus Burton's arch at Hyde Park Corner "
                "was built in the late 1820s as a grand entrance to London from the west. Its "
                "bronze group of Peace descending on the chariot of war, by Adrian Jones, was "
                "added in 1912 and is the largest bronze sculpture in Europe.\nShare | Save | "
                "Print"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which states did Route 66 pass through?",
        "Illinois, Missouri, Kansas, Oklahoma, Texas, New Mexico, Arizona and California",
        [
            D(
                "Road trips > USA | Route 66 on TV\nRoute 66 was also a CBS drama of 1960 to 1964 "
                "in which two young men, played by Martin Milner and George Maharis, drove a "
                "Chevrolet Corvette across America looking for work and adventure. Most episodes "
                "were filmed on location, often far from the real highway.\nSave to my trips | "
                "Share | Cookie settings"
            ),
            D(
                "Road trips > USA | The song\nBobby Troup wrote (Get Your Kicks on) Route 66 in "
                "1946 and Nat King Cole's trio recorded it that year. Its lyrics run through stops "
                "along the road: St. Louis, Joplin, Oklahoma City, Amarillo, Gallup, Flagstaff, "
                "Winona, Kingman, Barstow and San Bernardino. The Rolling Stones put it on their "
                "first album in 1964.\nSave to my trips | Share | Cookie settings"
            ),
            S(
                "Road trips > USA | Route 66 state by state\nOpened in 1926, the old road ran "
                "about 2,448 miles from Chicago to Santa Monica through eight states: Illinois, "
                "Missouri, a short corner of Kansas, Oklahoma, the Texas panhandle, New Mexico, "
                "Arizona and California. It was taken off the federal highway system in "
                "1985.\nSave to my trips | Share | Cookie settings"
            ),
            D(
                "Road trips > USA | US Route 1\nThe longest north-south road on the East Coast, US "
                "Route 1 runs about 2,370 miles from Fort Kent, Maine, on the Canadian border, to "
                "Key West, Florida, through fifteen states and the District of Columbia, passing "
                "through New York City, Philadelphia and Baltimore.\nSave to my trips | Share | "
                "Cookie settings"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How did Eli Whitney's cotton gin separate the seeds from the fibre?",
        (
            "a turning drum of wire hooks pulled the fibre through slots too narrow for the seeds, "
            "and a faster drum of brushes swept the lint off the hooks"
        ),
        [
            D(
                "History > Inventions | The churka\nFor centuries cotton in India was cleaned with "
                "the churka, a hand-cranked roller gin. Two wooden or iron rollers turning against "
                "each other squeezed the lint through the narrow gap between them and left the "
                "seeds behind; it worked for long-staple cotton but not for sticky upland "
                "seeds.\nComments (12) | Share | Cookie policy"
            ),
            D(
                "History > Inventions | Whitney's muskets\nIn 1798 Eli Whitney won a government "
                "contract to make 10,000 muskets in two years, a task that took him more than ten. "
                "He claimed he could build them from interchangeable parts, and his armoury at "
                "Whitneyville, near New Haven, made him the fortune the gin never had.\nComments "
                "(12) | Share | Cookie policy"
            ),
            D(
                "History > Inventions | The gin and slavery\nThe cotton gin made upland cotton "
                "profitable across the South, and output rose from about 3,000 bales in 1790 to "
                "some 4 million in 1860. The number of enslaved people in the United States grew "
                "from about 700,000 to nearly 4 million in the same years.\nComments (12) | Share "
                "| Cookie policy"
            ),
            S(
                "History > Inventions | Whitney's cotton gin\nEli Whitney's machine of 1793 worked "
                "with a wooden drum studded with wire hooks. As a crank turned it, the hooks "
                "dragged the cotton fibre through a grid of narrow slots that the seeds could not "
                "pass, and a second drum of brushes, turning faster, swept the lint off the "
                "hooks.\nComments (12) | Share | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Cutty Sark called the Cutty Sark?",
        (
            "after the witch Nannie in Robert Burns's poem Tam o' Shanter, who dances in a cutty "
            "sark, Scots for a short nightdress"
        ),
        [
            D(
                "Greenwich > Visit > Ships | Cutty Sark whisky\nThe blended Scotch was launched in "
                "1923 by the London wine merchants Berry Bros & Rudd, and took its name and the "
                "clipper on its yellow label from the famous ship. The Scottish artist James "
                "McBey, a guest at the lunch where it was named, drew the label.\nBook tickets | "
                "Share | Cookie policy"
            ),
            S(
                "Greenwich > Visit > Ships | How the Cutty Sark got her name\nThe clipper launched "
                "at Dumbarton in 1869 was named from Robert Burns's poem Tam o' Shanter, in which "
                "the witch Nannie dances in a cutty sark, Scots for a short nightdress. Her "
                "figurehead shows Nannie clutching the tail of Tam's grey mare, Meg.\nBook tickets "
                "| Share | Cookie policy"
            ),
            D(
                "Greenwich > Visit > Ships | The fire of 2007\nIn May 2007, while the Cutty Sark "
                "was closed for conservation, fire swept through her hull in dry dock at "
                "Greenwich. Much of her original fabric had been taken away for repair, and after "
                "a long restoration that lifted her into the air, she reopened in April "
                "2012.\nBook tickets | Share | Cookie policy"
            ),
            D(
                "Greenwich > Visit > Ships | Thermopylae\nThe Cutty Sark's great rival in the tea "
                "trade was the Aberdeen clipper Thermopylae, launched in 1868, which set records "
                "on the run home from China. In 1872 the two ships raced from Shanghai; Cutty Sark "
                "lost her rudder in a gale and arrived a week behind.\nBook tickets | Share | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Did the men thrown from the window in the Defenestration of Prague of 1618 survive?",
        "Yes: the regents Martinic and Slavata and their secretary Fabricius all survived the fall",
        [
            D(
                "History > Europe > Bohemia | The first defenestration\nOn 30 July 1419 a crowd of "
                "Hussites led by the priest Jan \u017delivsk\u00fd stormed the New Town Hall in "
                "Prague and threw seven town councillors from its windows. Those not killed by the "
                "fall were beaten to death, and the Hussite Wars soon followed.\nShare | Print | "
                "Privacy"
            ),
            S(
                "History > Europe > Bohemia | The 1618 defenestration\nOn 23 May 1618 Protestant "
                "nobles threw the imperial regents Jaroslav Martinic and Vil\u00e9m Slavata and "
                "their secretary Philipp Fabricius from a window of Prague Castle. All three "
                "survived a fall of some 20 metres: Catholics said angels saved them, Protestants "
                "a dung heap.\nShare | Print | Privacy"
            ),
            D(
                "History > Europe > Bohemia | White Mountain\nThe revolt that began at Prague "
                "Castle in 1618 ended at the Battle of White Mountain on 8 November 1620, when "
                "imperial and Catholic League armies routed the Bohemians in about two hours. The "
                "'Winter King', Frederick V, fled, and 27 rebel leaders were executed in Prague's "
                "Old Town Square in 1621.\nShare | Print | Privacy"
            ),
            D(
                "History > Europe > Bohemia | Jan Masaryk\nOn 10 March 1948, two weeks after the "
                "Communist takeover, Czechoslovakia's foreign minister Jan Masaryk was found dead "
                "in his pyjamas below a bathroom window of the Czern\u00edn Palace in Prague. "
                "Whether he fell, jumped or was pushed has never been settled.\nShare | Print | "
                "Privacy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        (
            "Who played the coach in the film about Jamaica's bobsleigh team at the 1988 Winter "
            "Olympics?"
        ),
        "John Candy, as Irv Blitzer in Cool Runnings (1993)",
        [
            D(
                "Film > Reviews | Eddie the Eagle (2016)\nDexter Fletcher's film tells how the "
                "British ski jumper Michael Edwards reached the Calgary Games of 1988. Taron "
                "Egerton plays Eddie, and Hugh Jackman plays Bronson Peary, a hard-drinking "
                "American former jumper who coaches him, a character made up for the "
                "film.\nRelated | Share | Cookie policy"
            ),
            S(
                "Sport > Winter Olympics | Jamaica's bobsleigh pioneers\nJamaica first sent a "
                "bobsleigh team to the Winter Olympics at Calgary in 1988. Its four-man sled "
                "crashed at high speed, and the crew walked it to the finish line to loud "
                "applause. Their story was loosely retold in the Disney comedy Cool Runnings of "
                "1993.\nRelated | Share | Cookie policy"
            ),
            D(
                "Film > Reviews | Miracle (2004)\nDisney's film of the American ice hockey team's "
                "win over the Soviet Union at Lake Placid in 1980 stars Kurt Russell as the coach, "
                "Herb Brooks, who picked a squad of college players and drilled them for months. "
                "Brooks died in a car crash in 2003, before it came out.\nRelated | Share | Cookie "
                "policy"
            ),
            S(
                "Film > Reviews | Cool Runnings (1993)\nJon Turteltaub's comedy follows three "
                "Jamaican sprinters and a pushcart racer who try to reach the Calgary Games on "
                "ice. John Candy plays Irv Blitzer, a disgraced former bobsleigh champion who "
                "agrees to coach them; it was one of his last films before his death in "
                "1994.\nRelated | Share | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who invented the lawn mower?",
        "Edwin Beard Budding of Stroud, Gloucestershire, who patented it in 1830",
        [
            S(
                "Q: Who made the first lawnmower?\nA: Edwin Beard Budding, an engineer from Stroud "
                "in Gloucestershire, who patented it in 1830. He based it on a machine used in the "
                "local cloth mills to shear the nap off woollen cloth, with a cylinder of curved "
                "blades turning against a fixed blade, and it cut grass more evenly than a scythe."
            ),
            D(
                "Q: Who invented the hover mower?\nA: The Swedish engineer Karl Dahlman, who in "
                "1964 built a mower that floated on a cushion of air, borrowing the idea of the "
                "hovercraft. Sold under the name Flymo, it was light enough to be swung from side "
                "to side across slopes and banks."
            ),
            D(
                "Q: Who invented the string trimmer?\nA: George Ballas of Houston, Texas, who had "
                "the idea in 1971 while watching the spinning brushes of a car wash. His first "
                "version was a popcorn tin with lengths of fishing line threaded through holes, "
                "and he sold it as the Weed Eater. He also ran a dance studio, and his son Corky "
                "and grandson Mark became ballroom dancers."
            ),
            D(
                "Q: Where does the Hills Hoist come from?\nA: Lance Hill began making his rotary "
                "clothes line, which can be wound up and down with a crank, in his back garden in "
                "Adelaide in 1945, out of scrap metal pipe, after his wife asked for a better "
                "place to dry washing. It is one of Australia's best-known household objects."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "Where did the Field of the Cloth of Gold take place?",
        (
            "in the English Pale of Calais, in a valley between Gu\u00eenes and Ardres in northern "
            "France"
        ),
        [
            D(
                "Treaty of London, 1518\n- What: a pact of non-aggression among the leading states "
                "of Europe\n- Arranged by: Cardinal Thomas Wolsey\n- Parties: England, France, "
                "Spain, the Holy Roman Empire, Burgundy, the Netherlands and the Papacy\n- Fate: "
                "broken in 1521, when France and the Emperor went to war"
            ),
            D(
                "The wrestling match of 1520\n- Who: Henry VIII and Francis I, both then in their "
                "twenties\n- What: Henry challenged Francis to wrestle, and Francis threw him\n- "
                "When: during the festivities between the two courts in June 1520\n- Source: the "
                "story comes only from French accounts"
            ),
            S(
                "The Field of the Cloth of Gold\n- What: a summit and tournament between Henry "
                "VIII of England and Francis I of France\n- When: 7 to 24 June 1520\n- Where: in a "
                "valley between English-held Gu\u00eenes and French Ardres, in the Pale of "
                "Calais\n- Name: from the tents and clothes woven with gold thread"
            ),
            D(
                "Henry VIII and Charles V, 1520\n- What: meetings between Henry VIII and the "
                "Emperor Charles V, nephew of Henry's queen, Catherine of Aragon\n- When: July "
                "1520, soon after the summit with Francis I\n- Where: Gravelines in Flanders, then "
                "Calais\n- Arranged by: Cardinal Thomas Wolsey"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which was bigger, the SS Great Britain or the SS Great Eastern?",
        "the Great Eastern, 211 metres long, against 98 metres for the Great Britain",
        [
            S(
                "Q: How big was the SS Great Britain?\nA: Isambard Kingdom Brunel's iron "
                "steamship, launched at Bristol in 1843, was 98 metres (322 feet) long and for a "
                "time the largest ship afloat, the first iron ocean liner driven by a screw "
                "propeller. She now stands in the dry dock where she was built."
            ),
            S(
                "Q: How big was the SS Great Eastern?\nA: Launched sideways into the Thames at "
                "Millwall in 1858, Brunel's last ship was 211 metres (692 feet) long, and no "
                "longer ship was launched until 1899. Too big to pay her way as a liner, she laid "
                "the first lasting telegraph cable across the Atlantic in 1866."
            ),
            D(
                "Q: How big was the SS Great Western?\nA: Brunel's first ship, a wooden paddle "
                "steamer launched at Bristol in 1837, was 72 metres (236 feet) long, then the "
                "largest passenger ship in the world. She crossed from Bristol to New York in 15 "
                "days in April 1838, a day after the smaller Sirius."
            ),
            D(
                "Q: How did the SS Great Britain get back to Bristol?\nA: After years carrying "
                "emigrants to Australia she was scuttled in the Falkland Islands in 1937. In 1970 "
                "she was floated on a pontoon and towed 8,000 miles home, returning to her dock on "
                "19 July, 127 years to the day after her launch."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the four parts in a barbershop quartet?",
        "lead, tenor, baritone and bass",
        [
            D(
                "Barbershop Harmony Society\n- Founded: 11 April 1938 in Tulsa, Oklahoma, by Owen "
                "C. Cash and Rupert Hall\n- First name: the Society for the Preservation and "
                "Encouragement of Barber Shop Quartet Singing in America\n- Members: men's "
                "quartets and choruses"
            ),
            D(
                "Choir: the four voices\n- Soprano: the highest part, usually sung by women and "
                "girls\n- Alto: the lower women's part, or men singing in falsetto\n- Tenor: the "
                "higher of the two men's parts\n- Bass: the lowest part of the four, sung below "
                "the tenor"
            ),
            D(
                "String quartet\n- First violin: usually carries the melody\n- Second violin: "
                "plays below the first\n- Viola: the middle voice\n- Cello: the lowest part\n- "
                "Father of the form: Joseph Haydn, who wrote 68 quartets\n- Best known: his "
                "Emperor Quartet, Op. 76 No. 3, of 1797"
            ),
            S(
                "Barbershop quartet: the four voices\n- Lead: sings the melody, usually in the "
                "middle of the chord\n- Tenor: harmonises above the lead, often in falsetto\n- "
                "Baritone: fills in the chord, above or below the lead\n- Bass: sings the lowest "
                "notes, the root of most chords"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how did the flying shuttle work",
        (
            "it ran on wheels along a board and was knocked across the loom by pickers that the "
            "weaver jerked with a cord, so one weaver could weave wide cloth much faster"
        ),
        [
            D(
                "Q: How did Edmund Cartwright's power loom work?\nA: Patented in 1785 by the "
                "clergyman Edmund Cartwright, it used a water wheel or a steam engine instead of "
                "the weaver's hands and feet to lift the warp threads, throw the shuttle and beat "
                "up the weft. Early versions often broke threads."
            ),
            S(
                "Q: How did John Kay's flying shuttle work?\nA: Patented in 1733, it ran on small "
                "wheels along a board on the loom. Pickers at each side, linked by cords to a "
                "handle the weaver held, knocked it back and forth through the warp, so one person "
                "could weave cloth wider than their arms could reach, and far faster."
            ),
            D(
                "Q: Why did a mob attack John Kay's house?\nA: Weavers in Bury feared that his "
                "flying shuttle would cost them their work, and in 1753 a crowd broke into Kay's "
                "house there. Manufacturers also used it without paying him, and after costly "
                "lawsuits he moved to France, where he died poor."
            ),
            D(
                "Q: How did Samuel Crompton's spinning mule work?\nA: Built in Bolton in 1779, it "
                "joined the moving carriage of the spinning jenny to the rollers of Richard "
                "Arkwright's water frame, drawing and twisting the thread at once to make fine, "
                "strong yarn. Crompton sold the idea for about 67 pounds."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why was the Eddie the Eagle rule brought in?",
        (
            "to keep novices like Michael Edwards, last at Calgary in 1988, out of Olympic ski "
            "jumping: jumpers must now place in the top 30 per cent or top 50 in international "
            "events"
        ),
        [
            D(
                "Q: Who was Eddie the Eagle?\nA: Michael Edwards, a plasterer from Cheltenham, "
                "became the first man in sixty years to ski-jump for Britain at the Olympics, at "
                "Calgary in 1988, paying his own way and jumping in thick glasses that misted up. "
                "He was heavier than the other jumpers, and the crowds loved him."
            ),
            D(
                "Q: What is the V-style in ski jumping?\nA: Holding the skis apart in a V in "
                "flight, instead of parallel, was taken up by the Swede Jan Bokl\u00f6v in the "
                "mid-1980s. Judges at first docked him points, but the V gives more lift, and by "
                "the early 1990s nearly every jumper used it."
            ),
            S(
                "Q: What is the Eddie the Eagle rule?\nA: After the British ski jumper Michael "
                "Edwards came last in both events at Calgary in 1988, the IOC set minimum "
                "standards in 1990 so that no such novice could qualify again: Olympic jumpers "
                "must have placed in the top 30 per cent or the top 50 in international events."
            ),
            D(
                "Q: Who was Eric the Eel?\nA: Eric Moussambani of Equatorial Guinea, who had "
                "learned to swim months before, swam his 100 metres freestyle heat at the Sydney "
                "Olympics in 2000 alone, after his two rivals false-started. He took 1 minute "
                "52.72 seconds, more than twice the winning time in the final. He later became the "
                "coach of his country's national swimming team."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "did a norwegian invent the paper clip",
        (
            "No: Johan Vaaler patented a clip in 1899 and 1901, but the familiar double-loop Gem "
            "clip was already made in Britain and is not his design"
        ),
        [
            D(
                "Q: Why did Norwegians wear paper clips in the Second World War?\nA: During the "
                "German occupation, from 1940, Norwegians pinned paper clips to their lapels as a "
                "quiet sign that they stood together against the Nazis and their puppet "
                "government. Wearing one could lead to arrest."
            ),
            D(
                "Q: Who invented the binder clip?\nA: Louis E. Baltzley of Washington, D.C., who "
                "patented it in 1910 so that his father, the writer Edwin Baltzley, could hold "
                "together the pages of his manuscripts without punching holes in them. It is still "
                "made to much the same design more than a century later."
            ),
            D(
                "Q: Who invented the safety pin?\nA: Walter Hunt, a New York mechanic, who twisted "
                "a piece of brass wire into a pin with a coiled spring and a clasp in 1849 to pay "
                "off a debt of 15 dollars. He sold the patent to W. R. Grace and Company for 400 "
                "dollars, and the pin went on to make its buyers far more than it ever made him."
            ),
            S(
                "Q: Is the paper clip a Norwegian invention?\nA: Only in legend. Johan Vaaler, a "
                "Norwegian who worked in a patent office, patented a wire clip in Germany in 1899 "
                "and in the United States in 1901, but his had no inner loop and never caught on. "
                "The familiar double-loop Gem clip was already made in Britain in the 1890s."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In what year did the painter of Arrangement in Grey and Black No. 1 die?",
        (
            "1903: the painting is Whistler's Mother, and James McNeill Whistler died in London on "
            "17 July 1903"
        ),
        [
            S(
                "Q: What is Arrangement in Grey and Black No. 1?\nA: It is the real title of the "
                "portrait known as Whistler's Mother, painted in London in 1871 by the American "
                "James McNeill Whistler and showing his mother, Anna, seated in profile. The "
                "French state bought it in 1891, and it hangs in the Mus\u00e9e d'Orsay."
            ),
            D(
                "Q: What is Arrangement in Grey and Black No. 2?\nA: It is Whistler's portrait of "
                "the Scottish historian Thomas Carlyle, painted in 1872 and 1873 in a pose much "
                "like that of his mother. Glasgow Corporation bought it in 1891, the first of his "
                "paintings to enter a public collection."
            ),
            D(
                "Q: When did Anna McNeill Whistler die?\nA: The painter's mother, born in North "
                "Carolina in 1804, moved to London in the 1860s to live with her son during the "
                "American Civil War, and sat for him in 1871. She died in Hastings, on the Sussex "
                "coast, on 31 January 1881."
            ),
            S(
                "Q: When did James McNeill Whistler die?\nA: Born in Lowell, Massachusetts, in "
                "1834, Whistler spent most of his working life in London and Paris and died in "
                "London on 17 July 1903. In 1878 he had sued the critic John Ruskin for libel and "
                "won a farthing in damages, and the costs left him bankrupt."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who built the first vending machine?",
        (
            "Hero of Alexandria, whose temple device gave out holy water for a coin in the 1st "
            "century AD"
        ),
        [
            D(
                "Percival Everitt built a coin-operated vending machine that sold postcards, "
                "patented in 1883, and his machines were soon set up at railway stations in "
                "London. Within a few years other vending machines on British platforms were "
                "selling stamps, notepaper and chocolate."
            ),
            D(
                "Hero of Alexandria also built the aeolipile, a hollow bronze ball that spun on "
                "its axis when steam from a boiler below escaped through two bent nozzles: the "
                "first known steam engine, although it served only as a toy or a marvel and was "
                "never put to work. Hero described it in his Pneumatica, beside temple doors that "
                "opened by themselves."
            ),
            S(
                "In the 1st century AD the Greek engineer Hero of Alexandria described a gadget "
                "for temples: a worshipper dropped a bronze coin through a slot, its weight tipped "
                "a small pan on a lever and opened a valve, and a measure of holy water flowed out "
                "until the coin slid off and the valve closed again."
            ),
            D(
                "The first automat in America was opened by Horn & Hardart in Philadelphia in "
                "1902: customers put nickels into slots beside little glass doors and took out "
                "sandwiches, pies and coffee. The firm's automats in New York, opened from 1912, "
                "became famous, and the last of them closed in 1991."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "first record played on radio 1",
        "Flowers in the Rain by the Move, played by Tony Blackburn on 30 September 1967",
        [
            S(
                "At 7 am on Saturday 30 September 1967 the BBC opened its new pop station, Radio "
                "1, with Tony Blackburn at the microphone, and the opening song he spun was "
                "'Flowers in the Rain', a single by the Birmingham group the Move that had reached "
                "number two in the charts that month."
            ),
            D(
                "The Move's 'Flowers in the Rain' earned its writer, Roy Wood, nothing: the band's "
                "manager had promoted the record with a postcard caricaturing the Prime Minister, "
                "Harold Wilson, who sued for libel, and the court ordered all royalties from it "
                "paid to charities of Wilson's choice, an order that still stands."
            ),
            D(
                "Britain's first legal commercial radio stations went on air in October 1973: LBC, "
                "for news and talk, on the 8th, and Capital Radio, playing pop music, on the 16th. "
                "Before that, pop fans had tuned in to offshore pirate stations such as Radio "
                "Caroline, first broadcast from a ship in 1964."
            ),
            D(
                "The BBC's television chart show Top of the Pops was first broadcast on 1 January "
                "1964 from a converted church in Manchester, and the first act to appear on it was "
                "the Rolling Stones, with 'I Wanna Be Your Man'. The programme went out every week "
                "until 2006."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "south park or family guy which came first",
        "South Park, first shown in August 1997; Family Guy began in January 1999",
        [
            D(
                "Before South Park came The Spirit of Christmas, a short that Trey Parker and Matt "
                "Stone made in 1995 as a video Christmas card for a Fox executive, in which Jesus "
                "and Santa Claus fight. Copies were passed around Hollywood, and it led Comedy "
                "Central to order the series."
            ),
            S(
                "Trey Parker and Matt Stone's cartoon about four foul-mouthed boys in a small "
                "Colorado mountain town, South Park, made its debut on Comedy Central on 13 August "
                "1997, and the crude cut-out look of its early episodes was made with real "
                "construction paper."
            ),
            S(
                "Seth MacFarlane's animated sitcom about the Griffins of Quahog, Rhode Island, "
                "with their talking dog Brian and scheming baby Stewie, went on air on Fox on 31 "
                "January 1999, straight after the Super Bowl, as Family Guy."
            ),
            D(
                "Fox cancelled Family Guy in 2002, after three seasons, but strong DVD sales and "
                "reruns on Cartoon Network's Adult Swim made the network bring it back, and new "
                "episodes began in May 2005, a rare revival of an American series."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the three phases of the triple jump?",
        "the hop, the step and the jump",
        [
            D(
                "The men's triple jump world record, 18.29 metres, was set by Jonathan Edwards of "
                "Britain at the World Championships in Gothenburg on 7 August 1995, when he became "
                "the first man to jump 60 feet; he passed 18 metres twice in that final."
            ),
            D(
                "The standing triple jump, taken from a standstill with no run-up, was an Olympic "
                "event only in 1900 and 1904, and the American Ray Ewry won it both times; he also "
                "won the standing high and long jumps, for eight Olympic titles."
            ),
            D(
                "The women's triple jump joined the Olympic programme at Atlanta in 1996, where "
                "Inessa Kravets of Ukraine won with 15.33 metres. The women's world record, 15.74 "
                "metres, was set indoors by Yulimar Rojas of Venezuela in Belgrade in 2022."
            ),
            S(
                "An athlete in this event sprints up the runway, takes off from a board and comes "
                "down on the same foot, the hop; then lands on the other foot, the step; and "
                "finally springs into the sand pit, the jump. Older books call the event the hop, "
                "step and jump."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How was tarmac discovered?",
        (
            "Edgar Purnell Hooley saw a smooth stretch of road near an ironworks where spilled tar "
            "had been covered with furnace slag, and patented a tar and slag mix in 1902"
        ),
        [
            D(
                "The word tarmac comes from tar macadam, after John Loudon McAdam, the Scottish "
                "engineer who from the 1810s built roads of small broken stones laid in compacted "
                "layers over a cambered base, with no tar at all; he became surveyor general of "
                "London's metropolitan roads in 1827. Roads built his way were said to be "
                "macadamised."
            ),
            S(
                "Edgar Purnell Hooley, surveyor to the county of Nottinghamshire, noticed in 1901 "
                "a smooth, dust-free stretch of road beside an ironworks in Denby, Derbyshire. A "
                "barrel of tar had burst there and slag from the furnaces had been tipped over the "
                "mess; he patented a mix of tar and slag in 1902 and named it Tarmac."
            ),
            D(
                "In 1876 the Belgian-born chemist Edward de Smedt laid a true asphalt pavement on "
                "Pennsylvania Avenue in Washington, in front of the White House, using a mix he "
                "had patented in 1870 with asphalt shipped from the pitch lake of Trinidad, and "
                "asphalt soon covered many miles of American city streets."
            ),
            D(
                "Airport aprons and runways are often called the tarmac, but most big runways "
                "today are made of concrete or asphalt concrete rather than true tar macadam, "
                "which softens in hot weather and has largely gone out of use on main roads in "
                "Britain since the middle of the 20th century."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is the Citro\u00ebn 2CV called the 2CV?",
        (
            "2CV stands for deux chevaux, two fiscal horsepower: the French tax rating of the car, "
            "not its real power"
        ),
        [
            D(
                "The brief Pierre-Jules Boulanger gave Citro\u00ebn's engineers in the 1930s for "
                "what became the 2CV asked for a car that could carry two farmers in clogs and 50 "
                "kg of potatoes at up to 60 km/h, use 3 litres of fuel per 100 km, and cross a "
                "ploughed field without breaking a basket of eggs."
            ),
            D(
                "Citro\u00ebn called its sleek car of 1955 the DS, which in French sounds like "
                "d\u00e9esse, goddess; with its self-levelling hydropneumatic suspension it caused "
                "a sensation at the Paris Motor Show, taking some 12,000 orders on the first day."
            ),
            D(
                "Renault's 4CV, launched in 1946, was the first French car to sell more than a "
                "million. Designed partly in secret during the German occupation, its small "
                "rear-mounted engine and four doors made it the family car of post-war France, and "
                "it was built until 1961."
            ),
            S(
                "The little Citro\u00ebn shown at the Paris Motor Show in 1948 took its name from "
                "France's way of taxing cars by fiscal horsepower: it was rated at two chevaux "
                "vapeur, written 2 CV, although its 375 cc twin-cylinder engine actually gave "
                "about 9 brake horsepower."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Did Finland lose its independence in the Winter War?",
        (
            "No: Finland ceded about a tenth of its territory, including much of Karelia, but "
            "stayed independent and was never occupied"
        ),
        [
            S(
                "The Moscow Peace Treaty of 13 March 1940 ended the 105-day fight that began when "
                "the Red Army crossed the border on 30 November 1939. The Finns had to hand over "
                "about a tenth of their land, including Viipuri and much of Karelia, but they kept "
                "their own government and were never occupied."
            ),
            D(
                "Finland declared its independence from Russia on 6 December 1917, in the turmoil "
                "after the October Revolution, and Lenin's government recognised it on the last "
                "day of that year. A short but bitter civil war between Reds and Whites followed "
                "in 1918."
            ),
            D(
                "The Baltic states, Estonia, Latvia and Lithuania, lost their independence in June "
                "1940, when Soviet troops occupied them; after rigged elections they were annexed "
                "to the Soviet Union that August. Most Western countries never recognised the "
                "annexation, and the three states regained their independence only in 1991."
            ),
            D(
                "The Mannerheim Line, a chain of bunkers and trenches across the Karelian Isthmus "
                "named after Finland's commander, Carl Gustaf Mannerheim, held off the Red Army in "
                "the Winter War until Soviet forces broke through it in February 1940. Mannerheim "
                "later became president of Finland, in 1944."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the king for whom Handel's Water Music was first played born?",
        "Hanover: the king was George I, born there in 1660",
        [
            S(
                "On the evening of 17 July 1717 George I and his courtiers were rowed up the "
                "Thames from Whitehall towards Chelsea, while on a barge alongside some fifty "
                "musicians performed the suites now known as Handel's Water Music. The monarch had "
                "them repeated three times."
            ),
            D(
                "George Frideric Handel was born in Halle, in Germany, in 1685, the same year as "
                "Johann Sebastian Bach. He settled in London in 1712, became a British subject in "
                "1727, and was buried in Westminster Abbey after his death in 1759."
            ),
            D(
                "Handel's Music for the Royal Fireworks was written for George II to celebrate the "
                "peace of Aix-la-Chapelle of 1748; some 12,000 people came to its rehearsal in "
                "Vauxhall Gardens in April 1749, and at the display in Green Park a pavilion "
                "caught fire. Handel scored it for a large band of wind instruments and drums."
            ),
            S(
                "George I came into the world in 1660 in Hanover, in northern Germany, the son of "
                "Ernest Augustus, later its elector. He inherited the electorate in 1698 and, as "
                "Queen Anne's nearest Protestant relative, succeeded her on the British throne in "
                "1714, speaking little English."
            ),
        ],
        drop=0,
    ),
]
