"""Development multi-hop questions, batch 41.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev38.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out (one
mistaken search printed a few held-out lines naming Byron, Deep Purple and Nicklaus;
those subjects were dropped). Written after lexical-v46.

Measured lengths: mean support 303 characters, mean distractor 303 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Schubert's song Erlk\u00f6nig sets a ballad by a poet who died in which city?",
        "Weimar",
        [
            D(
                "Carl Loewe: Johann Carl Gottfried Loewe (1796 \u2013 1869) was a German composer "
                "and baritone, best known for his ballads for voice and piano. His own setting of "
                "Der Erlk\u00f6nig, written around 1818, is often compared with Schubert's, and he "
                "spent more than forty years as music director in the Baltic port of Stettin."
            ),
            D(
                "Franz Schubert: Franz Peter Schubert (1797 \u2013 1828) was an Austrian composer "
                "born in Himmelpfortgrund, then a suburb of Vienna. In a life of only 31 years he "
                "wrote more than 600 songs, nine symphonies and the song cycles Die sch\u00f6ne "
                "M\u00fcllerin and Winterreise, and he died in Vienna on 19 November 1828."
            ),
            S(
                "Erlk\u00f6nig (Schubert): Erlk\u00f6nig, D. 328, is a Lied for voice and piano "
                "that Franz Schubert composed in 1815, at the age of 18, setting the ballad Der "
                "Erlk\u00f6nig by Johann Wolfgang von Goethe. Its pounding piano triplets depict a "
                "father riding at night with his dying son, and it was published in 1821 as his "
                "Opus 1."
            ),
            D(
                "Friedrich Schiller: Johann Christoph Friedrich von Schiller (1759 \u2013 1805) "
                "was a German poet, playwright and historian born in Marbach am Neckar. His plays "
                "include The Robbers, Don Carlos and William Tell, his Ode to Joy is sung in the "
                "finale of Beethoven's Ninth Symphony, and he died in Weimar in May 1805."
            ),
            D(
                "Gretchen am Spinnrade: Gretchen am Spinnrade, D. 118, is a song that Franz "
                "Schubert wrote on 19 October 1814, at the age of 17, to words from the first part "
                "of Faust. Its restless piano part imitates the turning of a spinning wheel as "
                "Gretchen longs for Faust, and it is often called the first great German Lied."
            ),
            S(
                "Johann Wolfgang von Goethe: Johann Wolfgang von Goethe (1749 \u2013 1832) was a "
                "German poet, novelist and statesman born in Frankfurt am Main. He wrote The "
                "Sorrows of Young Werther and both parts of Faust, served Duke Karl August of "
                "Saxe-Weimar as a minister from 1776, and died in Weimar on 22 March 1832."
            ),
            D(
                "Die Forelle: Die Forelle (The Trout), D. 550, is a song composed by Franz "
                "Schubert in 1817 to a poem by Christian Friedrich Daniel Schubart. Its tune "
                "became the theme of the fourth movement of his Trout Quintet in A major, which he "
                "wrote in 1819 for piano and strings and which was published only after his death."
            ),
            D(
                "The Sorcerer's Apprentice (Dukas): The Sorcerer's Apprentice is a symphonic poem "
                "by the French composer Paul Dukas, first performed in Paris in 1897 and based on "
                "a ballad by Goethe. Its story of a young magician who cannot stop an enchanted "
                "broom reached a huge audience in Walt Disney's animated film Fantasia of 1940."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Elizabeth Gaskell or Anthony Trollope?",
        "Elizabeth Gaskell",
        [
            D(
                "Frances Trollope: Frances Milton Trollope (1779 \u2013 1863) was an English "
                "writer born in Stapleton, near Bristol, and the mother of the novelist Anthony "
                "Trollope. After a failed business venture in Cincinnati she published Domestic "
                "Manners of the Americans in 1832, and she went on to write more than thirty "
                "novels."
            ),
            S(
                "Anthony Trollope: Anthony Trollope (1815 \u2013 1882) was an English novelist "
                "born in London on 24 April 1815. He wrote 47 novels, among them the six "
                "Chronicles of Barsetshire that begin with The Warden, while holding a senior post "
                "in the Post Office, where he helped to bring the pillar box to Britain."
            ),
            D(
                "Cranford (novel): Cranford is a novel by Elizabeth Gaskell, first published in "
                "instalments between 1851 and 1853 in Household Words, a weekly magazine published "
                "in London. It follows the genteel widows and spinsters of a small Cheshire town "
                "modelled on Knutsford, where the author spent her childhood."
            ),
            D(
                "William Makepeace Thackeray: William Makepeace Thackeray (1811 \u2013 1863) was "
                "an English novelist born in Calcutta, British India, on 18 July 1811. He made his "
                "name with Vanity Fair, published in monthly parts in 1847 and 1848, and his other "
                "books include The History of Henry Esmond and The Luck of Barry Lyndon."
            ),
            D(
                "Joanna Trollope: Joanna Trollope (born 1943) is an English novelist born in "
                "Minchinhampton, Gloucestershire, and a distant relation of Anthony Trollope. Her "
                "books about middle-class family life, such as The Rector's Wife of 1991, made her "
                "a bestseller, and she has also written historical fiction as Caroline Harvey."
            ),
            D(
                "Barchester Towers: Barchester Towers is a novel by Anthony Trollope published in "
                "1857, the second of the Chronicles of Barsetshire. Set in a cathedral city, it "
                "follows the struggle for power in the diocese between the new bishop's wife, Mrs "
                "Proudie, her chaplain Mr Slope and the old high-church party."
            ),
            S(
                "Elizabeth Gaskell: Elizabeth Cleghorn Gaskell (1810 \u2013 1865), born Stevenson, "
                "was an English novelist born in Chelsea, London, on 29 September 1810. The wife "
                "of a Unitarian minister in Manchester, she wrote Mary Barton, Cranford, Ruth and "
                "Wives and Daughters, the last left unfinished at her death."
            ),
            D(
                "Elizabeth Gaskell's House: Elizabeth Gaskell's House is a Regency villa at 84 "
                "Plymouth Grove in Manchester, where the novelist lived with her husband and "
                "daughters from 1850 to 1865. Long used by a university, the house fell into "
                "decay, and after restoration it opened to the public as a museum in 2014."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "town where the band that recorded enjoy the silence was formed",
        "Basildon",
        [
            D(
                "Violator (album): Violator is the seventh studio album by Depeche Mode, released "
                "in March 1990 and produced by the band with Flood. It reached number 7 on the "
                "Billboard 200 and sold millions of copies worldwide, and its singles were "
                "Personal Jesus, Enjoy the Silence, Policy of Truth and World in My Eyes."
            ),
            S(
                "Enjoy the Silence: Enjoy the Silence is a song by the English band Depeche Mode, "
                "written by Martin Gore and released as a single in February 1990. Its video, shot "
                "by Anton Corbijn, shows Dave Gahan as a crowned king carrying a deckchair across "
                "mountains and beaches, and it won the Brit Award for best British single."
            ),
            D(
                "The Sound of Silence: The Sound of Silence is a song by the American duo Simon & "
                "Garfunkel, written by Paul Simon and first recorded acoustically in 1964. It "
                "became a number-one hit in January 1966 after their producer, Tom Wilson, had "
                "added electric guitar, bass and drums to the track without telling them."
            ),
            D(
                "Erasure: Erasure are an English synth-pop duo formed in London in 1985 by Vince "
                "Clarke, a founder member of Depeche Mode and Yazoo, and the singer Andy Bell. "
                "Their hits include Sometimes, A Little Respect and Abba-esque, an EP of ABBA "
                "covers that went to number one on the UK Singles Chart in 1992."
            ),
            D(
                "Dave Gahan: David Gahan (born 1962) is an English singer, the lead vocalist of "
                "Depeche Mode since its beginning. Born in Epping, Essex, he survived a heroin "
                "overdose in Los Angeles in 1996, when his heart stopped for two minutes, and he "
                "has also released solo albums such as Paper Monsters of 2003 and Hourglass of "
                "2007."
            ),
            D(
                "Personal Jesus: Personal Jesus is a song by Depeche Mode, released in August 1989 "
                "as the first single from Violator. Martin Gore wrote it after reading Priscilla "
                "Presley's memoir Elvis and Me, it was advertised with small ads reading Your own "
                "personal Jesus, and Marilyn Manson recorded a cover in 2004."
            ),
            D(
                "New Order: New Order are an English rock band formed in Greater Manchester in "
                "1980 by Bernard Sumner, Peter Hook and Stephen Morris, the surviving members of "
                "Joy Division, after the death of their singer Ian Curtis. Their 1983 single Blue "
                "Monday became the best-selling 12-inch single of all time."
            ),
            S(
                "Depeche Mode: Depeche Mode are an English electronic band formed in Basildon, "
                "Essex, in 1980 by Dave Gahan, Martin Gore, Andy Fletcher and Vince Clarke. Clarke "
                "left after the first album, Speak & Spell of 1981, and the band went on to sell "
                "more than 100 million records; Fletcher died in May 2022."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the singer of the song 99 Luftballons born?",
        "Hagen",
        [
            D(
                "99 Red Balloons: 99 Red Balloons is the English-language version of Nena's "
                "anti-war song, with new lyrics by Kevin McAlea that do not translate the German "
                "directly. Released in 1984, it went to number one on the UK Singles Chart, and "
                "the American punk band Goldfinger recorded a cover of it in 2000."
            ),
            D(
                "Nena (band): Nena was a German pop band formed in West Berlin in 1981 around its "
                "singer, with Carlo Karges, J\u00f6rn-Uwe Fahrenkrog-Petersen, J\u00fcrgen Dehmel "
                "and Rolf Brendel. One of the leading acts of the Neue Deutsche Welle, it broke up "
                "in 1987, after which its singer went on alone."
            ),
            D(
                "Major Tom (V\u00f6llig losgel\u00f6st): Major Tom is a 1983 song by the German "
                "singer Peter Schilling, born in Stuttgart in 1956. Taking up the astronaut of "
                "David Bowie's Space Oddity, it topped the charts in West Germany, and its English "
                "version, Major Tom (Coming Home), was a hit in Canada and the United States."
            ),
            S(
                "99 Luftballons: 99 Luftballons is a 1983 anti-war protest song by the West German "
                "band Nena, sung by its singer, also called Nena. The guitarist Carlo Karges wrote "
                "the lyrics and Uwe Fahrenkrog-Petersen the music, and it topped the West German "
                "charts and reached number 2 on the Billboard Hot 100 in 1984."
            ),
            D(
                "Falco (musician): Johann H\u00f6lzel (1957 \u2013 1998), known as Falco, was an "
                "Austrian singer and rapper born in Vienna. His Rock Me Amadeus, a German-language "
                "rap about Mozart, went to number one on the Billboard Hot 100 in March 1986, and "
                "he died in a car crash in the Dominican Republic in February 1998."
            ),
            D(
                "Da Da Da: Da Da Da is a 1982 song by the West German band Trio, sung by Stephan "
                "Remmler over a cheap Casio keyboard. Its full title is Da Da Da ich lieb dich "
                "nicht du liebst mich nicht aha aha aha, and it reached the top ten across much of "
                "Europe and returned in a Volkswagen advert in 1997."
            ),
            D(
                "Neue Deutsche Welle: The Neue Deutsche Welle, or German new wave, was a style of "
                "rock and pop music sung in German that flourished in West Germany from about 1979 "
                "to 1985. Its best-known acts included Trio, Ideal, Spliff, Extrabreit and Nena, "
                "whose records often sold well abroad as well as at home."
            ),
            S(
                "Nena (singer): Gabriele Susanne Kerner (born 24 March 1960), known as Nena, is a "
                "German singer born in Hagen, North Rhine-Westphalia. She sang with a local band, "
                "The Stripes, before moving to West Berlin in 1981 to front the group named after "
                "her, and she has stayed a star in Germany ever since."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Kristin Lavransdatter was written by a Nobel laureate born in which Danish town?",
        "Kalundborg",
        [
            D(
                "Kristin Lavransdatter (film): Kristin Lavransdatter is a 1995 Norwegian "
                "historical film based on The Wreath, the first book of the trilogy, and directed "
                "by the actress Liv Ullmann, who was born in Tokyo. Elisabeth Matheson played "
                "Kristin and Bj\u00f8rn Skagestad played Erlend, and Sven Nykvist was the "
                "cinematographer."
            ),
            S(
                "Sigrid Undset: Sigrid Undset (1882 \u2013 1949) was a Norwegian novelist born on "
                "20 May 1882 in Kalundborg, Denmark, the home town of her Danish mother; the "
                "family moved to Christiania when she was two. She won the Nobel Prize in "
                "Literature in 1928 and lived for many years at Bjerkeb\u00e6k in Lillehammer."
            ),
            D(
                "Knut Hamsun: Knut Hamsun (1859 \u2013 1952) was a Norwegian novelist born in Lom "
                "in Gudbrandsdal and raised at Hamar\u00f8y in Nordland. His novel Hunger of 1890 "
                "made his name, he won the Nobel Prize in Literature in 1920 for Growth of the "
                "Soil, and his support for the Nazi occupiers ruined his reputation."
            ),
            D(
                "Bj\u00f8rnstjerne Bj\u00f8rnson: Bj\u00f8rnstjerne Bj\u00f8rnson (1832 \u2013 "
                "1910) was a Norwegian writer born at Kvikne in \u00d8sterdalen, where his father "
                "was the parish priest. He wrote the words of the national anthem Ja, vi elsker "
                "dette landet, and in 1903 he became the first Norwegian to win the Nobel Prize in "
                "Literature."
            ),
            D(
                "Bjerkeb\u00e6k: Bjerkeb\u00e6k is the house in Lillehammer, Norway, where Sigrid "
                "Undset lived from 1919 until she fled the German invasion in 1940. Put together "
                "from old timber houses moved to the site, it is now a museum run by the Maihaugen "
                "foundation, with her library and writing room kept as she left them."
            ),
            D(
                "Selma Lagerl\u00f6f: Selma Lagerl\u00f6f (1858 \u2013 1940) was a Swedish "
                "novelist born at M\u00e5rbacka, a manor in V\u00e4rmland. The author of "
                "G\u00f6sta Berling's Saga and The Wonderful Adventures of Nils, she became the "
                "first woman to win the Nobel Prize in Literature, in 1909, and she later bought "
                "back her family home."
            ),
            S(
                "Kristin Lavransdatter: Kristin Lavransdatter is a trilogy of historical novels by "
                "the Norwegian writer Sigrid Undset, published between 1920 and 1922 as The "
                "Wreath, The Wife and The Cross. It follows the life of a strong-willed woman in "
                "fourteenth-century Norway, from her childhood in Gudbrandsdal to her death."
            ),
            D(
                "The Master of Hestviken: The Master of Hestviken is a four-volume historical "
                "novel by Sigrid Undset, published from 1925 to 1927 and set in Norway around "
                "1300. Its hero, Olav Audunss\u00f8n, is promised from boyhood to his foster "
                "sister Ingunn, and the books deal with guilt, faith and a killing kept secret."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What was the birth name of the war photographer who took The Falling Soldier in 1936?",
        "Endre Ern\u0151 Friedmann",
        [
            S(
                "The Falling Soldier: The Falling Soldier is a photograph taken by Robert Capa on "
                "5 September 1936, during the Spanish Civil War, near Cerro Muriano in the "
                "province of C\u00f3rdoba. It seems to show a Republican militiaman at the moment "
                "he is shot, and it was first printed in the French magazine Vu that month."
            ),
            D(
                "Gerda Taro: Gerda Taro (1910 \u2013 1937) was a German war photographer, born "
                "Gerta Pohorylle in Stuttgart to a Jewish family from Galicia. She covered the "
                "Spanish Civil War with her partner Robert Capa and was killed near Brunete in "
                "July 1937, when a tank crashed into the car on which she was riding."
            ),
            D(
                "Magnum Photos: Magnum Photos is an international cooperative of photographers "
                "founded in New York in 1947 by Robert Capa, Henri Cartier-Bresson, David Seymour, "
                "George Rodger and William Vandivert. Owned by its members, it has offices in New "
                "York, Paris, London and Tokyo and keeps the rights to their pictures."
            ),
            D(
                "Henri Cartier-Bresson: Henri Cartier-Bresson (1908 \u2013 2004) was a French "
                "photographer born in Chanteloup-en-Brie, a pioneer of candid street photography "
                "with a small Leica camera. His 1952 book Images \u00e0 la sauvette, published in "
                "English as The Decisive Moment, gave a lasting name to his way of working."
            ),
            S(
                "Robert Capa: Robert Capa (1913 \u2013 1954) was a Hungarian-American war "
                "photographer, born Endre Ern\u0151 Friedmann in Budapest on 22 October 1913. He "
                "covered five wars, landed with the first wave on Omaha Beach on D-Day, co-founded "
                "the Magnum Photos agency in 1947, and was killed by a landmine in Indochina in "
                "May 1954."
            ),
            D(
                "Raising a Flag over the Reichstag: Raising a Flag over the Reichstag is a "
                "photograph taken by Yevgeny Khaldei on 2 May 1945, during the Battle of Berlin, "
                "showing Soviet soldiers hoisting a red flag on the roof of the Reichstag. Khaldei "
                "later retouched it to remove a second wristwatch from one soldier's arm."
            ),
            D(
                "Cerro Muriano: Cerro Muriano is a village in the Sierra Morena north of "
                "C\u00f3rdoba, Spain, split between the municipalities of C\u00f3rdoba and Obejo. "
                "Copper was mined there from Roman times into the twentieth century, and in the "
                "late summer of 1936 Republican militias fought Nationalist troops in the hills "
                "around it."
            ),
            D(
                "Robert Capa Gold Medal: The Robert Capa Gold Medal is an annual award of the "
                "Overseas Press Club of America for the best published photographic reporting from "
                "abroad requiring exceptional courage and enterprise. First given in 1955, the "
                "year after the photographer's death, it has been won by Larry Burrows and James "
                "Nachtwey."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Arvo P\u00e4rt or Philip Glass?",
        "Arvo P\u00e4rt",
        [
            D(
                "Steve Reich: Steve Reich (born 3 October 1936) is an American composer born in "
                "New York City, a pioneer of minimal music. He explored tape loops drifting out of "
                "phase in It's Gonna Rain of 1965, wrote Music for 18 Musicians for his own "
                "ensemble, and won the Pulitzer Prize for Music in 2009 for Double Sextet."
            ),
            D(
                "Einstein on the Beach: Einstein on the Beach is an opera in four acts by Philip "
                "Glass and the director Robert Wilson, first staged at the Avignon Festival in "
                "July 1976. Lasting almost five hours without an interval, it has no plot in the "
                "usual sense, and the audience is free to come and go as it pleases."
            ),
            S(
                "Philip Glass: Philip Glass (born 31 January 1937) is an American composer born in "
                "Baltimore, Maryland, one of the leading figures of minimalism. His works built on "
                "repeated patterns include the opera Einstein on the Beach, made with Robert "
                "Wilson in 1976, and the score of the film Koyaanisqatsi."
            ),
            D(
                "Henryk G\u00f3recki: Henryk Miko\u0142aj G\u00f3recki (1933 \u2013 2010) was a "
                "Polish composer born in Czernica, in Silesia. His Symphony No. 3, the Symphony of "
                "Sorrowful Songs of 1976, became a surprise hit in 1992, when a recording with the "
                "soprano Dawn Upshaw sold more than a million copies."
            ),
            D(
                "Spiegel im Spiegel: Spiegel im Spiegel is a piece for piano and violin by Arvo "
                "P\u00e4rt, written in 1978 shortly before he left Estonia. Its title means mirror "
                "in the mirror, and its slow, repeating triads in F major have made it one of the "
                "most widely used pieces of contemporary classical music in films."
            ),
            D(
                "John Adams (composer): John Coolidge Adams (born 15 February 1947) is an American "
                "composer born in Worcester, Massachusetts, whose music grew out of minimalism. "
                "His operas include Nixon in China and The Death of Klinghoffer, and he won the "
                "Pulitzer Prize for Music in 2003 for On the Transmigration of Souls."
            ),
            D(
                "Koyaanisqatsi: Koyaanisqatsi is a 1982 American documentary film directed by "
                "Godfrey Reggio, made of slow-motion and time-lapse images of landscapes and "
                "cities, with no dialogue or narration. Its title is a Hopi word meaning life out "
                "of balance, and its score was written by Philip Glass."
            ),
            S(
                "Arvo P\u00e4rt: Arvo P\u00e4rt (born 11 September 1935) is an Estonian composer "
                "born in Paide. After early serial works he developed a spare style of his own, "
                "which he calls tintinnabuli, in pieces such as Tabula Rasa, Spiegel im Spiegel "
                "and Fratres, and in 1980 he emigrated from the Soviet Union to Vienna."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The first World Cup trophy was named after a FIFA president born in which French village?",
        "Theuley",
        [
            D(
                "FIFA World Cup Trophy: The FIFA World Cup Trophy is the gold prize awarded to the "
                "world champions since 1974, designed by the Italian sculptor Silvio Gazzaniga. It "
                "shows two human figures spiralling upward to hold the Earth, is made of 18-carat "
                "gold, and only winners and heads of state may touch it."
            ),
            D(
                "Pickles (dog): Pickles was a black and white collie who found the stolen World "
                "Cup trophy wrapped in newspaper under a hedge in Beulah Hill, south London, on 27 "
                "March 1966, a week after it had been taken from an exhibition in Westminster. His "
                "owner, David Corbett, was given a reward."
            ),
            S(
                "Jules Rimet Trophy: The Jules Rimet Trophy was the prize for the winners of the "
                "FIFA World Cup from 1930 to 1970. Made by the French sculptor Abel Lafleur from "
                "gold-plated silver, it was first called Victory and was renamed in 1946 after "
                "Jules Rimet, the FIFA president who had launched the tournament."
            ),
            D(
                "Henri Delaunay Trophy: The Henri Delaunay Trophy is the cup given to the winners "
                "of the UEFA European Championship, first presented in 1960. It is named after "
                "Henri Delaunay, the first general secretary of UEFA and long-serving secretary of "
                "the French Football Federation, who proposed the tournament but died in 1955."
            ),
            D(
                "Haute-Sa\u00f4ne: Haute-Sa\u00f4ne is a department in the "
                "Bourgogne-Franche-Comt\u00e9 region of eastern France, named after the "
                "Sa\u00f4ne, which rises in the Vosges and flows across it. Its prefecture is "
                "Vesoul, and Le Corbusier's pilgrimage chapel of Notre-Dame du Haut stands on a "
                "hill at Ronchamp in its north-east."
            ),
            D(
                "1930 FIFA World Cup: The 1930 FIFA World Cup was the first World Cup, held in "
                "Uruguay from 13 to 30 July 1930. Thirteen teams took part, most of them from the "
                "Americas, and the hosts beat Argentina 4\u20132 in the final at the Estadio "
                "Centenario in Montevideo to become the first world champions."
            ),
            S(
                "Jules Rimet: Jules Rimet (1873 \u2013 1956) was a French football administrator "
                "born on 14 October 1873 in Theuley, a village in Haute-Sa\u00f4ne. He founded the "
                "Paris club Red Star in 1897 and served as president of FIFA from 1921 to 1954, "
                "longer than anyone else, and he died in Suresnes in 1956."
            ),
            D(
                "Red Star F.C.: Red Star Football Club is a French football club based in "
                "Saint-Ouen-sur-Seine, just north of Paris, founded in 1897 by Jules Rimet and a "
                "group of friends. It has won the Coupe de France five times, the last in 1942, "
                "and it plays its home games at the Stade Bauer, which opened in 1909."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the writer of the novel the war of the worlds",
        "Bromley, Kent",
        [
            D(
                "Orson Welles: George Orson Welles (1915 \u2013 1985) was an American director, "
                "actor and writer born in Kenosha, Wisconsin. He frightened radio listeners with a "
                "broadcast about a Martian invasion in 1938, and three years later he directed, "
                "co-wrote and starred in Citizen Kane, often voted the greatest film ever made."
            ),
            D(
                "Jules Verne: Jules Verne (1828 \u2013 1905) was a French novelist born in Nantes, "
                "a port on the Loire, whose Voyages extraordinaires helped to create science "
                "fiction. His books include Journey to the Centre of the Earth, Twenty Thousand "
                "Leagues Under the Seas and Around the World in Eighty Days, and he died in "
                "Amiens."
            ),
            D(
                "The War of the Worlds (1938 radio drama): The War of the Worlds was an episode of "
                "the CBS series The Mercury Theatre on the Air, directed and narrated by Orson "
                "Welles and broadcast on 30 October 1938. Its fake news bulletins moved the "
                "Martian landing to Grover's Mill, New Jersey, and alarmed some listeners."
            ),
            S(
                "The War of the Worlds: The War of the Worlds is a science fiction novel by the "
                "English writer H. G. Wells, serialised in Pearson's Magazine in 1897 and "
                "published as a book in 1898. Told by an unnamed narrator, it describes Martians "
                "landing on Horsell Common near Woking and laying waste to southern England."
            ),
            D(
                "Woking: Woking is a large town in Surrey, England, about 23 miles south-west of "
                "central London, which grew up around its railway station after 1838. It has "
                "Britain's first purpose-built mosque, the Shah Jahan Mosque of 1889, and a tall "
                "steel sculpture of a Martian fighting machine unveiled in its centre in 1998."
            ),
            D(
                "The Time Machine: The Time Machine is an 1895 science fiction novella by H. G. "
                "Wells in which an unnamed Victorian inventor travels to the year 802,701 and "
                "finds humanity split into the gentle Eloi and the underground Morlocks. It made "
                "the idea of a machine for travelling in time popular and has been filmed twice."
            ),
            S(
                "H. G. Wells: Herbert George Wells (1866 \u2013 1946) was an English writer born "
                "on 21 September 1866 in Bromley, Kent, where his parents kept a shop selling "
                "china and cricket goods. Trained as a teacher of biology, he wrote The Time "
                "Machine, The Invisible Man and many books of history and prophecy, and died in "
                "London."
            ),
            D(
                "Jeff Wayne's Musical Version of The War of the Worlds: Jeff Wayne's Musical "
                "Version of The War of the Worlds is a 1978 concept album by the American composer "
                "Jeff Wayne, narrated by Richard Burton. Mixing rock, strings and spoken drama, it "
                "has sold some 15 million copies and has toured as a stage show since 2006."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of The Good Soldier \u0160vejk die?",
        "Lipnice nad S\u00e1zavou",
        [
            D(
                "Josef Lada: Josef Lada (1887 \u2013 1957) was a Czech painter and illustrator "
                "born in Hrusice, a village south-east of Prague. His simple, brightly coloured "
                "scenes of village life and his drawings of a plump, cheerful soldier in an "
                "ill-fitting uniform are known to every Czech child, and he died in Prague in "
                "1957."
            ),
            D(
                "Karel \u010capek: Karel \u010capek (1890 \u2013 1938) was a Czech writer born in "
                "Mal\u00e9 Svato\u0148ovice, in north-eastern Bohemia. His 1920 play R.U.R. gave "
                "the world the word robot, which his brother Josef had suggested to him, and he "
                "died of pneumonia in Prague on Christmas Day 1938, a few months after the Munich "
                "Agreement."
            ),
            S(
                "Jaroslav Ha\u0161ek: Jaroslav Ha\u0161ek (1883 \u2013 1923) was a Czech writer "
                "and humorist born in Prague on 30 April 1883. A bohemian prankster who served in "
                "the Austro-Hungarian army and later with the Red Army in Russia, he died of heart "
                "failure on 3 January 1923 in Lipnice nad S\u00e1zavou, a small town in Bohemia."
            ),
            D(
                "Bohumil Hrabal: Bohumil Hrabal (1914 \u2013 1997) was a Czech writer born in "
                "Brno, whose novels include Closely Watched Trains and I Served the King of "
                "England. He died in Prague on 3 February 1997 after falling from a fifth-floor "
                "window of the Bulovka hospital, apparently while he was feeding pigeons."
            ),
            D(
                "Catch-22: Catch-22 is a satirical war novel by the American writer Joseph Heller, "
                "published in 1961 and set on an island off Italy in the Second World War. Its "
                "hero, the bombardier Yossarian, tries to get out of flying more missions, and its "
                "title became a phrase for a rule that traps people whatever they do."
            ),
            D(
                "Schweik in the Second World War: Schweik in the Second World War is a play by "
                "Bertolt Brecht, written in exile in the United States in 1943, which moves a "
                "famous Czech soldier into the Nazi occupation of Prague. Hanns Eisler wrote its "
                "songs, and it was first staged in Warsaw in 1957, the year after Brecht's death."
            ),
            S(
                "The Good Soldier \u0160vejk: The Good Soldier \u0160vejk is an unfinished comic "
                "novel by the Czech writer Jaroslav Ha\u0161ek, published in parts from 1921 to "
                "1923 with illustrations by Josef Lada. Its hero, a cheerful dog seller from "
                "Prague, makes a mockery of the Austro-Hungarian army in the First World War."
            ),
            D(
                "Jaroslav Seifert: Jaroslav Seifert (1901 \u2013 1986) was a Czech poet born in "
                "\u017di\u017ekov, then a working-class suburb of Prague. A founder of the Poetist "
                "movement of the 1920s, he won the Nobel Prize in Literature in 1984, the only "
                "Czech writer to do so, and he died in Prague in January 1986."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Cy Young Award is named after a pitcher born in which Ohio village?",
        "Gilmore",
        [
            S(
                "Cy Young: Denton True Young (1867 \u2013 1955), known as Cy Young, was an "
                "American baseball pitcher born on 29 March 1867 in Gilmore, Ohio. In a career "
                "from 1890 to 1911 he won 511 games, a record that still stands, and he pitched in "
                "the first modern World Series in 1903 for the Boston Americans."
            ),
            D(
                "Roberto Clemente Award: The Roberto Clemente Award is given each year to the "
                "Major League Baseball player who best combines play on the field with work for "
                "the community. It honours the Pittsburgh Pirates outfielder, born in Carolina, "
                "Puerto Rico, who died in a plane crash in 1972 while taking aid to Nicaragua."
            ),
            D(
                "Kenesaw Mountain Landis: Kenesaw Mountain Landis (1866 \u2013 1944) was an "
                "American federal judge born in Millville, Ohio, who became the first commissioner "
                "of baseball in 1920. He banned eight Chicago White Sox players for life after the "
                "Black Sox scandal, and the major leagues' MVP awards bore his name until 2020."
            ),
            D(
                "Walter Johnson: Walter Perry Johnson (1887 \u2013 1946) was an American baseball "
                "pitcher born in Humboldt, Kansas, who spent his whole 21-season career with the "
                "Washington Senators. Nicknamed the Big Train for his fastball, he won 417 games "
                "and was one of the first five players elected to the Hall of Fame in 1936."
            ),
            D(
                "Newcomerstown, Ohio: Newcomerstown is a village in Tuscarawas County, Ohio, on "
                "the Tuscarawas River, where the Delaware people once had their chief town. The "
                "football coach Woody Hayes grew up there, and the great pitcher Cy Young spent "
                "his last years on a farm nearby and died in the village in 1955."
            ),
            D(
                "1903 World Series: The 1903 World Series was the first modern World Series, "
                "played between the Boston Americans of the American League and the Pittsburgh "
                "Pirates of the National League. Boston won the best-of-nine series five games to "
                "three, with the final game played on 13 October 1903 at the Huntington Avenue "
                "Grounds."
            ),
            S(
                "Cy Young Award: The Cy Young Award is given each year to the best pitchers in "
                "Major League Baseball, one in the American League and one in the National League. "
                "It was first presented in 1956, the year after the death of the pitcher it "
                "honours, and until 1967 a single award was made for both leagues."
            ),
            D(
                "Christy Mathewson: Christopher Mathewson (1880 \u2013 1925) was an American "
                "baseball pitcher born in Factoryville, Pennsylvania, who won 373 games, most of "
                "them for the New York Giants. He threw three shutouts in the 1905 World Series "
                "and died of tuberculosis at Saranac Lake, New York, in October 1925."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Oskar Kokoschka or Max Beckmann?",
        "Max Beckmann",
        [
            D(
                "Ernst Ludwig Kirchner: Ernst Ludwig Kirchner (1880 \u2013 1938) was a German "
                "expressionist painter born in Aschaffenburg, who founded the artists' group Die "
                "Br\u00fccke in Dresden in 1905. Broken by service in the First World War and by "
                "Nazi attacks on his work, he took his own life near Davos in June 1938."
            ),
            D(
                "The Bride of the Wind: The Bride of the Wind is an oil painting by Oskar "
                "Kokoschka, finished in 1914, showing the artist lying awake beside his sleeping "
                "lover, Alma Mahler, in a small boat tossed by a storm. The Kunstmuseum Basel "
                "bought it in 1939, after the Nazis had taken it from a museum in Hamburg."
            ),
            S(
                "Max Beckmann: Max Beckmann (1884 \u2013 1950) was a German painter born in "
                "Leipzig on 12 February 1884. Best known for large triptychs such as Departure, he "
                "left Germany for Amsterdam in 1937, the day after Hitler's speech opening the "
                "Great German Art Exhibition, and died in New York in December 1950."
            ),
            D(
                "Alma Mahler: Alma Mahler (1879 \u2013 1964) was an Austrian composer and "
                "socialite born in Vienna, the daughter of the landscape painter Emil Jakob "
                "Schindler. She was married in turn to the composer Gustav Mahler, the architect "
                "Walter Gropius and the writer Franz Werfel, and she died in New York in 1964."
            ),
            D(
                "Otto Dix: Otto Dix (1891 \u2013 1969) was a German painter born in Untermhaus, "
                "now part of Gera, in Thuringia. A machine-gunner in the First World War, he "
                "showed its horrors in a cycle of fifty etchings and a large triptych, both called "
                "Der Krieg, and his sharp portraits made him a leader of the New Objectivity."
            ),
            S(
                "Oskar Kokoschka: Oskar Kokoschka (1886 \u2013 1980) was an Austrian expressionist "
                "painter, poet and playwright, born in P\u00f6chlarn on the Danube on 1 March "
                "1886. Branded degenerate by the Nazis, he fled to Prague in 1934 and to Britain "
                "in 1938, and he spent his last years at Villeneuve on Lake Geneva."
            ),
            D(
                "Departure (Beckmann): Departure is a triptych painted by Max Beckmann between "
                "1932 and 1935, the first of the nine he completed. Its side panels show scenes of "
                "torture and its centre a boat carrying a king and a mother and child out to sea, "
                "and it has belonged to the Museum of Modern Art in New York since 1942."
            ),
            D(
                "Degenerate Art (exhibition): Degenerate Art was an exhibition organised by the "
                "Nazi Party in Munich from July to November 1937, showing about 650 confiscated "
                "modern works crowded together with mocking captions. It included paintings by "
                "Kirchner, Kokoschka, Dix, Nolde and Chagall, and drew more than two million "
                "visitors."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The painter of Reply of the Zaporozhian Cossacks was born in which Ukrainian town?",
        "Chuhuiv",
        [
            D(
                "Barge Haulers on the Volga: Barge Haulers on the Volga is an oil painting by Ilya "
                "Repin, made between 1870 and 1873, showing eleven exhausted men dragging a barge "
                "up the river in the summer heat. Its sympathetic view of labourers made the young "
                "artist famous, and Grand Duke Vladimir Alexandrovich bought it."
            ),
            D(
                "Vasily Surikov: Vasily Ivanovich Surikov (1848 \u2013 1916) was a Russian history "
                "painter born in Krasnoyarsk, Siberia, into an old Cossack family. His huge "
                "canvases include The Morning of the Streltsy Execution, Boyarynya Morozova and "
                "Yermak's Conquest of Siberia, and he died in Moscow in March 1916."
            ),
            S(
                "Ilya Repin: Ilya Yefimovich Repin (1844 \u2013 1930) was a Russian realist "
                "painter born on 5 August 1844 in Chuhuiv, a town near Kharkiv in present-day "
                "Ukraine, the son of a military settler. He made his name with Barge Haulers on "
                "the Volga and died in 1930 at Penaty, his house in Kuokkala, Finland."
            ),
            D(
                "Zaporozhian Sich: The Zaporozhian Sich was the fortified centre of the Cossacks "
                "who lived beyond the rapids of the lower Dnieper, in what is now southern "
                "Ukraine, from the sixteenth century to the eighteenth. Its warriors elected their "
                "own leaders, and Catherine the Great's troops destroyed it in 1775."
            ),
            D(
                "Ivan Aivazovsky: Ivan Konstantinovich Aivazovsky (1817 \u2013 1900) was a Russian "
                "painter of Armenian descent born in Feodosia, a port in Crimea, where he lived "
                "for most of his life. He painted some six thousand pictures, most of them of the "
                "sea, and his best-known work is The Ninth Wave of 1850."
            ),
            D(
                "State Russian Museum: The State Russian Museum in Saint Petersburg holds the "
                "largest collection of Russian art in the world. Tsar Nicholas II founded it in "
                "1895 in memory of his father, Alexander III, and opened it in 1898 in the "
                "Mikhailovsky Palace, which Carlo Rossi had designed and finished in 1825."
            ),
            S(
                "Reply of the Zaporozhian Cossacks: Reply of the Zaporozhian Cossacks is a large "
                "oil painting by Ilya Repin, begun in 1880 and finished in 1891. It shows a crowd "
                "of laughing Cossacks composing an insulting letter to Sultan Mehmed IV, and Tsar "
                "Alexander III bought it for 35,000 roubles; it hangs in the Russian Museum."
            ),
            D(
                "Penaty: Penaty is a museum estate in Repino, a resort on the Gulf of Finland "
                "north-west of Saint Petersburg, where a famous painter lived from 1903 until his "
                "death. The village, then called Kuokkala and part of Finland, was renamed after "
                "him in 1948, and the wooden house, burned in the war, was rebuilt in 1962."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who sings lead vocals in the Norwegian band that recorded Take On Me?",
        "Morten Harket",
        [
            D(
                "Hunting High and Low: Hunting High and Low is the debut studio album by a-ha, "
                "released in June 1985 by Warner Bros. Records. Produced largely by Alan Tarney, "
                "it reached number 2 in the United Kingdom and sold millions of copies, and its "
                "singles included The Sun Always Shines on T.V. and the title track."
            ),
            S(
                "A-ha: A-ha is a Norwegian synth-pop band formed in Oslo in 1982 by the singer "
                "Morten Harket, the keyboardist Magne Furuholmen and the guitarist Paul "
                "Waaktaar-Savoy. They sang the theme for the James Bond film The Living Daylights "
                "in 1987 and have sold more than 50 million records around the world."
            ),
            D(
                "The Final Countdown (song): The Final Countdown is a song by the Swedish rock "
                "band Europe, written by its lead singer, Joey Tempest, and released in 1986 as "
                "the title track of their third album. Built on a famous synthesizer riff, it went "
                "to number one in 25 countries and is often played at sports events."
            ),
            D(
                "Take That: Take That are an English pop group formed in Manchester in 1990, with "
                "Gary Barlow as lead singer and chief songwriter beside Robbie Williams, Mark "
                "Owen, Howard Donald and Jason Orange. After splitting in 1996 they came back in "
                "2005, and Back for Good is among their twelve number-one singles."
            ),
            D(
                "Magne Furuholmen: Magne Furuholmen (born 1962) is a Norwegian musician and visual "
                "artist, the keyboardist of a-ha since its formation. Born in Oslo, he has shown "
                "paintings and woodcuts in galleries across Europe, made public art for buildings "
                "in Norway, and released solo albums such as Past Perfect Future Tense."
            ),
            S(
                "Take On Me: Take On Me is a song by the Norwegian band a-ha, first released in "
                "1984 and re-recorded for their debut album Hunting High and Low. Its 1985 video, "
                "directed by Steve Barron, mixes live action with pencil-sketch animation, and the "
                "song reached number one on the Billboard Hot 100 in October 1985."
            ),
            D(
                "The Living Daylights (song): The Living Daylights is the theme song of the 1987 "
                "James Bond film of the same name, written by Paul Waaktaar-Savoy and John Barry "
                "and recorded by a-ha. The band and Barry fell out during the sessions, each later "
                "releasing a different mix, and it reached number 5 in the UK."
            ),
            D(
                "Steve Barron: Steve Barron (born 1956) is a British director of films and music "
                "videos, born in Dublin. He directed the videos for Michael Jackson's Billie Jean "
                "and Dire Straits' Money for Nothing, the film Teenage Mutant Ninja Turtles of "
                "1990, and a famous pencil-sketch video for a Norwegian band."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which club was founded first olympiacos or panathinaikos",
        "Panathinaikos",
        [
            D(
                "AEK Athens F.C.: AEK Athens is a Greek football club founded on 13 April 1924 by "
                "Greek refugees from Constantinople who had settled around Athens after the war "
                "with Turkey. Its emblem is a double-headed eagle, and it plays at the Agia Sophia "
                "Stadium in Nea Filadelfeia, which opened in 2022."
            ),
            S(
                "Olympiacos F.C.: Olympiacos Football Club is a Greek football club based in "
                "Piraeus, founded on 10 March 1925 from the merger of two local clubs. Wearing red "
                "and white, it is the most successful club in Greece, and in 2024 it became the "
                "first Greek side to win a European trophy, the UEFA Europa Conference League."
            ),
            D(
                "Karaiskakis Stadium: The Georgios Karaiskakis Stadium is a football ground in Neo "
                "Faliro, Piraeus, named after a hero of the Greek War of Independence who was "
                "killed nearby in 1827. Rebuilt for the football tournament of the 2004 Olympics, "
                "it holds about 33,000 spectators and is home to a Piraeus club."
            ),
            D(
                "Panathenaic Stadium: The Panathenaic Stadium in Athens is the only major stadium "
                "in the world built entirely of marble. Rebuilt on the site of an ancient stadium "
                "with money from the benefactor Georgios Averoff, it hosted the opening ceremony "
                "of the first modern Olympic Games in April 1896 and the archery of 2004."
            ),
            D(
                "PAOK FC: PAOK is a Greek football club based in Thessaloniki, founded on 20 April "
                "1926 by Greek refugees from Constantinople. Its colours are black and white, its "
                "emblem is a double-headed eagle with folded wings, and it has played its home "
                "games at the Toumba Stadium since 1959."
            ),
            D(
                "Apostolos Nikolaidis Stadium: The Apostolos Nikolaidis Stadium is a football "
                "ground on Alexandras Avenue in central Athens, opened in 1922 and named after a "
                "former president of Panathinaikos, whose home it is. Known as Leoforos, it holds "
                "about 16,000 spectators in steep stands close to the pitch."
            ),
            D(
                "Super League Greece: Super League Greece is the top professional football league "
                "in Greece, run in its present form since 2006 and descended from the national "
                "Alpha Ethniki, founded in 1959. Fourteen clubs take part, and the champions enter "
                "the qualifying rounds of the UEFA Champions League."
            ),
            S(
                "Panathinaikos F.C.: Panathinaikos Football Club is a Greek football club based in "
                "Athens, founded on 3 February 1908 by Giorgos Kalafatis as the Football Club of "
                "Athens. The club wears green and white, has won the Greek championship 20 times, "
                "and reached the European Cup final at Wembley in 1971."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of the 1961 Japanese song Sukiyaki die?",
        "Ueno, Gunma Prefecture",
        [
            D(
                "Sukiyaki: Sukiyaki is a Japanese hot-pot dish of thinly sliced beef cooked at the "
                "table with tofu, leeks, mushrooms and glass noodles in a sweet broth of soy "
                "sauce, sugar and mirin. The pieces are often dipped in raw beaten egg before "
                "eating, and it is popular in winter and at family gatherings."
            ),
            S(
                "Sukiyaki (song): Ue o Muite Aruk\u014d, known abroad as Sukiyaki, is a Japanese "
                "song recorded by Kyu Sakamoto and released in 1961, with words by Rokusuke Ei and "
                "music by Hachidai Nakamura. In June 1963 it spent three weeks at number one on "
                "the Billboard Hot 100, a first for a song in an Asian language."
            ),
            D(
                "A Taste of Honey (band): A Taste of Honey was an American disco and R&B group "
                "from Los Angeles, led by Janice-Marie Johnson and Hazel Payne. They won the "
                "Grammy Award for Best New Artist in 1979 after the hit Boogie Oogie Oogie, and in "
                "1981 their English version of Sukiyaki reached number 3 in the United States."
            ),
            D(
                "Hibari Misora: Hibari Misora (1937 \u2013 1989) was a Japanese singer and actress "
                "born in Yokohama, who began performing as a child after the Second World War and "
                "recorded more than 1,200 songs. She died of pneumonia in Tokyo in June 1989, and "
                "her last single, Kawa no Nagare no Y\u014d ni, became a national favourite."
            ),
            D(
                "Rokusuke Ei: Rokusuke Ei (1933 \u2013 2016) was a Japanese lyricist, radio host "
                "and essayist born in Tokyo, the son of a family that ran a Buddhist temple. With "
                "the composer Hachidai Nakamura he wrote many hits of the early 1960s, and his "
                "1994 book Dai\u014dj\u014d, about growing old and dying, sold over two million "
                "copies."
            ),
            D(
                "Hachidai Nakamura: Hachidai Nakamura (1931 \u2013 1992) was a Japanese composer "
                "and jazz pianist born in Qingdao, China. After leading a jazz band in the 1950s "
                "he wrote the music for many pop hits of the 1960s and for television shows, often "
                "with the lyricist Rokusuke Ei, and he died in Tokyo in June 1992."
            ),
            S(
                "Kyu Sakamoto: Kyu Sakamoto (1941 \u2013 1985) was a Japanese singer and actor "
                "born in Kawasaki on 10 December 1941. He was one of 520 people killed on 12 "
                "August 1985 when Japan Air Lines Flight 123 crashed into a mountain ridge in "
                "Ueno, Gunma Prefecture, the deadliest single-aircraft accident in history."
            ),
            D(
                "Gangnam Style: Gangnam Style is a 2012 K-pop song by the South Korean rapper Psy, "
                "named after a wealthy district of Seoul and known for its horse-riding dance. Its "
                "video became the first on YouTube to reach a billion views, and the song spent "
                "seven weeks at number two on the Billboard Hot 100."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "town where the goaltender the vezina trophy is named after was born",
        "Chicoutimi, Quebec",
        [
            D(
                "Hart Memorial Trophy: The Hart Memorial Trophy is awarded each year to the player "
                "judged most valuable to his team in the National Hockey League, first presented "
                "in 1924. It was donated by David Hart, a Montreal doctor whose son Cecil coached "
                "the Canadiens, and Wayne Gretzky won it a record nine times."
            ),
            S(
                "Vezina Trophy: The Vezina Trophy is awarded each year to the best goaltender in "
                "the National Hockey League, as chosen since 1982 by the general managers of its "
                "teams. The owners of the Montreal Canadiens gave it in 1926 in memory of their "
                "former goalkeeper Georges V\u00e9zina, and it was first presented in 1927."
            ),
            D(
                "Conn Smythe Trophy: The Conn Smythe Trophy is awarded each year to the most "
                "valuable player of the Stanley Cup playoffs, first presented in 1965. It honours "
                "Conn Smythe, a Toronto-born soldier and businessman who built Maple Leaf Gardens "
                "and owned the Toronto Maple Leafs for more than thirty years."
            ),
            D(
                "Jacques Plante: Jacques Plante (1929 \u2013 1986) was a Canadian goaltender who "
                "won six Stanley Cups with the Montreal Canadiens. On 1 November 1959, after a "
                "shot cut his face in a game in New York, he came back onto the ice wearing a "
                "mask, and he went on to make the goalie mask a standard part of the game."
            ),
            D(
                "William M. Jennings Trophy: The William M. Jennings Trophy is awarded each year "
                "to the goaltenders of the National Hockey League team that allows the fewest "
                "goals in the regular season, first presented in 1982. It is named after a "
                "president of the New York Rangers who helped to spread hockey in the United "
                "States."
            ),
            D(
                "Montreal Canadiens: The Montreal Canadiens are a professional ice hockey team "
                "based in Montreal, founded on 4 December 1909 and the oldest club in the National "
                "Hockey League. They have won the Stanley Cup 24 times, more than any other team, "
                "and have played their home games at the Bell Centre since 1996."
            ),
            S(
                "Georges V\u00e9zina: Georges V\u00e9zina (1887 \u2013 1926) was a Canadian ice "
                "hockey goaltender born on 21 January 1887 in Chicoutimi, Quebec, and known as the "
                "Chicoutimi Cucumber for his calm. He played every game for the Montreal Canadiens "
                "from 1910 until he collapsed with tuberculosis in 1925, and died in his home "
                "town."
            ),
            D(
                "George Hainsworth: George Hainsworth (1895 \u2013 1950) was a Canadian goaltender "
                "born in Toronto and raised in Kitchener, Ontario, who won the NHL's first trophy "
                "for goaltenders in 1927 with the Montreal Canadiens. In the 1928\u201329 season "
                "he kept 22 shutouts in 44 games, a record that still stands."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Nobel laureate who wrote Quo Vadis died in which Swiss town in 1916?",
        "Vevey",
        [
            D(
                "Quo Vadis (1951 film): Quo Vadis is a 1951 American epic film made by MGM and "
                "directed by Mervyn LeRoy, starring Robert Taylor and Deborah Kerr. Shot at "
                "Cinecitt\u00e0 in Rome with thousands of extras, it earned eight Academy Award "
                "nominations, one of them for Peter Ustinov as the emperor Nero."
            ),
            D(
                "W\u0142adys\u0142aw Reymont: W\u0142adys\u0142aw Reymont (1867 \u2013 1925) was a "
                "Polish novelist born in Kobiele Wielkie, the son of a village organist. He won "
                "the Nobel Prize in Literature in 1924 for The Peasants, an epic of village life "
                "through the four seasons, and he died in Warsaw in December 1925."
            ),
            S(
                "Quo Vadis (novel): Quo Vadis is a historical novel by the Polish writer Henryk "
                "Sienkiewicz, published in instalments in 1895 and 1896. Set in Rome under the "
                "emperor Nero, it tells of the love between the Roman patrician Marcus Vinicius "
                "and Lygia, a Christian hostage, and it has been translated into more than fifty "
                "languages."
            ),
            D(
                "Peter Ustinov: Sir Peter Ustinov (1921 \u2013 2004) was a British actor, writer "
                "and wit born in London, who won Academy Awards for Spartacus and Topkapi. He "
                "played Hercule Poirot in six films, worked for UNICEF for decades, and died in "
                "Genolier, a village in the Swiss canton of Vaud, in March 2004."
            ),
            D(
                "Boles\u0142aw Prus: Boles\u0142aw Prus (1847 \u2013 1912), the pen name of "
                "Aleksander G\u0142owacki, was a Polish journalist and novelist born in "
                "Hrubiesz\u00f3w. His novels include The Doll, a portrait of Warsaw society, and "
                "Pharaoh, set in ancient Egypt, and he died in Warsaw on 19 May 1912."
            ),
            D(
                "With Fire and Sword: With Fire and Sword is a historical novel by Henryk "
                "Sienkiewicz, published in 1884 as the first part of his Trilogy. Set during the "
                "Khmelnytsky Uprising of 1648, it follows the knight Jan Skrzetuski, and Jerzy "
                "Hoffman filmed it in 1999, then the most expensive Polish film ever made."
            ),
            S(
                "Henryk Sienkiewicz: Henryk Sienkiewicz (1846 \u2013 1916) was a Polish novelist "
                "born in Wola Okrzejska, in the Russian-ruled part of Poland. Famous for his "
                "Trilogy of novels about seventeenth-century wars, he won the Nobel Prize in "
                "Literature in 1905 and died in Vevey, Switzerland, on 15 November 1916."
            ),
            D(
                "Domine Quo Vadis: Domine Quo Vadis is a small church on the Appian Way, just "
                "outside the walls of Rome, standing where legend says the apostle Peter, fleeing "
                "the city, met Christ and asked him where he was going. A stone slab in the church "
                "bears the marks of two feet said to be those of Christ."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Fausto Coppi and Gino Bartali both born in Tuscany?",
        "no",
        [
            D(
                "Fiorenzo Magni: Fiorenzo Magni (1920 \u2013 2012) was an Italian racing cyclist "
                "born in Vaiano, near Prato in Tuscany, known as the third man of Italian cycling "
                "beside two greater rivals. He won the Giro d'Italia three times and the Tour of "
                "Flanders three years running, from 1949 to 1951."
            ),
            D(
                "Giro d'Italia: The Giro d'Italia is a three-week stage race for professional "
                "cyclists held mainly in Italy each May, first run in 1909 and organised by the "
                "newspaper La Gazzetta dello Sport. Its leader wears the pink jersey, the colour "
                "of the paper's pages, and the record of five wins is shared by three riders."
            ),
            S(
                "Gino Bartali: Gino Bartali (1914 \u2013 2000) was an Italian racing cyclist born "
                "on 18 July 1914 in Ponte a Ema, near Florence in Tuscany. He won the Giro "
                "d'Italia three times and the Tour de France in 1938 and 1948, and during the war "
                "he carried forged papers hidden in his bicycle to help Jews escape."
            ),
            D(
                "Serse Coppi: Serse Coppi (1923 \u2013 1951) was an Italian racing cyclist, the "
                "younger brother and teammate of a double Tour de France winner. He shared victory "
                "in Paris\u2013Roubaix in 1949 and died in Turin on 29 June 1951, after hitting "
                "his head in a crash near the end of the Giro del Piemonte."
            ),
            D(
                "Marco Pantani: Marco Pantani (1970 \u2013 2004) was an Italian racing cyclist "
                "born in Cesena, in Emilia-Romagna, and a brilliant climber nicknamed Il Pirata. "
                "In 1998 he won both the Giro d'Italia and the Tour de France, and he died of a "
                "cocaine overdose in a hotel in Rimini in February 2004."
            ),
            D(
                "Bianchi (company): Bianchi is the oldest bicycle maker still in business, founded "
                "in Milan in 1885 by Edoardo Bianchi and now based in Treviglio, near Bergamo. Its "
                "bikes are painted in a pale blue-green called celeste, and great riders from the "
                "1940s to the 1990s won the Tour de France on them."
            ),
            S(
                "Fausto Coppi: Fausto Coppi (1919 \u2013 1960) was an Italian racing cyclist born "
                "on 15 September 1919 in Castellania, a village in the province of Alessandria in "
                "Piedmont. He won the Giro d'Italia five times and the Tour de France in 1949 and "
                "1952, and he died of malaria caught in Upper Volta in January 1960."
            ),
            D(
                "1948 Tour de France: The 1948 Tour de France was the 35th edition of the race, "
                "held from 30 June to 25 July. An Italian rider won it ten years after his first "
                "victory, taking three Alpine stages in a row, and his win was said to have calmed "
                "Italy after an attempt on the life of the Communist leader Palmiro Togliatti."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the painter of the sleeping gypsy born",
        "Laval",
        [
            D(
                "Jean-Jacques Rousseau: Jean-Jacques Rousseau (1712 \u2013 1778) was a "
                "philosopher, writer and composer born in Geneva, then an independent republic. "
                "His Discourse on Inequality, The Social Contract and the novel Emile shaped the "
                "thinking of the French Revolution, and he died at Ermenonville, north of Paris."
            ),
            S(
                "Henri Rousseau: Henri Julien F\u00e9lix Rousseau (1844 \u2013 1910) was a French "
                "painter born in Laval, Mayenne, on 21 May 1844. Known as Le Douanier for his work "
                "at the Paris toll office, he taught himself to paint, was mocked for his flat, "
                "naive style, and was later admired by the young artists of the avant-garde."
            ),
            D(
                "The Dream (Rousseau): The Dream is a large oil painting by Henri Rousseau, "
                "finished in 1910, the year of his death, showing a nude woman on a red sofa in a "
                "moonlit jungle of giant leaves, lions and an elephant. It was his last completed "
                "work and has hung in the Museum of Modern Art in New York since 1954."
            ),
            D(
                "Th\u00e9odore Rousseau: Pierre \u00c9tienne Th\u00e9odore Rousseau (1812 \u2013 "
                "1867) was a French landscape painter born in Paris, a leader of the Barbizon "
                "school. He settled in the village of Barbizon on the edge of the forest of "
                "Fontainebleau, painting its oaks and clearings outdoors, and died there in "
                "December 1867."
            ),
            D(
                "Tiger in a Tropical Storm (Surprised!): Tiger in a Tropical Storm is an 1891 oil "
                "painting by Henri Rousseau, the first of his jungle scenes, showing a tiger "
                "crouching among windswept plants as lightning flashes. Shown at the Salon des "
                "Ind\u00e9pendants under the title Surprised!, it is now in the National Gallery, "
                "London."
            ),
            D(
                "S\u00e9raphine Louis: S\u00e9raphine Louis (1864 \u2013 1942) was a French "
                "self-taught painter born in Arsy, Oise, who worked as a cleaning woman in Senlis "
                "and painted flowers and fruit by candlelight. The German collector Wilhelm Uhde "
                "discovered her in 1912, and she died in a psychiatric hospital near Clermont in "
                "1942."
            ),
            D(
                "Wilhelm Uhde: Wilhelm Uhde (1874 \u2013 1947) was a German art collector and "
                "dealer born in Friedeberg, in the Prussian province of Brandenburg, who settled "
                "in Paris in 1904. He championed self-taught painters, wrote the first book about "
                "Henri Rousseau in 1911, and was briefly married to the painter Sonia Delaunay."
            ),
            S(
                "The Sleeping Gypsy: The Sleeping Gypsy is an 1897 oil painting by the French "
                "artist Henri Rousseau, showing a lion sniffing at a woman asleep beside her "
                "mandolin and water jug in a moonlit desert. The council of the painter's home "
                "town turned it down, and it has been in the Museum of Modern Art since 1939."
            ),
        ],
        drop=1,
    ),
]
