"""The fiftieth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev47.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v38, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 292 characters and distractors 288; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who proclaimed Haiti's independence?",
        "Jean-Jacques Dessalines, at Gona\u00efves on 1 January 1804",
        [
            D(
                "Toussaint Louverture: A formerly enslaved coachman, Toussaint Louverture became "
                "the leading general of the slave revolt in Saint-Domingue that began in 1791. He "
                "issued a constitution in 1801 that made him governor for life, but French troops "
                "tricked him into captivity in 1802 and he died in a cold fort in the Jura in "
                "April 1803."
            ),
            S(
                "Jean-Jacques Dessalines: Born into slavery in Saint-Domingue, Dessalines took "
                "command of the rebel army after the French seized Toussaint Louverture. His "
                "forces beat the French at Verti\u00e8res in November 1803, and on 1 January 1804 "
                "at Gona\u00efves he declared the colony free as Haiti, later crowning himself "
                "emperor."
            ),
            D(
                "Henri Christophe: One of the generals of the Haitian revolution, Henri Christophe "
                "ruled the north of the country after 1806 and made himself King Henri I in 1811. "
                "He built the mountain fortress of the Citadelle Laferri\u00e8re and the palace of "
                "Sans-Souci, and shot himself in 1820 when his army turned against him."
            ),
            D(
                "Alexandre P\u00e9tion: A free man of colour educated in France, P\u00e9tion ruled "
                "the south of Haiti as president of its republic from 1807 until his death in "
                "1818. He shared out land among former soldiers and in 1816 gave Sim\u00f3n "
                "Bol\u00edvar ships, arms and money on condition that he free the slaves in the "
                "lands he won."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "zx spectrum release date",
        "23 April 1982, when Sinclair Research launched it in London",
        [
            D(
                "ZX81: Sinclair Research put the ZX81 on sale in March 1981 at 49.95 pounds as a "
                "kit or 69.95 pounds ready built. It had just 1 KB of memory, a flat touch "
                "keyboard and a black and white picture on a home television, and about one and a "
                "half million were sold, many of them through W. H. Smith."
            ),
            D(
                "Commodore 64: Commodore showed the C64 at the Consumer Electronics Show in Las "
                "Vegas in January 1982 and shipped it that August at 595 dollars. With 64 KB of "
                "memory and the SID sound chip it became the best-selling single computer model "
                "ever, with estimates from 12 to 17 million sold."
            ),
            S(
                "ZX Spectrum: Sinclair Research launched the ZX Spectrum in London on 23 April "
                "1982, priced at 125 pounds with 16 KB of memory or 175 pounds with 48 KB. "
                "Designed by Richard Altwasser, with a case by Rick Dickinson, it had rubber keys "
                "and colour graphics, and more than five million were sold."
            ),
            D(
                "ZX Spectrum +2: After Amstrad bought Sinclair's computer business in April 1986 "
                "for 5 million pounds, it brought out the ZX Spectrum +2 that year in a grey case "
                "with a proper keyboard and a built-in cassette recorder, followed by the +3 with "
                "a 3-inch disc drive in 1987."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which began first, the Boxer Rebellion or the Russo-Japanese War?",
        (
            "the Boxer Rebellion (from 1899, with the siege of the Beijing legations in 1900), "
            "before the Russo-Japanese War (February 1904)"
        ),
        [
            S(
                "Boxer Rebellion: The rising of the Society of Righteous and Harmonious Fists "
                "began in Shandong in 1899 and spread to Beijing, where from June 1900 Boxers and "
                "imperial troops besieged the foreign legations for 55 days. An eight-nation force "
                "relieved them in August, and the Boxer Protocol of 1901 imposed a huge indemnity."
            ),
            D(
                "First Sino-Japanese War: Fought in 1894 and 1895 for control of Korea, the war "
                "saw Japan destroy much of the Qing navy off the Yalu River and take Port Arthur "
                "and Weihaiwei. Under the Treaty of Shimonoseki, signed in April 1895, China ceded "
                "Taiwan to Japan and gave up its claims over Korea."
            ),
            D(
                "Taiping Rebellion: Led by Hong Xiuquan, a failed examination candidate who said "
                "he was the younger brother of Jesus, the Taiping rose in Guangxi in 1850 and held "
                "Nanjing as their Heavenly Capital from 1853. Qing armies retook the city in 1864, "
                "and the war cost perhaps 20 million lives."
            ),
            S(
                "Russo-Japanese War: War broke out on 8 February 1904, when Japanese torpedo boats "
                "attacked the Russian fleet at Port Arthur in Manchuria. Japan took the port after "
                "a long siege and sank the Russian Baltic Fleet at Tsushima in May 1905, and a "
                "treaty signed at Portsmouth, New Hampshire, ended the war that September."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the four Inns of Court?",
        "Lincoln's Inn, Gray's Inn, the Inner Temple and the Middle Temple",
        [
            D(
                "Inns of Chancery: Smaller inns such as Clifford's Inn, Staple Inn and Barnard's "
                "Inn once prepared young men for the Inns of Court, but they lost that role by the "
                "18th century and were dissolved or sold off by the early 1900s. The timber-framed "
                "front of Staple Inn, built in 1586, still stands in Holborn."
            ),
            D(
                "King's Inns: Ireland's barristers are trained and called at the Honorable Society "
                "of King's Inns in Dublin, founded in 1541 under Henry VIII. Its building on "
                "Henrietta Street, designed by James Gandon and begun in 1800, also houses the "
                "oldest law library in the country, with books from the 16th century."
            ),
            D(
                "Royal Courts of Justice: The Gothic building on the Strand that houses the High "
                "Court and the Court of Appeal was designed by George Edmund Street, who died in "
                "1881 before it was finished. Queen Victoria opened it in December 1882; its "
                "thousand rooms are joined by some three and a half miles of corridors."
            ),
            S(
                "Inns of Court: Every barrister in England and Wales must join one of the four "
                "Inns of Court in London: Lincoln's Inn, Gray's Inn, the Inner Temple and the "
                "Middle Temple. They train students and call them to the Bar; the two Temples are "
                "named after the Knights Templar, who held the land until 1312."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a Segway stay upright?",
        (
            "gyroscopes and tilt sensors measure its lean many times a second and a computer "
            "drives the wheels forward or back to keep them under the rider, so leaning forward "
            "makes it move"
        ),
        [
            D(
                "Hoverboard: The self-balancing boards that became a craze in 2015 have a wheel at "
                "each end of a platform that twists in the middle. Thousands of cheap imports were "
                "seized at British ports that December after faulty batteries and chargers caught "
                "fire, and several airlines banned them from their flights."
            ),
            S(
                "Segway PT: Dean Kamen's two-wheeled scooter, unveiled in December 2001, balances "
                "much as a person does. Gyroscopes and tilt sensors check its lean about a hundred "
                "times a second, and a computer turns the electric motors so that the wheels roll "
                "forward or back under the rider: lean forward and it goes."
            ),
            D(
                "Segway Inc.: The company Dean Kamen set up in Bedford, New Hampshire, was sold in "
                "2009 to the British businessman James Heselden, who died in 2010 when he rode a "
                "Segway off a cliff near his home in Yorkshire. Ninebot of Beijing bought the firm "
                "in 2015 and stopped making the original in 2020."
            ),
            D(
                "Gyrocar: In 1914 the Russian count Pyotr Shilovsky had Wolseley build him a "
                "two-wheeled car in Birmingham, held upright by a heavy gyroscope spinning in its "
                "body. It was shown in London that year but never went into production; buried in "
                "1917, it was dug up in 1938 and melted down for scrap."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why did penny farthings have a big front wheel",
        (
            "the pedals turned the front wheel directly, with no chain or gears, so a bigger wheel "
            "carried the rider further with every turn of the pedals and made the machine faster"
        ),
        [
            D(
                "Velocipede: The boneshakers made in Paris by Pierre Michaux and his sons from the "
                "1860s had pedals on the front wheel of a heavy wooden frame and iron tyres on "
                "wooden wheels of much the same size. They gave a jarring ride on cobbles, and "
                "riding schools opened in Paris, London and New York."
            ),
            D(
                "Safety bicycle: John Kemp Starley's Rover of 1885 seated the rider low between "
                "two wheels of much the same size, with a chain to the back one, so a fall was far "
                "less dangerous. With John Boyd Dunlop's air-filled tyre of 1888 it was "
                "comfortable as well as safe, and the high-wheeler was soon out of fashion."
            ),
            S(
                "Penny-farthing: High-wheelers of the 1870s and 1880s had their pedals fixed to "
                "the hub of the front wheel, with no chain or gearing, so one turn of the cranks "
                "moved the machine one turn of that wheel. A wheel up to 1.5 m across thus went "
                "much further, and faster, at every stroke."
            ),
            D(
                "Penny-farthing (name): The nickname came into use around 1891, as the machines "
                "were going out of fashion, and likens the big and small wheels to a British penny "
                "beside a farthing, the quarter-penny coin. Riders of the day simply called them "
                "ordinaries, to tell them from the new safeties."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Has a British prime minister ever been assassinated?",
        "Yes: Spencer Perceval was shot dead in the lobby of the House of Commons on 11 May 1812",
        [
            D(
                "Brighton hotel bombing: In the early hours of 12 October 1984 an IRA bomb tore "
                "through the Grand Hotel in Brighton, where the cabinet was staying for the "
                "Conservative conference. Margaret Thatcher was unhurt and the conference opened "
                "on time that morning, but five were killed and many injured."
            ),
            D(
                "Cato Street Conspiracy: In February 1820 Arthur Thistlewood and a band of "
                "radicals plotted to murder the whole cabinet at a dinner in Grosvenor Square. An "
                "informer gave them away, police stormed their hayloft in Cato Street, and five of "
                "the plotters were hanged for high treason that May, outside Newgate prison."
            ),
            D(
                "Edward Drummond: In January 1843 Daniel M'Naghten shot Edward Drummond, private "
                "secretary to Sir Robert Peel, in Whitehall, apparently taking him for Peel. "
                "Drummond died five days later, and M'Naghten's acquittal by reason of insanity "
                "gave the law the M'Naghten rules still cited today."
            ),
            S(
                "Spencer Perceval: Perceval, Tory prime minister since 1809, was walking into the "
                "lobby of the House of Commons on 11 May 1812 when John Bellingham, a merchant who "
                "blamed the government for his ruin in Russia, shot him in the chest. He died "
                "within minutes, and Bellingham was hanged a week later."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which US state was the puppeteer who created Kermit the Frog born?",
        "Mississippi: Jim Henson, who made and performed Kermit, was born in Greenville in 1936",
        [
            D(
                "Frank Oz: Born Frank Oznowicz in Hereford, England, in 1944, Oz moved to "
                "California as a child and joined the Muppets in 1963. He performed Miss Piggy, "
                "Fozzie Bear and Cookie Monster, gave Yoda his voice in The Empire Strikes Back in "
                "1980 and later directed films such as Little Shop of Horrors and In and Out."
            ),
            S(
                "Kermit the Frog: Kermit was first made in 1955 from an old coat of his creator's "
                "mother, with half a ping-pong ball for each eye, for Sam and Friends on a "
                "Washington television station. Jim Henson performed him for 35 years, on Sesame "
                "Street and The Muppet Show among others, until he died in 1990."
            ),
            S(
                "Jim Henson: Henson was born on 24 September 1936 in Greenville, Mississippi, and "
                "spent his early years in nearby Leland before his family moved to Maryland. He "
                "studied at the University of Maryland, founded the Muppets with Jane Nebel, who "
                "became his wife, and died in New York in May 1990."
            ),
            D(
                "Steve Whitmire: After Henson's death Kermit was performed from 1990 by Steve "
                "Whitmire, born in Atlanta, Georgia, in 1959, who also played Rizzo the Rat. "
                "Disney dismissed him in 2016, and the part went to Matt Vogel, who had learned "
                "puppetry on Sesame Street as Big Bird's understudy."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "When did the Amritsar massacre take place?",
        "on 13 April 1919, in the Jallianwala Bagh",
        [
            D(
                "The Rowlatt Act, passed in March 1919, let the British authorities in India hold "
                "political suspects without trial for up to two years. Gandhi answered it with a "
                "nationwide hartal, a day of strikes and fasting, on 6 April 1919, and there were "
                "protests and riots in Delhi, Lahore and Amritsar."
            ),
            D(
                "The Hunter Committee, set up by the Government of India in October 1919, heard "
                "Reginald Dyer defend his conduct in the Punjab and censured him in its report of "
                "1920. He was relieved of his command and retired to England, where the House of "
                "Lords voted in his favour, and he died in 1927."
            ),
            S(
                "On the afternoon of 13 April 1919, the festival of Baisakhi, Brigadier-General "
                "Reginald Dyer marched troops into the Jallianwala Bagh, a walled garden in "
                "Amritsar where thousands had gathered, and ordered them to fire without warning. "
                "Official figures gave 379 dead; Indian estimates were far higher."
            ),
            D(
                "In early June 1984 the Indian army stormed the Golden Temple in Amritsar in "
                "Operation Blue Star to remove the armed Sikh preacher Jarnail Singh Bhindranwale "
                "and his followers. Hundreds died, and on 31 October that year Prime Minister "
                "Indira Gandhi was shot dead in her garden in New Delhi by two of her Sikh "
                "bodyguards."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who invented the disposable razor blade",
        "King Camp Gillette, with the engineer William Nickerson; the company was founded in 1901",
        [
            D(
                "The safety razor with a guard over the edge was patented by the Kampfe brothers "
                "of New York in 1880 and sold as the Star. Its short, thick blade of forged steel "
                "still had to be taken out and sharpened on a strop or a hone, and barbers saw it "
                "as a threat to their trade of shaving men."
            ),
            S(
                "King Camp Gillette, a travelling salesman for a bottle-cap firm, hit on the idea "
                "of a thin, cheap steel blade to be thrown away once blunt in 1895. The engineer "
                "William Nickerson, trained at MIT, found a way to make it, the Gillette company "
                "was founded in 1901, and the patent came in 1904."
            ),
            D(
                "Jacob Schick, a retired US Army colonel, patented the first electric razor in "
                "1928 and began selling it in 1931. It needed no water or soap, and despite "
                "costing 25 dollars in the Depression it sold well; by the time he died in 1937 "
                "more than a million and a half had been bought."
            ),
            D(
                "Wilkinson Sword, founded in London in 1772 by the gunmaker Henry Nock, went on to "
                "make swords for the British army and later turned to razors as well. In 1956 it "
                "launched a stainless steel razor blade that stayed sharp for many more shaves and "
                "cut deeply into the sales of its American rivals."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which emergency number came first, Britain's 999 or America's 911?",
        (
            "999, which began in London on 30 June 1937; 911 was first dialled in Haleyville, "
            "Alabama, on 16 February 1968"
        ),
        [
            D(
                "112 became the emergency number for the whole European Community under a Council "
                "decision of July 1991, to work alongside national numbers such as 999 in Britain, "
                "15 and 17 in France and 110 in Germany. It can be dialled free from any mobile "
                "phone, even one that is locked or has no credit left on it."
            ),
            S(
                "Britain's 999 service started in London on 30 June 1937, after a fire in Wimpole "
                "Street in 1935 in which five women died while a neighbour could not get through "
                "to the exchange. A buzzer and a flashing red light told operators an emergency "
                "call had come in, and 1,336 were made in the first week."
            ),
            D(
                "Australia's 000 number was brought in for the main cities in 1961 and later "
                "spread across the country, replacing a tangle of local numbers for police, fire "
                "and ambulance. Mobile phones in Australia also accept 112 and connect such calls "
                "to the same operators in the same way."
            ),
            S(
                "The first 911 call in the United States was made on 16 February 1968 in "
                "Haleyville, Alabama, by the speaker of the state house, Rankin Fite, and answered "
                "by the congressman Tom Bevill at the police station. AT&T had named the three "
                "digits only a month before, and other cities slowly followed."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "great offices of state uk",
        (
            "the Prime Minister, the Chancellor of the Exchequer, the Foreign Secretary and the "
            "Home Secretary"
        ),
        [
            D(
                "The Great Officers of State are older and mostly ceremonial: among them are the "
                "Lord High Steward, the Lord Chancellor, the Lord President of the Council, the "
                "Lord Privy Seal, the Lord Great Chamberlain and the Earl Marshal, who arranges "
                "coronations and state funerals."
            ),
            S(
                "The four Great Offices of State in British government are those of the prime "
                "minister, the Chancellor of the Exchequer, the Foreign Secretary and the Home "
                "Secretary. Only James Callaghan has held all four, running the Treasury, the Home "
                "Office and the Foreign Office before he moved into Number 10 in 1976."
            ),
            D(
                "The Lord Chancellor was once head of the judiciary and speaker of the House of "
                "Lords, but the Constitutional Reform Act 2005 took both roles away, and the "
                "office now goes with that of Secretary of State for Justice. Liz Truss became the "
                "first woman to hold it in July 2016."
            ),
            D(
                "The Leader of the Opposition names a shadow cabinet whose members each face a "
                "minister across the dispatch box, such as a shadow chancellor and a shadow home "
                "secretary. The leader has drawn a salary from public funds since the Ministers of "
                "the Crown Act 1937, like the government's ministers, and has rooms at Westminster."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the Luhn algorithm check a credit card number?",
        (
            "from the right, every second digit is doubled (taking 9 off any result over 9), all "
            "the digits are added, and the number is valid only if the total is a multiple of 10"
        ),
        [
            D(
                "An ISBN-10 ends in a check digit chosen so that, when the ten digits are "
                "multiplied by 10, 9, 8 and so on down to 1 and added, the total divides exactly "
                "by 11; an X stands for 10. The 13-digit numbers used since 2007 weight the digits "
                "by 1 and 3 in turn and check the sum against 10."
            ),
            D(
                "The first digit of a payment card number names the network: 4 for Visa, 5 or 2 "
                "for Mastercard, and 34 or 37 for American Express, whose numbers are 15 digits "
                "long. The first six or eight digits together form the issuer identification "
                "number, which tells a shop which bank issued it."
            ),
            S(
                "The Luhn check, patented by the IBM engineer Hans Peter Luhn in 1960, catches "
                "most typing errors in card numbers. Working leftwards from the check digit at the "
                "right, every second digit is doubled and 9 is taken off any result above 9; all "
                "the digits are added, and the number passes if the total ends in 0."
            ),
            D(
                "The three-digit security code on the back of a Visa or Mastercard, four digits on "
                "the front of an American Express, is worked out by the bank from the card number "
                "and expiry date with a secret key. Under the PCI DSS rules shops may not keep it "
                "after a payment has been authorised."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does the British monarch have an official birthday?",
        (
            "so that the public celebration, Trooping the Colour, can be held in summer weather "
            "whatever the real birth date; Edward VII, born in November, began the custom"
        ),
        [
            D(
                "Trooping the Colour takes place on Horse Guards Parade, where one of the "
                "regiments of Foot Guards carries its flag, the colour, slowly along the ranks. "
                "The ceremony comes from the days when colours were paraded so that soldiers would "
                "know their rallying point in the smoke of battle."
            ),
            D(
                "King Charles III was born at Buckingham Palace on 14 November 1948, and his "
                "mother, Elizabeth II, at 17 Bruton Street in Mayfair on 21 April 1926. On a "
                "sovereign's actual birthday gun salutes of 41 rounds are fired in Hyde Park and "
                "of 62 rounds at the Tower of London."
            ),
            D(
                "The King's Birthday Honours list is published each June, alongside the New Year "
                "Honours. In Australia most states keep the King's Birthday as a public holiday on "
                "the second Monday in June, but Western Australia and Queensland hold theirs in "
                "spring, in late September or early October, when the weather there is mild."
            ),
            S(
                "The sovereign's birthday is marked in public on a Saturday in June with Trooping "
                "the Colour, whatever the real date. The custom goes back to Edward VII, born in "
                "November 1841, who held his birthday parade in early summer in the hope of good "
                "weather, and kings and queens since have done the same."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did the Zulu army defeat the British at Isandlwana?",
        (
            "Yes: on 22 January 1879 about 20,000 Zulu warriors overran the British camp and "
            "killed more than 1,300 of its defenders"
        ),
        [
            D(
                "That afternoon and night about 150 British and colonial soldiers at the mission "
                "station of Rorke's Drift held off attacks by 3,000 to 4,000 Zulus from behind "
                "walls of mealie bags and biscuit boxes. Eleven Victoria Crosses were awarded for "
                "the defence, seven of them to men of the 24th Foot."
            ),
            S(
                "On 22 January 1879, eleven days after British troops crossed into Zululand, some "
                "20,000 warriors of King Cetshwayo's army fell on the camp at Isandlwana that Lord "
                "Chelmsford had left lightly guarded. The camp was overrun and over 1,300 of its "
                "defenders were killed, one of Britain's worst colonial defeats."
            ),
            D(
                "On 4 July 1879 Lord Chelmsford's force, drawn up in a hollow square with Gatling "
                "guns and artillery, broke the Zulu army in under an hour on the plain before the "
                "royal homestead of Ulundi, which was then burned. King Cetshwayo was captured at "
                "the end of August and sent into exile."
            ),
            D(
                "At the Battle of Blood River on 16 December 1838 about 470 Voortrekkers under "
                "Andries Pretorius, firing from a laager of wagons beside the Ncome River, beat a "
                "far larger army of King Dingane. Some 3,000 Zulus were killed and only three of "
                "the trekkers wounded, and 16 December is now a public holiday, the Day of "
                "Reconciliation."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which town was the first man to fly an aeroplane across the English Channel born?",
        (
            "Cambrai, in northern France: Louis Bl\u00e9riot, who flew from near Calais to Dover "
            "in 1909, was born there in 1872"
        ),
        [
            S(
                "On 25 July 1909 Louis Bl\u00e9riot took off at dawn near Calais in his "
                "Bl\u00e9riot XI monoplane and came down in a field beside Dover Castle some 37 "
                "minutes later, the first crossing of the English Channel in a heavier-than-air "
                "machine. He won the Daily Mail's prize of 1,000 pounds."
            ),
            D(
                "Hubert Latham, born in Paris in 1883, tried to fly the Channel in an Antoinette "
                "monoplane six days before his rival, on 19 July 1909, but his engine failed "
                "several miles out and he came down on the sea, where a French torpedo boat picked "
                "him up. A second try that month also ended in the water."
            ),
            S(
                "Louis Bl\u00e9riot was born in Cambrai, in the Nord department of France, on 1 "
                "July 1872, and studied engineering at the \u00c9cole Centrale in Paris. He made a "
                "fortune from acetylene headlamps for cars before spending it on aircraft, and his "
                "firm built SPAD fighters in the First World War."
            ),
            D(
                "Harriet Quimby, an American journalist born in Michigan in 1875, became the first "
                "woman to fly across the Channel on 16 April 1912, from Dover to Hardelot, in a "
                "Bl\u00e9riot monoplane. Her flight got little attention because the Titanic had "
                "sunk the day before, and she died in a crash that July."
            ),
        ],
        drop=1,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Who invented the cash register?",
        (
            "James Ritty, a saloon keeper in Dayton, Ohio, who patented it with his brother John "
            "in 1879"
        ),
        [
            D(
                "Home > Business > Companies | NCR's rise\nJohn H. Patterson bought the rights to "
                "the cash register in 1884 and renamed the firm the National Cash Register "
                "Company. His training schools for salesmen became famous, and Thomas J. Watson "
                "worked for him before he went on to build IBM.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Inventions | The first cash register\nJames Ritty, who ran a "
                "saloon in Dayton, Ohio, suspected his bartenders of pocketing money. Inspired, it "
                "is said, by a device counting a ship's propeller turns on a voyage to Europe, he "
                "and his brother John patented Ritty's Incorruptible Cashier in "
                "1879.\nShare this | Cookie policy"
            ),
            D(
                "Home > Retail > History | Checkout scanners\nThe first product scanned by its "
                "barcode at a checkout was a ten-pack of Wrigley's Juicy Fruit gum, at Marsh's "
                "supermarket in Troy, Ohio, at 8.01 am on 26 June 1974. The pack, which cost 67 "
                "cents, is now kept at the Smithsonian.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Inventions | The adding machine\nWilliam Seward Burroughs, a "
                "former bank clerk from Auburn, New York, patented a key-driven adding machine in "
                "1888 that printed its figures on paper. The American Arithmometer Company he had "
                "set up in St Louis later took his name.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "when did food rationing end in britain",
        "on 4 July 1954, when meat came off the ration",
        [
            D(
                "Home > History > Home front | Rationing begins\nBacon, butter and sugar went on "
                "the ration in Britain on 8 January 1940, four months into the war. Meat followed "
                "that March, rationed by price rather than weight, and tea in July, while every "
                "household registered with its grocer and butcher.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Post-war | Bread rationing\nBread, never rationed during the war "
                "itself, went on the ration in July 1946 after poor harvests and a world shortage "
                "of wheat, and stayed rationed until July 1948. Bakers were angry, and the loaves "
                "were counted in bread units.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Home front | The end of rationing\nFood rationing in Britain "
                "ended at midnight on 4 July 1954, nine years after the war, when meat and bacon "
                "came off the ration, and some housewives burned their ration books. Sweets had "
                "been freed in February 1953 and sugar that September.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Motoring | Petrol rationing\nPetrol rationing for private "
                "motorists in Britain ended on 26 May 1950, to cheers at the pumps. It came back "
                "briefly during the Suez crisis, from December 1956 to May 1957, when the canal "
                "was blocked and tankers had to sail round the Cape of Good "
                "Hope.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, Interpol or the FBI?",
        (
            "the FBI, which began in July 1908 as the Bureau of Investigation's special agents; "
            "Interpol dates from 1923"
        ),
        [
            D(
                "Home > Law > Agencies | Europol\nEuropol, the European Union's police agency, "
                "grew out of the Europol Drugs Unit of the mid-1990s and began full work on 1 July "
                "1999 in The Hague. It runs no patrols and makes no arrests, but shares "
                "intelligence among the police of the member states.\nShare this | Cookie policy"
            ),
            S(
                "Home > Law > Agencies | FBI history\nThe FBI began on 26 July 1908 as a small "
                "force of special agents in the Department of Justice; it was named the Bureau of "
                "Investigation in 1909 and the Federal Bureau of Investigation in 1935. J. Edgar "
                "Hoover led it from 1924 until 1972.\nShare this | Cookie policy"
            ),
            S(
                "Home > Law > Agencies | Interpol\nInterpol was founded in Vienna in September "
                "1923 as the International Criminal Police Commission, at a congress of police "
                "chiefs from some 20 countries. It took its short name in 1956, has been based in "
                "Lyon since 1989 and now has 196 members.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Agencies | Secret Service\nThe US Secret Service was set up on 5 "
                "July 1865 to fight the forged banknotes that flooded the country after the Civil "
                "War. It began guarding presidents full time in 1902, after William McKinley was "
                "shot in Buffalo the year before.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "Which parties formed Germany's traffic-light coalition in 2021?",
        "the Social Democrats (SPD), the Greens and the Free Democrats (FDP)",
        [
            D(
                "Home > Politics > Germany | Jamaica talks\nAfter the 2017 election Angela "
                "Merkel's Christian Democrats tried to form a Jamaica coalition with the Greens "
                "and the FDP, named for the black, green and yellow of that flag. The FDP walked "
                "out that November, and a grand coalition with the SPD followed in "
                "2018.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Germany | The traffic-light coalition\nOlaf Scholz became "
                "chancellor on 8 December 2021 at the head of his Social Democrats, the Greens and "
                "the liberal Free Democrats, a coalition named after the red, green and yellow of "
                "their colours. It broke up in November 2024.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > Germany | Merz takes office\nFriedrich Merz of the Christian "
                "Democrats became chancellor on 6 May 2025 at the head of a coalition with the "
                "Social Democrats, after failing in a first vote in the Bundestag that morning, "
                "the first candidate ever to do so.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > Belgium | Vivaldi coalition\nBelgium's government under "
                "Alexander De Croo, sworn in in October 2020, was nicknamed Vivaldi because its "
                "seven parties came from four political families, like the Four Seasons. It lasted "
                "until February 2025.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a chess clock work?",
        (
            "it holds two linked timers; after moving, a player presses the button on their side, "
            "which stops their own clock and starts the opponent's, and a player who runs out of "
            "time loses"
        ),
        [
            D(
                "Home > Games > Chess | Time controls\nClassical games at many FIDE events give "
                "each player 90 minutes for the first 40 moves, then 30 minutes more, with 30 "
                "seconds added for every move from the start. Rapid games last 10 to 60 minutes a "
                "side and blitz ones 10 or less.\nShare this | Cookie policy"
            ),
            D(
                "Home > Games > Chess | Fischer's clock\nBobby Fischer, world champion from 1972 "
                "to 1975, patented a digital clock in 1989 that adds a set amount of time to a "
                "player's total after each move, so games no longer end in frantic scrambles. The "
                "increment is now used in most major events.\nShare this | Cookie policy"
            ),
            S(
                "Home > Games > Chess | How a chess clock works\nA chess clock holds two timers in "
                "one case. When you have moved, you press the button on your side, which stops "
                "your timer and starts your opponent's, so each uses up time only on their turn. "
                "When a player's time runs out, they lose.\nShare this | Cookie policy"
            ),
            D(
                "Home > Games > Chess | The first clocks\nPlayers at the London tournament of 1862 "
                "were timed with sandglasses, with a limit of 24 moves in two hours for each "
                "player. The first purpose-built chess clock, by Thomas Wilson of Manchester, was "
                "used in London in 1883.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why were yellow and red cards introduced in football",
        (
            "so that cautions and sendings-off were clear to players of any language, after "
            "confusion at the 1966 World Cup; Ken Aston took the idea from traffic lights"
        ),
        [
            D(
                "Home > Sport > Football | Sin bins\nEnglish grassroots football brought in sin "
                "bins for dissent in the 2019-20 season, sending a player off for ten minutes "
                "instead of showing a yellow card. The lawmakers of the game had allowed trials in "
                "2017, and top-level tests followed in 2024.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Football | Green cards\nItaly's Serie B brought in a green card in "
                "the 2016-17 season to reward fair play, such as kicking the ball out when an "
                "opponent was hurt or owning up to a wrongly given corner. Players with the most "
                "green cards were praised at the end of the season.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Football | The first red card\nThe first player shown a red card "
                "in English league football was Blackburn Rovers' David Wagstaffe, on 2 October "
                "1976. The Football League dropped cards in 1981 because referees used them too "
                "freely, and brought them back in 1987.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Football | Where the cards came from\nIn 1966 Argentina's captain "
                "Antonio Ratt\u00edn refused to leave the pitch against England, saying he could "
                "not understand the German referee. Ken Aston, in charge of referees, saw at a "
                "traffic light that colours need no words; cards came in in "
                "1970.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Did the Partition of India create Bangladesh?",
        (
            "No: in 1947 East Bengal became part of Pakistan (East Pakistan); Bangladesh won "
            "independence only in 1971"
        ),
        [
            D(
                "Home > History > South Asia | The Radcliffe Line\nThe border between India and "
                "Pakistan was drawn in five weeks by the British lawyer Cyril Radcliffe, who had "
                "never been to India before. It was published on 17 August 1947, two days after "
                "independence, and he burned all of his papers.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > South Asia | Partition and East Bengal\nWhen British India was "
                "divided in August 1947, Bengal's Muslim-majority east went to Pakistan as East "
                "Bengal, renamed East Pakistan in 1955, 1,600 km from the west. Bangladesh came "
                "into being only after the war of 1971, on 16 December.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > South Asia | Bengal in 1905\nViceroy Lord Curzon split Bengal in "
                "October 1905 into an eastern province, with a Muslim majority and Dacca as its "
                "capital, and a western one. Protests and a boycott of British goods forced the "
                "division to be undone in 1911, when the capital moved to "
                "Delhi.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > South Asia | Burma and Ceylon\nBurma was separated from British "
                "India in 1937 and became independent on 4 January 1948, outside the Commonwealth. "
                "Ceylon followed on 4 February 1948 as a dominion and took the name Sri Lanka in "
                "1972.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the home stadium of the first club to win the European Cup?",
        "the Santiago Bernab\u00e9u in Madrid: Real Madrid won the first European Cup in 1956",
        [
            D(
                "Home > Sport > Football | Stade Auguste-Delaune\nStade de Reims, beaten in a "
                "European Cup final in 1956 and again in 1959, play at the Stade Auguste-Delaune, "
                "named after a communist sports leader who died in Gestapo hands in 1943. It was "
                "rebuilt in 2008 for about 21,000.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Football | The first European Cup\nThe first European Champion "
                "Clubs' Cup final was played at the Parc des Princes in Paris on 13 June 1956. "
                "Real Madrid came from 2-0 down to beat Stade de Reims 4-3, and went on to win the "
                "next four finals too.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Football | Santiago Bernab\u00e9u Stadium\nReal Madrid have played "
                "at the Santiago Bernab\u00e9u in the Chamart\u00edn district since it opened in "
                "December 1947. It was named in 1955 after the club president who had it built, "
                "and now has a sliding roof.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Football | Metropolitano\nAtl\u00e9tico Madrid left the Vicente "
                "Calder\u00f3n in 2017 for the Metropolitano on the east side of the city, which "
                "hosted the 2019 Champions League final, won 2-0 by Liverpool against Tottenham "
                "Hotspur.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who was the first Chief Justice of the United States?",
        "John Jay, from 1789 to 1795",
        [
            D(
                "Q: Who served longest as Chief Justice?\nA: John Marshall of Virginia, from 1801 "
                "until his death in 1835, some 34 years. His opinion in Marbury v. Madison in 1803 "
                "set out the court's power to strike down laws that break the Constitution, and he "
                "is often called the Great Chief Justice."
            ),
            D(
                "Q: Who was the second Chief Justice?\nA: John Rutledge of South Carolina took the "
                "seat on a recess appointment in the summer of 1795, but the Senate voted him down "
                "that December after a speech he made against the Jay Treaty. Oliver Ellsworth of "
                "Connecticut was confirmed in March 1796."
            ),
            S(
                "Q: Who led the Supreme Court first?\nA: John Jay of New York, named Chief Justice "
                "by George Washington in September 1789. A co-author of the Federalist Papers, Jay "
                "served until June 1795, when he resigned to become governor of New York; the "
                "court heard very few cases in those years."
            ),
            D(
                "Q: Who was the first Attorney General?\nA: Edmund Randolph of Virginia, appointed "
                "by George Washington in September 1789, the same month the federal courts were "
                "set up. He went on to succeed Thomas Jefferson as Secretary of State in January "
                "1794, but resigned the next year."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "when did the uk leave the eu",
        (
            "at 11 pm UK time on 31 January 2020; EU rules applied until the transition ended on "
            "31 December 2020"
        ),
        [
            D(
                "Q: When was the Brexit referendum held?\nA: On 23 June 2016. Leave won 51.9 per "
                "cent of the vote to Remain's 48.1 per cent, on a turnout of 72 per cent, and "
                "David Cameron, who had called the vote and campaigned to remain, announced the "
                "next morning that he would step down."
            ),
            S(
                "Q: When did the UK actually leave the EU?\nA: At 11 pm London time on 31 January "
                "2020, midnight in Brussels, three and a half years after the referendum. EU rules "
                "still applied in a transition period that ran until 31 December 2020, after which "
                "the new trade deal took effect."
            ),
            D(
                "Q: When was Article 50 triggered?\nA: Theresa May's letter giving notice of "
                "withdrawal was handed to the European Council on 29 March 2017, starting a "
                "two-year countdown. The deadline had to be put back three times as Parliament "
                "rejected her deal, and she resigned as prime minister in 2019."
            ),
            D(
                "Q: When did the UK join the European Community?\nA: On 1 January 1973, under "
                "Edward Heath, together with Denmark and Ireland. Two years later Harold Wilson's "
                "government held a referendum on staying in, and 67 per cent voted yes on a "
                "turnout of about 65 per cent."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which was founded first, London's Metropolitan Police or the NYPD?",
        "the Metropolitan Police, in 1829, sixteen years before New York's police force (1845)",
        [
            S(
                "Q: When was the Metropolitan Police set up?\nA: Under Robert Peel's Metropolitan "
                "Police Act of 1829. The first constables went on patrol on 29 September 1829 from "
                "Whitehall Place, whose back entrance on Great Scotland Yard gave the headquarters "
                "its nickname, and they were called peelers or bobbies."
            ),
            D(
                "Q: When was the City of London Police formed?\nA: In 1839, by an Act of "
                "Parliament that gave the Square Mile its own force, separate from the Met. It is "
                "still independent, with about 1,000 officers, and from its headquarters in the "
                "City it leads the national fight against fraud."
            ),
            S(
                "Q: When was the New York City Police Department founded?\nA: In 1845, when New "
                "York replaced its old night watch with a municipal police modelled on London's. "
                "It was reorganised in 1898 when the five boroughs were joined into one city, and "
                "it now has some 35,000 uniformed officers."
            ),
            D(
                "Q: Which was the first city police force in the United States?\nA: Boston is "
                "usually given the credit: its police department was set up in 1838, taking over "
                "from the night watch that had guarded the town's streets since 1635, and paid "
                "officers patrolled by day as well as night. It now has about 2,000 officers."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "Who are the six suspects in Cluedo?",
        (
            "Miss Scarlett, Colonel Mustard, Mrs White, the Reverend Green, Mrs Peacock and "
            "Professor Plum"
        ),
        [
            D(
                "Q: What are the weapons in Cluedo?\nA: There are six: the candlestick, the "
                "dagger, the lead piping, the revolver, the rope and the spanner, which is called "
                "a wrench in the American edition. One of them goes into the envelope with a "
                "suspect card and a room card at the start of a game."
            ),
            S(
                "Q: Who are the suspects in Cluedo?\nA: There are six: Miss Scarlett, Colonel "
                "Mustard, Mrs White, the Reverend Green, Mrs Peacock and Professor Plum. Each has "
                "a piece in their own colour, and Miss Scarlett, in red, always moves first; in "
                "the American game Clue the vicar is Mr. Green."
            ),
            D(
                "Q: What are the rooms in Cluedo?\nA: Nine: the kitchen, ballroom, conservatory, "
                "dining room, billiard room, library, lounge, hall and study. Secret passages join "
                "the corner rooms, the kitchen to the study and the conservatory to the lounge, "
                "and the cellar in the middle holds the envelope."
            ),
            D(
                "Q: Who invented Cluedo?\nA: Anthony Pratt, a solicitor's clerk from Birmingham, "
                "who patented it in 1947; Waddingtons brought it out in 1949. His first version "
                "had ten characters, among them Mr. Brown, Mr. Gold, Miss Grey and Mrs. Silver, "
                "who were cut before it reached the shops."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does a citizen's arrest work in England and Wales?",
        (
            "anyone may arrest someone committing an indictable offence, or reasonably suspected "
            "of having committed one, if the police cannot do it and it is needed to prevent "
            "injury, damage or escape"
        ),
        [
            D(
                "Q: What happens when the police arrest me?\nA: They must tell you that you are "
                "under arrest and why, and caution you. At the station you can usually be held for "
                "up to 24 hours before being charged or released, or up to 96 hours for a serious "
                "crime if magistrates agree."
            ),
            S(
                "Q: Can I make a citizen's arrest?\nA: Under section 24A of the Police and "
                "Criminal Evidence Act 1984, anyone may arrest someone committing an indictable "
                "offence, or whom they reasonably suspect of having committed one, if a constable "
                "cannot do it and it is needed to stop injury, damage or escape."
            ),
            D(
                "Q: Can I make a citizen's arrest in Scotland?\nA: Scots law is separate: a member "
                "of the public may arrest someone only for a serious crime they have seen being "
                "committed, or on clear information from an eyewitness, and must hand the person "
                "over to the police as soon as possible."
            ),
            D(
                "Q: Can the police enter my home without a warrant?\nA: Yes, under section 17 of "
                "the Police and Criminal Evidence Act 1984, to arrest someone for an indictable "
                "offence, to save life or prevent serious damage, or in hot pursuit; section 18 "
                "lets them search after an arrest."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why are British post boxes red?",
        (
            "early pillar boxes were painted green from 1859 so as not to spoil the scenery, but "
            "people could not find them or walked into them, so from 1874 they were painted red to "
            "stand out"
        ),
        [
            D(
                "Q: Why do post boxes have letters like VR or GR on them?\nA: They show the cypher "
                "of the monarch reigning when the box was put up: VR for Victoria, GR for one of "
                "the Georges, ER for Elizabeth. Boxes with Edward VIII's cypher are rare, as he "
                "reigned for only 326 days in 1936."
            ),
            D(
                "Q: Why are some post boxes painted gold?\nA: After the London Olympics and "
                "Paralympics of 2012 Royal Mail painted a post box gold in the home town of every "
                "British gold medallist, more than a hundred in all, and put out stamps of each "
                "winner within days of the victory."
            ),
            D(
                "Q: Why are post boxes in Ireland green?\nA: After independence in 1922 the Irish "
                "Free State kept the British pillar boxes in place but painted them green, the "
                "national colour. Many still carry the cyphers of Victoria or Edward VII, and new "
                "boxes were cast in Dublin from the 1930s on."
            ),
            S(
                "Q: Why are British post boxes red?\nA: The first pillar boxes, from 1852, came in "
                "various colours, and from 1859 a standard dark green was chosen so as not to "
                "spoil the scenery. People could not find them and walked into them, so in 1874 "
                "the Post Office switched to bright red."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "are scottish banknotes legal tender in england",
        (
            "No: they are legal currency but not legal tender in England (nor in Scotland), so "
            "shops can refuse them, though most accept them"
        ),
        [
            D(
                "Q: What does legal tender mean?\nA: It has a narrow legal sense: a debtor who "
                "offers to pay in legal tender cannot be sued for failing to pay. Coins count only "
                "up to limits, such as 10 pounds in 50p pieces, and the term has nothing to do "
                "with what a shop must take for everyday buying."
            ),
            D(
                "Q: Can I still spend old paper 20 and 50 pound notes?\nA: No. The Bank of England "
                "withdrew its paper 20 and 50 pound notes on 30 September 2022, after the polymer "
                "ones came in. You can still swap them at the Bank of England in London, in person "
                "or by post, whatever their age."
            ),
            S(
                "Q: Can shops in England refuse Scottish notes?\nA: Yes. Notes from the Bank of "
                "Scotland, the Royal Bank of Scotland and Clydesdale Bank are legal currency but "
                "not legal tender in England, nor in Scotland. Most shops take them, but no trader "
                "has to."
            ),
            D(
                "Q: Are Bank of England notes legal tender in Scotland?\nA: No. In Scotland and "
                "Northern Ireland no banknotes at all are legal tender, not even the Bank of "
                "England's, though they are accepted everywhere; in Scotland only Royal Mint coins "
                "have that status."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which country was the inventor of the Magnavox Odyssey born?",
        "Germany: Ralph Baer, who designed it, was born in Pirmasens in 1922",
        [
            D(
                "Q: Who made Pong?\nA: Allan Alcorn built it in 1972 as a training exercise set by "
                "Nolan Bushnell, co-founder of Atari, and it became the first big arcade hit. "
                "Magnavox sued Atari because Pong was so close to a tennis game on its own "
                "console, and Atari settled in 1976."
            ),
            S(
                "Q: Who designed the Magnavox Odyssey?\nA: The first home video game console, on "
                "sale from 1972, grew out of the Brown Box prototype built in 1967 and 1968 at the "
                "defence firm Sanders Associates by the engineer Ralph Baer, who is often called "
                "the father of video games."
            ),
            S(
                "Q: Where was Ralph Baer from?\nA: He was born Rudolf Heinrich Baer to a Jewish "
                "family in Pirmasens, Germany, in 1922, and fled with his family to New York in "
                "1938. He served in the US Army in the war, received the National Medal of "
                "Technology in 2006 and died in 2014."
            ),
            D(
                "Q: Who invented Tennis for Two?\nA: William Higinbotham, a physicist born in "
                "Bridgeport, Connecticut, in 1910, made the game on an oscilloscope at Brookhaven "
                "National Laboratory for a visitors' day in October 1958. Two players hit a dot "
                "over a net with boxes fitted with knobs."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who founded Reuters?",
        "Paul Julius Reuter, who opened his office in London in 1851",
        [
            D(
                "The Associated Press was formed in May 1846 by five New York newspapers that "
                "agreed to share the cost of bringing news of the Mexican-American War north by "
                "pony, boat and telegraph. It is now owned as a cooperative by American papers and "
                "broadcasters."
            ),
            D(
                "Thomson Reuters came into being in April 2008, when the Canadian Thomson "
                "Corporation bought the Reuters Group for about 8.7 billion pounds. The news "
                "agency is now one part of a company that earns most of its money selling legal, "
                "tax and accounting information."
            ),
            S(
                "Paul Julius Reuter, born in Kassel in 1816, bridged a gap in the telegraph line "
                "between Aachen and Brussels with carrier pigeons in 1850. The next year he moved "
                "to London and opened an office near the Royal Exchange to sell market prices sent "
                "over the new cable, the start of the news agency named after him."
            ),
            D(
                "Agence France-Presse traces its roots to the Agence Havas, started in Paris in "
                "1835 by Charles-Louis Havas, which is often called the world's oldest news "
                "agency. AFP itself was set up in 1944, after the liberation of Paris, and is "
                "based in the Place de la Bourse."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "first speeding fine",
        (
            "Walter Arnold of East Peckham, Kent, fined a shilling plus costs in January 1896 for "
            "going about 8 mph where the limit was 2 mph"
        ),
        [
            D(
                "The Locomotive Act of 1865, known as the Red Flag Act, limited road engines to 4 "
                "mph in the country and 2 mph in towns, and made them carry a crew of three, one "
                "walking 60 yards ahead with a red flag. An Act of 1878 shortened that distance to "
                "20 yards and left the red flag to the choice of local councils."
            ),
            S(
                "On 28 January 1896 Walter Arnold of East Peckham in Kent was chased by a "
                "constable on a bicycle as his Benz-built car went through Paddock Wood at about 8 "
                "mph, four times the limit for towns. The magistrates ordered him to pay a "
                "shilling plus costs, the earliest such penalty on record."
            ),
            D(
                "The Locomotives on Highways Act 1896 lifted the limit for light motor cars to 14 "
                "mph from 14 November that year, and drivers marked the day with a run from London "
                "to Brighton. The London to Brighton Veteran Car Run still takes place every "
                "November in memory of it."
            ),
            D(
                "Bridget Driscoll, aged 44, became the first pedestrian killed by a car in Britain "
                "on 17 August 1896, in the grounds of the Crystal Palace in London, when she was "
                "struck by a car giving demonstration rides at about 4 mph. The coroner hoped it "
                "would never happen again."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, The Times or The Observer?",
        (
            "The Times, first published on 1 January 1785 (as The Daily Universal Register); The "
            "Observer followed on 4 December 1791"
        ),
        [
            D(
                "The Sunday Times first appeared in February 1821 as the New Observer and took its "
                "present title the next year. It had no tie to the daily Times until Roy Thomson "
                "owned both papers from 1967, and Harold Evans edited the Sunday paper from 1967 "
                "to 1981, when Rupert Murdoch bought both."
            ),
            S(
                "John Walter brought out The Daily Universal Register in London on 1 January 1785 "
                "and renamed it The Times three years later. In the 19th century its thundering "
                "leaders earned it the nickname the Thunderer, and Rupert Murdoch's News "
                "International bought it in 1981."
            ),
            D(
                "The Manchester Guardian was started in May 1821 by John Edward Taylor, a cotton "
                "merchant spurred on by the Peterloo Massacre in Manchester in 1819. It dropped "
                "Manchester from its name in 1959 and moved its editor to London in 1964; in 1993 "
                "its owners bought The Observer."
            ),
            S(
                "W. S. Bourne put out the first issue of The Observer on 4 December 1791, hoping "
                "to get rich quickly, and soon ran up heavy debts instead. It is now the "
                "longest-running Sunday paper in the world, and was bought by the owners of The "
                "Guardian in 1993 and by Tortoise Media in 2025."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the patron saints of the four nations of the UK?",
        (
            "St George (England), St Andrew (Scotland), St David (Wales) and St Patrick (Northern "
            "Ireland)"
        ),
        [
            D(
                "The Union Flag joins the red cross of St George on white, the white diagonal "
                "cross of St Andrew on blue and the red diagonal cross of St Patrick; Wales has no "
                "place in it, having been joined to England long before. The present design dates "
                "from 1 January 1801, after the union with Ireland."
            ),
            D(
                "Before George, England's patron was Edmund, the king of East Anglia killed by the "
                "Danes in 869, whose shrine at Bury St Edmunds drew pilgrims for centuries. Edward "
                "the Confessor was also honoured, and George won out after Edward III made him "
                "patron of the Garter."
            ),
            S(
                "Each part of Britain and Northern Ireland honours its own protector on a feast "
                "day: England keeps St George's Day on 23 April, Scotland St Andrew's on 30 "
                "November, Wales St David's on 1 March, and Northern Ireland, like the rest of the "
                "island, St Patrick's on 17 March."
            ),
            D(
                "St Piran, a fifth-century abbot said to have floated to Cornwall from Ireland on "
                "a millstone, is honoured by the Cornish on 5 March. Tin miners held him as their "
                "own, and his black flag with a white cross is flown across Cornwall and carried "
                "at rugby matches."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a paternoster lift work?",
        (
            "a chain of open, doorless cabins moves without stopping in a loop, up one shaft and "
            "down the other, and people step on and off as a cabin passes their floor"
        ),
        [
            D(
                "Oriel Chambers in Liverpool, designed by Peter Ellis and finished in 1864, was "
                "one of the first buildings in the world with a metal frame hung with walls of "
                "glass. Critics of the day called it a monstrosity, and Ellis, who is said to have "
                "built the first paternoster, designed little more."
            ),
            S(
                "A paternoster has no doors and never halts: a string of small open cabins runs on "
                "an endless chain, climbing slowly up one side of the shaft, crossing over at the "
                "top and sinking down the other. Riders simply step in or out as a cabin draws "
                "level with their floor."
            ),
            D(
                "In 2015 Germany's labour ministry ruled that only trained staff could ride "
                "paternosters, and offices that still had them put up barriers. After an outcry "
                "the rule was reversed within weeks, though none have been allowed to be built in "
                "Germany since 1974."
            ),
            D(
                "Elisha Otis showed off his safety brake at the Crystal Palace exhibition in New "
                "York in 1854, standing on a raised platform while the rope holding it was cut. "
                "Teeth on the guide rails caught it, and his first passenger elevator went into a "
                "New York store in 1857."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Indian Rebellion of 1857 break out?",
        (
            "Indian soldiers believed the cartridges for the new Enfield rifle were greased with "
            "cow and pig fat, offending Hindus and Muslims, on top of anger at annexations and "
            "other grievances"
        ),
        [
            D(
                "Mangal Pandey, a sepoy of the 34th Bengal Native Infantry, attacked his British "
                "officers on the parade ground at Barrackpore on 29 March 1857 and was hanged on 8 "
                "April. His regiment was disbanded, and the British came to call all the rebels of "
                "that year Pandies."
            ),
            S(
                "To load the Enfield rifle issued in 1857 a soldier had to bite open a paper "
                "cartridge, and word spread among the Company's sepoys that its grease was beef "
                "and pork fat, defiling Hindus and Muslims alike. On top of anger at annexations "
                "such as Awadh's, this led men at Meerut to mutiny on 10 May."
            ),
            D(
                "The Government of India Act 1858 took the East India Company's powers in India "
                "and handed them to the Crown, and Queen Victoria's proclamation was read out on 1 "
                "November 1858. Lord Canning, who had been governor-general, became the first "
                "viceroy of India."
            ),
            D(
                "At Cawnpore the British garrison held out against Nana Sahib's forces for three "
                "weeks in June 1857, then surrendered on a promise of safe passage. Many were shot "
                "at the river as they boarded boats, and the women and children held captive were "
                "killed at the Bibighar in July."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "does a hung jury mean the defendant walks free",
        (
            "No: the judge discharges the jury and the prosecution may seek a retrial, though in "
            "England and Wales it usually gives up after two juries fail to agree"
        ),
        [
            D(
                "Majority verdicts were brought into England and Wales by the Criminal Justice Act "
                "1967. After at least two hours and ten minutes of talking, a judge may accept a "
                "verdict of ten to two or eleven to one, and when the verdict is guilty the "
                "foreman must say in open court how many jurors agreed and how many did not."
            ),
            S(
                "When jurors cannot agree, even after being told a majority will do, the judge "
                "discharges them and the trial ends with neither acquittal nor conviction. The "
                "accused is not cleared: the prosecution may start again before fresh jurors, "
                "though in England and Wales it usually stops if a second panel cannot agree."
            ),
            D(
                "In Ramos v. Louisiana in 2020 the US Supreme Court ruled that state juries must "
                "be unanimous to convict anyone of a serious crime, ending the split verdicts "
                "still allowed in Louisiana and Oregon. The case began with a ten-to-two verdict "
                "against Evangelisto Ramos for a killing in New Orleans."
            ),
            D(
                "Scottish criminal juries have 15 members and have long been able to convict by a "
                "simple majority of eight, with a choice between guilty, not guilty and not "
                "proven. Because numbers may fall through illness, the law also sets how many must "
                "remain for a verdict."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Which university did the president who gave his name to the teddy bear attend?",
        (
            "Harvard: Theodore Roosevelt, the 'Teddy' of the teddy bear, graduated from Harvard "
            "College in 1880"
        ),
        [
            S(
                "In November 1902, on a hunting trip in Mississippi, Theodore Roosevelt refused to "
                "shoot a black bear that his guides had tied to a tree. A cartoon by Clifford "
                "Berryman in the Washington Post made the story famous, and the Brooklyn "
                "shopkeeper Morris Michtom began selling stuffed toy cubs as Teddy's bears."
            ),
            D(
                "Margarete Steiff's company in Giengen, in southern Germany, showed a jointed "
                "mohair bear designed by her nephew Richard at the Leipzig toy fair in 1903, and "
                "an American buyer ordered 3,000 of them. Steiff toys still carry a button in one "
                "ear, a trademark since 1904."
            ),
            D(
                "A. A. Milne's Winnie-the-Pooh took his name from Winnipeg, a black bear cub "
                "brought to Britain in 1914 by Harry Colebourn, a Canadian army vet, and left at "
                "London Zoo. Milne's son Christopher Robin loved to visit her, and named his own "
                "toy bear after her."
            ),
            S(
                "Theodore Roosevelt, born in New York City in 1858, studied at Harvard College, "
                "where he boxed, rowed and began a history of the naval War of 1812, and took his "
                "degree in 1880. He spent a year at Columbia Law School before leaving it for "
                "politics."
            ),
        ],
    ),
]
