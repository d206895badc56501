"""The thirtieth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev26.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life (another writer took
natural science, animals and plants and geography at the same time); a quarter of the questions
(10 of 40) are typed search-box style. Written after lexical-v22, the batch measures how far the
evaluator's tuning carries to questions it was not written against (the evaluator may be tuned
meanwhile on the earlier batches, never on this one before it is measured; dev all the same:
tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 339 characters and distractors 332; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who was the world's first female prime minister?",
        "Sirimavo Bandaranaike, prime minister of Ceylon (now Sri Lanka) from July 1960",
        [
            D(
                "Indira Gandhi: Indira Gandhi was sworn in as prime minister of India on 24 "
                "January 1966, after the sudden death of Lal Bahadur Shastri in Tashkent. The "
                "daughter of Jawaharlal Nehru, she led the country until 1977 and again from 1980 "
                "until 31 October 1984, when she was shot dead by two of her own bodyguards in "
                "New Delhi."
            ),
            S(
                "Sirimavo Bandaranaike: Sirimavo Bandaranaike became prime minister of Ceylon on "
                "21 July 1960, the first woman anywhere to head a government with that title. She "
                "had entered politics after her husband, Prime Minister S. W. R. D. Bandaranaike, "
                "was assassinated in 1959, and she went on to hold the office three times, the "
                "last from 1994 to 2000."
            ),
            D(
                "Golda Meir: Golda Meir, born in Kyiv in 1898 and raised in Milwaukee, became "
                "Israel's fourth prime minister on 17 March 1969, the third woman in the world to "
                "hold such an office. She led the country through the Yom Kippur War of October "
                "1973 and resigned the following spring, handing over to Yitzhak Rabin in June "
                "1974."
            ),
            D(
                "Sri Lanka Freedom Party: The Sri Lanka Freedom Party was founded in 1951 by S. "
                "W. R. D. Bandaranaike after he broke with the United National Party. It won the "
                "1956 election on a promise to make Sinhala the sole official language, and "
                "Chandrika Kumaratunga, the daughter of two of its prime ministers, was elected "
                "president in 1994."
            ),
            D(
                "Donoughmore Constitution: The Donoughmore Constitution, in force in Ceylon from "
                "1931 to 1947, gave the vote to every adult aged 21 or over, women included, "
                "making the island one of the first places in Asia with universal suffrage. It "
                "set up a State Council of elected members, and Adeline Molamure became its first "
                "woman member in 1931."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "highest rank in sumo",
        "yokozuna, or grand champion",
        [
            D(
                "Ozeki: Ozeki is the second rank in professional sumo and the highest one a "
                "wrestler can lose. An ozeki who ends two tournaments in a row with more losses "
                "than wins drops back to sekiwake, though he can win the rank straight back by "
                "taking at least ten bouts in the very next tournament."
            ),
            D(
                "Grand sumo tournament: Six official tournaments, or honbasho, are held each "
                "year, three of them at the Ryogoku Kokugikan in Tokyo and one each in Osaka, "
                "Nagoya and Fukuoka. Each lasts fifteen days, the wrestlers of the top division, "
                "the makuuchi, fight once a day, and the best record wins the Emperor's Cup. Box "
                "seats near the ring, called masu-seki, seat four people on floor cushions."
            ),
            S(
                "Yokozuna: Yokozuna, usually translated as grand champion, is the top rank in "
                "professional sumo. The Japan Sumo Association promotes a wrestler to it, "
                "normally after he has won two tournaments in a row as an ozeki, and unlike every "
                "rank below it a yokozuna can never be demoted: one whose results fall away is "
                "expected to retire."
            ),
            D(
                "Akebono Taro: Akebono, born Chad Rowan on Oahu, Hawaii, in 1969, was in January "
                "1993 the first wrestler born outside Japan to be promoted to the highest level "
                "of the sumo ladder. More than two metres tall, he won eleven top-division "
                "championships before retiring in 2001 and later fought in kickboxing and mixed "
                "martial arts."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which has more lines, a sonnet or a villanelle?",
        "a villanelle, with 19 lines against a sonnet's 14",
        [
            S(
                "Sonnet: A sonnet is a poem of fourteen lines, in English usually in iambic "
                "pentameter. The Petrarchan form divides them into an octave and a sestet, while "
                "the Shakespearean form, used in the 154 sonnets Shakespeare published in 1609, "
                "has three quatrains and a closing couplet, rhymed abab cdcd efef gg."
            ),
            D(
                "Limerick: A limerick is a comic poem of five lines rhyming aabba, the long "
                "first, second and fifth lines carrying three stresses and the short third and "
                "fourth lines two. Edward Lear made the form popular with his Book of Nonsense of "
                "1846, though its name, taken from the Irish city, came into use only decades "
                "later."
            ),
            S(
                "Villanelle: A villanelle is a poem of nineteen lines built on just two rhymes: "
                "five three-line stanzas, or tercets, and a closing quatrain. Two refrains taken "
                "from the first stanza return in turn through the poem, as in Dylan Thomas's 'Do "
                "not go gentle into that good night', written in 1947 and published in 1951."
            ),
            D(
                "Sestina: A sestina is a poem of thirty-nine lines, six stanzas of six lines and "
                "a closing stanza of three called the envoi. Instead of rhyming it repeats the "
                "six words that end the lines of the first stanza in a set, shifting order, a "
                "form credited to the Provencal troubadour Arnaut Daniel in the late twelfth "
                "century."
            ),
            D(
                "Rondeau: A rondeau is a French fixed form of thirteen lines on two rhymes, with "
                "the opening words of the first line coming back twice as an unrhymed refrain, "
                "making fifteen in all. John McCrae's 'In Flanders Fields', written in May 1915 "
                "during the Second Battle of Ypres, is the best-known rondeau in English."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the five French mother sauces?",
        "b\u00e9chamel, velout\u00e9, espagnole, hollandaise and tomato sauce (sauce tomate)",
        [
            D(
                "B\u00e9arnaise sauce: B\u00e9arnaise is a child of hollandaise, made by whisking "
                "egg yolks and clarified butter into a reduction of white wine vinegar, shallots "
                "and tarragon. It is said to have been first served in 1836 at the Pavillon Henri "
                "IV, a restaurant at Saint-Germain-en-Laye, and it is the classic sauce for steak "
                "frites."
            ),
            D(
                "Marie-Antoine Car\u00eame: Marie-Antoine Car\u00eame, who cooked for Talleyrand "
                "and for the future George IV, sorted the sauces of French cooking into families "
                "early in the nineteenth century. His list had four great sauces, espagnole, "
                "velout\u00e9, allemande and b\u00e9chamel, and his books, such as L'Art de la "
                "cuisine fran\u00e7aise of 1833, shaped kitchens for a century."
            ),
            S(
                "Mother sauce: French cooking has five mother sauces: b\u00e9chamel, milk "
                "thickened with a white roux; velout\u00e9, a light stock thickened the same way; "
                "espagnole, a brown sauce of veal stock and browned roux; hollandaise, an "
                "emulsion of egg yolk and butter; and sauce tomate. Auguste Escoffier set out the "
                "list in his Guide culinaire of 1903."
            ),
            D(
                "Mayonnaise: Mayonnaise is a cold emulsion of oil, egg yolk and lemon juice or "
                "vinegar, whisked until the oil is held in tiny droplets. One story says it was "
                "named after Port Mahon in Minorca, taken by the Duke of Richelieu's French "
                "forces in 1756, and it is the base of tartare sauce, r\u00e9moulade and many "
                "other cold sauces."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a photo-finish camera decide a close race?",
        "it photographs only the finish line through a narrow slit, thousands of times a second, "
        "and builds an image whose width is time, so judges read when each athlete's torso "
        "crossed the line",
        [
            D(
                "Fully automatic timing: In athletics, fully automatic timing starts the clock "
                "from a signal sent by the starter's gun and stops it from the finish camera, so "
                "no human reaction is involved. It has been required for world records at 100, "
                "200 and 400 metres since 1 January 1977, and results are given to a hundredth of "
                "a second."
            ),
            D(
                "False start: Since 2010 a sprinter who false-starts is disqualified at once, "
                "rather than the whole field being allowed one false start. Starting blocks carry "
                "pressure sensors, and an athlete who pushes against them less than 0.1 seconds "
                "after the gun is judged to have anticipated it, since no human is thought to "
                "react faster."
            ),
            S(
                "Photo finish: A photo-finish camera looks through a narrow slit lined up exactly "
                "with the finish line and records only that strip, thousands of times a second. "
                "The strips are laid side by side into one picture whose width stands for time "
                "rather than space, so judges read off the instant each athlete's torso crossed "
                "the line from a time scale."
            ),
            D(
                "Dead heat: A dead heat is declared when officials cannot separate two "
                "competitors at the finish. In horse racing the stake on each horse is then "
                "halved, and at the 1984 Los Angeles Olympics Carrie Steinseifer and Nancy "
                "Hogshead of the United States tied for first in the 100 metres freestyle, both "
                "timed at 55.92 seconds. The two swimmers shared the gold medal."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did Martin Luther write the Ninety-five Theses?",
        "to attack the sale of indulgences, which he held wrongly promised that forgiveness of "
        "sin could be bought, and to call for a debate on them",
        [
            D(
                "Diet of Worms: At the Diet of Worms in April 1521, before the Emperor Charles V, "
                "Luther refused to take back his writings, reportedly saying 'Here I stand, I can "
                "do no other'. The Edict of Worms made him an outlaw, and on his way home friends "
                "of Frederick the Wise took him to the Wartburg, where he translated the New "
                "Testament into German."
            ),
            S(
                "Ninety-five Theses: Martin Luther, a monk and professor of theology at "
                "Wittenberg, wrote the Ninety-five Theses in 1517 to attack the sale of "
                "indulgences. He was angered by the preacher Johann Tetzel, who was raising money "
                "for the rebuilding of St Peter's in Rome, and argued that forgiveness could not "
                "be bought; he sent the theses to Archbishop Albert of Mainz on 31 October."
            ),
            D(
                "Indulgence: In the medieval Church an indulgence remitted the punishment still "
                "due for sins already forgiven, granted in return for prayers, pilgrimage or "
                "alms. Pope Leo X proclaimed a plenary indulgence in 1515 to pay for St Peter's "
                "Basilica, and in 1567, after the Council of Trent, Pope Pius V banned granting "
                "indulgences for money."
            ),
            D(
                "Luther Bible: Luther's complete German translation of the Bible was printed in "
                "Wittenberg in 1534 by Hans Lufft, twelve years after his New Testament. Working "
                "from the Hebrew and Greek rather than the Latin Vulgate, he aimed for the speech "
                "of ordinary people, and his Bible did much to shape the standard written German "
                "of later centuries."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Does Liberty Leading the People show the French Revolution of 1789?",
        "No; Delacroix painted it in 1830 about the July Revolution, which drove out Charles X",
        [
            D(
                "The Death of Marat: Jacques-Louis David painted The Death of Marat in 1793, "
                "months after the radical journalist Jean-Paul Marat was stabbed in his bath on "
                "13 July by Charlotte Corday. David, a deputy of the National Convention and a "
                "friend of the dead man, showed him as a martyr, and the canvas now hangs in the "
                "Royal Museums of Fine Arts in Brussels."
            ),
            D(
                "Storming of the Bastille: On 14 July 1789 a crowd of Parisians stormed the "
                "Bastille, a royal fortress and prison in the east of the city, in search of "
                "gunpowder. Only seven prisoners were inside, but the fall of the building became "
                "the great symbol of the Revolution, and 14 July has been France's national "
                "holiday since 1880. Its demolition began the very next day."
            ),
            S(
                "Liberty Leading the People: Eug\u00e8ne Delacroix painted Liberty Leading the "
                "People in the autumn of 1830 to mark the July Revolution, the three days of "
                "street fighting in Paris, 27 to 29 July, that drove King Charles X from the "
                "throne. A bare-breasted Liberty holding the tricolour leads armed citizens over "
                "a barricade; the Louvre has owned it since 1874."
            ),
            D(
                "The Tennis Court Oath: Jacques-Louis David set out to paint the Tennis Court "
                "Oath, sworn on 20 June 1789 by deputies of the Third Estate who vowed not to "
                "part until France had a constitution. The Jacobin Club sought subscribers to pay "
                "for it, but David never finished the canvas, and only a large drawing, shown at "
                "the Salon of 1791, survives complete."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the author of Gone with the Wind die?",
        "1949: Margaret Mitchell died on 16 August 1949",
        [
            S(
                "Gone with the Wind (novel): Gone with the Wind is a novel by the Atlanta "
                "journalist Margaret Mitchell, published in June 1936. Told through Scarlett "
                "O'Hara, the strong-willed daughter of a Georgia plantation owner, during the "
                "Civil War and Reconstruction, it sold a million copies in six months and won the "
                "Pulitzer Prize for fiction in 1937."
            ),
            D(
                "Gone with the Wind (film): The 1939 film of Gone with the Wind, produced by "
                "David O. Selznick, starred Vivien Leigh as Scarlett and Clark Gable as Rhett "
                "Butler. Running nearly four hours, it won eight competitive Academy Awards, "
                "among them best picture, and Hattie McDaniel became the first African American "
                "to win an Oscar. It had its premiere in Atlanta on 15 December 1939."
            ),
            D(
                "Vivien Leigh: Vivien Leigh, born in Darjeeling in 1913, won the Academy Award "
                "for best actress twice, for Gone with the Wind in 1940 and for A Streetcar Named "
                "Desire in 1952. Married to Laurence Olivier from 1940 to 1960, she suffered for "
                "years from tuberculosis and died of it at her London home in July 1967, aged 53."
            ),
            S(
                "Margaret Mitchell: Margaret Munnerlyn Mitchell was born in Atlanta, Georgia, on "
                "8 November 1900 and wrote for the Atlanta Journal before turning to fiction. On "
                "11 August 1949 she was struck by a speeding car while crossing Peachtree Street "
                "with her husband, and she died in hospital five days later, on 16 August, aged "
                "48."
            ),
            D(
                "Harper Lee: Harper Lee, born in Monroeville, Alabama, in 1926, won the Pulitzer "
                "Prize for fiction in 1961 for To Kill a Mockingbird, her only published novel "
                "for fifty-five years. A second book, Go Set a Watchman, an early draft of the "
                "first, came out in July 2015, and she died in Monroeville in February 2016, aged "
                "89."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who built the first Ferris wheel?",
        "George Washington Gale Ferris Jr., for the 1893 World's Columbian Exposition in Chicago",
        [
            D(
                "The London Eye, designed by the husband-and-wife architects David Marks and "
                "Julia Barfield, opened to the public in March 2000 on the South Bank of the "
                "Thames. At 135 metres it was the tallest observation wheel in the world until "
                "2006, and its 32 capsules, one for each London borough, take about 30 minutes to "
                "go round."
            ),
            S(
                "The first Ferris wheel was designed and built by George Washington Gale Ferris "
                "Jr., a bridge engineer from Pittsburgh, for the World's Columbian Exposition in "
                "Chicago in 1893. Meant to rival the Eiffel Tower of the Paris fair of 1889, it "
                "stood about 80 metres high and carried 36 cars, each able to hold up to 60 "
                "people."
            ),
            D(
                "The Riesenrad in Vienna's Prater park was built in 1897 by the English engineer "
                "Walter Basset to mark the golden jubilee of Emperor Franz Joseph. About 65 "
                "metres tall, it was the tallest wheel in the world from 1920 to 1985, lost half "
                "its cars to fire in 1945, and played a famous part in the 1949 film The Third "
                "Man. It still turns today."
            ),
            D(
                "Coney Island's Wonder Wheel, built by the Eccentric Ferris Wheel Company and "
                "opened in 1920, mixes fixed cars with swinging ones that slide along curved "
                "rails as the wheel turns. It stands about 45 metres tall above the Brooklyn "
                "boardwalk and was named an official New York City landmark in 1989."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how long is a us senator term",
        "six years",
        [
            D(
                "Members of the US House of Representatives serve two-year terms, so every one of "
                "its 435 seats is contested in each even-numbered year. Seats are shared among "
                "the states by population after each ten-yearly census, and a representative must "
                "be at least 25 years old and have been a US citizen for seven years."
            ),
            D(
                "A US president is elected for four years, and the Twenty-second Amendment, "
                "ratified in 1951 after Franklin Roosevelt won four elections, limits anyone to "
                "two elected terms. A vice president who takes over with less than two years of a "
                "term left may still be elected twice, so no one can serve more than ten years."
            ),
            S(
                "Members of the United States Senate serve terms of six years, and the terms are "
                "staggered so that roughly a third of the hundred seats come up for election "
                "every two years. Each state elects two senators, and since the Seventeenth "
                "Amendment of 1913 they have been chosen directly by voters rather than by state "
                "legislatures."
            ),
            D(
                "Justices of the US Supreme Court have no fixed term: under Article III of the "
                "Constitution they hold office during good behaviour, which in practice means for "
                "life or until they retire. William O. Douglas served longest, thirty-six years "
                "from 1939 to 1975, and only one justice, Samuel Chase in 1804, has been "
                "impeached. He was acquitted in 1805."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which lasted longer, the Nuremberg trial or the Tokyo war crimes trial?",
        "the Tokyo trial, from May 1946 to November 1948, against about ten and a half months for "
        "the main Nuremberg trial",
        [
            D(
                "The Eichmann trial opened in Jerusalem on 11 April 1961, a year after Israeli "
                "agents seized Adolf Eichmann in Buenos Aires. He was found guilty in December "
                "1961 of crimes against the Jewish people and against humanity, and he was hanged "
                "on 1 June 1962, the only civilian execution Israel has ever carried out."
            ),
            S(
                "The main Nuremberg trial of leading Nazis before the International Military "
                "Tribunal opened on 20 November 1945 and closed with the verdicts of 1 October "
                "1946, some ten and a half months later. Of the 22 defendants, twelve were "
                "sentenced to death, and Hermann G\u00f6ring poisoned himself on the night before "
                "he was to hang."
            ),
            D(
                "The Doctors' Trial, the first of twelve later trials held at Nuremberg by "
                "American military courts, ran from December 1946 to August 1947. Twenty-three "
                "physicians and officials were charged over experiments on prisoners and the "
                "killing of the disabled; seven were hanged, and the judgment set out the "
                "Nuremberg Code on consent to research."
            ),
            S(
                "The International Military Tribunal for the Far East, known as the Tokyo trial, "
                "sat from 3 May 1946 until 12 November 1948, when judgment was finally handed "
                "down, a span of two and a half years. Twenty-eight Japanese leaders were "
                "charged, and seven of them, among them the wartime prime minister Hideki Tojo, "
                "were hanged in December 1948."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which six countries founded the European Coal and Steel Community?",
        "France, West Germany, Italy, Belgium, the Netherlands and Luxembourg",
        [
            D(
                "The Treaties of Rome, signed on 25 March 1957 on the Capitoline Hill, created "
                "the European Economic Community and Euratom and came into force on 1 January "
                "1958. The EEC set out to build a customs union and a common market, and Walter "
                "Hallstein, a West German law professor, became the first president of its "
                "Commission."
            ),
            D(
                "The first enlargement of the European Communities took place on 1 January 1973, "
                "when Denmark, Ireland and the United Kingdom joined. Norway had signed the "
                "accession treaty too, but its voters rejected membership in a referendum in "
                "September 1972 by 53.5 per cent, and they turned it down again in 1994."
            ),
            S(
                "The European Coal and Steel Community was set up by the Treaty of Paris, signed "
                "on 18 April 1951 by six states: France, West Germany, Italy, Belgium, the "
                "Netherlands and Luxembourg. Its plan, put forward by the French foreign minister "
                "Robert Schuman, placed their coal and steel industries under a common High "
                "Authority led first by Jean Monnet."
            ),
            D(
                "The European Free Trade Association was founded by the Stockholm Convention of "
                "January 1960 by seven countries outside the EEC: Austria, Denmark, Norway, "
                "Portugal, Sweden, Switzerland and the United Kingdom. Most of them later left to "
                "join the European Union, and today it has four members: Iceland, Liechtenstein, "
                "Norway and Switzerland. Its secretariat is in Geneva."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a solid-state drive store data?",
        "in NAND flash memory cells that hold trapped electric charge, the level of charge "
        "standing for bits; with no moving parts, a controller maps addresses onto free cells and "
        "reads them almost instantly",
        [
            D(
                "A hard disk drive stores data magnetically on spinning platters coated with a "
                "thin film of cobalt alloy, usually turning at 5,400 or 7,200 revolutions a "
                "minute. A read-write head floats a few nanometres above the surface on a cushion "
                "of air, and IBM's first disk drive, the RAMAC of 1956, held about 3.75 megabytes "
                "on fifty platters. It weighed about a ton."
            ),
            S(
                "A solid-state drive keeps data in NAND flash memory, chips made of billions of "
                "cells that each hold electric charge trapped in an insulated layer. The level of "
                "charge in a cell stands for one or more bits, and because nothing moves, a "
                "controller chip can read any block almost instantly, mapping the computer's "
                "addresses onto whichever cells are free."
            ),
            D(
                "Flash memory was invented at Toshiba in the early 1980s by Fujio Masuoka, whose "
                "colleague suggested the name because erasing a whole block at once reminded him "
                "of a camera flash. Toshiba presented NOR flash in 1984 and NAND flash in 1987, "
                "and the first USB flash drives went on sale around 2000."
            ),
            D(
                "Early consumer solid-state drives connected through SATA, the same interface "
                "hard disks used, which caps transfers at about 600 megabytes a second. Newer "
                "drives talk NVMe over PCI Express lanes instead, and the small M.2 card format, "
                "introduced around 2013, lets them plug straight into the motherboard without any "
                "cables."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did Margaret Thatcher resign as prime minister in 1990?",
        "she had lost her party's backing: the poll tax and splits over Europe had made her "
        "unpopular, and when she fell short of outright victory against Michael Heseltine's "
        "leadership challenge, her cabinet told her she could not win",
        [
            D(
                "John Major became prime minister on 28 November 1990, at 47 the youngest of the "
                "century, after winning the Conservative leadership contest against Michael "
                "Heseltine and Douglas Hurd. He went on to win the general election of April 1992 "
                "with over 14 million votes, the most any party has received in a British "
                "election."
            ),
            D(
                "The community charge, better known as the poll tax, replaced domestic rates in "
                "Scotland in 1989 and in England and Wales in April 1990. Charging every adult "
                "the same flat sum whatever their income, it set off a riot in Trafalgar Square "
                "on 31 March 1990, and the council tax took its place in 1993."
            ),
            S(
                "Margaret Thatcher stepped down in November 1990 because she had lost the backing "
                "of her own party. The poll tax had made the Conservatives deeply unpopular and "
                "her hostility to closer ties with Europe had split the cabinet; when Michael "
                "Heseltine challenged her for the leadership she fell four votes short of "
                "outright victory, and colleagues told her she could not win."
            ),
            D(
                "Margaret Thatcher won her first general election on 3 May 1979, becoming "
                "Britain's first woman prime minister, and won again in 1983, after the Falklands "
                "War, and in 1987. Born in Grantham, Lincolnshire, in 1925, the daughter of a "
                "grocer, she studied chemistry at Oxford before becoming a barrister and, in "
                "1959, MP for Finchley."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is a felony more serious than a misdemeanor?",
        "Yes; in the US a felony can be punished by more than a year in prison, a misdemeanor by "
        "a year at most",
        [
            D(
                "England abolished the old division between felonies and misdemeanours with the "
                "Criminal Law Act 1967, replacing it with arrestable and non-arrestable offences. "
                "Today offences there are sorted by where they are tried: summary offences in a "
                "magistrates' court, indictable ones before a jury in the Crown Court, and "
                "either-way offences in either."
            ),
            S(
                "In American criminal law a felony is the more serious class of crime. It is "
                "generally an offence that can be punished by more than one year of imprisonment, "
                "served in a state or federal prison, while misdemeanors carry at most a year, "
                "usually in a county jail, or just a fine; a felony conviction can also cost a "
                "person the right to vote or own a gun."
            ),
            D(
                "An infraction, such as a parking violation or a minor speeding ticket, is the "
                "least serious kind of offence in most US states. It is punished only by a fine, "
                "carries no right to a jury trial or to a court-appointed lawyer, and in many "
                "states is not counted as a crime at all, so it leaves no criminal record behind."
            ),
            D(
                "Under the federal three-strikes law, part of the Violent Crime Control and Law "
                "Enforcement Act of 1994, a person convicted of a serious violent federal offence "
                "after two earlier serious convictions faces life in prison. California's own "
                "three-strikes law, approved by its voters that same year, was softened by "
                "Proposition 36 in 2012. It had been one of the toughest in the country."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who was the wife of the last tsar of Russia?",
        "Alexandra Feodorovna (Princess Alix of Hesse), wife of Nicholas II",
        [
            S(
                "Nicholas II was the last tsar of Russia. He came to the throne in November 1894 "
                "on the death of his father, Alexander III, and abdicated on 15 March 1917 during "
                "the February Revolution, ending three centuries of Romanov rule; in July 1918 "
                "the Bolsheviks shot him and his family in a cellar at Yekaterinburg."
            ),
            D(
                "Maria Feodorovna, born Princess Dagmar of Denmark in 1847, married the future "
                "Alexander III in 1866 and was empress of Russia until his death in 1894. The "
                "mother of Nicholas II, she left Crimea on a British warship in 1919 and spent "
                "her last years in her native Denmark, where she died in 1928."
            ),
            S(
                "Alexandra Feodorovna, born Princess Alix of Hesse and by Rhine in 1872 and a "
                "granddaughter of Queen Victoria, married Nicholas II in St Petersburg in "
                "November 1894, a week after his father's funeral. Their only son, Alexei, had "
                "haemophilia, and her faith in the healer Grigori Rasputin, who she thought could "
                "ease his bleeding, did the crown great harm."
            ),
            D(
                "Catherine the Great, a German princess born Sophie of Anhalt-Zerbst, married the "
                "future Peter III of Russia in 1745. Six months after he became emperor she "
                "seized the throne in a coup in July 1762, and she ruled for thirty-four years, "
                "pushing Russia's borders to the Black Sea and taking a large share of "
                "partitioned Poland. She died at the Winter Palace in November 1796."
            ),
            D(
                "Grand Duke Michael Alexandrovich, the younger brother of Nicholas II, was named "
                "as heir in his brother's abdication of March 1917, but the next day he declined "
                "the crown unless an elected assembly offered it. Arrested by the Bolsheviks, he "
                "was shot near Perm in June 1918, a month before Nicholas and his family."
            ),
        ],
        drop=1,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Where was the transistor invented?",
        "at Bell Telephone Laboratories in Murray Hill, New Jersey, in December 1947",
        [
            D(
                "Home > Technology > Electronics | The integrated circuit\nJack Kilby, a new "
                "engineer at Texas Instruments in Dallas, built the first integrated circuit in "
                "the summer of 1958 on a sliver of germanium and showed it working on 12 "
                "September. Robert Noyce of Fairchild Semiconductor made a more practical silicon "
                "version months later, and Kilby won a Nobel Prize in 2000.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Technology > Electronics | The first transistor\nThe transistor was "
                "invented at Bell Telephone Laboratories in Murray Hill, New Jersey, where John "
                "Bardeen and Walter Brattain got a point-contact device working in December 1947, "
                "in a group led by William Shockley. The three shared the 1956 Nobel Prize in "
                "Physics for the work.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Silicon Valley | Shockley Semiconductor\nAfter leaving Bell "
                "Labs, William Shockley set up Shockley Semiconductor Laboratory in Mountain "
                "View, California, in 1956, the first silicon firm in what became Silicon Valley. "
                "His harsh management drove eight of his young researchers to walk out in 1957 "
                "and found Fairchild Semiconductor.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Radio | The transistor radio\nThe first commercial "
                "transistor radio, the Regency TR-1, went on sale in the United States in "
                "November 1954 for 49.95 dollars, built around transistors made by Texas "
                "Instruments. Japanese makers followed within a year, and cheap pocket radios "
                "soon made the transistor a household word.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "how long is a round in pro boxing",
        "three minutes, with a minute's rest between rounds (most women's professional bouts use "
        "two-minute rounds)",
        [
            S(
                "Home > Sport > Boxing | Rules of the ring\nIn men's professional boxing each "
                "round lasts three minutes, with one minute's rest in the corners between rounds. "
                "Title fights are scheduled for twelve rounds, while most women's professional "
                "bouts use two-minute rounds, which some champions have campaigned to lengthen to "
                "three.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Boxing | Championship distance\nWorld title fights were set for "
                "fifteen rounds until the 1980s, when the WBC, followed by the other sanctioning "
                "bodies, cut them to twelve. The change came after the Korean boxer Kim Duk-koo "
                "died following his fourteenth-round loss to Ray Mancini in Las Vegas in November "
                "1982.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Olympics | Olympic boxing\nOlympic boxing bouts are fought over "
                "three rounds, and since 2013 men in the amateur game have boxed without "
                "headguards, a change made after studies suggested the guards did little to "
                "prevent concussion. Women's boxing joined the Olympic programme at London in "
                "2012, where Nicola Adams won the flyweight title.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Boxing | The Queensberry rules\nThe Queensberry rules, drawn up "
                "by the Welsh sportsman John Graham Chambers and published in 1867 under the "
                "patronage of the Marquess of Queensberry, made padded gloves compulsory and "
                "banned wrestling holds. They also brought in the ten-second count for a boxer "
                "who has been knocked down.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which came first, the Truman Doctrine or the Marshall Plan?",
        "the Truman Doctrine, announced on 12 March 1947; the Marshall Plan was proposed in June "
        "1947 and became law in April 1948",
        [
            D(
                "Home > History > Cold War | The Berlin Airlift\nFrom June 1948 to September "
                "1949, after the Soviets cut road and rail links to West Berlin, American and "
                "British aircraft flew in food and coal for more than two million people. At its "
                "peak a plane landed at Tempelhof every few minutes, and some 2.3 million tonnes "
                "of supplies were carried in all.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Cold War | The Truman Doctrine\nOn 12 March 1947 President "
                "Harry Truman asked Congress for 400 million dollars of aid for Greece and "
                "Turkey, declaring that the United States must support free peoples resisting "
                "subjugation by armed minorities or by outside pressures. The policy, soon called "
                "the Truman Doctrine, marked the start of containment.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Cold War | The Iron Curtain speech\nOn 5 March 1946, at "
                "Westminster College in Fulton, Missouri, Winston Churchill warned that from "
                "Stettin in the Baltic to Trieste in the Adriatic an iron curtain had descended "
                "across the continent. Truman sat on the platform beside him, and the speech, "
                "titled 'The Sinews of Peace', angered Stalin. Churchill was out of office at the "
                "time.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Cold War | The Marshall Plan\nThe Marshall Plan was proposed by "
                "Secretary of State George Marshall in a speech at Harvard University on 5 June "
                "1947 and signed into law by Truman as the Economic Cooperation Act on 3 April "
                "1948. Over four years it sent about 13 billion dollars of aid to rebuild the "
                "economies of Western Europe.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "lord of the rings books in order",
        "The Fellowship of the Ring, The Two Towers and The Return of the King",
        [
            D(
                "Home > Film > Fantasy | Making the trilogy\nPeter Jackson filmed all three parts "
                "of his Middle-earth saga at once in New Zealand, in 274 shooting days ending in "
                "December 2000. The films came out a year apart from 2001, and the last of them "
                "won all eleven Academy Awards for which it was nominated, best picture among "
                "them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Fantasy | The Hobbit\nThe Hobbit, or There and Back Again, "
                "Tolkien's tale of Bilbo Baggins and a company of dwarves out to win back their "
                "treasure from the dragon Smaug, was published on 21 September 1937. Its success "
                "led the publisher Stanley Unwin to ask for a sequel, which took Tolkien "
                "seventeen years to finish.\nShare this | Cookie policy"
            ),
            S(
                "Home > Books > Fantasy | The Lord of the Rings\nJ. R. R. Tolkien's The Lord of "
                "the Rings was published by Allen & Unwin in three volumes: The Fellowship of the "
                "Ring in July 1954, The Two Towers in November 1954 and The Return of the King in "
                "October 1955. Tolkien saw it as a single novel, and the split into three was his "
                "publisher's idea.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Fantasy | The Silmarillion\nThe Silmarillion, the mythology of "
                "Middle-earth's First Age that Tolkien worked on for most of his life, was still "
                "unfinished when he died in 1973. His son Christopher edited it into a single "
                "volume published in September 1977, and Unfinished Tales followed in "
                "1980.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Fantasy | The Chronicles of Narnia\nC. S. Lewis published the "
                "seven Chronicles of Narnia between 1950 and 1956, beginning with The Lion, the "
                "Witch and the Wardrobe and ending with The Last Battle, which won the Carnegie "
                "Medal. Reading them in the order of events means starting with The Magician's "
                "Nephew. Lewis and Tolkien were friends at Oxford.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does an overdraft work?",
        "it lets you keep spending from your current account below zero up to an agreed limit; "
        "the amount below zero is a loan charged interest daily until the account is back in "
        "credit",
        [
            D(
                "Home > Money > Banking | Unarranged overdrafts\nSince April 2020 UK banks may "
                "not charge more for an unarranged overdraft than for an arranged one, and fixed "
                "daily and monthly overdraft fees were banned. Many banks now send a text alert "
                "when an account is about to go overdrawn, and most will turn down a card payment "
                "that would take it past the limit.\nShare this | Cookie policy"
            ),
            S(
                "Home > Money > Banking | Overdrafts explained\nAn arranged overdraft lets you "
                "keep paying from your current account after the balance hits zero, up to a limit "
                "agreed with your bank. The money you spend below zero is a loan: interest is "
                "charged daily on it, in the UK at a single yearly rate since April 2020, until "
                "you pay the account back into credit.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Credit cards | How card interest works\nA credit card is a "
                "separate line of credit, and if you pay the full statement balance by the due "
                "date you usually pay no interest on purchases, thanks to an interest-free period "
                "of up to about 56 days. Cash withdrawals, however, are charged interest from the "
                "day they are made, often plus a fee of about 3 per cent.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Money > Borrowing | Personal loans\nA personal loan pays a fixed sum into "
                "your account, commonly between 1,000 and 25,000 pounds, which you repay in equal "
                "monthly instalments over one to seven years at a rate fixed when you sign. "
                "Lenders must quote a representative APR, the rate that at least 51 per cent of "
                "successful applicants get.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do football referees use vanishing spray?",
        "to mark where the ball must be placed for a free kick and the line 9.15 metres away that "
        "the defensive wall must stay behind, so neither side can creep forward; the foam "
        "disappears within about a minute",
        [
            D(
                "Home > Sport > Football | Where the spray came from\nThe foam was invented in "
                "Brazil by Heine Allemagne, who called it Spuni, and it was first used in a "
                "Brazilian competition in 2000 before spreading across South America. FIFA "
                "brought it to the World Cup for the first time in Brazil in 2014, and the "
                "Premier League adopted it that same year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Football | Goal-line technology\nGoal-line technology tells the "
                "referee within a second whether the whole ball has crossed the line, by a signal "
                "to a watch on the official's wrist. Hawk-Eye's camera system was first used in "
                "the Premier League in August 2013, after Frank Lampard's shot for England "
                "against Germany was wrongly disallowed at the 2010 World Cup.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Sport > Football | The referee's spray can\nReferees carry vanishing "
                "spray to stop the old cheating at free kicks. A quick line of foam marks the "
                "spot where the ball must sit and another, 9.15 metres away, the line the "
                "defensive wall must not cross, so neither side can inch forward; the foam is "
                "mostly water and butane and is gone within about a minute.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Football | Yellow and red cards\nThe English referee Ken Aston "
                "came up with yellow and red cards while waiting at a set of traffic lights in "
                "Kensington, after confusion over bookings at the 1966 World Cup. They were first "
                "used at the 1970 World Cup in Mexico, where not a single player was sent off in "
                "the whole tournament.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is it bad to leave my phone charging overnight?",
        "No, not for a modern phone: charging stops when the battery is full, and optimised "
        "charging holds it at about 80 per cent to limit the small extra ageing a full battery "
        "suffers",
        [
            D(
                "Home > Tech > Phones | Fast charging\nFast-charging standards such as USB Power "
                "Delivery push 45 watts or more into a phone by raising the voltage, filling a "
                "flat battery to about half in 30 minutes. The rate drops steeply after about 80 "
                "per cent, which is why the last fifth of a charge can take as long as the first "
                "half.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Phones | Overnight charging\nLeaving a modern phone plugged in all "
                "night does it no real harm. Its charging circuit cuts the current once the "
                "battery is full, and features such as Apple's Optimized Battery Charging hold it "
                "at about 80 per cent until shortly before you usually wake, since sitting at "
                "full charge for hours ages a lithium-ion cell a little faster.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Tech > Phones | Battery health\nA phone's lithium-ion battery is built to "
                "keep about 80 per cent of its original capacity after a set number of full "
                "charge cycles, 500 for older iPhones and 1,000 for the iPhone 15 range, "
                "according to Apple. One cycle means 100 per cent of capacity used, whether in "
                "one go or spread over several days.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Safety | Counterfeit chargers\nCheap counterfeit chargers sold "
                "online often lack the insulation between the mains and USB sides, and in a 2016 "
                "test by the safety firm UL, 397 of 400 counterfeit Apple adapters failed basic "
                "safety checks. A genuine charger should feel solid and heavy and carry a CE or "
                "UKCA mark.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which programming language was created by the man who coined the term artificial "
        "intelligence?",
        "Lisp, designed by John McCarthy in 1958",
        [
            S(
                "Home > Technology > History of AI | Where the name came from\nThe phrase "
                "artificial intelligence was coined by John McCarthy, then a young mathematics "
                "professor at Dartmouth College, in the proposal for a summer research project he "
                "wrote in 1955 with Marvin Minsky, Nathaniel Rochester and Claude Shannon. The "
                "Dartmouth workshop of 1956 is often called the birth of the field.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Technology > Programming | Fortran\nFortran, short for Formula "
                "Translation, was developed at IBM by a team led by John Backus and released for "
                "the IBM 704 computer in 1957. Designed for scientific calculation, it was the "
                "first widely used high-level language, and Backus received the Turing Award in "
                "1977 partly for the work. It is still used for weather and physics codes "
                "today.\nShare this | Cookie policy"
            ),
            S(
                "Home > Technology > Programming | John McCarthy\nJohn McCarthy, born in Boston "
                "in 1927, designed the Lisp programming language at the Massachusetts Institute "
                "of Technology in 1958, building it around lists and recursive functions. He "
                "moved to Stanford in 1962, where he set up its artificial intelligence "
                "laboratory, and won the Turing Award in 1971.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > History of AI | The Turing test\nIn his 1950 paper "
                "'Computing Machinery and Intelligence', published in the journal Mind, Alan "
                "Turing proposed replacing the question of whether machines can think with an "
                "imitation game, in which a judge chats in writing with a person and a machine. "
                "Turing died in Wilmslow in June 1954.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Programming | Prolog\nProlog, a logic programming language "
                "much used in artificial intelligence research, was created in 1972 by Alain "
                "Colmerauer and Philippe Roussel at the University of Aix-Marseille. Japan's "
                "Fifth Generation Computer project of the 1980s built its work on a logic "
                "language derived from it.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How many witnesses does a will need in England and Wales?",
        "two, both present when you sign; a witness or their spouse or civil partner cannot "
        "inherit under it",
        [
            D(
                "Q: Who can be an executor of my will?\nA: Anyone aged 18 or over, including a "
                "relative or someone who inherits under the will, and many people name two in "
                "case one dies first or cannot act. An executor gathers in the estate, pays debts "
                "and any inheritance tax, and applies for a grant of probate, which in England "
                "costs 300 pounds for estates over 5,000 pounds."
            ),
            S(
                "Q: How many people need to witness my will?\nA: Two. In England and Wales you "
                "must sign your will in front of two witnesses aged 18 or over, who are both "
                "there at the same time and then sign it themselves. A witness, or the husband, "
                "wife or civil partner of a witness, loses any gift the will leaves them, so "
                "choose people who are not beneficiaries."
            ),
            D(
                "Q: Does getting married cancel my will?\nA: In England and Wales, yes. Marriage "
                "or civil partnership automatically revokes an existing will unless it was made "
                "in expectation of that marriage, and if you die without a new one your estate "
                "passes under the intestacy rules. Divorce does not cancel a will, but it treats "
                "your former spouse as if they had died."
            ),
            D(
                "Q: Does a will need witnesses in Scotland?\nA: One is enough. Under the "
                "Requirements of Writing (Scotland) Act 1995 a will signed by the testator on "
                "every page and by one witness aged 16 or over is self-proving, and unlike in "
                "England a witness who is also a beneficiary does not lose the gift, though it is "
                "still best avoided."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what does a notary public do",
        "authenticates documents, mostly for use abroad: checks the signer's identity, witnesses "
        "signatures, certifies copies and prepares deeds under an official seal",
        [
            D(
                "Q: What is an apostille?\nA: An apostille is a certificate attached to a public "
                "document so that it is accepted in the other countries of the Hague Convention "
                "of 1961 without further checks. In the UK it is issued by the Legalisation "
                "Office of the Foreign, Commonwealth and Development Office, often after a notary "
                "or solicitor has signed the document."
            ),
            S(
                "Q: What does a notary public do?\nA: A notary is a qualified lawyer who "
                "authenticates documents, mostly ones that will be used abroad. In England and "
                "Wales notaries check the identity of the person signing, witness the signature, "
                "certify copies of passports and degrees and prepare deeds, adding their seal so "
                "that courts and officials in other countries can rely on the paper."
            ),
            D(
                "Q: What does a commissioner for oaths do?\nA: A commissioner for oaths, in "
                "practice any practising solicitor in England and Wales, takes sworn statements "
                "such as affidavits and statutory declarations, used for example to change a name "
                "or to confirm that a document has been lost. The fee is fixed by law at 5 pounds "
                "for each oath and 2 pounds for each exhibit."
            ),
            D(
                "Q: How do I become a notary in England?\nA: Most notaries qualify first as "
                "solicitors. You then pass the Notarial Practice Course, a postgraduate diploma "
                "run by University College London, and apply to the Faculty Office of the "
                "Archbishop of Canterbury, which has admitted and regulated notaries under the "
                "Ecclesiastical Licences Act 1533 ever since."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "red lentils vs green lentils cooking time",
        "green lentils take longer: about 25 to 35 minutes against 15 to 20 for red lentils",
        [
            S(
                "Red lentils at a glance\n- Form: split and hulled, so they cook quickly\n- "
                "Soaking: not needed\n- Simmering time: about 15 to 20 minutes\n- Texture: break "
                "down into a soft pur\u00e9e\n- Best for: dal, soups and thick sauces\n- Protein: "
                "about 24 g per 100 g dry weight"
            ),
            D(
                "Puy lentils at a glance\n- Origin: Le Puy-en-Velay, in the Auvergne, France\n- "
                "Protected name: AOC since 1996, PDO since 2008\n- Colour: slate green marbled "
                "with dark blue\n- Simmering time: about 20 to 25 minutes\n- Keep their shape and "
                "peppery taste\n- Good cold in salads"
            ),
            S(
                "Green lentils at a glance\n- Form: whole, with the seed coat left on\n- Soaking: "
                "not needed, though it shortens cooking\n- Simmering time: about 25 to 35 "
                "minutes\n- Texture: hold their shape once cooked\n- Best for: salads, stews and "
                "side dishes\n- Protein: about 24 g per 100 g dry weight"
            ),
            D(
                "Q: Do I need to soak dried chickpeas?\nA: For the best texture, yes. Soak them "
                "in plenty of cold water for 8 to 12 hours, drain, cover with fresh water and "
                "simmer for 1 to 1.5 hours until tender; a pressure cooker cuts that to about 20 "
                "minutes. Split peas and lentils can go straight in the pan."
            ),
            D(
                "Yellow split peas at a glance\n- Form: dried peas, hulled and split in two\n- "
                "Soaking: optional, 2 to 4 hours\n- Simmering time: about 40 to 60 minutes\n- "
                "Texture: soften to a thick mash\n- Best for: pease pudding and soups\n- Fibre: "
                "about 25 g per 100 g"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the income tax bands in England?",
        "personal allowance up to 12,570 pounds at 0%, basic rate 20% to 50,270 pounds, higher "
        "rate 40% to 125,140 pounds, additional rate 45% above that",
        [
            D(
                "Income tax bands, Scotland, 2024 to 2025\n- Starter rate: 12,571 to 14,876 "
                "pounds, 19%\n- Basic rate: 14,877 to 26,561 pounds, 20%\n- Intermediate rate: "
                "26,562 to 43,662 pounds, 21%\n- Higher rate: 43,663 to 75,000 pounds, 42%\n- "
                "Advanced rate: 75,001 to 125,140 pounds, 45%\n- Top rate: over 125,140 pounds, "
                "48%"
            ),
            S(
                "Income tax bands, England, Wales and Northern Ireland, 2024 to 2025\n- Personal "
                "allowance: up to 12,570 pounds, 0%\n- Basic rate: 12,571 to 50,270 pounds, "
                "20%\n- Higher rate: 50,271 to 125,140 pounds, 40%\n- Additional rate: over "
                "125,140 pounds, 45%\n- The allowance shrinks by 1 pound for every 2 earned over "
                "100,000"
            ),
            D(
                "National Insurance for employees, 2024 to 2025\n- Earnings below 12,570 pounds a "
                "year: nothing to pay\n- 12,570 to 50,270 pounds: 8%, cut from 10% in April "
                "2024\n- Earnings above 50,270 pounds: 2%\n- Stops at State Pension age\n- "
                "Charged on pay, not on savings, rent or pensions"
            ),
            D(
                "Q: Do I pay tax on my savings interest?\nA: Most people can earn some interest "
                "tax-free. The personal savings allowance is 1,000 pounds a year for basic-rate "
                "taxpayers, 500 pounds for higher-rate taxpayers and nothing for additional-rate "
                "taxpayers, and a starting rate for savings of up to 5,000 pounds helps people on "
                "low earnings."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how to get rid of black mould on bathroom silicone",
        "spray with a bleach-based mould remover or one part bleach to four of water, leave about "
        "15 minutes, scrub, rinse and dry; if it has grown into the sealant, cut the silicone out "
        "and reseal",
        [
            D(
                "Q: How do I clean the grout between my bathroom tiles?\nA: Make a paste of "
                "bicarbonate of soda and a little water, work it into the grout lines with a "
                "stiff brush and spray white vinegar over it so it fizzes. Leave it for 10 "
                "minutes, scrub and rinse; for grout that stays stained, a grout pen or "
                "regrouting is the only lasting fix."
            ),
            D(
                "Q: How long does new bathroom silicone take to cure?\nA: Most sanitary silicone "
                "is touch-dry in 20 to 30 minutes but needs about 24 hours to cure before the "
                "bath or shower is used, and a thick bead can take 48. Keep the room warm and "
                "aired, and check the tube: sealants sold as mould-resistant contain a fungicide."
            ),
            S(
                "Q: How do I get black mould off the silicone round my bath?\nA: Spray it with a "
                "bleach-based mould remover, or a mix of one part bleach to four parts water, "
                "leave it for about 15 minutes, then scrub with an old toothbrush, rinse and dry. "
                "If the spots have grown into the sealant and will not shift, cut the old "
                "silicone out and run a fresh bead."
            ),
            D(
                "Q: Why do I get so much condensation in my bathroom?\nA: A hot shower releases a "
                "lot of water vapour, which turns back into droplets on cold surfaces such as "
                "windows and outside walls. Building regulations expect a bathroom extractor fan "
                "to move at least 15 litres of air a second, and running it for 15 minutes after "
                "a shower helps. A window left ajar helps too."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my bank block my card when I use it abroad?",
        "its fraud checks flag payments that don't fit your usual pattern, and a sudden purchase "
        "in another country can look like criminals using stolen card details, so the card is "
        "stopped until you confirm it was you",
        [
            D(
                "Q: Will I pay a fee for using my debit card abroad?\nA: Often, yes. Many UK "
                "banks add a non-sterling transaction fee of about 2.99 per cent to each payment, "
                "and some charge 1.50 pounds or more per cash withdrawal on top. Several "
                "app-based banks, such as Starling and Chase, charge no foreign fees on card "
                "spending."
            ),
            S(
                "Q: Why was my card declined on holiday?\nA: Usually because your bank's fraud "
                "system stepped in. It watches for payments that do not match your normal "
                "pattern, and a sudden purchase in another country can look like a criminal using "
                "stolen card details, so the card is stopped until you confirm it was you, often "
                "by replying to a text or in the app."
            ),
            D(
                "Q: Should I pay in pounds or the local currency when a card machine asks?\nA: "
                "Choose the local currency. Paying in pounds, called dynamic currency conversion, "
                "lets the shop's bank set the exchange rate, which is often 5 to 10 per cent "
                "worse than your own bank's, and the offer is legal as long as it is shown as a "
                "choice."
            ),
            D(
                "Q: What should I do if my card is lost or stolen abroad?\nA: Freeze or cancel it "
                "straight away in your banking app, or ring your bank on the number on its "
                "website, since a thief can make contactless payments of up to 100 pounds each "
                "without a PIN. Most banks can send emergency cash or a replacement card abroad "
                "within a few days. Report a theft to the local police as well."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I claim my State Pension before I reach State Pension age?",
        "No; the UK State Pension cannot be paid before State Pension age (currently 66), though "
        "you can defer it to get more",
        [
            D(
                "Q: When can I take money from a private pension?\nA: From age 55 at present, "
                "rising to 57 from April 2028. You can usually take up to a quarter of the pot as "
                "a tax-free lump sum, and the rest is taxed as income whether you buy an annuity, "
                "draw it down bit by bit or cash the whole pot in at once."
            ),
            D(
                "Q: How many years of National Insurance do I need for the full new State "
                "Pension?\nA: Usually 35 qualifying years, and you need at least 10 to get "
                "anything. In 2024 to 2025 the full new State Pension is 221.20 pounds a week, "
                "and you can check your forecast and any gaps in your record online on the "
                "government's website."
            ),
            S(
                "Q: Can I take my State Pension early?\nA: No. Unlike a workplace or private "
                "pension, the UK State Pension cannot be paid before you reach State Pension age, "
                "currently 66 and due to rise to 67 between 2026 and 2028. You can, however, put "
                "off claiming it, and every nine weeks you defer adds 1 per cent to what you get."
            ),
            D(
                "Q: Does the State Pension go up every year?\nA: Yes. Under the triple lock, "
                "brought in in 2011, it rises each April by whichever is highest of average "
                "earnings growth, inflation on the Consumer Prices Index in the previous "
                "September, or 2.5 per cent; in April 2024 that meant a rise of 8.5 per cent."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which club did the first player to score a hat-trick in a World Cup final play for?",
        "West Ham United (Geoff Hurst, 1966)",
        [
            D(
                "Q: Who scored a hat-trick in the 2022 World Cup final?\nA: Kylian Mbapp\u00e9 of "
                "France, then of Paris Saint-Germain, against Argentina at Lusail in Qatar on 18 "
                "December 2022. His goals, two in 97 seconds late in normal time and a penalty in "
                "extra time, made it 3-3, but Argentina won the shoot-out 4-2, and he was the "
                "tournament's top scorer with eight."
            ),
            S(
                "Q: Who scored the first hat-trick in a World Cup final?\nA: Geoff Hurst of "
                "England, against West Germany at Wembley on 30 July 1966. England won 4-2 after "
                "extra time; Hurst's second goal bounced down off the crossbar, and his third "
                "came in the last seconds as fans ran onto the pitch. No one matched the feat "
                "until 2022."
            ),
            D(
                "Q: Who was England's captain in 1966?\nA: Bobby Moore of West Ham United, who "
                "lifted the Jules Rimet Trophy at Wembley after receiving it from the Queen. "
                "Moore, then 25, played for West Ham from 1958 to 1974 and won 108 caps for "
                "England, 90 of them as captain, before moving on to Fulham."
            ),
            S(
                "Geoff Hurst at a glance\n- Born: 8 December 1941, Ashton-under-Lyne, "
                "Lancashire\n- Club in 1966: West Ham United, his club from 1959 to 1972\n- Later "
                "clubs: Stoke City and West Bromwich Albion\n- Position: centre-forward\n- "
                "England caps: 49, with 24 goals\n- Knighted: 1998"
            ),
            D(
                "Q: What is the fastest hat-trick in Premier League history?\nA: Sadio "
                "Man\u00e9's for Southampton against Aston Villa on 16 May 2015, three goals in 2 "
                "minutes 56 seconds. It beat Robbie Fowler's record of 4 minutes 33 seconds, set "
                "for Liverpool against Arsenal in August 1994."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "When did Nelson Mandela become president of South Africa?",
        "on 10 May 1994",
        [
            D(
                "Nelson Mandela walked out of Victor Verster Prison near Paarl on 11 February "
                "1990, nine days after F. W. de Klerk lifted the ban on the African National "
                "Congress. Raising his fist beside his wife Winnie, he spoke that evening to a "
                "vast crowd from the balcony of Cape Town's City Hall."
            ),
            S(
                "On 10 May 1994, at the Union Buildings in Pretoria, the man who had spent "
                "twenty-seven years behind bars took the oath as the country's first Black head "
                "of state, a fortnight after the first elections in which South Africans of every "
                "race could vote. Nelson Mandela led the nation for a single five-year term."
            ),
            D(
                "F. W. de Klerk, the last state president of apartheid South Africa, took office "
                "in September 1989 and, together with Nelson Mandela, received the Nobel Peace "
                "Prize in Oslo in December 1993. After the 1994 election he served for two years "
                "as one of the two deputy presidents."
            ),
            D(
                "Thabo Mbeki followed Nelson Mandela as head of state in June 1999, after the "
                "African National Congress won a second general election, and he was re-elected "
                "in 2004. He resigned in September 2008, months before the end of his second "
                "term, after his party's national executive recalled him. He had been Mandela's "
                "deputy since 1994."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who directed metropolis 1927",
        "Fritz Lang",
        [
            D(
                "Thea von Harbou wrote the novel Metropolis, published in book form in 1926, as "
                "well as the screenplays of M, Spies and The Testament of Dr Mabuse. She divorced "
                "her husband in 1933 and stayed in Germany under the Nazis, while he left for "
                "Paris and later Hollywood and never worked with her again."
            ),
            S(
                "Released by the German studio UFA in January 1927, the silent science-fiction "
                "epic Metropolis was the work of the Vienna-born filmmaker Fritz Lang, who shaped "
                "its story with his wife, the novelist Thea von Harbou. Its towering city, run on "
                "the toil of workers who live underground, was among the costliest sets of the "
                "silent era."
            ),
            D(
                "The Cabinet of Dr. Caligari, the 1920 silent film whose painted sets of crooked "
                "streets and slanting walls made it the landmark of German Expressionism, was "
                "made by Robert Wiene for Decla-Bioscop. Written by Carl Mayer and Hans Janowitz, "
                "it tells of a fairground showman who uses a sleepwalker to commit murders. It "
                "opened in Berlin in February 1920."
            ),
            D(
                "Brigitte Helm was still a teenager when she played both the gentle Maria and her "
                "evil robot double in Metropolis, a part she won after a screen test arranged by "
                "UFA. She made more than thirty films before retiring in 1935 and moving to "
                "Switzerland, where she lived until her death in 1996."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "justinian vs constantine who reigned longer",
        "Justinian I, 38 years (527 to 565) against about 31 for Constantine the Great (306 to "
        "337)",
        [
            S(
                "Justinian I took the throne in Constantinople in 527 on the death of his uncle "
                "Justin and held it for thirty-eight years, until he died in November 565. In "
                "that time his generals won back North Africa and Italy, a vast new church of "
                "Holy Wisdom rose in the capital, and Roman law was gathered into the Corpus "
                "Juris Civilis."
            ),
            D(
                "Basil II, known as the Bulgar-slayer, was crowned as a small child in 960 and "
                "ruled alone from 976 until his death in December 1025, sixty-five years in all, "
                "the longest of any Byzantine emperor. After crushing the Bulgarian army at "
                "Kleidion in 1014 he is said to have blinded some 15,000 prisoners."
            ),
            S(
                "Constantine the Great was hailed as emperor by his troops at York in 306 and "
                "wore the purple for some thirty-one years, the last thirteen as sole master of "
                "the Roman world, until his death near Nicomedia in May 337. He made Christianity "
                "a favoured faith and refounded Byzantium as Constantinople in 330."
            ),
            D(
                "Theodora, a former actress and the daughter of a bear-keeper at the Hippodrome, "
                "married Justinian in about 525 and was crowned empress beside him in 527. During "
                "the Nika riots of January 532 she is said to have talked him out of fleeing the "
                "city, and she died in June 548, seventeen years before him. She was buried in "
                "the Church of the Holy Apostles."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Who were the members of the Rat Pack?",
        "Frank Sinatra, Dean Martin, Sammy Davis Jr., Peter Lawford and Joey Bishop",
        [
            D(
                "The original Rat Pack gathered in the 1950s at the Los Angeles home of Humphrey "
                "Bogart and Lauren Bacall, and the name is said to have come from Bacall, who "
                "looked at her husband and his bleary friends after a night in Las Vegas. Judy "
                "Garland, David Niven and the agent Swifty Lazar were among its members. Bogart's "
                "death in January 1957 largely ended it."
            ),
            S(
                "Around 1960 five friends ruled the stage of the Sands Hotel in Las Vegas, "
                "trading jokes and songs in shows that ran late into the night: Frank Sinatra, "
                "Dean Martin, Sammy Davis Jr., the British-born actor Peter Lawford and the "
                "comedian Joey Bishop. The press gave the gang its famous nickname, and all five "
                "appeared in Ocean's 11 that year."
            ),
            D(
                "The Brat Pack was a name coined in a New York magazine cover story of June 1985 "
                "for a group of young actors who kept turning up together in films such as The "
                "Breakfast Club and St. Elmo's Fire. Emilio Estevez, Rob Lowe, Judd Nelson, Molly "
                "Ringwald, Ally Sheedy and Demi Moore are usually counted in it."
            ),
            D(
                "Frank Sinatra, born in Hoboken, New Jersey, in 1915, began as a singer with the "
                "big bands of Harry James and Tommy Dorsey before becoming the idol of the "
                "bobby-soxers. He won an Academy Award for From Here to Eternity in 1954 and "
                "founded his own record label, Reprise, in 1960."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does an escalator work?",
        "an electric motor drives chains that pull a loop of linked steps round; each step's "
        "wheels follow two tracks, which hold it upright on the incline and flatten it at each "
        "end, and a handrail moves in step",
        [
            D(
                "The first escalator in a British station opened at Earl's Court on the London "
                "Underground on 4 October 1911, and a one-legged man, William 'Bumper' Harris, is "
                "said to have been hired to ride it all day to reassure nervous passengers. The "
                "word escalator was a trade name of the Otis Elevator Company from 1900."
            ),
            D(
                "A lift, or elevator, raises its car on steel ropes that run over a grooved "
                "pulley turned by a motor, balanced by a counterweight of about the car's weight "
                "plus 40 per cent of its load. Elisha Otis showed off his safety brake, which "
                "grips the guide rails if a rope snaps, at New York's Crystal Palace in 1854."
            ),
            S(
                "A moving staircase is a loop of linked steps pulled round by chains driven from "
                "an electric motor at the top. Each step rides on two pairs of wheels following "
                "two separate tracks: where the tracks run apart the step stands upright, and at "
                "each end they come level so the steps flatten into a walkway, while a rubber "
                "rail loops round in time for passengers to grip."
            ),
            D(
                "The longest escalators on the London Underground are at Angel station, where "
                "each flight rises 27.5 metres over a length of 60 metres. Deeper still are the "
                "escalators of the Kyiv and St Petersburg metros, where the deepest station in "
                "the world, Arsenalna in Kyiv, lies 105 metres below the surface."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did Nixon end the dollar's convertibility into gold in 1971?",
        "the US no longer had enough gold to honour the dollars held abroad: war spending and "
        "inflation had sapped confidence and countries were cashing dollars in for gold, so he "
        "closed the gold window to stop the drain on reserves",
        [
            D(
                "The Bretton Woods conference, held at a hotel in New Hampshire in July 1944, "
                "pegged the world's currencies to the US dollar and fixed the dollar itself at 35 "
                "dollars to an ounce of gold. It also set up the International Monetary Fund and "
                "the World Bank, and John Maynard Keynes led the British delegation."
            ),
            S(
                "By the summer of 1971 there were far more dollars in foreign hands than the "
                "United States had bullion in Fort Knox to honour. Spending on Vietnam and rising "
                "prices had eaten away at confidence, and countries such as France were trading "
                "their dollars in for metal, so on 15 August the White House shut the gold window "
                "rather than watch its reserves drain away."
            ),
            D(
                "Britain left the gold standard on 21 September 1931, when the Bank of England "
                "could no longer defend the pound against heavy withdrawals in the Depression, "
                "and sterling lost about a quarter of its value within months. Winston Churchill, "
                "as Chancellor, had put the pound back on gold at its pre-war rate in 1925."
            ),
            D(
                "Franklin Roosevelt's Executive Order 6102 of April 1933 required Americans to "
                "hand most of their gold coins, bullion and certificates to the Federal Reserve "
                "at 20.67 dollars an ounce. The Gold Reserve Act of January 1934 then revalued "
                "gold at 35 dollars, and private ownership stayed restricted until 1975."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is a haiku always 5 7 5",
        "No; Japanese haiku count 17 on (sound units, shorter than English syllables), poets "
        "including Basho sometimes broke the pattern, and many English-language haiku use fewer "
        "syllables",
        [
            D(
                "Matsuo Bash\u014d, born near Ueno in Iga Province in 1644, is the best-known "
                "master of Japanese short verse. His poem about an old pond and a frog jumping in "
                "is among the most translated in the world, and his travel journal The Narrow "
                "Road to the Deep North, from a walk of 1689, mixes prose with verse. He died in "
                "Osaka in 1694 while on another journey, aged 50."
            ),
            S(
                "The familiar school rule that Japan's short nature poems must run five, seven "
                "and five syllables is only a rough fit. Japanese poets count on, sound units "
                "shorter than English syllables, and even masters such as Bash\u014d sometimes "
                "ran over the pattern, while many poets writing in English now use fewer "
                "syllables, aiming at the length of one breath."
            ),
            D(
                "The tanka, older than the haiku by many centuries, has thirty-one sound units in "
                "five lines, laid out five, seven, five, seven and seven. It was the chief form "
                "of Japanese court poetry, and the Kokinsh\u016b anthology, compiled around 905 "
                "at the order of Emperor Daigo, gathers about 1,100 of them."
            ),
            D(
                "Masaoka Shiki, a poet and critic from Matsuyama who died of tuberculosis in 1902 "
                "at the age of 34, gave the haiku its modern name, freeing the opening verse, or "
                "hokku, of longer linked poems to stand on its own. He urged poets to sketch from "
                "life, and he wrote more than 20,000 of them himself."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the painter of The Raft of the Medusa born?",
        "Rouen, in Normandy (Th\u00e9odore G\u00e9ricault)",
        [
            S(
                "The huge canvas of shipwrecked men clinging to a makeshift raft, shown at the "
                "Paris Salon of 1819, was the work of the young Th\u00e9odore G\u00e9ricault. He "
                "based it on the wreck of the French frigate M\u00e9duse off the coast of West "
                "Africa in 1816, interviewing survivors and studying corpses in a hospital morgue."
            ),
            D(
                "Eug\u00e8ne Delacroix, born at Charenton-Saint-Maurice near Paris in 1798, posed "
                "as one of the dying men on the raft for his friend G\u00e9ricault, and his own "
                "Barque of Dante, shown at the Salon of 1822, owed much to it. He went on to lead "
                "the Romantic school in France after G\u00e9ricault's early death."
            ),
            S(
                "Th\u00e9odore G\u00e9ricault came into the world in Rouen, in Normandy, on 26 "
                "September 1791, the son of a prosperous family that soon moved to Paris. A "
                "passionate horseman, he painted racing and cavalry scenes, and he died in "
                "January 1824, aged only 32, after a series of bad falls from his horses."
            ),
            D(
                "The frigate M\u00e9duse ran aground on the Bank of Arguin off Mauritania on 2 "
                "July 1816 under a captain who had hardly been to sea in twenty years. With too "
                "few lifeboats, about 150 people were put on a raft that was soon cut adrift, and "
                "only 15 were alive when the brig Argus found them thirteen days later."
            ),
        ],
        drop=1,
    ),
]
