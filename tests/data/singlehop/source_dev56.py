"""The fifty-eighth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev55.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v42, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 325 characters and distractors 319; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who sculpted the Discobolus?",
        "Myron, who cast it in bronze in about 460-450 BC",
        [
            D(
                "Doryphoros: The Spear Bearer was cast in bronze by Polykleitos of Argos in about "
                "440 BC to show off his canon, a set of ideal proportions for the male body, with "
                "the weight resting on one leg. The bronze is lost; the best-known Roman marble "
                "copy was dug up at Pompeii and stands in the museum at Naples."
            ),
            S(
                "Discobolus: The Discus Thrower was cast in bronze by the Greek sculptor Myron in "
                "about 460 to 450 BC, catching an athlete at the top of his backswing with his "
                "body twisted like a coiled spring. The bronze is lost, and the statue is known "
                "from Roman marble copies, the finest of them the Lancelotti copy in Rome."
            ),
            D(
                "Charioteer of Delphi: One of the few large Greek bronzes to survive from the 470s "
                "BC, the life-size driver was dug up at the sanctuary of Apollo at Delphi in 1896. "
                "An inscription names Polyzalus, tyrant of Gela in Sicily, who set it up after a "
                "chariot victory at the Pythian Games; its eyes of glass and stone are intact."
            ),
            D(
                "Discobolus (Townley): The marble discus thrower in the British Museum was found "
                "in the 1790s at Hadrian's Villa near Tivoli and bought by the collector Charles "
                "Townley. Its head, which comes from a different statue, was fitted facing the "
                "wrong way, looking ahead instead of back towards the discus in the athlete's hand."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "lewis chessmen where found",
        "at Uig on the west coast of the Isle of Lewis, in the Outer Hebrides, in 1831",
        [
            D(
                "Hunterston Brooch: Two workmen digging a drain at Hunterston in Ayrshire turned "
                "up this silver-gilt brooch in about 1830. Made around AD 700 in the Irish style, "
                "it is set with gold filigree and amber studs, and a later Norse owner scratched "
                "his name on the back in runes. It is now shown in the National Museum of Scotland."
            ),
            D(
                "Lewis chessmen (lost warder): In 1964 an Edinburgh antiques dealer paid five "
                "pounds for a small ivory figure of a warrior biting the top of his shield, with "
                "no idea what it was. His family kept it in a drawer for decades; in 2019 experts "
                "saw that it was one of the missing Lewis pieces, and it sold at Sotheby's for "
                "735,000 pounds."
            ),
            D(
                "St Ninian's Isle Treasure: In 1958 a schoolboy, Douglas Coutts, helping "
                "archaeologists dig at a ruined chapel on St Ninian's Isle in Shetland, lifted a "
                "stone slab and found a wooden box holding 28 silver objects, mostly bowls and "
                "brooches made around AD 800. The hoard is kept in the National Museum of Scotland."
            ),
            S(
                "Lewis chessmen: The 93 gaming pieces, most of them carved from walrus ivory in "
                "the late 12th century, probably in Norway, came to light in 1831 at Uig, on the "
                "west coast of the Isle of Lewis in the Outer Hebrides. The British Museum holds "
                "82 of them and the National Museum of Scotland in Edinburgh the other 11."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, the Book of Kells or the Lindisfarne Gospels?",
        "the Lindisfarne Gospels, made around 715-720; the Book of Kells dates from about 800",
        [
            D(
                "St Cuthbert Gospel: This small copy of St John's Gospel was laid in St Cuthbert's "
                "coffin and found when the coffin was opened at Durham in 1104. Made in the early "
                "8th century, it keeps its original red leather binding, the oldest intact "
                "European book, and the British Library bought it in 2012 for 9 million pounds."
            ),
            S(
                "Lindisfarne Gospels: The gospel book was written and painted around 715 to 720 at "
                "the monastery on Holy Island, off the coast of Northumberland, most likely by "
                "Eadfrith, bishop of Lindisfarne, in honour of St Cuthbert. In the 10th century a "
                "priest, Aldred, added an Old English translation between its Latin lines."
            ),
            D(
                "Book of Durrow: Named after the monastery of Durrow in County Offaly, where it "
                "was kept for centuries, the gospel book was made in the second half of the 7th "
                "century and is one of the earliest Insular manuscripts, with whole pages of "
                "interlace and spirals. It has been in the library of Trinity College Dublin since "
                "the 1660s."
            ),
            S(
                "Book of Kells: The richly painted Latin gospel book was made around the year 800 "
                "by monks of St Columba's order, probably begun on Iona and finished at Kells in "
                "County Meath after Viking raids drove them there. Stolen in 1007 and found "
                "without its jewelled cover, it has been kept at Trinity College Dublin since the "
                "1660s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Which three American envoys were sent to France in the XYZ Affair?",
        "Charles Cotesworth Pinckney, John Marshall and Elbridge Gerry",
        [
            D(
                "Louisiana Purchase: In 1803 the American minister in Paris, Robert Livingston, "
                "and James Monroe, sent out by President Jefferson, agreed to buy all of French "
                "Louisiana from Napoleon's government for 15 million dollars. They had been told "
                "only to buy New Orleans and part of Florida, and the deal, signed on 30 April, "
                "doubled the size of the country."
            ),
            D(
                "Convention of 1800: To end the undeclared naval Quasi-War with France, President "
                "John Adams sent Oliver Ellsworth, William Vans Murray and William Richardson "
                "Davie to Paris in 1799. They signed a treaty at Mortefontaine on 30 September "
                "1800 that also ended the alliance of 1778 between the two countries."
            ),
            S(
                "XYZ Affair: In 1797 President John Adams sent Charles Cotesworth Pinckney, John "
                "Marshall and Elbridge Gerry to Paris to settle a quarrel over French attacks on "
                "American ships. Agents of the foreign minister, Talleyrand, demanded a bribe and "
                "a loan before any talks; Adams published the papers in 1798, naming the agents "
                "only as X, Y and Z."
            ),
            D(
                "Jay Treaty: Sent to London by President Washington in 1794, the Chief Justice, "
                "John Jay, signed a treaty with Britain that November under which British troops "
                "left their forts in the Northwest Territory. It did little to stop British "
                "seizures of American ships, crowds burned Jay in effigy, and the Senate ratified "
                "it in 1795."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did Mary, Queen of Scots exchange secret letters with the Babington plotters?",
        (
            "in waterproof packets hidden in the bungs of beer barrels delivered to Chartley, "
            "carried by Gilbert Gifford, who worked for Walsingham"
        ),
        [
            D(
                "Ridolfi Plot: In 1571 the Florentine banker Roberto Ridolfi went between the Duke "
                "of Norfolk, the Pope and Philip II of Spain with a plan to land Spanish troops in "
                "England, free Mary, Queen of Scots, and marry her to Norfolk. Letters seized from "
                "a servant of the Bishop of Ross gave it away, and Norfolk was beheaded in 1572."
            ),
            D(
                "Throckmorton Plot: In 1583 Francis Throckmorton, a young Catholic, carried "
                "letters between Mary, Queen of Scots, and the Spanish ambassador, Bernardino de "
                "Mendoza, for an invasion of England led by the Duke of Guise. Walsingham's men "
                "found a list of Catholic supporters at his house; he was executed at Tyburn in "
                "1584 and Mendoza was expelled."
            ),
            D(
                "Casket letters: In 1567 the Scottish lords who had made Mary, Queen of Scots, "
                "give up her throne produced eight letters and some sonnets from a silver casket, "
                "which they said she had written to the Earl of Bothwell about the murder of her "
                "husband, Lord Darnley. Only copies survive, and whether she wrote them is still "
                "argued."
            ),
            S(
                "Babington Plot: In 1586 Mary, Queen of Scots, held at Chartley in Staffordshire, "
                "wrote to Anthony Babington in letters sealed in waterproof packets and pushed "
                "into the bungs of the beer barrels a brewer delivered each week. Her go-between, "
                "Gilbert Gifford, worked for Francis Walsingham, whose code-breaker Thomas "
                "Phelippes read every letter."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "sicilian vespers why called that",
        (
            "the rising began as the bells rang for vespers, the evening service, on Easter Monday "
            "1282 outside a church in Palermo"
        ),
        [
            S(
                "Sicilian Vespers: The rising took its name from the hour it began, as bells rang "
                "for vespers, the evening service, on Easter Monday, 30 March 1282, outside the "
                "Church of the Holy Spirit in Palermo, where a French soldier insulted a local "
                "woman. Within weeks thousands of French were dead and Charles of Anjou had lost "
                "Sicily."
            ),
            D(
                "The Sicilian Vespers (opera): Giuseppe Verdi wrote Les v\u00eapres siciliennes in "
                "French for the Paris Op\u00e9ra, where it opened on 13 June 1855 during the "
                "Universal Exhibition. The libretto, by Eug\u00e8ne Scribe and Charles Duveyrier, "
                "reworked one first written for another composer; in Italian it is given as I "
                "vespri siciliani."
            ),
            D(
                "Matins of Bruges: Before dawn on 18 May 1302 Flemish rebels led by Pieter de "
                "Coninck and Jan Breydel entered Bruges and killed the French garrison and its "
                "supporters in their beds, telling friend from foe by a Flemish phrase the French "
                "could not say. Two months later the Flemings beat a French army at the Battle of "
                "the Golden Spurs."
            ),
            D(
                "St Bartholomew's Day massacre: In the night of 23 to 24 August 1572, days after "
                "the wedding of the Protestant Henry of Navarre to the king's sister Margaret, "
                "Catholic mobs and soldiers in Paris began killing Huguenots, starting with "
                "Admiral Coligny. The killing spread to other towns, and thousands died in the "
                "weeks that followed."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Duke Kahanamoku win Olympic gold in swimming?",
        "Yes: the 100 metres freestyle at Stockholm in 1912 and again at Antwerp in 1920",
        [
            D(
                "Johnny Weissmuller: The American swimmer won three gold medals at the Paris "
                "Olympics of 1924 and two more at Amsterdam in 1928, and in 1922 he became the "
                "first man to swim 100 metres freestyle in under a minute. He then went into films "
                "and played Tarzan twelve times, starting with Tarzan the Ape Man in 1932."
            ),
            D(
                "Freshwater Beach: In the summer of 1914 to 1915 Duke Kahanamoku, visiting Sydney "
                "to give swimming displays, shaped a board from a plank of local sugar pine and "
                "rode the waves at Freshwater, north of Manly, in front of a large crowd. The "
                "board is kept at the local surf club, and a statue of him stands on the headland."
            ),
            S(
                "Duke Kahanamoku: The Hawaiian swimmer won the 100 metres freestyle at the "
                "Stockholm Olympics in 1912 and won it again at Antwerp in 1920, where he added a "
                "gold in the relay. At Paris in 1924 he took the silver in the same race behind "
                "Johnny Weissmuller. Between the Games he showed off surfing from California to "
                "Sydney."
            ),
            D(
                "Jim Thorpe: At the Stockholm Olympics of 1912 the American won both the "
                "pentathlon and the decathlon, and King Gustaf V is said to have called him the "
                "greatest athlete in the world. His medals were taken away in 1913 because he had "
                "been paid to play minor-league baseball, and the IOC gave them back only in 1982."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which London square is the museum that owns the Laughing Cavalier?",
        (
            "Manchester Square, in Marylebone: the painting belongs to the Wallace Collection at "
            "Hertford House"
        ),
        [
            D(
                "National Gallery: Founded in 1824, when Parliament bought 38 paintings from the "
                "banker John Julius Angerstein and showed them in his house on Pall Mall, the "
                "gallery moved in 1838 into William Wilkins's new building on the north side of "
                "Trafalgar Square. Entry has been free for most of its history."
            ),
            S(
                "The Laughing Cavalier: Frans Hals painted the swaggering portrait, whose sitter "
                "is smiling rather than laughing, in Haarlem in 1624. The 4th Marquess of Hertford "
                "outbid Baron James de Rothschild for it at an auction in Paris in 1865, and it "
                "now belongs to the Wallace Collection, left to the nation with the family's other "
                "treasures."
            ),
            D(
                "Dulwich Picture Gallery: Opened in 1817 in south London, it was the first "
                "purpose-built public art gallery in England, designed by Sir John Soane for "
                "paintings bought for the King of Poland, who lost his throne before they could be "
                "sent to him. Rembrandt's Girl at a Window is among its best-known pictures."
            ),
            S(
                "Wallace Collection: The museum fills Hertford House, a town house on Manchester "
                "Square in Marylebone, north of Oxford Street. Lady Wallace, widow of Sir Richard "
                "Wallace, left the paintings, armour and furniture that he and the Marquesses of "
                "Hertford had collected to the nation in 1897, and it opened to the public in 1900."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who composed the music of Rule, Britannia?",
        "Thomas Arne, for the masque Alfred in 1740, to words by James Thomson",
        [
            D(
                "Heart of Oak, the official march of the Royal Navy, was written for a Christmas "
                "pantomime at the Drury Lane theatre in 1759, the 'year of victories' over France. "
                "The actor David Garrick wrote the words and William Boyce, Master of the King's "
                "Music, the tune; its chorus begins 'Heart of oak are our ships'."
            ),
            D(
                "God Save the King was first sung in public in London in September 1745, when the "
                "Drury Lane theatre performed an arrangement by Thomas Arne after news of the "
                "Jacobite victory at Prestonpans. Nobody knows who wrote the tune, which has also "
                "served as the national anthem of Liechtenstein and, until 1961, of Switzerland."
            ),
            S(
                "Rule, Britannia! began life as the closing song of Alfred, a masque about the "
                "Saxon king first performed on 1 August 1740 in the garden theatre at Cliveden, "
                "the Thames-side house of Frederick, Prince of Wales. Thomas Arne wrote the music, "
                "and the words are usually credited to the Scottish poet James Thomson."
            ),
            D(
                "Land of Hope and Glory takes its tune from the trio of the first Pomp and "
                "Circumstance march, which Edward Elgar finished in 1901. At the suggestion of "
                "King Edward VII he reused it in his Coronation Ode of 1902, with words by the "
                "poet A. C. Benson, and it is now sung each year at the Last Night of the Proms."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "triangle shirtwaist fire year",
        "1911: the fire broke out on 25 March 1911",
        [
            S(
                "On the afternoon of 25 March 1911 fire broke out on the eighth floor of the Asch "
                "Building near Washington Square in New York, where the Triangle Waist Company "
                "made women's blouses. With a stairway door locked and the fire escape collapsing, "
                "146 workers died, most of them young Jewish and Italian immigrant women."
            ),
            D(
                "On 15 June 1904 the paddle steamer General Slocum, chartered by a German Lutheran "
                "church on the Lower East Side of New York for a picnic outing, caught fire in the "
                "East River. Its life jackets had rotted and its hoses burst, and more than 1,000 "
                "people, most of them women and children, died; the captain went to prison."
            ),
            D(
                "During a matinee on 30 December 1903 a stage light set fire to a curtain at the "
                "Iroquois Theater in Chicago, only five weeks after it had opened as 'absolutely "
                "fireproof'. Many exits were locked or hidden behind drapes, and 602 people died, "
                "most of them women and children who had come to see Mr. Bluebeard."
            ),
            D(
                "The owners of the Triangle factory, Max Blanck and Isaac Harris, were tried for "
                "manslaughter in the December after the fire and acquitted when their lawyer, Max "
                "Steuer, shook the evidence of a key witness. Three years later they settled the "
                "civil suits brought by families for about 75 dollars for each of the dead."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came first, Twister or Connect Four?",
        "Twister, launched in 1966; Connect Four followed in 1974",
        [
            D(
                "Operation, the game in which players lift plastic ailments out of the patient, "
                "Cavity Sam, with tweezers without touching the metal edges and setting off his "
                "red nose, was first sold by Milton Bradley in 1965. Its inventor, John Spinello, "
                "a design student in Illinois, had sold his rights to it for 500 dollars."
            ),
            S(
                "Connect Four, in which two players take turns dropping coloured discs into a "
                "standing grid of seven columns and six rows, trying to line up four of their own, "
                "was brought out by Milton Bradley in 1974. Its designers were Howard Wexler and "
                "Ned Strongin, and in 1988 it was shown that the first player can always force a "
                "win."
            ),
            D(
                "Mouse Trap, in which players build a rickety contraption of a boot, a bathtub, a "
                "flight of stairs and a diver before dropping a plastic cage on one another's "
                "mice, came out from the Ideal Toy Company in 1963. It was one of the first "
                "mass-produced board games to be put together in three dimensions, and versions of "
                "it are still sold today."
            ),
            S(
                "Twister, the party game in which players twist their hands and feet onto coloured "
                "spots on a plastic mat at each spin of a dial, was launched by Milton Bradley in "
                "1966. Sales were slow until 3 May that year, when Johnny Carson played it on The "
                "Tonight Show with the actress Eva Gabor."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "something old something new rhyme full list",
        (
            "something old, something new, something borrowed, something blue, and a silver "
            "sixpence in her shoe"
        ),
        [
            D(
                "Brides began walking up the aisle to the Bridal Chorus, 'Here Comes the Bride', "
                "after Princess Victoria, Queen Victoria's eldest daughter, chose it for her "
                "wedding in 1858. The music comes from Richard Wagner's opera Lohengrin, first "
                "staged in 1850, and Mendelssohn's Wedding March was played at the end of the "
                "service."
            ),
            D(
                "White wedding dresses became the fashion after Queen Victoria married Prince "
                "Albert at the Chapel Royal of St James's Palace on 10 February 1840 in a gown of "
                "white satin trimmed with Honiton lace. Before then most brides in Britain wore "
                "their best dress, in any colour, and often wore it again afterwards."
            ),
            D(
                "An old English rhyme gives each day of the week its luck for a wedding: Monday "
                "for health, Tuesday for wealth, Wednesday the best day of all, Thursday for "
                "losses, Friday for crosses and Saturday for no luck at all. Like other wedding "
                "rhymes it was gathered by Victorian folklorists and it still turns up in wedding "
                "guides and on greetings cards."
            ),
            S(
                "The English wedding rhyme, first written down in Lancashire in the 19th century, "
                "tells a bride to carry something old, something new, something borrowed and "
                "something blue, and to put a silver sixpence in her shoe. The old stands for her "
                "past, the new for her future, the borrowed for a happy friend's luck and the blue "
                "for faithfulness."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How was the first transatlantic telegraph cable laid in 1858?",
        (
            "two warships, HMS Agamemnon and USS Niagara, met in mid-ocean, spliced their halves "
            "of the cable together and steamed apart paying it out, towards Ireland and "
            "Newfoundland"
        ),
        [
            D(
                "In 1866 the huge steamship Great Eastern, the only ship big enough to carry the "
                "whole cable, laid a new line from Valentia in Ireland to Heart's Content in "
                "Newfoundland, which opened on 27 July and kept working. She then went back, "
                "fished up the cable lost the year before, spliced it and finished that one too."
            ),
            S(
                "In July 1858 two warships, the British Agamemnon and the American Niagara, each "
                "carrying half of the cable, met in the middle of the Atlantic and spliced the "
                "ends together on 29 July. They then steamed off in opposite directions, paying "
                "out cable as they went, and landed it in Ireland and Newfoundland early in August."
            ),
            D(
                "The first attempt to lay a cable across the Atlantic, in August 1857, started "
                "from Valentia in Ireland, with the USS Niagara paying it out from the shore end. "
                "After several hundred miles had gone over the side the cable snapped and sank in "
                "water two miles deep, and the ships had to go home and try again the next year."
            ),
            D(
                "The 1858 cable carried its first official message on 16 August, a greeting of 98 "
                "words from Queen Victoria to President James Buchanan that took about 16 hours to "
                "send. Within three weeks it had failed, after the company's electrician, Wildman "
                "Whitehouse, sent too high a voltage through it and ruined its gutta-percha "
                "insulation."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Chicago Tribune print the headline Dewey Defeats Truman?",
        (
            "a printers' strike made it go to press hours before the votes were counted, and it "
            "trusted the polls and its correspondent Arthur Sears Henning, who expected Dewey to "
            "win"
        ),
        [
            D(
                "In 1936 the magazine Literary Digest mailed out ten million ballots and, from "
                "about 2.4 million replies, forecast that Alf Landon would beat Franklin "
                "Roosevelt. Its lists came largely from telephone directories and car "
                "registrations, which left out poorer voters, and Roosevelt won 46 of the 48 "
                "states."
            ),
            D(
                "Two days after the 1948 election, at St. Louis Union Station on his train back to "
                "Washington, Harry Truman was handed a copy of the Chicago Daily Tribune and held "
                "it up, grinning, for the photographers. The picture, taken on 4 November, became "
                "one of the best-known political photographs in American history of the century."
            ),
            D(
                "In the 1948 election Strom Thurmond, governor of South Carolina, ran for "
                "president for the States' Rights Democrats, who had walked out of the Democratic "
                "convention over its civil rights plank. The Dixiecrats carried four Southern "
                "states and 39 electoral votes, but Truman won without them, while Henry Wallace's "
                "Progressive Party won no states at all."
            ),
            S(
                "On election night in November 1948 the Chicago Daily Tribune sent its first "
                "edition to press hours before the votes were counted, because a strike by its "
                "printers had brought its deadlines forward. Trusting the polls and its Washington "
                "correspondent, Arthur Sears Henning, who was sure Thomas Dewey would win, it ran "
                "'Dewey Defeats Truman'."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Was the crew of the Mary Celeste ever found?",
        (
            "No: the ship was found adrift and deserted in December 1872, and Captain Briggs, his "
            "wife, their daughter and the seven crew were never seen again"
        ),
        [
            D(
                "In 1884 the young Arthur Conan Doyle published 'J. Habakuk Jephson's Statement' "
                "in the Cornhill Magazine, a story about an abandoned ship he called the Marie "
                "Celeste. Many readers took it for fact, though he had made up almost all of it, "
                "and his misspelling of the name is still widely repeated in books and films about "
                "the mystery."
            ),
            S(
                "In December 1872 the brigantine Mary Celeste was found drifting under part of her "
                "sails between the Azores and Portugal, with no one on board and her lifeboat "
                "gone. Captain Benjamin Briggs, his wife Sarah, their two-year-old daughter Sophia "
                "and the seven men of the crew were never seen again, and nobody knows why they "
                "left."
            ),
            D(
                "The Canadian brigantine Dei Gratia, under Captain David Morehouse, came upon the "
                "drifting Mary Celeste and put a small prize crew aboard to sail her on to "
                "Gibraltar. At the salvage hearing there the court suspected foul play but found "
                "none, and in 1873 it awarded the salvors about a sixth of the value of ship and "
                "cargo."
            ),
            D(
                "In January 1921 the five-masted schooner Carroll A. Deering ran aground on "
                "Diamond Shoals off Cape Hatteras, North Carolina, with her sails set and nobody "
                "aboard. Her crew of eleven were never found, and investigators looked into "
                "pirates, rum-runners and mutiny before the case was closed."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Where did the man who led the Gordon Riots die?",
        "in Newgate Prison, London, on 1 November 1793 (Lord George Gordon)",
        [
            D(
                "The Priestley Riots broke out in Birmingham on 14 July 1791, when a crowd angry "
                "at a dinner held to celebrate the fall of the Bastille attacked Dissenting "
                "chapels and homes. The chemist and minister Joseph Priestley lost his house and "
                "laboratory, and in 1794 he left for Pennsylvania, where he died in 1804."
            ),
            S(
                "The Gordon Riots broke out in London in June 1780, after Lord George Gordon, head "
                "of the Protestant Association, led a crowd of some 50,000 to Parliament to demand "
                "the repeal of the Catholic Relief Act of 1778. For a week mobs burned chapels, "
                "houses and prisons, and troops killed about 285 people before order returned."
            ),
            D(
                "Newgate Prison, beside the Old Bailey in the City of London, was burned out by a "
                "mob in 1780 and rebuilt to George Dance the Younger's design. From 1783 public "
                "hangings were held outside its walls instead of at Tyburn, until they were moved "
                "inside in 1868, and the prison was pulled down in 1902."
            ),
            S(
                "Lord George Gordon, a younger son of the Duke of Gordon, was tried for high "
                "treason in 1781 and acquitted, but his later life went badly. He became a Jew, "
                "taking the name Israel bar Abraham, and in 1788 was jailed for libelling Marie "
                "Antoinette and the English courts. He died of gaol fever in Newgate Prison on 1 "
                "November 1793."
            ),
        ],
        drop=0,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "When did the Halifax Explosion happen?",
        "just after 9 am on 6 December 1917",
        [
            D(
                "Home > History > USA | The Texas City disaster\nOn the morning of 16 April 1947 "
                "the French ship Grandcamp, loaded with some 2,300 tons of ammonium nitrate "
                "fertiliser, caught fire and blew up at the dock in Texas City, Texas. At least "
                "581 people died, most of the town's fire brigade among them.\nShare this | Print "
                "| Cookie policy"
            ),
            D(
                "Home > History > Canada | Halifax's Christmas tree\nEvery year since 1971 Nova "
                "Scotia has sent a big Christmas tree to Boston, which lights it on Boston Common, "
                "to thank the city for the doctors, nurses and supplies it rushed north by train "
                "after the great explosion in Halifax harbour during the First World War.\nShare "
                "this | Print | Cookie policy"
            ),
            S(
                "Home > History > Canada | The Halifax Explosion\nJust after 9 am on 6 December "
                "1917 the French cargo ship Mont-Blanc, loaded with explosives for the war in "
                "Europe, blew up in the Narrows of Halifax harbour after a collision with the "
                "Norwegian ship Imo. About 2,000 people were killed and some 9,000 injured.\nShare "
                "this | Print | Cookie policy"
            ),
            D(
                "Home > History > Britain | The Silvertown explosion\nOn the evening of 19 January "
                "1917 a fire at a munitions works in Silvertown, in London's East End, set off "
                "some 50 tons of TNT that was being purified there for the war. The blast killed "
                "73 people, flattened streets of houses and was heard many miles away.\nShare this "
                "| Print | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented the shopping trolley",
        "Sylvan Goldman, owner of the Humpty Dumpty grocery stores in Oklahoma City, in 1937",
        [
            S(
                "Retail > History | The first shopping trolley\nIn 1937 Sylvan Goldman, owner of "
                "the Humpty Dumpty grocery stores in Oklahoma City, fixed two wire baskets and "
                "four wheels to a folding chair frame so that shoppers could buy more than they "
                "could carry. When shoppers shied away from the carts, he hired models to push "
                "them round.\nComments | Share | Newsletter"
            ),
            D(
                "Retail > History | The first self-service store\nBefore 1916 grocery customers "
                "handed a list to a clerk, who fetched the goods. That September Clarence Saunders "
                "opened the first Piggly Wiggly in Memphis, Tennessee, where shoppers took a "
                "basket, walked the aisles, picked goods off the shelves themselves and paid at a "
                "checkout by the door.\nComments | Share | Newsletter"
            ),
            D(
                "Retail > History | The nesting trolley\nIn 1946 Orla Watson, an engineer in "
                "Kansas City, designed a shopping cart with a swinging back gate, so that carts "
                "could be pushed into one another and stored in a line that took up little space. "
                "The first of them went into Floyd Day's supermarket in 1947, and the design soon "
                "spread across the country.\nComments | Share | Newsletter"
            ),
            D(
                "Retail > History | The first supermarket\nOn 4 August 1930 Michael J. Cullen, a "
                "former manager for the Kroger chain, opened King Kullen in an old garage in "
                "Jamaica, Queens, New York. He sold groceries of every kind under one roof at low "
                "prices, with a big car park outside, and within six years he had seventeen "
                "stores.\nComments | Share | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "checkers speech or kitchen debate which was first",
        "the Checkers speech, on 23 September 1952; the Kitchen Debate came on 24 July 1959",
        [
            D(
                "US politics > 1960s | The first televised debate\nOn 26 September 1960 about 70 "
                "million Americans watched John F. Kennedy debate Richard Nixon in a Chicago "
                "television studio. Nixon, pale and still getting over a knee injury, refused "
                "make-up, and many who only heard the debate on the radio thought that he had won "
                "it.\nSave | Share | Print"
            ),
            S(
                "US politics > 1950s | The Kitchen Debate\nOn 24 July 1959 Vice President Richard "
                "Nixon and the Soviet leader Nikita Khrushchev argued about capitalism and "
                "communism in a model American kitchen at the American National Exhibition in "
                "Sokolniki Park, Moscow, in front of reporters and television cameras.\nSave | "
                "Share | Print"
            ),
            S(
                "US politics > 1950s | The Checkers speech\nOn 23 September 1952 Richard Nixon, "
                "Dwight Eisenhower's running mate, went on television from Los Angeles to answer "
                "claims about an 18,000-dollar political fund. He went through his family's money "
                "and said the one gift he would keep was Checkers, a cocker spaniel his daughters "
                "loved.\nSave | Share | Print"
            ),
            D(
                "US politics > 1970s | 'I am not a crook'\nOn 17 November 1973, taking questions "
                "from newspaper editors at Walt Disney World in Florida, Richard Nixon denied "
                "having profited from public office, telling them 'I am not a crook'. He resigned "
                "the presidency less than nine months later, on 9 August 1974.\nSave | Share | "
                "Print"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the words of the Olympic motto?",
        (
            "Citius, Altius, Fortius (Faster, Higher, Stronger), with Communiter (Together) added "
            "in 2021"
        ),
        [
            D(
                "Sport > Olympics | The Olympic creed\n'The most important thing in the Olympic "
                "Games is not to win but to take part' comes from a sermon preached by Ethelbert "
                "Talbot, Bishop of Central Pennsylvania, at St Paul's Cathedral during the London "
                "Games of 1908. Coubertin repeated it days later, and it became the creed of the "
                "Games.\nMore sport | Share | Cookie settings"
            ),
            D(
                "Sport > Olympics | The Olympic rings\nPierre de Coubertin drew the five "
                "interlocking rings in 1913, in blue, yellow, black, green and red on a white "
                "ground; with the white, those colours could make up the flag of every nation then "
                "taking part. The Olympic flag was first flown at a Games at Antwerp in "
                "1920.\nMore sport | Share | Cookie settings"
            ),
            D(
                "Sport > Olympics | The Olympic oath\nAt the Antwerp Games of 1920 the Belgian "
                "fencer Victor Boin became the first athlete to swear the oath on behalf of all "
                "the competitors, promising to take part in a spirit of chivalry, for the honour "
                "of his country and the glory of sport. An oath for the judges was added in "
                "1972.\nMore sport | Share | Cookie settings"
            ),
            S(
                "Sport > Olympics | The Olympic motto\nCitius, Altius, Fortius, Latin for Faster, "
                "Higher, Stronger, was put forward by Pierre de Coubertin when the International "
                "Olympic Committee was founded in 1894; he took it from his friend Henri Didon, a "
                "Dominican priest. In 2021 the IOC added a fourth word, Communiter, meaning "
                "Together.\nMore sport | Share | Cookie settings"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do you play Jenga?",
        (
            "build a tower of 54 blocks in 18 layers of three; in turn each player pulls one block "
            "with one hand from any level below the top and lays it on top; whoever makes the "
            "tower fall loses"
        ),
        [
            D(
                "Games > History | Where Jenga came from\nLeslie Scott, who grew up in East "
                "Africa, made the first sets from wooden blocks in Ghana in the 1970s and launched "
                "the game at the London Toy Fair in January 1983. Its name comes from kujenga, the "
                "Swahili word for 'to build', and more than 80 million sets have been sold "
                "since.\nPrint rules | Share | Cookie policy"
            ),
            S(
                "Games > Rules | How to play Jenga\nStack the 54 wooden blocks into a tower of 18 "
                "layers, three to a layer, each at right angles to the one below. Taking turns, "
                "each player pulls out one block with one hand from any level below the top one "
                "and lays it on the top. Whoever makes the tower fall loses the game.\nPrint rules "
                "| Share | Cookie policy"
            ),
            D(
                "Games > Rules | How to play Kerplunk\nPush the plastic straws through the holes "
                "in the clear tube so that they cross to make a net, and tip the marbles in on "
                "top. Players take turns pulling out one straw at a time, trying not to let any "
                "marbles drop. When the last marble falls, the player who has caught the fewest "
                "wins.\nPrint rules | Share | Cookie policy"
            ),
            D(
                "Games > Rules | How to play pick-up sticks\nGather the thin sticks in one hand "
                "and let them drop in a heap on the table. Players take turns lifting one stick at "
                "a time off the pile without making any other stick move; a player keeps every "
                "stick taken cleanly, and when all are gone the one with the most points "
                "wins.\nPrint rules | Share | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does the winner of the Masters get a green jacket?",
        (
            "the green jacket is the coat of the Augusta National club's members, worn since 1937, "
            "and since 1949 the champion gets one as an honorary member"
        ),
        [
            D(
                "Golf > The Open | The Claret Jug\nThe silver jug, made in Edinburgh, has been the "
                "Open Championship's trophy since 1873, after Young Tom Morris won the old "
                "champion's belt outright with three wins in a row. The first to be handed it was "
                "Tom Kidd in 1873, though the first name engraved on it is Morris's, for "
                "1872.\nShare | Tee times | Cookie policy"
            ),
            D(
                "Golf > The Masters | The Champions Dinner\nIn 1952 Ben Hogan, the defending "
                "champion, invited the earlier winners of the Masters to a dinner at Augusta "
                "National on the Tuesday of tournament week. The defending champion still hosts it "
                "each year, picks the menu, often a dish from home, and pays the bill.\nShare | "
                "Tee times | Cookie policy"
            ),
            D(
                "Golf > The Masters | Amen Corner\nThe writer Herbert Warren Wind gave the name "
                "Amen Corner to the stretch of Augusta National's 11th, 12th and 13th holes in a "
                "Sports Illustrated article in 1958, borrowing it from an old jazz record. Rae's "
                "Creek runs in front of the short 12th green, where many hopes have "
                "drowned.\nShare | Tee times | Cookie policy"
            ),
            S(
                "Golf > The Masters | The green jacket\nMembers of the Augusta National Golf Club "
                "began wearing green jackets at the Masters in 1937, so that visitors could tell "
                "whom to ask for help. From 1949, when Sam Snead won, the champion has been given "
                "one too, as a sign that he has become an honorary member of the club.\nShare | "
                "Tee times | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Was the Bonus Army made up of First World War veterans?",
        (
            "Yes: some 17,000 men who had served in the war camped in Washington in 1932 to demand "
            "early payment of their bonus"
        ),
        [
            D(
                "History > 1890s America | Coxey's Army\nIn the spring of 1894, after a financial "
                "panic had thrown millions out of work, the Ohio businessman Jacob Coxey led a "
                "march of unemployed men from Massillon to Washington to ask Congress for public "
                "works. About 500 got there, and Coxey was arrested for walking on the Capitol "
                "lawn.\nRead more | Share | Cookie policy"
            ),
            D(
                "History > 1920s America | The bonus law\nIn 1924 Congress passed, over President "
                "Coolidge's veto, the World War Adjusted Compensation Act, which gave veterans "
                "certificates worth a dollar for each day served at home and a dollar and a "
                "quarter for each day abroad. They were not to be paid out until 1945.\nRead more "
                "| Share | Cookie policy"
            ),
            S(
                "History > 1930s America | The Bonus Army\nIn the summer of 1932 some 17,000 men "
                "who had served in the First World War camped in Washington to ask Congress to pay "
                "at once the bonus promised to veterans for 1945. On 28 July troops under General "
                "Douglas MacArthur drove them out with tanks and tear gas.\nRead more | Share | "
                "Cookie policy"
            ),
            D(
                "History > 1930s America | The Hoovervilles\nAs the Depression deepened after "
                "1929, people who had lost their homes built shanty towns of packing cases, scrap "
                "wood and tin on waste ground across the United States. They were called "
                "Hoovervilles to mock President Herbert Hoover; New York had one in Central "
                "Park.\nRead more | Share | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who worked as a travelling salesman for the inventor of the crown cork?",
        "King Camp Gillette, who went on to make the throwaway safety razor blade",
        [
            S(
                "Inventions > Packaging | The crown cork\nIn 1892 William Painter, a Baltimore "
                "engineer, patented a metal cap with a crimped edge and a thin cork disc inside, "
                "pressed over the lip of a glass bottle to keep the fizz in. He set up the Crown "
                "Cork and Seal Company to make the caps and the machines that fitted them to "
                "bottles.\nShare | Save | Cookie policy"
            ),
            D(
                "Inventions > Packaging | The ring pull\nIn 1959 Ermal Fraze of Dayton, Ohio, who "
                "had once had to open a can of beer on a car bumper at a picnic, designed a tab "
                "riveted to the lid of a can so that it could be opened without a tool. The Iron "
                "City brewery of Pittsburgh was the first to use it, in 1962.\nShare | Save | "
                "Cookie policy"
            ),
            D(
                "Inventions > People | Jacob Schick's razor\nJacob Schick, a retired US Army "
                "officer, patented an electric dry shaver in 1928 and put it on sale in 1931, "
                "after years of wanting to shave without water in the cold of Alaska. He had "
                "earlier sold a razor loaded with blades from a clip, like the magazine of a "
                "rifle.\nShare | Save | Cookie policy"
            ),
            S(
                "Inventions > People | William Painter's salesman\nIn the 1890s King Camp Gillette "
                "travelled for William Painter's company selling bottle caps. Painter told him to "
                "invent something people would use once and throw away, so that they would keep "
                "buying it, and Gillette's answer was the throwaway safety razor blade, on sale "
                "from 1903.\nShare | Save | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "Who invented the Christmas cracker?",
        "Tom Smith, a London sweet maker, from the late 1840s",
        [
            D(
                "Q: Who sent the first Christmas card?\nA: Sir Henry Cole, the civil servant who "
                "helped set up the Penny Post in 1840, had the artist John Callcott Horsley design "
                "one in 1843 showing a family raising a toast, above the words 'A Merry Christmas "
                "and a Happy New Year to You'. About 1,000 were printed, coloured by hand, and "
                "sold for a shilling each."
            ),
            S(
                "Q: Who came up with the Christmas cracker?\nA: Tom Smith, a London sweet maker, "
                "who after seeing sugared almonds sold in twists of paper in Paris in the 1840s "
                "began wrapping his own sweets with a love motto. Around 1860 he added the bang, "
                "said to have come to him as a log crackled on his fire, and later a small gift "
                "took the sweet's place."
            ),
            D(
                "Q: Who brought the Christmas tree into fashion in Britain?\nA: Queen Victoria and "
                "Prince Albert, whose candle-lit tree at Windsor Castle was drawn for the "
                "Illustrated London News in 1848. Albert had grown up with the German custom, and "
                "within a few years decorated trees had spread to middle-class homes across the "
                "country."
            ),
            D(
                "Q: Where do the paper hats in Christmas crackers come from?\nA: Walter Smith, son "
                "of the man who first made crackers, added the folded tissue-paper crowns in the "
                "early 1900s, along with small toys and jokes, to keep ahead of rival firms. The "
                "hats are often said to recall the crowns worn at Twelfth Night feasts."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "first groundhog day punxsutawney year",
        "1887: the first official celebration at Gobbler's Knob was on 2 February 1887",
        [
            D(
                "Groundhog Day (film)\n- Released: February 1993\n- Director: Harold Ramis\n- "
                "Star: Bill Murray, as the weatherman Phil Connors, who lives the same 2 February "
                "over and over again\n- Filmed: in Woodstock, Illinois, standing in for "
                "Punxsutawney\n- Added to the National Film Registry: 2006"
            ),
            D(
                "Candlemas\n- Date: 2 February, forty days after Christmas\n- Marks: the "
                "presentation of Jesus at the Temple\n- Custom: blessing the candles used in "
                "church for the year\n- Weather lore: 'If Candlemas be fair and bright, winter "
                "will have another flight'\n- In Scotland: a quarter day, when rents and wages "
                "fell due"
            ),
            S(
                "Groundhog Day at Punxsutawney\n- Where: Gobbler's Knob, outside Punxsutawney, "
                "Pennsylvania\n- First official celebration: 2 February 1887\n- Started by: "
                "members of the town's Groundhog Club, urged on by the newspaper editor Clymer "
                "Freas\n- The rule: if the groundhog sees its shadow, six more weeks of winter"
            ),
            D(
                "Wiarton Willie\n- What: Canada's best-known weather-forecasting groundhog, an "
                "albino\n- Where: Wiarton, on the Bruce Peninsula in Ontario\n- Festival began: "
                "1956, after a local man invited friends to a Groundhog Day party\n- Rival: "
                "Shubenacadie Sam in Nova Scotia, who forecasts an hour earlier"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which became law first, the Homestead Act or the Morrill Land-Grant Act?",
        "the Homestead Act, signed on 20 May 1862; the Morrill Act was signed on 2 July 1862",
        [
            D(
                "Q: What was the Morrill Tariff?\nA: A steep tax on imported manufactured goods, "
                "also sponsored by Justin Smith Morrill of Vermont, signed by President James "
                "Buchanan on 2 March 1861, two days before he left office. It was the first of "
                "several tariffs that raised duties during the Civil War to protect Northern "
                "industry and help pay for the war."
            ),
            S(
                "Q: What was the Homestead Act?\nA: A law signed by Abraham Lincoln on 20 May 1862 "
                "that offered 160 acres of public land in the West to any adult citizen, or "
                "intending citizen, who would live on it and farm it for five years. The first "
                "claim under it was filed on 1 January 1863 by Daniel Freeman, near Beatrice, "
                "Nebraska."
            ),
            S(
                "Q: What was the Morrill Land-Grant Act?\nA: A law signed by Abraham Lincoln on 2 "
                "July 1862, sponsored by Justin Smith Morrill of Vermont, that gave each state "
                "30,000 acres of federal land for each of its members of Congress, to be sold to "
                "pay for colleges teaching agriculture and the mechanic arts. Cornell and MIT were "
                "among those it helped."
            ),
            D(
                "Q: What was the Pacific Railway Act?\nA: A law signed by Abraham Lincoln on 1 "
                "July 1862 that gave the Union Pacific and Central Pacific railroad companies land "
                "and government bonds to build a line from the Missouri River to California. The "
                "two lines met at Promontory Summit, Utah, on 10 May 1869."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What goes into a Beef Wellington?",
        (
            "a seared beef fillet coated with p\u00e2t\u00e9 and mushroom duxelles, often wrapped "
            "in Parma ham, all baked in puff pastry"
        ),
        [
            D(
                "Beef Stroganoff\n- Meat: thin strips of beef fillet or sirloin, quickly fried\n- "
                "Sauce: sour cream with mustard and stock, often with onions and mushrooms\n- "
                "Served with: rice, noodles or fried potato straws\n- Name: after the Stroganov "
                "family of St Petersburg\n- Early recipe: in Elena Molokhovets's Russian cookery "
                "book, 1871"
            ),
            D(
                "Wellington boot\n- Named after: Arthur Wellesley, 1st Duke of Wellington\n- First "
                "made: by his London bootmaker, Hoby of St James's Street, about 1817\n- First "
                "material: soft calfskin, cut close to the leg\n- Rubber versions: made from the "
                "1850s by the American Hiram Hutchinson in France and the North British Rubber "
                "Company in Edinburgh"
            ),
            D(
                "Beef bourguignon\n- Meat: stewing beef, browned in batches\n- Braised in: red "
                "Burgundy wine with beef stock\n- With: lardons of bacon, button mushrooms, small "
                "onions, garlic and a bouquet garni\n- Cooking time: three hours or more in a low "
                "oven\n- Made famous abroad by: Julia Child, on television in 1963"
            ),
            S(
                "Beef Wellington\n- Meat: a centre-cut fillet of beef, seared first\n- Coating: "
                "p\u00e2t\u00e9, often of foie gras, and duxelles, a paste of chopped mushrooms, "
                "shallots and herbs\n- Often added: a layer of Parma ham or a thin pancake\n- "
                "Wrapping: puff pastry, glazed with egg and baked\n- Name: said to honour the Duke "
                "of Wellington, without proof"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do London black cab drivers pass the Knowledge?",
        (
            "by learning some 320 set routes and every street and landmark on them within six "
            "miles of Charing Cross, then passing years of one-to-one oral exams, called "
            "appearances, reciting routes from memory"
        ),
        [
            D(
                "Q: Why are London taxis called hackney carriages?\nA: The name goes back to the "
                "horse-drawn coaches let out for hire in the 17th century, first licensed in "
                "London in 1654, and probably comes from the hackney, an ordinary riding horse "
                "kept for hire. London's taxis are still licensed as hackney carriages today."
            ),
            S(
                "Q: How does someone earn the green badge to drive a London black cab?\nA: By "
                "passing the Knowledge: learning some 320 set routes, and every street and "
                "landmark on them, within six miles of Charing Cross, often on a moped. Trainees "
                "then sit one-to-one oral exams called appearances, calling out routes from "
                "memory, over three or four years."
            ),
            D(
                "Q: What are the small green huts on some London streets?\nA: Cabmen's shelters, "
                "built from 1875 by a charity so that drivers of horse-drawn cabs could get a hot "
                "meal without leaving their cabs at the rank to go to a pub. Since they stood on "
                "the road, none could be bigger than a horse and cart; 13 of the 61 built are "
                "still in use."
            ),
            D(
                "Q: How did London get its first motor taxis?\nA: In 1897 Walter Bersey's London "
                "Electrical Cab Company put battery-powered cabs on the streets, nicknamed "
                "hummingbirds for the humming noise they made. They proved costly and unreliable "
                "and were gone by 1899, and petrol cabs took over in the years after 1903."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is a tuxedo called a tuxedo?",
        (
            "after Tuxedo Park, New York, where young men first wore the tailless dinner jacket to "
            "the club's Autumn Ball in 1886"
        ),
        [
            S(
                "Q: Where does the word tuxedo come from?\nA: From Tuxedo Park, a private club and "
                "resort for rich New Yorkers founded in 1886 by the tobacco heir Pierre Lorillard "
                "IV. At its first Autumn Ball that October, young men of his circle turned up in "
                "short dinner jackets without tails, and Americans took to naming the jacket after "
                "the place."
            ),
            D(
                "Q: Where does the dinner jacket come from?\nA: The London tailors Henry Poole & "
                "Co. are said to have cut a short evening jacket without tails for the Prince of "
                "Wales, later Edward VII, in 1865, for informal dinners at Sandringham. In Britain "
                "it is still called a dinner jacket, and in much of Europe a smoking."
            ),
            D(
                "Q: Why is a cardigan called a cardigan?\nA: After James Brudenell, 7th Earl of "
                "Cardigan, who led the Charge of the Light Brigade at Balaclava in 1854. The "
                "knitted wool waistcoat buttoned down the front, worn by his officers against the "
                "Crimean cold, took his name, as the knitted balaclava helmet took the battle's."
            ),
            D(
                "Q: Why is a raincoat called a mackintosh?\nA: After Charles Macintosh, a Glasgow "
                "chemist who in 1823 patented a waterproof cloth made by sandwiching a layer of "
                "rubber dissolved in naphtha between two sheets of fabric. His early coats "
                "stiffened in the cold and smelt strongly, and the k in the name crept in later, "
                "through a common misspelling."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "was the dancing plague of 1518 in strasbourg",
        (
            "Yes: it began in Strasbourg in July 1518, when a woman named Frau Troffea started "
            "dancing in the street"
        ),
        [
            D(
                "The dancing mania of 1374\n- Where: Aachen, then towns along the Rhine such as "
                "Cologne, and in the Low Countries\n- When: the summer of 1374, the largest of the "
                "medieval outbreaks\n- What: crowds danced, leapt and shrieked for hours in "
                "streets and churches\n- Seen by priests as: possession by the devil, treated with "
                "exorcism and prayers"
            ),
            D(
                "Oaths of Strasbourg\n- When: 14 February 842\n- Who: Louis the German and Charles "
                "the Bald, grandsons of Charlemagne, allied against their brother Lothair\n- What: "
                "each swore in the other's language, Old French and Old High German\n- Why it "
                "matters: the oldest surviving text in a form of French"
            ),
            D(
                "Strasbourg Cathedral clock\n- What: an astronomical clock in the south transept "
                "of the cathedral\n- Present mechanism: built by Jean-Baptiste Schwilgu\u00e9, "
                "1838 to 1843\n- Shows: the planets, eclipses and the date of Easter\n- Daily "
                "show: at half past noon, the apostles parade before Christ"
            ),
            S(
                "The dancing plague of 1518\n- Where: Strasbourg, then a free city of the Holy "
                "Roman Empire, now in France\n- Began: July 1518, when a woman named Frau Troffea "
                "danced in the street for days\n- Spread: dozens, by some accounts hundreds, "
                "joined her in the weeks that followed\n- Response: the council hired musicians "
                "and built a stage"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Where was the hatter who made the Boss of the Plains born?",
        "in Orange, New Jersey: John B. Stetson was born there on 5 May 1830",
        [
            S(
                "Q: What was the Boss of the Plains?\nA: A wide-brimmed, high-crowned hat of "
                "waterproof felt that John B. Stetson began making in Philadelphia in 1865, after "
                "a stay in the West had shown him what cattlemen needed against sun and rain. It "
                "became the model for the cowboy hat, and his factory grew into one of the largest "
                "hat makers in the world."
            ),
            D(
                "Q: Why is the trilby called a trilby?\nA: After Trilby, the 1894 novel by George "
                "du Maurier, whose heroine, an artist's model in Paris, falls under the spell of "
                "the hypnotist Svengali. In the London stage version of 1895 a soft felt hat with "
                "a narrow brim was worn, and audiences named the hat after the play."
            ),
            S(
                "Q: Where did John B. Stetson come from?\nA: He was born on 5 May 1830 in Orange, "
                "New Jersey, one of the many children of Stephen Stetson, a hatter, and learned "
                "the trade in his father's shop. He later gave generously to a small college in "
                "DeLand, Florida, which took his name as Stetson University, and he died there in "
                "1906."
            ),
            D(
                "Q: Why is the fedora called a fedora?\nA: After F\u00e9dora, an 1882 play by "
                "Victorien Sardou written for Sarah Bernhardt, who played its heroine, the Russian "
                "princess F\u00e9dora, in a soft felt hat creased down the middle of the crown. "
                "The style was later taken up by campaigners for women's rights, and only then by "
                "men."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "In what year did the Supreme Court decide Loving v. Virginia?",
        "1967: the ruling came on 12 June 1967",
        [
            D(
                "The Supreme Court decided Brown v. Board of Education on 17 May 1954, holding "
                "unanimously under Chief Justice Earl Warren that separate public schools for "
                "Black and white children were unequal by their very nature. Virginia's leaders "
                "answered with 'massive resistance', closing some schools, in one county for five "
                "years, rather than integrate them."
            ),
            D(
                "In Pace v. Alabama, decided in 1883, the Supreme Court held that a state law "
                "punishing adultery between a white and a Black person more harshly than between "
                "two people of the same race did not break the Fourteenth Amendment, since both "
                "partners got the same sentence. The ruling stood until 1964."
            ),
            S(
                "It was on 12 June 1967 that all nine justices in Washington, led by Earl Warren, "
                "struck down the Virginia statute under which Richard and Mildred Loving, a white "
                "man and a woman of Black and Native American descent who had wed in the District "
                "of Columbia in 1958, had been told to leave their home state for 25 years or go "
                "to jail."
            ),
            D(
                "In Perez v. Sharp, decided in 1948, the Supreme Court of California struck down "
                "the state's ban on marriage between white and non-white people, the first such "
                "ruling by a state's highest court in the twentieth century. Andrea Perez, a "
                "Mexican American woman, had been refused a licence to marry Sylvester Davis, a "
                "Black man."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who made the first jukebox",
        (
            "Louis Glass, whose coin-operated phonograph went into the Palais Royal Saloon in San "
            "Francisco in November 1889"
        ),
        [
            S(
                "In November 1889 Louis Glass, manager of the Pacific Phonograph Company, set an "
                "Edison machine in a cabinet at the Palais Royal Saloon in San Francisco and "
                "fitted it with four listening tubes, each brought to life by dropping a nickel "
                "into a slot. It took in more than 1,000 dollars in its opening six months."
            ),
            D(
                "The word jukebox came into use in the United States in the late 1930s, from the "
                "juke joints of the rural South, small roadside bars where people drank and danced "
                "to records, and the word 'juke' itself probably comes from a Gullah word meaning "
                "rowdy, disorderly or wicked."
            ),
            D(
                "The most famous jukebox ever made, the Wurlitzer 1015 of 1946, designed by Paul "
                "Fuller, glowed with coloured bubble tubes around its arched front and played 24 "
                "records. More than 56,000 were sold in its first two years, more than any other "
                "jukebox model before or since, and it still turns up in films and adverts."
            ),
            D(
                "Thomas Edison made the first recording of a human voice that could be played back "
                "in December 1877, shouting 'Mary had a little lamb' into the horn of his tinfoil "
                "phonograph at Menlo Park, New Jersey. He said later that he had never been so "
                "taken aback in his life as when he first heard it come out."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which came first, the Popish Plot or the Bloody Assizes?",
        "the Popish Plot, in 1678; the Bloody Assizes followed in 1685",
        [
            D(
                "The Rye House Plot of 1683 was a plan to ambush Charles II and his brother James "
                "on the road home from the races at Newmarket, near a fortified house in "
                "Hertfordshire. The king left early after a fire in the town, so the ambush never "
                "happened, but the Whig leaders Lord William Russell and Algernon Sidney were "
                "beheaded for it."
            ),
            S(
                "Titus Oates, a disgraced former clergyman, swore in 1678 that Jesuits meant to "
                "murder Charles II. The Popish Plot was his invention, but the panic it stirred, "
                "made worse when the magistrate Sir Edmund Berry Godfrey was found dead on "
                "Primrose Hill that October, sent about twenty innocent Catholics to the scaffold."
            ),
            D(
                "The Meal Tub Plot of 1679 took its name from papers found hidden in a tub of "
                "flour in the house of Elizabeth Cellier, a Catholic midwife. The informer Thomas "
                "Dangerfield first claimed they proved a Presbyterian scheme against the king, but "
                "his story soon fell apart, and Cellier was tried and acquitted."
            ),
            S(
                "Once the Duke of Monmouth's rising had been crushed at Sedgemoor, Judge George "
                "Jeffreys toured the West Country in the late summer of 1685 trying the rebels. "
                "These Bloody Assizes sent some 250 to 300 men to the gallows, many of them hanged "
                "in their own villages, and about 800 to be sold into labour in the West Indies."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Who stood on the podium in the 200 metres at the 1968 Olympics?",
        "Tommie Smith (gold), Peter Norman (silver) and John Carlos (bronze)",
        [
            D(
                "Jim Hines won the men's 100 metres at the 1968 Olympics in Mexico City in 9.95 "
                "seconds, the first time the race was won in under ten seconds with electronic "
                "timing. Lennox Miller of Jamaica took the silver medal and Charles Greene of the "
                "United States the bronze, and the three stood together on the podium in the "
                "Estadio Ol\u00edmpico."
            ),
            S(
                "In Mexico City on 16 October 1968 Tommie Smith crossed the line first in the "
                "half-lap sprint in a world-record 19.83 seconds, the Australian Peter Norman "
                "edged into second and John Carlos came third. As their anthem played, the two "
                "Americans raised black-gloved fists, and Norman wore a human-rights badge in "
                "support."
            ),
            D(
                "In the 400 metres at the 1968 Olympics Americans filled the whole podium: Lee "
                "Evans won in a world record of 43.86 seconds, ahead of Larry James and Ron "
                "Freeman. At the medal ceremony the three wore black berets, which they took off "
                "while the anthem played, and the protest passed off quietly."
            ),
            D(
                "Irena Szewi\u0144ska of Poland won the women's 200 metres at the 1968 Olympics in "
                "Mexico City in a world record of 22.58 seconds, her second Olympic title, ahead "
                "of the Australians Raelene Boyle and Jennifer Lamy on the podium. Boyle, then "
                "only seventeen, went on to win two more Olympic silver medals."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a Magic 8 Ball give its answers?",
        (
            "a 20-sided die floats in dark blue liquid inside; when the ball is turned over, one "
            "of its faces, each printed with a reply, rises against a window"
        ),
        [
            D(
                "The Magic 8 Ball began as a tube called the Syco-Seer, invented in Cincinnati by "
                "Albert Carter, whose mother was a clairvoyant, and his brother-in-law Abe "
                "Bookman. It took the form of a black pool ball in 1950, when the billiards firm "
                "Brunswick ordered it as a promotion, and Mattel has made it since 2000."
            ),
            D(
                "A Ouija board gives its answers through a planchette, a small heart-shaped "
                "pointer on which the players rest their fingertips as it slides across the "
                "letters, the numbers and the words yes and no printed on the board. It was "
                "patented in 1891 by Elijah Bond and sold by the Kennard Novelty Company of "
                "Baltimore."
            ),
            D(
                "An Etch A Sketch draws when its two white knobs are turned: one moves a stylus "
                "left and right and the other up and down, scraping a line in the fine aluminium "
                "powder that coats the inside of the glass screen. Shaking it coats the glass "
                "again and wipes the picture. Ohio Art began selling it in 1960."
            ),
            S(
                "Inside a Magic 8 Ball's black plastic shell, a hollow twenty-faced solid drifts "
                "in inky blue fluid, each face embossed with a reply. Tip the toy over and one "
                "face bobs up against a small clear window in its base: ten of the replies say yes "
                "in some form, five say no, and five tell the asker to try again later."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why was Old Sarum called a rotten borough?",
        (
            "it still sent two MPs to Parliament although almost nobody lived there, its few "
            "voters being the owners of a handful of plots"
        ),
        [
            D(
                "Dunwich, once a busy port on the Suffolk coast, lost most of its streets and "
                "churches to storms and the sea from the 13th century onwards, and the last of its "
                "old churches fell over the cliff in the early 1900s, yet the little town went on "
                "sending two members to Parliament until 1832."
            ),
            S(
                "By the eighteenth century the hilltop of Old Sarum, above Salisbury, stood almost "
                "empty, yet it still filled two seats in the House of Commons, chosen by a handful "
                "of men who held its ancient plots of land. A seat with hardly a voter left was a "
                "byword for decay, and the Reform Act of 1832 swept it away."
            ),
            D(
                "Old Sarum began as an Iron Age hill fort and later held a Norman castle and the "
                "first cathedral of Salisbury, finished in 1092. In the 1220s the bishop moved the "
                "cathedral down to a new town on the river meadows below, and the old hilltop "
                "settlement slowly emptied of people over the centuries that followed."
            ),
            D(
                "The Great Reform Act of 1832, steered through by Earl Grey's Whig government "
                "after the Lords had thrown out an earlier bill, gave seats in Parliament to "
                "growing towns such as Manchester and Birmingham and widened the vote to men "
                "holding houses worth ten pounds a year in rent."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "christmas truce 1914 did they play football",
        (
            "Yes: letters from soldiers tell of informal kickabouts between British and German "
            "troops in no man's land"
        ),
        [
            D(
                "Pope Benedict XV asked the warring nations in December 1914 for a pause in the "
                "fighting at Christmas, 'that the guns may fall silent at least upon the night the "
                "angels sang', but the governments refused to agree to any official truce, and the "
                "war went on through the winter along the whole of the Western Front."
            ),
            D(
                "When the London Irish Rifles went over the top at Loos on 25 September 1915, one "
                "of its men, Frank Edwards, kicked a football ahead of him across no man's land "
                "towards the German lines as the attack began, under heavy fire and through "
                "drifting clouds of gas."
            ),
            D(
                "In December 2014 football teams from the British and German armies played a match "
                "at Aldershot to mark a hundred years since the Christmas truce, which the British "
                "side won 1-0, and UEFA's president, Michel Platini, unveiled a memorial at "
                "Ploegsteert in Belgium."
            ),
            S(
                "On 25 December 1914, along stretches of the Western Front near Ypres, British and "
                "German soldiers climbed out of their trenches, swapped cigarettes and buried "
                "their dead, and several men's letters home describe kicking a ball about with the "
                "enemy between the lines, with caps piled up for goalposts."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "How did the pope who held the Cadaver Synod die?",
        "he was deposed, thrown into prison and strangled there in August 897 (Pope Stephen VI)",
        [
            D(
                "Formosus, bishop of Porto before he became pope in 891, crowned Lambert of "
                "Spoleto and then the East Frankish king Arnulf as emperor, and died in April 896. "
                "His acts and ordinations, annulled after his death, were restored by later popes, "
                "and his body was at last laid to rest in St Peter's."
            ),
            S(
                "In January 897 Stephen VI had the body of his predecessor but one, Formosus, dug "
                "up, dressed in papal robes and propped on a throne in the Lateran to face "
                "charges, with a deacon answering for it. At the end of this grisly trial, the "
                "Cadaver Synod, the corpse lost three fingers and was thrown into the Tiber."
            ),
            D(
                "John XII, made pope at about eighteen in 955, was deposed by a synod called by "
                "the Emperor Otto I in 963 but won back Rome. He died in May 964, struck down by "
                "the devil according to the chronicler Liutprand of Cremona, or, as later rumour "
                "had it, by a jealous husband."
            ),
            S(
                "Stephen VI held the papacy for little more than a year. In the summer of 897 a "
                "rising in Rome stripped him of his office and threw him into a cell, where he was "
                "throttled that August. Within months Theodore II, the next pope but one, had "
                "overturned his rulings."
            ),
        ],
        drop=1,
    ),
]
