"""Development multi-hop questions, batch 33.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev30.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects'
names, and subjects with hits were left out. Written after lexical-v45.

Measured lengths: mean support 300 characters, mean distractor 299 characters; a support
is the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which town was the band that recorded Losing My Religion formed?",
        "Athens, Georgia",
        [
            D(
                "Out of Time (album): Out of Time is the seventh studio album by R.E.M., released "
                "by Warner Bros. Records in March 1991. It reached number one in both the United "
                "States and the United Kingdom, won the Grammy Award for Best Alternative Music "
                "Album, and also gave the band the singles Shiny Happy People and Near Wild "
                "Heaven."
            ),
            S(
                "Losing My Religion: Losing My Religion is a song by the American rock band "
                "R.E.M., released in February 1991 as the lead single of their seventh album. "
                "Built around a mandolin riff played by Peter Buck, it became the band's biggest "
                "hit in the United States, climbing to number four on the Billboard Hot 100."
            ),
            D(
                "Losing My Religion (album): Losing My Religion is a 2015 studio album by the "
                "American gospel singer and choir director Kirk Franklin, who was born in Fort "
                "Worth, Texas, in 1970. Released on the RCA Inspiration label, it mixes gospel "
                "with pop and hip hop and weighs organised religion against a personal "
                "relationship with God."
            ),
            D(
                "The B-52's: The B-52's are an American new wave band formed in Athens, Georgia, "
                "in October 1976 by Fred Schneider, Kate Pierson, Cindy Wilson, Ricky Wilson and "
                "Keith Strickland. Known for their beehive wigs and thrift-shop style, they had "
                "hits with Rock Lobster in 1978 and Love Shack in 1989."
            ),
            D(
                "Michael Stipe: John Michael Stipe (born January 4, 1960) is an American singer, "
                "songwriter and visual artist born in Decatur, Georgia, the son of an army "
                "serviceman whose postings moved the family between Germany, Texas, Illinois and "
                "Alabama. He is best known as the lead singer and lyricist of an alternative rock "
                "band."
            ),
            S(
                "R.E.M.: R.E.M. was an American rock band formed in Athens, Georgia, in 1980 by "
                "Michael Stipe, Peter Buck, Mike Mills and Bill Berry, who came together while "
                "students at the University of Georgia. A founder of alternative rock, the band "
                "lost drummer Berry in 1997, and the other three split up amicably in 2011."
            ),
            D(
                "Murmur (album): Murmur is the debut studio album by R.E.M., released by I.R.S. "
                "Records in April 1983 and produced by Mitch Easter and Don Dixon in Charlotte, "
                "North Carolina. Its murky sound and half-heard lyrics won wide praise, and "
                "Rolling Stone named it the best album of 1983, ahead of Michael Jackson's "
                "Thriller."
            ),
            D(
                "Automatic for the People: Automatic for the People is the eighth studio album by "
                "R.E.M., released in October 1992. Quieter and more mournful than its predecessor, "
                "it includes Everybody Hurts, Drive and Man on the Moon, a tribute to the comedian "
                "Andy Kaufman, and its title came from the slogan of a local soul food restaurant."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Which airport is named after the composer of The Girl from Ipanema?",
        "Rio de Janeiro/Gale\u00e3o International Airport",
        [
            D(
                "Ipanema: Ipanema is a beach neighbourhood in the South Zone of Rio de Janeiro, "
                "lying between Arpoador and Leblon on the Atlantic coast. Its long beach is "
                "divided by numbered lifeguard posts, and the corner bar where two songwriters "
                "watched a teenage girl walk to the sea in 1962 now bears the name Garota de "
                "Ipanema."
            ),
            D(
                "Getz/Gilberto: Getz/Gilberto is a 1964 album by the American saxophonist Stan "
                "Getz and the Brazilian guitarist Jo\u00e3o Gilberto, recorded in New York in "
                "March 1963 for Verve Records. It sold over a million copies and won the Grammy "
                "Award for Album of the Year, the first jazz record to take that prize."
            ),
            D(
                "Santos Dumont Airport: Santos Dumont Airport is the second airport of Rio de "
                "Janeiro, built on land reclaimed from Guanabara Bay next to the city centre and "
                "opened in 1936. It handles mostly domestic flights, including the busy shuttle to "
                "S\u00e3o Paulo, and is named after the aviation pioneer Alberto Santos-Dumont."
            ),
            S(
                "The Girl from Ipanema: The Girl from Ipanema (Garota de Ipanema) is a bossa nova "
                "song composed by Ant\u00f4nio Carlos Jobim, with Portuguese lyrics by "
                "Vin\u00edcius de Moraes and English lyrics by Norman Gimbel. The 1964 recording "
                "by Stan Getz, Jo\u00e3o Gilberto and Astrud Gilberto won the Grammy Award for "
                "Record of the Year."
            ),
            D(
                "Vin\u00edcius de Moraes: Marcus Vin\u00edcius da Cruz e Mello Moraes (1913 \u2013 "
                "1980) was a Brazilian poet, diplomat and lyricist born in Rio de Janeiro. He "
                "wrote the words to many bossa nova standards, and his 1954 play Orfeu da "
                "Concei\u00e7\u00e3o was the source of the 1959 film Black Orpheus."
            ),
            D(
                "S\u00e3o Paulo/Guarulhos International Airport: S\u00e3o Paulo/Guarulhos "
                "International Airport, opened in January 1985 about 25 kilometres north-east of "
                "central S\u00e3o Paulo, is the busiest airport in Brazil. It is officially named "
                "after Andr\u00e9 Franco Montoro, the governor of S\u00e3o Paulo state at the time "
                "it opened."
            ),
            S(
                "Ant\u00f4nio Carlos Jobim: Ant\u00f4nio Carlos Brasileiro de Almeida Jobim (1927 "
                "\u2013 1994), known as Tom Jobim, was a Brazilian composer, pianist and singer "
                "and one of the creators of bossa nova. He died in New York in December 1994, and "
                "in 1999 the international airport of Rio de Janeiro, Gale\u00e3o, was renamed in "
                "his honour."
            ),
            D(
                "Astrud Gilberto: Astrud Gilberto (1940 \u2013 2023) was a Brazilian singer born "
                "in Salvador, Bahia, who became famous overnight for singing the English verses of "
                "The Girl from Ipanema in 1964, although she had never sung professionally before. "
                "She later settled in the United States and recorded for Verve."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who managed the band that released the album Never Mind the Bollocks?",
        "Malcolm McLaren",
        [
            D(
                "Vivienne Westwood: Vivienne Westwood (1941 \u2013 2022) was an English fashion "
                "designer born in Tintwistle, Derbyshire, who brought the look of punk into the "
                "mainstream. With her partner she ran a boutique at 430 King's Road in Chelsea, "
                "known at different times as Let It Rock, SEX and Seditionaries."
            ),
            D(
                "The Clash: The Clash were an English punk rock band formed in London in 1976 by "
                "Joe Strummer and Mick Jones and managed by Bernard Rhodes. Their third album, "
                "London Calling, released in December 1979, mixed punk with reggae, ska and "
                "rockabilly and is often ranked among the greatest albums ever made."
            ),
            D(
                "God Save the Queen (Sex Pistols song): God Save the Queen is a song by the Sex "
                "Pistols, released as a single in May 1977, during the Silver Jubilee of Queen "
                "Elizabeth II. Banned by the BBC and refused by many shops, it still climbed to "
                "number two on the UK Singles Chart, amid claims that the chart was fixed."
            ),
            S(
                "Never Mind the Bollocks, Here's the Sex Pistols: Never Mind the Bollocks is the "
                "only studio album by the English punk band the Sex Pistols, released by Virgin "
                "Records in October 1977. Its title led to an obscenity case against a record shop "
                "in Nottingham, and it includes Anarchy in the U.K. and Pretty Vacant."
            ),
            D(
                "John Lydon: John Joseph Lydon (born 31 January 1956), known in the punk years as "
                "Johnny Rotten, is an English singer and songwriter born in Holloway, north "
                "London, to Irish parents. After he left his first band in 1978 he founded Public "
                "Image Ltd, whose debut single Public Image reached number nine in Britain."
            ),
            D(
                "Virgin Records: Virgin Records is a British record label founded in 1972 by "
                "Richard Branson, Simon Draper, Nik Powell and Tom Newman, growing out of a mail "
                "order record shop. Its first release, Mike Oldfield's Tubular Bells in May 1973, "
                "sold millions of copies and paid for the label's early growth."
            ),
            D(
                "Sid Vicious: Simon John Ritchie (1957 \u2013 1979), known as Sid Vicious, was an "
                "English musician born in Lewisham, London, who took over as bass player of a punk "
                "band in early 1977. Charged in New York with the killing of his girlfriend Nancy "
                "Spungen, he died of a heroin overdose there in February 1979."
            ),
            S(
                "Sex Pistols: The Sex Pistols were an English punk rock band formed in London in "
                "1975 and managed by Malcolm McLaren, who ran the clothes shop SEX on the King's "
                "Road. The line-up of John Lydon, Steve Jones, Paul Cook and Glen Matlock, with "
                "Sid Vicious replacing Matlock in 1977, broke up in January 1978."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The author of Eugene Onegin was mortally wounded in a duel with which French-born "
        "officer?",
        "Georges d'Anth\u00e8s",
        [
            D(
                "Mikhail Lermontov: Mikhail Yuryevich Lermontov (1814 \u2013 1841) was a Russian "
                "Romantic poet and novelist born in Moscow, the author of A Hero of Our Time. He "
                "was twice exiled to the Caucasus for his writings and was killed in a duel with "
                "the retired army officer Nikolai Martynov near Pyatigorsk in July 1841."
            ),
            S(
                "Eugene Onegin: Eugene Onegin is a novel in verse by Alexander Pushkin, published "
                "in serial form between 1825 and 1832 and as a whole in 1833. Written almost "
                "entirely in fourteen-line stanzas of iambic tetrameter, it tells of a bored St "
                "Petersburg dandy who rejects the love of the young Tatyana Larina."
            ),
            D(
                "Natalia Goncharova (1812\u20131863): Natalia Nikolayevna Goncharova (1812 \u2013 "
                "1863) was a Russian society beauty from a family of Kaluga linen makers who "
                "married the poet in Moscow in 1831. Admired at the court of Nicholas I, she was "
                "widowed young and in 1844 married General Pyotr Lanskoy."
            ),
            D(
                "Boris Godunov (play): Boris Godunov is a historical drama written in 1825 about "
                "the Russian tsar who ruled from 1598 to 1605 and the pretender known as False "
                "Dmitry. Modelled on Shakespeare's history plays, it was long held back by the "
                "censors and became the basis of Modest Mussorgsky's opera, staged in 1874."
            ),
            D(
                "Tsarskoye Selo Lyceum: The Imperial Lyceum at Tsarskoye Selo was a boarding "
                "school for the sons of the nobility, opened in October 1811 in a wing of the "
                "Catherine Palace south of St Petersburg. Its first class included several famous "
                "poets, and after moving to the capital in 1843 it was renamed the Alexander "
                "Lyceum."
            ),
            D(
                "Onegin (film): Onegin is a 1999 British romantic drama directed by Martha "
                "Fiennes, starring Ralph Fiennes as the world-weary title character, Liv Tyler as "
                "Tatyana and Toby Stephens as Lensky, the young poet he kills in a duel. Filmed in "
                "St Petersburg and England, it was the first feature film of its director."
            ),
            S(
                "Alexander Pushkin: Alexander Sergeyevich Pushkin (1799 \u2013 1837) was a Russian "
                "poet, playwright and novelist born in Moscow, often called the founder of modern "
                "Russian literature. He died in St Petersburg two days after being shot in a duel "
                "by Georges d'Anth\u00e8s, a French officer serving in the Russian Imperial Guard."
            ),
            D(
                "Alexander Griboyedov: Alexander Sergeyevich Griboyedov (1795 \u2013 1829) was a "
                "Russian playwright and diplomat, the author of the verse comedy Woe from Wit. "
                "Sent to Persia as ambassador, he was killed in February 1829 when a mob stormed "
                "the Russian embassy in Tehran, and he is buried in Tbilisi."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "where did the author of the decameron die",
        "Certaldo",
        [
            D(
                "Petrarch: Francesco Petrarca (1304 \u2013 1374), known in English as Petrarch, "
                "was an Italian poet and scholar born in Arezzo and famous for the sonnets to "
                "Laura in his Canzoniere. He spent his last years in a house at Arqu\u00e0 in the "
                "Euganean Hills near Padua, where he died in July 1374."
            ),
            D(
                "The Canterbury Tales: The Canterbury Tales is a collection of twenty-four stories "
                "in Middle English by Geoffrey Chaucer, written between 1387 and 1400. It is "
                "framed as a storytelling contest among a company of pilgrims who set out from the "
                "Tabard Inn in Southwark for the shrine of Thomas Becket in Canterbury."
            ),
            S(
                "The Decameron: The Decameron is a collection of one hundred novellas by the "
                "Italian writer Giovanni Boccaccio, finished around 1353. Its frame story follows "
                "ten young Florentines who shelter in a villa outside the city during the Black "
                "Death of 1348 and take turns telling stories over ten days."
            ),
            D(
                "Heptameron: The Heptameron is a collection of seventy-two short stories in French "
                "by Marguerite of Navarre, sister of King Francis I, planned as a hundred tales "
                "told over ten days by travellers stranded by floods in the Pyrenees. It was left "
                "unfinished and first printed in 1558, nine years after her death."
            ),
            D(
                "Black Death: The Black Death was an epidemic of bubonic plague that swept across "
                "Europe between 1346 and 1353, killing perhaps a third to a half of the population "
                "in many regions. It reached Florence in the spring of 1348, and the city is "
                "thought to have lost more than half of its people within months."
            ),
            D(
                "The Decameron (1971 film): The Decameron is a 1971 Italian film written and "
                "directed by Pier Paolo Pasolini, retelling nine of the stories in Neapolitan "
                "settings, with Pasolini himself playing a pupil of the painter Giotto. The first "
                "part of his Trilogy of Life, it won a Silver Bear at the Berlin festival."
            ),
            D(
                "Geoffrey Chaucer: Geoffrey Chaucer (c. 1343 \u2013 1400) was an English poet, "
                "courtier and civil servant, often called the father of English literature. The "
                "son of a London wine merchant, he served as controller of customs for the port of "
                "London and visited Italy on diplomatic missions in the 1370s."
            ),
            S(
                "Giovanni Boccaccio: Giovanni Boccaccio (1313 \u2013 1375) was an Italian writer, "
                "poet and scholar, a friend of Petrarch and one of the leading humanists of the "
                "early Renaissance. He spent his last years in the Tuscan hill town of Certaldo, "
                "south-west of Florence, where he died in December 1375."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which London burial ground is the author of Robinson Crusoe buried?",
        "Bunhill Fields",
        [
            D(
                "Alexander Selkirk: Alexander Selkirk (1676 \u2013 1721) was a Scottish sailor "
                "from Lower Largo in Fife who was put ashore at his own request in 1704 on an "
                "uninhabited island in the Pacific off Chile. He lived there alone for more than "
                "four years until Woodes Rogers rescued him in 1709, and he died at sea in 1721."
            ),
            S(
                "Robinson Crusoe: Robinson Crusoe is a novel by Daniel Defoe, first published in "
                "April 1719 and often counted among the first English novels. Told as the memoir "
                "of a castaway from York who spends twenty-eight years on a remote tropical "
                "island, it was partly inspired by the true story of a marooned Scottish sailor."
            ),
            D(
                "Highgate Cemetery: Highgate Cemetery is a burial ground in north London, opened "
                "in 1839 as one of seven large private cemeteries ringing the capital. Known for "
                "its Egyptian Avenue and Victorian catacombs, it holds the graves of Karl Marx, "
                "George Eliot, Michael Faraday and Douglas Adams, among many others."
            ),
            D(
                "Gulliver's Travels: Gulliver's Travels is a satirical novel by the Anglo-Irish "
                "writer Jonathan Swift, published anonymously in 1726. The ship's surgeon Lemuel "
                "Gulliver is cast ashore among the tiny people of Lilliput and later visits the "
                "giants of Brobdingnag, the flying island of Laputa and the land of the "
                "Houyhnhnms."
            ),
            D(
                "Robinson Crusoe (1954 film): Robinson Crusoe is a 1954 adventure film directed by "
                "Luis Bu\u00f1uel and shot in colour on the Pacific coast of Mexico, with Dan "
                "O'Herlihy as the shipwrecked hero and Jaime Fern\u00e1ndez as Friday. O'Herlihy, "
                "an Irish actor, was nominated for the Academy Award for Best Actor."
            ),
            D(
                "Moll Flanders: Moll Flanders is a novel by Daniel Defoe published in January "
                "1722, the supposed memoir of a woman born in Newgate Prison in London. Over sixty "
                "years she becomes a wife five times, a thief and a convict transported to "
                "Virginia, before she grows rich and repents in her old age."
            ),
            D(
                "John Bunyan: John Bunyan (1628 \u2013 1688) was an English writer and Puritan "
                "preacher, the son of a tinker from Elstow in Bedfordshire and the author of The "
                "Pilgrim's Progress, much of which he wrote during twelve years in Bedford jail. "
                "He died in August 1688 at a grocer's house on Snow Hill in London."
            ),
            S(
                "Daniel Defoe: Daniel Defoe (c. 1660 \u2013 1731) was an English writer, trader, "
                "journalist and government agent, and a Dissenter whose pamphlet The Shortest-Way "
                "with the Dissenters put him in the pillory in 1703. He died in lodgings in "
                "Moorfields in April 1731 and was buried in Bunhill Fields."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Death of Marat was painted by an artist who died in exile in which city?",
        "Brussels",
        [
            S(
                "The Death of Marat: The Death of Marat is a 1793 painting by Jacques-Louis David "
                "showing the radical journalist Jean-Paul Marat lying dead in his bath after being "
                "stabbed by Charlotte Corday. Finished within months of the murder, it turned "
                "Marat into a martyr and is among the best-known images of the French Revolution."
            ),
            D(
                "Jean-Paul Marat: Jean-Paul Marat (1743 \u2013 1793) was a Swiss-born physician, "
                "scientist and radical journalist of the French Revolution, editor of the paper "
                "L'Ami du peuple. A painful skin disease kept him in a medicinal bath for long "
                "hours, and it was there that he was stabbed to death on 13 July 1793."
            ),
            D(
                "Charlotte Corday: Marie-Anne Charlotte de Corday d'Armont (1768 \u2013 1793) was "
                "a young woman from a minor noble family in Normandy who sympathised with the "
                "Girondins. She travelled to Paris, gained entry to a leading Jacobin's home with "
                "a promise of names, killed him with a kitchen knife and was guillotined four days "
                "later."
            ),
            D(
                "The Death of Socrates: The Death of Socrates is an oil painting of 1787 by "
                "Jacques-Louis David, showing the Athenian philosopher reaching for the cup of "
                "hemlock while his grieving followers surround him and Plato sits at the foot of "
                "the bed. It has been in the Metropolitan Museum of Art in New York since 1931."
            ),
            D(
                "The Death of Marat (Munch): The Death of Marat is the title of two paintings of "
                "1907 by the Norwegian artist Edvard Munch, showing a naked man lying dead on a "
                "bed and a woman standing beside it. They grew out of his stormy break with Tulla "
                "Larsen, which ended in 1902 with a gunshot wound to his left hand."
            ),
            D(
                "Antoine-Jean Gros: Antoine-Jean Gros (1771 \u2013 1835) was a French painter born "
                "in Paris, known for large battle scenes of Napoleon's campaigns such as Bonaparte "
                "Visiting the Plague Victims of Jaffa. He took over his master's teaching studio "
                "in 1816, but, stung by criticism, he drowned himself in the Seine near Meudon."
            ),
            S(
                "Jacques-Louis David: Jacques-Louis David (1748 \u2013 1825) was a French painter "
                "born in Paris, whose works include The Oath of the Horatii. A member of the "
                "National Convention who voted for the execution of Louis XVI and later first "
                "painter to Napoleon, he was exiled after the Bourbon Restoration and died in "
                "Brussels."
            ),
            D(
                "Th\u00e9odore G\u00e9ricault: Jean-Louis Andr\u00e9 Th\u00e9odore G\u00e9ricault "
                "(1791 \u2013 1824) was a French Romantic painter born in Rouen, best known for "
                "The Raft of the Medusa, shown at the Salon of 1819. A keen horseman, he suffered "
                "several bad falls and died in Paris at the age of 32 after a long illness."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The sculptor of Psyche Revived by Cupid's Kiss was born in which village?",
        "Possagno",
        [
            D(
                "Cupid and Psyche: Cupid and Psyche is a story told in The Golden Ass, the Latin "
                "novel written by Apuleius in the second century AD. Psyche, a mortal princess "
                "whose beauty angers Venus, is wed to an unseen husband, loses him through her "
                "curiosity and wins him back after a series of impossible tasks."
            ),
            D(
                "Bertel Thorvaldsen: Bertel Thorvaldsen (1770 \u2013 1844) was a Danish "
                "Neoclassical sculptor born in Copenhagen, the son of an Icelandic woodcarver, who "
                "worked in Rome for some forty years. He designed the Lion of Lucerne and made the "
                "Christus in Copenhagen Cathedral, and he is buried in the courtyard of his own "
                "museum."
            ),
            S(
                "Psyche Revived by Cupid's Kiss: Psyche Revived by Cupid's Kiss is a marble "
                "sculpture by Antonio Canova, commissioned in 1787 by Colonel John Campbell, a "
                "British collector, and now in the Louvre in Paris. It shows the winged god Cupid "
                "holding the fainting Psyche at the moment he wakes her with a kiss."
            ),
            D(
                "Paolina Borghese as Venus Victrix: Paolina Borghese as Venus Victrix is a marble "
                "sculpture made between 1805 and 1808 by Antonio Canova, showing Napoleon's sister "
                "Pauline reclining half-nude on a couch and holding the apple of Paris. Kept out "
                "of sight by her husband, it is now in the Galleria Borghese in Rome."
            ),
            D(
                "Treviso: Treviso is a city in the Veneto region of north-eastern Italy, about 30 "
                "kilometres north of Venice, known for its canals, its frescoed houses and its "
                "city walls of the sixteenth century. The province it heads stretches north to the "
                "foothills of Monte Grappa and is the home of the Benetton company."
            ),
            D(
                "Psyche and Amor: Psyche and Amor, also called Psyche Receiving the First Kiss of "
                "Love, is an oil painting by the French artist Fran\u00e7ois G\u00e9rard, shown at "
                "the Paris Salon of 1798. A butterfly hovers above the startled girl's head, and "
                "the painting hangs in the Louvre."
            ),
            S(
                "Antonio Canova: Antonio Canova (1757 \u2013 1822) was an Italian Neoclassical "
                "sculptor, famed for his marble gods and heroes and his papal tombs in Rome. He "
                "was born in Possagno, a village at the foot of Monte Grappa in the Venetian "
                "Republic, where he paid for a temple-like church that now holds his tomb."
            ),
            D(
                "Canova monument: The Canova monument in the Basilica of Santa Maria Gloriosa dei "
                "Frari in Venice is a marble tomb in the shape of a pyramid with an open door, "
                "built by the sculptor's pupils in 1827 to a design he had made for Titian. It "
                "holds an urn containing the sculptor's heart."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Webb Ellis Cup is named after a man who is buried in which French town?",
        "Menton",
        [
            D(
                "Rugby School: Rugby School is a boarding school in the town of Rugby, "
                "Warwickshire, founded in 1567 under the will of the grocer Lawrence Sheriff. "
                "Under its headmaster Thomas Arnold, from 1828 to 1841, it became a model for "
                "English public schools, and its pupils wrote down the first rules of their "
                "football."
            ),
            S(
                "Webb Ellis Cup: The Webb Ellis Cup is the trophy awarded to the winners of the "
                "men's Rugby World Cup, first contested in 1987. A gilded silver cup 38 "
                "centimetres high with two cast handles, it is named after William Webb Ellis, the "
                "schoolboy said in legend to have invented the game of rugby."
            ),
            D(
                "Calcutta Cup: The Calcutta Cup is the trophy played for by England and Scotland "
                "in rugby union, first contested in 1879. It was made in India from the melted "
                "silver rupees of the Calcutta Football Club when the club disbanded, and it is "
                "decorated with three king cobras and an elephant."
            ),
            D(
                "Bledisloe Cup: The Bledisloe Cup is a rugby union trophy contested by New Zealand "
                "and Australia, first played for in 1932. It is named after Lord Bledisloe, the "
                "Governor-General of New Zealand who donated it, and the All Blacks have held it "
                "for most of its history, without a break since 2003."
            ),
            D(
                "1987 Rugby World Cup: The 1987 Rugby World Cup was the first tournament of its "
                "kind, held in New Zealand and Australia from 22 May to 20 June 1987 with sixteen "
                "invited teams. New Zealand, captained by David Kirk, beat France 29\u20139 in the "
                "final at Eden Park in Auckland."
            ),
            D(
                "Thomas Hughes: Thomas Hughes (1822 \u2013 1896) was an English lawyer, judge and "
                "writer, best known for the novel Tom Brown's School Days of 1857, set at Rugby "
                "School in the time of Thomas Arnold. He founded a colony for English settlers at "
                "Rugby, Tennessee, and died in Brighton in March 1896."
            ),
            D(
                "Rupert Brooke: Rupert Brooke (1887 \u2013 1915) was an English poet born in "
                "Rugby, Warwickshire, where his father was a housemaster at the school. Famous for "
                "his war sonnets, he died of blood poisoning on a hospital ship on the way to "
                "Gallipoli and was buried in an olive grove on the Greek island of Skyros."
            ),
            S(
                "William Webb Ellis: William Webb Ellis (1806 \u2013 1872) was an English Anglican "
                "clergyman who, in a story first told years after his death, picked up the ball "
                "and ran with it during a football game at Rugby School in 1823. He died in the "
                "south of France and lies in the Old Cemetery at Menton."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "basketball was invented by a teacher born in which ontario town",
        "Almonte",
        [
            D(
                "Springfield College: Springfield College is a private college in Springfield, "
                "Massachusetts, founded in 1885 as the School for Christian Workers to train "
                "leaders for the YMCA. It is known for physical education and coaching, and it "
                "bills itself as the birthplace of basketball, first played in its gymnasium."
            ),
            D(
                "Lacrosse: Lacrosse is a team sport played with a small rubber ball and a long "
                "stick with a net pocket, developed from games of the Indigenous peoples of North "
                "America. Its modern rules were written in 1867 by William George Beers, a "
                "Montreal dentist, and it is Canada's national summer sport."
            ),
            S(
                "Basketball: Basketball is a team sport in which two sides of five players try to "
                "shoot a ball through a hoop ten feet high at each end of a court. It was invented "
                "in December 1891 by James Naismith, an instructor at the YMCA training school in "
                "Springfield, Massachusetts, who used peach baskets as goals."
            ),
            D(
                "Ice hockey: Ice hockey is a team sport played on ice by skaters who use sticks to "
                "drive a rubber puck into the opposing goal. The first organised indoor game was "
                "played at the Victoria Skating Rink in Montreal on 3 March 1875, arranged by "
                "James Creighton, who was born in Halifax, Nova Scotia."
            ),
            D(
                "Phog Allen: Forrest Clare 'Phog' Allen (1885 \u2013 1974) was an American college "
                "coach born in Jamestown, Missouri, who led the University of Kansas team for 39 "
                "seasons and won 590 games there. Called the father of basketball coaching, he had "
                "played for Kansas under its first coach before taking charge himself."
            ),
            D(
                "Netball: Netball is a ball sport played by two teams of seven on a rectangular "
                "court, in which players may not run with the ball or dribble it. It grew out of "
                "an early form of women's basketball brought to England in the 1890s and is played "
                "mainly in Commonwealth countries such as New Zealand and Jamaica."
            ),
            S(
                "James Naismith: James Naismith (1861 \u2013 1939) was a Canadian-American "
                "physical educator, physician and chaplain, born in Almonte in what is now Ontario "
                "and orphaned as a boy. After studying at McGill University in Montreal he moved "
                "to the United States, and in 1898 he became the first coach at Kansas."
            ),
            D(
                "McGill University: McGill University is a public research university in Montreal, "
                "Quebec, founded in 1821 with a bequest from the Scottish-born fur trader and "
                "merchant James McGill. Its campus lies at the foot of Mount Royal, and it is one "
                "of the oldest and best-known universities in Canada."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The England captain who was presented with the Ashes urn on the 1882\u201383 tour "
        "later succeeded to which earldom?",
        "Earl of Darnley",
        [
            S(
                "The Ashes: The Ashes is the Test cricket series played between England and "
                "Australia, named after a mock obituary of English cricket printed in The Sporting "
                "Times in 1882. On the next tour of Australia the England captain, Ivo Bligh, was "
                "given a small terracotta urn said to hold the ashes of a burnt bail."
            ),
            D(
                "Fred Spofforth: Frederick Robert Spofforth (1853 \u2013 1926), known as The "
                "Demon, was an Australian fast bowler born in Balmain, Sydney. He took fourteen "
                "wickets in the Test at the Oval in August 1882 that Australia won by seven runs, "
                "and he later settled in England and died in Surrey."
            ),
            D(
                "The Oval: The Oval is a cricket ground in Kennington, south London, the home of "
                "Surrey County Cricket Club since the club's founding in 1845. It staged the first "
                "Test match in England in 1880, and by tradition it hosts the last Test of most "
                "English summers, overlooked by its Victorian gasholders."
            ),
            D(
                "Bodyline: Bodyline was a bowling tactic devised by the England captain Douglas "
                "Jardine for the 1932\u201333 Ashes tour of Australia, in which fast bowlers led "
                "by Harold Larwood aimed short balls at the batsman's body. It curbed Don "
                "Bradman's scoring and nearly caused a diplomatic rift between the two countries."
            ),
            D(
                "Henry Stuart, Lord Darnley: Henry Stuart, Lord Darnley (1545 \u2013 1567), was "
                "the second husband of Mary, Queen of Scots, and the father of King James VI. Vain "
                "and unpopular, he took part in the murder of her secretary David Rizzio, and he "
                "was himself found dead at Kirk o' Field in Edinburgh in February 1567."
            ),
            S(
                "Ivo Bligh: Ivo Francis Walter Bligh (1859 \u2013 1927) was an English cricketer "
                "and aristocrat who played four Test matches and married Florence Morphy, a music "
                "teacher he had met in Victoria. In 1900 he succeeded his brother as the 8th Earl "
                "of Darnley, inheriting Cobham Hall in Kent, where he died."
            ),
            D(
                "Ashes urn: The Ashes urn is a small terracotta urn about eleven centimetres high, "
                "believed to contain the burnt remains of a bail or a ball. Left to the Marylebone "
                "Cricket Club after the death of its owner in 1927, it is kept in the MCC Museum "
                "at Lord's and is never handed to the winning side."
            ),
            D(
                "The Sporting Times: The Sporting Times was a London weekly newspaper devoted "
                "mainly to horse racing, printed on pink paper and nicknamed the Pink 'Un. In "
                "September 1882 it carried Reginald Brooks's famous notice announcing that English "
                "cricket had died at the Oval and its body would be cremated."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which club was founded first river plate or boca juniors",
        "River Plate",
        [
            D(
                "Supercl\u00e1sico: The Supercl\u00e1sico is the football derby between the two "
                "most popular clubs of Buenos Aires, first played as an official match in 1913. "
                "Watched by millions across Latin America, it was ranked by a British newspaper as "
                "the one sporting event everyone should see before they die."
            ),
            D(
                "Racing Club de Avellaneda: Racing Club is an Argentine sports club from "
                "Avellaneda, just south of Buenos Aires, founded on 25 March 1903. Nicknamed La "
                "Academia, it won seven league titles in a row between 1913 and 1919 and in 1967 "
                "became the first Argentine club to win the Intercontinental Cup."
            ),
            S(
                "Boca Juniors: Club Atl\u00e9tico Boca Juniors is an Argentine sports club from "
                "the La Boca district of Buenos Aires, founded on 3 April 1905 by five sons of "
                "Italian immigrants. Its football team plays at La Bombonera and wears blue and "
                "gold, colours said to come from the flag of a Swedish ship in the port."
            ),
            D(
                "Independiente: Club Atl\u00e9tico Independiente is an Argentine sports club from "
                "Avellaneda, founded on 1 January 1905 by young clerks of a Buenos Aires "
                "department store. Nicknamed the Red Devils, it has won the Copa Libertadores "
                "seven times, more than any other club in the competition's history."
            ),
            D(
                "Club Atl\u00e9tico River Plate (Montevideo): Club Atl\u00e9tico River Plate is a "
                "Uruguayan football club from Montevideo, founded on 11 May 1932 through a merger "
                "of two local clubs. It plays in the Uruguayan Primera Divisi\u00f3n and shares "
                "its English name with a far bigger and older club across the estuary."
            ),
            D(
                "La Bombonera: La Bombonera, officially the Estadio Alberto J. Armando, is a "
                "football stadium in La Boca, Buenos Aires, opened on 25 May 1940. Three of its "
                "stands are unusually steep and the fourth is a flat wall of private boxes, so the "
                "ground is famous for seeming to shake when the crowd jumps."
            ),
            S(
                "Club Atl\u00e9tico River Plate: Club Atl\u00e9tico River Plate is an Argentine "
                "sports club from the N\u00fa\u00f1ez district of Buenos Aires, founded on 25 May "
                "1901 in the port area of La Boca. Nicknamed Los Millonarios, its football team "
                "plays at the Estadio Monumental, where Argentina won the 1978 World Cup."
            ),
            D(
                "R\u00edo de la Plata: The R\u00edo de la Plata, known in English as the River "
                "Plate, is the wide estuary formed where the Paran\u00e1 and Uruguay rivers meet, "
                "lying between Argentina and Uruguay. Buenos Aires stands on its southern shore "
                "and Montevideo on its northern shore, and at its mouth it is about 220 kilometres "
                "wide."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which band formed first the cure or the smiths",
        "The Cure",
        [
            D(
                "Joy Division: Joy Division were an English post-punk band formed in Salford in "
                "1976 by Bernard Sumner and Peter Hook, later joined by the singer Ian Curtis and "
                "the drummer Stephen Morris. After Curtis died in May 1980, on the eve of an "
                "American tour, the remaining three carried on as New Order."
            ),
            S(
                "The Smiths: The Smiths were an English rock band formed in Manchester in 1982 by "
                "the singer Morrissey and the guitarist Johnny Marr, with Andy Rourke on bass and "
                "Mike Joyce on drums. Signed to the independent label Rough Trade, they released "
                "four studio albums before breaking up in 1987."
            ),
            D(
                "Siouxsie and the Banshees: Siouxsie and the Banshees were an English rock band "
                "formed in London in 1976 by the singer Siouxsie Sioux and the bass player Steven "
                "Severin, fans of the early Sex Pistols. Robert Smith stood in as their guitarist "
                "on a 1979 tour and played with them again from 1982 to 1984."
            ),
            D(
                "Morrissey: Steven Patrick Morrissey (born 22 May 1959) is an English singer and "
                "songwriter born in Davyhulme, Lancashire, and brought up in Stretford, known for "
                "his mournful, witty lyrics and his outspoken views. His first solo album, Viva "
                "Hate, topped the UK Albums Chart in March 1988."
            ),
            D(
                "Rough Trade Records: Rough Trade Records is a British independent record label "
                "set up in 1978 by Geoff Travis, growing out of the Rough Trade record shop he had "
                "opened in Ladbroke Grove, west London, two years earlier. Its roster has ranged "
                "from Stiff Little Fingers to The Libertines and The Strokes."
            ),
            D(
                "The Smiths (album): The Smiths is the debut studio album by the Smiths, released "
                "by Rough Trade in February 1984 after an abandoned first attempt with another "
                "producer. It reached number two in the UK Albums Chart and includes the songs "
                "Reel Around the Fountain, Still Ill and Suffer Little Children."
            ),
            D(
                "The Stone Roses: The Stone Roses were an English rock band formed in Manchester "
                "in 1983 by the singer Ian Brown and the guitarist John Squire. Their self-titled "
                "debut album of 1989 helped launch the Madchester scene, and their open-air "
                "concert at Spike Island in May 1990 drew some 27,000 fans."
            ),
            S(
                "The Cure: The Cure are an English rock band formed in West Sussex, south of "
                "London, in 1978, growing out of a school group called Easy Cure. Led by the "
                "singer and guitarist Robert Smith, they moved from post-punk to gothic rock and "
                "to pop hits such as Just Like Heaven and Friday I'm in Love."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Gian Lorenzo Bernini or Francesco Borromini?",
        "Gian Lorenzo Bernini",
        [
            D(
                "Fountain of the Four Rivers: The Fountain of the Four Rivers is a Baroque "
                "fountain in the Piazza Navona in Rome, designed by Gian Lorenzo Bernini for Pope "
                "Innocent X and unveiled in 1651. Its four giant figures stand for the Nile, the "
                "Ganges, the Danube and the R\u00edo de la Plata around an ancient obelisk."
            ),
            D(
                "Pietro da Cortona: Pietro da Cortona (1596 \u2013 1669) was an Italian painter "
                "and architect born in Cortona in Tuscany, one of the founders of the high Baroque "
                "in Rome. His vast ceiling fresco in the Palazzo Barberini, the Allegory of Divine "
                "Providence, was completed in 1639 after six years of work."
            ),
            S(
                "Francesco Borromini: Francesco Borromini (25 September 1599 \u2013 3 August 1667) "
                "was an architect from Bissone, on Lake Lugano in what is now Switzerland, and the "
                "great rival of Bernini in Baroque Rome. His works include the churches of San "
                "Carlo alle Quattro Fontane and Sant'Ivo alla Sapienza."
            ),
            D(
                "Carlo Maderno: Carlo Maderno (1556 \u2013 1629) was an architect from Capolago in "
                "Ticino who worked in Rome, where he lengthened the nave of St Peter's Basilica "
                "and designed its facade, completed in 1612. His young relative Francesco "
                "Borromini trained in his workshop as a stonecutter and draughtsman."
            ),
            D(
                "Pietro Bernini: Pietro Bernini (1562 \u2013 1629) was a Tuscan sculptor born in "
                "Sesto Fiorentino who worked for years in Naples before moving his family to Rome "
                "around 1606. His last work, made with help from his son, was the Barcaccia, the "
                "boat-shaped fountain at the foot of the Spanish Steps."
            ),
            D(
                "Sant'Agnese in Agone: Sant'Agnese in Agone is a Baroque church on the west side "
                "of the Piazza Navona in Rome, begun in 1652 for the family of Pope Innocent X on "
                "the spot where Saint Agnes was said to have been stripped and shamed. Its concave "
                "facade and dome were largely designed by Francesco Borromini."
            ),
            S(
                "Gian Lorenzo Bernini: Gian Lorenzo Bernini (7 December 1598 \u2013 28 November "
                "1680) was an Italian sculptor and architect born in Naples, the leading artist of "
                "Baroque Rome. He designed the colonnade of St Peter's Square and carved The "
                "Ecstasy of Saint Teresa for the church of Santa Maria della Vittoria."
            ),
            D(
                "Alessandro Algardi: Alessandro Algardi (31 July 1598 \u2013 10 June 1654) was an "
                "Italian sculptor born in Bologna who became the chief rival of Bernini in Rome in "
                "the 1640s, under Pope Innocent X. His works include the tomb of Pope Leo XI in St "
                "Peter's and a huge marble relief of Attila meeting Pope Leo I."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Did Samuel Beckett and W. B. Yeats both win the Nobel Prize in Literature?",
        "yes",
        [
            D(
                "George Bernard Shaw: George Bernard Shaw (1856 \u2013 1950) was an Irish "
                "playwright, critic and political activist born in Dublin, who moved to London in "
                "1876. The author of Pygmalion and Saint Joan, he was awarded the Nobel Prize in "
                "Literature in 1925 and won an Academy Award in 1939."
            ),
            D(
                "Abbey Theatre: The Abbey Theatre is the national theatre of Ireland, opened in "
                "Dublin on 27 December 1904 by a group that included Lady Gregory and the poet W. "
                "B. Yeats. Riots broke out at the premiere of The Playboy of the Western World in "
                "1907, and a fire destroyed the old building in 1951."
            ),
            S(
                "Samuel Beckett: Samuel Barclay Beckett (1906 \u2013 1989) was an Irish novelist, "
                "playwright and poet born in Foxrock, Dublin, who lived in Paris for most of his "
                "adult life and wrote in both French and English. The author of Waiting for Godot "
                "and Endgame, he was awarded the Nobel Prize in Literature in 1969."
            ),
            D(
                "Seamus Heaney: Seamus Heaney (1939 \u2013 2013) was an Irish poet and translator "
                "born on a farm near Castledawson in County Londonderry, the eldest of nine "
                "children. His first major collection, Death of a Naturalist, appeared in 1966, "
                "and he received the Nobel Prize in Literature in 1995."
            ),
            D(
                "Waiting for Godot: Waiting for Godot is a play in two acts by Samuel Beckett, "
                "first staged in French at the Th\u00e9\u00e2tre de Babylone in Paris in January "
                "1953. Two tramps, Vladimir and Estragon, wait beside a bare tree for a man who "
                "never comes, and a boy twice tells them that he will come tomorrow."
            ),
            D(
                "Jack Butler Yeats: Jack Butler Yeats (1871 \u2013 1957) was an Irish painter and "
                "illustrator born in London, the youngest son of the portrait painter John Butler "
                "Yeats. His painting The Liffey Swim won a silver medal in the art competitions of "
                "the 1924 Paris Olympics, the first Olympic medal won for the Irish Free State."
            ),
            D(
                "Nobel Prize in Literature: The Nobel Prize in Literature has been awarded most "
                "years since 1901 by the Swedish Academy in Stockholm, under the will of the "
                "chemist Alfred Nobel. The first laureate was the French poet Sully Prudhomme, and "
                "the award is announced each October and presented in December."
            ),
            S(
                "W. B. Yeats: William Butler Yeats (1865 \u2013 1939) was an Irish poet and "
                "dramatist born in Sandymount, Dublin, and a leader of the Irish Literary Revival. "
                "A founder of the Abbey Theatre and later a senator of the Irish Free State, he "
                "received the Nobel Prize in Literature in 1923."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Ken Rosewall or Lew Hoad?",
        "Ken Rosewall",
        [
            D(
                "Rod Laver: Rodney George Laver (born 9 August 1938) is an Australian former "
                "tennis player from Rockhampton, Queensland, a left-hander who remains the only "
                "player to win the calendar Grand Slam twice, as an amateur in 1962 and as a "
                "professional in 1969. The main court at Melbourne Park bears his name."
            ),
            S(
                "Lew Hoad: Lewis Alan Hoad (23 November 1934 \u2013 3 July 1994) was an Australian "
                "tennis player from Glebe, Sydney, who won the Australian and French championships "
                "and Wimbledon in 1956 and Wimbledon again in 1957 before turning professional. He "
                "later ran a tennis ranch in the south of Spain."
            ),
            D(
                "Harry Hopman: Harry Hopman (1906 \u2013 1985) was an Australian tennis player and "
                "coach born in Sydney, who captained Australia's Davis Cup team to fifteen titles "
                "between 1950 and 1967. He later ran a tennis academy in Florida, and the mixed "
                "team event held in Perth was named the Hopman Cup in his honour."
            ),
            D(
                "Pancho Gonzales: Richard Alonzo 'Pancho' Gonzales (1928 \u2013 1995) was an "
                "American tennis player from Los Angeles who won the US Championships in 1948 and "
                "1949 and then ruled professional tennis for much of the 1950s. At 41 he won a "
                "Wimbledon match against Charlie Pasarell that lasted 112 games."
            ),
            D(
                "Roy Emerson: Roy Stanley Emerson (born 3 November 1936) is an Australian former "
                "tennis player from Blackbutt, Queensland, who won twelve Grand Slam singles "
                "titles in the 1960s, six of them at the Australian Championships. His total stood "
                "as the men's record until Pete Sampras passed it at Wimbledon in 2000."
            ),
            D(
                "Kooyong Stadium: Kooyong Stadium is a tennis venue in the Melbourne suburb of "
                "Kooyong, home of the Kooyong Lawn Tennis Club, which opened its grass centre "
                "court in 1927. It staged the Australian Championships and then the Australian "
                "Open in most years until the event moved to Flinders Park in 1988."
            ),
            S(
                "Ken Rosewall: Kenneth Robert Rosewall (born 2 November 1934) is an Australian "
                "former tennis player from Sydney who won eight Grand Slam singles titles over two "
                "decades. He won the Australian title in 1953 and again in 1972 at the age of 37, "
                "the oldest man to take a Grand Slam singles title in the Open Era."
            ),
            D(
                "1956 Wimbledon Championships: The 1956 Wimbledon Championships were held at the "
                "All England Club in London in the summer of 1956. The men's singles final was an "
                "all-Australian match in which Lew Hoad beat Ken Rosewall in four sets, while "
                "Shirley Fry of the United States won the women's title."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where did the author of dead souls die",
        "Moscow",
        [
            D(
                "Ivan Goncharov: Ivan Alexandrovich Goncharov (1812 \u2013 1891) was a Russian "
                "novelist born in Simbirsk on the Volga, who worked for decades as a government "
                "official and censor. His novel Oblomov, published in 1859, about a landowner too "
                "idle to leave his bed, gave Russian the word oblomovshchina."
            ),
            S(
                "Dead Souls: Dead Souls is a novel by Nikolai Gogol, published in 1842, about the "
                "swindler Pavel Chichikov, who tours the Russian provinces buying up dead serfs "
                "who are still listed on the tax rolls so that he can mortgage them. The author "
                "planned it as a trilogy but destroyed most of the second part."
            ),
            D(
                "The Government Inspector: The Government Inspector is a satirical comedy by "
                "Nikolai Gogol, first staged at the Alexandrinsky Theatre in St Petersburg in 1836 "
                "with the approval of Tsar Nicholas I. The officials of a small town mistake a "
                "penniless young clerk, Khlestakov, for an inspector travelling incognito."
            ),
            D(
                "Dead Souls (opera): Dead Souls is an opera in three acts by the Russian composer "
                "Rodion Shchedrin, husband of the ballerina Maya Plisetskaya, who wrote his own "
                "libretto from the novel. Completed in 1976, it was first staged at the Bolshoi "
                "Theatre in June 1977, his second opera after Not Love Alone."
            ),
            D(
                "Poltava: Poltava is a city in central Ukraine on the Vorskla River and the seat "
                "of Poltava Oblast. It is best known for the battle of July 1709 in which Peter "
                "the Great defeated King Charles XII of Sweden, and the villages of the region "
                "were the setting of many Ukrainian folk tales."
            ),
            D(
                "Ivan Turgenev: Ivan Sergeyevich Turgenev (1818 \u2013 1883) was a Russian "
                "novelist and playwright born in Oryol, the author of A Sportsman's Sketches and "
                "Fathers and Sons. He spent much of his life in Germany and France near the singer "
                "Pauline Viardot, and he died at Bougival, west of Paris."
            ),
            D(
                "The Overcoat: The Overcoat is a short story by Nikolai Gogol, published in 1842, "
                "about Akaky Akakievich Bashmachkin, a poor copying clerk in St Petersburg who "
                "saves for months to buy a new overcoat, only to be robbed of it on the first "
                "night. After his death his ghost haunts the city's streets."
            ),
            S(
                "Nikolai Gogol: Nikolai Vasilyevich Gogol (1809 \u2013 1852) was a Russian "
                "novelist, dramatist and satirist born in Sorochyntsi, in the Poltava region of "
                "Ukraine. Tormented by religious doubt in his last years, he burned many of his "
                "manuscripts, refused food and died in Moscow in March 1852."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the performer of the song Hit the Road Jack born?",
        "Albany, Georgia",
        [
            D(
                "Percy Mayfield: Percy Mayfield (1920 \u2013 1984) was an American blues singer "
                "and songwriter born in Minden, Louisiana, known as the Poet of the Blues. His "
                "ballad Please Send Me Someone to Love topped the rhythm and blues chart in 1950, "
                "but a car crash in 1952 left him badly disfigured."
            ),
            D(
                "Georgia on My Mind: Georgia on My Mind is a song written in 1930 by Hoagy "
                "Carmichael and Stuart Gorrell and first recorded by Carmichael that year. A slow, "
                "soulful version by Ray Charles reached number one in the United States in 1960, "
                "and in 1979 the song became the official state song of Georgia."
            ),
            S(
                "Hit the Road Jack: Hit the Road Jack is a rhythm and blues song written by Percy "
                "Mayfield and recorded in 1961 by Ray Charles, with Margie Hendrix of the "
                "Raelettes singing the woman's part. It topped the Billboard Hot 100 in October "
                "1961 and won a Grammy Award for best rhythm and blues recording."
            ),
            D(
                "The Raelettes: The Raelettes were an American female vocal group formed in 1958 "
                "to sing backing vocals for a leading soul singer and pianist. Their answering "
                "lines became a mark of his records, and members over the years included Margie "
                "Hendrix, Mable John and Merry Clayton."
            ),
            D(
                "Albany, New York: Albany is the capital of the US state of New York, on the west "
                "bank of the Hudson River about 220 kilometres north of New York City. Settled by "
                "the Dutch as Fort Orange and chartered as a city in 1686, it is one of the oldest "
                "European settlements in the United States."
            ),
            D(
                "Little Richard: Richard Wayne Penniman (1932 \u2013 2020), known as Little "
                "Richard, was an American singer, pianist and songwriter born in Macon, Georgia. "
                "His frantic 1955 hit Tutti Frutti, with its cry of a-wop-bop-a-loo-bop, helped "
                "create rock and roll, and he was called its architect."
            ),
            S(
                "Ray Charles: Ray Charles Robinson (1930 \u2013 2004) was an American singer, "
                "pianist and composer born in Albany, Georgia, and raised in Greenville, Florida. "
                "Blind from the age of seven, he studied at a state school for deaf and blind "
                "children in St. Augustine and helped to create soul music in the 1950s."
            ),
            D(
                "Florida School for the Deaf and the Blind: The Florida School for the Deaf and "
                "the Blind is a state boarding school in St. Augustine, Florida, founded in 1885 "
                "for children who cannot hear or see. Its pupils learn braille and sign language, "
                "and its former students include a famous soul pianist."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the sculptor of Christ the Redeemer born?",
        "1 June 1875",
        [
            D(
                "Corcovado: Corcovado is a granite peak 710 metres high in the Tijuca Forest "
                "National Park in Rio de Janeiro, rising steeply above the southern districts of "
                "the city. A rack railway has carried visitors up through the forest to its summit "
                "since 1884, and a road and lifts now reach the top."
            ),
            D(
                "Christ the King (\u015awiebodzin): Christ the King is a statue of Jesus on the "
                "edge of \u015awiebodzin in western Poland, completed in November 2010 on the "
                "initiative of a local priest, Sylwester Zawadzki. Its figure is 33 metres high, "
                "one metre for each year of Christ's life, and wears a golden crown."
            ),
            S(
                "Christ the Redeemer (statue): Christ the Redeemer is an Art Deco statue of Jesus "
                "on the summit of Corcovado above Rio de Janeiro, completed in 1931. It was "
                "designed by the French sculptor Paul Landowski and built by the Brazilian "
                "engineer Heitor da Silva Costa, and it stands 30 metres high without its base."
            ),
            D(
                "Cristo Rei (Almada): Cristo Rei is a monument of Christ with outstretched arms on "
                "a hill in Almada, facing Lisbon across the Tagus estuary, inaugurated in May "
                "1959. Inspired by the statue in Rio, it was built as thanks for Portugal having "
                "been spared in the Second World War, and its figure stands on a tall pedestal."
            ),
            D(
                "Prix de Rome: The Prix de Rome was a French scholarship for students of the arts, "
                "created in 1663 under Louis XIV, that paid for winners to live and study in Rome. "
                "From 1803 they were housed in the Villa Medici, and the prize in painting, "
                "sculpture, architecture and music ran until 1968."
            ),
            D(
                "Reformation Wall: The Reformation Wall is a monument in the Parc des Bastions in "
                "Geneva, built between 1909 and 1917 along the old city ramparts to mark the 400th "
                "birthday of John Calvin. Its central statues show Calvin, Guillaume Farel, "
                "Theodore Beza and John Knox, each about five metres tall."
            ),
            D(
                "Sugarloaf Mountain: Sugarloaf Mountain is a granite peak 396 metres high at the "
                "mouth of Guanabara Bay in Rio de Janeiro, rising straight from the water. A cable "
                "car opened in 1912 carries visitors to its summit by way of the lower Morro da "
                "Urca, and it is one of the city's best-known sights."
            ),
            S(
                "Paul Landowski: Paul Maximilien Landowski (1 June 1875 \u2013 31 March 1961) was "
                "a French monumental sculptor of Polish descent, born in Paris, who won the Prix "
                "de Rome in 1900. His works include figures for the Reformation Wall in Geneva and "
                "the statue of Saint Genevieve on the Pont de la Tournelle in Paris."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the inventor of volleyball born?",
        "Lockport, New York",
        [
            D(
                "Beach volleyball: Beach volleyball is a form of volleyball played by teams of two "
                "on sand, which grew up on the beaches of Santa Monica, California, in the 1920s. "
                "It became an Olympic sport at the 1996 Atlanta Games, and matches are usually "
                "played as the best of three sets."
            ),
            S(
                "Volleyball: Volleyball is a team sport in which two sides of six players, divided "
                "by a high net, try to ground a ball in the other side's court. It was invented in "
                "1895 by William G. Morgan, the physical education director of the YMCA in "
                "Holyoke, Massachusetts, who first called the game mintonette."
            ),
            D(
                "Holyoke, Massachusetts: Holyoke is a city on the Connecticut River in western "
                "Massachusetts, planned in the 1840s as an industrial town driven by water power "
                "from a dam and canals. Once the largest paper producer in the world, it is home "
                "to the Volleyball Hall of Fame."
            ),
            D(
                "Badminton: Badminton is a racquet sport played by two or four players who hit a "
                "feathered shuttlecock back and forth over a net. It takes its name from Badminton "
                "House in Gloucestershire, the seat of the Dukes of Beaufort, where the game was "
                "taken up in the 1870s, and it joined the Olympics in 1992."
            ),
            D(
                "Racquetball: Racquetball is an indoor racquet sport played with a hollow rubber "
                "ball on a four-walled court, in which every wall and the ceiling are in play. It "
                "was invented in 1950 by Joe Sobek, a tennis and handball player, at the YMCA in "
                "Greenwich, Connecticut, and it spread quickly through American clubs in the "
                "1970s."
            ),
            D(
                "Softball: Softball is a bat-and-ball team sport related to baseball, played with "
                "a larger ball on a smaller field. It was invented in Chicago on Thanksgiving Day "
                "1887 by George Hancock, a reporter at the Farragut Boat Club, who tied up a "
                "boxing glove for a ball and used a broom handle for a bat."
            ),
            D(
                "FIVB: The F\u00e9d\u00e9ration Internationale de Volleyball (FIVB) is the world "
                "governing body of volleyball and beach volleyball, founded in Paris in April 1947 "
                "by fourteen national federations. Now based in Lausanne, it runs the world "
                "championships, first held for men in Prague in 1949."
            ),
            S(
                "William G. Morgan: William George Morgan (1870 \u2013 1942) was an American "
                "physical education instructor born in Lockport, New York. Trained at the "
                "International YMCA Training School in Springfield, Massachusetts, he spent most "
                "of his career with the YMCA in Holyoke and in Lawrence, Massachusetts."
            ),
        ],
        drop=1,
    ),
]
