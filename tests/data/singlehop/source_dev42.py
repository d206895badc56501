"""The forty-fourth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev35.py` and `source_dev40.py` for
the format; the questions of `source.py` and `source_dev2.py` to `source_dev41.py` to choose
subjects none of them asks about); the held-out sources were only counted against each subject
(`grep -c`), never read. Subjects are taken only from history, politics, law, the arts (music,
literature, film, painting), sports, technology and everyday life (food, health, money, home,
travel); another writer took natural science, animals and plants and geography at the same time.
A quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v35, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 371 characters and distractors 366; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who was the first Chancellor of West Germany?",
        (
            "Konrad Adenauer (CDU), elected by the Bundestag on 15 September 1949; he served until "
            "1963"
        ),
        [
            D(
                "Theodor Heuss: Theodor Heuss, a liberal journalist and politician from "
                "W\u00fcrttemberg and leader of the Free Democratic Party, was elected the first "
                "Federal President of West Germany on 12 September 1949 by the Federal Convention "
                "meeting in Bonn. The largely ceremonial head of state, he was re-elected in 1954 "
                "and left office in 1959 after the two terms the Basic Law allowed."
            ),
            D(
                "Ludwig Erhard: Ludwig Erhard, the economist who as minister of economics from "
                "1949 oversaw the free-market policies credited with West Germany's postwar "
                "economic miracle, became Chancellor in October 1963. His coalition with the Free "
                "Democrats broke up over the budget in 1966, and he resigned that November in "
                "favour of Kurt Georg Kiesinger."
            ),
            S(
                "Konrad Adenauer: Konrad Adenauer, a Christian Democrat who had been mayor of "
                "Cologne until the Nazis removed him in 1933, became the first Chancellor of the "
                "Federal Republic of Germany on 15 September 1949, elected by the new Bundestag "
                "with a majority of a single vote, his own. He held the office for fourteen years, "
                "until he stepped down in October 1963 at the age of 87."
            ),
            D(
                "Otto Grotewohl: Otto Grotewohl, a Social Democrat from Brunswick who led the "
                "merger of his party with the Communists in the Soviet zone in 1946, became the "
                "first Prime Minister of the German Democratic Republic when it was founded in "
                "East Berlin in October 1949. He headed its Council of Ministers until his death "
                "in 1964, with Wilhelm Pieck as the state's president."
            ),
            D(
                "Willy Brandt: Willy Brandt, the Social Democrat who had been governing mayor of "
                "West Berlin when the Wall went up in 1961, became Chancellor in October 1969, the "
                "first from his party since the Weimar years. His Ostpolitik of treaties with "
                "Moscow, Warsaw and East Berlin won him the Nobel Peace Prize in 1971, and he "
                "resigned in 1974 over the Guillaume spy affair."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who invented the crossword puzzle",
        (
            "Arthur Wynne, a Liverpool-born journalist, whose 'word-cross' appeared in the New "
            "York World on 21 December 1913"
        ),
        [
            D(
                "Cryptic crossword: The cryptic crossword, whose clues hide the answer in wordplay "
                "such as anagrams and hidden words, grew up in British papers between the wars. "
                "Edward Powys Mathers, writing as Torquemada, set puzzles for the Observer from "
                "1926 to 1939 with clues that were fair to the solver, and The Times printed its "
                "first crossword on 1 February 1930."
            ),
            D(
                "Simon & Schuster: The publishers Richard Simon and Max Schuster began their firm "
                "in New York in 1924 with a book of puzzles taken from a Sunday newspaper, sold "
                "with a pencil tied to each copy. Booksellers had doubted it, but it sold hundreds "
                "of thousands of copies in its first year and was followed by sequel after sequel, "
                "founding one of America's largest publishers."
            ),
            D(
                "The New York Times Crossword: The New York Times, which had called the craze a "
                "sinful waste of time, printed its first crossword on Sunday 15 February 1942, "
                "partly to give readers something to do during wartime blackouts. Its first puzzle "
                "editor was Margaret Farrar, who laid down rules still followed today, such as "
                "symmetrical grids and every letter checked by two answers."
            ),
            S(
                "Crossword: The first crossword is usually credited to Arthur Wynne, a journalist "
                "born in Liverpool who edited the puzzle page of Fun, the Sunday supplement of the "
                "New York World. His diamond-shaped 'word-cross' appeared on 21 December 1913, "
                "within weeks a printer's slip had turned the name into 'cross-word', and the "
                "fashion swept American newspapers in the 1920s."
            ),
            D(
                "Scrabble: Scrabble was devised in 1938 by Alfred Mosher Butts, an architect out "
                "of work in New York, who counted how often each letter turned up on the front "
                "page of the New York Times to fix the number of tiles and their points. He called "
                "it Criss-Crosswords, but it only took off after James Brunot renamed it Scrabble "
                "in 1948 and began selling sets from Connecticut."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came first, Skype or Facebook?",
        "Skype, released in August 2003; Facebook launched in February 2004",
        [
            D(
                "Kazaa: Kazaa, a file-sharing program built on the FastTrack peer-to-peer network, "
                "was launched in March 2001 by Niklas Zennstr\u00f6m and Janus Friis with Estonian "
                "programmers. It was soon sold to Sharman Networks, registered in Vanuatu and run "
                "from Sydney, and record companies sued it around the world until a 2006 "
                "settlement in which it paid them over 100 million dollars."
            ),
            S(
                "Skype: Skype, the internet calling program, was released to the public in August "
                "2003. It was founded by the Swede Niklas Zennstr\u00f6m and the Dane Janus Friis, "
                "and its peer-to-peer software was written by the Estonian programmers Ahti "
                "Heinla, Priit Kasesalu and Jaan Tallinn. eBay bought it for 2.6 billion dollars "
                "in 2005, and Microsoft paid 8.5 billion for it in 2011."
            ),
            D(
                "Myspace: Myspace was launched in August 2003 by Chris DeWolfe and Tom Anderson, "
                "staff of the internet marketing firm eUniverse in Los Angeles, and every new "
                "user's first friend was Tom. It grew into the most visited social network in the "
                "world, and Rupert Murdoch's News Corporation bought its parent company, Intermix "
                "Media, for 580 million dollars in July 2005."
            ),
            S(
                "Facebook: Facebook began on 4 February 2004 as TheFacebook, a directory website "
                "that the Harvard student Mark Zuckerberg built with his roommates and friends "
                "Eduardo Saverin, Andrew McCollum, Dustin Moskovitz and Chris Hughes. At first "
                "open only to Harvard students, it spread to other universities that spring, "
                "dropped 'The' in 2005 and opened to anyone over 13 in 2006."
            ),
            D(
                "LinkedIn: LinkedIn, the professional networking site, was founded by Reid "
                "Hoffman, a former PayPal executive, with colleagues from PayPal and SocialNet, "
                "and went live on 5 May 2003 from Hoffman's living room in Mountain View, "
                "California. It passed 100 million members in 2011, the year it floated on the New "
                "York Stock Exchange, and Microsoft bought it for 26.2 billion dollars in 2016."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which instruments play in a piano trio?",
        "a piano, a violin and a cello",
        [
            D(
                "String trio: A string trio is usually made up of a violin, a viola and a cello, "
                "without a keyboard to fill out the harmony, which makes it one of the hardest "
                "groupings to write for. Mozart's Divertimento in E flat, K. 563, composed in "
                "Vienna in 1788, is the great early example, and Beethoven wrote five string trios "
                "as a young man before turning to the quartet."
            ),
            D(
                "Piano quintet: A piano quintet is usually a piano joined by a string quartet of "
                "two violins, a viola and a cello, the grouping of Schumann's quintet of 1842 and "
                "those of Brahms and Dvo\u0159\u00e1k. Schubert's Trout Quintet of 1819 is the "
                "famous exception: it has a piano, a violin, a viola, a cello and a double bass, "
                "and its fourth movement varies his song Die Forelle."
            ),
            D(
                "Clarinet trio: The clarinet trio sets a clarinet beside a cello and a piano. "
                "Beethoven's early Gassenhauer Trio, Op. 11, of 1797 is one example, but the best "
                "known is Brahms's Trio in A minor, Op. 114, written in 1891 for the clarinettist "
                "Richard M\u00fchlfeld of the Meiningen court orchestra, whose playing had drawn "
                "the composer out of a brief retirement."
            ),
            S(
                "Piano trio: A piano trio is a chamber ensemble of a piano, a violin and a cello, "
                "and also the name for the music written for it. The form grew out of the "
                "accompanied keyboard sonata in the eighteenth century; Haydn wrote more than "
                "forty, and Beethoven's Archduke Trio of 1811, Schubert's two trios of 1827 and "
                "Mendelssohn's D minor trio of 1839 are among the best loved."
            ),
            D(
                "Horn trio: Brahms wrote his Horn Trio in E flat, Op. 40, in 1865 for a natural "
                "horn, a violin and a piano, perhaps in memory of his mother, who had died that "
                "year. Its slow movement is a lament and its finale a hunting gallop. Later "
                "composers followed him, among them Gy\u00f6rgy Ligeti, whose Trio for violin, "
                "horn and piano of 1982 was written as a homage to Brahms."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a bicycle derailleur change gear?",
        (
            "the shifter pulls or releases a cable that swings the derailleur's spring-loaded "
            "parallelogram sideways, so its jockey wheels push the moving chain onto a larger or "
            "smaller sprocket while a sprung arm takes up the slack"
        ),
        [
            D(
                "Hub gear: A hub gear keeps its gears sealed inside the rear hub, where a "
                "planetary set of a sun gear, planet gears and a ring gear turns the wheel faster "
                "or slower than the sprocket. Sturmey-Archer of Nottingham launched its "
                "three-speed hub in 1902, and the Raleigh bicycles that used it for decades could "
                "change gear while standing still, unlike most racing machines."
            ),
            S(
                "Derailleur: A derailleur changes gear by pushing the moving chain sideways onto "
                "another sprocket. Pressing the shifter on the handlebar pulls or releases a steel "
                "cable that swings the rear mechanism's spring-loaded parallelogram across the "
                "cassette, and its two small jockey wheels guide the chain onto a larger or "
                "smaller cog while a sprung arm takes up the slack."
            ),
            D(
                "Bicycle gear ratio: A bicycle's gear ratio is the number of teeth on the front "
                "chainring divided by the number on the rear sprocket, so a 50-tooth ring driving "
                "a 25-tooth cog turns the wheel twice for each turn of the pedals. British and "
                "American riders often quote gear inches instead, the ratio times the wheel "
                "diameter, and a 53 by 11 top gear gives about 130 inches."
            ),
            D(
                "Roller chain: The bush roller chain used on nearly every bicycle was patented in "
                "1880 by Hans Renold, a Swiss engineer working in Manchester. Each link has "
                "rollers turning on bushes between steel side plates, which cuts friction and wear "
                "against the sprocket teeth, and the standard bicycle chain has a pitch of half an "
                "inch, the distance from one pin to the next."
            ),
            D(
                "Tullio Campagnolo: Tullio Campagnolo, a racing cyclist from Vicenza, is said to "
                "have thought of the quick-release skewer after struggling to undo a frozen wing "
                "nut to turn his rear wheel round on a snowy Dolomite pass in 1927. The company he "
                "founded in 1933 made its name with racing parts and, from 1949, with the Gran "
                "Sport, a rear mechanism that rivals widely copied."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did Napster shut down?",
        (
            "the record companies sued it for copyright infringement; in 2001 a federal appeals "
            "court held it liable for its users' sharing of protected songs and ordered it to "
            "block them, and unable to do so it went offline in July 2001"
        ),
        [
            D(
                "LimeWire: LimeWire, a free file-sharing program for the Gnutella network made by "
                "Mark Gorton's Lime Group in New York, appeared in 2000 and was installed on about "
                "a third of the world's PCs by the late 2000s. In May 2010 a federal judge found "
                "the company liable for copyright infringement, and that October a court "
                "injunction forced it to stop distributing its software."
            ),
            D(
                "Napster (streaming service): The paid music-streaming service Rhapsody, started "
                "in Seattle in 2001 and owned for years by RealNetworks, bought the Napster brand "
                "from Best Buy in 2011 and renamed itself Napster in 2016, offering tens of "
                "millions of licensed songs for a monthly fee. In 2022 the service was sold to the "
                "blockchain firm Hivemind and the investor Algorand."
            ),
            D(
                "iTunes Store: Apple opened the iTunes Music Store on 28 April 2003 with about "
                "200,000 songs from the five major record labels at 99 cents each, after Steve "
                "Jobs persuaded them that selling downloads legally could compete with free file "
                "sharing. It sold a million songs in its first week and its ten billionth in "
                "February 2010, by which time it had been the largest music retailer in the United "
                "States for two years."
            ),
            S(
                "Napster: Napster, the peer-to-peer music-sharing service launched by Shawn "
                "Fanning and Sean Parker in June 1999, was sued by the major record companies "
                "through the RIAA that December. In February 2001 a federal appeals court held it "
                "liable for the copyright infringement of its tens of millions of users and "
                "ordered it to block protected songs; unable to do so, it went offline in July "
                "2001."
            ),
            D(
                "The Pirate Bay: The Pirate Bay, a Swedish index of BitTorrent files, was set up "
                "in 2003 by the anti-copyright group Piratbyr\u00e5n and run by Gottfrid "
                "Svartholm, Fredrik Neij and Peter Sunde. Police seized its servers in Stockholm "
                "in 2006, but it was back online within three days, and in 2009 its founders were "
                "convicted of helping others infringe copyright and fined."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Abraham Lincoln hold a patent?",
        (
            "Yes: US Patent No. 6,469 of 22 May 1849, for buoying boats over shoals; he is the "
            "only US president to hold one"
        ),
        [
            D(
                "McCormick v. Manny: In 1855 the Illinois lawyer Abraham Lincoln was hired by the "
                "defence in McCormick v. Manny, a patent suit over mechanical reapers brought by "
                "Cyrus McCormick against John Manny. When the trial moved to Cincinnati the lead "
                "counsel, Edwin Stanton, snubbed him and he never spoke in court; years later "
                "President Lincoln made Stanton his Secretary of War."
            ),
            S(
                "Abraham Lincoln's patent: Abraham Lincoln is the only US president to hold a "
                "patent. US Patent No. 6,469, granted on 22 May 1849, soon after his term in "
                "Congress, covers a way of buoying vessels over shoals with inflatable chambers "
                "fixed to the hull. He drew on his days as a flatboat man, when his boat stuck on "
                "a mill dam at New Salem; the device was never made."
            ),
            D(
                "Franklin stove: Benjamin Franklin designed an iron fireplace in about 1742 that "
                "threw more heat into a room while burning less wood, and the governor of "
                "Pennsylvania offered him a patent for it. Franklin turned it down, writing that "
                "as we enjoy great advantages from the inventions of others, we should be glad to "
                "serve others by any invention of ours, freely and generously."
            ),
            D(
                "Lecture on Discoveries and Inventions: In 1858 and 1859 Abraham Lincoln gave a "
                "lecture in Illinois towns on discoveries and inventions, ranging from Adam to the "
                "steam engine. He called writing the great invention of the world and praised the "
                "patent system for adding the fuel of interest to the fire of genius, but "
                "audiences were thin and he gave the talk up after a few outings."
            ),
            D(
                "Thomas Jefferson: Thomas Jefferson, the third US president, devised a mouldboard "
                "for ploughs shaped by mathematical rules, a revolving bookstand and an improved "
                "polygraph for copying letters as he wrote them. As a member of the first US "
                "patent board from 1790 he examined applications himself, but he never patented "
                "anything of his own, believing ideas should spread freely."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city did the composer of Swan Lake die?",
        "Saint Petersburg: Tchaikovsky died there on 6 November 1893",
        [
            S(
                "Swan Lake: Swan Lake is a ballet in four acts by Pyotr Ilyich Tchaikovsky, "
                "composed in 1875 and 1876 to a commission from the Imperial Theatres. It was "
                "first danced at the Bolshoi Theatre in Moscow on 4 March 1877 in a production by "
                "Julius Reisinger that the critics thought poor, and it only became a classic "
                "after the composer's death, in the version by Petipa and Ivanov."
            ),
            D(
                "Sergei Prokofiev: Sergei Prokofiev, composer of the ballets Romeo and Juliet and "
                "Cinderella and of Peter and the Wolf, was born in 1891 at Sontsovka in what is "
                "now eastern Ukraine. After years abroad he settled back in the Soviet Union in "
                "1936, and he died in Moscow on 5 March 1953, the same evening as Stalin, so that "
                "his death went almost unnoticed by the press."
            ),
            D(
                "The Nutcracker: The Nutcracker, Tchaikovsky's last ballet, was first performed at "
                "the Mariinsky Theatre on 18 December 1892 in a double bill with his one-act opera "
                "Iolanta. The choreography was begun by Marius Petipa and finished by Lev Ivanov "
                "when Petipa fell ill, and the story came from a version by Alexandre Dumas of E. "
                "T. A. Hoffmann's tale The Nutcracker and the Mouse King."
            ),
            S(
                "Pyotr Ilyich Tchaikovsky: Tchaikovsky was born in 1840 in Votkinsk, a mining town "
                "in the Urals, and studied at the conservatory in St Petersburg before teaching "
                "harmony at the new Moscow Conservatory from 1866. He died in St Petersburg on 6 "
                "November 1893, nine days after conducting the premiere of his Sixth Symphony, the "
                "Path\u00e9tique, officially of cholera from unboiled water."
            ),
            D(
                "Igor Stravinsky: Igor Stravinsky, whose ballets The Firebird, Petrushka and The "
                "Rite of Spring were written for Sergei Diaghilev's Ballets Russes in Paris "
                "between 1910 and 1913, was born at Oranienbaum near St Petersburg in 1882. He "
                "lived in Switzerland, France and from 1939 the United States, and died in New "
                "York on 6 April 1971; he is buried on the Venetian island of San Michele."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who invented the dishwasher?",
        "Josephine Cochrane of Shelbyville, Illinois, who patented her machine on 28 December 1886",
        [
            D(
                "The first electric washing machine sold under its own brand in America was the "
                "Thor, made by the Hurley Machine Company of Chicago and marketed from 1908. Its "
                "designer, Alva J. Fisher, fitted a galvanised tub with an electric motor that "
                "turned a drum back and forth, though the motor sat beneath the tub unshielded, so "
                "water dripping onto it could give the user a shock."
            ),
            D(
                "The powered vacuum cleaner was patented in 1901 by Hubert Cecil Booth, an English "
                "engineer who had watched a demonstration of a machine that blew dust away with "
                "compressed air and thought suction would work better. His first machine, "
                "nicknamed the Puffing Billy, was a petrol-driven pump on a horse-drawn cart that "
                "parked outside a house and fed long hoses in through the windows."
            ),
            S(
                "The first practical dishwasher was the work of Josephine Cochrane, a well-off "
                "hostess from Shelbyville, Illinois, who was tired of her servants chipping her "
                "heirloom china. Her machine, patented on 28 December 1886, held plates upright in "
                "wire racks on a wheel inside a copper boiler while a pump sprayed them with hot "
                "soapy water. Hotels and restaurants were her first buyers."
            ),
            D(
                "The KitchenAid stand mixer for the home was first made in 1919 by the Hobart "
                "Manufacturing Company of Troy, Ohio, whose engineer Herbert Johnston had earlier "
                "watched a baker stirring bread dough with a heavy iron spoon. The name came from "
                "a trial in an executive's home, where his wife called it the best kitchen aid she "
                "had ever had, and the tilt-head model followed in 1937."
            ),
            D(
                "Margaret Knight, who had worked in a New England cotton mill from the age of "
                "twelve, built a machine in 1868 that folded and glued flat-bottomed paper grocery "
                "bags. When a man named Charles Annan, who had seen her iron model in a machine "
                "shop, tried to patent it first, she took him to court, proved the design was hers "
                "with her notebooks and won her patent in 1871."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "first televised presidential debate",
        (
            "John F. Kennedy against Richard Nixon on 26 September 1960, broadcast from a CBS "
            "studio in Chicago"
        ),
        [
            D(
                "The Lincoln-Douglas debates were seven open-air meetings held across Illinois "
                "between August and October 1858, when Abraham Lincoln challenged Senator Stephen "
                "Douglas for his seat. Each ran for three hours, one man speaking for an hour, the "
                "other for ninety minutes and the first replying for half an hour, and slavery in "
                "the territories was their theme. Douglas kept his seat."
            ),
            D(
                "After 1960 there were no televised debates between presidential candidates for "
                "sixteen years, until President Gerald Ford met Jimmy Carter in Philadelphia on 23 "
                "September 1976. In the second of their three meetings Ford said there was no "
                "Soviet domination of Eastern Europe, a slip that cost him dearly, and Carter went "
                "on to win the election that November by a narrow margin."
            ),
            D(
                "The first televised debate between candidates for vice president was held in "
                "Houston on 15 October 1976, between Senator Bob Dole, Gerald Ford's running mate, "
                "and Senator Walter Mondale, who was running with Jimmy Carter. Dole's remark that "
                "the wars of the century had all been Democrat wars was widely criticised and has "
                "been blamed for part of his ticket's narrow defeat."
            ),
            S(
                "The first presidential debate shown on television took place on 26 September "
                "1960, when Senator John F. Kennedy and Vice President Richard Nixon faced each "
                "other in a CBS studio in Chicago, with Howard K. Smith as moderator. Some seventy "
                "million people watched. Nixon, pale from a knee infection and without proper "
                "make-up, looked ill beside the tanned, composed Kennedy."
            ),
            D(
                "The first presidential debate in the town-hall style, with questions put by "
                "uncommitted voters in the audience rather than by journalists, was held at the "
                "University of Richmond in Virginia on 15 October 1992. George H. W. Bush, Bill "
                "Clinton and Ross Perot took part, and Bush was seen glancing at his watch, a "
                "moment that many viewers took as a sign of his impatience."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which battle came first, Cr\u00e9cy or Agincourt?",
        "Cr\u00e9cy, fought in 1346; Agincourt was fought in 1415",
        [
            D(
                "The Battle of Poitiers was fought on 19 September 1356 near the city of that name "
                "in western France, where Edward, the Black Prince, the eldest son of Edward III, "
                "defeated a larger French army. King John II of France was captured with his "
                "youngest son, Philip, and taken to London, and the ransom agreed for him in the "
                "Treaty of Br\u00e9tigny in 1360 was set at three million gold crowns."
            ),
            S(
                "The Battle of Agincourt was fought on 25 October 1415, St Crispin's Day, when "
                "Henry V's tired army, marching to Calais after taking Harfleur, found its road "
                "barred by the French. On a narrow field of ploughed mud between two woods the "
                "French men-at-arms floundered under the English arrows, and many of the leading "
                "nobles of France were killed or taken prisoner in a few hours."
            ),
            D(
                "The Battle of Castillon, fought on 17 July 1453 in Gascony, is often taken as the "
                "end of the Hundred Years' War. The veteran English commander John Talbot, Earl of "
                "Shrewsbury, attacked a fortified French camp believing its defenders were "
                "retreating, and French artillery under Jean Bureau cut his men down; Talbot was "
                "killed, and Bordeaux surrendered that October."
            ),
            S(
                "The Battle of Cr\u00e9cy was fought on 26 August 1346 in northern France, when "
                "Edward III of England, who had landed in Normandy that July, turned to face the "
                "much larger army of Philip VI of France. Thousands of English and Welsh "
                "longbowmen shot down the Genoese crossbowmen and the French knights who charged "
                "through them, and the blind King John of Bohemia died in the fighting."
            ),
            D(
                "Joan of Arc, a peasant girl from Domr\u00e9my, reached the French army at "
                "Orl\u00e9ans in April 1429, when the city had been besieged by the English since "
                "the previous October, and within nine days the siege was lifted. That July she "
                "saw the dauphin crowned as Charles VII at Reims, but she was captured at "
                "Compi\u00e8gne in 1430 and burned at Rouen on 30 May 1431."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Who were the Three Stooges?",
        (
            "Moe Howard, Larry Fine and Curly Howard in the best-known line-up; Shemp Howard, Joe "
            "Besser and Joe DeRita took the third place at other times"
        ),
        [
            D(
                "The Marx Brothers were five sons of a New York tailor: Chico, Harpo, Groucho, "
                "Gummo and Zeppo. Gummo left the act before they reached the screen, and the other "
                "four made five films for Paramount, from The Cocoanuts in 1929 to Duck Soup in "
                "1933, before Zeppo quit to become an agent; the remaining three moved to MGM for "
                "A Night at the Opera in 1935."
            ),
            D(
                "Stan Laurel, an Englishman from Ulverston who had once understudied Charlie "
                "Chaplin, and Oliver Hardy, from Harlem in Georgia, were first teamed by the "
                "producer Hal Roach in 1927. Their short The Music Box, in which they try to carry "
                "a piano up a long flight of steps in Los Angeles, won the Academy Award for best "
                "live-action comedy short in 1932."
            ),
            S(
                "The Three Stooges were, in their best-known line-up, the brothers Moe and Curly "
                "Howard and their friend Larry Fine, who made 190 short comedies for Columbia "
                "Pictures between 1934 and 1959. Curly had replaced his elder brother Shemp in "
                "1932, and after Curly's stroke in 1946 Shemp came back until his death in 1955, "
                "to be followed in turn by Joe Besser and Joe DeRita."
            ),
            D(
                "The Ritz Brothers, Al, Jimmy and Harry, born Joachim in Newark, New Jersey, were "
                "a knockabout dance and comedy trio who made a string of musicals for Twentieth "
                "Century-Fox in the late 1930s, including a 1939 version of The Three Musketeers "
                "in which they played lackeys. Harry, the wildest of them, was later named as an "
                "influence by Mel Brooks and Jerry Lewis."
            ),
            D(
                "Ted Healy was a vaudeville comedian from Texas who in the 1920s built an act "
                "around a group of knockabout stooges who heckled him and took his slaps. He "
                "brought them to Hollywood for the Fox film Soup to Nuts in 1930, but they "
                "quarrelled over pay and left him in 1934, and Healy died in December 1937 after a "
                "fight outside a Los Angeles nightclub, aged 41."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a plea bargain work?",
        (
            "the defendant agrees to plead guilty, often to a lesser charge or to fewer counts, in "
            "return for the prosecutor dropping other charges or recommending a lighter sentence; "
            "the defendant gives up a trial and the judge must accept the plea"
        ),
        [
            D(
                "Under the rule laid down by the Supreme Court in Miranda v. Arizona in 1966, "
                "police in the United States must tell a suspect in custody, before questioning, "
                "that they have the right to remain silent, that anything they say can be used "
                "against them in court, and that they may have a lawyer present, paid for by the "
                "state if need be. Statements taken without the warning cannot be used."
            ),
            D(
                "A plea of nolo contendere, Latin for I do not wish to contend, lets a defendant "
                "in many American courts accept conviction and punishment without admitting guilt. "
                "The judge treats it as a guilty plea for sentencing, but it cannot be used as an "
                "admission in a later civil suit over the same facts, which is why companies "
                "accused of fraud or price-fixing often choose it."
            ),
            S(
                "In a plea bargain, the accused agrees to plead guilty, often to a lesser charge "
                "or to only some of the counts, and in return the prosecutor drops the other "
                "charges or recommends a lighter sentence. The defendant gives up the right to a "
                "trial, and the judge must be satisfied that the plea is voluntary before "
                "accepting it. Well over nine in ten US federal convictions come this way."
            ),
            D(
                "At an arraignment, the first appearance before a criminal court after charges are "
                "filed, the defendant is read the charges and asked to enter a plea of guilty or "
                "not guilty. The judge also decides whether to release them before trial, on their "
                "own recognisance or on bail, and if they cannot afford a lawyer one is appointed, "
                "usually from the public defender's office."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Whiskey Rebellion break out?",
        (
            "farmers in western Pennsylvania rose against the federal excise on distilled spirits "
            "of 1791, Hamilton's tax to pay the war debts, which had to be paid in scarce cash, "
            "fell on the whiskey they used as money and favoured large distillers"
        ),
        [
            D(
                "Shays' Rebellion broke out in western Massachusetts in the autumn of 1786, when "
                "farmers led by Daniel Shays, a former Continental Army captain, closed the courts "
                "to stop foreclosures for debts and unpaid state taxes that had to be paid in hard "
                "money. It was put down by a militia raised by merchants in early 1787, and the "
                "alarm it caused helped bring about the Constitutional Convention."
            ),
            S(
                "The Whiskey Rebellion grew out of the excise on distilled spirits that Congress "
                "passed in 1791 at Alexander Hamilton's urging, to pay the debts of the "
                "Revolutionary War. Farmers in western Pennsylvania, who turned their grain into "
                "whiskey to get it over the mountains and used it as money, resented a tax payable "
                "in scarce cash that favoured large distillers, and in 1794 they took up arms."
            ),
            D(
                "The Whiskey Ring was a scandal of President Ulysses S. Grant's second term, "
                "uncovered in 1875 by Treasury Secretary Benjamin Bristow. Distillers, mainly in "
                "St Louis, had bribed Treasury agents to under-report their output and kept "
                "millions of dollars of federal tax, some of it reaching Republican funds; Grant's "
                "private secretary, Orville Babcock, was tried and acquitted."
            ),
            D(
                "Fries's Rebellion of 1799 was an armed protest by German-speaking farmers in "
                "south-eastern Pennsylvania against a federal direct tax on houses, land and "
                "slaves, levied to pay for an expected war with France. Its leader, the auctioneer "
                "John Fries, freed prisoners from a US marshal in Bethlehem; he was twice "
                "sentenced to death for treason and pardoned by President John Adams."
            ),
            D(
                "When President George Washington rode out to review the militia gathered at "
                "Carlisle, Pennsylvania, in October 1794, he became the only sitting president to "
                "lead troops in the field. The force of about 13,000 men from four states marched "
                "over the Alleghenies against the western rebels, but they had melted away, and "
                "only a score of prisoners were taken to Philadelphia for trial."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "was the first folio published after shakespeare died",
        "Yes: it came out in 1623, seven years after his death in April 1616",
        [
            D(
                "Shakespeare's Sonnets, 154 poems mostly addressed to a young man and to a "
                "dark-haired woman, were published in 1609 by Thomas Thorpe with a puzzling "
                "dedication to 'Mr. W. H.', the only begetter of the poems. Whether Shakespeare "
                "approved the edition is unknown, but he was alive when it appeared; two of the "
                "sonnets had already been printed in 1599 in The Passionate Pilgrim."
            ),
            D(
                "Ben Jonson saw his own plays, poems and masques through the press in 1616 in a "
                "large folio volume called The Workes of Benjamin Jonson, the first time an "
                "English playwright had given stage plays the dignity of that format, and some "
                "mocked him for calling plays works. It included Every Man in His Humour, in which "
                "Shakespeare had acted when it was first staged in 1598."
            ),
            D(
                "William Shakespeare died on 23 April 1616, by tradition his fifty-second "
                "birthday, and was buried inside Holy Trinity Church in Stratford-upon-Avon, where "
                "his family put up a painted bust within a few years. His will, signed that March, "
                "left most of his property to his daughter Susanna and, famously, his second-best "
                "bed with its furniture to his wife, Anne Hathaway."
            ),
            S(
                "The First Folio, the collection of thirty-six of Shakespeare's plays gathered by "
                "his fellow actors John Heminges and Henry Condell, came off the press in London "
                "in 1623, seven years after the playwright's death at Stratford in April 1616. "
                "Eighteen of the plays, Macbeth and The Tempest among them, had never been printed "
                "before, and about 235 copies survive today."
            ),
            D(
                "The Second Folio of Shakespeare's plays was printed in 1632 by Thomas Cotes for a "
                "group of booksellers, and it carried the first of Milton's poems to appear in "
                "print, an unsigned epitaph on the admirable dramatic poet W. Shakespeare. The "
                "Third Folio followed in 1663, and its second issue of 1664 added seven more "
                "plays, among them Pericles."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which town was the author of The Cherry Orchard born?",
        (
            "Taganrog, a port on the Sea of Azov in southern Russia (Anton Chekhov, born there in "
            "1860)"
        ),
        [
            D(
                "Maxim Gorky, born Alexei Peshkov in Nizhny Novgorod on the Volga in 1868, was "
                "orphaned young and tramped across Russia working as a kitchen boy on a steamer, a "
                "baker and a docker before his stories made him famous in the 1890s. His play The "
                "Lower Depths, set in a doss-house, was staged by the Moscow Art Theatre in "
                "December 1902, and his home city bore his name from 1932 to 1990."
            ),
            S(
                "The Cherry Orchard, the last play by Anton Chekhov, opened at the Moscow Art "
                "Theatre in January 1904, on the author's forty-fourth birthday, in a production "
                "directed by Konstantin Stanislavski. It follows Lyubov Ranevskaya, who comes home "
                "from Paris to find her family estate about to be sold for debt, and Lopakhin, the "
                "son of a former serf, who ends up buying it."
            ),
            D(
                "The Seagull by Anton Chekhov was first staged at the Alexandrinsky Theatre in St "
                "Petersburg in October 1896, where the audience laughed at its serious moments and "
                "the author left the building vowing never to write another play. Two years later "
                "the newly founded Moscow Art Theatre revived it with great success, and a seagull "
                "became the emblem on the theatre's curtain."
            ),
            D(
                "Ivan Turgenev was born in 1818 in Oryol, south of Moscow, into a family of "
                "landowners, and grew up on his mother's estate of Spasskoye. His play A Month in "
                "the Country, written in 1850, was held up by the censors for years and not staged "
                "until 1872; its quiet, plotless scenes of country-house life are often seen as "
                "pointing the way to the theatre of the next generation."
            ),
            S(
                "Anton Chekhov was born on 29 January 1860 in Taganrog, a port on the Sea of Azov "
                "in southern Russia, the third son of a grocer whose shop failed when Anton was "
                "sixteen. He stayed behind to finish school while his family moved to Moscow, "
                "followed them in 1879 to study medicine at Moscow University, and wrote comic "
                "sketches for magazines to support them."
            ),
            D(
                "Konstantin Stanislavski was born Konstantin Alekseyev in Moscow in 1863, the son "
                "of a rich textile manufacturer, and took his stage name to spare his family's "
                "reputation while acting as an amateur. In June 1897 he met the playwright "
                "Vladimir Nemirovich-Danchenko for a talk that lasted eighteen hours at the "
                "Slavyansky Bazar restaurant, and they founded the Moscow Art Theatre in 1898."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "when did the first kindle come out",
        (
            "19 November 2007, in the United States, at 399 dollars; it sold out in five and a "
            "half hours"
        ),
        [
            D(
                "Home > Tech > E-readers | Sony Reader\nSony's Reader PRS-500 reached American "
                "shops in September 2006, over a year before its rivals, with a six-inch E Ink "
                "screen and room for about 80 books. Without a wireless link, books had to be "
                "bought on a computer from the Connect eBook Store and copied across by USB, and "
                "Sony left the market in 2014.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > E-readers | The first Kindle\nAmazon's first Kindle e-reader went "
                "on sale in the United States on 19 November 2007, priced at 399 dollars, and sold "
                "out in five and a half hours. It had a six-inch E Ink screen with four shades of "
                "grey, a full keyboard and a free mobile data link called Whispernet for buying "
                "books anywhere.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Tablets | Kindle Fire\nAmazon announced the Kindle Fire, a "
                "seven-inch colour tablet running its own version of Android, in New York on 28 "
                "September 2011 and shipped it that November for 199 dollars, less than half the "
                "price of an iPad. Built by Quanta, it had no camera or microphone and was meant "
                "for films and shopping.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > E-readers | Barnes & Noble Nook\nThe bookseller Barnes & Noble "
                "unveiled its Nook e-reader in October 2009 and began shipping it at the end of "
                "that November for 259 dollars. It paired an E Ink screen with a small colour "
                "touchscreen below for browsing, and let owners lend some e-books to a friend for "
                "fourteen days.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > E-readers | Kindle Paperwhite\nAmazon brought out the Kindle "
                "Paperwhite in autumn 2012, the first of its e-readers with a front-lit screen "
                "that could be read in the dark, and a touchscreen in place of buttons. Its 212 "
                "pixels per inch made text sharper than before, and the 2015 model raised that to "
                "300.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who invented the Slinky?",
        (
            "Richard James, a naval engineer in Philadelphia, in 1943; it went on sale at Gimbels "
            "in November 1945"
        ),
        [
            D(
                "Home > Toys > History | Silly Putty\nSilly Putty began as a failed wartime "
                "substitute for rubber: in 1943 James Wright, an engineer at General Electric in "
                "New Haven, mixed boric acid with silicone oil and got a putty that bounced and "
                "stretched. A toy-shop owner, Ruth Fallgatter, sold it first, and the advertising "
                "man Peter Hodgson packed it in plastic eggs and made it a national hit from "
                "1950.\nShare this | Cookie policy"
            ),
            D(
                "Home > Toys > History | The Frisbee\nThe flying disc sold as the Frisbee began "
                "with Walter Frederick Morrison, a Utah-born carpenter who made a plastic version "
                "of the pie tins students threw about. He sold it as the Pluto Platter, and in "
                "January 1957 the California firm Wham-O bought the rights and renamed it after "
                "the Frisbie Pie Company of Bridgeport.\nShare this | Cookie policy"
            ),
            S(
                "Home > Toys > History | How the Slinky was born\nThe Slinky was invented by "
                "Richard James, a naval engineer at the Cramp shipyard in Philadelphia, who in "
                "1943 saw a torsion spring fall off a shelf and keep moving end over end. His wife "
                "Betty found the name in a dictionary, and when it went on sale at Gimbels "
                "department store in November 1945, 400 were sold in ninety minutes.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Toys > History | Etch A Sketch\nThe Etch A Sketch was devised in the late "
                "1950s by Andr\u00e9 Cassagnes, a French electrician, who called it L'\u00c9cran "
                "Magique. Two knobs move a stylus that scrapes aluminium powder off the back of "
                "the glass to draw a line, and shaking it coats the glass again. The Ohio Art "
                "Company put it on sale in July 1960.\nShare this | Cookie policy"
            ),
            D(
                "Home > Toys > History | Slinky Dog\nSlinky Dog, a dachshund with a spring for a "
                "body, was added to the range by James Industries in 1952 after a Seattle woman, "
                "Helen Malsed, sent in her idea for a toy on a spring. A new version appeared in "
                "the 1995 Pixar film Toy Story, voiced by Jim Varney, and demand was so strong "
                "that the firm had to restart production.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "chelsea vs tottenham which club is older",
        "Tottenham Hotspur, founded in 1882; Chelsea was founded in 1905",
        [
            S(
                "Home > Football > Clubs | Tottenham Hotspur: the early years\nTottenham Hotspur "
                "was founded in 1882 as Hotspur Football Club by a group of schoolboys from the "
                "Hotspur Cricket Club, who named it after Sir Henry Percy, the Harry Hotspur of "
                "Shakespeare's Henry IV. In 1901 Spurs won the FA Cup as a Southern League "
                "side.\nShare this | Cookie policy"
            ),
            D(
                "Home > Football > Clubs | Fulham FC\nFulham, the oldest professional football "
                "club in London, was formed in 1879 as St Andrew's Church Sunday School Football "
                "Club by worshippers at a church in West Kensington. It moved to its riverside "
                "ground, Craven Cottage, in 1896, and the cottage in one corner of the ground "
                "still stands as a pavilion.\nShare this | Cookie policy"
            ),
            D(
                "Home > Football > Stadiums | Tottenham Hotspur Stadium\nTottenham's new stadium, "
                "built on the site of White Hart Lane at a cost of about one billion pounds, "
                "opened on 3 April 2019 with a league match against Crystal Palace. With 62,850 "
                "seats it is the largest club ground in London, and its grass pitch slides away in "
                "three pieces to reveal an artificial one.\nShare this | Cookie policy"
            ),
            S(
                "Home > Football > Clubs | How Chelsea began\nChelsea Football Club was founded on "
                "10 March 1905 at the Rising Sun pub, opposite Stamford Bridge, by the businessman "
                "Gus Mears. He had bought the old athletics ground to build a football stadium, "
                "and when Fulham turned down the rent he asked, he formed a club of his own to "
                "play there.\nShare this | Cookie policy"
            ),
            D(
                "Home > Football > Clubs | West Ham United\nWest Ham United began in 1895 as "
                "Thames Ironworks Football Club, a works team set up by Arnold Hills, owner of the "
                "shipyard at Leamouth that had built the warship HMS Warrior in 1860. It was "
                "re-formed under its present name in 1900, and the crossed hammers on its badge "
                "are riveting hammers.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What goes in a Cobb salad?",
        (
            "chopped lettuce and watercress, tomato, crisp bacon, chicken breast, hard-boiled egg, "
            "avocado, Roquefort cheese and chives, with a red-wine vinaigrette"
        ),
        [
            D(
                "Home > Recipes > Salads | Caesar salad\nThe Caesar salad was first made in "
                "Tijuana, Mexico, in 1924 by the Italian-born restaurateur Caesar Cardini, it is "
                "said on a busy Fourth of July. Whole leaves of romaine lettuce are tossed with "
                "croutons and grated Parmesan in a dressing of olive oil, lemon juice, coddled "
                "egg, garlic and Worcestershire sauce.\nShare this | Cookie policy"
            ),
            D(
                "Home > Recipes > Salads | Salade ni\u00e7oise\nThe salade ni\u00e7oise of Nice "
                "was once made only from raw vegetables, ripe tomatoes, anchovies or tuna, "
                "hard-boiled eggs, black Ni\u00e7oise olives and olive oil, and purists still "
                "refuse boiled potatoes and green beans. The former mayor Jacques M\u00e9decin "
                "insisted that no cooked vegetable belongs in it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Restaurants > History | The Brown Derby\nThe first Brown Derby restaurant "
                "opened on Wilshire Boulevard in Los Angeles in 1926 in a building shaped like a "
                "giant bowler hat. A second branch on Vine Street in Hollywood, opened in 1929, "
                "became a favourite of film stars, who were often seated in its booths under "
                "caricatures of themselves on the walls.\nShare this | Cookie policy"
            ),
            S(
                "Home > Recipes > Salads | Classic Cobb salad\nThe Cobb salad, named after Robert "
                "Cobb of the Brown Derby in Hollywood, is chopped fine and laid out in rows over "
                "lettuce and watercress: tomato, crisp bacon, chicken breast, hard-boiled egg, "
                "avocado and crumbled Roquefort, scattered with chives and dressed with a red-wine "
                "vinaigrette.\nShare this | Cookie policy"
            ),
            D(
                "Home > Recipes > Salads | Chef's salad\nThe chef's salad is an American hotel "
                "favourite, credited by some to a chef at the Ritz-Carlton in New York in the "
                "1940s. Strips of cold ham, turkey or roast beef and Swiss cheese are laid over "
                "iceberg lettuce with quartered eggs, tomato and cucumber, and served with "
                "Thousand Island or blue cheese dressing.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a French press make coffee?",
        (
            "coarse grounds steep in water just off the boil for about four minutes, then the "
            "plunger pushes a fine mesh filter down, trapping the grounds at the bottom so the "
            "coffee can be poured off"
        ),
        [
            D(
                "Home > Food & Drink > Coffee | The AeroPress\nThe AeroPress, invented in 2005 by "
                "Alan Adler, the Stanford engineering lecturer behind the Aerobie flying ring, "
                "brews coffee in about a minute. Fine grounds and hot water are stirred in a "
                "plastic chamber, and pressing the plunger forces the coffee out through a paper "
                "filter straight into the cup.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Coffee | The moka pot\nThe moka pot, sold from 1933 by "
                "Alfonso Bialetti of Omegna in Piedmont, is a stovetop brewer in three parts. "
                "Water in the bottom chamber is heated until steam pressure forces it up through a "
                "funnel of finely ground coffee, and the brew rises through a central spout into "
                "the top chamber with a gurgle.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Coffee | Pour-over and the paper filter\nThe paper coffee "
                "filter was patented in 1908 by Melitta Bentz, a Dresden housewife who punched "
                "holes in a brass pot and lined it with blotting paper from her son's school "
                "exercise book. In a pour-over, hot water is poured slowly in a spiral over the "
                "grounds in the cone and drips through into the cup.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Coffee | Using a cafeti\u00e8re\nA French press, or "
                "cafeti\u00e8re, brews by steeping: coarsely ground coffee sits in water just off "
                "the boil, about 93 to 96 degrees Celsius, for around four minutes. Pushing down "
                "the plunger then drives a fine steel mesh through the jug, pressing the grounds "
                "to the bottom so the coffee can be poured off clear.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Coffee | Cold brew\nCold brew is made by soaking coarse "
                "coffee grounds in cold or room-temperature water for twelve to twenty-four hours "
                "and then straining it. Without heat fewer bitter compounds dissolve, so it tastes "
                "smoother than iced coffee; it is usually made as a concentrate and diluted with "
                "water or milk.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why is it called black friday",
        (
            "Philadelphia police in the 1950s and 1960s used the name for the chaotic crowds and "
            "traffic on the day after Thanksgiving; retailers later explained it as the day their "
            "accounts went into the black"
        ),
        [
            D(
                "Home > History > Finance | Black Friday, 1869\nOn Friday 24 September 1869 the "
                "price of gold collapsed in New York after the speculators Jay Gould and James "
                "Fisk had tried to corner the market. President Grant ordered the Treasury to sell "
                "four million dollars of gold, the price fell within minutes, and many investors "
                "were ruined.\nShare this | Cookie policy"
            ),
            S(
                "Home > Money > Shopping | Where the name Black Friday comes from\nThe name began "
                "with Philadelphia's police in the 1950s and 1960s, who used it for the day after "
                "Thanksgiving, when shoppers and visitors for Saturday's Army-Navy game jammed the "
                "streets and officers worked long shifts. Shops later preferred to say it was when "
                "their books went into the black.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Shopping | Cyber Monday\nThe term Cyber Monday was coined in "
                "November 2005 by Shop.org, the online arm of the National Retail Federation, for "
                "the Monday after Thanksgiving, when many Americans back at work with fast "
                "internet connections did their shopping online. Within a few years it became the "
                "biggest online shopping day in the US.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Shopping | Black Friday comes to Britain\nAmazon brought Black "
                "Friday deals to its British site in 2010, and the day took off in 2013 when Asda, "
                "then owned by Walmart, staged American-style sales. In 2014 police were called to "
                "scuffles over cut-price televisions at several supermarkets, and many retailers "
                "now spread their offers over a week or more.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Finance | Black Tuesday\nOn Tuesday 29 October 1929 panic "
                "selling on the New York Stock Exchange saw some sixteen million shares traded, a "
                "record that stood for nearly forty years, and the Dow Jones index fell by about "
                "twelve per cent. Coming five days after Black Thursday, it marked the start of "
                "the Great Depression.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Does AP style use the Oxford comma?",
        (
            "No: the AP Stylebook leaves out the comma before the conjunction in a simple series, "
            "using one only where it is needed for clarity"
        ),
        [
            D(
                "Home > Writing > Style guides | The Chicago Manual of Style\nThe Chicago Manual "
                "of Style, first published by the University of Chicago Press in 1906 and now in "
                "its eighteenth edition, is the standard guide for American book publishing. It "
                "firmly recommends the serial comma before the last item in any list of three or "
                "more, as in 'apples, pears, and plums'.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Cases | The case of the missing comma\nIn March 2017 a federal "
                "appeals court ruled for dairy delivery drivers in Maine in O'Connor v. Oakhurst "
                "Dairy because a state law listing tasks exempt from overtime pay had no comma "
                "before 'or distribution', leaving its meaning unclear. The dairy settled in 2018 "
                "by paying the drivers five million dollars.\nShare this | Cookie policy"
            ),
            S(
                "Home > Writing > Style guides | AP style and commas in a series\nThe Associated "
                "Press Stylebook, used by most American newspapers, tells writers to leave out the "
                "serial or Oxford comma before the conjunction in a simple series: the flag is "
                "red, white and blue. It allows one only where a sentence would otherwise be "
                "unclear, or where the items are long phrases.\nShare this | Cookie policy"
            ),
            D(
                "Home > Writing > Style guides | AP Stylebook updates\nThe Associated Press first "
                "issued its stylebook to its own staff in 1953, and its yearly editions are "
                "watched closely for changes: in 2011 e-mail became email, in 2017 it accepted "
                "they as a singular pronoun in some cases, and in 2019 it allowed the % sign with "
                "a numeral in place of the word percent.\nShare this | Cookie policy"
            ),
            D(
                "Home > Writing > Style guides | Why it is called the Oxford comma\nThe serial "
                "comma gets its Oxford name from Oxford University Press, whose printers and "
                "editors long required it. Horace Hart, Printer to the University from 1883, set "
                "out house rules for his compositors in a booklet that grew into Hart's Rules, and "
                "OUP style guides still call for the comma.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which town was the founder of Rolex born?",
        "Kulmbach, in Bavaria, Germany (Hans Wilsdorf, born there on 22 March 1881)",
        [
            D(
                "Home > Style > Watches | Patek Philippe\nPatek Philippe traces its origins to "
                "1839, when Antoni Patek, a Polish cavalry officer born near Lublin in 1812, set "
                "up a watch business in Geneva with his countryman Franciszek Czapek. In 1845 he "
                "was joined by the French watchmaker Adrien Philippe, inventor of a keyless "
                "winding system, and in 1851 the firm took both their names.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Style > Watches | The story of Rolex\nRolex began in London in 1905 as "
                "Wilsdorf & Davis, a firm set up by Hans Wilsdorf and his brother-in-law Alfred "
                "Davis to put Swiss movements into cases and sell them to jewellers. Wilsdorf "
                "registered the name Rolex in 1908, moved the business to Geneva after the First "
                "World War, and launched the Oyster case in 1926.\nShare this | Cookie policy"
            ),
            D(
                "Home > Style > Watches | Tudor\nTudor was set up by Hans Wilsdorf in 1926 as a "
                "cheaper sister brand to Rolex, using bought-in movements inside Rolex-made Oyster "
                "cases so that jewellers could offer their toughness at a lower price. It became a "
                "company in its own right in 1946, and its Submariner divers' watches were issued "
                "to the French navy.\nShare this | Cookie policy"
            ),
            D(
                "Home > Style > Watches | Omega\nOmega began in 1848 when Louis Brandt, a "
                "23-year-old watchmaker, started assembling pocket watches from parts supplied by "
                "local craftsmen in La Chaux-de-Fonds in the Swiss Jura. His sons moved the firm "
                "to Biel in 1880, and an Omega Speedmaster went to the Moon on Buzz Aldrin's wrist "
                "in July 1969.\nShare this | Cookie policy"
            ),
            S(
                "Home > Style > Watches | Hans Wilsdorf\nHans Wilsdorf was born on 22 March 1881 "
                "in Kulmbach, a brewing town in Upper Franconia in Bavaria, and was left an orphan "
                "at twelve, brought up by his uncles. After working for a watch exporter in La "
                "Chaux-de-Fonds he moved to London in 1903, and he left his fortune to a "
                "foundation that still owns the company.\nShare this | Cookie policy"
            ),
            D(
                "Home > Style > Watches | The Oyster and the Channel\nIn October 1927 the British "
                "swimmer Mercedes Gleitze wore a Rolex Oyster on a cord round her neck during a "
                "ten-hour attempt on the English Channel, and it was still working when she was "
                "pulled from the sea. Rolex took a full-page advertisement on the front of the "
                "Daily Mail to celebrate.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "how often does a car need an mot",
        (
            "every year once it is three years old: in Great Britain the first MOT is due by the "
            "third anniversary of registration (four years in Northern Ireland), then yearly"
        ),
        [
            D(
                "Q: How often should my car be serviced?\nA: Most makers recommend a service every "
                "12,000 miles or every twelve months, whichever comes first, with a fuller service "
                "every other year, though low-mileage cars on long-life oil may go two years. "
                "Servicing, unlike the MOT, is not a legal requirement, but a full service history "
                "helps a car's resale value."
            ),
            S(
                "Q: When does my car need an MOT?\nA: In England, Scotland and Wales a car needs "
                "its first MOT test by the third anniversary of its registration, and then every "
                "year after that; in Northern Ireland the first test comes at four years. You can "
                "have it tested up to a month, less a day, before the current certificate runs out "
                "and still keep the same renewal date."
            ),
            D(
                "Q: What does the MOT test check?\nA: The tester looks at lights, brakes, "
                "steering, suspension, seatbelts, mirrors, wipers, the horn and exhaust emissions, "
                "and checks that tyres have at least 1.6 mm of tread across the central "
                "three-quarters of their width. The engine, clutch and gearbox are not examined, "
                "and the most a test centre may charge for a car is \u00a354.85."
            ),
            D(
                "Q: How often do I have to pay vehicle tax?\nA: You can pay Vehicle Excise Duty "
                "for twelve months or six months at a time, or by direct debit in monthly, "
                "six-monthly or yearly instalments. Tax does not pass to a new keeper when a car "
                "is sold, so the buyer must tax it before driving away, and a car kept off the "
                "road needs a SORN declaration instead."
            ),
            D(
                "Q: How long does a new car warranty last?\nA: Most manufacturers give three "
                "years, often capped at 60,000 miles, but some go further: Kia offers seven years "
                "or 100,000 miles, and Toyota up to ten years if the car is serviced at its "
                "dealers. A warranty usually passes to the next owner when you sell the car, which "
                "helps it hold its value."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "uk personal allowance 2024",
        (
            "\u00a312,570 for the 2024/25 tax year, reduced by \u00a31 for every \u00a32 of income "
            "over \u00a3100,000"
        ),
        [
            D(
                "Personal Savings Allowance, tax year 2024/25\n- Basic-rate taxpayers: up to "
                "\u00a31,000 of savings interest a year tax-free\n- Higher-rate taxpayers: up to "
                "\u00a3500\n- Additional-rate taxpayers: no allowance\n- Starting rate for "
                "savings: up to \u00a35,000 more at 0% for those on low earnings\n- Interest from "
                "ISAs does not count towards it"
            ),
            D(
                "Dividend and capital gains allowances, 2024/25\n- Dividend allowance: \u00a3500, "
                "down from \u00a31,000 in 2023/24 and \u00a32,000 before that\n- Capital gains "
                "annual exempt amount: \u00a33,000, down from \u00a36,000\n- Dividends above the "
                "allowance taxed at 8.75%, 33.75% or 39.35%\n- Gains on your main home are usually "
                "exempt"
            ),
            S(
                "UK Personal Allowance, tax year 2024/25\n- Amount: \u00a312,570 of income a year "
                "before any income tax is due\n- Frozen at this level since April 2021, with the "
                "freeze extended to April 2028\n- Reduced by \u00a31 for every \u00a32 of adjusted "
                "net income above \u00a3100,000\n- Lost entirely at incomes of \u00a3125,140 or "
                "more\n- The 20% basic rate applies from \u00a312,571 to \u00a350,270"
            ),
            D(
                "Marriage Allowance, tax year 2024/25\n- Lets a spouse or civil partner transfer "
                "\u00a31,260 of their unused allowance to the other\n- Cuts the receiving "
                "partner's tax bill by up to \u00a3252 a year\n- The receiving partner must be a "
                "basic-rate taxpayer\n- Can be backdated for up to four previous tax years\n- "
                "Apply online through GOV.UK"
            ),
            D(
                "Blind Person's Allowance, tax year 2024/25\n- An extra \u00a33,070 of tax-free "
                "income on top of other allowances\n- For people registered blind or severely "
                "sight impaired with their council in England and Wales\n- In Scotland and "
                "Northern Ireland, for those who cannot do any work for which eyesight is "
                "essential\n- Any unused part can be transferred to a spouse or civil partner"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is older, Sainsbury's or Tesco?",
        "Sainsbury's, founded in 1869; Tesco began in 1919",
        [
            D(
                "Q: How did Marks & Spencer begin?\nA: Michael Marks, a refugee from what is now "
                "Belarus, opened a stall at Kirkgate Market in Leeds in 1884 under the sign 'Don't "
                "ask the price, it's a penny'. In 1894 he went into partnership with Thomas "
                "Spencer, a cashier at the wholesaler Isaac Dewhirst, and by 1900 they had 36 "
                "branches, run from Manchester."
            ),
            S(
                "Q: When did Tesco start?\nA: Tesco traces its beginning to 1919, when Jack Cohen, "
                "back from serving in the Royal Flying Corps, began selling surplus groceries from "
                "a market stall in Hackney in east London. The name came from T. E. Stockwell, who "
                "supplied his tea, and the first two letters of Cohen, and the first Tesco shop "
                "opened at Burnt Oak in Edgware in 1931."
            ),
            D(
                "Q: Who founded Waitrose?\nA: Waitrose began as a grocer's shop in Acton, west "
                "London, opened in 1904 by Wallace Waite, Arthur Rose and David Taylor; the name "
                "combines the first two. Taylor left in 1908, and in 1937 the John Lewis "
                "Partnership bought the business, which had grown to ten shops by then, and its "
                "staff became partners in the firm."
            ),
            S(
                "Q: When was Sainsbury's founded?\nA: John James Sainsbury and his wife Mary Ann "
                "opened their first shop, a dairy selling butter, milk and eggs, at 173 Drury Lane "
                "in London in 1869. The business grew into a chain of branches across London and "
                "the south-east, opened its first self-service store in Croydon in 1950, and "
                "stayed under family management until the late 1990s."
            ),
            D(
                "Q: How old is Morrisons?\nA: William Morrison started the business as an egg and "
                "butter merchant in Rawson Market in Bradford in 1899, and his son Ken, who took "
                "over in 1952, turned it into a supermarket chain with its first self-service "
                "store in 1961. Morrisons bought Safeway in 2004 and was itself bought by a US "
                "private equity firm in 2021."
            ),
            D(
                "Q: When did Asda open?\nA: Asda was formed in 1965 when the Asquith family's "
                "three supermarkets joined Associated Dairies & Farm Stores of Leeds, taking "
                "letters from both names. Walmart bought it in 1999, and in 2021 it was sold to "
                "the Issa brothers and the investment firm TDR Capital in a deal that valued it at "
                "about \u00a36.8 billion."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What documents do I need to open a bank account in the UK?",
        (
            "proof of identity, such as a valid passport or photocard driving licence, and proof "
            "of address, such as a recent utility bill, council tax bill or bank statement"
        ),
        [
            D(
                "Q: What do I need to open an ISA?\nA: You must be 18 or over and resident in the "
                "UK, and you will need your National Insurance number, which the provider uses to "
                "report the account to HMRC. You can pay in up to \u00a320,000 in the 2024/25 tax "
                "year, split however you like between cash, stocks and shares, innovative finance "
                "and Lifetime ISAs."
            ),
            D(
                "Q: How do I switch my current account to another bank?\nA: Use the Current "
                "Account Switch Service, which more than forty banks and building societies have "
                "signed up to. It moves your balance, direct debits and standing orders to the new "
                "account in seven working days, closes the old account, and redirects any payments "
                "that are still sent to it."
            ),
            S(
                "Q: What do I need to open a bank account?\nA: Banks must check who you are and "
                "where you live. Bring proof of identity, usually a valid passport or a full or "
                "provisional photocard driving licence, and proof of address, such as a utility "
                "bill, council tax bill or bank statement from the last three months. Many banks "
                "can now check some of this electronically."
            ),
            D(
                "Q: What is a basic bank account?\nA: A basic account lets you receive your wages "
                "or benefits, pay bills by direct debit and use a debit card and cash machines, "
                "but gives no overdraft, so you cannot spend money you do not have. The nine "
                "largest banks must offer one free of charge to anyone legally resident in the UK "
                "who has no other account or cannot get a standard one."
            ),
            D(
                "Q: Can I open a bank account for my child?\nA: Most banks offer children's "
                "savings accounts from birth, opened by a parent or guardian on the child's "
                "behalf. Junior current accounts with a debit card usually start at 11, and from "
                "16 a teenager can open a full current account in their own name, although without "
                "an overdraft or a credit card until 18."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I fold a fitted sheet?",
        (
            "turn it inside out, put a hand in each corner of one short end and tuck one corner "
            "over the other, do the same at the other end and nest the pairs together, then lay it "
            "flat, tuck in the elastic edges to make a rectangle and fold it in thirds and then in "
            "half"
        ),
        [
            D(
                "Q: How should I fold a flat sheet?\nA: With a helper, each hold two corners of "
                "one short end, fold it in half lengthwise and then in half again, walking towards "
                "each other to bring the ends together, and give it a snap to shake out creases. "
                "Working alone, spread it over a bed and fold it in halves there. Stack folded "
                "sheets with the folded edges facing out."
            ),
            D(
                "Q: What's the easiest way to put on a duvet cover?\nA: Turn the cover inside out "
                "and reach inside to grab its two far corners. Holding them, take hold of the two "
                "top corners of the duvet through the cover and shake, so the cover falls down "
                "over the duvet the right way out. Then do up the poppers or buttons at the open "
                "end and shake again to settle the filling."
            ),
            D(
                "Q: How often should I wash my bed sheets?\nA: Once a week is the usual advice, or "
                "every three or four days in hot weather or when you are ill, because sheets "
                "collect sweat, dead skin cells and dust mites. Wash them at 60 degrees to kill "
                "the mites and most bacteria, and dry them thoroughly, outdoors if you can, before "
                "putting them back on the bed."
            ),
            S(
                "Q: How do I fold a fitted sheet neatly?\nA: Turn it inside out and put a hand in "
                "each corner of one short end, then fold one corner over the other so they nest "
                "together. Do the same with the other two corners and bring both pairs together. "
                "Lay the sheet flat, tuck in the elasticated edges to make a rectangle, and fold "
                "it in thirds lengthwise, then in half."
            ),
            D(
                "Q: How should I store spare bed linen?\nA: Keep it in a cool, dry, dark cupboard "
                "with some air around it, away from hot pipes that can yellow cotton. A handy "
                "trick is to fold each set, the sheets and one pillowcase, and put it inside the "
                "matching second pillowcase, so everything for one bed stays together. Avoid "
                "plastic boxes, which trap damp."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is my tumble dryer taking so long to dry clothes?",
        (
            "usually a clogged lint filter; also a full water tank or dirty condenser, a kinked or "
            "blocked vent hose, an overloaded drum, or clothes left too wet by a low spin speed"
        ),
        [
            D(
                "Q: Why do my clothes come out of the dryer creased?\nA: Creases set in when warm "
                "clothes are left lying in the drum after the cycle ends, so take them out "
                "straight away and hang or fold them while they are still warm. Overfilling the "
                "drum adds to the problem, and for shirts and cotton trousers a shorter programme, "
                "stopped while slightly damp, eases ironing."
            ),
            S(
                "Q: Why is my tumble dryer taking so long?\nA: The commonest cause is a clogged "
                "lint filter, which cuts the airflow, so clean it after every load. In a condenser "
                "dryer empty the water tank and rinse the condenser unit every month; in a vented "
                "one, check the hose is not kinked or blocked. Overloading the drum, or clothes "
                "left soaking by a low spin speed, slows it too."
            ),
            D(
                "Q: Why did my jumper shrink in the dryer?\nA: Wool and cotton fibres are "
                "stretched when yarn is spun and woven, and the heat and tumbling of a dryer let "
                "them relax back to their natural length; with wool, the scales on the fibres also "
                "lock together and felt. Check the care label, use a low-heat or wool programme, "
                "or dry knitwear flat on a towel instead."
            ),
            D(
                "Q: Which type of tumble dryer is cheapest to run?\nA: A heat pump dryer is by far "
                "the cheapest, using roughly half the electricity of a vented or condenser model "
                "because it reuses warm air instead of heating fresh air all the time. It costs "
                "more to buy and its programmes run longer, but a family doing several loads a "
                "week can save well over a hundred pounds a year."
            ),
            D(
                "Q: Why is my tumble dryer so noisy?\nA: A thumping or rumbling usually means the "
                "drum's support rollers or bearings are worn, and a squeal often comes from a worn "
                "drive belt or idler pulley, parts an engineer can replace. A rattle is more often "
                "a coin, hairgrip or zip banging around the drum, so empty pockets first and check "
                "the drum and the filter housing."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I get compensation if my train is delayed?",
        (
            "Yes: under Delay Repay most train companies in Great Britain pay back part of the "
            "fare when you arrive 15 or 30 minutes or more late, whatever the cause, if you claim "
            "within 28 days"
        ),
        [
            D(
                "Q: Can I get money back if my flight is delayed?\nA: Under UK261, the law kept "
                "from the EU rules after Brexit, you can claim fixed compensation of \u00a3220 to "
                "\u00a3520, depending on the distance, if a flight from a UK airport arrives more "
                "than three hours late, unless the airline can show extraordinary circumstances "
                "beyond its control, such as severe weather or air traffic control strikes."
            ),
            D(
                "Q: Can I get a refund on a train ticket I haven't used?\nA: Unused Anytime and "
                "Off-Peak tickets can usually be refunded within 28 days of the travel date, minus "
                "an administration fee of up to \u00a310, but most Advance tickets cannot be "
                "refunded, only changed for a fee. Season tickets can be handed back for a refund "
                "of the days left on them, less the same fee."
            ),
            D(
                "Q: How much can I save with a railcard?\nA: Most railcards, such as the 16-25, "
                "Senior, Two Together and Family & Friends cards, take a third off Off-Peak fares "
                "and many Anytime fares across Great Britain. A card costs \u00a335 a year and "
                "usually pays for itself within two or three journeys, though a minimum fare "
                "applies on some cards on weekday mornings."
            ),
            S(
                "Q: Can I claim if my train is late?\nA: Yes. Almost every train company in Great "
                "Britain runs a Delay Repay scheme, which pays back part of your fare if you reach "
                "your destination 15 or 30 minutes late, depending on the operator, whatever the "
                "cause. A delay of an hour or more usually refunds the whole single fare. Claim "
                "within 28 days, online or in the operator's app."
            ),
            D(
                "Q: Can I take my bike on the train?\nA: Folding bikes can go on almost any train, "
                "but rules for full-size bikes vary by operator: many carry two to six on a "
                "first-come basis off-peak, while some, such as LNER and Avanti West Coast, need a "
                "free reservation. Bikes are often banned on busy commuter services into London at "
                "peak times, so check before you go."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency is used in the country where Toblerone was invented?",
        "the Swiss franc (CHF): Toblerone was created in Bern, Switzerland, in 1908",
        [
            S(
                "Q: Where was Toblerone invented?\nA: Toblerone was created in Bern, Switzerland, "
                "in 1908 by Theodor Tobler and his cousin Emil Baumann, and the name joins Tobler "
                "with torrone, the Italian honey and almond nougat it contains. Its triangular "
                "bars are often said to echo the Matterhorn, and a bear, the symbol of Bern, is "
                "hidden in the mountain on the packet."
            ),
            D(
                "Q: Why did the Matterhorn come off Toblerone packs?\nA: In 2023 the owner, the US "
                "food group Mondelez, moved part of its production from Bern to Bratislava in "
                "Slovakia. Under Swiss rules on national symbols, products not made wholly in "
                "Switzerland cannot show Swiss landmarks, so the mountain was redrawn as a generic "
                "peak and the wording changed to 'established in Switzerland'."
            ),
            D(
                "Q: What currency does Austria use?\nA: Austria has used the euro since 1 January "
                "1999 for electronic payments and since 1 January 2002 for notes and coins, when "
                "it replaced the Austrian schilling at 13.7603 schillings to the euro. Its "
                "one-euro coin shows Mozart and its two-euro coin the pacifist Bertha von Suttner, "
                "who won the Nobel Peace Prize in 1905."
            ),
            S(
                "Q: What money is used in Switzerland?\nA: Switzerland's currency is the Swiss "
                "franc, written CHF and divided into 100 centimes or Rappen; it is also the "
                "official currency of Liechtenstein. Switzerland is not in the EU and does not use "
                "the euro, although many shops, stations and hotels near the borders will take "
                "euro notes and give change in francs, at their own rate of exchange."
            ),
            D(
                "Q: Where was Milka chocolate first made?\nA: Milka was launched in 1901 by "
                "Suchard, the chocolate firm founded by Philippe Suchard in Neuch\u00e2tel, and "
                "its name comes from the milk and cocoa, Kakao, in its recipe. Its lilac wrapper "
                "and cow date from those early years, but the bars have long been made mainly at "
                "L\u00f6rrach in southern Germany, just across the border from Basel, where "
                "Suchard opened a factory in 1880."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first woman to fly solo across the Atlantic?",
        "Amelia Earhart, from Harbour Grace in Newfoundland to Northern Ireland on 20-21 May 1932",
        [
            D(
                "Amelia Earhart first crossed the Atlantic by air in June 1928, flying from "
                "Newfoundland to Burry Port in Wales aboard the seaplane Friendship, but the pilot "
                "was Wilmer Stultz and the mechanic Louis Gordon. She kept the log and said "
                "afterwards she had been carried like a sack of potatoes, yet the press made her "
                "the most famous woman flyer in America overnight."
            ),
            D(
                "In September 1936 the Kenyan-raised aviator Beryl Markham took off from Abingdon "
                "in England in a Percival Vega Gull and flew westward, against the prevailing "
                "winds, for more than twenty hours until her fuel ran low and she crash-landed in "
                "a bog on Cape Breton Island, Nova Scotia, a westward flight she later described "
                "in her memoir West with the Night."
            ),
            S(
                "In May 1932 the Kansas-born aviator Amelia Earhart took off from Harbour Grace in "
                "Newfoundland in a red Lockheed Vega and, piloting it entirely on her own for "
                "nearly fifteen hours through ice and a failing altimeter, came down in a pasture "
                "near Londonderry in Northern Ireland. No woman before her had made the ocean "
                "crossing alone at the controls of an aeroplane."
            ),
            D(
                "Charles Lindbergh, a 25-year-old airmail pilot, flew the Spirit of St. Louis "
                "alone and without a stop from Roosevelt Field on Long Island to Le Bourget "
                "outside Paris on 20 and 21 May 1927, a flight of about thirty-three and a half "
                "hours, and won the 25,000-dollar Orteig Prize. A crowd of some 150,000 people "
                "swarmed the aeroplane when he landed."
            ),
            D(
                "In May 1930 the Yorkshire-born pilot Amy Johnson flew a second-hand de Havilland "
                "Gipsy Moth named Jason from Croydon to Darwin in nineteen days, the first woman "
                "to fly on her own from England to Australia. She later married the Scottish "
                "aviator Jim Mollison, and she died in 1941 when the aircraft she was ferrying for "
                "the Air Transport Auxiliary came down in the Thames Estuary."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who invented the jacuzzi",
        (
            "Candido Jacuzzi, who in 1956 adapted one of his family firm's pumps to give his son "
            "whirlpool therapy for rheumatoid arthritis; Roy Jacuzzi built the first "
            "self-contained whirlpool bath in 1968"
        ),
        [
            D(
                "In 1920 the Jacuzzi brothers, Italian immigrants who made wooden aircraft "
                "propellers in Berkeley, built the J-7, a high-winged monoplane with an enclosed "
                "cabin that carried mail and passengers in California. On 14 July 1921 one crashed "
                "near Modesto, killing the brother Giocondo Jacuzzi among others, and the family "
                "turned to making farm pumps instead."
            ),
            S(
                "The whirlpool tub that carries an Italian-American family's surname began as a "
                "home remedy. In 1956 Candido Jacuzzi, one of seven brothers whose California firm "
                "made farm water pumps, adapted one so that it could churn the water in an "
                "ordinary bathtub and ease his young son Kenneth's rheumatoid arthritis. In 1968 a "
                "younger relative, Roy Jacuzzi, built the jets into the bath itself."
            ),
            D(
                "In the middle of the nineteenth century the Bavarian priest Sebastian Kneipp, who "
                "believed that bathing in the icy Danube had cured his tuberculosis as a student, "
                "built a system of healing on cold water: wading in streams, cold water poured "
                "over the limbs and baths alternating hot and cold, with herbs and exercise. The "
                "spa town of Bad W\u00f6rishofen grew up around his parish."
            ),
            D(
                "The Baths of Caracalla in Rome, opened in about AD 216, could take some 1,600 "
                "bathers at a time, who moved from the warm tepidarium to the hot caldarium, "
                "heated by furnaces beneath the floors, and ended with a plunge in the cold "
                "frigidarium. The complex also held libraries, gardens and exercise yards, and it "
                "stayed in use until the Goths cut its aqueduct in 537."
            ),
            D(
                "The modern outdoor hot tub grew up in California in the late 1960s, when people "
                "in places such as Santa Barbara and Berkeley began heating old wooden wine vats "
                "and barrels with gas water heaters and sitting in them together. Redwood tubs "
                "were soon sold in kits, and by the end of the 1970s moulded acrylic spas with "
                "their own heaters, pumps and filters had begun to replace the wooden ones."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who lived longer, Charlie Chaplin or Buster Keaton?",
        "Charlie Chaplin, who died at 88 in 1977; Buster Keaton died at 70 in 1966",
        [
            S(
                "Charlie Chaplin, born in south London in April 1889, spent his last twenty-five "
                "years in exile at Corsier-sur-Vevey above Lake Geneva, barred from returning to "
                "the United States, and died there in his sleep on Christmas Day 1977 at the age "
                "of eighty-eight. Two months later his coffin was stolen from the village "
                "graveyard and held for a ransom that was never paid."
            ),
            D(
                "Harold Lloyd, the bespectacled comic remembered for hanging from a clock face "
                "high above a Los Angeles street in Safety Last! of 1923, was born in Burchard, "
                "Nebraska, in April 1893. Unlike most silent stars he owned his own films, which "
                "made him one of the richest men in Hollywood, and he died of cancer in Beverly "
                "Hills in March 1971, aged seventy-seven."
            ),
            D(
                "Roscoe 'Fatty' Arbuckle, who gave Buster Keaton his first film role in The "
                "Butcher Boy in 1917, was one of the best-paid comedians in Hollywood until he was "
                "charged over the death of the actress Virginia Rappe in 1921. He was acquitted at "
                "his third trial, but his career never recovered, and he died of a heart attack in "
                "New York in June 1933, at forty-six."
            ),
            S(
                "Buster Keaton, the deadpan star of The General, was born in Piqua, Kansas, in "
                "October 1895 to a travelling vaudeville family, and made his name in the silent "
                "era before his career fell apart with the coming of sound and his drinking. He "
                "died of lung cancer at his home in Woodland Hills, California, on 1 February "
                "1966, four months after his seventieth birthday."
            ),
            D(
                "Limelight, released in 1952, is the only film in which Charlie Chaplin and Buster "
                "Keaton appear together: Chaplin plays Calvero, a faded music-hall clown in London "
                "in 1914, and Keaton his partner in a chaotic musical act near the end. It was "
                "boycotted in much of the United States after Chaplin left for Europe, and only "
                "won its Academy Award for music in 1973."
            ),
            D(
                "Sydney Chaplin, Charlie's elder half-brother, born in London in March 1885, was a "
                "comedian in Fred Karno's company before him and later his business manager, "
                "starring in films of his own such as Charley's Aunt in 1925. He retired to the "
                "south of France and died in Nice on 16 April 1965, aged eighty, on the day of his "
                "brother's seventy-sixth birthday."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "members of the monkees",
        "Davy Jones, Micky Dolenz, Michael Nesmith and Peter Tork",
        [
            D(
                "The Partridge Family, an ABC sitcom that ran from 1970 to 1974, was loosely based "
                "on the Cowsills, a real singing family from Rhode Island. Shirley Jones played "
                "the widowed mother who joins her children's band, and her stepson David Cassidy, "
                "playing Keith, sang lead on I Think I Love You, which topped the American charts "
                "in November 1970."
            ),
            D(
                "The Archies were a cartoon band drawn from the comic books about Archie Andrews "
                "and his friends, put together for a CBS Saturday-morning show in 1968 by the "
                "music producer Don Kirshner after he had fallen out with another group. Their "
                "records were sung by session musicians led by Ron Dante, and Sugar, Sugar was the "
                "best-selling single of 1969."
            ),
            S(
                "The Monkees were put together for television rather than formed in a garage: the "
                "producers Bob Rafelson and Bert Schneider auditioned more than four hundred "
                "hopefuls for a 1966 NBC sitcom modelled on A Hard Day's Night and chose the "
                "Manchester-born singer Davy Jones, the former child actor Micky Dolenz, the Texan "
                "songwriter Michael Nesmith and the folk musician Peter Tork."
            ),
            D(
                "Last Train to Clarksville, written by Tommy Boyce and Bobby Hart, reached number "
                "one in the United States in November 1966 as the Monkees' first single, and Neil "
                "Diamond's I'm a Believer followed it to the top that December and stayed there "
                "for seven weeks. Don Kirshner, the music supervisor, had Los Angeles session "
                "players record most of the backing tracks."
            ),
            D(
                "Head, the 1968 feature film built around the Monkees, was directed by Bob "
                "Rafelson and written by him with a young actor named Jack Nicholson, who mapped "
                "out its plot with the band over a weekend at a resort in Ojai, California. A "
                "disjointed satire of the group's manufactured image, it flopped at the box "
                "office, and by the time it opened the television series had already been "
                "cancelled."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did trial by ordeal work?",
        (
            "the accused carried red-hot iron or took a stone from boiling water and was cleared "
            "if the hand healed cleanly within three days; in the cold-water form a bound person "
            "who sank was innocent and one who floated guilty, the result being taken as God's "
            "judgement"
        ),
        [
            D(
                "Trial by combat let the parties to a dispute, or champions fighting for them, "
                "settle it with weapons in the belief that God would give victory to the right. In "
                "England it survived on the statute book long after it had fallen out of use, "
                "until Abraham Thornton claimed it in 1818 to escape a private appeal of murder; "
                "his accuser, the dead woman's brother, declined to fight, and Parliament "
                "abolished it in 1819."
            ),
            D(
                "Compurgation, or wager of law, let a defendant in early English and Germanic "
                "courts clear himself by swearing an oath of innocence and bringing a set number "
                "of neighbours, often eleven or twelve, to swear that they believed his oath was "
                "true. A slip in the words of the oath could lose the case, and it survived in "
                "English debt actions until Parliament abolished it in 1833."
            ),
            S(
                "Where guilt could not be settled by witnesses, medieval courts left it to the "
                "judgement of God. After a priest's blessing the accused carried a red-hot iron "
                "bar for nine paces or plucked a stone from a cauldron of boiling water; the hand "
                "was bound up, and if it was healing cleanly three days later they were cleared. "
                "Lowered bound into blessed water, one who sank was innocent and one who floated "
                "guilty."
            ),
            D(
                "Peine forte et dure, pressing with heavy weights, was used in England on "
                "prisoners who refused to plead guilty or not guilty, since without a plea there "
                "could be no trial and a convicted felon's goods went to the Crown. In 1586 "
                "Margaret Clitherow, a York butcher's wife accused of sheltering Catholic priests, "
                "was pressed to death under a door loaded with stones."
            ),
            D(
                "In November 1215 the Fourth Lateran Council, summoned by Pope Innocent III, "
                "forbade priests to take part in ordeals by blessing the iron or the water. "
                "Without the Church's blessing the practice lost its meaning, and English judges, "
                "left with no way to decide many criminal cases, began to put accused people "
                "before juries drawn from their neighbours."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why was the Hays Code introduced?",
        (
            "the Hollywood studios adopted it (1930, strictly enforced from 1934) to regulate "
            "their own films and head off government censorship after off-screen scandals, state "
            "censorship boards and, in 1934, the threat of a Catholic boycott"
        ),
        [
            D(
                "The film rating system of the Motion Picture Association of America, devised "
                "under its president Jack Valenti, took effect on 1 November 1968 with four "
                "categories, G, M, R and X. Rather than ban content it labelled films by age "
                "suitability; M later became GP and then PG, PG-13 was added in 1984 after "
                "complaints about violence in Gremlins, and NC-17 replaced X in 1990."
            ),
            S(
                "After a run of off-screen scandals in the early 1920s and a growing patchwork of "
                "state censorship boards, the heads of the big Hollywood studios chose to police "
                "their own films rather than wait for Washington to do it. The moral rulebook "
                "their trade body adopted in 1930, named after its president Will Hays, was "
                "strictly enforced from 1934, when Catholic leaders threatened a boycott."
            ),
            D(
                "Will H. Hays, a lawyer from Sullivan, Indiana, managed Warren Harding's "
                "successful presidential campaign in 1920 and was rewarded with the post of "
                "Postmaster General. He left the Cabinet in 1922 to become the first president of "
                "the Motion Picture Producers and Distributors of America at a salary of 100,000 "
                "dollars a year, and he held the job until 1945."
            ),
            D(
                "The British Board of Film Censors was set up by the film trade itself in 1912 and "
                "began work in January 1913 with just two certificates, U for universal and A for "
                "more adult audiences. Local councils kept the legal power to license films, but "
                "most came to follow its decisions, and in 1985 it was renamed the British Board "
                "of Film Classification."
            ),
            D(
                "In Joseph Burstyn v. Wilson, decided in May 1952, the US Supreme Court held that "
                "films are a form of expression protected by the First Amendment, overturning its "
                "own ruling of 1915 that they were merely a business. The case concerned Roberto "
                "Rossellini's short film The Miracle, which New York had banned as sacrilegious, "
                "and it began the long decline of the state and city censorship boards."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Did Agatha Christie really disappear?",
        (
            "Yes: she went missing for eleven days in December 1926 and was found at a hotel in "
            "Harrogate, registered under the surname of her husband's mistress"
        ),
        [
            D(
                "The American writer Ambrose Bierce, author of The Devil's Dictionary and of Civil "
                "War stories such as An Occurrence at Owl Creek Bridge, rode south into Mexico in "
                "late 1913, at the age of seventy-one, to see its revolution for himself. His last "
                "known letter was dated from Chihuahua that December, and no trace of him was ever "
                "found; how he died is still unknown."
            ),
            S(
                "On the night of 3 December 1926 the crime writer Agatha Christie drove away from "
                "her home in Sunningdale, and her car was found the next morning abandoned above a "
                "chalk pit at Newlands Corner in Surrey. For eleven days more than a thousand "
                "police and many volunteers searched for her, until she was recognised at a "
                "Harrogate spa hotel, signed in under the surname of her husband's mistress."
            ),
            D(
                "Agatha Christie's first novel, The Mysterious Affair at Styles, was written "
                "during the First World War, when she worked in a hospital dispensary in Torquay "
                "and learned about poisons. Several publishers turned it down before The Bodley "
                "Head took it, and it came out in 1920 and introduced the Belgian refugee "
                "detective Hercule Poirot, with his egg-shaped head, waxed moustache and little "
                "grey cells."
            ),
            D(
                "In 1930 Agatha Christie married the archaeologist Max Mallowan, fourteen years "
                "her junior, whom she had met on a visit to the excavations at Ur in Iraq. For "
                "years she went with him on his digs in Syria and Iraq, cleaning ivories at Nimrud "
                "with her face cream, and she drew on those seasons for Murder in Mesopotamia and "
                "They Came to Baghdad."
            ),
            D(
                "The Detection Club was founded in London in 1930 by a group of British crime "
                "writers, with G. K. Chesterton as its first president and Agatha Christie and "
                "Dorothy L. Sayers among its early members. New members swore, on a skull called "
                "Eric, to play fair with readers and to avoid divine revelation, feminine "
                "intuition, mumbo-jumbo, jiggery-pokery and acts of God."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which village was the author of Pride and Prejudice born?",
        (
            "Steventon, in Hampshire, where her father was rector (Jane Austen, born there on 16 "
            "December 1775)"
        ),
        [
            D(
                "Chawton, a village near Alton in Hampshire, is where Jane Austen spent the last "
                "eight years of her life, from 1809, in a cottage provided by her brother Edward "
                "Knight, who owned the great house nearby. There she revised Sense and Sensibility "
                "and Pride and Prejudice for the press and wrote Mansfield Park, Emma and "
                "Persuasion; the cottage is now a museum."
            ),
            S(
                "Pride and Prejudice, the story of Elizabeth Bennet and the proud, rich Mr Darcy, "
                "came out in three volumes from the London publisher Thomas Egerton in January "
                "1813. Its title page named no author, only 'the author of Sense and Sensibility'; "
                "it was in fact Jane Austen, who had drafted it as First Impressions in the late "
                "1790s and sold the copyright for 110 pounds."
            ),
            D(
                "Fanny Burney, born in King's Lynn in Norfolk in 1752, the daughter of the music "
                "historian Charles Burney, was the most admired novelist of Jane Austen's youth. "
                "In the last chapter of her novel Cecilia, published in 1782, a character sums up "
                "the heroine's troubles as the result of pride and prejudice, a phrase printed in "
                "capitals three times on the page."
            ),
            D(
                "Jane Austen died in Winchester on 18 July 1817, aged forty-one, after moving "
                "there with her sister Cassandra to be near a physician, and was buried in the "
                "north aisle of Winchester Cathedral. Her gravestone praises her sweetness of "
                "temper and extraordinary endowments of mind but does not mention that she wrote "
                "novels; a brass plaque was added in 1872."
            ),
            S(
                "Jane Austen came into the world on 16 December 1775 in the rectory at Steventon, "
                "a small parish in north Hampshire, where her father, the Reverend George Austen, "
                "was the clergyman and took in boys as pupils to add to his income. She was the "
                "seventh of eight children and spent her first twenty-five years there, until the "
                "family moved to Bath in 1801."
            ),
            D(
                "Charlotte Bront\u00eb was born in 1816 in the village of Thornton near Bradford, "
                "where her father Patrick was the curate, before the family moved to the parsonage "
                "at Haworth in 1820. Her novel Jane Eyre appeared in 1847 under the name Currer "
                "Bell, and she wrote to a critic that Pride and Prejudice showed her only a "
                "carefully fenced, highly cultivated garden."
            ),
        ],
        drop=1,
    ),
]
