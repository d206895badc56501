"""Development multi-hop questions, batch 49.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev46.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 288 characters, mean distractor 284 characters; a support
is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        (
            "The forest that inspired the Hundred Acre Wood in the Winnie-the-Pooh stories lies in "
            "which English county?"
        ),
        "East Sussex",
        [
            D(
                "A. A. Milne: Alan Alexander Milne (1882 \u2013 1956) was an English writer born "
                "in Kilburn, London, who was assistant editor of the magazine Punch before the "
                "First World War. Besides the Pooh books, written for his son Christopher Robin, "
                "he wrote the play Mr. Pim Passes By and the detective novel The Red House Mystery."
            ),
            S(
                "Hundred Acre Wood: The Hundred Acre Wood is the forest where Winnie-the-Pooh, "
                "Piglet, Eeyore and their friends live in the stories of A. A. Milne, first "
                "published in 1926. Milne modelled it on Ashdown Forest, close to Cotchford Farm, "
                "the country house he bought in 1925, and above all on its Five Hundred Acre Wood."
            ),
            D(
                "Sherwood Forest: Sherwood Forest is a royal forest in Nottinghamshire, England, "
                "famous for its links with the outlaw Robin Hood. Its surviving ancient core, near "
                "the village of Edwinstowe, is a national nature reserve and holds the Major Oak, "
                "a tree thought to be between 800 and 1,100 years old."
            ),
            D(
                "Winnie-the-Pooh (book): Winnie-the-Pooh is a 1926 book of children's stories by "
                "A. A. Milne, illustrated by E. H. Shepard. The bear took his name from Winnipeg, "
                "a black bear at London Zoo, and from a swan the family knew, and the book was "
                "followed by The House at Pooh Corner in 1928."
            ),
            D(
                "New Forest: The New Forest is a large area of pasture, heathland and woodland in "
                "southern Hampshire, England, proclaimed a royal forest by William the Conqueror "
                "in about 1079. Ponies, cattle and donkeys belonging to local commoners still "
                "graze it freely, and it was made a national park in 2005."
            ),
            S(
                "Ashdown Forest: Ashdown Forest is an ancient area of open heathland and woodland "
                "on the High Weald in East Sussex, England, some 50 km south of London. A "
                "deer-hunting forest in Norman times, it covers about 2,500 hectares and lies "
                "within the High Weald Area of Outstanding Natural Beauty."
            ),
            D(
                "E. H. Shepard: Ernest Howard Shepard (1879 \u2013 1976) was an English artist and "
                "book illustrator born in St John's Wood, London. He won the Military Cross in the "
                "First World War, drew the pictures for Milne's books of verse and stories, and "
                "was a cartoonist for Punch for more than thirty years."
            ),
            D(
                "Poohsticks: Poohsticks is a game first described in The House at Pooh Corner in "
                "which players drop sticks from the upstream side of a bridge and watch whose "
                "stick comes out first on the other side. The footbridge from the story was built "
                "in 1907 and rebuilt in 1999, and a world championship has been held since 1984."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The author of The Golden Notebook was born in which Persian city?",
        "Kermanshah",
        [
            D(
                "The Grass Is Singing: The Grass Is Singing is a 1950 novel, the first by Doris "
                "Lessing, set on a poor farm in Southern Rhodesia. It tells of Mary Turner, the "
                "lonely wife of a failing white farmer, and her tense bond with their black "
                "servant Moses, and it opens with the news of her murder."
            ),
            D(
                "Kermanshah: Kermanshah is a city in the Zagros Mountains of western Iran and the "
                "capital of Kermanshah Province, with close to a million inhabitants. Near it are "
                "the rock reliefs of Taq-e Bostan, carved under the Sasanian kings, and the "
                "Behistun inscription of Darius the Great."
            ),
            D(
                "Nadine Gordimer: Nadine Gordimer (1923 \u2013 2014) was a South African writer "
                "born in Springs, a mining town east of Johannesburg. Her novels, among them The "
                "Conservationist, joint winner of the Booker Prize in 1974, examined life under "
                "apartheid, and she won the Nobel Prize in Literature in 1991."
            ),
            S(
                "The Golden Notebook: The Golden Notebook is a 1962 novel by the British writer "
                "Doris Lessing. Its heroine, Anna Wulf, a writer with a block, keeps four coloured "
                "notebooks about her years in Africa, her politics, her fiction and her daily "
                "life, and hopes to bring them together in a fifth, golden one."
            ),
            D(
                "The Notebooks of Malte Laurids Brigge: The Notebooks of Malte Laurids Brigge is "
                "the only novel of the poet Rainer Maria Rilke, born in Prague, published in 1910. "
                "Written as the journal of a young Danish poet living alone in Paris, it records "
                "his fear of death, his memories of childhood and the city's poor."
            ),
            S(
                "Doris Lessing: Doris May Lessing (1919 \u2013 2013) was a British novelist born "
                "on 22 October 1919 in Kermanshah, Persia, where her father worked for a bank. Her "
                "family moved to a farm in Southern Rhodesia in 1925, she settled in London in "
                "1949, and she won the Nobel Prize in Literature in 2007."
            ),
            D(
                "Olive Schreiner: Olive Schreiner (1855 \u2013 1920) was a South African writer "
                "born at the Wittebergen mission in the Cape Colony, the daughter of a German "
                "missionary. Her novel The Story of an African Farm, published in London in 1883 "
                "under the pen name Ralph Iron, made her famous."
            ),
            D(
                "The Notebook (Kristof novel): The Notebook is a 1986 novel by the Hungarian-born "
                "writer Agota Kristof, written in French in Switzerland. Twin boys sent to live "
                "with their harsh grandmother in a border town during the Second World War set "
                "down their cruel lessons in a shared exercise book."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "kent town where the author of of human bondage grew up",
        "Whitstable",
        [
            D(
                "The Moon and Sixpence: The Moon and Sixpence is a 1919 novel by W. Somerset "
                "Maugham, loosely based on the life of the painter Paul Gauguin. Its hero, Charles "
                "Strickland, a London stockbroker, leaves his wife and children at forty to paint, "
                "first in Paris and then on the island of Tahiti."
            ),
            D(
                "The King's School, Canterbury: The King's School is a boarding school in "
                "Canterbury, Kent, which traces its foundation to 597 and so counts among the "
                "oldest schools in the world. Its buildings stand in the precincts of the "
                "cathedral, and its former pupils include the playwright Christopher Marlowe."
            ),
            S(
                "Of Human Bondage: Of Human Bondage is a 1915 novel by W. Somerset Maugham, "
                "largely drawn from his own youth. Its hero, Philip Carey, an orphan with a club "
                "foot, is brought up by his uncle, a vicar in the Kent town of Blackstable, "
                "studies art in Paris and at last qualifies as a doctor in London."
            ),
            D(
                "Of Human Bondage (1934 film): Of Human Bondage is a 1934 American drama film "
                "directed by John Cromwell from the 1915 novel, with Leslie Howard as the medical "
                "student Philip Carey and Bette Davis as Mildred Rogers, the cruel waitress he "
                "loves. The part made Davis a star."
            ),
            D(
                "Charles Dickens: Charles Dickens (1812 \u2013 1870) was an English novelist born "
                "in Portsmouth who spent the happiest years of his childhood in Chatham, Kent. He "
                "wrote David Copperfield, Great Expectations and Bleak House, and he died at Gad's "
                "Hill Place, his house near Rochester."
            ),
            D(
                "Ethics (Spinoza): The Ethics is a philosophical treatise by Baruch Spinoza, "
                "published in Latin in 1677, the year of his death. Set out in the manner of "
                "Euclid's geometry, it moves from God to the mind, and its fourth part, Of Human "
                "Bondage, or the Strength of the Emotions, treats the power of the passions."
            ),
            S(
                "W. Somerset Maugham: William Somerset Maugham (1874 \u2013 1965) was a British "
                "writer born at the British embassy in Paris. Orphaned at ten, he was sent to live "
                "with his uncle, the vicar of Whitstable in Kent, went to school in Canterbury and "
                "trained as a doctor at St Thomas's Hospital in London."
            ),
            D(
                "The Razor's Edge: The Razor's Edge is a 1944 novel by W. Somerset Maugham about "
                "Larry Darrell, a young American pilot shaken by the First World War. He gives up "
                "his fianc\u00e9e, Isabel, and a career in business to look for meaning, first in "
                "Paris and later in India."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The poet credited with coining the word surrealism was born in which city?",
        "Rome",
        [
            S(
                "Guillaume Apollinaire: Guillaume Apollinaire (1880 \u2013 1918) was a French "
                "poet, playwright and art critic born in Rome on 26 August 1880 to a Polish "
                "mother. A friend of Picasso and a champion of Cubism, he published Alcools in "
                "1913 and died in Paris of Spanish flu two days before the Armistice."
            ),
            D(
                "Andr\u00e9 Breton: Andr\u00e9 Breton (1896 \u2013 1966) was a French writer born "
                "in Tinchebray, Normandy, who studied medicine and worked in psychiatric wards "
                "during the First World War. The chief theorist of Surrealism, he wrote the novel "
                "Nadja in 1928, and he led the movement until his death in Paris in 1966."
            ),
            D(
                "Dada: Dada was an art movement founded in Zurich in 1916 at the Cabaret Voltaire "
                "by Hugo Ball, Tristan Tzara, Jean Arp and others. Rejecting reason after the "
                "slaughter of the First World War, it made nonsense poems, collages and "
                "readymades, and its Paris circle fed into Surrealism."
            ),
            D(
                "Parade (ballet): Parade is a ballet first staged by the Ballets Russes at the "
                "Th\u00e9\u00e2tre du Ch\u00e2telet in Paris on 18 May 1917, with music by Erik "
                "Satie, a story by Jean Cocteau and choreography by L\u00e9onide Massine. Pablo "
                "Picasso designed its curtain, sets and Cubist costumes."
            ),
            S(
                "Surrealism: Surrealism is an art and literary movement launched in Paris in 1924, "
                "when Andr\u00e9 Breton published the first Manifesto of Surrealism. The word had "
                "been coined in 1917 by Guillaume Apollinaire, and the painters of the movement "
                "included Salvador Dal\u00ed, Ren\u00e9 Magritte, Joan Mir\u00f3 and Max Ernst."
            ),
            D(
                "Cubism: Cubism is an early-20th-century art movement begun in Paris by Pablo "
                "Picasso and Georges Braque, who broke objects into facets seen from several "
                "angles at once. The critic Louis Vauxcelles gave it its name in 1908, when he "
                "said Braque had reduced everything to little cubes."
            ),
            D(
                "Tristan Tzara: Tristan Tzara (1896 \u2013 1963) was a Romanian-born French poet "
                "and essayist, born Samuel Rosenstock in the town of Moine\u0219ti. A founder of "
                "Dada in Zurich in 1916, he wrote its manifesto of 1918, then moved to Paris, "
                "where he quarrelled and later made peace with the Surrealists."
            ),
            D(
                "Max Ernst: Max Ernst (1891 \u2013 1976) was a German painter and sculptor born in "
                "Br\u00fchl, near Cologne, a pioneer of both Dada and Surrealism who invented the "
                "frottage technique. He fled to the United States in 1941, married the collector "
                "Peggy Guggenheim and later settled in France."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The painter of Madame X was born in which Italian city?",
        "Florence",
        [
            D(
                "Carolus-Duran: Carolus-Duran (1837 \u2013 1917) was a French painter born Charles "
                "Auguste \u00c9mile Durand in Lille, known for his fashionable portraits. He ran a "
                "teaching studio in Paris whose pupils included many young Americans, and from "
                "1905 he directed the French Academy in Rome."
            ),
            D(
                "Madame X (album): Madame X is the fourteenth studio album by the American singer "
                "Madonna, released in June 2019. Made largely in Lisbon, where she had moved in "
                "2017, it draws on fado, Latin pop and the music of Cape Verde, and it went to "
                "number one on the Billboard 200."
            ),
            D(
                "Carnation, Lily, Lily, Rose: Carnation, Lily, Lily, Rose is a painting by John "
                "Singer Sargent finished in 1886, showing two small girls in white lighting paper "
                "lanterns in a garden at dusk. Painted in the Cotswold village of Broadway, it was "
                "bought for the nation in 1887 and hangs in Tate Britain."
            ),
            D(
                "Giovanni Boldini: Giovanni Boldini (1842 \u2013 1931) was an Italian portrait "
                "painter born in Ferrara who lived in Paris from 1871. His swift, sweeping "
                "brushwork made him a favourite of high society, and his sitters included the "
                "composer Giuseppe Verdi and the Marchesa Luisa Casati."
            ),
            S(
                "Madame X (painting): Madame X is an 1884 portrait by John Singer Sargent of "
                "Virginie Am\u00e9lie Gautreau, a Parisian socialite, in a black satin gown. Its "
                "showing at the Paris Salon caused a scandal that led the painter to move to "
                "London, and it now hangs in the Metropolitan Museum of Art."
            ),
            D(
                "Portrait of Madame R\u00e9camier: Portrait of Madame R\u00e9camier is an "
                "unfinished 1800 painting by Jacques-Louis David of the Paris hostess Juliette "
                "R\u00e9camier, shown reclining on a sofa in a plain white dress. It hangs in the "
                "Louvre, and Fran\u00e7ois G\u00e9rard soon painted a rival portrait of her."
            ),
            D(
                "Metropolitan Museum of Art: The Metropolitan Museum of Art is an art museum on "
                "Fifth Avenue in New York City, founded in 1870 and open at its present site on "
                "the edge of Central Park since 1880. Its collection of over two million works "
                "ranges from an Egyptian temple to American paintings."
            ),
            S(
                "John Singer Sargent: John Singer Sargent (1856 \u2013 1925) was an American "
                "painter born on 12 January 1856 in Florence, Italy, to American parents who lived "
                "abroad. Trained in Paris under Carolus-Duran, he became the leading portrait "
                "painter of his day in London, where he died in 1925."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "california city where the creator of peanuts died",
        "Santa Rosa",
        [
            D(
                "Snoopy: Snoopy is the pet beagle of Charlie Brown in the comic strip Peanuts, "
                "first seen on 4 October 1950. He sleeps on the roof of his doghouse, types novels "
                "that begin with the words It was a dark and stormy night, and imagines himself as "
                "a First World War flying ace."
            ),
            S(
                "Peanuts: Peanuts is a daily and Sunday comic strip by the American cartoonist "
                "Charles M. Schulz that ran from 2 October 1950 to 13 February 2000. It follows "
                "Charlie Brown, his beagle Snoopy and their friends, and at its peak it appeared "
                "in more than 2,600 newspapers."
            ),
            D(
                "Garfield: Garfield is an American comic strip created by Jim Davis and first "
                "published on 19 June 1978. It follows a lazy, lasagne-loving orange cat, his "
                "owner Jon Arbuckle and the dog Odie, and it has been named the most widely "
                "syndicated comic strip in the world."
            ),
            D(
                "Calvin and Hobbes: Calvin and Hobbes is an American comic strip by Bill Watterson "
                "that ran from 18 November 1985 to 31 December 1995. It follows Calvin, a restless "
                "six-year-old boy, and his stuffed tiger Hobbes, and Watterson refused to license "
                "the characters for merchandise."
            ),
            S(
                "Charles M. Schulz: Charles Monroe Schulz (1922 \u2013 2000) was an American "
                "cartoonist born in Minneapolis, Minnesota, who served in Europe in the Second "
                "World War. He moved to California in 1958, drew every strip himself for almost "
                "fifty years and died at his home in Santa Rosa on 12 February 2000."
            ),
            D(
                "Santa Rosa, California: Santa Rosa is a city in Sonoma County, California, and "
                "the county seat, about 90 km north of San Francisco. The plant breeder Luther "
                "Burbank lived and worked there for some fifty years, and large parts of the city "
                "burned in the Tubbs Fire of October 2017."
            ),
            D(
                "Walt Disney: Walter Elias Disney (1901 \u2013 1966) was an American animator and "
                "film producer born in Chicago who co-founded the Walt Disney Company with his "
                "brother Roy. He created Mickey Mouse with Ub Iwerks in 1928, opened Disneyland in "
                "Anaheim in 1955 and died in Burbank, California, in December 1966."
            ),
            D(
                "A Charlie Brown Christmas: A Charlie Brown Christmas is a 1965 animated "
                "television special based on the comic strip Peanuts, directed by Bill Melendez "
                "with a jazz score by the Vince Guaraldi Trio. First shown on CBS on 9 December "
                "1965, it won both an Emmy and a Peabody Award."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The main arena of the Australian Open is named after a player born in which "
            "Queensland city?"
        ),
        "Rockhampton",
        [
            S(
                "Rod Laver Arena: Rod Laver Arena is the centre court of the Australian Open, at "
                "Melbourne Park in Melbourne, Victoria. Opened in 1988 with a retractable roof and "
                "about 15,000 seats, it was renamed in 2000 after the Australian left-hander Rod "
                "Laver, twice winner of the calendar Grand Slam."
            ),
            D(
                "Margaret Court Arena: Margaret Court Arena is a tennis and events venue at "
                "Melbourne Park and one of the show courts of the Australian Open. Opened in 1988 "
                "as Show Court One, it was renamed in 2003 after Margaret Court, who was born in "
                "Albury, New South Wales, and it was given a roof in 2015."
            ),
            D(
                "Roy Emerson: Roy Stanley Emerson (born 3 November 1936) is an Australian former "
                "tennis player born in Blackbutt, Queensland. He won 12 major singles titles, six "
                "of them at the Australian Championships, and 16 in doubles, and he was a mainstay "
                "of Australia's Davis Cup teams in the 1960s."
            ),
            D(
                "Melbourne Park: Melbourne Park is a sports and entertainment precinct in "
                "Melbourne, Victoria, home of the Australian Open since 1988, when the tournament "
                "left the grass courts of Kooyong. Known as Flinders Park until 1996, it has three "
                "arenas with roofs and more than thirty outdoor courts."
            ),
            D(
                "Evonne Goolagong Cawley: Evonne Goolagong Cawley (born 31 July 1951) is an "
                "Australian former tennis player of Wiradjuri descent, born in Griffith, New South "
                "Wales. She won seven major singles titles, among them four Australian Opens in a "
                "row and the Wimbledon title in 1971 and 1980."
            ),
            S(
                "Rod Laver: Rodney George Laver (born 9 August 1938) is an Australian former "
                "tennis player born in Rockhampton, Queensland. He is the only player to win the "
                "calendar-year Grand Slam twice, as an amateur in 1962 and as a professional in "
                "1969, and he won 11 major singles titles in all."
            ),
            D(
                "Australian Open: The Australian Open is a tennis tournament held each January at "
                "Melbourne Park, the first of the four Grand Slam events of the year. First played "
                "in 1905 as the Australasian Championships, it moved to hard courts in 1988, and "
                "Novak Djokovic has won its men's singles ten times."
            ),
            D(
                "Pat Rafter: Patrick Michael Rafter (born 28 December 1972) is an Australian "
                "former tennis player born in Mount Isa, Queensland, a serve-and-volley specialist "
                "who won the US Open in 1997 and 1998. He reached world number one in 1999 and was "
                "twice runner-up at Wimbledon, in 2000 and 2001."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "At which Pennsylvania school did the athlete after whom the borough of Jim Thorpe is "
            "named play college football?"
        ),
        "Carlisle Indian Industrial School",
        [
            D(
                "Pop Warner: Glenn Scobey Warner (1871 \u2013 1954), known as Pop Warner, was an "
                "American college football coach born in Springville, New York, who devised the "
                "single-wing and double-wing formations. He coached at Georgia, Cornell, "
                "Pittsburgh, Stanford and Temple, and a youth league bears his name."
            ),
            D(
                "Jim Thorpe Award: The Jim Thorpe Award is given each year to the best defensive "
                "back in American college football, presented since 1986 by the Jim Thorpe "
                "Association of Oklahoma City. Its winners include Deion Sanders of Florida State "
                "in 1988 and Charles Woodson of Michigan in 1997."
            ),
            D(
                "Ian Thorpe: Ian James Thorpe (born 13 October 1982) is an Australian former "
                "swimmer born in Sydney, nicknamed the Thorpedo. He won five Olympic gold medals, "
                "three of them at the 2000 Sydney Games and two at Athens in 2004, and eleven "
                "world championship titles in freestyle and relay races."
            ),
            S(
                "Jim Thorpe, Pennsylvania: Jim Thorpe is a borough in Carbon County, Pennsylvania, "
                "formed in 1954 when the towns of Mauch Chunk and East Mauch Chunk merged. They "
                "took the name of the athlete Jim Thorpe after his widow agreed to let them build "
                "a memorial and tomb for his remains there."
            ),
            D(
                "1912 Summer Olympics: The 1912 Summer Olympics were held in Stockholm, Sweden, "
                "from May to July 1912, with some 2,400 athletes from 28 nations. They were the "
                "first Games to use electronic timing and a public address system, and the modern "
                "pentathlon was held at them for the first time."
            ),
            D(
                "Dickinson College: Dickinson College is a private liberal arts college in "
                "Carlisle, Pennsylvania, founded in 1783 by the physician Benjamin Rush and "
                "named after John Dickinson, a Founding Father and governor of the state. It is "
                "one of the oldest colleges in the United States."
            ),
            S(
                "Jim Thorpe: James Francis Thorpe (1887 \u2013 1953) was an American athlete of "
                "Sac and Fox descent, born in Indian Territory in what is now Oklahoma. He played "
                "college football under Pop Warner at the Carlisle Indian Industrial School and "
                "won the pentathlon and decathlon at the 1912 Olympics."
            ),
            D(
                "Canton Bulldogs: The Canton Bulldogs were a professional American football team "
                "from Canton, Ohio, and founding members of the league that became the NFL in "
                "1920. Led by Jim Thorpe, they won Ohio League titles in 1916, 1917 and 1919, and "
                "they were NFL champions in 1922 and 1923."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "walker cup golf trophy named after the grandfather of which us president",
        "George H. W. Bush",
        [
            D(
                "Ryder Cup: The Ryder Cup is a golf competition held every two years between "
                "professional men's teams from Europe and the United States, first played in 1927 "
                "at Worcester Country Club in Massachusetts. Its gold trophy was given by Samuel "
                "Ryder, an English seed merchant from St Albans."
            ),
            D(
                "Prescott Bush: Prescott Sheldon Bush (1895 \u2013 1972) was an American banker "
                "and politician born in Columbus, Ohio, a partner of Brown Brothers Harriman and a "
                "US senator from Connecticut from 1952 to 1963. A Yale man and member of Skull and "
                "Bones, he was also a keen golfer and president of the US Golf Association in 1935."
            ),
            D(
                "Curtis Cup: The Curtis Cup is a golf match held every two years between amateur "
                "women's teams from the United States and from Great Britain and Ireland, first "
                "played in 1932 at Wentworth in England. It is named after the sisters Harriot and "
                "Margaret Curtis, both winners of the US Women's Amateur."
            ),
            D(
                "Solheim Cup: The Solheim Cup is a golf tournament held every two years between "
                "professional women's teams from Europe and the United States, first played in "
                "1990 at Lake Nona in Florida. It is named after Karsten Solheim, the "
                "Norwegian-born engineer who founded the golf club maker Ping."
            ),
            S(
                "George Herbert Walker: George Herbert Walker (1875 \u2013 1953) was an American "
                "banker from St. Louis, Missouri, and president of the US Golf Association in "
                "1920. His daughter Dorothy married Prescott Bush, which made him the grandfather "
                "of President George H. W. Bush and great-grandfather of George W. Bush."
            ),
            D(
                "National Golf Links of America: The National Golf Links of America is a "
                "links-style golf course in Southampton, New York, on the eastern end of Long "
                "Island, designed by Charles Blair Macdonald and opened in 1911. Its holes copy "
                "famous ones in Scotland and England, such as the Redan at North Berwick."
            ),
            S(
                "Walker Cup: The Walker Cup is a golf match held every two years between amateur "
                "men's teams from the United States and from Great Britain and Ireland. First "
                "played in 1922 on Long Island, it is named after George Herbert Walker, president "
                "of the US Golf Association, who gave the trophy."
            ),
            D(
                "United States Golf Association: The United States Golf Association is the "
                "governing body of golf in the United States and Mexico, founded in 1894 by five "
                "clubs and based in New Jersey. It runs the US Open and the US Women's Open and "
                "writes the Rules of Golf together with the R&A."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The band that recorded Livin' on a Prayer was formed in which New Jersey borough?",
        "Sayreville",
        [
            D(
                "Jon Bon Jovi: John Francis Bongiovi Jr. (born 2 March 1962) is an American singer "
                "and songwriter born in Perth Amboy, New Jersey, who founded the rock band that "
                "bears his name. He has also acted in films, and in 2011 he opened the JBJ Soul "
                "Kitchen in Red Bank, where diners pay what they can."
            ),
            D(
                "Bruce Springsteen: Bruce Frederick Joseph Springsteen (born 23 September 1949) is "
                "an American singer and songwriter born in Long Branch, New Jersey, and raised in "
                "Freehold. With the E Street Band, formed in 1972, he made the albums Born to Run "
                "and Born in the U.S.A., and he received the Presidential Medal of Freedom in 2016."
            ),
            D(
                "Desmond Child: Desmond Child (born 28 October 1953) is an American songwriter and "
                "record producer from Gainesville, Florida, who co-wrote hits for Kiss, Aerosmith "
                "and Ricky Martin, among them I Was Made for Lovin' You, Dude (Looks Like a Lady) "
                "and Livin' la Vida Loca. He joined the Songwriters Hall of Fame in 2008."
            ),
            S(
                "Bon Jovi: Bon Jovi is an American rock band formed in 1983 in Sayreville, New "
                "Jersey, by the singer Jon Bon Jovi and the keyboardist David Bryan. Its albums "
                "Slippery When Wet and New Jersey made it one of the biggest acts of the late "
                "1980s, and it entered the Rock and Roll Hall of Fame in 2018."
            ),
            D(
                "Like a Prayer (song): Like a Prayer is a 1989 song by the American singer "
                "Madonna, the title track of her fourth studio album. Its gospel choir and a video "
                "with burning crosses and a black saint caused an uproar, and the soft drink maker "
                "Pepsi dropped an advertising deal with her."
            ),
            S(
                "Livin' on a Prayer: Livin' on a Prayer is a 1986 rock song by the American band "
                "Bon Jovi from their third album, Slippery When Wet, written by Jon Bon Jovi, "
                "Richie Sambora and Desmond Child. It tells of a struggling young couple, Tommy "
                "and Gina, and topped the Billboard Hot 100 for four weeks."
            ),
            D(
                "Skid Row (band): Skid Row is an American heavy metal band formed in 1986 in Toms "
                "River, New Jersey. Its 1989 debut album, with the singles Youth Gone Wild and 18 "
                "and Life, sold five million copies in the United States, helped by a tour opening "
                "for a bigger New Jersey band."
            ),
            D(
                "Asbury Park, New Jersey: Asbury Park is a seaside city in Monmouth County, New "
                "Jersey, founded in 1871 by the brush maker James A. Bradley. Its Stone Pony club, "
                "opened in 1974, became the heart of the Jersey Shore rock scene, and Springsteen "
                "named his first album after the town."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The composer of the opera Hansel and Gretel was born in which German town?",
        "Siegburg",
        [
            D(
                "Engelbert Humperdinck (singer): Engelbert Humperdinck, born Arnold George Dorsey "
                "on 2 May 1936 in Madras, British India, is a British pop singer who took the name "
                "of a German composer. His 1967 ballad Release Me kept the Beatles' Penny Lane off "
                "the top of the UK chart."
            ),
            S(
                "Hansel and Gretel (opera): H\u00e4nsel und Gretel is an opera in three acts by "
                "Engelbert Humperdinck to a libretto by his sister Adelheid Wette, based on the "
                "fairy tale collected by the Brothers Grimm. It was first performed at the court "
                "theatre in Weimar on 23 December 1893."
            ),
            D(
                "Hansel and Gretel: Hansel and Gretel is a German fairy tale collected by the "
                "Brothers Grimm and published in 1812 in the first volume of their Children's and "
                "Household Tales. Two children left in the forest find a house made of bread and "
                "cake, the home of a witch who means to eat them."
            ),
            D(
                "Der Freisch\u00fctz: Der Freisch\u00fctz is a German opera in three acts by Carl "
                "Maria von Weber, born in Eutin, first performed in Berlin on 18 June 1821. Set in "
                "a Bohemian forest, it tells of a young marksman who makes a pact for magic "
                "bullets, and it is seen as the first great German Romantic opera."
            ),
            D(
                "Brothers Grimm: Jacob (1785 \u2013 1863) and Wilhelm Grimm (1786 \u2013 1859) "
                "were German scholars born in Hanau, in Hesse, who collected folk tales such as "
                "Cinderella, Snow White and Rumpelstiltskin. They also began the Deutsches "
                "W\u00f6rterbuch, a great dictionary of the German language."
            ),
            D(
                "K\u00f6nigskinder: K\u00f6nigskinder is a German fairy-tale opera by Engelbert "
                "Humperdinck to a libretto by Ernst Rosmer, the pen name of Elsa Bernstein. It had "
                "its first performance at the Metropolitan Opera in New York on 28 December 1910, "
                "with Geraldine Farrar as the goose girl."
            ),
            D(
                "Siegfried (opera): Siegfried is the third of the four operas in Richard Wagner's "
                "cycle Der Ring des Nibelungen, first staged at the Bayreuth Festspielhaus in "
                "August 1876. Its hero, raised by the dwarf Mime, forges the sword Nothung anew, "
                "kills the dragon Fafner and wakes Br\u00fcnnhilde."
            ),
            S(
                "Engelbert Humperdinck (composer): Engelbert Humperdinck (1854 \u2013 1921) was a "
                "German composer born on 1 September 1854 in Siegburg, near Bonn. He helped "
                "Richard Wagner prepare the first production of Parsifal at Bayreuth in 1882, and "
                "he later taught composition in Frankfurt and Berlin."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Italo Calvino and Primo Levi both born in Italy?",
        "no",
        [
            D(
                "Natalia Ginzburg: Natalia Ginzburg (1916 \u2013 1991) was an Italian writer born "
                "in Palermo and raised in Turin, where she worked for the publisher Einaudi beside "
                "Cesare Pavese and Italo Calvino. Her memoir of her family, Family Lexicon, won "
                "the Strega Prize in 1963, and in 1983 she was elected to the Italian parliament."
            ),
            S(
                "Italo Calvino: Italo Calvino (1923 \u2013 1985) was an Italian writer born on 15 "
                "October 1923 in Santiago de las Vegas, near Havana in Cuba, where his parents "
                "worked as agronomists. Raised in Sanremo, he wrote Invisible Cities and If on a "
                "Winter's Night a Traveller, and he died in Siena."
            ),
            D(
                "Cesare Pavese: Cesare Pavese (1908 \u2013 1950) was an Italian poet, novelist and "
                "translator born in Santo Stefano Belbo, in Piedmont. He translated Moby-Dick into "
                "Italian, won the Strega Prize in 1950 for The Beautiful Summer and took his own "
                "life in a Turin hotel later that year."
            ),
            D(
                "Giorgio Bassani: Giorgio Bassani (1916 \u2013 2000) was an Italian writer born in "
                "Bologna and raised in Ferrara, whose Jewish community he portrayed in The Garden "
                "of the Finzi-Continis. The novel came out in 1962, and Vittorio De Sica's film of "
                "it won the Oscar for foreign-language film."
            ),
            D(
                "Invisible Cities: Invisible Cities is a 1972 novel by Italo Calvino in which the "
                "traveller Marco Polo describes fifty-five imaginary cities to the ageing emperor "
                "Kublai Khan. Each city bears a woman's name, and the book was written in Paris, "
                "where Calvino lived from 1967 to 1980."
            ),
            D(
                "If This Is a Man: If This Is a Man is a memoir by Primo Levi of the year he spent "
                "as a prisoner in the Auschwitz camp of Monowitz, first published in 1947 by a "
                "small press after Einaudi turned it down. Its sequel, The Truce, tells of his "
                "long journey home across Eastern Europe."
            ),
            S(
                "Primo Levi: Primo Levi (1919 \u2013 1987) was an Italian chemist and writer born "
                "on 31 July 1919 in Turin, where he lived nearly all his life. Deported to "
                "Auschwitz in 1944, he wrote of it in If This Is a Man, and his book The Periodic "
                "Table was later named the best science book ever written."
            ),
            D(
                "Elsa Morante: Elsa Morante (1912 \u2013 1985) was an Italian novelist born in "
                "Rome and the wife of the writer Alberto Moravia from 1941. Her novel History, set "
                "in Rome during the Second World War, was a best-seller in 1974, and Arturo's "
                "Island won the Strega Prize in 1957."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first django reinhardt or stephane grappelli",
        "St\u00e9phane Grappelli",
        [
            D(
                "Quintette du Hot Club de France: The Quintette du Hot Club de France was a jazz "
                "group founded in Paris in 1934, unusual in using only strings: a violin, three "
                "guitars and a double bass. Its records, such as Minor Swing of 1937, created the "
                "style known today as gypsy jazz."
            ),
            D(
                "Eddie Lang: Eddie Lang (1902 \u2013 1933), born Salvatore Massaro in "
                "Philadelphia, was an American jazz guitarist often called the father of jazz "
                "guitar. He recorded duets with the violinist Joe Venuti and accompanied Bing "
                "Crosby, and he died after an operation to remove his tonsils."
            ),
            D(
                "Jean-Luc Ponty: Jean-Luc Ponty (born 29 September 1942) is a French jazz "
                "violinist born in Avranches, Normandy, who moved to the United States in 1973. He "
                "played with Frank Zappa and the Mahavishnu Orchestra before leading his own "
                "jazz-rock bands, using electric violins."
            ),
            S(
                "Django Reinhardt: Jean Reinhardt (1910 \u2013 1953), known as Django, was a "
                "Belgian-born Romani jazz guitarist born on 23 January 1910 in Liberchies. After a "
                "caravan fire in 1928 left two fingers of his left hand badly burned, he worked "
                "out a new technique and became Europe's first great jazz soloist."
            ),
            D(
                "Charlie Christian: Charlie Christian (1916 \u2013 1942) was an American jazz "
                "guitarist born in Bonham, Texas, an early star of the electric guitar. He played "
                "with Benny Goodman from 1939 and joined the jam sessions at Minton's Playhouse "
                "that led to bebop, before dying of tuberculosis in New York at only 25."
            ),
            S(
                "St\u00e9phane Grappelli: St\u00e9phane Grappelli (26 January 1908 \u2013 1 "
                "December 1997) was a French jazz violinist born in Paris to an Italian father and "
                "a French mother. With Django Reinhardt he founded the Quintette du Hot Club de "
                "France in 1934, and he went on recording into his late eighties."
            ),
            D(
                "Stuff Smith: Hezekiah Leroy Gordon Smith (1909 \u2013 1967), known as Stuff "
                "Smith, was an American jazz violinist born in Portsmouth, Ohio, known for his "
                "hard, amplified sound and his 1936 hit I'se a-Muggin'. He spent his last years in "
                "Europe and died in Munich."
            ),
            D(
                "Gypsy jazz: Gypsy jazz is a style of acoustic jazz first played in Paris in the "
                "1930s, in which a lead guitar or violin solos over the steady strumming of rhythm "
                "guitars. Romani players such as Bir\u00e9li Lagr\u00e8ne and Stochelo Rosenberg "
                "carry it on, and a yearly festival begun in Samois-sur-Seine, where Django died, "
                "honours him."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Joe Louis or Max Schmeling?",
        "Max Schmeling",
        [
            D(
                "Joe Louis vs. Max Schmeling: The second fight between Joe Louis and Max Schmeling "
                "was held at Yankee Stadium in New York on 22 June 1938 before more than 70,000 "
                "people. Seen as a contest between democracy and Nazi Germany, it ended when Louis "
                "knocked out the German in two minutes and four seconds."
            ),
            D(
                "James J. Braddock: James Walter Braddock (1905 \u2013 1974) was an American boxer "
                "born in Hell's Kitchen, New York, and known as the Cinderella Man. He won the "
                "world heavyweight title from Max Baer in June 1935 and lost it to Joe Louis in "
                "Chicago two years later, in June 1937."
            ),
            S(
                "Max Schmeling: Maximilian Adolph Otto Siegfried Schmeling (28 September 1905 "
                "\u2013 2 February 2005) was a German boxer born in Klein Luckow, Pomerania. World "
                "heavyweight champion from 1930 to 1932, he knocked out Joe Louis in 1936 but lost "
                "their rematch in the first round in 1938."
            ),
            D(
                "Max Baer: Maximilian Adelbert Baer (1909 \u2013 1959) was an American boxer born "
                "in Omaha, Nebraska, world heavyweight champion from June 1934 to June 1935. He "
                "beat Max Schmeling at Yankee Stadium in 1933, wearing a Star of David on his "
                "trunks, and later acted in films."
            ),
            D(
                "Rocky Marciano: Rocco Francis Marchegiano (1923 \u2013 1969) was an American "
                "boxer born in Brockton, Massachusetts, the only heavyweight champion to retire "
                "unbeaten, with 49 wins in 49 fights. He knocked out an ageing Joe Louis in 1951 "
                "and died in a plane crash in Iowa."
            ),
            D(
                "Ezzard Charles: Ezzard Mack Charles (1921 \u2013 1975) was an American boxer born "
                "in Lawrenceville, Georgia, and known as the Cincinnati Cobra. He beat Joe Louis "
                "on points in September 1950 to become the undisputed heavyweight champion, and he "
                "held the title until 1951."
            ),
            D(
                "Joe Frazier: Joseph William Frazier (1944 \u2013 2011) was an American boxer born "
                "in Beaufort, South Carolina, who won Olympic gold in Tokyo in 1964. Heavyweight "
                "champion from 1970 to 1973, he handed Muhammad Ali his first defeat as a "
                "professional in the Fight of the Century in 1971."
            ),
            S(
                "Joe Louis: Joseph Louis Barrow (13 May 1914 \u2013 12 April 1981), known as Joe "
                "Louis and nicknamed the Brown Bomber, was an American boxer born in LaFayette, "
                "Alabama. He was world heavyweight champion from 1937 to 1949 and defended the "
                "title 25 times, which is still the record for a heavyweight."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Fernando Botero or Yayoi Kusama?",
        "Yayoi Kusama",
        [
            S(
                "Fernando Botero: Fernando Botero Angulo (19 April 1932 \u2013 15 September 2023) "
                "was a Colombian painter and sculptor born in Medell\u00edn. His style of swollen, "
                "rounded people and animals, known as Boterismo, spread to bronzes set in public "
                "squares, and he gave many works to museums in Bogot\u00e1 and Medell\u00edn."
            ),
            D(
                "Takashi Murakami: Takashi Murakami (born 1 February 1962) is a Japanese artist "
                "born in Tokyo who founded the Superflat movement, which mixes fine art with the "
                "flat look of anime and manga. He has worked with the fashion house Louis Vuitton, "
                "and he drew the cover of the rapper Kanye West's 2007 album Graduation."
            ),
            D(
                "Oswaldo Guayasam\u00edn: Oswaldo Guayasam\u00edn (1919 \u2013 1999) was an "
                "Ecuadorian painter and sculptor born in Quito, whose large expressionist series, "
                "among them Huacay\u00f1\u00e1n and The Age of Wrath, showed the suffering of the "
                "poor of Latin America. His Chapel of Man opened in Quito in 2002."
            ),
            D(
                "Museo Botero: The Museo Botero is an art museum in the La Candelaria district of "
                "Bogot\u00e1, Colombia, opened in 2000 in a colonial house run by the Bank of the "
                "Republic. It shows works given by the Colombian artist, both his own and pieces "
                "by Picasso, Mir\u00f3 and Dal\u00ed, and entry is free."
            ),
            D(
                "Pumpkin (Kusama): Pumpkin is a large yellow sculpture covered in black polka dots "
                "by Yayoi Kusama, set at the end of a pier on the Japanese island of Naoshima in "
                "1994. A typhoon swept it into the sea in August 2021, and a rebuilt pumpkin went "
                "back on the pier the following year."
            ),
            D(
                "Doris Salcedo: Doris Salcedo (born 1958) is a Colombian sculptor born in "
                "Bogot\u00e1 whose works mourn the victims of political violence. For her piece "
                "Shibboleth, in 2007, she opened a crack 167 metres long in the concrete floor of "
                "the Turbine Hall at Tate Modern in London."
            ),
            S(
                "Yayoi Kusama: Yayoi Kusama (born 22 March 1929) is a Japanese artist born in "
                "Matsumoto, Nagano, known for her polka dots, pumpkins and mirrored Infinity "
                "Rooms. She lived in New York from 1958 to 1973, and since 1977 she has lived by "
                "choice in a psychiatric hospital in Tokyo."
            ),
            D(
                "Alejandro Obreg\u00f3n: Alejandro Obreg\u00f3n (1920 \u2013 1992) was a Colombian "
                "painter born in Barcelona, Spain, who grew up in Barranquilla and later settled "
                "in Cartagena. His bold paintings of condors, bulls and barracudas, and his 1962 "
                "canvas Violence, made him a leader of modern Colombian art."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        (
            "Which race was first held, Paris\u2013Roubaix or "
            "Li\u00e8ge\u2013Bastogne\u2013Li\u00e8ge?"
        ),
        "Li\u00e8ge\u2013Bastogne\u2013Li\u00e8ge",
        [
            S(
                "Li\u00e8ge\u2013Bastogne\u2013Li\u00e8ge: "
                "Li\u00e8ge\u2013Bastogne\u2013Li\u00e8ge is a one-day cycling race in the Belgian "
                "Ardennes, first held in 1892, which makes it the oldest of the five races known "
                "as the Monuments. Nicknamed La Doyenne, it runs from Li\u00e8ge south to Bastogne "
                "and back, and a women's race has been held since 2017."
            ),
            D(
                "Tour of Flanders: The Tour of Flanders is a one-day cycling race in Belgium held "
                "each spring since 1913, first organised by the sports newspaper Sportwereld. Its "
                "short, steep cobbled hills such as the Oude Kwaremont and the Paterberg decide "
                "most editions, and it ends in Oudenaarde, home of a museum of the race."
            ),
            D(
                "Milan\u2013San Remo: Milan\u2013San Remo is a one-day cycling race in Italy first "
                "held in 1907 and, at close to 300 kilometres, the longest one-day race of the "
                "professional season. It follows the Ligurian coast and is often decided on the "
                "Poggio, the last climb before the finish in Sanremo."
            ),
            D(
                "Giro di Lombardia: Il Lombardia is a one-day cycling race in the Lombardy region "
                "of Italy, first held in 1905 and run each autumn as the last of the five "
                "Monuments. Known as the race of the falling leaves, it passes the chapel of the "
                "Madonna del Ghisallo, patron of cyclists, above Lake Como."
            ),
            D(
                "Bastogne: Bastogne is a town in the province of Luxembourg in the Belgian "
                "Ardennes, besieged by German forces during the Battle of the Bulge in December "
                "1944. The American commander in the town, General Anthony McAuliffe, answered a "
                "demand to surrender with the single word Nuts."
            ),
            S(
                "Paris\u2013Roubaix: Paris\u2013Roubaix is a one-day professional cycling race in "
                "northern France, first run on 19 April 1896 and won by the German rider Josef "
                "Fischer. Known as the Hell of the North for its rough cobbled sectors, it "
                "finishes with laps of the open-air velodrome in Roubaix."
            ),
            D(
                "Bordeaux\u2013Paris: Bordeaux\u2013Paris was a one-day cycling race of about 560 "
                "kilometres, first held in May 1891 and won by the Englishman George Pilkington "
                "Mills. For much of its history the riders were paced for part of the way by motor "
                "vehicles, and the last edition was run in 1988."
            ),
            D(
                "La Fl\u00e8che Wallonne: La Fl\u00e8che Wallonne is a one-day cycling race in "
                "Wallonia, Belgium, first held in 1936 and run each April as one of the Ardennes "
                "classics. It now finishes at the top of the Mur de Huy, a short, narrow climb "
                "with stretches steeper than one in four."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the performer of the song Oh, Pretty Woman born?",
        "Vernon, Texas",
        [
            D(
                "Pretty Woman: Pretty Woman is a 1990 American romantic comedy film directed by "
                "Garry Marshall, with Richard Gere as a wealthy businessman and Julia Roberts as a "
                "Hollywood sex worker he hires for a week. It took over 460 million dollars around "
                "the world and won Roberts a Golden Globe."
            ),
            D(
                "Buddy Holly: Charles Hardin Holley (1936 \u2013 1959), known as Buddy Holly, was "
                "an American rock and roll singer and songwriter born in Lubbock, Texas. With the "
                "Crickets he recorded That'll Be the Day and Peggy Sue, and he died in a plane "
                "crash in Iowa in February 1959."
            ),
            D(
                "Wink, Texas: Wink is a small city in Winkler County in West Texas, founded during "
                "an oil boom in the late 1920s, with fewer than a thousand residents. A museum "
                "there honours Roy Orbison, who spent his youth in the town and played in a band "
                "called the Wink Westerners."
            ),
            S(
                "Oh, Pretty Woman: Oh, Pretty Woman is a 1964 rock song written by Roy Orbison and "
                "Bill Dees and recorded by Orbison for Monument Records. It reached number one in "
                "both the United States and Britain, and its title was borrowed for the 1990 film "
                "Pretty Woman."
            ),
            S(
                "Roy Orbison: Roy Kelton Orbison (1936 \u2013 1988) was an American singer and "
                "songwriter born on 23 April 1936 in Vernon, Texas, and raised in the oil town of "
                "Wink. Known for his dark glasses and operatic voice, he later joined the "
                "Traveling Wilburys and died in Hendersonville, Tennessee."
            ),
            D(
                "Woman (John Lennon song): Woman is a song written and sung by John Lennon for the "
                "album Double Fantasy, made with Yoko Ono in 1980. Released as a single in January "
                "1981, a few weeks after his murder in New York, it went to number one in Britain."
            ),
            D(
                "Jerry Lee Lewis: Jerry Lee Lewis (1935 \u2013 2022) was an American rock and roll "
                "singer and pianist born in Ferriday, Louisiana, known as the Killer. He recorded "
                "Great Balls of Fire for Sun Records in Memphis in 1957 and died at his home in "
                "Mississippi in October 2022."
            ),
            D(
                "Only the Lonely (Roy Orbison song): Only the Lonely is a 1960 ballad written by "
                "Roy Orbison and Joe Melson, first offered to Elvis Presley and to the Everly "
                "Brothers. Orbison's own recording, with its soaring falsetto, reached number two "
                "in the United States and number one in Britain."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the author of swallows and amazons born",
        "Leeds",
        [
            D(
                "Coniston Water: Coniston Water is a lake about 8 km long in the Lake District of "
                "Cumbria, England. Donald Campbell set a water speed record on it in 1959 and died "
                "there on 4 January 1967 when his jet boat Bluebird K7 flipped at over 300 miles "
                "an hour; the wreck was raised in 2001."
            ),
            S(
                "Swallows and Amazons: Swallows and Amazons is a 1930 children's novel by the "
                "English writer Arthur Ransome, the first of twelve books in a series. Four Walker "
                "children sail a dinghy called Swallow on a lake in the Lake District and camp on "
                "an island, where they meet the Blackett sisters."
            ),
            D(
                "The Railway Children: The Railway Children is a children's novel by E. Nesbit, "
                "published as a book in 1906. Three children move with their mother to a cottage "
                "near a country railway line after their father is wrongly sent to prison, and "
                "they stop a train to save it from a landslide."
            ),
            D(
                "Enid Blyton: Enid Mary Blyton (1897 \u2013 1968) was an English children's writer "
                "born in East Dulwich, London, whose books have sold more than 600 million copies. "
                "Her series include the Famous Five and the Secret Seven, and her character Noddy "
                "first appeared in 1949."
            ),
            D(
                "Swallows and Amazons (1974 film): Swallows and Amazons is a 1974 British family "
                "film directed by Claude Whatham from the 1930 novel, with Virginia McKenna as the "
                "children's mother and Ronald Fraser as Captain Flint, the uncle of the Blackett "
                "girls. It was filmed on the lakes and fells of the Lake District."
            ),
            D(
                "Hugh Walpole: Sir Hugh Seymour Walpole (1884 \u2013 1941) was an English novelist "
                "born in Auckland, New Zealand, the son of a clergyman. He wrote Mr Perrin and Mr "
                "Traill and the Herries Chronicle, set in the Lake District, where he lived at "
                "Brackenburn above Derwentwater."
            ),
            D(
                "Windermere: Windermere is the largest natural lake in England, about 18 km long, "
                "in the Lake District of Cumbria. Steamers have carried visitors on it since the "
                "1840s, and the town of Bowness-on-Windermere on its eastern shore grew up around "
                "the trade after the railway arrived in 1847."
            ),
            S(
                "Arthur Ransome: Arthur Michell Ransome (1884 \u2013 1967) was an English author "
                "and journalist born on 18 January 1884 in Leeds, the son of a history professor. "
                "He reported on the Russian Revolution, married Trotsky's secretary Evgenia "
                "Shelepina and later settled in the Lake District."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the painter of Whistlejacket born?",
        "Liverpool",
        [
            D(
                "Eclipse (horse): Eclipse (1764 \u2013 1789) was an undefeated British "
                "Thoroughbred racehorse, named after the solar eclipse of the year of his birth, "
                "who won all 18 of his races. He later became a great sire, and most modern "
                "Thoroughbreds descend from him through the male line."
            ),
            D(
                "Joseph Wright of Derby: Joseph Wright (1734 \u2013 1797) was an English painter "
                "born in Derby, known for candle-lit scenes of science and industry such as An "
                "Experiment on a Bird in the Air Pump, painted in 1768. He was linked with the "
                "Lunar Society of Birmingham and painted several of its members."
            ),
            S(
                "George Stubbs: George Stubbs (25 August 1724 \u2013 10 July 1806) was an English "
                "painter born in Liverpool, the son of a leather worker. Best known for his "
                "paintings of horses, he spent eighteen months dissecting horses in Lincolnshire "
                "and published The Anatomy of the Horse in 1766."
            ),
            D(
                "Thomas Gainsborough: Thomas Gainsborough (1727 \u2013 1788) was an English "
                "portrait and landscape painter born in Sudbury, Suffolk, and a founding member of "
                "the Royal Academy in 1768. His works include Mr and Mrs Andrews and The Blue Boy, "
                "and he died in London in August 1788."
            ),
            D(
                "Charles Watson-Wentworth, 2nd Marquess of Rockingham: Rockingham (1730 \u2013 "
                "1782) was a British Whig statesman who served twice as Prime Minister, in "
                "1765\u201366 and in 1782, when he died in office. A keen owner of racehorses, he "
                "lived at Wentworth Woodhouse in Yorkshire."
            ),
            D(
                "Walker Art Gallery: The Walker Art Gallery is an art museum in Liverpool, opened "
                "in 1877 and named after the brewer Andrew Barclay Walker, who paid for the "
                "building. Its collection runs from the Middle Ages to today and includes W. F. "
                "Yeames's And When Did You Last See Your Father?"
            ),
            S(
                "Whistlejacket: Whistlejacket is an oil painting of about 1762 by the English "
                "artist George Stubbs, showing a chestnut Arabian racehorse rearing against a "
                "plain background at life size. Painted for the Marquess of Rockingham, it has "
                "hung in the National Gallery in London since 1997."
            ),
            D(
                "Edwin Landseer: Sir Edwin Henry Landseer (1802 \u2013 1873) was an English "
                "painter born in London, famous for animals, above all dogs, horses and stags such "
                "as The Monarch of the Glen. He also modelled the four bronze lions at the foot of "
                "Nelson's Column in Trafalgar Square."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of the Harlem Globetrotters born?",
        "4 July 1902",
        [
            D(
                "Meadowlark Lemon: Meadow George Lemon III (1932 \u2013 2015), known as Meadowlark "
                "Lemon, was an American basketball player who grew up in Wilmington, North "
                "Carolina. For more than twenty years he was the clown prince of the Harlem "
                "Globetrotters, and in 2003 he entered the Basketball Hall of Fame."
            ),
            D(
                "Washington Generals: The Washington Generals were an American basketball team "
                "founded in 1952 by Red Klotz, born in Philadelphia on 21 October 1920, to act as "
                "the regular opponents of the Harlem Globetrotters. They lost thousands of games "
                "to them, winning last in January 1971."
            ),
            D(
                "New York Renaissance: The New York Renaissance, or Harlem Rens, were an all-black "
                "professional basketball team founded in 1923 by Bob Douglas, who was born on the "
                "Caribbean island of St Kitts. Playing at the Renaissance Ballroom in Harlem, they "
                "won the first world tournament in 1939."
            ),
            D(
                "Marques Haynes: Marques Oreole Haynes (1926 \u2013 2015) was an American "
                "basketball player born in Sand Springs, Oklahoma, famous for his dribbling with "
                "the Harlem Globetrotters, whom he joined in 1946. In 1998 he became the first "
                "Globetrotter player to enter the Basketball Hall of Fame."
            ),
            S(
                "Harlem Globetrotters: The Harlem Globetrotters are an American exhibition "
                "basketball team that mixes athletic play with comedy, founded in Chicago in the "
                "1920s by Abe Saperstein. Despite the name, the team had no link with Harlem until "
                "1968, and it has played in more than 120 countries."
            ),
            D(
                "American Basketball League (1961\u20131963): The American Basketball League was a "
                "professional basketball league that played one full season, 1961\u201362, and "
                "part of another before it folded on 31 December 1962. It brought in the "
                "three-point shot, later taken up by the ABA and then by the NBA."
            ),
            S(
                "Abe Saperstein: Abraham Michael Saperstein (4 July 1902 \u2013 15 March 1966) was "
                "an American basketball promoter born in London to a Jewish family from Poland, "
                "who moved to Chicago when he was a child. He coached and owned the Globetrotters, "
                "and in 1961 he founded the American Basketball League."
            ),
            D(
                "Harlem: Harlem is a neighbourhood in the northern part of Manhattan in New York "
                "City, long a centre of African-American life and of the Harlem Renaissance of the "
                "1920s. Its Apollo Theater, where amateur nights began in 1934, helped to launch "
                "the careers of many of America's best-known singers."
            ),
        ],
        drop=0,
    ),
]
