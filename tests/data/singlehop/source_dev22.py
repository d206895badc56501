"""The twenty-fourth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and `source_dev20.py`, and the questions of the other dev sources
(`source_dev2.py` to `source_dev19.py`), for the format and to choose subjects none of them asks
about; the held-out sources were only counted against each subject (`grep -c`), never read.
Subjects are taken only from history, the arts, sports, technology and everyday life (food,
health, money, law); a quarter of the questions (10 of 40) are typed search-box style. Written
after lexical-v18, the batch measures how far the evaluator's tuning carries to questions it was
not written against (the evaluator may be tuned meanwhile on the earlier batches, never on this
one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 358 characters and distractors 356; the longest passage is a
support in 6 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed Madama Butterfly?",
        "Giacomo Puccini; it was first staged at La Scala, Milan, in 1904",
        [
            D(
                "Miss Saigon: Miss Saigon is a stage musical by Claude-Michel Sch\u00f6nberg and "
                "Alain Boublil, the writers of Les Mis\u00e9rables, and it moves the story of a "
                "doomed love between a Vietnamese bar girl and an American marine to Saigon in "
                "1975. It opened at the Theatre Royal, Drury Lane, in London in September 1989 and "
                "ran for ten years and more than 4,000 performances."
            ),
            S(
                "Madama Butterfly: Madama Butterfly is an opera in three acts by Giacomo Puccini, "
                "with an Italian libretto by Luigi Illica and Giuseppe Giacosa. It tells of "
                "Cio-Cio-San, a young geisha in Nagasaki who marries the American naval officer "
                "Pinkerton. Its first night at La Scala in Milan on 17 February 1904 was a "
                "failure, and Puccini revised it for Brescia that May."
            ),
            D(
                "Madame Butterfly (story): Madame Butterfly is a short story by the American "
                "lawyer John Luther Long, published in Century Magazine in January 1898 and based "
                "partly on his sister's memories of Nagasaki. David Belasco turned it into a "
                "one-act play in New York in 1900, and it was this play, seen in London that "
                "summer, that gave the opera its subject."
            ),
            D(
                "Tosca: Tosca is an opera in three acts set in Rome in June 1800, based on a "
                "French play by Victorien Sardou and first performed at the Teatro Costanzi on 14 "
                "January 1900. Its heroine, the singer Floria Tosca, stabs the police chief "
                "Scarpia and then leaps from the battlements of Castel Sant'Angelo, and her aria "
                "'Vissi d'arte' is one of the best known."
            ),
            D(
                "Lakm\u00e9: Lakm\u00e9 is an opera in three acts by the French composer L\u00e9o "
                "Delibes, set in British India and first performed at the Op\u00e9ra-Comique in "
                "Paris on 14 April 1883. Its heroine, the daughter of a Brahmin priest, falls in "
                "love with a British officer, and its 'Flower Duet' for soprano and mezzo-soprano "
                "is heard today in films and airline advertisements."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "treaty of versailles signed date",
        "28 June 1919, in the Hall of Mirrors at the Palace of Versailles",
        [
            D(
                "Treaty of Versailles (1783): The Treaty of Versailles of 1783 was a set of "
                "agreements signed on 3 September that year by Britain with France and with Spain, "
                "on the same day as the Treaty of Paris with the United States. It ended the "
                "American War of Independence for those powers, and Spain regained Florida and "
                "Minorca while France recovered Tobago."
            ),
            D(
                "Armistice of 11 November 1918: The armistice that stopped the fighting on the "
                "Western Front was signed at about 5 a.m. on 11 November 1918 in a railway "
                "carriage in the forest of Compi\u00e8gne, north of Paris, and took effect at 11 "
                "a.m. Marshal Ferdinand Foch signed for the Allies and Matthias Erzberger for "
                "Germany, and it was renewed three times before the peace."
            ),
            S(
                "Treaty of Versailles: The Treaty of Versailles, the peace between the Allies and "
                "Germany that ended the First World War, was signed on 28 June 1919 in the Hall of "
                "Mirrors at the Palace of Versailles, five years to the day after the "
                "assassination of Archduke Franz Ferdinand. It took effect on 10 January 1920 and "
                "made Germany accept blame for the war."
            ),
            D(
                "Treaty of Saint-Germain-en-Laye: The Treaty of Saint-Germain-en-Laye, signed on "
                "10 September 1919 at the ch\u00e2teau west of Paris, was the peace between the "
                "Allies and the new Republic of Austria. It confirmed the break-up of the Habsburg "
                "monarchy, forbade union with Germany without the League of Nations' consent, and "
                "held Austria's army to 30,000 men."
            ),
            D(
                "Paris Peace Conference: The Paris Peace Conference opened on 18 January 1919 at "
                "the French Foreign Ministry on the Quai d'Orsay, bringing together delegates from "
                "more than 30 countries. Its work was led by the 'Big Four', Woodrow Wilson, David "
                "Lloyd George, Georges Clemenceau and Vittorio Orlando, and it also drew up the "
                "Covenant of the League of Nations."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came out first, Space Invaders or Pac-Man?",
        "Space Invaders, released by Taito in June 1978; Pac-Man followed in May 1980",
        [
            D(
                "Pong: Pong, a table-tennis game built by the engineer Allan Alcorn as a training "
                "exercise, was Atari's first arcade machine, released in November 1972. A test "
                "cabinet placed in Andy Capp's Tavern in Sunnyvale, California, is said to have "
                "stopped working because its coin box was overflowing, and Atari sold a home "
                "version through Sears in 1975."
            ),
            S(
                "Space Invaders: Space Invaders is an arcade shooting game designed by Tomohiro "
                "Nishikado and released by the Japanese company Taito in June 1978. The player "
                "moves a laser cannon along the bottom of the screen to shoot down rows of "
                "descending aliens, and the game was so popular in Japan that it was blamed, "
                "wrongly, for a shortage of 100-yen coins."
            ),
            D(
                "Ms. Pac-Man: Ms. Pac-Man is an arcade game released by Midway in North America in "
                "February 1982, developed from an unauthorised add-on kit by General Computer "
                "Corporation, a firm of students from MIT. It added four new mazes, smarter ghosts "
                "and moving fruit, and it sold some 115,000 cabinets in the United States, more "
                "than any other American arcade game."
            ),
            S(
                "Pac-Man: Pac-Man is a maze game created by Toru Iwatani for Namco and first "
                "released in Japan on 22 May 1980, reaching North America that October through "
                "Midway. The yellow hero eats dots while four ghosts, Blinky, Pinky, Inky and "
                "Clyde, chase him, and it became the highest-grossing arcade game of its era, with "
                "some 400,000 cabinets sold worldwide."
            ),
            D(
                "Donkey Kong: Donkey Kong is an arcade game released by Nintendo in July 1981 and "
                "designed by Shigeru Miyamoto, then a young staff artist. A carpenter called "
                "Jumpman climbs girders and leaps over rolling barrels to rescue a woman from a "
                "great ape; the hero was later renamed Mario, and the game set the company on its "
                "way in America."
            ),
        ],
    ),
    Q(
        "titled",
        "list",
        "Who were the members of Led Zeppelin?",
        "Robert Plant, Jimmy Page, John Paul Jones and John Bonham",
        [
            D(
                "The Yardbirds: The Yardbirds were an English rock band from the London suburbs, "
                "formed in 1963, whose lead guitarists were in turn Eric Clapton, Jeff Beck and "
                "Jimmy Page. After the group broke up in July 1968, Page kept the rights to play a "
                "last tour of Scandinavia that September under the name the New Yardbirds with "
                "musicians he had just recruited."
            ),
            D(
                "Deep Purple: Deep Purple were formed in Hertford in 1968, and their best-known "
                "line-up, called Mark II, had Ian Gillan singing, Ritchie Blackmore on guitar, "
                "Roger Glover on bass, Jon Lord on organ and Ian Paice on drums. Their 1972 song "
                "'Smoke on the Water' tells of a fire at the casino in Montreux, Switzerland, "
                "during a Frank Zappa concert in December 1971."
            ),
            S(
                "Led Zeppelin: Led Zeppelin were an English rock band formed in London in 1968 by "
                "the guitarist Jimmy Page, with Robert Plant on vocals, John Paul Jones on bass "
                "guitar and keyboards, and John Bonham on drums. They sold well over 200 million "
                "records, and after Bonham died in September 1980 the other three announced that "
                "they could not go on without him."
            ),
            D(
                "Stairway to Heaven: Stairway to Heaven is an eight-minute song from the band's "
                "untitled fourth album, released in November 1971, and it builds from a quiet "
                "passage on acoustic guitar and recorders to a hard-rock climax. It was never "
                "released as a single in Britain or America, yet it is said to have been played on "
                "US radio more than any other song of the 1970s."
            ),
            D(
                "Black Sabbath: Black Sabbath were formed in Birmingham in 1968 by Ozzy Osbourne "
                "on vocals, Tony Iommi on guitar, Geezer Butler on bass and Bill Ward on drums, "
                "and their 1970 debut album is often called the first heavy metal record. Iommi, "
                "who lost two fingertips in a sheet-metal factory accident at 17, tuned his guitar "
                "down to make playing less painful."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a theremin make sound without being touched?",
        "its two antennas are part of oscillator circuits, and the player's hands change their "
        "capacitance: the hand near the upright rod sets the pitch, the hand over the loop the "
        "volume",
        [
            D(
                "Ondes Martenot: The ondes Martenot is an early electronic instrument shown in "
                "Paris in 1928 by the cellist Maurice Martenot. The player sets the pitch by "
                "sliding a ring worn on one finger along a wire in front of a keyboard, or by "
                "playing the keys, and shapes the loudness with a pressure-sensitive key under the "
                "left hand; Messiaen wrote for it in his Turangal\u00eela Symphony."
            ),
            D(
                "Leon Theremin: Leon Theremin, born Lev Termen in St Petersburg in 1896, toured "
                "Europe and the United States with his new instrument and lived in New York from "
                "1927 to 1938. After returning to the Soviet Union he was sent to a labour camp "
                "and later made listening devices, among them 'The Thing', a bug hidden in a "
                "carved Great Seal given to the US ambassador in 1945."
            ),
            S(
                "Theremin: The theremin is an electronic instrument patented by the Russian "
                "physicist Leon Theremin in 1928 and played without physical contact. Each of its "
                "two antennas forms part of an oscillator circuit, and the player's hands act as "
                "the other plate of a capacitor: moving one hand near the upright rod raises the "
                "pitch, while the other hand over the loop controls the volume."
            ),
            D(
                "Moog synthesizer: The Moog synthesizer, built by Robert Moog in New York State "
                "from 1964, made its sounds with voltage-controlled oscillators, filters and "
                "amplifiers joined by patch cables, and was played from a keyboard. Wendy Carlos's "
                "1968 album Switched-On Bach, recorded on one, sold over a million copies, and the "
                "smaller Minimoog of 1970 took it on stage."
            ),
            D(
                "Good Vibrations: Good Vibrations is a 1966 single by the Beach Boys, written by "
                "Brian Wilson and Mike Love and recorded over many months in four Los Angeles "
                "studios at a then record cost of around $50,000. Its eerie high sliding line, "
                "often taken for a theremin, was played on an Electro-Theremin, a slide-controlled "
                "instrument built by the trombonist Paul Tanner."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Boston Tea Party happen?",
        "colonists were protesting against the Tea Act of 1773 and the tax on tea, levied by a "
        "Parliament in which they had no members",
        [
            D(
                "Intolerable Acts: The Intolerable Acts, called the Coercive Acts in Britain, were "
                "laws passed by Parliament in spring 1774 to punish Massachusetts. The Boston Port "
                "Act closed the harbour until the destroyed tea was paid for, another act put the "
                "colony's government under royal control, and a new Quartering Act let officers "
                "house troops in unoccupied buildings."
            ),
            D(
                "Boston Massacre: The Boston Massacre took place on 5 March 1770, when British "
                "soldiers of the 29th Regiment fired into a crowd that was taunting a sentry "
                "outside the Custom House on King Street, killing five men, among them Crispus "
                "Attucks. John Adams defended the soldiers in court, and six of the eight were "
                "acquitted, while two were convicted of manslaughter."
            ),
            D(
                "Boston Tea Party Ships and Museum: The Boston Tea Party Ships and Museum is a "
                "floating museum on the Congress Street Bridge in Boston, reopened in its present "
                "form in June 2012 after a fire closed it in 2001. Visitors board full-size "
                "replicas of the brig Beaver and the ship Eleanor, throw mock chests overboard, "
                "and see one of two original chests known to survive."
            ),
            S(
                "Boston Tea Party: On the night of 16 December 1773, colonists in Boston, some "
                "disguised as Mohawk warriors, boarded three ships and threw 342 chests of East "
                "India Company tea into the harbour. They were protesting against the Tea Act "
                "passed by Parliament that May and the tax on tea, which they said Britain had no "
                "right to levy on colonies that elected no members there."
            ),
            D(
                "Stamp Act 1765: The Stamp Act, passed by Parliament in March 1765, required "
                "printed papers in the American colonies, from newspapers and legal documents to "
                "playing cards, to carry an embossed revenue stamp. Colonists attacked the stamp "
                "distributors' houses and boycotted British goods, delegates from nine colonies "
                "met in New York that October, and it was repealed in 1766."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Was Charlemagne crowned emperor by the pope?",
        "yes: Pope Leo III crowned him in St Peter's in Rome on Christmas Day 800",
        [
            D(
                "Napoleon's coronation: Napoleon was crowned Emperor of the French on 2 December "
                "1804 in Notre-Dame de Paris in the presence of Pope Pius VII, who had travelled "
                "from Rome for the occasion. At the key moment, however, Napoleon took the crown "
                "and placed it on his own head before crowning Jos\u00e9phine, a scene painted by "
                "Jacques-Louis David on a canvas nearly ten metres wide."
            ),
            D(
                "Otto I: Otto I, king of East Francia from 936, defeated the Magyars at the Battle "
                "of Lechfeld near Augsburg in 955 and was crowned emperor in Rome by Pope John XII "
                "on 2 February 962. His coronation is usually taken as the start of the Holy Roman "
                "Empire as a lasting institution, and he was buried in Magdeburg Cathedral on his "
                "death in 973."
            ),
            D(
                "Pepin the Short: Pepin the Short became king of the Franks in 751 after deposing "
                "the last Merovingian ruler, Childeric III, with the approval of Pope Zachary. In "
                "754 Pope Stephen II anointed him and his two young sons at the abbey of "
                "Saint-Denis near Paris, and Pepin in return gave the papacy lands in central "
                "Italy, the start of the Papal States."
            ),
            S(
                "Charlemagne: Charlemagne, king of the Franks from 768 and of the Lombards from "
                "774, was crowned Emperor of the Romans by Pope Leo III during Christmas Day mass "
                "in St Peter's Basilica in Rome in the year 800. The coronation followed his help "
                "in restoring Leo, who had been attacked in the streets of Rome by his enemies in "
                "799, and he ruled until his death at Aachen in 814."
            ),
            D(
                "Aachen Cathedral: Aachen Cathedral in western Germany grew from the Palatine "
                "Chapel that Charlemagne had built around 796, an octagon modelled on churches in "
                "Ravenna, and it holds his marble throne and his tomb. Thirty-one German kings "
                "were crowned there between 936 and 1531, and in 1978 it became one of the first "
                "twelve places on UNESCO's World Heritage List."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the inventor of the ballpoint pen born?",
        "Budapest: L\u00e1szl\u00f3 B\u00edr\u00f3 was born there in 1899",
        [
            S(
                "Ballpoint pen: The modern ballpoint pen was invented by the Hungarian journalist "
                "L\u00e1szl\u00f3 B\u00edr\u00f3, who noticed that newspaper ink dried quickly "
                "without smudging and, with his brother Gy\u00f6rgy, a chemist, designed a pen "
                "with a small rotating ball at its tip. He patented it in Britain in 1938, and the "
                "RAF later ordered his pens because they did not leak at altitude."
            ),
            D(
                "Fountain pen: The first reliable fountain pen with a working ink feed is credited "
                "to the New York insurance salesman Lewis Waterman, who patented his design in "
                "1884, the story goes, after a leaking pen ruined a contract. Earlier, in 1827, "
                "the Romanian student Petrache Poenaru had patented a pen fed from a goose-quill "
                "reservoir while studying in Paris."
            ),
            D(
                "Marcel Bich: Marcel Bich, born in Turin in 1914 and raised in France, bought a "
                "licence to the new rolling-ball design around 1950 and launched the cheap "
                "disposable Bic Cristal that year, with a clear hexagonal barrel. He dropped the "
                "'h' from his name for the brand, and more than 100 billion of the pens have been "
                "sold, making it one of the best-selling objects ever."
            ),
            S(
                "L\u00e1szl\u00f3 B\u00edr\u00f3: L\u00e1szl\u00f3 J\u00f3zsef B\u00edr\u00f3 was "
                "born on 29 September 1899 in Budapest, then in Austria-Hungary, and worked there "
                "as a journalist, painter and hypnotist before turning to inventing. Being Jewish, "
                "he fled the anti-Jewish laws in 1938, first to Paris and then to Argentina, where "
                "he settled in Buenos Aires; Argentina keeps his birthday as Inventors' Day."
            ),
            D(
                "John J. Loud: John Jacob Loud, an American lawyer, patented a pen with a rotating "
                "steel ball held in a socket on 30 October 1888, meaning it to mark leather and "
                "other rough materials. It was too coarse for writing letters, the patent lapsed "
                "without ever being used commercially, and his design was forgotten until the "
                "Hungarian's pens arrived fifty years later."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who painted The Hay Wain?",
        "John Constable, in 1821",
        [
            D(
                "The Fighting Temeraire, painted by J. M. W. Turner in 1839, shows the old warship "
                "that had fought at Trafalgar being towed up the Thames by a small black steam tug "
                "to be broken up at Rotherhithe. Turner called it his 'darling' and never sold it, "
                "and in 2005 it was voted Britain's greatest painting in a BBC Radio 4 poll; it "
                "appears on the \u00a320 note."
            ),
            D(
                "Flatford Mill, a watermill on the River Stour on the border of Suffolk and Essex, "
                "was owned by Golding Constable, a corn merchant, and the buildings around it, "
                "including Willy Lott's Cottage, now belong to the National Trust. The mill itself "
                "is let to the Field Studies Council, which has run art and nature courses there "
                "since 1946."
            ),
            S(
                "The Hay Wain, finished in 1821, is the best-known painting by John Constable and "
                "shows a horse-drawn hay cart standing in the shallow River Stour beside Willy "
                "Lott's Cottage at Flatford Mill in Suffolk. Little noticed when shown at the "
                "Royal Academy, it won a gold medal at the Paris Salon of 1824 and now hangs in "
                "the National Gallery in London."
            ),
            D(
                "The Cornfield, painted in 1826, shows a boy lying on the ground to drink from a "
                "stream while his dog waits with a flock of sheep on a sunken lane near East "
                "Bergholt. It was bought by subscribers after the artist's death in 1837 and given "
                "to the National Gallery, the first of his works to enter a public collection in "
                "Britain."
            ),
            D(
                "Mr and Mrs Andrews, painted around 1750 by Thomas Gainsborough when he was in his "
                "early twenties, shows a newly married couple posed under an oak tree on their "
                "farm near Sudbury in Suffolk, with wheat sheaves and a wide view of the Stour "
                "valley behind them. Part of Mrs Andrews's lap was left unpainted, and the picture "
                "was bought by the National Gallery in 1960."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "who invented the saxophone",
        "Adolphe Sax, a Belgian instrument maker, who patented it in Paris in 1846",
        [
            D(
                "The clarinet grew out of the chalumeau, a simple single-reed pipe, and its "
                "invention is credited to Johann Christoph Denner, a woodwind maker in Nuremberg, "
                "around 1700. Adding a register key let it play much higher notes, and by the time "
                "Mozart wrote his Clarinet Concerto in 1791 for the player Anton Stadler it had "
                "become a regular member of the orchestra."
            ),
            D(
                "Coleman Hawkins, born in St Joseph, Missouri, in 1904, did more than anyone to "
                "make the tenor saxophone a leading jazz instrument, playing with Fletcher "
                "Henderson's orchestra from 1923. His 1939 recording of 'Body and Soul', a long "
                "improvisation that barely states the tune, became a hit and is still studied by "
                "young saxophonists today."
            ),
            D(
                "Dinant, a small town on the River Meuse in the Belgian province of Namur, is "
                "known for its Gothic collegiate church with an onion-domed tower, its citadel on "
                "the cliff above, and the hard honey biscuits called couques. Its bridge over the "
                "river is lined with giant, brightly painted statues of saxophones, in honour of a "
                "famous son born there in 1814."
            ),
            S(
                "The saxophone was invented by Adolphe Sax, a Belgian instrument maker born in "
                "Dinant in 1814, who wanted an instrument with the power of brass and the agility "
                "of woodwind. He moved to Paris in 1842 and took out a French patent in 1846 for a "
                "family of saxophones in different sizes; though made of brass, it is a woodwind, "
                "played with a single reed."
            ),
            D(
                "The sousaphone, a large tuba that wraps around the player's body with its bell "
                "raised above the head, was first built by J. W. Pepper of Philadelphia in 1893 at "
                "the request of John Philip Sousa, the American bandmaster, who wanted a bass that "
                "could be carried on the march. C. G. Conn later turned the bell to face forward "
                "and made it lighter."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which has more players on court, a netball team or a basketball team?",
        "a netball team: seven players on court, against five in basketball",
        [
            S(
                "A netball team puts seven players on court at a time, each wearing a bib with "
                "letters that show their position, from goal shooter and goal attack to wing "
                "defence and goalkeeper, and each is limited to certain thirds of the court. A "
                "match lasts four quarters of fifteen minutes, and the ball must be passed within "
                "three seconds, as players may not run with it."
            ),
            D(
                "Korfball, devised by the Amsterdam schoolteacher Nico Broekhuysen in 1902, is "
                "played by teams of eight, four men and four women, who score by throwing a ball "
                "into a bottomless basket on a post 3.5 metres high. Players may not run with the "
                "ball or dribble it, and every two goals the attackers and defenders swap roles, "
                "so that everyone both shoots and defends."
            ),
            D(
                "A volleyball team has six players on court, three at the front and three at the "
                "back, and they rotate one place clockwise each time they win back the serve. A "
                "side may touch the ball up to three times before it goes over the net, a match is "
                "won by the first team to take three sets, and the libero, in a different colour "
                "shirt, may only play in the back row."
            ),
            S(
                "In basketball each side has five players on the court at once, usually two "
                "guards, two forwards and a centre, and the team may bring on substitutes as often "
                "as it likes when play stops. An NBA game is made up of four twelve-minute "
                "quarters, while FIBA games use quarters of ten, and a shot from beyond the arc is "
                "worth three points instead of two."
            ),
            D(
                "Handball teams field seven players each, a goalkeeper and six court players, who "
                "may take three steps with the ball and must shoot from outside a six-metre area "
                "around the goal. Developed in its modern form in Denmark and Germany at the end "
                "of the 19th century, it became an Olympic sport for men in Munich in 1972 and for "
                "women in Montreal in 1976."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What are the three orders of classical Greek architecture?",
        "Doric, Ionic and Corinthian",
        [
            D(
                "The Romans added two orders of their own to the ones they borrowed from Greece. "
                "The Tuscan is a plain, unfluted column on a simple base, thought to come from "
                "Etruscan temples, and the Composite, first seen on the Arch of Titus in about 82 "
                "AD, sets the scrolls of one Greek capital on top of the leaves of another, making "
                "it the most ornate of all."
            ),
            D(
                "The Parthenon, the temple of Athena on the Acropolis of Athens, was built between "
                "447 and 432 BC under Pericles by the architects Ictinus and Callicrates, with the "
                "sculptor Phidias overseeing its decoration. It has 8 columns across each end and "
                "17 along each side, and in 1687 a Venetian cannon shell set off gunpowder stored "
                "inside and blew out its middle."
            ),
            D(
                "Vitruvius, a Roman architect and military engineer who served under Julius "
                "Caesar, wrote the ten books of De architectura around 30 to 15 BC, the only full "
                "treatise on architecture to survive from antiquity. He taught that a building "
                "must have firmness, usefulness and beauty, and his account of the ideal "
                "proportions of the human body inspired Leonardo's Vitruvian Man."
            ),
            S(
                "Greek temple builders worked in three orders, each with its own column and "
                "capital. The Doric, used in the Parthenon, has a sturdy fluted column with no "
                "base and a plain cushion-like capital; the Ionic, slimmer and standing on a base, "
                "is crowned with a pair of scrolls; and the Corinthian, the latest, is dressed "
                "with carved acanthus leaves."
            ),
            D(
                "Caryatids are carved female figures that hold up a roof in place of columns, and "
                "the best known are the six on the porch of the Erechtheion, built on the "
                "Acropolis between 421 and 406 BC. Lord Elgin took one of them to London in the "
                "early 1800s, where it is in the British Museum, and the other five stand in the "
                "Acropolis Museum, replaced on site by copies."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does an electric guitar pickup work?",
        "its magnets magnetise the steel strings; a vibrating string disturbs the magnetic field "
        "through a coil of fine wire, inducing a small alternating voltage that the amplifier "
        "makes loud",
        [
            D(
                "A humbucker, patented by the Gibson engineer Seth Lover in 1959 and first fitted "
                "to the Les Paul, was designed to stop the hum that single-coil pickups pick up "
                "from mains wiring and lights. It pairs two coils wound in opposite directions "
                "with their magnets reversed, so interference cancels out, and it gives the "
                "thicker, warmer tone heard on much hard rock."
            ),
            S(
                "An electric guitar's pickup is a set of small permanent magnets wrapped in "
                "thousands of turns of very fine copper wire, mounted under the steel strings. The "
                "magnets magnetise the strings, so when a string vibrates it disturbs the magnetic "
                "field passing through the coil and induces a tiny alternating voltage at the same "
                "frequency, which the amplifier then makes loud."
            ),
            D(
                "An acoustic guitar makes its sound with no electricity at all: the strings pass "
                "their vibration through the bridge to a thin wooden top, usually of spruce, which "
                "moves a much larger area of air than the strings alone could. The hollow body and "
                "its round sound hole then act as a resonating chamber, strengthening the lower "
                "notes, and internal braces keep the top from cracking."
            ),
            D(
                "The Fender Stratocaster, designed by Leo Fender with Freddie Tavares and Bill "
                "Carson and launched in 1954, has a contoured solid body, a bolt-on maple neck, "
                "three single-coil pickups and a spring-loaded tremolo arm. Buddy Holly played one "
                "on television in 1957, and Jimi Hendrix closed the Woodstock festival in August "
                "1969 playing a white one."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Luddites smash machines?",
        "employers were using new frames and looms with cheap, unskilled labour to cut skilled "
        "textile workers' wages and put them out of work, at a time of soaring bread prices "
        "during the war with France",
        [
            D(
                "The Swing Riots broke out in the south and east of England in the late summer of "
                "1830, when farm labourers burned ricks and wrecked threshing machines, signing "
                "threatening letters with the name of an imaginary 'Captain Swing'. The government "
                "hanged nineteen men and transported some 500 to Australia, and a new Poor Law "
                "followed in 1834."
            ),
            S(
                "The Luddites were English textile workers who, from 1811 to 1816, broke into "
                "mills and smashed stocking frames and power looms at night. They were not against "
                "machines as such: skilled weavers and croppers saw employers use the new frames "
                "and cheap, untrained labour to cut their wages and put them out of work, while "
                "the war with France had sent bread prices soaring."
            ),
            D(
                "Ned Ludd, after whom the Luddites named themselves, was probably not a real "
                "person: the story went that a young apprentice in Anstey, Leicestershire, had "
                "broken two stocking frames in a fit of temper around 1779. Letters and "
                "proclamations were signed by 'General Ludd' or 'King Ludd', said to live in "
                "Sherwood Forest, and no leader by that name was ever caught or even identified."
            ),
            D(
                "Parliament answered the machine-breaking with the Frame-Breaking Act of 1812, "
                "which made destroying a stocking frame a crime punishable by death, and sent "
                "about 12,000 soldiers into Nottinghamshire, Lancashire and Yorkshire. Lord Byron "
                "spoke against the bill in his maiden speech in the House of Lords, and seventeen "
                "men were hanged at York in January 1813."
            ),
            D(
                "The stocking frame, a knitting machine invented by William Lee, a clergyman from "
                "Calverton near Nottingham, in 1589, could knit many times faster than by hand. "
                "Queen Elizabeth I refused him a patent, reportedly for fear it would ruin hand "
                "knitters, and he took his frames to France, but by the 18th century the "
                "Nottingham area had thousands of them."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is skateboarding an olympic sport",
        "yes: it made its debut at the Tokyo 2020 Games, held in 2021, with street and park "
        "events, and stayed for Paris 2024",
        [
            D(
                "Surfing also joined the Olympic programme at Tokyo 2020, where the contests were "
                "held on the Pacific coast at Tsurigasaki Beach, some 60 kilometres from the city, "
                "and Italo Ferreira of Brazil took the first men's gold. For Paris 2024 the events "
                "were held more than 15,000 kilometres from Paris, at Teahupo'o in Tahiti, famous "
                "for its heavy reef break."
            ),
            D(
                "BMX racing became an Olympic event in Beijing in 2008, and freestyle BMX, in "
                "which riders perform tricks on a park course of ramps and walls and are judged on "
                "difficulty and style, followed at Tokyo 2020. Britain's Charlotte Worthington won "
                "the first women's freestyle gold in August 2021 after landing the first "
                "360-degree backflip seen in a women's competition."
            ),
            S(
                "Skateboarding made its Olympic debut at the Tokyo Games, held in the summer of "
                "2021 after a year's delay, with street and park events for both men and women at "
                "Ariake Urban Sports Park. Japan's Momiji Nishiya won the women's street at the "
                "age of 13, and the sport was kept on the programme for Paris 2024, where it was "
                "staged at Place de la Concorde."
            ),
            D(
                "Roller sports have a long, patchy Olympic history: roller hockey was shown as a "
                "demonstration sport at the Barcelona Games in 1992, where Argentina won, but it "
                "never became a medal event. Speed skating on roller skates is part of the Pan "
                "American Games, and the World Skate federation, formed in 2017, now governs "
                "roller sports around the world."
            ),
            D(
                "The X Games, first held in Rhode Island in 1995 by the US sports channel ESPN as "
                "the Extreme Games, made stars of skateboarders such as Tony Hawk, who in 1999 "
                "landed the first '900', two and a half spins in the air, on a vertical ramp in "
                "San Francisco. Winter X Games followed in 1997, and for years they were the "
                "biggest stage skaters had."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In what year was the author of Little Women born?",
        "1832: Louisa May Alcott was born on 29 November that year",
        [
            D(
                "Anne of Green Gables, published in 1908, was written by Lucy Maud Montgomery, who "
                "was born on 30 November 1874 in Clifton, Prince Edward Island, and brought up by "
                "her grandparents in nearby Cavendish. The story of Anne Shirley, a red-haired "
                "orphan sent by mistake to an elderly brother and sister who had asked for a boy, "
                "has sold over 50 million copies."
            ),
            S(
                "Little Women, published in two volumes in 1868 and 1869, was written by Louisa "
                "May Alcott at the request of her publisher, Thomas Niles, who wanted a book for "
                "girls. It follows the four March sisters, Meg, Jo, Beth and Amy, growing up in "
                "New England during the Civil War, and Jo, the tomboy who wants to be a writer, "
                "was modelled on its author."
            ),
            D(
                "Little Women has been filmed many times: George Cukor's 1933 version starred "
                "Katharine Hepburn as Jo, Mervyn LeRoy's 1949 film cast June Allyson, and Gillian "
                "Armstrong's of 1994 had Winona Ryder. Greta Gerwig's 2019 adaptation, with "
                "Saoirse Ronan as Jo and Florence Pugh as Amy, was nominated for six Oscars and "
                "won one, for its costume design."
            ),
            S(
                "Louisa May Alcott was born on 29 November 1832 in Germantown, Pennsylvania, the "
                "second of four daughters of the teacher and philosopher Amos Bronson Alcott, and "
                "grew up mostly in Concord, Massachusetts, among friends such as Emerson and "
                "Thoreau. She served as a nurse in a Union army hospital in Washington in 1862 and "
                "died in Boston in March 1888."
            ),
            D(
                "What Katy Did, published in 1872, was written by Susan Coolidge, the pen name of "
                "Sarah Chauncey Woolsey, who was born in Cleveland, Ohio, on 29 January 1835 and "
                "lived much of her life in Newport, Rhode Island. Its heroine, Katy Carr, a clumsy "
                "twelve-year-old, learns patience after a fall from a swing leaves her unable to "
                "walk for four years."
            ),
        ],
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the first CDs go on sale?",
        "1 October 1982, in Japan, with Sony's CDP-101 player",
        [
            D(
                "Home > Tech > History | The Walkman at 40\nSony put the TPS-L2 Walkman on sale in "
                "Japan on 1 July 1979 for 33,000 yen. The blue-and-silver cassette player had no "
                "recording function and came with two headphone sockets so that friends could "
                "listen together, and by 1989 Sony had sold more than 50 million Walkmans around "
                "the world.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > History | The day the CD arrived\nThe compact disc went on sale in "
                "Japan on 1 October 1982, when Sony launched the CDP-101 player alongside a first "
                "batch of titles from CBS/Sony, headed by Billy Joel's 52nd Street. Discs and "
                "players reached Europe and North America the next spring, in March 1983, and a "
                "player then cost about $900.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Formats | How big is a CD?\nThe compact disc is 120 millimetres "
                "across and was designed by Philips and Sony to hold 74 minutes of stereo music, a "
                "length said to have been chosen so that Beethoven's Ninth Symphony would fit on "
                "one disc. Music is stored as 16-bit samples taken 44,100 times a second, read by "
                "a laser from a spiral track.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > History | The LaserDisc\nThe LaserDisc, a 30-centimetre optical "
                "disc for films, went on sale in Atlanta, Georgia, on 15 December 1978 as MCA "
                "DiscoVision, with Jaws the first title sold. It stored analogue video read by a "
                "laser, so it never wore out, but players were dear and the discs held an hour a "
                "side, and it never caught on outside Japan.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Charts | The CD's first million-seller\nDire Straits' Brothers in "
                "Arms, released in May 1985, was one of the first albums recorded digitally with "
                "the compact disc in mind, and it became the first to sell a million copies on CD. "
                "In Britain it is among the ten best-selling albums of all time, and its 'Money "
                "for Nothing' video opened MTV Europe in 1987.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented the zipper",
        "Gideon Sundback, a Swedish-born engineer, who designed the modern zip in 1913",
        [
            D(
                "Home > Design > Everyday objects | The story of Velcro\nThe Swiss engineer George "
                "de Mestral came home from a hunting trip in the Alps in 1941 to find burdock "
                "burrs caught in his dog's fur, and under a microscope saw their tiny hooks. He "
                "spent years copying them in nylon, patented his hook-and-loop fastener in 1955, "
                "and named it from the French velours and crochet.\nShare this | Cookie policy"
            ),
            D(
                "Home > Design > Brands | Why zips say YKK\nYKK, the letters on roughly half the "
                "world's zips, stands for Yoshida Kogyo Kabushikigaisha, the company Tadao Yoshida "
                "founded in Tokyo in January 1934. It makes its own brass, dyes its own tape and "
                "even builds the machines in its factories, and it turns out several billion zips "
                "a year from plants in over 70 countries.\nShare this | Cookie policy"
            ),
            D(
                "Home > Design > Words | Why is it called a zipper?\nThe word zipper began as a "
                "trade name: in 1923 the B. F. Goodrich company of Akron, Ohio, sold rubber "
                "galoshes fastened with the new slide fasteners and called them Zipper Boots, "
                "after the sound they made. The name stuck to the fastener itself, while in "
                "Britain it is mostly just called a zip.\nShare this | Cookie policy"
            ),
            S(
                "Home > Design > Everyday objects | Who made the zip?\nThe modern zip was designed "
                "in 1913 by Gideon Sundback, a Swedish-born engineer at the Universal Fastener "
                "Company in Hoboken, New Jersey. His 'hookless fastener' used rows of interlocking "
                "metal teeth drawn together by a slider, and his patent was granted in 1917; "
                "earlier hook-and-eye designs had jammed.\nShare this | Cookie policy"
            ),
            D(
                "Home > Design > Everyday objects | The safety pin\nWalter Hunt, a New York "
                "mechanic, invented the safety pin in 1849 by twisting a piece of brass wire into "
                "a coil spring with a clasp at one end, reportedly in about three hours, to pay "
                "off a debt of 15 dollars. He sold the patent for 400 dollars to W. R. Grace and "
                "Company, which made a fortune.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "mcdonalds vs burger king which is older",
        "McDonald's: the McDonald brothers opened their first restaurant in 1940, while Burger "
        "King began in 1953 as Insta-Burger King",
        [
            D(
                "Home > Food > Brands | White Castle, the first chain\nWhite Castle, founded by "
                "Billy Ingram and Walter Anderson in Wichita, Kansas, in 1921, is usually counted "
                "as the first fast-food hamburger chain. It sold small square burgers for five "
                "cents each, steamed on a bed of onions, and built its restaurants to look like "
                "little castles to persuade customers they were clean.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Brands | How McDonald's began\nThe brothers Richard and Maurice "
                "McDonald opened a barbecue drive-in in San Bernardino, California, in 1940, and "
                "in 1948 they cut the menu to burgers, fries and shakes made on a fast 'Speedee' "
                "system. Ray Kroc, a milkshake-mixer salesman, opened his first franchise in Des "
                "Plaines, Illinois, in April 1955.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Brands | Wendy's\nDave Thomas, who had made his name turning round "
                "KFC franchises in Ohio, opened the first Wendy's in Columbus, Ohio, in November "
                "1969, naming it after his eight-year-old daughter Melinda Lou, whose nickname was "
                "Wendy. Its square beef patties were said to show that the company did not cut "
                "corners.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Brands | The Burger King story\nBurger King started out in "
                "Jacksonville, Florida, in 1953 as Insta-Burger King, named after the "
                "'Insta-Broiler' ovens its founders Keith Kramer and Matthew Burns had bought. Two "
                "Miami franchisees, James McLamore and David Edgerton, opened in 1954 and later "
                "took over, and the Whopper went on sale in 1957 for 37 cents.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Food > Brands | The Big Mac\nThe Big Mac was created by Jim Delligatti, "
                "who ran McDonald's franchises near Pittsburgh, Pennsylvania, and first sold it at "
                "his restaurant in Uniontown in 1967 for 45 cents. It went on sale across the "
                "United States in 1968, and The Economist has used its price since 1986 to compare "
                "currencies in its Big Mac index.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What are the apparatus in women's artistic gymnastics?",
        "vault, uneven bars, balance beam and floor exercise",
        [
            D(
                "Home > Sport > Gymnastics | Men's artistic events explained\nMen compete on six "
                "apparatus: floor exercise, pommel horse, still rings, vault, parallel bars and "
                "horizontal bar, in that Olympic order. The rings hang 2.8 metres above the mat, "
                "and holding the body still in a cross with arms straight out to the sides is one "
                "of the strength moves judges look for.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Gymnastics | What is rhythmic gymnastics?\nRhythmic gymnastics, an "
                "Olympic sport for women since Los Angeles 1984, is performed on a carpet to music "
                "with hand apparatus: the hoop, the ball, the clubs and the ribbon, with the rope "
                "now used only in junior events. Gymnasts compete as individuals or in groups of "
                "five, judged on difficulty and artistry.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Gymnastics | The perfect 10\nAt the Montreal Olympics on 18 July "
                "1976, 14-year-old Nadia Comaneci of Romania was given the first perfect score of "
                "10 in Olympic gymnastics, for her routine on the uneven bars; the scoreboard, "
                "built to show only three digits, displayed 1.00. She earned six more tens and "
                "three gold medals at those Games.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Gymnastics | Women's artistic events explained\nWomen's artistic "
                "gymnastics is contested on four apparatus: the vault, the uneven bars, the "
                "balance beam and the floor exercise, which is the only one performed to music. "
                "The beam is just 10 centimetres wide and 1.25 metres off the ground, and the "
                "all-around title goes to the best total across all four.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Sport > Gymnastics | Simone Biles in numbers\nSimone Biles, born in "
                "Columbus, Ohio, in 1997, has won more world and Olympic medals than any other "
                "gymnast, man or woman, and has five elements in the Code of Points named after "
                "her, among them the Yurchenko double pike. At Paris 2024 she won the Olympic "
                "all-around for the second time, eight years after Rio.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a VPN keep my browsing private?",
        "it encrypts everything your device sends and tunnels it to the VPN provider's server, so "
        "your internet provider or Wi-Fi operator sees only scrambled data and websites see the "
        "server's IP address instead of yours",
        [
            D(
                "Home > Tech > Security | What does HTTPS mean?\nThe padlock by a web address "
                "means the site uses HTTPS, in which your browser and the server agree on keys "
                "through TLS and then encrypt the pages and forms passing between them. It stops "
                "others on the network reading passwords or card numbers, though your internet "
                "provider can still see which sites you are connecting to.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Tech > Security | What a VPN actually does\nA virtual private network "
                "encrypts everything your device sends and passes it through a tunnel to a server "
                "run by the VPN provider, which then forwards it to the websites you visit. Your "
                "broadband firm or the caf\u00e9's Wi-Fi sees only scrambled data going to one "
                "server, and sites see the server's IP address, not yours.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Tech > Security | Incognito mode explained\nA browser's private or "
                "incognito window simply does not save your history, cookies or form entries once "
                "you close it, so others using the same computer cannot see where you have been. "
                "It hides nothing from your employer, your internet provider or the websites "
                "themselves, all of which can still see your IP address.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Tech > Buying guides | Best VPNs of the year\nWe tested 20 paid VPN "
                "services for speed, server count and price: the fastest kept 90 per cent of our "
                "500 Mbps line in London, the biggest had over 6,000 servers in 100 countries, and "
                "two-year plans cost from about \u00a32 to \u00a35 a month. Free VPNs often cap "
                "data at 10 GB a month and may sell browsing data.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Security | What is Tor?\nThe Tor Browser, built on Firefox, sends "
                "your traffic through three volunteer-run relays chosen at random, wrapped in "
                "three layers of encryption that are peeled off one at a time, like the layers of "
                "an onion that give the network its name. No single relay knows both who you are "
                "and which site you visit, but pages load slowly.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why did blockbuster go out of business",
        "it was too slow to adapt as viewers moved to DVDs by post and then streaming: it turned "
        "down buying Netflix for $50 million in 2000 and, carrying heavy debt, filed for "
        "bankruptcy in 2010",
        [
            D(
                "Home > Business > Case studies | The last Blockbuster\nOne Blockbuster store is "
                "still open, in Bend, Oregon, opened in 1992 and managed by Sandi Harding, who "
                "kept going after the chain's other outlets closed. It became the last in the "
                "world in March 2019, when a store in Perth, Australia, shut, and in 2020 it was "
                "listed on Airbnb for sleepovers at $4 a night.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Case studies | Netflix's first decade\nNetflix was founded by "
                "Reed Hastings and Marc Randolph in Scotts Valley, California, in 1997, renting "
                "DVDs by post for a flat monthly fee with no late charges. It began streaming "
                "films in January 2007, tried to split the two services in 2011, and in 2013 "
                "released House of Cards, its first big original series.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Business > Case studies | How Blockbuster lost\nBlockbuster filed for "
                "bankruptcy in September 2010 after viewers deserted its 9,000 stores for DVDs by "
                "post and then for streaming. In 2000 it had turned down the chance to buy Netflix "
                "for $50 million, was slow to launch its own online service, and by the end was "
                "carrying about $900 million of debt.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Case studies | Why Toys R Us closed\nToys R Us, founded by "
                "Charles Lazarus in Washington, D.C., in 1948, closed its US shops in 2018 after a "
                "2005 buyout by private equity firms left it with about $5 billion of debt, eating "
                "up money it needed to update stores. Competition from Amazon and Walmart, and a "
                "poor 2017 Christmas, finished it off.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Case studies | Blockbuster in the UK\nBlockbuster's British "
                "arm, with its blue-and-yellow shops on many high streets, outlived the American "
                "parent: it was sold to a new owner in 2011 and finally went into administration "
                "in January 2013, when 528 stores and some 4,000 jobs were at stake. The last "
                "British branches had shut by the end of that year.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can you pay with cash on London buses?",
        "no: London buses have not taken cash since 6 July 2014; you pay with a contactless card, "
        "phone or Oyster card",
        [
            D(
                "Home > Travel > London | The Tube and cash\nYou can still use cash on the "
                "Underground, though not at the gates: ticket machines in every Tube station sell "
                "paper tickets and top up Oyster cards for notes and coins. A paper single in zone "
                "1 costs \u00a36.70, far more than the \u00a32.80 fare with contactless, which is "
                "why few visitors buy them.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > London | Paying for the bus\nLondon's buses stopped taking cash "
                "fares on 6 July 2014, so you cannot pay the driver with coins or notes. Touch in "
                "on the yellow reader with a contactless bank card, a phone or watch, or an Oyster "
                "card; a single journey costs \u00a31.75, and the Hopper fare lets you change "
                "buses within an hour for no more.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Edinburgh | Lothian Buses fares\nIn Edinburgh, Lothian buses "
                "still accept cash, but drivers give no change, so have the exact fare ready: an "
                "adult single was \u00a32 in 2024 and a day ticket \u00a35. You can also tap a "
                "contactless card on the reader, which caps what you pay each day at the "
                "day-ticket price, or buy tickets in the Lothian app.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > London | Routemaster farewell\nThe last regular Routemaster "
                "buses, with their open rear platform and a conductor collecting fares on board, "
                "ran on route 159 on 9 December 2005. Two heritage routes, the 9 and the 15, kept "
                "the old buses for visitors for some years, and a New Routemaster by Heatherwick "
                "Studio entered service in February 2012.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > London | Free travel for children\nChildren under 11 travel free "
                "on London's buses, trams and the Tube with a paying adult, and those aged 11 to "
                "15 can ride buses and trams free with a Zip Oyster photocard, applied for online "
                "for a \u00a320 fee. Older students may get 30 per cent off travelcards with an "
                "18+ Student Oyster card.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "When was the company that makes the Game Boy founded?",
        "23 September 1889: Nintendo was founded in Kyoto that day by Fusajiro Yamauchi",
        [
            S(
                "Home > Tech > Gaming | Game Boy at 35\nNintendo's Game Boy handheld went on sale "
                "in Japan on 21 April 1989 and in North America that July, bundled there with "
                "Tetris. Designed by Gunpei Yokoi's team, it had a green-tinted screen with no "
                "backlight and ran for some 30 hours on four AA batteries, and with the Game Boy "
                "Color it sold about 119 million units.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Companies | Sega: company profile\nSega traces its roots to "
                "Standard Games, set up in Honolulu in 1940 to supply coin-operated machines to "
                "American military bases, which moved to Tokyo in 1951 and took the name Service "
                "Games. Its Mega Drive console of 1988 and the hedgehog mascot Sonic, from 1991, "
                "made it a great rival in video games.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Gaming | Atari Lynx\nThe Atari Lynx, released in September 1989 at "
                "about $180, was the first handheld console with a colour screen, backlit and able "
                "to show 16 colours at once from a palette of 4,096. It was designed by Dave "
                "Needle and R. J. Mical at Epyx before Atari took it over, but it was bulky, ate "
                "six AA batteries in about five hours, and sold poorly.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Companies | Nintendo: company profile\nNintendo was founded in "
                "Kyoto on 23 September 1889 by Fusajiro Yamauchi to make hanafuda, hand-painted "
                "Japanese playing cards. Under Hiroshi Yamauchi, its president from 1949 to 2002, "
                "it tried running a taxi firm and selling instant rice before toys and video games "
                "made it one of Japan's best-known companies.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Companies | Game Freak: company profile\nGame Freak, the Tokyo "
                "studio behind the Pok\u00e9mon games, began in 1983 as a fanzine about arcade "
                "games written by Satoshi Tajiri and illustrated by Ken Sugimori, and became a "
                "developer in April 1989. Pok\u00e9mon Red and Green, made for a handheld console, "
                "came out in Japan in February 1996 and sold millions.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How many points is a touchdown worth in American football?",
        "six points, before a try for one or two more",
        [
            D(
                "Q: How many points is a field goal worth?\nA: A field goal, kicked through the "
                "uprights and over the crossbar from anywhere on the field, usually on fourth "
                "down, counts for three points. The goalposts stand at the back of the end zone, "
                "so a kick from the 30-yard line travels about 47 yards; the NFL record is 66 "
                "yards, set by Justin Tucker in 2021."
            ),
            S(
                "Q: How many points do you get for a touchdown?\nA: A touchdown, scored by "
                "carrying the ball into the opponents' end zone or catching a pass there, is worth "
                "six points. The scoring team then tries for an extra point: a kick through the "
                "goalposts from a short distance adds one, while running or passing the ball into "
                "the end zone again adds two."
            ),
            D(
                "Q: How many points is a try worth in rugby union?\nA: A try, scored by grounding "
                "the ball over the opponents' goal line, is worth five points, and the conversion "
                "kick that follows adds two more. A penalty goal or a drop goal is worth three "
                "points, and a penalty try, awarded when foul play stops a probable try, counts as "
                "seven with no kick needed."
            ),
            D(
                "Q: What is a safety?\nA: A safety is scored when the team with the ball is "
                "tackled in, or puts the ball out of, its own end zone, and it gives two points to "
                "the defending side. The team that gave up the safety must then kick the ball to "
                "its opponents from its own 20-yard line, so it also loses possession, which can "
                "matter more than the points."
            ),
            D(
                "American football at a glance\n\u2022 Field: 100 yards between the goal lines, "
                "with 10-yard end zones at each end\n\u2022 Four downs to gain 10 yards\n\u2022 "
                "Safety: 2 points\n\u2022 Field goal: 3 points\n\u2022 Game: four 15-minute "
                "quarters\n\u2022 Players: 11 a side on the field\n\u2022 Ball: about 11 inches "
                "long, made of leather"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how many days does a test match last",
        "up to five days, with at least 90 overs a day",
        [
            D(
                "Q: How long is a one-day international?\nA: In a one-day international each side "
                "bats once and faces up to 50 overs, so a match takes about seven to eight hours, "
                "usually finishing the same day, often under floodlights. The first was played in "
                "Melbourne on 5 January 1971 after rain washed out the first three days of a Test, "
                "and the Cricket World Cup uses the format."
            ),
            D(
                "Q: How long is a T20 match?\nA: A Twenty20 game gives each side a single innings "
                "of 20 overs, so the whole match lasts about three hours, close to a football "
                "match with travel. It began as a county competition in England in June 2003, the "
                "first men's T20 World Cup was played in South Africa in 2007, and India won it."
            ),
            S(
                "Q: How long does a Test match last?\nA: A men's Test match is scheduled for up to "
                "five days, with three sessions of two hours each day and at least 90 overs to be "
                "bowled daily. Each side bats twice, and if neither has won when time runs out on "
                "the fifth day, the match is a draw; many finish early when one side is bowled out "
                "twice."
            ),
            D(
                "Q: How long does a game of The Hundred take?\nA: In The Hundred, launched in "
                "England and Wales in July 2021, each side faces 100 balls, bowled in sets of five "
                "or ten from one end, so a match lasts about two and a half hours. Eight "
                "city-based teams take part, with men's and women's competitions played on the "
                "same days and grounds."
            ),
            D(
                "Cricket formats at a glance\n\u2022 County Championship: four days a "
                "match\n\u2022 One-day internationals: 50 overs a side\n\u2022 T20: 20 overs a "
                "side\n\u2022 The Hundred: 100 balls a side\n\u2022 Over: six legal balls\n\u2022 "
                "Pitch: 22 yards between the stumps\n\u2022 Players: 11 a side\n\u2022 Ball: "
                "leather, red for long games, white for short"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which arrives faster, first class or second class post?",
        "first class: Royal Mail aims to deliver it the next working day, against two to three "
        "working days for second class",
        [
            S(
                "Q: How long does first class post take?\nA: Royal Mail aims to deliver first "
                "class letters and large letters the next working day after posting, Monday to "
                "Saturday, though that is a target rather than a promise, and it meets it for "
                "roughly three quarters of items. A first class stamp for a standard letter cost "
                "\u00a31.65 in 2024."
            ),
            D(
                "Q: What is Special Delivery Guaranteed?\nA: Special Delivery Guaranteed promises "
                "delivery by 1pm the next working day, with a signature on arrival, online "
                "tracking and compensation of up to \u00a3750 as standard if it is late or lost. "
                "It costs far more than ordinary post, from around \u00a38, and is the service "
                "Royal Mail suggests for passports, cash and valuables."
            ),
            S(
                "Q: How long does second class post take?\nA: Second class letters are delivered "
                "within two to three working days of posting, and the service is meant for post "
                "that is not urgent, such as bills, statements and greeting cards. A second class "
                "stamp cost 85p for a standard letter in 2024, about half the first class price, "
                "and neither can be tracked."
            ),
            D(
                "Q: How do I send a parcel abroad?\nA: Parcels to other countries need a customs "
                "declaration, form CN22 for items worth up to \u00a3270 or CN23 above that, which "
                "you can fill in online when you buy postage. International Standard is cheapest "
                "but untracked, International Tracked adds tracking, and delivery to Europe takes "
                "three to five working days."
            ),
            D(
                "Royal Mail at a glance\n\u2022 Founded: 1516, under Henry VIII, as a royal "
                "service\n\u2022 Penny Black, the first adhesive stamp: issued 1 May 1840\n\u2022 "
                "Privatised: October 2013\n\u2022 Universal service: letters six days a week "
                "across the UK at one price\n\u2022 Post boxes: about 115,000\n\u2022 Postcodes: "
                "brought in between 1959 and 1974"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What's in a full English breakfast?",
        "bacon, sausages, eggs, baked beans, grilled tomato, mushrooms and toast or fried bread, "
        "often with black pudding or hash browns",
        [
            D(
                "Q: What is in a full Scottish breakfast?\nA: A full Scottish breakfast adds its "
                "own touches to the plate: square Lorne sausage, a slice of haggis, tattie scones "
                "made from potato, and sometimes white pudding or black pudding from Stornoway. "
                "Bacon, eggs, beans and tomato usually come too, with an oatcake or toast on the "
                "side."
            ),
            S(
                "Q: What goes in a full English breakfast?\nA: A full English usually means back "
                "bacon, pork sausages and fried, poached or scrambled eggs, served with baked "
                "beans, a grilled tomato, fried mushrooms and toast or fried bread. Many "
                "caf\u00e9s add black pudding or hash browns, with a mug of tea; regional versions "
                "vary, so there is no single official list."
            ),
            D(
                "Q: What is an Ulster fry?\nA: The Ulster fry, Northern Ireland's version of the "
                "cooked breakfast, is set apart by its two breads, soda farls and potato bread, "
                "both cut into quarters and fried in the fat from the bacon and sausages. It "
                "normally comes with eggs and sometimes black or white pudding, and some "
                "caf\u00e9s add beans, though purists object."
            ),
            D(
                "Q: Where does the full English come from?\nA: The cooked breakfast goes back to "
                "the country houses of the Victorian gentry, who laid out long spreads on the "
                "sideboard for guests, and Edwardian working men took up a smaller fry-up before a "
                "day's labour. Wartime rationing cut it back, and the transport caf\u00e9s of the "
                "1950s and 1960s made it popular again."
            ),
            D(
                "Full English: nutrition at a glance\n\u2022 Typical caf\u00e9 plate: about 800 to "
                "1,200 calories\n\u2022 Salt: often more than half the adult daily limit of 6 "
                "g\n\u2022 Lighter swaps: grill instead of frying, and poach the eggs\n\u2022 "
                "Beans count towards your five a day\n\u2022 Served all day in many "
                "caf\u00e9s\n\u2022 Also known as a fry-up or simply a full breakfast"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how do i cancel a direct debit",
        "through your bank's app or online banking, or by phoning or visiting the bank, at least "
        "one working day before the next payment; tell the company as well",
        [
            D(
                "Q: How do I cancel a standing order?\nA: A standing order is set up and "
                "controlled by you, not by the company you pay, so you can stop or change it in "
                "online banking or by telling your bank, usually up to the day before it is due. "
                "Unlike other regular payments, its amount and date stay fixed until you alter "
                "them, which suits rent or savings."
            ),
            S(
                "Q: How do I cancel a Direct Debit?\nA: You can cancel one yourself in your bank's "
                "app or online banking, usually under 'Direct Debits' in the account menu, or by "
                "phoning or visiting your branch. Do it at least one working day before the next "
                "payment is due, and tell the company too, since cancelling does not end any "
                "contract or money you still owe it."
            ),
            D(
                "Q: What is the Direct Debit Guarantee?\nA: The Direct Debit Guarantee, which "
                "every UK bank and building society in the scheme must honour, entitles you to an "
                "immediate, full refund from your bank if a payment is taken in error, for the "
                "wrong amount or on the wrong date. The company must also give you advance notice, "
                "normally ten working days, of any change."
            ),
            D(
                "Q: How do I stop a recurring card payment?\nA: A subscription paid by debit or "
                "credit card is a continuous payment authority, not a Direct Debit, and under "
                "Financial Conduct Authority rules your card provider must stop it if you ask, "
                "even without the merchant's agreement. You can also cancel it with the company, "
                "and any payment taken after that must be refunded."
            ),
            D(
                "Q: How do I set up a Direct Debit?\nA: The company you are paying sets it up: you "
                "give it your name, sort code and account number, online, on a paper form or over "
                "the phone, and agree to the mandate. It must then write to you with the details "
                "and the date of the first payment, and it can only take money from a UK bank or "
                "building society account."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my bank ask for proof of address?",
        "anti-money-laundering rules (the Money Laundering Regulations 2017) require banks to "
        "verify who customers are and where they live, which helps stop fraud, accounts opened in "
        "stolen names and money laundering",
        [
            D(
                "Q: What documents can I use as proof of address?\nA: Most banks accept a utility "
                "bill, a council tax bill, a bank or credit card statement, or a tenancy agreement "
                "in your name, usually dated within the last three months; mobile phone bills "
                "often do not count. A full UK driving licence may be accepted as proof of either "
                "your identity or your address, but rarely as both."
            ),
            D(
                "Q: Why has my bank asked where my money came from?\nA: If you pay in a large or "
                "unusual sum, such as a house deposit or an inheritance, your bank may ask for a "
                "'source of funds' document, for example a sale contract, a will or payslips. This "
                "is a routine check, and it can hold up a payment until you answer, because staff "
                "must report suspicious activity to the National Crime Agency."
            ),
            S(
                "Q: Why does my bank need proof of my address?\nA: Under the UK's Money Laundering "
                "Regulations 2017, banks must check who their customers are and where they live "
                "before opening an account, a process known as 'know your customer'. Confirming "
                "your address helps stop criminals opening accounts in stolen names or moving "
                "dirty money, so the bank may ask for a recent utility bill."
            ),
            D(
                "Q: Can I open a bank account with no fixed address?\nA: Yes. Since 2016 the nine "
                "largest UK banks have had to offer a basic bank account to anyone legally "
                "resident who has no other account, and many will accept a letter from a hostel, a "
                "charity, a prison or a social worker instead of a bill. A basic account has no "
                "overdraft, but you can be paid into it and pay bills."
            ),
            D(
                "Q: Why does my bank ask security questions when I call?\nA: Before discussing "
                "your account over the phone, staff must be sure they are speaking to you, so they "
                "ask for details such as a passcode, your date of birth or recent transactions, or "
                "send a one-time code to your mobile. They will never ask for your full PIN or "
                "online banking password, which is how you can tell a genuine call from a scam."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you reuse cooking oil after deep frying?",
        "yes: once cooled and strained it can usually be used three or four more times; throw it "
        "out when it darkens, thickens, smells rancid, foams or smokes at a lower heat",
        [
            D(
                "Q: How should I get rid of used cooking oil?\nA: Never pour it down the sink or "
                "toilet, where it sets hard and helps form the fatbergs that block sewers; one "
                "found under Whitechapel in London in 2017 weighed about 130 tonnes. Let small "
                "amounts cool and put them in the bin in a sealed container, and take larger "
                "quantities to a household recycling centre."
            ),
            S(
                "Q: Can I use deep-frying oil again?\nA: Yes. Once it has cooled, strain it "
                "through a fine sieve or muslin to remove crumbs, and keep it in a sealed "
                "container in a cool, dark place; oil used for chips or vegetables can usually go "
                "round three or four more times. Throw it out when it turns dark or thick, smells "
                "rancid, foams, or starts smoking at a lower heat."
            ),
            D(
                "Q: What is the smoke point of common oils?\nA: The smoke point is the heat at "
                "which an oil starts to break down and give off smoke. Refined rapeseed and "
                "groundnut oils reach about 200 to 230\u00b0C, making them good for deep frying at "
                "the usual 170 to 190\u00b0C, while extra virgin olive oil smokes at around "
                "190\u00b0C and butter at only about 150\u00b0C."
            ),
            D(
                "Q: How do I put out a chip pan fire?\nA: Turn off the heat if you can do so "
                "safely, but never throw water on burning oil, as it turns instantly to steam and "
                "throws the flames out across the kitchen. Get everyone out, close the door and "
                "call 999; fire services attend thousands of cooking fires each year, and "
                "thermostat-controlled electric fryers are far safer."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Who coached the team that won the first Super Bowl?",
        "Vince Lombardi: his Green Bay Packers beat the Kansas City Chiefs 35-10 on 15 January "
        "1967",
        [
            D(
                "Q: Who won the first AFL championship?\nA: The Houston Oilers won the American "
                "Football League's first title game on 1 January 1961, beating the Los Angeles "
                "Chargers 24-16 at Jeppesen Stadium in Houston. The AFL had been founded in 1959 "
                "by Lamar Hunt, owner of the Dallas Texans, after the NFL turned down his bid for "
                "a team; the Texans later became the Kansas City Chiefs."
            ),
            S(
                "Q: Who won the first Super Bowl?\nA: The Green Bay Packers, champions of the NFL, "
                "beat the Kansas City Chiefs of the rival AFL 35-10 at the Los Angeles Memorial "
                "Coliseum on 15 January 1967, in a game then called the AFL-NFL World Championship "
                "Game. Bart Starr, the Packers' quarterback, was named the most valuable player, "
                "and they won the second one too."
            ),
            D(
                "Q: Who coached the Kansas City Chiefs in the first Super Bowl?\nA: Hank Stram, "
                "head coach of the Chiefs from their founding as the Dallas Texans in 1960 until "
                "1974, led them into the first Super Bowl, where they lost. He got his revenge "
                "three years later, when Kansas City beat the Minnesota Vikings 23-7 in Super Bowl "
                "IV in New Orleans, with Stram wearing a microphone on the sideline."
            ),
            S(
                "Vince Lombardi: fact sheet\n\u2022 Born: 11 June 1913, Brooklyn, New York\n\u2022 "
                "Head coach of the Green Bay Packers: 1959 to 1967\n\u2022 Five NFL championships "
                "with Green Bay in seven seasons\n\u2022 Coached Washington for one season, "
                "1969\n\u2022 Died: 3 September 1970, aged 57\n\u2022 The Super Bowl trophy has "
                "carried his name since his death"
            ),
            D(
                "Q: Who has coached the most Super Bowl winners?\nA: Bill Belichick holds the "
                "record with six Super Bowl wins as a head coach, all with the New England "
                "Patriots between the 2001 and 2018 seasons, alongside the quarterback Tom Brady. "
                "Chuck Noll of the Pittsburgh Steelers is next with four, won in the six seasons "
                "from 1974 to 1979."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who first united the Hawaiian Islands?",
        "Kamehameha I, who ruled them all as one kingdom from 1810",
        [
            D(
                "Liliuokalani, the last monarch of the island kingdom in the Pacific, came to the "
                "throne in January 1891 on the death of her brother, King Kalakaua. She was "
                "overthrown in January 1893 by a group of American businessmen backed by US "
                "marines, the islands were annexed by the United States in 1898, and she is "
                "remembered as the composer of 'Aloha 'Oe'."
            ),
            D(
                "Captain James Cook was the first European known to reach the islands, landing on "
                "Kauai in January 1778 and naming them after the Earl of Sandwich, First Lord of "
                "the Admiralty. On his return a year later he was killed at Kealakekua Bay on the "
                "big island, on 14 February 1779, in a fight that broke out after islanders took "
                "one of his ship's boats."
            ),
            S(
                "Kamehameha, a chief from the Kohala district of the island of Hawaii, fought his "
                "way to mastery of the archipelago, winning the Battle of Nu'uanu on O'ahu in "
                "1795, and in 1810 Kaumuali'i, ruler of Kaua'i and Ni'ihau, agreed to accept him "
                "as overlord. He thus became the first king to hold the whole chain as a single "
                "realm, and he died in 1819."
            ),
            D(
                "Kamehameha III, the longest-reigning of the island kings, ruled from 1825 to 1854 "
                "and gave the kingdom its first written constitution in 1840. He also carried out "
                "the Great Mahele of 1848, which divided the land between the crown, the chiefs "
                "and the government and for the first time let ordinary people, and later "
                "foreigners, own land outright."
            ),
            D(
                "Hawaii became the 50th state of the United States on 21 August 1959, after a vote "
                "in which some 94 per cent backed statehood, and it remains the only state made up "
                "entirely of islands. Its capital, Honolulu on Oahu, holds the Iolani Palace, "
                "built in 1882 as the royal residence and the only royal palace on American soil."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who invented the typewriter",
        "Christopher Latham Sholes, with Carlos Glidden and Samuel Soule, patented in 1868 and "
        "sold by Remington from 1874",
        [
            D(
                "Mark Twain claimed to be the first author to hand a publisher a book prepared on "
                "one of the new key-operated machines, which he bought in Boston in 1874 for 125 "
                "dollars. Scholars think the manuscript was probably Life on the Mississippi, "
                "finished in 1883 and copied from his handwriting by a secretary, as Twain himself "
                "soon tired of the machine."
            ),
            S(
                "The first commercially successful writing machine with keys was the work of "
                "Christopher Latham Sholes, a Milwaukee newspaperman, who built it with Carlos "
                "Glidden and Samuel Soule and patented it in 1868. He kept refining it, arriving "
                "at the QWERTY layout, and the rights went in 1873 to E. Remington and Sons, "
                "gunmakers, who put it on the market the next year."
            ),
            D(
                "IBM's Selectric, launched in July 1961 and styled by Eliot Noyes, did away with "
                "the basket of type bars: all its characters sat on a golf-ball-sized element that "
                "spun and tilted to strike the paper, and could be swapped for another font in "
                "seconds. It took about three quarters of the US market for electric office "
                "machines, and over 13 million were sold."
            ),
            D(
                "The Remington company, founded by Eliphalet Remington in Ilion, New York, in 1816 "
                "to make rifle barrels, turned to sewing machines and farm tools after the Civil "
                "War to keep its factory busy. It sold its writing-machine business in 1886 to a "
                "group that became the Remington Standard Typewriter Company, and the gun firm "
                "still trades as Remington Arms."
            ),
            D(
                "The electric word processor grew out of IBM's Magnetic Tape Selectric Typewriter "
                "of 1964, which stored what was typed on tape so that a letter could be corrected "
                "and printed again without retyping it all; the term word processing came from "
                "IBM's German sales staff. WordStar, released in 1978 for microcomputers running "
                "CP/M, made it a program anyone could buy."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which lasted longer, the Korean War or the Vietnam War?",
        "the Vietnam War, nearly twenty years (1955-1975), against a little over three years for "
        "the Korean War (1950-1953)",
        [
            D(
                "The First Indochina War was fought by France against the Viet Minh, the "
                "communist-led independence movement of Ho Chi Minh, from December 1946 until July "
                "1954. It ended after the French garrison at Dien Bien Phu surrendered on 7 May "
                "1954 after a 57-day siege, and the Geneva conference that summer split the "
                "country in two at the 17th parallel."
            ),
            S(
                "Fighting on the Korean peninsula began when the North's army crossed the 38th "
                "parallel on 25 June 1950, and it went on until an armistice was signed at "
                "Panmunjom on 27 July 1953, a little over three years later. No peace treaty ever "
                "followed, so the two Koreas are technically still at war, divided by a "
                "demilitarised zone about four kilometres wide."
            ),
            D(
                "The Gulf War began with an air campaign on 17 January 1991, after Iraq had "
                "ignored a United Nations deadline to leave Kuwait, which it had invaded the "
                "previous August. The ground offensive, led by General Norman Schwarzkopf, lasted "
                "only about 100 hours, and President George H. W. Bush announced a ceasefire on 28 "
                "February 1991."
            ),
            S(
                "The conflict in Vietnam is usually dated from November 1955, when the United "
                "States took over training the South's army, to the fall of Saigon to Northern "
                "forces on 30 April 1975, nearly two decades in all. American ground combat troops "
                "were there from March 1965, when Marines landed at Da Nang, until their "
                "withdrawal in March 1973."
            ),
            D(
                "The Korean War Veterans Memorial in Washington, D.C., was dedicated on 27 July "
                "1995, the 42nd anniversary of the armistice. Nineteen stainless-steel soldiers in "
                "ponchos advance across a field of juniper, and a granite wall beside them is "
                "etched with some 2,500 faces taken from photographs, with the words 'Freedom Is "
                "Not Free'."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What are the four voice types in a choir?",
        "soprano, alto, tenor and bass (SATB)",
        [
            D(
                "Opera singers are classed more finely than choir members, by the weight and "
                "colour of their voices as well as by range: a lyric soprano, for instance, is "
                "told apart from a dramatic one, and coloratura sopranos sing agile, high-flying "
                "roles such as the Queen of the Night in Mozart's The Magic Flute, first staged in "
                "Vienna in 1791."
            ),
            D(
                "A barbershop quartet sings unaccompanied in four parts, but they are named "
                "differently: the lead usually carries the melody, the tenor harmonises above it, "
                "the bass sings the lowest notes, and the baritone fills in the chord between "
                "them. The Barbershop Harmony Society, founded in Tulsa, Oklahoma, in 1938, has "
                "tens of thousands of members."
            ),
            S(
                "A mixed chorus is normally divided into four parts, each named for a range of "
                "pitch: sopranos take the highest line and altos the lower women's part, while "
                "among the men tenors sing higher and basses provide the foundation. Scores label "
                "this arrangement SATB from the initials, and larger works may split each part in "
                "two, giving eight."
            ),
            D(
                "The countertenor is a male singer who uses a developed falsetto to reach the "
                "range normally sung by women, and the voice was common in English cathedral music "
                "and in the operas of Handel. Alfred Deller revived it in the 20th century, and "
                "Benjamin Britten wrote the role of Oberon in A Midsummer Night's Dream, in 1960, "
                "for him."
            ),
            D(
                "The choir of King's College, Cambridge, founded by Henry VI in 1441, is made up "
                "of 16 boy choristers, who sing the treble line, and 14 male students, and its "
                "Festival of Nine Lessons and Carols has been broadcast on Christmas Eve since "
                "1928. The service always opens with a solo treble singing the first verse of "
                "'Once in Royal David's City'."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a sewing machine make a stitch?",
        "the needle carries the top thread down through the fabric and leaves a loop; a rotating "
        "hook catches the loop and takes it round the bobbin, so the upper and lower threads lock "
        "together in the cloth",
        [
            D(
                "Hand sewing uses a single thread passed through the eye at the blunt end of the "
                "needle, and a running seam is made by weaving the point in and out of the cloth "
                "several times before pulling it through, while a backstitch doubles back on each "
                "step for strength. Needles of bone were used tens of thousands of years ago, and "
                "steel ones spread in Europe after 1400."
            ),
            S(
                "On a household machine two threads are joined in the cloth. The eye-pointed "
                "needle carries the top thread down through the fabric and, as it begins to rise, "
                "leaves a small loop underneath; a spinning hook snatches this loop and whirls it "
                "right round the bobbin holding the lower thread, so the two lock together in the "
                "middle of the layers before the feed teeth move the fabric on."
            ),
            D(
                "Elias Howe, a Massachusetts mechanic, patented a machine in 1846 that used a "
                "needle with its eye near the point and a shuttle underneath, and later won a long "
                "legal battle with Isaac Singer, whose company had to pay him royalties on every "
                "machine it sold. Howe earned some two million dollars and paid to equip a Union "
                "army regiment in the Civil War."
            ),
            D(
                "A flatbed knitting machine for the home has a long bed of about 200 latch-hooked "
                "needles, and a carriage pushed across by hand raises each one in turn to catch "
                "the yarn and pull it through the loop already on it, making a whole row in a "
                "single pass. Brother and Silver Reed made them in Japan by the million in the "
                "1970s, when they were sold in department stores."
            ),
            D(
                "The treadle, worked with both feet, drove household machines before electric "
                "motors: rocking it turned a crank that spun a large flywheel under the table, and "
                "a leather belt carried the motion up to the machine's hand wheel. Singer sold its "
                "first electric models in 1889, but treadle machines were still being made in the "
                "1950s and are still used where mains electricity is scarce or unreliable."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Black Death spread so quickly?",
        "the plague bacterium travelled in fleas on rats carried by ships and carts along busy "
        "trade routes, passed directly between people when it reached the lungs, and thrived in "
        "crowded, dirty towns",
        [
            D(
                "The Great Plague of London in 1665 killed about 100,000 people, nearly a quarter "
                "of the city, and the king and court moved to Oxford while it raged. Samuel Pepys "
                "described shut-up houses marked with red crosses and the words 'Lord have mercy "
                "upon us', and in Derbyshire the village of Eyam cut itself off to keep the "
                "disease from its neighbours."
            ),
            S(
                "The pestilence that swept Europe from 1347 moved so fast because of how it "
                "travelled: the bacterium lived in fleas on black rats, which stowed away on "
                "merchant galleys and grain carts along the busiest trade routes, and when it "
                "reached the lungs victims coughed it straight to others. Crowded, filthy towns "
                "did the rest."
            ),
            D(
                "Boccaccio's Decameron, completed around 1353, opens with a vivid account of the "
                "pestilence in Florence in 1348, when bodies were stacked in trenches like cargo "
                "in a ship's hold. Its frame story has seven young women and three young men flee "
                "to a villa in the hills, where they pass two weeks telling each other a hundred "
                "tales, ten a day."
            ),
            D(
                "Yersinia pestis, the bacterium behind plague, was identified in Hong Kong in 1894 "
                "by Alexandre Yersin, a Swiss-born doctor of the Pasteur Institute, during an "
                "outbreak that had come from Yunnan. In 1898 Paul-Louis Simond, working in "
                "Karachi, then part of British India, showed that fleas carried it from rat to "
                "human."
            ),
            D(
                "The pestilence of 1347 to 1351 killed perhaps a third to a half of Europe's "
                "people, and its effects outlasted it: with so few hands left to work the land, "
                "surviving labourers demanded higher wages, and England's Statute of Labourers of "
                "1351 tried to hold pay at pre-plague levels, a grievance that fed the Peasants' "
                "Revolt of 1381."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "did marco polo bring pasta to italy",
        "no: Italians were eating dried pasta before he came back from China in 1295; the story "
        "is a 20th-century legend",
        [
            D(
                "Marco Polo left Venice in 1271 at seventeen with his father and uncle, spent some "
                "seventeen years in the service of Kublai Khan in China, and came home in 1295. "
                "Captured in a sea battle with Genoa, he dictated his travels in prison to "
                "Rustichello da Pisa, and the book described paper money, coal burned as fuel and "
                "the postal relays of the Khan's empire."
            ),
            S(
                "The tale that the Venetian traveller carried noodles home from China is a legend, "
                "apparently spread by an American trade magazine for macaroni makers in 1929. "
                "Italians were eating dried wheat noodles long before he returned in 1295: the "
                "geographer al-Idrisi described them being made in Sicily in 1154, and a Genoese "
                "will of 1279 leaves a basket of macaroni."
            ),
            D(
                "The tomato, now inseparable from Italian sauces, reached Europe from the Americas "
                "in the 16th century; a Tuscan steward recorded a basket of them in 1548, but for "
                "a long time they were grown as ornaments and thought unwholesome. The first known "
                "Italian recipe for tomato sauce appeared in Naples in 1692, in a cookbook by "
                "Antonio Latini."
            ),
            D(
                "Ice cream's Italian story is also wrapped in legend: Catherine de' Medici was "
                "said to have taken frozen desserts to France when she married in 1533, but there "
                "is no record of it. What is certain is that Francesco Procopio dei Coltelli, a "
                "Sicilian, opened the Caf\u00e9 Procope in Paris in 1686 and sold sorbets and ices "
                "there to a fashionable crowd."
            ),
            D(
                "Dried pasta is defined by an Italian law of 1967 as made only from durum wheat "
                "semolina and water, and Italians eat about 23 kilograms of it a head each year, "
                "more than any other people. Gragnano, near Naples, has made it since the 16th "
                "century, once drying it in its streets in the sea air, and its pasta now carries "
                "a protected name."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Which ballpark was home to the club Jackie Robinson joined in 1947?",
        "Ebbets Field, in Brooklyn, where the Brooklyn Dodgers played from 1913 to 1957",
        [
            D(
                "Dodger Stadium, in the Chavez Ravine district of Los Angeles, opened on 10 April "
                "1962 and has been the club's home ever since; before it was ready the team played "
                "four seasons at the Los Angeles Memorial Coliseum. With about 56,000 seats it is "
                "the largest ballpark in the major leagues, and the third oldest still in use "
                "after Fenway Park and Wrigley Field."
            ),
            S(
                "On 15 April 1947 Jack Roosevelt Robinson took the field at first base for the "
                "Brooklyn Dodgers, becoming the first Black player in the modern major leagues "
                "after the club's president, Branch Rickey, signed him from the Kansas City "
                "Monarchs. He was named Rookie of the Year that season, and every player in the "
                "majors wears his number, 42, each 15 April."
            ),
            D(
                "Larry Doby broke the colour line in the American League on 5 July 1947, eleven "
                "weeks after it was broken in the National League, when he joined the Cleveland "
                "Indians, who then played at League Park and at the much larger Cleveland "
                "Municipal Stadium on Lake Erie. A year later he helped Cleveland win the World "
                "Series."
            ),
            S(
                "Ebbets Field, in the Flatbush area of Brooklyn, was where the Dodgers played "
                "their home games from April 1913 until September 1957, after which the owner "
                "Walter O'Malley moved the club to Los Angeles. The ballpark, which held about "
                "32,000, was knocked down in 1960, and apartment blocks named Ebbets Field "
                "Apartments now stand on the site."
            ),
            D(
                "The Polo Grounds in upper Manhattan were home to the New York Giants baseball "
                "club until 1957, when they too left for California, and to the New York Mets in "
                "their first two seasons, 1962 and 1963. Its horseshoe shape gave very short foul "
                "lines, and there Bobby Thomson hit the 'Shot Heard 'Round the World' against "
                "Brooklyn in October 1951."
            ),
        ],
        drop=1,
    ),
]
