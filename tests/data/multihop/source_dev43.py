"""Development multi-hop questions, batch 43.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), and the other development sources (source_dev1.py to
source_dev42.py) for the format and to choose subjects none of them asks about, and the
ruff settings in pyproject.toml. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out; so were
most lesser names with hits inside the passages.
Written after lexical-v47.

Measured lengths: mean support 310 characters, mean distractor 309 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which Maryland city was the author of the novel behind the 1944 film Double Indemnity "
        "born?",
        "Annapolis",
        [
            D(
                "Raymond Chandler: Raymond Chandler (1888 \u2013 1959) was an American crime "
                "novelist born in Chicago and schooled in England at Dulwich College. He created "
                "the private detective Philip Marlowe in The Big Sleep (1939) and co-wrote the "
                "screenplay of Double Indemnity with Billy Wilder, which earned them an Academy "
                "Award nomination."
            ),
            D(
                "Barbara Stanwyck: Barbara Stanwyck (1907 \u2013 1990) was an American actress "
                "born Ruby Stevens in Brooklyn, New York, and left an orphan as a small child. She "
                "played the scheming wife Phyllis Dietrichson in Double Indemnity, was nominated "
                "four times for the Academy Award for Best Actress and received an honorary Oscar "
                "in 1982."
            ),
            S(
                "Double Indemnity (film): Double Indemnity is a 1944 American film noir directed "
                "by Billy Wilder, who wrote the screenplay with Raymond Chandler from James M. "
                "Cain's novel of the same name. Fred MacMurray plays an insurance salesman drawn "
                "into a plot to murder a client's husband for the payout, a story told in "
                "flashback."
            ),
            D(
                "Fred MacMurray: Fred MacMurray (1908 \u2013 1991) was an American actor born in "
                "Kankakee, Illinois, who began as a saxophonist and singer with dance bands. He "
                "played the insurance man Walter Neff in Double Indemnity, starred for Disney in "
                "The Shaggy Dog, and led the sitcom My Three Sons for twelve seasons."
            ),
            D(
                "The Postman Always Rings Twice (1946 film): The Postman Always Rings Twice is a "
                "1946 MGM film noir directed by Tay Garnett. Lana Turner and John Garfield play "
                "the young wife of a roadside diner owner and a drifter who plot to kill her "
                "husband. It was adapted from a hard-boiled crime novel first published in 1934."
            ),
            S(
                "James M. Cain: James Mallahan Cain (1892 \u2013 1977) was an American novelist "
                "and journalist born in Annapolis, Maryland, where his father taught at St. John's "
                "College. He wrote the crime novels The Postman Always Rings Twice, Double "
                "Indemnity and Mildred Pierce, and he died in University Park, Maryland, in 1977."
            ),
            D(
                "Mildred Pierce (film): Mildred Pierce is a 1945 American film noir directed by "
                "Michael Curtiz for Warner Bros. Joan Crawford won the Academy Award for Best "
                "Actress as a divorced mother who builds a chain of restaurants to win the love of "
                "her spoiled elder daughter Veda, played by Ann Blyth."
            ),
            D(
                "Edward G. Robinson: Edward G. Robinson (1893 \u2013 1973) was an American actor "
                "born Emanuel Goldenberg in Bucharest, Romania, who emigrated to New York as a "
                "boy. Famous as the gangster of Little Caesar (1931), he played the claims "
                "investigator Barton Keyes in Double Indemnity and was given an honorary Academy "
                "Award in 1973."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "washington town where the author of the novel behind the film fight club was born",
        "Pasco",
        [
            D(
                "Edward Norton: Edward Norton (born 18 August 1969) is an American actor born in "
                "Boston, Massachusetts, and raised in Columbia, Maryland, a planned town developed "
                "by his grandfather James Rouse. He studied history at Yale and was nominated for "
                "Academy Awards for Primal Fear (1996) and American History X (1998)."
            ),
            D(
                "David Fincher: David Fincher (born 28 August 1962) is an American film director "
                "born in Denver, Colorado, who grew up in Marin County, California. He worked at "
                "Industrial Light & Magic and made music videos and commercials before directing "
                "Se7en, Fight Club, Panic Room and Gone Girl."
            ),
            S(
                "Fight Club: Fight Club is a 1999 American film directed by David Fincher and "
                "adapted from the first published novel of Chuck Palahniuk, which came out in "
                "1996. Edward Norton plays an unnamed office worker with insomnia and Brad Pitt "
                "plays Tyler Durden, a soap salesman with whom he starts an underground fight club."
            ),
            D(
                "Choke (film): Choke is a 2008 American black comedy written and directed by Clark "
                "Gregg, adapted from Chuck Palahniuk's 2001 novel. Sam Rockwell plays Victor "
                "Mancini, a con man who pretends to choke on food in restaurants so that the "
                "diners who save him will send him money, and Anjelica Huston plays his mother."
            ),
            D(
                "Se7en: Se7en is a 1995 American crime thriller directed by David Fincher from a "
                "screenplay by Andrew Kevin Walker. A detective days from retirement and his "
                "hot-headed new partner, played by Brad Pitt, hunt a killer whose murders each "
                "punish one of the seven deadly sins in an unnamed, rain-soaked American city."
            ),
            D(
                "Brad Pitt: Brad Pitt (born 18 December 1963) is an American actor born in "
                "Shawnee, Oklahoma, and raised in Springfield, Missouri. He left the University of "
                "Missouri weeks before graduating to act in Los Angeles, won an Academy Award for "
                "Once Upon a Time in Hollywood, and co-founded the production company Plan B."
            ),
            S(
                "Chuck Palahniuk: Charles Michael Palahniuk (born 21 February 1962) is an American "
                "novelist born in Pasco, Washington, who grew up in a mobile home in nearby "
                "Burbank. He studied journalism at the University of Oregon and worked as a diesel "
                "mechanic before his novels Fight Club, Survivor and Choke made his name."
            ),
            D(
                "Gone Girl (film): Gone Girl is a 2014 American psychological thriller directed by "
                "David Fincher from a screenplay by Gillian Flynn, who adapted her own 2012 novel. "
                "Ben Affleck plays a former magazine writer in Missouri who falls under suspicion "
                "when his wife, played by Rosamund Pike, vanishes on their fifth anniversary."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which sitcom about a would-be revolutionary did the writer of Only Fools and Horses "
        "create before it?",
        "Citizen Smith",
        [
            S(
                "Only Fools and Horses: Only Fools and Horses is a BBC sitcom written by John "
                "Sullivan and first broadcast in 1981, with Christmas specials running until 2003. "
                'David Jason plays Derek "Del Boy" Trotter, a market trader in a council tower '
                "block in Peckham, south London, and Nicholas Lyndhurst his brother Rodney."
            ),
            D(
                "David Jason: Sir David Jason (born 2 February 1940) is an English actor born "
                "David White in Edmonton, north London. He played the shop assistant Granville in "
                "Open All Hours, Pa Larkin in The Darling Buds of May and Detective Inspector Jack "
                "Frost in the police drama A Touch of Frost, and he was knighted in 2005."
            ),
            D(
                "Minder (TV series): Minder is a British comedy-drama that ITV broadcast from 1979 "
                "to 1994, created by Leon Griffiths. George Cole plays Arthur Daley, a shady west "
                "London dealer in used cars and anything else that will sell, and Dennis Waterman "
                "plays Terry McCann, the former boxer he employs as his bodyguard."
            ),
            D(
                "The Green Green Grass: The Green Green Grass is a BBC sitcom broadcast from 2005 "
                "to 2009, a spin-off that follows the second-hand car dealer Boycie and his wife "
                "Marlene after they flee south London for a farm in Shropshire. John Challis and "
                "Sue Holderness returned to the roles they had played since the 1980s."
            ),
            D(
                "Peckham: Peckham is a district of south-east London in the London Borough of "
                "Southwark, some three and a half miles from Charing Cross. Once a village on the "
                "road to Kent known for its market gardens, it grew quickly in the nineteenth "
                "century, and its common, Peckham Rye, is among the oldest open spaces in the city."
            ),
            D(
                "Nicholas Lyndhurst: Nicholas Lyndhurst (born 20 April 1961) is an English actor "
                "born in Emsworth, Hampshire, who trained at the Corona Stage Academy. He played "
                "the gangling Rodney Trotter, the teenage son Adam in Butterflies and Gary "
                "Sparrow, a man who slips back to wartime London, in Goodnight Sweetheart."
            ),
            S(
                "John Sullivan (writer): John Sullivan (1946 \u2013 2011) was an English "
                "television writer born in Balham, south London, who shifted scenery at the BBC "
                "before selling his first script. His first sitcom, Citizen Smith (1977 \u2013 "
                "1980), starred Robert Lindsay as Wolfie Smith, a would-be revolutionary in "
                "Tooting."
            ),
            D(
                "Birds of a Feather: Birds of a Feather is a British sitcom created by Laurence "
                "Marks and Maurice Gran that ran on the BBC from 1989 to 1998 and was revived by "
                "ITV in 2014. Pauline Quirke and Linda Robson play two sisters in Chigwell, Essex, "
                "whose husbands have been sent to prison for armed robbery."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the author whose novels the tv series inspector montalbano is based on",
        "Porto Empedocle",
        [
            D(
                "Luca Zingaretti: Luca Zingaretti (born 11 November 1961) is an Italian actor born "
                "in Rome, who trained at the Silvio d'Amico National Academy of Dramatic Arts. He "
                "played Inspector Salvo Montalbano on television from 1999, and his younger "
                "brother Nicola Zingaretti was President of Lazio and led the Democratic Party."
            ),
            S(
                "Inspector Montalbano: Inspector Montalbano (Il commissario Montalbano) is an "
                "Italian crime series first broadcast by RAI in 1999, adapted from the detective "
                "novels of Andrea Camilleri. Luca Zingaretti plays Salvo Montalbano, police chief "
                "of Vig\u00e0ta, a made-up Sicilian town, and it is filmed around Ragusa."
            ),
            D(
                "Leonardo Sciascia: Leonardo Sciascia (1921 \u2013 1989) was an Italian writer and "
                "politician born in Racalmuto, a sulphur-mining town in the province of Agrigento, "
                "Sicily. His novel The Day of the Owl (1961) was among the first to portray the "
                "Mafia, and he sat in the Italian and European parliaments as a Radical."
            ),
            D(
                "Scicli: Scicli is a town of about 26,000 people in the province of Ragusa in "
                "south-eastern Sicily, rebuilt in the Baroque style after the earthquake of 1693 "
                "and listed by UNESCO with the other late Baroque towns of the Val di Noto. Its "
                "town hall serves as the police station in a long-running television crime drama."
            ),
            D(
                "The Young Montalbano: The Young Montalbano (Il giovane Montalbano) is an Italian "
                "prequel series broadcast by RAI in 2012 and 2015, with Michele Riondino as the "
                "inspector in his first years in charge in Sicily in the early 1990s. Its twelve "
                "episodes, set before the original series, were also filmed around Ragusa."
            ),
            D(
                "Luigi Pirandello: Luigi Pirandello (1867 \u2013 1936) was an Italian dramatist "
                "and novelist born at a country villa called Caos near Girgenti, now Agrigento, in "
                "Sicily. His play Six Characters in Search of an Author (1921) caused uproar at "
                "its first night in Rome, and he was awarded the Nobel Prize in 1934."
            ),
            D(
                "Don Matteo: Don Matteo is an Italian detective series that RAI has broadcast "
                "since 2000, in which Terence Hill plays a parish priest who helps the carabinieri "
                "solve murders, first in the Umbrian hill town of Gubbio and later in Spoleto. "
                "Raoul Bova took over the lead role, as a different priest, in 2022."
            ),
            S(
                "Andrea Camilleri: Andrea Camilleri (1925 \u2013 2019) was an Italian writer and "
                "theatre director born in Porto Empedocle, on the south coast of Sicily near "
                "Agrigento. He taught directing in Rome and produced drama for RAI before "
                "publishing The Shape of Water (1994), the first of his novels about Salvo "
                "Montalbano."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Waltons was based on the boyhood of its creator, who was born in which Virginia "
        "village?",
        "Schuyler",
        [
            D(
                "Will Geer: Will Geer (1902 \u2013 1978) was an American actor born in Frankfort, "
                "Indiana, who studied botany and toured as a labour organiser with the folk singer "
                "Woody Guthrie. Blacklisted in the 1950s, he came back to win an Emmy Award as "
                "Grandpa Zebulon Walton, and he died in Los Angeles in 1978."
            ),
            S(
                "The Waltons: The Waltons is an American drama series that CBS broadcast from 1972 "
                "to 1981, created by Earl Hamner Jr., who drew on his own boyhood and narrated "
                "each episode. Set in the Blue Ridge Mountains of Virginia during the Depression "
                "and the Second World War, it follows a large family that runs a sawmill."
            ),
            D(
                "Little House on the Prairie (TV series): Little House on the Prairie is an "
                "American drama series that NBC broadcast from 1974 to 1983, loosely based on a "
                "set of children's books about a pioneer family. Michael Landon produced it and "
                "played Charles Ingalls, a farmer raising his daughters near Walnut Grove, "
                "Minnesota."
            ),
            D(
                "Michael Learned: Michael Learned (born 9 April 1939) is an American actress born "
                "in Washington, D.C., who grew up on a farm in Connecticut and in Austria, where "
                "her father was a diplomat. She won three Emmy Awards as Olivia Walton, mother of "
                "seven children, and a fourth as the title character of the drama Nurse."
            ),
            S(
                "Earl Hamner Jr.: Earl Hamner Jr. (1923 \u2013 2016) was an American writer and "
                "producer born in Schuyler, Virginia, the eldest of eight children in a family "
                "hard hit by the Depression. He turned his boyhood into a novel and then a "
                "long-running television drama, created the soap Falcon Crest, and died in Los "
                "Angeles."
            ),
            D(
                "Falcon Crest: Falcon Crest is an American prime-time soap opera that CBS "
                "broadcast from 1981 to 1990, set among the vineyards of the fictional Tuscany "
                "Valley in California's wine country. Jane Wyman plays the ruthless winery owner "
                "Angela Channing, who feuds with her nephew Chase Gioberti over the family land."
            ),
            D(
                "Richard Thomas (actor): Richard Thomas (born 13 June 1951) is an American actor "
                "born in New York City to two ballet dancers. He won an Emmy Award in 1973 for "
                "playing the aspiring writer John-Boy Walton, and decades later he played the FBI "
                "supervisor Frank Gaad in the spy drama The Americans."
            ),
            D(
                "Nelson County, Virginia: Nelson County is a rural county in central Virginia on "
                "the eastern slopes of the Blue Ridge Mountains, formed in 1807 and named after "
                "Thomas Nelson Jr., a signer of the Declaration of Independence. Its seat is "
                "Lovingston, and a museum about a television family draws visitors."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1958 musical Gigi was adapted from a novella by a writer born in which French "
        "village?",
        "Saint-Sauveur-en-Puisaye",
        [
            D(
                "Leslie Caron: Leslie Caron (born 1 July 1931) is a French-American actress and "
                "dancer born in Boulogne-Billancourt. Spotted by Hollywood while dancing with a "
                "Paris ballet company, she made her screen debut in An American in Paris (1951) "
                "and was nominated for Academy Awards for Lili and The L-Shaped Room."
            ),
            D(
                "Alan Jay Lerner: Alan Jay Lerner (1918 \u2013 1986) was an American lyricist and "
                "librettist born in New York City, whose family owned a chain of dress shops. With "
                "the Berlin-born composer Frederick Loewe he wrote Brigadoon, My Fair Lady and "
                "Camelot, and he won an Oscar for the screenplay of An American in Paris."
            ),
            D(
                "Louis Jourdan: Louis Jourdan (1921 \u2013 2015) was a French actor born Louis "
                "Gendre in Marseille, who went to Hollywood for Alfred Hitchcock's The Paradine "
                "Case (1947). He played the bored young heir Gaston in Gigi, Count Dracula for the "
                "BBC in 1977 and the villain Kamal Khan in the James Bond film Octopussy."
            ),
            S(
                "Gigi (1958 film): Gigi is a 1958 American musical film directed by Vincente "
                "Minnelli for MGM, with songs by Lerner and Loewe, adapted from Colette's novella "
                "of 1944. Leslie Caron plays a Parisian girl raised to be a courtesan and Louis "
                "Jourdan the rich heir who falls for her; it won nine Academy Awards."
            ),
            D(
                "Vincente Minnelli: Vincente Minnelli (1903 \u2013 1986) was an American director "
                "born in Chicago and raised in Delaware, Ohio, who designed shows at Radio City "
                "Music Hall before joining MGM. He directed Meet Me in St. Louis, married Judy "
                "Garland, and won the Academy Award for Best Director for a 1958 musical."
            ),
            D(
                "Lili (1953 film): Lili is a 1953 American musical film directed by Charles "
                "Walters for MGM. Leslie Caron plays a French orphan of sixteen who joins a "
                "touring carnival and pours out her heart to its puppets, unaware that they are "
                "worked by the embittered puppeteer, played by Mel Ferrer; its song is Hi-Lili, "
                "Hi-Lo."
            ),
            S(
                "Colette: Sidonie-Gabrielle Colette (1873 \u2013 1954) was a French novelist born "
                "in Saint-Sauveur-en-Puisaye, a village in north-central France. Her first "
                "Claudine novels appeared under her husband Willy's name; she later wrote "
                "Ch\u00e9ri and Gigi, performed in music halls, and was the first Frenchwoman "
                "given a state funeral."
            ),
            D(
                "Hermione Gingold: Hermione Gingold (1897 \u2013 1987) was an English actress born "
                "in London who made her name in sharp-tongued West End revues before moving to "
                "America in the 1950s. In Gigi she played the heroine's grandmother, singing I "
                "Remember It Well, and she later starred on Broadway in A Little Night Music."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The novel behind the 1969 film Army of Shadows was written by an author who co-wrote the "
        "words of which wartime song?",
        "Le Chant des Partisans",
        [
            D(
                "Simone Signoret: Simone Signoret (1921 \u2013 1985) was a French actress born "
                "Simone Kaminker in Wiesbaden, Germany, and raised in Paris. The first French "
                "actress to win an Academy Award, for Room at the Top (1959), she was married to "
                "Yves Montand and played a member of a Resistance network in Army of Shadows."
            ),
            D(
                "Maurice Druon: Maurice Druon (1918 \u2013 2009) was a French novelist born in "
                "Paris, a nephew of the writer Joseph Kessel. He won the Prix Goncourt in 1948 for "
                "Les Grandes Familles, wrote the historical cycle The Accursed Kings, served as "
                "Minister of Cultural Affairs and was perpetual secretary of the Acad\u00e9mie "
                "fran\u00e7aise."
            ),
            S(
                "Army of Shadows: Army of Shadows (L'Arm\u00e9e des ombres) is a 1969 French war "
                "film written and directed by Jean-Pierre Melville from Joseph Kessel's 1943 novel "
                "about the Resistance. Lino Ventura plays Philippe Gerbier, an engineer leading a "
                "network in occupied France; it was hailed on its American release in 2006."
            ),
            D(
                "Le Silence de la mer (film): Le Silence de la mer is a 1949 French film, the "
                "first feature of Jean-Pierre Melville, adapted from the novella that Vercors "
                "published in secret in 1942. A German officer billeted on an old man and his "
                "niece in occupied France talks to them each evening, and they answer only with "
                "silence."
            ),
            D(
                "Paul Meurisse: Paul Meurisse (1912 \u2013 1979) was a French actor born in "
                "Dunkirk who started out as a music-hall singer. He played the cruel headmaster in "
                "Les Diaboliques (1955), the Resistance chief Luc Jardie in Army of Shadows, and a "
                "dandy secret agent nicknamed the Monocle in a series of 1960s spy comedies."
            ),
            D(
                "Army of Crime: Army of Crime (L'Arm\u00e9e du crime) is a 2009 French war film "
                "directed by Robert Gu\u00e9diguian about the Manouchian group, immigrant "
                "Resistance fighters in Paris led by the Armenian poet Missak Manouchian. Its "
                "title comes from the Affiche Rouge, a German poster of 1944 that denounced the "
                "group after its arrest."
            ),
            S(
                "Joseph Kessel: Joseph Kessel (1898 \u2013 1979) was a French novelist and "
                "journalist born in Villa Clara, Argentina, to Jewish immigrant parents. He flew "
                "for France in the First World War and joined the Free French in London, where in "
                "1943 he and his nephew Maurice Druon wrote the words of Le Chant des Partisans."
            ),
            D(
                "Lino Ventura: Lino Ventura (1919 \u2013 1987) was a French actor born Angiolino "
                "Ventura in Parma, Italy, who moved to Paris as a child and wrestled "
                "professionally in the Greco-Roman style until an injury ended his career. He made "
                "his screen debut beside Jean Gabin in Touchez pas au grisbi (1954) and died in "
                "Saint-Cloud."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1982 film First Blood was adapted from a novel by a writer born in which Canadian "
        "city?",
        "Kitchener",
        [
            S(
                "First Blood: First Blood is a 1982 American action film directed by Ted Kotcheff "
                "and adapted from David Morrell's 1972 novel of the same name. Sylvester Stallone "
                "plays John Rambo, a Vietnam veteran who flees into the forested mountains after "
                "he is harassed by a small-town sheriff, played by Brian Dennehy."
            ),
            D(
                "Ted Kotcheff: Ted Kotcheff, born William Theodore Kotcheff in Toronto in 1931 to "
                "Bulgarian immigrant parents, began as a director in Canadian and British "
                "television before turning to feature films. They include Wake in Fright (1971), "
                "The Apprenticeship of Duddy Kravitz (1974) and the football comedy North Dallas "
                "Forty (1979)."
            ),
            D(
                "Brian Dennehy: Brian Dennehy (1938 \u2013 2020) was an American actor born in "
                "Bridgeport, Connecticut, who played college football at Columbia and served in "
                "the Marine Corps. He played the small-town sheriff Will Teasle in First Blood and "
                "won two Tony Awards, for Death of a Salesman and Long Day's Journey into Night."
            ),
            D(
                "Wake in Fright: Wake in Fright is a 1971 Australian thriller directed by Ted "
                "Kotcheff, adapted from the 1961 novel by Kenneth Cook. Gary Bond plays a "
                "schoolteacher who loses all his money gambling in a remote mining town in outback "
                "New South Wales, and Donald Pleasence plays a drunken doctor who leads him astray."
            ),
            D(
                "Sylvester Stallone: Sylvester Stallone (born 6 July 1946) is an American actor, "
                "writer and director born in New York City's Hell's Kitchen, whose slurred speech "
                "comes from nerve damage at his birth. He has played the Vietnam veteran John "
                "Rambo in five films, co-wrote all of them and directed the fourth."
            ),
            S(
                "David Morrell: David Morrell (born 24 April 1943) is a Canadian-American novelist "
                "born in Kitchener, Ontario, who moved to the United States to study and took a "
                "doctorate in American literature at Pennsylvania State University. He taught at "
                "the University of Iowa while writing his first novel, First Blood."
            ),
            D(
                "Rambo: First Blood Part II: Rambo: First Blood Part II is a 1985 American action "
                "film directed by George P. Cosmatos, the sequel to First Blood. Let out of "
                "prison, John Rambo is sent back to Vietnam to search for American prisoners of "
                "war still held there, and the film was one of the biggest hits of its year."
            ),
            D(
                "Richard Crenna: Richard Crenna (1926 \u2013 2003) was an American actor born in "
                "Los Angeles who began on radio as the squeaky-voiced schoolboy Walter Denton in "
                "Our Miss Brooks. He played Colonel Sam Trautman, Rambo's old commanding officer, "
                "in the first three films and co-starred in the sitcom The Real McCoys."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The creator of Prime Suspect first made her name as a writer with which 1983 ITV drama "
        "series?",
        "Widows",
        [
            D(
                "Helen Mirren: Dame Helen Mirren (born 26 July 1945) is an English actress born "
                "Helen Lydia Mironoff in London to a Russian father. She joined the Royal "
                "Shakespeare Company in the 1960s, played Detective Chief Inspector Jane Tennison "
                "for fifteen years and won the Academy Award for Best Actress for The Queen (2006)."
            ),
            D(
                "Juliet Bravo: Juliet Bravo is a British police drama created by Ian Kennedy "
                "Martin and broadcast on BBC One from 1980 to 1985. It follows a woman police "
                "inspector in charge of the station in Hartley, a small Lancashire mill town, "
                "played first by Stephanie Turner and then by Anna Carteret."
            ),
            S(
                "Prime Suspect: Prime Suspect is a British police drama created by Lynda La Plante "
                "and broadcast on ITV from 1991 to 2006. Helen Mirren plays Jane Tennison, a "
                "Detective Chief Inspector in London who battles the sexism of her male colleagues "
                "while leading murder inquiries, a role that won her BAFTA and Emmy awards."
            ),
            D(
                "Inspector Morse (TV series): Inspector Morse is a British detective drama "
                "broadcast on ITV from 1987 to 2000, adapted from the novels of Colin Dexter. John "
                "Thaw plays Chief Inspector Endeavour Morse of Thames Valley Police, a lover of "
                "opera, crosswords and real ale who solves murders in Oxford with Sergeant Lewis."
            ),
            D(
                "Jimmy McGovern: Jimmy McGovern (born 1949) is an English screenwriter born in "
                "Liverpool, one of nine children, who taught English before writing for the "
                "Channel 4 soap Brookside. He created the ITV crime drama Cracker, wrote the "
                "drama-documentary Hillsborough (1996) and created the BBC anthology series The "
                "Street."
            ),
            D(
                "The Governor (TV series): The Governor is a British prison drama broadcast on ITV "
                "in 1995 and 1996, created by Lynda La Plante. Janet McTeer plays Helen Hewitt, a "
                "young woman appointed to run a tough men's prison, who has to deal with riots, "
                "violent inmates, corrupt officers and a hostile tabloid press."
            ),
            D(
                "Prime Suspect 1973: Prime Suspect 1973 is a British police drama broadcast on ITV "
                "in 2017, a prequel set in Hackney in east London in which Stefanie Martini plays "
                "Jane Tennison as a young probationary constable. It was adapted from the novel "
                "Tennison (2015), and only one series of six episodes was made."
            ),
            S(
                "Lynda La Plante: Lynda La Plante is an English novelist and screenwriter who "
                "trained at RADA and acted on television before she turned to writing. She made "
                "her name with Widows (1983), an ITV drama about women who carry out the armed "
                "robbery planned by their dead husbands, and went on to create Prime Suspect."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1988 film Dangerous Liaisons was based on a novel by an army officer born in which "
        "French city?",
        "Amiens",
        [
            D(
                "Christopher Hampton: Christopher Hampton (born 26 January 1946) is a British "
                "playwright and screenwriter born in Horta on the Portuguese island of Faial, "
                "where his father worked for a submarine cable company. His stage version of an "
                "18th-century French novel opened in 1985, and he has won two Academy Awards for "
                "screenplays."
            ),
            S(
                "Dangerous Liaisons: Dangerous Liaisons is a 1988 American period drama directed "
                "by Stephen Frears from Christopher Hampton's play, itself adapted from the 1782 "
                "novel in letters by Pierre Choderlos de Laclos. Glenn Close and John Malkovich "
                "play two scheming aristocrats in pre-revolutionary France."
            ),
            D(
                "Stephen Frears: Stephen Frears (born 20 June 1941) is an English film director "
                "born in Leicester who studied law at Cambridge and began in the theatre and "
                "television. He directed My Beautiful Laundrette, The Grifters, The Queen and "
                "Philomena, and he has twice been nominated for the Academy Award for Best "
                "Director."
            ),
            D(
                "Glenn Close: Glenn Close (born 19 March 1947) is an American actress born in "
                "Connecticut who studied theatre at the College of William & Mary. She played the "
                "Marquise de Merteuil in Dangerous Liaisons and Alex Forrest in Fatal Attraction, "
                "and she has been nominated eight times for an Academy Award without winning."
            ),
            D(
                "John Malkovich: John Malkovich (born 9 December 1953) is an American actor born "
                "in Christopher, Illinois, and raised in nearby Benton, who joined Chicago's "
                "Steppenwolf Theatre Company in its early years. He played the seducer Valmont in "
                "Dangerous Liaisons and a version of himself in Being John Malkovich (1999)."
            ),
            D(
                "Cruel Intentions: Cruel Intentions is a 1999 American teen drama written and "
                "directed by Roger Kumble that moves an 18th-century French story of seduction to "
                "rich teenagers in Manhattan. Sarah Michelle Gellar and Ryan Phillippe play "
                "scheming step-siblings who make a wager over a girl played by Reese Witherspoon."
            ),
            S(
                "Pierre Choderlos de Laclos: Pierre Choderlos de Laclos (1741 \u2013 1803) was a "
                "French army officer and writer born in Amiens. Bored in garrison towns, he wrote "
                "a single novel, Les Liaisons dangereuses (1782), told entirely in letters; he "
                "later became a general under Napoleon and died at Taranto in southern Italy."
            ),
            D(
                "Michelle Pfeiffer: Michelle Pfeiffer (born 29 April 1958) is an American actress "
                "born in Santa Ana, California, who worked as a supermarket checker before she won "
                "a local beauty pageant. She played the virtuous Madame de Tourvel in Dangerous "
                "Liaisons and a lounge singer in The Fabulous Baker Boys."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The 1935 film The 39 Steps was adapted from a novel by a writer who served as Governor "
        "General of which country?",
        "Canada",
        [
            D(
                "Robert Donat: Robert Donat (1905 \u2013 1958) was an English actor born in "
                "Withington, Manchester, to a Polish father, and he took elocution lessons to "
                "overcome a stammer. He played Richard Hannay in The 39 Steps and won the Academy "
                "Award for Best Actor for Goodbye, Mr. Chips (1939), beating Clark Gable."
            ),
            D(
                "The Lady Vanishes: The Lady Vanishes is a 1938 British thriller directed by "
                "Alfred Hitchcock, adapted from the novel The Wheel Spins by Ethel Lina White. "
                "Margaret Lockwood plays a young woman on a train crossing central Europe who "
                "finds that the elderly governess she befriended has vanished without trace."
            ),
            D(
                "Madeleine Carroll: Madeleine Carroll (1906 \u2013 1987) was an English actress "
                "born in West Bromwich, Staffordshire, who became one of the best-paid stars in "
                "Hollywood in the late 1930s. After her sister was killed in the Blitz she left "
                "films to nurse with the Red Cross in Italy, and she died in Marbella, Spain."
            ),
            S(
                "The 39 Steps (1935 film): The 39 Steps is a 1935 British spy thriller directed by "
                "Alfred Hitchcock, loosely adapted from John Buchan's 1915 novel The Thirty-Nine "
                "Steps. Robert Donat plays Richard Hannay, who is wrongly accused of murder in "
                "London and flees to Scotland, for a time handcuffed to Madeleine Carroll."
            ),
            D(
                "The Man Who Knew Too Much (1934 film): The Man Who Knew Too Much is a 1934 "
                "British thriller directed by Alfred Hitchcock for Gaumont British. Leslie Banks "
                "and Edna Best play a couple on holiday in Switzerland whose daughter is kidnapped "
                "to silence them about a murder plot, and Hitchcock remade it in Hollywood in 1956."
            ),
            S(
                "John Buchan: John Buchan, 1st Baron Tweedsmuir (1875 \u2013 1940), was a Scottish "
                "novelist and politician, the son of a Free Church minister. He wrote the spy "
                "adventure The Thirty-Nine Steps (1915), sat in Parliament for the Scottish "
                "universities and was Governor General of Canada from 1935 until his death in 1940."
            ),
            D(
                "Governor General of Canada: The Governor General of Canada represents the monarch "
                "in the country and carries out most of the duties of a head of state. Appointed "
                "on the advice of the prime minister, usually for about five years, the holder "
                "lives at Rideau Hall in Ottawa; Vincent Massey was the first born in Canada."
            ),
            D(
                "The 39 Steps (play): The 39 Steps is a comic stage thriller adapted by Patrick "
                "Barlow from Alfred Hitchcock's 1935 film, in which four actors share well over a "
                "hundred roles between them. It opened in the West End in 2006, won the Olivier "
                "Award for Best New Comedy and transferred to Broadway in 2008."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Sean Connery and Roger Moore both born in Scotland?",
        "no",
        [
            D(
                "George Lazenby: George Lazenby (born 5 September 1939) is an Australian actor "
                "born in Goulburn, New South Wales, who sold cars and worked as a model in London "
                "before he was cast as James Bond. He played the agent only once, in On Her "
                "Majesty's Secret Service (1969), and turned down a contract for further films."
            ),
            S(
                "Sean Connery: Sir Sean Connery (1930 \u2013 2020) was a Scottish actor born "
                "Thomas Connery in Fountainbridge, a working-class district of the Scottish "
                "capital, who delivered milk and served in the Royal Navy before acting. He was "
                "the first James Bond on film, in Dr. No (1962), and won an Oscar for The "
                "Untouchables."
            ),
            D(
                "Dr. No (film): Dr. No is a 1962 British spy film directed by Terence Young, the "
                "first James Bond film made by Eon Productions, with Sean Connery as the agent. "
                "Bond is sent to Jamaica to look into the disappearance of a British colleague and "
                "meets the shell diver Honey Ryder, played by Ursula Andress."
            ),
            D(
                "Timothy Dalton: Timothy Dalton (born 21 March 1946) is a British actor born in "
                "Colwyn Bay, Wales, and raised in Belper, Derbyshire, who trained at RADA and "
                "acted with the Royal Shakespeare Company. He played James Bond in two films, The "
                "Living Daylights (1987) and Licence to Kill (1989)."
            ),
            D(
                "The Saint (1962 TV series): The Saint is a British mystery series broadcast on "
                "ITV from 1962 to 1969, based on the Simon Templar novels of Leslie Charteris. "
                "Roger Moore plays the wealthy adventurer who leaves a calling card of a stick "
                "figure with a halo, and the series was sold to broadcasters around the world."
            ),
            D(
                "Live and Let Die (film): Live and Let Die is a 1973 British spy film directed by "
                "Guy Hamilton, the first James Bond film with Roger Moore. Bond investigates Dr. "
                "Kananga, a Caribbean dictator played by Yaphet Kotto who plans to flood America "
                "with free heroin, and its title song was nominated for an Academy Award."
            ),
            S(
                "Roger Moore: Sir Roger Moore (1927 \u2013 2017) was an English actor born in "
                "Stockwell, London, the only child of a police constable. He played the suave "
                "thief Simon Templar in the television series The Saint, then James Bond in seven "
                "films from Live and Let Die (1973), and he was a UNICEF Goodwill Ambassador."
            ),
            D(
                'Albert R. Broccoli: Albert R. "Cubby" Broccoli (1909 \u2013 1996) was an '
                "American film producer born in the Queens borough of New York City to Italian "
                "immigrant parents. With Harry Saltzman he founded Eon Productions in 1961, and he "
                "produced the James Bond films for more than thirty years."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which premiered first bewitched or i dream of jeannie",
        "Bewitched",
        [
            D(
                "Elizabeth Montgomery: Elizabeth Montgomery (1933 \u2013 1995) was an American "
                "actress born in Los Angeles, the daughter of the film star Robert Montgomery, on "
                "whose television anthology she made her debut. Nominated nine times for an Emmy "
                "Award, she later played the accused axe murderer in The Legend of Lizzie Borden."
            ),
            D(
                "Sidney Sheldon: Sidney Sheldon (1917 \u2013 2007) was an American writer born in "
                "Chicago who won an Academy Award for the screenplay of The Bachelor and the "
                "Bobby-Soxer (1947). He created The Patty Duke Show and a sitcom about an "
                "astronaut and a genie, then turned to bestsellers such as The Other Side of "
                "Midnight."
            ),
            S(
                "I Dream of Jeannie: I Dream of Jeannie is an American sitcom that NBC broadcast "
                "from 18 September 1965 to 1970, created by Sidney Sheldon. Barbara Eden plays a "
                "2,000-year-old genie freed from a bottle on a desert island by the astronaut Tony "
                "Nelson, played by Larry Hagman; its first season was filmed in black and white."
            ),
            D(
                "Tabitha (TV series): Tabitha is an American sitcom that ABC broadcast in 1977 and "
                "1978, a spin-off in which Lisa Hartman plays the grown-up daughter of a witch and "
                "a mortal. Tabitha works as a production assistant at a Los Angeles television "
                "station and uses her magic powers to help, or meddle with, the people around her."
            ),
            D(
                "My Favorite Martian: My Favorite Martian is an American sitcom that CBS broadcast "
                "from 29 September 1963 to 1966. Ray Walston plays a Martian anthropologist whose "
                "small spacecraft crashes near Los Angeles, and Bill Bixby plays Tim O'Hara, a "
                "newspaper reporter who takes him in and passes him off as his Uncle Martin."
            ),
            S(
                "Bewitched: Bewitched is an American sitcom that ABC broadcast from 17 September "
                "1964 to 1972, created by Sol Saks. Elizabeth Montgomery plays Samantha, a witch "
                "who marries the mortal advertising man Darrin Stephens and tries to live as an "
                "ordinary suburban housewife, though a twitch of her nose still casts a spell."
            ),
            D(
                "Barbara Eden: Barbara Eden (born 23 August 1931) is an American actress born "
                "Barbara Jean Morehead in Arizona and raised in San Francisco, where she studied "
                "singing. She played the genie Jeannie for five seasons and later starred in the "
                "film Harper Valley PTA (1978) and in the television series based on it."
            ),
            D(
                "Agnes Moorehead: Agnes Moorehead (1900 \u2013 1974) was an American actress born "
                "in Clinton, Massachusetts, the daughter of a Presbyterian minister, who joined "
                "Orson Welles's Mercury Theatre in the 1930s. Nominated four times for an Academy "
                "Award, she played Endora, the meddling mother of a witch, for eight seasons."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Gerry Anderson series was first broadcast earlier, Thunderbirds or Captain Scarlet "
        "and the Mysterons?",
        "Thunderbirds",
        [
            S(
                "Thunderbirds (TV series): Thunderbirds is a British science fiction series made "
                "by Gerry and Sylvia Anderson in their Supermarionation puppet style, and first "
                "broadcast on ITV on 30 September 1965. The Tracy family run International Rescue "
                "from a secret Pacific island, with Lady Penelope as their London agent."
            ),
            D(
                "Stingray (1964 TV series): Stingray is a British science fiction series made with "
                "puppets by AP Films and broadcast on ITV from October 1964, the first British "
                "television series filmed entirely in colour. Troy Tempest commands the submarine "
                "Stingray for the World Aquanaut Security Patrol against the undersea ruler Titan."
            ),
            D(
                "Gerry Anderson: Gerry Anderson (1929 \u2013 2012) was an English television "
                "producer born Gerald Abrahams in London, who trained as a film editor and set up "
                "AP Films in 1955. With his wife Sylvia he made a run of puppet adventure series "
                "for ITV through the 1960s, and later the live-action UFO and Space: 1999."
            ),
            D(
                "Joe 90: Joe 90 is a British puppet series made by Gerry and Sylvia Anderson and "
                "broadcast on ITV in 1968 and 1969. A nine-year-old boy is given the brain "
                "patterns of experts by a machine built by his adoptive father, Professor Ian "
                "McClaine, and works as a secret agent for the World Intelligence Network."
            ),
            S(
                "Captain Scarlet and the Mysterons: Captain Scarlet and the Mysterons is a British "
                "puppet series made by Gerry and Sylvia Anderson and first shown on ITV on 29 "
                "September 1967. An agent of the security force Spectrum becomes indestructible "
                "after the Martian Mysterons kill and copy him, and fights their war on Earth."
            ),
            D(
                "Sylvia Anderson: Sylvia Anderson (1927 \u2013 2016) was an English producer, "
                "writer and voice actress born in London, who co-created a string of puppet series "
                "with her husband Gerry. She voiced the aristocratic secret agent Lady Penelope "
                "Creighton-Ward and designed many of the costumes worn by the puppets."
            ),
            D(
                "UFO (TV series): UFO is a British science fiction series made by Gerry and Sylvia "
                "Anderson with live actors and first broadcast on ITV in 1970. Ed Straker, played "
                "by Ed Bishop, commands SHADO, a secret organisation that defends the Earth from "
                "aliens from a headquarters hidden beneath a film studio in England."
            ),
            D(
                "Thunderbirds Are Go (TV series): Thunderbirds Are Go is a British children's "
                "series first shown on ITV in April 2015, a remake that mixes computer animation "
                "with physical model sets built by Weta Workshop in New Zealand. It ran for three "
                "series until 2020, with Rosamund Pike as the voice of Lady Penelope."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first cate blanchett or nicole kidman",
        "Nicole Kidman",
        [
            D(
                "Naomi Watts: Naomi Watts (born 28 September 1968) is a British-Australian actress "
                "born in Shoreham, Kent, who moved to Sydney with her mother at fourteen. She met "
                "Nicole Kidman at an audition in the 1980s, starred in Mulholland Drive (2001), "
                "and was nominated for Academy Awards for 21 Grams and The Impossible."
            ),
            D(
                "Elizabeth (film): Elizabeth is a 1998 British historical drama directed by "
                "Shekhar Kapur about the early reign of Elizabeth I of England, with Cate "
                "Blanchett in the title role, Geoffrey Rush as Francis Walsingham and Joseph "
                "Fiennes as Robert Dudley. A sequel with the same director and star followed in "
                "2007."
            ),
            S(
                "Cate Blanchett: Cate Blanchett (born 14 May 1969) is an Australian actress born "
                "in the Melbourne suburb of Ivanhoe, who trained at the National Institute of "
                "Dramatic Art in Sydney. She played Queen Elizabeth I in Elizabeth (1998) and won "
                "Academy Awards for The Aviator (2004) and Blue Jasmine (2013)."
            ),
            D(
                "Dead Calm (film): Dead Calm is a 1989 Australian thriller directed by Phillip "
                "Noyce. Sam Neill and Nicole Kidman play a married couple grieving the death of "
                "their young son on a yacht in the Pacific, who take aboard a stranger, played by "
                "Billy Zane, who says he has escaped from a sinking schooner."
            ),
            D(
                "Geoffrey Rush: Geoffrey Rush (born 6 July 1951) is an Australian actor born in "
                "Toowoomba, Queensland, who trained in Paris at the school of Jacques Lecoq. He "
                "won the Academy Award for Best Actor as the pianist David Helfgott in Shine "
                "(1996) and played Captain Barbossa in the Pirates of the Caribbean films."
            ),
            D(
                "Rose Byrne: Rose Byrne (born 24 July 1979) is an Australian actress born in "
                "Balmain, Sydney, who began acting at the Australian Theatre for Young People at "
                "eight. She played a young lawyer working under Glenn Close in the legal drama "
                "Damages and co-starred in the comedy Bridesmaids (2011)."
            ),
            S(
                "Nicole Kidman: Nicole Kidman (born 20 June 1967) is an Australian and American "
                "actress born in Honolulu to Australian parents, who grew up in Sydney and acted "
                "on Australian television as a teenager. She came to notice in Dead Calm (1989) "
                "and won the Academy Award for Best Actress for The Hours (2002)."
            ),
            D(
                "Mia Wasikowska: Mia Wasikowska (born 25 October 1989) is an Australian actress "
                "born in Canberra to a Polish-born mother, a photographer, and she trained as a "
                "ballet dancer until her teens. She played the title role in Alice in Wonderland "
                "(2010) and a teenage daughter in The Kids Are All Right (2010)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Ealing comedy was released first, Kind Hearts and Coronets or The Ladykillers?",
        "Kind Hearts and Coronets",
        [
            D(
                "Passport to Pimlico: Passport to Pimlico is a 1949 British comedy directed by "
                "Henry Cornelius for Ealing Studios. When an unexploded bomb blows open a buried "
                "treasure, the people of a few London streets learn from an ancient charter that "
                "they are legally foreign soil, and they declare themselves free of rationing."
            ),
            S(
                "Kind Hearts and Coronets: Kind Hearts and Coronets is a British black comedy "
                "directed by Robert Hamer for Ealing Studios and released in June 1949. Dennis "
                "Price plays Louis Mazzini, a draper's assistant who murders his way towards a "
                "dukedom, and Alec Guinness plays eight of the relatives who stand in his way."
            ),
            D(
                "The Lavender Hill Mob: The Lavender Hill Mob is a 1951 British comedy directed by "
                "Charles Crichton for Ealing Studios. Alec Guinness plays a timid bank clerk who "
                "plots a gold bullion robbery with a maker of souvenirs, played by Stanley "
                "Holloway, and it won the Academy Award for Best Story and Screenplay."
            ),
            D(
                "Ealing Studios: Ealing Studios is a film studio in Ealing, west London, said to "
                "be the oldest working film studio in the world, where filming began in 1902. "
                "Under Michael Balcon, its head from 1938, it made a celebrated run of comedies, "
                "and the studio buildings were sold to the BBC in 1955."
            ),
            D(
                "Whisky Galore! (1949 film): Whisky Galore! is a 1949 British comedy directed by "
                "Alexander Mackendrick for Ealing Studios, adapted from a novel by Compton "
                "Mackenzie. Islanders in the Outer Hebrides, short of whisky in wartime, salvage "
                "thousands of cases from a wrecked cargo ship and hide them from the authorities."
            ),
            D(
                "The Man in the White Suit: The Man in the White Suit is a 1951 British comedy "
                "directed by Alexander Mackendrick for Ealing Studios. Alec Guinness plays Sidney "
                "Stratton, a chemist at a northern textile mill who invents a fabric that never "
                "wears out or gets dirty, and finds the owners and the workers united against him."
            ),
            D(
                "Alexander Mackendrick: Alexander Mackendrick (1912 \u2013 1993) was a film "
                "director born in Boston, Massachusetts, to Scottish parents and raised in "
                "Glasgow. After making comedies at Ealing he went to Hollywood for Sweet Smell of "
                "Success (1957), and from 1969 he taught film at the California Institute of the "
                "Arts."
            ),
            S(
                "The Ladykillers: The Ladykillers is a British black comedy directed by Alexander "
                "Mackendrick for Ealing Studios and released in December 1955. Alec Guinness plays "
                "Professor Marcus, leader of a gang of robbers who rent rooms from a sweet old "
                "widow near King's Cross, played by Katie Johnson, and plot to silence her."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of The Battle of Algiers born?",
        "Pisa",
        [
            D(
                "Burn! (film): Burn! (Queimada) is a 1969 Italian-French political drama directed "
                "by Gillo Pontecorvo and set on a Portuguese-ruled Caribbean island in the 19th "
                "century. Marlon Brando plays William Walker, a British agent who stirs up a slave "
                "revolt to serve the sugar trade and later comes back to crush it."
            ),
            S(
                "The Battle of Algiers: The Battle of Algiers is a 1966 Italian-Algerian war film "
                "directed by Gillo Pontecorvo and written with Franco Solinas. Shot in black and "
                "white in the streets of Algiers with mostly non-professional actors, it shows the "
                "FLN's urban campaign against French paratroopers between 1954 and 1957."
            ),
            D(
                "Bruno Pontecorvo: Bruno Pontecorvo (1913 \u2013 1993) was an Italian nuclear "
                "physicist, an elder brother of the film director Gillo Pontecorvo, and a member "
                "of the Via Panisperna group of young physicists in Rome. He vanished in 1950 and "
                "reappeared in the Soviet Union, where he studied neutrinos at Dubna."
            ),
            D(
                "Saadi Yacef: Saadi Yacef (1928 \u2013 2021) was an Algerian nationalist born in "
                "the Casbah of Algiers, who led the FLN's network in the city during the battle of "
                "1957 until his arrest that September. He later co-produced a film about those "
                "events and played a resistance leader based on himself."
            ),
            D(
                "Z (1969 film): Z is a 1969 French-Algerian political thriller directed by "
                "Costa-Gavras and shot largely in Algiers, a thinly veiled account of the murder "
                "of the Greek politician Grigoris Lambrakis. Yves Montand plays the opposition "
                "deputy, and it won the Academy Award for Best Foreign Language Film."
            ),
            D(
                "Kap\u00f2: Kap\u00f2 is a 1960 Italian war drama directed by Gillo Pontecorvo and "
                "set in a Nazi concentration camp, where Susan Strasberg plays a Jewish girl from "
                "Paris who survives by hiding her identity and becoming a guard over her fellow "
                "prisoners. It was nominated for the Academy Award for Best Foreign Language Film."
            ),
            S(
                "Gillo Pontecorvo: Gillo Pontecorvo (1919 \u2013 2006) was an Italian film "
                "director born in Pisa to a prosperous Jewish family. A chemistry student and a "
                "partisan commander in Milan in the Second World War, he worked as a journalist "
                "before directing Kap\u00f2, The Battle of Algiers and Burn!, and he died in Rome."
            ),
            D(
                "Algerian War: The Algerian War was fought from 1954 to 1962 between France and "
                "the National Liberation Front (FLN), which sought independence for Algeria. "
                "Marked by guerrilla warfare, bombings and the use of torture, it brought down the "
                "French Fourth Republic in 1958 and ended with independence in July 1962."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the actor who played Jack Bauer in 24?",
        "Donald Sutherland",
        [
            D(
                "Dennis Haysbert: Dennis Haysbert (born 2 June 1954) is an American actor born in "
                "San Mateo, California, and known for his deep voice. He played the senator and "
                "later president David Palmer in the first five seasons of 24, the baseball "
                "slugger Pedro Cerrano in Major League (1989) and an army sergeant major in The "
                "Unit."
            ),
            S(
                "24 (TV series): 24 is an American action drama that Fox broadcast from 2001 to "
                "2010, created by Joel Surnow and Robert Cochran, in which each season covers a "
                "single day in real time. Kiefer Sutherland plays Jack Bauer, an agent of the Los "
                "Angeles Counter Terrorist Unit, who races to stop attacks and assassinations."
            ),
            D(
                "The Lost Boys: The Lost Boys is a 1987 American horror comedy directed by Joel "
                "Schumacher and set in the fictional California beach town of Santa Carla. Two "
                "brothers move there with their divorced mother, and the elder falls in with a "
                "gang of teenage vampires led by David, played by Kiefer Sutherland."
            ),
            D(
                "Donald Sutherland: Donald Sutherland (1935 \u2013 2024) was a Canadian actor born "
                "in Saint John, New Brunswick, who studied engineering and drama in Toronto before "
                "training in London. He appeared in The Dirty Dozen and Kelly's Heroes, starred in "
                "Klute and Don't Look Now, and played President Snow in The Hunger Games."
            ),
            D(
                "Joel Surnow: Joel Surnow (born 1955) is an American television writer and "
                "producer who began on Miami Vice and created the spy series La Femme Nikita for "
                "the USA Network in 1997. With Robert Cochran he devised a counter-terrorism drama "
                "told in real time, and they shared an Emmy Award for it in 2006."
            ),
            D(
                "Tommy Douglas: Tommy Douglas (1904 \u2013 1986) was a Canadian politician born in "
                "Falkirk, Scotland, who became a Baptist minister in Saskatchewan. As Premier of "
                "Saskatchewan from 1944 to 1961 he brought in the first public health insurance in "
                "North America, and in 2004 viewers voted him the Greatest Canadian."
            ),
            D(
                "Designated Survivor (TV series): Designated Survivor is an American political "
                "drama that ran on ABC from 2016 to 2018 and on Netflix in 2019. Kiefer Sutherland "
                "plays Tom Kirkman, a junior cabinet secretary who becomes president when an "
                "attack on the Capitol kills everyone above him in the line of succession."
            ),
            S(
                "Kiefer Sutherland: Kiefer Sutherland (born 21 December 1966) is a British-born "
                "Canadian actor, born in London to the actors Donald Sutherland and Shirley "
                "Douglas and raised in Los Angeles and Toronto. He led the vampires in The Lost "
                "Boys (1987) and won an Emmy Award in 2006 for his role as Jack Bauer."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the mother of the actress who played Viola de Lesseps in Shakespeare in Love?",
        "Blythe Danner",
        [
            S(
                "Shakespeare in Love: Shakespeare in Love is a 1998 romantic comedy written by "
                "Marc Norman and Tom Stoppard, in which a young William Shakespeare, played by "
                "Joseph Fiennes, falls for Viola de Lesseps, played by Gwyneth Paltrow, while he "
                "writes Romeo and Juliet. It won seven Academy Awards, Best Picture among them."
            ),
            D(
                "Joseph Fiennes: Joseph Fiennes (born 27 May 1970) is an English actor born in "
                "Salisbury, Wiltshire, one of six children and a younger brother of the actor "
                "Ralph Fiennes. He trained at the Guildhall School of Music and Drama, played "
                "Robert Dudley in Elizabeth (1998) and the Commander in The Handmaid's Tale."
            ),
            D(
                "Judi Dench: Dame Judi Dench (born 9 December 1934) is an English actress born in "
                "York who made her name on stage with the Old Vic and the Royal Shakespeare "
                "Company. She won an Academy Award for eight minutes on screen as Queen Elizabeth "
                "I in a 1998 comedy, and she played M in the Bond films from GoldenEye."
            ),
            D(
                "Tom Stoppard: Tom Stoppard, born Tom\u00e1\u0161 Str\u00e4ussler in Zl\u00edn, "
                "Czechoslovakia, in 1937, came to England as a boy after his family fled the Nazis "
                "and worked as a journalist in Bristol. He made his name with Rosencrantz and "
                "Guildenstern Are Dead (1966) and shared an Academy Award for co-writing a film "
                "about a playwright."
            ),
            D(
                "Emma (1996 film): Emma is a 1996 period comedy written and directed by Douglas "
                "McGrath from Jane Austen's novel. Gwyneth Paltrow plays Emma Woodhouse, a "
                "well-meaning young woman in a Surrey village who meddles in her neighbours' love "
                "lives, with Jeremy Northam as Mr. Knightley and Toni Collette as Harriet Smith."
            ),
            S(
                "Gwyneth Paltrow: Gwyneth Paltrow (born 27 September 1972) is an American actress "
                "born in Los Angeles to the actress Blythe Danner and the television producer "
                "Bruce Paltrow. She won the Academy Award for Best Actress for Shakespeare in "
                "Love, starred in Emma and Sliding Doors, and founded the company Goop."
            ),
            D(
                "Sliding Doors: Sliding Doors is a 1998 romantic drama written and directed by "
                "Peter Howitt. Gwyneth Paltrow plays Helen, a London public relations worker whose "
                "life splits into two versions depending on whether she catches a train on the "
                "Underground on the day she loses her job, and John Hannah co-stars."
            ),
            D(
                "Shakespeare in Love (play): Shakespeare in Love is a stage comedy adapted by Lee "
                "Hall from the 1998 film and first performed at the No\u00ebl Coward Theatre in "
                "London's West End in July 2014. It follows the same story of a young playwright, "
                "short of ideas and money, and the wealthy young woman who inspires him."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of muriel's wedding born",
        "Bundaberg",
        [
            D(
                "Toni Collette: Toni Collette (born 1 November 1972) is an Australian actress born "
                "in Sydney, who put on about 18 kilograms for her first leading film role. She was "
                "nominated for the Academy Award for Best Supporting Actress for The Sixth Sense "
                "(1999) and starred in Little Miss Sunshine (2006) and Hereditary (2018)."
            ),
            D(
                "Strictly Ballroom: Strictly Ballroom is a 1992 Australian romantic comedy "
                "directed by Baz Luhrmann, his first feature, developed from a stage play he "
                "devised at drama school. Paul Mercurio plays a champion ballroom dancer who risks "
                "his career by dancing his own steps, with a shy beginner, played by Tara Morice."
            ),
            S(
                "Muriel's Wedding: Muriel's Wedding is a 1994 Australian comedy-drama written and "
                "directed by P. J. Hogan. Toni Collette plays Muriel Heslop, a lonely young woman "
                "from the seaside town of Porpoise Spit who dreams of a grand wedding, steals from "
                "her family and runs off to Sydney with her old schoolfriend Rhonda."
            ),
            D(
                "Jocelyn Moorhouse: Jocelyn Moorhouse (born 4 September 1960) is an Australian "
                "film director and screenwriter born in Melbourne, who made her feature debut with "
                "Proof (1991), starring Hugo Weaving as a blind photographer. She later directed "
                "How to Make an American Quilt (1995) and The Dressmaker (2015)."
            ),
            D(
                "Bundaberg: Bundaberg is a city on the Burnett River in Queensland, some 360 km by "
                "road north of Brisbane, at the centre of a sugar-cane growing district. It gives "
                "its name to a rum distilled there since 1888 and was the birthplace of the "
                "aviator Bert Hinkler, who flew solo from England to Australia in 1928."
            ),
            S(
                "P. J. Hogan: P. J. Hogan (born 30 November 1962) is an Australian film director "
                "and screenwriter born in Bundaberg, Queensland, who studied at the Australian "
                "Film, Television and Radio School in Sydney. He went on to direct My Best "
                "Friend's Wedding (1997) and Peter Pan (2003), and he is married to Jocelyn "
                "Moorhouse."
            ),
            D(
                "Rachel Griffiths: Rachel Griffiths (born 18 December 1968) is an Australian "
                "actress born in Melbourne, who began in street theatre before her first film role "
                "as Rhonda. She was nominated for an Academy Award for Hilary and Jackie (1998) "
                "and played Brenda Chenowith in the HBO drama Six Feet Under."
            ),
            D(
                "The Adventures of Priscilla, Queen of the Desert: The Adventures of Priscilla, "
                "Queen of the Desert is a 1994 Australian comedy written and directed by Stephan "
                "Elliott. Hugo Weaving, Guy Pearce and Terence Stamp play performers who cross the "
                "outback from Sydney to Alice Springs in an old bus they name Priscilla."
            ),
        ],
        drop=1,
    ),
]
