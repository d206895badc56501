"""Development multi-hop questions, batch 1 (20 two-hop questions in the style of
Wikipedia multi-hop QA), written by someone who never read the evaluator, the gold set
or the benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, all "titled"; each has 8 passages,
2 supports and 6 distractors.

Measured: mean support length 360 characters, mean distractor length 357 characters;
a support is the longest passage in 3 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In what year did Manchester United's home stadium open?",
        "1910",
        [
            D(
                "Manchester City F.C.: Manchester City Football Club is an "
                "English football club based in Manchester that competes in the "
                "Premier League. It was founded in 1880 as St. Mark's (West "
                "Gorton) and became Manchester City in 1894. Since 2003 the club "
                "has played its home matches at the City of Manchester Stadium in"
                " east Manchester."
            ),
            D(
                "Old Trafford Cricket Ground: Old Trafford is a cricket ground in"
                " Old Trafford, Greater Manchester, England. It opened in 1857 as"
                " the ground of the Manchester Cricket Club and has been the home"
                " of Lancashire County Cricket Club since 1864. It is one of the "
                "venues regularly used for Test matches in England."
            ),
            S(
                "Manchester United F.C.: Manchester United Football Club is a "
                "professional football club based in Old Trafford, Greater "
                "Manchester, England, that competes in the Premier League. "
                "Nicknamed the Red Devils, it was founded as Newton Heath LYR "
                "Football Club in 1878 and took its current name in 1902. The "
                "club plays its home matches at Old Trafford."
            ),
            D(
                "Maine Road: Maine Road was a football stadium in Moss Side, "
                "Manchester, England, which was the home of Manchester City from "
                "1923 to 2003. It held the record attendance for an English club "
                "ground, 84,569, set at an FA Cup tie against Stoke City in 1934."
                " The stadium was demolished in 2004 and the site was redeveloped"
                " for housing."
            ),
            D(
                "Manchester United W.F.C.: Manchester United Women Football Club "
                "is an English women's football club based in Leigh, Greater "
                "Manchester, that competes in the Women's Super League. The team "
                "was formed in 2018 as the women's side of Manchester United, and"
                " it won the Women's FA Cup for the first time in 2024. It plays "
                "most of its home games at Leigh Sports Village."
            ),
            S(
                "Old Trafford: Old Trafford is a football stadium in Old "
                'Trafford, Greater Manchester, England. Nicknamed "the Theatre of'
                ' Dreams" by Bobby Charlton, it is the largest club football '
                "stadium in the United Kingdom. Designed by the Scottish "
                "architect Archibald Leitch, the ground opened in February 1910. "
                "It was badly damaged by German bombing in 1941 and did not "
                "reopen until 1949."
            ),
            D(
                "Anfield: Anfield is a football stadium in Anfield, Liverpool, "
                "England, which has been the home of Liverpool Football Club "
                "since the club's formation in 1892. It was originally the home "
                "of Everton, who played there from 1884 until 1891, when they "
                "moved to Goodison Park after a dispute with the ground's owner, "
                "John Houlding. The Spion Kop stand behind one goal is among the "
                "best known terraces in world football."
            ),
            D(
                "Salford City F.C.: Salford City Football Club is a professional "
                "football club based in Salford, Greater Manchester, England. In "
                "2014 the club was bought by a group of former Manchester United "
                "players known as the Class of '92, among them Gary Neville, Ryan"
                " Giggs and Paul Scholes. Salford were promoted to the Football "
                "League for the first time in 2019."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Into which sea does the river Julius Caesar crossed in 49 BC flow?",
        "the Adriatic Sea",
        [
            D(
                "Julius Caesar (play): The Tragedy of Julius Caesar is a history "
                "play and tragedy by William Shakespeare, first performed in "
                "1599. It portrays the conspiracy against the Roman dictator, his"
                " assassination by Brutus and Cassius, and the defeat of the "
                "conspirators at the Battle of Philippi. It is one of several "
                "plays Shakespeare wrote on Roman history."
            ),
            D(
                "Tiber: The Tiber is the third-longest river in Italy, rising in "
                "the Apennine Mountains in Emilia-Romagna and flowing 406 "
                "kilometres through Tuscany, Umbria and Lazio. It passes through "
                "the city of Rome and flows into the Tyrrhenian Sea at Ostia. In "
                "antiquity the river was closely tied to the legends of the "
                "founding of Rome."
            ),
            D(
                "Rubicon (TV series): Rubicon is an American conspiracy thriller "
                "television series created by Jason Horwitch that aired on AMC in"
                " 2010. It follows Will Travers, an analyst at a New York "
                "intelligence think tank, who uncovers a secret society. Despite "
                "good reviews, the series was cancelled after a single season of "
                "thirteen episodes."
            ),
            S(
                "Julius Caesar: Gaius Julius Caesar (12 July 100 BC \u2013 15 March 44"
                " BC) was a Roman general and statesman. He conquered Gaul in a "
                "series of campaigns between 58 and 50 BC. In January 49 BC he "
                "led a legion across the Rubicon in defiance of the Senate, "
                "starting a civil war that made him dictator of Rome. He was "
                "assassinated by a group of senators on the Ides of March."
            ),
            D(
                "Caesar's civil war: Caesar's civil war (49\u201345 BC) was one of the"
                " last politico-military conflicts of the Roman Republic before "
                "its reorganisation into the Roman Empire. It was fought between "
                "the forces of Julius Caesar and those of the Optimates, led by "
                "Pompey. The war ended with Caesar's victory at the Battle of "
                "Munda in Hispania."
            ),
            D(
                "Battle of Pharsalus: The Battle of Pharsalus was the decisive "
                "battle of Caesar's civil war, fought on 9 August 48 BC near "
                "Pharsalus in central Greece. Julius Caesar and his allies "
                "defeated the larger army of the Roman Republic under the command"
                " of Pompey, who fled to Egypt, where he was murdered on the "
                "orders of Ptolemy XIII."
            ),
            S(
                "Rubicon: The Rubicon is a shallow river in northeastern Italy, "
                "just north of Rimini. It runs for about 80 kilometres from the "
                "Apennine Mountains to the Adriatic Sea through the southern part"
                " of the Emilia-Romagna region. In Roman times it marked the "
                "boundary between the province of Cisalpine Gaul and Italy "
                "proper, and its exact course has long been disputed."
            ),
            D(
                "Augustus: Caesar Augustus (23 September 63 BC \u2013 19 August AD "
                "14), born Gaius Octavius, was the first Roman emperor, reigning "
                "from 27 BC until his death. The great-nephew and adopted son of "
                "Julius Caesar, he defeated Mark Antony and Cleopatra at the "
                "Battle of Actium in 31 BC and established the Principate."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who composed the score of the film that won Best Picture at the 70th Academy Awards?",
        "James Horner",
        [
            S(
                "70th Academy Awards: The 70th Academy Awards ceremony, presented"
                " by the Academy of Motion Picture Arts and Sciences, took place "
                "on March 23, 1998, at the Shrine Auditorium in Los Angeles and "
                "honoured the best films of 1997. Titanic won eleven awards, "
                "including Best Picture and Best Director, tying the record set "
                "by Ben-Hur in 1960."
            ),
            D(
                "69th Academy Awards: The 69th Academy Awards ceremony was held "
                "on March 24, 1997, at the Shrine Auditorium in Los Angeles, "
                "honouring the best films of 1996. It was hosted by Billy "
                "Crystal. The English Patient won nine awards, including Best "
                "Picture and Best Director for Anthony Minghella, while Fargo won"
                " two awards."
            ),
            D(
                "Titanic (1953 film): Titanic is a 1953 American drama film "
                "directed by Jean Negulesco and starring Clifton Webb and Barbara"
                " Stanwyck. It follows an estranged couple sailing on the maiden "
                "voyage of RMS Titanic in April 1912. The film won the Academy "
                "Award for Best Story and Screenplay for Charles Brackett, Walter"
                " Reisch and Richard Breen."
            ),
            D(
                "Titanic (musical): Titanic is a musical with music and lyrics by"
                " Maury Yeston and a book by Peter Stone. It is set on board RMS "
                "Titanic, which sank on her maiden voyage in April 1912. The "
                "musical opened on Broadway in April 1997 and won five Tony "
                "Awards, including Best Musical, Best Original Score and Best "
                "Book."
            ),
            D(
                "RMS Titanic: RMS Titanic was a British ocean liner that sank in "
                "the North Atlantic Ocean on 15 April 1912 after striking an "
                "iceberg during her maiden voyage from Southampton to New York "
                "City. Of the estimated 2,224 passengers and crew aboard, more "
                "than 1,500 died, making it one of the deadliest peacetime "
                "sinkings of a single ship. Her wreck was located in 1985 by an "
                "expedition led by Robert Ballard."
            ),
            D(
                "Hans Zimmer: Hans Florian Zimmer (born 12 September 1957) is a "
                "German film score composer and music producer. He has composed "
                "music for more than 150 films, including The Lion King, "
                "Gladiator, Inception and Interstellar. He has won two Academy "
                "Awards for Best Original Score, for The Lion King (1994) and "
                "Dune (2021)."
            ),
            D(
                "71st Academy Awards: The 71st Academy Awards ceremony took place"
                " on March 21, 1999, at the Dorothy Chandler Pavilion in Los "
                "Angeles and honoured the best films of 1998. It was hosted by "
                "Whoopi Goldberg. Shakespeare in Love won seven awards, including"
                " Best Picture, and Steven Spielberg won Best Director for Saving"
                " Private Ryan."
            ),
            S(
                "Titanic (1997 film): Titanic is a 1997 American epic romance and"
                " disaster film directed, written and co-produced by James "
                "Cameron. It stars Leonardo DiCaprio and Kate Winslet as members "
                "of different social classes who fall in love aboard the ship. "
                'The score was composed by James Horner, and its theme song "My '
                'Heart Will Go On" was sung by Céline Dion.'
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which arena does the team michael jordan won six nba titles with play in",
        "the United Center",
        [
            D(
                "Michael B. Jordan: Michael Bakari Jordan (born February 9, 1987)"
                " is an American actor and filmmaker. He first became known for "
                "roles in the television series The Wire and Friday Night Lights,"
                " and later starred in Fruitvale Station (2013), Creed (2015) and"
                " Black Panther (2018). He made his directing debut with Creed "
                "III in 2023."
            ),
            S(
                "Chicago Bulls: The Chicago Bulls are an American professional "
                "basketball team based in Chicago. The Bulls compete in the "
                "National Basketball Association (NBA) as a member of the Central"
                " Division of the Eastern Conference. The team was founded on "
                "January 16, 1966, and plays its home games at the United Center,"
                " an arena on Chicago's West Side."
            ),
            D(
                "Chicago Stadium: Chicago Stadium was an indoor arena on the Near"
                " West Side of Chicago, Illinois, that opened in 1929 and was "
                "demolished in 1995. It was the home of the Chicago Blackhawks of"
                " the NHL from 1929 and of the Chicago Bulls of the NBA from 1967"
                " until 1994, and was known for its loud crowds and its huge pipe"
                " organ."
            ),
            D(
                "Washington Wizards: The Washington Wizards are an American "
                "professional basketball team based in Washington, D.C., "
                "competing in the Southeast Division of the NBA's Eastern "
                "Conference. The team plays its home games at the Capital One "
                "Arena. Michael Jordan came out of retirement to play for the "
                "Wizards from 2001 to 2003, his last two seasons."
            ),
            D(
                "Scottie Pippen: Scotty Maurice Pippen (born September 25, 1965) "
                "is an American former professional basketball player who played "
                "17 seasons in the NBA. A small forward known for his defence, he"
                " was a teammate of Michael Jordan and was named to the NBA "
                "All-Defensive First Team eight times. He was inducted into the "
                "Basketball Hall of Fame in 2010."
            ),
            S(
                "Michael Jordan: Michael Jeffrey Jordan (born February 17, 1963),"
                " also known by his initials MJ, is an American former "
                "professional basketball player and businessman. He played "
                "fifteen seasons in the NBA between 1984 and 2003, winning six "
                "championships with the Chicago Bulls, and was named Finals MVP "
                "on each occasion. He also won two Olympic gold medals."
            ),
            D(
                "Madison Square Garden: Madison Square Garden is a multi-purpose "
                "indoor arena in Midtown Manhattan, New York City, located above "
                "Pennsylvania Station. The current building opened in 1968 and is"
                " the home of the New York Knicks of the NBA and the New York "
                "Rangers of the NHL. It is one of the busiest music and "
                "entertainment venues in the world and has hosted many famous "
                "boxing matches."
            ),
            D(
                "Space Jam: Space Jam is a 1996 American live-action animated "
                "sports comedy film directed by Joe Pytka and starring the "
                "basketball player Michael Jordan, who plays a fictionalised "
                "version of himself alongside Bugs Bunny and the Looney Tunes "
                "characters. It was the highest-grossing basketball film of all "
                "time and was followed by a sequel in 2021."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the admiral who was killed at the Battle of Trafalgar born?",
        "Burnham Thorpe, Norfolk",
        [
            D(
                "Pierre-Charles Villeneuve: "
                "Pierre-Charles-Jean-Baptiste-Silvestre de Villeneuve (31 "
                "December 1763 \u2013 22 April 1806) was a French naval officer born "
                "in Valensole, Provence. He commanded the combined French and "
                "Spanish fleet at the Battle of Trafalgar, where he was taken "
                "prisoner. Released in 1806, he was found dead in an inn at "
                "Rennes shortly after his return to France. He had earlier "
                "escaped from the Battle of the Nile with two ships of the line."
            ),
            D(
                "Battle of the Nile: The Battle of the Nile was a naval battle "
                "fought between the British Royal Navy and the French navy at "
                "Aboukir Bay, Egypt, from 1 to 3 August 1798. The British fleet "
                "destroyed most of the French fleet, and the French commander, "
                "Vice-Admiral François-Paul Brueys d'Aigalliers, was killed when "
                "his flagship L'Orient exploded."
            ),
            S(
                "Horatio Nelson, 1st Viscount Nelson: Vice-Admiral Horatio "
                "Nelson, 1st Viscount Nelson (29 September 1758 \u2013 21 October "
                "1805) was a British flag officer in the Royal Navy. He was born "
                "in Burnham Thorpe, Norfolk, the sixth of eleven children of the "
                "rector Edmund Nelson, and joined the navy at the age of twelve. "
                "He lost his right arm at Santa Cruz de Tenerife in 1797."
            ),
            D(
                "Cuthbert Collingwood, 1st Baron Collingwood: Vice-Admiral "
                "Cuthbert Collingwood, 1st Baron Collingwood (26 September 1748 \u2013"
                " 7 March 1810), was an admiral of the Royal Navy born in "
                "Newcastle upon Tyne. He served as second-in-command of the "
                "British fleet at the Battle of Trafalgar and was raised to the "
                "peerage after the victory. He died at sea off Menorca."
            ),
            D(
                "Trafalgar (novel): Trafalgar is a historical novel by the "
                "Spanish writer Benito Pérez Galdós, published in 1873. It is the"
                " first of his Episodios nacionales, a series of forty-six novels"
                " about Spanish history in the nineteenth century. It is narrated"
                " by Gabriel Araceli, who as a boy served aboard the Spanish ship"
                " Santísima Trinidad during the battle."
            ),
            D(
                "Emma, Lady Hamilton: Emma, Lady Hamilton (born Amy Lyon; 26 "
                "April 1765 \u2013 15 January 1815) was an English maid, model, dancer"
                " and actress, born in Ness, Cheshire. She was a favourite model "
                "of the painter George Romney, married Sir William Hamilton, the "
                "British envoy to Naples, and became the mistress of Horatio "
                "Nelson. She died in poverty in Calais."
            ),
            D(
                "Trafalgar Square: Trafalgar Square is a public square in the "
                "City of Westminster, Central London, laid out in the early "
                "nineteenth century. Its name commemorates the Battle of "
                "Trafalgar, a British naval victory over France and Spain in "
                "1805. The National Gallery stands on its north side, and its "
                "fourth plinth is used for temporary works of contemporary art."
            ),
            S(
                "Battle of Trafalgar: The Battle of Trafalgar was a naval "
                "engagement fought on 21 October 1805 off Cape Trafalgar in "
                "southwest Spain, during the War of the Third Coalition. The "
                "British Royal Navy fleet of 27 ships of the line under "
                "Vice-Admiral Lord Nelson defeated a larger combined French and "
                "Spanish fleet. Nelson was shot by a French musketeer and died "
                "during the battle."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which Oxford college did the creator of Middle-earth study at as an undergraduate?",
        "Exeter College",
        [
            D(
                "Narnia (world): Narnia is a fantasy world created by the writer "
                "C. S. Lewis as the main setting for The Chronicles of Narnia, a "
                "series of seven children's novels published between 1950 and "
                "1956. In the books, children from our world enter Narnia through"
                " a wardrobe, a painting or magic rings and meet the great lion "
                "Aslan."
            ),
            D(
                "Christopher Tolkien: Christopher John Reuel Tolkien (21 November"
                " 1924 \u2013 16 January 2020) was an English academic editor and "
                "writer. Educated at Trinity College, Oxford, he edited much of "
                "his father's posthumously published work, including The "
                "Silmarillion (1977) and the twelve volumes of The History of "
                "Middle-earth. He spent his later years in the south of France."
            ),
            S(
                "J. R. R. Tolkien: John Ronald Reuel Tolkien (3 January 1892 \u2013 2 "
                "September 1973) was an English writer and philologist born in "
                "Bloemfontein. He studied English language and literature at "
                "Exeter College, Oxford, graduating in 1915, and served in the "
                "First World War. He was later Rawlinson and Bosworth Professor "
                "of Anglo-Saxon at Pembroke College, Oxford, from 1925 to 1945."
            ),
            D(
                "Middle-earth: Shadow of Mordor: Middle-earth: Shadow of Mordor "
                "is a 2014 action-adventure video game developed by Monolith "
                "Productions and published by Warner Bros. Interactive "
                "Entertainment. It is set between the events of The Hobbit and "
                "The Lord of the Rings, and follows the ranger Talion. Its "
                "Nemesis System was widely praised, and a sequel followed in "
                "2017."
            ),
            D(
                "C. S. Lewis: Clive Staples Lewis (29 November 1898 \u2013 22 November"
                " 1963) was a British writer and scholar born in Belfast. He was "
                "educated at University College, Oxford, and was a fellow and "
                "tutor in English literature at Magdalen College, Oxford, from "
                "1925 to 1954. He then held a chair at Magdalene College, "
                "Cambridge, until shortly before his death."
            ),
            D(
                "Inklings: The Inklings were an informal literary discussion "
                "group associated with the University of Oxford from the early "
                "1930s until late 1949. Its members were enthusiasts of narrative"
                " in fiction and of fantasy, and included C. S. Lewis, J. R. R. "
                "Tolkien, Charles Williams and Owen Barfield. They met in Lewis's"
                " rooms at Magdalen College and at The Eagle and Child pub. "
                "Several members read drafts of their own work aloud at the "
                "meetings."
            ),
            S(
                "Middle-earth: Middle-earth is the fictional setting of much of "
                "the fantasy writing of the English author J. R. R. Tolkien. It "
                "is the central continent of the imagined world of Arda and the "
                "scene of the novels The Hobbit (1937) and The Lord of the Rings "
                "(1954\u20131955), as well as much of The Silmarillion. It is "
                "inhabited by Elves, Dwarves, Hobbits, Men and Orcs."
            ),
            D(
                "Earthsea: Earthsea is a fantasy world created by the American "
                "writer Ursula K. Le Guin. It first appeared in A Wizard of "
                "Earthsea (1968), which follows the young wizard Ged, and is the "
                "setting of six books, a number of short stories and an essay. "
                "Earthsea is an archipelago of hundreds of islands surrounded by "
                "a largely unexplored ocean."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the tall left-field wall at the Boston Red Sox's home ballpark called?",
        "the Green Monster",
        [
            D(
                "New York Yankees: The New York Yankees are an American "
                "professional baseball team based in the Bronx, New York City. "
                "The Yankees compete in Major League Baseball as a member of the "
                "American League East division. They have won 27 World Series "
                "titles, the most of any team, and play their home games at "
                "Yankee Stadium, which opened in 2009."
            ),
            D(
                "Wrigley Field: Wrigley Field is a baseball park on the North "
                "Side of Chicago, Illinois, that has been the home of the Chicago"
                " Cubs since 1916. It opened in 1914, making it the second-oldest"
                " ballpark in the major leagues. It is known for the ivy that "
                "covers its brick outfield wall, its hand-turned scoreboard and "
                "the rooftop seats on buildings across the street."
            ),
            D(
                "Chicago White Sox: The Chicago White Sox are an American "
                "professional baseball team based in Chicago. They compete in the"
                " American League Central division and play their home games on "
                "the city's South Side. One of the American League's eight "
                "charter franchises, the team was founded in 1901 and won the "
                "World Series in 1906, 1917 and 2005."
            ),
            S(
                "Fenway Park: Fenway Park is a baseball stadium in the "
                "Fenway\u2013Kenmore neighbourhood of Boston, Massachusetts, that "
                "opened on April 20, 1912. It is the oldest active ballpark in "
                "Major League Baseball. Its best-known feature is the Green "
                "Monster, a left-field wall 37 feet 2 inches (11.33 m) high, "
                "which is close to home plate and turns many fly balls into "
                "doubles."
            ),
            D(
                'Babe Ruth: George Herman "Babe" Ruth (February 6, 1895 \u2013 August '
                "16, 1948) was an American professional baseball player whose "
                "career in Major League Baseball spanned 22 seasons, from 1914 to"
                " 1935. He began as a pitcher with the Boston Red Sox and became "
                "a star slugger after being sold to the New York Yankees in 1919,"
                " where he set many home run records."
            ),
            S(
                "Boston Red Sox: The Boston Red Sox are an American professional "
                "baseball team based in Boston. The Red Sox compete in Major "
                "League Baseball as a member of the American League East "
                "division. Founded in 1901 as one of the American League's eight "
                "charter franchises, the team has played its home games at Fenway"
                " Park since 1912. It has won nine World Series titles."
            ),
            D(
                "Curse of the Bambino: The Curse of the Bambino was a "
                "superstition that arose from the Boston Red Sox's failure to win"
                " the World Series in the 86 years from 1918 to 2004. Fans blamed"
                " the drought on the sale of Babe Ruth to the New York Yankees "
                "after the 1919 season. The curse was said to have ended when "
                "Boston beat the St. Louis Cardinals in 2004."
            ),
            D(
                "Boston Celtics: The Boston Celtics are an American professional "
                "basketball team based in Boston. They compete in the National "
                "Basketball Association as a member of the Atlantic Division of "
                "the Eastern Conference. Founded in 1946, the Celtics have won "
                "eighteen NBA championships, the most of any team, and play their"
                " home games at TD Garden, which they share with the Boston "
                "Bruins."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the dynasty that built the Forbidden City?",
        "Zhu Yuanzhang, the Hongwu Emperor",
        [
            D(
                "Qing dynasty: The Qing dynasty was a Manchu-led imperial dynasty"
                " of China and the last in Chinese history. It was proclaimed in "
                "1636 by Hong Taiji, building on the Later Jin state established "
                "by his father Nurhaci, and ruled China proper from 1644 until "
                "1912, when the Xinhai Revolution led to the abdication of the "
                "child emperor Puyi."
            ),
            S(
                "Forbidden City: The Forbidden City is the imperial palace "
                "complex in the centre of Beijing, China. It was built from 1406 "
                "to 1420 under the Ming dynasty, on the orders of the Yongle "
                "Emperor, and served as the home of Chinese emperors and their "
                "households for almost five hundred years. Since 1925 it has "
                "housed the Palace Museum, and it was made a World Heritage Site "
                "in 1987."
            ),
            D(
                "Yongle Emperor: The Yongle Emperor (2 May 1360 \u2013 12 August "
                "1424), personal name Zhu Di, was the third emperor of the Ming "
                "dynasty, reigning from 1402 to 1424. He seized the throne from "
                "his nephew, the Jianwen Emperor, moved the capital from Nanjing "
                "to Beijing, and sponsored the maritime voyages of Zheng He and "
                "the compilation of the Yongle Encyclopedia."
            ),
            D(
                "Yuan dynasty: The Yuan dynasty was a Mongol-led imperial dynasty"
                " of China and a successor state of the Mongol Empire. It was "
                "established by Kublai Khan, a grandson of Genghis Khan, who "
                "proclaimed the dynasty in 1271. Its capital was Khanbaliq, on "
                "the site of modern Beijing, and its rule over China proper "
                "collapsed in 1368 after a series of revolts."
            ),
            D(
                "Temple of Heaven: The Temple of Heaven is an imperial complex of"
                " religious buildings in the south-east of central Beijing. It "
                "was built between 1406 and 1420, during the reign of the Yongle "
                "Emperor, and emperors visited it every year to pray to Heaven "
                "for good harvests. Its best-known building is the round Hall of "
                "Prayer for Good Harvests."
            ),
            D(
                "The Last Emperor: The Last Emperor is a 1987 epic biographical "
                "film directed by Bernardo Bertolucci about the life of Puyi, the"
                " last emperor of China. Starring John Lone, Joan Chen and Peter "
                "O'Toole, it was the first Western feature film authorised to "
                "shoot inside the Forbidden City. It won all nine Academy Awards "
                "for which it was nominated, including Best Picture and Best "
                "Director."
            ),
            S(
                "Ming dynasty: The Ming dynasty was an imperial dynasty of China "
                "that ruled from 1368 to 1644, following the collapse of the "
                "Mongol-led Yuan dynasty. It was founded by Zhu Yuanzhang, a "
                "former peasant and Buddhist monk who led a rebel army and "
                "reigned as the Hongwu Emperor. The dynasty ended when Beijing "
                "fell to the rebel leader Li Zicheng in 1644."
            ),
            D(
                "Puyi: Puyi (7 February 1906 \u2013 17 October 1967) was the last "
                "emperor of China, reigning as the Xuantong Emperor of the Qing "
                "dynasty from 1908 until his abdication in 1912. He was allowed "
                "to live in the Forbidden City until he was expelled in 1924, and"
                " he later served as the ruler of the Japanese puppet state of "
                "Manchukuo from 1932 to 1945."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the man who founded the french fifth republic",
        "Lille",
        [
            D(
                "French Fourth Republic: The French Fourth Republic was the "
                "republican government of France from 27 October 1946 to 4 "
                "October 1958, governed by its fourth republican constitution. It"
                " was marked by unstable coalition governments, with more than "
                "twenty cabinets in twelve years, and by the colonial wars in "
                "Indochina and Algeria, whose crisis in May 1958 brought about "
                "its end."
            ),
            D(
                "Georges Pompidou: Georges Jean Raymond Pompidou (5 July 1911 \u2013 2"
                " April 1974) was a French politician born in Montboudif, Cantal."
                " A former banker and teacher, he served as Prime Minister of "
                "France from 1962 to 1968 and as President of France from 1969 "
                "until his death in office in 1974. The Centre Pompidou in Paris "
                "is named after him."
            ),
            S(
                "Charles de Gaulle: Charles André Joseph Marie de Gaulle (22 "
                "November 1890 \u2013 9 November 1970) was a French army officer and "
                "statesman. Born in Lille, he led the Free French Forces against "
                "Nazi Germany in the Second World War and chaired the Provisional"
                " Government of the French Republic from 1944 to 1946. He was "
                "President of France from 1959 to 1969."
            ),
            D(
                "René Coty: René Jules Gustave Coty (20 March 1882 \u2013 22 November "
                "1962) was a French politician born in Le Havre, who served as "
                "President of France from 1954 to 1959. He was the second and "
                "last president of the Fourth Republic. A lawyer by training, he "
                "had been a deputy and senator for Seine-Inférieure before his "
                "election by parliament in 1953."
            ),
            D(
                "Philippe de Gaulle: Philippe de Gaulle (28 December 1921 \u2013 13 "
                "March 2024) was a French admiral and politician, born in Paris, "
                "the eldest son of Charles de Gaulle. He joined the Free French "
                "Naval Forces in 1940 and took part in the liberation of Paris in"
                " 1944. He later served as a senator for Paris from 1986 to 2004."
            ),
            D(
                "Charles de Gaulle Airport: Paris Charles de Gaulle Airport is "
                "the largest international airport in France, located in "
                "Roissy-en-France, about 23 kilometres northeast of Paris. It "
                "opened in 1974 and is named after Charles de Gaulle. It is the "
                "main hub of Air France and one of the busiest airports in Europe"
                " by passenger numbers."
            ),
            D(
                "Free France: Free France was a political entity that claimed to "
                "be the legitimate government of France after the fall of the "
                "Third Republic in June 1940, during the Second World War. Led by"
                " General Charles de Gaulle from London after his appeal of 18 "
                "June 1940, it continued to fight on the side of the Allies and "
                "organised the Free French Forces and the Resistance abroad."
            ),
            S(
                "French Fifth Republic: The Fifth Republic is France's current "
                "republican system of government. It was established by Charles "
                "de Gaulle under the Constitution of the Fifth Republic on 4 "
                "October 1958, after the collapse of the Fourth Republic. The "
                "Fifth Republic gives strong powers to the president, who has "
                "been directly elected by universal suffrage since 1962."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the boxer who lost the Rumble in the Jungle born?",
        "Marshall, Texas",
        [
            D(
                "Muhammad Ali: Muhammad Ali (born Cassius Marcellus Clay Jr.; "
                "January 17, 1942 \u2013 June 3, 2016) was an American professional "
                "boxer and activist, born in Louisville, Kentucky. He won a gold "
                "medal at the 1960 Summer Olympics and became world heavyweight "
                "champion in 1964. He was stripped of his title in 1967 for "
                "refusing to be drafted into the United States Army."
            ),
            S(
                "George Foreman: George Edward Foreman (January 10, 1949 \u2013 March "
                "21, 2025) was an American professional boxer, businessman and "
                "Christian minister. Born in Marshall, Texas, and raised in "
                "Houston, he won a gold medal at the 1968 Summer Olympics and "
                "twice became world heavyweight champion. He later became known "
                "for the George Foreman Grill."
            ),
            D(
                "Thrilla in Manila: The Thrilla in Manila was the third and final"
                " boxing match between Muhammad Ali and Joe Frazier, held on 1 "
                "October 1975 at the Araneta Coliseum in Quezon City, the "
                "Philippines. Ali won when Frazier's trainer, Eddie Futch, "
                "stopped the fight before the fifteenth round. It is regarded as "
                "one of the greatest and most brutal fights in boxing history."
            ),
            D(
                "Joe Frazier: Joseph William Frazier (January 12, 1944 \u2013 November"
                " 7, 2011) was an American professional boxer born in Beaufort, "
                "South Carolina. He won the gold medal in the heavyweight "
                "division at the 1964 Summer Olympics and was world heavyweight "
                "champion from 1970 to 1973. He was the first boxer to defeat "
                "Muhammad Ali as a professional."
            ),
            S(
                "Rumble in the Jungle: The Rumble in the Jungle was a heavyweight"
                " championship boxing match held on 30 October 1974 at the 20th "
                "of May Stadium in Kinshasa, Zaire. The undefeated champion "
                "George Foreman lost to the challenger Muhammad Ali, who won by "
                "knockout in the eighth round after absorbing punches with a "
                "tactic he called the rope-a-dope. The bout had been postponed by"
                " five weeks after Foreman was cut above the eye in training."
            ),
            D(
                "When We Were Kings: When We Were Kings is a 1996 American "
                "documentary film directed by Leon Gast about the 1974 world "
                "heavyweight championship fight in Zaire and the Zaire 74 music "
                "festival held alongside it, with performances by James Brown and"
                " B.B. King. Made largely from footage shot in 1974, it won the "
                "Academy Award for Best Documentary Feature."
            ),
            D(
                "Don King: Donald King (born August 20, 1931) is an American "
                "boxing promoter born in Cleveland, Ohio. He promoted some of the"
                " most famous fights of the 1970s, including the 1974 heavyweight"
                " title bout in Kinshasa and the Thrilla in Manila, and later "
                "worked with Mike Tyson, Larry Holmes and Evander Holyfield. He "
                "is known for his flamboyant upright hairstyle."
            ),
            D(
                "Fight of the Century: The Fight of the Century was the boxing "
                "match between the heavyweight champion Joe Frazier and Muhammad "
                "Ali, held on March 8, 1971, at Madison Square Garden in New York"
                " City. Frazier won by unanimous decision after knocking Ali down"
                " in the fifteenth round, handing Ali the first loss of his "
                "professional career."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "what was the birth name of the singer bernie taupin wrote lyrics for",
        "Reginald Kenneth Dwight",
        [
            D(
                "Tim Rice: Sir Timothy Miles Bindon Rice (born 10 November 1944) "
                "is an English lyricist and author, born in Amersham, "
                "Buckinghamshire. He wrote the lyrics for the musicals Joseph and"
                " the Amazing Technicolor Dreamcoat, Jesus Christ Superstar and "
                "Evita with the composer Andrew Lloyd Webber, and later worked "
                "with Elton John on The Lion King and with Alan Menken on "
                "Aladdin."
            ),
            S(
                "Elton John: Sir Elton Hercules John (born Reginald Kenneth "
                "Dwight; 25 March 1947) is a British singer, songwriter and "
                "pianist. Born in Pinner, Middlesex, he studied at the Royal "
                "Academy of Music as a child. With sales of more than 300 million"
                " records, he is one of the best-selling music artists of all "
                "time, and he was knighted in 1998."
            ),
            D(
                "Cliff Richard: Sir Cliff Richard (born Harry Rodger Webb; 14 "
                "October 1940) is a British singer, musician and actor, born in "
                "Lucknow, British India. He was one of the first British rock and"
                ' roll stars with the 1958 hit "Move It", and he is the only '
                "artist to have had a number-one single in the United Kingdom in "
                "five consecutive decades."
            ),
            D(
                "Rocketman (film): Rocketman is a 2019 biographical musical film "
                "directed by Dexter Fletcher and written by Lee Hall, based on "
                "the life and music of the singer Elton John. It stars Taron "
                "Egerton, who won the Golden Globe Award for Best Actor in a "
                "musical or comedy for the role. The film premiered out of "
                "competition at the Cannes Film Festival."
            ),
            D(
                "Robert Hunter (lyricist): Robert Christie Burns Hunter (born "
                "Robert Burns; June 23, 1941 \u2013 September 23, 2019) was an "
                "American lyricist, singer-songwriter and poet, born in Arroyo "
                "Grande, California. He is best known for his long partnership "
                "with the guitarist Jerry Garcia, writing the words to many "
                'Grateful Dead songs, including "Truckin\'" and "Ripple".'
            ),
            S(
                "Bernie Taupin: Bernard John Taupin (born 22 May 1950) is an "
                "English lyricist, poet and singer from Lincolnshire. He is best "
                "known for his long songwriting partnership with Elton John, "
                "which began in 1967 when both answered an advertisement in the "
                'New Musical Express. He wrote the words to songs such as "Your '
                'Song", "Rocket Man" and "Tiny Dancer".'
            ),
            D(
                "Marc Bolan: Marc Bolan (born Mark Feld; 30 September 1947 \u2013 16 "
                "September 1977) was an English guitarist, singer and songwriter."
                " As the frontman of the band T. Rex he was one of the pioneers "
                'of glam rock in the early 1970s, with hits such as "Get It On" '
                'and "Children of the Revolution". He died in a car crash in '
                "Barnes, London, two weeks before his thirtieth birthday."
            ),
            D(
                "Elton John AIDS Foundation: The Elton John AIDS Foundation is a "
                "non-profit organisation founded by the singer Elton John in 1992"
                " in the United States and in 1993 in the United Kingdom. It "
                "funds programmes that aim to prevent the spread of HIV, to "
                "reduce the stigma attached to it and to provide care for people "
                "living with the virus around the world."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which club was founded first, Arsenal or Tottenham Hotspur?",
        "Tottenham Hotspur",
        [
            S(
                "Tottenham Hotspur F.C.: Tottenham Hotspur Football Club, "
                "commonly known as Tottenham or Spurs, is a professional football"
                " club based in Tottenham, north London, that competes in the "
                "Premier League. It was founded in 1882 as Hotspur Football Club "
                "by a group of schoolboys. In 1961 it became the first club in "
                "the twentieth century to win both the League and the FA Cup in "
                "one season."
            ),
            D(
                "North London derby: The North London derby is the football match"
                " between the rivals Arsenal and Tottenham Hotspur, both based in"
                " north London. The two clubs first met in a friendly in November"
                " 1887, but the rivalry became bitter after Arsenal moved from "
                "Woolwich to Highbury, close to Tottenham, in 1913. It is one of "
                "the fiercest derbies in English football."
            ),
            D(
                "Arsenal W.F.C.: Arsenal Women Football Club is an English "
                "professional women's football club based in Borehamwood, "
                "Hertfordshire, affiliated with Arsenal. It was founded in 1987 "
                "by Vic Akers and is the most successful club in English women's "
                "football. In 2007 it became the first English side to win the "
                "UEFA Women's Cup, completing a quadruple of trophies that "
                "season."
            ),
            D(
                "Tottenham: Tottenham is a district of north London, England, in "
                "the London Borough of Haringey. It grew from a rural village "
                "along the Roman road of Ermine Street, now Tottenham High Road, "
                "and was transformed into a working-class suburb after the "
                "arrival of the railway in the nineteenth century."
            ),
            D(
                "Harry Hotspur: Sir Henry Percy (20 May 1364 \u2013 21 July 1403), "
                "commonly known as Harry Hotspur, was an English knight and "
                "soldier who led a rebellion against King Henry IV and was killed"
                " at the Battle of Shrewsbury. He appears as Hotspur in "
                "Shakespeare's Henry IV, Part 1, and the football club Tottenham "
                "Hotspur takes its name from him, as the Percy family owned land "
                "in the area. He was the eldest son of Henry Percy, 1st Earl of "
                "Northumberland."
            ),
            D(
                "Royal Arsenal: The Royal Arsenal, Woolwich, was an establishment"
                " on the south bank of the River Thames in Woolwich, south-east "
                "London, that manufactured armaments and ammunition and carried "
                "out explosives research for the British armed forces. Its "
                "origins date back to the late seventeenth century, and it closed"
                " in 1994. The football club Arsenal takes its name from it."
            ),
            D(
                "Tottenham Hotspur Stadium: Tottenham Hotspur Stadium is a "
                "football stadium in Tottenham, north London, built on the site "
                "of White Hart Lane. It opened on 3 April 2019 and has a capacity"
                " of 62,850, making it one of the largest club grounds in "
                "England. Designed by the architects Populous, it also hosts "
                "National Football League games in London and major concerts."
            ),
            S(
                "Arsenal F.C.: Arsenal Football Club is a professional football "
                "club based in Islington, London, that competes in the Premier "
                "League. It was founded in 1886 as Dial Square by workers at the "
                "Royal Arsenal in Woolwich and moved to Highbury in 1913. The "
                "club has won thirteen league titles and a record fourteen FA "
                "Cups, and its home ground is the Emirates Stadium."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first tolstoy or dostoevsky",
        "Fyodor Dostoevsky",
        [
            D(
                "War and Peace: War and Peace is a novel by the Russian author "
                "Leo Tolstoy, first published serially between 1865 and 1869. Set"
                " during the French invasion of Russia and the Napoleonic era, it"
                " follows five aristocratic families, among them the Bolkonskys "
                "and the Rostovs. It is regarded as one of the greatest works of "
                "world literature and is among the longest novels ever written."
            ),
            S(
                "Fyodor Dostoevsky: Fyodor Mikhailovich Dostoevsky (11 November "
                "1821 \u2013 9 February 1881) was a Russian novelist, short story "
                "writer and journalist, born in Moscow. His best-known novels "
                "include Crime and Punishment, The Idiot and The Brothers "
                "Karamazov. Arrested in 1849 for belonging to a radical literary "
                "group, he spent four years in a prison camp in Siberia."
            ),
            D(
                "Ivan Turgenev: Ivan Sergeyevich Turgenev (9 November 1818 \u2013 3 "
                "September 1883) was a Russian novelist, short story writer, poet"
                " and playwright, born in Oryol. His collection A Sportsman's "
                "Sketches helped to sway public opinion against serfdom, and his "
                "novel Fathers and Sons (1862) is regarded as one of the major "
                "works of nineteenth-century fiction. He spent much of his life "
                "in France."
            ),
            D(
                "Crime and Punishment: Crime and Punishment is a novel by the "
                "Russian author Fyodor Dostoevsky, first published in the "
                "literary journal The Russian Messenger in twelve monthly "
                "instalments during 1866. It follows Rodion Raskolnikov, an "
                "impoverished former student in Saint Petersburg who murders an "
                "old pawnbroker for her money and then struggles with guilt."
            ),
            D(
                "Alexei Nikolayevich Tolstoy: Alexei Nikolayevich Tolstoy (10 "
                "January 1883 \u2013 23 February 1945) was a Russian and Soviet "
                "writer, a distant relative of Leo Tolstoy, nicknamed the Comrade"
                " Count. He wrote in many genres, including the trilogy The Road "
                "to Calvary, the science fiction novel Aelita and The Golden Key,"
                " a children's story about the wooden boy Buratino."
            ),
            S(
                "Leo Tolstoy: Count Lev Nikolayevich Tolstoy (9 September 1828 \u2013 "
                "20 November 1910), usually referred to in English as Leo "
                "Tolstoy, was a Russian writer regarded as one of the greatest "
                "authors of all time. He is best known for the novels War and "
                "Peace (1869) and Anna Karenina (1878). In his later years his "
                "ideas on nonviolent resistance influenced Mahatma Gandhi."
            ),
            D(
                "Anna Dostoevskaya: Anna Grigoryevna Dostoevskaya (née Snitkina; "
                "11 September 1846 \u2013 22 June 1918) was a Russian memoirist, "
                "stenographer and philatelist, and the second wife of the "
                "novelist Fyodor Dostoevsky, whom she married in 1867. She "
                "managed her husband's business affairs, published his works "
                "after his death and wrote a well-known memoir of their life "
                "together."
            ),
            D(
                "Yasnaya Polyana: Yasnaya Polyana is the former estate of the "
                "writer Leo Tolstoy, located about 12 kilometres south-west of "
                "Tula, Russia. Tolstoy spent most of his life there, wrote War "
                "and Peace and Anna Karenina in the house and is buried in the "
                "grounds in an unmarked grave. The estate has been a museum since"
                " 1921 and is run by his descendants."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which album came out first, Purple Rain or Born in the U.S.A.?",
        "Born in the U.S.A.",
        [
            D(
                "Purple Rain (film): Purple Rain is a 1984 American rock musical "
                "drama film directed by Albert Magnoli and written by Magnoli and"
                " William Blinn. It stars the musician Prince in his acting debut"
                " as the Kid, a young Minneapolis performer. The film was "
                "released in July 1984 and won the Academy Award for Best "
                "Original Song Score, the last film to receive that award."
            ),
            D(
                'Dancing in the Dark (Bruce Springsteen song): "Dancing in the '
                'Dark" is a song by the American singer-songwriter Bruce '
                "Springsteen, released as a single in May 1984. It became his "
                "biggest hit, reaching number two on the Billboard Hot 100, and "
                "won him the Grammy Award for Best Rock Vocal Performance. Its "
                "music video, directed by Brian De Palma, featured a young "
                "Courteney Cox."
            ),
            S(
                "Born in the U.S.A.: Born in the U.S.A. is the seventh studio "
                "album by the American singer-songwriter Bruce Springsteen, "
                "released on June 4, 1984, by Columbia Records. Recorded with the"
                " E Street Band, it produced seven top-ten singles on the "
                "Billboard Hot 100, matching the record for a single album, and "
                "it has sold about 30 million copies worldwide."
            ),
            D(
                "1999 (Prince album): 1999 is the fifth studio album by the "
                "American musician Prince, released on October 27, 1982, by "
                "Warner Bros. Records. Originally issued as a double album, it "
                'was his commercial breakthrough, with the singles "1999", '
                '"Little Red Corvette" and "Delirious". It was the first of his '
                "albums to reach the top ten of the Billboard 200."
            ),
            D(
                'Purple Rain (song): "Purple Rain" is a song by Prince and the '
                "Revolution, the title track of their album of the same name. A "
                "power ballad combining rock, pop and gospel, it was released as "
                "the third single from the album in September 1984 and reached "
                "number two on the Billboard Hot 100. After Prince's death in "
                "2016 it returned to the charts around the world."
            ),
            D(
                'Born in the U.S.A. (song): "Born in the U.S.A." is a song by '
                "Bruce Springsteen, released as the album's seventh and final "
                "single on October 30, 1984. Although often mistaken for a "
                "patriotic anthem, the song describes the hardships faced by a "
                "Vietnam War veteran on his return home. It reached number nine "
                "on the Billboard Hot 100 and has been used, often without "
                "permission, by politicians."
            ),
            S(
                "Purple Rain (album): Purple Rain is the sixth studio album by "
                "the American musician Prince and the first credited to Prince "
                "and the Revolution. It was released on June 25, 1984, by Warner "
                "Bros. Records as the soundtrack to the film of the same name. "
                'Led by the singles "When Doves Cry" and "Let\'s Go Crazy", it '
                "spent 24 consecutive weeks at number one on the Billboard 200."
            ),
            D(
                "Nebraska (album): Nebraska is the sixth studio album by the "
                "American singer-songwriter Bruce Springsteen, released on "
                "September 30, 1982, by Columbia Records. Springsteen recorded "
                "the songs alone at his home on a four-track cassette recorder, "
                "intending them as demos for the E Street Band, but released them"
                " as they were. The stark acoustic album was a critical success."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Alfred Hitchcock and Stanley Kubrick both born in England?",
        "no",
        [
            D(
                "Hitchcock (film): Hitchcock is a 2012 American biographical "
                "drama film directed by Sacha Gervasi. It follows the "
                "relationship between the director Alfred Hitchcock and his wife "
                "Alma Reville during the making of Psycho in 1959. It stars "
                "Anthony Hopkins as Hitchcock and Helen Mirren as Reville, with "
                "Scarlett Johansson as the actress Janet Leigh."
            ),
            D(
                "Patricia Hitchcock: Patricia Alma Hitchcock O'Connell (7 July "
                "1928 \u2013 9 August 2021) was an English actress and producer, born "
                "in London, the only child of the director Alfred Hitchcock and "
                "the screenwriter Alma Reville. She appeared in three of her "
                "father's films, Stage Fright, Strangers on a Train and Psycho, "
                "and in several episodes of his television series."
            ),
            S(
                "Stanley Kubrick: Stanley Kubrick (July 26, 1928 \u2013 March 7, 1999)"
                " was an American filmmaker and photographer, born in Manhattan, "
                "New York City, and raised in the Bronx. He directed thirteen "
                "feature films, among them Dr. Strangelove, A Clockwork Orange "
                "and The Shining. He moved to England in the early 1960s and "
                "lived and worked there for the rest of his life."
            ),
            D(
                "Christiane Kubrick: Christiane Susanne Kubrick (née Harlan; born"
                " 10 May 1932) is a German actress and painter, born in "
                "Braunschweig. She appeared as the German singer at the end of "
                "Paths of Glory (1957) and married its director, Stanley Kubrick,"
                " in 1958; they remained together until his death. Her paintings "
                "have been shown in galleries in Britain and the United States."
            ),
            D(
                "Vertigo (film): Vertigo is a 1958 American psychological "
                "thriller film directed and produced by Alfred Hitchcock. It "
                "stars James Stewart as a retired San Francisco police detective "
                "suffering from a fear of heights and Kim Novak as the woman he "
                "is hired to follow. In the 2012 Sight and Sound poll of critics "
                "it replaced Citizen Kane as the greatest film ever made."
            ),
            S(
                "Alfred Hitchcock: Sir Alfred Joseph Hitchcock (13 August 1899 \u2013 "
                "29 April 1980) was an English film director, born in "
                "Leytonstone, then part of Essex and now in east London. Known as"
                " the Master of Suspense, he directed more than fifty feature "
                "films, moving to Hollywood in 1939 and becoming an American "
                "citizen in 1955. His films include Rear Window and Psycho, and "
                "he was knighted in 1980."
            ),
            D(
                "2001: A Space Odyssey (film): 2001: A Space Odyssey is a 1968 "
                "epic science fiction film produced and directed by Stanley "
                "Kubrick, who wrote the screenplay with Arthur C. Clarke. It "
                "follows a voyage to Jupiter with the sentient computer HAL after"
                " the discovery of a mysterious black monolith. It was filmed "
                "largely in England, at the MGM-British Studios in Borehamwood."
            ),
            D(
                "Childwickbury Manor: Childwickbury Manor is a country house near"
                " St Albans in Hertfordshire, England, set in a large estate with"
                " a stud farm. The director Stanley Kubrick bought the house in "
                "the late 1970s and lived and worked there, editing his later "
                "films in its rooms, until his death in 1999. He is buried in the"
                " grounds, and his family still lives at the house."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which battle was fought first, Agincourt or Bosworth Field?",
        "the Battle of Agincourt",
        [
            D(
                "Henry V (play): Henry V is a history play by William "
                "Shakespeare, believed to have been written around 1599. It tells"
                " the story of King Henry V of England and focuses on the events "
                "immediately before and after the Battle of Agincourt, during the"
                " Hundred Years' War. It contains the St Crispin's Day speech, "
                'with its line "We few, we happy few, we band of brothers".'
            ),
            D(
                "Market Bosworth: Market Bosworth is a market town in the "
                "Hinckley and Bosworth district of Leicestershire, England, about"
                " 20 kilometres west of Leicester. The town gave its name to the "
                "nearby Battle of Bosworth Field, although the fighting took "
                "place some kilometres to the south. The town centre is built "
                "around a small market place, and Bosworth Hall, a "
                "seventeenth-century country house, stands on its edge."
            ),
            S(
                "Battle of Agincourt: The Battle of Agincourt was an English "
                "victory in the Hundred Years' War. It was fought on 25 October "
                "1415, Saint Crispin's Day, near Azincourt in northern France. "
                "The English army of King Henry V, made up largely of longbowmen,"
                " defeated a much larger French army, and many French noblemen "
                "were killed or taken prisoner."
            ),
            D(
                "Battle of Crécy: The Battle of Crécy was fought on 26 August "
                "1346 in northern France between a French army commanded by King "
                "Philip VI and an English army led by King Edward III. The French"
                " attacked the English while they were marching through northern "
                "France, and the English longbowmen inflicted heavy losses. It "
                "was one of the first major English victories of the Hundred "
                "Years' War."
            ),
            D(
                "Azincourt: Azincourt is a commune in the Pas-de-Calais "
                "department in the Hauts-de-France region of northern France, "
                "with a population of a few hundred people. The English name of "
                "the famous medieval battle fought nearby, Agincourt, derives "
                "from it. The village has a museum about the battle, and the "
                "battlefield lies between Azincourt and the neighbouring village "
                "of Tramecourt."
            ),
            D(
                "Battle of Stoke Field: The Battle of Stoke Field was fought on "
                "16 June 1487 near East Stoke in Nottinghamshire, England. King "
                "Henry VII defeated a Yorkist army led by the Earl of Lincoln, "
                "which supported the pretender Lambert Simnel, who claimed to be "
                "Edward, Earl of Warwick. Some historians regard it as the last "
                "battle of the Wars of the Roses."
            ),
            S(
                "Battle of Bosworth Field: The Battle of Bosworth Field was the "
                "last significant battle of the Wars of the Roses, fought on 22 "
                "August 1485 in Leicestershire, England. The Lancastrian claimant"
                " Henry Tudor defeated King Richard III, who was the last English"
                " king to die in battle, and took the throne as Henry VII, the "
                "first monarch of the House of Tudor."
            ),
            D(
                "Richard III (play): Richard III is a history play by William "
                "Shakespeare, believed to have been written around 1593. It "
                "depicts the Machiavellian rise to power and short reign of King "
                "Richard III of England, and ends with his defeat and death at "
                'Bosworth. Its opening soliloquy, beginning "Now is the winter of'
                ' our discontent", is among the best known in English drama.'
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the film Pan's Labyrinth born?",
        "Guadalajara, Mexico",
        [
            D(
                "Labyrinth (1986 film): Labyrinth is a 1986 musical fantasy film "
                "directed by Jim Henson and written by Terry Jones, with George "
                "Lucas as executive producer. It stars Jennifer Connelly as "
                "Sarah, a teenager who must solve a magical maze to rescue her "
                "baby brother from Jareth, the Goblin King, played by David "
                "Bowie. A box-office failure on release, it later became a cult "
                "film."
            ),
            S(
                "Pan's Labyrinth: Pan's Labyrinth (Spanish: El laberinto del "
                "fauno) is a 2006 dark fantasy film written, directed and "
                "co-produced by Guillermo del Toro. Set in Spain in 1944, five "
                "years after the Spanish Civil War, it follows Ofelia, a girl "
                "whose stepfather is a brutal army captain, and a faun she meets "
                "in an overgrown labyrinth. It won three Academy Awards."
            ),
            D(
                "Benicio del Toro: Benicio Monserrate Rafael del Toro Sánchez "
                "(born February 19, 1967) is a Puerto Rican actor, born in San "
                "Germán. He won the Academy Award for Best Supporting Actor for "
                "his role as a Mexican police officer in Steven Soderbergh's "
                "Traffic (2000), and later starred in Sicario (2015) and as Che "
                "Guevara in Soderbergh's two-part biopic Che."
            ),
            D(
                "The Devil's Backbone: The Devil's Backbone is a 2001 "
                "Spanish-Mexican gothic horror film directed by Guillermo del "
                "Toro and written by del Toro, Antonio Trashorras and David "
                "Muñoz. It is set in a remote orphanage in 1939, during the last "
                "year of the Spanish Civil War, where a boy encounters the ghost "
                "of a murdered child. It was produced by Pedro Almodóvar's "
                "company El Deseo."
            ),
            D(
                "Ivana Baquero: Ivana Baquero Macías (born 11 June 1994) is a "
                "Spanish actress, born in Barcelona. She became known as a child "
                "for playing Ofelia in the 2006 fantasy film Pan's Labyrinth, a "
                "role for which she won the Goya Award for Best New Actress. She "
                "later starred as Eretria in the American fantasy television "
                "series The Shannara Chronicles."
            ),
            D(
                "Alfonso Cuarón: Alfonso Cuarón Orozco (born 28 November 1961) is"
                " a Mexican filmmaker, born in Mexico City. His films include Y "
                "tu mamá también (2001), Harry Potter and the Prisoner of Azkaban"
                " (2004) and Children of Men (2006). For Gravity (2013) he became"
                " the first Latin American to win the Academy Award for Best "
                "Director, and he won it again for Roma (2018)."
            ),
            S(
                "Guillermo del Toro: Guillermo del Toro Gómez (born October 9, "
                "1964) is a Mexican filmmaker, author and artist, born in "
                "Guadalajara, Jalisco. Known for his gothic horror and fantasy "
                "films, he won the Academy Awards for Best Picture and Best "
                "Director for The Shape of Water (2017) and the award for Best "
                "Animated Feature for Guillermo del Toro's Pinocchio (2022)."
            ),
            D(
                "Alejandro González Iñárritu: Alejandro González Iñárritu (born "
                "15 August 1963) is a Mexican filmmaker, born in Mexico City. His"
                " first feature, Amores perros (2000), was nominated for the "
                "Academy Award for Best Foreign Language Film. He won the Academy"
                " Award for Best Director in two consecutive years, for Birdman "
                "(2014) and The Revenant (2015), the first director to do so "
                "since 1950."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the director of the film Seven Samurai die?",
        "6 September 1998",
        [
            S(
                "Seven Samurai: Seven Samurai is a 1954 Japanese epic samurai "
                "film co-written, edited and directed by Akira Kurosawa. Set in "
                "1586 during the Sengoku period, it follows a village of farmers "
                "who hire seven rōnin to defend their crops against bandits. It "
                "stars Toshiro Mifune and Takashi Shimura, and it is regularly "
                "ranked among the greatest films ever made."
            ),
            D(
                "The Magnificent Seven: The Magnificent Seven is a 1960 American "
                "Western film directed by John Sturges and starring Yul Brynner, "
                "Steve McQueen, Charles Bronson and James Coburn. A remake of the"
                " 1954 Japanese film Seven Samurai, it tells of seven gunfighters"
                " hired to protect a Mexican village from bandits. Its theme "
                "music by Elmer Bernstein became one of the best known in film "
                "history."
            ),
            D(
                "Toshiro Mifune: Toshiro Mifune (1 April 1920 \u2013 24 December 1997)"
                " was a Japanese actor, born in Qingdao, China. He appeared in "
                "about 170 feature films and is best known for the sixteen films "
                "he made with the director Akira Kurosawa, among them Rashomon "
                "and Red Beard. He also played Lord Toranaga in the American "
                "television miniseries Shōgun in 1980."
            ),
            D(
                "John Sturges: John Eliot Sturges (January 3, 1910 \u2013 August 18, "
                "1992) was an American film director. His films include Bad Day "
                "at Black Rock (1955), for which he was nominated for the Academy"
                " Award for Best Director, Gunfight at the O.K. Corral (1957), "
                "The Magnificent Seven (1960) and The Great Escape (1963). He was"
                " known for Westerns and tightly made action films."
            ),
            D(
                "Samurai 7: Samurai 7 is a 2004 Japanese anime television series "
                "produced by the studio Gonzo and directed by Toshifumi Takizawa."
                " A science fiction reimagining of the 1954 film Seven Samurai, "
                "it runs for 26 episodes and follows a young priestess who "
                "travels to the city to hire samurai to protect her farming "
                "village from bandits who are cyborgs called Nobuseri."
            ),
            S(
                "Akira Kurosawa: Akira Kurosawa (23 March 1910 \u2013 6 September "
                "1998) was a Japanese filmmaker and painter, born in Tokyo, who "
                "directed thirty films in a career spanning 57 years. His film "
                "Rashomon won the Golden Lion at the Venice Film Festival in "
                "1951, and he received an honorary Academy Award in 1990. He died"
                " of a stroke at his home in Setagaya, Tokyo."
            ),
            D(
                "Yojimbo: Yojimbo is a 1961 Japanese samurai film directed by "
                "Akira Kurosawa. It stars Toshiro Mifune as a wandering rōnin who"
                " arrives in a small town torn between two rival crime lords and "
                "plays them against each other. It was followed in 1962 by a "
                "sequel, Sanjuro, and was remade without permission by Sergio "
                "Leone as the Western A Fistful of Dollars (1964)."
            ),
            D(
                "Ishirō Honda: Ishirō Honda (7 May 1911 \u2013 28 February 1993) was a"
                " Japanese filmmaker who directed 46 feature films, best known "
                "for the original Godzilla (1954) and other kaiju films made for "
                "the Toho studio. A lifelong friend of Akira Kurosawa, he later "
                "worked as an adviser and assistant director on Kurosawa's last "
                "films, including Kagemusha, Ran and Dreams."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "what nationality was the author of things fall apart",
        "Nigerian",
        [
            D(
                "Things Fall Apart (album): Things Fall Apart is the fourth "
                "studio album by the American hip hop band the Roots, released on"
                " February 23, 1999, by MCA Records. The band from Philadelphia "
                "recorded it at Electric Lady Studios in New York City. Its "
                'single "You Got Me", featuring Erykah Badu, won the Grammy Award'
                " for Best Rap Performance by a Duo or Group."
            ),
            D(
                'The Second Coming (poem): "The Second Coming" is a poem written '
                "in 1919 by the Irish poet W. B. Yeats and first printed in The "
                "Dial in November 1920. Its opening stanza, which includes the "
                'lines "Things fall apart; the centre cannot hold", has been '
                "quoted by many writers, and phrases from the poem have been used"
                " as the titles of novels, albums and films."
            ),
            S(
                "Chinua Achebe: Chinua Achebe (born Albert Chinualumogu Achebe; "
                "16 November 1930 \u2013 21 March 2013) was a Nigerian novelist, poet "
                "and critic, born in Ogidi. His novels include No Longer at Ease,"
                " Arrow of God and Anthills of the Savannah, and he won the Man "
                "Booker International Prize in 2007. From 1990 he taught at "
                "colleges in the United States."
            ),
            D(
                "Wole Soyinka: Akinwande Oluwole Babatunde Soyinka (born 13 July "
                "1934) is a Nigerian playwright, novelist, poet and essayist, "
                "born in Abeokuta. In 1986 he was awarded the Nobel Prize in "
                "Literature, the first sub-Saharan African to be so honoured. His"
                " works include the play Death and the King's Horseman (1975) and"
                " the memoir Aké: The Years of Childhood (1981)."
            ),
            D(
                "No Longer at Ease: No Longer at Ease is a 1960 novel by Chinua "
                "Achebe. It tells the story of Obi Okonkwo, a young Igbo man who "
                "leaves his village to study in Britain and then takes a post in "
                "the colonial civil service in Lagos, where he is drawn into "
                "taking bribes. The title comes from the last lines of T. S. "
                'Eliot\'s poem "Journey of the Magi".'
            ),
            S(
                "Things Fall Apart: Things Fall Apart is the debut novel of the "
                "writer Chinua Achebe, first published in 1958. It tells the "
                "story of Okonkwo, a wrestler and leader in the fictional Igbo "
                "village of Umuofia, and of the changes brought by the arrival of"
                " British colonists and Christian missionaries in the late "
                "nineteenth century. It is one of the most widely read African "
                "novels."
            ),
            D(
                "Ama Ata Aidoo: Ama Ata Aidoo (23 March 1942 \u2013 31 May 2023) was a"
                " Ghanaian author, poet, playwright and academic. She served as "
                "Minister of Education in 1982 and 1983. Her works include the "
                "play The Dilemma of a Ghost (1965), the novel Our Sister Killjoy"
                " (1977) and the novel Changes (1991), which won the Commonwealth"
                " Writers' Prize for the best book from Africa."
            ),
            D(
                "African Writers Series: The African Writers Series is a "
                "collection of books by African novelists, poets and playwrights "
                "published by Heinemann from 1962. The writer Chinua Achebe "
                "served as its founding editor. Over the following decades it "
                "brought the work of authors such as Ngũgĩ wa Thiong'o, Nuruddin "
                "Farah and Buchi Emecheta to readers around the world. Its orange"
                " covers became familiar in schools across the continent."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song Heartbreak Hotel die?",
        "Graceland, Memphis, Tennessee",
        [
            D(
                'Heartbreak Hotel (Whitney Houston song): "Heartbreak Hotel" is a'
                " song by the American singer Whitney Houston featuring Faith "
                "Evans and Kelly Price, from Houston's fourth studio album My "
                "Love Is Your Love (1998). Released as a single, it reached "
                "number two on the Billboard Hot 100 in 1999 and became one of "
                "her biggest hits of the decade."
            ),
            S(
                'Heartbreak Hotel: "Heartbreak Hotel" is a song recorded by the '
                "American singer Elvis Presley and released as a single on "
                "January 27, 1956, his first release on the RCA Victor label. "
                "Written by Tommy Durden and Mae Boren Axton, it tells of a hotel"
                " on Lonely Street for the broken-hearted. It topped the "
                "Billboard Top 100 for seven weeks and sold more than a million "
                "copies."
            ),
            D(
                "Mae Boren Axton: Mae Boren Axton (September 14, 1914 \u2013 April 9, "
                "1997) was an American songwriter, teacher and publicist, known "
                "as the Queen Mother of Nashville. She co-wrote the 1956 hit "
                '"Heartbreak Hotel" and worked in promotion in the country music '
                "business for decades. She was the mother of the country singer "
                "Hoyt Axton and died at her home in Hendersonville, Tennessee."
            ),
            D(
                "Whitney Houston: Whitney Elizabeth Houston (August 9, 1963 \u2013 "
                "February 11, 2012) was an American singer and actress, born in "
                "Newark, New Jersey, and one of the best-selling music artists of"
                ' all time. Her recording of "I Will Always Love You" for the '
                "film The Bodyguard (1992) became one of the best-selling singles"
                " ever. She died at the Beverly Hilton hotel in Beverly Hills, "
                "California."
            ),
            S(
                "Elvis Presley: Elvis Aaron Presley (January 8, 1935 \u2013 August 16,"
                " 1977) was an American singer and actor, known as the King of "
                "Rock and Roll. Born in Tupelo, Mississippi, he moved to Memphis,"
                " Tennessee, with his family at the age of thirteen. He died at "
                "Graceland, his mansion in Memphis, at the age of 42, and is "
                "buried in its grounds."
            ),
            D(
                "Heartbreak Hotel (film): Heartbreak Hotel is a 1988 American "
                "comedy film written and directed by Chris Columbus, starring "
                "David Keith, Tuesday Weld and Charlie Schlatter. Set in Ohio in "
                "1972, it follows a teenage rock musician who kidnaps Elvis "
                "Presley in the hope that the singer will cheer up his lonely "
                "mother. The film was a commercial failure on its release."
            ),
            D(
                "Sun Records: Sun Records is an American independent record label"
                " founded by Sam Phillips in Memphis, Tennessee, in 1952. It was "
                "the first label to record Elvis Presley, Johnny Cash, Jerry Lee "
                "Lewis, Carl Perkins and Roy Orbison, and it played a central "
                "part in the birth of rock and roll. Its original studio on Union"
                " Avenue is now a museum and working recording studio."
            ),
            D(
                'Jailhouse Rock (song): "Jailhouse Rock" is a rock and roll song '
                "written by Jerry Leiber and Mike Stoller and recorded by Elvis "
                "Presley for the 1957 film of the same name. Released as a single"
                " in September 1957, it topped the charts in the United States, "
                "and in January 1958 it became the first single to enter the UK "
                "Singles Chart at number one."
            ),
        ],
        drop=0,
    ),
]
