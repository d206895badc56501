"""Development multi-hop questions, batch 11 (20 two-hop questions in the style of
Wikipedia multi-hop QA), written by someone who never read the evaluator, the gold set or
the benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of `tests/data/`. Every question has
eight "Title: text" passages: two supports (the two hops) and six distractors.
11 bridge, 5 comparison and 4 compositional questions. Measured lengths (characters,
title included): mean support 286, mean distractor 285; a support is the longest passage
in 3 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In what year was the football club whose home ground is the Stadium of Light in "
        "north-east England founded?",
        "1879",
        [
            D(
                "Estádio da Luz: The Estádio do Sport Lisboa e Benfica, commonly known as the "
                "Estádio da Luz (Stadium of Light), is a multi-purpose stadium in Lisbon, "
                "Portugal. Opened in 2003 to replace the club's earlier ground of the same name, "
                "it is the home of S.L. Benfica and hosted the final of UEFA Euro 2004. It also "
                "staged the UEFA Champions League finals of 2014 and 2020."
            ),
            D(
                "Roker Park: Roker Park was a football ground in the Roker area of Sunderland, "
                "England. It was the home of Sunderland A.F.C. from 1898 until 1997, when the club "
                "moved to a new stadium, and it hosted four matches of the 1966 FIFA World Cup. "
                "The ground was demolished shortly afterwards and replaced by housing."
            ),
            S(
                "Stadium of Light: The Stadium of Light is an all-seater football stadium in "
                "Sunderland, Tyne and Wear, England. Opened in 1997 on the site of the former "
                "Wearmouth Colliery, it is the home ground of Sunderland A.F.C. and replaced the "
                "club's previous ground, Roker Park. It holds about 49,000 spectators."
            ),
            D(
                "S.L. Benfica: Sport Lisboa e Benfica, commonly known as Benfica, is a Portuguese "
                "sports club based in Lisbon. The club was founded on 28 February 1904 and its "
                "football team has won the European Cup twice, in 1961 and 1962. Benfica plays its "
                "home matches at the Estádio da Luz."
            ),
            D(
                "Tyne\u2013Wear derby: The Tyne\u2013Wear derby is the football rivalry between "
                "Sunderland A.F.C. and Newcastle United F.C., the two largest clubs in North East "
                "England. The two cities lie about twelve miles apart, the sides have met in "
                "league and cup since the nineteenth century, and the derby is regarded as one of "
                "the fiercest in English football."
            ),
            D(
                "Newcastle United F.C.: Newcastle United Football Club is an English professional "
                "football club based in Newcastle upon Tyne. The club was formed in 1892 through "
                "the merger of Newcastle East End and Newcastle West End, and has played its home "
                "games at St James' Park ever since."
            ),
            S(
                "Sunderland A.F.C.: Sunderland Association Football Club is a professional "
                "football club based in Sunderland, Tyne and Wear, England. The club was founded "
                "in 1879 as Sunderland and District Teachers' Association Football Club by the "
                "schoolmaster James Allan. Sunderland have won six top-flight league titles and "
                "the FA Cup twice, in 1937 and 1973."
            ),
            D(
                "Sunderland, Tyne and Wear: Sunderland is a port city in Tyne and Wear, England, "
                "at the mouth of the River Wear. Historically part of County Durham, it grew "
                "around shipbuilding and coal mining, and it was granted city status in 1992. Its "
                "university and the National Glass Centre stand beside the river."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "in which japanese city was the author of the remains of the day born",
        "Nagasaki",
        [
            D(
                "The Remains of the Day (film): The Remains of the Day is a 1993 drama film "
                "directed by James Ivory and produced by Ismail Merchant. It stars Anthony Hopkins "
                "as the butler Stevens and Emma Thompson as the housekeeper Miss Kenton, and "
                "received eight Academy Award nominations."
            ),
            D(
                "A Pale View of Hills: A Pale View of Hills is the debut novel of Kazuo Ishiguro, "
                "published in 1982. It is narrated by Etsuko, a Japanese woman living in England "
                "after the suicide of her daughter, who recalls her life in the years after the "
                "Second World War. It won the Winifred Holtby Memorial Prize."
            ),
            S(
                "Kazuo Ishiguro: Sir Kazuo Ishiguro (born 8 November 1954) is a British novelist "
                "and screenwriter. He was born in Nagasaki, Japan, and moved with his family to "
                "Guildford, England, in 1960, when he was five. He was awarded the Nobel Prize in "
                "Literature in 2017."
            ),
            D(
                "Haruki Murakami: Haruki Murakami (born 12 January 1949) is a Japanese writer. "
                "Born in Kyoto and raised in Ashiya, Hyōgo, he ran a jazz bar in Tokyo before "
                "publishing his first novel, Hear the Wind Sing, in 1979. His best-known works "
                "include Norwegian Wood, Kafka on the Shore and 1Q84, and his books have been "
                "translated into some fifty languages."
            ),
            D(
                "Never Let Me Go (novel): Never Let Me Go is a 2005 dystopian science fiction "
                "novel by the British author Kazuo Ishiguro. It follows Kathy H. and her friends "
                "from their childhood at an English boarding school called Hailsham. It was "
                "shortlisted for the Booker Prize and filmed in 2010."
            ),
            S(
                "The Remains of the Day: The Remains of the Day is the third novel by the Nobel "
                "Prize-winning British author Kazuo Ishiguro, published in 1989. It is narrated by "
                "Stevens, a long-serving English butler at Darlington Hall, who reflects on his "
                "career during a motoring trip in 1956. It won the Booker Prize."
            ),
            D(
                "Kenzaburō Ōe: Kenzaburō Ōe (31 January 1935 \u2013 3 March 2023) was a Japanese "
                "novelist and essayist. Born in Uchiko, a village on the island of Shikoku, he was "
                "awarded the Nobel Prize in Literature in 1994. His works include A Personal "
                "Matter and The Silent Cry."
            ),
            D(
                "Booker Prize: The Booker Prize is a literary prize awarded each year for the best "
                "novel written in English and published in the United Kingdom or Ireland. First "
                "awarded in 1969, it is one of the most prestigious literary awards in the world, "
                "and the winner receives £50,000."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The tennis stadium that hosts the French Open is named after an aviator born on which "
        "island?",
        "Réunion",
        [
            D(
                "French Open: The French Open, also known as Roland-Garros, is a major tennis "
                "tournament held over two weeks between late May and early June in Paris. It is "
                "the premier clay court championship in the world and the only Grand Slam "
                "tournament played on clay. It was first held in 1891."
            ),
            D(
                "Stade de France: The Stade de France is the national stadium of France, located "
                "in Saint-Denis, just north of Paris. With a seating capacity of 80,698, it was "
                "built for the 1998 FIFA World Cup, whose final was played there, and it hosts the "
                "France national football and rugby union teams. It was the main stadium of the "
                "2024 Summer Olympics."
            ),
            D(
                "Court Philippe-Chatrier: Court Philippe-Chatrier is the main tennis court of the "
                "French Open in Paris. Built in 1928 and fitted with a retractable roof in 2020, "
                "it seats about 15,000 people. It is named after Philippe Chatrier, a former "
                "president of the French Tennis Federation."
            ),
            S(
                "Roland Garros (aviator): Eugène Adrien Roland Georges Garros (6 October 1888 "
                "\u2013 5 October 1918) was a French pioneer aviator and fighter pilot of the "
                "First World War. He was born in Saint-Denis, on the island of Réunion. In 1913 he "
                "made the first non-stop flight across the Mediterranean Sea."
            ),
            D(
                "Louis Blériot: Louis Charles Joseph Blériot (1 July 1872 \u2013 1 August 1936) "
                "was a French aviator and engineer, born in Cambrai. On 25 July 1909 he became the "
                "first person to fly an aeroplane across the English Channel, landing near Dover "
                "after a flight of about 36 minutes."
            ),
            S(
                "Stade Roland Garros: The Stade Roland Garros is a tennis complex in the 16th "
                "arrondissement of Paris, beside the Bois de Boulogne. Opened in 1928, it has "
                "hosted the French Open every year since then. The venue was named after the "
                "French aviator Roland Garros, who had died in aerial combat a decade earlier."
            ),
            D(
                "Suzanne Lenglen: Suzanne Rachel Flore Lenglen (24 May 1899 \u2013 4 July 1938) "
                "was a French tennis player, born in Paris. She won eight Grand Slam singles "
                "titles and was the first female tennis celebrity. The second-largest court at the "
                "French Open venue, Court Suzanne-Lenglen, is named in her honour."
            ),
            D(
                "Stade Jean-Bouin: The Stade Jean-Bouin is a rugby stadium in the 16th "
                "arrondissement of Paris, home of the rugby union club Stade Français. It is named "
                "after the French middle-distance runner Jean Bouin, who was born in Marseille and "
                "was killed in the First World War in 1914."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "what year was the club that plays at the stade velodrome founded",
        "1899",
        [
            D(
                "Velodrome: A velodrome is an arena for track cycling. Modern velodromes have "
                "steeply banked oval tracks made of wood or concrete, with two 180-degree circular "
                "bends joined by two straights. The banking lets riders take the turns at high "
                "speed, and many velodromes host the Six Days races."
            ),
            S(
                "Olympique de Marseille: Olympique de Marseille, commonly known as OM, is a French "
                "professional football club based in Marseille. Founded on 31 August 1899 by René "
                "Dufaure de Montmirail, the club has won Ligue 1 nine times, and in 1993 it became "
                "the first French club to win the UEFA Champions League."
            ),
            D(
                "Paris Saint-Germain F.C.: Paris Saint-Germain Football Club, commonly known as "
                "PSG, is a professional football club based in Paris. It was founded on 12 August "
                "1970 through the merger of Paris FC and Stade Saint-Germain, and it has played "
                "its home matches at the Parc des Princes since 1974."
            ),
            D(
                "Vélodrome d'Hiver: The Vélodrome d'Hiver, known as the Vel' d'Hiv, was an indoor "
                "cycle track and stadium near the Eiffel Tower in Paris. Opened in 1909, it hosted "
                "track cycling, boxing and ice hockey, and it was the site of a mass arrest of "
                "Jews in July 1942. It was demolished in 1959."
            ),
            D(
                "Olympique Lyonnais: Olympique Lyonnais, commonly known as Lyon, is a French "
                "professional football club based in Lyon. It was founded in 1950 and won seven "
                "consecutive Ligue 1 titles from 2002 to 2008. Since 2016 the club has played its "
                "home matches at the Parc Olympique Lyonnais in Décines-Charpieu."
            ),
            D(
                "Le Classique: Le Classique is the football rivalry between Olympique de Marseille "
                "and Paris Saint-Germain, the two most successful clubs in France. The first "
                "meeting of the sides was played in 1971, and the fixture is regarded as the "
                "biggest in French club football, reflecting the rivalry of the two cities."
            ),
            S(
                "Stade Vélodrome: The Stade Vélodrome is a multi-use stadium in Marseille, France, "
                "opened in 1937. It is the home of Olympique de Marseille and, with room for "
                "67,394 spectators, the largest club football ground in the country. It hosted "
                "matches at the 1938 and 1998 FIFA World Cups and at UEFA Euro 2016."
            ),
            D(
                "Parc des Princes: The Parc des Princes is an all-seater football stadium in the "
                "16th arrondissement of Paris. The current ground, designed by Roger Taillibert, "
                "opened in 1972 and seats about 48,000 people. It has been the home of Paris "
                "Saint-Germain since 1974."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Lord's Cricket Ground takes its name from a man born in which Yorkshire town?",
        "Thirsk",
        [
            D(
                "Marylebone Cricket Club: Marylebone Cricket Club (MCC) is a cricket club founded "
                "in 1787 and based since 1814 at a ground in St John's Wood, London, which it "
                "owns. For many years it was the governing body of cricket in England and "
                "worldwide, and it remains the guardian of the Laws of Cricket."
            ),
            S(
                "Thomas Lord: Thomas Lord (23 November 1755 \u2013 13 January 1832) was an English "
                "professional cricketer and businessman. He was born in Thirsk in the North Riding "
                "of Yorkshire, and his family later moved to Norfolk. He established three cricket "
                "grounds in London, the last of which still bears his name."
            ),
            D(
                "Headingley Stadium: Headingley is a sports ground in the Headingley area of "
                "Leeds, West Yorkshire, England. Its cricket ground has hosted Test matches since "
                "1899 and is the home of Yorkshire County Cricket Club, while the adjoining rugby "
                "stadium is home to the Leeds Rhinos."
            ),
            D(
                "The Oval: The Oval, currently known as the Kia Oval, is an international cricket "
                "ground in Kennington, in the London Borough of Lambeth. It has been the home of "
                "Surrey County Cricket Club since 1845, and in 1880 it became the first ground in "
                "England to host a Test match."
            ),
            D(
                "Dorset Square: Dorset Square is a garden square in Marylebone, London. It lies on "
                "the site of the first cricket ground laid out by Thomas Lord, which opened in "
                "1787 and was used by the newly founded Marylebone Cricket Club until the lease "
                "ran out in 1811. A plaque in the square records its history."
            ),
            S(
                "Lord's: Lord's Cricket Ground, commonly known as Lord's, is a cricket venue in St "
                "John's Wood, London. Named after its founder, Thomas Lord, it is owned by "
                "Marylebone Cricket Club and is the home of Middlesex County Cricket Club. The "
                "present ground, the third he laid out, has been in use since 1814."
            ),
            D(
                "W. G. Grace: William Gilbert Grace (18 July 1848 \u2013 23 October 1915) was an "
                "English amateur cricketer, born in Downend, near Bristol. He played first-class "
                "cricket for a record 44 seasons, from 1865 to 1908, and is widely regarded as one "
                "of the greatest players the game has produced. He was also a qualified doctor."
            ),
            D(
                "Yorkshire County Cricket Club: Yorkshire County Cricket Club is one of the "
                "eighteen first-class county clubs in English domestic cricket. Founded in 1863 in "
                "Sheffield, it has won the County Championship more often than any other county "
                "and plays most of its home matches at Headingley in Leeds."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the grandfather of the novelist who wrote Jamaica Inn?",
        "George du Maurier",
        [
            D(
                "Jamaica Inn (film): Jamaica Inn is a 1939 British adventure thriller film "
                "directed by Alfred Hitchcock and starring Charles Laughton and Maureen O'Hara, in "
                "her first major screen role. Adapted from a novel of the same name, it was the "
                "last film Hitchcock made in Britain before he moved to Hollywood."
            ),
            S(
                "Daphne du Maurier: Dame Daphne du Maurier, Lady Browning (13 May 1907 \u2013 19 "
                "April 1989) was an English novelist and playwright. Born in London, she was the "
                "daughter of the actor-manager Sir Gerald du Maurier and the granddaughter of the "
                "writer and Punch cartoonist George du Maurier."
            ),
            D(
                "Frenchman's Creek (novel): Frenchman's Creek is a 1941 historical novel by Daphne "
                "du Maurier. Set in Cornwall during the reign of Charles II, it tells of Lady Dona "
                "St. Columb, who leaves London society and falls in love with a French pirate "
                "whose ship lies hidden in a creek on the Helford River."
            ),
            D(
                "Jamaica Inn: Jamaica Inn is a traditional inn on Bodmin Moor in Cornwall, "
                "England, built in 1750 as a coaching inn on the road between Launceston and "
                "Bodmin. Once a haunt of smugglers, it is now a hotel and pub with a small museum, "
                "and it attracts visitors drawn by its literary fame."
            ),
            D(
                "Trilby (novel): Trilby is a novel by George du Maurier, first published in 1894. "
                "It tells the story of Trilby O'Ferrall, an artists' model in Paris who becomes a "
                "celebrated singer under the hypnotic control of Svengali. The book was one of the "
                "best-selling novels of its time and gave its name to a hat."
            ),
            D(
                "Gerald du Maurier: Sir Gerald Hubert Edward Busson du Maurier (26 March 1873 "
                "\u2013 11 April 1934) was an English actor and theatre manager. Noted for his "
                "naturalistic style, he was the first actor to play Captain Hook and Mr Darling in "
                "J. M. Barrie's Peter Pan in 1904, and he was knighted in 1922."
            ),
            S(
                "Jamaica Inn (novel): Jamaica Inn is a novel by the English writer Daphne du "
                "Maurier, first published in 1936. Set in Cornwall in the 1820s, it follows Mary "
                "Yellan, who goes to live with her aunt and uncle at a remote inn on Bodmin Moor "
                "and uncovers a gang of wreckers."
            ),
            D(
                "Bodmin Moor: Bodmin Moor is a granite moorland in north-eastern Cornwall, "
                "England, covering about 208 square kilometres. It contains Brown Willy, the "
                "highest point in Cornwall, and Dozmary Pool, linked in legend with King Arthur. "
                "The moor has inspired several writers and artists."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Gloucestershire village was the composer of The Lark Ascending born?",
        "Down Ampney",
        [
            S(
                "Ralph Vaughan Williams: Ralph Vaughan Williams (12 October 1872 \u2013 26 August "
                "1958) was an English composer. He was born in Down Ampney, Gloucestershire, where "
                "his father was the vicar. His works include nine symphonies, operas, hymn tunes "
                "and choral music, and he collected English folk songs."
            ),
            D(
                "The Lark Ascending (poem): The Lark Ascending is a poem of 122 lines by the "
                "English poet and novelist George Meredith, first published in 1881. Written in "
                "rhyming couplets, it describes the song and flight of the skylark, and it later "
                "inspired a well-known piece of music for violin and orchestra."
            ),
            D(
                "Edward Elgar: Sir Edward William Elgar (2 June 1857 \u2013 23 February 1934) was "
                "an English composer, born in the village of Lower Broadheath, near Worcester. His "
                "best-known works include the Enigma Variations, the Pomp and Circumstance Marches "
                "and concertos for violin and for cello."
            ),
            D(
                "Fantasia on a Theme by Thomas Tallis: The Fantasia on a Theme by Thomas Tallis is "
                "a work for double string orchestra and string quartet by Ralph Vaughan Williams. "
                "It was first performed at Gloucester Cathedral in 1910 during the Three Choirs "
                "Festival, conducted by the composer."
            ),
            D(
                "A Sea Symphony: A Sea Symphony is the first of the nine symphonies by Ralph "
                "Vaughan Williams, composed between 1903 and 1909 for soprano, baritone, chorus "
                "and orchestra. Its text is taken from Walt Whitman's Leaves of Grass, and it was "
                "first performed at the Leeds Festival in 1910 under the composer."
            ),
            D(
                "Three Choirs Festival: The Three Choirs Festival is a music festival held each "
                "summer in rotation at the cathedrals of Hereford, Gloucester and Worcester in "
                "England. Dating from around 1715, it is one of the oldest classical music "
                "festivals in the world and has premiered many English choral works."
            ),
            S(
                "The Lark Ascending: The Lark Ascending is a single-movement work by Ralph Vaughan "
                "Williams, inspired by George Meredith's poem of the same name. Written in 1914 "
                "for violin and piano, it was first performed with orchestra in 1921 and is among "
                "the most popular classical pieces in Britain."
            ),
            D(
                "George Butterworth: George Sainton Kaye Butterworth (12 July 1885 \u2013 5 August "
                "1916) was an English composer born in London, best known for his song cycle on A. "
                "E. Housman's A Shropshire Lad and the idyll The Banks of Green Willow. He was "
                "killed at the Battle of the Somme."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Ambassadors was painted by an artist born in which German city?",
        "Augsburg",
        [
            D(
                "The Ambassadors (novel): The Ambassadors is a 1903 novel by the American writer "
                "Henry James. It follows Lambert Strether, a middle-aged editor sent to Paris to "
                "bring home the son of the widow he hopes to marry. James regarded it as the "
                "finest of his novels."
            ),
            D(
                "Albrecht Dürer: Albrecht Dürer (21 May 1471 \u2013 6 April 1528) was a German "
                "painter, printmaker and theorist of the Renaissance, born in Nuremberg. He "
                "established his reputation across Europe with his woodcuts in his twenties, and "
                "his works include Melencolia I and many self-portraits."
            ),
            S(
                "The Ambassadors (Holbein): The Ambassadors is a 1533 painting in oil on oak by "
                "Hans Holbein the Younger, held by the National Gallery in London. It shows two "
                "French envoys, Jean de Dinteville and Georges de Selve, and is famous for the "
                "distorted skull painted across the floor."
            ),
            D(
                "Portrait of Henry VIII: The Portrait of Henry VIII is a lost painting of the "
                "English king by Hans Holbein the Younger, made in 1536 or 1537 as part of a mural "
                "at the Palace of Whitehall. The original was destroyed by fire in 1698, but its "
                "image survives through many copies and a cartoon."
            ),
            D(
                "Jean de Dinteville: Jean de Dinteville (1504\u20131555) was a French diplomat and "
                "the lord of Polisy. He served several times as the ambassador of King Francis I "
                "to the court of Henry VIII of England, and he is one of the two men shown in a "
                "celebrated double portrait painted in London."
            ),
            D(
                "Lucas Cranach the Elder: Lucas Cranach the Elder (c. 1472 \u2013 16 October 1553) "
                "was a German Renaissance painter and printmaker, born in Kronach in Upper "
                "Franconia. Court painter to the Electors of Saxony for most of his career, he is "
                "known for his portraits of Martin Luther and other reformers."
            ),
            S(
                "Hans Holbein the Younger: Hans Holbein the Younger (c. 1497 \u2013 1543) was a "
                "German-Swiss painter and printmaker who worked in a Northern Renaissance style. "
                "He was born in Augsburg, worked in Basel as a young man, and later became the "
                "King's Painter to Henry VIII of England."
            ),
            D(
                "Anamorphosis: Anamorphosis is a distorted projection or perspective that requires "
                "the viewer to use a special device or occupy a particular vantage point to see "
                "the image correctly. Artists of the Renaissance used it in paintings, and a skull "
                "in a famous double portrait is a well-known example."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the first race meeting held at the racecourse where the Melbourne Cup is "
        "run?",
        "1840",
        [
            D(
                "Caulfield Cup: The Caulfield Cup is a Group 1 Thoroughbred horse race run over "
                "2,400 metres at Caulfield Racecourse in Melbourne each October. First run in "
                "1879, it is one of the richest races in Australia and a traditional lead-up to "
                "the country's most famous handicap, run a few weeks later."
            ),
            D(
                "Phar Lap: Phar Lap (4 October 1926 \u2013 5 April 1932) was a champion "
                "Thoroughbred racehorse bred in New Zealand and trained in Australia. He won the "
                "Melbourne Cup in 1930 as the odds-on favourite, and he died suddenly in "
                "California after winning the Agua Caliente Handicap in Mexico."
            ),
            S(
                "Melbourne Cup: The Melbourne Cup is Australia's best-known annual Thoroughbred "
                "horse race, a handicap over 3,200 metres for horses aged three and over. First "
                "run in 1861, it is held at Flemington Racecourse on the first Tuesday in November "
                'and is known as "the race that stops a nation".'
            ),
            D(
                "Melbourne Cricket Ground: The Melbourne Cricket Ground (MCG) is a sports stadium "
                "in Yarra Park, Melbourne, Victoria. Home of the Melbourne Cricket Club since "
                "1853, it is the largest stadium in the Southern Hemisphere, and it hosts the "
                "Australian Football League Grand Final and Test cricket."
            ),
            D(
                "Cox Plate: The W. S. Cox Plate is a Group 1 Thoroughbred horse race run over "
                "2,040 metres at Moonee Valley Racecourse in Melbourne in late October. First run "
                "in 1922, it is a weight-for-age race and is widely regarded as the championship "
                "race of the Australian turf."
            ),
            S(
                "Flemington Racecourse: Flemington Racecourse is a major horse racing venue in "
                "Melbourne, Victoria, Australia, on the banks of the Maribyrnong River. The first "
                "race meeting was held on the site in March 1840, and it is run by the Victoria "
                "Racing Club."
            ),
            D(
                "Makybe Diva: Makybe Diva (foaled 21 March 1999) is a retired Thoroughbred "
                "racemare bred in Britain and raced in Australia. She is the only horse to have "
                "won the Melbourne Cup three times, in 2003, 2004 and 2005, and she also won the "
                "Cox Plate in 2005 before being retired."
            ),
            D(
                "Moonee Valley Racecourse: Moonee Valley Racecourse is a horse racing venue in "
                "Moonee Ponds, a suburb of Melbourne. Run by the Moonee Valley Racing Club, it has "
                "a tight, steeply cambered track and is best known as the home of the Cox Plate, "
                "run there each spring."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the painter of the gleaners was born in which hamlet",
        "Gruchy",
        [
            D(
                "The Angelus (painting): The Angelus is an oil painting by Jean-François Millet, "
                "completed between 1857 and 1859. It shows two peasants bowing in a field to say a "
                "prayer, the Angelus, at the end of the working day. It is held by the Musée "
                "d'Orsay in Paris."
            ),
            D(
                "The Gleaners and I: The Gleaners and I is a 2000 French documentary film by Agnès "
                "Varda. It explores people who glean in the fields and cities of France, from "
                "farmers and artists to urban scavengers, and takes its title from a famous "
                "painting of peasant women picking up leftover grain."
            ),
            S(
                "Jean-François Millet: Jean-François Millet (4 October 1814 \u2013 20 January "
                "1875) was a French painter and one of the founders of the Barbizon school. He was "
                "born in Gruchy, a hamlet in the commune of Gréville-Hague in Normandy. He is "
                "noted for his scenes of peasant farmers."
            ),
            D(
                "Barbizon school: The Barbizon school was a group of French painters active from "
                "about 1830 to 1870, named after the village of Barbizon on the edge of the Forest "
                "of Fontainebleau. Leading members included Théodore Rousseau and Charles-François "
                "Daubigny, who painted landscapes from nature."
            ),
            D(
                "Jules Breton: Jules Adolphe Aimé Louis Breton (1 May 1827 \u2013 5 July 1906) was "
                "a French Realist painter, born in the village of Courrières in northern France. "
                "His paintings of rural life include The Song of the Lark, and they were widely "
                "admired in France and the United States."
            ),
            D(
                "Gustave Courbet: Jean Désiré Gustave Courbet (10 June 1819 \u2013 31 December "
                "1877) was a French painter who led the Realist movement in 19th-century painting. "
                "Born in Ornans, in the Franche-Comté, he is known for A Burial at Ornans and The "
                "Stone Breakers."
            ),
            S(
                "The Gleaners: The Gleaners is an oil painting by Jean-François Millet, completed "
                "in 1857. It depicts three peasant women gleaning stray ears of wheat in a field "
                "after the harvest. Poorly received by the upper classes when it was shown at the "
                "Salon, it is now held by the Musée d'Orsay in Paris."
            ),
            D(
                "Musée d'Orsay: The Musée d'Orsay is a museum in Paris, on the Left Bank of the "
                "Seine, housed in the former Gare d'Orsay railway station. Opened in 1986, it "
                "holds mainly French art dating from 1848 to 1914, including the largest "
                "collection of Impressionist paintings in the world."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which band was formed first, Joy Division or Echo & the Bunnymen?",
        "Joy Division",
        [
            D(
                "New Order (band): New Order are an English rock band formed in 1980 in Greater "
                "Manchester by the vocalist and guitarist Bernard Sumner, the bassist Peter Hook "
                "and the drummer Stephen Morris, later joined by Gillian Gilbert. Their 1983 "
                "single Blue Monday is the best-selling 12-inch single of all time."
            ),
            S(
                "Echo & the Bunnymen: Echo & the Bunnymen are an English rock band formed in "
                "Liverpool in 1978. The original line-up was the vocalist Ian McCulloch, the "
                "guitarist Will Sergeant and the bassist Les Pattinson, with a drum machine in "
                "place of a drummer. Their albums include Crocodiles and Ocean Rain."
            ),
            D(
                "Unknown Pleasures: Unknown Pleasures is the debut studio album by the English "
                "rock band Joy Division, released in June 1979 on Factory Records. Produced by "
                "Martin Hannett, it is known for its cover by Peter Saville, which shows a stacked "
                "plot of radio pulses from a pulsar."
            ),
            D(
                "The Teardrop Explodes: The Teardrop Explodes were an English post-punk band "
                "formed in Liverpool in 1978 and fronted by the singer Julian Cope. They had their "
                "biggest hit with Reward in 1981 and released two albums, Kilimanjaro and Wilder, "
                "before splitting up in 1982."
            ),
            D(
                "Ocean Rain: Ocean Rain is the fourth studio album by the English rock band Echo & "
                "the Bunnymen, released in May 1984 by Korova. Recorded partly in Paris with an "
                "orchestra, it includes the singles The Killing Moon and Seven Seas, and the band "
                "promoted it as the greatest album ever made."
            ),
            S(
                "Joy Division: Joy Division were an English rock band formed in Salford in 1976. "
                "The group consisted of the singer Ian Curtis, the guitarist Bernard Sumner, the "
                "bassist Peter Hook and the drummer Stephen Morris. After Curtis died in May 1980, "
                "the others carried on as New Order."
            ),
            D(
                "Ian Curtis: Ian Kevin Curtis (15 July 1956 \u2013 18 May 1980) was an English "
                "singer and songwriter, born in Stretford, Lancashire. He wrote the lyrics for an "
                "influential post-punk band, whose single Love Will Tear Us Apart became a hit a "
                "month after his death. He suffered from epilepsy."
            ),
            D(
                "Ian McCulloch (singer): Ian Stephen McCulloch (born 5 May 1959) is an English "
                "singer and songwriter from Liverpool. Known for his brooding voice and his "
                'nickname "Mac the Mouth", he also released the solo albums Candleland and '
                "Mysterio. He once played with Julian Cope in the Crucial Three."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Caravaggio and Artemisia Gentileschi both born in Rome?",
        "no",
        [
            D(
                "Orazio Gentileschi: Orazio Lomi Gentileschi (1563\u20131639) was an Italian "
                "Baroque painter, born in Pisa. He spent much of his career in Rome, where he was "
                "one of the first followers of a revolutionary naturalistic style, and he later "
                "worked in Genoa, Paris and London at the court of Charles I."
            ),
            S(
                "Artemisia Gentileschi: Artemisia Lomi Gentileschi (8 July 1593 \u2013 c. 1656) "
                "was an Italian Baroque painter. Born in Rome, the eldest child of the painter "
                "Orazio Gentileschi, she became the first woman to be accepted as a member of the "
                "Accademia delle Arti del Disegno in Florence."
            ),
            D(
                "Judith Slaying Holofernes (Artemisia Gentileschi): Judith Slaying Holofernes is "
                "an oil painting by Artemisia Gentileschi completed around 1620, now in the "
                "Uffizi. It shows the biblical heroine Judith and her maid beheading the Assyrian "
                "general Holofernes, and is one of her best-known works."
            ),
            D(
                "Caravaggio (film): Caravaggio is a 1986 British biographical film directed by "
                "Derek Jarman, about the Baroque painter of the same name. It stars Nigel Terry in "
                "the title role, with Sean Bean and Tilda Swinton in her first film role, and it "
                "won a Silver Bear at the Berlin Film Festival."
            ),
            D(
                "The Calling of Saint Matthew: The Calling of Saint Matthew is a painting by "
                "Caravaggio, completed in 1599\u20131600 for the Contarelli Chapel of the church "
                "of San Luigi dei Francesi in Rome. It depicts Jesus calling the tax collector "
                "Matthew to follow him, in a shaft of light."
            ),
            D(
                "Caravaggisti: The Caravaggisti were painters of the early 17th century, many of "
                "them active in Rome, who adopted the dramatic chiaroscuro and realism of "
                "Caravaggio. Among them were Orazio Gentileschi, Bartolomeo Manfredi, Dirck van "
                "Baburen and Gerrit van Honthorst."
            ),
            S(
                "Caravaggio: Michelangelo Merisi da Caravaggio (29 September 1571 \u2013 18 July "
                "1610) was an Italian painter, born in Milan. Active in Rome, Naples, Malta and "
                "Sicily, he combined close observation of the human body with dramatic use of "
                "light and shade, and he had a major influence on Baroque painting."
            ),
            D(
                "Guido Reni: Guido Reni (4 November 1575 \u2013 18 August 1642) was an Italian "
                "Baroque painter, born in Bologna. He worked mainly in Rome and Bologna, painting "
                "religious and mythological works in a classical manner, and became one of the "
                "most celebrated artists of his day."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who is older jimmy connors or john mcenroe",
        "Jimmy Connors",
        [
            D(
                "Patrick McEnroe: Patrick William McEnroe (born July 1, 1966) is an American "
                "former professional tennis player and sports commentator. He won the 1989 French "
                "Open men's doubles title and reached a career-high singles ranking of world No. "
                "28, and he later captained the US Davis Cup team."
            ),
            S(
                "John McEnroe: John Patrick McEnroe Jr. (born February 16, 1959) is an American "
                "former professional tennis player, born in Wiesbaden, West Germany. A former "
                "world No. 1 in singles and doubles, he won seven major singles titles and was "
                "known for his volleying and his on-court temper."
            ),
            D(
                "Ivan Lendl: Ivan Lendl (born March 7, 1960) is a Czech-American former "
                "professional tennis player. Born in Ostrava, Czechoslovakia, he won eight major "
                "singles titles, reached 19 major finals and held the world No. 1 ranking for 270 "
                "weeks, and he later coached Andy Murray."
            ),
            D(
                "Arthur Ashe: Arthur Robert Ashe Jr. (July 10, 1943 \u2013 February 6, 1993) was "
                "an American tennis player from Richmond, Virginia. He won three major singles "
                "titles and was the first black player selected for the US Davis Cup team, and the "
                "main stadium at Flushing Meadows is named after him."
            ),
            D(
                "Connors\u2013McEnroe rivalry: The Connors\u2013McEnroe rivalry was a tennis "
                "rivalry between two American players who met 34 times between 1977 and 1991, with "
                "McEnroe winning 20 of the matches. Their clashes, including two Wimbledon finals, "
                "were noted for their intensity and bad temper."
            ),
            D(
                "Chris Evert: Christine Marie Evert (born December 21, 1954) is an American former "
                "world No. 1 tennis player from Fort Lauderdale, Florida. She won 18 major singles "
                "titles, including a record seven French Open titles, and her rivalry with Martina "
                "Navratilova is one of the greatest in sport."
            ),
            S(
                "Jimmy Connors: James Scott Connors (born September 2, 1952) is an American former "
                "world No. 1 tennis player, born in East St. Louis, Illinois. He won eight major "
                "singles titles and holds the open-era records for the most singles titles, 109, "
                "and the most matches won, 1,274."
            ),
            D(
                "Vitas Gerulaitis: Vitas Kevin Gerulaitis (July 26, 1954 \u2013 September 17, "
                "1994) was an American tennis player from Brooklyn, New York. He won the 1977 "
                "Australian Open, reached the finals of the US Open and the French Open, and was "
                "known for his flamboyant lifestyle."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Jacques Brel and Georges Simenon both born in Belgium?",
        "yes",
        [
            D(
                "Jules Maigret: Jules Maigret is a fictional French police detective, a "
                "commissaire of the Paris brigade criminelle, who appears in 75 novels and 28 "
                "short stories published between 1931 and 1972. Known for his pipe and his patient "
                "understanding of people, he has been played by many actors."
            ),
            S(
                "Georges Simenon: Georges Joseph Christian Simenon (13 February 1903 \u2013 4 "
                "September 1989) was a Belgian writer, born in Liège. One of the most prolific "
                "authors of the 20th century, he published nearly 500 novels and is best known as "
                "the creator of the detective Jules Maigret."
            ),
            D(
                'Ne me quitte pas: "Ne me quitte pas" is a 1959 song written and first recorded '
                "by Jacques Brel. Sung in French, it is a plea by a man to the woman who is "
                "leaving him, and it has been covered by many artists, among them Nina Simone, and "
                'in English as "If You Go Away".'
            ),
            D(
                "Georges Brassens: Georges Charles Brassens (22 October 1921 \u2013 29 October "
                "1981) was a French singer-songwriter and poet, born in Sète, on the Mediterranean "
                "coast. Accompanying himself on guitar, he set his own poems to music, and he won "
                "the Grand Prix de Poésie of the Académie française in 1967."
            ),
            D(
                "Maigret Sets a Trap: Maigret Sets a Trap is a 1958 French crime film directed by "
                "Jean Delannoy and starring Jean Gabin as the Paris detective Jules Maigret. Based "
                "on a 1955 novel, it follows the hunt for a serial killer of women in Paris, and "
                "Gabin returned to the role in two later films."
            ),
            D(
                "Juliette Gréco: Juliette Gréco (7 February 1927 \u2013 23 September 2020) was a "
                "French singer and actress, born in Montpellier. A muse of the "
                "Saint-Germain-des-Prés cafés after the Second World War, she recorded songs by "
                "Jacques Prévert, Serge Gainsbourg and Léo Ferré."
            ),
            S(
                "Jacques Brel: Jacques Romain Georges Brel (8 April 1929 \u2013 9 October 1978) "
                "was a Belgian singer-songwriter, actor and director, born in Schaerbeek, "
                "Brussels. He composed and performed literate, theatrical songs and is regarded as "
                "a master of the modern chanson."
            ),
            D(
                "Les Marquises (album): Les Marquises is the final studio album by Jacques Brel, "
                "released in November 1977. It was recorded in Paris after a long absence, when "
                "the singer had settled on the island of Hiva Oa in French Polynesia, and it was "
                "his first album of new songs since 1968."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Kenji Mizoguchi or Mikio Naruse?",
        "Kenji Mizoguchi",
        [
            D(
                "Ugetsu: Ugetsu is a 1953 Japanese fantasy drama film directed by Kenji Mizoguchi, "
                "based on stories by Ueda Akinari. Set in the civil wars of the 16th century, it "
                "follows two peasants who leave their wives to seek fortune, and it won the Silver "
                "Lion at the Venice Film Festival."
            ),
            D(
                "Hideko Takamine: Hideko Takamine (27 March 1924 \u2013 28 December 2010) was a "
                "Japanese actress, born in Hakodate, Hokkaido. A child star of the 1930s, she "
                "later became one of the leading actresses of postwar Japanese cinema, appearing "
                "in more than a dozen films by one director."
            ),
            S(
                "Mikio Naruse: Mikio Naruse (20 August 1905 \u2013 2 July 1969) was a Japanese "
                "film director, born in Tokyo. Over a career of nearly four decades he made 89 "
                "films, most of them quiet dramas about the lives of ordinary women, including "
                "Floating Clouds and When a Woman Ascends the Stairs."
            ),
            D(
                "Floating Clouds: Floating Clouds is a 1955 Japanese drama film directed by Mikio "
                "Naruse, based on a novel by Fumiko Hayashi. It stars Hideko Takamine as a woman "
                "who returns to Japan after the war and resumes a doomed affair with a married man "
                "she met in French Indochina."
            ),
            D(
                "Kinuyo Tanaka: Kinuyo Tanaka (29 November 1909 \u2013 21 March 1977) was a "
                "Japanese actress and film director, born in Shimonoseki. She starred in many "
                "classic films of the 1950s, including Ugetsu and Sansho the Bailiff, and she was "
                "the second woman to direct films in Japan."
            ),
            D(
                "Heinosuke Gosho: Heinosuke Gosho (24 January 1902 \u2013 1 May 1981) was a "
                "Japanese film director and screenwriter, born in Tokyo. He directed The "
                "Neighbor's Wife and Mine (1931), one of the first Japanese sound films, and Where "
                "Chimneys Are Seen (1953)."
            ),
            D(
                "Sansho the Bailiff: Sansho the Bailiff is a 1954 Japanese period drama film "
                "directed by Kenji Mizoguchi. Based on a short story by Mori Ōgai, it follows two "
                "aristocratic children who are sold into slavery in feudal Japan, and it won the "
                "Silver Lion at the Venice Film Festival."
            ),
            S(
                "Kenji Mizoguchi: Kenji Mizoguchi (16 May 1898 \u2013 24 August 1956) was a "
                "Japanese film director and screenwriter, born in Tokyo. Known for his long takes "
                "and his sympathy for women, he directed about 90 films, among them The Life of "
                "Oharu, Ugetsu and Sansho the Bailiff."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which district of Tokyo was the director of Tokyo Story born?",
        "Fukagawa",
        [
            D(
                "Late Spring: Late Spring is a 1949 Japanese drama film directed by Yasujirō Ozu, "
                "starring Chishū Ryū and Setsuko Hara. It tells of a widowed professor who "
                "persuades his devoted daughter to marry, and it is the first part of what is "
                "often called the director's Noriko trilogy."
            ),
            D(
                "Tokyo Drifter: Tokyo Drifter is a 1966 Japanese yakuza action film directed by "
                "Seijun Suzuki for the Nikkatsu studio. It stars Tetsuya Watari as a reformed "
                "hitman forced to wander the country when rival gangs turn on him, and it is known "
                "for its stylised, pop art colours and sets."
            ),
            D(
                "Setsuko Hara: Setsuko Hara (17 June 1920 \u2013 5 September 2015) was a Japanese "
                "actress, born in Yokohama. Regarded as an icon of postwar Japanese cinema, she "
                "starred in six films by one director, including Late Spring and Tokyo Story, and "
                "retired from acting in 1963 at the age of 43."
            ),
            D(
                "Floating Weeds: Floating Weeds is a 1959 Japanese drama film directed by Yasujirō "
                "Ozu, a colour remake of his silent film A Story of Floating Weeds (1934). Made "
                "for the Daiei studio, it follows the leader of a travelling kabuki troupe who "
                "returns to a seaside town to see his former lover and their son."
            ),
            S(
                "Tokyo Story: Tokyo Story is a 1953 Japanese drama film directed by Yasujirō Ozu. "
                "It stars Chishū Ryū and Chieko Higashiyama as an ageing couple who travel to "
                "Tokyo to visit their grown children, with Setsuko Hara as their widowed "
                "daughter-in-law. It is often ranked among the greatest films ever made."
            ),
            D(
                "Tokyo Olympiad: Tokyo Olympiad is a 1965 Japanese documentary film directed by "
                "Kon Ichikawa about the 1964 Summer Olympics in Tokyo. Commissioned by the "
                "organisers, it drew criticism for its artistic rather than record-keeping "
                "approach, but it is now regarded as one of the finest sports films."
            ),
            D(
                "Chishū Ryū: Chishū Ryū (13 May 1904 \u2013 16 March 1993) was a Japanese actor "
                "whose career spanned more than sixty years. He appeared in almost every film made "
                "by one director, often playing fathers, and later became known to a wide audience "
                "as the priest in the Tora-san series."
            ),
            S(
                "Yasujirō Ozu: Yasujirō Ozu (12 December 1903 \u2013 12 December 1963) was a "
                "Japanese film director and screenwriter. He was born in Fukagawa, a district of "
                "Tokyo, and spent part of his childhood in Matsusaka in Mie Prefecture. He is "
                "known for his low camera position and his quiet films about family life."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "What nationality was the author of Pedro Páramo?",
        "Mexican",
        [
            S(
                "Juan Rulfo: Juan Nepomuceno Carlos Pérez Rulfo Vizcaíno (16 May 1917 \u2013 7 "
                "January 1986), known as Juan Rulfo, was a Mexican writer, screenwriter and "
                "photographer. Born in the state of Jalisco, he is best known for only two books, "
                "a novel and a collection of short stories."
            ),
            D(
                "Pedro Páramo (1967 film): Pedro Páramo is a 1967 drama film directed by Carlos "
                "Velo and starring John Gavin in the title role. Adapted from a celebrated novel "
                "about a man who goes in search of his father and finds a village of ghosts, it "
                "was the first screen version of the book."
            ),
            D(
                "Gabriel García Márquez: Gabriel José García Márquez (6 March 1927 \u2013 17 April "
                "2014) was a Colombian novelist, born in Aracataca. He is best known for One "
                "Hundred Years of Solitude and Love in the Time of Cholera, and he was awarded the "
                "Nobel Prize in Literature in 1982."
            ),
            D(
                "El Llano en llamas: El Llano en llamas (The Burning Plain) is a collection of "
                "short stories by Juan Rulfo, first published in 1953. Set in the poor, dry "
                "countryside in the years after the revolution and the Cristero War, its stories "
                "are told in spare language by peasants and outlaws."
            ),
            D(
                "Carlos Fuentes: Carlos Fuentes Macías (11 November 1928 \u2013 15 May 2012) was a "
                "novelist and essayist, born in Panama City to a diplomat's family. His novels "
                "include Where the Air Is Clear and The Death of Artemio Cruz, and he was a "
                "leading figure of the Latin American Boom."
            ),
            D(
                "Pedro Páramo (2024 film): Pedro Páramo is a 2024 fantasy drama film directed by "
                "Rodrigo Prieto in his directorial debut, with Manuel García-Rulfo in the title "
                "role. Made for Netflix and based on a novel of the same name, it premiered at the "
                "Toronto International Film Festival."
            ),
            D(
                "Jorge Luis Borges: Jorge Francisco Isidoro Luis Borges (24 August 1899 \u2013 14 "
                "June 1986) was an Argentine short-story writer, essayist and poet, born in Buenos "
                "Aires. His best-known books, Ficciones and The Aleph, explore dreams, labyrinths, "
                "libraries and mirrors."
            ),
            S(
                "Pedro Páramo: Pedro Páramo is a novel by Juan Rulfo, first published in 1955. It "
                "tells of Juan Preciado, who travels to the town of Comala to find his father, "
                "Pedro Páramo, only to find it peopled by ghosts. It was a major influence on the "
                "writers of the Latin American Boom."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "when did the author of the master and margarita die",
        "10 March 1940",
        [
            D(
                "The Master and Margarita (2024 film): The Master and Margarita is a 2024 Russian "
                "fantasy film directed by Michael Lockshin, with August Diehl as Woland. Adapted "
                "from a celebrated novel, it was a box-office success in Russia, but it drew "
                "attacks from pro-government commentators over the director's views on the war."
            ),
            D(
                "The White Guard: The White Guard is a novel by Mikhail Bulgakov, first published "
                "in part in 1925. Set in Kyiv during the Russian Civil War in 1918, it follows the "
                "Turbin family, and the author adapted it for the stage as The Days of the "
                "Turbins, a hit at the Moscow Art Theatre in 1926."
            ),
            D(
                "Yevgeny Zamyatin: Yevgeny Ivanovich Zamyatin (1 February 1884 \u2013 10 March "
                "1937) was a Russian writer, born in Lebedyan. He is best known for his dystopian "
                "novel We, written in 1920\u20131921 and banned in the Soviet Union. Allowed to "
                "emigrate in 1931, he died in poverty in Paris."
            ),
            S(
                "The Master and Margarita: The Master and Margarita is a novel by Mikhail "
                "Bulgakov, written between 1928 and 1940 but not published until 1966\u20131967, "
                "in censored form, in the magazine Moskva. It tells of a visit by the Devil to the "
                "officially atheist Soviet Union, interwoven with the story of Pontius Pilate."
            ),
            D(
                "Heart of a Dog: Heart of a Dog is a novella by Mikhail Bulgakov, written in 1925. "
                "A satire on the new Soviet man, it tells of a Moscow surgeon who transplants "
                "human organs into a stray dog, Sharik, with disastrous results. Banned for "
                "decades, it was first published in the Soviet Union in 1987."
            ),
            D(
                "Boris Pasternak: Boris Leonidovich Pasternak (10 February 1890 \u2013 30 May "
                "1960) was a Russian poet and novelist, born in Moscow. His novel Doctor Zhivago "
                "was first published in Italy in 1957, and he was awarded the Nobel Prize in "
                "Literature in 1958, which he was forced to decline."
            ),
            D(
                "Moscow Art Theatre: The Moscow Art Theatre is a theatre company in Moscow, "
                "founded in 1898 by Konstantin Stanislavski and Vladimir Nemirovich-Danchenko. It "
                "became famous for its naturalistic productions of Anton Chekhov's plays, and "
                "later staged works by Maxim Gorky and other Soviet playwrights."
            ),
            S(
                "Mikhail Bulgakov: Mikhail Afanasyevich Bulgakov (15 May 1891 \u2013 10 March "
                "1940) was a Russian novelist and playwright. Born in Kyiv, he trained and worked "
                "as a doctor before turning to writing. He died in Moscow of nephrosclerosis, a "
                "hereditary kidney disease that had also killed his father."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the director of the film Possessor?",
        "David Cronenberg",
        [
            D(
                "Possession (1981 film): Possession is a 1981 psychological horror film directed "
                "by Andrzej Żuławski and starring Isabelle Adjani and Sam Neill. Set in West "
                "Berlin, it follows a marriage that collapses into madness, and Adjani won the "
                "award for Best Actress at the Cannes Film Festival."
            ),
            S(
                "Brandon Cronenberg: Brandon Cronenberg (born January 10, 1980) is a Canadian film "
                "director and screenwriter. The son of the director David Cronenberg, he made his "
                "feature debut with Antiviral (2012) and has since directed Possessor and Infinity "
                "Pool (2023)."
            ),
            D(
                "Antiviral (film): Antiviral is a 2012 Canadian science fiction horror film "
                "written and directed by Brandon Cronenberg. Caleb Landry Jones stars as an "
                "employee of a clinic that sells injections of viruses taken from sick celebrities "
                "to their fans. It premiered at the Cannes Film Festival."
            ),
            D(
                "Infinity Pool (film): Infinity Pool is a 2023 science fiction horror film "
                "starring Alexander Skarsgård and Mia Goth. Set at a resort on a fictional island "
                "where tourists can pay to have clones executed in their place for their crimes, "
                "it premiered at the 2023 Sundance Film Festival."
            ),
            D(
                "Caitlin Cronenberg: Caitlin Cronenberg is a Canadian photographer and film "
                "director. Known for her portraits of actors and musicians and for her work as a "
                "stills photographer on film sets, she made her feature directing debut with the "
                "home-invasion thriller Humane in 2024."
            ),
            D(
                "Crimes of the Future (2022 film): Crimes of the Future is a 2022 body horror film "
                "written and directed by David Cronenberg, starring Viggo Mortensen, Léa Seydoux "
                "and Kristen Stewart. Set in a future where most people no longer feel physical "
                "pain, it premiered in competition at the 2022 Cannes Film Festival."
            ),
            D(
                "Andrea Riseborough: Andrea Riseborough (born 20 November 1981) is an English "
                "actress and producer from Tyneside. She has appeared in Birdman, Mandy and "
                "Nocturnal Animals, and she received an Academy Award nomination for Best Actress "
                "for her role in the 2022 drama To Leslie."
            ),
            S(
                "Possessor (film): Possessor is a 2020 science fiction horror film written and "
                "directed by Brandon Cronenberg. It stars Andrea Riseborough as a corporate "
                "assassin who uses brain implants to take over other people's bodies, with "
                "Christopher Abbott. It premiered at the 2020 Sundance Film Festival."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the director of the 1972 film Solaris?",
        "Arseny Tarkovsky",
        [
            D(
                "Solaris (2002 film): Solaris is a 2002 American science fiction drama film "
                "written and directed by Steven Soderbergh and produced by James Cameron. It stars "
                "George Clooney as a psychologist sent to a space station orbiting a mysterious "
                "planet, with Natascha McElhone as his dead wife."
            ),
            D(
                "Andrei Konchalovsky: Andrei Sergeyevich Mikhalkov-Konchalovsky (born 20 August "
                "1937) is a Russian film director and screenwriter. The son of the writer Sergey "
                "Mikhalkov and brother of the director Nikita Mikhalkov, he co-wrote Andrei Rublev "
                "and later directed Runaway Train (1985)."
            ),
            S(
                "Andrei Tarkovsky: Andrei Arsenyevich Tarkovsky (4 April 1932 \u2013 29 December "
                "1986) was a Soviet film director and screenwriter. Born in the village of "
                "Zavrazhye, he was the son of the poet Arseny Tarkovsky. His seven feature films "
                "include Andrei Rublev, Mirror and Stalker."
            ),
            D(
                "Solaris (novel): Solaris is a 1961 science fiction novel by the Polish writer "
                "Stanisław Lem. It tells of scientists on a research station above a planet "
                "covered by an ocean that seems to be a single living being, which confronts them "
                "with figures drawn from their own memories."
            ),
            D(
                "Stalker (1979 film): Stalker is a 1979 Soviet science fiction art film directed "
                "by Andrei Tarkovsky, loosely based on the novel Roadside Picnic by Arkady and "
                "Boris Strugatsky. A guide leads a writer and a professor into the Zone, a guarded "
                "and forbidden area where a certain room is said to grant a visitor's deepest "
                "wishes."
            ),
            D(
                "Donatas Banionis: Donatas Banionis (28 April 1924 \u2013 4 September 2014) was a "
                "Lithuanian stage and film actor, born in Kaunas. He worked for decades at the "
                "Panevėžys Drama Theatre and became known abroad for playing the psychologist Kris "
                "Kelvin in a Soviet science fiction film of 1972."
            ),
            D(
                "Ivan's Childhood: Ivan's Childhood is a 1962 Soviet war film directed by Andrei "
                "Tarkovsky, his first feature. It follows a twelve-year-old orphan who works as a "
                "scout for the Red Army behind German lines, and it won the Golden Lion at the "
                "Venice Film Festival."
            ),
            S(
                "Solaris (1972 film): Solaris is a 1972 Soviet science fiction film co-written and "
                "directed by Andrei Tarkovsky, based on Stanisław Lem's novel. It follows a "
                "psychologist sent to a space station above an ocean planet, and it won the Grand "
                "Prix Spécial du Jury at the 1972 Cannes Film Festival."
            ),
        ],
        drop=1,
    ),
]
