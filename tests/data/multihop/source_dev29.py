"""Development multi-hop questions, batch 29.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film, television, music, literature, the visual arts and sports,
written by someone who never read the evaluator, the gold set or the benchmarks; what they
read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev28.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v44.

Measured lengths: mean support 298 characters, mean distractor 293 characters; a support
is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where was the golfer who won the 1997 Masters Tournament born?",
        "Cypress, California",
        [
            D(
                "1996 Masters Tournament: The 1996 Masters Tournament at Augusta is remembered for "
                "the collapse of Greg Norman, who led by six strokes going into the final round. "
                "Nick Faldo closed with a 67 against Norman's 78 to win by five, taking his third "
                "green jacket and the sixth and last major title of his career."
            ),
            D(
                "Earl Woods: Earl Dennis Woods (1932 \u2013 2006) was a lieutenant colonel in the "
                "United States Army who served two tours in Vietnam with the Green Berets. Born in "
                "Manhattan, Kansas, he taught his son Tiger to play golf almost from infancy and "
                "later wrote several books about coaching and raising a champion."
            ),
            S(
                "1997 Masters Tournament: The 1997 Masters Tournament was the 61st Masters, played "
                "from 10 to 13 April at Augusta National Golf Club in Georgia. Tiger Woods, then "
                "21, won by a record 12 strokes with a total of 270, 18 under par, becoming the "
                "youngest champion of the event and winning his first major title."
            ),
            D(
                "Tom Kite: Thomas Oliver Kite Jr. (born 9 December 1949) is an American golfer "
                "from McKinney, Texas, who won the 1992 U.S. Open at Pebble Beach. He was the "
                "runner-up at the 1997 Masters, twelve strokes behind the winner, and he captained "
                "the United States team at the Ryder Cup at Valderrama later that year."
            ),
            D(
                "2019 Masters Tournament: The 2019 Masters Tournament was won by Tiger Woods, who "
                "shot a final round of 70 to finish one stroke clear of three players. It was his "
                "fifth green jacket and his 15th major championship, coming eleven years after his "
                "previous major victory at the 2008 U.S. Open at Torrey Pines."
            ),
            D(
                "Vijay Singh: Vijay Singh (born 22 February 1963) is a Fijian golfer born in "
                "Lautoka who won the Masters in 2000 and the PGA Championship in 1998 and 2004. In "
                "September 2004 he replaced Tiger Woods at the top of the world ranking, ending a "
                "run of more than five years, and he entered the World Golf Hall of Fame in 2006."
            ),
            S(
                'Tiger Woods: Eldrick "Tiger" Woods (born 30 December 1975) is an American '
                "professional golfer, born in Cypress, California, and raised in Orange County. He "
                "has won 15 major championships and 82 events on the PGA Tour, a total he shares "
                "with Sam Snead, and he held all four major titles at once in 2000 and 2001."
            ),
            D(
                "Green jacket: The green jacket is the prize presented to each winner of the "
                "Masters Tournament. Members of Augusta National began wearing green coats in "
                "1937, the first champion to receive one was Sam Snead in 1949, and by custom the "
                "previous year's winner helps the new champion to put it on."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the player who scored 81 points in an nba game in 2006",
        "Philadelphia",
        [
            S(
                "Kobe Bryant: Kobe Bean Bryant (1978 \u2013 2020) was an American basketball "
                "player born in Philadelphia, the son of the former NBA forward Joe Bryant, and "
                "raised partly in Italy. He spent all 20 of his seasons with the Los Angeles "
                "Lakers, won five championships, and died in a helicopter crash in Calabasas."
            ),
            D(
                "Devin Booker: Devin Booker (born 30 October 1996) is an American basketball "
                "player born in Grand Rapids, Michigan, who has spent his career with the Phoenix "
                "Suns. On 24 March 2017 he scored 70 points in a game in Boston, and at the age of "
                "20 he became the youngest player ever to reach 70 in an NBA game."
            ),
            D(
                "Shaquille O'Neal: Shaquille O'Neal (born 6 March 1972) is an American former "
                "basketball center born in Newark, New Jersey. Alongside Kobe Bryant he won three "
                "straight NBA championships with the Los Angeles Lakers from 2000 to 2002, and he "
                "was named the most valuable player of all three of those finals."
            ),
            D(
                "Toronto Raptors: The Toronto Raptors are a Canadian professional basketball team "
                "that entered the NBA in 1995 as an expansion side, together with the Vancouver "
                "Grizzlies. They play their home games at Scotiabank Arena, and in 2019 they won "
                "their first championship, beating the Golden State Warriors in six games."
            ),
            S(
                "Kobe Bryant's 81-point game: On 22 January 2006, Kobe Bryant of the Los Angeles "
                "Lakers scored 81 points against the Toronto Raptors at the Staples Center. It is "
                "the second-highest total in a single NBA game, behind Wilt Chamberlain's 100 in "
                "1962, and the Lakers came back from 18 points down to win 122\u2013104."
            ),
            D(
                "1996 NBA draft: The 1996 NBA draft was held on 26 June 1996 at the Continental "
                "Airlines Arena in New Jersey. Allen Iverson went first to the Philadelphia 76ers, "
                "while a high-school guard taken 13th by the Charlotte Hornets was traded to the "
                "Los Angeles Lakers, and Steve Nash went 15th to the Phoenix Suns."
            ),
            D(
                "Crypto.com Arena: Crypto.com Arena, opened in October 1999 as the Staples Center, "
                "is a multi-purpose indoor arena in downtown Los Angeles. It has been the home "
                "court of the Los Angeles Lakers since it opened, hosts concerts and the Grammy "
                "Awards, and took its present name in December 2021 under a naming deal."
            ),
            D(
                "Wilt Chamberlain's 100-point game: On 2 March 1962, Wilt Chamberlain of the "
                "Philadelphia Warriors scored 100 points against the New York Knicks in a "
                "169\u2013147 win played at Hershey, Pennsylvania. No television cameras recorded "
                "the game, and it remains the highest individual total in NBA history."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the baseball player whose record for consecutive games Cal Ripken Jr. "
        "broke in 1995 born?",
        "New York City",
        [
            S(
                "Cal Ripken Jr.: Calvin Edwin Ripken Jr. (born 24 August 1960) is an American "
                "former shortstop and third baseman who played 21 seasons for the Baltimore "
                "Orioles. On 6 September 1995 he played his 2,131st game in a row, breaking the "
                "record set by Lou Gehrig, and his streak finally ended at 2,632 games in 1998."
            ),
            D(
                "Everett Scott: Lewis Everett Scott (1892 \u2013 1960) was an American shortstop "
                "who played for the Boston Red Sox and the New York Yankees. Between 1916 and 1925 "
                "he appeared in 1,307 consecutive games, the major league record until Lou Gehrig "
                "passed it in August 1933, and he was born in Bluffton, Indiana."
            ),
            D(
                "Cal Ripken Sr.: Calvin Edwin Ripken Sr. (1935 \u2013 1999) was an American "
                "baseball coach and manager who spent 36 years in the Baltimore Orioles "
                "organization. He managed the club in 1987 and briefly in 1988, when both of his "
                "sons, Cal Jr. and Billy, played in the infield for him."
            ),
            D(
                "Sachio Kinugasa: Sachio Kinugasa (1947 \u2013 2018) was a Japanese third baseman "
                "born in Kyoto who played for the Hiroshima Toyo Carp. Between 1970 and 1987 he "
                "appeared in 2,215 consecutive games, passing Lou Gehrig's mark in June 1987, and "
                "for nine years he held the longest such streak in professional baseball."
            ),
            D(
                "Oriole Park at Camden Yards: Oriole Park at Camden Yards is a baseball park in "
                "downtown Baltimore that opened in April 1992 as the home of the Baltimore "
                "Orioles. Its retro design, with an old brick warehouse beyond right field, was "
                "widely copied, and Babe Ruth's father once ran a saloon on its site."
            ),
            S(
                "Lou Gehrig: Henry Louis Gehrig (1903 \u2013 1941) was an American first baseman "
                "born in New York City, the son of German immigrants. He played 17 seasons for the "
                "New York Yankees, appearing in 2,130 games in a row, and he died of amyotrophic "
                "lateral sclerosis, the disease that is often named after him."
            ),
            D(
                "Yankee Stadium (1923): The original Yankee Stadium opened in the Bronx on 18 "
                "April 1923 and was the home of the New York Yankees until 2008. Nicknamed the "
                "House That Ruth Built, it also staged boxing title fights, American football "
                "games and papal masses before it was demolished in 2010."
            ),
            D(
                "The Pride of the Yankees: The Pride of the Yankees is a 1942 American "
                "biographical film directed by Sam Wood, with Gary Cooper as Lou Gehrig and Teresa "
                "Wright as his wife Eleanor. It received eleven Academy Award nominations, winning "
                "for film editing, and ends with the farewell speech of July 1939."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Benetton's first Formula One drivers' title was won by a driver born in which town?",
        "H\u00fcrth",
        [
            D(
                "Ralf Schumacher: Ralf Schumacher (born 30 June 1975) is a German former racing "
                "driver and the younger brother of Michael. He won six Grands Prix between 2001 "
                "and 2004, all of them for Williams, and at Montreal in 2001 the two became the "
                "first brothers to finish first and second in a Formula One race."
            ),
            D(
                "Nelson Piquet: Nelson Piquet (born 17 August 1952) is a Brazilian former racing "
                "driver born in Rio de Janeiro who won the Formula One world championship in 1981 "
                "and 1983 with Brabham and in 1987 with Williams. He drove for Benetton in 1990 "
                "and 1991, winning three races for the team."
            ),
            D(
                "Fernando Alonso: Fernando Alonso (born 29 July 1981) is a Spanish racing driver "
                "born in Oviedo who won the Formula One world championship in 2005 and 2006 with "
                "Renault, the team based at Enstone that had raced under another name until 2001. "
                "He later drove for Ferrari, McLaren, Alpine and Aston Martin."
            ),
            S(
                "Benetton Formula: Benetton Formula was a Formula One team owned by the Italian "
                "clothing family Benetton, racing from 1986 to 2001 and later based at Enstone in "
                "Oxfordshire. Run by Flavio Briatore, it won the drivers' title with Michael "
                "Schumacher in 1994 and 1995, and it was renamed Renault F1 in 2002."
            ),
            D(
                "Benetton Group: Benetton Group is an Italian clothing company founded in 1965 in "
                "Ponzano Veneto, near Treviso, by the siblings Luciano, Giuliana, Gilberto and "
                "Carlo Benetton. It became known worldwide for its brightly coloured knitwear and "
                "for the United Colors of Benetton advertising campaigns."
            ),
            S(
                "Michael Schumacher: Michael Schumacher (born 3 January 1969) is a German former "
                "racing driver, born in H\u00fcrth near Cologne, who won a record seven Formula "
                "One world titles. After two with Benetton he took five in a row with Ferrari from "
                "2000 to 2004, and he suffered a severe head injury while skiing in 2013."
            ),
            D(
                "Kerpen: Kerpen is a town in the Rhein-Erft district of North Rhine-Westphalia, "
                "west of Cologne, with about 66,000 inhabitants. Michael and Ralf Schumacher grew "
                "up there and learned to race at the local karting track, which their father Rolf "
                "helped to run, and both brothers went on to race in Formula One."
            ),
            D(
                "1994 Australian Grand Prix: The 1994 Australian Grand Prix, run in Adelaide on 13 "
                "November, was the last race of that Formula One season. Michael Schumacher and "
                "Damon Hill collided on lap 36 and both retired, which settled the championship by "
                "a single point, and Nigel Mansell won the race for Williams."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the director of the 1974 film Chinatown born?",
        "Paris",
        [
            D(
                "The Two Jakes: The Two Jakes is a 1990 American neo-noir film directed by its "
                "star, who returned to the role of the private investigator J. J. Gittes. Written "
                "by Robert Towne and set in Los Angeles in 1948, it was planned as the second part "
                "of a trilogy but was poorly received, and the third film was never made."
            ),
            S(
                "Roman Polanski: Roman Polanski (born 18 August 1933) is a Polish-French film "
                "director born in Paris, whose family moved back to Krak\u00f3w in 1937. He "
                "survived the war in occupied Poland, and his films include Rosemary's Baby, Tess "
                "and The Pianist, which won him the Academy Award for Best Director in 2003."
            ),
            D(
                "Chinatown, Manhattan: Chinatown is a neighbourhood in Lower Manhattan, New York "
                "City, and one of the largest Chinese communities outside Asia. Settled by Chinese "
                "immigrants from the 1870s, it spreads around Canal Street and Mott Street, and "
                "its streets are lined with restaurants, markets and herbal shops."
            ),
            D(
                "Faye Dunaway: Faye Dunaway (born 14 January 1941) is an American actress born in "
                "Bascom, Florida, who played Evelyn Mulwray in Chinatown. She first became famous "
                "in Bonnie and Clyde (1967), and she won the Academy Award for Best Actress for "
                "Network (1976), directed by Sidney Lumet."
            ),
            D(
                "John Huston: John Huston (1906 \u2013 1987) was an American-born film director, "
                "screenwriter and actor, born in Nevada, Missouri, who won two Academy Awards for "
                "The Treasure of the Sierra Madre (1948). In front of the camera he played the "
                "wealthy and sinister Noah Cross in Chinatown."
            ),
            S(
                "Chinatown (1974 film): Chinatown is a 1974 American neo-noir mystery film "
                "directed by Roman Polanski from a screenplay by Robert Towne. It follows the Los "
                "Angeles private investigator J. J. Gittes, with Faye Dunaway and John Huston, and "
                "the film won the Academy Award for Best Original Screenplay."
            ),
            D(
                "Knife in the Water: Knife in the Water is a 1962 Polish psychological thriller "
                "and the first feature film of Roman Polanski. About a couple who take a young "
                "hitchhiker sailing on a lake, it was nominated for the Academy Award for Best "
                "Foreign Language Film, the first Polish film to receive that honour."
            ),
            D(
                "Robert Towne: Robert Towne (1934 \u2013 2024) was an American screenwriter born "
                "in Los Angeles who won the Academy Award for Best Original Screenplay for "
                "Chinatown. He also wrote The Last Detail and Shampoo, and he directed the films "
                "Personal Best (1982) and Tequila Sunrise (1988)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the series from which the television series Angel was spun off first "
        "air?",
        "1997",
        [
            D(
                "Buffy the Vampire Slayer (film): Buffy the Vampire Slayer is a 1992 American "
                "comedy horror film directed by Fran Rubel Kuzui from a script by Joss Whedon, "
                "with Kristy Swanson as a Los Angeles cheerleader who learns she must hunt "
                "vampires. Whedon disliked how his script was changed during filming."
            ),
            D(
                "Angel (Sarah McLachlan song): Angel is a song by the Canadian singer Sarah "
                "McLachlan from her 1997 album Surfacing, later released as a single. She wrote it "
                "after the overdose death of Jonathan Melvoin, a touring keyboard player with the "
                "Smashing Pumpkins, and it became one of the best-known ballads of her career."
            ),
            D(
                "David Boreanaz: David Boreanaz (born 16 May 1969) is an American actor born in "
                "Buffalo, New York, who played the vampire Angel in two television series. He went "
                "on to star as the FBI special agent Seeley Booth in the crime drama Bones from "
                "2005 to 2017 and then led the military drama SEAL Team."
            ),
            S(
                "Angel (1999 TV series): Angel is an American supernatural drama series that ran "
                "on The WB for five seasons, from October 1999 to May 2004. A spin-off of Buffy "
                "the Vampire Slayer, it follows the vampire Angel, played by David Boreanaz, who "
                "works as a private detective helping the helpless in Los Angeles."
            ),
            D(
                "Firefly (TV series): Firefly is an American space western television series "
                "created by Joss Whedon that premiered on Fox in September 2002. Fox cancelled it "
                "after eleven of its fourteen episodes had aired, but strong DVD sales and a loyal "
                "following led to the feature film Serenity in 2005."
            ),
            D(
                "The WB: The WB Television Network was an American broadcast network launched on "
                "11 January 1995 by Warner Bros. and the Tribune Company. Aimed at teenagers and "
                "young adults, it carried Dawson's Creek and Gilmore Girls, and in September 2006 "
                "it merged with UPN to form The CW."
            ),
            S(
                "Buffy the Vampire Slayer (TV series): Buffy the Vampire Slayer is an American "
                "supernatural drama series created by Joss Whedon that premiered on The WB on 10 "
                "March 1997. Sarah Michelle Gellar stars as a teenager chosen to fight vampires "
                "and demons, and it ran for seven seasons, the last two on UPN."
            ),
            D(
                "Charmed (1998 TV series): Charmed is an American supernatural drama series "
                "created by Constance M. Burge that premiered on The WB on 7 October 1998. It "
                "follows three sisters in San Francisco who discover that they are witches, and it "
                "ran for eight seasons until May 2006."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the author of lord of the flies",
        "Newquay",
        [
            D(
                "Lord of the Flies (1963 film): Lord of the Flies is a 1963 British film directed "
                "by Peter Brook, shot on the island of Vieques off Puerto Rico with a cast of boys "
                "who had never acted before. Much of the dialogue was improvised, and an American "
                "version directed by Harry Hook followed in 1990."
            ),
            D(
                "The Coral Island: The Coral Island is an 1857 adventure novel by the Scottish "
                "writer R. M. Ballantyne, born in Edinburgh. Three boys named Ralph, Jack and "
                "Peterkin are shipwrecked on a Pacific island and live there cheerfully, a picture "
                "of boyhood that a later novelist set out to overturn."
            ),
            S(
                "Lord of the Flies: Lord of the Flies is a 1954 novel by the English writer "
                "William Golding, his first. British schoolboys stranded on an uninhabited island "
                "after a plane crash try to govern themselves, but under Jack their order falls "
                "apart into savagery, and Piggy and Simon are killed."
            ),
            D(
                "The Inheritors (Golding novel): The Inheritors is a 1955 novel, the second by its "
                "author, told largely through the eyes of Lok, a member of a small band of "
                "Neanderthals. The band slowly meets and is destroyed by a group of modern humans, "
                "whom Lok cannot understand."
            ),
            S(
                "William Golding: Sir William Golding (1911 \u2013 1993) was an English novelist, "
                "playwright and poet born in Newquay, Cornwall, who taught English at a school in "
                "Salisbury before his first novel appeared. He won the Booker Prize for Rites of "
                "Passage in 1980 and the Nobel Prize in Literature in 1983."
            ),
            D(
                "Faber and Faber: Faber and Faber is an independent publishing house in London, "
                "given its name in 1929 by Geoffrey Faber and known for its list of poets. In 1953 "
                "its young editor Charles Monteith rescued from the reject pile a schoolmaster's "
                "novel about stranded boys, which the firm published the next year."
            ),
            D(
                "The Spire: The Spire is a 1964 novel by William Golding about Jocelin, the dean "
                "of a medieval English cathedral, who drives his builders to raise a great spire "
                "on foundations too weak to bear it. The cathedral resembles Salisbury, the city "
                "where the author taught at a boys' grammar school."
            ),
            D(
                "Charles Causley: Charles Causley (1917 \u2013 2003) was an English poet born in "
                "Launceston, Cornwall, where he lived for most of his life and taught at a primary "
                "school. Known for his ballads and his poems for children, he served in the Royal "
                "Navy during the Second World War."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The author of The Grapes of Wrath was born in which California city?",
        "Salinas",
        [
            S(
                "The Grapes of Wrath: The Grapes of Wrath is a 1939 novel by the American writer "
                "John Steinbeck. It follows the Joad family, tenant farmers driven from Oklahoma "
                "by drought and the Dust Bowl, on the long road west to California, and it won the "
                "National Book Award and the Pulitzer Prize for the Novel."
            ),
            D(
                "The Grapes of Wrath (film): The Grapes of Wrath is a 1940 American drama film "
                "directed by John Ford, born in Cape Elizabeth, Maine, with Henry Fonda as Tom "
                "Joad. Ford won the Academy Award for Best Director for it, and Jane Darwell won "
                "Best Supporting Actress for her role as Ma Joad."
            ),
            D(
                "Woody Guthrie: Woody Guthrie (1912 \u2013 1967) was an American folk singer and "
                "songwriter born in Okemah, Oklahoma, who wrote This Land Is Your Land. His 1940 "
                "album Dust Bowl Ballads includes Tom Joad, a long song that retells the story of "
                "a famous Depression novel after he had seen its film."
            ),
            D(
                "Cannery Row: Cannery Row is a 1945 novel by John Steinbeck set among the sardine "
                "canneries, flophouses and vacant lots of a waterfront street in Monterey, "
                "California. The street, then called Ocean View Avenue, was officially renamed "
                "Cannery Row in 1958 in honour of the book."
            ),
            D(
                "Dust Bowl: The Dust Bowl was a period of severe dust storms on the southern Great "
                "Plains of the United States during the 1930s, caused by drought and by years of "
                "ploughing that stripped away the grass. Hundreds of thousands of people left "
                "Oklahoma, Texas and Kansas, many of them for California."
            ),
            D(
                "Of Mice and Men: Of Mice and Men is a 1937 novella by John Steinbeck about George "
                "Milton and Lennie Small, two displaced migrant ranch workers who move from place "
                "to place in California during the Great Depression. Most of it takes place on a "
                "ranch near the town of Soledad."
            ),
            S(
                "John Steinbeck: John Ernst Steinbeck Jr. (1902 \u2013 1968) was an American "
                "writer born in Salinas, California, a farming town in the valley where many of "
                "his stories are set. His books include Of Mice and Men, Cannery Row and East of "
                "Eden, and he received the Nobel Prize in Literature in 1962."
            ),
            D(
                "The Octopus: A Story of California: The Octopus is a 1901 novel by Frank Norris, "
                "an American writer born in Chicago. It tells of wheat farmers in the San Joaquin "
                "Valley who fight a powerful railroad company for their land, and it was meant as "
                "the first part of a trilogy about wheat that he never finished."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The marble statue David, finished in 1504, was carved by an artist born in which Tuscan "
        "village?",
        "Caprese",
        [
            S(
                "Michelangelo: Michelangelo Buonarroti (1475 \u2013 1564) was an Italian sculptor, "
                "painter and architect born in Caprese, a village in the upper Tiber valley then "
                "ruled by Florence. He grew up in Florence, painted the ceiling of the Sistine "
                "Chapel, and designed the dome of St Peter's Basilica in Rome."
            ),
            D(
                "Agostino di Duccio: Agostino di Duccio (1418 \u2013 1481) was an Italian sculptor "
                "born in Florence, known for his reliefs in the Tempio Malatestiano at Rimini. In "
                "1464 he was asked to carve a giant figure for Florence Cathedral from a huge "
                "block of Carrara marble, but he abandoned the work."
            ),
            S(
                "David (Michelangelo): David is a marble statue of the biblical hero carved by "
                "Michelangelo between 1501 and 1504 from a block other sculptors had abandoned. "
                "Standing 5.17 metres tall, it was first set up outside the Palazzo Vecchio in "
                "Florence and was moved to the Galleria dell'Accademia in 1873."
            ),
            D(
                "David (Bernini): David is a life-size marble statue by Gian Lorenzo Bernini, a "
                "sculptor born in Naples in 1598, made in 1623 and 1624 for Cardinal Scipione "
                "Borghese. Unlike earlier versions, it shows David twisting in the act of hurling "
                "his stone, and it is kept in the Galleria Borghese in Rome."
            ),
            D(
                "Galleria dell'Accademia: The Galleria dell'Accademia is an art museum in Florence "
                "that has housed the city's most famous statue since 1873. It also displays the "
                "unfinished Prisoners carved for the tomb of Pope Julius II, a collection of "
                "musical instruments and Florentine paintings of the 13th to 16th centuries."
            ),
            D(
                "Sansepolcro: Sansepolcro is a town in the upper Tiber valley in the province of "
                "Arezzo, Tuscany, close to the border with Umbria. It is best known as the "
                "birthplace of the Renaissance painter Piero della Francesca, whose fresco of the "
                "Resurrection hangs in the civic museum."
            ),
            D(
                "Palazzo Vecchio: The Palazzo Vecchio is the town hall of Florence, a fortified "
                "palace overlooking the Piazza della Signoria whose construction began in 1299. "
                "Its tower rises 94 metres, and since 1910 a marble copy of a famous Renaissance "
                "statue has stood beside its main entrance."
            ),
            D(
                "David (Donatello): David is a bronze statue by the Italian sculptor Donatello, "
                "born in Florence around 1386, probably cast in the 1440s for the Medici family. "
                "It is thought to be the first free-standing nude male bronze made since ancient "
                "times, and it is now in the Bargello museum in Florence."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "town where the composer of the planets suite was born",
        "Cheltenham",
        [
            D(
                "Frederick Delius: Frederick Delius (1862 \u2013 1934) was an English composer "
                "born in Bradford to German parents who had settled there in the wool trade. He "
                "spent most of his adult life in France at Grez-sur-Loing, and his works include "
                "Brigg Fair and On Hearing the First Cuckoo in Spring."
            ),
            S(
                "The Planets: The Planets is an orchestral suite in seven movements by the English "
                "composer Gustav Holst, written between 1914 and 1917. Each movement is named "
                "after a planet and its character in astrology, from Mars, the Bringer of War to "
                "Neptune, the Mystic, and the first full public performance came in 1920."
            ),
            D(
                "Imogen Holst: Imogen Holst (1907 \u2013 1984) was an English composer, conductor "
                "and writer, the only child of her famous father, born in Richmond on the edge of "
                "London. She worked closely with Benjamin Britten at Aldeburgh from 1952 and "
                "helped to run its festival, and she wrote a study of her father's music."
            ),
            D(
                "I Vow to Thee, My Country: I Vow to Thee, My Country is a British patriotic hymn "
                "with words by the diplomat Cecil Spring Rice. In 1921 the words were set to a "
                "tune adapted from the Jupiter movement of a well-known orchestral suite, and the "
                "hymn is often sung at state occasions and on Remembrance Sunday."
            ),
            D(
                "Grand Canyon Suite: The Grand Canyon Suite is an orchestral suite in five "
                "movements by the American composer Ferde Grof\u00e9, born in New York City in "
                "1892. First performed in Chicago in 1931, it paints scenes of the canyon, and its "
                "third movement, On the Trail, copies the clip-clop of a donkey."
            ),
            D(
                "St Paul's Girls' School: St Paul's Girls' School is an independent day school for "
                "girls in Hammersmith, west London, founded in 1904. One of its early directors of "
                "music, who held the post until his death in 1934, wrote the St Paul's Suite for "
                "the school's string orchestra and worked in a soundproof room there."
            ),
            D(
                "Three Choirs Festival: The Three Choirs Festival is one of the oldest music "
                "festivals in the world, held each summer since about 1715 in turn at the "
                "cathedrals of Gloucester, Hereford and Worcester. Many English composers wrote "
                "works for it, and its choral concerts draw singers from all three cities."
            ),
            S(
                "Gustav Holst: Gustav Theodore Holst (1874 \u2013 1934) was an English composer, "
                "arranger and teacher born in Cheltenham, Gloucestershire, whose great-grandfather "
                "had come to England from Riga. He taught music at St Paul's Girls' School in "
                "London for many years and wrote the hymn tune for In the Bleak Midwinter."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the creator of the television series The Wire born?",
        "Washington, D.C.",
        [
            D(
                "Homicide: Life on the Street: Homicide: Life on the Street is an American police "
                "drama that ran on NBC from 1993 to 1999, created by Paul Attanasio from a book by "
                "a Baltimore newspaper reporter. It follows a squad of detectives in the Baltimore "
                "Police Department and was filmed on location in the city."
            ),
            D(
                "Idris Elba: Idris Elba (born 6 September 1972) is an English actor born in "
                "Hackney, London, to parents from Sierra Leone and Ghana. He became known in the "
                "United States as the drug dealer Stringer Bell in The Wire, and he later played "
                "the detective John Luther in the BBC series Luther."
            ),
            S(
                "The Wire: The Wire is an American crime drama series created by David Simon that "
                "aired on HBO for five seasons from 2002 to 2008. Set in Baltimore, it looks at "
                "the drug trade, the port, city hall, the schools and the press through the eyes "
                "of police and criminals alike, with Dominic West and Idris Elba."
            ),
            D(
                "Barry Levinson: Barry Levinson (born 6 April 1942) is an American film director "
                "and producer born in Baltimore, who set Diner, Tin Men, Avalon and Liberty "
                "Heights in his home city. He won the Academy Award for Best Director for Rain Man "
                "(1988) and produced a Baltimore police series for NBC."
            ),
            D(
                "Dominic West: Dominic West (born 15 October 1969) is an English actor born in "
                "Sheffield who played the Baltimore homicide detective Jimmy McNulty in The Wire. "
                "He later starred in the series The Affair and The Hour, and played Charles, "
                "Prince of Wales, in the last two seasons of The Crown."
            ),
            S(
                "David Simon: David Simon (born 9 February 1960) is an American author, journalist "
                "and television writer born in Washington, D.C., and raised in nearby Silver "
                "Spring, Maryland. He spent more than a decade as a police reporter at The "
                "Baltimore Sun before writing the books Homicide and The Corner."
            ),
            D(
                "Treme (TV series): Treme is an American drama series that aired on HBO for four "
                "seasons from 2010 to 2013, created by David Simon and Eric Overmyer. Named after "
                "a historic neighbourhood of New Orleans, it follows musicians, chefs and other "
                "residents as they rebuild their lives after Hurricane Katrina."
            ),
            D(
                "The Baltimore Sun: The Baltimore Sun is the largest daily newspaper in Maryland, "
                "founded in 1837 by the printer Arunah Shepherdson Abell. Its city desk was home "
                "to several later screenwriters, and its newsroom is the setting for much of the "
                "fifth season of a celebrated HBO crime drama."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which club was founded first, Bayern Munich or Borussia Dortmund?",
        "Bayern Munich",
        [
            D(
                "TSV 1860 Munich: TSV 1860 M\u00fcnchen is a German sports club founded on 17 May "
                "1860 as a gymnastics society, whose football department was set up in 1899. Its "
                "footballers won the Bundesliga in 1966, and for many years they shared their "
                "stadium with their bigger city rivals before moving out in 2017."
            ),
            S(
                "Borussia Dortmund: Borussia Dortmund is a German football club from Dortmund in "
                "North Rhine-Westphalia, founded on 19 December 1909 by young men unhappy with "
                "their church youth club. It plays at the Westfalenstadion, whose south stand, the "
                "Yellow Wall, is Europe's largest terrace, and won the Champions League in 1997."
            ),
            D(
                "FC Schalke 04: FC Schalke 04 is a German football club from Gelsenkirchen in the "
                "Ruhr, founded on 4 May 1904 by a group of teenage boys. It won seven German "
                "championships between 1934 and 1958, and its matches against its neighbour from "
                "Dortmund are known as the Revierderby."
            ),
            D(
                "Allianz Arena: The Allianz Arena is a football stadium in the north of Munich, "
                "opened in May 2005 and designed by the Swiss architects Herzog & de Meuron. Its "
                "outer skin of inflated plastic panels can be lit in different colours, and it "
                "staged the opening match of the 2006 FIFA World Cup."
            ),
            D(
                "Der Klassiker: Der Klassiker is the name given to matches between the two most "
                "successful German football clubs of recent decades, one from Bavaria and one from "
                "the Ruhr. Their rivalry sharpened in the 1990s, and they met in the 2013 "
                "Champions League final at Wembley, won 2\u20131 by the Bavarians."
            ),
            D(
                "Hamburger SV: Hamburger SV is a German football club from Hamburg that traces its "
                "origins to 29 September 1887 and took its present form in a merger of 1919. It "
                "won the European Cup in 1983, and it was the only club to have played every "
                "Bundesliga season until it was relegated in 2018."
            ),
            D(
                "Bayer 04 Leverkusen: Bayer 04 Leverkusen is a German football club founded on 1 "
                "July 1904 by workers of the Bayer chemical company in Leverkusen, between Cologne "
                "and D\u00fcsseldorf. After many near misses it won its first Bundesliga title in "
                "2024, going through the whole league season unbeaten."
            ),
            S(
                "FC Bayern Munich: FC Bayern M\u00fcnchen is a German football club from Munich, "
                "founded on 27 February 1900 by footballers led by Franz John who had left a local "
                "gymnastics club. It has won the Bundesliga more often than any other club, and it "
                "plays its home matches at the Allianz Arena, opened in 2005."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first steffi graf or monica seles",
        "Steffi Graf",
        [
            D(
                "Chris Evert: Chris Evert (born 21 December 1954) is an American former tennis "
                "player born in Fort Lauderdale, Florida, who won 18 Grand Slam singles titles, "
                "including a record seven at the French Open. Her long rivalry with Martina "
                "Navratilova produced 80 matches, and she later became a television commentator."
            ),
            D(
                "Andre Agassi: Andre Agassi (born 29 April 1970) is an American former tennis "
                "player born in Las Vegas who won eight Grand Slam singles titles and the Olympic "
                "gold medal in 1996, completing a career Golden Slam. In October 2001 he married a "
                "German former world number one, and they live in Las Vegas."
            ),
            S(
                "Monica Seles: Monica Seles (born 2 December 1973) is a former tennis player born "
                "in Novi Sad, Yugoslavia, to Hungarian parents, who later became an American "
                "citizen. She won nine Grand Slam singles titles, and in April 1993 she was "
                "stabbed on court in Hamburg by an obsessed fan of a rival."
            ),
            D(
                "1992 Wimbledon Championships \u2013 Women's singles: Steffi Graf won the women's "
                "singles title at the 1992 Wimbledon Championships, beating Monica Seles 6\u20132, "
                "6\u20131 in the final. It was her fourth Wimbledon title and the only Wimbledon "
                "final that Seles, the year's top seed, ever reached."
            ),
            S(
                "Steffi Graf: Stefanie Maria Graf (born 14 June 1969) is a German former tennis "
                "player born in Mannheim who won 22 Grand Slam singles titles. In 1988 she won all "
                "four majors and the Olympic gold medal in Seoul, a feat called the Golden Slam, "
                "and she is married to Andre Agassi."
            ),
            D(
                "Martina Hingis: Martina Hingis (born 30 September 1980) is a Swiss former tennis "
                "player born in Ko\u0161ice, Czechoslovakia, and named after Martina Navratilova. "
                "In 1997 she became the youngest world number one at the age of 16, and she won "
                "five Grand Slam singles titles and many more in doubles."
            ),
            D(
                "Martina Navratilova: Martina Navratilova (born 18 October 1956) is a former "
                "tennis player born in Prague who defected to the United States in 1975. She won "
                "18 Grand Slam singles titles, including a record nine at Wimbledon, and 41 Grand "
                "Slam titles in women's and mixed doubles."
            ),
            D(
                "Novi Sad: Novi Sad is the second-largest city in Serbia and the administrative "
                "centre of the province of Vojvodina, lying on the Danube. It is overlooked by the "
                "Petrovaradin Fortress across the river, where the EXIT music festival is held "
                "each summer, and it was a European Capital of Culture."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which novel was published first, Mrs Dalloway or To the Lighthouse?",
        "Mrs Dalloway",
        [
            D(
                "The Hours (novel): The Hours is a 1998 novel by the American writer Michael "
                "Cunningham that won the Pulitzer Prize for Fiction. It links three women in "
                "different decades through a novel by Virginia Woolf, and it was filmed in 2002, "
                "with Nicole Kidman winning the Academy Award for Best Actress as Woolf."
            ),
            S(
                "Mrs Dalloway: Mrs Dalloway is a novel by Virginia Woolf published on 14 May 1925 "
                "by the Hogarth Press. It follows Clarissa Dalloway through a single June day in "
                "London as she prepares for a party, woven together with the story of Septimus "
                "Warren Smith, a shell-shocked veteran of the First World War."
            ),
            D(
                "A Room of One's Own: A Room of One's Own is an extended essay by Virginia Woolf, "
                "published in October 1929 and based on two lectures she gave at women's colleges "
                "in Cambridge the year before. It argues that a woman must have money and a room "
                "of her own if she is to write fiction."
            ),
            D(
                "Hogarth Press: The Hogarth Press is a British publishing house founded in 1917 by "
                "Leonard and Virginia Woolf, who set type and printed the first books by hand at "
                "their home in Richmond. It published the first English translations of Sigmund "
                "Freud's works and most of Virginia Woolf's own novels and essays."
            ),
            D(
                "Jacob's Room: Jacob's Room is a novel by Virginia Woolf published in October "
                "1922, the first of her novels brought out by her own press. It sketches the life "
                "of Jacob Flanders from childhood to his death in the First World War through the "
                "impressions of the people who knew him."
            ),
            D(
                "The Waves: The Waves is a novel by Virginia Woolf published in October 1931, "
                "often thought her most experimental. It is made up of soliloquies spoken by six "
                "friends from childhood to late middle age, set between short passages describing "
                "the sun's passage over the sea in a single day."
            ),
            S(
                "To the Lighthouse: To the Lighthouse is a novel by Virginia Woolf published on 5 "
                "May 1927. Set at the Ramsay family's summer house on the Isle of Skye, it moves "
                "from a day before the First World War to a visit ten years later, when the "
                "long-delayed trip to the lighthouse is finally made."
            ),
            D(
                "A Passage to India: A Passage to India is a novel by the English writer E. M. "
                "Forster, published in June 1924 and set in the fictional Indian city of "
                "Chandrapore during the British Raj. It turns on an accusation against a Muslim "
                "doctor after an outing to the Marabar Caves."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Titian and Tintoretto both born in Venice?",
        "no",
        [
            D(
                "Giorgione: Giorgione (c. 1477 \u2013 1510) was an Italian painter of the Venetian "
                "school born in Castelfranco Veneto, known for The Tempest. Only a handful of "
                "paintings are securely his, he died of plague in Venice while still young, and "
                "some of his unfinished works are thought to have been completed by a pupil."
            ),
            D(
                "Scuola Grande di San Rocco: The Scuola Grande di San Rocco is the building of a "
                "lay confraternity in Venice, begun in 1515 and dedicated to Saint Roch, a "
                "protector against plague. Its halls hold a celebrated cycle of more than fifty "
                "canvases painted for it by Tintoretto between 1564 and 1587."
            ),
            D(
                "Giovanni Bellini: Giovanni Bellini (c. 1430 \u2013 1516) was an Italian painter "
                "born in Venice into a family of painters, the son of Jacopo Bellini. He brought "
                "new warmth of colour and light to Venetian painting, and the young Giorgione and "
                "Titian are both said to have trained in his workshop."
            ),
            S(
                "Titian: Tiziano Vecellio (c. 1488 \u2013 1576), known as Titian, was an Italian "
                "painter born in Pieve di Cadore, a town in the Dolomites north of Venice. He "
                "became the leading painter of the Venetian school, working for Emperor Charles V "
                "and Philip II of Spain, and died of plague in Venice."
            ),
            D(
                "Paolo Veronese: Paolo Veronese (1528 \u2013 1588) was an Italian painter of the "
                "Renaissance born in Verona, from which he took his name, who settled in Venice in "
                "the 1550s. He is known for vast banquet scenes such as The Wedding at Cana, now "
                "in Paris, and The Feast in the House of Levi."
            ),
            D(
                "Venus of Urbino: The Venus of Urbino is an oil painting by Titian, finished in "
                "1538, showing a nude young woman reclining on a couch in a Venetian palace room "
                "while two maids search a chest behind her. It was bought by Guidobaldo della "
                "Rovere and now hangs in the Uffizi in Florence."
            ),
            S(
                "Tintoretto: Jacopo Robusti (c. 1518 \u2013 1594), known as Tintoretto, was an "
                "Italian painter born in Venice, the son of a cloth dyer, from whose trade comes "
                "his nickname, the little dyer. Known for his bold, fast brushwork, he spent "
                "nearly all his life in his native city."
            ),
            D(
                "Marietta Robusti: Marietta Robusti (c. 1554 \u2013 1590), known as La Tintoretta, "
                "was a Venetian painter of portraits and the eldest daughter of a famous painter, "
                "in whose workshop she trained and worked. She was invited to the courts of Spain "
                "and Austria but stayed in Venice."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Coen brothers film was released first, Fargo or The Big Lebowski?",
        "Fargo",
        [
            D(
                "Fargo (TV series): Fargo is an American crime anthology television series created "
                "by Noah Hawley for the cable channel FX, which premiered in April 2014. Inspired "
                "by the Coen brothers' film of the same name, each season tells a new story set in "
                "the snowy Upper Midwest in a different decade."
            ),
            S(
                "The Big Lebowski: The Big Lebowski is a 1998 American crime comedy film written "
                "and directed by Joel and Ethan Coen, released in March 1998. Jeff Bridges plays "
                'Jeffrey "The Dude" Lebowski, a Los Angeles slacker mistaken for a millionaire '
                "of the same name, with Julianne Moore and Steve Buscemi."
            ),
            D(
                "Fargo, North Dakota: Fargo is the largest city in the US state of North Dakota, "
                "lying on the Red River of the North opposite Moorhead, Minnesota. Founded in 1871 "
                "where the Northern Pacific Railway crossed the river, it was named after William "
                "Fargo, a railroad director and co-founder of Wells Fargo."
            ),
            D(
                "Blood Simple: Blood Simple is a 1984 American neo-noir crime film, the first "
                "feature written and directed by Joel and Ethan Coen. Set in rural Texas, it "
                "follows a bar owner who hires a private detective to kill his wife and her lover, "
                "and it was the film debut of Frances McDormand."
            ),
            D(
                "No Country for Old Men (film): No Country for Old Men is a 2007 American crime "
                "thriller written and directed by Joel and Ethan Coen from a novel by Cormac "
                "McCarthy, with Javier Bardem as a hired killer. It won four Academy Awards, "
                "including Best Picture and Best Supporting Actor for Bardem."
            ),
            D(
                "Raising Arizona: Raising Arizona is a 1987 American crime comedy film written and "
                "directed by Joel and Ethan Coen, with Holly Hunter as a police officer who "
                "marries a small-time robber. Unable to have a baby, the couple kidnap one of the "
                "quintuplets of a wealthy furniture dealer in Arizona."
            ),
            D(
                "O Brother, Where Art Thou?: O Brother, Where Art Thou? is a 2000 comedy film by "
                "Joel and Ethan Coen, loosely based on Homer's Odyssey, following three convicts "
                "who escape from a chain gang in Mississippi in 1937. Its bluegrass and folk "
                "soundtrack won the Grammy Award for Album of the Year."
            ),
            S(
                "Fargo (1996 film): Fargo is a 1996 American black comedy crime film written and "
                "directed by Joel and Ethan Coen, released in March 1996. Frances McDormand won "
                "the Academy Award for Best Actress as Marge Gunderson, a pregnant police chief in "
                "Brainerd, Minnesota, and the brothers won for the screenplay."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song What a Wonderful World die?",
        "Queens, New York City",
        [
            D(
                "Wonderful World (Sam Cooke song): Wonderful World is a 1960 song by Sam Cooke, "
                "written with Lou Adler and Herb Alpert, which begins with the line \"Don't know "
                'much about history". Cooke, born in Clarksdale, Mississippi, was shot dead at a '
                "motel in Los Angeles in December 1964 at the age of 33."
            ),
            S(
                "What a Wonderful World: What a Wonderful World is a song written by Bob Thiele "
                "and George David Weiss and first recorded by Louis Armstrong, released as a "
                "single in 1967. It sold poorly in the United States at first but reached number "
                "one in the United Kingdom in 1968, and it was revived by a 1987 film."
            ),
            D(
                "Hello, Dolly! (song): Hello, Dolly! is the title song of the 1964 Broadway "
                "musical by Jerry Herman. A recording by Louis Armstrong reached number one on the "
                "Billboard Hot 100 in May 1964, making him at 62 the oldest artist to top that "
                "chart then, and it won the Grammy Award for Song of the Year."
            ),
            D(
                "Bob Thiele: Bob Thiele (1922 \u2013 1996) was an American record producer and "
                "songwriter born in Brooklyn, New York. As a staff producer for several labels in "
                "the 1950s and 1960s he made records with many jazz and pop artists, later set up "
                "labels of his own, and married the singer Teresa Brewer."
            ),
            D(
                "Good Morning, Vietnam: Good Morning, Vietnam is a 1987 American war comedy-drama "
                "film with Robin Williams as Adrian Cronauer, a disc jockey on Armed Forces Radio "
                "in Saigon in 1965. Williams improvised much of his on-air banter, and the film "
                "earned him an Academy Award nomination for Best Actor."
            ),
            S(
                "Louis Armstrong: Louis Daniel Armstrong (1901 \u2013 1971) was an American "
                "trumpeter and singer born in New Orleans, one of the most influential figures in "
                "jazz. From 1943 he lived in a house in Corona, Queens, in New York City, and he "
                "died there in his sleep on 6 July 1971, a month before turning 70."
            ),
            D(
                "Louis Armstrong New Orleans International Airport: Louis Armstrong New Orleans "
                "International Airport is the main airport serving New Orleans, located in the "
                "suburb of Kenner in Jefferson Parish, Louisiana. Opened in 1946 as Moisant Field, "
                "it was renamed in 2001, the centenary year of the trumpeter's birth."
            ),
            D(
                'Joe "King" Oliver: Joe "King" Oliver (1881 \u2013 1938) was an American jazz '
                "cornetist and bandleader from Louisiana who led the Creole Jazz Band in Chicago, "
                "which a young trumpeter from New Orleans joined in 1922. His later years were "
                "hard, and he died in poverty in Savannah, Georgia, in 1938."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where did the painter of the last supper die",
        "Amboise",
        [
            D(
                "Last Supper (Ghirlandaio): Domenico Ghirlandaio painted a fresco of the Last "
                "Supper in 1480 on a wall of the refectory of the church of Ognissanti in "
                "Florence, and a second version at the convent of San Marco. Ghirlandaio, who "
                "trained the young Michelangelo, died in Florence in 1494."
            ),
            D(
                "Santa Maria delle Grazie: Santa Maria delle Grazie is a church and Dominican "
                "convent in Milan, built from 1463, with a domed tribune later attributed to "
                "Bramante. Allied bombs struck it in August 1943, but the refectory wall with its "
                "famous mural survived behind sandbags, and it has been a World Heritage Site."
            ),
            S(
                "Leonardo da Vinci: Leonardo da Vinci (1452 \u2013 1519) was an Italian painter, "
                "engineer and scientist born in Vinci, near Florence. He spent his last three "
                "years in France in the service of King Francis I, living at the manor of Clos "
                "Luc\u00e9, and he died there, at Amboise, on 2 May 1519."
            ),
            D(
                "Francis I of France: Francis I (1494 \u2013 1547) was King of France from 1515 "
                "until his death, born at Cognac. A great patron of the arts, he invited an aged "
                "Italian master to spend his last years in France and bought many Italian "
                "paintings, and he died at the Ch\u00e2teau de Rambouillet in March 1547."
            ),
            D(
                "Ludovico Sforza: Ludovico Sforza (1452 \u2013 1508), called il Moro, was Duke of "
                "Milan from 1494 and a lavish patron of artists and engineers at his court. Driven "
                "out by the armies of Louis XII, he was captured in 1500 and died eight years "
                "later as a prisoner in the castle of Loches in France."
            ),
            D(
                "Vinci, Tuscany: Vinci is a small town in the Metropolitan City of Florence, set "
                "among olive groves on the slopes of Monte Albano. It is known as the birthplace "
                "of Leonardo da Vinci, and the Museo Leonardiano in its castle displays models of "
                "his machines built from the drawings in his notebooks."
            ),
            S(
                "The Last Supper (Leonardo): The Last Supper is a mural painted by Leonardo da "
                "Vinci in the late 1490s on a wall of the refectory of Santa Maria delle Grazie in "
                "Milan, for Duke Ludovico Sforza. Because Leonardo worked in tempera and oil on "
                "dry plaster, the paint began to flake within a few decades."
            ),
            D(
                "Francesco Melzi: Francesco Melzi (c. 1491 \u2013 c. 1570) was an Italian painter "
                "born in Milan to a noble family, who became the pupil and companion of Leonardo. "
                "He went with his master to France, inherited his notebooks and drawings, and "
                "later returned to his family's villa at Vaprio d'Adda, where he died."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the 1948 hit song Nature Boy die?",
        "Santa Monica, California",
        [
            D(
                "eden ahbez: eden ahbez (1908 \u2013 1995) was an American songwriter born in "
                "Brooklyn, New York, who lived an early hippie life in California, sleeping "
                "outdoors and eating raw fruit and vegetables. Best known as the writer of a song "
                "he handed to a famous singer's manager, he died in California in 1995 after a car "
                "accident."
            ),
            D(
                "Ric Flair: Ric Flair (born 25 February 1949) is an American professional wrestler "
                "born in Memphis, Tennessee, known by the nickname the Nature Boy. He is often "
                "counted as a sixteen-time world heavyweight champion, and he was a leader of the "
                "Four Horsemen stable in the 1980s."
            ),
            D(
                "Moulin Rouge!: Moulin Rouge! is a 2001 jukebox musical film directed by Baz "
                "Luhrmann, with Nicole Kidman as a courtesan and Ewan McGregor as a poet in Paris "
                "in 1899. It opens and closes with the song Nature Boy, and it won Academy Awards "
                "for art direction and costume design."
            ),
            S(
                "Nat King Cole: Nathaniel Adams Coles (1919 \u2013 1965), known as Nat King Cole, "
                "was an American singer and jazz pianist born in Montgomery, Alabama, and raised "
                "in Chicago. In 1956 he became one of the first Black Americans to host a network "
                "television show, and he died of lung cancer in Santa Monica, California."
            ),
            D(
                "Natalie Cole: Natalie Cole (1950 \u2013 2015) was an American singer born in Los "
                "Angeles, the daughter of a famous crooner and jazz pianist. She won the Grammy "
                "Award for Best New Artist in 1976, and her 1991 album of her father's songs won "
                "Album of the Year and sold millions of copies."
            ),
            D(
                "Mel Torm\u00e9: Mel Torm\u00e9 (1925 \u2013 1999) was an American singer and "
                "songwriter born in Chicago, nicknamed the Velvet Fog. With Bob Wells he wrote The "
                "Christmas Song in 1945, first recorded by Nat King Cole the next year, and he "
                "died in Los Angeles in June 1999, three years after a stroke ended his career."
            ),
            S(
                "Nature Boy: Nature Boy is a song written by eden ahbez, a songwriter who lived a "
                "wandering life in California, and recorded by Nat King Cole in August 1947. "
                "Released by Capitol Records in 1948, it spent eight weeks at number one on the "
                "Billboard chart and became one of the biggest hits of the year."
            ),
            D(
                "Montgomery, Alabama: Montgomery is the capital of the US state of Alabama and the "
                "first capital of the Confederacy in 1861. It was the scene of the bus boycott of "
                "1955 and 1956 led by Martin Luther King Jr., and the writer Zelda Fitzgerald and "
                "the singer Nat King Cole were born there."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the author of The Jungle Book born?",
        "30 December 1865",
        [
            D(
                "The Jungle Book (1967 film): The Jungle Book is a 1967 American animated film "
                "produced by Walt Disney, the last animated feature he worked on before his death "
                "in December 1966. Directed by Wolfgang Reitherman, it features the songs The Bare "
                "Necessities and I Wan'na Be like You."
            ),
            D(
                "The Jungle: The Jungle is a 1906 novel by the American writer Upton Sinclair, "
                "born on 20 September 1878 in Baltimore. It exposed the filthy conditions and the "
                "hard lives of immigrant workers in the meatpacking plants of Chicago and helped "
                "to bring about the Pure Food and Drug Act of that year."
            ),
            D(
                "The Second Jungle Book: The Second Jungle Book is a sequel published in 1895, "
                "with five more stories about the boy Mowgli, among them How Fear Came, Red Dog "
                "and The Spring Running, in which he leaves the jungle for good. Its other stories "
                "are set in India and in the Arctic."
            ),
            S(
                "Rudyard Kipling: Joseph Rudyard Kipling (30 December 1865 \u2013 18 January 1936) "
                "was an English writer and poet born in Bombay, British India. He wrote Kim, the "
                "Just So Stories and the poem If\u2014, and in 1907 he became the first "
                "English-language writer to receive the Nobel Prize in Literature."
            ),
            D(
                "John Lockwood Kipling: John Lockwood Kipling (6 July 1837 \u2013 26 January 1911) "
                "was an English art teacher, illustrator and museum curator born in Pickering, "
                "Yorkshire. He ran the Mayo School of Art and the museum in Lahore, and he drew "
                "illustrations for several of his son's books."
            ),
            D(
                "Mowgli: Legend of the Jungle: Mowgli: Legend of the Jungle is a 2018 adventure "
                "film directed by Andy Serkis, an English actor born on 20 April 1964, who also "
                "voices the bear Baloo. Made with motion capture, it was sold to Netflix and "
                "released there in December 2018 after a short run in cinemas."
            ),
            S(
                "The Jungle Book: The Jungle Book is an 1894 collection of stories by the English "
                "author Rudyard Kipling. Most of them follow Mowgli, a boy raised by wolves in the "
                "Indian jungle, with Baloo the bear and Bagheera the black panther, while others "
                "include Rikki-Tikki-Tavi and The White Seal."
            ),
            D(
                "Kim (novel): Kim is a novel by Rudyard Kipling, first published in book form in "
                "1901 after appearing in magazines. Set in British India during the rivalry with "
                "Russia known as the Great Game, it follows an orphaned Irish boy in Lahore who "
                "travels with a Tibetan lama and is trained as a spy."
            ),
        ],
        drop=0,
    ),
]
