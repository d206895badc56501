"""Development multi-hop questions, batch 50.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev46.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 298 characters, mean distractor 294 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Who was the mother of the queen who knighted Francis Drake?",
        "Anne Boleyn",
        [
            D(
                "Golden Hind: The Golden Hind was an English galleon of about 100 tons, first "
                "named the Pelican, in which Francis Drake sailed around the world between 1577 "
                "and 1580. She came home to Plymouth loaded with Spanish silver and gold, and a "
                "full-size replica built in 1973 is now moored on the south bank of the Thames."
            ),
            D(
                "Walter Raleigh: Sir Walter Raleigh (c. 1552 \u2013 1618) was an English soldier, "
                "courtier and explorer born at Hayes Barton in East Devon. Knighted by Queen "
                "Elizabeth I in 1585, he sponsored the failed Roanoke colony in America, and he "
                "was beheaded in Westminster on 29 October 1618 under King James I."
            ),
            S(
                "Francis Drake: Sir Francis Drake (c. 1540 \u2013 1596) was an English sea captain "
                "and privateer born near Tavistock, Devon. He led the second voyage around the "
                "world in a single expedition, from 1577 to 1580, and Queen Elizabeth I knighted "
                "him on board his ship at Deptford in April 1581, a few months after his return."
            ),
            D(
                "Mary I of England: Mary I (1516 \u2013 1558) was Queen of England and Ireland "
                "from July 1553 until her death, the elder half-sister of the queen who followed "
                "her. Born at Greenwich, she was the only child of King Henry VIII and Catherine "
                "of Aragon to survive infancy, and she married Philip of Spain in 1554."
            ),
            D(
                "Jane Seymour: Jane Seymour (c. 1508 \u2013 1537) was Queen of England from 1536 "
                "as the third wife of King Henry VIII, whom she married at Whitehall eleven days "
                "after the execution of his second wife. She was the mother of the future King "
                "Edward VI, and she died at Hampton Court twelve days after giving birth."
            ),
            S(
                "Elizabeth I: Elizabeth I (1533 \u2013 1603) was Queen of England and Ireland from "
                "17 November 1558 until her death, the last monarch of the House of Tudor. Born at "
                "Greenwich Palace, she was the daughter of King Henry VIII and his second wife, "
                "Anne Boleyn, who was beheaded at the Tower of London in May 1536."
            ),
            D(
                "Elizabeth of York: Elizabeth of York (1466 \u2013 1503) was Queen of England as "
                "the wife of King Henry VII, whose marriage in January 1486 joined the houses of "
                "York and Lancaster. The eldest daughter of King Edward IV and Elizabeth "
                "Woodville, she was the mother of Arthur, Margaret, Mary and King Henry VIII."
            ),
            D(
                "Spanish Armada: The Spanish Armada was a fleet of about 130 ships that sailed "
                "from A Coru\u00f1a in July 1588 to escort an army from Flanders in an invasion of "
                "England. Fireships and an English fleet under Lord Howard of Effingham, with "
                "Francis Drake as his second, broke it up off Gravelines in early August."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that sells the kindle e-reader",
        "Jeff Bezos",
        [
            D(
                "Kobo eReader: The Kobo eReader is a line of e-book readers made by Rakuten Kobo, "
                "a company founded in Toronto in December 2009 as a spin-off of the Canadian "
                "bookshop chain Indigo Books and Music. The Japanese retailer Rakuten bought it in "
                "January 2012 for US$315 million, and its devices read the open EPUB format."
            ),
            S(
                "Amazon (company): Amazon.com, Inc. is an American technology company based in "
                "Seattle, Washington. It was founded by Jeff Bezos on 5 July 1994 in his garage in "
                "Bellevue, Washington, as an online bookshop, and it has since grown into the "
                "largest online retailer in the world and a leading cloud computing provider."
            ),
            D(
                "Blue Origin: Blue Origin is an American rocket maker and spaceflight company "
                "based in Kent, Washington, founded in September 2000 by Jeff Bezos. Its New "
                "Shepard rocket has carried paying tourists past the edge of space since July "
                "2021, and its heavy New Glenn launcher first reached orbit in January 2025."
            ),
            D(
                "Nook (e-reader): The Nook is a series of e-book readers sold by the American "
                "bookseller Barnes & Noble, the first of which went on sale in November 2009. "
                "Barnes & Noble, whose modern chain was built up by Leonard Riggio from a single "
                "New York shop he bought in 1971, later partnered with Samsung on Nook tablets."
            ),
            S(
                "Amazon Kindle: The Amazon Kindle is a series of e-readers designed and sold by "
                "Amazon. The first model went on sale in the United States on 19 November 2007 for "
                "US$399 and sold out within hours, and later models added E Ink touchscreens, "
                "built-in front lights, waterproof cases and audiobook playback."
            ),
            D(
                "Audible (service): Audible is an American seller and producer of spoken-word "
                "audio, mostly audiobooks and podcasts, based in Newark, New Jersey. It was "
                "founded in 1995 by the journalist Donald Katz, made one of the first portable "
                "digital audio players in 1997, and was bought by a larger firm in 2008."
            ),
            D(
                "E Ink: E Ink Corporation is a maker of electronic paper displays, founded in 1997 "
                "by a team from the MIT Media Lab that included Joseph Jacobson. Its screens "
                "reflect light like printed paper and use power only when the page changes, and "
                "the company has been owned by Taiwan's E Ink Holdings since 2009."
            ),
            D(
                "Sony Reader: The Sony Reader was a line of e-book readers made by the Japanese "
                "electronics company Sony from 2006 to 2014. The first model, the PRS-500, was "
                "among the earliest to use an electronic paper screen, and Sony closed its online "
                "Reader Store in North America in 2014, handing customers to Kobo."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the husband of the queen in whose reign the Acts of Union 1707 took effect?",
        "Prince George of Denmark",
        [
            D(
                "Act of Union 1800: The Act of Union 1800 was passed by the parliaments of Great "
                "Britain and Ireland to merge the two kingdoms into the United Kingdom of Great "
                "Britain and Ireland. It took effect on 1 January 1801, in the reign of King "
                "George III, and the Irish parliament in Dublin was closed."
            ),
            D(
                "Mary II of England: Mary II (1662 \u2013 1694) was Queen of England, Scotland and "
                "Ireland from 1689, reigning jointly with her husband and first cousin, William of "
                "Orange, after the Glorious Revolution removed her father, James II. She died of "
                "smallpox at Kensington Palace on 28 December 1694, leaving William to reign "
                "alone."
            ),
            S(
                "Anne, Queen of Great Britain: Anne (1665 \u2013 1714) became Queen of England, "
                "Scotland and Ireland on 8 March 1702 and the first sovereign of Great Britain in "
                "1707. In 1683 she married Prince George of Denmark, and although she was pregnant "
                "at least seventeen times, none of her children outlived her."
            ),
            D(
                "Union of the Crowns: The Union of the Crowns was the accession of James VI of "
                "Scotland to the throne of England as James I on 24 March 1603, after the death of "
                "his cousin Elizabeth I. The two kingdoms kept separate parliaments, laws and "
                "churches under one monarch for more than a century afterwards."
            ),
            D(
                "George I of Great Britain: George I (1660 \u2013 1727) was King of Great Britain "
                "and Ireland from 1 August 1714 and Elector of Hanover. A great-grandson of James "
                "I, he came to the throne under the Act of Settlement 1701, and his marriage to "
                "Sophia Dorothea of Celle ended in divorce in 1694."
            ),
            D(
                "Laws in Wales Acts 1535 and 1542: The Laws in Wales Acts were passed by the "
                "Parliament of England in the reign of King Henry VIII. They annexed Wales to the "
                "Kingdom of England, brought English law and the shire system to the Welsh "
                "counties, and gave Wales its first seats in the House of Commons."
            ),
            S(
                "Acts of Union 1707: The Acts of Union were the Union with Scotland Act 1706 of "
                "the Parliament of England and the Union with England Act 1707 of the Parliament "
                "of Scotland. Taking effect on 1 May 1707, during the reign of Queen Anne, they "
                "joined the two realms into one Kingdom of Great Britain with a single parliament."
            ),
            D(
                "Jacobite rising of 1715: The Jacobite rising of 1715 was an attempt to put James "
                "Francis Edward Stuart on the British throne after the death of the last Stuart "
                "monarch. Led by the Earl of Mar, it was checked at Sheriffmuir on 13 November "
                "1715, and James left Scotland for France in February 1716."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the father of the queen who was beheaded at Fotheringhay Castle in 1587?",
        "James V of Scotland",
        [
            S(
                "Mary, Queen of Scots: Mary Stuart (1542 \u2013 1587) was Queen of Scotland from "
                "14 December 1542 until she was forced to abdicate in July 1567. Born at "
                "Linlithgow Palace, she was the only surviving legitimate child of King James V of "
                "Scotland and Mary of Guise, and she became queen at six days old."
            ),
            D(
                "Lady Jane Grey: Lady Jane Grey (c. 1537 \u2013 1554) was proclaimed Queen of "
                "England in July 1553 and held the throne for nine days before Mary I replaced "
                "her. The eldest daughter of Henry Grey, Duke of Suffolk, she was beheaded at the "
                "Tower of London on 12 February 1554, aged sixteen or seventeen."
            ),
            D(
                "Richard III of England: Richard III (1452 \u2013 1485) was King of England from "
                "1483 until he was killed in battle, the last of the House of York. He was born at "
                "a castle in Northamptonshire on 2 October 1452, a son of Richard, Duke of York, "
                "and his remains were found under a car park in Leicester in 2012."
            ),
            D(
                "Marie Antoinette: Marie Antoinette (1755 \u2013 1793) was the last Queen of "
                "France before the Revolution, the wife of King Louis XVI. Born in Vienna, she was "
                "the fifteenth child of Empress Maria Theresa and Emperor Francis I, and she was "
                "guillotined on the Place de la R\u00e9volution on 16 October 1793."
            ),
            D(
                "Peterborough Cathedral: Peterborough Cathedral is a Norman church in "
                "Cambridgeshire, England, built mostly between 1118 and 1238, with a west front of "
                "three huge arches. Catherine of Aragon was buried there in 1536, and it held the "
                "body of the Scottish queen Mary Stuart from 1587 until 1612."
            ),
            S(
                "Fotheringhay Castle: Fotheringhay Castle was a motte-and-bailey castle by the "
                "River Nene in the village of Fotheringhay, Northamptonshire. Richard III was born "
                "there in 1452, and Mary, Queen of Scots, was tried in its hall and then beheaded "
                "there on 8 February 1587. It fell into ruin in the 17th century."
            ),
            D(
                "Henry Stuart, Lord Darnley: Henry Stuart, Lord Darnley (1545 \u2013 1567), was "
                "the second husband of the Scottish queen and the father of King James VI. Born at "
                "Temple Newsam in Yorkshire, he was found dead in the garden of Kirk o' Field in "
                "Edinburgh after an explosion on 10 February 1567."
            ),
            D(
                "James VI and I: James VI and I (1566 \u2013 1625) was King of Scotland from July "
                "1567 and King of England and Ireland from 1603. Born at Edinburgh Castle, the "
                "only son of Lord Darnley, he commissioned the English translation of the Bible "
                "published in 1611 and died at Theobalds House in Hertfordshire."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the sultan who recaptured Jerusalem in 1187 born?",
        "Tikrit",
        [
            D(
                "Siege of Jerusalem (1099): The siege of Jerusalem was fought from 7 June to 15 "
                "July 1099, when the armies of the First Crusade stormed the walls and took the "
                "city from the Fatimid caliphate of Egypt. Godfrey of Bouillon was then chosen as "
                "its first Latin ruler, refusing the title of king, and died the next year."
            ),
            S(
                "Saladin: Al-Nasir Salah al-Din Yusuf ibn Ayyub (c. 1137 \u2013 1193), known in "
                "the West as Saladin, was the first sultan of Egypt and Syria and the founder of "
                "the Ayyubid dynasty. A Sunni Muslim of Kurdish descent, he was born in Tikrit, in "
                "what is now Iraq, and died at Damascus on 4 March 1193."
            ),
            D(
                "Richard I of England: Richard I (1157 \u2013 1199), called the Lionheart, was "
                "King of England from 1189 and a leader of the Third Crusade. Born at Beaumont "
                "Palace in Oxford on 8 September 1157, he won the Battle of Arsuf in 1191 and was "
                "killed by a crossbow bolt at the siege of Ch\u00e2lus in France."
            ),
            D(
                "Tikrit: Tikrit is a city in northern Iraq on the west bank of the Tigris, about "
                "140 kilometres north-west of Baghdad, and the capital of its province. The "
                "hometown of Saddam Hussein, it was seized by the Islamic State group in June 2014 "
                "and retaken by Iraqi forces in the spring of 2015."
            ),
            D(
                "Baibars: Al-Zahir Baibars (c. 1223 \u2013 1277) was the fourth Mamluk sultan of "
                "Egypt and Syria, born among the Kipchak Turks north of the Black Sea and sold as "
                "a slave. He helped beat the Mongols at Ain Jalut in 1260, seized Antioch from the "
                "crusaders in 1268 and died at Damascus in July 1277."
            ),
            S(
                "Siege of Jerusalem (1187): The siege of Jerusalem lasted from 20 September to 2 "
                "October 1187, when Balian of Ibelin surrendered the city to Saladin, the Ayyubid "
                "sultan. It came three months after the crusaders' crushing defeat at the Horns of "
                "Hattin, and it led Pope Gregory VIII to call the Third Crusade."
            ),
            D(
                "Imad al-Din Zengi: Imad al-Din Zengi (c. 1085 \u2013 1146) was a Turkish atabeg "
                "who ruled Mosul from 1127 and Aleppo from 1128, founding the Zengid dynasty. On "
                "24 December 1144 he captured the crusader city of Edessa after a siege of four "
                "weeks, and he was murdered by one of his own slaves in 1146."
            ),
            D(
                "Dome of the Rock: The Dome of the Rock is an Islamic shrine on the Temple Mount "
                "in the Old City of Jerusalem, completed in about 691 under the Umayyad caliph Abd "
                "al-Malik. Its octagonal plan and gilded dome over the Foundation Stone make it "
                "the oldest surviving major work of Islamic architecture."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the governor who gave his name to gerrymandering born?",
        "Marblehead, Massachusetts",
        [
            D(
                "John Hancock: John Hancock (1737 \u2013 1793) was an American merchant and "
                "statesman born in Braintree, Massachusetts, who was president of the Second "
                "Continental Congress and the first to sign the Declaration of Independence. In "
                "1780 he became the first elected Governor of Massachusetts."
            ),
            D(
                "Filibuster: A filibuster is the use of long speeches or other delays to block a "
                "vote in a legislature. The word comes through Spanish from the Dutch vrijbuiter, "
                "a freebooter, and in the United States Senate Strom Thurmond held the floor alone "
                "for 24 hours and 18 minutes against a civil rights bill in August 1957."
            ),
            D(
                "Caleb Strong: Caleb Strong (1745 \u2013 1819) was an American lawyer and "
                "Federalist politician born in Northampton, Massachusetts. A delegate to the "
                "Constitutional Convention of 1787, he was Governor of Massachusetts from 1800 to "
                "1807 and again from 1812 to 1816, after winning the election of 1812."
            ),
            S(
                "Gerrymandering: Gerrymandering is the drawing of electoral district boundaries to "
                "favour one party or group. The word was coined in the Boston Gazette in March "
                "1812, after Governor Elbridge Gerry of Massachusetts signed a bill that created a "
                "state senate district north of Boston shaped like a salamander."
            ),
            D(
                "Marblehead, Massachusetts: Marblehead is a seaside town in Essex County, "
                "Massachusetts, about 25 kilometres north-east of Boston. Its fishermen formed "
                "John Glover's regiment, which rowed George Washington's army across the Delaware "
                "River in December 1776, and it calls itself the birthplace of the US Navy."
            ),
            D(
                "Baker v. Carr: Baker v. Carr is a 1962 decision of the Supreme Court of the "
                "United States which held that federal courts may hear cases about how states draw "
                "legislative districts. It came from Tennessee, which had not redrawn its "
                "districts since 1901, and led to the rule of one person, one vote."
            ),
            S(
                "Elbridge Gerry: Elbridge Gerry (1744 \u2013 1814) was an American politician who "
                "signed the Declaration of Independence and was the fifth Vice President of the "
                "United States, under James Madison, from 1813 until his death. He was born on 17 "
                "July 1744 in Marblehead, Massachusetts, the son of a merchant."
            ),
            D(
                "Samuel Adams: Samuel Adams (1722 \u2013 1803) was an American statesman and "
                "political philosopher born in Boston, a leader of the protests that came before "
                "the Boston Tea Party of 1773. He signed the Declaration of Independence and was "
                "Governor of Massachusetts from 1794 to 1797."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "At which Derbyshire country house was the statesman the Curzon Line is named after born?",
        "Kedleston Hall",
        [
            D(
                "McMahon Line: The McMahon Line is a boundary between Tibet and north-east India "
                "drawn at the Simla Convention of 1914 and named after Sir Henry McMahon, the "
                "British foreign secretary of India, who was born in Simla in 1862. China has "
                "never accepted it, and it was at the heart of the Sino-Indian War of 1962."
            ),
            D(
                "Chatsworth House: Chatsworth House is a stately home on the River Derwent in "
                "Derbyshire, England, the seat of the Dukes of Devonshire and owned by the "
                "Cavendish family since 1549. Its baroque house was rebuilt from 1687, and its "
                "park was laid out by Capability Brown in the 1760s."
            ),
            D(
                "Polish\u2013Soviet War: The Polish\u2013Soviet War was fought from February 1919 "
                "to October 1920 between the Second Polish Republic and Soviet Russia over Ukraine "
                "and Belarus. The Poles stopped the Red Army at the Battle of Warsaw in August "
                "1920, and the Peace of Riga ended it in March 1921."
            ),
            S(
                "Curzon Line: The Curzon Line was a demarcation line between Poland and Soviet "
                "Russia proposed in July 1920 by the British Foreign Secretary, Lord Curzon, "
                "during the Polish\u2013Soviet War. It followed a line drawn by the Allies in "
                "December 1919, and it became the basis of Poland's eastern border in 1945."
            ),
            D(
                "Durand Line: The Durand Line is the 2,640-kilometre border between Afghanistan "
                "and Pakistan, agreed in 1893 between the emir Abdur Rahman Khan and Sir Mortimer "
                "Durand, a British diplomat born at Sehore in central India in 1850. Afghan "
                "governments have never recognised it as an international border."
            ),
            D(
                "Edward Grey: Edward Grey, 1st Viscount Grey of Fallodon (1862 \u2013 1933), was a "
                "British Liberal statesman born in London who served as Foreign Secretary from "
                "1905 to 1916, longer than anyone else in the post. On the eve of the First World "
                "War he said the lamps were going out all over Europe."
            ),
            S(
                "George Curzon: George Nathaniel Curzon, 1st Marquess Curzon of Kedleston (1859 "
                "\u2013 1925), was a British Conservative statesman, Viceroy of India from 1899 to "
                "1905 and Foreign Secretary from 1919 to 1924. He was born on 11 January 1859 at "
                "Kedleston Hall in Derbyshire, the seat of his family."
            ),
            D(
                "Oder\u2013Neisse line: The Oder\u2013Neisse line is the border between Germany "
                "and Poland, drawn along the Oder and Lusatian Neisse rivers at the Potsdam "
                "Conference in August 1945. East Germany accepted it in 1950, and a united Germany "
                "confirmed it in a treaty with Poland in November 1990."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Under which president did the man the Dawes Plan is named after serve as vice president?",
        "Calvin Coolidge",
        [
            D(
                "Young Plan: The Young Plan was a 1929 scheme that cut Germany's First World War "
                "reparations to 112 billion marks, to be paid over 59 years. It was named after "
                "Owen D. Young, the American chairman of General Electric who led the committee, "
                "and the Hoover Moratorium of 1931 halted its payments."
            ),
            S(
                "Dawes Plan: The Dawes Plan was a 1924 scheme for Germany to pay its First World "
                "War reparations in rising yearly sums, backed by a large foreign loan, after the "
                "French occupation of the Ruhr. It was drawn up by a committee chaired by the "
                "American banker Charles G. Dawes, and the Young Plan replaced it in 1929."
            ),
            D(
                "Occupation of the Ruhr: The occupation of the Ruhr was the entry of French and "
                "Belgian troops into Germany's industrial Ruhr valley in January 1923, after "
                "Germany fell behind on deliveries of coal and timber. The passive resistance that "
                "followed fed hyperinflation, and the last troops left in August 1925."
            ),
            D(
                "Charles Curtis: Charles Curtis (1860 \u2013 1936) was an American lawyer and "
                "Republican politician born in Topeka, Kansas, who was the 31st Vice President of "
                "the United States, under President Herbert Hoover, from 1929 to 1933. Of Kaw "
                "descent, he was the first vice president with Native American ancestry."
            ),
            D(
                "Warren G. Harding: Warren Gamaliel Harding (1865 \u2013 1923) was the 29th "
                "President of the United States, a Republican from Ohio who took office in March "
                "1921. He died of a heart attack at the Palace Hotel in San Francisco on 2 August "
                "1923, and his vice president, Calvin Coolidge, was sworn in by his own father in "
                "Vermont."
            ),
            S(
                "Charles G. Dawes: Charles Gates Dawes (1865 \u2013 1951) was an American banker "
                "and Republican politician born in Marietta, Ohio. He shared the Nobel Peace Prize "
                "for 1925 for his work on German reparations, and he was the 30th Vice President "
                "of the United States, under Calvin Coolidge, from 1925 to 1929."
            ),
            D(
                "Thomas R. Marshall: Thomas Riley Marshall (1854 \u2013 1925) was an American "
                "lawyer and Democratic politician born in North Manchester, Indiana, who was the "
                "28th Vice President of the United States, under Woodrow Wilson, from 1913 to "
                "1921, and earlier the Governor of Indiana from 1909 to 1913."
            ),
            D(
                "Gustav Stresemann: Gustav Stresemann (1878 \u2013 1929) was a German liberal "
                "politician who was Chancellor for a hundred days in 1923 and then Foreign "
                "Minister until his death. He won the Nobel Peace Prize for 1926 with Aristide "
                "Briand for the Locarno Treaties, and he died in Berlin in October 1929."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which city was the engineer behind the first ferris wheel born in",
        "Galesburg, Illinois",
        [
            D(
                "London Eye: The London Eye is a cantilevered observation wheel on the South Bank "
                "of the River Thames, opened to the public in March 2000 as the Millennium Wheel. "
                "Designed by the architects David Marks and Julia Barfield, it is 135 metres tall "
                "and carries 32 sealed capsules, each holding up to 25 people."
            ),
            S(
                "George Washington Gale Ferris Jr.: George Washington Gale Ferris Jr. (1859 \u2013 "
                "1896) was an American civil engineer who tested steel for bridges in Pittsburgh. "
                "He was born on 14 February 1859 in Galesburg, Illinois, a town named after the "
                "minister he was named for, and he died of typhoid aged 37."
            ),
            D(
                "Galesburg, Illinois: Galesburg is a city in Knox County, Illinois, founded in "
                "1837 by the Presbyterian minister George Washington Gale as a college town. It is "
                "the home of Knox College, where Abraham Lincoln and Stephen Douglas held a debate "
                "in 1858, and the birthplace of the poet Carl Sandburg."
            ),
            D(
                "Wiener Riesenrad: The Wiener Riesenrad is a Ferris wheel in the Prater park in "
                "Vienna, built in 1897 by the English engineer Walter Basset to mark the golden "
                "jubilee of Emperor Franz Joseph I. It is 64.75 metres tall, and it appears in a "
                "famous scene of the 1949 film The Third Man."
            ),
            D(
                "Daniel Burnham: Daniel Hudson Burnham (1846 \u2013 1912) was an American "
                "architect and city planner born in Henderson, New York. He was director of works "
                "for the Chicago world's fair of 1893, drew up the Plan of Chicago of 1909 and "
                "designed the Flatiron Building in New York City."
            ),
            S(
                "Ferris Wheel: The original Ferris Wheel was built for the World's Columbian "
                "Exposition in Chicago and opened on 21 June 1893. Designed by the engineer George "
                "Washington Gale Ferris Jr. as an answer to the Eiffel Tower, it stood 80 metres "
                "tall, had 36 cars for 60 riders each and was pulled down in 1906."
            ),
            D(
                "World's Columbian Exposition: The World's Columbian Exposition was a world's fair "
                "held in Chicago from May to October 1893 to mark 400 years since Columbus reached "
                "the Americas. Its white neoclassical buildings by Jackson Park earned it the name "
                "White City, and it drew more than 27 million visits."
            ),
            D(
                "High Roller (Ferris wheel): The High Roller is a giant observation wheel on the "
                "Las Vegas Strip in Paradise, Nevada, 167.6 metres tall, which opened on 31 March "
                "2014. It was the tallest wheel in the world until Ain Dubai opened in 2021, and "
                "its 28 cabins each hold up to 40 people."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "in which utah town was the inventor of the zamboni ice resurfacer born",
        "Eureka, Utah",
        [
            D(
                "Snowmobile: A snowmobile is a motor vehicle for travel on snow, driven by a "
                "rubber track and steered with skis at the front. The Canadian inventor "
                "Joseph-Armand Bombardier, born in Valcourt, Quebec, in 1907, brought out the "
                "light one-person Ski-Doo in 1959, and it sold widely in the 1960s."
            ),
            S(
                "Frank Zamboni: Frank Joseph Zamboni Jr. (1901 \u2013 1988) was an American "
                "mechanic and inventor, the son of Italian immigrants, born on 16 January 1901 in "
                "Eureka, Utah. He moved to southern California, opened the Iceland skating rink in "
                "Paramount in 1940 and set up a company to build his machines."
            ),
            D(
                "Eureka, California: Eureka is a port city on Humboldt Bay in northern California, "
                "the county seat of Humboldt County, founded in 1850 during the gold rush. It is "
                "known for its Victorian houses, above all the Carson Mansion built for a timber "
                "baron in 1886, and for the redwood forests around it."
            ),
            D(
                "Ice rink: An ice rink is a frozen body of water or an artificial sheet of ice for "
                "skating, hockey or curling. The first rink of mechanically frozen ice, the "
                "Glaciarium, was opened by John Gamgee in Chelsea, London, in January 1876, with a "
                "mixture of glycerine and water pumped through copper pipes beneath the ice."
            ),
            D(
                "Park City, Utah: Park City is a resort town in the Wasatch Range of northern "
                "Utah, about 50 kilometres east of Salt Lake City, which grew up as a silver "
                "mining camp in the 1870s. It hosted events of the 2002 Winter Olympics and is "
                "home to the Sundance Film Festival every January."
            ),
            S(
                "Ice resurfacer: An ice resurfacer is a vehicle that cleans and smooths the "
                "surface of an ice rink by shaving it, washing it and laying down a thin film of "
                "warm water. The first practical one was built in 1949 by Frank Zamboni, and his "
                "company's name has become a common word for any such machine."
            ),
            D(
                "Lawn mower: A lawn mower is a machine with one or more revolving blades for "
                "cutting grass to an even height. The first was invented by the engineer Edwin "
                "Budding of Stroud in Gloucestershire, who took the idea from a machine for "
                "trimming cloth and patented his cylinder mower in 1830."
            ),
            D(
                "Ice hockey: Ice hockey is a team sport played on skates, in which two teams of "
                "six try to drive a rubber puck into the other side's net. The first organised "
                "indoor game was played at the Victoria Skating Rink in Montreal on 3 March 1875, "
                "and the National Hockey League was founded in 1917."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Beveridge Report was written by an economist born in which city?",
        "Rangpur",
        [
            S(
                "William Beveridge: William Henry Beveridge, 1st Baron Beveridge (1879 \u2013 "
                "1963), was a British economist and social reformer who directed the London School "
                "of Economics from 1919 to 1937. He was born on 5 March 1879 in Rangpur, in the "
                "Bengal Presidency of British India, where his father was a judge."
            ),
            D(
                "National Health Service: The National Health Service is the publicly funded "
                "health care system of the United Kingdom, launched on 5 July 1948 by the Minister "
                "of Health, Aneurin Bevan, a former coal miner born in Tredegar, Wales. It gave "
                "hospital care, doctors and dentists free at the point of use."
            ),
            D(
                "John Maynard Keynes: John Maynard Keynes (1883 \u2013 1946) was an English "
                "economist born in Cambridge whose General Theory of Employment, Interest and "
                "Money (1936) changed how governments fought slumps. He led the British team at "
                "the Bretton Woods conference of 1944 and died at Tilton, Sussex."
            ),
            D(
                "Black Report: The Black Report was a 1980 study of health inequalities in "
                "Britain, written for the Department of Health and Social Security by a group "
                "chaired by Sir Douglas Black, the president of the Royal College of Physicians. "
                "It found that poorer people died younger, and few copies were printed."
            ),
            S(
                "Beveridge Report: The Beveridge Report, officially Social Insurance and Allied "
                "Services, was a British government report published in 1942. Written by the "
                "Liberal economist William Beveridge, it named five giants on the road to "
                "reconstruction and shaped the welfare state built after 1945."
            ),
            D(
                "Rangpur (city): Rangpur is a city in northern Bangladesh on the Ghaghat river, "
                "the seat of Rangpur Division, which was formed in 2010. The Rangpur lime, a cross "
                "between a mandarin orange and a lemon, is named after the district, and the city "
                "has a university founded in 2008."
            ),
            D(
                "Clement Attlee: Clement Richard Attlee (1883 \u2013 1967) was a British Labour "
                "statesman born in Putney, London, who was Prime Minister from July 1945 to "
                "October 1951. His government nationalised coal, the railways and the Bank of "
                "England, and it built the welfare state around the new health service."
            ),
            D(
                "Poor Law Amendment Act 1834: The Poor Law Amendment Act 1834 was an act of the "
                "British Parliament that made workhouses the main form of relief for the poor in "
                "England and Wales. It followed a royal commission whose secretary, Edwin "
                "Chadwick, was born at Longsight near Manchester in 1800."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who served as President of the United States first, James Madison or James Monroe?",
        "James Madison",
        [
            D(
                "James Madison University: James Madison University is a public university in "
                "Harrisonburg, in Virginia's Shenandoah Valley, founded in 1908 as a state "
                "teachers' college for women. It took its present name in 1977, admitted men from "
                "1966 onwards and now teaches more than 20,000 students."
            ),
            D(
                "Monrovia: Monrovia is the capital and largest city of Liberia, on Cape Mesurado "
                "on the Atlantic coast. Founded in 1822 by the American Colonization Society as a "
                "home for freed slaves from the United States, it was named after the American "
                "president James Monroe, a keen supporter of the society, in 1824."
            ),
            S(
                "James Madison: James Madison (1751 \u2013 1836) was an American statesman and "
                "Founding Father, called the Father of the Constitution for his part in drafting "
                "it and the Bill of Rights. Born in Port Conway, Virginia, he was the fourth "
                "President of the United States, from 1809 to 1817, through the War of 1812."
            ),
            D(
                "Madison, Wisconsin: Madison is the capital of the US state of Wisconsin, built on "
                "an isthmus between Lake Mendota and Lake Monona. Founded in 1836 and named after "
                "one of the Founding Fathers, it is home to the University of "
                "Wisconsin\u2013Madison, which opened its first classes in 1849."
            ),
            D(
                "Fort Monroe: Fort Monroe is a former military installation at Old Point Comfort "
                "in Hampton, Virginia, guarding the mouth of Hampton Roads. Completed in 1834 and "
                "named after a Virginian president, it stayed in Union hands in the Civil War, and "
                "escaped slaves called it Freedom's Fortress."
            ),
            D(
                "War of 1812: The War of 1812 was fought between the United States and the United "
                "Kingdom from June 1812 to February 1815, over trade restrictions and the "
                "impressment of American sailors. British troops burned the White House in August "
                "1814, and the Treaty of Ghent restored the old borders."
            ),
            S(
                "James Monroe: James Monroe (1758 \u2013 1831) was an American statesman and the "
                "last Founding Father to serve as President of the United States, the fifth, from "
                "1817 to 1825. Born in Westmoreland County, Virginia, he set out the Monroe "
                "Doctrine in 1823 and died in New York City on 4 July 1831."
            ),
            D(
                "The Federalist Papers: The Federalist Papers are a collection of 85 essays "
                "written in 1787 and 1788 by Alexander Hamilton, James Madison and John Jay under "
                "the shared pen name Publius. Published at first in New York newspapers, they "
                "urged the people of New York to ratify the new United States Constitution."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were the Treaty of Versailles and the Treaty of Trianon both signed in 1919?",
        "no",
        [
            D(
                "Treaty of Saint-Germain-en-Laye (1919): The Treaty of Saint-Germain-en-Laye was "
                "signed on 10 September 1919 by the Allies and the new Republic of German-Austria. "
                "It broke up the Austrian half of the Habsburg monarchy, ceded South Tyrol to "
                "Italy and forbade Austria to join Germany without the consent of the League of "
                "Nations."
            ),
            D(
                "Grand Trianon: The Grand Trianon is a palace of pink marble in the north-west of "
                "the park of Versailles, built in 1687 and 1688 by Jules Hardouin-Mansart for King "
                "Louis XIV as a retreat from the court. Napoleon later stayed there with his "
                "second wife, Marie Louise, and it is now a museum."
            ),
            D(
                "Treaty of Neuilly-sur-Seine: The Treaty of Neuilly-sur-Seine was signed on 27 "
                "November 1919 by the Allies and Bulgaria, which had fought on the side of the "
                "Central Powers. Bulgaria gave Western Thrace to Greece and lost its coast on the "
                "Aegean Sea, and it had to pay heavy reparations."
            ),
            S(
                "Treaty of Versailles: The Treaty of Versailles was the peace treaty between "
                "Germany and the Allied Powers that formally ended the First World War. It was "
                "signed in the Hall of Mirrors at the Palace of Versailles on 28 June 1919, and it "
                "came into force on 10 January 1920, when the League of Nations was born."
            ),
            D(
                "Treaty of S\u00e8vres: The Treaty of S\u00e8vres was signed on 10 August 1920 in "
                "a porcelain factory at S\u00e8vres, near Paris, between the Allies and the "
                "Ottoman Empire. It would have carved up Anatolia among the victors, but it was "
                "never ratified, and the Turkish War of Independence overturned it."
            ),
            D(
                "Hall of Mirrors: The Hall of Mirrors is the central gallery of the Palace of "
                "Versailles, 73 metres long and lined with 357 mirrors facing its 17 windows. "
                "Built by Jules Hardouin-Mansart from 1678 to 1684, it is where the German Empire "
                "was proclaimed on 18 January 1871 after the Franco-Prussian War."
            ),
            S(
                "Treaty of Trianon: The Treaty of Trianon was the peace agreement between the "
                "Allies and the Kingdom of Hungary after the First World War. Signed on 4 June "
                "1920 in the Grand Trianon palace at Versailles, it left Hungary with about 28 per "
                "cent of its old territory and millions of Hungarians abroad."
            ),
            D(
                "Treaty of Lausanne: The Treaty of Lausanne was signed in the Swiss city of "
                "Lausanne on 24 July 1923 by Turkey and the Allied Powers of the First World War. "
                "It replaced an earlier treaty with the Ottoman Empire, fixed the borders of the "
                "modern Turkish state and led to a Greek\u2013Turkish population exchange."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, the Bank of England or the Bank of Scotland?",
        "the Bank of England",
        [
            D(
                "Royal Bank of Scotland: The Royal Bank of Scotland is a Scottish retail bank "
                "founded in Edinburgh in 1727, which in 1728 gave the world's first overdraft to a "
                "merchant named William Hog. After its near collapse in October 2008 the British "
                "government rescued it, and its parent is now NatWest Group."
            ),
            S(
                "Bank of Scotland: The Bank of Scotland is a commercial and clearing bank based in "
                "Edinburgh, and one of the oldest banks still operating in the United Kingdom. It "
                "was founded by an act of the Parliament of Scotland on 17 July 1695, and since "
                "2009 it has been part of Lloyds Banking Group."
            ),
            D(
                "Sveriges Riksbank: Sveriges Riksbank is the central bank of Sweden and the oldest "
                "central bank still working in the world. It grew out of a bank founded in 1668 by "
                "the Riksdag of the Estates to take over Stockholms Banco, which had printed "
                "Europe's first banknotes in 1661 and then failed."
            ),
            D(
                "William Paterson (banker): William Paterson (1658 \u2013 1719) was a Scottish "
                "trader and banker born at Tinwald in Dumfriesshire, one of the men who set up the "
                "central bank in London. He later led the Darien scheme, a disastrous Scottish "
                "attempt of 1698 to found a colony on the Isthmus of Panama."
            ),
            D(
                "Bank of Ireland: The Bank of Ireland is a commercial bank in Dublin, set up by "
                "royal charter in 1783, and it is one of the largest lenders in Ireland. In 1803 "
                "it bought the former Irish Houses of Parliament on College Green, left empty by "
                "the Act of Union, and used the building as its head office."
            ),
            D(
                "Clydesdale Bank: The Clydesdale Bank was a Scottish bank founded in Glasgow in "
                "1838 to serve the growing industrial towns of the Clyde valley. It issued its own "
                "banknotes, was owned by the Midland Bank and then by National Australia Bank, and "
                "in 2021 its branches took on the Virgin Money name."
            ),
            S(
                "Bank of England: The Bank of England is the central bank of the United Kingdom, "
                "based on Threadneedle Street in the City of London. It was founded on 27 July "
                "1694 as a private company to lend money to the government of William III for its "
                "war against France, and it was nationalised in 1946."
            ),
            D(
                "Banque de France: The Banque de France is the central bank of France, founded on "
                "18 January 1800 under Napoleon Bonaparte, then First Consul, to steady the "
                "currency after the Revolution. It has had its head office in the H\u00f4tel de "
                "Toulouse in Paris since 1811, and it is part of the Eurosystem."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which was founded first airbnb or uber",
        "Airbnb",
        [
            D(
                "Lyft: Lyft, Inc. is an American ride-hailing company based in San Francisco, "
                "which began its app service in the summer of 2012. It grew out of Zimride, a "
                "long-distance ride-sharing service for college students set up in 2007 by Logan "
                "Green and John Zimmer, and it listed its shares on Nasdaq in March 2019."
            ),
            D(
                "Vrbo: Vrbo, short for Vacation Rentals by Owner, is an American website for "
                "renting out holiday homes, founded in 1995 by David Clouse, who wanted to let his "
                "ski condominium in Colorado. HomeAway bought it in 2006, and since 2015 it has "
                "been owned by the travel company Expedia Group."
            ),
            S(
                "Uber: Uber Technologies, Inc. is an American company that offers ride-hailing, "
                "food delivery and freight services through its apps, based in San Francisco. It "
                "was founded in March 2009 as UberCab by Garrett Camp and Travis Kalanick, and its "
                "first rides were offered in San Francisco in 2010."
            ),
            D(
                "Couchsurfing: Couchsurfing is a hospitality service through which travellers stay "
                "for free in the homes of local hosts. Its website was launched in 2004 by Casey "
                "Fenton, who had the idea after emailing students in Iceland for a place to sleep, "
                "and it began charging its members a fee in 2020."
            ),
            D(
                "DiDi: DiDi Global is a Chinese ride-hailing company based in Beijing, founded in "
                "2012 by Cheng Wei as a taxi-booking app called Didi Dache. In August 2016 it "
                "bought the Chinese business of its American rival in a deal worth about US$35 "
                "billion, and it now serves hundreds of millions of riders."
            ),
            D(
                "StumbleUpon: StumbleUpon was a web discovery service that showed its users random "
                "pages matched to their interests, set up in Calgary in 2001 and 2002 by Garrett "
                "Camp, Geoff Smith and two other students. eBay bought it for US$75 million in "
                "2007, and it closed in June 2018."
            ),
            S(
                "Airbnb: Airbnb, Inc. is an American company that runs an online marketplace for "
                "short-term stays in private homes, based in San Francisco. It was founded in "
                "August 2008 by Brian Chesky, Joe Gebbia and Nathan Blecharczyk, who had rented "
                "out air mattresses in their flat during a design conference."
            ),
            D(
                "Booking.com: Booking.com is a Dutch online travel agency for hotels and other "
                "lodging, founded in Amsterdam in 1996 by Geert-Jan Bruinsma as a small start-up "
                "called Bookings.nl. The American company Priceline bought it in 2005, and its "
                "parent is now called Booking Holdings."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which motorcycle brand is older, Harley-Davidson or Indian?",
        "Indian",
        [
            S(
                "Indian Motorcycle: Indian Motorcycle is an American brand of motorcycles founded "
                "in 1901 as the Hendee Manufacturing Company in Springfield, Massachusetts, by "
                "George M. Hendee and Oscar Hedstrom. Its riders took the first three places at "
                "the Isle of Man TT in 1911, and Polaris has owned it since 2011."
            ),
            D(
                "Royal Enfield: Royal Enfield is a motorcycle maker that built its first "
                "motorcycle in 1901 at Redditch in Worcestershire, England, and it claims to be "
                "the oldest motorcycle brand still in production. Since the 1990s it has been "
                "owned by Eicher Motors and is based in Chennai, India."
            ),
            D(
                "Polaris Inc.: Polaris Inc. is an American maker of snowmobiles, all-terrain "
                "vehicles and motorcycles based in Medina, Minnesota. It was founded in 1954 in "
                "Roseau, Minnesota, by Edgar Hetteen, his brother Allan and David Johnson, and in "
                "2011 it bought a famous American motorcycle name."
            ),
            D(
                "Buell Motorcycle Company: The Buell Motorcycle Company was an American maker of "
                "sports motorcycles founded in 1983 by Erik Buell, a former racer and engineer, in "
                "East Troy, Wisconsin. It used engines from a Milwaukee firm that bought a stake "
                "in 1993, took full control in 2003 and closed it in 2009."
            ),
            D(
                "Harley-Davidson Museum: The Harley-Davidson Museum is a museum of motorcycles in "
                "the Menomonee Valley of Milwaukee, Wisconsin, which opened in July 2008. Its "
                "collection holds more than 450 motorcycles, among them Serial Number One, the "
                "oldest known machine the company built."
            ),
            D(
                "BSA (motorcycles): BSA, the Birmingham Small Arms Company, was a British maker of "
                "guns set up by a group of gunsmiths in Birmingham in 1861. It built its first "
                "complete motorcycle in 1910, and by the early 1950s it was the largest maker of "
                "motorcycles in the world before its decline and collapse in the early 1970s."
            ),
            S(
                "Harley-Davidson: Harley-Davidson is an American maker of motorcycles founded in "
                "Milwaukee, Wisconsin, in 1903 by William S. Harley and the brothers Arthur, "
                "Walter and William Davidson. It was one of only two American motorcycle makers to "
                "come through the Great Depression, and it is known for its V-twins."
            ),
            D(
                "Triumph Motorcycles: Triumph Motorcycles Ltd is a British motorcycle maker based "
                "in Hinckley, Leicestershire, set up by the builder John Bloor after he bought the "
                "name of the bankrupt Meriden firm in 1983. The original Triumph company of "
                "Coventry had built its first motorcycle in 1902."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the author of The Prince die?",
        "21 June 1527",
        [
            D(
                "Discourses on Livy: The Discourses on Livy is a work of political history and "
                "philosophy by Niccol\u00f2 Machiavelli, written in about 1517 and printed in "
                "1531. Using the first ten books of Livy's history of Rome, it praises the mixed "
                "government of the Roman Republic and the virtue of free citizens."
            ),
            D(
                "Cesare Borgia: Cesare Borgia (1475 \u2013 1507) was an Italian soldier and "
                "cardinal who carved out a state for himself in the Romagna, and Machiavelli held "
                "him up as a model in The Prince. After losing his lands he fled to Spain, and he "
                "was killed in a skirmish at Viana in Navarre on 12 March 1507."
            ),
            S(
                "The Prince: The Prince is a political treatise by the Florentine diplomat and "
                "historian Niccol\u00f2 Machiavelli, written in about 1513 and dedicated to a "
                "member of the Medici family. It advises new rulers on how to win and keep power, "
                "often by cruel means, and it was first printed in Rome in 1532."
            ),
            D(
                "The Book of the Courtier: The Book of the Courtier is a dialogue on the ideal "
                "courtier by the Italian diplomat Baldassare Castiglione, set at the court of "
                "Urbino and published in Venice by the Aldine Press in 1528. Its author died in "
                "Toledo, Spain, in February 1529, while serving as papal nuncio."
            ),
            D(
                "Lorenzo di Piero de' Medici: Lorenzo di Piero de' Medici (1492 \u2013 1519) was "
                "ruler of Florence from 1513 and Duke of Urbino from 1516, and The Prince was "
                "dedicated to him. The father of Catherine de' Medici, he died in Florence on 4 "
                "May 1519, and his tomb by Michelangelo is in the Medici Chapel."
            ),
            D(
                "Sack of Rome (1527): The Sack of Rome began on 6 May 1527, when mutinous and "
                "unpaid troops of the Emperor Charles V stormed the city and looted it for weeks. "
                "Pope Clement VII fled to the Castel Sant'Angelo, and in Florence the news led to "
                "the fall of the Medici and a restored republic."
            ),
            D(
                "Francesco Guicciardini: Francesco Guicciardini (1483 \u2013 1540) was an Italian "
                "historian and statesman born in Florence, a friend and correspondent of "
                "Machiavelli. His History of Italy covers the wars from 1494 to 1534, and he died "
                "at his villa at Arcetri, outside Florence, on 22 May 1540."
            ),
            S(
                "Niccol\u00f2 Machiavelli: Niccol\u00f2 di Bernardo dei Machiavelli (3 May 1469 "
                "\u2013 21 June 1527) was an Italian diplomat, political philosopher and historian "
                "of the Renaissance, born in Florence. He served the Florentine Republic as a "
                "secretary from 1498 until the Medici returned in 1512."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first Prime Minister of Great Britain born?",
        "Houghton, Norfolk",
        [
            D(
                "Houghton Hall: Houghton Hall is a Palladian country house in Norfolk, England, "
                "built between 1722 and 1735 to designs by Colen Campbell and James Gibbs. It was "
                "put up for Sir Robert Walpole to replace an older family house, and it is now the "
                "home of the Marquess of Cholmondeley."
            ),
            S(
                "Prime Minister of the United Kingdom: The Prime Minister of the United Kingdom is "
                "the head of the British government. The office grew up by custom rather than by "
                "law, and Sir Robert Walpole, First Lord of the Treasury from 1721 to 1742, is "
                "generally regarded as the first Prime Minister of Great Britain."
            ),
            D(
                "Spencer Compton, 1st Earl of Wilmington: Spencer Compton (c. 1673 \u2013 1743) "
                "was a British Whig politician born at Compton Wynyates in Warwickshire, who "
                "became First Lord of the Treasury in February 1742. He is counted as the second "
                "Prime Minister of Great Britain and died in office in July 1743."
            ),
            D(
                "William Pitt the Younger: William Pitt the Younger (1759 \u2013 1806) was a "
                "British Tory statesman born at Hayes in Kent, the son of the Earl of Chatham. He "
                "became Prime Minister of Great Britain in December 1783 at the age of 24, the "
                "youngest ever, and served until 1801 and again from 1804."
            ),
            D(
                "Horace Walpole: Horace Walpole, 4th Earl of Orford (1717 \u2013 1797), was an "
                "English writer, art historian and politician born in London, the youngest son of "
                "a Prime Minister. He wrote The Castle of Otranto (1764), the first Gothic novel, "
                "and built the Gothic villa of Strawberry Hill at Twickenham."
            ),
            D(
                "Prime Minister of Canada: The Prime Minister of Canada is the head of the "
                "Canadian government. The first, Sir John A. Macdonald, was born in Glasgow, "
                "Scotland, in 1815 and took office on 1 July 1867, the day the Dominion of Canada "
                "was formed, and he led it for almost nineteen years."
            ),
            S(
                "Robert Walpole: Robert Walpole, 1st Earl of Orford (1676 \u2013 1745), was a "
                "British Whig statesman who led the government for more than twenty years under "
                "George I and George II. He was born on 26 August 1676 at Houghton in Norfolk, and "
                "in 1735 he became the first to live at 10 Downing Street."
            ),
            D(
                "South Sea Company: The South Sea Company was a British joint-stock company "
                "founded in 1711 to trade with Spanish America and to take on part of the national "
                "debt. The wild rise and sudden collapse of its shares in 1720, the South Sea "
                "Bubble, ruined thousands of investors and shook the government."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of two treatises of government born",
        "Wrington, Somerset",
        [
            D(
                "Robert Filmer: Sir Robert Filmer (1588 \u2013 1653) was an English political "
                "writer born at East Sutton in Kent, a defender of the divine right of kings. His "
                "best-known work, Patriarcha, argued that kings inherit their power from Adam; "
                "written before the Civil War, it was first printed in 1680."
            ),
            D(
                "Anthony Ashley Cooper, 1st Earl of Shaftesbury: Anthony Ashley Cooper (1621 "
                "\u2013 1683) was an English statesman born at Wimborne St Giles in Dorset, a "
                "founder of the Whig party and Lord Chancellor in 1672 and 1673. After failing to "
                "bar Charles II's Catholic brother from the throne, he fled to Amsterdam in 1682 "
                "and died there."
            ),
            D(
                "An Essay Concerning Human Understanding: An Essay Concerning Human Understanding "
                "is a work by John Locke on the origins of human knowledge, published in December "
                "1689. It holds that the mind at birth is a blank slate and that all ideas come "
                "from experience and reflection on it."
            ),
            D(
                "Glorious Revolution: The Glorious Revolution was the overthrow of King James II "
                "of England in 1688 by a union of English Parliamentarians and the Dutch prince "
                "William of Orange, who landed at Torbay on 5 November. It ended with the Bill of "
                "Rights 1689, which limited the powers of the Crown."
            ),
            S(
                "John Locke: John Locke (1632 \u2013 1704) was an English philosopher and "
                "physician, often called the Father of Liberalism. He was born on 29 August 1632 "
                "in Wrington, Somerset, was educated at Westminster School and Christ Church, "
                "Oxford, and died at Oates in Essex on 28 October 1704."
            ),
            D(
                "A Treatise of Human Nature: A Treatise of Human Nature is a book by the Scottish "
                "philosopher David Hume, born in Edinburgh in 1711, published in three volumes in "
                "1739 and 1740. It tries to found a science of man on experience, and Hume said "
                "that it fell dead-born from the press."
            ),
            D(
                "The Spirit of the Laws: The Spirit of the Laws is a treatise on political theory "
                "by Montesquieu, born at the Ch\u00e2teau de la Br\u00e8de near Bordeaux in 1689, "
                "first published in Geneva in 1748. It argued for the separation of the "
                "legislative, executive and judicial powers of the state."
            ),
            S(
                "Two Treatises of Government: Two Treatises of Government is a work of political "
                "philosophy by the English physician and philosopher John Locke, published without "
                "his name in 1689. The first treatise attacks the divine right of kings, and the "
                "second holds that government rests on the consent of the governed."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of SpaceX born?",
        "Pretoria, South Africa",
        [
            D(
                "Rocket Lab: Rocket Lab is an American company that builds and launches small "
                "rockets and satellites, founded in New Zealand in 2006 by Peter Beck, an engineer "
                "born in Invercargill. Its Electron rocket first reached orbit in January 2018 "
                "from a launch site on the Mahia Peninsula."
            ),
            S(
                "Elon Musk: Elon Reeve Musk (born 28 June 1971) is a businessman known for running "
                "companies that build rockets and electric cars. Born in Pretoria, South Africa, "
                "he moved to Canada at the age of 17 and then to the United States, and in 1999 he "
                "co-founded the online bank X.com, later part of PayPal."
            ),
            D(
                "Gwynne Shotwell: Gwynne Shotwell (born 1963) is an American engineer and "
                "businesswoman born in Evanston, Illinois, who has been president and chief "
                "operating officer of SpaceX since 2008. She joined the company in 2002 as its "
                "vice president of business development, its seventh employee."
            ),
            D(
                "Virgin Galactic: Virgin Galactic is an American spaceflight company that flies "
                "paying passengers to the edge of space in a rocket plane launched from a carrier "
                "aircraft. It was founded in 2004 by the British businessman Richard Branson, born "
                "in Blackheath, London, who flew on it himself in July 2021."
            ),
            D(
                "Pretoria: Pretoria is the administrative capital of South Africa, in the north of "
                "Gauteng province. Founded in 1855 by Marthinus Pretorius and named after his "
                "father, the Voortrekker leader Andries Pretorius, it is known for the Union "
                "Buildings and the purple jacaranda trees that line its streets."
            ),
            D(
                "Falcon 9: Falcon 9 is a partly reusable two-stage rocket built and flown by "
                "SpaceX, which first flew on 4 June 2010 from Cape Canaveral. In December 2015 its "
                "first stage became the first orbital-class booster to land upright, and it has "
                "since flown hundreds of missions."
            ),
            D(
                "Starlink: Starlink is a satellite internet service run by SpaceX, using a large "
                "group of small satellites in low Earth orbit. The first sixty working satellites "
                "went up on a Falcon 9 in May 2019, and by the mid-2020s thousands of them served "
                "millions of customers in more than 100 countries."
            ),
            S(
                "SpaceX: Space Exploration Technologies Corp., known as SpaceX, is an American "
                "maker of rockets and spacecraft, founded in 2002 by Elon Musk. It builds the "
                "reusable Falcon 9 rocket and the Dragon capsule, which in May 2020 became the "
                "first commercial spacecraft to carry NASA astronauts to orbit."
            ),
        ],
        drop=0,
    ),
]
