"""The fifty-second single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev49.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v39, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 312 characters and distractors 305; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "When was the Treaty of Nanking signed?",
        "on 29 August 1842, aboard HMS Cornwallis off Nanjing",
        [
            D(
                "Treaty of the Bogue: Signed at the Bocca Tigris near Canton on 8 October 1843, "
                "the Treaty of the Bogue added to the peace made the year before. It gave Britain "
                "most-favoured-nation treatment, so that any right China granted another power "
                "passed to the British as well, and let British subjects be tried under their own "
                "law."
            ),
            D(
                "Treaty of Wanghia: The Treaty of Wanghia was signed on 3 July 1844 in a temple in "
                "the village of Wangxia near Macau by the American envoy Caleb Cushing and the "
                "Qing official Qiying. It gave the United States the same trading rights in five "
                "Chinese ports that Britain had won, and fixed the duties American merchants would "
                "pay."
            ),
            S(
                "Treaty of Nanking: The Treaty of Nanking was signed on 29 August 1842 aboard the "
                "British warship HMS Cornwallis, anchored in the Yangtze off Nanjing, by Sir Henry "
                "Pottinger and the Qing envoys Qiying and Yilibu. It ended the First Opium War, "
                "opened five ports to British trade and bound China to pay 21 million silver "
                "dollars."
            ),
            D(
                "Treaty of Tientsin: The Treaties of Tientsin were signed in June 1858, during the "
                "Second Opium War, between China and Britain, France, Russia and the United "
                "States. They opened more ports and let foreign envoys live in Peking; when China "
                "balked at ratifying them, the fighting resumed, and British and French troops "
                "burned the Summer Palace in 1860."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "peter principle author",
        "Laurence J. Peter, in the 1969 book The Peter Principle, written with Raymond Hull",
        [
            D(
                "Parkinson's law: Cyril Northcote Parkinson, a British naval historian, opened an "
                "essay in The Economist in November 1955 with the line that work expands so as to "
                "fill the time available for its completion. He took the growth of the Admiralty's "
                "staff while the fleet shrank as his evidence, and in 1957 turned it into a "
                "best-selling book, Parkinson's Law."
            ),
            D(
                "Dilbert principle: In a Wall Street Journal article in 1995 and a book the next "
                "year, the cartoonist Scott Adams, creator of the Dilbert strip, argued that "
                "companies move their least competent staff into management, where they can do the "
                "least harm. He offered it as a darker twist on an older rule about promotion."
            ),
            D(
                "Murphy's law: The saying that anything that can go wrong will go wrong is usually "
                "tied to Edward A. Murphy Jr., a US Air Force engineer on rocket-sled tests of how "
                "much deceleration a pilot can survive, at Edwards Air Force Base in 1949. The "
                "project's doctor, John Paul Stapp, spread it at a press conference."
            ),
            S(
                "The Peter Principle: The idea that people in a hierarchy tend to be promoted "
                "until they reach a post they cannot do well was set out by the Canadian educator "
                "Laurence J. Peter in The Peter Principle, a book he wrote with Raymond Hull and "
                "published in 1969. Peter summed it up as everyone rising to their level of "
                "incompetence."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came first, Ceefax or Minitel?",
        "Ceefax, launched by the BBC in September 1974; Minitel was rolled out in France from 1982",
        [
            S(
                "Ceefax: The BBC began Ceefax, the world's first teletext service, on 23 September "
                "1974. Pages of news, weather, sport and programme listings were carried in spare "
                "lines of the broadcast signal and called up by number with a remote control; the "
                "service ended in October 2012, when analogue television was switched off."
            ),
            D(
                "Prestel: The Post Office launched Prestel in 1979, a viewdata service that sent "
                "pages to adapted television sets over telephone lines. It never won the mass "
                "following it hoped for, and in 1984 two hackers who had read the Duke of "
                "Edinburgh's mailbox on it were charged, a case that led to the Computer Misuse "
                "Act 1990."
            ),
            D(
                "Teletext Ltd: Teletext Ltd took over the text pages on ITV and Channel 4 on 1 "
                "January 1993, after winning the franchise from the older Oracle service in an "
                "auction. It carried holiday adverts, news, jokes, a letters page and the quiz "
                "game Bamboozle, and closed its analogue pages in December 2009, leaving only a "
                "few digital ones."
            ),
            S(
                "Minitel: France's state telephone company began handing out Minitel terminals "
                "free to its subscribers in 1982, after trials in Brittany, so that they could "
                "look up numbers without a paper directory. Users soon booked trains, checked bank "
                "accounts and chatted on the messageries roses; the network was shut down on 30 "
                "June 2012."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Who were the four emperors of AD 69?",
        "Galba, Otho, Vitellius and Vespasian",
        [
            D(
                "Year of the Five Emperors: The murder of Commodus on the last day of 192 was "
                "followed by Pertinax, killed by the Praetorian Guard after three months, and "
                "Didius Julianus, who bought the throne at an auction. Pescennius Niger and "
                "Clodius Albinus also claimed it in 193, but Septimius Severus defeated both."
            ),
            D(
                "Flavian dynasty: The Flavians ruled Rome from AD 69 to 96: Vespasian, who began "
                "the Colosseum, then his sons Titus, who opened it in 80 and reigned when Vesuvius "
                "erupted in 79, and Domitian, murdered by court officials in 96. The family name, "
                "Flavius, was taken by many later emperors as a title."
            ),
            S(
                "Year of the Four Emperors: In AD 69, a year after Nero's suicide, four men held "
                "power in Rome in turn. Galba was murdered in the Forum in January, Otho killed "
                "himself after losing at Bedriacum in April, Vitellius was dragged through the "
                "streets and killed in December, and Vespasian, the last, founded the Flavian "
                "dynasty."
            ),
            D(
                "Year of the Six Emperors: In AD 238 the Senate turned against Maximinus Thrax. "
                "Gordian I and his son Gordian II ruled from Africa for about three weeks, the "
                "Senate then named Pupienus and Balbinus, and after Maximinus was killed by his "
                "own troops the Praetorian Guard murdered both and left the young Gordian III "
                "alone."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does an MP resign from the House of Commons?",
        (
            "MPs cannot simply resign: one who wants to leave is given a nominal paid post under "
            "the Crown, the Chiltern Hundreds or the Manor of Northstead, which disqualifies them "
            "and empties the seat for a by-election"
        ),
        [
            D(
                "Recall of MPs Act 2015: Under the Recall of MPs Act 2015 a petition opens in a "
                "constituency if its MP is jailed, suspended from the Commons for at least ten "
                "sitting days or convicted of a false expenses claim. If a tenth of the voters "
                "sign it within six weeks, the seat falls vacant and a by-election is held, as "
                "happened in Peterborough in 2019."
            ),
            S(
                "Chiltern Hundreds: Members of the House of Commons are not allowed simply to "
                "resign. One who wishes to go asks the Chancellor of the Exchequer for a paid post "
                "under the Crown, Crown Steward and Bailiff of the Chiltern Hundreds or of the "
                "Manor of Northstead; holding it disqualifies them, and a by-election fills the "
                "seat."
            ),
            D(
                "Peerage Act 1963: Tony Benn inherited the title Viscount Stansgate in 1960 and "
                "lost his Commons seat, since peers could not sit there. His campaign led to the "
                "Peerage Act 1963, which let a peer give up a title, and Benn was the first to do "
                "so, on 31 July 1963, the day it came into force."
            ),
            D(
                "House of Lords Reform Act 2014: Until 2014 a member of the House of Lords sat for "
                "life. The House of Lords Reform Act 2014 let peers retire by writing to the Clerk "
                "of the Parliaments, and removed those who did not attend for a whole session or "
                "were jailed for more than a year."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is a mile 5280 feet",
        (
            "a statute of 1593 fixed the mile at eight furlongs, and a furlong was 660 feet (40 "
            "rods of 16.5 feet), so the mile came to 8 x 660 = 5,280 feet"
        ),
        [
            D(
                "Roman mile: The Latin mille passuum, a thousand paces, gave the mile its name. A "
                "Roman pace was a double step of five Roman feet, so the mile measured about 1,480 "
                "m, and stone milestones marked it along roads such as the Via Appia, begun in 312 "
                "BC by the censor Appius Claudius."
            ),
            D(
                "Nautical mile: The nautical mile was first based on one minute of arc of "
                "latitude, so that navigators could read distances off the side of a chart. An "
                "international hydrographic conference in 1929 fixed it at exactly 1,852 m, about "
                "6,076 feet, and a knot is one nautical mile an hour, at sea and in the air alike."
            ),
            D(
                "Irish mile: Ireland long used its own mile of 2,240 yards, about 2,048 m, because "
                "its perch was 21 feet long. The Irish mile went out of official use in the 19th "
                "century, but old milestones along Irish roads still give distances in it, which "
                "can puzzle walkers."
            ),
            S(
                "Statute mile: The English mile was fixed by an Act of Parliament in 1593, under "
                "Elizabeth I, at eight furlongs. The furlong, the length of a furrow in a common "
                "field, was already 40 rods of sixteen and a half feet, or 660 feet, so the mile "
                "came to 5,280 feet rather than the round 5,000 of the Roman one."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was anyone killed in the Pig War?",
        "No; the only casualty was the pig, shot by an American farmer on San Juan Island in 1859",
        [
            D(
                "Aroostook War: In 1838 and 1839 lumbermen from Maine and New Brunswick quarrelled "
                "over forests along their disputed border, and both sides called out militia. No "
                "battle was ever fought, and the Webster\u2013Ashburton Treaty of 1842 drew the "
                "line that still divides Maine from Canada."
            ),
            D(
                "Pastry War: A French pastry cook near Mexico City said Mexican officers had "
                "looted his shop in 1828, and France later demanded 600,000 pesos for him and "
                "other citizens. French ships shelled Veracruz in 1838, Antonio L\u00f3pez de "
                "Santa Anna lost a leg in the fighting, and Britain helped make peace in March "
                "1839."
            ),
            D(
                "Football War: Fighting between El Salvador and Honduras broke out in July 1969, "
                "soon after riots at their qualifying matches for the 1970 World Cup. It lasted "
                "about 100 hours before the Organization of American States arranged a ceasefire, "
                "but some 3,000 people died, most of them civilians."
            ),
            S(
                "Pig War: In June 1859 Lyman Cutlar, an American farmer on San Juan Island, shot a "
                "Hudson's Bay Company pig rooting in his potatoes. The quarrel over the island, "
                "claimed by both Britain and the United States, brought troops and warships, but "
                "no shot was fired between them and the pig was the only casualty."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the artist of Campbell's Soup Cans born?",
        "Pittsburgh, Pennsylvania: Andy Warhol was born there in 1928",
        [
            D(
                "Marilyn Diptych: Andy Warhol made Marilyn Diptych in 1962, weeks after Marilyn "
                "Monroe's death, from a publicity photograph for the film Niagara. Fifty images of "
                "her face are screen-printed across two panels, in colour on the left and fading "
                "in black and white on the right; Tate in London bought it in 1980."
            ),
            S(
                "Campbell's Soup Cans: Campbell's Soup Cans is a set of 32 canvases by Andy "
                "Warhol, one for each flavour the company then sold, painted in 1962 and first "
                "shown that July at the Ferus Gallery in Los Angeles, each on a shelf like goods "
                "in a shop. The Museum of Modern Art in New York has owned the set since 1996."
            ),
            D(
                "Roy Lichtenstein: The pop artist Roy Lichtenstein was born in New York City in "
                "1923 and painted enlarged comic-strip panels, complete with the dots of cheap "
                "printing, such as Whaam! of 1963, in which a fighter plane fires a rocket. He "
                "studied at Ohio State University, taught at Rutgers and died in Manhattan in 1997."
            ),
            S(
                "Andy Warhol: Andrew Warhola was born on 6 August 1928 in Pittsburgh, "
                "Pennsylvania, to parents who had come from what is now Slovakia. He studied "
                "design at the Carnegie Institute of Technology, moved to New York in 1949 to work "
                "in advertising, and died there in February 1987 after gallbladder surgery."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "When did the Children's Crusade take place?",
        "in 1212",
        [
            D(
                "The Fourth Crusade set out from Venice in 1202 but never reached the Holy Land. "
                "Deep in debt to the Venetians, the crusaders first sacked the Adriatic port of "
                "Zara and then, in April 1204, stormed Constantinople itself, setting up a Latin "
                "empire there that lasted until 1261."
            ),
            D(
                "The People's Crusade of 1096 went ahead of the knights of the First Crusade. "
                "Stirred by the preacher Peter the Hermit, tens of thousands of poor pilgrims "
                "crossed Europe to Constantinople, and most of them were killed by Turkish troops "
                "near Civetot that October, while Peter was away in the city."
            ),
            S(
                "The Children's Crusade took place in 1212. A French shepherd boy, Stephen of "
                "Cloyes, led crowds to the king at Saint-Denis, and a youth called Nicholas led "
                "thousands of young people from the Rhineland over the Alps to Genoa, expecting "
                "the sea to part for them. None reached the Holy Land, and many were lost or sold."
            ),
            D(
                "In 1251 a preacher known as the Master of Hungary gathered shepherds and young "
                "peasants in northern France in what became known as the Shepherds' Crusade, meant "
                "to help King Louis IX, who had been captured in Egypt the year before. Its leader "
                "was received by the regent, Blanche of Castile, before the crowds turned on "
                "priests and Jews and were put down that summer."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who sent the zimmermann telegram",
        "Arthur Zimmermann, the German foreign secretary, in January 1917",
        [
            D(
                "The Ems Dispatch began as a telegram from Bad Ems in July 1870 reporting King "
                "Wilhelm I's meeting with the French ambassador, Count Benedetti. Otto von "
                "Bismarck shortened it before giving it to the press so that the exchange read "
                "like an insult, and France declared war within days."
            ),
            D(
                "After a German submarine torpedoed the cross-Channel ferry Sussex in March 1916, "
                "injuring American passengers, Germany gave the Sussex pledge that May, promising "
                "not to sink merchant ships without warning. It broke the promise on 1 February "
                "1917, when unrestricted submarine warfare resumed, and the United States cut "
                "diplomatic ties with Berlin two days later."
            ),
            D(
                "On 3 January 1896 Kaiser Wilhelm II sent a telegram to Paul Kruger, president of "
                "the Transvaal, congratulating him on defeating the Jameson Raid without calling "
                "on the help of friendly powers. The Kruger telegram caused fury in Britain and "
                "soured relations between the two countries for years."
            ),
            S(
                "In January 1917 Arthur Zimmermann, Germany's foreign secretary, sent a coded "
                "telegram to his ambassador in Mexico, Heinrich von Eckardt, offering Mexico an "
                "alliance and the return of lost lands if the United States entered the war. "
                "British codebreakers read it, and its publication that March turned American "
                "opinion."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Whose jet aircraft flew first, Frank Whittle's or Hans von Ohain's?",
        (
            "Hans von Ohain's: the Heinkel He 178 flew on 27 August 1939, the Gloster E.28/39 with "
            "Whittle's engine only on 15 May 1941"
        ),
        [
            S(
                "Frank Whittle, an RAF officer, patented a design for a turbojet in 1930, but "
                "money and official interest came slowly. An aircraft built around his engine, the "
                "Gloster E.28/39, did not take off until 15 May 1941, when Gerry Sayer flew it "
                "from RAF Cranwell in Lincolnshire for seventeen minutes."
            ),
            D(
                "The Messerschmitt Me 262 first flew on jet power alone on 18 July 1942 and went "
                "into service with the Luftwaffe in 1944 as the first operational jet fighter. Its "
                "Junkers Jumo 004 engines, designed by Anselm Franz, wore out after only ten to "
                "twenty-five hours of running."
            ),
            D(
                "The Gloster Meteor, Britain's first jet fighter, made its maiden flight on 5 "
                "March 1943 and entered service with No. 616 Squadron in July 1944. It was the "
                "only Allied jet to see combat in the Second World War, and its pilots chased V-1 "
                "flying bombs over southern England, tipping some over with a wing."
            ),
            S(
                "Hans von Ohain, a young German physicist, found backing from the aircraft maker "
                "Ernst Heinkel in 1936. His engine powered the Heinkel He 178, which Erich Warsitz "
                "flew from the company's airfield at Rostock on 27 August 1939, days before the "
                "invasion of Poland: the first flight of a jet aircraft."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Which countries made up the Triple Alliance of 1882?",
        "Germany, Austria-Hungary and Italy",
        [
            D(
                "The Triple Entente grew out of three separate agreements: the Franco-Russian "
                "Alliance of 1894, the Entente Cordiale between Britain and France in 1904 and the "
                "Anglo-Russian Convention of 1907. It was never a formal alliance like the one it "
                "faced, but France, Russia and Britain fought together when war came in 1914."
            ),
            S(
                "The Triple Alliance was signed in Vienna on 20 May 1882 by Germany, "
                "Austria-Hungary and Italy, each promising help if one of them was attacked by two "
                "or more great powers. Italy joined partly out of anger at France's seizure of "
                "Tunisia, but it stayed neutral in 1914 and entered the war on the other side in "
                "1915."
            ),
            D(
                "In January 1668 England, the Dutch Republic and Sweden formed a Triple Alliance "
                "to check Louis XIV, whose armies had overrun much of the Spanish Netherlands. The "
                "French king made peace at Aix-la-Chapelle that May, but soon bought off England "
                "with the secret Treaty of Dover in 1670."
            ),
            D(
                "The War of the Triple Alliance, from 1864 to 1870, set Brazil, Argentina and "
                "Uruguay against Paraguay under Francisco Solano L\u00f3pez. It was the bloodiest "
                "war in South American history; Paraguay lost territory to Brazil and Argentina "
                "and a huge share of its people before L\u00f3pez was killed in battle in 1870."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a witness plead the Fifth?",
        (
            "by refusing to answer a question on the ground that the answer might incriminate "
            "them, as the Fifth Amendment allows; a judge may test the claim, and a grant of "
            "immunity can remove it"
        ),
        [
            D(
                "The Fifth Amendment also holds the double jeopardy clause, which bars the "
                "government from trying someone twice for the same offence once they have been "
                "acquitted or convicted. Because the states and the federal government count as "
                "separate sovereigns, the Supreme Court ruled in 2019 that both may prosecute the "
                "same act."
            ),
            D(
                "In England and Wales a suspect still has the right to stay silent, but since the "
                "Criminal Justice and Public Order Act 1994 the police caution warns that it may "
                "harm their defence if they fail to mention something they later rely on in court, "
                "and juries may draw inferences from the silence."
            ),
            D(
                "The Fourth Amendment, ratified with the rest of the Bill of Rights in 1791, "
                "protects Americans against unreasonable searches and seizures and requires "
                "warrants to rest on probable cause. In Mapp v. Ohio in 1961 the Supreme Court "
                "ruled that evidence seized unlawfully cannot be used in state courts."
            ),
            S(
                "A witness pleads the Fifth by declining to answer a question and saying that the "
                "answer might tend to incriminate them, invoking the Fifth Amendment's rule that "
                "no one shall be compelled to be a witness against himself. It works in court, "
                "before grand juries and in Congress; a judge may test the claim, and immunity can "
                "remove it."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why are school buses yellow",
        (
            "a 1939 conference organised by Frank W. Cyr at Columbia University's Teachers College "
            "chose the colour because it is easy to see in the half-light of early morning and "
            "black lettering shows up well on it"
        ),
        [
            D(
                "John Hertz, a former car salesman, painted the cars of his Yellow Cab Company "
                "yellow when he founded it in Chicago in 1915, reportedly after a study at a local "
                "university told him which colour stood out most from a distance. New York's taxi "
                "rules have required medallion cabs to be yellow since 1967."
            ),
            S(
                "American school buses are yellow because of a conference that Frank W. Cyr, a "
                "professor at Columbia University's Teachers College, organised in 1939. Officials "
                "from every state agreed national standards and picked a yellow-orange shade "
                "because it stands out in the half-light of early morning and black lettering "
                "reads clearly on it."
            ),
            D(
                "Red double-deckers became the emblem of London after the London General Omnibus "
                "Company, the largest operator, painted its fleet red in 1907 to stand out from "
                "rival firms. When London Transport took over the buses in 1933 it kept the "
                "colour, and Transport for London still insists on it for most of the buses it "
                "hires."
            ),
            D(
                "Every American state makes it illegal to pass a school bus that has stopped with "
                "its red lights flashing and its stop arm out, a hinged red octagon that swings "
                "from the driver's side. Fines in many states run to hundreds of dollars, drivers "
                "can lose their licence, and some buses now carry cameras on the stop arm that "
                "photograph drivers who pass."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did Gideon v. Wainwright give poor defendants the right to a free lawyer?",
        (
            "Yes: in 1963 the Supreme Court ruled that states must provide a lawyer to defendants "
            "facing felony charges who cannot afford one"
        ),
        [
            D(
                "In Betts v. Brady in 1942 the Supreme Court ruled that Smith Betts, an unemployed "
                "farmhand charged with robbery in Maryland, had no general right to a lawyer paid "
                "by the state. Appointed counsel, the justices said, was needed in state courts "
                "only where special circumstances made a fair trial impossible without it. Betts "
                "had asked for a lawyer and been refused."
            ),
            D(
                "Powell v. Alabama arose from the case of the Scottsboro Boys, nine Black "
                "teenagers accused in 1931 of raping two white women on a train. In 1932 the "
                "Supreme Court overturned their convictions because they had had no real help from "
                "a lawyer, holding that defendants facing death must be given counsel."
            ),
            S(
                "Clarence Earl Gideon, charged in 1961 with breaking into a pool hall in Panama "
                "City, Florida, asked for a lawyer and was refused because he could not pay. From "
                "prison he wrote to the Supreme Court, which ruled unanimously in Gideon v. "
                "Wainwright in March 1963 that states must appoint counsel for poor defendants "
                "facing felony charges."
            ),
            D(
                "Danny Escobedo was questioned by Chicago police about a shooting in 1960 and kept "
                "from the lawyer he had asked for, who was waiting at the station. In Escobedo v. "
                "Illinois in 1964 the Supreme Court threw out his confession, ruling that a "
                "suspect under interrogation has a right to consult counsel."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which town was the painter of Nighthawks born?",
        "Nyack, New York: Edward Hopper was born there in 1882",
        [
            D(
                "Automat, which Edward Hopper painted in 1927, shows a woman in a cloche hat "
                "sitting alone at a round table in a self-service restaurant at night, staring "
                "into a cup of coffee, with rows of lights reflected in the black window behind "
                "her. It belongs to the Des Moines Art Center in Iowa."
            ),
            S(
                "Nighthawks, painted by Edward Hopper in 1942, shows three customers and a "
                "counterman in a brightly lit diner on a dark, empty street corner, seen through a "
                "curved pane of glass with no door in sight. The Art Institute of Chicago bought "
                "it within months of its completion for 3,000 dollars."
            ),
            D(
                "Andrew Wyeth was born in 1917 in Chadds Ford, Pennsylvania, the youngest child of "
                "the illustrator N. C. Wyeth. His best-known picture, Christina's World of 1948, "
                "shows his neighbour Anna Christina Olson, disabled by illness, crawling across a "
                "field towards her farmhouse in Maine; it now hangs in the Museum of Modern Art."
            ),
            S(
                "Edward Hopper was born on 22 July 1882 in Nyack, a small town on the Hudson River "
                "north of New York City, where his father kept a dry goods shop. He studied under "
                "Robert Henri at the New York School of Art, married the painter Josephine Nivison "
                "in 1924 and died in his Washington Square studio in 1967."
            ),
        ],
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "When did Pride's Purge take place?",
        "on 6 December 1648",
        [
            D(
                "Home > History > Civil wars | The five members\nOn 4 January 1642 Charles I "
                "entered the House of Commons with armed men to arrest five MPs, among them John "
                "Pym and John Hampden, for treason. Warned in time, they had slipped away by "
                "river, and the king found that the birds had flown.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Civil wars | Pride's Purge\nOn 6 December 1648 soldiers under "
                "Colonel Thomas Pride stood at the door of the House of Commons and turned away or "
                "arrested MPs who still wanted a treaty with Charles I. The members who were left, "
                "the Rump, voted to put the king on trial.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Civil wars | The Rump dismissed\nOn 20 April 1653 Oliver "
                "Cromwell came into the Commons with musketeers and dissolved the Rump Parliament, "
                "telling its members they had sat too long. The mace was taken away, and a "
                "nominated assembly, Barebone's Parliament, met that July.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > History > Civil wars | Self-denying Ordinance\nIn April 1645 Parliament "
                "passed the Self-denying Ordinance, making members of both Houses give up their "
                "army commands, which removed the Earls of Essex and Manchester. Cromwell was "
                "exempted again and again and stayed on as a general.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "first photograph ever taken",
        "View from the Window at Le Gras, made by Nic\u00e9phore Ni\u00e9pce in about 1826 or 1827",
        [
            D(
                "Home > Arts > Photography | The first person in a photograph\nLouis Daguerre's "
                "1838 view of the Boulevard du Temple in Paris took minutes to expose, so the "
                "moving traffic left no trace. Only a man having his boots polished stood still "
                "long enough, and he is thought to be the first human ever photographed.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Arts > Photography | The oldest negative\nIn August 1835 William Henry Fox "
                "Talbot exposed a small paper negative of a latticed window at Lacock Abbey, his "
                "home in Wiltshire. It is the oldest surviving negative, and his calotype process "
                "of 1841 let many prints be made from one negative.\nShare this | Cookie policy"
            ),
            S(
                "Home > Arts > Photography | The oldest photograph\nNic\u00e9phore Ni\u00e9pce "
                "made the earliest surviving camera photograph in about 1826 or 1827 at his house "
                "at Saint-Loup-de-Varennes in Burgundy. View from the Window at Le Gras, on a "
                "pewter plate coated with bitumen, needed hours of exposure and is now kept in "
                "Austin, Texas.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Photography | The first colour photograph\nIn 1861 the physicist "
                "James Clerk Maxwell showed a colour image of a tartan ribbon at the Royal "
                "Institution in London. Thomas Sutton had photographed it three times through red, "
                "green and blue filters, and the three were projected together.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which came first in Britain, the Highway Code or the driving test?",
        (
            "the Highway Code, first published in April 1931; the driving test became compulsory "
            "in June 1935"
        ),
        [
            S(
                "Home > Motoring > History | The first Highway Code\nThe Ministry of Transport "
                "published the first Highway Code on 14 April 1931, as the Road Traffic Act 1930 "
                "required. The booklet cost one penny and ran to 18 pages, with advice for "
                "drivers, cyclists, pedestrians and even people leading horses or cattle.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Motoring > History | Licences for all\nThe Motor Car Act 1903 made every "
                "driver in Britain hold a licence from 1 January 1904 and every car carry a "
                "registration number. Licences cost five shillings a year from the local council "
                "and were issued without any test of skill at all; the same act raised the speed "
                "limit to 20 mph.\nShare this | Cookie policy"
            ),
            S(
                "Home > Motoring > History | The driving test begins\nDriving tests became "
                "compulsory for new drivers in Britain on 1 June 1935, under the Road Traffic Act "
                "1934, after a voluntary start that March. There were no test centres, so "
                "examiners met candidates at agreed places such as railway stations.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Motoring > History | The motorway limit\nBritain's motorways had no speed "
                "limit until 22 December 1965, when a 70 mph limit was brought in as a trial after "
                "a run of crashes in fog. The trial was extended, and the limit was made permanent "
                "in 1967 under the transport minister Barbara Castle.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What are the heavy events at the Highland games?",
        (
            "the caber toss, the stone put, the Scottish hammer throw, the weight for distance and "
            "the weight over the bar, with the sheaf toss at many games"
        ),
        [
            D(
                "Home > Sport > Scotland | The Braemar Gathering\nThe Braemar Gathering is held on "
                "the first Saturday of September in Aberdeenshire, and the royal family has come "
                "regularly since Queen Victoria's first visit in 1848. The monarch is its patron, "
                "and the crowd watches pipe bands, dancing and a hill race up Morrone.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Sport > Scotland | Highland dancing\nCompetitive Highland dancing has four "
                "main dances: the Highland fling, the sword dance, or Ghillie Callum, danced over "
                "two crossed swords, the seann triubhas, in which the dancer seems to shake off "
                "trousers, and the Highland reel.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Scotland | The Cowal Gathering\nThe Cowal Highland Gathering in "
                "Dunoon, first held in 1894, is one of the largest Highland games, held over the "
                "last weekend of August. It hosts the World Highland Dancing Championships and "
                "draws pipe bands from around the world.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Scotland | The heavy events\nThe heavy events at a Highland games "
                "are the caber toss, in which a tree trunk must be turned end over end, the stone "
                "put, the Scottish hammer, thrown from a standing position, the weight for "
                "distance and the weight over the bar; many games add the sheaf toss.\nShare this "
                "| Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How did Chappe's optical telegraph send messages?",
        (
            "through a chain of towers, each with a beam and two movable arms set in coded "
            "positions, which the keeper of the next tower read through a telescope and copied"
        ),
        [
            D(
                "Home > Technology > Communications | The shutter telegraph\nIn 1796 the Admiralty "
                "opened Lord George Murray's shutter telegraph between London and Deal. Each "
                "station had six wooden shutters in a frame that could be opened or shut in 64 "
                "combinations, and a signal could reach the coast in minutes.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Technology > Communications | The Chappe telegraph\nClaude Chappe's "
                "telegraph, opened between Paris and Lille in 1794, passed messages along a chain "
                "of towers several miles apart. On each stood a beam with two movable arms, set by "
                "ropes into coded positions; a keeper watched the next tower through a telescope "
                "and copied its signal.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Communications | Flag semaphore\nIn flag semaphore a "
                "signaller holds a flag in each hand and shows each letter by the angle of the "
                "arms, like the hands of a clock. Navies used it for messages between ships, and "
                "the nuclear disarmament symbol joins the signs for N and D.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Technology > Communications | The heliograph\nA heliograph flashes "
                "sunlight off a mirror in long and short bursts of Morse code, and on a clear day "
                "it could be read 50 km away. The British Army used it on the North-West Frontier "
                "of India and in the Second Anglo-Afghan War of 1878 to 1880.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why was the first webcam pointed at a coffee pot",
        (
            "so that researchers elsewhere in the Cambridge Computer Laboratory could see from "
            "their desks whether the pot in the Trojan Room was empty before walking to it"
        ),
        [
            D(
                "Home > Technology > Internet history | JenniCam\nIn April 1996 Jennifer Ringley, "
                "a student at Dickinson College in Pennsylvania, set up a camera in her room that "
                "posted a new picture to her website every few minutes. JenniCam ran for seven "
                "years and made her one of the first people to live her life in public "
                "online.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Internet history | The coffee pot protocol\nOn 1 April 1998 a "
                "joke document, RFC 2324, set out the Hyper Text Coffee Pot Control Protocol for "
                "running coffee pots over the internet. It gave the world error code 418, I'm a "
                "teapot, for a teapot asked to brew coffee.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Internet history | The first photo on the web\nIn July 1992 "
                "Tim Berners-Lee put a picture of Les Horribles Cernettes, a comic band of CERN "
                "staff who sang about physics, on the early web. It is often called the first "
                "photograph uploaded there; Silvano de Gennaro took it.\nShare this | Cookie policy"
            ),
            S(
                "Home > Technology > Internet history | The Trojan Room coffee pot\nIn 1991 "
                "researchers at the University of Cambridge Computer Laboratory aimed a camera at "
                "the coffee pot in the Trojan Room, so that colleagues elsewhere in the building "
                "could check from their screens whether it was empty before making the "
                "trip.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Did William Webb Ellis invent rugby?",
        (
            "Probably not: the story was first told in 1876, four years after his death, by a man "
            "who had not seen it, and historians treat it as a legend"
        ),
        [
            D(
                "Home > Sport > Rugby | The Webb Ellis Cup\nThe Webb Ellis Cup has gone to the "
                "winners of the Rugby World Cup since the first tournament in 1987, won by New "
                "Zealand. The silver-gilt trophy, about 38 cm tall, was made in 1906 by the London "
                "firm Carrington and Co, copying a cup of 1740 by the Huguenot silversmith Paul de "
                "Lamerie.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Rugby | The Rugby Football Union\nTwenty-one clubs met at the Pall "
                "Mall Restaurant in London on 26 January 1871 and founded the Rugby Football Union "
                "to agree one set of rules. Three lawyers who had been pupils at Rugby School "
                "wrote the first laws, approved that June.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Rugby | The Webb Ellis story\nThe tale that William Webb Ellis "
                "picked up the ball and ran with it at Rugby School in 1823 was first told in 1876 "
                "by Matthew Bloxam, four years after Webb Ellis died. Bloxam had left the school "
                "before 1823 and no witness backed him; historians call it a legend.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Rugby | The great split\nOn 29 August 1895, 22 clubs met at the "
                "George Hotel in Huddersfield and left the Rugby Football Union to form the "
                "Northern Union. The quarrel was over pay for working men who lost wages to play, "
                "and the new body became rugby league.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which year did the sculptor of the Angel of the North win the Turner Prize?",
        "1994: Antony Gormley won it that year",
        [
            S(
                "Home > Arts > Public art | The Angel of the North\nAntony Gormley's Angel of the "
                "North has stood on a hill above the A1 at Gateshead since February 1998. The "
                "steel figure is 20 m tall with wings 54 m across, and it is built on the site of "
                "a former colliery's pithead baths.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Public art | Another Place\nAnother Place, 100 cast-iron figures by "
                "Antony Gormley, looks out to sea along some 3 km of Crosby Beach near Liverpool. "
                "Each was cast from the sculptor's body, and after first being shown in Germany in "
                "1997 the work came to Crosby in 2005 and stayed.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Sculptors | Rachel Whiteread\nRachel Whiteread won the Turner Prize "
                "in 1993, the first woman to do so, weeks after finishing House, a concrete cast "
                "of the inside of a Victorian house in east London. The council knocked the work "
                "down in January 1994.\nShare this | Cookie policy"
            ),
            S(
                "Home > Arts > Sculptors | Antony Gormley\nAntony Gormley, born in London in 1950, "
                "studied archaeology, anthropology and art history at Cambridge before going to "
                "art school. He won the Turner Prize in 1994, and much of his work starts from "
                "casts of his own body.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who sent the first Christmas card?",
        "Henry Cole, in London in 1843, with a design by John Callcott Horsley",
        [
            D(
                "Q: Who made Christmas cards popular in America?\nA: Louis Prang, a German-born "
                "printer in Boston, often called the father of the American Christmas card. He "
                "began selling them in Britain in the early 1870s and in the United States in "
                "1875, printed in many colours with flowers, birds and snow."
            ),
            S(
                "Q: How old is the Christmas card?\nA: Henry Cole, a London civil servant who "
                "later ran the museum that became the V&A, had the artist John Callcott Horsley "
                "design one in 1843 and sent it to friends. It showed a family raising glasses at "
                "a feast, and some were shocked to see a child drinking wine."
            ),
            D(
                "Q: Who brought the Christmas tree to Britain?\nA: Queen Charlotte, the German "
                "wife of George III, set up a decorated yew at Windsor in 1800. But the custom "
                "caught on only after 1848, when the Illustrated London News printed a picture of "
                "Queen Victoria, Prince Albert and their children around their tree."
            ),
            D(
                "Q: Who sent the first valentine?\nA: The oldest surviving one is often said to be "
                "a poem that Charles, Duke of Orl\u00e9ans, wrote to his wife in 1415 while a "
                "prisoner in the Tower of London after Agincourt. He was held in England for some "
                "25 years before he was ransomed."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "who started mothers day",
        "Anna Jarvis, who held the first Mother's Day services in 1908 in memory of her mother",
        [
            D(
                "Q: Who started Father's Day?\nA: Sonora Smart Dodd of Spokane, Washington, whose "
                "widowed father, a Civil War veteran, had raised six children alone, organised the "
                "first one on 19 June 1910. It took decades to win official status: President "
                "Richard Nixon signed it into law in 1972, fixing it on the third Sunday of June."
            ),
            D(
                "Q: Is Mothering Sunday the same as Mother's Day?\nA: Not in origin. Mothering "
                "Sunday falls on the fourth Sunday of Lent and began as the day people went back "
                "to their mother church, the main church of their area, when servants were given "
                "the day off. It has since taken on the cards and flowers."
            ),
            S(
                "Q: How did Mother's Day begin in the United States?\nA: Anna Jarvis held the "
                "first services on 10 May 1908 in Grafton, West Virginia, and in Philadelphia, in "
                "memory of her mother, Ann Reeves Jarvis. She wrote to politicians for years until "
                "President Woodrow Wilson made the second Sunday of May a national day in 1914."
            ),
            D(
                "Q: Who started Grandparents Day?\nA: Marian McQuade, a mother of fifteen from "
                "West Virginia, campaigned for it through the 1970s, first in her own state. "
                "President Jimmy Carter proclaimed the first National Grandparents Day in 1978, to "
                "be held on the first Sunday after Labor Day each September."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which came first, the General Strike or the Jarrow March?",
        "the General Strike, in May 1926, ten years before the Jarrow March of October 1936",
        [
            D(
                "Q: What happened at Tonypandy in 1910?\nA: Striking miners in the Rhondda rioted "
                "in November 1910 after clashes at the Glamorgan Colliery, and shops were looted. "
                "Winston Churchill, the Home Secretary, sent Metropolitan Police and held troops "
                "in reserve, which many in south Wales never forgave him for."
            ),
            S(
                "Q: When was the General Strike?\nA: From 4 to 12 May 1926. The Trades Union "
                "Congress called out about 1.7 million workers in support of coal miners facing "
                "lower pay and longer hours, and volunteers ran buses and trains. The TUC gave in "
                "after nine days, and the miners fought on alone until November."
            ),
            D(
                "Q: When was the miners' strike of the 1980s?\nA: From March 1984 to March 1985. "
                "Arthur Scargill's National Union of Mineworkers struck against pit closures "
                "planned by the National Coal Board under Ian MacGregor; the strike saw the clash "
                "at Orgreave in June 1984 and ended without a deal."
            ),
            S(
                "Q: When did the Jarrow March take place?\nA: In October 1936. Two hundred men "
                "walked about 300 miles from Jarrow to London after the closure of Palmer's "
                "shipyard left most of the town out of work, and their MP, Ellen Wilkinson, "
                "presented a petition to Parliament; the government did nothing."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Who were the Tolpuddle Martyrs?",
        (
            "six Dorset farm labourers: George Loveless, James Loveless, Thomas Standfield, John "
            "Standfield, James Brine and James Hammett"
        ),
        [
            D(
                "Tolpuddle today\n\u2022 Village in Dorset, about seven miles north-east of "
                "Dorchester\n\u2022 Martyrs' Tree: the sycamore under which the men met, now cared "
                "for by the National Trust\n\u2022 TUC Memorial Cottages, built in 1934 for the "
                "centenary, now a museum\n\u2022 Festival held there by the TUC every July"
            ),
            D(
                "Cato Street Conspiracy, 1820\n\u2022 Plot to murder the whole cabinet at a dinner "
                "in Grosvenor Square\n\u2022 Betrayed by a spy; the loft in Cato Street raided on "
                "23 February\n\u2022 Hanged on 1 May: Arthur Thistlewood, James Ings, John Brunt, "
                "Richard Tidd and William Davidson\n\u2022 Five others transported"
            ),
            S(
                "Tolpuddle Martyrs: the six men\n\u2022 George Loveless, Methodist preacher and "
                "leader\n\u2022 James Loveless, his brother\n\u2022 Thomas Standfield and his son "
                "John Standfield\n\u2022 James Brine and James Hammett\n\u2022 Sentenced in 1834 "
                "to transportation for swearing a secret union oath; pardoned in 1836"
            ),
            D(
                "Pentrich Rising, 1817\n\u2022 Armed march of Derbyshire workers on Nottingham in "
                "June, egged on by a government spy, William Oliver\n\u2022 Leaders hanged and "
                "beheaded at Derby: Jeremiah Brandreth, William Turner and Isaac Ludlam\n\u2022 "
                "Fourteen others transported to Australia"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does an elevator's safety brake stop a falling car?",
        (
            "a spring kept bent by the pull of the hoisting rope straightens if the rope breaks "
            "and drives catches into toothed racks along the guide rails, locking the car"
        ),
        [
            D(
                "Q: Where was the first passenger elevator?\nA: In the E. V. Haughwout Building, a "
                "china and glass store at Broadway and Broome Street in New York. Otis fitted a "
                "steam-driven lift there on 23 March 1857; it rose at about 40 feet a minute and "
                "served the store's five floors."
            ),
            D(
                "Q: How does a hydraulic elevator work?\nA: A pump pushes oil into a cylinder "
                "under the car, and the rising piston lifts it; to go down, a valve lets the oil "
                "flow back to a tank. Because the ram needs a deep pit or a long cylinder, "
                "hydraulic lifts are mostly used in low buildings such as shops and car parks."
            ),
            D(
                "Q: What does an elevator's counterweight do?\nA: It hangs on the other end of the "
                "ropes and usually weighs as much as the empty car plus 40 to 50 per cent of its "
                "rated load. The motor then only has to lift the difference, which saves energy "
                "and helps the traction sheave grip the ropes pressed into its grooves."
            ),
            S(
                "Q: What stops an elevator from falling if its rope breaks?\nA: The safety brake "
                "that Elisha Otis showed in New York in 1854. A strong spring at the top of the "
                "car is kept bent by the pull of the hoisting rope; if the rope snaps, the spring "
                "straightens and drives catches into toothed racks along the guide rails, locking "
                "the car."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is the door of the Commons slammed on Black Rod?",
        (
            "to show that the Commons is independent of the monarch, a custom recalling Charles "
            "I's entry into the chamber to arrest five members in 1642"
        ),
        [
            D(
                "Q: Why is Black Rod called Black Rod?\nA: After the ebony staff topped with a "
                "golden lion that the officer carries. The post began in 1350 as usher of the "
                "Order of the Garter and now looks after order and security in the House of Lords; "
                "Sarah Clarke became the first woman to hold it in 2018."
            ),
            D(
                "Q: Why is an MP kept at Buckingham Palace during the State Opening?\nA: A "
                "government whip who holds the post of Vice-Chamberlain of the Household stays at "
                "the palace while the monarch is at Westminster, a hostage for the sovereign's "
                "safe return, a custom said to date from Charles I's troubled reign; he or she is "
                "freed when the monarch is safely back."
            ),
            S(
                "Q: What happens when Black Rod comes to the Commons?\nA: At the State Opening, "
                "Black Rod is sent from the Lords to summon MPs, and the door is slammed in his or "
                "her face to show that the Commons is independent of the monarch, a custom dating "
                "from Charles I's entry into the chamber to arrest five members in 1642."
            ),
            D(
                "Q: Why is a new Speaker dragged to the chair?\nA: Newly elected Speakers are "
                "pulled to the chair by fellow MPs, showing mock reluctance, because the job was "
                "once dangerous: the Speaker carried the Commons' views to the monarch, and "
                "between the 14th and 16th centuries several were executed."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is a perfect game the same as a no hitter",
        (
            "No: in a perfect game no batter reaches base at all, while a no-hitter allows walks, "
            "errors and hit batters as long as there are no hits"
        ),
        [
            D(
                "Q: What is a shutout in baseball?\nA: A game in which one pitcher works the whole "
                "way and the other team scores no runs. Hits and walks are allowed as long as "
                "nobody crosses home plate; Walter Johnson holds the career record of 110, "
                "pitching for the Washington Senators from 1907 to 1927."
            ),
            S(
                "Q: What is the difference between a perfect game and a no-hitter?\nA: In a "
                "no-hitter the other side gets no hits in at least nine innings, but batters may "
                "still reach base on walks, errors or hit-by-pitches. A perfect game is stricter: "
                "27 batters come up and all 27 are out, so every perfect game is also a no-hitter."
            ),
            D(
                "Q: Who pitched the only perfect game in a World Series?\nA: Don Larsen of the New "
                "York Yankees, against the Brooklyn Dodgers in Game 5 of the 1956 World Series on "
                "8 October. The catcher Yogi Berra leapt into his arms after the last out, and "
                "Larsen never came close to it again."
            ),
            D(
                "Q: What is a perfect game in bowling?\nA: A score of 300 in ten-pin bowling, made "
                "by rolling twelve strikes in a row: one in each of the first nine frames and "
                "three in the tenth. A strike scores ten plus the pins from the next two balls, so "
                "each frame of a perfect game is worth 30."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "When did the president who signed the Indian Removal Act die?",
        "on 8 June 1845: Andrew Jackson died at the Hermitage, near Nashville",
        [
            D(
                "Q: Who was president during the Trail of Tears?\nA: Martin Van Buren. The "
                "Cherokee were driven from Georgia and nearby states in 1838 and 1839 under his "
                "presidency, enforcing the Treaty of New Echota of 1835; thousands died on the way "
                "to Indian Territory, in what is now Oklahoma."
            ),
            S(
                "Q: Who signed the Indian Removal Act?\nA: President Andrew Jackson, on 28 May "
                "1830. The act let him trade land west of the Mississippi for the homelands of "
                "tribes in the South-East, and it led to the forced removal of the Choctaw, Creek, "
                "Chickasaw, Seminole and Cherokee nations."
            ),
            S(
                "Q: When did Andrew Jackson die?\nA: On 8 June 1845, aged 78, at the Hermitage, "
                "his cotton plantation near Nashville, Tennessee. He had left the White House in "
                "1837 after two terms, and he was buried in the garden beside his wife Rachel, who "
                "had died just before he took office."
            ),
            D(
                "Q: When did Martin Van Buren die?\nA: On 24 July 1862 at Lindenwald, his estate "
                "at Kinderhook, New York, the town where he had been born in 1782. He was the "
                "first president born a citizen of the United States rather than a British "
                "subject, and he died during the Civil War."
            ),
        ],
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who invented the can opener?",
        "Ezra Warner of Waterbury, Connecticut, who patented one in 1858",
        [
            D(
                "When Peter Durand, a London merchant, patented the idea of keeping food in tin "
                "cans in 1810, nobody thought about how they would be opened. The early cans were "
                "heavy iron and so thick that the soldiers and sailors who ate from them opened "
                "them with knives, bayonets or a hammer and chisel."
            ),
            S(
                "Ezra Warner, of Waterbury in Connecticut, took out a patent in January 1858 on a "
                "hand tool with a pointed blade that was driven through the lid of a tin and "
                "levered round its rim. Union soldiers in the Civil War used his device, and "
                "grocers kept one behind the counter to serve customers."
            ),
            D(
                "The pull tab that lets drinkers open a can with no tool at all was invented by "
                "Ermal Fraze of Dayton, Ohio, after he had to use a car bumper to open a beer at a "
                "picnic. Iron City Beer of Pittsburgh put it on its cans in 1962, and the stay-on "
                "tab, which does not end up on the ground, came in 1975."
            ),
            D(
                "The key-opened tin, in which a small metal key winds a scored strip off the side "
                "of the can, was patented in 1866 by J. Osterhoudt of New York. It became standard "
                "for sardines and corned beef, and the key was fixed to the tin so that no "
                "separate opener was needed."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who started afternoon tea",
        "Anna Russell, seventh Duchess of Bedford, in the 1840s",
        [
            D(
                "Afternoon tea should not be confused with high tea, the main evening meal of "
                "working families in the industrial north of England and in Scotland, eaten at a "
                "high table at about six o'clock after the day's work. It started in the 19th "
                "century and meant meat, pies, bread and a strong pot of tea, and it is still what "
                "many Scots call their evening meal."
            ),
            D(
                "Catherine of Braganza, the Portuguese princess who married Charles II in 1662, is "
                "credited with starting the fashion for drinking tea at the English court. She is "
                "said to have brought a chest of it with her dowry, and it soon became the drink "
                "of fashionable ladies in London."
            ),
            S(
                "Anna Russell, seventh Duchess of Bedford, grew faint in the long gap between "
                "luncheon and a dinner often served as late as eight o'clock. In the 1840s, at "
                "Woburn Abbey, she took to ordering a pot with bread and butter and cakes to her "
                "room at about four, and soon asked friends to join her; the habit spread through "
                "society."
            ),
            D(
                "The cream tea, scones with clotted cream and jam, is claimed by both Devon and "
                "Cornwall, which argue over whether the cream or the jam goes on first. Some trace "
                "it to the monks of Tavistock Abbey in Devon, said to have fed bread, cream and "
                "jam to the men rebuilding it in the 11th century."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who was born first, Ada Lovelace or Charles Babbage?",
        "Charles Babbage, born in December 1791, 24 years before Ada Lovelace (December 1815)",
        [
            D(
                "George Gordon Byron was born on 22 January 1788 in London with a deformed right "
                "foot and became the sixth Baron Byron at the age of ten. He left England for good "
                "in April 1816 amid scandal, fought for Greek independence and died of fever at "
                "Missolonghi in 1824, aged 36."
            ),
            S(
                "Charles Babbage came into the world on 26 December 1791 in London, the son of a "
                "banker. He became Lucasian Professor of Mathematics at Cambridge in 1828, "
                "designed the Difference Engine and the Analytical Engine, and campaigned against "
                "street musicians, whose noise he said wasted much of his working time."
            ),
            S(
                "Augusta Ada, the only legitimate child of Lord Byron, arrived on 10 December "
                "1815, weeks before her parents parted for good. Her mother had her taught "
                "mathematics to keep her from poetry, and as Countess of Lovelace she published "
                "her notes on the Analytical Engine in 1843."
            ),
            D(
                "Mary Somerville was born on 26 December 1780 in Jedburgh in the Scottish Borders, "
                "taught herself algebra and became one of the best-known science writers of her "
                "day. She was a friend and tutor to the young Ada Byron, and Somerville College in "
                "Oxford, founded in 1879, is named after her; she is on a Scottish ten-pound note."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What did the Succession to the Crown Act 2013 change?",
        (
            "it ended male preference for those born after 28 October 2011, stopped marriage to a "
            "Roman Catholic from barring anyone from the throne, and left only the first six in "
            "line needing the monarch's consent to marry"
        ),
        [
            D(
                "The Act of Settlement 1701 settled the crown on Sophia, Electress of Hanover, and "
                "her Protestant heirs, passing over dozens of Catholic relatives with stronger "
                "claims. It still bars a Roman Catholic from the throne, and it requires the "
                "monarch to join in communion with the Church of England."
            ),
            S(
                "Under the Succession to the Crown Act 2013, which followed an agreement of the "
                "Commonwealth realms at Perth in 2011, a princess born after 28 October 2011 no "
                "longer gives way to a younger brother; wedding a Roman Catholic no longer costs "
                "anyone their place; and only the six nearest the throne need the sovereign's "
                "leave to marry."
            ),
            D(
                "His Majesty's Declaration of Abdication Act 1936 gave effect to Edward VIII's "
                "abdication on 11 December 1936 and removed him and any children he might have "
                "from the line of succession. It was the only time a British monarch has given up "
                "the throne of his own free will."
            ),
            D(
                "The Regency Act 1937 provides for a regent if the monarch is under 18 or unable "
                "to rule, and lets Counsellors of State act when the sovereign is abroad or ill. "
                "They are drawn from the monarch's spouse and the first four adults in the line of "
                "succession, with two more added in 2022, and two must act together."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did pneumatic post carry letters?",
        (
            "messages were sealed in cylinders and blown or sucked by air pressure through "
            "networks of pipes under the streets from one office to the next"
        ),
        [
            D(
                "From 1927 to 2003 the Post Office Railway, known as Mail Rail, carried letters "
                "and parcels under London on driverless electric trains running through narrow "
                "tunnels between Paddington and Whitechapel, linking sorting offices and main "
                "railway stations; part of it reopened for visitors in 2017."
            ),
            D(
                "During the siege of Paris in 1870 and 1871 letters went out of the city by "
                "balloon, and replies came back by pigeon post: pages of messages were shrunk onto "
                "thin film by photography, rolled into quills tied to the birds' tails and read in "
                "Paris with a projector."
            ),
            D(
                "The pneumatic tyre was patented in 1888 by John Boyd Dunlop, a Scottish vet "
                "living in Belfast, who fitted air-filled rubber tubes to his young son's tricycle "
                "to make it ride more smoothly. He later learned that Robert William Thomson had "
                "patented a similar idea in 1845."
            ),
            S(
                "In Paris from 1866 until 1984, urgent notes written on thin blue forms were "
                "rolled into metal cylinders and shot through a web of tubes under the streets, "
                "pushed by compressed air or drawn by a vacuum from one office to the next, so "
                "that a message could cross the city in about two hours."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Long March begin?",
        (
            "the Communists broke out of their base in Jiangxi in October 1934 to escape "
            "destruction by Chiang Kai-shek's Nationalist armies, whose fifth encirclement "
            "campaign was closing in on them"
        ),
        [
            S(
                "By the autumn of 1934 the Red Army's base in Jiangxi was being strangled by "
                "Chiang Kai-shek's fifth encirclement campaign, a ring of Nationalist blockhouses "
                "closing around it. Facing annihilation, some 86,000 Communists slipped through "
                "the lines in October and headed west, the start of the Long March."
            ),
            D(
                "The Long March ended in October 1935, when Mao Zedong's column reached the "
                "Communist base in northern Shaanxi after covering about 9,000 km across rivers, "
                "mountains and marshes. Only a few thousand of those who had set out a year "
                "earlier arrived there, and Yan'an later became the party's capital."
            ),
            D(
                "At the Zunyi Conference in Guizhou in January 1935, part-way through the Long "
                "March, Communist leaders criticised the military tactics of Otto Braun and Bo Gu, "
                "and Mao Zedong won a leading voice in military affairs. Official histories treat "
                "it as the start of his rise to the leadership of the party."
            ),
            D(
                "In the Xi'an Incident of December 1936, the Manchurian general Zhang Xueliang "
                "seized Chiang Kai-shek and held him until he agreed to stop fighting the "
                "Communists and join them against Japan. Zhang spent more than fifty years under "
                "house arrest afterwards, first on the mainland and then in Taiwan."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "does great ormond street still get peter pan royalties",
        (
            "Yes: Barrie gave the hospital the rights in 1929, and since the copyright ran out a "
            "1988 act has given it a payment for UK uses of Peter Pan with no end date"
        ),
        [
            D(
                "Peter Pan, or the Boy Who Wouldn't Grow Up was first staged at the Duke of York's "
                "Theatre in London on 27 December 1904, with Nina Boucicault as Peter and Gerald "
                "du Maurier as both Mr Darling and Captain Hook, a doubling that many later "
                "productions have kept, while Peter is often played by a woman."
            ),
            S(
                "J. M. Barrie handed his rights in Peter Pan to the Great Ormond Street Hospital "
                "for Children in 1929. When the copyright ran out at the end of 1987, a clause in "
                "the Copyright, Designs and Patents Act 1988, pressed for by James Callaghan, "
                "entitled the hospital to a payment for every UK staging, printing or broadcast, "
                "with no end date."
            ),
            D(
                "Winnie-the-Pooh, A. A. Milne's book of 1926, entered the public domain in the "
                "United States on 1 January 2022, 95 years after it came out, so anyone there may "
                "now use the original stories without paying royalties. Disney's version of the "
                "bear, with its red shirt, is still protected by later copyrights."
            ),
            D(
                "Great Ormond Street Hospital opened on 14 February 1852 in a Georgian house in "
                "Bloomsbury with ten beds, founded by the doctor Charles West as the first "
                "hospital in Britain just for children. Charles Dickens, a keen supporter, gave a "
                "public reading in 1858 that raised money to buy the house next door, and the "
                "hospital has grown on the site ever since."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Which country was allowed to keep the trophy that Pickles the dog found?",
        "Brazil, after winning the World Cup for a third time in 1970",
        [
            D(
                "Since 1974 winners of the World Cup have received a different trophy, the solid "
                "gold design of the Italian sculptor Silvio Gazzaniga, showing two figures holding "
                "up the globe. It is not allowed to be kept for good: the champions give it back "
                "and take home a gold-plated bronze replica instead, and their names are engraved "
                "on its base."
            ),
            S(
                "In March 1966, a week after thieves took the Jules Rimet Trophy from a stamp show "
                "at Westminster's Central Hall, a black-and-white collie called Pickles was "
                "sniffing under a hedge in south London when his owner, David Corbett, noticed a "
                "bundle wrapped in newspaper: the missing cup. England went on to lift it that "
                "July."
            ),
            D(
                "After finding the stolen cup Pickles became a celebrity: he was named Dog of the "
                "Year, appeared in the film The Spy with a Cold Nose and was given a year's supply "
                "of food. He died in 1967, strangled by his lead while chasing a cat, and was "
                "buried in his owner's garden."
            ),
            S(
                "The Jules Rimet Trophy, a gilded figure of Nike holding up a cup, was to belong "
                "for good to the first nation to win three World Cups. Brazil earned that honour "
                "in Mexico in 1970, beating Italy 4-1 in the final; the cup was stolen again in "
                "Rio de Janeiro in 1983 and has never been seen since."
            ),
        ],
        drop=1,
    ),
]
