"""Development multi-hop questions, batch 31.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md, and the other development sources
(source_dev1.py to source_dev30.py) for the format and to choose subjects none of them asks
about. The held-out sources and records were only counted (grep -c) for the candidate
subjects' names, and subjects with hits were left out. Written after lexical-v45.

Measured lengths: mean support 295 characters, mean distractor 292 characters; a support
is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where was the actor who played Hannibal Lecter in The Silence of the Lambs born?",
        "Margam",
        [
            D(
                "Hannibal (2001 film): Hannibal is a 2001 thriller directed by Ridley Scott and "
                "the sequel to a 1991 film about the FBI trainee Clarice Starling. Julianne Moore "
                "took over the role of Starling from Jodie Foster, and much of the story is set in "
                "Florence, where the fugitive doctor lives under a false name."
            ),
            S(
                "The Silence of the Lambs (film): The Silence of the Lambs is a 1991 American "
                "thriller directed by Jonathan Demme from the novel by Thomas Harris. Jodie Foster "
                "plays the FBI trainee Clarice Starling and Anthony Hopkins the imprisoned "
                "cannibal psychiatrist Hannibal Lecter; it won the five main Academy Awards."
            ),
            D(
                "Brian Cox (actor): Brian Cox is a Scottish actor born in Dundee in 1946. He was "
                "the first actor to play the psychiatrist Hannibal Lecter on screen, in Michael "
                "Mann's thriller Manhunter (1986), and he later played the media tycoon Logan Roy "
                "in the HBO drama Succession, winning a Golden Globe."
            ),
            D(
                "Thomas Harris: Thomas Harris is an American novelist born in Jackson, Tennessee, "
                "in 1940, who grew up in Rich, Mississippi, and worked as a crime reporter for the "
                "Associated Press in New York. His novels Red Dragon, The Silence of the Lambs and "
                "Hannibal introduced the serial killer Hannibal Lecter."
            ),
            D(
                "Hannibal (TV series): Hannibal is an American crime drama broadcast by NBC from "
                "2013 to 2015, developed by Bryan Fuller from the novels of Thomas Harris. The "
                "Danish actor Mads Mikkelsen, born in Copenhagen in 1965, plays the psychiatrist "
                "Hannibal Lecter, opposite Hugh Dancy as the profiler Will Graham."
            ),
            S(
                "Anthony Hopkins: Sir Anthony Hopkins is a Welsh actor born on 31 December 1937 in "
                "Margam, a district of Port Talbot in Glamorgan. He trained at the Royal Academy "
                "of Dramatic Art, joined Laurence Olivier's National Theatre, and won the Academy "
                "Award for Best Actor twice, in 1992 and in 2021 for The Father."
            ),
            D(
                "Jonathan Demme: Jonathan Demme was an American film director born in Baldwin, New "
                "York, in 1944, who began by making low-budget films for the producer Roger "
                "Corman. He made the Talking Heads concert film Stop Making Sense (1984) and the "
                "AIDS drama Philadelphia (1993), won an Academy Award, and died in 2017."
            ),
            D(
                "Jodie Foster: Jodie Foster is an American actress and director born in Los "
                "Angeles in 1962, who began acting in television commercials at the age of three. "
                "She won the Academy Award for Best Actress for The Accused (1988) and again for "
                "playing the FBI trainee Clarice Starling in a 1991 thriller."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The television series Sex and the City was based on a book by a columnist born in "
            "which Connecticut town?"
        ),
        "Glastonbury",
        [
            D(
                "Darren Star: Darren Star is an American television writer and producer who grew "
                "up in Potomac, Maryland, and studied at the University of California, Los "
                "Angeles. He created Beverly Hills, 90210 (1990) and Melrose Place (1992) for Fox, "
                "and later the Netflix comedy Emily in Paris."
            ),
            D(
                "Sarah Jessica Parker: Sarah Jessica Parker is an American actress born in "
                "Nelsonville, Ohio, in 1965, who played the orphan Annie on Broadway as a child. "
                "She played the newspaper columnist Carrie Bradshaw in an HBO comedy from 1998 to "
                "2004, winning four Golden Globe Awards for the role."
            ),
            D(
                "Bridget Jones's Diary: Bridget Jones's Diary is a 1996 novel by Helen Fielding "
                "that grew out of a column she wrote for The Independent from 1995, following a "
                "single woman in her thirties in London. Fielding was born in Morley, West "
                "Yorkshire, and the book was filmed in 2001 with Ren\u00e9e Zellweger."
            ),
            S(
                "Sex and the City: Sex and the City is an American comedy-drama created by Darren "
                "Star and broadcast by HBO from 1998 to 2004. Based on Candace Bushnell's 1996 "
                "book of the same name, drawn from her column in The New York Observer, it follows "
                "four women in Manhattan led by the writer Carrie Bradshaw."
            ),
            D(
                "Gossip Girl: Gossip Girl is an American teen drama broadcast by The CW from 2007 "
                "to 2012, developed by Josh Schwartz and Stephanie Savage from the novels of "
                "Cecily von Ziegesar. Narrated by an anonymous blogger, it follows rich teenagers "
                "on Manhattan's Upper East Side, with Blake Lively and Leighton Meester."
            ),
            D(
                "Sex and the City (film): Sex and the City is a 2008 American romantic comedy "
                "written and directed by Michael Patrick King, continuing the HBO series four "
                "years after its finale. Sarah Jessica Parker, Kim Cattrall, Kristin Davis and "
                "Cynthia Nixon return, and a sequel set partly in Abu Dhabi followed in 2010."
            ),
            S(
                "Candace Bushnell: Candace Bushnell is an American writer born on 1 December 1958 "
                "in Glastonbury, Connecticut, who moved to New York City at the age of nineteen. "
                "From 1994 she wrote a dating column for The New York Observer, and her later "
                "novels include Lipstick Jungle (2005) and The Carrie Diaries (2010)."
            ),
            D(
                "The New York Observer: The New York Observer was a weekly newspaper founded in "
                "1987 by the investor Arthur L. Carter and printed on salmon-coloured paper, "
                "covering the media, politics and property of Manhattan. Graydon Carter edited it "
                "before leaving for Vanity Fair in 1992, and it went online-only in 2016."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who designed the Welsh village where the television series The Prisoner was filmed?",
        "Clough Williams-Ellis",
        [
            S(
                "Portmeirion: Portmeirion is a tourist village on the estuary of the River Dwyryd "
                "in Gwynedd, north Wales, built in the style of an Italian village. It was "
                "designed and built by the architect Sir Clough Williams-Ellis between 1925 and "
                "1975, and it is now owned by a charitable trust and run as a hotel."
            ),
            D(
                "Patrick McGoohan: Patrick McGoohan was an actor born in Queens, New York, in 1928 "
                "to Irish parents, who grew up in Ireland and in Sheffield. He played the secret "
                "agent John Drake in Danger Man, won two Emmy Awards for guest roles in Columbo, "
                "and played King Edward I in Braveheart (1995)."
            ),
            D(
                "Danger Man: Danger Man is a British spy series made by ITC Entertainment and "
                "broadcast from 1960 to 1968, starring Patrick McGoohan as the security agent John "
                "Drake. It began with half-hour episodes, came back in 1964 with hour-long ones, "
                "and was shown in the United States under the title Secret Agent."
            ),
            D(
                "The Prisoner (2009 TV series): The Prisoner is a six-part miniseries broadcast by "
                "AMC in 2009, a reimagining of a British series of the 1960s. Jim Caviezel plays "
                "Six, a man who wakes in a desert town called the Village, and Ian McKellen plays "
                "its ruler Two; it was filmed in Namibia and South Africa."
            ),
            D(
                "Portmeirion Pottery: Portmeirion Pottery is a pottery firm based in "
                "Stoke-on-Trent, founded in 1960 by the designer Susan Williams-Ellis and her "
                "husband Euan Cooper-Willis. Its best-known pattern, Botanic Garden, first sold in "
                "1972, shows plants and flowers copied from old botanical prints."
            ),
            S(
                "The Prisoner: The Prisoner is a British television series first broadcast by ITV "
                "in 1967 and 1968, created by and starring Patrick McGoohan with George Markstein. "
                "A former secret agent known only as Number Six is held in a seaside prison called "
                "the Village, whose exteriors were filmed at Portmeirion."
            ),
            D(
                "Borehamwood: Borehamwood is a town in Hertfordshire, north of London, that has "
                "been a centre of British film-making since the 1910s, with several studios known "
                "by the name Elstree. MGM-British Studios worked there until it closed in 1970, "
                "and the BBC Elstree Centre has made the soap EastEnders since 1985."
            ),
            D(
                "Gwynedd: Gwynedd is a county in north-west Wales that stretches from the "
                "Ll\u0177n Peninsula to Snowdon, the highest mountain in Wales. The castles of "
                "Caernarfon and Harlech, built for Edward I, are World Heritage Sites, and about "
                "two-thirds of the people of the county are able to speak Welsh."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "near which california town did the star of rebel without a cause die",
        "Cholame",
        [
            D(
                "Nicholas Ray: Nicholas Ray was an American film director born Raymond Nicholas "
                "Kienzle in Galesville, Wisconsin, in 1911, who studied architecture under Frank "
                "Lloyd Wright. His films include They Live by Night (1948), In a Lonely Place "
                "(1950) and Johnny Guitar (1954); he died in New York in 1979."
            ),
            D(
                "Natalie Wood: Natalie Wood was an American actress born in San Francisco in 1938, "
                "who became a child star in Miracle on 34th Street (1947). She was nominated for "
                "Academy Awards for a 1955 teen drama, for Splendor in the Grass and for Love with "
                "the Proper Stranger, and drowned off Santa Catalina Island in 1981."
            ),
            S(
                "Rebel Without a Cause: Rebel Without a Cause is a 1955 American drama directed by "
                "Nicholas Ray for Warner Bros. about troubled teenagers in the suburbs of Los "
                "Angeles. James Dean plays Jim Stark, with Natalie Wood and Sal Mineo, and its "
                "scenes at the Griffith Observatory made the building famous."
            ),
            D(
                "Sal Mineo: Sal Mineo was an American actor born in the Bronx in 1939, who was "
                "nominated for Academy Awards for Rebel Without a Cause and for Exodus (1960). He "
                "was stabbed to death outside his apartment in West Hollywood, California, in "
                "February 1976, at the age of thirty-seven."
            ),
            D(
                "Giant (1956 film): Giant is a 1956 American epic directed by George Stevens from "
                "the novel by Edna Ferber, following a Texas ranching family over some thirty "
                "years. Elizabeth Taylor and Rock Hudson star, much of it was filmed around Marfa, "
                "Texas, and Stevens won the Academy Award for Best Director."
            ),
            D(
                "Fairmount, Indiana: Fairmount is a small town in Grant County, Indiana, where the "
                "actor James Dean grew up on the farm of his aunt and uncle after his mother died. "
                "He is buried in the town's Park Cemetery, and a museum and an annual festival in "
                "the town are devoted to his life and films."
            ),
            D(
                "East of Eden (film): East of Eden is a 1955 American drama directed by Elia Kazan "
                "from the last part of John Steinbeck's 1952 novel, set in Salinas and Monterey, "
                "California, around the time of the First World War. It gave James Dean his first "
                "leading role, and Jo Van Fleet won an Academy Award."
            ),
            S(
                "James Dean: James Dean was an American actor born on 8 February 1931 in Marion, "
                "Indiana, who starred in East of Eden, Rebel Without a Cause and Giant. He was "
                "killed on 30 September 1955, at the age of twenty-four, when the Porsche 550 "
                "Spyder he was driving crashed near Cholame, California."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The director of Slumdog Millionaire staged the opening ceremony of which Olympic Games?",
        "the 2012 Summer Olympics",
        [
            D(
                "2008 Summer Olympics opening ceremony: The opening ceremony of the 2008 Summer "
                "Olympics was held at the Beijing National Stadium on 8 August 2008 and directed "
                "by the film-maker Zhang Yimou. Some 15,000 performers took part, with 2,008 "
                "drummers and a giant scroll, and the gymnast Li Ning lit the cauldron."
            ),
            S(
                "Danny Boyle: Danny Boyle is an English film director born in Radcliffe, "
                "Lancashire, in 1956, who began his career in the theatre. His films include "
                "Shallow Grave, Trainspotting and 28 Days Later, and he was the artistic director "
                "of Isles of Wonder, the opening ceremony of the 2012 Summer Olympics in London."
            ),
            D(
                "Vikas Swarup: Vikas Swarup is an Indian diplomat and novelist born in Allahabad "
                "in 1963, who joined the Indian Foreign Service in 1986. His first novel, Q & A "
                "(2005), about a Mumbai waiter who wins a television quiz, was written in two "
                "months while he was posted to London."
            ),
            D(
                "Simon Beaufoy: Simon Beaufoy is an English screenwriter born in Keighley, West "
                "Yorkshire, in 1966, whose script for The Full Monty (1997) was nominated for an "
                "Academy Award. He won the Academy Award for Best Adapted Screenplay for a 2008 "
                "film about a Mumbai teenager on a quiz show, and later wrote 127 Hours (2010)."
            ),
            S(
                "Slumdog Millionaire: Slumdog Millionaire is a 2008 British drama directed by "
                "Danny Boyle, with Loveleen Tandan as co-director in India, from a screenplay by "
                "Simon Beaufoy. Dev Patel plays Jamal Malik, a young man from the Mumbai slums who "
                "reaches the final of a quiz show; it won eight Academy Awards."
            ),
            D(
                "Dev Patel: Dev Patel is an English actor born in Harrow, London, in 1990, who "
                "first became known as Anwar in the E4 teen drama Skins. He was nominated for an "
                "Academy Award for Lion (2016), and he directed and starred in the action thriller "
                "Monkey Man (2024), set in India."
            ),
            D(
                "A. R. Rahman: A. R. Rahman is an Indian composer born in Madras, now Chennai, in "
                "1967, who made his film debut with Mani Ratnam's Roja (1992). He won two Academy "
                "Awards in 2009, for a film score and for the song Jai Ho, and in 2008 he founded "
                "the KM Music Conservatory in Chennai."
            ),
            D(
                "Who Wants to Be a Millionaire?: Who Wants to Be a Millionaire? is a British quiz "
                "show first broadcast by ITV in 1998 and presented by Chris Tarrant until 2014, in "
                "which a contestant answers fifteen questions with the help of three lifelines. "
                "Versions of it have been made in more than a hundred countries."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "california city where the actor who founded the sundance institute was born",
        "Santa Monica",
        [
            D(
                "Paul Newman: Paul Newman was an American actor who grew up in Shaker Heights, "
                "Ohio, and played the outlaw Butch Cassidy in a 1969 western. He won the Academy "
                "Award for Best Actor for The Color of Money (1986), and in 1982 he founded the "
                "food company Newman's Own, which gives all its profits to charity."
            ),
            D(
                "Butch Cassidy and the Sundance Kid: Butch Cassidy and the Sundance Kid is a 1969 "
                "American western directed by George Roy Hill from an original screenplay by "
                "William Goldman, about two train robbers who flee to Bolivia. It won four Academy "
                "Awards, one of them for the song Raindrops Keep Fallin' on My Head."
            ),
            D(
                "Sundance Film Festival: The Sundance Film Festival is an annual festival of "
                "independent cinema held in Park City, Utah, which began in Salt Lake City in 1978 "
                "as the Utah/US Film Festival. Films first shown there include Sex, Lies, and "
                "Videotape and Little Miss Sunshine, and it is to move to Boulder, Colorado, in "
                "2027."
            ),
            S(
                "Robert Redford: The American actor and director Robert Redford was born on 18 "
                "August 1936 in Santa Monica, California, and studied painting before he turned to "
                "acting. He starred in The Sting (1973) and All the President's Men (1976), and "
                "won the Academy Award for Best Director for Ordinary People (1980)."
            ),
            D(
                "Harry Alonzo Longabaugh: Harry Alonzo Longabaugh, known as the Sundance Kid, was "
                "an American outlaw born in Mont Clare, Pennsylvania, in 1867, who took his "
                "nickname from a spell in jail in Sundance, Wyoming. A member of Butch Cassidy's "
                "Wild Bunch, he is believed to have been killed in Bolivia in 1908."
            ),
            D(
                "Tribeca Festival: The Tribeca Festival is an annual film festival in Lower "
                "Manhattan founded in 2002 by the actor Robert De Niro, the producer Jane "
                "Rosenthal and Craig Hatkoff, to help revive the neighbourhood after the attacks "
                "of 11 September 2001. It now also shows television, games and immersive work."
            ),
            S(
                "Sundance Institute: The Sundance Institute is a non-profit organisation founded "
                "in 1981 by the actor Robert Redford to support independent film-makers, with "
                "workshops held at a mountain resort in Utah. It runs the Sundance Film Festival "
                "each January and takes its name from Redford's role as the Sundance Kid."
            ),
            D(
                "Park City, Utah: Park City is a city in Summit County, Utah, east of Salt Lake "
                "City, that grew up as a silver-mining camp in the 1870s. Its ski resorts hosted "
                "events of the 2002 Winter Olympics, and each January it holds the Sundance Film "
                "Festival, the largest independent film festival in the United States."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which city was the stage musical on which the 1978 film Grease was based first "
            "performed?"
        ),
        "Chicago",
        [
            D(
                "Grease 2: Grease 2 is a 1982 American musical film directed by the choreographer "
                "Patricia Birch and set at Rydell High two years after the first film. Michelle "
                "Pfeiffer, in her first leading role, and Maxwell Caulfield star as the leader of "
                "the Pink Ladies and an English exchange student who wins her."
            ),
            S(
                "Grease (musical): Grease is a musical by Jim Jacobs and Warren Casey about "
                "working-class teenagers at Rydell High School in 1959. It was first performed in "
                "1971 at the Kingston Mines, a theatre in a former trolley barn in Chicago, and "
                "opened in New York in 1972, running on Broadway for eight years."
            ),
            D(
                "Hair (musical): Hair is a rock musical by Gerome Ragni and James Rado, with music "
                "by Galt MacDermot, about a tribe of long-haired hippies in New York during the "
                "Vietnam War. It opened at Joseph Papp's Public Theater in October 1967, moved to "
                "Broadway in April 1968, and was filmed in 1979."
            ),
            D(
                "Chicago (musical): Chicago is a musical by John Kander and Fred Ebb, with a book "
                "by Ebb and Bob Fosse, about two murderesses who court fame in the jazz age. It "
                "opened on Broadway in 1975, and its revival, running since 1996, is the "
                "longest-running American musical in Broadway history."
            ),
            S(
                "Grease (film): Grease is a 1978 American musical film directed by Randal Kleiser "
                "and adapted from the 1971 stage musical of the same name by Jim Jacobs and Warren "
                "Casey. John Travolta and Olivia Newton-John play the summer lovers Danny and "
                "Sandy, and it was the highest-earning film of the year."
            ),
            D(
                "Saturday Night Fever: Saturday Night Fever is a 1977 American dance drama "
                "directed by John Badham, with John Travolta as a Brooklyn paint-shop clerk who "
                "becomes the king of the local disco. Its soundtrack, mostly by the Bee Gees, was "
                "for some years the best-selling album in history."
            ),
            D(
                "Olivia Newton-John: Olivia Newton-John was a singer and actress born in "
                "Cambridge, England, in 1948, who moved with her family to Melbourne as a child. "
                "She won Grammy Awards for Let Me Be There and I Honestly Love You, and her 1981 "
                "single Physical topped the Billboard Hot 100 for ten weeks."
            ),
            D(
                "Grease: Live: Grease: Live is an American television musical broadcast by Fox on "
                "31 January 2016 and performed live before an audience on sound stages at the "
                "Warner Bros. lot in Burbank, California. Julianne Hough, Aaron Tveit and Vanessa "
                "Hudgens starred, and it won five Emmy Awards."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which 1984 fantasy film was directed by the maker of Das Boot?",
        "The NeverEnding Story",
        [
            D(
                "Lothar-G\u00fcnther Buchheim: Lothar-G\u00fcnther Buchheim was a German writer, "
                "painter and art collector born in Weimar in 1918, who sailed as a war "
                "correspondent on a U-boat in 1941. His novel about the voyage came out in 1973, "
                "and his collection of Expressionist art is shown at the Buchheim Museum on Lake "
                "Starnberg."
            ),
            D(
                "Labyrinth (1986 film): Labyrinth is a 1986 musical fantasy film directed by Jim "
                "Henson and with George Lucas as executive producer, in which a teenage girl, "
                "played by Jennifer Connelly, must cross a maze to rescue her baby brother. David "
                "Bowie plays Jareth, the Goblin King, and wrote the songs."
            ),
            S(
                "Das Boot: Das Boot is a 1981 West German war film written and directed by "
                "Wolfgang Petersen from the 1973 novel by Lothar-G\u00fcnther Buchheim. "
                "J\u00fcrgen Prochnow plays the captain of the U-96 on a patrol in the Atlantic in "
                "1941, and the film was nominated for six Academy Awards."
            ),
            D(
                "J\u00fcrgen Prochnow: J\u00fcrgen Prochnow is a German actor born in Berlin in "
                "1941, who became known around the world as the captain in a 1981 submarine film. "
                "He later played Duke Leto Atreides in David Lynch's Dune (1984), and appeared in "
                "Beverly Hills Cop II and The English Patient (1996)."
            ),
            D(
                "German submarine U-96: U-96 was a Type VIIC U-boat of the German navy, "
                "commissioned in 1940, which sank 27 merchant ships under Heinrich "
                "Lehmann-Willenbrock and later commanders. It became a training boat in 1943 and "
                "was sunk by American bombers at Wilhelmshaven in March 1945."
            ),
            D(
                "Emden: Emden is a seaport town in East Frisia, Lower Saxony, at the mouth of the "
                "River Ems near the Dutch border. It has a large Volkswagen factory that builds "
                "cars for export, and the Kunsthalle Emden, an art museum founded by the magazine "
                "publisher Henri Nannen, opened there in 1986."
            ),
            D(
                "Willow (1988 film): Willow is a 1988 American fantasy film directed by Ron Howard "
                "from a story by George Lucas, in which a farmer and would-be sorcerer protects a "
                "baby princess from an evil queen. Warwick Davis plays Willow Ufgood, and Val "
                "Kilmer plays the swordsman Madmartigan."
            ),
            S(
                "Wolfgang Petersen: Wolfgang Petersen was a German film director born in Emden in "
                "1941, who worked in German television before making his name with a submarine "
                "film. His later films include The NeverEnding Story (1984), In the Line of Fire "
                "(1993), Air Force One (1997) and Troy (2004); he died in 2022."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Texas city is the ranch where the Ewing family lives in the television "
            "series Dallas?"
        ),
        "Parker",
        [
            S(
                "Southfork Ranch: Southfork Ranch is a ranch in Parker, Texas, in Collin County, "
                "about 25 miles north-east of downtown Dallas. Its white ranch house became one of "
                "the best-known homes on television, and since the 1980s the ranch has been open "
                "to visitors, and it is now run as an events and conference centre."
            ),
            D(
                "Dallas: Dallas is a city in North Texas, the seat of Dallas County and the centre "
                "of the largest metropolitan area in the state. Founded in 1841 on the Trinity "
                "River by John Neely Bryan, it is known for Reunion Tower and for Dealey Plaza, "
                "where President John F. Kennedy was assassinated in 1963."
            ),
            D(
                "Knots Landing: Knots Landing is an American prime-time soap opera broadcast by "
                "CBS from 1979 to 1993, a spin-off of an earlier drama about a Texas oil family. "
                "It follows Gary Ewing, the black sheep of the family, and his wife Valene after "
                "they move to a cul-de-sac in a seaside suburb of Los Angeles."
            ),
            D(
                "Larry Hagman: Larry Hagman was an American actor born in Fort Worth, Texas, in "
                "1931, the son of the Broadway star Mary Martin. He played the astronaut Tony "
                "Nelson in I Dream of Jeannie from 1965 and the oil baron J. R. Ewing from 1978, "
                "and he died in Dallas in 2012."
            ),
            D(
                "Dynasty (1981 TV series): Dynasty is an American prime-time soap opera broadcast "
                "by ABC from 1981 to 1989, about the Carringtons, a rich oil family in Denver, "
                "Colorado. The Filoli estate in Woodside, California, stood in for the Carrington "
                "mansion, and Joan Collins joined the cast as Alexis in 1981."
            ),
            S(
                "Dallas (1978 TV series): Dallas is an American prime-time soap opera created by "
                "David Jacobs and broadcast by CBS from 1978 to 1991, about the Ewing family, rich "
                "from oil and cattle. The family lives at Southfork Ranch, and the 1980 mystery of "
                "who shot Larry Hagman's J. R. Ewing drew a huge audience."
            ),
            D(
                "Who shot J.R.?: Who shot J.R.? was the question that followed the cliffhanger of "
                "March 1980, in which an unseen gunman shot the oil baron J. R. Ewing in his "
                "office at Ewing Oil. The answer, Kristin Shepard, was revealed in November 1980 "
                "in an episode watched by about 83 million people in the United States."
            ),
            D(
                "Dallas (2012 TV series): Dallas is an American drama broadcast by TNT from 2012 "
                "to 2014, a continuation of a long-running CBS soap about a Texas oil family. Josh "
                "Henderson and Jesse Metcalfe play the sons of J. R. and Bobby Ewing, and Larry "
                "Hagman returned in his old role until his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Thomas & Friends was adapted from books written by a clergyman born in which "
            "Hampshire village?"
        ),
        "Ampfield",
        [
            D(
                "Postman Pat: Postman Pat is a British children's stop-motion series first "
                "broadcast by BBC One in 1981, written by John Cunliffe and animated by Ivor Wood. "
                "Pat Clifton delivers the post with his black and white cat Jess around Greendale, "
                "a valley based on Longsleddale in the Lake District."
            ),
            D(
                "Sodor (fictional island): Sodor is a fictional island between Barrow-in-Furness "
                "and the Isle of Man, the setting of a series of children's books about railway "
                "engines begun in 1945. Its name comes from the Diocese of Sodor and Man, and its "
                "main railway is run by Sir Topham Hatt, the Fat Controller."
            ),
            S(
                "Wilbert Awdry: The Reverend Wilbert Awdry was an English clergyman and author "
                "born on 15 June 1911 in Ampfield, near Romsey in Hampshire. He wrote the first of "
                "his Railway Series books, The Three Railway Engines, in 1945 from stories told to "
                "his son Christopher, and wrote 26 in all."
            ),
            D(
                "Ringo Starr: Ringo Starr is an English musician born Richard Starkey in the "
                "Dingle, Liverpool, in 1940, who was the drummer of the Beatles from 1962. He sang "
                "With a Little Help from My Friends and Yellow Submarine, and in 1984 he became "
                "the first narrator of a children's series about railway engines."
            ),
            D(
                "Romsey: Romsey is a market town in the Test Valley district of Hampshire, about "
                "seven miles north-west of Southampton. Its Norman abbey church survived the "
                "Dissolution when the townspeople bought it for \u00a3100, and the nearby "
                "Broadlands estate was the home of Lord Mountbatten."
            ),
            D(
                "Ivor the Engine: Ivor the Engine is a British children's animated series by "
                "Oliver Postgate and Peter Firmin's company Smallfilms, first shown in 1959 and "
                "remade in colour in the 1970s. Ivor is a small green steam engine of the "
                "Merioneth and Llantisilly Railway who longs to sing in a Welsh choir."
            ),
            S(
                "Thomas & Friends: Thomas & Friends is a British children's television series "
                "first broadcast by ITV in 1984 as Thomas the Tank Engine & Friends, produced by "
                "Britt Allcroft. Adapted from the Railway Series books of the Rev. W. Awdry, it "
                "follows engines on Sodor; Ringo Starr was its first narrator."
            ),
            D(
                "Talyllyn Railway: The Talyllyn Railway is a narrow-gauge railway in Gwynedd, "
                "Wales, running inland from Tywyn to Nant Gwernol, and in 1951 it became the first "
                "railway in the world to be saved and run by volunteers. Its first two steam "
                "engines, Talyllyn and Dolgoch, date from the 1860s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "mary poppins film was based on books by an author born in which australian town",
        "Maryborough",
        [
            D(
                "Julie Andrews: Julie Andrews is an English actress and singer born in "
                "Walton-on-Thames, Surrey, in 1935, who played Eliza Doolittle in the first "
                "Broadway production of My Fair Lady (1956). She won the Academy Award for Best "
                "Actress for her film debut in 1964 and later starred in The Sound of Music."
            ),
            S(
                "Mary Poppins (film): Mary Poppins is a 1964 American musical fantasy film "
                "produced by Walt Disney and directed by Robert Stevenson, based on the books of "
                "P. L. Travers. Julie Andrews plays a magical nanny who comes to a London family "
                "in 1910, with Dick Van Dyke as the chimney sweep Bert."
            ),
            D(
                "Chitty Chitty Bang Bang (film): Chitty Chitty Bang Bang is a 1968 British musical "
                "fantasy film directed by Ken Hughes, based on a children's novel about a flying "
                "car by Ian Fleming, who was born in Mayfair, London, in 1908. Roald Dahl co-wrote "
                "the screenplay, and the Sherman Brothers wrote its songs."
            ),
            D(
                "Dick Van Dyke: Dick Van Dyke is an American actor and comedian born in West "
                "Plains, Missouri, in 1925, who played the comedy writer Rob Petrie in The Dick "
                "Van Dyke Show from 1961 to 1966. He played Caractacus Potts in Chitty Chitty Bang "
                "Bang (1968) and the doctor Mark Sloan in Diagnosis: Murder."
            ),
            D(
                "Walt Disney: Walt Disney was an American animator and film producer born in "
                "Chicago in 1901, who founded a cartoon studio with his brother Roy in 1923 and "
                "created Mickey Mouse with Ub Iwerks in 1928. He holds the record for the most "
                "Academy Awards won by one person, with 22."
            ),
            S(
                "P. L. Travers: Pamela Lyndon Travers, born Helen Lyndon Goff on 9 August 1899 in "
                "Maryborough, Queensland, was an Australian-born British writer and actress. She "
                "settled in England in 1924, published the first of her books about a magical "
                "London nanny in 1934, and died in London in 1996."
            ),
            D(
                "Bedknobs and Broomsticks: Bedknobs and Broomsticks is a 1971 Disney musical "
                "fantasy film directed by Robert Stevenson, based on two children's books by the "
                "English author Mary Norton, who also wrote The Borrowers. Angela Lansbury plays "
                "an apprentice witch who takes in three evacuee children in 1940."
            ),
            D(
                "Mary Poppins Returns: Mary Poppins Returns is a 2018 American musical fantasy "
                "film directed by Rob Marshall, a sequel set some 25 years after the 1964 film, in "
                "London during the Great Depression. Emily Blunt plays the nanny, Lin-Manuel "
                "Miranda plays the lamplighter Jack, and Dick Van Dyke makes a cameo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Sophia Loren and Gina Lollobrigida both born in Rome?",
        "no",
        [
            D(
                "Anna Magnani: Anna Magnani was an Italian actress born in Rome in 1908, who "
                "became the face of neorealism in Roberto Rossellini's Rome, Open City (1945). She "
                "won the Academy Award for Best Actress for The Rose Tattoo (1955), a part that "
                "Tennessee Williams had written for her."
            ),
            D(
                "Carlo Ponti: Carlo Ponti was an Italian film producer born in Magenta, Lombardy, "
                "in 1912, who produced La Strada (1954) with Dino De Laurentiis and later Doctor "
                "Zhivago (1965). He married the actress Sophia Loren, first by proxy in Mexico in "
                "1957 and again in France in 1966."
            ),
            S(
                "Sophia Loren: Sophia Loren is an Italian actress born Sofia Villani Scicolone on "
                "20 September 1934 in Rome, who grew up in poverty in Pozzuoli, near Naples. She "
                "won the Academy Award for Best Actress for Two Women (1960), the first given for "
                "a performance in a language other than English."
            ),
            D(
                "Monica Vitti: Monica Vitti was an Italian actress born in Rome in 1931, best "
                "known for four films by Michelangelo Antonioni, among them L'Avventura (1960), La "
                "Notte (1961) and Red Desert (1964). She later became one of the leading stars of "
                "Italian comedy, and she died in Rome in 2022."
            ),
            D(
                "Pozzuoli: Pozzuoli is a city on the Gulf of Naples in the volcanic Campi Flegrei, "
                "founded by Greek colonists as Dicaearchia in about 530 BC. It has one of the "
                "largest Roman amphitheatres in Italy, and the ground beneath its harbour slowly "
                "rises and falls in a movement called bradyseism."
            ),
            D(
                "Claudia Cardinale: The Italian actress Claudia Cardinale was born in Tunis, "
                "Tunisia, in 1938 to a family of Sicilian descent, and won a beauty contest there "
                "in 1957. She starred in Visconti's The Leopard (1963), in Fellini's 8\u00bd and "
                "in Sergio Leone's Once Upon a Time in the West (1968)."
            ),
            S(
                "Gina Lollobrigida: Gina Lollobrigida was an Italian actress and photojournalist "
                "born on 4 July 1927 in Subiaco, a town in the hills east of Rome. A star of the "
                "1950s, she appeared in Bread, Love and Dreams (1953) and Trapeze (1956), later "
                "turned to photography and sculpture, and died in 2023."
            ),
            D(
                "Silvana Mangano: Silvana Mangano was an Italian actress born in Rome in 1930, who "
                "became a star as a rice-field worker in Giuseppe De Santis's Bitter Rice (1949). "
                "She married the producer Dino De Laurentiis and later worked with Pasolini and "
                "with Visconti, in Death in Venice (1971) and Ludwig (1973)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Cary Grant or James Stewart?",
        "Cary Grant",
        [
            S(
                "James Stewart: James Stewart was an American actor born on 20 May 1908 in "
                "Indiana, Pennsylvania, where his father ran a hardware store. He won the Academy "
                "Award for Best Actor for The Philadelphia Story (1940), flew bombers over Germany "
                "in the Second World War, and starred in It's a Wonderful Life."
            ),
            D(
                "Katharine Hepburn: Katharine Hepburn was an American actress born in Hartford, "
                "Connecticut, on 12 May 1907, known for her independence and quick wit. She won a "
                "record four Academy Awards for Best Actress, the first for Morning Glory (1933) "
                "and the last for On Golden Pond (1981)."
            ),
            D(
                "The Philadelphia Story (film): The Philadelphia Story is a 1940 American romantic "
                "comedy directed by George Cukor from Philip Barry's play, in which a rich "
                "socialite's wedding plans are upset by her former husband and a tabloid reporter. "
                "Katharine Hepburn, Cary Grant and James Stewart star."
            ),
            D(
                "Henry Fonda: Henry Fonda was an American actor born in Grand Island, Nebraska, on "
                "16 May 1905, who began on the stage at the Omaha Community Playhouse. He starred "
                "in The Grapes of Wrath (1940) and 12 Angry Men (1957), and won the Academy Award "
                "for Best Actor for On Golden Pond."
            ),
            S(
                "Cary Grant: Cary Grant was an English-born American actor, born Archibald Alec "
                "Leach on 18 January 1904 in Horfield, Bristol, who joined a troupe of acrobats as "
                "a boy and toured the United States. He starred in Bringing Up Baby, The "
                "Philadelphia Story and North by Northwest, and died in 1986."
            ),
            D(
                "North by Northwest: North by Northwest is a 1959 American thriller directed by "
                "Alfred Hitchcock, in which a New York advertising executive, mistaken for a "
                "government agent, is chased across the country. It ends with a chase over the "
                "faces of Mount Rushmore, and Eva Marie Saint and James Mason co-star."
            ),
            D(
                "Clark Gable: Clark Gable was an American actor born in Cadiz, Ohio, on 1 February "
                "1901, who was called the King of Hollywood in the 1930s. He won the Academy Award "
                "for Best Actor for It Happened One Night (1934) and played Rhett Butler in Gone "
                "with the Wind (1939)."
            ),
            D(
                "It's a Wonderful Life: It's a Wonderful Life is a 1946 American Christmas fantasy "
                "drama produced and directed by Frank Capra and set in the small town of Bedford "
                "Falls. On Christmas Eve an angel shows a despairing banker, George Bailey, what "
                "his town would have been like if he had never been born."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which premiered first miami vice or magnum p.i.",
        "Magnum, P.I.",
        [
            D(
                "Magnum P.I. (2018 TV series): Magnum P.I. is an American action drama first "
                "broadcast by CBS in September 2018, a reboot of a 1980s series, with Jay "
                "Hernandez as the private investigator Thomas Magnum. After four seasons on CBS it "
                "was cancelled, then picked up by NBC for a fifth and final season."
            ),
            D(
                "Don Johnson: Don Johnson is an American actor born in Flat Creek, Missouri, in "
                "1949, who became a star in the 1980s as a Miami detective who wore pastel jackets "
                "over T-shirts, winning a Golden Globe Award in 1986. He later starred as a San "
                "Francisco police inspector in Nash Bridges."
            ),
            D(
                "Hawaii Five-O (1968 TV series): Hawaii Five-O is an American police drama "
                "broadcast by CBS from 1968 to 1980, filmed on location in Honolulu and elsewhere "
                "on Oahu. Jack Lord plays Steve McGarrett, head of a state police unit, and his "
                "order 'Book 'em, Danno' became a catchphrase."
            ),
            S(
                "Miami Vice: Miami Vice is an American crime drama created by Anthony Yerkovich "
                "and produced by Michael Mann, first broadcast by NBC on 16 September 1984. Don "
                "Johnson and Philip Michael Thomas play the undercover detectives Sonny Crockett "
                "and Ricardo Tubbs, and it ran for five seasons."
            ),
            D(
                "Knight Rider (1982 TV series): Knight Rider is an American action series "
                "broadcast by NBC from 1982 to 1986 and created by Glen A. Larson. David "
                "Hasselhoff plays Michael Knight, who fights crime with KITT, an artificially "
                "intelligent and nearly indestructible Pontiac Trans Am."
            ),
            D(
                "Miami Vice (film): Miami Vice is a 2006 American action film written and directed "
                "by Michael Mann, based on the 1980s television series he produced. Colin Farrell "
                "and Jamie Foxx play the detectives Crockett and Tubbs, who go undercover inside a "
                "drug-trafficking ring in South America."
            ),
            D(
                "Tom Selleck: Tom Selleck is an American actor born in Detroit, Michigan, in 1945, "
                "who had to turn down the role of Indiana Jones because of his television "
                "contract. He played Monica's boyfriend Richard in Friends and the New York police "
                "commissioner Frank Reagan in Blue Bloods from 2010."
            ),
            S(
                "Magnum, P.I.: Magnum, P.I. is an American crime drama created by Donald P. "
                "Bellisario and Glen A. Larson, first broadcast by CBS on 11 December 1980. Tom "
                "Selleck plays Thomas Magnum, a former Navy officer who works as a private "
                "investigator in Hawaii and lives on a rich author's estate."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Powell and Pressburger film was released first, The Red Shoes or Black Narcissus?",
        "Black Narcissus",
        [
            D(
                "The Red Shoes (fairy tale): The Red Shoes is a literary fairy tale by Hans "
                "Christian Andersen, first published in 1845, about a vain girl named Karen whose "
                "enchanted red shoes force her to dance on without stopping. She is set free only "
                "when an executioner cuts off her feet."
            ),
            S(
                "The Red Shoes (1948 film): The Red Shoes is a 1948 British drama written, "
                "directed and produced by Michael Powell and Emeric Pressburger, about a young "
                "ballerina torn between her art and love. Moira Shearer stars, and its 17-minute "
                "ballet sequence helped win Academy Awards for score and art direction."
            ),
            D(
                "Moira Shearer: Moira Shearer was a Scottish ballerina and actress born in "
                "Dunfermline in 1926, who danced with the Sadler's Wells Ballet at Covent Garden. "
                "Her best-known film role was the ballerina Victoria Page, and she later appeared "
                "in Michael Powell's thriller Peeping Tom (1960)."
            ),
            D(
                "A Matter of Life and Death (film): A Matter of Life and Death is a 1946 British "
                "fantasy by Michael Powell and Emeric Pressburger in which an RAF pilot, played by "
                "David Niven, survives a jump without a parachute and must plead for his life "
                "before a court in heaven. It was the first Royal Film Performance."
            ),
            D(
                "Emeric Pressburger: Emeric Pressburger was a Hungarian-born screenwriter and "
                "producer born in Miskolc in 1902, who left Germany in 1933 and settled in "
                "Britain. With Michael Powell he formed the production company The Archers in "
                "1943, and they shared credit as writers, producers and directors."
            ),
            S(
                "Black Narcissus: Black Narcissus is a 1947 British drama by Michael Powell and "
                "Emeric Pressburger, adapted from Rumer Godden's novel, about Anglican nuns who "
                "open a convent in the Himalayas. Deborah Kerr stars, and though it was shot at "
                "Pinewood Studios, its Technicolor photography won an Academy Award."
            ),
            D(
                "The Tales of Hoffmann (film): The Tales of Hoffmann is a 1951 British film of "
                "Offenbach's opera by Michael Powell and Emeric Pressburger, with Moira Shearer "
                "and Robert Helpmann among its dancers. Sung in English to a recording conducted "
                "by Sir Thomas Beecham, it was nominated for two Academy Awards."
            ),
            D(
                "Rumer Godden: Rumer Godden was an English novelist born in Eastbourne in 1907, "
                "who spent much of her childhood in Narayanganj, in Bengal. Several of her novels "
                "were filmed, among them The River (1951), made in India by Jean Renoir, and In "
                "This House of Brede; she died in Scotland in 1998."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which Peter Weir film was released first, Gallipoli or Picnic at Hanging Rock?",
        "Picnic at Hanging Rock",
        [
            D(
                "Peter Weir: Peter Weir is an Australian film director born in Sydney in 1944 and "
                "a leading figure of the Australian New Wave of the 1970s. His American films "
                "include Witness (1985), Dead Poets Society (1989), The Truman Show (1998) and "
                "Master and Commander: The Far Side of the World (2003)."
            ),
            D(
                "Picnic at Hanging Rock (novel): Picnic at Hanging Rock is a 1967 novel by the "
                "Australian writer Joan Lindsay about the disappearance of schoolgirls and a "
                "teacher on an outing in 1900. Lindsay never said whether the story was true, and "
                "a final chapter cut by her publisher appeared only in 1987."
            ),
            D(
                "Battle of the Nek: The Battle of the Nek was fought on 7 August 1915 during the "
                "Gallipoli campaign, when four waves of dismounted Australian Light Horse troopers "
                "charged Ottoman trenches on a narrow ridge. Of the 600 men of the 8th and 10th "
                "Light Horse who attacked, 372 were killed or wounded."
            ),
            S(
                "Picnic at Hanging Rock (film): Picnic at Hanging Rock is a 1975 Australian "
                "mystery film directed by Peter Weir from Joan Lindsay's novel. On Valentine's Day "
                "1900, several girls from a boarding school in Victoria vanish during a picnic at "
                "a volcanic rock formation, and the mystery is never solved."
            ),
            D(
                "The Year of Living Dangerously (film): The Year of Living Dangerously is a 1982 "
                "Australian romantic drama directed by Peter Weir and set in Jakarta in 1965, "
                "before the fall of President Sukarno. Mel Gibson plays a foreign correspondent, "
                "and Linda Hunt won an Academy Award for playing a male photographer."
            ),
            D(
                "Picnic at Hanging Rock (2018 TV series): Picnic at Hanging Rock is a six-part "
                "Australian drama first broadcast by Foxtel in 2018, a new adaptation of Joan "
                "Lindsay's novel. Natalie Dormer plays Hester Appleyard, the stern headmistress of "
                "the college whose pupils go missing in the bush in 1900."
            ),
            S(
                "Gallipoli (1981 film): Gallipoli is a 1981 Australian war film directed by Peter "
                "Weir, with Mel Gibson and Mark Lee as two young sprinters from Western Australia "
                "who enlist in the First World War. It ends at the Battle of the Nek in 1915, "
                "where charging Australian troops were cut down."
            ),
            D(
                "Hanging Rock (Victoria): Hanging Rock is a volcanic formation near Mount Macedon "
                "in central Victoria, Australia, formed some six million years ago when thick lava "
                "was pushed up through the ground. Its pinnacles attract walkers, and a racecourse "
                "at its foot has held picnic race meetings since the nineteenth century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the composer of the score for Lawrence of Arabia born?",
        "13 September 1924",
        [
            S(
                "Lawrence of Arabia (film): Lawrence of Arabia is a 1962 British epic directed by "
                "David Lean and produced by Sam Spiegel, with Peter O'Toole as T. E. Lawrence in "
                "the Arab Revolt. Omar Sharif and Alec Guinness co-star, and it won seven Academy "
                "Awards, including one for Maurice Jarre's score."
            ),
            D(
                "Jean-Michel Jarre: Jean-Michel Jarre is a French composer and pioneer of "
                "electronic music born in Lyon on 24 August 1948, the son of a film composer. His "
                "album Oxyg\u00e8ne (1976) sold millions of copies, and his outdoor concerts in "
                "Paris, Houston and Moscow drew crowds of over a million."
            ),
            D(
                "T. E. Lawrence: Thomas Edward Lawrence was a British army officer and writer born "
                "in Tremadog, Wales, on 16 August 1888, who served with Arab forces against the "
                "Ottoman Empire. He described the campaign in Seven Pillars of Wisdom and died "
                "after a motorcycle crash in Dorset in 1935."
            ),
            D(
                "Peter O'Toole: Peter O'Toole was a British-Irish actor born on 2 August 1932, who "
                "trained at the Royal Academy of Dramatic Art and made his name at the Bristol Old "
                "Vic. He was nominated eight times for the Academy Award for Best Actor without "
                "winning, received an honorary award in 2003, and died in 2013."
            ),
            D(
                "Sam Spiegel: Sam Spiegel was an American film producer born in Jaros\u0142aw, "
                "then in Austria-Hungary, on 11 November 1901. He won the Academy Award for Best "
                "Picture three times, for On the Waterfront (1954), The Bridge on the River Kwai "
                "(1957) and a 1962 desert epic, and died in 1985."
            ),
            D(
                "Omar Sharif: Omar Sharif was an Egyptian actor born in Alexandria on 10 April "
                "1932, who starred in Egyptian films before playing Sherif Ali in a 1962 desert "
                "epic. He played the title role in Doctor Zhivago (1965), was a world-class "
                "contract bridge player, and died in Cairo in 2015."
            ),
            S(
                "Maurice Jarre: Maurice Jarre was a French composer born on 13 September 1924 in "
                "Lyon, who studied at the Paris Conservatoire and wrote for the theatre before "
                "films. He won three Academy Awards, all for films by one British director, and "
                "died in Malibu, California, on 28 March 2009."
            ),
            D(
                "Doctor Zhivago (film): Doctor Zhivago is a 1965 epic romance directed by David "
                "Lean from Boris Pasternak's novel, set in Russia during the First World War and "
                "the revolution. Omar Sharif plays the physician and poet Yuri Zhivago and Julie "
                "Christie plays Lara; it won five Academy Awards."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the director of the 1931 film M die?",
        "2 August 1976",
        [
            D(
                "Peter Lorre: Peter Lorre was an actor born L\u00e1szl\u00f3 L\u00f6wenstein in "
                "R\u00f3zsahegy, Hungary, on 26 June 1904, who became famous as a child murderer "
                "in a 1931 German film. In Hollywood he played in The Maltese Falcon and "
                "Casablanca, and he died in Los Angeles on 23 March 1964."
            ),
            D(
                "M (1951 film): M is a 1951 American crime film directed by Joseph Losey, a remake "
                "of a German thriller of twenty years earlier, with the story moved from Berlin to "
                "Los Angeles. David Wayne plays the child killer, and Losey, blacklisted soon "
                "afterwards, went on to work in Britain."
            ),
            S(
                "Fritz Lang: Fritz Lang was a film director born in Vienna on 5 December 1890, who "
                "became a master of German silent cinema with the Dr. Mabuse films. He left "
                "Germany in 1933, worked in Hollywood on films such as Fury (1936) and The Big "
                "Heat (1953), and died in Beverly Hills on 2 August 1976."
            ),
            D(
                "Thea von Harbou: Thea von Harbou was a German screenwriter and novelist born in "
                "Tauperlitz, Bavaria, in 1888, who was married to a leading film director from "
                "1922 to 1933 and co-wrote his films. She stayed in Germany under the Nazis, and "
                "she died in West Berlin on 1 July 1954."
            ),
            D(
                "G. W. Pabst: Georg Wilhelm Pabst was an Austrian film director born in Raudnitz, "
                "Bohemia, in 1885, who made Pandora's Box (1929) with Louise Brooks and a film of "
                "The Threepenny Opera (1931). He returned to Austria in 1939 and died in Vienna on "
                "29 May 1967."
            ),
            S(
                "M (1931 film): M is a 1931 German thriller directed by Fritz Lang from a script "
                "he wrote with Thea von Harbou, his first sound film. Peter Lorre plays Hans "
                "Beckert, a child murderer in Berlin who is hunted by both the police and the "
                "city's criminals, and who whistles a tune by Grieg."
            ),
            D(
                "The Testament of Dr. Mabuse: The Testament of Dr. Mabuse is a 1933 German crime "
                "film and a sequel to a silent film of 1922, in which a criminal mastermind goes "
                "on running his gang from inside an asylum. Rudolf Klein-Rogge plays Mabuse again, "
                "and Joseph Goebbels had it banned in Germany before it could be shown there."
            ),
            D(
                "Gustaf Gr\u00fcndgens: Gustaf Gr\u00fcndgens was a German actor and theatre "
                "director born in D\u00fcsseldorf in 1899, who played the gang leader "
                "Schr\u00e4nker in a 1931 thriller. He ran the Prussian State Theatre in Berlin "
                "under the Nazis, was famous as Mephisto in Faust, and died in Manila on 7 October "
                "1963."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "who is the father of the actress who played lara croft in the 2001 tomb raider film",
        "Jon Voight",
        [
            D(
                "Tomb Raider (2018 film): Tomb Raider is a 2018 action adventure film directed by "
                "Roar Uthaug, a reboot of the film series based on the video games. Alicia "
                "Vikander plays a young Lara Croft who goes looking for her missing father, Lord "
                "Richard Croft, played by Dominic West, on an island off Japan."
            ),
            S(
                "Angelina Jolie: Angelina Jolie is an American actress and film-maker born in Los "
                "Angeles on 4 June 1975, the daughter of the actors Jon Voight and Marcheline "
                "Bertrand. She won the Academy Award for Best Supporting Actress for Girl, "
                "Interrupted (1999) and was a special envoy of the UN refugee agency."
            ),
            D(
                "Alicia Vikander: Alicia Vikander is a Swedish actress born in Gothenburg in 1988, "
                "the daughter of the stage actress Maria Fahl Vikander, who trained at the Royal "
                "Swedish Ballet School. She won the Academy Award for Best Supporting Actress for "
                "The Danish Girl (2015) and played Lara Croft in 2018."
            ),
            D(
                "Simon West: Simon West is an English film director born in Letchworth, "
                "Hertfordshire, in 1961, who began by directing music videos and television "
                "commercials. His first feature was the action film Con Air (1997), followed by "
                "The General's Daughter (1999) and a 2001 video-game adaptation."
            ),
            D(
                "Lara Croft: Lara Croft is a fictional English archaeologist and the heroine of "
                "the Tomb Raider video games, created by a team at Core Design led by Toby Gard "
                "and first seen in 1996. In the later games her father is Lord Richard Croft, an "
                "archaeologist who vanished on an expedition."
            ),
            D(
                "Ta Prohm: Ta Prohm is a temple at Angkor in Cambodia, built in the late 12th and "
                "early 13th centuries by King Jayavarman VII as a Buddhist monastery and "
                "university. It has been left largely as it was found, with silk-cotton and "
                "strangler fig trees growing out of its ruins."
            ),
            S(
                "Lara Croft: Tomb Raider: Lara Croft: Tomb Raider is a 2001 action film directed "
                "by Simon West and based on the Tomb Raider video games. Angelina Jolie plays the "
                "archaeologist Lara Croft, who races a secret society for the halves of an ancient "
                "triangle, and scenes were shot at Ta Prohm in Cambodia."
            ),
            D(
                "Lara Croft: Tomb Raider \u2013 The Cradle of Life: The Cradle of Life is a 2003 "
                "action adventure film directed by Jan de Bont, the sequel to a 2001 film based on "
                "the video games. Lara Croft searches for Pandora's box, Gerard Butler plays her "
                "former lover Terry Sheridan, and it earned less than its predecessor."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film Amadeus born?",
        "\u010c\u00e1slav",
        [
            S(
                "Amadeus (film): Amadeus is a 1984 American period drama directed by Milo\u0161 "
                "Forman from Peter Shaffer's play, told by the ageing court composer Antonio "
                "Salieri, who envies Mozart's genius. F. Murray Abraham and Tom Hulce star, it was "
                "filmed largely in Prague, and it won eight Academy Awards."
            ),
            D(
                "Antonio Salieri: Antonio Salieri was an Italian composer born in Legnago, near "
                "Verona, in 1750, who spent his career in Vienna as the Habsburg court "
                "Kapellmeister. He taught Beethoven, Schubert and Liszt, and rumours that he had "
                "poisoned Mozart spread after Mozart's death in 1791."
            ),
            D(
                "Ji\u0159\u00ed Menzel: Ji\u0159\u00ed Menzel was a Czech film director born in "
                "Prague in 1938 and a leading figure of the Czechoslovak New Wave of the 1960s. "
                "His Closely Watched Trains (1966), from a novel by Bohumil Hrabal, won the "
                "Academy Award for Best Foreign Language Film, and he died in 2020."
            ),
            D(
                "Peter Shaffer: Peter Shaffer was an English playwright born in Liverpool in 1926, "
                "the twin brother of the writer Anthony Shaffer, who wrote Sleuth. His plays "
                "include The Royal Hunt of the Sun, Equus (1973) and a 1979 drama about two "
                "composers, and he won an Academy Award for adapting it."
            ),
            D(
                "Estates Theatre: The Estates Theatre is an opera house in the Old Town of Prague, "
                "opened in 1783 and paid for by Count Franz Anton Nostitz-Rieneck. Mozart's Don "
                "Giovanni had its first performance there in October 1787, and the theatre's "
                "interior was used for scenes in a 1984 film."
            ),
            S(
                "Milo\u0161 Forman: Milo\u0161 Forman was a Czech-American film director born on "
                "18 February 1932 in \u010c\u00e1slav, Czechoslovakia, whose parents died in Nazi "
                "concentration camps. A leader of the Czechoslovak New Wave, he emigrated after "
                "1968 and won the Academy Award for Best Director twice."
            ),
            D(
                "F. Murray Abraham: F. Murray Abraham is an American actor born in Pittsburgh in "
                "1939 and raised in El Paso, Texas, who won the Academy Award for Best Actor for "
                "playing the court composer Antonio Salieri. He later appeared in Homeland and in "
                "the second series of The White Lotus."
            ),
            D(
                "One Flew Over the Cuckoo's Nest (film): One Flew Over the Cuckoo's Nest is a 1975 "
                "American drama based on Ken Kesey's novel, in which a convict, played by Jack "
                "Nicholson, is moved to a psychiatric hospital and rebels against Nurse Ratched. "
                "It won the five main Academy Awards, the first film to do so since 1934."
            ),
        ],
        drop=0,
    ),
]
