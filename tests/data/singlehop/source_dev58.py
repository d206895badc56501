"""The sixtieth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev57.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v43, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 312 characters and distractors 306; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "golden spike transcontinental railroad date",
        "10 May 1869, at Promontory Summit in Utah Territory",
        [
            D(
                "Last spike (Canadian Pacific): On 7 November 1885 Donald Smith, a director of the "
                "Canadian Pacific Railway, drove a plain iron spike at Craigellachie, in the Eagle "
                "Pass of British Columbia, joining the line from Montreal to the Pacific coast. "
                "The first through passenger train from Montreal reached Port Moody the following "
                "July."
            ),
            D(
                "Pacific Railway Act: Signed by Abraham Lincoln on 1 July 1862, the act gave the "
                "Central Pacific and the newly chartered Union Pacific railroad companies "
                "government bonds and grants of public land along the route for every mile of "
                "track they laid, to build a line from the Missouri River to California."
            ),
            S(
                "Golden spike ceremony: On 10 May 1869 the rails of the Central Pacific, laid east "
                "from Sacramento, met those of the Union Pacific, laid west from Omaha, at "
                "Promontory Summit in Utah Territory. Officials tapped a ceremonial gold spike "
                "into a laurel tie, and a telegraph operator flashed a single word, DONE, across "
                "the country."
            ),
            D(
                "Golden spike (artifact): The ceremonial spike was made for the San Francisco "
                "contractor David Hewes from about 14 ounces of 17.6-carat gold and engraved with "
                "the names of the railroad's directors. Pulled out straight after the ceremony and "
                "replaced with an ordinary iron one, it now belongs to Stanford University and is "
                "shown at its Cantor Arts Center."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "Who invented korfball?",
        "Nico Broekhuysen, an Amsterdam schoolteacher, in 1902",
        [
            D(
                "Handball: The Danish gymnastics teacher Holger Nielsen drew up rules in 1898 for "
                "a throwing game his pupils played at a school in Ordrup, near Copenhagen. Field "
                "handball, eleven a side on a football pitch, was played at the Berlin Olympics of "
                "1936; the seven-a-side indoor game became an Olympic sport for men at Munich in "
                "1972 and for women in 1976."
            ),
            S(
                "Korfball: The Amsterdam schoolteacher Nico Broekhuysen devised korfball in 1902, "
                "drawing on a Swedish game called ringboll that he had seen on a course for "
                "teachers at N\u00e4\u00e4s. Each side fields four men and four women, split "
                "between two zones, and scores by throwing the ball into a basket fixed 3.5 m up a "
                "pole, with no backboard."
            ),
            D(
                "Korfball at the Olympics: Korfball was played as a demonstration sport at two "
                "Olympic Games, at Antwerp in 1920 and at Amsterdam in 1928, both times between "
                "Dutch teams only. It has never become a full Olympic sport, though world "
                "championships have been held since 1978, nearly all of them won by the "
                "Netherlands."
            ),
            D(
                "Basketball: In December 1891 James Naismith, a Canadian instructor at the YMCA "
                "training school in Springfield, Massachusetts, nailed two peach baskets to the "
                "balcony of the gym to give a restless class an indoor game for the winter months. "
                "His first rules numbered thirteen, and the first game ended 1-0."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Who became prime minister first, Indira Gandhi or Golda Meir?",
        "Indira Gandhi, on 24 January 1966; Golda Meir took office on 17 March 1969",
        [
            D(
                "Margaret Thatcher: Britain's first woman prime minister, Margaret Thatcher, took "
                "office on 4 May 1979 after the Conservatives won the general election, and served "
                "longer than anyone else in the twentieth century, eleven and a half years, until "
                "she resigned in November 1990 after a challenge to her leadership."
            ),
            S(
                "Indira Gandhi: The only child of Jawaharlal Nehru, Indira Gandhi became prime "
                "minister of India on 24 January 1966, after Lal Bahadur Shastri died suddenly at "
                "Tashkent. She held the post until 1977 and again from 1980 until 31 October 1984, "
                "when two of her own bodyguards shot her dead in Delhi."
            ),
            D(
                "Benazir Bhutto: Daughter of the executed former leader Zulfikar Ali Bhutto, "
                "Benazir Bhutto became prime minister of Pakistan on 2 December 1988, the first "
                "woman to lead a Muslim-majority country in modern times. Dismissed in 1990, she "
                "returned in 1993, and she was killed after a rally in Rawalpindi in December 2007."
            ),
            S(
                "Golda Meir: Born in Kyiv in 1898 and raised in Milwaukee, Wisconsin, Golda Meir "
                "became Israel's prime minister on 17 March 1969, after the sudden death of Levi "
                "Eshkol. She led the country through the Yom Kippur War of October 1973 and "
                "resigned the following year, after an inquiry into the war's opening days."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which races did Emil Z\u00e1topek win at the 1952 Olympics?",
        "the 10,000 m, the 5,000 m and the marathon, all at Helsinki",
        [
            D(
                "Paavo Nurmi: At the 1924 Olympics in Paris the Finnish runner won the 1,500 m and "
                "the 5,000 m with less than an hour between them, then the cross-country race and "
                "two team events, five gold medals in all. With those he had won at Antwerp in "
                "1920 and would win at Amsterdam in 1928 he took nine Olympic titles."
            ),
            D(
                "Dana Z\u00e1topkov\u00e1: Born on the same day as her husband Emil, 19 September "
                "1922, the Czechoslovak thrower won the women's javelin at the Helsinki Olympics "
                "of 1952 with her first throw, on the same afternoon as one of his races. She took "
                "the silver medal in the same event at Rome in 1960, aged 37."
            ),
            D(
                "Lasse Vir\u00e9n: The Finnish policeman won both the 5,000 m and the 10,000 m at "
                "Munich in 1972, getting up after a fall midway through the 10,000 m to win it in "
                "a world record, and won both again at Montreal in 1976. The day after his second "
                "5,000 m title he ran the marathon as well and finished fifth."
            ),
            S(
                "Emil Z\u00e1topek: At the 1952 Olympics in Helsinki the Czechoslovak runner won "
                "the 10,000 m, then the 5,000 m four days later, and then entered the marathon, a "
                "distance he had never raced before, and won that as well, on 27 July. No other "
                "athlete has won all three of those races at a single Games."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does Hawk-Eye decide whether a tennis ball was in?",
        (
            "high-speed cameras around the court track the ball; a computer combines their images "
            "to rebuild its flight in three dimensions and works out where it touched the ground "
            "relative to the line"
        ),
        [
            D(
                "Challenge system: Since 2006 professional tennis players have been able to ask "
                "for a Hawk-Eye review of a line call. Each player gets three incorrect challenges "
                "a set, and one more if the set reaches a tie-break, while a correct challenge "
                "costs nothing. Clay courts, where a ball leaves a visible mark, mostly do without "
                "it."
            ),
            D(
                "Goal-line technology: Football's lawmakers approved electronic help with "
                "goal-line decisions in 2012. In the Premier League, from the 2013-14 season, the "
                "referee's watch vibrates and shows the word GOAL within a second of the whole "
                "ball crossing the line, after a long campaign that followed a disallowed goal by "
                "Frank Lampard at the 2010 World Cup."
            ),
            D(
                "Hawk-Eye Innovations: The company grew out of work by Paul Hawkins, a British "
                "computer scientist, at Roke Manor Research in Hampshire, and its ball tracking "
                "was first seen on Channel 4's coverage of a cricket Test between England and "
                "Pakistan at Lord's in May 2001. Snooker, badminton and other sports have since "
                "taken it up."
            ),
            S(
                "Hawk-Eye: In tennis the system relies on about ten high-speed cameras placed "
                "around the court. A computer matches the ball's position in their images to "
                "rebuild its flight in three dimensions and works out the spot where it touched "
                "the ground, and an animation then shows players and crowd whether it landed in or "
                "out."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is the Test series between England and Australia called the Ashes?",
        (
            "after Australia beat England at The Oval in 1882, The Sporting Times printed a mock "
            "obituary of English cricket saying the body would be cremated and the ashes taken to "
            "Australia; England's next touring team set out to bring the ashes back"
        ),
        [
            S(
                "The Ashes: When Australia beat England at The Oval in August 1882, The Sporting "
                "Times printed a mock obituary of English cricket, ending with the line that the "
                "body would be cremated and the ashes taken to Australia. Ivo Bligh's team sailed "
                "that winter vowing to bring the ashes back, and the contest has carried the name "
                "ever since."
            ),
            D(
                "Ashes urn: The small terracotta urn, about 11 cm tall, was given to Ivo Bligh in "
                "Australia during his tour of 1882-83 and is said to hold the burnt remains of a "
                "bail. After Bligh's death in 1927 his widow gave it to the Marylebone Cricket "
                "Club, and it stays in the museum at Lord's whichever side wins."
            ),
            D(
                "Frank Worrell Trophy: Since 1960-61 Australia and the West Indies have played "
                "their Test series for a trophy named after Frank Worrell, captain of the touring "
                "West Indians that season. The first Test of that series, at Brisbane in December "
                "1960, ended in the first tie in the history of Test cricket."
            ),
            D(
                "Basil D'Oliveira Trophy: England and South Africa have played for this trophy "
                "since 2004-05. It honours the Cape Town-born all-rounder whose selection for "
                "England's 1968-69 tour of South Africa led the apartheid government to refuse him "
                "entry, and the tour was called off."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "did abebe bikila run the rome marathon barefoot",
        "Yes: he won the 1960 Olympic marathon in Rome without shoes",
        [
            D(
                "Zola Budd: The South African-born runner, who trained and raced barefoot, "
                "competed for Great Britain at the 1984 Olympics in Los Angeles. In the 3,000 m "
                "final she tangled with the American favourite Mary Decker, who fell and could not "
                "finish; Budd, booed by much of the crowd, came seventh."
            ),
            D(
                "Mamo Wolde: Abebe Bikila's teammate won the Olympic marathon at Mexico City in "
                "1968, after Bikila himself had dropped out with an injured leg, keeping the title "
                "in Ethiopia for a third Games in a row. Wolde had also taken the silver medal in "
                "the 10,000 m at the same Olympics."
            ),
            S(
                "Abebe Bikila: On the evening of 10 September 1960 the Ethiopian, a soldier in "
                "Emperor Haile Selassie's imperial guard, won the Olympic marathon in Rome without "
                "shoes, in a world best of 2:15:16, finishing by torchlight at the Arch of "
                "Constantine. He was the first black African to win an Olympic title."
            ),
            D(
                "Tokyo 1964 marathon: Only about six weeks after an operation to remove his "
                "appendix, Abebe Bikila won the Olympic marathon again in Tokyo, in a world best "
                "of 2:12:11, and then did stretching exercises on the infield while the other "
                "runners came in. He was the first man to win the Olympic marathon twice."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the winner of chess's Immortal Game born?",
        "Breslau, now Wroc\u0142aw in Poland: the game was won by Adolf Anderssen",
        [
            D(
                "Lionel Kieseritzky: Born in 1806 in Dorpat, in the Baltic provinces of the "
                "Russian Empire, now Tartu in Estonia, Kieseritzky moved to Paris in 1839 and made "
                "a living giving lessons and playing for stakes at the Caf\u00e9 de la "
                "R\u00e9gence. He died there, poor, in 1853, and is remembered mostly for a game "
                "he lost."
            ),
            S(
                "Immortal Game: Played in London on 21 June 1851, during a break in the first "
                "international chess tournament, this casual game saw Adolf Anderssen give up a "
                "bishop, both rooks and finally his queen before mating Lionel Kieseritzky with "
                "his three remaining minor pieces. The Austrian master Ernst Falkbeer gave it its "
                "name."
            ),
            D(
                "Evergreen Game: In Berlin in 1852 Adolf Anderssen beat Jean Dufresne, a German "
                "chess writer, with a run of sacrifices ending in a queen sacrifice and mate. "
                "Wilhelm Steinitz later called it the evergreen in Anderssen's laurel wreath, and "
                "the name has stuck to it ever since."
            ),
            S(
                "Adolf Anderssen: Born on 6 July 1818 in Breslau, in Prussian Silesia, the city "
                "now called Wroc\u0142aw in Poland, Anderssen taught mathematics at a school there "
                "for most of his life. He won the London tournament of 1851, which made him in "
                "most eyes the strongest player in the world, and he died in his home city in 1879."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "sacco and vanzetti execution date",
        "23 August 1927, shortly after midnight, at Charlestown State Prison in Massachusetts",
        [
            D(
                "On 15 April 1920 two gunmen robbed the payroll of a shoe factory in South "
                "Braintree, Massachusetts, shooting dead the paymaster Frederick Parmenter and a "
                "guard, Alessandro Berardelli, and got away in a car with some 15,000 dollars. "
                "Nicola Sacco and Bartolomeo Vanzetti were arrested on a streetcar in Brockton "
                "three weeks later."
            ),
            D(
                "Julius and Ethel Rosenberg, a New York couple convicted of passing atomic secrets "
                "to the Soviet Union, were executed in the electric chair at Sing Sing prison in "
                "Ossining on 19 June 1953. They were the only American civilians put to death for "
                "espionage during the Cold War, and Ethel's guilt is still disputed."
            ),
            D(
                "The songwriter Joe Hill, a Swedish-born organiser for the Industrial Workers of "
                "the World, was shot by a firing squad in Salt Lake City on 19 November 1915 after "
                "being convicted of murdering a grocer and his son. His last message to the "
                "union's leader read: 'Don't waste any time in mourning. Organize!'"
            ),
            S(
                "Shortly after midnight on 23 August 1927 Nicola Sacco and Bartolomeo Vanzetti, "
                "two Italian-born anarchists, were put to death in the electric chair at "
                "Charlestown State Prison in Massachusetts. They had spent seven years fighting "
                "their murder convictions, and crowds had marched for them from London to Buenos "
                "Aires."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "Who wrote the words of Silent Night?",
        "Joseph Mohr, a young Austrian priest, in 1816; Franz Xaver Gruber wrote the tune",
        [
            S(
                "The words of Silent Night were written in 1816 by Joseph Mohr, a young Catholic "
                "priest in the Salzburg region. Two years later, as assistant priest at St "
                "Nicholas's church in Oberndorf, he asked the village schoolteacher Franz Xaver "
                "Gruber to set them to music, and the two first sang the carol on Christmas Eve "
                "1818."
            ),
            D(
                "O Holy Night began as Minuit, chr\u00e9tiens, a poem written in 1847 by Placide "
                "Cappeau, a wine merchant from Roquemaure in southern France, at the request of "
                "his parish priest. The opera composer Adolphe Adam set it to music that same "
                "year, and the American minister John Sullivan Dwight wrote the English words sung "
                "today."
            ),
            D(
                "Hark! The Herald Angels Sing began as a hymn by Charles Wesley, published in 1739 "
                "with the opening line 'Hark how all the welkin rings'. More than a century later "
                "William Cummings fitted the altered words to a chorus from a cantata that Felix "
                "Mendelssohn had written in 1840 to honour the printer Johannes Gutenberg."
            ),
            D(
                "The Silent Night Chapel in Oberndorf, near Salzburg, stands where St Nicholas's "
                "church stood until floods of the Salzach river damaged it so badly that it was "
                "pulled down early in the twentieth century. The small chapel was consecrated in "
                "1937, and every Christmas Eve crowds gather outside it to sing the carol in many "
                "languages."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which opened first, the Shinkansen or the TGV?",
        "the Shinkansen, on 1 October 1964; the first TGV line opened in September 1981",
        [
            D(
                "Eurostar trains began carrying passengers through the Channel Tunnel on 14 "
                "November 1994, linking London Waterloo with the Gare du Nord in Paris and the "
                "Midi station in Brussels. Until a new high-speed line through Kent was finished "
                "in 2007, the trains had to slow down on the older tracks of south-east England."
            ),
            S(
                "The world's first high-speed railway, the T\u014dkaid\u014d Shinkansen, opened on "
                "1 October 1964 between Tokyo and Shin-Osaka, nine days before the Tokyo Olympics "
                "began. Its blue and white trains, soon nicknamed bullet trains, ran at up to 210 "
                "km/h and cut the journey between the two cities from more than six hours to four."
            ),
            D(
                "Spain's first high-speed line, from Madrid to Seville, opened in April 1992, a "
                "few days before the Expo that Seville staged that year. Its AVE trains, built on "
                "the lines of the French TGV, ran on standard-gauge track, unlike the broader "
                "Iberian gauge of the rest of the Spanish network, and cut the trip to under three "
                "hours."
            ),
            S(
                "France's first TGV line, between Paris and Lyon, was opened by President "
                "Fran\u00e7ois Mitterrand in September 1981, and the orange trains began carrying "
                "the public on the 27th of that month at up to 260 km/h. Earlier that year a test "
                "train had set a world rail speed record of 380 km/h on the new line."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "potsdam conference leaders",
        (
            "Harry Truman, Joseph Stalin and Winston Churchill, whose place was taken by Clement "
            "Attlee before the end"
        ),
        [
            D(
                "At Yalta, in the Crimea, Franklin D. Roosevelt, Winston Churchill and Joseph "
                "Stalin met in the Livadia Palace from 4 to 11 February 1945. They agreed to "
                "divide a defeated Germany into zones of occupation and to hold a conference to "
                "found the United Nations, and Stalin promised to enter the war against Japan."
            ),
            D(
                "The Potsdam Declaration, issued on 26 July 1945 in the names of the United "
                "States, Britain and China, called on Japan to surrender unconditionally or face "
                "prompt and utter destruction. Japan's government chose to ignore it, and eleven "
                "days later an American bomber dropped an atomic bomb on Hiroshima."
            ),
            S(
                "The last wartime meeting of the Big Three opened on 17 July 1945 at the "
                "Cecilienhof palace in Potsdam, with Harry Truman, Joseph Stalin and Winston "
                "Churchill at the table. When the British election results came in, Churchill was "
                "out of office, and the new prime minister, Clement Attlee, took his seat for the "
                "last days."
            ),
            D(
                "Franklin D. Roosevelt and Winston Churchill met at the Anfa Hotel in Casablanca "
                "in January 1943, with the French generals Charles de Gaulle and Henri Giraud "
                "brought in to shake hands for the cameras. Stalin, busy with the battle of "
                "Stalingrad, stayed away, and the two leaders announced they would demand "
                "unconditional surrender."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How did Charles Babbage's Difference Engine calculate its tables?",
        (
            "by the method of finite differences: set up with a starting value and its "
            "differences, it built each new entry by repeated addition alone, with no multiplying "
            "or dividing"
        ),
        [
            D(
                "Babbage's Analytical Engine, planned from 1837 but never built, was to be a "
                "general-purpose machine, with a store holding numbers and a mill doing arithmetic "
                "on them. Its instructions were to be read from punched cards of the kind the "
                "Jacquard loom used to weave patterns, and Ada Lovelace wrote a program for it in "
                "1843."
            ),
            S(
                "Babbage's Difference Engine, designed from 1822, was meant to print error-free "
                "mathematical tables. It relied on the method of finite differences: set up with a "
                "starting value and its differences, it produced each next entry of a polynomial "
                "table by adding alone, so geared wheels that could only add did all the work."
            ),
            D(
                "In 1991, for the bicentenary of Babbage's birth, the Science Museum in London "
                "finished building his Difference Engine No. 2 from drawings he had made between "
                "1847 and 1849. It weighs about five tonnes, has some 8,000 parts and gave correct "
                "results to 31 digits; the printer he designed for it was added in 2002."
            ),
            D(
                "Gottfried Wilhelm Leibniz's stepped reckoner of the 1670s multiplied by repeated "
                "addition, using drums with nine teeth of different lengths, so that each turn of "
                "a crank added a number to a running total as many times as needed. Only two were "
                "made, and the one that survives is kept in the library at Hanover."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why was duct tape invented?",
        (
            "to seal ammunition boxes in the Second World War: Vesta Stoudt, a factory worker, saw "
            "that the paper tape on them tore and proposed a strong waterproof cloth tape"
        ),
        [
            D(
                "Masking tape was invented in 1925 by Richard Drew, a young laboratory assistant "
                "at 3M in Minnesota, after he saw car painters at a body shop cursing as their "
                "paper and glue ripped off fresh paint on two-tone cars. His first tape had glue "
                "only along its edges, and a painter told him to take it back to his Scotch bosses."
            ),
            D(
                "Sellotape was first made in 1937 in Acton, west London, by Colin Kininmonth and "
                "George Gray, who coated clear cellulose film with a rubber-based glue. The name "
                "was a play on cellophane, with the C changed to an S so that it could be "
                "registered as a trade mark, and it became the everyday British word for sticky "
                "tape."
            ),
            D(
                "Gaffer tape, used on film sets and stages to hold down cables, is a cloth tape "
                "like its wartime cousin but with a matte finish that does not shine under the "
                "lights and a glue meant to come away cleanly. The cinematographer Ross Lowell is "
                "credited with creating it in 1959, and it takes its name from a film crew's chief "
                "electrician."
            ),
            S(
                "Duct tape began in 1943 with Vesta Stoudt, who packed rifle grenade cartridges at "
                "an ordnance plant in Illinois and had two sons in the Navy. The paper tape "
                "sealing the boxes tore, leaving soldiers clawing at them under fire, so she "
                "proposed a waterproof cloth tape, wrote to President Roosevelt, and Johnson & "
                "Johnson made it."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Are Panama hats made in Panama?",
        (
            "No: they are woven in Ecuador from toquilla straw; the name comes from their being "
            "shipped through Panama"
        ),
        [
            D(
                "The fedora takes its name from F\u00e9dora, an 1882 play by Victorien Sardou "
                "written for Sarah Bernhardt, who played the Russian princess of the title wearing "
                "a soft brimmed hat creased along the crown. The hat became a fashion among women "
                "first, and men took it over in the early years of the twentieth century."
            ),
            S(
                "Panama hats are not made in Panama at all but in Ecuador, where weavers in "
                "Montecristi and Cuenca plait them by hand from the fibres of the toquilla palm. "
                "They took the name because they were shipped to the world through the Isthmus of "
                "Panama, and Theodore Roosevelt wore one at the canal works in 1906."
            ),
            D(
                "The trilby is named after Trilby, George du Maurier's novel of 1894 about an "
                "artist's model in Paris who falls under the spell of Svengali. In the London "
                "stage version of the next year the actress playing Trilby wore a narrow-brimmed "
                "felt hat, and audiences took up both the hat and its name."
            ),
            D(
                "The straw boater, flat-crowned and stiff with a ribbon round it, was worn for "
                "boating and summer sport in late Victorian Britain. It is still part of the dress "
                "of rowing fans at Henley Royal Regatta, first held in 1839, of pupils at Harrow "
                "School and of Venetian gondoliers, who wear theirs with a striped shirt."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Where was the architect of the Flatiron Building born?",
        "Henderson, New York: the building was designed by Daniel Burnham, born there in 1846",
        [
            D(
                "John Wellborn Root was born in 1850 in Lumpkin, Georgia, and spent part of the "
                "Civil War at school in Liverpool, England. As Daniel Burnham's partner from 1873 "
                "he designed Chicago's Rookery and Monadnock buildings, and he died of pneumonia "
                "in 1891 while plans for the 1893 world's fair were under way."
            ),
            D(
                "The Woolworth Building, finished in 1913 on Broadway in Lower Manhattan, was "
                "designed by Cass Gilbert, born in Zanesville, Ohio, in 1859, and paid for in cash "
                "by the five-and-dime merchant Frank W. Woolworth. At 241 m it was the tallest "
                "building in the world until 1930, and its Gothic detail won it the name Cathedral "
                "of Commerce."
            ),
            S(
                "The Flatiron Building, finished in 1902 on a wedge of land where Broadway crosses "
                "Fifth Avenue at 23rd Street in Manhattan, was designed by the Chicago architect "
                "Daniel Burnham. Its 22 storeys rest on a steel frame clad in limestone and "
                "terracotta, and at its narrow end it is only about two metres wide."
            ),
            S(
                "Daniel Burnham was born in 1846 in Henderson, in upstate New York, and moved with "
                "his family to Chicago as a boy. With his partner John Wellborn Root he built some "
                "of the city's first skyscrapers, and he directed the building of the World's "
                "Columbian Exposition of 1893 and drew up the Plan of Chicago of 1909."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "vasaloppet race length",
        "90 km, from S\u00e4len to Mora in the Swedish province of Dalarna",
        [
            D(
                "Home > Sport > Skiing | The Birkebeiner race\nNorway's Birkebeinerrennet takes "
                "skiers 54 km over the mountains from Rena to Lillehammer, each carrying a pack of "
                "at least 3.5 kg. It recalls the birkebeiner warriors who in 1206 carried the "
                "infant prince H\u00e5kon H\u00e5konsson to safety on skis over the same route.\n"
                "Share this | Print | Cookie policy"
            ),
            D(
                "Home > Sport > Skiing | The Vasaloppet's first winner\nThe first Vasaloppet, on "
                "19 March 1922, drew 119 starters, and the winner, Ernst Alm, needed about seven "
                "and a half hours, while today's winners finish in under four. Women were "
                "officially allowed to take part only from 1981.\nShare this | Print | Cookie "
                "policy"
            ),
            S(
                "Home > Sport > Skiing | The Vasaloppet\nOn the first Sunday in March thousands of "
                "skiers race 90 km in the classic style from S\u00e4len to Mora, in the Swedish "
                "province of Dalarna. First held in 1922, the race retraces in reverse Gustav "
                "Vasa's flight towards Norway in the winter of 1520-21.\nShare this | Print | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Skiing | The Engadin Skimarathon\nEvery March about 13,000 skiers "
                "skate 42 km over the frozen lakes and along the valley of the Engadin in "
                "south-eastern Switzerland, from Maloja to S-chanf. First held in 1969, it is the "
                "biggest cross-country ski race in the country.\nShare this | Print | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When was the first Anzac Day held?",
        "on 25 April 1916, the first anniversary of the Gallipoli landings",
        [
            D(
                "Home > History > Australia | The Gallipoli landing\nAt dawn on 25 April 1915 "
                "Australian and New Zealand troops came ashore at what became known as Anzac Cove, "
                "on the Gallipoli peninsula, under steep cliffs and Ottoman fire. The campaign "
                "dragged on for eight months and ended with evacuation in January 1916.\nComments "
                "| Share | Newsletter"
            ),
            D(
                "Home > History > Australia | Where the name Anzac comes from\nThe Australian and "
                "New Zealand Army Corps was formed in Egypt in December 1914 under the British "
                "general William Birdwood, and a clerk at his headquarters is said to have coined "
                "the acronym. Its use was soon restricted by law.\nComments | Share | Newsletter"
            ),
            D(
                "Home > History > Britain | The first Armistice Day\nOn 11 November 1919, a year "
                "after the guns fell silent on the Western Front, King George V asked the people "
                "of the Empire to stop all work for two minutes at 11 o'clock. Poppies were first "
                "sold for the day in 1921.\nComments | Share | Newsletter"
            ),
            S(
                "Home > History > Australia | The first Anzac Day\nOn 25 April 1916, a year after "
                "the landings at Gallipoli, Australians and New Zealanders held the first Anzac "
                "Day, with services at home and in camps in Egypt, and some 2,000 of their troops "
                "marched through London to Westminster Abbey.\nComments | Share | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "tennis for two or spacewar which came first",
        "Tennis for Two, shown in October 1958; Spacewar! followed in 1962",
        [
            D(
                "Tech > Video games | OXO\nIn 1952 A. S. Douglas, a student at the University of "
                "Cambridge, wrote a noughts and crosses game for the EDSAC computer as part of his "
                "thesis on how people and computers interact. The player chose moves with a "
                "telephone dial, and the board appeared as dots on a small cathode-ray screen.\n"
                "Save | Share | Print"
            ),
            S(
                "Tech > Video games | Tennis for Two\nIn October 1958 the physicist William "
                "Higinbotham set up a game for visitors' day at Brookhaven National Laboratory in "
                "New York: a ball bounced over a net on the round screen of an oscilloscope, "
                "driven by an analogue computer, and two players hit it with knobs and buttons.\n"
                "Save | Share | Print"
            ),
            D(
                "Tech > Video games | The Magnavox Odyssey\nThe first home video game console went "
                "on sale in the United States in 1972, built by Magnavox from the Brown Box "
                "prototype of the engineer Ralph Baer. It had no sound, and players taped plastic "
                "overlays to their television screens to add colour and scenery to its moving "
                "dots.\nSave | Share | Print"
            ),
            S(
                "Tech > Video games | Spacewar!\nIn 1962 Steve Russell and fellow members of a "
                "model-railway club at MIT wrote Spacewar! for the institute's new PDP-1 computer. "
                "Two players fly spaceships called the needle and the wedge, firing torpedoes at "
                "each other while the pull of a star at the centre of the screen drags them in.\n"
                "Save | Share | Print"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What goes into an Irish coffee?",
        "hot coffee, Irish whiskey and brown sugar, topped with a layer of lightly whipped cream",
        [
            S(
                "Food & Drink > Cocktails | Irish coffee\nHot black coffee is sweetened with brown "
                "sugar and laced with Irish whiskey in a warmed glass, then lightly whipped cream "
                "is floated on top and left unstirred. The chef Joe Sheridan is said to have first "
                "served it in 1943 to chilled passengers at Foynes.\nSubscribe | Share | Cookie "
                "policy"
            ),
            D(
                "Food & Drink > Cocktails | Espresso martini\nThe London barman Dick Bradsell is "
                "said to have made this drink in the 1980s for a model who wanted waking up. "
                "Vodka, coffee liqueur and a shot of fresh espresso are shaken hard with ice and "
                "strained, leaving a pale foam.\nSubscribe | Share | Cookie policy"
            ),
            D(
                "Food & Drink > Cocktails | The Buena Vista\nIn 1952 the travel writer Stanton "
                "Delaplane persuaded Jack Koeppler, owner of the Buena Vista Cafe in San "
                "Francisco, to recreate a coffee he had drunk at Shannon Airport. The bar says it "
                "now pours about 2,000 a day.\nSubscribe | Share | Cookie policy"
            ),
            D(
                "Food & Drink > Drinks | Baileys Irish Cream\nBaileys was launched in 1974 by "
                "Gilbeys of Ireland, after a small team in London worked out how to blend Irish "
                "whiskey with cream, sugar and cocoa without the cream separating. It became the "
                "world's best-selling liqueur.\nSubscribe | Share | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How did the Roman testudo formation protect soldiers?",
        (
            "legionaries packed close and locked their big shields together, the front rank "
            "holding them in front, the flanks to the sides and the men behind overhead, making a "
            "shell like a tortoise's against arrows and stones"
        ),
        [
            D(
                "History > Ancient Rome | The scutum\nThe legionary's shield was a curved "
                "rectangle about 1.2 m tall, made of layers of glued wood covered in leather, with "
                "an iron boss in the middle to guard the hand and punch an enemy. It weighed "
                "around 10 kg, and in the late empire gave way to flat oval shields.\nShare this | "
                "Cookie policy"
            ),
            D(
                "History > Ancient Greece | The phalanx\nMacedonian infantry under Philip II and "
                "Alexander the Great fought in a deep block, each man gripping a pike, the "
                "sarissa, up to 6 m long. The points of the first five rows stuck out in front, "
                "while the men behind held theirs upright to break incoming missiles.\nShare this "
                "| Cookie policy"
            ),
            S(
                "History > Ancient Rome | The testudo\nClosing on a wall under arrows and stones, "
                "legionaries packed together: the front rank held their shields before them, the "
                "flanks held theirs to the side, and those behind raised theirs overhead like roof "
                "tiles, so the unit moved inside a shell, like a tortoise.\nShare this | Cookie "
                "policy"
            ),
            D(
                "History > Britain | The shield wall\nAt the Battle of Hastings on 14 October 1066 "
                "King Harold's housecarls stood along Senlac Hill in a shield wall, their shields "
                "overlapping, and held off the Norman cavalry and archers for most of the day. The "
                "wall broke only late in the afternoon, after Harold fell.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the 1969 war between El Salvador and Honduras called the Football War?",
        (
            "because it broke out in July 1969 just after riots around the two countries' World "
            "Cup qualifying matches, though the real quarrel was over land and Salvadoran migrants"
        ),
        [
            D(
                "History > Europe | The War of Jenkins' Ear\nThe war Britain fought against Spain "
                "from 1739 is named after Robert Jenkins, a merchant captain whose ear was cut off "
                "by Spanish coastguards in the Caribbean in 1731. He is said to have shown the ear "
                "to the House of Commons in 1738, which helped stir up the clamour for war.\nSave "
                "| Share | Print"
            ),
            D(
                "History > Central America | El Salvador's first World Cup\nEl Salvador beat "
                "Honduras in a play-off in Mexico City on 27 June 1969 and went on to qualify for "
                "the 1970 World Cup in Mexico, its first. The team lost all three of its matches "
                "there, against Belgium, Mexico and the Soviet Union, without scoring a goal.\n"
                "Save | Share | Print"
            ),
            D(
                "History > Europe | The Cod Wars\nBetween 1958 and 1976 Iceland and Britain "
                "clashed three times at sea as Iceland pushed its fishing limits out to 12, then "
                "50 and finally 200 nautical miles. Icelandic patrol boats cut the nets of British "
                "trawlers, and Britain gave way in 1976.\nSave | Share | Print"
            ),
            S(
                "History > Central America | The Football War\nFighting between El Salvador and "
                "Honduras broke out on 14 July 1969, weeks after riots around their qualifying "
                "matches for the 1970 World Cup, so reporters named the war after the game. The "
                "real quarrel was over Salvadoran settlers driven off land in Honduras.\nSave | "
                "Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Juneteenth a federal holiday?",
        "Yes: since 17 June 2021, when President Biden signed the law creating it",
        [
            D(
                "US > History | The Emancipation Proclamation\nAbraham Lincoln's proclamation, "
                "which took effect on 1 January 1863, declared free all enslaved people in the "
                "states then in rebellion. It could be enforced only where Union armies reached; "
                "slavery ended everywhere only with the Thirteenth Amendment in December 1865.\n"
                "Share | Print | Cookie policy"
            ),
            S(
                "US > Holidays | Juneteenth\nJuneteenth, on 19 June, became a federal holiday when "
                "President Joe Biden signed the Juneteenth National Independence Day Act on 17 "
                "June 2021. It marks the day in 1865 when Union troops in Galveston, Texas, "
                "announced that the enslaved were free.\nShare | Print | Cookie policy"
            ),
            D(
                "US > Holidays | Juneteenth in Texas\nTexas made 19 June a paid state holiday, "
                "Emancipation Day in Texas, in 1980, the first state to do so, after a campaign "
                "led by the state representative Al Edwards. Black Texans had marked the day since "
                "1866 with picnics, rodeos and prayer.\nShare | Print | Cookie policy"
            ),
            D(
                "US > Holidays | Martin Luther King Jr. Day\nPresident Ronald Reagan signed the "
                "law creating a federal holiday for Martin Luther King Jr. on 2 November 1983, "
                "after a long campaign helped by Stevie Wonder's song Happy Birthday. It falls on "
                "the third Monday of January and was first observed in 1986.\nShare | Print | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who founded the company whose engineer made the first handheld mobile phone call?",
        (
            "the brothers Paul and Joseph Galvin, who founded Motorola as the Galvin Manufacturing "
            "Corporation in Chicago in 1928"
        ),
        [
            D(
                "Tech > Companies | Bell Labs\nAT&T and Western Electric set up Bell Telephone "
                "Laboratories in New York in 1925 to do their research. Its scientists built the "
                "first transistor in December 1947, and that same year its engineers Douglas Ring "
                "and Rae Young sketched the idea of a cellular network.\nComments | Share | "
                "Newsletter"
            ),
            S(
                "Tech > Mobile phones | The first handheld call\nOn 3 April 1973 Martin Cooper, an "
                "engineer at Motorola, stood on Sixth Avenue in Manhattan and rang a rival, Joel "
                "Engel of Bell Labs, on a prototype DynaTAC handset weighing about 1.1 kg, to say "
                "he was calling from a portable phone.\nComments | Share | Newsletter"
            ),
            S(
                "Tech > Companies | Motorola\nThe brothers Paul and Joseph Galvin founded the "
                "Galvin Manufacturing Corporation in Chicago on 25 September 1928, making battery "
                "eliminators for home radios. In 1930 they brought out a car radio called the "
                "Motorola, and the company took the brand as its own name in 1947.\nComments | "
                "Share | Newsletter"
            ),
            D(
                "Tech > Mobile phones | The first cellular networks\nNippon Telegraph and "
                "Telephone opened the world's first commercial cellular network in Tokyo in 1979. "
                "In the United States the first, run by Ameritech in Chicago, started in October "
                "1983, and the DynaTAC 8000X, the first handheld phone on sale, cost 3,995 "
                "dollars.\nComments | Share | Newsletter"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "la tomatina bunol when",
        "on the last Wednesday of August",
        [
            D(
                "Q: When does the running of the bulls take place in Pamplona?\nA: Every morning "
                "at 8 o'clock from 7 to 14 July, during the festival of San Ferm\u00edn, when "
                "runners race six fighting bulls along a course of under a kilometre through the "
                "narrow streets of the old town to the bullring. Each run usually lasts between "
                "two and four minutes."
            ),
            D(
                "Q: When are the Fallas of Valencia?\nA: From 15 to 19 March, ending on the feast "
                "of St Joseph, the patron saint of carpenters. Neighbourhood groups spend a year "
                "building huge figures of wood, papier-m\u00e2ch\u00e9 and polystyrene, which are "
                "all set on fire on the last night, la Crem\u00e0, except one small figure saved "
                "by public vote."
            ),
            S(
                "Q: When is La Tomatina held?\nA: On the last Wednesday of August in Bu\u00f1ol, a "
                "town about 40 km west of Valencia. For an hour from about 11 am thousands of "
                "people pelt each other with some 120 tonnes of overripe tomatoes tipped from "
                "lorries. It has been held most years since 1945, and since 2013 entry has been by "
                "ticket."
            ),
            D(
                "Q: When is the Haro Wine Battle?\nA: On 29 June, the feast of St Peter, when "
                "people from the Rioja town of Haro climb to the hills above it in the morning and "
                "drench each other in red wine from buckets, bottles and water pistols, before a "
                "picnic and more celebrations back down in the town square."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "Who wrote the poem In Flanders Fields?",
        "John McCrae, a Canadian army doctor, in May 1915",
        [
            D(
                "For the Fallen\n- Written by: Laurence Binyon, a poet who worked at the British "
                "Museum\n- When: September 1914, on the cliffs of north Cornwall, weeks after the "
                "war began\n- First printed: in The Times, 21 September 1914\n- Best-known lines: "
                "'They shall grow not old, as we that are left grow old'"
            ),
            D(
                "We Shall Keep the Faith\n- Written by: Moina Michael, a teacher from Georgia in "
                "the United States\n- When: November 1918, in reply to a well-known poem about the "
                "poppies of the Western Front\n- What followed: she wore a red silk poppy and "
                "campaigned for it to become the emblem of remembrance"
            ),
            D(
                "Dulce et Decorum Est\n- Written by: Wilfred Owen, a British infantry officer\n- "
                "When: 1917, while recovering from shell shock at Craiglockhart hospital near "
                "Edinburgh\n- First printed: 1920, two years after he was killed a week before the "
                "Armistice\n- Describes: a gas attack and a soldier choking to death"
            ),
            S(
                "In Flanders Fields\n- Written by: John McCrae, a Canadian army doctor and "
                "lieutenant-colonel\n- When: May 1915, during the Second Battle of Ypres, the day "
                "after he buried his friend Alexis Helmer\n- First printed: without his name, in "
                "Punch, 8 December 1915\n- Opens: 'In Flanders fields the poppies blow'"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which started first, the Sanremo Music Festival or the Eurovision Song Contest?",
        (
            "the Sanremo Festival, first held in January 1951; the first Eurovision Song Contest "
            "was on 24 May 1956"
        ),
        [
            S(
                "Q: When was the first Sanremo Music Festival?\nA: From 29 to 31 January 1951, in "
                "the casino of the Ligurian resort of Sanremo, with just three singers sharing all "
                "twenty songs. Nilla Pizzi won with Grazie dei fiori, and the contest, broadcast "
                "on the radio, grew into Italy's best-known song festival."
            ),
            D(
                "Q: Which Sanremo song became a world hit?\nA: Nel blu dipinto di blu, sung by its "
                "co-writer Domenico Modugno, won the festival in 1958 and went on to top the "
                "American charts as Volare. It came third at that year's Eurovision and won two of "
                "the first Grammy Awards in 1959."
            ),
            D(
                "Q: When was the first Junior Eurovision Song Contest?\nA: On 15 November 2003, in "
                "Copenhagen, for singers aged 8 to 15. Sixteen countries took part, and Croatia's "
                "Dino Jelusi\u0107 won with Ti si moja prva ljubav, whose title means You are my "
                "first love."
            ),
            S(
                "Q: When was the first Eurovision Song Contest?\nA: On 24 May 1956, at the Teatro "
                "Kursaal in Lugano, Switzerland. Seven countries took part with two songs each, a "
                "jury voted in secret, and the host country's Lys Assia won with Refrain. Only the "
                "winner was announced."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "Who are the three Bs of classical music?",
        "Johann Sebastian Bach, Ludwig van Beethoven and Johannes Brahms",
        [
            D(
                "Q: Who were the Five?\nA: A circle of Russian composers who met in St Petersburg "
                "in the 1860s to build a national school of music: Mily Balakirev, C\u00e9sar Cui, "
                "Modest Mussorgsky, Nikolai Rimsky-Korsakov and Alexander Borodin. The critic "
                "Vladimir Stasov dubbed them the mighty handful in an 1867 review."
            ),
            S(
                "Q: Who are the three Bs?\nA: Johann Sebastian Bach, Ludwig van Beethoven and "
                "Johannes Brahms. The grouping is usually credited to the conductor Hans von "
                "B\u00fclow, a champion of Brahms, who set the younger composer beside the two "
                "German masters; earlier writers had put Berlioz in third place."
            ),
            D(
                "Q: Who were Les Six?\nA: Six young composers in Paris named by the critic Henri "
                "Collet in 1920: Georges Auric, Louis Durey, Arthur Honegger, Darius Milhaud, "
                "Francis Poulenc and Germaine Tailleferre, with Jean Cocteau as their spokesman "
                "and Erik Satie as a guiding spirit."
            ),
            D(
                "Q: Who made up the Second Viennese School?\nA: Arnold Schoenberg and his two "
                "best-known pupils, Alban Berg and Anton Webern, who in Vienna in the early "
                "twentieth century left the major and minor keys behind and from the 1920s wrote "
                "music built on rows of all twelve notes."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a chess player's Elo rating change after a game?",
        (
            "it moves by a set factor, K, times the difference between the actual result and the "
            "result expected from the two ratings, so beating a stronger player gains more points "
            "than beating a weaker one"
        ),
        [
            D(
                "Q: How does a Swiss-system tournament work?\nA: Nobody is knocked out: in each "
                "round players are paired with others on the same or nearly the same score, never "
                "meeting the same opponent twice, and after a set number of rounds the player with "
                "most points wins. It was first used at a chess tournament in Zurich in 1895."
            ),
            D(
                "Q: How do you become a chess grandmaster?\nA: FIDE, the world chess federation, "
                "gives the title to a player who reaches a rating of 2,500 and earns three norms, "
                "strong results in tournaments against enough titled opponents, over at least 27 "
                "games. It first awarded the title in 1950, to 27 players."
            ),
            S(
                "Q: How does an Elo rating change after a game?\nA: The gap between two players' "
                "ratings gives each an expected score. Afterwards each rating moves by a set "
                "factor, K, times the difference between the actual and the expected score, so "
                "beating a much stronger player earns many points and beating a weaker one very "
                "few."
            ),
            D(
                "Q: What is the Glicko system?\nA: A rating method published by the statistician "
                "Mark Glickman in 1995 that adds to each player's rating a rating deviation, a "
                "measure of how uncertain it is. The deviation shrinks as a player plays more and "
                "grows during long breaks; many online chess sites use its successor, Glicko-2."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why is gatorade called gatorade",
        "after the Florida Gators, the University of Florida football team it was made for in 1965",
        [
            D(
                "Q: How did Lucozade get its name?\nA: A Newcastle chemist, William Walker Hunter, "
                "made a glucose drink for sick people in 1927 and called it Glucozade; it was "
                "renamed Lucozade two years later. For decades it was sold in chemists' shops, "
                "wrapped in orange cellophane, for people getting over illness."
            ),
            S(
                "Q: Where does the name Gatorade come from?\nA: From the Florida Gators. In 1965 a "
                "coach at the University of Florida asked the kidney doctor Robert Cade why his "
                "players wilted in the heat; they mixed water, salt, sugar and lemon juice to "
                "replace what the players sweated out, and named the drink after the team."
            ),
            D(
                "Q: Why is the Florida Gators' stadium called the Swamp?\nA: The coach Steve "
                "Spurrier gave Ben Hill Griffin Stadium in Gainesville the nickname in the early "
                "1990s, saying a swamp is hot and sticky and can be dangerous, and only Gators get "
                "out alive. The stadium opened in 1930 and holds about 88,000."
            ),
            D(
                "Q: Why do winning coaches get a Gatorade shower?\nA: The custom of tipping a "
                "cooler of the drink over the coach began with New York Giants players in the "
                "mid-1980s, when Jim Burt and then Harry Carson soaked Bill Parcells after wins. "
                "It spread through American sport, and bettors now wager on the colour of the "
                "drink."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Was Harry Houdini born in Hungary?",
        "Yes: he was born Erik Weisz in Budapest on 24 March 1874",
        [
            D(
                "Jean-Eug\u00e8ne Robert-Houdin\n- Born: 7 December 1805, in Blois, France\n- "
                "Trade: watchmaker, before he turned to magic\n- Theatre: opened his own in Paris "
                "in 1845\n- Mission: in 1856 the French government sent him to Algeria to outdo "
                "local holy men with his tricks"
            ),
            D(
                "Houdini's death\n- Died: 31 October 1926, in Detroit, aged 52\n- Cause: "
                "peritonitis from a burst appendix\n- Days before: a student in Montreal punched "
                "him in the stomach in his dressing room before he could brace himself\n- Buried: "
                "Machpelah Cemetery, Queens, New York"
            ),
            S(
                "Harry Houdini\n- Born: Erik Weisz, 24 March 1874, in Budapest, then in "
                "Austria-Hungary\n- Moved: to Appleton, Wisconsin, in 1878, where his father "
                "became a rabbi\n- Stage name: taken from the French magician Robert-Houdin\n- "
                "Known for: escapes from handcuffs, straitjackets and crates dropped into rivers"
            ),
            D(
                "The Chinese Water Torture Cell\n- First shown: 1912\n- The trick: Houdini hung "
                "upside down, his feet locked in stocks, inside a glass-fronted tank of water\n- "
                "Escape: made behind a curtain in about two minutes while the audience held its "
                "breath\n- Fate: the original cell was destroyed by fire at a museum in 1995"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Where was the designer of Donkey Kong born?",
        (
            "Sonobe, a small town in Kyoto Prefecture, Japan: the game was designed by Shigeru "
            "Miyamoto"
        ),
        [
            S(
                "Q: Where did Shigeru Miyamoto grow up?\nA: He was born on 16 November 1952 in "
                "Sonobe, a small town in Kyoto Prefecture, and spent his childhood exploring the "
                "hills, woods and caves around it, memories he later drew on for The Legend of "
                "Zelda. He studied industrial design in Kanazawa and joined Nintendo in 1977."
            ),
            D(
                "Q: Who designed the Game Boy?\nA: Gunpei Yokoi, born in Kyoto in 1941, who "
                "started at Nintendo maintaining the machines that made its playing cards and went "
                "on to create the Game & Watch handhelds and the cross-shaped control pad. He left "
                "the company in 1996 after the failure of the Virtual Boy."
            ),
            S(
                "Q: Who designed Donkey Kong?\nA: Shigeru Miyamoto, then a young artist at "
                "Nintendo, who was given the job in 1981 of turning unsold arcade cabinets into a "
                "new game. His hero, Jumpman, later renamed Mario, climbs girders and leaps over "
                "barrels thrown by a great ape to rescue a woman called Pauline."
            ),
            D(
                "Q: Who made Donkey Kong Country?\nA: Rare, the British studio founded by the "
                "brothers Tim and Chris Stamper at Twycross in Leicestershire, which built the "
                "1994 Super Nintendo game with pre-rendered 3D graphics made on costly Silicon "
                "Graphics workstations. It sold more than nine million copies."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "first ombudsman country",
        "Sweden, whose parliament created the justitieombudsman in 1809",
        [
            D(
                "New Zealand became in 1962 the first English-speaking country to appoint an "
                "ombudsman, Sir Guy Powles, a former diplomat, to look into complaints against "
                "government departments. Britain followed in 1967 with its Parliamentary "
                "Commissioner for Administration, and Australia's federal ombudsman opened in 1977."
            ),
            S(
                "Under its Instrument of Government of 1809 the Swedish Riksdag set up the "
                "justitieombudsman, an officer chosen by parliament, not the king, to look into "
                "complaints that judges and civil servants had misused their powers. No such "
                "office existed anywhere before it, and the Swedish title has since gone round the "
                "world."
            ),
            D(
                "Finland set up a parliamentary ombudsman in 1919, soon after independence. The "
                "office holder, elected by parliament for four years, checks that courts, "
                "officials and other public authorities obey the law, and since the 1990s the "
                "office has also watched over fundamental and human rights."
            ),
            D(
                "The European Ombudsman, an office created by the Maastricht Treaty, looks into "
                "complaints of poor administration by the institutions and bodies of the European "
                "Union. Jacob S\u00f6derman of Finland was elected the first holder in 1995, and "
                "the office is based in Strasbourg, beside the European Parliament, with a branch "
                "in Brussels."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What did the Carbolic Smoke Ball Company promise in its advertisement?",
        (
            "to pay \u00a3100 to anyone who caught influenza after using its smoke ball three "
            "times a day for two weeks as directed, backed by \u00a31,000 lodged with a bank"
        ),
        [
            D(
                "In Partridge v Crittenden (1968) a man who had placed a notice in a magazine for "
                "bird fanciers, listing bramblefinch cocks and hens at 25 shillings each, was "
                "convicted of offering wild birds for sale. The High Court quashed the conviction: "
                "a notice of that kind was only an invitation to treat."
            ),
            D(
                "In Pharmaceutical Society v Boots (1953) the chemist chain let customers in its "
                "Edgware shop take medicines from open shelves and pay at a cash desk watched by a "
                "pharmacist. The Court of Appeal held that goods on the shelves were only an "
                "invitation to treat, so the sale took place at the desk."
            ),
            S(
                "During the flu epidemic of 1891 the Carbolic Smoke Ball Company, maker of a "
                "rubber ball of carbolic acid to be sniffed, took newspaper space pledging "
                "\u00a3100 to any buyer who still fell ill after inhaling from it thrice daily for "
                "a fortnight as directed. To show good faith it lodged \u00a31,000 at the Alliance "
                "Bank."
            ),
            D(
                "In Fisher v Bell (1961) a Bristol shopkeeper who had put a flick knife in his "
                "window with a price ticket was charged with offering it for sale. The Divisional "
                "Court held that goods on display are only an invitation to treat, so he had made "
                "no offer, and Parliament changed the law that same year to close the gap."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which was founded first, Amnesty International or Greenpeace?",
        "Amnesty International, in 1961; Greenpeace grew out of a protest voyage in 1971",
        [
            S(
                "Amnesty International grew out of an article by the London lawyer Peter Benenson, "
                "The Forgotten Prisoners, which The Observer printed on 28 May 1961. It asked "
                "readers to write letters on behalf of people jailed for their beliefs, and the "
                "response was so great that within a year a permanent movement had taken shape."
            ),
            D(
                "M\u00e9decins Sans Fronti\u00e8res was set up in Paris in December 1971 by a "
                "group of French doctors, several of whom had worked for the Red Cross in Biafra "
                "during the Nigerian civil war and had chafed at its rule of keeping silent about "
                "what they saw. It won the Nobel Peace Prize in 1999."
            ),
            D(
                "The World Wildlife Fund was set up on 29 April 1961 at Morges, in Switzerland, by "
                "a group that included the biologist Julian Huxley and the painter Peter Scott, "
                "who drew its black and white giant panda emblem, modelled on Chi Chi, a panda "
                "that had arrived at London Zoo in 1958."
            ),
            S(
                "Greenpeace traces its beginnings to September 1971, when a small band of "
                "activists sailed from Vancouver in an old fishing boat, the Phyllis Cormack, "
                "renamed Greenpeace for the trip, to try to stop an American nuclear test on "
                "Amchitka Island off Alaska. The coastguard turned them back, but tests there "
                "ended the next year."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which monarchs formed the Holy Alliance of 1815?",
        (
            "Tsar Alexander I of Russia, Emperor Francis I of Austria and King Frederick William "
            "III of Prussia"
        ),
        [
            D(
                "The Quadruple Alliance, signed in Paris on 20 November 1815 by Britain, Austria, "
                "Prussia and Russia, bound the four victors over Napoleon to keep him and his "
                "family off the French throne and to meet regularly to keep the peace of Europe. "
                "France was let in at the Congress of Aix-la-Chapelle in 1818."
            ),
            D(
                "The League of the Three Emperors, agreed in 1873 by Wilhelm I of Germany, Franz "
                "Joseph of Austria-Hungary and Alexander II of Russia at Bismarck's urging, was "
                "meant to keep France isolated. It broke down over rivalry in the Balkans, and a "
                "later version was let lapse in 1887."
            ),
            D(
                "By the Treaty of Chaumont, signed in March 1814, Britain, Austria, Prussia and "
                "Russia each promised to keep 150,000 men in the field until Napoleon was beaten "
                "and not to make a separate peace, with Britain also paying the other three five "
                "million pounds in subsidies."
            ),
            S(
                "In Paris on 26 September 1815, in the pact known as the Holy Alliance, three "
                "rulers, Russia's Tsar Alexander I, Austria's Emperor Francis I and Prussia's King "
                "Frederick William III, pledged to rule by Christian precepts and stand by one "
                "another as brothers. The idea was the Tsar's."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How is a new Dalai Lama found?",
        (
            "after a Dalai Lama dies, senior lamas search for the child believed to be his "
            "reincarnation, guided by signs and visions, and test the boy, for instance by seeing "
            "whether he picks out his predecessor's belongings"
        ),
        [
            D(
                "The Potala Palace in Lhasa was built from 1645 under the Fifth Dalai Lama on the "
                "Red Hill above the city, and it was the winter home of the Dalai Lamas until "
                "1959. With more than 1,000 rooms, it is now a museum and a World Heritage Site, "
                "visited by thousands every day in summer."
            ),
            S(
                "When a Dalai Lama dies, senior monks go looking for the small boy into whom they "
                "believe his spirit has passed, guided by omens and visions seen in the sacred "
                "lake Lhamo La-tso. Tenzin Gyatso, the 14th, was picked out in 1937 at two, in "
                "Taktser, after he picked out his predecessor's rosary and other belongings."
            ),
            D(
                "In March 1959, as an uprising against Chinese rule broke out in Lhasa, the 14th "
                "Dalai Lama slipped out of the Norbulingka palace disguised as a soldier and "
                "crossed the Himalayas into India, where he set up a government in exile at "
                "Dharamsala. He won the Nobel Peace Prize in 1989."
            ),
            D(
                "In 1995 the Dalai Lama named a six-year-old boy, Gedhun Choekyi Nyima, as the "
                "reincarnation of the Panchen Lama, Tibetan Buddhism's second-highest figure. "
                "Chinese officials took the boy and his family away within days and installed "
                "another child, Gyaincain Norbu, chosen by drawing lots from a golden urn in Lhasa."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why were the M'Naghten rules drawn up?",
        (
            "because Daniel M'Naghten was acquitted as insane in 1843 after killing Robert Peel's "
            "secretary; the outcry led the House of Lords to ask the judges when insanity excuses "
            "a crime, and their answers became the rules"
        ),
        [
            D(
                "James Hadfield fired a pistol at George III across the Theatre Royal, Drury Lane, "
                "in May 1800. Defended by Thomas Erskine, he was acquitted because he was insane, "
                "and Parliament rushed through the Criminal Lunatics Act so that he and others "
                "like him could be kept locked up rather than set free."
            ),
            D(
                "Edward Oxford, an 18-year-old barman, fired two pistols at Queen Victoria's "
                "carriage on Constitution Hill in June 1840. Found not guilty by reason of "
                "insanity, he spent 27 years in Bethlem and then Broadmoor before being released "
                "on condition that he leave for Australia, where he lived out his days."
            ),
            D(
                "In Durham v United States (1954) Judge David Bazelon of the federal appeals court "
                "in Washington ruled that an accused person is not responsible if the unlawful act "
                "was the product of mental disease or defect, a broader test than the one used "
                "before, which his court itself dropped in 1972."
            ),
            S(
                "In 1843 Daniel M'Naghten, a Glasgow woodturner who felt hounded by the Tories, "
                "shot dead Edward Drummond, Robert Peel's private secretary, probably mistaking "
                "him for Peel. When a jury acquitted him as mad, Queen Victoria and the press were "
                "furious, and the Lords put questions to the judges, whose replies became the "
                "insanity test named after him."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "was hemingway an ambulance driver in ww1",
        (
            "Yes: in 1918 he drove for the American Red Cross on the Italian front, where he was "
            "wounded"
        ),
        [
            D(
                "During the Spanish Civil War Ernest Hemingway reported from Madrid in 1937 and "
                "1938 for the North American Newspaper Alliance, and he drew on what he saw for "
                "For Whom the Bell Tolls, published in 1940, about an American dynamiter fighting "
                "with Republican guerrillas in the Guadarrama mountains."
            ),
            S(
                "Turned down by the US Army because of a weak eye, the eighteen-year-old Ernest "
                "Hemingway signed up with the American Red Cross in 1918 and was sent to northern "
                "Italy to carry the wounded from the front in motor vehicles. On 8 July, at "
                "Fossalta di Piave, he was badly hurt by mortar fragments."
            ),
            D(
                "John Dos Passos and E. E. Cummings both volunteered in 1917 for the Norton-Harjes "
                "Ambulance Corps in France; Cummings was soon held for months in a French "
                "detention camp on suspicion of disloyalty, the experience behind his book The "
                "Enormous Room, published in 1922."
            ),
            D(
                "Ernest Hemingway covered the Second World War for Collier's magazine, watching "
                "the D-Day landings at Omaha Beach from a landing craft on 6 June 1944 and "
                "entering Paris with the liberating troops that August, when he claimed to have "
                "freed the bar of the Ritz hotel."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        (
            "In which year did the foreign secretary who signed the Balfour Declaration become "
            "prime minister?"
        ),
        (
            "1902: the declaration was signed by Arthur Balfour, who had led the government from "
            "July 1902 to December 1905"
        ),
        [
            D(
                "Mark Sykes for Britain and Fran\u00e7ois Georges-Picot for France drew up a "
                "secret agreement in May 1916 dividing much of the Ottoman Middle East into zones "
                "of British and French control or influence. The Bolsheviks published it in "
                "November 1917, to the embarrassment of both allies."
            ),
            S(
                "On 2 November 1917 the man then running Britain's Foreign Office, Arthur Balfour, "
                "sent a short letter to Lord Rothschild saying that the government looked with "
                "favour on the setting up in Palestine of a national home for the Jewish people, "
                "without harm to the rights of the communities already living there."
            ),
            D(
                "David Lloyd George, the Welsh Liberal, took over from H. H. Asquith as head of "
                "government in December 1916 and led a coalition through the rest of the war and "
                "the peace talks at Versailles. He left office in October 1922, when the "
                "Conservatives voted to leave the coalition."
            ),
            S(
                "Arthur Balfour moved into 10 Downing Street in July 1902, taking over the "
                "Conservative government from his mother's brother, and stayed until December "
                "1905. A split in his party over free trade then helped the Liberals to a "
                "landslide at the election of January 1906, in which he lost his own seat in "
                "Manchester."
            ),
        ],
        drop=1,
    ),
]
