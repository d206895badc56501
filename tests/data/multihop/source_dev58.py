"""Development multi-hop questions, batch 58.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev54.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 298 characters, mean distractor 297 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which coastal town was the leader of the Salt March of 1930 born?",
        "Porbandar",
        [
            D(
                "Dandi, Gujarat: Dandi is a small village on the Arabian Sea coast in the Navsari "
                "district of Gujarat. A national memorial opened there in January 2019, with "
                "statues of 80 marchers, a lake and solar-powered salt pans, recalling the April "
                "morning in 1930 when salt was made from seawater on its beach."
            ),
            D(
                "Vedaranyam March: The Vedaranyam March was a salt march in the Madras Presidency "
                "led by C. Rajagopalachari, a lawyer born in Thorapalli in 1878. He walked with "
                "about 150 volunteers from Tiruchirappalli to the coastal town of Vedaranyam in "
                "April 1930 and broke the salt law there on 30 April, when he was arrested."
            ),
            S(
                "Salt March: The Salt March was a campaign of nonviolent civil disobedience "
                "against the British salt tax in colonial India. Led by Mahatma Gandhi, 78 "
                "marchers walked about 385 kilometres from the Sabarmati Ashram to the coastal "
                "village of Dandi between 12 March and 6 April 1930 and made salt from seawater."
            ),
            D(
                "Inland Customs Line: The Inland Customs Line was a barrier built across British "
                "India to collect the tax on salt. By the 1870s it ran for about 4,000 "
                "kilometres, much of it a thick hedge of thorny bushes guarded by over 10,000 "
                "men, and it was given up in 1879 when the tax was collected at the salt works."
            ),
            D(
                "Rajkot: Rajkot is the fourth-largest city in Gujarat, on the Aji River in the "
                "Saurashtra region. Karamchand Gandhi served as diwan of the princely state there "
                "in the 1870s, and his son Mohandas studied at its Alfred High School, which was "
                "turned into a museum about his life in 2018."
            ),
            D(
                "Sarojini Naidu: Sarojini Naidu (1879 \u2013 1949) was an Indian poet and "
                "politician born in Hyderabad. In May 1930 she led the nonviolent raid on the "
                "Dharasana Salt Works after the arrest of the march's leader, and in 1947 she "
                "became Governor of the United Provinces, the first woman to govern an Indian "
                "state."
            ),
            S(
                "Mahatma Gandhi: Mohandas Karamchand Gandhi (1869 \u2013 1948) was a lawyer and "
                "leader of the Indian independence movement, born on 2 October 1869 in Porbandar, "
                "a coastal town on the Kathiawar peninsula in present-day Gujarat. He trained as "
                "a barrister in London and spent 21 years in South Africa."
            ),
            D(
                "Quit India Movement: The Quit India Movement was a mass protest launched by the "
                "Indian National Congress in Bombay on 8 August 1942, demanding an end to British "
                "rule. Its leaders were arrested within hours, and more than 100,000 people had "
                "been jailed by the time the colonial government put the movement down in 1943."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "missouri town where the president who ordered the berlin airlift was born",
        "Lamar, Missouri",
        [
            D(
                "Berlin Tempelhof Airport: Tempelhof was an airport in south-central Berlin that "
                "opened in 1923 and closed in October 2008. During the supply flights of 1948 and "
                "1949 it took a large share of the cargo planes, and its curved terminal, built "
                "in the late 1930s, was for a time among the largest buildings in the world."
            ),
            D(
                "Gail Halvorsen: Gail Halvorsen (1920 \u2013 2022) was an American pilot born in "
                "Salt Lake City, Utah, and known as the Candy Bomber. Flying supply runs into "
                "Berlin in 1948, he dropped sweets tied to small handkerchief parachutes to the "
                "children waiting near the runway at Tempelhof, and he lived to the age of 101."
            ),
            S(
                "Berlin Airlift: The Berlin Airlift was the supply of West Berlin by air during "
                "the Soviet blockade of the city's road, rail and canal links. Ordered by "
                "President Harry S. Truman in June 1948, it carried about 2.3 million tons of "
                "food and coal in some 278,000 flights, and the blockade was lifted on 12 May 1949."
            ),
            D(
                "Lucius D. Clay: Lucius DuBignon Clay (1897 \u2013 1978) was a United States Army "
                "general born in Marietta, Georgia. As military governor of the American zone of "
                "Germany from 1947 to 1949 he organised the first supply flights, and the "
                "city later named Clayallee, a long avenue in its south-west, in his honour."
            ),
            D(
                "Lamar, Colorado: Lamar is a city and the seat of Prowers County in south-eastern "
                "Colorado, on the Arkansas River. Founded in 1886 and named after the Secretary of "
                "the Interior of the day, Lucius Q. C. Lamar, it lies on the old route of the "
                "Santa Fe Trail and had about 7,700 inhabitants in 2020."
            ),
            S(
                "Harry S. Truman: Harry S. Truman (1884 \u2013 1972) was the 33rd President of "
                "the United States, serving from 1945 to 1953. He was born on 8 May 1884 in "
                "Lamar, a small town in south-western Missouri, grew up in Independence and ran a "
                "men's clothing shop in Kansas City before he went into politics."
            ),
            D(
                "Independence, Missouri: Independence is a city in Jackson County, Missouri, just "
                "east of Kansas City. In the 1840s it was a starting point of the Oregon, "
                "California and Santa Fe trails, and it holds a presidential library and museum, "
                "opened in 1957, with the papers of a president who lived there for decades."
            ),
            D(
                "Truman Doctrine: The Truman Doctrine was an American foreign policy set out to "
                "Congress on 12 March 1947, pledging support to nations resisting communist "
                "pressure. Its first step was $400 million of military and economic aid to Greece "
                "and Turkey, and it is often taken as the start of the policy of containment."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became President of the United States first, Grover Cleveland or Benjamin Harrison?",
        "Grover Cleveland",
        [
            D(
                "William Henry Harrison: William Henry Harrison (1773 \u2013 1841) was an army "
                "officer born in Charles City County, Virginia, who won the Battle of Tippecanoe "
                "in 1811. Inaugurated as the 9th President on 4 March 1841, he died of illness 31 "
                "days later, the shortest presidency in American history."
            ),
            S(
                "Grover Cleveland: Stephen Grover Cleveland (1837 \u2013 1908) was an American "
                "lawyer and Democrat born in Caldwell, New Jersey. He was first inaugurated as "
                "President of the United States on 4 March 1885, lost the 1888 election, and won "
                "again in 1892, the first president to serve two non-consecutive terms."
            ),
            D(
                "Chester A. Arthur: Chester Alan Arthur (1829 \u2013 1886) was an American "
                "lawyer born in Fairfield, Vermont. He became the 21st President in September 1881 "
                "after the assassination of James A. Garfield, signed the Pendleton Civil Service "
                "Reform Act in January 1883, and left the White House in March 1885."
            ),
            D(
                "Cleveland: Cleveland is a city in the US state of Ohio on the southern shore of "
                "Lake Erie, laid out in 1796 by the surveyor Moses Cleaveland. It grew into a "
                "centre of steel making and oil refining in the 19th century, and it is home to "
                "the Rock and Roll Hall of Fame, which opened on its lakefront in 1995."
            ),
            D(
                "Benjamin Harrison V: Benjamin Harrison V (1726 \u2013 1791) was a Virginia "
                "planter born at Berkeley Plantation in Charles City County. He signed the "
                "Declaration of Independence in 1776, served as Governor of Virginia from 1781 "
                "to 1784, and was the father of the army officer who became the ninth president."
            ),
            S(
                "Benjamin Harrison: Benjamin Harrison (1833 \u2013 1901) was an American lawyer "
                "and Republican born in North Bend, Ohio, the grandson of President William Henry "
                "Harrison. He was inaugurated as the 23rd President of the United States on 4 "
                "March 1889, served a single term and lost the election of 1892."
            ),
            D(
                "Grover Cleveland Alexander: Grover Cleveland Alexander (1887 \u2013 1950) was "
                "an American baseball pitcher born in Elba, Nebraska, and named after the "
                "Democratic politician. He won 373 games in the major leagues between 1911 and "
                "1930, and he was elected to the Baseball Hall of Fame in 1938."
            ),
            D(
                "Harrison, New Jersey: Harrison is a town in Hudson County, New Jersey, across the "
                "Passaic River from Newark. Named in 1840 after the Whig candidate William Henry "
                "Harrison, it was long a factory town where RCA made vacuum tubes, and since 2010 "
                "it has been home to a 25,000-seat football stadium."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the father of the first king of the Kingdom of Italy proclaimed in 1861?",
        "Charles Albert, King of Sardinia",
        [
            D(
                "Kingdom of Italy (Napoleonic): The Napoleonic Kingdom of Italy was a client state "
                "in northern Italy from 1805 to 1814, with Milan as its capital. Napoleon crowned "
                "himself its king with the Iron Crown of Lombardy in Milan Cathedral in May 1805, "
                "and his stepson Eug\u00e8ne de Beauharnais governed it as viceroy."
            ),
            S(
                "Kingdom of Italy: The Kingdom of Italy was the Italian state from 1861 to 1946. "
                "It was proclaimed in Turin on 17 March 1861 with Victor Emmanuel II of the House "
                "of Savoy as its first king, gained Venetia in 1866 and Rome in 1870, and ended "
                "when a referendum in June 1946 made Italy a republic."
            ),
            D(
                "Count of Cavour: Camillo Benso, Count of Cavour (1810 \u2013 1861) was a "
                "Piedmontese statesman born in Turin who, as prime minister of Sardinia from "
                "1852, steered the unification of Italy. He became the first Prime Minister of "
                "Italy in March 1861 and died in Turin on 6 June of that year."
            ),
            D(
                "Umberto I: Umberto I (1844 \u2013 1900) was King of Italy from January 1878 until "
                "his assassination at Monza on 29 July 1900 by the anarchist Gaetano Bresci. Born "
                "in Turin, he married his cousin Margherita of Savoy, after whom the Margherita "
                "pizza is said to have been named in Naples in 1889."
            ),
            D(
                "Expedition of the Thousand: The Expedition of the Thousand was the campaign in "
                "which Giuseppe Garibaldi landed at Marsala in Sicily with about a thousand "
                "volunteers in May 1860. They overthrew the Bourbon Kingdom of the Two Sicilies, "
                "and Garibaldi gave up his conquests at the meeting of Teano in October."
            ),
            D(
                "Victor Emmanuel III: Victor Emmanuel III (1869 \u2013 1947) was King of Italy "
                "from 1900 to 1946, born in Naples as the only son of Umberto I and Margherita of "
                "Savoy. He named the Fascist leader prime minister in October 1922, abdicated in "
                "May 1946 and died in exile in Alexandria, Egypt."
            ),
            S(
                "Victor Emmanuel II: Victor Emmanuel II (1820 \u2013 1878) was born in Turin on "
                "14 March 1820, the eldest son of Charles Albert, King of Sardinia. He became King "
                "of Sardinia in 1849 when his father abdicated after the defeat at Novara, and "
                "he died in Rome in January 1878."
            ),
            D(
                "Kingdom of Sardinia: The Kingdom of Sardinia was a state ruled by the House of "
                "Savoy from 1720, when the dukes of Savoy received the island in exchange for "
                "Sicily. Its mainland heart was Piedmont, with the capital at Turin, and its "
                "Albertine Statute of 1848 later served as the constitution of united Italy."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that makes photoshop",
        "John Warnock and Charles Geschke",
        [
            D(
                "Thomas Knoll: Thomas Knoll is an American software engineer who, as a doctoral "
                "student in image processing at the University of Michigan in 1987, wrote a small "
                "program called Display to show greyscale pictures on a Macintosh Plus. His "
                "brother John, then at Industrial Light & Magic, urged him to make it an editor."
            ),
            S(
                "Adobe Photoshop: Adobe Photoshop is a raster graphics editor first written by the "
                "brothers Thomas and John Knoll in 1987. Adobe licensed it in 1988 and released "
                "version 1.0 for the Apple Macintosh in February 1990, and its name has since "
                "become a common verb for altering a digital photograph."
            ),
            D(
                "GIMP: GIMP is a free and open-source raster graphics editor begun in 1995 by "
                "Spencer Kimball and Peter Mattis, then students at the University of California, "
                "Berkeley. Its name first stood for General Image Manipulation Program, and it "
                "runs on most desktop operating systems, with version 3.0 released in 2025."
            ),
            D(
                "Corel: Corel is a Canadian software company founded in Ottawa in 1985 by the "
                "engineer Michael Cowpland. Its CorelDRAW vector illustration program came out in "
                "1989, and in 2004 it bought Jasc Software, the Minnesota maker of the Paint Shop "
                "Pro image editor, which it went on to sell as PaintShop Pro."
            ),
            D(
                "Adobe Illustrator: Adobe Illustrator is a vector graphics editor released for the "
                "Apple Macintosh in 1987 and built on the company's own PostScript technology. "
                "Its pen tool for drawing B\u00e9zier curves set the pattern for many later "
                "programs, and since 2013 it has been sold only by Creative Cloud subscription."
            ),
            D(
                "PARC (company): PARC, long known as Xerox PARC, is a research centre that Xerox "
                "opened in Palo Alto, California, in 1970. Its researchers built the Alto "
                "personal computer with a graphical user interface in 1973 and developed "
                "Ethernet, the laser printer and the Smalltalk programming language."
            ),
            D(
                "Macromedia: Macromedia was an American software company formed in San Francisco "
                "in 1992 by the merger of Authorware and MacroMind. It made the Flash animation "
                "player, the Dreamweaver web editor and the FreeHand illustration program, and "
                "Adobe bought it for about $3.4 billion in December 2005."
            ),
            S(
                "Adobe Inc.: Adobe is an American software company founded in December 1982 by "
                "John Warnock and Charles Geschke, two researchers who had left Xerox PARC, and "
                "started in Warnock's garage in Los Altos, California. Its first product was the "
                "PostScript page description language, and it is now based in San Jose."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Ohio city was the astronaut who flew Friendship 7 born?",
        "Cambridge, Ohio",
        [
            D(
                "Freedom 7: Freedom 7 was the Mercury capsule in which Alan Shepard, born in East "
                "Derry, New Hampshire, made the first American human spaceflight on 5 May 1961. "
                "The suborbital flight lasted about a quarter of an hour and climbed to some 187 "
                "kilometres before the capsule splashed down in the Atlantic Ocean."
            ),
            S(
                "John Glenn: John Herschel Glenn Jr. (1921 \u2013 2016) was an American Marine "
                "Corps pilot, astronaut and politician, born on 18 July 1921 in Cambridge, Ohio, "
                "and raised in nearby New Concord. He was a Senator from Ohio from 1974 to 1999 "
                "and went back to space aboard the shuttle Discovery in 1998, aged 77."
            ),
            D(
                "Project Mercury: Project Mercury was the first human spaceflight programme of "
                "the United States, run by NASA from 1958 to 1963. Its seven astronauts, "
                "presented to the press in April 1959, flew six crewed missions in small "
                "one-person capsules, two of them suborbital and four in orbit around the Earth."
            ),
            D(
                "Cambridge, Massachusetts: Cambridge is a city in Middlesex County, "
                "Massachusetts, across the Charles River from Boston. Settled in 1630 as Newtowne "
                "and renamed after the English university town, it is home to Harvard "
                "University, founded in 1636, and to MIT, which moved there from Boston in 1916."
            ),
            D(
                "Aurora 7: Aurora 7 was the Mercury capsule flown by Scott Carpenter, born in "
                "Boulder, Colorado, on the second American orbital flight on 24 May 1962. Heavy "
                "fuel use and a late firing of its retrorockets set it down about 400 kilometres "
                "beyond its target, and he waited some three hours in a raft to be picked up."
            ),
            S(
                "Friendship 7: Friendship 7 was the Mercury spacecraft that made the first "
                "American crewed orbital flight, launched from Cape Canaveral on 20 February "
                "1962. The astronaut John Glenn, whose children chose its name, circled the Earth "
                "three times and splashed down in the Atlantic after 4 hours and 55 minutes."
            ),
            D(
                "New Concord, Ohio: New Concord is a village in Muskingum County, Ohio, on the old "
                "National Road east of Zanesville. It is the seat of Muskingum University, founded "
                "in 1837, and the modest house where John Glenn spent his boyhood is now a "
                "museum of small-town American life in the years of the Great Depression."
            ),
            D(
                "Annie Glenn: Anna Margaret Castor Glenn (1920 \u2013 2020) was an American "
                "advocate for people with speech disorders, born in Columbus, Ohio, and raised in "
                "New Concord. She married the future astronaut in April 1943 and, at the age of "
                "53, overcame a severe stutter through an intensive course of therapy."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Russian oblast was the cosmonaut who flew Vostok 6 born?",
        "Yaroslavl Oblast",
        [
            D(
                "Vostok 5: Vostok 5 was a Soviet spaceflight launched on 14 June 1963 with Valery "
                "Bykovsky, born in Pavlovsky Posad near Moscow. It stayed in orbit for almost "
                "five days, still the longest solo flight in Earth orbit, and at one point passed "
                "within about five kilometres of another Vostok craft launched two days later."
            ),
            D(
                "Baikonur Cosmodrome: Baikonur is a spaceport in the dry steppe of southern "
                "Kazakhstan, built by the Soviet Union from 1955. Sputnik 1 and all the first "
                "Soviet crewed flights left from its launch pads, and Russia leases the site and "
                "the nearby town from Kazakhstan under an agreement running to 2050."
            ),
            S(
                "Vostok 6: Vostok 6 was the Soviet crewed spaceflight that carried Valentina "
                "Tereshkova, the first woman in space. Launched from Baikonur on 16 June 1963, it "
                "orbited the Earth 48 times in almost three days, and at the end she ejected from "
                "the capsule and came down by parachute, as every Vostok pilot did."
            ),
            D(
                "Svetlana Savitskaya: Svetlana Savitskaya (born 1948) is a Soviet test pilot and "
                "cosmonaut born in Moscow who became the second woman in space aboard Soyuz T-7 "
                "in August 1982. Two years later, on a visit to the Salyut 7 station, she became "
                "the first woman to carry out a spacewalk, working outside for 3.5 hours."
            ),
            D(
                "Vostok programme: The Vostok programme was the Soviet Union's first crewed "
                "spaceflight project, with six flights between April 1961 and June 1963. Its "
                "ball-shaped capsules were built by the OKB-1 design bureau near Moscow, and the "
                "pilots left them by ejection seat and landed under their own parachutes."
            ),
            D(
                "Sally Ride: Sally Ride (1951 \u2013 2012) was an American physicist and "
                "astronaut born in Los Angeles. On 18 June 1983, aboard the Space Shuttle "
                "Challenger on mission STS-7, she became the first American woman in space, "
                "almost exactly twenty years after the first Soviet woman had flown."
            ),
            D(
                "Valentina Grizodubova: Valentina Grizodubova (1909 \u2013 1993) was a Soviet "
                "pilot born in Kharkiv. In September 1938 she commanded the plane Rodina on a "
                "non-stop flight of about 6,450 kilometres from Moscow to the Far East, a women's "
                "distance record, and she was made a Hero of the Soviet Union."
            ),
            S(
                "Valentina Tereshkova: Valentina Vladimirovna Tereshkova (born 1937) is a Russian "
                "engineer and politician, born on 6 March 1937 in the village of Bolshoye "
                "Maslennikovo in Yaroslavl Oblast. A textile mill worker and amateur parachutist, "
                "she was picked for cosmonaut training in 1962 and later sat in the State Duma."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birth date of the playwright who led the velvet revolution",
        "5 October 1936",
        [
            D(
                "Singing Revolution: The Singing Revolution was the series of mass song festivals "
                "and protests between 1987 and 1991 that led to the restored independence of "
                "Estonia, Latvia and Lithuania. On 23 August 1989 about two million people joined "
                "hands in the Baltic Way, a human chain some 675 kilometres long."
            ),
            S(
                "V\u00e1clav Havel: V\u00e1clav Havel (1936 \u2013 2011) was a Czech playwright "
                "and statesman, born on 5 October 1936 in Prague into a wealthy family of "
                "builders. Jailed several times under the communists, he was the last President "
                "of Czechoslovakia and the first President of the Czech Republic, until 2003."
            ),
            D(
                "Charter 77: Charter 77 was a document signed by Czechoslovak dissidents and "
                "published in January 1977, accusing the communist government of ignoring the "
                "human rights it had pledged to respect at Helsinki in 1975. One of its first "
                "spokesmen, the philosopher Jan Pato\u010dka, died after police questioning."
            ),
            D(
                "Gust\u00e1v Hus\u00e1k: Gust\u00e1v Hus\u00e1k (1913 \u2013 1991) was a Slovak "
                "communist politician born on 10 January 1913 in D\u00fabravka, now part of "
                "Bratislava. He led the Communist Party of Czechoslovakia from 1969 to 1987 and "
                "was the country's president from 1975 until he resigned in December 1989."
            ),
            D(
                "Wenceslas Square: Wenceslas Square is a long boulevard in the New Town of "
                "Prague, named after the patron saint whose statue on horseback stands at its top. "
                "In January 1969 the student Jan Palach set himself on fire there in protest at "
                "the Soviet occupation, and in 1989 crowds of hundreds of thousands filled it."
            ),
            S(
                "Velvet Revolution: The Velvet Revolution was the nonviolent fall of communist "
                "rule in Czechoslovakia, set off by a student march in Prague on 17 November "
                "1989. Strikes and rallies led by the Civic Forum of the dissident playwright "
                "V\u00e1clav Havel toppled the party in weeks, and he was elected president."
            ),
            D(
                "V\u00e1clav Klaus: V\u00e1clav Klaus (born 1941) is a Czech economist and "
                "politician who drove the country's fast privatisation as finance minister from "
                "December 1989. He was prime minister from 1992 to 1997 and served two terms as "
                "the second President of the Czech Republic, from 2003 to 2013."
            ),
            D(
                "Dissolution of Czechoslovakia: Czechoslovakia split peacefully into the Czech "
                "Republic and Slovakia on 1 January 1993, after talks in 1992 between the leaders "
                "of the two republics, V\u00e1clav Klaus and Vladim\u00edr Me\u010diar. The split "
                "became known as the Velvet Divorce, after the name given to the events of 1989."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which came to power first the tang dynasty or the song dynasty",
        "the Tang dynasty",
        [
            D(
                "Liu Song dynasty: The Liu Song was the first of the Southern dynasties of China, "
                "founded in 420 by the general Liu Yu at Jiankang, today's Nanjing. It ruled the "
                "lands south of the Yangtze until 479, when one of its own generals seized the "
                "throne and founded the Southern Qi in its place."
            ),
            D(
                "Later Tang: The Later Tang was a short-lived state of the Five Dynasties period "
                "in northern China, founded in 923 by Li Cunxu, a Shatuo Turk general who claimed "
                "to restore the old imperial house. It made Luoyang its capital, and it was "
                "overthrown in 936 by a general backed by the Khitan."
            ),
            D(
                "Tang of Shang: Tang of Shang was the king who, according to the ancient Chinese "
                "histories, overthrew the last ruler of the Xia around 1600 BC and founded the "
                "Shang dynasty. Oracle-bone inscriptions call him Da Yi, and later writers held "
                "him up as a model of the virtuous ruler."
            ),
            S(
                "Song dynasty: The Song dynasty ruled China from 960 to 1279. It was founded by "
                "the general Zhao Kuangyin, who took the throne as Emperor Taizu, and after losing "
                "the north to the Jurchen in 1127 it moved its court from Kaifeng to Hangzhou, "
                "where it held out until the Mongol conquest."
            ),
            D(
                "Yuan dynasty: The Yuan dynasty was the Mongol-led empire of China proclaimed by "
                "Kublai Khan in 1271, with its capital at Khanbaliq, now Beijing. It completed "
                "the conquest of the south in 1279 and was driven out by the Ming in 1368 after "
                "years of famine, floods and the Red Turban Rebellion."
            ),
            D(
                "Tang (surname): Tang is a Chinese family name, written with the same character as "
                "the name of an ancient state and of several dynasties. Well-known bearers include "
                "the Ming painter Tang Yin, born in Suzhou in 1470, and the playwright Tang "
                "Xianzu, whose opera The Peony Pavilion appeared in 1598."
            ),
            S(
                "Tang dynasty: The Tang dynasty ruled China from 618 to 907. It was founded by "
                "Li Yuan, who took the throne as Emperor Gaozu after the fall of the Sui, and "
                "from its capital Chang'an it presided over a golden age of poetry, the spread of "
                "woodblock printing and trade along the Silk Road."
            ),
            D(
                "Song (state): Song was a state of the Zhou period in ancient China, centred on "
                "Shangqiu in today's Henan province, whose rulers descended from the fallen Shang "
                "royal house. It lasted from about 1046 BC until it was conquered and divided by "
                "its neighbour Qi and two allies in 286 BC."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the company that makes the WeChat app headquartered?",
        "Shenzhen",
        [
            D(
                "Weibo: Weibo is a Chinese microblogging service launched by the internet company "
                "Sina in August 2009. Often likened to Twitter, it lets users post short messages, "
                "pictures and videos, and its operator, Weibo Corporation, listed its shares on "
                "the Nasdaq stock exchange in New York in April 2014."
            ),
            S(
                "Tencent: Tencent Holdings is a Chinese technology and entertainment conglomerate "
                "founded in November 1998 by Ma Huateng and four partners. It is headquartered in "
                "Shenzhen, Guangdong, in the twin towers of Tencent Binhai Mansion, and it owns "
                "the game studio Riot Games and most of the Finnish studio Supercell."
            ),
            D(
                "Allen Zhang: Zhang Xiaolong, known as Allen Zhang (born 1969), is a Chinese "
                "software engineer from Hunan who wrote the email client Foxmail in the late "
                "1990s. After Foxmail was sold in 2005 he ran an email team in Guangzhou, where "
                "he began work on a new mobile messaging app in late 2010."
            ),
            D(
                "ByteDance: ByteDance is a Chinese internet company founded in 2012 by Zhang "
                "Yiming and Liang Rubo. It owns the short-video app Douyin and its international "
                "version TikTok, and it is headquartered in Beijing, with large offices in "
                "Singapore and Los Angeles and well over 100,000 employees worldwide."
            ),
            D(
                "Tencent QQ: Tencent QQ is an instant messaging program first released in "
                "February 1999 as OICQ, a name it dropped after a complaint from the owners of "
                "ICQ. Its penguin mascot became one of the best-known symbols of the Chinese "
                "internet, and it still had more than 500 million monthly users in 2023."
            ),
            D(
                "Line (software): Line is a messaging app launched in Japan in June 2011 by NHN "
                "Japan, after the T\u014dhoku earthquake and tsunami had cut telephone lines. It "
                "became the leading messaging service in Japan, Taiwan and Thailand, and its "
                "operator, LY Corporation, is headquartered in Tokyo."
            ),
            S(
                "WeChat: WeChat is a Chinese messaging, social media and payment app launched in "
                "January 2011 under the name Weixin. It was built by a team led by Allen Zhang "
                "for the technology company Tencent, and by 2023 it had more than 1.3 billion "
                "monthly users, who use it to pay for taxis, meals and utility bills."
            ),
            D(
                "WhatsApp: WhatsApp is a messaging app created in 2009 by Jan Koum and Brian "
                "Acton, two former Yahoo! employees, in Mountain View, California. Facebook "
                "bought it in 2014 for about $19 billion, and it now belongs to Meta Platforms of "
                "Menlo Park, California; by 2020 it had more than two billion users."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, Facebook or Twitter?",
        "Facebook",
        [
            D(
                "Myspace: Myspace is a social networking site launched in Santa Monica, "
                "California, in August 2003 by Chris DeWolfe and Tom Anderson. It was the most "
                "visited social network in the world from 2005 to 2008, and News Corporation "
                "bought its parent company for $580 million in July 2005."
            ),
            S(
                "Twitter: Twitter, renamed X in 2023, is a social media service founded in "
                "San Francisco in March 2006 by Jack Dorsey, Noah Glass, Biz Stone and Evan "
                "Williams, and opened to the public that July. Posts were limited to 140 "
                "characters until 2017, and Elon Musk bought the company in October 2022."
            ),
            D(
                "Friendster: Friendster was a social networking site founded in Mountain View, "
                "California, in 2002 by the Canadian programmer Jonathan Abrams. It drew "
                "millions of users within months of opening, later found its largest audience in "
                "South-East Asia, and it shut down in June 2015."
            ),
            D(
                "Odeo: Odeo was a podcasting company founded in San Francisco in 2005 by Noah "
                "Glass and Evan Williams, offering tools to record, host and find audio shows on "
                "the web. Its prospects dimmed when Apple added a podcast directory to iTunes "
                "that summer, and the start-up was sold to an investment firm in 2007."
            ),
            D(
                "The Social Network: The Social Network is a 2010 American drama film directed by "
                "David Fincher from a screenplay by Aaron Sorkin, with Jesse Eisenberg as a "
                "Harvard student who builds a networking website. It won three Academy Awards, "
                "for the adapted screenplay, the original score and the editing."
            ),
            D(
                "Threads (social network): Threads is a text-based social media app launched by "
                "Meta Platforms on 5 July 2023 as a rival to the service then being renamed X. "
                "Linked to Instagram accounts, it gained 100 million sign-ups in its first five "
                "days, the fastest start of any consumer app until then."
            ),
            D(
                "Bluesky: Bluesky is a decentralised social media service begun in 2019 as a "
                "research project funded by Twitter under Jack Dorsey, and spun out as an "
                "independent company in 2021. It opened to the public without invitations in "
                "February 2024 and passed 20 million users that November."
            ),
            S(
                "Facebook: Facebook is a social networking service founded on 4 February 2004 by "
                "Mark Zuckerberg and fellow Harvard College students, among them Eduardo Saverin "
                "and Dustin Moskovitz. At first open only to Harvard students, it was opened to "
                "anyone over 13 in September 2006."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the creator of the Ruby programming language born?",
        "Osaka Prefecture",
        [
            D(
                "Ruby on Rails: Ruby on Rails is a web application framework written by the "
                "Danish programmer David Heinemeier Hansson, born in Copenhagen, who drew it out "
                "of his work on the project-management tool Basecamp and released it in July "
                "2004. It was used to build the first versions of GitHub and Shopify."
            ),
            S(
                "Yukihiro Matsumoto: Yukihiro Matsumoto (born 1965) is a Japanese computer "
                "scientist born on 14 April 1965 in Osaka Prefecture. He grew up in Tottori "
                "Prefecture, studied information science at the University of Tsukuba, lives in "
                "Matsue in Shimane Prefecture, and joined the cloud company Heroku in 2011."
            ),
            D(
                "Perl: Perl is a programming language created by the American linguist and "
                "programmer Larry Wall, who released it in December 1987 as a Unix scripting "
                "tool for producing reports. Its strength in processing text made it a favourite "
                "of early web developers, and Perl 5 appeared in October 1994."
            ),
            D(
                "Ruby: A ruby is a red gemstone, a variety of the mineral corundum coloured by "
                "chromium. The finest stones have long come from the Mogok valley in Myanmar, "
                "large deposits are also mined in Mozambique, Thailand and Sri Lanka, and the "
                "deepest red colour is known in the trade as pigeon's blood."
            ),
            D(
                "Crystal (programming language): Crystal is a general-purpose programming "
                "language with a syntax closely modelled on Ruby's, first released in 2014 by "
                "developers at Manas Technology Solutions in Buenos Aires, Argentina. Unlike "
                "Ruby, it checks types when programs are compiled to native code."
            ),
            D(
                "Matsumoto, Nagano: Matsumoto is a city in Nagano Prefecture, Japan, in a basin "
                "ringed by the Japanese Alps. It is best known for Matsumoto Castle, whose black "
                "main keep dates from the late 16th century and is one of the twelve original "
                "castle towers still standing in Japan."
            ),
            S(
                "Ruby (programming language): Ruby is a dynamic, object-oriented programming "
                "language designed in Japan in the mid-1990s by Yukihiro Matsumoto, known as "
                "Matz. Its first public release came in December 1995, and the web framework "
                "Ruby on Rails, released in 2004, made it popular for building websites."
            ),
            D(
                "Elixir (programming language): Elixir is a functional programming language "
                "created by the Brazilian developer Jos\u00e9 Valim, once a member of the Ruby on "
                "Rails core team, and first released in 2012. It runs on the Erlang virtual "
                "machine and is used for chat, streaming and other busy network services."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became UN Secretary-General first, Kurt Waldheim or Javier P\u00e9rez de "
        "Cu\u00e9llar?",
        "Kurt Waldheim",
        [
            D(
                "Boutros Boutros-Ghali: Boutros Boutros-Ghali (1922 \u2013 2016) was an "
                "Egyptian diplomat and law professor born in Cairo. As the sixth Secretary-General "
                "of the United Nations, from January 1992 to December 1996, he oversaw missions "
                "in Somalia and Bosnia, and the United States vetoed a second term for him."
            ),
            D(
                "Waldheim affair: The Waldheim affair was the dispute over the wartime past of an "
                "Austrian presidential candidate that broke in March 1986, when the news magazine "
                "Profil and the World Jewish Congress revealed that he had served as an officer "
                "of the German army in the Balkans during the Second World War."
            ),
            S(
                "Kurt Waldheim: Kurt Waldheim (1918 \u2013 2007) was an Austrian diplomat born in "
                "Sankt Andr\u00e4-W\u00f6rdern near Vienna. He was the fourth Secretary-General of "
                "the United Nations from January 1972 to December 1981, and from 1986 to 1992 he "
                "was President of Austria, a term clouded by his wartime record."
            ),
            D(
                "Rudolf Kirchschl\u00e4ger: Rudolf Kirchschl\u00e4ger (1915 \u2013 2000) was an "
                "Austrian diplomat and judge born in Niederkappel, Upper Austria, who served two "
                "terms as President of Austria from 1974 to 1986. Before that he had been foreign "
                "minister in the government of Bruno Kreisky from 1970."
            ),
            D(
                "United Nations Secretary-General: The Secretary-General heads the UN "
                "Secretariat and is appointed by the General Assembly on the recommendation of "
                "the Security Council for a renewable five-year term. By custom the post rotates "
                "among regions, and Ant\u00f3nio Guterres has held it since January 2017."
            ),
            D(
                "Waldheim, Saxony: Waldheim is a small town in the district of Mittelsachsen, "
                "Saxony, on the Zschopau River. Its old prison gave its name to the Waldheim "
                "trials of 1950, in which East German courts sentenced about 3,400 people "
                "accused of Nazi crimes, often after hearings that lasted only minutes."
            ),
            D(
                "Carlos Andr\u00e9s P\u00e9rez: Carlos Andr\u00e9s P\u00e9rez (1922 \u2013 2010) "
                "was a Venezuelan politician born in Rubio, T\u00e1chira, who was President of "
                "Venezuela from 1974 to 1979 and again from 1989. His second term saw the "
                "Caracazo riots and two coup attempts, and he was removed from office in 1993."
            ),
            S(
                "Javier P\u00e9rez de Cu\u00e9llar: Javier P\u00e9rez de Cu\u00e9llar (1920 "
                "\u2013 2020) was a Peruvian diplomat born in Lima. He became the fifth "
                "Secretary-General of the United Nations on 1 January 1982 and served two terms, "
                "helping to end the Iran\u2013Iraq War in 1988, and from 2000 to 2001 he was "
                "Prime Minister of Peru."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the general who dissolved the Rump Parliament in 1653 born?",
        "Huntingdon",
        [
            S(
                "Rump Parliament: The Rump Parliament was the English Parliament left sitting "
                "after Pride's Purge of December 1648 had expelled members who wanted a deal with "
                "King Charles I. It voted for the king's trial and abolished the monarchy, and "
                "on 20 April 1653 Oliver Cromwell came with musketeers and dissolved it by force."
            ),
            D(
                "Thomas Cromwell: Thomas Cromwell (c. 1485 \u2013 1540) was an English lawyer "
                "and chief minister to Henry VIII, born in Putney, the son of a blacksmith and "
                "brewer. He drove the break with Rome and the dissolution of the monasteries, "
                "and he was beheaded on Tower Hill on 28 July 1540."
            ),
            D(
                "Thomas Pride: Thomas Pride (died 1658) was a Parliamentarian colonel, probably "
                "born in the county of Somerset, who in December 1648 stood at the door of the "
                "House of Commons with a list of names and kept out well over a hundred members. "
                "He later sat as a judge at the trial of Charles I and signed the king's death "
                "warrant."
            ),
            D(
                "Barebone's Parliament: Barebone's Parliament was an assembly of 140 nominated "
                "members that met in London from July to December 1653, named after the London "
                "leather seller Praise-God Barebone. Its godly members quarrelled over tithes and "
                "the reform of the law, and a moderate majority voted to hand back its powers."
            ),
            D(
                "Richard Cromwell: Richard Cromwell (1626 \u2013 1712) succeeded his father as "
                "Lord Protector in September 1658 but had little support in the army, which "
                "forced him out in May 1659. Mocked as Tumbledown Dick, he lived abroad for about "
                "twenty years and died at Cheshunt in Hertfordshire."
            ),
            S(
                "Oliver Cromwell: Oliver Cromwell (1599 \u2013 1658) was an English soldier and "
                "statesman born on 25 April 1599 in Huntingdon, the county town of "
                "Huntingdonshire. He led the cavalry of the New Model Army in the Civil War, "
                "ruled as Lord Protector from December 1653 and died in Whitehall in 1658."
            ),
            D(
                "Long Parliament: The Long Parliament was the English Parliament summoned by "
                "Charles I in November 1640 to raise money after his defeat by the Scots. It "
                "abolished the Star Chamber, passed an act forbidding its own dissolution without "
                "its consent, and its surviving members were recalled for a last session in 1660."
            ),
            D(
                "Cromwell, New Zealand: Cromwell is a town in Central Otago on New Zealand's South "
                "Island, founded during the gold rush of the 1860s. Part of its old centre was "
                "flooded by Lake Dunstan after the Clyde Dam was finished in 1992, and a giant "
                "sculpture of fruit greets visitors to the stone-fruit district."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which English city was the man arrested guarding the explosives of the Gunpowder "
        "Plot born?",
        "York",
        [
            D(
                "Robert Catesby: Robert Catesby (c. 1572 \u2013 1605) was an English Catholic "
                "gentleman, probably born at Lapworth in Warwickshire, who led the conspiracy to "
                "kill the king in 1605. After the plot was uncovered he fled to the Midlands, and "
                "he was shot dead at Holbeche House in Staffordshire on 8 November."
            ),
            D(
                "Bonfire Night: Bonfire Night, held on 5 November, is a yearly celebration in "
                "Britain marked by fireworks and bonfires, on which stuffed figures called guys "
                "are often burned. It goes back to an act of Parliament of January 1606 that "
                "ordered thanksgiving each year for the king's escape from assassination."
            ),
            S(
                "Gunpowder Plot: The Gunpowder Plot of 1605 was a failed attempt by a group of "
                "English Catholics led by Robert Catesby to blow up the House of Lords at the "
                "State Opening of Parliament and kill King James I. Guy Fawkes was arrested "
                "guarding 36 barrels of gunpowder in a cellar below the chamber on 5 November."
            ),
            D(
                "Thomas Percy (conspirator): Thomas Percy (c. 1560 \u2013 1605) was an English "
                "Catholic and a kinsman of the Earl of Northumberland, for whom he collected "
                "rents. In 1604 he leased a house beside the Palace of Westminster and later the "
                "undercroft beneath the House of Lords, and he was killed at Holbeche House."
            ),
            D(
                "Popish Plot: The Popish Plot was a conspiracy invented by Titus Oates, a "
                "clergyman born in Oakham, Rutland, who claimed in 1678 that Catholics planned to "
                "murder King Charles II. His lies led to the executions of more than a dozen "
                "innocent men before he was convicted of perjury in 1685."
            ),
            D(
                "Monteagle letter: The Monteagle letter was an unsigned letter delivered to "
                "William Parker, 4th Baron Monteagle, at his house in Hoxton on 26 October 1605, "
                "warning him to stay away from the opening of Parliament. He took it to Robert "
                "Cecil, the king's chief minister, and a search of Westminster followed."
            ),
            S(
                "Guy Fawkes: Guy Fawkes (1570 \u2013 1606) was an English Catholic born on 13 "
                "April 1570 in York, where he was baptised at the church of St Michael le "
                "Belfrey. He fought for Spain in the Low Countries for about ten years, and after "
                "his arrest in 1605 he was tortured, tried and executed in January 1606."
            ),
            D(
                "Guy Fawkes mask: The stylised mask of a smiling man with a thin moustache and a "
                "pointed beard was drawn by the illustrator David Lloyd for the comic V for "
                "Vendetta, first published in 1982. After the film version of 2006 it was taken "
                "up by street protesters and by the hacker group Anonymous."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are Hitachi and Toshiba both headquartered in Tokyo?",
        "yes",
        [
            D(
                "Hitachi, Ibaraki: Hitachi is a city in Ibaraki Prefecture, Japan, on the Pacific "
                "coast about 140 kilometres north-east of the capital. It grew up around a copper "
                "mine opened in 1905 and the electrical works built to serve it, and it had about "
                "175,000 inhabitants in 2020."
            ),
            S(
                "Toshiba: Toshiba Corporation is a Japanese electronics and engineering company "
                "formed in 1939 by the merger of Tokyo Denki and Shibaura Seisakusho, which grew "
                "from a workshop Tanaka Hisashige opened in 1875. It is headquartered in Minato, "
                "Tokyo, and a group of investors took it private in December 2023."
            ),
            D(
                "Kioxia: Kioxia is a Japanese maker of flash memory chips, created when Toshiba "
                "sold its memory business in 2018 to a group led by the American firm Bain "
                "Capital, and given its present name in October 2019. Its largest chip plant is "
                "at Yokkaichi in Mie Prefecture, and its shares were listed in December 2024."
            ),
            D(
                "NEC: NEC Corporation is a Japanese information technology and electronics "
                "company founded in 1899 as Nippon Electric Company, a joint venture with the "
                "American firm Western Electric. It built the Earth Simulator, the world's "
                "fastest supercomputer from 2002 to 2004, and it makes undersea cables."
            ),
            D(
                "Tanaka Hisashige: Tanaka Hisashige (1799 \u2013 1881) was a Japanese inventor "
                "born in Kurume, in Chikugo Province, and known as Karakuri Giemon for his "
                "mechanical dolls. He built a celebrated perpetual clock in 1851 and, after "
                "moving to the capital, opened a telegraph equipment workshop in Ginza in 1875."
            ),
            D(
                "Hitachi Rail: Hitachi Rail is the railway business of the Hitachi group, making "
                "high-speed trains, metro cars and signalling systems. Its British arm builds "
                "trains at a factory in Newton Aycliffe, County Durham, opened in 2015, and in "
                "2024 it bought the rail signalling business of the French group Thales."
            ),
            D(
                "Namihei Odaira: Namihei Odaira (1874 \u2013 1951) was a Japanese electrical "
                "engineer born in Tochigi Prefecture who studied at Tokyo Imperial University. "
                "While working for the Kuhara mining company, he built a five-horsepower electric "
                "motor in 1910, the first product of the business he went on to found."
            ),
            S(
                "Hitachi: Hitachi, Ltd. is a Japanese industrial and technology group founded in "
                "1910 by the engineer Namihei Odaira, who began by building electric motors for a "
                "copper mine at Hitachi in Ibaraki Prefecture. It is headquartered in Chiyoda, "
                "Tokyo, and makes railway trains, power equipment and IT systems."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Illinois village was the president who gave the Tear Down This Wall speech born?",
        "Tampico, Illinois",
        [
            D(
                "Ich bin ein Berliner: Ich bin ein Berliner is a line from the speech given by "
                "President John F. Kennedy in West Berlin on 26 June 1963, from the steps of the "
                "Rathaus Sch\u00f6neberg before a crowd of about 450,000. It pledged American "
                "support to the divided city two years after the wall went up."
            ),
            S(
                "Tear Down This Wall: Tear down this wall! is the best-known line of a speech "
                "that President Ronald Reagan gave at the Brandenburg Gate in West Berlin on 12 "
                "June 1987, calling on the Soviet leader Mikhail Gorbachev to open the Berlin "
                "Wall. Little noticed at first, it became famous after the wall fell in 1989."
            ),
            D(
                "Brandenburg Gate: The Brandenburg Gate is a neoclassical monument in Berlin, "
                "built between 1788 and 1791 on the orders of King Frederick William II of "
                "Prussia. It is topped by the Quadriga, a chariot drawn by four horses, and from "
                "1961 to 1989 it stood in the no-man's land beside the Berlin Wall."
            ),
            D(
                "Dixon, Illinois: Dixon is a city on the Rock River in Lee County, Illinois, that "
                "grew from a ferry crossing run by John Dixon from 1830. A future president lived "
                "there from the age of nine and spent his summers as a lifeguard at Lowell Park, "
                "where he was said to have pulled 77 people from the river."
            ),
            D(
                "Tampico: Tampico is a port city in the Mexican state of Tamaulipas, near the "
                "mouth of the P\u00e1nuco River on the Gulf of Mexico. It boomed after oil was "
                "found nearby in the early 1900s, and the arrest of American sailors there in "
                "April 1914 led to the United States occupation of Veracruz."
            ),
            D(
                "Nancy Reagan: Nancy Davis Reagan (1921 \u2013 2016) was an American film "
                "actress born Anne Frances Robbins in New York City, who married the future "
                "president in March 1952. As First Lady from 1981 to 1989 she led the Just Say No "
                "campaign against drug use among young people."
            ),
            D(
                "Peter Robinson (speechwriter): Peter Robinson (born 1957) is an American writer "
                "and former White House speechwriter who drafted the Brandenburg Gate address of "
                "June 1987, keeping its most famous line despite objections from the State "
                "Department. He later became a research fellow of the Hoover Institution at "
                "Stanford."
            ),
            S(
                "Ronald Reagan: Ronald Wilson Reagan (1911 \u2013 2004) was an American actor "
                "and politician, born on 6 February 1911 in Tampico, a village in north-western "
                "Illinois, and raised in nearby Dixon. He was Governor of California from 1967 "
                "to 1975 and the 40th President of the United States from 1981 to 1989."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the wikipedia co-founder who set up the wikimedia foundation born",
        "Huntsville, Alabama",
        [
            D(
                "Larry Sanger: Larry Sanger (born 1968) is an American philosopher born in "
                "Bellevue, Washington, who was hired in 2000 as editor-in-chief of Nupedia and "
                "suggested the name of its wiki offshoot. He left the project in 2002 and later "
                "started Citizendium, a rival online encyclopedia edited with the help of "
                "credentialed experts."
            ),
            D(
                "Encyclop\u00e6dia Britannica: The Encyclop\u00e6dia Britannica is an "
                "English-language general encyclopedia first published in Edinburgh in three "
                "volumes between 1768 and 1771. Its last printed edition appeared in 2010, and "
                "it has since been sold only online, by a company based in Chicago."
            ),
            S(
                "Jimmy Wales: Jimmy Donal Wales (born 1966) is an American-British internet "
                "entrepreneur born on 7 August 1966 in Huntsville, Alabama, where his mother ran "
                "the small private school he attended. He co-founded the web portal Bomis in "
                "1996, and in 2004 he started the wiki hosting company Wikia, now Fandom."
            ),
            D(
                "Nupedia: Nupedia was a free online encyclopedia whose articles were written by "
                "experts and passed through a seven-step review, launched in March 2000 by the "
                "web company Bomis. Only a few dozen articles made it through before it closed "
                "in 2003, by which time its wiki-based sister project had far outgrown it."
            ),
            D(
                "Wales: Wales is a country that is part of the United Kingdom, bordered by "
                "England to the east and by the Irish Sea to the north and west. Its capital is "
                "Cardiff, about one in six of its 3.1 million people speak Welsh, and its highest "
                "mountain, Snowdon, rises to 1,085 metres."
            ),
            D(
                "Wiktionary: Wiktionary is a free multilingual dictionary launched on 12 "
                "December 2002 as a sister project of the online encyclopedia and run, like it, "
                "by the Wikimedia Foundation. Written by volunteers, it records the meanings, "
                "pronunciations and origins of words in hundreds of languages."
            ),
            S(
                "Wikipedia: Wikipedia is a free online encyclopedia written and edited by "
                "volunteers, launched on 15 January 2001 by Jimmy Wales and Larry Sanger. Since "
                "2003 it has been run by the Wikimedia Foundation, a non-profit that Wales set up "
                "in St. Petersburg, Florida, and its English edition has over six million articles."
            ),
            D(
                "Fandom (website): Fandom is a wiki hosting service founded in 2004 under the "
                "name Wikia and renamed in 2016. Based in San Francisco, it hosts hundreds of "
                "thousands of fan-written wikis about video games, films and television series, "
                "paid for by advertising rather than by donations."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Dyson born?",
        "Cromer, Norfolk",
        [
            D(
                "Hoover Company: The Hoover Company was an American maker of vacuum cleaners "
                "based in North Canton, Ohio, where the leather goods maker William Henry Hoover "
                "bought the rights in 1908 to an upright electric sweeper invented by a janitor, "
                "James Murray Spangler. Its name became a British word for vacuuming."
            ),
            D(
                "Frank Watson Dyson: Sir Frank Watson Dyson (1868 \u2013 1939) was an English "
                "astronomer born in Measham, Leicestershire, who was Astronomer Royal from 1910 "
                "to 1933. He organised the eclipse expeditions of May 1919, whose measurements "
                "of starlight bent by the Sun supported Einstein's theory of gravity."
            ),
            D(
                "Electrolux: Electrolux is a Swedish maker of household appliances founded in "
                "Stockholm in 1919 by the salesman Axel Wenner-Gren, who had seen an early vacuum "
                "cleaner in a shop window in Vienna. Its canister vacuums were sold door to door "
                "around the world, and its head office is still in Stockholm."
            ),
            S(
                "Dyson (company): Dyson Ltd is a maker of household appliances set up in 1991 by "
                "the British engineer James Dyson, whose first big seller, the DC01 vacuum "
                "cleaner of 1993, used cyclone separation in place of a dust bag. The firm moved "
                "its global head office from Malmesbury in Wiltshire to Singapore in 2019."
            ),
            D(
                "Freeman Dyson: Freeman Dyson (1923 \u2013 2020) was a British-American "
                "mathematical physicist born in Crowthorne, Berkshire, who worked for most of his "
                "career at the Institute for Advanced Study in Princeton. He helped to unify the "
                "rival forms of quantum electrodynamics and proposed the Dyson sphere."
            ),
            D(
                "Royal College of Art: The Royal College of Art is a public postgraduate art and "
                "design university in London, founded in 1837 as the Government School of "
                "Design. Based mainly in Kensington and Battersea, it counts the sculptor Henry "
                "Moore and the painter David Hockney among its former students."
            ),
            D(
                "Cyclonic separation: Cyclonic separation removes particles from air or a liquid "
                "by spinning it fast inside a cone, so that the heavier particles are flung "
                "outwards and fall. Long used in sawmills and cement works, the method was "
                "adapted for bagless vacuum cleaners sold from the early 1990s."
            ),
            S(
                "James Dyson: Sir James Dyson (born 1947) is a British inventor and industrial "
                "designer born on 2 May 1947 in Cromer, a seaside town on the north Norfolk "
                "coast. He studied at the Royal College of Art in London, designed the Ballbarrow "
                "wheelbarrow in the 1970s, and was knighted in 2007."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the last Emperor of Ethiopia born?",
        "23 July 1892",
        [
            D(
                "Mengistu Haile Mariam: Mengistu Haile Mariam (born 1937) is a former Ethiopian "
                "army officer who rose to lead the Derg military junta and ruled the country from "
                "1977 to 1991. His Red Terror campaign killed tens of thousands of people, and "
                "since fleeing in May 1991 he has lived in exile in Zimbabwe."
            ),
            S(
                "Ethiopian Empire: The Ethiopian Empire was a monarchy in the Horn of Africa "
                "that lasted in various forms for centuries, until the army officers of the Derg "
                "deposed its last emperor, Haile Selassie, on 12 September 1974. Its rulers "
                "claimed descent from King Solomon and the Queen of Sheba."
            ),
            D(
                "Zewditu: Zewditu (1876 \u2013 1930) was Empress of Ethiopia from 1916 until her "
                "death in April 1930, a daughter of Menelik II and the first woman to rule the "
                "country in her own right in modern times. Her cousin Ras Tafari served as regent "
                "and heir throughout her reign and held much of the real power."
            ),
            D(
                "Bokassa: Jean-B\u00e9del Bokassa (1921 \u2013 1996) was a military officer born "
                "in Bobangui who seized power in the Central African Republic in 1966. He crowned "
                "himself emperor of the renamed Central African Empire in December 1977 in a "
                "lavish ceremony, and French troops helped to remove him in 1979."
            ),
            D(
                "Lij Iyasu: Lij Iyasu (1895 \u2013 1935) was the grandson and designated heir of "
                "Menelik II, and from 1913 he governed Ethiopia without ever being "
                "crowned. Suspected of favouring Islam and the Central Powers, he was deposed by "
                "the nobles in September 1916 and spent most of his remaining years in captivity."
            ),
            D(
                "Rastafari: Rastafari is a religious movement that arose in Jamaica in the "
                "1930s, whose followers honour the Ethiopian ruler crowned in 1930 as a messiah. "
                "Its name comes from Ras Tafari, his title and name before the coronation, and "
                "the reggae singer Bob Marley helped to spread it around the world."
            ),
            S(
                "Haile Selassie: Haile Selassie (1892 \u2013 1975) was born Tafari Makonnen on 23 "
                "July 1892 at Ejersa Goro in the province of Harar. Regent from 1916 and crowned "
                "in November 1930, he led resistance from exile in Bath during the Italian "
                "occupation, and he died in custody in Addis Ababa in August 1975."
            ),
            D(
                "Italian East Africa: Italian East Africa was the colony formed by Italy in June "
                "1936 from Ethiopia, Eritrea and Italian Somaliland after its conquest of "
                "Ethiopia, with Addis Ababa as its capital. British and Commonwealth troops, with "
                "Ethiopian patriots, ended it in 1941, and the exiled ruler returned that May."
            ),
        ],
        drop=0,
    ),
]
