"""Development multi-hop questions, batch 54.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev50.py) for the format and to choose
subjects none of them asks about. The held-out sources were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 296 characters, mean distractor 296 characters; a
support is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The Saturn V rocket was developed under an engineer born in which Prussian town?",
        "Wirsitz (now Wyrzysk, Poland)",
        [
            D(
                "Saturn IB: The Saturn IB was a smaller two-stage American rocket that first flew "
                "in February 1966. It tested Apollo hardware in Earth orbit, launched the first "
                "crewed Apollo mission, Apollo 7, in October 1968, and later carried three crews "
                "to the Skylab station and the American half of the Apollo\u2013Soyuz flight."
            ),
            S(
                "Saturn V: The Saturn V was an American super heavy-lift rocket that NASA flew 13 "
                "times between 1967 and 1973 to send the Apollo crews to the Moon. It was "
                "developed at the Marshall Space Flight Center in Huntsville, Alabama, under the "
                "German-born engineer Wernher von Braun, and it stood about 111 metres tall."
            ),
            D(
                "Hermann Oberth: Hermann Oberth (1894 \u2013 1989) was a rocketry pioneer born on "
                "25 June 1894 in Hermannstadt, Transylvania, now Sibiu in Romania. His 1923 book "
                "The Rocket into Planetary Space inspired a generation of German engineers, and in "
                "the 1950s he worked for a time on rockets in the United States."
            ),
            D(
                "N1 (rocket): The N1 was a super heavy-lift rocket built in the Soviet Union to "
                "carry cosmonauts to the Moon. All four of its launches, made from the Baikonur "
                "Cosmodrome between February 1969 and November 1972, ended in failure, and the "
                "programme was cancelled in 1976 before a crew had ever flown on it."
            ),
            S(
                "Wernher von Braun: Wernher von Braun (1912 \u2013 1977) was a German-American "
                "aerospace engineer born on 23 March 1912 in Wirsitz, in the Prussian province of "
                "Posen, a town that is now Wyrzysk in Poland. He led the V-2 missile programme in "
                "Germany and was brought to the United States after the Second World War."
            ),
            D(
                "Robert H. Goddard: Robert Hutchings Goddard (1882 \u2013 1945) was an American "
                "engineer and physicist born in Worcester, Massachusetts. On 16 March 1926, on "
                "his aunt's farm in Auburn, Massachusetts, he launched the world's first "
                "liquid-fuelled rocket, which flew for about two and a half seconds."
            ),
            D(
                "Braun (company): Braun is a German maker of electric shavers and small household "
                "appliances, founded in Frankfurt in 1921 by the engineer Max Braun. Its plain, "
                "spare product designs of the 1950s and 1960s were shaped by Dieter Rams, and the "
                "American razor maker Gillette bought the company in 1967."
            ),
            D(
                "Marshall Space Flight Center: The Marshall Space Flight Center is NASA's rocket "
                "and propulsion centre at Redstone Arsenal in Huntsville, Alabama, opened in July "
                "1960 and named after the soldier and statesman George C. Marshall. Its engineers "
                "later managed the main engines and boosters of the Space Shuttle."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the leader of the Hungarian Revolution of 1848 born?",
        "Monok",
        [
            D(
                "S\u00e1ndor Pet\u0151fi: S\u00e1ndor Pet\u0151fi (1823 \u2013 1849) was a "
                "Hungarian poet born in Kisk\u0151r\u00f6s, on the Great Hungarian Plain. His "
                "National Song was read out in Pest on 15 March 1848, the first day of the "
                "uprising, and he is thought to have been killed at the Battle of "
                "Segesv\u00e1r in July 1849."
            ),
            D(
                "Hungarian Revolution of 1956: The Hungarian Revolution of 1956 began in Budapest "
                "on 23 October 1956 with a student march and brought the reformer Imre Nagy back "
                "as prime minister. Soviet tanks crushed it in early November, and Nagy was tried "
                "in secret and hanged in June 1958, his body buried in an unmarked grave."
            ),
            S(
                "Hungarian Revolution of 1848: The Hungarian Revolution of 1848 was an uprising "
                "against Habsburg rule that broke out in Pest on 15 March 1848. Led by the lawyer "
                "and journalist Lajos Kossuth, it grew into a war of independence that Austrian "
                "and Russian armies put down in August 1849."
            ),
            D(
                "Revolutions of 1848: The Revolutions of 1848 were a wave of uprisings that began "
                "in Palermo in January 1848 and spread across Europe after the February "
                "Revolution in Paris. They reached Vienna, Berlin, Milan and Prague within weeks, "
                "and most had been put down by the armies of the old monarchies by late 1849."
            ),
            D(
                "Ferenc Kossuth: Ferenc Kossuth (1841 \u2013 1914) was a Hungarian engineer and "
                "politician born in Pest, the elder son of the exiled statesman. He built "
                "railways in Italy during the family's long exile, came home to Hungary in 1894, "
                "led the Party of Independence and served as Minister of Trade from 1906 to 1910."
            ),
            S(
                "Lajos Kossuth: Lajos Kossuth (1802 \u2013 1894) was a Hungarian lawyer and "
                "statesman born on 19 September 1802 in Monok, a village in Zempl\u00e9n County "
                "in north-eastern Hungary. He served as Regent-President of Hungary in 1849 and "
                "spent his remaining 45 years in exile, dying in Italy at the age of 91."
            ),
            D(
                "Sz\u00e9chenyi Chain Bridge: The Sz\u00e9chenyi Chain Bridge is a suspension "
                "bridge over the Danube joining Buda and Pest, opened in November 1849 as the "
                "first permanent bridge across the river in Hungary. It was promoted by Count "
                "Istv\u00e1n Sz\u00e9chenyi and designed by the English engineer William Tierney "
                "Clark."
            ),
            D(
                "Revolution of 1848 in the Austrian Empire: In March 1848 street fighting in "
                "Vienna forced the chancellor Klemens von Metternich to resign and flee to "
                "England. In October imperial troops retook the city, and in December the "
                "ailing Emperor Ferdinand I gave up the throne to his nephew Franz Joseph."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "scottish town where the inventor of the televisor was born",
        "Helensburgh",
        [
            D(
                "Philo Farnsworth: Philo Taylor Farnsworth (1906 \u2013 1971) was an American "
                "inventor born in a log cabin near Beaver, Utah. In September 1927, at his "
                "laboratory in San Francisco, he sent the first picture with his image "
                "dissector, an all-electronic camera tube that pointed the way to modern "
                "television."
            ),
            D(
                "Alexander Bain (inventor): Alexander Bain (1810 \u2013 1877) was a Scottish "
                "clockmaker and inventor born near Watten, in Caithness in the far north of "
                "Scotland. He patented an electric clock in 1841, and in 1843 a machine that "
                "copied images down a telegraph wire, which is counted as the first fax."
            ),
            D(
                "Paul Nipkow: Paul Julius Gottlieb Nipkow (1860 \u2013 1940) was a German engineer "
                "born in Lauenburg in Pomerania, now L\u0119bork in Poland. As a student in "
                "Berlin he patented in 1884 a spinning disc pierced with a spiral of holes, which "
                "the mechanical television systems of the 1920s used to scan their pictures."
            ),
            S(
                "John Logie Baird: John Logie Baird (1888 \u2013 1946) was a Scottish engineer "
                "born on 13 August 1888 in Helensburgh, Dunbartonshire, on the Firth of Clyde. "
                "On 26 January 1926, in rooms on Frith Street in Soho, London, he gave the first "
                "public demonstration of a working television system."
            ),
            D(
                "Vladimir Zworykin: Vladimir Kosma Zworykin (1888 \u2013 1982) was a "
                "Russian-American engineer born in Murom, on the Oka river east of Moscow. "
                "Working for Westinghouse and then RCA, he developed the iconoscope camera tube "
                "in the early 1930s, which helped electronic sets replace mechanical television."
            ),
            D(
                "Dumbarton: Dumbarton is a town in West Dunbartonshire, Scotland, on the north "
                "bank of the River Clyde where the River Leven flows into it. Its castle stands on "
                "a volcanic plug, Dumbarton Rock, and the tea clipper Cutty Sark was launched "
                "from one of its shipyards in November 1869."
            ),
            S(
                "Televisor: The Televisor was an early mechanical television receiver designed by "
                "the Scottish engineer John Logie Baird. It built up a picture of 30 lines with a "
                "spinning disc, and from 1930 it was sold to the public for watching the "
                "experimental programmes that Baird's company broadcast with the BBC."
            ),
            D(
                "Bexhill-on-Sea: Bexhill-on-Sea is a seaside town in East Sussex, England, "
                "between Hastings and Eastbourne. Its De La Warr Pavilion, a modernist hall "
                "opened in December 1935, was among the first big public buildings in Britain "
                "to be built with a welded steel frame, and it was restored in 2005."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the university where the ENIAC computer was built?",
        "Benjamin Franklin",
        [
            S(
                "ENIAC: ENIAC, the Electronic Numerical Integrator and Computer, was one of the "
                "first programmable general-purpose electronic computers. Designed by John "
                "Mauchly and J. Presper Eckert, it was built for the US Army at the University of "
                "Pennsylvania's Moore School of Electrical Engineering and unveiled in February "
                "1946."
            ),
            D(
                "Harvard Mark I: The Harvard Mark I was an electromechanical computer designed by "
                "Howard Aiken, built by IBM and sent to Harvard University in 1944. About 15 "
                "metres long, it read its instructions from punched paper tape and worked for the "
                "US Navy, with Grace Hopper among its first programmers."
            ),
            D(
                "Atanasoff\u2013Berry Computer: The Atanasoff\u2013Berry Computer was an early "
                "electronic calculating machine built between 1939 and 1942 at Iowa State "
                "College by the physicist John Vincent Atanasoff and his graduate student "
                "Clifford Berry. It could not be programmed, but it used vacuum tubes and binary "
                "numbers."
            ),
            D(
                "Princeton University: Princeton University is a private Ivy League university in "
                "Princeton, New Jersey, chartered in 1746 as the College of New Jersey and first "
                "based in Elizabeth. It moved to Princeton in 1756 and took its present name in "
                "1896, and the computer of the nearby Institute for Advanced Study ran from 1952."
            ),
            D(
                "UNIVAC I: The UNIVAC I was the first general-purpose computer made for business "
                "use in the United States, built by a firm that Remington Rand had bought in "
                "1950. The first one was handed to the US Census Bureau in March 1951, and in "
                "1952 another correctly forecast Eisenhower's landslide on CBS television."
            ),
            D(
                "Pennsylvania State University: The Pennsylvania State University is a public "
                "research university whose main campus is at University Park, Pennsylvania. It "
                "was founded in 1855 as the Farmers' High School of Pennsylvania, became the "
                "state's land-grant college in 1863 and took its present name in 1953."
            ),
            S(
                "University of Pennsylvania: The University of Pennsylvania is a private Ivy "
                "League research university in Philadelphia that traces its origins to 1740. It "
                "counts as its founder Benjamin Franklin, who in 1749 published a plan for "
                "educating the youth of Pennsylvania and was the first president of its trustees."
            ),
            D(
                "Columbia University: Columbia University is a private Ivy League university in "
                "New York City, founded in 1754 as King's College by a royal charter of King "
                "George II. Closed during the American Revolution, it reopened in 1784 under its "
                "present name, and it moved to Morningside Heights in Manhattan in 1897."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that built the DC-3 airliner?",
        "Donald Douglas",
        [
            D(
                "Boeing 247: The Boeing 247 was an American airliner that first flew on 8 "
                "February 1933 and is often called the first modern airliner, for its all-metal "
                "body, twin engines and retractable landing gear. United Air Lines took the whole "
                "first batch of 60, which pushed a rival airline to order a competitor elsewhere."
            ),
            D(
                "Douglas (motorcycles): Douglas was a British motorcycle maker based in Kingswood, "
                "Bristol, founded by the brothers William and Edward Douglas, whose foundry began "
                "building motorcycles in 1907. About 25,000 of its flat-twin machines served as "
                "dispatch bikes in the First World War, and the firm stopped making them in 1957."
            ),
            D(
                "McDonnell Douglas: McDonnell Douglas was an American aerospace maker formed on "
                "28 April 1967 by a merger of two aircraft firms and based in St. Louis, "
                "Missouri. It built the DC-10 airliner and the F-15 Eagle fighter, and it merged "
                "with Boeing in August 1997, ending a name that had lasted thirty years."
            ),
            D(
                "Douglas DC-2: The Douglas DC-2 was a 14-seat American airliner that first flew "
                "on 11 May 1934. A DC-2 of KLM named Uiver came second in the MacRobertson Air "
                "Race from England to Australia that October, beating every other airliner, and "
                "the type was soon stretched into a larger and more famous successor."
            ),
            S(
                "Douglas Aircraft Company: The Douglas Aircraft Company was an American aircraft "
                "maker founded in 1921 by Donald Wills Douglas Sr. and based for most of its life "
                "in Santa Monica and Long Beach, California. Its Douglas World Cruisers made the "
                "first flight around the world in 1924."
            ),
            D(
                "James Smith McDonnell: James Smith McDonnell (1899 \u2013 1980) was an American "
                "aviator and engineer born in Denver, Colorado, who founded McDonnell Aircraft in "
                "St. Louis in 1939. His company built the Mercury and Gemini capsules for NASA "
                "and the F-4 Phantom II fighter, which first flew in May 1958."
            ),
            D(
                "Lockheed Constellation: The Lockheed Constellation was a four-engined American "
                "airliner with a curved body and a triple tail, which first flew in January "
                "1943. Howard Hughes, who controlled Trans World Airlines, pushed for its design, "
                "and it flew nonstop across the Atlantic for TWA and Pan Am in the 1950s."
            ),
            S(
                "Douglas DC-3: The Douglas DC-3 is a propeller-driven airliner built by the "
                "Douglas Aircraft Company. It first flew on 17 December 1935, it let airlines "
                "profit from passengers without mail contracts, and over 10,000 were built in the "
                "Second World War as the C-47 Skytrain military transport."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Kellogg\u2013Briand Pact is named in part after a French statesman born in "
        "which city?",
        "Nantes",
        [
            D(
                "Frank B. Kellogg: Frank Billings Kellogg (1856 \u2013 1937) was an American "
                "lawyer and politician born in St. Lawrence County, New York, who grew up in "
                "Minnesota. He sat in the United States Senate, served as Secretary of State "
                "under Calvin Coolidge from 1925 to 1929, and won the Nobel Peace Prize for 1929."
            ),
            D(
                "Georges Clemenceau: Georges Clemenceau (1841 \u2013 1929) was a French statesman "
                "born in Mouilleron-en-Pareds, in the Vend\u00e9e. Nicknamed the Tiger, he led "
                "France as Prime Minister through the last year of the First World War and "
                "chaired the Paris Peace Conference that opened in January 1919."
            ),
            S(
                "Kellogg\u2013Briand Pact: The Kellogg\u2013Briand Pact was an international "
                "treaty signed in Paris on 27 August 1928, whose parties gave up war as a way of "
                "settling their disputes. It is named after the American Secretary of State Frank "
                "B. Kellogg and the French foreign minister Aristide Briand, who proposed it."
            ),
            D(
                "Stimson Doctrine: The Stimson Doctrine was the policy, set out in January 1932 "
                "by the American Secretary of State Henry L. Stimson, of refusing to recognise "
                "any territory taken by force. It answered Japan's seizure of Manchuria, which "
                "broke a treaty of 1928 under which the great powers had renounced war."
            ),
            D(
                "Raymond Poincar\u00e9: Raymond Poincar\u00e9 (1860 \u2013 1934) was a French "
                "statesman born in Bar-le-Duc, in Lorraine. President of France from 1913 to "
                "1920, he later served again as Prime Minister and sent French and Belgian troops "
                "into the Ruhr in January 1923, after Germany fell behind on reparations."
            ),
            D(
                "Treaty of Rapallo (1922): The Treaty of Rapallo was an agreement signed on 16 "
                "April 1922 by Germany and Soviet Russia at the Italian resort of Rapallo, near "
                "Genoa. Each side gave up its claims for war damages against the other, and the "
                "two outcasts of Europe opened full diplomatic and trade relations."
            ),
            S(
                "Aristide Briand: Aristide Briand (1862 \u2013 1932) was a French statesman born "
                "on 28 March 1862 in Nantes. He was Prime Minister of France eleven times between "
                "1909 and 1929, ran the foreign ministry almost without a break from 1925 to "
                "1932, and shared the 1926 Nobel Peace Prize with Gustav Stresemann."
            ),
            D(
                "Quai d'Orsay: The Quai d'Orsay is a quay on the left bank of the Seine in Paris, "
                "and its name stands for the French Ministry of Foreign Affairs, whose building "
                "there was finished in 1855. The ministry's Salon de l'Horloge hosted the "
                "opening session of the Paris Peace Conference on 18 January 1919."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that makes the moka express coffee maker",
        "Alfonso Bialetti",
        [
            D(
                "Melitta: Melitta is a German maker of coffee and coffee filters based in Minden. "
                "It was founded in Dresden in 1908 by the housewife Melitta Bentz, who had made "
                "the first paper coffee filter from a sheet of her son's blotting paper and a "
                "brass pot punched with holes, and who was granted a patent that June."
            ),
            D(
                "Alessi: Alessi is an Italian maker of kitchenware and household goods based in "
                "Omegna, on Lake Orta in Piedmont. It was founded in 1921 by Giovanni Alessi as a "
                "workshop for brass and nickel silver tableware, and from the 1980s it hired "
                "architects such as Aldo Rossi and Michael Graves to design its kettles."
            ),
            D(
                "Chemex Coffeemaker: The Chemex Coffeemaker is a glass pour-over coffee maker "
                "shaped like an hourglass, with a wooden collar tied round its waist by a leather "
                "thong. It was invented in 1941 by the German-born chemist Peter Schlumbohm in "
                "New York, and the Museum of Modern Art holds one in its collection."
            ),
            S(
                "Bialetti: Bialetti is an Italian maker of stovetop coffee pots and cookware. It "
                "grew out of a metal workshop that Alfonso Bialetti opened in 1919 at Crusinallo, "
                "near Omegna in Piedmont, and his son Renato later made the company's cartoon "
                "mascot, a little man with a moustache, known across Italy."
            ),
            D(
                "La Pavoni: La Pavoni is an Italian maker of espresso machines founded in Milan in "
                "1905 by Desiderio Pavoni, who had bought the patent of the engineer Luigi "
                "Bezzera. Its first machine, the Ideale, served coffee in cafes, and its "
                "Europiccola lever machine for the home came out in 1961."
            ),
            D(
                "Gaggia: Gaggia is an Italian maker of espresso machines founded in Milan in 1947 "
                "by the barman Achille Gaggia. His lever-piston machine, patented in 1938, forced "
                "water through the coffee at high pressure and gave the espresso its layer of "
                "crema, and in 1999 the firm was bought by its rival Saeco."
            ),
            S(
                "Moka Express: The Moka Express is an aluminium stovetop coffee maker made by the "
                "Italian company Bialetti since 1933. Steam pressure in its lower chamber pushes "
                "boiling water up through the ground coffee into the top, and its eight-sided "
                "shape has barely changed in more than ninety years of production."
            ),
            D(
                "Percolator: A coffee percolator is a pot in which boiling water is driven up a "
                "tube and sprinkled again and again over the ground coffee held in a basket near "
                "the top. The American stovetop version was patented in 1889 by Hanson Goodrich "
                "of Illinois, and electric percolators became common in the 1920s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was British prime minister when the act that provoked the Boston Tea Party was "
        "passed?",
        "Lord North",
        [
            D(
                "Stamp Act 1765: The Stamp Act 1765 was a British law that taxed printed paper in "
                "the American colonies, from newspapers and legal papers to playing cards. Passed "
                "in March 1765 under the prime minister George Grenville, it met the cry of no "
                "taxation without representation and was repealed the following year."
            ),
            S(
                "Boston Tea Party: The Boston Tea Party was a protest in Boston, Massachusetts, on "
                "16 December 1773, in which the Sons of Liberty dumped 342 chests of East India "
                "Company tea into the harbour. It was aimed at the Tea Act, a law passed by the "
                "British Parliament that May, and it hardened both sides."
            ),
            D(
                "Boston Massacre: The Boston Massacre was a clash on King Street in Boston on 5 "
                "March 1770, in which British soldiers fired into a crowd that was taunting them "
                "and killed five men, among them Crispus Attucks. John Adams defended the soldiers "
                "at their trial, and six of them were acquitted."
            ),
            D(
                "Intolerable Acts: The Intolerable Acts were four laws passed by the British "
                "Parliament in 1774 to punish Massachusetts after the destruction of the tea. They "
                "closed the port of Boston until the tea was paid for and curbed self-government "
                "in the colony, and they led to the First Continental Congress that September."
            ),
            S(
                "Tea Act: The Tea Act was a law of the Parliament of Great Britain that received "
                "royal assent on 10 May 1773. Brought in by the government of the prime minister "
                "Lord North to rescue the struggling East India Company, it let the company ship "
                "tea straight to the American colonies while keeping the duty on it."
            ),
            D(
                "Spencer Perceval: Spencer Perceval (1762 \u2013 1812) was a British Tory "
                "politician who became prime minister in October 1809. He is the only British "
                "prime minister to have been assassinated: on 11 May 1812 a merchant named John "
                "Bellingham shot him dead in the lobby of the House of Commons."
            ),
            D(
                "Declaratory Act: The Declaratory Act was a law passed by the British Parliament "
                "in March 1766, on the same day that it repealed the Stamp Act, under the prime "
                "minister Lord Rockingham. It declared that Parliament had the full power to make "
                "laws binding the American colonies in all cases whatsoever."
            ),
            D(
                "Faneuil Hall: Faneuil Hall is a market hall and meeting place near the waterfront "
                "in Boston, Massachusetts, given to the town by the merchant Peter Faneuil and "
                "opened in 1742. Called the Cradle of Liberty, it hosted protest meetings against "
                "British taxes in the 1760s and 1770s, and it was enlarged in 1806."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The cotton gin was invented by a man born in which Massachusetts town?",
        "Westborough, Massachusetts",
        [
            S(
                "Eli Whitney: Eli Whitney (1765 \u2013 1825) was an American inventor born on 8 "
                "December 1765 in Westborough, Massachusetts. After graduating from college in "
                "New Haven in 1792 he went south to work as a tutor, and he later made muskets "
                "for the United States government at a factory near New Haven, Connecticut."
            ),
            D(
                "Elias Howe: Elias Howe (1819 \u2013 1867) was an American inventor born on 9 July "
                "1819 in Spencer, Massachusetts. He was granted a patent for a lockstitch sewing "
                "machine on 10 September 1846, and he later won large royalties from Isaac Singer "
                "and other makers who had used his design without permission."
            ),
            D(
                "Spinning jenny: The spinning jenny is a hand-driven spinning frame with several "
                "spindles, invented in about 1764 by James Hargreaves, a weaver in Lancashire. "
                "One worker could spin eight threads at once with the first models, and later "
                "ones took as many as 120, which sped up the making of cotton yarn."
            ),
            D(
                "Samuel Slater: Samuel Slater (1768 \u2013 1835) was an English-American "
                "industrialist born in Belper, Derbyshire. Having learned the workings of "
                "Arkwright's spinning machines as an apprentice, he sailed to America in 1789 and "
                "in 1793 opened a water-powered cotton mill at Pawtucket, Rhode Island."
            ),
            D(
                "Whitney Museum of American Art: The Whitney Museum of American Art is an art "
                "museum in New York City, founded in 1930 by the sculptor and collector Gertrude "
                "Vanderbilt Whitney after the Metropolitan Museum turned down her gift of "
                "modern American works. Since 2015 it has stood in the Meatpacking District."
            ),
            D(
                "Cyrus McCormick: Cyrus Hall McCormick (1809 \u2013 1884) was an American inventor "
                "born in Rockbridge County, Virginia. He showed a horse-drawn mechanical reaper on "
                "his father's farm in 1831, patented it in 1834, and moved to Chicago in 1847 to "
                "build the machines in a factory on the Chicago River."
            ),
            D(
                "Eli Terry: Eli Terry (1772 \u2013 1852) was an American clockmaker born in East "
                "Windsor, Connecticut. In 1806 he agreed to make 4,000 clock movements in three "
                "years, and at his workshop in Plymouth, Connecticut, he worked out how to make "
                "them from interchangeable parts, so that clocks became cheap enough for most."
            ),
            S(
                "Cotton gin: A cotton gin is a machine that quickly separates cotton fibres from "
                "their seeds. The American inventor Eli Whitney built a practical version in 1793 "
                "while staying on a plantation in Georgia, received a patent in March 1794, and "
                "made short-staple cotton a profitable crop across the American South."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the organisation that owned the Rainbow Warrior founded?",
        "Vancouver",
        [
            D(
                "Friends of the Earth: Friends of the Earth is an international network of "
                "environmental groups, founded in San Francisco in 1969 by the mountaineer and "
                "campaigner David Brower after he left the Sierra Club. Groups in France, Sweden, "
                "England and the United States joined to form its international body in 1971."
            ),
            D(
                "Rainbow Warrior (1989): The second Rainbow Warrior was a former North Sea "
                "trawler, built in 1957, that was rebuilt as a sailing ship and launched on 10 "
                "July 1989, four years to the day after the first was sunk. After 22 years of "
                "campaigns it was handed in 2011 to a Bangladeshi charity as a hospital ship."
            ),
            S(
                "Rainbow Warrior (1955): The Rainbow Warrior was a former British research "
                "trawler that Greenpeace renamed in 1978 and sailed against whaling and nuclear "
                "testing. On 10 July 1985 two bombs planted by agents of the French "
                "secret service sank it in a New Zealand harbour, killing the photographer "
                "Fernando Pereira."
            ),
            D(
                "Charles Hernu: Charles Hernu (1923 \u2013 1990) was a French Socialist politician "
                "born in Quimper, Brittany, who served as Minister of Defence under Fran\u00e7ois "
                "Mitterrand from 1981. He resigned on 20 September 1985 over the bombing of a "
                "protest ship in New Zealand, after denying for weeks that France was behind it."
            ),
            D(
                "Amchitka: Amchitka is a volcanic island in the Rat Islands group of the Aleutian "
                "chain, off south-western Alaska. The United States set off three underground "
                "nuclear tests there, the largest of them Cannikin, a blast of about five "
                "megatons on 6 November 1971, and the island is now uninhabited."
            ),
            D(
                "World Wide Fund for Nature: The World Wide Fund for Nature is an international "
                "conservation organisation founded on 29 April 1961 in Morges, Switzerland, and "
                "now based in nearby Gland. Its panda logo was drawn by the naturalist Peter "
                "Scott from Chi Chi, a giant panda then living at London Zoo."
            ),
            D(
                "Moruroa: Moruroa is an atoll in the Tuamotu Archipelago of French Polynesia, in "
                "the southern Pacific Ocean. France carried out 193 nuclear tests there "
                "and at nearby Fangataufa between 1966 and 1996, first in the air and after 1974 "
                "underground, and protest boats often sailed into its waters."
            ),
            S(
                "Greenpeace: Greenpeace is an international environmental organisation founded in "
                "Vancouver, British Columbia, in 1971, when activists sailed an old fishing boat "
                "towards Amchitka in Alaska to protest against an American nuclear test. It is "
                "now based in Amsterdam and has offices in more than 55 countries."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "lancashire town where the inventor of the spinning mule was born",
        "Bolton",
        [
            D(
                "Richard Arkwright: Sir Richard Arkwright (1732 \u2013 1792) was an English "
                "inventor and mill owner born in Lancashire, the youngest of thirteen children. "
                "He patented the water frame in 1769, and in 1771 he built a water-powered "
                "cotton mill at Cromford in Derbyshire, often called the first modern factory."
            ),
            S(
                "Samuel Crompton: Samuel Crompton (1753 \u2013 1827) was an English inventor born "
                "on 3 December 1753 at Firwood Fold in Bolton, Lancashire. He worked out his "
                "machine in his twenties while living near the town, and because he could not "
                "afford a patent he sold the design to local manufacturers for a small sum."
            ),
            D(
                "John Kay (flying shuttle): John Kay (1704 \u2013 c. 1779) was an English "
                "inventor born at Walmersley, near Bury in Lancashire. In 1733 he patented the "
                "flying shuttle, which let one weaver make broad cloth alone, but angry weavers "
                "attacked his house and he spent his last years in France."
            ),
            S(
                "Spinning mule: The spinning mule is a machine for spinning cotton and other "
                "fibres, invented by Samuel Crompton in 1779. It joined the moving carriage of "
                "the spinning jenny to the rollers of the water frame, hence its name, and it "
                "could spin fine, strong yarn on hundreds of spindles at once."
            ),
            D(
                "Self-acting mule: The self-acting mule is a spinning machine that works without a "
                "skilled spinner guiding each stretch of yarn. The Welsh engineer Richard "
                "Roberts, born in Llanymynech on the English border, patented it in 1825 and "
                "improved it in 1830, and it was used in cotton mills for over a century."
            ),
            D(
                "Edmund Cartwright: Edmund Cartwright (1743 \u2013 1823) was an English clergyman "
                "and inventor born in Marnham, Nottinghamshire. After a visit to Arkwright's "
                "mills in Derbyshire he designed a power loom, which he patented in 1785, and he "
                "set up a weaving factory in Doncaster that failed within a few years."
            ),
            D(
                "Oldham: Oldham is a town in Greater Manchester, England, on the edge of the "
                "Pennines, and part of the historic county of Lancashire. It grew in the 19th "
                "century into one of the busiest cotton-spinning towns in the world, with "
                "hundreds of mills, and in 1978 the first baby conceived by IVF was born there."
            ),
            D(
                "Quarry Bank Mill: Quarry Bank Mill is a cotton mill at Styal in Cheshire, built "
                "in 1784 by the merchant Samuel Greg on the banks of the River Bollin. Worked by "
                "a water wheel and, for many years, by child apprentices who lived in a house "
                "nearby, it is now a museum of the cotton industry."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which programming language appeared first erlang or haskell",
        "Erlang",
        [
            D(
                "Erlang (unit): The erlang is a unit of telephone traffic, named after the Danish "
                "engineer Agner Krarup Erlang, who was born in L\u00f8nborg in 1878. One erlang "
                "stands for one circuit in continuous use, and his paper of 1909 on waiting "
                "calls at the Copenhagen Telephone Company founded queueing theory."
            ),
            D(
                "Standard ML: Standard ML is a general-purpose functional programming language "
                "whose formal definition was published as a book in 1990. It descends from ML, "
                "the meta language that Robin Milner wrote at the University of Edinburgh in the "
                "early 1970s for an automated theorem prover called LCF."
            ),
            S(
                "Erlang (programming language): Erlang is a functional programming language made "
                "for telephone switches that must run for years without stopping. Joe Armstrong, "
                "Robert Virding and Mike Williams began it at the Swedish telecoms company "
                "Ericsson in 1986, and Ericsson released it as open source in 1998."
            ),
            D(
                "Haskell Curry: Haskell Brooks Curry (1900 \u2013 1982) was an American "
                "mathematician and logician born in Millis, Massachusetts. He worked for most of "
                "his career at Pennsylvania State College on combinatory logic, and the "
                "technique of currying and a well-known paradox are both named after him."
            ),
            D(
                "Prolog: Prolog is a logic programming language created in 1972 in Marseille by "
                "the French computer scientist Alain Colmerauer, working with Philippe Roussel, "
                "on ideas of Robert Kowalski of Edinburgh. Programs in it are sets of facts and "
                "rules, and the Japanese Fifth Generation project adopted it in the 1980s."
            ),
            D(
                "Elixir (programming language): Elixir is a functional programming language that "
                "runs on the BEAM virtual machine built for an older telecoms language. It was "
                "created by the Brazilian programmer Jos\u00e9 Valim, first appeared in 2012, and "
                "is used with its Phoenix web framework for chat and messaging services."
            ),
            S(
                "Haskell (programming language): Haskell is a purely functional programming "
                "language with lazy evaluation, named after the logician Haskell Curry. A "
                "committee formed at a conference in Portland, Oregon, in 1987 designed it to "
                "replace many research languages, and its first version came out in 1990."
            ),
            D(
                "OCaml: OCaml is a general-purpose programming language of the ML family, first "
                "released in 1996 by a team at the French research institute INRIA that "
                "included Xavier Leroy. It adds objects to a strict functional core, and the "
                "trading firm Jane Street is among its best-known users."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which search company was founded first, Yahoo! or Baidu?",
        "Yahoo!",
        [
            D(
                "AltaVista: AltaVista was a web search engine launched in December 1995 by "
                "researchers at Digital Equipment Corporation in Palo Alto, California. It was "
                "one of the first to index the full text of a huge share of the web, and after "
                "passing through several owners it was shut down in July 2013."
            ),
            D(
                "Yandex: Yandex is a Russian technology company best known for running Russia's "
                "largest search engine, which Arkady Volozh and Ilya Segalovich launched on 23 "
                "September 1997. It is based in Moscow, and it also runs a taxi service, maps, "
                "e-mail and a music streaming service."
            ),
            D(
                "Sohu: Sohu is a Chinese internet company based in Beijing, set up in 1996 by "
                "Charles Zhang after he returned from the Massachusetts Institute of Technology. "
                "It began as one of China's first web directories, listed on the Nasdaq in July "
                "2000, and later launched the search engine Sogou."
            ),
            S(
                "Baidu: Baidu is a Chinese technology company best known for running China's "
                "largest search engine. It was founded in Beijing in January 2000 by Robin Li and "
                "Eric Xu, its name comes from a poem of the Song dynasty, and it has been listed "
                "on the Nasdaq stock exchange since August 2005."
            ),
            D(
                "Naver: Naver is South Korea's largest web portal and search engine, launched in "
                "June 1999 by Lee Hae-jin as an in-house venture of Samsung SDS. Its Knowledge iN "
                "question-and-answer service made it more popular at home than foreign search "
                "engines, and its Japanese arm created the messaging app Line."
            ),
            D(
                "Lycos: Lycos is a web search engine and portal that began in 1994 as a research "
                "project of Michael Mauldin at Carnegie Mellon University in Pittsburgh. It "
                "became a company based in Massachusetts in 1995, and in 2000 the Spanish "
                "telecoms firm Terra Networks bought it for about US$12.5 billion."
            ),
            S(
                "Yahoo!: Yahoo! is an American web services company founded in January 1994 by "
                "the Stanford graduate students Jerry Yang and David Filo, who began it as a "
                "directory of websites called Jerry and David's Guide to the World Wide Web. The "
                "telecoms company Verizon bought its main business in 2017."
            ),
            D(
                "Sina Corporation: Sina is a Chinese online media company based in Beijing, formed "
                "in 1998 by the merger of the Chinese-language portal Sinanet with the software "
                "maker Stone Rich Sight. Its news portal grew into one of China's biggest, and in "
                "2009 it launched the microblogging service Weibo."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Did the Easter Rising and Russia's February Revolution take place in the same year?",
        "no",
        [
            D(
                "October Revolution: The October Revolution was the seizure of power in Petrograd "
                "by the Bolsheviks, who stormed the Winter Palace on the night of 7 November, 25 "
                "October in the old Russian calendar. They arrested the ministers of the "
                "Provisional Government and set up a state run by councils of soviets."
            ),
            S(
                "Easter Rising: The Easter Rising was an armed rebellion against British rule in "
                "Ireland, launched in Dublin on Easter Monday, 24 April 1916. Rebels led by "
                "Patrick Pearse and James Connolly seized the General Post Office, but they "
                "surrendered after six days, and 16 leaders were executed."
            ),
            D(
                "Battle of Jutland: The Battle of Jutland was the largest naval battle of the "
                "First World War, fought in the North Sea off Denmark on 31 May and 1 June 1916. "
                "The British Grand Fleet lost more ships and men than the German High Seas Fleet, "
                "but the German fleet seldom put to sea again."
            ),
            D(
                "February Revolution (1848): The French Revolution of 1848, also called the "
                "February Revolution, began with street protests in Paris on 22 February 1848 "
                "over a ban on political banquets. Within two days King Louis Philippe gave up "
                "the throne and fled to England, and the Second Republic was proclaimed."
            ),
            D(
                "Irish War of Independence: The Irish War of Independence was a guerrilla war "
                "fought between the Irish Republican Army and British forces from January 1919 "
                "until a truce in July 1921. It led to the Anglo-Irish Treaty of December 1921, "
                "which set up the Irish Free State a year later."
            ),
            S(
                "February Revolution: The February Revolution was the first of the two Russian "
                "revolutions of 1917. Strikes and bread riots that broke out in Petrograd on 8 "
                "March 1917, 23 February in the old Russian calendar, spread to the army "
                "garrison, and within a week the tsar had given up the throne."
            ),
            D(
                "Russian Revolution of 1905: The Russian Revolution of 1905 was a wave of strikes, "
                "mutinies and peasant revolts that followed Bloody Sunday, when troops fired on "
                "marching workers in Saint Petersburg on 22 January 1905. It forced the tsar to "
                "grant the October Manifesto and an elected parliament, the Duma."
            ),
            D(
                "Dublin Lockout: The Dublin Lockout was a bitter industrial dispute in Dublin from "
                "August 1913 to January 1914, in which about 300 employers locked out some "
                "20,000 workers who backed the union of James Larkin. The workers were starved "
                "back to work, but the Irish Citizen Army was formed to defend them."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Sharp or Panasonic?",
        "Sharp",
        [
            D(
                "Sanyo: Sanyo Electric was a Japanese electronics maker founded in 1947 by Toshio "
                "Iue, a brother-in-law of the founder of a larger rival, and based in Moriguchi, "
                "Osaka. Known for batteries, air conditioners and home appliances, it was taken "
                "over by that same rival in 2009 and folded into it by 2012."
            ),
            S(
                "Panasonic: Panasonic Holdings is a Japanese electronics company based in Kadoma, "
                "Osaka. It was founded on 7 March 1918 by K\u014dnosuke Matsushita, who began by "
                "making a two-way light socket in an Osaka house with his wife and her "
                "brother, and it was called Matsushita Electric until it took its brand name in "
                "2008."
            ),
            D(
                "Toshiba: Toshiba is a Japanese electronics company based in Tokyo, formed in "
                "1939 by the merger of Shibaura Seisakusho, a maker of heavy electrical "
                "machinery, with the light bulb maker Tokyo Denki, founded in 1890. In 1985 it "
                "brought out the T1100, one of the first laptop computers."
            ),
            D(
                "Sharps rifle: The Sharps rifle was a single-shot, breech-loading American rifle "
                "designed by Christian Sharps and patented in 1848. It was prized by sharpshooter "
                "units of the Union army in the American Civil War, and heavy Sharps rifles were "
                "later used to hunt bison on the Great Plains."
            ),
            S(
                "Sharp Corporation: Sharp is a Japanese electronics maker based in Sakai, Osaka. "
                "It was founded in Tokyo in September 1912 by Tokuji Hayakawa as a small "
                "metalworking shop. His Ever-Sharp mechanical pencil of 1915 gave the company its "
                "name, and Taiwan's Foxconn took control of it in 2016."
            ),
            D(
                "Hitachi: Hitachi is a Japanese industrial and electronics group based in Tokyo. "
                "It was founded in 1910 by the electrical engineer Namihei Odaira in the repair "
                "shop of a copper mine at Hitachi, in Ibaraki Prefecture, where he had built a "
                "five-horsepower electric motor."
            ),
            D(
                "Mitsubishi Electric: Mitsubishi Electric is a Japanese maker of electrical and "
                "electronic equipment based in Tokyo, split off from the shipbuilder Mitsubishi "
                "Shipbuilding in January 1921. It makes air conditioners, lifts, factory robots "
                "and satellites, and its Diamond Vision screens have lit stadiums since 1980."
            ),
            D(
                "Technics (brand): Technics is a brand of audio equipment launched in 1965 by a "
                "large Osaka electronics company, first for a small bookshelf loudspeaker. Its "
                "SL-1200 turntable of 1972, with a strong direct-drive motor, became the standard "
                "deck of club DJs, and the brand was revived in 2014."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which war began first, the First Opium War or the Mexican\u2013American War?",
        "the First Opium War",
        [
            D(
                "Second Opium War: The Second Opium War was fought by Britain and France against "
                "Qing China from 1856 to 1860. Anglo-French troops took Beijing in October 1860 "
                "and burned the Old Summer Palace, and the treaties that ended it opened more "
                "ports to foreign trade and made the opium trade legal."
            ),
            D(
                "Texas Revolution: The Texas Revolution was a rebellion of American settlers and "
                "Tejanos against the government of Mexico, fought from October 1835 to April "
                "1836. After the fall of the Alamo that March, Sam Houston's army defeated Santa "
                "Anna at San Jacinto on 21 April 1836, and Texas became a republic."
            ),
            S(
                "Mexican\u2013American War: The Mexican\u2013American War was fought between the "
                "United States and Mexico from April 1846 to February 1848, after the United "
                "States annexed Texas. American troops took Mexico City in September 1847, and "
                "Mexico gave up California and most of the present-day Southwest."
            ),
            D(
                "Pastry War: The Pastry War was a short conflict between France and Mexico from "
                "November 1838 to March 1839, sparked in part by the claim of a French pastry "
                "cook whose shop near Mexico City had been looted by soldiers. A French fleet "
                "blockaded and shelled the port of Veracruz before a peace was agreed."
            ),
            D(
                "Taiping Rebellion: The Taiping Rebellion was a civil war in southern China from "
                "1850 to 1864 against the Qing dynasty, led by Hong Xiuquan, who believed he was "
                "the younger brother of Jesus. His Heavenly Kingdom held Nanjing as its capital "
                "for eleven years, and perhaps 20 million people died."
            ),
            D(
                "Spanish\u2013American War: The Spanish\u2013American War was fought between Spain "
                "and the United States from April to August 1898, after the American battleship "
                "Maine blew up in Havana harbour. Spain lost Cuba, and under the Treaty of Paris "
                "it ceded Puerto Rico, Guam and the Philippines."
            ),
            S(
                "First Opium War: The First Opium War was fought between Britain and Qing China "
                "from 1839 to 1842, after the official Lin Zexu destroyed over 1,000 tonnes of "
                "British opium at Canton. It ended with the Treaty of Nanking, by which "
                "China ceded Hong Kong Island and opened five ports to British trade."
            ),
            D(
                "Reform War: The Reform War was a civil war in Mexico from 1857 to 1861 between "
                "liberals, led by Benito Ju\u00e1rez, and conservatives who opposed a new "
                "constitution that cut the power of the Church and the army. The liberals won "
                "and took Mexico City in January 1861, and Ju\u00e1rez became president."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first President of Czechoslovakia born?",
        "Hodon\u00edn",
        [
            D(
                "Edvard Bene\u0161: Edvard Bene\u0161 (1884 \u2013 1948) was a Czech politician "
                "born on 28 May 1884 in Ko\u017elany, in western Bohemia. He was foreign minister "
                "from 1918 to 1935 and then President of Czechoslovakia, resigning after the "
                "Munich Agreement of 1938 and serving again from 1945 until June 1948."
            ),
            S(
                "Czechoslovakia: Czechoslovakia was a state in Central Europe proclaimed in Prague "
                "on 28 October 1918, as Austria-Hungary broke apart at the end of the First World "
                "War. Its first president was the philosopher Tom\u00e1\u0161 Garrigue Masaryk, "
                "and it split peacefully into two countries on 1 January 1993."
            ),
            D(
                "V\u00e1clav Havel: V\u00e1clav Havel (1936 \u2013 2011) was a Czech playwright "
                "and dissident born in Prague, who spent years in prison under the communist "
                "regime. He was the last President of Czechoslovakia, from December 1989, and "
                "then the first President of the Czech Republic, from 1993 to 2003."
            ),
            D(
                "Michal Kov\u00e1\u010d: Michal Kov\u00e1\u010d (1930 \u2013 2016) was a Slovak "
                "economist and politician born in \u013dubi\u0161a, in north-eastern Slovakia. "
                "After the peaceful break-up of the federation he was elected the first "
                "President of Slovakia in February 1993, and he held the office until 1998."
            ),
            D(
                "Jan Masaryk: Jan Masaryk (1886 \u2013 1948) was a Czechoslovak diplomat and "
                "politician born in Prague, who served as ambassador in London from 1925 and as "
                "foreign minister from 1940. He was found dead below a bathroom window of the "
                "Czernin Palace in Prague on 10 March 1948, two weeks after the communist coup."
            ),
            D(
                "Prague Castle: Prague Castle is a castle complex above the Vltava in Prague, "
                "founded in the 9th century and for centuries the seat of the kings of Bohemia. "
                "Since 1918 it has been the official seat of the head of state, and with its St. "
                "Vitus Cathedral it is one of the largest castle complexes in the world."
            ),
            S(
                "Tom\u00e1\u0161 Garrigue Masaryk: Tom\u00e1\u0161 Garrigue Masaryk (1850 \u2013 "
                "1937) was a Czech philosopher and statesman born on 7 March 1850 in "
                "Hodon\u00edn, in southern Moravia, the son of a Slovak coachman. He taught at "
                "the Czech university in Prague and led the campaign abroad for independence "
                "during the war."
            ),
            D(
                "Gust\u00e1v Hus\u00e1k: Gust\u00e1v Hus\u00e1k (1913 \u2013 1991) was a Slovak "
                "communist politician born in D\u00fabravka, now part of Bratislava. He led the "
                "Communist Party after the Prague Spring was crushed, from 1969 to 1987, and was "
                "the country's president from 1975 until he resigned in December 1989."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where did the last viceroy of india die",
        "off Mullaghmore, County Sligo, Ireland",
        [
            D(
                "Charles Canning, 1st Earl Canning: Charles Canning (1812 \u2013 1862) was a "
                "British statesman who governed India through the rebellion of 1857 and became "
                "the first Viceroy of India when the Crown took over from the East India Company "
                "in 1858. He went home in 1862 and died in London that June."
            ),
            D(
                "Edwina Mountbatten, Countess Mountbatten of Burma: Edwina Mountbatten (1901 "
                "\u2013 1960) was a British heiress and relief worker, the last Vicereine of "
                "India. She died in her sleep on 21 February 1960 at Jesselton in North Borneo, "
                "now Kota Kinabalu, while touring for St John Ambulance, and was buried at sea."
            ),
            D(
                "C. Rajagopalachari: Chakravarti Rajagopalachari (1878 \u2013 1972) was an Indian "
                "lawyer and statesman born in Thorapalli, in the Madras Presidency. He was the "
                "last Governor-General of India, from June 1948 until India became a republic in "
                "January 1950, and he died in Madras on 25 December 1972."
            ),
            S(
                "Viceroy of India: The Viceroy and Governor-General of India was the British "
                "Crown's representative in India from 1858 until independence in August 1947, "
                "ruling from Calcutta and later from New Delhi. The first was Lord Canning, and "
                "the last was Lord Mountbatten, who arrived in March 1947."
            ),
            D(
                "Archibald Wavell, 1st Earl Wavell: Archibald Wavell (1883 \u2013 1950) was a "
                "British field marshal who served as Viceroy of India from October 1943 until he "
                "was replaced in February 1947. He had commanded British forces in the Middle "
                "East early in the Second World War, and he died in London in May 1950."
            ),
            D(
                "Viceroy's House, New Delhi: Viceroy's House is the vast palace on Raisina Hill "
                "in New Delhi designed by Edwin Lutyens for the British viceroys and finished in "
                "1929. With 340 rooms, it became the home of India's presidents in 1950 and is "
                "now known as the Rashtrapati Bhavan."
            ),
            S(
                "Louis Mountbatten, 1st Earl Mountbatten of Burma: Louis Mountbatten (1900 \u2013 "
                "1979) was a British naval officer and statesman, a great-grandson of Queen "
                "Victoria. He was killed on 27 August 1979 when the Provisional IRA blew up his "
                "fishing boat off Mullaghmore, County Sligo, in the north-west of Ireland."
            ),
            D(
                "Victor Hope, 2nd Marquess of Linlithgow: Victor Hope (1887 \u2013 1952) was a "
                "Scottish statesman who served as Viceroy of India from 1936 to 1943, longer than "
                "any other. He took India into the Second World War without consulting Indian "
                "leaders, and he died at his family seat, Hopetoun House, in January 1952."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Herm\u00e8s born?",
        "Krefeld",
        [
            D(
                "Louis Vuitton (designer): Louis Vuitton (1821 \u2013 1892) was a French trunk "
                "maker born in Anchay, in the Jura. He walked to Paris as a teenager, learned his "
                "trade as a packer for rich travellers, and in 1854 opened his own workshop, "
                "where he made flat-topped canvas trunks that could be stacked."
            ),
            D(
                "Hermes: Hermes is a god of ancient Greek religion, the herald of the gods and the "
                "protector of travellers, merchants and thieves. The son of Zeus and the nymph "
                "Maia, he was said to have been born in a cave on Mount Cyllene in Arcadia, and "
                "he is shown with winged sandals and a herald's staff."
            ),
            S(
                "Herm\u00e8s: Herm\u00e8s is a French luxury goods house based in Paris, founded "
                "in 1837 by Thierry Herm\u00e8s as a workshop making harnesses and bridles for "
                "horse-drawn carriages. It turned to leather bags and travel goods in the 20th "
                "century, and it brought out its first silk scarf in 1937."
            ),
            D(
                "Gucci: Gucci is an Italian luxury fashion house founded in Florence in 1921 by "
                "Guccio Gucci, who had worked as a lift boy at the Savoy Hotel in London and "
                "admired the luggage of its guests. Its bamboo-handled bag appeared in 1947, and "
                "the French group Kering has controlled it since 2004."
            ),
            D(
                "Hermes (typewriter): Hermes was a brand of typewriters made by the Swiss firm "
                "Paillard at Sainte-Croix and Yverdon, in the canton of Vaud. The small Hermes "
                "Baby of 1935 was one of the first truly portable machines, and the later Hermes "
                "3000 was praised by writers for its light, even touch."
            ),
            S(
                "Thierry Herm\u00e8s: Thierry Herm\u00e8s (1801 \u2013 1878) was a French harness "
                "maker born on 10 January 1801 in Krefeld, in the Rhineland, which was then part "
                "of France. Orphaned young, he moved to France to learn harness making, and he "
                "won a first-class medal for his harnesses at the Paris Exposition of 1855."
            ),
            D(
                "\u00c9mile-Maurice Herm\u00e8s: \u00c9mile-Maurice Herm\u00e8s (1871 \u2013 1951) "
                "was a French businessman, a grandson of the house's founder, who ran the family "
                "firm between the wars. He won the right to use the zip fastener in France, "
                "brought in handbags and belts, and collected old objects linked to horses."
            ),
            D(
                "Christian Dior: Christian Dior (1905 \u2013 1957) was a French fashion designer "
                "born in Granville, on the coast of Normandy. He founded his couture house in "
                "Paris in December 1946, and his first collection of February 1947, with its "
                "narrow waists and full skirts, was hailed as the New Look."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first President of the Philippines born?",
        "Kawit, Cavite",
        [
            D(
                "Manuel L. Quezon: Manuel Luis Quezon (1878 \u2013 1944) was a Filipino statesman "
                "born in Baler, on the east coast of Luzon. He was the first president of the "
                "Commonwealth of the Philippines from 1935, led its government in exile in the "
                "United States during the war, and died at Saranac Lake, New York."
            ),
            D(
                "Jos\u00e9 Rizal: Jos\u00e9 Rizal (1861 \u2013 1896) was a Filipino writer and "
                "doctor born in Calamba, Laguna, whose novel Noli Me T\u00e1ngere of 1887 attacked "
                "Spanish colonial rule. Arrested after a revolt broke out, he was shot by a "
                "firing squad in Manila on 30 December 1896 and is the national hero."
            ),
            S(
                "Emilio Aguinaldo: Emilio Aguinaldo (1869 \u2013 1964) was a Filipino "
                "revolutionary and statesman born on 22 March 1869 in Cavite el Viejo, now the "
                "town of Kawit, in Cavite province. He declared the Philippines independent from "
                "Spain on 12 June 1898 and then fought the Americans until 1901."
            ),
            D(
                "Andr\u00e9s Bonifacio: Andr\u00e9s Bonifacio (1863 \u2013 1897) was a Filipino "
                "revolutionary born in Tondo, Manila, who in 1892 founded the Katipunan, a secret "
                "society that fought for independence from Spain. After losing a struggle for "
                "leadership of the revolt he was tried and executed in May 1897."
            ),
            D(
                "Manuel Roxas: Manuel Roxas (1892 \u2013 1948) was a Filipino lawyer and "
                "politician born in Capiz, a town now called Roxas City after him. He became the "
                "first president of the independent Third Republic on 4 July 1946, and he died "
                "of a heart attack at Clark Air Base in April 1948."
            ),
            S(
                "President of the Philippines: The President of the Philippines is the head of "
                "state and of government, elected for a single six-year term. "
                "The government counts Emilio Aguinaldo, president of the revolutionary First "
                "Philippine Republic from January 1899, as the first holder of the office."
            ),
            D(
                "Sergio Osme\u00f1a: Sergio Osme\u00f1a (1878 \u2013 1961) was a Filipino lawyer "
                "and politician born in Cebu, the port city in the central Visayas. Vice "
                "president under Quezon, he took over as president on Quezon's death in August "
                "1944 and came ashore with MacArthur's forces at Leyte that October."
            ),
            D(
                "Cavite Mutiny: The Cavite Mutiny was an uprising on 20 January 1872 of about 200 "
                "Filipino soldiers and workers at the Spanish arsenal of Fort San Felipe in "
                "Cavite. It was quickly put down, and the Spanish blamed three Filipino priests, "
                "Gomburza, who were garrotted in Manila that February."
            ),
        ],
        drop=0,
    ),
]
