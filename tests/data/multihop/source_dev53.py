"""Development multi-hop questions, batch 53.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev50.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v48.

Measured lengths: mean support 287 characters, mean distractor 287 characters; a support
is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        (
            "The conductor who founded the Royal Philharmonic Orchestra in 1946 was born in "
            "which Lancashire town?"
        ),
        "St Helens",
        [
            D(
                "Royal Philharmonic Society: The Royal Philharmonic Society is a British music "
                "society founded in London in 1813, as the Philharmonic Society, to promote "
                "orchestral concerts. It took the word Royal in 1912, and its Gold Medal, first "
                "given in 1871, is one of the highest honours in classical music."
            ),
            D(
                "London Philharmonic Orchestra: The London Philharmonic Orchestra is a symphony "
                "orchestra founded in 1932 by Thomas Beecham and Malcolm Sargent. It has been "
                "resident at the Royal Festival Hall on the South Bank since 1992 and has played "
                "each summer for the opera festival at Glyndebourne since 1964."
            ),
            S(
                "Royal Philharmonic Orchestra: The Royal Philharmonic Orchestra is a British "
                "symphony orchestra based in London. It was founded in 1946 by the conductor Sir "
                "Thomas Beecham, who led it until his death in 1961, and it gave its first concert "
                "at the Davis Theatre in Croydon in September of that year."
            ),
            D(
                "Philharmonia Orchestra: The Philharmonia Orchestra is a London orchestra founded "
                "in 1945 by the record producer Walter Legge, chiefly to make recordings for EMI. "
                "Herbert von Karajan conducted many of its early records, and Otto Klemperer "
                "became its principal conductor in 1959."
            ),
            D(
                "Malcolm Sargent: Sir Malcolm Sargent (1895 \u2013 1967) was an English conductor "
                "born in Ashford, Kent, and brought up in Stamford, Lincolnshire. He was chief "
                "conductor of the BBC Symphony Orchestra from 1950 to 1957 and led the Proms from "
                "1948 until his death, becoming famous for the Last Night."
            ),
            S(
                "Thomas Beecham: Sir Thomas Beecham (1879 \u2013 1961) was an English conductor "
                "and impresario born on 29 April 1879 in St Helens, Lancashire, into the family "
                "whose firm made Beecham's Pills. Largely self-taught, he championed the music of "
                "Delius and Richard Strauss and founded several London orchestras."
            ),
            D(
                "Royal Liverpool Philharmonic: The Royal Liverpool Philharmonic is an orchestra "
                "and concert society founded in 1840, one of the oldest in Britain. Its home, the "
                "Liverpool Philharmonic Hall, was rebuilt and reopened in 1939 after a fire in "
                "1933, and Vasily Petrenko was its chief conductor from 2006 to 2021."
            ),
            D(
                "BBC Symphony Orchestra: The BBC Symphony Orchestra was founded in London in 1930, "
                "with Adrian Boult as its first chief conductor. It is the main orchestra of the "
                "BBC Proms at the Royal Albert Hall, rehearses at the Maida Vale Studios, and is "
                "an associate orchestra of the Barbican Centre."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "which london club did the manager who won the 2016 premier league title with "
            "leicester city manage from 2000 to 2004"
        ),
        "Chelsea",
        [
            D(
                "Nigel Pearson: Nigel Pearson (born 1963) is an English football manager and "
                "former centre-back born in Nottingham. He managed Leicester City in two spells, "
                "and in the spring of 2015 he kept the club in the Premier League by winning seven "
                "of its last nine games, before being sacked that summer."
            ),
            S(
                "Leicester City F.C.: Leicester City Football Club is an English football club "
                "based in Leicester, founded in 1884 as Leicester Fosse. Under the Italian manager "
                "Claudio Ranieri it won the 2015\u201316 Premier League, its first top-flight "
                "title, after bookmakers had offered odds of 5,000 to 1 against it."
            ),
            D(
                "King Power Stadium: The King Power Stadium is a football stadium in Leicester, "
                "England, opened in 2002 as the Walkers Stadium, with about 32,000 seats. It "
                "replaced Filbert Street, the club's ground since 1891, and took its present name "
                "in 2011 from the duty-free firm of the club's Thai owners."
            ),
            D(
                "Jamie Vardy: Jamie Vardy (born 11 January 1987) is an English striker born in "
                "Sheffield who played non-league football for Stocksbridge Park Steels and "
                "Fleetwood Town. He joined Leicester City in 2012 for about one million pounds and "
                "in 2015 scored in eleven Premier League matches in a row, a record."
            ),
            D(
                "Jos\u00e9 Mourinho: Jos\u00e9 Mourinho (born 26 January 1963) is a Portuguese "
                "football manager born in Set\u00fabal. He won the Champions League with Porto in "
                "2004 and with Inter Milan in 2010, and he took Chelsea to Premier League titles "
                "in 2005, 2006 and 2015 over two spells at Stamford Bridge."
            ),
            D(
                "2015\u201316 Premier League: The 2015\u201316 Premier League was the 24th season "
                "of the competition. Leicester City finished ten points clear of Arsenal, with "
                "Tottenham Hotspur third, Harry Kane was the top scorer with 25 goals, and Aston "
                "Villa, Newcastle United and Norwich City went down."
            ),
            S(
                "Claudio Ranieri: Claudio Ranieri (born 20 October 1951) is an Italian football "
                "manager born in Rome. Nicknamed the Tinkerman, he coached Chelsea from 2000 to "
                "2004, and he later managed Valencia, Juventus, Roma, Inter Milan and Monaco "
                "before joining Leicester City in July 2015."
            ),
            D(
                "Craig Shakespeare: Craig Shakespeare (born 1963) is an English football coach and "
                "former Walsall and West Bromwich Albion midfielder. Assistant to the manager at "
                "Leicester City, he took charge when his superior was sacked in February 2017, "
                "reached the Champions League quarter-finals, and left that October."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The composer of In the Hall of the Mountain King was born in which Norwegian city?",
        "Bergen",
        [
            S(
                "In the Hall of the Mountain King: In the Hall of the Mountain King is a piece of "
                "orchestral music written by the Norwegian composer Edvard Grieg for the 1876 "
                "staging of Henrik Ibsen's play Peer Gynt. Its short theme repeats ever faster and "
                "louder as Peer flees the trolls, and it closes the first Peer Gynt suite."
            ),
            D(
                "Peer Gynt: Peer Gynt is a verse play in five acts by Henrik Ibsen, published in "
                "1867 and first staged in Christiania, now Oslo, in February 1876. Drawing on "
                "Norwegian fairy tales, it follows the boastful Peer from his mountain village to "
                "Morocco and the Egyptian desert and home again to Solveig."
            ),
            D(
                "Henrik Ibsen: Henrik Ibsen (1828 \u2013 1906) was a Norwegian playwright born on "
                "20 March 1828 in Skien, a port town in Telemark. He lived for 27 years in Italy "
                "and Germany, where he wrote A Doll's House in 1879 and Hedda Gabler in 1890, and "
                "he died in Christiania in May 1906 after a series of strokes."
            ),
            D(
                "Ole Bull: Ole Bull (1810 \u2013 1880) was a Norwegian violinist and composer born "
                "in Bergen, famous for his concert tours of Europe and America. He founded the "
                "short-lived colony of Oleana in Pennsylvania in 1852, and in 1850 he set up the "
                "first Norwegian-language theatre, where the young Ibsen later worked."
            ),
            S(
                "Edvard Grieg: Edvard Grieg (1843 \u2013 1907) was a Norwegian composer and "
                "pianist born on 15 June 1843 in Bergen. He studied at the Leipzig Conservatory, "
                "wrote his Piano Concerto in A minor in 1868, and spent his later summers at "
                "Troldhaugen, the villa he built beside a lake just south of his home town."
            ),
            D(
                "Johan Svendsen: Johan Svendsen (1840 \u2013 1911) was a Norwegian composer and "
                "conductor born in Christiania, the son of a military bandmaster. Known for his "
                "Norwegian Rhapsodies and his Romance for violin, he was the conductor of the "
                "Royal Danish Theatre in Copenhagen from 1883 to 1908."
            ),
            D(
                "Morning Mood: Morning Mood is the opening movement of the first suite drawn from "
                "the incidental music to Peer Gynt, although in the play it introduces the fourth "
                "act, at sunrise in the Moroccan desert. Its gentle flute melody, answered by the "
                "oboe, is often used in films and advertising to suggest dawn."
            ),
            D(
                "Carl Nielsen: Carl Nielsen (1865 \u2013 1931) was a Danish composer and conductor "
                "born on 9 June 1865 at Sortelung, near N\u00f8rre Lyndelse on the island of "
                "Funen. He wrote six symphonies and the comic opera Maskarade of 1906, and his "
                "portrait appeared on the Danish 100-krone note."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Red and the Black was written by a novelist born in which French city?",
        "Grenoble",
        [
            D(
                "Rouge et Noir: Rouge et Noir, also called trente et quarante, is a French card "
                "game of chance played in casinos with six packs of cards. The dealer lays out two "
                "rows, one for black and one for red, until each passes thirty points, and players "
                "bet on which row ends lower; it dates from the 17th century."
            ),
            D(
                "The Charterhouse of Parma: The Charterhouse of Parma is a novel by Stendhal, "
                "dictated in some fifty days and published in 1839. Its hero, the young Italian "
                "nobleman Fabrice del Dongo, wanders confused through the Battle of Waterloo, and "
                "Honor\u00e9 de Balzac praised the book in a long review in 1840."
            ),
            S(
                "The Red and the Black: The Red and the Black (Le Rouge et le Noir) is an 1830 "
                "novel by the French writer Stendhal. It follows Julien Sorel, a carpenter's son "
                "from the small town of Verri\u00e8res in Franche-Comt\u00e9, who tries to rise "
                "under the Bourbon Restoration by ambition, seduction and hypocrisy."
            ),
            D(
                "Honor\u00e9 de Balzac: Honor\u00e9 de Balzac (1799 \u2013 1850) was a French "
                "novelist born on 20 May 1799 in Tours. His great cycle of linked novels, La "
                "Com\u00e9die humaine, includes Eug\u00e9nie Grandet and Le P\u00e8re Goriot of "
                "1835, and he married the Polish countess Ewelina Ha\u0144ska shortly before he "
                "died."
            ),
            D(
                "The Scarlet and the Black: The Scarlet and the Black is a 1983 television film "
                "starring Gregory Peck as Monsignor Hugh O'Flaherty, an Irish priest in the "
                "Vatican who hid escaped Allied prisoners in occupied Rome. Christopher Plummer "
                "played his adversary, the SS officer Herbert Kappler."
            ),
            D(
                "Prosper M\u00e9rim\u00e9e: Prosper M\u00e9rim\u00e9e (1803 \u2013 1870) was a "
                "French writer and archaeologist born in Paris. A close friend of Stendhal, he was "
                "Inspector-General of Historical Monuments from 1834, saving many medieval "
                "churches, and his novella Colomba, set in Corsica, appeared in 1840."
            ),
            D(
                "The Red and the Black (1954 film): The Red and the Black is a 1954 French film "
                "directed by Claude Autant-Lara and adapted from the 1830 novel of the same name. "
                "G\u00e9rard Philipe played the ambitious Julien Sorel and Danielle Darrieux "
                "played Madame de R\u00eanal, the mayor's wife whom he seduces."
            ),
            S(
                "Stendhal: Stendhal was the pen name of Marie-Henri Beyle (1783 \u2013 1842), a "
                "French novelist born on 23 January 1783 in Grenoble, in the Dauphin\u00e9. He "
                "served in Napoleon's armies in Italy and Russia, and he died in Paris in March "
                "1842, the day after collapsing in the street."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Pacific island country did the author of Treasure Island die?",
        "Samoa",
        [
            D(
                "Kidnapped (novel): Kidnapped is an 1886 adventure novel set in the Scottish "
                "Highlands a few years after the Jacobite rising of 1745. Its young hero, David "
                "Balfour, is shipped off by his miserly uncle and flees across the heather with "
                "the Jacobite Alan Breck Stewart after the Appin murder of 1752."
            ),
            D(
                "The Coral Island: The Coral Island is an 1857 novel by the Scottish writer R. M. "
                "Ballantyne about three boys, Ralph, Jack and Peterkin, shipwrecked on an island "
                "in the South Pacific. Ballantyne, born in Edinburgh in 1825, wrote more than a "
                "hundred books for boys and died in Rome in 1894."
            ),
            D(
                "Long John Silver: Long John Silver is the one-legged ship's cook and secret "
                "pirate leader in the novel Treasure Island, first published as a serial in "
                "1881\u201382. With his parrot Captain Flint on his shoulder he charms young Jim "
                "Hawkins, and he escapes at the end with a bag of the treasure."
            ),
            S(
                "Robert Louis Stevenson: Robert Louis Stevenson (1850 \u2013 1894) was a Scottish "
                "novelist and poet born in Edinburgh on 13 November 1850. Seeking a climate kinder "
                "to his weak lungs, he settled in 1890 at Vailima, on the island of Upolu in "
                "Samoa, where he died of a stroke on 3 December 1894."
            ),
            D(
                "Herman Melville: Herman Melville (1819 \u2013 1891) was an American novelist born "
                "in New York City who deserted a whaling ship in the Marquesas Islands in 1842. "
                "His first book, Typee, published in 1846, drew on his weeks among the islanders, "
                "and he died in New York, little read, in September 1891."
            ),
            D(
                "Treasure Island (1950 film): Treasure Island is a 1950 adventure film, the first "
                "entirely live-action feature made by Walt Disney's studio, directed by Byron "
                "Haskin and shot in England. Bobby Driscoll played Jim Hawkins, and Robert "
                "Newton's Long John Silver gave film pirates their growling West Country speech."
            ),
            S(
                "Treasure Island: Treasure Island is an adventure novel by the Scottish writer "
                "Robert Louis Stevenson, published as a book in 1883 after a run in the magazine "
                "Young Folks. Told mainly by the boy Jim Hawkins, it follows a voyage on the "
                "Hispaniola in search of the buried gold of Captain Flint."
            ),
            D(
                "Jack London: Jack London (1876 \u2013 1916) was an American writer born in San "
                "Francisco, the author of The Call of the Wild. In 1907 he sailed his ketch, the "
                "Snark, across the Pacific to Hawaii, the Marquesas and on to the Solomon Islands, "
                "and he died at his ranch at Glen Ellen, California."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the creator of the moomins",
        "Helsinki",
        [
            D(
                "Moomin World: Moomin World is a children's theme park on the island of Kailo at "
                "Naantali, near Turku in south-western Finland, opened in 1993. Visitors climb "
                "through Moominhouse, a tall blue tower, and meet costumed Moomintroll, Little My "
                "and Snufkin during the summer months."
            ),
            S(
                "Moomins: The Moomins are the central characters of a series of books and comic "
                "strips by the Finnish writer and artist Tove Jansson, beginning with The Moomins "
                "and the Great Flood in 1945. They are white, round-snouted trolls who live with "
                "their friends in Moominvalley."
            ),
            D(
                "Lars Jansson: Lars Jansson (1926 \u2013 2000) was a Finnish writer and "
                "cartoonist, the younger brother of the creator of the Moomins. He translated the "
                "Moomin comic strip into English, drew it alone from 1961, and kept it going until "
                "1975; it had first run in the London Evening News."
            ),
            D(
                "Miffy: Miffy is a small white rabbit created in 1955 by the Dutch artist Dick "
                "Bruna, who was born in Utrecht in 1927. Drawn in thick lines and flat primary "
                "colours, she appears in more than thirty picture books, and a museum devoted to "
                "her opened in her creator's home city in 2016."
            ),
            S(
                "Tove Jansson: Tove Jansson (1914 \u2013 2001) was a Swedish-speaking Finnish "
                "writer, painter and illustrator born on 9 August 1914 in Helsinki, the daughter "
                "of a sculptor and a graphic artist. She won the Hans Christian Andersen Award in "
                "1966 and spent her summers on the islet of Klovharu."
            ),
            D(
                "Finn Family Moomintroll: Finn Family Moomintroll is a 1948 children's novel, the "
                "third Moomin book, first published in Swedish as Trollkarlens hatt. In it the "
                "Moomins find a magician's black hat that changes whatever is put inside, and its "
                "English translation of 1950 made the series known abroad."
            ),
            D(
                "Moomin Museum: The Moomin Museum in Tampere, Finland, opened in 1987 and moved in "
                "2017 to Tampere Hall, a concert and congress centre. It holds about 2,000 "
                "original drawings, sketches and models by the creator of the Moomins, among them "
                "a five-storey model of Moominhouse."
            ),
            D(
                "Elsa Beskow: Elsa Beskow (1874 \u2013 1953) was a Swedish author and illustrator "
                "of children's books born in Stockholm. Her Peter in Blueberry Land of 1901 and "
                "Children of the Forest of 1910 are still in print, and the Elsa Beskow Plaque for "
                "the year's best Swedish picture book is named after her."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Liberty Leading the People was painted by an artist born in which town near Paris?",
        "Charenton-Saint-Maurice",
        [
            S(
                "Liberty Leading the People: Liberty Leading the People is an 1830 oil painting by "
                "the French Romantic artist Eug\u00e8ne Delacroix, marking the July Revolution "
                "that toppled King Charles X. A bare-breasted woman with the tricolour flag leads "
                "armed Parisians over a barricade; the Louvre has owned it since 1874."
            ),
            D(
                "July Revolution: The July Revolution was a French uprising of 27 to 29 July 1830, "
                "the Three Glorious Days, in which the people of Paris rose against King Charles X "
                "and his ordinances. It ended the Bourbon Restoration and put Louis Philippe of "
                "the House of Orl\u00e9ans on the throne."
            ),
            D(
                "The Death of Sardanapalus: The Death of Sardanapalus is an 1827 oil painting by "
                "Eug\u00e8ne Delacroix, now in the Louvre, showing the last king of Assyria calmly "
                "watching from his bed as his servants kill his concubines and horses. Taken from "
                "a play by Lord Byron, it was attacked by critics at the Salon."
            ),
            D(
                "Marianne: Marianne is the national personification of the French Republic, a "
                "woman in a Phrygian cap who stands for liberty and reason. Her bust sits in every "
                "town hall, her profile appears on postage stamps and French euro coins, and "
                "actresses such as Brigitte Bardot have been models for her."
            ),
            D(
                "Mus\u00e9e national Eug\u00e8ne Delacroix: The Mus\u00e9e national Eug\u00e8ne "
                "Delacroix is a museum in the painter's last Paris flat and studio, on the Place "
                "de Furstenberg in the 6th arrondissement. He moved there in 1857 to be near the "
                "church of Saint-Sulpice, whose chapel he was decorating, and died there in 1863."
            ),
            S(
                "Eug\u00e8ne Delacroix: Eug\u00e8ne Delacroix (1798 \u2013 1863) was a French "
                "painter, the leader of the Romantic school, born on 26 April 1798 in "
                "Charenton-Saint-Maurice, just south-east of Paris. A journey to Morocco in 1832 "
                "gave him many subjects, and his journal is a classic of writing on art."
            ),
            D(
                "Les Mis\u00e9rables: Les Mis\u00e9rables is an 1862 novel by Victor Hugo whose "
                "climax is the Paris uprising of June 1832, not the revolution two years earlier. "
                "The street boy Gavroche, shot on the barricade, is often said to echo the "
                "pistol-waving boy beside the flag-bearer in a famous painting."
            ),
            D(
                "Antoine-Jean Gros: Antoine-Jean Gros (1771 \u2013 1835) was a French painter born "
                "in Paris, a pupil of Jacques-Louis David, known for his battle scenes of the "
                "Napoleonic wars and for Bonaparte Visiting the Plague Victims of Jaffa of 1804. "
                "Made a baron in 1824, he drowned himself in the Seine near Meudon."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The painter of Christina's World was born in which Pennsylvania town?",
        "Chadds Ford",
        [
            D(
                "N. C. Wyeth: N. C. Wyeth (1882 \u2013 1945) was an American illustrator born in "
                "Needham, Massachusetts, and a pupil of Howard Pyle. He painted the pictures for a "
                "famous 1911 edition of Treasure Island and other Scribner classics, and he was "
                "killed with a grandson when a train struck his car in 1945."
            ),
            D(
                "Olson House: The Olson House is a farmhouse in Cushing, Maine, owned by the "
                "Farnsworth Art Museum and made a National Historic Landmark in 2011. A painter "
                "who spent his summers nearby used it as a subject for some thirty years, and its "
                "owners, Christina Olson and her brother Alvaro, posed for him."
            ),
            D(
                "Jamie Wyeth: Jamie Wyeth (born 1946) is an American realist painter born in "
                "Wilmington, Delaware, the grandson of the illustrator N. C. Wyeth. He painted a "
                "portrait of John F. Kennedy after his death, worked beside Andy Warhol in the "
                "1970s, and has long painted on Monhegan Island off the coast of Maine."
            ),
            S(
                "Christina's World: Christina's World is a 1948 tempera painting by the American "
                "artist Andrew Wyeth, bought by a New York museum in 1949. It shows Anna Christina "
                "Olson, a neighbour crippled by a muscle disease, lying in a dry field and looking "
                "up towards a grey farmhouse on the coast of Maine."
            ),
            D(
                "Helga Pictures: The Helga Pictures are a series of more than 240 paintings and "
                "drawings of Helga Testorf, a German-born neighbour, made in secret in "
                "Pennsylvania between 1971 and 1985. Their disclosure in 1986 made the covers of "
                "Time and Newsweek, and a single collector bought nearly all of them."
            ),
            D(
                "Winslow Homer: Winslow Homer (1836 \u2013 1910) was an American landscape painter "
                "and printmaker born in Boston. A magazine illustrator during the Civil War, he "
                "settled in 1883 at Prouts Neck on the coast of Maine, where he painted the "
                "storm-tossed Atlantic, and he died in his studio there."
            ),
            S(
                "Andrew Wyeth: Andrew Wyeth (1917 \u2013 2009) was an American realist painter "
                "born on 12 July 1917 in Chadds Ford, Pennsylvania, the youngest child of the "
                "illustrator N. C. Wyeth. Taught at home by his father, he painted the people and "
                "land around his birthplace and around Cushing, Maine."
            ),
            D(
                "Charles Burchfield: Charles Burchfield (1893 \u2013 1967) was an American "
                "watercolour painter born in Ashtabula Harbor, Ohio, and raised in Salem, Ohio. He "
                "moved to Buffalo, New York, in 1921 to design wallpaper, and an art centre in "
                "that city, the Burchfield Penney, holds a large collection of his work."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Black Square was painted by an artist born in which city?",
        "Kyiv",
        [
            D(
                "Suprematism: Suprematism is an abstract art movement launched in Russia in 1915, "
                "built on simple geometric forms such as the square, the circle and the cross in a "
                "few flat colours. Its founder set out its ideas in the pamphlet From Cubism to "
                "Suprematism, and El Lissitzky carried it into book design."
            ),
            D(
                "El Lissitzky: El Lissitzky (1890 \u2013 1941) was a Russian artist, designer and "
                "architect born in Pochinok, near Smolensk. Won over to Suprematism at the art "
                "school in Vitebsk in 1919, he made the poster Beat the Whites with the Red Wedge "
                "and later designed exhibition rooms, books and magazines."
            ),
            S(
                "Kazimir Malevich: Kazimir Malevich (1879 \u2013 1935) was a Russian avant-garde "
                "painter and theorist of Polish descent, born on 23 February 1879 in Kyiv, then "
                "part of the Russian Empire. He taught at Vitebsk and in Petrograd, and he died of "
                "cancer in Leningrad in May 1935."
            ),
            D(
                "Red Square (painting): Red Square is a 1915 painting by the founder of "
                "Suprematism, a single red quadrilateral tilted slightly on a white ground, "
                "subtitled Painterly Realism of a Peasant Woman in Two Dimensions. It belongs to "
                "the State Russian Museum in Saint Petersburg."
            ),
            D(
                "Tretyakov Gallery: The State Tretyakov Gallery is an art museum in Moscow founded "
                "in 1856 by the merchant Pavel Tretyakov, who gave his collection to the city in "
                "1892. It holds the largest collection of Russian art in the world, from medieval "
                "icons to the avant-garde works in its New Tretyakov building."
            ),
            S(
                "Black Square: Black Square is a painting of a black square on a white ground by "
                "the Russian artist Kazimir Malevich, first shown in December 1915 at the "
                "exhibition 0.10 in Petrograd. Hung high across a corner of the room, where icons "
                "are placed in Russian homes, it announced Suprematism."
            ),
            D(
                "Red Square: Red Square is the central square of Moscow, lying between the Kremlin "
                "and the old merchant quarter of Kitay-gorod. Its name comes from an old Russian "
                "word meaning both red and beautiful, and Saint Basil's Cathedral, finished in "
                "1561, stands at its southern end."
            ),
            D(
                "Alexander Rodchenko: Alexander Rodchenko (1891 \u2013 1956) was a Russian artist, "
                "photographer and designer born in Saint Petersburg. He answered a famous "
                "white-on-white painting with his Black on Black series of 1918, then turned to "
                "Constructivist posters and to photographs taken from steep angles."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Solheim Cup is named after a golf club maker who founded which company?",
        "Ping",
        [
            D(
                "Curtis Cup: The Curtis Cup is a team competition for women amateur golfers from "
                "the United States and from Great Britain and Ireland, first played in 1932 at "
                "Wentworth. Its trophy was given by Harriot and Margaret Curtis, sisters from "
                "Boston who had both won the US Women's Amateur."
            ),
            D(
                "Presidents Cup: The Presidents Cup is a men's golf match between a United States "
                "team and an International team of players from outside Europe, first played in "
                "1994 at the Robert Trent Jones Golf Club in Virginia. The sitting US president is "
                "by tradition its honorary chairman."
            ),
            D(
                "Callaway Golf Company: Callaway Golf is an American maker of golf clubs and balls "
                "based in Carlsbad, California, founded in 1982 by Ely Callaway, a former textile "
                "executive and winemaker. Its oversized Big Bertha driver of 1991, named after a "
                "First World War gun, became one of the best-selling clubs ever made."
            ),
            D(
                "Laura Davies: Dame Laura Davies (born 1963) is an English professional golfer "
                "born in Coventry who won the US Women's Open in 1987 and four major championships "
                "in all. She played for Europe in each of the first twelve Solheim Cups, from the "
                "first in 1990 to the match of 2011."
            ),
            S(
                "Solheim Cup: The Solheim Cup is a biennial golf competition between teams of "
                "professional women golfers from Europe and the United States, first played in "
                "1990 at Lake Nona in Florida. It is named after Karsten Solheim, the "
                "Norwegian-born golf club maker, who backed the contest from the start."
            ),
            D(
                "LPGA: The Ladies Professional Golf Association is the American tour for women "
                "professionals, founded in 1950 by thirteen players including Patty Berg and Babe "
                "Didrikson Zaharias. Based in Daytona Beach, Florida, it runs more than thirty "
                "tournaments a year around the world."
            ),
            D(
                "Karsten Creek: Karsten Creek is a golf club in Stillwater, Oklahoma, opened in "
                "1994 as the home course of the Oklahoma State University golf teams. Designed by "
                "Tom Fazio, it is named after Karsten Solheim, who paid for much of it, and it "
                "hosted the men's NCAA Championship in 2011."
            ),
            S(
                "Karsten Solheim: Karsten Solheim (1911 \u2013 2000) was a golf club designer born "
                "in Bergen, Norway, who moved to the United States as a small child. An engineer "
                "at General Electric, he made his first putters in his garage and in 1959 founded "
                "Ping, named after the sound his putter made."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "The marquess after whom boxing's Queensberry Rules are named was the father of "
            "which poet?"
        ),
        "Lord Alfred Douglas",
        [
            D(
                "John Graham Chambers: John Graham Chambers (1843 \u2013 1883) was a Welsh "
                "sportsman born in Llanelli who rowed for Cambridge and founded the Amateur "
                "Athletic Club in 1866. He drafted a set of twelve rules for gloved boxing that a "
                "Scottish nobleman sponsored, and he edited the magazine Land and Water."
            ),
            S(
                "John Douglas, 9th Marquess of Queensberry: John Sholto Douglas, 9th Marquess of "
                "Queensberry (1844 \u2013 1900), was a Scottish nobleman, a keen sportsman and an "
                "outspoken atheist. His third son, the poet Lord Alfred Douglas, was the lover of "
                "Oscar Wilde, and the marquess's insulting card led to Wilde's ruin in 1895."
            ),
            D(
                "Lonsdale Belt: The Lonsdale Belt is the oldest championship belt in British "
                "boxing, first awarded in 1909 by the National Sporting Club in London. It bears "
                "the name of Hugh Lowther, 5th Earl of Lonsdale, a sporting peer known as the "
                "Yellow Earl, and a boxer who wins three title fights at one weight keeps it."
            ),
            S(
                "Marquess of Queensberry Rules: The Marquess of Queensberry Rules are a code of "
                "twelve rules for boxing, drafted by John Graham Chambers and published in 1867 "
                "under the public sponsorship of John Douglas, 9th Marquess of Queensberry. They "
                "called for padded gloves, three-minute rounds and a count of ten."
            ),
            D(
                "London Prize Ring Rules: The London Prize Ring Rules were a code for bare-knuckle "
                "boxing drawn up in 1838 and revised in 1853, replacing the rules Jack Broughton "
                "had set down in 1743. A round lasted until a man went down, after which he had "
                "thirty seconds to come up to the scratch line unaided."
            ),
            D(
                "Marquess of Queensberry: Marquess of Queensberry is a title in the Peerage of "
                "Scotland created in 1682 for William Douglas, 3rd Earl of Queensberry, who was "
                "made a duke two years later. In 1810 the dukedom passed to the Dukes of "
                "Buccleuch, while the marquessate went to a distant cousin, the baronet of Kelhead."
            ),
            D(
                "Oscar Wilde: Oscar Wilde (1854 \u2013 1900) was an Irish poet and playwright born "
                "in Dublin, the author of The Picture of Dorian Gray and The Importance of Being "
                "Earnest. Convicted of gross indecency in 1895, he spent two years in prison, "
                "wrote The Ballad of Reading Gaol, and died in Paris in 1900."
            ),
            D(
                "Jack Broughton: Jack Broughton (c. 1703 \u2013 1789) was an English bare-knuckle "
                "fighter, champion of England in the 1730s and 1740s, who wrote the first set of "
                "rules for boxing in 1743 after a man he had beaten in the ring died. He is often "
                "called the father of English boxing, and he brought in padded mufflers."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were William Makepeace Thackeray and Lawrence Durrell both born in India?",
        "yes",
        [
            D(
                "Vanity Fair (novel): Vanity Fair is a novel by William Makepeace Thackeray, "
                "published in monthly parts in 1847 and 1848 with the subtitle A Novel without a "
                "Hero. It follows the clever, penniless Becky Sharp and her gentle school friend "
                "Amelia Sedley through the years of the Napoleonic Wars."
            ),
            D(
                "Gerald Durrell: Gerald Durrell (1925 \u2013 1995) was a British naturalist, "
                "zookeeper and writer born in Jamshedpur, India, the youngest brother of a "
                "novelist. He founded the Jersey Zoo in 1959, and his book My Family and Other "
                "Animals recalls the family's years on Corfu in the 1930s."
            ),
            S(
                "Lawrence Durrell: Lawrence Durrell (1912 \u2013 1990) was a British novelist, "
                "poet and travel writer born on 27 February 1912 in Jalandhar, in the Punjab "
                "region of British India. He is best known for The Alexandria Quartet, and he "
                "spent his last years at Sommi\u00e8res in the south of France."
            ),
            D(
                "The Alexandria Quartet: The Alexandria Quartet is a series of four novels by "
                "Lawrence Durrell, Justine, Balthazar, Mountolive and Clea, published between 1957 "
                "and 1960. Set in the Egyptian port of Alexandria before and during the Second "
                "World War, it tells overlapping stories from different points of view."
            ),
            D(
                "E. M. Forster: E. M. Forster (1879 \u2013 1970) was an English novelist born in "
                "London, near Dorset Square. He visited India in 1912 and again in 1921, when he "
                "worked as secretary to the Maharaja of Dewas, and these journeys gave him the "
                "material of his last novel, A Passage to India, of 1924."
            ),
            S(
                "William Makepeace Thackeray: William Makepeace Thackeray (1811 \u2013 1863) was "
                "an English novelist born on 18 July 1811 in Calcutta, British India, where his "
                "father worked for the East India Company. Sent to school in England as a boy, he "
                "later wrote for Punch and edited the Cornhill Magazine."
            ),
            D(
                "Anthony Trollope: Anthony Trollope (1815 \u2013 1882) was an English novelist "
                "born in London, the son of the writer Frances Trollope. A senior official of the "
                "Post Office, where he helped bring in the pillar box, he wrote 47 novels, among "
                "them the six Chronicles of Barsetshire."
            ),
            D(
                "Anne Thackeray Ritchie: Anne Thackeray Ritchie (1837 \u2013 1919) was an English "
                "writer born in London, the eldest daughter of the author of Vanity Fair. She "
                "wrote novels such as Old Kensington of 1873 and memoirs of the writers she had "
                "known, and she married her cousin Richmond Ritchie in 1877."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Theo van Doesburg or Gerrit Rietveld?",
        "Theo van Doesburg",
        [
            D(
                "De Stijl: De Stijl was a Dutch art movement founded in Leiden in 1917 around the "
                "magazine of the same name. Its painters, architects and designers kept to "
                "straight lines, right angles and the primary colours with black, white and grey, "
                "and its magazine appeared regularly until 1928."
            ),
            D(
                "Rietveld Schr\u00f6der House: The Rietveld Schr\u00f6der House is a house in "
                "Utrecht built in 1924 for the widow Truus Schr\u00f6der-Schr\u00e4der, who helped "
                "to design it. Sliding walls open its upper floor into one space, and it became a "
                "UNESCO World Heritage Site in 2000."
            ),
            D(
                "Bart van der Leck: Bart van der Leck (1876 \u2013 1958) was a Dutch painter, "
                "designer and ceramist born in Utrecht. Trained in stained glass, he joined the De "
                "Stijl group in 1917 but left it the next year, and he later designed for the Metz "
                "& Co department store in Amsterdam."
            ),
            S(
                "Theo van Doesburg: Theo van Doesburg (1883 \u2013 1931) was a Dutch painter, "
                "writer and architect, born Christian Emil Marie K\u00fcpper on 30 August 1883 in "
                "Utrecht. He founded the magazine De Stijl in 1917, spread its ideas in Weimar, "
                "and died of a heart attack in Davos in 1931."
            ),
            D(
                "Red and Blue Chair: The Red and Blue Chair is a chair of flat boards and square "
                "rails designed by Gerrit Rietveld in 1917 and painted in its familiar primary "
                "colours around 1923. Meant to be built from standard timber, it is one of the "
                "best-known objects of De Stijl."
            ),
            D(
                "J. J. P. Oud: J. J. P. Oud (1890 \u2013 1963) was a Dutch architect born in "
                "Purmerend, a member of De Stijl in its first years. As city architect of "
                "Rotterdam from 1918 he built workers' housing such as the Kiefhoek estate, and he "
                "designed the Caf\u00e9 De Unie of 1925."
            ),
            D(
                "Vilmos Husz\u00e1r: Vilmos Husz\u00e1r (1884 \u2013 1960) was a Hungarian-Dutch "
                "painter and designer born in Budapest, who settled in the Netherlands in 1905. A "
                "founding member of De Stijl, he designed the lettering of its magazine's cover, "
                "and he later worked mainly in advertising."
            ),
            S(
                "Gerrit Rietveld: Gerrit Rietveld (1888 \u2013 1964) was a Dutch furniture "
                "designer and architect born on 24 June 1888 in Utrecht, the son of a "
                "cabinetmaker. A member of De Stijl from 1919, he designed the Red and Blue Chair "
                "and the Schr\u00f6der House, and he died in Utrecht in 1964."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first chris evert or martina navratilova",
        "Chris Evert",
        [
            D(
                "Evert\u2013Navratilova rivalry: The rivalry between Chris Evert and Martina "
                "Navratilova is one of the greatest in tennis. They met 80 times between 1973 and "
                "1988, 60 of them in finals, and Navratilova won 43 of those matches; each ended "
                "her career with 18 Grand Slam singles titles."
            ),
            S(
                "Martina Navratilova: Martina Navratilova (born 18 October 1956) is a "
                "Czech-American tennis player born in Prague, who defected to the United States in "
                "1975. She won 18 Grand Slam singles titles, nine of them on the grass of the All "
                "England Club, and 31 major women's doubles titles."
            ),
            D(
                "Tracy Austin: Tracy Austin (born 12 December 1962) is an American tennis player "
                "born in Palos Verdes, California, who won the US Open in 1979 at the age of 16, "
                "still the youngest champion there, and again in 1981. Back and neck injuries cut "
                "her career short in the early 1980s."
            ),
            D(
                "Evonne Goolagong Cawley: Evonne Goolagong Cawley (born 31 July 1951) is an "
                "Australian tennis player born in Griffith, New South Wales, to a Wiradjuri "
                "family. She won seven Grand Slam singles titles, four of them at the Australian "
                "Open, and was ranked world No. 1 for two weeks in 1976."
            ),
            D(
                "John Lloyd (tennis): John Lloyd (born 27 August 1954) is a British former tennis "
                "player born in Leigh-on-Sea, Essex, who reached the final of the Australian Open "
                "in 1977. He was married to Chris Evert from 1979 to 1987 and won three Grand Slam "
                "mixed doubles titles with Wendy Turnbull."
            ),
            D(
                "Hana Mandl\u00edkov\u00e1: Hana Mandl\u00edkov\u00e1 (born 19 February 1962) is a "
                "tennis player born in Prague who won four Grand Slam singles titles, among them "
                "the 1985 US Open, where she beat both Evert and Navratilova. She later became an "
                "Australian citizen and coached Jana Novotn\u00e1."
            ),
            S(
                "Chris Evert: Chris Evert (born 21 December 1954) is an American tennis player "
                "born in Fort Lauderdale, Florida, and coached as a girl by her father Jimmy. She "
                "won 18 Grand Slam singles titles, including a record seven French Opens, and once "
                "won 125 matches in a row on clay courts."
            ),
            D(
                "Billie Jean King: Billie Jean King (born 22 November 1943) is an American tennis "
                "player born in Long Beach, California, who won 39 Grand Slam titles in singles, "
                "doubles and mixed doubles. She beat Bobby Riggs in the Battle of the Sexes in "
                "1973 and founded the Women's Tennis Association that year."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which opera premiered first cavalleria rusticana or pagliacci",
        "Cavalleria rusticana",
        [
            S(
                "Pagliacci: Pagliacci is an Italian opera in a prologue and two acts by Ruggero "
                "Leoncavallo, who also wrote the libretto. It was first performed on 21 May 1892 "
                "at the Teatro Dal Verme in Milan, conducted by Arturo Toscanini, and tells of a "
                "clown who kills his unfaithful wife on stage."
            ),
            D(
                "Ruggero Leoncavallo: Ruggero Leoncavallo (1857 \u2013 1919) was an Italian "
                "composer and librettist born in Naples, where he studied at the conservatory. "
                "Besides his one lasting success he wrote a La boh\u00e8me of his own, staged in "
                "Venice in 1897, a year after Puccini's, and he died in Montecatini."
            ),
            D(
                "Giovanni Verga: Giovanni Verga (1840 \u2013 1922) was an Italian writer born in "
                "Catania, Sicily, the leading author of the realist school known as verismo. His "
                "novels I Malavoglia of 1881 and Mastro-don Gesualdo describe the poor of his "
                "native island, and one of his short stories became a famous opera."
            ),
            D(
                "Pietro Mascagni: Pietro Mascagni (1863 \u2013 1945) was an Italian composer born "
                "in Livorno, the son of a baker. Famous overnight after the staging of his first "
                "opera, he went on to write Iris in 1898 and Isabeau in 1911, and his "
                "support for Mussolini clouded his last years."
            ),
            S(
                "Cavalleria rusticana: Cavalleria rusticana is a one-act opera by Pietro Mascagni "
                "to a libretto based on a story by Giovanni Verga. Written for a competition held "
                "by the publisher Edoardo Sonzogno, it was first performed on 17 May 1890 at the "
                "Teatro Costanzi in Rome and made its composer famous."
            ),
            D(
                "Verismo (music): Verismo is a style of Italian opera of the late 19th century "
                "that put the violent passions of ordinary people on stage, often in a village or "
                "a travelling show. Its composers included Umberto Giordano and Francesco Cilea, "
                "and its roots lay in the realist fiction of Sicilian writers."
            ),
            D(
                "Teatro dell'Opera di Roma: The Teatro dell'Opera di Roma is the opera house of "
                "Rome, opened in November 1880 as the Teatro Costanzi and named after its builder, "
                "Domenico Costanzi. It gave the first performance of Puccini's Tosca in January "
                "1900 and was rebuilt in the late 1920s."
            ),
            D(
                "Andrea Ch\u00e9nier: Andrea Ch\u00e9nier is an opera in four acts by Umberto "
                "Giordano, first performed at La Scala in Milan on 28 March 1896, to a libretto by "
                "Luigi Illica. Its hero is the French poet Andr\u00e9 Ch\u00e9nier, who was sent "
                "to the guillotine in 1794 during the Terror."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which race was first held earlier, the Indianapolis 500 or the Monaco Grand Prix?",
        "the Indianapolis 500",
        [
            D(
                "Indianapolis Motor Speedway: The Indianapolis Motor Speedway is a motor racing "
                "circuit in Speedway, Indiana, a town surrounded by Indianapolis, built in 1909 by "
                "Carl Fisher and his partners. Its 2.5-mile oval was paved with 3.2 million "
                "bricks, and a yard-wide strip of them survives at the finish line."
            ),
            D(
                "Daytona 500: The Daytona 500 is a 500-mile NASCAR stock car race held every "
                "February at Daytona International Speedway in Daytona Beach, Florida. First run "
                "in 1959, when Lee Petty won in a photo finish, it opens the Cup Series season and "
                "is the richest race on its calendar."
            ),
            S(
                "Indianapolis 500: The Indianapolis 500 is an annual 500-mile car race held at the "
                "Indianapolis Motor Speedway in Indiana over the Memorial Day weekend. It was "
                "first run on 30 May 1911, when Ray Harroun won in a Marmon Wasp, and it is part "
                "of the Triple Crown of Motorsport."
            ),
            D(
                "24 Hours of Le Mans: The 24 Hours of Le Mans is an endurance sports car race held "
                "each June on the Circuit de la Sarthe near Le Mans, France. Organised by the "
                "Automobile Club de l'Ouest, it forms the Triple Crown of Motorsport together with "
                "the Indianapolis 500 and the Monaco Grand Prix."
            ),
            D(
                "Circuit de Monaco: The Circuit de Monaco is a street circuit laid out on the "
                "roads of Monte Carlo and La Condamine around the harbour of Monaco. About 3.3 km "
                "long, it is narrow and slow, with a tight hairpin and a tunnel beneath a hotel, "
                "and overtaking on it is famously hard."
            ),
            S(
                "Monaco Grand Prix: The Monaco Grand Prix is a Formula One motor race held each "
                "year on the Circuit de Monaco. It was first run on 14 April 1929, organised by "
                "the Automobile Club de Monaco under Antony Nogh\u00e8s, and won by William "
                "Grover-Williams in a Bugatti."
            ),
            D(
                "Targa Florio: The Targa Florio was an open-road endurance race in the mountains "
                "of Sicily, founded in 1906 by the wealthy industrialist Vincenzo Florio. Long one "
                "of the great sports car races, it lost its place in the world championship after "
                "1973 and was last run as a full race in 1977."
            ),
            D(
                "French Grand Prix: The French Grand Prix was first held in June 1906 near Le "
                "Mans, organised by the Automobile Club de France and won by Ferenc Szisz in a "
                "Renault. Often called the first grand prix, it was a round of the Formula One "
                "World Championship from 1950 to 2008 and again from 2018."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the author of Fathers and Sons die?",
        "Bougival",
        [
            D(
                "A Sportsman's Sketches: A Sportsman's Sketches is a cycle of short stories by "
                "Ivan Turgenev, collected in 1852 and drawn from his hunting trips around his "
                "mother's estate near Oryol. Its sympathetic picture of the serfs is said to have "
                "helped persuade Alexander II to free them by his emancipation decree of 1861."
            ),
            D(
                "Pauline Viardot: Pauline Viardot (1821 \u2013 1910) was a French mezzo-soprano "
                "and composer born in Paris, the younger sister of the singer Maria Malibran. She "
                "created the role of Fid\u00e8s in Meyerbeer's Le proph\u00e8te in 1849, and a "
                "Russian novelist followed her family for some forty years."
            ),
            D(
                "Georges Bizet: Georges Bizet (1838 \u2013 1875) was a French composer born in "
                "Paris who won the Prix de Rome in 1857. His opera The Pearl Fishers was first "
                "staged in 1863, and he died of a heart attack at Bougival, a village on the Seine "
                "west of Paris, on 3 June 1875, aged 36."
            ),
            D(
                "Ivan Goncharov: Ivan Goncharov (1812 \u2013 1891) was a Russian novelist born in "
                "Simbirsk, on the Volga, who worked for many years as a government censor. His "
                "novel Oblomov of 1859, about a landowner too idle to leave his bed, gave the "
                "Russian language the word oblomovshchina."
            ),
            S(
                "Ivan Turgenev: Ivan Turgenev (1818 \u2013 1883) was a Russian novelist and "
                "playwright born in Oryol. He spent much of his later life in Germany and France "
                "near the family of the singer Pauline Viardot, and he died at Bougival, near "
                "Paris, on 3 September 1883; he is buried in Saint Petersburg."
            ),
            D(
                "Fathers and Sons (short story): Fathers and Sons is a short story by Ernest "
                "Hemingway, the last in his 1933 collection Winner Take Nothing. Nick Adams, "
                "driving through the autumn countryside with his young son, remembers his own "
                "father, a doctor, and an Ojibwe girl he knew as a boy."
            ),
            S(
                "Fathers and Sons (novel): Fathers and Sons is an 1862 novel by the Russian writer "
                "Ivan Turgenev. Its hero, the young doctor Yevgeny Bazarov, is a nihilist who "
                "rejects art, love and authority, and his clashes with the older generation of a "
                "gentry family made it the most disputed novel of its day."
            ),
            D(
                "Alexander Herzen: Alexander Herzen (1812 \u2013 1870) was a Russian writer and "
                "political thinker born in Moscow, the illegitimate son of a rich nobleman. In "
                "exile from 1847, he published the journal The Bell from London, and he died in "
                "Paris in January 1870."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the singer who wrote and recorded the song La Mer born?",
        "Narbonne",
        [
            D(
                "Beyond the Sea: Beyond the Sea is a 1959 hit by the American singer Bobby Darin, "
                "an English version of a French song of 1946 with new words by Jack Lawrence. "
                "Darin's swinging big-band recording reached number six in the United States, and "
                "the title was used for a 2004 film about his life."
            ),
            D(
                "Georges Brassens: Georges Brassens (1921 \u2013 1981) was a French "
                "singer-songwriter and poet born in S\u00e8te, on the Mediterranean coast of "
                "Languedoc. Accompanying himself on the guitar, he sang witty, irreverent songs "
                "such as Le Gorille, and he is buried in his home town."
            ),
            S(
                "Charles Trenet: Charles Trenet (1913 \u2013 2001) was a French singer and "
                "songwriter born on 18 May 1913 in Narbonne, in the south of France. Nicknamed the "
                "Singing Fool for his bouncing stage manner, he wrote close to a thousand songs, "
                "including Y'a d'la joie, and died in Cr\u00e9teil."
            ),
            D(
                "Yves Montand: Yves Montand (1921 \u2013 1991) was a French singer and actor, born "
                "Ivo Livi in Monsummano, Tuscany, and raised in Marseille. Discovered by "
                "\u00c9dith Piaf, he made Les Feuilles mortes famous and starred in the 1953 film "
                "The Wages of Fear as a truck driver hauling nitroglycerine."
            ),
            D(
                "\u00c9tang de Thau: The \u00c9tang de Thau is a large saltwater lagoon on the "
                "Mediterranean coast of France, between S\u00e8te and Agde, known for its oyster "
                "and mussel beds. It covers about 75 square kilometres, and a famous French song "
                "about the sea is said to have been written on a train along its shore."
            ),
            S(
                "La Mer (Trenet song): La Mer is a French song written by Charles Trenet, who "
                "recorded it in 1946 and made it one of the best-known French songs in the world. "
                "Its words picture the shifting sea along the coast, and an English version with "
                "new lyrics, Beyond the Sea, later became a hit in America."
            ),
            D(
                "Douce France: Douce France is a French song written in 1943 by Charles Trenet and "
                "L\u00e9o Chauliac during the German occupation, a tender picture of the villages "
                "and countryside of France. Trenet's own recording came out in 1947, and the Lyon "
                "band Carte de S\u00e9jour released a pointed cover in 1986."
            ),
            D(
                "Jean Sablon: Jean Sablon (1906 \u2013 1994) was a French singer and actor born in "
                "Nogent-sur-Marne, known as the French crooner and said to be the first singer in "
                "France to use a microphone on stage. He had a hit in 1936 with Vous qui passez "
                "sans me voir and toured widely in the United States."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the painter of the blue boy born",
        "Sudbury, Suffolk",
        [
            S(
                "Thomas Gainsborough: Thomas Gainsborough (1727 \u2013 1788) was an English "
                "portrait and landscape painter born in Sudbury, Suffolk, the youngest son of a "
                "cloth merchant. He worked in Ipswich and Bath before settling in London in 1774, "
                "and he was a founding member of the Royal Academy."
            ),
            D(
                "Pinkie (painting): Pinkie is a 1794 portrait by Thomas Lawrence of the "
                "eleven-year-old Sarah Barrett Moulton in a white dress against a stormy sky. "
                "Bought by Henry Huntington in 1927, it hangs in his California collection, facing "
                "a famous portrait of a boy in blue satin."
            ),
            D(
                "The Red Boy: The Red Boy is an 1825 portrait by Sir Thomas Lawrence of Charles "
                "William Lambton, the eldest son of the politician John Lambton, later Earl of "
                "Durham. The boy, in a red velvet suit, sits on a rock at dusk; he died of "
                "tuberculosis in 1831, aged thirteen."
            ),
            D(
                "Joshua Reynolds: Sir Joshua Reynolds (1723 \u2013 1792) was an English portrait "
                "painter born in Plympton, Devon, and in 1768 the first President of the Royal "
                "Academy. His Discourses on Art set out the ideals of the Grand Style, and he was "
                "buried in St Paul's Cathedral in London."
            ),
            D(
                "Huntington Library: The Huntington Library, Art Museum and Botanical Gardens is a "
                "research and cultural institution in San Marino, California, founded in 1919 by "
                "the railway magnate Henry E. Huntington. Its gardens cover more than 100 acres, "
                "and its library holds a Gutenberg Bible."
            ),
            D(
                "Mr and Mrs Andrews: Mr and Mrs Andrews is an oil painting of about 1750 by Thomas "
                "Gainsborough showing a newly married couple beside an oak tree on their farmland, "
                "with sheaves of wheat and grazing sheep behind them. The National Gallery in "
                "London bought it in 1960."
            ),
            S(
                "The Blue Boy: The Blue Boy is a full-length portrait in oil by Thomas "
                "Gainsborough, painted about 1770, of a youth in a blue satin costume of the 17th "
                "century. It was sold to the American collector Henry E. Huntington in 1921, and "
                "it came back to London on loan in 2022."
            ),
            D(
                "Thomas Lawrence: Sir Thomas Lawrence (1769 \u2013 1830) was an English portrait "
                "painter born in Bristol, the son of an innkeeper, who was largely self-taught. "
                "President of the Royal Academy from 1820, he painted the leaders of the allies "
                "against Napoleon for the Waterloo Chamber at Windsor Castle."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the swimmer who first crossed the English Channel without aids born?",
        "Dawley, Shropshire",
        [
            D(
                "Gertrude Ederle: Gertrude Ederle (1905 \u2013 2003) was an American swimmer born "
                "in New York City who won a gold medal in the 4 \u00d7 100 m freestyle relay at "
                "the 1924 Olympics. On 6 August 1926 she became the first woman to swim the "
                "English Channel, in 14 hours and 39 minutes."
            ),
            S(
                "Channel swimming: Channel swimming is long-distance swimming across the English "
                "Channel between England and France, about 34 km at its narrowest, usually from "
                "near Dover to Cap Gris-Nez. The first person to cross without artificial aids was "
                "Captain Matthew Webb, in August 1875, in under 22 hours."
            ),
            D(
                "Paul Boyton: Paul Boyton (1848 \u2013 1924) was an American showman who crossed "
                "the English Channel in 1875 in an inflatable rubber suit, floating on his back "
                "and paddling with a double-bladed oar. He later opened Sea Lion Park at Coney "
                "Island in 1895, one of the first enclosed amusement parks."
            ),
            D(
                "Thomas Burgess: Thomas Burgess (1872 \u2013 1950) was an English swimmer who in "
                "September 1911 became the second person to swim the English Channel, on his "
                "sixteenth attempt, taking 22 hours and 35 minutes. He had also played water polo "
                "for France at the 1900 Olympics in Paris."
            ),
            S(
                "Matthew Webb: Matthew Webb (1848 \u2013 1883) was an English merchant navy "
                "captain born on 19 January 1848 in Dawley, Shropshire, one of the twelve children "
                "of a doctor. Made famous by his swim of 1875, he became a showman, and he drowned "
                "in July 1883 trying to swim the rapids below Niagara Falls."
            ),
            D(
                "Channel Swimming Association: The Channel Swimming Association was founded in "
                "1927 to check and record swims across the English Channel under agreed rules: a "
                "swimmer may wear only a plain costume, cap and goggles and may not touch the "
                "escort boat. A rival body was formed in 1999."
            ),
            D(
                "Dover: Dover is a port town in Kent, England, facing France across the Strait of "
                "Dover, the narrowest part of the English Channel. Its white chalk cliffs and "
                "medieval castle look down on one of the busiest ferry ports in Europe, and many "
                "Channel swimmers set off from its beaches."
            ),
            D(
                "Cap Gris-Nez: Cap Gris-Nez is a headland on the C\u00f4te d'Opale in the "
                "Pas-de-Calais department of France, the point of the French coast closest to "
                "England, about 34 km from Dover. A lighthouse stands on the cape, and German gun "
                "batteries were built nearby in the Second World War."
            ),
        ],
        drop=1,
    ),
]
