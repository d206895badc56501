"""Development multi-hop questions, batch 55.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), and the other development sources (source_dev1.py to
source_dev54.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v48.

Measured lengths: mean support 289 characters, mean distractor 288 characters; a
support is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The 2007 film There Will Be Blood was loosely adapted from a novel by a writer born in "
        "which city?",
        "Baltimore",
        [
            D(
                "Paul Thomas Anderson: Paul Thomas Anderson (born 26 June 1970) is an American "
                "film director and screenwriter from the San Fernando Valley in Los Angeles. He "
                "made his name with Boogie Nights in 1997 and Magnolia in 1999, and his later "
                "films include The Master, Phantom Thread and Licorice Pizza."
            ),
            S(
                "There Will Be Blood: There Will Be Blood is a 2007 American drama written and "
                "directed by Paul Thomas Anderson, loosely based on Oil!, a 1927 novel by Upton "
                "Sinclair. Daniel Day-Lewis plays Daniel Plainview, a silver miner who becomes a "
                "ruthless oilman in southern California around the turn of the century."
            ),
            D(
                "Sinclair Lewis: Sinclair Lewis (1885 \u2013 1951) was an American novelist born "
                "in Sauk Centre, Minnesota, a prairie town he drew on for his 1920 novel Main "
                "Street. His other books include Babbitt and Elmer Gantry, and in 1930 he became "
                "the first American writer to receive the Nobel Prize in Literature."
            ),
            D(
                "Daniel Day-Lewis: Sir Daniel Day-Lewis (born 29 April 1957) is an English actor "
                "born in London, the son of the poet laureate Cecil Day-Lewis. He is the only man "
                "to have won three Academy Awards for Best Actor, for My Left Foot, for a 2007 "
                "film about an oilman, and for Lincoln in 2012."
            ),
            D(
                "The Jungle: The Jungle is a 1906 novel by Upton Sinclair that follows a "
                "Lithuanian immigrant family working in the stockyards and meatpacking plants of "
                "Chicago. Its account of filthy factory conditions shocked readers and helped "
                "pass the Pure Food and Drug Act and the Meat Inspection Act that same year."
            ),
            D(
                "No Country for Old Men (film): No Country for Old Men is a 2007 American crime "
                "thriller directed by Joel and Ethan Coen, adapted from a 2005 novel by Cormac "
                "McCarthy and set in west Texas in 1980. It beat a film about a California "
                "oilman to the Academy Award for Best Picture in February 2008."
            ),
            S(
                "Upton Sinclair: Upton Beall Sinclair Jr. (20 September 1878 \u2013 25 November "
                "1968) was an American writer born in Baltimore, Maryland, who moved to New York "
                "as a boy. He wrote nearly a hundred books, won the Pulitzer Prize for Dragon's "
                "Teeth in 1943 and ran for governor of California in 1934."
            ),
            D(
                "Paul Dano: Paul Dano (born 1984) is an American actor born in New York City, who "
                "first drew notice as the silent teenage son in Little Miss Sunshine in 2006. He "
                "played a young preacher who clashes with an oilman in a 2007 drama, and he "
                "directed the film Wildlife, released in 2018."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 2012 film Life of Pi was adapted from a novel by a Canadian writer born in which "
        "Spanish city?",
        "Salamanca",
        [
            S(
                "Yann Martel: Yann Martel (born 25 June 1963) is a Canadian writer born in "
                "Salamanca, Spain, to Canadian parents, who grew up in Costa Rica, France, Mexico "
                "and Canada and studied philosophy at Trent University in Ontario. His novel Life "
                "of Pi won the Booker Prize in 2002."
            ),
            D(
                "Pi (film): Pi is a 1998 American psychological thriller written and directed by "
                "Darren Aronofsky, his first feature, shot in grainy black and white for about "
                "sixty thousand dollars. A reclusive number theorist in New York hunts for a "
                "pattern in the stock market and is pursued by a Wall Street firm."
            ),
            D(
                "Ang Lee: Ang Lee (born 23 October 1954) is a Taiwanese film director who studied "
                "film at New York University. His films include The Wedding Banquet, Eat Drink Man "
                "Woman, The Ice Storm and Crouching Tiger, Hidden Dragon, and he has twice won "
                "the Academy Award for Best Director, in 2006 and in 2013."
            ),
            D(
                "Pondicherry: Puducherry, long known as Pondicherry, is a coastal city on the Bay "
                "of Bengal in south-eastern India and the capital of a union territory of the "
                "same name. It was the chief French settlement in India until 1954, and its "
                "old quarter keeps French street names and colonial villas."
            ),
            D(
                "Bengal tiger: The Bengal tiger is a population of the tiger found mainly in "
                "India, with smaller numbers in Bangladesh, Nepal and Bhutan. It lives in "
                "grasslands, dry and wet forests and the Sundarbans mangroves, and India's 2022 "
                "count put the country's wild tigers at more than 3,600 animals."
            ),
            S(
                "Life of Pi (film): Life of Pi is a 2012 adventure drama directed by Ang Lee, "
                "adapted from the 2001 novel by Yann Martel. Suraj Sharma plays Pi Patel, an "
                "Indian boy who survives a shipwreck and spends 227 days adrift in a lifeboat "
                "with a Bengal tiger, and the film won four Academy Awards."
            ),
            D(
                "Life of Brian: Monty Python's Life of Brian is a 1979 British comedy directed by "
                "Terry Jones, in which a young man born on the same day as Jesus is mistaken for "
                "the Messiah. George Harrison paid for it through his new company HandMade Films "
                "after EMI withdrew, and it was banned in some British towns."
            ),
            D(
                "Lifeboat (1944 film): Lifeboat is a 1944 American war film directed by Alfred "
                "Hitchcock, set entirely aboard a lifeboat after a German U-boat sinks a ship in "
                "the Atlantic. Tallulah Bankhead leads the survivors, and the story was written "
                "for the screen by the novelist John Steinbeck."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Humphrey Bogart or James Cagney?",
        "James Cagney",
        [
            D(
                "Casablanca (film): Casablanca is a 1942 American romantic drama directed by "
                "Michael Curtiz, set in the unoccupied French city of Casablanca in December "
                "1941. An American nightclub owner must choose between love and helping a Czech "
                "resistance leader escape, and it won the Oscar for Best Picture."
            ),
            D(
                "The Public Enemy: The Public Enemy is a 1931 American gangster film directed by "
                "William A. Wellman, following a young bootlegger's rise in Chicago during "
                "Prohibition. It made its lead a star, and the scene in which he pushes half a "
                "grapefruit into his girlfriend's face became one of the era's best known."
            ),
            S(
                "Humphrey Bogart: Humphrey DeForest Bogart (25 December 1899 \u2013 14 January "
                "1957) was an American actor born in New York City, the son of a surgeon. After "
                "years of gangster parts he starred in The Maltese Falcon and Casablanca, and he "
                "won the Academy Award for Best Actor for The African Queen."
            ),
            D(
                "Lauren Bacall: Lauren Bacall (16 September 1924 \u2013 12 August 2014) was an "
                "American actress born Betty Joan Perske in the Bronx, New York. She made her "
                "film debut at nineteen in To Have and Have Not opposite her future husband, and "
                "she received an honorary Academy Award in 2009."
            ),
            D(
                "Yankee Doodle Dandy: Yankee Doodle Dandy is a 1942 American musical film "
                "directed by Michael Curtiz about the life of George M. Cohan, the songwriter "
                "and Broadway showman known as the man who owned Broadway. Its star won the "
                "Academy Award for Best Actor for his singing and dancing lead role."
            ),
            D(
                "Cagney & Lacey: Cagney & Lacey is an American police drama that CBS broadcast "
                "from 1982 to 1988, following two women detectives in a New York City precinct. "
                "Sharon Gless played the single Christine Cagney and Tyne Daly the married Mary "
                "Beth Lacey, and both actresses won several Emmy Awards for it."
            ),
            D(
                "Edward G. Robinson: Edward G. Robinson (12 December 1893 \u2013 26 January 1973) "
                "was an American actor born Emanuel Goldenberg in Bucharest, Romania, whose "
                "family moved to New York when he was ten. He became a star as the gangster Rico "
                "in Little Caesar in 1931 and later appeared in Key Largo."
            ),
            S(
                "James Cagney: James Francis Cagney Jr. (17 July 1899 \u2013 30 March 1986) was an "
                "American actor and dancer born on the Lower East Side of New York City. He "
                "played tough gangsters in The Public Enemy and White Heat, and he won the "
                "Academy Award for Best Actor for Yankee Doodle Dandy in 1943."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "lincolnshire town where the creator of absolutely fabulous was born",
        "Sleaford",
        [
            D(
                "Dawn French: Dawn French (born 11 October 1957) is a British comedian and "
                "actress born in Holyhead, on Anglesey in Wales, the daughter of an RAF "
                "serviceman. She met her comedy partner at drama school in London, and she "
                "played the vicar Geraldine Granger in The Vicar of Dibley from 1994."
            ),
            S(
                "Jennifer Saunders: Jennifer Saunders (born 6 July 1958) is an English comedian, "
                "writer and actress born in Sleaford, Lincolnshire. With Dawn French she wrote "
                "and starred in the sketch series French and Saunders, and she voiced the Fairy "
                "Godmother in Shrek 2. She is married to Adrian Edmondson."
            ),
            D(
                "Joanna Lumley: Joanna Lumley (born 1 May 1946) is an English actress born in "
                "Srinagar, Kashmir, in British India, who worked as a model before acting. She "
                "played Purdey in The New Avengers and the chain-smoking fashion editor in a BBC "
                "sitcom, and she campaigned for Gurkha veterans in 2009."
            ),
            D(
                "French and Saunders: French and Saunders is a British sketch comedy series that "
                "the BBC broadcast from 1987 to 2007, written by and starring its two comedians. "
                "It was known for long parodies of popular films, and a sketch about a fashion "
                "PR woman and her sensible daughter later grew into a sitcom."
            ),
            S(
                "Absolutely Fabulous: Absolutely Fabulous is a British sitcom created and written "
                "by Jennifer Saunders, first shown on BBC Two in 1992. Saunders plays Edina "
                "Monsoon, a London fashion PR agent, with Joanna Lumley as her best friend and "
                "Julia Sawalha as her sober daughter, and a film followed in 2016."
            ),
            D(
                "Adrian Edmondson: Adrian Edmondson (born 24 January 1957) is an English comedian "
                "and actor born in Bradford, Yorkshire. He played Vyvyan in The Young Ones and "
                "Eddie in Bottom, which he co-wrote with Rik Mayall, and he later led the "
                "folk-punk band The Bad Shepherds, which played punk songs on mandolin and fiddle."
            ),
            D(
                "Skegness: Skegness is a seaside town on the Lincolnshire coast of England, facing "
                "the North Sea, known for its long sandy beach and the slogan 'Skegness is so "
                "bracing'. Billy Butlin opened his first holiday camp at nearby Ingoldmells in "
                "1936, and the town grew with railway day trippers."
            ),
            D(
                "Jane Horrocks: Jane Horrocks (born 18 January 1964) is an English actress born "
                "in Rawtenstall, Lancashire, who trained at RADA. She played the dim assistant "
                "Bubble in a 1990s BBC sitcom, and she sang in the voices of Judy Garland and "
                "Shirley Bassey in the 1998 film Little Voice."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film Bringing Up Baby born?",
        "Goshen, Indiana",
        [
            D(
                "His Girl Friday: His Girl Friday is a 1940 American screwball comedy directed by "
                "Howard Hawks, in which a newspaper editor schemes to keep his former wife and "
                "best reporter from remarrying. Cary Grant and Rosalind Russell trade rapid "
                "overlapping lines, and the film adapts the play The Front Page."
            ),
            D(
                "Katharine Hepburn: Katharine Hepburn (12 May 1907 \u2013 29 June 2003) was an "
                "American actress born in Hartford, Connecticut, the daughter of a doctor and a "
                "suffragist. She won the Academy Award for Best Actress a record four times and "
                "made nine films with Spencer Tracy."
            ),
            S(
                "Howard Hawks: Howard Winchester Hawks (30 May 1896 \u2013 26 December 1977) was "
                "an American film director born in Goshen, Indiana, whose family moved to "
                "Pasadena, California, when he was a boy. He made Scarface, The Big Sleep and Rio "
                "Bravo, and he received an honorary Academy Award in 1975."
            ),
            D(
                "Bringing Up Father: Bringing Up Father is an American comic strip created by "
                "George McManus that ran in newspapers from 1913 to 2000, following Jiggs, an "
                "Irish immigrant labourer who comes into money, and his social-climbing wife "
                "Maggie. It was adapted for the stage and for several films."
            ),
            D(
                "Baby Driver: Baby Driver is a 2017 action film written and directed by Edgar "
                "Wright, who was born in Poole, Dorset, about a young getaway driver in Atlanta "
                "who times every heist to the music on his iPod. Ansel Elgort plays the driver "
                "called Baby, with Kevin Spacey as the boss of the robbers."
            ),
            S(
                "Bringing Up Baby: Bringing Up Baby is a 1938 American screwball comedy directed "
                "by Howard Hawks, in which a scatterbrained heiress entangles a shy "
                "palaeontologist in the hunt for a tame leopard named Baby. Katharine Hepburn "
                "and Cary Grant star, and it failed at the box office before its later fame."
            ),
            D(
                "George Cukor: George Cukor (7 July 1899 \u2013 24 January 1983) was an American "
                "film director born in New York City to Hungarian Jewish parents. He directed "
                "Katharine Hepburn in many films, among them The Philadelphia Story, and he won "
                "the Academy Award for Best Director for My Fair Lady."
            ),
            D(
                "Screwball comedy: Screwball comedy is a kind of American romantic comedy that "
                "flourished from about 1934 to the early 1940s, marked by fast talk, farce and a "
                "battle of the sexes in which a witty woman leads a confused man. Frank Capra's "
                "It Happened One Night is often named as the first of them."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Yorkshire town was the actress who played Emma Peel in the 1960s series The "
        "Avengers born?",
        "Doncaster",
        [
            S(
                "The Avengers (TV series): The Avengers is a British spy series made for ITV from "
                "1961 to 1969, in which Patrick Macnee plays the bowler-hatted agent John Steed. "
                "His partners include Honor Blackman as Cathy Gale and, from 1965, Diana Rigg as "
                "the martial-arts expert Emma Peel in her leather catsuit."
            ),
            D(
                "Honor Blackman: Honor Blackman (22 August 1925 \u2013 5 April 2020) was an "
                "English actress born in Plaistow, in east London, who learned judo for her part "
                "as Cathy Gale in a 1960s spy series. She left the series in 1964 to play Pussy "
                "Galore opposite Sean Connery in the Bond film Goldfinger."
            ),
            D(
                "The Avengers (2012 film): The Avengers is a 2012 American superhero film written "
                "and directed by Joss Whedon, in which Nick Fury gathers Iron Man, Captain "
                "America, Thor, the Hulk, Black Widow and Hawkeye to fight off an invading army "
                "over New York. It took more than 1.5 billion dollars worldwide."
            ),
            S(
                "Diana Rigg: Dame Diana Rigg (20 July 1938 \u2013 10 September 2020) was an "
                "English actress born in Doncaster, in the West Riding of Yorkshire, who spent "
                "much of her early childhood in India. She played Tracy, the wife of James Bond, "
                "in 1969 and Olenna Tyrell in Game of Thrones."
            ),
            D(
                "Patrick Macnee: Patrick Macnee (6 February 1922 \u2013 25 June 2015) was an "
                "English actor born in London, who served on motor torpedo boats in the Royal "
                "Navy during the Second World War. He played John Steed for eight years, "
                "returned to the part in The New Avengers and appeared in A View to a Kill."
            ),
            D(
                "The Avengers (1998 film): The Avengers is a 1998 American spy film directed by "
                "Jeremiah Chechik and based on the 1960s British series, with Ralph Fiennes as "
                "John Steed and Uma Thurman as Emma Peel. Sean Connery plays a villain who "
                "controls the weather, and critics savaged it on its release."
            ),
            D(
                "Judi Dench: Dame Judi Dench (born 9 December 1934) is an English actress born in "
                "York, who made her name on stage with the Old Vic and the Royal Shakespeare "
                "Company. She played M in the Bond films from GoldenEye in 1995 to Skyfall in "
                "2012, and she won an Academy Award for Shakespeare in Love."
            ),
            D(
                "On Her Majesty's Secret Service (film): On Her Majesty's Secret Service is a 1969 "
                "Bond film directed by Peter R. Hunt, with George Lazenby in his only appearance "
                "as James Bond and Telly Savalas as Blofeld. Bond marries the Countess Tracy di "
                "Vicenzo, and the Swiss Alps scenes were filmed on the Schilthorn."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which spy thriller series, first shown in 2018, was developed for television by the "
        "creator of Fleabag?",
        "Killing Eve",
        [
            D(
                "Olivia Colman: Dame Olivia Colman (born 30 January 1974) is an English actress "
                "born in Norwich, who won the Academy Award for Best Actress for playing Queen "
                "Anne in The Favourite. She played Elizabeth II in the third and fourth series of "
                "The Crown and the heroine's godmother in a BBC Three comedy."
            ),
            D(
                "Andrew Scott: Andrew Scott (born 21 October 1976) is an Irish actor who began on "
                "the stage and on screen as a teenager. He played a priest who falls for the "
                "heroine in the second series of a BBC Three comedy, and he starred with Paul "
                "Mescal in Andrew Haigh's 2023 film All of Us Strangers."
            ),
            D(
                "Crashing (TV series): Crashing is a British sitcom shown on Channel 4 in 2016 "
                "about six young people living as property guardians in a disused London "
                "hospital. It was written by Phoebe Waller-Bridge, who also plays one of the "
                "guardians, and it ran for a single series of six episodes."
            ),
            D(
                "Edinburgh Festival Fringe: The Edinburgh Festival Fringe is the world's largest "
                "arts festival, held every August since 1947, when eight uninvited companies "
                "performed beside the new Edinburgh International Festival. Anyone may put on a "
                "show, and many comedians and one-woman plays begin their careers there."
            ),
            D(
                "Broadchurch: Broadchurch is a British crime drama that ITV broadcast from 2013 to "
                "2017, created and written by Chris Chibnall and set in a seaside town in Dorset "
                "after a boy's death. David Tennant and Olivia Colman play the detectives, and "
                "Chibnall later became showrunner of Doctor Who."
            ),
            D(
                "No Time to Die: No Time to Die is a 2021 spy film directed by Cary Joji "
                "Fukunaga, the fifth and last in which Daniel Craig plays James Bond. Rami Malek "
                "plays the villain Safin, and Billie Eilish's title song won the Academy Award "
                "for Best Original Song in 2022 after long delays to the release."
            ),
            S(
                "Fleabag: Fleabag is a British comedy-drama created, written by and starring "
                "Phoebe Waller-Bridge, broadcast on BBC Three in 2016 and 2019 and adapted from "
                "her one-woman play first staged at the Edinburgh Fringe in 2013. Its second "
                "series won the Emmy Award for Outstanding Comedy Series."
            ),
            S(
                "Phoebe Waller-Bridge: Phoebe Waller-Bridge (born 14 July 1985) is an English "
                "actress and writer born in London, who trained at RADA. She adapted Luke "
                "Jennings's novellas about a Russian assassin into Killing Eve, first shown by "
                "BBC America in 2018, and she was head writer of its first series."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Hitchcock film was released first, Vertigo or North by Northwest?",
        "Vertigo",
        [
            D(
                "Rear Window: Rear Window is a 1954 American thriller directed by Alfred "
                "Hitchcock, in which a photographer laid up with a broken leg watches his "
                "neighbours across a Greenwich Village courtyard and comes to suspect a salesman "
                "of murdering his wife. James Stewart and Grace Kelly star."
            ),
            S(
                "Vertigo (film): Vertigo is a 1958 American psychological thriller directed by "
                "Alfred Hitchcock and released in May 1958, in which a retired San Francisco "
                "detective with a fear of heights is hired to follow a friend's wife. James "
                "Stewart and Kim Novak star, and a 2012 critics' poll named it the best film ever."
            ),
            D(
                "Dial M for Murder: Dial M for Murder is a 1954 American crime film directed by "
                "Alfred Hitchcock from Frederick Knott's stage play, in which a retired tennis "
                "player plots to have his rich wife killed for her money. Ray Milland and Grace "
                "Kelly star, and Warner Bros. shot it in 3-D."
            ),
            D(
                "Kim Novak: Kim Novak (born 13 February 1933) is an American actress born "
                "Marilyn Pauline Novak in Chicago, who became one of Columbia Pictures' leading "
                "stars in the 1950s in Picnic and Pal Joey. She played two parts in a Hitchcock "
                "thriller and later left Hollywood to paint and keep horses."
            ),
            S(
                "North by Northwest: North by Northwest is a 1959 American thriller directed by "
                "Alfred Hitchcock and released in July 1959, in which a New York advertising man "
                "is mistaken for a government agent and chased across the country. Cary Grant "
                "is attacked by a crop-duster, and the climax is on Mount Rushmore."
            ),
            D(
                "To Catch a Thief: To Catch a Thief is a 1955 American romantic thriller directed "
                "by Alfred Hitchcock and set on the French Riviera, where a retired cat burglar "
                "must catch the copycat behind a run of jewel thefts. Cary Grant and Grace Kelly "
                "star, and it won the Academy Award for its colour photography."
            ),
            D(
                "Mount Rushmore: Mount Rushmore National Memorial is a sculpture carved into a "
                "granite mountain in the Black Hills of South Dakota between 1927 and 1941. "
                "Gutzon Borglum and his son Lincoln led the work, and the faces of Washington, "
                "Jefferson, Theodore Roosevelt and Lincoln are about 18 metres high."
            ),
            D(
                "Vertigo (medical): Vertigo is a symptom in which a person feels that they or "
                "their surroundings are spinning or moving when they are not. Most cases come "
                "from problems of the inner ear, such as benign paroxysmal positional vertigo, "
                "and it often brings nausea, sweating and trouble keeping balance."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "pennsylvania township where the creator of 30 rock was born",
        "Upper Darby Township",
        [
            D(
                "Alec Baldwin: Alec Baldwin (born 3 April 1958) is an American actor born in "
                "Amityville, New York, the eldest of four brothers who all became actors. He "
                "played Jack Ryan in The Hunt for Red October, a network executive in an NBC "
                "sitcom, and Donald Trump on Saturday Night Live."
            ),
            D(
                "Tracy Morgan: Tracy Morgan (born 10 November 1968) is an American comedian and "
                "actor born in the Bronx, New York, who was a cast member of Saturday Night Live "
                "from 1996 to 2003. In 2014 he was badly hurt when a truck struck his limousine "
                "bus on the New Jersey Turnpike, killing a fellow comedian."
            ),
            S(
                "Tina Fey: Elizabeth Stamatina Fey (born 18 May 1970), known as Tina Fey, is an "
                "American comedian, writer and actress born in Upper Darby Township, "
                "Pennsylvania, near Philadelphia. She studied drama at the University of "
                "Virginia, and in 1999 she became the first woman head writer of SNL."
            ),
            D(
                "Saturday Night Live: Saturday Night Live is an American late-night sketch "
                "comedy show created by Lorne Michaels and first broadcast by NBC on 11 October "
                "1975 from a studio in Manhattan. Its first cast, including John Belushi, Gilda "
                "Radner and Dan Aykroyd, were billed as the Not Ready for Prime Time Players."
            ),
            D(
                "Amy Poehler: Amy Poehler (born 16 September 1971) is an American comedian born "
                "in Newton, Massachusetts, who co-founded the Upright Citizens Brigade "
                "improvisation troupe in Chicago. She played Leslie Knope in Parks and Recreation "
                "and has hosted the Golden Globe Awards several times."
            ),
            S(
                "30 Rock: 30 Rock is an American sitcom created by Tina Fey that NBC broadcast "
                "from 2006 to 2013, drawn from her years writing for a late-night sketch show. "
                "Fey plays Liz Lemon, head writer of a fictional comedy programme, with Alec "
                "Baldwin as her boss, and it won three Emmys for Outstanding Comedy Series."
            ),
            D(
                "Scranton, Pennsylvania: Scranton is a city in Lackawanna County in north-eastern "
                "Pennsylvania that grew as a centre of anthracite coal mining and iron making. "
                "Joe Biden was born there in 1942, and the American version of The Office is set "
                "in the Scranton branch of a paper company."
            ),
            D(
                "Mean Girls: Mean Girls is a 2004 American teen comedy directed by Mark Waters, "
                "with a screenplay by Tina Fey drawn from Rosalind Wiseman's book Queen Bees and "
                "Wannabes about high-school cliques. Rachel McAdams plays the queen bee Regina "
                "George, and Fey appears as a maths teacher."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of the wild bunch born",
        "Fresno, California",
        [
            D(
                "William Holden: William Holden (17 April 1918 \u2013 12 November 1981) was an "
                "American actor born William Franklin Beedle Jr. in O'Fallon, Illinois, who grew "
                "up in South Pasadena, California. He starred in Sunset Boulevard and The Bridge "
                "on the River Kwai, and he won an Academy Award for Stalag 17."
            ),
            D(
                "Straw Dogs: Straw Dogs is a 1971 psychological thriller directed by Sam "
                "Peckinpah and shot in Cornwall, in which an American mathematician moves with "
                "his English wife to her home village and is tormented by local men. Dustin "
                "Hoffman stars, and the film was long refused a video release in Britain."
            ),
            D(
                "The Wild One: The Wild One is a 1953 American crime film directed by "
                "L\u00e1szl\u00f3 Benedek, in which a motorcycle gang rides into a small "
                "California town and clashes with its people. Marlon Brando plays the leader, "
                "Johnny, who is asked what he is rebelling against and answers: what have you "
                "got?"
            ),
            S(
                "The Wild Bunch: The Wild Bunch is a 1969 American western directed by Sam "
                "Peckinpah, in which an ageing gang of outlaws tries one last robbery on the "
                "border between Texas and Mexico in 1913. William Holden and Ernest Borgnine "
                "lead the cast, and its slow-motion gunfights caused fierce argument."
            ),
            D(
                "Wild Bunch (gang): The Wild Bunch, also called the Hole-in-the-Wall Gang, was a "
                "loose band of outlaws led by Butch Cassidy that robbed trains and banks in "
                "Wyoming, Utah and nearby states in the late 1890s. Cassidy and the Sundance Kid "
                "fled to South America in 1901 to escape the Pinkertons."
            ),
            D(
                "Robert Ryan: Robert Ryan (11 November 1909 \u2013 11 July 1973) was an American "
                "actor born in Chicago, who was a heavyweight boxing champion at Dartmouth "
                "College. He was nominated for an Academy Award for Crossfire, and he played a "
                "bounty hunter hunting his old partner in a 1969 western."
            ),
            S(
                "Sam Peckinpah: David Samuel Peckinpah (21 February 1925 \u2013 28 December 1984) "
                "was an American film director born in Fresno, California, who served with the "
                "US Marines in China after the Second World War. He made Ride the High Country, "
                "Straw Dogs and The Getaway, and was nicknamed Bloody Sam."
            ),
            D(
                "Ride the High Country: Ride the High Country is a 1962 American western directed "
                "by Sam Peckinpah, in which two ageing former lawmen are hired to bring a "
                "shipment of gold down from a mining camp in the Sierra Nevada. Randolph Scott "
                "and Joel McCrea star, and it was Scott's last film."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The ITV detective series Rebus was adapted from novels by a writer born in which Fife "
        "village?",
        "Cardenden",
        [
            D(
                "Rebus (puzzle): A rebus is a puzzle or device that uses pictures, symbols or "
                "single letters to stand for words or parts of words, as when a drawing of an "
                "eye and a saw spells out I saw. Rebuses were common in medieval heraldry, where "
                "a coat of arms often made a pun on the bearer's name."
            ),
            D(
                "Taggart: Taggart is a Scottish detective series that STV made for ITV from 1983 "
                "to 2010, created by Glenn Chandler and set among the murder squad in Glasgow. "
                "Mark McManus played the gruff DCI Jim Taggart until his death in 1994, and the "
                "series kept the character's name for sixteen more years."
            ),
            S(
                "Ian Rankin: Ian Rankin (born 28 April 1960) is a Scottish crime writer born in "
                "Cardenden, a former coal-mining village in Fife. He studied English at the "
                "University of Edinburgh, and his novels about the Edinburgh detective John "
                "Rebus began with Knots and Crosses in 1987."
            ),
            D(
                "Ken Stott: Ken Stott (born 19 October 1954) is a Scottish actor born in "
                "Edinburgh to a Scottish father and a Sicilian mother. He played the dwarf Balin "
                "in the three Hobbit films, and his television work includes The Vice and the "
                "part of a weary Edinburgh police inspector from 2006."
            ),
            D(
                "John Hannah: John Hannah (born 23 April 1962) is a Scottish actor born in East "
                "Kilbride, who trained as an electrician before going to drama school in Glasgow. "
                "He read Auden's Funeral Blues in Four Weddings and a Funeral and played Jonathan "
                "Carnahan in The Mummy in 1999."
            ),
            D(
                "Val McDermid: Val McDermid (born 4 June 1955) is a Scottish crime writer born in "
                "Kirkcaldy, Fife, who worked as a newspaper journalist before turning to "
                "fiction. Her novels about the psychologist Tony Hill became the ITV series Wire "
                "in the Blood, with Robson Green in the lead."
            ),
            D(
                "Shetland (TV series): Shetland is a BBC Scotland crime drama first shown in "
                "2013, adapted from Ann Cleeves's novels and set on the islands north of the "
                "Scottish mainland. Douglas Henshall played Detective Inspector Jimmy Perez for "
                "seven series, and some of its scenes are filmed in Lerwick."
            ),
            S(
                "Rebus (TV series): Rebus is a Scottish detective drama that ITV broadcast from "
                "2000 to 2007, adapted from Ian Rankin's novels about a hard-drinking Edinburgh "
                "police inspector. John Hannah played the title role in the first four episodes, "
                "and Ken Stott took over the part from 2006."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first al pacino or robert de niro",
        "Al Pacino",
        [
            S(
                "Al Pacino: Alfredo James Pacino (born 25 April 1940) is an American actor born "
                "in Manhattan, New York City, who grew up in the South Bronx with his mother and "
                "grandparents. He played Michael Corleone in The Godfather films and won the "
                "Academy Award for Best Actor for Scent of a Woman."
            ),
            D(
                "Serpico: Serpico is a 1973 American crime drama directed by Sidney Lumet, based "
                "on the true story of Frank Serpico, a New York police officer who exposed "
                "corruption in the force and was shot in the face during a drug raid in 1971. "
                "Its star was nominated for the Academy Award for Best Actor."
            ),
            D(
                "Scent of a Woman: Scent of a Woman is a 1992 American drama directed by Martin "
                "Brest, in which a prep-school student takes a job over Thanksgiving weekend "
                "looking after a blind and bad-tempered retired army lieutenant colonel. Chris "
                "O'Donnell plays the student, and it is known for a tango scene."
            ),
            D(
                "The Deer Hunter: The Deer Hunter is a 1978 American war drama directed by "
                "Michael Cimino about three steelworkers from a small Pennsylvania town whose "
                "lives are broken by the Vietnam War. It won five Academy Awards, among them "
                "Best Picture and Best Supporting Actor for Christopher Walken."
            ),
            D(
                "Dustin Hoffman: Dustin Hoffman (born 8 August 1937) is an American actor born in "
                "Los Angeles, who became a star as Benjamin Braddock in The Graduate in 1967. He "
                "won the Academy Award for Best Actor for Kramer vs. Kramer and again for Rain "
                "Man, in which he played an autistic savant."
            ),
            D(
                "Tribeca Festival: The Tribeca Festival is a film festival held each June in "
                "Lower Manhattan, founded in 2002 by Robert De Niro, Jane Rosenthal and Craig "
                "Hatkoff to bring life back to the neighbourhood after the attacks of 11 "
                "September 2001. It has since added television, games and podcasts."
            ),
            S(
                "Robert De Niro: Robert Anthony De Niro (born 17 August 1943) is an American "
                "actor born in Manhattan, New York City, the son of two painters. He won Academy "
                "Awards for playing the young Vito Corleone in The Godfather Part II and the "
                "boxer Jake LaMotta in Raging Bull."
            ),
            D(
                "Joe Pesci: Joe Pesci (born 9 February 1943) is an American actor born in Newark, "
                "New Jersey, who started out as a child performer and a band guitarist. He won "
                "the Academy Award for Best Supporting Actor for Goodfellas and played a bumbling "
                "burglar in Home Alone and its sequel."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What was the first novel of the writer whose book was adapted as the 1999 film The "
        "Talented Mr. Ripley?",
        "Strangers on a Train",
        [
            D(
                "Matt Damon: Matt Damon (born 8 October 1970) is an American actor born in "
                "Cambridge, Massachusetts, who left Harvard to act. He shared the Academy Award "
                "for Best Original Screenplay with Ben Affleck for Good Will Hunting, and he "
                "played the amnesiac agent Jason Bourne in four films."
            ),
            D(
                "Gwyneth Paltrow: Gwyneth Paltrow (born 27 September 1972) is an American actress "
                "born in Los Angeles, who won the Academy Award for Best Actress for Shakespeare "
                "in Love in 1999. She played Pepper Potts in the Iron Man films and founded the "
                "lifestyle company Goop in 2008."
            ),
            D(
                "Philip Seymour Hoffman: Philip Seymour Hoffman (1967 \u2013 2014) was an American "
                "actor born in Fairport, New York, near Rochester, who won the Academy Award for "
                "Best Actor for playing Truman Capote in Capote. He played a loud, rich friend of "
                "the murdered heir in a 1999 thriller set in Italy."
            ),
            D(
                "Purple Noon: Purple Noon (Plein soleil) is a 1960 French thriller directed by "
                "Ren\u00e9 Cl\u00e9ment, an earlier adaptation of the same 1955 novel, in which a "
                "young American kills his rich friend on the Italian coast and takes his place. "
                "Alain Delon plays Tom Ripley and Maurice Ronet his victim."
            ),
            S(
                "The Talented Mr. Ripley (film): The Talented Mr. Ripley is a 1999 American "
                "psychological thriller adapted from Patricia Highsmith's 1955 novel and set "
                "among rich Americans in Italy in the late 1950s. Matt Damon plays Tom Ripley, "
                "sent to bring home a shipbuilder's son whose life he comes to covet."
            ),
            D(
                "Ripley's Believe It or Not!: Ripley's Believe It or Not! is an American "
                "franchise founded by the cartoonist Robert Ripley, whose newspaper panel of odd "
                "facts first appeared in 1918. It grew into radio and television shows, books and "
                "a chain of museums, the first of which opened in Chicago in 1933."
            ),
            D(
                "Carol (film): Carol is a 2015 romantic drama directed by Todd Haynes, adapted "
                "from The Price of Salt, a 1952 novel first published under the pen name Claire "
                "Morgan. Cate Blanchett plays a wealthy woman in 1950s New York who falls in "
                "love with a young shop assistant, played by Rooney Mara."
            ),
            S(
                "Patricia Highsmith: Patricia Highsmith (19 January 1921 \u2013 4 February 1995) "
                "was an American novelist born in Fort Worth, Texas, who spent much of her later "
                "life in Europe. Her first novel, Strangers on a Train, was filmed by Alfred "
                "Hitchcock in 1951, and she wrote five novels about Tom Ripley."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 2000 film High Fidelity was adapted from a novel by a writer born in which Surrey "
        "town?",
        "Redhill",
        [
            D(
                "Stephen Frears: Stephen Frears (born 20 June 1941) is an English film director "
                "born in Leicester, who studied law at Cambridge before working in the theatre "
                "and in television. His films include My Beautiful Laundrette, Dangerous "
                "Liaisons, The Grifters and Philomena."
            ),
            S(
                "High Fidelity (film): High Fidelity is a 2000 romantic comedy directed by "
                "Stephen Frears, adapted from Nick Hornby's 1995 novel, with the setting moved "
                "from north London to Chicago. John Cusack plays Rob Gordon, who owns a failing "
                "record shop and ranks his worst break-ups in top-five lists."
            ),
            D(
                "John Cusack: John Cusack (born 28 June 1966) is an American actor from the "
                "Chicago suburbs, one of five children of the actor and film-maker Dick Cusack. "
                "He held a boombox over his head in Say Anything... in 1989 and also starred in "
                "Grosse Pointe Blank and Being John Malkovich."
            ),
            S(
                "Nick Hornby: Nick Hornby (born 17 April 1957) is an English writer born in "
                "Redhill, Surrey, who studied English at Jesus College, Cambridge, and then "
                "worked as a teacher. His first book, Fever Pitch, is a memoir of supporting "
                "Arsenal, and his novels include About a Boy."
            ),
            D(
                "Jack Black: Jack Black (born 28 April 1969) is an American actor and musician "
                "born in Santa Monica, California, who formed the comedy rock duo Tenacious D "
                "with Kyle Gass. He played a loud record-shop clerk in a 2000 comedy and a fake "
                "substitute teacher in School of Rock."
            ),
            D(
                "Empire Records: Empire Records is a 1995 American comedy-drama directed by "
                "Allan Moyle about the young staff of an independent record shop over a single "
                "day, as they try to stop it being sold to a chain. Anthony LaPaglia plays the "
                "manager, and Liv Tyler and Robin Tunney play two of the clerks."
            ),
            D(
                "High fidelity: High fidelity, often shortened to hi-fi, is the reproduction of "
                "sound with little noise or distortion, close to the original. Makers of records "
                "and radio sets used the term from the 1930s, and home hi-fi systems with "
                "separate amplifiers and speakers spread in the 1950s."
            ),
            D(
                "Woking: Woking is a large town in north-west Surrey, about 23 miles south-west "
                "of central London, which grew up around its railway station after 1838. H. G. "
                "Wells wrote The War of the Worlds while living there, and the McLaren Formula "
                "One team has its headquarters on the edge of the town."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film This Sporting Life born?",
        "Bangalore",
        [
            S(
                "Lindsay Anderson: Lindsay Anderson (17 April 1923 \u2013 30 August 1994) was a "
                "British film director born in Bangalore, in British India, the son of a Scottish "
                "army officer. He helped start the Free Cinema documentary movement in the "
                "1950s, and his film If.... won the Palme d'Or in 1969."
            ),
            D(
                "Rachel Roberts: Rachel Roberts (20 September 1927 \u2013 26 November 1980) was a "
                "Welsh actress born in Llanelli, who won BAFTA awards for Saturday Night and "
                "Sunday Morning and for a 1963 rugby league drama. She was nominated for an "
                "Academy Award and was married to Rex Harrison from 1962 to 1971."
            ),
            D(
                "David Storey: David Storey (13 July 1933 \u2013 27 March 2017) was an English "
                "novelist and playwright born in Wakefield, the son of a miner, who paid his way "
                "through the Slade School of Fine Art by playing rugby league for Leeds. His "
                "novel Saville won a major literary prize in 1976."
            ),
            D(
                "Karel Reisz: Karel Reisz (21 July 1926 \u2013 25 November 2002) was a film "
                "director born in Ostrava, Czechoslovakia, who came to Britain on the "
                "Kindertransport in 1938. He directed Saturday Night and Sunday Morning and The "
                "French Lieutenant's Woman, and produced a 1963 rugby league drama."
            ),
            D(
                "Tony Richardson: Tony Richardson (5 June 1928 \u2013 14 November 1991) was an "
                "English director born in Shipley, Yorkshire, who staged Look Back in Anger at "
                "the Royal Court Theatre in 1956. He won the Academy Award for Best Director for "
                "Tom Jones, and he was married to Vanessa Redgrave."
            ),
            S(
                "This Sporting Life: This Sporting Life is a 1963 British drama directed by "
                "Lindsay Anderson from David Storey's novel, in which a Wakefield coal miner "
                "becomes a star of professional rugby league. Richard Harris plays the brutal, "
                "lonely Frank Machin and won the Best Actor award at Cannes."
            ),
            D(
                "Rugby league: Rugby league is a full-contact football code for teams of "
                "thirteen, which split from rugby union in 1895 when northern English clubs met "
                "at the George Hotel in Huddersfield over payments to working players. Its "
                "English heartland is Yorkshire, Lancashire and Cumbria."
            ),
            D(
                "Sporting Life (newspaper): The Sporting Life was a British daily newspaper "
                "devoted mainly to horse racing and betting, founded in 1859 and printed in "
                "London. It absorbed its older rival Bell's Life in 1886 and closed in 1998, "
                "when its racing coverage was merged into the Racing Post."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which sitcom was first broadcast earlier, Blackadder or Red Dwarf?",
        "Blackadder",
        [
            D(
                "The Young Ones (TV series): The Young Ones is a British sitcom first broadcast "
                "on BBC Two in November 1982, about four students sharing a squalid house, "
                "mixing slapstick with punk and alternative comedy. Rik Mayall, Adrian Edmondson "
                "and Nigel Planer star, and it ran for twelve episodes."
            ),
            D(
                "Tony Robinson: Sir Tony Robinson (born 15 August 1946) is an English actor and "
                "presenter born in London, who played the dim servant Baldrick in a BBC "
                "historical sitcom. He presented the archaeology series Time Team on Channel 4 "
                "from 1994 to 2014 and was knighted in 2013."
            ),
            D(
                "Craig Charles: Craig Charles (born 11 July 1964) is an English actor, comedian "
                "and DJ born in Liverpool, who began as a performance poet. He played the "
                "slobbish Dave Lister in a BBC science-fiction sitcom and the taxi driver Lloyd "
                "Mullaney in Coronation Street, and he presented Robot Wars."
            ),
            S(
                "Blackadder: Blackadder is a BBC sitcom in four series, the first of which, The "
                "Black Adder, began on BBC One in June 1983, each following a scheming Edmund "
                "Blackadder in a different age of English history. Rowan Atkinson plays the "
                "title role, and the last series is set in the trenches of 1917."
            ),
            D(
                "Spitting Image: Spitting Image is a British satirical puppet show made for ITV "
                "from 1984 to 1996, created by Peter Fluck, Roger Law and Martin Lambie-Nairn, "
                "with grotesque latex caricatures of politicians, royals and celebrities. A "
                "revived series was made for the streaming service BritBox in 2020."
            ),
            S(
                "Red Dwarf: Red Dwarf is a British science-fiction sitcom created by Rob Grant "
                "and Doug Naylor, first broadcast on BBC Two on 15 February 1988. Craig Charles "
                "plays Dave Lister, who wakes three million years in the future as the last "
                "human alive on a mining ship, with Chris Barrie as a hologram."
            ),
            D(
                "Vipera berus: Vipera berus, the common European adder, is a venomous snake found "
                "across much of Europe and northern Asia, and the only venomous snake native to "
                "Great Britain. Most adders have a dark zigzag stripe down the back, though some "
                "are wholly black, and they hibernate through the winter."
            ),
            D(
                "Not the Nine O'Clock News: Not the Nine O'Clock News is a British sketch comedy "
                "show that BBC Two broadcast from 1979 to 1982, starring Rowan Atkinson, Mel "
                "Smith, Pamela Stephenson and Griff Rhys Jones. It was shown at nine in the "
                "evening, opposite the main BBC One news bulletin."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "2006 channel 4 sitcom written and directed by a co-creator of father ted",
        "The IT Crowd",
        [
            D(
                "Arthur Mathews: Arthur Mathews is an Irish comedy writer who met his writing "
                "partner when both worked for the music magazine Hot Press. Together they wrote "
                "a 1990s priest sitcom and the BBC sketch show Big Train, and in 2012 he "
                "co-created Toast of London with the actor Matt Berry for Channel 4."
            ),
            D(
                "Dermot Morgan: Dermot Morgan (31 March 1952 \u2013 28 February 1998) was an Irish "
                "comedian and actor who first became known for political satire on RT\u00c9 "
                "radio's Scrap Saturday. He played the vain priest Ted Crilly, and he died of a "
                "heart attack in London the day after the final series was finished."
            ),
            S(
                "Graham Linehan: Graham Linehan (born 22 May 1968) is an Irish comedy writer who "
                "began as a journalist on the music magazine Hot Press. With Dylan Moran he "
                "co-created Black Books, and he wrote and directed The IT Crowd, a Channel 4 "
                "sitcom about two technicians in a basement office, from 2006."
            ),
            D(
                "Ardal O'Hanlon: Ardal O'Hanlon (born 8 October 1965) is an Irish comedian and "
                "actor born in Carrickmacross, County Monaghan, the son of a politician. He "
                "played the childlike Father Dougal McGuire, starred as a superhero in the BBC "
                "sitcom My Hero, and led Death in Paradise from 2017."
            ),
            D(
                "Black Books: Black Books is a British sitcom that Channel 4 broadcast from 2000 "
                "to 2004, co-created by Dylan Moran and Graham Linehan and set in a small London "
                "bookshop. Moran plays its rude, wine-loving owner Bernard Black, with Bill "
                "Bailey as his assistant Manny and Tamsin Greig as Fran."
            ),
            D(
                "Craggy Island: Craggy Island is a fictional island off the west coast of Ireland, "
                "home to the parochial house in a 1990s Channel 4 sitcom about three priests. "
                "Its outdoor scenes were filmed in County Clare, much of it around the limestone "
                "Burren, and the house itself is a farmhouse near Kilnaboy."
            ),
            S(
                "Father Ted: Father Ted is a sitcom that Channel 4 broadcast from 1995 to 1998, "
                "created and written by the Irish writers Graham Linehan and Arthur Mathews. It "
                "follows three priests exiled to a parochial house on remote Craggy Island, with "
                "Dermot Morgan as Ted and Ardal O'Hanlon as Dougal."
            ),
            D(
                "Channel 4: Channel 4 is a British public-service television channel that began "
                "broadcasting on 2 November 1982, owned by a public corporation and paid for by "
                "advertising. Its first programme was the quiz show Countdown, and it buys its "
                "programmes from independent production companies."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the mathematician whose life inspired the 2001 film A Beautiful Mind "
        "share the Nobel prize in economics?",
        "1994",
        [
            D(
                "Ron Howard: Ron Howard (born 1 March 1954) is an American director and former "
                "child actor born in Duncan, Oklahoma, who played Opie Taylor in The Andy "
                "Griffith Show and Richie Cunningham in Happy Days. He directed Splash, Apollo 13 "
                "and Frost/Nixon, and won an Academy Award in 2002."
            ),
            S(
                "John Forbes Nash Jr.: John Forbes Nash Jr. (13 June 1928 \u2013 23 May 2015) was "
                "an American mathematician born in Bluefield, West Virginia, whose 1950 doctoral "
                "thesis on non-cooperative games defined the Nash equilibrium. He shared the "
                "1994 Nobel Memorial Prize in Economic Sciences."
            ),
            D(
                "Russell Crowe: Russell Crowe (born 7 April 1964) is an actor born in Wellington, "
                "New Zealand, who spent much of his childhood in Australia and first made his "
                "name there in Romper Stomper. He won the Academy Award for Best Actor in 2001 "
                "and starred in L.A. Confidential and Master and Commander."
            ),
            D(
                "Jennifer Connelly: Jennifer Connelly (born 12 December 1970) is an American "
                "actress born in Cairo, New York, in the Catskill Mountains, who began as a child "
                "model. She starred in Labyrinth in 1986 and won the Academy Award for Best "
                "Supporting Actress in 2002 for playing a mathematician's wife."
            ),
            S(
                "A Beautiful Mind (film): A Beautiful Mind is a 2001 American biographical drama "
                "directed by Ron Howard, loosely based on Sylvia Nasar's book about the "
                "mathematician John Nash and his long struggle with schizophrenia. Russell Crowe "
                "plays Nash, and it won four Academy Awards, including Best Picture."
            ),
            D(
                "Nobel Memorial Prize in Economic Sciences: The Nobel Memorial Prize in Economic "
                "Sciences is funded by Sweden's central bank, the Sveriges Riksbank, which set it "
                "up in 1968 for its 300th anniversary. It was first given in 1969 to Ragnar "
                "Frisch and Jan Tinbergen."
            ),
            D(
                "Game theory: Game theory is the mathematical study of strategic decisions among "
                "rational players whose choices affect one another's results. John von Neumann "
                "and Oskar Morgenstern set out its modern form in Theory of Games and Economic "
                "Behavior in 1944, and it is used in economics, biology and politics."
            ),
            D(
                "Abel Prize: The Abel Prize is a Norwegian award for outstanding work in "
                "mathematics, named after Niels Henrik Abel and given each year since 2003, when "
                "Jean-Pierre Serre won the first one. It was set up to match the prestige of the "
                "Nobel prizes, which include no award for mathematics."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are Peter Jackson and Taika Waititi both from New Zealand?",
        "yes",
        [
            S(
                "Taika Waititi: Taika Waititi (born 16 August 1975) is a New Zealand film-maker "
                "and actor born in Raukokore, on the East Coast of the North Island, to a "
                "M\u0101ori father, and raised mainly in Wellington. He directed Hunt for the "
                "Wilderpeople and won an Academy Award for writing Jojo Rabbit."
            ),
            D(
                "Jemaine Clement: Jemaine Clement (born 10 January 1974) is a New Zealand "
                "comedian and actor born in Masterton, who formed the musical comedy duo Flight "
                "of the Conchords with Bret McKenzie. He co-wrote and co-directed a 2014 "
                "mockumentary about vampires sharing a flat."
            ),
            D(
                "Sam Neill: Sir Sam Neill (born 14 September 1947) is an actor born in Omagh, "
                "Northern Ireland, whose family moved to New Zealand when he was seven. He played "
                "the palaeontologist Alan Grant in Jurassic Park and a grumpy foster uncle in "
                "Hunt for the Wilderpeople, and he makes wine in Central Otago."
            ),
            D(
                "Hobbiton Movie Set: The Hobbiton Movie Set is a tourist attraction on a sheep "
                "and beef farm near Matamata, in the Waikato region of New Zealand's North "
                "Island. It was built for The Lord of the Rings films, rebuilt in lasting "
                "materials for The Hobbit trilogy, and draws many thousands of visitors."
            ),
            D(
                "W\u0113t\u0101 Workshop: W\u0113t\u0101 Workshop is a special effects and props "
                "company in Miramar, a suburb of Wellington, founded in 1987 by Richard Taylor "
                "and Tania Rodger. It made the armour, weapons and creatures for The Lord of the "
                "Rings films and has won several Academy Awards for its work."
            ),
            D(
                "Thor: Ragnarok: Thor: Ragnarok is a 2017 American superhero film in which Chris "
                "Hemsworth's thunder god is stranded on a junk planet and made to fight the Hulk "
                "in an arena. Its director also voices the rock creature Korg, and the film took "
                "more than 850 million dollars around the world."
            ),
            S(
                "Peter Jackson: Sir Peter Jackson (born 31 October 1961) is a New Zealand "
                "film-maker born in Wellington and raised in Pukerua Bay, north of the city. He "
                "began with the splatter comedy Bad Taste in 1987, directed The Lord of the Rings "
                "trilogy and won three Academy Awards for The Return of the King."
            ),
            D(
                "What We Do in the Shadows: What We Do in the Shadows is a 2014 mockumentary "
                "about four vampires sharing a flat in Wellington, followed by a film crew in the "
                "weeks before a ball for the undead. Jemaine Clement and Taika Waititi wrote, "
                "directed and starred in it, and it led to an American series."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the director of the film Do the Right Thing born?",
        "20 March 1957",
        [
            D(
                "Denzel Washington: Denzel Washington (born 28 December 1954) is an American "
                "actor born in Mount Vernon, New York, who studied journalism at Fordham "
                "University. He played the title role in Malcolm X in 1992, and he won Academy "
                "Awards for Glory and for Training Day."
            ),
            D(
                "Public Enemy: Public Enemy is an American hip hop group formed in 1985 on Long "
                "Island, New York, led by Chuck D with Flavor Flav as his hype man. Their album "
                "It Takes a Nation of Millions to Hold Us Back came out in 1988, and their song "
                "Fight the Power was written for a 1989 film."
            ),
            D(
                "Bedford\u2013Stuyvesant, Brooklyn: Bedford\u2013Stuyvesant, often called "
                "Bed-Stuy, is a neighbourhood in the north of Brooklyn, New York City, known for "
                "its rows of nineteenth-century brownstone houses. It has long been a centre of "
                "Black culture, and Jay-Z and Chris Rock grew up there."
            ),
            D(
                "John Turturro: John Turturro (born 28 February 1957) is an American actor born "
                "in Brooklyn, New York, the son of an Italian immigrant father. He played a "
                "bigoted pizzeria worker in a 1989 Brooklyn film and the title role in the Coen "
                "brothers' Barton Fink, which won the Palme d'Or in 1991."
            ),
            S(
                "Spike Lee: Shelton Jackson Lee (born 20 March 1957), known as Spike Lee, is an "
                "American film-maker born in Atlanta, Georgia, and raised in Brooklyn, New York. "
                "He studied at Morehouse College and New York University, and he won an Academy "
                "Award for co-writing BlacKkKlansman."
            ),
            D(
                "Danny Aiello: Danny Aiello (20 June 1933 \u2013 12 December 2019) was an American "
                "actor born in Manhattan, New York City, who worked as a bus station clerk and a "
                "nightclub bouncer before acting. He was nominated for an Academy Award for "
                "playing Sal, the owner of a Brooklyn pizzeria, in 1989."
            ),
            D(
                "Spike Jonze: Spike Jonze (born Adam Spiegel on 22 October 1969) is an American "
                "director born in Rockville, Maryland, who made skateboarding videos and music "
                "videos before feature films. He directed Being John Malkovich and Adaptation, "
                "and he won the Academy Award for writing Her."
            ),
            S(
                "Do the Right Thing: Do the Right Thing is a 1989 American comedy-drama written, "
                "produced and directed by Spike Lee, set on one block of Bedford\u2013Stuyvesant, "
                "Brooklyn, on the hottest day of the summer. Lee plays Mookie, who delivers for "
                "Sal's pizzeria, and Fight the Power runs through it."
            ),
        ],
        drop=1,
    ),
]
