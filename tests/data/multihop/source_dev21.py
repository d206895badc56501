"""Development multi-hop questions, batch 21.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (the rest of it, down to its held-out score table, was seen in
passing), and the other development sources (source_dev1.py to source_dev20.py) for the
format and to choose subjects none of them asks about. The held-out sources were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out. Written
after lexical-v40.

Measured lengths: mean support 293 characters, mean distractor 290 characters; a support
is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the home stadium of the team with which Tom Brady won his seventh Super Bowl?",
        "Raymond James Stadium",
        [
            D(
                "New England Patriots: The New England Patriots are a professional American "
                "football team based in the Greater Boston area, founded in 1959 as a charter "
                "member of the American Football League. They play at Gillette Stadium in "
                "Foxborough, Massachusetts, and share the record of six Super Bowl titles."
            ),
            D(
                "Peyton Manning: Peyton Williams Manning (born 24 March 1976) is an American "
                "former quarterback who spent 14 seasons with the Indianapolis Colts and four with "
                "the Denver Broncos. He won Super Bowl XLI with the Colts in February 2007 and "
                "Super Bowl 50 with the Broncos in his final game in 2016."
            ),
            S(
                "Tom Brady: Thomas Edward Patrick Brady Jr. (born 3 August 1977) is an American "
                "former quarterback who played 23 seasons in the National Football League. He won "
                "six Super Bowls with the New England Patriots, then joined the Tampa Bay "
                "Buccaneers in 2020 and won his seventh with them in February 2021."
            ),
            D(
                "Joe Montana: Joseph Clifford Montana Jr. (born 11 June 1956) is an American "
                "former quarterback who won four Super Bowls with the San Francisco 49ers in the "
                "1980s and was named the most valuable player of three of them. He ended his "
                "career with two seasons at the Kansas City Chiefs in 1993 and 1994."
            ),
            D(
                "Kansas City Chiefs: The Kansas City Chiefs are a professional American football "
                "team based in Kansas City, Missouri, which began play in 1960 as the Dallas "
                "Texans. They have played at Arrowhead Stadium since 1972, and they lost Super "
                "Bowl LV 31\u20139 before winning the title after the 2022 and 2023 seasons."
            ),
            S(
                "Tampa Bay Buccaneers: The Tampa Bay Buccaneers are a professional American "
                "football team based in Tampa, Florida, which entered the National Football League "
                "as an expansion team in 1976. Since 1998 they have played their home games at "
                "Raymond James Stadium, and they won Super Bowls after the 2002 and 2020 seasons."
            ),
            D(
                "Tampa Stadium: Tampa Stadium was an open-air stadium in Tampa, Florida, nicknamed "
                "the Big Sombrero for the curved shape of its upper stands. Opened in 1967, it "
                "hosted Super Bowls XVIII and XXV and was home to the city's NFL team from 1976 to "
                "1997, and it was demolished in 1999."
            ),
            D(
                "Super Bowl: The Super Bowl is the annual championship game of the National "
                "Football League, first played in January 1967 between the Green Bay Packers and "
                "the Kansas City Chiefs. It is now held on a Sunday in February, draws the largest "
                "television audience of the American year, and its winner receives the Vince "
                "Lombardi Trophy."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Sachin Tendulkar or Brian Lara?",
        "Brian Lara",
        [
            D(
                "Sunil Gavaskar: Sunil Manohar Gavaskar (born 10 July 1949) is an Indian former "
                "opening batsman from Bombay who in March 1987 became the first player to score "
                "10,000 runs in Test cricket. His record of 34 Test centuries was later passed by "
                "a younger Bombay batsman, and he now works as a commentator."
            ),
            D(
                "Garfield Sobers: Sir Garfield St Aubrun Sobers (born 28 July 1936) is a Barbadian "
                "former all-rounder who captained the West Indies in 39 Tests. His score of 365 "
                "not out against Pakistan in 1958 stood as the highest Test innings for 36 years, "
                "and in 1968 he hit six sixes in one over for Nottinghamshire."
            ),
            S(
                "Brian Lara: Brian Charles Lara (born 2 May 1969) is a Trinidadian former batsman "
                "who played for the West Indies from 1990 to 2007. He holds the record for the "
                "highest Test innings, 400 not out against England in Antigua in 2004, and the "
                "highest first-class score, 501 not out for Warwickshire in 1994."
            ),
            D(
                "Ricky Ponting: Ricky Thomas Ponting (born 19 December 1974) is an Australian "
                "former batsman born in Launceston, Tasmania. He captained Australia to World Cup "
                "victories in 2003 and 2007 and retired from Test cricket in 2012 with 13,378 "
                "runs, then the second-highest total in the history of the game."
            ),
            D(
                "Arjun Tendulkar: Arjun Tendulkar (born 24 September 1999) is an Indian cricketer, "
                "a left-arm seam bowler and lower-order batsman who plays domestic cricket for "
                "Goa. The son of a famous Mumbai batsman, he made his debut in the Indian Premier "
                "League for the Mumbai Indians in April 2023."
            ),
            D(
                "Virat Kohli: Virat Kohli (born 5 November 1988) is an Indian batsman from Delhi "
                "who captained his country in all three formats of the game. He made his 50th "
                "one-day international century at the 2023 World Cup, a record, and retired from "
                "Twenty20 internationals after India won the 2024 World Cup."
            ),
            S(
                "Sachin Tendulkar: Sachin Ramesh Tendulkar (born 24 April 1973) is an Indian "
                "former batsman from Bombay, now Mumbai, who made his Test debut at the age of "
                "sixteen in 1989. He retired in 2013 after 200 Tests as the leading run-scorer in "
                "both Test and one-day cricket, with 100 international centuries."
            ),
            D(
                "Shivnarine Chanderpaul: Shivnarine Chanderpaul (born 16 August 1974) is a "
                "Guyanese former batsman who played 164 Tests for the West Indies between 1994 and "
                "2015. Known for his crab-like batting stance, he scored 11,867 Test runs, and his "
                "son Tagenarine has also opened the batting for the West Indies."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song Nel blu, dipinto di blu die?",
        "Lampedusa",
        [
            D(
                "Polignano a Mare: Polignano a Mare is a town of about 17,000 people in the "
                "province of Bari, Apulia, built on limestone cliffs above the Adriatic Sea. Its "
                "whitewashed old town overlooks the pebble cove of Lama Monachile, and a bronze "
                "statue of its most famous son, a singer with his arms flung wide, stands on the "
                "seafront."
            ),
            D(
                "Piove (Ciao, ciao bambina): Piove, known in English as Ciao, Ciao Bambina, is a "
                "1959 Italian song written by Domenico Modugno and Dino Verde. It won the Sanremo "
                "festival that year and then represented Italy at the Eurovision Song Contest in "
                "Cannes, where it finished sixth among eleven entries."
            ),
            S(
                "Nel blu, dipinto di blu: Nel blu, dipinto di blu, better known as Volare, is a "
                "1958 song by the Italian singer-songwriter Domenico Modugno, with lyrics by "
                "Franco Migliacci. It won the Sanremo festival, came third at that year's "
                "Eurovision Song Contest, and won the first Grammy Awards for Record and Song of "
                "the Year."
            ),
            D(
                "Lucio Dalla: Lucio Dalla (4 March 1943 \u2013 1 March 2012) was an Italian "
                "singer-songwriter and jazz clarinettist from Bologna. His 1986 song Caruso, about "
                "the last days of the tenor Enrico Caruso in Sorrento, has been covered hundreds "
                "of times, and he died of a heart attack in Montreux while on a concert tour."
            ),
            D(
                "Renato Carosone: Renato Carosone (1920\u20132001) was an Italian pianist, "
                "bandleader and singer from Naples, whose songs mixed Neapolitan tradition with "
                "swing, jazz and rock and roll. His 1956 hit Tu vu\u00f2 f\u00e0 l'americano mocks "
                "young Italians who ape American ways, and he died in Rome at the age of 81."
            ),
            D(
                "Gigliola Cinquetti: Gigliola Cinquetti (born 20 December 1947) is an Italian "
                "singer and television presenter from Verona who won the Sanremo festival at "
                "sixteen with Non ho l'et\u00e0 in 1964. The same song gave Italy its first "
                "victory at the Eurovision Song Contest, held in Copenhagen that March."
            ),
            S(
                "Domenico Modugno: Domenico Modugno (9 January 1928 \u2013 6 August 1994) was an "
                "Italian singer, songwriter and actor born in Polignano a Mare, in Apulia. In his "
                "later years he served in the Italian parliament for the Radical Party, and he "
                "died of a heart attack at his home on the island of Lampedusa."
            ),
            D(
                "Andrea Bocelli: Andrea Bocelli (born 22 September 1958) is an Italian tenor from "
                "Lajatico, in Tuscany, who lost his sight at the age of twelve after a football "
                "accident. He won the newcomers' section at Sanremo in 1994, and his 1995 song Con "
                "te partir\u00f2 became the worldwide hit Time to Say Goodbye."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the captain of the 1948 australian cricket team known as the invincibles",
        "Cootamundra, New South Wales",
        [
            D(
                "Preston North End F.C.: Preston North End is an English football club from "
                "Preston, Lancashire, founded in 1880. Nicknamed the Invincibles, its side of "
                "1888\u201389 won the first Football League title without losing a match and also "
                "lifted the FA Cup that season without conceding a single goal."
            ),
            S(
                "Don Bradman: Sir Donald George Bradman (27 August 1908 \u2013 25 February 2001) "
                "was an Australian batsman, widely held to be the greatest in the history of the "
                "game. Born in Cootamundra, New South Wales, and raised in Bowral, he finished his "
                "Test career in 1948 with a batting average of 99.94."
            ),
            D(
                "2003\u201304 Arsenal F.C. season: In the 2003\u201304 season Arsenal won the "
                "Premier League without losing any of its 38 matches, earning the name the "
                "Invincibles. The team was managed by Ars\u00e8ne Wenger, born in Strasbourg in "
                "1949, and captained by the midfielder Patrick Vieira, born in Dakar in 1976."
            ),
            D(
                "Keith Miller: Keith Ross Miller (1919\u20132004) was an Australian all-rounder "
                "and the leading fast bowler, with Ray Lindwall, of the 1948 touring side. Born in "
                "Sunshine, a suburb of Melbourne, he had flown Mosquito fighter-bombers over "
                "Europe with the Royal Australian Air Force during the Second World War."
            ),
            D(
                "Bodyline: Bodyline was a bowling tactic used by England in the 1932\u201333 Ashes "
                "series in Australia to curb the scoring of the home side's greatest batsman. "
                "Devised by the England captain Douglas Jardine, born in Bombay in 1900, it relied "
                "on fast, short deliveries aimed at the batsman's body."
            ),
            D(
                "Lindsay Hassett: Arthur Lindsay Hassett (1913\u20131993) was an Australian "
                "batsman born in Geelong, Victoria, who served as vice-captain on the 1948 tour of "
                "England. Small and quick-footed, he took over the Test captaincy the following "
                "year and led Australia in 24 Tests, winning 14 of them."
            ),
            S(
                "The Invincibles (cricket): The Invincibles is the name given to the Australian "
                "cricket team that toured England in 1948 under the captaincy of Don Bradman. The "
                "side went through 31 first-class matches without a single defeat and won the "
                "five-Test Ashes series 4\u20130, with one match drawn."
            ),
            D(
                "Bowral: Bowral is a town in the Southern Highlands of New South Wales, about 110 "
                "km south-west of Sydney. It is home to the Bradman Museum and the International "
                "Cricket Hall of Fame, beside the oval where a young batsman made his name in the "
                "1920s, and it holds a tulip festival each spring."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which ballpark did the team with which Jackie Robinson broke baseball's colour "
            "line play its home games in 1947?"
        ),
        "Ebbets Field",
        [
            S(
                "Jackie Robinson: Jack Roosevelt Robinson (1919\u20131972) was an American "
                "baseball player born in Cairo, Georgia. When he took the field at first base for "
                "the Brooklyn Dodgers on 15 April 1947, he became the first Black player in the "
                "modern major leagues, ending six decades of segregation."
            ),
            D(
                "Larry Doby: Lawrence Eugene Doby (1923\u20132003) was an American outfielder who "
                "joined the Cleveland Indians in July 1947 and became the first Black player in "
                "the American League. The Indians played that season at Cleveland Stadium on the "
                "shore of Lake Erie, and Doby helped them win the 1948 World Series."
            ),
            D(
                "Satchel Paige: Leroy Robert Paige (1906\u20131982) was an American pitcher who "
                "starred in the Negro leagues for two decades, above all with the Kansas City "
                "Monarchs. He joined the Cleveland Indians on his 42nd birthday in July 1948, "
                "becoming the oldest rookie in major league history, and helped them win that "
                "year's pennant."
            ),
            D(
                "New York Giants (baseball): The New York Giants were a National League team that "
                "played at the Polo Grounds in Upper Manhattan until the end of the 1957 season. "
                "Led by the centre fielder Willie Mays, they won the 1954 World Series, and in "
                "1958 they moved west to become the San Francisco Giants."
            ),
            S(
                "Brooklyn Dodgers: The Brooklyn Dodgers were a Major League Baseball team based in "
                "Brooklyn, New York. From 1913 to 1957 they played their home games at Ebbets "
                "Field in the Flatbush neighbourhood, winning their only World Series title in "
                "1955, before the club moved to Los Angeles in 1958."
            ),
            D(
                "Yankee Stadium (1923): The original Yankee Stadium was a ballpark in the Bronx, "
                "New York City, opened in April 1923 and known as the House That Ruth Built. It "
                "was the home of the New York Yankees until 2008, staged World Series games "
                "against crosstown rivals in 1955 and 1956, and was torn down in 2010."
            ),
            D(
                "Jackie Robinson Day: Jackie Robinson Day is held each year on 15 April by Major "
                "League Baseball to mark the anniversary of his first game. Since 2009 every "
                "player, coach and umpire wears the number 42 that day, a number the league "
                "retired for all of its clubs in 1997, on the 50th anniversary."
            ),
            D(
                "Rachel Robinson: Rachel Annetta Robinson (born 19 July 1922) is an American "
                "former psychiatric nurse and professor, and the widow of the baseball player who "
                "broke the colour line. In 1973, a year after his death, she founded the Jackie "
                "Robinson Foundation, which gives college scholarships to minority students."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Are Bj\u00f6rk and Sigur R\u00f3s both from Iceland?",
        "yes",
        [
            S(
                "Sigur R\u00f3s: Sigur R\u00f3s is an Icelandic post-rock band formed in "
                "Reykjav\u00edk in 1994 by J\u00f3nsi, Georg H\u00f3lm and \u00c1g\u00fast "
                "\u00c6var Gunnarsson. Known for J\u00f3nsi's bowed guitar and falsetto, it sings "
                "in Icelandic and in an invented language, and its second album, \u00c1g\u00e6tis "
                "byrjun, came out in 1999."
            ),
            D(
                "Of Monsters and Men: Of Monsters and Men is a folk-pop band from Gar\u00f0ur, on "
                "the Reykjanes peninsula, formed in 2010 around the singers Nanna Brynd\u00eds "
                "Hilmarsd\u00f3ttir and Ragnar \u00de\u00f3rhallsson. After winning a battle of "
                "the bands that year, it scored an international hit in 2012 with Little Talks."
            ),
            D(
                "M\u00fam: M\u00fam is an experimental electronic band formed in Reykjav\u00edk in "
                "1997, blending glitchy beats with accordion, melodica, strings and toy "
                "instruments. Its early albums, including Finally We Are No One (2002), were "
                "released by the British label FatCat Records, and members have come and gone over "
                "the years."
            ),
            S(
                "Bj\u00f6rk: Bj\u00f6rk Gu\u00f0mundsd\u00f3ttir (born 21 November 1965) is an "
                "Icelandic singer, songwriter and composer from Reykjav\u00edk. She fronted the "
                "Sugarcubes before going solo with Debut in 1993, and she won the award for best "
                "actress at the Cannes Film Festival in 2000 for her role in Dancer in the Dark."
            ),
            D(
                "R\u00f6yksopp: R\u00f6yksopp is an electronic music duo formed by Svein Berge and "
                "Torbj\u00f8rn Brundtland, who grew up in Troms\u00f8 in the far north of Norway. "
                "Their debut album Melody A.M. (2001) included the singles Eple and Poor Leno, and "
                "their name comes from a Norwegian word for a puffball mushroom."
            ),
            D(
                "Dancer in the Dark: Dancer in the Dark is a 2000 musical drama written and "
                "directed by the Danish filmmaker Lars von Trier, set in rural Washington state in "
                "1964. A Czech immigrant factory worker who is losing her sight dreams of "
                "Hollywood musicals, and the film won the Palme d'Or at Cannes."
            ),
            D(
                "Kate Bush: Catherine Bush (born 30 July 1958) is an English singer and songwriter "
                "from Bexleyheath, Kent. At nineteen she became the first woman to top the British "
                "chart with a song she wrote herself, Wuthering Heights, and her song Running Up "
                "That Hill returned to the charts in 2022."
            ),
            D(
                "Harpa (concert hall): Harpa is a concert hall and conference centre on the old "
                "harbour of Reykjav\u00edk, opened in May 2011 after building carried on through "
                "the financial crisis. Its glass fa\u00e7ade was designed with the artist Olafur "
                "Eliasson, and it is the home of the Iceland Symphony Orchestra."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which present-day Polish town was the director of Some Like It Hot born?",
        "Sucha Beskidzka",
        [
            D(
                "Some Like It Hot (1939 film): Some Like It Hot is a 1939 American musical comedy "
                "made by Paramount Pictures and directed by George Archainbaud. Bob Hope plays a "
                "fast-talking promoter opposite Shirley Ross, and the drummer Gene Krupa appears "
                "with his orchestra."
            ),
            D(
                "Marilyn Monroe: Marilyn Monroe (1926\u20131962), born Norma Jeane Mortenson in "
                "Los Angeles, was an American actress and singer. She played the ukulele-strumming "
                "band singer Sugar Kane in a 1959 comedy set partly in Florida, and her other "
                "films include Gentlemen Prefer Blondes and Bus Stop."
            ),
            D(
                "Jack Lemmon: John Uhler Lemmon III (1925\u20132001) was an American actor, said "
                "to have been born in a hospital lift in Newton, Massachusetts. He won the Academy "
                "Award for Best Supporting Actor for Mister Roberts and for Best Actor for Save "
                "the Tiger, and he often appeared alongside Walter Matthau."
            ),
            S(
                "Billy Wilder: Billy Wilder (1906\u20132002), born Samuel Wilder, was an "
                "Austrian-born American director and screenwriter of Double Indemnity and Sunset "
                "Boulevard. He was born in Sucha, a town in Galicia then ruled by Austria-Hungary "
                "and now called Sucha Beskidzka, in southern Poland."
            ),
            D(
                "Tony Curtis: Tony Curtis (1925\u20132010), born Bernard Schwartz in the Bronx, "
                "New York City, was an American actor. He was nominated for the Academy Award for "
                "Best Actor for The Defiant Ones (1958), and his other films include Sweet Smell "
                "of Success, Spartacus and The Boston Strangler."
            ),
            D(
                "Fred Zinnemann: Fred Zinnemann (1907\u20131997) was an Austrian-born American "
                "film director born in Rzesz\u00f3w, then part of Austria-Hungary and now a city "
                "in south-eastern Poland. He directed High Noon and From Here to Eternity, which "
                "won him the Academy Award for Best Director in 1954."
            ),
            D(
                "Sunset Boulevard (film): Sunset Boulevard is a 1950 American film noir directed "
                "by Billy Wilder, in which William Holden plays a struggling screenwriter drawn "
                "into the life of a faded silent film star played by Gloria Swanson. It won three "
                "Academy Awards, including Best Story and Screenplay."
            ),
            S(
                "Some Like It Hot: Some Like It Hot is a 1959 American comedy film directed and "
                "produced by Billy Wilder, who wrote it with I. A. L. Diamond. Tony Curtis and "
                "Jack Lemmon play two Chicago jazz musicians who witness a gangland killing in "
                "1929 and flee to Florida disguised as women."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "when did the singer of rehab die",
        "23 July 2011",
        [
            S(
                "Amy Winehouse: Amy Jade Winehouse (14 September 1983 \u2013 23 July 2011) was an "
                "English singer and songwriter from north London, known for her deep contralto "
                "voice and her blend of soul, jazz and rhythm and blues. She died of alcohol "
                "poisoning at her home at the age of 27."
            ),
            D(
                "Rehab (Rihanna song): Rehab is a song by the Barbadian singer Rihanna from her "
                "third album, Good Girl Gone Bad, released as a single in late 2008. It was "
                "written by Justin Timberlake, Timbaland and Hannon Lane, and Timberlake sings "
                "backing vocals and appears in its music video."
            ),
            D(
                "Mark Ronson: Mark Daniel Ronson (born 4 September 1975) is a British-American "
                "record producer and DJ born in St John's Wood, London, and raised partly in New "
                "York. He produced much of the 2006 album Back to Black, and his 2014 single "
                "Uptown Funk with Bruno Mars topped charts around the world."
            ),
            D(
                "Amy (2015 film): Amy is a 2015 British documentary film directed by Asif Kapadia "
                "about the life of the singer Amy Winehouse, built from home videos, interviews "
                "and unseen footage. It premiered at the Cannes Film Festival and won the Academy "
                "Award for Best Documentary Feature and a BAFTA."
            ),
            D(
                "Jim Morrison: James Douglas Morrison (1943\u20131971) was an American singer and "
                "poet, the lead vocalist of the Doors, known for songs such as Light My Fire. Born "
                "in Melbourne, Florida, he died in Paris on 3 July 1971 at the age of 27 and is "
                "buried in P\u00e8re Lachaise Cemetery."
            ),
            S(
                "Rehab (Amy Winehouse song): Rehab is a song written and recorded by the English "
                "singer Amy Winehouse, released in October 2006 as the lead single from her album "
                "Back to Black. Produced by Mark Ronson, it won three Grammy Awards in 2008, "
                "including Record of the Year and Song of the Year."
            ),
            D(
                "Duffy (singer): Aimee Anne Duffy (born 23 June 1984) is a Welsh singer from "
                "Bangor, Gwynedd, whose retro-soul debut album Rockferry was the best-selling "
                "album in Britain in 2008. Its single Mercy reached number one, and she won the "
                "Grammy Award for Best Pop Vocal Album in 2009."
            ),
            D(
                "Lily Allen: Lily Rose Cooper (born 2 May 1985), known as Lily Allen, is an "
                "English singer and actress born in Hammersmith, London. Her debut album Alright, "
                "Still (2006) included the number-one single Smile, and she later starred in the "
                "West End play 2:22 A Ghost Story."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Swiss town did the director of the 1960 film Breathless die?",
        "Rolle",
        [
            D(
                "Breathless (1983 film): Breathless is a 1983 American crime drama directed by Jim "
                "McBride, a remake of a French film of the New Wave years. Richard Gere plays a "
                "reckless car thief on the run in Los Angeles, and Val\u00e9rie Kaprisky plays the "
                "French architecture student he falls for."
            ),
            S(
                "Breathless (1960 film): Breathless (\u00c0 bout de souffle) is a 1960 French "
                "crime drama written and directed by Jean-Luc Godard from a story by Fran\u00e7ois "
                "Truffaut. Jean-Paul Belmondo plays a small-time car thief in Paris and Jean "
                "Seberg his American girlfriend, and its jump cuts became a hallmark of the New "
                "Wave."
            ),
            D(
                "Fran\u00e7ois Truffaut: Fran\u00e7ois Truffaut (1932\u20131984) was a French film "
                "director and critic, one of the founders of the French New Wave. His first "
                "feature, The 400 Blows (1959), won him the prize for best director at Cannes, and "
                "he died of a brain tumour in Neuilly-sur-Seine at the age of 52."
            ),
            S(
                "Jean-Luc Godard: Jean-Luc Godard (3 December 1930 \u2013 13 September 2022) was a "
                "Franco-Swiss film director and critic, born in Paris and raised partly in "
                "Switzerland. A leading figure of the New Wave, he made Contempt and Pierrot le "
                "Fou, and he died by assisted suicide at his home in Rolle, on Lake Geneva."
            ),
            D(
                "Jean Seberg: Jean Dorothy Seberg (1938\u20131979) was an American actress born in "
                "Marshalltown, Iowa, who made her screen debut as Joan of Arc in Otto Preminger's "
                "Saint Joan (1957). She moved to France and became an icon of the New Wave, and "
                "she was found dead in her car in Paris in September 1979."
            ),
            D(
                "Jean-Paul Belmondo: Jean-Paul Belmondo (1933\u20132021) was a French actor born "
                "in Neuilly-sur-Seine, the son of the sculptor Paul Belmondo. A former amateur "
                "boxer, he became a star of the New Wave and later of action films such as That "
                "Man from Rio, and he died in Paris at the age of 88."
            ),
            D(
                "Claude Chabrol: Claude Chabrol (1930\u20132010) was a French film director born "
                "in Paris whose Le Beau Serge (1958) is often called the first feature of the New "
                "Wave. Known for sly thrillers about the provincial middle class such as Les "
                "Biches and Le Boucher, he made more than fifty films."
            ),
            D(
                "Alain Resnais: Alain Resnais (1922\u20132014) was a French film director born in "
                "Vannes, Brittany, who made the Holocaust documentary Night and Fog (1956) and the "
                "feature Hiroshima mon amour (1959). Last Year at Marienbad won the Golden Lion at "
                "Venice in 1961, and he died in Paris aged 91."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "were andy warhol and roy lichtenstein both born in new york city",
        "no",
        [
            D(
                "Keith Haring: Keith Allen Haring (1958\u20131990) was an American artist born in "
                "Reading, Pennsylvania, and raised in nearby Kutztown. He drew chalk figures on "
                "empty advertising panels in the New York subway, opened his Pop Shop in SoHo in "
                "1986, and died of an AIDS-related illness at 31."
            ),
            D(
                "Jasper Johns: Jasper Johns (born 15 May 1930) is an American painter and "
                "printmaker born in Augusta, Georgia, and raised in South Carolina. His encaustic "
                "Flag of 1954\u201355, begun after he dreamed of the American flag, helped pave "
                "the way from abstract expressionism to pop art."
            ),
            D(
                "Robert Rauschenberg: Robert Rauschenberg (1925\u20132008) was an American artist "
                "born in Port Arthur, Texas. His Combines, such as Monogram with its stuffed goat "
                "and car tyre, mixed painting with found objects, and in 1964 he became the first "
                "American to win the grand prize for painting at the Venice Biennale."
            ),
            D(
                "Lichtenstein Castle (W\u00fcrttemberg): Lichtenstein Castle is a Gothic Revival "
                "castle on a cliff above the Echaz valley in the Swabian Jura, in south-western "
                "Germany. It was built in 1840\u201342 for Count Wilhelm of W\u00fcrttemberg, who "
                "was inspired by Wilhelm Hauff's 1826 historical novel Lichtenstein."
            ),
            S(
                "Roy Lichtenstein: Roy Fox Lichtenstein (1923\u20131997) was an American pop "
                "artist born in Manhattan, New York City, who spent most of his life in the city. "
                "He became known in the early 1960s for large paintings copied from comic strips, "
                "such as Whaam! and Drowning Girl, using imitation Ben-Day dots."
            ),
            D(
                "Pop art: Pop art is an art movement that emerged in Britain and the United States "
                "in the mid- to late 1950s, drawing its imagery from advertising, comic books and "
                "mass-produced goods. Richard Hamilton's 1956 collage Just what is it that makes "
                "today's homes so different, so appealing? is an early example."
            ),
            D(
                "Claes Oldenburg: Claes Oldenburg (1929\u20132022) was a Swedish-born American "
                "sculptor born in Stockholm, who grew up in Chicago. He is known for soft "
                "sculptures of everyday objects and for giant public works made with his wife "
                "Coosje van Bruggen, such as Spoonbridge and Cherry in Minneapolis."
            ),
            S(
                "Andy Warhol: Andy Warhol (1928\u20131987) was an American artist, film director "
                "and producer, and a leading figure of pop art. Born in Pittsburgh, Pennsylvania, "
                "to immigrants from what is now Slovakia, he worked as a commercial illustrator in "
                "New York before painting his Campbell's Soup Cans in 1962."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "county durham town where the actor who plays mr. bean was born",
        "Consett",
        [
            D(
                "Ben Elton: Benjamin Charles Elton (born 3 May 1959) is an English comedian, "
                "novelist and writer born in Catford, London. He co-wrote the last three series of "
                "the historical sitcom Blackadder and the anarchic student comedy The Young Ones, "
                "and he created the police sitcom The Thin Blue Line."
            ),
            D(
                "Blackadder: Blackadder is a BBC sitcom broadcast in four series from 1983 to "
                "1989, following generations of the scheming Edmund Blackadder through English "
                "history. Set from the Middle Ages to the trenches of the First World War, it also "
                "starred Tony Robinson as the grubby dogsbody Baldrick."
            ),
            D(
                "Johnny English: Johnny English is a 2003 British spy comedy directed by Peter "
                "Howitt, about a bungling secret agent who must stop a plot to steal the Crown "
                "Jewels and seize the throne. Its villain, a French prison tycoon, is played by "
                "John Malkovich, and sequels followed in 2011 and 2018."
            ),
            D(
                "Monsieur Hulot: Monsieur Hulot is a comic character created and played by the "
                "French filmmaker Jacques Tati, who was born in Le Pecq in 1907. The tall, "
                "pipe-smoking and almost wordless Hulot first appeared in Monsieur Hulot's Holiday "
                "(1953) and returned in Mon Oncle and Playtime."
            ),
            S(
                "Rowan Atkinson: Rowan Sebastian Atkinson (born 6 January 1955) is an English "
                "actor and comedian born in Consett, County Durham. He studied electrical "
                "engineering at Newcastle University and at The Queen's College, Oxford, and found "
                "fame in Not the Nine O'Clock News and Blackadder."
            ),
            S(
                "Mr. Bean: Mr. Bean is a British television sitcom first shown on ITV in 1990, in "
                "which Rowan Atkinson plays a childlike, nearly silent man who causes chaos in "
                "everyday situations. Only fourteen episodes were broadcast, up to 1995, but the "
                "character returned in two feature films and an animated series."
            ),
            D(
                "Stan Laurel: Stan Laurel (1890\u20131965), born Arthur Stanley Jefferson in "
                "Ulverston, Lancashire, was an English comic actor and film director. He formed a "
                "celebrated double act with Oliver Hardy in Hollywood and received an honorary "
                "Academy Award for his pioneering work in comedy in 1961."
            ),
            D(
                "Mr Benn: Mr Benn is a British animated children's series first shown on the BBC "
                "in 1971, created by the writer and illustrator David McKee, born in Tavistock, "
                "Devon. In each episode the bowler-hatted Mr Benn visits a fancy-dress shop and "
                "steps through a door into an adventure."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Basque town was the composer of Bol\u00e9ro born?",
        "Ciboure",
        [
            D(
                "Torvill and Dean: Jayne Torvill and Christopher Dean are British ice dancers from "
                "Nottingham who won the Olympic title at Sarajevo in February 1984. Their free "
                "dance to Bol\u00e9ro earned perfect 6.0 marks for artistic impression from all "
                "nine judges, and about 24 million people in Britain watched it."
            ),
            D(
                "Bolero (dance): The bolero is a Spanish dance in triple time that emerged in the "
                "late 18th century, performed by a solo dancer or a couple to the sound of "
                "castanets and guitars. A slower Cuban form in duple time, which spread across "
                "Latin America as a romantic song style, shares its name."
            ),
            S(
                "Bol\u00e9ro: Bol\u00e9ro is a one-movement orchestral work by the French composer "
                "Maurice Ravel, written in 1928 as a ballet for the dancer Ida Rubinstein. Over a "
                "steady snare-drum rhythm, two melodies are repeated again and again in one long "
                "crescendo, and it was first performed at the Paris Op\u00e9ra that November."
            ),
            D(
                "Erik Satie: \u00c9ric Alfred Leslie Satie (1866\u20131925) was a French composer "
                "and pianist born in Honfleur, a harbour town in Normandy. His three "
                "Gymnop\u00e9dies of 1888 foreshadowed minimalism, and his ballet Parade, staged "
                "by the Ballets Russes in Paris in 1917, caused a scandal."
            ),
            D(
                "Manuel de Falla: Manuel de Falla (1876\u20131946) was a Spanish composer born in "
                "C\u00e1diz who spent seven years in Paris among the French impressionists. His "
                "ballets El amor brujo and The Three-Cornered Hat draw on Andalusian folk music, "
                "and he died in exile in Argentina."
            ),
            D(
                "Saint-Jean-de-Luz: Saint-Jean-de-Luz is a fishing port and seaside resort in the "
                "French Basque Country, on a sheltered bay at the mouth of the Nivelle river. King "
                "Louis XIV married the Spanish infanta Maria Theresa in its church of "
                "Saint-Jean-Baptiste in June 1660, and its tuna fleet was once famous."
            ),
            D(
                "Pavane pour une infante d\u00e9funte: Pavane for a Dead Princess is a piece for "
                "solo piano written by Maurice Ravel in 1899, while he was still a student at the "
                "Paris Conservatoire. Dedicated to the Princesse de Polignac, it evokes a slow "
                "Spanish court dance, and he published an orchestral version in 1910."
            ),
            S(
                "Maurice Ravel: Joseph Maurice Ravel (1875\u20131937) was a French composer known "
                "for his piano music and his brilliant orchestration. He was born in Ciboure, a "
                "Basque fishing town near the Spanish border, moved to Paris with his family as a "
                "baby, and wrote Daphnis et Chlo\u00e9 and Le Tombeau de Couperin."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which soap opera was first broadcast earlier, Coronation Street or EastEnders?",
        "Coronation Street",
        [
            D(
                "Emmerdale: Emmerdale is a British soap opera set in a fictional village in the "
                "Yorkshire Dales, first broadcast on ITV on 16 October 1972 under the title "
                "Emmerdale Farm. Created by Kevin Laffan, it was first shown only in the "
                "afternoons, and in 1993 a plane crash devastated the village."
            ),
            S(
                "EastEnders: EastEnders is a British soap opera first broadcast on BBC One on 19 "
                "February 1985, created by Julia Smith and Tony Holland. Set around Albert Square "
                "in Walford, a fictional borough in the East End of London, it is filmed at the "
                "BBC Elstree Centre in Borehamwood, Hertfordshire."
            ),
            D(
                "Brookside: Brookside is a British soap opera set in a cul-de-sac in Liverpool, "
                "first broadcast on Channel 4's opening night, 2 November 1982. Created by Phil "
                "Redmond, it tackled subjects that other serials of the time avoided, and it was "
                "cancelled in 2003 after 21 years on air."
            ),
            D(
                "Hollyoaks: Hollyoaks is a British soap opera about young people in a fictional "
                "suburb of Chester, first broadcast on Channel 4 on 23 October 1995. Created by "
                "Phil Redmond, who had made an earlier Liverpool serial, it is filmed at the Lime "
                "Pictures studios in Childwall, Liverpool."
            ),
            D(
                "Crossroads (British TV series): Crossroads is a British soap opera set in a motel "
                "in the English Midlands, first broadcast by ATV on 2 November 1964. Created by "
                "Hazel Adair and Peter Ling, it was shown in the early evening until 1988 and was "
                "briefly revived from 2001 to 2003."
            ),
            S(
                "Coronation Street: Coronation Street is a British television soap opera created "
                "by Tony Warren and first broadcast on ITV on 9 December 1960. Made in Greater "
                "Manchester and set in Weatherfield, a fictional town based on Salford, it is the "
                "longest-running television soap opera in the world."
            ),
            D(
                "The Archers: The Archers is a British radio soap opera on BBC Radio 4, set in the "
                "fictional village of Ambridge in the Midlands county of Borsetshire. Broadcast "
                "nationally since 1 January 1951, it is the longest-running drama of its kind in "
                "the world, with more than 19,000 episodes."
            ),
            D(
                "Home and Away: Home and Away is an Australian soap opera set in Summer Bay, a "
                "fictional coastal town in New South Wales, first broadcast on the Seven Network "
                "on 17 January 1988. Created by Alan Bateman, it has been shown in Britain on "
                "Channel 5 since 2001."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Over which sea did the author of The Little Prince disappear in 1944?",
        "the Mediterranean Sea",
        [
            S(
                "Antoine de Saint-Exup\u00e9ry: Antoine de Saint-Exup\u00e9ry (1900\u20131944) was "
                "a French writer and pioneering airmail pilot born in Lyon. Flying for the Free "
                "French, he took off from Corsica on a reconnaissance mission on 31 July 1944 in a "
                "P-38 Lightning and vanished over the Mediterranean Sea."
            ),
            D(
                "The Little Prince (2015 film): The Little Prince is a 2015 animated fantasy film "
                "directed by Mark Osborne, which frames the classic story within the tale of a "
                "young girl and her elderly neighbour, a retired aviator. It mixes computer "
                "animation with stop-motion and premiered out of competition at Cannes."
            ),
            D(
                "Wind, Sand and Stars: Wind, Sand and Stars is a 1939 memoir by Antoine de "
                "Saint-Exup\u00e9ry about his years as a mail pilot over Africa and South America. "
                "Its French edition, Terre des hommes, won the Grand Prix du roman of the "
                "Acad\u00e9mie fran\u00e7aise, and it recounts his 1935 crash in the Libyan "
                "Desert."
            ),
            D(
                "Amelia Earhart: Amelia Mary Earhart (born 24 July 1897) was an American aviator "
                "and writer, the first woman to fly solo across the Atlantic Ocean, in 1932. "
                "Attempting a flight around the world with the navigator Fred Noonan, she "
                "disappeared over the central Pacific near Howland Island on 2 July 1937."
            ),
            D(
                "Amy Johnson: Amy Johnson (1903\u20131941) was an English aviator from Hull who in "
                "1930 became the first woman to fly solo from Britain to Australia. Serving as a "
                "ferry pilot in the Air Transport Auxiliary during the Second World War, she "
                "bailed out over the Thames Estuary in January 1941, and her body was never found."
            ),
            S(
                "The Little Prince: The Little Prince (Le Petit Prince) is a novella written and "
                "illustrated by the French aviator Antoine de Saint-Exup\u00e9ry, first published "
                "in New York in April 1943. It tells of a pilot stranded in the Sahara who meets a "
                "boy from a tiny asteroid, and it has been translated into hundreds of languages."
            ),
            D(
                "Lyon\u2013Saint-Exup\u00e9ry Airport: Lyon\u2013Saint-Exup\u00e9ry Airport is the "
                "main airport of Lyon, in eastern France, opened in 1975 as Lyon-Satolas and "
                "renamed in 2000 on the centenary of the writer's birth. Its railway station, "
                "designed by Santiago Calatrava, links it to France's high-speed TGV network."
            ),
            D(
                "A\u00e9ropostale: A\u00e9ropostale was a pioneering French airmail company that "
                "began in 1918 as the Lignes A\u00e9riennes Lat\u00e9co\u00e8re in Toulouse. Its "
                "pilots, among them Jean Mermoz and Henri Guillaumet, carried mail to Dakar and "
                "across the South Atlantic to South America, and it merged into Air France in "
                "1933."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the author of Cyrano de Bergerac die?",
        "2 December 1918",
        [
            D(
                "Savinien de Cyrano de Bergerac: Savinien de Cyrano de Bergerac (6 March 1619 "
                "\u2013 28 July 1655) was a French novelist, playwright and duellist born in "
                "Paris. His comic novels describe journeys to states and empires of the Moon and "
                "the Sun, and he died at Sannois, reportedly after a wooden beam fell on him."
            ),
            D(
                "Cyrano de Bergerac (1990 film): Cyrano de Bergerac is a 1990 French historical "
                "film directed by Jean-Paul Rappeneau, with G\u00e9rard Depardieu in the title "
                "role. Its rhymed English subtitles were written by the novelist Anthony Burgess, "
                "and Depardieu won the award for best actor at Cannes."
            ),
            D(
                "Roxanne (1987 film): Roxanne is a 1987 American romantic comedy directed by Fred "
                "Schepisi, a modern retelling of a classic French play. Steve Martin, who also "
                "wrote the screenplay, plays C. D. Bales, the long-nosed fire chief of a small ski "
                "town in Washington state, opposite Daryl Hannah."
            ),
            D(
                "Beno\u00eet-Constant Coquelin: Beno\u00eet-Constant Coquelin (1841\u20131909), "
                "known as Coquelin a\u00een\u00e9, was a French actor born in Boulogne-sur-Mer. A "
                "star of the Com\u00e9die-Fran\u00e7aise, he created the title role of Cyrano in "
                "1897 and was rehearsing another Rostand role when he died in January 1909."
            ),
            S(
                "Cyrano de Bergerac (play): Cyrano de Bergerac is a verse play in five acts by the "
                "French poet and dramatist Edmond Rostand, first staged at the Th\u00e9\u00e2tre "
                "de la Porte Saint-Martin in Paris on 28 December 1897. Its hero, a swordsman with "
                "a huge nose, writes love letters for a handsome rival."
            ),
            D(
                "L'Aiglon: L'Aiglon is a six-act verse play by Edmond Rostand about Napoleon II, "
                "the son of Napoleon, who died young in Austria in 1832. It opened in Paris in "
                "March 1900 with Sarah Bernhardt, then aged 55, playing the young duke in one of "
                "her best-known male roles."
            ),
            D(
                "Maurice Rostand: Maurice Rostand (1891\u20131968) was a French poet, novelist and "
                "playwright, the elder son of the dramatist Edmond Rostand and the poet Rosemonde "
                "G\u00e9rard. His pacifist play L'Homme que j'ai tu\u00e9 (1930) was filmed by "
                "Ernst Lubitsch as Broken Lullaby in 1932."
            ),
            S(
                "Edmond Rostand: Edmond Eug\u00e8ne Alexis Rostand (1 April 1868 \u2013 2 December "
                "1918) was a French poet and dramatist born in Marseille. Elected to the "
                "Acad\u00e9mie fran\u00e7aise in 1901, the youngest writer ever to join it, he "
                "died in Paris of the Spanish flu a few weeks after the end of the First World "
                "War."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "missouri town where the author of adventures of huckleberry finn grew up",
        "Hannibal, Missouri",
        [
            D(
                "The Adventures of Tom Sawyer: The Adventures of Tom Sawyer is an 1876 novel by "
                "Mark Twain about a mischievous boy growing up in St. Petersburg, a fictional town "
                "on the Mississippi River. Tom tricks his friends into whitewashing a fence, "
                "witnesses a murder in a graveyard and is lost in a cave with Becky Thatcher."
            ),
            D(
                "Florida, Missouri: Florida is a tiny village in Monroe County, Missouri, beside "
                "the reservoir of Mark Twain Lake. The two-room cabin in which Samuel Clemens was "
                "born in November 1835 is preserved inside the museum of the Mark Twain Birthplace "
                "State Historic Site, just outside the village."
            ),
            D(
                "Walt Disney: Walter Elias Disney (1901\u20131966) was an American animator and "
                "film producer born in Chicago. He spent part of his childhood on a farm near "
                "Marceline, Missouri, a small railway town whose main street inspired Main Street, "
                "U.S.A. at Disneyland, before his family moved to Kansas City."
            ),
            S(
                "Adventures of Huckleberry Finn: Adventures of Huckleberry Finn is a novel by Mark "
                "Twain, first published in the United Kingdom in December 1884 and in the United "
                "States in February 1885. Narrated by the boy Huck, it follows his raft journey "
                "down the Mississippi River with Jim, a man escaping slavery."
            ),
            D(
                "Laura Ingalls Wilder: Laura Ingalls Wilder (1867\u20131957) was an American "
                "writer born near Pepin, Wisconsin, the author of the Little House on the Prairie "
                "books. She and her husband Almanzo settled in 1894 on Rocky Ridge Farm near "
                "Mansfield, Missouri, where she wrote the whole series in her sixties."
            ),
            D(
                "The Adventures of Huckleberry Finn (1939 film): The Adventures of Huckleberry "
                "Finn is a 1939 American adventure film made by MGM and directed by Richard "
                "Thorpe. Mickey Rooney, then one of Hollywood's biggest box-office stars, plays "
                "the runaway Huck, and Rex Ingram plays Jim."
            ),
            S(
                "Mark Twain: Mark Twain (1835\u20131910), the pen name of Samuel Langhorne "
                "Clemens, was an American writer and humorist. Born in Florida, Missouri, he grew "
                "up in the river town of Hannibal, Missouri, worked as a Mississippi steamboat "
                "pilot, and later drew on that boyhood for his best-known novels."
            ),
            D(
                "Mark Twain Prize for American Humor: The Mark Twain Prize for American Humor is "
                "awarded each year by the John F. Kennedy Center for the Performing Arts in "
                "Washington, D.C. First given in 1998 to Richard Pryor, it has since gone to "
                "comedians such as Steve Martin, Tina Fey and Eddie Murphy."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Anton Chekhov or Maxim Gorky?",
        "Anton Chekhov",
        [
            D(
                "Gorky Park (Moscow): Gorky Park is a large central park in Moscow on the bank of "
                "the Moskva River, opened in 1928 and named after the writer in 1932. Its grounds "
                "hold the Garage Museum of Contemporary Art, and in winter its paths are flooded "
                "to make one of the city's largest skating rinks."
            ),
            D(
                "The Cherry Orchard: The Cherry Orchard is a four-act play by Anton Chekhov, first "
                "staged by the Moscow Art Theatre on 17 January 1904 under Konstantin "
                "Stanislavski. It follows the aristocrat Lyubov Ranevskaya, who comes home to see "
                "her estate sold at auction to Lopakhin, the son of a former serf."
            ),
            D(
                "The Lower Depths: The Lower Depths is a play by Maxim Gorky written in 1902 and "
                "staged that year by the Moscow Art Theatre, set in a cellar lodging house for the "
                "destitute. Akira Kurosawa moved its action to Edo-period Japan in a 1957 film of "
                "the same name."
            ),
            S(
                "Maxim Gorky: Maxim Gorky, the pen name of Alexei Maximovich Peshkov (28 March "
                "1868 \u2013 18 June 1936), was a Russian and Soviet writer born in Nizhny "
                "Novgorod. A founder of socialist realism, he wrote the play The Lower Depths and "
                "the novel Mother, and his home city bore his name from 1932 to 1990."
            ),
            S(
                "Anton Chekhov: Anton Pavlovich Chekhov (29 January 1860 \u2013 15 July 1904) was "
                "a Russian playwright and short-story writer born in Taganrog, on the Sea of Azov. "
                "A practising doctor, he wrote The Seagull, Three Sisters and The Cherry Orchard, "
                "and he died of tuberculosis at Badenweiler in Germany."
            ),
            D(
                "Ivan Bunin: Ivan Alexeyevich Bunin (22 October 1870 \u2013 8 November 1953) was a "
                "Russian writer born in Voronezh who in 1933 became the first Russian to win the "
                "Nobel Prize in Literature. An opponent of the Bolsheviks, he emigrated to France "
                "in 1920 and wrote The Village and Dark Avenues."
            ),
            D(
                "Moscow Art Theatre: The Moscow Art Theatre is a theatre company founded in 1898 "
                "by Konstantin Stanislavski and Vladimir Nemirovich-Danchenko. Its naturalistic "
                "staging of Chekhov's The Seagull that December made its name, and a flying "
                "seagull has been its emblem ever since."
            ),
            D(
                "Nizhny Novgorod: Nizhny Novgorod is a city in western Russia at the confluence of "
                "the Oka and Volga rivers, founded in 1221. Known as Gorky from 1932 to 1990, it "
                "was closed to foreigners in Soviet times, and the physicist Andrei Sakharov was "
                "held there in internal exile in the 1980s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which London square stands the gallery that holds the Arnolfini Portrait?",
        "Trafalgar Square",
        [
            D(
                "Ghent Altarpiece: The Ghent Altarpiece is a large polyptych in St Bavo's "
                "Cathedral, Ghent, begun by Hubert van Eyck and finished by his brother Jan in "
                "1432. Its central panel, the Adoration of the Mystic Lamb, is among the most "
                "often stolen artworks, and one panel taken in 1934 is still missing."
            ),
            D(
                "Jan van Eyck: Jan van Eyck (before 1390 \u2013 1441) was a painter active in "
                "Bruges and one of the founders of Early Netherlandish painting. Court painter to "
                "Philip the Good, Duke of Burgundy, he refined oil glazing to render fine detail "
                "and often signed his frames with the motto Als ich can."
            ),
            D(
                "National Gallery of Art: The National Gallery of Art is a museum on the National "
                "Mall in Washington, D.C., founded in 1937 with the collection of the banker "
                "Andrew W. Mellon. Its neoclassical West Building by John Russell Pope opened in "
                "1941 and holds the only painting by Leonardo da Vinci in the Americas."
            ),
            D(
                "National Portrait Gallery, London: The National Portrait Gallery is an art museum "
                "in London founded in 1856 to collect portraits of famous Britons. Since 1896 it "
                "has occupied a building in St Martin's Place, and its first acquisition was the "
                "Chandos portrait, thought to show William Shakespeare."
            ),
            D(
                "Groeningemuseum: The Groeningemuseum is the municipal art museum of Bruges, "
                "Belgium, on the Dijver canal, built on the site of a medieval abbey. Its "
                "collection of Flemish Primitives includes Jan van Eyck's Madonna with Canon van "
                "der Paele and his portrait of his wife, Margaret."
            ),
            S(
                "National Gallery: The National Gallery is an art museum in London, founded in "
                "1824 when Parliament bought the collection of the banker John Julius Angerstein. "
                "Its building by William Wilkins, with a long portico facing Trafalgar Square, "
                "opened in 1838, and the Sainsbury Wing was added in 1991."
            ),
            S(
                "Arnolfini Portrait: The Arnolfini Portrait is an oil painting on oak panel by the "
                "Flemish painter Jan van Eyck, dated 1434. It shows the merchant Giovanni di "
                "Nicolao Arnolfini and his wife in a room in Bruges with a convex mirror, and it "
                "has belonged to the National Gallery in London since 1842."
            ),
            D(
                "Tate Britain: Tate Britain is an art museum on Millbank in London, opened in 1897 "
                "as the National Gallery of British Art with money from the sugar merchant Henry "
                "Tate. It holds British art from 1500 to the present day, including the largest "
                "collection of works by J. M. W. Turner."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the painter of The Son of Man born?",
        "21 November 1898",
        [
            D(
                "The Treachery of Images: The Treachery of Images is a 1929 painting by Ren\u00e9 "
                "Magritte showing a pipe above the words Ceci n'est pas une pipe, meaning This is "
                "not a pipe. It is held by the Los Angeles County Museum of Art, and Magritte "
                "later explained that it was only a picture of a pipe."
            ),
            S(
                "Ren\u00e9 Magritte: Ren\u00e9 Fran\u00e7ois Ghislain Magritte (21 November 1898 "
                "\u2013 15 August 1967) was a Belgian surrealist painter born in Lessines, in the "
                "province of Hainaut. His witty images, often of bowler-hatted men, question how "
                "we see the world, and he died of cancer in Brussels."
            ),
            D(
                "Son of Man: Son of Man is an expression used in the Hebrew Bible and more than "
                "eighty times in the four Gospels, where Jesus uses it to speak of himself. In the "
                "Book of Daniel one like a son of man comes with the clouds of heaven, and its "
                "exact meaning has been debated for centuries."
            ),
            S(
                "The Son of Man: The Son of Man is a 1964 oil painting by the Belgian surrealist "
                "Ren\u00e9 Magritte, painted as a self-portrait. It shows a man in an overcoat and "
                "bowler hat standing before a low wall and a cloudy sky, his face hidden by a "
                "floating green apple, and it is in a private collection."
            ),
            D(
                "The Thomas Crown Affair (1999 film): The Thomas Crown Affair is a 1999 American "
                "heist film directed by John McTiernan, with Pierce Brosnan as a bored billionaire "
                "who steals paintings for sport. In its climax he slips out of the Metropolitan "
                "Museum among decoys in bowler hats and overcoats."
            ),
            D(
                "Paul Delvaux: Paul Delvaux (23 September 1897 \u2013 20 July 1994) was a Belgian "
                "painter born in Antheit, near Huy, known for dreamlike scenes of nude women, "
                "classical buildings and railway stations. He was influenced by Giorgio de "
                "Chirico, and a museum devoted to him opened at Saint-Idesbald in 1982."
            ),
            D(
                "James Ensor: James Ensor (13 April 1860 \u2013 19 November 1949) was a Belgian "
                "painter born in Ostend, where he spent almost his whole life. Known for his "
                "masks, skeletons and crowds, he was made a baron in 1929, and his huge canvas "
                "Christ's Entry into Brussels in 1889 hangs in the J. Paul Getty Museum."
            ),
            D(
                "Magritte Museum: The Magritte Museum is an art museum in Brussels, opened in 2009 "
                "in the H\u00f4tel Altenloh on the Place Royale as part of the Royal Museums of "
                "Fine Arts of Belgium. It holds more than 200 works by the surrealist Ren\u00e9 "
                "Magritte, and his former home in Jette is a separate museum."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Pennsylvania city was the pianist who recorded The K\u00f6ln Concert born?",
        "Allentown",
        [
            D(
                "ECM Records: ECM (Edition of Contemporary Music) is a German record label founded "
                "in Munich in 1969 by the producer Manfred Eicher. Known for its spacious sound "
                "and spare cover art, it records jazz and contemporary classical music, including "
                "works by Arvo P\u00e4rt and the saxophonist Jan Garbarek."
            ),
            S(
                "The K\u00f6ln Concert: The K\u00f6ln Concert is a live album of solo piano "
                "improvisations by the American pianist Keith Jarrett, recorded at the Cologne "
                "Opera House on 24 January 1975. Released by ECM Records that year, it is among "
                "the best-selling solo albums in jazz, although it was played on a poor piano."
            ),
            D(
                "Erroll Garner: Erroll Louis Garner (1921\u20131977) was an American jazz pianist "
                "born in Pittsburgh, Pennsylvania, who never learned to read music. His live album "
                "Concert by the Sea, recorded in Carmel, California, in 1955, was one of the "
                "best-selling jazz records of its day, and he composed Misty."
            ),
            D(
                "Chick Corea: Chick Corea (1941\u20132021) was an American jazz pianist and "
                "composer born in Chelsea, Massachusetts, the son of a trumpet player. He founded "
                "the fusion band Return to Forever in 1971, wrote the standard Spain, and won more "
                "than twenty Grammy Awards over a career of six decades."
            ),
            S(
                "Keith Jarrett: Keith Jarrett (born 8 May 1945) is an American jazz and classical "
                "pianist born in Allentown, Pennsylvania. He played with Art Blakey and Charles "
                "Lloyd before leading his own trio with Gary Peacock and Jack DeJohnette, and two "
                "strokes in 2018 ended his performing career."
            ),
            D(
                "Vera Brandes: Vera Brandes (born 1956) is a German concert promoter and record "
                "producer from Cologne. At the age of seventeen she organised a late-night solo "
                "piano concert at her city's opera house in January 1975, having begun to arrange "
                "jazz tours while she was still at school."
            ),
            D(
                "Sun Bear Concerts: Sun Bear Concerts is a set of solo piano improvisations "
                "recorded in November 1976 in five Japanese cities, among them Kyoto, Osaka and "
                "Sapporo. First issued by ECM Records in 1978 as ten vinyl records in a box, it "
                "was one of the largest releases of its kind."
            ),
            D(
                "Herbie Hancock: Herbert Jeffrey Hancock (born 12 April 1940) is an American jazz "
                "pianist and composer born in Chicago. A child prodigy who played Mozart with the "
                "Chicago Symphony at eleven, he wrote Watermelon Man and Cantaloupe Island, and "
                "his album River won the Grammy for Album of the Year in 2008."
            ),
        ],
        drop=0,
    ),
]
