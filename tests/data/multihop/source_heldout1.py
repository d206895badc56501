"""Held-out multi-hop questions, batch 1 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0. Shapes: 11 bridge, 5 comparison, 4 compositional;
every question has 8 titled passages, 2 supports and 6 distractors. Measured lengths: mean
support 384 characters, mean distractor 359 characters; every distractor is within 30 %
of its question's mean support length, and a support is the longest passage in 4 of
the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Which concert hall is home to the orchestra that Herbert von Karajan led for 34 years?",
        "the Berliner Philharmonie",
        [
            D(
                "Vienna Philharmonic: The Vienna Philharmonic is an Austrian orchestra founded "
                "in 1842 by the composer Otto Nicolai and based in Vienna. Its members are "
                "drawn from the orchestra of the Vienna State Opera, and it performs in the "
                "Golden Hall of the Musikverein, the city's principal concert building, which "
                "opened in 1870. Every year on 1 January it gives a New Year's Concert that is "
                "broadcast around the world."
            ),
            S(
                "Herbert von Karajan: Herbert von Karajan (5 April 1908 \u2013 16 July 1989) "
                "was an Austrian conductor, born in Salzburg. He was principal conductor of "
                "the Berlin Philharmonic for 34 years, from 1955 until his resignation a few "
                "months before his death, and he also directed the Vienna State Opera and the "
                "Salzburg Festival. He was one of the most prolific recording artists of the "
                "twentieth century and is among the best-selling classical musicians of all "
                "time."
            ),
            D(
                "Wilhelm Furtw\u00e4ngler: Gustav Heinrich Ernst Martin Wilhelm "
                "Furtw\u00e4ngler (25 January 1886 \u2013 30 November 1954) was a German "
                "conductor and composer, born in Berlin. He was principal conductor of the "
                "Berlin Philharmonic from 1922 and is widely regarded as one of the greatest "
                "symphonic conductors of the twentieth century. His decision to remain in "
                "Germany during the Nazi era made him a controversial figure after the war, "
                "but he returned to lead the orchestra again from 1952 until his death."
            ),
            D(
                "Konzerthaus Berlin: The Konzerthaus Berlin is a concert hall on the "
                "Gendarmenmarkt square in the Mitte district of Berlin. Designed by Karl "
                "Friedrich Schinkel and opened in 1821 as the Schauspielhaus, a theatre, it "
                "was badly damaged in the Second World War and reopened as a concert hall in "
                "1984. It is the home of the Konzerthausorchester Berlin."
            ),
            D(
                "Philharmonie de Paris: The Philharmonie de Paris is a complex of concert "
                "halls in the Parc de la Villette in the 19th arrondissement of Paris. Its "
                "main auditorium, the Grande salle Pierre Boulez, was designed by the "
                "architect Jean Nouvel and opened in January 2015 with about 2,400 seats "
                "arranged around the stage. It is the home of the Orchestre de Paris and hosts "
                "many visiting orchestras."
            ),
            S(
                "Berlin Philharmonic: The Berlin Philharmonic is a German orchestra based in "
                "Berlin and one of the most celebrated orchestras in the world. It was founded "
                "in 1882 by a group of musicians who broke away from the ensemble of Benjamin "
                "Bilse, and it has governed itself since its foundation. Since 1963 the "
                "orchestra's home has been the Berliner Philharmonie, a concert hall designed "
                "by Hans Scharoun in the Kulturforum near Potsdamer Platz."
            ),
            D(
                "Staatskapelle Berlin: The Staatskapelle Berlin is a German orchestra and the "
                "resident orchestra of the Berlin State Opera on Unter den Linden. Its origins "
                "go back to the court musicians of the Electors of Brandenburg in 1570, which "
                "makes it one of the oldest orchestras in the world. Daniel Barenboim was its "
                "general music director from 1992 to 2023, and it has recorded widely under "
                "his direction."
            ),
            D(
                "Salzburg Easter Festival: The Salzburg Easter Festival is an annual festival "
                "of opera and orchestral music held in the Grosses Festspielhaus in Salzburg, "
                "Austria, in the week before Easter. It was founded in 1967 by Herbert von "
                "Karajan, who conducted and staged its opera productions himself until his "
                "death in 1989. From 2013 to 2022 its resident orchestra was the Staatskapelle "
                "Dresden."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the band that recorded Rumours formed?",
        "London",
        [
            D(
                "Tusk (album): Tusk is the twelfth studio album by the British-American rock "
                "band Fleetwood Mac, released as a double album on 12 October 1979 by Warner "
                "Bros. Records. Largely shaped by Lindsey Buckingham, it was more experimental "
                "than its predecessor and cost more than a million dollars to record, making "
                "it one of the most expensive albums made up to that time."
            ),
            D(
                'Rumors (Lindsay Lohan song): "Rumors" is a song by the American actress and '
                "singer Lindsay Lohan from her debut studio album, Speak, released in 2004. "
                "Issued as the lead single of the album late that year, it is a dance-pop song "
                "about the pressures of celebrity, in which the singer complains of being "
                "followed by photographers and of the gossip printed about her private life."
            ),
            S(
                "Rumours (album): Rumours is the eleventh studio album by the British-American "
                "rock band Fleetwood Mac, released on 4 February 1977 by Warner Bros. Records. "
                "Recorded largely in Sausalito, California, during a period of break-ups "
                "within the group, it was produced by the band with Ken Caillat and Richard "
                "Dashut. It won the Grammy Award for Album of the Year and has sold more than "
                "40 million copies worldwide."
            ),
            D(
                "Mick Fleetwood: Michael John Kells Fleetwood (born 24 June 1947) is a British "
                "musician, best known as the drummer and co-founder of the rock band Fleetwood "
                "Mac, which takes its name from him and the bassist John McVie. Born in "
                "Redruth, Cornwall, he spent part of his childhood in Egypt and Norway, and he "
                "has written two volumes of memoirs about his life in music."
            ),
            D(
                'Go Your Own Way: "Go Your Own Way" is a song by the rock band Fleetwood '
                "Mac, written and sung by the guitarist Lindsey Buckingham about his break-up "
                "with Stevie Nicks. It was released in December 1976 as the first single from "
                "the album Rumours and peaked at number ten on the Billboard Hot 100, and it "
                "has since been ranked among the greatest songs of all time."
            ),
            S(
                "Fleetwood Mac: Fleetwood Mac are a British-American rock band formed in "
                "London in 1967 by the guitarist Peter Green, the drummer Mick Fleetwood and "
                "the guitarist Jeremy Spencer, with the bassist John McVie joining shortly "
                "afterwards. Beginning as a British blues band, they moved towards pop rock "
                "after Lindsey Buckingham and Stevie Nicks joined in 1975, and they were "
                "inducted into the Rock and Roll Hall of Fame in 1998."
            ),
            D(
                'Rumour Has It (Adele song): "Rumour Has It" is a song by the English '
                "singer-songwriter Adele from her second studio album, 21, released in 2011. "
                "Written by Adele with Ryan Tedder, who also produced it, the song was "
                "released as the album's fourth single in the United States in 2012 and peaked "
                "at number sixteen on the Billboard Hot 100."
            ),
            D(
                "Fleetwood Mac (1975 album): Fleetwood Mac is the tenth studio album by the "
                "British-American rock band Fleetwood Mac, released on 11 July 1975 by Reprise "
                "Records. It was the first of the band's albums to feature Lindsey Buckingham "
                "and Stevie Nicks, and it reached number one on the Billboard 200 more than a "
                'year after its release, helped by the singles "Rhiannon" and "Say You Love '
                'Me". It was recorded at Sound City Studios in Van Nuys, California.'
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "The Shawshank Redemption was based on a story first published in which Stephen King book?",
        "Different Seasons",
        [
            D(
                "The Green Mile (film): The Green Mile is a 1999 American fantasy crime drama "
                "film written and directed by Frank Darabont, based on Stephen King's 1996 "
                "serial novel of the same name. Tom Hanks stars as a death row guard at a "
                "Louisiana penitentiary during the Great Depression, and Michael Clarke Duncan "
                "as a convicted murderer with mysterious powers. It received four Academy "
                "Award nominations, including Best Picture, and it grossed about $287 million "
                "worldwide on a budget of $60 million."
            ),
            D(
                "Rita Hayworth: Rita Hayworth (born Margarita Carmen Cansino; 17 October 1918 "
                "\u2013 14 May 1987) was an American actress and dancer, born in Brooklyn, New "
                "York City. She became one of the leading film stars of the 1940s, with films "
                "such as Cover Girl (1944) and Gilda (1946), and her photograph was one of the "
                "most popular pin-ups of American servicemen during the Second World War."
            ),
            S(
                "The Shawshank Redemption: The Shawshank Redemption is a 1994 American prison "
                "drama film written and directed by Frank Darabont, based on the 1982 Stephen "
                "King novella Rita Hayworth and Shawshank Redemption. It stars Tim Robbins as "
                "Andy Dufresne, a banker sentenced to life imprisonment for a double murder he "
                'insists he did not commit, and Morgan Freeman as his friend Ellis "Red" '
                "Redding. Although it earned little at the box office, it received seven "
                "Academy Award nominations."
            ),
            D(
                "Stand by Me (film): Stand by Me is a 1986 American coming-of-age film "
                "directed by Rob Reiner, based on The Body, a novella by Stephen King. Set in "
                "the fictional town of Castle Rock, Oregon, over a Labor Day weekend in 1959, "
                "it follows four boys who set out on a hike to find the body of a missing "
                "child. It stars Wil Wheaton, River Phoenix, Corey Feldman and Jerry "
                "O'Connell."
            ),
            D(
                "Stephen King: Stephen Edwin King (born 21 September 1947) is an American "
                "author of horror, supernatural fiction, suspense, crime and fantasy novels, "
                "born in Portland, Maine. His first novel, Carrie, was published in 1974, his "
                "books have sold more than 350 million copies, and many of his novels, "
                "novellas and short stories have been adapted into feature films and "
                "television series."
            ),
            D(
                "The Mist (film): The Mist is a 2007 American horror film written and directed "
                "by Frank Darabont, based on Stephen King's 1980 novella of the same name. "
                "Thomas Jane stars as a commercial artist who is trapped with his young son "
                "and other shoppers in a supermarket in Maine when a strange mist full of "
                "monstrous creatures descends on their town, and the film is known for its "
                "bleak ending."
            ),
            S(
                "Rita Hayworth and Shawshank Redemption: Rita Hayworth and Shawshank "
                "Redemption is a novella by the American writer Stephen King. It was first "
                "published in Different Seasons, a collection of four novellas issued by "
                "Viking Press in August 1982, where it carries the subtitle Hope Springs "
                "Eternal. The story is narrated by Red, a long-serving inmate of Shawshank "
                "State Prison in Maine."
            ),
            D(
                "Apt Pupil (film): Apt Pupil is a 1998 American psychological thriller film "
                "directed by Bryan Singer, based on the novella of the same name by Stephen "
                "King. Ian McKellen plays a former Nazi officer living under a false name in a "
                "quiet Californian suburb, and Brad Renfro a high-school student who discovers "
                "his past and uses it to blackmail him into telling stories of the camps."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "what river flows through the city where joyce's ulysses is set",
        "the River Liffey",
        [
            D(
                'Ulysses (poem): "Ulysses" is a poem in blank verse by the English poet '
                "Alfred, Lord Tennyson, written in 1833 and published in his 1842 collection "
                "Poems. In it the ageing king of Ithaca, home at last after his wanderings, "
                "resolves to set out on one final voyage with his old companions, and it ends "
                'with the line "To strive, to seek, to find, and not to yield".'
            ),
            D(
                "Dubliners: Dubliners is a collection of fifteen short stories by the Irish "
                "writer James Joyce, first published in London by Grant Richards in 1914 after "
                "years of disputes with printers and publishers. The stories give a "
                "naturalistic picture of Irish middle-class life in the early twentieth "
                'century, and the collection ends with its longest story, "The Dead".'
            ),
            D(
                "River Shannon: The River Shannon is the longest river in Ireland and in the "
                "British Isles, at about 360 kilometres. Rising at the Shannon Pot in County "
                "Cavan, it flows south through a series of lakes, including Lough Ree and "
                "Lough Derg, and enters the Atlantic Ocean through a long estuary past the "
                "city of Limerick."
            ),
            S(
                "Dublin: Dublin is the capital and largest city of Ireland. It lies on Dublin "
                "Bay on the east coast of the island, at the mouth of the River Liffey, which "
                "divides the city into a northside and a southside, and it is bordered on the "
                "south by the Dublin Mountains. Founded as a Viking settlement, it became the "
                "principal city of Ireland after the Norman invasion."
            ),
            D(
                "Ulysses S. Grant: Ulysses S. Grant (born Hiram Ulysses Grant; 27 April 1822 "
                "\u2013 23 July 1885) was an American military officer and politician who "
                "served as the 18th president of the United States from 1869 to 1877. As "
                "commanding general, he led the Union Army to victory over the Confederacy in "
                "the American Civil War, and he later wrote celebrated memoirs."
            ),
            S(
                "Ulysses (novel): Ulysses is a modernist novel by the Irish writer James "
                "Joyce. Parts of it were serialised in the American journal The Little Review "
                "from 1918 to 1920, and the whole book was published in Paris by Sylvia Beach "
                "on 2 February 1922, Joyce's 40th birthday. Its action takes place in Dublin "
                "over a single day, 16 June 1904, following the advertising canvasser Leopold "
                "Bloom."
            ),
            D(
                "Dublin, Ohio: Dublin is a city in Franklin, Delaware and Union counties in "
                "the U.S. state of Ohio, a north-western suburb of Columbus. It lies on the "
                "Scioto River, and since 1976 it has hosted the Memorial Tournament, an annual "
                "event on the PGA Tour, at the Muirfield Village golf club founded by Jack "
                "Nicklaus."
            ),
            D(
                "Finnegans Wake: Finnegans Wake is a novel by the Irish writer James Joyce, "
                "published in 1939 after about seventeen years of work, much of it in Paris. "
                "Written in an idiosyncratic language that mixes English with puns and with "
                "words from dozens of other languages, it is widely regarded as one of the "
                "most difficult works of fiction in English."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the home stadium of the club where Pel\u00e9 spent most of his playing career?",
        "Vila Belmiro",
        [
            D(
                "New York Cosmos (1970\u20131985): The New York Cosmos were an American "
                "professional soccer club based in New York City that played in the North "
                "American Soccer League from 1971 to 1984. Signing internationally famous "
                "players such as Franz Beckenbauer and Carlos Alberto, the club drew crowds of "
                "more than 70,000 to its home ground, Giants Stadium in East Rutherford, New "
                "Jersey."
            ),
            S(
                "Pel\u00e9: Edson Arantes do Nascimento (23 October 1940 \u2013 29 December "
                "2022), better known by his nickname Pel\u00e9, was a Brazilian professional "
                "footballer who played as a forward. He spent almost two decades with Santos, "
                "from 1956 to 1974, and ended his career with the New York Cosmos in the North "
                "American Soccer League. With the Brazil national team he won three FIFA World "
                "Cups, in 1958, 1962 and 1970."
            ),
            D(
                "Santos, S\u00e3o Paulo: Santos is a coastal municipality in the state of "
                "S\u00e3o Paulo, Brazil, lying partly on the island of S\u00e3o Vicente and "
                "partly on the mainland, south-east of the state capital. It has a population "
                "of more than 400,000, and its port, the largest in Latin America, has long "
                "handled a large share of Brazil's coffee exports."
            ),
            D(
                "Maracan\u00e3 Stadium: The Est\u00e1dio Jornalista M\u00e1rio Filho, commonly "
                "known as the Maracan\u00e3, is a football stadium in Rio de Janeiro, Brazil, "
                "owned by the state government. Opened in 1950 for the FIFA World Cup, it "
                "hosted that tournament's deciding match as well as the 2014 World Cup final "
                "and the opening and closing ceremonies of the 2016 Summer Olympics. It is the "
                "home ground of Flamengo and Fluminense."
            ),
            D(
                "Garrincha: Manuel Francisco dos Santos (28 October 1933 \u2013 20 January "
                "1983), known as Garrincha, was a Brazilian footballer who played as a right "
                "winger. He spent most of his career with Botafogo in Rio de Janeiro and was a "
                "key member of the Brazil teams that won the 1958 and 1962 World Cups; Brazil "
                "never lost a match in which he and Pel\u00e9 played together."
            ),
            D(
                "Pel\u00e9: Birth of a Legend: Pel\u00e9: Birth of a Legend is a 2016 American "
                "biographical sports film written and directed by the brothers Jeff and "
                "Michael Zimbalist. It follows the early life of the Brazilian footballer from "
                "the streets of Bauru to the 1958 FIFA World Cup in Sweden, with Kevin de "
                "Paula as the teenage player and Vincent D'Onofrio as the coach Vicente Feola, "
                "and its score was composed by A. R. Rahman."
            ),
            S(
                "Santos FC: Santos Futebol Clube is a Brazilian sports club based in the port "
                "city of Santos, in the state of S\u00e3o Paulo. Founded on 14 April 1912, its "
                "football team has won the Copa Libertadores three times and the "
                "Intercontinental Cup twice. The club plays its home matches at the "
                "Est\u00e1dio Urbano Caldeira, commonly known as Vila Belmiro, which holds "
                "about 16,000 spectators."
            ),
            D(
                "Neymar: Neymar da Silva Santos J\u00fanior (born 5 February 1992), known as "
                "Neymar, is a Brazilian professional footballer who plays as a forward. He "
                "came through the youth system of Santos, making his senior debut in 2009, and "
                "later played for Barcelona, Paris Saint-Germain and Al-Hilal; he has scored "
                "more than 75 goals for the Brazil national team."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the winner of the Battle of Hastings born?",
        "Falaise, Normandy",
        [
            S(
                "Battle of Hastings: The Battle of Hastings was fought on 14 October 1066 "
                "between the Norman-French army of William, Duke of Normandy, and an English "
                "army under the Anglo-Saxon king Harold Godwinson, beginning the Norman "
                "Conquest of England. It took place about 11 kilometres north-west of "
                "Hastings, close to the present-day town of Battle, East Sussex, and ended in "
                "a decisive Norman victory."
            ),
            D(
                "Harold Godwinson: Harold Godwinson (c. 1022 \u2013 14 October 1066), also "
                "called Harold II, was the last crowned Anglo-Saxon king of England, reigning "
                "from January 1066. A son of Godwin, Earl of Wessex, he was chosen by the "
                "Witan to succeed his brother-in-law Edward the Confessor, and in September "
                "1066 he defeated a Norwegian invasion in the north of England."
            ),
            D(
                "Battle of Stamford Bridge: The Battle of Stamford Bridge took place at the "
                "village of Stamford Bridge, East Riding of Yorkshire, on 25 September 1066, "
                "between an English army under King Harold and an invading Norwegian force led "
                "by King Harald Hardrada and the English king's brother Tostig. Both Hardrada "
                "and Tostig were killed, and the battle is often taken to mark the end of the "
                "Viking Age. Harold's army then had to march south to meet a second invasion."
            ),
            D(
                "Hastings: Hastings is a seaside town and borough in East Sussex on the south "
                "coast of England, about 85 kilometres south-east of London. It gave its name "
                "to the battle of 1066, became one of the medieval Cinque Ports, and grew into "
                "a fishing port and a Victorian resort; its beach-launched fishing fleet is "
                "the largest in Europe."
            ),
            S(
                "William the Conqueror: William I (c. 1028 \u2013 9 September 1087), usually "
                "known as William the Conqueror, was the first Norman monarch of England, "
                "reigning from 1066 until his death. The son of Robert I, Duke of Normandy, "
                "and his unmarried companion Herleva, he was born at Falaise in Normandy and "
                "succeeded his father as duke in 1035, while still a child. He died at Rouen "
                "and was buried in Caen."
            ),
            D(
                "Bayeux Tapestry: The Bayeux Tapestry is an embroidered cloth nearly 70 metres "
                "long and 50 centimetres tall that depicts the events leading up to the Norman "
                "Conquest of England in 1066. It is thought to have been commissioned by "
                "Bishop Odo of Bayeux in the 1070s and was probably made in England; it is now "
                "displayed in a museum in Bayeux, Normandy."
            ),
            D(
                "Robert I, Duke of Normandy: Robert I (22 June 1000 \u2013 July 1035), also "
                "known as Robert the Magnificent, was Duke of Normandy from 1027 until his "
                "death. A son of Richard II, Duke of Normandy, he took power after the sudden "
                "death of his elder brother Richard III, and he died at Nicaea on his way home "
                "from a pilgrimage to Jerusalem."
            ),
            D(
                "William II of England: William II (c. 1057 \u2013 2 August 1100), the third "
                "son of William the Conqueror, was King of England from 1087 until his death. "
                "Known as William Rufus, perhaps because of his ruddy complexion, he "
                "quarrelled with the Church and with his elder brother Robert, and he was "
                "killed by an arrow while hunting in the New Forest, in circumstances that "
                "have never been explained."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "when was the club that hosts wimbledon founded",
        "1868",
        [
            D(
                "Wimbledon, London: Wimbledon is a district of south-west London, England, in "
                "the London Borough of Merton, about 11 kilometres south-west of Charing "
                "Cross. It has a large open common, Wimbledon Common, home of the Wombles of "
                "children's fiction, and a busy town centre that grew up around its railway "
                "station after the line opened in 1838."
            ),
            D(
                "AFC Wimbledon: AFC Wimbledon is a professional football club based in "
                "Wimbledon, London. It was founded in 2002 by supporters of Wimbledon F.C. "
                "after that club was allowed to relocate to Milton Keynes, where it became "
                "Milton Keynes Dons. Starting in the ninth tier of English football, it rose "
                "through the divisions to reach the Football League in 2011."
            ),
            S(
                "Wimbledon Championships: The Championships, Wimbledon, commonly known simply "
                "as Wimbledon, is the oldest tennis tournament in the world and is widely "
                "regarded as the most prestigious. It has been held at the All England Club in "
                "Wimbledon, London, since 1877 and is played on outdoor grass courts, with "
                "retractable roofs over the two main courts since 2019."
            ),
            D(
                "Queen's Club: The Queen's Club is a private sports club in West Kensington, "
                "London, founded in 1886 and named after Queen Victoria, its first patron. It "
                "was one of the first multi-sports complexes in the world, and its grass "
                "courts host the Queen's Club Championships each June, a tournament that "
                "serves as a warm-up for Wimbledon."
            ),
            D(
                "Wimbledon (film): Wimbledon is a 2004 romantic sports comedy film directed by "
                "Richard Loncraine, starring Paul Bettany as a fading British tennis "
                "professional and Kirsten Dunst as a rising American star. Much of it was "
                "filmed on location in Wimbledon during the championships, and it was produced "
                "by Working Title Films and released by Universal Pictures."
            ),
            S(
                "All England Lawn Tennis and Croquet Club: The All England Lawn Tennis and "
                "Croquet Club, also known as the All England Club, is a private members' club "
                "based at Church Road in Wimbledon, London. It was founded on 23 July 1868 as "
                "the All England Croquet Club, when croquet was at the height of its "
                "popularity, and took up lawn tennis in 1875. Its grounds have been on Church "
                "Road since 1922, when it moved from Worple Road."
            ),
            D(
                "US Open (tennis): The US Open is a hard-court tennis tournament held each "
                "year in New York City, first played in 1881 and one of the four Grand Slam "
                "events. Since 1978 it has been held at the USTA Billie Jean King National "
                "Tennis Center in Flushing Meadows\u2013Corona Park, Queens, whose main court, "
                "Arthur Ashe Stadium, is the largest tennis stadium in the world. In 1973 it "
                "became the first Grand Slam event to pay men and women equal prize money."
            ),
            D(
                "Centre Court: Centre Court is the principal tennis court at the Wimbledon "
                "Championships, where the singles and doubles finals are played each year. It "
                "opened in 1922, when the tournament moved to its present site, holds almost "
                "15,000 spectators since its most recent redevelopment, and its retractable "
                "roof was first used during the 2009 championships."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the British prime minister who signed the Munich Agreement born?",
        "Birmingham",
        [
            D(
                "Joseph Chamberlain: Joseph Chamberlain (8 July 1836 \u2013 2 July 1914) was a "
                "British statesman, born in Camberwell, London. He made his fortune as a screw "
                "manufacturer in Birmingham, was a radical mayor of the city in the 1870s, and "
                "later served as Colonial Secretary from 1895 to 1903 as a leader of the "
                "Liberal Unionists."
            ),
            S(
                "Munich Agreement: The Munich Agreement was a settlement reached in Munich on "
                "30 September 1938 by Nazi Germany, the United Kingdom, France and Fascist "
                "Italy, allowing Germany to annex the Sudeten regions of Czechoslovakia. It "
                "was signed by Adolf Hitler, the British prime minister Neville Chamberlain, "
                "the French premier \u00c9douard Daladier and Benito Mussolini; Czechoslovakia "
                "itself was not invited to the conference."
            ),
            D(
                "Munich (2005 film): Munich is a 2005 historical drama film directed and "
                "produced by Steven Spielberg and co-written by Tony Kushner and Eric Roth. It "
                "depicts Operation Wrath of God, the secret Israeli campaign to kill those "
                "held responsible for the massacre of eleven Israeli athletes at the 1972 "
                "Summer Olympics in Munich, and it stars Eric Bana and Daniel Craig."
            ),
            D(
                "\u00c9douard Daladier: \u00c9douard Daladier (18 June 1884 \u2013 10 October "
                "1970) was a French Radical politician who served three times as Prime "
                "Minister of France, the last time from 1938 to 1940. Born in Carpentras in "
                "the Vaucluse, the son of a baker, he taught history before entering politics, "
                "and after the fall of France he was arrested by the Vichy regime and later "
                "held in Germany."
            ),
            D(
                "Austen Chamberlain: Sir Joseph Austen Chamberlain (16 October 1863 \u2013 16 "
                "March 1937) was a British statesman and the elder half-brother of Neville "
                "Chamberlain. He was twice Chancellor of the Exchequer and briefly leader of "
                "the Conservative Party, and as Foreign Secretary he negotiated the Locarno "
                "Treaties, for which he shared the Nobel Peace Prize in 1925."
            ),
            S(
                "Neville Chamberlain: Arthur Neville Chamberlain (18 March 1869 \u2013 9 "
                "November 1940) was a British politician of the Conservative Party who served "
                "as Prime Minister of the United Kingdom from May 1937 to May 1940. He was "
                "born in Edgbaston, Birmingham, the son of Joseph Chamberlain, and was Lord "
                "Mayor of Birmingham before entering Parliament in 1918 at the age of 49."
            ),
            D(
                "Sudetenland: The Sudetenland is the historical German name for the northern, "
                "southern and western areas of former Czechoslovakia that were inhabited "
                "mainly by ethnic Germans. The regions were annexed by Nazi Germany in October "
                "1938 and returned to Czechoslovakia after the Second World War, when most of "
                "their German-speaking inhabitants were expelled."
            ),
            D(
                "Munich \u2013 The Edge of War: Munich \u2013 The Edge of War is a 2021 "
                "British historical drama film directed by Christian Schwochau, based on the "
                "2017 novel Munich by Robert Harris. Set in the days before the conference of "
                "1938, it stars George MacKay and Jannis Niew\u00f6hner as two former Oxford "
                "friends who are now diplomats on opposite sides, with Jeremy Irons as the "
                "British prime minister. It was released on Netflix in January 2022."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which publication did Sherlock Holmes first appear?",
        "Beeton's Christmas Annual",
        [
            D(
                "The Sign of the Four: The Sign of the Four is an 1890 novel by the British "
                "writer Arthur Conan Doyle. It first appeared in the February 1890 issue of "
                "Lippincott's Monthly Magazine, a Philadelphia periodical, and tells of a "
                "treasure stolen in India and a pact between four convicts. Conan Doyle wrote "
                "it after a dinner in London in 1889 at which Oscar Wilde was also "
                "commissioned to write for the magazine."
            ),
            D(
                "The Strand Magazine: The Strand Magazine was a monthly British magazine "
                "founded by George Newnes and published from January 1891 to March 1950. It "
                "printed short fiction and general-interest articles with lavish "
                "illustrations, and its circulation rose sharply after it began to publish "
                "Arthur Conan Doyle's Sherlock Holmes short stories in July 1891."
            ),
            S(
                "Sherlock Holmes: Sherlock Holmes is a fictional detective created by the "
                "British author Arthur Conan Doyle. Known for his powers of observation and "
                "deduction, he consults for private clients and for Scotland Yard from his "
                "rooms at 221B Baker Street in London. Holmes made his debut in the novel A "
                "Study in Scarlet (1887) and went on to appear in three further novels and "
                "fifty-six short stories."
            ),
            D(
                "Sherlock Holmes (2009 film): Sherlock Holmes is a 2009 period mystery action "
                "film directed by Guy Ritchie, with Robert Downey Jr. as the detective and "
                "Jude Law as Dr. John Watson. Set in London in 1890, it follows the pair as "
                "they investigate a series of killings tied to occult rituals, and it was "
                "followed by Sherlock Holmes: A Game of Shadows in 2011."
            ),
            D(
                'A Study in Pink: "A Study in Pink" is the first episode of the BBC '
                "television series Sherlock, first broadcast on 25 July 2010. Written by "
                "Steven Moffat, it transposes Arthur Conan Doyle's detective to the "
                "twenty-first century, introducing Benedict Cumberbatch as Sherlock Holmes and "
                "Martin Freeman as John Watson, who meet as prospective flatmates in "
                "present-day London."
            ),
            S(
                "A Study in Scarlet: A Study in Scarlet is an 1887 detective novel by the "
                "British writer Arthur Conan Doyle. It was first printed in Beeton's Christmas "
                "Annual in November 1887 and issued as a separate book by Ward Lock & Co. in "
                "July 1888. Its narrator is John Watson, an army doctor invalided home from "
                "Afghanistan, and its title is explained in the story as a metaphor for "
                "murder."
            ),
            D(
                "Arthur Conan Doyle: Sir Arthur Ignatius Conan Doyle (22 May 1859 \u2013 7 "
                "July 1930) was a British writer and physician, born in Edinburgh. He studied "
                "medicine at the University of Edinburgh and practised in Southsea before "
                "turning to writing full-time, and besides detective fiction he wrote "
                "historical novels and the Professor Challenger stories, including The Lost "
                "World (1912)."
            ),
            D(
                "Dr. Watson: John H. Watson, known as Dr. Watson, is a fictional character in "
                "the stories of Arthur Conan Doyle. A former army surgeon wounded in the "
                "Second Anglo-Afghan War, he shares lodgings with the detective in Baker "
                "Street, accompanies him on his cases and narrates all but four of the "
                "stories, and he later marries and sets up a medical practice of his own."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the actor who played the Joker in The Dark Knight born?",
        "Perth, Western Australia",
        [
            D(
                "Jack Nicholson: John Joseph Nicholson (born 22 April 1937) is an American "
                "actor, born in Neptune City, New Jersey. He has won three Academy Awards, for "
                "One Flew Over the Cuckoo's Nest (1975), Terms of Endearment (1983) and As "
                "Good as It Gets (1997), and he played the Joker in Tim Burton's Batman "
                "(1989)."
            ),
            D(
                "Joker (2019 film): Joker is a 2019 American psychological thriller film "
                "directed by Todd Phillips, who co-wrote the screenplay with Scott Silver. "
                "Joaquin Phoenix stars as Arthur Fleck, a failed stand-up comedian in Gotham "
                "City whose descent into madness turns him into the Joker. It won the Golden "
                "Lion at the Venice Film Festival and earned Phoenix the Academy Award for "
                "Best Actor, and it was the first R-rated film to gross $1 billion worldwide."
            ),
            S(
                "Heath Ledger: Heathcliff Andrew Ledger (4 April 1979 \u2013 22 January 2008) "
                "was an Australian actor and music video director. Born in Perth, Western "
                "Australia, he worked in Australian television before moving to the United "
                "States in 1998, where he appeared in 10 Things I Hate About You (1999), The "
                "Patriot (2000) and Brokeback Mountain (2005). He died of an accidental "
                "overdose of prescription drugs in New York City."
            ),
            D(
                "The Dark Knight Rises: The Dark Knight Rises is a 2012 superhero film "
                "directed by Christopher Nolan and the final part of his Batman trilogy. Set "
                "eight years after the events of the previous film, it stars Christian Bale as "
                "Bruce Wayne, who comes out of retirement to face the masked revolutionary "
                "Bane, played by Tom Hardy, with Anne Hathaway as the cat burglar Selina Kyle."
            ),
            D(
                "Perth, Scotland: Perth is a city in central Scotland, on the banks of the "
                "River Tay, and the administrative centre of the Perth and Kinross council "
                "area. A royal burgh since the twelfth century and for a period in the Middle "
                "Ages an informal capital of Scotland, it was granted city status in 2012 as "
                "part of the Diamond Jubilee of Queen Elizabeth II."
            ),
            S(
                "The Dark Knight: The Dark Knight is a 2008 superhero film directed by "
                "Christopher Nolan, who co-wrote the screenplay with his brother Jonathan "
                "Nolan. The sequel to Batman Begins (2005), it stars Christian Bale as Bruce "
                "Wayne / Batman, Heath Ledger as the Joker, Aaron Eckhart as Harvey Dent and "
                "Gary Oldman as James Gordon. It grossed more than $1 billion worldwide and "
                "received eight Academy Award nominations."
            ),
            D(
                "Christopher Nolan: Sir Christopher Edward Nolan (born 30 July 1970) is a "
                "British and American filmmaker, born in Westminster, London. Known for "
                "large-scale films that often rely on practical effects, he has directed "
                "Memento (2000), Inception (2010), Interstellar (2014) and Oppenheimer (2023), "
                "for which he won the Academy Awards for Best Picture and Best Director."
            ),
            D(
                "The Dark Knight Returns: The Dark Knight Returns is a 1986 four-issue comic "
                "book miniseries written by Frank Miller and published by DC Comics, with art "
                "by Miller, Klaus Janson and Lynn Varley. It tells of a 55-year-old Bruce "
                "Wayne who comes out of retirement to fight crime in a dystopian Gotham City, "
                "and it builds to final confrontations with the Joker and with Superman."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "what year was the club where johan cruyff began his career founded",
        "1900",
        [
            D(
                "Ajax the Great: Ajax, son of King Telamon of Salamis, is a hero of Greek "
                "mythology who fought for the Achaeans in the Trojan War. Described in Homer's "
                "Iliad as the tallest and strongest of the Greeks after Achilles, he took his "
                "own life after the armour of the dead Achilles was awarded to Odysseus "
                "instead of to him, a story told in Sophocles' tragedy Ajax."
            ),
            S(
                "Johan Cruyff: Hendrik Johannes Cruijff (25 April 1947 \u2013 24 March 2016), "
                "known as Johan Cruyff, was a Dutch professional footballer and coach. Born in "
                "Amsterdam, he joined the youth system of Ajax at the age of ten, made his "
                "first-team debut in 1964 and won three consecutive European Cups with the "
                "club before moving to Barcelona in 1973 for a world-record fee. He won the "
                "Ballon d'Or three times."
            ),
            D(
                "Feyenoord: Feyenoord Rotterdam is a Dutch professional football club based in "
                "Rotterdam that plays in the Eredivisie. Founded on 19 July 1908, it plays its "
                "home matches at the Stadion Feijenoord, known as De Kuip, and in 1970 it "
                "became the first Dutch club to win the European Cup, beating Celtic in the "
                "final in Milan."
            ),
            D(
                "Johan Cruyff Arena: The Johan Cruyff Arena, formerly the Amsterdam Arena, is "
                "a stadium in the Zuidoost district of Amsterdam, opened in 1996 with a "
                "retractable roof and seating for about 55,000. It is the home ground of Ajax, "
                "hosted the 1998 UEFA Champions League final and several matches of Euro 2000, "
                "and took its present name in 2018."
            ),
            D(
                "Jordi Cruyff: Johan Jordi Cruyff (born 9 February 1974) is a Dutch football "
                "executive and former player, born in Amsterdam. The son of Johan Cruyff, he "
                "came through the youth academy of Barcelona and later played for Manchester "
                "United, Alav\u00e9s and Espanyol, winning nine caps for the Netherlands and "
                "scoring for them at Euro 1996."
            ),
            D(
                "Ajax Cape Town F.C.: Ajax Cape Town was a South African professional football "
                "club based in Cape Town, founded in 1999 through the merger of two local "
                "clubs and owned in part by the Dutch club of the same name. Known for its "
                "youth academy, which supplied players to Europe, it was sold in 2020 and "
                "renamed Cape Town Spurs."
            ),
            S(
                "AFC Ajax: Amsterdamsche Football Club Ajax, known as AFC Ajax or simply Ajax, "
                "is a Dutch professional football club based in Amsterdam that competes in the "
                "Eredivisie. Founded on 18 March 1900 and named after the Greek hero, it is "
                "the most successful club in the Netherlands, with more than thirty national "
                "championships, and it has won the European Cup or Champions League four "
                "times."
            ),
            D(
                "Rinus Michels: Marinus Jacobus Hendricus Michels (9 February 1928 \u2013 3 "
                "March 2005) was a Dutch football player and coach, credited as the originator "
                "of the style known as Total Football. He managed Ajax to the 1971 European "
                "Cup, also coached Barcelona in two spells, took the Netherlands to the final "
                "of the 1974 World Cup and led them to victory at Euro 1988, and FIFA named "
                "him coach of the century in 1999."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Charles Dickens or Charlotte Bront\u00eb?",
        "Charles Dickens",
        [
            D(
                "Emily Bront\u00eb: Emily Jane Bront\u00eb (30 July 1818 \u2013 19 December "
                "1848) was an English novelist and poet, best known for her only novel, "
                "Wuthering Heights, published in 1847 under the pen name Ellis Bell. She was "
                "the fifth of the six children of the Reverend Patrick Bront\u00eb, and she "
                "died of tuberculosis at the parsonage in Haworth at the age of 30."
            ),
            S(
                "Charles Dickens: Charles John Huffam Dickens (7 February 1812 \u2013 9 June "
                "1870) was an English novelist and social critic, born in Landport, "
                "Portsmouth. He created some of the best-known characters in English "
                "literature, and his novels, among them Oliver Twist, David Copperfield and "
                "Great Expectations, were first published in monthly or weekly instalments."
            ),
            D(
                "Jane Eyre: Jane Eyre is a novel by the English writer Charlotte Bront\u00eb, "
                "published in October 1847 under the pen name Currer Bell by Smith, Elder & "
                "Co. of London. Told in the first person, it follows an orphaned governess who "
                "falls in love with her employer, Edward Rochester, the brooding master of "
                "Thornfield Hall, and discovers the secret he keeps in its attic."
            ),
            D(
                "Great Expectations: Great Expectations is the thirteenth novel by Charles "
                "Dickens, serialised in his weekly periodical All the Year Round from December "
                "1860 to August 1861. It follows the orphan Pip from his childhood in the Kent "
                "marshes to adulthood in London, and features the convict Abel Magwitch and "
                "the jilted Miss Havisham."
            ),
            D(
                "Anne Bront\u00eb: Anne Bront\u00eb (17 January 1820 \u2013 28 May 1849) was "
                "an English novelist and poet, the youngest member of the Bront\u00eb literary "
                "family. Her novels Agnes Grey (1847) and The Tenant of Wildfell Hall (1848) "
                "were published under the pen name Acton Bell, and she died of tuberculosis in "
                "Scarborough at the age of 29."
            ),
            S(
                "Charlotte Bront\u00eb: Charlotte Bront\u00eb (21 April 1816 \u2013 31 March "
                "1855) was an English novelist and poet, the eldest of the three Bront\u00eb "
                "sisters who survived into adulthood. Born in Thornton, Yorkshire, she grew up "
                "in the parsonage at Haworth, and her novel Jane Eyre was published in 1847 "
                "under the pen name Currer Bell."
            ),
            D(
                "Patrick Bront\u00eb: Patrick Bront\u00eb (17 March 1777 \u2013 7 June 1861) "
                "was an Irish Anglican priest and author, born in County Down. He spent most "
                "of his life as perpetual curate of Haworth in West Yorkshire, and he outlived "
                "all six of his children, among them the novelists Charlotte, Emily and Anne."
            ),
            D(
                "Charles Dickens Museum: The Charles Dickens Museum is a writer's house museum "
                "at 48 Doughty Street in Holborn, London, occupying the house where Dickens "
                "lived with his young family from 1837 to 1839. It was there that he completed "
                "The Pickwick Papers and wrote Oliver Twist and Nicholas Nickleby, and it "
                "opened to the public in 1925."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "which band formed first the rolling stones or the who",
        "the Rolling Stones",
        [
            D(
                "The Beatles: The Beatles were an English rock band formed in Liverpool in "
                "1960, comprising John Lennon, Paul McCartney, George Harrison and Ringo "
                "Starr. They are widely regarded as the most influential band of all time, and "
                "by the time they broke up in 1970 they had released twelve studio albums and "
                "topped the charts on both sides of the Atlantic."
            ),
            D(
                "Rolling Stone: Rolling Stone is an American magazine devoted to music, "
                "politics and popular culture, founded in San Francisco in 1967 by Jann Wenner "
                'and the music critic Ralph J. Gleason. Its name refers to the proverb "A '
                'rolling stone gathers no moss" and to songs by Muddy Waters and Bob Dylan, '
                "and it became known for its rock journalism and its cover photographs. Its "
                "headquarters moved to New York City in 1977."
            ),
            S(
                "The Who: The Who are an English rock band formed in London in 1964. Their "
                "classic line-up consisted of the lead singer Roger Daltrey, the guitarist and "
                "songwriter Pete Townshend, the bassist John Entwistle and the drummer Keith "
                "Moon. Known for destroying their instruments on stage, they also wrote the "
                "rock operas Tommy (1969) and Quadrophenia (1973)."
            ),
            D(
                "The Kinks: The Kinks were an English rock band formed in Muswell Hill, north "
                "London, in 1963 by the brothers Ray and Dave Davies. Their hard-edged early "
                'singles "You Really Got Me" and "All Day and All of the Night" influenced '
                "later hard rock and heavy metal, and they were inducted into the Rock and "
                "Roll Hall of Fame in 1990."
            ),
            D(
                'Like a Rolling Stone: "Like a Rolling Stone" is a song by the American '
                "singer-songwriter Bob Dylan, released as a single by Columbia Records on 20 "
                "July 1965 and included on his album Highway 61 Revisited. More than six "
                "minutes long, it reached number two on the Billboard Hot 100, and critics "
                "have often ranked it among the greatest songs of all time."
            ),
            D(
                "Tommy (The Who album): Tommy is the fourth studio album by the English rock "
                "band the Who, released as a double album in May 1969. Mostly written by the "
                "guitarist Pete Townshend, it is a rock opera about a deaf, dumb and blind boy "
                "who becomes a pinball champion and a religious leader, and it was later "
                "adapted as a film by Ken Russell."
            ),
            S(
                "The Rolling Stones: The Rolling Stones are an English rock band formed in "
                "London in 1962. The early line-up included Mick Jagger, Keith Richards, Brian "
                "Jones, Bill Wyman, Charlie Watts and the pianist Ian Stewart, and the band "
                "became one of the leading groups of the British Invasion. They have released "
                "more than twenty studio albums and have toured for more than sixty years."
            ),
            D(
                "Keith Moon: Keith John Moon (23 August 1946 \u2013 7 September 1978) was an "
                "English drummer who grew up in Wembley, north-west London. Famous for his "
                "energetic, unconventional playing and his destructive behaviour in hotels, he "
                "played with the Who until his death in London at the age of 32, from an "
                "overdose of a drug prescribed to treat his alcoholism."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Were Winston Churchill and Clement Attlee both leaders of the Conservative Party?",
        "no",
        [
            D(
                "Conservative Party (UK): The Conservative and Unionist Party, commonly the "
                "Conservative Party and known informally as the Tories, is one of the two main "
                "political parties in the United Kingdom. It grew out of the Tory faction in "
                "the 1830s under Robert Peel, and it governed the country for most of the "
                "twentieth century, either alone or at the head of a coalition."
            ),
            S(
                "Clement Attlee: Clement Richard Attlee, 1st Earl Attlee (3 January 1883 "
                "\u2013 8 October 1967), was a British statesman who was Prime Minister of the "
                "United Kingdom from 1945 to 1951 and Leader of the Labour Party from 1935 to "
                "1955. His government created the National Health Service and nationalised "
                "major industries, and he had served as Deputy Prime Minister in the wartime "
                "coalition."
            ),
            D(
                "Lord Randolph Churchill: Lord Randolph Henry Spencer-Churchill (13 February "
                "1849 \u2013 24 January 1895) was a British Conservative politician and the "
                "third son of the 7th Duke of Marlborough. A leading advocate of Tory "
                "Democracy, he served as Chancellor of the Exchequer in 1886 but resigned "
                "after only a few months in office, and his career never recovered."
            ),
            D(
                "Churchill (film): Churchill is a 2017 British historical drama film directed "
                "by Jonathan Teplitzky and written by the historian Alex von Tunzelmann. Set "
                "in the days before the D-Day landings of June 1944, it stars Brian Cox as the "
                "wartime prime minister, torn by doubts about the invasion plan, and Miranda "
                "Richardson as his wife, Clementine."
            ),
            S(
                "Winston Churchill: Sir Winston Leonard Spencer Churchill (30 November 1874 "
                "\u2013 24 January 1965) was a British statesman, soldier and writer who was "
                "Prime Minister of the United Kingdom from 1940 to 1945, during the Second "
                "World War, and again from 1951 to 1955. He led the Conservative Party from "
                "1940 to 1955, and in 1953 he was awarded the Nobel Prize in Literature."
            ),
            D(
                "Anthony Eden: Robert Anthony Eden, 1st Earl of Avon (12 June 1897 \u2013 14 "
                "January 1977), was a British politician who was Prime Minister of the United "
                "Kingdom from 1955 to 1957. He served three times as Foreign Secretary, and "
                "his premiership is remembered chiefly for the Suez Crisis of 1956, whose "
                "failure contributed to his resignation the following January."
            ),
            D(
                "Labour Party (UK): The Labour Party is a centre-left political party in the "
                "United Kingdom, founded in 1900 to represent the trade union movement and "
                "socialist societies in Parliament. It first formed a minority government "
                "under Ramsay MacDonald in 1924, and it has been one of the two main parties "
                "in British politics since the 1920s."
            ),
            D(
                "Hugh Gaitskell: Hugh Todd Naylor Gaitskell (9 April 1906 \u2013 18 January "
                "1963) was a British politician who served as Chancellor of the Exchequer from "
                "1950 to 1951 and as Leader of the Labour Party from 1955 until his sudden "
                "death in 1963. He belonged to the right wing of his party and led it into the "
                "1959 general election against Harold Macmillan."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which film came out first, Jaws or Star Wars?",
        "Jaws",
        [
            D(
                "Jaws (novel): Jaws is a 1974 novel by the American writer Peter Benchley "
                "about a great white shark that preys on the people of Amity, a small Long "
                "Island resort town, and about the police chief who sets out to kill it. "
                "Published by Doubleday in February 1974, it spent 44 weeks on the bestseller "
                "list."
            ),
            S(
                "Star Wars (film): Star Wars, later retitled Star Wars: Episode IV \u2013 A "
                "New Hope, is a 1977 American epic space opera film written and directed by "
                "George Lucas. Released by 20th Century Fox on 25 May 1977, it stars Mark "
                "Hamill, Harrison Ford and Carrie Fisher, and it became the highest-grossing "
                "film of its time, winning six Academy Awards."
            ),
            D(
                "Close Encounters of the Third Kind: Close Encounters of the Third Kind is a "
                "1977 American science fiction film written and directed by Steven Spielberg. "
                "Richard Dreyfuss stars as an electrical lineman in Indiana whose life is "
                "changed after an encounter with an unidentified flying object, and the film "
                "won the Academy Award for Best Cinematography."
            ),
            D(
                "The Empire Strikes Back: The Empire Strikes Back, also known as Star Wars: "
                "Episode V, is a 1980 American epic space opera film directed by Irvin "
                "Kershner from a screenplay by Leigh Brackett and Lawrence Kasdan, based on a "
                "story by George Lucas. Set three years after the first film, it follows the "
                "Rebel Alliance as the Empire hunts it across the galaxy."
            ),
            D(
                "Jaws 2: Jaws 2 is a 1978 American thriller film directed by Jeannot Szwarc "
                "and the first sequel to Jaws. Roy Scheider returns as police chief Martin "
                "Brody, who suspects that a second great white shark is terrorising the waters "
                "of Amity Island, and the film's tagline was \"Just when you thought it was "
                'safe to go back in the water".'
            ),
            S(
                "Jaws (film): Jaws is a 1975 American thriller film directed by Steven "
                "Spielberg and based on Peter Benchley's novel of the same name. Released by "
                "Universal Pictures on 20 June 1975, it stars Roy Scheider as a police chief "
                "who hunts a man-eating great white shark with a marine biologist and a "
                "professional shark hunter, and it is often described as the first summer "
                "blockbuster."
            ),
            D(
                "Jaws (James Bond): Jaws is a fictional character in the James Bond films The "
                "Spy Who Loved Me (1977) and Moonraker (1979), played by the American actor "
                "Richard Kiel. A towering henchman with steel teeth, he kills his victims by "
                "biting them, survives every attempt on his life, and in the second film he "
                "switches sides and helps Bond."
            ),
            D(
                "Star Wars: The Force Awakens: Star Wars: The Force Awakens is a 2015 American "
                "epic space opera film directed by J. J. Abrams, the first film in the sequel "
                "trilogy of the Star Wars saga. Set thirty years after Return of the Jedi, it "
                "introduces Daisy Ridley, John Boyega and Oscar Isaac alongside returning cast "
                "members, and it became the highest-grossing film in North America."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which football club was founded earlier, Real Madrid or FC Barcelona?",
        "FC Barcelona",
        [
            S(
                "Real Madrid CF: Real Madrid Club de F\u00fatbol is a Spanish professional "
                "football club based in Madrid that plays in La Liga. Founded on 6 March 1902 "
                "as Madrid Football Club, it received the title real, Spanish for royal, from "
                "King Alfonso XIII in 1920. The club plays its home matches at the Santiago "
                "Bernab\u00e9u Stadium and has won the European Cup or Champions League a "
                "record fifteen times."
            ),
            D(
                "Atl\u00e9tico Madrid: Club Atl\u00e9tico de Madrid is a Spanish professional "
                "football club based in Madrid that plays in La Liga. It was founded on 26 "
                "April 1903 by three Basque students as a youth branch of Athletic Bilbao, and "
                "since 2017 it has played its home matches at the Metropolitano Stadium in the "
                "east of the city."
            ),
            D(
                "El Cl\u00e1sico: El Cl\u00e1sico is the name given to football matches "
                "between Real Madrid and FC Barcelona, the two most successful clubs in Spain. "
                "The rivalry reflects the political and cultural tensions between Castile and "
                "Catalonia, and the matches are among the most watched sporting events in the "
                "world, with a television audience of hundreds of millions."
            ),
            D(
                "RCD Espanyol: Reial Club Deportiu Espanyol de Barcelona is a Spanish "
                "professional football club based in Cornell\u00e0 de Llobregat, in the "
                "Barcelona metropolitan area. Founded on 28 October 1900 by university "
                "students, it was one of the first Spanish clubs made up entirely of Spanish "
                "players, and its rivalry with its city neighbour is known as the Barcelona "
                "derby."
            ),
            D(
                "Santiago Bernab\u00e9u Stadium: The Santiago Bernab\u00e9u Stadium is a "
                "football stadium in the Chamart\u00edn district of Madrid, opened in December "
                "1947. It is named after the lawyer and former player Santiago Bernab\u00e9u, "
                "who was president of the club that plays there from 1943 until his death in "
                "1978, and it has hosted four European Cup or Champions League finals. Between "
                "2019 and 2024 it was extensively rebuilt and given a retractable roof."
            ),
            S(
                "FC Barcelona: Futbol Club Barcelona, commonly known as Bar\u00e7a, is a "
                "Spanish professional football club based in Barcelona, Catalonia, that "
                "competes in La Liga. It was founded on 29 November 1899 by a group of Swiss, "
                "Catalan, German and English footballers led by Joan Gamper, and it has become "
                'a symbol of Catalan culture, as expressed in its motto "M\u00e9s que un '
                'club".'
            ),
            D(
                "Real Madrid Baloncesto: Real Madrid Baloncesto is the professional basketball "
                "section of the Spanish multi-sports club Real Madrid, founded in 1931. It is "
                "the most successful basketball club in Europe, having won the EuroLeague a "
                "record eleven times, and it plays its home games at the Palacio de los "
                "Deportes arena in the centre of Madrid."
            ),
            D(
                "FC Barcelona Femen\u00ed: FC Barcelona Femen\u00ed is the women's football "
                "section of FC Barcelona, based in Barcelona and playing in Liga F. Founded in "
                "1988, it turned professional in 2015 and has since become one of the leading "
                "clubs in Europe, winning the UEFA Women's Champions League for the first time "
                "in 2021 and twice more in the following years."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the director of Lost in Translation?",
        "Francis Ford Coppola",
        [
            D(
                "The Virgin Suicides (film): The Virgin Suicides is a 1999 American drama "
                "film, the first feature directed by Sofia Coppola, based on the 1993 novel by "
                "Jeffrey Eugenides. Set in a Detroit suburb in the 1970s, it stars James Woods "
                "and Kathleen Turner as the strict parents of five teenage sisters, with "
                "Kirsten Dunst as the rebellious Lux."
            ),
            D(
                "Carmine Coppola: Carmine Coppola (11 June 1910 \u2013 26 April 1991) was an "
                "American composer, flautist and songwriter, born in New York City. He played "
                "flute for Arturo Toscanini's NBC Symphony Orchestra and shared the Academy "
                "Award for Best Original Dramatic Score for The Godfather Part II (1974) with "
                "Nino Rota. He was the father of Francis Ford Coppola and of the actress Talia "
                "Shire."
            ),
            S(
                "Lost in Translation (film): Lost in Translation is a 2003 romantic "
                "comedy-drama film written and directed by Sofia Coppola. Bill Murray stars as "
                "a fading American film star and Scarlett Johansson as a young college "
                "graduate who form an unlikely bond in a Tokyo hotel. The film won the Academy "
                "Award for Best Original Screenplay and three Golden Globe Awards."
            ),
            D(
                "Bill Murray: William James Murray (born 21 September 1950) is an American "
                "actor and comedian, born in Evanston, Illinois. He became known on Saturday "
                "Night Live in the late 1970s and starred in Caddyshack (1980), Ghostbusters "
                "(1984) and Groundhog Day (1993), and he has since appeared in many of the "
                "films of Wes Anderson."
            ),
            D(
                'Lost in Translation (poem): "Lost in Translation" is a long poem by the '
                "American poet James Merrill, collected in his 1976 book Divine Comedies, "
                "which won the Pulitzer Prize for Poetry. It recalls a summer of his childhood "
                "in which he and his governess worked on a large jigsaw puzzle while his "
                "parents' marriage was coming apart."
            ),
            D(
                "Marie Antoinette (2006 film): Marie Antoinette is a 2006 historical drama "
                "film written and directed by Sofia Coppola, with Kirsten Dunst in the title "
                "role. Based on a biography by Antonia Fraser, it follows the Austrian "
                "archduchess from her marriage to the future Louis XVI to the outbreak of the "
                "French Revolution, and it won the Academy Award for Best Costume Design."
            ),
            S(
                "Sofia Coppola: Sofia Carmina Coppola (born 14 May 1971) is an American "
                "filmmaker and former actress, the daughter of the filmmakers Eleanor and "
                "Francis Ford Coppola. As a child she appeared in her father's films, "
                "including The Godfather Part III (1990), and she later won the Golden Lion at "
                "the Venice Film Festival for Somewhere (2010)."
            ),
            D(
                "Nicolas Cage: Nicolas Kim Coppola (born 7 January 1964), known professionally "
                "as Nicolas Cage, is an American actor, born in Long Beach, California. A "
                "nephew of the director Francis Ford Coppola, he changed his name early in his "
                "career to avoid accusations of nepotism, and he won the Academy Award for "
                "Best Actor for Leaving Las Vegas (1995)."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song Imagine die?",
        "New York City",
        [
            D(
                'Imagine (Ariana Grande song): "Imagine" is a song by the American singer '
                "Ariana Grande, released in December 2018 ahead of her fifth studio album, "
                "Thank U, Next (2019). A slow R&B ballad co-written by Grande, it describes an "
                "idealised romantic relationship, and it ends with a long sequence of whistle "
                "notes that drew wide attention from critics."
            ),
            S(
                'Imagine (John Lennon song): "Imagine" is a song by the English rock '
                "musician John Lennon, the title track of his second solo studio album, "
                "released in 1971. Co-produced by Lennon, Yoko Ono and Phil Spector, it asks "
                "the listener to picture a world at peace without the divisions of borders, "
                "religion and possessions, and it became the best-selling single of Lennon's "
                "solo career."
            ),
            D(
                "Imagine Dragons: Imagine Dragons are an American pop rock band formed in Las "
                "Vegas, Nevada, in 2008 and led by the singer Dan Reynolds. Their debut album, "
                'Night Visions (2012), included the hit singles "It\'s Time", "Demons" and '
                '"Radioactive", and the band won the Grammy Award for Best Rock Performance.'
            ),
            D(
                "George Harrison: George Harrison (25 February 1943 \u2013 29 November 2001) "
                "was an English musician and singer-songwriter who achieved international fame "
                "as the lead guitarist of the Beatles. His solo triple album All Things Must "
                "Pass (1970) was a critical and commercial success, and he died of lung cancer "
                "in Los Angeles at the age of 58."
            ),
            S(
                "John Lennon: John Winston Ono Lennon (born John Winston Lennon; 9 October "
                "1940 \u2013 8 December 1980) was an English singer, songwriter and peace "
                "activist, born in Liverpool, who co-founded the Beatles. After the band's "
                "break-up he settled in New York City with his wife, Yoko Ono, and he was shot "
                "and killed in the archway of the Dakota, his apartment building in Manhattan, "
                "at the age of 40."
            ),
            D(
                'Give Peace a Chance: "Give Peace a Chance" is an anti-war song recorded by '
                "the Plastic Ono Band in a hotel room in Montreal during a bed-in in 1969 and "
                "released as a single in July that year. Credited to Lennon\u2013McCartney, it "
                "was quickly taken up as an anthem of the movement against the Vietnam War and "
                "was sung by large crowds at demonstrations."
            ),
            D(
                "Yoko Ono: Yoko Ono (born 18 February 1933) is a Japanese multimedia artist, "
                "singer, songwriter and peace activist, born in Tokyo. Associated with the "
                "Fluxus movement in the early 1960s, she has worked in performance art, "
                "experimental film, music and conceptual art, and she has lived for most of "
                "her adult life in the United States."
            ),
            D(
                "Freddie Mercury: Freddie Mercury (born Farrokh Bulsara; 5 September 1946 "
                "\u2013 24 November 1991) was a British singer and songwriter, born in "
                "Zanzibar, who became famous as the lead vocalist of the rock band Queen. He "
                'wrote songs including "Bohemian Rhapsody" and "We Are the Champions", and '
                "he died at his home in Kensington, London, of complications of AIDS. Queen's "
                "set at Live Aid in 1985 is often ranked among the greatest live performances "
                "in rock history."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "when did the author of one hundred years of solitude die",
        "17 April 2014",
        [
            D(
                "Love in the Time of Cholera: Love in the Time of Cholera is a novel by the "
                "Colombian Nobel laureate Gabriel Garc\u00eda M\u00e1rquez, first published in "
                "Spanish in 1985. Set in an unnamed port city on the Caribbean coast, it "
                "follows Florentino Ariza and Fermina Daza, who fall in love as young people "
                "and are reunited more than fifty years later."
            ),
            D(
                "Jorge Luis Borges: Jorge Francisco Isidoro Luis Borges (24 August 1899 \u2013 "
                "14 June 1986) was an Argentine short-story writer, essayist and poet, born in "
                "Buenos Aires. His collections Ficciones (1944) and The Aleph (1949) made him "
                "a central figure of Spanish-language literature, and he died in Geneva, "
                "Switzerland, where he had spent part of his youth."
            ),
            S(
                "Gabriel Garc\u00eda M\u00e1rquez: Gabriel Jos\u00e9 de la Concordia "
                "Garc\u00eda M\u00e1rquez (6 March 1927 \u2013 17 April 2014) was a Colombian "
                "novelist, journalist and screenwriter, known affectionately as Gabo "
                "throughout Latin America. Born in Aracataca, he lived for long periods in "
                "Mexico and Europe, was awarded the Nobel Prize in Literature in 1982, and "
                "died in Mexico City."
            ),
            D(
                "One Hundred Years of Solitude (TV series): One Hundred Years of Solitude is a "
                "Colombian television series produced for Netflix and first released in "
                "December 2024. Filmed in Spanish in Colombia with a largely Colombian cast, "
                "it is the first screen adaptation of the 1967 novel, whose author had for "
                "decades refused to sell the rights to film-makers."
            ),
            D(
                "Julio Cort\u00e1zar: Julio Florencio Cort\u00e1zar (26 August 1914 \u2013 12 "
                "February 1984) was an Argentine novelist and short-story writer, born in "
                "Brussels to Argentine parents. One of the leading writers of the Latin "
                "American Boom, he is best known for the novel Hopscotch (1963), and he lived "
                "in Paris from 1951 until his death."
            ),
            D(
                "Macondo: Macondo is a fictional town that appears in several works by the "
                "Colombian writer Gabriel Garc\u00eda M\u00e1rquez, beginning with the novella "
                "Leaf Storm (1955). Its name is said to come from a banana plantation near the "
                "author's home town, and it has since been borrowed by towns, festivals and "
                "businesses across Latin America."
            ),
            S(
                "One Hundred Years of Solitude: One Hundred Years of Solitude is a 1967 novel "
                "by the Colombian author Gabriel Garc\u00eda M\u00e1rquez, first published in "
                "Spanish by Editorial Sudamericana in Buenos Aires. It tells the "
                "multi-generational story of the Buend\u00eda family in the fictional town of "
                "Macondo and is regarded as a masterpiece of magic realism, with tens of "
                "millions of copies sold."
            ),
            D(
                "Aracataca: Aracataca is a town and municipality in the Magdalena Department "
                "of northern Colombia, in the banana-growing zone near the Caribbean coast. "
                "Founded in 1885, it is best known as the birthplace of the writer Gabriel "
                "Garc\u00eda M\u00e1rquez, whose childhood home there has been turned into a "
                "museum."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the mother of the king who agreed to Magna Carta?",
        "Eleanor of Aquitaine",
        [
            D(
                "Henry III of England: Henry III (1 October 1207 \u2013 16 November 1272) was "
                "King of England from 1216 until his death. The son of King John and Isabella "
                "of Angoul\u00eame, he came to the throne at the age of nine in the middle of "
                "the First Barons' War, and his long reign saw the rise of Parliament and the "
                "rebuilding of Westminster Abbey."
            ),
            S(
                'Magna Carta: Magna Carta Libertatum, Latin for "Great Charter of Freedoms", '
                "is a royal charter of rights agreed to by King John of England at Runnymede, "
                "near Windsor, on 15 June 1215. Drafted by the Archbishop of Canterbury, "
                "Cardinal Stephen Langton, to make peace between the unpopular king and a "
                "group of rebel barons, it promised the protection of church rights and swift "
                "justice."
            ),
            D(
                "Runnymede: Runnymede is a water-meadow alongside the River Thames in Surrey, "
                "England, near the town of Egham and about 32 kilometres west of central "
                "London. Owned by the National Trust, it is the site of a memorial to "
                "President John F. Kennedy, of the Commonwealth Air Forces Memorial and of a "
                "memorial built by the American Bar Association in 1957."
            ),
            D(
                "Charter of the Forest: The Charter of the Forest is a charter issued in "
                "England in 1217 in the name of the young King Henry III, as a companion to a "
                "reissue of the great charter of liberties. It re-established the rights of "
                "free men to use the royal forests for grazing, gathering firewood and other "
                "needs, and it remained in force for longer than any other English statute, "
                "until 1971."
            ),
            D(
                "Isabella of Angoul\u00eame: Isabella of Angoul\u00eame (c. 1188 \u2013 4 June "
                "1246) was Queen of England from 1200 to 1216 as the second wife of King John, "
                "and Countess of Angoul\u00eame in her own right. After her husband's death "
                "she returned to France and married Hugh X of Lusignan, with whom she had nine "
                "more children."
            ),
            S(
                "John, King of England: John (24 December 1166 \u2013 19 October 1216) was "
                "King of England from 1199 until his death. The youngest son of King Henry II "
                "and Eleanor of Aquitaine, he was nicknamed John Lackland because he was not "
                "expected to inherit significant lands, and he lost the Duchy of Normandy and "
                "most of his other French lands to King Philip II of France."
            ),
            D(
                "John Balliol: John Balliol (c. 1249 \u2013 late 1314), known derisively as "
                'Toom Tabard, meaning "empty coat", was King of Scots from 1292 to 1296. '
                "Chosen by Edward I of England from among the rival claimants to the Scottish "
                "throne, he was forced to abdicate after he rebelled against English "
                "overlordship, and he spent his last years in exile in France."
            ),
            D(
                "First Barons' War: The First Barons' War was a civil war in the Kingdom of "
                "England from 1215 to 1217, in which a group of rebellious barons, supported "
                "by a French army under the future Louis VIII of France, fought against the "
                "crown. It ended with the Treaty of Lambeth after royalist victories at "
                "Lincoln and at Sandwich."
            ),
        ],
        drop=1,
        heldout=True,
    ),
]
