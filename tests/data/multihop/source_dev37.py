"""Development multi-hop questions, batch 37.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev34.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v46.

Measured lengths: mean support 305 characters, mean distractor 301 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which district of Paris did the composer of The Barber of Seville die?",
        "Passy",
        [
            D(
                "The Barber of Seville (Paisiello): Il barbiere di Siviglia is an opera buffa by "
                "Giovanni Paisiello, first performed before the court of Catherine the Great in "
                "Saint Petersburg in 1782. It stayed so popular in Italy that his admirers in Rome "
                "whistled and jeered at a rival setting of the same play more than thirty years "
                "later."
            ),
            S(
                "Gioachino Rossini: Gioachino Antonio Rossini (1792 \u2013 1868) was an Italian "
                "composer born in Pesaro who wrote 39 operas, among them La Cenerentola and "
                "William Tell. He wrote no more operas after 1829, lived for years in Bologna and "
                "Florence, moved to Paris in 1855, and died at his country house in Passy on 13 "
                "November 1868."
            ),
            D(
                "The Marriage of Figaro: The Marriage of Figaro is an opera buffa by Wolfgang "
                "Amadeus Mozart to a libretto by Lorenzo Da Ponte, first staged at the Burgtheater "
                "in Vienna on 1 May 1786. Based on a comedy by Beaumarchais written in 1778, it "
                "carries on the story of the barber Figaro and his bride Susanna."
            ),
            D(
                "Gaetano Donizetti: Gaetano Donizetti (1797 \u2013 1848) was an Italian composer "
                "of about seventy operas, including L'elisir d'amore, Lucia di Lammermoor and Don "
                "Pasquale. Born into a poor family in Bergamo, he spent his last years paralysed "
                "by illness, and he died in his home city on 8 April 1848."
            ),
            S(
                "The Barber of Seville: The Barber of Seville is a comic opera in two acts by "
                "Gioachino Rossini to an Italian libretto by Cesare Sterbini, after the 1775 "
                "French comedy by Beaumarchais. Its first night at the Teatro Argentina in Rome on "
                "20 February 1816 was a fiasco, but it soon became one of the most performed "
                "operas."
            ),
            D(
                "William Tell (opera): William Tell is a French grand opera by Gioachino Rossini, "
                "first performed by the Paris Op\u00e9ra on 3 August 1829 to a libretto after "
                "Schiller's play. It was the last of his operas, and its overture, which ends in a "
                "galloping finale, is among the best-known pieces of classical music."
            ),
            D(
                "Teatro Argentina: The Teatro Argentina is an opera house and theatre in Rome, "
                "opened in 1732 on the Largo di Torre Argentina beside the ruined Republican "
                "temples of the Area Sacra. Rebuilt and redecorated several times over the "
                "next two centuries, it now belongs to the city and is the home of the Teatro di "
                "Roma drama company."
            ),
            D(
                "Pierre Beaumarchais: Pierre-Augustin Caron de Beaumarchais (1732 \u2013 1799) was "
                "a French watchmaker, playwright and secret agent who helped to ship arms to the "
                "American rebels. His comedies about the clever servant Figaro were set to music "
                "by several composers, and he died in Paris in May 1799."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which painter was born first, Francis Bacon or Lucian Freud?",
        "Francis Bacon",
        [
            D(
                "Francis Bacon: Francis Bacon, 1st Viscount St Alban (1561 \u2013 1626), was an "
                "English philosopher and statesman who served as Lord Chancellor under James I. "
                "His Novum Organum of 1620 argued for knowledge built on observation, and he is "
                "said to have caught a fatal chill while stuffing a chicken with snow."
            ),
            S(
                "Francis Bacon (artist): Francis Bacon (1909 \u2013 1992) was an Irish-born "
                "British painter, born in Dublin on 28 October 1909 to English parents. Known for "
                "raw, screaming figures such as his Three Studies for Figures at the Base of a "
                "Crucifixion of 1944, he worked in a chaotic London studio and died in Madrid in "
                "1992."
            ),
            D(
                "Sigmund Freud: Sigmund Freud (1856 \u2013 1939) was an Austrian neurologist and "
                "the founder of psychoanalysis, born in the Moravian town of P\u0159\u00edbor. He "
                "practised in Vienna for almost fifty years, fled to London after the Nazi "
                "annexation of Austria in 1938, and died in Hampstead in September 1939."
            ),
            D(
                "Three Studies of Lucian Freud: Three Studies of Lucian Freud is a triptych "
                "painted in 1969 by Francis Bacon, showing his friend and fellow painter seated on "
                "a wooden chair inside a cage-like frame. Sold at Christie's in New York in "
                "November 2013 for about 142 million dollars, it set a record price for an artwork "
                "at auction."
            ),
            D(
                "Clement Freud: Sir Clement Freud (1924 \u2013 2009) was a writer, broadcaster and "
                "cook born in Berlin, the younger brother of the painter Lucian Freud. After "
                "moving to Britain as a boy he became a regular on the radio game Just a Minute, "
                "and from 1973 he sat in the House of Commons as a Liberal member."
            ),
            S(
                "Lucian Freud: Lucian Freud (1922 \u2013 2011) was a British painter born in "
                "Berlin on 8 December 1922, a grandson of Sigmund Freud. His family moved to "
                "England in 1933, and he became known for unflinching nudes and portraits built up "
                "in thick paint, among them Benefits Supervisor Sleeping of 1995. He died in "
                "London in 2011."
            ),
            D(
                "School of London: The School of London is a loose name, coined by the painter R. "
                "B. Kitaj in 1976, for a group of figurative artists working in London against the "
                "tide of abstraction. Besides Francis Bacon and Lucian Freud it is usually taken "
                "to include Frank Auerbach, Leon Kossoff and Michael Andrews."
            ),
            D(
                "Leon Kossoff: Leon Kossoff (1926 \u2013 2019) was a British painter born in "
                "Islington, London, on 10 December 1926 to Russian-Jewish immigrant parents. He "
                "painted the streets, railway stations and swimming baths of north London in "
                "thick, heavily reworked paint, and in 1995 he represented Britain at the Venice "
                "Biennale."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "What is the name of the house in the Scottish Borders built by the author of Ivanhoe?",
        "Abbotsford",
        [
            S(
                "Ivanhoe: Ivanhoe is a historical novel by Sir Walter Scott, published in three "
                "volumes at the end of 1819. Set in England in the 1190s, while King Richard the "
                "Lionheart is held captive abroad, it follows the disinherited knight Wilfred of "
                "Ivanhoe and brings in the outlaw Robin Hood under the name Locksley."
            ),
            D(
                "Ivanhoe, Victoria: Ivanhoe is a suburb of Melbourne, Australia, about 10 "
                "kilometres north-east of the city centre in the City of Banyule. Laid out beside "
                "the Yarra River and Darebin Creek in the nineteenth century, it took its name "
                "from Scott's novel and grew quickly after the railway arrived in 1888."
            ),
            D(
                "Scott Monument: The Scott Monument is a Victorian Gothic tower in Princes Street "
                "Gardens, Edinburgh, built between 1840 and 1846 in memory of Sir Walter Scott. "
                "Designed by the self-taught George Meikle Kemp, it rises 61 metres, and a marble "
                "statue of the writer with his dog Maida sits beneath its canopy."
            ),
            D(
                "Melrose Abbey: Melrose Abbey is a ruined Cistercian monastery in the town of "
                "Melrose in the Scottish Borders, founded in 1136 at the request of King David I. "
                "Damaged again and again by English armies, it was rebuilt in an ornate Gothic "
                "style, and one of its carvings shows a pig playing the bagpipes."
            ),
            D(
                "Vailima: Vailima is the estate above Apia in Samoa that Robert Louis Stevenson "
                "bought in 1890 and where he built a large wooden house for his family. The "
                "islanders called him Tusitala, teller of tales; he died there in December 1894 "
                "and was buried on nearby Mount Vaea, and the house is now a museum."
            ),
            S(
                "Walter Scott: Sir Walter Scott (1771 \u2013 1832) was a Scottish novelist and "
                "poet born in Edinburgh, the author of Waverley and Rob Roy. With money from his "
                "books he bought a farm on the River Tweed near Melrose in 1811 and rebuilt it as "
                "Abbotsford, a baronial mansion filled with arms and relics, where he died in "
                "1832."
            ),
            D(
                "Dryburgh Abbey: Dryburgh Abbey is a ruined twelfth-century abbey on a loop of the "
                "River Tweed near St Boswells in the Scottish Borders, founded for "
                "Premonstratensian canons in 1150. Sir Walter Scott was buried in its north "
                "transept in 1832, and Field Marshal Douglas Haig was laid to rest there in 1928."
            ),
            D(
                "Waverley (novel): Waverley is a novel by Walter Scott, published anonymously in "
                "July 1814 and set during the Jacobite rising of 1745. It sold so well that his "
                "later books were advertised as being by the author of Waverley, and Edinburgh's "
                "main railway station, Waverley, takes its name from the book."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the performer of the song Superstition born?",
        "Saginaw, Michigan",
        [
            D(
                "Superstition: A superstition is a belief or practice that explains events by "
                "luck, omens or magic rather than by natural causes. Common examples include fear "
                "of the number 13, the idea that breaking a mirror brings seven years of bad luck, "
                "and the habit of knocking on wood so as not to tempt fate."
            ),
            D(
                "Talking Book: Talking Book is a 1972 album by Stevie Wonder, released by Tamla in "
                "late October of that year and recorded partly at Electric Lady Studios in New "
                "York. Made with the synthesizer pioneers Malcolm Cecil and Robert Margouleff, it "
                "also gave him the ballad You Are the Sunshine of My Life."
            ),
            S(
                "Superstition (song): Superstition is a song written, produced and performed by "
                "Stevie Wonder, released in October 1972 as the first single from his album "
                "Talking Book. Driven by a funky clavinet riff, it topped the Billboard Hot 100 in "
                "January 1973 and won two Grammy Awards, including Best R&B Song."
            ),
            D(
                "Superstition (album): Superstition is the tenth studio album by the English band "
                "Siouxsie and the Banshees, released in June 1991. It includes the single Kiss "
                "Them for Me, which became the group's only hit in the American Top 30, and it was "
                "followed by their last studio album, The Rapture, in 1995."
            ),
            D(
                "Smokey Robinson: William Smokey Robinson (born 1940) is an American singer and "
                "songwriter born in Detroit, Michigan, who led the Miracles from the late 1950s "
                "and served as a vice-president of Motown. He wrote hits such as The Tracks of My "
                "Tears and My Girl, and co-wrote The Tears of a Clown with Stevie Wonder."
            ),
            D(
                "Clavinet: The Clavinet is an electric keyboard made by the German firm Hohner "
                "from the mid-1960s to the early 1980s, in which hammers strike strings whose "
                "sound is picked up electrically, giving a sharp, percussive tone. It became a "
                "staple of 1970s funk and soul and drives the riff of Superstition."
            ),
            S(
                "Stevie Wonder: Stevie Wonder was born Stevland Hardaway Judkins, six weeks early, "
                "on 13 May 1950 in Saginaw, Michigan, and lost his sight as a baby. Signed by "
                "Motown's Tamla label at the age of eleven, he reached number one with Fingertips "
                "at thirteen and went on to win more than twenty Grammy Awards."
            ),
            D(
                "Songs in the Key of Life: Songs in the Key of Life is a double album by Stevie "
                "Wonder, released by Tamla in September 1976 after two years of work. It spent "
                "fourteen weeks at number one on the Billboard 200, won the Grammy Award for Album "
                "of the Year, and includes Sir Duke, I Wish and Isn't She Lovely."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "town where the painter the lowry arts centre is named after was born",
        "Stretford",
        [
            D(
                "Malcolm Lowry: Malcolm Lowry (1909 \u2013 1957) was an English novelist and poet "
                "born in New Brighton, Cheshire, best known for Under the Volcano, published in "
                "1947. Set in a Mexican town on the Day of the Dead in 1938, it follows the last "
                "day in the life of an alcoholic former British consul."
            ),
            S(
                "L. S. Lowry: Laurence Stephen Lowry (1887 \u2013 1976) was an English painter "
                "born in Stretford, Lancashire, on 1 November 1887. He worked as a rent collector "
                "until the age of 65 while painting the mill towns around Salford, crowded with "
                "the thin figures often called matchstick men, and he turned down a knighthood."
            ),
            D(
                "Salford Quays: Salford Quays is a district built on the former Manchester Docks "
                "at the end of the Manchester Ship Canal, which closed in 1982. Rebuilt from the "
                "late 1980s with flats, offices and cultural venues, it is also the site of "
                "MediaCityUK, where several BBC departments moved from London in 2011."
            ),
            D(
                "Pendlebury: Pendlebury is a town in the City of Salford, Greater Manchester, "
                "about four miles north-west of Manchester city centre. Once a centre of coal "
                "mining and cotton spinning, it was the home of the painter L. S. Lowry, who moved "
                "there with his parents in 1909 and stayed until 1948."
            ),
            D(
                "Imperial War Museum North: Imperial War Museum North is a museum in Trafford "
                "Park, across the Manchester Ship Canal from Salford Quays, that opened to the "
                "public in July 2002. Its building by the architect Daniel Libeskind is meant to "
                "look like a globe shattered by conflict and put back together as three curved "
                "shards."
            ),
            D(
                "Matchstalk Men and Matchstalk Cats and Dogs: Matchstalk Men and Matchstalk Cats "
                "and Dogs is a 1978 song by the duo Brian and Michael, written by Michael Coleman "
                "as a tribute to L. S. Lowry. Recorded with a school choir and a brass band, it "
                "spent three weeks at number one in the UK Singles Chart in April 1978."
            ),
            S(
                "The Lowry: The Lowry is an arts centre on the Salford Quays waterfront in Greater "
                "Manchester, opened in April 2000 and designed by Michael Wilford. Besides two "
                "theatres it holds a large public collection of works by the painter L. S. Lowry, "
                "after whom it is named, including many of his crowded street scenes."
            ),
            D(
                "Adolphe Valette: Pierre Adolphe Valette (1876 \u2013 1942) was a French painter "
                "born in Saint-\u00c9tienne who taught at the Manchester Municipal School of Art "
                "from 1907 to 1920. His misty impressionist views of Manchester's streets and "
                "canals influenced his pupils there, among them the young L. S. Lowry."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the captain of the team that won the first men's Cricket World Cup born?",
        "Georgetown, British Guiana",
        [
            D(
                "1973 Women's Cricket World Cup: The 1973 Women's Cricket World Cup, held in "
                "England in June and July 1973, was the first World Cup of any kind in cricket, "
                "played two years before the first men's tournament. England, captained by Rachael "
                "Heyhoe Flint, took the title by beating Australia in the last match."
            ),
            D(
                "Ian Chappell: Ian Michael Chappell (born 1943) is a former Australian cricketer "
                "born in Unley, South Australia, on 26 September 1943. He captained Australia from "
                "1971 to 1975, including in the first World Cup final at Lord's, where his side "
                "lost to West Indies, and he later became a television commentator."
            ),
            D(
                "1979 Cricket World Cup: The 1979 Cricket World Cup was the second edition of the "
                "men's tournament, again staged in England with sixty-over innings. West Indies "
                "kept the trophy by beating England by 92 runs in the final at Lord's on 23 June "
                "1979, when Viv Richards made an unbeaten 138 and Collis King hit 86."
            ),
            S(
                "1975 Cricket World Cup: The 1975 Cricket World Cup, sponsored as the Prudential "
                "Cup, was the first men's one-day international tournament of its kind, played in "
                "England in June 1975 with sixty overs an innings. West Indies, led by Clive "
                "Lloyd, beat Australia by 17 runs in the final at Lord's on 21 June."
            ),
            D(
                "Viv Richards: Sir Isaac Vivian Alexander Richards (born 1952) is a former West "
                "Indies batsman born in St. John's, Antigua, on 7 March 1952. Famed for his "
                "swagger and for batting without a helmet, he ran out three Australians in the "
                "1975 World Cup final and scored more than 8,500 runs in 121 Tests."
            ),
            D(
                "1983 Cricket World Cup: The 1983 Cricket World Cup, the third held in England, "
                "ended in a surprise at Lord's on 25 June 1983, when India, captained by Kapil "
                "Dev, defended a total of 183 to beat the two-time champions West Indies by 43 "
                "runs. Kapil Dev, an all-rounder, was born in Chandigarh in 1959."
            ),
            S(
                "Clive Lloyd: Sir Clive Hubert Lloyd (born 1944) is a former West Indies cricketer "
                "born in Georgetown, British Guiana, now Guyana, on 31 August 1944. A tall "
                "left-handed batsman in thick glasses, he captained West Indies in 74 Tests "
                "between 1974 and 1985 and played county cricket for Lancashire."
            ),
            D(
                "Bourda: Bourda is a cricket ground in Georgetown, Guyana, home of the Georgetown "
                "Cricket Club, where Test cricket was first played in February 1930, when West "
                "Indies met England. For more than seventy years it was the main international "
                "venue in the country, until the Providence Stadium opened for the 2007 World Cup."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Mario Vargas Llosa and Isabel Allende both born in Peru?",
        "yes",
        [
            D(
                "Isabel Allende (politician): Isabel Allende Bussi is a Chilean Socialist "
                "politician born in Santiago in 1945, the daughter of President Salvador Allende. "
                "She sat in the Chamber of Deputies from 1994 to 2010 and then in the Senate, "
                "which she led as its president in 2014 and 2015, the first woman ever to do so."
            ),
            D(
                "Carlos Fuentes: Carlos Fuentes (1928 \u2013 2012) was a Mexican novelist and "
                "essayist born in Panama City on 11 November 1928, where his father was posted as "
                "a Mexican diplomat. He grew up partly in Washington, D.C., and Santiago, and his "
                "novels include Where the Air Is Clear and The Death of Artemio Cruz."
            ),
            S(
                "Mario Vargas Llosa: Mario Vargas Llosa was a Peruvian novelist and essayist, born "
                "in Arequipa on 28 March 1936 and raised partly in Bolivia. His novels include The "
                "Time of the Hero, Conversation in the Cathedral and The Feast of the Goat; he ran "
                "for president of Peru in 1990 and won the Nobel Prize in 2010."
            ),
            D(
                "The House of the Spirits: The House of the Spirits is the first novel by Isabel "
                "Allende, published in Spanish in 1982. Following four generations of the Trueba "
                "family in an unnamed South American country, it mixes magical realism with the "
                "politics of a military coup, and it was filmed in 1993 with Meryl Streep."
            ),
            D(
                "Salvador Allende: Salvador Allende (1908 \u2013 1973) was a Chilean physician and "
                "Marxist politician who became President of Chile in 1970 at the head of the "
                "Popular Unity coalition. He died inside the presidential palace, La Moneda, "
                "during the military coup led by General Augusto Pinochet on 11 September 1973."
            ),
            D(
                "C\u00e9sar Vallejo: C\u00e9sar Vallejo (1892 \u2013 1938) was a Peruvian poet "
                "born in the Andean town of Santiago de Chuco. His collections Los heraldos negros "
                "and Trilce broke with the verse forms of his time, and after leaving for Europe "
                "in 1923 he lived mostly in Paris, where he died in April 1938."
            ),
            D(
                "Conversation in the Cathedral: Conversation in the Cathedral is a novel by Mario "
                "Vargas Llosa, published in 1969. Built around a long talk in a Lima bar called La "
                "Catedral between a journalist and his father's former chauffeur, it portrays Peru "
                "under the military regime of Manuel Odr\u00eda."
            ),
            S(
                "Isabel Allende: Isabel Allende is a Chilean-American novelist born on 2 August "
                "1942 in Lima, Peru, where her father was serving as a Chilean diplomat. A "
                "relative of the Chilean president Salvador Allende, she left Chile for Venezuela "
                "after the 1973 coup and won fame with her first novel, The House of the Spirits."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of the Aeneid die?",
        "Brindisi",
        [
            D(
                "Virgil's tomb: Virgil's tomb is a Roman burial chamber at the mouth of the Crypta "
                "Neapolitana tunnel in the Piedigrotta district of Naples, long held by tradition "
                "to be the resting place of the poet. It stands in the Parco Vergiliano, where the "
                "nineteenth-century poet Giacomo Leopardi is also buried."
            ),
            D(
                "Ovid: Publius Ovidius Naso (43 BC \u2013 AD 17), known as Ovid, was a Roman poet "
                "from Sulmona, the author of the Metamorphoses and the Art of Love. In AD 8 the "
                "emperor Augustus banished him to Tomis on the Black Sea, the present "
                "Constan\u021ba in Romania, and he died there in exile about nine years later."
            ),
            D(
                "Virgil Thomson: Virgil Thomson (1896 \u2013 1989) was an American composer and "
                "music critic born in Kansas City, Missouri. He wrote the opera Four Saints in "
                "Three Acts to a libretto by Gertrude Stein, and his score for the documentary "
                "Louisiana Story won a Pulitzer Prize in 1949. He died in New York."
            ),
            S(
                "Aeneid: The Aeneid is a Latin epic poem in twelve books by Virgil, written "
                "between about 29 and 19 BC. It tells how the Trojan prince Aeneas escapes the "
                "fall of Troy and, after a love affair with Queen Dido of Carthage, reaches Italy "
                "to found the line of the Romans. It was left unrevised when the poet died."
            ),
            D(
                "Horace: Quintus Horatius Flaccus (65 \u2013 8 BC), known as Horace, was a Roman "
                "lyric poet born at Venusia in southern Italy, the son of a freed slave. "
                "Introduced by Virgil to the patron Maecenas, who gave him a farm in the Sabine "
                "Hills, he wrote the Odes and the Satires and died in Rome in 8 BC."
            ),
            D(
                "Aeneas: Aeneas is a hero of Greek and Roman legend, the son of the Trojan prince "
                "Anchises and the goddess Aphrodite, known to the Romans as Venus. One of the few "
                "Trojan leaders to survive the sack of Troy, he was claimed by later Roman writers "
                "as the forefather of Romulus and Remus and of the noble Julian family."
            ),
            D(
                "Eclogues: The Eclogues are a book of ten short pastoral poems by Virgil, "
                "completed around 38 BC, in which shepherds sing of love, loss and land taken from "
                "them. The fourth eclogue, which foretells the birth of a boy who will bring back "
                "a golden age, was later read by Christians as a prophecy of Christ."
            ),
            S(
                "Virgil: Publius Vergilius Maro (70 \u2013 19 BC), known as Virgil, was a Roman "
                "poet born near Mantua, the author of the Eclogues and the Georgics. Falling ill "
                "on a journey to Greece, he sailed back to Italy with the emperor Augustus and "
                "died at the port of Brundisium, the modern Brindisi, on 21 September 19 BC."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the lead singer of rammstein",
        "Leipzig",
        [
            D(
                "Ramstein Air Base: Ramstein Air Base is a United States Air Force base in "
                "Rhineland-Palatinate, Germany, and the headquarters of the US Air Forces in "
                "Europe. In August 1988 three jets of an Italian display team collided during an "
                "air show there, killing 70 people, a disaster that later gave a band its name."
            ),
            D(
                "Richard Kruspe: Richard Kruspe (born 1967) is a German guitarist born in "
                "Wittenberge, East Germany, on 24 June 1967, and the lead guitarist of Rammstein. "
                "Before that band he played in several groups in East Berlin, and he later formed "
                "his own side project, Emigrate, in which he sings as well as plays."
            ),
            S(
                "Till Lindemann: Till Lindemann (born 1963) is a German singer, lyricist and poet "
                "born in Leipzig, East Germany, on 4 January 1963, the son of the children's "
                "author Werner Lindemann. A competitive swimmer in his youth, he worked as a "
                "carpenter and a basket weaver before he took up singing in his thirties."
            ),
            D(
                "Feeling B: Feeling B was a punk band formed in East Berlin in 1983 around the "
                "Swiss-born singer Aljoscha Rompe. Among its later members were the guitarist Paul "
                "Landers, the keyboard player Christian Lorenz and the drummer Christoph "
                "Schneider, all three of whom went on in 1994 to help found a new metal band."
            ),
            D(
                "Sehnsucht (album): Sehnsucht is the second studio album by Rammstein, released in "
                "August 1997 and produced by Jacob Hellner. It includes the single Du hast, which "
                "brought the band to American audiences, and the single Engel, whose video borrows "
                "from the film From Dusk till Dawn."
            ),
            S(
                "Rammstein: Rammstein is a German industrial metal band formed in Berlin in 1994 "
                "by the singer Till Lindemann, the guitarists Richard Kruspe and Paul Landers, the "
                "bassist Oliver Riedel, the drummer Christoph Schneider and the keyboard player "
                "Christian Lorenz. Its stage shows are known for flamethrowers."
            ),
            D(
                "Oomph!: Oomph! is a German band from Wolfsburg, formed in 1989 by Dero Goi, Crap "
                "and Flux and often named as a pioneer of the Neue Deutsche H\u00e4rte style, "
                "which mixes industrial metal with electronic music. Its 2004 single Augen auf! "
                "reached number one in the German singles chart."
            ),
            D(
                "Lindemann (band): Lindemann was a musical project formed in 2015 by Till "
                "Lindemann and the Swedish musician Peter T\u00e4gtgren, who wrote and produced "
                "the music for its English-language debut album, Skills in Pills, released that "
                "June. A second album, F & M, sung in German, followed in 2019."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "colorado town where the boxer who lost the long count fight was born",
        "Manassa",
        [
            D(
                "Gene Tunney: James Joseph Tunney (1897 \u2013 1978), known as Gene Tunney, was an "
                "American boxer born in New York City who learned to box as a United States Marine "
                "in France during the First World War. World heavyweight champion from 1926, he "
                "retired unbeaten as champion in 1928 and married an heiress."
            ),
            S(
                "Jack Dempsey: William Harrison Dempsey (1895 \u2013 1983), known as Jack Dempsey "
                "and as the Manassa Mauler, was an American boxer born in Manassa, Colorado, on 24 "
                "June 1895. He won the world heavyweight title from Jess Willard in 1919, lost it "
                "in 1926, and later ran a well-known restaurant in New York."
            ),
            D(
                "Jack Dempsey (boxer, born 1862): Jack Dempsey, called Nonpareil, was an "
                "Irish-born middleweight boxer, born John Edward Kelly in County Kildare in 1862, "
                "who emigrated with his family to New York as a boy. World middleweight champion "
                "from 1884 to 1891, he died in Portland, Oregon, in 1895, and a later heavyweight "
                "took his name."
            ),
            D(
                "Manassas, Virginia: Manassas is an independent city in northern Virginia, about "
                "50 kilometres south-west of Washington, D.C. Nearby fields saw the First Battle "
                "of Bull Run in July 1861 and the Second in August 1862, both Confederate "
                "victories, now remembered in the Manassas National Battlefield Park."
            ),
            S(
                "The Long Count Fight: The Long Count Fight was the world heavyweight title "
                "rematch between Gene Tunney and Jack Dempsey at Soldier Field, Chicago, on 22 "
                "September 1927. Dempsey floored the champion in the seventh round but was slow to "
                "go to a neutral corner, delaying the count, and Tunney rose to win on points."
            ),
            D(
                "Soldier Field: Soldier Field is a stadium on the Lake Michigan shore in Chicago, "
                "opened in 1924 as a memorial to American soldiers who died in war. Its colonnades "
                "recall a Greek temple, and since 1971 it has been the home ground of the Chicago "
                "Bears of the National Football League."
            ),
            D(
                "Jess Willard: Jess Willard (1881 \u2013 1968) was an American boxer born in "
                "Pottawatomie County, Kansas, known as the Pottawatomie Giant for his height of "
                "about 1.99 metres. He took the world heavyweight title from Jack Johnson in "
                "Havana in 1915 and lost it four years later after a savage beating."
            ),
            D(
                "Georges Carpentier: Georges Carpentier (1894 \u2013 1975) was a French boxer born "
                "in Li\u00e9vin, Pas-de-Calais, who fought in weight classes from flyweight up to "
                "heavyweight. His challenge for the world heavyweight title in Jersey City in July "
                "1921 drew boxing's first million-dollar gate, but he was knocked out."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the author of the Cairo Trilogy win the Nobel Prize in Literature?",
        "1988",
        [
            D(
                "The Alexandria Quartet: The Alexandria Quartet is a sequence of four novels by "
                "the British writer Lawrence Durrell, Justine, Balthazar, Mountolive and Clea, "
                "published between 1957 and 1960. Set in the Egyptian port of Alexandria before "
                "and during the Second World War, it tells overlapping stories of the same lovers."
            ),
            S(
                "Cairo Trilogy: The Cairo Trilogy is a sequence of three novels by Naguib Mahfouz, "
                "Palace Walk, Palace of Desire and Sugar Street, published in 1956 and 1957. It "
                "follows the merchant al-Sayyid Ahmad Abd al-Jawad and his family in the old "
                "quarter of Cairo from the end of the First World War to the 1940s."
            ),
            D(
                "Children of Gebelawi: Children of Gebelawi is a novel by Naguib Mahfouz, first "
                "printed as a serial in the Cairo newspaper Al-Ahram in 1959. Its thinly veiled "
                "retelling of the lives of Adam, Moses, Jesus and Muhammad in a Cairo alley was "
                "condemned by Al-Azhar, and it was not printed as a book in Egypt until 2006."
            ),
            D(
                "Taha Hussein: Taha Hussein (1889 \u2013 1973) was an Egyptian writer and critic, "
                "blind from early childhood, known as the dean of Arabic literature. His memoir "
                "The Days tells of his village boyhood and his studies at al-Azhar, and though he "
                "was put forward for the Nobel Prize in Literature many times, he never won it."
            ),
            D(
                "Orhan Pamuk: Orhan Pamuk (born 1952) is a Turkish novelist born in Istanbul, "
                "whose books include My Name Is Red, Snow and the memoir Istanbul: Memories and "
                "the City. In 2006 he became the first Turkish writer to win the Nobel Prize in "
                "Literature, and in 2012 he opened a museum based on one of his novels."
            ),
            D(
                "Khan el-Khalili: Khan el-Khalili is a large bazaar in the historic centre of "
                "Cairo, first laid out as a caravanserai in the late fourteenth century by the "
                "emir Jaharkas al-Khalili. Its lanes of workshops, spice stalls and caf\u00e9s, "
                "among them the old El Fishawy coffee house, gave their name to a 1945 novel."
            ),
            S(
                "Naguib Mahfouz: Naguib Mahfouz (1911 \u2013 2006) was an Egyptian novelist born "
                "in the Gamaliya quarter of Cairo, who wrote more than thirty novels over seventy "
                "years. In 1988 he became the first writer in Arabic to win the Nobel Prize in "
                "Literature, and in 1994 he survived a knife attack outside his home."
            ),
            D(
                "Tawfiq al-Hakim: Tawfiq al-Hakim (1898 \u2013 1987) was an Egyptian playwright "
                "and novelist born in Alexandria and a founder of modern Arabic drama. His play "
                "The People of the Cave was published in 1933, and his novel Diary of a Country "
                "Prosecutor drew on his years as a state prosecutor in the Nile Delta."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which town hosted the winter olympics first st. moritz or cortina d'ampezzo",
        "St. Moritz",
        [
            D(
                "1924 Winter Olympics: The 1924 Winter Olympics were held in Chamonix, France, "
                "from 25 January to 5 February 1924. Billed at the time as an International Winter "
                "Sports Week, they were later recognised by the IOC as the first Winter Games, and "
                "the American speed skater Charles Jewtraw won the very first gold medal."
            ),
            D(
                "Cresta Run: The Cresta Run is a natural ice toboggan run in St. Moritz, built "
                "afresh each winter since 1885 by the St. Moritz Tobogganing Club. Riders go "
                "head-first on heavy steel sleds down about 1,200 metres of ice towards the "
                "village of Celerina, and for most of its history women were barred from it."
            ),
            S(
                "Cortina d'Ampezzo: Cortina d'Ampezzo is a town and ski resort in the Dolomites, "
                "in the province of Belluno in northern Italy. Chosen for the cancelled Winter "
                "Olympics of 1944, it finally staged the Games in 1956, the first Winter Olympics "
                "shown on television across Europe, and it is a co-host of the 2026 Games."
            ),
            D(
                "Ford Cortina: The Ford Cortina is a family car built by Ford of Britain from 1962 "
                "to 1982 in five generations and named after the Italian ski resort of Cortina "
                "d'Ampezzo. It was the best-selling car in Britain for much of the 1970s, and more "
                "than four million were made in Britain and abroad."
            ),
            D(
                "Innsbruck: Innsbruck is the capital of the Austrian state of Tyrol, set in the "
                "Inn valley between high Alpine ranges. It hosted the Winter Olympics in 1964 and "
                "again in 1976, when the Olympic flame burned in two cauldrons, and it staged the "
                "first Winter Youth Olympic Games in 2012."
            ),
            D(
                "1952 Winter Olympics: The 1952 Winter Olympics were held in Oslo, Norway, in "
                "February 1952, the first Winter Games in Scandinavia. The Olympic flame was lit "
                "in the hearth of the house where the skiing pioneer Sondre Norheim was born, and "
                "the Norwegian speed skater Hjalmar Andersen won three gold medals."
            ),
            S(
                "St. Moritz: St. Moritz is a resort town in the Engadine valley of the Swiss "
                "canton of Graub\u00fcnden, about 1,800 metres above sea level. It has drawn "
                "winter visitors since the 1860s, and it has twice hosted the Winter Olympic "
                "Games, in 1928 and again in 1948, the first Games after the Second World War."
            ),
            D(
                "Engadine: The Engadine is a long Alpine valley in the Swiss canton of "
                "Graub\u00fcnden, following the River Inn from the Maloja Pass towards Austria, "
                "where Romansh is still widely spoken. Its upper part has a chain of lakes and "
                "resorts, and each March it hosts a cross-country ski marathon of 42 kilometres."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Cornish town did the sculptor after whom The Hepworth Wakefield is named die?",
        "St Ives",
        [
            D(
                "Henry Moore: Henry Moore (1898 \u2013 1986) was an English sculptor born in "
                "Castleford, Yorkshire, the son of a coal miner, known for his large bronze "
                "reclining figures. A fellow student of Barbara Hepworth at Leeds School of Art, "
                "he lived from 1940 at Perry Green in Hertfordshire and died there in 1986."
            ),
            D(
                "Tate St Ives: Tate St Ives is an art gallery above Porthmeor Beach in St Ives, "
                "Cornwall, opened in 1993 in a building designed by Eldred Evans and David Shalev "
                "on the site of an old gasworks. It shows modern British art linked to the town, "
                "including works by the painters Ben Nicholson, Patrick Heron and Terry Frost."
            ),
            D(
                "Yorkshire Sculpture Park: Yorkshire Sculpture Park is an open-air gallery in the "
                "grounds of the Bretton Hall estate near Wakefield, West Yorkshire, founded in "
                "1977. Spread over some 500 acres of eighteenth-century parkland, it shows large "
                "works by Henry Moore, Barbara Hepworth and many later sculptors."
            ),
            S(
                "Barbara Hepworth: Dame Barbara Hepworth (1903 \u2013 1975) was an English "
                "sculptor born in Wakefield, Yorkshire, and a leading figure of modernist abstract "
                "sculpture. From 1939 she lived in Cornwall, buying Trewyn Studio in St Ives in "
                "1949, and she died there in a fire in May 1975."
            ),
            D(
                "Ben Nicholson: Ben Nicholson (1894 \u2013 1982) was an English abstract painter "
                "born in Denham, Buckinghamshire, the son of the painter William Nicholson. He "
                "married Barbara Hepworth, his second wife, in 1938 and moved with her to Cornwall "
                "the next year; they divorced in 1951, and he died in London in 1982."
            ),
            S(
                "The Hepworth Wakefield: The Hepworth Wakefield is an art gallery beside the River "
                "Calder in Wakefield, West Yorkshire, opened in May 2011 in a building of concrete "
                "blocks designed by David Chipperfield. It is named after the sculptor Barbara "
                "Hepworth, who was born in the city, and shows her plasters and tools."
            ),
            D(
                "Winged Figure: Winged Figure is a large aluminium sculpture by Barbara Hepworth, "
                "commissioned by the John Lewis Partnership and unveiled in 1963 on the wall of "
                "its department store in Oxford Street, London. Nearly six metres high, it is one "
                "of her biggest works and among the best-known pieces of public art in the city."
            ),
            D(
                "Wakefield: Wakefield is a cathedral city on the River Calder in West Yorkshire, "
                "England, and the centre of the City of Wakefield district. Long a market for wool "
                "and grain, it has a fourteenth-century chantry chapel on its medieval bridge and "
                "a cathedral whose 75-metre spire is the tallest in Yorkshire."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of beloved born",
        "Lorain, Ohio",
        [
            S(
                "Toni Morrison: Toni Morrison (1931 \u2013 2019) was an American novelist and "
                "editor, born Chloe Ardelia Wofford on 18 February 1931 in Lorain, Ohio. She "
                "worked as an editor at Random House before her own novels made her name, and in "
                "1993 she became the first Black woman to win the Nobel Prize in Literature."
            ),
            D(
                "Beloved (1998 film): Beloved is a 1998 American drama film directed by Jonathan "
                "Demme and adapted from the novel of the same name. Oprah Winfrey, who also "
                "produced it, plays the former slave Sethe, alongside Danny Glover and Thandiwe "
                "Newton, but the film lost a great deal of money at the box office."
            ),
            D(
                "Maya Angelou: Maya Angelou (1928 \u2013 2014) was an American poet and memoirist "
                "born in St. Louis, Missouri, on 4 April 1928. Her first volume of autobiography, "
                "I Know Why the Caged Bird Sings, appeared in 1969, and she read her poem On the "
                "Pulse of Morning at the inauguration of President Bill Clinton in 1993."
            ),
            D(
                "Sula (novel): Sula is a 1973 novel by Toni Morrison about the lifelong friendship "
                "of Nel Wright and Sula Peace, who grow up in the Bottom, a Black neighbourhood in "
                "the hills above a small Ohio town called Medallion. It was nominated for the "
                "National Book Award in 1975."
            ),
            S(
                "Beloved (novel): Beloved is a 1987 novel by the American writer Toni Morrison, "
                "set near Cincinnati after the American Civil War. It follows Sethe, a woman who "
                "escaped from slavery and is haunted by the spirit of the daughter she killed, and "
                "it won the Pulitzer Prize for Fiction in 1988."
            ),
            D(
                "Alice Walker: Alice Walker (born 1944) is an American novelist and poet born in "
                "Eatonton, Georgia, the youngest of eight children of sharecroppers. Her novel The "
                "Color Purple, published in 1982, won the Pulitzer Prize for Fiction in 1983 and "
                "was filmed by Steven Spielberg in 1985."
            ),
            D(
                "Song of Solomon (novel): Song of Solomon is a 1977 novel by Toni Morrison that "
                "follows Macon Dead III, known as Milkman, from his childhood in Michigan to a "
                "search for his family's past in the South. It won the National Book Critics "
                "Circle Award and brought her work to a wide readership."
            ),
            D(
                "Harriet Beecher Stowe: Harriet Beecher Stowe (1811 \u2013 1896) was an American "
                "writer born in Litchfield, Connecticut, who lived for eighteen years in "
                "Cincinnati, across the Ohio River from slave-holding Kentucky. Her novel Uncle "
                "Tom's Cabin, published in 1852, was the best-selling novel of its century."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "With which French teacher did the composer of Appalachian Spring study in the 1920s?",
        "Nadia Boulanger",
        [
            D(
                "Martha Graham: Martha Graham (1894 \u2013 1991) was an American dancer and "
                "choreographer born in Allegheny, Pennsylvania, who trained at the Denishawn "
                "school of Ruth St. Denis and Ted Shawn in Los Angeles. In 1926 she founded her "
                "own company in New York, and her technique became a basis of modern dance."
            ),
            D(
                "Lili Boulanger: Lili Boulanger (1893 \u2013 1918) was a French composer born in "
                "Paris and taught mainly by her elder sister, Nadia. In 1913 she became the first "
                "woman to win the Prix de Rome for composition, with her cantata Faust et "
                "H\u00e9l\u00e8ne, but long illness cut her life short at the age of 24."
            ),
            S(
                "Aaron Copland: Aaron Copland (1900 \u2013 1990) was an American composer born in "
                "Brooklyn, New York, to Jewish immigrants from Lithuania. In 1921 he went to "
                "France, where he studied for three years with Nadia Boulanger at Fontainebleau "
                "and in Paris, and he later wrote Rodeo and Fanfare for the Common Man."
            ),
            D(
                "Fanfare for the Common Man: Fanfare for the Common Man is a short piece for brass "
                "and percussion by Aaron Copland, written in 1942 at the request of Eugene "
                "Goossens, conductor of the Cincinnati Symphony Orchestra, for a wartime series of "
                "fanfares. It was first played by that orchestra in Cincinnati in March 1943."
            ),
            D(
                "Leonard Bernstein: Leonard Bernstein (1918 \u2013 1990) was an American conductor "
                "and composer born in Lawrence, Massachusetts, who studied at Harvard and then "
                "with the conductor Fritz Reiner at the Curtis Institute in Philadelphia. He led "
                "the New York Philharmonic from 1958 to 1969."
            ),
            D(
                "Simple Gifts: Simple Gifts is a Shaker song written in 1848 by an elder of the "
                "Shaker community at Alfred, Maine. Little known outside the sect for almost a "
                "century, it became famous after it was quoted in a ballet score of 1944, and its "
                "tune was later used for the English hymn Lord of the Dance."
            ),
            D(
                "Rodeo (ballet): Rodeo is a ballet choreographed by Agnes de Mille to music by "
                "Aaron Copland, first danced by the Ballet Russe de Monte Carlo at the "
                "Metropolitan Opera House in New York in October 1942. Its Hoe-Down section became "
                "widely known through a beef advertising campaign in the 1990s."
            ),
            S(
                "Appalachian Spring: Appalachian Spring is a ballet score by Aaron Copland, "
                "written for the dancer and choreographer Martha Graham and first performed at the "
                "Library of Congress in Washington on 30 October 1944. Its closing variations on a "
                "Shaker song are widely known, and it won a Pulitzer Prize."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The painter of La Grande Odalisque was born in which French town?",
        "Montauban",
        [
            D(
                "Odalisque: An odalisque was a chambermaid or female attendant in a Turkish "
                "seraglio, above all in the household of the Ottoman sultan. In European art of "
                "the eighteenth and nineteenth centuries the word came to mean a reclining female "
                "nude in an exotic eastern setting, a favourite theme of Orientalist painters."
            ),
            S(
                "Grande Odalisque: La Grande Odalisque is an oil painting of 1814 by "
                "Jean-Auguste-Dominique Ingres, commissioned by Caroline Murat, Queen of Naples, "
                "and now in the Louvre. It shows a reclining nude concubine seen from behind, and "
                "critics at the time mocked her back as having two or three vertebrae too many."
            ),
            D(
                "Antoine Bourdelle: Antoine Bourdelle (1861 \u2013 1929) was a French sculptor "
                "born in Montauban, the son of a cabinetmaker. He worked for years in the studio "
                "of a famous older sculptor before making his own name with Heracles the Archer in "
                "1909, and his Paris house and studio are now the Mus\u00e9e Bourdelle."
            ),
            D(
                "Caroline Murat: Caroline Bonaparte (1782 \u2013 1839), a younger sister of "
                "Napoleon, married the cavalry commander Joachim Murat in 1800 and became Queen of "
                "Naples when he was given its throne in 1808. A keen patron of the arts, she lost "
                "her crown when Murat was overthrown in 1815, and she died in Florence."
            ),
            D(
                "The Turkish Bath: The Turkish Bath is a painting by Jean-Auguste-Dominique "
                "Ingres, finished in 1862 when the artist was past eighty, showing a crowd of nude "
                "women in a harem bath. First painted as a rectangle, it was cut down to a round "
                "tondo, and it entered the national collections in 1911."
            ),
            D(
                "Th\u00e9odore Chass\u00e9riau: Th\u00e9odore Chass\u00e9riau (1819 \u2013 1856) "
                "was a French painter born in Saman\u00e1, on the island of Hispaniola, who "
                "entered the studio of Ingres in Paris as a boy of eleven. He later turned towards "
                "the richer colour of the Romantics, painted Orientalist scenes, and died at 37."
            ),
            S(
                "Jean-Auguste-Dominique Ingres: Jean-Auguste-Dominique Ingres (1780 \u2013 1867) "
                "was a French neoclassical painter born in Montauban, in south-western France, on "
                "29 August 1780. He won the Prix de Rome in 1801, spent many years in Italy, later "
                "directed the French Academy in Rome, and died in Paris in 1867."
            ),
            D(
                "Villa Medici: The Villa Medici is a Mannerist villa on the Pincian Hill in Rome, "
                "acquired in 1576 by Cardinal Ferdinando de' Medici. Since 1803 it has housed the "
                "French Academy in Rome, where winners of the Prix de Rome lived and studied, and "
                "its directors have included the painter Horace Vernet."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The baseball player named in the song Mrs. Robinson was born in which California town?",
        "Martinez",
        [
            D(
                "Dom DiMaggio: Dominic DiMaggio (1917 \u2013 2009) was an American baseball centre "
                "fielder born in San Francisco, a younger brother of Joe DiMaggio. Nicknamed the "
                "Little Professor for his glasses, he spent his whole major league career with the "
                "Boston Red Sox, from 1940 to 1953, and was picked for seven All-Star Games."
            ),
            D(
                "Mrs. Robinson (character): Mrs. Robinson is a character in Charles Webb's 1963 "
                "novel The Graduate, an older married woman who seduces the young college graduate "
                "Benjamin Braddock. In the 1967 film she is played by Anne Bancroft, who was born "
                "in the Bronx, New York City, in 1931."
            ),
            S(
                "Joe DiMaggio: Joseph Paul DiMaggio (1914 \u2013 1999) was an American baseball "
                "centre fielder born in Martinez, California, on 25 November 1914, the son of "
                "Sicilian immigrant fishermen. He played his whole career for the New York "
                "Yankees, won nine World Series, and in 1941 hit safely in 56 straight games."
            ),
            D(
                "Ted Williams: Ted Williams (1918 \u2013 2002) was an American baseball left "
                "fielder born in San Diego, California, who played nineteen seasons for the Boston "
                "Red Sox. In 1941 he batted .406, and no major league player has hit .400 over a "
                "season since; he also flew as a Marine Corps pilot in two wars."
            ),
            D(
                "Bookends (album): Bookends is the fourth studio album by Simon & Garfunkel, "
                "released by Columbia Records in April 1968 and produced by the duo with Roy "
                "Halee. Its first side is a song cycle that follows life from childhood to old "
                "age, and the album spent seven weeks at number one in the United States."
            ),
            S(
                "Mrs. Robinson: Mrs. Robinson is a song by Simon & Garfunkel, written by Paul "
                "Simon and released in 1968, after an early version was heard in the film The "
                "Graduate. Its last verse asks where the baseball star Joe DiMaggio has gone, and "
                "in 1969 it won the Grammy Award for Record of the Year."
            ),
            D(
                "The Sound of Silence: The Sound of Silence is a song by Simon & Garfunkel, "
                "written by Paul Simon in 1964 and first released in an acoustic version. Without "
                "the duo's knowledge the producer Tom Wilson overdubbed electric instruments, and "
                "the new version reached number one in the United States in January 1966."
            ),
            D(
                "Joltin' Joe DiMaggio: Joltin' Joe DiMaggio is a novelty song written during the "
                "baseball season of 1941 and recorded that summer by Les Brown and His Band of "
                "Renown with the singer Betty Bonney. It celebrated the long hitting streak that "
                "had gripped American fans, and it became a hit on the radio."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Hector Berlioz or Felix Mendelssohn?",
        "Hector Berlioz",
        [
            D(
                "Fanny Mendelssohn: Fanny Mendelssohn (1805 \u2013 1847) was a German composer and "
                "pianist born in Hamburg on 14 November 1805, the elder sister of Felix. Kept from "
                "a public career by her family, she wrote more than 450 pieces, some of them first "
                "published under her brother's name, and she died in Berlin in 1847."
            ),
            S(
                "Hector Berlioz: Hector Berlioz (1803 \u2013 1869) was a French Romantic composer "
                "born in La C\u00f4te-Saint-Andr\u00e9, in the Is\u00e8re department, on 11 "
                "December 1803. Sent to Paris to study medicine, he turned to music instead, and "
                "his works include the Symphonie fantastique and the opera Les Troyens."
            ),
            D(
                "Symphonie fantastique: The Symphonie fantastique is a programme symphony in five "
                "movements by Hector Berlioz, first performed at the Paris Conservatoire on 5 "
                "December 1830. Inspired by his passion for the actress Harriet Smithson, it tells "
                "of an artist's opium dreams and ends with a witches' sabbath."
            ),
            D(
                "Moses Mendelssohn: Moses Mendelssohn (1729 \u2013 1786) was a German Jewish "
                "philosopher born in Dessau, a leading figure of the Jewish Enlightenment and a "
                "close friend of the writer Gotthold Ephraim Lessing. His grandson Felix became "
                "one of the best-known composers of the Romantic era."
            ),
            D(
                "Giacomo Meyerbeer: Giacomo Meyerbeer (1791 \u2013 1864) was a German opera "
                "composer born Jakob Liebmann Beer in Tasdorf, near Berlin, on 5 September 1791. "
                "His spectacular French grand operas, among them Robert le diable and Les "
                "Huguenots, ruled the Paris Op\u00e9ra for decades, and he died in Paris."
            ),
            D(
                "Harriet Smithson: Harriet Smithson (1800 \u2013 1854) was an Irish actress born "
                "in Ennis, County Clare, who won fame in Paris in 1827 playing Ophelia and Juliet "
                "with an English company. She married the French composer Hector Berlioz in 1833, "
                "but the marriage broke down, and she died in Paris in 1854."
            ),
            D(
                "Gewandhaus Orchestra: The Gewandhaus Orchestra is a symphony orchestra in "
                "Leipzig, Germany, which traces its history to a concert society founded in 1743 "
                "and takes its name from the cloth merchants' hall where it played from 1781. "
                "Felix Mendelssohn was its music director from 1835 until his death."
            ),
            S(
                "Felix Mendelssohn: Felix Mendelssohn (1809 \u2013 1847) was a German composer, "
                "pianist and conductor born in Hamburg on 3 February 1809 into a wealthy banking "
                "family. He wrote the overture to A Midsummer Night's Dream at seventeen, led a "
                "revival of Bach's St Matthew Passion in 1829, and died in Leipzig."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which race was first run, the Epsom Derby or the St Leger Stakes?",
        "the St Leger Stakes",
        [
            D(
                "Epsom Oaks: The Oaks Stakes is a flat horse race for three-year-old fillies run "
                "at Epsom Downs in Surrey in early June, over the same distance as the Derby. "
                "First run in 1779, it takes its name from the 12th Earl of Derby's nearby estate, "
                "The Oaks, and it is one of Britain's five Classics."
            ),
            D(
                "Kentucky Derby: The Kentucky Derby is a race for three-year-old Thoroughbreds run "
                "on the first Saturday in May at Churchill Downs in Louisville, Kentucky. First "
                "held on 17 May 1875 and won by Aristides, it is the first leg of the American "
                "Triple Crown and is called the most exciting two minutes in sports."
            ),
            D(
                "Derby County F.C.: Derby County Football Club is an English football club from "
                "Derby, founded in 1884 as an offshoot of Derbyshire County Cricket Club. "
                "Nicknamed the Rams, it was a founder member of the Football League in 1888 and "
                "won the First Division title in 1972 under the manager Brian Clough."
            ),
            S(
                "Epsom Derby: The Derby Stakes, known as the Epsom Derby, is a flat horse race for "
                "three-year-old colts and fillies run over about a mile and a half at Epsom Downs "
                "in Surrey each June. First run in 1780, it is named after the 12th Earl of Derby, "
                "and its first winner was Diomed, owned by Sir Charles Bunbury."
            ),
            D(
                "2,000 Guineas Stakes: The 2,000 Guineas Stakes is a flat horse race for "
                "three-year-old colts and fillies run over one mile on the Rowley Mile at "
                "Newmarket each spring. First run in 1809, it is the first of the British Classics "
                "in the racing year and the opening leg of the English Triple Crown."
            ),
            D(
                "Epsom Downs Racecourse: Epsom Downs Racecourse is a racecourse on chalk downland "
                "near Epsom in Surrey, known for its steep camber and the sharp left-hand bend of "
                "Tattenham Corner. In 1913 the suffragette Emily Davison was fatally hurt there "
                "when she ran in front of King George V's horse, Anmer, during a race."
            ),
            S(
                "St Leger Stakes: The St Leger Stakes is a flat horse race for three-year-olds run "
                "over about a mile and six furlongs at Doncaster in South Yorkshire each "
                "September. First run in 1776 and named after the army officer Anthony St Leger, "
                "it is the oldest of Britain's five Classics and the last of them in the season."
            ),
            D(
                "Doncaster Racecourse: Doncaster Racecourse is a racecourse on the Town Moor in "
                "South Yorkshire and one of the oldest in Britain, with racing there recorded "
                "since the sixteenth century. It stages the Lincoln Handicap, which opens the flat "
                "season in spring, and the last big flat meeting of the year in November."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the painter of A Bigger Splash born?",
        "Bradford",
        [
            D(
                "A Bigger Splash (2015 film): A Bigger Splash is a 2015 psychological drama "
                "directed by Luca Guadagnino and set on the Italian island of Pantelleria. Tilda "
                "Swinton plays a rock singer resting her voice with her boyfriend when a former "
                "lover, played by Ralph Fiennes, turns up with his grown-up daughter."
            ),
            S(
                "A Bigger Splash: A Bigger Splash is a painting made in 1967 by the English artist "
                "David Hockney while he was teaching in California. Painted in flat acrylic, it "
                "shows a diving board beside a Los Angeles swimming pool and the white spray left "
                "by an unseen diver, and it belongs to Tate in London."
            ),
            D(
                "Portrait of an Artist (Pool with Two Figures): Portrait of an Artist (Pool with "
                "Two Figures) is a 1972 painting by David Hockney of a man in a pink jacket "
                "looking down at a swimmer in a pool. Sold at Christie's in New York in November "
                "2018 for about 90 million dollars, it set a record for a living artist."
            ),
            D(
                "Ed Ruscha: Ed Ruscha (born 1937) is an American artist born in Omaha, Nebraska, "
                "who moved to Los Angeles in 1956 and became known for paintings of words, petrol "
                "stations and the Hollywood sign. His photobook Twentysix Gasoline Stations of "
                "1963 is a landmark of conceptual art."
            ),
            S(
                "David Hockney: David Hockney (born 1937) is an English painter, draughtsman and "
                "printmaker born in Bradford, Yorkshire, on 9 July 1937. After studying at the "
                "Royal College of Art he moved to Los Angeles in 1964, and his pictures of pools, "
                "friends and the Yorkshire Wolds made him one of the best-known British artists."
            ),
            D(
                "Salts Mill: Salts Mill is a former textile mill in Saltaire, West Yorkshire, "
                "built by the industrialist Sir Titus Salt in 1853 beside the River Aire and the "
                "Leeds and Liverpool Canal. Closed in 1986, it was reopened by Jonathan Silver as "
                "an arts and shopping centre with a large gallery of works by David Hockney."
            ),
            D(
                "Royal College of Art: The Royal College of Art is a public art and design "
                "university in London, founded in 1837 as the Government School of Design. Its "
                "students around 1960 included David Hockney, Derek Boshier, Allen Jones and R. B. "
                "Kitaj, who became leading figures of British pop art."
            ),
            D(
                "Pop art: Pop art is an art movement that arose in Britain and the United States "
                "in the mid-1950s, drawing on advertising, comic books and consumer goods. Richard "
                "Hamilton's collage Just what is it that makes today's homes so different, so "
                "appealing? of 1956 is often named as one of its first works."
            ),
        ],
        drop=0,
    ),
]
