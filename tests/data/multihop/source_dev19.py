"""Development multi-hop questions, batch 19.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev18.py) for the format and to choose subjects none of them asks about. The held-out
sources were only counted (grep -c) for the candidate subjects' names, and subjects with hits
were left out. Written after lexical-v39.

Measured lengths: mean support 281 characters, mean distractor 277 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        (
            "Which stadium was the main venue of the Olympics at which Bob Beamon set his long "
            "jump world record?"
        ),
        "Estadio Ol\u00edmpico Universitario",
        [
            D(
                "Ralph Boston: Ralph Boston (1939\u20132023) was an American long jumper from "
                "Laurel, Mississippi, who won the Olympic title in Rome in 1960, the same summer "
                "that he broke the world record set by Jesse Owens in 1935. He added a silver "
                "medal in Tokyo in 1964 and a bronze four years later."
            ),
            S(
                "Bob Beamon: Robert Beamon (born 29 August 1946) is an American former long jumper "
                "from New York City. At the 1968 Summer Olympics he leapt 8.90 metres on his first "
                "attempt in the final, beating the old world record by 55 centimetres, and his "
                "mark stood for almost 23 years."
            ),
            D(
                "Estadio Azteca: The Estadio Azteca is a football stadium in the Coyoac\u00e1n "
                "borough of Mexico City, opened in 1966 with room for more than 100,000 "
                "spectators. It staged the FIFA World Cup finals of 1970 and 1986, and the "
                "football final of the 1968 Olympic Games was played there."
            ),
            D(
                "Mike Powell (long jumper): Michael Anthony Powell (born 10 November 1963) is an "
                "American long jumper from Philadelphia. At the 1991 World Championships in Tokyo "
                "he jumped 8.95 metres in a duel with Carl Lewis, a world record that still "
                "stands, and he won Olympic silver in 1988 and 1992."
            ),
            D(
                "Long jump: The long jump is a track and field event in which athletes combine "
                "speed, strength and agility to leap as far as possible from a wooden take-off "
                "board into a sandpit. It has been part of the modern Olympics since 1896, and a "
                "women's event was added at the 1948 Games in London."
            ),
            S(
                "1968 Summer Olympics: The 1968 Summer Olympics were held in Mexico City from 12 "
                "to 27 October 1968, the first Games staged in Latin America. The opening ceremony "
                "and the athletics events took place at the Estadio Ol\u00edmpico Universitario, "
                "on the campus of the National Autonomous University of Mexico."
            ),
            D(
                "1972 Summer Olympics: The 1972 Summer Olympics were held in Munich, West Germany, "
                "from 26 August to 11 September 1972. Their main venue was the Olympiastadion in "
                "the new Olympic Park, whose sweeping tent-like roof of acrylic glass was designed "
                "by G\u00fcnter Behnisch and Frei Otto."
            ),
            D(
                "Lee Evans (sprinter): Lee Edward Evans (1947\u20132021) was an American sprinter "
                "who won the 400 metres at the 1968 Olympics in 43.86 seconds, a world record that "
                "lasted almost twenty years. Like several sprinters and jumpers of those Games, he "
                "was helped by the thin air of the Mexican capital, 2,240 metres above the sea."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which film was released first, Pulp Fiction or Reservoir Dogs?",
        "Reservoir Dogs",
        [
            D(
                "True Romance: True Romance is a 1993 romantic crime film directed by Tony Scott "
                "from a screenplay by Quentin Tarantino. Christian Slater and Patricia Arquette "
                "play newlyweds who flee from Detroit to Los Angeles with a suitcase of stolen "
                "cocaine, pursued by the Mafia and the police."
            ),
            D(
                "City on Fire (1987 film): City on Fire is a 1987 Hong Kong action film directed "
                "by Ringo Lam, starring Chow Yun-fat as an undercover police officer who joins a "
                "gang of jewel thieves. Its bloody final stand-off has often been compared with "
                "that of a later American heist film."
            ),
            S(
                "Reservoir Dogs: Reservoir Dogs is an American crime film and the feature debut of "
                "Quentin Tarantino, first shown at the Sundance Film Festival in January 1992. It "
                "follows a jewel heist gone wrong through its aftermath, with Harvey Keitel, Tim "
                "Roth, Michael Madsen and Steve Buscemi."
            ),
            D(
                "Jackie Brown: Jackie Brown is a 1997 crime film written and directed by Quentin "
                "Tarantino, adapted from Elmore Leonard's novel Rum Punch. Pam Grier plays a "
                "flight attendant caught between federal agents and a gun runner played by Samuel "
                "L. Jackson, with Robert Forster as a bail bondsman."
            ),
            D(
                "1994 Cannes Film Festival: The 47th Cannes Film Festival was held from 12 to 23 "
                "May 1994, with Clint Eastwood as president of the jury. Nikita Mikhalkov's Burnt "
                "by the Sun and Zhang Yimou's To Live shared the Grand Prix, and Ge You was named "
                "best actor for To Live."
            ),
            D(
                "Kill Bill: Volume 1: Kill Bill: Volume 1 is a 2003 martial arts film written and "
                "directed by Quentin Tarantino, in which Uma Thurman plays the Bride, a former "
                "assassin seeking revenge on her old gang. Its second half, Kill Bill: Volume 2, "
                "followed in April 2004."
            ),
            S(
                "Pulp Fiction: Pulp Fiction is an American crime film written and directed by "
                "Quentin Tarantino, which won the Palme d'Or at Cannes in May 1994 and opened in "
                "the United States that October. Its intertwined Los Angeles stories star John "
                "Travolta, Samuel L. Jackson, Uma Thurman and Bruce Willis."
            ),
            D(
                "Sundance Film Festival: The Sundance Film Festival is an annual festival of "
                "independent film held each January in Park City, Utah, and run by the Sundance "
                "Institute, which Robert Redford founded in 1981. Steven Soderbergh's Sex, Lies, "
                "and Videotape won its audience award in 1989."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "stadium of the club maradona won two serie a titles with",
        "Stadio Diego Armando Maradona",
        [
            D(
                "Argentinos Juniors: Asociaci\u00f3n Atl\u00e9tica Argentinos Juniors is a "
                "football club founded in 1904 in the La Paternal district of Buenos Aires. "
                "Maradona made his professional debut for it in October 1976, ten days before his "
                "16th birthday, and the club's rebuilt home ground is also named after him."
            ),
            S(
                "SSC Napoli: Societ\u00e0 Sportiva Calcio Napoli is a professional football club "
                "based in Naples, founded in 1926. It plays its home matches at the Stadio Diego "
                "Armando Maradona in the Fuorigrotta district, a ground opened in 1959 and known "
                "as the Stadio San Paolo until it was renamed in December 2020."
            ),
            D(
                "Serie A: Serie A is the top division of Italian football, played as a single "
                "national league since the 1929\u201330 season. Juventus have won the title more "
                "often than any other club, and Napoli, Lazio and Roma are among the teams from "
                "central and southern Italy to have been champions."
            ),
            D(
                "Boca Juniors: Club Atl\u00e9tico Boca Juniors is an Argentine sports club founded "
                "in 1905 in the La Boca neighbourhood of Buenos Aires. Its football team plays at "
                "La Bombonera, officially the Estadio Alberto J. Armando, and Maradona played for "
                "it in 1981\u201382 and again from 1995 to 1997."
            ),
            D(
                "Stadio Olimpico: The Stadio Olimpico in Rome is the home ground of both Roma and "
                "Lazio. Opened in 1953 and rebuilt for the 1990 World Cup, it staged that "
                "tournament's final, in which West Germany beat Maradona's Argentina 1\u20130 with "
                "a penalty by Andreas Brehme five minutes from the end."
            ),
            D(
                "Sevilla FC: Sevilla F\u00fatbol Club is a Spanish football club from Seville, "
                "founded in 1890, which plays at the Ram\u00f3n S\u00e1nchez Pizju\u00e1n Stadium "
                "in the Nervi\u00f3n district. Maradona spent the 1992\u201393 season there, and "
                "the club has won the UEFA Cup and the Europa League a record seven times."
            ),
            S(
                "Diego Maradona: Diego Armando Maradona (1960\u20132020) was an Argentine "
                "footballer who captained his country to victory at the 1986 World Cup. In 1984 he "
                "joined Napoli for a world-record fee, and he led the club to its first two Serie "
                "A titles, in 1987 and 1990, and to the UEFA Cup in 1989."
            ),
            D(
                "1986 FIFA World Cup: The 1986 FIFA World Cup was held in Mexico from 31 May to 29 "
                "June 1986. Argentina, captained by Maradona, beat West Germany 3\u20132 in the "
                "final at the Estadio Azteca in Mexico City, after his two famous goals against "
                "England in the quarter-final."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the composer of The Magic Flute die?",
        "5 December 1791",
        [
            D(
                "Emanuel Schikaneder: Emanuel Schikaneder (1751\u20131812) was a German "
                "impresario, actor, singer and librettist who ran the Theater auf der Wieden in "
                "Vienna. In 1801 he opened the grander Theater an der Wien, but he lost his "
                "fortune and died in poverty in Vienna on 21 September 1812."
            ),
            D(
                "Antonio Salieri: Antonio Salieri (18 August 1750 \u2013 7 May 1825) was an "
                "Italian composer who served as Kapellmeister at the Habsburg court in Vienna. He "
                "taught Beethoven, Schubert and Liszt, and rumours that he had poisoned a younger "
                "rival inspired a play by Alexander Pushkin and the 1984 film Amadeus."
            ),
            S(
                "The Magic Flute: The Magic Flute (Die Zauberfl\u00f6te) is a German-language "
                "opera in two acts by Wolfgang Amadeus Mozart, with a libretto by Emanuel "
                "Schikaneder. It was first performed at the Theater auf der Wieden in Vienna on 30 "
                "September 1791, with Schikaneder himself singing Papageno."
            ),
            D(
                "The Marriage of Figaro: The Marriage of Figaro is an opera buffa in four acts "
                "with an Italian libretto by Lorenzo Da Ponte, based on a stage comedy by Pierre "
                "Beaumarchais. It was first performed at the Burgtheater in Vienna on 1 May 1786, "
                "and its servants outwit their noble master."
            ),
            D(
                "Leopold Mozart: Johann Georg Leopold Mozart (14 November 1719 \u2013 28 May 1787) "
                "was a German composer and violinist born in Augsburg, who played in the court "
                "orchestra of a prince-archbishop. His violin method appeared in 1756, the year "
                "his son, later a famous child prodigy, was born."
            ),
            D(
                "Der Freisch\u00fctz: Der Freisch\u00fctz is a German Romantic opera in three acts "
                "by Carl Maria von Weber, first performed at the Schauspielhaus in Berlin on 18 "
                "June 1821. Its story of a marksman who strikes a pact for magic bullets, and its "
                "eerie Wolf's Glen scene, set a model for German opera."
            ),
            D(
                "Theater auf der Wieden: The Theater auf der Wieden was a suburban theatre in "
                "Vienna, opened in 1787 in the large Freihaus complex. It staged German operas, "
                "fairy-tale plays and comedies for a wide public, and it closed in 1801 when its "
                "company moved to the new Theater an der Wien."
            ),
            S(
                "Wolfgang Amadeus Mozart: Wolfgang Amadeus Mozart (27 January 1756 \u2013 5 "
                "December 1791) was an Austrian composer of the Classical period, born in "
                "Salzburg. A child prodigy who toured Europe with his father, he wrote more than "
                "600 works and died in Vienna at 35, leaving his Requiem unfinished."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which Cambridge college did the author of The Hitchhiker's Guide to the Galaxy attend?",
        "St John's College",
        [
            S(
                "The Hitchhiker's Guide to the Galaxy: The Hitchhiker's Guide to the Galaxy is a "
                "comic science fiction series created by Douglas Adams. It began as a BBC radio "
                "comedy in 1978, and Adams turned it into five novels, the first published in "
                "1979, which follow Arthur Dent after the Earth is demolished."
            ),
            D(
                "The Restaurant at the End of the Universe: The Restaurant at the End of the "
                "Universe is the second book in the Hitchhiker's Guide series, published in 1980. "
                "Arthur Dent, Ford Prefect and Zaphod Beeblebrox eat at Milliways, a restaurant "
                "built at the very end of time."
            ),
            D(
                "Footlights: The Cambridge University Footlights Dramatic Club is an amateur "
                "theatrical club founded in 1883 and known for its annual revue. Its members have "
                "included Peter Cook, John Cleese, Eric Idle, Emma Thompson, Hugh Laurie and "
                "Stephen Fry, many of whom went on to careers in comedy."
            ),
            D(
                "Trinity College, Cambridge: Trinity College is a constituent college of the "
                "University of Cambridge, founded by King Henry VIII in 1546. Its former students "
                "include Isaac Newton, Lord Byron, Ludwig Wittgenstein and six British prime "
                "ministers, and its Great Court is one of the largest enclosed courts in Europe."
            ),
            D(
                "Dirk Gently's Holistic Detective Agency: Dirk Gently's Holistic Detective Agency "
                "is a 1987 comic novel by Douglas Adams. Its hero solves cases through the "
                "fundamental interconnectedness of all things, and much of the plot unfolds at St "
                "Cedd's, a fictional college of the University of Cambridge."
            ),
            D(
                "The Hitchhiker's Guide to the Galaxy (film): The Hitchhiker's Guide to the Galaxy "
                "is a 2005 science fiction comedy film directed by Garth Jennings. Martin Freeman "
                "plays Arthur Dent, Mos Def plays Ford Prefect, Sam Rockwell plays Zaphod, and "
                "Alan Rickman voices Marvin the depressed robot."
            ),
            S(
                "Douglas Adams: Douglas Noel Adams (11 March 1952 \u2013 11 May 2001) was an "
                "English author, humorist and screenwriter born in Cambridge. He read English at "
                "St John's College, Cambridge, where he joined the Footlights, later wrote for "
                "Doctor Who, and died of a heart attack in Santa Barbara, California."
            ),
            D(
                "And Another Thing... (novel): And Another Thing... is the sixth book in the "
                "Hitchhiker's Guide series, written by the Irish author Eoin Colfer and published "
                "in October 2009, eight years after the death of the series' creator. Colfer was "
                "best known for his Artemis Fowl novels for children."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who is older roger federer or rafael nadal",
        "Roger Federer",
        [
            D(
                "Novak Djokovic: Novak Djokovic (born 22 May 1987) is a Serbian tennis player from "
                "Belgrade who holds the men's record of 24 Grand Slam singles titles. He has spent "
                "more weeks ranked world number one than any other player, and he won the Olympic "
                "singles gold medal at the 2024 Paris Games."
            ),
            S(
                "Rafael Nadal: Rafael Nadal (born 3 June 1986) is a Spanish former tennis player "
                "from Manacor, on the island of Mallorca. He won 22 Grand Slam singles titles, a "
                "record 14 of them at the French Open, and ended his career at the Davis Cup "
                "Finals in M\u00e1laga in November 2024."
            ),
            D(
                "Federer\u2013Nadal rivalry: The rivalry between Roger Federer and Rafael Nadal is "
                "one of the most celebrated in tennis. They met 40 times between 2004 and 2019, "
                "Nadal winning 24 of the matches, and their five-set final at the All England Club "
                "in 2008 is often called the greatest match ever played."
            ),
            D(
                "Andy Murray: Sir Andy Murray (born 15 May 1987) is a Scottish former tennis "
                "player who grew up in Dunblane. He won three Grand Slam singles titles and two "
                "Olympic gold medals in singles, at London in 2012 and Rio de Janeiro in 2016, and "
                "he retired after the Paris Olympics in 2024."
            ),
            D(
                "Laver Cup: The Laver Cup is a men's team tennis competition between Team Europe "
                "and Team World, first held in Prague in 2017 and named after the Australian "
                "champion Rod Laver. The 2022 edition in London was the farewell event of a Swiss "
                "great, who played his last match in doubles."
            ),
            D(
                "Carlos Alcaraz: Carlos Alcaraz (born 5 May 2003) is a Spanish tennis player from "
                "El Palmar, in the region of Murcia. In 2022 he won the US Open and became the "
                "youngest man to be ranked world number one, at 19, and he has since won Grand "
                "Slam titles on clay and on grass as well."
            ),
            D(
                "Swiss Indoors: The Swiss Indoors is an indoor hard-court tennis tournament held "
                "each autumn at the St. Jakobshalle in Basel, first played in 1970. A local player "
                "who had once been a ball boy at the event went on to win its singles title ten "
                "times between 2006 and 2019."
            ),
            S(
                "Roger Federer: Roger Federer (born 8 August 1981) is a Swiss former tennis player "
                "from Basel who spent 310 weeks ranked world number one. He won 20 Grand Slam "
                "singles titles, a men's record eight of them at the All England Club, and retired "
                "after the Laver Cup in London in September 2022."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Under which pen name did the creator of Hercule Poirot publish her romantic novels?",
        "Mary Westmacott",
        [
            D(
                "Dorothy L. Sayers: Dorothy Leigh Sayers (1893\u20131957) was an English crime "
                "writer and poet who created the aristocratic amateur sleuth Lord Peter Wimsey in "
                "Whose Body? (1923). She was among the first women to receive an Oxford degree, "
                "and she later translated Dante's Divine Comedy."
            ),
            D(
                "Arthur Hastings: Captain Arthur Hastings is the friend and narrator of many of "
                "the Poirot stories, a veteran of the First World War who meets the Belgian "
                "detective again in The Mysterious Affair at Styles. He later marries and settles "
                "on a ranch in Argentina, and he returns for the last case in Curtain, published "
                "in 1975."
            ),
            S(
                "Hercule Poirot: Hercule Poirot is a fictional Belgian detective created by Agatha "
                "Christie. A retired police officer with a waxed moustache and great faith in his "
                "'little grey cells', he first appeared in The Mysterious Affair at Styles in 1920 "
                "and features in 33 novels and many short stories."
            ),
            D(
                "Robert Galbraith: Robert Galbraith is the pen name under which J. K. Rowling "
                "writes crime novels about the private detective Cormoran Strike and his partner "
                "Robin Ellacott, beginning with The Cuckoo's Calling in 2013. A newspaper revealed "
                "the secret a few months after the first book appeared."
            ),
            D(
                "Ruth Rendell: Ruth Rendell (1930\u20132015) was an English crime writer known for "
                "her Inspector Wexford novels, which began with From Doon with Death in 1964. From "
                "1986 she also published darker psychological novels under the pen name Barbara "
                "Vine, starting with A Dark-Adapted Eye."
            ),
            D(
                "Ariadne Oliver: Ariadne Oliver is a fictional writer of detective novels who "
                "first helps Poirot in Cards on the Table (1936). A fond self-portrait of her "
                "creator, she is forever eating apples and complaining about her own Finnish "
                "detective, Sven Hjerson, of whom her readers never tire."
            ),
            S(
                "Agatha Christie: Dame Agatha Christie (1890\u20131976) was an English writer of "
                "detective fiction, born in Torquay, and one of the best-selling novelists of all "
                "time. She also wrote six romantic novels under the pen name Mary Westmacott, and "
                "her play The Mousetrap has run in London since 1952."
            ),
            D(
                "P. D. James: Phyllis Dorothy James, Baroness James of Holland Park "
                "(1920\u20132014), was an English crime writer who created the poet and police "
                "detective Adam Dalgliesh in Cover Her Face (1962). Before writing full time she "
                "worked in the National Health Service and then in the Home Office."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of parasite born",
        "Daegu",
        [
            D(
                "Park Chan-wook: Park Chan-wook (born 23 August 1963) is a South Korean filmmaker "
                "born in Seoul, whose Oldboy won the Grand Prix at Cannes in 2004. He also "
                "directed The Handmaiden (2016) and Decision to Leave, for which he won the best "
                "director award at Cannes in 2022."
            ),
            D(
                "Parasite (1982 film): Parasite is a 1982 American science fiction horror film "
                "directed by Charles Band and shot in 3D, set in a wasteland after a nuclear war. "
                "A scientist carries a deadly parasite he helped to create, and the film gave Demi "
                "Moore one of her first screen roles."
            ),
            S(
                "Parasite (2019 film): Parasite is a 2019 South Korean black comedy thriller "
                "directed by Bong Joon-ho, about a poor family who worm their way into the "
                "household of a wealthy one. It won the Palme d'Or and became the first film not "
                "in English to win the Academy Award for Best Picture."
            ),
            D(
                "Song Kang-ho: Song Kang-ho (born 17 January 1967) is a South Korean actor from "
                "Gimhae who played the father of the Kim family in a 2019 film that triumphed at "
                "the Academy Awards. In 2022 he won the best actor award at Cannes for Broker, "
                "directed by the Japanese filmmaker Hirokazu Kore-eda."
            ),
            D(
                "Shoplifters: Shoplifters is a 2018 Japanese drama film written and directed by "
                "Hirokazu Kore-eda about a poor family who live by petty theft in Tokyo. It won "
                "the Palme d'Or at the 71st Cannes Film Festival, a year before a South Korean "
                "film took the same award."
            ),
            S(
                "Bong Joon-ho: Bong Joon-ho (born 14 September 1969) is a South Korean filmmaker "
                "born in Daegu, who studied sociology at Yonsei University in Seoul before film "
                "school. His films include Memories of Murder (2003), The Host (2006), Snowpiercer "
                "(2013) and Okja (2017)."
            ),
            D(
                "92nd Academy Awards: The 92nd Academy Awards were held at the Dolby Theatre in "
                "Los Angeles on 9 February 2020, without a host. A South Korean film won four "
                "awards, among them Best Picture and Best International Feature Film, and Joaquin "
                "Phoenix was named Best Actor for Joker."
            ),
            D(
                "Snowpiercer: Snowpiercer is a 2013 science fiction action film based on the "
                "French graphic novel Le Transperceneige, set on a train that circles a frozen "
                "Earth without stopping. Chris Evans leads a revolt of the passengers in the tail "
                "section, with Tilda Swinton and Song Kang-ho."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "To which city did the team for which Wilt Chamberlain scored 100 points in a game "
            "move later in 1962?"
        ),
        "San Francisco",
        [
            S(
                "Wilt Chamberlain's 100-point game: On 2 March 1962 Wilt Chamberlain of the "
                "Philadelphia Warriors scored 100 points in a 169\u2013147 win over the New York "
                "Knicks, in a game played at Hershey, Pennsylvania. No other NBA player has scored "
                "so many in one game, and no television cameras recorded it."
            ),
            D(
                "Wilt Chamberlain: Wilton Norman Chamberlain (1936\u20131999) was an American "
                "basketball player from Philadelphia, seven feet one inch tall. He won NBA titles "
                "with the Philadelphia 76ers in 1967 and the Los Angeles Lakers in 1972, and he "
                "averaged 50.4 points per game in the 1961\u201362 season."
            ),
            D(
                "Philadelphia 76ers: The Philadelphia 76ers are an NBA team that began in 1946 as "
                "the Syracuse Nationals, in upstate New York. They moved to Philadelphia in 1963, "
                "a year after the city's first professional team had left, and took their new name "
                "from the year of the Declaration of Independence."
            ),
            D(
                "New York Knicks: The New York Knickerbockers are an NBA team founded in 1946 and, "
                "with the Boston Celtics, one of the league's two original franchises still "
                "playing in their first city. They play at Madison Square Garden and won their "
                "only NBA championships in 1970 and 1973."
            ),
            D(
                "Sacramento Kings: The Sacramento Kings are an NBA team whose history goes back to "
                "1923, when they were founded as the Rochester Seagrams. They moved to Cincinnati "
                "in 1957 as the Royals, to Kansas City in 1972 and to Sacramento in 1985, where "
                "they now play at the Golden 1 Center."
            ),
            D(
                "Hershey, Pennsylvania: Hershey is an unincorporated community in Dauphin County, "
                "Pennsylvania, founded by the chocolate maker Milton S. Hershey. Its Hersheypark "
                "Arena, opened in 1936, sometimes staged NBA games, among them the night of "
                "Chamberlain's 100 points in March 1962."
            ),
            D(
                "Los Angeles Lakers: The Los Angeles Lakers are an NBA team that was bought in "
                "1947 and moved to Minneapolis, taking its name from Minnesota's many lakes. Led "
                "by George Mikan, the Minneapolis Lakers won five titles, and in 1960 the team "
                "moved west to Los Angeles."
            ),
            S(
                "Golden State Warriors: The Golden State Warriors are an NBA team based in San "
                "Francisco. Founded in Philadelphia in 1946, the Warriors moved to San Francisco "
                "in 1962, crossed the bay to Oakland in 1971 as Golden State, and returned to San "
                "Francisco in 2019, when they opened the Chase Center."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Wassily Kandinsky and Paul Klee both born in Germany?",
        "no",
        [
            D(
                "Franz Marc: Franz Marc (1880\u20131916) was a German Expressionist painter born "
                "in Munich, known for his brightly coloured animals, such as The Large Blue Horses "
                "of 1911. A co-founder of the Munich group Der Blaue Reiter, he was killed by a "
                "shell at the Battle of Verdun in March 1916."
            ),
            S(
                "Wassily Kandinsky: Wassily Kandinsky (1866\u20131944) was a Russian painter and "
                "art theorist born in Moscow, often credited with some of the first purely "
                "abstract paintings. He co-founded Der Blaue Reiter in Munich in 1911 and later "
                "taught at the Bauhaus, before moving to France in 1933."
            ),
            D(
                "Lyonel Feininger: Lyonel Feininger (1871\u20131956) was a painter and "
                "caricaturist born in New York City to German parents. In 1919 he became the first "
                "master appointed by Walter Gropius to the Bauhaus, and his woodcut of a cathedral "
                "illustrated the school's founding manifesto."
            ),
            D(
                "August Macke: August Macke (1887\u20131914) was a German Expressionist painter "
                "born in Meschede, Westphalia. In April 1914 he travelled to Tunisia with two "
                "fellow painters, and the bright watercolours he made there were among his last "
                "works before he was killed in the First World War."
            ),
            D(
                "Alexej von Jawlensky: Alexej von Jawlensky (1864\u20131941) was a Russian "
                "Expressionist painter born in Torzhok who settled in Munich in 1896. With three "
                "other artists he formed the Blue Four in 1924, a group that exhibited in the "
                "United States, and he spent his last years, crippled by arthritis, in Wiesbaden."
            ),
            D(
                "Gabriele M\u00fcnter: Gabriele M\u00fcnter (1877\u20131962) was a German "
                "Expressionist painter born in Berlin and a member of the Munich circle that "
                "became Der Blaue Reiter. Her house in Murnau am Staffelsee, where she hid many "
                "works by her former partner from the Nazis, is now a museum."
            ),
            D(
                "Oskar Schlemmer: Oskar Schlemmer (1888\u20131943) was a German painter, sculptor "
                "and choreographer born in Stuttgart. He taught at the Bauhaus from 1920 to 1929, "
                "where he ran the stage workshop, and his Triadic Ballet, with its stiff geometric "
                "costumes, was first performed in 1922."
            ),
            S(
                "Paul Klee: Paul Klee (1879\u20131940) was a painter born in M\u00fcnchenbuchsee, "
                "near Bern in Switzerland, to a German father and a Swiss mother. His playful, "
                "colourful works draw on Expressionism, Cubism and Surrealism, and he taught at "
                "the Bauhaus from 1921 to 1931."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who directed the film for which Eminem's song Lose Yourself was written?",
        "Curtis Hanson",
        [
            D(
                "Eminem: Marshall Bruce Mathers III (born 17 October 1972), known as Eminem, is an "
                "American rapper born in St. Joseph, Missouri, who grew up in Detroit. Discovered "
                "by Dr. Dre, he released The Slim Shady LP in 1999 and The Marshall Mathers LP in "
                "2000, both of them on Aftermath Entertainment."
            ),
            D(
                "Stan (song): Stan is a song by Eminem featuring the English singer Dido, released "
                "in 2000 from The Marshall Mathers LP. It tells of an obsessed fan whose letters "
                "go unanswered, it samples Dido's song Thank You, and its title became a slang "
                "word for an overzealous fan."
            ),
            S(
                "Lose Yourself: Lose Yourself is a song by the American rapper Eminem, written for "
                "the soundtrack of the 2002 film 8 Mile. It spent twelve weeks at number one on "
                "the Billboard Hot 100, and in 2003 it became the first rap song to win the "
                "Academy Award for Best Original Song."
            ),
            D(
                "Skyfall (song): Skyfall is a song by Adele and Paul Epworth, recorded for the "
                "2012 James Bond film of the same name. It won the Academy Award for Best Original "
                "Song in 2013, the first Bond theme to do so, and it reached number two on the UK "
                "Singles Chart."
            ),
            D(
                "L.A. Confidential (film): L.A. Confidential is a 1997 neo-noir crime film based "
                "on James Ellroy's novel about police corruption in 1950s Los Angeles, starring "
                "Kevin Spacey, Russell Crowe and Guy Pearce. Kim Basinger won the Academy Award "
                "for Best Supporting Actress for her role in it."
            ),
            D(
                "Lose Yourself to Dance: Lose Yourself to Dance is a 2013 song by the French "
                "electronic duo Daft Punk from their album Random Access Memories. Pharrell "
                "Williams sings it and Nile Rodgers plays rhythm guitar, the same pairing as on "
                "the duo's worldwide hit Get Lucky, released that spring."
            ),
            D(
                "Eight Mile Road: Eight Mile Road is a major east\u2013west road in the Detroit "
                "area, signed as M-102 for part of its length. It marks the northern city limit of "
                "Detroit and has long been seen as a dividing line between the city and its mostly "
                "white northern suburbs."
            ),
            S(
                "8 Mile (film): 8 Mile is a 2002 American drama film directed by Curtis Hanson and "
                "written by Scott Silver. Eminem stars as Jimmy Smith Jr., a young rapper from a "
                "trailer park in Detroit in 1995, with Kim Basinger as his mother and Brittany "
                "Murphy and Mekhi Phifer in supporting roles."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who created the sitcom from which Mork & Mindy was spun off?",
        "Garry Marshall",
        [
            D(
                "Taxi (TV series): Taxi is an American sitcom broadcast by ABC from 1978 to 1982 "
                "and by NBC in 1982\u201383, set in a New York City taxi garage. It was created by "
                "James L. Brooks, Stan Daniels, David Davis and Ed. Weinberger, and it starred "
                "Judd Hirsch and Danny DeVito."
            ),
            S(
                "Happy Days: Happy Days is an American sitcom created by Garry Marshall and "
                "broadcast by ABC from 1974 to 1984. Set in Milwaukee in the 1950s and 1960s, it "
                "starred Ron Howard as Richie Cunningham and Henry Winkler as the leather-jacketed "
                "Arthur 'Fonzie' Fonzarelli."
            ),
            D(
                "Rhoda: Rhoda is an American sitcom broadcast by CBS from 1974 to 1978, starring "
                "Valerie Harper as Rhoda Morgenstern, who moves back home to New York City and "
                "marries. It was spun off from The Mary Tyler Moore Show, which had been created "
                "by James L. Brooks and Allan Burns."
            ),
            D(
                "Robin Williams: Robin McLaurin Williams (1951\u20132014) was an American comedian "
                "and actor born in Chicago. He won the Academy Award for Best Supporting Actor for "
                "Good Will Hunting (1997), and his other films include Dead Poets Society, Aladdin "
                "and Mrs. Doubtfire."
            ),
            D(
                "Laverne & Shirley: Laverne & Shirley is an American sitcom broadcast by ABC from "
                "1976 to 1983, starring Penny Marshall and Cindy Williams as two bottle cappers at "
                "a Milwaukee brewery. It was itself spun off from an older show, in which the pair "
                "had first appeared on a double date."
            ),
            S(
                "Mork & Mindy: Mork & Mindy is an American sitcom broadcast by ABC from 1978 to "
                "1982. Robin Williams plays Mork, an alien from the planet Ork, and Pam Dawber "
                "plays Mindy, a young woman in Boulder, Colorado; it was spun off from Happy Days, "
                "where Mork first appeared in 1978."
            ),
            D(
                "Joanie Loves Chachi: Joanie Loves Chachi is an American sitcom broadcast by ABC "
                "in 1982 and 1983, starring Erin Moran and Scott Baio as a young couple trying to "
                "make it as singers in Chicago. It ran for only seventeen episodes before the pair "
                "returned to their original series."
            ),
            D(
                "Boulder, Colorado: Boulder is a city at the foot of the Rocky Mountains in "
                "Colorado, about 40 kilometres northwest of Denver, and home to the main campus of "
                "the University of Colorado. A house on Pine Street there served as the exterior "
                "of the family home in a 1970s sitcom."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song Johnny B. Goode die?",
        "Wentzville, Missouri",
        [
            D(
                "Little Richard: Richard Wayne Penniman (1932\u20132020), known as Little Richard, "
                "was an American singer and pianist born in Macon, Georgia, whose Tutti Frutti "
                "(1955) helped to shape rock and roll. He died of bone cancer in Tullahoma, "
                "Tennessee, on 9 May 2020."
            ),
            S(
                "Chuck Berry: Charles Edward Anderson Berry (18 October 1926 \u2013 18 March 2017) "
                "was an American guitarist, singer and songwriter born in St. Louis, Missouri, and "
                "one of the pioneers of rock and roll. He died at his home near Wentzville, "
                "Missouri, at the age of 90."
            ),
            D(
                "Maybellene: Maybellene is a song recorded in May 1955 at the Chess studio in "
                "Chicago and released that July as the first single of a young guitarist from St. "
                "Louis. Adapted from the old fiddle tune Ida Red, it reached number five on the "
                "Billboard pop chart."
            ),
            D(
                "Bo Diddley: Ellas Otha Bates (1928\u20132008), known as Bo Diddley, was an "
                "American guitarist born in McComb, Mississippi, who recorded for Chess Records' "
                "Checker label. His shuffling 'Bo Diddley beat' was widely copied, and he died at "
                "his home in Archer, Florida."
            ),
            D(
                "Back to the Future: Back to the Future is a 1985 science fiction film directed by "
                "Robert Zemeckis, in which Marty McFly travels from 1985 to 1955 in a DeLorean "
                "time machine. At a school dance he plays Johnny B. Goode, and the bandleader "
                "phones his cousin Marvin to hear the new sound."
            ),
            D(
                "Jerry Lee Lewis: Jerry Lee Lewis (1935\u20132022) was an American singer and "
                "pianist born in Ferriday, Louisiana, whose Whole Lotta Shakin' Goin' On and Great "
                "Balls of Fire were hits for Sun Records in 1957. He died at his home in DeSoto "
                "County, Mississippi, at 87."
            ),
            S(
                "Johnny B. Goode: Johnny B. Goode is a 1958 rock and roll song written and first "
                "recorded by Chuck Berry and released by Chess Records. It tells of a poor country "
                "boy who can play the guitar just like ringing a bell, and a recording of it "
                "travels aboard the two Voyager spacecraft."
            ),
            D(
                "Chess Records: Chess Records was an American record company founded in Chicago in "
                "1950 by the Polish-born brothers Leonard and Phil Chess. It recorded blues and "
                "rock and roll by Muddy Waters, Howlin' Wolf, Etta James and Bo Diddley, and the "
                "brothers sold it in 1969."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "the muppet show was created by a puppeteer born in which mississippi city",
        "Greenville",
        [
            D(
                "Frank Oz: Frank Oz (born 25 May 1944) is an American puppeteer and director born "
                "in Hereford, England, who performed Miss Piggy, Fozzie Bear, Animal and Grover "
                "for decades. He also directed the films Little Shop of Horrors (1986) and What "
                "About Bob? (1991)."
            ),
            S(
                "The Muppet Show: The Muppet Show is a comedy variety series created by the "
                "puppeteer Jim Henson, made in England at the ATV studios in Elstree and broadcast "
                "from 1976 to 1981. Kermit the Frog hosts a chaotic vaudeville-style show, with a "
                "celebrity guest star in each episode."
            ),
            D(
                "Leland, Mississippi: Leland is a small city in Washington County in the "
                "Mississippi Delta, on the banks of Deer Creek. It calls itself the birthplace of "
                "Kermit the Frog, because the creator of the Muppets spent his boyhood there, and "
                "a small museum by the creek tells his story."
            ),
            D(
                "Fraggle Rock: Fraggle Rock is a children's television series broadcast from 1983 "
                "to 1987, made in Toronto as a co-production between Canada, the United Kingdom "
                "and the United States. Its cave-dwelling Fraggles live beside the tiny, "
                "hard-working Doozers and fear the giant Gorgs."
            ),
            D(
                "The Muppet Movie: The Muppet Movie is a 1979 musical comedy film directed by "
                "James Frawley, in which Kermit the Frog leaves his Florida swamp for Hollywood "
                "and meets the other Muppets on the way. Its song Rainbow Connection was nominated "
                "for the Academy Award for Best Original Song."
            ),
            D(
                "Kermit the Frog: Kermit the Frog is a Muppet character first seen in 1955 on Sam "
                "and Friends, a short television show in Washington, D.C. Originally a lizard-like "
                "figure made from an old green coat and the halves of a ping-pong ball, he later "
                "became the Muppets' leader and host."
            ),
            D(
                "B.B. King: Riley B. King (1925\u20132015), known as B.B. King, was an American "
                "blues guitarist and singer born on a cotton plantation near Itta Bena, "
                "Mississippi. He called each of his guitars Lucille, and his best-known hit, The "
                "Thrill Is Gone, came out in 1969."
            ),
            S(
                "Jim Henson: James Maury Henson (1936\u20131990) was an American puppeteer and "
                "filmmaker, born on 24 September 1936 in Greenville, Mississippi. He created the "
                "Muppets in 1955, performed Kermit the Frog, co-directed The Dark Crystal (1982) "
                "and directed Labyrinth (1986)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Franz Kafka or Rainer Maria Rilke?",
        "Rainer Maria Rilke",
        [
            D(
                "Max Brod: Max Brod (1884\u20131968) was a Prague-born German-language writer, "
                "critic and composer who emigrated to Palestine in 1939. He ignored his closest "
                "friend's wish that his manuscripts be burned after his death, and instead edited "
                "and published them."
            ),
            D(
                "Franz Werfel: Franz Werfel (1890\u20131945) was an Austrian novelist and poet "
                "born in Prague, best known for The Forty Days of Musa Dagh (1933) and The Song of "
                "Bernadette (1941). He married Alma Mahler in 1929, fled to the United States in "
                "1940 and died in Beverly Hills."
            ),
            S(
                "Franz Kafka: Franz Kafka (3 July 1883 \u2013 3 June 1924) was a German-speaking "
                "writer from Prague who worked for an accident insurance institute. His novella "
                "The Metamorphosis appeared in 1915, while The Trial and The Castle were published "
                "after his death by Max Brod."
            ),
            D(
                "Stefan Zweig: Stefan Zweig (1881\u20131942) was an Austrian writer born in "
                "Vienna, whose novellas and biographies were among the most translated books of "
                "the 1920s and 1930s. He left Austria in 1934, and he died in exile in "
                "Petr\u00f3polis, Brazil, in February 1942."
            ),
            D(
                "The Metamorphosis: The Metamorphosis is a novella first published in 1915, in "
                "which the travelling salesman Gregor Samsa wakes one morning to find himself "
                "transformed into a monstrous insect. His family's pity for him slowly turns to "
                "disgust, and he dies alone in his room."
            ),
            D(
                "Hugo von Hofmannsthal: Hugo von Hofmannsthal (1874\u20131929) was an Austrian "
                "poet and dramatist born in Vienna, who wrote the libretto of Der Rosenkavalier "
                "for Richard Strauss. His morality play Jedermann (1911) is still staged each "
                "summer at a festival he helped to found."
            ),
            S(
                "Rainer Maria Rilke: Rainer Maria Rilke (4 December 1875 \u2013 29 December 1926) "
                "was an Austrian poet born in Prague, who wrote mainly in German. His works "
                "include the Duino Elegies and the Sonnets to Orpheus, both finished in 1922, and "
                "the Letters to a Young Poet."
            ),
            D(
                "Duino Castle: Duino Castle is a castle on the cliffs above the Gulf of Trieste in "
                "Italy, owned by the princes of Thurn und Taxis. A poet who stayed there as a "
                "guest in the winter of 1911\u201312 began a cycle of elegies there that is named "
                "after the castle."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which Dutch art movement did the painter of Composition with Red, Blue and Yellow "
            "help to found?"
        ),
        "De Stijl",
        [
            D(
                "Kazimir Malevich: Kazimir Malevich (1879\u20131935) was a Russian avant-garde "
                "painter born in Kyiv who founded the abstract movement he called Suprematism. His "
                "Black Square, first shown in Petrograd in 1915, hung high in the corner of the "
                "room, where icons are placed in Russian homes."
            ),
            D(
                "Broadway Boogie Woogie: Broadway Boogie Woogie is a painting finished in 1943, "
                "after its Dutch painter had moved to New York. Its grid of yellow lines broken by "
                "small squares of red, blue and grey echoes the city's street plan and the "
                "boogie-woogie music he loved; it hangs in the Museum of Modern Art."
            ),
            S(
                "Piet Mondrian: Pieter Cornelis Mondriaan (1872\u20131944) was a Dutch painter "
                "born in Amersfoort and a pioneer of abstract art. In 1917 he helped to found the "
                "De Stijl movement with Theo van Doesburg, and he reduced his paintings to "
                "straight lines, right angles and the primary colours."
            ),
            D(
                "Bauhaus: The Bauhaus was a German school of art, design and architecture founded "
                "by Walter Gropius in Weimar in 1919. It moved to Dessau in 1925, into a building "
                "Gropius designed, and to Berlin in 1932, and it closed under pressure from the "
                "Nazis in 1933."
            ),
            D(
                "Amersfoort: Amersfoort is a city in the Dutch province of Utrecht with about "
                "160,000 inhabitants. Its medieval centre is ringed by canals and guarded by the "
                "Koppelpoort, a combined land and water gate, and the house where a famous "
                "abstract painter was born is now a museum."
            ),
            D(
                "Victory Boogie Woogie: Victory Boogie Woogie is an unfinished painting on a "
                "square canvas turned 45 degrees, on which its Dutch painter was still working "
                "when he died in New York in 1944. It was bought for the Dutch nation in 1998 for "
                "about 80 million guilders and hangs in the Kunstmuseum Den Haag."
            ),
            S(
                "Composition with Red, Blue and Yellow: Composition with Red, Blue and Yellow is a "
                "1930 abstract painting by Piet Mondrian. Thick black lines divide the white "
                "canvas into rectangles, with a large red square at the upper right and small "
                "blocks of blue at the lower left and yellow at the lower right."
            ),
            D(
                "Fauvism: Fauvism was a short-lived movement of French painters in the early "
                "1900s, led by Henri Matisse and Andr\u00e9 Derain, who used wild, unmixed colour. "
                "The name came from the critic Louis Vauxcelles, who called them fauves, wild "
                "beasts, at the Salon d'Automne of 1905."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which band was formed first, Aerosmith or Kiss?",
        "Aerosmith",
        [
            D(
                "Walk This Way: Walk This Way is a song written by Steven Tyler and Joe Perry, "
                "released in 1975 on the album Toys in the Attic. In 1986 a version by the hip hop "
                "group Run-DMC, with the two original writers taking part in the recording and the "
                "video, reached number four in the US."
            ),
            S(
                "Aerosmith: Aerosmith is an American hard rock band formed in Boston in 1970, "
                "whose long-serving line-up centred on the singer Steven Tyler and the guitarist "
                "Joe Perry. Its hits include Dream On, Walk This Way and I Don't Want to Miss a "
                "Thing, and it has sold more than 150 million records."
            ),
            D(
                "Van Halen: Van Halen was an American rock band formed in Pasadena, California, in "
                "1972 by the brothers Eddie and Alex Van Halen. With the singer David Lee Roth "
                "they released their debut album in 1978, and their 1984 single Jump reached "
                "number one in the United States."
            ),
            D(
                "Gene Simmons: Gene Simmons, born Chaim Witz on 25 August 1949 in Haifa, Israel, "
                "is an American musician who moved to New York with his mother as a boy. He sang "
                "and played bass in a face-painted rock band, in the role of the fire-breathing, "
                "blood-spitting Demon."
            ),
            D(
                "Boston (band): Boston is an American rock band from Boston, Massachusetts, led by "
                "the guitarist and engineer Tom Scholz, who recorded most of its 1976 debut album "
                "in his basement studio. That album has sold more than 17 million copies in the US "
                "and includes More Than a Feeling."
            ),
            D(
                "Cheap Trick: Cheap Trick is an American rock band from Rockford, Illinois, formed "
                "in 1973 by the guitarist Rick Nielsen and the bassist Tom Petersson. Its 1979 "
                "live album Cheap Trick at Budokan, recorded in Tokyo, made the band famous at "
                "last in the United States."
            ),
            D(
                "Steven Tyler: Steven Victor Tallarico (born 26 March 1948), known as Steven "
                "Tyler, is an American singer and songwriter who grew up in Yonkers, New York. He "
                "served as a judge on American Idol in 2011 and 2012, and he is the father of the "
                "actress Liv Tyler."
            ),
            S(
                "Kiss (band): Kiss is an American rock band formed in New York City in January "
                "1973 by Paul Stanley, Gene Simmons, Ace Frehley and Peter Criss. Famous for its "
                "face paint and stage shows with fire-breathing and pyrotechnics, it played its "
                "final concert at Madison Square Garden in December 2023."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the author of the novella on which Apocalypse Now is based born?",
        "Berdychiv",
        [
            D(
                "Francis Ford Coppola: Francis Ford Coppola (born 7 April 1939) is an American "
                "filmmaker born in Detroit, Michigan. He directed The Godfather (1972) and its two "
                "sequels, and he won the Palme d'Or twice, for The Conversation in 1974 and for a "
                "war film five years later."
            ),
            D(
                "Heart of Darkness: Heart of Darkness is a novella first serialised in Blackwood's "
                "Magazine in 1899. Its narrator, the sailor Marlow, tells of a journey up the "
                "Congo River to find the ivory trader Kurtz, whose dying words, 'The horror! The "
                "horror!', are among the most quoted in fiction."
            ),
            S(
                "Joseph Conrad: Joseph Conrad (1857\u20131924), born J\u00f3zef Teodor Konrad "
                "Korzeniowski, was a Polish-British novelist. He was born in Berdychiv, then in "
                "the Russian Empire and now in Ukraine, spent years as a merchant seaman, and "
                "wrote his books in English, his third language."
            ),
            D(
                "Hearts of Darkness: A Filmmaker's Apocalypse: Hearts of Darkness is a 1991 "
                "documentary about the troubled making of a 1979 war film in the Philippines, "
                "built largely on footage shot by Eleanor Coppola. It covers a typhoon that "
                "wrecked the sets, Martin Sheen's heart attack and a budget that kept growing."
            ),
            D(
                "Martin Sheen: Martin Sheen, born Ram\u00f3n Antonio Gerardo Est\u00e9vez on 3 "
                "August 1940 in Dayton, Ohio, is an American actor. He starred in Badlands (1973) "
                "and played President Josiah Bartlet in The West Wing, and he is the father of the "
                "actors Emilio Estevez and Charlie Sheen."
            ),
            D(
                "Rudyard Kipling: Joseph Rudyard Kipling (1865\u20131936) was an English writer "
                "born in Bombay, British India. His works include The Jungle Book (1894) and Kim "
                "(1901), and in 1907 he became the first English-language writer to win the Nobel "
                "Prize in Literature."
            ),
            S(
                "Apocalypse Now: Apocalypse Now is a 1979 American war film directed by Francis "
                "Ford Coppola and loosely based on Joseph Conrad's novella Heart of Darkness, "
                "moved to the Vietnam War. Martin Sheen plays Captain Willard, sent upriver to "
                "kill Marlon Brando's renegade Colonel Kurtz."
            ),
            D(
                "Nostromo: Nostromo is a 1904 novel by Joseph Conrad set in the fictional South "
                "American republic of Costaguana, where a silver mine shapes the fate of the port "
                "of Sulaco. Its title character, an Italian dock foreman, is trusted to hide a "
                "cargo of silver during a revolution."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the artist of The Great Wave off Kanagawa born?",
        "Edo (present-day Tokyo)",
        [
            D(
                "Utagawa Hiroshige: Utagawa Hiroshige (1797\u20131858) was a Japanese ukiyo-e "
                "artist, the son of a fire warden, known for landscape series such as The "
                "Fifty-three Stations of the T\u014dkaid\u014d (1833\u201334). Vincent van Gogh "
                "copied two of his prints of rain and plum blossom in oil paint."
            ),
            D(
                "Thirty-six Views of Mount Fuji: Thirty-six Views of Mount Fuji is a series of "
                "landscape woodblock prints published from about 1830 to 1832, showing the "
                "mountain from many places and in different seasons. Its popularity led the "
                "publisher, Nishimuraya Yohachi, to add ten more prints."
            ),
            S(
                "The Great Wave off Kanagawa: The Great Wave off Kanagawa is a woodblock print by "
                "the Japanese artist Hokusai, made around 1831 as the first print in his series "
                "Thirty-six Views of Mount Fuji. A huge clawed wave towers over three boats, with "
                "the snow-capped mountain small in the distance."
            ),
            D(
                "Kitagawa Utamaro: Kitagawa Utamaro (c. 1753\u20131806) was a Japanese ukiyo-e "
                "artist renowned for his close-up bust portraits of beautiful women. In 1804 he "
                "was handcuffed for fifty days for prints about a sixteenth-century warlord, and "
                "he died two years later."
            ),
            D(
                "Fine Wind, Clear Morning: Fine Wind, Clear Morning, also called Red Fuji, is a "
                "woodblock print from the same series as a famous picture of a breaking wave. It "
                "shows the mountain turned red by the early-morning sun in late summer or early "
                "autumn, under a sky of small white clouds."
            ),
            D(
                "Kanagawa-juku: Kanagawa-juku was the third of the fifty-three post stations of "
                "the T\u014dkaid\u014d road, in what is now Kanagawa Ward of Yokohama. Overlooking "
                "the bay, it was known for its teahouses, and it appears in the best-known "
                "landscape print series of the old road."
            ),
            D(
                "T\u014dsh\u016bsai Sharaku: T\u014dsh\u016bsai Sharaku was a Japanese ukiyo-e "
                "artist who made about 140 prints of kabuki actors in ten months of 1794 and 1795 "
                "and then vanished. His real identity is unknown, though many scholars think he "
                "was a Noh actor named Sait\u014d J\u016br\u014dbei."
            ),
            S(
                "Hokusai: Katsushika Hokusai (c. 1760 \u2013 10 May 1849) was a Japanese ukiyo-e "
                "artist born in Edo, the city now called Tokyo. He worked under some thirty names "
                "in a career of about seventy years, and his printed sketchbooks, the Hokusai "
                "Manga, later influenced European painters."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which city was the band behind master of puppets formed in",
        "Los Angeles",
        [
            D(
                "Ride the Lightning: Ride the Lightning is the second studio album by Metallica, "
                "released in July 1984 by the independent label Megaforce Records. Recorded in "
                "Copenhagen with the producer Flemming Rasmussen, it includes the songs Fade to "
                "Black and For Whom the Bell Tolls."
            ),
            D(
                "Slayer: Slayer is an American thrash metal band formed in Huntington Park, "
                "California, in 1981 by the guitarists Kerry King and Jeff Hanneman. Its 1986 "
                "album Reign in Blood, produced by Rick Rubin for Def Jam Recordings, lasts less "
                "than 29 minutes and is often named among the heaviest records ever made."
            ),
            D(
                "Megadeth: Megadeth is an American thrash metal band founded in 1983 by the "
                "guitarist and singer Dave Mustaine and the bassist David Ellefson. Its albums "
                "include Peace Sells... but Who's Buying? (1986) and Rust in Peace (1990), and it "
                "won a Grammy Award in 2017."
            ),
            S(
                "Master of Puppets: Master of Puppets is the third studio album by the American "
                "heavy metal band Metallica, released in March 1986 by Elektra Records. Recorded "
                "in Copenhagen, it was the last album with the bassist Cliff Burton, who died in a "
                "bus crash in Sweden that September."
            ),
            D(
                "Lars Ulrich: Lars Ulrich (born 26 December 1963) is a Danish drummer born in "
                "Gentofte, near Copenhagen, the son of the tennis player Torben Ulrich. His family "
                "moved to Newport Beach, California, in 1980, and the next year he placed a "
                "newspaper advertisement seeking musicians."
            ),
            D(
                "The Number of the Beast (album): The Number of the Beast is the third studio "
                "album by the English heavy metal band Iron Maiden, released in March 1982 by EMI. "
                "It was the first with the singer Bruce Dickinson, and it became the band's first "
                "number-one album in the UK."
            ),
            S(
                "Metallica: Metallica is an American heavy metal band formed in Los Angeles in "
                "October 1981 by the singer and guitarist James Hetfield and the drummer Lars "
                "Ulrich. Based in the San Francisco Bay Area since 1983, it helped to shape thrash "
                "metal and has sold more than 125 million records."
            ),
            D(
                "Cliff Burton: Clifford Lee Burton (1962\u20131986) was an American bass player "
                "born in Castro Valley, California, who joined Metallica late in 1982. He was "
                "killed on 27 September 1986 when the band's tour bus skidded off an icy road near "
                "Ljungby, in southern Sweden."
            ),
        ],
        drop=1,
    ),
]
