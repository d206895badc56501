"""Development multi-hop questions, batch 13 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Measured lengths (characters, title included): supports average 303, distractors 295; a
support is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where was the player who scored the winning goal in the 2014 FIFA World Cup final born?",
        "Memmingen",
        [
            D(
                "2014 FIFA World Cup: The 2014 FIFA World Cup was the 20th FIFA World Cup, held "
                "in Brazil from 12 June to 13 July 2014, the second time the country had hosted "
                "the competition. Germany won the tournament, having beaten the hosts 7\u20131 in "
                "a semi-final in Belo Horizonte that became one of the most famous results in the "
                "history of the competition."
            ),
            D(
                "Felix G\u00f6tze: Felix G\u00f6tze (born 11 February 1998) is a German "
                "professional footballer who plays as a defender. The younger brother of the "
                "World Cup winner Mario G\u00f6tze, he came through the youth academy of Bayern "
                "Munich and moved to FC Augsburg in 2018, later playing on loan for Schalke 04 "
                "and Rot-Weiss Essen."
            ),
            S(
                "2014 FIFA World Cup final: The 2014 FIFA World Cup final was the deciding match "
                "of the 2014 FIFA World Cup, played on 13 July 2014 at the Maracan\u00e3 Stadium "
                "in Rio de Janeiro. Germany beat Argentina 1\u20130 after extra time, with the "
                "substitute Mario G\u00f6tze scoring the only goal in the 113th minute. The "
                "victory gave Germany its fourth world title and its first as a unified nation."
            ),
            D(
                "Mario G\u00f3mez: Mario G\u00f3mez Garc\u00eda (born 10 July 1985) is a German "
                "former professional footballer who played as a striker. Born in Riedlingen to a "
                "Spanish father, he played for VfB Stuttgart, Bayern Munich, Fiorentina, "
                "Be\u015fikta\u015f and VfL Wolfsburg, and he scored 31 goals in 78 matches for "
                "the Germany national team."
            ),
            D(
                "2006 FIFA World Cup final: The 2006 FIFA World Cup final was played on 9 July "
                "2006 at the Olympiastadion in Berlin. Italy and France drew 1\u20131 after extra "
                "time, and Italy won the match 5\u20133 on penalties to take their fourth world "
                "title. The final is remembered for the sending-off of Zinedine Zidane for "
                "headbutting Marco Materazzi."
            ),
            D(
                "Andr\u00e9 Sch\u00fcrrle: Andr\u00e9 Horst Sch\u00fcrrle (born 6 November 1990) "
                "is a German former professional footballer who played as a winger for Mainz 05, "
                "Bayer Leverkusen, Chelsea, VfL Wolfsburg and Borussia Dortmund. He was a member "
                "of the Germany squad that won the 2014 FIFA World Cup, and he retired from "
                "football in 2020 at the age of 29."
            ),
            S(
                "Mario G\u00f6tze: Mario G\u00f6tze (born 3 June 1992) is a German professional "
                "footballer who plays as an attacking midfielder for Eintracht Frankfurt. Born in "
                "Memmingen, Bavaria, he came through the youth academy of Borussia Dortmund, with "
                "whom he won two Bundesliga titles, before joining Bayern Munich in 2013."
            ),
            D(
                "Miroslav Klose: Miroslav Josef Klose (born 9 June 1978) is a German football "
                "manager and former striker, born in Opole. With 16 goals across four "
                "tournaments, he is the all-time leading goalscorer at the FIFA World Cup, and he "
                "won the 2014 edition with Germany in his final appearance for the national team, "
                "of which he is also the all-time top scorer with 71 goals in 137 matches."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which river flows through the city where g\u00fcnter grass was born",
        "Mot\u0142awa",
        [
            D(
                "The Tin Drum (film): The Tin Drum is a 1979 drama film directed by Volker "
                "Schl\u00f6ndorff, adapted from the novel by G\u00fcnter Grass. It stars David "
                "Bennent as Oskar Matzerath, a boy who refuses to grow. The film shared the Palme "
                "d'Or at the 1979 Cannes Film Festival and won the Academy Award for Best Foreign "
                "Language Film."
            ),
            D(
                "Oder: The Oder is a river in Central Europe that rises in the Czech Republic and "
                "flows through western Poland, forming part of the border between Poland and "
                "Germany. It runs for about 840 kilometres to the Szczecin Lagoon, and the cities "
                "on its banks include Wroc\u0142aw, Opole and Frankfurt an der Oder."
            ),
            D(
                "G\u00fcnter Grass House: The G\u00fcnter Grass House is a museum and archive in "
                "L\u00fcbeck, Germany, dedicated to the writer and artist G\u00fcnter Grass, who "
                "lived near the city from 1995 until his death. Opened in 2002, it displays his "
                "drawings, sculptures and manuscripts and holds exhibitions on the links between "
                "literature and the visual arts."
            ),
            D(
                "Heinrich B\u00f6ll: Heinrich Theodor B\u00f6ll (21 December 1917 \u2013 16 July "
                "1985) was a German writer, born in Cologne. He received the Nobel Prize in "
                "Literature in 1972 and is known for novels such as Billiards at Half-past Nine "
                "and The Lost Honour of Katharina Blum, which examine German society after the "
                "Second World War."
            ),
            S(
                "G\u00fcnter Grass: G\u00fcnter Wilhelm Grass (16 October 1927 \u2013 13 April "
                "2015) was a German novelist, poet, playwright and sculptor. He was born in the "
                "Free City of Danzig, now Gda\u0144sk in Poland. His first novel, The Tin Drum "
                "(1959), became a key work of postwar European literature, and he received the "
                "Nobel Prize in Literature in 1999."
            ),
            D(
                "Danzig (band): Danzig is an American heavy metal band formed in 1987 in Lodi, "
                "New Jersey, by the singer and songwriter Glenn Danzig, formerly of the Misfits "
                "and Samhain. The band's self-titled debut album, produced by Rick Rubin, was "
                'released in 1988 and included the single "Mother", which became a hit on its '
                "re-release in 1993."
            ),
            D(
                "Gdynia: Gdynia is a city in the Pomeranian Voivodeship of northern Poland and an "
                "important seaport on the Gulf of Gda\u0144sk. It grew rapidly from a small "
                "fishing village after 1920, when the newly independent Polish state chose the "
                "site for a major port, and together with Sopot it forms part of the Tricity."
            ),
            S(
                "Gda\u0144sk: Gda\u0144sk is a city on the Baltic coast of northern Poland and "
                "the capital of the Pomeranian Voivodeship. It lies at the mouth of the "
                "Mot\u0142awa River, close to the delta of the Vistula. With a population of "
                "around 470,000, it is the largest city of the Tricity metropolitan area, which "
                "also includes Gdynia and Sopot."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What arena does the team Wayne Gretzky won four Stanley Cups with play in?",
        "Rogers Place",
        [
            S(
                "Wayne Gretzky: Wayne Douglas Gretzky (born 26 January 1961) is a Canadian former "
                'professional ice hockey player, nicknamed "the Great One". Over 20 seasons in '
                "the National Hockey League he played for four teams, and he led the Edmonton "
                "Oilers to four Stanley Cup championships between 1984 and 1988. He remains the "
                "league's all-time leader in assists and points."
            ),
            D(
                "Los Angeles Kings: The Los Angeles Kings are a professional ice hockey team "
                "based in Los Angeles, founded in 1967 as one of six expansion teams of the "
                "National Hockey League. They play their home games at Crypto.com Arena, which "
                "they share with the Lakers and Clippers, and they won the Stanley Cup in 2012 "
                "and 2014."
            ),
            D(
                "Walter Gretzky: Walter Gretzky (15 August 1938 \u2013 4 March 2021) was a "
                "Canadian telephone technician best known as the father and first coach of the "
                "ice hockey player Wayne Gretzky. He built a backyard ice rink at the family home "
                "in Brantford, Ontario, where his son learned to skate, and he was appointed to "
                "the Order of Canada in 2007."
            ),
            D(
                "Rogers Arena: Rogers Arena is an indoor arena in downtown Vancouver, British "
                "Columbia, opened in 1995 as General Motors Place. It is the home of the "
                "Vancouver Canucks of the National Hockey League, and it hosted the ice hockey "
                "events of the 2010 Winter Olympics, including both gold medal games won by "
                "Canada."
            ),
            D(
                "Mario Lemieux: Mario Lemieux (born 5 October 1965) is a Canadian former "
                "professional ice hockey centre who played 17 seasons for the Pittsburgh Penguins "
                "and later became the team's principal owner. He led Pittsburgh to Stanley Cup "
                "titles in 1991 and 1992, and he won the Hart Trophy as the league's most "
                "valuable player three times."
            ),
            D(
                "Wayne Gretzky Trophy: The Wayne Gretzky Trophy is awarded each year to the "
                "winner of the Western Conference playoff championship of the Ontario Hockey "
                "League. First presented in 1999, it is named after Wayne Gretzky, who played "
                "junior hockey for the Sault Ste. Marie Greyhounds in the 1977\u201378 season "
                "before turning professional."
            ),
            S(
                "Edmonton Oilers: The Edmonton Oilers are a professional ice hockey team based in "
                "Edmonton, Alberta. They compete in the Pacific Division of the Western "
                "Conference of the National Hockey League. Since 2016 the team has played its "
                "home games at Rogers Place, having spent its first decades at the Northlands "
                "Coliseum."
            ),
            D(
                "Jari Kurri: Jari Pekka Kurri (born 18 May 1960) is a Finnish former professional "
                "ice hockey right winger who played 17 seasons in the National Hockey League. "
                "Known for his two-way play, he scored 601 regular-season goals and was inducted "
                "into the Hockey Hall of Fame in 2001, and he later served as general manager of "
                "the Finland national team at the 2014 Winter Olympics."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "in which city were the winter olympics where eddie the eagle competed",
        "Calgary",
        [
            D(
                "Eddie the Eagle (film): Eddie the Eagle is a 2016 biographical sports "
                "comedy-drama film directed by Dexter Fletcher. Taron Egerton stars as the "
                "British ski jumper Michael Edwards and Hugh Jackman as his fictional coach, "
                "Bronson Peary. The film was produced by Matthew Vaughn and distributed by 20th "
                "Century Fox."
            ),
            D(
                "1992 Winter Olympics: The 1992 Winter Olympics, officially the XVI Olympic "
                "Winter Games, were held from 8 to 23 February 1992 in Albertville and the "
                "surrounding Savoie region of France. They were the last Winter Olympics held in "
                "the same year as the Summer Games, and the first after the end of the Cold War."
            ),
            D(
                "Matti Nyk\u00e4nen: Matti Ensio Nyk\u00e4nen (17 July 1963 \u2013 4 February "
                "2019) was a Finnish ski jumper, considered one of the greatest in the history of "
                "the sport. He won four Olympic gold medals, three of them at the 1988 Winter "
                "Olympics, and after retiring he pursued a career as a pop singer in Finland."
            ),
            S(
                "1988 Winter Olympics: The 1988 Winter Olympics, officially the XV Olympic Winter "
                "Games, were a multi-sport event held from 13 to 28 February 1988 in Calgary, "
                "Alberta, Canada. They were the first Winter Olympics held in Canada, and 1,423 "
                "athletes from 57 nations took part in 46 events."
            ),
            D(
                "Cool Runnings: Cool Runnings is a 1993 American sports comedy film directed by "
                "Jon Turteltaub and starring John Candy. It is loosely based on the Jamaica "
                "national bobsleigh team's debut at the Winter Olympics, and it was the last of "
                "Candy's films to be released during his lifetime."
            ),
            D(
                "1984 Winter Olympics: The 1984 Winter Olympics, officially the XIV Olympic "
                "Winter Games, were held from 8 to 19 February 1984 in Sarajevo, then part of "
                "Yugoslavia. They were the first Winter Games held in a socialist country, and "
                "several of the venues were later damaged during the Bosnian War."
            ),
            S(
                "Michael Edwards (skier): Michael David Edwards (born 5 December 1963), known as "
                "Eddie the Eagle, is a British former ski jumper. In 1988 he became the first "
                "competitor since 1928 to represent Great Britain in Olympic ski jumping, "
                "finishing last in both the normal hill and the large hill events at the 1988 "
                "Winter Olympics."
            ),
            D(
                'Eddie Edwards (musician): Edwin Branford "Daddy" Edwards (1891\u20131963) was '
                "an American jazz trombonist from New Orleans. He was a founding member of the "
                "Original Dixieland Jass Band, whose 1917 recordings are often cited as the first "
                "jazz records ever issued, and he rejoined the band for its revival in 1936, "
                "later leading his own groups in New York."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which stadium hosted the final of the tournament whose official song was Waka Waka?",
        "Soccer City",
        [
            D(
                "Shakira: Shakira Isabel Mebarak Ripoll (born 2 February 1977) is a Colombian "
                "singer and songwriter, often called the Queen of Latin Music. Her crossover "
                "album Laundry Service (2001) made her an international star, and with more than "
                "80 million records sold she is one of the best-selling music artists of all "
                "time."
            ),
            D(
                "Hips Don't Lie: \"Hips Don't Lie\" is a song by the Colombian singer Shakira "
                "featuring the Haitian rapper Wyclef Jean, released in 2006. It topped the "
                "Billboard Hot 100, and Shakira performed it at the closing ceremony of the 2006 "
                "FIFA World Cup, shortly before the final in Germany."
            ),
            D(
                "Ellis Park Stadium: Ellis Park Stadium is a rugby union and football stadium in "
                "Johannesburg, South Africa, and the home of the Lions rugby team. It hosted the "
                "final of the 1995 Rugby World Cup, in which South Africa beat New Zealand, and "
                "it was one of the venues of the 2010 FIFA World Cup."
            ),
            S(
                'Waka Waka (This Time for Africa): "Waka Waka (This Time for Africa)" is a song '
                "by the Colombian singer Shakira featuring the South African band Freshlyground. "
                "It was chosen as the official song of the 2010 FIFA World Cup and became one of "
                "the best-selling singles of all time, topping the charts in more than fifteen "
                "countries."
            ),
            D(
                "Wavin' Flag: \"Wavin' Flag\" is a song by the Somali-Canadian rapper K'naan from "
                "his 2009 album Troubadour. A remixed version became Coca-Cola's promotional "
                "anthem for the 2010 FIFA World Cup, and a charity recording by Young Artists for "
                "Haiti reached number one in Canada."
            ),
            D(
                "Cape Town Stadium: Cape Town Stadium is a football stadium in Green Point, Cape "
                "Town, built for the 2010 FIFA World Cup and opened in 2009. During the "
                "tournament it staged eight matches, including the semi-final between the "
                "Netherlands and Uruguay, and since 2021 it has also been the home ground of the "
                "Stormers rugby union team."
            ),
            D(
                'We Are One (Ole Ola): "We Are One (Ole Ola)" is a song by Pitbull featuring '
                "Jennifer Lopez and Claudia Leitte, released in 2014 as the official song of the "
                "2014 FIFA World Cup in Brazil. The three singers performed it at the "
                "tournament's opening ceremony at the Arena de S\u00e3o Paulo."
            ),
            S(
                "2010 FIFA World Cup: The 2010 FIFA World Cup was the 19th FIFA World Cup, held "
                "in South Africa from 11 June to 11 July 2010, the first tournament hosted in "
                "Africa. Spain won their first title, beating the Netherlands 1\u20130 after "
                "extra time in the final at Soccer City in Johannesburg."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who wrote the poem that gave F. Scott Fitzgerald's novel Tender Is the Night its title?",
        "John Keats",
        [
            D(
                "Tender Is the Night (film): Tender Is the Night is a 1962 American drama film "
                "directed by Henry King and starring Jennifer Jones and Jason Robards. Adapted "
                "from the novel by F. Scott Fitzgerald, it was the last film King directed, and "
                "its title song was nominated for the Academy Award for Best Original Song."
            ),
            D(
                'Ode on a Grecian Urn: "Ode on a Grecian Urn" is a poem by the English Romantic '
                "poet John Keats, written in May 1819 and first published anonymously in January "
                "1820. Addressed to an ancient urn decorated with pastoral scenes, it ends with "
                'the lines "Beauty is truth, truth beauty", among the most quoted in English '
                "poetry."
            ),
            S(
                'Ode to a Nightingale: "Ode to a Nightingale" is a poem by the English Romantic '
                "poet John Keats, written in Hampstead in May 1819. One of the six great odes he "
                "composed that year, it was first published in July 1819 in the journal Annals of "
                "the Fine Arts."
            ),
            D(
                "This Side of Paradise: This Side of Paradise is the debut novel of F. Scott "
                "Fitzgerald, published in 1920. Its title is taken from a line of the poem "
                '"Tiare Tahiti" by Rupert Brooke, and its success allowed Fitzgerald to marry '
                "Zelda Sayre a week after the book appeared."
            ),
            D(
                "The Great Gatsby: The Great Gatsby is a 1925 novel by the American writer F. "
                "Scott Fitzgerald, set on Long Island during the summer of 1922. Narrated by Nick "
                "Carraway, it depicts the mysterious millionaire Jay Gatsby and his pursuit of "
                "Daisy Buchanan, and it is widely regarded as the Great American Novel."
            ),
            D(
                "The Nightingale (Hannah novel): The Nightingale is a 2015 historical novel by "
                "the American author Kristin Hannah. Set in occupied France during the Second "
                "World War, it follows two sisters, Vianne and Isabelle Rossignol, and their "
                "different forms of resistance to the German occupation."
            ),
            S(
                "Tender Is the Night: Tender Is the Night is the fourth novel by the American "
                "writer F. Scott Fitzgerald, first published in 1934. Set largely on the French "
                "Riviera, it follows the psychiatrist Dick Diver and his wife Nicole. Its title "
                'is taken from a line in the poem "Ode to a Nightingale".'
            ),
            D(
                'Ode to the West Wind: "Ode to the West Wind" is a poem by the English Romantic '
                "poet Percy Bysshe Shelley, written in 1819 near Florence and published the "
                "following year in the collection Prometheus Unbound. It calls on the wind as a "
                "force of destruction and renewal."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who played the doctor in rose, the first episode of the revived doctor who",
        "Christopher Eccleston",
        [
            D(
                "Tenth Doctor: The Tenth Doctor is an incarnation of the Doctor, the protagonist "
                "of the BBC science fiction series Doctor Who, portrayed by the Scottish actor "
                "David Tennant from 2005 to 2010. Tennant returned to the role as the Fourteenth "
                "Doctor for three specials in 2023 marking the programme's 60th anniversary."
            ),
            D(
                'An Unearthly Child: "An Unearthly Child" is the first serial of the British '
                "science fiction series Doctor Who, first broadcast on BBC TV in four weekly "
                "parts from 23 November 1963. Written by Anthony Coburn, it introduces William "
                "Hartnell as the First Doctor and Carole Ann Ford as his granddaughter, Susan "
                "Foreman."
            ),
            D(
                "Rose Tyler: Rose Tyler is a fictional character played by Billie Piper in the "
                "British science fiction series Doctor Who. A shop assistant from a London "
                "council estate who travels with the Doctor, she appeared as a regular in the "
                "2005 and 2006 series and returned for several episodes in 2008."
            ),
            S(
                "Ninth Doctor: The Ninth Doctor is an incarnation of the Doctor, the protagonist "
                "of the BBC science fiction series Doctor Who. He was portrayed by the English "
                "actor Christopher Eccleston for a single series in 2005, before regenerating "
                'into the Tenth Doctor in the episode "The Parting of the Ways".'
            ),
            D(
                "Doctor Who (film): Doctor Who is a 1996 television film continuing the British "
                "science fiction series, made as a co-production between the BBC, Universal "
                "Television and the Fox network. It introduced Paul McGann as the Eighth Doctor "
                "and was intended as a pilot for an American series that was never made."
            ),
            D(
                "Russell T Davies: Russell T Davies (born 27 April 1963) is a Welsh screenwriter "
                "and television producer, born in Swansea. He created Queer as Folk and led the "
                "2005 revival of Doctor Who as its showrunner, and he returned to the programme "
                "as showrunner for its 60th anniversary in 2023, after an absence of thirteen "
                "years."
            ),
            D(
                "The Rose (film): The Rose is a 1979 American musical drama film directed by Mark "
                "Rydell and starring Bette Midler in her first leading role, as a "
                "self-destructive rock singer loosely based on Janis Joplin. Midler's recording "
                "of the title song reached number three on the Billboard Hot 100."
            ),
            S(
                'Rose (Doctor Who): "Rose" is the first episode of the revived British science '
                "fiction television series Doctor Who, broadcast on BBC One on 26 March 2005. "
                "Written by the showrunner Russell T Davies, it introduces Billie Piper as the "
                "shop assistant Rose Tyler, who meets the Ninth Doctor while the Autons invade "
                "London."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the lead singer on AC/DC's album Highway to Hell born?",
        "Forfar",
        [
            D(
                "Back in Black: Back in Black is the seventh studio album by the Australian rock "
                "band AC/DC, released on 25 July 1980. It was the band's first album with the "
                "English singer Brian Johnson and was recorded as a tribute to his predecessor; "
                "with an estimated 50 million copies sold, it is one of the best-selling albums "
                "of all time."
            ),
            S(
                "Highway to Hell: Highway to Hell is the sixth studio album by the Australian "
                'hard rock band AC/DC, released on 27 July 1979. Produced by Robert John "Mutt" '
                "Lange, it was the band's breakthrough in the United States and the last album to "
                "feature Bon Scott as lead singer, as he died in February 1980."
            ),
            D(
                "Kirriemuir: Kirriemuir is a burgh in the council area of Angus, Scotland, at the "
                "foot of the Angus Glens. It is the birthplace of J. M. Barrie, the author of "
                "Peter Pan, and since 2016 it has had a bronze statue of the rock singer Bon "
                "Scott, who spent part of his early childhood in the town."
            ),
            D(
                "Brian Johnson: Brian Francis Johnson (born 5 October 1947) is an English singer "
                "and songwriter, born in Dunston, Gateshead. Before joining AC/DC as lead "
                "vocalist in 1980, he fronted the glam rock band Geordie, and he was inducted "
                "into the Rock and Roll Hall of Fame as a member of AC/DC in 2003."
            ),
            D(
                "Highway to Heaven: Highway to Heaven is an American fantasy drama television "
                "series that aired on NBC from 1984 to 1989. Created by and starring Michael "
                "Landon, it follows Jonathan Smith, an angel on probation who is sent to Earth to "
                "help people in trouble, with Victor French as his companion."
            ),
            D(
                "Angus Young: Angus McKinnon Young (born 31 March 1955) is an Australian "
                "guitarist, born in Glasgow, Scotland, who co-founded AC/DC in 1973 with his "
                "elder brother Malcolm. He is known for his schoolboy uniform stage costume and "
                "his energetic performances, and he is the only constant member of the band."
            ),
            S(
                'Bon Scott: Ronald Belford "Bon" Scott (9 July 1946 \u2013 19 February 1980) '
                "was an Australian singer and songwriter, born in Forfar, Scotland. His family "
                "emigrated to Melbourne in 1952 and later settled in Fremantle, Western "
                "Australia. He was the lead vocalist and lyricist of AC/DC from 1974 until his "
                "death."
            ),
            D(
                "Powerage: Powerage is the fifth studio album by the Australian hard rock band "
                "AC/DC, released on 25 May 1978. It was produced by Harry Vanda and George Young "
                "and was the first album to feature the bassist Cliff Williams, and it is often "
                "named by other musicians as the band's most underrated record."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which town was the actress who played Holly Golightly in the 1961 film Breakfast "
            "at Tiffany's born?"
        ),
        "Ixelles",
        [
            D(
                "Breakfast at Tiffany's (novella): Breakfast at Tiffany's is a novella by Truman "
                "Capote published in 1958. Its narrator, a writer, recalls his friendship with "
                "his neighbour Holly Golightly, a young country girl turned caf\u00e9 society "
                "figure living on the Upper East Side of Manhattan in the early 1940s."
            ),
            D(
                "Katharine Hepburn: Katharine Houghton Hepburn (12 May 1907 \u2013 29 June 2003) "
                "was an American actress, born in Hartford, Connecticut. Known for her fierce "
                "independence and spirited personality, she won four Academy Awards for Best "
                "Actress over a career of more than sixty years, a record for any performer."
            ),
            S(
                "Breakfast at Tiffany's (film): Breakfast at Tiffany's is a 1961 American "
                "romantic comedy film directed by Blake Edwards and written by George Axelrod, "
                "loosely based on Truman Capote's 1958 novella. It stars Audrey Hepburn as Holly "
                "Golightly, a na\u00efve caf\u00e9 society girl in New York, and George Peppard "
                "as her neighbour."
            ),
            D(
                "Truman Capote: Truman Garcia Capote (born Truman Streckfus Persons; 30 September "
                "1924 \u2013 25 August 1984) was an American novelist, screenwriter and "
                "playwright, born in New Orleans. His works include the novella Breakfast at "
                "Tiffany's and the true crime book In Cold Blood (1966)."
            ),
            D(
                "Breakfast at Tiffany's (song): \"Breakfast at Tiffany's\" is a song by the "
                "American alternative rock band Deep Blue Something, released in 1995 from their "
                "album Home. Its lyrics refer to a couple who recall that they both liked the "
                "film, and it reached number one in the United Kingdom and number five on the "
                "Billboard Hot 100 in 1996."
            ),
            D(
                "Blake Edwards: Blake Edwards (born William Blake Crump; 26 July 1922 \u2013 15 "
                "December 2010) was an American film director, screenwriter and producer, born in "
                "Tulsa, Oklahoma. He is best known for the Pink Panther comedies starring Peter "
                "Sellers, and he received an Honorary Academy Award in 2004."
            ),
            D(
                "George Peppard: George Peppard (1 October 1928 \u2013 8 May 1994) was an "
                "American actor, born in Detroit, Michigan. He played the writer Paul Varjak in a "
                "1961 romantic comedy, starred in The Carpetbaggers (1964), and later played "
                'Colonel John "Hannibal" Smith in the television series The A-Team.'
            ),
            S(
                "Audrey Hepburn: Audrey Kathleen Hepburn (4 May 1929 \u2013 20 January 1993) was "
                "a British actress and humanitarian. Born in Ixelles, Brussels, she spent her "
                "childhood in Belgium, England and the Netherlands and trained as a ballet dancer "
                "before turning to acting. She won the Academy Award for Best Actress for Roman "
                "Holiday (1953)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "At which venue was the Eurovision Song Contest won by Conchita Wurst held?",
        "B&W Hallerne",
        [
            D(
                "Eurovision Song Contest 2015: The Eurovision Song Contest 2015 was the 60th "
                "edition of the contest, held at the Wiener Stadthalle in Vienna, Austria, from "
                '19 to 23 May 2015. Sweden won with "Heroes" performed by M\u00e5ns '
                "Zelmerl\u00f6w, and Australia took part for the first time as a special guest "
                "entrant."
            ),
            S(
                "Conchita Wurst: Conchita Wurst is the stage persona of the Austrian singer "
                "Thomas Neuwirth (born 6 November 1988). Performing as the bearded drag queen "
                "Conchita, Neuwirth won the Eurovision Song Contest 2014 for Austria with the "
                'ballad "Rise Like a Phoenix", the country\'s first victory in the contest since '
                "1966."
            ),
            D(
                'Rise Like a Phoenix: "Rise Like a Phoenix" is a song performed by the Austrian '
                "singer Conchita Wurst and released as a single in March 2014. The orchestral "
                "ballad was written in the style of a James Bond theme by a team including "
                "Charley Mason, and it reached the top ten in several European countries."
            ),
            D(
                "Eurovision Song Contest 2013: The Eurovision Song Contest 2013 was the 58th "
                "edition of the contest, held at the Malm\u00f6 Arena in Malm\u00f6, Sweden, in "
                "May 2013. It was won by Denmark's Emmelie de Forest with the song \"Only "
                'Teardrops", which gave the Danish broadcaster DR the right to host the '
                "following year's contest."
            ),
            D(
                "Lordi: Lordi is a Finnish hard rock band formed in 1992 in Rovaniemi by the "
                "singer Mr Lordi, whose members perform in monster masks and costumes. The band "
                'won the Eurovision Song Contest 2006 with "Hard Rock Hallelujah", Finland\'s '
                "first victory in the contest after more than forty years of taking part, with "
                "292 points, then a record."
            ),
            D(
                "Royal Arena: Royal Arena is a multi-purpose indoor arena in \u00d8restad, "
                "Copenhagen, Denmark, opened in February 2017 with a capacity of up to 16,000. It "
                "hosts concerts and sporting events, including matches of the 2018 IIHF World "
                "Championship and the 2019 World Men's Handball Championship."
            ),
            S(
                "Eurovision Song Contest 2014: The Eurovision Song Contest 2014 was the 59th "
                "edition of the contest, held at B&W Hallerne, a former shipyard hall on the "
                "island of Refshale\u00f8en in Copenhagen, Denmark. Denmark hosted after Emmelie "
                "de Forest won the 2013 contest, and the final on 10 May 2014 featured 26 "
                "countries."
            ),
            D(
                "Loreen: Lorine Zineb Nora Talhaoui (born 16 October 1983), known as Loreen, is a "
                'Swedish singer who has won the Eurovision Song Contest twice, with "Euphoria" '
                'in 2012 and "Tattoo" in 2023. She was the first woman, and the second '
                "performer after Johnny Logan, to win the contest twice."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Who wrote the novel that was adapted into the film in which Over the Rainbow was "
            "first sung?"
        ),
        "L. Frank Baum",
        [
            D(
                "Over the Rainbow (TV series): Over the Rainbow is a British television talent "
                "show broadcast on BBC One in 2010 and presented by Graham Norton. It searched "
                "for an unknown performer to play Dorothy in Andrew Lloyd Webber's West End stage "
                "production, and the public vote was won by Danielle Hope."
            ),
            D(
                "Wicked (musical): Wicked is a stage musical with music and lyrics by Stephen "
                "Schwartz and a book by Winnie Holzman, which opened on Broadway in 2003. It is "
                "based on the 1995 novel Wicked: The Life and Times of the Wicked Witch of the "
                "West by Gregory Maguire, and it tells the story of Elphaba and Glinda before "
                "Dorothy's arrival."
            ),
            S(
                "The Wizard of Oz (1939 film): The Wizard of Oz is a 1939 American musical "
                "fantasy film produced by Metro-Goldwyn-Mayer and starring Judy Garland. It is "
                "the best-known adaptation of L. Frank Baum's 1900 children's novel The Wonderful "
                "Wizard of Oz, and it is celebrated for its use of Technicolor and its musical "
                "score."
            ),
            D(
                "Rainbow (rock band): Rainbow are a British rock band formed in 1975 by the "
                "guitarist Ritchie Blackmore after he left Deep Purple. Their early line-up was "
                "fronted by the American singer Ronnie James Dio, and the band's later hits with "
                'other singers include "Since You Been Gone" and "All Night Long".'
            ),
            D(
                "The Wiz (film): The Wiz is a 1978 American musical fantasy film directed by "
                "Sidney Lumet and produced by Motown Productions and Universal Pictures. It stars "
                "Diana Ross as Dorothy and Michael Jackson as the Scarecrow, and it was adapted "
                "from the 1975 Broadway musical of the same name."
            ),
            D(
                "Oz the Great and Powerful: Oz the Great and Powerful is a 2013 American fantasy "
                "adventure film directed by Sam Raimi and produced by Walt Disney Pictures. James "
                "Franco stars as Oscar Diggs, a circus magician who is carried to the Land of Oz, "
                "with Mila Kunis, Rachel Weisz and Michelle Williams as the witches."
            ),
            D(
                "Judy Garland: Judy Garland (born Frances Ethel Gumm; 10 June 1922 \u2013 22 June "
                "1969) was an American actress and singer, born in Grand Rapids, Minnesota. She "
                "received a special Juvenile Academy Award in 1940, and she later starred in the "
                "musical films Easter Parade (1948) and A Star Is Born (1954)."
            ),
            S(
                'Over the Rainbow: "Over the Rainbow" is a ballad composed by Harold Arlen with '
                "lyrics by Yip Harburg. It was written for the 1939 film The Wizard of Oz, in "
                "which it is sung by Judy Garland as Dorothy Gale, and it won the Academy Award "
                "for Best Original Song."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, AC Milan or Inter Milan?",
        "AC Milan",
        [
            D(
                "San Siro: The Stadio Giuseppe Meazza, commonly known as San Siro, is a football "
                "stadium in the San Siro district of Milan, Italy. Opened in 1926, it is the home "
                "ground of both AC Milan and Inter Milan and, with a capacity of about 75,000, is "
                "one of the largest stadiums in Europe."
            ),
            S(
                "Inter Milan: Football Club Internazionale Milano, commonly known as Inter Milan, "
                "is a professional football club based in Milan, Italy. It was founded on 9 March "
                "1908 by members of the Milan Cricket and Football Club who wanted to admit "
                "foreign players. Inter is the only Italian club never to have been relegated "
                "from Serie A."
            ),
            D(
                "Genoa CFC: Genoa Cricket and Football Club is a professional football club based "
                "in Genoa, Italy. Founded on 7 September 1893 by English expatriates, it is the "
                "oldest active football club in Italy, and it won nine Italian championships, the "
                "first of them in 1898."
            ),
            D(
                "Derby della Madonnina: The Derby della Madonnina, also called the Derby di "
                "Milano, is the football match between the two Milan clubs, AC Milan and Inter "
                "Milan. It takes its name from the gilded statue of the Virgin Mary on the "
                "highest spire of Milan Cathedral, and it is one of the most followed local "
                "derbies in world football."
            ),
            D(
                "Juventus FC: Juventus Football Club is a professional football club based in "
                "Turin, Italy, founded on 1 November 1897 by a group of students from the Liceo "
                "Massimo d'Azeglio. It has won the Serie A title more times than any other club, "
                "and it plays its home games at the Allianz Stadium."
            ),
            D(
                "Herbert Kilpin: Herbert Kilpin (24 January 1870 \u2013 22 October 1916) was an "
                "English footballer and lace maker from Nottingham who is regarded as the founder "
                "of one of the two major football clubs of Milan. He served the club as captain "
                "and manager and led it to three Italian championships."
            ),
            D(
                "Inter Miami CF: Inter Miami CF is an American professional soccer club based in "
                "the Miami metropolitan area that competes in Major League Soccer. Founded in "
                "2018 and co-owned by the former England captain David Beckham, the club began "
                "play in the 2020 season and won the Leagues Cup in 2023."
            ),
            S(
                "AC Milan: Associazione Calcio Milan, commonly known as AC Milan, is a "
                "professional football club based in Milan, Italy. It was founded on 16 December "
                "1899 as the Milan Foot-Ball and Cricket Club by the English lace maker Herbert "
                "Kilpin and the businessman Alfred Edwards. The club has won the European Cup "
                "seven times."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first ella fitzgerald or billie holiday",
        "Billie Holiday",
        [
            D(
                "Sarah Vaughan: Sarah Lois Vaughan (27 March 1924 \u2013 3 April 1990) was an "
                'American jazz singer, born in Newark, New Jersey. Nicknamed "Sassy" and "The '
                'Divine One", she was known for her wide vocal range and won four Grammy Awards, '
                "including a Lifetime Achievement Award in 1989."
            ),
            S(
                "Ella Fitzgerald: Ella Jane Fitzgerald (25 April 1917 \u2013 15 June 1996) was an "
                "American jazz singer, born in Newport News, Virginia, and often called the "
                '"First Lady of Song". Known for her pure tone, diction and scat singing, she '
                "won 13 Grammy Awards over a career of nearly sixty years."
            ),
            D(
                "Lady Sings the Blues (film): Lady Sings the Blues is a 1972 American "
                "biographical film directed by Sidney J. Furie about the life of the jazz singer "
                "Billie Holiday, starring Diana Ross in her film debut. Ross was nominated for "
                "the Academy Award for Best Actress, and the soundtrack album topped the "
                "Billboard 200."
            ),
            D(
                "Ella Fitzgerald Sings the Cole Porter Song Book: Ella Fitzgerald Sings the Cole "
                "Porter Song Book is a 1956 double album by the American jazz singer Ella "
                "Fitzgerald, the first of her eight Song Book albums. Arranged and conducted by "
                "Buddy Bregman, it was released on Verve Records."
            ),
            D(
                "Judy Holliday: Judy Holliday (born Judith Tuvim; 21 June 1921 \u2013 7 June "
                "1965) was an American actress, comedian and singer, born in New York City. She "
                "won the Academy Award for Best Actress for Born Yesterday (1950) and a Tony "
                "Award for the Broadway musical Bells Are Ringing."
            ),
            D(
                "Lester Young: Lester Willis Young (27 August 1909 \u2013 15 March 1959) was an "
                "American jazz tenor saxophonist, born in Woodville, Mississippi. Nicknamed "
                '"Pres", he played in Count Basie\'s orchestra and made celebrated recordings '
                'with a jazz singer whom he named "Lady Day".'
            ),
            D(
                "Nina Simone: Nina Simone (born Eunice Kathleen Waymon; 21 February 1933 \u2013 "
                "21 April 2003) was an American singer, pianist and civil rights activist, born "
                "in Tryon, North Carolina. Her music ranged across jazz, blues, folk and gospel "
                'and includes "Mississippi Goddam" and "Feeling Good".'
            ),
            S(
                "Billie Holiday: Billie Holiday (born Eleanora Fagan; 7 April 1915 \u2013 17 July "
                "1959) was an American jazz and swing singer, born in Philadelphia. Nicknamed "
                '"Lady Day" by her friend Lester Young, she is known for her recordings of '
                '"Strange Fruit" and "God Bless the Child".'
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Roxette and The Cardigans both formed in the 1980s?",
        "no",
        [
            D(
                "Ace of Base: Ace of Base was a Swedish pop group formed in Gothenburg in 1990 by "
                "Jonas Berggren, Ulf Ekberg and the sisters Linn and Jenny Berggren. Their debut "
                "album, released in the United States as The Sign, sold more than 23 million "
                'copies and produced the hits "All That She Wants" and "The Sign".'
            ),
            D(
                "Per Gessle: Per H\u00e5kan Gessle (born 12 January 1959) is a Swedish singer and "
                "songwriter, born in Halmstad. He was a founding member of the band Gyllene Tider "
                "in 1977 and is one of the most successful Swedish songwriters, having written "
                "hits for several artists over four decades."
            ),
            S(
                "Roxette: Roxette were a Swedish pop rock duo formed in 1986 in Halmstad by the "
                "singer Marie Fredriksson and the songwriter Per Gessle. The duo had four "
                'number-one singles on the Billboard Hot 100, including "The Look" and "It '
                'Must Have Been Love", and sold an estimated 75 million records.'
            ),
            D(
                'Cardigan (song): "Cardigan" is a song by the American singer-songwriter Taylor '
                "Swift from her eighth studio album, Folklore, released in July 2020. Written by "
                "Swift and Aaron Dessner, the indie folk ballad debuted at number one on the "
                "Billboard Hot 100, and its music video was directed by Swift herself."
            ),
            D(
                "Europe (band): Europe is a Swedish rock band formed in Upplands V\u00e4sby in "
                "1979 by the singer Joey Tempest and the guitarist John Norum. Their 1986 single "
                '"The Final Countdown" reached number one in 25 countries, and the band '
                "reunited in 2003 after a break of more than ten years."
            ),
            S(
                "The Cardigans: The Cardigans are a Swedish rock band formed in "
                "J\u00f6nk\u00f6ping in 1992 by the guitarist Peter Svensson and the bassist "
                "Magnus Sveningsson. Fronted by the singer Nina Persson, they had international "
                'hits in the 1990s with "Lovefool" and "My Favourite Game".'
            ),
            D(
                'Lovefool: "Lovefool" is a song by the Swedish band the Cardigans from their '
                "third album, First Band on the Moon (1996). Featured in Baz Luhrmann's film "
                "Romeo + Juliet, it topped the Billboard Hot 100 Airplay chart in 1997 and "
                "reached number two in the United Kingdom."
            ),
            D(
                "Nina Persson: Nina Elisabet Persson (born 6 September 1974) is a Swedish singer "
                "and songwriter, born in \u00d6rebro. Besides her work as the lead singer of a "
                "rock band from J\u00f6nk\u00f6ping, she has released music under the name A Camp "
                "and as a solo artist, starting with Animal Heart in 2014."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which came out first, Lethal Weapon or Die Hard?",
        "Lethal Weapon",
        [
            D(
                "Predator (film): Predator is a 1987 American science fiction action film "
                "directed by John McTiernan and written by Jim and John Thomas. Arnold "
                "Schwarzenegger leads an elite special forces team on a rescue mission in a "
                "Central American jungle, where they are hunted by an extraterrestrial warrior."
            ),
            D(
                "Lethal Weapon 2: Lethal Weapon 2 is an American buddy cop action film directed "
                "by Richard Donner and the second film in the Lethal Weapon series. Mel Gibson "
                "and Danny Glover return as the detectives Riggs and Murtaugh, who take on South "
                "African diplomats smuggling drugs, with Joe Pesci joining the cast."
            ),
            D(
                "Die Hard 2: Die Hard 2 is a 1990 American action film directed by Renny Harlin "
                "and the second film in the Die Hard series. Bruce Willis returns as John "
                "McClane, who battles a group of mercenaries seizing control of Washington Dulles "
                "International Airport on Christmas Eve."
            ),
            S(
                "Die Hard: Die Hard is a 1988 American action film directed by John McTiernan, "
                "based on Roderick Thorp's 1979 novel Nothing Lasts Forever. Bruce Willis stars "
                "as the New York police officer John McClane, who confronts a group of robbers "
                "led by Hans Gruber in a Los Angeles skyscraper. It was released on 15 July 1988."
            ),
            D(
                "Lethal Weapon (TV series): Lethal Weapon is an American buddy cop action comedy "
                "television series based on the film series, which aired on Fox from 2016 to "
                "2019. It starred Damon Wayans as Roger Murtaugh and Clayne Crawford as Martin "
                "Riggs, who was replaced by Seann William Scott in the third and final season."
            ),
            D(
                "Nothing Lasts Forever (Thorp novel): Nothing Lasts Forever is a 1979 thriller "
                "novel by the American writer Roderick Thorp, the sequel to his 1966 novel The "
                "Detective. It follows the retired police officer Joe Leland, who is visiting his "
                "daughter at a Los Angeles office tower when terrorists seize the building on "
                "Christmas Eve."
            ),
            S(
                "Lethal Weapon: Lethal Weapon is an American buddy cop action film directed by "
                "Richard Donner and written by Shane Black. It stars Mel Gibson and Danny Glover "
                "as two mismatched Los Angeles police detectives. Released on 6 March 1987, it "
                "launched a franchise of four films and a television series."
            ),
            D(
                "Richard Donner: Richard Donner (born Richard Donald Schwartzberg; 24 April 1930 "
                "\u2013 5 July 2021) was an American film director and producer. He directed The "
                "Omen (1976), Superman (1978) and The Goonies (1985), and he continued to direct "
                "and produce action films into the 2000s, ending with 16 Blocks in 2006."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who is older, Usain Bolt or Michael Phelps?",
        "Michael Phelps",
        [
            D(
                "Bolt (2008 film): Bolt is a 2008 American animated adventure comedy film "
                "produced by Walt Disney Animation Studios and directed by Chris Williams and "
                "Byron Howard. John Travolta voices the title character, a dog who believes he "
                "has superpowers, with Miley Cyrus as his owner and co-star, Penny."
            ),
            S(
                "Michael Phelps: Michael Fred Phelps II (born 30 June 1985) is an American former "
                "competitive swimmer and the most decorated Olympian of all time, with 28 medals. "
                "He won 23 Olympic gold medals between 2004 and 2016, including a record eight at "
                "a single Games in 2008."
            ),
            D(
                "Yohan Blake: Yohan Blake (born 26 December 1989) is a Jamaican sprinter who won "
                "the 100 metres at the 2011 World Championships in Daegu. His personal best of "
                "9.69 seconds makes him the joint second-fastest man in history, and he won two "
                "silver medals at the 2012 Summer Olympics."
            ),
            D(
                "Ryan Lochte: Ryan Steven Lochte (born 3 August 1984) is an American former "
                "competitive swimmer who won twelve Olympic medals, six of them gold. He was a "
                "longtime teammate and rival of Michael Phelps in the individual medley events, "
                "and he won five gold medals at the 2011 World Championships."
            ),
            D(
                "Michael Johnson (sprinter): Michael Duane Johnson (born 13 September 1967) is an "
                "American retired sprinter who won four Olympic gold medals. At the 1996 Summer "
                "Olympics he became the first man to win both the 200 metres and the 400 metres "
                "at the same Games."
            ),
            D(
                "Asafa Powell: Asafa Powell (born 23 November 1982) is a Jamaican sprinter who "
                "held the 100 metres world record from June 2005 to May 2008. He ran more "
                "sub-ten-second 100 metres races than any other athlete and won an Olympic gold "
                "medal in the 4 \u00d7 100 metres relay in 2016."
            ),
            S(
                "Usain Bolt: Usain St Leo Bolt (born 21 August 1986) is a Jamaican retired "
                "sprinter, widely considered the greatest sprinter of all time. He won eight "
                "Olympic gold medals between 2008 and 2016, and he holds the world records in the "
                "100 metres and 200 metres, both set at the 2009 World Championships."
            ),
            D(
                "Katie Ledecky: Kathleen Genevieve Ledecky (born 17 March 1997) is an American "
                "competitive swimmer who has won nine Olympic gold medals, the most of any female "
                "swimmer. She holds the world records in the women's 800 and 1500 metre freestyle "
                "and has won more than twenty world titles."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of Wide Sargasso Sea born?",
        "Roseau, Dominica",
        [
            D(
                "Wide Sargasso Sea (1993 film): Wide Sargasso Sea is a 1993 Australian drama film "
                "directed by John Duigan and starring Karina Lombard, Nathaniel Parker and Rachel "
                "Ward. Based on a 1966 novel, it was shot on location in Jamaica and was given an "
                "NC-17 rating in the United States on its release."
            ),
            D(
                "Jane Eyre: Jane Eyre is a novel by the English writer Charlotte Bront\u00eb, "
                "published under the pen name Currer Bell on 19 October 1847. It follows the "
                "orphaned governess Jane Eyre, who falls in love with her brooding employer, "
                "Edward Rochester, at Thornfield Hall."
            ),
            D(
                "V. S. Naipaul: Sir Vidiadhar Surajprasad Naipaul (17 August 1932 \u2013 11 "
                "August 2018) was a Trinidadian-born British writer, born in Chaguanas, Trinidad. "
                "His novels include A House for Mr Biswas (1961), and he received the Nobel Prize "
                "in Literature in 2001."
            ),
            S(
                "Wide Sargasso Sea: Wide Sargasso Sea is a 1966 novel by the author Jean Rhys. A "
                "prequel to Charlotte Bront\u00eb's Jane Eyre, it tells the story of Antoinette "
                "Cosway, a Creole heiress in Jamaica who marries an unnamed Englishman and "
                "becomes the woman confined in the attic at Thornfield Hall."
            ),
            D(
                "Sargasso Sea: The Sargasso Sea is a region of the North Atlantic Ocean bounded "
                "by four currents that together form an ocean gyre. It is the only sea without a "
                "land boundary, and it takes its name from the Sargassum seaweed that floats in "
                "large mats on its surface."
            ),
            S(
                "Jean Rhys: Jean Rhys (born Ella Gwendolyn Rees Williams; 24 August 1890 \u2013 "
                "14 May 1979) was a novelist born in Roseau, the capital of the Caribbean island "
                "of Dominica. She moved to England at the age of sixteen and was known for novels "
                "such as Good Morning, Midnight (1939)."
            ),
            D(
                "Charlotte Bront\u00eb: Charlotte Bront\u00eb (21 April 1816 \u2013 31 March "
                "1855) was an English novelist and poet, born in Thornton, Yorkshire, and the "
                "eldest of the three Bront\u00eb sisters who survived into adulthood. Her "
                "best-known novel, Jane Eyre, was published under a pen name."
            ),
            D(
                "Jamaica Kincaid: Jamaica Kincaid (born Elaine Potter Richardson; 25 May 1949) is "
                "an Antiguan-American novelist and essayist, born in St. John's, Antigua. Her "
                "books include Annie John (1985) and Lucy (1990), and she teaches at Harvard "
                "University."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the composer of madama butterfly born",
        "Lucca",
        [
            D(
                "M. Butterfly: M. Butterfly is a 1988 play by David Henry Hwang, loosely based on "
                "the relationship between a French diplomat and a Peking opera singer. It won the "
                "Tony Award for Best Play and was adapted into a 1993 film starring Jeremy Irons "
                "and John Lone."
            ),
            S(
                "Giacomo Puccini: Giacomo Antonio Domenico Michele Secondo Maria Puccini (22 "
                "December 1858 \u2013 29 November 1924) was an Italian composer, born in Lucca, "
                "Tuscany, into a family of musicians. He is known chiefly for his operas, "
                "including La boh\u00e8me and Turandot, and has been called the greatest composer "
                "of Italian opera after Verdi."
            ),
            D(
                "Pietro Mascagni: Pietro Antonio Stefano Mascagni (7 December 1863 \u2013 2 "
                "August 1945) was an Italian composer, born in Livorno, Tuscany. His one-act "
                "opera Cavalleria rusticana (1890) was one of the first works of the verismo "
                "style, and it remains among the most often performed operas in the world."
            ),
            D(
                "Miss Saigon: Miss Saigon is a stage musical by Claude-Michel Sch\u00f6nberg and "
                "Alain Boublil, with lyrics by Boublil and Richard Maltby Jr. Based on an opera "
                "set in Japan, it moves the story to Saigon during the Vietnam War, and it opened "
                "in the West End in 1989 before transferring to Broadway."
            ),
            D(
                "Turandot: Turandot is an opera in three acts by Giacomo Puccini, set in China, "
                "which was left unfinished at the composer's death in 1924 and completed by "
                "Franco Alfano. It premiered at La Scala on 25 April 1926, conducted by Arturo "
                "Toscanini, who stopped the performance where the composer's score ended."
            ),
            D(
                "Ruggero Leoncavallo: Ruggero Leoncavallo (23 April 1857 \u2013 9 August 1919) "
                "was an Italian composer and librettist, born in Naples. He is best remembered "
                "for his two-act opera Pagliacci (1892), which is often performed on a double "
                "bill with another short verismo opera, Cavalleria rusticana."
            ),
            S(
                "Madama Butterfly: Madama Butterfly is an opera in three acts (originally two) by "
                "Giacomo Puccini, with an Italian libretto by Luigi Illica and Giuseppe Giacosa. "
                "Set in Nagasaki, it premiered at La Scala in Milan on 17 February 1904 and tells "
                "of a young geisha abandoned by an American naval officer."
            ),
            D(
                "Madame Butterfly (1932 film): Madame Butterfly is a 1932 American pre-Code drama "
                "film directed by Marion Gering and starring Sylvia Sidney and Cary Grant. Based "
                "on the story by John Luther Long and the play by David Belasco, it uses music "
                "from the opera only as background."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song La Vie en rose die?",
        "Plascassier",
        [
            S(
                'La Vie en rose: "La Vie en rose" is the signature song of the French singer '
                "\u00c9dith Piaf, written in 1945 and released as a single in 1947. Its lyrics "
                "are credited to Piaf and its music to Louiguy, and it has since been recorded by "
                "many other artists, including Louis Armstrong and Grace Jones."
            ),
            D(
                "La Vie en Rose (film): La Vie en Rose, released in France as La M\u00f4me, is a "
                "2007 French biographical musical film directed by Olivier Dahan. Marion "
                "Cotillard won the Academy Award for Best Actress for her role as the singer, the "
                "first Oscar for a performance in the French language."
            ),
            D(
                "Charles Aznavour: Charles Aznavour (born Shahnour Vaghinag Aznavourian; 22 May "
                "1924 \u2013 1 October 2018) was a French-Armenian singer, songwriter and actor, "
                "born in Paris. He was known for his distinctive tenor voice, and he died at his "
                "home in Mouri\u00e8s, Bouches-du-Rh\u00f4ne, at the age of 94."
            ),
            D(
                'Non, je ne regrette rien: "Non, je ne regrette rien" is a French song composed '
                "by Charles Dumont with lyrics by Michel Vaucaire, written in 1956. It is best "
                "known from the 1960 recording by \u00c9dith Piaf, which she dedicated to the "
                "French Foreign Legion."
            ),
            D(
                "Louis Armstrong: Louis Daniel Armstrong (4 August 1901 \u2013 6 July 1971), "
                'nicknamed "Satchmo", was an American trumpeter and vocalist, born in New '
                "Orleans. He died in his sleep at his home in Corona, Queens, New York City, a "
                "month before his 70th birthday."
            ),
            S(
                "\u00c9dith Piaf: \u00c9dith Piaf (born \u00c9dith Giovanna Gassion; 19 December "
                "1915 \u2013 10 October 1963) was a French singer and lyricist known for her "
                "chanson ballads. She died of liver cancer at her villa in Plascassier, on the "
                "French Riviera, at the age of 47, and she was buried in P\u00e8re Lachaise "
                "Cemetery in Paris."
            ),
            D(
                "Grace Jones: Grace Beverly Jones (born 19 May 1948) is a Jamaican-born singer, "
                "model and actress, born in Spanish Town. Her 1977 debut album, Portfolio, "
                'included a disco version of "La Vie en rose", and she later starred in the '
                "films Conan the Destroyer (1984) and A View to a Kill (1985)."
            ),
            D(
                "Jacques Brel: Jacques Romain Georges Brel (8 April 1929 \u2013 9 October 1978) "
                "was a Belgian singer-songwriter and actor. He spent his last years in the "
                "Marquesas Islands of French Polynesia and died of lung cancer in Bobigny, near "
                "Paris, at the age of 49."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the painter of Wanderer above the Sea of Fog born?",
        "5 September 1774",
        [
            D(
                "John Constable: John Constable (11 June 1776 \u2013 31 March 1837) was an "
                "English landscape painter of the Romantic tradition, born in East Bergholt, "
                "Suffolk. He is known principally for his paintings of Dedham Vale, the area "
                "surrounding his home, such as The Hay Wain (1821)."
            ),
            D(
                "The Sea of Ice: The Sea of Ice is an oil painting by Caspar David Friedrich, "
                "made in 1823\u20131824, depicting a shipwreck among jagged slabs of Arctic ice. "
                "Unsold during the artist's lifetime, it now hangs in the Hamburger Kunsthalle in "
                "Hamburg."
            ),
            S(
                "Caspar David Friedrich: Caspar David Friedrich (5 September 1774 \u2013 7 May "
                "1840) was a German Romantic landscape painter, generally considered the most "
                "important German artist of his generation. Born in Greifswald on the Baltic "
                "coast, he studied in Copenhagen before settling in Dresden."
            ),
            D(
                "Philipp Otto Runge: Philipp Otto Runge (23 July 1777 \u2013 2 December 1810) was "
                "a German Romantic painter and draughtsman, born in Wolgast in Swedish Pomerania. "
                "He is known for his portraits and for his unfinished cycle The Times of Day."
            ),
            D(
                'The Wanderer (Dion song): "The Wanderer" is a song written by Ernie Maresca '
                "and first recorded by the American singer Dion, released in 1961. It reached "
                "number two on the Billboard Hot 100, and it was later covered by Status Quo and "
                "Bruce Springsteen."
            ),
            D(
                "Hamburger Kunsthalle: The Hamburger Kunsthalle is an art museum in Hamburg, "
                "Germany, made up of three connected buildings. Its collection spans from "
                "medieval altarpieces to contemporary art and includes a major group of German "
                "Romantic paintings, among them works by Philipp Otto Runge."
            ),
            S(
                "Wanderer above the Sea of Fog: Wanderer above the Sea of Fog is an oil painting "
                "by the German Romantic artist Caspar David Friedrich, made around 1818. It shows "
                "a man in a dark green overcoat standing on a rocky outcrop with his back to the "
                "viewer, looking out over a landscape covered in fog."
            ),
            D(
                "Chalk Cliffs on R\u00fcgen: Chalk Cliffs on R\u00fcgen is an oil painting by "
                "Caspar David Friedrich, made in 1818, showing three figures at the edge of white "
                "cliffs above the sea on the island of R\u00fcgen. It is held by the Museum Oskar "
                "Reinhart in Winterthur."
            ),
        ],
        drop=0,
    ),
]
