"""The thirty-fifth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev32.py`),
for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts (music, literature, film, painting), sports, technology and
everyday life (food, money, home, travel); another writer, of held-out questions, took natural
science, animals and plants and geography at the same time. A quarter of the questions (10 of
40) are typed search-box style. Written after lexical-v25, the batch measures how far the
evaluator's tuning carries to questions it was not written against (the evaluator may be tuned
meanwhile on the earlier batches, never on this one before it is measured; dev all the same:
tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 368 characters and distractors 365; the longest passage is a
support in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who won the first Cricket World Cup?",
        "the West Indies, who beat Australia by 17 runs in the final at Lord's on 21 June 1975",
        [
            D(
                "1973 Women's Cricket World Cup: The first women's World Cup was held in England "
                "two years before the men's, paid for largely by the businessman Jack Hayward. "
                "Seven teams, among them a Young England side and an International XI, played each "
                "other once, and England, captained by Rachael Heyhoe Flint, took the title by "
                "beating Australia by 92 runs at Edgbaston on 28 July."
            ),
            S(
                "1975 Cricket World Cup: The first Cricket World Cup was played in England in June "
                "1975, with eight teams playing 60 overs an innings in white clothing with a red "
                "ball. In the final at Lord's on 21 June the West Indies, led by Clive Lloyd, who "
                "made 102, beat Australia by 17 runs, and the match ran so long that it finished "
                "at about a quarter to nine in the evening."
            ),
            D(
                "1983 Cricket World Cup: India, who had won only one match at the two earlier "
                "tournaments, shocked the favourites in the final at Lord's on 25 June 1983. "
                "Defending a total of just 183, Kapil Dev's side bowled out the West Indies for "
                "140, with Mohinder Amarnath taking three wickets and being named man of the match "
                "for the second game running."
            ),
            D(
                "2007 ICC World Twenty20: The first world championship of Twenty20 cricket was "
                "staged in South Africa in September 2007. India, captained by Mahendra Singh "
                "Dhoni in his first tournament in charge, beat Pakistan by five runs in the final "
                "at the Wanderers in Johannesburg when Misbah-ul-Haq scooped a catch to short fine "
                "leg with six needed off four balls."
            ),
            D(
                "ICC Champions Trophy: Begun in 1998 as the ICC KnockOut, held in Bangladesh to "
                "raise money for the game in newer cricketing nations, the one-day tournament for "
                "the leading teams was first won by South Africa, who beat the West Indies by four "
                "wickets in the final in Dhaka. Jacques Kallis took five wickets in that final and "
                "was named player of the tournament."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "how many players on a hurling team",
        "15 a side: a goalkeeper, six backs, two midfielders and six forwards",
        [
            D(
                "Shinty: Shinty, or camanachd, is the Scottish cousin of the Irish stick game, "
                "played mostly in the Highlands with a curved stick, the caman, whose head may "
                "strike the ball with either face. A team has twelve players, including a "
                "goalkeeper, and the sport's great prize, the Camanachd Cup, has been played for "
                "since 1896; Kingussie won it year after year in the 1980s and 1990s."
            ),
            D(
                "Gaelic football: Gaelic football is played on the same pitch and with the same "
                "H-shaped goalposts as the GAA's stick game, but with a round ball that players "
                "may carry for four steps before they bounce it or solo it, kicking it back into "
                "their hands. Teams of fifteen meet in the All-Ireland Championship, whose winners "
                "lift the Sam Maguire Cup at Croke Park in Dublin."
            ),
            S(
                "Hurling: Hurling is an Irish field game played with a wooden stick, the hurley or "
                "caman, and a small leather ball called a sliotar. Each team fields fifteen "
                "players: a goalkeeper, six backs, two midfielders and six forwards. A ball driven "
                "under the crossbar is a goal, worth three points, and one sent over it between "
                "the tall posts is worth a single point."
            ),
            D(
                "All-Ireland Senior Hurling Championship: First played in 1887, three years after "
                "the Gaelic Athletic Association was founded in Thurles, the championship ends "
                "each summer with a final at Croke Park in Dublin, where the winning captain lifts "
                "the Liam MacCarthy Cup. Kilkenny have won it more than thirty times, more than "
                "any other county, ahead of Cork and Tipperary."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Premium Bonds or the National Lottery?",
        (
            "Premium Bonds, on sale from 1 November 1956, nearly four decades before the National "
            "Lottery's first draw on 19 November 1994"
        ),
        [
            S(
                "Premium Bonds: Premium Bonds were announced by the Chancellor, Harold Macmillan, "
                "in his Budget of April 1956 and went on sale on 1 November that year. Instead of "
                "paying interest, they enter each bond in a regular prize draw, and the winning "
                "numbers are picked by ERNIE, a random number machine. The first draw, in June "
                "1957, had a top prize of \u00a31,000."
            ),
            D(
                "Football pools: The football pools began in Liverpool in 1923, when John Moores "
                "and two friends handed out coupons outside Manchester United's ground inviting "
                "fans to forecast the results of Saturday's matches. Littlewoods grew into a "
                "business with thousands of staff checking coupons by hand each weekend, and a win "
                "on the treble chance line could change a life."
            ),
            S(
                "National Lottery (United Kingdom): The National Lottery was set up by John "
                "Major's government under the National Lottery etc. Act 1993, and its first draw "
                "was broadcast live on BBC One on 19 November 1994, presented by Noel Edmonds. "
                "Camelot ran it for almost thirty years until Allwyn took over in February 2024, "
                "and part of the price of every ticket goes to good causes."
            ),
            D(
                "EuroMillions: EuroMillions is a lottery shared between countries, first drawn in "
                "Paris on 13 February 2004, when the United Kingdom, France and Spain took part; "
                "six more countries, among them Ireland, Portugal and Switzerland, joined that "
                "October. Players pick five main numbers and two Lucky Stars, and the jackpot "
                "rolls over until it reaches a cap of more than 200 million euros."
            ),
            D(
                "Irish Hospitals' Sweepstake: The Irish Hospitals' Sweepstake was a lottery set up "
                "in 1930 to pay for hospitals in the Irish Free State, with prizes tied to the "
                "results of horse races such as the Derby and the Grand National. Tickets were "
                "sold illegally in Britain and the United States by the million, and the sweep ran "
                "until 1987, when a state lottery replaced it."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What instruments are in a Javanese gamelan?",
        (
            "mostly tuned bronze percussion: hanging gongs (gong ageng, kempul), large and small "
            "kettle gongs (kenong, bonang) and metallophones such as saron and gender, led by "
            "kendang drums, often with rebab fiddle, suling flute, zither and singers"
        ),
        [
            D(
                "Angklung: The angklung is a bamboo instrument from West Java made of two or three "
                "tubes tuned an octave apart and hung loosely in a frame, so that they sound when "
                "the frame is shaken. Each player usually holds one or two notes, and a group "
                "plays a tune by taking turns, rather like a handbell choir. UNESCO added the "
                "angklung to its list of intangible heritage in 2010."
            ),
            S(
                "Gamelan: A Javanese gamelan is an ensemble made up mostly of tuned bronze "
                "percussion: the great hanging gong ageng and smaller kempul, the big kettle gongs "
                "of the kenong, rows of small kettle gongs called bonang, and metallophones with "
                "bronze keys such as the saron and gender. Kendang drums lead the tempo, and a "
                "rebab fiddle, a suling flute, a zither and singers often join in."
            ),
            D(
                "Kulintang: Kulintang is the gong-chime music of Mindanao in the southern "
                "Philippines and of parts of Borneo. Its lead instrument is a row of eight small "
                "bossed gongs laid on their sides in a wooden frame and struck with two light "
                "sticks, accompanied by large hanging agung gongs and a goblet-shaped dabakan "
                "drum, and it is played at weddings and festivals."
            ),
            D(
                "Wayang kulit: Wayang kulit is the shadow-puppet theatre of Java and Bali, in "
                "which a single puppeteer, the dalang, moves flat figures of painted buffalo hide "
                "in front of an oil lamp or electric light behind a white screen, speaking every "
                "voice and cueing the musicians. Performances of stories from the Mahabharata and "
                "Ramayana often last all night, from about nine until dawn."
            ),
            D(
                "Claude Debussy: Claude Debussy first heard a Javanese ensemble at the Exposition "
                "Universelle in Paris in 1889, where musicians and dancers performed in a "
                "reconstructed village from the Dutch East Indies, and the sound stayed with him "
                "for the rest of his career. Its layered, circling patterns can be heard in "
                "Pagodes, the first of the three piano pieces of Estampes, written in 1903."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the Duckworth-Lewis-Stern method work?",
        (
            "it treats the overs and wickets a side has left as its batting resources, read as a "
            "percentage from a table, and when rain shortens a match it scales the chasing side's "
            "target by the share of resources each side had"
        ),
        [
            D(
                "Most productive overs rule: Before 1997, rain-hit one-day matches used rules such "
                "as the one at the 1992 World Cup, which lowered the chasing side's target only by "
                "the runs the other side had scored in its least productive overs. In the "
                "semi-final in Sydney, rain left South Africa needing 22 from 13 balls against "
                "England, and after the break the scoreboard showed 22 needed from one ball, and "
                "they lost."
            ),
            D(
                "Net run rate: Net run rate separates teams level on points in a cricket "
                "tournament. It is a team's runs scored per over across all its matches minus the "
                "runs per over scored against it, and a side bowled out early is counted as having "
                "used its full quota of overs. In 2019 Pakistan went out of the World Cup on net "
                "run rate, although they had the same points as New Zealand."
            ),
            S(
                "Duckworth\u2013Lewis\u2013Stern method: The method sets fair targets in one-day "
                "matches shortened by rain. It treats the overs and wickets a side has left as its "
                "combined batting resources, read as a percentage from a table, and scales the "
                "second side's target by the share of resources each team had. Devised by Frank "
                "Duckworth and Tony Lewis, it was first used in 1997 and updated by Steven Stern "
                "in 2014."
            ),
            D(
                "Super Over: When a limited-overs match is tied, a Super Over may decide it: each "
                "side bats one extra over with three batters, so that losing two wickets ends its "
                "turn. At Lord's in the 2019 World Cup final England and New Zealand tied both the "
                "match and the Super Over, and England won on boundaries hit, a rule dropped soon "
                "afterwards in favour of repeated Super Overs."
            ),
            D(
                "Follow-on: In a Test match, a side that bats second and ends its first innings at "
                "least 200 runs behind may be asked by the opposing captain to bat again at once, "
                "or follow on. The rule saves time when rain or bad light has eaten into a game, "
                "but it can backfire: at Kolkata in 2001 India followed on against Australia, then "
                "won by 171 runs after V. V. S. Laxman made 281."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why does every high jumper use the fosbury flop",
        (
            "going over head first on the back, arched, lets the body clear the bar while its "
            "centre of mass passes close to or even under it, so less energy is needed for the "
            "same height; soft foam landing mats made it safe"
        ),
        [
            D(
                "Straddle technique: Before the 1970s most leading high jumpers used the straddle, "
                "rolling over the bar face down with the lead leg kicked high. Valeriy Brumel of "
                "the Soviet Union set six world records with it, up to 2.28 m in 1963, and "
                "Vladimir Yashchenko's 2.34 m in 1978 was the last world record set with the style "
                "before it disappeared from the top of the sport."
            ),
            D(
                "Dick Fosbury: Dick Fosbury, born in Portland, Oregon, in 1947, won the Olympic "
                "high jump in Mexico City in 1968 with an Olympic record of 2.24 m, his only major "
                "international title. He studied civil engineering at Oregon State University, "
                "later ran an engineering firm in Ketchum, Idaho, and served as a county "
                "commissioner there; he died in March 2023, aged 76."
            ),
            D(
                "Fibreglass vaulting pole: Pole vault heights climbed faster in the 1960s than "
                "ever before, because bending fibreglass poles replaced stiff bamboo and metal "
                "ones: the pole stores the energy of the run-up as it bends, then flings the "
                "vaulter upwards as it straightens. John Uelses became the first man to clear 16 "
                "feet in 1962, and the world record rose by more than half a metre in a decade."
            ),
            S(
                "Fosbury Flop: In the Fosbury Flop the jumper runs in on a curve and goes over the "
                "bar head first and on the back, arching so that the body wraps round it. Because "
                "the hips rise while the head and legs hang below them, the centre of mass can "
                "pass close to or even under the bar, so less energy is needed for the same "
                "height. It became safe only once thick foam mats replaced sand pits."
            ),
            D(
                "Javier Sotomayor: The Cuban high jumper Javier Sotomayor has held the world "
                "record since 1988, and his 2.45 m, set in Salamanca on 27 July 1993, still stands "
                "more than thirty years later. He won Olympic gold in Barcelona in 1992 and two "
                "world outdoor titles, and at 1.93 m tall he cleared more than half a metre above "
                "his own head."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Napoleon's Hundred Days really last a hundred days?",
        (
            "no: the name covers about 111 days, from Napoleon's arrival in Paris on 20 March 1815 "
            "to Louis XVIII's return on 8 July; it comes from the prefect of the Seine's speech "
            "welcoming the king back"
        ),
        [
            D(
                "Hundred Days (United States): The first hundred days of Franklin D. Roosevelt's "
                "presidency, from 4 March 1933, saw Congress pass fifteen major laws, among them "
                "the Emergency Banking Act, the act that set up the Tennessee Valley Authority and "
                "the one that created the Civilian Conservation Corps. Since then every new "
                "American president has been judged on what is done in the first hundred days."
            ),
            S(
                "Hundred Days: The Hundred Days were Napoleon's last period of rule in France, "
                "from his arrival in Paris on 20 March 1815, after escaping from his island exile, "
                "to the return of King Louis XVIII on 8 July, a span of 111 days in all. The name "
                "comes from the speech with which the prefect of the Seine, the Count of Chabrol, "
                "welcomed the king back to his capital."
            ),
            D(
                "Battle of Waterloo: The Battle of Waterloo was fought south of Brussels on 18 "
                "June 1815, when the Duke of Wellington's army, joined in the afternoon by the "
                "Prussians under Gebhard von Bl\u00fccher, defeated Napoleon's Army of the North. "
                "About 50,000 men were killed or wounded in a single day, and Napoleon abdicated "
                "for the second time, in Paris, on 22 June."
            ),
            D(
                "Hundred Flowers Campaign: In 1956 and 1957 Mao Zedong invited Chinese "
                "intellectuals to criticise the Communist Party, under the slogan 'let a hundred "
                "flowers bloom, let a hundred schools of thought contend'. The flood of criticism "
                "that followed was answered by the Anti-Rightist Campaign, in which several "
                "hundred thousand people were labelled rightists and many were sent to labour "
                "camps."
            ),
            D(
                "Napoleon on Saint Helena: After his second abdication Napoleon gave himself up to "
                "the British, who shipped him aboard HMS Northumberland to Saint Helena in the "
                "South Atlantic, which he reached in October 1815. He lived at Longwood House, "
                "dictated his memoirs to his companions and died there on 5 May 1821, aged 51; his "
                "remains were brought back to Paris in 1840."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the composer of Finlandia die?",
        "1957: Finlandia is by Jean Sibelius, who died at his home, Ainola, on 20 September 1957",
        [
            S(
                "Finlandia: Finlandia is a tone poem by Jean Sibelius, first heard in Helsinki in "
                "November 1899 as the last part of the music for a pageant in support of a free "
                "press, at a time when Russia was tightening its hold over Finland. Its quiet hymn "
                "near the end later became a song in its own right, sung to words written by the "
                "poet Veikko Antero Koskenniemi in 1941."
            ),
            D(
                "Finlandia Hall: Finlandia Hall is a concert and congress hall by "
                "T\u00f6\u00f6l\u00f6 Bay in Helsinki, designed by Alvar Aalto and opened in 1971, "
                "with a congress wing added in 1975. The thin slabs of white Carrara marble on its "
                "walls bowed in the cold and had to be replaced, and Aalto, who died in 1976, did "
                "not live to see the rest of his plan for the city centre built."
            ),
            D(
                "Edvard Grieg: Edvard Grieg, born in Bergen in 1843, became Norway's best-known "
                "composer with his Piano Concerto in A minor and the music for Ibsen's play Peer "
                "Gynt, which includes In the Hall of the Mountain King. He spent his summers at "
                "Troldhaugen, his villa outside Bergen, and died in the city's hospital on 4 "
                "September 1907, aged 64."
            ),
            S(
                "Jean Sibelius: Jean Sibelius was born in H\u00e4meenlinna, in the Grand Duchy of "
                "Finland, on 8 December 1865. He wrote seven symphonies and a violin concerto, but "
                "after about 1926 he published almost nothing more, a long quiet known as the "
                "silence of J\u00e4rvenp\u00e4\u00e4. He died at Ainola, his house near that town, "
                "on 20 September 1957, at the age of 91."
            ),
            D(
                "Karelia Suite: The Karelia Suite is an orchestral work that Sibelius drew in 1893 "
                "from the music he had written for a pageant staged by students in Viipuri, on the "
                "history of Karelia, the eastern borderland of Finland. Its three movements, an "
                "Intermezzo, a Ballade and an Alla marcia, are among the most often played of all "
                "his pieces."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote The Threepenny Opera?",
        "Bertolt Brecht wrote the words and Kurt Weill the music; it opened in Berlin in 1928",
        [
            D(
                "Rise and Fall of the City of Mahagonny, an opera by Brecht and Weill about a city "
                "of pleasure built in the desert by three fugitives from the law, had its premiere "
                "in Leipzig in March 1930, where Nazi supporters in the audience started a riot. "
                "Its Alabama Song, written in English, was recorded by the Doors in 1967 and by "
                "David Bowie, who released it as a single in 1980."
            ),
            S(
                "The Threepenny Opera opened at the Theater am Schiffbauerdamm in Berlin on 31 "
                "August 1928. Bertolt Brecht wrote the words, reworking an eighteenth-century "
                "English ballad opera with the help of Elisabeth Hauptmann, and Kurt Weill wrote "
                "the music, scored for a small jazz band. Its opening ballad about the murderer "
                "Macheath became one of the century's most recorded songs."
            ),
            D(
                "Mother Courage and Her Children was written in 1939, while its author was in "
                "exile in Sweden, and first staged in Zurich in 1941. It follows a canteen woman "
                "who drags her cart through the Thirty Years' War, living off the fighting that "
                "takes all three of her children. In Berlin in 1949 Helene Weigel played the title "
                "role, and the Berliner Ensemble was founded that year."
            ),
            D(
                "Bobby Darin's recording of Mack the Knife, a song about a cold-blooded killer "
                "with a hidden blade, topped the American charts for nine weeks in 1959 and won "
                "the Grammy for record of the year. Louis Armstrong had recorded it four years "
                "earlier, and in Berlin in 1960 Ella Fitzgerald forgot the words on stage and made "
                "up new ones, winning a Grammy of her own for the album."
            ),
            D(
                "Lotte Lenya, born in Vienna in 1898, became famous playing the prostitute Jenny "
                "on the Berlin stage in the late 1920s and left Germany in 1933. In New York she "
                "played Jenny again in the off-Broadway revival of 1954, which ran for more than "
                "2,600 performances and won her a Tony Award, and she later played the villain "
                "Rosa Klebb in the Bond film From Russia with Love."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "when were the first commonwealth games",
        "in August 1930, as the British Empire Games, in Hamilton, Ontario, Canada",
        [
            D(
                "At the Festival of Empire at the Crystal Palace in London in 1911, held to mark "
                "the coronation of George V, teams from Australasia, Canada, South Africa and the "
                "United Kingdom met in an Inter-Empire Championship of athletics, boxing, swimming "
                "and wrestling. Canada won the trophy, a silver cup given by Lord Lonsdale, and "
                "the meeting is often seen as the forerunner of a later event."
            ),
            D(
                "The Birmingham Commonwealth Games of 2022 ran from 28 July to 8 August, with "
                "about 5,000 athletes from 72 nations and territories and the athletics held at "
                "the Alexander Stadium. For the first time at a major multi-sport event there were "
                "more medal events for women than for men, and women's T20 cricket was played at "
                "the Games for the first time, won by Australia."
            ),
            D(
                "The first Asian Games were held in New Delhi in March 1951, with about five "
                "hundred athletes from eleven nations competing in six sports, among them "
                "athletics, basketball, cycling, football, swimming and weightlifting. Japan won "
                "the most gold medals, and the games were opened by the Indian president, Rajendra "
                "Prasad, at the National Stadium by the India Gate."
            ),
            S(
                "The games now called the Commonwealth Games were first held in Hamilton, Ontario, "
                "in August 1930, under the name of the British Empire Games. About four hundred "
                "athletes from eleven nations took part in athletics, boxing, lawn bowls, rowing, "
                "swimming and wrestling, and England finished at the top of the medal table. Women "
                "competed only in swimming and diving that first time."
            ),
            D(
                "The Commonwealth Youth Games, for athletes aged from fourteen to eighteen, were "
                "first held in Edinburgh in August 2000 and have since moved round the member "
                "nations, to Bendigo in Australia in 2004, Pune in India in 2008, the Isle of Man "
                "in 2011, Samoa in 2015 and the Bahamas in 2017, with Trinidad and Tobago hosting "
                "the seventh edition in August 2023."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came out first, VisiCalc or Lotus 1-2-3?",
        (
            "VisiCalc, released for the Apple II in October 1979, more than three years before "
            "Lotus 1-2-3 (January 1983)"
        ),
        [
            S(
                "VisiCalc, the first spreadsheet program for personal computers, was written by "
                "Dan Bricklin and Bob Frankston and went on sale for the Apple II in October 1979, "
                "published by a small company called Personal Software. Bricklin had the idea "
                "while a student at Harvard Business School, and many people bought an Apple just "
                "to run it, making it the first killer application."
            ),
            D(
                "Microsoft Excel first appeared in 1985, not on a PC but on the Apple Macintosh, "
                "where its mouse-driven menus and graphical grid were well ahead of rival programs "
                "running on text screens. A version for Windows followed in 1987, and by the early "
                "1990s Excel had overtaken the leading DOS spreadsheet to become the best-selling "
                "program of its kind in the world."
            ),
            D(
                "SuperCalc, written by the Californian company Sorcim and released in 1980 for "
                "computers running the CP/M operating system, was one of the earliest rivals to "
                "the pioneering Apple spreadsheet. It reached a wide audience when it was given "
                "away free with the Osborne 1, the first commercially successful portable "
                "computer, which went on sale in April 1981."
            ),
            S(
                "Lotus 1-2-3 was released in January 1983 by the Lotus Development Corporation, "
                "founded by Mitch Kapor, who had worked on companion products for VisiCalc, and "
                "the programmer Jonathan Sachs. Written for the IBM PC and named for its three "
                "functions, spreadsheet, charts and a simple database, it sold so well that it "
                "pulled IBM machines into offices everywhere."
            ),
            D(
                "The IBM Personal Computer, model 5150, was launched in New York on 12 August 1981 "
                "at a starting price of 1,565 dollars. Built largely from parts bought from other "
                "firms, among them an Intel 8088 processor and an operating system licensed from "
                "Microsoft, it set a standard that others soon copied, beginning with the Compaq "
                "Portable in 1983."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which races make up the English Triple Crown in horse racing?",
        "the 2,000 Guineas at Newmarket, the Derby at Epsom and the St Leger at Doncaster",
        [
            D(
                "The American Triple Crown is made up of the Kentucky Derby at Churchill Downs, "
                "the Preakness Stakes at Pimlico in Baltimore and the Belmont Stakes in New York, "
                "run within five weeks in May and June. Only thirteen horses have won all three "
                "since Sir Barton first did so in 1919, among them Secretariat, who took the "
                "Belmont by 31 lengths in 1973, and Justify, still unbeaten, in 2018."
            ),
            D(
                "A filly can win the fillies' Triple Crown by taking the 1,000 Guineas at "
                "Newmarket, the Oaks at Epsom and the St Leger at Doncaster in the same year, a "
                "feat achieved only a handful of times. The last to do it was Oh So Sharp, trained "
                "by Henry Cecil, in 1985, and Meld, who won all three in 1955, later became the "
                "dam of the Derby winner Charlottown."
            ),
            S(
                "In British flat racing a colt wins the Triple Crown by taking three classics in "
                "one season: the 2,000 Guineas over a mile at Newmarket in the spring, the Derby "
                "over a mile and a half at Epsom in June, and the St Leger over about a mile and "
                "three-quarters at Doncaster in September. West Australian was the first to do it, "
                "in 1853, and Nijinsky the last, in 1970."
            ),
            D(
                "In rugby union a Triple Crown is won by whichever of England, Ireland, Scotland "
                "and Wales beats the other three in the same Six Nations season. There is no fixed "
                "match for it, and since 2006 the winners have been given a silver dish; Ireland, "
                "who won it in both 2022 and 2023, have taken it more often than any other side "
                "this century."
            ),
            D(
                "The Derby was first run at Epsom in 1780, named after the 12th Earl of Derby, who "
                "is said to have won a coin toss with Sir Charles Bunbury for the honour; "
                "Bunbury's colt Diomed won the first running. Today the race, for three-year-old "
                "colts and fillies over a mile and a half, is held on the first Saturday in June, "
                "with prize money of \u00a31.5 million."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How did the Enigma machine encrypt messages?",
        (
            "each key press sent a current through a plugboard that swapped pairs of letters, then "
            "through three (later four) wired rotors to a reflector and back by another path, "
            "lighting a lamp for the cipher letter; the rotors stepped with each key press, so the "
            "substitution changed for every letter"
        ),
        [
            D(
                "The bombe, designed by Alan Turing with improvements from Gordon Welchman, was an "
                "electromechanical machine built at Bletchley Park from 1940 to find the daily "
                "settings of intercepted German traffic. It tested possible rotor positions "
                "against a crib, a guessed stretch of the plain text, and threw out those that led "
                "to contradictions; more than two hundred were in use by 1945."
            ),
            S(
                "When an operator pressed a key on an Enigma, current ran through a plugboard that "
                "swapped pairs of letters, then through three wired rotors, each scrambling the "
                "alphabet, to a reflector that sent it back by another path to light a lamp "
                "showing the cipher letter. The right-hand rotor turned one step at every key "
                "press, and the others in turn, so a letter came out differently each time."
            ),
            D(
                "The Lorenz SZ42 used by the German high command worked on teleprinter signals "
                "rather than Morse code: it added to each character of a message a stream of "
                "pseudo-random characters produced by twelve pinwheels, and the receiving machine, "
                "set the same way, took them off again. British codebreakers called it Tunny, and "
                "the Colossus computer helped to break it from 1944."
            ),
            D(
                "In December 1932 the Polish mathematician Marian Rejewski worked out the internal "
                "wiring of the German Enigma using permutation theory and settings supplied by "
                "French intelligence, and his colleagues built a machine called the bomba in 1938 "
                "to speed up the work. In July 1939, weeks before the invasion of Poland, they "
                "handed their methods and replica machines to the British and French."
            ),
            D(
                "The Caesar cipher, named after Julius Caesar, who is said to have used it in his "
                "private letters, replaces each letter with the one a fixed number of places "
                "further on in the alphabet: with a shift of three, A becomes D and B becomes E. "
                "With only twenty-five possible shifts it can be broken by trying each in turn, or "
                "by counting which letters turn up most often."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why was the Sherman Antitrust Act passed?",
        (
            "because huge trusts and combinations, led by Rockefeller's Standard Oil, had come to "
            "control whole industries in the 1880s, fixing prices and crushing smaller rivals, and "
            "farmers, workers and small firms demanded action; the act outlawed restraints of "
            "trade and monopolisation"
        ),
        [
            D(
                "The Clayton Antitrust Act, signed by Woodrow Wilson in October 1914, spelled out "
                "practices that the earlier law had left vague, banning price discrimination that "
                "lessened competition, mergers by buying up shares that did the same, and "
                "interlocking boards of directors. It also declared that human labour was not a "
                "commodity, shielding trade unions from antitrust suits."
            ),
            D(
                "In May 1911 the Supreme Court ruled that Standard Oil had illegally monopolised "
                "the oil business and ordered it broken up within six months into 34 separate "
                "companies, among them the forerunners of Exxon, Mobil and Chevron. Chief Justice "
                "Edward White's opinion set out a 'rule of reason', under which only unreasonable "
                "restraints of trade were forbidden, and Rockefeller grew richer still from his "
                "shares."
            ),
            S(
                "By the late 1880s huge combinations known as trusts, led by John D. Rockefeller's "
                "Standard Oil, had come to control whole industries such as oil, sugar and "
                "whiskey, fixing prices and driving smaller rivals out of business. Anger among "
                "farmers, workers and small firms pushed Congress to pass the Sherman Antitrust "
                "Act in 1890, outlawing contracts in restraint of trade and attempts to monopolise."
            ),
            D(
                "The Interstate Commerce Act of 1887 was passed because railroads charged Western "
                "farmers far more to ship grain a short distance than big shippers paid for long "
                "hauls, and gave secret rebates to favoured customers. It required rates to be "
                "reasonable and published, and it created the Interstate Commerce Commission, the "
                "first independent regulatory agency of the federal government."
            ),
            D(
                "John Sherman, a Republican from Ohio, served in the Senate for more than thirty "
                "years and as Treasury Secretary under Rutherford B. Hayes, when he steered the "
                "return to gold-backed currency in 1879. The younger brother of the Civil War "
                "general William Tecumseh Sherman, he became Secretary of State under William "
                "McKinley in 1897 but resigned within a year as war with Spain approached."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "does a hung parliament mean a coalition",
        (
            "no: it only means that no party has a majority in the Commons; it may lead to a "
            "coalition, as in 2010, or to a minority government, as in 2017 when the Conservatives "
            "governed with DUP support on key votes"
        ),
        [
            D(
                "After the election of 6 May 2010, David Cameron and Nick Clegg spent five days "
                "negotiating before the Conservatives and Liberal Democrats agreed to govern "
                "together. Clegg became deputy prime minister and four more Liberal Democrats "
                "joined the cabinet, the two leaders held a joint press conference in the Downing "
                "Street rose garden, and the Fixed-term Parliaments Act followed in 2011."
            ),
            D(
                "A hung jury is one that cannot agree on a verdict. In England and Wales a judge "
                "may accept a majority verdict of at least ten to two once the jury has "
                "deliberated for at least two hours, a rule brought in by the Criminal Justice Act "
                "1967; if even that proves impossible, the jury is discharged and the prosecution "
                "may seek a retrial before a new one."
            ),
            S(
                "A hung parliament is one in which no single party holds more than half of the "
                "seats in the House of Commons. It does not by itself produce a coalition: the "
                "largest party may govern alone as a minority, as Theresa May's Conservatives did "
                "from 2017 with the Democratic Unionists backing them on key votes, or parties may "
                "agree a formal coalition, as they did in 2010."
            ),
            D(
                "To command a majority in the House of Commons a party needs 326 of the 650 seats, "
                "though the real figure is a little lower, since the Speaker and the deputy "
                "speakers do not vote and Sinn F\u00e9in's members do not take their seats. In "
                "July 2024 Labour won 411 seats under Keir Starmer, giving it a majority of 174, "
                "one of the largest since the Second World War."
            ),
            D(
                "In the United States, divided government means that one party holds the White "
                "House while the other controls at least one chamber of Congress, as happened for "
                "six of Barack Obama's eight years. The president keeps full executive power and "
                "can fill the cabinet entirely from his own party, but laws must be bargained "
                "through, and missed budget deadlines can shut the government down."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the director of the 1959 film Ben-Hur born?",
        (
            "Mulhouse, in Alsace (then part of the German Empire): Ben-Hur was directed by William "
            "Wyler, born there on 1 July 1902"
        ),
        [
            D(
                "The first feature film of Ben-Hur, released by MGM in 1925, was directed by Fred "
                "Niblo, born in York, Nebraska, in 1874, who took over after the original director "
                "was replaced during troubled filming in Italy. Starring Ramon Novarro, it cost "
                "nearly four million dollars, more than any other silent film, and its chariot "
                "race was shot in Culver City with dozens of cameras and thousands of extras."
            ),
            S(
                "The 1959 Ben-Hur, MGM's remake of its own silent epic, was directed by William "
                "Wyler and starred Charlton Heston as the Jewish prince sold into slavery by his "
                "boyhood friend Messala. Shot at the Cinecitt\u00e0 studios in Rome at a cost of "
                "about fifteen million dollars, with a chariot race that took months to film, it "
                "won eleven Academy Awards, a record since equalled but never beaten."
            ),
            D(
                "Lew Wallace, the author of the 1880 novel Ben-Hur: A Tale of the Christ, was born "
                "in Brookville, Indiana, in 1827. A Union general in the Civil War, he sat on the "
                "commission that tried the conspirators in Lincoln's murder and served as governor "
                "of New Mexico Territory, where he dealt with Billy the Kid, and later as American "
                "minister to the Sultan in Constantinople."
            ),
            S(
                "William Wyler was born on 1 July 1902 in Mulhouse, in Alsace, which was then part "
                "of the German Empire, to a Swiss father and a German mother. In 1920 he went to "
                "America to work for Universal, whose founder Carl Laemmle was a relative of his "
                "mother, and he went on to win three Academy Awards for directing, a total that "
                "only John Ford has beaten."
            ),
            D(
                "Titanic, directed by James Cameron, who was born in Kapuskasing, Ontario, in "
                "1954, equalled the old record of eleven Academy Awards in March 1998, among them "
                "best picture and best director. It was joined in 2004 by The Lord of the Rings: "
                "The Return of the King, which won all eleven of the awards for which it had been "
                "nominated, best picture included."
            ),
            D(
                "Charlton Heston won the Academy Award for best actor for playing Judah Ben-Hur, "
                "three years after he had played Moses in Cecil B. DeMille's The Ten Commandments. "
                "He later starred in El Cid and Planet of the Apes, marched for civil rights with "
                "Martin Luther King in 1963 and was president of the National Rifle Association "
                "from 1998 to 2003."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the Booker Prize first awarded?",
        "in April 1969, to P. H. Newby's Something to Answer For",
        [
            D(
                "Home > Books > Prizes | The International Booker\nThe International Booker began "
                "in 2005 as a prize given every two years for a writer's whole body of work, and "
                "its first winner was the Albanian novelist Ismail Kadare. Since 2016 it has gone "
                "each year to a single book translated into English, with the \u00a350,000 split "
                "equally between the author and the translator.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Prizes | The Lost Booker\nBecause the rules changed in 1971, "
                "novels published in 1970 were never eligible for the prize. In 2010 a special "
                "award put that right: a shortlist of six books from 1970 was put to a public "
                "vote, and the Lost Man Booker Prize went to J. G. Farrell's Troubles, set in a "
                "crumbling Irish hotel in 1919.\nShare this | Cookie policy"
            ),
            S(
                "Home > Books > Prizes | How the Booker began\nThe Booker Prize for Fiction was "
                "first awarded in April 1969, to P. H. Newby for Something to Answer For, a novel "
                "set in Port Said during the Suez crisis. It was paid for by Booker McConnell, a "
                "firm that traded in sugar and owned rights to Ian Fleming's books, and the prize "
                "was then worth \u00a35,000.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > French prizes | The Prix Goncourt\nThe Prix Goncourt, France's "
                "best-known literary award, was first given in December 1903, to John-Antoine Nau "
                "for his novel Force ennemie. It was set up under the will of the writer Edmond de "
                "Goncourt, the winner is chosen over lunch at the Drouant restaurant in Paris, and "
                "the cheque is worth just ten euros.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Prizes | The Booker of Bookers\nIn 1993 a panel of judges chose "
                "Salman Rushdie's Midnight's Children, the winner of 1981, as the best novel ever "
                "to have won the prize. It came top again in 2008, when a public vote named it the "
                "Best of the Booker, ahead of a shortlist that included novels by Nadine Gordimer "
                "and J. M. Coetzee.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "what is a birdie in golf",
        "a score of one stroke under par on a hole, such as a three on a par four",
        [
            D(
                "Home > Sport > Golf for beginners | Eagles and albatrosses\nAn eagle is two "
                "strokes under par on a hole, and an albatross, called a double eagle in America, "
                "is three under, such as a two on a par five. One of the most famous came at the "
                "1935 Masters, when Gene Sarazen holed his second shot at the 15th and went on to "
                "win in a play-off the next day.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Golf for beginners | Scoring terms explained\nA birdie is a score "
                "of one stroke below par on a single hole: a three on a par four, or a four on a "
                "par five. The word is said to come from the Atlantic City Country Club in 1899, "
                "where a player whose ball stopped inches from the cup called it 'a bird of a "
                "shot', and it spread quickly.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Badminton | What is a shuttlecock made of?\nA badminton "
                "shuttlecock, also called a birdie or shuttle, has sixteen overlapping goose or "
                "duck feathers fixed into a rounded cork base covered in thin leather, and weighs "
                "about five grams. Smashed by a top player it can leave the racket at well over "
                "400 km/h, yet it slows down sharply in the air.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Golf history | Where does bogey come from?\nBogey now means one "
                "stroke over par, but in the 1890s it meant the score a good player should make on "
                "a hole, after the Bogey Man of a music-hall song. Club members at Great Yarmouth "
                "spoke of playing against Colonel Bogey, and an army march written in 1914 took "
                "its name from the imaginary opponent.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Golf for beginners | What does par mean?\nPar is the number of "
                "strokes an expert golfer is expected to need to finish a hole, always allowing "
                "for two putts. Men's holes of up to about 260 yards are usually par threes, and a "
                "course's par, most often from 70 to 72, is simply the total of the pars for all "
                "eighteen of its holes.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which company is older, Michelin or Pirelli?",
        (
            "Pirelli, founded in Milan in January 1872, seventeen years before Michelin "
            "(Clermont-Ferrand, 1889)"
        ),
        [
            D(
                "Home > Motoring > Brand histories | Dunlop and the pneumatic tyre\nJohn Boyd "
                "Dunlop, a Scottish vet living in Belfast, made an air-filled tyre for his son's "
                "tricycle in 1887 and patented it the next year. A company to make it was set up "
                "in Dublin in 1889, but his patent was soon found invalid, because Robert William "
                "Thomson had patented the idea in 1845.\nShare this | Cookie policy"
            ),
            S(
                "Home > Motoring > Brand histories | Pirelli: from Milan to Formula One\nGiovanni "
                "Battista Pirelli, a young engineer, founded the company in Milan in January 1872 "
                "to make goods from rubber, at first belts, hoses and later insulated cable. "
                "Bicycle tyres followed in 1890 and car tyres in 1901, and since 2011 Pirelli has "
                "been the only supplier of tyres to Formula One.\nShare this | Cookie policy"
            ),
            D(
                "Home > Motoring > Brand histories | Continental: Hanover's rubber "
                "giant\nContinental was founded in Hanover on 8 October 1871 as a maker of soft "
                "rubber goods and solid tyres for carriages and bicycles. It began making car "
                "tyres in 1898, in 1904 it was the first company to give them a tread pattern, and "
                "it is now one of the largest suppliers of parts to the world's car "
                "industry.\nShare this | Cookie policy"
            ),
            S(
                "Home > Motoring > Brand histories | Michelin and the detachable tyre\nThe "
                "brothers Andr\u00e9 and \u00c9douard Michelin took over a family rubber works in "
                "Clermont-Ferrand in 1889 and gave it their name. In 1891 they patented a bicycle "
                "tyre that could be taken off and repaired in minutes, and Charles Terront rode on "
                "it to win the Paris\u2013Brest\u2013Paris race that September.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food > Guides | A short history of the Michelin Guide\nThe first Michelin "
                "Guide appeared in France in August 1900, a free red book for motorists listing "
                "garages, doctors and places to eat and sleep, of which some 35,000 copies were "
                "given away. Stars for restaurants arrived in 1926, and the full scale of one to "
                "three stars followed in 1931.\nShare this | Cookie policy"
            ),
            D(
                "Home > Motoring > Brand histories | Bridgestone\nShojiro Ishibashi founded "
                "Bridgestone in Kurume, Japan, in 1931, after years spent making rubber-soled tabi "
                "socks for workers. The name is a translation of his own: ishi means stone and "
                "bashi bridge. In 1988 it bought the American firm Firestone, which Harvey "
                "Firestone had founded in Akron, Ohio, in 1900.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What's in a bouillabaisse?",
        (
            "several kinds of Mediterranean rockfish, above all scorpionfish, with gurnard, conger "
            "eel or John Dory and sometimes crabs, simmered in olive oil and water with onion, "
            "tomato, garlic, fennel, saffron and orange peel, served with rouille on toast"
        ),
        [
            D(
                "Home > Food > French classics | Bourride, the other fish soup of "
                "Provence\nBourride is made with firm white fish such as monkfish, sea bass or "
                "whiting, poached in a light stock of white wine, onion, leek and herbs. Just "
                "before serving, the broth is thickened off the heat with egg yolks and plenty of "
                "aioli, the garlic mayonnaise, so that it turns pale, creamy and rich, and it is "
                "served over toasted bread.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > American classics | San Francisco cioppino\nCioppino was created in "
                "the late 1800s by Italian fishermen in San Francisco's North Beach, who made it "
                "from whatever was left over from the day's catch. Today it is a tomato and white "
                "wine stew of Dungeness crab, clams, mussels, prawns and white fish, eaten with "
                "plenty of crusty bread for mopping up.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > French classics | A true Marseille bouillabaisse\nBouillabaisse "
                "needs at least four kinds of local rockfish, above all scorpionfish, with "
                "gurnard, conger eel or John Dory, and sometimes crabs. They are boiled hard in "
                "olive oil and water with onion, tomato, garlic, fennel, saffron and a strip of "
                "orange peel, and the broth is served first, over toast spread with "
                "rouille.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Sauces | How to make rouille\nRouille, whose name means rust, is a "
                "thick sauce of olive oil pounded with garlic, saffron and red chilli and bound "
                "with breadcrumbs soaked in fish stock or with a boiled potato. In Marseille it is "
                "spread on slices of toasted bread that are floated in fish soup, and some cooks "
                "add an egg yolk to make it more like mayonnaise.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Portuguese classics | Caldeirada\nCaldeirada is the fish stew of "
                "Portugal's fishing towns, named after the caldeira, the pot in which fishermen "
                "cooked part of their catch on the beach. Layers of fish such as sardines, hake "
                "and eel go into the pot with sliced potatoes, onions, tomatoes and peppers, a "
                "glass of white wine and a generous pour of olive oil.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does chip and PIN work?",
        (
            "the card's chip and the terminal exchange data, you type your four-digit PIN, which "
            "the chip checks itself or passes to your bank, and the chip signs each payment with a "
            "one-off encrypted code, so copied card details cannot be reused"
        ),
        [
            D(
                "Home > Money > Cards explained | How contactless works\nA contactless card has a "
                "tiny aerial running round its edge, and when it is held within about four "
                "centimetres of a reader it is powered by the reader's radio field and answers "
                "over near-field communication. In the UK the most you can pay with a single tap "
                "rose from \u00a310 when it began in 2007 to \u00a3100 in October 2021.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Money > Cards explained | What happens when you pay by chip and PIN\nWhen "
                "the card goes into the terminal, the chip and the reader exchange data, you type "
                "your four-digit PIN, and the chip checks it itself or sends it on to your bank. "
                "The chip then signs the payment with a one-off encrypted code, so that copying "
                "the card's details is of no use to a fraudster.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Banking history | Who invented the PIN?\nThe Scottish engineer "
                "James Goodfellow patented a personal identification number and a coded card for "
                "cash machines in 1966. The first cash machine, opened by Barclays in Enfield on "
                "27 June 1967, took paper vouchers marked with a mildly radioactive substance, and "
                "its inventor, John Shepherd-Barron, settled on a four-digit code.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Money > Security | Why card skimming used to work\nThe black magnetic "
                "stripe on the back of a card holds the same details every time it is swiped, so a "
                "skimmer hidden on a cash machine or a dishonest waiter's handheld reader could "
                "copy them onto a blank card. Losses from counterfeit cards in the UK peaked at "
                "about \u00a3170 million in 2008, before the stripe was phased out of most "
                "use.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Banking history | Chip and PIN day\nAfter a trial in Northampton "
                "in 2003, chip cards were rolled out across the UK from 2004, and from 14 February "
                "2006 most shops stopped accepting a signature in place of a PIN. Customers who "
                "had forgotten their numbers queued at their banks, and disabled people who could "
                "not use a keypad were offered chip and signature cards.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why does swiss cheese have holes",
        (
            "bacteria (Propionibacterium freudenreichii) feed on lactic acid while the wheels "
            "ripen in a warm cellar and give off carbon dioxide, which collects in bubbles; tiny "
            "hay particles in the milk give the bubbles a place to start"
        ),
        [
            D(
                "Home > Food > Cheese | Why blue cheese has veins\nThe blue-green veins in "
                "Roquefort and Stilton come from the mould Penicillium roqueforti, added to the "
                "milk or the curd. After some weeks the young cheeses are pierced with long steel "
                "needles, letting air into the middle so that the mould, which needs oxygen, can "
                "grow along the channels and spread through the paste; Stilton is usually pierced "
                "at about six weeks.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Cheese | Emmental: the facts\nEmmental is named after the valley of "
                "the river Emme, east of Bern, where it has been made for centuries. A single "
                "wheel of the protected Swiss version weighs from 75 to 120 kilograms and takes "
                "about a thousand litres of raw milk, and it must mature for at least four months "
                "before it can go on sale.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Cheese | Where Emmental's eyes come from\nThe holes in Emmental, "
                "known to cheesemakers as eyes, form while the wheels ripen for several weeks in a "
                "warm cellar. Bacteria called Propionibacterium freudenreichii feed on lactic acid "
                "and give off carbon dioxide, which collects in bubbles. Swiss researchers found "
                "in 2015 that tiny hay particles in the milk seed them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Food and digestion | Why hard cheese is low in lactose\nMost of "
                "the lactose in milk drains away with the whey when the curds are made, and during "
                "ripening bacteria turn what is left into lactic acid. After a few months a hard "
                "cheese such as Cheddar or Parmesan has almost no lactose left, which is why many "
                "people who cannot drink milk can still eat it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Cheese | Why are some cheeses orange?\nRed Leicester and many "
                "Cheddars get their colour from annatto, a dye made from the seeds of the tropical "
                "achiote tree. In the seventeenth century English cheesemakers added colour to "
                "imitate the deep yellow of cheese made from the rich summer milk of grass-fed "
                "cows, and buyers came to expect it all year round.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Does a grand jury decide whether someone is guilty?",
        (
            "no: a grand jury only decides whether there is probable cause to charge someone (to "
            "indict); guilt is decided later, at a trial"
        ),
        [
            D(
                "Home > Law > US legal system | The trial jury\nIn a federal criminal trial twelve "
                "jurors hear the evidence and must reach a unanimous verdict to convict, and since "
                "the Supreme Court's ruling in Ramos v. Louisiana in 2020 the same has been "
                "required in state courts for serious crimes. Jurors are drawn from local voter or "
                "driver lists, and lawyers may strike some without giving any reason.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Law > US legal system | What a grand jury does\nA grand jury does not "
                "decide guilt. Its 16 to 23 citizens hear evidence from prosecutors in secret, "
                "usually without the defence present, and vote on whether there is probable cause "
                "to charge someone with a crime. If at least twelve agree, they return an "
                "indictment, and the case moves on towards a trial.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Legal history | The end of the grand jury in England\nEngland, where "
                "the grand jury goes back to Henry II's Assize of Clarendon of 1166, largely "
                "abolished it in 1933, and the last grand juries sat in 1948. The United States "
                "kept it: the Fifth Amendment requires an indictment by a grand jury before anyone "
                "can be tried for a serious federal crime.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > US legal system | The preliminary hearing\nIn many states a "
                "prosecutor can bring a felony charge without a grand jury by filing a complaint "
                "and holding a preliminary hearing. A judge hears the witnesses in open court, the "
                "defence can cross-examine them and call its own, and if the judge finds enough "
                "evidence the accused is bound over for trial.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Criminal justice | What is a plea bargain?\nMore than nine in ten "
                "federal criminal cases in the United States end without a trial, because the "
                "accused agrees to plead guilty, often to a lesser charge or in return for a "
                "lighter sentence recommended by the prosecutor. The judge must check that the "
                "plea is made freely and that there is a factual basis for it.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In what year did the author of Ivanhoe die?",
        "1832: Ivanhoe (1819) is by Walter Scott, who died at Abbotsford on 21 September 1832",
        [
            S(
                "Home > Books > Classics | Ivanhoe at 200\nIvanhoe, a romance of the Middle Ages "
                "by Walter Scott, came out in Edinburgh in December 1819. Set in England in the "
                "1190s, while Richard the Lionheart is held captive abroad, it follows the knight "
                "Wilfred of Ivanhoe, the Jewish healer Rebecca and an outlaw called Locksley, and "
                "it sold 10,000 copies in a fortnight.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Classic Hollywood | Ivanhoe (1952)\nMGM's Ivanhoe, directed by "
                "Richard Thorpe and shot in England, starred Robert Taylor as the hero and the "
                "young Elizabeth Taylor as Rebecca, with Joan Fontaine and George Sanders. It was "
                "one of the studio's biggest hits of 1952 and was nominated for three Academy "
                "Awards, best picture among them.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Scottish lives | Robert Burns\nRobert Burns, Scotland's national "
                "poet, was born in Alloway, Ayrshire, on 25 January 1759, the night still marked "
                "with suppers of haggis. After years as a tenant farmer he became an excise "
                "officer in Dumfries, where he died on 21 July 1796, aged 37; his last son was "
                "born on the day of his funeral.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Scottish lives | Sir Walter Scott\nWalter Scott was born in "
                "Edinburgh's Old Town on 15 August 1771 and trained as a lawyer before his poems "
                "and novels made him famous. Ruined when his publishers collapsed in 1826, he "
                "wrote at a furious pace to pay off his debts, and he died at Abbotsford, his "
                "house near Melrose, on 21 September 1832.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Edinburgh | The Scott Monument\nThe Scott Monument on Princes "
                "Street is a Victorian Gothic spire 61 metres high, designed by George Meikle "
                "Kemp, a self-taught joiner who drowned in a canal in 1844 before it was finished. "
                "Beneath it sits a marble statue of the novelist by John Steell with his dog "
                "Maida, and visitors can climb 287 steps to the top.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Classics | Waverley, the first of the novels\nWaverley, published "
                "without its author's name in July 1814, tells of a young English officer caught "
                "up in the Jacobite rising of 1745. It was such a success that the later novels, "
                "Rob Roy among them, were sold as 'by the author of Waverley', and the writer did "
                "not admit in public to writing them until 1827.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "Who wrote The Social Contract?",
        "Jean-Jacques Rousseau, in 1762",
        [
            D(
                "Q: Who wrote The Spirit of the Laws?\nA: Charles-Louis de Secondat, Baron de "
                "Montesquieu, a magistrate from near Bordeaux, who published it without his name "
                "in Geneva in 1748. Comparing the governments of many countries, it argued that "
                "liberty is safest when the legislative, executive and judicial powers are held by "
                "separate bodies, an idea the framers of the US Constitution took up."
            ),
            D(
                "Q: What is social contract theory?\nA: It is the idea that people agree, openly "
                "or tacitly, to give up some of their freedom to a government in return for order "
                "and protection. Thomas Hobbes argued in Leviathan (1651) that without such a "
                "bargain life would be 'solitary, poor, nasty, brutish and short', and that people "
                "should therefore submit to an absolute sovereign."
            ),
            S(
                "Q: Who wrote The Social Contract?\nA: The Geneva-born philosopher Jean-Jacques "
                "Rousseau, who published it in Amsterdam in 1762, the same year as his book on "
                "education, Emile. It opens with the line 'Man is born free, and everywhere he is "
                "in chains', and argues that rightful authority can rest only on the general will "
                "of the people as a whole."
            ),
            D(
                "Q: Who wrote Common Sense?\nA: Thomas Paine, an Englishman who had arrived in "
                "Philadelphia only in 1774, published the pamphlet there in January 1776 without "
                "his name on it. In plain language it argued that the American colonies should "
                "break away from Britain and from monarchy altogether, and it sold well over a "
                "hundred thousand copies within months."
            ),
            D(
                "Q: What is Emile about?\nA: Emile, or On Education, published in 1762, follows "
                "the upbringing of an imaginary boy raised in the country, away from the "
                "corruption of society, who learns from experience rather than from books. It was "
                "condemned by the Paris parlement and burned in Geneva, and its author had to flee "
                "France to avoid arrest."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how many players on a mens field lacrosse team",
        "ten a side: a goalkeeper, three defenders, three midfielders and three attackers",
        [
            D(
                "Women's lacrosse: fact sheet\n- Twelve players a side, including the "
                "goalkeeper\n- Little body contact; checks towards the head are banned\n- Sticks "
                "with shallow pockets, so the ball is harder to hold\n- A draw in the centre "
                "restarts play after each goal\n- Free positions for fouls near goal, like a "
                "penalty\n- First women's World Cup held in Nottingham in 1982"
            ),
            D(
                "Box lacrosse: fact sheet\n- Played indoors in an ice-hockey rink with the ice "
                "covered over\n- Six players a side: five runners and a goalkeeper\n- A 30-second "
                "shot clock\n- Developed in Canada in the 1930s\n- Played professionally in the "
                "National Lacrosse League\n- Lacrosse named Canada's national summer sport by an "
                "act of 1994"
            ),
            S(
                "Men's field lacrosse: fact sheet\n- Ten players a side: a goalkeeper, three "
                "defenders, three midfielders and three attackers\n- Four quarters, of 15 minutes "
                "in US college play\n- Goal six feet square\n- Offside if a team has fewer than "
                "four players in its own half or three in the attacking half\n- Long sticks of up "
                "to 72 inches for at most four players"
            ),
            D(
                "Lacrosse Sixes: fact sheet\n- Six players a side on a smaller field, with no "
                "fixed positions\n- Quarters of eight minutes\n- A 30-second shot clock\n- Created "
                "by World Lacrosse for fast, short tournaments\n- First played at the World Games "
                "in Birmingham, Alabama, in 2022\n- Chosen for the Los Angeles Olympics of 2028"
            ),
            D(
                "Q: Where does lacrosse come from?\nA: From ball games played by Indigenous "
                "peoples of eastern North America, among them the Haudenosaunee, who call it the "
                "Creator's game; matches could involve hundreds of players and last for days. "
                "French missionaries in the 1630s gave it its name, and the Montreal dentist "
                "George Beers wrote down its first rules in 1867."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is older, the Monte Carlo Rally or the Dakar Rally?",
        (
            "the Monte Carlo Rally, first held in January 1911, against the Dakar's first start "
            "from Paris on 26 December 1978"
        ),
        [
            S(
                "Monte Carlo Rally: fact sheet\n- First held in January 1911, at the wish of "
                "Prince Albert I of Monaco\n- Crews originally set off from cities all over Europe "
                "and met in Monaco\n- First winner: Henri Rougier in a Turcat-M\u00e9ry\n- Famous "
                "for night stages over the snowy Col de Turini\n- Usually opens the World Rally "
                "Championship season each January"
            ),
            D(
                "Monaco Grand Prix: fact sheet\n- First run on 14 April 1929, organised by Antony "
                "Nogh\u00e8s\n- First winner: William Grover-Williams in a Bugatti\n- Street "
                "circuit of about 3.3 km through Monte Carlo\n- Part of the Formula One world "
                "championship since 1950, with gaps\n- Ayrton Senna won it six times, a record"
            ),
            D(
                "Peking to Paris: fact sheet\n- Motor race proposed by the Paris newspaper Le "
                "Matin in 1907\n- Five cars set off from Peking on 10 June 1907\n- Winner: Prince "
                "Scipione Borghese in an Itala, in Paris on 10 August\n- Route across the Gobi "
                "Desert and Siberia, some 15,000 km\n- Revived as an endurance rally for classic "
                "cars in 1997"
            ),
            S(
                "Dakar Rally: fact sheet\n- First start from Paris on 26 December 1978, finishing "
                "in Dakar, Senegal, in January 1979\n- Founded by Thierry Sabine after he was lost "
                "in the Libyan desert in 1977\n- Classes for motorbikes, cars, trucks and quads\n- "
                "Moved to South America in 2009 after threats in Mauritania\n- Held in Saudi "
                "Arabia since 2020"
            ),
            D(
                "24 Hours of Le Mans: fact sheet\n- First run on 26 and 27 May 1923\n- Organised "
                "by the Automobile Club de l'Ouest\n- Circuit de la Sarthe, about 13.6 km long, "
                "mostly on public roads\n- Porsche has the most overall wins of any maker\n- Tom "
                "Kristensen holds the drivers' record, with nine wins"
            ),
            D(
                "Africa Eco Race: fact sheet\n- Created in 2009, after the best-known desert rally "
                "left Africa\n- Route from the south of France or Monaco through Morocco and "
                "Mauritania\n- Finish at the Lac Rose near Dakar, the old rally's traditional "
                "end\n- Classes for motorbikes, cars and trucks\n- Founded by Jean-Louis Schlesser "
                "and Ren\u00e9 Metge"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the two types of lasting power of attorney in England and Wales?",
        "one for property and financial affairs, and one for health and welfare",
        [
            D(
                "Q: What is an ordinary power of attorney?\nA: It is a simpler deed, often called "
                "a general power of attorney, that lets someone act for you in money matters for a "
                "time, for example while you are abroad or in hospital. It is valid only while you "
                "have mental capacity, so it stops working just when many people would need it "
                "most, and it cannot cover health decisions."
            ),
            S(
                "Q: What kinds of lasting power of attorney are there?\nA: In England and Wales "
                "there are two. A property and financial affairs LPA lets your attorneys manage "
                "bank accounts, pay bills and sell your home, and can be used with your consent "
                "while you still have capacity. A health and welfare LPA covers care, medical "
                "treatment and where you live, and can be used only once you lack capacity."
            ),
            D(
                "Q: Is an enduring power of attorney still valid?\nA: Yes, if it was signed before "
                "1 October 2007, when the Mental Capacity Act 2005 replaced it with a newer kind "
                "of power. An EPA covers only property and money, not health, and once the donor "
                "starts to lose mental capacity it must be registered with the Office of the "
                "Public Guardian before the attorneys can use it."
            ),
            D(
                "Q: What if someone loses capacity without a power of attorney?\nA: Their family "
                "may have to apply to the Court of Protection to be appointed as a deputy. This "
                "takes longer and costs more, the court decides who is suitable, and a deputy must "
                "send the Office of the Public Guardian a report each year and may have to buy a "
                "security bond to protect the money."
            ),
            D(
                "Q: How does it work in Scotland?\nA: Scotland has its own law, the Adults with "
                "Incapacity (Scotland) Act 2000. A continuing power of attorney covers money and "
                "property, a welfare power of attorney covers personal and medical decisions, and "
                "many people make a combined document, which must be registered with the Office of "
                "the Public Guardian in Falkirk before it can be used, much like its counterparts "
                "south of the border."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does an escrow account work?",
        (
            "a neutral third party holds the buyer's money or key documents and releases them to "
            "the seller only when both sides have done what the contract requires"
        ),
        [
            D(
                "Q: How is a tenancy deposit protected in England?\nA: Since April 2007 a landlord "
                "who takes a deposit for an assured shorthold tenancy must put it in one of three "
                "government-approved schemes within 30 days of receiving it and tell the tenant "
                "which one. At the end of the tenancy any dispute over deductions can go to the "
                "scheme's free adjudication service instead of to court."
            ),
            D(
                "Q: What is earnest money?\nA: In an American home purchase it is a good-faith "
                "deposit, usually 1 to 3 percent of the price, that the buyer pays soon after an "
                "offer is accepted, to show they are serious. It counts towards the down payment "
                "at closing, but a buyer who walks away without a reason the contract allows can "
                "lose it to the seller."
            ),
            S(
                "Q: How does escrow work?\nA: A neutral third party, such as a title company, a "
                "lawyer or a specialist website, holds the buyer's money or key documents in a "
                "separate account. It releases them to the seller only when both sides have done "
                "what the contract requires, for example once the title to a house has been "
                "transferred or the buyer has received and checked the goods."
            ),
            D(
                "Q: How does a letter of credit work?\nA: An importer's bank promises to pay an "
                "exporter a set sum as soon as the exporter presents documents, such as a bill of "
                "lading and an invoice, that match the agreed terms exactly. The exporter no "
                "longer depends on a distant buyer's good faith, and the buyer knows it will pay "
                "only once the goods have been shipped."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why was the millennium bug a problem",
        (
            "to save memory, many older programs stored years as two digits, so the year 2000 "
            "('00') could be read as 1900, throwing out calculations of ages, interest, expiry "
            "dates and schedules"
        ),
        [
            D(
                "Q: What is the year 2038 problem?\nA: Many systems count time as the number of "
                "seconds since 1 January 1970, stored as a signed 32-bit number. That number runs "
                "out at 03:14:07 UTC on 19 January 2038, after which it wraps round to a negative "
                "value and the date jumps back to December 1901, unless the software has moved to "
                "64-bit time."
            ),
            S(
                "Q: What was the millennium bug?\nA: In the decades when computer memory was "
                "scarce and dear, programmers saved space by storing years as two digits, so that "
                "1975 was kept as 75. When 2000 came, '00' could be read as 1900, throwing out any "
                "calculation of ages, interest, expiry dates or schedules. Fixing it cost an "
                "estimated 300 billion dollars worldwide."
            ),
            D(
                "Q: Why was 2000 a leap year when 1900 was not?\nA: Under the Gregorian calendar, "
                "brought in by Gregory XIII in 1582, a year divisible by four is a leap year "
                "unless it is divisible by 100, in which case it is a leap year only if it can "
                "also be divided by 400. So 1700, 1800 and 1900 had no 29 February, but 2000 did, "
                "which some software got wrong."
            ),
            D(
                "Q: What was the GPS week number rollover?\nA: GPS satellites broadcast the date "
                "as a week number held in just 10 bits, so the count can only reach 1,023 before "
                "going back to zero, once every 19.7 years. It first rolled over in August 1999 "
                "and again on 6 April 2019, when some older receivers and a few aircraft systems "
                "showed the wrong date."
            ),
            D(
                "Q: What actually happened on 1 January 2000?\nA: Very little. Power stations, "
                "banks and aircraft kept working, and most of the failures reported were minor: "
                "some websites showed the year as 19100, a few ticket machines stopped, and a "
                "hospital in Sheffield sent wrong Down's syndrome test results to pregnant women. "
                "Critics later asked whether the sums spent had been needed."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you claim land by squatting on it in England?",
        (
            "sometimes: through adverse possession, after ten years' occupation of registered land "
            "a squatter can apply to HM Land Registry, though the owner is told and can usually "
            "block it (twelve years for unregistered land); squatting in a residential building is "
            "a crime"
        ),
        [
            D(
                "Q: Is squatting in a house illegal?\nA: Yes. Since 1 September 2012, under "
                "section 144 of the Legal Aid, Sentencing and Punishment of Offenders Act, living "
                "in a residential building that you entered as a trespasser is a criminal offence "
                "in England and Wales, punishable by up to six months in prison, a fine of up to "
                "\u00a35,000 or both. Squatting in commercial property is not in itself a crime."
            ),
            D(
                "Q: Can I gain a right of way by using a path?\nA: Possibly. If you have crossed "
                "someone else's land openly for at least twenty years, without force, secrecy or "
                "permission, you may be able to claim a legal right of way, or easement, by "
                "prescription, under the Prescription Act 1832 or the older rules of common law. "
                "The right lets you pass over the land, but you do not come to own it, and the "
                "owner keeps the land."
            ),
            S(
                "Q: Can a squatter become the owner of land?\nA: Sometimes, through adverse "
                "possession. Someone who has occupied registered land as if it were their own for "
                "ten years can apply to HM Land Registry to be registered as owner, but the owner "
                "is told and can usually block the claim; for unregistered land, twelve years' "
                "occupation can be enough. Squatting in a residential building, though, is a crime."
            ),
            D(
                "Q: Who owns the land under a road?\nA: Often not the council. Under a rule known "
                "as ad medium filum, the owners of the properties on each side are presumed to own "
                "the ground beneath a highway up to its middle line, while the highway authority "
                "owns only the surface and the layer just below and above it needed for the road. "
                "Land Registry plans rarely show these strips."
            ),
            D(
                "Q: Do long leases have to be registered?\nA: Yes. In England and Wales a new "
                "lease granted for more than seven years must be registered at HM Land Registry, "
                "or the legal title does not pass to the tenant. Shorter leases take effect "
                "without registration, and many flat owners hold leases of 99 or 125 years, which "
                "they may be able to extend by law."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Which president appointed the first woman to serve as US Secretary of State?",
        (
            "Bill Clinton: the first woman in the post was Madeleine Albright, whom he chose in "
            "December 1996; she served from 1997 to 2001"
        ),
        [
            S(
                "Q: Who was the first woman to be US Secretary of State?\nA: Madeleine Albright, "
                "who was sworn in on 23 January 1997 and served for four years. Born Marie Jana "
                "Korbelov\u00e1 in Prague in 1937, she came to the United States as a child after "
                "the communists took power. The second woman in the post was Condoleezza Rice, in "
                "2005, and the third Hillary Clinton, in 2009."
            ),
            D(
                "Q: Who was the first woman in a US cabinet?\nA: Frances Perkins, whom Franklin D. "
                "Roosevelt made Secretary of Labor in 1933. She held the post for twelve years, "
                "longer than anyone else, and helped to draw up the Social Security Act of 1935, "
                "the minimum wage and the ban on child labour in the Fair Labor Standards Act of "
                "1938."
            ),
            D(
                "Q: Who was the first woman to be British Foreign Secretary?\nA: Margaret Beckett, "
                "appointed by Tony Blair in May 2006 when Jack Straw was moved to Leader of the "
                "House. She served for just over a year, until Gordon Brown became prime minister "
                "in June 2007, and Liz Truss became the second woman in the post in September "
                "2021, under Boris Johnson."
            ),
            S(
                "Q: What did Madeleine Albright do before she became Secretary of State?\nA: She "
                "taught at Georgetown University and advised Democratic candidates, and in 1993 "
                "President Bill Clinton made her the US ambassador to the United Nations. In "
                "December 1996, as his second term was about to begin, he chose her as Secretary "
                "of State, and the Senate confirmed her by 99 votes to none."
            ),
            D(
                "Q: Who was the first African American Secretary of State?\nA: Colin Powell, a "
                "retired four-star general and former chairman of the Joint Chiefs of Staff, "
                "appointed by George W. Bush in January 2001. In February 2003 he made the case at "
                "the United Nations that Iraq had weapons of mass destruction, a speech he later "
                "called a blot on his record. He had also been national security adviser to Ronald "
                "Reagan."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted The Gleaners?",
        "Jean-Fran\u00e7ois Millet, shown at the Paris Salon of 1857",
        [
            D(
                "Two peasants, a man and a woman, stand with bowed heads in a flat field at dusk, "
                "a basket of potatoes at their feet, as a distant church bell calls them to "
                "prayer. Jean-Fran\u00e7ois Millet painted the scene between 1857 and 1859, and "
                "when it came up for sale in Paris in 1889 it set off a bidding war between French "
                "and American buyers."
            ),
            S(
                "Three peasant women bend low over a stubbled field, picking up the stray ears of "
                "wheat that the harvesters have left behind, while carts and great stacks rise in "
                "the golden haze behind them. Jean-Fran\u00e7ois Millet showed the canvas at the "
                "Paris Salon of 1857, where some critics saw a threat of unrest in it, and it now "
                "hangs in the Mus\u00e9e d'Orsay."
            ),
            D(
                "Gustave Courbet's painting of two labourers breaking stones by a roadside, an old "
                "man with a hammer and a boy carrying a heavy basket, caused a stir at the Paris "
                "Salon of 1850 for showing poor working people at life size. It was destroyed in "
                "February 1945, with many other works, when Allied bombing struck Dresden, and is "
                "now known only from photographs."
            ),
            D(
                "Jules Breton's painting of a barefoot young peasant woman with a sickle, pausing "
                "at sunrise to listen to a skylark, was shown in Paris in 1884 and later given to "
                "the Art Institute of Chicago. In 1934 a newspaper poll named it the most popular "
                "painting in America, and Willa Cather borrowed its title for her 1915 novel about "
                "a singer."
            ),
            D(
                "Agn\u00e8s Varda's documentary of 2000 takes its title from a famous French "
                "painting of harvest workers. Travelling the country with a small digital camera, "
                "she films people who pick up what others throw away, from potatoes too oddly "
                "shaped to sell to leftovers at street markets, and turns the camera on her own "
                "ageing hands. It won dozens of awards."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who invented the loom that used punched cards",
        "Joseph-Marie Jacquard, a silk weaver from Lyon, who showed it in 1804",
        [
            D(
                "Edmund Cartwright, a clergyman and poet from Nottinghamshire with no training in "
                "mechanics, patented a loom driven by water or steam power in 1785, after a "
                "conversation about spinning machines with businessmen from Manchester. His own "
                "weaving mill at Doncaster failed, but Parliament voted him \u00a310,000 in 1809 "
                "for what the invention had done for the cotton trade."
            ),
            D(
                "Herman Hollerith, an American engineer, built an electric tabulating machine that "
                "counted the 1890 census of the United States by reading holes punched in cards, "
                "one for each person, finishing the job in a fraction of the time the 1880 count "
                "had taken. The company he founded in 1896 later merged with others and in 1924 "
                "took the name International Business Machines."
            ),
            S(
                "In 1804 Joseph-Marie Jacquard, a silk weaver from Lyon, showed an attachment that "
                "sat on top of a loom and lifted each warp thread or left it down according to "
                "rows of holes in a long chain of stiff cards. Patterns as intricate as a portrait "
                "could now be woven by a single worker, and the device spread so fast that "
                "thousands were at work in France within a decade."
            ),
            D(
                "John Kay of Bury, Lancashire, patented the flying shuttle in 1733: jerked back "
                "and forth by a cord, it shot across the loom on little wheels, so that one weaver "
                "could make broadcloth that had needed two, and twice as fast. Weavers who feared "
                "for their jobs attacked his house, and he ended his days in France, where he died "
                "poor and forgotten."
            ),
            D(
                "Charles Babbage's Analytical Engine, designed from 1834 but never built, was "
                "meant to be the first general-purpose mechanical computer, with a store for a "
                "thousand numbers and a mill for arithmetic. It was to read its instructions and "
                "data from chains of cards with holes in them, an idea taken straight from the "
                "silk mills, and Babbage owned a portrait woven that way."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which film came first, Nosferatu or Battleship Potemkin?",
        (
            "Nosferatu, first shown in Berlin in March 1922, more than three years before "
            "Battleship Potemkin (Moscow, December 1925)"
        ),
        [
            D(
                "Robert Wiene's The Cabinet of Dr. Caligari, released in Berlin in February 1920, "
                "tells of a fairground showman who uses a sleepwalker to commit murders, filmed on "
                "sets with painted shadows and crooked streets. Its jagged look made it the "
                "best-known work of German Expressionist cinema, and its framing story is said to "
                "have been a late change to the script."
            ),
            S(
                "F. W. Murnau's unlicensed version of Bram Stoker's vampire story, with Max "
                "Schreck as the rat-like Count Orlok, who brings plague to a German port, had its "
                "first showing in Berlin in March 1922. Stoker's widow sued the producers, and a "
                "court ordered every copy to be destroyed, but a few prints escaped the order and "
                "the film survives."
            ),
            D(
                "Strike, Sergei Eisenstein's first feature, was released in April 1925 and shows a "
                "walkout at a factory in tsarist Russia crushed by the police and army. Its famous "
                "final sequence cuts the shooting of the workers together with the slaughter of a "
                "bull in an abattoir, and it was followed in 1928 by October, made for the tenth "
                "anniversary of the revolution."
            ),
            S(
                "Sergei Eisenstein's silent account of the 1905 mutiny aboard a warship of the "
                "tsar's Black Sea fleet, with its massacre of civilians on the great flight of "
                "steps down to the harbour at Odessa, was first shown at the Bolshoi Theatre in "
                "Moscow in December 1925, to mark the twentieth anniversary of the revolution of "
                "1905."
            ),
            D(
                "Werner Herzog's remake of the silent vampire classic, released in 1979, starred "
                "Klaus Kinski as the count and Isabelle Adjani as Lucy, and was shot in both "
                "German and English versions in the Netherlands and Czechoslovakia. Robert Eggers "
                "made another remake, with Bill Skarsg\u00e5rd and Lily-Rose Depp, which came out "
                "on Christmas Day 2024."
            ),
            D(
                "Tod Browning's Dracula, made for Universal with Bela Lugosi repeating his stage "
                "role as the count, opened in New York in February 1931 and made a fortune for the "
                "studio in the depths of the Depression. A Spanish-language version was shot at "
                "night on the same sets with a different cast, and many critics now think it the "
                "better film."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What goes into a Sachertorte?",
        (
            "a dense chocolate sponge, a layer of apricot jam and a dark chocolate glaze, served "
            "with unsweetened whipped cream"
        ),
        [
            D(
                "The cake of Linz, said to be the oldest with a known recipe, from 1653, is made "
                "with a short pastry rich in ground almonds or hazelnuts, butter and cinnamon, "
                "filled with redcurrant jam and topped with a lattice of the same dough. It keeps "
                "well for days, and many Austrian households bake one at Christmas, often with a "
                "scattering of flaked almonds."
            ),
            D(
                "From the 1930s the Hotel Sacher and the Demel confectionery, where Franz Sacher's "
                "grandson had worked, fought in court over which of them could sell the genuine "
                "cake. A settlement in 1963 gave the hotel the name Original Sacher-Torte, marked "
                "with a round chocolate seal, while Demel sells its own as the "
                "Eduard-Sacher-Torte, with a triangular one."
            ),
            S(
                "Vienna's most famous chocolate cake, the one that the sixteen-year-old apprentice "
                "Franz Sacher is said to have made for Prince Metternich's guests in 1832, is a "
                "dense chocolate sponge, sliced through and spread with apricot preserve, then "
                "coated all over in a shiny, dark chocolate glaze. In the city's caf\u00e9s each "
                "slice comes with unsweetened whipped cream."
            ),
            D(
                "Budapest's layered cake, created in 1885 by the confectioner J\u00f3zsef C. "
                "Dobos, stacks thin sponge layers with chocolate buttercream and crowns them with "
                "a disc of hard caramel, cut into wedges before it sets. Dobos made it to keep "
                "longer than the cream cakes of his day, and he published the recipe only when he "
                "retired in 1906."
            ),
            D(
                "The Esterh\u00e1zy torte, named after a family of Hungarian princes, is built of "
                "layers of almond or walnut meringue sandwiched with vanilla buttercream, often "
                "laced with cognac. Its white fondant top is piped with lines of chocolate and "
                "then combed through with a knife to make the spiderweb pattern that tells you "
                "which cake it is."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How is a by-election called in the UK?",
        (
            "when a Commons seat falls vacant (death, resignation or a successful recall "
            "petition), the chief whip of the party that held it by custom moves that the Speaker "
            "issue a writ for a new election, and voters in that constituency alone elect a new "
            "MP, usually about a month later"
        ),
        [
            D(
                "Members of Parliament are not allowed to resign their seats, so one who wants to "
                "leave is appointed to a paid office under the Crown, which disqualifies them from "
                "sitting. The two offices kept for the purpose are Steward and Bailiff of the "
                "Chiltern Hundreds and of the Manor of Northstead, and the Chancellor of the "
                "Exchequer grants them in turn."
            ),
            S(
                "When a seat in the House of Commons falls empty between general elections, "
                "because its member has died, stood down or lost a recall petition, a fresh vote "
                "is held in that constituency alone. By custom the chief whip of the party that "
                "held the seat asks the House to order the Speaker to issue a writ for a new "
                "election, and polling day follows about a month later."
            ),
            D(
                "Under the Recall of MPs Act 2015 a petition is opened if a member is jailed, "
                "suspended from the House for at least ten sitting days or convicted of making "
                "false expenses claims. If one voter in ten in the seat signs within six weeks, "
                "the seat falls vacant; the first successful petition, in 2019, removed Fiona "
                "Onasanya as member for Peterborough."
            ),
            D(
                "When a seat in the US House of Representatives becomes vacant, the governor of "
                "the state usually calls a special election, and until it is held the seat stays "
                "empty, since the Constitution lets no one be appointed to the House. Vacancies in "
                "the Senate, by contrast, can be filled at once by the governor's appointment in "
                "most states under the Seventeenth Amendment."
            ),
            D(
                "If a seat on an English district or borough council falls vacant, an election to "
                "fill it must be held within 35 working days if two local electors ask the "
                "council's proper officer for one in writing. If the vacancy arises within six "
                "months of the date when the member's term would have ended anyway, the seat is "
                "simply left empty until the regular poll."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why was the Berlin Conference of 1884 held?",
        (
            "to settle the European powers' rival claims in Africa, above all over the Congo, "
            "before they led to war, agreeing rules for claiming territory and for free trade and "
            "navigation"
        ),
        [
            D(
                "The Congress of Berlin, chaired by Bismarck in June and July 1878, redrew the map "
                "of the Balkans after Russia's victory over the Turks. It undid much of the Treaty "
                "of San Stefano, recognised the independence of Serbia, Montenegro and Romania, "
                "allowed Austria-Hungary to occupy Bosnia and Herzegovina, and left Britain in "
                "charge of Cyprus, and Disraeli came home claiming peace with honour."
            ),
            S(
                "In November 1884 Otto von Bismarck invited fourteen states to his residence in "
                "the German capital, at Portugal's prompting, to settle the rival European claims "
                "then multiplying across Africa, above all along the Congo, before they led to war "
                "between the powers. By February 1885 they had agreed on free trade in the Congo "
                "basin and on how a claim to a coast had to be backed up."
            ),
            D(
                "From 1885 the vast territory around the Congo river was not a Belgian colony but "
                "the private property of King Leopold II, run as the Congo Free State. To meet "
                "quotas for wild rubber his agents and soldiers took hostages and cut off hands, "
                "and millions died; after an international outcry led by Edmund Morel and Roger "
                "Casement, Belgium annexed it in 1908."
            ),
            D(
                "In September 1898 a British force under Herbert Kitchener, fresh from victory at "
                "Omdurman, met a small French expedition under Jean-Baptiste Marchand that had "
                "raised the tricolour at Fashoda on the Upper Nile. For some weeks Britain and "
                "France seemed close to war over the Nile valley, until the French government "
                "backed down and ordered Marchand to withdraw."
            ),
            D(
                "Under the Heligoland-Zanzibar Treaty of July 1890, Germany gave up its claims to "
                "Zanzibar and accepted a British protectorate over it, in return for the small "
                "North Sea island of Heligoland and a strip of land, the Caprivi Strip, linking "
                "German South West Africa to the Zambezi. Colonial enthusiasts in Germany were "
                "furious at the bargain."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "were there art medals at the olympics",
        (
            "yes: from 1912 to 1948 the Games held contests in architecture, literature, music, "
            "painting and sculpture for works inspired by sport, with medals like the athletes'"
        ),
        [
            D(
                "At the London Olympics of 2012 the Cultural Olympiad, which had begun four years "
                "earlier, ended with the London 2012 Festival, twelve weeks of music, theatre, "
                "dance and visual art across the country, from Stonehenge to the Shetland Islands. "
                "Some 25,000 artists took part, and Martin Creed's work had bells rung all over "
                "Britain at once on the opening morning."
            ),
            D(
                "Tug of war was an Olympic sport from 1900 to 1920, contested by teams of eight. "
                "At London in 1908 three British police teams took all the medals, the City of "
                "London Police winning gold, after the Americans withdrew in protest at the "
                "Liverpool team's heavy boots, and Britain won gold again at Antwerp in 1920, when "
                "the sport appeared for the last time."
            ),
            S(
                "Between the Stockholm Games of 1912 and the London Games of 1948, athletes were "
                "not the only people who could bring home Olympic gold: architects, writers, "
                "composers, painters and sculptors competed too, with works that had to take sport "
                "as their theme. The American Walter Winans won both a shooting medal and the "
                "first sculpture title, for a bronze of a horse."
            ),
            D(
                "The last Olympic gold medals made wholly of gold were handed out at Stockholm in "
                "1912. Today a winner's medal must be at least 92.5 percent silver, with a coating "
                "of at least six grams of pure gold, and at Paris in 2024 each medal also held a "
                "small hexagon of iron taken from the Eiffel Tower during its renovation."
            ),
            D(
                "Breaking, the dance style that grew out of the block parties of the Bronx in the "
                "1970s, made its only Olympic appearance so far at Paris in 2024, judged on "
                "technique, vocabulary, musicality and other criteria. Ami Yuasa of Japan won the "
                "women's event and Phil Wizard of Canada the men's, and the sport was left out of "
                "the programme for Los Angeles 2028."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the composer of The Lark Ascending born?",
        (
            "Down Ampney, Gloucestershire: The Lark Ascending is by Ralph Vaughan Williams, born "
            "there on 12 October 1872"
        ),
        [
            D(
                "George Meredith, whose poem of 1881 describes a skylark's song pouring down as "
                "the bird rises, was born in Portsmouth on 12 February 1828, the son of a naval "
                "outfitter. Best known for novels such as The Egoist and Diana of the Crossways, "
                "he spent his later years at Box Hill in Surrey, where he died in May 1909, and "
                "was appointed to the Order of Merit in 1905."
            ),
            S(
                "The pastoral romance for solo violin and orchestra in which the soloist's long, "
                "rising lines imitate a skylark climbing into the sky was begun by Ralph Vaughan "
                "Williams in 1914, just before war broke out, from a poem by George Meredith. "
                "First played with piano, it was heard with orchestra in 1921, with Marie Hall as "
                "soloist, and it now tops radio polls."
            ),
            D(
                "Edward Elgar, the son of a piano tuner and music seller, was born on 2 June 1857 "
                "at Lower Broadheath, a village a few miles west of Worcester. Largely "
                "self-taught, he became famous at forty-two with the Enigma Variations and went on "
                "to write the Pomp and Circumstance marches, the first of which gave the tune to "
                "Land of Hope and Glory."
            ),
            S(
                "Ralph Vaughan Williams came into the world on 12 October 1872 in the "
                "Gloucestershire village of Down Ampney, where his father was the vicar. After his "
                "father died, when Ralph was two, the family moved to his mother's family home, "
                "Leith Hill Place in Surrey, and he later studied at the Royal College of Music "
                "and at Trinity College, Cambridge."
            ),
            D(
                "Frederick Delius, born in Bradford in 1862 to a family of German wool merchants, "
                "wrote On Hearing the First Cuckoo in Spring in 1912, a short orchestral piece "
                "that weaves a bird's two-note call around a Norwegian folk song. He spent most of "
                "his life in France, at Grez-sur-Loing near Fontainebleau, where he died in 1934."
            ),
            D(
                "The Fantasia on a Theme by Thomas Tallis, for a string orchestra divided into "
                "three groups, was first played in Gloucester Cathedral on 6 September 1910 at the "
                "Three Choirs Festival, conducted by the composer himself. Its theme is a psalm "
                "tune that Tallis wrote in 1567 for a psalter of the Archbishop of Canterbury, "
                "Matthew Parker."
            ),
        ],
        drop=1,
    ),
]
