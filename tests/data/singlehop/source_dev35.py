"""The thirty-seventh single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev33.py`), for
the format and to choose subjects none of them asks about; the held-out sources were only counted
against each subject (`grep -c`), never read. Subjects are taken only from history, politics,
law, the arts (music, literature, film, painting), sports, technology and everyday life (food,
health, money, home, travel); another writer took natural science, animals and plants and
geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v25, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 384 characters and distractors 381; the longest passage is a support in
5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who invented Velcro?",
        (
            "George de Mestral, a Swiss engineer, inspired by burrs after a walk in 1941; Swiss "
            "patent granted in 1955"
        ),
        [
            D(
                "Zip fastener: Whitcomb Judson of Chicago showed a 'clasp locker' for boots at the "
                "World's Columbian Exposition in 1893, but it jammed easily. Gideon Sundback, a "
                "Swedish-American engineer at Judson's firm, patented a far better design, with "
                "rows of interlocking metal teeth, in 1917, and B.F. Goodrich gave it the name "
                "zipper when it fitted it to rubber galoshes in 1923."
            ),
            D(
                "Safety pin: The New York mechanic Walter Hunt twisted a length of brass wire into "
                "a pin with a coiled spring at one end and a clasp at the other to cover the "
                "point, reportedly in about three hours, to pay off a debt of fifteen dollars. He "
                "was granted a patent in April 1849 and sold the rights for four hundred dollars "
                "to W. R. Grace and Company, who made a fortune from it."
            ),
            S(
                "Velcro: Velcro is a hook-and-loop fastener devised by the Swiss engineer George "
                "de Mestral, who came home from a hunting walk in 1941 with burdock burrs stuck to "
                "his trousers. Under a microscope he saw their tiny hooks catching in loops of "
                "fabric, and after years of trials with nylon he was granted a Swiss patent in "
                "1955; the name joins velours and crochet."
            ),
            D(
                "Snap fastener: The press stud, two interlocking metal discs that click together "
                "when pressed, was patented by the German inventor Heribert Bauer in 1885 as a "
                "fastener for men's trousers. Later versions became common on gloves, baby clothes "
                "and cowboy shirts, and in the 1940s Jack Weil put pearl snaps on the western "
                "shirts sold by his Denver firm, Rockmount Ranch Wear."
            ),
            D(
                "Post-it Note: In 1968 Spencer Silver, a chemist at 3M in Minnesota, made a weak "
                "adhesive that stuck lightly and peeled off cleanly, but found no use for it. In "
                "1974 his colleague Art Fry, tired of bookmarks falling out of his church hymnal, "
                "coated paper slips with it, and after trials under the name Press 'n Peel the "
                "yellow notes went on sale across the United States in 1980."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "first video played on mtv",
        "Video Killed the Radio Star by the Buggles, just after midnight on 1 August 1981",
        [
            D(
                "Top of the Pops: The BBC's weekly chart show was first broadcast on 1 January "
                "1964 from a converted church in Manchester. The first act seen was the Rolling "
                "Stones, miming I Wanna Be Your Man, and that edition also featured Dusty "
                "Springfield, the Dave Clark Five and the Beatles, whose I Want to Hold Your Hand "
                "was number one. The programme ran for 42 years, until July 2006."
            ),
            S(
                "MTV: MTV, Music Television, began broadcasting on cable in the United States at "
                "12:01 a.m. on 1 August 1981, opening with footage of the Apollo 11 launch and the "
                "words 'Ladies and gentlemen, rock and roll'. The first music video it played was "
                "Video Killed the Radio Star by the Buggles, a British duo, followed by Pat "
                "Benatar's You Better Run."
            ),
            D(
                "Thriller (music video): Michael Jackson's Thriller, a fourteen-minute horror "
                "short directed by John Landis and shown for the first time on MTV on 2 December "
                "1983, cost about half a million dollars, then a record for a music video. Vincent "
                "Price spoke the spooky rap, and in 2009 it became the first music video chosen "
                "for the National Film Registry of the Library of Congress."
            ),
            D(
                "MTV Europe: MTV Europe went on air from London on 1 August 1987, six years to the "
                "day after its American parent, reaching about 1.6 million homes across the "
                "continent at the start. The first clip it showed was Money for Nothing by Dire "
                "Straits, a song whose opening line, sung by Sting in falsetto over the drums, is "
                "'I want my MTV'."
            ),
            D(
                "The Buggles: The Buggles were formed in London in 1977 by the singer and bassist "
                "Trevor Horn and the keyboard player Geoff Downes. Their debut album, The Age of "
                "Plastic, came out in January 1980, and later that year both men joined Yes to "
                "make the album Drama. Horn went on to produce Frankie Goes to Hollywood, ABC and "
                "Grace Jones, and Downes co-founded Asia."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Noh or Kabuki?",
        (
            "Noh, shaped in the 14th century by Kan'ami and Zeami; kabuki began in 1603 with Izumo "
            "no Okuni"
        ),
        [
            S(
                "Noh: Noh is a form of Japanese musical drama shaped in the second half of the "
                "fourteenth century by the actor Kan'ami and his son Zeami, whose performance "
                "before the young shogun Ashikaga Yoshimitsu in Kyoto in 1374 won them his "
                "patronage. Masked actors move slowly on a bare cypress stage with a pine tree "
                "painted on its back wall, to flute, drums and a chorus."
            ),
            D(
                "Bunraku: Bunraku is the puppet theatre of Osaka, in which each large puppet is "
                "worked by three men in full view of the audience while a chanter voices every "
                "character to the sound of a shamisen. Its golden age began when the chanter "
                "Takemoto Gidayu opened his own theatre in 1684 and staged plays by Chikamatsu "
                "Monzaemon, such as The Love Suicides at Sonezaki of 1703."
            ),
            S(
                "Kabuki: Kabuki is usually dated to 1603, when a woman called Izumo no Okuni, said "
                "to have been a shrine attendant, began performing bold new dances and comic "
                "sketches on the dry bed of the Kamo River in Kyoto. Women were banned from its "
                "stages in 1629 and boys in 1652, so adult male actors, the onnagata among them, "
                "have played every role ever since."
            ),
            D(
                "Kabuki-za: The Kabuki-za in the Ginza district of Tokyo opened in November 1889 "
                "and has been rebuilt several times, after a fire in 1921, after the Great Kanto "
                "earthquake and after bombing in 1945. The latest building, designed by Kengo Kuma "
                "behind a copy of the old curved gable front, opened in April 2013 with a "
                "29-storey office tower rising behind it."
            ),
            D(
                "Takarazuka Revue: The Takarazuka Revue was founded in 1913 by Ichizo Kobayashi, "
                "the head of the Hankyu railway, to draw passengers to the hot-spring resort at "
                "the end of his line north of Osaka. Its casts are entirely female, and its "
                "actresses train for two years at the company's own music school before they take "
                "the men's or the women's parts in its lavish musicals."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What were the six points of the People's Charter?",
        (
            "a vote for every man aged 21 and over, the secret ballot, no property qualification "
            "for MPs, payment of MPs, equal constituencies and annual parliaments"
        ),
        [
            D(
                "Newport Rising: On the night of 3 to 4 November 1839 several thousand men from "
                "the mining valleys of Monmouthshire marched on Newport behind John Frost, a "
                "former mayor of the town. Soldiers inside the Westgate Hotel opened fire and "
                "about twenty of the marchers were killed. Frost and two other leaders were "
                "sentenced to be hanged, drawn and quartered, later changed to transportation to "
                "Tasmania."
            ),
            D(
                "Reform Act 1832: The Great Reform Act, passed by Earl Grey's Whig government "
                "after the Lords gave way in June 1832, swept away 56 rotten boroughs such as Old "
                "Sarum and gave seats to growing towns like Manchester and Birmingham. In the "
                "boroughs it gave the vote to men occupying property worth ten pounds a year, "
                "which still left about four men in five without one."
            ),
            D(
                "Ballot Act 1872: The Ballot Act, steered through Parliament by Gladstone's "
                "government in 1872, ended the old practice of voting aloud at the hustings in "
                "front of employers, landlords and crowds. Voters now marked a printed paper in "
                "private and put it in a sealed box, and the first parliamentary by-election held "
                "under the new system took place at Pontefract in August of that year."
            ),
            S(
                "People's Charter: The People's Charter, drafted by William Lovett of the London "
                "Working Men's Association and published in May 1838, set out six demands: a vote "
                "for every man aged 21 and over, voting by secret ballot, an end to the property "
                "qualification for members of Parliament, payment of MPs, constituencies of equal "
                "size, and a fresh general election every year."
            ),
            D(
                "Kennington Common meeting: On 10 April 1848 Feargus O'Connor addressed a crowd on "
                "Kennington Common in south London before a petition he said held 5.7 million "
                "signatures was taken to Parliament in cabs. The government had sworn in thousands "
                "of special constables, and clerks later counted fewer than two million genuine "
                "names, with forgeries such as Victoria Rex and Mr Punch."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the Dewey Decimal System arrange library books?",
        (
            "by subject: ten main classes numbered 000 to 900, each split into ten divisions and "
            "each division into ten sections, with decimal places for narrower topics; books stand "
            "in number order"
        ),
        [
            D(
                "Library of Congress Classification: The Library of Congress in Washington "
                "arranges its books under 21 main classes marked by letters of the alphabet, a "
                "scheme begun in 1897 and developed under the librarian Herbert Putnam. Two "
                "letters usually mark a subclass, such as QA for mathematics or PR for English "
                "literature, followed by numbers, and most large American university libraries use "
                "it."
            ),
            S(
                "Dewey Decimal Classification: Devised by Melvil Dewey in 1876, the system puts "
                "library books in order of subject. Knowledge is split into ten main classes "
                "numbered in hundreds, from 000 for general works to 900 for history and "
                "geography, each class into ten divisions and each division into ten sections, and "
                "digits after the decimal point narrow a subject further, so 641.5 is cooking."
            ),
            D(
                "Melvil Dewey: Melvil Dewey was born in Adams Center, New York, in 1851 and helped "
                "to found the American Library Association in 1876. A keen spelling reformer, he "
                "shortened his first name from Melville and for a time signed himself Dui. He "
                "started the first library school, at Columbia College in 1887, and later founded "
                "the Lake Placid Club in the Adirondack Mountains."
            ),
            D(
                "Universal Decimal Classification: The Belgian lawyers Paul Otlet and Henri La "
                "Fontaine built the Universal Decimal Classification in Brussels between 1895 and "
                "1905 for a vast index of all published knowledge. It took Dewey's numbers as its "
                "starting point but added signs such as the colon and the plus to join subjects "
                "together, and it is still used in many European libraries."
            ),
            D(
                "ISBN: The International Standard Book Number, a code that identifies one edition "
                "of a book, grew out of a nine-digit scheme drawn up for the bookseller W. H. "
                "Smith in 1966 and became an international standard in 1970 with ten digits. Since "
                "1 January 2007 it has had thirteen digits, usually starting 978 or 979, so that "
                "it matches the barcode printed on the back cover."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is the day after Christmas called Boxing Day?",
        (
            "after the Christmas boxes of money or gifts that employers and householders gave "
            "servants, apprentices and tradespeople on the first weekday after Christmas (churches "
            "also opened their alms boxes for the poor)"
        ),
        [
            D(
                "St Stephen's Day: In Ireland, Catalonia and much of central Europe, 26 December "
                "is kept as the feast of St Stephen, the first Christian martyr, who was stoned to "
                "death in Jerusalem in about AD 36. In parts of Ireland groups of Wren Boys in "
                "straw masks and old clothes still go from door to door that day with a pole, "
                "playing music and collecting money for a local cause."
            ),
            D(
                "Boxing Day Test: Since 1980 the Melbourne Cricket Ground has held a Test match "
                "beginning on 26 December almost every year, against whichever side is touring "
                "Australia that summer. The first day often draws crowds of more than 70,000, and "
                "a record 91,112 people watched the opening day of the match against England in "
                "2013, the most ever for a single day of Test cricket."
            ),
            S(
                "Boxing Day: The name of 26 December comes from the 'Christmas box', a gift of "
                "money, food or goods that masters and householders gave to their servants, "
                "apprentices and tradespeople such as the postman or the baker on the first "
                "weekday after Christmas. Servants who had worked on Christmas Day were often "
                "given the day off to carry their boxes home, and churches opened their alms boxes "
                "for the poor."
            ),
            D(
                "King George VI Chase: The King George VI Chase, run over three miles at Kempton "
                "Park on 26 December, is the best-known race of the holiday's crowded racing "
                "programme. First held in 1937, it was won five times by Kauto Star between 2006 "
                "and 2011 and four times between 1986 and 1990 by the much-loved grey Desert "
                "Orchid, who was cheered home by huge crowds."
            ),
            D(
                "Twelfth Night: Twelfth Night, on 5 or 6 January depending on how the days are "
                "counted, closes the twelve days of Christmas that run from 25 December. Tudor "
                "households held their biggest feast of the season on it, with a cake hiding a "
                "bean whose finder became king of the revels, and many people still take down "
                "their decorations by then, believing it unlucky to leave them up."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the Bayeux Tapestry really a tapestry?",
        (
            "no: it is an embroidery, woollen yarn stitched onto linen, not woven on a loom like a "
            "true tapestry"
        ),
        [
            D(
                "Apocalypse Tapestry: The Apocalypse Tapestry in the castle of Angers is the "
                "largest surviving set of medieval woven hangings, made in Paris between about "
                "1377 and 1382 for Louis I, Duke of Anjou. It shows the Book of Revelation in "
                "scenes that once ran to about 140 metres; some 100 metres survive, after pieces "
                "were cut up and used as horse blankets and floor coverings in the years after the "
                "Revolution."
            ),
            D(
                "Overlord Embroidery: The Overlord Embroidery was commissioned by Lord Dulverton "
                "in 1968 to remember the D-Day landings of June 1944 and was worked by the Royal "
                "School of Needlework over five years. Its 34 panels run to 83 metres, longer than "
                "its famous Norman model, and since 1984 it has been on show at what is now the "
                "D-Day Story museum in Southsea, Portsmouth."
            ),
            D(
                "Battle of Hastings: On 14 October 1066 the army of Duke William of Normandy met "
                "that of Harold Godwinson, King of England, on a ridge about seven miles "
                "north-west of Hastings. After a day of fighting in which the Normans feigned "
                "retreat more than once, Harold was killed late in the afternoon, and William was "
                "crowned in Westminster Abbey on Christmas Day."
            ),
            S(
                "Bayeux Tapestry: Despite its name, the Bayeux Tapestry is not a tapestry but an "
                "embroidery: its figures were stitched in coloured woollen yarns onto a long strip "
                "of linen rather than woven into the cloth on a loom. About 70 metres long and 50 "
                "centimetres high, it was probably made in England in the 1070s, perhaps for "
                "Bishop Odo, half-brother of William the Conqueror."
            ),
            D(
                "Gobelins Manufactory: The Gobelins works in Paris, named after a family of dyers "
                "who had settled beside the river Bievre in the fifteenth century, was made a "
                "royal factory by Louis XIV's minister Colbert in 1662. Its weavers, working under "
                "the painter Charles Le Brun, made great hangings for the king's palaces on "
                "high-warp looms, and the French state still runs it."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Which company did the creator of Tetris later work for in the United States?",
        (
            "Microsoft: Tetris was created by Alexey Pajitnov, who moved to the US in 1991 and "
            "worked at Microsoft from 1996 to 2005"
        ),
        [
            S(
                "Tetris: Tetris was written in June 1984 by Alexey Pajitnov, a researcher at the "
                "Dorodnitsyn Computing Centre of the Soviet Academy of Sciences in Moscow, on an "
                "Elektronika 60 computer that could show only text. Its name joins tetra, Greek "
                "for four, since every piece is made of four squares, with tennis, his favourite "
                "sport, and a version came with Nintendo's Game Boy in 1989."
            ),
            D(
                "Henk Rogers: Henk Rogers, a Dutch-born game publisher who had grown up in New "
                "York and moved to Japan, flew to Moscow in February 1989 and won the handheld "
                "rights to the falling-block game from the Soviet agency Elorg for Nintendo. In "
                "1996 he co-founded The Tetris Company, and he later set up Blue Planet, a "
                "foundation working to end the use of fossil fuels in Hawaii."
            ),
            D(
                "Vadim Gerasimov: Vadim Gerasimov was a sixteen-year-old student at the same "
                "Moscow computing centre when he carried the game over to the IBM PC in 1985, "
                "adding colour and a table of high scores. He later studied at the Massachusetts "
                "Institute of Technology, earning a doctorate at its Media Lab, and then moved to "
                "Australia to work as an engineer for Google in Sydney."
            ),
            S(
                "Alexey Pajitnov: Alexey Pajitnov, born in Moscow in 1955, earned nothing from his "
                "famous game for years because it belonged to the Soviet state. He moved to the "
                "United States in 1991, and in 1996, the year the rights at last came back to him, "
                "he joined Microsoft near Seattle, where he designed puzzle games such as "
                "Pandora's Box and Hexic until he left in 2005."
            ),
            D(
                "Game Boy: Nintendo's Game Boy, designed by a team under Gunpei Yokoi, went on "
                "sale in Japan in April 1989 and in North America that July, with a green-tinted "
                "screen and four AA batteries that lasted about 30 hours. In America and Europe it "
                "came boxed with the Soviet puzzle game, a choice that helped it and its "
                "successor, the Game Boy Color, sell more than 118 million units."
            ),
            D(
                "Space Invaders: Space Invaders was designed by Tomohiro Nishikado for the "
                "Japanese company Taito and reached arcades in 1978. Nishikado built the hardware "
                "himself, and because the machine ran faster as each alien was shot, the last few "
                "invaders sped up alarmingly, a quirk he kept as part of the game. In Japan it was "
                "so popular that it was blamed for a shortage of 100-yen coins."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "How many people were executed in the Salem witch trials?",
        "20: nineteen were hanged and Giles Corey was pressed to death, in 1692",
        [
            D(
                "The Pendle witch trials of August 1612 were among the most famous in England. "
                "Twelve people from the country around Pendle Hill in Lancashire were accused of "
                "murdering ten people by witchcraft; one died in prison before the trial, ten were "
                "found guilty at Lancaster Assizes and hanged, and the court clerk Thomas Potts "
                "published an account of the proceedings the next year."
            ),
            S(
                "During the Salem witch trials of 1692 in the Massachusetts Bay Colony more than "
                "two hundred people were accused. Nineteen of them, fourteen women and five men, "
                "were hanged, the first being Bridget Bishop on 10 June, and the farmer Giles "
                "Corey was pressed to death under heavy stones in September for refusing to enter "
                "a plea, making twenty executed; at least five more died in jail."
            ),
            D(
                "Arthur Miller's play The Crucible opened on Broadway in January 1953 and turns "
                "the events of 1692 in Massachusetts into a drama centred on the farmer John "
                "Proctor and the teenage Abigail Williams. Written while the House Un-American "
                "Activities Committee was hunting communists, it was read as an allegory of "
                "McCarthyism, and Miller himself was convicted of contempt of Congress in 1957."
            ),
            D(
                "Matthew Hopkins, who called himself the Witchfinder General, led a hunt for "
                "witches across Suffolk, Essex and other eastern counties of England from 1644 to "
                "1646, during the Civil War. He and his partner John Stearne used sleep "
                "deprivation and searches for 'devil's marks' to win confessions, and their work "
                "led to the hanging of around a hundred people before Hopkins died in 1647."
            ),
            D(
                "In 1711 the General Court of Massachusetts reversed the convictions of most of "
                "those condemned at Salem and voted 600 pounds to be shared among their heirs. The "
                "last to be cleared was Elizabeth Johnson Jr., who had been sentenced to death but "
                "reprieved in 1693; the state legislature formally exonerated her in July 2022 "
                "after a campaign begun by a class of eighth-graders."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "first message sent by morse telegraph",
        "'What hath God wrought', sent by Samuel Morse from Washington to Baltimore on 24 May 1844",
        [
            D(
                "The first telegraph message to cross the Atlantic by cable was sent on 16 August "
                "1858, when Queen Victoria greeted President James Buchanan in 98 words that took "
                "about sixteen hours to transmit. The cable, laid by Cyrus Field's company between "
                "Ireland and Newfoundland, failed completely within a month after an engineer "
                "raised the voltage far too high to speed it up."
            ),
            D(
                "The first words spoken by telephone were Alexander Graham Bell's call to his "
                "assistant in the next room of his Boston workshop on 10 March 1876: 'Mr. Watson, "
                "come here, I want to see you.' Bell had been granted his patent only three days "
                "earlier, and in October that year he and Thomas Watson held the first two-way "
                "conversation over outdoor wires, a line about two miles long."
            ),
            S(
                "On 24 May 1844 Samuel Morse sat at his instrument in the Supreme Court chamber of "
                "the Capitol in Washington and tapped out the first message on the new telegraph "
                "line to Baltimore, some forty miles away: 'What hath God wrought', a line from "
                "the Book of Numbers chosen by Annie Ellsworth, daughter of the patent "
                "commissioner. His partner Alfred Vail received it and sent it back."
            ),
            D(
                "William Cooke and Charles Wheatstone patented their needle telegraph in 1837, and "
                "two years later it was working along the Great Western Railway from Paddington to "
                "West Drayton, thirteen miles away. It won fame in January 1845, when a message "
                "describing a suspect in the dress of a Quaker led to the arrest in London of John "
                "Tawell, who had poisoned his mistress at Slough."
            ),
            D(
                "In 1906 an international conference in Berlin chose three dots, three dashes and "
                "three dots as the distress call for ships, a signal easy to send and hard to "
                "mistake; it came into force in July 1908. It stood for nothing in particular, "
                "though it was later read as 'save our souls', and the Titanic's wireless "
                "operators sent it in April 1912 alongside the older British call CQD as the ship "
                "went down."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, the British Museum or the Metropolitan Museum of Art?",
        (
            "the British Museum, founded in 1753 and opened in 1759; the Met was founded in 1870 "
            "and opened in 1872"
        ),
        [
            D(
                "The Ashmolean Museum in Oxford opened in 1683 to house the cabinet of curiosities "
                "that the antiquary Elias Ashmole had given to the university, much of it gathered "
                "by the gardeners John Tradescant and his son. Often called the first public "
                "museum in Britain, its art and archaeology now fill a classical building of 1845 "
                "by Charles Cockerell on Beaumont Street, much enlarged since."
            ),
            S(
                "The Metropolitan Museum of Art was founded in New York in April 1870 by a group "
                "of businessmen, artists and thinkers who wanted the United States to have an art "
                "museum to rival those of Europe. It opened in 1872 in a building at 681 Fifth "
                "Avenue, moved briefly to a mansion on West 14th Street, and settled in 1880 in "
                "its present home on the eastern edge of Central Park."
            ),
            D(
                "The National Gallery in London was set up in 1824, when the government bought 38 "
                "paintings from the estate of the banker John Julius Angerstein and showed them in "
                "his former house at 100 Pall Mall. The collection moved in 1838 to a new building "
                "by William Wilkins on the north side of Trafalgar Square, and entry has been free "
                "for almost all of its history."
            ),
            S(
                "The British Museum was founded by an act of Parliament in 1753, after the "
                "physician Sir Hans Sloane left his collection of some 71,000 objects, books and "
                "specimens to the nation in return for a payment of 20,000 pounds to his heirs. It "
                "opened to visitors on 15 January 1759 in Montagu House in Bloomsbury, on the site "
                "where Robert Smirke's columned building later replaced it."
            ),
            D(
                "The Smithsonian Institution in Washington owes its existence to James Smithson, "
                "an English chemist who never visited America but left his fortune to found there "
                "an establishment 'for the increase and diffusion of knowledge'. Congress accepted "
                "the gift, more than 100,000 gold sovereigns, and created the institution in 1846, "
                "and its red sandstone Castle on the Mall was finished in 1855."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What did the Bretton Woods agreement set up?",
        (
            "the International Monetary Fund and the International Bank for Reconstruction and "
            "Development (World Bank), and fixed but adjustable exchange rates pegged to the US "
            "dollar, which was convertible into gold at $35 an ounce"
        ),
        [
            D(
                "In December 1971 finance ministers of the Group of Ten met at the Smithsonian "
                "Institution in Washington and agreed to realign their currencies, raising the "
                "official gold price to 38 dollars an ounce and letting rates move within a wider "
                "band of 2.25 per cent either side. President Nixon hailed it as the most "
                "significant monetary agreement in the history of the world, but it fell apart "
                "within about fifteen months."
            ),
            S(
                "In July 1944, at the Mount Washington Hotel in Bretton Woods, New Hampshire, "
                "delegates from 44 Allied nations agreed a post-war economic order. They created "
                "the International Monetary Fund and the International Bank for Reconstruction and "
                "Development, now part of the World Bank, and tied their currencies at fixed but "
                "adjustable rates to the US dollar, which could be changed into gold at 35 dollars "
                "an ounce."
            ),
            D(
                "The General Agreement on Tariffs and Trade was signed in Geneva in October 1947 "
                "by 23 countries, which cut tariffs on tens of thousands of items in the first "
                "round of talks. Meant as a stopgap until an International Trade Organization was "
                "set up, it lasted almost half a century through eight rounds of negotiations "
                "before the World Trade Organization replaced it in January 1995."
            ),
            D(
                "John Maynard Keynes, who led the British delegation in New Hampshire, had "
                "proposed an International Clearing Union with a world currency of its own, the "
                "bancor, which would have pushed countries with large trade surpluses, as well as "
                "those in deficit, to bring their accounts back into balance. The American "
                "negotiator Harry Dexter White's more modest plan carried the day, and Keynes died "
                "in April 1946."
            ),
            D(
                "The Marshall Plan, named after the US Secretary of State George Marshall, who "
                "outlined it in a speech at Harvard in June 1947, gave about thirteen billion "
                "dollars in grants and loans to help rebuild Western Europe from 1948. Sixteen "
                "countries joined at first, the largest sums going to Britain, France and West "
                "Germany, and the Soviet Union refused to let its neighbours in the east take part."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How is kimchi made?",
        (
            "napa cabbage is split and salted or brined for hours to soften it, rinsed and "
            "drained, then a paste of red pepper flakes, garlic, ginger, fish sauce or salted "
            "shrimp, spring onion and radish is rubbed between the leaves and it is packed into "
            "jars to ferment"
        ),
        [
            D(
                "Gochujang, the thick red pepper paste of Korean cooking, is made by mixing "
                "powdered red chilli with cooked glutinous rice, powder from blocks of fermented "
                "soybeans called meju, and salt. The mixture is packed into glazed earthenware "
                "jars and left outdoors on sunny terraces for months, with the lids opened on fine "
                "days, while it darkens, sweetens and grows deeper in flavour."
            ),
            S(
                "To make the common cabbage kimchi, whole heads of napa cabbage are split and "
                "salted, or soaked in brine, for several hours until the leaves wilt and lose much "
                "of their water, then rinsed and drained. A paste of red pepper flakes, garlic, "
                "ginger, fish sauce or salted shrimp, spring onion and strips of radish is rubbed "
                "between every leaf, and the cabbage is packed tightly into jars to ferment."
            ),
            D(
                "Kimjang, the making and sharing of kimchi in late autumn, was added to UNESCO's "
                "list of the intangible cultural heritage of humanity in 2013. Families, "
                "neighbours and sometimes whole villages gather in November or early December to "
                "put up enough to last through the winter, and since the 1990s many South Korean "
                "homes have bought a second refrigerator built just for storing it at a steady "
                "cold temperature."
            ),
            D(
                "Sauerkraut is made by shredding white cabbage finely, mixing it with about two "
                "per cent of its weight in salt, and pressing it down hard in a crock until the "
                "juice drawn out covers it. Kept at a cool room temperature under a weight, it is "
                "left for three to six weeks while lactic acid bacteria turn its sugars into acid; "
                "Captain Cook carried barrels of it on his voyages to ward off scurvy."
            ),
            D(
                "Nukazuke, one of the oldest Japanese pickles, is made by burying vegetables such "
                "as cucumber, aubergine and daikon in a bed of roasted rice bran mixed with salt, "
                "water and sometimes kombu and dried chilli. The bed, kept in a crock or tub, "
                "ferments like a sourdough starter and must be stirred by hand every day, and a "
                "well-kept bed can be handed down in a family for generations."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why are Stradivarius violins so valuable?",
        (
            "because they are rare (about 650 of some 1,100 instruments survive, and no more can "
            "be made), those from Stradivari's golden period (c. 1700-1725) are prized by top "
            "soloists for their powerful, brilliant tone, and each carries a history of famous "
            "owners"
        ),
        [
            D(
                "In blind tests organised by the acoustician Claudia Fritz, first in a hotel room "
                "in Indianapolis in 2010 and later in concert halls near Paris, experienced "
                "violinists wearing welders' goggles played old Italian instruments and new ones "
                "side by side. Most could not tell which were which, and more of them chose a new "
                "violin than an old one as the instrument they would most like to take home."
            ),
            S(
                "Instruments by Antonio Stradivari, who worked in Cremona until his death in 1737, "
                "fetch millions because so few exist: of roughly 1,100 he made, about 650 survive, "
                "and no more can ever be added. Those from his golden period, around 1700 to 1725, "
                "are prized by leading soloists for a powerful, brilliant tone that carries in big "
                "halls, and each comes with a history of famous owners that collectors pay for."
            ),
            D(
                "The Lady Blunt, made in 1721 and named after Lady Anne Blunt, a granddaughter of "
                "Lord Byron who owned it for thirty years, is one of the best-preserved violins to "
                "come out of Cremona. It was sold at an online auction run by Tarisio in June 2011 "
                "for 15.9 million dollars, and the whole sum went to help the victims of the "
                "earthquake and tsunami that had struck Japan that March."
            ),
            D(
                "Bartolomeo Giuseppe Guarneri, known as del Gesu from the monogram of Jesus on his "
                "labels, worked in Cremona a short walk from the Stradivari workshop and died in "
                "1744 aged only 46. His violins are rougher in finish but darker and more powerful "
                "in sound, and Niccolo Paganini's favourite, which he called Il Cannone, is kept "
                "in the town hall of Genoa and still played."
            ),
            D(
                "Nicolo Amati, grandson of Andrea Amati, the founder of violin making in Cremona, "
                "was the only master of the family to survive the plague that struck the city in "
                "1630. He took in apprentices from outside the family for the first time, among "
                "them, by long tradition, the young Andrea Guarneri, and his 'grand pattern' "
                "violins of the 1640s were broader and stronger than his father's."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "did emily davison mean to die at the derby",
        (
            "probably not: she had a return rail ticket and plans for the days ahead, and the "
            "newsreels suggest she was trying to fix a suffragette scarf to the King's horse, "
            "Anmer; historians still debate it"
        ),
        [
            D(
                "The 1913 Derby was the most extraordinary in the race's history. The favourite, "
                "Craganour, passed the post first, but the stewards disqualified him for bumping "
                "and barging, and the race was awarded to Aboyeur, an outsider at 100 to 1. "
                "Anmer's jockey, Herbert Jones, was knocked out and concussed in the fall, and in "
                "1928 he laid a wreath at the funeral of Emmeline Pankhurst."
            ),
            D(
                "On the night of the 1911 census, 2 April, Emily Davison hid in a cupboard in the "
                "crypt chapel of the Palace of Westminster so that she could give her address as "
                "the House of Commons. A cleaner found her the next morning, and the clerk of "
                "works entered her on a census form anyway; decades later the Labour MP Tony Benn "
                "fixed a small plaque to the cupboard door in her memory."
            ),
            S(
                "Emily Wilding Davison ran onto the course during the Derby at Epsom on 4 June "
                "1913 and was struck by Anmer, the horse of King George V; she died four days "
                "later. Most historians now doubt she meant to kill herself: she carried a return "
                "rail ticket and had plans for the days ahead, and study of the newsreels suggests "
                "she was reaching up to fix a suffragette scarf to the horse's bridle."
            ),
            D(
                "The Prisoners (Temporary Discharge for Ill-Health) Act, rushed through Parliament "
                "in April 1913, let the government release suffragettes who had fallen ill on "
                "hunger strike and arrest them again once they had recovered. Campaigners called "
                "it the Cat and Mouse Act, and Emmeline Pankhurst was let out of prison and taken "
                "back to it again many times under it over the following year, until an amnesty on "
                "the outbreak of war in August 1914."
            ),
            D(
                "Thousands of women in white, purple and green marched through London behind Emily "
                "Davison's coffin on 14 June 1913, ten days after the race, with great crowds "
                "lining the streets to watch the procession pass. Her body was then taken by train "
                "to Northumberland, and she was buried in the churchyard of St Mary's in Morpeth, "
                "where her gravestone carries the motto 'Deeds not words'."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which state did the congresswoman that Title IX is named after represent?",
        (
            "Hawaii: in 2002 Title IX was renamed the Patsy T. Mink Equal Opportunity in Education "
            "Act, after Patsy Mink, who represented Hawaii in the US House"
        ),
        [
            D(
                "Birch Bayh, a Democratic senator for Indiana from 1963 to 1981, led the ban on "
                "sex discrimination in education through the Senate in 1972 and also wrote two "
                "amendments to the Constitution: the 25th, on presidential disability and "
                "succession, and the 26th, which lowered the voting age to 18. He lost his seat in "
                "1980 to Dan Quayle, later vice-president under George H. W. Bush, and died in "
                "2019 aged 91."
            ),
            S(
                "Title IX of the Education Amendments of 1972, signed by President Richard Nixon "
                "on 23 June that year, bars discrimination on the basis of sex in any school, "
                "college or education programme that receives federal money. It led to a boom in "
                "girls' and women's sport, and in 2002, after the death of one of its authors, "
                "Congress renamed it the Patsy T. Mink Equal Opportunity in Education Act."
            ),
            D(
                "Edith Green, a Democrat who represented Oregon's third district in the House from "
                "1955 to 1974, held hearings in 1970 on discrimination against women in education "
                "and pushed the idea that became the federal ban on it two years later. A former "
                "teacher, she also helped to write the Higher Education Act of 1965 and was known "
                "on Capitol Hill as 'Mrs. Education'."
            ),
            S(
                "Patsy Takemoto Mink, born on the island of Maui in 1927, was turned down by a "
                "dozen medical schools because she was a woman and turned instead to law. In 1964 "
                "she became the first woman of colour and the first Asian American woman elected "
                "to the US Congress, and she represented Hawaii in the House of Representatives "
                "from 1965 to 1977 and again from 1990 until her death in 2002."
            ),
            D(
                "Shirley Chisholm was elected to Congress from New York's 12th district, based in "
                "Brooklyn, in November 1968, the first Black woman to sit in it. In January 1972 "
                "she became the first Black candidate to seek the Democratic nomination for "
                "president and the first woman to run for it, campaigning under the slogan "
                "'Unbought and Unbossed' all the way to the convention in Miami."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "alphago vs lee sedol score",
        "4-1 to AlphaGo, over five games in Seoul in March 2016",
        [
            D(
                "Home > Technology > Artificial intelligence | Beaten behind closed doors\nIn "
                "October 2015, at DeepMind's office in London, AlphaGo played Fan Hui, the "
                "three-times European champion, on a full board with no handicap and won all five "
                "formal games. The result was kept secret until January 2016, when it was "
                "published in the journal Nature, the first time a program had beaten a "
                "professional at Go in even games.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Artificial intelligence | The Future of Go Summit\nIn May "
                "2017 in Wuzhen, China, an improved AlphaGo played three games against Ke Jie, "
                "then 19 and ranked number one in the world, and won all three. DeepMind then "
                "retired the program from competitive play and published fifty games it had played "
                "against itself, which professionals have studied closely ever since.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Technology > Artificial intelligence | The match that shook the Go world\n"
                "In March 2016 DeepMind's program AlphaGo played the South Korean master Lee "
                "Sedol, winner of 18 world titles, over five games at the Four Seasons Hotel in "
                "Seoul. It won the first three, Lee took the fourth with his famous move 78, and "
                "the program won the last, so the match ended 4-1; the million-dollar prize went "
                "to charity.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Artificial intelligence | Learning from nothing\nAlphaGo "
                "Zero, described by DeepMind in Nature in October 2017, was given only the rules "
                "of Go and learned by playing millions of games against itself, with no human "
                "games to study. After three days of training it beat the version that had "
                "defeated Lee Sedol by 100 games to none, and after forty days it passed every "
                "earlier version.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Board games | Lee Sedol retires\nIn November 2019, at the age of "
                "36, Lee Sedol announced his retirement from professional Go, telling the Yonhap "
                "news agency that even if he became number one there was an entity that could not "
                "be defeated. He had turned professional at twelve, in 1995, and that December he "
                "played a farewell series of three games against a Korean program, HanDol, winning "
                "one.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "How many imperial Easter eggs did Faberg\u00e9 make for the Russian tsars?",
        "50, between 1885 and 1916; 43 are known to survive",
        [
            D(
                "Home > Arts > Decorative arts | The Kelch eggs\nBetween 1898 and 1904 the same St "
                "Petersburg firm made seven elaborate Easter eggs for Alexander Kelch, a rich heir "
                "to Siberian gold mines, to give to his wife Barbara. They rivalled the court "
                "commissions in splendour and cost, and after the couple separated and Kelch's "
                "fortune ran out, most of them were sold off in Paris in the 1920s.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Arts > Decorative arts | The imperial eggs\nBetween 1885 and 1916 the "
                "workshop of Peter Carl Faberg\u00e9 in St Petersburg made 50 jewelled Easter eggs "
                "for the Romanovs: Alexander III gave one to his wife Maria Feodorovna each year, "
                "and Nicholas II carried on with two a year, for his mother and for his wife "
                "Alexandra. Each hid a surprise, and 43 of them are known to survive today.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Arts > Decorative arts | Saved from the melting pot\nIn 2012 a scrap-metal "
                "dealer from the American Midwest who had bought a small gold egg on a stand for "
                "about 14,000 dollars, meaning to melt it down, searched its maker's name online "
                "and found it was the Third Imperial Egg of 1887, missing for decades. Inside it "
                "sits a Vacheron Constantin watch, and it was sold to a private collector.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > St Petersburg | The Faberg\u00e9 Museum\nThe Faberg\u00e9 Museum "
                "opened in the Shuvalov Palace on the Fontanka embankment in November 2013 to show "
                "the collection of the businessman Viktor Vekselberg, who in 2004 bought nine "
                "imperial eggs from the Forbes family of New York for about 100 million dollars "
                "before they could go to auction. It holds more than 4,000 works of art.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Arts > Decorative arts | The jeweller's life\nPeter Carl Faberg\u00e9 was "
                "born in St Petersburg in 1846, the son of a jeweller of Huguenot descent, and "
                "took over the family business in 1872 after training in Dresden, Frankfurt and "
                "Paris. The firm employed some 500 craftsmen at its height, but it was "
                "nationalised by the Bolsheviks in 1918; Faberg\u00e9 fled Russia and died in "
                "Lausanne in 1920.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Giro d'Italia or the Vuelta a Espa\u00f1a?",
        "the Giro d'Italia, first run in 1909; the Vuelta a Espa\u00f1a began in 1935",
        [
            D(
                "Home > Sport > Cycling | Milan-San Remo\nMilan-San Remo, the longest of cycling's "
                "one-day classics at almost 300 kilometres, was first raced in April 1907 with the "
                "backing of La Gazzetta dello Sport. The first winner was the Frenchman Lucien "
                "Petit-Breton; Eddy Merckx won it seven times, more than anyone else, and the "
                "finish on the Via Roma is famous for its sprints.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Cycling | Giro d'Italia\nThe Giro d'Italia was first run in May "
                "1909, organised by the Milan sports paper La Gazzetta dello Sport to sell more "
                "copies, and Luigi Ganna won its eight stages over nearly 2,450 kilometres. Since "
                "1931 the race leader has worn the maglia rosa, a pink jersey matching the colour "
                "of the newspaper's pages.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Cycling | Tour de Suisse\nThe Tour de Suisse was first held in "
                "1933, when the Austrian Max Bulla won the opening edition, and it takes place in "
                "June over eight or nine stages, often used by riders as a final test before the "
                "Tour de France. Its climbs through the Alps take in famous passes such as the "
                "Furka, the Gotthard and the Grimsel.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Cycling | Vuelta a Espa\u00f1a\nThe Vuelta a Espa\u00f1a, Spain's "
                "national tour, was first held in 1935, organised by the Madrid newspaper "
                "Informaciones, and the Belgian Gustaaf Deloor won it; he won again in 1936, "
                "before the civil war halted the race. Held in spring for decades, it moved to "
                "late summer in 1995, and its leader now wears a red jersey.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Cycling | Fausto Coppi\nFausto Coppi, born at Castellania in "
                "Piedmont in 1919, won the Italian tour for the first time in 1940, aged 20, and "
                "four more times after the war, the last in 1953. In 1949 and 1952 he also won the "
                "Tour de France in the same year, a double nobody had done before, and he died of "
                "malaria caught in Upper Volta in January 1960.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What are the main elements of flamenco?",
        (
            "cante (song), baile (dance) and toque (guitar playing), with jaleo (shouts of "
            "encouragement) and palmas (hand-clapping)"
        ),
        [
            D(
                "Home > Music > World music | Sevillanas\nSevillanas are the folk songs and dances "
                "of Seville, danced by couples through the night at the city's April Fair and on "
                "the pilgrimage to El Roc\u00edo. Each dance is made of four coplas, or verses, "
                "with set steps, and each copla ends with the partners passing close to each other "
                "and finishing face to face in a striking pose, arms raised.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Music > Guitar heroes | Paco de Luc\u00eda\nPaco de Luc\u00eda, born "
                "Francisco S\u00e1nchez G\u00f3mez in Algeciras in 1947, took the flamenco guitar "
                "far beyond its old bounds with jazz and Latin influences. His rumba Entre dos "
                "aguas was a hit in 1973, he recorded with John McLaughlin and Al Di Meola, and he "
                "brought the Peruvian caj\u00f3n into the music before his death in Mexico in "
                "2014.\nShare this | Cookie policy"
            ),
            S(
                "Home > Music > World music | Flamenco explained\nFlamenco, the art of Andalusia "
                "in southern Spain, rests on three elements: cante, the song, often raw with "
                "grief; baile, the dance, with its proud bearing and stamping footwork; and toque, "
                "the guitar playing. Around them come jaleo, the shouts that urge performers on, "
                "and palmas, rhythmic hand-clapping. UNESCO listed it in 2010.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Music > World music | Fado\nFado, the song of Lisbon and Coimbra, is sung "
                "by a single voice with the twelve-string Portuguese guitar and a classical "
                "guitar, and is famous for saudade, a longing for what is lost. Am\u00e1lia "
                "Rodrigues, its greatest star, carried it around the world from the 1950s, and "
                "UNESCO added it to its heritage list in 2011, a year after its Spanish "
                "neighbour.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > World music | The palos\nThe many forms, or palos, of flamenco "
                "differ in rhythm, mood and key. Sole\u00e1 is slow and solemn, with a twelve-beat "
                "cycle; buler\u00edas is fast and playful in the same cycle and often ends a "
                "party; siguiriyas is the darkest and most tragic; alegr\u00edas comes from "
                "C\u00e1diz and is bright; and fandangos from Huelva have many local kinds.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how do you play petanque",
        (
            "stand in a small circle, throw the jack 6 to 10 metres, then throw boules from the "
            "circle, feet together on the ground, as close to it as possible; the side without the "
            "nearest boule throws next; when all are thrown, the side with the nearest scores a "
            "point for each boule closer than the other side's best; first to 13 wins"
        ),
        [
            D(
                "Home > Sport > Outdoor games | Bocce\nBocce, the Italian bowling game, is played "
                "on a level court of packed earth or artificial turf about 27 metres long and 4 "
                "metres wide, with low walls that the balls may be bounced off. Players may take a "
                "few steps before rolling, each side has four large balls to bring close to the "
                "small pallino, and Italian immigrants brought it to America.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Sport > Outdoor games | How to play p\u00e9tanque\nA player draws a circle "
                "on the ground, stands in it and throws the jack six to ten metres, then throws "
                "the first boule as close to it as possible, feet together on the ground. The "
                "other side throws until it has the nearest boule or runs out; when all are "
                "thrown, the side with the nearest scores a point for each boule closer than the "
                "other side's best. The first to 13 wins.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Outdoor games | Jeu proven\u00e7al\nThe longer game of the south "
                "of France, jeu proven\u00e7al, is played on a pitch of 15 to 21 metres, and "
                "players take a run-up of three strides before they throw, sometimes balancing on "
                "one leg. In 1907 at La Ciotat, near Marseille, Jules Lenoir, whose rheumatism "
                "stopped him running, began throwing from a standing position, and the shorter "
                "game was born.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Outdoor games | Lawn bowls\nIn lawn bowls, players roll large "
                "wooden or composite bowls along a flat, closely cut green towards a small white "
                "jack. The bowls are not perfectly round but weighted on one side, the bias, so "
                "that they curve as they slow, and a skilled player can draw round an opponent's "
                "bowl. Legend says Francis Drake finished his game on Plymouth Hoe in 1588 before "
                "facing the Armada.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Outdoor games | World championships\nThe F\u00e9d\u00e9ration "
                "Internationale de P\u00e9tanque et Jeu Proven\u00e7al was founded in Marseille in "
                "1958 and runs world championships for men, women and young players. France has "
                "won the men's triples title far more often than anyone else, with Madagascar, "
                "Thailand and Belgium among its strongest rivals, and the sport has hundreds of "
                "thousands of licensed players in France alone, where it is played in almost every "
                "village square.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the ukulele associated with Hawaii?",
        (
            "because it was developed there: Madeiran immigrants who reached Honolulu in 1879 "
            "brought the small four-stringed machete, woodworkers among them made adapted versions "
            "from koa wood, and King Kal\u0101kaua championed it at royal gatherings and hula "
            "performances"
        ),
        [
            D(
                "Home > Music > Instruments | The cavaquinho\nThe cavaquinho, a small "
                "four-stringed guitar from the Minho region of northern Portugal, sailed with "
                "Portuguese settlers and sailors to Brazil, Cape Verde and beyond. In Brazil it "
                "became the heart of choro and samba, played with a pick in fast, bright rhythms, "
                "and in Cape Verde it strums the chords behind morna, the islands' melancholy "
                "song.\nShare this | Cookie policy"
            ),
            S(
                "Home > Music > Instruments | From Madeira to Honolulu\nThe ukulele was born in "
                "Hawaii. In August 1879 the ship Ravenscrag landed Portuguese labourers from "
                "Madeira in Honolulu, bringing the four-stringed machete, and three of them, the "
                "woodworkers Manuel Nunes, Augusto Dias and Jos\u00e9 do Esp\u00edrito Santo, "
                "began making adapted versions from koa wood. King Kal\u0101kaua had it played at "
                "royal gatherings and hula shows.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Instruments | The charango\nThe charango, a small ten-stringed "
                "instrument of the Andes, was made in colonial times from the Spanish vihuela, its "
                "back traditionally shaped from the dried shell of an armadillo, though most today "
                "are carved from wood. It is central to the folk music of Bolivia and Peru, and "
                "the Bolivian town of Aiquile calls itself the charango capital of the world.\n"
                "Share this | Cookie policy"
            ),
            D(
                "Home > Music > Ukulele stars | George Formby\nThe Lancashire comedian George "
                "Formby became Britain's best-paid entertainer in the late 1930s, singing cheeky "
                "songs such as When I'm Cleaning Windows while strumming a banjolele, a uke with a "
                "banjo's body. He starred in more than twenty films and entertained troops during "
                "the Second World War, and a society in his name still meets at Blackpool, where "
                "fans play his songs each year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Ukulele stars | Israel Kamakawiwo'ole\nThe Hawaiian singer Israel "
                "Kamakawiwo'ole, known as Bruddah Iz, recorded his gentle medley of Somewhere Over "
                "the Rainbow and What a Wonderful World alone with his uke in a Honolulu studio in "
                "the small hours of a night in 1988. Released on his album Facing Future in 1993, "
                "it became a worldwide hit after his death in 1997, aged 38.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can the King refuse royal assent to a bill?",
        (
            "in law yes, but by convention no: no monarch has refused since Queen Anne withheld "
            "assent from the Scottish Militia Bill in 1708, and assent now follows ministers' "
            "advice"
        ),
        [
            D(
                "Home > Politics > Europe | Belgium's king steps aside\nIn April 1990 King "
                "Baudouin of Belgium told his government that his conscience would not let him "
                "sign a law allowing abortion. The cabinet declared him temporarily unable to "
                "reign, signed and issued the law itself, and about a day and a half later the two "
                "chambers voted to restore him, a device that kept the crown out of the dispute.\n"
                "Share this | Cookie policy"
            ),
            D(
                "Home > Politics > UK Parliament | The Parliament Acts\nAfter the Lords threw out "
                "Lloyd George's People's Budget in 1909, the Parliament Act 1911 took away their "
                "power to reject money bills and left them able only to delay other bills, for "
                "about two years. The Parliament Act 1949 cut the delay to one year, and the Acts "
                "were later used to pass the War Crimes Act 1991 and the Hunting Act 2004.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Politics > UK Parliament | Royal assent explained\nA bill passed by both "
                "Houses becomes an Act only when the monarch gives royal assent. In law the "
                "sovereign could still refuse it, but no monarch has done so since 11 March 1708, "
                "when Queen Anne, on her ministers' advice, withheld assent from the Scottish "
                "Militia Bill; by firm convention assent now always follows the government's "
                "advice.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > Commonwealth | The Dismissal\nOn 11 November 1975 the "
                "Governor-General of Australia, Sir John Kerr, used the reserve powers of the "
                "Crown to dismiss the prime minister, Gough Whitlam, whose government could not "
                "get its budget through the Senate. He appointed the opposition leader, Malcolm "
                "Fraser, as caretaker, and Fraser won a landslide at the election that December.\n"
                "Share this | Cookie policy"
            ),
            D(
                "Home > Politics > UK Parliament | King's consent\nKing's consent is a different "
                "thing from assent: it is the sovereign's agreement, given before a debate, for "
                "Parliament even to consider a bill that touches the Crown's own interests, such "
                "as its lands or prerogative powers. In 2021 the Guardian reported that Elizabeth "
                "II's lawyers had used the procedure to lobby for changes to draft laws.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        (
            "In what year was Henry VIII's warship that sank in the Solent in 1545 raised from the "
            "seabed?"
        ),
        "1982: the ship was the Mary Rose, sunk on 19 July 1545 and raised on 11 October 1982",
        [
            D(
                "Home > History > Tudor England | The Great Harry\nThe Henry Grace \u00e0 Dieu, "
                "known as the Great Harry, was the biggest ship in Henry VIII's navy, launched at "
                "Woolwich in 1514 and armed with more than 40 heavy guns. She was rebuilt in the "
                "late 1530s, renamed Edward on the young king's accession in 1547, and destroyed "
                "by an accidental fire at Woolwich in August 1553.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Tudor England | The loss of the king's ship\nOn 19 July 1545 the "
                "Mary Rose, one of Henry VIII's largest warships, heeled over and sank in the "
                "Solent as the English fleet sailed out to meet a French invasion force, while the "
                "king watched from Southsea Castle. Water poured in through her open gunports, and "
                "of some 500 men on board fewer than 35 were saved.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Maritime | HMS Royal George\nHMS Royal George, a first-rate ship "
                "of 100 guns, sank at her anchorage at Spithead off Portsmouth on 29 August 1782 "
                "while she was heeled over for repairs below the waterline, and the sea rushed in "
                "through her lower gunports. About 900 people died, among them Rear-Admiral "
                "Richard Kempenfelt, and in 1839 the engineer Charles Pasley began blowing up the "
                "wreck.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Maritime archaeology | Raising the Mary Rose\nAfter a team led "
                "by the diver Alexander McKee found the wreck in 1971, more than 500 volunteer "
                "divers spent years emptying her hull of silt and of some 19,000 objects. On 11 "
                "October 1982 a floating crane lifted what was left of the hull, in a steel "
                "cradle, onto a barge, watched live on television by about 60 million people.\n"
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Portsmouth | HMS Victory\nNelson's flagship at Trafalgar in 1805, "
                "HMS Victory, was launched at Chatham in 1765 and has sat in dry dock at "
                "Portsmouth since January 1922, the oldest naval ship still in commission "
                "anywhere. She is the flagship of the First Sea Lord, and visitors can walk her "
                "gun decks and see the spot where Nelson fell, shot by a French marksman.\nShare "
                "this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "time limit to sue for breach of contract england",
        (
            "six years from the date of the breach (twelve years for a contract made as a deed), "
            "under the Limitation Act 1980"
        ),
        [
            D(
                "Q: Is the time limit the same in Scotland?\nA: No. Scots law uses prescription "
                "rather than limitation, and most claims for breach of contract are extinguished "
                "altogether if they are not pursued within five years, under the Prescription and "
                "Limitation (Scotland) Act 1973. Changes that came into force in June 2022 mean "
                "the five years start only once the person knows a loss has been suffered."
            ),
            S(
                "Q: How long do I have to sue for breach of contract in England and Wales?\nA: "
                "Under the Limitation Act 1980 you must usually start court proceedings within six "
                "years of the date the contract was broken, not the date you noticed. If the "
                "contract was made as a deed, the limit is twelve years. Once the period has run "
                "out, the other side has a complete defence, so do not leave it late."
            ),
            D(
                "Q: How long do I have to make a personal injury claim?\nA: Three years, either "
                "from the date of the accident or from the date you first knew the injury was "
                "linked to it. For a child the three years begin only on their eighteenth "
                "birthday, so they can claim until they turn 21, and there is no limit while "
                "someone lacks the mental capacity to manage a claim."
            ),
            D(
                "Q: How long do I have to bring an unfair dismissal claim?\nA: Three months less "
                "one day from the date your employment ended. Before you can take it to an "
                "employment tribunal you must notify ACAS for early conciliation, which pauses the "
                "clock while talks go on. You normally also need two years' service with the "
                "employer, though there are exceptions, such as dismissal for whistleblowing."
            ),
            D(
                "Q: What is the most I can claim in the small claims court?\nA: In England and "
                "Wales the small claims track deals with most claims worth up to 10,000 pounds, "
                "with lower limits for personal injury and for disrepair claims by tenants. The "
                "court fee depends on the amount claimed, you can apply online through Money Claim "
                "Online, and each side usually pays its own legal costs."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "When was the Court of Star Chamber abolished?",
        (
            "in 1641, by an act of the Long Parliament to which Charles I gave his assent; it "
            "ceased to sit from 1 August 1641"
        ),
        [
            D(
                "Q: What happened to William Prynne?\nA: The Puritan lawyer William Prynne was "
                "fined 5,000 pounds, pilloried and had parts of his ears cut off in 1634 for a "
                "book attacking stage plays that seemed to insult the queen. In 1637 he was "
                "punished again, the stumps of his ears cut and the letters S L, for seditious "
                "libeller, branded on his cheeks; Parliament freed him in 1640."
            ),
            D(
                "Q: When was the Court of Chancery abolished?\nA: The old Court of Chancery, which "
                "judged cases of equity and was notorious for its delays, mocked by Dickens in "
                "Bleak House, was merged into the new High Court of Justice by the Judicature Acts "
                "of 1873 and 1875, which came into force in November 1875. Its work goes on in the "
                "Chancery Division."
            ),
            S(
                "Q: When was the Court of Star Chamber abolished?\nA: In July 1641, when the Long "
                "Parliament passed an act sweeping it away and Charles I gave his assent; it "
                "ceased to sit from 1 August that year. Named after the gilded stars on the "
                "ceiling of its room in the Palace of Westminster, the court had grown from the "
                "king's council and was hated for its use against the Crown's critics."
            ),
            D(
                "Q: What was ship money?\nA: A tax that English kings had long raised from coastal "
                "towns in wartime to pay for ships. Charles I, ruling without Parliament, levied "
                "it every year from 1634, and from 1635 on inland counties as well. John Hampden "
                "refused to pay, and in 1638 the judges ruled against him by seven to five; the "
                "Long Parliament declared the tax illegal in 1641."
            ),
            D(
                "Q: What is the film The Star Chamber about?\nA: In the 1983 thriller directed by "
                "Peter Hyams, Michael Douglas plays a young Los Angeles judge sickened at having "
                "to free obviously guilty men on legal technicalities. He is invited to join a "
                "secret group of judges who retry such cases in private and hire a killer to carry "
                "out their sentences, and then he finds they have got one case wrong."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which came first, the Eurail pass or the Interrail pass?",
        "the Eurail pass, launched in 1959; Interrail followed in 1972",
        [
            S(
                "Q: When did the Eurail pass start?\nA: In 1959, when railways in 13 western "
                "European countries joined to offer one ticket to travellers from outside Europe, "
                "mostly Americans, giving unlimited first-class travel across their networks for a "
                "set period. It was sold only abroad at first, and Eurail passes are still meant "
                "for people who do not live in Europe, who can choose from over 30 countries."
            ),
            D(
                "Q: What is a Japan Rail Pass?\nA: A pass for foreign visitors to Japan, first "
                "sold in 1981, that covers most trains run by the Japan Railways group, including "
                "most shinkansen, for seven, 14 or 21 days. It must be bought before arrival or at "
                "certain stations, and in October 2023 its price rose by around 70 per cent, to "
                "50,000 yen for a standard seven-day pass in ordinary class."
            ),
            D(
                "Q: What is the Deutschlandticket?\nA: A monthly subscription launched in Germany "
                "on 1 May 2023 that allows unlimited travel on local and regional buses, trams, "
                "underground and regional trains across the whole country, but not on "
                "long-distance InterCity or ICE services. It first cost 49 euros a month, rose to "
                "58 euros in January 2025, and is sold by local transport firms and Deutsche Bahn "
                "as a digital ticket or a chip card."
            ),
            S(
                "Q: When did Interrail begin?\nA: In 1972, when Europe's railways marked the 50th "
                "anniversary of the International Union of Railways with a one-month pass for "
                "people under 21, valid in 21 countries and costing about 27 pounds in Britain. "
                "Meant to run for one year, it was such a success that it stayed, and the age "
                "limit was later dropped; today it is for anyone who lives in Europe."
            ),
            D(
                "Q: What is DiscoverEU?\nA: A European Union programme, launched in 2018, that "
                "gives free travel passes to 18-year-olds picked from the applicants in each round "
                "after a short quiz, so that they can explore Europe, mostly by train, for up to a "
                "month. Winners also get a discount card for museums, hostels and local transport, "
                "and hundreds of thousands of young people have travelled with it."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "Which countries play in the Six Nations?",
        "England, France, Ireland, Italy, Scotland and Wales",
        [
            D(
                "The Rugby Championship: fact sheet\n- The southern hemisphere's annual men's "
                "tournament\n- Teams: Argentina, Australia, New Zealand and South Africa\n- Known "
                "as the Tri Nations from 1996 to 2011\n- Argentina joined in 2012\n- Played from "
                "August to early October\n- New Zealand have won it far more often than any other "
                "side"
            ),
            D(
                "Triple Crown: fact sheet\n- An honour within the European championship, not a "
                "separate tournament\n- Won by one of the four home unions beating the other "
                "three\n- Open to England, Ireland, Scotland and Wales only\n- First won by "
                "England in 1883\n- A trophy was made for it only in 2006\n- Wales have won it "
                "more often than anyone, 22 times"
            ),
            S(
                "Six Nations Championship: fact sheet\n- Annual men's rugby union tournament held "
                "in February and March\n- Teams: England, France, Ireland, Italy, Scotland and "
                "Wales\n- Each team plays the other five once\n- Grew out of the Home Nations "
                "Championship of 1883\n- Became the Five Nations when France joined, and Six with "
                "Italy in 2000\n- Five wins out of five is a Grand Slam"
            ),
            D(
                "Calcutta Cup: fact sheet\n- Played for whenever England meet Scotland in the "
                "men's game\n- First contested in 1879\n- Made from the melted-down silver rupees "
                "of the Calcutta Football Club\n- Three king cobras form the handles, with an "
                "elephant on the lid\n- England have won it most often\n- Damaged in 1988 when "
                "players kicked it along Princes Street in Edinburgh"
            ),
            D(
                "Rugby Europe Championship: fact sheet\n- The next tier of European men's "
                "international rugby\n- Teams have included Georgia, Portugal, Spain, Romania, "
                "Belgium and the Netherlands\n- Georgia have dominated it since the late 2000s\n- "
                "Played each February and March\n- Counts towards World Cup qualifying in some "
                "years\n- Spain were barred from the 2023 World Cup over an ineligible player"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How is traditional balsamic vinegar made?",
        (
            "grape must, mostly Trebbiano and Lambrusco, is cooked down by about half in open "
            "pans, then ferments and turns to vinegar as it ages for at least 12 years in a row of "
            "ever smaller casks of different woods, each topped up every year from the next larger "
            "one"
        ),
        [
            D(
                "Q: What is the difference between the cheap kind and the traditional kind?\nA: "
                "Balsamic Vinegar of Modena with the IGP label is made in large quantities by "
                "mixing cooked grape must with wine vinegar, and it may contain up to two per cent "
                "caramel for colour. It must age for at least 60 days in wooden vessels, or three "
                "years to be called invecchiato, and sells for a few pounds a bottle, while the "
                "traditional kind costs many times as much."
            ),
            S(
                "Q: How is traditional balsamic vinegar made?\nA: Fresh grape must, mostly from "
                "Trebbiano and Lambrusco grapes, is simmered in open pans until it has reduced by "
                "about half. It then ferments and turns to vinegar in a row of casks of shrinking "
                "size, made of woods such as oak, chestnut, cherry and juniper; each year some is "
                "drawn from the smallest and each cask is topped up from the next largest, for at "
                "least 12 years."
            ),
            D(
                "Q: How is sherry vinegar made?\nA: Vinagre de Jerez is made in the sherry "
                "triangle of Andalusia from the wines of the area, aged in American oak butts "
                "stacked in a solera, in which vinegar is drawn from the oldest row at the bottom "
                "and replaced from the younger rows above. It must age for at least six months, "
                "for two years to be called reserva and for ten years to be gran reserva."
            ),
            D(
                "Q: How can I tell it is the real thing?\nA: Look for the words Aceto Balsamico "
                "Tradizionale and the DOP seal. The traditional vinegar of Modena is sold only in "
                "a 100 ml bulb-shaped bottle designed by Giorgetto Giugiaro, with a cream cap for "
                "the 12-year-old and a gold cap, extravecchio, for 25 years or more; Reggio Emilia "
                "uses a tulip-shaped bottle and coloured labels instead."
            ),
            D(
                "Q: How is malt vinegar made?\nA: From barley that is malted, mashed and brewed "
                "into a kind of unhopped beer, once called alegar, which acetic acid bacteria then "
                "turn into vinegar, often in big vats packed with wood shavings so that air can "
                "reach every part of it. Caramel gives it its brown colour, and in Britain it is "
                "the vinegar shaken over fish and chips."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do you have to fast before a blood test",
        (
            "because sugar and fats from a meal stay raised in the blood for hours and would skew "
            "tests such as fasting glucose and some cholesterol checks; fasting 8 to 12 hours "
            "gives a steady baseline to compare with normal ranges"
        ),
        [
            D(
                "Q: Do I need to fast before an HbA1c test?\nA: No. HbA1c measures how much sugar "
                "has stuck to the haemoglobin in your red blood cells, which live for about three "
                "months, so it reflects your average blood sugar over the past two to three months "
                "rather than what you ate this morning. A result of 48 mmol/mol or more suggests "
                "diabetes, and it can be taken at any time of day."
            ),
            D(
                "Q: What happens in a glucose tolerance test?\nA: A blood sample is taken first "
                "thing in the morning, then you drink a sweet liquid containing 75 grams of "
                "glucose and wait, usually at the clinic, without eating or moving about much. A "
                "second sample is taken two hours later to see how well your body has cleared the "
                "sugar; the test is often offered to pregnant women at 24 to 28 weeks."
            ),
            S(
                "Q: Why do I need to fast before some blood tests?\nA: After a meal, sugar and "
                "fats from the food pass into your blood and stay raised for several hours, which "
                "would skew the results of tests such as fasting glucose and some cholesterol "
                "checks. Going without food, and usually without drinks other than water, for 8 to "
                "12 hours gives a steady baseline that can be compared fairly with the normal "
                "ranges."
            ),
            D(
                "Q: Can I drink water before a fasting blood test?\nA: Yes, and you should. Plain "
                "water does not change the results, and being well hydrated makes your veins "
                "fuller and easier to find, so the sample is quicker to take. Avoid tea, coffee, "
                "fizzy drinks, juice and chewing gum until afterwards, and take any regular "
                "medicines as usual unless your doctor has told you otherwise."
            ),
            D(
                "Q: Why should I eat before giving blood?\nA: A donation takes about 470 ml of "
                "blood, close to a pint, and having a proper meal and plenty to drink in the hours "
                "beforehand helps keep your blood pressure and blood sugar steady, so you are less "
                "likely to feel faint. Donors are offered a drink and a snack afterwards and asked "
                "to avoid heavy exercise for the rest of the day."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can someone be tried twice for the same crime in England?",
        (
            "yes, in limited cases: since the Criminal Justice Act 2003 (in force 2005) the Court "
            "of Appeal can quash an acquittal for a very serious offence such as murder and order "
            "a retrial if there is new and compelling evidence"
        ),
        [
            D(
                "Q: Does the US have a rule against double jeopardy?\nA: Yes. The Fifth Amendment "
                "says no person shall be 'twice put in jeopardy of life or limb' for the same "
                "offence, so an acquittal by a jury is final. Under the separate sovereigns "
                "doctrine, upheld by the Supreme Court in Gamble v. United States in 2019, a state "
                "and the federal government may still each prosecute the same act."
            ),
            S(
                "Q: Can a person who was acquitted be tried again for the same offence in "
                "England?\nA: Yes, but only rarely. Since Part 10 of the Criminal Justice Act 2003 "
                "came into force in April 2005, the Court of Appeal can quash an acquittal for a "
                "serious offence, such as murder or rape, and order a retrial if there is new and "
                "compelling evidence and a retrial is in the interests of justice; the DPP must "
                "agree."
            ),
            D(
                "Q: What changed in Scotland?\nA: The Double Jeopardy (Scotland) Act 2011 allowed "
                "a person acquitted in a Scottish court to be tried again in some circumstances, "
                "such as new evidence or a tainted acquittal. The first to be convicted under it "
                "was Angus Sinclair, found guilty in 2014 of the World's End murders of two "
                "teenage girls in Edinburgh in 1977, after his first trial had collapsed in 2007."
            ),
            D(
                "Q: What did the Macpherson report find?\nA: Sir William Macpherson's inquiry into "
                "the Metropolitan Police's handling of the murder of Stephen Lawrence in Eltham, "
                "south-east London, in April 1993 reported in February 1999 and found the force "
                "'institutionally racist'. It made 70 recommendations, covering police training, "
                "the recording of racist incidents and the treatment of victims' families."
            ),
            D(
                "Q: What does the Criminal Cases Review Commission do?\nA: Set up in 1997 after "
                "miscarriages of justice such as those suffered by the Birmingham Six and the "
                "Guildford Four, the commission, based in Birmingham, looks into the cases of "
                "people who believe they were wrongly convicted in England, Wales and Northern "
                "Ireland, and sends a case back to the appeal courts if it sees a real possibility "
                "of success."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which city was the creator of Esperanto born?",
        (
            "Bia\u0142ystok: Esperanto was created by L. L. Zamenhof, who was born there on 15 "
            "December 1859"
        ),
        [
            S(
                "Q: Who created Esperanto?\nA: Ludwik Lejzer Zamenhof, an eye doctor living in "
                "Warsaw, who set out the language in a small book published in Russian in July "
                "1887 under the pen name Doktoro Esperanto, meaning 'one who hopes'. The book gave "
                "sixteen grammar rules without exceptions and some 900 roots, and the pen name "
                "soon became the name of the language itself."
            ),
            D(
                "Q: Who created Volap\u00fck?\nA: Johann Martin Schleyer, a German Catholic priest "
                "born at Oberlauda in Baden in 1831, who said the idea came to him in a sleepless "
                "night in 1879 at Litzelstetten, near Konstanz, where he was parish priest. His "
                "language held international congresses in the 1880s but faded fast when a rival "
                "with simpler grammar appeared."
            ),
            D(
                "Q: What is Ido?\nA: A reformed version of the older international language, put "
                "forward in 1907 by a committee led by the French philosopher Louis Couturat and "
                "by Louis de Beaufront, until then a leading Esperantist. It dropped the accented "
                "letters, made word endings more regular and took more roots from French, English "
                "and Italian, winning over some leaders but few speakers."
            ),
            S(
                "Q: Where was L. L. Zamenhof born?\nA: In Bia\u0142ystok, then a town in the "
                "western part of the Russian Empire and now in north-eastern Poland, on 15 "
                "December 1859. Its people, Poles, Russians, Germans and Yiddish-speaking Jews, "
                "distrusted one another and shared no common tongue, which he believed fed their "
                "quarrels. He died in Warsaw in April 1917."
            ),
            D(
                "Q: Who created Klingon?\nA: The American linguist Marc Okrand, who was hired to "
                "write a few lines for Star Trek III in 1984 and built on them a full language "
                "with an unusual object-verb-subject word order. His Klingon Dictionary, published "
                "in 1985, has sold hundreds of thousands of copies, and the Klingon Language "
                "Institute, founded in 1992, has translated Hamlet into it."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first woman to win the Nobel Prize in Literature?",
        "Selma Lagerl\u00f6f, of Sweden, in 1909",
        [
            D(
                "Marie Curie was the earliest female recipient of any of the Stockholm awards, "
                "sharing the one for physics in 1903 with her husband Pierre and Henri Becquerel "
                "for their work on radioactivity. Eight years later she received the chemistry "
                "award alone, for discovering polonium and radium, and she remains the only person "
                "honoured in two different sciences."
            ),
            S(
                "No female author had been chosen by the Swedish Academy for the yearly honour "
                "endowed by the inventor of dynamite until 1909, when it went to Selma "
                "Lagerl\u00f6f, a former schoolteacher from M\u00e5rbacka in V\u00e4rmland whose "
                "novel G\u00f6sta Berling's Saga had made her famous; the citation praised her "
                "lofty idealism, vivid imagination and spiritual perception."
            ),
            D(
                "Bertha von Suttner, an Austrian countess whose anti-war novel Lay Down Your Arms "
                "appeared in 1889, became the earliest woman to receive the peace award, in 1905. "
                "She had worked briefly as secretary to the Swedish industrialist in Paris in 1876 "
                "and kept up a long correspondence with him, which is thought to have led him to "
                "include peace among his bequests."
            ),
            D(
                "Grazia Deledda, born in Nuoro in Sardinia in 1871, was honoured by the Swedish "
                "Academy in 1926 for writings that portray the life of her native island with "
                "plastic clarity. Largely self-taught, she left school after four years and "
                "published her first stories while still a teenager; her novels include Reeds in "
                "the Wind and The Mother."
            ),
            D(
                "Rudyard Kipling, born in Bombay in 1865, was 41 when the Swedish Academy chose "
                "him in 1907, which still makes him the youngest writer to receive its award, and "
                "he was the earliest author in English to do so. The Jungle Book and Kim were "
                "among the works that made his name, and he turned down both a knighthood and the "
                "post of Poet Laureate."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who designed the london tube map",
        (
            "Harry Beck, an Underground engineering draughtsman, who drew it in 1931; it was first "
            "printed in 1933"
        ),
        [
            D(
                "Massimo Vignelli, an Italian designer based in Manhattan, produced a new plan of "
                "the New York subway in 1972, with every route in its own colour running at neat "
                "angles and Central Park drawn as a square rather than a long rectangle. Riders "
                "complained that it put stations in the wrong places against the streets above, "
                "and the transit authority replaced it with a more geographic version in 1979."
            ),
            S(
                "Harry Beck, a draughtsman who had been laid off from the Underground's signals "
                "office, sketched in his spare time in 1931 a new plan of the capital's railway "
                "network that threw away true distances and drew every line horizontal, vertical "
                "or at 45 degrees, like an electrical circuit. Printed as a pocket folder in "
                "January 1933, it was an instant success, and its scheme is still followed today."
            ),
            D(
                "The lettering on Underground signs and posters comes from a typeface drawn in "
                "1916 by the calligrapher Edward Johnston for Frank Pick, who wanted something "
                "plain and modern that passengers could read at a glance. Johnston also redrew the "
                "red disc and blue bar of the network's symbol in 1919, and a revised version of "
                "his alphabet, New Johnston, was made by Eiichi Kono in 1979."
            ),
            D(
                "Frank Pick, the Underground's publicity manager and later chief executive of "
                "London Transport, commissioned posters from artists such as Edward McKnight "
                "Kauffer and had Charles Holden build stations like Arnos Grove and Southgate for "
                "the Piccadilly line extension of the early 1930s. Pick died in 1941, and his "
                "habit of fussing over every detail made him a demanding colleague."
            ),
            D(
                "Max Roberts, a psychologist at the University of Essex, has drawn dozens of "
                "alternative versions of the capital's network diagram since the 2000s, including "
                "one made only of concentric circles and spokes in 2013, and has tested how "
                "quickly travellers find their way on each, arguing that the official version has "
                "grown cluttered as new lines were added to it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which came first, Samuel Johnson's dictionary or Webster's?",
        (
            "Johnson's, published in 1755; Noah Webster's American Dictionary of the English "
            "Language came out in 1828"
        ),
        [
            D(
                "James Murray, a Scottish schoolmaster, was put in charge of the Philological "
                "Society's huge historical lexicon in 1879 and worked on it in an iron shed in his "
                "Oxford garden that he called the Scriptorium. The first part, covering A to Ant, "
                "came out in 1884, and the whole work was finished only in 1928, thirteen years "
                "after his death."
            ),
            S(
                "Samuel Johnson spent nine years, helped by six copyists working in a garret off "
                "Fleet Street, on his great two-volume lexicon of English, which appeared in April "
                "1755; it explained some 42,000 words, illustrated their senses with quotations "
                "from Shakespeare, Milton and others, and described its own maker's trade as that "
                "of 'a harmless drudge'."
            ),
            D(
                "Robert Cawdrey, a schoolmaster and former clergyman, published A Table "
                "Alphabeticall in 1604, usually counted as the earliest single-language word list "
                "of English. It explained about 2,500 'hard usual English words' borrowed from "
                "Hebrew, Greek, Latin or French, for 'ladies, gentlewomen, or any other unskilful "
                "persons', with short synonyms rather than full definitions."
            ),
            S(
                "Noah Webster, a Connecticut schoolmaster who believed the young republic should "
                "have its own standard of speech, finished his two-volume American lexicon of some "
                "70,000 entries in 1828, when he was seventy; it fixed spellings such as color, "
                "center and theater, and after his death in 1843 the Merriam brothers of "
                "Springfield bought the rights to it."
            ),
            D(
                "Noah Webster's earliest success was not a lexicon but a speller: the first part "
                "of his Grammatical Institute of the English Language, printed in 1783 and known "
                "from its covers as the blue-backed speller. It taught generations of American "
                "children to read and is thought to have sold close to a hundred million copies "
                "over the next century, paying his bills while he worked."
            ),
            D(
                "James Boswell first met Samuel Johnson in the back parlour of Thomas Davies's "
                "bookshop in Covent Garden on 16 May 1763, and his Life of Samuel Johnson, "
                "published in 1791, seven years after its subject's death, became the most "
                "celebrated biography in English, full of Johnson's talk set down almost word for "
                "word."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What tiles are in a mahjong set?",
        (
            "144: three suits (dots, bamboos and characters) numbered 1 to 9, four of each; four "
            "of each of the four winds and the three dragons; and eight bonus tiles, four flowers "
            "and four seasons"
        ),
        [
            D(
                "A standard double-six box of dominoes holds 28 rectangular pieces, one for every "
                "pairing of the numbers from zero to six, so that the double blank and the double "
                "six each appear once. Larger double-nine and double-twelve boxes, with 55 and 91 "
                "pieces, are used for games with more players, such as Mexican Train, in which "
                "lines of pieces run out from a central hub."
            ),
            D(
                "Rummikub, invented by Ephraim Hertzano, a Romanian-born Jew who moved to Israel, "
                "and sold there from the 1950s, uses 106 pieces: numbers from one to thirteen in "
                "four colours, each appearing twice, plus two jokers. Players lay runs and groups "
                "on the table and may rearrange everyone else's, and it was the best-selling game "
                "in the United States in 1977."
            ),
            S(
                "A full box for mahjong holds 144 pieces. Three suits, circles, sticks and "
                "myriads, each run from one to nine, with four copies of every value; there are "
                "also four copies of each of the four compass winds, east, south, west and north, "
                "and of the red, green and white dragons; and eight bonus pieces show flowers and "
                "the four seasons of the year."
            ),
            D(
                "Mahjong seems to have taken shape in the Yangtze delta around Ningbo and Shanghai "
                "in the middle of the nineteenth century, growing out of older card games. In the "
                "1920s it swept the United States, where Joseph Park Babcock, an oil company man "
                "who had lived in Suzhou, simplified its rules and sold them in a red book, and "
                "Chinese-themed parties became a craze."
            ),
            D(
                "Mahjong solitaire, the computer game in which a single player removes matching "
                "pairs of pieces from a pile laid out in the shape of a turtle, has almost nothing "
                "to do with the four-player game except the pictures on its pieces. It was written "
                "as Shanghai by Brodie Lockard for the PLATO system in 1981 and sold by Activision "
                "for home computers in 1986."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "how does a pawnbroker work",
        (
            "you leave something valuable as security and get a cash loan for part of its value; "
            "repay the loan and charges within the term (often six months) to get it back, "
            "otherwise it can be sold, with any surplus returned to you"
        ),
        [
            D(
                "Payday lenders in Britain have been capped since January 2015: they may charge no "
                "more than 0.8 per cent a day on the amount borrowed, default fees are limited to "
                "fifteen pounds, and nobody can be made to pay back more than twice the sum they "
                "took out. Wonga, once the best-known of these lenders, went into administration "
                "in August 2018 under a flood of compensation claims."
            ),
            S(
                "Take a gold chain or a watch to the shop and they will value it and hand over "
                "cash, usually well below its resale worth, keeping the piece in their safe and "
                "giving you a ticket. Pay back what you borrowed plus the agreed charges within "
                "the term, commonly six months, and the piece is returned to you; if not, it can "
                "be sold, and any money left over after the debt and costs must go back to you."
            ),
            D(
                "The three golden balls hung outside pawnshops are traced to the Lombard bankers "
                "of medieval Italy, and often linked with the Medici of Florence, whose arms "
                "showed red balls on gold. Another story ties them to St Nicholas of Myra, who is "
                "said to have saved three poor sisters from ruin by throwing three bags of gold "
                "through their window at night as dowries."
            ),
            D(
                "A logbook loan is borrowing secured on your car: you hand the lender the "
                "vehicle's registration document and sign a bill of sale under Victorian laws of "
                "1878 and 1882, but you keep driving the car. If you fall behind with payments, "
                "the lender can seize the car without going to court, and the Law Commission has "
                "called for the old Acts to be scrapped and replaced."
            ),
            D(
                "Shops that buy gold for cash weigh your rings or chains, test the purity of the "
                "metal and offer a price based on the day's gold price less their margin, and the "
                "money is yours to keep. The sale is final, there is nothing to repay, and you "
                "cannot change your mind later and buy the jewellery back, so it pays to get "
                "quotes from several buyers first."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Taiping Rebellion break out?",
        (
            "Hong Xiuquan, a Hakka who had failed the imperial exams, came to believe after "
            "reading Christian tracts that he was Jesus's younger brother sent to drive out the "
            "Manchu Qing; his God Worshippers drew poor, hungry farmers and miners in Guangxi, "
            "where the Qing looked weak after the Opium War, and rose in 1851"
        ),
        [
            D(
                "The Boxers, members of a secret society called the Fists of Righteous Harmony, "
                "rose in the dry northern province of Shandong in 1899, blaming foreign "
                "missionaries and Chinese converts for drought, hunger and the carving up of China "
                "by the powers. In June 1900 they laid siege to the foreign legations in Beijing "
                "for 55 days, until an army sent by eight nations relieved them; China was then "
                "made to pay a huge indemnity."
            ),
            S(
                "The war of the Heavenly Kingdom grew from the visions of Hong Xiuquan, a Hakka "
                "teacher who failed the imperial examinations again and again and, after reading "
                "Christian pamphlets, decided he was the younger brother of Jesus, sent to drive "
                "the Manchu 'demons' from China. Among the poor, hungry farmers and miners of "
                "Guangxi, where the Qing looked weak after the Opium War, his God Worshippers took "
                "up arms in 1851."
            ),
            D(
                "The Ever Victorious Army, a force of Chinese soldiers with Western officers "
                "raised near Shanghai in 1860 by the American adventurer Frederick Townsend Ward, "
                "fought the Heavenly Kingdom's armies on the city's behalf. After Ward was killed "
                "in battle in 1862, the British officer Charles Gordon took command, and his "
                "victories earned him the nickname Chinese Gordon."
            ),
            D(
                "Zeng Guofan, a scholar-official from Hunan who had been at home mourning his "
                "mother, raised a provincial army of his own in 1853, bound together by loyalty to "
                "its officers rather than to the throne. After years of setbacks his forces, led "
                "in the end by his brother Zeng Guoquan, stormed the rebel capital at Nanjing in "
                "July 1864, and the slaughter that followed lasted for days."
            ),
            D(
                "The Nian, bands of armed horsemen on the north China plain between the Huai and "
                "Yellow rivers, raided and fought the Qing from about 1851 to 1868. Their numbers "
                "swelled after 1855, when the Yellow River burst its banks and shifted its course "
                "to the north of the Shandong peninsula, ruining farmland and leaving vast numbers "
                "of people homeless and hungry."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "can landlord enter without permission uk",
        (
            "no, except in a genuine emergency: tenants have a right to live there undisturbed, so "
            "the landlord must normally give at least 24 hours' written notice and come at a "
            "reasonable time"
        ),
        [
            D(
                "Under the Tenant Fees Act 2019 most letting fees are banned in England, and a "
                "deposit for a home let for less than 50,000 pounds a year is capped at five "
                "weeks' rent. It must be placed in a government-approved protection scheme within "
                "30 days of being paid, and the renter must be told which scheme holds it and how "
                "to get it back at the end."
            ),
            S(
                "The owner of a rented home cannot simply let themselves in whenever they like. "
                "Tenants have the right to live there undisturbed, so apart from genuine "
                "emergencies, such as a fire or a burst pipe, the owner or their agent should give "
                "at least a day's notice in writing and come at a sensible hour, and turning up "
                "without it again and again can amount to harassment."
            ),
            D(
                "Every gas appliance, fitting and flue in a let home must be checked each year by "
                "an engineer on the Gas Safe Register, and the owner must give the tenant a copy "
                "of the safety record within 28 days of the check; new tenants must be given one "
                "before they move in. Failing to arrange the check is a criminal offence that can "
                "lead to a fine or prison."
            ),
            D(
                "A lodger, who rents a room in the owner's own home and shares its kitchen or "
                "bathroom, is an excluded occupier: the owner can end the arrangement with "
                "reasonable notice, often the length of one rental period, and needs no court "
                "order to do so, though no force may be used and the lodger's belongings must be "
                "kept safe for collection."
            ),
            D(
                "Police in England and Wales may go into a home without a warrant only in the "
                "cases set out in section 17 of the Police and Criminal Evidence Act 1984: to "
                "arrest someone for certain offences, to recapture an escaped prisoner, or to save "
                "life or limb or prevent serious damage to property. Otherwise they need the "
                "occupier's consent or a warrant from a magistrate naming the address."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the inventor of the cash machine born?",
        (
            "Shillong, in north-east India: the first cash machine (Barclays, Enfield, 1967) was "
            "the idea of John Shepherd-Barron, born there in 1925"
        ),
        [
            D(
                "Luther George Simjian, born in Gaziantep in what is now Turkey in 1905, came to "
                "the United States as a refugee in 1920 and patented more than 200 inventions. In "
                "1960 he persuaded City Bank of New York to try his Bankograph, a machine that "
                "took deposits of cash and cheques, but it was removed after six months because "
                "few customers used it."
            ),
            S(
                "The world's earliest hole-in-the-wall dispenser of banknotes went into service "
                "outside a Barclays branch in Enfield, north London, on 27 June 1967, and the "
                "comedy actor Reg Varney was the first to draw money from it. It took paper "
                "vouchers marked with a mildly radioactive carbon compound rather than plastic "
                "cards, and it was the brainchild of John Shepherd-Barron of De La Rue."
            ),
            D(
                "James Goodfellow, an engineer from Paisley born in 1937, patented in 1966 a "
                "system in which a machine-readable card and a personal number keyed in by the "
                "customer together released money, work he did for the Glasgow firm Smiths "
                "Industries. He received a bonus of ten pounds for the patent and was appointed "
                "OBE in the Birthday Honours of 2006 for his part in creating the personal "
                "identification number."
            ),
            S(
                "John Adrian Shepherd-Barron came into the world on 23 June 1925 in Shillong, a "
                "hill town in the north-east of British India. His mother, Dorothy, a fine tennis "
                "player, won the women's doubles at Wimbledon in 1931. He later said he settled on "
                "a four-digit code only because six digits, his old army number, were more than "
                "his wife Caroline could remember."
            ),
            D(
                "Chip and PIN became the normal way to pay by card in British shops on 14 February "
                "2006, the day after which most retailers stopped accepting signatures, after a "
                "rollout that had begun in 2003. Card fraud at shop tills fell sharply, though "
                "criminals moved to online shopping and to foreign cash machines that still read "
                "the magnetic stripe."
            ),
        ],
        drop=1,
    ),
]
