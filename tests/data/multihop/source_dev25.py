"""Development multi-hop questions, batch 25.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film, television, music, literature, the visual arts and sports,
written by someone who never read the evaluator, the gold set or the benchmarks; what they
read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev24.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v42.

Measured lengths: mean support 284 characters, mean distractor 281 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        (
            "Where was the runner who won the 5,000 m, 10,000 m and marathon at the 1952 Summer "
            "Olympics born?"
        ),
        "Kop\u0159ivnice",
        [
            D(
                "Helsinki Olympic Stadium: The Helsinki Olympic Stadium is the largest stadium in "
                "Finland, built between 1934 and 1938 in the district of T\u00f6\u00f6l\u00f6. Its "
                "white tower stands 72.71 metres tall, the length of a javelin world record set by "
                "Matti J\u00e4rvinen, and it was the main venue of the 1952 Summer Olympics."
            ),
            S(
                "1952 Summer Olympics: The 1952 Summer Olympics were held in Helsinki, Finland, "
                "from 19 July to 3 August 1952, the first Games at which the Soviet Union took "
                "part. The Czechoslovak runner Emil Z\u00e1topek won the 5,000 m, the 10,000 m and "
                "the marathon, the last of them in his first race run over that distance."
            ),
            D(
                "Alain Mimoun: Alain Mimoun (1921 \u2013 2013) was a French long-distance runner "
                "born in Le Telagh in Algeria. He finished second in the 10,000 m at London in "
                "1948 and in both the 5,000 m and the 10,000 m at Helsinki in 1952, and he finally "
                "won the Olympic marathon in Melbourne in 1956, at the age of 35."
            ),
            D(
                "Fanny Blankers-Koen: Fanny Blankers-Koen (1918 \u2013 2004) was a Dutch athlete "
                "born in Lage Vuursche who won four gold medals at the 1948 Summer Olympics in "
                "London, in the 100 m, the 200 m, the 80 m hurdles and the sprint relay, while a "
                "30-year-old mother of two, and was nicknamed the Flying Housewife."
            ),
            D(
                "Zl\u00edn: Zl\u00edn is a city in eastern Moravia in the Czech Republic, where "
                "Tom\u00e1\u0161 Ba\u0165a founded his shoe company in 1894. Laid out around the "
                "factory in a functionalist style, it was called Gottwaldov under communist rule, "
                "and its film studios are known for animation and for films for children."
            ),
            S(
                "Emil Z\u00e1topek: Emil Z\u00e1topek (19 September 1922 \u2013 21 November 2000) "
                "was a Czech long-distance runner born in Kop\u0159ivnice in north-eastern "
                "Moravia. He took up running while working at the Ba\u0165a shoe factory in "
                "Zl\u00edn, won the 10,000 m at the 1948 Olympics in London and was nicknamed the "
                "Czech Locomotive."
            ),
            D(
                "Abebe Bikila: Abebe Bikila (1932 \u2013 1973) was an Ethiopian marathon runner "
                "born in Jato, in the Shewa region, who won the Olympic marathon barefoot in Rome "
                "in 1960 and again, wearing shoes, in Tokyo in 1964, six weeks after an operation "
                "to remove his appendix. He was the first athlete to win it twice."
            ),
            D(
                "Lasse Vir\u00e9n: Lasse Vir\u00e9n (born 22 July 1949) is a Finnish runner from "
                "Myrskyl\u00e4 who won the 5,000 m and the 10,000 m at both the 1972 and 1976 "
                "Olympics. In the 10,000 m final in Munich he fell midway through the race and "
                "still won in a world record time, and in 1976 he also ran the marathon, finishing "
                "fifth."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "in which romanian town was the gymnast who scored the first perfect 10 at the "
            "olympics born"
        ),
        "One\u0219ti",
        [
            S(
                "Gymnastics at the 1976 Summer Olympics: The gymnastics events of the 1976 Summer "
                "Olympics were held at the Forum in Montreal in July 1976. On 18 July the "
                "14-year-old Romanian Nadia Com\u0103neci received the first perfect score of 10 "
                "in Olympic history, on the uneven bars, and the scoreboard could only show it as "
                "1.00."
            ),
            D(
                "Nellie Kim: Nellie Kim (born 29 July 1957) is a former Soviet gymnast born in "
                "Shurab, Tajikistan. At the 1976 Summer Olympics she became the second woman to "
                "score a perfect 10 in Olympic gymnastics, on the vault, and she won three gold "
                "medals there and two more at the 1980 Games in Moscow."
            ),
            D(
                "B\u00e9la K\u00e1rolyi: B\u00e9la K\u00e1rolyi (born 1942) is a gymnastics coach "
                "from Cluj who, with his wife M\u00e1rta, ran the Romanian national training "
                "centre at One\u0219ti before the couple defected to the United States in 1981. "
                "There he coached Mary Lou Retton to the Olympic all-around title in Los Angeles "
                "in 1984."
            ),
            S(
                "Nadia Com\u0103neci: Nadia Elena Com\u0103neci (born 12 November 1961) is a "
                "Romanian former gymnast, born in One\u0219ti in Bac\u0103u County and trained by "
                "B\u00e9la and M\u00e1rta K\u00e1rolyi. She won five Olympic gold medals, three of "
                "them in 1976, and she defected to the United States in November 1989."
            ),
            D(
                "Olga Korbut: Olga Korbut (born 16 May 1955) is a Belarusian former gymnast born "
                "in Grodno. At the 1972 Summer Olympics in Munich the 17-year-old won three gold "
                "medals for the Soviet Union and became famous for a backward somersault on the "
                "balance beam and a backflip to catch the high bar."
            ),
            D(
                "Mary Lou Retton: Mary Lou Retton (born 24 January 1968) is an American former "
                "gymnast from Fairmont, West Virginia. At the 1984 Summer Olympics in Los Angeles "
                "she scored perfect 10s on the floor and the vault to win the all-around title, "
                "the first American woman to do so."
            ),
            D(
                "V\u011bra \u010c\u00e1slavsk\u00e1: V\u011bra \u010c\u00e1slavsk\u00e1 (1942 "
                "\u2013 2016) was a Czechoslovak gymnast born in Prague who won seven Olympic gold "
                "medals, four of them at Mexico City in 1968. There she protested against the "
                "Soviet invasion of her country by looking down and away while the Soviet anthem "
                "was played at two of her medal ceremonies."
            ),
            D(
                "Bac\u0103u: Bac\u0103u is a city in the historical region of Moldavia in eastern "
                "Romania, on the Bistri\u021ba River, and the seat of Bac\u0103u County, with "
                "about 140,000 inhabitants. The symbolist poet George Bacovia was born there in "
                "1881, and the city has a memorial house in his name."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The NBA Finals Most Valuable Player Award is named after a player born in which "
            "Louisiana city?"
        ),
        "Monroe",
        [
            D(
                "Larry O'Brien Championship Trophy: The Larry O'Brien Championship Trophy is "
                "awarded to the winners of the NBA Finals. Made of sterling silver by Tiffany & "
                "Co., it shows a basketball about to drop into a net, and it took its present name "
                "in 1984 from Larry O'Brien, the league's commissioner from 1975 to 1984."
            ),
            D(
                "Kareem Abdul-Jabbar: Kareem Abdul-Jabbar (born April 16, 1947, as Lew Alcindor in "
                "New York City) is an American former centre who won six NBA titles with the "
                "Milwaukee Bucks and the Los Angeles Lakers. He was named Finals MVP in 1971 and "
                "1985, and his skyhook helped him score 38,387 points."
            ),
            S(
                "NBA Finals Most Valuable Player Award: The NBA Finals Most Valuable Player Award "
                "goes each year to the best player of the championship series. First given in 1969 "
                "to Jerry West of the losing Los Angeles Lakers, it was named in 2009 after Bill "
                "Russell, who won eleven titles with the Boston Celtics."
            ),
            D(
                "Magic Johnson: Earvin Johnson Jr. (born August 14, 1959) is an American former "
                "point guard from Lansing, Michigan. As a 20-year-old rookie he was named Finals "
                "MVP in 1980 after starting at centre in the deciding sixth game against the "
                "Philadelphia 76ers, and he won five titles with the Los Angeles Lakers."
            ),
            D(
                "Karl Malone: Karl Malone (born July 24, 1963) is an American former power forward "
                "born in Summerfield, Louisiana, and nicknamed the Mailman. He played college "
                "basketball at Louisiana Tech and spent 18 seasons with the Utah Jazz, losing the "
                "NBA Finals to the Chicago Bulls in both 1997 and 1998."
            ),
            D(
                "Monroe, Louisiana: Monroe is a city on the Ouachita River in northern Louisiana, "
                "the seat of Ouachita Parish and home to the University of Louisiana at Monroe. "
                "Delta Air Lines grew there out of a crop-dusting business in the late 1920s and "
                "moved its headquarters to Atlanta in 1941."
            ),
            S(
                "Bill Russell: William Felton Russell (February 12, 1934 \u2013 July 31, 2022) was "
                "an American basketball centre born in Monroe, Louisiana, whose family moved to "
                "Oakland, California, when he was a boy. He won two college titles with the "
                "University of San Francisco and an Olympic gold medal in 1956."
            ),
            D(
                "Jerry West: Jerry West (1938 \u2013 2024) was an American basketball guard born "
                "in Chelyan, West Virginia, whose silhouette is said to have inspired the NBA's "
                "logo. He spent his whole playing career with the Los Angeles Lakers, reaching the "
                "NBA Finals nine times and winning the title in 1972."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the coach the heisman trophy is named after",
        "Cleveland, Ohio",
        [
            D(
                "Maxwell Award: The Maxwell Award is given each year to the best player in "
                "American college football by the Maxwell Football Club of Philadelphia. First "
                "presented in 1937, it is named after Robert Maxwell, a Swarthmore College "
                "lineman, sportswriter and referee who was known as Tiny."
            ),
            D(
                "Walter Camp: Walter Camp (April 7, 1859 \u2013 March 14, 1925) was an American "
                "coach and writer born in New Britain, Connecticut, often called the father of "
                "American football. As a player and coach at Yale he brought in the line of "
                "scrimmage and the system of downs, and an award bears his name."
            ),
            D(
                "Jay Berwanger: Jay Berwanger (1914 \u2013 2002) was an American halfback from "
                "Dubuque, Iowa, who played for the University of Chicago. In 1935 he received the "
                "first trophy of the Downtown Athletic Club, and in 1936 he was the first player "
                "picked in the first NFL draft, though he never played a professional game."
            ),
            D(
                "Knute Rockne: Knute Rockne (1888 \u2013 1931) was a Norwegian-born American "
                "football coach from Voss who led Notre Dame to 105 wins between 1918 and 1930. He "
                "helped to popularise the forward pass, and he was killed when a passenger plane "
                "crashed in a field in Kansas in March 1931."
            ),
            S(
                "Heisman Trophy: The Heisman Trophy is awarded each December to the most "
                "outstanding player in American college football. It was first given in 1935 by "
                "the Downtown Athletic Club of New York and renamed the next year after the club's "
                "athletic director John Heisman, who had died in October 1936."
            ),
            D(
                "Titusville, Pennsylvania: Titusville is a city in Crawford County in "
                "north-western Pennsylvania, on Oil Creek. In August 1859 Edwin Drake struck oil "
                "nearby with the first commercial oil well in the United States, and the town grew "
                "quickly in the oil boom that followed."
            ),
            D(
                "Amos Alonzo Stagg: Amos Alonzo Stagg (1862 \u2013 1965) was an American coach "
                "born in West Orange, New Jersey, who led the football team of the University of "
                "Chicago for 41 seasons from 1892. He is credited with early uses of the huddle "
                "and the man in motion, and he went on coaching until he was 98."
            ),
            S(
                "John Heisman: John William Heisman (October 23, 1869 \u2013 October 3, 1936) was "
                "an American football coach born in Cleveland, Ohio, who grew up in Titusville, "
                "Pennsylvania. He coached at Georgia Tech from 1904 to 1919, and in 1916 his team "
                "beat Cumberland College by 222 points to nil."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Canadian province was the lead actress of the 1933 film King Kong born?",
        "Alberta",
        [
            S(
                "King Kong (1933 film): King Kong is a 1933 American monster film directed by "
                "Merian C. Cooper and Ernest B. Schoedsack for RKO Pictures. Fay Wray plays Ann "
                "Darrow, who is carried off by a giant ape from Skull Island, and Willis O'Brien's "
                "stop-motion effects brought the creature to life."
            ),
            D(
                "King Kong (2005 film): King Kong is a 2005 remake directed by Peter Jackson, with "
                "Naomi Watts as Ann Darrow, Jack Black as the filmmaker Carl Denham and Andy "
                "Serkis playing the ape through motion capture. Set in 1933, it won three Academy "
                "Awards, including the one for visual effects."
            ),
            D(
                "King Kong (1976 film): King Kong is a 1976 remake produced by Dino De Laurentiis "
                "and directed by John Guillermin, which moved the climax to the World Trade "
                "Center. It was the screen debut of Jessica Lange, born in Cloquet, Minnesota, and "
                "it won a special Academy Award for its visual effects."
            ),
            D(
                "The Son of Kong: The Son of Kong is a 1933 sequel to King Kong, released by RKO "
                "in December of the same year and again directed by Ernest B. Schoedsack. Robert "
                "Armstrong returns as Carl Denham, who sails back to Skull Island with Helen Mack "
                "and finds the great ape's smaller white son."
            ),
            D(
                "Robert Armstrong (actor): Robert Armstrong (1890 \u2013 1973) was an American "
                "actor born in Saginaw, Michigan, best remembered as the showman Carl Denham in "
                "King Kong, who brings the giant ape to New York and speaks the film's last line, "
                "about beauty having killed the beast."
            ),
            S(
                "Fay Wray: Vina Fay Wray (September 15, 1907 \u2013 August 8, 2004) was an actress "
                "born on a ranch near Cardston, Alberta, whose family moved to the United States "
                "when she was a child. She starred in Erich von Stroheim's The Wedding March "
                "(1928) and became known as one of the first scream queens."
            ),
            D(
                "Mighty Joe Young: Mighty Joe Young is a 1949 film about a giant gorilla raised in "
                "Africa, made by Merian C. Cooper and Ernest B. Schoedsack with Terry Moore in the "
                "lead. Its stop-motion effects by Willis O'Brien and the young Ray Harryhausen won "
                "the Academy Award for Best Special Effects."
            ),
            D(
                "Cardston: Cardston is a town in southern Alberta near the border with Montana, "
                "founded in 1887 by Latter-day Saint settlers from Utah led by Charles Ora Card. "
                "Its temple, finished in 1923, was the first temple of the Latter-day Saints to be "
                "built outside the United States."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the actress who played Lucy Ricardo in I Love Lucy born?",
        "Jamestown, New York",
        [
            D(
                "Desi Arnaz: Desiderio Alberto Arnaz y de Acha III (1917 \u2013 1986) was a "
                "Cuban-born bandleader and actor from Santiago de Cuba. His family fled to Miami "
                "after the revolution of 1933, he made the conga line popular in the United "
                "States, and he pioneered filming sitcoms with three cameras before a live "
                "audience."
            ),
            S(
                "I Love Lucy: I Love Lucy is an American sitcom broadcast on CBS from October 1951 "
                "to May 1957. Lucille Ball plays Lucy Ricardo, the scheming wife of the Cuban "
                "bandleader Ricky Ricardo, who is played by her real husband Desi Arnaz, and "
                "William Frawley and Vivian Vance play their landlords."
            ),
            D(
                "Vivian Vance: Vivian Vance (1909 \u2013 1979) was an American actress born in "
                "Cherryvale, Kansas, who played the landlady Ethel Mertz in a 1950s sitcom and won "
                "an Emmy Award for the role in 1954. She later starred again beside her old "
                "co-star in The Lucy Show from 1962 to 1965."
            ),
            D(
                "William Frawley: William Frawley (1887 \u2013 1966) was an American actor from "
                "Burlington, Iowa, who played the landlord Fred Mertz in a CBS sitcom of the "
                "1950s. After it ended he played the grandfather Bub O'Casey in My Three Sons from "
                "1960 to 1965, until ill health made him leave."
            ),
            D(
                "The Lucy Show: The Lucy Show is an American sitcom broadcast on CBS from 1962 to "
                "1968, in which Lucy Carmichael is a widow sharing a house with her divorced "
                "friend Vivian Bagley. It was followed by Here's Lucy, which ran until 1974 and "
                "featured the star's own two children."
            ),
            D(
                "Jamestown, New York: Jamestown is a city in Chautauqua County in western New "
                "York, near the southern end of Chautauqua Lake. Founded around 1810 by James "
                "Prendergast, it grew rich on furniture making, and it is home to the Robert H. "
                "Jackson Center."
            ),
            D(
                "Being the Ricardos: Being the Ricardos is a 2021 biographical film written and "
                "directed by Aaron Sorkin, with Nicole Kidman and Javier Bardem as the couple "
                "behind a 1950s sitcom. It follows one tense production week in which a radio "
                "gossip reports that the star had once registered as a communist."
            ),
            S(
                "Lucille Ball: Lucille D\u00e9sir\u00e9e Ball (August 6, 1911 \u2013 April 26, "
                "1989) was an American actress and comedian born in Jamestown, New York. With Desi "
                "Arnaz she founded the production company Desilu, and after their divorce she ran "
                "it on her own, the first woman to head a major television studio."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The television series The Addams Family was based on the cartoons of an artist born "
            "in which New Jersey town?"
        ),
        "Westfield",
        [
            D(
                "The Munsters: The Munsters is an American sitcom broadcast on CBS from September "
                "1964 to May 1966 about a family of friendly monsters living at 1313 Mockingbird "
                "Lane. Fred Gwynne plays Herman, a towering patchwork father, and Yvonne De Carlo "
                "plays his vampire wife Lily, with Al Lewis as Grandpa."
            ),
            D(
                "The Addams Family (1991 film): The Addams Family is a 1991 film directed by Barry "
                "Sonnenfeld, with Anjelica Huston as Morticia, Raul Julia as Gomez and Christina "
                "Ricci as Wednesday. It was followed in 1993 by Addams Family Values, and an "
                "animated film came out in 2019."
            ),
            D(
                "Wednesday (TV series): Wednesday is an American series created by Alfred Gough "
                "and Miles Millar and first streamed on Netflix in November 2022. Jenna Ortega "
                "plays Wednesday Addams as a pupil at Nevermore Academy, and Tim Burton directed "
                "four of its first eight episodes."
            ),
            S(
                "The Addams Family (1964 TV series): The Addams Family is an American sitcom "
                "broadcast on ABC from September 1964 to April 1966, based on the macabre cartoons "
                "that Charles Addams drew for The New Yorker. John Astin plays Gomez, Carolyn "
                "Jones plays Morticia, and Vic Mizzy wrote its theme."
            ),
            D(
                "John Astin: John Astin (born March 30, 1930) is an American actor born in "
                "Baltimore, Maryland, best known as Gomez in the 1960s sitcom about a ghoulish "
                "family. He later played the Riddler in the Batman series and is the father of the "
                "actor Sean Astin."
            ),
            D(
                "Westfield, New Jersey: Westfield is a town in Union County, New Jersey, about 20 "
                "miles west of Manhattan. It was settled in about 1720 by families from "
                "Elizabethtown, whose west fields gave it its name, and today it is a commuter "
                "town on the Raritan Valley Line."
            ),
            S(
                "Charles Addams: Charles Samuel Addams (January 7, 1912 \u2013 September 29, 1988) "
                "was an American cartoonist born in Westfield, New Jersey. He sold his first "
                "drawing to a magazine in 1932, and his darkly comic drawings of a ghoulish family "
                "first appeared in 1938, long before any of them had names."
            ),
            D(
                "Gahan Wilson: Gahan Wilson (1930 \u2013 2019) was an American cartoonist born in "
                "Evanston, Illinois, whose ghoulish, bug-eyed monsters appeared for decades in "
                "Playboy and other magazines. He also drew the comic strip Nuts for National "
                "Lampoon and wrote horror stories of his own."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Mississippi town was the blues musician who recorded Cross Road Blues in "
            "1936 born?"
        ),
        "Hazlehurst",
        [
            D(
                "Son House: Eddie James House Jr. (1902 \u2013 1988), known as Son House, was an "
                "American blues singer and guitarist from the Mississippi Delta. He recorded for "
                "Paramount in 1930, showed a young Robert Johnson some of his slide guitar "
                "playing, and was found again in Rochester, New York, in 1964."
            ),
            D(
                "Crossroads (1986 film): Crossroads is a 1986 American film directed by Walter "
                "Hill, in which Ralph Macchio plays a young classical guitarist who helps an old "
                "harmonica player look for a lost song. Its score is by Ry Cooder, and it ends "
                "with a guitar duel against the devil's player, Steve Vai."
            ),
            D(
                "Charley Patton: Charley Patton (c. 1891 \u2013 1934) was an American blues "
                "musician, born near Edwards, Mississippi, who is often called the father of the "
                "Delta blues. He spent much of his life on Dockery Plantation near Ruleville and "
                "recorded Pony Blues for Paramount in 1929."
            ),
            S(
                "Robert Johnson: Robert Leroy Johnson (May 8, 1911 \u2013 August 16, 1938) was an "
                "American blues singer and guitarist born in Hazlehurst, Mississippi. He recorded "
                "only 29 songs, in two sessions in Texas in 1936 and 1937, and he died at the age "
                "of 27 near Greenwood, Mississippi."
            ),
            D(
                "Howlin' Wolf: Chester Arthur Burnett (1910 \u2013 1976), known as Howlin' Wolf, "
                "was an American blues singer born in White Station, Mississippi, near West Point. "
                "He learned guitar from Charley Patton, moved to Chicago in 1952 and recorded "
                "Smokestack Lightnin' for Chess Records in 1956."
            ),
            D(
                "Hazlehurst, Mississippi: Hazlehurst is a small city in Copiah County, "
                "Mississippi, some 30 miles south of Jackson on the railway line to New Orleans, "
                "and the county seat. It grew up around the railway in the 1850s and was named "
                "after George Hazlehurst, an engineer who helped to build it."
            ),
            S(
                "Cross Road Blues: Cross Road Blues is a blues song written and recorded by Robert "
                "Johnson in San Antonio, Texas, on 27 November 1936 and issued by Vocalion Records "
                "the next year. It was later tied to the legend that Johnson had sold his soul to "
                "the devil at a crossroads at midnight."
            ),
            D(
                "Robert Johnson (composer): Robert Johnson (c. 1583 \u2013 1633) was an English "
                "lutenist and composer who served at the court of James I and wrote music for the "
                "plays of Shakespeare's company, including the songs Full Fathom Five and Where "
                "the Bee Sucks for The Tempest."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Massachusetts city was the author of The Cat in the Hat born?",
        "Springfield",
        [
            D(
                "Green Eggs and Ham: Green Eggs and Ham is a children's book published in 1960 and "
                "written on a bet with the publisher Bennett Cerf that it could not be done with "
                "only fifty different words. In it the persistent Sam-I-Am keeps offering the dish "
                "to a grumpy creature, who at last tries it and likes it."
            ),
            D(
                "The Cat in the Hat (film): The Cat in the Hat is a 2003 American comedy film "
                "directed by Bo Welch, with Mike Myers as the cat and Dakota Fanning and Spencer "
                "Breslin as the children. It was poorly received, and the author's widow "
                "afterwards refused to allow any more live-action films of his books."
            ),
            S(
                "The Cat in the Hat: The Cat in the Hat is a children's book by Dr. Seuss, "
                "published by Random House in 1957. Written with only 236 different words to help "
                "children learn to read, it tells of a tall cat in a striped hat who turns a rainy "
                "afternoon upside down for two children left at home."
            ),
            D(
                "Beatrix Potter: Helen Beatrix Potter (1866 \u2013 1943) was an English writer and "
                "illustrator born in South Kensington, London, whose The Tale of Peter Rabbit was "
                "published by Frederick Warne in 1902. She later farmed in the Lake District and "
                "left more than 4,000 acres to the National Trust."
            ),
            D(
                "Maurice Sendak: Maurice Sendak (1928 \u2013 2012) was an American writer and "
                "illustrator born in Brooklyn, New York, to Jewish immigrants from Poland. His "
                "picture book Where the Wild Things Are, published in 1963, won the Caldecott "
                "Medal and was filmed by Spike Jonze in 2009."
            ),
            D(
                "Springfield, Massachusetts: Springfield is a city on the Connecticut River in "
                "western Massachusetts and the seat of Hampden County. The Springfield Armory made "
                "muskets and rifles for the US Army from 1794 to 1968, and in 1891 James Naismith "
                "invented basketball at a college in the city."
            ),
            D(
                "P. D. Eastman: Philip Dey Eastman (1909 \u2013 1986) was an American writer and "
                "illustrator born in Amherst, Massachusetts, who worked on animated films before "
                "writing easy readers for Random House. His Are You My Mother? came out in 1960 "
                "and Go, Dog. Go! followed in 1961."
            ),
            S(
                "Dr. Seuss: Theodor Seuss Geisel (March 2, 1904 \u2013 September 24, 1991), known "
                "as Dr. Seuss, was an American writer and cartoonist born in Springfield, "
                "Massachusetts. He studied at Dartmouth College, drew political cartoons for the "
                "newspaper PM in wartime, and later lived in La Jolla, California."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the painter of Las Meninas born?",
        "Seville",
        [
            D(
                "Bartolom\u00e9 Esteban Murillo: Bartolom\u00e9 Esteban Murillo (1617 \u2013 1682) "
                "was a Spanish Baroque painter born in Seville, where he helped to found an "
                "academy of painting in 1660. He was loved for his gentle Immaculate Conceptions "
                "and pictures of street children, and he died after falling from a scaffold in "
                "C\u00e1diz."
            ),
            S(
                "Diego Vel\u00e1zquez: Diego Rodr\u00edguez de Silva y Vel\u00e1zquez (1599 \u2013 "
                "1660) was a Spanish painter born in Seville, where he trained under Francisco "
                "Pacheco and married his daughter. From 1623 he was court painter to King Philip "
                "IV in Madrid, and he painted Pope Innocent X in Rome in 1650."
            ),
            D(
                "Francisco de Zurbar\u00e1n: Francisco de Zurbar\u00e1n (1598 \u2013 1664) was a "
                "Spanish painter born in Fuente de Cantos in Extremadura, known for his austere "
                "pictures of monks and saints, painted largely for religious houses in Seville. He "
                "died poor in Madrid, where he had gone in search of work."
            ),
            D(
                "Juan de Pareja: Juan de Pareja (c. 1606 \u2013 1670) was a Spanish painter born "
                "in Antequera who was enslaved in the workshop of a court painter, who signed his "
                "freedom papers in 1650. His portrait by his master, painted in Rome, was bought "
                "by the Metropolitan Museum of Art in 1970 for $5.5 million."
            ),
            D(
                "Margaret Theresa of Spain: Margaret Theresa of Spain (1651 \u2013 1673) was the "
                "daughter of King Philip IV and Mariana of Austria and was painted several times "
                "as a child by the court painter. In 1666 she married her uncle, the Emperor "
                "Leopold I, and she died in Vienna at the age of 21."
            ),
            S(
                "Las Meninas: Las Meninas is a 1656 painting by Diego Vel\u00e1zquez in the Museo "
                "del Prado in Madrid. It shows the five-year-old Infanta Margaret Theresa with her "
                "maids of honour, while the painter himself stands at a large canvas and the king "
                "and queen are seen in a mirror on the back wall."
            ),
            D(
                "Philip IV of Spain: Philip IV (1605 \u2013 1665) was King of Spain from 1621, a "
                "great patron of painting who bought works by Rubens and Titian for his palaces. "
                "He reigned through the Thirty Years' War, saw Portugal regain its independence in "
                "1640, and was followed by his son Charles II, the last Habsburg king of Spain."
            ),
            D(
                "Francisco Pacheco: Francisco Pacheco (1564 \u2013 1644) was a Spanish painter and "
                "writer born in Sanl\u00facar de Barrameda who ran a workshop in Seville. His "
                "treatise Arte de la pintura, published in 1649 after his death, is a main source "
                "on Spanish painting, and his daughter Juana married his best-known pupil."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the director of the 1987 film Wings of Desire born?",
        "D\u00fcsseldorf",
        [
            D(
                "City of Angels (film): City of Angels is a 1998 American romantic fantasy film "
                "directed by Brad Silberling, with Nicolas Cage as an angel in Los Angeles who "
                "falls in love with a heart surgeon played by Meg Ryan. Its soundtrack included "
                "Iris by the Goo Goo Dolls, a long-running radio hit."
            ),
            D(
                "Bruno Ganz: Bruno Ganz (1941 \u2013 2019) was a Swiss actor born in Z\u00fcrich "
                "and a member of the Schaub\u00fchne theatre company in Berlin. He played an angel "
                "in a 1987 film set in Berlin and returned to the role in its 1993 sequel, and in "
                "Downfall (2004) he played Adolf Hitler in his last days."
            ),
            S(
                "Wings of Desire: Wings of Desire (Der Himmel \u00fcber Berlin) is a 1987 fantasy "
                "film directed by Wim Wenders, in which Bruno Ganz plays an angel who watches over "
                "the people of a divided Berlin and longs to become human. It won the award for "
                "Best Director at Cannes and was remade in Hollywood."
            ),
            D(
                "Rainer Werner Fassbinder: Rainer Werner Fassbinder (1945 \u2013 1982) was a "
                "German film director born in Bad W\u00f6rishofen in Bavaria, who made more than "
                "forty films in little over a decade. His The Marriage of Maria Braun (1979) was a "
                "great success, and he died in Munich in June 1982 at the age of 37."
            ),
            D(
                "Faraway, So Close!: Faraway, So Close! is a 1993 German film and the sequel to a "
                "1987 film about angels over Berlin, in which Otto Sander's angel Cassiel becomes "
                "human in the reunited city. It won the Grand Prix at the Cannes Film Festival, "
                "and Peter Falk once more plays himself."
            ),
            D(
                "Wolfgang Petersen: Wolfgang Petersen (1941 \u2013 2022) was a German film "
                "director born in Emden in East Frisia, whose U-boat film Das Boot (1981) earned "
                "six Academy Award nominations. He then moved to Hollywood, where he made In the "
                "Line of Fire, Air Force One and The Perfect Storm."
            ),
            S(
                "Wim Wenders: Ernst Wilhelm Wenders (born 14 August 1945) is a German film "
                "director born in D\u00fcsseldorf, a leading figure of the New German Cinema of "
                "the 1970s. His road movies include Alice in the Cities (1974), and his "
                "documentary Buena Vista Social Club (1999) was nominated for an Academy Award."
            ),
            D(
                "D\u00fcsseldorf: D\u00fcsseldorf is the capital of the German state of North "
                "Rhine-Westphalia, on the Rhine. Known for its fashion trade and the "
                "K\u00f6nigsallee shopping street, it is home to the Kunstakademie, where Joseph "
                "Beuys taught, and to the football club Fortuna D\u00fcsseldorf."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first eddy merckx or bernard hinault",
        "Eddy Merckx",
        [
            D(
                "Jacques Anquetil: Jacques Anquetil (1934 \u2013 1987) was a French cyclist born "
                "in Mont-Saint-Aignan near Rouen, the first rider to win the Tour de France five "
                "times, in 1957 and from 1961 to 1964. A master of the time trial, he also set the "
                "hour record in Milan in 1956."
            ),
            D(
                "Axel Merckx: Axel Merckx (born 8 August 1972) is a Belgian former professional "
                "cyclist and the son of a five-time Tour de France winner. He took the bronze "
                "medal in the road race at the 2004 Olympics in Athens, and he later founded and "
                "managed a development team in North America."
            ),
            S(
                "Bernard Hinault: Bernard Hinault (born 14 November 1954) is a French former "
                "cyclist from Yffiniac in Brittany, nicknamed the Badger. He won the Tour de "
                "France five times between 1978 and 1985, and he is still the last Frenchman to "
                "have won the race."
            ),
            D(
                "Miguel Indur\u00e1in: Miguel Indur\u00e1in (born 16 July 1964) is a Spanish "
                "former cyclist from Villava in Navarre, the first rider to win the Tour de France "
                "five times in a row, from 1991 to 1995. He also won the Giro d'Italia twice and "
                "the Olympic time trial in Atlanta in 1996."
            ),
            D(
                "Tour de France: The Tour de France is a men's road cycling race held mostly in "
                "France each July since 1903, apart from the war years. The overall leader wears "
                "the yellow jersey, first worn in 1919, and the race usually finishes on the "
                "Champs-\u00c9lys\u00e9es in Paris, as it has since 1975."
            ),
            D(
                "Greg LeMond: Greg LeMond (born 26 June 1961) is an American former cyclist from "
                "Lakewood, California, who won the Tour de France in 1986, 1989 and 1990. His 1989 "
                "win, by eight seconds over Laurent Fignon after a final time trial into Paris, is "
                "the closest in the race's history."
            ),
            S(
                "Eddy Merckx: \u00c9douard Louis Joseph Merckx (born 17 June 1945) is a Belgian "
                "former cyclist born in Meensel-Kiezegem in Flemish Brabant. He won the Tour de "
                "France five times between 1969 and 1974 and eleven Grand Tours in all, and he set "
                "the hour record in Mexico City in 1972."
            ),
            D(
                "Raymond Poulidor: Raymond Poulidor (1936 \u2013 2019) was a French cyclist from "
                "Masbaraud-M\u00e9rignat in the Creuse, nicknamed the Eternal Second. He finished "
                "on the podium of the Tour de France eight times without ever winning it or "
                "wearing the yellow jersey, and he won the Vuelta in 1964."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which novel was published first, Heidi or Black Beauty?",
        "Black Beauty",
        [
            S(
                "Heidi: Heidi is a children's novel by the Swiss writer Johanna Spyri, published "
                "in two parts in 1880 and 1881. It tells of an orphaned girl sent to live with her "
                "gruff grandfather in the Swiss Alps, who is later taken to Frankfurt as a "
                "companion for Clara, a rich girl who cannot walk."
            ),
            D(
                "Johanna Spyri: Johanna Spyri (1827 \u2013 1901) was a Swiss writer born in "
                "Hirzel, a village above Lake Zurich, where her father was the local doctor. She "
                "married the lawyer Bernhard Spyri in 1852, lived in Zurich for the rest of her "
                "life, and wrote dozens of stories for children and adults."
            ),
            D(
                "Anna Sewell: Anna Sewell (1820 \u2013 1878) was an English writer born in Great "
                "Yarmouth, Norfolk, who was lamed in a fall as a girl and depended on horse-drawn "
                "carriages all her life. She wrote her only book in her last years while an "
                "invalid, dictating parts of it to her mother."
            ),
            D(
                "Heidi (1937 film): Heidi is a 1937 American film directed by Allan Dwan for 20th "
                "Century Fox, starring Shirley Temple as the girl and Jean Hersholt as her "
                "grandfather. It moves much of the story to Frankfurt and adds a musical dream "
                "sequence set in old Holland."
            ),
            D(
                "Black Beauty (1994 film): Black Beauty is a 1994 film written and directed by "
                "Caroline Thompson for Warner Bros., with Sean Bean and David Thewlis in the cast "
                "and Alan Cumming as the voice of the horse. Unlike earlier versions, it keeps the "
                "novel's telling in the first person."
            ),
            D(
                "The Secret Garden: The Secret Garden is a children's novel by Frances Hodgson "
                "Burnett, published as a book in 1911 after appearing as a magazine serial. An "
                "orphaned girl sent from India to a Yorkshire manor finds a locked garden and "
                "befriends her cousin Colin, an invalid who learns to walk again."
            ),
            D(
                "Little Women: Little Women is a novel by Louisa May Alcott, published in two "
                "volumes in 1868 and 1869, that follows the four March sisters in a New England "
                "town during and after the American Civil War. The second sister, Jo, a tomboy who "
                "wants to be a writer, is based on the author herself."
            ),
            S(
                "Black Beauty: Black Beauty is a novel by the English writer Anna Sewell, "
                "published by Jarrold and Sons of Norwich in November 1877. Told by the horse "
                "himself, it follows his life from a happy youth through cruel owners and hard "
                "work as a London cab horse."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Maria Callas and Renata Tebaldi both born in Italy?",
        "no",
        [
            D(
                "Aristotle Onassis: Aristotle Onassis (1906 \u2013 1975) was a Greek shipping "
                "magnate born in Smyrna, now \u0130zmir, who built one of the largest private "
                "fleets in the world. He had a long affair with a famous soprano from 1959 and "
                "married the former First Lady Jacqueline Kennedy in 1968."
            ),
            D(
                "Joan Sutherland: Joan Sutherland (1926 \u2013 2010) was an Australian soprano "
                "born in Sydney, nicknamed La Stupenda, who made her name as Lucia di Lammermoor "
                "at Covent Garden in 1959. She often sang with her husband, the conductor Richard "
                "Bonynge, and she was made a dame in 1979."
            ),
            D(
                "Mirella Freni: Mirella Freni (1935 \u2013 2020) was an Italian soprano born in "
                "Modena, who shared a wet nurse with the tenor Luciano Pavarotti, born in the same "
                "town in the same year. She was celebrated as Mim\u00ec in La boh\u00e8me and sang "
                "at the Metropolitan Opera in New York for four decades."
            ),
            S(
                "Maria Callas: Maria Callas (2 December 1923 \u2013 16 September 1977) was a "
                "soprano born in New York City to Greek immigrant parents, who moved to Athens "
                "with her mother in 1937. Famed for her acting in bel canto roles such as Norma "
                "and Lucia, she died at her flat in Paris."
            ),
            D(
                "Norma (opera): Norma is a tragic opera by Vincenzo Bellini to a libretto by "
                "Felice Romani, first performed at the Teatro alla Scala in Milan on 26 December "
                "1831. Its heroine is a druid priestess in Gaul under Roman rule, and her prayer "
                "Casta diva is one of the best-known soprano arias."
            ),
            D(
                "Elisabeth Schwarzkopf: Elisabeth Schwarzkopf (1915 \u2013 2006) was a German-born "
                "British soprano, born in Jarotschin in the Prussian province of Posen, now "
                "Jarocin in Poland. She was famed in Mozart and Richard Strauss and married the "
                "record producer Walter Legge."
            ),
            S(
                "Renata Tebaldi: Renata Tebaldi (1 February 1922 \u2013 19 December 2004) was an "
                "Italian soprano born in Pesaro who grew up in Langhirano near Parma. Arturo "
                "Toscanini chose her to sing at the reopening of Milan's rebuilt opera house in "
                "1946 and is said to have called her voice that of an angel."
            ),
            D(
                "Pesaro: Pesaro is a city on the Adriatic coast of the Marche region of Italy and "
                "the birthplace of Gioachino Rossini, who was born there in 1792. It holds the "
                "Rossini Opera Festival each August, and the composer left his fortune to found a "
                "music school in the town."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which detective series premiered first, Columbo or Kojak?",
        "Columbo",
        [
            D(
                "Peter Falk: Peter Falk (1927 \u2013 2011) was an American actor born in New York "
                "City who lost his right eye to cancer at the age of three. He won four of his "
                "five Emmy Awards for playing a rumpled police lieutenant, and he was nominated "
                "for Academy Awards for Murder, Inc. and Pocketful of Miracles."
            ),
            D(
                "Telly Savalas: Aristotelis Savalas (1922 \u2013 1994) was an American actor of "
                "Greek descent born in Garden City, New York. He played the villain Blofeld in On "
                "Her Majesty's Secret Service (1969) and had a number one hit in Britain in 1975 "
                "with a spoken version of the song If."
            ),
            D(
                "McCloud (TV series): McCloud is an American police series broadcast on NBC from "
                "1970 to 1977, starring Dennis Weaver as a deputy marshal from Taos, New Mexico, "
                "who is on loan to the New York police. For most of its run it alternated with two "
                "other detective series."
            ),
            D(
                "The Rockford Files: The Rockford Files is an American detective series broadcast "
                "on NBC from September 1974 to January 1980, created by Roy Huggins and Stephen J. "
                "Cannell. James Garner plays Jim Rockford, an ex-convict turned private "
                "investigator who lives in a trailer in Malibu."
            ),
            S(
                "Columbo: Columbo is an American detective series starring Peter Falk as a scruffy "
                "Los Angeles police lieutenant in a raincoat. After the television films "
                "Prescription: Murder (1968) and Ransom for a Dead Man (1971), it began its run on "
                "NBC in September 1971 and later returned on ABC from 1989."
            ),
            D(
                "Ironside: Ironside is an American crime series broadcast on NBC from 1967 to "
                "1975, starring Raymond Burr as the chief of detectives of San Francisco, who uses "
                "a wheelchair after being shot by a sniper. Burr had earlier played the lawyer "
                "Perry Mason for nine seasons."
            ),
            S(
                "Kojak: Kojak is an American police drama starring Telly Savalas as a bald, "
                "lollipop-sucking detective lieutenant in New York City. After the television film "
                "The Marcus-Nelson Murders in March 1973, the series premiered on CBS on 24 "
                "October 1973 and ran for five seasons."
            ),
            D(
                "Murder, She Wrote: Murder, She Wrote is an American mystery series broadcast on "
                "CBS from 1984 to 1996, starring Angela Lansbury as a writer of mysteries in Cabot "
                "Cove, Maine. It was created by Peter S. Fischer, Richard Levinson and William "
                "Link, who had earlier devised a famous lieutenant."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Greta Garbo or Marlene Dietrich?",
        "Marlene Dietrich",
        [
            D(
                "Zarah Leander: Zarah Leander (1907 \u2013 1981) was a Swedish singer and actress "
                "born in Karlstad who became the leading star of the German film studio UFA from "
                "1937. Her deep contralto carried songs such as Davon geht die Welt nicht unter, "
                "and she went home to Sweden in 1943."
            ),
            S(
                "Greta Garbo: Greta Garbo (18 September 1905 \u2013 15 April 1990) was a "
                "Swedish-American actress born Greta Gustafsson in Stockholm. She moved to "
                "Hollywood in 1925 to work for MGM, starred in Anna Christie and Ninotchka, and "
                "retired from films at the age of 36."
            ),
            D(
                "The Blue Angel: The Blue Angel is a 1930 German film directed by Josef von "
                "Sternberg and made in both German and English versions. Emil Jannings plays a "
                "strict schoolteacher ruined by his love for a nightclub singer, whose song "
                "Falling in Love Again became famous around the world."
            ),
            D(
                "Louise Brooks: Louise Brooks (1906 \u2013 1985) was an American actress born in "
                "Cherryvale, Kansas, known for her black bob haircut. She went to Germany to play "
                "Lulu in G. W. Pabst's Pandora's Box (1929), and much later she wrote a book of "
                "memoirs, Lulu in Hollywood."
            ),
            D(
                "Ninotchka: Ninotchka is a 1939 American comedy film directed by Ernst Lubitsch "
                "for MGM, about a stern Soviet envoy who is won over by Paris and by a charming "
                "count. It was advertised with the line Garbo laughs, and Billy Wilder was one of "
                "its writers."
            ),
            D(
                "Mauritz Stiller: Mauritz Stiller (1883 \u2013 1928) was a Swedish film director "
                "born in Helsinki, then part of the Russian Empire. His film The Saga of "
                "G\u00f6sta Berling (1924) made a star of its young lead actress, and he went with "
                "her to Hollywood in 1925 but came back to Sweden two years later."
            ),
            D(
                "Anna May Wong: Anna May Wong (1905 \u2013 1961) was an American actress born in "
                "Los Angeles and regarded as the first Chinese-American film star. She made films "
                "in Germany and Britain in the late 1920s and played a courtesan in Josef von "
                "Sternberg's Shanghai Express (1932)."
            ),
            S(
                "Marlene Dietrich: Marlene Dietrich (27 December 1901 \u2013 6 May 1992) was a "
                "German-American actress and singer born in Sch\u00f6neberg, now part of Berlin. "
                "Her role as the cabaret singer Lola Lola in The Blue Angel (1930) took her to "
                "Hollywood, and she became an American citizen in 1939."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the song What's Love Got to Do with It die?",
        "K\u00fcsnacht, Switzerland",
        [
            D(
                "Private Dancer: Private Dancer is the fifth solo studio album by Tina Turner, "
                "released by Capitol Records in May 1984. Its title song was written by Mark "
                "Knopfler of Dire Straits, and the album sold more than ten million copies in one "
                "of the great comebacks of pop music."
            ),
            D(
                "Ike Turner: Ike Turner (1931 \u2013 2007) was an American musician and record "
                "producer from Clarksdale, Mississippi, who played on Rocket 88 in 1951, often "
                "called the first rock and roll record. He died at his home in San Marcos, "
                "California, in December 2007."
            ),
            S(
                "What's Love Got to Do with It (song): What's Love Got to Do with It is a song by "
                "Tina Turner from her 1984 album Private Dancer, written by Terry Britten and "
                "Graham Lyle. It was her only number one single in the United States and won the "
                "Grammy Award for Record of the Year."
            ),
            D(
                "What's Love Got to Do with It (film): What's Love Got to Do with It is a 1993 "
                "biographical film directed by Brian Gibson, with Angela Bassett as the singer and "
                "Laurence Fishburne as her husband Ike. Both leads were nominated for Academy "
                "Awards, and the singer re-recorded her old songs for it."
            ),
            D(
                "K\u00fcsnacht: K\u00fcsnacht is a wealthy municipality in the canton of Zurich, "
                "Switzerland, on the north-eastern shore of Lake Zurich. The psychiatrist Carl "
                "Jung built his house there in 1909 and lived in it until his death in 1961, and "
                "it has long drawn bankers and celebrities."
            ),
            D(
                "Nutbush City Limits: Nutbush City Limits is a 1973 song written by Tina Turner "
                "about her small home town in Haywood County, Tennessee, and recorded with Ike "
                "Turner. It reached number four in the United Kingdom, and in Australia it became "
                "the music for a popular line dance."
            ),
            D(
                "Donna Summer: LaDonna Adrian Gaines (1948 \u2013 2012), known as Donna Summer, "
                "was an American singer from Boston, Massachusetts, called the Queen of Disco "
                "after hits such as I Feel Love and Hot Stuff. She died of lung cancer at her home "
                "in Naples, Florida, in May 2012."
            ),
            S(
                "Tina Turner: Tina Turner (born Anna Mae Bullock; November 26, 1939 \u2013 May 24, "
                "2023) was an American-born singer raised in Nutbush, Tennessee, who rose to fame "
                "with Ike Turner. She became a Swiss citizen in 2013 and died at her home in "
                "K\u00fcsnacht, near Zurich, at the age of 83."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of crouching tiger hidden dragon born",
        "Pingtung County, Taiwan",
        [
            S(
                "Crouching Tiger, Hidden Dragon: Crouching Tiger, Hidden Dragon is a 2000 wuxia "
                "film directed by Ang Lee, with Chow Yun-fat, Michelle Yeoh and Zhang Ziyi as "
                "warriors chasing a stolen sword in Qing-dynasty China. It won four Academy "
                "Awards, among them Best Foreign Language Film."
            ),
            D(
                "Michelle Yeoh: Michelle Yeoh (born 6 August 1962) is a Malaysian actress born in "
                "Ipoh, Perak, who was Miss Malaysia in 1983. She became a star of Hong Kong action "
                "films, and in 2023 she was the first Asian woman to win the Academy Award for "
                "Best Actress."
            ),
            D(
                "Zhang Yimou: Zhang Yimou (born 1950) is a Chinese film director born in Xi'an "
                "whose wuxia film Hero (2002), with Jet Li and Zhang Ziyi, was a hit in the United "
                "States. He earlier made Red Sorghum and Raise the Red Lantern, and he staged the "
                "opening ceremony of the 2008 Beijing Olympics."
            ),
            D(
                "Crouching Tiger, Hidden Dragon: Sword of Destiny: Sword of Destiny is a 2016 "
                "sequel directed by the fight choreographer Yuen Woo-ping and released on Netflix, "
                "with Michelle Yeoh back as Yu Shu Lien. It was drawn from a later novel of Wang "
                "Dulu's Crane-Iron series and got poor reviews."
            ),
            D(
                "Chow Yun-fat: Chow Yun-fat (born 18 May 1955) is a Hong Kong actor born on Lamma "
                "Island who became famous in John Woo's gangster films A Better Tomorrow and The "
                "Killer. He later worked in Hollywood and played the swordsman Li Mu Bai in a "
                "wuxia film of 2000."
            ),
            S(
                "Ang Lee: Ang Lee (born 23 October 1954) is a Taiwanese film director born in "
                "Chaozhou, a township in Pingtung County in southern Taiwan. He studied film at "
                "New York University and has won two Academy Awards for Best Director, the second "
                "of them for Life of Pi (2012)."
            ),
            D(
                "Pingtung County: Pingtung County is the southernmost county of Taiwan, with its "
                "seat in Pingtung City. It contains Kenting National Park, the island's oldest "
                "national park, set up in 1984, and the Hengchun Peninsula, where the Taiwan "
                "Strait meets the Bashi Channel."
            ),
            D(
                "Hou Hsiao-hsien: Hou Hsiao-hsien (born 1947) is a Taiwanese film director born in "
                "Meixian, Guangdong, whose family moved to Taiwan in 1948. His A City of Sadness "
                "won the Golden Lion at Venice in 1989, and The Assassin (2015) earned him the "
                "award for Best Director at Cannes."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the painter of ophelia born",
        "Southampton",
        [
            D(
                "Elizabeth Siddal: Elizabeth Siddal (1829 \u2013 1862) was an English artist, poet "
                "and model born in London, who posed for hours in a bath of water for a famous "
                "painting of a drowning girl. She married Dante Gabriel Rossetti in 1860 and died "
                "of an overdose of laudanum two years later."
            ),
            S(
                "Ophelia (painting): Ophelia is a painting by John Everett Millais, made in 1851 "
                "and 1852 and now held by Tate Britain in London. It shows Shakespeare's Ophelia "
                "floating in a stream before she drowns, with the landscape painted on the "
                "Hogsmill River in Surrey and Elizabeth Siddal as the model."
            ),
            D(
                "Dante Gabriel Rossetti: Dante Gabriel Rossetti (1828 \u2013 1882) was an English "
                "poet and painter born in London to an Italian exile, and a founder of the "
                "Pre-Raphaelite Brotherhood. He painted Beata Beatrix in memory of his wife and "
                "buried a manuscript of his poems with her, later recovering it in 1869."
            ),
            D(
                "Ford Madox Brown: Ford Madox Brown (1821 \u2013 1893) was an English painter born "
                "in Calais, France, who was close to the Pre-Raphaelite Brotherhood without ever "
                "joining it. His The Last of England (1855) shows an emigrant couple leaving by "
                "ship, and he painted the murals in Manchester Town Hall."
            ),
            D(
                "Mariana (painting): Mariana is an 1851 painting by John Everett Millais in Tate "
                "Britain, taken from Shakespeare's Measure for Measure and a poem by Tennyson. A "
                "woman in a blue velvet dress stretches her back after long hours of embroidery "
                "beside a stained-glass window in autumn."
            ),
            D(
                "William Holman Hunt: William Holman Hunt (1827 \u2013 1910) was an English "
                "painter born in London, a founder of the Pre-Raphaelite Brotherhood, who "
                "travelled to the Holy Land to paint scenes from the Bible. His The Light of the "
                "World shows Christ knocking at an overgrown door with a lantern."
            ),
            D(
                "Southampton: Southampton is a port city on the south coast of England at the head "
                "of Southampton Water, where the rivers Test and Itchen meet. It was heavily "
                "bombed in the Blitz, the Ordnance Survey has its headquarters there, and its "
                "football club plays at St Mary's Stadium."
            ),
            S(
                "John Everett Millais: Sir John Everett Millais (8 June 1829 \u2013 13 August "
                "1896) was an English painter born in Southampton to a family from Jersey. At "
                "eleven he became the youngest student ever admitted to the Royal Academy Schools, "
                "and in 1848 he co-founded the Pre-Raphaelite Brotherhood."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the author of Three Men in a Boat born?",
        "2 May 1859",
        [
            D(
                "Three Men on the Bummel: Three Men on the Bummel is a comic novel by Jerome K. "
                "Jerome, published in 1900, in which the same three friends go on a cycling tour "
                "through Germany and the Black Forest, poking gentle fun at German manners and the "
                "German love of order."
            ),
            D(
                "George Grossmith: George Grossmith (9 December 1847 \u2013 1 March 1912) was an "
                "English comedian and singer born in London, who created many comic baritone roles "
                "in the Gilbert and Sullivan operas. With his brother Weedon he wrote The Diary of "
                "a Nobody, published as a book in 1892."
            ),
            D(
                "Walsall: Walsall is a market town in the West Midlands of England, north-west of "
                "Birmingham, long known for making leather goods and saddles. Its football club, "
                "founded in 1888, plays at the Bescot Stadium, and its New Art Gallery opened in "
                "2000."
            ),
            S(
                "Jerome K. Jerome: Jerome Klapka Jerome (2 May 1859 \u2013 14 June 1927) was an "
                "English writer born in Walsall, Staffordshire, who grew up in poverty in the East "
                "End of London. He worked as a clerk, an actor and a teacher before he took up "
                "writing, and he co-edited the humorous magazine The Idler."
            ),
            D(
                "Three Men in a Boat (1956 film): Three Men in a Boat is a 1956 British comedy "
                "film directed by Ken Annakin, with Laurence Harvey, Jimmy Edwards and David "
                "Tomlinson as the three friends rowing up the river. It was one of the first "
                "British comedies to be shot in CinemaScope."
            ),
            D(
                "Robert Barr: Robert Barr (16 September 1850 \u2013 21 October 1912) was a "
                "Scottish-Canadian writer born in Glasgow, who founded the monthly magazine The "
                "Idler in 1892 together with a younger comic novelist. He also wrote detective "
                "stories about the French detective Eug\u00e8ne Valmont, collected as The Triumphs "
                "of Eug\u00e8ne Valmont in 1906."
            ),
            S(
                "Three Men in a Boat: Three Men in a Boat (To Say Nothing of the Dog) is a comic "
                "novel by Jerome K. Jerome, published in 1889. It follows the narrator J., his "
                "friends George and Harris and a fox terrier named Montmorency on a boating "
                "holiday up the River Thames from Kingston to Oxford."
            ),
            D(
                "Jerome: Jerome (c. 342 \u2013 420) was a priest and scholar born at Stridon in "
                "Dalmatia, best known for translating most of the Bible into Latin; his version "
                "became the Vulgate. He spent his last decades in a monastery in Bethlehem, where "
                "he died on 30 September 420."
            ),
        ],
        drop=0,
    ),
]
