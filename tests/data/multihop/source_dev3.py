"""Development multi-hop questions, batch 3 (20 two-hop questions in the style of
Wikipedia multi-hop QA), written by someone who never read the evaluator, the gold set
or the benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, all "titled" passages, 8 per
question (2 supports, 6 distractors); original text, CC0 1.0. Measured lengths: mean
support 350 characters, mean distractor 329 characters; a support is the longest
passage in 2 of the 20 questions.
"""

# ruff: noqa: RUF001  (en dashes and other typography as Wikipedia writes them)

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where was the Union general who won the Battle of Gettysburg born?",
        "Cádiz, Spain",
        [
            D(
                "Robert E. Lee: Robert Edward Lee (January 19, 1807 – October 12, "
                "1870) was a Confederate general who commanded the Army of Northern "
                "Virginia from 1862 until its surrender at Appomattox Court House in "
                "April 1865. He was born at Stratford Hall in Westmoreland County, "
                "Virginia, the son of the Revolutionary War officer Henry "
                '"Light-Horse Harry" Lee III.'
            ),
            S(
                "Battle of Gettysburg: The Battle of Gettysburg was fought from July 1 "
                "to July 3, 1863, in and around the town of Gettysburg, Pennsylvania, "
                "during the American Civil War. The Union Army of the Potomac under "
                "Major General George G. Meade defeated the Confederate Army of "
                "Northern Virginia under General Robert E. Lee, ending Lee's second "
                "invasion of the North."
            ),
            D(
                "Joseph Hooker: Joseph Hooker (November 13, 1814 – October 31, 1879) "
                "was a United States Army officer who commanded the Union Army of the "
                "Potomac from January to June 1863. Born in Hadley, Massachusetts, he "
                'was nicknamed "Fighting Joe". He was relieved of command only days '
                "before the Battle of Gettysburg, after his defeat at Chancellorsville."
            ),
            D(
                "Fort George G. Meade: Fort George G. Meade is a United States Army "
                "installation in Anne Arundel County, Maryland, between Baltimore and "
                "Washington, D.C. Established in 1917 as Camp Meade, it is named after "
                "the Union general George Gordon Meade. It is home to the National "
                "Security Agency and the United States Cyber Command."
            ),
            S(
                "George Meade: George Gordon Meade (December 31, 1815 – November 6, "
                "1872) was a United States Army officer and civil engineer. He was "
                "born in Cádiz, Spain, to an American merchant family from "
                "Philadelphia, and graduated from the United States Military Academy "
                "at West Point in 1835. Before the Civil War he served in the "
                "Mexican–American War and built lighthouses in New Jersey and Florida."
            ),
            D(
                "Gettysburg, Pennsylvania: Gettysburg is a borough and the county seat "
                "of Adams County, Pennsylvania, United States. It grew up around a "
                "tavern opened by Samuel Gettys in 1761 and was laid out by his son "
                "James in 1786. The town is home to Gettysburg College, founded in "
                "1832, and is surrounded by the Gettysburg National Military Park."
            ),
            D(
                "George Pickett: George Edward Pickett (1825 – July 30, 1875) was a "
                "career United States Army officer who became a major general in the "
                "Confederate States Army. Born in Richmond, Virginia, he graduated "
                "last in his class at West Point in 1846. He is best remembered for "
                "Pickett's Charge, the failed Confederate assault on the Union centre "
                "on the third and final day of the fighting at Gettysburg in July 1863."
            ),
            D(
                "Battle of Chancellorsville: The Battle of Chancellorsville was fought "
                "from April 30 to May 6, 1863, in Spotsylvania County, Virginia, "
                "during the American Civil War. Confederate General Robert E. Lee "
                "defeated the much larger Union Army of the Potomac under Major "
                "General Joseph Hooker. The victory was marred by the mortal wounding "
                "of Stonewall Jackson by his own men."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Otto von Bismarck or Count Cavour?",
        "Count Cavour",
        [
            D(
                "Giuseppe Garibaldi: Giuseppe Maria Garibaldi (4 July 1807 – 2 June "
                "1882) was an Italian general and patriot who contributed to the "
                "unification of Italy. Born in Nice, then part of the French Empire, "
                "he led the Expedition of the Thousand in 1860, which conquered the "
                "Kingdom of the Two Sicilies."
            ),
            D(
                "Herbert von Bismarck: Nikolaus Heinrich Ferdinand Herbert, Prince of "
                "Bismarck (28 December 1849 – 18 September 1904) was a German "
                "politician and diplomat. The eldest son of the German chancellor, he "
                "served as Foreign Secretary of the German Empire from 1886 to 1890 "
                "and resigned soon after his father's dismissal."
            ),
            S(
                "Camillo Benso, Count of Cavour: Camillo Paolo Filippo Giulio Benso, "
                "Count of Cavour (10 August 1810 – 6 June 1861) was an Italian "
                "statesman and a leading figure in the movement toward the unification "
                "of Italy. Born in Turin, he founded the newspaper Il Risorgimento and "
                "served as Prime Minister of the Kingdom of Sardinia."
            ),
            D(
                "German battleship Bismarck: Bismarck was the first of two "
                "Bismarck-class battleships built for Nazi Germany's Kriegsmarine, "
                "named after the 19th-century German chancellor. Launched in February "
                "1939, she sank the British battlecruiser HMS Hood in the Battle of "
                "the Denmark Strait in May 1941 and was herself sunk three days later."
            ),
            D(
                "Victor Emmanuel II: Victor Emmanuel II (14 March 1820 – 9 January "
                "1878) was King of Sardinia from 1849 and became the first King of a "
                "united Italy in 1861, reigning until his death. Born in Turin, the "
                "eldest son of Charles Albert of Sardinia, he was known to Italians as "
                "the Father of the Fatherland."
            ),
            S(
                "Otto von Bismarck: Otto Eduard Leopold, Prince of Bismarck (1 April "
                "1815 – 30 July 1898) was a Prussian statesman who oversaw the "
                "unification of Germany. Born at Schönhausen, an estate west of "
                "Berlin, he served as Minister President of Prussia from 1862 and as "
                "the first Chancellor of the German Empire from 1871 to 1890."
            ),
            D(
                "Italian aircraft carrier Cavour: Cavour is an aircraft carrier of the "
                "Italian Navy, named after the 19th-century Piedmontese statesman. "
                "Launched in 2004 and commissioned in 2008, she serves as the flagship "
                "of the fleet and operates AV-8B Harrier II jump jets and F-35B "
                "fighters from her flight deck."
            ),
            D(
                "Wilhelm I: Wilhelm I (Wilhelm Friedrich Ludwig; 22 March 1797 – 9 "
                "March 1888) was King of Prussia from 1861 and the first German "
                "Emperor from 1871 until his death. A member of the House of "
                "Hohenzollern, he was proclaimed emperor in the Hall of Mirrors at the "
                "Palace of Versailles during the Franco-Prussian War."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the pope who opened the second vatican council",
        "Sotto il Monte",
        [
            D(
                "First Vatican Council: The First Vatican Council was the 20th "
                "ecumenical council of the Catholic Church, convoked by Pope Pius IX "
                "and held in St. Peter's Basilica from December 1869. It defined the "
                "dogma of papal infallibility in the constitution Pastor aeternus "
                "before being suspended in 1870, when Italian troops captured Rome."
            ),
            D(
                "Pope Paul VI: Pope Paul VI (born Giovanni Battista Enrico Antonio "
                "Maria Montini; 26 September 1897 – 6 August 1978) was head of the "
                "Catholic Church from 21 June 1963 until his death. Born in Concesio, "
                "near Brescia, he had served as Archbishop of Milan from 1954. His "
                "encyclical Humanae vitae of 1968 reaffirmed the Church's teaching on "
                "contraception. He was canonised by Pope Francis in 2018."
            ),
            D(
                "Antipope John XXIII: Baldassarre Cossa (c. 1370 – 22 December 1419) "
                "was an antipope who took the name John XXIII and claimed the papacy "
                "from 1410 to 1415 during the Western Schism, as successor to "
                "Alexander V in the Pisan line. He convoked the Council of Constance, "
                "which deposed him in 1415, and he ended his life as Cardinal Bishop "
                "of Frascati."
            ),
            S(
                "Pope John XXIII: Pope John XXIII (born Angelo Giuseppe Roncalli; 25 "
                "November 1881 – 3 June 1963) was head of the Catholic Church and "
                "sovereign of Vatican City from 28 October 1958 until his death. He "
                "was born in Sotto il Monte, a village in the province of Bergamo in "
                "Lombardy, the fourth of thirteen children in a family of "
                "sharecroppers."
            ),
            D(
                "Council of Trent: The Council of Trent, held between 1545 and 1563 in "
                "Trento and Bologna in northern Italy, was the 19th ecumenical council "
                "of the Catholic Church. Convened by Pope Paul III in response to the "
                "Protestant Reformation, it condemned Protestant doctrines and issued "
                "decrees on the sacraments, scripture and the training of clergy."
            ),
            S(
                "Second Vatican Council: The Second Vatican Council, commonly known as "
                "Vatican II, was the 21st ecumenical council of the Catholic Church. "
                "Convened by Pope John XXIII, it opened on 11 October 1962 and met in "
                "four sessions in St. Peter's Basilica before closing on 8 December "
                "1965. Its documents reformed the liturgy and the Church's relations "
                "with other Christians and the modern world."
            ),
            D(
                "Pope Pius XII: Pope Pius XII (born Eugenio Maria Giuseppe Giovanni "
                "Pacelli; 2 March 1876 – 9 October 1958) was head of the Catholic "
                "Church from 2 March 1939 until his death. Born in Rome into a family "
                "of lawyers, he had been Cardinal Secretary of State under Pius XI, "
                "and in 1950 he defined the dogma of the Assumption of Mary."
            ),
            D(
                "Pope John Paul I: Pope John Paul I (born Albino Luciani; 17 October "
                "1912 – 28 September 1978) was head of the Catholic Church for 33 days "
                "in 1978, one of the shortest reigns in papal history. He was born in "
                "Forno di Canale, now Canale d'Agordo, in the province of Belluno, and "
                "had been Patriarch of Venice from 1969."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the coach of the American team in the Miracle on Ice born?",
        "Saint Paul, Minnesota",
        [
            D(
                "Viktor Tikhonov (ice hockey, born 1930): Viktor Vasilyevich Tikhonov "
                "(4 June 1930 – 24 November 2014) was a Soviet and Russian ice hockey "
                "player and coach. Born in Moscow, he was head coach of the Soviet "
                "national team from 1977 to 1994, winning three Olympic gold medals "
                "and eight World Championships."
            ),
            D(
                "Miracle (2004 film): Miracle is a 2004 American sports film directed "
                "by Gavin O'Connor and released by Walt Disney Pictures. Starring Kurt "
                "Russell, Patricia Clarkson and Noah Emmerich, it tells the story of "
                "the United States men's ice hockey team that won the gold medal at "
                "the 1980 Winter Olympics."
            ),
            S(
                "Miracle on Ice: The Miracle on Ice was an ice hockey game played on "
                "February 22, 1980, during the Winter Olympics in Lake Placid, New "
                "York, between the host United States and the Soviet Union, winners of "
                "the four previous Olympic tournaments. The American team, made up of "
                "amateur and collegiate players and coached by Herb Brooks, won 4–3."
            ),
            D(
                "Mike Eruzione: Michael Eruzione (born October 25, 1954) is an "
                "American former ice hockey player. Born in Winthrop, Massachusetts, "
                "he played college hockey at Boston University and captained the "
                "United States team at the 1980 Winter Olympics, scoring the winning "
                "goal against the Soviet Union."
            ),
            D(
                "Ice hockey at the 1980 Winter Olympics: The men's ice hockey "
                "tournament at the 1980 Winter Olympics in Lake Placid, New York, was "
                "the 14th Olympic championship. Twelve teams took part, and the United "
                "States won the gold medal after defeating Finland in its final game, "
                "with the Soviet Union taking silver and Sweden bronze."
            ),
            S(
                "Herb Brooks: Herbert Paul Brooks Jr. (August 5, 1937 – August 11, "
                "2003) was an American ice hockey player and coach. Born in Saint "
                "Paul, Minnesota, he played for the University of Minnesota and was "
                "the last player cut from the 1960 U.S. Olympic team. As head coach of "
                "the Minnesota Golden Gophers he won three NCAA championships in the "
                "1970s."
            ),
            D(
                "Jim Craig: James Downey Craig (born May 31, 1957) is an American "
                "former ice hockey goaltender. Born in North Easton, Massachusetts, he "
                "played for Boston University and was in goal for the United States at "
                "the 1980 Winter Olympics, before brief spells in the National Hockey "
                "League with the Atlanta Flames, Boston Bruins and Minnesota North "
                "Stars."
            ),
            D(
                "Lake Placid, New York: Lake Placid is a village in the Adirondack "
                "Mountains in Essex County, New York, United States. It hosted the "
                "Winter Olympics in 1932 and 1980, and its Olympic Center, ski jumps "
                "and bobsled run are still used for international competition. The "
                "village had a population of about 2,200 at the 2020 census."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the father of the Mughal emperor who commissioned the Taj Mahal?",
        "Jahangir",
        [
            S(
                "Taj Mahal: The Taj Mahal is an ivory-white marble mausoleum on the "
                "right bank of the river Yamuna in Uttar Pradesh, India. It was "
                "commissioned in 1631 by the Mughal emperor Shah Jahan to house the "
                "tomb of his favourite wife, Mumtaz Mahal, and was largely completed "
                "by 1648. It was designated a UNESCO World Heritage Site in 1983."
            ),
            D(
                "Akbar: Abu'l-Fath Jalal-ud-din Muhammad Akbar (15 October 1542 – 27 "
                "October 1605), known as Akbar the Great, was the third Mughal "
                "emperor, reigning from 1556 until his death. The son of Humayun, he "
                "expanded the empire across most of the Indian subcontinent and built "
                "the city of Fatehpur Sikri as his capital."
            ),
            D(
                "Red Fort: The Red Fort is a historic fort in Old Delhi, India, that "
                "served as the main residence of the Mughal emperors for nearly two "
                "centuries. It was commissioned by Shah Jahan in 1638, when he moved "
                "his capital to the new city of Shahjahanabad, and was completed in "
                "1648. It became a UNESCO World Heritage Site in 2007."
            ),
            D(
                "Mumtaz Mahal: Mumtaz Mahal (born Arjumand Banu; 27 April 1593 – 17 "
                "June 1631) was Empress consort of the Mughal Empire from 1628 to 1631 "
                "as the chief consort of the emperor Shah Jahan. A niece of the "
                "empress Nur Jahan, she bore fourteen children and died in Burhanpur "
                "while giving birth to the last of them."
            ),
            S(
                "Shah Jahan: Shah Jahan I (born Mirza Shahab-ud-Din Muhammad Khurram; "
                "5 January 1592 – 22 January 1666) was the fifth Mughal emperor, "
                "reigning from 1628 until 1658. Born in Lahore, he was the third son "
                "of the emperor Jahangir and his Rajput wife Jagat Gosain. He was "
                "deposed by his son Aurangzeb and spent his last years under house "
                "arrest."
            ),
            D(
                "Aurangzeb: Muhi al-Din Muhammad (3 November 1618 – 3 March 1707), "
                "commonly known as Aurangzeb, was the sixth Mughal emperor, reigning "
                "from 1658 until his death. The third son of Shah Jahan and Mumtaz "
                "Mahal, he seized the throne in a war of succession against his "
                "brothers and extended the empire to its greatest size."
            ),
            D(
                "Humayun's Tomb: Humayun's Tomb is the tomb of the second Mughal "
                "emperor, Humayun, in the Nizamuddin East area of Delhi, India. It was "
                "commissioned in 1569–70 by his first wife, Bega Begum, and designed "
                "by the Persian architect Mirak Mirza Ghiyas and his son. It was the "
                "first garden-tomb on the Indian subcontinent and became a UNESCO "
                "World Heritage Site in 1993."
            ),
            D(
                "Bibi Ka Maqbara: Bibi Ka Maqbara is a tomb in Aurangabad, "
                "Maharashtra, India. It was commissioned in 1660 by the Mughal prince "
                "Azam Shah in memory of his mother, Dilras Banu Begum, the first wife "
                "of the emperor Aurangzeb. Its close resemblance to a more famous "
                "Mughal mausoleum has earned it the name Taj of the Deccan."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the winner of the first Tour de France born?",
        "Arvier",
        [
            D(
                "Tour de France: The Tour de France is an annual men's multiple-stage "
                "bicycle race held primarily in France. First organised in 1903 to "
                "increase sales of the newspaper L'Auto, it is the oldest and most "
                "prestigious of cycling's three Grand Tours, and it is usually run "
                "over 21 stages in July, with the overall leader wearing the yellow "
                "jersey."
            ),
            D(
                "1904 Tour de France: The 1904 Tour de France was the second edition "
                "of the race, held from 2 to 24 July 1904 over six stages. It was "
                "marred by cheating and by attacks on riders by spectators, and months "
                "later the original first four finishers were disqualified by the "
                "French cycling union, leaving 19-year-old Henri Cornet as the winner."
            ),
            S(
                "Maurice Garin: Maurice-François Garin (3 March 1871 – 19 February "
                "1957) was an Italian-born French road racing cyclist. He was born in "
                "Arvier, in the Aosta Valley, and moved to France as a boy, where he "
                "worked as a chimney sweep. He won Paris–Roubaix in 1897 and 1898, "
                "Paris–Brest–Paris in 1901 and Bordeaux–Paris in 1902."
            ),
            D(
                "Henri Desgrange: Henri Desgrange (31 January 1865 – 16 August 1940) "
                "was a French cyclist and sports journalist. Born in Paris, he set the "
                "first official hour record in 1893 and became editor of the sports "
                "newspaper L'Auto, where he founded the Tour de France and directed "
                "the race until 1936."
            ),
            D(
                "Henri Cornet: Henri Cornet (4 August 1884 – 18 March 1941) was a "
                "French racing cyclist who was declared winner of the 1904 Tour de "
                "France at the age of 19, which makes him the youngest winner of the "
                "race. Born in Desvres, in the Pas-de-Calais, he later won "
                "Paris–Roubaix in 1906."
            ),
            D(
                "1909 Giro d'Italia: The 1909 Giro d'Italia was the first edition of "
                "the Giro d'Italia, a stage race organised and sponsored by the Milan "
                "newspaper La Gazzetta dello Sport. Held from 13 to 30 May 1909 over "
                "eight stages totalling 2,448 km, it was won by the Italian rider "
                "Luigi Ganna."
            ),
            S(
                "1903 Tour de France: The 1903 Tour de France was the first edition of "
                "the Tour de France cycle race, held from 1 to 19 July 1903 and "
                "organised by the sports newspaper L'Auto. The race was run over six "
                "stages covering 2,428 km and was won by Maurice Garin, who also won "
                "the first, fifth and sixth stages."
            ),
            D(
                "Hippolyte Aucouturier: Hippolyte Aucouturier (17 December 1876 – 22 "
                "March 1944) was a French racing cyclist. Born in Commentry, in the "
                "Allier department, he won Paris–Roubaix in 1903 and 1904 and took two "
                "stage wins in the first Tour de France, and he finished second "
                "overall in the 1905 Tour."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Thomas Becket and Thomas More both Lord Chancellors of England?",
        "yes",
        [
            D(
                "Thomas Wolsey: Thomas Wolsey (c. March 1473 – 29 November 1530) was "
                "an English statesman and Catholic cardinal. Born in Ipswich, the son "
                "of a butcher, he became Archbishop of York and, from 1515, Lord "
                "Chancellor to Henry VIII, but he fell from power in 1529 after "
                "failing to obtain an annulment of the king's first marriage."
            ),
            S(
                "Thomas More: Sir Thomas More (7 February 1478 – 6 July 1535) was an "
                "English lawyer, judge, social philosopher and statesman, and the "
                "author of Utopia. He served Henry VIII as Lord High Chancellor of "
                "England from October 1529 to May 1532, and was beheaded for refusing "
                "to swear the Oath of Supremacy. He was canonised by the Catholic "
                "Church in 1935."
            ),
            D(
                "Thomas Cromwell: Thomas Cromwell (c. 1485 – 28 July 1540) was an "
                "English lawyer and statesman who served as chief minister to Henry "
                "VIII from 1534 to 1540. As Lord Privy Seal and Vicar-General he "
                "directed the dissolution of the monasteries, and he was beheaded on "
                "Tower Hill after the king's marriage to Anne of Cleves failed."
            ),
            D(
                "Lord Chancellor: The Lord Chancellor, formally the Lord High "
                "Chancellor of Great Britain, is a senior minister of the Crown in the "
                "United Kingdom and one of the Great Officers of State. The office is "
                "older than Parliament itself, and until the Constitutional Reform Act "
                "2005 its holder also presided over the House of Lords and headed the "
                "judiciary of England and Wales."
            ),
            D(
                "Thomas Cranmer: Thomas Cranmer (2 July 1489 – 21 March 1556) was a "
                "leader of the English Reformation and Archbishop of Canterbury during "
                "the reigns of Henry VIII, Edward VI and, for a time, Mary I. He wrote "
                "the first two editions of the Book of Common Prayer and was burned at "
                "the stake in Oxford as a heretic."
            ),
            D(
                "Murder in the Cathedral: Murder in the Cathedral is a verse drama by "
                "T. S. Eliot that portrays the assassination of Archbishop Thomas "
                "Becket in Canterbury Cathedral in 1170. It was first performed in the "
                "chapter house of the cathedral in June 1935, and it was later adapted "
                "as a film and as an opera by Ildebrando Pizzetti."
            ),
            S(
                "Thomas Becket: Thomas Becket (c. 1119/1120 – 29 December 1170), also "
                "known as Saint Thomas of Canterbury, was an English cleric who served "
                "as Lord Chancellor from 1155 to 1162 and then as Archbishop of "
                "Canterbury until his death. He came into conflict with Henry II over "
                "the rights of the Church and was murdered in Canterbury Cathedral by "
                "four knights."
            ),
            D(
                "Utopia (book): Utopia is a work of fiction and socio-political satire "
                "by Thomas More, written in Latin and published in 1516. It describes "
                "a fictional island society and its religious, social and political "
                "customs, and its title, coined by More from Greek, has since given "
                "its name to any imagined ideal society."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "where was the winner of the first olympic marathon born",
        "Marousi",
        [
            D(
                "Marathon, Greece: Marathon is a town in East Attica, Greece, about 40 "
                "kilometres north-east of Athens. It is the site of the Battle of "
                "Marathon of 490 BC, in which the Athenians and Plataeans defeated a "
                "Persian invasion force, and it gave its name to the long-distance "
                "running race."
            ),
            S(
                "Spyridon Louis: Spyridon Louis (12 January 1873 – 26 March 1940) was "
                "a Greek water-carrier and runner. He was born in Marousi, then a "
                "village north of Athens and now one of its suburbs, where he helped "
                "his father carry mineral water to the city. He later worked as a "
                "farmer and a police officer, and the main Olympic Stadium of Athens "
                "bears his name."
            ),
            D(
                "Pheidippides: Pheidippides was an ancient Athenian runner who, "
                "according to a later legend, ran from the battlefield of Marathon to "
                "Athens to announce the Greek victory over the Persians in 490 BC and "
                "died on arrival. The story inspired the creation of the marathon race "
                "for the first modern Olympic Games, held in Athens."
            ),
            D(
                "Panathenaic Stadium: The Panathenaic Stadium is a multi-purpose "
                "stadium in Athens, Greece, and the only major stadium in the world "
                "built entirely of marble. Rebuilt on the remains of an ancient "
                "stadium, it hosted the opening ceremony and most events of the 1896 "
                "Summer Olympics and was the venue of the archery events and the "
                "finish of the marathon at the 2004 Summer Olympics."
            ),
            D(
                "Stylianos Kyriakides: Stylianos Kyriakides (1910 – 1987) was a Greek "
                "Cypriot marathon runner. Born in Statos, a village in the Paphos "
                "District of Cyprus, he competed for Greece at the 1936 Summer "
                "Olympics and won the Boston Marathon in 1946, raising money for "
                "relief in post-war Greece."
            ),
            S(
                "Athletics at the 1896 Summer Olympics – Men's marathon: The men's "
                "marathon at the 1896 Summer Olympics in Athens was held on 10 April "
                "1896, the first Olympic marathon ever run. Seventeen athletes started "
                "the race from the town of Marathon to the Panathenaic Stadium, about "
                "40 kilometres, and it was won by the Greek runner Spyridon Louis in 2 "
                "hours 58 minutes 50 seconds."
            ),
            D(
                "Marathon: The marathon is a long-distance foot race with a distance "
                "of 42.195 kilometres, usually run as a road race. It was instituted "
                "in commemoration of the legendary run of the Greek soldier "
                "Pheidippides, and its distance was standardised by the International "
                "Amateur Athletic Federation in 1921."
            ),
            D(
                "Athletics at the 1900 Summer Olympics – Men's marathon: The men's "
                "marathon at the 1900 Summer Olympics was held on 19 July 1900 in "
                "Paris, in intense heat, on a course through the streets of the city. "
                "It was won by Michel Théato, who represented France, in 2 hours 59 "
                "minutes 45 seconds, and several of the starters failed to finish."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the founder of the Ottoman dynasty?",
        "Ertuğrul",
        [
            D(
                "Seljuk dynasty: The Seljuk dynasty was an Oghuz Turkic Sunni Muslim "
                "dynasty that ruled a large empire in Western Asia from the 11th to "
                "the 14th century. It was named after its legendary ancestor Seljuk, "
                "and its founders Tughril and Chaghri defeated the Ghaznavids at the "
                "Battle of Dandanaqan in 1040."
            ),
            D(
                "Orhan: Orhan Ghazi (c. 1281 – 1362) was the second bey of the Ottoman "
                "Beylik, from 1323 or 1324 until his death. The son of Osman I, he "
                "captured the Byzantine city of Bursa in 1326 and made it his capital, "
                "and he married Theodora, a daughter of the Byzantine emperor John VI "
                "Kantakouzenos. He also took Nicaea in 1331 and Nicomedia in 1337 from "
                "the Byzantines."
            ),
            D(
                "Osman II: Osman II (3 November 1604 – 20 May 1622), also known as "
                "Genç Osman, was Sultan of the Ottoman Empire from 1618 until his "
                "death. The son of Ahmed I, he led an unsuccessful campaign against "
                "Poland in 1621 and was killed by the Janissaries in a palace revolt "
                "the following year."
            ),
            S(
                "Ottoman dynasty: The Ottoman dynasty, also known as the House of "
                "Osman, ruled the Ottoman Empire from about 1299 to 1922. It was "
                "founded by Osman I, a Turkoman chieftain in north-western Anatolia, "
                "and its members held the title of sultan and, from the 16th century, "
                "that of caliph. The sultanate was abolished in 1922 and the family "
                "was exiled."
            ),
            D(
                "Mehmed II: Mehmed II (30 March 1432 – 3 May 1481), known as Mehmed "
                "the Conqueror, was an Ottoman sultan who ruled from August 1444 to "
                "September 1446 and again from February 1451 until his death. The son "
                "of Murad II, he conquered Constantinople in 1453 and brought the "
                "Byzantine Empire to an end."
            ),
            D(
                "Safavid dynasty: The Safavid dynasty was one of the most significant "
                "ruling dynasties of Iran, reigning from 1501 to 1736. It was founded "
                "by Ismail I, the son of Shaykh Haydar, who proclaimed himself shah at "
                "Tabriz and made Twelver Shia Islam the state religion of his realm."
            ),
            S(
                "Osman I: Osman I (died 1323 or 1324), also called Osman Ghazi, was a "
                "Turkoman chieftain who ruled a small principality in Bithynia, in "
                "north-western Anatolia, around the town of Söğüt. He was the son of "
                "Ertuğrul, and under his rule the principality expanded at the expense "
                "of the Byzantine Empire. He was succeeded by his son Orhan."
            ),
            D(
                "Söğüt: Söğüt is a town in Bilecik Province in north-western Turkey "
                "and the seat of Söğüt District. It is known as the birthplace of the "
                "Ottoman state, and it holds a tomb traditionally attributed to an "
                "early Ottoman leader, where a commemorative festival is held each "
                "September."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the American socialite for whom a British king abdicated in 1936 born?",
        "Blue Ridge Summit, Pennsylvania",
        [
            D(
                "George VI: George VI (Albert Frederick Arthur George; 14 December "
                "1895 – 6 February 1952) was King of the United Kingdom and the "
                "Dominions of the British Commonwealth from 11 December 1936 until his "
                "death. Born at York Cottage on the Sandringham Estate, he was the "
                "second son of George V, and he led the country through the Second "
                "World War. He was the father of Elizabeth II, who succeeded him."
            ),
            D(
                "Fort Belvedere: Fort Belvedere is a country house in Windsor Great "
                "Park, in the English county of Surrey, close to the border with "
                "Berkshire. Built in the 18th century as a folly, it was the favourite "
                "residence of a Prince of Wales in the 1930s, and an instrument of "
                "abdication was signed there on 10 December 1936."
            ),
            S(
                "Wallis Simpson: Wallis Simpson (born Bessie Wallis Warfield; June 19, "
                "1896 – April 24, 1986), later known as the Duchess of Windsor, was an "
                "American socialite. She was born in Blue Ridge Summit, Pennsylvania, "
                "and grew up in Baltimore, Maryland. Her first marriage, to the U.S. "
                "Navy pilot Earl Winfield Spencer Jr., ended in divorce in 1927."
            ),
            D(
                "Edward VII: Edward VII (Albert Edward; 9 November 1841 – 6 May 1910) "
                "was King of the United Kingdom and the British Dominions, and Emperor "
                "of India, from 22 January 1901 until his death. The eldest son of "
                "Queen Victoria and Prince Albert, he was born at Buckingham Palace "
                "and gave his name to the Edwardian era."
            ),
            D(
                "Thelma Furness, Viscountess Furness: Thelma Furness (born Thelma "
                "Morgan; 23 August 1904 – 29 January 1970) was an American socialite. "
                "Born in Lucerne, Switzerland, the twin sister of Gloria Morgan "
                "Vanderbilt, she married Marmaduke Furness, 1st Viscount Furness, and "
                "was a mistress of the Prince of Wales in the early 1930s."
            ),
            S(
                "Edward VIII: Edward VIII (Edward Albert Christian George Andrew "
                "Patrick David; 23 June 1894 – 28 May 1972) was King of the United "
                "Kingdom and the Dominions of the British Empire, and Emperor of "
                "India, from 20 January 1936 until his abdication in December of that "
                "year. He gave up the throne in order to marry Wallis Simpson, an "
                "American divorcée, and was afterwards created Duke of Windsor."
            ),
            D(
                "Stanley Baldwin: Stanley Baldwin, 1st Earl Baldwin of Bewdley (3 "
                "August 1867 – 14 December 1947), was a British Conservative "
                "politician who served three times as Prime Minister between 1923 and "
                "1937. Born in Bewdley, Worcestershire, he was in office during the "
                "General Strike of 1926 and the abdication crisis of 1936."
            ),
            D(
                "Ernest Aldrich Simpson: Ernest Aldrich Simpson (May 6, 1897 – "
                "November 30, 1958) was a British-American shipping executive. The son "
                "of a British father and an American mother, he served in the "
                "Coldstream Guards at the end of the First World War and later worked "
                "in his family's shipping firm in London. His second marriage ended in "
                "divorce in 1937."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which was signed first treaty of utrecht or treaty of nystad",
        "Treaty of Utrecht",
        [
            S(
                "Treaty of Nystad: The Treaty of Nystad was the last peace treaty of "
                "the Great Northern War. It was concluded between the Tsardom of "
                "Russia and the Swedish Empire on 10 September 1721 in the then "
                "Swedish town of Nystad, in Finland. Sweden ceded Livonia, Estonia, "
                "Ingria and part of Karelia to Russia, which emerged as the leading "
                "power of the Baltic."
            ),
            D(
                "Treaty of Rastatt: The Treaty of Rastatt was a peace treaty between "
                "France and Austria concluded on 7 March 1714 in the Baden town of "
                "Rastatt. It ended the state of war between the two powers that had "
                "continued after the other parties to the War of the Spanish "
                "Succession made peace, and it gave the Spanish Netherlands, Naples, "
                "Milan and Sardinia to Austria. It was negotiated by Marshal Villars "
                "and Prince Eugene of Savoy."
            ),
            D(
                "Union of Utrecht: The Union of Utrecht was a treaty signed on 23 "
                "January 1579 in Utrecht by a number of provinces and cities of the "
                "northern Netherlands, which agreed to unite against Spanish rule "
                "during the Eighty Years' War. It is regarded as the foundation of the "
                "Dutch Republic, whose independence Spain recognised in 1648."
            ),
            D(
                "Treaty of Stolbovo: The Treaty of Stolbovo was a peace treaty that "
                "ended the Ingrian War between Sweden and the Tsardom of Russia. "
                "Signed on 27 February 1617 at Stolbovo, near Tikhvin, it gave Sweden "
                "the province of Ingria and the town of Kexholm, cutting Russia off "
                "from the Baltic Sea for almost a century."
            ),
            S(
                "Peace of Utrecht: The Peace of Utrecht was a series of peace treaties "
                "signed by the belligerents in the War of the Spanish Succession in "
                "the Dutch city of Utrecht between April 1713 and February 1715. The "
                "principal treaties, between France and Great Britain and between "
                "France and the Dutch Republic, were signed on 11 April 1713 and "
                "recognised Philip V as King of Spain."
            ),
            D(
                "Treaty of Baden: The Treaty of Baden was signed on 7 September 1714 "
                "in Baden, in Switzerland, between France and the Holy Roman Empire. "
                "Together with the Treaty of Rastatt, concluded earlier that year with "
                "the Austrian Habsburgs, it brought to a formal close the hostilities "
                "between France and the Empire in the War of the Spanish Succession."
            ),
            D(
                "Treaty of Frederiksborg: The Treaty of Frederiksborg was signed on 3 "
                "July 1720 at Frederiksborg Palace between Denmark–Norway and Sweden, "
                "ending the war between the two kingdoms within the Great Northern "
                "War. Sweden gave up its exemption from the Sound Dues and withdrew "
                "its support for the Duchy of Holstein-Gottorp."
            ),
            D(
                "Uusikaupunki: Uusikaupunki (Swedish: Nystad) is a town and "
                "municipality on the west coast of Finland, in the region of Southwest "
                "Finland. It was founded in 1617 by King Gustavus Adolphus of Sweden, "
                "and today it is known for its car factory, its harbour and its "
                "well-preserved wooden old town."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "where was the first man to run a four minute mile born",
        "Harrow",
        [
            D(
                "John Landy: John Michael Landy (12 April 1930 – 24 February 2022) was "
                "an Australian middle-distance runner and later Governor of Victoria. "
                "Born in Melbourne, he set a world record for the mile of 3 minutes "
                "58.0 seconds in Turku, Finland, on 21 June 1954, and he won a bronze "
                "medal in the 1,500 metres at the 1956 Summer Olympics."
            ),
            D(
                "Chris Chataway: Sir Christopher John Chataway (31 January 1931 – 19 "
                "January 2014) was an English middle- and long-distance runner, "
                "television newsreader and Conservative politician. He set a world "
                "record for 5,000 metres in 1954, became one of the first newsreaders "
                "on Independent Television News and later served as a government "
                "minister."
            ),
            S(
                "Four-minute mile: The four-minute mile is the feat of running a mile "
                "(1,609.344 metres) in four minutes or less. It was first achieved on "
                "6 May 1954 at the Iffley Road track in Oxford by Roger Bannister, who "
                "ran 3 minutes 59.4 seconds with Chris Brasher and Chris Chataway as "
                "pacemakers. The barrier has since been broken by well over a thousand "
                "runners."
            ),
            D(
                "Mile run: The mile run is a middle-distance foot race of 1,760 yards "
                "(1,609.344 metres). It is the only non-metric distance for which "
                "World Athletics still recognises an official world record, and the "
                "men's record of 3 minutes 43.13 seconds was set by Hicham El Guerrouj "
                "in Rome in July 1999."
            ),
            D(
                "Hicham El Guerrouj: Hicham El Guerrouj (born 14 September 1974) is a "
                "retired Moroccan middle-distance runner. Born in Berkane, he holds "
                "the world records for the mile and the 1,500 metres, won four "
                "consecutive world titles at 1,500 metres from 1997 to 2003, and at "
                "the 2004 Summer Olympics in Athens won both the 1,500 and the 5,000 "
                "metres."
            ),
            D(
                "Iffley Road: Iffley Road is a sports ground of the University of "
                "Oxford in the east of the city of Oxford, England, used for athletics "
                "and rugby union. An athletics track was laid down there in the 19th "
                "century, and it was the scene of the first sub-four-minute mile in "
                "May 1954. The ground is also home to the university's rugby club."
            ),
            S(
                "Roger Bannister: Sir Roger Gilbert Bannister (23 March 1929 – 3 March "
                "2018) was an English neurologist and middle-distance athlete. Born in "
                "Harrow, he studied medicine at Exeter College and Merton College, "
                "Oxford, and at St Mary's Hospital Medical School in London. He won "
                "the 1,500 metres at the 1954 European Championships and later served "
                "as Master of Pembroke College, Oxford."
            ),
            D(
                "Chris Brasher: Christopher William Brasher (21 August 1928 – 28 "
                "February 2003) was a British athlete and sports journalist. Born in "
                "Georgetown, British Guiana, he won the gold medal in the 3,000 metres "
                "steeplechase at the 1956 Summer Olympics in Melbourne. In 1981 he "
                "founded the London Marathon with John Disley and became its first "
                "race director, and he also helped introduce orienteering to Britain."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which party was led by the first Chancellor of West Germany?",
        "Christian Democratic Union",
        [
            D(
                "Ludwig Erhard: Ludwig Wilhelm Erhard (4 February 1897 – 5 May 1977) "
                "was a German politician and economist who served as Chancellor of "
                "West Germany from 1963 to 1966. As Minister of Economics from 1949 he "
                "was credited with the post-war West German economic miracle, and he "
                "chaired the Christian Democratic Union from 1966 to 1967."
            ),
            S(
                "Konrad Adenauer: Konrad Hermann Joseph Adenauer (5 January 1876 – 19 "
                "April 1967) was a German statesman and lawyer. A Catholic politician "
                "of the Centre Party during the Weimar Republic, he was removed from "
                "his offices by the Nazis in 1933. After the Second World War he "
                "co-founded the Christian Democratic Union and led it as chairman from "
                "1950 to 1966."
            ),
            D(
                "Chancellor of Austria: The chancellor of the Republic of Austria is "
                "the head of government of Austria and is appointed by the federal "
                "president. The office dates from 1918, when Karl Renner became the "
                "first state chancellor of the new republic, and after the Second "
                "World War Renner again led the provisional government in 1945."
            ),
            D(
                "Willy Brandt: Willy Brandt (born Herbert Ernst Karl Frahm; 18 "
                "December 1913 – 8 October 1992) was a German politician who served as "
                "Chancellor of West Germany from 1969 to 1974. Leader of the Social "
                "Democratic Party from 1964 to 1987, he had been Governing Mayor of "
                "West Berlin, and he received the Nobel Peace Prize in 1971 for his "
                "Ostpolitik. He had earlier served as Vice-Chancellor and Foreign "
                "Minister from 1966 to 1969."
            ),
            D(
                "Christian Social Union in Bavaria: The Christian Social Union in "
                "Bavaria is a Christian democratic and conservative political party in "
                "Germany, founded in 1945. It operates only in Bavaria, while its "
                "larger sister party, the Christian Democratic Union, operates in the "
                "other fifteen states, and the two form a joint parliamentary group in "
                "the Bundestag."
            ),
            S(
                "Chancellor of Germany: The chancellor of Germany, officially the "
                "Federal Chancellor of the Federal Republic of Germany, is the head of "
                "the federal government and the commander-in-chief of the armed forces "
                "in time of war. The office was created by the Basic Law of 1949, and "
                "its first holder was Konrad Adenauer, who served from September 1949 "
                "to October 1963."
            ),
            D(
                "Helmut Kohl: Helmut Josef Michael Kohl (3 April 1930 – 16 June 2017) "
                "was a German politician who served as Chancellor of Germany from 1982 "
                "to 1998 and as leader of the Christian Democratic Union from 1973 to "
                "1998. Born in Ludwigshafen, he oversaw the end of the Cold War in "
                "Europe and presided over German reunification in 1990."
            ),
            D(
                "Kurt Schumacher: Kurt Ernst Carl Schumacher (13 October 1895 – 20 "
                "August 1952) was a German politician who chaired the Social "
                "Democratic Party from 1946 until his death. Born in Culm, West "
                "Prussia, he spent most of the Nazi period in concentration camps and "
                "led the opposition in the first Bundestag, elected in 1949."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of India's first prime minister?",
        "Motilal Nehru",
        [
            S(
                "Jawaharlal Nehru: Jawaharlal Nehru (14 November 1889 – 27 May 1964) "
                "was an Indian anti-colonial nationalist, statesman and author. Born "
                "in Allahabad, he was the son of Motilal Nehru, a wealthy barrister "
                "and nationalist politician, and trained as a barrister at the Inner "
                "Temple in London. His birthday is celebrated in India as Children's "
                "Day."
            ),
            D(
                "Lal Bahadur Shastri: Lal Bahadur Shastri (2 October 1904 – 11 January "
                "1966) was an Indian politician who served as the second prime "
                "minister of India from 1964 until his death. Born in Mughalsarai, he "
                "led the country during the Indo-Pakistani War of 1965 and coined the "
                "slogan 'Jai Jawan, Jai Kisan'. He died in Tashkent a day after "
                "signing a peace declaration there."
            ),
            D(
                "Vallabhbhai Patel: Vallabhbhai Jhaverbhai Patel (31 October 1875 – 15 "
                "December 1950) was an Indian lawyer and statesman who served as the "
                "first deputy prime minister and home minister of India from 1947 to "
                "1950. Born in Nadiad, he oversaw the integration of the princely "
                "states into India and is honoured by the Statue of Unity in Gujarat."
            ),
            D(
                "Indira Gandhi: Indira Priyadarshini Gandhi (19 November 1917 – 31 "
                "October 1984) was an Indian politician who served as prime minister "
                "of India from 1966 to 1977 and again from 1980 until her "
                "assassination in 1984. The only child of Jawaharlal Nehru, she was "
                "the first and so far the only woman to hold the office."
            ),
            S(
                "Prime Minister of India: The prime minister of India is the head of "
                "the executive branch of the Government of India and the chief adviser "
                "to the president. The office was created at independence in 1947, and "
                "its first holder was Jawaharlal Nehru, who served until his death in "
                "May 1964, the longest tenure of any Indian prime minister."
            ),
            D(
                "Prime Minister of Pakistan: The prime minister of Pakistan is the "
                "head of government of the Islamic Republic of Pakistan and leads the "
                "federal cabinet. The office was created when Pakistan became "
                "independent in August 1947, and its first holder was Liaquat Ali "
                "Khan, who served until his assassination in Rawalpindi in October "
                "1951."
            ),
            D(
                "President of India: The president of India is the head of state of "
                "the Republic of India and the supreme commander of the Indian Armed "
                "Forces. The office was created when the Constitution came into force "
                "on 26 January 1950, and its first holder was Rajendra Prasad, the "
                "only president to have served two full terms."
            ),
            D(
                "Nehru jacket: The Nehru jacket is a hip-length tailored coat for men "
                "with a mandarin collar, modelled on the Indian achkan or sherwani. It "
                "takes its name from an Indian statesman who often wore a similar "
                "garment, and it became fashionable in Europe and America in the "
                "mid-1960s, when it was worn by the Beatles among others."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the justice who wrote the majority opinion in Plessy v. "
        "Ferguson born?",
        "South Lee, Massachusetts",
        [
            D(
                "Brown v. Board of Education: Brown v. Board of Education of Topeka, "
                "347 U.S. 483 (1954), was a landmark decision of the Supreme Court of "
                "the United States which ruled that state laws establishing racial "
                "segregation in public schools were unconstitutional. The unanimous "
                "decision held that separate educational facilities are inherently "
                "unequal, rejecting the doctrine that had stood since 1896."
            ),
            D(
                "John Marshall Harlan: John Marshall Harlan (June 1, 1833 – October "
                "14, 1911) was an American lawyer and politician who served as an "
                "associate justice of the Supreme Court from 1877 to 1911. Born in "
                "Boyle County, Kentucky, he is often called the Great Dissenter for "
                "his dissents in civil rights cases, including the lone dissent "
                "against segregation on railway cars in 1896."
            ),
            D(
                "Homer Plessy: Homer Adolph Plessy (March 17, 1862 – March 1, 1925) "
                "was an American shoemaker and activist. Born in New Orleans, he "
                "agreed in 1892 to take part in a test case organised by a local civil "
                "rights committee: he sat in a whites-only car of the East Louisiana "
                "Railroad and was arrested, beginning the case that bears his name."
            ),
            S(
                "Henry Billings Brown: Henry Billings Brown (March 2, 1836 – September "
                "4, 1913) was an American lawyer and judge who served as an associate "
                "justice of the Supreme Court of the United States from 1891 to 1906. "
                "Born in South Lee, Massachusetts, he graduated from Yale College and "
                "practised admiralty law in Detroit before becoming a federal district "
                "judge in Michigan."
            ),
            D(
                "Jim Crow laws: Jim Crow laws were state and local laws introduced in "
                "the Southern United States in the late 19th and early 20th centuries "
                "that enforced racial segregation. Most remained in force until the "
                "mid-1960s, and for decades they were upheld under the Supreme Court's "
                "doctrine of 'separate but equal' facilities for Black and white "
                "Americans."
            ),
            D(
                "Henry Box Brown: Henry Box Brown (c. 1815 – June 15, 1897) was an "
                "enslaved man from Virginia who escaped to freedom in 1849 by having "
                "himself mailed in a wooden crate to abolitionists in Philadelphia. He "
                "became a speaker on the anti-slavery circuit in the United States and "
                "Britain, and later worked as a stage magician and showman in England."
            ),
            S(
                "Plessy v. Ferguson: Plessy v. Ferguson, 163 U.S. 537 (1896), was a "
                "landmark decision of the Supreme Court of the United States which "
                "held that racial segregation laws did not violate the Constitution as "
                "long as the separate facilities were equal in quality, a doctrine "
                "known as 'separate but equal'. The majority opinion in the 7–1 "
                "decision was written by Justice Henry Billings Brown."
            ),
            D(
                "Melville Fuller: Melville Weston Fuller (February 11, 1833 – July 4, "
                "1910) was an American politician, lawyer and jurist who served as the "
                "eighth Chief Justice of the United States from 1888 until his death. "
                "Born in Augusta, Maine, he practised law in Chicago before President "
                "Grover Cleveland nominated him to lead the Supreme Court."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The preacher who led the Scottish Reformation was born near which town?",
        "Haddington",
        [
            D(
                "John Calvin: John Calvin (born Jehan Cauvin; 10 July 1509 – 27 May "
                "1564) was a French theologian, pastor and reformer in Geneva during "
                "the Protestant Reformation. Born in Noyon, in Picardy, he broke with "
                "the Catholic Church around 1530 and wrote the Institutes of the "
                "Christian Religion, and the system of theology known as Calvinism is "
                "named after him."
            ),
            D(
                "English Reformation: The English Reformation took place in "
                "16th-century England when the Church of England broke away from the "
                "authority of the pope. It began in 1534, when Henry VIII, who was "
                "seeking the annulment of his first marriage, was declared Supreme "
                "Head of the Church of England by the Act of Supremacy, and it was "
                "later shaped by Edward VI and by the religious settlement of "
                "Elizabeth I in 1559."
            ),
            S(
                "John Knox: John Knox (c. 1514 – 24 November 1572) was a Scottish "
                "minister, Reformed theologian and writer. Born in or near Haddington, "
                "East Lothian, he was ordained a Catholic priest before joining the "
                "Protestant cause, and he spent nineteen months as a prisoner on a "
                "French galley after the siege of St Andrews Castle in 1547. He later "
                "ministered in England and in Geneva."
            ),
            D(
                "Church of Scotland: The Church of Scotland, known informally as the "
                "Kirk, is a Presbyterian denomination and the national church of "
                "Scotland. It is governed by elders and ministers meeting in a "
                "hierarchy of courts, the highest of which is the General Assembly, "
                "held each May in Edinburgh, and unlike the Church of England it has "
                "no bishops."
            ),
            D(
                "George Wishart: George Wishart (c. 1513 – 1 March 1546) was a "
                "Scottish Protestant reformer and one of the early Protestant martyrs. "
                "After studying at Aberdeen and teaching in England, he preached "
                "reformed doctrines across Scotland, and he was arrested on the orders "
                "of Cardinal David Beaton and burned at the stake at St Andrews."
            ),
            S(
                "Scottish Reformation: The Scottish Reformation was the process by "
                "which Scotland broke with the Papacy and developed a predominantly "
                "Calvinist national Kirk, strongly Presbyterian in outlook. Its "
                "leading figure was the preacher John Knox, and it culminated in 1560, "
                "when the Reformation Parliament rejected papal authority and approved "
                "a Protestant Confession of Faith."
            ),
            D(
                "Andrew Melville: Andrew Melville (1 August 1545 – 1622) was a "
                "Scottish scholar, theologian and religious reformer. Born at "
                "Baldovie, near Montrose, he studied at St Andrews and in Paris, "
                "became Principal of the University of Glasgow in 1574, and led the "
                "Presbyterian party in the Church of Scotland against the bishops "
                "favoured by James VI."
            ),
            D(
                "John Knox House: John Knox House is a historic house on the Royal "
                "Mile in Edinburgh, Scotland, largely dating from the 16th century. It "
                "is traditionally associated with the Protestant reformer John Knox, "
                "who is said to have lived there in his last years, and it now forms "
                "part of the Scottish Storytelling Centre."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded earlier, the Indian National Congress or the African National Congress?",
        "Indian National Congress",
        [
            D(
                "Pan Africanist Congress of Azania: The Pan Africanist Congress of "
                "Azania is a South African political party, founded in April 1959 by a "
                "group of Africanists led by Robert Sobukwe who broke away from an "
                "older liberation movement. It organised the protest against the pass "
                "laws that ended in the Sharpeville massacre of March 1960."
            ),
            D(
                "Bharatiya Janata Party: The Bharatiya Janata Party (BJP) is one of "
                "the two major political parties in India, the other being the Indian "
                "National Congress. It was founded on 6 April 1980 as the successor of "
                "the Bharatiya Jana Sangh, and it has formed national governments "
                "under Atal Bihari Vajpayee and Narendra Modi."
            ),
            D(
                "All-India Muslim League: The All-India Muslim League was a political "
                "party founded in Dhaka in December 1906 to safeguard the interests of "
                "Muslims in British India. Under the leadership of Muhammad Ali Jinnah "
                "it campaigned from 1940 for a separate Muslim state, and it led the "
                "movement that created Pakistan in 1947."
            ),
            S(
                "African National Congress: The African National Congress (ANC) is a "
                "political party in South Africa. It was founded on 8 January 1912 in "
                "Bloemfontein as the South African Native National Congress, adopting "
                "its present name in 1923, and it led the struggle against apartheid. "
                "It has governed the country since the first multiracial elections in "
                "1994."
            ),
            D(
                "Umkhonto we Sizwe: Umkhonto we Sizwe, meaning 'Spear of the Nation', "
                "was the armed wing of the African National Congress, co-founded in "
                "December 1961 by Nelson Mandela and others in the wake of the "
                "Sharpeville massacre. It carried out a campaign of sabotage against "
                "the apartheid government and was disbanded in 1993."
            ),
            S(
                "Indian National Congress: The Indian National Congress is a political "
                "party in India. Founded on 28 December 1885 at a meeting in Bombay, "
                "with Womesh Chunder Bonnerjee as its first president, it led the "
                "Indian independence movement under figures such as Mahatma Gandhi and "
                "formed most of the country's governments after independence in 1947."
            ),
            D(
                "Nationalist Congress Party: The Nationalist Congress Party is a "
                "political party in India, founded on 10 June 1999 by Sharad Pawar, P. "
                "A. Sangma and Tariq Anwar after they were expelled from an older "
                "party for disputing Sonia Gandhi's claim to become prime minister. It "
                "is strongest in the state of Maharashtra."
            ),
            D(
                "Congress of the People (1955): The Congress of the People was a "
                "gathering held at Kliptown, near Johannesburg, on 25 and 26 June 1955 "
                "by the Congress Alliance of anti-apartheid organisations. Some 3,000 "
                "delegates adopted the Freedom Charter, which declared that South "
                "Africa belongs to all who live in it, black and white."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the father of the general who led Carthage's army at the Battle of Cannae?",
        "Hamilcar Barca",
        [
            S(
                "Hannibal: Hannibal (247 – between 183 and 181 BC) was a Carthaginian "
                "general and statesman who commanded the forces of Carthage against "
                "the Roman Republic. He was the son of Hamilcar Barca, a leading "
                "Carthaginian commander in the First Punic War, and his younger "
                "brothers were Mago and Hasdrubal. In 218 BC he led an army with war "
                "elephants across the Alps into Italy."
            ),
            D(
                "Cannae: Cannae is an ancient village in the Apulia region of "
                "south-east Italy, near the mouth of the river Aufidus, now the "
                "Ofanto, in the comune of Barletta. It is known as the site of a major "
                "battle of 216 BC, and its ruins include a medieval citadel built on "
                "an earlier settlement, with an antiquarium displaying finds from the "
                "area."
            ),
            D(
                "Battle of Zama: The Battle of Zama, fought in 202 BC near Zama in "
                "present-day Tunisia, marked the end of the Second Punic War. A Roman "
                "army led by Publius Cornelius Scipio defeated a Carthaginian force "
                "commanded by Hannibal, and Carthage was soon forced to accept a peace "
                "treaty on Roman terms."
            ),
            D(
                "Scipio Africanus: Publius Cornelius Scipio Africanus (236/235 – 183 "
                "BC) was a Roman general and statesman, one of the leading commanders "
                "of the Second Punic War. The son of the consul Publius Cornelius "
                "Scipio, he conquered Carthaginian Spain and won the decisive battle "
                "of the war in North Africa, earning the name Africanus."
            ),
            D(
                "Lucius Aemilius Paullus (consul 219 BC): Lucius Aemilius Paullus "
                "(died 216 BC) was a Roman politician and general who served as consul "
                "in 219 and 216 BC. In his second consulship he shared command of the "
                "Roman army with Gaius Terentius Varro and was killed fighting the "
                "Carthaginians in Apulia. He was the father of Lucius Aemilius Paullus "
                "Macedonicus, the victor of Pydna."
            ),
            S(
                "Battle of Cannae: The Battle of Cannae was a key engagement of the "
                "Second Punic War, fought on 2 August 216 BC near the ancient village "
                "of Cannae in Apulia, south-east Italy. The army of Carthage under "
                "Hannibal surrounded and destroyed a larger Roman army led by the "
                "consuls Lucius Aemilius Paullus and Gaius Terentius Varro, in a "
                "classic double envelopment."
            ),
            D(
                "Battle of Lake Trasimene: The Battle of Lake Trasimene was fought on "
                "21 June 217 BC during the Second Punic War, on the northern shore of "
                "Lake Trasimene in Umbria. A Carthaginian army ambushed a Roman army "
                "under the consul Gaius Flaminius, who was killed along with most of "
                "his men, in one of the largest ambushes in military history."
            ),
            D(
                "Hasdrubal Barca: Hasdrubal Barca (died 207 BC) was a Carthaginian "
                "general in the Second Punic War who commanded the Carthaginian forces "
                "in Spain from 218 BC. In 207 BC he crossed the Alps into Italy with a "
                "relief army but was defeated and killed at the Battle of the "
                "Metaurus, and his head was thrown into his brother's camp."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which athlete is older, Paavo Nurmi or Jesse Owens?",
        "Paavo Nurmi",
        [
            D(
                'Hannes Kolehmainen: Johan Pietari "Hannes" Kolehmainen (9 December '
                "1889 – 11 January 1966) was a Finnish long-distance runner, regarded "
                "as the first of the Flying Finns. Born in Kuopio, he won three gold "
                "medals at the 1912 Summer Olympics in Stockholm and the marathon at "
                "the 1920 Games in Antwerp."
            ),
            S(
                'Jesse Owens: James Cleveland "Jesse" Owens (September 12, 1913 – '
                "March 31, 1980) was an American track and field athlete. Born in "
                "Oakville, Alabama, he grew up in Cleveland, Ohio, and won four gold "
                "medals at the 1936 Summer Olympics in Berlin, in the 100 metres, the "
                "200 metres, the long jump and the 4 × 100 metres relay."
            ),
            D(
                'Ville Ritola: Vilho "Ville" Ritola (18 January 1896 – 24 April '
                "1982) was a Finnish long-distance runner, another of the Flying "
                "Finns. Born in Peräseinäjoki, he emigrated to the United States as a "
                "young man and won five Olympic gold medals, four of them at the 1924 "
                "Games in Paris."
            ),
            D(
                "Ralph Metcalfe: Ralph Harold Metcalfe Sr. (May 29, 1910 – October 10, "
                "1978) was an American sprinter and politician. Born in Atlanta, "
                "Georgia, he won Olympic medals in 1932 and 1936, including gold in "
                "the 4 × 100 metres relay in Berlin, and he later represented a "
                "Chicago district in the United States House of Representatives."
            ),
            D(
                'Luz Long: Carl Ludwig "Luz" Long (27 April 1913 – 14 July 1943) was '
                "a German long jumper. Born in Leipzig, he won the silver medal in the "
                "long jump at the 1936 Summer Olympics in Berlin, and his friendship "
                "with the American winner became a celebrated story of the Games. He "
                "died of wounds received in the Battle of Sicily."
            ),
            D(
                "1936 Summer Olympics: The 1936 Summer Olympics were an international "
                "multi-sport event held in Berlin, Germany, from 1 to 16 August 1936. "
                "Awarded to the city in 1931, before the Nazis came to power, the "
                "Games were the first to be broadcast on television and the first to "
                "feature a torch relay from Olympia."
            ),
            D(
                "Paavo Nurmi Games: The Paavo Nurmi Games is an annual athletics "
                "meeting held at the Paavo Nurmi Stadium in Turku, Finland, since "
                "1957. Named after the city's most famous runner, it is part of the "
                "World Athletics Continental Tour, and it regularly attracts Olympic "
                "champions, including distance runners from Kenya and Ethiopia."
            ),
            S(
                "Paavo Nurmi: Paavo Johannes Nurmi (13 June 1897 – 2 October 1973) was "
                "a Finnish middle- and long-distance runner, nicknamed the Flying "
                "Finn. Born in Turku, he won nine Olympic gold medals and three "
                "silvers at the Games of 1920, 1924 and 1928, and he set 22 official "
                "world records at distances from 1,500 metres to 20 kilometres."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of the lds church born",
        "Sharon, Vermont",
        [
            D(
                "Brigham Young: Brigham Young (June 1, 1801 – August 29, 1877) was an "
                "American religious leader and the second president of the Church of "
                "Jesus Christ of Latter-day Saints, from 1847 until his death. Born in "
                "Whitingham, Vermont, he led the Mormon pioneers west to the Salt Lake "
                "Valley and was the first governor of Utah Territory."
            ),
            D(
                "Book of Mormon: The Book of Mormon is a religious text of the Latter "
                "Day Saint movement, first published in March 1830 in Palmyra, New "
                "York. It presents itself as a translation of ancient golden plates "
                "and recounts the history of peoples who lived in the Americas, and "
                "its adherents regard it as scripture alongside the Bible."
            ),
            D(
                "Joseph F. Smith: Joseph Fielding Smith (November 13, 1838 – November "
                "19, 1918) was an American religious leader who served as the sixth "
                "president of the Church of Jesus Christ of Latter-day Saints from "
                "1901 until his death. Born in Far West, Missouri, he was a son of "
                "Hyrum Smith and went to Hawaii as a missionary at the age of fifteen, "
                "and he later served for two decades in the church's First Presidency."
            ),
            S(
                "The Church of Jesus Christ of Latter-day Saints: The Church of Jesus "
                "Christ of Latter-day Saints, informally known as the LDS Church or "
                "Mormon Church, is a nontrinitarian Christian restorationist church "
                "headquartered in Salt Lake City, Utah. It was founded by Joseph Smith "
                "on April 6, 1830, in western New York, and it reports more than 17 "
                "million members."
            ),
            D(
                "Hyrum Smith: Hyrum Smith (February 9, 1800 – June 27, 1844) was an "
                "American religious leader in the early Latter Day Saint movement. "
                "Born in Tunbridge, Vermont, he was the elder brother of Joseph Smith "
                "and served as Assistant President of the church, and the two brothers "
                "were killed together by a mob in 1844."
            ),
            D(
                "Community of Christ: Community of Christ, known until 2001 as the "
                "Reorganized Church of Jesus Christ of Latter Day Saints, is an "
                "American-based international church headquartered in Independence, "
                "Missouri. Joseph Smith III became its prophet-president in 1860, and "
                "today it has congregations in more than fifty countries."
            ),
            S(
                "Joseph Smith: Joseph Smith Jr. (December 23, 1805 – June 27, 1844) "
                "was an American religious leader. Born in Sharon, Vermont, he moved "
                "with his family to Palmyra in western New York, where he said that he "
                "had received visions. He published the Book of Mormon in 1830 and was "
                "killed by a mob in 1844 while jailed awaiting trial."
            ),
            D(
                "Joseph Smith III: Joseph Smith III (November 6, 1832 – December 10, "
                "1914) was an American religious leader and the eldest surviving son "
                "of Joseph Smith Jr. Born in Kirtland, Ohio, he served as "
                "prophet-president of the Reorganized Church of Jesus Christ of Latter "
                "Day Saints from 1860 until his death, a period of 54 years."
            ),
        ],
        drop=0,
    ),
]
