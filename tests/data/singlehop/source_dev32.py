"""The thirty-fourth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev30.py`: the
formats of `source_dev29.py` and `source_dev30.py`, and the questions of all of them, to choose
subjects none of them asks about); the held-out sources were only counted against each subject
(`grep -c`), never read. Subjects are taken only from history, politics, law, the arts (music,
literature, film, painting), sports, technology and everyday life (food, money, travel); a
quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v23, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 357 characters and distractors 353; the longest passage is a
support in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who directed Bicycle Thieves?",
        "Vittorio De Sica, in 1948",
        [
            D(
                "Rome, Open City: Rome, Open City is a 1945 film by Roberto Rossellini about "
                "the German occupation of Rome, shot in the streets of the city while the war "
                "was still going on, often on scraps of film stock. Anna Magnani plays Pina, "
                "shot down in the street as she runs after a lorry taking her fianc\u00e9 away, "
                "and Aldo Fabrizi plays a priest who helps the Resistance."
            ),
            S(
                "Bicycle Thieves: Bicycle Thieves (Ladri di biciclette) is a 1948 Italian film "
                "directed by Vittorio De Sica from a script by Cesare Zavattini. A poor "
                "bill-poster in post-war Rome, played by the factory worker Lamberto "
                "Maggiorani, searches the city with his young son for the stolen bicycle he "
                "needs for his job; it won an honorary Academy Award in 1950."
            ),
            D(
                "Shoeshine: Shoeshine (Sciusci\u00e0), from 1946, follows two boys who shine "
                "the boots of American soldiers in Rome and save to buy a horse, until they are "
                "caught up in a black-market deal and sent to a grim juvenile prison. Written "
                "by Cesare Zavattini with others, it was the first foreign-language film to be "
                "given a special Academy Award, in 1948."
            ),
            D(
                "La Strada: La Strada is a 1954 film by Federico Fellini in which a simple "
                "young woman, Gelsomina, played by Giulietta Masina, is sold by her mother to "
                "Zampan\u00f2, a brutish travelling strongman played by Anthony Quinn. Its "
                "score is by Nino Rota, and in 1957 it became the first film to win the new "
                "Academy Award for best foreign-language film."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "when did the smoking ban start in england",
        "1 July 2007",
        [
            D(
                "Smoking ban in Scotland: Scotland was the first part of the United Kingdom to "
                "outlaw smoking in enclosed public places, on 26 March 2006, under an act of "
                "the Scottish Parliament passed in 2005. Pubs across Glasgow and Edinburgh went "
                "smoke-free at six that Sunday morning, and hospital admissions for heart "
                "attacks fell in the year that followed. The fine for lighting up was \u00a350."
            ),
            S(
                "Smoking ban in England: Smoking in enclosed public places and workplaces in "
                "England, including pubs, bars, restaurants and offices, became illegal on 1 "
                "July 2007 under the Health Act 2006. A smoker who breaks the law can be given "
                "a fixed penalty of \u00a350, and the owners of premises who let people smoke "
                "face fines of up to \u00a32,500; no-smoking signs also became compulsory."
            ),
            D(
                "Tobacco sales age: The minimum age for buying cigarettes and other tobacco in "
                "England and Wales went up from 16 to 18 on 1 October 2007. Shops that sell to "
                "anyone under age can be fined up to \u00a32,500, and since 2009 retailers "
                "caught doing it again and again can be banned from selling tobacco at all for "
                "up to a year."
            ),
            D(
                "Smoking in cars: Since 1 October 2015 it has been against the law in England "
                "and Wales to smoke in a private vehicle carrying anyone under 18, whether the "
                "windows are open or not. Both the smoker and the driver can be given a "
                "\u00a350 fixed penalty notice, though the rule does not cover a driver who is "
                "alone or a convertible with its roof fully down."
            ),
            D(
                "Smoking ban in Ireland: On 29 March 2004 the Republic of Ireland became the "
                "first country in the world to ban smoking in all enclosed workplaces, pubs "
                "included. Miche\u00e1l Martin, then the health minister, pushed the law "
                "through against loud opposition from publicans, and Norway brought in its own "
                "ban that June."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "boston marathon vs london marathon which is older",
        "the Boston Marathon, first run in 1897, against 1981 for the London Marathon",
        [
            S(
                "Boston Marathon: The Boston Marathon was first run on 19 April 1897, when "
                "fifteen men set off from Ashland, Massachusetts, and John J. McDermott of New "
                "York won in 2 hours 55 minutes. Organised by the Boston Athletic Association "
                "and held each year on Patriots' Day in April, it is the world's oldest annual "
                "marathon and famous for the climb up Heartbreak Hill."
            ),
            D(
                "New York City Marathon: The New York City Marathon began in September 1970 as "
                "four and a bit laps of Central Park, with 127 starters, only 55 of whom "
                "finished; Gary Muhrcke, a firefighter, won it. In 1976 Fred Lebow and George "
                "Spitz took the course through all five boroughs, and it has since grown into "
                "the largest marathon on earth, with over 50,000 finishers."
            ),
            S(
                "London Marathon: The London Marathon was founded by the former Olympic "
                "steeplechase champion Chris Brasher and John Disley after they ran in New "
                "York, and was first held on 29 March 1981. More than 6,000 runners finished, "
                "and the American Dick Beardsley and the Norwegian Inge Simonsen crossed the "
                "line holding hands to share the first men's title. It ends on The Mall."
            ),
            D(
                "Berlin Marathon: The Berlin Marathon was first run in 1974 on a course through "
                "the Grunewald forest in what was then West Berlin, with 286 runners. Since it "
                "moved onto the flat city streets in 1981 it has become the fastest of the "
                "major marathons: Eliud Kipchoge twice set the men's world record there, in "
                "2018 and again in 2022, in 2:01:09."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which sports are combined in the biathlon?",
        "cross-country skiing and rifle shooting",
        [
            D(
                "Nordic combined: Nordic combined joins ski jumping with cross-country skiing, "
                "and has been part of every Winter Olympics since the first, at Chamonix in "
                "1924. Under the Gundersen method the jump is held first and turned into time "
                "gaps, so the leader starts the cross-country race first and the first across "
                "the line wins; only men compete at the Games, where there has also been a team "
                "event since 1988."
            ),
            S(
                "Biathlon: Biathlon brings together cross-country skiing and rifle shooting. "
                "Competitors ski with a .22 rifle on their backs and stop at a range to fire at "
                "targets 50 metres away, lying down and standing; each miss costs a 150-metre "
                "penalty loop or a minute's penalty. It came into the Winter Olympics at Squaw "
                "Valley in 1960 and grew out of Norwegian army ski patrols."
            ),
            D(
                "Duathlon: Duathlon combines running and cycling, usually in the order run, "
                "bike, run, with a standard distance of 10 km running, 40 km on the bike and 5 "
                "km more on foot. It is popular in winter when open-water swimming is too cold, "
                "and the first world championships organised by the international triathlon "
                "body were held at Palm Springs, California, in 1990."
            ),
            D(
                "Ski orienteering: Ski orienteering sends competitors on cross-country skis "
                "along a network of tracks to find a series of control points with a map fixed "
                "to a holder on the chest. There is no shooting and no marked course: choosing "
                "the fastest route matters as much as speed, and world championships have been "
                "held every two years since the first, in Finland in 1975."
            ),
            D(
                "Military patrol: Military patrol was a team event in which four soldiers skied "
                "some 25 km across the mountains with packs and fired at targets on the way. It "
                "was held at the first Winter Olympics in 1924, where Switzerland won, and then "
                "as a demonstration sport in 1928, 1936 and 1948, before a new event with a "
                "different name and rules took its place in 1960."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a penalty shoot-out work in football?",
        (
            "each side takes five kicks in turn from the penalty mark, against the goalkeeper "
            "only; if level after five, they go on kick for kick (sudden death) until one side "
            "scores and the other misses"
        ),
        [
            D(
                "Extra time: Extra time is played when a knockout match is level after ninety "
                "minutes: two halves of fifteen minutes, with a short break in between and no "
                "break before it begins. Each team is allowed a further substitution, and from "
                "1993 to 2004 competitions could use the golden goal, under which the first "
                "team to score in extra time won the match at once."
            ),
            S(
                "Penalty shoot-out: A penalty shoot-out settles a knockout match still level "
                "after extra time. The two teams take turns to shoot from the penalty mark, 11 "
                "metres out, with only the goalkeeper to beat, five kicks each; if the scores "
                "are still tied after five, they carry on one kick each until one scores and "
                "the other misses. Only players on the pitch at the end may take part."
            ),
            D(
                "Shootout (ice hockey): In the National Hockey League a regular-season game "
                "still tied after five minutes of overtime goes to a shootout. Three players "
                "from each team in turn skate in alone from centre ice against the opposing "
                "goalie; if it is still level after three rounds it goes to sudden death, and "
                "the winner gets two points, the loser one, in the standings."
            ),
            D(
                "Penalty kick: A penalty kick is awarded when a defending player commits a "
                "direct free-kick offence inside his own penalty area. The ball is placed on "
                "the penalty mark, 11 metres from goal, and the goalkeeper must stay on the "
                "line between the posts, with at least part of one foot touching it, until the "
                "ball is kicked. The idea came from the Irish goalkeeper William McCrum in "
                "1890."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is the QWERTY keyboard laid out the way it is?",
        (
            "it comes from Christopher Latham Sholes's typewriter of the 1870s, whose letters "
            "were arranged so that common pairs were split apart and the type bars would not "
            "clash and jam"
        ),
        [
            D(
                "Dvorak keyboard: The Dvorak Simplified Keyboard was patented in 1936 by August "
                "Dvorak, a professor of education at the University of Washington, and his "
                "brother-in-law William Dealey. It puts all five vowels and the most-used "
                "consonants on the home row, so that typists' hands alternate more, but despite "
                "trials in the US Navy in the 1940s it never replaced the older layout."
            ),
            S(
                "QWERTY: The QWERTY layout comes from the typewriter that Christopher Latham "
                "Sholes, a printer in Milwaukee, developed in the 1870s and sold to E. "
                "Remington and Sons, who built it from 1874. Its type bars were prone to clash "
                "and jam when letters next to each other were struck in quick succession, so "
                "Sholes rearranged the keys to separate common pairs of letters."
            ),
            D(
                "QWERTZ: The QWERTZ layout, used in Germany, Austria and much of central "
                "Europe, swaps the Y and Z of the English keyboard, because Z is a common "
                "letter in German and Y a rare one, so the Z sits where the index finger can "
                "easily reach it. It also finds room for the umlauted letters \u00c4, \u00d6 "
                "and \u00dc and for \u00df, to the right of the letter keys."
            ),
            D(
                "AZERTY: The AZERTY keyboard is the standard layout in France and Belgium. It "
                "swaps A and Q and Z and W compared with the English layout, moves M to the end "
                "of the home row, and puts accented letters such as \u00e9, \u00e8 and \u00e0 "
                "on the number row, so that digits need the Shift key; in 2019 France published "
                "a new standard version to fix its flaws."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Marbury v. Madison establish judicial review in the United States?",
        "yes",
        [
            D(
                "McCulloch v. Maryland: McCulloch v. Maryland was decided by the Supreme Court "
                "in 1819. Maryland had taxed the notes of the Second Bank of the United States, "
                "and Chief Justice John Marshall held that Congress had implied powers to "
                "create such a bank under the necessary and proper clause and that a state "
                "could not tax it, for 'the power to tax involves the power to destroy'. The "
                "ruling strengthened the federal government against the states for generations."
            ),
            S(
                "Marbury v. Madison: In Marbury v. Madison (1803) the Supreme Court under Chief "
                "Justice John Marshall held that a part of the Judiciary Act of 1789 was "
                "contrary to the Constitution and therefore void. It was the first time the "
                "Court struck down an act of Congress, and it established the principle of "
                "judicial review, the power of the courts to set aside laws that conflict with "
                "the Constitution."
            ),
            D(
                "Judiciary Act of 1789: The Judiciary Act of 1789, signed by George Washington "
                "in September that year, set up the federal court system: a Supreme Court of "
                "six justices, three circuit courts and thirteen district courts, and the "
                "office of Attorney General. Its section 25 let the Supreme Court hear appeals "
                "from the highest state courts on questions of federal law."
            ),
            D(
                "William Marbury: William Marbury was a Maryland businessman whom President "
                "John Adams named a justice of the peace for the District of Columbia in the "
                "last days of his term in 1801, one of the so-called midnight judges. His "
                "commission was signed and sealed but never delivered, and the new Secretary of "
                "State, James Madison, refused to hand it over; Marbury never took up the post."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who was the US president when Brown v. Board of Education was decided?",
        (
            "Dwight D. Eisenhower: the Supreme Court decided Brown on 17 May 1954, during his "
            "presidency (1953 to 1961)"
        ),
        [
            S(
                "Brown v. Board of Education: Brown v. Board of Education of Topeka was decided "
                "unanimously by the Supreme Court on 17 May 1954. Chief Justice Earl Warren "
                "wrote that separate schools for Black and white children were 'inherently "
                "unequal', overturning the doctrine of Plessy v. Ferguson; the case was argued "
                "for the NAACP by Thurgood Marshall."
            ),
            D(
                "Plessy v. Ferguson: In Plessy v. Ferguson (1896) the Supreme Court upheld a "
                "Louisiana law requiring separate railway carriages for Black and white "
                "passengers, by seven votes to one. Homer Plessy, a shoemaker, had been "
                "arrested in New Orleans for sitting in a car for white people, and Justice "
                "John Marshall Harlan wrote the lone dissent: 'Our Constitution is "
                "color-blind.'"
            ),
            S(
                "Dwight D. Eisenhower: Dwight D. Eisenhower, the general who had led the Allied "
                "invasion of Normandy, was the 34th president of the United States, a "
                "Republican, from 20 January 1953 to 20 January 1961. He ended the fighting in "
                "Korea, sent federal troops to Little Rock, signed the act that built the "
                "Interstate highways, and warned of the military-industrial complex."
            ),
            D(
                "Harry S. Truman: Harry S. Truman, a Democrat from Missouri, became the 33rd "
                "president when Franklin Roosevelt died in April 1945 and served until January "
                "1953. He took the decision to drop atomic bombs on Japan, backed the Marshall "
                "Plan and the founding of NATO, ordered the desegregation of the armed forces "
                "in 1948, and sent American troops to Korea in 1950."
            ),
            D(
                "Thurgood Marshall: Thurgood Marshall, born in Baltimore in 1908, led the NAACP "
                "Legal Defense Fund and won 29 of the 32 cases he argued before the Supreme "
                "Court. President Lyndon Johnson made him Solicitor General in 1965 and then, "
                "in 1967, the first African American justice of the Supreme Court, where he sat "
                "until 1991 as one of its most liberal voices."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who composed Clair de lune?",
        "Claude Debussy, as the third movement of his Suite bergamasque (published in 1905)",
        [
            D(
                "Beethoven's Piano Sonata No. 14 in C-sharp minor, finished in 1801 and "
                "dedicated to his pupil Countess Giulietta Guicciardi, is known everywhere as "
                "the Moonlight Sonata. The name was not his: the poet and critic Ludwig "
                "Rellstab said some years after Beethoven's death that the slow first movement "
                "made him think of moonlight on Lake Lucerne."
            ),
            S(
                "Clair de lune, the most famous piano piece of Claude Debussy, is the third of "
                "the four movements of his Suite bergamasque. He began the suite around 1890, "
                "in his late twenties, but revised it for years and only published it in 1905. "
                "The title comes from a poem by Paul Verlaine, and the piece has since been "
                "heard in films from Ocean's Eleven to Twilight."
            ),
            D(
                "Paul Verlaine's poem Clair de lune appeared in 1869 in his collection "
                "F\u00eates galantes, inspired by the paintings of Watteau. In it the soul is a "
                "landscape of masked dancers playing the lute under a sad and lovely moonlight "
                "that makes the birds dream in the trees. Verlaine later had a stormy affair "
                "with the younger poet Arthur Rimbaud and shot him in the wrist in 1873."
            ),
            D(
                "Erik Satie wrote his three Gymnop\u00e9dies for piano in 1888, while he was "
                "playing the piano at the Chat Noir cabaret in Montmartre. They are slow, spare "
                "pieces in three-four time, and the first, marked 'lent et douloureux', is one "
                "of the best-known piano works of the age; a friend of his orchestrated two of "
                "them in 1896."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who invented bitcoin",
        (
            "Satoshi Nakamoto, the pseudonymous author of the 2008 white paper; the real person "
            "or people behind the name are unknown"
        ),
        [
            D(
                "Ethereum was proposed in a white paper in late 2013 by Vitalik Buterin, a "
                "Russian-Canadian programmer who was then just nineteen and had co-founded "
                "Bitcoin Magazine. Its network went live on 30 July 2015, and unlike earlier "
                "digital currencies it lets people run programs called smart contracts on the "
                "blockchain; its coin is called ether."
            ),
            S(
                "Bitcoin was invented by someone writing as Satoshi Nakamoto, who published a "
                "nine-page white paper describing a peer-to-peer electronic cash system on 31 "
                "October 2008 and mined the first block of the network on 3 January 2009. "
                "Nakamoto stopped posting in 2011, and who is behind the name, one person or a "
                "group, has never been established for certain."
            ),
            D(
                "On 22 May 2010 a programmer in Florida named Laszlo Hanyecz paid 10,000 "
                "bitcoins for two large pizzas from Papa John's, bought for him by another "
                "forum user, in what is remembered as the first purchase of real goods with the "
                "currency. Fans celebrate the date as Bitcoin Pizza Day, since those coins were "
                "later worth hundreds of millions of dollars."
            ),
            D(
                "DigiCash was a company founded in Amsterdam in 1989 by the American "
                "cryptographer David Chaum to sell his electronic cash system, eCash, which "
                "used blind signatures so that a bank could not trace how people spent their "
                "money. A few banks tried it in the 1990s, including the Mark Twain Bank of St. "
                "Louis, but it never caught on, and the company went bankrupt in 1998."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came first, ENIAC or the Manchester Baby?",
        (
            "ENIAC, completed in late 1945 and unveiled in February 1946; the Manchester Baby "
            "ran its first program on 21 June 1948"
        ),
        [
            S(
                "ENIAC, the Electronic Numerical Integrator and Computer, was built at the "
                "University of Pennsylvania by John Mauchly and J. Presper Eckert for the US "
                "Army to calculate artillery tables. Completed in late 1945 and shown to the "
                "public in February 1946, it held some 17,500 vacuum tubes, weighed about 27 "
                "tonnes and was programmed by rewiring plugboards."
            ),
            D(
                "Colossus was built by the Post Office engineer Tommy Flowers at Dollis Hill "
                "and set to work at Bletchley Park in early 1944, helping to break the Lorenz "
                "cipher used by the German high command. Ten were in use by the end of the war; "
                "most were then broken up on Churchill's orders, and their existence stayed "
                "secret until the 1970s. Flowers paid for some of the first parts himself."
            ),
            S(
                "The Manchester Baby, or Small-Scale Experimental Machine, was built at the "
                "University of Manchester by Frederic Williams, Tom Kilburn and Geoff Tootill. "
                "On 21 June 1948 it ran its first program, a routine by Kilburn to find the "
                "highest factor of a number, which took 52 minutes, making it the first machine "
                "to run a program held in its own electronic memory."
            ),
            D(
                "EDSAC, built at the University of Cambridge by a team led by Maurice Wilkes, "
                "ran its first program on 6 May 1949, printing a table of squares. It used "
                "mercury delay lines for memory and went into regular service for the "
                "university's scientists, and in 1951 the first book on programming, by Wilkes, "
                "David Wheeler and Stanley Gill, was written around it."
            ),
            D(
                "Konrad Zuse finished his Z3 in Berlin in May 1941, working largely alone and "
                "with little official support. It used about 2,600 telephone relays rather than "
                "valves, read its programs from punched film and worked in binary floating "
                "point; the original was destroyed in an Allied air raid in 1943, and a copy "
                "was built in the 1960s."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which countries have won the America's Cup?",
        "the United States, Australia, New Zealand and Switzerland",
        [
            D(
                "The schooner America, built in New York for a syndicate led by John Cox "
                "Stevens of the New York Yacht Club, sailed across the Atlantic in 1851 and "
                "beat fifteen British yachts in a race around the Isle of Wight for a silver "
                "cup offered by the Royal Yacht Squadron. When Queen Victoria asked who was "
                "second, she is said to have been told: 'There is no second, Your Majesty.'"
            ),
            S(
                "Only four countries have ever won the America's Cup. The United States held it "
                "from 1851 until 1983, when Australia II, with its winged keel, beat Liberty "
                "off Newport. New Zealand first won it in 1995 and again in 2000, 2017, 2021 "
                "and 2024; Switzerland, a country without a coastline, took it with Alinghi in "
                "2003 and 2007, before American Oracle won it back in 2010."
            ),
            D(
                "The Whitbread Round the World Race first set out from Portsmouth in September "
                "1973, with seventeen yachts crewed mostly by amateurs, and was won by the "
                "Mexican yacht Sayula II. Renamed the Volvo Ocean Race in 2001 and The Ocean "
                "Race in 2019, it takes crews through the Southern Ocean, and teams from the "
                "Netherlands, Sweden and New Zealand have won it."
            ),
            D(
                "The Vend\u00e9e Globe is a solo race around the world without stopping and "
                "without help, starting and finishing at Les Sables-d'Olonne in France every "
                "four years. First run in 1989 and won by Titouan Lamazou in 109 days, every "
                "edition so far has been won by a French sailor, and in January 2025 Charlie "
                "Dalin set a record of just over 64 days."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the 50/30/20 budget rule work?",
        (
            "you split your after-tax income three ways: 50% for needs (rent, bills, food, "
            "minimum debt payments), 30% for wants, and 20% for savings and paying off debt"
        ),
        [
            D(
                "Zero-based budgeting means giving every pound or dollar of your income a job "
                "before the month begins, until income minus planned spending and saving comes "
                "to exactly zero. Nothing is left unassigned: if you get paid 2,000, you write "
                "down where all 2,000 will go, and if you overspend in one category you have to "
                "move money across from another. Apps such as YNAB are built around the "
                "approach."
            ),
            S(
                "The 50/30/20 rule, made popular by Elizabeth Warren and her daughter Amelia "
                "Warren Tyagi in their 2005 book All Your Worth, splits your income after tax "
                "into three parts. Half goes on needs such as rent, bills, food and minimum "
                "loan repayments, 30% on wants such as meals out and holidays, and the last 20% "
                "on saving and on paying off debt faster."
            ),
            D(
                "The envelope system is a cash budgeting method: on payday you take out your "
                "spending money and divide it into labelled envelopes for groceries, fuel, "
                "entertainment and so on. When an envelope is empty you stop spending in that "
                "category until the next payday. Many banking apps now copy the idea with "
                "digital pots or sub-accounts."
            ),
            D(
                "The 70/20/10 rule is another simple way to share out take-home pay: 70% goes "
                "on living costs, both essential and not, 20% into savings and investments, and "
                "the remaining 10% towards paying down debt or giving to charity. Some planners "
                "prefer it for people on lower incomes, where essentials already eat up far "
                "more than half."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did Tokugawa Japan close itself off from the world?",
        (
            "the shogunate feared Christianity, spread by European missionaries and blamed for "
            "the Shimabara Rebellion, and wanted to stop Western powers meddling and keep "
            "foreign trade under its own control"
        ),
        [
            D(
                "China's Ming dynasty brought in the haijin, a ban on private sea trade, from "
                "1371, because the coast was plagued by pirates, the wokou, and the first "
                "emperor wanted to keep control of contact with foreign states through official "
                "tribute missions. Smuggling flourished anyway, and the ban was finally relaxed "
                "in 1567, when the port of Yuegang was opened to trade."
            ),
            S(
                "Between 1633 and 1639 the Tokugawa shogunate issued edicts that closed Japan "
                "to most foreigners, a policy later called sakoku. The shoguns saw "
                "Christianity, spread by Portuguese and Spanish missionaries, as a threat to "
                "their rule, above all after the Shimabara Rebellion of 1637, and wanted to "
                "keep European powers out and trade in their own hands."
            ),
            D(
                "Japan ended its isolation after Commodore Matthew Perry of the US Navy sailed "
                "into Edo Bay with four warships in July 1853 and demanded that the country "
                "open its ports. He returned with a larger fleet in 1854, and the Treaty of "
                "Kanagawa opened Shimoda and Hakodate to American ships; similar treaties with "
                "Britain, Russia and the Netherlands quickly followed."
            ),
            D(
                "Korea under the late Joseon dynasty became known to Westerners as the Hermit "
                "Kingdom, because it shut out almost every foreign country except China, its "
                "overlord. After French and American ships attacked in 1866 and 1871, the "
                "regent Heungseon Daewongun had stones set up across the country warning "
                "against peace with the Western barbarians; Japan forced it open in 1876."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is tipping expected in japan",
        "no",
        [
            D(
                "In the United States tipping is expected almost everywhere service is given: "
                "15 to 20% of the bill in restaurants, a dollar or two a drink in bars, and "
                "something for taxi drivers, hairdressers and hotel staff. Many restaurant "
                "servers are paid a lower minimum wage of as little as 2.13 dollars an hour by "
                "federal law, on the understanding that tips will make up the rest."
            ),
            S(
                "Tipping is not part of the culture in Japan, and leaving money on the table "
                "can cause confusion: restaurant staff have been known to run after customers "
                "to return the change. Good service is considered part of the price. The main "
                "exception is a traditional inn, or ryokan, where some guests hand a small sum "
                "to the room attendant in a decorated envelope."
            ),
            D(
                "Japan's consumption tax, a sales tax added to almost everything, was first "
                "brought in at 3% in 1989 and has since been raised to 5% in 1997, 8% in 2014 "
                "and 10% in October 2019, with a lower 8% rate kept for food and non-alcoholic "
                "drinks bought to take away. Shops may show prices with or without it, though "
                "since 2021 they must display the full amount."
            ),
            D(
                "In Britain a service charge of 10 to 12.5% is often added to restaurant bills, "
                "particularly in London; it is optional, and you can ask for it to be removed "
                "if the service was poor. Since October 2024 a law has required employers in "
                "England, Scotland and Wales to pass all tips and service charges on to their "
                "staff without deductions."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which state was the architect of Fallingwater born?",
        (
            "Wisconsin: Fallingwater was designed by Frank Lloyd Wright, born in Richland "
            "Center, Wisconsin, in 1867"
        ),
        [
            D(
                "Kentuck Knob is a single-storey house of sandstone and cypress on a hilltop in "
                "the Laurel Highlands of Pennsylvania, only a few miles from Bear Run. It was "
                "built in 1956 for I. N. Hagan, an ice-cream maker from Uniontown, and his wife "
                "Bernardine, to a hexagonal plan, and was bought in 1986 by the British peer "
                "Lord Palumbo, who opened it to visitors."
            ),
            S(
                "Fallingwater, a weekend house at Mill Run in south-western Pennsylvania, was "
                "designed by Frank Lloyd Wright in 1935 for Edgar Kaufmann, owner of a "
                "Pittsburgh department store, and his family. It was built between 1936 and "
                "1939 right over a waterfall on Bear Run, with concrete terraces cantilevered "
                "out above the stream, and is now open to the public."
            ),
            S(
                "Frank Lloyd Wright was born on 8 June 1867 in Richland Center, a small town in "
                "Wisconsin, the son of a preacher and music teacher. He studied engineering "
                "briefly at the University of Wisconsin before leaving for Chicago, and later "
                "built his home and studio, Taliesin, near Spring Green in the valley where his "
                "mother's Welsh family had settled."
            ),
            D(
                "Louis Sullivan, the Chicago architect often called the father of the "
                "skyscraper, was born in Boston, Massachusetts, in 1856, to an Irish father and "
                "a Swiss-born mother. He coined the phrase 'form follows function' and took on "
                "a young draughtsman in 1887 who later called him his master, but he died poor "
                "in a Chicago hotel room in 1924."
            ),
            D(
                "Edgar J. Kaufmann was born in Pittsburgh in 1885 and built his father's "
                "business into Kaufmann's, the largest department store in the city, with a "
                "grand new building in 1913. He and his wife Liliane had a son, Edgar Jr., who "
                "studied at Taliesin and later gave the family's country house on Bear Run to a "
                "conservancy in 1963."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When were the first Paralympic Games held?",
        "in September 1960, in Rome",
        [
            D(
                "Home > Sport > Disability sport | How the Stoke Mandeville Games began\nOn 29 "
                "July 1948, the day the London Olympics opened, Dr Ludwig Guttmann held an "
                "archery contest for sixteen paralysed former servicemen and women on the lawns "
                "of Stoke Mandeville Hospital in Buckinghamshire. The games grew each year, and "
                "in 1952 a team from the Netherlands took part.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Paralympics > History | Rome 1960: the first Paralympic "
                "Games\nThe first Paralympic Games were held in Rome from 18 to 25 September "
                "1960, a few days after the Olympics there, with about 400 wheelchair athletes "
                "from 23 countries competing in events from archery to swimming. Italy topped "
                "the medal table, and Pope John XXIII received the athletes.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Winter sport | The first Winter Paralympics\nThe first Winter "
                "Paralympic Games took place at \u00d6rnsk\u00f6ldsvik in Sweden in February "
                "1976, with athletes who were amputees or blind racing in Alpine and "
                "cross-country skiing. Some 200 competitors from 16 countries took part, and "
                "sledge racing on ice was held as a demonstration event.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Deaf sport | A century of the Deaflympics\nThe International "
                "Silent Games, now called the Deaflympics, were first held in Paris in August "
                "1924, with 148 deaf athletes from nine European nations. They were started by "
                "Eug\u00e8ne Rubens-Alcais, a deaf Frenchman, and they remain separate from the "
                "Paralympic movement, with their own summer and winter games.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "how long is a polo chukka",
        "seven minutes of play (with up to 30 seconds more until the ball goes dead)",
        [
            D(
                "Home > Sport > Water polo | Water polo rules explained\nA water polo match is "
                "played in four quarters of eight minutes each, and the clock stops whenever "
                "the ball is out of play, so a game lasts nearer an hour. Each side has seven "
                "players in the water, and a team must shoot within 30 seconds of getting the "
                "ball, or 20 after an exclusion.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Equestrian > Polo | Polo for beginners\nA polo match is divided "
                "into periods called chukkas, each lasting seven minutes, with a bell at that "
                "point and play carrying on for up to 30 seconds more until the ball goes out. "
                "Most games have four or six chukkas, with short breaks between them and a "
                "longer one at half-time, when spectators tread in the divots.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Equestrian > Polo | Polo handicaps and ponies\nEvery polo "
                "player is given a handicap from minus two to ten goals, and a team's four "
                "handicaps are added up to decide what level of tournament it can enter; only a "
                "few players in the world rate a perfect ten. Players ride a fresh pony for "
                "each period of play, and a top player may bring eight or more ponies to a "
                "match.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Ice hockey | How long is a hockey game?\nAn ice hockey game has "
                "three periods of twenty minutes each, with the clock stopped for every "
                "whistle, and breaks of about seventeen minutes between them, so a match "
                "usually takes around two and a half hours. In the NHL, a tie after sixty "
                "minutes goes to five minutes of three-on-three overtime.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which came out first, The Jazz Singer or Steamboat Willie?",
        (
            "The Jazz Singer, which premiered on 6 October 1927, more than a year before "
            "Steamboat Willie (18 November 1928)"
        ),
        [
            S(
                "Home > Film > Hollywood history | The Jazz Singer and the birth of the "
                "talkies\nWarner Bros. premiered The Jazz Singer in New York on 6 October 1927. "
                "Al Jolson plays a cantor's son who wants to sing jazz, and although most of it "
                "is silent, his songs and a few lines of speech, starting with 'You ain't heard "
                "nothin' yet', were heard in sync.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Hollywood history | Don Juan: the first Vitaphone feature\nDon "
                "Juan, starring John Barrymore, opened in New York on 6 August 1926 as the "
                "first feature film with a synchronised music score and sound effects recorded "
                "on Vitaphone discs. It had no spoken dialogue, but the programme began with "
                "short films of opera singers and a filmed speech by Will Hays.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Film > Animation | Steamboat Willie and the first Mickey "
                "Mouse\nSteamboat Willie opened at the Colony Theatre in New York on 18 "
                "November 1928. Directed by Walt Disney and Ub Iwerks, it was the first Mickey "
                "Mouse cartoon to be released and among the first with fully synchronised "
                "sound, with Mickey whistling at the wheel of a riverboat.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Film > Hollywood history | Lights of New York: talking all the "
                "way\nLights of New York, released by Warner Bros. in July 1928, was the first "
                "feature-length film in which every line was spoken. Made for about 23,000 "
                "dollars, the 57-minute gangster story of two barbers who get mixed up with "
                "bootleggers took more than a million dollars at the box office.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Film > Animation | Plane Crazy\nPlane Crazy was the first Mickey Mouse "
                "cartoon to be made, in the spring of 1928, inspired by Charles Lindbergh's "
                "flight to Paris: Mickey builds a plane to impress Minnie. It was shown once as "
                "a silent film in May 1928 but found no distributor, and a version with sound "
                "was released only in March 1929.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What goes into a Scotch egg?",
        "a hard-boiled egg wrapped in sausage meat, coated in breadcrumbs and deep-fried",
        [
            D(
                "Home > Food > Scottish classics | How to make Scotch broth\nScotch broth is a "
                "thick soup of lamb or mutton, pearl barley and dried split peas, with diced "
                "carrot, turnip, leek, onion and sometimes kale. The meat is simmered for about "
                "two hours, then taken off the bone and returned to the pot, and the soup is "
                "best made a day ahead and served with chopped parsley.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Food > Picnic recipes | The perfect Scotch egg\nA Scotch egg is a "
                "boiled egg wrapped in sausage meat, rolled in flour, beaten egg and "
                "breadcrumbs, and deep-fried until golden. Boil the eggs for about seven "
                "minutes for a soft yolk, peel them in cold water and pat dry. The London store "
                "Fortnum & Mason claims to have invented the snack in 1738.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food > Pies | Melton Mowbray pork pie\nA Melton Mowbray pork pie is "
                "made from chopped, uncured pork, seasoned with salt and white pepper, in a "
                "hand-raised hot-water crust baked without a tin, so that the sides bow "
                "outwards. The gap under the lid is filled with jellied stock, and since 2008 "
                "the name has had protected status.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Regional food | The Manchester egg\nThe Manchester egg was "
                "invented in 2010 by Ben Holden, a barman in the city, to go with pints. It is "
                "a pickled egg wrapped in a mix of pork sausage meat and Bury black pudding, "
                "breadcrumbed and deep-fried, and it has become a fixture of pub menus and food "
                "markets across the north-west.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does voting work in a Bundestag election?",
        (
            "each voter has two votes: the first for a candidate in their constituency, the "
            "second for a party list; the second votes decide how many seats each party gets, "
            "and parties need 5% of them (or three constituency seats) to win any"
        ),
        [
            D(
                "Home > Politics > Germany | What does the Bundesrat do?\nThe Bundesrat "
                "represents Germany's sixteen federal states. Its 69 members are not elected by "
                "the voters but sent by the state governments, with three to six votes for each "
                "state according to its population, and each state must cast all its votes the "
                "same way. Laws that touch the states' powers need its consent.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Politics > Elections | The German federal election explained\nIn "
                "elections to the Bundestag each voter marks two crosses. The first vote picks "
                "a candidate in the local constituency; the second, which matters more, goes to "
                "a party list and decides each party's share of seats. Parties need at least 5% "
                "of second votes, or three constituency wins, to get in.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Politics > Germany | How is the Federal President chosen?\nThe German "
                "head of state is elected not by the people but by the Federal Convention, "
                "which meets only for that purpose: all members of the Bundestag plus an equal "
                "number of delegates from the state parliaments, often including actors and "
                "athletes. A president serves five years and may be re-elected once.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Politics > Germany | Electing the chancellor\nAfter a federal election "
                "the Federal President proposes a candidate for chancellor, who needs the votes "
                "of an absolute majority of the members of the Bundestag. The chancellor can be "
                "removed only by a constructive vote of no confidence, in which a majority "
                "elects a successor, as happened to Helmut Schmidt in 1982.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why is it called pro bono",
        (
            "from the Latin pro bono publico, 'for the public good': the work is done free for "
            "people who cannot pay"
        ),
        [
            D(
                "Home > Law > Legal terms | What does pro se mean?\nPro se is Latin for 'for "
                "oneself', and in American courts it describes a person who represents "
                "themselves without a lawyer; in England the usual term is litigant in person. "
                "Judges often give such parties some leeway with procedure, but they are held "
                "to the same rules of evidence as lawyers.\nShare this | Cookie policy"
            ),
            S(
                "Home > Law > Legal terms | Pro bono explained\nThe phrase is short for the "
                "Latin pro bono publico, 'for the public good'. Lawyers use it for work they do "
                "free of charge for people or charities that cannot afford to pay. In the "
                "United States the American Bar Association suggests that every lawyer give at "
                "least 50 hours a year of such work.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Legal terms | Bona fide and mala fide\nBona fide means 'in good "
                "faith' in Latin, and a bona fide purchaser is one who buys property honestly, "
                "for value, without knowing of anyone else's claim to it; such a buyer is often "
                "protected by the law. The opposite, mala fide, describes someone acting in bad "
                "faith, for example to cheat a creditor.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Legal aid | The history of legal aid\nThe Legal Aid and Advice "
                "Act 1949 set up a scheme in England and Wales to pay lawyers from public funds "
                "to act for people of small means, run at first by the Law Society. Cuts under "
                "the Legal Aid, Sentencing and Punishment of Offenders Act 2012 removed most "
                "family and housing cases from its scope.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is marmalade only made from oranges?",
        (
            "no: it can be made from any citrus fruit, such as lemons, limes or grapefruit, "
            "though bitter Seville oranges are the classic"
        ),
        [
            D(
                "Home > Food > Preserves | Jam, jelly or conserve?\nJam is fruit boiled with "
                "sugar until it sets, with pieces of the fruit left in; jelly is made from the "
                "strained juice only, so it is clear. Under UK rules a jam must contain at "
                "least 60% sugar unless labelled reduced-sugar, and an extra jam has more "
                "fruit, at least 45 grams per 100 grams, against 35 for a standard one.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Food > Preserves | Beyond the orange\nMarmalade means a preserve made "
                "from citrus fruit, and the rules have said so in the EU since 2001 and in the "
                "UK since. Bitter Seville oranges, in season each January, are the classic, but "
                "lemons, limes, grapefruit and sweet oranges all make fine marmalade, often "
                "mixed, and a ginger version is popular.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Scottish food | The Dundee marmalade legend\nA Dundee story says "
                "that in the 1700s a grocer called James Keiller bought a cargo of Seville "
                "oranges cheaply from a storm-bound Spanish ship, and his mother Janet boiled "
                "them into a preserve. The firm of Keiller, founded in 1797, made marmalade in "
                "Dundee for nearly two hundred years.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Children's classics | Paddington and his sandwiches\nPaddington "
                "Bear, created by Michael Bond in 1958, arrives at Paddington station from "
                "darkest Peru with a label round his neck and always keeps a marmalade sandwich "
                "under his hat in case of emergencies. In the 2022 Jubilee sketch he shared one "
                "with Queen Elizabeth II over tea.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which US state was the painter of American Gothic born?",
        "Iowa: American Gothic (1930) is by Grant Wood, born near Anamosa, Iowa, in 1891",
        [
            D(
                "Home > Art > American art | Christina's World\nAndrew Wyeth painted "
                "Christina's World in 1948: his neighbour Anna Christina Olson, who could not "
                "walk, is seen from behind, dragging herself across a dry field towards a grey "
                "farmhouse in Cushing, Maine. The Museum of Modern Art in New York bought it "
                "for 1,800 dollars the following year.\nShare this | Cookie policy"
            ),
            S(
                "Home > Art > Famous paintings | American Gothic at 90\nAmerican Gothic, "
                "painted by Grant Wood in 1930, shows a stern farmer holding a pitchfork beside "
                "a woman, before a white house with a pointed Gothic window. The models were "
                "Wood's sister Nan and his dentist, Byron McKeeby; the painting won a prize of "
                "300 dollars and belongs to the Art Institute of Chicago.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Art > Artists | Grant Wood, painter of the Midwest\nGrant Wood was born "
                "on 13 February 1891 on a farm near Anamosa, Iowa, and grew up in Cedar Rapids "
                "after his father died. He studied in Chicago and made four trips to Europe "
                "before turning to the farms and small towns of his home state, and he taught "
                "at the University of Iowa until his death in 1942.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Artists | Thomas Hart Benton and Regionalism\nThomas Hart Benton "
                "was born in Neosho, Missouri, in 1889, the son of a congressman and "
                "great-nephew of a senator of the same name. With John Steuart Curry of Kansas "
                "he led the Regionalist painters of the 1930s, and his murals of American life "
                "cover the walls of the Missouri State Capitol.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long does copyright last in the UK?",
        (
            "for a book, song, painting or other original work, the author's lifetime plus 70 "
            "years from the end of the year they die"
        ),
        [
            D(
                "Q: How long does a UK patent last?\nA: Up to 20 years from the date you file "
                "the application, as long as you pay the renewal fee every year from the fifth "
                "year onwards. After that the invention falls into the public domain and anyone "
                "can use it. Medicines can get up to five more years through a supplementary "
                "protection certificate."
            ),
            S(
                "Q: How long does copyright last in the UK?\nA: For literary, dramatic, musical "
                "and artistic works, such as books, songs and paintings, copyright lasts for "
                "the life of the author plus 70 years from the end of the calendar year in "
                "which they die. It arises automatically when the work is made: there is no "
                "register and nothing to pay or fill in."
            ),
            D(
                "Q: How long does a registered trade mark last?\nA: A UK trade mark is "
                "registered for ten years from the filing date and can be renewed every ten "
                "years for as long as you like, so a brand name such as a maker of biscuits or "
                "cars uses can be protected for ever. If a mark is not used for five years, "
                "others can ask for it to be cancelled."
            ),
            D(
                "Q: How long is a registered design protected?\nA: A registered design, which "
                "covers the look of a product such as its shape, colours or pattern, is "
                "protected for up to 25 years in the UK, renewed every five years. Unregistered "
                "design right lasts 10 years from first sale or 15 years from creation, "
                "whichever ends first, and protects only shape."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long does a french president serve",
        "five years (since 2002), and no more than two terms in a row",
        [
            D(
                "Q: How long are French senators elected for?\nA: Six years. The 348 members of "
                "the Senate are chosen not by the public but by an electoral college of about "
                "162,000 local officials, mostly delegates of town councils, and half of the "
                "seats are renewed every three years. A senator must be at least 24 years old."
            ),
            S(
                "Q: How long is the French president's term?\nA: Five years. Voters chose to "
                "shorten the term from seven years in a referendum in September 2000, and it "
                "took effect at the election of 2002. Since a constitutional amendment of 2008 "
                "no one may serve more than two terms in a row. The president is elected "
                "directly, in two rounds if need be."
            ),
            D(
                "Q: How long does a member of the National Assembly serve?\nA: Five years, "
                "unless the president dissolves the Assembly early, as Emmanuel Macron did in "
                "June 2024. The 577 deputies are elected in single-member constituencies over "
                "two rounds, and a candidate who wins more than half the votes, with at least a "
                "quarter of registered voters, is elected at once."
            ),
            D(
                "Q: How long do French mayors serve?\nA: Six years. Voters elect the municipal "
                "council, and the council then chooses the mayor from among its members. There "
                "are about 35,000 communes in France, many with fewer than 500 people, and "
                "besides running the town a mayor acts for the state, keeping the register of "
                "births and deaths and conducting civil weddings."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has a higher yearly contribution limit, a 401(k) or an IRA?",
        "a 401(k): 23,000 dollars in 2024, against 7,000 for an IRA",
        [
            S(
                "Q: How much can I put into my 401(k)?\nA: For 2024 you can defer up to 23,000 "
                "dollars of your salary into a 401(k), or 30,500 if you are 50 or older, thanks "
                "to a 7,500-dollar catch-up contribution. Your employer's matching money does "
                "not count towards that limit, though there is a higher cap of 69,000 dollars "
                "on all contributions together."
            ),
            D(
                "Q: How much can I put into a health savings account?\nA: For 2024 the limit on "
                "contributions to an HSA is 4,150 dollars for self-only cover and 8,300 dollars "
                "for a family, with an extra 1,000 if you are 55 or older. You must be in a "
                "high-deductible health plan, and money used for qualified medical costs comes "
                "out tax-free."
            ),
            S(
                "Q: How much can I contribute to an IRA?\nA: For 2024 the total you can pay "
                "into all your traditional and Roth IRAs together is 7,000 dollars, or 8,000 if "
                "you are 50 or older. You need earned income at least equal to what you put in, "
                "though a spouse with no income can have an IRA funded from the other spouse's "
                "earnings."
            ),
            D(
                "Q: Who can contribute to a Roth IRA?\nA: Only people under certain income "
                "limits. For 2024 a single filer can contribute the full amount with modified "
                "adjusted gross income below 146,000 dollars; the allowance shrinks between "
                "that and 161,000 and disappears above it. For married couples filing jointly "
                "the range is 230,000 to 240,000 dollars."
            ),
            D(
                "Q: Is there a limit on 529 plan contributions?\nA: There is no annual limit "
                "set by federal law, but gifts over 18,000 dollars a person in 2024 must be "
                "reported for gift tax, unless you use the special rule that lets you spread "
                "five years of gifts, 90,000 dollars, over one year. Each state also caps a "
                "plan's total balance, often at more than 500,000 dollars."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the jerseys awarded in the Tour de France?",
        (
            "the yellow jersey (overall leader), the green jersey (points), the polka-dot "
            "jersey (king of the mountains) and the white jersey (best young rider)"
        ),
        [
            D(
                "Giro d'Italia: fact sheet\n- First held in 1909, organised by La Gazzetta "
                "dello Sport\n- Pink jersey (maglia rosa) for the overall leader, since 1931\n- "
                "Cyclamen jersey for the points leader\n- Blue jersey for the best climber\n- "
                "White jersey for the best rider under 25\n- Usually held in May\n- 21 stages, "
                "about 3,400 km\n- Finished in Rome in 2023, 2024 and 2025"
            ),
            S(
                "Tour de France jerseys: fact sheet\n- Yellow jersey: leader of the overall "
                "classification, worn since 1919\n- Green jersey: points classification, since "
                "1953\n- Polka-dot jersey (white with red dots): king of the mountains, since "
                "1975\n- White jersey: best young rider, aged under 26, since 1975\n- Leaders "
                "of each race wear their jersey on the next stage"
            ),
            D(
                "Tour de France: fact sheet\n- First held in 1903, won by Maurice Garin\n- "
                "Created by the sports paper L'Auto to boost its sales\n- 21 stages over about "
                "three weeks in July\n- Roughly 3,300 to 3,500 km in all\n- 22 teams of eight "
                "riders\n- Finishes on the Champs-\u00c9lys\u00e9es in Paris since 1975 (in "
                "Nice in 2024)"
            ),
            D(
                "Vuelta a Espa\u00f1a: fact sheet\n- First held in 1935\n- Red jersey (la roja) "
                "for the overall leader, since 2010\n- Green jersey for the points leader\n- "
                "Blue polka-dot jersey for the best climber\n- White jersey for the best young "
                "rider\n- Held from late August into September\n- Finishes in Madrid in most "
                "years"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a CAPTCHA tell humans from bots?",
        (
            "it sets a task people find easy but programs find hard, such as reading distorted "
            "letters or picking out pictures of traffic lights; newer versions also watch how "
            "you move the mouse and browse, and may pass you without any puzzle"
        ),
        [
            D(
                "Q: How does a honeypot field stop spam?\nA: A honeypot is an extra field added "
                "to a web form but hidden from human visitors with CSS. People never see it, so "
                "they leave it empty, but automated spam bots fill in every field they find; "
                "any submission with the hidden field filled in is thrown away, with no puzzle "
                "for real users."
            ),
            S(
                "Q: How does a CAPTCHA work?\nA: It sets a task that is easy for people but "
                "hard for programs: typing out warped, crossed-out letters, or clicking every "
                "picture with a bus. Newer versions, such as Google's reCAPTCHA, also watch how "
                "the mouse moves and how you browse, and often let you through with a single "
                "tick or no test at all."
            ),
            D(
                "Q: What is the Turing test?\nA: Alan Turing proposed it in 1950 in a paper "
                "called Computing Machinery and Intelligence. A judge holds typed conversations "
                "with a hidden human and a hidden machine, and if the judge cannot reliably "
                "tell which is which, the machine passes. Turing called it the imitation game "
                "and thought machines would do well by 2000."
            ),
            D(
                "Q: How does rate limiting protect a login page?\nA: The server counts how many "
                "attempts come from one account or one IP address in a given time, and after "
                "too many, say five wrong passwords in a minute, it blocks or slows further "
                "tries for a while. This makes guessing passwords by brute force painfully slow "
                "without bothering ordinary users."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why shouldn't you wash raw chicken?",
        (
            "washing does not make it safer: it splashes bacteria such as Campylobacter from "
            "the meat onto the sink, worktops and your clothes, while cooking it through kills "
            "them anyway"
        ),
        [
            D(
                "Q: Should I wash fruit and vegetables?\nA: Yes. Washing under running water "
                "removes soil and some of the bacteria on the surface, such as E. coli, which "
                "can live in soil, and some pesticide residues. Peeling or cooking also helps, "
                "but loose vegetables with soil on them, such as leeks and potatoes, need a "
                "good scrub first, and so do carrots and beetroot."
            ),
            S(
                "Q: Should I wash raw chicken before cooking it?\nA: No. Rinsing it under the "
                "tap spreads germs such as Campylobacter, the most common cause of food "
                "poisoning in the UK, as droplets splash onto the sink, worktops and dishes "
                "nearby, up to about 50 cm away. Cooking the chicken right through will kill "
                "any bacteria on it anyway."
            ),
            D(
                "Q: Why should raw meat go on the bottom shelf of the fridge?\nA: So that its "
                "juices cannot drip onto food that will not be cooked before you eat it, such "
                "as salad, cheese or leftovers. Keep raw meat and fish covered, in a sealed "
                "container, and make sure your fridge is set at 5 \u00b0C or below, ideally "
                "between 0 and 5 \u00b0C."
            ),
            D(
                "Q: Why do I need separate chopping boards?\nA: Because a board used for raw "
                "meat can carry bacteria onto foods eaten raw, such as bread or salad, even "
                "after a quick wipe. Many kitchens use a colour code, with red for raw meat and "
                "green for vegetables, and plastic boards can go in a dishwasher hot enough to "
                "kill most germs."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is a verbal agreement legally binding",
        (
            "yes, usually: a spoken contract is binding if it has an offer, acceptance, "
            "something given in return and an intention to be bound, though some contracts, "
            "such as sales of land, must be in writing"
        ),
        [
            D(
                "Q: Can I cancel something I bought online?\nA: Yes. Under the Consumer "
                "Contracts Regulations 2013 you usually have 14 days from the day the goods "
                "arrive to change your mind, for any reason, and then 14 more days to send them "
                "back. There are exceptions, such as made-to-order items, perishable food and "
                "sealed goods you have opened."
            ),
            S(
                "Q: Is a verbal agreement legally binding?\nA: In most cases, yes. A contract "
                "made by word of mouth is just as binding as a written one, as long as there "
                "was an offer, an acceptance, something given in return and an intention to "
                "create legal relations. The hard part is proving what was agreed. Some "
                "contracts, such as for the sale of land, must be in writing."
            ),
            D(
                "Q: Is a contract with someone under 18 binding?\nA: Generally not on the young "
                "person. Under English law most contracts with a minor are voidable: the minor "
                "can back out before turning 18 or shortly after. The exception is contracts "
                "for necessaries, such as food, clothing and lodging, for which a minor must "
                "pay a reasonable price."
            ),
            D(
                "Q: Does a will have to be witnessed?\nA: Yes. In England and Wales the Wills "
                "Act 1837 requires a will to be in writing and signed by the person making it "
                "in the presence of two witnesses, who must both sign it too. A witness, or the "
                "witness's husband, wife or civil partner, cannot inherit under it, though the "
                "will itself stays valid. Marriage also cancels an earlier will."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "How long is the term of office of the head of state who lives in the Quirinal Palace?",
        (
            "seven years: the Quirinal Palace is the official residence of the President of "
            "Italy, who is elected for a seven-year term"
        ),
        [
            S(
                "Q: Who lives in the Quirinal Palace?\nA: The President of the Italian "
                "Republic. The palace, on the highest of Rome's seven hills, was built from "
                "1583 as a papal summer residence and then housed the kings of Italy from 1871 "
                "to 1946. Today it is the official home and office of the head of state, and "
                "its rooms and gardens can be visited on most days."
            ),
            D(
                "Q: What is Palazzo Chigi?\nA: A Renaissance palace on Piazza Colonna in Rome, "
                "begun in 1578 and named after the Chigi banking family who bought it in 1659. "
                "Since 1961 it has been the seat of the Italian government and the office of "
                "the President of the Council of Ministers, usually called the prime minister, "
                "who has no fixed term."
            ),
            S(
                "Q: How long is the term of the Italian president?\nA: Seven years, longer than "
                "that of any other elected office in Italy. The president is chosen by the two "
                "houses of parliament in joint session, together with 58 delegates from the "
                "regions, and there is no limit on re-election: Sergio Mattarella was elected "
                "in 2015 and re-elected in January 2022."
            ),
            D(
                "Q: Who lives in Bellevue Palace?\nA: The Federal President of Germany. The "
                "palace, in the Tiergarten in Berlin, was built in 1786 for Prince Augustus "
                "Ferdinand of Prussia and has been the president's main official seat since "
                "1994. A German president is elected by the Federal Convention for five years "
                "and may serve two terms."
            ),
            D(
                "Q: How long do Italian senators serve?\nA: Five years, the same as members of "
                "the Chamber of Deputies, unless parliament is dissolved early. Since the "
                "reform approved in a referendum in 2020 there are 200 elected senators, down "
                "from 315, and former presidents of the republic become senators for life, "
                "along with up to five citizens they appoint."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote The Count of Monte Cristo?",
        (
            "Alexandre Dumas (the father), with his collaborator Auguste Maquet, published in "
            "instalments from 1844 to 1846"
        ),
        [
            D(
                "Alexandre Dumas the younger, son of the novelist of the same name, made his "
                "name in 1848 with La Dame aux Cam\u00e9lias, the story of a Paris courtesan "
                "who gives up the man she loves and dies of consumption. Turned into a play in "
                "1852, it inspired Verdi's opera La Traviata the following year, and its author "
                "was elected to the Acad\u00e9mie fran\u00e7aise in 1874."
            ),
            S(
                "The story of Edmond Dant\u00e8s, a young sailor from Marseille who is betrayed "
                "on his wedding day, locked up for fourteen years in the island fortress of If, "
                "escapes, and comes back as a fabulously rich nobleman to punish his enemies, "
                "ran in a Paris newspaper from 1844 to 1846. It was the work of Alexandre "
                "Dumas, the elder, helped by his assistant Auguste Maquet."
            ),
            D(
                "The Three Musketeers, which Alexandre Dumas published in 1844, follows the "
                "young Gascon d'Artagnan, who comes to Paris in 1625 to join the king's "
                "musketeers and befriends Athos, Porthos and Aramis in their struggle against "
                "Cardinal Richelieu and the spy Milady de Winter. It first came out as a serial "
                "in the newspaper Le Si\u00e8cle from March to July."
            ),
            D(
                "The Count of Monte Cristo was also the name of a 1934 Hollywood film starring "
                "Robert Donat, directed by Rowland V. Lee for the producer Edward Small, and of "
                "a 2024 French film with Pierre Niney that drew more than nine million viewers "
                "in France. Monte Cristo itself is a small, rocky island in the Tuscan "
                "Archipelago, south of Elba, now a nature reserve."
            ),
            D(
                "Victor Hugo's Les Mis\u00e9rables, published in 1862 while he was in exile on "
                "Guernsey, follows Jean Valjean, a former convict who served nineteen years in "
                "the galleys for stealing bread and trying to escape. Released, he breaks his "
                "parole, remakes himself as a factory owner and mayor, and is hunted for "
                "decades by the police inspector Javert, in a novel of well over a thousand "
                "pages."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who invented scrabble",
        "Alfred Mosher Butts, an out-of-work American architect, in 1938",
        [
            D(
                "Boggle was invented by Allan Turoff and first sold by Parker Brothers in 1972. "
                "Players shake sixteen lettered dice in a covered tray until they settle in a "
                "four-by-four grid, then race against a three-minute sand timer to write down "
                "as many words as they can find from letters next to each other. Words of three "
                "or four letters score one point."
            ),
            S(
                "The board game in which players draw lettered wooden tiles and build words "
                "across a grid of 225 squares was dreamed up by Alfred Mosher Butts, an "
                "architect left without work by the Depression. He worked out how often each "
                "letter should appear by counting them on the front page of the New York Times, "
                "and called it Criss-Crosswords in 1938."
            ),
            D(
                "James Brunot, a social worker from Newtown, Connecticut, bought the rights to "
                "a word game from its creator in 1948, gave it a new name and began making sets "
                "in an old schoolhouse with his wife. Sales were slow for four years, until in "
                "1952 the head of Macy's department store played it on holiday and ordered it "
                "for his shops, and demand took off."
            ),
            D(
                "The crossword puzzle was invented by Arthur Wynne, a journalist from "
                "Liverpool, whose 'word-cross' appeared in the Sunday edition of the New York "
                "World on 21 December 1913. It was diamond-shaped and had no black squares, and "
                "within ten years crosswords had spread to most American newspapers; The Times "
                "of London began its own puzzle in 1930."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who was older when he became president, Ronald Reagan or Joe Biden?",
        "Joe Biden, 78 at his inauguration in January 2021, against Reagan's 69 in January 1981",
        [
            S(
                "Ronald Reagan, born in Tampico, Illinois, on 6 February 1911, was sworn in as "
                "the fortieth head of the American executive on 20 January 1981, a couple of "
                "weeks short of his seventieth birthday. No one had entered the White House at "
                "a greater age until then, and he was 77 when he handed over to George H. W. "
                "Bush in January 1989."
            ),
            D(
                "John F. Kennedy was 43 when he was sworn in on 20 January 1961, the youngest "
                "person ever elected to the office, though Theodore Roosevelt had been younger "
                "still, at 42, when he took over on the death of William McKinley in 1901. "
                "Kennedy was also the first Roman Catholic in the post, and he was killed in "
                "Dallas in November 1963."
            ),
            S(
                "Joe Biden, born in Scranton, Pennsylvania, on 20 November 1942, had turned 78 "
                "two months before he took the oath as the nation's forty-sixth leader on 20 "
                "January 2021. He had first gone to Washington as a senator from Delaware at "
                "30, and served eight years as Barack Obama's vice-president before winning the "
                "highest office at his third attempt."
            ),
            D(
                "Donald Trump, born in Queens, New York, on 14 June 1946, was 70 when he first "
                "took office in January 2017 and 78 when he was sworn in again on 20 January "
                "2025, slightly older than anyone before him at an inauguration. He is only the "
                "second president, after Grover Cleveland, to serve two terms that were not "
                "consecutive."
            ),
            D(
                "William Henry Harrison was 68 when he took office on 4 March 1841, and gave "
                "the longest inaugural address in history, nearly two hours in cold, wet "
                "weather without a coat or hat. He fell ill three weeks later and died on 4 "
                "April, after 31 days in office, the shortest presidency in American history; "
                "his vice-president, John Tyler, took over."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "Which operas make up Wagner's Ring cycle?",
        "Das Rheingold, Die Walk\u00fcre, Siegfried and G\u00f6tterd\u00e4mmerung",
        [
            D(
                "Tristan und Isolde, Wagner's drama of a Cornish knight and an Irish princess "
                "who drink a love potion, was first staged in Munich on 10 June 1865, with the "
                "backing of King Ludwig II of Bavaria. Its opening bars, with the famous "
                "unresolved Tristan chord, are often said to point the way towards the music of "
                "the twentieth century."
            ),
            S(
                "Richard Wagner's great cycle about a stolen golden treasure that carries a "
                "curse is made up of four music dramas meant to be played over four evenings: a "
                "prologue, The Rhinegold, followed by The Valkyrie, Siegfried and Twilight of "
                "the Gods. The whole of the Nibelung saga was first staged at Bayreuth in "
                "August 1876, more than twenty-five years after he began it."
            ),
            D(
                "The Bayreuth Festspielhaus, on a hill above the Bavarian town, was built to "
                "Wagner's own ideas and opened in August 1876. Its orchestra pit is sunk "
                "beneath the stage under a curved hood, so the audience cannot see the players, "
                "and its plain wooden seats have no aisles. The festival held each summer "
                "stages only Wagner's works and has a waiting list of years."
            ),
            D(
                "The Nibelungenlied is a Middle High German epic poem written around 1200 by an "
                "unknown poet, probably in the region of Passau. It tells how the hero "
                "Siegfried, who has won the treasure of the Nibelungs, is murdered by Hagen, "
                "and how his widow Kriemhild takes a terrible revenge at the court of Etzel, "
                "king of the Huns."
            ),
            D(
                "Parsifal, Wagner's last work, is a sacred festival drama about the knights of "
                "the Holy Grail and an innocent young fool who heals their wounded king, "
                "Amfortas. It was first performed at Bayreuth on 26 July 1882, only seven "
                "months before the composer died in Venice, and for thirty years it was not "
                "staged anywhere else, apart from a pirated New York production in 1903."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How were the Twelve Tables of Roman law created?",
        (
            "under pressure from the plebeians for written laws, Rome suspended its usual "
            "offices and appointed a board of ten men (decemviri), who drew up ten tables in "
            "451 BC and two more in 450 BC; they were displayed in the Forum"
        ),
        [
            D(
                "Draco, an Athenian lawgiver, wrote down the laws of Athens for the first time "
                "in about 621 BC, so that judges could no longer make them up to suit the rich. "
                "The code was remembered as so harsh that even petty theft was punished with "
                "death, and in about 594 BC Solon repealed all of it except the laws on "
                "homicide."
            ),
            S(
                "In the middle of the fifth century BC the common people of Rome demanded that "
                "the law, until then known only to the patrician priests, be written down for "
                "all to see. A board of ten men replaced the usual magistrates, drafting ten "
                "tablets of rules in 451 BC and two more the next year; they were set up in the "
                "Forum, and Roman children learned them by heart."
            ),
            D(
                "The Lex Hortensia of 287 BC was passed after the plebeians of Rome walked out "
                "of the city to the Janiculum hill in protest, one of several such secessions. "
                "Proposed by the dictator Quintus Hortensius, it made decisions of the plebeian "
                "assembly binding on every Roman, patricians included, and is often seen as the "
                "end of the long struggle between the orders."
            ),
            D(
                "Rome's first tribunes of the plebs were created in 494 BC, after the plebeians "
                "left the city en masse for the Sacred Mount in protest against debt bondage. "
                "The tribunes were sacred and could not be harmed; they could come to the help "
                "of any plebeian against a magistrate and later veto acts of the Senate with "
                "the single word veto, 'I forbid'."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did Bismarck introduce social insurance in Germany?",
        (
            "to win workers away from the socialists: by giving them health, accident and "
            "old-age insurance from the state he hoped to tie them to the empire and weaken the "
            "Social Democrats"
        ),
        [
            D(
                "Bismarck's Kulturkampf of the 1870s was a campaign against the Catholic Church "
                "in Prussia, with laws that put priests' training under the state, expelled the "
                "Jesuits and made civil marriage compulsory. He feared that loyalty to Rome, "
                "and the Catholic Centre Party, would divide the new empire, but he gave up the "
                "struggle after 1878."
            ),
            S(
                "In the 1880s the Iron Chancellor gave German workers the world's first "
                "state-run cover against sickness (1883), accidents at work (1884) and old age "
                "and disability (1889). His aim was political: he hoped that workers who looked "
                "to the state for help would turn away from the Social Democrats and become "
                "loyal subjects of the Kaiser."
            ),
            D(
                "Bismarck's Anti-Socialist Laws of October 1878 banned Social Democratic "
                "meetings, newspapers and organisations, though the party's members could still "
                "stand for the Reichstag. He pushed them through after two attempts on the life "
                "of Kaiser Wilhelm I that spring, which he blamed on the socialists, and they "
                "lasted until 1890."
            ),
            D(
                "In Britain David Lloyd George's National Insurance Act of 1911 gave low-paid "
                "workers sick pay and free treatment from a doctor, paid for by workers, "
                "employers and the state together, and some trades cover when out of work. He "
                "had visited Germany in 1908 to see how it was done there, and the scheme began "
                "paying out in 1913."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "was the croissant invented in france",
        (
            "no: it grew out of the Austrian kipferl, brought to Paris by the Viennese bakery "
            "of August Zang around 1839; French bakers later made it with the flaky layered "
            "dough"
        ),
        [
            D(
                "The cronut, a cross between a croissant and a doughnut, was created by the "
                "French pastry chef Dominique Ansel at his bakery in SoHo, New York, and went "
                "on sale in May 2013. People queued for hours to buy one, the limit was two per "
                "customer, and Ansel trademarked the name within weeks; each one takes three "
                "days to make from laminated dough, fried and filled."
            ),
            S(
                "The crescent-shaped pastry that Parisians eat for breakfast began in Austria "
                "as the kipferl, a Viennese roll. An Austrian officer named August Zang opened "
                "a Viennese bakery in Paris around 1839, and French bakers copied its "
                "crescents; only later, early in the twentieth century, did they start making "
                "them with the buttery layered dough used today."
            ),
            D(
                "The baguette, the long thin loaf of French bread, was added to UNESCO's list "
                "of intangible cultural heritage in 2022. Under a decree of 1993 a baguette de "
                "tradition may contain only flour, water, salt and yeast, with no additives, "
                "and about six billion baguettes are baked in France each year, many of them "
                "still by the country's 35,000 bakeries."
            ),
            D(
                "The pain au chocolat is made from the same layered dough as much French "
                "pastry, rolled around one or two sticks of dark chocolate. In south-west "
                "France it is called a chocolatine, and the name has long been argued over: in "
                "2018 some MPs tabled an amendment to give the word official status, and it was "
                "rejected."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Who directed the first film to win the Academy Award for Best Picture?",
        (
            "William A. Wellman: the first Best Picture award, at the ceremony of May 1929, "
            "went to Wings, which he directed"
        ),
        [
            S(
                "The top honour at the very first ceremony held by the Academy of Motion "
                "Picture Arts and Sciences, on 16 May 1929 at the Hollywood Roosevelt Hotel, "
                "went to Wings, a silent drama about two young American fighter pilots in the "
                "First World War. The awards, for films of 1927 and 1928, were handed out in "
                "about fifteen minutes over dinner."
            ),
            D(
                "Emil Jannings, a German actor, was the first person honoured by the Academy "
                "for acting, for two films, The Last Command and The Way of All Flesh. He "
                "received his statuette before the first ceremony because he was going home to "
                "Europe, and he later starred in The Blue Angel with Marlene Dietrich before "
                "working for the Nazi film industry."
            ),
            S(
                "Wings was made for Paramount by William A. Wellman, who had flown with the "
                "Lafayette Flying Corps in France during the First World War and was chosen to "
                "direct it for that reason. Shot largely in Texas with hundreds of army "
                "aircraft and thousands of soldiers lent by the War Department, it opened in "
                "1927 with Clara Bow, Charles Rogers and Richard Arlen."
            ),
            D(
                "All Quiet on the Western Front, the story of German schoolboys sent to the "
                "trenches from the novel by Erich Maria Remarque, was made by Lewis Milestone "
                "for Universal and won the Academy's award as the year's best film at the third "
                "ceremony, in November 1930. Milestone, born in Russia, also won the prize for "
                "directing, and a German version made in 2022 won four Academy Awards."
            ),
            D(
                "William Wellman went on to make The Public Enemy (1931), the gangster film in "
                "which James Cagney pushes half a grapefruit into Mae Clarke's face, and the "
                "original A Star Is Born (1937), which won him the Academy Award for the story. "
                "Nicknamed Wild Bill for his temper and his flying, he made more than eighty "
                "films before he retired in 1958."
            ),
        ],
    ),
]
