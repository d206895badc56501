"""The forty-sixth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev35.py` and `source_dev42.py` for
the format; the questions of `source.py` and `source_dev2.py` to `source_dev43.py` to choose
subjects none of them asks about); the held-out sources were only counted against each subject
(`grep -c`), never read. Subjects are taken only from history, politics, law, the arts (music,
literature, film, painting), sports, technology and everyday life (food, health, money, home,
travel); another writer took natural science, animals and plants and geography at the same time.
A quarter of the questions (10 of 40) are typed search-box style. Written after lexical-v36, the
batch measures how far the evaluator's tuning carries to questions it was not written against
(the evaluator may be tuned meanwhile on the earlier batches, never on this one before it is
measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 365 characters and distractors 358; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who led the Prague Spring reforms in Czechoslovakia?",
        (
            "Alexander Dub\u010dek, First Secretary of the Czechoslovak Communist Party from "
            "January 1968"
        ),
        [
            D(
                "Anton\u00edn Novotn\u00fd: Anton\u00edn Novotn\u00fd was First Secretary of the "
                "Communist Party of Czechoslovakia from 1953 and also the country's president from "
                "1957. A rigid hardliner, he lost the party post in January 1968 after criticism "
                "from Slovak members and economists, and he gave up the presidency in March of "
                "that year to the war hero Ludv\u00edk Svoboda."
            ),
            S(
                "Alexander Dub\u010dek: Alexander Dub\u010dek, a Slovak who became First Secretary "
                "of the Czechoslovak Communist Party on 5 January 1968, led the reforms known as "
                "the Prague Spring, which eased censorship and promised 'socialism with a human "
                "face'. Warsaw Pact armies ended them in August 1968, and in April 1969 he was "
                "replaced and later expelled from the party."
            ),
            D(
                "Gust\u00e1v Hus\u00e1k: Gust\u00e1v Hus\u00e1k, a Slovak lawyer jailed under "
                "Stalinist rule in the 1950s, took over as First Secretary of the Czechoslovak "
                "Communist Party in April 1969 and led the period of 'normalisation' that purged "
                "reformers from jobs and the party. He became president in 1975 and resigned in "
                "December 1989 during the Velvet Revolution."
            ),
            D(
                "Imre Nagy: Imre Nagy, a reform-minded Communist, became Prime Minister of Hungary "
                "again during the uprising of October 1956 and announced that the country would "
                "leave the Warsaw Pact. Soviet tanks crushed the revolt in November; Nagy "
                "sheltered in the Yugoslav embassy, was seized when he left it, and was tried in "
                "secret and hanged in June 1958."
            ),
            D(
                "Ludv\u00edk Svoboda: Ludv\u00edk Svoboda, a general who had commanded the "
                "Czechoslovak army corps that fought alongside the Red Army in the Second World "
                "War, was elected President of Czechoslovakia on 30 March 1968. In August he flew "
                "to Moscow to negotiate the release of the arrested party leaders, and he stayed "
                "in office until illness forced him out in May 1975, aged seventy-nine."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who leaked the pentagon papers",
        (
            "Daniel Ellsberg, a RAND Corporation military analyst, who copied the study and passed "
            "it to The New York Times in 1971"
        ),
        [
            D(
                "Mark Felt: Mark Felt, deputy director of the FBI in the early 1970s, was the "
                "secret source the Washington Post reporters Bob Woodward and Carl Bernstein "
                "called Deep Throat while they uncovered the Watergate scandal. His identity "
                "stayed hidden for more than thirty years until he revealed it himself in Vanity "
                "Fair in May 2005, at the age of 91."
            ),
            D(
                "Neil Sheehan: Neil Sheehan, a New York Times reporter who had covered the war in "
                "Vietnam for United Press International, obtained a secret Defense Department "
                "history of the war in 1971 and wrote the series of articles the paper began "
                "publishing on 13 June. He later won the Pulitzer Prize for A Bright Shining Lie, "
                "his 1988 book about John Paul Vann, and he died in January 2021 at the age of 84."
            ),
            S(
                "Daniel Ellsberg: Daniel Ellsberg, a military analyst at the RAND Corporation who "
                "had worked on the Pentagon's secret study of American decision-making in Vietnam, "
                "photocopied its 7,000 pages in 1969 and gave them to The New York Times, which "
                "began publishing them in June 1971. Charges against him under the Espionage Act "
                "were dismissed in 1973 because of government misconduct."
            ),
            D(
                "Chelsea Manning: Chelsea Manning, a US Army intelligence analyst serving in Iraq, "
                "passed hundreds of thousands of classified military logs and diplomatic cables to "
                "WikiLeaks in 2010. She was convicted by court-martial in 2013 and sentenced to 35 "
                "years in prison, but President Barack Obama commuted the sentence in January 2017 "
                "and she was freed that May."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came out first, Pet Sounds or Sgt. Pepper's Lonely Hearts Club Band?",
        (
            "Pet Sounds, released by the Beach Boys in May 1966, a year before Sgt. Pepper "
            "(May/June 1967)"
        ),
        [
            S(
                "Pet Sounds: Pet Sounds is the eleventh studio album by the Beach Boys, released "
                "by Capitol Records on 16 May 1966. Brian Wilson wrote most of it with the "
                "lyricist Tony Asher and recorded the backing tracks with Los Angeles session "
                "players while the rest of the band toured Japan; it includes 'God Only Knows' and "
                "'Wouldn't It Be Nice'."
            ),
            D(
                "Revolver: Revolver, the seventh studio album by the Beatles, was released in "
                "Britain on 5 August 1966, the same month the band played their last paid concert "
                "at Candlestick Park in San Francisco. Recorded at EMI's Abbey Road studios, it "
                "features tape loops and backwards guitar on 'Tomorrow Never Knows' and a cover "
                "drawn by the bassist Klaus Voormann, an old friend from Hamburg."
            ),
            S(
                "Sgt. Pepper's Lonely Hearts Club Band: Sgt. Pepper's Lonely Hearts Club Band, the "
                "eighth studio album by the Beatles, was released in Britain on 26 May 1967 and in "
                "the United States on 2 June. Recorded over some 700 hours at Abbey Road with the "
                "producer George Martin, it has a cover by Peter Blake and Jann Haworth and closes "
                "with 'A Day in the Life'."
            ),
            D(
                "Smile (Beach Boys album): Smile was the album Brian Wilson began recording in "
                "1966 as the follow-up to his band's previous record, with lyrics by Van Dyke "
                "Parks and the single 'Good Vibrations'. Wilson's breakdown and legal troubles led "
                "the band to shelve it in May 1967; a version finally came out as The Smile "
                "Sessions in October 2011."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which great powers led the Congress of Vienna?",
        (
            "Austria, Russia, Prussia and Britain, the four allies that beat Napoleon, later "
            "joined by France"
        ),
        [
            D(
                "Treaty of Paris (1814): The Treaty of Paris, signed on 30 May 1814 after "
                "Napoleon's first abdication, ended the war between France and the Sixth "
                "Coalition, whose armies had marched into Paris that March. It restored the "
                "Bourbon king Louis XVIII, brother of the executed Louis XVI, returned France "
                "roughly to its borders of 1792, and called for a general congress in Vienna to "
                "settle the rest of Europe."
            ),
            S(
                "Congress of Vienna: The Congress of Vienna, which met from September 1814 to June "
                "1815 under the chairmanship of Austria's Prince Metternich, redrew Europe after "
                "the Napoleonic Wars. Its decisions were made by the four victorious great powers, "
                "Austria, Russia, Prussia and Britain, with defeated France soon admitted through "
                "the skill of its envoy Talleyrand."
            ),
            D(
                "Holy Alliance: The Holy Alliance was a pact proposed by Tsar Alexander I of "
                "Russia and signed in Paris in September 1815 by the monarchs of Russia, Austria "
                "and Prussia, who promised to rule by Christian principles. Britain's foreign "
                "secretary Castlereagh called it a piece of sublime mysticism and nonsense, and "
                "Britain never joined."
            ),
            D(
                "Concert of Europe: The Concert of Europe was the system of regular meetings among "
                "the great powers that followed the Napoleonic Wars, beginning with the Congress "
                "of Aix-la-Chapelle in 1818. It aimed to keep the balance of power and put down "
                "revolutions, and it held conferences at Troppau, Laibach and Verona before "
                "falling apart in the 1820s."
            ),
            D(
                "Congress of Berlin: The Congress of Berlin met in June and July 1878, chaired by "
                "the German chancellor Otto von Bismarck, to revise the Treaty of San Stefano "
                "after the Russo-Turkish War. It recognised the independence of Serbia, Montenegro "
                "and Romania, shrank the new Bulgaria and let Austria-Hungary occupy Bosnia and "
                "Herzegovina."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did the Peace of Augsburg settle the religious conflict in the Holy Roman Empire?",
        (
            "It let each prince choose Lutheranism or Catholicism for his own territory (cuius "
            "regio, eius religio); subjects of the other faith could emigrate"
        ),
        [
            D(
                "Diet of Worms: The Diet of Worms was an imperial assembly held in 1521 in the "
                "Rhineland city of Worms, where the young Emperor Charles V heard Martin Luther "
                "refuse to recant his writings. The Edict of Worms that followed in May declared "
                "Luther an outlaw and banned his books, though Frederick the Wise of Saxony hid "
                "him at the Wartburg castle."
            ),
            D(
                "Peace of Westphalia: The Peace of Westphalia, two treaties signed at "
                "Osnabr\u00fcck and M\u00fcnster in October 1648, ended the Thirty Years' War. "
                "Among much else it extended religious toleration in the Holy Roman Empire to "
                "Calvinists, fixed 1624 as the normal year for church property, and gave the "
                "German princes the right to make their own alliances."
            ),
            S(
                "Peace of Augsburg: The Peace of Augsburg, agreed at the imperial diet in "
                "September 1555 between Charles V's brother Ferdinand and the Lutheran princes, "
                "ended the religious wars in the Empire by letting each ruler decide whether his "
                "lands would be Lutheran or Catholic, the rule later summed up as cuius regio, "
                "eius religio. Subjects who held the other faith were allowed to move away."
            ),
            D(
                "Schmalkaldic League: The Schmalkaldic League was a defensive alliance of Lutheran "
                "princes and cities formed in 1531 under the leadership of Philip of Hesse and "
                "John Frederick of Saxony. Charles V defeated its armies at the Battle of "
                "M\u00fchlberg in April 1547 and captured John Frederick, though the emperor's "
                "victory did not end the Protestant cause."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is it called the calcutta cup",
        (
            "because it was made from the melted-down silver rupees of the Calcutta Football Club, "
            "a rugby club in India that disbanded in 1878"
        ),
        [
            D(
                "Triple Crown (rugby union): The Triple Crown is an honour in rugby union won by "
                "one of England, Ireland, Scotland or Wales when it beats all three of the others "
                "in a single Six Nations season. For most of its history there was no trophy at "
                "all; a silver dish made by Thomas Lyte was only introduced in 2006 and first "
                "handed to Ireland that spring."
            ),
            S(
                "Calcutta Cup: The Calcutta Cup, played for by England and Scotland at rugby union "
                "since 1879, takes its name from the Calcutta Football Club in India. When the "
                "club broke up in 1878, its members withdrew the silver rupees left in its bank "
                "account and had them melted down and made into an ornate cup decorated with "
                "cobras and an elephant, which they gave to the Rugby Football Union."
            ),
            D(
                "Webb Ellis Cup: The Webb Ellis Cup is the trophy awarded to the winners of the "
                "men's Rugby World Cup, first contested in New Zealand and Australia in 1987. It "
                "is named after William Webb Ellis, the Rugby School pupil said to have picked up "
                "the ball and run with it in 1823, a story most historians now doubt, and it is "
                "silver gilt."
            ),
            D(
                "Bledisloe Cup: The Bledisloe Cup is the rugby union trophy played for by New "
                "Zealand and Australia, named after Lord Bledisloe, the Governor-General of New "
                "Zealand who donated it in 1931 and had it made by a London silversmith. The All "
                "Blacks have held it for most of its history, including an unbroken run from 2003 "
                "onward, and it is now usually decided in the Rugby Championship matches."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is table tennis an Olympic sport?",
        "Yes: it has been on the Summer Olympics programme since Seoul 1988",
        [
            D(
                "Badminton at the Summer Olympics: Badminton was a demonstration sport at the 1972 "
                "Munich Games and an exhibition sport in 1988, and it became a full Olympic medal "
                "sport at Barcelona in 1992 with singles and doubles events for men and women. "
                "Mixed doubles was added at Atlanta in 1996, and China and Indonesia have won the "
                "most gold medals."
            ),
            S(
                "Table tennis at the Summer Olympics: Table tennis became an Olympic medal sport "
                "at the 1988 Games in Seoul, with singles and doubles events for men and women, "
                "and it has been part of every Summer Games since. Team events replaced doubles in "
                "2008 and mixed doubles was added in Tokyo in 2021. Chinese players have won the "
                "great majority of the gold medals."
            ),
            D(
                "World Table Tennis Championships: The World Table Tennis Championships were first "
                "held in London in December 1926, organised by the newly founded International "
                "Table Tennis Federation. Hungary dominated the early decades, winning most titles "
                "before the Second World War, while Japan and then China took over from the 1950s "
                "onward."
            ),
            D(
                "Tennis at the Summer Olympics: Tennis was played at the first modern Olympics in "
                "Athens in 1896 but was dropped after the 1924 Paris Games over a dispute about "
                "amateur status. It came back as a demonstration sport in 1968 and 1984 and "
                "returned as a full medal sport at Seoul in 1988, where Steffi Graf of West "
                "Germany won the gold in the women's singles on her way to a Golden Slam."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who composed the music Torvill and Dean skated to when they won Olympic gold in 1984?",
        "Maurice Ravel: they skated to his Bol\u00e9ro (1928)",
        [
            S(
                "Torvill and Dean: Jayne Torvill and Christopher Dean, ice dancers from "
                "Nottingham, won the gold medal at the 1984 Winter Olympics in Sarajevo with a "
                "free dance to Bol\u00e9ro, receiving nine perfect 6.0 scores for artistic "
                "impression on 14 February. They had shortened the piece to four minutes and ten "
                "seconds and began on their knees to stay within the time limit."
            ),
            D(
                "Katarina Witt: Katarina Witt, an East German figure skater trained in "
                "Karl-Marx-Stadt by Jutta M\u00fcller, won the ladies' singles gold at the 1984 "
                "Winter Olympics in Sarajevo and again at Calgary in 1988, where her free skate "
                "was set to music from Bizet's Carmen. She also won four world titles between 1984 "
                "and 1988 and later starred in touring ice shows."
            ),
            S(
                "Bol\u00e9ro: Bol\u00e9ro is a one-movement orchestral piece by the French "
                "composer Maurice Ravel, written in 1928 as a ballet for the dancer Ida Rubinstein "
                "and first performed at the Paris Op\u00e9ra that November. Built on one melody "
                "repeated over an unchanging snare-drum rhythm while the orchestra steadily grows "
                "louder, it became his most famous work."
            ),
            D(
                "Daphnis et Chlo\u00e9: Daphnis et Chlo\u00e9 is a ballet with a large orchestra "
                "and wordless chorus written by the French composer Maurice Ravel for Sergei "
                "Diaghilev's Ballets Russes, with choreography by Michel Fokine and Vaslav "
                "Nijinsky dancing Daphnis. It was first staged in Paris in June 1912, and its "
                "second orchestral suite, ending in a wild bacchanal, is often played in concerts."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who led the Solidarity trade union in Poland?",
        (
            "Lech Wa\u0142\u0119sa, the electrician at the Lenin Shipyard in Gda\u0144sk who "
            "chaired it from its founding in 1980"
        ),
        [
            S(
                "Solidarity, the first independent trade union in the Soviet bloc, grew out of the "
                "strike at the Lenin Shipyard in Gda\u0144sk in August 1980 and was led from the "
                "start by Lech Wa\u0142\u0119sa, an electrician who had been sacked from the yard "
                "for his activism. It soon had some ten million members, and Wa\u0142\u0119sa "
                "remained its chairman through martial law and the 1989 Round Table talks."
            ),
            D(
                "Anna Walentynowicz was a crane operator at the Lenin Shipyard in Gda\u0144sk "
                "whose dismissal five months before her retirement, in August 1980, set off the "
                "strike that gave birth to the Solidarity movement. The strikers' first demand was "
                "her reinstatement. She later fell out with the union's leadership, and she died "
                "in the plane crash at Smolensk in April 2010."
            ),
            D(
                "General Wojciech Jaruzelski, Poland's prime minister and Communist Party leader, "
                "declared martial law on 13 December 1981, sending tanks onto the streets, "
                "interning thousands of union activists and banning the Solidarity movement the "
                "following year. He later argued that he had acted to prevent a Soviet invasion, "
                "and he served as president from 1989 to 1990."
            ),
            D(
                "Tadeusz Mazowiecki, a Catholic journalist and adviser to the striking shipyard "
                "workers in 1980, became the first non-Communist prime minister in the Eastern "
                "bloc in August 1989, after the partly free elections that June. His finance "
                "minister Leszek Balcerowicz carried out the shock therapy that moved Poland "
                "quickly to a market economy."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who invented bubble wrap",
        "Alfred Fielding and Marc Chavannes, two engineers in New Jersey, in 1957",
        [
            D(
                "Styrofoam, the blue extruded polystyrene foam used to insulate buildings and make "
                "floats, was invented by the chemist Ray McIntire at Dow Chemical in Midland, "
                "Michigan, in 1941 while he was trying to make a flexible rubber-like insulator. "
                "The white foam cups and packing peanuts people often call by the same name are in "
                "fact a different material, expanded polystyrene beads."
            ),
            S(
                "Bubble wrap began as a failure: in 1957 two engineers in Hawthorne, New Jersey, "
                "Alfred Fielding and Marc Chavannes, sealed two shower curtains together so that "
                "air was trapped between them, hoping to sell the result as a textured wallpaper. "
                "Nobody wanted it, but in 1960 they founded Sealed Air to sell it as packing "
                "material, and IBM became an early customer."
            ),
            D(
                "Cling film was born in 1933 when Ralph Wiley, a laboratory worker at Dow "
                "Chemical, found a film stuck to a beaker that he could not scrub off. The "
                "material, polyvinylidene chloride, was first used as a spray coating to protect "
                "fighter planes from salt water, and only in 1953 did it go on sale to households "
                "as Saran Wrap for wrapping food."
            ),
            D(
                "The corrugated cardboard box owes much to Robert Gair, a Brooklyn paper-bag maker "
                "who in 1890 realised that a cutting rule set a little higher than the creasing "
                "rule could cut and crease a sheet in one press. His pre-cut flat cartons could be "
                "folded into boxes on the spot, and by 1896 the National Biscuit Company was using "
                "them to ship crackers."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which was published first, Mrs Dalloway or To the Lighthouse?",
        "Mrs Dalloway, published in May 1925, two years before To the Lighthouse (May 1927)",
        [
            D(
                "Jacob's Room, published by the Hogarth Press in October 1922, was Virginia "
                "Woolf's third novel and her first to break with the conventional form of her "
                "earlier books. It follows the life of Jacob Flanders from childhood to his death "
                "in the First World War, seen almost wholly through the impressions of the people "
                "and places around him."
            ),
            S(
                "Virginia Woolf's Mrs Dalloway came out in May 1925 from the Hogarth Press, the "
                "publishing house she ran with her husband Leonard. The novel follows Clarissa "
                "Dalloway through a single Wednesday in June 1923 as she prepares for a party in "
                "Westminster, while the shell-shocked war veteran Septimus Warren Smith moves "
                "through the same London day."
            ),
            S(
                "To the Lighthouse, Virginia Woolf's fifth novel, was published in May 1927. "
                "Drawing on her childhood summers in St Ives, it is set in the Ramsay family's "
                "holiday house on the Isle of Skye and falls into three parts, the middle one, "
                "Time Passes, covering ten years of war and death in a few pages before the family "
                "finally makes the trip to the lighthouse."
            ),
            D(
                "Ulysses by James Joyce, a novel set on a single day, 16 June 1904, in Dublin, was "
                "published in full in Paris on 2 February 1922, Joyce's fortieth birthday, by "
                "Sylvia Beach's bookshop Shakespeare and Company, after American courts had banned "
                "the serialisation in The Little Review. It was not legally published in the "
                "United States until after a ruling by Judge John Woolsey in 1933."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "what is ketchup made of",
        "tomatoes (concentrate), vinegar, sugar, salt and spices such as onion powder",
        [
            D(
                "Worcestershire sauce was first sold in 1837 by two chemists in Worcester, John "
                "Wheeley Lea and William Perrins, who said they had made it from a recipe brought "
                "back from Bengal. It is a fermented sauce of malt vinegar, molasses, sugar, "
                "tamarind, anchovies, onions and garlic, aged in barrels for months before it is "
                "strained and bottled."
            ),
            D(
                "The word ketchup probably comes from k\u00ea-tsiap, a fermented fish sauce from "
                "southern China that British sailors met in Southeast Asia around 1700. Early "
                "English recipes used anchovies, oysters, walnuts or mushrooms, and the Pittsburgh "
                "company H. J. Heinz only began bottling its own version in 1876, in a clear glass "
                "bottle to show off its colour."
            ),
            S(
                "A bottle of ordinary tomato ketchup holds very few ingredients. Most of it is "
                "tomato concentrate, cooked down from fresh tomatoes, mixed with distilled vinegar "
                "and sugar or corn syrup, which together give the sweet and sour taste. Salt is "
                "added, and a small amount of spices and flavourings, typically onion powder and "
                "sometimes garlic, allspice or cloves."
            ),
            D(
                "Mayonnaise is an emulsion of oil and egg yolk, usually sharpened with lemon juice "
                "or vinegar and seasoned with mustard and salt. The lecithin in the yolk lets tiny "
                "droplets of oil stay suspended in the small amount of water, and a recipe for it "
                "appears in French cookbooks from the early nineteenth century, often linked with "
                "the Balearic port of Mah\u00f3n on the island of Menorca."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the Turing test work?",
        (
            "A human judge holds typed conversations with a hidden person and a hidden machine; if "
            "the judge cannot reliably tell which is the machine, it passes"
        ),
        [
            S(
                "In his 1950 paper Computing Machinery and Intelligence, Alan Turing proposed "
                "replacing the question of whether machines can think with a game. A human "
                "interrogator exchanges typed messages with two unseen players, one a person and "
                "one a computer, and must decide which is which; if the interrogator cannot "
                "reliably pick out the machine, it is said to have passed."
            ),
            D(
                "A CAPTCHA turns the usual test around: it is a challenge that a computer sets to "
                "decide whether the user is a human or a program. The name stands for Completely "
                "Automated Public Turing test to tell Computers and Humans Apart, coined in 2003 "
                "by researchers at Carnegie Mellon University, and early versions asked users to "
                "read distorted letters."
            ),
            D(
                "ELIZA, a program written by Joseph Weizenbaum at the Massachusetts Institute of "
                "Technology between 1964 and 1966, imitated a psychotherapist by turning the "
                "user's typed statements into questions. Weizenbaum was alarmed when people, "
                "including his own secretary, confided in it as though it understood them, and he "
                "later became a critic of artificial intelligence."
            ),
            D(
                "The Loebner Prize, founded in 1990 by the American businessman Hugh Loebner, held "
                "an annual contest at which chatbots conversed with judges who also talked to "
                "humans. Bronze medals went each year to the program judged most human-like, but "
                "the gold medal and 100,000 dollars promised for one the judges could not tell "
                "from a person was never awarded."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do hangovers happen?",
        (
            "Alcohol makes you pass more urine so you dehydrate, its breakdown product "
            "acetaldehyde is toxic, it disturbs sleep and irritates the stomach, and congeners in "
            "dark drinks add to it"
        ),
        [
            D(
                "Alcohol is broken down mainly in the liver, first by the enzyme alcohol "
                "dehydrogenase into acetaldehyde and then by aldehyde dehydrogenase into acetate. "
                "A healthy liver clears roughly one unit an hour, so a person who drinks six units "
                "in an evening will still have alcohol in the blood the next morning and may be "
                "over the limit for driving."
            ),
            S(
                "The morning-after misery of a hangover has several causes. Alcohol suppresses the "
                "hormone that makes the kidneys hold on to water, so drinkers lose fluid and wake "
                "dehydrated with a headache; the liver turns alcohol into acetaldehyde, a toxic "
                "compound; sleep is shallow and broken; the stomach lining is irritated; and "
                "congeners in dark drinks such as brandy make it worse."
            ),
            D(
                "In some people, particularly of East Asian descent, a single drink brings on a "
                "red, hot face, a racing heart and nausea. This alcohol flush reaction comes from "
                "an inherited variant of the enzyme aldehyde dehydrogenase that clears "
                "acetaldehyde only slowly, so the toxic compound builds up in the blood, and it is "
                "linked to a higher risk of oesophageal cancer in those who drink heavily."
            ),
            D(
                "The UK's Chief Medical Officers advise that men and women should not regularly "
                "drink more than 14 units of alcohol a week, spread over three or more days, with "
                "several drink-free days. A unit is 10 ml of pure alcohol, about half a pint of "
                "ordinary-strength beer, and a large 250 ml glass of wine at 12 per cent holds "
                "three units."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is the 24 Hours of Le Mans raced partly on public roads?",
        (
            "Yes: much of the Circuit de la Sarthe, including the Mulsanne Straight, is ordinary "
            "public road closed for the race"
        ),
        [
            D(
                "The 24 Hours of Le Mans was first run on 26 and 27 May 1923, organised by the "
                "Automobile Club de l'Ouest as a test of the endurance of touring cars, and was "
                "won by Andr\u00e9 Lagache and Ren\u00e9 L\u00e9onard in a Chenard & Walcker. "
                "Since then it has been held every year in June except in 1936 and during the "
                "Second World War, and it was put back to September in 2020."
            ),
            S(
                "The Circuit de la Sarthe used for the 24 Hours of Le Mans is about 13.6 km long, "
                "and much of it is made up of ordinary country roads that stay open to traffic for "
                "most of the year and are closed off only for the race week. The most famous "
                "stretch, the Mulsanne Straight, is part of the D338 road from Le Mans to Tours, "
                "slowed by two chicanes since 1990."
            ),
            D(
                "The Bugatti Circuit is a permanent racing track at Le Mans that shares its pit "
                "lane, main straight and first corners with the course of the 24-hour race but "
                "turns back towards the paddock soon after the Dunlop Bridge. Some 4.2 km long and "
                "named after Ettore Bugatti, it hosts the French motorcycle Grand Prix every May "
                "and was used for Formula One's French Grand Prix in 1967."
            ),
            D(
                "The Monaco Grand Prix, first held in 1929, is run on the closed streets of Monte "
                "Carlo and La Condamine, past the casino and the harbour and through the tunnel "
                "under the Fairmont hotel. At about 3.3 km it is the shortest circuit on the "
                "Formula One calendar, and its narrow corners make overtaking so hard that "
                "qualifying usually decides the race."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        (
            "Which Japanese literary prize is named after the writer whose stories Kurosawa's "
            "Rashomon was based on?"
        ),
        "the Akutagawa Prize, named after Ry\u016bnosuke Akutagawa",
        [
            S(
                "Akira Kurosawa's film Rashomon, released in 1950 and starring Toshiro Mifune as a "
                "bandit, took its plot from the short story In a Grove and its title and framing "
                "scene at a ruined city gate from the story Rash\u014dmon, both by Ry\u016bnosuke "
                "Akutagawa. It tells the same killing four contradictory ways and won the Golden "
                "Lion at Venice in 1951."
            ),
            S(
                "The Akutagawa Prize, Japan's best-known award for new serious fiction, was "
                "founded in 1935 by the writer and publisher Kan Kikuchi in memory of his friend "
                "Ry\u016bnosuke Akutagawa, who had taken his own life in 1927. It is given twice a "
                "year, in January and July, usually to a story published in a literary magazine, "
                "and past winners include Kenzabur\u014d \u014ce."
            ),
            D(
                "The Naoki Prize, set up in 1935 by the publisher of the magazine "
                "Bungeishunj\u016b at the same time as its better-known sister award, is given "
                "twice a year for popular fiction. It is named after Sanj\u016bgo Naoki, an author "
                "of historical novels who died in 1934, and its winners have included Keigo "
                "Higashino and the detective writer Miyuki Miyabe."
            ),
            D(
                "Seven Samurai, the three-and-a-half-hour film that Akira Kurosawa released in "
                "1954, follows a village of farmers who hire seven masterless samurai led by "
                "Takashi Shimura as the veteran Kambei to defend them against bandits. Its story "
                "was remade in Hollywood by John Sturges as The Magnificent Seven in 1960, and its "
                "battle in the rain became a model for action scenes."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "What was the Zollverein?",
        (
            "a customs union of German states led by Prussia, in force from 1 January 1834, that "
            "removed tariffs between its members"
        ),
        [
            S(
                "Home > History > Germany | The Zollverein, 1834\nThe Zollverein was a customs "
                "union of German states under Prussian leadership that came into force on 1 "
                "January 1834, abolishing tolls and tariffs on trade between its members and "
                "setting a common tariff on goods from outside. Austria was kept out, and by the "
                "1850s most of the German states had joined it.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Germany | The German Confederation\nThe German Confederation was "
                "a loose association of 39 German states set up by the Congress of Vienna in 1815, "
                "with a federal diet in Frankfurt presided over by Austria. It had no common "
                "government, army or tariff, and it was dissolved in 1866 after Prussia defeated "
                "Austria in the Seven Weeks' War.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Germany | The North German Confederation\nThe North German "
                "Confederation, founded in 1867 after Prussia's victory over Austria, united 22 "
                "states north of the river Main under a constitution drafted by Otto von Bismarck, "
                "with the Prussian king as its president. It had its own parliament, the "
                "Reichstag, and in January 1871 it became the core of the German Empire.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > History > Europe | The Hanseatic League\nThe Hanseatic League was a "
                "commercial alliance of merchant guilds and market towns around the Baltic and "
                "North Sea, led by L\u00fcbeck from the thirteenth century. It won trading "
                "privileges in London, Bruges, Bergen and Novgorod and defended them with "
                "blockades and war, but it declined after 1500 and held its last diet in "
                "1669.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who discovered teflon",
        "Roy Plunkett, a chemist at DuPont, by accident in April 1938",
        [
            D(
                "Home > Kitchen > Cookware | The first non-stick pan\nThe French engineer Marc "
                "Gr\u00e9goire had been coating his fishing tackle with a slippery fluoropolymer "
                "when his wife Colette suggested he try it on her frying pans. In 1954 he patented "
                "a way of bonding the coating to aluminium, and in 1956 the couple set up the "
                "company Tefal to sell the pans, which reached America in 1961.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Science > Inventions | The accidental discovery of Teflon\nIn April 1938 "
                "Roy Plunkett, a young chemist at DuPont's Jackson Laboratory in New Jersey, "
                "opened a cylinder of tetrafluoroethylene gas that should have been full but gave "
                "out nothing. Cutting it open, he found a waxy white powder: the gas had "
                "polymerised into polytetrafluoroethylene, which DuPont sold as Teflon from "
                "1945.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Inventions | Who invented Kevlar?\nThe chemist Stephanie Kwolek, "
                "working at DuPont's laboratory near Wilmington, Delaware, was looking for a "
                "light, strong fibre for car tyres in 1965 when she made a cloudy, runny polymer "
                "solution that colleagues wanted to throw away. Spun into fibre, it proved five "
                "times stronger than steel by weight and was sold as Kevlar from 1971, first in "
                "racing tyres.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Inventions | The story of nylon\nNylon was developed at DuPont's "
                "Experimental Station in Wilmington, Delaware, by a team led by the chemist "
                "Wallace Carothers, who made the first nylon polymer in February 1935. Its first "
                "product was a toothbrush with nylon bristles in 1938, and nylon stockings went on "
                "sale across the United States on 15 May 1940.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is older, the Iditarod or the Yukon Quest?",
        "the Iditarod, first run in full in 1973; the Yukon Quest began in 1984",
        [
            S(
                "Home > Sports > Sled dog racing | Iditarod Trail Sled Dog Race\nThe Iditarod, a "
                "sled dog race of about 1,000 miles from Anchorage to Nome in Alaska, was first "
                "run over its full length in March 1973, when Dick Wilmarth won in just over "
                "twenty days. Its founder, Joe Redington, wanted to save the historic trail and "
                "the mushing culture that snowmobiles were killing off.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Alaska | The 1925 serum run to Nome\nIn January 1925 a relay of "
                "twenty mushers and about 150 dogs carried diphtheria antitoxin 674 miles from "
                "Nenana to the town of Nome in five and a half days, through blizzards and "
                "temperatures far below freezing. The lead dog on the last leg, Balto, was "
                "honoured with a statue in New York's Central Park that December, where it still "
                "stands.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sports > Sled dog racing | Yukon Quest\nThe Yukon Quest, a 1,000-mile sled "
                "dog race between Fairbanks in Alaska and Whitehorse in the Yukon, was first run "
                "in February 1984, following the routes of gold rush prospectors and mail "
                "carriers. It is known for its long gaps between checkpoints and fewer dogs per "
                "team, and in 2023 it split into separate Alaskan and Canadian races.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Sports > Sled dog racing | Finnmarksl\u00f8pet\nFinnmarksl\u00f8pet, "
                "Europe's longest sled dog race, crosses the far north of Norway over about 1,200 "
                "km from Alta to Kirkenes and back. It was first held in 1981 as a shorter event "
                "and has since grown into two classes, one with teams of up to fourteen dogs and "
                "one with eight, and it starts in Alta each March.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "Which countries are members of the Nordic Council?",
        (
            "Denmark, Finland, Iceland, Norway and Sweden, with the Faroe Islands, Greenland and "
            "\u00c5land as autonomous territories"
        ),
        [
            D(
                "Home > Politics > Europe | The Baltic Assembly\nThe Baltic Assembly, set up in "
                "November 1991 soon after the three countries regained their independence, brings "
                "together members of the parliaments of Estonia, Latvia and Lithuania to work on "
                "common matters such as energy, defence and transport. It meets once a year in "
                "session and has a standing agreement of cooperation with its Nordic "
                "counterpart.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Europe | The Nordic Council\nThe Nordic Council, founded in "
                "1952 for cooperation between the parliaments of northern Europe, has five member "
                "countries: Denmark, Finland, Iceland, Norway and Sweden. The self-governing Faroe "
                "Islands, Greenland and \u00c5land take part in the national delegations, and the "
                "council's 87 members meet each autumn in one of the Nordic capitals.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Politics > Europe | The Council of the Baltic Sea States\nThe Council of "
                "the Baltic Sea States was founded in Copenhagen in March 1992 on a Danish and "
                "German initiative to bring together the countries bordering the Baltic Sea after "
                "the Cold War. Russia was suspended in March 2022 and left soon after, and the "
                "council's secretariat has been based in Stockholm since 1998.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Scandinavia | The Nordic Passport Union\nSince the Nordic "
                "Passport Union came into force in 1958, citizens of the Nordic countries have "
                "been able to travel and live in one another's countries without a passport. "
                "Iceland joined in 1965 and the Faroe Islands in 1966, and when all five joined "
                "the Schengen area in 2001 border checks within the region largely ended.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does a breathalyser work",
        (
            "you blow into it and it measures the alcohol in your breath, which tracks the alcohol "
            "in your blood: handheld units oxidise it in a fuel cell that makes a current, police "
            "station machines measure infrared absorption"
        ),
        [
            D(
                "Home > Law > Driving | Drink-drive limits in the UK\nIn England, Wales and "
                "Northern Ireland the legal limit for drivers is 35 micrograms of alcohol in 100 "
                "millilitres of breath, or 80 milligrams in 100 millilitres of blood. Scotland cut "
                "its limit to 22 micrograms of breath in December 2014. Refusing to give a sample "
                "without a reasonable excuse is itself an offence.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Technology | How a breathalyser works\nWhen you blow into a "
                "breathalyser, it measures the alcohol in the air from deep in your lungs, which "
                "holds a steady proportion of the alcohol in your blood. Roadside devices pass the "
                "breath over a fuel cell, where the alcohol is oxidised and makes a small electric "
                "current; the machines at police stations measure how much infrared light it "
                "absorbs.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Technology | The Drunkometer\nThe first practical device for "
                "testing drivers' breath was the Drunkometer, patented in 1936 by Rolla Harger, a "
                "professor of biochemistry at Indiana University. The suspect blew into a balloon, "
                "and the air was then pushed through a chemical solution that changed colour "
                "according to how much alcohol it held. Robert Borkenstein's smaller Breathalyzer "
                "followed in 1954.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Body | How the body gets rid of alcohol\nAbout 90 per cent of the "
                "alcohol a person drinks is broken down by the liver, at a rate of roughly one "
                "unit an hour that coffee, cold showers and exercise cannot speed up. The rest "
                "leaves the body unchanged in urine, sweat and breath, which is why a blood sample "
                "taken hours later can still be used as evidence.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is it called the Carnation Revolution?",
        (
            "because people put red carnations in the rifle barrels of the soldiers who overthrew "
            "Portugal's dictatorship on 25 April 1974, and almost no shots were fired"
        ),
        [
            D(
                "Home > History > Europe | The Velvet Revolution\nThe Velvet Revolution was the "
                "peaceful overthrow of Communist rule in Czechoslovakia in November and December "
                "1989, begun when police beat students at a march in Prague on 17 November. Mass "
                "demonstrations and a general strike forced the party to give up power, and the "
                "dissident playwright V\u00e1clav Havel was elected president on 29 "
                "December.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Europe | Portugal, 25 April 1974\nOn 25 April 1974 junior "
                "officers of the Armed Forces Movement overthrew the Estado Novo dictatorship in "
                "Lisbon in a coup that cost almost no lives. Crowds poured into the streets to "
                "support the soldiers, and a restaurant worker, Celeste Caeiro, began handing out "
                "red carnations that were pushed into the barrels of their rifles, which gave the "
                "revolution its name.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Europe | The Rose Revolution\nThe Rose Revolution in Georgia "
                "began after parliamentary elections in November 2003 that observers said were "
                "rigged. On 22 November protesters led by Mikheil Saakashvili stormed the "
                "parliament in Tbilisi carrying roses as President Eduard Shevardnadze spoke, and "
                "he resigned the next day; Saakashvili won the presidential election in January "
                "2004.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Europe | Ant\u00f3nio de Oliveira Salazar\nAnt\u00f3nio de "
                "Oliveira Salazar, an economics professor from Coimbra, became finance minister in "
                "1928 and ruled Portugal as prime minister from 1932, building the authoritarian "
                "Estado Novo. He kept the country neutral in the Second World War, fought long "
                "colonial wars in Africa, and was replaced in 1968 after a stroke by Marcelo "
                "Caetano.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is mp3 still patented",
        (
            "No: the last MP3 patents expired in 2017, and Fraunhofer ended its licensing "
            "programme that April, so the format is free to use"
        ),
        [
            S(
                "Home > Technology > Audio | MP3 is now patent-free\nIn April 2017 the Fraunhofer "
                "Institute for Integrated Circuits, where much of the format had been developed "
                "under Karlheinz Brandenburg, ended its licensing programme for MP3 after the last "
                "of the relevant patents expired. Software makers and Linux distributions can now "
                "ship encoders and decoders for the format without paying any royalties.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Technology > Audio | Is AAC royalty-free?\nAdvanced Audio Coding, the "
                "format standardised in 1997 as the successor to MP3 and later made the default "
                "for iTunes and YouTube, is still licensed through a patent pool run by Via "
                "Licensing Alliance in San Francisco. Makers of devices and software that encode "
                "or decode it pay fees, although people who simply distribute or stream AAC "
                "content need no licence.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Audio | The story of MP3\nThe MP3 format, formally MPEG-1 "
                "Audio Layer III, was standardised by the Moving Picture Experts Group in 1992 and "
                "grew from research at the Fraunhofer Institute in Erlangen. Its developers first "
                "tested it on Suzanne Vega's song Tom's Diner, and the .mp3 file extension was "
                "chosen in July 1995, helping the format spread online.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Video | GIF and the patent fight\nThe GIF image format, "
                "introduced by CompuServe in 1987, used LZW compression, which Unisys had "
                "patented. When Unisys began demanding royalties in 1994, developers created the "
                "free PNG format in protest; the last of the LZW patents expired in 2004, and the "
                "GIF was never seriously threatened again.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        (
            "Which plays were written by the playwright who became president after the Velvet "
            "Revolution?"
        ),
        "V\u00e1clav Havel's plays, such as The Garden Party, The Memorandum and Largo Desolato",
        [
            S(
                "Home > History > Europe | After the Velvet Revolution\nWhen the Communist "
                "government of Czechoslovakia fell in late 1989, the opposition Civic Forum put "
                "forward the dissident playwright V\u00e1clav Havel as head of state, and on 29 "
                "December the old Federal Assembly unanimously elected him president. He was "
                "re-elected in July 1990 and later became the first president of the Czech "
                "Republic in 1993.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Europe | Charter 77\nCharter 77 was a human rights manifesto "
                "published in Czechoslovakia in January 1977, signed at first by some 240 people "
                "and accusing the regime of breaking the Helsinki Accords it had signed. Its "
                "spokesmen included the philosopher Jan Pato\u010dka, who died after police "
                "interrogations that March, and many of its signers were jailed.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Arts > Theatre | V\u00e1clav Havel the dramatist\nV\u00e1clav Havel began "
                "as a stagehand at Prague's Theatre on the Balustrade, where his absurdist "
                "comedies The Garden Party (1963) and The Memorandum (1965) were first staged. "
                "Banned from Czech theatres after 1968, he wrote the one-act Van\u011bk plays, "
                "among them Audience, and later Largo Desolato (1984), all performed "
                "abroad.\nShare this | Cookie policy"
            ),
            D(
                "Home > Arts > Theatre | Tom Stoppard and Czechoslovakia\nTom Stoppard, born "
                "Tom\u00e1\u0161 Straussler in Zl\u00edn in 1937, left Czechoslovakia with his "
                "family as a baby in 1939. His plays Professional Foul (1977) and Rock 'n' Roll "
                "(2006) deal with dissent in his native country, and he translated Largo Desolato "
                "into English; his Arcadia and Rosencrantz and Guildenstern Are Dead are among his "
                "best-known works.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "When was the first youth hostel opened?",
        (
            "in 1912, when the teacher Richard Schirrmann opened a permanent hostel in Altena "
            "Castle in Germany (after a temporary one in his school in 1909)"
        ),
        [
            D(
                "Q: When was the YHA founded?\nA: The Youth Hostels Association of England and "
                "Wales was founded in 1930, inspired by the German hostels, and opened its first "
                "hostel at Pennant Hall near Llanrwst in North Wales that December. It had 73 "
                "hostels within a year, and the Scottish Youth Hostels Association was set up "
                "separately in 1931."
            ),
            S(
                "Q: When and where did the first youth hostel open?\nA: The German schoolteacher "
                "Richard Schirrmann took his pupils on walking trips and first put them up in an "
                "empty school in 1909. In 1912 he opened the first permanent youth hostel in the "
                "restored Altena Castle in Westphalia, with dormitories for boys and girls, and it "
                "still takes guests today."
            ),
            D(
                "Q: Who founded Hostelling International?\nA: The International Youth Hostel "
                "Federation, now Hostelling International, was set up in Amsterdam in October 1932 "
                "by hostel associations from eleven countries, with Richard Schirrmann as its "
                "first president. Today it links some 3,000 hostels in more than 60 countries "
                "under a single membership card."
            ),
            D(
                "Q: When did backpacker hostels appear?\nA: Independent hostels for backpackers, "
                "run privately and open to all ages without a membership card, spread along the "
                "overland trail to India and in Australia and New Zealand in the 1970s and 1980s. "
                "Booking websites such as Hostelworld, launched in 1999, made them far easier to "
                "find."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how often should you floss",
        (
            "once a day, cleaning between the teeth with floss or interdental brushes, ideally "
            "before brushing"
        ),
        [
            D(
                "Q: How often should I brush my teeth?\nA: Brush twice a day for about two "
                "minutes, last thing at night and at one other time, with a fluoride toothpaste of "
                "at least 1,350 to 1,500 ppm fluoride for adults. Spit out after brushing but "
                "don't rinse with water, so the fluoride stays on your teeth for longer and keeps "
                "protecting them."
            ),
            S(
                "Q: How often do I need to floss?\nA: Once a day is enough. Dentists advise "
                "cleaning between your teeth daily with floss, tape or small interdental brushes, "
                "which reach the plaque a toothbrush misses, and many suggest doing it before you "
                "brush. If your gums bleed at first, keep going gently; the bleeding usually stops "
                "within a week or two."
            ),
            D(
                "Q: How often should I see a dentist?\nA: It depends on the health of your mouth. "
                "Your dentist may recommend a check-up anything from every three months to every "
                "two years for adults, or at least once a year for children, and will set a new "
                "interval after each visit. A hygienist's scale and polish is often booked on a "
                "similar cycle, at extra cost."
            ),
            D(
                "Q: How often should I replace my toothbrush?\nA: Get a new toothbrush, or a new "
                "head for an electric brush, every three months, or sooner if the bristles become "
                "splayed, since worn bristles clean far less well. It is also sensible to replace "
                "it after a cold or a mouth infection, and never to share a toothbrush with anyone "
                "else."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is heavier, the shot used by men or by women in athletics?",
        "the men's: 7.26 kg against 4 kg for the women's",
        [
            S(
                "Q: How heavy is the men's shot?\nA: In senior men's competition, including the "
                "Olympics, the shot weighs 7.26 kg, which is 16 pounds, and is between 110 and 130 "
                "mm across. It is pushed from the shoulder with one hand from a circle 2.135 m "
                "wide, and the put only counts if it lands inside a sector of 34.92 degrees."
            ),
            D(
                "Q: How heavy is the hammer?\nA: The hammer used by senior men weighs 7.26 kg, or "
                "16 pounds, with a steel wire up to 1.215 m long ending in a handle; women throw a "
                "4 kg hammer. Throwers turn three or four times in a 2.135 m circle inside a cage "
                "before letting go, and women's hammer joined the Olympics in 2000."
            ),
            S(
                "Q: How heavy is the women's shot?\nA: Senior women put a shot of 4 kg, about 8.8 "
                "pounds, and between 95 and 110 mm across, from the same 2.135 m circle and stop "
                "board used by men. Women's shot put has been on the Olympic programme since "
                "London in 1948, where Micheline Ostermeyer of France won the gold medal."
            ),
            D(
                "Q: How heavy is the discus?\nA: Senior men throw a discus of 2 kg with a diameter "
                "of about 22 cm, and women one of 1 kg and about 18 cm across. The throw is made "
                "from a circle 2.5 m wide, larger than that used for the shot, and the discus is "
                "one of the few events from the ancient Games still held today."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the BMI categories for adults?",
        (
            "underweight (below 18.5), healthy weight (18.5 to 24.9), overweight (25 to 29.9) and "
            "obese (30 or more)"
        ),
        [
            D(
                "Waist size and health risk (adults)\n- Measure halfway between the bottom of your "
                "ribs and the top of your hips\n- Men: risk rises above 94 cm (37 in)\n- Women: "
                "risk rises above 80 cm (31.5 in)\n- Waist should be less than half your height\n- "
                "Applies whatever your BMI"
            ),
            S(
                "Body mass index (BMI): adult categories\n- Below 18.5: underweight\n- 18.5 to "
                "24.9: healthy weight\n- 25 to 29.9: overweight\n- 30 or more: obese, with 40 or "
                "more called severe obesity\n- Lower thresholds are often used for people of South "
                "Asian, Chinese and Black heritage"
            ),
            D(
                "BMI for children and teenagers (2 to 18)\n- Worked out the same way as for "
                "adults\n- Then compared with growth charts for the child's age and sex\n- Below "
                "the 2nd centile: underweight\n- 91st centile or above: overweight\n- 98th centile "
                "or above: very overweight"
            ),
            D(
                "How BMI is worked out\n- Weigh yourself in kilograms\n- Measure your height in "
                "metres\n- Divide weight by height squared\n- Example: 70 kg / (1.75 m x 1.75 m) = "
                "22.9\n- Same formula for men and women\n- Devised by Adolphe Quetelet in the "
                "1830s\n- Does not tell muscle from fat"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how to reset a tripped circuit breaker",
        (
            "turn off or unplug what was on the circuit, find the switch in the consumer unit that "
            "is in the off position and push it back to on; if it trips again, call an electrician"
        ),
        [
            D(
                "Q: How do I replace a blown fuse in a plug?\nA: Unplug the appliance, undo the "
                "screw or prise open the fuse holder on a UK plug, and swap the old cartridge for "
                "a new one of the right rating, usually 3 amps for lamps and small appliances "
                "under 700 watts and 13 amps for heaters and kettles. If the new fuse blows too, "
                "the appliance needs checking."
            ),
            S(
                "Q: What do I do when the power trips?\nA: Unplug or switch off the appliances on "
                "the circuit that went dead, then open your consumer unit, the fuse box, and look "
                "for the switch, a circuit breaker or RCD, pointing to off. Push it firmly back up "
                "to on. If it trips again straight away, plug things back in one at a time to find "
                "the culprit, or call an electrician."
            ),
            D(
                "Q: Why does my RCD keep tripping?\nA: A residual current device cuts the power "
                "within a fraction of a second when it senses current leaking to earth, often "
                "through a faulty appliance such as a kettle, washing machine or outdoor light, or "
                "damp in a socket or cable. Press its test button every three months to check it "
                "works, and have repeated tripping investigated."
            ),
            D(
                "Q: Should I replace my old fuse box?\nA: An old fuse box with rewirable fuses, "
                "where a thin wire melts when a circuit is overloaded, still works but gives no "
                "protection against electric shock. Modern consumer units with circuit breakers "
                "and RCDs are much safer, cost a few hundred pounds to fit and must be installed "
                "by a registered electrician."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do Americans call football soccer?",
        (
            "the word is English: Oxford students in the 1880s shortened 'association football' to "
            "'soccer', and Americans kept it to tell the game from their own gridiron football"
        ),
        [
            S(
                "Q: Is 'soccer' an American word?\nA: No, it was coined in England. In the 1880s "
                "students at Oxford, who liked to add '-er' to words, turned 'association "
                "football', the game played under Football Association rules, into 'assoc' and "
                "then 'soccer', as rugby football became 'rugger'. Americans adopted it because "
                "for them 'football' already meant the gridiron game."
            ),
            D(
                "Q: Why is it called 'American football'?\nA: The game grew out of rugby and "
                "soccer-style games played at American colleges, starting with the match between "
                "Rutgers and Princeton in November 1869. Walter Camp's rule changes in the 1880s, "
                "the line of scrimmage and a set number of downs, made it a separate sport, which "
                "people outside the US call American football."
            ),
            D(
                "Q: Why do Australians call it 'footy'?\nA: In Australia 'footy' means different "
                "games in different places: Australian rules football in Victoria, South Australia "
                "and Western Australia, but rugby league in New South Wales and Queensland. "
                "Australian rules was first codified by the Melbourne Football Club in May 1859, "
                "and soccer is usually just called soccer."
            ),
            D(
                "Q: Why is it called the Football Association?\nA: When representatives of London "
                "clubs and schools met at the Freemasons' Tavern in October 1863 to agree common "
                "rules, they named their body simply the Football Association, as the first such "
                "body in the world. Clubs that wanted to keep carrying the ball broke away, and "
                "their sport later formed the Rugby Football Union in 1871."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can a US president pardon someone convicted of a state crime?",
        (
            "No: the pardon power covers only federal offences; state crimes can be pardoned only "
            "under the state's own system, usually by its governor"
        ),
        [
            D(
                "Q: Can the president pardon someone before they are charged?\nA: Yes. The Supreme "
                "Court said in Ex parte Garland in 1866 that a pardon can be granted at any time "
                "after an offence is committed, before, during or after a prosecution. The "
                "best-known example is Gerald Ford's pardon of Richard Nixon in September 1974 for "
                "any federal crimes he might have committed as president."
            ),
            S(
                "Q: Does a presidential pardon cover state charges?\nA: No. Article II of the "
                "Constitution gives the president power to grant pardons only 'for offenses "
                "against the United States', that is, federal crimes. A person convicted in a "
                "state court must seek clemency from that state, usually from its governor or, in "
                "some states, from a board of pardons, and the president cannot stop a state "
                "prosecution."
            ),
            D(
                "Q: What is the difference between a pardon and a commutation?\nA: A pardon "
                "forgives a federal crime and restores rights lost through the conviction, such as "
                "the right to serve on a jury, though it does not wipe the record. A commutation "
                "only shortens or ends a sentence, as when Barack Obama commuted more than 1,700 "
                "sentences, most of them for drug offences."
            ),
            D(
                "Q: Can a governor pardon federal crimes?\nA: No. A state governor's clemency "
                "power reaches only crimes prosecuted under that state's laws. In some states, "
                "such as Georgia and Idaho, the power lies with an independent board of pardons "
                "and paroles rather than the governor, and in others the governor needs the "
                "recommendation of a board before acting."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "Who was the world's first woman prime minister?",
        "Sirimavo Bandaranaike of Ceylon (now Sri Lanka), from July 1960",
        [
            D(
                "Q: Who was the first woman to be elected president?\nA: Vigd\u00eds "
                "Finnbogad\u00f3ttir, a theatre director, won Iceland's presidential election in "
                "June 1980, the first woman anywhere elected head of state in a national vote. She "
                "served four terms until 1996. Isabel Per\u00f3n of Argentina had become president "
                "earlier, in 1974, but by succeeding her husband."
            ),
            S(
                "Q: Who was the first woman prime minister?\nA: Sirimavo Bandaranaike of Ceylon, "
                "now Sri Lanka, became the world's first woman prime minister on 21 July 1960, "
                "after leading her late husband's Sri Lanka Freedom Party to victory in the "
                "elections that year. He, Solomon Bandaranaike, had been assassinated in 1959. She "
                "held the office three times, the last until 2000."
            ),
            D(
                "Q: Who was Britain's first woman prime minister?\nA: Margaret Thatcher, leader of "
                "the Conservative Party since 1975, became the first woman prime minister of the "
                "United Kingdom on 4 May 1979. She won three general elections in a row and stayed "
                "in office for eleven and a half years, until she resigned in November 1990 after "
                "a leadership challenge from Michael Heseltine."
            ),
            D(
                "Q: Who was India's first woman prime minister?\nA: Indira Gandhi, the daughter of "
                "Jawaharlal Nehru, became prime minister of India in January 1966 after the sudden "
                "death of Lal Bahadur Shastri. She led the country for fifteen years in two spells "
                "and was assassinated by two of her Sikh bodyguards in New Delhi on 31 October "
                "1984."
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who composed Carmina Burana?",
        "Carl Orff, the German composer, whose cantata was first performed in Frankfurt in 1937",
        [
            D(
                "The manuscript of medieval songs found in 1803 in the Benedictine abbey of "
                "Benediktbeuern in Bavaria holds more than 250 poems in Latin, Middle High German "
                "and Old French, written mostly in the eleventh and twelfth centuries by wandering "
                "students and clerics. The scholar Johann Andreas Schmeller printed them in 1847 "
                "and gave the book its title."
            ),
            S(
                "The Bavarian musician Carl Orff took twenty-four of the Benediktbeuern poems and "
                "set them as a scenic cantata for soloists, chorus and large orchestra, opening "
                "and closing with the thundering chorus O Fortuna. It was first staged at the "
                "Frankfurt Opera on 8 June 1937 and brought its author a fame that none of his "
                "earlier works had won."
            ),
            D(
                "Catulli Carmina, a scenic cantata on Latin love poems by the Roman poet Catullus, "
                "was first staged in Leipzig in November 1943 and set for chorus, soloists, four "
                "pianos and percussion. Its composer later joined it with two other pieces, one "
                "earlier and one from 1953 on wedding poems by Catullus, Sappho and Euripides, to "
                "form the triptych Trionfi."
            ),
            D(
                "The Schulwerk, a method of teaching music to children through singing, movement, "
                "speech and simple percussion instruments such as xylophones and glockenspiels, "
                "was developed in Munich from the 1920s with the dancer Dorothee G\u00fcnther and "
                "the teacher Gunild Keetman. Its five volumes of exercises were published between "
                "1950 and 1954."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who wrote lord of the flies",
        "William Golding, a British novelist and former schoolmaster; published in 1954",
        [
            D(
                "R. M. Ballantyne's The Coral Island, published in 1857, tells of three boys, "
                "Ralph, Jack and Peterkin, who are shipwrecked on a South Pacific island and "
                "survive through pluck, cheerfulness and Christian virtue, meeting cannibals and "
                "pirates along the way. It was one of the most popular boys' adventure stories of "
                "the Victorian age."
            ),
            S(
                "In 1954 Faber and Faber brought out the first novel of a Cornish-born "
                "schoolmaster who taught at Bishop Wordsworth's School in Salisbury, after more "
                "than twenty publishers had turned it down. His story of marooned schoolboys who "
                "fall into savagery, the rule of the conch shell and the hunt for the beast made "
                "William Golding famous, and he won the Nobel Prize in 1983."
            ),
            D(
                "Rites of Passage, the first part of a sea trilogy about a voyage to Australia in "
                "the early nineteenth century told through the journal of a young gentleman, "
                "Edmund Talbot, won the Booker Prize in 1980 and was followed by Close Quarters in "
                "1987 and Fire Down Below in 1989. The books were later adapted for BBC television."
            ),
            D(
                "Peter Brook, the English stage director who had staged King Lear with Paul "
                "Scofield, shot a film version of the novel about stranded schoolboys on Vieques, "
                "an island off Puerto Rico, in 1961 and 1962, using untrained schoolboys from "
                "Britain and letting much of the dialogue be improvised. It was released in 1963, "
                "and an American remake directed by Harry Hook followed in 1990."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which came first, the telephone or the phonograph?",
        (
            "the telephone: Bell was granted his patent in March 1876, and Edison built the "
            "phonograph in late 1877"
        ),
        [
            S(
                "On 7 March 1876 the United States Patent Office granted a Scottish-born teacher "
                "of the deaf, Alexander Graham Bell, patent number 174,465 for a way of sending "
                "speech over wires by electric currents. Three days later in his Boston workshop "
                "he spoke the words 'Mr. Watson, come here, I want to see you' into the device and "
                "was heard in the next room."
            ),
            D(
                "In 1857 the French printer \u00c9douard-L\u00e9on Scott de Martinville patented "
                "the phonautograph, which traced sound waves as wavy lines on soot-blackened paper "
                "or glass through a horn and a bristle. It was built to study sound, not to play "
                "it back, and only in 2008 did researchers in California turn one of his 1860 "
                "tracings of the French folk song Au clair de la lune back into audible sound."
            ),
            S(
                "Thomas Edison's machine for recording and replaying sound came out of his "
                "laboratory at Menlo Park, New Jersey, in late 1877: a cylinder wrapped in "
                "tinfoil, turned by a hand crank, on which a stylus cut grooves that a second "
                "needle could read back. The first words it reproduced were Edison reciting 'Mary "
                "had a little lamb', and he patented it early in 1878."
            ),
            D(
                "Emile Berliner, a German-born inventor living in Washington, patented the "
                "gramophone in 1887, replacing the cylinder with a flat disc on which a stylus "
                "traced a groove that moved from side to side. Flat discs were much easier to copy "
                "by pressing, and his Berliner Gramophone Company, founded in 1895, paved the way "
                "for the record industry."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "Which instruments play the characters in Peter and the Wolf?",
        (
            "the bird a flute, the duck an oboe, the cat a clarinet, the grandfather a bassoon, "
            "the wolf three horns, Peter the strings, and the hunters woodwinds with timpani and "
            "bass drum for their shots"
        ),
        [
            S(
                "In Prokofiev's 1936 tale for children, each role has its own sound: a flute "
                "flutters for the little bird, an oboe quacks for the duck, a low clarinet creeps "
                "for the cat, a grumbling bassoon stands for the old grandfather, three horns give "
                "the wolf its menace, the string section plays the boy, and the hunters march to "
                "woodwinds, with timpani and bass drum for their guns."
            ),
            D(
                "Benjamin Britten's Young Person's Guide to the Orchestra, written in 1945 for an "
                "educational film, takes a theme by Henry Purcell and passes it through the "
                "sections of the orchestra, first woodwinds, then strings, brass and percussion, "
                "with a variation for each instrument from the piccolo to the tuba, before they "
                "all join in a fugue that ends with the theme."
            ),
            D(
                "Saint-Sa\u00ebns's Carnival of the Animals of 1886 gives the lion a royal march "
                "on two pianos and strings, the elephant a lumbering waltz on the double bass, the "
                "swan a long cello melody over two pianos, and the cuckoo a clarinet calling from "
                "the depths of the woods. The composer forbade its public performance while he "
                "lived, except for The Swan."
            ),
            D(
                "Sergei Prokofiev wrote his ballet Romeo and Juliet in 1935, but it was first "
                "staged in Brno in Czechoslovakia in December 1938, and only in January 1940 in "
                "Leningrad, with Galina Ulanova as Juliet. Its Dance of the Knights, with its "
                "heavy brass and strings, later became well known as the theme of The Apprentice."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How were Kellogg's Corn Flakes invented?",
        (
            "by accident at the Battle Creek Sanitarium in 1894, when John Harvey Kellogg and his "
            "brother Will Keith left cooked wheat to stand, rolled it into flakes and toasted "
            "them; Will later did the same with corn and founded the company in 1906"
        ),
        [
            D(
                "Charles William Post, a former patient at the Battle Creek Sanitarium in "
                "Michigan, opened his own company in the town in 1895, first selling Postum, a "
                "coffee substitute made from roasted wheat and molasses. In 1897 he brought out "
                "Grape-Nuts, a crunchy cereal baked from wheat and barley that contained neither "
                "grapes nor nuts."
            ),
            S(
                "At the Battle Creek Sanitarium in Michigan in 1894, the doctor in charge and his "
                "younger brother, who ran its kitchens, left a batch of boiled wheat to sit; when "
                "they passed it through rollers it broke into thin flakes, which they baked and "
                "served to patients. The younger brother, Will Keith, tried the same with maize "
                "and in 1906 founded the company that sold the toasted flakes."
            ),
            D(
                "Shredded wheat was patented in 1893 by Henry Perky, a Denver lawyer with a bad "
                "stomach who built a machine to press boiled wheat into long strands and shape "
                "them into small pillows. He later opened a huge factory at Niagara Falls in 1901, "
                "which thousands of visitors toured each year, and he is said to have offered his "
                "patent to John Harvey Kellogg, though the two men could not agree on a price."
            ),
            D(
                "Muesli was devised around 1900 by the Swiss physician Maximilian Bircher-Benner "
                "for the patients at his sanatorium in Zurich, who ate it as a light supper of "
                "soaked raw oats, grated apple, lemon juice, nuts and condensed milk. He had been "
                "inspired by a similar dish served to him by a shepherd on a hike in the Swiss "
                "Alps."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is Bloomsday celebrated on 16 June?",
        (
            "because Joyce set Ulysses, and Leopold Bloom's wanderings through Dublin, on 16 June "
            "1904, the day of his first outing with Nora Barnacle"
        ),
        [
            S(
                "Every June Dubliners dress in Edwardian boaters and eat kidneys for breakfast to "
                "mark the single day on which James Joyce's novel Ulysses takes place, 16 June "
                "1904, as its hero Leopold Bloom wanders the city. Joyce chose that date because "
                "it was when he first went walking with Nora Barnacle, and the celebrations began "
                "in 1954, on the fiftieth anniversary."
            ),
            D(
                "Dublin's St Patrick's Festival, held for several days around 17 March, honours "
                "the fifth-century missionary credited with bringing Christianity to Ireland, who "
                "by tradition died on that date. The city's first official parade was held in "
                "1931, and the festival in its present form was set up by the government in 1995 "
                "to show off Irish culture to visitors from abroad."
            ),
            D(
                "Burns Night is celebrated in Scotland and by Scots around the world on or near 25 "
                "January, the birthday of the poet Robert Burns, who was born in Alloway in "
                "Ayrshire in 1759. The first Burns Supper was held by friends of the poet in July "
                "1801, on the anniversary of his death, but later dinners moved to his birthday."
            ),
            D(
                "Dickens lovers gather in Rochester in Kent each June for a festival in memory of "
                "the novelist, who died at nearby Gad's Hill Place on 9 June 1870. People in "
                "Victorian costume parade through the high street, which the writer used in The "
                "Mystery of Edwin Drood, and a Christmas festival is held there each December too."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Does a password manager store my passwords encrypted?",
        (
            "Yes: the vault is encrypted, usually with AES-256, using a key derived from a master "
            "password that the provider does not know"
        ),
        [
            D(
                "Web browsers such as Chrome, Firefox, Safari and Edge offer to remember the "
                "sign-in details you type on websites and fill them in next time. They can suggest "
                "strong random passwords, sync them between your devices through your browser "
                "account, and warn you when a saved login has turned up in a known data breach."
            ),
            S(
                "A good password manager keeps all your logins in a vault that is scrambled, "
                "usually with AES-256, using a key worked out from your one master password, which "
                "the company never sees. What sits on its servers is unreadable without that key, "
                "so if you forget the master password the provider cannot recover your vault for "
                "you, though many offer a recovery code."
            ),
            D(
                "Two-factor authentication asks for a second proof of identity on top of a "
                "password, such as a six-digit code from an app like Google Authenticator, a text "
                "message or a hardware key such as a YubiKey that plugs into a USB port. Even if "
                "someone steals your password, they cannot sign in without the second factor, "
                "which is why banks and email services now push it so hard."
            ),
            D(
                "In August 2022 the company behind LastPass, one of the best-known password "
                "managers, said an intruder had broken into its development environment, and in "
                "December it admitted that copies of customers' vault backups had been taken. It "
                "urged customers to change the passwords for every site they had stored and to "
                "watch out for phishing emails."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Who composed the symphonic suite named after the storyteller of the Arabian Nights?",
        "Nikolai Rimsky-Korsakov, who wrote Scheherazade in 1888",
        [
            S(
                "The frame story of the Thousand and One Nights tells of King Shahryar, who, "
                "betrayed by his wife, marries a new bride each day and has her killed the next "
                "morning, until the vizier's clever daughter Scheherazade volunteers. Each night "
                "she tells him a tale and stops at dawn before the ending, and after a thousand "
                "and one nights he spares her."
            ),
            D(
                "Antar, the Russian composer's second symphony, written in 1868 and revised "
                "several times, is based on an Arabic tale of a poet and warrior who saves a fairy "
                "from a monster in the desert of Sham and is granted three joys of life. Its "
                "composer later preferred to call it a symphonic suite rather than a symphony."
            ),
            S(
                "Nikolai Rimsky-Korsakov, a former naval officer who taught at the St Petersburg "
                "Conservatory, wrote his orchestral suite Scheherazade in the summer of 1888. Its "
                "four movements draw on the Arabian tales, with a solo violin standing for the "
                "young wife who tells them and heavy brass for the sultan, and it became his "
                "best-known work."
            ),
            D(
                "Sh\u00e9h\u00e9razade, a song cycle for voice and orchestra by Maurice Ravel on "
                "three poems by his friend the poet Tristan Klingsor, the pen name of L\u00e9on "
                "Lecl\u00e8re, was first performed in Paris in May 1904. Its songs Asie, La "
                "fl\u00fbte enchant\u00e9e and L'indiff\u00e9rent evoke a dreamlike East, and it "
                "grew out of an overture of the same name that Ravel had written and seen hissed "
                "in 1899."
            ),
        ],
    ),
]
