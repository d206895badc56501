"""Development multi-hop questions, batch 57.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev54.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 294 characters, mean distractor 289 characters; a support
is the longest passage in 0 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The composer of the Enigma Variations was born in which Worcestershire village?",
        "Lower Broadheath",
        [
            D(
                "Pomp and Circumstance Marches: The Pomp and Circumstance Marches are a set of "
                "marches for orchestra by Edward Elgar, five of them written between 1901 and "
                "1930. The broad trio tune of the first, in D major, was later sung to words by A. "
                "C. Benson as Land of Hope and Glory, a fixture of the Last Night of the Proms."
            ),
            S(
                "Enigma Variations: The Enigma Variations, formally Variations on an Original "
                "Theme, Op. 36, is a work for orchestra composed by Edward Elgar in 1898 and 1899. "
                "It was first played in London on 19 June 1899 under Hans Richter, and most of its "
                "fourteen variations sketch a friend of the composer, such as Jaeger in Nimrod."
            ),
            D(
                "Enigma machine: The Enigma machine was a rotor cipher device invented by the "
                "German engineer Arthur Scherbius at the end of the First World War. The German "
                "armed forces used it to encrypt their messages in the Second World War, and "
                "Polish mathematicians first broke it in 1932, long before the codebreakers of "
                "Bletchley."
            ),
            D(
                "Hubert Parry: Sir Hubert Parry (1848 \u2013 1918) was an English composer born on "
                "27 February 1848 in Bournemouth, then a part of Hampshire. He directed the Royal "
                "College of Music from 1895 until his death, and his setting of William Blake's "
                "poem Jerusalem, written in 1916, is sung at the Last Night of the Proms."
            ),
            D(
                "The Dream of Gerontius: The Dream of Gerontius, Op. 38, is an oratorio for voices "
                "and orchestra that Edward Elgar wrote in 1900, setting a poem by John Henry "
                "Newman about the journey of a dying man's soul. Its first performance, at the "
                "Birmingham Triennial Music Festival in October 1900, went badly under an unready "
                "choir."
            ),
            D(
                "Worcester Cathedral: Worcester Cathedral is an Anglican cathedral on the east "
                "bank of the River Severn in Worcester, England. It holds the tomb of King John, "
                "who died in 1216, and it takes turns with the cathedrals of Gloucester and "
                "Hereford in hosting the Three Choirs Festival, one of the oldest music festivals "
                "in the world."
            ),
            S(
                "Edward Elgar: Sir Edward Elgar (1857 \u2013 1934) was an English composer born on "
                "2 June 1857 in Lower Broadheath, a village a few miles west of Worcester. The son "
                "of a piano tuner who kept a music shop in the city, he was largely self-taught, "
                "and he was made Master of the King's Musick in 1924."
            ),
            D(
                "Rhapsody on a Theme of Paganini: The Rhapsody on a Theme of Paganini is a work "
                "for piano and orchestra by Sergei Rachmaninoff, written in Switzerland in 1934. "
                "Its twenty-four variations take the last of Niccol\u00f2 Paganini's Caprices for "
                "solo violin as their theme, and the eighteenth turns that theme upside down."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "normandy port where the composer of the gymnopedies was born",
        "Honfleur",
        [
            D(
                "Gnossiennes: The Gnossiennes are a set of piano pieces by the French composer "
                "Erik Satie, the first three written around 1890 and published in 1893. Satie left "
                "out the bar lines and time signatures and wrote odd advice above the notes, "
                "telling the player to wonder about himself or to play from the tip of the thought."
            ),
            S(
                "Erik Satie: Erik Satie (1866 \u2013 1925) was a French composer and pianist born "
                "on 17 May 1866 in Honfleur, a harbour town on the Normandy coast at the mouth of "
                "the Seine. He earned his living for years as a cabaret pianist in Montmartre, and "
                "his ballet Parade caused an uproar in Paris in May 1917."
            ),
            D(
                "Le Chat Noir: Le Chat Noir was a cabaret opened by Rodolphe Salis in Montmartre, "
                "Paris, in November 1881. Poets, singers and painters performed there, its "
                "shadow-puppet plays drew large crowds, and it published a weekly magazine of the "
                "same name until 1895. Several young composers earned money at its piano."
            ),
            D(
                "Eug\u00e8ne Boudin: Eug\u00e8ne Boudin (1824 \u2013 1898) was a French painter "
                "born on 12 July 1824 in Honfleur, the son of a sailor. He painted in the open air "
                "on the beaches of Trouville and Deauville, catching the wide skies over crowds of "
                "fashionable bathers, and the art museum of his home town bears his name."
            ),
            D(
                "Gymnopaedia: The Gymnopaedia was a yearly festival of ancient Sparta, said to "
                "have been founded in the seventh century BC, at which choruses of boys and grown "
                "men danced and sang naked in honour of Apollo. It was held at the height of "
                "summer, and the dancing in the heat was thought to harden the young for war."
            ),
            D(
                "Francis Poulenc: Francis Poulenc (1899 \u2013 1963) was a French composer born in "
                "Paris on 7 January 1899 and a member of Les Six, a group of young composers who "
                "admired a plain and witty style. His works include the opera Dialogues of the "
                "Carmelites, first staged at La Scala in Milan in January 1957."
            ),
            S(
                "Gymnop\u00e9dies: The Gymnop\u00e9dies are three slow pieces for solo piano that "
                "the French composer Erik Satie wrote in Paris in 1888, while living in "
                "Montmartre. Each moves gently in 3/4 time over a rocking accompaniment, and their "
                "title comes from an ancient Spartan festival at which young men danced unclothed."
            ),
            D(
                "Vexations: Vexations is a short piano piece by Erik Satie, probably written in "
                "1893, with a note suggesting that its theme be played 840 times in a row. The "
                "composer John Cage organised the first complete performance in New York in "
                "September 1963, where a relay of pianists took more than eighteen hours."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The composer of Flight of the Bumblebee was born in which Russian town?",
        "Tikhvin",
        [
            D(
                "The Tale of Tsar Saltan (poem): The Tale of Tsar Saltan is a fairy tale in verse "
                "by Alexander Pushkin, published in 1832. A tsar's wife and infant son are sealed "
                "in a barrel and cast into the sea through the plots of her jealous sisters; the "
                "boy grows up on a magic island and wins back his father with the help of a swan."
            ),
            D(
                "Scheherazade (Rimsky-Korsakov): Scheherazade, Op. 35, is a symphonic suite in "
                "four movements composed by Nikolai Rimsky-Korsakov in the summer of 1888. Based "
                "on One Thousand and One Nights, it gives the storyteller a solo violin theme and "
                "paints the sea, a festival in Baghdad and a shipwreck on a rock."
            ),
            S(
                "Flight of the Bumblebee: Flight of the Bumblebee is an orchestral interlude "
                "written by Nikolai Rimsky-Korsakov for his opera The Tale of Tsar Saltan, first "
                "staged in Moscow in 1900. Its rapid runs of semitones go with the scene in which "
                "the Swan Princess turns Prince Gvidon into a bee to visit his father's court."
            ),
            D(
                "The Five (composers): The Five was a circle of Russian composers who met in Saint "
                "Petersburg from about 1856 to 1870: Mily Balakirev, C\u00e9sar Cui, Modest "
                "Mussorgsky, Alexander Borodin and a young naval cadet. The critic Vladimir Stasov "
                "called them the Mighty Handful in a review he wrote in 1867."
            ),
            D(
                "Modest Mussorgsky: Modest Mussorgsky (1839 \u2013 1881) was a Russian composer "
                "born on 21 March 1839 in Karevo, a village in the Pskov region. A guards officer "
                "and later a civil servant, he wrote the opera Boris Godunov and the piano suite "
                "Pictures at an Exhibition, and he died in a Saint Petersburg hospital."
            ),
            D(
                "Bumblebee: Bumblebees are large, hairy bees of the genus Bombus, found mostly in "
                "the cooler parts of the Northern Hemisphere. They live in small yearly colonies "
                "founded by a single queen, can shiver their flight muscles to warm up on cold "
                "mornings, and shake the pollen out of tomato flowers by buzzing."
            ),
            D(
                "The Golden Cockerel: The Golden Cockerel is the last opera by Nikolai "
                "Rimsky-Korsakov, a satire on a foolish tsar based on a poem by Pushkin. The "
                "censors held it back because it mocked autocracy, and it was first staged in "
                "Moscow in October 1909, more than a year after the composer had died."
            ),
            S(
                "Nikolai Rimsky-Korsakov: Nikolai Rimsky-Korsakov (1844 \u2013 1908) was a Russian "
                "composer born on 18 March 1844 in Tikhvin, a small town east of Saint Petersburg. "
                "He served as an officer in the Imperial Russian Navy, belonged to the group of "
                "composers known as The Five, and taught at the Saint Petersburg Conservatory."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The author of Uncle Tom's Cabin was born in which Connecticut town?",
        "Litchfield",
        [
            S(
                "Harriet Beecher Stowe: Harriet Beecher Stowe (1811 \u2013 1896) was an American "
                "author and abolitionist born on 14 June 1811 in Litchfield, Connecticut, one of "
                "the many children of the preacher Lyman Beecher. She lived for eighteen years in "
                "Cincinnati, Ohio, and she died in Hartford on 1 July 1896."
            ),
            D(
                "Lyman Beecher: Lyman Beecher (1775 \u2013 1863) was an American Presbyterian "
                "minister born on 12 October 1775 in New Haven, Connecticut. A leader of the "
                "Second Great Awakening and a temperance campaigner, he moved west in 1832 to head "
                "Lane Theological Seminary in Cincinnati, and he fathered thirteen children."
            ),
            D(
                "Henry Ward Beecher: Henry Ward Beecher (1813 \u2013 1887) was an American "
                "Congregationalist preacher who led Plymouth Church in Brooklyn from 1847 until "
                "his death. A fierce opponent of slavery, he raised money to send rifles to "
                "anti-slavery settlers in Kansas, and in 1875 he was the defendant in a "
                "sensational trial."
            ),
            S(
                "Uncle Tom's Cabin: Uncle Tom's Cabin; or, Life Among the Lowly is an anti-slavery "
                "novel by the American writer Harriet Beecher Stowe. It ran as a serial in The "
                "National Era from June 1851 and came out as a two-volume book in March 1852, "
                "selling some 300,000 copies in the United States within a year."
            ),
            D(
                "Clotel: Clotel; or, The President's Daughter is an 1853 novel by William Wells "
                "Brown, who had escaped from slavery in 1834. Published in London, it follows an "
                "enslaved daughter of Thomas Jefferson and her sister, and it is often called the "
                "first novel by an African-American writer."
            ),
            D(
                "The National Era: The National Era was a weekly abolitionist newspaper published "
                "in Washington, D.C., from 1847 to 1860 by the physician and editor Gamaliel "
                "Bailey. The Quaker poet John Greenleaf Whittier was its corresponding editor, and "
                "it printed speeches, poems and serial fiction on the question of slavery."
            ),
            D(
                "Harriet Beecher Stowe House (Hartford): The Harriet Beecher Stowe House is a "
                "Victorian cottage on Forest Street in Hartford, Connecticut, where the novelist "
                "lived from 1873 until her death. It stands in the old Nook Farm neighbourhood a "
                "few steps from the Mark Twain House, and it is now a museum."
            ),
            D(
                "Twelve Years a Slave: Twelve Years a Slave is an 1853 memoir by Solomon Northup, "
                "a free Black man born in Minerva, New York, who was kidnapped in Washington, "
                "D.C., in 1841 and sold into slavery in Louisiana. He was freed in January 1853, "
                "and his book sold some 30,000 copies."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "paris district where the author of in search of lost time was born",
        "Auteuil",
        [
            S(
                "In Search of Lost Time: In Search of Lost Time, also translated as Remembrance of "
                "Things Past, is a novel in seven volumes by the French writer Marcel Proust, "
                "published from 1913 to 1927, the last three after his death. Its first volume, "
                "Swann's Way, holds the famous scene of a madeleine dipped in tea."
            ),
            D(
                "Illiers-Combray: Illiers-Combray is a small town in the Eure-et-Loir department "
                "of France, south-west of Chartres. Known simply as Illiers until 1971, it then "
                "added the name of the fictional village in a famous novel that it had inspired, "
                "and the house of the writer's aunt there is now a museum."
            ),
            D(
                "Madeleine (cake): A madeleine is a small sponge cake baked in a shell-shaped "
                "mould and traditionally linked with the town of Commercy in Lorraine. Made from "
                "flour, eggs, sugar and butter, often with a little lemon zest, it is eaten with "
                "tea or coffee, and a plump bump rises on its rounded side as it bakes."
            ),
            D(
                "Adrien Proust: Adrien Proust (1834 \u2013 1903) was a French physician and "
                "epidemiologist born on 18 March 1834 in Illiers, a small town near Chartres. A "
                "professor of hygiene in Paris, he campaigned for sanitary barriers to keep "
                "cholera out of Europe, and he was the father of a famous novelist."
            ),
            D(
                "Auteuil Hippodrome: The Auteuil Hippodrome is a racecourse for jump racing in the "
                "Bois de Boulogne in Paris, opened in 1873. It stages the Grand Steeple-Chase de "
                "Paris, first run in 1874, each spring, and its grounds lie near the Porte "
                "d'Auteuil, a short walk from the Roland Garros tennis stadium."
            ),
            S(
                "Marcel Proust: Marcel Proust (1871 \u2013 1922) was a French novelist born on 10 "
                "July 1871 in Auteuil, a district on the western edge of Paris, at the house of "
                "his mother's uncle. The son of the physician Adrien Proust, he suffered from "
                "asthma from the age of nine, and he won the Prix Goncourt in 1919."
            ),
            D(
                "Marcel Pagnol: Marcel Pagnol (1895 \u2013 1974) was a French writer and "
                "film-maker born on 28 February 1895 in Aubagne, near Marseille. His plays Marius "
                "and Fanny were set in the old port of Marseille, and his childhood memoirs, "
                "beginning with My Father's Glory in 1957, were widely read."
            ),
            D(
                "Prix Goncourt: The Prix Goncourt is a French literary prize given each autumn by "
                "the Acad\u00e9mie Goncourt, which was founded under the will of the writer Edmond "
                "de Goncourt, who died in 1896. First awarded in 1903, it carries a cheque of only "
                "ten euros but brings its winner very large sales."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The School of Athens was painted by an artist born in which Italian city?",
        "Urbino",
        [
            D(
                "Platonic Academy: The Academy was the school founded by the philosopher Plato in "
                "about 387 BC in a grove outside the walls of ancient Athens, named after the hero "
                "Akademos. Aristotle studied there for some twenty years, and the school lived on "
                "in one form or another until Sulla's Roman army sacked Athens in 86 BC."
            ),
            D(
                "Pietro Perugino: Pietro Perugino (about 1450 \u2013 1523) was an Italian painter "
                "born in Citt\u00e0 della Pieve, in Umbria, who took his name from nearby Perugia. "
                "He painted the Delivery of the Keys on a wall of the Sistine Chapel in 1482, and "
                "the young Raphael is thought to have trained in his workshop."
            ),
            D(
                "Donato Bramante: Donato Bramante (1444 \u2013 1514) was an Italian architect born "
                "in Fermignano, a village near Urbino. He built the small round Tempietto in Rome "
                "around 1502 and drew the first plan for the new St Peter's Basilica, begun in "
                "1506 for Pope Julius II."
            ),
            S(
                "The School of Athens: The School of Athens is a fresco painted between 1509 and "
                "1511 by Raphael in the Stanza della Segnatura, one of the rooms of the Apostolic "
                "Palace in Vatican City. It shows the philosophers of ancient Greece gathered in a "
                "vast vaulted hall, with Plato and Aristotle walking at the centre."
            ),
            D(
                "Athens School of Fine Arts: The Athens School of Fine Arts is the leading art "
                "school of Greece, founded in 1837, a few years after the country had won its "
                "independence. For a long time it taught in the neoclassical buildings of the "
                "Polytechnic on Patission Street, and it now works in a former factory."
            ),
            D(
                "Federico da Montefeltro: Federico da Montefeltro (1422 \u2013 1482) was a "
                "mercenary captain who ruled Urbino from 1444 and was made its first duke in 1474. "
                "He built a great palace and library there, and Piero della Francesca painted him "
                "in profile, his nose broken in a tournament."
            ),
            D(
                "Sistine Chapel ceiling: The ceiling of the Sistine Chapel in Vatican City was "
                "painted in fresco by Michelangelo between 1508 and 1512 for Pope Julius II. Its "
                "central panels tell stories from the Book of Genesis, among them The Creation of "
                "Adam, and prophets and sibyls sit along its sides."
            ),
            S(
                "Raphael: Raffaello Sanzio (1483 \u2013 1520), known as Raphael, was an Italian "
                "painter and architect of the High Renaissance born in Urbino, in the Marche, "
                "where his father Giovanni Santi was a court painter to the Duke. He moved to Rome "
                "in 1508 and died there in April 1520, aged 37."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The engraving Melencolia I was made by an artist born in which German city?",
        "Nuremberg",
        [
            D(
                "Knight, Death and the Devil: Knight, Death and the Devil is a copperplate "
                "engraving of 1513 by Albrecht D\u00fcrer. An armoured rider on a fine horse goes "
                "on through a dark gorge, untroubled by Death holding up an hourglass beside him "
                "or by the horned devil who follows behind."
            ),
            D(
                "The Anatomy of Melancholy: The Anatomy of Melancholy is a long book by the "
                "English scholar Robert Burton, first published in Oxford in 1621 and enlarged in "
                "five later editions. Written under the pen name Democritus Junior, it surveys the "
                "causes and cures of melancholy with thousands of quotations from older authors."
            ),
            S(
                "Melencolia I: Melencolia I is a copperplate engraving made in 1514 by the German "
                "artist Albrecht D\u00fcrer, one of his three so-called master engravings. A "
                "brooding winged figure sits among tools, a large stone polyhedron and an "
                "hourglass, and a magic square on the wall shows the date 1514 in its bottom row."
            ),
            D(
                "Lucas Cranach the Elder: Lucas Cranach the Elder (1472 \u2013 1553) was a German "
                "painter born in Kronach, in Upper Franconia, from which he took his name. Court "
                "painter to the electors of Saxony in Wittenberg, he was a friend of Martin Luther "
                "and painted many portraits of him."
            ),
            D(
                "Martin Schongauer: Martin Schongauer (about 1448 \u2013 1491) was a painter and "
                "engraver born in Colmar, in Alsace. His engravings, among them The Temptation of "
                "Saint Anthony, were the finest of their day north of the Alps, and the young "
                "D\u00fcrer reached Colmar in 1492 to find that he had died."
            ),
            D(
                "Young Hare: Young Hare is a study of a hare in watercolour and gouache painted by "
                "Albrecht D\u00fcrer in 1502 in his workshop. Drawn with great care down to the "
                "window reflected in its eye, it belongs to the Albertina in Vienna and is seldom "
                "shown, because light would fade it."
            ),
            D(
                "Albrecht Altdorfer: Albrecht Altdorfer (about 1480 \u2013 1538) was a German "
                "painter and printmaker who worked in Regensburg, where he also sat on the city "
                "council. A leader of the Danube School, he painted some of the first pure "
                "landscapes and The Battle of Alexander at Issus of 1529."
            ),
            S(
                "Albrecht D\u00fcrer: Albrecht D\u00fcrer (1471 \u2013 1528) was a German painter "
                "and printmaker born on 21 May 1471 in Nuremberg, the son of a goldsmith who had "
                "come from Hungary. He travelled twice to Italy, and his woodcut of a rhinoceros, "
                "made in 1515, was copied for centuries."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The winner of the 1957 German Grand Prix at the N\u00fcrburgring was born in which "
            "Argentine town?"
        ),
        "Balcarce",
        [
            D(
                "N\u00fcrburgring: The N\u00fcrburgring is a motor racing circuit built around the "
                "village of N\u00fcrburg in the Eifel hills of Germany and opened in 1927. Its old "
                "northern loop, the Nordschleife, runs for nearly 21 kilometres through forest, "
                "and the driver Jackie Stewart called it the Green Hell."
            ),
            S(
                "1957 German Grand Prix: The 1957 German Grand Prix was a Formula One race held on "
                "4 August 1957 at the N\u00fcrburgring. Juan Manuel Fangio lost time to a slow pit "
                "stop in his Maserati, broke the lap record again and again, passed the Ferraris "
                "of Peter Collins and Mike Hawthorn on the penultimate lap and won."
            ),
            D(
                "Mike Hawthorn: Mike Hawthorn (1929 \u2013 1959) was a British racing driver born "
                "on 10 April 1929 in Mexborough, Yorkshire. Driving for Ferrari, he became "
                "Britain's first Formula One world champion in 1958, retired at the end of that "
                "season and was killed in a road accident in January 1959."
            ),
            D(
                "Peter Collins (racing driver): Peter Collins (1931 \u2013 1958) was a British "
                "racing driver born on 6 November 1931 in Kidderminster, Worcestershire. He won "
                "three Grands Prix for Ferrari, among them the 1958 British Grand Prix, and was "
                "killed weeks later in a crash at the N\u00fcrburgring."
            ),
            D(
                "Maserati 250F: The Maserati 250F was a Formula One racing car built by the "
                "Italian firm Maserati from 1954 to 1960 for the 2.5-litre rules of that era. Its "
                "straight-six engine and light frame made it a favourite of private entrants, and "
                "it won eight world championship Grands Prix."
            ),
            D(
                "Jos\u00e9 Froil\u00e1n Gonz\u00e1lez: Jos\u00e9 Froil\u00e1n Gonz\u00e1lez (1922 "
                "\u2013 2013) was an Argentine racing driver born on 5 October 1922 in Arrecifes, "
                "in Buenos Aires Province. Known as the Pampas Bull, he gave Ferrari its first "
                "world championship win at the 1951 British Grand Prix."
            ),
            S(
                "Juan Manuel Fangio: Juan Manuel Fangio (1911 \u2013 1995) was an Argentine racing "
                "driver born on 24 June 1911 in Balcarce, a town in Buenos Aires Province. He won "
                "the Formula One world championship five times, in 1951 and from 1954 to 1957, "
                "with four different teams, a record that stood until 2003."
            ),
            D(
                "German Grand Prix: The German Grand Prix is a motor race first held in 1926 on "
                "the AVUS, a fast track built along a motorway in Berlin. It was part of the "
                "Formula One world championship in most years from 1951, moving between the "
                "N\u00fcrburgring and the Hockenheimring, and it was last held as a championship "
                "race in 2019."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "gordie howe hat trick is named after a player born in which saskatchewan town",
        "Floral",
        [
            D(
                "Hat-trick: A hat-trick is a run of three successes by one player, such as three "
                "goals in a football match. The term comes from cricket, where in 1858 the bowler "
                "H. H. Stephenson took three wickets with three balls at Hyde Park in Sheffield "
                "and was given a hat bought with money collected from the crowd."
            ),
            D(
                "Natural hat trick: In ice hockey, a natural hat trick is three goals scored in a "
                "row by one player in a single game, with no goal by anyone else in between. The "
                "fastest in NHL history was scored by Bill Mosienko of the Chicago Black Hawks in "
                "21 seconds in March 1952."
            ),
            D(
                "Mark Howe: Mark Howe (born 1955) is an American former ice hockey defenceman born "
                "on 28 May 1955 in Detroit, Michigan. He played beside his father and brother for "
                "the Houston Aeros of the World Hockey Association, later starred for the "
                "Philadelphia Flyers, and joined the Hockey Hall of Fame in 2011."
            ),
            D(
                "Sid Abel: Sid Abel (1918 \u2013 2000) was a Canadian ice hockey centre born on 22 "
                "February 1918 in Melville, Saskatchewan. He centred the Detroit Red Wings' "
                "Production Line between two younger wingers, won three Stanley Cups with the club "
                "and later coached and managed it."
            ),
            S(
                "Gordie Howe hat trick: In ice hockey, a Gordie Howe hat trick is a goal, an "
                "assist and a fight by the same player in a single game. The informal feat is "
                "named after Gordie Howe, the Detroit Red Wings forward famous for both skill and "
                "toughness, although only two such games of his are on record."
            ),
            D(
                "Gordie Howe International Bridge: The Gordie Howe International Bridge is a "
                "cable-stayed bridge across the Detroit River linking Detroit, Michigan, with "
                "Windsor, Ontario. Named in 2015 after the hockey player, it has a main span of "
                "853 metres, the longest of its kind in North America."
            ),
            S(
                "Gordie Howe: Gordon Howe (1928 \u2013 2016) was a Canadian ice hockey player born "
                "on 31 March 1928 in Floral, Saskatchewan, and raised in Saskatoon. Known as Mr. "
                "Hockey, he played 25 seasons for the Detroit Red Wings, won four Stanley Cups and "
                "came back to the NHL at the age of 51."
            ),
            D(
                "Detroit Red Wings: The Detroit Red Wings are an ice hockey team in the National "
                "Hockey League, founded in 1926 as the Detroit Cougars. One of the Original Six, "
                "they have won the Stanley Cup eleven times, and since 2017 they have played at "
                "Little Caesars Arena in downtown Detroit."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Vardon Trophy is named after a golfer born on which Channel Island?",
        "Jersey",
        [
            S(
                "Vardon Trophy: The Vardon Trophy is an award given each year since 1937 by the "
                "PGA of America to the touring professional with the lowest adjusted scoring "
                "average over at least 60 rounds. It is named after the British golfer Harry "
                "Vardon, and Tiger Woods has won it nine times, more than anyone else."
            ),
            D(
                "Byron Nelson Award: The Byron Nelson Award is given each year by the PGA Tour to "
                "the player with the lowest adjusted scoring average. It is named after the golfer "
                "Byron Nelson, born in 1912 near Waxahachie, Texas, who won eleven tournaments in "
                "a row in 1945 and eighteen in all that season, two records that still stand."
            ),
            D(
                "Ted Ray (golfer): Ted Ray (1877 \u2013 1943) was a professional golfer who won "
                "the Open Championship at Muirfield in 1912 and the U.S. Open at Inverness in Ohio "
                "in 1920. A big hitter who played with a pipe in his mouth, he captained the "
                "British side in the first Ryder Cup in 1927."
            ),
            D(
                "1913 U.S. Open (golf): The 1913 U.S. Open was played in September at The Country "
                "Club in Brookline, Massachusetts. The 20-year-old amateur Francis Ouimet, a "
                "former caddie there, tied the two leading British professionals over 72 holes and "
                "beat them in an 18-hole playoff in the rain."
            ),
            D(
                "James Braid (golfer): James Braid (1870 \u2013 1950) was a Scottish golfer born "
                "on 6 February 1870 in Earlsferry, Fife. He won the Open Championship five times "
                "between 1901 and 1910, and he later designed or remodelled hundreds of courses, "
                "among them the King's Course at Gleneagles."
            ),
            S(
                "Harry Vardon: Harry Vardon (1870 \u2013 1937) was a professional golfer born on 9 "
                "May 1870 in Grouville, Jersey. He won the Open Championship a record six times "
                "between 1896 and 1914 and the U.S. Open in 1900, and the overlapping grip used by "
                "most players today bears his name."
            ),
            D(
                "J. H. Taylor: John Henry Taylor (1871 \u2013 1963) was an English golfer born on "
                "19 March 1871 in Northam, Devon. He won the Open Championship five times between "
                "1894 and 1913 and was a driving force behind the founding of the Professional "
                "Golfers' Association in 1901."
            ),
            D(
                "Claret Jug: The Claret Jug, formally the Golf Champion Trophy, is the trophy of "
                "the Open Championship. Made by a firm of silversmiths in Edinburgh, it has been "
                "presented since 1873, when Tom Kidd won at St Andrews; each winner now keeps a "
                "replica and hands back the original."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The Margaret Court Arena at Melbourne Park is named after a player born in which New "
            "South Wales town?"
        ),
        "Albury",
        [
            D(
                "Rod Laver Arena: Rod Laver Arena is the main stadium of the Australian Open at "
                "Melbourne Park, with about 15,000 seats and a retractable roof. Opened in 1988 as "
                "the centre court of the new National Tennis Centre, it was renamed in 2000 after "
                "the only player to win the calendar Grand Slam twice."
            ),
            D(
                "John Cain Arena: John Cain Arena is a multi-purpose stadium at Melbourne Park "
                "that opened in 2000 and holds about 10,500 people. Long known as Hisense Arena "
                "and then Melbourne Arena, it was named in 2021 after John Cain, the Victorian "
                "premier who backed moving the Australian Open to the site."
            ),
            D(
                "Evonne Goolagong Cawley: Evonne Goolagong Cawley (born 1951) is an Australian "
                "former tennis player born on 31 July 1951 in Griffith, New South Wales, and "
                "raised in Barellan. A Wiradjuri woman, she won seven Grand Slam singles titles, "
                "among them Wimbledon in 1971 and again in 1980."
            ),
            S(
                "Margaret Court Arena: Margaret Court Arena is a tennis stadium at Melbourne Park, "
                "the third-largest court of the Australian Open with about 7,500 seats. It opened "
                "in 1988 as Show Court One, was renamed in 2003 in honour of Margaret Court, and "
                "was given a retractable roof in 2015."
            ),
            D(
                "Court Philippe-Chatrier: Court Philippe-Chatrier is the main court of the Stade "
                "Roland Garros in Paris, where the French Open is played, with about 15,000 seats. "
                "Built in 1928, it was named in 2001 after Philippe Chatrier, a former president "
                "of the French Tennis Federation and of the ITF."
            ),
            S(
                "Margaret Court: Margaret Court (born 1942) is an Australian former tennis player "
                "born on 16 July 1942 in Albury, New South Wales. She won a record 24 Grand Slam "
                "singles titles, took all four majors in the calendar year 1970, and later became "
                "a Christian minister in Perth."
            ),
            D(
                "Melbourne Park: Melbourne Park is a sports and entertainment precinct beside the "
                "Yarra River in Melbourne, Victoria, that has hosted the Australian Open since "
                "1988. Called Flinders Park when it opened, it took its present name in 1996, and "
                "it replaced the grass courts of Kooyong."
            ),
            D(
                "Grand Slam (tennis): In tennis, a Grand Slam is a win of all four major "
                "championships in one calendar year. Don Budge did it first, in 1938; Maureen "
                "Connolly became the first woman to do so in 1953, and Steffi Graf added Olympic "
                "gold in 1988 to make a Golden Slam."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Amedeo Modigliani and Giorgio de Chirico both born in Italy?",
        "no",
        [
            S(
                "Amedeo Modigliani: Amedeo Modigliani (1884 \u2013 1920) was an Italian painter "
                "and sculptor born on 12 July 1884 in Livorno, on the coast of Tuscany. He moved "
                "to Paris in 1906, became known for portraits and nudes with long necks and oval "
                "faces, and died there of tubercular meningitis at 35."
            ),
            D(
                "Jeanne H\u00e9buterne: Jeanne H\u00e9buterne (1898 \u2013 1920) was a French "
                "artist born in Meaux who studied at the Acad\u00e9mie Colarossi in Paris. She was "
                "the companion and favourite model of an Italian painter, and two days after his "
                "death she threw herself from a window of her parents' flat."
            ),
            D(
                "Carlo Carr\u00e0: Carlo Carr\u00e0 (1881 \u2013 1966) was an Italian painter born "
                "on 11 February 1881 in Quargnento, in Piedmont. He signed the Futurist "
                "manifestos, painted The Funeral of the Anarchist Galli, and later taught for many "
                "years at the Brera Academy in Milan."
            ),
            D(
                "Alberto Savinio: Alberto Savinio (1891 \u2013 1952), born Andrea de Chirico, was "
                "an Italian writer, painter and composer born on 25 August 1891 in Athens. The "
                "younger brother of a famous painter, he wrote music and stories in Paris before "
                "the First World War and took up painting in the 1920s."
            ),
            D(
                "Gino Severini: Gino Severini (1883 \u2013 1966) was an Italian painter born on 7 "
                "April 1883 in Cortona, in Tuscany. He signed the Futurist painters' manifesto in "
                "1910, lived mostly in Paris, where he painted dancers in bright fragments, and "
                "married the daughter of the poet Paul Fort."
            ),
            D(
                "Mo\u00efse Kisling: Mo\u00efse Kisling (1891 \u2013 1953) was a painter born on "
                "22 January 1891 in Krak\u00f3w, then in Austria-Hungary, who settled in "
                "Montparnasse in 1910. A close friend of Modigliani, he painted bright portraits "
                "and nudes and served in the French Foreign Legion."
            ),
            S(
                "Giorgio de Chirico: Giorgio de Chirico (1888 \u2013 1978) was an Italian painter "
                "born on 10 July 1888 in Volos, in Greece, where his father was building a "
                "railway. He studied in Athens and Munich, founded the metaphysical school of "
                "painting with Carlo Carr\u00e0 in 1917, and died in Rome."
            ),
            D(
                "The Song of Love: The Song of Love is a painting made in Paris in 1914 by Giorgio "
                "de Chirico, now in the Museum of Modern Art in New York. A plaster head of an "
                "ancient statue hangs beside a red rubber glove and a green ball, and the picture "
                "moved Ren\u00e9 Magritte to tears."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first walt whitman or herman melville",
        "Walt Whitman",
        [
            D(
                "Leaves of Grass: Leaves of Grass is a collection of poems by Walt Whitman, first "
                "published in Brooklyn in July 1855 with twelve untitled poems and the poet's "
                "portrait in place of his name. He revised and enlarged it for the rest of his "
                "life, and the last edition is known as the deathbed edition."
            ),
            S(
                "Walt Whitman: Walt Whitman (1819 \u2013 1892) was an American poet born on 31 May "
                "1819 in West Hills, near Huntington on Long Island, New York. He brought out the "
                "first edition of Leaves of Grass at his own expense in 1855, tended wounded "
                "soldiers in Washington during the Civil War and died in Camden, New Jersey."
            ),
            S(
                "Herman Melville: Herman Melville (1819 \u2013 1891) was an American novelist born "
                "on 1 August 1819 in New York City. He sailed on the whaler Acushnet in 1841, drew "
                "on his time in the South Seas for Typee in 1846, published Moby-Dick in 1851 and "
                "spent nineteen years as a customs inspector in New York."
            ),
            D(
                "Nathaniel Hawthorne: Nathaniel Hawthorne (1804 \u2013 1864) was an American "
                "novelist born on 4 July 1804 in Salem, Massachusetts. He wrote The Scarlet Letter "
                "and The House of the Seven Gables, and a younger writer he befriended in the "
                "Berkshires dedicated a great whaling novel to him in 1851."
            ),
            D(
                "Henry David Thoreau: Henry David Thoreau (1817 \u2013 1862) was an American "
                "essayist born on 12 July 1817 in Concord, Massachusetts. He lived for two years "
                "in a cabin he built beside Walden Pond, described the experiment in Walden in "
                "1854, and spent a night in the Concord jail in 1846 rather than pay his poll tax."
            ),
            D(
                "Walt Whitman Bridge: The Walt Whitman Bridge is a suspension bridge across the "
                "Delaware River linking South Philadelphia with Gloucester City, New Jersey. "
                "Opened in May 1957, it carries Interstate 76 on a main span of about 610 metres "
                "and is named after the poet, who spent his last years nearby."
            ),
            D(
                "Arrowhead (Herman Melville House): Arrowhead is a farmhouse in Pittsfield, "
                "Massachusetts, where Herman Melville lived with his family from 1850 to 1863. "
                "From his study he could see the long outline of Mount Greylock, and it was there "
                "that he finished Moby-Dick; the house is now a museum."
            ),
            D(
                "Ralph Waldo Emerson: Ralph Waldo Emerson (1803 \u2013 1882) was an American "
                "essayist and poet born on 25 May 1803 in Boston. A leader of the "
                "Transcendentalist movement, he wrote Nature in 1836, and in July 1855 he sent a "
                "letter greeting a young poet at the beginning of a great career."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Alberto Ascari and Stirling Moss both Formula One world champions?",
        "no",
        [
            D(
                "Antonio Ascari: Antonio Ascari (1888 \u2013 1925) was an Italian racing driver "
                "born in Bonferraro, near Verona, who won the 1924 Italian Grand Prix at Monza for "
                "Alfa Romeo. He was killed while leading the French Grand Prix at Montlh\u00e9ry "
                "in July 1925, when his son was seven years old."
            ),
            D(
                "Giuseppe Farina: Giuseppe Farina (1906 \u2013 1966) was an Italian racing driver "
                "born on 30 October 1906 in Turin. Driving an Alfa Romeo, he won the first race of "
                "the Formula One world championship, at Silverstone in May 1950, and took the "
                "first drivers' title at the end of that season."
            ),
            S(
                "Alberto Ascari: Alberto Ascari (1918 \u2013 1955) was an Italian racing driver "
                "born on 13 July 1918 in Milan. Driving for Ferrari, he won the Formula One world "
                "championship in 1952 and 1953, and he was killed at Monza in May 1955, four days "
                "after his Lancia plunged into the harbour at Monaco."
            ),
            D(
                "Pat Moss: Pat Moss (1934 \u2013 2008) was a British rally driver and the younger "
                "sister of a famous racing driver. She won the "
                "Li\u00e8ge\u2013Rome\u2013Li\u00e8ge rally outright in 1960 in an Austin-Healey "
                "3000, the first major international rally won by a woman, and later married the "
                "Swedish driver Erik Carlsson."
            ),
            D(
                "Mille Miglia: The Mille Miglia was an open-road endurance race for sports cars "
                "run in Italy from 1927 to 1957, over about a thousand miles from Brescia to Rome "
                "and back. Its fastest time was set in 1955 by a Mercedes-Benz 300 SLR, and a "
                "fatal crash that killed spectators in 1957 ended the race."
            ),
            D(
                "Vanwall: Vanwall was a British motor racing team founded by the industrialist "
                "Tony Vandervell, who named it after himself and his Thinwall engine bearings. In "
                "1958 its green cars won the first Formula One constructors' championship, and the "
                "team withdrew from full-time racing soon after, when Vandervell's health failed."
            ),
            D(
                "Lancia D50: The Lancia D50 was a Formula One car designed by Vittorio Jano and "
                "first raced in October 1954, with its fuel tanks slung between the wheels. After "
                "Lancia ran short of money in 1955 the cars were handed over to Ferrari, which won "
                "the drivers' title of 1956 with them."
            ),
            S(
                "Stirling Moss: Sir Stirling Moss (1929 \u2013 2020) was a British racing driver "
                "born on 17 September 1929 in London. He won 16 Formula One Grands Prix and was "
                "runner-up in the world championship four years running, from 1955 to 1958, but "
                "never took the title; a crash at Goodwood in 1962 ended his career."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which was first run, the Boston Marathon or the London Marathon?",
        "the Boston Marathon",
        [
            D(
                "New York City Marathon: The New York City Marathon was first run in September "
                "1970 on laps of Central Park, with 127 starters and 55 finishers. Its race "
                "director Fred Lebow moved it onto a course through all five boroughs in 1976, and "
                "it now has more than 50,000 finishers, the most of any marathon in the world."
            ),
            D(
                "Berlin Marathon: The Berlin Marathon was first run in October 1974 on roads "
                "beside the Grunewald forest, with a few hundred runners. Since 1990 its route has "
                "passed through the Brandenburg Gate, and many world records for men and women "
                "have been set on its flat, fast course."
            ),
            D(
                "Marathon, Greece: Marathon is a town in Attica, north-east of Athens, near the "
                "plain where the Athenians defeated a Persian army in 490 BC. A legend says that a "
                "messenger ran from there to Athens with news of the victory and then died, which "
                "inspired the long race at the 1896 Olympics."
            ),
            D(
                "Spyridon Louis: Spyridon Louis (1873 \u2013 1940) was a Greek water carrier born "
                "in Marousi, near Athens, who won the marathon at the first modern Olympic Games "
                "in April 1896. He finished in just under three hours, and two Greek princes ran "
                "beside him into the Panathenaic Stadium."
            ),
            S(
                "London Marathon: The London Marathon is a road race through the British capital "
                "first held on 29 March 1981, when some 6,000 runners finished. It was founded by "
                "the former Olympic champion Chris Brasher and John Disley after they had run in "
                "New York, and its course leads from Greenwich to The Mall."
            ),
            D(
                "Comrades Marathon: The Comrades Marathon is an ultramarathon of about 89 "
                "kilometres run each year in South Africa between Durban and Pietermaritzburg. It "
                "was first held in May 1921 in memory of the soldiers of the First World War, and "
                "its direction changes from one year to the next."
            ),
            D(
                "Great North Run: The Great North Run is a half marathon from Newcastle upon Tyne "
                "to South Shields in north-east England, first held in June 1981. It was founded "
                "by the Olympic distance runner Brendan Foster and now draws more than 50,000 "
                "entrants each September."
            ),
            S(
                "Boston Marathon: The Boston Marathon is a yearly road race organised by the "
                "Boston Athletic Association and first run on 19 April 1897, a year after the "
                "marathon at the first modern Olympics. Held on Patriots' Day, it runs from "
                "Hopkinton to Boylston Street; John J. McDermott won the first race."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Michael Tippett or Benjamin Britten?",
        "Michael Tippett",
        [
            D(
                "Peter Pears: Sir Peter Pears (1910 \u2013 1986) was an English tenor born on 22 "
                "June 1910 in Farnham, Surrey. The partner of a leading composer for nearly forty "
                "years, he created the title role in Peter Grimes in 1945 and many other parts "
                "written for his voice, from Albert Herring to Aschenbach in Death in Venice."
            ),
            D(
                "Peter Grimes: Peter Grimes is an English opera in three acts first staged at "
                "Sadler's Wells Theatre in London on 7 June 1945. Montagu Slater's libretto draws "
                "on George Crabbe's poem The Borough and tells of a Suffolk fisherman hounded by "
                "his village after the death of an apprentice."
            ),
            S(
                "Michael Tippett: Sir Michael Tippett (1905 \u2013 1998) was an English composer "
                "born on 2 January 1905 in London. A pacifist, he spent two months in prison in "
                "1943 for refusing war work, and his oratorio A Child of Our Time, first heard in "
                "1944, was followed by operas such as The Midsummer Marriage."
            ),
            D(
                "William Walton: Sir William Walton (1902 \u2013 1983) was an English composer "
                "born on 29 March 1902 in Oldham, Lancashire. His entertainment Fa\u00e7ade, with "
                "poems by Edith Sitwell, caused a stir in 1923, and he wrote the coronation "
                "marches Crown Imperial and Orb and Sceptre."
            ),
            D(
                "Aldeburgh Festival: The Aldeburgh Festival is a yearly festival of classical "
                "music held each June in and around Aldeburgh on the Suffolk coast. Founded in "
                "1948, it moved its main concerts in 1967 to a new hall at Snape Maltings, a "
                "converted malt house a few miles inland."
            ),
            D(
                "A Child of Our Time: A Child of Our Time is an oratorio for soloists, chorus and "
                "orchestra written between 1939 and 1941, prompted by the shooting of a German "
                "diplomat in Paris in 1938 by a young Jewish refugee. In place of chorales it uses "
                "African-American spirituals such as Steal Away."
            ),
            D(
                "Imogen Holst: Imogen Holst (1907 \u2013 1984) was an English composer and "
                "conductor born on 12 April 1907 in Richmond, Surrey, the only child of Gustav "
                "Holst. She worked as a composer's assistant in Aldeburgh from 1952 and later "
                "became an artistic director of its festival."
            ),
            S(
                "Benjamin Britten: Benjamin Britten (1913 \u2013 1976) was an English composer "
                "born on 22 November 1913 in Lowestoft, Suffolk. His opera Peter Grimes opened in "
                "London in 1945, he wrote the War Requiem for the new Coventry Cathedral in 1962, "
                "and he founded the Aldeburgh Festival in 1948."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the performer of the song A Change Is Gonna Come born?",
        "Clarksdale, Mississippi",
        [
            S(
                "A Change Is Gonna Come: A Change Is Gonna Come is a song written and recorded by "
                "the American soul singer Sam Cooke, first issued on his album Ain't That Good "
                "News in March 1964. Partly inspired by his being turned away from a whites-only "
                "motel in Louisiana, it became an anthem of the civil rights movement."
            ),
            D(
                "You Send Me: You Send Me is a song recorded by Sam Cooke and released by Keen "
                "Records in 1957 as his first solo single under his own name, with the writing "
                "credited to his younger brother L. C. Cooke. It topped both the Billboard pop and "
                "rhythm and blues charts and sold over a million copies."
            ),
            D(
                "The Soul Stirrers: The Soul Stirrers are an American gospel group formed in "
                "Trinity, Texas, in 1926. Under their lead singer R. H. Harris they helped shape "
                "the quartet style of the 1940s, and a young singer from Chicago took over the "
                "lead in 1950, followed years later by Johnnie Taylor."
            ),
            D(
                "Lou Rawls: Lou Rawls (1933 \u2013 2006) was an American singer born on 1 December "
                "1933 in Chicago. He sang the deep answering voice on a friend's 1962 hit Bring It "
                "On Home to Me, and his own best-known record, You'll Never Find Another Love Like "
                "Mine, came out in 1976 and reached number two on the Billboard Hot 100."
            ),
            S(
                "Sam Cooke: Sam Cooke (1931 \u2013 1964) was an American singer born on 22 January "
                "1931 in Clarksdale, Mississippi, whose family moved to Chicago when he was small. "
                "He sang lead with the gospel group the Soul Stirrers before his solo hit You Send "
                "Me, and he was shot dead at a Los Angeles motel in December 1964."
            ),
            D(
                "Bobby Womack: Bobby Womack (1944 \u2013 2014) was an American singer and "
                "guitarist born on 4 March 1944 in Cleveland, Ohio. With his brothers in the "
                "Valentinos he recorded It's All Over Now in 1964, a song that a young London band "
                "soon took to number one in Britain."
            ),
            D(
                "Jackie Wilson: Jackie Wilson (1934 \u2013 1984) was an American singer born on 9 "
                "June 1934 in Detroit, Michigan. Known as Mr. Excitement for his acrobatic stage "
                "shows, he had hits with Reet Petite in 1957 and Lonely Teardrops in 1958, and he "
                "collapsed on stage in 1975."
            ),
            D(
                "People Get Ready: People Get Ready is a 1965 song by the Impressions, written by "
                "their leader Curtis Mayfield, who was born in Chicago in 1942. Drawing on the "
                "gospel image of a train bound for glory, it became one of the best-loved anthems "
                "of the civil rights movement."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the author of Twenty Thousand Leagues Under the Seas die?",
        "24 March 1905",
        [
            D(
                "Pierre-Jules Hetzel: Pierre-Jules Hetzel (1814 \u2013 1886) was a French "
                "publisher born in Chartres who wrote children's books as P.-J. Stahl. Exiled "
                "after 1851 for opposing Napoleon III, he came back to Paris to found a magazine "
                "for the young, and he died in Monte Carlo on 17 March 1886."
            ),
            S(
                "Jules Verne: Jules Verne (1828 \u2013 1905) was a French novelist born on 8 "
                "February 1828 in Nantes. He wrote his series of Extraordinary Voyages for the "
                "publisher Pierre-Jules Hetzel, made his home in Amiens, where he sat on the town "
                "council, and died there on 24 March 1905."
            ),
            D(
                "Around the World in Eighty Days: Around the World in Eighty Days is an adventure "
                "novel by Jules Verne, first published as a newspaper serial in 1872. The English "
                "gentleman Phileas Fogg and his French valet Passepartout race round the globe to "
                "win a wager of \u00a320,000 made with fellow members of the Reform Club in London."
            ),
            D(
                "USS Nautilus (SSN-571): USS Nautilus was the world's first submarine driven by "
                "nuclear power, launched at Groton, Connecticut, in January 1954; it shared its "
                "name with the submarine of a famous novel. In August 1958 it became the first "
                "vessel to pass beneath the North Pole."
            ),
            D(
                "H. G. Wells: H. G. Wells (1866 \u2013 1946) was an English writer born on 21 "
                "September 1866 in Bromley, Kent. His scientific romances, among them The Time "
                "Machine and The War of the Worlds, made him a rival of an older French novelist, "
                "and he died in London on 13 August 1946."
            ),
            D(
                "Michel Verne: Michel Verne (1861 \u2013 1925) was a French writer and film "
                "producer born in Paris, the only son of a famous novelist. After his father's "
                "death he prepared the unfinished manuscripts for print, rewriting much of them, "
                "and he died in Toulon on 5 March 1925."
            ),
            D(
                "The Mysterious Island: The Mysterious Island is a novel by Jules Verne published "
                "in 1875. Five men escape the siege of Richmond in the American Civil War in a "
                "balloon and are cast away on an unknown Pacific island, where a hidden helper "
                "turns out to be an old sea captain."
            ),
            S(
                "Twenty Thousand Leagues Under the Seas: Twenty Thousand Leagues Under the Seas is "
                "an adventure novel by the French writer Jules Verne, serialised in 1869 and 1870. "
                "Professor Aronnax, his servant Conseil and the harpooner Ned Land are held aboard "
                "the submarine Nautilus by the mysterious Captain Nemo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the painter of the laughing cavalier born",
        "Antwerp",
        [
            D(
                "Wallace Collection: The Wallace Collection is a national museum in Hertford "
                "House, a town house on Manchester Square in London, left to the nation by Lady "
                "Wallace in 1897 and opened in 1900. It is known for French paintings of the 18th "
                "century, among them Fragonard's The Swing, and for its large collection of arms "
                "and armour."
            ),
            D(
                "Judith Leyster: Judith Leyster (1609 \u2013 1660) was a Dutch painter born in "
                "Haarlem, the daughter of a brewer. In 1633 she became one of the first women "
                "admitted to the painters' guild of her city, and her lively scenes of daily life "
                "were long credited to an older master of the town."
            ),
            S(
                "The Laughing Cavalier: The Laughing Cavalier is a portrait painted in 1624 by the "
                "Dutch Golden Age artist Frans Hals and kept in the Wallace Collection in London. "
                "An inscription gives the sitter's age as 26, and though he smiles he does not "
                "laugh; the picture was given its title in the 19th century."
            ),
            D(
                "Frans Hals Museum: The Frans Hals Museum is an art museum in Haarlem, in the "
                "Netherlands, opened in 1913 in a former almshouse for old men. It holds a large "
                "group of portraits of civic guard companies and of the governors of charities, "
                "and a second site shows modern and contemporary art."
            ),
            D(
                "Dirck Hals: Dirck Hals (1591 \u2013 1656) was a Dutch painter born in Haarlem, "
                "the younger brother of a more famous portraitist. He specialised in small scenes "
                "of merry companies, showing fashionably dressed young people feasting, making "
                "music and dancing in fine rooms or gardens."
            ),
            D(
                "Cavalier: Cavalier was the name used from about 1642 for the supporters of King "
                "Charles I in the English Civil War, set against the Roundheads of Parliament. "
                "Taken from a word for a horseman, it was first meant as an insult, and the "
                "royalists came to wear it with pride."
            ),
            S(
                "Frans Hals: Frans Hals (about 1582 \u2013 1666) was a painter born in Antwerp, in "
                "the Spanish Netherlands, whose family moved north to Haarlem after the city fell "
                "to Spanish troops in 1585. He spent the rest of his life in Haarlem, painting "
                "lively portraits and groups of civic guards."
            ),
            D(
                "Adriaen Brouwer: Adriaen Brouwer (about 1605 \u2013 1638) was a Flemish painter "
                "born in Oudenaarde who spent some years in Haarlem before settling in Antwerp. "
                "His small pictures of peasants drinking, smoking and brawling in taverns were "
                "eagerly collected by Rubens."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of the modern Olympic Games born?",
        "1 January 1863",
        [
            D(
                "Demetrios Vikelas: Demetrios Vikelas (1835 \u2013 1908) was a Greek businessman "
                "and writer born on 15 February 1835 in Ermoupoli, on the island of Syros. He was "
                "the first president of the International Olympic Committee, from 1894 to 1896, "
                "and his novel Loukis Laras appeared in 1879."
            ),
            D(
                "1896 Summer Olympics: The 1896 Summer Olympics were held in Athens from 6 to 15 "
                "April 1896, the first Games of the modern era. About 241 athletes from 14 nations "
                "took part, all of them men, and the main venue was the rebuilt Panathenaic "
                "Stadium, made of white marble."
            ),
            D(
                "William Penny Brookes: William Penny Brookes (1809 \u2013 1895) was an English "
                "surgeon born on 13 August 1809 in Much Wenlock, Shropshire. He founded the "
                "Wenlock Olympian Games in 1850, pressed for physical education in schools, and "
                "welcomed a young French visitor to his games in 1890."
            ),
            D(
                "Ancient Olympic Games: The ancient Olympic Games were athletic contests held "
                "every four years at the sanctuary of Zeus in Olympia, Greece, traditionally from "
                "776 BC. Only free Greek men could compete, winners were crowned with olive "
                "wreaths, and the Games ended under the Christian emperor Theodosius I."
            ),
            D(
                "Avery Brundage: Avery Brundage (1887 \u2013 1975) was an American sports official "
                "born on 28 September 1887 in Detroit. A pentathlete at the 1912 Olympics in "
                "Stockholm, he was president of the International Olympic Committee from 1952 to "
                "1972 and a strict defender of amateurism."
            ),
            S(
                "International Olympic Committee: The International Olympic Committee was founded "
                "on 23 June 1894 at a congress in the Sorbonne in Paris, called by the French "
                "educator Pierre de Coubertin to revive the Olympic Games. The first modern Games "
                "followed in Athens in 1896, and its seat has been in Lausanne since 1915."
            ),
            D(
                "Zappas Olympics: The Zappas Olympics were a series of athletic games held in "
                "Athens in 1859, 1870, 1875 and 1888, paid for by the wealthy Greek merchant "
                "Evangelos Zappas. The money he left also restored the ancient Panathenaic Stadium "
                "and built the Zappeion, an exhibition hall in the National Garden opened in 1888."
            ),
            S(
                "Pierre de Coubertin: Pierre de Coubertin (1863 \u2013 1937) was a French educator "
                "and historian born on 1 January 1863 in Paris. He led the International Olympic "
                "Committee from 1896 to 1925, designed the five Olympic rings in 1913, and died in "
                "Geneva; his heart was buried at Olympia."
            ),
        ],
        drop=1,
    ),
]
