"""Development multi-hop questions, batch 42.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev38.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v46.

Measured lengths: mean support 294 characters, mean distractor 293 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which city was the president who opened the Bandung Conference of 1955 born?",
        "Surabaya",
        [
            D(
                "Mohammad Hatta: Mohammad Hatta (1902 \u2013 1980) was an Indonesian nationalist "
                "born in Fort de Kock, now Bukittinggi, in West Sumatra. He studied economics in "
                "Rotterdam, spent years in Dutch internment camps, served as the first "
                "Vice-President of Indonesia from 1945 and resigned the post in December 1956."
            ),
            S(
                "Bandung Conference: The Bandung Conference was a meeting of 29 Asian and "
                "African states held in Bandung, Indonesia, from 18 to 24 April 1955. Organised "
                "by Indonesia, Burma, Ceylon, India and Pakistan, it was opened by the "
                "Indonesian president Sukarno and called for an end to colonialism."
            ),
            D(
                "Suharto: Suharto (1921 \u2013 2008) was an Indonesian army general born in "
                "Kemusuk, a village near Yogyakarta on Java. He took control after the failed "
                "coup attempt of 1965, was named acting president in 1967 and ruled under his New "
                "Order until he resigned amid riots and protests in May 1998."
            ),
            D(
                "Non-Aligned Movement: The Non-Aligned Movement is a forum of states that chose "
                "to join neither bloc in the Cold War. Its first summit met in Belgrade in "
                "September 1961, and the leaders of Yugoslavia, India, Egypt, Ghana and "
                "Indonesia are counted as its founders. It has some 120 member states today."
            ),
            D(
                "Zhou Enlai: Zhou Enlai (1898 \u2013 1976) was the first Premier of the People's "
                "Republic of China, holding the office from 1949 until his death. Born in "
                "Huai'an, Jiangsu, he was also foreign minister until 1958 and led the Chinese "
                "delegation to the Asian-African meeting at Bandung in April 1955."
            ),
            S(
                "Sukarno: Sukarno (1901 \u2013 1970) was the first President of Indonesia, "
                "serving from 1945 to 1967. Born in Surabaya, East Java, on 6 June 1901, he "
                "trained as an engineer in Bandung, led the nationalist movement against Dutch "
                "rule and proclaimed independence with Mohammad Hatta on 17 August 1945."
            ),
            D(
                "Indonesian National Revolution: The Indonesian National Revolution was the "
                "armed and diplomatic struggle between the Republic of Indonesia and the "
                "Netherlands that followed the declaration of independence in August 1945. It "
                "ended when the Dutch recognised Indonesian sovereignty on 27 December 1949."
            ),
            D(
                "Bandung: Bandung is the capital of the province of West Java in Indonesia, "
                "lying in a basin ringed by volcanoes some 150 kilometres by road south-east of "
                "Jakarta. Known in colonial times as the Paris of Java, it is home to the Bandung "
                "Institute of Technology, which opened as a Dutch engineering school in 1920."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the chinese leader who launched reform and opening up in 1978",
        "Guang'an, Sichuan",
        [
            D(
                "Hua Guofeng: Hua Guofeng (1921 \u2013 2008) was a Chinese communist born in "
                "Jiaocheng, Shanxi, who succeeded Mao Zedong as Chairman of the Communist Party "
                "in 1976. He had the Gang of Four arrested that October but lost his top posts "
                "to rivals by 1981, and he died in Beijing in August 2008."
            ),
            D(
                "Special economic zones of China: China's special economic zones are areas with "
                "freer rules on trade and foreign investment than the rest of the country. The "
                "first four, Shenzhen, Zhuhai and Shantou in Guangdong and Xiamen in Fujian, were "
                "set up in 1980, and the island of Hainan became a zone in 1988."
            ),
            S(
                "Deng Xiaoping: Deng Xiaoping (1904 \u2013 1997) was a Chinese revolutionary and "
                "statesman born on 22 August 1904 in Guang'an, Sichuan. Purged twice during the "
                "Cultural Revolution, he became the country's paramount leader in 1978 and kept "
                "that standing until he retired in 1989. He died in Beijing in February 1997."
            ),
            D(
                "Zhao Ziyang: Zhao Ziyang (1919 \u2013 2005) was a Chinese politician born in "
                "Hua County, Henan. He served as Premier from 1980 to 1987 and then as General "
                "Secretary of the Communist Party, but he was removed in June 1989 for opposing "
                "martial law against the protesters, and he spent his last fifteen years under "
                "house arrest."
            ),
            D(
                "Hu Yaobang: Hu Yaobang (1915 \u2013 1989) was a Chinese communist leader born in "
                "Liuyang, Hunan, who headed the party from 1981 until he was forced out in "
                "January 1987 after student protests. He died of a heart attack in April 1989, "
                "and the public mourning for him grew into the Tiananmen Square protests."
            ),
            D(
                "Four Modernizations: The Four Modernizations were goals for strengthening "
                "agriculture, industry, national defence, and science and technology in China. "
                "Zhou Enlai set them out in speeches in 1963 and again in January 1975, and "
                "after the death of Mao Zedong they became the official aims of the state."
            ),
            S(
                "Reform and opening up: Reform and opening up is the programme of economic "
                "reforms begun in China under Deng Xiaoping at the Third Plenum of the 11th "
                "Central Committee in December 1978. It broke up collective farms into household "
                "plots, let in foreign investment and built a socialist market economy."
            ),
            D(
                "Shenzhen: Shenzhen is a city in Guangdong province on the border with Hong "
                "Kong. A market town of some 30,000 people when it became one of China's first "
                "special economic zones in 1980, it has grown into a metropolis of more than 17 "
                "million and is home to the technology firms Tencent and BYD."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The QWERTY keyboard layout was devised by an inventor born in which Pennsylvania village?",
        "Mooresburg",
        [
            S(
                "QWERTY: QWERTY is the most widely used keyboard layout for Latin script, named "
                "after the first six letters on its top row of letters. It was devised by the "
                "newspaper editor and inventor Christopher Latham Sholes for the Sholes and "
                "Glidden typewriter, which E. Remington and Sons began making in 1873."
            ),
            D(
                "Dvorak keyboard layout: The Dvorak Simplified Keyboard is a layout for English "
                "patented in 1936 by the educational psychologist August Dvorak and his "
                "brother-in-law William Dealey. It puts the vowels and the most common "
                "consonants on the home row so that a typist's fingers travel less."
            ),
            D(
                "E. Remington and Sons: E. Remington and Sons was an American maker of firearms "
                "founded by Eliphalet Remington in 1816 in Ilion, New York. In 1873 it agreed to "
                "build a new writing machine, and in 1886 it sold that business, which was later "
                "renamed the Remington Typewriter Company."
            ),
            D(
                "AZERTY: AZERTY is a keyboard layout used mainly in France and Belgium, named "
                "after the first six letters of its top row. It moves the A, Z and M keys from "
                "their English places, and a typist must hold the shift key to type digits, "
                "which share their keys with accented letters and punctuation."
            ),
            S(
                "Christopher Latham Sholes: Christopher Latham Sholes (1819 \u2013 1890) was an "
                "American inventor and newspaper publisher born on 14 February 1819 in "
                "Mooresburg, Pennsylvania. After moving west he edited papers, sat in a state "
                "senate and, with Carlos Glidden and Samuel Soule, patented a typewriter in 1868."
            ),
            D(
                "QWERTZ: QWERTZ is a keyboard layout used across much of Central Europe, "
                "including Germany, Austria and Switzerland. The Z and Y keys are swapped "
                "compared with the English layout because Z is far more common in German, and "
                "the German form adds keys for the umlauted vowels and the sharp s."
            ),
            D(
                "Typewriter: A typewriter is a machine that prints characters one at a time by "
                "striking type against an inked ribbon. The Remington No. 2 of 1878 was the first "
                "popular model with a shift key for capital and small letters, and typewriters "
                "filled offices until personal computers took over in the 1980s and 1990s."
            ),
            D(
                "Sholes and Glidden typewriter: The Sholes and Glidden typewriter, sold from "
                "1874, was the first commercially successful typewriter. It printed only capital "
                "letters and struck the paper from below, so the typist could not see the text, "
                "and it was built in a factory that also turned out sewing machines."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the emperor who presided over the Diet of Worms in 1521 born?",
        "Ghent",
        [
            D(
                "Martin Luther: Martin Luther (1483 \u2013 1546) was a German priest and "
                "theologian born in Eisleben in the County of Mansfeld. His Ninety-five Theses of "
                "1517 set off the Protestant Reformation, and he translated the Bible into German "
                "before dying in his home town of Eisleben in February 1546."
            ),
            S(
                "Charles V, Holy Roman Emperor: Charles V (1500 \u2013 1558) was born on 24 "
                "February 1500 in Ghent, in the Burgundian Netherlands. King of Spain from 1516 "
                "and Holy Roman Emperor from 1519, he ruled a vast Habsburg realm until he "
                "abdicated in 1556 and retired to the monastery of Yuste, where he died."
            ),
            D(
                "Ferdinand I, Holy Roman Emperor: Ferdinand I (1503 \u2013 1564) was a Habsburg "
                "ruler born in Alcal\u00e1 de Henares in Castile. He took over the Austrian lands "
                "in 1521, became King of Bohemia and of Hungary in 1526, and followed his elder "
                "brother as Holy Roman Emperor in 1556, dying in Vienna in July 1564."
            ),
            D(
                "Worms, Germany: Worms is a city on the west bank of the Rhine in "
                "Rhineland-Palatinate and one of the oldest towns in Germany. Its Romanesque "
                "cathedral of St Peter was finished in the 12th century, and the city appears "
                "in the Nibelungenlied as the seat of the Burgundian kings."
            ),
            D(
                "Maximilian I, Holy Roman Emperor: Maximilian I (1459 \u2013 1519) was a Habsburg "
                "ruler born in Wiener Neustadt. His marriage to Mary of Burgundy in 1477 brought "
                "the Low Countries to his family, he held a diet at Worms in 1495 that proclaimed "
                "a perpetual public peace, and he died at Wels in January 1519."
            ),
            D(
                "Edict of Worms: The Edict of Worms was a decree dated 25 May 1521 that banned "
                "the writings of Martin Luther and declared him an outlaw of the Holy Roman "
                "Empire. Frederick the Wise, Elector of Saxony, had him hidden at the Wartburg "
                "castle, where he began translating the New Testament into German."
            ),
            S(
                "Diet of Worms: The Diet of Worms was an assembly of the estates of the Holy "
                "Roman Empire held in Worms in 1521 under the young Emperor Charles V. Martin "
                "Luther was summoned before it in April to recant his writings, and when he "
                "refused, the emperor condemned him as a heretic."
            ),
            D(
                "Diet of Augsburg: The Diet of Augsburg was one of several imperial assemblies "
                "held in the Swabian city of Augsburg. At the session of 1530 the Lutheran "
                "princes presented the Augsburg Confession, drafted by Philip Melanchthon, and "
                "at that of 1555 the Peace of Augsburg let each prince set his state's faith."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the Egyptian president who signed the Camp David Accords born?",
        "Mit Abu El Kom",
        [
            D(
                "Egypt\u2013Israel peace treaty: The Egypt\u2013Israel peace treaty was signed in "
                "Washington, D.C., on 26 March 1979, sixteen months after the Egyptian leader's "
                "visit to Jerusalem. Israel agreed to withdraw from the Sinai Peninsula, which it "
                "had held since 1967, and its last troops left in April 1982."
            ),
            D(
                "Menachem Begin: Menachem Begin (1913 \u2013 1992) was an Israeli politician "
                "born in Brest-Litovsk, then part of the Russian Empire. He led the Irgun "
                "underground before independence, founded the Herut party in 1948 and became "
                "Prime Minister in 1977, and he won the Nobel Peace Prize the next year."
            ),
            D(
                "Jimmy Carter: Jimmy Carter (1924 \u2013 2024) was the 39th President of the "
                "United States, serving from 1977 to 1981. Born in Plains, Georgia, he ran the "
                "family peanut farm before entering politics, and he won the Nobel Peace Prize in "
                "2002 for decades of work for peace and human rights."
            ),
            S(
                "Camp David Accords: The Camp David Accords were two framework agreements signed "
                "at the White House on 17 September 1978 by the Egyptian President Anwar Sadat "
                "and the Israeli Prime Minister Menachem Begin. They followed thirteen days of "
                "secret talks hosted by Jimmy Carter at the presidential retreat in Maryland."
            ),
            D(
                "Hosni Mubarak: Hosni Mubarak (1928 \u2013 2020) was an Egyptian air force "
                "commander born in Kafr El-Meselha in the Monufia Governorate. Vice-president "
                "from 1975, he became president in October 1981 and ruled for almost thirty "
                "years, until mass protests forced him to step down on 11 February 2011."
            ),
            D(
                "Yom Kippur War: The Yom Kippur War began on 6 October 1973, when Egypt and Syria "
                "launched a surprise attack on Israeli positions in the Sinai Peninsula and on "
                "the Golan Heights. After early Egyptian gains on the east bank of the canal, "
                "Israel struck back, and a ceasefire was agreed in late October."
            ),
            D(
                "Camp David: Camp David is the country retreat of the President of the United "
                "States, set in the wooded hills of Catoctin Mountain Park in Frederick County, "
                "Maryland. Built in the 1930s as a camp for federal employees, it was called "
                "Shangri-La by Franklin D. Roosevelt and was renamed in 1953 after the then "
                "president's grandson."
            ),
            S(
                "Anwar Sadat: Anwar Sadat (1918 \u2013 1981) was an Egyptian army officer and "
                "statesman born on 25 December 1918 in Mit Abu El Kom, a village in the Nile "
                "Delta province of Monufia. He became president in 1970 and was shot dead by "
                "Islamist soldiers at a military parade in Cairo on 6 October 1981."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the Soviet leader who launched perestroika born?",
        "Privolnoye",
        [
            D(
                "Glasnost: Glasnost, meaning openness, was a policy of freer discussion and "
                "publication introduced in the Soviet Union from 1986. Censorship was eased, "
                "banned books and films were released, and newspapers began to report on "
                "disasters such as the Chernobyl accident and on the crimes of the Stalin era."
            ),
            S(
                "Perestroika: Perestroika, meaning restructuring, was the programme of political "
                "and economic reform launched in the Soviet Union by Mikhail Gorbachev after he "
                "became General Secretary of the Communist Party in 1985. It allowed small "
                "private cooperatives and contested elections but failed to revive the economy."
            ),
            D(
                "Raisa Gorbacheva: Raisa Gorbacheva (1932 \u2013 1999) was a Soviet sociologist "
                "born in Rubtsovsk, in the Altai region of Siberia. She married a fellow student "
                "of Moscow State University in 1953, became a prominent first lady in the late "
                "1980s and died of leukaemia in M\u00fcnster, Germany, in September 1999."
            ),
            D(
                "Konstantin Chernenko: Konstantin Chernenko (1911 \u2013 1985) was a Soviet "
                "politician born in Bolshaya Tes, a village on the Yenisei in Siberia. Already "
                "gravely ill when he became General Secretary of the Communist Party in February "
                "1984, he died in Moscow thirteen months later, on 10 March 1985."
            ),
            S(
                "Mikhail Gorbachev: Mikhail Gorbachev (1931 \u2013 2022) was a Soviet statesman "
                "born on 2 March 1931 in Privolnoye, a village in the Stavropol region of "
                "southern Russia. The last leader of the Soviet Union, he won the Nobel Peace "
                "Prize in 1990, resigned on 25 December 1991 and died in Moscow in August 2022."
            ),
            D(
                "Yuri Andropov: Yuri Andropov (1914 \u2013 1984) was a Soviet politician born in "
                "Nagutskaya in the Stavropol Governorate. He was ambassador to Hungary during the "
                "uprising of 1956, chaired the KGB from 1967 to 1982 and led the Soviet Union "
                "for fifteen months, until his death in February 1984."
            ),
            D(
                "Eduard Shevardnadze: Eduard Shevardnadze (1928 \u2013 2014) was a Georgian "
                "politician born in Mamati in western Georgia. As Soviet foreign minister from "
                "1985 to 1990 he helped to end the Cold War, and he later led independent Georgia "
                "from 1992 until the Rose Revolution forced him out in November 2003."
            ),
            D(
                "Dissolution of the Soviet Union: The Soviet Union was dissolved on 26 December "
                "1991, a day after its president resigned and passed control of the nuclear "
                "arsenal to the Russian president. The leaders of Russia, Ukraine and Belarus "
                "had agreed in the Belovezha Forest on 8 December that the union had ceased to "
                "exist."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which city was founded by the emperor whose army won the Battle of Adwa?",
        "Addis Ababa",
        [
            D(
                "Taytu Betul: Taytu Betul (c. 1851 \u2013 1918) was Empress of Ethiopia as the "
                "wife of Menelik II, whom she married in 1883. A forceful adviser at court, she "
                "opposed the Treaty of Wuchale and led thousands of her own soldiers in the "
                "campaign against the Italians in 1895 and 1896."
            ),
            S(
                "Menelik II: Menelik II (1844 \u2013 1913) was King of Shewa from 1866 and "
                "Emperor of Ethiopia from 1889 until his death. He pushed the empire far to the "
                "south and west, founded the city of Addis Ababa in 1886 as his new seat, and "
                "brought the telephone, the railway and modern schools to the country."
            ),
            D(
                "Haile Selassie: Haile Selassie (1892 \u2013 1975) was Emperor of Ethiopia from "
                "1930 to 1974, born in Ejersa Goro near Harar. He went into exile after the "
                "Italian invasion of 1935 and 1936, returned in 1941 with British help, and was "
                "deposed by the military junta known as the Derg on 12 September 1974."
            ),
            D(
                "Gondar: Gondar is a city in the Amhara Region of northern Ethiopia, north of "
                "Lake Tana. Emperor Fasilides made it his capital around 1636, and the walled "
                "compound of castles that he and his successors built there, the Fasil Ghebbi, "
                "is now a UNESCO World Heritage Site."
            ),
            S(
                "Battle of Adwa: The Battle of Adwa was fought on 1 March 1896 near the town of "
                "Adwa in Tigray, where the Ethiopian army of Emperor Menelik II crushed an "
                "Italian force under General Oreste Baratieri. The defeat ended the First "
                "Italo-Ethiopian War and secured Ethiopia's independence."
            ),
            D(
                "Treaty of Wuchale: The Treaty of Wuchale was signed by Italy and Ethiopia in "
                "May 1889. Its Article 17 read in the Italian text as making Ethiopia an Italian "
                "protectorate, while the Amharic text only let the emperor use Italy for foreign "
                "affairs, and the quarrel over it led to war in 1895."
            ),
            D(
                "Tewodros II: Tewodros II (c. 1818 \u2013 1868) was Emperor of Ethiopia from "
                "1855, born Kassa Hailu in Qwara in the west of the country. He set out to unite "
                "and modernise the empire, but after he imprisoned British envoys an army stormed "
                "his fortress at Magdala, where he shot himself in April 1868."
            ),
            D(
                "Yohannes IV: Yohannes IV (1837 \u2013 1889) was Emperor of Ethiopia from 1872, "
                "ruling from Mekelle in Tigray. He defeated Egyptian armies at Gundet in 1875 "
                "and at Gura in 1876, and he was killed fighting the Mahdist army of Sudan at "
                "the Battle of Gallabat, near the Sudanese border, in March 1889."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "where was the korean admiral who won the battle of myeongnyang born",
        "Seoul",
        [
            D(
                "Imjin War: The Imjin War was the pair of Japanese invasions of Korea launched "
                "in 1592 and 1597 by the regent who had unified Japan. Ming China sent armies to "
                "help the Joseon kingdom, and the Japanese pulled out in 1598 after their leader "
                "died, leaving much of the peninsula devastated."
            ),
            D(
                "Turtle ship: The turtle ship, or geobukseon, was a Korean warship of the Joseon "
                "period covered with a roof of plates and iron spikes to stop enemies from "
                "boarding. Driven by oars and armed with cannon on every side, it was used with "
                "great success against Japanese fleets from 1592."
            ),
            S(
                "Battle of Myeongnyang: The Battle of Myeongnyang was fought on 26 October 1597 "
                "in the narrow Myeongnyang Strait off south-western Korea. Admiral Yi Sun-sin, "
                "with only 13 warships, used the strong tidal currents to beat a Japanese fleet "
                "of more than 130 ships and halt its advance up the west coast."
            ),
            D(
                "Battle of Noryang: The Battle of Noryang, fought on 16 December 1598 in the "
                "Noryang Strait, was the last major battle of the Japanese invasions of Korea. A "
                "joint Korean and Ming Chinese fleet attacked Japanese ships sailing home, and "
                "the Korean commander was killed by a bullet during the fighting."
            ),
            D(
                "Won Gyun: Won Gyun (1540 \u2013 1597) was a Korean naval commander of the "
                "Joseon dynasty who replaced his rival at the head of the navy in 1597. That "
                "August he led the fleet to a crushing defeat by the Japanese at the Battle of "
                "Chilcheollyang, where most of its ships were lost and he himself was killed."
            ),
            S(
                "Yi Sun-sin: Yi Sun-sin (1545 \u2013 1598) was a Korean admiral of the Joseon "
                "dynasty born on 28 April 1545 in Hanseong, today's Seoul. Famed for his turtle "
                "ships, he won a long string of sea battles against the Japanese from 1592 and "
                "was killed at the Battle of Noryang in December 1598."
            ),
            D(
                "Gwon Yul: Gwon Yul (1537 \u2013 1599) was a Korean general of the Joseon "
                "dynasty who commanded the defence of Haengju fortress, north-west of the "
                "capital, in March 1593. His small garrison, helped by monks and by women "
                "carrying stones, drove off a much larger Japanese army."
            ),
            D(
                "Hansando: Hansando is an island off the southern coast of Korea near Tongyeong "
                "in South Gyeongsang Province. In the strait nearby, Korean ships lured a "
                "Japanese fleet into open water in August 1592 and destroyed it in a crane-wing "
                "formation, and a shrine on the island recalls the victory."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the Czechoslovak leader who led the Prague Spring born?",
        "Uhrovec",
        [
            D(
                "Gust\u00e1v Hus\u00e1k: Gust\u00e1v Hus\u00e1k (1913 \u2013 1991) was a Slovak "
                "communist born in D\u00fabravka, now part of Bratislava. He took over the "
                "leadership of the Communist Party in April 1969, carried out the policy known "
                "as normalisation, and was President of Czechoslovakia from 1975 to December 1989."
            ),
            D(
                "Ludv\u00edk Svoboda: Ludv\u00edk Svoboda (1895 \u2013 1979) was a Czech general "
                "born in Hroznat\u00edn in Moravia. He commanded the Czechoslovak army corps that "
                "fought beside the Red Army in the Second World War, and he served as President "
                "of Czechoslovakia from March 1968 until May 1975."
            ),
            D(
                "Jan Palach: Jan Palach (1948 \u2013 1969) was a Czech student of history and "
                "political economy at Charles University in Prague. On 16 January 1969 he set "
                "himself on fire in Wenceslas Square in protest against the occupation of his "
                "country, and he died of his burns three days later."
            ),
            S(
                "Alexander Dub\u010dek: Alexander Dub\u010dek (1921 \u2013 1992) was a Slovak "
                "politician born on 27 November 1921 in Uhrovec, in western Slovakia. He spent "
                "his boyhood in Soviet Kirghizia, was expelled from the Communist Party in 1970, "
                "and from 1989 chaired the federal parliament. He died after a car crash."
            ),
            D(
                "Anton\u00edn Novotn\u00fd: Anton\u00edn Novotn\u00fd (1904 \u2013 1975) was a "
                "Czech communist born in Let\u0148any, near Prague. He led the Communist Party "
                "of Czechoslovakia from 1953 and was also president from 1957, but he lost the "
                "party leadership in January 1968 and resigned as president that March."
            ),
            D(
                "Velvet Revolution: The Velvet Revolution was a peaceful revolution in "
                "Czechoslovakia in November and December 1989 that ended four decades of "
                "communist rule. It began with a student march in Prague on 17 November, and "
                "the dissident playwright V\u00e1clav Havel was elected president on 29 December."
            ),
            S(
                "Prague Spring: The Prague Spring was a period of political liberalisation in "
                "Czechoslovakia that began on 5 January 1968, when the reformer Alexander "
                "Dub\u010dek was elected First Secretary of the Communist Party. It promised "
                "socialism with a human face but was crushed by a Soviet-led invasion that August."
            ),
            D(
                "Charter 77: Charter 77 was a document issued in January 1977 by Czechoslovak "
                "dissidents, among them the philosopher Jan Pato\u010dka, that accused the "
                "government of failing to respect human rights it had signed up to in Helsinki. "
                "Its signers were harassed, and Pato\u010dka died after police questioning."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that built the F-14 Tomcat?",
        "Leroy Grumman",
        [
            D(
                "McDonnell Douglas F-15 Eagle: The F-15 Eagle is an American twin-engine "
                "fighter designed by McDonnell Douglas for the United States Air Force. It first "
                "flew in July 1972 and entered service in 1976, and it has been credited with "
                "more than a hundred air-to-air victories without a single loss in combat."
            ),
            S(
                "Grumman Aircraft Engineering Corporation: Grumman was an American aircraft "
                "maker founded on 6 December 1929 by Leroy Grumman and a few partners in "
                "Baldwin, on Long Island, New York. It built carrier fighters for the United "
                "States Navy such as the Wildcat and the Hellcat, and in 1994 Northrop bought it."
            ),
            D(
                "Northrop Corporation: Northrop Corporation was an American aircraft maker "
                "founded in 1939 by the designer Jack Northrop in Hawthorne, California. It built "
                "the P-61 Black Widow night fighter and the F-5 light fighter, and in 1994 it "
                "took over a Long Island rival to form a larger defence company."
            ),
            D(
                "Vought F4U Corsair: The F4U Corsair was an American fighter with bent gull "
                "wings, built mainly by Chance Vought from 1942 to 1953. It served with the "
                "United States Navy and Marine Corps in the Second World War and in Korea, where "
                "a Corsair pilot shot down a MiG-15 jet fighter in September 1952."
            ),
            D(
                "Grumman F6F Hellcat: The F6F Hellcat was an American carrier-based fighter of "
                "the Second World War, built on Long Island to replace the Wildcat. It entered "
                "service in 1943, more than 12,000 were made by the end of the war, and Navy "
                "pilots flying it were credited with over 5,000 enemy aircraft."
            ),
            S(
                "Grumman F-14 Tomcat: The F-14 Tomcat is an American twin-engine fighter with "
                "variable-sweep wings, built by Grumman for the United States Navy. It first flew "
                "on 21 December 1970, entered service on aircraft carriers in 1974 and was "
                "retired by the Navy in 2006, though Iran still flies the type."
            ),
            D(
                "McDonnell Douglas: McDonnell Douglas was an American aerospace company formed "
                "in 1967 by the merger of McDonnell Aircraft and the Douglas Aircraft Company. "
                "Based in St. Louis, Missouri, it built the F-4 Phantom II, the F-15 Eagle and "
                "the DC-10 airliner before it merged with Boeing in 1997."
            ),
            D(
                "Northrop Grumman: Northrop Grumman is an American aerospace and defence "
                "company with its headquarters in Falls Church, Virginia. Formed by a merger in "
                "1994, it builds the B-2 Spirit and B-21 Raider stealth bombers and was the main "
                "contractor for the James Webb Space Telescope, launched in December 2021."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that made the palmpilot handheld",
        "Jeff Hawkins",
        [
            D(
                "Apple Newton: The Newton was a line of handheld computers made by Apple from "
                "1993 to 1998. Its first model, the MessagePad, was sold as a personal digital "
                "assistant, a term made popular by the company's chief executive John Sculley, "
                "but its handwriting recognition was widely mocked."
            ),
            D(
                "U.S. Robotics: U.S. Robotics is an American maker of modems founded in Chicago "
                "in 1976 and later based in Skokie, Illinois. It bought the handheld maker Palm "
                "Computing in 1995 and was itself bought by 3Com in 1997, which spun the "
                "handheld business off as a separate company in 2000."
            ),
            S(
                "PalmPilot: The PalmPilot was a line of handheld personal digital assistants "
                "sold from 1996 by Palm Computing, then part of the modem maker U.S. Robotics. "
                "The first models, the Pilot 1000 and Pilot 5000, synced with a desktop computer "
                "and took stylus input in a simplified alphabet called Graffiti."
            ),
            D(
                "BlackBerry Limited: BlackBerry Limited, known until 2013 as Research In Motion, "
                "is a Canadian technology company founded in 1984 by Mike Lazaridis and Douglas "
                "Fregin in Waterloo, Ontario. Its BlackBerry phones, with their small keyboards, "
                "were favoured by business users and politicians in the 2000s."
            ),
            D(
                "Psion Organiser: The Psion Organiser was a handheld computer launched in 1984 "
                "by the London software company Psion, which David Potter had founded in 1980. "
                "Looking like a large calculator with a one-line display, it is often called the "
                "first practical personal digital assistant."
            ),
            D(
                "Handspring: Handspring was an American maker of handheld computers based in "
                "Mountain View, California. Its Visor organisers of 1999 ran the Palm operating "
                "system and took plug-in modules in a slot on the back, its Treo smartphones "
                "followed in 2002, and it merged into Palm in 2003."
            ),
            D(
                "webOS: webOS is an operating system first released by Palm with the Palm Pre "
                "smartphone in 2009. After HP bought Palm in 2010 for about 1.2 billion dollars, "
                "the system was tried on a tablet that was dropped within weeks, and in 2013 it "
                "was sold to LG Electronics, which uses it in its televisions."
            ),
            S(
                "Palm, Inc.: Palm, Inc. was an American maker of handheld computers and "
                "smartphones founded in 1992 by Jeff Hawkins, who was soon joined by Donna "
                "Dubinsky and Ed Colligan. Its Pilot and Palm organisers led the market for "
                "personal digital assistants in the late 1990s, and HP bought it in 2010."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the last King of the French die?",
        "Claremont, Surrey",
        [
            D(
                "Charles X of France: Charles X (1757 \u2013 1836) was the last Bourbon king of "
                "France, reigning from 1824 until he was overthrown in the July Revolution of "
                "1830. A younger brother of Louis XVI and Louis XVIII, he went into exile in "
                "Britain and then Austria, and he died of cholera in Gorizia in November 1836."
            ),
            S(
                "King of the French: King of the French was the title of the French monarch "
                "under the constitutional monarchies of 1791 to 1792 and 1830 to 1848, chosen to "
                "show that the king reigned over a people rather than a land. Louis XVI was the "
                "first to bear it, and Louis Philippe I was the last."
            ),
            D(
                "Louis XVI: Louis XVI (1754 \u2013 1793) was born at the Palace of Versailles and "
                "became King of France in 1774. He was the last king before the monarchy fell in "
                "August 1792, and after a trial before the National Convention he was "
                "guillotined in the Place de la R\u00e9volution in Paris on 21 January 1793."
            ),
            D(
                "July Revolution: The July Revolution was a revolt in Paris on 27, 28 and 29 July "
                "1830, known as the Three Glorious Days, that overthrew Charles X. The Chamber of "
                "Deputies then gave the crown to his cousin, the Duke of Orl\u00e9ans, and the "
                "rising is remembered by the July Column in the Place de la Bastille."
            ),
            D(
                "French Revolution of 1848: The French Revolution of 1848, also called the "
                "February Revolution, broke out in Paris on 22 February 1848 over a ban on "
                "political banquets. Within days the king had abdicated, and a provisional "
                "government proclaimed the Second Republic, which chose a president that December."
            ),
            D(
                "Henri, Count of Chambord: Henri, Count of Chambord (1820 \u2013 1883), a "
                "grandson of Charles X, was the Legitimist claimant to the French throne from "
                "1844. Offered the crown by a royalist assembly in 1873, he would not accept the "
                "tricolour flag, and he died childless at Frohsdorf in Austria in August 1883."
            ),
            S(
                "Louis Philippe I: Louis Philippe I (1773 \u2013 1850) was born at the "
                "Palais-Royal in Paris and reigned over the July Monarchy from 1830. Overthrown "
                "in the revolution of February 1848, he fled across the Channel to England, where "
                "he died in exile at Claremont, Surrey, on 26 August 1850."
            ),
            D(
                "Palais-Royal: The Palais-Royal is a former royal palace in Paris facing the "
                "Louvre, built for Cardinal Richelieu in the 1630s and later the home of the "
                "Orl\u00e9ans branch of the royal family. Around its arcaded garden it now houses "
                "the Council of State, the Constitutional Council and the Ministry of Culture."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the first president of mexico born",
        "Tamazula, Durango",
        [
            S(
                "President of Mexico: The President of Mexico is the head of state and of "
                "government of the country, elected by popular vote for a single six-year term. "
                "The office was created by the federal constitution of 1824, and the first to "
                "hold it was Guadalupe Victoria, who took office that October."
            ),
            D(
                "Agust\u00edn de Iturbide: Agust\u00edn de Iturbide (1783 \u2013 1824) was a "
                "Mexican army officer born in Valladolid, now Morelia. After changing sides to "
                "lead the final campaign for independence, he was crowned Emperor of Mexico in "
                "1822, gave up the throne the next year, and was shot at Padilla in 1824."
            ),
            D(
                "Vicente Guerrero: Vicente Guerrero (1782 \u2013 1831) was a leader of the "
                "Mexican War of Independence born in Tixtla, in the state now named Guerrero "
                "after him. He served as the second President of Mexico in 1829, abolished "
                "slavery that September, and was overthrown and then executed in 1831."
            ),
            D(
                "Miguel Hidalgo y Costilla: Miguel Hidalgo y Costilla (1753 \u2013 1811) was a "
                "Mexican Catholic priest born on a hacienda near P\u00e9njamo, Guanajuato. His "
                "call to arms in the town of Dolores on 16 September 1810 began the War of "
                "Independence, and he was captured and executed in Chihuahua in July 1811."
            ),
            S(
                "Guadalupe Victoria: Guadalupe Victoria (1786 \u2013 1843), born Jos\u00e9 "
                "Miguel Ram\u00f3n Fern\u00e1ndez y F\u00e9lix, was a Mexican general and "
                "politician born in Tamazula, in what is now the state of Durango. A guerrilla "
                "leader in the War of Independence, he was president from 1824 to 1829."
            ),
            D(
                "Benito Ju\u00e1rez: Benito Ju\u00e1rez (1806 \u2013 1872) was a Mexican lawyer "
                "born in San Pablo Guelatao, Oaxaca, and the first president of indigenous "
                "Zapotec descent. He led the liberal side in the Reform War and the resistance to "
                "the French-backed emperor Maximilian, and he died in office in July 1872."
            ),
            D(
                "Constitution of 1824: The Federal Constitution of the United Mexican States of "
                "1824 made Mexico a federal republic after the fall of its short-lived empire, "
                "dividing the country into 19 states and 4 territories. It provided for a "
                "president and vice-president chosen by the state legislatures."
            ),
            D(
                "Mexican War of Independence: The Mexican War of Independence was the armed "
                "struggle against Spanish rule that began with the Cry of Dolores on 16 September "
                "1810. After more than a decade of fighting, the Army of the Three Guarantees "
                "entered Mexico City on 27 September 1821, and independence was declared."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the mother of the emperor who ruled Rome during the Great Fire of 64 AD?",
        "Agrippina the Younger",
        [
            D(
                "Claudius: Claudius (10 BC \u2013 54 AD) was Roman emperor from 41 AD, born at "
                "Lugdunum in Gaul. Under him the conquest of Britain began in 43 AD and the "
                "harbour at Ostia was enlarged, and ancient writers claimed that his death in "
                "October 54 AD was caused by a dish of poisoned mushrooms."
            ),
            D(
                "Agrippina the Elder: Agrippina the Elder (14 BC \u2013 33 AD) was a Roman "
                "noblewoman, a granddaughter of Augustus and the wife of the general Germanicus, "
                "and one of her sons became the emperor Caligula. After her husband's death she "
                "was exiled by Tiberius to the island of Pandateria, where she starved to death."
            ),
            S(
                "Great Fire of Rome: The Great Fire of Rome broke out in July 64 AD among shops "
                "near the Circus Maximus and burned for six days, destroying three of the city's "
                "fourteen districts. The emperor Nero was away at Antium when it started, and he "
                "later blamed the Christians of the city for the disaster."
            ),
            D(
                "Domus Aurea: The Domus Aurea, or Golden House, was a vast palace built in the "
                "heart of Rome after the fire of 64 AD, with parkland, an artificial lake and a "
                "dining room that was said to revolve. Later emperors built over it, and the "
                "Colosseum stands on the site of its lake."
            ),
            D(
                "Caligula: Caligula (12 \u2013 41 AD) was Roman emperor from 37 AD, born at "
                "Antium as Gaius Julius Caesar Germanicus. His nickname, meaning little boot, "
                "came from the small soldier's boots he wore as a child in his father's army "
                "camps on the Rhine, and his own guards murdered him in January 41 AD."
            ),
            S(
                "Nero: Nero (37 \u2013 68 AD) was Roman emperor from 54 AD until his suicide in "
                "68 AD, the last of the Julio-Claudian dynasty. Born at Antium, he was the son of "
                "Gnaeus Domitius Ahenobarbus and Agrippina the Younger, whose marriage to "
                "Claudius in 49 AD made him the elderly emperor's adopted heir."
            ),
            D(
                "Poppaea Sabina: Poppaea Sabina (30 \u2013 65 AD) was a Roman noblewoman who "
                "became the second wife of the emperor in 62 AD, after he divorced Claudia "
                "Octavia and had her killed. Their daughter Claudia Augusta died as a baby in 63 "
                "AD, and Poppaea died two years later, reportedly after a kick by her husband."
            ),
            D(
                "Tacitus: Publius Cornelius Tacitus (c. 56 \u2013 c. 120 AD) was a Roman "
                "senator and historian. His Annals trace the empire from the death of Augustus in "
                "14 AD into the reign of the last Julio-Claudian, telling of the great fire of 64 "
                "AD and the punishment of Christians that followed it."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of the People's Budget die?",
        "Llanystumdwy",
        [
            D(
                "H. H. Asquith: Herbert Henry Asquith (1852 \u2013 1928) was a British Liberal "
                "politician born in Morley, Yorkshire, who was Prime Minister from 1908 to 1916. "
                "His government brought in old-age pensions and curbed the power of the Lords, "
                "and he died at his home in Sutton Courtenay, Berkshire, in February 1928."
            ),
            S(
                "People's Budget: The People's Budget was the budget brought in by the "
                "Chancellor of the Exchequer David Lloyd George in April 1909. It raised taxes on "
                "high incomes and on land to pay for old-age pensions and other social reforms, "
                "and its rejection by the House of Lords led to the Parliament Act 1911."
            ),
            D(
                "Parliament Act 1911: The Parliament Act 1911 is a law of the United Kingdom "
                "that took away the House of Lords' power to veto bills passed by the Commons, "
                "leaving it able only to delay them for up to two years and not at all for money "
                "bills. It also cut the longest life of a parliament from seven years to five."
            ),
            D(
                "Megan Lloyd George: Megan Lloyd George (1902 \u2013 1966) was a Welsh "
                "politician and the first woman to sit in Parliament for a Welsh seat, "
                "representing Anglesey as a Liberal from 1929 to 1951. She later joined the "
                "Labour Party, won Carmarthen in 1957, and died as its member in May 1966."
            ),
            D(
                "National Insurance Act 1911: The National Insurance Act 1911 set up health "
                "insurance for most British wage earners and unemployment insurance for trades "
                "such as shipbuilding and building. Workers, employers and the state each paid "
                "into the scheme, and insured workers could see a panel doctor for free."
            ),
            D(
                "Bonar Law: Andrew Bonar Law (1858 \u2013 1923) was a Conservative politician "
                "born in Rexton, New Brunswick, the first British prime minister born outside the "
                "British Isles. Chancellor of the Exchequer from 1916 to 1919, he was Prime "
                "Minister for 209 days from October 1922 and died in London in October 1923."
            ),
            S(
                "David Lloyd George: David Lloyd George (1863 \u2013 1945) was a Welsh Liberal "
                "politician who was Chancellor of the Exchequer from 1908 to 1915 and Prime "
                "Minister from 1916 to 1922. Made Earl Lloyd-George of Dwyfor early in 1945, he "
                "died that March at Llanystumdwy, the Caernarfonshire village where he grew up."
            ),
            D(
                "Gwilym Lloyd George: Gwilym Lloyd George (1894 \u2013 1967) was a Welsh "
                "politician who sat first as a Liberal and later as a National Liberal. He was "
                "Minister of Fuel and Power during the Second World War and Home Secretary from "
                "1954 to 1957, when he was made Viscount Tenby. He died in February 1967."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Dwight D. Eisenhower and Lyndon B. Johnson both born in Texas?",
        "yes",
        [
            D(
                "John F. Kennedy: John F. Kennedy (1917 \u2013 1963) was the 35th President of "
                "the United States, born in Brookline, Massachusetts, on 29 May 1917. Elected in "
                "1960 as the youngest man ever voted into the office, he faced down the Soviet "
                "Union over Cuba and was assassinated in Dallas, Texas, on 22 November 1963."
            ),
            S(
                "Dwight D. Eisenhower: Dwight D. Eisenhower (1890 \u2013 1969) was the 34th "
                "President of the United States, serving from 1953 to 1961. Born in Denison, "
                "Texas, on 14 October 1890 and raised in Abilene, Kansas, he had commanded the "
                "Allied invasion of Normandy in 1944 as Supreme Commander in Europe."
            ),
            D(
                "Mamie Eisenhower: Mamie Geneva Doud Eisenhower (1896 \u2013 1979) was First "
                "Lady of the United States from 1953 to 1961. Born in Boone, Iowa, and raised "
                "largely in Denver, she married a young army lieutenant in 1916 and moved home "
                "more than thirty times in the course of his military career."
            ),
            D(
                "Harry S. Truman: Harry S. Truman (1884 \u2013 1972) was the 33rd President of "
                "the United States, born in Lamar, Missouri. Vice-president for only 82 days, he "
                "took office on the death of Franklin D. Roosevelt in April 1945, ordered the "
                "atomic bombings of Japan, and died in Kansas City in December 1972."
            ),
            D(
                "George H. W. Bush: George H. W. Bush (1924 \u2013 2018) was the 41st President "
                "of the United States, serving from 1989 to 1993. Born in Milton, Massachusetts, "
                "he moved to Texas after the Second World War to work in the oil business, and "
                "he represented a Houston district in Congress from 1967 to 1971."
            ),
            S(
                "Lyndon B. Johnson: Lyndon B. Johnson (1908 \u2013 1973) was the 36th President "
                "of the United States, taking office on the assassination of his predecessor in "
                "November 1963. Born in a farmhouse near Stonewall, Texas, on 27 August 1908, he "
                "signed the Civil Rights Act of 1964 and died at his ranch in January 1973."
            ),
            D(
                "Lady Bird Johnson: Claudia Alta Taylor Johnson (1912 \u2013 2007), known as Lady "
                "Bird, was First Lady of the United States from 1963 to 1969. Born in Karnack, "
                "Texas, she campaigned to beautify American highways and cities, and in 1982 she "
                "founded a wildflower research centre near Austin."
            ),
            D(
                "Richard Nixon: Richard Nixon (1913 \u2013 1994) was the 37th President of the "
                "United States, born in Yorba Linda, California, on 9 January 1913. He served "
                "eight years as vice-president from 1953, won the presidency in 1968, and "
                "resigned in August 1974 over the Watergate scandal, the only president to quit."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Bernardo O'Higgins or Sim\u00f3n Bol\u00edvar?",
        "Bernardo O'Higgins",
        [
            D(
                "Ambrosio O'Higgins: Ambrosio O'Higgins (c. 1720 \u2013 1801) was an Irish-born "
                "officer in the service of Spain who rose to be Governor of Chile in 1788 and "
                "Viceroy of Peru in 1796. He founded several towns in Chile, was made Marquis of "
                "Osorno, and died in Lima in March 1801."
            ),
            D(
                "Antonio Jos\u00e9 de Sucre: Antonio Jos\u00e9 de Sucre (1795 \u2013 1830) was a "
                "Venezuelan general born in Cuman\u00e1. He won the Battle of Ayacucho in "
                "December 1824, which ended Spanish rule in Peru, served as the second President "
                "of Bolivia, and was shot dead from ambush at Berruecos in June 1830."
            ),
            S(
                "Sim\u00f3n Bol\u00edvar: Sim\u00f3n Bol\u00edvar (1783 \u2013 1830) was a "
                "Venezuelan soldier and statesman born in Caracas on 24 July 1783. He led the "
                "wars that freed Venezuela, Colombia, Ecuador, Peru and Bolivia from Spain, "
                "served as President of Gran Colombia, and died of tuberculosis in Santa Marta "
                "in December 1830."
            ),
            D(
                "Francisco de Miranda: Francisco de Miranda (1750 \u2013 1816) was a Venezuelan "
                "revolutionary born in Caracas who fought in the American War of Independence "
                "and in the armies of revolutionary France. He led the First Republic of "
                "Venezuela in 1812, was handed to the Spanish, and died in prison in C\u00e1diz."
            ),
            D(
                "Battle of Chacabuco: The Battle of Chacabuco was fought on 12 February 1817 in "
                "the hills north of Santiago, after the Army of the Andes had crossed the "
                "mountains from Argentina. The patriot army under Jos\u00e9 de San Mart\u00edn "
                "routed the royalists, and it entered Santiago two days later."
            ),
            D(
                "Gran Colombia: Gran Colombia was a republic in northern South America from 1819 "
                "to 1831, made up of today's Colombia, Venezuela, Ecuador and Panama. Proclaimed "
                "at the Congress of Angostura, it had its capital at Bogot\u00e1, and it broke "
                "apart amid regional quarrels after 1830."
            ),
            S(
                "Bernardo O'Higgins: Bernardo O'Higgins (1778 \u2013 1842) was a Chilean "
                "independence leader born in Chill\u00e1n on 20 August 1778, the son of an "
                "Irish-born colonial official. He was Supreme Director of Chile from 1817 to "
                "1823, then went into exile in Peru and died in Lima in October 1842."
            ),
            D(
                "Battle of Boyac\u00e1: The Battle of Boyac\u00e1 was fought on 7 August 1819 "
                "near Tunja, in today's Colombia, where a republican army that had crossed the "
                "Andes from the plains defeated a royalist force. It freed New Granada from "
                "Spain, and the victors marched into Bogot\u00e1 three days later."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Maximilien Robespierre or Georges Danton?",
        "Maximilien Robespierre",
        [
            D(
                "Augustin Robespierre: Augustin Robespierre (1763 \u2013 1794) was a French "
                "lawyer and deputy to the National Convention, born in Arras. Sent on mission to "
                "the Army of Italy, he backed the young artillery officer Napoleon Bonaparte, and "
                "he was guillotined beside his elder brother in July 1794."
            ),
            D(
                "Camille Desmoulins: Camille Desmoulins (1760 \u2013 1794) was a French "
                "journalist born in Guise, in Picardy. His call to arms at the Palais-Royal on 12 "
                "July 1789 helped bring about the storming of the Bastille, and after he attacked "
                "the Terror in his paper Le Vieux Cordelier he was guillotined in April 1794."
            ),
            S(
                "Georges Danton: Georges Jacques Danton (1759 \u2013 1794) was a French "
                "revolutionary born in Arcis-sur-Aube, in Champagne, on 26 October 1759. A lawyer "
                "and a gifted speaker, he led the first Committee of Public Safety, but he urged "
                "an end to the Terror and was guillotined on 5 April 1794."
            ),
            D(
                "Jean-Paul Marat: Jean-Paul Marat (1743 \u2013 1793) was a physician and radical "
                "journalist born in Boudry, in the Principality of Neuch\u00e2tel. His paper "
                "L'Ami du peuple attacked the enemies of the Revolution, and he was stabbed to "
                "death in his bath by Charlotte Corday on 13 July 1793."
            ),
            D(
                "Committee of Public Safety: The Committee of Public Safety was set up by the "
                "National Convention in April 1793 to defend the French Republic against its "
                "enemies at home and abroad. From that summer its twelve members ran the war and "
                "the Terror, and it lost its power after July 1794 and was wound up in 1795."
            ),
            S(
                "Maximilien Robespierre: Maximilien Robespierre (1758 \u2013 1794) was a French "
                "lawyer and revolutionary born in Arras on 6 May 1758. The leading figure of the "
                "Committee of Public Safety during the Reign of Terror, he was overthrown on 9 "
                "Thermidor and guillotined the next day, 28 July 1794."
            ),
            D(
                "Louis Antoine de Saint-Just: Louis Antoine de Saint-Just (1767 \u2013 1794) was "
                "a French revolutionary born in Decize, in the Nivernais, and the youngest deputy "
                "elected to the National Convention. A close ally of Robespierre on the Committee "
                "of Public Safety, he was guillotined with him on 28 July 1794."
            ),
            D(
                "Reign of Terror: The Reign of Terror was a period of the French Revolution from "
                "September 1793 to July 1794 in which suspected enemies of the Republic were "
                "arrested in great numbers. Some 17,000 people were sentenced to death by courts, "
                "many more died in prison, and the Law of 22 Prairial sped up trials."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which company was founded first infosys or wipro",
        "Wipro",
        [
            D(
                "Tata Consultancy Services: Tata Consultancy Services is an Indian information "
                "technology company with its headquarters in Mumbai. It was set up in 1968 as a "
                "division of Tata Sons, listed its shares in 2004, and has grown into the largest "
                "Indian IT services firm, with more than 600,000 employees."
            ),
            S(
                "Wipro: Wipro is an Indian information technology company with its headquarters "
                "in Bengaluru. It was founded on 29 December 1945 in Amalner, Maharashtra, by "
                "Mohamed Hasham Premji as Western India Vegetable Products, a maker of cooking "
                "oil, and it moved into computers and software around 1980."
            ),
            D(
                "HCLTech: HCLTech is an Indian information technology company with its "
                "headquarters in Noida, Uttar Pradesh. It grew out of Hindustan Computers "
                "Limited, started in 1976 by Shiv Nadar and five colleagues to make calculators "
                "and computers, and its services arm became a separate company in 1991."
            ),
            D(
                "Azim Premji: Azim Premji (born 1945) is an Indian businessman born in Bombay "
                "who took charge of his family's vegetable oil company in 1966, at the age of "
                "21, after his father died suddenly. He turned it into one of India's largest "
                "software firms and has given much of his fortune to education."
            ),
            D(
                "N. R. Narayana Murthy: N. R. Narayana Murthy (born 1946) is an Indian "
                "businessman born in Sidlaghatta, Karnataka. He worked at Patni Computer Systems "
                "in Pune before starting a software firm with six colleagues, led it as chief "
                "executive for some twenty years, and received the Padma Vibhushan in 2008."
            ),
            D(
                "Tech Mahindra: Tech Mahindra is an Indian information technology company with "
                "its headquarters in Pune. It began in 1986 as a joint venture between Mahindra & "
                "Mahindra and British Telecom, took its present name in 2006, and absorbed the "
                "scandal-hit Satyam Computer Services in 2013."
            ),
            S(
                "Infosys: Infosys is an Indian information technology company with its "
                "headquarters in Bengaluru. It was founded in Pune on 2 July 1981 by seven "
                "engineers, among them N. R. Narayana Murthy and Nandan Nilekani, with 10,000 "
                "rupees of capital, and it is now the second-largest Indian IT services firm."
            ),
            D(
                "Electronic City: Electronic City is an information technology hub on the "
                "southern edge of Bengaluru, Karnataka, laid out by a state electronics "
                "corporation from 1978. Its campuses employ hundreds of thousands of people, and "
                "it is home to the headquarters of one of India's largest software firms."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which communications satellite was launched first, Syncom 2 or Telstar 1?",
        "Telstar 1",
        [
            D(
                "Echo 1: Echo 1 was a passive communications satellite launched by NASA on 12 "
                "August 1960. A metallised balloon about 30 metres across, it reflected radio "
                "signals from one ground station to another rather than amplifying them, was "
                "easily seen with the naked eye, and fell back into the atmosphere in May 1968."
            ),
            S(
                "Syncom 2: Syncom 2 was an American communications satellite built by Hughes "
                "Aircraft and launched by NASA on 26 July 1963. The first satellite in a "
                "geosynchronous orbit, it carried telephone calls between the United States and "
                "Africa, among them a call from President Kennedy to Nigeria's prime minister."
            ),
            D(
                "Telstar 2: Telstar 2 was an American communications satellite built by Bell "
                "Labs and launched on 7 May 1963. It was placed in a higher orbit than its "
                "predecessor to spend less time in the radiation belts that had crippled the "
                "earlier craft, and it relayed telephone and television signals until May 1965."
            ),
            D(
                "Relay 1: Relay 1 was an experimental communications satellite built by RCA and "
                "launched by NASA on 13 December 1962. In November 1963 it carried the first "
                "television pictures across the Pacific from the United States to Japan, a "
                "broadcast that had to report the assassination of President Kennedy."
            ),
            D(
                "Hughes Aircraft Company: Hughes Aircraft was an American aerospace company "
                "founded by Howard Hughes in 1932 in Glendale, California. Its engineer Harold "
                "Rosen led the team that designed the spin-stabilised Syncom satellites, and the "
                "firm also built the giant H-4 Hercules flying boat, which flew once in 1947."
            ),
            D(
                "Syncom 3: Syncom 3 was an American communications satellite launched on 19 "
                "August 1964 and placed over the Pacific near the International Date Line as the "
                "first geostationary satellite. It relayed television pictures of the Summer "
                "Olympic Games in Tokyo to the United States that October."
            ),
            D(
                "Intelsat I: Intelsat I, nicknamed Early Bird, was the first commercial "
                "communications satellite in geosynchronous orbit, built by Hughes Aircraft and "
                "launched on 6 April 1965. It linked Europe and North America with 240 telephone "
                "circuits or a single television channel and was switched off in 1969."
            ),
            S(
                "Telstar 1: Telstar 1 was an American communications satellite built by Bell "
                "Labs for AT&T and launched by NASA from Cape Canaveral on 10 July 1962. It "
                "relayed the first live television pictures across the Atlantic that month, and "
                "it stopped working in February 1963 after radiation damaged its electronics."
            ),
        ],
        drop=1,
    ),
]
