"""The twenty-sixth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev22.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from geography, history, politics and law; a quarter of the questions (10 of 40) are typed
search-box style. Written after lexical-v19, the batch measures how far the evaluator's tuning
carries to questions it was not written against (the evaluator may be tuned meanwhile on the
earlier batches, never on this one before it is measured; dev all the same: tuned on from then
on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 353 characters and distractors 353; the longest passage is a
support in 5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "When was the Treaty of Tordesillas signed?",
        "on 7 June 1494, between the Crowns of Castile and Aragon and Portugal",
        [
            D(
                "Inter caetera: Inter caetera is a papal bull issued by Pope Alexander VI on 4 "
                "May 1493, a few months after Columbus came home from his first voyage. It "
                "granted the Spanish monarchs every land lying west of a line drawn 100 leagues "
                "beyond the Azores and Cape Verde islands, and the Portuguese king, John II, "
                "protested that it left him too little of the ocean."
            ),
            S(
                "Treaty of Tordesillas: The Treaty of Tordesillas was signed on 7 June 1494 in "
                "the town of Tordesillas, in Castile, by envoys of Ferdinand and Isabella and of "
                "John II of Portugal. It split the lands newly found outside Europe along a "
                "meridian 370 leagues west of the Cape Verde islands, the east going to Portugal "
                "and the west to Spain."
            ),
            D(
                "Treaty of Zaragoza: The Treaty of Zaragoza, signed on 22 April 1529, settled the "
                "quarrel between Spain and Portugal on the far side of the globe, where both "
                "claimed the Moluccas, the Spice Islands. Charles V gave up his claim in return "
                "for 350,000 ducats, and a line was drawn 297.5 leagues east of the islands."
            ),
            D(
                "Tordesillas: Tordesillas is a town of about 9,000 people on the River Duero in "
                "the province of Valladolid, Spain. Queen Joanna of Castile, called Joanna the "
                "Mad, was confined in its royal palace from 1509 until her death in 1555, and the "
                "convent of Santa Clara, founded in 1363 by Peter I, still stands by the river."
            ),
            D(
                "Treaty of Alcacovas: The Treaty of Alca\u00e7ovas, agreed on 4 September 1479, "
                "ended the War of the Castilian Succession between Isabella of Castile and Afonso "
                "V of Portugal. Portugal recognised Isabella as queen and gave up the Canary "
                "Islands, while Castile left Portugal the Azores, Madeira, Cape Verde and the "
                "coast of Guinea."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "when was the althing founded",
        "in 930, at Thingvellir in south-west Iceland",
        [
            D(
                "Tynwald: Tynwald, the parliament of the Isle of Man, claims to be the oldest "
                "parliament in the world that has sat without a break, tracing its origins to "
                "Norse settlers of about 979. Each year on 5 July, Tynwald Day, its members "
                "gather in the open air at St John's, where new laws are read out in English and "
                "Manx."
            ),
            D(
                "Althingishusid: The Althing's house in Reykjav\u00edk, "
                "Al\u00feingish\u00fasi\u00f0, is a grey stone building on Austurv\u00f6llur "
                "square, finished in 1881 to designs by the Danish architect Ferdinand Meldahl. "
                "Its 63 members still meet in the chamber on its upper floor, and an annexe of "
                "glass and basalt was added to the rear of the building in 2002."
            ),
            S(
                "Althing: The Althing is Iceland's parliament and one of the oldest in the world. "
                "It was founded in 930, when chieftains of the island first gathered at "
                "\u00deingvellir, a plain east of present-day Reykjav\u00edk, where a lawspeaker "
                "recited the law each summer from the Law Rock. It sat there for more than eight "
                "centuries, until 1798."
            ),
            D(
                "L\u00f8gting: The L\u00f8gting is the parliament of the Faroe Islands, and its "
                "roots lie in a Viking-age assembly that met on Tinganes, a rocky headland in "
                "T\u00f3rshavn, from around 900. Today it has 33 members, elected every four "
                "years, and it has made the islands' laws since home rule under the Danish crown "
                "began in 1948."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Bosporus or the Dardanelles?",
        "the Dardanelles, at about 61 km against about 31 km for the Bosporus",
        [
            S(
                "Bosporus: The Bosporus is a narrow strait in north-western Turkey linking the "
                "Black Sea with the Sea of Marmara. It is about 31 km long and between 700 m and "
                "3.7 km wide, and it runs through the middle of Turkey's largest city, dividing "
                "its European and Asian halves; three road bridges and two tunnels now cross it."
            ),
            D(
                "Sea of Marmara: The Sea of Marmara is an inland sea of about 11,350 square "
                "kilometres lying wholly within Turkey, between the Black Sea and the Aegean. It "
                "is some 280 km long from east to west and up to 1,370 m deep, and its largest "
                "island, Marmara, has given the sea its name through the marble quarried there "
                "since antiquity."
            ),
            S(
                "Dardanelles: The Dardanelles, known in antiquity as the Hellespont, joins the "
                "Sea of Marmara to the Aegean Sea in north-western Turkey. The strait is about 61 "
                "km long and from 1.2 to 6 km wide, with the city of \u00c7anakkale on its Asian "
                "shore, and the 1915 \u00c7anakkale Bridge, opened in 2022, spans it near the "
                "Gallipoli peninsula."
            ),
            D(
                "Kerch Strait: The Kerch Strait links the Black Sea with the Sea of Azov, between "
                "the Kerch peninsula of Crimea and the Taman peninsula. It is about 35 km long "
                "and from 4.5 to 15 km wide, and the Crimean Bridge, 19 km long and opened to "
                "cars in May 2018, crosses it by way of the island of Tuzla."
            ),
            D(
                "Gallipoli campaign: The Gallipoli campaign was an Allied attempt in 1915 to "
                "force the straits and knock the Ottoman Empire out of the First World War. "
                "British, French, Australian and New Zealand troops landed on 25 April 1915 but "
                "never got far inland, and the last of them were withdrawn in January 1916 after "
                "some 250,000 casualties on each side."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries are permanent members of the UN Security Council?",
        "China, France, Russia, the United Kingdom and the United States",
        [
            D(
                "United Nations General Assembly: The General Assembly is the one body of the "
                "United Nations in which all 193 member states sit, each with a single vote. It "
                "meets in New York from each September, elects the ten non-permanent members of "
                "the Security Council and, on the Council's recommendation, admits new members "
                "and appoints the Secretary-General."
            ),
            S(
                "United Nations Security Council: The Security Council is the UN's organ for "
                "keeping international peace. Of its fifteen seats, five are permanent and carry "
                "a veto: they belong to China, France, Russia, the United Kingdom and the United "
                "States, the main victors of the Second World War, and the other ten are filled "
                "by election for two years at a time."
            ),
            D(
                "Council of the League of Nations: When the League of Nations began work in 1920, "
                "its Council had four permanent members, Britain, France, Italy and Japan, since "
                "the United States never joined. Germany was given a permanent seat on entering "
                "the League in 1926 and the Soviet Union in 1934, while Japan and Germany both "
                "walked out in 1933."
            ),
            D(
                "Non-permanent members of the Security Council: Ten of the Council's members are "
                "elected by the General Assembly for two-year terms, five each year, and a "
                "retiring member cannot stand again at once. Seats are shared out by region, "
                "three going to Africa, and Japan, elected for the twelfth time for 2023 and "
                "2024, has served more terms than any other country."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How is a filibuster ended in the US Senate?",
        "by invoking cloture: three-fifths of the senators (60 of 100) vote to close debate, "
        "after which at most 30 more hours of debate are allowed",
        [
            D(
                "Strom Thurmond: Strom Thurmond, a senator from South Carolina, spoke on the "
                "Senate floor for 24 hours and 18 minutes on 28 and 29 August 1957 in an attempt "
                "to block the Civil Rights Act of that year, the longest speech by a single "
                "senator on record. He read out the voting laws of every state, and the bill "
                "passed all the same."
            ),
            S(
                "Cloture: Cloture is the procedure by which the US Senate brings a filibuster to "
                "an end. Under Rule XXII, first adopted in 1917, sixteen senators sign a motion, "
                "and two days later the Senate votes on it; since 1975 the votes of three-fifths "
                "of all senators, normally 60 of 100, close the debate, which may then run for no "
                "more than 30 further hours."
            ),
            D(
                "Budget reconciliation: Reconciliation is a process created by the Congressional "
                "Budget Act of 1974 under which certain tax and spending bills can pass the "
                "Senate by a simple majority. Debate on them is capped at 20 hours, and the Byrd "
                "rule, named after Senator Robert Byrd of West Virginia, strikes out any "
                "provision that does not change federal revenue or spending."
            ),
            D(
                "House Rules Committee: In the US House of Representatives there is no "
                "filibuster, because the Rules Committee, a panel of thirteen members controlled "
                "by the majority party, writes a rule for each major bill fixing how long it may "
                "be debated and which amendments may be offered. The full House adopts each rule "
                "by simple majority before the bill itself is taken up."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did Nigeria move its capital from Lagos to Abuja?",
        "Lagos was overcrowded and on the coast; a new capital in the centre of the country, on "
        "land no major ethnic group dominated, was meant to be neutral and unifying and to have "
        "room to grow",
        [
            D(
                "Lagos: Lagos, on a chain of islands and lagoons beside the Gulf of Guinea, is "
                "Nigeria's largest city and its commercial heart, with a metropolitan population "
                "estimated at 15 to 20 million. The port of Apapa, the stock exchange and most "
                "large banks are there, and Eko Atlantic, a new district built on land reclaimed "
                "from the sea, has been rising since 2009 on the Atlantic shore."
            ),
            S(
                "Abuja: Abuja became Nigeria's capital on 12 December 1991, when government moved "
                "from Lagos. The military government of Murtala Mohammed decided in 1976 to build "
                "a new city because Lagos, on the coast in the Yoruba south-west, was "
                "overcrowded, while a site near the centre of the country, owned by no major "
                "ethnic group, would be neutral ground for a divided nation."
            ),
            D(
                "Yamoussoukro: Yamoussoukro became the official capital of C\u00f4te d'Ivoire in "
                "1983 on the wishes of President F\u00e9lix Houphou\u00ebt-Boigny, who had been "
                "born there, and his Basilica of Our Lady of Peace, consecrated by Pope John Paul "
                "II in 1990, is one of the largest churches in the world. Most ministries and "
                "embassies stayed in Abidjan on the coast, however."
            ),
            D(
                "Aso Rock: Aso Rock is a granite monolith some 400 metres high on the "
                "north-eastern edge of Abuja, and the city was laid out from its foot. The "
                "presidential villa, the National Assembly and the Supreme Court stand below it "
                "on the Three Arms Zone, and 'Aso Rock' is used in Nigerian newspapers as a "
                "byword for the presidency itself."
            ),
            D(
                "Dodoma: Dodoma, in the dry centre of Tanzania, was chosen as the country's new "
                "capital in 1973, but the move from Dar es Salaam on the coast was slow: "
                "parliament first sat there in 1996, and the government of President John "
                "Magufuli moved the ministries and the state house only between 2016 and 2019. "
                "Dar es Salaam remains the largest city."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is puerto rico a state",
        "no: it is an unincorporated US territory (a commonwealth), although Puerto Ricans are US "
        "citizens",
        [
            S(
                "Puerto Rico: Puerto Rico is not one of the fifty states but an unincorporated "
                "territory of the United States, ceded by Spain in 1898 after the "
                "Spanish-American War and self-governing as a commonwealth since 1952. Its people "
                "have been US citizens since 1917, yet they cannot vote for president and send "
                "only a non-voting resident commissioner to Congress."
            ),
            D(
                "San Juan, Puerto Rico: San Juan, founded by the Spanish in 1521, is the capital "
                "and largest city of Puerto Rico, with about 340,000 people. Its walled old town "
                "is guarded by the fortresses of San Felipe del Morro, begun in 1539, and San "
                "Crist\u00f3bal, and together with La Fortaleza, the governor's mansion, they "
                "were listed together as a UNESCO World Heritage Site in 1983."
            ),
            D(
                "United States Virgin Islands: The United States bought the Danish West Indies, "
                "three islands east of Puerto Rico, from Denmark for 25 million dollars in gold, "
                "and took them over on 31 March 1917 as the US Virgin Islands. Their people "
                "became US citizens in 1927, and they have elected their own governor since 1970, "
                "with the capital at Charlotte Amalie."
            ),
            D(
                "Guam: Guam, an island of 549 square kilometres in the western Pacific, was taken "
                "from Spain in 1898 and is an unincorporated territory of the United States, with "
                "its capital at Hag\u00e5t\u00f1a. A large air base and a naval base take up "
                "nearly a third of its land, and it is known as 'where America's day begins' "
                "because it lies west of the date line."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who led the country whose capital is Accra to independence?",
        "Kwame Nkrumah, who led Ghana to independence on 6 March 1957",
        [
            D(
                "Lome: Lom\u00e9 is the capital and largest city of Togo, a narrow country on the "
                "Gulf of Guinea between Ghana and Benin. Sylvanus Olympio led Togo to "
                "independence from France on 27 April 1960 and became its first president, but he "
                "was shot dead in a military coup on 13 January 1963, the first coup in a former "
                "French colony in Africa."
            ),
            S(
                "Accra: Accra is the capital and largest city of Ghana, spread along the coast of "
                "the Gulf of Guinea, with about 2.5 million people in the city proper. It grew "
                "around three seventeenth-century European forts, among them Christiansborg "
                "Castle, and it replaced Cape Coast as the seat of the British colonial "
                "government in 1877."
            ),
            D(
                "Kumasi: Kumasi, about 200 km inland from the coast, is Ghana's second city and "
                "the historic capital of the Ashanti kingdom, whose ruler, the Asantehene, still "
                "lives in the Manhyia Palace. Its Kejetia market is one of the largest in West "
                "Africa, and the Golden Stool, the sacred throne of the Ashanti, is kept there."
            ),
            S(
                "Kwame Nkrumah: Kwame Nkrumah, born in 1909 at Nkroful, led the British colony of "
                "the Gold Coast to independence on 6 March 1957 as Ghana, the first colony in "
                "sub-Saharan Africa to win its freedom. He was its prime minister and, from 1960, "
                "its first president, until he was overthrown by the army while on a visit to "
                "Beijing in February 1966."
            ),
            D(
                "Jomo Kenyatta: Jomo Kenyatta, jailed by the British from 1953 to 1961 on charges "
                "of leading the Mau Mau uprising, led Kenya to independence on 12 December 1963 "
                "and became its first prime minister and, a year later, its first president. He "
                "ruled from Nairobi until his death in Mombasa in August 1978, when Daniel arap "
                "Moi succeeded him."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "When did Czechoslovakia split into two countries?",
        "on 1 January 1993, when the Czech Republic and Slovakia became independent states",
        [
            D(
                "The Velvet Revolution began on 17 November 1989, when riot police in Prague beat "
                "students marching to mark the anniversary of a Nazi raid on the city's "
                "universities. Within six weeks of strikes and mass rallies on Wenceslas Square "
                "the Communist Party had given up its monopoly of power, and on 29 December the "
                "playwright V\u00e1clav Havel was elected president."
            ),
            S(
                "Czechoslovakia ceased to exist at midnight on 31 December 1992, and on 1 January "
                "1993 the Czech Republic and Slovakia began life as two independent states. The "
                "split, often called the Velvet Divorce, was agreed by the Czech leader "
                "V\u00e1clav Klaus and the Slovak leader Vladim\u00edr Me\u010diar after the "
                "elections of June 1992, without a referendum being held."
            ),
            D(
                "Czechoslovakia was proclaimed in Prague on 28 October 1918, as Austria-Hungary "
                "fell apart at the end of the First World War, uniting the Czech lands of Bohemia "
                "and Moravia with Slovakia and later Subcarpathian Ruthenia. Tom\u00e1\u0161 "
                "Garrigue Masaryk, a philosophy professor, was its first president and was "
                "re-elected three times before retiring in 1935."
            ),
            D(
                "The Czech Republic and Slovakia both joined the European Union on 1 May 2004, in "
                "the same enlargement as Poland, Hungary and six other states, but their paths "
                "then parted: Slovakia adopted the euro on 1 January 2009, while the Czech "
                "Republic has kept its koruna. The Czech Republic had joined NATO in 1999, five "
                "years before its neighbour."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "meiji restoration year",
        "1868, when imperial rule was restored under Emperor Meiji",
        [
            D(
                "Commodore Matthew Perry's squadron of four American warships, the 'black ships', "
                "anchored at Uraga near Edo in July 1853 and demanded that Japan open its ports "
                "to trade. Perry came back with a larger fleet in February 1854, and the "
                "shogunate signed the Convention of Kanagawa on 31 March, opening the ports of "
                "Shimoda and Hakodate to American ships."
            ),
            S(
                "The Meiji Restoration took place in 1868. On 3 January of that year a coalition "
                "of samurai from the Satsuma and Ch\u014dsh\u016b domains seized the palace gates "
                "in Kyoto and declared power restored to the young Emperor Meiji, ending more "
                "than 260 years of rule by the Tokugawa shoguns; the capital then moved to Edo, "
                "which was renamed Tokyo."
            ),
            D(
                "The Meiji Constitution, drawn up by It\u014d Hirobumi after a study of European "
                "models, chiefly the Prussian one, was promulgated on 11 February 1889 and came "
                "into force in November 1890, when the first Imperial Diet met. It made the "
                "emperor sacred and inviolable and gave him command of the army and navy, and it "
                "remained in force until 1947."
            ),
            D(
                "The Satsuma Rebellion of 1877 was the last great revolt against Japan's new "
                "imperial government. Saig\u014d Takamori, once a leader of the movement that had "
                "overthrown the shogun, led some 40,000 discontented samurai from Kagoshima, but "
                "the conscript army defeated them, and Saig\u014d died at the Battle of Shiroyama "
                "on 24 September 1877."
            ),
            D(
                "Emperor Meiji, whose personal name was Mutsuhito, was born in Kyoto on 3 "
                "November 1852 and succeeded his father, Emperor K\u014dmei, in February 1867 at "
                "the age of fourteen. During his reign Japan built railways, a modern army and a "
                "navy that defeated China and Russia, and on his death on 30 July 1912 his son "
                "began the Taish\u014d era."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is narrower, the Strait of Gibraltar or the Strait of Dover?",
        "the Strait of Gibraltar, about 14 km at its narrowest against about 33 km for the Strait "
        "of Dover",
        [
            S(
                "The Strait of Gibraltar, the only natural link between the Atlantic Ocean and "
                "the Mediterranean Sea, separates southern Spain from Morocco. At its narrowest "
                "point, between Punta de Tarifa and Point Cires near Ceuta, the two continents "
                "are only about 14 km apart, and on a clear day the Rif Mountains of Africa are "
                "plainly seen from the European shore."
            ),
            D(
                "The Bab-el-Mandeb, the strait between Yemen on the Arabian Peninsula and "
                "Djibouti and Eritrea in Africa, joins the Red Sea to the Gulf of Aden. It is "
                "about 30 km wide at its narrowest, and the island of Perim splits it into two "
                "channels, of which the western, some 25 km wide, carries most of the ships bound "
                "to or from the Suez Canal."
            ),
            S(
                "The Strait of Dover, called the Pas de Calais by the French, is the narrowest "
                "part of the English Channel, linking it to the North Sea. From the white cliffs "
                "of Dover to Cap Gris-Nez on the French coast it measures about 33 km, and it is "
                "one of the world's busiest sea lanes, crossed by more than 400 commercial ships "
                "a day."
            ),
            D(
                "The Channel Tunnel, opened by Queen Elizabeth II and President Fran\u00e7ois "
                "Mitterrand on 6 May 1994, runs for 50.5 km between Folkestone in Kent and "
                "Coquelles near Calais, and 38 km of it lies beneath the sea, the longest "
                "undersea stretch of any tunnel in the world. Shuttle trains carry cars and "
                "lorries through it in about 35 minutes."
            ),
            D(
                "The Rock of Gibraltar, a limestone promontory 426 m high on the southern tip of "
                "the Iberian Peninsula, was captured by an Anglo-Dutch fleet in 1704 and ceded to "
                "Britain by Spain under the Treaty of Utrecht in 1713. Some 34,000 people live in "
                "the British territory below it, and Barbary macaques, the only wild monkeys in "
                "Europe, roam freely over its upper slopes and beg from tourists."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Who were the leaders at the Yalta Conference?",
        "Franklin D. Roosevelt, Winston Churchill and Joseph Stalin",
        [
            D(
                "The Potsdam Conference met from 17 July to 2 August 1945 in the Cecilienhof "
                "palace outside Berlin to decide how defeated Germany would be run. Harry Truman, "
                "president since Roosevelt's death in April, took part for the United States, and "
                "Churchill was replaced halfway through by Clement Attlee, whose Labour Party had "
                "won the British general election."
            ),
            S(
                "The Yalta Conference was held from 4 to 11 February 1945 in the Livadia Palace "
                "near Yalta, in Crimea. The Big Three, the American president Franklin D. "
                "Roosevelt, the British prime minister Winston Churchill and the Soviet leader "
                "Joseph Stalin, agreed to divide Germany into zones of occupation and to found "
                "the United Nations, and Stalin promised to join the war on Japan."
            ),
            D(
                "The Casablanca Conference took place in January 1943 at the Anfa Hotel in French "
                "Morocco, and it was there that the demand for the unconditional surrender of "
                "Germany, Italy and Japan was announced on 24 January. Stalin turned down his "
                "invitation because of the fighting at Stalingrad, and the French generals "
                "Charles de Gaulle and Henri Giraud were brought together there to shake hands "
                "for the cameras."
            ),
            D(
                "The Livadia Palace, a white limestone residence in the Italian Renaissance "
                "style, was built in 1910 and 1911 for Tsar Nicholas II by the architect Nikolai "
                "Krasnov on the Black Sea coast of Crimea, some three kilometres west of Yalta. "
                "The imperial family stayed there only four times before the revolution, and the "
                "palace is now a museum."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a bill become law in the UK Parliament?",
        "it passes first reading, second reading, committee stage, report stage and third reading "
        "in one House, then the same in the other, the Houses settle any differences, and it "
        "becomes law on royal assent",
        [
            D(
                "The Parliament Acts of 1911 and 1949 limit the power of the House of Lords over "
                "bills passed by the Commons. The Lords can hold up a money bill for no more than "
                "one month and most other bills for about a year, after which the Commons can "
                "send them for royal assent without the Lords' consent; the Hunting Act 2004 "
                "became law in this way."
            ),
            S(
                "A government bill is usually introduced in the House of Commons, where its title "
                "is read out at a formal first reading. At the second reading MPs debate its main "
                "principles, a committee then goes through it clause by clause, the whole House "
                "can amend it again at report stage and votes at third reading, and the House of "
                "Lords repeats these steps before the monarch's royal assent makes it an Act."
            ),
            D(
                "Each parliamentary session a ballot is held among backbench MPs, and the twenty "
                "whose names are drawn first may bring in private members' bills, which are "
                "debated on thirteen sitting Fridays. Few become law, but some have changed "
                "British life, among them the Abortion Act 1967, introduced by the Liberal MP "
                "David Steel, and the Murder (Abolition of Death Penalty) Act 1965, brought in by "
                "Sydney Silverman."
            ),
            D(
                "Royal assent to an Act of the UK Parliament is still given in Norman French, "
                "with the words 'La Reyne le veult' or 'Le Roy le veult', though since 1967 it "
                "has usually been announced to each House by its Speaker rather than at a "
                "ceremony. The last monarch to refuse assent was Queen Anne, who vetoed the "
                "Scottish Militia Bill on 11 March 1708."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did Gandhi lead the Salt March?",
        "to defy the British salt tax and the government monopoly on salt, a burden on even the "
        "poorest Indians, as a symbol that could rally the whole country to civil disobedience "
        "for independence",
        [
            D(
                "In May 1930, after Gandhi's arrest, the poet Sarojini Naidu led about 2,500 "
                "volunteers to the Dharasana Salt Works north of Bombay, where police beat the "
                "unresisting marchers with steel-tipped lathis. The American reporter Webb "
                "Miller's account of the scene, printed in more than a thousand newspapers, "
                "turned much of world opinion against British rule in India."
            ),
            S(
                "Under the Salt Act of 1882 the British government in India held a monopoly on "
                "salt: Indians were forbidden to collect or sell it and had to buy it taxed. "
                "Because everyone needs salt, rich or poor, Gandhi chose the tax as a cause that "
                "could unite the whole country in civil disobedience, and in March 1930 he set "
                "out to make salt illegally from the sea."
            ),
            D(
                "The Gandhi-Irwin Pact, signed on 5 March 1931 by Gandhi and the Viceroy, Lord "
                "Irwin, ended the civil disobedience campaign. The government agreed to release "
                "thousands of political prisoners and to let villagers near the coast make salt "
                "for their own use, and Gandhi agreed to attend the Second Round Table Conference "
                "in London that autumn as the Congress's sole delegate."
            ),
            D(
                "The Quit India movement was launched by the Indian National Congress in Bombay "
                "on 8 August 1942, when Gandhi called on Indians to 'do or die' to force the "
                "British out while the Second World War raged. The whole Congress leadership was "
                "arrested within hours, and more than 100,000 people were jailed and about a "
                "thousand killed before it was put down."
            ),
            D(
                "Gandhi and 78 followers left the Sabarmati Ashram at Ahmedabad on 12 March 1930 "
                "and walked about 385 km south to the coastal village of Dandi, speaking to "
                "crowds along the way. They arrived on 5 April, and on the morning of 6 April "
                "Gandhi picked up a lump of natural salt from the mud, an act copied by millions "
                "along India's coasts."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Can habeas corpus be suspended in the United States?",
        "yes, but only in cases of rebellion or invasion when public safety requires it (Article "
        "I, Section 9 of the Constitution)",
        [
            D(
                "Habeas corpus, Latin for 'you shall have the body', is a writ ordering that a "
                "prisoner be brought before a court so that a judge can decide whether the "
                "detention is lawful. Its roots lie in medieval English law, and the Habeas "
                "Corpus Act of 1679, passed under Charles II, set out the procedure and penalties "
                "for gaolers who ignored the writ."
            ),
            S(
                "The US Constitution allows the writ of habeas corpus to be suspended, but only "
                "in narrow circumstances: Article I, Section 9 says the privilege shall not be "
                "suspended 'unless when in Cases of Rebellion or Invasion the public Safety may "
                "require it'. Abraham Lincoln suspended it in parts of the country in 1861, and "
                "Congress approved the suspension by law in March 1863."
            ),
            D(
                "In Ex parte Milligan, decided in 1866, the US Supreme Court ruled that the "
                "military commission which had sentenced Lambdin Milligan, an Indiana lawyer, to "
                "hang for plotting against the Union had no power to try him, because he was a "
                "civilian and the civil courts of Indiana had been open. Milligan was freed in "
                "April 1866 and later sued the officers who had held him for false imprisonment."
            ),
            D(
                "In Boumediene v. Bush, decided by five votes to four on 12 June 2008, the US "
                "Supreme Court held that foreign prisoners held at Guant\u00e1namo Bay, in Cuba, "
                "have a constitutional right to challenge their detention in federal court. "
                "Justice Anthony Kennedy wrote that the Military Commissions Act of 2006 had not "
                "offered them an adequate substitute."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "When was the founder of modern Singapore born?",
        "6 July 1781: Sir Stamford Raffles, who founded modern Singapore in 1819, was born that "
        "day",
        [
            S(
                "Modern Singapore dates from January 1819, when Stamford Raffles, an official of "
                "the British East India Company, landed on the island at the mouth of the "
                "Singapore River and saw that it could command the Strait of Malacca. On 6 "
                "February he signed a treaty with the Sultan of Johor, Hussein Shah, allowing the "
                "company to set up a trading post there."
            ),
            D(
                "William Farquhar, a Scottish soldier of the East India Company born in "
                "Aberdeenshire in 1774, was the first Resident and Commandant of Singapore from "
                "1819 to 1823. He had governed Malacca for fifteen years, and he paid a bounty "
                "for every rat killed in the young settlement and commissioned a collection of "
                "some 477 drawings of Malayan plants and animals."
            ),
            S(
                "Sir Thomas Stamford Raffles was born on 6 July 1781 aboard the merchant ship "
                "Ann, off Port Morant in Jamaica, where his father was captain. He joined the "
                "East India Company as a clerk at the age of fourteen, governed Java from 1811 to "
                "1816, and in 1826, the year he died at his home near London, founded the "
                "Zoological Society of London."
            ),
            D(
                "Lee Kuan Yew, often called the founding father of independent Singapore, was "
                "born in the city on 16 September 1923 and studied law at Cambridge. He led the "
                "People's Action Party to victory in 1959 and was prime minister for 31 years, "
                "through the separation from Malaysia on 9 August 1965, until he handed over to "
                "Goh Chok Tong in 1990."
            ),
            D(
                "Francis Light, a British sea captain born in Suffolk in 1740, founded the "
                "settlement of George Town on Penang island in August 1786, after persuading the "
                "Sultan of Kedah to lease it to the East India Company. It was Britain's first "
                "foothold on the Malay peninsula, and Light ran it until his death from malaria "
                "there in October 1794."
            ),
        ],
        drop=1,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how much did the us pay for louisiana",
        "15 million dollars, in 1803, for about 2.1 million square kilometres",
        [
            D(
                "Home > History > US expansion | The Gadsden Purchase\nOn 30 December 1853 the US "
                "minister to Mexico, James Gadsden, signed a treaty buying a strip of desert "
                "south of the Gila River, now southern Arizona and New Mexico, for 10 million "
                "dollars once the Senate had cut it down. The 77,000 square kilometres gave the "
                "US a flat route for a southern transcontinental railroad to the Pacific "
                "coast.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > US expansion | The Louisiana Purchase\nIn a treaty signed in "
                "Paris on 30 April 1803, the United States bought Louisiana from Napoleon's "
                "France for 15 million dollars, about three cents an acre. The deal, struck for "
                "President Jefferson by Robert Livingston and James Monroe, added some 2.1 "
                "million square kilometres between the Mississippi and the Rockies.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > History > US expansion | The Mexican Cession\nUnder the Treaty of "
                "Guadalupe Hidalgo, signed on 2 February 1848 to end the Mexican-American War, "
                "Mexico gave up California, Nevada, Utah and most of Arizona and New Mexico. The "
                "United States paid 15 million dollars for the land and took over 3.25 million "
                "dollars of debts Mexico owed to American citizens.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > US expansion | How the US got Florida\nSpain handed Florida to "
                "the United States under the Adams-On\u00eds Treaty, signed in Washington on 22 "
                "February 1819 by John Quincy Adams and the Spanish minister Luis de On\u00eds. "
                "No money went to Spain: instead the US agreed to settle up to 5 million dollars "
                "of its citizens' claims against the Spanish government.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > USA > Louisiana | Louisiana at a glance\nLouisiana joined the "
                "Union as the eighteenth state on 30 April 1812, nine years to the day after the "
                "treaty that brought the territory under American rule. Its capital is Baton "
                "Rouge, its largest city New Orleans, and it is divided into 64 parishes, not "
                "counties, a legacy of French and Spanish rule.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Where was the Code of Hammurabi discovered?",
        "at Susa, in south-western Iran, by a French archaeological expedition in the winter of "
        "1901 to 1902",
        [
            D(
                "Home > History > Ancient Near East | Who was Hammurabi?\nHammurabi was the sixth "
                "king of the First Dynasty of Babylon, ruling from about 1792 to 1750 BC. "
                "Starting from a small city-state on the Euphrates, he conquered Larsa, Eshnunna "
                "and Mari in a string of wars and made Babylon the master of southern "
                "Mesopotamia, and many of his letters to officials survive.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > History > Ancient Near East | Finding the Code of Hammurabi\nThe stele "
                "bearing Hammurabi's laws was dug up in the winter of 1901 to 1902 at Susa, in "
                "what is now south-western Iran, by a French expedition led by Jacques de Morgan. "
                "It had been carried there from Babylonia as war booty by the Elamite king "
                "Shutruk-Nakhunte in the twelfth century BC, and it went to the Louvre.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > History > Ancient Near East | The oldest law code\nThe Code of Ur-Nammu, "
                "issued by the king of Ur in about 2100 BC, is older than Hammurabi's by some "
                "three centuries. Its fragments were found on clay tablets dug up at Nippur and "
                "were translated by Samuel Noah Kramer in 1952; unlike Hammurabi's laws it "
                "punished many injuries with fines in silver.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Ancient Near East | What the Code says\nThe black basalt stele "
                "of Hammurabi stands 2.25 metres high, and below a carved scene of the king "
                "before the sun god Shamash it holds some 282 laws in Akkadian cuneiform. They "
                "cover trade, wages, marriage and theft, and the best known, an eye for an eye, "
                "applied only when the injured man was of equal rank to the man who hurt "
                "him.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "gulf of mexico vs hudson bay which is bigger",
        "the Gulf of Mexico, about 1.55 million km2 against about 1.23 million km2 for Hudson Bay",
        [
            D(
                "Home > Geography > Seas | The Bay of Bengal\nThe Bay of Bengal, in the "
                "north-east of the Indian Ocean, covers about 2.17 million square kilometres and "
                "is often called the largest bay in the world. India, Bangladesh, Myanmar and Sri "
                "Lanka line its shores, and the Ganges, the Brahmaputra and the Irrawaddy all "
                "empty into it, building vast deltas.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Seas | The Gulf of Mexico\nThe Gulf of Mexico, an arm of the "
                "Atlantic hemmed in by the United States, Mexico and Cuba, covers about 1.55 "
                "million square kilometres, making it the largest gulf in the world. Its deepest "
                "point, the Sigsbee Deep, lies about 4,380 metres down, and the Mississippi is "
                "the largest of the many rivers that feed it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Geography > Seas | The Gulf of St Lawrence\nThe Gulf of St Lawrence, "
                "where the St Lawrence River meets the Atlantic, covers about 226,000 square "
                "kilometres of eastern Canada, bounded by Quebec, the Maritime provinces and "
                "Newfoundland. Anticosti and the Magdalen Islands lie in it, and its southern "
                "waters are among the warmest off the Canadian coast.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Seas | Hudson Bay\nHudson Bay, a vast inland sea in "
                "north-eastern Canada, covers about 1.23 million square kilometres but is "
                "shallow, averaging only about 100 metres deep. It is frozen over from about "
                "December to June, when polar bears hunt seals on the ice, and it takes its name "
                "from Henry Hudson, who sailed into it in 1610.\nShare this | Cookie policy"
            ),
            D(
                "Home > Geography > Seas | The Caribbean Sea\nThe Caribbean Sea, bounded by "
                "Central America, the northern coast of South America and the arc of the "
                "Antilles, covers about 2.75 million square kilometres. Its deepest point, in the "
                "Cayman Trough between Cuba and Jamaica, is about 7,690 metres down, and some "
                "7,000 islands, islets and reefs are scattered across it.\nShare this | Cookie "
                "policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What are the Miranda rights?",
        "the right to remain silent; that anything said can be used against you in court; the "
        "right to have a lawyer present during questioning; and the right to a lawyer appointed "
        "free if you cannot afford one",
        [
            S(
                "Home > Law > Your rights | What are your Miranda rights?\nBefore police in the "
                "United States question someone in custody, they must warn them of four things: "
                "that they have the right to remain silent, that anything they say can be used "
                "against them in court, that they have the right to have a lawyer present, and "
                "that if they cannot afford one, a lawyer will be appointed for them.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Law > Famous cases | Who was Ernesto Miranda?\nErnesto Miranda, a "
                "labourer arrested in Phoenix, Arizona, in March 1963, confessed to kidnapping "
                "and rape after two hours of police questioning. The Supreme Court threw out his "
                "conviction in 1966, but he was tried again without the confession and convicted "
                "in 1967, and he was stabbed to death in a Phoenix bar in January 1976.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Law > UK | What is the police caution?\nIn England and Wales a suspect is "
                "cautioned on arrest with the words: 'You do not have to say anything. But it may "
                "harm your defence if you do not mention when questioned something which you "
                "later rely on in court. Anything you do say may be given in evidence.' The "
                "present wording dates from the Criminal Justice and Public Order Act of "
                "1994.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Famous cases | Gideon v. Wainwright\nClarence Earl Gideon, charged "
                "in Florida in 1961 with breaking into a pool hall, asked for a lawyer and was "
                "refused, so he defended himself and was jailed for five years. From his cell he "
                "wrote to the Supreme Court in pencil, and in March 1963 it ruled unanimously "
                "that states must give poor defendants in felony trials a lawyer.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does gerrymandering work?",
        "district lines are drawn so that the other party's voters are either packed into a few "
        "districts it wins by huge margins or cracked, spread across many districts where they "
        "are always outvoted",
        [
            D(
                "Home > Politics > Words | Where does 'gerrymander' come from?\nThe word was "
                "coined in the Boston Gazette on 26 March 1812, after Massachusetts redrew its "
                "state senate districts to favour the party of Governor Elbridge Gerry. One "
                "district north of Boston was so twisted that it looked like a salamander, and a "
                "cartoon by Elkanah Tisdale gave it claws, wings and the name "
                "Gerry-mander.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Explainers | Gerrymandering, explained\nWhoever draws "
                "electoral district maps can rig them in two ways. 'Packing' crams the other "
                "party's supporters into a handful of districts that it wins by huge, wasted "
                "margins; 'cracking' scatters the rest thinly across many districts, so that they "
                "fall just short everywhere. A party can then win most seats with fewer than half "
                "the votes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > US | Rucho v. Common Cause\nIn June 2019 the US Supreme Court "
                "ruled by five votes to four that claims of partisan gerrymandering are political "
                "questions that federal courts cannot decide. The case was brought against "
                "congressional maps drawn by Republicans in North Carolina and by Democrats in "
                "Maryland, and Chief Justice John Roberts wrote the opinion.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Politics > UK | How are constituency boundaries set?\nIn the United "
                "Kingdom four independent Boundary Commissions, one each for England, Scotland, "
                "Wales and Northern Ireland, review the map of parliamentary constituencies. "
                "Under the Parliamentary Constituencies Act 2020 they report every eight years, "
                "and most seats must have an electorate within 5 per cent either way of the "
                "national electoral quota.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > US | How are House seats shared out?\nAfter each census, taken "
                "every ten years, the 435 seats in the US House of Representatives are "
                "reapportioned among the fifty states by population, using a formula called the "
                "method of equal proportions, fixed by law in 1941. After the 2020 census seven "
                "seats changed hands, and California lost one for the first time in its "
                "history.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why is washington dc not a state",
        "the Constitution created a separate federal district under the control of Congress so "
        "that the national capital would not depend on or be dominated by any one state",
        [
            D(
                "Home > Politics > US | How does DC vote for president?\nThe Twenty-third "
                "Amendment, ratified on 29 March 1961, gave the District of Columbia electors in "
                "the Electoral College for the first time: as many as the least populous state, "
                "which means three. DC voters first cast ballots for president in 1964, and in "
                "every election since they have given their votes to the Democratic "
                "candidate.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Explainers | Why isn't DC a state?\nThe framers of the "
                "Constitution wanted the capital kept out of any single state's hands. In 1783 "
                "Congress had been forced to flee Philadelphia when Pennsylvania refused to "
                "protect it from unpaid soldiers, so Article I provides for a separate federal "
                "district, no more than ten miles square, under the exclusive authority of "
                "Congress.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > USA > Washington | The Evergreen State\nWashington, in the "
                "Pacific north-west, was admitted to the Union as the 42nd state on 11 November "
                "1889 and is the only state named after a president. Its capital is Olympia, at "
                "the southern tip of Puget Sound, although Seattle is by far its largest city, "
                "and Mount Rainier, at 4,392 metres, is its highest peak and an active "
                "volcano.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > US | Choosing the site of the capital\nThe Residence Act, "
                "signed by George Washington on 16 July 1790, put the permanent seat of "
                "government on the Potomac River and let the president choose the exact spot. He "
                "picked land given by Maryland and Virginia, and Pierre L'Enfant drew up the "
                "street plan, though Virginia's share south of the river was handed back in "
                "1846.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "can you be tried twice for the same crime in the uk",
        "yes, in England and Wales since 2005: after an acquittal for a serious offence such as "
        "murder, the Court of Appeal can order a retrial if there is new and compelling evidence",
        [
            D(
                "Home > Law > US | Double jeopardy in America\nThe Fifth Amendment to the US "
                "Constitution says no person shall be 'twice put in jeopardy of life or limb' for "
                "the same offence, so an acquittal cannot be appealed by the prosecution. Under "
                "the separate sovereigns doctrine, upheld in Gamble v. United States in 2019, a "
                "state and the federal government may each prosecute the same conduct.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Law > Explainers | Can you be retried after an acquittal?\nIn England and "
                "Wales the old rule against double jeopardy was relaxed by the Criminal Justice "
                "Act 2003, in force from April 2005. For some 30 serious offences, including "
                "murder and rape, the Court of Appeal may quash an acquittal and order a new "
                "trial if there is new and compelling evidence; Billy Dunlop, in 2006, was the "
                "first convicted this way.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Explainers | Appealing a lenient sentence\nSince 1988 the Attorney "
                "General in England and Wales can ask the Court of Appeal to review a sentence "
                "that seems unduly lenient, for crimes such as murder, rape and robbery. Anyone "
                "may ask for a case to be looked at, but the request must reach the Attorney "
                "General's office within 28 days of the sentence being passed.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Law > History | 'Autrefois acquit'\nIn medieval English courts a "
                "defendant could answer a new indictment with the plea of autrefois acquit, "
                "French for 'formerly acquitted', or autrefois convict, showing that he had "
                "already been tried for the same offence. Sir William Blackstone, writing in the "
                "1760s, called it a universal maxim of the common law of England.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In what year did the president who resigned over Watergate take office?",
        "1969: Richard Nixon, who resigned over Watergate in 1974, was inaugurated on 20 January "
        "1969",
        [
            S(
                "Home > History > US politics | The Watergate scandal\nOn 17 June 1972 five men "
                "were arrested breaking into the Democratic Party's offices in the Watergate "
                "building in Washington. The White House's efforts to cover up its links to the "
                "burglars came to light over the next two years, and on 9 August 1974 Richard "
                "Nixon became the only US president ever to resign.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > US politics | Gerald Ford\nGerald Ford, a congressman from "
                "Michigan for 25 years, was named vice president in December 1973 and was sworn "
                "in as president on 9 August 1974, the only person to hold both offices without "
                "being elected to either. A month later, on 8 September, he granted his "
                "predecessor a full pardon, which many voters held against him.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > History > Presidents | Richard Nixon\nRichard Milhous Nixon, born in "
                "Yorba Linda, California, on 9 January 1913, was Dwight Eisenhower's vice "
                "president from 1953 to 1961. He lost the 1960 election narrowly to John F. "
                "Kennedy, then beat Hubert Humphrey in 1968, and was sworn in as the 37th "
                "president on 20 January 1969, promising to end the war in Vietnam.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > History > US politics | Spiro Agnew\nSpiro Agnew, governor of Maryland "
                "before becoming vice president in January 1969, resigned on 10 October 1973 and "
                "on the same day pleaded no contest to a charge of tax evasion on bribes taken "
                "while in office in Maryland. He was fined 10,000 dollars and put on probation "
                "for three years, and he died in 1996.\nShare this | Cookie policy"
            ),
            D(
                "Home > Architecture > Washington | The Watergate complex\nThe Watergate complex, "
                "six buildings of curving concrete on the bank of the Potomac River in "
                "Washington, was designed by the Italian architect Luigi Moretti and built "
                "between 1963 and 1971. It holds flats, offices and a hotel, and its name, taken "
                "from steps by the river, gave every later scandal its '-gate' suffix.\nShare "
                "this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "how many electoral votes needed to win",
        "270, a majority of the 538 electoral votes",
        [
            D(
                "Q: How are electoral votes shared out among the states?\nA: Each state has as "
                "many electors as it has members of Congress: one for each of its seats in the "
                "House of Representatives plus two for its senators. California has the most, 54 "
                "in the 2024 election, and six states have the minimum of three, as does the "
                "District of Columbia under the Twenty-third Amendment."
            ),
            S(
                "Q: How many electoral votes does a candidate need to become president?\nA: There "
                "are 538 electors in all, and a candidate must win an absolute majority of them, "
                "which is 270. If no one reaches 270, the House of Representatives chooses the "
                "president from the top three, each state delegation casting a single vote, as "
                "happened in 1825, when it chose John Quincy Adams."
            ),
            D(
                "Q: Do electors have to vote for the candidate who won their state?\nA: Not "
                "everywhere, but most states now bind them by law, and in Chiafalo v. Washington, "
                "in July 2020, the Supreme Court ruled unanimously that states may punish or "
                "replace a 'faithless elector'. In 2016 seven electors broke ranks, the most for "
                "over a century, though none of them changed the result of the election."
            ),
            D(
                "Q: Do all states give all their electoral votes to one candidate?\nA: All but "
                "two do. Maine, since 1972, and Nebraska, since 1992, give two electors to the "
                "statewide winner and one to the winner of each congressional district, so their "
                "votes can be split: Barack Obama took one of Nebraska's five in 2008, and Donald "
                "Trump one of Maine's four in 2016."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "When was the Treaty of Waitangi signed?",
        "on 6 February 1840, at Waitangi in the Bay of Islands",
        [
            D(
                "Q: What is the Waitangi Tribunal?\nA: The Waitangi Tribunal is a standing "
                "commission of inquiry set up by the Treaty of Waitangi Act 1975 to hear "
                "M\u0101ori claims that the Crown has broken the promises of the treaty. Since an "
                "amendment in 1985 it can look at claims going back to 1840, and its reports have "
                "led to settlements worth well over two billion dollars."
            ),
            S(
                "Q: When and where was the Treaty of Waitangi first signed?\nA: The treaty was "
                "first signed on 6 February 1840 at Waitangi, in the Bay of Islands, by Captain "
                "William Hobson for the British Crown and by some forty M\u0101ori chiefs. Copies "
                "were then taken around the country, and by September more than 500 chiefs had "
                "signed. The anniversary has been a national holiday since 1974."
            ),
            D(
                "Q: What was the 1835 Declaration of Independence?\nA: He Whakaputanga, the "
                "Declaration of the Independence of New Zealand, was signed on 28 October 1835 by "
                "34 northern chiefs at the home of James Busby, the British Resident, at "
                "Waitangi. It declared the country independent under a confederation of tribes, "
                "and King William IV acknowledged it; 52 chiefs had signed it by 1839."
            ),
            D(
                "Q: When did New Zealand stop being a colony?\nA: New Zealand became a dominion "
                "of the British Empire on 26 September 1907, a change of title marked by a public "
                "holiday, though it changed little in law. It adopted the Statute of Westminster, "
                "which gave it full legislative independence, only in 1947, sixteen years after "
                "Britain had passed it in 1931."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more members, the UK House of Commons or the US House of Representatives?",
        "the House of Commons, with 650 MPs against 435 voting representatives",
        [
            S(
                "UK House of Commons \u2013 fact sheet\n\u2022 Members: 650 MPs, one for each "
                "constituency\n\u2022 Elected: by first past the post, at least every five "
                "years\n\u2022 Seats by nation: England 543, Scotland 57, Wales 32, Northern "
                "Ireland 18\n\u2022 Chamber: seats only about 427 MPs\n\u2022 Presiding officer: "
                "the Speaker, elected by MPs"
            ),
            D(
                "Canadian House of Commons \u2013 fact sheet\n\u2022 Members: 343 MPs since the "
                "April 2025 election\n\u2022 Elected: by first past the post, at fixed four-year "
                "intervals\n\u2022 Meets in: West Block, Ottawa, while Centre Block is "
                "rebuilt\n\u2022 Largest provincial delegation: Ontario, 122 seats\n\u2022 Upper "
                "house: the appointed Senate, 105 seats"
            ),
            S(
                "US House of Representatives \u2013 fact sheet\n\u2022 Voting members: 435, fixed "
                "by the Reapportionment Act of 1929\n\u2022 Non-voting delegates: 6, from DC and "
                "five territories\n\u2022 Term: two years, all seats elected together\n\u2022 "
                "Largest delegation: California, 52 members\n\u2022 Presiding officer: the "
                "Speaker of the House"
            ),
            D(
                "German Bundestag \u2013 fact sheet\n\u2022 Members: 630, a fixed size since the "
                "2025 election\n\u2022 Elected: by constituency and party-list votes\n\u2022 "
                "Threshold: 5 per cent of the party vote\n\u2022 Term: four years\n\u2022 Meets "
                "in: the Reichstag building, Berlin, since 1999"
            ),
            D(
                "US Senate \u2013 fact sheet\n\u2022 Members: 100, two from each of the fifty "
                "states\n\u2022 Term: six years, a third of seats elected every two years\n\u2022 "
                "Minimum age: 30\n\u2022 Presiding officer: the Vice President, who votes only to "
                "break ties\n\u2022 Chamber: north wing of the Capitol since 1859"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Which countries signed the Treaty of Rome in 1957?",
        "Belgium, France, Italy, Luxembourg, the Netherlands and West Germany",
        [
            D(
                "Q: What did the Maastricht Treaty do?\nA: Signed in the Dutch city of Maastricht "
                "on 7 February 1992 by the twelve members of the European Community, it founded "
                "the European Union, which came into being on 1 November 1993. It created EU "
                "citizenship, laid down the rules for a single currency, later the euro, and "
                "added cooperation on foreign policy and justice."
            ),
            S(
                "Q: Which countries signed the Treaty of Rome?\nA: The treaty founding the "
                "European Economic Community was signed in Rome's Palazzo dei Conservatori on 25 "
                "March 1957 by six states: Belgium, France, Italy, Luxembourg, the Netherlands "
                "and West Germany. A second treaty signed the same day set up Euratom, and both "
                "came into force on 1 January 1958."
            ),
            D(
                "Q: Which countries joined the EEC first after its founders?\nA: The first "
                "enlargement came on 1 January 1973, when Denmark, Ireland and the United Kingdom "
                "joined, although a fourth applicant's voters had turned membership down in a "
                "referendum in 1972. Greece followed in 1981, and Spain and Portugal in 1986, "
                "bringing the Community to twelve members by the time of the Single European Act."
            ),
            D(
                "Q: What was the European Coal and Steel Community?\nA: Proposed by the French "
                "foreign minister Robert Schuman on 9 May 1950 and planned by Jean Monnet, it put "
                "the coal and steel industries of its members under a joint High Authority, so "
                "that war between France and Germany would become impossible. Its treaty was "
                "signed in Paris in April 1951 and ran for fifty years, until 2002."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How can Congress override a presidential veto?",
        "by a two-thirds vote in both the House and the Senate, after which the bill becomes law "
        "without the president's signature",
        [
            D(
                "Q: What is a pocket veto?\nA: The president normally has ten days, Sundays "
                "excepted, to sign or return a bill. If Congress adjourns during those days and "
                "the president simply does not sign, the bill dies without a vote; Congress "
                "cannot respond to this 'pocket veto' and must pass the bill again from the start "
                "in a new session."
            ),
            S(
                "Q: Can Congress overturn a president's veto?\nA: Yes. Under Article I, Section 7 "
                "of the Constitution the vetoed bill goes back to the chamber where it started, "
                "and if two-thirds of the members of the House and two-thirds of the senators "
                "voting then pass it again, it becomes law without the president's signature. Of "
                "about 2,600 vetoes since 1789, Congress has overridden some 112."
            ),
            D(
                "Q: Can the president veto only part of a bill?\nA: No. Congress gave the "
                "president a line-item veto over spending items in the Line Item Veto Act of "
                "1996, and Bill Clinton used it 82 times, but in Clinton v. City of New York, in "
                "June 1998, the Supreme Court struck the law down, ruling that the Constitution "
                "allows a president only to sign or to reject a bill as a whole."
            ),
            D(
                "Q: Which president issued the most vetoes?\nA: Franklin D. Roosevelt vetoed 635 "
                "bills in just over twelve years in office, far more than any other president, "
                "and 263 of them were pocket vetoes, while only nine of the rest were overridden "
                "by Congress. Grover Cleveland comes second, with 584 in his two separate terms, "
                "many of them against private bills granting pensions to individual Civil War "
                "veterans."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why are US elections held on a Tuesday?",
        "an 1845 law set Election Day as the Tuesday after the first Monday in November to suit a "
        "farming nation: after the harvest, avoiding Sunday worship and Wednesday market day, "
        "with Monday left for travelling to the county seat",
        [
            D(
                "Q: Is Election Day a public holiday in the US?\nA: Not nationally. Election Day "
                "is not one of the eleven federal holidays, though about a dozen states, among "
                "them Delaware, Kentucky and New York, give it as a holiday to state workers. A "
                "bill to make it a federal holiday called 'Democracy Day' has been brought into "
                "Congress several times since 2005 without passing."
            ),
            S(
                "Q: Why is Election Day on a Tuesday?\nA: In 1845 Congress fixed a single date, "
                "the Tuesday after the first Monday in November, to suit a nation of farmers. "
                "November fell after the harvest and before the winter roads, Sunday was kept for "
                "church and Wednesday was market day, so a Tuesday left voters a day to ride to "
                "the county seat and a day to come home."
            ),
            D(
                "Q: Why are British general elections held on Thursdays?\nA: No law requires it, "
                "but every UK general election since 1935 has been held on a Thursday. One theory "
                "is that Thursday was market day in many towns, bringing voters into town; "
                "another is that it kept voting away from Friday, when workers were paid and "
                "might spend the day's wages in the pub."
            ),
            D(
                "Q: Why does a new president take office on 20 January?\nA: The Twentieth "
                "Amendment, ratified in 1933, moved Inauguration Day from 4 March to 20 January "
                "to cut the long 'lame duck' gap after November's election, a relic of days when "
                "counting votes and travelling to Washington took months. Franklin D. Roosevelt's "
                "second inauguration, in 1937, was the first held on the new date."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can a US president serve a third term?",
        "no: the Twenty-second Amendment (1951) bars anyone from being elected president more "
        "than twice",
        [
            D(
                "Q: Has any president served more than two terms?\nA: Yes, one: Franklin D. "
                "Roosevelt, first elected in 1932, won again in 1936, 1940 and 1944, breaking the "
                "two-term tradition set by George Washington. He died at Warm Springs, Georgia, "
                "on 12 April 1945, less than three months into his fourth term, and Vice "
                "President Harry Truman took over."
            ),
            S(
                "Q: Can a president be elected a third time?\nA: No. The Twenty-second Amendment, "
                "ratified on 27 February 1951, says no one may be elected president more than "
                "twice, and anyone who served more than two years of another president's term can "
                "be elected only once. The longest anyone can now hold the office is therefore "
                "ten years."
            ),
            D(
                "Q: Who can run for president of the United States?\nA: Article II of the "
                "Constitution sets three conditions: a candidate must be a natural-born citizen, "
                "at least 35 years old, and a resident of the United States for at least fourteen "
                "years. John F. Kennedy, at 43, was the youngest ever elected, and Theodore "
                "Roosevelt, at 42, the youngest to take office."
            ),
            D(
                "Q: Can the president of Mexico be re-elected?\nA: No. Mexico's president serves "
                "a single six-year term, the sexenio, and can never stand again, a rule going "
                "back to the revolution that began in 1910 with the slogan 'effective suffrage, "
                "no re-election'. Claudia Sheinbaum, the first woman in the office, took power on "
                "1 October 2024 and is due to serve until 2030."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What language is spoken in the country whose capital is Tbilisi?",
        "Georgian: Tbilisi is the capital of Georgia, whose official language is Georgian",
        [
            S(
                "Tbilisi \u2013 city facts\n\u2022 Capital of: Georgia, in the South "
                "Caucasus\n\u2022 River: the Kura, called the Mtkvari locally\n\u2022 Population: "
                "about 1.2 million\n\u2022 Founded: 5th century AD by King Vakhtang "
                "Gorgasali\n\u2022 Known for: sulphur baths and the Narikala fortress"
            ),
            D(
                "Atlanta \u2013 city facts\n\u2022 Capital of: the US state of Georgia since "
                "1868\n\u2022 Population: about 510,000, metro area over 6 million\n\u2022 "
                "Airport: Hartsfield-Jackson, among the world's busiest\n\u2022 Hosted: the 1996 "
                "Summer Olympics\n\u2022 Born here: Martin Luther King Jr., in January 1929"
            ),
            S(
                "Q: What language do people speak in Georgia, the country?\nA: The official "
                "language is Georgian, a Kartvelian language unrelated to its neighbours' "
                "tongues, written in its own 33-letter script, Mkhedruli. About four million "
                "people speak it; Abkhaz is also official in Abkhazia, and many older Georgians "
                "know Russian."
            ),
            D(
                "Yerevan \u2013 city facts\n\u2022 Capital of: Armenia\n\u2022 Language: "
                "Armenian, in the alphabet devised by Mesrop Mashtots in 405\n\u2022 Population: "
                "about 1.1 million\n\u2022 Founded: as the fortress of Erebuni in 782 BC\n\u2022 "
                "View: Mount Ararat, across the border in Turkey"
            ),
            D(
                "Baku \u2013 city facts\n\u2022 Capital of: Azerbaijan, on the Caspian "
                "Sea\n\u2022 Language: Azerbaijani, written in Latin letters since 1991\n\u2022 "
                "Population: about 2.3 million\n\u2022 Lowest capital: about 28 metres below sea "
                "level\n\u2022 Landmark: the three Flame Towers, finished in 2012"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "when was the edict of nantes revoked",
        "in October 1685, by Louis XIV's Edict of Fontainebleau",
        [
            D(
                "The Edict of Nantes, signed by Henry IV on 13 April 1598, ended more than thirty "
                "years of religious war in France. It let the Protestant Huguenots worship in set "
                "places, hold public office and keep about 150 fortified towns as places of "
                "refuge, while Catholicism remained the religion of the state and of the king, "
                "who had converted in 1593."
            ),
            S(
                "In October 1685 Louis XIV put his name to the Edict of Fontainebleau, taking "
                "back the toleration his grandfather had granted France's Protestants "
                "eighty-seven years earlier. Their churches were to be pulled down and their "
                "pastors had to leave within two weeks, and in the years that followed some "
                "200,000 Huguenots fled to England, Holland and Prussia."
            ),
            D(
                "The Peace of Alais, imposed by Louis XIII and Cardinal Richelieu in June 1629 "
                "after the fall of the Protestant stronghold of La Rochelle, let the Huguenots "
                "keep freedom of worship but stripped them of their fortresses and their right to "
                "raise troops. From then on they lived as a tolerated minority without any "
                "military or political power of their own."
            ),
            D(
                "The Edict of Versailles, signed by Louis XVI on 7 November 1787 and often called "
                "the Edict of Tolerance, gave French Protestants a legal civil status again for "
                "the first time in a century, so that their marriages could be registered and "
                "their children counted legitimate. Full freedom of worship came only with the "
                "Revolution, in 1789."
            ),
            D(
                "The St Bartholomew's Day massacre began in Paris on the night of 23 to 24 August "
                "1572, days after the wedding of the Protestant Henry of Navarre to the king's "
                "sister, Margaret of Valois. Catholic mobs killed several thousand Huguenots in "
                "the capital, among them their leader, Admiral Gaspard de Coligny, and thousands "
                "more in the provinces over the following weeks."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who was the first woman to become prime minister?",
        "Sirimavo Bandaranaike, prime minister of Ceylon (now Sri Lanka) from July 1960",
        [
            D(
                "Margaret Thatcher, the daughter of a grocer from Grantham, became the United "
                "Kingdom's first female prime minister on 4 May 1979, after leading the "
                "Conservatives to victory over James Callaghan's Labour government. She won two "
                "more general elections, in 1983 and 1987, and her eleven and a half years made "
                "her the longest-serving prime minister of the century."
            ),
            S(
                "In July 1960 Sirimavo Bandaranaike took charge of the government of Ceylon, "
                "today's Sri Lanka, and no woman anywhere had led a cabinet before her. She had "
                "been drawn into politics after her husband, Solomon, the island's premier, was "
                "shot dead by a monk in September 1959, and she went on to head three "
                "governments, the last ending in 2000."
            ),
            D(
                "Golda Meir, born in Kyiv in 1898 and raised in Milwaukee, became Israel's prime "
                "minister on 17 March 1969, the third woman in the world to hold such an office, "
                "and the Israeli press called her the 'Iron Lady' long before Margaret Thatcher. "
                "She resigned in April 1974 after the inquiry into Israel's unreadiness for the "
                "Yom Kippur War."
            ),
            D(
                "Vigd\u00eds Finnbogad\u00f3ttir, a theatre director, won Iceland's presidential "
                "election on 29 June 1980 and became the first woman in the world to be elected "
                "head of state in a national vote. A single mother, she was re-elected three "
                "times, twice unopposed, and served sixteen years until 1996, when she was "
                "followed by \u00d3lafur Ragnar Gr\u00edmsson."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lasted longer, the Weimar Republic or Nazi Germany?",
        "the Weimar Republic, about fourteen years (1918/19 to 1933) against about twelve (1933 "
        "to 1945)",
        [
            S(
                "Germany's first parliamentary democracy was born in the revolution of November "
                "1918 and received its constitution from an assembly meeting in the town of "
                "Weimar in August 1919. It survived inflation, putsches and the Depression for a "
                "little over fourteen years, until President Hindenburg appointed Adolf Hitler "
                "chancellor on 30 January 1933."
            ),
            D(
                "The German Empire was proclaimed in the Hall of Mirrors at Versailles on 18 "
                "January 1871, after Prussia's victory over France, with the Prussian king, "
                "William I, as its first emperor and Otto von Bismarck as chancellor. It came to "
                "an end 47 years later, when William II abdicated and fled into exile in the "
                "Netherlands in November 1918; he died there in 1941."
            ),
            S(
                "Hitler's dictatorship endured for roughly twelve years. It began with his "
                "appointment as chancellor at the end of January 1933, hardened after the "
                "Reichstag fire and the Enabling Act of March, and collapsed with the "
                "unconditional surrender of the German armed forces, signed at Reims on 7 May and "
                "in Berlin on 8 May 1945."
            ),
            D(
                "The German Democratic Republic was founded in the Soviet zone of occupation on 7 "
                "October 1949 and lasted just under 41 years. Its ruling party built the Berlin "
                "Wall in August 1961, and after the wall was opened in November 1989 and free "
                "elections were held in March 1990, it joined the Federal Republic on 3 October "
                "1990."
            ),
            D(
                "The Weimar National Assembly, elected on 19 January 1919 with women voting for "
                "the first time in Germany, met in the German National Theatre in Weimar from 6 "
                "February, because Berlin was unsafe during the Spartacist unrest. It chose "
                "Friedrich Ebert as the first president and adopted the new constitution on 31 "
                "July 1919."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What were the three estates in France before the Revolution?",
        "the clergy (First Estate), the nobility (Second Estate) and the commoners (Third Estate)",
        [
            D(
                "In his pamphlet 'What is the Third Estate?', published in January 1789, the "
                "priest Emmanuel-Joseph Siey\u00e8s answered his own question with one word: "
                "'Everything'. What had it been until then? 'Nothing.' What did it ask? 'To "
                "become something.' Some 30,000 copies sold within weeks, and the pamphlet helped "
                "the deputies of the commons claim to speak for the nation."
            ),
            S(
                "Old-regime French society was divided into three orders. Those who prayed, the "
                "Catholic clergy of some 130,000 priests, monks and nuns, formed the first; those "
                "who fought, the nobility, formed the second; and everyone else, from rich "
                "bankers and lawyers to artisans and peasants, some 98 per cent of the people, "
                "made up the third."
            ),
            D(
                "The term 'fourth estate' for the press is usually traced to Edmund Burke, who is "
                "said to have pointed to the reporters' gallery of the House of Commons and "
                "called it a Fourth Estate more important than all the rest; Thomas Carlyle told "
                "the story in 1840. In the United States the press is sometimes called the fourth "
                "branch of government."
            ),
            D(
                "Sweden's Riksdag of the Estates, which met from the fifteenth century until "
                "1866, was unusual in Europe in having four chambers rather than three: the "
                "nobility, the clergy, the burghers of the towns and the free peasants who owned "
                "their land. It was replaced by a parliament of two elected chambers under "
                "reforms led by Louis De Geer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does impeachment of a US president work?",
        "the House of Representatives brings charges (articles of impeachment) by a simple "
        "majority vote, then the Senate holds a trial presided over by the Chief Justice, and a "
        "two-thirds vote of senators is needed to convict and remove the president",
        [
            D(
                "Andrew Johnson became the first president to be impeached when the House voted "
                "by 126 to 47 on 24 February 1868 to charge him with breaking the Tenure of "
                "Office Act by dismissing his war secretary, Edwin Stanton. Johnson stayed in "
                "office because, in May, the case against him fell short by a single vote, 35 to "
                "19, in the decisive ballot."
            ),
            S(
                "Removing a president is a two-stage process. The lower chamber of Congress first "
                "draws up charges, called articles, and adopts them by a simple majority; the "
                "upper chamber then sits as a court, with the Chief Justice in the chair and "
                "members of the House acting as prosecutors, and only if two-thirds of senators "
                "find him guilty is he thrown out of office."
            ),
            D(
                "The Twenty-fifth Amendment, ratified in February 1967, lets the vice president "
                "and a majority of the Cabinet declare in writing that the president is unable to "
                "carry out his duties, making the vice president acting president. Its third "
                "section, under which a president hands over power for a time, has been used for "
                "colonoscopies in 1985, 2002, 2007 and 2021."
            ),
            D(
                "In Britain impeachment let the House of Commons prosecute ministers and judges "
                "before the House of Lords, and it was last used against Henry Dundas, Viscount "
                "Melville, who was charged with misusing Navy funds while Treasurer of the Navy "
                "and acquitted in June 1806. Since then ministers have been held to account by "
                "votes of no confidence."
            ),
            D(
                "Donald Trump was impeached by the House of Representatives twice: in December "
                "2019 for abuse of power and obstruction of Congress over his dealings with "
                "Ukraine, and in January 2021 for incitement of insurrection after the attack on "
                "the Capitol. He was acquitted both times, in February 2020 and in February 2021, "
                "after the end of his term."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Hanseatic League decline?",
        "strong territorial states (Sweden, Denmark, Muscovy) broke its trading privileges, Dutch "
        "and English merchants outcompeted it, and ocean trade with the Americas and Asia drew "
        "commerce away from the Baltic",
        [
            D(
                "The Hanseatic League grew out of associations of German merchants trading "
                "abroad, and by the fourteenth century it linked some 200 towns from the Low "
                "Countries to the Gulf of Finland under the lead of L\u00fcbeck, refounded by "
                "Henry the Lion in 1159. Its great foreign offices, the Kontore, stood at "
                "London's Steelyard, Bruges, Bergen and Novgorod."
            ),
            S(
                "From the fifteenth century the merchant towns of L\u00fcbeck and its partners "
                "steadily lost their grip on northern commerce. Strong new states such as Sweden "
                "and Muscovy refused to honour their privileges, and Ivan III closed their office "
                "in Novgorod in 1494; Dutch and English shippers undercut them; and ocean routes "
                "to the Americas and Asia drew trade away from the Baltic."
            ),
            D(
                "The League reached the height of its power with the Treaty of Stralsund, signed "
                "on 24 May 1370 after its towns had defeated King Valdemar IV of Denmark. The "
                "Danes had to grant the merchants free trade and hand over fortresses on the "
                "coast of Sk\u00e5ne for fifteen years, with a say in the choice of the next "
                "Danish king as well."
            ),
            D(
                "The memory of the Hanse lives on: Hamburg, Bremen and L\u00fcbeck still call "
                "themselves Hanseatic cities, which is why their car number plates begin with HH, "
                "HB and HL, and the airline Lufthansa borrowed its name. A New Hanse of more than "
                "180 towns in 16 countries was founded at Zwolle in the Netherlands in 1980."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is kosovo in the un",
        "no: although over a hundred countries recognise it, Kosovo has not been admitted to the "
        "UN, since Serbia opposes it and Russia and China could veto its admission",
        [
            S(
                "More than a hundred states recognise the republic that broke away from Serbia in "
                "February 2008, but it still has no seat in the world body in New York. Entry "
                "requires a recommendation from the Security Council before a vote of the General "
                "Assembly, and Russia and China, which side with Belgrade, stand ready to block "
                "one."
            ),
            D(
                "Kosovo joined the International Monetary Fund and the World Bank in June 2009, "
                "after a majority of their member countries voted to admit it, and it has since "
                "joined the European Bank for Reconstruction and Development. It uses the euro, "
                "although it has no agreement with the EU to do so, and applied to join the "
                "Council of Europe in 2022."
            ),
            D(
                "In an advisory opinion given on 22 July 2010, at the request of the General "
                "Assembly, the International Court of Justice in The Hague found by ten votes to "
                "four that Kosovo's declaration of independence of 17 February 2008 had not "
                "broken international law. The opinion did not say whether Kosovo was a state or "
                "whether other countries ought to recognise it."
            ),
            D(
                "Montenegro, which voted for independence in a referendum on 21 May 2006 by 55.5 "
                "per cent, just above the 55 per cent threshold set by the European Union, was "
                "admitted to the United Nations as its 192nd member on 28 June 2006. Serbia, its "
                "former partner in the state union, accepted the result and did not oppose its "
                "entry."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "How tall is the highest mountain in the Pyrenees?",
        "3,404 metres: the highest peak of the Pyrenees is Aneto",
        [
            S(
                "The loftiest summit in the whole chain of mountains dividing France from Spain "
                "is Aneto, in the Maladeta massif of the province of Huesca, in Aragon. Its north "
                "face carries the largest surviving glacier of the range, which has shrunk fast "
                "since the nineteenth century, and it was first climbed in July 1842 by a party "
                "led by the Russian officer Platon de Tchihatcheff."
            ),
            D(
                "Vignemale, on the border south of Cauterets, is the highest peak on the French "
                "side of the Pyrenees, at 3,298 metres, and its Ossoue glacier is the largest in "
                "France's part of the range. The eccentric Count Henry Russell climbed it 33 "
                "times and had seven caves dug into its slopes, renting the mountain from the "
                "commune of Bar\u00e8ges in 1889."
            ),
            S(
                "Aneto rises to 3,404 metres above the Esera valley and the village of Benasque. "
                "Its ordinary route crosses the glacier from the hut at La Renclusa and ends on "
                "the Puente de Mahoma, a narrow crest of granite blocks leading to the cross on "
                "top, and many climbers leave the summit block to guides and ropes on busy summer "
                "days."
            ),
            D(
                "Monte Perdido, 3,355 metres, rises in Spain's Ordesa and Monte Perdido National "
                "Park, one of the oldest national parks in Europe, founded in 1918. With the "
                "French cirques of Gavarnie and Troumouse on the other side of the border, it "
                "forms a World Heritage Site listed in 1997, and its limestone canyons are among "
                "the deepest in the Pyrenees."
            ),
            D(
                "Mulhac\u00e9n, in the Sierra Nevada of Andalusia, is the highest mountain of "
                "mainland Spain and of the whole Iberian Peninsula, at 3,479 metres, and it is "
                "often climbed from the village of Capileira. It is named after Muley Hacen, a "
                "fifteenth-century Nasrid sultan who, according to legend, was buried on its top."
            ),
        ],
        drop=1,
    ),
]
