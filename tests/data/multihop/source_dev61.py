"""Development multi-hop questions, batch 61.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev58.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v49.

Measured lengths: mean support 291 characters, mean distractor 294 characters; a support
is the longest passage in 2 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The composer of the Concierto de Aranjuez was born in which Spanish town?",
        "Sagunto",
        [
            D(
                "Fantas\u00eda para un gentilhombre: Fantas\u00eda para un gentilhombre is a work "
                "for guitar and orchestra written in 1954 for Andr\u00e9s Segovia, the gentleman "
                "of its title. Its themes are taken from dances by the 17th-century Spanish "
                "guitarist Gaspar Sanz, and it was first played in San Francisco in March 1958."
            ),
            D(
                "Royal Palace of Aranjuez: The Royal Palace of Aranjuez is a residence of the "
                "Spanish kings in the town of Aranjuez, about 50 kilometres south of Madrid. Begun "
                "under Philip II in the 16th century and enlarged by Charles III, it stands among "
                "formal gardens on the Tagus and is part of a World Heritage Site."
            ),
            S(
                "Concierto de Aranjuez: The Concierto de Aranjuez is a concerto for classical "
                "guitar and orchestra written in 1939 by the Spanish composer Joaqu\u00edn "
                "Rodrigo. It was first performed in Barcelona in November 1940 with Regino Sainz "
                "de la Maza as soloist, and its slow second movement has been arranged many times."
            ),
            D(
                "Manuel de Falla: Manuel de Falla (1876 \u2013 1946) was a Spanish composer born "
                "on 23 November 1876 in C\u00e1diz, best known for the ballets El amor brujo and "
                "The Three-Cornered Hat. He left Spain after the Civil War and died in Alta "
                "Gracia, Argentina, in November 1946, shortly before his seventieth birthday."
            ),
            D(
                "Andr\u00e9s Segovia: Andr\u00e9s Segovia (1893 \u2013 1987) was a Spanish "
                "classical guitarist born on 21 February 1893 in Linares, in the province of "
                "Ja\u00e9n. He made the guitar a concert instrument, asked many composers to write "
                "for it, and was made Marquis of Salobre\u00f1a by King Juan Carlos I in 1981."
            ),
            D(
                "Concierto (Jim Hall album): Concierto is a 1975 album by the American jazz "
                "guitarist Jim Hall, recorded in April of that year for Creed Taylor's CTI label "
                "with Chet Baker, Paul Desmond and Ron Carter. Its long second side is a version "
                "of the slow movement of a Spanish guitar concerto, arranged by Don Sebesky."
            ),
            S(
                "Joaqu\u00edn Rodrigo: Joaqu\u00edn Rodrigo (1901 \u2013 1999) was a Spanish "
                "composer and pianist born on 22 November 1901 in Sagunto, in the province of "
                "Valencia. Diphtheria left him almost blind at the age of three. He studied in "
                "Paris under Paul Dukas and was made Marquis of the Gardens of Aranjuez in 1991."
            ),
            D(
                "Isaac Alb\u00e9niz: Isaac Alb\u00e9niz (1860 \u2013 1909) was a Spanish pianist "
                "and composer born on 29 May 1860 in Camprodon, Catalonia. His piano suite Iberia, "
                "written between 1905 and 1908, and pieces such as Asturias are now played more "
                "often on the guitar than on the piano for which he wrote them."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The composer of Adagio for Strings won his first Pulitzer Prize for which opera?",
        "Vanessa",
        [
            S(
                "Adagio for Strings: Adagio for Strings is a work for string orchestra by the "
                "American composer Samuel Barber, arranged in 1936 from the slow movement of his "
                "String Quartet, Op. 11. Arturo Toscanini conducted its first performance, "
                "broadcast from New York by the NBC Symphony Orchestra on 5 November 1938."
            ),
            D(
                "Adagio in G minor: The Adagio in G minor for strings and organ is a piece long "
                "credited to the Venetian composer Tomaso Albinoni but written by the Italian "
                "musicologist Remo Giazotto, who published it in 1958 and said he had built it "
                "from a small fragment of a manuscript found in a library in Dresden."
            ),
            D(
                "Pulitzer Prize for Music: The Pulitzer Prize for Music has been awarded every "
                "year since 1943, when William Schuman won it for his secular cantata A Free Song. "
                "Early winners include Aaron Copland for the ballet Appalachian Spring in 1945 and "
                "Charles Ives for his Third Symphony in 1947, decades after it was written."
            ),
            D(
                "Gian Carlo Menotti: Gian Carlo Menotti (1911 \u2013 2007) was an Italian-American "
                "composer and librettist whose opera Amahl and the Night Visitors was written for "
                "NBC television in 1951. He won Pulitzer Prizes for The Consul in 1950 and The "
                "Saint of Bleecker Street in 1955, and founded the Spoleto festival in 1958."
            ),
            D(
                "NBC Symphony Orchestra: The NBC Symphony Orchestra was a radio orchestra formed "
                "in 1937 by the National Broadcasting Company for the Italian conductor Arturo "
                "Toscanini, who led its weekly concerts from Studio 8H in Rockefeller Center, New "
                "York, until he retired in April 1954 at the age of 87."
            ),
            D(
                "Antony and Cleopatra (Barber): Antony and Cleopatra is an opera with a libretto "
                "by Franco Zeffirelli, written to open the new Metropolitan Opera House at Lincoln "
                "Center on 16 September 1966, with Leontyne Price as Cleopatra. The lavish first "
                "staging was widely judged a failure, and the score was revised in 1975."
            ),
            S(
                "Samuel Barber: Samuel Barber (1910 \u2013 1981) was an American composer born in "
                "West Chester, Pennsylvania, and trained at the Curtis Institute of Music. His "
                "opera Vanessa, to a libretto by Gian Carlo Menotti, won him the Pulitzer Prize "
                "for Music in 1958, and his Piano Concerto won him a second in 1963."
            ),
            D(
                "Platoon: Platoon is a 1986 American war film written and directed by Oliver "
                "Stone, drawing on his own service as an infantryman in Vietnam. It won four "
                "Academy Awards, including Best Picture, and an elegy for string orchestra heard "
                "over its battle scenes became known to a wide new audience."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "indiana city where the composer of anything goes was born",
        "Peru, Indiana",
        [
            D(
                "Kiss Me, Kate: Kiss Me, Kate is a musical that opened on Broadway on 30 December "
                "1948, a show within a show about a touring company staging Shakespeare's The "
                "Taming of the Shrew in Baltimore. It ran for more than a thousand performances "
                "and won the first Tony Award for Best Musical, in 1949."
            ),
            D(
                "Hoagy Carmichael: Hoagy Carmichael (1899 \u2013 1981) was an American composer, "
                "pianist and singer born in Bloomington, Indiana, who studied law at Indiana "
                "University. He wrote Stardust in 1927 and Georgia on My Mind in 1930, and won an "
                "Academy Award for the song In the Cool, Cool, Cool of the Evening."
            ),
            D(
                "Neil Simon Theatre: The Neil Simon Theatre is a Broadway house on West 52nd "
                "Street in Manhattan, designed by Herbert J. Krapp and opened in November 1927 as "
                "the Alvin, a name made from the first syllables of its producers Alex Aarons and "
                "Vinton Freedley. It took its present name in 1983."
            ),
            S(
                "Anything Goes: Anything Goes is a musical with music and lyrics by Cole Porter "
                "that opened at the Alvin Theatre on Broadway on 21 November 1934, starring Ethel "
                "Merman as the nightclub singer Reno Sweeney. Set aboard an ocean liner bound for "
                "England, it introduced I Get a Kick Out of You and You're the Top."
            ),
            D(
                "Ethel Merman: Ethel Merman (1908 \u2013 1984) was an American singer and actress "
                "born in Astoria, Queens, famed for a voice that filled a theatre without a "
                "microphone. She starred on Broadway in Girl Crazy in 1930, Annie Get Your Gun in "
                "1946 and Gypsy in 1959, and won a Tony Award for Call Me Madam."
            ),
            D(
                "Night and Day (song): Night and Day is a popular song written for the 1932 "
                "Broadway musical Gay Divorce, in which Fred Astaire introduced it. Astaire sang "
                "it again with Ginger Rogers in the 1934 film version, renamed The Gay Divorcee, "
                "and it became one of the most recorded songs of the decade."
            ),
            D(
                "Jerome Kern: Jerome Kern (1885 \u2013 1945) was an American composer born in New "
                "York City who wrote more than 700 songs for the stage and screen. His musical "
                "Show Boat, with lyrics by Oscar Hammerstein II, opened in 1927, and his songs "
                "include Ol' Man River and The Way You Look Tonight."
            ),
            S(
                "Cole Porter: Cole Porter (1891 \u2013 1964) was an American composer and "
                "songwriter born on 9 June 1891 in Peru, Indiana, into a wealthy family. He "
                "studied at Yale, where he wrote football songs, and after a riding accident in "
                "1937 he lived in pain for the rest of his life. He is buried in Peru."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Far from the Madding Crowd was written by a novelist born in which Dorset hamlet?",
        "Higher Bockhampton",
        [
            D(
                "Elegy Written in a Country Churchyard: Elegy Written in a Country Churchyard is a "
                "poem by Thomas Gray, published in February 1751 and probably begun at Stoke Poges "
                "in Buckinghamshire. Its line about the ignoble strife of the madding crowd later "
                "gave the title to a Victorian novel of rural life."
            ),
            D(
                "Max Gate: Max Gate is a Victorian house on the edge of Dorchester in Dorset, "
                "designed by its owner, a novelist who had trained as an architect. He lived there "
                "from 1885 until his death in January 1928, writing his last novels and most of "
                "his poems there, and the house now belongs to the National Trust."
            ),
            S(
                "Far from the Madding Crowd: Far from the Madding Crowd is a novel by Thomas "
                "Hardy, first published as a monthly serial in the Cornhill Magazine in 1874. Set "
                "in his fictional Wessex, it follows Bathsheba Everdene and her three suitors: the "
                "shepherd Gabriel Oak, the farmer Boldwood and Sergeant Troy."
            ),
            D(
                "Far from the Madding Crowd (1967 film): Far from the Madding Crowd is a 1967 "
                "British drama film directed by John Schlesinger and starring Julie Christie as "
                "Bathsheba Everdene, with Terence Stamp, Peter Finch and Alan Bates. It was shot "
                "on location in Dorset and Wiltshire, with music by Richard Rodney Bennett."
            ),
            D(
                "Tess of the d'Urbervilles: Tess of the d'Urbervilles is a novel by Thomas Hardy, "
                "serialised in a censored form in The Graphic in 1891 and published as a book the "
                "same year. Its heroine, the daughter of a poor carter, is hanged at the end of "
                "the book, and its subtitle, A Pure Woman, shocked many of its first readers."
            ),
            D(
                "William Barnes: William Barnes (1801 \u2013 1886) was an English poet, clergyman "
                "and scholar of language born near Sturminster Newton in Dorset. He is best known "
                "for his poems in the Dorset dialect, and he kept a school in Dorchester next door "
                "to the office of the architect John Hicks until he entered the Church as a priest."
            ),
            D(
                "Stinsford: Stinsford is a village and parish in Dorset, about a mile east of "
                "Dorchester on the River Frome. The churchyard of St Michael's holds the grave in "
                "which the heart of a famous novelist was buried in January 1928, while his ashes "
                "were laid in Poets' Corner in Westminster Abbey."
            ),
            S(
                "Thomas Hardy: Thomas Hardy (1840 \u2013 1928) was an English novelist and poet "
                "born on 2 June 1840 in Higher Bockhampton, a hamlet east of Dorchester in Dorset. "
                "He trained as an architect before turning to fiction, and after the hostile "
                "reception of Jude the Obscure in 1895 he wrote only poetry."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "west yorkshire village where the author of the iron man was born",
        "Mytholmroyd",
        [
            D(
                "Iron Man: Iron Man is a superhero appearing in American comic books published by "
                "Marvel Comics, created by Stan Lee, Larry Lieber, Don Heck and Jack Kirby. He "
                "first appeared in Tales of Suspense #39, dated March 1963, as Tony Stark, an arms "
                "maker who builds a powered suit of armour to escape captivity."
            ),
            D(
                "Simon Armitage: Simon Armitage (born 1963) is an English poet and playwright born "
                "in Marsden, a village in the Colne Valley of West Yorkshire, who worked for years "
                "as a probation officer in Greater Manchester. He was appointed Poet Laureate in "
                "May 2019 and teaches poetry at the University of Leeds."
            ),
            D(
                "Iron Man (song): Iron Man is a song by the English heavy metal band Black "
                "Sabbath, from their second album Paranoid, released in September 1970. Credited "
                "to all four members, it tells of a man who travels into the future, is turned to "
                "steel on his way back, and takes revenge on the people who ignore him."
            ),
            D(
                "Sylvia Plath: Sylvia Plath (1932 \u2013 1963) was an American poet and novelist "
                "born in Boston, Massachusetts, the author of The Bell Jar and the collection "
                "Ariel. She won a Fulbright scholarship to Cambridge in 1955, and in 1982 she "
                "became the first poet awarded a Pulitzer Prize after death."
            ),
            S(
                "Ted Hughes: Ted Hughes (1930 \u2013 1998) was an English poet and children's "
                "writer born on 17 August 1930 in Mytholmroyd, in the Calder Valley of West "
                "Yorkshire. He married the American poet Sylvia Plath in 1956 and was Poet "
                "Laureate from 1984 until his death in October 1998."
            ),
            D(
                "The Iron Woman: The Iron Woman is a children's novel published in 1993 as the "
                "sequel to an earlier story about a metal giant. A huge iron figure dripping with "
                "mud rises out of a marsh to take revenge on a waste factory that is poisoning the "
                "water, and a girl named Lucy is the first to see her."
            ),
            S(
                "The Iron Man (novel): The Iron Man is a children's novel by the English poet Ted "
                "Hughes, published in 1968 with drawings by George Adamson. Told over five nights, "
                "it follows a giant metal man who eats farm machinery and later fights a dragon "
                "from space; it was filmed in 1999 as The Iron Giant."
            ),
            D(
                "Heptonstall: Heptonstall is a hilltop village in the Calder Valley above Hebden "
                "Bridge in West Yorkshire, known for its two churches, one of them a roofless ruin "
                "since a storm in 1847. The American poet Sylvia Plath, who died in London in "
                "February 1963, is buried in the newer churchyard."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The author of All Quiet on the Western Front was born in which German city?",
        "Osnabr\u00fcck",
        [
            D(
                "Ernst J\u00fcnger: Ernst J\u00fcnger (1895 \u2013 1998) was a German writer and "
                "soldier born on 29 March 1895 in Heidelberg. His memoir Storm of Steel, first "
                "printed privately in 1920, tells of four years on the Western Front, where he was "
                "wounded many times and won the Pour le M\u00e9rite in 1918."
            ),
            S(
                "All Quiet on the Western Front: All Quiet on the Western Front is a novel by "
                "Erich Maria Remarque, published as a book in January 1929 after running in the "
                "Vossische Zeitung. It tells of the First World War through a young German "
                "soldier, Paul B\u00e4umer, and was among the books burned by the Nazis in 1933."
            ),
            D(
                "All Quiet on the Western Front (1930 film): All Quiet on the Western Front is a "
                "1930 American war film directed by Lewis Milestone for Universal Pictures, with "
                "Lew Ayres as Paul B\u00e4umer. It won the Academy Awards for Outstanding "
                "Production and Best Director and was banned in Germany within a week in 1930."
            ),
            D(
                "Vossische Zeitung: The Vossische Zeitung was a liberal daily newspaper in Berlin "
                "that traced its history back to 1704 and took its name from the bookseller "
                "Christian Friedrich Voss. The Ullstein publishing house bought it in 1914, and it "
                "printed its last issue on 31 March 1934, under pressure from the Nazis."
            ),
            D(
                "The Road Back: The Road Back is a 1931 German novel, the sequel to a famous book "
                "about the trenches, that follows a group of young soldiers returning home after "
                "the armistice of November 1918. They find it hard to fit into a changed country "
                "and some of them fall into crime, madness or despair."
            ),
            D(
                "Erich K\u00e4stner: Erich K\u00e4stner (1899 \u2013 1974) was a German writer "
                "born on 23 February 1899 in Dresden, best known for the children's novel Emil and "
                "the Detectives, published in 1929. In May 1933 he stood in the crowd in Berlin "
                "and watched his own books being thrown onto the fire."
            ),
            D(
                "Paulette Goddard: Paulette Goddard (1910 \u2013 1990) was an American actress "
                "born in the Whitestone Landing area of Queens, New York. She starred with Charlie "
                "Chaplin in Modern Times in 1936 and The Great Dictator in 1940, and was nominated "
                "for an Academy Award for So Proudly We Hail! in 1944."
            ),
            S(
                "Erich Maria Remarque: Erich Maria Remarque (1898 \u2013 1970) was a German "
                "novelist born Erich Paul Remark on 22 June 1898 in Osnabr\u00fcck, Lower Saxony. "
                "Wounded by shrapnel in 1917, he later lived in Switzerland and the United States "
                "and married the actress Paulette Goddard in 1958."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Ninth Wave was painted by an artist born in which Crimean port?",
        "Feodosia",
        [
            S(
                "The Ninth Wave: The Ninth Wave is an 1850 oil painting by the Russian marine "
                "painter Ivan Aivazovsky, held by the State Russian Museum in Saint Petersburg. It "
                "shows survivors of a shipwreck clinging to a broken mast at dawn as a huge wave, "
                "said by sailors to be the strongest of all, rises over them."
            ),
            D(
                "The Great Wave off Kanagawa: The Great Wave off Kanagawa is a woodblock print by "
                "the Japanese artist Hokusai, published in about 1831 in his celebrated series "
                "Thirty-six Views of Mount Fuji. A towering wave with claw-like foam threatens "
                "three fishing boats while the mountain stands small in the distance."
            ),
            D(
                "Hounds of Love: Hounds of Love is the fifth studio album by the English singer "
                "Kate Bush, released in September 1985. Its second side is a suite called The "
                "Ninth Wave, which follows a woman adrift alone in the sea at night, trying to "
                "stay awake until she is rescued, and ends with the song The Morning Fog."
            ),
            D(
                "Ivan Shishkin: Ivan Shishkin (1832 \u2013 1898) was a Russian landscape painter "
                "born on 25 January 1832 in Yelabuga, a merchant town on the Kama River. He is "
                "known for pine and oak forests painted in close detail, such as Morning in a Pine "
                "Forest of 1889, in which the bears were added by Konstantin Savitsky."
            ),
            D(
                "State Russian Museum: The State Russian Museum is an art museum in Saint "
                "Petersburg founded in 1895 by Tsar Nicholas II in memory of his father and opened "
                "to the public in 1898 in the Mikhailovsky Palace. With some 400,000 works, it "
                "holds the largest collection of Russian art in the world."
            ),
            D(
                "Sevastopol: Sevastopol is a port city on the south-western tip of the Crimean "
                "peninsula, founded in 1783 as a base for the Russian Black Sea Fleet. It was "
                "besieged for eleven months in 1854 and 1855 during the Crimean War, and again for "
                "eight months by German and Romanian forces in 1941 and 1942."
            ),
            S(
                "Ivan Aivazovsky: Ivan Aivazovsky (1817 \u2013 1900) was a Russian painter of "
                "Armenian descent, born on 29 July 1817 in Feodosia, a port on the Crimean coast "
                "of the Black Sea. He painted about 6,000 works, most of them seascapes, and "
                "opened an art school and a gallery in his home town."
            ),
            D(
                "Winslow Homer: Winslow Homer (1836 \u2013 1910) was an American painter born on "
                "24 February 1836 in Boston, Massachusetts. He began as an illustrator of the "
                "Civil War for Harper's Weekly and later painted the sea from his studio at Prouts "
                "Neck, Maine, in works such as The Gulf Stream of 1899."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Tempest in the Gallerie dell'Accademia in Venice is by an artist born in which town?",
        "Castelfranco Veneto",
        [
            D(
                "The Tempest: The Tempest is a play by William Shakespeare, probably written in "
                "1610 and 1611 and first printed in the First Folio of 1623. On a remote island "
                "the exiled Duke of Milan, Prospero, raises a storm with his magic to wreck the "
                "ship of his enemies, with the help of the spirit Ariel."
            ),
            D(
                "Gallerie dell'Accademia: The Gallerie dell'Accademia is a museum of Venetian art "
                "housed in the former Scuola della Carit\u00e0 on the Grand Canal in Venice, and "
                "opened to the public in 1817. Besides paintings by Bellini, Titian and Veronese, "
                "it keeps Leonardo's drawing of the Vitruvian Man in its store."
            ),
            D(
                "Titian: Titian (c. 1488 \u2013 1576) was an Italian painter of the Venetian "
                "school, born in Pieve di Cadore in the Dolomites. As a young man he painted "
                "frescoes on the Fondaco dei Tedeschi in Venice beside an older master, and he "
                "died in the city during the plague of August 1576."
            ),
            S(
                "The Tempest (Giorgione): The Tempest is an oil painting of about 1506 to 1508 by "
                "the Venetian Renaissance painter Giorgione, held by the Gallerie dell'Accademia "
                "in Venice. A soldier and a nursing mother sit in a landscape under a flash of "
                "lightning, and the meaning of the scene is still argued over."
            ),
            D(
                "The Three Philosophers: The Three Philosophers is an oil painting of about 1509 "
                "in the Kunsthistorisches Museum in Vienna, showing three men of different ages in "
                "a rocky landscape. A Venetian writer of the 1520s recorded that it had been "
                "finished by Sebastiano del Piombo after its painter's early death."
            ),
            D(
                "The Bride of the Wind: The Bride of the Wind, also called The Tempest, is a "
                "painting of 1913 and 1914 by the Austrian artist Oskar Kokoschka, held by the "
                "Kunstmuseum Basel. It shows the painter lying awake beside his sleeping lover, "
                "Alma Mahler, in a swirling shell above a stormy landscape."
            ),
            D(
                "Giovanni Bellini: Giovanni Bellini (c. 1430 \u2013 1516) was a Venetian painter "
                "from a family of artists who brought oil painting into wide use in Venice. He was "
                "official painter to the Republic for decades, and by tradition both Titian and "
                "Giorgione learned their craft in his busy workshop."
            ),
            S(
                "Giorgione: Giorgione (c. 1477 \u2013 1510) was an Italian painter of the Venetian "
                "school, known in his lifetime as Zorzi da Castelfranco after his birthplace, "
                "Castelfranco Veneto, a walled town north-west of Venice. Few works are securely "
                "his, and he died of the plague in Venice in 1510."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "tuscan town where the painter of the holy trinity fresco in santa maria novella was born",
        "San Giovanni Valdarno",
        [
            D(
                "Santa Maria Novella: Santa Maria Novella is a Dominican church in Florence, close "
                "to the city's main railway station, whose marble fa\u00e7ade was finished by Leon "
                "Battista Alberti in about 1470. Its chapels hold frescoes by Domenico Ghirlandaio "
                "and Filippino Lippi and a painted crucifix by Giotto."
            ),
            D(
                "Fra Angelico: Fra Angelico (c. 1395 \u2013 1455) was an Italian painter and "
                "Dominican friar born near Vicchio, in the Mugello valley north of Florence. He "
                "painted frescoes in the cells and corridors of the convent of San Marco in "
                "Florence, worked for two popes in Rome, and was beatified by John Paul II in 1982."
            ),
            D(
                "Brancacci Chapel: The Brancacci Chapel is a chapel in the church of Santa Maria "
                "del Carmine in Florence, painted with scenes from the life of Saint Peter. The "
                "frescoes were begun in about 1424 by Masolino and a younger partner, left "
                "unfinished, and completed by Filippino Lippi in the 1480s."
            ),
            D(
                "Trinity (Rublev): The Trinity is an icon painted in the early 15th century by the "
                "Russian painter Andrei Rublev, showing the three angels who visited Abraham at "
                "the oaks of Mamre, seated around a table. Long kept at the Trinity Lavra of St. "
                "Sergius, it now hangs in the Tretyakov Gallery in Moscow."
            ),
            S(
                "Masaccio: Masaccio (1401 \u2013 1428) was an Italian painter born Tommaso di Ser "
                "Giovanni on 21 December 1401 in Castel San Giovanni, now San Giovanni Valdarno, a "
                "town in the upper Arno valley south-east of Florence. He painted frescoes in the "
                "Brancacci Chapel and died in Rome aged 26."
            ),
            D(
                "Filippo Brunelleschi: Filippo Brunelleschi (1377 \u2013 1446) was a Florentine "
                "architect and engineer who built the dome of Florence Cathedral between 1420 and "
                "1436. He is credited with working out the rules of linear perspective through "
                "experiments with painted panels of the city's Baptistery."
            ),
            D(
                "Piero della Francesca: Piero della Francesca (c. 1415 \u2013 1492) was an Italian "
                "painter and mathematician born in Sansepolcro, a Tuscan town in the upper Tiber "
                "valley. His frescoes of The Legend of the True Cross cover the walls of the main "
                "chapel of San Francesco in Arezzo, and he wrote treatises on perspective."
            ),
            S(
                "Holy Trinity (Masaccio): The Holy Trinity is a fresco painted in about 1427 by "
                "the Florentine Renaissance artist Masaccio on a wall of the Dominican church of "
                "Santa Maria Novella in Florence. It is among the first paintings to use strict "
                "linear perspective, with a barrel vault that seems to open the wall."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The driver who won the 1963 Formula One title in the Lotus 25 was born in which Fife "
        "village?",
        "Kilmany",
        [
            D(
                "Colin Chapman: Colin Chapman (1928 \u2013 1982) was an English engineer born on "
                "19 May 1928 in Richmond, Surrey, who founded Lotus Cars in 1952. His light, "
                "inventive racing cars won Team Lotus seven Formula One constructors' titles "
                "between 1963 and 1978, and he died of a heart attack in December 1982."
            ),
            D(
                "Jackie Stewart: Jackie Stewart (born 1939) is a Scottish former racing driver "
                "born on 11 June 1939 in Milton, West Dunbartonshire, the son of a garage owner. "
                "He won the Formula One world championship in 1969, 1971 and 1973 and campaigned "
                "for years to make circuits and cars safer for drivers."
            ),
            S(
                "Lotus 25: The Lotus 25 was a Formula One racing car designed by Colin Chapman for "
                "the 1962 season, the first in the sport with a fully stressed monocoque chassis. "
                "The Scottish driver Jim Clark won seven of the ten championship races of 1963 in "
                "it and took the drivers' title."
            ),
            D(
                "Lotus 49: The Lotus 49 was a Formula One racing car designed by Colin Chapman for "
                "1967, the first to carry the new Ford Cosworth DFV engine as a load-bearing part "
                "of its frame. It won on its debut at the 1967 Dutch Grand Prix at Zandvoort, and "
                "Graham Hill drove it to the drivers' title in 1968."
            ),
            D(
                "Graham Hill: Graham Hill (1929 \u2013 1975) was an English racing driver born in "
                "Hampstead, London, who won the Formula One world championship in 1962 and 1968. "
                "He won the Monaco Grand Prix five times and the Le Mans 24 Hours in 1972, and he "
                "died when the plane he was flying crashed near London in 1975."
            ),
            D(
                "Cupar: Cupar is a market town in north-east Fife on the River Eden, for centuries "
                "the county town of Fife and the seat of its sheriff court. Its old merchants' "
                "houses line the main streets, and the Edwardian mansion of Hill of Tarvit stands "
                "on a slope about two miles to the south."
            ),
            S(
                "Jim Clark: Jim Clark (1936 \u2013 1968) was a Scottish racing driver born on 4 "
                "March 1936 in Kilmany, Fife, the only son of a farming family that later moved to "
                "the Scottish Borders. He was Formula One world champion in 1963 and 1965 and was "
                "killed in a Formula Two race at Hockenheim in April 1968."
            ),
            D(
                "Jochen Rindt: Jochen Rindt (1942 \u2013 1970) was an Austrian racing driver born "
                "on 18 April 1942 in Mainz, Germany, and raised by his grandparents in Graz. He "
                "was killed in practice for the 1970 Italian Grand Prix at Monza in a Lotus 72 and "
                "became the only driver to win the world title after his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The defenceman who scored the Stanley Cup-winning goal in overtime in 1970 was born "
        "in which Ontario town?",
        "Parry Sound",
        [
            D(
                "Glenn Hall: Glenn Hall (born 1931) is a Canadian former ice hockey goaltender "
                "born on 3 October 1931 in Humboldt, Saskatchewan. He played 502 games in a row "
                "without a mask for Detroit and Chicago, and in his late thirties he reached three "
                "straight Stanley Cup Finals with the new St. Louis Blues."
            ),
            D(
                "Boston Garden: Boston Garden was an indoor arena built above North Station in "
                "Boston and opened on 17 November 1928. It was the home of the Bruins of the "
                "National Hockey League and the Celtics of the National Basketball Association "
                "until 1995, and it was pulled down in 1998."
            ),
            D(
                "Tim Horton: Tim Horton (1930 \u2013 1974) was a Canadian ice hockey defenceman "
                "born on 12 January 1930 in Cochrane, Ontario, who won four Stanley Cups with the "
                "Toronto Maple Leafs. He opened the first coffee and doughnut shop bearing his "
                "name in Hamilton in 1964 and died in a car crash in February 1974."
            ),
            D(
                "Stanley Cup: The Stanley Cup is the trophy awarded each spring to the champion of "
                "the National Hockey League playoffs. Bought in 1892 by Lord Stanley of Preston, "
                "then Governor General of Canada, it is the oldest trophy for which professional "
                "athletes in North America compete."
            ),
            S(
                "Bobby Orr: Bobby Orr (born 1948) is a Canadian former ice hockey defenceman born "
                "on 20 March 1948 in Parry Sound, Ontario, a town on Georgian Bay. He played for "
                "the Boston Bruins from 1966 to 1976, is the only defenceman to lead the league in "
                "scoring, and won the Hart Trophy three years in a row."
            ),
            D(
                "James Norris Memorial Trophy: The James Norris Memorial Trophy is awarded each "
                "year to the best defenceman in the National Hockey League, and was first given in "
                "1954 to Red Kelly of the Detroit Red Wings. The record of eight wins in a row, "
                "from 1968 to 1975, belongs to a player for the Boston Bruins."
            ),
            D(
                "Phil Esposito: Phil Esposito (born 1942) is a Canadian former ice hockey centre "
                "born on 20 February 1942 in Sault Ste. Marie, Ontario. Traded to the Boston "
                "Bruins in 1967, he became the first player to score 100 points in a season and "
                "set a record of 76 goals in the 1970 to 1971 season."
            ),
            S(
                "1970 Stanley Cup Final: The 1970 Stanley Cup Final was played between the Boston "
                "Bruins and the St. Louis Blues in May 1970. Boston swept the series in four "
                "games, winning the last in overtime on 10 May, when Bobby Orr scored and was "
                "photographed flying through the air after being tripped."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were John Philip Sousa and Irving Berlin both born in the United States?",
        "no",
        [
            D(
                "The Stars and Stripes Forever: The Stars and Stripes Forever is a patriotic march "
                "written by an American bandleader on Christmas Day 1896, on a liner bringing him "
                "home from Europe. Its famous piccolo part comes in the final trio, and an act of "
                "Congress made it the national march of the United States in 1987."
            ),
            S(
                "John Philip Sousa: John Philip Sousa (1854 \u2013 1932) was an American composer "
                "and bandleader born on 6 November 1854 in Washington, D.C., the son of a "
                "trombonist in the Marine Band. He led the United States Marine Band from 1880 to "
                "1892 and wrote The Stars and Stripes Forever in 1896."
            ),
            D(
                "United States Marine Band: The United States Marine Band, known as The "
                "President's Own, was established by an act of Congress in 1798 and is the oldest "
                "professional musical group in the country still active. It has played at every "
                "presidential inauguration since that of Thomas Jefferson in 1801."
            ),
            D(
                "George M. Cohan: George M. Cohan (1878 \u2013 1942) was an American entertainer "
                "and songwriter born in Providence, Rhode Island, on 3 July 1878, though he liked "
                "to claim the Fourth of July. He wrote Give My Regards to Broadway and the wartime "
                "song Over There, and a statue of him stands in Times Square."
            ),
            D(
                "God Bless America: God Bless America is a patriotic song first written in 1918 "
                "for an army revue and put away unused, then revised twenty years later. The "
                "singer Kate Smith introduced it on her radio show on Armistice Day, 10 November "
                "1938, and its royalties have gone to the Boy Scouts and Girl Scouts."
            ),
            D(
                "Harry Warren: Harry Warren (1893 \u2013 1981) was an American composer born "
                "Salvatore Guaragna on 24 December 1893 in Brooklyn, New York, to Italian "
                "immigrant parents. He wrote the songs for the film 42nd Street and Chattanooga "
                "Choo Choo, and won three Academy Awards for Best Original Song."
            ),
            S(
                "Irving Berlin: Irving Berlin (1888 \u2013 1989) was an American composer and "
                "lyricist born Israel Beilin on 11 May 1888 in the Russian Empire, in what is now "
                "Belarus. His family reached New York in 1893, and he wrote Alexander's Ragtime "
                "Band, Blue Skies and There's No Business Like Show Business."
            ),
            D(
                "The Liberty Bell (march): The Liberty Bell is a military march written in 1893 "
                "and named after the cracked bell kept in Philadelphia. Its opening strain became "
                "known to a new audience in Britain from 1969 as the theme tune of the BBC comedy "
                "series Monty Python's Flying Circus."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first selma lagerl\u00f6f or knut hamsun",
        "Selma Lagerl\u00f6f",
        [
            D(
                "The Wonderful Adventures of Nils: The Wonderful Adventures of Nils is a Swedish "
                "novel published in two parts in 1906 and 1907, written as a geography reader for "
                "the country's schools. A boy shrunk to the size of a thumb by an elf flies the "
                "length of Sweden on the back of a farm goose that joins the wild geese."
            ),
            D(
                "Sigrid Undset: Sigrid Undset (1882 \u2013 1949) was a Norwegian novelist born on "
                "20 May 1882 in Kalundborg, Denmark, and raised in Kristiania. Her trilogy Kristin "
                "Lavransdatter, set in medieval Norway, won her the Nobel Prize in Literature in "
                "1928, and she fled to the United States in 1940."
            ),
            S(
                "Knut Hamsun: Knut Hamsun (1859 \u2013 1952) was a Norwegian novelist born on 4 "
                "August 1859 in Lom, in the Gudbrandsdal valley, and raised in Hamar\u00f8y in the "
                "far north. His novel Hunger appeared in 1890, and he received the Nobel Prize in "
                "Literature in 1920 for Growth of the Soil."
            ),
            D(
                "Verner von Heidenstam: Verner von Heidenstam (1859 \u2013 1940) was a Swedish "
                "poet and novelist born on 6 July 1859 at Olshammar, on the northern shore of Lake "
                "V\u00e4ttern. His first book of poems, Pilgrimage and Wander-Years, appeared in "
                "1888, and he received the Nobel Prize in Literature in 1916."
            ),
            D(
                "Hunger (Hamsun novel): Hunger is a Norwegian novel published in full in 1890, "
                "told by a starving young writer who wanders the streets of Kristiania, now Oslo, "
                "trying to sell articles to newspapers. Its restless inner voice made it one of "
                "the early works of literary modernism in Europe."
            ),
            D(
                "Bj\u00f8rnstjerne Bj\u00f8rnson: Bj\u00f8rnstjerne Bj\u00f8rnson (1832 \u2013 "
                "1910) was a Norwegian writer born on 8 December 1832 at Kvikne, in the mountains "
                "of eastern Norway. He wrote the words of the national anthem, Ja, vi elsker dette "
                "landet, and received the Nobel Prize in Literature in 1903."
            ),
            D(
                "August Strindberg: August Strindberg (1849 \u2013 1912) was a Swedish playwright, "
                "novelist and painter born on 22 January 1849 in Stockholm. His novel The Red Room "
                "made his name in 1879, and his plays The Father and Miss Julie, from the late "
                "1880s, are still staged across the world."
            ),
            S(
                "Selma Lagerl\u00f6f: Selma Lagerl\u00f6f (1858 \u2013 1940) was a Swedish writer "
                "born on 20 November 1858 at M\u00e5rbacka, a farm estate in V\u00e4rmland, where "
                "she spent much of her life. She wrote The Wonderful Adventures of Nils, and in "
                "1909 she became the first woman to be awarded the Nobel Prize in Literature."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Henry Fuseli and Arnold B\u00f6cklin both born in Switzerland?",
        "yes",
        [
            D(
                "The Nightmare: The Nightmare is an oil painting of 1781 held by the Detroit "
                "Institute of Arts. A woman lies asleep across a bed with her head hanging down "
                "while a squat demon sits on her chest and the head of a wild-eyed horse pushes "
                "through the curtains behind her, a picture parodied for decades."
            ),
            D(
                "Ferdinand Hodler: Ferdinand Hodler (1853 \u2013 1918) was a Swiss painter born on "
                "14 March 1853 in Bern, the son of a carpenter. He made his name with the large "
                "symbolic canvas Night in 1890 and later painted many views of Lake Geneva and the "
                "Alps, as well as his dying companion Valentine God\u00e9-Darel."
            ),
            D(
                "Angelica Kauffman: Angelica Kauffman (1741 \u2013 1807) was a painter born on 30 "
                "October 1741 in Chur, the daughter of a church painter from Vorarlberg. She "
                "worked in London for fifteen years, was one of the two women among the founding "
                "members of the Royal Academy in 1768, and died in Rome."
            ),
            S(
                "Arnold B\u00f6cklin: Arnold B\u00f6cklin (1827 \u2013 1901) was a Symbolist "
                "painter born on 16 October 1827 in Basel, Switzerland, who worked for long "
                "periods in Italy and Germany. He painted five versions of his brooding Isle of "
                "the Dead between 1880 and 1886, and he died at Fiesole, near Florence."
            ),
            D(
                "Isle of the Dead (Rachmaninoff): Isle of the Dead is a symphonic poem by Sergei "
                "Rachmaninoff, written in 1909 after he saw a black-and-white print of a painting "
                "by Arnold B\u00f6cklin in Paris. In a slow 5/8 rhythm it pictures a boat being "
                "rowed towards a rocky island of cypresses."
            ),
            S(
                "Henry Fuseli: Henry Fuseli (1741 \u2013 1825) was a painter and writer born "
                "Johann Heinrich F\u00fcssli on 7 February 1741 in Z\u00fcrich, Switzerland, who "
                "spent most of his life in London. His painting The Nightmare caused a sensation "
                "at the Royal Academy in 1782, and he later became its Keeper and professor."
            ),
            D(
                "William Blake: William Blake (1757 \u2013 1827) was an English poet, painter and "
                "printmaker born on 28 November 1757 in Soho, London. Little known in his "
                "lifetime, he engraved his own illuminated books such as Songs of Innocence and of "
                "Experience, and was for years a friend of the painter Henry Fuseli."
            ),
            D(
                "Kunstmuseum Basel: The Kunstmuseum Basel is an art museum whose collection began "
                "in 1661, when the city bought the cabinet of the Amerbach family, making it the "
                "oldest public art collection in the world. It holds many paintings by Hans "
                "Holbein the Younger and a large group of late paintings by Arnold B\u00f6cklin."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which was first contested, the Calcutta Cup or the Bledisloe Cup?",
        "the Calcutta Cup",
        [
            D(
                "Six Nations Championship: The Six Nations Championship is a yearly rugby union "
                "competition between England, France, Ireland, Italy, Scotland and Wales. It grew "
                "out of the Home Nations Championship, first played in 1883, and took its present "
                "name in 2000, when Italy joined the five older sides."
            ),
            D(
                "Millennium Trophy: The Millennium Trophy is a rugby union trophy played for by "
                "England and Ireland whenever they meet in the Six Nations. It was first contested "
                "in 1988 to mark a thousand years of the city of Dublin, and it takes the form of "
                "a horned Viking helmet made of silver."
            ),
            D(
                "Charles Bathurst, 1st Viscount Bledisloe: Charles Bathurst (1867 \u2013 1958) was "
                "a British Conservative politician and agricultural expert who served as "
                "Governor-General of New Zealand from 1930 to 1935. In 1932 he bought the Treaty "
                "House at Waitangi and gave it to the people of New Zealand."
            ),
            S(
                "Bledisloe Cup: The Bledisloe Cup is a rugby union trophy contested by New Zealand "
                "and Australia, named after Lord Bledisloe, the Governor-General of New Zealand "
                "who donated it. It was first contested in 1932, and New Zealand have held it for "
                "far longer than Australia since then."
            ),
            D(
                "Tri Nations Series: The Tri Nations Series was a yearly rugby union competition "
                "between Australia, New Zealand and South Africa, first played in 1996 as the "
                "sport turned professional. It was replaced by The Rugby Championship when "
                "Argentina joined in 2012, and New Zealand won it ten times."
            ),
            D(
                "Cook Cup: The Cook Cup is a rugby union trophy contested by England and "
                "Australia, first played for in 1997 and named after the navigator James Cook, an "
                "Englishman who charted the east coast of Australia in 1770. The two sides have "
                "also met in two Rugby World Cup finals, in 1991 and 2003."
            ),
            S(
                "Calcutta Cup: The Calcutta Cup is the trophy for the rugby union match between "
                "England and Scotland, first contested in 1879. It was made in India from "
                "melted-down silver rupees when the Calcutta Football Club disbanded, and it has "
                "three king cobras for handles and an elephant on its lid."
            ),
            D(
                "Ranfurly Shield: The Ranfurly Shield is a challenge trophy in New Zealand "
                "provincial rugby union, presented in 1902 by the Earl of Ranfurly, then Governor "
                "of New Zealand, and first held by Auckland. The holder must defend it in home "
                "matches, and a defeat passes the shield straight to the challengers."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which club was founded first, Galatasaray or Fenerbah\u00e7e?",
        "Galatasaray",
        [
            D(
                "Be\u015fikta\u015f J.K.: Be\u015fikta\u015f is a sports club based in the "
                "Be\u015fikta\u015f district on the European shore of the Bosphorus in Istanbul. "
                "It traces its beginnings to 1903, when a group of young men formed a gymnastics "
                "club; its supporters call the team the Black Eagles, and its ground stands next "
                "to Dolmabah\u00e7e Palace."
            ),
            S(
                "Galatasaray S.K.: Galatasaray is a sports club in Istanbul founded in October "
                "1905 by Ali Sami Yen and fellow pupils of Galatasaray High School. Its football "
                "team plays in the Seyrantepe area of the city, and in 2000 it became the first "
                "Turkish side to win a European trophy, the UEFA Cup."
            ),
            D(
                "Galatasaray High School: Galatasaray High School is a state school in the "
                "Beyo\u011flu district of Istanbul that dates its founding to 1481, as a school "
                "for pages of the Ottoman palace. It took its modern form in 1868 as a lyc\u00e9e "
                "teaching in French and Turkish, and many ministers studied there."
            ),
            D(
                "Intercontinental Derby: The Intercontinental Derby is the football rivalry "
                "between two Istanbul clubs, one from the European side of the Bosphorus and one "
                "from the Asian side. Their first meeting was played on 17 January 1909, and the "
                "match is among the most heated in European football."
            ),
            D(
                "Trabzonspor: Trabzonspor is a football club from Trabzon, a port on the Black Sea "
                "coast of north-eastern Turkey, formed in 1967 by the merger of local clubs. In "
                "the 1975 to 1976 season it became the first club from outside Istanbul to win the "
                "Turkish league title, and it won six titles by 1984."
            ),
            S(
                "Fenerbah\u00e7e S.K.: Fenerbah\u00e7e is a sports club founded on 3 May 1907 in "
                "the Kad\u0131k\u00f6y district on the Asian side of Istanbul, and named after the "
                "nearby lighthouse point. Its football team plays at the \u015e\u00fckr\u00fc "
                "Saraco\u011flu Stadium, named after a former club president who also served as "
                "prime minister of Turkey."
            ),
            D(
                "Kad\u0131k\u00f6y: Kad\u0131k\u00f6y is a district on the Asian side of Istanbul, "
                "facing the historic peninsula across the mouth of the Bosphorus. It stands on the "
                "site of ancient Chalcedon, founded by settlers from Megara in the seventh century "
                "BC, and is known today for its markets and ferry piers."
            ),
            D(
                "2000 UEFA Cup final: The 2000 UEFA Cup final was played on 17 May 2000 at the "
                "Parken Stadium in Copenhagen between Galatasaray of Turkey and Arsenal of "
                "England. The match ended goalless after extra time, and the Turkish side won the "
                "penalty shoot-out by four goals to one."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the composer of Sabre Dance born?",
        "6 June 1903",
        [
            D(
                "Spartacus (ballet): Spartacus is a Soviet ballet about the slave revolt against "
                "Rome, its score finished in 1954 and first staged by the Kirov Ballet in "
                "Leningrad in December 1956. The slow Adagio of Spartacus and Phrygia became known "
                "in Britain as the theme of the BBC sea drama The Onedin Line."
            ),
            D(
                "Sergei Prokofiev: Sergei Prokofiev (1891 \u2013 1953) was a Russian composer born "
                "in the spring of 1891 in Sontsovka, a village in present-day Ukraine. He wrote "
                "the ballet Romeo and Juliet and Peter and the Wolf, and he died in Moscow on 5 "
                "March 1953, the same day as Joseph Stalin."
            ),
            S(
                "Sabre Dance: Sabre Dance is a fast movement from the final act of the ballet "
                "Gayane by the Armenian composer Aram Khachaturian, first staged by the Kirov "
                "Ballet in Perm in December 1942. Its pounding xylophone tune became a hit in the "
                "United States in 1948 in several popular recordings."
            ),
            D(
                "Dmitri Shostakovich: Dmitri Shostakovich (1906 \u2013 1975) was a Russian "
                "composer born on 25 September 1906 in Saint Petersburg. His Seventh Symphony, "
                "dedicated to the city of Leningrad, was written largely during the siege of 1941, "
                "and a score was flown out on microfilm for performances in the West."
            ),
            D(
                "Komitas: Komitas (1869 \u2013 1935) was an Armenian priest, composer and "
                "collector of folk songs born on 8 October 1869 in K\u00fctahya, in western "
                "Anatolia. He wrote down thousands of village melodies, survived the deportations "
                "of April 1915, and died in a hospital near Paris in 1935."
            ),
            D(
                "Sword dance: A sword dance is any of many folk dances performed with swords or "
                "blades, such as the Scottish Highland dance Ghillie Callum, danced over two "
                "crossed swords laid on the ground, and the longsword and rapper dances of "
                "Yorkshire and Northumberland, in which dancers lock their blades together."
            ),
            D(
                "David Oistrakh: David Oistrakh (1908 \u2013 1974) was a Soviet violinist born on "
                "30 September 1908 in Odessa, who won first prize at the Ysa\u00ffe competition in "
                "Brussels in 1937. Several composers wrote concertos for him, and he died on a "
                "concert tour in Amsterdam in October 1974."
            ),
            S(
                "Aram Khachaturian: Aram Khachaturian (1903 \u2013 1978) was a Soviet Armenian "
                "composer born on 6 June 1903 in Tiflis, now Tbilisi in Georgia. He wrote the "
                "ballets Gayane and Spartacus and a Violin Concerto for David Oistrakh, and was "
                "condemned with Prokofiev and Shostakovich in a decree of 1948."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the singer of the song white christmas born",
        "Tacoma, Washington",
        [
            D(
                "Holiday Inn (film): Holiday Inn is a 1942 American musical film directed by Mark "
                "Sandrich, in which Fred Astaire and a crooner play rival entertainers and one of "
                "them runs a country inn that opens only on public holidays. The hotel chain "
                "founded in Memphis in 1952 took its name from the film."
            ),
            S(
                "Bing Crosby: Bing Crosby (1903 \u2013 1977) was an American singer and actor born "
                "Harry Lillis Crosby on 3 May 1903 in Tacoma, Washington, and raised in Spokane. "
                "He won the Academy Award for Best Actor for Going My Way and died on a golf "
                "course near Madrid in October 1977, just after a round of eighteen holes."
            ),
            D(
                "Gonzaga University: Gonzaga University is a private Jesuit university in Spokane, "
                "Washington, founded in 1887 by the Italian priest Joseph Cataldo. Bing Crosby "
                "studied there as a young man, and his boyhood home on the campus is now a small "
                "museum of his records and awards."
            ),
            D(
                "White Christmas (film): White Christmas is a 1954 American musical film directed "
                "by Michael Curtiz, with Danny Kaye, Rosemary Clooney and Vera-Ellen. It was the "
                "first film shot in the wide-screen VistaVision process, and it was the highest "
                "earning film released in the United States that year."
            ),
            D(
                "Frank Sinatra: Frank Sinatra (1915 \u2013 1998) was an American singer and actor "
                "born on 12 December 1915 in Hoboken, New Jersey, the only child of Italian "
                "immigrants. He won an Academy Award for From Here to Eternity, and in 1957 he "
                "released the album A Jolly Christmas from Frank Sinatra."
            ),
            D(
                "Rosemary Clooney: Rosemary Clooney (1928 \u2013 2002) was an American singer and "
                "actress born on 23 May 1928 in Maysville, Kentucky, on the Ohio River. Her 1951 "
                "record Come On-a My House made her a star, she hosted her own television show in "
                "the late 1950s, and she was the aunt of the actor George Clooney."
            ),
            D(
                "The Christmas Song: The Christmas Song, which begins with chestnuts roasting on "
                "an open fire, was written by Mel Torm\u00e9 and Bob Wells on a hot summer day in "
                "1945 in an effort to keep cool. The Nat King Cole Trio first recorded it in 1946, "
                "and Cole recorded it again three more times."
            ),
            S(
                "White Christmas (song): White Christmas is a song written by Irving Berlin and "
                "sung by Bing Crosby in the 1942 film Holiday Inn, where it won the Academy Award "
                "for Best Original Song. Crosby's recording is counted as the best-selling single "
                "of all time, with an estimated 50 million copies."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of Chess Story die?",
        "Petr\u00f3polis, Brazil",
        [
            D(
                "Joseph Roth: Joseph Roth (1894 \u2013 1939) was an Austrian novelist and "
                "journalist born in Brody, in the Galician borderlands of Austria-Hungary. His "
                "novel The Radetzky March appeared in 1932, and after years of exile and heavy "
                "drinking he died in a Paris hospital for the poor on 27 May 1939."
            ),
            D(
                "The World of Yesterday: The World of Yesterday is a memoir by an Austrian writer, "
                "finished in exile shortly before his death and published in Stockholm in 1942. It "
                "describes the secure and cultured Vienna of the years before 1914 and the "
                "collapse of that world in two wars, ending with the author's flight from Austria."
            ),
            D(
                "Franz Werfel: Franz Werfel (1890 \u2013 1945) was an Austrian-Bohemian writer "
                "born in Prague, the author of The Forty Days of Musa Dagh. He escaped from France "
                "over the Pyrenees on foot in 1940, wrote The Song of Bernadette in thanks, and "
                "died in Beverly Hills, California, in August 1945."
            ),
            S(
                "Stefan Zweig: Stefan Zweig (1881 \u2013 1942) was an Austrian writer born in "
                "Vienna, one of the most translated authors of the 1920s and 1930s. He left "
                "Austria in 1934, became a British subject and moved to Brazil in 1941, where he "
                "and his wife Lotte took their own lives in Petr\u00f3polis in February 1942."
            ),
            D(
                "Royal Game of Ur: The Royal Game of Ur is a two-player race game from ancient "
                "Mesopotamia, named after the boards that Leonard Woolley dug up in the Royal "
                "Cemetery at Ur in the 1920s, made around 2600 BC. Its rules were worked out from "
                "a cuneiform tablet written in 177 BC and read by Irving Finkel."
            ),
            D(
                "The Royal Game (2021 film): The Royal Game is a 2021 German-Austrian drama film "
                "directed by Philipp St\u00f6lzl, starring Oliver Masucci as a Viennese notary "
                "held in solitary confinement by the Gestapo after 1938. It is adapted from a "
                "novella published in 1942 about a game of chess played on an ocean liner."
            ),
            S(
                "Chess Story: Chess Story, also called The Royal Game, is a novella by the "
                "Austrian writer Stefan Zweig, written in exile in 1941 and published in 1942. On "
                "a liner bound for Buenos Aires, a world chess champion meets a man who learned "
                "the game from a stolen book while held by the Gestapo."
            ),
            D(
                "Alexander Alekhine: Alexander Alekhine (1892 \u2013 1946) was a French and "
                "Russian chess player born in Moscow, who became world champion by beating "
                "Jos\u00e9 Ra\u00fal Capablanca in Buenos Aires in 1927. He died in a hotel room "
                "in Estoril, Portugal, in March 1946, still holding the world title."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the painter of The Cradle born?",
        "Bourges",
        [
            D(
                "Cradle of Humankind: The Cradle of Humankind is a World Heritage Site about 50 "
                "kilometres north-west of Johannesburg in South Africa, a band of limestone caves "
                "rich in early human fossils. The skull known as Mrs. Ples was found in 1947 in "
                "its Sterkfontein Caves by Robert Broom and John Robinson."
            ),
            D(
                "Mary Cassatt: Mary Cassatt (1844 \u2013 1926) was an American painter born on 22 "
                "May 1844 in Allegheny City, Pennsylvania, who lived most of her adult life in "
                "France. Edgar Degas invited her to show with the Impressionists, and she is known "
                "for tender scenes of mothers bathing and holding their children."
            ),
            D(
                "Bourges Cathedral: Bourges Cathedral, dedicated to Saint Stephen, is a Roman "
                "Catholic cathedral in the centre of France, built mostly between 1195 and the "
                "1250s without transepts and admired for its five great doorways and stained "
                "glass. It was listed as a World Heritage Site in 1992."
            ),
            S(
                "Berthe Morisot: Berthe Morisot (1841 \u2013 1895) was a French painter born on 14 "
                "January 1841 in Bourges, in the Cher department, where her father was the "
                "prefect. She showed her work in seven of the eight Impressionist exhibitions, and "
                "she died in Paris of pneumonia in March 1895."
            ),
            D(
                "Marie Bracquemond: Marie Bracquemond (1840 \u2013 1916) was a French painter born "
                "on 1 December 1840 near Landunvez, in Brittany, and largely self-taught. She took "
                "part in three of the Impressionist exhibitions, but her husband, the etcher "
                "F\u00e9lix Bracquemond, resented her work, and she stopped painting."
            ),
            D(
                "Mus\u00e9e Marmottan Monet: The Mus\u00e9e Marmottan Monet is an art museum in "
                "the 16th arrondissement of Paris, in a former hunting lodge near the Bois de "
                "Boulogne. Besides Impression, Sunrise and many late canvases of water lilies, it "
                "keeps the largest collection of works by Berthe Morisot."
            ),
            S(
                "The Cradle (Morisot): The Cradle is an 1872 oil painting by the French "
                "Impressionist Berthe Morisot, held by the Mus\u00e9e d'Orsay in Paris. It shows "
                "her sister Edma watching over her sleeping baby daughter Blanche through a gauze "
                "veil, and it hung in the first Impressionist exhibition in 1874."
            ),
            D(
                "First Impressionist exhibition: The first Impressionist exhibition opened in "
                "Paris on 15 April 1874 in the former studio of the photographer Nadar on the "
                "Boulevard des Capucines. About thirty artists who were refused or ignored by the "
                "official Salon showed some 200 works over four weeks."
            ),
        ],
        drop=1,
    ),
]
