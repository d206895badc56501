"""The thirty-eighth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev35.py`),
for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts (music, literature, film, painting), sports, technology and
everyday life (food, health, money, home, travel); another writer took natural science, animals
and plants and geography at the same time. A quarter of the questions (10 of 40) are typed
search-box style. Written after lexical-v32, the batch measures how far the evaluator's tuning
carries to questions it was not written against (the evaluator may be tuned meanwhile on the
earlier batches, never on this one before it is measured; dev all the same: tuned on from then
on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 359 characters and distractors 353; the longest passage is a support in
6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed the James Bond theme?",
        "Monty Norman, for Dr. No in 1962; John Barry arranged it",
        [
            D(
                "Goldfinger (song): The title song of the third Bond film, released in 1964, was "
                "composed by John Barry with words by Leslie Bricusse and Anthony Newley, and sung "
                "by Shirley Bassey, whose long final note became famous. Barry went on to score "
                "eleven films in the series, and Bassey returned for Diamonds Are Forever in 1971 "
                "and Moonraker in 1979."
            ),
            D(
                "Dr. No (film): The first film about Ian Fleming's secret agent, released in "
                "October 1962, was directed by Terence Young and produced by Albert R. Broccoli "
                "and Harry Saltzman on a budget of about one million dollars. Sean Connery played "
                "Bond and Ursula Andress played Honey Ryder, and much of it was shot in Jamaica, "
                "near Fleming's own house, Goldeneye, which stands on the north coast of the "
                "island at Oracabessa."
            ),
            S(
                "James Bond Theme: The James Bond Theme, the twanging guitar tune heard in every "
                "film of the series since 1962, was written by the songwriter Monty Norman for Dr. "
                "No and arranged by John Barry, whose orchestra recorded it with Vic Flick playing "
                "the riff on electric guitar. In 2001 Norman won libel damages from The Sunday "
                "Times, which had suggested that Barry was its true composer."
            ),
            D(
                "Live and Let Die (song): Paul and Linda McCartney wrote the theme of the 1973 "
                "film, Roger Moore's first as Bond, and recorded it with Wings, while George "
                "Martin, the Beatles' producer, scored the rest of the picture. The song reached "
                "number two in the American charts, and its sudden switch from a soft piano ballad "
                "to a roaring orchestra became a concert favourite."
            ),
            D(
                "Skyfall (song): Adele wrote the theme of the 2012 film with the producer Paul "
                "Epworth and recorded it at Abbey Road with a 77-piece orchestra. Released on 5 "
                "October 2012, fifty years to the day after Dr. No opened, it became the first "
                "Bond song to win the Oscar for best original song, an honour later shared by Sam "
                "Smith and Billie Eilish."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who invented the tin can",
        (
            "Peter Durand, a London merchant, who patented food preservation in tinned iron cans "
            "in 1810"
        ),
        [
            D(
                "Nicolas Appert: The Paris confectioner Nicolas Appert found that food sealed in "
                "glass bottles and heated in boiling water kept for months, and in 1810 the French "
                "government paid him a prize of 12,000 francs on condition that he publish his "
                "method. He did so that year in a book on preserving animal and vegetable "
                "substances, and opened a preserving works at Massy."
            ),
            S(
                "Tin can: In 1810 the London merchant Peter Durand was granted a patent by George "
                "III for keeping food in vessels of glass, pottery, tin or other metals. He sold "
                "it for about a thousand pounds to Bryan Donkin and John Hall, who set up a "
                "factory in Bermondsey making cans of tinned iron in 1813 and were soon supplying "
                "preserved meat to the Royal Navy."
            ),
            D(
                "Can opener: For nearly fifty years after tinned food appeared, cans were opened "
                "with a hammer and chisel, or a soldier's bayonet. The first dedicated opener, a "
                "lever with a sharp curved blade, was patented in 1858 by Ezra Warner of "
                "Waterbury, Connecticut, and the familiar wheel that rolls round the rim came from "
                "William Lyman in 1870."
            ),
            D(
                "Beverage can: The first beer sold in cans went on sale in Richmond, Virginia, in "
                "January 1935, from the Gottfried Krueger Brewing Company, in steel cans lined to "
                "protect the taste. Coors brought in the seamless aluminium can in 1959, and the "
                "pull tab, invented by Ermal Fraze of Dayton, Ohio, after he forgot an opener on a "
                "picnic, spread in the 1960s."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is older, Harrods or Selfridges?",
        (
            "Harrods: Charles Henry Harrod took over the Knightsbridge shop in 1849 (the firm "
            "dates itself to 1834); Selfridges opened in 1909"
        ),
        [
            S(
                "Harrods: Harrods grew from a small grocery in Knightsbridge that Charles Henry "
                "Harrod, a tea merchant, took over in 1849, although the firm dates its founding "
                "to 1834, when he set up as a grocer in Stepney. His son Charles Digby Harrod "
                "built it into a great store, rebuilt it after a fire in 1883, and the terracotta "
                "building on Brompton Road was finished in 1905."
            ),
            D(
                "Liberty (department store): Arthur Lasenby Liberty opened a shop on Regent Street "
                "in 1875, selling ornaments, fabrics and objets d'art from Japan and the East. Its "
                "mock-Tudor building on Great Marlborough Street, put up in 1924 with timbers from "
                "two old warships, HMS Impregnable and HMS Hindustan, still houses the store and "
                "its famous printed fabrics."
            ),
            S(
                "Selfridges: The department store on Oxford Street was opened on 15 March 1909 by "
                "Harry Gordon Selfridge, an American who had made his name at Marshall Field's in "
                "Chicago. He spent lavishly on advertising, put perfume and cosmetics near the "
                "main entrance, and in July 1909 showed Louis Bl\u00e9riot's monoplane in the "
                "store days after its flight across the Channel."
            ),
            D(
                "Fortnum & Mason: The Piccadilly grocer was founded in 1707 by William Fortnum, a "
                "footman in Queen Anne's household who sold off the palace's half-used candles, "
                "and his landlord Hugh Mason. It supplied preserved food to officers in the "
                "Napoleonic Wars, sent hampers to the Crimea, and holds royal warrants as grocer "
                "and as tea merchant; its clock on Piccadilly shows the two founders bowing every "
                "hour."
            ),
            D(
                "Harvey Nichols: The Knightsbridge store began as a linen shop that Benjamin "
                "Harvey opened in 1831 in a terrace on the corner of Sloane Street. His will asked "
                "his widow to take the silk buyer James Nichols into partnership, the shop grew "
                "into a fashion house under their two names, and its present building on the "
                "corner dates from 1889."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which dances make up a Baroque suite?",
        (
            "the allemande, courante, sarabande and gigue, often with optional dances such as "
            "minuets, bourr\u00e9es or gavottes"
        ),
        [
            D(
                "Symphony: The classical symphony of Haydn and Mozart settled into four movements: "
                "a fast opening movement in sonata form, a slow movement, a minuet and trio in "
                "triple time, and a fast finale, often a rondo. Haydn wrote 104 of them, and "
                "Beethoven swapped the minuet for a quicker scherzo, stretching the form in his "
                "Eroica of 1804."
            ),
            S(
                "Suite (music): A Baroque suite is a set of dances in the same key. By the time of "
                "Bach and Handel its core was four dances in a fixed order: the allemande, a "
                "moderate German dance in four time; the running courante; the slow and stately "
                "sarabande, from Spain; and the lively gigue, after the English jig. Minuets or "
                "gavottes might be added."
            ),
            D(
                "Concerto grosso: In the concerto grosso a small group of soloists, usually two "
                "violins and a cello, called the concertino, plays against the full string band, "
                "the ripieno. Arcangelo Corelli's twelve concertos published as his Opus 6 in 1714 "
                "set the model, and Handel followed with his own twelve grand concertos, Opus 6, "
                "written in a single month in 1739."
            ),
            D(
                "Bourr\u00e9e: The bourr\u00e9e is a French folk dance from the Auvergne, in quick "
                "duple time and beginning on an upbeat, that was taken up at the court of Louis "
                "XIV. Bach wrote many, and the one from his lute suite in E minor became so "
                "familiar that the rock band Jethro Tull recorded a jazzy version of it on their "
                "album Stand Up in 1969."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a mechanical metronome keep time?",
        (
            "a spring-wound, escapement-driven upside-down pendulum clicks at each swing; sliding "
            "the weight up the rod slows it and down speeds it"
        ),
        [
            D(
                "Tuning fork: The tuning fork was invented in 1711 by John Shore, a trumpeter at "
                "the English court who played in Handel's works. Struck, its two steel prongs "
                "vibrate at one fixed pitch with almost no overtones, and pressing its stem on a "
                "table makes the note louder. Forks at 440 vibrations a second give the A that "
                "orchestras tune to today, though pitch stood lower in Handel's day."
            ),
            S(
                "Metronome: A mechanical metronome is an upside-down pendulum kept swinging by a "
                "wound spring through an escapement, which makes the click heard at each beat. A "
                "fixed weight sits below the pivot and a small weight slides on the rod above it: "
                "pushed up, it makes the swing slower, pulled down, faster, against a scale of "
                "beats per minute. Johann Maelzel patented it in 1815."
            ),
            D(
                "Pendulum clock: Christiaan Huygens built the first pendulum clock in 1656 at The "
                "Hague, using Galileo's finding that a swing takes the same time whatever its "
                "width. A falling weight or a spring keeps it going through an escapement, and "
                "lowering the bob on the rod makes the clock run slow, so a nut beneath it is "
                "turned to set the rate."
            ),
            D(
                "Click track: A click track is an electronic pulse played into musicians' "
                "headphones so that they stay in time during a recording. Film studios began using "
                "them in the early 1930s to fit music to animation, marking out tempos on the "
                "soundtrack as frames per beat, and today most pop records and many live shows are "
                "played to one."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is the Bank of England called the Old Lady of Threadneedle Street?",
        (
            "after James Gillray's 1797 cartoon of Pitt the Younger courting an old lady, the "
            "Bank, seated on her chest of gold, after the Bank stopped paying gold for its notes"
        ),
        [
            D(
                "Bank of England: The Bank of England was founded on 27 July 1694 to lend 1.2 "
                "million pounds to the government of William III for its war against France, an "
                "idea put forward by the Scottish merchant William Paterson. It worked at first "
                "from the Mercers' Hall and the Grocers' Hall, and moved to its site on "
                "Threadneedle Street in 1734, into a new building designed by George Sampson."
            ),
            S(
                "Bank of England: The nickname the Old Lady of Threadneedle Street goes back to a "
                "cartoon by James Gillray of May 1797, after the government ordered the Bank to "
                "stop paying out gold for its notes during the war with France. It shows the prime "
                "minister, William Pitt the Younger, making advances to an old lady in a dress of "
                "banknotes, who sits guarding her chest of gold."
            ),
            D(
                "Royal Exchange: The Royal Exchange was founded by the merchant Thomas Gresham in "
                "1565 as a meeting place for traders, and Elizabeth I gave it its royal title in "
                "1571. The present building, the third on the site, was opened by Queen Victoria "
                "in 1844, and it faces the Bank across the busy road junction in the City of "
                "London."
            ),
            D(
                "Threadneedle Street: The street that runs from Bank junction to Bishopsgate is "
                "thought to take its name from the three needles on the arms of the Needlemakers' "
                "Company, or from the tailors whose hall has stood there since the fourteenth "
                "century. The Merchant Taylors still meet in that hall, and the old Stock Exchange "
                "once stood nearby."
            ),
            D(
                "Monetary Policy Committee: In May 1997 the new chancellor, Gordon Brown, gave the "
                "Bank the power to set interest rates without government interference. A committee "
                "of nine, the governor, three deputy governors, the chief economist and four "
                "outside experts, meets eight times a year and aims to keep inflation at two per "
                "cent."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is the cappuccino named after the Capuchin friars?",
        (
            "yes: after the reddish-brown colour of their hooded habits, by way of the Viennese "
            "Kapuziner"
        ),
        [
            D(
                "Capuchin monkey: The small monkeys of Central and South America were named by "
                "Portuguese explorers after the Capuchin friars, because the cap of dark hair on "
                "their heads looked like a monk's hood. They are among the cleverest of monkeys, "
                "using stones to crack palm nuts, and were once trained to collect coins for organ "
                "grinders."
            ),
            S(
                "Cappuccino: The cappuccino takes its name from the Capuchin friars, whose hooded "
                "habits were a particular reddish brown. In eighteenth-century Vienna a Kapuziner "
                "was coffee with cream or milk added until it matched that colour, and the Italian "
                "word cappuccino, for espresso topped with steamed and foamed milk, came into use "
                "early in the twentieth century."
            ),
            D(
                "Order of Friars Minor Capuchin: The Capuchins were founded in 1525 by Matteo da "
                "Bascio, a friar who wished to live more strictly by the rule of St Francis, and "
                "were approved by Pope Clement VII in 1528. Their long pointed hood, the "
                "cappuccio, gave them their name, and the crypt of their church on the Via Veneto "
                "in Rome is decorated with the bones of 3,700 friars."
            ),
            D(
                "Flat white: Baristas in both Sydney and Wellington claim to have invented the "
                "flat white in the 1980s: a double shot of espresso with finely steamed milk and "
                "only a thin layer of microfoam, served in a smaller cup than a latte. It spread "
                "to London in the mid-2000s with antipodean caf\u00e9s, and Starbucks added it to "
                "its menus in 2015."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which county was the first man to swim the English Channel born?",
        "Shropshire: Captain Matthew Webb, who swam it in 1875, was born at Dawley",
        [
            D(
                "Gertrude Ederle: Gertrude Ederle, the daughter of a butcher in New York, where "
                "she was born in 1905, became the first woman to swim the Channel on 6 August "
                "1926, from Cap Gris-Nez to Kingsdown in Kent in 14 hours and 39 minutes, two "
                "hours faster than any man before her. She had won a gold and two bronze medals at "
                "the Paris Olympics in 1924, the gold in the relay."
            ),
            S(
                "Channel swimming: The first person to swim across the English Channel without a "
                "life jacket or any other aid was Captain Matthew Webb, a merchant navy officer, "
                "who waded in at Dover on 24 August 1875 and reached Calais 21 hours and 45 "
                "minutes later, having been stung by jellyfish and carried back by the tide for "
                "hours off the French coast."
            ),
            D(
                "Thomas Burgess: Thomas Burgess, born in Rotherham in Yorkshire in 1872, was only "
                "the second person to swim the Channel, succeeding in September 1911 at his "
                "sixteenth attempt, in 22 hours and 35 minutes. He lived in Paris, where he ran a "
                "motor business, and later coached Gertrude Ederle and other swimmers for their "
                "crossings."
            ),
            S(
                "Matthew Webb: Matthew Webb was born in 1848 at Dawley, in Shropshire, one of "
                "twelve children of a country doctor, and learned to swim in the River Severn. He "
                "went to sea at twelve, was given a medal for diving into the Atlantic to try to "
                "save a sailor who had fallen overboard, and died in July 1883 trying to swim the "
                "rapids below Niagara Falls."
            ),
            D(
                "Channel Swimming Association: The Channel Swimming Association was formed in 1927 "
                "to check and record crossings. Its rules allow a swimmer only a costume, a cap, "
                "goggles and grease, with a pilot boat alongside, and no touching the boat. Alison "
                "Streeter, known as the Queen of the Channel, has crossed it 43 times, more than "
                "any other woman."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who was the first official Poet Laureate of England?",
        "John Dryden, appointed by Charles II in 1668",
        [
            D(
                "Ben Jonson, the playwright of Volpone and The Alchemist, was granted a yearly "
                "pension by James I in 1616 for his masques at court, and for that reason he is "
                "often described as a laureate in all but name. He was buried upright in "
                "Westminster Abbey in 1637 under a small stone cut with the words O rare Ben "
                "Jonson."
            ),
            S(
                "The post of Poet Laureate was first made an official royal office in 1668, when "
                "Charles II granted it by letters patent to John Dryden, the author of Annus "
                "Mirabilis, with a yearly salary. Dryden, who had become a Catholic, was stripped "
                "of the title in 1689 when he would not swear allegiance to William and Mary, the "
                "only laureate ever dismissed."
            ),
            D(
                "Alfred Tennyson held the laureateship longer than anyone else, from 1850, when he "
                "followed William Wordsworth, until his death in 1892, some 42 years. He wrote The "
                "Charge of the Light Brigade within weeks of the battle at Balaclava in 1854 and "
                "was made a baron in 1884, the first English writer raised to the peerage for his "
                "poetry. He is buried in Poets' Corner."
            ),
            D(
                "In the United States the title of Poet Laureate Consultant in Poetry to the "
                "Library of Congress was created by an act of Congress in 1986, and Robert Penn "
                "Warren, the author of All the King's Men, was the first to hold it. A consultant "
                "in poetry had been appointed since 1937, and Joseph Auslander was the first of "
                "those."
            ),
            D(
                "Carol Ann Duffy became the first woman and the first Scot to be the British "
                "laureate in 2009, appointed for a fixed term of ten years rather than for life. "
                "She was paid about 5,750 pounds a year and a butt of sherry, and in 2019 she was "
                "followed by Simon Armitage, the author of a much-praised version of Sir Gawain "
                "and the Green Knight."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "first black player in the nhl",
        "Willie O'Ree, for the Boston Bruins on 18 January 1958",
        [
            D(
                "Grant Fuhr, the goaltender of the Edmonton Oilers who won five Stanley Cups with "
                "Wayne Gretzky's team between 1984 and 1990, became in 2003 the first Black player "
                "elected to the Hockey Hall of Fame. Born in Spruce Grove, Alberta, in 1962 and "
                "adopted as a baby, he played in the league for nineteen seasons with six "
                "different clubs."
            ),
            S(
                "Willie O'Ree, a winger from Fredericton, New Brunswick, broke the colour barrier "
                "of the National Hockey League on 18 January 1958, when he played for the Boston "
                "Bruins against the Montreal Canadiens at the Forum. He did it despite being "
                "almost blind in his right eye after a puck struck it, a fact he hid, and he "
                "entered the Hall of Fame in 2018."
            ),
            D(
                "Herb Carnegie, a gifted centre from Toronto, starred in the Quebec senior league "
                "in the 1940s on a line with his brother Ossie and Manny McIntyre, but he never "
                "got a chance in the big league. A story has the owner of the Toronto Maple Leafs, "
                "Conn Smythe, saying he would pay ten thousand dollars to anyone who could turn "
                "Carnegie white."
            ),
            D(
                "Jarome Iginla, born in Edmonton in 1977 to a Nigerian father and an American "
                "mother, became the first Black captain of a club in the league when the Calgary "
                "Flames gave him the C in 2003. He had won the Art Ross Trophy as top scorer in "
                "2002, the same year he won Olympic gold with Canada, and he won it again in "
                "Vancouver in 2010."
            ),
            D(
                "Larry Kwong, the son of Chinese immigrants, who grew up in Vernon, British "
                "Columbia, became the first player of Asian descent in the league on 13 March "
                "1948, when the New York Rangers sent him out for a single shift of about a minute "
                "against the Montreal Canadiens. He never played another game there and later "
                "coached in Switzerland."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which ran longer on Broadway, Cats or The Phantom of the Opera?",
        (
            "The Phantom of the Opera: 13,981 performances from 1988 to 2023, against 7,485 for "
            "Cats (1982-2000)"
        ),
        [
            S(
                "Andrew Lloyd Webber's The Phantom of the Opera opened at the Majestic Theatre in "
                "New York on 26 January 1988, with Michael Crawford and Sarah Brightman repeating "
                "the roles they had created in London, and gave its last performance on 16 April "
                "2023, its 13,981st, which makes it the longest-running show in the history of "
                "Broadway."
            ),
            D(
                "The Lion King, the stage version of the Disney cartoon, opened at the New "
                "Amsterdam Theatre on 42nd Street in November 1997. Its director Julie Taymor, who "
                "also designed the masks and puppets, became the first woman to win the Tony Award "
                "for directing a musical, and it has taken more money at the box office than any "
                "other Broadway show."
            ),
            S(
                "Cats, Lloyd Webber's setting of T. S. Eliot's Old Possum's Book of Practical "
                "Cats, opened at the Winter Garden Theatre on Broadway on 7 October 1982 and "
                "closed on 10 September 2000 after 7,485 performances. Its best-known song, "
                "Memory, with words by the director Trevor Nunn, was recorded by Barbra Streisand "
                "and Barry Manilow."
            ),
            D(
                "The Mousetrap, Agatha Christie's whodunnit, has played in London's West End since "
                "25 November 1952, first at the Ambassadors Theatre and since 1974 next door at St "
                "Martin's, with a pause only during the pandemic. It is the longest-running play "
                "in the world, with more than 25,000 performances, and audiences are asked not to "
                "reveal the ending."
            ),
            D(
                "In London The Phantom of the Opera opened at Her Majesty's Theatre in the "
                "Haymarket on 9 October 1986 and has run there ever since, apart from the long "
                "closure of the pandemic, after which it reopened in July 2021 with a smaller "
                "orchestra. Its original cast album was the first in British history to go "
                "straight to number one."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "four great inventions of ancient china",
        "papermaking, printing, gunpowder and the compass",
        [
            D(
                "Among the inventions of the ancient Greek world were the Antikythera mechanism, a "
                "geared bronze calculator of the movements of the sun and moon made around 100 BC; "
                "the water mill; the water clock of Ctesibius; the screw pump credited to "
                "Archimedes; and the aeolipile of Hero of Alexandria, a ball spun by jets of steam "
                "that amused its viewers but did no useful work."
            ),
            S(
                "Chinese historians often speak of the four great inventions of ancient China, a "
                "list made popular in the West by the British scholar Joseph Needham: papermaking, "
                "credited to the court official Cai Lun in 105 AD; printing, first from carved "
                "wooden blocks and then with movable clay type made by Bi Sheng in the 1040s; "
                "gunpowder; and the magnetic compass."
            ),
            D(
                "Porcelain was first made in China under the Eastern Han and perfected under the "
                "Tang and Song, and from 1004 the imperial kilns at Jingdezhen made the finest of "
                "it. Europe could not make true hard-paste porcelain until Johann Friedrich "
                "B\u00f6ttger, working for Augustus the Strong of Saxony, found the secret, and "
                "Meissen opened in 1710."
            ),
            D(
                "Legend says that silk was discovered around 2700 BC by the empress Leizu when a "
                "cocoon fell into her cup of tea and unravelled. China guarded the secret for "
                "centuries, until, by tradition, two monks smuggled silkworm eggs hidden in hollow "
                "canes to Constantinople for the emperor Justinian around 552, starting a silk "
                "industry there."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a Dutch auction work?",
        (
            "the price starts high and is lowered step by step until the first bidder accepts it "
            "and buys at that price"
        ),
        [
            D(
                "In an English auction, the kind held by Sotheby's, founded in 1744, and "
                "Christie's, founded in 1766, the auctioneer starts low and the bidders raise the "
                "price in steps until no one will go higher. The lot is knocked down with a tap of "
                "the hammer to the last and highest bidder, who then pays a buyer's premium on top "
                "of the hammer price."
            ),
            D(
                "A Vickrey auction, named after the Canadian-born economist William Vickrey, who "
                "shared the Nobel prize in economics in 1996, is a sealed-bid auction in which the "
                "highest bidder wins but pays only the second-highest bid. That makes bidding what "
                "the thing is truly worth to you the best plan, and early online advertising "
                "auctions, such as Google's, used a version of it."
            ),
            S(
                "In a Dutch auction the seller opens at a high price and lowers it step by step "
                "until a bidder calls out or presses a button to accept, and the first to do so "
                "buys at that price. The great flower auction at Aalsmeer, near Amsterdam, works "
                "this way, with big clocks whose hands sweep round through falling prices, so "
                "millions of tulips and roses are sold by noon."
            ),
            D(
                "In a candle auction, used in England from the fifteenth century and still held "
                "for a few plots of church land, bidding stays open while a short piece of candle "
                "burns, and the last bid made before the flame gutters out wins the lot. Samuel "
                "Pepys watched one for ships at the Navy Office in 1660 and noted how bidders "
                "waited for the last moment, and how one man always won by watching for the smoke."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why is a baker's dozen thirteen?",
        (
            "medieval bakers added a thirteenth loaf so as not to be punished for selling short "
            "weight under the Assize of Bread and Ale of 1266"
        ),
        [
            D(
                "A gross is twelve dozen, or 144, and a great gross is twelve gross, or 1,728. "
                "Counting in twelves lives on in boxes of eggs, the hours on a clock face, the "
                "inches in a foot and the twelve pence of the old British shilling, largely "
                "because twelve divides evenly into halves, thirds and quarters, which made "
                "trading in it easy."
            ),
            S(
                "The phrase baker's dozen, meaning thirteen, is usually traced to the Assize of "
                "Bread and Ale of 1266, an English law that fixed the weight and price of a loaf "
                "and punished bakers who sold short with fines, the pillory or worse. To make sure "
                "that a batch of twelve could never come up light, bakers handed over one more "
                "loaf, called the vantage loaf."
            ),
            D(
                "Thirteen has long been thought unlucky, perhaps because thirteen sat at the table "
                "at the Last Supper, and in Norse myth the trickster Loki was the thirteenth guest "
                "at a feast in Valhalla. Many hotels and tower blocks skip a thirteenth floor, and "
                "the fear of the number has its own name, triskaidekaphobia, coined in 1911 by an "
                "American psychiatrist."
            ),
            D(
                "In medieval England a hundred did not always mean a hundred: the long hundred, "
                "used for counting things like herrings, eggs and planks, was six score, or 120, a "
                "habit inherited from Old Norse. The Domesday survey of 1086 reckons some amounts "
                "in it, and fishermen on the east coast were still counting herrings by the long "
                "hundred in the 1800s."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Did Henry Ford invent the assembly line?",
        (
            "no: assembly lines were older (Ransom Olds used one in 1901, and meatpackers moved "
            "carcasses on trolleys); Ford's engineers made the line move, at Highland Park in 1913"
        ),
        [
            D(
                "In January 1914 the Ford Motor Company doubled the pay of most of its factory "
                "workers to five dollars for an eight-hour day, partly to cut the very high "
                "turnover of men who found the work dull and quit within months. The next morning "
                "some ten thousand people queued in the cold outside the Highland Park plant "
                "hoping to be taken on."
            ),
            D(
                "The Model T was sold from October 1908 until May 1927, and more than 15 million "
                "were built in the United States, Canada and Britain. From 1914 it came only in "
                "black, because black japan paint dried fastest, which led Henry Ford to joke that "
                "a customer could have one in any colour he liked so long as it was black."
            ),
            S(
                "Henry Ford did not invent the assembly line. Ransom Olds was already building his "
                "Curved Dash Oldsmobile on a line of workstations in 1901, and Ford's engineers "
                "took the idea of a moving line partly from the overhead trolleys of the Chicago "
                "meatpackers. What they did, at Highland Park in 1913, was make the line move."
            ),
            D(
                "In 1798 Eli Whitney, the inventor of the cotton gin, promised the United States "
                "government 10,000 muskets made with interchangeable parts, a deal that took him "
                "years longer than agreed. Historians now think his parts were far from "
                "interchangeable and that the idea owed more to the French gunsmith Honor\u00e9 "
                "Blanc, who showed it in Paris in 1785."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the company that makes the Vespa founded?",
        (
            "Genoa: the Vespa is made by Piaggio, founded by Rinaldo Piaggio at Sestri Ponente, "
            "Genoa, in 1884"
        ),
        [
            S(
                "The Vespa scooter was launched in April 1946 by Piaggio, which had built aircraft "
                "engines and bombers during the war and needed something new to make in its bombed "
                "works. Enrico Piaggio gave the job to the aircraft engineer Corradino D'Ascanio, "
                "who disliked motorcycles and hid the engine under a step-through body; its "
                "buzzing shape gave it the name Vespa, or wasp."
            ),
            D(
                "The Lambretta, the Vespa's great rival, was built from 1947 by Innocenti in the "
                "Lambrate district of Milan, which gave it its name. Ferdinando Innocenti had made "
                "his fortune in steel tubes for scaffolding, and his scooters sold in millions "
                "across Europe until Italian production ended in 1971, after which the tooling was "
                "sold to a firm in India."
            ),
            S(
                "Rinaldo Piaggio was only nineteen when he founded his company in 1884 at Sestri "
                "Ponente, a shipbuilding district of Genoa, to fit out the cabins and saloons of "
                "ships. It went on to build railway carriages and, from the First World War, "
                "aircraft and their engines, and it moved much of that work to a new factory at "
                "Pontedera, in Tuscany, in the 1920s."
            ),
            D(
                "Pontedera, a town of some 29,000 people in the province of Pisa, has been home to "
                "the main Vespa factory since the late 1940s, when the production lines were "
                "rebuilt after wartime bombing. Part of the old works became the Museo Piaggio in "
                "2000, showing scooters from the first models to the ones painted by Salvador "
                "Dal\u00ed and other artists."
            ),
            D(
                "In the 1953 film Roman Holiday Gregory Peck, as an American reporter, and Audrey "
                "Hepburn, as a runaway princess, ride a Vespa through the streets of Rome past the "
                "Colosseum, a scene often credited with making the scooter a symbol of Italian "
                "style. Hepburn won the Oscar for best actress for the part, her first leading "
                "role in a Hollywood film, and Peck insisted she share top billing."
            ),
        ],
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Who really invented Monopoly?",
        (
            "Elizabeth (Lizzie) Magie, who patented The Landlord's Game in 1904; Charles Darrow "
            "later sold a version to Parker Brothers in 1935"
        ),
        [
            D(
                "Home > Games > History | The story of Cluedo\nCluedo was devised in Birmingham "
                "during the Second World War by Anthony Pratt, a solicitor's clerk and pianist who "
                "had played in country house hotels, with help from his wife Elva, who drew the "
                "first board. Waddingtons of Leeds published it in 1949, and in America it has "
                "always been sold as Clue.\nShare this | Cookie policy"
            ),
            S(
                "Home > Games > History | The woman behind the board\nMonopoly grew from The "
                "Landlord's Game, patented in January 1904 by Elizabeth Magie, a stenographer from "
                "Illinois who followed the economist Henry George and meant it to show how "
                "landlords grow rich as tenants grow poor. Players made their own boards, and in "
                "1935 Charles Darrow sold his version to Parker Brothers.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Games > History | Anti-Monopoly in court\nIn 1973 Ralph Anspach, an "
                "economics professor at San Francisco State University, brought out a board game "
                "called Anti-Monopoly, in which players break up trusts instead of building them, "
                "and was sued by the maker of the famous property game. The case dragged on for "
                "ten years before he won the right to sell it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Games > Collecting | The London board\nWaddingtons of Leeds took the "
                "British rights to the property game in 1935, and its managing director Victor "
                "Watson sent his secretary, Marjory Phillips, to London for a day to choose the "
                "streets, from the Old Kent Road to Mayfair. In the Second World War the firm hid "
                "silk maps and files in sets sent to prisoners of war, along with real "
                "banknotes.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented contract bridge",
        (
            "Harold S. Vanderbilt, who worked out its scoring in 1925 on a cruise through the "
            "Panama Canal"
        ),
        [
            D(
                "Home > Games > Cards | Whist, the ancestor\nWhist was played in English coffee "
                "houses by the late seventeenth century, four players in two partnerships, with "
                "trumps set by the last card dealt. Edmond Hoyle's Short Treatise on the Game of "
                "Whist of 1742 sold so well that playing according to Hoyle came to mean playing "
                "by the rules of any game.\nShare this | Cookie policy"
            ),
            S(
                "Home > Games > Cards | How contract bridge was born\nThe modern game of contract "
                "bridge was worked out by the American railroad heir and yachtsman Harold S. "
                "Vanderbilt in late 1925, on a cruise aboard the liner Finland through the Panama "
                "Canal. Improving on auction bridge, he made only the tricks a side had bid for "
                "count towards game and added vulnerability, and the game swept America.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Games > Cards | Ely Culbertson\nEly Culbertson, born in Romania in 1891 to "
                "an American mining engineer, became the best-known bridge player of the 1930s. He "
                "founded The Bridge World magazine in 1929, beat Sidney Lenz in a challenge match "
                "of 150 rubbers in New York in 1931 and 1932, and his Blue Book on bidding sold in "
                "huge numbers, making him rich even in the Depression.\nShare this | Cookie policy"
            ),
            D(
                "Home > Games > Cards | Duplicate bridge\nIn duplicate bridge every table plays "
                "the same deals, passed round in trays called boards, so that a pair's score is "
                "compared with others who held the same cards and the luck of the deal is largely "
                "taken out. The first Bermuda Bowl, the world team championship, was played in "
                "Bermuda in 1950 and won by the United States.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Melbourne Cup or the Caulfield Cup?",
        "the Melbourne Cup, first run in 1861; the Caulfield Cup was first run in 1879",
        [
            D(
                "Home > Sport > Racing | The Cox Plate\nThe W. S. Cox Plate, run at Moonee Valley "
                "over 2,040 metres in October since 1922, is a weight-for-age race, so horses "
                "carry weights set by age and sex rather than by form, and it is often called the "
                "championship of Australian racing. The mare Winx won it four years running, from "
                "2015 to 2018, a record.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Racing | The race that stops a nation\nThe Melbourne Cup was first "
                "run at Flemington on 7 November 1861, when 17 horses raced for a gold watch and "
                "710 sovereigns before a crowd of about 4,000, and a horse called Archer won. It "
                "is run on the first Tuesday in November over 3,200 metres, and Makybe Diva is the "
                "only horse to have won it three times, from 2003 to 2005.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Racing | The Sydney Cup\nThe Sydney Cup, a handicap over 3,200 "
                "metres, has been run at Randwick by the Australian Jockey Club since 1866, when "
                "The Barb won it, and it is now the longest race of the autumn carnival in April. "
                "Before the Second World War it drew crowds to rival any race in the country, and "
                "it is one of the few races left that are run over two miles.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Sport > Racing | The Caulfield Cup\nThe Caulfield Cup, a handicap over "
                "2,400 metres run in October at Caulfield racecourse in Melbourne's south-east, "
                "was first held in 1879, when it was won by Newminster. It makes up the spring's "
                "Cups double with the longer race at Flemington a few weeks later, a double that "
                "few horses have managed, Ethereal doing it in 2001.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Racing | Phar Lap\nPhar Lap, a chestnut gelding bred in New "
                "Zealand, won the 1930 Melbourne Cup as the 8 to 11 favourite, days after a gunman "
                "had shot at him in the street. He died suddenly in California in 1932 soon after "
                "winning the Agua Caliente Handicap in Mexico, and his great heart is kept at the "
                "National Museum in Canberra, while his hide is at the Melbourne Museum.\nShare "
                "this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "cycling monuments list",
        (
            "Milan-San Remo, the Tour of Flanders, Paris-Roubaix, Li\u00e8ge-Bastogne-Li\u00e8ge "
            "and Il Lombardia"
        ),
        [
            D(
                "Home > Sport > Cycling | The three Grand Tours\nThe Grand Tours are the three "
                "three-week stage races: the Giro d'Italia in May, the Tour de France in July and "
                "the Vuelta a Espa\u00f1a from late August. Only seven riders have won all three, "
                "among them Jacques Anquetil, Eddy Merckx, Bernard Hinault and Alberto Contador, "
                "and Merckx and Hinault won ten of them each.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Cycling | The five Monuments\nCycling's five Monuments are its "
                "oldest and most prized one-day races: Milan-San Remo in March, nearly 300 km "
                "long; the Tour of Flanders, with cobbled climbs such as the Koppenberg; "
                "Paris-Roubaix, the Hell of the North; Li\u00e8ge-Bastogne-Li\u00e8ge, the oldest, "
                "first run in 1892; and Il Lombardia, the race of the falling leaves.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Sport > Cycling | The spring classics\nThe cobbled classics of Belgium and "
                "northern France include Omloop Het Nieuwsblad, which opens the season in late "
                "February, the E3 Saxo Classic, Gent-Wevelgem and Dwars door Vlaanderen, while the "
                "hilly Ardennes week brings the Amstel Gold Race in Dutch Limburg and La "
                "Fl\u00e8che Wallonne, which ends on the steep Mur de Huy.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Cycling | Eddy Merckx\nEddy Merckx, born in Brabant in 1945 and "
                "known as the Cannibal for his hunger to win every race, took the Tour de France "
                "five times and the Giro five times, won the world road title three times and in "
                "October 1972 set the hour record in Mexico City at 49.431 km. He won some 525 "
                "races as a professional.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How is clotted cream made?",
        (
            "full-cream milk or cream is heated gently in shallow trays for hours, then cooled "
            "slowly so the thick crust of cream that forms can be skimmed off"
        ),
        [
            D(
                "Home > Food > British classics | The cream tea debate\nIn Devon the scone is "
                "split, spread with clotted cream and then topped with strawberry jam; in Cornwall "
                "the jam goes on first and the cream on top. A Cornish cream tea was once served "
                "on a split, a soft sweet white roll, and in 2010 Devon and Cornwall each tried to "
                "claim the dish for themselves.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > British classics | How clotted cream is made\nClotted cream is made "
                "by gently heating full-cream milk or double cream in shallow trays at about 80 "
                "\u00b0C for several hours, and then leaving it to cool slowly overnight. The fat "
                "rises and forms a thick golden crust, which is skimmed off; Cornish clotted cream "
                "is protected and must be at least 55% fat.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Dairy | How butter is made\nButter is made by churning cream until "
                "the membranes round its fat globules break and the fat clumps into small grains, "
                "leaving buttermilk behind. The grains are drained, washed in cold water and "
                "worked together, salt is added for salted butter, and it takes about 22 litres of "
                "milk to make one kilogram.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Dairy | What is cr\u00e8me fra\u00eeche?\nCr\u00e8me fra\u00eeche "
                "is cream that has been soured with lactic bacteria and left to thicken, which "
                "gives it a nutty tang and lets it be boiled without splitting. French rules ask "
                "for at least 30% fat, and the one from Isigny in Normandy became the first cream "
                "with a protected designation of origin, in 1986, and it must be made from local "
                "milk.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why is the dollar sign an s with a line through it",
        (
            "it most likely grew from 'ps', the abbreviation for the Spanish peso, with the s "
            "written over the p"
        ),
        [
            D(
                "Home > Money > Origins | Why the pound is written \u00a3\nThe pound sign is a "
                "fancy capital L, for libra, the Roman pound weight, and British money was "
                "reckoned as pounds, shillings and pence, written \u00a3sd, for over a thousand "
                "years. The shilling went when the currency was decimalised on 15 February 1971, "
                "and a pound became 100 new pence.\nShare this | Cookie policy"
            ),
            S(
                "Home > Money > Origins | Where the $ comes from\nThe most widely accepted "
                "explanation is that the dollar sign grew out of ps, the abbreviation merchants "
                "used for the Spanish peso, the silver coin that circulated widely in the American "
                "colonies. In account books of the 1770s and 1780s the s came to be written over "
                "the p, and the upright of the p became the stroke through the S.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Money > Origins | Where the word dollar comes from\nThe word comes from "
                "the thaler, a large silver coin first struck in 1519 from silver mined at "
                "Joachimsthal in Bohemia. Joachimsthaler was shortened to thaler, the Dutch made "
                "it daalder, English speakers said dollar, and the Coinage Act of 1792 made the "
                "dollar the money of the United States, with a hundred cents to each "
                "dollar.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Origins | The euro sign\nThe \u20ac was unveiled by the European "
                "Commission in December 1996. Its designers took the Greek letter epsilon, a nod "
                "to the cradle of European civilisation, and the first letter of the word Europe, "
                "and crossed it with two parallel lines meant to stand for stability; the notes "
                "and coins arrived in 2002.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is it legal to record a phone call without telling the other person in the US?",
        (
            "often yes: federal law and most states allow it if you are on the call (one-party "
            "consent), but about a dozen states, such as California, require everyone's consent"
        ),
        [
            D(
                "Home > Law > Privacy | Recording calls in the UK\nIn the UK a private individual "
                "may record their own phone calls without telling the other person, as long as the "
                "recording is for personal use. Passing it on without consent can breach data "
                "protection law, and businesses that record calls must usually tell callers and "
                "give a reason, such as training or keeping records.\nShare this | Cookie policy"
            ),
            S(
                "Home > Law > Privacy | Recording your own calls\nUnder the federal Wiretap Act, "
                "and in most states, it is lawful to record a phone call you take part in without "
                "telling the other person, a rule known as one-party consent. But about a dozen "
                "states, among them California, Florida and Washington, require everyone on the "
                "call to agree, and on calls across state lines the stricter rule is "
                "safest.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Privacy | The Linda Tripp tapes\nLinda Tripp, a Pentagon employee, "
                "secretly taped her telephone talks with the former White House intern Monica "
                "Lewinsky in 1997 and handed the tapes to the independent counsel Kenneth Starr. "
                "Maryland charged her under its own law, but the case was dropped in 2000 after a "
                "judge excluded much of the evidence.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > Privacy | Katz v. United States\nIn 1967 the Supreme Court ruled by "
                "seven votes to one that FBI agents who had put a listening device on a public "
                "telephone booth in Los Angeles to catch the gambler Charles Katz had carried out "
                "a search under the Fourth Amendment and needed a warrant, giving the law its test "
                "of a reasonable expectation of privacy and overturning Olmstead v. United States "
                "of 1928.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In what year did the architect of the Paris opera house die?",
        (
            "1898: the Palais Garnier was designed by Charles Garnier, who died in Paris on 3 "
            "August 1898"
        ),
        [
            S(
                "Home > Arts > Architecture | The Palais Garnier\nThe grand opera house of Paris, "
                "opened on 5 January 1875, was designed by Charles Garnier, a little-known "
                "architect of 35 when he won an open competition in 1861 against about 170 "
                "entries. Its gilded staircase and the great chandelier, whose counterweight fell "
                "in 1896 and killed a worker, inspired Gaston Leroux's Phantom of the "
                "Opera.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Architecture | Op\u00e9ra Bastille\nThe second house of the Paris "
                "Opera, on the Place de la Bastille, was designed by the Uruguayan-born architect "
                "Carlos Ott, who won a competition of 1983 with more than 700 entries. It was "
                "opened on 13 July 1989, on the eve of the bicentenary of the storming of the "
                "Bastille, and its big hall seats 2,700 people, though its stone facade soon began "
                "to shed panels onto the square.\nShare this | Cookie policy"
            ),
            S(
                "Home > Arts > Biographies | Charles Garnier\nJean-Louis Charles Garnier was born "
                "in Paris in November 1825, the son of a wheelwright, studied at the \u00c9cole "
                "des Beaux-Arts and won the Prix de Rome in 1848. Besides his great theatre he "
                "designed the casino hall at Monte Carlo and the observatory at Nice, whose dome "
                "was built by Gustave Eiffel, and he died in Paris on 3 August 1898.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Arts > Architecture | Op\u00e9ra-Comique\nThe Salle Favart, home of the "
                "Op\u00e9ra-Comique, is the third theatre on its site near the grand boulevards. "
                "The second burned down in May 1887 during a performance of Mignon, killing 84 "
                "people, and the present house, designed by Louis Bernier, opened in December 1898 "
                "with seats for some 1,250 people.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Biographies | Gaston Leroux\nGaston Leroux, born in Paris in 1868, "
                "was a lawyer and then a court reporter and foreign correspondent for Le Matin "
                "before he turned to fiction. The Mystery of the Yellow Room, a locked-room "
                "puzzle, appeared in 1907, his Phantom was serialised in 1909 and 1910, and he "
                "died in Nice in 1927.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "Who founded the RNLI?",
        (
            "Sir William Hillary, in 1824, as the National Institution for the Preservation of "
            "Life from Shipwreck"
        ),
        [
            D(
                "Q: Who was Grace Darling?\nA: The daughter of the keeper of the Longstone "
                "lighthouse on the Farne Islands, off Northumberland. In September 1838 she and "
                "her father rowed out through a storm in a small boat to rescue nine survivors of "
                "the wrecked steamer Forfarshire. She became a national heroine overnight and died "
                "of tuberculosis in 1842, aged only 26."
            ),
            S(
                "Q: Who founded the RNLI?\nA: Sir William Hillary, a soldier and writer living on "
                "the Isle of Man, who had watched many ships wrecked in Douglas Bay. His appeal to "
                "the nation led to a meeting at the London Tavern on 4 March 1824 that set up the "
                "National Institution for the Preservation of Life from Shipwreck, which took its "
                "present name in 1854."
            ),
            D(
                "Q: Who built the first purpose-built lifeboat?\nA: Henry Greathead, a boatbuilder "
                "of South Shields, built the Original in 1790 after the ship Adventure was wrecked "
                "at the mouth of the Tyne in sight of crowds who could do nothing. William "
                "Wouldhave, a parish clerk who had entered a model in the competition that "
                "followed, always claimed the design was really his."
            ),
            D(
                "Q: When was HM Coastguard set up?\nA: On 15 January 1822, when the Preventive "
                "Water Guard and other services were brought together under the Board of Customs, "
                "chiefly to stop smuggling. Saving lives became its main work only later, and "
                "today it is part of the Maritime and Coastguard Agency, which calls out lifeboats "
                "and helicopters."
            ),
            D(
                "Q: How is the RNLI funded?\nA: Almost entirely by voluntary donations and by "
                "gifts left in wills, which pay for more than half of its income; it takes very "
                "little money from the government. Most of the crews at its 238 lifeboat stations "
                "around the coasts of the UK and Ireland are unpaid volunteers, on call day and "
                "night by pager."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what age can you leave school in england",
        (
            "on the last Friday in June of the school year in which you turn 16, but you must stay "
            "in education or training (college, an apprenticeship, or part-time study alongside "
            "work) until 18"
        ),
        [
            S(
                "Q: At what age can my child leave school in England?\nA: Your child can leave "
                "school on the last Friday in June if they will be 16 by the end of the summer "
                "holidays. But until they turn 18 they must then do one of the following: stay in "
                "full-time education, such as at a college; start an apprenticeship or "
                "traineeship; or work or volunteer for 20 hours a week alongside part-time study."
            ),
            D(
                "Q: When can my child leave school in Scotland?\nA: Pupils in Scotland can leave "
                "once they are 16. Those whose sixteenth birthday falls between 1 March and 30 "
                "September may leave on 31 May of that year, and those born between 1 October and "
                "the end of February may leave at the start of the Christmas holidays. There is no "
                "duty to stay on in education after that, although most stay on for fifth or sixth "
                "year."
            ),
            D(
                "Q: When does my child have to start school?\nA: In England a child must be in "
                "full-time education from the start of the term after their fifth birthday, "
                "although most start in the reception class in the September after they turn four. "
                "If your child was born in the summer you can ask for them to start reception a "
                "year later, at five, instead."
            ),
            D(
                "Q: Can my 14-year-old get a part-time job?\nA: Yes, children can do light work "
                "from the age of 13. In term time they may work no more than 12 hours a week, "
                "including at most 2 hours on a school day and 5 hours on a Saturday, and never "
                "before 7am or after 7pm. Many councils also ask for a work permit from the "
                "child's employer."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which was founded first, the National Trust or English Heritage?",
        (
            "the National Trust, founded on 12 January 1895; English Heritage was set up under the "
            "National Heritage Act 1983 and began work in 1984"
        ),
        [
            D(
                "National Trust for Scotland: fact sheet\n- Founded: 1931, in Edinburgh\n- A "
                "separate charity from the trust that covers England, Wales and Northern "
                "Ireland\n- Cares for about 130 places, among them Culloden battlefield, Glencoe "
                "and the islands of St Kilda\n- Also runs Inverewe Garden in Wester Ross\n- "
                "Members: about 300,000"
            ),
            S(
                "National Trust: fact sheet\n- Founded: 12 January 1895\n- Founders: Octavia Hill, "
                "Sir Robert Hunter and Canon Hardwicke Rawnsley\n- An independent charity covering "
                "England, Wales and Northern Ireland\n- First land: Dinas Oleu, a clifftop above "
                "Barmouth, given in 1895\n- Cares for more than 500 historic houses, castles, "
                "parks and gardens\n- Members: over 5 million"
            ),
            S(
                "English Heritage: fact sheet\n- Set up under the National Heritage Act 1983 as "
                "the Historic Buildings and Monuments Commission for England, and began work on 1 "
                "April 1984\n- Split in 2015: the charity English Heritage runs the sites, while "
                "Historic England keeps the listing and advice role\n- Looks after more than 400 "
                "places, among them Dover Castle\n- Members: over a million"
            ),
            D(
                "Cadw: fact sheet\n- The Welsh government's historic environment service, set up "
                "in 1984\n- The name is a Welsh word meaning to keep or to protect\n- Looks after "
                "130 or so monuments, among them the castles of Caernarfon, Conwy and Harlech and "
                "Tintern Abbey\n- Keeps the list of historic buildings in Wales\n- Members can "
                "visit its sites for free"
            ),
            D(
                "Society for the Protection of Ancient Buildings: fact sheet\n- Founded: 1877, by "
                "William Morris, with Philip Webb\n- Set up to fight heavy-handed Victorian "
                "restoration of old churches\n- Its manifesto asked for repair rather than "
                "restoration\n- Morris called its cause anti-scrape\n- Still runs courses on "
                "repairing old buildings\n- Based in Spital Square, London"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the ranks of the British peerage?",
        "duke, marquess, earl, viscount and baron, from highest to lowest",
        [
            D(
                "Q: What is a life peer?\nA: A peer whose title ends with them and cannot be "
                "inherited. The Life Peerages Act 1958 let the monarch, on the prime minister's "
                "advice, make men and women barons or baronesses for life, and the first women "
                "took their seats in the House of Lords that October. Most members of the Lords "
                "today are life peers."
            ),
            S(
                "Q: What are the ranks of the peerage?\nA: There are five, from the highest: duke, "
                "marquess, earl, viscount and baron. Earl is the oldest, going back to Anglo-Saxon "
                "times; the first English dukedom was made in 1337, when Edward III made his son, "
                "the Black Prince, Duke of Cornwall; and viscount is the newest, from 1440."
            ),
            D(
                "Q: Is a baronet a peer?\nA: No. The baronetcy is a hereditary title created by "
                "James I in 1611 to raise money for the plantation of Ulster, each new baronet "
                "paying the Crown for the honour. A baronet is called Sir, like a knight, ranks "
                "below barons and above knights, and has never had a seat in the House of Lords."
            ),
            D(
                "Q: What are the orders of chivalry?\nA: The oldest is the Order of the Garter, "
                "founded by Edward III around 1348 and limited to the monarch and 24 companions. "
                "The Order of the Thistle, for Scotland, was set up by James VII in 1687 with 16 "
                "knights, and the Order of the Bath followed in 1725, named after a rite of "
                "bathing before knighthood."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I register a death in England?",
        (
            "within 5 days, at a register office (usually for the area where the person died), by "
            "appointment, with the medical certificate of cause of death; you get a green form for "
            "the funeral and can buy death certificates"
        ),
        [
            D(
                "Q: How do I register a birth in England?\nA: You must register it within 42 days "
                "at the register office for the area where the baby was born, or at the hospital "
                "before the mother leaves. If the parents are married or in a civil partnership "
                "either can go alone; if not, both usually need to attend for the father's details "
                "to go on the register and the certificate."
            ),
            S(
                "Q: How do I register a death in England?\nA: You should do it within 5 days, "
                "usually at the register office for the area where the person died, by "
                "appointment. The registrar needs the medical certificate of the cause of death "
                "and details such as the person's full name, date and place of birth and last "
                "address. You will be given a green form for the funeral director and can buy "
                "death certificates."
            ),
            D(
                "Q: How do I register a death in Scotland?\nA: You must do it within 8 days, and "
                "you can go to any registration office in Scotland, not only the one where the "
                "person died. Take the medical certificate of the cause of death, known as Form "
                "11, and if you can, the person's birth and marriage certificates; the registrar "
                "then issues the certificate of registration, Form 14, for the funeral director."
            ),
            D(
                "Q: What is Tell Us Once?\nA: A free service that, once the death has been "
                "registered, lets you report it to most government bodies in one go, among them HM "
                "Revenue and Customs, the Department for Work and Pensions for benefits and the "
                "State Pension, HM Passport Office, the DVLA and the local council, so that you do "
                "not have to write to each one separately, and the registrar gives you its "
                "reference number."
            ),
            D(
                "Q: When does a coroner hold an inquest?\nA: When the cause of a death is unknown, "
                "or it was violent or unnatural, or it happened in prison or police custody. A "
                "coroner may first order a post-mortem, and the death cannot be formally recorded "
                "until the inquiry is over, but the coroner can issue an interim certificate so "
                "that the family can deal with the estate."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "why do pilots say mayday",
        (
            "it comes from the French m'aider ('help me', from venez m'aider); chosen in 1923 by "
            "Frederick Mockford at Croydon Airport because much traffic flew to Le Bourget in Paris"
        ),
        [
            D(
                "Q: What does SOS stand for?\nA: Nothing at all. It was chosen because three dots, "
                "three dashes and three dots are easy to send and hard to mistake in Morse code. "
                "It was agreed at an international radio conference in Berlin in 1906, took effect "
                "in 1908, and the Titanic's operators sent it in 1912 alongside the older British "
                "call CQD."
            ),
            D(
                "Q: What does pan-pan mean?\nA: It is the urgency call, from the French panne, a "
                "breakdown, used when a craft or someone aboard needs help but there is no "
                "immediate danger to life, such as an engine failure on a light aircraft with a "
                "field within reach or a sailor taken ill at sea. Like the distress call, it is "
                "spoken three times."
            ),
            S(
                "Q: Why do pilots and sailors say Mayday?\nA: It comes from the French m'aider, "
                "'help me', short for venez m'aider, 'come and help me'. It was picked in 1923 by "
                "Frederick Stanley Mockford, senior radio officer at Croydon Airport in London, "
                "because much of the traffic there flew to and from Le Bourget in Paris. It is "
                "said three times."
            ),
            D(
                "Q: What is May Day?\nA: 1 May, an old spring festival of maypoles, morris dancing "
                "and May Queens, and since 1889 International Workers' Day, chosen by the Second "
                "International in memory of the Haymarket affair in Chicago in 1886. In the UK the "
                "first Monday in May has been a bank holiday since 1978, brought in by the Labour "
                "government."
            ),
            D(
                "Q: What does squawk 7700 mean?\nA: It is the code a pilot sets on the aircraft's "
                "transponder to tell air traffic control that there is an emergency on board, so "
                "that the plane lights up on radar screens and gets priority. Code 7600 means the "
                "radio has failed and 7500 means a hijack, which is why pilots take care never to "
                "dial it in by mistake when changing codes in flight."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I get penalty points for using my phone while stopped at traffic lights?",
        (
            "yes: in the UK holding and using a phone while driving includes waiting at lights or "
            "queuing in traffic; 6 penalty points and a 200 pound fine"
        ),
        [
            D(
                "Q: Can I use my phone hands-free while driving?\nA: Yes, as long as you do not "
                "hold it at any point: it must be in a cradle, set up before you set off, or used "
                "by voice command or a Bluetooth headset. The police can still stop you if they "
                "think you are distracted and not in control of the vehicle, and you can then be "
                "charged for that."
            ),
            S(
                "Q: Can I use my phone while I'm stopped at traffic lights?\nA: No. It is illegal "
                "to hold and use a phone, sat nav or other device while driving, and that includes "
                "waiting at lights or queuing in traffic. You can get 6 penalty points and a 200 "
                "pound fine, and lose your licence if you passed in the last 2 years."
            ),
            D(
                "Q: How many points before I lose my licence?\nA: Under the totting-up rule, if "
                "you build up 12 or more penalty points within 3 years you can be banned from "
                "driving for at least 6 months. Points stay on your record for 4 or 11 years "
                "depending on the offence, and a new driver who gets 6 points within 2 years of "
                "passing has their licence revoked."
            ),
            D(
                "Q: Is it illegal to eat or drink while driving?\nA: Not in itself, and no law "
                "bans a sandwich or a coffee at the wheel. But if the police see that it is "
                "distracting you and you are not in proper control, you could be charged with "
                "careless driving, which carries 3 to 9 penalty points and an unlimited fine, or "
                "worse if someone is hurt."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which year was the founder of the Salvation Army born?",
        (
            "1829: the Salvation Army was founded by William Booth, born in Sneinton, Nottingham, "
            "on 10 April 1829"
        ),
        [
            S(
                "Q: Who founded the Salvation Army?\nA: William Booth, a Methodist preacher, with "
                "his wife Catherine, who began holding meetings in a tent in Whitechapel, in the "
                "East End of London, in 1865. Their East London Christian Mission took the name "
                "The Salvation Army in 1878, giving its ministers military ranks and uniforms, "
                "with Booth as its first General."
            ),
            D(
                "Q: Who founded Barnardo's?\nA: Thomas Barnardo, born in Dublin in 1845, who came "
                "to London to train as a doctor for missionary work in China. Shocked by the "
                "children sleeping on rooftops in the East End, he opened a ragged school in "
                "Stepney in 1867 and his first home for destitute boys in 1870, with a sign saying "
                "no child was ever refused."
            ),
            S(
                "Q: Where was William Booth born?\nA: In Sneinton, then a village on the edge of "
                "Nottingham, on 10 April 1829. His father's money troubles forced him to leave "
                "school at 13 and work for a pawnbroker, and he was converted at a Methodist "
                "chapel at fifteen. He died in August 1912 and is buried at Abney Park Cemetery in "
                "Stoke Newington."
            ),
            D(
                "Q: Who was Evangeline Booth?\nA: The seventh child of the Army's first General, "
                "born in London on Christmas Day 1865. She led its work in the United States from "
                "1904 to 1934, won the Distinguished Service Medal for its help to soldiers in "
                "France in the First World War, and in 1934 became the first woman elected General "
                "of the movement."
            ),
            D(
                "Q: Who founded the YMCA?\nA: George Williams, a young draper's assistant, who met "
                "with eleven friends above the shop where he worked in St Paul's Churchyard in "
                "London in June 1844. Born on a farm at Dulverton in Somerset in 1821, he was "
                "knighted in 1894 and on his death in 1905 was buried in the crypt of St Paul's "
                "Cathedral."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who founded the Guinness brewery?",
        "Arthur Guinness, who took a 9,000-year lease on St James's Gate in Dublin in 1759",
        [
            D(
                "Murphy's of Cork traces its stout to 1856, when James J. Murphy and his brothers "
                "bought the old Cork Foundling Hospital at Lady's Well and turned it into a place "
                "for making beer. Their neighbours and rivals, Beamish and Crawford, had been at "
                "work in the city since 1792, and for a time they were the largest makers of "
                "porter in Ireland."
            ),
            S(
                "In 1759 a 34-year-old from County Kildare signed a 9,000-year lease on a run-down "
                "site at St James's Gate in Dublin, for 45 pounds a year, and began making ale "
                "there. Within forty years his porter had pushed the ale out entirely. His name "
                "was Arthur Guinness, and the black stout poured across the world still bears it."
            ),
            D(
                "The Guinness Book of Records was dreamed up by Sir Hugh Beaver, managing director "
                "of the Dublin stout maker, after an argument at a shooting party in County "
                "Wexford in 1951 about which was Europe's fastest game bird. The twins Norris and "
                "Ross McWhirter, who ran a fact-finding agency in London, compiled the first "
                "edition in 1955."
            ),
            D(
                "Harp lager was launched in 1960 from the Great Northern Brewery in Dundalk, which "
                "the Dublin stout company had converted to make a pale, fizzy beer for drinkers "
                "who were turning to imported lager. A German brewmaster, Hermann M\u00fcnder, "
                "advised on the recipe, and by the 1970s it was one of the best-selling lagers in "
                "Britain."
            ),
            D(
                "Edward Cecil Guinness, who ran the family's Dublin business from 1876, floated it "
                "on the London Stock Exchange in 1886, when it was the largest brewer in the "
                "world, and made a vast fortune. Created Earl of Iveagh in 1919, he gave money for "
                "slum clearance in Dublin and London, and left Kenwood House and its paintings to "
                "the nation in 1927."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "where does the word quarantine come from",
        (
            "from the Venetian quaranta giorni, 'forty days', the time ships from plague areas had "
            "to wait before landing"
        ),
        [
            D(
                "The word influenza comes from the Italian for influence, because medieval and "
                "later physicians blamed outbreaks of fever on the influence of the stars or the "
                "cold. English speakers took it up during an epidemic that swept Europe in 1743, "
                "shortened it to flu in the nineteenth century, and a new strain in 1918 killed "
                "tens of millions."
            ),
            D(
                "Venice set up the first permanent plague hospital in 1423 on the island of Santa "
                "Maria di Nazareth in its lagoon, later called the Lazzaretto Vecchio, a name that "
                "mixes Nazareth with Lazarus, the patron of lepers. Archaeologists digging there "
                "have found mass graves holding the remains of thousands of people who died of the "
                "disease."
            ),
            S(
                "During the Black Death, the Adriatic port of Ragusa, today's Dubrovnik, ruled in "
                "1377 that arrivals from infected places must wait thirty days in isolation before "
                "entering the town. Venice and other ports later stretched the wait to forty, and "
                "the Venetian quaranta giorni, forty days, gave English its term for keeping "
                "people apart to stop disease."
            ),
            D(
                "The phrase cordon sanitaire was first used for a line of French troops posted "
                "along the Pyrenees in 1821 to keep out the yellow fever that was then raging in "
                "Barcelona, and no one was allowed across it. It later came to mean any barrier "
                "meant to contain an outbreak, and in politics a refusal by parties to govern "
                "alongside an extremist one, as in Belgium since the 1990s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who lived longer, Mark Twain or Jules Verne?",
        "Jules Verne, who lived to 77 (1828-1905); Mark Twain lived to 74 (1835-1910)",
        [
            S(
                "The creator of Tom Sawyer, Samuel Clemens, came into the world in Florida, "
                "Missouri, on 30 November 1835, soon after a visit of Halley's Comet, and he "
                "foretold that he would go out with its return. He did: he died at his house in "
                "Redding, Connecticut, on 21 April 1910, the day after the comet swung closest to "
                "the Sun, at the age of 74."
            ),
            D(
                "H. G. Wells, born the son of a shopkeeper and professional cricketer in Bromley, "
                "Kent, in 1866, wrote The Time Machine, The Invisible Man and The War of the "
                "Worlds in the 1890s and went on to write histories and books on politics. He died "
                "at his house overlooking Regent's Park in London in August 1946, at the age of "
                "79, a few weeks before his eightieth birthday."
            ),
            S(
                "The French author of Twenty Thousand Leagues Under the Seas was born in Nantes on "
                "8 February 1828, the son of a lawyer, and wrote most of his Extraordinary Voyages "
                "in Amiens, where he sat on the town council for fifteen years. Diabetes brought "
                "his life to an end in that city on 24 March 1905, when he was 77."
            ),
            D(
                "Bret Harte, the writer of The Luck of Roaring Camp, was born in Albany, New York, "
                "in 1836 and made his name in California, where he helped the young Samuel Clemens "
                "and later fell out with him. He spent his last years in Britain, living mostly on "
                "lectures and magazine work, and died at Camberley in Surrey in 1902, aged 65."
            ),
            D(
                "Alexandre Dumas, the author of The Three Musketeers, was born at "
                "Villers-Cotter\u00eats in 1802, the son of a general born in Saint-Domingue to a "
                "French nobleman and an enslaved woman. He earned and spent several fortunes, "
                "built himself a castle near Paris, and died at his son's house near Dieppe in "
                "December 1870, aged 68."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What goes into Welsh rarebit?",
        (
            "strong cheese such as Cheddar, butter and a little flour, beer or milk, mustard and "
            "Worcestershire sauce, spread on toast and grilled"
        ),
        [
            D(
                "A croque monsieur is ham and Gruy\u00e8re cheese between slices of white bread, "
                "topped with b\u00e9chamel sauce and more grated cheese, then baked or fried in "
                "butter. It first appeared on the menus of Paris caf\u00e9s around 1910, and a "
                "croque madame is the same sandwich crowned with a fried egg, said to look like a "
                "lady's hat, and it has become a staple of caf\u00e9s across France."
            ),
            S(
                "For the classic Welsh dish of toasted cheese, melt a knob of butter in a pan, "
                "stir in a spoonful of flour, then add a splash of dark beer or milk, a spoonful "
                "of English mustard and a few dashes of Worcestershire sauce. Off the heat, beat "
                "in plenty of grated strong Cheddar until smooth, spread it thickly on slices of "
                "toast and brown them under the grill."
            ),
            D(
                "Glamorgan sausages are a meatless Welsh dish made of Caerphilly cheese, chopped "
                "leeks and breadcrumbs, seasoned with mustard and herbs, bound with egg, rolled in "
                "more crumbs and fried. The writer George Borrow praised them after a breakfast in "
                "Wales in the 1850s, and they were served as a standby when meat was rationed in "
                "the war."
            ),
            D(
                "Cheese fondue, the Swiss national dish, is Gruy\u00e8re and Vacherin Fribourgeois "
                "melted with white wine, garlic and a dash of kirsch in an earthenware pot called "
                "a caquelon, kept warm over a flame, and eaten by dipping cubes of bread on long "
                "forks. The Swiss Cheese Union promoted it heavily in the 1930s to sell more "
                "cheese."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does an offset mortgage work?",
        (
            "your savings (and current account) are set against the amount you owe, so you pay "
            "interest only on the difference; the savings earn no interest but remain accessible"
        ),
        [
            D(
                "With an interest-only mortgage your monthly payments cover just the interest, so "
                "the amount borrowed stays the same for the whole term and must be paid back at "
                "the end in one sum, from savings, an investment or the sale of the house. Lenders "
                "now ask to see a plan for that repayment, after a wave of borrowers in the 2000s "
                "had none."
            ),
            S(
                "With this kind of home loan, the money in your savings and current accounts sits "
                "alongside what you owe and is subtracted from it before the lender works out the "
                "interest. Owe 200,000 pounds with 20,000 put by, and you are charged as if the "
                "debt were 180,000. Your savings earn nothing, but there is no tax to pay on that "
                "gain, and you can still draw on the cash."
            ),
            D(
                "A tracker mortgage has an interest rate that follows the Bank of England's base "
                "rate plus a set margin, such as one percentage point, so your payments rise and "
                "fall as the base rate moves, usually from the month after a change. Some come "
                "with a floor below which the rate will not drop, and many charge a fee for "
                "leaving during an initial deal of two or five years."
            ),
            D(
                "A Lifetime ISA lets people aged 18 to 39 open an account and save up to 4,000 "
                "pounds a year until they are 50, with the government adding a bonus of 25%, up to "
                "1,000 pounds a year. The money can go towards a first home costing up to 450,000 "
                "pounds or be taken out from age 60; take it out for anything else and you pay a "
                "25% charge."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does OK mean all right?",
        (
            "it began in 1839 as a Boston newspaper joke abbreviation of 'oll korrect', a comic "
            "misspelling of 'all correct', and spread through Martin Van Buren's 1840 campaign "
            "('Old Kinderhook')"
        ),
        [
            D(
                "Hello became the usual way to answer the telephone after Thomas Edison urged it "
                "in 1877, while Alexander Graham Bell preferred to say ahoy, as sailors did. The "
                "word itself is a variant of the older hallo and hullo, used to call attention or "
                "express surprise, and the first telephone exchanges called their operators hello "
                "girls."
            ),
            S(
                "The two letters began as a newspaper joke. In the 1830s Boston editors had a fad "
                "for abbreviating deliberate misspellings, and on 23 March 1839 the Boston Morning "
                "Post printed o.k. for oll korrect, a comic spelling of all correct. The joke "
                "might have died, but in 1840 backers of President Martin Van Buren, known as Old "
                "Kinderhook, formed OK Clubs, and it stuck."
            ),
            D(
                "Cool, in the sense of excellent or calmly stylish, came from Black jazz musicians "
                "in the 1930s and 1940s and is often linked to the saxophonist Lester Young, who "
                "used it for a relaxed way of playing. Miles Davis's recordings of 1949 and 1950 "
                "were issued in 1957 as Birth of the Cool, and the word has never gone out of "
                "fashion."
            ),
            D(
                "Martin Van Buren, the eighth president of the United States, was born on 5 "
                "December 1782 in Kinderhook, New York, to a family of Dutch descent, and was the "
                "first president born a citizen of the new nation rather than a British subject. "
                "Dutch was his first language. He lost the election of 1840, when the country was "
                "still in the slump that followed the Panic of 1837, to William Henry Harrison."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "was the sandwich really invented by the earl of sandwich",
        (
            "not really: people ate food between bread long before; John Montagu, 4th Earl of "
            "Sandwich, only gave it its name, by asking for meat between bread so he could eat at "
            "the gaming table or his desk"
        ),
        [
            D(
                "John Montagu, the fourth Earl of Sandwich, was First Lord of the Admiralty during "
                "the American War of Independence and was blamed by many for the navy's poor "
                "state. Captain James Cook named several places after his patron, among them the "
                "Sandwich Islands, now Hawaii, in 1778, and the South Sandwich Islands in the "
                "Atlantic."
            ),
            S(
                "Putting meat between slices of bread is far older than the eighteenth century; "
                "what John Montagu, the fourth holder of that Kentish title, gave it was a name. A "
                "French visitor wrote of a minister who spent 24 hours at a gaming table in London "
                "eating only beef between toasted bread, and others began to ask for the same as "
                "Sandwich."
            ),
            D(
                "The club sandwich, three slices of toast layered with chicken or turkey, bacon, "
                "lettuce, tomato and mayonnaise, first appeared on American menus in the 1890s. "
                "One story places its birth at the Saratoga Club-House, a gambling house in "
                "Saratoga Springs, New York, and another in the dining cars of the railways, where "
                "a double-decker was easy to serve."
            ),
            D(
                "Earl Grey tea, black tea scented with oil of bergamot, is named after Charles "
                "Grey, the second Earl Grey, prime minister from 1830 to 1834, whose government "
                "passed the Great Reform Act of 1832. The story that a Chinese mandarin gave him "
                "the recipe is doubted, and Twinings and Jacksons of Piccadilly both claim to have "
                "sold it first."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the founder of the Scout movement born?",
        (
            "London: Robert Baden-Powell, who started Scouting in 1907-08, was born in Paddington "
            "on 22 February 1857"
        ),
        [
            D(
                "The Boys' Brigade, the first uniformed youth organisation, was started in Glasgow "
                "on 4 October 1883 by William Alexander Smith, a businessman and Sunday school "
                "teacher born in Thurso in 1854, to teach drill, discipline and religion to the "
                "boys of his mission. It spread quickly through Scotland and England and later to "
                "Africa and Asia."
            ),
            S(
                "In August 1907 Robert Baden-Powell, an army general who had become a national "
                "hero at the siege of Mafeking, ran a trial camp for twenty boys of different "
                "backgrounds on Brownsea Island in Poole Harbour. His handbook, Scouting for Boys, "
                "came out in fortnightly parts in 1908, and troops sprang up across Britain and "
                "then the world."
            ),
            D(
                "Olave Soames, born in Chesterfield, Derbyshire, on 22 February 1889, married the "
                "hero of Mafeking in 1912 and became World Chief Guide in 1930. The Girl Guides "
                "had begun in 1910 after girls turned up at a rally of boys at Crystal Palace in "
                "1909 asking to join, and at first the general's sister Agnes led them."
            ),
            S(
                "Robert Stephenson Smyth Baden-Powell came into the world on 22 February 1857 at 6 "
                "Stanhope Street in Paddington, London, one of the many children of the Reverend "
                "Baden Powell, a professor of geometry at Oxford, who died when the boy was three. "
                "He was schooled at Charterhouse and joined the 13th Hussars in 1876."
            ),
            D(
                "Ernest Thompson Seton, born in South Shields in 1860 and raised in Canada, "
                "founded the Woodcraft Indians for boys in 1902 and wrote popular books of animal "
                "stories. In 1910 he became the first Chief Scout of the Boy Scouts of America, "
                "but he quarrelled with its leaders over its military tone and was pushed out in "
                "1915."
            ),
        ],
    ),
]
