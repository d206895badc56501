"""The sixty-fourth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev61.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v48, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 307 characters and distractors 305; the longest passage is a support
in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who excavated the ship burial at Sutton Hoo in 1939?",
        "Basil Brown, a self-taught Suffolk archaeologist hired by the landowner Edith Pretty",
        [
            D(
                "Snape ship burial: In 1862 a mound on the heath at Snape, a few miles from "
                "Aldeburgh in Suffolk, was opened by a party of local landowners. They found the "
                "rivets of a boat about 14 m long and a gold ring set with an engraved Roman "
                "stone, most of the rest of the grave having been robbed long before."
            ),
            S(
                "Sutton Hoo: In May 1939 Basil Brown, a self-taught archaeologist from Suffolk "
                "hired by the landowner Edith Pretty, dug into the largest mound on her estate "
                "near Woodbridge and uncovered the outline of a ship some 27 m long, its timbers "
                "rotted away but its rows of iron rivets still in place in the sand."
            ),
            D(
                "Prittlewell burial: In 2003 archaeologists from the Museum of London checking a "
                "roadside verge at Prittlewell, in Southend-on-Sea, came upon an untouched chamber "
                "grave of about 600. Among its finds were a folding stool, a painted box, drinking "
                "horns and two small gold-foil crosses laid over the dead man's eyes."
            ),
            D(
                "Sutton Hoo helmet: The iron helmet from the great mound had been crushed into "
                "hundreds of pieces when the burial chamber caved in. Herbert Maryon of the "
                "British Museum fitted it together in 1945 and 1946, and in 1971 a second team "
                "took it apart and rebuilt it with the face mask, brows and moustache known today."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "zip code stands for",
        "Zone Improvement Plan",
        [
            D(
                "Robert Moon: A postal inspector in Philadelphia, Robert Moon sent the Post Office "
                "a plan in 1944 to number the country's main mail-sorting centres with three "
                "digits. Nearly twenty years later his idea became the first three figures of "
                "every ZIP Code, and he is often called the father of the system."
            ),
            D(
                "Postcodes in the United Kingdom: Britain's letter-and-number postcodes were first "
                "tried out in Norwich in 1959 and spread across the country over the next fifteen "
                "years. A code such as SW1A 1AA has an outward part naming the town and district "
                "and an inward part that narrows the address down to a few houses on one street or "
                "to a single large building."
            ),
            D(
                "Postal codes in Canada: Canada Post began giving out six-character codes in "
                "Ottawa in April 1971 and had covered the country by 1975. Each follows the "
                "pattern letter, digit, letter, space, digit, letter, digit, and the first letter "
                "marks a region: H for Montreal, M for Toronto and V for British Columbia."
            ),
            S(
                "ZIP Code: The five-digit codes that the US Post Office Department brought in on 1 "
                "July 1963 were called ZIP, short for Zone Improvement Plan, a name meant to "
                "suggest mail zipping along. The first digit stands for a group of states, from 0 "
                "in the north-east to 9 on the Pacific coast, and a cartoon postman, Mr. ZIP, "
                "promoted them."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Fortran or COBOL?",
        "Fortran: its first compiler shipped in April 1957; COBOL was specified in 1959 and 1960",
        [
            S(
                "Fortran: A team at IBM led by John Backus set out in 1954 to let scientists write "
                "formulas instead of machine code. The result, named for Formula Translation, "
                "shipped with its first compiler for the IBM 704 in April 1957, and it is still "
                "used for weather forecasting and physics on supercomputers."
            ),
            D(
                "Lisp: John McCarthy of MIT designed Lisp in 1958 as a language for research in "
                "artificial intelligence, and its name comes from list processing. Programs and "
                "data are both written in it as nested lists in brackets, and dialects such as "
                "Common Lisp, Scheme and Clojure are still in use today."
            ),
            D(
                "BASIC: John Kemeny and Thomas Kurtz wrote BASIC at Dartmouth College so that "
                "students outside science could use the college's time-sharing computer, and the "
                "first programs in it ran at 4 a.m. on 1 May 1964. Versions of it later came built "
                "into home computers such as the Commodore 64 and the Apple II, and a generation "
                "learned to program on them."
            ),
            S(
                "COBOL: In May 1959 a committee of computer makers and US government users met at "
                "the Pentagon to agree on a common language for business data processing. Building "
                "on Grace Hopper's FLOW-MATIC, it set out COBOL, the Common Business-Oriented "
                "Language, in 1959 and 1960, and banks still run programs written in it."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Who were the Gang of Four in China's Cultural Revolution?",
        "Jiang Qing, Zhang Chunqiao, Yao Wenyuan and Wang Hongwen",
        [
            D(
                "Gang of Four (band): The post-punk band Gang of Four was formed at the University "
                "of Leeds in 1976 by the singer Jon King, the guitarist Andy Gill, the drummer "
                "Hugo Burnham and the bass player Dave Allen. Their first album, Entertainment!, "
                "came out in 1979 and set jagged guitar over funk rhythms."
            ),
            D(
                "Lin Biao: Marshal Lin Biao compiled the little red book of Mao's quotations for "
                "the army and was written into the party constitution in 1969 as Mao's chosen "
                "successor. In September 1971, after a plot against Mao was said to have failed, "
                "he died when his plane crashed in Mongolia as he fled towards the Soviet Union."
            ),
            S(
                "Gang of Four (China): The name was given to four Communist Party leaders who "
                "drove the last years of the Cultural Revolution: Jiang Qing, Mao Zedong's wife, "
                "and her Shanghai allies Zhang Chunqiao, Yao Wenyuan and Wang Hongwen. They were "
                "arrested in October 1976, a month after Mao died, and put on trial in 1980."
            ),
            D(
                "Gang of Four (software): Erich Gamma, Richard Helm, Ralph Johnson and John "
                "Vlissides became known as the Gang of Four after their book Design Patterns of "
                "1994, which set out 23 reusable solutions to common problems in object-oriented "
                "programming, such as the Singleton, the Observer and the Factory Method."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a self-winding watch wind itself?",
        (
            "a heavy rotor pivoting inside the case swings as the wrist moves and, through gears, "
            "tightens the mainspring; a slipping bridle stops it being overwound"
        ),
        [
            D(
                "Seiko Kinetic: Sold by Seiko from 1988, the Kinetic is a quartz watch with a "
                "swinging weight inside. Instead of tightening a spring, the weight spins a tiny "
                "generator at up to 100,000 turns a minute, and the electricity is stored in a "
                "capacitor that can keep the quartz movement running for months."
            ),
            D(
                "Manual-wind watch: A hand-wound watch stores its energy in a coiled mainspring "
                "that the owner tightens by turning the crown, usually once a day. As the spring "
                "uncoils, the escapement lets the gear train advance in tiny steps, several times "
                "a second, and the balance wheel swinging to and fro keeps the rate even."
            ),
            D(
                "John Harwood: A watch repairer from Bolton in Lancashire, John Harwood patented a "
                "wristwatch with a pivoting weight in 1923, and it went on sale in 1928 under his "
                "name. Men's wristwatches were still fairly new, and his firm failed in the slump "
                "of 1931, the year Rolex brought out its Oyster Perpetual."
            ),
            S(
                "Automatic watch: A self-winding mechanical watch carries a heavy half-moon "
                "weight, the rotor, that pivots freely at the centre of the movement. Each time "
                "the wearer's wrist moves, the rotor swings and, through a train of gears, "
                "tightens the mainspring; a slipping bridle stops the spring being overwound."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is the bikini called a bikini",
        (
            "Louis R\u00e9ard named his swimsuit in July 1946 after Bikini Atoll, where the US had "
            "just tested an atomic bomb, betting it would cause an explosion of its own"
        ),
        [
            D(
                "Bikini Atoll: The ring of 23 coral islands in the Marshall Islands was emptied of "
                "its 167 people in March 1946 so that the United States could test nuclear weapons "
                "there. Twenty-three bombs went off between 1946 and 1958, among them the Castle "
                "Bravo shot of 1954, and the islanders have never gone home for good."
            ),
            S(
                "Bikini (swimsuit): The Paris engineer Louis R\u00e9ard showed his two-piece "
                "swimsuit at the Piscine Molitor on 5 July 1946, four days after the United States "
                "set off an atomic bomb at Bikini Atoll in the Pacific. He named it after the "
                "atoll, betting that the tiny suit would cause an explosion of its own."
            ),
            D(
                "Atome (swimsuit): Weeks earlier the Cannes designer Jacques Heim had launched a "
                "two-piece he called the Atome, after the atom, the smallest thing then known, and "
                "hired a plane to write in the sky that it was the world's smallest bathing suit. "
                "R\u00e9ard soon cut one smaller still."
            ),
            D(
                "Monokini: In 1964 the Californian designer Rudi Gernreich put on sale a woman's "
                "swimsuit that left the wearer topless, held up by two thin straps round the neck. "
                "He named it the monokini, as a joke on the older name, and about 3,000 were sold "
                "in its first season, though many beaches banned it."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was Don Giovanni first performed in Vienna?",
        "No: it opened at the Estates Theatre in Prague on 29 October 1787; Vienna saw it in 1788",
        [
            D(
                "Cos\u00ec fan tutte: The last of Mozart's three operas with words by Lorenzo Da "
                "Ponte opened at the Burgtheater in Vienna on 26 January 1790. Its story of two "
                "officers testing their fianc\u00e9es in disguise ran for only five nights before "
                "the death of Emperor Joseph II closed the theatres."
            ),
            D(
                "La clemenza di Tito: Mozart wrote La clemenza di Tito in a few weeks for the "
                "crowning of Leopold II as King of Bohemia, and it was first staged at the Estates "
                "Theatre in Prague on 6 September 1791. The new empress is said to have called it "
                "German rubbish, and Mozart died three months later, in December."
            ),
            S(
                "Don Giovanni: Mozart and his librettist Lorenzo Da Ponte wrote Don Giovanni for "
                "Prague, where their earlier opera had been a great success, and it opened at the "
                "city's Estates Theatre on 29 October 1787 with the composer conducting. Vienna "
                "did not hear it until May 1788, with new arias added."
            ),
            D(
                "The Magic Flute: Mozart's last opera to reach the stage was written in German for "
                "Emanuel Schikaneder's popular Theater auf der Wieden, in a suburb of Vienna, and "
                "opened there on 30 September 1791. Schikaneder, who wrote the words, played the "
                "bird-catcher Papageno himself."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Where was the woman John Rolfe married in 1614 buried?",
        (
            "in St George's Church at Gravesend, Kent: Rolfe married Pocahontas, who died there in "
            "March 1617"
        ),
        [
            D(
                "Jamestown: The first lasting English settlement in America was founded on 14 May "
                "1607 by 104 men and boys on a marshy island in the James River. More than half "
                "died within a year of disease and hunger, and John Smith, who took charge in "
                "1608, ruled that those who did not work would not eat."
            ),
            S(
                "John Rolfe: An English settler in Virginia, John Rolfe planted a sweeter strain "
                "of tobacco at Jamestown around 1612 and made it the colony's first money crop. In "
                "April 1614 he married Pocahontas, daughter of the Powhatan chief Wahunsenacawh, a "
                "match that brought some years of peace with her people."
            ),
            D(
                "Thomas Rolfe: Born in Virginia in 1615, Thomas Rolfe was taken to England as a "
                "baby and left there in the care of an uncle, Henry Rolfe, when his father went "
                "back to the colony. He returned to Virginia in about 1635, took over his father's "
                "lands on the James River and served as a militia officer, for a time in charge of "
                "a fort on the Chickahominy River."
            ),
            S(
                "Pocahontas: Baptised Rebecca, Pocahontas sailed to England with her husband and "
                "baby son in 1616 and was shown off in London as a Christian convert. As the ship "
                "home set out down the Thames in March 1617 she fell gravely ill; she was taken "
                "ashore at Gravesend in Kent, died there and was buried in St George's Church."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who created Coronation Street?",
        "Tony Warren, a 23-year-old writer at Granada Television; it began on 9 December 1960",
        [
            D(
                "Emmerdale Farm, set among the dairy farmers of a village in the Yorkshire Dales, "
                "was created by the writer Kevin Laffan for Yorkshire Television and began as a "
                "daytime serial on 16 October 1972. It dropped the word Farm from its title in "
                "1989, and a plane crash in its village drew record viewers in 1993."
            ),
            D(
                "EastEnders was devised by the producer Julia Smith and the script editor Tony "
                "Holland for BBC One, which wanted a serial of its own set in the south. It opened "
                "on 19 February 1985 in Albert Square, in the made-up London borough of Walford, "
                "and by Christmas 1986 one episode drew over 30 million viewers."
            ),
            D(
                "For most of its first fifty years Coronation Street was filmed on a lot off Quay "
                "Street in central Manchester, where the cobbled outdoor set was rebuilt almost "
                "full size in 1982. In 2013 and 2014 the production moved to a new street at "
                "Trafford Wharf, and the old set was opened to visitors for a year."
            ),
            S(
                "Coronation Street was dreamed up by Tony Warren, a 23-year-old writer at Granada "
                "Television in Manchester, who modelled its terraced houses and corner pub on the "
                "back streets of Salford he had known as a boy. Its first episode went out on 9 "
                "December 1960, and it was nearly called Florizel Street."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "plessy v ferguson ruling",
        (
            "the Supreme Court upheld racial segregation laws, 7 to 1, on 18 May 1896, so long as "
            "the facilities were 'separate but equal'"
        ),
        [
            D(
                "John Howard Ferguson, a lawyer born in Massachusetts, was the judge of the "
                "Criminal District Court in New Orleans in 1892 when Homer Plessy, arrested for "
                "sitting in a whites-only railway car, came before him. Ferguson turned down "
                "Plessy's plea that the Separate Car Act was unconstitutional, and the case took "
                "his name."
            ),
            S(
                "On 18 May 1896 the US Supreme Court ruled 7 to 1 in Plessy v. Ferguson that "
                "Louisiana's law requiring separate railway cars for Black and white passengers "
                "did not breach the Fourteenth Amendment, as long as the facilities were separate "
                "but equal. Only Justice John Marshall Harlan dissented, writing that the "
                "Constitution is colour-blind."
            ),
            D(
                "In the Civil Rights Cases of 1883 the US Supreme Court struck down, by 8 votes to "
                "1, the Civil Rights Act of 1875, which had barred racial discrimination in inns, "
                "theatres and public transport. The majority held that the Fourteenth Amendment "
                "reached only what states did, not private businesses; John Marshall Harlan was "
                "the lone dissenter."
            ),
            D(
                "In Williams v. Mississippi, decided in April 1898, the US Supreme Court "
                "unanimously upheld Mississippi's poll tax and literacy test for voters, finding "
                "that on paper they applied to everyone alike, even though they had been written "
                "to shut Black citizens out of elections. Other Southern states were quick to copy "
                "them."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which premiered first, Puccini's La Boh\u00e8me or Tosca?",
        "La Boh\u00e8me, in Turin on 1 February 1896; Tosca opened in Rome on 14 January 1900",
        [
            S(
                "Puccini's La Boh\u00e8me, drawn from Henri Murger's tales of poor young artists "
                "in Paris, had its first performance at the Teatro Regio in Turin on 1 February "
                "1896, conducted by the 28-year-old Arturo Toscanini. Critics were cool at first, "
                "but audiences took to it at once and it soon spread across Europe."
            ),
            D(
                "Ruggero Leoncavallo wrote his own La boh\u00e8me on the same stories by Murger "
                "and fell out bitterly with Puccini, who had taken up the subject at the same "
                "time. Leoncavallo's version opened at La Fenice in Venice on 6 May 1897, was well "
                "received, and was then overshadowed for good by its rival."
            ),
            D(
                "Victorien Sardou wrote La Tosca for Sarah Bernhardt, who first played the jealous "
                "singer Floria Tosca at the Th\u00e9\u00e2tre de la Porte Saint-Martin in Paris on "
                "24 November 1887. She took the part on tour across Europe and the Americas, and "
                "Puccini, who saw her in it in Italy, soon wanted to set it to music."
            ),
            S(
                "Tosca, Puccini's melodrama of a singer, a painter and a brutal police chief in "
                "Rome in 1800, opened at the Teatro Costanzi in Rome on 14 January 1900. It was "
                "based on a play by Victorien Sardou, and its three acts take place in real "
                "buildings: a church, the Palazzo Farnese and the Castel Sant'Angelo."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "three wise monkeys names",
        "Mizaru (sees no evil), Kikazaru (hears no evil) and Iwazaru (speaks no evil)",
        [
            D(
                "The best-known carving of the monkeys is a painted wooden panel above the door of "
                "the sacred stable at the T\u014dsh\u014d-g\u016b shrine in Nikk\u014d, built for "
                "the first Tokugawa shogun and rebuilt in its present form in 1636. It is one of "
                "eight panels telling the life of a monkey, since monkeys were thought to protect "
                "horses."
            ),
            D(
                "In the K\u014dshin folk belief of Japan, three worms living in each person's body "
                "were thought to slip out every sixtieth night to report that person's sins to "
                "heaven, so believers stayed awake together all night. Stone pillars set up for "
                "the practice are often carved with three monkeys and a blue-faced god."
            ),
            S(
                "The three wise monkeys of Japanese tradition are Mizaru, who covers his eyes and "
                "sees no evil, Kikazaru, who covers his ears and hears no evil, and Iwazaru, who "
                "covers his mouth and speaks no evil. Their names play on the old verb ending "
                "-zaru, meaning not, which sounds like saru, the word for monkey."
            ),
            D(
                "Also at Nikk\u014d, over a gateway on the path to the shogun's tomb, is the small "
                "carving of a sleeping cat, the Nemuri-neko, said to be the work of the "
                "half-legendary carpenter Hidari Jingor\u014d. On the back of the same beam "
                "sparrows play without fear, which visitors are told is a sign of peace."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How did the Hope Diamond get to the Smithsonian?",
        "by registered mail: Harry Winston posted it in a plain brown parcel in November 1958",
        [
            S(
                "The New York jeweller Harry Winston, who had bought the Hope Diamond from the "
                "estate of the heiress Evalyn Walsh McLean, gave it to the Smithsonian Institution "
                "in 1958. He sent it by registered mail in a plain brown paper parcel, paying 2.44 "
                "dollars in postage and insuring it for a million dollars; it arrived on 10 "
                "November."
            ),
            D(
                "In 1905 the Cullinan, a rough diamond of 3,106 carats, had to be sent from the "
                "Transvaal to London. A decoy stone travelled in a ship's safe under heavy guard "
                "while the real one went by parcel post in a plain box, and two years later the "
                "colony gave it to King Edward VII for his 66th birthday."
            ),
            D(
                "The French jeweller Jean-Baptiste Tavernier brought a large violet-blue diamond "
                "back from India and sold it to Louis XIV in 1668. Recut for the king into the "
                "French Blue, it was stolen from the royal storehouse in Paris in 1792, and the "
                "Hope Diamond is thought to have been cut from it."
            ),
            D(
                "The Dresden Green, a rare green diamond of about 41 carats, was bought by "
                "Augustus III of Saxony at the Leipzig fair in 1742 and later set into a hat "
                "clasp. It is kept in the Green Vault in Dresden, and in 2000 it was lent to the "
                "Smithsonian, where it was shown for some months beside the Hope."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why is a wedding ring worn on the fourth finger of the left hand?",
        (
            "because of an old belief, handed down by Roman writers, that a vein ran straight from "
            "that finger to the heart (the vena amoris)"
        ),
        [
            D(
                "The diamond engagement ring is often said to begin with Archduke Maximilian of "
                "Austria, who gave one to Mary of Burgundy when they were betrothed in 1477. "
                "Diamonds became the usual choice only in the 20th century, helped by a De Beers "
                "campaign whose slogan, A Diamond Is Forever, was coined in 1947."
            ),
            D(
                "In Germany, Norway, Russia and Poland married people usually wear the wedding "
                "ring on the right hand instead, and in the Orthodox wedding service the rings are "
                "put on the right hand. In Germany many couples wear the ring on the left while "
                "engaged and move it over to the right hand at the wedding itself, a custom also "
                "found in Austria."
            ),
            D(
                "Signet rings, engraved with a crest or initials, were once used to press a seal "
                "into hot wax on letters and deeds, and in England they are traditionally worn on "
                "the little finger of the left hand. The Pope's Fisherman's Ring is broken or "
                "defaced when he dies so that no one can use it to forge papers."
            ),
            S(
                "The custom of putting a wedding ring on the fourth finger of the left hand is "
                "usually traced to an old belief, handed down by Roman writers such as Aulus "
                "Gellius and Macrobius, that a vein or nerve ran straight from that finger to the "
                "heart. English authors of the 1600s called it the vena amoris, the vein of love."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did the Bay of Pigs invasion succeed?",
        "No: the exile brigade that landed on 17 April 1961 was defeated within three days",
        [
            D(
                "On 2 December 1956 the overloaded yacht Granma ran aground on Cuba's south-east "
                "coast with Fidel Castro and 81 other rebels who had sailed from Mexico. Most were "
                "killed or captured within days, but a small band that included Che Guevara and "
                "Ra\u00fal Castro reached the Sierra Maestra and went on to take power in January "
                "1959."
            ),
            S(
                "On 17 April 1961 about 1,400 Cuban exiles trained and armed by the CIA landed at "
                "the Bay of Pigs on Cuba's south coast, hoping to spark a rising against Fidel "
                "Castro. No rising came; Castro's forces pinned them on the beaches, and within "
                "three days the invasion had collapsed, with more than 1,100 men taken prisoner."
            ),
            D(
                "Operation Mongoose, approved by President Kennedy in November 1961 and run by "
                "Edward Lansdale, was a secret campaign of sabotage and propaganda meant to bring "
                "down Castro's government. CIA schemes against Castro in these years included "
                "exploding cigars and a poisoned diving suit, none of which reached him."
            ),
            D(
                "The CIA's first plan called for the exiles to come ashore near Trinidad, a town "
                "on Cuba's south coast close to the Escambray mountains, where they could slip "
                "away inland. President Kennedy wanted a quieter spot, and in March 1961 the "
                "landing was moved west to the swamps of the Zapata peninsula."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which film star was married to the author of The Crucible?",
        "Marilyn Monroe: The Crucible is by Arthur Miller, who married her in June 1956",
        [
            S(
                "Arthur Miller's play The Crucible opened on Broadway on 22 January 1953. It "
                "retells the Salem witch trials of 1692, when girls in a Massachusetts village "
                "accused their neighbours of witchcraft and 19 people were hanged, and audiences "
                "soon saw it as an attack on the anti-communist hearings of the day."
            ),
            D(
                "The baseball star Joe DiMaggio, who hit safely in 56 games in a row for the New "
                "York Yankees in 1941, married Marilyn Monroe at San Francisco City Hall in "
                "January 1954. The marriage lasted nine months, but they stayed close, and after "
                "her death in 1962 he had roses sent to her grave for twenty years."
            ),
            D(
                "The playwright Lillian Hellman, author of The Children's Hour and The Little "
                "Foxes, spent some thirty years as the partner of the crime writer Dashiell "
                "Hammett. Called before the House Un-American Activities Committee in 1952, she "
                "told it she would not cut her conscience to fit the fashions of the year."
            ),
            S(
                "Born in Harlem in 1915, the playwright Arthur Miller won the Pulitzer Prize for "
                "Death of a Salesman in 1949. In June 1956 he married the film star Marilyn Monroe "
                "and later wrote the screenplay of The Misfits for her; they divorced in 1961, and "
                "the next year he married the photographer Inge Morath."
            ),
        ],
        drop=0,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Who created Minecraft?",
        "Markus Persson, a Swedish programmer, who put the first version online in May 2009",
        [
            D(
                "Home > Games > Classics | Infiniminer\nThe block-building mining game "
                "Infiniminer, written by the American developer Zach Barth and released in April "
                "2009, let teams dig for ore in a world of cubes. Its source code leaked within "
                "weeks and Barth dropped it, but its look inspired Minecraft.\nShare this | Cookie "
                "settings"
            ),
            D(
                "Home > Games > Classics | Terraria\nTerraria, a side-on game of digging, building "
                "and fighting monsters, was created by the American developer Andrew Spinks, whose "
                "studio Re-Logic released it for Windows in May 2011. It sold strongly from "
                "launch, and a large update, Journey's End, followed in May 2020.\nShare this | "
                "Cookie settings"
            ),
            S(
                "Home > Games > Classics | How Minecraft began\nThe Swedish programmer Markus "
                "Persson wrote the first version of Minecraft on his own and put it online in May "
                "2009. He set up the studio Mojang to develop it, and the finished game was "
                "launched at a fan convention in Las Vegas in November 2011.\nShare this | Cookie "
                "settings"
            ),
            D(
                "Home > Games > Classics | A new lead for Minecraft\nIn December 2011 the Swedish "
                "developer Jens Bergensten took over as lead designer of Minecraft, and he has "
                "since overseen updates that added oceans, deep caves and new creatures. He had "
                "joined the studio in late 2010 to work on the game's code.\nShare this | Cookie "
                "settings"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "first smartphone",
        "the IBM Simon Personal Communicator, sold by BellSouth from August 1994",
        [
            D(
                "Tech > Phones | The first handheld mobile\nMotorola's DynaTAC 8000X, the first "
                "handheld mobile phone sold to the public, went on sale in the United States in "
                "1983 at 3,995 dollars. Nicknamed the brick, it weighed almost 800 grams, took ten "
                "hours to charge and gave about thirty minutes of talk.\nAdvertisement | Share | "
                "Privacy"
            ),
            D(
                "Tech > Gadgets | The Palm Pilot\nThe Palm Pilot, designed by Jeff Hawkins and "
                "launched in March 1996, was a pocket organiser with a calendar, address book and "
                "notes, written on its screen with a stylus in a simple shorthand called Graffiti. "
                "It had no phone, but more than a million were sold in 18 months.\nAdvertisement | "
                "Share | Privacy"
            ),
            D(
                "Tech > Phones | BlackBerry learns to talk\nResearch In Motion's BlackBerry began "
                "as a two-way pager for email. The BlackBerry 5810 of 2002 was the first that "
                "could also make calls, though it had no built-in speaker or microphone, so users "
                "had to plug in a headset to talk.\nAdvertisement | Share | Privacy"
            ),
            S(
                "Tech > Phones | The first smartphone\nThe IBM Simon Personal Communicator, sold "
                "in the United States by BellSouth from August 1994, was a mobile phone that could "
                "also send email and faxes and keep a calendar on a touchscreen. It cost 899 "
                "dollars with a contract, and about 50,000 were sold.\nAdvertisement | Share | "
                "Privacy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which lasted longer, the Great Leap Forward or the Cultural Revolution?",
        (
            "the Cultural Revolution, about ten years (1966-1976), against about four (1958-1962) "
            "for the Great Leap Forward"
        ),
        [
            D(
                "History > China | The Hundred Flowers\nIn 1956 and 1957 Mao invited intellectuals "
                "to criticise the Communist Party, telling them to let a hundred flowers bloom. "
                "The flood of complaints that followed was answered by the Anti-Rightist Campaign, "
                "in which some 550,000 people were branded rightists, many of them sent to labour "
                "camps.\nShare | Print | Cookie policy"
            ),
            S(
                "History > China | The Great Leap Forward\nLaunched by Mao Zedong in 1958, the "
                "Great Leap Forward herded farmers into communes and set them making steel in "
                "backyard furnaces. Harvests fell while officials reported record crops, and the "
                "famine that followed killed tens of millions before the campaign was wound up in "
                "1962.\nShare | Print | Cookie policy"
            ),
            S(
                "History > China | The Cultural Revolution\nMao launched the Cultural Revolution "
                "in May 1966 to purge rivals and revive revolutionary zeal, and student Red Guards "
                "attacked teachers, officials and temples. It ran for ten years, until Mao's death "
                "in September 1976 and the arrest of his radical allies a month later.\nShare | "
                "Print | Cookie policy"
            ),
            D(
                "History > China | The Lushan Conference\nAt a party meeting in the mountain "
                "resort of Lushan in July 1959, Defence Minister Peng Dehuai wrote to Mao warning "
                "that the Great Leap Forward was causing hunger. Mao denounced him as the leader "
                "of an anti-party clique; Peng lost his post and died in custody in 1974.\nShare | "
                "Print | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the Honours of Scotland?",
        "the Crown, the Sceptre and the Sword of State",
        [
            D(
                "Visit > Tower of London | The Crown Jewels\nMost of the English regalia was "
                "melted down after Charles I was beheaded, so the Jewel House holds pieces made "
                "for the coronation of Charles II in 1661 or later, among them St Edward's Crown, "
                "the Sovereign's Orb and the Sceptre with the Cross.\nTickets | Opening times | "
                "Cookie policy"
            ),
            D(
                "Visit > Kinneff Old Church | A hiding place\nIn 1652, with Cromwell's troops "
                "besieging Dunnottar Castle, the wife of the minister of Kinneff is said to have "
                "smuggled Scotland's royal regalia out past the soldiers. Her husband buried them "
                "under the floor of this small church until the king was restored.\nTickets | "
                "Opening times | Cookie policy"
            ),
            S(
                "Visit > Edinburgh Castle | The Honours of Scotland\nThe oldest crown jewels in "
                "Britain are three pieces: the Crown, remade for James V in 1540; the Sceptre, a "
                "gift from Pope Alexander VI to James IV in 1494; and the Sword of State, sent to "
                "James IV by Pope Julius II in 1507.\nTickets | Opening times | Cookie policy"
            ),
            D(
                "Visit > Dublin Castle | The missing jewels\nThe Irish Crown Jewels, a diamond "
                "star and badge made for the Grand Master of the Order of St Patrick, were found "
                "to be missing from a safe in Dublin Castle in July 1907, just before a visit by "
                "Edward VII. No one was charged.\nTickets | Opening times | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does Shazam identify a song?",
        (
            "it turns a few seconds of recorded sound into a spectrogram, keeps the strongest "
            "peaks as a fingerprint and looks them up in a database of fingerprinted recordings"
        ),
        [
            S(
                "Tech > Explainers | How Shazam recognises a song\nThe app records a few seconds "
                "of sound and turns it into a spectrogram, a map of which pitches are loudest "
                "moment by moment. It keeps the strongest peaks, links pairs of them into short "
                "codes, and looks those up in a database built the same way from millions of "
                "songs.\nShare | Comments | Cookie policy"
            ),
            D(
                "Tech > Explainers | How SoundHound hears a hum\nSoundHound, founded in California "
                "in 2005, can name a song that the user sings or hums into the phone, not just one "
                "playing on a speaker. Instead of matching a recording, it follows the rise and "
                "fall of the melody and compares it with the tunes in its catalogue.\nShare | "
                "Comments | Cookie policy"
            ),
            D(
                "Tech > Explainers | How CD players knew the track names\nWhen a music CD went "
                "into a computer in the late 1990s, software using the CDDB service, later "
                "Gracenote, sent off its table of contents: the number and exact lengths of its "
                "tracks, almost never the same for two albums. The service sent back the album and "
                "track titles.\nShare | Comments | Cookie policy"
            ),
            D(
                "Tech > Companies | Shazam's story\nShazam was founded in London in 1999 by Chris "
                "Barton, Philip Inghelbrecht, Avery Wang and Dhiraj Mukherjee. It began in 2002 as "
                "a service on British mobile networks reached by dialling 2580, became one of the "
                "first apps for the iPhone in 2008, and was bought by Apple in 2018.\nShare | "
                "Comments | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is a hamburger called a hamburger?",
        (
            "after the German port of Hamburg: minced 'Hamburg steak' reached America with "
            "emigrants from the city and by about 1900 was served in a bun"
        ),
        [
            D(
                "Food > Origins | Why it's called a frankfurter\nThe frankfurter takes its name "
                "from Frankfurt am Main, whose butchers had long made thin smoked sausages of "
                "pork. German immigrants brought them to New York in the 1800s, where they were "
                "sold from street carts and, by the 1870s, in buns at Coney Island.\nShare | Print "
                "| Cookie policy"
            ),
            D(
                "Food > Places | Louis' Lunch\nA small brick diner in New Haven, Connecticut, "
                "Louis' Lunch claims to have served America's first hamburger sandwich in 1900, "
                "when Louis Lassen put a beef patty between two slices of toast for a customer in "
                "a hurry. It still grills its burgers upright in cast-iron stoves and will not "
                "serve ketchup.\nShare | Print | Cookie policy"
            ),
            S(
                "Food > Origins | Why it's called a hamburger\nThe name comes from the German port "
                "of Hamburg. In the 1800s a patty of minced, seasoned beef was known as a Hamburg "
                "steak, and it reached New York with the German emigrants who sailed from the "
                "city; by about 1900 American lunch counters were serving it in a bun.\nShare | "
                "Print | Cookie policy"
            ),
            D(
                "Food > Origins | Salisbury steak\nThe Salisbury steak, a patty of minced beef "
                "served with gravy, is named after James Salisbury, an American doctor who in 1888 "
                "urged patients to eat minced beef three times a day to cure ailments from gout to "
                "tuberculosis. In the First World War Americans used his name in place of the "
                "German-sounding hamburger.\nShare | Print | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "was the hula hoop invented by wham-o",
        (
            "No: hoops had been toys for thousands of years; Wham-O made a plastic version a craze "
            "in 1958"
        ),
        [
            D(
                "Toys > History | The Frisbee\nThe Frisbee was designed by Fred Morrison, a "
                "Californian, who made a plastic flying disc he called the Pluto Platter and sold "
                "the rights to Wham-O in 1957. The firm renamed it after the Frisbie Pie Company "
                "of Connecticut, whose tin pie plates students had long been throwing.\nShare | "
                "Print | Cookie policy"
            ),
            S(
                "Toys > History | Who invented the hula hoop?\nNot Wham-O. Children in ancient "
                "Egypt and Greece played with hoops of wood, vine or grass, and the name is said "
                "to come from British sailors who thought the hip-swinging looked like the "
                "Hawaiian hula. In 1958 Wham-O made a plastic hoop and sold 25 million in four "
                "months.\nShare | Print | Cookie policy"
            ),
            D(
                "Toys > History | The Slinky\nThe Slinky was invented by Richard James, a naval "
                "engineer in Philadelphia, after he saw a torsion spring tumble off a shelf in "
                "1943. He and his wife Betty sold their first 400 in ninety minutes at Gimbels "
                "department store in November 1945, and their firm made it for decades.\nShare | "
                "Print | Cookie policy"
            ),
            D(
                "Toys > History | The Hacky Sack\nJohn Stalberger and Mike Marshall came up with "
                "the footbag in Oregon in 1972, kicking a small beanbag about to help Stalberger's "
                "knee recover from surgery. They called it the Hacky Sack, and after Marshall's "
                "death the name was sold to Wham-O in 1983.\nShare | Print | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Where was the man the word boycott comes from born?",
        "at Burgh St Peter in Norfolk, England: Captain Charles Boycott was born there in 1832",
        [
            D(
                "People > Biographies | Charles Stewart Parnell\nCharles Stewart Parnell, "
                "president of the Irish National Land League, was born on 27 June 1846 at Avondale "
                "House in County Wicklow, the son of a Protestant landowning family. In a speech "
                "at Ennis in 1880 he told tenants to shun anyone who took an evicted neighbour's "
                "farm.\nShare | Print | Cookie policy"
            ),
            S(
                "Language > Word stories | Boycott\nThe word entered English in 1880 from County "
                "Mayo in Ireland, where the Land League urged tenants to shun a land agent who had "
                "tried to evict tenants. Workers, servants and shopkeepers refused to deal with "
                "Captain Charles Boycott, and his harvest had to be brought in under army "
                "guard.\nShare | Print | Cookie policy"
            ),
            D(
                "People > Biographies | \u00c9tienne de Silhouette\n\u00c9tienne de Silhouette, "
                "born in Limoges in 1709, was French finance minister for eight months in 1759 and "
                "tried to pay for the Seven Years' War with harsh taxes on the rich. His name came "
                "to stand for anything done on the cheap, and so for cut-paper profile "
                "portraits.\nShare | Print | Cookie policy"
            ),
            S(
                "People > Biographies | Charles Boycott\nCharles Cunningham Boycott was born on 12 "
                "March 1832 at Burgh St Peter in Norfolk, where his father was the rector. After "
                "some years as an army officer he moved to Ireland and became agent for Lord "
                "Erne's estates at Lough Mask; he died in Suffolk in 1897.\nShare | Print | Cookie "
                "policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who painted The Blue Boy?",
        "Thomas Gainsborough, in about 1770",
        [
            D(
                "Q: Who painted Pinkie?\nA: Thomas Lawrence, in 1794, when he was 25. It shows "
                "Sarah Barrett Moulton, an 11-year-old girl from a Jamaican planter family, on a "
                "windy hillside in a white dress and pink ribbons; she died the next year. Since "
                "1927 it has hung facing The Blue Boy in California."
            ),
            S(
                "Q: Who painted The Blue Boy?\nA: Thomas Gainsborough, in about 1770. The "
                "full-length portrait of a youth in a shimmering blue satin costume of Van Dyck's "
                "day may show Jonathan Buttall, the son of a London ironmonger. In 1921 the Duke "
                "of Westminster sold it to the American railway magnate Henry Huntington."
            ),
            D(
                "Q: Who painted The Red Boy?\nA: Sir Thomas Lawrence, in 1825. His portrait of "
                "Charles William Lambton, the young son of the politician John Lambton, later Lord "
                "Durham, sitting on a rock by moonlight in a red velvet suit, was one of the most "
                "admired pictures of its day and was put on a British stamp in 1967."
            ),
            D(
                "Q: Where is The Blue Boy now?\nA: At the Huntington Library, Art Museum and "
                "Botanical Gardens in San Marino, California, which Henry Huntington founded in "
                "1919. It came back to Britain only in 2022, when the National Gallery in London "
                "borrowed it for a few months, a hundred years after it had been shipped off to "
                "America."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "ebay first item sold",
        "a broken laser pointer, which a collector bought for 14.83 dollars in 1995",
        [
            D(
                "Q: What was the first book Amazon sold?\nA: Fluid Concepts and Creative "
                "Analogies, a book on computer models of thought by Douglas Hofstadter, ordered in "
                "April 1995 by John Wainwright, an early customer. Jeff Bezos had started the "
                "company in his garage in Bellevue, Washington, the year before."
            ),
            D(
                "Q: What was the first thing bought securely online?\nA: On 11 August 1994 a man "
                "in Philadelphia paid 12.48 dollars plus postage for Sting's CD Ten Summoner's "
                "Tales through NetMarket, a site run by the young entrepreneur Dan Kohn, using "
                "encryption to send his credit card number."
            ),
            D(
                "Q: Where does the name eBay come from?\nA: Pierre Omidyar's consulting firm was "
                "called Echo Bay Technology Group, but when he went to register echobay.com a "
                "gold-mining company already had it, so he took ebay.com instead. The company went "
                "public in September 1998, and its shares more than doubled on the first day."
            ),
            S(
                "Q: What was the first thing sold on eBay?\nA: A broken laser pointer. Pierre "
                "Omidyar put it up on AuctionWeb, the site he started over the Labor Day weekend "
                "of 1995, and a collector of broken laser pointers paid 14.83 dollars for it. The "
                "site took the name eBay in 1997."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which came first, the Sugar Act or the Stamp Act?",
        "the Sugar Act, passed on 5 April 1764; the Stamp Act followed on 22 March 1765",
        [
            D(
                "Q: What was the Molasses Act?\nA: A law of 1733 that put a duty of sixpence a "
                "gallon on molasses brought into the American colonies from the French and Dutch "
                "West Indies, to protect planters in the British islands. Smuggling and bribery "
                "were so common that little of the tax was ever collected."
            ),
            S(
                "Q: What was the Sugar Act?\nA: A law passed by Parliament on 5 April 1764 that "
                "halved the duty on foreign molasses shipped into the American colonies, to "
                "threepence a gallon, but set out to collect it strictly, with customs cases tried "
                "in admiralty courts without juries. Merchants in Boston protested at once."
            ),
            S(
                "Q: What was the Stamp Act?\nA: A tax passed by Parliament on 22 March 1765 on "
                "printed paper in the American colonies: newspapers, legal documents, licences, "
                "almanacs and even playing cards had to carry a revenue stamp. Riots and a boycott "
                "of British goods followed, and it was repealed in March 1766."
            ),
            D(
                "Q: What were the Townshend Acts?\nA: Laws passed in 1767 and named after the "
                "Chancellor of the Exchequer, Charles Townshend, that put duties on glass, lead, "
                "paint, paper and tea imported into the colonies. After boycotts, every one of the "
                "duties except the one on tea was dropped in 1770, the year of the Boston Massacre."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Who were the Inklings?",
        (
            "an Oxford writers' circle: C. S. Lewis and his brother Warren, J. R. R. Tolkien, "
            "Charles Williams, Owen Barfield and Hugo Dyson, among others"
        ),
        [
            D(
                "The Bloomsbury Group\n- What: a circle of English writers, artists and thinkers "
                "who met in London from about 1905\n- Members: Virginia Woolf, her sister Vanessa "
                "Bell, Lytton Strachey, E. M. Forster and John Maynard Keynes\n- Where: the houses "
                "round Gordon Square and Fitzroy Square in Bloomsbury"
            ),
            D(
                "The Eagle and Child\n- What: a pub on St Giles' in Oxford, owned by St John's "
                "College\n- Nickname: the Bird and Baby\n- Name: from the crest of the Stanley "
                "family, Earls of Derby\n- Known for: a circle of writers who met in its back room "
                "on Tuesday mornings from the late 1930s"
            ),
            D(
                "The Algonquin Round Table\n- What: New York critics, writers and wits who lunched "
                "together almost daily from 1919 to about 1929\n- Members: Dorothy Parker, Robert "
                "Benchley, Alexander Woollcott and Harold Ross, who founded The New Yorker\n- "
                "Where: the Algonquin Hotel on West 44th Street in Manhattan"
            ),
            S(
                "The Inklings\n- What: an informal circle of Oxford writers who met in the 1930s "
                "and 1940s to read their work aloud\n- Members: C. S. Lewis and his brother "
                "Warren, J. R. R. Tolkien, Charles Williams, Owen Barfield and Hugo Dyson, among "
                "others\n- Where: Lewis's rooms at Magdalen College and a pub"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How did the bouncing bomb work?",
        (
            "spun backwards and dropped low, it skipped over the water and the torpedo nets, hit "
            "the dam, sank against the wall and was set off by a depth fuse"
        ),
        [
            D(
                "Q: How did the Tallboy bomb work?\nA: Barnes Wallis's 5.4-tonne Tallboy was "
                "dropped from about 18,000 feet with angled fins that spun it, so it fell at close "
                "to the speed of sound and buried itself deep before going off, shaking targets "
                "like a small earthquake. Tallboys sank the battleship Tirpitz in November 1944."
            ),
            D(
                "Q: Who led the Dams Raid?\nA: Wing Commander Guy Gibson, aged 24, who led 19 "
                "Lancasters of the new 617 Squadron against the Ruhr dams on the night of 16 to 17 "
                "May 1943. Eight aircraft and 53 of the 133 aircrew were lost, and Gibson was "
                "awarded the Victoria Cross; he was killed over the Netherlands in September 1944."
            ),
            S(
                "Q: How did the bouncing bomb work?\nA: Barnes Wallis's Upkeep was a drum-shaped "
                "mine spun backwards at about 500 turns a minute before it was dropped from 60 "
                "feet. It skipped across the reservoir over the torpedo nets, struck the dam, and "
                "the spin kept it hugging the wall as it sank until a depth fuse set it off."
            ),
            D(
                "Q: What did the Dams Raid achieve?\nA: The M\u00f6hne and Eder dams were breached "
                "and the Sorpe was only damaged. Floods swept down the valleys, killing some 1,600 "
                "people, many of them forced labourers from the east, but the Germans had the "
                "M\u00f6hne dam rebuilt by October 1943."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is the Koh-i-Noor worn only by queens?",
        (
            "because of a legend that it brings misfortune to any man who wears it; since 1850 "
            "only Queen Victoria and queens consort have worn it"
        ),
        [
            D(
                "Q: Why was the Koh-i-Noor cut down in 1852?\nA: Crowds who came to see it at the "
                "Great Exhibition of 1851 found it dull, so Prince Albert had it recut by "
                "craftsmen of the Amsterdam firm of Coster at Garrard's in London. The work took "
                "38 days, and the stone shrank from about 186 to 105.6 carats, a loss of over 40 "
                "per cent."
            ),
            D(
                "Q: How did the Koh-i-Noor come to Britain?\nA: After the East India Company "
                "annexed the Punjab in 1849, the Treaty of Lahore made the ten-year-old Maharaja "
                "Duleep Singh give up the diamond to the Queen. It went to England by ship and was "
                "presented to Victoria at Buckingham Palace in July 1850."
            ),
            D(
                "Q: Why is the Black Prince's Ruby so called?\nA: The red stone at the front of "
                "the Imperial State Crown is said to have been given to Edward the Black Prince by "
                "Pedro of Castile in 1367. Henry V is said to have worn it at Agincourt, and it is "
                "in fact a spinel, not a ruby."
            ),
            S(
                "Q: Why do only queens wear the Koh-i-Noor?\nA: Legend holds that the diamond "
                "brings ill luck to any man who wears it, and that only a god or a woman can wear "
                "it safely. Since it reached Britain in 1850 it has been worn only by women: Queen "
                "Victoria as a brooch, then three queens consort in their crowns."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can the US vice president vote in the Senate?",
        "Yes, but only to break a tie",
        [
            D(
                "Q: Who presides over the Senate when the vice president is away?\nA: The "
                "president pro tempore, by custom the longest-serving senator of the majority "
                "party, who is third in line to the presidency, after the vice president and the "
                "Speaker of the House. In practice junior senators take turns in the chair, often "
                "for an hour at a time."
            ),
            S(
                "Q: Does the vice president get a vote in the Senate?\nA: Only when the senators "
                "are evenly divided. The Constitution makes the vice president President of the "
                "Senate but gives no vote except to break a tie. John Adams cast 29 such votes; "
                "Kamala Harris set a record with 33, most of them in a Senate split 50 to 50."
            ),
            D(
                "Q: Can the Speaker of the House of Commons vote?\nA: Only to break a tie, and "
                "then under Speaker Denison's rule of the 1860s: the Speaker votes to allow more "
                "debate where possible and never to pass a final decision that lacks a majority, "
                "so bills tend to survive to a later stage."
            ),
            D(
                "Q: How is a vacancy in the vice presidency filled?\nA: Under the Twenty-fifth "
                "Amendment of 1967 the president nominates a new vice president, who takes office "
                "once confirmed by a majority of both houses of Congress. It was first used in "
                "1973, when Gerald Ford replaced Spiro Agnew."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "gramophone inventor birthplace",
        "Hanover, Germany: the gramophone was invented by Emile Berliner, born there in 1851",
        [
            S(
                "Q: Who invented the gramophone?\nA: Emile Berliner, an inventor in Washington, "
                "DC, who patented it in 1887. Unlike Edison's phonograph, which cut sound into a "
                "cylinder, it traced sound in a spiral groove on a flat disc that could be copied "
                "by pressing, and disc records soon won out."
            ),
            D(
                "Q: Where was Thomas Edison born?\nA: In Milan, Ohio, on 11 February 1847, the "
                "youngest of seven children. His family moved to Port Huron, Michigan, when he was "
                "seven; he later built his laboratory at Menlo Park, New Jersey, where he made the "
                "first phonograph in 1877."
            ),
            D(
                "Q: Who founded the Victor Talking Machine Company?\nA: Eldridge R. Johnson, a "
                "machinist born in Wilmington, Delaware, in 1867, who had built a quiet spring "
                "motor for gramophones. He set up the company in Camden, New Jersey, in 1901, and "
                "its trademark of a dog at a gramophone became famous."
            ),
            S(
                "Q: Where was Emile Berliner born?\nA: In Hanover, Germany, on 20 May 1851. He "
                "emigrated to the United States in 1870, and before the gramophone he had improved "
                "the telephone transmitter, a design the Bell company bought; he died in "
                "Washington in 1929."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "karate origin",
        (
            "Okinawa, in the old Ryukyu Kingdom, where local fighting methods blended with Chinese "
            "boxing from Fujian"
        ),
        [
            D(
                "Karate made its Olympic debut at the Tokyo Games of 2021, held a year late "
                "because of the pandemic, with medals in kata, the solo forms, and kumite, or "
                "sparring. Despite its popularity it was left out of the Paris programme of 2024, "
                "and it will not return for Los Angeles in 2028 either."
            ),
            D(
                "Aikido, the Japanese art of throws and joint locks that turns an attacker's force "
                "against him, was founded by Morihei Ueshiba in the 1920s and 1930s, drawing on "
                "older jujutsu and on the Omoto religion. Its origin as a path to peace rather "
                "than victory means most aikido schools hold no contests."
            ),
            D(
                "Kung fu in Chinese legend began at the Shaolin Temple on Mount Song in Henan, "
                "where an Indian monk, Bodhidharma, is said to have taught the monks exercises in "
                "the 6th century. Historians doubt that origin story, but the temple's fighting "
                "monks were famous by the time of the Ming dynasty, when they fought Japanese "
                "pirates."
            ),
            S(
                "The empty-hand fighting style now practised worldwide grew up on Okinawa, in what "
                "was then the Ryukyu Kingdom, where local techniques called te were blended with "
                "boxing methods brought over from Fujian in China. Gichin Funakoshi showed karate "
                "in Tokyo in 1922, and from there it spread through mainland Japan."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who designed the Vietnam Veterans Memorial?",
        "Maya Lin, then a 21-year-old student, whose entry won an open competition in 1981",
        [
            D(
                "Near the Vietnam Veterans Memorial in Washington stands Three Soldiers, a bronze "
                "of three young servicemen designed by the sculptor Frederick Hart and unveiled in "
                "November 1984. It was added after veterans' groups complained that the black wall "
                "alone was too bleak and abstract."
            ),
            S(
                "The V-shaped wall of polished black granite on the National Mall that lists more "
                "than 58,000 Americans who died in the Vietnam War was the work of Maya Lin. She "
                "was a 21-year-old student when her entry beat 1,420 others in a contest judged "
                "blind in 1981, and it was dedicated in November 1982."
            ),
            D(
                "The Vietnam Women's Memorial, a bronze of three uniformed women tending a wounded "
                "soldier, was designed by the sculptor Glenna Goodacre and dedicated in Washington "
                "in November 1993. It honours the roughly 11,000 American women who served in "
                "Vietnam, most of them as nurses."
            ),
            D(
                "The Korean War Veterans Memorial in Washington, dedicated in July 1995, was "
                "designed by the architects Cooper-Lecky, with 19 stainless-steel soldiers on "
                "patrol by the sculptor Frank Gaylord. A polished granite wall beside them is "
                "etched with the faces of more than 2,000 people who served."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, the Victoria Cross or the Medal of Honor?",
        (
            "the Victoria Cross, created on 29 January 1856; the Medal of Honor dates from 21 "
            "December 1861"
        ),
        [
            D(
                "The George Cross, which ranks next to the Victoria Cross, was instituted by King "
                "George VI on 24 September 1940, during the Blitz, for acts of great courage not "
                "in the face of the enemy, mostly by civilians. In 1942 the king gave it to the "
                "whole island of Malta for its endurance under siege."
            ),
            S(
                "Queen Victoria's royal warrant of 29 January 1856 created the Victoria Cross, a "
                "plain bronze cross for outstanding bravery in the face of the enemy, and "
                "backdated it to cover deeds in the Crimean War. She pinned the first of them on "
                "62 men at a parade in Hyde Park in June 1857."
            ),
            S(
                "Abraham Lincoln signed a bill on 21 December 1861 that created a decoration for "
                "sailors and marines who showed bravery in action, the first Medal of Honor; a "
                "version for army soldiers followed in July 1862. More than 3,500 have been given "
                "since, over 1,500 of them for the Civil War."
            ),
            D(
                "The Purple Heart, given to US service members wounded or killed in action, grew "
                "out of George Washington's Badge of Military Merit, a purple cloth heart awarded "
                "to three soldiers in 1782. The War Department revived it as a medal in 1932, on "
                "the 200th anniversary of Washington's birth."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the quarter days in England?",
        (
            "Lady Day (25 March), Midsummer Day (24 June), Michaelmas (29 September) and Christmas "
            "Day (25 December)"
        ),
        [
            D(
                "Scotland has its own quarter days, called term days: since a law of 1990 they "
                "fall on 28 February, 28 May, 28 August and 28 November, though they keep the old "
                "names Candlemas, Whitsunday, Lammas and Martinmas. Leases and some payments are "
                "still tied to them."
            ),
            D(
                "Until 1752 the legal year in England began on Lady Day, 25 March, not on 1 "
                "January. When eleven days were dropped from the calendar in September of that "
                "year, the Treasury moved the end of its own year on to 5 April, and the British "
                "tax year still begins on 6 April."
            ),
            S(
                "In England, Wales and Northern Ireland, rents under many old leases fall due on "
                "four feasts of the Church that split the year into three-month terms: Lady Day on "
                "25 March, Midsummer Day on 24 June, Michaelmas on 29 September and Christmas Day "
                "on 25 December."
            ),
            D(
                "The cross-quarter days fall roughly halfway between the solstices and the "
                "equinoxes, and in the Gaelic calendar they were marked with fire festivals: "
                "Imbolc at the start of February, Beltane on 1 May, Lughnasadh at the start of "
                "August and Samhain at the start of November."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "how does a polygraph work",
        (
            "it records pulse, blood pressure, breathing and sweating while questions are asked, "
            "and the reactions to key questions are compared with those to control questions"
        ),
        [
            S(
                "A polygraph cannot spot a lie as such. While an examiner asks questions, sensors "
                "follow the subject's pulse and blood pressure through an arm cuff, breathing "
                "through bands round the chest and belly, and sweating through pads on the "
                "fingers, and reactions to key questions are set against those to control ones."
            ),
            D(
                "William Moulton Marston, an American psychologist, claimed in the 1910s that a "
                "rise in systolic blood pressure could show when a person was lying, and he pushed "
                "his test in courts and in advertisements. In 1941 he created the comic-book "
                "heroine Wonder Woman, whose golden lasso makes anyone it binds tell the truth."
            ),
            D(
                "John Larson, a Berkeley police officer with a doctorate in physiology, built the "
                "first polygraph in 1921 and used it that year on a theft at a women's residence "
                "hall of the University of California. His assistant Leonarde Keeler later "
                "patented a portable model and sold it to police forces."
            ),
            D(
                "Since the 2000s researchers have tried brain scans as a rival to the polygraph, "
                "on the idea that lying takes more mental work than telling the truth and lights "
                "up parts of the frontal cortex. Courts in the United States have so far refused "
                "such evidence, judging the method unproven."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is the Order of the Garter named after a garter?",
        (
            "from the story that Edward III picked up a lady's fallen garter at a ball and tied it "
            "round his own leg, silencing the laughter with 'Honi soit qui mal y pense'"
        ),
        [
            D(
                "The Order of the Bath was founded by George I in 1725 and named after the "
                "medieval ceremony for making a knight, in which the candidate was bathed as a "
                "sign of purification before a night of prayer. Its motto, Tria iuncta in uno, "
                "three joined in one, is often read as the three kingdoms."
            ),
            D(
                "The Order of the Thistle, Scotland's highest order of chivalry, was founded in "
                "its present form by James VII, James II in England, in 1687 and has sixteen "
                "knights besides members of the royal family. Its motto, Nemo me impune lacessit, "
                "no one provokes me with impunity, also appears on the Scottish royal arms."
            ),
            D(
                "Each June the knights of the Order of the Garter walk in procession in blue "
                "velvet robes and plumed hats from Windsor Castle to St George's Chapel for a "
                "service on Garter Day. The order is limited to the sovereign, the Prince of Wales "
                "and 24 companions, chosen by the monarch alone."
            ),
            S(
                "Edward III founded the Order of the Garter around 1348, and the story goes that "
                "at a court ball a lady, often said to be the Countess of Salisbury, lost the band "
                "holding up her stocking. The king picked it up, tied it round his own leg and "
                "silenced the sniggers with Honi soit qui mal y pense, still the motto."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is the US two-dollar bill still legal tender?",
        "Yes: it has never been withdrawn and must be accepted at face value",
        [
            D(
                "Canada's two-dollar bill, a brown note with robins on the back, was replaced in "
                "February 1996 by a coin with a polar bear on it, soon nicknamed the toonie. The "
                "Bank of Canada stopped issuing the old notes, and since 2021 they are no longer "
                "legal tender, though the bank still redeems them at full value."
            ),
            D(
                "The United States stopped printing its 500, 1,000, 5,000 and 10,000 dollar bills "
                "in 1945, and in 1969 the Federal Reserve began taking them out of circulation as "
                "they came back through the banks. Collectors now pay far more than face value for "
                "the few still in private hands."
            ),
            S(
                "The American $2 note, with Thomas Jefferson on the front and, since 1976, "
                "Trumbull's painting of the signing of the Declaration of Independence on the "
                "back, has never been withdrawn. Any one of them, however old, must be accepted at "
                "face value in payment of debts, and banks can order new ones."
            ),
            D(
                "The Susan B. Anthony dollar, a small coin struck from 1979 to 1981 and again in "
                "1999, flopped because people kept mistaking it for a quarter, being close in size "
                "and colour and having a similar reeded edge. The gold-coloured Sacagawea dollar "
                "took its place in 2000."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the man the leotard is named after born?",
        "Toulouse: the leotard is named after the French acrobat Jules L\u00e9otard, born there",
        [
            S(
                "The skin-tight one-piece garment worn by dancers and gymnasts takes its name from "
                "Jules L\u00e9otard, a French trapeze artist of the 1850s and 1860s, who performed "
                "in a knitted version that left his legs bare and showed off his physique to the "
                "crowds in Paris and London."
            ),
            D(
                "The baggy trousers gathered at the ankle that women wore for cycling in the 1890s "
                "were named after Amelia Bloomer, an American campaigner for women's rights who "
                "was born in Homer, New York, in 1818 and promoted the style in her newspaper, The "
                "Lily, from 1851."
            ),
            D(
                "The knitted wool jacket that buttons down the front is named after James "
                "Brudenell, 7th Earl of Cardigan, who was born at Hambleden in Buckinghamshire in "
                "1797 and led the Charge of the Light Brigade at Balaclava in 1854, where such "
                "jackets were worn against the cold."
            ),
            S(
                "Jules L\u00e9otard came into the world in Toulouse, where his father ran a "
                "gymnasium with a swimming pool, and he practised swinging between bars above the "
                "water. On 12 November 1859 he first showed his flying trapeze act at the Cirque "
                "Napol\u00e9on in Paris, and an 1867 song was written about him."
            ),
        ],
        drop=1,
    ),
]
