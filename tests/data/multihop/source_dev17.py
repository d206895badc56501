"""Development multi-hop questions, batch 17.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format, the first part
of tests/data/multihop/README.md, and source_dev1.py to source_dev16.py for the format and
to choose subjects none of them asks about (the held-out sources were only counted with
grep -c, to avoid subjects they mention). Written after lexical-v38.

Measured lengths: mean support 302 characters, mean distractor 299 characters; a
support is the longest passage in 6 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "who drew the original illustrations for the book in which the cheshire cat first appears",
        "John Tenniel",
        [
            D(
                "Cheshire: Cheshire is a ceremonial county in North West England, bordered by "
                "Merseyside, Greater Manchester, Derbyshire, Staffordshire and Shropshire, with "
                "Wales to the west. Its county town is Chester, and the county has long been known "
                "for dairy farming and for Cheshire cheese."
            ),
            S(
                "Cheshire Cat: The Cheshire Cat is a fictional cat made famous by Lewis Carroll in "
                "Alice's Adventures in Wonderland (1865). It first appears in the chapter 'Pig and "
                "Pepper', grinning in the Duchess's kitchen, and it can fade away until nothing is "
                "left of it but its broad grin."
            ),
            D(
                "Mad Hatter: The Hatter is a fictional character in Lewis Carroll's 1865 "
                "children's novel, best known as the host of the never-ending tea party with the "
                "March Hare and the Dormouse. The phrase 'mad as a hatter' was common before "
                "Carroll wrote, and it may come from mercury poisoning among hat makers."
            ),
            D(
                "Arthur Rackham: Arthur Rackham (19 September 1867 \u2013 6 September 1939) was an "
                "English book illustrator known for his pen-and-ink and watercolour fantasy "
                "drawings. After Peter Pan in Kensington Gardens (1906) he drew a new set of "
                "pictures for Carroll's Wonderland story in 1907, the year its copyright ran out."
            ),
            D(
                "Alice Liddell: Alice Pleasance Liddell (4 May 1852 \u2013 16 November 1934) was a "
                "daughter of Henry Liddell, dean of Christ Church, Oxford. On a rowing trip on 4 "
                "July 1862, Charles Dodgson told her and her sisters the story that grew into his "
                "famous children's book, and he photographed her several times."
            ),
            D(
                "Through the Looking-Glass: Through the Looking-Glass, and What Alice Found There "
                "is a novel by Lewis Carroll published at the end of 1871 as the sequel to his "
                "Wonderland book. Alice climbs through a mirror into a land laid out like a "
                "chessboard, where she meets Tweedledum and Tweedledee and Humpty Dumpty."
            ),
            S(
                "Alice's Adventures in Wonderland: Alice's Adventures in Wonderland is an 1865 "
                "novel by Lewis Carroll, the pen name of the Oxford mathematician Charles Dodgson. "
                "Its first edition, published by Macmillan, carried 42 wood engravings after "
                "drawings by John Tenniel, the leading political cartoonist of Punch."
            ),
            D(
                "Lewis Carroll: Charles Lutwidge Dodgson (27 January 1832 \u2013 14 January 1898), "
                "better known as Lewis Carroll, was an English writer, mathematician and "
                "photographer. Born at Daresbury in Cheshire, he taught mathematics at Christ "
                "Church, Oxford, for most of his life and also wrote The Hunting of the Snark."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which fictional county are most of the novels by the author of The Sound and the "
            "Fury set?"
        ),
        "Yoknapatawpha County",
        [
            S(
                "William Faulkner: William Cuthbert Faulkner (September 25, 1897 \u2013 July 6, "
                "1962) was an American novelist who won the Nobel Prize in Literature for 1949. He "
                "spent most of his life in Oxford, Mississippi, and set most of his novels and "
                "stories in Yoknapatawpha County, a fictional county modelled on Lafayette County."
            ),
            D(
                "The Sound and the Fury (film): The Sound and the Fury is a 2014 American drama "
                "film directed by James Franco, who also plays the mentally disabled Benjy "
                "Compson. It was Franco's second adaptation of a novel by the same Mississippi "
                "writer, after As I Lay Dying in 2013, and it follows the decline of a proud "
                "Southern family."
            ),
            D(
                "As I Lay Dying: As I Lay Dying is a 1930 novel by William Faulkner, told in turn "
                "by fifteen narrators. It follows the poor Bundren family as they carry the coffin "
                "of their mother, Addie, on a long and disastrous journey by wagon to bury her in "
                "the town of Jefferson, as she had asked before her death."
            ),
            D(
                "Oxford, Mississippi: Oxford is a city in north Mississippi and the seat of "
                "Lafayette County, with about 25,000 residents. It is home to the University of "
                "Mississippi, which opened in 1848, and to Rowan Oak, the house where a "
                "Nobel-winning novelist lived from 1930 until his death in 1962."
            ),
            S(
                "The Sound and the Fury: The Sound and the Fury is a 1929 novel by the American "
                "writer William Faulkner. It tells the story of the decline of the Compson family "
                "in four sections, three of them narrated by the brothers Benjy, Quentin and "
                "Jason, and its title comes from a speech in Shakespeare's Macbeth."
            ),
            D(
                "Eudora Welty: Eudora Alice Welty (April 13, 1909 \u2013 July 23, 2001) was an "
                "American writer of short stories and novels, most of them set in her native "
                "Mississippi. She spent nearly her whole life in Jackson and won the Pulitzer "
                "Prize for Fiction in 1973 for her novel The Optimist's Daughter."
            ),
            D(
                "Lake Wobegon: Lake Wobegon is a fictional small town in central Minnesota created "
                "by the writer and broadcaster Garrison Keillor. Its weekly news was the "
                "centrepiece of his radio show A Prairie Home Companion, and he also set several "
                "books there, beginning with Lake Wobegon Days in 1985."
            ),
            D(
                "Macbeth: Macbeth is a tragedy by William Shakespeare, probably first performed in "
                "1606. In the last act the Scottish king, told that his wife is dead, calls life a "
                "tale told by an idiot, full of sound and fury, signifying nothing, in the speech "
                "that begins 'Tomorrow, and tomorrow, and tomorrow'."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which club did the player who scored a hat-trick in the 1966 FIFA World Cup final "
            "play for at the time?"
        ),
        "West Ham United",
        [
            D(
                "Alf Ramsey: Sir Alfred Ernest Ramsey (22 January 1920 \u2013 28 April 1999) was "
                "an English footballer and manager. A former right-back for Southampton and "
                "Tottenham Hotspur, he led Ipswich Town to the league title in 1962 and then "
                "managed England from 1963 to 1974, and he was knighted in 1967."
            ),
            D(
                "Roger Hunt: Roger Hunt (20 July 1938 \u2013 27 September 2021) was an English "
                "striker who scored 244 league goals for Liverpool between 1958 and 1969, still a "
                "club record. He started all six of England's matches at the 1966 World Cup, "
                "scoring three goals in the group stage, and won 34 caps."
            ),
            S(
                "Geoff Hurst: Sir Geoffrey Charles Hurst (born 8 December 1941) is an English "
                "former footballer who played as a striker. Born in Ashton-under-Lyne, he spent "
                "the first thirteen years of his career at West Ham United, from 1959 to 1972, "
                "before moving to Stoke City, and he won 49 caps for England."
            ),
            D(
                "Wolfgang Weber: Wolfgang Weber (born 26 June 1944) is a German former defender "
                "who spent his whole playing career with 1. FC K\u00f6ln, winning the first "
                "Bundesliga title in 1964. In the 1966 World Cup final he scored West Germany's "
                "equaliser in the last minute of normal time to force extra time."
            ),
            D(
                "Jules Rimet Trophy: The Jules Rimet Trophy was the prize awarded to the winners "
                "of the FIFA World Cup from 1930 to 1970. Stolen while on show in London in March "
                "1966, it was found a week later by a dog named Pickles, and Brazil were allowed "
                "to keep it for good after their third title in 1970."
            ),
            D(
                "Gordon Banks: Gordon Banks (30 December 1937 \u2013 12 February 2019) was an "
                "English goalkeeper who played in every match of England's 1966 World Cup "
                "campaign. He spent his best years with Leicester City and Stoke City, and his "
                "save from a Pel\u00e9 header at the 1970 World Cup is often called the greatest "
                "ever."
            ),
            S(
                "1966 FIFA World Cup final: The 1966 FIFA World Cup final was played in London on "
                "30 July 1966 between England and West Germany. England won 4\u20132 after extra "
                "time to take their first world title; Geoff Hurst scored a hat-trick, the first "
                "in a World Cup final, and Martin Peters scored the other goal."
            ),
            D(
                "1970 FIFA World Cup final: The 1970 FIFA World Cup final was played at the "
                "Estadio Azteca on 21 June 1970 between Brazil and Italy. Brazil won 4\u20131, "
                "with goals from Pel\u00e9, G\u00e9rson, Jairzinho and Carlos Alberto, and became "
                "the first nation to win the World Cup three times."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which US state did the plane crash that Don McLean called the day the music died "
            "take place?"
        ),
        "Iowa",
        [
            D(
                "American Pie (film): American Pie is a 1999 American teen sex comedy directed by "
                "Paul and Chris Weitz and written by Adam Herz. Starring Jason Biggs as one of "
                "four friends making a pact in their last year of high school in Michigan, it "
                "earned over $235 million worldwide and started a long franchise."
            ),
            S(
                "The Day the Music Died: The Day the Music Died is the name given to 3 February "
                "1959, when a light aircraft crashed in a cornfield near Clear Lake, Iowa, minutes "
                "after take-off. The pilot, Roger Peterson, and the rock and roll musicians Buddy "
                "Holly, Ritchie Valens and J. P. 'The Big Bopper' Richardson were killed."
            ),
            D(
                "Vincent (Don McLean song): Vincent is a 1971 song by Don McLean, written as a "
                "tribute to the Dutch painter Vincent van Gogh and also known by its opening line, "
                "'Starry, Starry Night'. Released as the second single from his American Pie "
                "album, it reached number one on the UK Singles Chart in 1972."
            ),
            D(
                "Buddy Holly: Charles Hardin Holley (September 7, 1936 \u2013 February 3, 1959), "
                "known as Buddy Holly, was an American singer and songwriter from Lubbock, Texas. "
                "With his band the Crickets he recorded hits such as That'll Be the Day and Peggy "
                "Sue, and he was among the first inductees of the Rock and Roll Hall of Fame."
            ),
            D(
                "Ritchie Valens: Richard Steven Valenzuela (May 13, 1941 \u2013 February 3, 1959), "
                "known as Ritchie Valens, was an American singer and guitarist from Pacoima, "
                "California. His rock version of the Mexican folk song La Bamba made him a pioneer "
                "of Chicano rock, and his life was told in the 1987 film La Bamba."
            ),
            S(
                "American Pie (song): American Pie is a song by the American singer-songwriter Don "
                "McLean, released in 1971 on the album of the same name. Running more than eight "
                "minutes, its allusive verses trace the history of rock and roll from the late "
                "1950s, and it looks back on the plane crash it calls 'the day the music died'."
            ),
            D(
                "Winter Dance Party: The Winter Dance Party was a concert tour of the American "
                "Midwest that opened in Milwaukee, Wisconsin, on 23 January 1959. The musicians "
                "travelled between distant towns in a badly heated tour bus through bitter cold, "
                "and the drummer Carl Bunch was taken to hospital with frostbitten feet."
            ),
            D(
                "Waylon Jennings: Waylon Arnold Jennings (June 15, 1937 \u2013 February 13, 2002) "
                "was an American country singer and a leader of the outlaw country movement. As a "
                "young man he played bass in Buddy Holly's touring band in 1959, and he famously "
                "gave up his seat on a chartered plane to J. P. Richardson."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "who created the tv series whose main character is don draper",
        "Matthew Weiner",
        [
            D(
                "Jon Hamm: Jonathan Daniel Hamm (born March 10, 1971) is an American actor from "
                "St. Louis, Missouri. After years of small parts he became famous as an "
                "advertising executive in a cable drama, a role that won him a Golden Globe in "
                "2008 and the Emmy for Outstanding Lead Actor in a Drama Series in 2015."
            ),
            S(
                "Don Draper: Donald Draper is a fictional character and the protagonist of the AMC "
                "drama series Mad Men, played by Jon Hamm. A gifted but troubled creative director "
                "at a Madison Avenue advertising agency in the 1960s, he lives under a stolen "
                "identity, having been born Dick Whitman."
            ),
            D(
                "Peggy Olson: Margaret 'Peggy' Olson is a fictional character in the television "
                "drama Mad Men, played by Elisabeth Moss. Hired as a secretary in the first "
                "episode, she rises to become one of the agency's leading copywriters, and her "
                "career is one of the show's central threads across its seven seasons."
            ),
            D(
                "Betty Draper: Elizabeth 'Betty' Draper, later Betty Francis, is a fictional "
                "character in the drama series Mad Men, played by January Jones. A former model "
                "living in the suburb of Ossining, New York, she later marries the political "
                "adviser Henry Francis, and she is the mother of Sally, Bobby and Gene."
            ),
            D(
                "Madison Avenue: Madison Avenue is a north\u2013south avenue in the borough of "
                "Manhattan in New York City, running from Madison Square towards the Harlem River. "
                "Since the 1920s its name has stood for the American advertising industry, because "
                "so many of the largest agencies had their offices along it."
            ),
            D(
                "Draper, Utah: Draper is a city in Salt Lake County, Utah, about 32 km south of "
                "Salt Lake City, with a population of about 51,000 in 2020. Named after the early "
                "Mormon settler William Draper, it lies at the foot of the Wasatch Range and is "
                "home to the Loveland Living Planet Aquarium."
            ),
            S(
                "Mad Men: Mad Men is an American period drama television series created by Matthew "
                "Weiner that aired on AMC for seven seasons, from 2007 to 2015. Set mainly at the "
                "fictional Sterling Cooper agency in New York City during the 1960s, it won the "
                "Emmy for Outstanding Drama Series four years running."
            ),
            D(
                "Roger Sterling: Roger Sterling Jr. is a fictional character in the television "
                "drama Mad Men, played by John Slattery. The witty senior partner of the Sterling "
                "Cooper advertising agency, which his father co-founded, he is the friend and "
                "frequent drinking companion of the agency's star creative director."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who rode the horse that won the 1973 Belmont Stakes by 31 lengths?",
        "Ron Turcotte",
        [
            D(
                "Citation (horse): Citation (April 11, 1945 \u2013 August 8, 1970) was an American "
                "Thoroughbred who won the Triple Crown in 1948 with the jockey Eddie Arcaro. "
                "Trained by Ben and Jimmy Jones for Calumet Farm, he went on in 1951 to become the "
                "first racehorse to earn a million dollars in prize money."
            ),
            D(
                "Seattle Slew: Seattle Slew (February 15, 1974 \u2013 May 7, 2002) was an American "
                "Thoroughbred who won the Triple Crown in 1977 with the jockey Jean Cruguet. He "
                "was the first horse to complete the Triple Crown while still unbeaten, and he "
                "later became a leading sire at Three Chimneys Farm in Kentucky."
            ),
            D(
                "Kentucky Derby: The Kentucky Derby is a race for three-year-old Thoroughbreds "
                "held on the first Saturday in May at Churchill Downs in Louisville, Kentucky. "
                "First run in 1875 and the first leg of the Triple Crown, it is run over 1.25 "
                "miles and is known as 'the most exciting two minutes in sports'."
            ),
            S(
                "Secretariat (horse): Secretariat (March 30, 1970 \u2013 October 4, 1989) was an "
                "American Thoroughbred who in 1973 became the first Triple Crown winner in 25 "
                "years. Trained by Lucien Laurin and ridden in all three races by the Canadian "
                "jockey Ron Turcotte, he set race records that still stand in the Derby and the "
                "Belmont."
            ),
            D(
                "Secretariat (film): Secretariat is a 2010 American biographical sports film "
                "directed by Randall Wallace and produced by Walt Disney Pictures. Diane Lane "
                "stars as Penny Chenery, the Denver housewife who takes over her ailing father's "
                "Virginia stable, with John Malkovich as the trainer Lucien Laurin."
            ),
            D(
                "Sham (horse): Sham (1970 \u2013 1993) was an American Thoroughbred who finished "
                "second to Secretariat in both the 1973 Kentucky Derby and the Preakness Stakes. "
                "His Derby time would have won almost any other year, but he faded badly in the "
                "Belmont Stakes after chasing the leader through a very fast early pace."
            ),
            S(
                "Belmont Stakes: The Belmont Stakes is a race for three-year-old Thoroughbreds "
                "over 1.5 miles, usually held in June at Belmont Park in Elmont, New York, and the "
                "last leg of the American Triple Crown. First run in 1867, it had its most famous "
                "finish in 1973, when Secretariat won by 31 lengths in record time."
            ),
            D(
                "Penny Chenery: Helen Bates 'Penny' Chenery (January 27, 1922 \u2013 September 16, "
                "2017) was an American sportswoman who ran Meadow Stable in Virginia after her "
                "father fell ill. Known as the 'First Lady of Racing', she was among the first "
                "women admitted to the Jockey Club, in 1983."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who created the British series on which the American sitcom The Office was based?",
        "Ricky Gervais and Stephen Merchant",
        [
            D(
                "Steve Carell: Steven John Carell (born August 16, 1962) is an American actor and "
                "comedian from Concord, Massachusetts. A former correspondent on The Daily Show, "
                "he starred in The 40-Year-Old Virgin in 2005 and was nominated for the Academy "
                "Award for Best Actor for playing John du Pont in Foxcatcher."
            ),
            D(
                "Dunder Mifflin: Dunder Mifflin Paper Company is a fictional paper supplier in an "
                "American television sitcom, founded by Robert Dunder and Robert Mifflin. Its "
                "branch in Scranton, Pennsylvania, is the main setting of the series, and in later "
                "seasons the company is bought by the printer maker Sabre."
            ),
            S(
                "The Office (British TV series): The Office is a British mockumentary sitcom first "
                "shown on BBC Two from 2001 to 2003, in two series and a two-part Christmas "
                "special. It was created, written and directed by Ricky Gervais and Stephen "
                "Merchant, and Gervais starred as David Brent, a regional manager at a paper "
                "merchant."
            ),
            D(
                "Parks and Recreation: Parks and Recreation is an American mockumentary sitcom "
                "created by Greg Daniels and Michael Schur that aired on NBC from 2009 to 2015. "
                "Amy Poehler stars as Leslie Knope, an upbeat mid-level official in the parks "
                "department of the fictional town of Pawnee, Indiana."
            ),
            D(
                "The Office (Australian TV series): The Office is an Australian mockumentary "
                "sitcom released on Amazon Prime Video in 2024, the first version of the format "
                "with a woman as the boss. Felicity Ward plays Hannah Howard, the manager of a "
                "packaging company branch that head office plans to close, sending its staff to "
                "work from home."
            ),
            S(
                "The Office (American TV series): The Office is an American mockumentary sitcom "
                "that aired on NBC from 2005 to 2013. Developed by Greg Daniels as an adaptation "
                "of the British series of the same name, it follows the staff of the Scranton "
                "branch of the Dunder Mifflin paper company, led by Steve Carell's Michael Scott."
            ),
            D(
                "The Thick of It: The Thick of It is a British political satire sitcom created by "
                "Armando Iannucci and first shown on BBC Four in 2005. Filmed in a loose "
                "documentary style, it follows a government department at Westminster and its "
                "fearsome spin doctor Malcolm Tucker, played by Peter Capaldi."
            ),
            D(
                "Scranton, Pennsylvania: Scranton is a city in Lackawanna County in northeastern "
                "Pennsylvania, with a population of about 76,000. Nicknamed the Electric City for "
                "its early electric streetcars, it grew on anthracite coal mining and the "
                "railways, and it is the birthplace of President Joe Biden."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which team did the first formula one world champion drive for",
        "Alfa Romeo",
        [
            D(
                "Juan Manuel Fangio: Juan Manuel Fangio (24 June 1911 \u2013 17 July 1995) was an "
                "Argentine racing driver who won the Formula One World Championship five times, in "
                "1951 and from 1954 to 1957. He took his titles with four different teams, and his "
                "record of five championships stood for 46 years."
            ),
            D(
                "Alberto Ascari: Alberto Ascari (13 July 1918 \u2013 26 May 1955) was an Italian "
                "racing driver and the first to win the Formula One World Championship twice, in "
                "1952 and 1953, both times with Ferrari. He was killed testing a sports car at "
                "Monza, four days after crashing into the harbour at the Monaco Grand Prix."
            ),
            D(
                "Mike Hawthorn: John Michael Hawthorn (10 April 1929 \u2013 22 January 1959) was a "
                "British racing driver who in 1958 became the first Briton to win the Formula One "
                "World Championship, driving for Ferrari. He retired at the end of that season and "
                "was killed in a road accident near Guildford three months later."
            ),
            D(
                "Silverstone Circuit: Silverstone Circuit is a motor racing circuit in England, on "
                "the border between Northamptonshire and Buckinghamshire, built on the site of the "
                "wartime airfield RAF Silverstone. It staged the first round of the Formula One "
                "World Championship on 13 May 1950 and is the home of the British Grand Prix."
            ),
            S(
                "1950 Formula One season: The 1950 Formula One season was the first season of the "
                "FIA World Championship of Drivers. It ran over seven races from May to September, "
                "six Grands Prix in Europe and the Indianapolis 500, and the Italian driver "
                "Giuseppe Farina took the title by three points from Juan Manuel Fangio."
            ),
            D(
                "Indianapolis 500: The Indianapolis 500 is an annual motor race held at the "
                "Indianapolis Motor Speedway in Speedway, Indiana, over 200 laps of a 2.5-mile "
                "oval. First run in 1911, it counted towards the Formula One World Championship "
                "from 1950 to 1960, though few regular Grand Prix drivers took part."
            ),
            D(
                "Luigi Fagioli: Luigi Fagioli (9 June 1898 \u2013 20 June 1952) was an Italian "
                "racing driver from Osimo. He finished third in the first World Championship in "
                "1950, and at the 1951 French Grand Prix, which he shared with Fangio, he became "
                "at 53 the oldest driver ever to win a World Championship race."
            ),
            S(
                "Nino Farina: Emilio Giuseppe 'Nino' Farina (30 October 1906 \u2013 30 June 1966) "
                "was an Italian racing driver from Turin. Driving for Alfa Romeo, he won the first "
                "World Championship Grand Prix at Silverstone in May 1950 and became the first "
                "Formula One world champion that year. He died in a road accident in France."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Off the coast of which present-day country did the ship whose survivors are shown in "
            "The Raft of the Medusa run aground?"
        ),
        "Mauritania",
        [
            D(
                "Medusa: In Greek mythology, Medusa was one of the three Gorgons, winged women "
                "with living snakes for hair whose gaze turned anyone who looked at them to stone. "
                "She was the only mortal one of the three sisters, and the hero Perseus cut off "
                "her head while watching her reflection in a polished shield."
            ),
            S(
                "French frigate M\u00e9duse: M\u00e9duse was a 40-gun frigate of the French Navy, "
                "launched in 1810. Carrying officials and settlers to the colony of Senegal, she "
                "ran aground on the Bank of Arguin off the coast of present-day Mauritania on 2 "
                "July 1816, and most of the 147 people set adrift on a raft died."
            ),
            D(
                "Th\u00e9odore G\u00e9ricault: Jean-Louis Andr\u00e9 Th\u00e9odore G\u00e9ricault "
                "(26 September 1791 \u2013 26 January 1824) was a French painter and one of the "
                "pioneers of Romanticism. He first became known with The Charging Chasseur, shown "
                "at the Salon of 1812, and he died in Paris at 32 after a long illness made worse "
                "by riding accidents."
            ),
            D(
                "The Slave Ship: The Slave Ship is an oil painting by the English artist J. M. W. "
                "Turner, first exhibited at the Royal Academy in London in 1840. It shows a ship "
                "sailing into a typhoon while enslaved people thrown overboard drown in the "
                "foreground, and it is now in the Museum of Fine Arts, Boston."
            ),
            D(
                "Saint-Louis, Senegal: Saint-Louis is a city in northern Senegal, built on an "
                "island near the mouth of the Senegal River. Founded by the French in 1659, it was "
                "the capital of French West Africa until 1902, and its colonial old town of narrow "
                "streets and balconied houses has been a UNESCO World Heritage Site since 2000."
            ),
            D(
                "Paris Salon: The Salon was the official art exhibition of the Acad\u00e9mie des "
                "Beaux-Arts in Paris, first held in 1667. For much of the 19th century it was the "
                "most important art event in the Western world; acceptance there could make a "
                "painter's career, and mass rejections led to the Salon des Refus\u00e9s of 1863."
            ),
            S(
                "The Raft of the Medusa: The Raft of the Medusa is a large oil painting of "
                "1818\u20131819 by the French Romantic painter Th\u00e9odore G\u00e9ricault. More "
                "than seven metres wide, it shows the last survivors of the wreck of the French "
                "naval frigate M\u00e9duse on a makeshift raft, waving at a distant ship after "
                "days adrift."
            ),
            D(
                "Eug\u00e8ne Delacroix: Ferdinand Victor Eug\u00e8ne Delacroix (26 April 1798 "
                "\u2013 13 August 1863) was a French Romantic painter, a younger friend and "
                "admirer of G\u00e9ricault who posed for one of the dying figures in his famous "
                "shipwreck picture. His best-known work, Liberty Leading the People, marks the "
                "July Revolution of 1830."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who wrote the play on which the film Casablanca was based?",
        "Murray Burnett and Joan Alison",
        [
            D(
                "Casablanca: Casablanca is the largest city of Morocco and its chief port, lying "
                "on the Atlantic coast about 90 km southwest of the capital, Rabat. With more than "
                "three million people in the city proper, it is the economic centre of the "
                "country, and the Hassan II Mosque stands on its waterfront."
            ),
            D(
                "As Time Goes By (song): As Time Goes By is a song written by Herman Hupfeld in "
                "1931 for the Broadway musical Everybody's Welcome, in which it was sung by "
                "Frances Williams. It became famous eleven years later, when Dooley Wilson "
                "performed it as the pianist Sam in a wartime film set in Morocco."
            ),
            S(
                "Everybody Comes to Rick's: Everybody Comes to Rick's is an unproduced stage play "
                "written in 1940 by Murray Burnett, a New York schoolteacher, and Joan Alison. "
                "Inspired by Burnett's trip to Vienna and the south of France in 1938, it was "
                "bought by Warner Bros. for $20,000, then a record for a play never staged."
            ),
            D(
                "Humphrey Bogart: Humphrey DeForest Bogart (December 25, 1899 \u2013 January 14, "
                "1957) was an American actor from New York City. He became a star in the early "
                "1940s with The Maltese Falcon and a wartime romance set in Morocco, and he won "
                "the Academy Award for Best Actor for The African Queen (1951)."
            ),
            D(
                "Julius and Philip Epstein: Julius J. Epstein and Philip G. Epstein (both born "
                "August 22, 1909) were American identical twins who wrote screenplays together for "
                "Warner Bros. They shared the Academy Award for Best Screenplay with Howard Koch "
                "for Casablanca, and they also wrote Arsenic and Old Lace."
            ),
            D(
                "Michael Curtiz: Michael Curtiz (December 24, 1886 \u2013 April 10, 1962) was a "
                "Hungarian-born American film director from Budapest. After a career in European "
                "silent cinema he joined Warner Bros. in 1926, where he directed The Adventures of "
                "Robin Hood, Yankee Doodle Dandy, Mildred Pierce and White Christmas."
            ),
            D(
                "Rick's Caf\u00e9: Rick's Caf\u00e9 is a restaurant and piano bar in Casablanca, "
                "Morocco, opened in 2004 by Kathy Kriger, a former American diplomat. Housed in a "
                "restored mansion against the wall of the old medina, it was designed to recreate "
                "the nightclub of a famous 1942 film, and a pianist plays there every evening."
            ),
            S(
                "Casablanca (film): Casablanca is a 1942 American romantic drama directed by "
                "Michael Curtiz and starring Humphrey Bogart and Ingrid Bergman. Set in wartime "
                "Morocco, it was adapted from the unproduced stage play Everybody Comes to Rick's, "
                "and it won the Academy Award for Best Picture."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which poet wrote the book that the musical featuring the song Memory is based on?",
        "T. S. Eliot",
        [
            D(
                "Andrew Lloyd Webber: Andrew Lloyd Webber, Baron Lloyd-Webber (born 22 March "
                "1948), is an English composer of musical theatre. His works include Jesus Christ "
                "Superstar, Evita and The Phantom of the Opera, and he has won several Tony Awards "
                "and an Academy Award for a song in the 1996 film of Evita."
            ),
            D(
                "The Phantom of the Opera (1986 musical): The Phantom of the Opera is a musical by "
                "Andrew Lloyd Webber, with lyrics by Charles Hart, based on the 1910 French novel "
                "by Gaston Leroux. It opened in the West End in 1986 and on Broadway in 1988, "
                "where it became the longest-running show in Broadway history."
            ),
            S(
                "Memory (Cats song): Memory is a show tune with music by Andrew Lloyd Webber and "
                "lyrics by Trevor Nunn, written for the 1981 musical Cats. Sung by Grizabella, a "
                "faded former glamour cat, it was first performed in London by Elaine Paige and "
                "has been recorded by Barbra Streisand, Barry Manilow and many others."
            ),
            D(
                "Elaine Paige: Elaine Paige (born 5 March 1948) is an English singer and actress "
                "known as the First Lady of British Musical Theatre. She became a star as Eva "
                "Per\u00f3n in the original London production of Evita in 1978, and she has "
                "presented a weekly musicals programme on BBC Radio 2 since 2004."
            ),
            D(
                "Cats (2019 film): Cats is a 2019 musical fantasy film directed by Tom Hooper and "
                "adapted from the long-running stage musical by Andrew Lloyd Webber. Its cast "
                "included Francesca Hayward, Judi Dench, Idris Elba and Taylor Swift, and its "
                "computer-generated fur drew widespread mockery and heavy losses."
            ),
            S(
                "Cats (musical): Cats is a sung-through musical composed by Andrew Lloyd Webber "
                "and based on Old Possum's Book of Practical Cats, a 1939 collection of light "
                "verse by T. S. Eliot. It opened in the West End in May 1981 and on Broadway in "
                "1982, and it ran for 21 years in London and 18 in New York."
            ),
            D(
                "Gillian Lynne Theatre: The Gillian Lynne Theatre is a West End theatre on Drury "
                "Lane in London, opened in 1973 as the New London Theatre. It housed a feline "
                "musical for 21 years from 1981, and in 2018 it was renamed after that show's "
                "choreographer, the first West End theatre named after a non-royal woman."
            ),
            D(
                "Evita (musical): Evita is a musical with music by Andrew Lloyd Webber and lyrics "
                "by Tim Rice, based on the life of the Argentine political leader Eva Per\u00f3n. "
                "First released as a concept album in 1976, it opened in the West End in 1978, and "
                "its best-known song is Don't Cry for Me Argentina."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Edgar Degas or Mary Cassatt?",
        "Edgar Degas",
        [
            D(
                "Berthe Morisot: Berthe Marie Pauline Morisot (14 January 1841 \u2013 2 March "
                "1895) was a French painter and a founding member of the Impressionist circle in "
                "Paris. She showed at the first Impressionist exhibition in 1874 and at all but "
                "one of the later ones, and she is known for intimate scenes of domestic life."
            ),
            S(
                "Edgar Degas: Hilaire-Germain-Edgar Degas (19 July 1834 \u2013 27 September 1917) "
                "was a French Impressionist artist born in Paris, famous for his paintings, "
                "pastels and sculptures of ballet dancers. He took part in seven of the eight "
                "Impressionist exhibitions, though he preferred to call himself a realist."
            ),
            D(
                "Gustave Caillebotte: Gustave Caillebotte (19 August 1848 \u2013 21 February 1894) "
                "was a French painter and collector from a wealthy Paris family. Best known for "
                "Paris Street; Rainy Day (1877), he bought many works by his Impressionist friends "
                "and left them to the French state in his will."
            ),
            D(
                "Fr\u00e9d\u00e9ric Bazille: Jean Fr\u00e9d\u00e9ric Bazille (6 December 1841 "
                "\u2013 28 November 1870) was a French painter from Montpellier and an early "
                "member of the Impressionist circle. He shared his Paris studios with fellow "
                "painters, and he was killed in battle in the Franco-Prussian War days before his "
                "twenty-ninth birthday."
            ),
            D(
                "Little Dancer Aged Fourteen: Little Dancer Aged Fourteen is a sculpture by Edgar "
                "Degas of a young ballet student, modelled in wax and dressed in a real bodice, "
                "tutu and hair ribbon. Shown at the sixth Impressionist exhibition in 1881, it "
                "shocked critics, and bronze casts were made after the artist's death."
            ),
            D(
                "Pennsylvania Academy of the Fine Arts: The Pennsylvania Academy of the Fine Arts "
                "is a museum and private art school in Philadelphia, founded in 1805 by the "
                "painter Charles Willson Peale and others. It is the oldest art museum and school "
                "in the United States, and its students included Thomas Eakins and Mary Cassatt."
            ),
            S(
                "Mary Cassatt: Mary Stevenson Cassatt (May 22, 1844 \u2013 June 14, 1926) was an "
                "American painter and printmaker born in Allegheny City, Pennsylvania, who spent "
                "most of her adult life in France. Invited by Degas to exhibit with the "
                "Impressionists in 1879, she is best known for her images of mothers and children."
            ),
            D(
                "The Child's Bath: The Child's Bath is an 1893 oil painting by the American artist "
                "Mary Cassatt, now in the Art Institute of Chicago. Showing a mother washing a "
                "little girl's feet from a high viewpoint, it reflects her interest in Japanese "
                "woodblock prints, which she had seen at a large Paris exhibition in 1890."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which was founded first hearts or hibernian",
        "Heart of Midlothian",
        [
            D(
                "The Heart of Midlothian: The Heart of Midlothian is an 1818 novel by Sir Walter "
                "Scott, one of his Waverley novels. Its title refers to the old Tolbooth prison of "
                "Edinburgh, and it follows Jeanie Deans, who walks all the way to London to seek a "
                "royal pardon for her sister, condemned to death for child murder."
            ),
            D(
                "Queen's Park F.C.: Queen's Park Football Club is a football club from Glasgow, "
                "founded on 9 July 1867 and the oldest association football club in Scotland. It "
                "won the first Scottish Cup in 1874 and played in two FA Cup finals, and it "
                "remained an amateur club until it turned professional in 2019."
            ),
            S(
                "Hibernian F.C.: Hibernian Football Club, known as Hibs, is a professional "
                "football club in Leith, Edinburgh, founded on 6 August 1875 by Irish immigrants. "
                "Its name comes from the Latin word for Ireland, and it has played its home "
                "matches at Easter Road since 1893, winning the Scottish Cup three times."
            ),
            D(
                "Tynecastle Park: Tynecastle Park is a football stadium in the Gorgie area of "
                "Edinburgh, in use since 1886 and rebuilt in stages since the 1990s. It holds just "
                "under 20,000 spectators, and its steep stands, close to the pitch, give it a "
                "reputation as one of the most intimidating grounds in Scotland."
            ),
            D(
                "Edinburgh derby: The Edinburgh derby is the football rivalry between the city's "
                "two oldest professional clubs, one based in Gorgie and the other in Leith. The "
                "sides first met in the 1870s, and the 2012 Scottish Cup final between them, won "
                "5\u20131 by the Gorgie club, was the first such final for 116 years."
            ),
            S(
                "Heart of Midlothian F.C.: Heart of Midlothian Football Club, known as Hearts, is "
                "a professional football club in Edinburgh, Scotland, founded in 1874. The club "
                "plays at Tynecastle Park in the Gorgie area of the city and has won the Scottish "
                "league title four times and the Scottish Cup eight times."
            ),
            D(
                "Easter Road: Easter Road is a football stadium in the Leith area of Edinburgh, "
                "named after the road that runs past it. A club founded by Irish immigrants has "
                "played there since 1893, and the ground was rebuilt as an all-seater in stages "
                "between 1995 and 2010, with a capacity of about 20,400."
            ),
            D(
                "Scottish Cup: The Scottish Cup is the national knockout football competition of "
                "Scotland, organised by the Scottish Football Association and first played in the "
                "1873\u201374 season. Its trophy, first presented in 1874, is the oldest national "
                "trophy in association football, and the final is usually held at Hampden Park."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was released first, Citizen Kane or John Huston's The Maltese Falcon?",
        "Citizen Kane",
        [
            D(
                "The Maltese Falcon (novel): The Maltese Falcon is a 1930 detective novel by the "
                "American writer Dashiell Hammett, first serialised in the magazine Black Mask "
                "from 1929. The private investigator Sam Spade is hired to find a jewelled "
                "statuette of a falcon made by the Knights of Malta as a gift for the King of "
                "Spain."
            ),
            S(
                "Citizen Kane: Citizen Kane is a 1941 American drama film directed, produced and "
                "co-written by Orson Welles, who also stars as the newspaper tycoon Charles Foster "
                "Kane. Made by RKO Radio Pictures, it premiered at the Palace Theatre in New York "
                "City on May 1, 1941, and is often named the greatest film ever made."
            ),
            D(
                "The Maltese Falcon (1931 film): The Maltese Falcon is a 1931 American pre-Code "
                "detective film directed by Roy Del Ruth and produced by Warner Bros., the first "
                "screen version of Dashiell Hammett's novel. Ricardo Cortez plays the detective "
                "Sam Spade and Bebe Daniels plays Ruth Wonderly, the client who hires him."
            ),
            D(
                "Orson Welles: George Orson Welles (May 6, 1915 \u2013 October 10, 1985) was an "
                "American director, actor and writer from Kenosha, Wisconsin. He became famous at "
                "23 with a 1938 radio adaptation of The War of the Worlds that some listeners took "
                "for a real news bulletin, and he later directed Touch of Evil."
            ),
            S(
                "The Maltese Falcon (1941 film): The Maltese Falcon is an American film noir "
                "written and directed by John Huston in his debut as a director, with Humphrey "
                "Bogart as the private detective Sam Spade. Produced by Warner Bros., it was "
                "released on October 3, 1941, and was nominated for three Academy Awards."
            ),
            D(
                "John Huston: John Marcellus Huston (August 5, 1906 \u2013 August 28, 1987) was an "
                "American film director, screenwriter and actor born in Nevada, Missouri. He won "
                "Academy Awards for directing and writing The Treasure of the Sierra Madre (1948), "
                "in which his father, Walter Huston, also won an Oscar."
            ),
            D(
                "William Randolph Hearst: William Randolph Hearst (April 29, 1863 \u2013 August "
                "14, 1951) was an American businessman who built the largest newspaper chain in "
                "the United States. The hilltop estate he built at San Simeon, California, is now "
                "a state park, and he tried to suppress a 1941 film widely seen as a portrait of "
                "him."
            ),
            D(
                "Sam Spade: Samuel Spade is a fictional private detective created by Dashiell "
                "Hammett for a 1930 novel, in which he works in San Francisco. Tough and "
                "unsentimental, he became a model for later hard-boiled heroes, and he was played "
                "on radio in the late 1940s by Howard Duff."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Henrik Ibsen and August Strindberg both Norwegian?",
        "no",
        [
            D(
                "Bj\u00f8rnstjerne Bj\u00f8rnson: Bj\u00f8rnstjerne Martinius Bj\u00f8rnson (8 "
                "December 1832 \u2013 26 April 1910) was a Norwegian writer who received the Nobel "
                "Prize in Literature in 1903. He wrote the words of the Norwegian national anthem, "
                "Ja, vi elsker, and his son Bj\u00f8rn was the first head of the National Theatre "
                "in Oslo."
            ),
            D(
                "A Doll's House: A Doll's House is a three-act play in prose by Henrik Ibsen that "
                "premiered at the Royal Danish Theatre in Copenhagen on 21 December 1879. Its "
                "heroine, Nora Helmer, finally walks out on her husband and children, and the slam "
                "of the door at the end caused a scandal across Europe."
            ),
            D(
                "Miss Julie: Miss Julie is a naturalistic play written in 1888 by August "
                "Strindberg. Set on Midsummer Eve in the kitchen of a count's manor house, it "
                "follows the count's daughter Julie and his valet Jean through one night of "
                "seduction and struggle for power, and it has been filmed many times."
            ),
            S(
                "Henrik Ibsen: Henrik Johan Ibsen (20 March 1828 \u2013 23 May 1906) was a "
                "Norwegian playwright and theatre director, born in the port town of Skien. Often "
                "called the father of modern drama, he wrote Peer Gynt, A Doll's House and Hedda "
                "Gabler, and he spent 27 years living in Italy and Germany."
            ),
            D(
                "Selma Lagerl\u00f6f: Selma Ottilia Lovisa Lagerl\u00f6f (20 November 1858 \u2013 "
                "16 March 1940) was a Swedish writer and the first woman to win the Nobel Prize in "
                "Literature, in 1909. Her best-known book, The Wonderful Adventures of Nils, was "
                "written as a geography reader for Swedish schoolchildren."
            ),
            D(
                "Knut Hamsun: Knut Hamsun (4 August 1859 \u2013 19 February 1952) was a Norwegian "
                "novelist who won the Nobel Prize in Literature in 1920. His novel Hunger (1890), "
                "about a starving young writer in Kristiania, made his name, though his support "
                "for Nazi Germany later ruined his reputation."
            ),
            S(
                "August Strindberg: Johan August Strindberg (22 January 1849 \u2013 14 May 1912) "
                "was a Swedish playwright, novelist, poet and painter, born in Stockholm. His "
                "novel The Red Room (1879) is often called the first modern Swedish novel, and his "
                "plays include The Father, Miss Julie and A Dream Play."
            ),
            D(
                "Harriet Bosse: Harriet Sofie Bosse (19 February 1878 \u2013 2 November 1961) was "
                "a Norwegian-born actress who made her career mainly on the Swedish stage. From "
                "1901 to 1904 she was the third wife of August Strindberg, who wrote several parts "
                "for her, including the daughter of Indra in A Dream Play."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Gustav Mahler or Richard Strauss?",
        "Gustav Mahler",
        [
            D(
                "Johann Strauss II: Johann Strauss II (25 October 1825 \u2013 3 June 1899) was an "
                "Austrian composer of light music, known as the Waltz King. The son of the "
                "composer Johann Strauss I, he wrote more than 500 dances, including The Blue "
                "Danube, and the operetta Die Fledermaus, first staged in Vienna in 1874."
            ),
            S(
                "Richard Strauss: Richard Georg Strauss (11 June 1864 \u2013 8 September 1949) was "
                "a German composer and conductor born in Munich, the son of a leading horn player. "
                "He made his name with tone poems such as Don Juan and Also sprach Zarathustra, "
                "and later with operas including Salome and Der Rosenkavalier."
            ),
            D(
                "Alma Mahler: Alma Maria Mahler Gropius Werfel (31 August 1879 \u2013 11 December "
                "1964) was an Austrian composer and socialite from Vienna. She married the "
                "composer Gustav Mahler in 1902, and after his death she married the architect "
                "Walter Gropius and later the writer Franz Werfel."
            ),
            D(
                "Hugo Wolf: Hugo Philipp Jacob Wolf (13 March 1860 \u2013 22 February 1903) was an "
                "Austrian composer of Slovene descent, best known for his art songs. A fellow "
                "student of Gustav Mahler at the Vienna Conservatory, he set poems by M\u00f6rike, "
                "Goethe and Eichendorff, and he died in a Vienna asylum at 42."
            ),
            D(
                "Anton Bruckner: Joseph Anton Bruckner (4 September 1824 \u2013 11 October 1896) "
                "was an Austrian composer and organist known for his symphonies, masses and "
                "motets. Long the organist of Linz Cathedral, he later taught at the University of "
                "Vienna, where the young Mahler attended his lectures."
            ),
            D(
                "Also sprach Zarathustra: Also sprach Zarathustra, Op. 30, is a tone poem by "
                "Richard Strauss, composed in 1896 and inspired by Friedrich Nietzsche's "
                "philosophical novel of the same name. Its opening fanfare, Sunrise, became widely "
                "known after Stanley Kubrick used it in the 1968 film 2001: A Space Odyssey."
            ),
            D(
                "Das Lied von der Erde: Das Lied von der Erde (The Song of the Earth) is a work "
                "for two voices and orchestra written by Gustav Mahler in 1908\u20131909, setting "
                "German versions of Chinese poems. It was first performed in Munich on 20 November "
                "1911, six months after the composer's death, under Bruno Walter."
            ),
            S(
                "Gustav Mahler: Gustav Mahler (7 July 1860 \u2013 18 May 1911) was an "
                "Austro-Bohemian composer and conductor, born in the village of Kali\u0161t\u011b "
                "in Bohemia. Director of the Vienna Court Opera from 1897 to 1907, he completed "
                "nine symphonies and the song symphony Das Lied von der Erde."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of Madame Bovary die?",
        "Croisset",
        [
            D(
                "Madame Bovary (1949 film): Madame Bovary is a 1949 American drama film directed "
                "by Vincente Minnelli for MGM, with Jennifer Jones as Emma, Van Heflin as her "
                "husband Charles, and James Mason as the novel's author, who defends his book at "
                "his trial. It was nominated for an Academy Award for its art direction."
            ),
            D(
                "Guy de Maupassant: Henri Ren\u00e9 Albert Guy de Maupassant (5 August 1850 \u2013 "
                "6 July 1893) was a French writer and master of the short story, a "
                "prot\u00e9g\u00e9 of the novelist who wrote Sentimental Education. Best known for "
                "Boule de Suif (1880), he died in a private asylum in Paris at the age of 42."
            ),
            S(
                "Madame Bovary: Madame Bovary is the debut novel of the French writer Gustave "
                "Flaubert, serialised in the Revue de Paris in 1856 and published as a book in "
                "1857. It tells of Emma Bovary, a country doctor's wife who seeks escape from "
                "provincial boredom in adultery and debt, and its author was tried for obscenity "
                "and acquitted."
            ),
            D(
                "Sentimental Education: Sentimental Education is an 1869 novel by Gustave Flaubert "
                "about the love of a young man, Fr\u00e9d\u00e9ric Moreau, for an older married "
                "woman, set against the Revolution of 1848 in Paris. Coolly received at first, it "
                "is now counted among the most influential French novels of the 19th century."
            ),
            D(
                "Salammb\u00f4: Salammb\u00f4 is an 1862 historical novel by Gustave Flaubert set "
                "in Carthage during the Mercenary War of the third century BC. Its heroine is the "
                "daughter of a Carthaginian general, and the book's lavish descriptions inspired "
                "operas, paintings and a passing fashion for Carthaginian themes in Paris."
            ),
            D(
                "\u00c9mile Zola: \u00c9mile \u00c9douard Charles Antoine Zola (2 April 1840 "
                "\u2013 29 September 1902) was a French novelist, the leading figure of naturalism "
                "and an admirer of Flaubert. Author of the twenty-novel Rougon-Macquart cycle, he "
                "died in his Paris flat of carbon monoxide poisoning from a blocked chimney."
            ),
            S(
                "Gustave Flaubert: Gustave Flaubert (12 December 1821 \u2013 8 May 1880) was a "
                "French novelist and a leading figure of literary realism. For most of his adult "
                "life he lived with his mother in a house at Croisset, on the Seine, and he died "
                "there of a stroke at the age of 58, while working on Bouvard et P\u00e9cuchet."
            ),
            D(
                "Louise Colet: Louise Colet (15 August 1810 \u2013 8 March 1876) was a French poet "
                "who won several prizes of the Acad\u00e9mie fran\u00e7aise. She is remembered "
                "above all for her stormy love affair with Flaubert, whose letters to her, written "
                "while he worked on his first published novel, are a key source on his methods."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When did the director of Battleship Potemkin die?",
        "11 February 1948",
        [
            D(
                "Russian battleship Potemkin: Knyaz Potemkin-Tavrichesky was a pre-dreadnought "
                "battleship of the Imperial Russian Navy's Black Sea Fleet, launched in 1900. Its "
                "crew mutinied in June 1905 over rotten meat, and after eleven days at sea the "
                "sailors surrendered the ship in the Romanian port of Constan\u021ba."
            ),
            S(
                "Sergei Eisenstein: Sergei Mikhailovich Eisenstein (22 January 1898 \u2013 11 "
                "February 1948) was a Soviet film director and theorist and a pioneer of montage. "
                "His films include Strike, October, Alexander Nevsky and Ivan the Terrible, and he "
                "died of a heart attack in Moscow at the age of fifty."
            ),
            D(
                "Potemkin Stairs: The Potemkin Stairs are a giant stairway in Odesa, Ukraine, "
                "leading down from the city towards the harbour. Built between 1837 and 1841 to a "
                "design by Francesco Boffo, they originally had 200 steps, now 192, and they were "
                "renamed in 1955 after the mutinous battleship of 1905."
            ),
            D(
                "Dziga Vertov: Dziga Vertov (born David Kaufman; 2 January 1896 \u2013 12 February "
                "1954) was a Soviet documentary film director and theorist. His best-known film, "
                "Man with a Movie Camera (1929), a city symphony without actors or intertitles, is "
                "often ranked among the greatest documentaries ever made."
            ),
            D(
                "Vsevolod Pudovkin: Vsevolod Illarionovich Pudovkin (28 February 1893 \u2013 30 "
                "June 1953) was a Soviet film director and actor and one of the founders of Soviet "
                "montage theory. His silent films Mother (1926), The End of St. Petersburg (1927) "
                "and Storm Over Asia (1928) made him internationally famous."
            ),
            S(
                "Battleship Potemkin: Battleship Potemkin is a 1925 Soviet silent film directed by "
                "Sergei Eisenstein and produced by Goskino. It dramatises the mutiny of the crew "
                "of a Russian warship in 1905, and its massacre on the Odessa Steps is one of the "
                "most celebrated and imitated sequences in the history of cinema."
            ),
            D(
                "Lev Kuleshov: Lev Vladimirovich Kuleshov (13 January 1899 \u2013 29 March 1970) "
                "was a Soviet filmmaker and theorist who taught at the Moscow film school. He gave "
                "his name to the Kuleshov effect, in which viewers read different emotions into "
                "the same face depending on the shot it is cut against."
            ),
            D(
                "Strike (1925 film): Strike is a 1925 Soviet silent film and the first feature "
                "directed by Sergei Eisenstein, about a factory strike in Tsarist Russia that is "
                "crushed by the authorities. Made with actors of the Proletkult theatre, it ends "
                "by cutting between the killing of the workers and the slaughter of a bull."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song (Sittin' On) The Dock of the Bay die?",
        "Lake Monona, Wisconsin",
        [
            D(
                "Sam Cooke: Sam Cooke (January 22, 1931 \u2013 December 11, 1964) was an American "
                "singer and songwriter, often called the King of Soul. Born in Clarksdale, "
                "Mississippi, he had hits with You Send Me and A Change Is Gonna Come, and he was "
                "shot dead at the Hacienda Motel in Los Angeles at the age of 33."
            ),
            D(
                "Try a Little Tenderness: Try a Little Tenderness is a song written in 1932 by "
                "Harry M. Woods, Jimmy Campbell and Reg Connelly and first recorded that year by "
                "the Ray Noble Orchestra. Bing Crosby sang it in 1933, and a slow-building 1966 "
                "soul version by Otis Redding became the best-known recording."
            ),
            S(
                "Otis Redding: Otis Ray Redding Jr. (September 9, 1941 \u2013 December 10, 1967) "
                "was an American singer and songwriter, one of the great voices of soul music. "
                "Born in Dawson, Georgia, he recorded in Memphis from 1962, and he was killed at "
                "26 when his plane crashed into Lake Monona near Madison, Wisconsin."
            ),
            D(
                "Pain in My Heart (album): Pain in My Heart is the debut studio album by the soul "
                "singer Otis Redding, released by Atco Records in 1964. Its title track was "
                "adapted from Irma Thomas's song Ruler of My Heart, written by Allen Toussaint, "
                "which led to a lawsuit and a shared songwriting credit."
            ),
            D(
                "These Arms of Mine: These Arms of Mine is a 1962 soul ballad written and sung by "
                "Otis Redding and released on the Volt label as his first single for the company. "
                "Recorded at the end of a session booked for another singer, it reached number 20 "
                "on the Billboard R&B chart and launched his career."
            ),
            D(
                "Dawson, Georgia: Dawson is a city and the county seat of Terrell County, in "
                "southwestern Georgia, with a population of about 4,400. Named after the "
                "politician William Crosby Dawson, it is a small farming town in peanut country, "
                "and it is the birthplace of the soul singer Otis Redding."
            ),
            S(
                "(Sittin' On) The Dock of the Bay: (Sittin' On) The Dock of the Bay is a song by "
                "the American soul singer Otis Redding, which he co-wrote and recorded in late "
                "1967. Released in January 1968, it became the first posthumous single to top the "
                "US Billboard Hot 100, and its whistled ending was made up in the studio."
            ),
            D(
                "Lake Mendota: Lake Mendota is the largest of the four lakes around Madison, "
                "Wisconsin, with an area of about 40 km\u00b2. The University of "
                "Wisconsin\u2013Madison lies along its southern shore, and it is among the most "
                "studied lakes in the world, with records of its winter ice cover going back to "
                "the 1850s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the painter of the swing born",
        "Grasse",
        [
            S(
                "The Swing (Fragonard): The Swing is an oil painting of about 1767 by the French "
                "artist Jean-Honor\u00e9 Fragonard, now in the Wallace Collection in London. A "
                "young woman in a frothy pink dress kicks off her slipper as she swings high above "
                "her hidden admirer, and it is one of the best-known images of the Rococo."
            ),
            D(
                "Fran\u00e7ois Boucher: Fran\u00e7ois Boucher (29 September 1703 \u2013 30 May "
                "1770) was a French painter, born in Paris, and one of the leading artists of the "
                "Rococo. A favourite of Madame de Pompadour, he painted pastoral and mythological "
                "scenes, became First Painter to the King in 1765, and took the young Fragonard as "
                "a pupil."
            ),
            D(
                "Jean-Antoine Watteau: Jean-Antoine Watteau (10 October 1684 \u2013 18 July 1721) "
                "was a French painter born in Valenciennes, whose short career helped to create "
                "the Rococo style. He is credited with inventing the f\u00eate galante, and his "
                "Pilgrimage to Cythera was his reception piece for the Royal Academy in 1717."
            ),
            D(
                "Wallace Collection: The Wallace Collection is a national museum in Hertford "
                "House, Manchester Square, London, built up by the first four Marquesses of "
                "Hertford and Sir Richard Wallace. Left to the nation by Wallace's widow in 1897 "
                "and opened in 1900, it is rich in French 18th-century painting and furniture."
            ),
            D(
                "The Progress of Love: The Progress of Love is a series of four large canvases "
                "painted by Jean-Honor\u00e9 Fragonard between 1771 and 1773 for Madame du Barry's "
                "pavilion at Louveciennes. She rejected them in favour of more fashionable "
                "classical works, and they now hang in the Frick Collection in New York."
            ),
            S(
                "Jean-Honor\u00e9 Fragonard: Jean-Honor\u00e9 Fragonard (5 April 1732 \u2013 22 "
                "August 1806) was a French painter and printmaker whose playful scenes of love and "
                "leisure mark the late Rococo. Born in Grasse in Provence, the son of a glover, he "
                "trained under Chardin and Boucher and won the Prix de Rome in 1752."
            ),
            D(
                "Hubert Robert: Hubert Robert (22 May 1733 \u2013 15 April 1808) was a French "
                "painter born in Paris, famous for his picturesque views of ruins, both real and "
                "imagined. A close friend of Fragonard during their years in Rome, he was "
                "imprisoned during the Terror and later helped to plan the first national art "
                "museum."
            ),
            D(
                "The Swing (poem): The Swing is a poem by Robert Louis Stevenson from A Child's "
                "Garden of Verses, first published in 1885. In three short stanzas a child "
                "describes going up in a swing into the blue air, high over the wall and the "
                "garden, and it has long been a favourite in anthologies of verse for children."
            ),
        ],
        drop=0,
    ),
]
