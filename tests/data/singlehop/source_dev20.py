"""The twenty-second single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev18.py`), for the format and to choose subjects none of them asks about, taken only from
history, the arts, sports, technology and everyday life (food, health, money, law); a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v17, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 357 characters and distractors 353; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled --------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who directed Casablanca?",
        "Michael Curtiz, for Warner Bros. in 1942",
        [
            D(
                "The Maltese Falcon (1941 film): The Maltese Falcon is a 1941 film noir that "
                "marked the directing debut of John Huston, who also wrote the screenplay from "
                "Dashiell Hammett's 1930 novel. Humphrey Bogart plays the San Francisco private "
                "detective Sam Spade, and Sydney Greenstreet and Peter Lorre, both later seen in "
                "Rick's Caf\u00e9, co-star."
            ),
            S(
                "Casablanca (film): Casablanca is a 1942 American romantic drama directed by "
                "Michael Curtiz for Warner Bros., starring Humphrey Bogart as the nightclub owner "
                "Rick Blaine and Ingrid Bergman as Ilsa Lund. Set in Vichy-controlled Morocco "
                "early in the Second World War, it won three Oscars in 1944, including Best "
                "Picture and Best Director."
            ),
            D(
                "Casablanca: Casablanca is the largest city of Morocco and its chief port, with "
                "about 3.3 million people in the city proper. Its Hassan II Mosque, finished in "
                "1993, has a minaret about 210 m high, and in January 1943 the city hosted the "
                "Casablanca Conference, where Roosevelt and Churchill agreed to demand the "
                "unconditional surrender of the Axis powers."
            ),
            D(
                "As Time Goes By (song): As Time Goes By is a song written by Herman Hupfeld for "
                "the 1931 Broadway musical Everybody's Welcome, where Frances Williams first sang "
                "it. It became famous eleven years later when Dooley Wilson, as the pianist Sam, "
                "performed it in a Warner Bros. wartime film, and the American Film Institute "
                "ranked it second among movie songs in 2004."
            ),
            D(
                "Mildred Pierce (film): Mildred Pierce is a 1945 film noir from Warner Bros., "
                "adapted from James M. Cain's 1941 novel, with Joan Crawford as a divorced mother "
                "who builds up a chain of restaurants to win the love of her spoilt elder "
                "daughter, Veda. Crawford won the Academy Award for Best Actress for the role, and "
                "the film was nominated for six Oscars in all."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "battle of bosworth year",
        "1485, on 22 August",
        [
            D(
                "Battle of Stoke Field: The Battle of Stoke Field, fought on 16 June 1487 near "
                "East Stoke in Nottinghamshire, is often called the last battle of the Wars of the "
                "Roses. Henry VII's army defeated Yorkist rebels led by the Earl of Lincoln, who "
                "had crowned the boy Lambert Simnel in Dublin as Edward VI, and Simnel was later "
                "set to work in the royal kitchens."
            ),
            D(
                "Battle of Tewkesbury: The Battle of Tewkesbury was fought on 4 May 1471 in "
                "Gloucestershire, where the Yorkist King Edward IV crushed a Lancastrian army "
                "under Queen Margaret of Anjou and the Duke of Somerset. Her only son, Edward of "
                "Westminster, Prince of Wales, died there aged 17, and Henry VI was put to death "
                "in the Tower of London soon after."
            ),
            S(
                "Battle of Bosworth Field: The Battle of Bosworth Field was fought on 22 August "
                "1485 in Leicestershire, near Market Bosworth, between King Richard III and Henry "
                "Tudor, Earl of Richmond. Richard was killed in the fighting, the last English "
                "king to die in battle, and Henry took the throne as Henry VII, founding the Tudor "
                "dynasty."
            ),
            D(
                "Richard III (play): Richard III is a history play by William Shakespeare, "
                "probably written around 1592 to 1594, that follows the Duke of Gloucester's rise "
                "to the crown and his brief, bloody reign. In its final act the king, unhorsed on "
                "the field, cries 'A horse! A horse! My kingdom for a horse!', and Laurence "
                "Olivier filmed it in 1955."
            ),
            D(
                "Richard III's remains: The skeleton of Richard III was found in August 2012 under "
                "a council car park in Leicester, on the site of the lost Greyfriars friary, by a "
                "dig organised with the Richard III Society. DNA from descendants of his sister "
                "confirmed who he was in 2013, and he was reburied in Leicester Cathedral on 26 "
                "March 2015."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which was founded first, the Football Association or the Rugby Football Union?",
        "the Football Association, in October 1863; the Rugby Football Union followed in January "
        "1871",
        [
            S(
                "The Football Association: The Football Association, the governing body of "
                "football in England, was founded on 26 October 1863 at a meeting of London clubs "
                "and schools in the Freemasons' Tavern on Great Queen Street. Ebenezer Cobb Morley "
                "of Barnes drafted its first laws, and it is the oldest national football "
                "association in the world, which is why its name carries no country."
            ),
            D(
                "Football League: The Football League was founded in 1888 at the suggestion of "
                "William McGregor, a director of Aston Villa, who wanted a fixed list of matches "
                "in place of friendlies. Twelve clubs from the Midlands and the North played the "
                "first season, 1888-89, which Preston North End won unbeaten, also taking the FA "
                "Cup to complete the first Double."
            ),
            D(
                "Northern Rugby Football Union: The Northern Rugby Football Union was set up on 29 "
                "August 1895 at the George Hotel in Huddersfield, when 22 clubs from Yorkshire, "
                "Lancashire and Cheshire broke away in a dispute over paying players for wages "
                "lost on match days. Renamed the Rugby Football League in 1922, it gave rise to "
                "the 13-a-side game of rugby league."
            ),
            S(
                "Rugby Football Union: The Rugby Football Union was formed on 26 January 1871 by "
                "representatives of 21 clubs meeting at the Pall Mall Restaurant in London, partly "
                "in answer to a public row over the dangers of hacking. Its first president was "
                "Algernon Rutter, and two months later England played Scotland in the first rugby "
                "international, at Raeburn Place in Edinburgh."
            ),
            D(
                "Scottish Football Association: The Scottish Football Association was founded on "
                "13 March 1873 by eight clubs, led by Queen's Park, at Dewar's Hotel in Glasgow, "
                "making it the second-oldest national football association. Queen's Park had "
                "played England in the first official international, a goalless draw at Hamilton "
                "Crescent in Partick, watched by about 4,000 people, on 30 November 1872."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Who were the Three Tenors?",
        "Luciano Pavarotti, Pl\u00e1cido Domingo and Jos\u00e9 Carreras",
        [
            D(
                "Il Divo: Il Divo is a classical crossover vocal group put together in 2003 by "
                "Simon Cowell, made up of the Swiss tenor Urs B\u00fchler, the French pop singer "
                "S\u00e9bastien Izambard, the Spanish baritone Carlos Mar\u00edn, who died in "
                "2021, and the American tenor David Miller. Their first album topped the British "
                "chart in 2004, and they have sold over 30 million records."
            ),
            D(
                "Nessun dorma: Nessun dorma is a tenor aria from the final act of Giacomo "
                "Puccini's opera Turandot, left unfinished at his death in 1924 and first staged "
                "at La Scala, Milan, in April 1926. Sung by the prince Calaf, who vows to win the "
                "icy princess by dawn, it became a hit after the BBC chose Luciano Pavarotti's "
                "recording as the theme of its 1990 World Cup coverage."
            ),
            S(
                "The Three Tenors: The Three Tenors were the Italian Luciano Pavarotti and the "
                "Spaniards Pl\u00e1cido Domingo and Jos\u00e9 Carreras, who first sang together at "
                "the Baths of Caracalla in Rome on 7 July 1990, the eve of the World Cup final, "
                "with Zubin Mehta conducting. The recording of that concert became the "
                "best-selling classical album of all time."
            ),
            D(
                "The Tenors: The Tenors are a Canadian vocal group formed in 2006 as The Canadian "
                "Tenors by Victor Micallef, Fraser Walters, Clifton Murray and Remigio Pereira, "
                "who left the group in 2016 after changing the words of O Canada while singing it "
                "at a baseball game in San Diego. They took their shorter name in 2012 as they "
                "built up a following in America and Europe."
            ),
            D(
                "Jos\u00e9 Carreras Leukaemia Foundation: The Jos\u00e9 Carreras Leukaemia "
                "Foundation was set up in Barcelona in 1988 by the Catalan tenor after he "
                "recovered from acute lymphoblastic leukaemia, diagnosed in 1987 while he was "
                "filming La Boh\u00e8me in Paris. It funds research and runs a registry of bone "
                "marrow donors, and a German branch founded in 1995 holds a televised gala every "
                "December."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a player piano play by itself?",
        "it reads a perforated paper roll: a pump makes a vacuum, and each hole passing the "
        "tracker bar lets air in to work a bellows that strikes that note",
        [
            D(
                "Music box: A music box sounds a tune when a revolving brass cylinder set with "
                "small pins plucks the tuned steel teeth of a comb, each tooth giving one note. A "
                "wound spring turns the cylinder and an air-brake fan keeps the speed steady; such "
                "boxes were first made in Switzerland in the 1770s, and the town of Sainte-Croix "
                "became the centre of the trade."
            ),
            S(
                "Player piano: A player piano plays itself by reading a roll of perforated paper "
                "that winds past a tracker bar with a row of small holes, one for each note. Foot "
                "pedals or an electric pump make a partial vacuum, and whenever a hole in the roll "
                "uncovers a hole in the bar, air rushes in, a small pneumatic bellows collapses "
                "and drives that key's hammer against the string."
            ),
            D(
                "Barrel organ: A barrel organ is a mechanical organ in which a wooden barrel "
                "studded with pins and staples is turned by a crank; as it turns, the pins open "
                "valves that let air from the bellows into the pipes. Street musicians in "
                "Victorian London, many of them from Italy, carried small ones, and Charles "
                "Babbage campaigned in the 1860s to have them banned from the streets."
            ),
            D(
                "Pianola: Pianola was a trademark of the Aeolian Company of New York, which "
                "launched it in 1898 to a design by Edwin Votey as a cabinet wheeled up to an "
                "ordinary piano. Aeolian later built the mechanism into its own pianos, and the "
                "name came to be used for any roll-playing piano, much as Hoover came to stand for "
                "any vacuum cleaner; sales collapsed after 1929."
            ),
            D(
                "Grand piano: In a grand piano the strings run horizontally in a wing-shaped case, "
                "and when a key is pressed its action throws a felt-covered hammer up against the "
                "strings, then lets it fall back so that the note can be repeated quickly. "
                "S\u00e9bastien \u00c9rard patented the double-escapement action that allows this "
                "fast repetition in 1821, and concert grands are about 2.7 m long."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did Prohibition end in the United States?",
        "the Depression made liquor taxes and jobs attractive, and bootlegging, gang crime and "
        "mass law-breaking had turned the public against it; the 21st Amendment repealed it in "
        "December 1933",
        [
            D(
                "Volstead Act: The National Prohibition Act, known as the Volstead Act after "
                "Andrew Volstead of Minnesota, who chaired the House Judiciary Committee, was "
                "passed in October 1919 over President Wilson's veto to enforce the Eighteenth "
                "Amendment. It defined intoxicating liquor as any drink of more than 0.5% alcohol "
                "and came into force on 17 January 1920."
            ),
            D(
                "Prohibition in Finland: Finland banned the sale of alcoholic drinks from June "
                "1919, and the law was widely broken, with spirits smuggled in by sea from Estonia "
                "and Germany. In a consultative referendum in December 1931 about 70% of voters "
                "chose to end it, and the state monopoly Alko began selling alcohol when the ban "
                "was lifted on 5 April 1932."
            ),
            D(
                "Al Capone: Al Capone, born in Brooklyn in 1899, ran the Chicago Outfit's "
                "bootlegging, gambling and brothel business in the 1920s and was blamed for the St "
                "Valentine's Day Massacre of seven rival gang members on 14 February 1929. He was "
                "never convicted of those crimes but was sentenced in October 1931 to eleven years "
                "for income tax evasion."
            ),
            S(
                "Repeal of Prohibition: National Prohibition in the United States ended on 5 "
                "December 1933, when Utah became the 36th state to ratify the Twenty-first "
                "Amendment. After the 1929 crash, repeal promised jobs and liquor taxes to a "
                "government short of revenue, and years of bootlegging, gang violence and open "
                "flouting of the law had turned much of the public against the 'noble experiment'."
            ),
            D(
                "Speakeasy: A speakeasy was an illicit bar that sold alcohol during the years it "
                "was banned across the United States, often hidden behind an unmarked door or at "
                "the back of a legitimate shop and entered with a password. New York City alone "
                "was said to have tens of thousands of them by 1925, and the name comes from the "
                "advice to speak quietly about such places."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "did paul revere really shout the british are coming",
        "no: the ride depended on secrecy and colonists still saw themselves as British; he "
        "reportedly warned that 'the Regulars are coming out'",
        [
            D(
                "Paul Revere's Ride (poem): Paul Revere's Ride is a poem by Henry Wadsworth "
                "Longfellow, first published in The Atlantic Monthly in January 1861, on the eve "
                "of the Civil War, that begins 'Listen, my children, and you shall hear'. It shows "
                "Revere waiting across the river for the lantern signal, 'one if by land, and two "
                "if by sea', which in fact he had arranged for others to see, and gives him all "
                "the credit."
            ),
            D(
                "William Dawes: William Dawes was a Boston tanner sent by Joseph Warren on 18 "
                "April 1775 to warn of British troop movements, taking the longer land route over "
                "Boston Neck while Revere crossed the Charles River by boat. Both reached "
                "Lexington and set out for Concord with Samuel Prescott; a patrol stopped them, "
                "Dawes lost his horse, and only Prescott got through."
            ),
            D(
                "Battles of Lexington and Concord: The Battles of Lexington and Concord, fought on "
                "19 April 1775 in Massachusetts, opened the American Revolutionary War. About 700 "
                "British regulars under Lieutenant Colonel Francis Smith marched to seize militia "
                "supplies at Concord, and after the fight at the North Bridge they were harried "
                "all the way back to Boston, losing 273 men."
            ),
            S(
                "Paul Revere's ride: On the night of 18 April 1775 the Boston silversmith Paul "
                "Revere rode to Lexington to warn Samuel Adams and John Hancock that British "
                "troops were marching out. He did not cry 'The British are coming!': the mission "
                "depended on secrecy, most colonists still thought of themselves as British, and "
                "witnesses recalled him warning that 'the Regulars are coming out'."
            ),
            D(
                "Paul Revere & the Raiders: Paul Revere & the Raiders were an American rock band "
                "from Boise, Idaho, led by the keyboard player Paul Revere Dick, who dressed on "
                "stage in a three-cornered hat and a Revolutionary War coat. Their hits included "
                "Kicks in 1966, and with Mark Lindsay singing they were the house band of Dick "
                "Clark's television show Where the Action Is."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the director of Seven Samurai born?",
        "Tokyo: Akira Kurosawa was born in Shinagawa in 1910",
        [
            S(
                "Seven Samurai: Seven Samurai is a 1954 Japanese epic directed by Akira Kurosawa, "
                "in which a village of farmers in the late 16th century hires seven masterless "
                "samurai to defend its rice harvest from forty bandits. Running about 207 minutes, "
                "it starred Takashi Shimura as their leader Kambei and won the Silver Lion at the "
                "Venice Film Festival."
            ),
            D(
                "The Magnificent Seven: The Magnificent Seven is a 1960 American western directed "
                "by John Sturges, born in Oak Park, Illinois, that moves a Japanese story of hired "
                "defenders to a Mexican village plagued by bandits. Yul Brynner, Steve McQueen and "
                "Charles Bronson were among the gunmen, and Elmer Bernstein's theme became one of "
                "the best-known pieces of film music."
            ),
            D(
                "Toshiro Mifune: Toshiro Mifune was born on 1 April 1920 in Qingdao, China, where "
                "his Japanese parents ran a photography business, and he grew up in Dalian. He "
                "served in the air force during the war and went on to star in sixteen films for "
                "one director, among them Rashomon and Seven Samurai, in which he played the wild "
                "would-be samurai Kikuchiyo."
            ),
            S(
                "Akira Kurosawa: Akira Kurosawa was born on 23 March 1910 in Shinagawa, then on "
                "the edge of Tokyo, the youngest of eight children of a former army officer who "
                "had become a physical education teacher. He joined the PCL film studio in 1936 as "
                "an assistant director, and in 1990 he received an honorary Academy Award for his "
                "life's work."
            ),
            D(
                "Yasujir\u014d Ozu: Yasujir\u014d Ozu was born on 12 December 1903 in Fukagawa, "
                "Tokyo, and spent much of his childhood in Matsusaka in Mie Prefecture. Known for "
                "low camera positions and quiet family dramas such as Tokyo Story of 1953, he made "
                "54 films, nearly all for the Shochiku studio, and died on his 60th birthday in "
                "1963."
            ),
        ],
        drop=1,
    ),
    # --- prose ---------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote The Tale of Genji?",
        "Murasaki Shikibu, a lady-in-waiting at the Heian court, in the early 11th century",
        [
            D(
                "The Pillow Book is a collection of lists, anecdotes and sharp observations of "
                "court life set down around the year 1002 by Sei Sh\u014dnagon, a lady-in-waiting "
                "to the empress Teishi in Heian Kyoto. Its entries range from 'Hateful Things' to "
                "'Things That Make the Heart Beat Faster', and she is remembered as the rival of "
                "another famous court writer."
            ),
            S(
                "The Tale of Genji was written in the early eleventh century by Murasaki Shikibu, "
                "a lady-in-waiting at the Heian court in Kyoto who served the empress Sh\u014dshi. "
                "Its 54 chapters follow the loves and career of Hikaru Genji, the handsome son of "
                "an emperor, and then the lives of his descendants, and it is often called the "
                "world's first novel."
            ),
            D(
                "The Tale of the Heike is a Japanese war epic compiled in the 13th century and "
                "long recited by blind monks who played the biwa lute. It tells of the struggle "
                "between the Taira and Minamoto clans in the Genpei War of 1180 to 1185, ending "
                "with the defeat of the Taira at the sea battle of Dan-no-ura, and opens with the "
                "bell of the Gion temple."
            ),
            D(
                "Arthur Waley, a self-taught scholar who worked at the British Museum, published "
                "the first nearly complete English translation of Japan's great court romance in "
                "six volumes between 1925 and 1933. He never visited Japan, and his free, elegant "
                "version was followed by Edward Seidensticker's in 1976 and Royall Tyler's in "
                "2001, both closer to the text."
            ),
            D(
                "The Tale of the Bamboo Cutter, from the 9th or 10th century, is thought to be the "
                "oldest surviving Japanese prose story, and its author is unknown. An old man "
                "finds a tiny girl inside a glowing stalk of bamboo; she grows into the beautiful "
                "Princess Kaguya, sets her suitors impossible tasks, and at last returns to her "
                "home on the Moon."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how high is a basketball hoop",
        "10 feet (3.05 m) from the floor to the top of the rim",
        [
            D(
                "A netball goalpost stands 3.05 metres high, with a ring 38 centimetres across and "
                "no backboard behind it, so every shot has to drop cleanly through the net. Only "
                "two players on each side, the goal shooter and goal attack, may score, and they "
                "must shoot from inside the semicircle; the sport's world championship has been "
                "held since 1963."
            ),
            D(
                "In basketball the NBA's three-point line is 23 feet 9 inches, or 7.24 metres, "
                "from the centre of the basket at the top of the arc, shortening to 22 feet in the "
                "corners, while FIBA uses 6.75 metres. The NBA adopted the shot in the 1979-80 "
                "season, and Chris Ford of the Boston Celtics made the first one on 12 October "
                "1979."
            ),
            S(
                "A regulation basketball hoop is set with the top of its rim exactly 10 feet, or "
                "3.05 metres, above the floor, the same in the NBA, in college games and under "
                "FIBA rules. The height goes back to December 1891, when James Naismith nailed two "
                "peach baskets to the balcony of a gymnasium in Springfield, Massachusetts, which "
                "happened to be 10 feet up."
            ),
            D(
                "A regulation basketball backboard measures 6 feet wide by 3.5 feet tall, or 1.83 "
                "by 1.07 metres, and is made of tempered glass in professional games, with the rim "
                "18 inches across. Darryl Dawkins famously shattered two boards with dunks in "
                "1979, and the NBA soon moved to breakaway rims that bend under a heavy load and "
                "spring back."
            ),
            D(
                "A standard volleyball net is set at 2.43 metres for men and 2.24 metres for "
                "women, measured at the centre of the court from the floor to the top of the net. "
                "William G. Morgan invented the game, first called mintonette, in 1895 at a YMCA "
                "in Holyoke, Massachusetts, not far from where a colleague had devised basketball "
                "four years earlier, as a gentler sport for older men."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which came out first, Snow White and the Seven Dwarfs or The Wizard of Oz?",
        "Snow White, which premiered in December 1937; The Wizard of Oz followed in August 1939",
        [
            S(
                "Snow White and the Seven Dwarfs, the first full-length cel-animated feature from "
                "Walt Disney's studio, premiered at the Carthay Circle Theatre in Los Angeles on "
                "21 December 1937. Many in Hollywood had called it Disney's Folly, but it cost "
                "about $1.5 million and earned several times that on its first release, and its "
                "songs included Heigh-Ho."
            ),
            D(
                "Gone with the Wind, produced by David O. Selznick and starring Vivien Leigh as "
                "Scarlett O'Hara, premiered in Atlanta on 15 December 1939 after a famously "
                "troubled shoot with three directors. Victor Fleming took the credit, and he had "
                "just finished another of that year's big Technicolor pictures, whose Kansas "
                "scenes King Vidor shot without credit."
            ),
            S(
                "The Wizard of Oz, MGM's musical version of L. Frank Baum's 1900 novel, had its "
                "first showing in Oconomowoc, Wisconsin, on 10 August 1939 and opened in Hollywood "
                "five days later. Judy Garland, then 16, played Dorothy, the film switched from "
                "sepia to Technicolor when she reached Oz, and Over the Rainbow won the Oscar for "
                "Best Original Song."
            ),
            D(
                "Pinocchio, Walt Disney's second animated feature, opened on 7 February 1940 at "
                "the Center Theatre in New York, with Cliff Edwards as the voice of Jiminy "
                "Cricket. It lost money on its first release because the war in Europe had closed "
                "foreign markets, but When You Wish Upon a Star won an Academy Award and became "
                "the company's signature tune."
            ),
            D(
                "The Adventures of Prince Achmed, a silhouette film made by Lotte Reiniger in "
                "Berlin and released in 1926, is the oldest surviving feature-length animated "
                "film. She cut every figure from black card and moved it by hand, frame by frame, "
                "over three years, and the Argentine El Ap\u00f3stol, a lost work of 1917, is "
                "thought to have come before it."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What events make up the decathlon?",
        "100 m, long jump, shot put, high jump and 400 m on the first day; 110 m hurdles, discus, "
        "pole vault, javelin and 1500 m on the second",
        [
            D(
                "The women's heptathlon replaced the pentathlon at the 1984 Olympics and packs "
                "seven events into two days: the 100 metres hurdles, high jump, shot put and 200 "
                "metres first, then the long jump, javelin and 800 metres. Jackie Joyner-Kersee of "
                "the United States set its world record of 7,291 points at the Seoul Olympics in "
                "1988."
            ),
            D(
                "The modern pentathlon was devised by Baron Pierre de Coubertin and first held at "
                "the Stockholm Olympics in 1912, meant to test the skills of a cavalry officer "
                "caught behind enemy lines. Its events have been fencing, swimming, riding, "
                "running and pistol shooting, the last two now combined, and riding is giving way "
                "to an obstacle course after 2024."
            ),
            S(
                "The men's decathlon is held over two days. The first brings the 100 metres, long "
                "jump, shot put, high jump and 400 metres, and the second the 110 metres hurdles, "
                "discus, pole vault, javelin and, last of all, the 1500 metres. Points from "
                "scoring tables are added up, and Kevin Mayer of France set the world record of "
                "9,126 in 2018."
            ),
            D(
                "Daley Thompson of Britain won the Olympic decathlon in Moscow in 1980 and again "
                "in Los Angeles in 1984, set four world records in all, and went unbeaten in the "
                "event for nine years. His whistling of the national anthem on the podium in 1984 "
                "made headlines, and he was made a CBE in 2000, while a knee injury ended his "
                "career in 1992."
            ),
            D(
                "The decathlon's scoring tables award points on a curve for each event, so that "
                "about 1,000 points go to a result such as 10.4 seconds in the 100 metres or 7.76 "
                "metres in the long jump. Jim Thorpe won the first Olympic decathlon in Stockholm "
                "in 1912, but his medals were taken away a year later because he had once been "
                "paid to play baseball."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a fountain pen work?",
        "ink flows from a reservoir through a grooved feed to the split nib by capillary action, "
        "while air channels let air back in to keep the flow even",
        [
            D(
                "A ballpoint pen lays down thick, oil-based ink through a tiny metal ball, usually "
                "0.7 to 1 millimetre across, that rolls in a socket at the tip and picks up ink as "
                "it turns. The Hungarian journalist L\u00e1szl\u00f3 B\u00edr\u00f3 patented a "
                "successful design with his brother Gy\u00f6rgy in 1938, and Marcel Bich's cheap "
                "Bic Cristal, launched in 1950, has sold over a hundred billion."
            ),
            D(
                "Lewis Waterman, an insurance salesman in New York, is said to have set about "
                "improving fountain pens after a leaky one spoiled a contract he was about to "
                "sign, and in 1884 he patented a feed of his own. His firm was soon challenged by "
                "George Parker of Janesville, Wisconsin, and by Walter Sheaffer, who patented a "
                "lever-filling pen in 1908."
            ),
            S(
                "A fountain pen carries its ink in a reservoir, a cartridge, converter or rubber "
                "sac, and lets it down to the paper by capillary action. A grooved plastic or "
                "ebonite piece called the feed channels ink to the nib, whose slit draws it to the "
                "tip, while small air channels let air back into the reservoir as ink leaves, so "
                "the flow stays even rather than flooding."
            ),
            D(
                "A dip pen has no reservoir of its own: its steel nib, split and pierced with a "
                "breather hole, holds a single drop of ink and has to be dipped again every few "
                "words. Birmingham became the centre of steel nib making in the 19th century, with "
                "firms such as Joseph Gillott's and Josiah Mason's, and by 1850 it made over half "
                "of the world's nibs."
            ),
            D(
                "A quill pen was cut from a flight feather, most often a goose's, that had been "
                "hardened in hot sand, with the tip shaped and slit with a small knife, which is "
                "where the word penknife comes from. Quills were the main writing tool in Europe "
                "from about the 6th century until steel nibs took over in the 1800s, and the US "
                "Declaration of Independence was signed with one."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why do tennis balls have fuzz",
        "the felt adds drag so the ball does not fly too fast and lets the strings grip it for "
        "spin and control",
        [
            D(
                "A tennis ball is a hollow rubber core filled with air or nitrogen at more than "
                "atmospheric pressure, which makes it bounce; pressureless practice balls get "
                "their bounce from a thicker core instead. Under ITF rules a ball must weigh "
                "between 56.0 and 59.4 grams and bounce 135 to 147 centimetres when dropped from "
                "254 centimetres onto concrete."
            ),
            S(
                "The fuzzy felt cover on a tennis ball is there to slow it down and make it easier "
                "to control. Its fibres thicken the layer of air dragged along with the ball, "
                "adding drag so that shots do not fly too fast, and they let the racket strings "
                "grip the ball to put spin on it. As the nap wears off balls fly quicker, which is "
                "why they are changed every nine games in top matches."
            ),
            D(
                "Tennis balls were white until 1972, when the ITF approved optic yellow because it "
                "showed up better on colour television; David Attenborough, then in charge of BBC "
                "Two, is often credited with the idea. Wimbledon kept white balls until 1986, and "
                "the first lawn tennis players of the 1870s used hollow India-rubber balls made in "
                "Germany."
            ),
            D(
                "A cricket ball has a cork core wound with string and a shiny leather case "
                "stitched in two halves with a raised seam, and fast bowlers polish one side on "
                "their trousers while the other side roughens. With the seam angled, air flows "
                "differently over the two halves and the ball swings in the air; a men's ball must "
                "weigh between 155.9 and 163 grams."
            ),
            D(
                "A badminton shuttlecock has 16 overlapping goose feathers fixed into a cork base "
                "covered in thin leather, and it weighs 4.74 to 5.50 grams. Its open skirt of "
                "feathers gives it so much drag that, although smashes have been timed at over 400 "
                "km/h as the shuttle leaves the racket, it slows sharply and falls almost straight "
                "down."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is tug of war an Olympic sport?",
        "not any more: it was an Olympic event from 1900 to 1920 and was then dropped",
        [
            D(
                "Art competitions were part of the modern Olympics from 1912 to 1948, with medals "
                "for architecture, literature, music, painting and sculpture inspired by sport. "
                "Pierre de Coubertin himself won gold for literature in 1912 under a pen name with "
                "his Ode to Sport, and the contests were ended because most of the entrants were "
                "professionals."
            ),
            S(
                "Tug of war was contested at five Olympic Games, from Paris in 1900 to Antwerp in "
                "1920, as part of the athletics programme, with teams of up to eight pulling "
                "against each other. Great Britain, whose teams were drawn from police forces, won "
                "the most medals, but the event was dropped after 1920 and has not come back, "
                "though the IOC recognises its world federation."
            ),
            D(
                "In competitive tug of war two teams of eight pull on a rope about 11 centimetres "
                "round, each trying to drag the centre mark four metres towards its own side. "
                "Pullers may not sit down or wrap the rope around their bodies, except for the "
                "anchor at the back, and teams compete in weight classes set by the combined "
                "weight of their members."
            ),
            D(
                "Breaking, the competitive form of breakdancing, made its Olympic debut at the "
                "Paris Games in 2024, with B-boys and B-girls battling one another to music chosen "
                "by a DJ. Japan's Ami won the first women's title and Canada's Phil Wizard the "
                "men's, but the sport was left out of the programme for the Los Angeles Games of "
                "2028."
            ),
            D(
                "Lacrosse was played at the Olympics in 1904 and 1908, when Canada beat teams from "
                "the United States and Great Britain, and it was shown as a demonstration sport in "
                "1928, 1932 and 1948. After a gap of 120 years a six-a-side version has been "
                "approved for the Los Angeles Games of 2028, along with cricket, flag football and "
                "squash."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which club did the first winner of the Ballon d'Or play for?",
        "Blackpool: Stanley Matthews, who won the first Ballon d'Or in 1956",
        [
            S(
                "The Ballon d'Or was created in 1956 by the French magazine France Football, whose "
                "journalists polled colleagues across Europe to choose the continent's best "
                "player. The first award went to Stanley Matthews, then 41, ahead of Alfredo Di "
                "St\u00e9fano of Real Madrid; until 1995 only European players could win it, and "
                "Lionel Messi has since won it eight times."
            ),
            D(
                "The first Ballon d'Or F\u00e9minin was awarded in December 2018 to Ada Hegerberg, "
                "the Norwegian striker of Olympique Lyonnais, who had just helped her club to a "
                "third Champions League title in a row. Alexia Putellas of Barcelona became the "
                "first to win it twice, in 2021 and 2022, and her team-mate Aitana Bonmat\u00ed "
                "won it in 2023 and 2024."
            ),
            D(
                "Lev Yashin of Dynamo Moscow, the Soviet goalkeeper nicknamed the Black Spider for "
                "his all-black kit, won the Ballon d'Or in 1963 and remains the only goalkeeper to "
                "have done so. He spent his whole career of more than 20 years at the one club, "
                "and since 2019 France Football has given a goalkeepers' prize, the Yashin Trophy, "
                "in his name."
            ),
            S(
                "Stanley Matthews, the English winger known as the Wizard of the Dribble, played "
                "for Blackpool from 1947 to 1961, between two spells with his home-town club, "
                "Stoke City. His display in the 1953 FA Cup final, when Blackpool came back from "
                "3-1 down to beat Bolton 4-3, is remembered as the Matthews Final, and he was "
                "knighted in 1965 while still playing."
            ),
            D(
                "Tom Finney, Matthews' great rival on the England wing, spent his whole career "
                "from 1946 to 1960 with Preston North End, the club of his home town, and the "
                "football writers twice named him their Footballer of the Year, in 1954 and 1957. "
                "A plumber by trade, he was knighted in 1998, and a statue outside Deepdale "
                "recreates a famous photograph of him sliding through a puddle."
            ),
        ],
    ),
    # --- web -----------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the first Wimbledon Championships held?",
        "in July 1877, won by Spencer Gore",
        [
            D(
                "Home > Sport > Tennis > History | Roland Garros\nThe French Championships began "
                "in 1891 but were open only to members of French clubs until 1925. The tournament "
                "moved in 1928 to a new stadium in Paris named after Roland Garros, a wartime "
                "pilot who made the first flight across the Mediterranean in 1913, and its red "
                "clay courts are made of crushed brick.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Tennis > History | Wimbledon through the years\nThe first "
                "Wimbledon Championships were held in July 1877 by the All England Croquet and "
                "Lawn Tennis Club at its ground off Worple Road. Twenty-two men entered, about 200 "
                "spectators paid a shilling each to watch the final, and Spencer Gore, a rackets "
                "player from Harrow School, won the title.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Tennis > Wimbledon | Ladies' singles\nWomen first played at "
                "Wimbledon in 1884, when thirteen entered the singles and Maud Watson, aged 19, "
                "beat her elder sister Lilian in the final. Lottie Dod won the title five times, "
                "the first in 1887 at the age of 15, and she is still the youngest ladies' "
                "champion in its history.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Tennis > Venues | Centre Court\nWimbledon's Centre Court opened in "
                "1922, when the club moved to Church Road, and it seats about 15,000 spectators. A "
                "sliding roof was added in 2009 and first closed for a whole match, between Andy "
                "Murray and Stanislas Wawrinka on 29 June that year, and the grass is cut to "
                "exactly 8 millimetres during the Championships.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Tennis > History | US Open\nThe US National Championships were "
                "first played in August 1881 at the Newport Casino in Rhode Island, open only to "
                "members of clubs in the US National Lawn Tennis Association. Richard Sears won "
                "the first seven men's titles, and the event moved to Forest Hills in 1915 and to "
                "Flushing Meadows in 1978.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who invented post it notes",
        "Spencer Silver, who made the reusable adhesive at 3M in 1968, and Art Fry, who used it "
        "for bookmarks",
        [
            D(
                "Home > Business > Innovation | Scotch tape\nRichard Drew, a young engineer at 3M, "
                "invented masking tape in 1925 after watching car painters struggle to keep "
                "two-tone paint jobs neat, and in 1930 he followed it with a clear cellophane tape "
                "sold as Scotch. The name is said to come from a painter who grumbled that the "
                "firm was being 'Scotch' with its glue.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Innovation | The accidental sticky note\nIn 1968 Spencer "
                "Silver, a chemist at 3M in Minnesota, was trying to make a strong glue and came "
                "up with a weak, reusable one instead. Years later his colleague Art Fry used it "
                "to keep bookmarks in his church hymn book, and the two are credited with the "
                "Post-it Note, sold across the US from 1980.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Brands | Post-it colours\nThe first Post-it Notes came in one "
                "colour, canary yellow, supposedly because the lab next door had only yellow scrap "
                "paper to hand. The 3 by 3 inch square is still the best seller, 3M now sells the "
                "notes in more than 150 countries, and the company has registered that shade of "
                "yellow as a trademark in the US.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Innovation | The paper clip myth\nThe Norwegian Johan Vaaler "
                "patented a paper clip in Germany in 1899, and Norwegians came to see him as its "
                "inventor, wearing clips in protest during the German occupation. In fact his "
                "design lacked the familiar double loop of the Gem clip, which a British firm, the "
                "Gem Manufacturing Company, had made years before.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Innovation | Bubble Wrap\nBubble Wrap began in 1957 as a "
                "failure: the engineers Alfred Fielding and Marc Chavannes sealed two shower "
                "curtains together in a garage in Hawthorne, New Jersey, hoping to sell the result "
                "as textured wallpaper. It found its use in 1960, when IBM packed its new 1401 "
                "computer in it, and Sealed Air was set up to make it.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "real madrid vs barcelona which club is older",
        "Barcelona, founded on 29 November 1899; Real Madrid dates from 6 March 1902",
        [
            S(
                "Home > Sport > Football > Clubs | FC Barcelona\nFC Barcelona was founded on 29 "
                "November 1899 by the Swiss businessman Joan Gamper, who had placed an advert in a "
                "sports paper looking for players, together with a group of Swiss, English and "
                "Catalan men. The club's blue and deep red colours are usually said to come from "
                "Gamper's old club, FC Basel.\nPrivacy | Terms of use"
            ),
            D(
                "Home > Sport > Football > Clubs | Athletic Bilbao\nAthletic Club of Bilbao gives "
                "1898 as its founding year, when students back from Britain began playing in the "
                "city, though it was formally registered in 1901. It fields only players born or "
                "trained in the Basque Country, has never been relegated from the top division, "
                "and its red and white stripes came from Southampton.\nPrivacy | Terms of use"
            ),
            S(
                "Home > Sport > Football > Clubs | Real Madrid\nReal Madrid was founded on 6 March "
                "1902 as Madrid Football Club by a group led by the brothers Juan and Carlos "
                "Padr\u00f3s, and it won its first trophy, the Copa del Rey, in 1905. King Alfonso "
                "XIII gave it the title Real, meaning royal, in 1920, and it has won the European "
                "Cup a record 15 times.\nPrivacy | Terms of use"
            ),
            D(
                "Home > Sport > Football > Stadiums | Camp Nou\nFC Barcelona's Camp Nou opened on "
                "24 September 1957 and, after it was enlarged for the 1982 World Cup, held about "
                "99,000, the most of any stadium in Europe. It closed in 2023 for a rebuild, and "
                "the team played its home games at the Olympic stadium on Montju\u00efc, built for "
                "the 1929 International Exposition.\nPrivacy | Terms of use"
            ),
            D(
                "Home > Sport > Football > Clubs | Atl\u00e9tico Madrid\nAtl\u00e9tico Madrid was "
                "founded on 26 April 1903 by three Basque students living in the capital, as a "
                "youth branch of Athletic Bilbao, and took its red and white stripes from the same "
                "source. It played at the Vicente Calder\u00f3n stadium by the river Manzanares "
                "from 1966 to 2017, then moved to the Metropolitano.\nPrivacy | Terms of use"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "What goes in a Cornish pasty?",
        "beef (usually skirt), potato, swede and onion, seasoned with salt and pepper, in crimped "
        "pastry",
        [
            D(
                "Home > Food > British classics | Bedfordshire clanger\nThe Bedfordshire clanger "
                "is a long suet pastry roll once made for farm labourers, savoury at one end and "
                "sweet at the other. One end is usually filled with pork or bacon, potato and "
                "onion and the other with jam or stewed apple, with a ridge of pastry between "
                "them, and a local baker revived it in the 1990s.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > British classics | The Cornish pasty\nUnder its protected status, a "
                "genuine Cornish pasty is filled with roughly diced or minced beef, usually skirt, "
                "together with sliced potato, swede (called turnip in Cornwall) and onion, "
                "seasoned only with salt and pepper. It is baked from raw in shortcrust or rough "
                "puff pastry, crimped along one side in a D shape.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > British classics | Pasty history\nCornish pasties fed tin miners, "
                "and the thick crimped crust is said to have served as a handle that miners with "
                "arsenic-stained hands could throw away. The Cornish Pasty Association won "
                "protected geographical indication from the EU in 2011, so pasties sold as Cornish "
                "must be made in Cornwall.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Scottish classics | Forfar bridie\nThe Forfar bridie is a "
                "horseshoe-shaped pastry from Angus in Scotland, filled with minced steak, butter "
                "and beef suet, well seasoned and sometimes with onion, and baked in short pastry "
                "without any potato. One story says it is named after Margaret Bridie, who sold "
                "them at Forfar market in the 19th century.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Bakery | Steak bake\nThe steak bake, sold by the million by the "
                "bakery chain Greggs since the early 2000s, puts chunks of beef in a rich gravy "
                "inside a rectangle of flaky puff pastry. Greggs, which John Gregg started in "
                "Newcastle upon Tyne in 1939 and which now has over 2,500 shops, also sells a "
                "vegan sausage roll launched in January 2019 and a corned beef bake.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does an e-ink screen work?",
        "tiny microcapsules hold charged black and white particles; a voltage at each pixel pulls "
        "one colour to the surface, and the image stays without power",
        [
            D(
                "Home > Tech > Explainers | How LCD screens work\nAn LCD screen shines a backlight "
                "through a layer of liquid crystals sandwiched between two polarising filters set "
                "at right angles. A voltage across each pixel twists the crystals to let more or "
                "less light through, and red, green and blue filters over the subpixels mix the "
                "colours, so the backlight is on whenever a picture shows.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Tech > Explainers | How e-ink screens work\nAn e-ink display is made of "
                "millions of tiny microcapsules, each holding positively charged white particles "
                "and negatively charged black ones floating in clear fluid. Electrodes above and "
                "below each pixel apply a voltage that pulls one colour to the surface, and the "
                "image stays put with no power, which is why e-readers last for weeks.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Tech > Gadgets | The first Kindle\nAmazon launched its first Kindle "
                "e-reader on 19 November 2007 at $399, and it sold out in five and a half hours. "
                "It had a six-inch screen with four shades of grey, a keyboard and a free mobile "
                "data link for buying books, and the technology behind its display came from E "
                "Ink, a company spun out of MIT's Media Lab in Cambridge, Massachusetts, in "
                "1997.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Explainers | How OLED screens work\nIn an OLED screen each pixel is "
                "a stack of thin organic films that give off their own light when a current flows "
                "through them, so no backlight is needed. Pixels showing black are simply switched "
                "off, which gives deep contrast and saves power on dark images; the first OLED "
                "television, Sony's XEL-1 of 2007, was 11 inches across.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Tech > Toys | Etch A Sketch\nThe Etch A Sketch draws with a stylus that "
                "scrapes aluminium powder off the back of its glass screen, leaving a dark line, "
                "and two knobs move the stylus left and right or up and down. Invented by "
                "Andr\u00e9 Cassagnes in France, it went on sale in 1960, and shaking it upside "
                "down coats the glass with powder again to wipe the picture.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why did Kodak go bankrupt?",
        "it failed to move on from photographic film: slow to commit to digital, which its own "
        "engineer pioneered, it saw film sales collapse; it filed for bankruptcy in January 2012",
        [
            D(
                "Home > Business > Companies | Polaroid's collapse\nPolaroid, founded by Edwin "
                "Land in 1937, filed for bankruptcy in October 2001 after years of falling sales "
                "of its instant cameras and film, and again in 2008. A small group bought its last "
                "factory, in the Netherlands, and relaunched the film as The Impossible Project; "
                "the brand later came back as Polaroid Originals.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Companies | The Kodak Brownie\nKodak's Brownie camera went on "
                "sale in February 1900 for one dollar, with film at 15 cents a roll, and lived up "
                "to the firm's old slogan 'You press the button, we do the rest' by bringing "
                "snapshots to ordinary families. George Eastman chose the name Kodak in 1888 "
                "because he liked the letter K.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Companies | Why Kodak went bust\nEastman Kodak filed for "
                "bankruptcy protection in January 2012 because it failed to move on from film. One "
                "of its own engineers, Steven Sasson, built the first digital camera in 1975, but "
                "the firm, afraid of hurting its film profits, was slow to commit, and when phones "
                "took over photography its film sales collapsed.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Companies | Kodak after bankruptcy\nKodak came out of "
                "bankruptcy in September 2013 as a much smaller company, having sold its digital "
                "imaging patents for about $525 million and handed its consumer film and photo "
                "kiosk business to its British pension scheme. It now makes printing plates and "
                "chemicals, and still makes film stock for Hollywood.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Companies | Fujifilm's reinvention\nFujifilm, founded in 1934 "
                "as a maker of cinema film, lost most of its photographic film business after 2000 "
                "but survived by turning its chemistry to other uses: it now makes medical imaging "
                "systems, cosmetics and drugs. Its Instax instant cameras, launched in 1998, have "
                "sold in the tens of millions.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is it free to visit the National Gallery in London?",
        "yes: the permanent collection is free to see; some temporary exhibitions are ticketed",
        [
            D(
                "Home > Travel > London > Attractions | Tower of London\nThe Tower of London "
                "charges for entry, with an adult ticket costing about \u00a335 when bought on the "
                "day and less when booked online in advance. Visitors can see the Crown Jewels in "
                "the Jewel House and join a tour led by one of the Yeoman Warders, and six ravens "
                "are kept there because of an old legend.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > London > Museums | National Portrait Gallery\nThe National "
                "Portrait Gallery, just off Trafalgar Square on St Martin's Place, was founded in "
                "1856 as the first gallery in the world given over to portraits. It reopened in "
                "June 2023 after a three-year refit costing \u00a341.3 million, with a new "
                "entrance on its north side, and its collection runs from the Tudors to "
                "today.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > London > Museums | The National Gallery\nEntry to the National "
                "Gallery on Trafalgar Square is free: like Britain's other national museums, it "
                "lets anyone see its permanent collection without charge, though some temporary "
                "exhibitions need a paid ticket. Founded in 1824, it holds over 2,300 paintings, "
                "among them Van Gogh's Sunflowers.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Paris > Museums | The Louvre\nThe Louvre charges adults for timed "
                "entry and asks visitors to book online, while entry is free for under-18s and for "
                "residents of the European Economic Area under 26. It is the world's most visited "
                "museum, with about 8.7 million visitors in 2024, and its glass pyramid by I. M. "
                "Pei opened in 1989.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > London > Museums | National Gallery building\nThe National "
                "Gallery's building on the north side of Trafalgar Square was designed by William "
                "Wilkins and opened in 1838, and its Sainsbury Wing, by Robert Venturi and Denise "
                "Scott Brown, was added in 1991 after Prince Charles had called an earlier design "
                "a 'monstrous carbuncle'.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which river runs through the town where the Bauhaus was founded?",
        "the Ilm: the Bauhaus was founded in Weimar in 1919",
        [
            S(
                "Home > Arts > Design | The Bauhaus\nThe Bauhaus was founded in Weimar in April "
                "1919 by the architect Walter Gropius, who merged the town's school of arts and "
                "crafts with its academy of fine art. Paul Klee and Wassily Kandinsky were among "
                "its teachers, and in 1925, under pressure from the state's new right-wing "
                "government, the school moved to Dessau.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Germany > Saxony-Anhalt | Dessau\nDessau lies where the Mulde "
                "flows into the Elbe, and its Bauhaus building, designed by Walter Gropius and "
                "opened in December 1926, is a World Heritage Site with a famous glass curtain "
                "wall. The Nazi-led town council closed the school there in 1932, and it moved to "
                "Berlin, where it shut for good in 1933.\nShare this | Cookie policy"
            ),
            D(
                "Home > Music > Bands | Bauhaus\nBauhaus were an English rock band formed in 1978 "
                "in Northampton, on the river Nene, by Peter Murphy, Daniel Ash, David J and Kevin "
                "Haskins. Their nine-minute first single, Bela Lugosi's Dead, released in 1979, is "
                "often called the first gothic rock record, and the band split in 1983, coming "
                "back together in 1998 and 2005.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Germany > Thuringia | Weimar\nWeimar, a town of about 65,000 "
                "people in Thuringia, lies on the river Ilm, whose banks are laid out as a "
                "landscape park with Goethe's garden house. Home to Goethe and Schiller, it gave "
                "its name to the Weimar Republic, whose national assembly met in the town's "
                "theatre in 1919, and its old town is a World Heritage Site.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > Germany > Thuringia | Erfurt\nErfurt, the capital of Thuringia, "
                "with about 215,000 people, stands on the river Gera and is known for its "
                "Merchants' Bridge, lined with houses along its whole length. Martin Luther "
                "studied at its university and entered the city's Augustinian monastery in 1505, "
                "and its cathedral has one of the largest medieval bells, the Gloriosa, cast in "
                "1497.\nShare this | Cookie policy"
            ),
        ],
    ),
    # --- faq -----------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How often should I get my eyes tested?",
        "every two years for most adults, or yearly if advised (for example with diabetes or over "
        "70)",
        [
            D(
                "Q: How often should I see the dentist?\nA: It depends on the health of your teeth "
                "and gums: NHS guidance says anywhere from every 3 months to every 2 years, and "
                "adults with healthy mouths need check-ups least often. Children should be seen at "
                "least once a year, and your dentist will set the gap until your next visit after "
                "each check-up."
            ),
            D(
                "Eyesight rules for drivers in Great Britain\n\u2022 You must be able to read a "
                "car number plate made after 1 September 2001 from 20 metres in good "
                "daylight\n\u2022 Glasses or contact lenses may be used, but must then always be "
                "worn to drive\n\u2022 Visual acuity of at least 6/12 with both eyes open\n\u2022 "
                "Some eye conditions must be reported to the DVLA\n\u2022 Police can ask for a "
                "roadside check"
            ),
            S(
                "Q: How often should I have an eye test?\nA: Most adults should have their eyes "
                "tested every two years, even if their sight seems fine, because a test can pick "
                "up conditions such as glaucoma early. Your optometrist may suggest once a year if "
                "you have diabetes, are over 70, or have a family history of glaucoma."
            ),
            D(
                "Q: How long does an eye test take?\nA: A standard sight test at an optician's "
                "takes about 20 to 30 minutes. The optometrist checks how well you see at "
                "different distances, looks at the health of your eyes with a bright light, and "
                "may measure the pressure inside them with a puff of air; if drops are used to "
                "widen your pupils, do not drive for a few hours."
            ),
            D(
                "Q: Are eye tests free?\nA: In England NHS sight tests are free for children under "
                "16, students under 19 in full-time education, people aged 60 or over, and those "
                "on certain benefits or with diabetes or glaucoma. Everyone else pays the "
                "optician, usually \u00a320 to \u00a340, while in Scotland eye examinations are "
                "free for everyone."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long does a bank transfer take uk",
        "usually seconds to minutes by Faster Payments (up to two hours); Bacs payments take three "
        "working days",
        [
            D(
                "Q: How long does an international transfer take?\nA: Sending money abroad through "
                "the SWIFT network usually takes one to five working days, depending on the "
                "currency, the countries involved and how many intermediary banks the payment "
                "passes through. Euro transfers to the eurozone are often quicker, and the sending "
                "bank may charge around \u00a310 to \u00a325."
            ),
            S(
                "Q: How long does a bank transfer take in the UK?\nA: Most online and mobile "
                "transfers between UK accounts go through the Faster Payments system and arrive "
                "within seconds or minutes, though banks may take up to two hours, or longer if a "
                "payment is held for fraud checks. Payments by Bacs, such as wages and direct "
                "debits, take three working days."
            ),
            D(
                "Q: How long does a cheque take to clear?\nA: Since 2018 UK cheques have been "
                "cleared from images, so money paid in by cheque before the cut-off on a working "
                "day is usually available by 23:59 on the next working day. A cheque is normally "
                "valid for six months from the date written on it, and many banks let you pay one "
                "in by photographing it in their app."
            ),
            D(
                "Faster Payments at a glance\n\u2022 Launched in May 2008 to replace slower "
                "transfers between UK banks\n\u2022 Scheme limit: \u00a31 million per payment, "
                "though most banks set much lower limits\n\u2022 Run by Pay.UK since 2018\n\u2022 "
                "Covers online and phone banking payments and standing orders\n\u2022 Open every "
                "day of the year, weekends and bank holidays included"
            ),
            D(
                "Q: How long does a refund take to reach my card?\nA: A refund to a debit or "
                "credit card usually shows up within 3 to 5 working days after the shop processes "
                "it, though some take up to 10, because the money goes back through the card "
                "network. Under the Consumer Rights Act a retailer must refund you within 14 days "
                "of agreeing that you are owed one."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is longer, a US presidential term or a UK Parliament?",
        "a UK Parliament, which can last up to five years, against four years for a US "
        "presidential term",
        [
            S(
                "Q: How long is a US president's term?\nA: A US president is elected for a term of "
                "four years, which begins at noon on 20 January after the election, and under the "
                "22nd Amendment, ratified in 1951, no one may be elected to the office more than "
                "twice. Franklin D. Roosevelt, who won four elections, is the only president to "
                "have served more than two terms."
            ),
            D(
                "Q: How long do US senators serve?\nA: Each of the 100 senators, two for every "
                "state, serves a six-year term, and about a third of the Senate is up for election "
                "every two years, so the chamber is never replaced all at once. Members of the "
                "House of Representatives serve two-year terms, so all 435 seats are contested in "
                "every even-numbered year."
            ),
            S(
                "UK general elections: the basics\n\u2022 A Parliament can last at most five years "
                "from the day it first meets, and is then dissolved automatically\n\u2022 The "
                "Prime Minister can ask the King to dissolve it sooner\n\u2022 The Dissolution and "
                "Calling of Parliament Act 2022 restored that power\n\u2022 Polling day comes 25 "
                "working days after dissolution\n\u2022 650 MPs are elected, one for each "
                "constituency"
            ),
            D(
                "Q: How long is the French president's term?\nA: The president of France is "
                "elected for five years, cut from seven by a referendum held in 2000 and first "
                "applied at the election of 2002. A constitutional change in 2008 limited "
                "presidents to two terms in a row, and if no one wins a majority in the first "
                "round, the top two meet in a run-off two weeks later, as Macron and Le Pen did in "
                "2017 and 2022."
            ),
            D(
                "Q: How long can a UK Prime Minister stay in office?\nA: There is no limit: a "
                "Prime Minister serves as long as they keep the confidence of the House of Commons "
                "and lead the largest party there. Robert Walpole, usually counted as the first, "
                "held the office for almost 21 years, and Margaret Thatcher's eleven and a half "
                "years from 1979 were the longest of the 20th century."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What are the main food groups in the Eatwell Guide?",
        "fruit and vegetables; potatoes, bread, rice, pasta and other starchy carbohydrates; "
        "beans, pulses, fish, eggs, meat and other proteins; dairy and alternatives; oils and "
        "spreads",
        [
            D(
                "MyPlate at a glance\n\u2022 Introduced by the US Department of Agriculture in "
                "June 2011, replacing the food pyramid\n\u2022 A plate split into four parts: "
                "fruits, vegetables, grains and protein foods\n\u2022 A glass beside it stands for "
                "dairy\n\u2022 Make half your grains whole grains\n\u2022 Vary your protein "
                "routine\n\u2022 Fill half the plate with fruit and vegetables"
            ),
            S(
                "The Eatwell Guide: the five food groups\n\u2022 Fruit and vegetables: just over a "
                "third of what you eat\n\u2022 Potatoes, bread, rice, pasta and other starchy "
                "carbohydrates: just over a third\n\u2022 Beans, pulses, fish, eggs, meat and "
                "other proteins\n\u2022 Dairy and alternatives\n\u2022 Oils and spreads: small "
                "amounts of unsaturated ones\nPublished by Public Health England in March 2016"
            ),
            D(
                "Q: What counts towards my 5 A Day?\nA: One portion is 80 g of fresh, frozen or "
                "tinned fruit or vegetables, such as a medium apple, or 30 g of dried fruit. Fruit "
                "juice and smoothies count as only one portion a day however much you drink, and "
                "beans and pulses count only once too; potatoes do not count, as they are a "
                "starchy food."
            ),
            D(
                "Q: How should I read traffic-light labels?\nA: The colour-coded labels on the "
                "front of many UK food packs show whether a product is high (red), medium (amber) "
                "or low (green) in fat, saturated fat, sugars and salt per 100 g. They also give "
                "energy and each nutrient as a share of an adult's reference intake, based on "
                "2,000 kcal a day."
            ),
            D(
                "The Mediterranean diet in brief\n\u2022 Plenty of vegetables, fruit, whole "
                "grains, beans and nuts\n\u2022 Olive oil as the main fat\n\u2022 Fish at least "
                "twice a week\n\u2022 Moderate amounts of cheese and yoghurt\n\u2022 Little red "
                "meat or sweets\n\u2022 Studied by Ancel Keys in the Seven Countries Study from "
                "1958\n\u2022 Added to UNESCO's intangible heritage list in 2010"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I clean tarnished silver jewellery?",
        "soak it in hot water with baking soda and salt in a foil-lined bowl for a few minutes, "
        "then rinse, dry and buff with a silver cloth",
        [
            D(
                "Q: Why does silver go black?\nA: Silver tarnishes when it reacts with sulphur "
                "compounds in the air, such as hydrogen sulphide, forming a thin dark layer of "
                "silver sulphide. It happens faster in humid air and near rubber bands, wool, eggs "
                "and onions, and keeping pieces in airtight bags with anti-tarnish strips slows it "
                "down a great deal."
            ),
            S(
                "Q: How can I clean tarnished silver jewellery at home?\nA: Line a bowl with "
                "kitchen foil, add a tablespoon each of baking soda and salt, pour in hot water "
                "and soak the pieces for a few minutes so they touch the foil; the tarnish lifts "
                "off as the foil reacts. Rinse, dry with a soft cloth and buff with a silver "
                "polishing cloth. Do not do this with pearls or glued stones."
            ),
            D(
                "Q: How do I clean gold jewellery?\nA: Soak gold rings and chains for 15 to 20 "
                "minutes in warm water with a few drops of washing-up liquid, then scrub gently "
                "with a soft baby toothbrush, rinse in clean water and pat dry with a lint-free "
                "cloth. Never use bleach or chlorine, which can weaken the alloy, and do not boil "
                "pieces set with stones."
            ),
            D(
                "Silver hallmarks explained\n\u2022 925: sterling silver, 92.5% pure, the rest "
                "usually copper\n\u2022 999: fine silver, too soft for most jewellery\n\u2022 958: "
                "Britannia silver\n\u2022 A lion passant marks sterling assayed in England\n\u2022 "
                "Silver items under 7.78 g need no hallmark in the UK\n\u2022 The assay office "
                "mark shows where it was tested, such as a leopard's head for London\n\u2022 The "
                "date letter has been optional since 1999"
            ),
            D(
                "Q: How should I look after pearls?\nA: Put pearls on last, after perfume, "
                "hairspray and make-up, and wipe them with a soft damp cloth after wearing to "
                "remove sweat. Never soak them or use jewellery cleaner, as the silk thread can "
                "weaken and stretch; store them flat in a soft pouch, and have a necklace restrung "
                "every year or two if worn often."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why did my credit score drop after I applied for a loan?",
        "the lender ran a hard search, which stays on your file for 12 months; several in a short "
        "time suggest you are short of money",
        [
            D(
                "Q: How long do missed payments stay on my credit file?\nA: Late and missed "
                "payments, defaults and county court judgments stay on your credit file for six "
                "years from the date they were recorded, even after the debt has been paid off. "
                "Their effect fades over time, and you can add a notice of correction of up to 200 "
                "words to explain your circumstances to lenders."
            ),
            D(
                "Q: Does checking my own credit score lower it?\nA: No. Looking at your own report "
                "with Experian, Equifax or TransUnion, or through a free service such as "
                "ClearScore, is recorded as a soft search, which lenders cannot see and which "
                "never affects your score. You can check as often as you like, and it is worth "
                "doing before you apply for a mortgage."
            ),
            S(
                "Q: Why has my credit score gone down since I applied for a loan?\nA: When you "
                "apply, the lender runs a hard search of your credit file, and each one stays on "
                "record for 12 months where other lenders can see it. One search costs only a few "
                "points, but several in a short time can suggest you are short of money or relying "
                "on credit, so your score falls."
            ),
            D(
                "Q: How can I improve my credit score?\nA: Register on the electoral roll at your "
                "current address, pay every bill on time, and keep your credit card balances below "
                "about a quarter of their limits. Keeping old accounts open can help, as can "
                "adding your rent payments to your file, and correcting any mistakes on your "
                "report with the agency concerned."
            ),
            D(
                "Q: Why was I turned down for a credit card when my score is good?\nA: Your score "
                "is only a guide; each lender uses its own rules and may refuse you because of "
                "your income, your job, how long you have lived at your address or a high level of "
                "existing debt. The three agencies also hold different data, so one agency's score "
                "may not match what the lender saw."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can babies have honey",
        "no, not before 12 months: honey can carry botulism spores that cause infant botulism",
        [
            D(
                "Q: When can my baby have cow's milk?\nA: Full-fat cow's milk can be used in "
                "cooking or mixed with food from around six months, but it should not be given as "
                "your baby's main drink until they are 12 months old, as it lacks the iron they "
                "need. Semi-skimmed milk can be a main drink from two years, and skimmed milk not "
                "before five."
            ),
            S(
                "Q: Can I give my baby honey?\nA: Not until your baby is over 12 months old. Honey "
                "can contain spores of Clostridium botulinum, bacteria that can grow in a baby's "
                "immature gut and produce a toxin, causing infant botulism, a rare but serious "
                "illness. This goes for honey in food and drinks and on dummies; after the first "
                "birthday the gut can cope."
            ),
            D(
                "Q: When should I start giving my baby solid food?\nA: The NHS recommends starting "
                "solid foods at around six months, when babies can stay sitting up, coordinate "
                "their eyes, hands and mouth, and swallow food rather than push it back out. Start "
                "with single vegetables and fruits, and offer foods such as peanut and egg from "
                "around then too, one at a time."
            ),
            D(
                "Q: Why does honey crystallise?\nA: Honey is a supersaturated sugar solution, so "
                "over time glucose comes out of it as crystals, especially below about 15\u00b0C; "
                "honeys high in glucose, such as oilseed rape honey, can set within days. It is "
                "still safe to eat, and standing the jar in warm water, no hotter than about "
                "40\u00b0C, will make it runny again."
            ),
            D(
                "Q: Can I add salt to my baby's food?\nA: Babies under 12 months should have less "
                "than 1 g of salt a day, as their kidneys cannot cope with much, so do not add "
                "salt to their food or cooking water, and avoid stock cubes and gravy made for "
                "adults. Children aged one to three should have no more than 2 g a day, about a "
                "third of an adult's limit."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What's the dialling code for the country that won Euro 2004?",
        "+30: Greece won Euro 2004",
        [
            S(
                "UEFA Euro 2004: fact sheet\n\u2022 Hosts: Portugal, 12 June to 4 July "
                "2004\n\u2022 Winners: Greece, 150-1 outsiders before the tournament\n\u2022 "
                "Final: Greece 1, Portugal 0, at the Est\u00e1dio da Luz in Lisbon\n\u2022 Winning "
                "goal: Angelos Charisteas, 57th minute\n\u2022 Coach: Otto Rehhagel of "
                "Germany\n\u2022 Top scorer: Milan Baro\u0161 of the Czech Republic, 5 goals"
            ),
            D(
                "UEFA Euro 2008: fact sheet\n\u2022 Hosts: Austria and Switzerland, 7 to 29 June "
                "2008\n\u2022 Winners: Spain, their first major title since 1964\n\u2022 Final: "
                "Spain 1, Germany 0, at the Ernst Happel Stadium in Vienna\n\u2022 Winning goal: "
                "Fernando Torres, 33rd minute\n\u2022 Top scorer: David Villa, 4 goals\n\u2022 The "
                "holders went out in the group stage"
            ),
            D(
                "Q: What's the dialling code for Portugal?\nA: Portugal's country code is 351, so "
                "from the UK you dial 00 351 and then the nine-digit number, which for Lisbon "
                "landlines begins with 21 and for mobiles with 9. Madeira and the Azores use the "
                "same code, and Portugal's emergency number, as in the rest of the EU, is 112."
            ),
            S(
                "Q: What's the dialling code for Greece?\nA: To call Greece from abroad, dial your "
                "international access code, 00 from the UK, then Greece's country code, 30, then "
                "the ten-digit number; Athens landlines begin with 21 and mobiles with 69. There "
                "is no trunk zero to drop, so a call to an Athens number from Britain starts 00 30 "
                "21."
            ),
            D(
                "Q: What's the dialling code for Cyprus?\nA: The Republic of Cyprus uses the "
                "country code 357, followed by an eight-digit number, with landlines in Nicosia "
                "starting 22 and mobiles starting 9. Northern Cyprus, recognised only by Turkey, "
                "is reached through Turkey's code, 90, with 392 after it, and Greek is the main "
                "language in the south."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted the Arnolfini Portrait?",
        "Jan van Eyck, in 1434",
        [
            D(
                "The great altarpiece in St Bavo's Cathedral in Ghent, finished in 1432, was "
                "begun, according to an inscription on its frame, by Hubert van Eyck and completed "
                "by his younger brother Jan. Its central lower panel shows the Adoration of the "
                "Mystic Lamb, and it is said to be the most often stolen artwork in history; one "
                "panel taken in 1934 was never found."
            ),
            S(
                "The small oil painting of an Italian merchant and his wife standing hand in hand "
                "in a room in Bruges, dated 1434, is the work of the Flemish master Jan van Eyck. "
                "A convex mirror on the back wall reflects two more figures in the doorway, and "
                "above it the artist wrote in Latin 'Jan van Eyck was here'; the panel has "
                "belonged to London's National Gallery since 1842."
            ),
            D(
                "The Ambassadors, painted in London in 1533 by Hans Holbein the Younger, shows two "
                "French envoys, Jean de Dinteville and Georges de Selve, standing either side of a "
                "shelf crowded with globes, books and instruments. A strange smear across the "
                "floor turns into a skull when seen from the side, and it too hangs in London's "
                "National Gallery."
            ),
            D(
                "Las Meninas, painted in 1656 by Diego Vel\u00e1zquez, court painter to Philip IV "
                "of Spain, shows the five-year-old Infanta Margaret Theresa among her maids of "
                "honour, while the artist himself stands at a huge canvas. A mirror on the far "
                "wall reflects the king and queen, and the painting has hung in the Prado in "
                "Madrid since it opened in 1819."
            ),
            D(
                "Giovanni Arnolfini, a merchant from Lucca who traded in cloth and tapestries in "
                "Bruges, supplied luxury goods to the court of Philip the Good, Duke of Burgundy, "
                "and lived there for most of his life. Scholars now think the man in the famous "
                "double likeness is more probably his cousin Giovanni di Nicolao, whose wife had "
                "died in 1433."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who was the first computer programmer",
        "Ada Lovelace, whose 1843 notes on Babbage's Analytical Engine included the first "
        "published algorithm for a machine",
        [
            D(
                "Charles Babbage, a Cambridge mathematician, designed his Difference Engine in the "
                "1820s to calculate and print mathematical tables without human error, but the "
                "government-funded project was abandoned in 1833 after a row with his engineer, "
                "Joseph Clement. London's Science Museum finally built his second design, "
                "Difference Engine No. 2, in 1991 from his drawings, and it worked, to 31 digits."
            ),
            D(
                "Grace Hopper, a US Navy officer and mathematician, worked on the Harvard Mark I "
                "from 1944 and in 1952 produced one of the first compilers, which turned written "
                "instructions into machine code. Her work led to COBOL in 1959, and she made the "
                "word bug popular after a moth was found trapped in a relay of the Mark II in "
                "1947."
            ),
            S(
                "Lord Byron's only legitimate daughter, Ada, Countess of Lovelace, translated an "
                "Italian paper on Charles Babbage's planned Analytical Engine in 1843 and added "
                "notes three times its length. The last of them set out, step by step, how the "
                "machine could work out Bernoulli numbers, and it is usually counted as the first "
                "algorithm ever published for a machine to carry out."
            ),
            D(
                "When the ENIAC was unveiled at the University of Pennsylvania in February 1946, "
                "the six women who had set it up to run problems, among them Kathleen McNulty, "
                "Jean Jennings and Betty Snyder, went unmentioned. They had worked out "
                "trajectories by plugging cables and setting switches, and were inducted into a "
                "technology hall of fame only in 1997."
            ),
            D(
                "Joseph Marie Jacquard showed a loom in Lyon in 1804 that wove complex patterns by "
                "following a chain of punched cards, each row of holes deciding which warp threads "
                "were lifted. Silk weavers fearing for their jobs are said to have burned some of "
                "the machines, but by 1812 thousands were in use across France, and the idea "
                "inspired Babbage's engine."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "federer or nadal more grand slams",
        "Nadal, with 22 major singles titles against Federer's 20",
        [
            S(
                "The Swiss master who retired in September 2022 ended his career with twenty of "
                "tennis's four biggest singles prizes, a record eight of them on Wimbledon's "
                "grass, along with six in Melbourne, five in New York and a lone title in Paris in "
                "2009. Roger Federer had been the first man to reach that many, in January 2018 in "
                "Melbourne."
            ),
            D(
                "The Serbian Novak Djokovic stands alone among men with twenty-four singles wins "
                "at the four majors, ten of them at the Australian Open, and in 2024 he at last "
                "added the Olympic singles gold in Paris, beating Carlos Alcaraz in the final. He "
                "has also spent more than 420 weeks ranked number one and won the ATP Finals seven "
                "times, both records."
            ),
            S(
                "The left-hander from Manacor on Mallorca, who said goodbye at the Davis Cup in "
                "November 2024, collected twenty-two major singles crowns, fourteen of them on the "
                "red clay of Roland Garros, a feat no one has come near at any one event. Rafael "
                "Nadal also won two Olympic gold medals, in singles in 2008 and in doubles in "
                "2016."
            ),
            D(
                "Federer's eight titles at the All England Club came between 2003 and 2017, the "
                "last won without dropping a set at the age of 35; Pete Sampras and William "
                "Renshaw each won seven. Only Martina Navratilova, with nine women's singles "
                "titles, has won more there, and Federer also reached a record twelve men's "
                "finals."
            ),
            D(
                "Rafael Nadal's run of 81 straight wins on clay, from April 2005 to May 2007, is "
                "the longest on a single surface in the Open Era, and Roger Federer ended it in "
                "the Hamburg final. Nadal's record at Roland Garros stands at 112 wins and 4 "
                "defeats, and a steel statue of him was put up there in 2021."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "What are the four suits in a deck of cards?",
        "hearts, diamonds, clubs and spades",
        [
            D(
                "The 78 cards of a tarot deck include 22 trumps, the major arcana, such as the "
                "Fool, the Magician and Death, and 56 cards in four suits of cups, swords, wands "
                "and pentacles, each with a page, knight, queen and king. Tarot began in northern "
                "Italy, at courts such as Milan and Ferrara, in the 15th century as a game, and "
                "its use for telling fortunes spread from France in the 1780s."
            ),
            S(
                "An ordinary pack of 52, the French pattern used across the English-speaking "
                "world, is split into four sets of thirteen, each marked with its own symbol: two "
                "red ones, hearts and diamonds, and two black, clubs and spades. Each set runs "
                "from the ace through the numbers two to ten to the jack, queen and king, and in "
                "bridge spades rank highest."
            ),
            D(
                "In the German-speaking lands, traditional packs for games such as Skat and "
                "Schafkopf carry acorns, leaves, hearts and bells instead of the French symbols, "
                "and Swiss-German packs use roses, shields, acorns and bells. Spanish and Italian "
                "packs, by contrast, have cups, coins, swords and clubs, drawn as real wooden "
                "cudgels."
            ),
            D(
                "A standard pack is usually sold with two jokers, which first appeared in the "
                "United States around 1860 as the highest trump in the game of euchre and belong "
                "to no suit. The 52 cards are sometimes said to stand for the weeks of the year, "
                "and if the picture cards count eleven to thirteen, the whole pack adds up to 364, "
                "plus a joker makes 365."
            ),
            D(
                "The card game Uno, invented in 1971 by Merle Robbins, a barber in Reading, Ohio, "
                "uses a deck of 108 cards in four colours, red, yellow, green and blue, each with "
                "numbers from zero to nine and action cards such as Skip, Reverse and Draw Two. "
                "Mattel has owned the game since 1992, and it is among the best-selling card games "
                "in the world."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a vinyl record store sound?",
        "as one spiral groove whose wiggling walls trace the sound wave; a stylus riding in it "
        "vibrates and the cartridge turns that into an electrical signal",
        [
            D(
                "A compact disc stores its audio as a long spiral track of microscopic pits "
                "pressed into a polycarbonate disc coated with aluminium, read from the centre "
                "outwards by a laser. The changes between pit and flat land encode the ones and "
                "zeros of digital audio sampled 44,100 times a second, and a standard disc holds "
                "about 74 minutes."
            ),
            S(
                "A long-playing disc holds its music as one continuous spiral channel, cut from "
                "the rim towards the centre, whose walls wiggle in the exact shape of the original "
                "audio wave, the left channel on one wall and the right on the other. As the "
                "platter turns, a diamond needle riding in the channel shakes, and the cartridge "
                "turns that movement into a small electrical signal."
            ),
            D(
                "Long-playing discs turn at 33\u2153 revolutions per minute and singles at 45, "
                "while the older shellac records spun at 78. Columbia brought out the 12-inch LP "
                "in June 1948, holding over 20 minutes a side, and RCA Victor answered with the "
                "7-inch 45 in 1949; in the United States vinyl outsold CDs in 2022 for the first "
                "time since 1987."
            ),
            D(
                "A cassette tape records sound as a changing pattern of magnetism in a thin "
                "plastic ribbon coated with iron oxide, laid down by a recording head as the tape "
                "passes at 4.76 centimetres a second. Philips introduced the compact cassette in "
                "1963, and Sony's Walkman of 1979 made it the way most young people carried their "
                "music."
            ),
            D(
                "Thomas Edison built his first phonograph in 1877, recording 'Mary Had a Little "
                "Lamb' on a sheet of tinfoil wrapped around a cylinder turned by hand, and Emile "
                "Berliner's gramophone, patented in 1887, switched to flat discs that could be "
                "pressed in large numbers from a master, which is why discs, not cylinders, won "
                "out."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the Aztec Empire fall?",
        "the Spanish under Hern\u00e1n Cort\u00e9s, joined by tens of thousands of native allies "
        "such as the Tlaxcalans, and a smallpox epidemic, brought down Tenochtitlan in 1521",
        [
            D(
                "Francisco Pizarro landed in Peru with about 170 men in 1532, when the Inca realm "
                "was weakened by a civil war between the brothers Atahualpa and Hu\u00e1scar and "
                "by an epidemic that had killed their father. At Cajamarca in November he seized "
                "Atahualpa, took a room full of gold and silver as his ransom, and had him "
                "executed in July 1533, though Inca resistance went on at Vilcabamba until 1572."
            ),
            S(
                "The Mexica state centred on Tenochtitlan was overthrown within two years of "
                "Hern\u00e1n Cort\u00e9s landing on the Gulf coast in 1519. He had only a few "
                "hundred Spaniards, but tens of thousands of native allies, above all the "
                "Tlaxcalans, who resented Mexica rule, fought beside him, and smallpox killed much "
                "of the city's people before the siege that took it in August 1521."
            ),
            D(
                "Tenochtitlan was founded in about 1325 on an island in Lake Texcoco, where, "
                "legend says, the wandering Mexica saw an eagle on a cactus eating a snake, the "
                "sign their god had promised. Linked to the shore by three causeways and fed by "
                "floating gardens called chinampas, it held perhaps 200,000 people when Europeans "
                "first saw it."
            ),
            D(
                "Many of the great lowland Maya cities, such as Tikal and Calakmul, were abandoned "
                "between about 800 and 900 AD, long before any European arrived. Researchers blame "
                "a mix of severe droughts, recorded in lake sediments and cave formations, with "
                "warfare between cities, overpopulation and the clearing of forests for farming."
            ),
            D(
                "Moctezuma II, ruler of the Mexica from 1502, welcomed the Spanish into his "
                "capital in November 1519 and was soon held as their prisoner. He died in June "
                "1520 in unclear circumstances, struck by stones thrown by his own people "
                "according to Spanish accounts, or killed by his captors according to native ones, "
                "just before the Spaniards fled the city."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Do you have to wait 24 hours before reporting someone missing?",
        "no: you can go to the police as soon as you are worried",
        [
            D(
                "Under English law, when someone has vanished and not been heard of for at least "
                "seven years, their family can ask the High Court to declare them presumed dead, "
                "and since the Presumption of Death Act 2013 a single certificate settles their "
                "estate and ends a marriage. A declaration can come sooner if there is strong "
                "evidence, such as a shipwreck."
            ),
            S(
                "There is no rule that a day must pass before the police will look for someone who "
                "has disappeared; the idea comes from television dramas. Forces in Britain and the "
                "United States say you should contact them as soon as you fear for a person's "
                "safety or do not know where they are, and the first hours are often the most "
                "important in finding a vulnerable child or adult."
            ),
            D(
                "The charity Missing People, founded in London in 1993 by the sisters Mary Asprey "
                "and Janet Newman, runs a free, confidential helpline on 116 000 for anyone who "
                "has left home or is worried about someone who has. It can pass on messages to "
                "families without saying where the person is, and it helps relatives with "
                "publicity appeals."
            ),
            D(
                "In England every dog over eight weeks old must be microchipped, and since June "
                "2024 every cat over 20 weeks too, with the owner's details kept up to date on a "
                "database. If a pet strays, tell the database, local vets and the council's dog "
                "warden straight away, because stray dogs are kept for only seven days before they "
                "can be rehomed."
            ),
            D(
                "In the United States, the nationwide alert for abducted children is named after "
                "Amber Hagerman, a nine-year-old taken while riding her bicycle in Arlington, "
                "Texas, in January 1996 and later found murdered. Broadcasters and police there "
                "set up the first such system that year, and since 2013 the alerts have also been "
                "pushed to mobile phones."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the designer of the original Mini born?",
        "Smyrna, now \u0130zmir in Turkey: Alec Issigonis was born there in 1906",
        [
            S(
                "The tiny two-door car that the British Motor Corporation launched in August 1959, "
                "with its engine mounted sideways to leave room for four adults in just three "
                "metres, was the work of Alec Issigonis and his small team at Longbridge. BMC sold "
                "it as the Austin Seven and the Morris Mini-Minor, and it won the Monte Carlo "
                "Rally three times."
            ),
            D(
                "Ferdinand Porsche, the engineer behind the Volkswagen Beetle, was born in "
                "September 1875 in Maffersdorf in Bohemia, then part of the Austrian Empire and "
                "now Vratislavice in the Czech Republic. The car he was asked to design in 1934 as "
                "a 'people's car' went into mass production at Wolfsburg only after the war, and "
                "over 21 million were built."
            ),
            D(
                "The modern MINI, launched by BMW in 2001 after it kept the brand when it sold "
                "Rover, was styled by Frank Stephenson, an American designer born in Casablanca, "
                "Morocco, in 1959, who grew up in Spain before studying in California. He later "
                "shaped the Ferrari F430 and the McLaren MP4-12C."
            ),
            S(
                "Alec Issigonis came into the world in November 1906 in Smyrna, the Aegean port of "
                "the Ottoman Empire now called \u0130zmir in Turkey, the son of a Greek-born "
                "British subject who ran a marine engineering works. The family was evacuated in "
                "1922 when the city burned, and he and his mother settled in London in 1923; he "
                "was knighted in 1969."
            ),
            D(
                "Dante Giacosa, the engineer who created the Fiat 500 that went on sale in Turin "
                "in 1957, was born in Rome in 1905 and spent his whole working life at Fiat, where "
                "he also designed the pre-war Topolino. His little car, 2.97 metres long with a "
                "two-cylinder engine at the back, sold almost four million before production ended "
                "in 1975."
            ),
            D(
                "The Morris Minor, launched at the Earls Court Motor Show in 1948, was an earlier "
                "design by the same engineer, and in 1961 it became the first British car to sell "
                "a million. Lord Nuffield, who had founded the company as William Morris in "
                "Oxford, disliked it and is said to have called it a 'poached egg'."
            ),
        ],
        drop=1,
    ),
]
