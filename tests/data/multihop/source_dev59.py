"""Development multi-hop questions, batch 59.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), and the other development sources (source_dev1.py to
source_dev58.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v49.

Measured lengths: mean support 300 characters, mean distractor 301 characters; a
support is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which Michigan city was the writer and producer of the 1990 film Home Alone born?",
        "Lansing",
        [
            D(
                "Chris Columbus (filmmaker): Chris Columbus (born 1958) is an American director "
                "born in Spangler, Pennsylvania, and raised in Ohio, where his father worked in a "
                "factory. He wrote the scripts of Gremlins and The Goonies in the mid-1980s and "
                "later directed the first two films about the boy wizard Harry Potter."
            ),
            S(
                "Home Alone: Home Alone is a 1990 American Christmas comedy film directed by Chris "
                "Columbus and written and produced by John Hughes. Macaulay Culkin plays Kevin "
                "McCallister, an eight-year-old boy left behind in his family's house near Chicago "
                "when the rest of them fly to Paris for the holidays."
            ),
            D(
                "Home Alone 2: Lost in New York: Home Alone 2: Lost in New York is a 1992 comedy "
                "film and the sequel to a Christmas hit of two years earlier. Kevin McCallister "
                "boards the wrong plane at O'Hare and lands in New York City, where he checks into "
                "the Plaza Hotel and again meets the burglars Harry and Marv."
            ),
            D(
                "Macaulay Culkin: Macaulay Culkin (born 26 August 1980) is an American actor born "
                "in New York City, one of seven children of the former stage actor Kit Culkin. He "
                "became one of the best-paid child actors of the early 1990s and also starred in "
                "My Girl (1991) and Richie Rich (1994)."
            ),
            S(
                "John Hughes (filmmaker): John Hughes (1950 \u2013 2009) was an American "
                "screenwriter, producer and director, born on 18 February 1950 in Lansing, "
                "Michigan. His family moved to Northbrook, a suburb of Chicago, when he was a "
                "teenager, and he went on to make Sixteen Candles and Ferris Bueller's Day Off."
            ),
            D(
                "East Lansing, Michigan: East Lansing is a city in Ingham County, Michigan, next "
                "to the state capital. It grew around Michigan State University, founded in 1855 "
                "as one of the first agricultural colleges in the United States, and the students "
                "make up more than half of its population during term."
            ),
            D(
                "The Breakfast Club: The Breakfast Club is a 1985 American teen film written and "
                "directed by John Hughes, about five high-school students who spend a Saturday "
                "detention together in the library of Shermer High School in Illinois. Molly "
                "Ringwald, Emilio Estevez and Ally Sheedy are among the five."
            ),
            D(
                "Joe Pesci: Joe Pesci (born 9 February 1943) is an American actor born in Newark, "
                "New Jersey. He won the Academy Award for Best Supporting Actor for Goodfellas "
                "(1990), and in the same year he played Harry, one of the two burglars who try to "
                "rob a house on Christmas Eve in a family comedy."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Clark Gable or Gary Cooper?",
        "Clark Gable",
        [
            D(
                "Carole Lombard: Carole Lombard (1908 \u2013 1942) was an American actress born in "
                "Fort Wayne, Indiana, known for screwball comedies such as My Man Godfrey (1936). "
                "She married Clark Gable in 1939 and was killed in January 1942, when her plane "
                "crashed near Las Vegas on the way home from a war bond tour."
            ),
            S(
                "Clark Gable: Clark Gable (1901 \u2013 1960) was an American film actor born on 1 "
                "February 1901 in Cadiz, Ohio. He won the Academy Award for Best Actor for It "
                "Happened One Night (1934), played Rhett Butler in Gone with the Wind (1939), and "
                "died in November 1960, soon after finishing The Misfits."
            ),
            D(
                "Jackie Cooper: Jackie Cooper (1922 \u2013 2011) was an American actor and "
                "director born in Los Angeles. At the age of nine he was nominated for the Academy "
                "Award for Best Actor for Skippy (1931), still the youngest nominee in that "
                "category, and he later played Perry White in four Superman films."
            ),
            D(
                "It Happened One Night: It Happened One Night is a 1934 romantic comedy directed "
                "by Frank Capra, in which a runaway heiress played by Claudette Colbert rides a "
                "night bus from Miami to New York beside a reporter. It was the first film to win "
                "all five main Academy Awards, Best Picture among them."
            ),
            D(
                "High Noon: High Noon is a 1952 American western directed by Fred Zinnemann and "
                "told almost in real time, as a town marshal waits alone for a killer due on the "
                "noon train. Grace Kelly plays his new Quaker wife, and Dimitri Tiomkin's ballad "
                "Do Not Forsake Me won the Academy Award for Best Song."
            ),
            S(
                "Gary Cooper: Gary Cooper (1901 \u2013 1961) was an American film actor born on 7 "
                "May 1901 in Helena, Montana, the son of an English-born lawyer and rancher. He "
                "won the Academy Award for Best Actor twice, for Sergeant York (1941) and High "
                "Noon (1952), and he died in Los Angeles in May 1961."
            ),
            D(
                "Helena, Montana: Helena is the capital of the US state of Montana, founded in "
                "1864 as a gold camp called Last Chance Gulch. By the late 1880s it was said to "
                "have more millionaires for its size than any other city in the world, and its "
                "twin-spired cathedral was modelled on a church in Vienna."
            ),
            D(
                "Cadiz, Ohio: Cadiz is a village and the seat of Harrison County in eastern Ohio, "
                "named after the port city in southern Spain. Coal mining shaped its economy for "
                "most of the 20th century, and a small museum in the village recalls a film star "
                "who was born there and became known as the King of Hollywood."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "massachusetts town where the director of the 1956 film the ten commandments was born",
        "Ashfield, Massachusetts",
        [
            D(
                "The Prince of Egypt: The Prince of Egypt is a 1998 American animated musical film "
                "from DreamWorks, directed by Brenda Chapman, Steve Hickner and Simon Wells. It "
                "follows Moses from his youth as a prince of Egypt to the parting of the Red Sea, "
                "and its song When You Believe won an Academy Award."
            ),
            D(
                "Charlton Heston: Charlton Heston (1923 \u2013 2008) was an American actor born in "
                "Illinois who played Moses in an epic of 1956. He won the Academy Award for Best "
                "Actor for Ben-Hur (1959), led the Screen Actors Guild from 1965 to 1971, and was "
                "president of the National Rifle Association from 1998 to 2003."
            ),
            S(
                "The Ten Commandments (1956 film): The Ten Commandments is a 1956 American epic "
                "film produced and directed by Cecil B. DeMille, telling the life of Moses from "
                "his rescue on the Nile to the Exodus. Charlton Heston plays Moses and Yul Brynner "
                "plays Rameses II, and it was the last film DeMille directed."
            ),
            D(
                "Yul Brynner: Yul Brynner (1920 \u2013 1985) was an actor born in Vladivostok in "
                "the Russian Far East and famous for his shaved head. He won the Academy Award for "
                "Best Actor for The King and I (1956), played the king on stage more than 4,600 "
                "times, and led the hired gunmen in The Magnificent Seven (1960)."
            ),
            D(
                "William C. deMille: William Churchill deMille (1878 \u2013 1955) was an American "
                "playwright and film director, the elder brother of a more famous producer of "
                "biblical epics. He was the second president of the Academy of Motion Picture Arts "
                "and Sciences and co-hosted its first awards ceremony in May 1929."
            ),
            S(
                "Cecil B. DeMille: Cecil Blount DeMille (1881 \u2013 1959) was an American film "
                "director and producer born on 12 August 1881 in Ashfield, a small hill town in "
                "western Massachusetts. He grew up in New Jersey, and in 1914 he co-directed The "
                "Squaw Man, one of the first feature films shot in Hollywood."
            ),
            D(
                "Deerfield, Massachusetts: Deerfield is a town in Franklin County, Massachusetts, "
                "in the Connecticut River valley. It is known for the raid of February 1704, when "
                "French and Native American fighters took more than 100 captives to Canada, and "
                "for Deerfield Academy, a boarding school founded in 1797."
            ),
            D(
                "Ashfield District: Ashfield is a local government district in western "
                "Nottinghamshire, England, with its council offices at Kirkby-in-Ashfield. It "
                "takes in the former coal-mining towns of Sutton-in-Ashfield, Kirkby-in-Ashfield "
                "and Hucknall, where the poet Lord Byron is buried in the parish church."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film Au revoir les enfants born?",
        "Thumeries",
        [
            S(
                "Au revoir les enfants: Au revoir les enfants is a 1987 French film written and "
                "directed by Louis Malle, drawn from his own boyhood at a Catholic boarding school "
                "during the German occupation. It tells of a Jewish boy hidden there under a false "
                "name in 1944, and it won the Golden Lion at Venice."
            ),
            D(
                "Children of Paradise: Children of Paradise (Les Enfants du paradis) is a 1945 "
                "French film directed by Marcel Carn\u00e9 and written by the poet Jacques "
                "Pr\u00e9vert, shot in occupied France. Set in the theatres of Paris in the 1830s, "
                "it follows the mime Baptiste and the courtesan Garance, played by Arletty."
            ),
            D(
                "Elevator to the Gallows: Elevator to the Gallows is a 1958 French crime film, the "
                "first feature of a director in his mid-twenties, in which the lover of a woman "
                "played by Jeanne Moreau is trapped in a lift after killing her husband. Miles "
                "Davis improvised its jazz score in a single night in Paris."
            ),
            D(
                "Candice Bergen: Candice Bergen (born 9 May 1946) is an American actress born in "
                "Beverly Hills, the daughter of the ventriloquist Edgar Bergen. She won five Emmy "
                "Awards for the title role of the sitcom Murphy Brown, and from 1980 until 1995 "
                "she was married to a French film director."
            ),
            D(
                "Jacques Cousteau: Jacques-Yves Cousteau (1910 \u2013 1997) was a French naval "
                "officer and undersea explorer born in Saint-Andr\u00e9-de-Cubzac, near Bordeaux. "
                "He co-developed the Aqua-Lung in 1943, and The Silent World, a documentary filmed "
                "from his ship Calypso, won the Palme d'Or in 1956."
            ),
            S(
                "Louis Malle: Louis Malle (1932 \u2013 1995) was a French film director born on 30 "
                "October 1932 in Thumeries, in the Nord department, into a family of sugar "
                "manufacturers. He co-directed The Silent World with Jacques Cousteau, later "
                "worked in the United States, and married the actress Candice Bergen."
            ),
            D(
                "Nord (French department): Nord is the northernmost department of France, on the "
                "border with Belgium, with its prefecture at Lille. Long a centre of coal mining "
                "and textile mills, it is the most populous department in the country, with about "
                "2.6 million inhabitants at recent censuses."
            ),
            D(
                "Lacombe, Lucien: Lacombe, Lucien is a 1974 French film about a young peasant in "
                "south-west France who, turned away by the Resistance in June 1944, joins the "
                "French auxiliaries of the Gestapo instead. Its screenplay was written with the "
                "novelist Patrick Modiano, who won the Nobel Prize in 2014."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which 2012 Marvel film was written and directed by the creator of the television "
            "series Buffy the Vampire Slayer?"
        ),
        "The Avengers",
        [
            D(
                "The Avengers (1998 film): The Avengers is a 1998 American spy film directed by "
                "Jeremiah Chechik and based on the British television series of the 1960s. Ralph "
                "Fiennes plays John Steed, Uma Thurman plays Emma Peel and Sean Connery plays a "
                "villain who controls the weather, and it was a costly failure."
            ),
            D(
                "Sarah Michelle Gellar: Sarah Michelle Gellar (born 14 April 1977) is an American "
                "actress born in New York City. She won a Daytime Emmy Award as a teenager for the "
                "soap opera All My Children, starred in the horror film I Know What You Did Last "
                "Summer (1997), and married the actor Freddie Prinze Jr. in 2002."
            ),
            S(
                "Buffy the Vampire Slayer (TV series): Buffy the Vampire Slayer is an American "
                "supernatural drama created by Joss Whedon that ran for seven seasons from 1997 to "
                "2003, first on The WB and then on UPN. Sarah Michelle Gellar plays Buffy Summers, "
                "a high-school girl chosen to fight vampires in the town of Sunnydale."
            ),
            D(
                "Buffy the Vampire Slayer (film): Buffy the Vampire Slayer is a 1992 American "
                "comedy horror film directed by Fran Rubel Kuzui, in which Kristy Swanson plays a "
                "Los Angeles cheerleader who is told that she must hunt vampires. Donald "
                "Sutherland and Luke Perry co-star, and Paul Reubens plays a vampire henchman."
            ),
            D(
                "Avengers: Infinity War: Avengers: Infinity War is a 2018 American superhero film "
                "directed by the brothers Anthony and Joe Russo, the third Avengers film from "
                "Marvel Studios. The heroes try to stop Thanos from gathering the six Infinity "
                "Stones, and it took more than $2 billion at the worldwide box office."
            ),
            D(
                "Angel (1999 TV series): Angel is an American supernatural drama that ran on The "
                "WB from 1999 to 2004 as a spin-off of a series about a teenage vampire hunter. "
                "David Boreanaz plays the vampire Angel, cursed with a human soul, who works as a "
                "private detective in Los Angeles and helps the helpless."
            ),
            S(
                "Joss Whedon: Joss Whedon (born 23 June 1964) is an American screenwriter and "
                "director born in New York City, a third-generation television writer. He also "
                "created the series Angel and Firefly, and he wrote and directed the Marvel films "
                "The Avengers (2012) and Avengers: Age of Ultron (2015)."
            ),
            D(
                "Kevin Feige: Kevin Feige (born 2 June 1973) is an American film producer born in "
                "Boston and the president of Marvel Studios since 2007. He has overseen its shared "
                "universe of superhero films from Iron Man (2008) onwards, and Black Panther "
                "(2018), which he produced, was nominated for Best Picture."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Alabama city did the author of the novel behind the 1994 film Forrest Gump "
            "grow up?"
        ),
        "Mobile, Alabama",
        [
            D(
                "Greenbow, Alabama: Greenbow is a fictional town in Alabama, the home of the title "
                "character of a 1986 novel and its 1994 film, where he grows up in his mother's "
                "boarding house and comes back after years of running across America. The film's "
                "scenes there were shot around Beaufort, South Carolina."
            ),
            S(
                "Forrest Gump: Forrest Gump is a 1994 American comedy-drama film directed by "
                "Robert Zemeckis, adapted from the 1986 novel of the same name by Winston Groom. A "
                "kind Alabama man of low intelligence lives through key events of American history "
                "from the 1950s to the 1980s, and it won six Academy Awards."
            ),
            D(
                "Robert Zemeckis: Robert Zemeckis (born 14 May 1951) is an American film director "
                "born in Chicago. He made the Back to the Future trilogy (1985 \u2013 1990) and "
                "Who Framed Roger Rabbit (1988), won the Academy Award for Best Director for a "
                "film of 1994, and later pioneered motion capture in The Polar Express."
            ),
            D(
                "Bubba Gump Shrimp Company: Bubba Gump Shrimp Company is an American seafood "
                "restaurant chain named after the shrimping business in a 1994 film. Its first "
                "restaurant opened in 1996 on Cannery Row in Monterey, California, and it now has "
                "branches in tourist districts across the United States and abroad."
            ),
            D(
                "Gary Sinise: Gary Sinise (born 17 March 1955) is an American actor born in Blue "
                "Island, Illinois, and a co-founder of the Steppenwolf Theatre Company in Chicago. "
                "He was nominated for an Academy Award for playing Lieutenant Dan Taylor in a 1994 "
                "film and later starred in the crime series CSI: NY."
            ),
            D(
                "Fairhope, Alabama: Fairhope is a city on the eastern shore of Mobile Bay in "
                "Baldwin County, Alabama, founded in 1894 as a single-tax colony on the ideas of "
                "the economist Henry George. Known for its municipal pier, its bluffs and a spring "
                "arts festival, it had about 22,000 inhabitants in 2020."
            ),
            D(
                "University of Alabama: The University of Alabama is a public research university "
                "in Tuscaloosa, founded in 1831 as the first public college in the state. Its "
                "football team, the Crimson Tide, is one of the most successful in the history of "
                "the college game, many of its titles won under coach Paul Bryant."
            ),
            S(
                "Winston Groom: Winston Groom (1943 \u2013 2020) was an American novelist and "
                "historian who was born in Washington, D.C., and grew up in Mobile, Alabama. After "
                "the University of Alabama he served in the Vietnam War, worked as a reporter for "
                "the Washington Star, and published his best-known novel in 1986."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Vivien Leigh or Olivia de Havilland?",
        "Vivien Leigh",
        [
            D(
                "Joan Fontaine: Joan Fontaine (1917 \u2013 2013) was a British-American actress "
                "born in Tokyo, the younger sister of another Hollywood star. She won the Academy "
                "Award for Best Actress for Alfred Hitchcock's Suspicion (1941), the only acting "
                "Oscar for a Hitchcock film, and the two sisters were long estranged."
            ),
            D(
                "Mike Leigh: Mike Leigh (born 20 February 1943) is an English film and theatre "
                "director born in Salford, Lancashire, known for building his scripts through long "
                "improvisation with his actors. Secrets & Lies (1996) won the Palme d'Or, and Vera "
                "Drake (2004) won the Golden Lion at Venice."
            ),
            D(
                "Leslie Howard: Leslie Howard (1893 \u2013 1943) was an English actor born in "
                "London who played Ashley Wilkes in Gone with the Wind (1939) and Professor "
                "Higgins in Pygmalion (1938). He was killed in June 1943, when the airliner "
                "carrying him from Lisbon to England was shot down over the Bay of Biscay."
            ),
            S(
                "Vivien Leigh: Vivien Leigh (1913 \u2013 1967) was an English actress born on 5 "
                "November 1913 in Darjeeling, in British India. She won the Academy Award for Best "
                "Actress twice, first as Scarlett O'Hara in Gone with the Wind (1939), and she was "
                "married to Laurence Olivier from 1940 to 1960."
            ),
            D(
                "Hattie McDaniel: Hattie McDaniel (1893 \u2013 1952) was an American actress and "
                "singer born in Wichita, Kansas. Her part as Mammy in Gone with the Wind made her "
                "the first African American to win an Academy Award, for Best Supporting Actress "
                "at the ceremony of February 1940 in Los Angeles."
            ),
            D(
                "The Heiress: The Heiress is a 1949 American drama directed by William Wyler, "
                "adapted from a stage play based on Henry James's novel Washington Square. Olivia "
                "de Havilland plays a plain heiress courted by a fortune hunter, played by "
                "Montgomery Clift, and the film won four Academy Awards."
            ),
            S(
                "Olivia de Havilland: Olivia de Havilland (1916 \u2013 2020) was a "
                "British-American actress born on 1 July 1916 in Tokyo to English parents. She "
                "played Melanie Hamilton in Gone with the Wind (1939), won two Academy Awards for "
                "Best Actress, and died in Paris in July 2020 at the age of 104."
            ),
            D(
                "Darjeeling: Darjeeling is a hill town in the Indian state of West Bengal, at "
                "about 2,000 metres in the lower Himalayas. A summer retreat of the British Raj, "
                "it is known for the tea grown on dozens of estates on its slopes and for its "
                "narrow-gauge mountain railway, a World Heritage Site since 1999."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The 1961 Disney film One Hundred and One Dalmatians was adapted from a novel by a "
            "writer born in which Lancashire town?"
        ),
        "Whitefield",
        [
            D(
                "101 Dalmatians (1996 film): 101 Dalmatians is a 1996 American live-action comedy "
                "from Walt Disney Pictures, directed by Stephen Herek and written by John Hughes. "
                "Glenn Close plays Cruella de Vil, a London fashion designer who plots to make a "
                "coat from puppies, and she played her again in a sequel of 2000."
            ),
            S(
                "One Hundred and One Dalmatians: One Hundred and One Dalmatians is a 1961 American "
                "animated film by Walt Disney Productions, adapted from the 1956 novel The Hundred "
                "and One Dalmatians by Dodie Smith. Pongo and Perdita cross England to rescue "
                "their puppies from Cruella de Vil, who wants their fur for a coat."
            ),
            D(
                "Dalmatian (dog): The Dalmatian is a medium-sized breed of dog with a short white "
                "coat marked with black or liver spots, named after the region of Dalmatia on the "
                "Adriatic coast of Croatia. It was long kept as a carriage dog that ran beside "
                "horse-drawn coaches, and its puppies are born plain white."
            ),
            D(
                "The Starlight Barking: The Starlight Barking is a 1967 children's novel, the "
                "sequel to a 1956 book about a pair of Dalmatians and their stolen puppies. In it, "
                "the dogs of the world wake one morning to find every human being in an enchanted "
                "sleep, and they discover that they can float through the air."
            ),
            D(
                "Wolfgang Reitherman: Wolfgang Reitherman (1909 \u2013 1985) was an animator and "
                "director born in Munich, one of Walt Disney's group of lead animators known as "
                "the Nine Old Men. He co-directed a 1961 film about a litter of stolen spotted "
                "puppies and went on to direct The Jungle Book (1967) and The Aristocats (1970)."
            ),
            D(
                "Whitefield, Bengaluru: Whitefield is a neighbourhood in the east of Bengaluru, "
                "India, founded in the 1880s as a settlement for Anglo-Indian and European "
                "families. A quiet village for most of the 20th century, it has grown since the "
                "1990s around the International Tech Park into one of the city's IT districts."
            ),
            D(
                "I Capture the Castle (film): I Capture the Castle is a 2003 British film directed "
                "by Tim Fywell, adapted from a 1948 novel about a girl who keeps a journal while "
                "her family lives in poverty in a crumbling English castle. Romola Garai plays "
                "Cassandra Mortmain and Bill Nighy plays her father, a blocked writer."
            ),
            S(
                "Dodie Smith: Dorothy Gladys Smith (1896 \u2013 1990), known as Dodie Smith, was "
                "an English novelist and playwright born on 3 May 1896 in Whitefield, Lancashire, "
                "near Bury. She grew up in Old Trafford, had her first stage hit with Autumn "
                "Crocus in 1931, and wrote the novel I Capture the Castle (1948)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of mon oncle born",
        "Le Pecq",
        [
            D(
                "Monsieur Hulot's Holiday: Monsieur Hulot's Holiday is a 1953 French comedy film "
                "in which a well-meaning and clumsy bachelor spends a summer week at a seaside "
                "hotel on the Atlantic coast. It was shot at Saint-Marc-sur-Mer near "
                "Saint-Nazaire, where a statue of the lanky hero now looks out over the beach."
            ),
            S(
                "Mon Oncle: Mon Oncle is a 1958 French comedy film directed by and starring "
                "Jacques Tati, in which the pipe-smoking Monsieur Hulot visits his sister's family "
                "in their gadget-filled modern villa in a new suburb of Paris. It won a jury prize "
                "at Cannes and the Academy Award for Best Foreign Language Film."
            ),
            D(
                "Pierre \u00c9taix: Pierre \u00c9taix (1928 \u2013 2016) was a French clown, "
                "comedian and filmmaker born in Roanne. He worked as an assistant and gag writer "
                "on a 1958 comedy about a modern villa before making his own films, and his short "
                "Happy Anniversary (1962) won the Academy Award for Best Live Action Short Film."
            ),
            D(
                "Playtime: Playtime is a 1967 French comedy film set in a Paris of glass and steel "
                "office blocks, built as a vast set on the edge of the city that the crew called "
                "Tativille. Shot on 70 mm film, it was then the most expensive French production "
                "ever made, and its failure at the box office left its maker in debt."
            ),
            D(
                "The Illusionist (2010 film): The Illusionist is a 2010 animated film directed by "
                "Sylvain Chomet, based on an unproduced script written by a French comic filmmaker "
                "in the 1950s. An ageing stage magician travels to Scotland and befriends a young "
                "girl in Edinburgh, and it was nominated for an Academy Award."
            ),
            D(
                "Le V\u00e9sinet: Le V\u00e9sinet is a commune in the Yvelines department, about "
                "16 kilometres west of the centre of Paris, on a loop of the Seine. Laid out from "
                "the 1850s by the industrialist Alphonse Pallu as a garden town of villas, lawns "
                "and artificial lakes, it was one of the first planned suburbs in France."
            ),
            D(
                "Jour de f\u00eate: Jour de f\u00eate is a 1949 French comedy film about a village "
                "postman who, after watching a newsreel about the speedy American postal service, "
                "tries to deliver the mail at great speed on his bicycle. It was shot in "
                "Sainte-S\u00e9v\u00e8re-sur-Indre, and a restored colour version was released in "
                "1995."
            ),
            S(
                "Jacques Tati: Jacques Tati (1907 \u2013 1982) was a French filmmaker and mime "
                "born Jacques Tatischeff on 9 October 1907 in Le Pecq, west of Paris, the grandson "
                "of a Russian general. He made his name in music halls with sporting mimes before "
                "directing his first feature, about a village postman, in 1949."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which long-running BBC sitcom set in the Yorkshire Pennines was also created by the "
            "writer of Keeping Up Appearances?"
        ),
        "Last of the Summer Wine",
        [
            S(
                "Keeping Up Appearances: Keeping Up Appearances is a British sitcom written by Roy "
                "Clarke and shown on BBC One from 1990 to 1995. Patricia Routledge plays Hyacinth "
                "Bucket, a snobbish housewife who insists that her surname is pronounced Bouquet "
                "and is forever trying to impress her neighbours and her betters."
            ),
            D(
                "One Foot in the Grave: One Foot in the Grave is a British sitcom written by David "
                "Renwick and shown on BBC One from 1990 to 2000. Richard Wilson plays Victor "
                "Meldrew, a grumpy man forced into early retirement, whose cry of I don't believe "
                "it became one of the best-known catchphrases in British television."
            ),
            D(
                "Heartbeat (British TV series): Heartbeat is a British police drama shown on ITV "
                "from 1992 to 2010 and set in a village on the North York Moors in the 1960s. It "
                "was filmed largely in Goathland, which stood in for the fictional Aidensfield, "
                "and its early series starred Nick Berry as a young constable from London."
            ),
            D(
                "Open All Hours: Open All Hours is a British sitcom shown on BBC Two and BBC One "
                "between 1976 and 1985, set in a corner shop in a suburb of Doncaster. Ronnie "
                "Barker plays Arkwright, the stammering and penny-pinching grocer, and David Jason "
                "plays his put-upon nephew Granville, who works long hours at the counter."
            ),
            S(
                "Roy Clarke (writer): Roy Clarke is an English comedy writer, born in January 1930 "
                "in Austerfield, near Doncaster, who was a soldier, a salesman and a teacher "
                "before writing for television. He created Open All Hours and Last of the Summer "
                "Wine, set in the Pennines around Holmfirth and shown on the BBC from 1973 to 2010."
            ),
            D(
                "Emmerdale: Emmerdale is a British soap opera set in a fictional village in the "
                "Yorkshire Dales, first shown on ITV in October 1972 under the name Emmerdale "
                "Farm. Its outdoor scenes have been filmed since the late 1990s on a purpose-built "
                "village set on the Harewood estate near Leeds, in West Yorkshire."
            ),
            D(
                "Still Open All Hours: Still Open All Hours is a British sitcom shown on BBC One "
                "from 2013 to 2019, a sequel to a comedy of the 1970s and 1980s set in a corner "
                "shop. David Jason plays Granville, who has inherited the shop in Doncaster from "
                "his uncle Arkwright and now runs it with his own son, Leroy."
            ),
            D(
                "Austerfield: Austerfield is a village in the City of Doncaster borough of South "
                "Yorkshire, close to the market town of Bawtry. It is the birthplace of William "
                "Bradford, a leader of the Pilgrims who sailed to America on the Mayflower in 1620 "
                "and later served for many years as governor of Plymouth Colony."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Sergio Leone and Ennio Morricone both born in Rome?",
        "yes",
        [
            D(
                "Giovanni Leone: Giovanni Leone (1908 \u2013 2001) was an Italian lawyer and "
                "politician born in Naples. He was twice Prime Minister of Italy in the 1960s and "
                "served as President of the Republic from 1971 until June 1978, when he resigned "
                "amid claims of involvement in the Lockheed bribery scandal."
            ),
            S(
                "Sergio Leone: Sergio Leone (1929 \u2013 1989) was an Italian film director born "
                "on 3 January 1929 in Rome, the son of the silent-film director Vincenzo Leone. He "
                "defined the spaghetti western with the Dollars trilogy of the mid-1960s, made "
                "Once Upon a Time in the West (1968), and died in Rome in April 1989."
            ),
            D(
                "Sergio Corbucci: Sergio Corbucci (1926 \u2013 1990) was an Italian film director "
                "born in Rome who made many westerns in the 1960s. His Django (1966), with Franco "
                "Nero as a drifter who drags a coffin behind him, was one of the most violent "
                "films of its day and inspired dozens of unofficial sequels."
            ),
            D(
                "A Fistful of Dollars: A Fistful of Dollars is a 1964 Italian western starring "
                "Clint Eastwood as a nameless gunman who plays two rival families against each "
                "other in a Mexican border town. It was an unofficial remake of Akira Kurosawa's "
                "Yojimbo (1961), and the Japanese studio Toho sued its producers."
            ),
            D(
                "Cinecitt\u00e0: Cinecitt\u00e0 is a large film studio on the south-eastern edge "
                "of Rome, opened in April 1937 under Benito Mussolini. Known in the 1950s and "
                "1960s as Hollywood on the Tiber, it was used for Ben-Hur (1959) and Cleopatra "
                "(1963) and for many films by Federico Fellini, who worked in its Studio 5."
            ),
            D(
                "The Mission (1986 film): The Mission is a 1986 British drama directed by Roland "
                "Joff\u00e9 about Jesuit missionaries among the Guaran\u00ed people of "
                "18th-century South America. Robert De Niro and Jeremy Irons star, it won the "
                "Palme d'Or at Cannes, and its score, with the theme Gabriel's Oboe, became widely "
                "known."
            ),
            S(
                "Ennio Morricone: Ennio Morricone (1928 \u2013 2020) was an Italian composer born "
                "on 10 November 1928 in Rome, where he studied trumpet and composition at the "
                "Santa Cecilia conservatory. He wrote over 400 film and television scores and won "
                "the Academy Award for Best Original Score for The Hateful Eight (2015)."
            ),
            D(
                "Roberto Rossellini: Roberto Rossellini (1906 \u2013 1977) was an Italian film "
                "director born in Rome and a founder of neorealism with Rome, Open City (1945) and "
                "Paisan (1946). His marriage to the Swedish star Ingrid Bergman in 1950 caused a "
                "scandal in Hollywood, and their daughter Isabella became an actress."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "oklahoma city where the star of the rockford files was born",
        "Norman, Oklahoma",
        [
            D(
                "Maverick (TV series): Maverick is an American western series created by Roy "
                "Huggins and shown on ABC from 1957 to 1962. It follows the card-playing brothers "
                "Bret and Bart Maverick, who prefer cunning to gunplay, and Jack Kelly and Roger "
                "Moore also played members of the family in later seasons."
            ),
            D(
                "Stephen J. Cannell: Stephen J. Cannell (1941 \u2013 2010) was an American "
                "television writer and producer born in Los Angeles. He co-created The A-Team and "
                "21 Jump Street, founded his own production company in 1979, and in his later "
                "years wrote a series of crime novels about a Los Angeles police detective."
            ),
            D(
                "University of Oklahoma: The University of Oklahoma is a public research "
                "university in Norman, founded in 1890, seventeen years before Oklahoma became a "
                "state. Its football team, the Sooners, won 47 games in a row in the 1950s under "
                "coach Bud Wilkinson, still the longest winning run in top college football."
            ),
            S(
                "The Rockford Files: The Rockford Files is an American detective series created by "
                "Roy Huggins and Stephen J. Cannell and shown on NBC from 1974 to 1980. James "
                "Garner plays Jim Rockford, an ex-convict turned private investigator who lives in "
                "a house trailer in Malibu and charges $200 a day plus expenses."
            ),
            D(
                "Tom Selleck: Tom Selleck (born 29 January 1945) is an American actor born in "
                "Detroit, Michigan. He played the smooth private eye Lance White in two episodes "
                "of a 1970s detective series before starring as Thomas Magnum in Magnum, P.I. "
                "(1980 \u2013 1988), and he later led the police drama Blue Bloods."
            ),
            D(
                "Oklahoma City: Oklahoma City is the capital and largest city of the US state of "
                "Oklahoma, founded in the Land Run of 22 April 1889. It grew on cattle and oil, "
                "with working oil wells on the grounds of the state capitol, and in April 1995 a "
                "truck bomb destroyed the Alfred P. Murrah Federal Building there."
            ),
            S(
                "James Garner: James Garner (1928 \u2013 2014) was an American actor born James "
                "Scott Bumgarner on 7 April 1928 in Norman, Oklahoma. He was wounded twice in the "
                "Korean War, became a star as the gambler Bret Maverick in the late 1950s, and was "
                "nominated for an Academy Award for Murphy's Romance (1985)."
            ),
            D(
                "Noah Beery Jr.: Noah Beery Jr. (1913 \u2013 1994) was an American actor born in "
                "New York City, the son of the silent-film villain Noah Beery and a nephew of "
                "Wallace Beery. He played Joseph Rockford, known as Rocky, the retired "
                "truck-driver father of a Malibu private investigator, in a detective series of "
                "the 1970s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Connecticut city was the author of the novels behind The Hunger Games "
            "films born?"
        ),
        "Hartford, Connecticut",
        [
            D(
                "Stephenie Meyer: Stephenie Meyer (born 24 December 1973) is an American novelist "
                "born in Hartford, Connecticut, and raised in Phoenix, Arizona. Her Twilight "
                "novels, about a teenage girl who falls in love with a vampire in the small town "
                "of Forks, Washington, were made into five films between 2008 and 2012."
            ),
            S(
                "The Hunger Games (film): The Hunger Games is a 2012 American dystopian film "
                "directed by Gary Ross, adapted from the 2008 novel by Suzanne Collins. Jennifer "
                "Lawrence plays Katniss Everdeen, a teenager who volunteers in her younger "
                "sister's place for a televised fight to the death in the nation of Panem."
            ),
            D(
                "Battle Royale (film): Battle Royale is a 2000 Japanese action film directed by "
                "Kinji Fukasaku and adapted from a novel by Koushun Takami. A class of ninth-grade "
                "students is taken by the government to a remote island and made to kill one "
                "another until only one is left alive, watched over by their former teacher."
            ),
            D(
                "Francis Lawrence: Francis Lawrence (born 1971) is an American film director born "
                "in Vienna, Austria, who began by making music videos. He directed I Am Legend "
                "(2007) with Will Smith and three sequels in a dystopian series about a televised "
                "contest in Panem, from Catching Fire (2013), and a prequel in 2023."
            ),
            D(
                "Jennifer Lawrence: Jennifer Lawrence (born 15 August 1990) is an American actress "
                "born in Kentucky, near Louisville. She was nominated for an Academy Award for "
                "Winter's Bone (2010), won the award for Best Actress for Silver Linings Playbook "
                "(2012), and played the shape-shifting Mystique in four X-Men films."
            ),
            D(
                "Gary Ross: Gary Ross (born 1956) is an American screenwriter and director born in "
                "Los Angeles, the son of the screenwriter Arthur A. Ross. He co-wrote the comedy "
                "Big (1988), wrote and directed Pleasantville (1998) and Seabiscuit (2003), and "
                "later directed the all-female heist film Ocean's 8 (2018)."
            ),
            D(
                "Mark Twain House: The Mark Twain House is a museum in Hartford, Connecticut, in "
                "the Victorian Gothic mansion where Samuel Clemens lived with his wife and "
                "daughters from 1874 to 1891. He wrote The Adventures of Tom Sawyer and Adventures "
                "of Huckleberry Finn while living there, in a billiard room on the top floor."
            ),
            S(
                "Suzanne Collins: Suzanne Collins (born 10 August 1962) is an American novelist "
                "and television writer born in Hartford, Connecticut, the daughter of an Air Force "
                "officer. She wrote for children's television in the 1990s and published the "
                "five-book fantasy series The Underland Chronicles from 2003."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the 1987 film The Last Emperor born?",
        "Parma",
        [
            D(
                "Last Tango in Paris: Last Tango in Paris is a 1972 Italian-French drama in which "
                "Marlon Brando plays an American widower who begins an anonymous affair with a "
                "young Parisian woman, played by Maria Schneider, in an empty flat. It was banned "
                "in Italy in 1976, and its director was given a suspended prison sentence."
            ),
            D(
                "Vittorio Storaro: Vittorio Storaro (born 1940) is an Italian cinematographer born "
                "in Rome. He has won three Academy Awards for Best Cinematography, for Apocalypse "
                "Now (1979), Reds (1981) and a 1987 epic about the last emperor of China, and he "
                "has written several books on the meaning of colour and light in film."
            ),
            S(
                "The Last Emperor: The Last Emperor is a 1987 biographical epic directed by "
                "Bernardo Bertolucci about Puyi, the last emperor of China, from his childhood in "
                "the Forbidden City to his later life as a gardener in Beijing. It was the first "
                "feature film allowed to shoot inside the palace and won nine Academy Awards."
            ),
            D(
                "Ryuichi Sakamoto: Ryuichi Sakamoto (1952 \u2013 2023) was a Japanese composer and "
                "musician born in Tokyo and a founder of the Yellow Magic Orchestra. He acted in "
                "and scored Merry Christmas, Mr. Lawrence (1983), and he shared the Academy Award "
                "for Best Original Score for a 1987 film about the last Chinese emperor."
            ),
            D(
                "Parma: Parma is a city in the Emilia-Romagna region of northern Italy, famous for "
                "Parma ham and Parmigiano Reggiano cheese. Its university traces its origins to "
                "the 11th century, its opera house, the Teatro Regio, opened in 1829, and "
                "Correggio painted the dome of its cathedral in the late 1520s."
            ),
            D(
                "John Lone: John Lone (born 1952) is an actor born in Hong Kong who trained in "
                "Peking opera before moving to the United States. He played the adult Puyi in a "
                "1987 epic about the fall of the Qing dynasty, the gangster Joey Tai in Year of "
                "the Dragon (1985), and the title role in M. Butterfly (1993)."
            ),
            S(
                "Bernardo Bertolucci: Bernardo Bertolucci (1941 \u2013 2018) was an Italian film "
                "director born on 16 March 1941 in Parma, the son of the poet Attilio Bertolucci. "
                "He worked as an assistant to Pier Paolo Pasolini, made The Conformist (1970) and "
                "Last Tango in Paris (1972), and died in Rome in November 2018."
            ),
            D(
                "The Last Samurai: The Last Samurai is a 2003 American war film directed by Edward "
                "Zwick, in which Tom Cruise plays an American army officer hired in the 1870s to "
                "train the new conscript army of Japan, who comes to side with the samurai rebels. "
                "Ken Watanabe was nominated for an Academy Award."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which came out first goldfinger or thunderball",
        "Goldfinger",
        [
            D(
                "Goldfinger (novel): Goldfinger is the seventh novel in Ian Fleming's James Bond "
                "series, published by Jonathan Cape in March 1959. Bond looks into the gold "
                "smuggling of Auric Goldfinger, which leads him to a plot against the United "
                "States Bullion Depository at Fort Knox in Kentucky."
            ),
            D(
                "Dr. No (film): Dr. No is a 1962 spy film, the first in the James Bond series, "
                "directed by Terence Young and starring Sean Connery. Bond travels to Jamaica to "
                "look into the disappearance of a British agent, and Ursula Andress's entrance "
                "from the sea in a white bikini became one of its best-known scenes."
            ),
            D(
                "Thunderball (novel): Thunderball is the ninth novel in Ian Fleming's James Bond "
                "series, published in March 1961. It grew out of a film script Fleming had worked "
                "on with Kevin McClory and Jack Whittingham, and a court case over its rights "
                "ended in 1963 with McClory given the right to make a film of it."
            ),
            S(
                "Goldfinger (film): Goldfinger is a 1964 spy film, the third in the James Bond "
                "series, directed by Guy Hamilton and starring Sean Connery. Bond investigates a "
                "gold smuggler who plans to raid Fort Knox, Shirley Bassey sings its title song, "
                "and it had its premiere in London in September 1964."
            ),
            D(
                "Never Say Never Again: Never Say Never Again is a 1983 spy film directed by Irvin "
                "Kershner and made outside the main James Bond series, with Sean Connery playing "
                "007 for the last time, twelve years after he had left the role. Its story of two "
                "stolen nuclear warheads remakes a Bond adventure of the 1960s."
            ),
            D(
                "From Russia with Love (film): From Russia with Love is a 1963 spy film, the "
                "second in the James Bond series, directed by Terence Young. Bond is lured to "
                "Istanbul with a Soviet cipher machine as bait, and his fight with Robert Shaw's "
                "assassin in a compartment of the Orient Express is among the series' most famous."
            ),
            D(
                "Shirley Bassey: Shirley Bassey (born 1937) is a Welsh singer born in Tiger Bay, "
                "Cardiff, the youngest of seven children. She is the only singer to have recorded "
                "more than one James Bond theme, singing the title songs of three films in the "
                "series, and she was made a Dame in 2000 for services to entertainment."
            ),
            S(
                "Thunderball (film): Thunderball is a 1965 spy film, the fourth in the James Bond "
                "series, directed by Terence Young and starring Sean Connery. SPECTRE steals two "
                "atomic bombs and demands a ransom, much of the action takes place underwater off "
                "the Bahamas, and it opened in cinemas in December 1965."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The star of Murder, She Wrote received her first Academy Award nomination for which "
            "1944 film?"
        ),
        "Gaslight",
        [
            D(
                "Gas Light (play): Gas Light is a 1938 stage thriller by the English writer "
                "Patrick Hamilton, set in a house in London in the 1880s. A husband tries to "
                "convince his wife that she is losing her mind by dimming the gas lamps and then "
                "denying it, and the word gaslighting for such manipulation comes from the play."
            ),
            S(
                "Murder, She Wrote: Murder, She Wrote is an American mystery series created by "
                "Peter S. Fischer, Richard Levinson and William Link and shown on CBS from 1984 to "
                "1996. Angela Lansbury plays Jessica Fletcher, a widowed former teacher and crime "
                "novelist who solves murders in the Maine coastal town of Cabot Cove."
            ),
            D(
                "Gaslight (1940 film): Gaslight is a 1940 British thriller directed by Thorold "
                "Dickinson and adapted from a stage play of 1938, with Anton Walbrook as a husband "
                "who torments his wife, played by Diana Wynyard. When a Hollywood version was "
                "made, its studio tried to have every print of the British film destroyed."
            ),
            D(
                "The Manchurian Candidate (1962 film): The Manchurian Candidate is a 1962 American "
                "political thriller directed by John Frankenheimer, in which a Korean War veteran "
                "is brainwashed into a communist sleeper assassin. Frank Sinatra and Laurence "
                "Harvey star, and Angela Lansbury plays the assassin's scheming mother."
            ),
            D(
                "Bedknobs and Broomsticks: Bedknobs and Broomsticks is a 1971 American musical "
                "fantasy film from Walt Disney Productions, based on books by Mary Norton. Angela "
                "Lansbury plays Eglantine Price, an apprentice witch in an English village in 1940 "
                "who hopes to use her spells against an invading German army."
            ),
            D(
                "The Picture of Dorian Gray (1945 film): The Picture of Dorian Gray is a 1945 "
                "American horror film directed by Albert Lewin and adapted from Oscar Wilde's "
                "novel. Hurd Hatfield plays Dorian, and Angela Lansbury won a Golden Globe Award "
                "for playing Sibyl Vane, a young music-hall singer."
            ),
            D(
                "Richard Levinson and William Link: Richard Levinson (1934 \u2013 1987) and "
                "William Link (1933 \u2013 2020) were an American writing team who met at school "
                "near Philadelphia. They created the police detective Columbo, who first appeared "
                "in a television play of 1960, and later co-created a long-running CBS mystery "
                "series."
            ),
            S(
                "Angela Lansbury: Angela Lansbury (1925 \u2013 2022) was a British-American "
                "actress born in London who moved to the United States during the Second World "
                "War. Her first film, Gaslight (1944), earned her an Academy Award nomination for "
                "Best Supporting Actress, and she won five Tony Awards for her acting on Broadway."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which English city was the author of the novel behind the 1993 film Mrs. Doubtfire "
            "born?"
        ),
        "Leicester",
        [
            S(
                "Mrs. Doubtfire: Mrs. Doubtfire is a 1993 American comedy film directed by Chris "
                "Columbus, adapted from the 1987 novel Madame Doubtfire by the English writer Anne "
                "Fine. Robin Williams plays an out-of-work voice actor who, after his divorce, "
                "disguises himself as an elderly Scottish housekeeper to see his children."
            ),
            D(
                "Robin Williams: Robin Williams (1951 \u2013 2014) was an American actor and "
                "comedian born in Chicago who first became famous as the alien Mork in the sitcom "
                "Mork & Mindy (1978 \u2013 1982). He won the Academy Award for Best Supporting "
                "Actor for Good Will Hunting (1997) and voiced the Genie in Disney's Aladdin "
                "(1992)."
            ),
            D(
                "Jacqueline Wilson: Jacqueline Wilson (born 17 December 1945) is an English "
                "children's writer born in Bath, Somerset, and best known for the Tracy Beaker "
                "books, which began in 1991. She was Children's Laureate from 2005 to 2007, and "
                "her books were among the most borrowed from British libraries in the 2000s."
            ),
            D(
                "Leicester Square: Leicester Square is a pedestrian square in the West End of "
                "London, laid out in the 1670s and named after Leicester House, built there by the "
                "Earl of Leicester in the 1630s. Its large cinemas have made it the main venue for "
                "film premieres in Britain, and a statue of Shakespeare stands in its garden."
            ),
            D(
                "Michael Morpurgo: Michael Morpurgo (born 5 October 1943) is an English writer "
                "born in St Albans, Hertfordshire, who was Children's Laureate from 2003 to 2005. "
                "His novel War Horse (1982), about a farm horse sent to the Western Front, was "
                "adapted for the stage in 2007 and filmed by Steven Spielberg in 2011."
            ),
            S(
                "Anne Fine: Anne Fine (born 7 December 1947) is an English writer of books for "
                "children and adults, born in Leicester and educated at the University of Warwick. "
                "She won the Carnegie Medal for Goggle-Eyes (1989) and Flour Babies (1992), and "
                "she was the second Children's Laureate, from 2001 to 2003."
            ),
            D(
                "Quentin Blake: Quentin Blake (born 16 December 1932) is an English illustrator "
                "born in Sidcup, Kent, best known for his drawings for the books of Roald Dahl. In "
                "1999 he became the first Children's Laureate, a post set up to honour an eminent "
                "writer or illustrator of books for young people every two years."
            ),
            D(
                "Harvey Fierstein: Harvey Fierstein (born 6 June 1952) is an American actor and "
                "playwright born in Brooklyn, New York, known for his gravelly voice. He won Tony "
                "Awards for writing and starring in Torch Song Trilogy (1982), played a make-up "
                "artist brother in a 1993 comedy, and starred on Broadway in Hairspray in 2002."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the actress who played the title role in the 1968 film Barbarella?",
        "Henry Fonda",
        [
            D(
                "Roger Vadim: Roger Vadim (1928 \u2013 2000) was a French film director born in "
                "Paris whose first feature, And God Created Woman (1956), made a star of his young "
                "wife Brigitte Bardot. He later had a son with Catherine Deneuve and was married "
                "to an American actress from 1965 to 1973, with whom he had a daughter."
            ),
            S(
                "Barbarella (film): Barbarella is a 1968 French-Italian science-fiction film "
                "directed by Roger Vadim and based on a French comic strip by Jean-Claude Forest. "
                "Jane Fonda plays Barbarella, a 41st-century astronaut sent to find the missing "
                "scientist Durand Durand, and John Phillip Law plays a blind angel."
            ),
            D(
                "Peter Fonda: Peter Fonda (1940 \u2013 2019) was an American actor born in New "
                "York City who co-wrote, produced and starred in the road film Easy Rider (1969), "
                "riding a chopper as Wyatt, known as Captain America. He was nominated for an "
                "Academy Award for Ulee's Gold (1997), and his daughter Bridget is also an actress."
            ),
            D(
                "Jean-Claude Forest: Jean-Claude Forest (1930 \u2013 1998) was a French comic "
                "artist and writer. He created the space adventuress Barbarella for V Magazine in "
                "1962, one of the first comics for adults to be published in book form in France, "
                "and she was played on screen six years later in a film shot in Rome."
            ),
            D(
                "Duran Duran: Duran Duran is an English pop band formed in Birmingham in 1978 and "
                "named after a scientist in a 1968 science-fiction film. Led by the singer Simon "
                "Le Bon, they had hits with Hungry Like the Wolf and Rio, and A View to a Kill "
                "(1985) is still the only Bond theme to top the US singles chart."
            ),
            D(
                "On Golden Pond (1981 film): On Golden Pond is a 1981 American drama directed by "
                "Mark Rydell and adapted from a play by Ernest Thompson, about an elderly couple "
                "at their summer house on a lake in Maine. Katharine Hepburn and Henry Fonda won "
                "the awards for Best Actress and Best Actor, his only competitive Oscar."
            ),
            D(
                "Anita Pallenberg: Anita Pallenberg (1942 \u2013 2017) was an actress and model "
                "born in Rome. She played the Great Tyrant in a 1968 space fantasy and appeared in "
                "Performance (1970), and she was the partner of the Rolling Stones guitarist Keith "
                "Richards from 1967 to 1980, with whom she had three children."
            ),
            S(
                "Jane Fonda: Jane Fonda (born 21 December 1937) is an American actress and "
                "activist born in New York City, the daughter of the actor Henry Fonda and the "
                "elder sister of Peter Fonda. She won the Academy Award for Best Actress for Klute "
                "(1971) and Coming Home (1978), and she later sold millions of workout videos."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which sitcom premiered first, The Brady Bunch or The Partridge Family?",
        "The Brady Bunch",
        [
            S(
                "The Brady Bunch: The Brady Bunch is an American sitcom created by Sherwood "
                "Schwartz and first shown on ABC on 26 September 1969. Robert Reed and Florence "
                "Henderson play a widower with three sons and a woman with three daughters who "
                "marry and share a house, and the show ran for five seasons, until March 1974."
            ),
            D(
                "Shirley Jones: Shirley Jones (born 31 March 1934) is an American actress and "
                "singer born in Charleroi, Pennsylvania. She starred in the film musicals "
                "Oklahoma! (1955) and Carousel (1956), won the Academy Award for Best Supporting "
                "Actress for Elmer Gantry (1960), and was the stepmother of the singer David "
                "Cassidy."
            ),
            D(
                "The Brady Bunch Movie: The Brady Bunch Movie is a 1995 American comedy film "
                "directed by Betty Thomas, in which a family still living by the values and "
                "fashions of the early 1970s finds itself in the Los Angeles of the 1990s. Shelley "
                "Long and Gary Cole play the parents, and a sequel followed in 1996."
            ),
            D(
                "Alan Partridge: Alan Partridge is a comic character played by Steve Coogan, a "
                "tactless and self-important broadcaster from Norwich. He first appeared in 1991 "
                "on the BBC Radio 4 news parody On the Hour, moved to television in The Day Today "
                "(1994), and got his own sitcom, I'm Alan Partridge, in 1997."
            ),
            D(
                "Florence Henderson: Florence Henderson (1934 \u2013 2016) was an American actress "
                "and singer born in Dale, Indiana, the youngest of ten children. She starred on "
                "Broadway in the musical Fanny (1954), became the first woman to guest-host The "
                "Tonight Show in 1962, and later played a mother of six in a family sitcom."
            ),
            S(
                "The Partridge Family: The Partridge Family is an American musical sitcom created "
                "by Bernard Slade and first shown on ABC on 25 September 1970. Shirley Jones plays "
                "a widowed mother who forms a pop group with her five children and tours in a "
                "painted school bus, and David Cassidy plays her eldest son, Keith."
            ),
            D(
                "The Monkees (TV series): The Monkees is an American musical sitcom shown on NBC "
                "from September 1966 to March 1968, about four young men trying to make it as a "
                "rock band in Los Angeles. The group formed for the show, Micky Dolenz, Davy "
                "Jones, Michael Nesmith and Peter Tork, had a number one hit with I'm a Believer."
            ),
            D(
                "The Munsters: The Munsters is an American sitcom shown on CBS from September 1964 "
                "to May 1966 about a family of friendly monsters living at 1313 Mockingbird Lane. "
                "Fred Gwynne plays Herman Munster, a gentle Frankenstein-like father, and Yvonne "
                "De Carlo plays his wife Lily, and a colour film followed in 1966."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "california town where the actor who played mr. miyagi in the karate kid was born",
        "Isleton, California",
        [
            D(
                "Ralph Macchio: Ralph Macchio (born 4 November 1961) is an American actor born in "
                "Huntington, New York, on Long Island. He played Johnny Cade in The Outsiders "
                "(1983), starred as a teenage karate student in three films from 1984 to 1989, and "
                "returned to the part in the series Cobra Kai from 2018 onwards."
            ),
            D(
                "The Karate Kid (2010 film): The Karate Kid is a 2010 American martial arts film "
                "directed by Harald Zwart, a remake of a 1984 film set in Beijing. Jaden Smith "
                "plays a 12-year-old boy from Detroit who moves to China with his mother, and "
                "Jackie Chan plays Mr. Han, the maintenance man who teaches him kung fu."
            ),
            S(
                "The Karate Kid: The Karate Kid is a 1984 American martial arts drama directed by "
                "John G. Avildsen. Ralph Macchio plays Daniel LaRusso, a teenager from New Jersey "
                "who is bullied after moving to Los Angeles with his mother, and Pat Morita plays "
                "Mr. Miyagi, the apartment handyman who teaches him karate."
            ),
            D(
                "John G. Avildsen: John G. Avildsen (1935 \u2013 2017) was an American film "
                "director born in Oak Park, Illinois. He won the Academy Award for Best Director "
                "for Rocky (1976), directed Jack Lemmon to an Oscar in Save the Tiger (1973), and "
                "made three films about a teenage karate student in the 1980s."
            ),
            D(
                "Cobra Kai: Cobra Kai is an American martial arts comedy-drama first shown on "
                "YouTube Red in 2018 and later on Netflix, set 34 years after a 1984 karate film. "
                "William Zabka plays Johnny Lawrence, the former champion who reopens the Cobra "
                "Kai dojo in the San Fernando Valley, and it ran for six seasons."
            ),
            D(
                "Rio Vista, California: Rio Vista is a city in Solano County, California, on the "
                "Sacramento River in the Sacramento-San Joaquin Delta. It lies over the largest "
                "natural gas field in the state, found in 1936, and in 1985 a lost humpback whale "
                "known as Humphrey swam up the river to the sloughs near the town."
            ),
            D(
                "Gila River War Relocation Center: The Gila River War Relocation Center was a camp "
                "on the Gila River Indian Reservation in Arizona where about 13,000 Japanese "
                "Americans were held during the Second World War. Opened in July 1942 over the "
                "objections of the tribal community, it was among the largest of the ten camps."
            ),
            S(
                "Pat Morita: Noriyuki 'Pat' Morita (1932 \u2013 2005) was an American actor and "
                "comedian born on 28 June 1932 in Isleton, California, to Japanese immigrant "
                "parents. Spinal tuberculosis kept him in hospital for most of his childhood, and "
                "he later played the diner owner Arnold in the sitcom Happy Days."
            ),
        ],
        drop=1,
    ),
]
