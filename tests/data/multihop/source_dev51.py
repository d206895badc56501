"""Development multi-hop questions, batch 51.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), and the other development sources (source_dev1.py to
source_dev50.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v48.

Measured lengths: mean support 296 characters, mean distractor 293 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which New York city was the star of the 1986 film Top Gun born?",
        "Syracuse",
        [
            D(
                "Tony Scott: Tony Scott (1944 \u2013 2012) was an English film director born in "
                "North Shields, Northumberland, the younger brother of another director. After "
                "years of making television advertisements he directed The Hunger (1983), then Top "
                "Gun, Days of Thunder, Crimson Tide, Enemy of the State and Man on Fire."
            ),
            S(
                "Top Gun: Top Gun is a 1986 American action drama directed by Tony Scott and "
                "produced by Don Simpson and Jerry Bruckheimer. Tom Cruise stars as Pete "
                '"Maverick" Mitchell, a young naval aviator sent to the fighter weapons school '
                "in San Diego, with Kelly McGillis and Val Kilmer in the main supporting roles."
            ),
            D(
                "Kelly McGillis: Kelly McGillis (born 9 July 1957) is an American actress born in "
                "Newport Beach, California, who trained at the Juilliard School in New York. She "
                "played an Amish widow opposite Harrison Ford in Witness (1985) and the civilian "
                "flight instructor Charlie in the naval aviation film of the next year."
            ),
            D(
                "Top Gun: Maverick: Top Gun: Maverick is a 2022 American action film directed by "
                "Joseph Kosinski, a sequel released thirty-six years after the original. Its star "
                "returns as a test pilot ordered back to train a new class of aviators, and it "
                "took almost 1.5 billion dollars worldwide, the second-highest gross of 2022."
            ),
            D(
                "Syracuse, Sicily: Syracuse is a historic city on the south-east coast of Sicily, "
                "founded by Greek settlers from Corinth in 734 BC. It was the birthplace of the "
                "mathematician Archimedes, and its Greek theatre, the old island quarter of "
                "Ortygia and the rock tombs of Pantalica became a World Heritage Site in 2005."
            ),
            S(
                "Tom Cruise: Tom Cruise (born Thomas Cruise Mapother IV on 3 July 1962) is an "
                "American actor and producer born in Syracuse, New York. He moved often as a "
                "child, broke through with Risky Business in 1983 and has starred in and produced "
                "the Mission: Impossible film series since 1996."
            ),
            D(
                "Topgun: Topgun is the common name of the United States Navy Strike Fighter "
                "Tactics Instructor program, set up in 1969 at Naval Air Station Miramar near San "
                "Diego after disappointing results in air combat over Vietnam. It moved in 1996 to "
                "Naval Air Station Fallon in Nevada, where it now forms part of a larger center."
            ),
            D(
                "Jerry Bruckheimer: Jerry Bruckheimer (born 21 September 1943) is an American film "
                "and television producer born in Detroit, Michigan. With his partner Don Simpson "
                "he made Flashdance, Beverly Hills Cop and Days of Thunder, and he later produced "
                "the Pirates of the Caribbean films and the CSI television series."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the author of the stories on which Akira Kurosawa's Rashomon is "
        "based die?",
        "1927",
        [
            S(
                "Ry\u016bnosuke Akutagawa: Ry\u016bnosuke Akutagawa (1 March 1892 \u2013 24 July "
                "1927) was a Japanese writer born in Tokyo, often called the father of the "
                "Japanese short story. Natsume S\u014dseki praised his early story The Nose, and "
                "he wrote many more before he took his own life at the age of thirty-five."
            ),
            D(
                "Toshiro Mifune: Toshiro Mifune (1 April 1920 \u2013 24 December 1997) was a "
                "Japanese actor born in Qingdao, China, to Japanese parents. He played the bandit "
                "Taj\u014dmaru in Rashomon and made sixteen films with the same director, among "
                "them Seven Samurai, Throne of Blood, Yojimbo and Red Beard, the last of them in "
                "1965."
            ),
            D(
                "Akutagawa Prize: The Akutagawa Prize is a Japanese literary award for new writers "
                "of serious fiction, set up in 1935 by the editor Kikuchi Kan in memory of a "
                "friend and given twice a year. Kenzabur\u014d \u014ce won it in 1958, and it is "
                "announced on the same day as the Naoki Prize for popular fiction."
            ),
            D(
                "Natsume S\u014dseki: Natsume S\u014dseki (9 February 1867 \u2013 9 December 1916) "
                "was a Japanese novelist born in Edo, the author of I Am a Cat, Botchan and "
                "Kokoro. He taught English literature at Tokyo Imperial University, and his "
                "portrait was printed on the 1,000 yen note from 1984 to 2004."
            ),
            S(
                "Rashomon: Rashomon is a 1950 Japanese film directed by Akira Kurosawa, in which a "
                "bandit, a samurai's wife and the dead samurai himself give conflicting accounts "
                "of one crime. It adapts two short stories by Ry\u016bnosuke Akutagawa, In a Grove "
                "and Rash\u014dmon, and it won the Golden Lion at Venice in 1951."
            ),
            D(
                "Akira Kurosawa: Akira Kurosawa (23 March 1910 \u2013 6 September 1998) was a "
                "Japanese film director born in Shinagawa, Tokyo, who first trained as a painter. "
                "His thirty films include Ikiru, Seven Samurai, Throne of Blood and Ran, and he "
                "received an honorary Academy Award for his life's work in 1990."
            ),
            D(
                "Rash\u014dmon (gate): Rash\u014dmon was the great gate at the southern end of "
                "Suzaku Avenue in Heian-ky\u014d, the old capital that is now Kyoto, raised when "
                "the city was laid out in 794. It fell into ruin over the following centuries and "
                "became known as a haunt of thieves and a place where bodies were left."
            ),
            D(
                "Machiko Ky\u014d: Machiko Ky\u014d (25 March 1924 \u2013 12 May 2019) was a "
                "Japanese actress born in Osaka who began as a revue dancer. She played the "
                "samurai's wife in Rashomon and starred in Mizoguchi's Ugetsu and in Gate of Hell, "
                "which won the Grand Prix at the Cannes Film Festival in 1954."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Steve McQueen or Clint Eastwood?",
        "Steve McQueen",
        [
            D(
                "Steve McQueen (director): Sir Steve McQueen (born 9 October 1969) is a British "
                "artist and film director born in London, who won the Turner Prize in 1999. His "
                "feature films include Hunger, Shame and 12 Years a Slave, which won the Academy "
                "Award for Best Picture in 2014, and the London anthology Small Axe."
            ),
            D(
                "Bullitt: Bullitt is a 1968 American thriller directed by Peter Yates, in which a "
                "San Francisco police lieutenant guards a witness due before a Senate committee. "
                "Its car chase over the city's hilly streets, between a Ford Mustang GT and a "
                "Dodge Charger, runs for almost eleven minutes and was widely imitated."
            ),
            D(
                "Carmel-by-the-Sea: Carmel-by-the-Sea is a small city on the Monterey Peninsula in "
                "California, known for its white sand beach, its storybook cottages and its lack "
                "of street addresses. A well-known actor and director was elected its mayor in "
                "April 1986 and served a single two-year term in the office."
            ),
            D(
                "Dirty Harry: Dirty Harry is a 1971 American police thriller directed by Don "
                "Siegel, in which a San Francisco inspector hunts a sniper who calls himself "
                "Scorpio, a killer modelled loosely on the Zodiac Killer. It was followed by four "
                "sequels, beginning with Magnum Force and ending with The Dead Pool in 1988."
            ),
            S(
                "Steve McQueen: Terence Steven McQueen (24 March 1930 \u2013 7 November 1980) was "
                "an American actor born in Beech Grove, Indiana, known as the King of Cool. He "
                "starred in The Magnificent Seven, The Great Escape and Bullitt, did many of his "
                "own driving stunts, and died in Mexico after surgery for cancer."
            ),
            S(
                "Clint Eastwood: Clinton Eastwood Jr. (born 31 May 1930) is an American actor, "
                "director and producer born in San Francisco. He became a star as the Man with No "
                "Name in three Italian westerns and as the police inspector Harry Callahan, and he "
                "won Best Director Oscars for Unforgiven and Million Dollar Baby."
            ),
            D(
                "The Magnificent Seven: The Magnificent Seven is a 1960 American western directed "
                "by John Sturges, in which seven hired gunmen defend a Mexican farming village "
                "from a band of raiders. Yul Brynner leads a cast that includes Eli Wallach, "
                "Charles Bronson and James Coburn, and Elmer Bernstein wrote the score."
            ),
            D(
                "Rawhide: Rawhide is an American western series that CBS broadcast from 1959 to "
                "1966, following a crew of drovers taking cattle north from Texas to the railhead "
                "at Sedalia, Missouri. Eric Fleming played the trail boss Gil Favor, and Frankie "
                "Laine sang the theme song over its opening titles."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What was the birth name of the playwright whose play was filmed in 1951 as A Streetcar "
        "Named Desire?",
        "Thomas Lanier Williams III",
        [
            D(
                "Karl Malden: Karl Malden (22 March 1912 \u2013 1 July 2009), born Mladen George "
                "Sekulovich in Chicago, was an American actor of Serbian descent who grew up in "
                "Gary, Indiana. He played a priest in On the Waterfront and starred with Michael "
                "Douglas in the television series The Streets of San Francisco."
            ),
            D(
                "Vivien Leigh: Vivien Leigh (5 November 1913 \u2013 8 July 1967) was an English "
                "actress born Vivian Mary Hartley in Darjeeling, British India. She won two "
                "Academy Awards for Best Actress, the first as Scarlett O'Hara in Gone with the "
                "Wind, and she was married to Laurence Olivier from 1940 to 1960."
            ),
            S(
                "A Streetcar Named Desire (1951 film): A Streetcar Named Desire is a 1951 American "
                "drama directed by Elia Kazan from Tennessee Williams's Pulitzer-winning play, set "
                "in New Orleans. Vivien Leigh plays Blanche DuBois and Marlon Brando plays Stanley "
                "Kowalski, and it won three of the four Academy Awards for acting."
            ),
            D(
                "Elia Kazan: Elia Kazan (1909 \u2013 2003), born Elias Kazantzoglou in "
                "Constantinople to Greek parents, was an American stage and film director. He "
                "co-founded the Actors Studio in New York in 1947, directed On the Waterfront and "
                "East of Eden, and named former communists before Congress in 1952."
            ),
            D(
                "Cat on a Hot Tin Roof (1958 film): Cat on a Hot Tin Roof is a 1958 American drama "
                "directed by Richard Brooks, set on a Mississippi cotton plantation during a "
                "family birthday. Elizabeth Taylor plays Maggie and Paul Newman her husband Brick, "
                "and Burl Ives repeats his stage role as the dying patriarch Big Daddy."
            ),
            D(
                "Kim Hunter: Kim Hunter (12 November 1922 \u2013 11 September 2002) was an "
                "American actress born Janet Cole in Detroit, Michigan. She won an Academy Award "
                "as Stella Kowalski in the 1951 Streetcar film, after first playing the part on "
                "Broadway, and she was blacklisted in Hollywood for a time in the 1950s."
            ),
            S(
                "Tennessee Williams: Thomas Lanier Williams III (26 March 1911 \u2013 25 February "
                "1983), known as Tennessee Williams, was an American playwright who grew up "
                "largely in St. Louis, Missouri. His plays include The Glass Menagerie, Cat on a "
                "Hot Tin Roof and The Night of the Iguana, and he won two Pulitzer Prizes."
            ),
            D(
                "Desire streetcar line: The Desire line was a streetcar route in New Orleans that "
                "ran from 1920 to 1948, through the French Quarter along Bourbon and Royal streets "
                "to Desire Street in the Upper Ninth Ward. It lent its name to a famous play of "
                "1947, and buses took over the route after the line closed."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film The Umbrellas of Cherbourg born?",
        "Pontch\u00e2teau",
        [
            D(
                "Agn\u00e8s Varda: Agn\u00e8s Varda (30 May 1928 \u2013 29 March 2019) was a film "
                "director born in Ixelles, Belgium, to a Greek father and a French mother. Her "
                "films include La Pointe Courte, often seen as the first work of the French New "
                "Wave, Cl\u00e9o from 5 to 7 and Vagabond, which won the Golden Lion in 1985."
            ),
            D(
                "Michel Legrand: Michel Legrand (24 February 1932 \u2013 26 January 2019) was a "
                "French composer and pianist born in Paris. He won three Academy Awards, for The "
                "Thomas Crown Affair, Summer of '42 and Yentl, and he also wrote the music for the "
                "1967 musical The Young Girls of Rochefort."
            ),
            D(
                "Catherine Deneuve: Catherine Deneuve (born 22 October 1943) is a French actress "
                "born in Paris, the daughter of the actors Maurice Dorl\u00e9ac and Ren\u00e9e "
                "Simonot. She starred in Repulsion and Belle de Jour, and she was nominated for "
                "the Academy Award for Best Actress for Indochine in 1993."
            ),
            D(
                "The Young Girls of Rochefort: The Young Girls of Rochefort is a 1967 French "
                "musical film in which twin sisters, played by Catherine Deneuve and her elder "
                "sister Fran\u00e7oise Dorl\u00e9ac, dream of love and of Paris while a travelling "
                "fair comes to their garrison town. Gene Kelly appears as an American composer."
            ),
            D(
                "Cherbourg-en-Cotentin: Cherbourg-en-Cotentin is a commune at the northern tip of "
                "the Cotentin Peninsula in Normandy, formed in 2016 by merging Cherbourg-Octeville "
                "with four neighbouring towns. Its deep-water harbour was a port of call for ocean "
                "liners, among them the Titanic on its maiden voyage in April 1912."
            ),
            S(
                "The Umbrellas of Cherbourg: The Umbrellas of Cherbourg is a 1964 French musical "
                "film written and directed by Jacques Demy, in which every line of dialogue is "
                "sung to music by Michel Legrand. Catherine Deneuve plays a young woman who sells "
                "umbrellas in her mother's shop, and it won the Palme d'Or in 1964."
            ),
            D(
                "Lola (1961 film): Lola is a 1961 French film set in Nantes, in which a cabaret "
                "dancer raising a young son waits for the sailor who left her years before. Anouk "
                "Aim\u00e9e plays the title role, Raoul Coutard shot it in black and white, and "
                "some of its characters return in later films by the same director."
            ),
            S(
                "Jacques Demy: Jacques Demy (5 June 1931 \u2013 27 October 1990) was a French film "
                "director born in Pontch\u00e2teau, in the Loire-Atlantique department, who grew "
                "up in Nantes, where his father ran a garage. His films include Lola, The Young "
                "Girls of Rochefort and Donkey Skin, and he was married to Agn\u00e8s Varda."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Harry Potter films were adapted from novels by a writer born in which "
        "Gloucestershire town?",
        "Yate",
        [
            S(
                "J. K. Rowling: Joanne Rowling (born 31 July 1965), known as J. K. Rowling, is a "
                "British writer born in Yate, Gloucestershire. She studied French and Classics at "
                "the University of Exeter, drafted her first novel while living in Edinburgh, and "
                "also writes crime fiction under the name Robert Galbraith."
            ),
            D(
                "David Yates: David Yates (born 8 October 1963) is an English film director born "
                "in St Helens, Merseyside, who made his name with the television drama State of "
                "Play. He directed the last four films in a fantasy series about a young wizard, "
                "and then the three Fantastic Beasts films."
            ),
            S(
                "Harry Potter (film series): Harry Potter is a series of eight fantasy films "
                "released by Warner Bros. between 2001 and 2011, adapted from the seven novels by "
                "J. K. Rowling. Daniel Radcliffe, Rupert Grint and Emma Watson play three young "
                "friends at Hogwarts, and David Heyman produced all eight films."
            ),
            D(
                "Daniel Radcliffe: Daniel Radcliffe (born 23 July 1989) is an English actor born "
                "in Fulham, London, who was cast as Harry Potter at the age of eleven. Away from "
                "the films he has appeared on stage in Equus and in How to Succeed in Business, "
                "and he played Weird Al Yankovic in a 2022 film."
            ),
            D(
                "Chipping Sodbury: Chipping Sodbury is a small market town in South "
                "Gloucestershire, England, at the edge of the Cotswolds about twelve miles "
                "north-east of Bristol. Its name comes from the Old English word for a market, and "
                "it has grown together with the larger modern town of Yate beside it."
            ),
            D(
                "Warner Bros. Studios, Leavesden: Warner Bros. Studios, Leavesden is a film studio "
                "near Watford in Hertfordshire, built on the site of a former aircraft factory and "
                "airfield. All eight films about the boy wizard were shot there, and since 2012 "
                "part of it has housed a public tour of their sets and props."
            ),
            D(
                "Emma Watson: Emma Watson (born 15 April 1990) is an English actress born in "
                "Paris, who grew up in Oxfordshire and was cast as Hermione Granger at the age of "
                "nine. She later studied English literature at Brown University and played Meg "
                "March in Little Women in 2019."
            ),
            D(
                "Alfonso Cuar\u00f3n: Alfonso Cuar\u00f3n (born 28 November 1961) is a Mexican "
                "film director born in Mexico City. He directed Y tu mam\u00e1 tambi\u00e9n, the "
                "third film set at Hogwarts and Children of Men, and won the Academy Award for "
                "Best Director for Gravity in 2014 and for Roma in 2019."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "town in lazio where the lead actor of la dolce vita was born",
        "Fontana Liri",
        [
            D(
                "Anita Ekberg: Anita Ekberg (29 September 1931 \u2013 11 January 2015) was a "
                "Swedish actress and model born in Malm\u00f6, who was crowned Miss Malm\u00f6 in "
                "1950 and then went to the United States. Her walk into the Trevi Fountain in a "
                "black evening dress made her a lasting figure of Roman film."
            ),
            S(
                "La Dolce Vita: La Dolce Vita is a 1960 Italian film directed by Federico Fellini "
                "that follows a gossip journalist through a week of parties, nightclubs and "
                "aristocratic gatherings in Rome. Marcello Mastroianni plays the reporter, Anita "
                "Ekberg wades into the Trevi Fountain, and it won the Palme d'Or in 1960."
            ),
            D(
                "Trevi Fountain: The Trevi Fountain is an eighteenth-century fountain in the Trevi "
                "district of Rome, designed by Nicola Salvi and finished by Giuseppe Pannini in "
                "1762. It stands at the end of the ancient Aqua Virgo aqueduct, and visitors throw "
                "about three thousand euros into it every day."
            ),
            D(
                "Federico Fellini: Federico Fellini (20 January 1920 \u2013 31 October 1993) was "
                "an Italian film director born in Rimini, on the Adriatic coast, who began as a "
                "cartoonist and gag writer. His films include La Strada, 8\u00bd and Amarcord, and "
                "he won four Oscars for Best Foreign Language Film and an honorary award in 1993."
            ),
            S(
                "Marcello Mastroianni: Marcello Mastroianni (28 September 1924 \u2013 19 December "
                "1996) was an Italian actor born in Fontana Liri, a small town in the province of "
                "Frosinone in Lazio. He worked often with Fellini and with Sophia Loren, and he "
                "was nominated three times for the Academy Award for Best Actor."
            ),
            D(
                "8\u00bd: 8\u00bd is a 1963 Italian film about a famous director who suffers from "
                "a creative block while he tries to make a science-fiction film, mixing his "
                "memories and daydreams with the chaos of the set. Marcello Mastroianni plays "
                "Guido Anselmi, and Nino Rota wrote the score. It won two Academy Awards."
            ),
            D(
                "Chiara Mastroianni: Chiara Mastroianni (born 28 May 1972) is a French-Italian "
                "actress born in Paris, the daughter of Catherine Deneuve and an Italian film "
                "star. She won the best performance prize of the Un Certain Regard section at "
                "Cannes in 2019 for her role in Chambre 212."
            ),
            D(
                "Frosinone: Frosinone is a city in southern Lazio, Italy, the capital of the "
                "province of the same name, in the valley of the Sacco about 75 kilometres "
                "south-east of Rome. Its province takes in the hill country of Ciociaria and the "
                "abbey of Montecassino, rebuilt after its destruction in 1944."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Spencer Tracy or Katharine Hepburn?",
        "Spencer Tracy",
        [
            D(
                "Audrey Hepburn: Audrey Hepburn (4 May 1929 \u2013 20 January 1993) was a British "
                "actress born in Ixelles, Brussels, who spent the war years in the occupied "
                "Netherlands. She won an Academy Award for her first starring role, later played "
                "Holly Golightly and Eliza Doolittle, and worked for UNICEF."
            ),
            D(
                "Guess Who's Coming to Dinner: Guess Who's Coming to Dinner is a 1967 American "
                "comedy-drama directed by Stanley Kramer, about a white couple in San Francisco "
                "whose daughter brings home a Black doctor she means to marry. Sidney Poitier "
                "plays the fianc\u00e9, and William Rose won an Oscar for the screenplay."
            ),
            D(
                "Dick Tracy: Dick Tracy is an American comic strip detective created by Chester "
                "Gould and first published in the Detroit Mirror in October 1931, known for his "
                "yellow coat and his two-way wrist radio. Warren Beatty directed and starred in a "
                "1990 film version with Madonna and Al Pacino."
            ),
            D(
                "Adam's Rib: Adam's Rib is a 1949 American comedy directed by George Cukor, in "
                "which a husband and wife, both lawyers, face each other in court over a woman who "
                "shot her unfaithful husband. The screenplay was written by the married couple "
                "Ruth Gordon and Garson Kanin."
            ),
            D(
                "Woman of the Year: Woman of the Year is a 1942 American romantic comedy directed "
                "by George Stevens, the first film to pair its two stars, about a sports writer "
                "who marries a famous political columnist. Ring Lardner Jr. and Michael Kanin won "
                "the Oscar for its original screenplay."
            ),
            D(
                "Hartford, Connecticut: Hartford is the capital of the US state of Connecticut, on "
                "the Connecticut River, long known as the insurance capital of the world. Mark "
                "Twain wrote Adventures of Huckleberry Finn while living there, and his house in "
                "the city is now a museum."
            ),
            S(
                "Katharine Hepburn: Katharine Hepburn (12 May 1907 \u2013 29 June 2003) was an "
                "American actress born in Hartford, Connecticut, the daughter of a doctor and a "
                "campaigner for women's suffrage. She won a record four Academy Awards for Best "
                "Actress, the last of them for On Golden Pond in 1982."
            ),
            S(
                "Spencer Tracy: Spencer Tracy (5 April 1900 \u2013 10 June 1967) was an American "
                "actor born in Milwaukee, Wisconsin, who won the Academy Award for Best Actor two "
                "years running, for Captains Courageous and Boys Town. He made nine films with one "
                "co-star and died seventeen days after finishing the last."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city in Osaka Prefecture was the creator of Astro Boy born?",
        "Toyonaka",
        [
            S(
                "Astro Boy: Astro Boy is a Japanese manga series by Osamu Tezuka, published from "
                "1952 to 1968, about a robot boy built by a scientist to replace his dead son. Its "
                "1963 black-and-white adaptation on Fuji TV was the first popular Japanese "
                "animated television series and was also shown in the United States."
            ),
            D(
                "Takarazuka, Hy\u014dgo: Takarazuka is a city in Hy\u014dgo Prefecture, Japan, "
                "known for the Takarazuka Revue, an all-female musical theatre company founded in "
                "1913. The city lies on the Muko River north-west of Osaka, and the Osamu Tezuka "
                "Manga Museum opened there in 1994, in the town where the artist spent his "
                "childhood."
            ),
            D(
                "Kimba the White Lion: Kimba the White Lion, known in Japan as Jungle Emperor, is "
                "a manga serialised from 1950 to 1954 about a white lion cub who tries to bring "
                "peace to the animals of the African jungle. Its 1965 television adaptation was "
                "the first Japanese animated series made in colour."
            ),
            D(
                "Mushi Production: Mushi Production is a Japanese animation studio founded in 1961 "
                "in Nerima, Tokyo, which made the country's first weekly animated television "
                "series in 1963. It went bankrupt in 1973, and a smaller company with the same "
                "name was formed by former staff in 1977."
            ),
            D(
                "Toyonaka: Toyonaka is a city in the north of Osaka Prefecture, Japan, between "
                "Osaka and the hills of Minoh, with about 400,000 people. Part of Osaka "
                "International Airport lies within its borders, and it hosted the first national "
                "high school baseball championship in 1915."
            ),
            S(
                "Osamu Tezuka: Osamu Tezuka (3 November 1928 \u2013 9 February 1989) was a "
                "Japanese manga artist and animator born in Toyonaka, Osaka Prefecture, who grew "
                "up in Takarazuka. He qualified as a doctor at Osaka University but never "
                "practised, and he is often called the god of manga."
            ),
            D(
                "Black Jack (manga): Black Jack is a Japanese medical manga serialised in Weekly "
                "Sh\u014dnen Champion from 1973 to 1978, about an unlicensed surgeon with a "
                "scarred face who charges huge fees for miraculous operations. It drew on its "
                "author's medical training and was adapted as an animated television series in "
                "2004."
            ),
            D(
                "Fuji Television: Fuji Television is a Japanese commercial broadcaster founded in "
                "1957, based in a building with a large sphere at Odaiba in Tokyo that was "
                "designed by Kenz\u014d Tange. It has shown the family cartoon series Sazae-san "
                "every Sunday evening since 1969, and it belongs to Fuji Media Holdings."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the actress who played the Bride in Kill Bill?",
        "Robert Thurman",
        [
            D(
                "David Carradine: David Carradine (8 December 1936 \u2013 3 June 2009) was an "
                "American actor born in Hollywood, the eldest son of the character actor John "
                "Carradine. He starred as a Shaolin monk in the television series Kung Fu and "
                "played Bill, the leader of the assassins, in both parts of Kill Bill, released in "
                "2003 and 2004."
            ),
            D(
                "Maya Hawke: Maya Hawke (born 8 July 1998) is an American actress and singer born "
                "in New York City, the daughter of the actor Ethan Hawke and an actress he met on "
                "the set of Gattaca. She plays Robin Buckley in the Netflix series Stranger Things "
                "and has released several albums of her own songs."
            ),
            D(
                "Lucy Liu: Lucy Liu (born 2 December 1968) is an American actress born in Queens, "
                "New York City, to immigrant parents from Taiwan. She played the Tokyo crime boss "
                "O-Ren Ishii in Kill Bill: Volume 1 and the lawyer Ling Woo in the series Ally "
                "McBeal, and she also exhibits her own paintings and prints."
            ),
            S(
                "Kill Bill: Volume 1: Kill Bill: Volume 1 is a 2003 American martial arts film "
                "written and directed by Quentin Tarantino. Uma Thurman plays the Bride, a former "
                "assassin who wakes from a four-year coma and sets out to kill the gang that "
                "attacked her wedding rehearsal, beginning with O-Ren Ishii."
            ),
            S(
                "Uma Thurman: Uma Thurman (born 29 April 1970) is an American actress born in "
                "Boston, Massachusetts, the daughter of the Buddhist scholar Robert Thurman and "
                "the model Nena von Schlebr\u00fcgge. She was nominated for an Academy Award for "
                "Pulp Fiction and is the mother of the actress Maya Hawke."
            ),
            D(
                "Quentin Tarantino: Quentin Tarantino (born 27 March 1963) is an American film "
                "director and writer born in Knoxville, Tennessee, who worked in a video rental "
                "shop before his debut, Reservoir Dogs. He won Academy Awards for the screenplays "
                "of Pulp Fiction and Django Unchained."
            ),
            D(
                "Kill Bill: Volume 2: Kill Bill: Volume 2 is a 2004 American martial arts film, "
                "the second half of a story first planned as a single film. It follows the rest of "
                "the revenge, with Michael Madsen as Budd and Daryl Hannah as Elle Driver, and "
                "ends with a reckoning at a villa in Mexico."
            ),
            D(
                "Vivica A. Fox: Vivica A. Fox (born 30 July 1964) is an American actress born in "
                "South Bend, Indiana, who played the assassin Vernita Green in Kill Bill: Volume "
                "1. She also appeared in Independence Day and Set It Off, both released in 1996, "
                "and in the comedy Two Can Play That Game in 2001."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1930 film The Blue Angel was based on a novel by the elder brother of which Nobel "
        "Prize-winning writer?",
        "Thomas Mann",
        [
            D(
                "Klaus Mann: Klaus Mann (18 November 1906 \u2013 21 May 1949) was a German writer "
                "born in Munich, the eldest son of a Nobel Prize-winning novelist. His 1936 novel "
                "Mephisto, about an actor who serves the Nazis, was banned in West Germany for "
                "years and was filmed by Istv\u00e1n Szab\u00f3 in 1981."
            ),
            D(
                "Marlene Dietrich: Marlene Dietrich (27 December 1901 \u2013 6 May 1992) was an "
                "actress and singer born in Sch\u00f6neberg, now part of Berlin. After her "
                "breakthrough in Germany she moved to Hollywood, made six more films with Josef "
                "von Sternberg and became an American citizen in 1939."
            ),
            S(
                "Heinrich Mann: Heinrich Mann (27 March 1871 \u2013 11 March 1950) was a German "
                "novelist born in L\u00fcbeck, the elder brother of Thomas Mann, who won the Nobel "
                "Prize in Literature in 1929. An outspoken opponent of the Nazis, he went into "
                "exile in 1933 and died in Santa Monica, California."
            ),
            D(
                "Emil Jannings: Emil Jannings (1884 \u2013 1950) was a German actor born in "
                "Rorschach, Switzerland, who won the first Academy Award for Best Actor in 1929 "
                "for The Last Command and The Way of All Flesh. He went home to Germany when sound "
                "arrived and later starred in Nazi propaganda films."
            ),
            D(
                "Josef von Sternberg: Josef von Sternberg (29 May 1894 \u2013 22 December 1969) "
                "was an Austrian-American film director born in Vienna, who grew up partly in New "
                "York. He was nominated for the Academy Award for Best Director for Morocco and "
                "Shanghai Express, and wrote a memoir, Fun in a Chinese Laundry."
            ),
            S(
                "The Blue Angel: The Blue Angel is a 1930 German film directed by Josef von "
                "Sternberg, in which a strict schoolmaster is ruined by his love for a nightclub "
                "singer. Adapted from Heinrich Mann's 1905 novel Professor Unrat, it made a star "
                "of Marlene Dietrich as Lola Lola, beside Emil Jannings."
            ),
            D(
                "Falling in Love Again: Falling in Love Again is a song written by Friedrich "
                "Hollaender for a 1930 German film, first sung by its star as a cabaret singer. "
                "The German original, Ich bin von Kopf bis Fu\u00df auf Liebe eingestellt, became "
                "her signature song, with English words by Sammy Lerner."
            ),
            D(
                "Buddenbrooks: Buddenbrooks is a 1901 German novel that follows four generations "
                "of a wealthy merchant family in L\u00fcbeck through its slow decline. Its young "
                "author drew on his own family's history, and the book was named when he received "
                "the Nobel Prize in Literature in 1929."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which premiered first knight rider or the a-team",
        "Knight Rider",
        [
            D(
                "KITT: KITT, short for Knight Industries Two Thousand, is a fictional talking car, "
                "a modified black Pontiac Firebird Trans Am with a red scanner light on its nose. "
                "William Daniels voiced it without an on-screen credit, at his own request, and "
                "later played Mr. Feeny in Boy Meets World."
            ),
            D(
                "David Hasselhoff: David Hasselhoff (born 17 July 1952) is an American actor and "
                "singer born in Baltimore, Maryland. He first became known as Snapper Foster in "
                "the soap opera The Young and the Restless, starred in Baywatch from 1989, and "
                "sang at the Berlin Wall on New Year's Eve 1989."
            ),
            D(
                "Mr. T: Mr. T (born Laurence Tureaud on 21 May 1952) is an American actor and "
                "former bodyguard born in Chicago, known for his mohawk and his gold chains. He "
                "played the boxer Clubber Lang in Rocky III in 1982 and fought in the main event "
                "of the first WrestleMania in 1985."
            ),
            S(
                "Knight Rider: Knight Rider is an American action series created by Glen A. Larson "
                "that NBC first broadcast on 26 September 1982. David Hasselhoff plays Michael "
                "Knight, a crime fighter who drives KITT, a talking black Pontiac Trans Am, and "
                "the series ran for four seasons until 1986."
            ),
            D(
                "Knight Rider (2008 TV series): Knight Rider is an American action series that NBC "
                "broadcast for a single season from 2008 to 2009, after a television film of the "
                "same name. Justin Bruening plays Mike Traceur, the son of the original hero, and "
                "Val Kilmer voices a new KITT, a Ford Mustang."
            ),
            D(
                "Stephen J. Cannell: Stephen J. Cannell (1941 \u2013 2010) was an American "
                "television writer, producer and novelist born in Los Angeles, who created or "
                "co-created The Rockford Files, The Greatest American Hero, 21 Jump Street and The "
                "Commish. Dyslexic from childhood, he also wrote more than a dozen crime novels."
            ),
            S(
                "The A-Team: The A-Team is an American action series created by Frank Lupo and "
                "Stephen J. Cannell that NBC first broadcast on 23 January 1983. It follows four "
                "former Army special forces soldiers working as mercenaries while on the run for a "
                "crime they did not commit, led by George Peppard's Hannibal Smith."
            ),
            D(
                "Glen A. Larson: Glen A. Larson (1937 \u2013 2014) was an American television "
                "producer and writer born in Long Beach, California, who began as a singer with "
                "the vocal group the Four Preps. He created Battlestar Galactica, co-created "
                "Magnum, P.I. and Quincy, M.E., and wrote many theme songs."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which California city was the director and star of Dances with Wolves born?",
        "Lynwood",
        [
            S(
                "Dances with Wolves: Dances with Wolves is a 1990 American epic western directed "
                "by and starring Kevin Costner, about a Union army lieutenant posted to the Dakota "
                "frontier who comes to live among the Lakota. Michael Blake adapted his own novel, "
                "and the film won seven Academy Awards, including Best Picture."
            ),
            D(
                "Michael Blake: Michael Blake (1945 \u2013 2015) was an American writer who won "
                "the Academy Award for Best Adapted Screenplay for a western drawn from his own "
                "1988 novel about a lone cavalry officer. He had earlier written Stacy's Knights, "
                "a small 1983 film that featured its future star."
            ),
            D(
                "Mary McDonnell: Mary McDonnell (born 28 April 1952) is an American actress born "
                "in Wilkes-Barre, Pennsylvania, who was nominated for an Academy Award as Stands "
                "With A Fist, a white woman raised by the Lakota. She later played President Laura "
                "Roslin in the series Battlestar Galactica."
            ),
            D(
                "The Bodyguard (1992 film): The Bodyguard is a 1992 American romantic thriller "
                "directed by Mick Jackson, in which a former Secret Service agent is hired to "
                "protect a pop star from a stalker. Whitney Houston made her film debut in it, and "
                "her I Will Always Love You topped charts worldwide."
            ),
            S(
                "Kevin Costner: Kevin Costner (born 18 January 1955) is an American actor and "
                "film-maker born in Lynwood, California, who studied business at California State "
                "University, Fullerton. He starred in The Untouchables, Field of Dreams and The "
                "Bodyguard, and later played the rancher John Dutton in Yellowstone."
            ),
            D(
                "Field of Dreams: Field of Dreams is a 1989 American fantasy drama directed by "
                "Phil Alden Robinson, in which an Iowa farmer builds a baseball diamond in his "
                "cornfield after hearing a voice. Adapted from W. P. Kinsella's novel Shoeless "
                "Joe, it was filmed near Dyersville, where the field still draws visitors."
            ),
            D(
                "John Barry: John Barry (3 November 1933 \u2013 30 January 2011) was an English "
                "composer born in York, who arranged the James Bond theme and scored eleven Bond "
                "films. He won five Academy Awards, two of them for Born Free, and others for The "
                "Lion in Winter, Out of Africa and a 1990 western."
            ),
            D(
                "Lynwood, California: Lynwood is a city in southern Los Angeles County, "
                "California, between Compton and South Gate, with about 67,000 people. It grew up "
                "around a dairy of the 1890s named after Lynn Wood Sessions, the wife of its "
                "owner, and it became a city in 1921."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "who is the father of the actress who played rachel green in friends",
        "John Aniston",
        [
            D(
                "Matthew Perry: Matthew Perry (19 August 1969 \u2013 28 October 2023) was an "
                "American and Canadian actor born in Williamstown, Massachusetts, the son of the "
                "actor John Bennett Perry and Suzanne Morrison, once a press secretary to Pierre "
                "Trudeau. He played the sarcastic Chandler Bing."
            ),
            D(
                "Courteney Cox: Courteney Cox (born 15 June 1964) is an American actress born in "
                "Birmingham, Alabama, who played the chef Monica Geller. She had earlier danced in "
                "Bruce Springsteen's video for Dancing in the Dark, and she later starred in the "
                "Scream films and the sitcom Cougar Town."
            ),
            D(
                "Lisa Kudrow: Lisa Kudrow (born 30 July 1963) is an American actress born in "
                "Encino, Los Angeles, who played Phoebe Buffay after first appearing as her twin "
                "sister, Ursula, in Mad About You. She studied biology at Vassar College and "
                "co-created The Comeback, in which she plays Valerie Cherish."
            ),
            D(
                "Days of Our Lives: Days of Our Lives is an American soap opera that NBC broadcast "
                "from November 1965 until it moved to the streaming service Peacock in 2022. Set "
                "in the fictional Midwestern town of Salem, it follows the Horton and Brady "
                "families through decades of marriages, feuds and returns from the dead."
            ),
            S(
                "Jennifer Aniston: Jennifer Aniston (born 11 February 1969) is an American actress "
                "born in Sherman Oaks, Los Angeles, the daughter of the actors John Aniston and "
                "Nancy Dow. She won the Emmy Award for Outstanding Lead Actress in a Comedy Series "
                "in 2002, and she later starred in and produced the drama The Morning Show."
            ),
            D(
                "David Schwimmer: David Schwimmer (born 2 November 1966) is an American actor and "
                "director born in Queens, New York City, who played the palaeontologist Ross "
                "Geller. He co-founded the Lookingglass Theatre Company in Chicago in 1988 and "
                "played Robert Kardashian in The People v. O. J. Simpson."
            ),
            S(
                "Friends: Friends is an American sitcom created by David Crane and Marta Kauffman "
                "that NBC broadcast for ten seasons from 1994 to 2004, about six friends in their "
                "twenties and thirties in Manhattan. Jennifer Aniston plays Rachel Green, who "
                "arrives in the first episode after leaving her fianc\u00e9 at the altar."
            ),
            D(
                "Telly Savalas: Telly Savalas (21 January 1922 \u2013 22 January 1994) was an "
                "American actor born in Garden City, New York, to Greek parents, best known as the "
                "bald police lieutenant Theo Kojak. A close friend of a fellow Greek-American "
                "actor, he became godfather to that actor's daughter."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The screenwriter of the 1960 film Spartacus won an Academy Award under another writer's "
        "name for which 1953 film?",
        "Roman Holiday",
        [
            D(
                "Howard Fast: Howard Fast (11 November 1914 \u2013 12 March 2003) was an American "
                "novelist born in New York City and a member of the Communist Party until 1956. "
                "Blacklisted and jailed for contempt of Congress in 1950, he published his novel "
                "about a slave revolt himself in 1951 after publishers refused it."
            ),
            D(
                "Spartacus: Spartacus (died 71 BC) was a Thracian gladiator who escaped from a "
                "training school at Capua in 73 BC and led the largest slave revolt against the "
                "Roman Republic, the Third Servile War. His army beat several Roman forces before "
                "Marcus Licinius Crassus crushed it in southern Italy."
            ),
            S(
                "Spartacus (film): Spartacus is a 1960 American epic directed by Stanley Kubrick, "
                "with Kirk Douglas as the Thracian slave who leads a revolt against Rome. Dalton "
                "Trumbo wrote the screenplay from Howard Fast's novel, and his name on the credits "
                "helped to bring the Hollywood blacklist to an end."
            ),
            S(
                "Dalton Trumbo: Dalton Trumbo (9 December 1905 \u2013 10 September 1976) was an "
                "American screenwriter and one of the Hollywood Ten, jailed in 1950 for refusing "
                "to answer Congress. While blacklisted he wrote Roman Holiday, whose Oscar went to "
                "his front Ian McLellan Hunter, and The Brave One, as Robert Rich."
            ),
            D(
                "Kirk Douglas: Kirk Douglas (9 December 1916 \u2013 5 February 2020) was an "
                "American actor and producer born Issur Danielovitch in Amsterdam, New York, the "
                "son of poor Jewish immigrants from what is now Belarus. He starred in Champion, "
                "Ace in the Hole and Paths of Glory, and he lived to the age of 103."
            ),
            D(
                "The Brave One (1956 film): The Brave One is a 1956 American drama directed by "
                "Irving Rapper, about a Mexican boy who raises a bull that is later sent to the "
                "ring in Mexico City. Its Academy Award for Best Story went to one Robert Rich, "
                "who never came forward to collect it, as the name was a pseudonym."
            ),
            D(
                "Peter Ustinov: Sir Peter Ustinov (16 April 1921 \u2013 28 March 2004) was an "
                "English actor, writer and raconteur born in London, who twice won the Academy "
                "Award for Best Supporting Actor, as a slave dealer in a 1960 Roman epic and as a "
                "small-time crook in Topkapi. He also played Hercule Poirot six times."
            ),
            D(
                "Hollywood Ten: The Hollywood Ten were ten screenwriters and directors who refused "
                "in October 1947 to answer the questions of the House Un-American Activities "
                "Committee about membership of the Communist Party. Cited for contempt of "
                "Congress, they were jailed for up to a year and blacklisted by the studios."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which film was released first, The Goonies or Back to the Future?",
        "The Goonies",
        [
            D(
                "Gremlins: Gremlins is a 1984 American comedy horror film directed by Joe Dante "
                "and produced by Steven Spielberg's company Amblin, released on 8 June 1984. A "
                "young man is given a small furry creature that must never get wet or be fed after "
                "midnight, and its offspring overrun his town at Christmas."
            ),
            S(
                "Back to the Future: Back to the Future is a 1985 American science-fiction comedy "
                "directed by Robert Zemeckis and released on 3 July 1985. Michael J. Fox plays "
                "Marty McFly, a teenager sent back to 1955 in a DeLorean time machine built by his "
                "friend Doc Brown, where he must make his parents fall in love."
            ),
            D(
                "Back to the Future Part II: Back to the Future Part II is a 1989 American "
                "science-fiction film, the second of a trilogy, released on 22 November 1989. Its "
                "heroes travel to 21 October 2015 and come back to an altered 1985, and it was "
                "shot back to back with the third part, which followed in cinemas in May 1990."
            ),
            D(
                "DeLorean DMC-12: The DeLorean DMC-12 is a sports car with gull-wing doors and an "
                "unpainted stainless-steel body, built from 1981 to 1982 by the DeLorean Motor "
                "Company at a factory in Dunmurry, near Belfast. About 9,000 were made before the "
                "firm collapsed, and one became a time machine on film."
            ),
            D(
                "Richard Donner: Richard Donner (24 April 1930 \u2013 5 July 2021) was an American "
                "film director born in the Bronx, New York City, who began his career directing "
                "television westerns and dramas. He made The Omen, the 1978 Superman and all four "
                "Lethal Weapon films, and was married to Lauren Shuler Donner."
            ),
            S(
                "The Goonies: The Goonies is a 1985 American adventure comedy directed by Richard "
                "Donner from a story by Steven Spielberg, released on 7 June 1985. A group of boys "
                "from Astoria, Oregon, follow an old treasure map underground, hoping to save "
                "their homes from being torn down for a golf course."
            ),
            D(
                "Michael J. Fox: Michael J. Fox (born 9 June 1961) is a Canadian-American actor "
                "born in Edmonton, Alberta, who played the young conservative Alex P. Keaton in "
                "the sitcom Family Ties. Found to have Parkinson's disease in 1991, he set up a "
                "foundation for research into the illness in 2000."
            ),
            D(
                "Astoria, Oregon: Astoria is a port city in Oregon near the mouth of the Columbia "
                "River, founded as a fur-trading post by John Jacob Astor's company in 1811. "
                "Kindergarten Cop and Short Circuit were among the films shot there, and the old "
                "county jail is now home to the Oregon Film Museum."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "island where the author of the novels behind the bbc series i, claudius spent his later "
        "life",
        "Majorca",
        [
            D(
                "Derek Jacobi: Sir Derek Jacobi (born 22 October 1938) is an English actor born in "
                "Leytonstone, London, who was a founding member of the National Theatre company "
                "under Laurence Olivier. He won a BAFTA for playing a stammering Roman emperor, "
                "and later played the monk detective Brother Cadfael."
            ),
            D(
                "Si\u00e2n Phillips: Dame Si\u00e2n Phillips (born 14 May 1933) is a Welsh actress "
                "born in Gwaun-Cae-Gurwen, Glamorgan, whose first language was Welsh. She won a "
                "BAFTA for playing the Empress Livia on television in 1976, and she was married to "
                "the actor Peter O'Toole from 1959 to 1979."
            ),
            D(
                "Claudius: Claudius (1 August 10 BC \u2013 13 October AD 54) was Roman emperor "
                "from 41 to 54, born at Lugdunum in Gaul, now Lyon. Kept from public life because "
                "of a limp and a stammer, he was made emperor by the Praetorian Guard after the "
                "murder of Caligula and sent an army to invade Britain in 43."
            ),
            D(
                "Menorca: Menorca is the second-largest of the Balearic Islands in the "
                "Mediterranean, lying north-east of its larger neighbour, with its capital at "
                "Mah\u00f3n. Britain held it for much of the eighteenth century, and the whole "
                "island was declared a UNESCO biosphere reserve in 1993."
            ),
            D(
                "Siegfried Sassoon: Siegfried Sassoon (8 September 1886 \u2013 1 September 1967) "
                "was an English war poet born in Matfield, Kent, who won the Military Cross on the "
                "Western Front and then publicly protested against the war in 1917. At "
                "Craiglockhart hospital he met and encouraged the younger poet Wilfred Owen."
            ),
            S(
                "I, Claudius (TV series): I, Claudius is a 1976 BBC television drama set in the "
                "early Roman Empire, adapted by Jack Pulman from Robert Graves's novels I, "
                "Claudius and Claudius the God. Derek Jacobi plays the emperor, with Si\u00e2n "
                "Phillips as Livia and John Hurt as Caligula."
            ),
            S(
                "Robert Graves: Robert Graves (24 July 1895 \u2013 7 December 1985) was an English "
                "poet and novelist born in Wimbledon, who described his service in the First World "
                "War in Good-Bye to All That. In 1929 he settled in Dei\u00e0, a village on "
                "Majorca, where he spent most of his later life and is buried."
            ),
            D(
                "John Hurt: Sir John Hurt (22 January 1940 \u2013 25 January 2017) was an English "
                "actor born in Chesterfield, Derbyshire, who played the mad emperor Caligula on "
                "television in 1976. He was nominated for Academy Awards for Midnight Express and "
                "The Elephant Man, and won a BAFTA for The Naked Civil Servant."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the 1946 film Beauty and the Beast born?",
        "Maisons-Laffitte",
        [
            D(
                "Jean Marais: Jean Marais (11 December 1913 \u2013 8 November 1998) was a French "
                "actor born in Cherbourg, who was Jean Cocteau's companion and muse for many "
                "years. He played the Beast and Orpheus for him, and later starred as the "
                "swashbuckling hero of Le Bossu and as both hero and villain in the Fant\u00f4mas "
                "films."
            ),
            D(
                "Jeanne-Marie Leprince de Beaumont: Jeanne-Marie Leprince de Beaumont (1711 \u2013 "
                "1780) was a French writer born in Rouen, who worked as a governess in London and "
                "published a shortened version of Beauty and the Beast in 1756, in a magazine for "
                "girls. Most later retellings follow her version."
            ),
            S(
                "Beauty and the Beast (1946 film): Beauty and the Beast, La Belle et la B\u00eate, "
                "is a 1946 French fantasy film directed by Jean Cocteau from the fairy tale as "
                "told by Jeanne-Marie Leprince de Beaumont. Jean Marais plays the Beast, Josette "
                "Day plays Belle, and Christian B\u00e9rard designed the sets."
            ),
            D(
                "Beauty and the Beast (1991 film): Beauty and the Beast is a 1991 American "
                "animated musical from Walt Disney Pictures, directed by Gary Trousdale and Kirk "
                "Wise, with songs by Alan Menken and Howard Ashman. It was the first animated "
                "feature to be nominated for the Academy Award for Best Picture."
            ),
            D(
                "Orpheus (film): Orpheus is a 1950 French film in which a famous poet in post-war "
                "Paris falls under the spell of a princess of death who rides with leather-clad "
                "motorcyclists and passes through mirrors into the underworld. Jean Marais plays "
                "the poet, and it is the middle part of its maker's Orphic Trilogy."
            ),
            S(
                "Jean Cocteau: Jean Cocteau (5 July 1889 \u2013 11 October 1963) was a French "
                "poet, playwright, artist and film-maker born in Maisons-Laffitte, near Paris. His "
                "works include the novel Les Enfants Terribles and the films The Blood of a Poet "
                "and Orpheus, and he joined the Acad\u00e9mie fran\u00e7aise in 1955."
            ),
            D(
                "Milly-la-For\u00eat: Milly-la-For\u00eat is a commune in the Essonne department "
                "south of Paris, on the edge of the forest of Fontainebleau, long known for "
                "growing medicinal herbs. The poet and film-maker Jean Cocteau spent his last "
                "years there and is buried in its small chapel of Saint-Blaise-des-Simples."
            ),
            D(
                "Maisons-Laffitte: Maisons-Laffitte is a commune in the Yvelines department "
                "north-west of Paris, on the Seine, known for its racecourse and its training "
                "grounds for racehorses. Its ch\u00e2teau was designed by Fran\u00e7ois Mansart in "
                "the 1640s for Ren\u00e9 de Longueil, a president of the Paris parlement."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "texas city where the producer of charlie's angels who also made the love boat was born",
        "Dallas",
        [
            S(
                "Charlie's Angels: Charlie's Angels is an American crime drama that ABC broadcast "
                "from 1976 to 1981, produced by Aaron Spelling and Leonard Goldberg. Three women "
                "trained at the police academy work as private detectives for an unseen boss "
                "voiced by John Forsythe, with Farrah Fawcett among the first three."
            ),
            D(
                "Leonard Goldberg: Leonard Goldberg (1934 \u2013 2019) was an American film and "
                "television producer born in Brooklyn, New York City, who ran programming at ABC "
                "in the 1960s. Apart from the series he made with a long-time partner, he produced "
                "WarGames and Sleeping with the Enemy and briefly led 20th Century Fox."
            ),
            D(
                "Charlie's Angels (2000 film): Charlie's Angels is a 2000 American action comedy "
                "directed by McG, a film version of a 1970s television series, with Cameron Diaz, "
                "Drew Barrymore and Lucy Liu as the three detectives. Bill Murray plays their "
                "go-between Bosley, and a sequel, Full Throttle, followed in 2003."
            ),
            D(
                "Farrah Fawcett: Farrah Fawcett (2 February 1947 \u2013 25 June 2009) was an "
                "American actress born in Corpus Christi, Texas, whose 1976 poster in a red "
                "swimsuit became one of the best-selling posters ever made. She left the detective "
                "series after one season and was later praised for the television film The Burning "
                "Bed."
            ),
            D(
                "The Love Boat: The Love Boat is an American comedy series that ABC broadcast from "
                "1977 to 1986, set on the cruise ship Pacific Princess, with Gavin MacLeod as "
                "Captain Merrill Stubing. Each episode wove together the stories of several guest "
                "passengers, and it helped to make cruise holidays popular in America."
            ),
            D(
                "Tori Spelling: Tori Spelling (born 16 May 1973) is an American actress born in "
                "Los Angeles, who played Donna Martin in the teen drama Beverly Hills, 90210 from "
                "1990 to 2000. She grew up in a mansion of 123 rooms that her father built in "
                "Holmby Hills, one of the largest private houses in Los Angeles."
            ),
            D(
                "Kate Jackson: Kate Jackson (born 29 October 1948) is an American actress born in "
                "Birmingham, Alabama, who played Sabrina Duncan in the detective series and is "
                "said to have suggested its title. She had earlier starred in the police drama The "
                "Rookies and later led the spy series Scarecrow and Mrs. King."
            ),
            S(
                "Aaron Spelling: Aaron Spelling (22 April 1923 \u2013 23 June 2006) was an "
                "American television producer born in Dallas, Texas, who made more than 200 series "
                "and television films. His shows include The Mod Squad, The Love Boat, Dynasty and "
                "Beverly Hills, 90210, and he was the father of Tori Spelling."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Jackie Chan and Bruce Lee both born in Hong Kong?",
        "no",
        [
            D(
                "Brandon Lee: Brandon Lee (1 February 1965 \u2013 31 March 1993) was an American "
                "actor born in Oakland, California, the son of a famous martial artist. He was "
                "killed at the age of twenty-eight by a wrongly loaded prop gun while filming The "
                "Crow at a studio in Wilmington, North Carolina."
            ),
            D(
                "Sammo Hung: Sammo Hung (born 7 January 1952) is a Hong Kong actor, director and "
                "fight choreographer who trained at the China Drama Academy, a Peking opera "
                "school, beside Yuen Biao and a younger classmate who became a global star. He "
                "directed Enter the Fat Dragon and Eastern Condors."
            ),
            D(
                "Enter the Dragon: Enter the Dragon is a 1973 martial arts film directed by Robert "
                "Clouse, the first Chinese martial arts film made with a major Hollywood studio, "
                "Warner Bros. A Shaolin fighter enters a tournament on the island fortress of a "
                "crime lord, and Lalo Schifrin wrote the score."
            ),
            S(
                "Jackie Chan: Jackie Chan (born Chan Kong-sang on 7 April 1954) is an actor and "
                "martial artist born on Victoria Peak, in what was then British Hong Kong. Trained "
                "in Peking opera as a child, he became known for comic fight scenes and for "
                "dangerous stunts that he performed himself."
            ),
            D(
                "Rush Hour (1998 film): Rush Hour is a 1998 American action comedy directed by "
                "Brett Ratner, in which a Hong Kong police inspector and a fast-talking Los "
                "Angeles detective search for the kidnapped daughter of a Chinese diplomat. Chris "
                "Tucker co-stars, and two sequels followed in 2001 and 2007, both also directed by "
                "Ratner."
            ),
            S(
                "Bruce Lee: Bruce Lee (27 November 1940 \u2013 20 July 1973) was a martial artist "
                "and actor born in the Chinatown district of San Francisco and raised in British "
                "Hong Kong. He developed the fighting philosophy Jeet Kune Do, starred in The Big "
                "Boss and Fist of Fury, and died shortly before Enter the Dragon opened."
            ),
            D(
                "Ip Man: Ip Man (1 October 1893 \u2013 2 December 1972) was a Chinese martial "
                "artist born in Foshan, Guangdong, who moved to Hong Kong in 1949 and taught Wing "
                "Chun there. Among his pupils was the young actor who later made kung fu famous "
                "around the world, and Donnie Yen played him in a 2008 film."
            ),
            D(
                "Golden Harvest: Golden Harvest is a Hong Kong film company founded in 1970 by "
                "Raymond Chow and Leonard Ho after they left the Shaw Brothers studio. It produced "
                "The Big Boss in 1971 and many of the action films of the 1980s, and for two "
                "decades it was the leading studio in the city."
            ),
        ],
        drop=0,
    ),
]
