"""Development multi-hop questions, batch 15 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Measured: mean support length 297 characters, mean distractor length 284
characters; a support is the longest passage in 4 of 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which county is the racecourse that hosts the Grand National?",
        "Merseyside",
        [
            D(
                "Scottish Grand National: The Scottish Grand National is a "
                "National Hunt handicap steeplechase run each April at Ayr "
                "Racecourse in Scotland. It was first run in 1858 under another"
                " name and at another course, and it has been staged at Ayr "
                "since 1966 over a distance of about four miles."
            ),
            D(
                "Red Rum: Red Rum (3 May 1965 \u2013 18 October 1995) was a champion"
                " Irish-bred steeplechaser. He won the Grand National three "
                "times, in 1973, 1974 and 1977, and finished second in the two "
                "runnings in between, a record that remains unmatched in the "
                "race's long history."
            ),
            S(
                "Grand National: The Grand National is a National Hunt horse "
                "race held annually in early April at Aintree Racecourse. First"
                " run in 1839, it is a handicap steeplechase over a distance of"
                " about 4 miles 2½ furlongs, in which the horses jump 30 fences"
                " over two laps, and it is the most valuable jump race in "
                "Europe."
            ),
            D(
                "Welsh Grand National: The Welsh Grand National is a National "
                "Hunt steeplechase held at Chepstow Racecourse in "
                "Monmouthshire, Wales, traditionally during the Christmas "
                "period. First run in 1895, it is a handicap race over a "
                "distance of about 3 miles 6 furlongs and one of the most "
                "valuable staying chases in Britain."
            ),
            D(
                "Irish Grand National: The Irish Grand National is a National "
                "Hunt steeplechase in Ireland, run each year on Easter Monday "
                "at Fairyhouse Racecourse in County Meath. First held in 1870, "
                "it is a handicap race over about 3 miles 5 furlongs and is "
                "among the most valuable jump races in the country."
            ),
            D(
                "Cheltenham Racecourse: Cheltenham Racecourse is a horse racing"
                " venue at Prestbury Park, near the town of Cheltenham in "
                "Gloucestershire, England. It hosts the Cheltenham Festival "
                "every March, whose feature race is the Cheltenham Gold Cup, a "
                "level-weights steeplechase first run in 1924."
            ),
            S(
                "Aintree Racecourse: Aintree Racecourse is a racecourse in "
                "Aintree, Merseyside, England, bordering the city of Liverpool."
                " Best known as the home of the world's most famous "
                "steeplechase, it also staged the British Grand Prix in motor "
                "racing five times between 1955 and 1962 on a circuit laid out "
                "inside the course."
            ),
            D(
                "Aintree Hurdle: The Aintree Hurdle is a Grade 1 National Hunt "
                "hurdle race in Great Britain, open to horses aged four years "
                "or older. It is run over a distance of about 2 miles and 4 "
                "furlongs on the opening day of the three-day spring meeting "
                "that ends with the Grand National."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "river through the town where hermann hesse was born",
        "the Nagold",
        [
            D(
                "Steppenwolf (novel): Steppenwolf is a novel by the "
                "German-Swiss author Hermann Hesse, first published in Germany "
                "in 1927. It tells of Harry Haller, a lonely middle-aged man "
                "torn between his human nature and a wild, wolf-like side, and "
                "it mixes autobiographical elements with dreamlike fantasy, "
                "culminating in the mysterious Magic Theater."
            ),
            S(
                "Hermann Hesse: Hermann Karl Hesse (2 July 1877 \u2013 9 August "
                "1962) was a German-Swiss poet, novelist and painter. Born in "
                "the Black Forest town of Calw in Württemberg, he is best known"
                " for Demian, Steppenwolf, Siddhartha and The Glass Bead Game, "
                "and he received the Nobel Prize in Literature in 1946."
            ),
            D(
                "Montagnola: Montagnola is a village in the municipality of "
                "Collina d'Oro in the canton of Ticino, Switzerland, above Lake"
                " Lugano. The writer Hermann Hesse lived there from 1919 until "
                "his death in 1962, and a museum dedicated to his life and work"
                " opened in the village in 1997."
            ),
            D(
                "Thomas Mann: Paul Thomas Mann (6 June 1875 \u2013 12 August 1955) "
                "was a German novelist, short story writer and essayist. Born "
                "in the Hanseatic port city of Lübeck, he wrote Buddenbrooks, "
                "The Magic Mountain and Death in Venice, and he received the "
                "Nobel Prize in Literature in 1929."
            ),
            D(
                "Enz: The Enz is a river in Baden-Württemberg, Germany, and a "
                "left tributary of the Neckar. It rises in the northern Black "
                "Forest and flows for about 106 kilometres, passing through the"
                " cities of Pforzheim and Vaihingen before joining the Neckar "
                "at Besigheim."
            ),
            S(
                "Calw: Calw is a town in the German state of Baden-Württemberg "
                "and the capital of the district of the same name. It lies in "
                "the northern Black Forest on the river Nagold, about 40 "
                "kilometres south-west of Stuttgart, and is known for its old "
                "town of half-timbered houses."
            ),
            D(
                "Siddhartha (novel): Siddhartha is a 1922 novel by Hermann "
                "Hesse about the spiritual journey of a young man in ancient "
                "India during the time of the Buddha. Written in a simple and "
                "lyrical style, it became widely read in the United States and "
                "Europe during the 1960s."
            ),
            D(
                "Nagold (town): Nagold is a town in the district of Calw in "
                "Baden-Württemberg, Germany. It lies on the river of the same "
                "name at the eastern edge of the Black Forest, and it is known "
                "for the ruins of Hohennagold Castle, which stand on a hill "
                "above the old town."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the artist behind Chicago's Cloud Gate sculpture born?",
        "Mumbai",
        [
            D(
                "Crown Fountain: Crown Fountain is an interactive work of "
                "public art and video sculpture in Millennium Park in Chicago, "
                "Illinois. Designed by the Catalan artist Jaume Plensa and "
                "opened in July 2004, it consists of a black granite reflecting"
                " pool set between two glass brick towers that display the "
                "faces of Chicagoans."
            ),
            D(
                "Cloud Gate Dance Theatre: Cloud Gate Dance Theatre is a modern"
                " dance company based in Taiwan. Founded in 1973 by the "
                "choreographer Lin Hwai-min, it takes its name from the oldest "
                "known ritual dance in China, and it has toured widely in "
                "Europe, the Americas and Asia."
            ),
            S(
                "Cloud Gate: Cloud Gate is a public sculpture by the artist "
                "Anish Kapoor that forms the centrepiece of AT&T Plaza in "
                "Millennium Park in Chicago, Illinois. Made of 168 stainless "
                "steel plates welded together and polished to a mirror finish, "
                'it was built between 2004 and 2006 and is nicknamed "The Bean"'
                " because of its shape."
            ),
            D(
                "ArcelorMittal Orbit: The ArcelorMittal Orbit is a 114.5-metre "
                "sculpture and observation tower in the Queen Elizabeth Olympic"
                " Park in Stratford, London. Designed by Anish Kapoor and the "
                "engineer Cecil Balmond for the 2012 Summer Olympics, it is the"
                " tallest sculpture in the United Kingdom."
            ),
            S(
                "Anish Kapoor: Sir Anish Mikhail Kapoor (born 12 March 1954) is"
                " a British-Indian sculptor specialising in installation art "
                "and conceptual art. Born in Bombay (now Mumbai), he moved to "
                "London in the early 1970s to study art, represented Britain at"
                " the Venice Biennale in 1990 and won the Turner Prize in 1991."
            ),
            D(
                "Millennium Park: Millennium Park is a public park in the Loop "
                "community area of Chicago, Illinois, operated by the city's "
                "Department of Cultural Affairs. Opened in July 2004, it "
                "contains the Jay Pritzker Pavilion, the Lurie Garden and "
                "several large works of public art, and it is one of the city's"
                " most visited attractions."
            ),
            D(
                "Sky Mirror: Sky Mirror is a public sculpture by Anish Kapoor "
                "consisting of a large concave dish of polished stainless "
                "steel, six metres across. First installed outside the "
                "Nottingham Playhouse in 2001, it reflects the sky and the "
                "changing surroundings, and later versions have been shown in "
                "New York and London."
            ),
            D(
                "Subodh Gupta: Subodh Gupta (born 1964) is an Indian "
                "contemporary artist based in New Delhi. Born in Khagaul in the"
                " state of Bihar, he is known for large sculptures assembled "
                "from stainless steel kitchen utensils, such as the "
                "skull-shaped Very Hungry God, shown in Paris in 2006."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which club played its home games at the stadium where the Miracle of Bern took place?",
        "BSC Young Boys",
        [
            D(
                "1954 FIFA World Cup: The 1954 FIFA World Cup was the fifth "
                "staging of the tournament, held in Switzerland from 16 June to"
                " 4 July 1954. It set a record average of goals per match that "
                "still stands, and it was the first World Cup to be shown on "
                "television across several countries."
            ),
            S(
                "Miracle of Bern: The Miracle of Bern is the name given in "
                "Germany to West Germany's 3\u20132 victory over Hungary in the "
                "final of the 1954 FIFA World Cup. The match was played on 4 "
                "July 1954 at the Wankdorf Stadium in Bern, where the West "
                "Germans came back from two goals down against a side that had "
                "been unbeaten for four years."
            ),
            D(
                "The Miracle of Bern (film): The Miracle of Bern (German: Das "
                "Wunder von Bern) is a 2003 German drama film directed by Sönke"
                " Wortmann. It follows a boy from Essen and his father, a "
                "prisoner of war returning from the Soviet Union, against the "
                "background of West Germany's run to the 1954 World Cup title."
            ),
            D(
                "Råsunda Stadium: Råsunda Stadium was a football stadium in "
                "Solna, Sweden, just north of Stockholm. It hosted the final of"
                " the 1958 FIFA World Cup, in which Brazil beat the hosts 5\u20132, "
                "and it was the home ground of the club AIK and of the Swedish "
                "national team until its demolition in 2013."
            ),
            D(
                "FC Basel: FC Basel 1893 is a Swiss professional football club "
                "based in Basel, founded in 1893. It plays its home matches at "
                "St. Jakob-Park, the largest club stadium in the country, and "
                "it was the most successful Swiss club of the 2010s, winning "
                "eight consecutive league titles between 2010 and 2017, and it "
                "has regularly taken part in the group stage of the UEFA "
                "Champions League."
            ),
            D(
                "Helmut Rahn: Helmut Rahn (16 August 1929 \u2013 14 August 2003) was"
                " a German footballer who played as a winger, chiefly for "
                "Rot-Weiss Essen. He scored twice in the final of the 1954 FIFA"
                " World Cup, including the winning goal six minutes from the "
                "end, and won 40 caps for West Germany."
            ),
            S(
                "Wankdorf Stadium: The Wankdorf Stadium was a football stadium "
                "in Bern, Switzerland. Opened in 1925 and rebuilt in the early "
                "1950s, it was for decades the home ground of BSC Young Boys "
                "and also staged a European Cup final. It was demolished in "
                "2001 and replaced on the same site by a new stadium."
            ),
            D(
                "Ferenc Puskás: Ferenc Puskás (1 April 1927 \u2013 17 November 2006)"
                " was a Hungarian footballer and manager, widely regarded as "
                "one of the greatest players of all time. He captained the "
                "Hungarian Golden Team of the early 1950s, and after leaving "
                "Hungary in 1956 he went on to star in Spain."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What river runs through the city where Marc Chagall grew up?",
        "the Western Dvina (Daugava)",
        [
            D(
                "I and the Village: I and the Village is a 1911 painting by the"
                " Russian-French artist Marc Chagall, now in the Museum of "
                "Modern Art in New York City. Painted in Paris, it shows a "
                "cow's head and a green-faced man amid dreamlike memories of "
                "Jewish village life in eastern Europe."
            ),
            D(
                "Northern Dvina: The Northern Dvina is a river in northern "
                "Russia formed by the confluence of the Sukhona and the "
                "Vychegda. It flows north-west for about 744 kilometres through"
                " Arkhangelsk Oblast and enters the White Sea near the city of "
                "Arkhangelsk."
            ),
            S(
                "Vitebsk: Vitebsk is a city in Belarus and the administrative "
                "centre of the Vitebsk Region. It lies on both banks of the "
                "Western Dvina, known in Latvia as the Daugava, close to the "
                "border with Russia, and it is one of the largest cities in the"
                " country."
            ),
            D(
                "Chaim Soutine: Chaim Soutine (13 January 1893 \u2013 9 August 1943)"
                " was a Russian-French painter of Belarusian Jewish origin. "
                "Born in Smilavichy near Minsk, he settled in Paris in 1913, "
                "where he became known for expressionist landscapes and still "
                "lifes of animal carcasses."
            ),
            D(
                "Dnieper: The Dnieper is one of the major rivers of Europe, "
                "rising near Smolensk in Russia and flowing south through "
                "Belarus and Ukraine to the Black Sea. At about 2,200 "
                "kilometres it is the fourth-longest river in Europe, and the "
                "city of Kyiv lies on its banks."
            ),
            S(
                "Marc Chagall: Marc Chagall (born Moishe Shagal; 6 July 1887 \u2013 "
                "28 March 1985) was a Russian-French artist of Belarusian "
                "Jewish origin. He grew up in Vitebsk in the Russian Empire and"
                " became an early modernist who worked in painting, stained "
                "glass, book illustration and stage design."
            ),
            D(
                "Musée national Marc Chagall: The Musée national Marc Chagall "
                "is a museum in Nice, France, devoted to the biblical works of "
                "the painter. Opened in 1973 during the artist's lifetime, it "
                "holds his cycle of seventeen large paintings known as the "
                "Biblical Message, together with his stained glass."
            ),
            D(
                "Bella Chagall: Bella Chagall (née Rosenfeld; 1895 \u2013 2 "
                "September 1944) was a writer and the first wife of the painter"
                " Marc Chagall. She appears in many of his paintings, including"
                " The Birthday, and she wrote memoirs in Yiddish of Jewish life"
                " in her youth, published after her death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "belgian grand prix circuit is in which town",
        "Stavelot",
        [
            D(
                "Circuit Zolder: Circuit Zolder is a motor-racing circuit in "
                "Heusden-Zolder, in the Belgian province of Limburg. It staged "
                "ten Formula One world championship races between 1973 and "
                "1984, and it is remembered as the place where Gilles "
                "Villeneuve was killed during qualifying in 1982. It still "
                "hosts national and international touring-car and motorcycle "
                "races."
            ),
            S(
                "Belgian Grand Prix: The Belgian Grand Prix is a motor racing "
                "event that forms part of the Formula One World Championship. "
                "First held in 1925, it has been run at the Circuit de "
                "Spa-Francorchamps in most years, with some editions staged at "
                "Nivelles-Baulers and at Zolder in the 1970s and 1980s."
            ),
            D(
                "Spa, Belgium: Spa is a municipality in the province of Liège, "
                "Belgium, lying in a valley of the Ardennes. Famous since Roman"
                " times for its mineral springs, it was a fashionable resort "
                "for European royalty, and its name became the common word for "
                "health resorts around the world."
            ),
            D(
                "Dutch Grand Prix: The Dutch Grand Prix is a Formula One motor "
                "race held at Circuit Zandvoort, among the dunes of the North "
                "Sea coast near Haarlem in the Netherlands. First held in 1948,"
                " it returned to the calendar in 2021 after an absence of 36 "
                "years."
            ),
            S(
                "Circuit de Spa-Francorchamps: The Circuit de Spa-Francorchamps"
                " is a motor-racing circuit located in Stavelot, Belgium, in "
                "the Ardennes hills of the province of Liège. At about seven "
                "kilometres it is the longest track on the Formula One "
                "calendar, and it also hosts the Spa 24 Hours endurance race "
                "for touring and GT cars."
            ),
            D(
                "Nivelles-Baulers: Nivelles-Baulers was a motor-racing circuit "
                "near the town of Nivelles in Walloon Brabant, Belgium. Opened "
                "in 1971, it hosted Formula One races in 1972 and 1974 but was "
                "criticised as flat and characterless, and it was closed and "
                "abandoned in the early 1980s."
            ),
            D(
                "Eau Rouge: Eau Rouge is a stream in the Belgian Ardennes that "
                "gives its name to one of the most famous sequences of corners "
                "in motor racing. Together with the Raidillon, it takes cars "
                "steeply uphill through a fast left-right-left sweep shortly "
                "after the start of the lap."
            ),
            D(
                'Jacky Ickx: Jacques Bernard "Jacky" Ickx (born 1 January 1945)'
                " is a Belgian former racing driver. Born in Brussels, he won "
                "eight Formula One Grands Prix, twice finishing runner-up in "
                "the world championship, and he won the 24 Hours of Le Mans six"
                " times and the Dakar Rally once."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which golfer co-founded the club that hosts the Masters Tournament?",
        "Bobby Jones",
        [
            D(
                "Gene Sarazen: Gene Sarazen (27 February 1902 \u2013 13 May 1999) "
                "was an American professional golfer who won seven major "
                "championships. His albatross on the 15th hole in the final "
                'round of the 1935 Masters, known as "the shot heard round the '
                'world", helped make the young tournament famous.'
            ),
            S(
                "Masters Tournament: The Masters Tournament is one of the four "
                "major championships in professional golf. Held each year in "
                "the first full week of April, it is the only major played on "
                "the same course every year, at Augusta National Golf Club in "
                "Augusta, Georgia, and its winner receives a green jacket."
            ),
            D(
                "PGA Championship: The PGA Championship is an annual golf "
                "tournament conducted by the Professional Golfers' Association "
                "of America and one of the four men's major championships. "
                "Unlike the Masters Tournament it moves between courses each "
                "year, and since 2019 it has been played in May."
            ),
            D(
                "Bobby Jones (basketball, born 1951): Robert Clyde Jones (born "
                "December 18, 1951) is an American former professional "
                "basketball player. He spent most of his career with the "
                "Philadelphia 76ers, was named the NBA's Sixth Man of the Year "
                "and won the league championship in 1983."
            ),
            D(
                "Green jacket: The green jacket is a coat awarded to the winner"
                " of the Masters Tournament. Members of the host club have worn"
                " the jacket during the tournament since 1937, and since 1949 "
                "each champion has received one, which he may take home for the"
                " year following his victory."
            ),
            D(
                "Royal and Ancient Golf Club of St Andrews: The Royal and "
                "Ancient Golf Club of St Andrews is one of the oldest golf "
                "clubs in the world, founded in 1754 in St Andrews, Fife, "
                "Scotland. Its clubhouse overlooks the Old Course, and until "
                "2004 it was the governing body of golf outside the United "
                "States and Mexico."
            ),
            S(
                "Augusta National Golf Club: Augusta National Golf Club is a "
                "private golf club in Augusta, Georgia, United States. Founded "
                "by the amateur champion Bobby Jones and the investment banker "
                "Clifford Roberts, it opened in 1933 on the site of a former "
                "plant nursery, and its course was laid out by Alister "
                "MacKenzie with Jones."
            ),
            D(
                "Augusta, Georgia: Augusta is a city in the U.S. state of "
                "Georgia, on the Savannah River along the border with South "
                "Carolina. It is the state's second-largest city, and it is "
                "best known around the world as the home of a famous golf "
                "tournament held each spring. It was founded in 1736 and named "
                "after Princess Augusta, the wife of the Prince of Wales."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "roald dahl birthplace is part of which city",
        "Cardiff",
        [
            S(
                "Roald Dahl: Roald Dahl (13 September 1916 \u2013 23 November 1990) "
                "was a British author of children's books, short stories and "
                "screenplays. Born in Llandaff in Wales to Norwegian parents, "
                "he served as a fighter pilot in the Second World War, and his "
                "books include Charlie and the Chocolate Factory and The BFG."
            ),
            D(
                "Great Missenden: Great Missenden is a village in the Misbourne"
                " valley in Buckinghamshire, England. The children's author "
                "Roald Dahl lived there from 1954 until his death, and the "
                "Roald Dahl Museum and Story Centre opened on the village high "
                "street in 2005."
            ),
            D(
                "Sophie Dahl: Sophie Dahl (born 15 September 1977) is an "
                "English writer and former fashion model. The granddaughter of "
                "the author Roald Dahl and the actress Patricia Neal, she has "
                "written novels and cookery books and presented a cookery "
                "series on BBC Two."
            ),
            D(
                "Dylan Thomas: Dylan Marlais Thomas (27 October 1914 \u2013 9 "
                "November 1953) was a Welsh poet and writer. Born in Swansea, "
                'he is known for the poem "Do not go gentle into that good '
                'night" and for the radio play Under Milk Wood, first broadcast'
                " after his death."
            ),
            D(
                "Matilda (novel): Matilda is a 1988 children's novel by Roald "
                "Dahl, illustrated by Quentin Blake. It tells of a gifted girl "
                "who is neglected by her parents and stands up to a cruel "
                "headmistress, Miss Trunchbull, and it was adapted as a 1996 "
                "film and a stage musical."
            ),
            S(
                "Llandaff: Llandaff is a district, community and former city in"
                " the north of Cardiff, the capital of Wales. It was "
                "incorporated into Cardiff in 1922, and it is best known for "
                "its cathedral, the seat of the Bishop of Llandaff, which "
                "stands near the River Taff in the heart of the old village."
            ),
            D(
                "Patricia Neal: Patricia Neal (January 20, 1926 \u2013 August 8, "
                "2010) was an American actress who won the Academy Award for "
                "Best Actress for Hud (1963). Born in Packard, Kentucky, she "
                "was married to the British writer Roald Dahl from 1953 to 1983"
                " and had five children with him."
            ),
            D(
                "Charlie and the Chocolate Factory: Charlie and the Chocolate "
                "Factory is a 1964 children's novel by Roald Dahl. It tells of "
                "young Charlie Bucket, who finds a golden ticket that lets him "
                "tour the chocolate factory of the eccentric Willy Wonka, and "
                "it has been adapted for film twice, in 1971 and in 2005, the "
                "later version being directed by Tim Burton."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the museum where the Peacock Clock is displayed?",
        "Catherine the Great",
        [
            D(
                "Peacock Room: The Peacock Room is a celebrated example of "
                "interior mural art, painted by James McNeill Whistler in 1876 "
                "and 1877 for a London dining room. It was later bought by the "
                "industrialist Charles Lang Freer and is now displayed in the "
                "Freer Gallery of Art in Washington, D.C."
            ),
            D(
                "Winter Palace: The Winter Palace is a palace in Saint "
                "Petersburg that served as the official residence of the "
                "Russian emperors from 1732 to 1917. The present building, "
                "designed in the Baroque style by Bartolomeo Rastrelli, now "
                "forms part of the complex that houses a large art museum. It "
                "was stormed by the Bolsheviks during the October Revolution of"
                " 1917."
            ),
            S(
                "Peacock Clock: The Peacock Clock is a large automaton clock "
                "made in the London workshop of the jeweller James Cox in the "
                "1770s. Bought by Prince Grigory Potemkin, it is now displayed "
                "in the Pavilion Hall of the Small Hermitage in the Hermitage "
                "Museum in Saint Petersburg, where a gilded peacock spreads its"
                " tail."
            ),
            D(
                "James Cox (goldsmith): James Cox (c. 1723 \u2013 1800) was an "
                "English jeweller, goldsmith and entrepreneur known for his "
                "elaborate automaton clocks and musical toys. Many of his "
                "mechanical pieces were made for export to China and India, and"
                " he ran a popular museum of them in London."
            ),
            D(
                "Silver Swan (automaton): The Silver Swan is a musical "
                "automaton made by John Joseph Merlin in collaboration with "
                "James Cox in 1773. Displayed at the Bowes Museum in Barnard "
                "Castle, County Durham, England, it preens itself and appears "
                "to catch and swallow a fish."
            ),
            D(
                "Russian Museum: The State Russian Museum in Saint Petersburg "
                "holds the largest collection of Russian fine art in the world."
                " It was established in 1895 by decree of Emperor Nicholas II "
                "in memory of his father, and it opened to the public in 1898 "
                "in the Mikhailovsky Palace."
            ),
            S(
                "Hermitage Museum: The State Hermitage Museum is a museum of "
                "art and culture in Saint Petersburg, Russia, and one of the "
                "largest art museums in the world. It was founded in 1764 when "
                "Empress Catherine the Great acquired a large collection of "
                "paintings from the Berlin merchant Johann Ernst Gotzkowsky."
            ),
            D(
                "Pushkin Museum: The Pushkin State Museum of Fine Arts is the "
                "largest museum of European art in Moscow. Founded on the "
                "initiative of the professor Ivan Tsvetaev, it opened in 1912 "
                "under the name of the Alexander III Museum of Fine Arts, and "
                "it has borne the poet's name since 1937."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the winner of the first Eurovision Song Contest born?",
        "Rupperswil",
        [
            D(
                "Eurovision Song Contest 1957: The Eurovision Song Contest 1957"
                " was the second edition of the annual contest, held on 3 March"
                " 1957 in Frankfurt, West Germany. Ten countries took part, and"
                " the contest was won by Corry Brokken of the Netherlands with "
                'the song "Net als toen".'
            ),
            D(
                "Lugano: Lugano is a city in the Italian-speaking canton of "
                "Ticino in southern Switzerland, on the shore of Lake Lugano. "
                "It is the largest city in the canton, a centre of banking and "
                "tourism, and it has hosted a number of international cultural "
                "and broadcasting events."
            ),
            S(
                "Eurovision Song Contest 1956: The Eurovision Song Contest 1956"
                " was the first edition of the annual song contest, held on 24 "
                "May 1956 at the Teatro Kursaal in Lugano, Switzerland. Seven "
                "countries took part, each with two songs, and the contest was "
                'won by Lys Assia of Switzerland with the song "Refrain".'
            ),
            D(
                'Corry Brokken: Cornelia Maria "Corry" Brokken (3 December 1932'
                " \u2013 31 May 2016) was a Dutch singer, lawyer and television "
                "presenter. Born in Breda, she won the Eurovision Song Contest "
                "in 1957 and later presented the 1976 contest held in The "
                "Hague."
            ),
            D(
                "Sanremo Music Festival: The Sanremo Music Festival is an "
                "Italian song contest held every year in the town of Sanremo in"
                " Liguria since 1951. It is the country's most popular song "
                "competition, broadcast live by the national broadcaster RAI "
                "over several evenings each winter, and it served as the model "
                "for the Eurovision Song Contest when that event was created."
            ),
            S(
                "Lys Assia: Lys Assia (born Rosa Mina Schärer; 3 March 1924 \u2013 "
                "24 March 2018) was a Swiss singer. Born in Rupperswil in the "
                "canton of Aargau, she began her career as a dancer before "
                "becoming a popular singer across German-speaking Europe, and "
                "she took part in the contest again in 1957 and 1958."
            ),
            D(
                "Céline Dion: Céline Marie Claudette Dion (born 30 March 1968) "
                "is a Canadian singer. Born in Charlemagne, Quebec, she won the"
                " Eurovision Song Contest in 1988 representing Switzerland with"
                ' "Ne partez pas sans moi", before her worldwide success in the'
                " 1990s."
            ),
            D(
                "Eurovision Song Contest: The Eurovision Song Contest is an "
                "international song competition organised each year by the "
                "European Broadcasting Union. First held in 1956, it is one of "
                "the longest-running television programmes in the world, with "
                "participants mostly from Europe."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The first Open Championship was held at a golf club in which Scottish council area?",
        "South Ayrshire",
        [
            D(
                "Old Tom Morris: Thomas Mitchell Morris (16 June 1821 \u2013 24 May "
                "1908), known as Old Tom Morris, was a Scottish golfer, "
                "greenkeeper and course designer. Born in St Andrews, Fife, he "
                "won the Open Championship four times in the 1860s, and his son"
                " Young Tom Morris won it four times in a row."
            ),
            S(
                "Prestwick Golf Club: Prestwick Golf Club is a golf club in the"
                " town of Prestwick, South Ayrshire, on the west coast of "
                "Scotland. Founded in 1851, it has a links course originally "
                "laid out by Old Tom Morris, and it hosted the Open "
                "Championship many times before its last staging in 1925."
            ),
            D(
                "Willie Park Sr.: Willie Park Sr. (30 June 1833 \u2013 25 July 1903)"
                " was a Scottish professional golfer. Born in Wallyford, East "
                "Lothian, he won the first Open Championship in 1860 and took "
                "the title three more times, and he was the father of the "
                "golfer and course architect Willie Park Jr."
            ),
            D(
                "Royal Troon Golf Club: Royal Troon Golf Club is a golf club in"
                " the seaside town of Troon, on the Firth of Clyde in the west "
                "of Scotland. Founded in 1878, it has hosted the Open "
                "Championship on many occasions since 1923, and its Postage "
                "Stamp hole is one of the shortest in championship golf."
            ),
            D(
                "Old Course at St Andrews: The Old Course at St Andrews is a "
                "public links golf course in St Andrews, Fife, Scotland, and is"
                " considered the oldest golf course in the world. It has hosted"
                " the Open Championship more often than any other course, and "
                "its Swilcan Bridge is one of the best-known sights in the "
                "game."
            ),
            S(
                "The Open Championship: The Open Championship, often called the"
                " British Open, is the oldest golf tournament in the world and "
                "one of the four major championships. First played on 17 "
                "October 1860 at Prestwick Golf Club, it is now organised by "
                "the R&A and rotates among links courses in Scotland and "
                "England."
            ),
            D(
                "Muirfield: Muirfield is a privately owned links golf course in"
                " Gullane, East Lothian, Scotland, and the home of the "
                "Honourable Company of Edinburgh Golfers, a club founded in "
                "1744. The course has been a regular venue of the Open "
                "Championship since 1892."
            ),
            D(
                "Claret Jug: The Golf Champion Trophy, better known as the "
                "Claret Jug, is the trophy awarded to the winner of the Open "
                "Championship. First presented in 1873, it replaced the "
                "original Challenge Belt, which Young Tom Morris had won "
                "outright by taking three consecutive titles."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which film was released first, E.T. the Extra-Terrestrial or Poltergeist?",
        "Poltergeist",
        [
            D(
                "Poltergeist (2015 film): Poltergeist is a 2015 American "
                "supernatural horror film directed by Gil Kenan and a remake of"
                " the 1982 film of the same name. Starring Sam Rockwell and "
                "Rosemarie DeWitt as parents whose youngest daughter is taken "
                "by spirits, it was released in the United States in May 2015."
            ),
            S(
                "E.T. the Extra-Terrestrial: E.T. the Extra-Terrestrial is a "
                "1982 American science fiction film directed by Steven "
                "Spielberg and written by Melissa Mathison. It tells of "
                "Elliott, a boy who befriends an alien stranded on Earth. "
                "Released on June 11, 1982, it became the highest-grossing film"
                " of all time, a record it held for eleven years."
            ),
            D(
                "Star Trek II: The Wrath of Khan: Star Trek II: The Wrath of "
                "Khan is a 1982 American science fiction film directed by "
                "Nicholas Meyer and the second film in the Star Trek franchise."
                " It sees Admiral Kirk and the crew of the Enterprise face the "
                "genetically engineered tyrant Khan Noonien Singh, played by "
                "Ricardo Montalbán."
            ),
            D(
                "Poltergeist II: The Other Side: Poltergeist II: The Other Side"
                " is a 1986 American supernatural horror film directed by Brian"
                " Gibson and the sequel to the 1982 film. It follows the "
                "Freeling family, who have moved to Arizona to escape the "
                "spirits that haunted their old house, only to find themselves "
                "pursued again."
            ),
            D(
                "Close Encounters of the Third Kind: Close Encounters of the "
                "Third Kind is a 1977 American science fiction film written and"
                " directed by Steven Spielberg. Starring Richard Dreyfuss as an"
                " electrical lineman in Indiana whose life changes after a "
                "meeting with a UFO, it was released in November 1977."
            ),
            S(
                "Poltergeist (1982 film): Poltergeist is a 1982 American "
                "supernatural horror film directed by Tobe Hooper from a story "
                "by Steven Spielberg, who also co-wrote and produced it. "
                "Released on June 4, 1982, it follows a suburban family whose "
                "home is invaded by malevolent ghosts that abduct their "
                "youngest daughter."
            ),
            D(
                "Melissa Mathison: Melissa Marie Mathison (June 3, 1950 \u2013 "
                "November 4, 2015) was an American screenwriter whose script "
                "for a 1982 Spielberg film earned her an Academy Award "
                "nomination. She also wrote The Black Stallion and Kundun, and "
                "she was married to the actor Harrison Ford from 1983 to 2004."
            ),
            D(
                "Tobe Hooper: William Tobe Hooper (January 25, 1943 \u2013 August "
                "26, 2017) was an American filmmaker best known for horror "
                "films. Born in Austin, Texas, he made his name with the "
                "low-budget The Texas Chain Saw Massacre in 1974 and later "
                "directed Salem's Lot and Lifeforce."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which club is older fc porto or sporting cp",
        "FC Porto",
        [
            D(
                "Boavista F.C.: Boavista Futebol Clube is a Portuguese sports "
                "club from the city of Porto, founded on 1 August 1903. Its "
                "football team plays at the Estádio do Bessa, and in the "
                "2000\u201301 season it became only the second club outside the "
                "traditional big three to win the Primeira Liga."
            ),
            S(
                "Sporting CP: Sporting Clube de Portugal, commonly known as "
                "Sporting CP or Sporting Lisbon, is a sports club based in "
                "Lisbon, Portugal. Founded on 1 July 1906, its football team "
                "plays at the Estádio José Alvalade, and it won the European "
                "Cup Winners' Cup in 1964."
            ),
            D(
                "Real Sporting de Gijón: Real Sporting de Gijón is a Spanish "
                "football club based in Gijón, Asturias, founded on 1 July "
                "1905. It plays its home matches at El Molinón, one of the "
                "oldest football grounds in Spain, and it has spent more than "
                "forty seasons in the top division of Spanish football."
            ),
            D(
                "Estádio do Dragão: The Estádio do Dragão is a football stadium"
                " in Porto, Portugal, opened on 16 November 2003 with a "
                "capacity of about 50,000. It was built for UEFA Euro 2004, "
                "where it hosted the opening match, and it has since been the "
                "home ground of the city's best-known club."
            ),
            S(
                "FC Porto: Futebol Clube do Porto, commonly known as FC Porto, "
                "is a Portuguese sports club based in Porto. Founded on 28 "
                "September 1893, it plays its home matches at the Estádio do "
                "Dragão, and it has won the European Cup and UEFA Champions "
                "League twice, in 1987 and 2004."
            ),
            D(
                "Lisbon derby: The Lisbon derby is the name given to football "
                "matches between the two largest clubs of the Portuguese "
                "capital, Sporting CP and its city rival. First contested in "
                "1907, it is one of the most fiercely followed fixtures in "
                "Portuguese football."
            ),
            D(
                "Porto: Porto is the second-largest city in Portugal, standing "
                "on the estuary of the Douro River in the north of the country."
                " Its historic centre is a UNESCO World Heritage Site, and the "
                "city gave its name to port wine, which is shipped from cellars"
                " across the river."
            ),
            D(
                "Vitória S.C.: Vitória Sport Clube, commonly known as Vitória "
                "de Guimarães, is a Portuguese sports club from the city of "
                "Guimarães, founded in 1922. Its football team plays at the "
                "Estádio D. Afonso Henriques and won the Taça de Portugal for "
                "the first time in 2013."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Pelé or Eusébio?",
        "Pelé",
        [
            S(
                "Pelé: Edson Arantes do Nascimento (23 October 1940 \u2013 29 "
                "December 2022), known as Pelé, was a Brazilian footballer "
                "widely regarded as one of the greatest players of all time. "
                "Born in Três Corações, Minas Gerais, he spent most of his "
                "career with Santos and is the only player to have won three "
                "FIFA World Cups."
            ),
            D(
                "Pelé: Birth of a Legend: Pelé: Birth of a Legend is a 2016 "
                "American biographical sports film written and directed by Jeff"
                " and Michael Zimbalist. It follows the early life of the "
                "Brazilian footballer, from the streets of Bauru to the 1958 "
                "FIFA World Cup in Sweden, where he won the title aged "
                "seventeen."
            ),
            D(
                "Mário Coluna: Mário Esteves Coluna (6 August 1935 \u2013 25 "
                "February 2014) was a Portuguese footballer born in Mozambique "
                "who played as a midfielder. He captained Benfica during its "
                "most successful era, winning the European Cup in 1961 and "
                "1962, and he also captained Portugal at the 1966 World Cup."
            ),
            D(
                "Coutinho (footballer, born 1943): Antônio Wilson Vieira "
                "Honório (11 June 1943 \u2013 11 March 2019), known as Coutinho, was"
                " a Brazilian footballer who played as a striker. He formed a "
                "famous attacking partnership with Pelé at Santos in the 1960s,"
                " and he was part of Brazil's squad for the 1962 World Cup."
            ),
            S(
                "Eusébio: Eusébio da Silva Ferreira (25 January 1942 \u2013 5 "
                "January 2014) was a Portuguese footballer who played as a "
                "striker. Born in Lourenço Marques in Portuguese Mozambique, he"
                " spent most of his career at Benfica, won the Ballon d'Or in "
                "1965 and was top scorer of the 1966 FIFA World Cup."
            ),
            D(
                "Eusébio Cup: The Eusébio Cup is an annual pre-season friendly "
                "football match hosted by Benfica at the Estádio da Luz in "
                "Lisbon and named in honour of the club's greatest player. "
                "First held in 2007, it has been played against visiting clubs "
                "from across Europe and South America."
            ),
            D(
                "Jairzinho: Jair Ventura Filho (born 25 December 1944), known "
                "as Jairzinho, is a Brazilian former footballer who played as a"
                " winger for Botafogo. At the 1970 FIFA World Cup in Mexico he "
                "scored in every one of Brazil's six matches, a feat that no "
                "other player has matched."
            ),
            D(
                "Santos FC: Santos Futebol Clube is a Brazilian sports club "
                "based in the port city of Santos, São Paulo, founded on 14 "
                "April 1912. It plays at the Vila Belmiro stadium and won the "
                "Copa Libertadores and the Intercontinental Cup in both 1962 "
                "and 1963."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first dean martin or jerry lewis",
        "Dean Martin",
        [
            D(
                "Martin and Lewis: Martin and Lewis were an American comedy "
                "team made up of the singer Dean Martin and the comedian Jerry "
                "Lewis, formed in 1946 at the 500 Club in Atlantic City. They "
                "made sixteen films together for Paramount before splitting in "
                "1956, ten years to the day after their first show."
            ),
            D(
                "Jerry Lee Lewis: Jerry Lee Lewis (September 29, 1935 \u2013 October"
                " 28, 2022) was an American singer, songwriter and pianist "
                'nicknamed "The Killer". Born in Ferriday, Louisiana, he was a '
                'pioneer of rock and roll with hits such as "Whole Lotta '
                'Shakin\' Goin\' On" and "Great Balls of Fire".'
            ),
            S(
                "Jerry Lewis: Jerry Lewis (born Joseph Levitch; March 16, 1926 "
                "\u2013 August 20, 2017) was an American comedian, actor, filmmaker "
                "and humanitarian. Born in Newark, New Jersey, he rose to fame "
                "in a comedy duo with a singing partner and later directed "
                "films such as The Nutty Professor (1963)."
            ),
            D(
                "Sammy Davis Jr.: Samuel George Davis Jr. (December 8, 1925 \u2013 "
                "May 16, 1990) was an American singer, dancer, actor and "
                "comedian. Born in Harlem, New York City, he began performing "
                "as a child in vaudeville and later became a member of the Rat "
                "Pack, appearing in films such as Ocean's 11 (1960)."
            ),
            D(
                "The Nutty Professor (1996 film): The Nutty Professor is a 1996"
                " American science fiction comedy film directed by Tom Shadyac "
                "and starring Eddie Murphy in several roles. A remake of Jerry "
                "Lewis's 1963 film of the same name, it follows a shy, "
                "overweight professor who invents a formula that makes him "
                "slim."
            ),
            S(
                "Dean Martin: Dean Martin (born Dino Paul Crocetti; June 7, "
                "1917 \u2013 December 25, 1995) was an American singer, actor and "
                "comedian. Born in Steubenville, Ohio, he became one of the "
                "most popular entertainers of the mid-20th century, with hit "
                'songs such as "That\'s Amore" and "Everybody Loves Somebody".'
            ),
            D(
                "Deana Martin: Deana Martin (born August 19, 1948) is an "
                "American singer and actress, and the daughter of the "
                "entertainer Dean Martin. She has recorded several albums of "
                "popular standards, and she wrote a memoir of her father's life"
                " that was published in 2004."
            ),
            D(
                "Rio Bravo (film): Rio Bravo is a 1959 American western film "
                "directed by Howard Hawks and starring John Wayne, Dean Martin "
                "and Ricky Nelson. It tells of a small-town sheriff who, with "
                "the help of a drunken deputy and an old man with a limp, holds"
                " a killer in jail against his powerful rancher brother."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Bob Marley and Peter Tosh born in the same year?",
        "no",
        [
            D(
                "Bunny Wailer: Neville O'Riley Livingston (10 April 1947 \u2013 2 "
                "March 2021), known as Bunny Wailer, was a Jamaican singer, "
                "songwriter and percussionist. An original member of the "
                "Wailers, he left the group in 1973 and went on to win three "
                "Grammy Awards for Best Reggae Album."
            ),
            S(
                "Bob Marley: Robert Nesta Marley (6 February 1945 \u2013 11 May "
                "1981) was a Jamaican singer, songwriter and guitarist, "
                "regarded as one of the pioneers of reggae. Born in Nine Mile, "
                "Saint Ann Parish, he co-founded the Wailers in 1963 and "
                "recorded albums such as Catch a Fire and Exodus."
            ),
            D(
                'Ziggy Marley: David Robert Nesta "Ziggy" Marley (born 17 '
                "October 1968) is a Jamaican musician and the eldest son of the"
                " reggae singer Bob Marley and his wife Rita. He led the family"
                " band Ziggy Marley and the Melody Makers, which won several "
                "Grammy Awards, before starting a solo career."
            ),
            D(
                'Rita Marley: Alpharita Constantia "Rita" Marley (born 25 July '
                "1946) is a Cuban-born Jamaican singer and the widow of Bob "
                "Marley. A member of the vocal trio the I Threes, which sang "
                "behind her husband, she later managed his estate and founded a"
                " foundation in his name."
            ),
            S(
                "Peter Tosh: Peter Tosh (born Winston Hubert McIntosh; 19 "
                "October 1944 \u2013 11 September 1987) was a Jamaican reggae "
                "musician. A founding member of the Wailers, he left the group "
                "in 1974 to pursue a solo career and released albums such as "
                "Legalize It and Equal Rights."
            ),
            D(
                "Bob Marley: One Love: Bob Marley: One Love is a 2024 American "
                "biographical musical drama film directed by Reinaldo Marcus "
                "Green, with Kingsley Ben-Adir as the reggae singer and Lashana"
                " Lynch as his wife. It follows the making of the album Exodus "
                "in London in the late 1970s."
            ),
            D(
                'Toots Hibbert: Frederick Nathaniel "Toots" Hibbert (8 December'
                " 1942 \u2013 11 September 2020) was a Jamaican singer and "
                "songwriter, the leader of Toots and the Maytals. His 1968 song"
                ' "Do the Reggay" is often credited with giving the reggae '
                "genre its name."
            ),
            D(
                "The Wailers: The Wailers were a Jamaican ska, rocksteady and "
                "reggae band formed in Kingston in the early 1960s. The "
                "original vocal group recorded for the producers Coxsone Dodd "
                'and Lee "Scratch" Perry before signing with Island Records, '
                "which released Catch a Fire in 1973."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the author of Pippi Longstocking born?",
        "14 November 1907",
        [
            D(
                "Pippi Longstocking (1969 TV series): Pippi Longstocking is a "
                "Swedish television series based on the children's books of the"
                " same name, directed by Olle Hellbom and first broadcast in "
                "1969. Starring Inger Nilsson as Pippi, it was also edited into"
                " two feature films released in cinemas."
            ),
            D(
                "Tove Jansson: Tove Marika Jansson (9 August 1914 \u2013 27 June "
                "2001) was a Finnish author, novelist, painter and illustrator "
                "who wrote in Swedish. Born in Helsinki, she is best known as "
                "the creator of the Moomins, a family of white, round trolls "
                "who first appeared in a book in 1945. She also wrote novels "
                "and short stories for adults, such as The Summer Book."
            ),
            S(
                "Pippi Longstocking: Pippi Longstocking is the main character "
                "in an eponymous series of children's books by the Swedish "
                "author Astrid Lindgren. First published in 1945, the stories "
                "tell of an unconventional, superhumanly strong girl who lives "
                "alone with a monkey and a horse in a house called Villa "
                "Villekulla."
            ),
            D(
                "The Brothers Lionheart: The Brothers Lionheart is a 1973 "
                "fantasy novel for children by the Swedish writer Astrid "
                "Lindgren. It tells of two brothers, Jonathan and Karl, who "
                "meet again after death in the land of Nangiyala, where they "
                "fight the tyrant Tengil and his dragon Katla."
            ),
            D(
                "Elsa Beskow: Elsa Beskow (11 February 1874 \u2013 30 June 1953) was"
                " a Swedish author and illustrator of children's books. Born in"
                " Stockholm, she wrote and drew picture books such as Children "
                "of the Forest and Peter in Blueberry Land, which are still in "
                "print more than a century later."
            ),
            D(
                "Astrid Lindgren Memorial Award: The Astrid Lindgren Memorial "
                "Award is an international children's literature award "
                "established by the Swedish government in 2002. Worth five "
                "million Swedish kronor, it is given each year to authors, "
                "illustrators, storytellers or reading promoters."
            ),
            S(
                "Astrid Lindgren: Astrid Anna Emilia Lindgren (née Ericsson; 14"
                " November 1907 \u2013 28 January 2002) was a Swedish writer of "
                "fiction and screenplays. Born on a farm near Vimmerby in "
                "Småland, she wrote more than thirty books for children, "
                "including the Emil of Lönneberga and Karlsson-on-the-Roof "
                "series."
            ),
            D(
                "Junibacken: Junibacken is a children's cultural centre and "
                "museum on the island of Djurgården in Stockholm, Sweden, "
                "opened in June 1996. Its main attraction is a small train that"
                " carries visitors through scenes from the stories of Astrid "
                "Lindgren and other Swedish writers for children."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the composer of Má vlast die?",
        "12 May 1884",
        [
            D(
                "Antonín Dvořák: Antonín Leopold Dvořák (8 September 1841 \u2013 1 "
                "May 1904) was a Czech composer who frequently used the rhythms"
                " of the folk music of Moravia and Bohemia. His best-known "
                "works include the Symphony No. 9, From the New World, written "
                "during his years in the United States."
            ),
            S(
                "Má vlast: Má vlast (My Homeland) is a set of six symphonic "
                "poems composed between 1874 and 1879 by the Czech composer "
                "Bedřich Smetana. It includes Vltava, also known by its German "
                "name Die Moldau, which follows the course of the river from "
                "its two sources through the Bohemian countryside to Prague."
            ),
            D(
                "The Bartered Bride: The Bartered Bride is a comic opera in "
                "three acts by Bedřich Smetana to a libretto by Karel Sabina. "
                "First performed at the Provisional Theatre in Prague on 30 May"
                " 1866, it tells of a village girl who is to be married against"
                " her will, and it became the best-loved Czech opera."
            ),
            D(
                "Vltava: The Vltava is the longest river in the Czech Republic,"
                " running for about 430 kilometres from its sources in the "
                "Bohemian Forest through Český Krumlov and Prague. It joins the"
                " Elbe at Mělník, and it has inspired writers, painters and "
                "composers for centuries."
            ),
            D(
                "Leoš Janáček: Leoš Janáček (3 July 1854 \u2013 12 August 1928) was "
                "a Czech composer, music theorist and teacher, inspired by "
                "Moravian folk music and the rhythms of Czech speech. He is "
                "best known for the operas Jenůfa and The Cunning Little Vixen "
                "and for the orchestral Sinfonietta."
            ),
            D(
                "Zdeněk Fibich: Zdeněk Fibich (21 December 1850 \u2013 15 October "
                "1900) was a Czech composer of classical music. Along with two "
                "better-known contemporaries, he is regarded as one of the "
                "founders of a Czech national school, and he wrote operas, "
                "melodramas and three symphonies."
            ),
            S(
                "Bedřich Smetana: Bedřich Smetana (2 March 1824 \u2013 12 May 1884) "
                "was a Czech composer who pioneered a musical style closely "
                "identified with his country's aspirations to cultural and "
                "political independence. He is best known for his opera The "
                "Bartered Bride, and he became completely deaf in 1874."
            ),
            D(
                "Smetana Hall: Smetana Hall is the largest concert hall of the "
                "Municipal House, an Art Nouveau building on Republic Square in"
                " Prague. Named after a Czech composer of the 19th century, it "
                "seats about 1,200 people and is the home venue of the Prague "
                "Symphony Orchestra."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of The Little Mermaid born?",
        "Odense",
        [
            S(
                'The Little Mermaid: "The Little Mermaid" is a literary fairy '
                "tale written by the Danish author Hans Christian Andersen. "
                "First published in 1837 in a collection of fairy tales for "
                "children, it tells of a young mermaid who is willing to give "
                "up her life in the sea in order to gain a human soul."
            ),
            D(
                "The Little Mermaid (1989 film): The Little Mermaid is a 1989 "
                "American animated musical fantasy film produced by Walt Disney"
                " Feature Animation and directed by Ron Clements and John "
                "Musker. Loosely based on the Danish fairy tale, it tells of "
                "Ariel, a mermaid princess who falls in love with a human "
                "prince."
            ),
            D(
                "The Little Mermaid (statue): The Little Mermaid is a bronze "
                "statue by the sculptor Edvard Eriksen, showing a mermaid "
                "sitting on a rock by the waterside at the Langelinie promenade"
                " in Copenhagen, Denmark. Unveiled on 23 August 1913, it is one"
                " of the city's best-known sights."
            ),
            D(
                "The Little Mermaid (2023 film): The Little Mermaid is a 2023 "
                "American musical fantasy film directed by Rob Marshall and a "
                "live-action remake of Disney's 1989 animated film. Halle "
                "Bailey stars as Ariel, a young mermaid who makes a deal with "
                "the sea witch Ursula to walk on land."
            ),
            S(
                "Hans Christian Andersen: Hans Christian Andersen (2 April 1805"
                " \u2013 4 August 1875) was a Danish author, best remembered for his"
                " literary fairy tales. Born in Odense on the island of Funen, "
                "the son of a poor shoemaker, he moved to Copenhagen at "
                'fourteen and wrote tales such as "The Ugly Duckling".'
            ),
            D(
                'The Snow Queen: "The Snow Queen" is a fairy tale by the Danish'
                " author Hans Christian Andersen, first published in 1844. It "
                "tells of the struggle between good and evil as experienced by "
                "Gerda and her friend Kai, who is carried off by the Snow Queen"
                " to her palace in the far north."
            ),
            D(
                "Brothers Grimm: The Brothers Grimm, Jacob (1785\u20131863) and "
                "Wilhelm (1786\u20131859), were German academics, linguists and "
                "writers who collected and published folklore. Born in Hanau in"
                " Hesse, they published the collection known as Grimms' Fairy "
                "Tales, first printed in 1812."
            ),
            D(
                "Hans Christian Andersen Award: The Hans Christian Andersen "
                "Award is an international prize given every two years by the "
                "International Board on Books for Young People. First presented"
                " in 1956, it honours a living author, and since 1966 also an "
                "illustrator, for a lasting contribution to children's "
                "literature."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of the Bayreuth Festival born?",
        "22 May 1813",
        [
            D(
                "Cosima Wagner: Cosima Wagner (née de Flavigny, later Liszt; 24"
                " December 1837 \u2013 1 April 1930) was the daughter of the "
                "composer Franz Liszt and the second wife of Richard Wagner. "
                "After her husband's death she directed the Bayreuth Festival "
                "for more than twenty years."
            ),
            D(
                "Bayreuth Festspielhaus: The Bayreuth Festspielhaus is an opera"
                " house on a hill north of the town of Bayreuth in Bavaria, "
                "Germany. Built between 1872 and 1876, it is known for its "
                "unusual design, in which the orchestra pit is hidden beneath a"
                " hood so that the players cannot be seen by the audience."
            ),
            S(
                "Bayreuth Festival: The Bayreuth Festival is a music festival "
                "held annually in Bayreuth, Germany, at which performances of "
                "operas by the 19th-century composer Richard Wagner are "
                "presented. Wagner himself conceived and promoted the idea of a"
                " special festival, and it was first held in 1876."
            ),
            D(
                "Glyndebourne Festival Opera: Glyndebourne Festival Opera is an"
                " annual opera festival held at Glyndebourne, an English "
                "country house near Lewes in East Sussex. It was founded in "
                "1934 by John Christie and his wife, the soprano Audrey "
                "Mildmay, and it takes place each summer from May to August in "
                "an opera house rebuilt in 1994."
            ),
            D(
                "Wolfgang Wagner: Wolfgang Manfred Martin Wagner (30 August "
                "1919 \u2013 21 March 2010) was a German opera director and a "
                "grandson of the composer Richard Wagner. He directed the "
                "Bayreuth Festival from 1951, at first jointly with his brother"
                " Wieland, until his retirement in 2008."
            ),
            S(
                "Richard Wagner: Wilhelm Richard Wagner (22 May 1813 \u2013 13 "
                "February 1883) was a German composer, theatre director and "
                "conductor, known chiefly for his operas, or music dramas. Born"
                " in Leipzig, he revolutionised opera through his idea of the "
                "total work of art, and his works include the four-opera cycle "
                "Der Ring des Nibelungen."
            ),
            D(
                "Bayreuth: Bayreuth is a town in Upper Franconia, in the north "
                "of Bavaria, Germany, on the Red Main river. It is known for "
                "its Baroque Margravial Opera House, a UNESCO World Heritage "
                "Site, and for a famous summer opera festival held in a theatre"
                " on the Green Hill."
            ),
            D(
                "Siegfried Wagner: Siegfried Helferich Richard Wagner (6 June "
                "1869 \u2013 4 August 1930) was a German composer and conductor and "
                "the only son of Richard Wagner. He wrote more than a dozen "
                "operas of his own, and he was artistic director of the "
                "Bayreuth Festival from 1908 until his death."
            ),
        ],
        drop=1,
    ),
]
