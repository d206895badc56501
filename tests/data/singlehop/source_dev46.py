"""The forty-eighth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev45.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts (music, literature, film, painting), sports, technology and
everyday life (food, health, money, home, travel); another writer took natural science, animals
and plants and geography at the same time. A quarter of the questions (10 of 40) are typed
search-box style. Written after lexical-v37, the batch measures how far the evaluator's tuning
carries to questions it was not written against (the evaluator may be tuned meanwhile on the
earlier batches, never on this one before it is measured; dev all the same: tuned on from then
on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 314 characters and distractors 312; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "What did the Diet of Worms decide about Martin Luther?",
        (
            "It outlawed him: the Edict of Worms of May 1521 declared him a heretic and an outlaw "
            "and banned his writings"
        ),
        [
            D(
                "Leipzig Debate: In the summer of 1519 Martin Luther and Andreas Karlstadt faced "
                "the theologian Johann Eck in a public disputation at the Pleissenburg castle in "
                "Leipzig. Eck pushed Luther into saying that church councils could err and that "
                "Jan Hus had been wrongly condemned, which made his break with Rome far harder to "
                "mend."
            ),
            S(
                "Diet of Worms: The imperial assembly that met at Worms in 1521 under the young "
                "Emperor Charles V summoned Martin Luther, who refused on 18 April to recant his "
                "books. On 25 May the emperor issued the Edict of Worms, which declared Luther a "
                "heretic and an outlaw of the empire, forbade anyone to shelter him and ordered "
                "his writings burned."
            ),
            D(
                "Diet of Speyer: At the second imperial diet at Speyer in 1529 the Catholic "
                "majority voted to enforce an earlier edict against religious reform. Six "
                "Lutheran princes and fourteen free cities signed a formal protest on 19 April, "
                "and from that document the reforming party took the name Protestants, which it "
                "has kept ever since."
            ),
            D(
                "Wartburg Castle: Riding home in May 1521, Luther was seized on the road by "
                "horsemen sent by his protector, Frederick the Wise of Saxony, and hidden in the "
                "Wartburg above Eisenach. Living there as Junker Jörg, with a beard, he "
                "translated the New Testament from Greek into German in about eleven weeks, and "
                "it was printed in 1522."
            ),
            D(
                "Diet of Augsburg: In June 1530 Charles V met the princes of the empire at "
                "Augsburg, where Philipp Melanchthon presented a statement of Lutheran belief in "
                "twenty-eight articles, the Augsburg Confession. Catholic theologians answered it "
                "with a Confutation, and the emperor gave the Protestants until the following "
                "April to return to the old church."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who invented the frisbee",
        "Fred Morrison, a Californian who designed the Pluto Platter and sold it to Wham-O in 1957",
        [
            S(
                "Frisbee: The flying disc was the work of Walter Frederick Morrison, a "
                "Californian who first sold a plastic Flyin-Saucer in 1948 and then designed the "
                "improved Pluto Platter. He sold the rights to the toy company Wham-O in 1957, "
                "which renamed it Frisbee the next year after the Frisbie Pie Company of "
                "Connecticut, whose tins students tossed."
            ),
            D(
                "Hula hoop: Wham-O, the company Richard Knerr and Arthur Melin founded in a "
                "Pasadena garage in 1948, launched a plastic hoop in 1958 after hearing of "
                "Australian children twirling bamboo rings in gym class. It sold some 25 million "
                "in four months at 1.98 dollars each, before the craze collapsed almost as "
                "quickly as it had started, leaving Wham-O with a warehouse of unsold hoops."
            ),
            D(
                "Boomerang: Curved throwing sticks were made by Aboriginal Australians for "
                "thousands of years, and a returning kind was used for sport and to drive birds "
                "into nets. A mammoth-tusk boomerang found in Obłazowa Cave in Poland is thought "
                "to be about 30,000 years old, and the Australian world record for a throw is "
                "over 400 metres."
            ),
            D(
                "Ultimate (sport): The team game played with a flying disc was devised in 1968 by "
                "students at Columbia High School in Maplewood, New Jersey, among them Joel "
                "Silver, later a Hollywood producer. Two teams of seven score by catching the "
                "disc in the end zone, and players must stop running once they hold it, calling "
                "their own fouls."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which happened first, the Boston Massacre or the Boston Tea Party?",
        (
            "the Boston Massacre, on 5 March 1770, more than three years before the Tea Party of "
            "16 December 1773"
        ),
        [
            D(
                "Stamp Act: Parliament passed the Stamp Act in March 1765, taxing newspapers, "
                "legal papers and playing cards in the American colonies to help pay for troops "
                "there. Colonists protested that they had no vote in Parliament, merchants "
                "boycotted British goods, the Sons of Liberty rioted in Boston, and the act was "
                "repealed in March 1766."
            ),
            S(
                "Boston Massacre: On the evening of 5 March 1770 a crowd taunting a sentry on "
                "King Street in Boston grew, and soldiers of the 29th Regiment under Captain "
                "Thomas Preston fired into it, killing five men, among them Crispus Attucks. John "
                "Adams defended the soldiers at trial, and most of them were acquitted."
            ),
            S(
                "Boston Tea Party: On the night of 16 December 1773 men of the Sons of Liberty, "
                "some dressed as Mohawks, boarded three ships at Griffin's Wharf in Boston and "
                "dumped 342 chests of East India Company tea into the harbour, in protest at the "
                "Tea Act. Parliament answered with the Coercive Acts of 1774."
            ),
            D(
                "Battles of Lexington and Concord: The first shots of the American Revolutionary "
                "War were fired on 19 April 1775, when British regulars marched from Boston to "
                "seize militia stores at Concord. Minutemen met them at Lexington Green and at "
                "the North Bridge, and the redcoats were harried all the way back, losing some "
                "270 men."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries signed the Maastricht Treaty?",
        (
            "the twelve members of the European Communities: Belgium, Denmark, France, Germany, "
            "Greece, Ireland, Italy, Luxembourg, the Netherlands, Portugal, Spain and the United "
            "Kingdom"
        ),
        [
            D(
                "Treaty of Rome: The treaty founding the European Economic Community was signed "
                "on 25 March 1957 on the Capitoline Hill in Rome by six states: Belgium, France, "
                "West Germany, Italy, Luxembourg and the Netherlands. It set up a customs union "
                "and a common market, and came into force on 1 January 1958."
            ),
            S(
                "Maastricht Treaty: The Treaty on European Union was signed in the Dutch city of "
                "Maastricht on 7 February 1992 by the twelve members of the European Communities: "
                "Belgium, Denmark, France, Germany, Greece, Ireland, Italy, Luxembourg, the "
                "Netherlands, Portugal, Spain and the United Kingdom. It came into force in "
                "November 1993."
            ),
            D(
                "Treaty of Lisbon: Signed on 13 December 2007 by the heads of the then 27 member "
                "states in the Jerónimos Monastery, the Lisbon Treaty replaced the failed "
                "European constitution. It created a permanent President of the European Council "
                "and a foreign policy chief, and came into force on 1 December 2009 after an "
                "Irish second vote."
            ),
            D(
                "Danish Maastricht referendum: On 2 June 1992 Danish voters rejected the new "
                "European treaty by 50.7 per cent to 49.3, throwing its future into doubt. At "
                "Edinburgh that December Denmark won four opt-outs, on the single currency, "
                "defence, justice and citizenship, and a second vote in May 1993 approved it with "
                "56.7 per cent."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did the Kindertransport work?",
        (
            "Britain waived visas for refugee children under 17 from Nazi-ruled lands; each "
            "needed a £50 guarantee, and they travelled by train and ship, about 10,000 of them, "
            "from December 1938 to September 1939"
        ),
        [
            S(
                "Kindertransport: After the November pogrom of 1938 the British government agreed "
                "to admit unaccompanied Jewish and other refugee children under 17 from Germany, "
                "Austria and Czechoslovakia without visas, if a guarantee of 50 pounds each was "
                "paid. Children went by train to Dutch ports and by ship to Harwich; about 10,000 "
                "came before war broke out in 1939."
            ),
            D(
                "Operation Pied Piper: On 1 September 1939 Britain began moving schoolchildren, "
                "mothers with infants and others out of cities it expected to be bombed. In three "
                "days about one and a half million people were taken by train to the countryside, "
                "where householders had to billet them, though many children drifted home in the "
                "quiet months that followed."
            ),
            D(
                "Nicholas Winton: A London stockbroker who visited Prague in December 1938, "
                "Nicholas Winton organised eight trains that took 669 mostly Jewish children from "
                "Czechoslovakia to Britain in 1939, finding foster homes for each. His work "
                "stayed unknown until 1988, when his wife found a scrapbook in their attic, and "
                "he was knighted in 2003 and lived to 106."
            ),
            D(
                "Evian Conference: In July 1938 delegates of 32 countries met at the French spa "
                "town of Évian-les-Bains at the call of President Roosevelt to discuss Jewish "
                "refugees from Germany and Austria. Almost all of them, the United States and "
                "Britain included, declined to raise their quotas, and only the Dominican "
                "Republic offered to take large numbers."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is new york called the big apple",
        (
            "the name spread from horse racing: in the 1920s the sportswriter John J. Fitz Gerald "
            "called New York's racetracks the big apple, and a 1970s tourism campaign revived it"
        ),
        [
            D(
                "Gotham: Washington Irving first called New York Gotham in his satirical magazine "
                "Salmagundi in 1807, borrowing the name of an English village in Nottinghamshire "
                "whose people, in folk tales, pretended to be fools to keep away King John. Comic "
                "books later gave the name to Batman's city, which first appeared under that name "
                "in 1940."
            ),
            S(
                "Big Apple: The nickname comes from horse racing. In the 1920s John J. Fitz "
                "Gerald, who wrote on racing for the New York Morning Telegraph, called his "
                "column Around the Big Apple, having heard stable hands speak of the big city "
                "tracks as the prize every rider wanted. A tourism campaign of 1971 revived it "
                "for the whole city."
            ),
            D(
                "I Love New York: The logo with a red heart was sketched by the graphic designer "
                "Milton Glaser in the back of a taxi in 1976, for a state tourism campaign "
                "launched in 1977 with a jingle by Steve Karmen. Glaser gave the design for free, "
                "and the state of New York has earned millions licensing it on mugs and shirts."
            ),
            D(
                "Big Apple Circus: Founded in 1977 by Paul Binder and Michael Christensen, two "
                "former street jugglers, the Big Apple Circus played in a single ring under a "
                "tent at Lincoln Center every winter, so that no seat was more than 50 feet from "
                "the ring. It went bankrupt in 2016 and was revived under new owners in 2017."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did the sinking of the Lusitania bring the United States into the First World War?",
        (
            "No: the Lusitania was sunk in May 1915, and the United States only declared war in "
            "April 1917, though the sinking turned American opinion against Germany"
        ),
        [
            S(
                "RMS Lusitania: The Cunard liner was torpedoed by the German submarine U-20 off "
                "the Irish coast on 7 May 1915 and sank in 18 minutes, with 1,198 dead, 128 of "
                "them Americans. The outcry hardened American opinion against Germany, but "
                "President Wilson kept the country neutral, and it did not enter the war for "
                "nearly two more years."
            ),
            D(
                "US entry into the First World War: Congress declared war on Germany on 6 April "
                "1917, four days after President Wilson asked it to. Germany had resumed "
                "unrestricted submarine warfare on 1 February, sinking American merchant ships, "
                "and the Zimmermann Telegram, published in March, had offered Mexico an alliance "
                "against the United States."
            ),
            D(
                "RMS Mauretania: The sister ship of the Lusitania, launched on the Tyne in 1906, "
                "held the Blue Riband for the fastest Atlantic crossing from 1909 to 1929. During "
                "the First World War she carried troops to Gallipoli and served as a hospital "
                "ship, and she was scrapped at Rosyth in 1935 after twenty-eight years of "
                "service."
            ),
            D(
                "SS Arabic: The White Star liner Arabic was sunk by U-24 off southern Ireland on "
                "19 August 1915 with 44 dead, three of them Americans. Fearing a break with "
                "Washington, Germany promised in the Arabic pledge that passenger liners would no "
                "longer be sunk without warning, a promise it kept until early 1917."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What instrument did the leader of the Hot Five play?",
        "the cornet, and later the trumpet: the Hot Five was Louis Armstrong's recording band",
        [
            S(
                "Hot Five: Louis Armstrong and His Hot Five was a studio band assembled in "
                "Chicago in November 1925 to record for OKeh Records. With Kid Ory on trombone, "
                "Johnny Dodds on clarinet, Lil Hardin Armstrong on piano and Johnny St. Cyr on "
                "banjo, it cut such sides as Heebie Jeebies and West End Blues until 1928."
            ),
            S(
                "Louis Armstrong: Born in New Orleans in 1901, Armstrong learned the cornet at "
                "the Colored Waif's Home and played it in King Oliver's band and on his early "
                "records before switching to the trumpet in the late 1920s. His brilliant solos "
                "and gravelly scat singing made him one of the most influential figures in jazz."
            ),
            D(
                "Red Hot Peppers: Jelly Roll Morton and His Red Hot Peppers recorded for Victor "
                "in Chicago from 1926, with Morton on piano, George Mitchell on cornet and Kid "
                "Ory on trombone. Tunes such as Black Bottom Stomp and Dead Man Blues, carefully "
                "arranged by Morton, are counted among the finest New Orleans jazz records ever "
                "made."
            ),
            D(
                "Hot Seven: For a handful of sessions in May 1927 Armstrong enlarged his studio "
                "group to seven, adding a tuba and drums, with Baby Dodds behind the kit and Pete "
                "Briggs on tuba. The records, including Potato Head Blues and Willie the Weeper, "
                "were issued by OKeh, and the band never once played a live concert."
            ),
        ],
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "When did Kristallnacht take place?",
        "on the night of 9 to 10 November 1938",
        [
            D(
                "The Nuremberg Laws were announced at the Nazi party rally in Nuremberg on 15 "
                "September 1935. One stripped Jews of German citizenship and another forbade "
                "marriages and sexual relations between Jews and non-Jewish Germans, and a decree "
                "that November defined who counted as a Jew by the number of Jewish grandparents."
            ),
            S(
                "Kristallnacht, the Night of Broken Glass, was a pogrom carried out across "
                "Germany and Austria on the night of 9 to 10 November 1938. Stormtroopers and "
                "civilians burned hundreds of synagogues, smashed the windows of Jewish shops and "
                "homes, killed about ninety people and sent some 30,000 Jewish men to "
                "concentration camps."
            ),
            D(
                "The Wannsee Conference met on 20 January 1942 in a lakeside villa in a Berlin "
                "suburb. Reinhard Heydrich, chairing fifteen senior officials of the Nazi state "
                "and party, coordinated the deportation and murder of the Jews of Europe, and "
                "Adolf Eichmann took the minutes, of which only a single copy survived the war."
            ),
            D(
                "On 1 April 1933, barely two months after Hitler became chancellor, the Nazi "
                "party called a nationwide boycott of Jewish-owned shops, doctors and lawyers. "
                "Stormtroopers stood outside businesses with placards telling Germans not to buy "
                "from Jews, but many shoppers ignored them and the boycott was called off after "
                "one day."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "when did the first ipad come out",
        "3 April 2010 in the United States, after Steve Jobs announced it on 27 January 2010",
        [
            D(
                "The first iPhone was announced by Steve Jobs at the Macworld conference in San "
                "Francisco on 9 January 2007 and went on sale in the United States on 29 June "
                "that year, at 499 dollars for the 4 GB model. It had no App Store, which opened "
                "a year later, and it ran only on the AT&T network at first."
            ),
            S(
                "Steve Jobs unveiled the first iPad at the Yerba Buena Center in San Francisco on "
                "27 January 2010, and the Wi-Fi model went on sale in the United States on 3 "
                "April 2010, starting at 499 dollars. Apple sold some 300,000 on the first day, "
                "and the 3G version followed at the end of April."
            ),
            D(
                "The iPad mini, a smaller tablet with a 7.9-inch screen, was announced in San "
                "Jose on 23 October 2012 and went on sale on 2 November at 329 dollars. Its first "
                "model had the same resolution as the iPad 2, and a version with a sharper Retina "
                "display followed the next year."
            ),
            D(
                "Microsoft showed its first Surface tablet, with a kickstand and a cover that "
                "doubled as a keyboard, at an event in Los Angeles in June 2012. The Surface RT "
                "went on sale on 26 October 2012, the same day as Windows 8, priced from 499 "
                "dollars, and sold poorly at first."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which was published first, The Lion, the Witch and the Wardrobe or The Cat in the Hat?",
        (
            "The Lion, the Witch and the Wardrobe, published in October 1950, nearly seven years "
            "before The Cat in the Hat (March 1957)"
        ),
        [
            S(
                "C. S. Lewis's The Lion, the Witch and the Wardrobe was published in London by "
                "Geoffrey Bles on 16 October 1950, with illustrations by Pauline Baynes. It tells "
                "of four children evacuated from London who find a land of talking animals "
                "through a wardrobe, and it was the first of the seven Chronicles of Narnia to "
                "appear."
            ),
            D(
                "Green Eggs and Ham came out in August 1960 after Bennett Cerf, the head of "
                "Random House, bet Theodor Geisel fifty dollars that he could not write a book "
                "using only fifty different words. Geisel won the bet, and the story of Sam-I-Am "
                "and his dish became one of the best-selling picture books ever written in "
                "English, still in print today."
            ),
            S(
                "Dr. Seuss wrote The Cat in the Hat after a 1954 magazine article complained that "
                "the primers used to teach American children to read were dull. Using just 236 "
                "different words from a school list, he told of a cat who wrecks a house on a "
                "rainy day, and the book was published in March 1957 and sold a million copies in "
                "three years."
            ),
            D(
                "The Magician's Nephew, published in 1955, was the sixth Narnia book to appear "
                "but tells the earliest story, how the lamp-post and the White Witch came to "
                "Narnia at its creation. Later editions, following a wish Lewis expressed in a "
                "letter, put it first in the series, which is why readers disagree about where to "
                "begin."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "warsaw pact countries",
        (
            "the Soviet Union, Poland, East Germany, Czechoslovakia, Hungary, Romania, Bulgaria "
            "and Albania (which left in 1968)"
        ),
        [
            D(
                "The North Atlantic Treaty was signed in Washington on 4 April 1949 by twelve "
                "founding members: Belgium, Canada, Denmark, France, Iceland, Italy, Luxembourg, "
                "the Netherlands, Norway, Portugal, the United Kingdom and the United States. "
                "Greece and Turkey joined in 1952, and West Germany in May 1955."
            ),
            S(
                "The Warsaw Pact, signed in the Polish capital on 14 May 1955, bound the Soviet "
                "Union, Poland, East Germany, Czechoslovakia, Hungary, Romania, Bulgaria and "
                "Albania to defend one another under a unified command in Moscow. Albania stopped "
                "taking part in 1961 and left in 1968, and the alliance was dissolved in July "
                "1991."
            ),
            D(
                "Comecon, the Council for Mutual Economic Assistance, was founded in Moscow in "
                "January 1949 to coordinate the planned economies of the Eastern bloc. Mongolia "
                "joined in 1962, Cuba in 1972 and Vietnam in 1978, and it was wound up in June "
                "1991, a few days before the military alliance of the bloc was dissolved too."
            ),
            D(
                "In August 1968 about a quarter of a million troops from the Soviet Union, "
                "Poland, Hungary and Bulgaria crossed into Czechoslovakia to end the reforms of "
                "the Prague Spring. Romania refused to take part, and East German units were kept "
                "back at the border to avoid memories of 1938, while Albania protested by leaving "
                "the bloc's pact."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the rule against double jeopardy protect a defendant?",
        (
            "once someone has been acquitted or convicted of an offence, they cannot be tried "
            "again for the same offence (in the US from the moment the jury is sworn), though "
            "England now allows a retrial for grave crimes on new and compelling evidence"
        ),
        [
            S(
                "Under the rule against double jeopardy, a person who has been acquitted or "
                "convicted cannot be prosecuted a second time for the same offence, nor punished "
                "twice for it. In the United States it is written into the Fifth Amendment and "
                "applies once a jury is sworn in, so a prosecutor who loses cannot simply try "
                "again with a better case."
            ),
            D(
                "The right to remain silent lets a suspect refuse to answer police questions, and "
                "in the United States since Miranda v. Arizona in 1966 officers must warn anyone "
                "in custody of it before questioning. In England the rule differs: since 1994 a "
                "court may draw an inference if a suspect stays silent and later relies on a fact "
                "at trial."
            ),
            D(
                "The separate sovereigns doctrine lets a state and the federal government in the "
                "United States each prosecute a person for the same conduct, because they are "
                "different authorities with laws of their own. The Supreme Court upheld it again "
                "in Gamble v. United States in 2019, by seven votes to two, over a man's "
                "conviction for having a gun as a felon."
            ),
            D(
                "The Criminal Justice Act 2003 changed English law so that a person acquitted of "
                "murder, rape or another grave crime can be tried again if the Court of Appeal "
                "finds new and compelling evidence. It was used in 2011 to convict Gary Dobson of "
                "the 1993 murder of Stephen Lawrence, after fibres were found on his clothing."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the South Sea Bubble burst?",
        (
            "the South Sea Company's shares had been driven far above its real trade by "
            "speculation and credit; once insiders sold and the Bubble Act hit rival schemes, "
            "confidence collapsed and the price fell from about £1,000 to under £200 in autumn "
            "1720"
        ),
        [
            S(
                "The South Sea Company had little real trade with Spanish America, but after it "
                "took over much of the national debt in 1720 speculation, fed by loans on easy "
                "terms, drove its shares from about 128 pounds in January to 1,000 by summer. "
                "When directors and insiders began to sell, confidence vanished and the price "
                "fell below 200 by autumn."
            ),
            D(
                "The Mississippi Company of the Scottish financier John Law held the monopoly on "
                "trade with French Louisiana and, from 1719, the right to collect French taxes. "
                "Its shares rose twentyfold in a year as Parisians crowded the rue Quincampoix to "
                "buy them, and when the scheme collapsed in 1720 Law fled France in disguise and "
                "died poor in Venice in 1729."
            ),
            D(
                "Tulip mania swept the Dutch Republic in the 1630s, when bulbs of rare striped "
                "varieties such as Semper Augustus changed hands for more than the price of a "
                "canal house in Amsterdam. Prices peaked in early February 1637, and when buyers "
                "stopped turning up at an auction in Haarlem the market collapsed within days."
            ),
            D(
                "Isaac Newton, then Master of the Mint, sold his South Sea shares in the spring "
                "of 1720 at a good profit, then bought back in at the height of the boom and lost "
                "about 20,000 pounds. He is said to have remarked that he could calculate the "
                "motions of the heavenly bodies, but not the madness of people."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did Nadia Comăneci score the first perfect 10 in Olympic gymnastics?",
        (
            "Yes: at the Montreal Olympics on 18 July 1976, aged 14, on the uneven bars; the "
            "scoreboard showed 1.00 because it had no room for four digits"
        ),
        [
            D(
                "Olga Korbut, a 17-year-old from Belarus, won three gold medals for the Soviet "
                "Union at the Munich Olympics in 1972 and charmed crowds with a backward "
                "somersault on the beam and the first backward release move on the uneven bars. "
                "The move was later banned from the bars as too dangerous, and she retired in "
                "1977."
            ),
            S(
                "Nadia Comăneci, a 14-year-old Romanian, became the first gymnast to be awarded a "
                "perfect 10 at an Olympic Games on 18 July 1976 in Montreal, for her routine on "
                "the uneven bars. The scoreboard, built with room for only three digits, showed "
                "1.00, and she went on to score six more tens and win three gold medals there."
            ),
            D(
                "Simone Biles of the United States won four gold medals at the Rio Olympics in "
                "2016 and has had five skills named after her, among them a double layout with a "
                "half twist on the floor. At the Tokyo Games in 2021 she withdrew from most "
                "finals with the twisties, then came back to win bronze on the beam."
            ),
            D(
                "Nellie Kim of the Soviet Union scored a perfect 10 on the vault in Montreal on "
                "21 July 1976, at the same Games in which her Romanian rival starred, and another "
                "on the floor exercise. She won three Olympic gold medals and later became a "
                "judge and vice-president of the international gymnastics federation."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        (
            "Who was the British prime minister when the Empire Windrush docked with Caribbean "
            "migrants?"
        ),
        (
            "Clement Attlee: the Windrush arrived at Tilbury in June 1948, when his Labour "
            "government was in office (1945-1951)"
        ),
        [
            S(
                "The Empire Windrush docked at Tilbury on the Thames on 21 June 1948 and its "
                "passengers came ashore the next day. Among the roughly one thousand people on "
                "board were about 800 who gave the Caribbean as their last home, many of them "
                "ex-servicemen answering the call for workers to rebuild Britain after the war."
            ),
            D(
                "Winston Churchill returned as prime minister after the Conservatives won the "
                "general election of October 1951 and stayed in office until April 1955, when he "
                "resigned at the age of 80. His peacetime government ended rationing of tea, "
                "sugar and meat and saw the coronation of Queen Elizabeth II in June 1953."
            ),
            S(
                "Clement Attlee led the Labour Party to a landslide victory in July 1945 and was "
                "prime minister until October 1951. His government nationalised coal, the "
                "railways and the Bank of England, founded the National Health Service in July "
                "1948 and granted independence to India, Pakistan, Burma and Ceylon."
            ),
            D(
                "The British Nationality Act 1948, which came into force on 1 January 1949, "
                "created the status of Citizen of the United Kingdom and Colonies, giving people "
                "across the Empire the right to live and work in Britain. The Commonwealth "
                "Immigrants Act of 1962, passed under Harold Macmillan, restricted that right for "
                "the first time."
            ),
        ],
        drop=1,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Who founded the Orient Express?",
        (
            "Georges Nagelmackers, a Belgian whose Compagnie Internationale des Wagons-Lits ran "
            "the first train from Paris in October 1883"
        ),
        [
            S(
                "Home > Travel > Rail history | The first Orient Express\nThe Belgian banker's "
                "son Georges Nagelmackers, inspired by Pullman sleeping cars in America, founded "
                "the Compagnie Internationale des Wagons-Lits and on 4 October 1883 sent the "
                "first Express d'Orient out of Paris towards Constantinople, with sleeping and "
                "dining cars.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Rail history | The Venice Simplon-Orient-Express\nIn 1977 the "
                "American businessman James Sherwood bought two old sleeping cars at auction in "
                "Monte Carlo and went on to restore 35 vintage carriages. His luxury train began "
                "running between London and Venice in May 1982 and still runs today for "
                "tourists.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Rail history | George Pullman's sleeping cars\nThe Chicago "
                "industrialist George Pullman built his first luxury sleeping car, the Pioneer, "
                "in 1864 and founded the Pullman Palace Car Company in 1867. His company town "
                "south of Chicago was the scene of a bitter national strike in 1894, put down by "
                "federal troops.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Crime | Murder on the Orient Express\nAgatha Christie's novel, "
                "published in January 1934, traps Hercule Poirot on a train stuck in a snowdrift "
                "in Yugoslavia with a dozen suspects and a stabbed American. Christie had herself "
                "been stranded on the line by floods in 1931, and Sidney Lumet filmed it in "
                "1974.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented the electric guitar",
        (
            "George Beauchamp, whose Frying Pan lap steel with a magnetic pickup (1931) was built "
            "with Adolph Rickenbacker"
        ),
        [
            D(
                "Home > Music > Gear | The Fender Telecaster\nLeo Fender, a radio repairman from "
                "Fullerton, California, put a solid-body electric guitar into mass production in "
                "1950, first as the Esquire and Broadcaster and from 1951 as the Telecaster. Its "
                "bolt-on maple neck made it cheap to build and easy to repair.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Music > Gear | Les Paul's Log\nIn about 1941 the guitarist Les Paul fixed "
                "strings and pickups to a four-by-four post of pine, adding the body halves of an "
                "Epiphone for looks, and called it The Log. Gibson turned him down at first, then "
                "launched the Les Paul model in 1952 with his name on its headstock, and it is "
                "still made.\nShare this | Cookie policy"
            ),
            S(
                "Home > Music > Gear | The first electric guitar\nIn 1931 George Beauchamp, a Los "
                "Angeles guitarist, designed a pickup of two horseshoe magnets around a coil and "
                "fitted it to a cast aluminium lap steel nicknamed the Frying Pan. Adolph "
                "Rickenbacker's shop made it, and it was sold from 1932, with a patent in "
                "1937.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Gear | The Gibson ES-150\nGibson's first electric Spanish guitar, "
                "the ES-150, appeared in 1936 with a bar pickup later named after Charlie "
                "Christian, who played it in Benny Goodman's band from 1939. Its amplified solos "
                "helped turn the guitar from a rhythm instrument into a lead voice in "
                "jazz.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is longer, the Trans-Siberian Railway or the Indian Pacific?",
        (
            "the Trans-Siberian: about 9,289 km from Moscow to Vladivostok, against 4,352 km for "
            "the Indian Pacific from Sydney to Perth"
        ),
        [
            S(
                "Home > Travel > Great train journeys | The Trans-Siberian Railway\nThe line from "
                "Moscow to Vladivostok on the Pacific runs about 9,289 km, crossing eight time "
                "zones, and the through train takes about seven days. Building began in 1891 "
                "under Tsar Alexander III, and the last stretch, a bridge over the Amur at "
                "Khabarovsk, opened in 1916.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Great train journeys | The Canadian\nVIA Rail's train between "
                "Toronto and Vancouver covers about 4,466 km in four nights, crossing the "
                "prairies and climbing through the Rockies past Jasper. It still uses stainless "
                "steel cars built by the Budd Company in 1954, with a glass-domed car for viewing "
                "the mountains and lakes of the west.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Great train journeys | The Indian Pacific\nAustralia's "
                "transcontinental train links Sydney on the Pacific with Perth on the Indian "
                "Ocean, a journey of 4,352 km taking about three days. The first through service "
                "ran in February 1970, and on the Nullarbor Plain the line runs dead straight for "
                "478 km.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Great train journeys | The Ghan\nNamed after the Afghan camel "
                "drivers who opened the outback, the Ghan runs about 2,979 km from Adelaide "
                "through Alice Springs to Darwin in three days. The line to Alice opened in 1929, "
                "but the northern section to Darwin was only finished in 2004, when the first "
                "train arrived.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "Who were the original members of the Ramones?",
        (
            "Joey Ramone (vocals), Johnny Ramone (guitar), Dee Dee Ramone (bass) and Tommy Ramone "
            "(drums)"
        ),
        [
            D(
                "Home > Music > Punk | The Sex Pistols\nManaged by Malcolm McLaren, the Sex "
                "Pistols were formed in London in 1975 by the singer Johnny Rotten, guitarist "
                "Steve Jones, bassist Glen Matlock and drummer Paul Cook. Sid Vicious replaced "
                "Matlock in 1977, and the band split after a show in San Francisco in January "
                "1978, after only one studio album.\nShare this | Cookie policy"
            ),
            S(
                "Home > Music > Punk | The Ramones\nFormed in Forest Hills, Queens, in 1974, the "
                "Ramones first lined up as Joey Ramone on vocals, Johnny Ramone on guitar, Dee "
                "Dee Ramone on bass and Tommy Ramone on drums, none of them actually called "
                "Ramone. They played short, fast songs at CBGB in the Bowery and released their "
                "first album in 1976.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Punk | Ramones, the album\nRecorded in about a week in February "
                "1976 for only 6,400 dollars, the band's debut album Ramones ran for under thirty "
                "minutes across fourteen songs, among them Blitzkrieg Bop and Judy Is a Punk. It "
                "sold poorly at first but is now ranked among the most influential records of "
                "rock.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Punk | Talking Heads\nDavid Byrne, Chris Frantz and Tina Weymouth "
                "met at the Rhode Island School of Design and began playing at CBGB in 1975, "
                "adding Jerry Harrison on keyboards and guitar in 1977. Their first album, "
                "Talking Heads: 77, included Psycho Killer, and they broke up in 1991.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does a gfci outlet work",
        (
            "it compares the current going out on the hot wire with the current coming back on "
            "the neutral, and if they differ by about 5 milliamps (current leaking to ground, "
            "perhaps through a person) it cuts the power within about a fortieth of a second"
        ),
        [
            D(
                "Home > Home improvement > Electrical | What an AFCI breaker does\nAn arc-fault "
                "circuit interrupter watches the waveform of the current for the ragged signature "
                "of sparking in a damaged cord or a loose connection, and switches the circuit "
                "off before it can start a fire. US codes have required them in bedrooms since "
                "1999.\nShare this | Cookie policy"
            ),
            S(
                "Home > Home improvement > Electrical | How a GFCI outlet works\nA ground-fault "
                "circuit interrupter measures the current flowing out on the hot wire and back on "
                "the neutral. If about 5 milliamps go missing, leaking to ground perhaps through "
                "someone's body, it cuts the power within about a fortieth of a second.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Home improvement > Electrical | How a circuit breaker trips\nA standard "
                "breaker guards the wiring, not people: a bimetal strip bends and trips it when a "
                "circuit is overloaded for a while, and an electromagnet snaps it open at once on "
                "a short circuit. Most home circuits in the US are rated 15 or 20 amps.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Home improvement > Electrical | Do you need a surge protector?\nA surge "
                "protector strip shunts brief voltage spikes, from lightning or the grid, away "
                "from your devices through metal oxide varistors. It is rated in joules, and the "
                "parts wear out with each surge, so a strip should be replaced every few "
                "years.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is it called Peach Melba?",
        (
            "it was named after the Australian soprano Nellie Melba, for whom the chef Auguste "
            "Escoffier created it at the Savoy in London in the early 1890s"
        ),
        [
            S(
                "Home > Food > Desserts | The story of Peach Melba\nThe chef Auguste Escoffier "
                "made the dessert at the Savoy Hotel in London in the early 1890s for the "
                "Australian soprano Nellie Melba, who was singing in Wagner's Lohengrin: peaches "
                "on vanilla ice cream, served in a swan carved from ice. Raspberry purée was "
                "added in 1900.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Desserts | Who invented the pavlova?\nThe meringue cake with a "
                "crisp shell, a soft middle and a topping of cream and fruit was named after the "
                "Russian ballerina Anna Pavlova, who toured Australia and New Zealand in 1926. "
                "Both countries claim it, and a New Zealand recipe of 1929 is among the "
                "first.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Desserts | Crêpes Suzette\nThin pancakes flamed in a sauce of "
                "butter, sugar, orange and Grand Marnier are said to date from 1895, when the "
                "young waiter Henri Charpentier set them alight by mistake at Monte Carlo while "
                "serving the Prince of Wales, who named them after a pretty young French girl "
                "dining at his table that evening.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Baking | Melba toast\nThe thin, dry toast is made by toasting a "
                "slice of bread, slicing it through the middle and toasting the halves again "
                "until they curl. It is said to have been served at the Savoy in 1897 to a singer "
                "who was ill and on a diet, and it was then sold in packets.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is a prenuptial agreement legally binding in England?",
        (
            "Not automatically: English courts are not bound by one, but since Radmacher v "
            "Granatino (2010) they will uphold an agreement freely made with full understanding "
            "unless it would be unfair"
        ),
        [
            D(
                "Home > Legal > Family law | Prenups in the United States\nIn most American "
                "states a prenuptial agreement is an enforceable contract, as long as it is in "
                "writing, signed voluntarily and based on full disclosure of each side's assets. "
                "Many states follow the Uniform Premarital Agreement Act of 1983 on what the "
                "parties may and may not agree.\nShare this | Cookie policy"
            ),
            D(
                "Home > Legal > Family law | Postnuptial agreements\nA postnup is made after the "
                "wedding, often when one spouse inherits money or starts a business. In England "
                "the Privy Council held in MacLeod v MacLeod in 2008 that such agreements are "
                "valid contracts, though a court may still vary them on divorce.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Legal > Family law | Are prenups valid in England?\nA prenup does not "
                "bind an English divorce court, which keeps the final say over dividing assets. "
                "But since the Supreme Court's ruling in Radmacher v Granatino in 2010, judges "
                "give effect to one entered freely with full understanding, unless holding to it "
                "would be unfair.\nShare this | Cookie policy"
            ),
            D(
                "Home > Legal > Family law | Cohabitation agreements\nUnmarried couples in "
                "England have no automatic claim on each other's property when they split, since "
                "there is no such thing as a common-law marriage. A cohabitation agreement can "
                "set out who owns the home and the savings, and it is treated like an ordinary "
                "contract.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which city was the architect of the Art Nouveau Paris Métro entrances born?",
        "Lyon: the entrances were designed by Hector Guimard, who was born there in 1867",
        [
            S(
                "Home > Art > Design | The Métro entrances of Paris\nFor the opening of the Paris "
                "Métro in 1900 the architect Hector Guimard designed cast-iron entrances painted "
                "green, with stems curling like plants, amber lamps and the lettering "
                "Métropolitain. Of the 141 he made, 86 survive, and two of them have glass "
                "canopies.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Design | Victor Horta\nBorn in Ghent in 1861, the Belgian architect "
                "Victor Horta built the Hôtel Tassel in Brussels in 1893, often called the first "
                "Art Nouveau house, with a stair hall of whiplash ironwork. He also designed the "
                "Maison du Peuple, which was demolished in 1965 despite protests from architects "
                "worldwide.\nShare this | Cookie policy"
            ),
            S(
                "Home > Art > Design | Hector Guimard\nThe French architect Hector Guimard was "
                "born in Lyon on 10 March 1867 and trained at the École des Beaux-Arts in Paris. "
                "His apartment block the Castel Béranger won a prize in 1898, and he left for New "
                "York in 1938, where he died in 1942.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Design | Otto Wagner's city railway\nThe Viennese architect Otto "
                "Wagner, born in 1841 in Penzing, designed the stations, bridges and viaducts of "
                "the Vienna Stadtbahn between 1894 and 1901. His Karlsplatz pavilions, with "
                "gilded sunflowers on white marble, are now a museum.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Where was the first parking meter installed?",
        "in Oklahoma City, on 16 July 1935",
        [
            S(
                "Q: Where was the first parking meter put up?\nA: In Oklahoma City, on 16 July "
                "1935. The newspaper editor Carl Magee, asked to ease downtown congestion, had "
                "engineers at Oklahoma State University design a coin-operated timer, the "
                "Park-O-Meter, and 175 of them went up, each charging a nickel an hour."
            ),
            D(
                "Q: When did Britain get parking meters?\nA: The first British parking meters "
                "were switched on in Grosvenor Square in Mayfair, London, on 10 July 1958, "
                "charging sixpence for an hour. Traffic wardens, dressed in yellow-banded caps, "
                "had first appeared on the streets of Westminster in September 1960."
            ),
            D(
                "Q: Where was the first traffic light?\nA: A gas-lit semaphore signal, designed "
                "by the railway engineer John Peake Knight, was set up outside the Houses of "
                "Parliament in London on 9 December 1868. It was turned by hand by a policeman, "
                "and it exploded in January 1869, injuring the officer working it."
            ),
            D(
                "Q: Who invented the wheel clamp?\nA: The Denver boot was devised in 1944 by "
                "Frank Marugg, a violinist with the Denver Symphony who was also a pattern maker. "
                "Denver police first used it in 1955 to immobilise cars with unpaid tickets, and "
                "London began clamping in May 1983, in the same borough of Westminster."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long is the statute of limitations on debt in england",
        (
            "six years from the last payment or written acknowledgement of the debt (Limitation "
            "Act 1980)"
        ),
        [
            D(
                "Q: How long do creditors have to chase a debt in Scotland?\nA: In Scotland most "
                "consumer debts are wiped out altogether by prescription after five years if "
                "there has been no payment or written admission of the debt, and no court action. "
                "Unlike England, the debt itself ends, not just the right to sue for it."
            ),
            S(
                "Q: When does a debt become statute-barred in England and Wales?\nA: Under the "
                "Limitation Act 1980 a creditor has six years to take you to court for an "
                "ordinary debt such as a credit card or loan, counted from your last payment or "
                "written acknowledgement. After that the debt still exists but can't be enforced."
            ),
            D(
                "Q: How long do I have to claim for a personal injury?\nA: In England and Wales "
                "you normally have three years from the date of the accident, or from when you "
                "first knew the injury was caused by someone's negligence, to start court "
                "proceedings. For a child the three years only start on their eighteenth "
                "birthday."
            ),
            D(
                "Q: How long does a default stay on my credit file?\nA: A default, like a county "
                "court judgment or an individual voluntary arrangement, stays on your credit file "
                "for six years from the date it was registered, even if you pay it off sooner. "
                "After six years it drops off, though the debt may still be owed."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "king vs queen bed size",
        (
            "a king is wider: in the US a standard king is 76 by 80 inches (193 by 203 cm) and a "
            "queen 60 by 80 inches (152 by 203 cm)"
        ),
        [
            S(
                "Q: How big is a queen-size bed?\nA: In the United States a standard queen "
                "mattress measures 60 inches wide by 80 inches long, about 152 by 203 cm. It is "
                "the most popular size for couples and guest rooms, and fits in a bedroom of "
                "about ten by ten feet with space around it."
            ),
            D(
                "Q: What is a California king?\nA: A California king mattress is 72 inches wide "
                "and 84 inches long, about 183 by 213 cm, so it is narrower than a standard king "
                "but four inches longer. It suits tall sleepers and long, narrow rooms, and needs "
                "its own sheets, since standard ones will not fit."
            ),
            S(
                "Q: What are the dimensions of a king-size bed?\nA: A standard US king, sometimes "
                "called an Eastern king, is 76 inches wide and 80 inches long, about 193 by 203 "
                "cm, roughly the width of two twin mattresses side by side. It needs a room of at "
                "least twelve by twelve feet to fit."
            ),
            D(
                "Q: What size is a UK king-size bed?\nA: In Britain a king-size mattress is 150 "
                "by 200 cm, or five feet by six feet six inches, while a standard double is 135 "
                "by 190 cm and a super king 180 by 200 cm. British sizes do not match American "
                "ones, so sheets bought abroad may not fit."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "How are points scored in Olympic taekwondo?",
        (
            "1 for a punch to the trunk, 2 for a kick to the trunk, 3 for a kick to the head, 2 "
            "more for a turning kick (4 to the trunk, 5 to the head), and 1 for each penalty "
            "given to the opponent"
        ),
        [
            D(
                "Taekwondo belts at a glance\n- Beginners start at white and move through yellow, "
                "green, blue and red\n- Colour grades are called gup, counted down from 10th to "
                "1st\n- Black belt grades are called dan, from 1st to 9th\n- Under-15s hold a "
                "junior poom grade instead of a dan grade"
            ),
            S(
                "Olympic taekwondo scoring\n- 1 point for a punch to the trunk protector\n- 2 "
                "points for a kick to the trunk\n- 3 points for a kick to the head\n- 2 extra "
                "points for a turning kick: 4 to the trunk, 5 to the head\n- 1 point for each "
                "penalty, or gam-jeom, given to the opponent"
            ),
            D(
                "Olympic judo scoring\n- Ippon wins at once: a clean throw on the back, a "
                "20-second hold, or a submission\n- Waza-ari for a lesser throw or a 10-second "
                "hold\n- Two waza-ari make an ippon\n- Three shido penalties lose the bout\n- "
                "Ties go to golden score"
            ),
            D(
                "Olympic karate kumite scoring\n- Yuko, 1 point, for a punch to the body or "
                "head\n- Waza-ari, 2 points, for a kick to the body\n- Ippon, 3 points, for a "
                "kick to the head or a throw followed by a strike\n- An eight-point lead wins the "
                "bout outright"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does the offside rule work in football?",
        (
            "a player is offside if, when a teammate plays the ball to them, they are in the "
            "opponents' half and nearer the goal line than both the ball and the second-last "
            "defender, and they become involved in play; it can't happen from a goal kick, "
            "throw-in or corner, and the penalty is an indirect free kick"
        ),
        [
            D(
                "Q: How does offside work in rugby union?\nA: In general play a player is offside "
                "if in front of a teammate who has the ball or last played it, and must not join "
                "in until put onside. At rucks, mauls and scrums the offside line runs through "
                "the hindmost foot, and breaking it gives the other side a penalty kick at goal "
                "or to touch."
            ),
            S(
                "Q: When is a player offside in football?\nA: Under Law 11 you are in an offside "
                "position if any part of your head, body or feet is in the opponents' half and "
                "nearer their goal line than both the ball and the second-last opponent. It's an "
                "offence only if you become involved in play when a teammate passes to you."
            ),
            D(
                "Q: What is icing in ice hockey?\nA: Icing is called when a player shoots the "
                "puck from behind the centre red line across the opposing goal line without "
                "anyone touching it. Play stops and the faceoff goes back to the offending team's "
                "end, and that team may not change players first."
            ),
            D(
                "Q: What is the advantage rule in football?\nA: Under Law 5 the referee may let "
                "play go on after a foul if stopping it would help the team that committed it. If "
                "the expected advantage does not come within a few seconds, the referee can go "
                "back and award the original free kick."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is the record of debates in Parliament called Hansard?",
        (
            "after Thomas Curson Hansard, the London printer who printed the reports of debates "
            "from 1809 and took them over in 1812; his name was kept when Parliament made the "
            "record official in 1909"
        ),
        [
            S(
                "Q: Where does the name Hansard come from?\nA: From Thomas Curson Hansard, a "
                "London printer. The journalist William Cobbett began publishing reports of "
                "debates in 1802, Hansard printed them from 1809, and he bought the business in "
                "1812. His family's name stuck, and Parliament kept it when it took the reports "
                "over in 1909."
            ),
            D(
                "Q: What is Erskine May?\nA: Erskine May is the guide to the procedure of the UK "
                "Parliament, first published in 1844 by Thomas Erskine May, a clerk who rose to "
                "be Clerk of the House of Commons. It is now in its 25th edition, freely online "
                "since 2019, and MPs and clerks quote it in disputes."
            ),
            D(
                "Q: What is the Congressional Record?\nA: The Congressional Record is the daily "
                "account of the debates of the US Congress, published by the Government "
                "Publishing Office since 1873. Members may revise their remarks and add speeches "
                "never given on the floor, under a practice known as leave to extend."
            ),
            D(
                "Q: Why is Black Rod called Black Rod?\nA: The officer of the House of Lords "
                "carries an ebony staff topped with a gold lion, a symbol of office since 1350. "
                "Black Rod is best known for having the door of the Commons slammed in their face "
                "at the State Opening, a sign of its independence."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can a jury acquit someone even when the evidence shows they broke the law?",
        (
            "Yes, in effect: jurors cannot be punished for their verdict (Bushel's Case, 1670) "
            "and an acquittal cannot be appealed, though judges don't tell juries of this power "
            "and lawyers may not urge it"
        ),
        [
            D(
                "Q: Can a judge overturn a jury's guilty verdict?\nA: Yes. In the US a judge may "
                "enter a judgment of acquittal if no reasonable jury could convict on the "
                "evidence, and on appeal a conviction can be quashed. A not-guilty verdict, by "
                "contrast, is final: the prosecution may not appeal it."
            ),
            S(
                "Q: Is jury nullification allowed?\nA: In practice, yes. Since Bushel's Case in "
                "1670, jurors can't be punished for their verdict, and an acquittal is final, so "
                "a jury may acquit a defendant who clearly broke the law. But judges needn't tell "
                "jurors of this power, and lawyers may not argue for it."
            ),
            D(
                "Q: Does a jury verdict have to be unanimous?\nA: In US federal courts, and since "
                "Ramos v. Louisiana in 2020 in state trials for serious crimes, yes. In England "
                "and Wales a judge may accept a majority verdict of at least ten to two after the "
                "jury has spent at least two hours and ten minutes deliberating."
            ),
            D(
                "Q: Can jurors talk about their case afterwards?\nA: In England and Wales it is "
                "an offence under the Juries Act 1974, as amended in 2015, to disclose what was "
                "said in the jury room, even years later. In the US jurors are generally free to "
                "speak to the press once the trial is over."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Who was the first president of the authority proposed in the Schuman Declaration?",
        (
            "Jean Monnet, president of the High Authority of the European Coal and Steel "
            "Community from 1952 to 1955"
        ),
        [
            S(
                "Q: What did the Schuman Declaration propose?\nA: On 9 May 1950 the French "
                "foreign minister Robert Schuman proposed pooling French and German coal and "
                "steel under a common High Authority, open to other countries. It led to the "
                "European Coal and Steel Community, set up by the Treaty of Paris in April 1951."
            ),
            S(
                "Q: Who led the High Authority?\nA: Jean Monnet, the French planner who had "
                "drafted Schuman's plan, became the first president of the High Authority of the "
                "European Coal and Steel Community when it met in Luxembourg in August 1952, and "
                "served until 1955."
            ),
            D(
                "Q: Who was the first president of the European Commission?\nA: Walter Hallstein, "
                "a German law professor and diplomat, led the Commission of the European Economic "
                "Community from its start in January 1958 until 1967. He pushed for the customs "
                "union and clashed with de Gaulle."
            ),
            D(
                "Q: Who chaired the Common Assembly?\nA: The Belgian socialist Paul-Henri Spaak "
                "was elected first president of the Common Assembly of the Coal and Steel "
                "Community in Strasbourg in September 1952. He later chaired the committee that "
                "drafted the Treaties of Rome."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who created Godzilla?",
        (
            "Tomoyuki Tanaka, the Toho producer who conceived the monster for the 1954 film "
            "directed by Ishirō Honda"
        ),
        [
            D(
                "The giant ape that climbs the Empire State Building began as an idea of the "
                "adventurer and film-maker Merian C. Cooper, who wanted to shoot a gorilla "
                "fighting a Komodo dragon. RKO released his picture in March 1933, with "
                "stop-motion animation by Willis O'Brien, and its success saved the studio from "
                "bankruptcy in the Depression."
            ),
            S(
                "The radioactive beast of Gojira, which stomped through Tokyo on cinema screens "
                "in November 1954, was dreamed up by Tomoyuki Tanaka, a producer at Toho, after a "
                "Japanese fishing boat was dusted with fallout from an American H-bomb test. "
                "Ishirō Honda directed, and Eiji Tsuburaya built the effects with a man in a "
                "rubber suit."
            ),
            D(
                "Gamera, the flying fire-breathing turtle, was Daiei Film's answer to its rival's "
                "hit monster. Directed by Noriaki Yuasa, the first film came out in November 1965 "
                "in black and white, and the giant reptile, which spins through the sky with jets "
                "of flame from its shell, soon became a friend of children."
            ),
            D(
                "Mothra, a giant moth worshipped on a Pacific island and summoned by two tiny "
                "singing priestesses, first flew in 1961 in a film by Ishirō Honda based on a "
                "serialised story by three novelists. She later fought and allied with the "
                "studio's bigger reptile star in more than a dozen sequels."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who wrote alice in wonderland",
        (
            "Lewis Carroll, the pen name of Charles Lutwidge Dodgson, an Oxford mathematics "
            "lecturer; published in 1865"
        ),
        [
            D(
                "The story of the boy who never grows up first appeared on stage in London in "
                "December 1904, and the Scottish playwright J. M. Barrie turned it into the novel "
                "Peter and Wendy in 1911. He left the rights to Great Ormond Street children's "
                "hospital in 1929, which still earns royalties from them in Britain today."
            ),
            S(
                "Charles Lutwidge Dodgson, who lectured in mathematics at Christ Church, Oxford, "
                "made up the tale of a girl who falls down a rabbit hole while rowing up the "
                "Thames with the Liddell sisters in July 1862. Writing as Lewis Carroll, he had "
                "it published by Macmillan in 1865 with drawings by John Tenniel."
            ),
            D(
                "Walt Disney's animated film about a girl who follows a white rabbit into a "
                "strange land was released in July 1951, after a decade in development, with "
                "Kathryn Beaumont as the voice of its heroine. It did badly at first, then became "
                "a cult hit on college campuses in the 1960s."
            ),
            D(
                "The American journalist L. Frank Baum wrote the tale of a Kansas girl carried by "
                "a cyclone to a magical land, and it was published in Chicago in May 1900 with "
                "pictures by W. W. Denslow. It was so popular that he wrote thirteen sequels, and "
                "the 1939 film made its ruby slippers famous."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which was founded first, Harley-Davidson or Indian?",
        (
            "Indian: the Hendee Manufacturing Company of Springfield, Massachusetts built its "
            "first motorcycles in 1901, two years before Harley-Davidson started in Milwaukee in "
            "1903"
        ),
        [
            S(
                "The bicycle racer George Hendee and the engineer Oscar Hedstrom built their "
                "first motorised bicycle in Springfield, Massachusetts in 1901, selling it under "
                "the Indian name through the Hendee Manufacturing Company. By 1913 it was the "
                "largest motorcycle maker in the world."
            ),
            S(
                "In a small wooden shed in Milwaukee in 1903, William S. Harley and his friend "
                "Arthur Davidson, soon joined by Arthur's brother Walter, finished their first "
                "motorcycle, with an engine of about 7 cubic inches. The company they formed was "
                "incorporated in 1907."
            ),
            D(
                "The Triumph Cycle Company of Coventry, started by the German immigrant Siegfried "
                "Bettmann, fitted a Belgian engine to one of its bicycles in 1902, and its models "
                "became so dependable that some 30,000 were made for the British Army in the "
                "First World War."
            ),
            D(
                "James Lansdowne Norton founded his company in Birmingham in 1898 to make parts "
                "for bicycles and built his first powered machine in 1902. A Norton won the "
                "twin-cylinder class of the first Isle of Man TT race in 1907, and the firm's "
                "name became a byword for racing."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What are the rules of a limerick?",
        (
            "five lines rhyming AABBA; the first, second and fifth lines are longer, with three "
            "beats, the third and fourth shorter, with two, in a bouncing anapaestic rhythm, "
            "usually comic"
        ),
        [
            D(
                "A sonnet has fourteen lines of iambic pentameter. The Italian form splits them "
                "into an octave rhyming ABBAABBA and a sestet with a turn of thought between "
                "them, while the English form Shakespeare used has three quatrains and a closing "
                "couplet that rhymes on its own, often with a twist."
            ),
            S(
                "This comic verse form runs to just five lines. The first two and the last rhyme "
                "with one another and carry three stressed beats each, while the third and fourth "
                "are shorter, with two beats, and rhyme as a pair, all in a galloping da-da-DUM "
                "rhythm that sets up a punchline."
            ),
            D(
                "The clerihew, invented by Edmund Clerihew Bentley while a schoolboy in the "
                "1890s, is a four-line comic poem about a famous person, whose name usually ends "
                "the first line. It rhymes in two couplets, AABB, and its lines are deliberately "
                "of awkward, uneven length."
            ),
            D(
                "A villanelle has nineteen lines: five three-line stanzas and a closing quatrain, "
                "on only two rhymes. The first and third lines return in turn as refrains and end "
                "the poem together, as in Dylan Thomas's Do not go gentle into that good night of "
                "1951."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did the Alamo fall?",
        (
            "after a 13-day siege by Santa Anna's Mexican army, which stormed the mission before "
            "dawn on 6 March 1836, broke over the north wall and killed nearly all of the roughly "
            "200 defenders"
        ),
        [
            S(
                "Santa Anna's Mexican army surrounded the old San Antonio mission on 23 February "
                "1836 and bombarded it for thirteen days. Before dawn on 6 March about 1,800 "
                "soldiers attacked in columns, scaled the north wall at the second try and, "
                "within about an hour and a half, killed almost all of the some 200 Texians, "
                "Travis, Bowie and Crockett among them."
            ),
            D(
                "At San Jacinto on the afternoon of 21 April 1836 Sam Houston's army of about 900 "
                "Texians surprised Santa Anna's camp during the siesta, shouting the name of the "
                "lost mission. The fight lasted only eighteen minutes, and Santa Anna, captured "
                "the next day in a private's uniform, signed away Texas."
            ),
            D(
                "The mission of San Antonio de Valero was founded by Spanish Franciscans in 1718 "
                "to convert the local peoples, and its stone church was begun in 1744. "
                "Secularised in 1793, it became a barracks for a Spanish cavalry company from "
                "Álamo de Parras in Mexico, whose name it later took."
            ),
            D(
                "At Goliad on Palm Sunday, 27 March 1836, Mexican troops marched out about 340 "
                "Texian prisoners under James Fannin, who had surrendered after the Battle of "
                "Coleto, and shot them on Santa Anna's orders. The killing hardened Texian "
                "resolve, and it was remembered at the next battle beside the loss in San "
                "Antonio."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why did the klondike gold rush start",
        (
            "gold was found at Bonanza (Rabbit) Creek in the Yukon in August 1896, and when ships "
            "reached Seattle and San Francisco with a ton of it in July 1897, during an economic "
            "depression, about 100,000 people set out"
        ),
        [
            D(
                "James Marshall saw flakes of shiny metal in the tailrace of a sawmill he was "
                "building for John Sutter on the American River on 24 January 1848. Sutter tried "
                "to keep it quiet, but by the next year some 90,000 fortune seekers, the "
                "forty-niners, had poured into California from across the world, by wagon over "
                "the plains and by ship round Cape Horn."
            ),
            S(
                "In August 1896 George Carmack, Skookum Jim and Dawson Charlie struck rich "
                "deposits on a tributary of a Yukon river. Word only got out a year later, when "
                "steamers docked at Seattle and San Francisco in July 1897 carrying a ton of the "
                "metal, and with the country deep in depression around 100,000 people headed "
                "north."
            ),
            D(
                "The trail from Dyea over the Chilkoot Pass climbed 1,000 metres in 53 km, the "
                "last stretch up the Golden Stairs, 1,500 steps cut into ice. The Mounted Police "
                "at the summit turned back anyone without a year's supplies, about a tonne, so "
                "that most people had to climb it thirty or forty times."
            ),
            D(
                "An Australian prospector, George Harrison, found an outcrop of the reef on a "
                "farm called Langlaagte in 1886. The Witwatersrand fields proved the richest in "
                "the world, Johannesburg grew from a mining camp, and tension between British "
                "miners and the Boer republic led to war in 1899."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Was Anne Frank's diary published by her father?",
        (
            "Yes: Otto Frank, the only one of the eight in hiding to survive, had it published in "
            "Amsterdam in June 1947 as Het Achterhuis"
        ),
        [
            D(
                "Miep Gies, one of the office staff who brought food to the families hidden in "
                "the annexe on the Prinsengracht, gathered up the girl's notebooks and loose "
                "pages from the floor after the police raid of 4 August 1944 and locked them in "
                "her desk drawer, unread, hoping to hand them back."
            ),
            S(
                "Otto Frank, the only one of the eight people hidden in the secret annexe to come "
                "back from the camps, was handed his younger daughter's notebooks in 1945. He "
                "edited them and found a publisher, Contact in Amsterdam, which brought them out "
                "as Het Achterhuis in June 1947 in 3,000 copies."
            ),
            D(
                "The building at Prinsengracht 263 in Amsterdam, where two families hid for more "
                "than two years, was saved from demolition and opened as a museum on 3 May 1960. "
                "Its rooms are kept unfurnished, and more than a million people a year climb "
                "behind the bookcase that hid the door."
            ),
            D(
                "The diaries of Etty Hillesum, a young Jewish woman from Amsterdam who was "
                "murdered at Auschwitz in 1943, were kept by a friend and only found a publisher "
                "in 1981. They record her inner life in 1941 to 1943 and her work at the "
                "Westerbork transit camp in the months before her own deportation."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the founder of Motown born?",
        "Detroit: Motown's founder Berry Gordy Jr. was born there in 1929",
        [
            S(
                "The label behind the Supremes, the Temptations and Stevie Wonder began in "
                "January 1959, when Berry Gordy Jr. borrowed 800 dollars from his family to start "
                "Tamla Records. He soon set up its sister company and ran both from a house he "
                "called Hitsville U.S.A., where hits were made as on a car assembly line."
            ),
            S(
                "Berry Gordy Jr., the seventh of eight children, came into the world on 28 "
                "November 1929 in Detroit, Michigan, where his parents had moved from Georgia. He "
                "boxed, ran a jazz record shop that failed and worked on a Ford line before "
                "writing songs such as Reet Petite for Jackie Wilson in 1957."
            ),
            D(
                "Jim Stewart, a country fiddler who worked in a Memphis bank, was born in "
                "Middleton, Tennessee, in 1930. In 1957 he founded Satellite Records with his "
                "sister Estelle Axton, and they renamed it Stax in 1961 by joining their "
                "surnames, recording Otis Redding and Booker T. and the M.G.'s in a converted "
                "cinema on McLemore Avenue."
            ),
            D(
                "Sam Phillips, born near Florence, Alabama in 1923, opened the Memphis Recording "
                "Service in 1950 and founded Sun Records in 1952. There he made the first records "
                "of Elvis Presley, Johnny Cash and Jerry Lee Lewis, before selling Presley's "
                "contract to RCA in 1955 for 35,000 dollars."
            ),
        ],
    ),
]
