"""Development multi-hop questions, batch 47.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), the other development sources (source_dev1.py to source_dev46.py)
for the format and to choose subjects none of them asks about, and the ruff settings in
pyproject.toml. The held-out sources were only counted (grep -c) for the candidate
subjects' names, and subjects with hits were left out, as were most lesser names with hits
inside the passages.
Written after lexical-v48.

Measured lengths: mean support 303 characters, mean distractor 298 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The 1962 film To Kill a Mockingbird was adapted from a novel by a writer born in which "
        "Alabama town?",
        "Monroeville",
        [
            D(
                "Gregory Peck: Gregory Peck (1916 \u2013 2003) was an American actor born in La "
                "Jolla, California. He played the small-town lawyer Atticus Finch in To Kill a "
                "Mockingbird, which won him the Academy Award for Best Actor, and he also starred "
                "in Roman Holiday, The Guns of Navarone and The Omen."
            ),
            S(
                "To Kill a Mockingbird (film): To Kill a Mockingbird is a 1962 American drama "
                "directed by Robert Mulligan from a screenplay by Horton Foote. It adapts Harper "
                "Lee's 1960 novel of the same name, in which a lawyer in a small Alabama town in "
                "the 1930s defends a black man falsely accused of rape."
            ),
            D(
                "Truman Capote: Truman Capote (1924 \u2013 1984) was an American writer born in "
                "New Orleans, Louisiana, who spent much of his childhood with relatives in rural "
                "Alabama. He wrote the novella Breakfast at Tiffany's (1958) and the true-crime "
                "book In Cold Blood (1966), about a farming family murdered in Kansas."
            ),
            D(
                "Horton Foote: Horton Foote (1916 \u2013 2009) was an American playwright and "
                "screenwriter born in Wharton, Texas. He won the Academy Award for Best Adapted "
                "Screenplay for To Kill a Mockingbird, a second Oscar for his original script of "
                "Tender Mercies (1983), and the Pulitzer Prize for Drama in 1995."
            ),
            D(
                "Go Set a Watchman: Go Set a Watchman is a novel by Harper Lee, written in the "
                "mid-1950s but not published until July 2015. Set some twenty years after the "
                "events of her famous first book, it follows a grown-up Jean Louise Finch on a "
                "visit home from New York to the fictional town of Maycomb, Alabama."
            ),
            S(
                "Harper Lee: Nelle Harper Lee (1926 \u2013 2016) was an American novelist born on "
                "28 April 1926 in Monroeville, Alabama, the daughter of a lawyer who also sat in "
                "the state legislature. Her novel To Kill a Mockingbird won the Pulitzer Prize for "
                "Fiction in 1961, and she received the Presidential Medal of Freedom in 2007."
            ),
            D(
                "Robert Mulligan: Robert Mulligan (1925 \u2013 2008) was an American film director "
                "born in the Bronx, New York City. After directing live television drama in the "
                "1950s he made Fear Strikes Out, To Kill a Mockingbird, Love with the Proper "
                "Stranger and Summer of '42, and was nominated for the Academy Award for Best "
                "Director."
            ),
            D(
                "Atticus Finch: Atticus Finch is a fictional lawyer and the widowed father of two "
                "children, Jem and Scout, in the novel To Kill a Mockingbird. In 2003 the American "
                "Film Institute named him, as played by Gregory Peck, the greatest hero in a "
                "century of American film, ahead of Indiana Jones and James Bond."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "somerset town where the writer who co-wrote the screenplay of 2001 a space odyssey was "
        "born",
        "Minehead",
        [
            S(
                "Arthur C. Clarke: Sir Arthur C. Clarke (1917 \u2013 2008) was an English "
                "science-fiction writer born in Minehead, Somerset, on 16 December 1917. A radar "
                "instructor in the RAF during the Second World War, he proposed geostationary "
                "communication satellites in 1945 and later settled in Colombo, Sri Lanka, where "
                "he died."
            ),
            D(
                "Stanley Kubrick: Stanley Kubrick (1928 \u2013 1999) was an American film director "
                "born in Manhattan, New York City, who began as a staff photographer for Look "
                "magazine. He moved to England in the early 1960s and made all his later films "
                "there, among them A Clockwork Orange, Barry Lyndon and Full Metal Jacket."
            ),
            D(
                "HAL 9000: HAL 9000 is a fictional artificial intelligence, the computer that runs "
                "the spaceship Discovery One on its mission to Jupiter in a 1968 film. Voiced by "
                "the Canadian actor Douglas Rain, it turns against the crew and is shut down by "
                "astronaut Dave Bowman while it sings the song Daisy Bell."
            ),
            S(
                "2001: A Space Odyssey (film): 2001: A Space Odyssey is a 1968 science-fiction "
                "film produced and directed by Stanley Kubrick, who wrote the screenplay with "
                "Arthur C. Clarke, drawing partly on Clarke's short story The Sentinel. Keir "
                "Dullea plays an astronaut sent to Jupiter after a black monolith is found buried "
                "on the Moon."
            ),
            D(
                "2010: The Year We Make Contact: 2010: The Year We Make Contact is a 1984 American "
                "science-fiction film written, produced and directed by Peter Hyams. A sequel to "
                "Kubrick's film, it adapts the novel 2010: Odyssey Two, in which the American "
                "scientist Heywood Floyd joins a Soviet crew sent to learn what went wrong aboard "
                "Discovery."
            ),
            D(
                "Keir Dullea: Keir Dullea (born 30 May 1936) is an American actor born in "
                "Cleveland, Ohio, and raised in Greenwich Village, New York City. He played the "
                "astronaut David Bowman in 2001: A Space Odyssey and again in its 1984 sequel, and "
                "first made his name as a troubled teenager in David and Lisa (1962)."
            ),
            D(
                "Minehead: Minehead is a coastal town and civil parish in Somerset, England, on "
                "the south bank of the Bristol Channel. A harbour since the Middle Ages, it grew "
                "into a seaside resort in the Victorian era; a Butlins holiday camp opened there "
                "in 1962, and it is the terminus of the heritage West Somerset Railway."
            ),
            D(
                "Rendezvous with Rama: Rendezvous with Rama is a science-fiction novel by Arthur "
                "C. Clarke published in 1973, in which a crew led by Commander Norton explores a "
                "vast cylindrical alien spacecraft passing through the Solar System. It won both "
                "the Hugo Award and the Nebula Award for best novel."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Connecticut town was the actor who won the Academy Award for Best Actor for the "
        "1955 film Marty born?",
        "Hamden",
        [
            D(
                "Paddy Chayefsky: Paddy Chayefsky (1923 \u2013 1981) was an American playwright "
                "and screenwriter born in the Bronx, New York City. He first wrote Marty as a "
                "television play in 1953, and he is the only person to have won three unshared "
                "Academy Awards for screenwriting, for Marty, The Hospital and Network."
            ),
            D(
                "Marty (teleplay): Marty is a television play by Paddy Chayefsky broadcast live on "
                "NBC's Goodyear Television Playhouse in May 1953. Rod Steiger played the shy, "
                "lonely Bronx butcher who meets a schoolteacher at a dance hall, and the hour-long "
                "drama was later expanded into a feature film by the same writer."
            ),
            S(
                "Marty (film): Marty is a 1955 American romantic drama directed by Delbert Mann "
                "and written by Paddy Chayefsky. Ernest Borgnine plays a kind-hearted Bronx "
                "butcher who fears he will never marry, a role that won him the Academy Award for "
                "Best Actor; the film also won the Palme d'Or and the Oscar for Best Picture."
            ),
            D(
                "Delbert Mann: Delbert Mann (1920 \u2013 2007) was an American film and television "
                "director born in Lawrence, Kansas, who later led the Directors Guild of America. "
                "He directed live drama for NBC and won the Academy Award for Best Director with "
                "his first feature, before making Separate Tables and That Touch of Mink."
            ),
            D(
                "McHale's Navy: McHale's Navy is an American sitcom broadcast on ABC from 1962 to "
                "1966, set at a PT boat base in the South Pacific during the Second World War. "
                "Ernest Borgnine starred as Lieutenant Commander Quinton McHale, whose unruly crew "
                "keeps outwitting their pompous base commander, Captain Binghamton."
            ),
            D(
                "Betsy Blair: Betsy Blair (1923 \u2013 2009) was an American actress and dancer "
                "who married Gene Kelly in 1941. She played Clara, the plain schoolteacher who "
                "befriends the butcher in Marty, earning an Academy Award nomination, and later "
                "worked mostly in European cinema, including Antonioni's Il Grido (1957)."
            ),
            S(
                "Ernest Borgnine: Ernest Borgnine (1917 \u2013 2012) was an American actor born "
                "Ermes Effron Borgnino on 24 January 1917 in Hamden, Connecticut, to Italian "
                "immigrant parents. After ten years in the United States Navy he turned to acting, "
                "and he later appeared in From Here to Eternity, The Wild Bunch and The Poseidon "
                "Adventure."
            ),
            D(
                "Hamden, Connecticut: Hamden is a town in New Haven County, Connecticut, just "
                "north of the city of New Haven. It is home to Quinnipiac University, founded in "
                "1929, and to Sleeping Giant State Park, whose ridge of traprock hills looks like "
                "a reclining figure when seen from the south."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Brief Encounter, the 1945 David Lean film, was adapted from a one-act play by a writer "
        "born in which town?",
        "Teddington",
        [
            D(
                "David Lean: Sir David Lean (1908 \u2013 1991) was an English film director born "
                "in Croydon, Surrey, to a Quaker family. He began as a film editor, shared the "
                "directing of In Which We Serve with No\u00ebl Coward in 1942, and went on to win "
                "Academy Awards for The Bridge on the River Kwai and Lawrence of Arabia."
            ),
            D(
                "Celia Johnson: Dame Celia Johnson (1908 \u2013 1982) was an English actress born "
                "in Richmond, Surrey. She played Laura Jesson, the suburban housewife who falls "
                "for a doctor she meets at a railway station, in Brief Encounter, earning an "
                "Academy Award nomination, and later starred in The Prime of Miss Jean Brodie."
            ),
            D(
                "Trevor Howard: Trevor Howard (1913 \u2013 1988) was an English actor born in "
                "Cliftonville, Kent. He became a star as the doctor Alec Harvey in Brief "
                "Encounter, and later played Major Calloway, the British officer hunting Harry "
                "Lime in The Third Man, and Captain Bligh in Mutiny on the Bounty (1962)."
            ),
            D(
                "Carnforth railway station: Carnforth is a railway station in Lancashire, England, "
                "on the West Coast Main Line, opened in 1846. Its refreshment room and clock stood "
                "in for the fictional Milford Junction in Brief Encounter, filmed there in early "
                "1945, and the restored station now has a visitor centre."
            ),
            S(
                "No\u00ebl Coward: Sir No\u00ebl Coward (1899 \u2013 1973) was an English "
                "playwright, composer, director and actor born on 16 December 1899 in Teddington, "
                "Middlesex. Famous for his wit, he wrote the comedies Hay Fever, Private Lives and "
                "Blithe Spirit, and he spent his last years at Firefly, his home in Jamaica."
            ),
            D(
                "Blithe Spirit (1945 film): Blithe Spirit is a 1945 British comedy directed by "
                "David Lean from a stage play by No\u00ebl Coward. Rex Harrison plays a novelist "
                "whose first wife returns as a ghost after a seance held by the eccentric medium "
                "Madame Arcati, played by Margaret Rutherford."
            ),
            D(
                "Piano Concerto No. 2 (Rachmaninoff): The Piano Concerto No. 2 in C minor, Op. 18, "
                "is a concerto by Sergei Rachmaninoff, completed in 1901 after a period of "
                "depression and dedicated to his physician Nikolai Dahl. Its themes are heard "
                "throughout Brief Encounter and in many later films and songs."
            ),
            S(
                "Brief Encounter: Brief Encounter is a 1945 British romantic drama directed by "
                "David Lean, adapted from No\u00ebl Coward's one-act play Still Life, part of his "
                "cycle Tonight at 8.30. Celia Johnson and Trevor Howard play two married strangers "
                "who meet in a railway station refreshment room and fall in love."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The 1963 film The Great Escape dramatised a breakout from a prison camp near which "
        "present-day Polish town?",
        "\u017baga\u0144",
        [
            D(
                "Paul Brickhill: Paul Brickhill (1916 \u2013 1991) was an Australian writer born "
                "in Melbourne. A Spitfire pilot shot down over Tunisia in 1943, he spent the rest "
                "of the war as a prisoner, and afterwards wrote the bestsellers The Dam Busters "
                "and Reach for the Sky, a life of the legless fighter pilot Douglas Bader."
            ),
            S(
                "The Great Escape (film): The Great Escape is a 1963 American war film directed by "
                "John Sturges from Paul Brickhill's 1950 book. Steve McQueen, James Garner and a "
                "large cast play Allied airmen who tunnel out of Stalag Luft III, a German "
                "prisoner-of-war camp, in a mass escape based on one made in March 1944."
            ),
            S(
                "Stalag Luft III: Stalag Luft III was a prisoner-of-war camp run by the German "
                "Luftwaffe for captured Allied airmen, opened in 1942 near the town of Sagan in "
                "Lower Silesia, now \u017baga\u0144 in Poland. In March 1944, 76 men crawled out "
                "through a tunnel called Harry; only three reached safety and 50 were shot."
            ),
            D(
                "Steve McQueen: Steve McQueen (1930 \u2013 1980) was an American actor born in "
                "Beech Grove, Indiana, and known as the King of Cool. He played the Cooler King, "
                "Hilts, in The Great Escape, drove a Ford Mustang through San Francisco in Bullitt "
                "(1968) and starred in The Magnificent Seven and The Thomas Crown Affair."
            ),
            D(
                "John Sturges: John Sturges (1910 \u2013 1992) was an American film director born "
                "in Oak Park, Illinois. He began as an editor and made spare, tough action films "
                "such as Bad Day at Black Rock (1955), Gunfight at the O.K. Corral and The "
                "Magnificent Seven (1960), a Western remake of Kurosawa's Seven Samurai."
            ),
            D(
                "Colditz Castle: Colditz Castle is a Renaissance castle above the town of Colditz "
                "in Saxony, Germany. In the Second World War it held Oflag IV-C, a camp for Allied "
                "officers who had escaped from other camps, and the many breakouts from it were "
                "told in the 1955 film The Colditz Story and a BBC drama series."
            ),
            D(
                "Stalag 17: Stalag 17 is a 1953 American war film directed by Billy Wilder from a "
                "Broadway play by two former inmates of the camp. William Holden won the Academy "
                "Award for Best Actor as a cynical sergeant suspected of spying for the Germans in "
                "a camp for American airmen, from which two men try to escape."
            ),
            D(
                "The Dam Busters (film): The Dam Busters is a 1955 British war film directed by "
                "Michael Anderson, based in part on a book by Paul Brickhill. Richard Todd plays "
                "Wing Commander Guy Gibson and Michael Redgrave plays Barnes Wallis, whose "
                "bouncing bomb breached dams in the Ruhr valley in May 1943; its theme is a march "
                "by Eric Coates."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "fictional naval officer created by the author of the novel behind the film the african "
        "queen",
        "Horatio Hornblower",
        [
            D(
                "John Huston: John Huston (1906 \u2013 1987) was an American director, "
                "screenwriter and actor born in Nevada, Missouri, the son of the actor Walter "
                "Huston. He directed The Maltese Falcon, The Treasure of the Sierra Madre and The "
                "African Queen, and in 1964 he took Irish citizenship."
            ),
            D(
                "Humphrey Bogart: Humphrey Bogart (1899 \u2013 1957) was an American actor born in "
                "New York City. After playing gangsters in the 1930s he starred in The Maltese "
                "Falcon and Casablanca, and won his only Academy Award for Best Actor as the "
                "gin-drinking riverboat skipper Charlie Allnut in The African Queen."
            ),
            D(
                "Katharine Hepburn: Katharine Hepburn (1907 \u2013 2003) was an American actress "
                "born in Hartford, Connecticut. She won a record four Academy Awards for Best "
                "Actress, and in The African Queen she played Rose Sayer, the prim sister of a "
                "missionary, who travels downriver with a boatman played by Humphrey Bogart."
            ),
            S(
                "C. S. Forester: C. S. Forester (1899 \u2013 1966) was the pen name of Cecil Louis "
                "Troughton Smith, an English novelist born in Cairo. He wrote The African Queen "
                "and The General, and created Horatio Hornblower, a Royal Navy officer of the "
                "Napoleonic Wars whose career he followed from midshipman to admiral."
            ),
            D(
                "James Agee: James Agee (1909 \u2013 1955) was an American writer and film critic "
                "born in Knoxville, Tennessee. He co-wrote the screenplay of The African Queen "
                "with John Huston, wrote Let Us Now Praise Famous Men with photographs by Walker "
                "Evans, and won a posthumous Pulitzer Prize for A Death in the Family."
            ),
            D(
                "Patrick O'Brian: Patrick O'Brian (1914 \u2013 2000) was an English novelist born "
                "in Chalfont St Peter, Buckinghamshire. He wrote twenty completed novels about the "
                "Royal Navy captain Jack Aubrey and the ship's surgeon Stephen Maturin, beginning "
                "with Master and Commander (1969), later filmed with Russell Crowe."
            ),
            S(
                "The African Queen (film): The African Queen is a 1951 adventure film directed by "
                "John Huston from C. S. Forester's 1935 novel. Set in German East Africa in 1914, "
                "it follows a boat captain and a missionary's sister who take a steamer down a "
                "dangerous river to attack a German gunboat; it was shot partly in Uganda."
            ),
            D(
                "Sink the Bismarck!: Sink the Bismarck! is a 1960 British black-and-white war film "
                "based on C. S. Forester's book The Last Nine Days of the Bismarck. Kenneth More "
                "plays a naval staff officer at the Admiralty in London who directs the hunt for "
                "the German battleship after it sinks HMS Hood, the pride of the fleet, in May "
                "1941."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Kent town was the author of the novel behind the 1973 film The Day of the Jackal "
        "born?",
        "Ashford",
        [
            S(
                "The Day of the Jackal (1973 film): The Day of the Jackal is a 1973 thriller "
                "directed by Fred Zinnemann from Frederick Forsyth's 1971 novel. Edward Fox plays "
                "an English professional assassin hired by the French terrorist group OAS to kill "
                "President Charles de Gaulle, while a French detective races to identify him."
            ),
            D(
                "Fred Zinnemann: Fred Zinnemann (1907 \u2013 1997) was an American film director "
                "born in Rzesz\u00f3w, now in Poland, who studied law in Vienna before moving to "
                "Hollywood in 1929. He won Academy Awards for From Here to Eternity and A Man for "
                "All Seasons, and he also directed High Noon, Oklahoma! and Julia."
            ),
            D(
                "Edward Fox: Edward Fox (born 13 April 1937) is an English actor born in Chelsea, "
                "London, the elder brother of the actor James Fox. He played the assassin in The "
                "Day of the Jackal, King Edward VIII in the television serial Edward & Mrs "
                "Simpson, and Lieutenant General Horrocks in A Bridge Too Far."
            ),
            D(
                "The Jackal (1997 film): The Jackal is a 1997 American thriller directed by "
                "Michael Caton-Jones and loosely based on the 1973 film. Bruce Willis plays a "
                "mercenary hired by a Chechen gangster to kill a senior figure in Washington, and "
                "Richard Gere plays a jailed IRA sniper released to help the FBI stop him."
            ),
            D(
                "The Odessa File (film): The Odessa File is a 1974 British-West German thriller "
                "directed by Ronald Neame from Frederick Forsyth's second novel. Jon Voight plays "
                "a Hamburg freelance reporter who in 1963 infiltrates a secret network of former "
                "SS men to track down the commandant of a camp in Riga."
            ),
            S(
                "Frederick Forsyth: The English novelist Frederick Forsyth was born on 25 August "
                "1938 in Ashford, Kent. After flying jets in the Royal Air Force, he reported for "
                "Reuters and the BBC, covering the war in Biafra, before writing the thrillers The "
                "Day of the Jackal, The Odessa File and The Dogs of War."
            ),
            D(
                "Organisation arm\u00e9e secr\u00e8te: The Organisation arm\u00e9e secr\u00e8te "
                "(OAS) was a French far-right paramilitary group formed in 1961 to stop Algeria "
                "gaining independence from France. It carried out bombings and killings in Algeria "
                "and in France, and its members made several attempts on President Charles de "
                "Gaulle's life."
            ),
            D(
                "Ashford, Kent: Ashford is a market town in Kent, England, on the Great Stour "
                "river about 22 kilometres south-west of Canterbury. It grew as a railway town "
                "after the South Eastern Railway built its locomotive works there in the 1840s, "
                "and Ashford International station opened in 1996 for Channel Tunnel trains."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1942 Disney film Bambi was adapted from a novel by an Austrian writer born in which "
        "city?",
        "Budapest",
        [
            D(
                "Walt Disney: Walt Disney (1901 \u2013 1966) was an American animator and film "
                "producer born in Chicago, Illinois, who spent part of his childhood on a farm in "
                "Marceline, Missouri. With his brother Roy he built the studio that made Snow "
                "White, Pinocchio, Fantasia and Dumbo, and he opened Disneyland in California in "
                "1955."
            ),
            D(
                "Dumbo: Dumbo is a 1941 American animated film produced by Walt Disney "
                "Productions, based on a story by Helen Aberson and Harold Pearl written for a "
                "novelty toy. It tells of a baby circus elephant mocked for his huge ears, who "
                "learns with the help of a mouse named Timothy that he can fly."
            ),
            D(
                "The Fox and the Hound: The Fox and the Hound is a 1981 American animated film by "
                "Walt Disney Productions, loosely based on a 1967 novel by Daniel P. Mannix. It "
                "follows a red fox named Tod and a hunting dog named Copper who become friends "
                "when young but are driven apart as they grow up."
            ),
            D(
                "Bambi II: Bambi II is a 2006 American animated film made by DisneyToon Studios "
                "and released directly on video. Set during the events of the 1942 film, after the "
                "death of the young deer's mother, it shows him being raised by his stern father, "
                "the Great Prince of the Forest, who at first plans to give him to a foster mother."
            ),
            D(
                "Perri (film): Perri is a 1957 American nature film by Walt Disney Productions, "
                "one of its True-Life Fantasy series, following a young female squirrel through "
                "the seasons in a forest. It was adapted from Felix Salten's 1938 novel and "
                "combines footage of real animals with a narrated story."
            ),
            S(
                "Felix Salten: Felix Salten (1869 \u2013 1945) was an Austrian writer and critic "
                "born Siegmund Salzmann in Pest, now part of Budapest, whose family moved to "
                "Vienna when he was a baby. After his novel Bambi, a Life in the Woods (1923) made "
                "him famous, he fled the Nazis to Switzerland and died in Zurich."
            ),
            D(
                "Snow White and the Seven Dwarfs (1937 film): Snow White and the Seven Dwarfs is a "
                "1937 American animated film produced by Walt Disney, the first full-length "
                "cel-animated feature made in the United States. Based on the fairy tale collected "
                "by the Brothers Grimm, it opened in Los Angeles in December 1937."
            ),
            S(
                "Bambi: Bambi is a 1942 American animated film produced by Walt Disney and "
                "supervised by David Hand, adapted from Felix Salten's 1923 novel Bambi, a Life in "
                "the Woods. It follows a white-tailed fawn, the future prince of the forest, whose "
                "mother is killed by a hunter, and his friends Thumper and Flower."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "wisconsin town near which the author of the books behind the tv series little house on "
        "the prairie was born",
        "Pepin",
        [
            D(
                "Michael Landon: Michael Landon (1936 \u2013 1991) was an American actor, writer "
                "and director born Eugene Maurice Orowitz in Forest Hills, Queens, New York City. "
                "He played Little Joe Cartwright in Bonanza for fourteen years, then starred as "
                "Charles Ingalls in Little House on the Prairie and created Highway to Heaven."
            ),
            D(
                "Melissa Gilbert: Melissa Gilbert (born 8 May 1964) is an American actress born in "
                "Los Angeles and adopted as a baby. She played Laura Ingalls, the spirited second "
                "daughter of a pioneer family, in Little House on the Prairie from 1974, and was "
                "president of the Screen Actors Guild from 2001 to 2005."
            ),
            S(
                "Laura Ingalls Wilder: Laura Ingalls Wilder (1867 \u2013 1957) was an American "
                "writer born on 7 February 1867 in the Big Woods near Pepin, Wisconsin. Drawing on "
                "her childhood in Wisconsin, Kansas, Minnesota and Dakota Territory, she wrote the "
                "Little House books, starting with Little House in the Big Woods (1932)."
            ),
            D(
                "Walnut Grove, Minnesota: Walnut Grove is a small city in Redwood County, in "
                "south-western Minnesota, that grew up beside the railway in the 1870s. The "
                "Ingalls family lived in a dugout by nearby Plum Creek from 1874, and the town "
                "keeps a museum about them and stages an outdoor pageant each July."
            ),
            S(
                "Little House on the Prairie (TV series): Little House on the Prairie is an "
                "American drama broadcast on NBC from 1974 to 1983, loosely based on the Little "
                "House books by Laura Ingalls Wilder. Michael Landon plays Charles Ingalls, who "
                "farms near Walnut Grove, Minnesota, with his wife Caroline and daughters."
            ),
            D(
                "Rose Wilder Lane: Rose Wilder Lane (1886 \u2013 1968) was an American journalist "
                "and novelist born in De Smet, Dakota Territory, the only surviving child of the "
                "author of the Little House books. She wrote early biographies of Henry Ford and "
                "Herbert Hoover and is counted among the founders of American libertarianism."
            ),
            D(
                "Dr. Quinn, Medicine Woman: Dr. Quinn, Medicine Woman is an American western drama "
                "broadcast on CBS from 1993 to 1998. Jane Seymour plays Michaela Quinn, a woman "
                "doctor from Boston who moves in the late 1860s to the frontier town of Colorado "
                "Springs, where she takes in three orphaned children."
            ),
            D(
                "Karen Grassle: Karen Grassle (born 1942) is an American actress born in Berkeley, "
                "California, who trained at the London Academy of Music and Dramatic Art and acted "
                "on Broadway. She played Caroline Ingalls, the patient mother of a pioneer family, "
                "in Little House on the Prairie from 1974 to 1982."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The ITV series Jeeves and Wooster was adapted from stories by a writer born in which "
        "Surrey town?",
        "Guildford",
        [
            D(
                "Stephen Fry: Stephen Fry (born 24 August 1957) is an English actor, writer and "
                "broadcaster born in Hampstead, London, and raised in Norfolk. He played the valet "
                "Jeeves in Jeeves and Wooster, hosted the quiz show QI from 2003 to 2016 and "
                "published his first novel, The Liar, in 1991."
            ),
            D(
                "Hugh Laurie: Hugh Laurie (born 11 June 1959) is an English actor, comedian and "
                "musician born in Oxford. He rowed for Cambridge in the 1980 Boat Race, played the "
                "idle young gentleman Bertie Wooster in Jeeves and Wooster, and starred as the "
                "misanthropic doctor Gregory House in the American series House."
            ),
            D(
                "A Bit of Fry & Laurie: A Bit of Fry & Laurie is a British sketch comedy series "
                "written by and starring Stephen Fry and Hugh Laurie, who had met in the "
                "Footlights club at Cambridge University. It ran for four series on BBC Two and "
                "BBC One between 1989 and 1995, mixing sketches, songs and vox pops."
            ),
            S(
                "Jeeves and Wooster: Jeeves and Wooster is a British comedy-drama series broadcast "
                "on ITV from 1990 to 1993, adapted by Clive Exton from P. G. Wodehouse's stories. "
                "Hugh Laurie plays Bertie Wooster, a rich young idler in London between the wars, "
                "and Stephen Fry plays Jeeves, his resourceful valet."
            ),
            D(
                "Blandings (TV series): Blandings is a British sitcom broadcast on BBC One from "
                "2013 to 2014, set in 1929 at a stately home in Shropshire. Timothy Spall plays "
                "the absent-minded Lord Emsworth, whose great love is his prize pig, the Empress "
                "of Blandings, and Jennifer Saunders plays his domineering sister Connie."
            ),
            D(
                "Guildford: Guildford is a town in Surrey, England, on the River Wey about 43 "
                "kilometres south-west of central London. It has the ruins of a Norman castle and "
                "an Anglican cathedral consecrated in 1961, and is home to the University of "
                "Surrey, which received its royal charter in 1966."
            ),
            D(
                "Brideshead Revisited (TV serial): Brideshead Revisited is an eleven-part British "
                "television serial broadcast on ITV in 1981, adapted from Evelyn Waugh's 1945 "
                "novel. It follows the painter Charles Ryder, who befriends the charming "
                "aristocrat Sebastian Flyte, played by Anthony Andrews, at Oxford in the 1920s."
            ),
            S(
                "P. G. Wodehouse: Sir Pelham Grenville Wodehouse (1881 \u2013 1975) was an English "
                "comic writer born on 15 October 1881 in Guildford, Surrey, and educated at "
                "Dulwich College. He created the valet Jeeves and the Blandings Castle stories, "
                "became an American citizen in 1955 and was knighted weeks before his death."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The CBS series Perry Mason was based on novels by a writer born in which Massachusetts "
        "city?",
        "Malden",
        [
            S(
                "Erle Stanley Gardner: Erle Stanley Gardner (1889 \u2013 1970) was an American "
                "lawyer and writer of detective fiction born on 17 July 1889 in Malden, "
                "Massachusetts. He practised law in Ventura County, California, and from 1933 "
                "wrote more than eighty novels about the defence attorney Perry Mason."
            ),
            D(
                "Raymond Burr: Raymond Burr (1917 \u2013 1993) was a Canadian actor born in New "
                "Westminster, British Columbia. He played the suspected wife-killer Lars Thorwald "
                "in Rear Window (1954), then starred as a defence lawyer on CBS and later as a "
                "wheelchair-using San Francisco detective in Ironside."
            ),
            D(
                "Ironside (1967 TV series): Ironside is an American crime drama broadcast on NBC "
                "from 1967 to 1975. Raymond Burr plays Robert T. Ironside, San Francisco's chief "
                "of detectives, who is left paralysed from the waist down by a sniper's bullet and "
                "goes on solving cases from a wheelchair with a small team."
            ),
            D(
                "Perry Mason (2020 TV series): Perry Mason is an American period drama broadcast "
                "on HBO from 2020 to 2023, set in Los Angeles in the early 1930s. Matthew Rhys "
                "plays a struggling private investigator, a veteran of the First World War, who "
                "becomes a defence lawyer while working on a child kidnapping case."
            ),
            D(
                "Barbara Hale: Barbara Hale (1922 \u2013 2017) was an American actress born in "
                "DeKalb, Illinois. She won an Emmy Award for playing Della Street, the loyal "
                "secretary of a Los Angeles defence lawyer, in the CBS series Perry Mason, and "
                "returned to the role in thirty television films from 1985."
            ),
            D(
                "Malden, Massachusetts: Malden is a city in Middlesex County, Massachusetts, about "
                "eight kilometres north of downtown Boston, on the Malden River. Settled by "
                "Puritans in 1640 and later a centre of rubber-shoe making, it is served by the "
                "Orange Line of the Boston subway."
            ),
            S(
                "Perry Mason (1957 TV series): Perry Mason is an American legal drama broadcast on "
                "CBS from 1957 to 1966, based on the novels of Erle Stanley Gardner. Raymond Burr "
                "plays the Los Angeles defence attorney Perry Mason, who nearly always wins by "
                "exposing the real murderer on the witness stand."
            ),
            D(
                "William Hopper: William Hopper (1915 \u2013 1970) was an American actor born in "
                "New York City, the only child of the actress and gossip columnist Hedda Hopper. "
                "He played the private detective Paul Drake, who digs up evidence for the defence, "
                "in the CBS series Perry Mason for all nine seasons."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which Billy Wilder film was released first, Sunset Boulevard or The Apartment?",
        "Sunset Boulevard",
        [
            D(
                "Sunset Boulevard: Sunset Boulevard is a major street in Los Angeles County, "
                "California, running about 35 kilometres from Figueroa Street near downtown Los "
                "Angeles to the Pacific Coast Highway by the ocean. Its stretch through West "
                "Hollywood, the Sunset Strip, is known for nightclubs and billboards."
            ),
            D(
                "Sunset Boulevard (musical): Sunset Boulevard is a stage musical by Andrew Lloyd "
                "Webber, with book and lyrics by Don Black and Christopher Hampton, adapted from a "
                "Hollywood film about a faded silent star. It opened in London's West End in July "
                "1993 with Patti LuPone and won the Tony Award for Best Musical."
            ),
            S(
                "Sunset Boulevard (film): Sunset Boulevard is a 1950 American film noir directed "
                "and co-written by Billy Wilder. William Holden plays a struggling screenwriter "
                "drawn into the life of Norma Desmond, a forgotten silent star played by Gloria "
                "Swanson, and it won three Academy Awards, among them Best Story and Screenplay."
            ),
            D(
                "Gloria Swanson: Gloria Swanson (1899 \u2013 1983) was an American actress born in "
                "Chicago who became one of the biggest stars of silent cinema, in films such as "
                "Sadie Thompson (1928). Long after sound films had ended her reign, she made a "
                "celebrated comeback as the faded star Norma Desmond for Billy Wilder."
            ),
            D(
                "Irma la Douce: Irma la Douce is a 1963 American romantic comedy directed by Billy "
                "Wilder and adapted from a French stage musical. Jack Lemmon plays an honest Paris "
                "policeman who falls for a streetwalker, played by Shirley MacLaine, and poses as "
                "an English lord to keep her off the streets."
            ),
            S(
                "The Apartment: The Apartment is a 1960 American romantic comedy-drama directed by "
                "Billy Wilder, who wrote it with I. A. L. Diamond. Jack Lemmon plays an insurance "
                "clerk who lends his flat to his bosses for their affairs, and Shirley MacLaine "
                "plays a lift operator; it won five Academy Awards, including Best Picture."
            ),
            D(
                "Shirley MacLaine: Shirley MacLaine (born 24 April 1934) is an American actress, "
                "dancer and author born in Richmond, Virginia, the elder sister of the actor "
                "Warren Beatty. She played the lift operator Fran Kubelik for Billy Wilder and won "
                "the Academy Award for Best Actress in 1984."
            ),
            D(
                "The Lost Weekend (film): The Lost Weekend is a 1945 American film noir directed "
                "by Billy Wilder from Charles R. Jackson's novel. Ray Milland plays an alcoholic "
                "writer on a four-day binge in New York, and the film won the Academy Awards for "
                "Best Picture, Director and Actor and the Grand Prix at Cannes."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which came out first finding nemo or the incredibles",
        "Finding Nemo",
        [
            D(
                "Finding Dory: Finding Dory is a 2016 American animated film produced by Pixar and "
                "directed by Andrew Stanton. Ellen DeGeneres voices Dory, a friendly blue tang "
                "fish with short-term memory loss, who sets off across the ocean to find her "
                "parents and ends up in a marine life institute in California."
            ),
            S(
                "Finding Nemo: Finding Nemo is an American animated film produced by Pixar and "
                "released by Walt Disney Pictures in May 2003. Directed by Andrew Stanton, it "
                "follows Marlin, an overprotective clownfish voiced by Albert Brooks, who crosses "
                "the ocean to rescue his son Nemo from a dentist's aquarium in Sydney."
            ),
            D(
                "Brad Bird: Brad Bird (born 24 September 1957) is an American director, "
                "screenwriter and animator born in Kalispell, Montana. He made The Iron Giant "
                "(1999) for Warner Bros., then joined Pixar, where his films about a family of "
                "superheroes and a rat who cooks both won the Oscar for Best Animated Feature."
            ),
            D(
                "Incredibles 2: Incredibles 2 is a 2018 American animated superhero film written "
                "and directed by Brad Bird for Pixar. Picking up right where the first film ends, "
                "it puts Helen Parr, known as Elastigirl, in the spotlight while her husband Bob "
                "stays at home looking after their baby, Jack-Jack."
            ),
            S(
                "The Incredibles: The Incredibles is an American animated superhero film written "
                "and directed by Brad Bird, produced by Pixar and released in November 2004. It "
                "follows Bob Parr, a former superhero forced into suburban life, who returns to "
                "action with his family, and it won the Oscar for Best Animated Feature."
            ),
            D(
                "Andrew Stanton: Andrew Stanton (born 3 December 1965) is an American filmmaker "
                "born in Rockport, Massachusetts, who joined Pixar in 1990 as its second animator. "
                "He co-wrote Toy Story, directed the studio's two ocean adventures and WALL-E, and "
                "voices Crush, the laid-back sea turtle."
            ),
            D(
                "Monsters, Inc.: Monsters, Inc. is a 2001 American animated film produced by Pixar "
                "and directed by Pete Docter. In a city powered by children's screams, the scarer "
                "James P. Sullivan and his one-eyed friend Mike Wazowski, voiced by John Goodman "
                "and Billy Crystal, must return a little girl called Boo to her home."
            ),
            D(
                "Ratatouille (film): Ratatouille is a 2007 American animated film written and "
                "directed by Brad Bird for Pixar. Remy, a rat with a gifted sense of taste and "
                "smell, teams up with a young kitchen worker, Alfredo Linguini, to cook at a "
                "famous Paris restaurant once run by the late chef Auguste Gusteau."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Ingrid Bergman and Max von Sydow both born in Stockholm?",
        "no",
        [
            D(
                "Ingmar Bergman: Ingmar Bergman (1918 \u2013 2007) was a Swedish film and theatre "
                "director, the son of a Lutheran pastor who became chaplain to the Swedish royal "
                "court. He made The Seventh Seal, Wild Strawberries, Persona and Fanny and "
                "Alexander, and spent his last years on the island of F\u00e5r\u00f6 in the Baltic "
                "Sea."
            ),
            D(
                "Greta Garbo: Greta Garbo (1905 \u2013 1990) was a Swedish-American actress born "
                "in Stockholm, where she worked in a department store before training at the "
                "acting school of the Royal Dramatic Theatre. In Hollywood she starred in Anna "
                "Christie, Grand Hotel and Ninotchka, and she left films in 1941."
            ),
            D(
                "Isabella Rossellini: Isabella Rossellini (born 18 June 1952) is an Italian "
                "actress and model born in Rome, the daughter of the director Roberto Rossellini "
                "and a Swedish film star. She was the face of Lanc\u00f4me for fourteen years and "
                "starred in David Lynch's Blue Velvet (1986)."
            ),
            D(
                "The Seventh Seal: The Seventh Seal is a 1957 Swedish film written and directed by "
                "Ingmar Bergman and set during the Black Death. A knight returning from the "
                "Crusades, played by Max von Sydow, plays chess with Death, played by Bengt "
                "Ekerot, to put off his end while he searches for meaning."
            ),
            S(
                "Ingrid Bergman: Ingrid Bergman (1915 \u2013 1982) was a Swedish actress born in "
                "Stockholm on 29 August 1915. She starred opposite Humphrey Bogart in Casablanca, "
                "won three Academy Awards, for Gaslight, Anastasia and Murder on the Orient "
                "Express, and died in London on her 67th birthday."
            ),
            D(
                "Lund: Lund is a city in the province of Scania in southern Sweden, about 15 "
                "kilometres north-east of Malm\u00f6. Founded around 990, it has a Romanesque "
                "cathedral consecrated in 1145 and Lund University, established in 1666, one of "
                "the oldest and largest universities in Scandinavia."
            ),
            S(
                "Max von Sydow: Max von Sydow (1929 \u2013 2020) was a Swedish-French actor born "
                "in Lund, in the south of Sweden, on 10 April 1929. He made eleven films with "
                "Ingmar Bergman, including The Seventh Seal, and in Hollywood played the old "
                "priest in The Exorcist and Ming the Merciless in Flash Gordon."
            ),
            D(
                "Liv Ullmann: Liv Ullmann (born 16 December 1938) is a Norwegian actress and "
                "director born in Tokyo, where her father was working as an aircraft engineer. She "
                "starred in many films for Ingmar Bergman, beginning with Persona (1966), and "
                "played a Swedish emigrant's wife in Jan Troell's The Emigrants."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Walter Matthau or Jack Lemmon?",
        "Walter Matthau",
        [
            S(
                "Walter Matthau: Walter Matthau (1920 \u2013 2000) was an American actor born on 1 "
                "October 1920 on the Lower East Side of New York City, the son of poor Jewish "
                "immigrants. He won the Academy Award for Best Supporting Actor for The Fortune "
                "Cookie (1966) and played the slob Oscar Madison in The Odd Couple."
            ),
            D(
                "The Odd Couple (film): The Odd Couple is a 1968 American comedy directed by Gene "
                "Saks from Neil Simon's Broadway play. Jack Lemmon plays Felix Ungar, a fussy, "
                "newly separated news writer who moves in with his untidy friend Oscar Madison, a "
                "sportswriter, and soon drives him to distraction."
            ),
            D(
                "Grumpy Old Men (film): Grumpy Old Men is a 1993 American comedy directed by "
                "Donald Petrie. Jack Lemmon and Walter Matthau play lifelong neighbours in "
                "Wabasha, Minnesota, who trade insults and pranks until a widow played by "
                "Ann-Margret moves in across the street; a sequel followed in 1995."
            ),
            D(
                "Neil Simon: Neil Simon (1927 \u2013 2018) was an American playwright and "
                "screenwriter born in the Bronx, New York City. He wrote more than thirty plays, "
                "among them Barefoot in the Park, The Odd Couple and Lost in Yonkers, which won "
                "the Pulitzer Prize for Drama in 1991."
            ),
            D(
                "The Fortune Cookie: The Fortune Cookie is a 1966 American comedy directed by "
                "Billy Wilder, the first film to pair Jack Lemmon with Walter Matthau. A "
                "television cameraman knocked down at a football game is talked by his crooked "
                "lawyer brother-in-law into faking a crippling injury for the insurance."
            ),
            D(
                "Tony Curtis: Tony Curtis (1925 \u2013 2010) was an American actor born Bernard "
                "Schwartz in the Bronx, New York City. He starred in Sweet Smell of Success and "
                "The Defiant Ones, and with Jack Lemmon played a Chicago musician hiding from "
                "gangsters in an all-women band in Some Like It Hot (1959)."
            ),
            D(
                "Mister Roberts (1955 film): Mister Roberts is a 1955 American comedy-drama "
                "directed by John Ford and Mervyn LeRoy from a Broadway play. Henry Fonda plays a "
                "cargo ship's officer who longs for combat in the Pacific, James Cagney plays the "
                "tyrannical captain, and Jack Lemmon won an Oscar as Ensign Pulver."
            ),
            S(
                "Jack Lemmon: Jack Lemmon (1925 \u2013 2001) was an American actor born on 8 "
                "February 1925 in Newton, Massachusetts, reportedly in a hospital lift. He starred "
                "in Some Like It Hot and The Apartment, made ten films with Walter Matthau and won "
                "Academy Awards for Mister Roberts and Save the Tiger."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which sitcom premiered first on CBS, The Mary Tyler Moore Show or The Bob Newhart Show?",
        "The Mary Tyler Moore Show",
        [
            D(
                "Mary Tyler Moore: Mary Tyler Moore (1936 \u2013 2017) was an American actress "
                "born in Brooklyn, New York City. She became famous as Laura Petrie, the wife of a "
                "comedy writer, in The Dick Van Dyke Show, later played a Minneapolis news "
                "producer in her own sitcom, and was nominated for an Oscar for Ordinary People."
            ),
            D(
                "Newhart: Newhart is an American sitcom broadcast on CBS from 1982 to 1990 and set "
                "in a small town in Vermont. Bob Newhart plays Dick Loudon, a writer of how-to "
                "books who runs an old inn with his wife Joanna, and its last episode ends with a "
                "famous twist set in the bedroom of his earlier series."
            ),
            D(
                "Rhoda: Rhoda is an American sitcom broadcast on CBS from 1974 to 1978, a spin-off "
                "of a popular workplace comedy set in Minneapolis. Valerie Harper plays Rhoda "
                "Morgenstern, a window dresser who moves back home to New York City and, in a "
                "much-watched episode of the first season, marries Joe Gerard."
            ),
            S(
                "The Mary Tyler Moore Show: The Mary Tyler Moore Show is an American sitcom "
                "created by James L. Brooks and Allan Burns that premiered on CBS on 19 September "
                "1970 and ran for seven seasons. Mary Tyler Moore plays Mary Richards, a single "
                "woman who produces the evening news at WJM-TV in Minneapolis."
            ),
            D(
                "Bob Newhart: Bob Newhart (1929 \u2013 2024) was an American comedian and actor "
                "born in Oak Park, Illinois, who worked as an accountant before turning to comedy. "
                "His deadpan one-sided telephone calls on the album The Button-Down Mind of Bob "
                "Newhart (1960) won the Grammy Award for Album of the Year."
            ),
            S(
                "The Bob Newhart Show: The Bob Newhart Show is an American sitcom produced by MTM "
                "Enterprises that premiered on CBS on 16 September 1972 and ran for six seasons. "
                "Bob Newhart plays Bob Hartley, a Chicago psychologist, with Suzanne Pleshette as "
                "his wife Emily, a teacher, and Bill Daily as their neighbour Howard."
            ),
            D(
                "Lou Grant (TV series): Lou Grant is an American drama broadcast on CBS from 1977 "
                "to 1982, a spin-off of a sitcom about a Minneapolis newsroom. Ed Asner plays Lou "
                "Grant, a gruff former television news director who becomes city editor of the Los "
                "Angeles Tribune, a daily newspaper facing hard stories."
            ),
            D(
                "MTM Enterprises: MTM Enterprises was an American television production company "
                "founded in 1969 by the actress Mary Tyler Moore and her husband Grant Tinker. Its "
                "logo, a mewing kitten, parodied MGM's roaring lion, and it made the comedies WKRP "
                "in Cincinnati and Newhart and the dramas Hill Street Blues and St. Elsewhere."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the director of the film In the Mood for Love born?",
        "17 July 1958",
        [
            D(
                "Tony Leung Chiu-wai: Tony Leung Chiu-wai (born 27 June 1962) is a Hong Kong actor "
                "who began in television at TVB in the 1980s. He won the Best Actor award at "
                "Cannes in 2000 as a newspaper editor in love with his neighbour's wife in 1960s "
                "Hong Kong, and also starred in Hard Boiled, Infernal Affairs and Lust, Caution."
            ),
            S(
                "In the Mood for Love: In the Mood for Love is a 2000 Hong Kong romantic drama "
                "written and directed by Wong Kar-wai. Tony Leung Chiu-wai and Maggie Cheung play "
                "neighbours in a crowded Hong Kong building in 1962 who find out that their "
                "spouses are having an affair with each other, and slowly grow close themselves."
            ),
            D(
                "Maggie Cheung: Maggie Cheung (born 20 September 1964) is a Hong Kong actress who "
                "spent part of her childhood in England. Runner-up in the 1983 Miss Hong Kong "
                "pageant, she won the Best Actress award at Berlin for Center Stage and at Cannes "
                "for Clean (2004), directed by her former husband Olivier Assayas."
            ),
            D(
                "2046 (film): 2046 is a 2004 romantic drama written and directed by Wong Kar-wai, "
                "a loose sequel to his story of two betrayed neighbours. Tony Leung Chiu-wai plays "
                "Chow Mo-wan, a writer in late-1960s Hong Kong who has affairs with several women "
                "while writing a science-fiction tale about a train to the year 2046."
            ),
            D(
                "Chungking Express: Chungking Express is a 1994 Hong Kong film written and "
                "directed by Wong Kar-wai, made quickly during a break from editing his "
                "martial-arts epic Ashes of Time. It tells two stories of lovesick policemen, "
                "played by Takeshi Kaneshiro and Tony Leung Chiu-wai, and stars Faye Wong."
            ),
            D(
                "Christopher Doyle: Christopher Doyle (born 1952) is an Australian cinematographer "
                "born in Sydney who went to sea as a merchant sailor at eighteen and settled in "
                "Taiwan and Hong Kong. He shot many films for Wong Kar-wai, including the Cannes "
                "prize-winner Happy Together, and Zhang Yimou's Hero (2002)."
            ),
            S(
                "Wong Kar-wai: Wong Kar-wai (born 17 July 1958) is a Hong Kong film director and "
                "screenwriter born in Shanghai, whose family moved to Hong Kong when he was five. "
                "Known for his stylish, moody romances, he made Chungking Express and Happy "
                "Together, which won him the Best Director award at Cannes in 1997."
            ),
            D(
                "Happy Together (1997 film): Happy Together is a 1997 Hong Kong romantic drama "
                "written and directed by Wong Kar-wai. Leslie Cheung and Tony Leung Chiu-wai play "
                "a troubled gay couple who travel from Hong Kong to Argentina to see the Iguazu "
                "Falls, break up in Buenos Aires and drift back into each other's lives."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "who is the father of the actor who played bud fox in wall street",
        "Martin Sheen",
        [
            D(
                "Michael Douglas: Michael Douglas (born 25 September 1944) is an American actor "
                "and producer born in New Brunswick, New Jersey, the son of the actor Kirk "
                "Douglas. He won the Academy Award for Best Actor as the corporate raider Gordon "
                "Gekko, and starred in Romancing the Stone, Fatal Attraction and Basic Instinct."
            ),
            D(
                "Oliver Stone: Oliver Stone (born 15 September 1946) is an American film director "
                "and screenwriter born in New York City. A decorated infantry veteran of the "
                "Vietnam War, he won Academy Awards for directing Platoon and Born on the Fourth "
                "of July, and for writing the screenplay of Midnight Express (1978)."
            ),
            S(
                "Wall Street (1987 film): Wall Street is a 1987 American drama directed by Oliver "
                "Stone, who co-wrote it with Stanley Weiser. Charlie Sheen plays Bud Fox, a young "
                "stockbroker who falls under the spell of Gordon Gekko, a ruthless corporate "
                "raider played by Michael Douglas, and turns to insider trading."
            ),
            D(
                "Gordon Gekko: Gordon Gekko is a fictional corporate raider created by Oliver "
                "Stone and Stanley Weiser, first seen in the 1987 film Wall Street and played by "
                "Michael Douglas. His speech declaring that greed, for lack of a better word, is "
                "good became a byword for the excesses of 1980s finance."
            ),
            D(
                "Wall Street: Money Never Sleeps: Wall Street: Money Never Sleeps is a 2010 "
                "American drama directed by Oliver Stone, a sequel to his 1987 film. Michael "
                "Douglas returns as Gordon Gekko, freshly out of prison, and Shia LaBeouf plays a "
                "young trader engaged to Gekko's estranged daughter, Winnie."
            ),
            D(
                "Platoon (film): Platoon is a 1986 American war film written and directed by "
                "Oliver Stone, drawing on his own year as an infantryman in Vietnam. Charlie Sheen "
                "plays a young volunteer caught between two sergeants, played by Tom Berenger and "
                "Willem Dafoe, and it won the Academy Award for Best Picture."
            ),
            D(
                "Two and a Half Men: Two and a Half Men is an American sitcom broadcast on CBS "
                "from 2003 to 2015. Charlie Sheen starred as Charlie Harper, a hedonistic jingle "
                "writer living in a Malibu beach house with his brother Alan and nephew Jake, "
                "until he was fired in 2011 and replaced by Ashton Kutcher."
            ),
            S(
                "Charlie Sheen: Charlie Sheen (born 3 September 1965) is an American actor born "
                "Carlos Irwin Est\u00e9vez in New York City, the son of the actor Martin Sheen and "
                "the younger brother of Emilio Estevez. He starred in Platoon, Wall Street and "
                "Major League, and led the CBS sitcom Two and a Half Men."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the director of the film The 400 Blows die?",
        "21 October 1984",
        [
            S(
                "The 400 Blows: The 400 Blows is a 1959 French drama, the first feature film "
                "directed by Fran\u00e7ois Truffaut. Jean-Pierre L\u00e9aud plays Antoine Doinel, "
                "a neglected Paris schoolboy who drifts into truancy and petty theft and is sent "
                "to a reform school; it won Truffaut the Best Director award at Cannes."
            ),
            D(
                "Jean-Pierre L\u00e9aud: Jean-Pierre L\u00e9aud (born 28 May 1944) is a French "
                "actor born in Paris, the son of a screenwriter and an actress. Chosen at fourteen "
                "to play a runaway schoolboy, he played the same character in four later films and "
                "often worked for Jean-Luc Godard, as in Masculin F\u00e9minin."
            ),
            D(
                "Antoine Doinel: Antoine Doinel is a fictional character in five films by "
                "Fran\u00e7ois Truffaut made from 1959 to 1979, always played by Jean-Pierre "
                "L\u00e9aud. Often seen as the director's alter ego, he grows from a troubled boy "
                "into a husband and father in Stolen Kisses, Bed and Board and Love on the Run."
            ),
            D(
                "Jules and Jim: Jules and Jim is a 1962 French romantic drama directed by "
                "Fran\u00e7ois Truffaut from a novel by Henri-Pierre Roch\u00e9. Set before and "
                "after the First World War, it follows two close friends, the shy Austrian Jules "
                "and the Frenchman Jim, and Catherine, the woman both love, played by Jeanne "
                "Moreau."
            ),
            S(
                "Fran\u00e7ois Truffaut: Fran\u00e7ois Truffaut (1932 \u2013 1984) was a French "
                "film director, screenwriter and critic born in Paris and one of the founders of "
                "the French New Wave. After writing for Cahiers du cin\u00e9ma he directed Jules "
                "and Jim and Day for Night, and he died of a brain tumour on 21 October 1984."
            ),
            D(
                "Andr\u00e9 Bazin: Andr\u00e9 Bazin (1918 \u2013 1958) was a French film critic "
                "and theorist born in Angers who co-founded the magazine Cahiers du cin\u00e9ma in "
                "1951. A mentor to the young critics who became the New Wave directors, he died of "
                "leukaemia in November 1958, aged only forty."
            ),
            D(
                "Claude Chabrol: Claude Chabrol (1930 \u2013 2010) was a French film director born "
                "in Paris who, like several fellow critics at Cahiers du cin\u00e9ma, turned to "
                "directing in the late 1950s. His first feature, Le Beau Serge (1958), is often "
                "called the first New Wave film, and he later made thrillers such as Le Boucher."
            ),
            D(
                "Day for Night (film): Day for Night is a 1973 French comedy-drama directed by "
                "Fran\u00e7ois Truffaut, who also plays a director struggling to finish a "
                "melodrama at a film studio in Nice. Jacqueline Bisset, Jean-Pierre L\u00e9aud and "
                "Valentina Cortese star, and it won the Oscar for Best Foreign Language Film."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film Raise the Red Lantern born?",
        "Xi'an",
        [
            D(
                "Gong Li: Gong Li (born 31 December 1965) is a Chinese actress born in Shenyang, "
                "Liaoning, who studied at the Central Academy of Drama in Beijing. She starred in "
                "Red Sorghum, Ju Dou and Farewell My Concubine, and won the Volpi Cup at Venice "
                "for The Story of Qiu Ju (1992)."
            ),
            D(
                "Su Tong: Su Tong (born 1963) is a Chinese novelist born in Suzhou, Jiangsu, who "
                "studied Chinese literature at Beijing Normal University. His novella Wives and "
                "Concubines, about the four wives of a rich man in the 1920s, was adapted for the "
                "cinema, and he won the Man Asian Literary Prize in 2009."
            ),
            D(
                "Red Sorghum (film): Red Sorghum is a 1987 Chinese war drama, the first film "
                "directed by Zhang Yimou, adapted from Mo Yan's novel. Gong Li plays a young woman "
                "sent to marry the old owner of a winery in rural Shandong, and it was the first "
                "Chinese film to win the Golden Bear at Berlin."
            ),
            D(
                "Chen Kaige: Chen Kaige (born 12 August 1952) is a Chinese film director born in "
                "Beijing who studied at the Beijing Film Academy. His first film, Yellow Earth "
                "(1984), was shot by his classmate Zhang Yimou, and he won the Palme d'Or for "
                "Farewell My Concubine (1993), about two Peking opera actors."
            ),
            D(
                "Ju Dou: Ju Dou is a 1990 Chinese drama directed by Zhang Yimou and Yang Fengliang "
                "and set at a rural dye mill in the 1920s. Gong Li plays the young wife of a cruel "
                "old mill owner who begins an affair with his adopted nephew; it was the first "
                "Chinese film nominated for the Oscar for Best Foreign Language Film."
            ),
            S(
                "Raise the Red Lantern: Raise the Red Lantern is a 1991 Chinese drama directed by "
                "Zhang Yimou, adapted from Su Tong's novella Wives and Concubines. Gong Li plays "
                "Songlian, who becomes the fourth wife of a wealthy master in 1920s China, where a "
                "red lantern is lit outside the rooms of the wife he visits each night."
            ),
            S(
                "Zhang Yimou: Zhang Yimou (born 14 November 1950) is a Chinese film director born "
                "in Xi'an, Shaanxi, who worked in a textile mill during the Cultural Revolution "
                "before entering the Beijing Film Academy. He made Red Sorghum, Hero and House of "
                "Flying Daggers, and staged the opening ceremony of the 2008 Beijing Olympics."
            ),
            D(
                "Hero (2002 film): Hero is a 2002 Chinese wuxia film directed by Zhang Yimou and "
                "set in the Warring States period. Jet Li plays a nameless swordsman who tells the "
                "king of Qin how he defeated three assassins, and its colour-coded flashbacks were "
                "shot by the cinematographer Christopher Doyle."
            ),
        ],
        drop=0,
    ),
]
