"""A fourth held-out batch of the single-hop set: measured with at the end, never tuned on.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer never read the
evaluator's code, its benchmarks or its tests; they read only this set's README, `build.py`,
`source.py`, the dev sources (`source_dev2.py` to `source_dev22.py`), `source_heldout2.py` and
`source_heldout3.py`, for the format and to choose subjects none of them asks about. Written
after lexical-v19: 40 questions, 8 per style, of every shape (10 factoid, 5 each of comparison,
list, how, why, yes/no and two-hop bridge), on subjects from the arts, sports, technology and
everyday life; a quarter of them (10 of 40) are typed search-box style.

Like the dev batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two, and of each
of them) and is as rich, with names, dates and numbers of its own, many of them hard on purpose
(the same name for another thing, the same relation about another thing, or the right thing
but another attribute). Supports average 333 characters and distractors 333; the longest
passage is a support (or ties with one) in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who directed Citizen Kane?",
        "Orson Welles (1941)",
        [
            D(
                "The Magnificent Ambersons: The Magnificent Ambersons is a 1942 film adapted from "
                "Booth Tarkington's novel about a wealthy Indianapolis family ruined by the "
                "coming of the motor car. RKO cut more than forty minutes from it and reshot its "
                "ending while its maker was filming in Brazil, and the lost footage has never "
                "been found."
            ),
            D(
                "Gregg Toland: Gregg Toland was an American cinematographer known for deep-focus "
                "photography, in which the foreground and the far background of a shot stay sharp "
                "at once. He won an Academy Award for Wuthering Heights in 1939, shot The Grapes "
                "of Wrath in 1940 and died of a heart attack in 1948, aged only 44."
            ),
            S(
                "Citizen Kane: Citizen Kane is a 1941 American drama directed by Orson Welles, "
                "who also produced it, co-wrote the screenplay with Herman J. Mankiewicz and "
                "played the newspaper tycoon Charles Foster Kane. Welles was 25 when RKO released "
                "it, and it won the Academy Award for Best Original Screenplay."
            ),
            D(
                "Mank: Mank is a 2020 black-and-white film directed by David Fincher about the "
                "screenwriter Herman J. Mankiewicz, played by Gary Oldman, as he drafts a script "
                "about a press baron while recovering from a car accident in 1940. It was "
                "released on Netflix and won two Academy Awards, for cinematography and "
                "production design."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "factoid",
        "who made the great wave off kanagawa",
        "Katsushika Hokusai, around 1831",
        [
            D(
                "Red Fuji: Fine Wind, Clear Morning, often called Red Fuji, is a print from the "
                "series Thirty-six Views of Mount Fuji, published around 1831 by Nishimura Eijudo "
                "in Edo. It shows the mountain's slopes turned a deep red by the early sun of "
                "late summer, under a sky of small white clouds, and has no human figures in it "
                "at all."
            ),
            S(
                "The Great Wave off Kanagawa: The Great Wave off Kanagawa is a woodblock print by "
                "the Japanese artist Katsushika Hokusai, made around 1831 as the first sheet of "
                "his series Thirty-six Views of Mount Fuji. It shows three boats under a "
                "towering, claw-like wave, with the snowy mountain small in the distance, printed "
                "in imported Prussian blue."
            ),
            D(
                "Utagawa Hiroshige: Utagawa Hiroshige was a Japanese print designer of the "
                "ukiyo-e school, born in Edo in 1797, best known for The Fifty-three Stations of "
                "the Tokaido, made after he travelled the coast road in 1832. His One Hundred "
                "Famous Views of Edo, left unfinished at his death in 1858, was copied in oils by "
                "Vincent van Gogh."
            ),
            D(
                "Sugimoto's Seascapes: Seascapes is a series of black-and-white photographs begun "
                "in 1980 by the Japanese artist Hiroshi Sugimoto, each showing a calm sea and sky "
                "split exactly in half by the horizon. He took them with a large-format camera on "
                "long exposures at dozens of coasts, from the Sea of Japan to the English Channel."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, the Davis Cup or the Ryder Cup?",
        "the Davis Cup (first played in 1900; the Ryder Cup in 1927)",
        [
            D(
                "Walker Cup: The Walker Cup is a golf match for amateurs between the United "
                "States and a team from Great Britain and Ireland, first played in 1922 at the "
                "National Golf Links of America on Long Island. It takes its name from George "
                "Herbert Walker, president of the US Golf Association, who gave the trophy, and "
                "it is held every two years."
            ),
            S(
                "Davis Cup: The Davis Cup is the main team competition in men's tennis, first "
                "played in 1900 between the United States and the British Isles at the Longwood "
                "Cricket Club near Boston. It began when the Harvard student Dwight F. Davis paid "
                "for a silver bowl as the prize, and more than 130 nations now enter it each year."
            ),
            D(
                "Billie Jean King Cup: The Billie Jean King Cup is the leading team competition "
                "in women's tennis, launched in 1963 as the Federation Cup to mark the fiftieth "
                "anniversary of the International Tennis Federation. It was renamed in 2020 after "
                "the American champion who won its first edition with the United States team at "
                "Queen's Club in London."
            ),
            S(
                "Ryder Cup: The Ryder Cup is a golf competition between teams from Europe and the "
                "United States, first contested in 1927 at the Worcester Country Club in "
                "Massachusetts. It is named after Samuel Ryder, an English seed merchant who gave "
                "the gold trophy, and it has been played every two years, with gaps for war, ever "
                "since."
            ),
            D(
                "Solheim Cup: The Solheim Cup is a golf match for professional women that pits "
                "Europe against the United States, first held in 1990 at Lake Nona in Orlando, "
                "Florida. It was created by Karsten Solheim, the Norwegian-born founder of the "
                "Ping club company, and the two sides meet every two years, home and away in turn."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "list",
        "Which instruments make up the rhythm section of a jazz band?",
        "piano, double bass and drums, often with guitar",
        [
            D(
                "Horn section: A horn section is the group of wind players in a band, in jazz and "
                "soul usually trumpets, trombones and saxophones, who play riffs and backing "
                "lines together. In a big band they sit in rows of four or five, and groups such "
                "as the Memphis Horns and the Tower of Power horns were hired for hundreds of "
                "records."
            ),
            D(
                "String section: The string section is the largest group in an orchestra, made up "
                "of first and second violins, violas, cellos and double basses, some sixty "
                "players in a modern symphony orchestra. It sits at the front of the stage in a "
                "fan around the conductor, and the leader of the first violins acts as the "
                "concertmaster."
            ),
            D(
                "Miles Davis Quintet: The first great quintet of the trumpeter Miles Davis, "
                "formed in 1955, joined John Coltrane on tenor saxophone with Red Garland, Paul "
                "Chambers and Philly Joe Jones, and recorded four albums for Prestige in two "
                "marathon days. His second quintet of 1964 included Wayne Shorter, Herbie "
                "Hancock, Ron Carter and a teenage Tony Williams."
            ),
            S(
                "Rhythm section: In jazz the rhythm section is the group that keeps the beat and "
                "lays down the chords behind the soloists: usually a piano, a double bass and a "
                "drum kit, often with a guitar as well. In the Count Basie band of the swing era, "
                "the section of Basie, Freddie Green, Walter Page and Jo Jones was famed for its "
                "light, steady pulse."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "how",
        "How is a true fresco painted?",
        "with pigments in water on wet lime plaster, which binds the colour as it dries",
        [
            D(
                "Secco: Secco is wall painting done on plaster that has already dried, with "
                "pigments mixed into a binder such as egg, glue or oil so that they stick to the "
                "surface. It allows slower work and colours like azurite that spoil in wet lime, "
                "but it flakes off far more easily, which is why so much of Leonardo's Last "
                "Supper has been lost over the centuries."
            ),
            D(
                "Tempera: Tempera is a painting medium in which pigment is bound with egg yolk "
                "and brushed on in thin layers, usually onto wooden panels coated with gesso, a "
                "mix of chalk and animal glue. It dries fast to a hard, matt surface and was the "
                "main medium of European panel painting until oil paint took over in the "
                "fifteenth century."
            ),
            S(
                "Fresco: Fresco is a way of painting murals in which pigments ground in water are "
                "brushed onto a layer of wet lime plaster. As the plaster dries, the lime reacts "
                "with carbon dioxide in the air and locks the colour into the wall, so the "
                "painter lays only as much fresh plaster, a giornata or day's work, as can be "
                "finished before it sets."
            ),
            D(
                "Sinopia: A sinopia is the preparatory drawing for a wall painting, sketched in a "
                "reddish-brown earth pigment on the rough first coat of plaster, the arriccio. "
                "The name comes from Sinop, a port on the Black Sea where the pigment was traded, "
                "and many sinopie came to light after 1945 when war-damaged murals were taken "
                "down."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "why",
        "Why is Bluetooth called Bluetooth?",
        "it is named after Harald Bluetooth, the Danish king who united Denmark's tribes, as the "
        "standard was meant to unite the industry",
        [
            D(
                "Wi-Fi: Wi-Fi is the trade name for wireless networking based on the IEEE 802.11 "
                "standards, first released in 1997 and used to link computers, phones and "
                "televisions to a local network. The name was coined in 1999 by the brand agency "
                "Interbrand as a pun on hi-fi and does not stand for wireless fidelity, despite a "
                "slogan the industry group used for a while."
            ),
            S(
                "Bluetooth: Bluetooth is a short-range wireless standard for linking phones, "
                "headphones and other devices, launched in 1999. It is named after Harald "
                "Bluetooth, a tenth-century king who united the tribes of Denmark, because "
                "engineers from Intel, Ericsson and Nokia meant it to unite the industry, and its "
                "logo joins the runes of his initials."
            ),
            D(
                "Harald Bluetooth: Harald Gormsson, known as Harald Bluetooth, was king of "
                "Denmark from about 958 and for a time of Norway, and he had the larger of the "
                "Jelling runestones raised in memory of his parents. He was baptised a Christian "
                "around 965 and died in about 986 after a revolt led by his own son, Sweyn "
                "Forkbeard."
            ),
            D(
                "Zigbee: Zigbee is a low-power wireless standard for smart-home devices such as "
                "light bulbs, thermostats and door sensors, ratified in 2004 by the Zigbee "
                "Alliance. It builds mesh networks in which each mains-powered device passes "
                "messages on, and its name comes from the zigzag waggle dance by which honeybees "
                "show where food is."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "yesno",
        "was sherlock holmes based on a real person",
        "partly: Arthur Conan Doyle modelled him on his teacher, the surgeon Joseph Bell",
        [
            D(
                "Sherlock Holmes: Sherlock Holmes is a fictional detective who first appeared in "
                "A Study in Scarlet in 1887, sharing rooms at 221B Baker Street in London with "
                "his friend Dr John Watson. Arthur Conan Doyle wrote four novels and fifty-six "
                "short stories about him, and tried to kill him off at the Reichenbach Falls in "
                "1893."
            ),
            D(
                "Sherlock Holmes Museum: The Sherlock Holmes Museum in Baker Street, London, "
                "opened in 1990 in a Georgian house that bears the number 221B, although it "
                "stands between numbers 237 and 241. Its rooms are furnished as in the stories, "
                "with a violin, a deerstalker hat and a chemistry set, and staff answer letters "
                "sent to the detective."
            ),
            S(
                "Joseph Bell: Joseph Bell was a Scottish surgeon who taught at the University of "
                "Edinburgh medical school, where Arthur Conan Doyle was his student and clerk in "
                "1877. Bell could guess a patient's trade and travels from tiny details, and "
                "Conan Doyle said he had modelled Sherlock Holmes on him, though the detective "
                "himself is invented."
            ),
            D(
                "Auguste Dupin: C. Auguste Dupin is a fictional Parisian detective created by "
                "Edgar Allan Poe, who first appears in The Murders in the Rue Morgue, published "
                "in 1841 and often called the first modern detective story. Dupin solves crimes "
                "by reasoning from his armchair, narrated by an unnamed friend, a pattern many "
                "later writers copied."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city were the Olympic Games where Jesse Owens won four gold medals held?",
        "Berlin (the 1936 Summer Olympics)",
        [
            S(
                "Jesse Owens: Jesse Owens was an American sprinter and long jumper, born in "
                "Alabama in 1913, who won four gold medals at the 1936 Summer Olympics, in the "
                "100 metres, the 200 metres, the long jump and the 4 x 100 metres relay. A year "
                "earlier, at a college meet in Michigan, he had set three world records and "
                "equalled a fourth in under an hour."
            ),
            D(
                "Carl Lewis: Carl Lewis is an American sprinter and long jumper who won four gold "
                "medals at the 1984 Summer Olympics in Los Angeles, in the same four events as a "
                "famous champion before him, and went on to win nine Olympic titles in all, among "
                "them the long jump four times in a row, from 1984 to 1996."
            ),
            D(
                "1948 Summer Olympics: The 1948 Summer Olympics were held in London from 29 July "
                "to 14 August, the first games after a gap of twelve years caused by the Second "
                "World War. Known as the Austerity Games, they used existing venues such as "
                "Wembley Stadium, and the Dutch sprinter Fanny Blankers-Koen, a 30-year-old "
                "mother of two, won four gold medals."
            ),
            S(
                "1936 Summer Olympics: The 1936 Summer Olympics, officially the Games of the XI "
                "Olympiad, were held in Berlin, Germany, from 1 to 16 August 1936. The city had "
                "been chosen in 1931, before the Nazis took power, and they were the first games "
                "shown on live television and the first to have a torch relay from Olympia."
            ),
            D(
                "Luz Long: Luz Long was a German long jumper who took the silver medal behind an "
                "American rival at his home Olympics and walked a lap of the stadium arm in arm "
                "with him afterwards. He was given the Pierre de Coubertin medal after his death, "
                "having been killed in 1943 while serving as a soldier in Sicily."
            ),
        ],
        heldout=True,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote Things Fall Apart?",
        "Chinua Achebe (1958)",
        [
            D(
                "No Longer at Ease, published in 1960, follows Obi Okonkwo, the grandson of a "
                "famous Igbo warrior, who comes back to Lagos from a scholarship in England to "
                "take a post in the colonial civil service and is slowly drawn into taking "
                "bribes. Its title comes from T. S. Eliot's poem Journey of the Magi, and it "
                "opens with Obi on trial."
            ),
            S(
                "Things Fall Apart is the first novel of the Nigerian writer Chinua Achebe, "
                "published in London in 1958. It tells of Okonkwo, a proud wrestler and farmer in "
                "the Igbo village of Umuofia, whose world breaks apart with the arrival of "
                "British missionaries and colonial officers, and it has sold over twenty million "
                "copies in some fifty languages."
            ),
            D(
                "Wole Soyinka, born in Abeokuta in 1934, became in 1986 the first African to win "
                "the Nobel Prize in Literature. A playwright above all, he wrote Death and the "
                "King's Horseman and The Lion and the Jewel, and he spent twenty-two months in "
                "prison during the Nigerian civil war, which he described in his prison memoir "
                "The Man Died, published in 1972."
            ),
            D(
                "The Second Coming is a poem by the Irish poet W. B. Yeats, written in 1919 just "
                "after the First World War and published in 1920. Its opening stanza, with its "
                "lines about a centre that cannot hold and mere anarchy loosed upon the world, "
                "has given titles to dozens of later novels, albums and films, one of them a "
                "classic of African fiction."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "factoid",
        "how long is a cricket pitch",
        "22 yards (20.12 metres) between the two sets of stumps",
        [
            D(
                "A cricket field has no fixed size, but the boundary rope usually lies between 65 "
                "and 90 yards from the middle of the ground, and the Laws set a maximum of 90 "
                "yards. The Melbourne Cricket Ground, one of the largest, can hold about 100,000 "
                "spectators, and a ball that clears the rope on the full scores six runs."
            ),
            D(
                "The popping crease is a white line drawn four feet in front of each set of "
                "stumps, marking where the batter is safe from being stumped or run out. The "
                "bowling crease runs through the stumps themselves, and a bowler's front foot "
                "must land with some part behind the popping crease, or the umpire calls a no "
                "ball."
            ),
            S(
                "A cricket pitch is the strip of closely mown, rolled turf in the middle of the "
                "ground on which the ball is bowled. It measures 22 yards, or 20.12 metres, from "
                "one set of stumps to the other and is 10 feet (3.05 metres) wide, a length taken "
                "from the chain used by English land surveyors in the seventeenth century."
            ),
            D(
                "A baseball diamond is a square with sides of 90 feet, about 27.4 metres, between "
                "the bases, and the pitcher's rubber stands 60 feet 6 inches from home plate, a "
                "distance fixed in 1893. The mound it sits on was lowered from 15 to 10 inches in "
                "1969, after a season in which pitchers had dominated the batters."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, the FA Cup or the Football League?",
        "the FA Cup (first played in 1871-72; the Football League was founded in 1888)",
        [
            S(
                "The FA Cup, the oldest national football competition in the world, was first "
                "played in the 1871-72 season, when fifteen clubs entered and Wanderers beat "
                "Royal Engineers 1-0 in the final at Kennington Oval in London. It is run by the "
                "Football Association, founded in 1863, and is open to hundreds of clubs down to "
                "amateur level."
            ),
            D(
                "The Scottish Cup was first played in the 1873-74 season, after eight clubs had "
                "formed the Scottish Football Association that year, and Queen's Park won the "
                "first final against Clydesdale 2-0. Its trophy, made in 1873, is the oldest "
                "national football prize still handed to the winners and is kept at Hampden Park "
                "in Glasgow, the national stadium."
            ),
            D(
                "The Premier League was formed in 1992 when the clubs of the old First Division "
                "broke away from the league they had belonged to in order to take a larger share "
                "of television money, and Manchester United won its first season. It now has "
                "twenty clubs, each playing 38 matches, and three go down each May."
            ),
            S(
                "The Football League was founded in 1888 at the urging of William McGregor, a "
                "director of Aston Villa, who wanted his club to play regular fixtures instead of "
                "friendlies. Twelve clubs from the Midlands and the north of England took part in "
                "its first season, which Preston North End won without losing a single match."
            ),
            D(
                "The League Cup was brought in in 1960 for the league's clubs, many of which had "
                "just put up floodlights and wanted midweek games. Aston Villa won the first "
                "final, played over two legs against Rotherham United, and the competition has "
                "carried sponsors' names such as the Milk Cup and the Carabao Cup."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "list",
        "What are the three weapons used in Olympic fencing?",
        "foil, épée and sabre",
        [
            D(
                "Kendo is a Japanese martial art of sword fighting in which players wear armour "
                "called bogu and strike with a shinai made of four bamboo slats. Points are "
                "scored only for blows to the head, wrists or body, or a thrust to the throat, "
                "delivered with a loud shout, and its world championships began in Tokyo in 1970."
            ),
            S(
                "Olympic fencing is contested with three weapons. The foil is light and scores "
                "only with the point on the torso; the épée is heavier and scores with the point "
                "anywhere on the body; and the sabre, descended from the cavalry sword, scores "
                "with the edge or the point above the waist. Each has individual and team events."
            ),
            D(
                "Modern pentathlon was created by Pierre de Coubertin for the 1912 Olympics in "
                "Stockholm, modelled on the skills of a cavalry officer behind enemy lines. Its "
                "fencing round uses a single weapon in a quick round robin where one hit wins "
                "each bout, followed by swimming, riding and a combined run and laser shoot at "
                "the very end."
            ),
            D(
                "Electric scoring came to fencing at the 1936 Olympics, when a body wire running "
                "through the sleeve linked the weapon to a box that lit a lamp when a touch "
                "landed. Fencers wear a lamé jacket of metallic cloth over the target area, and "
                "wireless systems and glowing masks now make bouts easier to follow on television."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "how",
        "compound interest how does it work",
        "interest is added to the balance and itself earns interest in later periods, so savings "
        "grow faster over time",
        [
            D(
                "Simple interest is worked out only on the original sum, the principal, so £1,000 "
                "lent at 5 percent a year earns £50 every year, whatever has built up before. It "
                "is used for some car loans and short-term bonds, and over ten years it pays £500 "
                "in total, the same amount each year from the first to the last."
            ),
            D(
                "The annual percentage rate, or APR, is the yearly cost of a loan or credit card "
                "including fees as well as interest, and UK lenders must quote it so that "
                "borrowers can compare offers. A representative APR need only be given to 51 "
                "percent of successful applicants, so many people are charged more than the "
                "advert shows."
            ),
            S(
                "With compound interest, the interest a saver earns is added to the balance and "
                "then earns interest itself in the next period. £1,000 at 5 percent a year "
                "becomes £1,050 after one year and £1,102.50 after two, not £1,100, and the gap "
                "widens over time, which is why the rule of 72 says money at 5 percent doubles in "
                "about fourteen years."
            ),
            D(
                "Inflation measures how fast prices rise, and in the United Kingdom it is tracked "
                "by the Consumer Prices Index, which the Office for National Statistics publishes "
                "each month. If savings earn 3 percent while prices rise by 5 percent, the money "
                "buys less each year, and the Bank of England aims to hold inflation at 2 percent "
                "over the medium term."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "why",
        "Why does champagne have bubbles?",
        "a second fermentation in the sealed bottle makes carbon dioxide that cannot escape and "
        "dissolves in the wine",
        [
            D(
                "Prosecco, from the Veneto and Friuli in north-east Italy, is made mainly from "
                "the Glera grape, and most of it gets its fizz in large pressurised steel tanks, "
                "the Charmat method, rather than in each bottle. This keeps its fresh pear and "
                "apple flavours, and it became the world's best-selling sparkling wine in the "
                "2010s."
            ),
            S(
                "Champagne gets its bubbles from a second fermentation inside the bottle. After "
                "the still base wine is blended, the maker adds a little sugar and yeast and "
                "seals it with a crown cap; the yeast turns the sugar into alcohol and carbon "
                "dioxide, which cannot escape and dissolves in the wine at a pressure of about "
                "six atmospheres."
            ),
            D(
                "Dom Pérignon was a Benedictine monk and cellar master at the abbey of "
                "Hautvillers near Épernay from 1668 until his death in 1715. He did much to "
                "improve the blending of grapes and the making of white wine from black grapes, "
                "but the story that he invented sparkling champagne and cried that he was "
                "drinking stars is a later legend."
            ),
            D(
                "The Champagne region lies about 150 kilometres east of Paris, around the towns "
                "of Reims and Épernay, where chalk cellars keep bottles at a steady 10 to 12 °C. "
                "Three grapes are grown there above all, Chardonnay, Pinot Noir and Pinot "
                "Meunier, and the name has been protected by French law since 1927."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "Can a goalkeeper score a goal in football?",
        "yes",
        [
            D(
                "A goalkeeper may handle the ball only inside their own penalty area, and since "
                "1992 they may not pick it up when a team-mate deliberately kicks it back to "
                "them. If they break this rule the referee gives the other side an indirect free "
                "kick, and a keeper who holds on to the ball for too long can be punished in the "
                "same way."
            ),
            S(
                "Under the Laws of the Game a goalkeeper is a player like any other when it comes "
                "to scoring, and a goal counts whether it comes from a header at a late corner, a "
                "penalty or a long clearance that bounces over the other keeper. The Brazilian "
                "Rogério Ceni scored more than a hundred goals for São Paulo, most from free "
                "kicks and penalties."
            ),
            D(
                "A player cannot score directly from a throw-in: if the ball is thrown straight "
                "into the opponents' net the referee gives a goal kick, and if it goes into the "
                "thrower's own net a corner is awarded. The same is true of an indirect free "
                "kick, which must touch a second player before a goal can be given."
            ),
            D(
                "Peter Shilton kept goal for England a record 125 times between 1970 and 1990 and "
                "played more than 1,000 league matches in a career that lasted until he was 47. "
                "He is also remembered as the keeper beaten by Diego Maradona's handball in the "
                "World Cup quarter-final in Mexico City in 1986, a goal the Argentine captain "
                "later put down to the hand of God."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "bridge",
        "What is the name of the arena where the team Michael Jordan won six NBA titles with "
        "plays its home games?",
        "the United Center in Chicago (home of the Chicago Bulls)",
        [
            D(
                "Madison Square Garden in Manhattan, opened in 1968 above Pennsylvania Station, "
                "is the home of the New York Knicks and the New York Rangers and is the fourth "
                "arena to bear the name. It has staged title fights such as the bout between "
                "Muhammad Ali and Joe Frazier in 1971, and it has staged many NBA drafts."
            ),
            S(
                "Michael Jordan won six NBA championships, all with the Chicago Bulls, in two "
                "runs of three titles in a row, from 1991 to 1993 and from 1996 to 1998, and he "
                "was named the finals' most valuable player each time. He had joined the Bulls as "
                "the third pick of the 1984 draft and later played two seasons for the Washington "
                "Wizards."
            ),
            D(
                "Kobe Bryant won five NBA championships, all with the Los Angeles Lakers, between "
                "2000 and 2010, and spent his whole twenty-season career with them. The Lakers "
                "play at the arena in downtown Los Angeles that opened in 1999 as the Staples "
                "Center and was renamed Crypto.com Arena in 2021."
            ),
            S(
                "The Chicago Bulls have played their home games at the United Center on the "
                "city's Near West Side since it opened in August 1994, replacing the old Chicago "
                "Stadium across the street. The arena, which seats about 20,900 for basketball, "
                "is shared with the Chicago Blackhawks ice hockey team."
            ),
            D(
                "Scottie Pippen played alongside a famous team-mate through six championship "
                "seasons and was chosen as one of the league's fifty greatest players in 1996. He "
                "later played for the Houston Rockets and the Portland Trail Blazers, and he won "
                "two Olympic gold medals with the United States, in 1992 and 1996, the first time "
                "as part of the Dream Team."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Who invented the computer mouse?",
        "Douglas Engelbart, at the Stanford Research Institute in the 1960s",
        [
            D(
                "Home > Technology > History of computing | The trackball\nA trackball is a "
                "pointing device in which the user rolls a ball set into a fixed housing. The "
                "first was built in 1946 by Ralph Benjamin for a British Royal Navy radar "
                "plotting system, and another was made in 1952 for the Canadian DATAR system, "
                "using a five-pin bowling ball.\nShare this | Cookie policy"
            ),
            S(
                "Home > Technology > History of computing | Who invented the computer mouse?\nThe "
                "mouse was invented by the American engineer Douglas Engelbart at the Stanford "
                "Research Institute in the mid-1960s, with Bill English building the first one, a "
                "wooden box on two metal wheels. Engelbart showed it in public in 1968 in what "
                "was later called the Mother of All Demos.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Gadgets | Apple's first mouse\nThe Apple Lisa of 1983 and "
                "the Macintosh of January 1984 were the first popular computers sold with a "
                "mouse, a one-button design by the firm Hovey-Kelley that cost far less than the "
                "300-dollar Xerox mouse. It used a rubber-coated steel ball that turned two "
                "slotted wheels inside the case.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > History of computing | The light pen\nThe light pen, a "
                "pointing device held against a cathode-ray screen, was developed for the "
                "Whirlwind computer at MIT around 1955, and Ivan Sutherland used one in 1963 to "
                "draw shapes on the screen with his program Sketchpad. Users found that holding "
                "an arm up to the screen for long was tiring, a problem later called gorilla "
                "arm.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "how many red balls in snooker",
        "15",
        [
            D(
                "Home > Sport > Pool > Rules | Eight-ball\nEight-ball pool is played with a cue "
                "ball and fifteen numbered object balls, the solids one to seven, the stripes "
                "nine to fifteen and the black eight, racked in a triangle. A player must pot all "
                "of their own group and then the eight ball, and potting the eight too early "
                "loses the game outright.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Snooker > History | Where snooker began\nSnooker was devised in "
                "1875 by British army officers stationed at Jubbulpore in India, who added "
                "coloured balls to the game of black pool. Its name was army slang for a "
                "first-year cadet, and the first world championship was held in 1927, won by Joe "
                "Davis, who kept the title until 1946.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Snooker > Rules | Setting up the table\nA frame of snooker starts "
                "with 22 balls on the table: the white cue ball, 15 reds packed in a triangle "
                "behind the pink, and six colours on their spots, yellow, green, brown, blue, "
                "pink and black. Each red is worth one point and the colours two to seven, so the "
                "highest break is 147.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Snooker > Formats | Six-red snooker\nSix-red snooker is a shorter "
                "version of the game played with six reds instead of the full set, alongside the "
                "usual colours, so that frames last minutes rather than half an hour. Its world "
                "championship was first held in Killarney in Ireland in 2008, and the highest "
                "possible break in it is 75.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "Which came out first, Jurassic Park or Toy Story?",
        "Jurassic Park (June 1993; Toy Story in November 1995)",
        [
            D(
                "Home > Film > Animation | A Bug's Life (1998)\nA Bug's Life, Pixar's second "
                "feature, was released in November 1998, only weeks after DreamWorks' Antz, "
                "another computer-animated film about an ant colony. Directed by John Lasseter "
                "and Andrew Stanton, it tells of an inventive ant called Flik who hires a troupe "
                "of circus bugs to fight off grasshoppers.\nShare this | Cookie policy"
            ),
            S(
                "Home > Film > 1990s | Jurassic Park (1993)\nSteven Spielberg's Jurassic Park, "
                "adapted from Michael Crichton's novel, opened in American cinemas on 11 June "
                "1993. Its dinosaurs mixed full-size animatronics from Stan Winston's studio with "
                "computer animation by Industrial Light & Magic, and it became the "
                "highest-grossing film of its time.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > 1990s | The Lost World: Jurassic Park (1997)\nThe Lost World, "
                "Spielberg's sequel set on a second island called Isla Sorna, opened in May 1997 "
                "and took a record 72 million dollars in its first weekend in the United States. "
                "Jeff Goldblum returned as the mathematician Ian Malcolm, and a tyrannosaur runs "
                "loose in San Diego.\nShare this | Cookie policy"
            ),
            S(
                "Home > Film > Animation | Toy Story (1995)\nToy Story, directed by John Lasseter "
                "for Pixar and released by Disney on 22 November 1995, was the first feature film "
                "made entirely with computer animation. Tom Hanks and Tim Allen voiced the cowboy "
                "Woody and the spaceman Buzz Lightyear, and it took four years and 114,000 frames "
                "to make.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Effects | Terminator 2 and early CGI\nTerminator 2: Judgment Day, "
                "released in July 1991, used Industrial Light & Magic's computer graphics to "
                "create the liquid-metal T-1000, some of the most convincing digital effects yet "
                "seen. James Cameron had tried the technique in The Abyss in 1989, with a "
                "snake-like creature made of seawater.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "web",
        "list",
        "What are the four strokes in competitive swimming?",
        "freestyle (front crawl), backstroke, breaststroke and butterfly",
        [
            D(
                "Home > Sport > Swimming > Guide | Olympic pool sizes\nAn Olympic pool is 50 "
                "metres long and 25 metres wide, with ten lanes of 2.5 metres of which the middle "
                "eight are used in finals, and a depth of at least 2 metres is now advised. The "
                "water is kept between 25 and 28 °C, and touch pads at each end stop the clock to "
                "a hundredth of a second.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Swimming > Guide | The four competitive strokes\nRaces in the "
                "pool use four strokes: freestyle, in which nearly every swimmer chooses front "
                "crawl, backstroke, breaststroke and butterfly, the newest, split from "
                "breaststroke in 1952. In medley races one swimmer covers all four in turn: "
                "butterfly, backstroke, breaststroke, then freestyle.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Swimming > History | Open-water swimming\nThe 10-kilometre "
                "marathon swim joined the Olympic programme in Beijing in 2008, held that year in "
                "the rowing lake at Shunyi. Swimmers race in lakes, rivers or the sea, choose "
                "their own line around marker buoys and take drinks from poles held out from "
                "pontoons, in races lasting about two hours.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Triathlon > Training | Swimming for triathletes\nMost triathletes "
                "swim front crawl in the first leg because it is the fastest and least tiring "
                "over 1.5 kilometres, often in a wetsuit when the water is below about 20 °C. "
                "Coaches teach sighting, lifting the eyes every few strokes to check the course, "
                "and drafting close behind another swimmer.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "how",
        "How does a dimmer switch work?",
        "an electronic switch (a triac) cuts the current off for part of every mains cycle, and "
        "the knob sets how long, so the lamp gets less power",
        [
            D(
                "Home > Home & Garden > Electrics | Why do LED bulbs flicker?\nLED bulbs can "
                "flicker or buzz when fitted on an old dimmer made for filament bulbs, because "
                "the dimmer needs a minimum load, often 40 watts, that a few 5-watt LEDs cannot "
                "give. Fitting a trailing-edge dimmer rated for LEDs, and bulbs marked dimmable, "
                "usually solves the problem.\nShare this | Cookie policy"
            ),
            S(
                "Home > Home & Garden > Electrics | How does a dimmer switch work?\nA modern "
                "dimmer does not waste power in a resistor as old ones did. A small electronic "
                "switch called a triac cuts the current off for part of every half-cycle of the "
                "mains, a hundred times a second in Europe, and turning the knob sets how long it "
                "stays off, so the lamp gets less power.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home & Garden > Smart home | How do smart bulbs work?\nA smart bulb holds "
                "a tiny radio and driver chip that takes commands over Wi-Fi, Bluetooth or Zigbee "
                "from a phone app or a voice assistant. It changes its brightness and colour by "
                "varying the current to its red, green, blue and white LEDs, and it needs the "
                "wall switch to be left on.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home & Garden > Electrics | What is a two-way switch?\nA two-way switch "
                "lets you turn one light on and off from two places, such as the top and the "
                "bottom of a staircase. Each switch has three terminals, and two wires called "
                "strappers run between them, so flicking either switch makes or breaks the "
                "circuit whatever the state of the other one at the far end of the stairs.\nShare "
                "this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "why",
        "Why do you salt pasta water?",
        "to season the pasta as it absorbs the water; the small amount hardly raises the boiling "
        "point",
        [
            D(
                "Home > Food & Drink > Cooking basics | Should you add oil to pasta water?\nA "
                "splash of oil in the pot is often said to stop pasta sticking, but it mostly "
                "floats on top and is poured away with the water. What really helps instead is a "
                "large pot, about a litre for every 100 grams, and stirring in the first two "
                "minutes, when the starch on the surface is at its stickiest.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food & Drink > Cooking basics | Why save the pasta water?\nA cup of the "
                "cloudy cooking water kept back before draining is full of starch that has "
                "leached out of the pasta, and stirred into the sauce it helps fat and water bind "
                "into a glossy coating. Roman dishes such as cacio e pepe rely on it, and chefs "
                "add it a spoonful at a time.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Cooking basics | Why salt your pasta water?\nCooks salt "
                "the water because pasta soaks up liquid as it softens, so the seasoning is drawn "
                "inside it instead of sitting on the surface, and the finished dish tastes "
                "fuller. The usual 10 grams per litre raises the boiling point by only a fraction "
                "of a degree, so the pot does not cook any faster.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Meat & poultry | Why brine a chicken?\nSoaking a chicken "
                "or turkey in salted water, about 60 grams per litre, for a few hours before "
                "roasting lets the salt loosen the muscle proteins, so the meat holds more of its "
                "own juice in the oven. It also seasons the flesh right through, so a brined bird "
                "needs no more salt in the gravy.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "yesno",
        "can you eat kiwi skin",
        "yes",
        [
            D(
                "Home > Food & Drink > Fruit | Can you eat mango skin?\nMango skin is edible but "
                "bitter and tough, and it contains urushiol, the same irritant found in poison "
                "ivy, so people who react to that plant can get a rash around the lips. Most "
                "cooks peel mangoes or slice the two cheeks away from the stone and score the "
                "flesh into cubes.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Fruit | Can you eat the skin of a kiwi fruit?\nYes. The "
                "fuzzy brown skin of a kiwi is safe to eat once washed, and it holds much of the "
                "fruit's fibre, folate and vitamin E, adding about half as much fibre again to "
                "the flesh. Many people rub off the hairs or pick smooth golden kinds, and a few "
                "find the skin makes the mouth sore.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Fruit | Where do kiwi fruit come from?\nThe kiwi fruit is "
                "native to central and eastern China, where it was known as the Chinese "
                "gooseberry, and seeds were taken to New Zealand in 1904 by Isabel Fraser, a "
                "school headmistress. Growers there renamed it in 1959 after the national bird "
                "for export, and Italy is now a leading producer.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Health | Kiwi fruit allergy\nKiwi fruit is one of the "
                "commoner causes of food allergy in Europe, and it often goes with latex allergy "
                "because some of their proteins are alike. Symptoms range from an itchy mouth and "
                "throat to swelling and, rarely, anaphylaxis, and children allergic to it may "
                "also react to banana and avocado.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "bridge",
        "In what year was the author of the novella behind Apocalypse Now born?",
        "1857 (Joseph Conrad, author of Heart of Darkness)",
        [
            D(
                "Home > Film > War films | Full Metal Jacket (1987)\nStanley Kubrick's Full Metal "
                "Jacket is based on the 1979 novel The Short-Timers by Gustav Hasford, a former "
                "Marine combat correspondent born in Alabama in 1947. The film follows recruits "
                "through basic training on Parris Island and then into the battle for Hue during "
                "the Tet Offensive of 1968.\nShare this | Cookie policy"
            ),
            S(
                "Home > Film > War films | Apocalypse Now (1979)\nFrancis Ford Coppola's "
                "Apocalypse Now, which shared the Palme d'Or at Cannes in 1979, moves the story "
                "of Joseph Conrad's 1899 novella Heart of Darkness from the Congo to the Vietnam "
                "War. Martin Sheen plays Captain Willard, sent up a river into Cambodia to find "
                "Marlon Brando's renegade Colonel Kurtz.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Authors | Graham Greene\nGraham Greene was born in Berkhamsted, "
                "Hertfordshire, on 2 October 1904, and his 1955 novel The Quiet American, set in "
                "Saigon during the French war in Indochina, was filmed twice, in 1958 and in 2002 "
                "with Michael Caine. He called his lighter books entertainments and travelled "
                "widely, often to war zones, as a reporter.\nShare this | Cookie policy"
            ),
            S(
                "Home > Books > Authors | Joseph Conrad\nJoseph Conrad was born Józef Teodor "
                "Konrad Korzeniowski on 3 December 1857 in Berdychiv, then in the Russian Empire "
                "and now in Ukraine, to Polish parents. He went to sea at sixteen, served on "
                "British merchant ships for almost twenty years and only began writing novels in "
                "English in his thirties.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Documentaries | Hearts of Darkness (1991)\nHearts of Darkness: A "
                "Filmmaker's Apocalypse is a documentary about the troubled shooting of a war "
                "epic in the Philippines from 1976, when a typhoon wrecked the sets and the lead "
                "actor suffered a heart attack. It was built from footage shot on set by Eleanor "
                "Coppola, the director's wife.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the highest score you can get with three darts?",
        "180 (three treble 20s)",
        [
            D(
                "Q: What is the highest checkout in darts?\nA: The biggest score a player can "
                "finish a leg on is 170, taken with two treble 20s and the bullseye, because the "
                "last dart must land in a double or the bull. The scores 169, 168, 166, 165, 163, "
                "162 and 159 cannot be checked out with three darts at all, and players call them "
                "bogey numbers."
            ),
            S(
                "Q: What is the highest score with three darts?\nA: The most a player can score "
                "in one visit of three darts is 180, by hitting the treble 20, the narrow inner "
                "ring of the 20 segment, with all three. After the treble 20's 60, the bullseye, "
                "worth 50, is the best score for a single dart, and a televised 180 is greeted by "
                "the caller's long shout."
            ),
            D(
                "Dartboard facts\n• The standard board layout is said to have been designed by "
                "Brian Gamlin of Bury in 1896\n• 20 numbered segments, with the 20 at the top "
                "between the 5 and the 1\n• The bullseye is 1.73 metres above the floor\n• The "
                "oche, or throwing line, is 2.37 metres from the face of the board\n• Boards are "
                "made of sisal"
            ),
            D(
                "Q: What is a nine-dart finish?\nA: A nine-dart finish is winning a leg of 501 in "
                "the fewest throws possible, usually with seven treble 20s, then a treble 19 and "
                "a double 12. It is the perfect leg in darts, and the first seen live on British "
                "television was thrown by John Lowe in 1984, which earned him a prize of 102,000 "
                "pounds."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "factoid",
        "what does usb stand for",
        "Universal Serial Bus",
        [
            D(
                "Q: What does HDMI stand for?\nA: HDMI stands for High-Definition Multimedia "
                "Interface, a connector that sends digital video and sound down one cable from a "
                "player, console or computer to a television or monitor. It was launched in 2002 "
                "by a group of firms including Sony, Philips and Toshiba, and version 2.1 can "
                "carry 8K pictures."
            ),
            S(
                "Q: What does USB stand for?\nA: USB stands for Universal Serial Bus, an industry "
                "standard for connecting devices and carrying power over one kind of cable, first "
                "published in January 1996 by a group of companies including Intel, Microsoft, "
                "Compaq and IBM. It replaced a jumble of serial, parallel and PS/2 ports on the "
                "back of PCs."
            ),
            D(
                "Q: What is USB-C?\nA: USB-C is a small reversible connector, published in 2014, "
                "that fits either way up and can carry data, video and up to 240 watts of power. "
                "The European Union made it the common charging port for new phones, tablets and "
                "cameras sold from the end of 2024, and Apple moved the iPhone 15 over to it in "
                "2023."
            ),
            D(
                "USB speeds at a glance\n• USB 1.1 (1998): 12 megabits per second\n• USB 2.0 "
                "(2000): 480 megabits per second\n• USB 3.0 (2008): 5 gigabits per second, often "
                "marked by blue ports\n• USB4 (2019): up to 40 gigabits per second\n• Older plug "
                "shapes include Mini-B and Micro-B, and Type-A is the flat rectangular one"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which holds more data, a Blu-ray disc or a DVD?",
        "a Blu-ray disc (25 GB per layer against 4.7 GB for a DVD)",
        [
            S(
                "Blu-ray Disc at a glance\n• Launched in 2006, backed by Sony, Panasonic and "
                "Philips\n• Read by a blue-violet laser of 405 nanometres\n• Holds 25 GB on a "
                "single layer and 50 GB on a dual layer\n• The same 12 cm size as a CD\n• Won a "
                "format war with HD DVD in 2008, when Toshiba gave up"
            ),
            D(
                "CD at a glance\n• Launched in 1982 by Philips and Sony\n• Read by an infrared "
                "laser of 780 nanometres\n• Holds about 700 MB, or 80 minutes of stereo sound\n• "
                "Billy Joel's 52nd Street was the first album sold on it\n• Sales of CDs peaked "
                "around the year 2000, before downloads"
            ),
            S(
                "DVD at a glance\n• Launched in Japan in 1996 and in the United States in 1997\n• "
                "Read by a red laser of 650 nanometres\n• Holds 4.7 GB on a single layer and 8.5 "
                "GB on a dual layer\n• Replaced VHS tapes for films within a few years\n• Region "
                "codes split the world into eight zones"
            ),
            D(
                "Q: What was HD DVD?\nA: HD DVD was a high-definition optical disc format backed "
                "by Toshiba, NEC and Microsoft, launched in 2006 with 15 GB per layer. It lost a "
                "two-year format war when Warner Bros. chose its rival in January 2008, and "
                "Toshiba stopped making players the month after."
            ),
            D(
                "Q: What is Ultra HD Blu-ray?\nA: Ultra HD Blu-ray is a newer format launched in "
                "2016 for films in 4K resolution with high dynamic range and wider colours. Its "
                "discs hold 66 GB on two layers or 100 GB on three, and they need new players, "
                "although those also read older discs."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "list",
        "What goes in a traditional paella valenciana?",
        "short-grain rice, chicken, rabbit, flat green beans, butter beans, tomato, olive oil, "
        "saffron, water and salt",
        [
            D(
                "Seafood paella at a glance\n• A version popular on the coast and with "
                "visitors\n• Made with prawns, mussels, squid and clams instead of meat\n• "
                "Usually cooked in fish stock with saffron and sweet paprika\n• Valencian purists "
                "call such versions arroz con cosas, rice with things\n• Served with lemon wedges"
            ),
            S(
                "Paella valenciana at a glance\n• From the rice fields around the Albufera lagoon "
                "near Valencia\n• Ingredients: short-grain rice, chicken, rabbit, flat green "
                "beans, white butter beans (garrofó), tomato, olive oil, saffron, water and "
                "salt\n• Some cooks add snails or rosemary\n• Cooked in a wide, shallow pan over "
                "a wood fire"
            ),
            D(
                "Q: What is socarrat?\nA: Socarrat is the thin layer of rice that caramelises and "
                "crisps on the bottom of the pan in the last minutes of cooking a paella, and "
                "many Valencians think it the best part. Cooks raise the heat at the end and "
                "listen for a crackle, stopping before it burns, and the pan is never stirred "
                "once the rice is in."
            ),
            D(
                "Q: What is arroz negro?\nA: Arroz negro, or black rice, is a Valencian and "
                "Catalan rice dish cooked like paella in a wide pan, coloured and flavoured with "
                "squid or cuttlefish ink. It is made with squid, garlic, tomato and fish stock, "
                "and it is usually served with allioli, a sauce of garlic pounded with olive oil."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "how",
        "How do I get candle wax out of a tablecloth?",
        "let it harden (or use ice), scrape it off, then iron it between sheets of paper and "
        "treat any colour stain before washing",
        [
            D(
                "Q: How do I remove a grease stain from a tablecloth?\nA: Sprinkle cornflour or "
                "talc over fresh grease and leave it for half an hour to soak up the oil, then "
                "brush it off. Work a drop of washing-up liquid into the mark with your fingers, "
                "rinse with hot water and wash at the hottest setting the label allows, checking "
                "before you tumble dry."
            ),
            S(
                "Q: How do I get candle wax out of a tablecloth?\nA: Let the wax harden, or hold "
                "an ice cube on it, then lift off as much as you can with a blunt knife. Lay the "
                "cloth between sheets of brown paper or kitchen towel and press with a warm iron "
                "so the rest melts into the paper, then treat any coloured mark with stain "
                "remover and wash as usual."
            ),
            D(
                "Q: How do I get candle wax off a wooden table?\nA: Soften the wax with a "
                "hairdryer on a low setting and wipe it away with a soft cloth as it melts, or "
                "chill it with ice and ease it off with a plastic scraper so the finish is not "
                "scratched. Then rub the spot with a little furniture polish to lift the greasy "
                "film and bring back the original shine."
            ),
            D(
                "Candle safety\n• Never leave a burning candle alone or within reach of children "
                "or pets\n• Keep candles at least 10 cm apart and well away from curtains\n• Trim "
                "wicks to about 5 mm before lighting\n• Put candles out before you go to sleep\n• "
                "Use a snuffer rather than blowing them out, to stop hot wax spraying"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "why",
        "Why do airlines overbook flights?",
        "because some ticket holders never turn up, so selling extra seats lets planes leave full",
        [
            D(
                "Q: What happens if I am bumped from an overbooked flight?\nA: Under EU rule "
                "261/2004 an airline that denies you boarding against your will must offer a "
                "refund or another flight and pay compensation of 250 to 600 euros, depending on "
                "distance. It must first ask for volunteers willing to give up their seats in "
                "return for benefits agreed with them, such as vouchers or lounge access."
            ),
            D(
                "Q: Why do airlines charge more for tickets bought late?\nA: Fares are set by "
                "revenue-management systems that split the cabin into many price buckets and "
                "close the cheapest as seats sell, so the last seats cost the most. Business "
                "travellers tend to book late and pay whatever the fare is, while leisure "
                "travellers book early and shop around."
            ),
            S(
                "Q: Why do airlines sell more seats than the plane has?\nA: On almost every "
                "flight some passengers with tickets fail to turn up, often because they hold "
                "flexible fares they can change for free. Airlines use years of booking data to "
                "predict how many no-shows to expect and sell that many extra seats, so planes "
                "leave full instead of with empty seats that earn nothing."
            ),
            D(
                "Q: Why do I have to switch my phone to flight mode?\nA: Airlines ask for flight "
                "mode because a phone searching for masts at full power can cause a faint buzz in "
                "pilots' headsets and was once feared to upset navigation equipment. Since 2014 "
                "European rules have let airlines allow phones in flight mode at every stage of a "
                "flight, including taxiing."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Is sparkling water bad for your teeth?",
        "not much: plain sparkling water is only mildly acidic; flavoured or sweetened kinds are "
        "the problem",
        [
            D(
                "Q: Is fruit juice bad for my teeth?\nA: Yes, it can be. Orange and apple juice "
                "are both sugary and acidic, with a pH of about 3.5, so sipping them through the "
                "day bathes the enamel in acid again and again. The NHS suggests keeping to a "
                "single 150 ml glass a day, drunk with a meal, and waiting an hour before "
                "brushing afterwards."
            ),
            S(
                "Q: Is sparkling water bad for my teeth?\nA: Not much. The dissolved gas forms a "
                "weak carbonic acid, but plain fizzy water is only slightly more acidic than "
                "still water, and tests on extracted teeth found it wore enamel about as little "
                "as tap water did. The trouble comes with flavoured kinds that add citric acid or "
                "sugar, so those are best drunk with meals."
            ),
            D(
                "Q: Is sparkling water as hydrating as still water?\nA: Yes. The bubbles make no "
                "difference to how the body takes up water, and trials of different drinks found "
                "fizzy water kept people as well hydrated as still. Some people find the gas "
                "makes them feel full or bloated, so they drink less of it, which can matter for "
                "runners, older people or children on hot days."
            ),
            D(
                "Q: How is sparkling water made?\nA: Most sparkling water is made by dissolving "
                "carbon dioxide in chilled water under pressure, a method worked out by Joseph "
                "Priestley in 1767 and turned into a business by Johann Jacob Schweppe in Geneva "
                "in 1783. Some mineral waters, such as Badoit, are naturally fizzy because the "
                "gas comes up with them from the rock."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "bridge",
        "capital of the country where bossa nova started",
        "Brasília (bossa nova began in Rio de Janeiro, Brazil)",
        [
            D(
                "Q: Where did the tango begin?\nA: The tango grew up in the 1880s in the poor "
                "port districts of Buenos Aires and Montevideo, on both banks of the Río de la "
                "Plata, mixing African candombe, the Cuban habanera and European dances brought "
                "by immigrants from Italy. It became a craze in Paris around 1913 before "
                "Argentina's upper classes took to it."
            ),
            S(
                "Q: Where did bossa nova begin?\nA: Bossa nova grew up in the late 1950s in the "
                "beachside flats of Rio de Janeiro's Zona Sul, in Brazil, where young musicians "
                "slowed samba down and mixed it with cool jazz. João Gilberto's 1958 record of "
                "Chega de Saudade, written by Antônio Carlos Jobim and Vinicius de Moraes, is "
                "usually taken as its start."
            ),
            D(
                "Portugal at a glance\n• A country on the west of the Iberian Peninsula, with "
                "about 10.6 million people\n• Capital: Lisbon, the seat of the royal court since "
                "the thirteenth century\n• Official language: Portuguese\n• Currency: the euro "
                "since 1999\n• Known for fado, a mournful song style heard in Lisbon's Alfama "
                "district"
            ),
            S(
                "Brazil at a glance\n• The largest country in South America, with about 203 "
                "million people\n• Capital: Brasília, built on an empty plateau and inaugurated "
                "in 1960\n• Rio de Janeiro was the capital from 1763 to 1960\n• Largest city: São "
                "Paulo\n• Official language: Portuguese\n• Currency: the real"
            ),
            D(
                "Q: What is samba?\nA: Samba is a Brazilian music and dance with roots in the "
                "rhythms of Angola and the Congo, which took shape in the early twentieth century "
                "among Afro-Brazilian communities in Bahia and Rio de Janeiro. Pelo Telefone, "
                "registered in 1916, is counted the first samba record, and samba schools parade "
                "at carnival."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the lead singer of Queen?",
        "Freddie Mercury",
        [
            D(
                "Brian May, who built his own guitar, the Red Special, with his father from an "
                "old fireplace and motorbike valve springs, wrote We Will Rock You and played "
                "lead guitar for a London band of the 1970s. He later finished a doctorate in "
                "astrophysics at Imperial College London in 2007, more than thirty years after he "
                "had set it aside."
            ),
            S(
                "Born Farrokh Bulsara in Zanzibar in 1946, Freddie Mercury fronted the London "
                "rock group he had christened with a royal title in 1970, taking the microphone "
                "on Bohemian Rhapsody, Somebody to Love and We Are the Champions. His voice and "
                "his hold over a stadium crowd, above all at Live Aid at Wembley in 1985, made "
                "him a great showman."
            ),
            D(
                "Roger Taylor, the drummer of a British rock group formed in 1970, sang the high "
                "harmonies on its records and wrote Radio Ga Ga and I'm in Love with My Car. "
                "Before he joined, he had studied dentistry in London and then biology, and in "
                "the late 1980s he fronted a side band of his own called the Cross, singing and "
                "playing rhythm guitar."
            ),
            D(
                "Mr. Bad Guy, released in April 1985, was the only solo studio album by a singer "
                "far better known for his work with his band, recorded in Munich with the "
                "producer Reinhold Mack. His later duet album Barcelona, made in 1988 with the "
                "Spanish soprano Montserrat Caballé, gave the 1992 Olympic Games in that city "
                "their theme."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who wrote the music for West Side Story?",
        "Leonard Bernstein",
        [
            D(
                "Stephen Sondheim, born in New York in 1930, wrote the lyrics for two Broadway "
                "hits of the late 1950s, one of them Gypsy, before writing both the words and the "
                "songs for Company, Follies and Sweeney Todd. He won eight Tony Awards and a "
                "Pulitzer Prize for Sunday in the Park with George, and he died in Connecticut in "
                "2021."
            ),
            D(
                "Jerome Robbins came up with the idea of a modern Romeo and Juliet set in New "
                "York in 1949, directed and choreographed the 1957 Broadway production, and "
                "shared the Academy Award for directing its 1961 film version with Robert Wise. "
                "He was also a ballet master at New York City Ballet and made the dances for The "
                "King and I."
            ),
            S(
                "Leonard Bernstein, who became conductor of the New York Philharmonic in 1958, "
                "composed the score of the 1957 Broadway show that turns Romeo and Juliet into a "
                "feud between two Manhattan street gangs, the Jets and the Sharks, including the "
                "songs Maria, Tonight and America; the young Stephen Sondheim supplied the words."
            ),
            D(
                "Richard Rodgers wrote the tunes for The Sound of Music, South Pacific and "
                "Oklahoma!, all with the lyricist Oscar Hammerstein II, who joined him in 1943 "
                "after Rodgers's long partnership with Lorenz Hart. He is one of the few people "
                "to have won an Emmy, a Grammy, an Oscar, a Tony and a Pulitzer Prize in the "
                "course of a career."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, Coca-Cola or Pepsi?",
        "Coca-Cola (1886; Pepsi began as Brad's Drink in 1893)",
        [
            D(
                "Dr Pepper was first served around 1885 at Morrison's Old Corner Drug Store in "
                "Waco, Texas, where the pharmacist Charles Alderton mixed its blend of fruit "
                "flavours, and it went on sale across the United States after the St Louis "
                "World's Fair of 1904. Its makers now call it the oldest major soft drink brand "
                "in America."
            ),
            S(
                "In May 1886 the Atlanta pharmacist John Stith Pemberton first mixed the syrup "
                "for a fizzy drink that became Coca-Cola, sold at five cents a glass at Jacobs' "
                "Pharmacy, and his bookkeeper Frank Robinson named it and wrote out its flowing "
                "logo. The businessman Asa Candler had bought up the rights by 1891."
            ),
            D(
                "Irn-Bru was launched in 1901 by the firm of A. G. Barr in Falkirk, Scotland, "
                "under the name Iron Brew, and was renamed in 1946 when new labelling rules "
                "frowned on the word brew for a drink that was not brewed. Its bright orange "
                "colour and secret recipe have made it outsell the global colas in Scotland for "
                "years."
            ),
            S(
                "Caleb Bradham, a pharmacist in New Bern, North Carolina, created a drink of "
                "sugar, water, caramel, lemon oil and nutmeg in 1893 and sold it as Brad's Drink, "
                "renaming it Pepsi-Cola in 1898 after the digestive enzyme pepsin. His company "
                "went bankrupt in 1923 when sugar prices collapsed after the First World War."
            ),
            D(
                "The Pepsi Challenge, begun in 1975, was a blind taste test in shopping centres "
                "in which people sipped two unlabelled colas and picked the one they liked, most "
                "of them choosing Pepsi. Its success helped to prompt the launch of New Coke in "
                "April 1985, a recipe that was withdrawn after 79 days of protest."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "paraphrase",
        "list",
        "tiramisu ingredients",
        "savoiardi (sponge fingers), strong coffee, mascarpone, egg yolks, sugar and cocoa powder",
        [
            D(
                "Tiramisu is usually said to come from the Veneto, where the restaurant Le "
                "Beccherie in Treviso claimed to have created it in the late 1960s, though the "
                "region of Friuli Venezia Giulia disputes this, and Italy's agriculture ministry "
                "listed it as a Friulian food in 2017. Its name means pick me up in the Venetian "
                "dialect."
            ),
            S(
                "Tiramisu is built from savoiardi, the crisp sponge fingers, dipped briefly in "
                "cold strong coffee and laid in a dish, then covered with a cream of mascarpone "
                "beaten with egg yolks and sugar, sometimes lightened with whisked whites. The "
                "layers are repeated, chilled for some hours and finished with a dusting of "
                "bitter cocoa."
            ),
            D(
                "A trifle is layered in a glass bowl from sponge soaked in sherry, fruit or "
                "jelly, thick custard and whipped cream, often scattered with toasted almonds or "
                "hundreds and thousands. Recipes for it in England go back to the sixteenth "
                "century, and Mrs Beeton gave a version in 1861 made with macaroons and ratafia "
                "biscuits."
            ),
            D(
                "Zuppa inglese is an Italian pudding of sponge cake or savoiardi soaked in the "
                "red liqueur alchermes and layered with yellow custard and chocolate custard, "
                "popular in Emilia-Romagna and Tuscany. Its name, English soup, is thought to "
                "recall the trifles that Italian cooks saw served at English tables in the "
                "nineteenth century."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How does a pinhole camera form an image?",
        "light rays travel in straight lines through the tiny hole and cross, casting an "
        "upside-down picture on the back of the dark box",
        [
            D(
                "A camera obscura is a darkened room or box that has been used since ancient "
                "times to view outside scenes, and the Chinese philosopher Mozi described the "
                "effect in the fifth century BC. In the sixteenth century Italian artists fitted "
                "it with a lens and a mirror, and some historians argue that Johannes Vermeer "
                "used one in Delft."
            ),
            S(
                "A light-tight box with a tiny opening in one side needs no lens to make a "
                "picture: rays from each point of the scene travel in straight lines and only a "
                "narrow bundle gets through the hole, so they cross there and land upside down "
                "and reversed on the opposite wall. A smaller hole gives a sharper but dimmer "
                "result."
            ),
            D(
                "In a single-lens reflex camera a mirror sits at 45 degrees behind the lens and "
                "sends the picture up through a glass prism to the viewfinder, so the "
                "photographer sees exactly what the lens sees. When the shutter button is pressed "
                "the mirror flips up out of the way, which gives these cameras their familiar "
                "clunk as each frame is taken."
            ),
            D(
                "Solargraphy uses a drink can with a pinhole and a sheet of photographic paper "
                "inside, strapped to a post and left for up to six months, so that the paper "
                "records the sun's daily arcs across the sky from one solstice to the next. The "
                "technique was taken up around 2000 by a small group of photographers in Poland "
                "and has spread since."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "why",
        "why do cyclists shave their legs",
        "mainly so that wounds from crashes are easier to clean and massage is easier; it also "
        "cuts air drag slightly",
        [
            D(
                "Competitive swimmers shave their whole bodies before big races, a ritual known "
                "as a shave-down, and studies have found that it lowers drag in the water and "
                "cuts the effort needed to swim at a given speed by a few percent. Many swimmers "
                "also say the feel of the water on freshly shaved skin sharpens their sense of "
                "the stroke and of the pull of each arm through the water."
            ),
            S(
                "Road racers take the hair off their calves and thighs mainly for practical "
                "reasons: after a crash a smooth skin is far easier to clean and dress, and grit "
                "does not cling to it, while the daily massage from the team's soigneur glides "
                "better. Wind-tunnel tests in 2014 also found bare limbs cut drag by enough to "
                "save over a minute in 40 kilometres."
            ),
            D(
                "Cyclists wear tight Lycra clothing because loose fabric flaps in the wind and "
                "adds drag, which at racing speeds of 40 kilometres an hour makes up about 80 "
                "percent of the effort a rider puts in. Their shorts have a padded insert called "
                "a chamois to guard against saddle sores on long rides, and they are worn without "
                "underwear."
            ),
            D(
                "Riders in a team time trial ride in single file a few centimetres apart, because "
                "a cyclist tucked into the slipstream of the one in front uses up to a third less "
                "energy. The leader swaps out every thirty seconds or so and drops to the back, "
                "and the team's time is taken when its fourth or fifth rider crosses the "
                "finishing line."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "Did Charles Dickens publish his novels in instalments?",
        "yes",
        [
            D(
                "Charles Dickens gave public readings of his own work from 1858 until shortly "
                "before his death, touring Britain and, in 1867 and 1868, the United States, "
                "where he read to packed halls. His performance of the murder of Nancy from "
                "Oliver Twist was so violent that his doctors feared it was ruining his health, "
                "and perhaps it was."
            ),
            D(
                "Leo Tolstoy's Anna Karenina first appeared in parts in the Moscow journal The "
                "Russian Messenger between 1875 and 1877, and the editor refused to print the "
                "last part because of its views on a war against Turkey, so Tolstoy issued it as "
                "a separate booklet. It came out as a complete book in 1878, in three volumes."
            ),
            S(
                "Most of Charles Dickens's fiction first reached readers a piece at a time: The "
                "Pickwick Papers came out in monthly numbers costing a shilling each from 1836, "
                "and later books appeared chapter by chapter in magazines he edited, such as "
                "Household Words and All the Year Round, so readers waited weeks to learn what "
                "became of a character."
            ),
            D(
                "Charles Dickens was born in Portsmouth in 1812 and was sent to work in a "
                "blacking factory at the age of twelve after his father was imprisoned for debt "
                "in the Marshalsea. He drew on the experience in David Copperfield and Little "
                "Dorrit, and when he died in 1870 he was buried in Poets' Corner in Westminster "
                "Abbey."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "bridge",
        "When did the stadium where Pelé scored his 1,000th goal open?",
        "1950 (the Maracanã in Rio de Janeiro)",
        [
            D(
                "Romário said he had scored his thousandth goal in May 2007 with a penalty for "
                "Vasco da Gama against Sport Recife at São Januário, the club's own ground in "
                "Rio, although his count included youth and friendly matches. The stadium, "
                "inaugurated in 1927, was at the time the largest in Brazil and is still used by "
                "the club today."
            ),
            S(
                "Pelé reached his thousandth goal on 19 November 1969, converting a penalty for "
                "Santos against Vasco da Gama in front of more than 65,000 people at the Maracanã "
                "in Rio de Janeiro. He dedicated it to the poor children of Brazil, and fans "
                "invaded the pitch, halting the match for some twenty minutes."
            ),
            D(
                "Pelé's last match for Brazil was a friendly against Yugoslavia in Rio in July "
                "1971, and he scored 77 goals in 92 games for his country, a record that Neymar "
                "passed in 2023. He won three World Cups, in 1958, 1962 and 1970, and he later "
                "played for the New York Cosmos before retiring in 1977."
            ),
            S(
                "Rio de Janeiro's Estádio Jornalista Mário Filho, known everywhere as the "
                "Maracanã, was inaugurated in June 1950 to stage that year's World Cup, and about "
                "200,000 people saw Uruguay beat Brazil in its deciding match. It was rebuilt "
                "with a smaller, all-seated bowl for the 2014 World Cup and the 2016 Olympics."
            ),
            D(
                "Santos's home ground, the Vila Belmiro in the port city of Santos, has been in "
                "use since 1916 and holds about 16,000 people, so the club took its biggest games "
                "to larger grounds in São Paulo. Pelé played for the club for eighteen years, and "
                "his wake was held on its pitch in January 2023, drawing huge crowds."
            ),
        ],
        heldout=True,
    ),
]
