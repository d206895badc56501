"""Development multi-hop questions, batch 7 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

11 bridge, 5 comparison and 4 compositional questions, each with 8 titled passages: 2
supports and 6 distractors. Measured lengths: mean support 335.8 characters, mean
distractor 327.3 characters; a support is the longest passage in 4 of the 20 questions.
Original text, shared under CC0 1.0 like the rest of `tests/data/`.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Fallingwater was designed by an architect born in what Wisconsin town?",
        "Richland Center",
        [
            D(
                "Kentuck Knob: Kentuck Knob, also known as the Hagan House, is a house in "
                "Stewart Township, Fayette County, Pennsylvania, a few miles south of "
                "Fallingwater. Designed by Frank Lloyd Wright, it was built in 1956 for "
                "I. N. and Bernardine Hagan, a family of local dairy owners. The house, "
                "of sandstone and tidewater red cypress, is open to the public as a "
                "museum."
            ),
            S(
                "Fallingwater: Fallingwater is a house designed by the architect Frank "
                "Lloyd Wright in 1935 in the Laurel Highlands of southwestern "
                "Pennsylvania, about 70 miles southeast of Pittsburgh. It was built "
                "partly over a waterfall on Bear Run for the Kaufmann family, owners of "
                "Kaufmann's department store. It was designated a National Historic "
                "Landmark in 1966."
            ),
            D(
                "Taliesin (studio): Taliesin is the home and studio of the American "
                "architect Frank Lloyd Wright near Spring Green, Wisconsin, begun in 1911 "
                "on land that had belonged to his mother's Welsh family. It was rebuilt "
                "after fires in 1914 and 1925, and it was designated a National Historic "
                "Landmark in 1976."
            ),
            D(
                "Villa Savoye: The Villa Savoye is a modernist villa in Poissy, on the "
                "outskirts of Paris, designed by the Swiss-French architect Le Corbusier "
                "and his cousin Pierre Jeanneret and built between 1928 and 1931. Le "
                "Corbusier, born in the watchmaking town of La Chaux-de-Fonds, used it to "
                "set out his five points of a new architecture."
            ),
            D(
                "Lloyd Wright: Frank Lloyd Wright Jr. (March 31, 1890 \u2013 May 31, 1978), "
                "known as Lloyd Wright, was an American architect and landscape designer "
                "active mainly in Los Angeles and Southern California. The eldest son of "
                "Frank Lloyd Wright, he is known for the Wayfarers Chapel in Rancho Palos "
                "Verdes and for the shells of the Hollywood Bowl."
            ),
            S(
                "Frank Lloyd Wright: Frank Lloyd Wright (June 8, 1867 \u2013 April 9, 1959) "
                "was an American architect, designer, writer and educator. Born in "
                "Richland Center, Wisconsin, he designed more than 1,000 structures over "
                "a creative period of some 70 years. He developed the Prairie School of "
                "architecture and the philosophy he called organic architecture."
            ),
            D(
                "Spring Green, Wisconsin: Spring Green is a village in Sauk County, "
                "Wisconsin, United States, on the north bank of the Wisconsin River. It "
                "had a population of about 1,600 at the 2020 census. The village is known "
                "for the American Players Theatre, an outdoor classical theatre, and for "
                "the nearby Taliesin estate and House on the Rock."
            ),
            D(
                "Edgar J. Kaufmann: Edgar Jonathan Kaufmann (November 1, 1885 \u2013 April 15, "
                "1955) was an American businessman and philanthropist from Pittsburgh, "
                "Pennsylvania, best known as the head of Kaufmann's department store. He "
                "and his wife Liliane owned a summer retreat at Bear Run in the Laurel "
                "Highlands, and he was a major patron of architecture and civic projects."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "the author of the name of the rose was born in which city",
        "Alessandria",
        [
            D(
                "The Name of the Rose (film): The Name of the Rose is a 1986 mystery film "
                "directed by Jean-Jacques Annaud, based on the 1980 novel of the same "
                "name. Sean Connery stars as the Franciscan friar William of Baskerville "
                "and Christian Slater as his novice Adso of Melk. It was filmed partly at "
                "Eberbach Abbey in Germany."
            ),
            D(
                "Foucault's Pendulum: Foucault's Pendulum is a novel by the Italian "
                "writer and philosopher Umberto Eco, first published in 1988. It follows "
                "three underemployed editors at a small publishing house who, as a game, "
                "invent a vast conspiracy theory they call the Plan, connecting the "
                "Knights Templar with the Rosicrucians and other secret societies, and "
                "find that others take it seriously."
            ),
            D(
                "Italo Calvino: Italo Calvino (15 October 1923 \u2013 19 September 1985) was "
                "an Italian writer and journalist. He was born in Santiago de las Vegas, "
                "Cuba, and grew up in Sanremo on the Ligurian coast. His best-known works "
                "include the Our Ancestors trilogy, Invisible Cities (1972) and If on a "
                "winter's night a traveler (1979)."
            ),
            S(
                "The Name of the Rose: The Name of the Rose (Italian: Il nome della rosa) "
                "is the 1980 debut novel by the Italian author Umberto Eco. It is a "
                "historical murder mystery set in a Benedictine abbey in northern Italy "
                "in 1327, in which the Franciscan friar William of Baskerville "
                "investigates a series of deaths. It has sold tens of millions of copies."
            ),
            D(
                "Asti: Asti is a city and comune in Piedmont, northwestern Italy, about "
                "55 kilometres east of Turin on the plain of the Tanaro river. It is the "
                "capital of the province of Asti and is known for its sparkling wine and "
                "for the Palio di Asti, a bareback horse race run every September since "
                "the thirteenth century."
            ),
            D(
                "The Name of the Rose (TV series): The Name of the Rose is an "
                "Italian-German historical drama television series of 2019, adapted from "
                "the 1980 novel of the same name. It stars John Turturro as William of "
                "Baskerville, Damian Hardung as Adso and Rupert Everett as the inquisitor "
                "Bernard Gui, and was shot at Cinecittà in Rome."
            ),
            S(
                "Umberto Eco: Umberto Eco (5 January 1932 \u2013 19 February 2016) was an "
                "Italian medievalist, philosopher, semiotician and novelist. He was born "
                "in Alessandria, Piedmont, and studied medieval philosophy and literature "
                "at the University of Turin. He became widely known for his essays on "
                "semiotics, aesthetics and popular culture."
            ),
            D(
                "Umberto Saba: Umberto Saba (9 March 1883 \u2013 25 August 1957), born Umberto "
                "Poli, was an Italian poet and novelist from Trieste, then part of "
                "Austria-Hungary. His life's work of poetry was collected under the title "
                "Il Canzoniere, and he ran an antiquarian bookshop in Trieste for most of "
                "his adult life."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Victor Hugo or Honoré de Balzac?",
        "Honoré de Balzac",
        [
            D(
                "Adèle Hugo: Adèle Hugo (28 July 1830 \u2013 21 April 1915) was the fifth and "
                "youngest child of the French writer Victor Hugo and his wife Adèle "
                "Foucher. She is remembered for her obsessive love for a British army "
                "officer, Albert Pinson, whom she followed to Halifax, Nova Scotia, and "
                "for the diary she kept."
            ),
            S(
                "Victor Hugo: Victor-Marie Hugo (26 February 1802 \u2013 22 May 1885) was a "
                "French Romantic writer and politician. Born in Besançon, he wrote "
                "poetry, plays and novels, among them The Hunchback of Notre-Dame and Les "
                "Misérables, and spent nearly twenty years in exile on Jersey and "
                "Guernsey during the reign of Napoleon III."
            ),
            D(
                "Stendhal: Marie-Henri Beyle (23 January 1783 \u2013 23 March 1842), better "
                "known by his pen name Stendhal, was a French writer. Born in Grenoble, "
                "he served in Napoleon's army and later as a consul in Italy. He is best "
                "known for the novels The Red and the Black (1830) and The Charterhouse "
                "of Parma (1839), noted for their acute psychological analysis of their "
                "characters."
            ),
            D(
                "Eugénie Grandet: Eugénie Grandet is a novel by the French author Honoré "
                "de Balzac, first published in 1833 and later placed in the Scenes of "
                "Provincial Life of his sequence La Comédie humaine. It tells of a "
                "miserly cooper in Saumur and of his daughter, whose love for her cousin "
                "is sacrificed to her father's greed."
            ),
            D(
                "Maison de Victor Hugo: The Maison de Victor Hugo is a writer's house "
                "museum on the Place des Vosges in the Marais district of Paris, in the "
                "apartment where the writer lived from 1832 to 1848. Opened as a museum "
                "in 1903, it displays his drawings, furniture and manuscripts, and runs a "
                "second house in Guernsey."
            ),
            S(
                "Honoré de Balzac: Honoré de Balzac (20 May 1799 \u2013 18 August 1850) was a "
                "French novelist and playwright. Born in Tours, he is best known for La "
                "Comédie humaine, a sequence of nearly a hundred novels and stories "
                "depicting French society after the fall of Napoleon, and he is regarded "
                "as a founder of realism in European literature."
            ),
            D(
                "George Sand: Amantine Lucile Aurore Dupin (1 July 1804 \u2013 8 June 1876), "
                "best known by her pen name George Sand, was a French novelist, memoirist "
                "and journalist. One of the most popular writers in Europe in her "
                "lifetime, she wrote Indiana (1832) and Consuelo (1843), and had a long "
                "relationship with Frédéric Chopin."
            ),
            D(
                "Les Misérables: Les Misérables is a French historical novel by Victor "
                "Hugo, first published in 1862, considered one of the greatest novels of "
                "the nineteenth century. It follows the ex-convict Jean Valjean from 1815 "
                "to the June Rebellion of 1832, and the police inspector Javert who "
                "pursues him across France."
            ),
        ],
    ),
    Q(
        "titled",
        "compositional",
        "In what year was the architect of St Paul's Cathedral born?",
        "1632",
        [
            D(
                "St Paul's Cathedral, Melbourne: St Paul's Cathedral is an Anglican "
                "cathedral in Melbourne, Victoria, Australia, the seat of the Archbishop "
                "of Melbourne. Designed by the English Gothic Revival architect William "
                "Butterfield, it was built from bluestone and sandstone and consecrated "
                "in 1891, on the site where the first public Christian service in the "
                "city was held."
            ),
            D(
                "Inigo Jones: Inigo Jones (15 July 1573 \u2013 21 June 1652) was an English "
                "architect, the first to bring the classical architecture of Rome and the "
                "Italian Renaissance to Britain. His works include the Queen's House at "
                "Greenwich and the Banqueting House in Whitehall, and he added a "
                "classical portico to the west end of Old St Paul's Cathedral."
            ),
            S(
                "St Paul's Cathedral: St Paul's Cathedral is an Anglican cathedral in "
                "London, the seat of the Bishop of London, on Ludgate Hill in the City of "
                "London. The present building, designed in the English Baroque style by "
                "Sir Christopher Wren, was built between 1675 and 1710 to replace a "
                "medieval cathedral destroyed in the Great Fire of London."
            ),
            D(
                "Old St Paul's Cathedral: Old St Paul's Cathedral was the cathedral of "
                "the City of London that stood on Ludgate Hill until its destruction in "
                "the Great Fire of London in 1666. Built between 1087 and 1314, it was "
                "one of the longest churches in Europe, and its spire, lost to lightning "
                "in 1561, was among the tallest ever built."
            ),
            D(
                "Westminster Cathedral: Westminster Cathedral is the mother church of the "
                "Catholic Church in England and Wales, in the City of Westminster, "
                "London. Designed by the architect John Francis Bentley in the "
                "neo-Byzantine style, with walls of brick and a tall striped campanile, "
                "it was begun in 1895 and opened in 1903."
            ),
            D(
                "Nicholas Hawksmoor: Nicholas Hawksmoor (c. 1661 \u2013 25 March 1736) was an "
                "English architect and a leading figure of the English Baroque. He began "
                "as a clerk in the office of Christopher Wren, and is known for six "
                "London churches, among them Christ Church, Spitalfields, and for the "
                "west towers of Westminster Abbey."
            ),
            S(
                "Christopher Wren: Sir Christopher Wren (30 October 1632 \u2013 8 March 1723) "
                "was an English architect, astronomer, mathematician and physicist, one "
                "of the most highly acclaimed architects in the history of England. After "
                "the Great Fire of London he rebuilt 52 churches in the City, and he was "
                "president of the Royal Society from 1680 to 1682."
            ),
            D(
                "Monument to the Great Fire of London: The Monument to the Great Fire of "
                "London is a fluted Doric column in the City of London, near the northern "
                "end of London Bridge. Built between 1671 and 1677, it stands 202 feet "
                "(61.6 m) tall, which is its distance from the place in Pudding Lane "
                "where the fire began in 1666."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the wife of the Roman emperor who had Hadrian's Wall built?",
        "Vibia Sabina",
        [
            D(
                "Antonine Wall: The Antonine Wall was a turf fortification on stone "
                "foundations, built by the Romans across the Central Belt of Scotland "
                "between the Firth of Forth and the Firth of Clyde. Construction began in "
                "142 at the order of the emperor Antoninus Pius, and the wall was "
                "abandoned after only about twenty years."
            ),
            D(
                "Vindolanda: Vindolanda was a Roman auxiliary fort just south of the line "
                "of Hadrian's Wall in northern England, near the modern village of Bardon "
                "Mill. It is best known for the Vindolanda tablets, thin wooden "
                "leaf-tablets with ink writing from about AD 100, among the oldest "
                "surviving handwritten documents in Britain."
            ),
            S(
                "Hadrian: Hadrian (24 January 76 \u2013 10 July 138) was Roman emperor from "
                "117 to 138. Born into a family from Italica in Hispania Baetica, he was "
                "a ward of his relative Trajan, whom he succeeded. In 100 he married "
                "Vibia Sabina, a grandniece of Trajan; the marriage was childless, and he "
                "adopted Antoninus Pius as his heir."
            ),
            D(
                "Faustina the Elder: Annia Galeria Faustina the Elder (c. 100 \u2013 late "
                "October or early November 140) was a Roman empress as the wife of the "
                "emperor Antoninus Pius. After her death the Senate deified her, and her "
                "husband dedicated to her a temple in the Roman Forum, later converted "
                "into the church of San Lorenzo in Miranda."
            ),
            D(
                "Hadrian's Villa: Hadrian's Villa is a large archaeological complex of a "
                "Roman imperial retreat at Tivoli, about 30 kilometres from Rome. Built "
                "in the early second century AD as a residence away from the city, it "
                "covered at least 250 acres of palaces, baths, theatres and gardens, and "
                "is a UNESCO World Heritage Site."
            ),
            S(
                "Hadrian's Wall: Hadrian's Wall is a former defensive fortification of "
                "the Roman province of Britannia, begun in AD 122 in the reign of the "
                "emperor Hadrian. It ran from the banks of the River Tyne near the North "
                "Sea to the Solway Firth on the Irish Sea, and it became part of a UNESCO "
                "World Heritage Site in 1987."
            ),
            D(
                "Plotina: Pompeia Plotina (died 121 or 122) was a Roman empress from 98 "
                "to 117 as the wife of the emperor Trajan. Noted for her modesty and her "
                "interest in philosophy, she was said to have arranged the adoption that "
                "secured the succession when her husband died in Cilicia, and she was "
                "deified after her death."
            ),
            D(
                "Housesteads Roman Fort: Housesteads Roman Fort is the remains of an "
                "auxiliary fort on Hadrian's Wall, at Housesteads in Northumberland, "
                "England. Known to the Romans as Vercovicium, it was built in stone "
                "around AD 124 and held a garrison of about 800 men; it is now cared for "
                "by English Heritage and the National Trust."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "in which naval battle was the author of don quixote wounded",
        "Battle of Lepanto",
        [
            D(
                "Battle of Preveza: The Battle of Preveza was a naval engagement fought "
                "on 28 September 1538 near Preveza in northwestern Greece between an "
                "Ottoman fleet under Hayreddin Barbarossa and the fleet of a Holy League "
                "assembled by Pope Paul III under the Genoese admiral Andrea Doria. The "
                "Ottoman victory secured their dominance of the eastern Mediterranean."
            ),
            D(
                "Sancho Panza: Sancho Panza is a fictional character in the novel Don "
                "Quixote, serving as squire to the title character. A peasant labourer "
                "from La Mancha, he is short, fat and fond of proverbs, and he follows "
                "his master in the hope of being made governor of an island, offering "
                "earthy common sense against the knight's idealism."
            ),
            S(
                "Don Quixote: Don Quixote, fully The Ingenious Gentleman Don Quixote of "
                "La Mancha, is a Spanish novel by Miguel de Cervantes, published in two "
                "parts in 1605 and 1615. It follows a hidalgo who reads so many chivalric "
                "romances that he sets out as a knight-errant with his squire Sancho "
                "Panza, and it is often cited as the first modern novel."
            ),
            D(
                "Alonso Fernández de Avellaneda: Alonso Fernández de Avellaneda is the "
                "pseudonym of the unidentified author of a spurious second part of Don "
                "Quixote, published in Tarragona in 1614, a year before the authentic "
                "second part appeared. Its prologue insults the novel's creator, and many "
                "candidates have been proposed for its author, none proven."
            ),
            D(
                "Lope de Vega: Félix Lope de Vega y Carpio (25 November 1562 \u2013 27 August "
                "1635) was a Spanish playwright, poet and novelist, one of the key "
                "figures of the Spanish Golden Age. Said to have written some 1,500 "
                "plays, he reshaped the Spanish theatre; as a young man he sailed with "
                "the ill-fated Spanish Armada against England in 1588, and in later life "
                "he was ordained a Catholic priest."
            ),
            D(
                "Novelas ejemplares: The Novelas ejemplares (Exemplary Novels) is a "
                "series of twelve novellas written by Miguel de Cervantes, published in "
                "Madrid in 1613. Among them are Rinconete y Cortadillo, about two young "
                "rogues in Seville, and El coloquio de los perros, a dialogue between two "
                "dogs of a hospital in Valladolid."
            ),
            S(
                "Miguel de Cervantes: Miguel de Cervantes Saavedra (c. 29 September 1547 "
                "\u2013 22 April 1616) was a Spanish writer, widely regarded as the greatest "
                "in the Spanish language. As a soldier in a Spanish infantry regiment he "
                "fought at the Battle of Lepanto in 1571, where he was wounded and lost "
                "the use of his left hand. He was later held captive in Algiers for five "
                "years."
            ),
            D(
                "Don Quixote (ballet): Don Quixote is a ballet in three acts, first "
                "staged by the choreographer Marius Petipa to music by Ludwig Minkus and "
                "premiered by the Bolshoi Ballet in Moscow in 1869. Based on an episode "
                "from the second part of the novel, it centres on the lovers Kitri and "
                "Basilio rather than on the knight and his squire."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Where did the leader of the Haitian Revolution die in captivity?",
        "Fort de Joux",
        [
            D(
                "Jean-Jacques Dessalines: Jean-Jacques Dessalines (20 September 1758 \u2013 17 "
                "October 1806) was a general of the revolt in Saint-Domingue and the "
                "first ruler of independent Haiti, which he proclaimed in 1804. He ruled "
                "first as governor-general and then as Emperor Jacques I, until he was "
                "assassinated at Pont-Rouge, north of Port-au-Prince."
            ),
            S(
                "Haitian Revolution: The Haitian Revolution was a successful insurrection "
                "by self-liberated slaves against French colonial rule in Saint-Domingue, "
                "now the sovereign state of Haiti. It began on 22 August 1791 and ended "
                "in 1804 with the former colony's independence. Its best-known leader was "
                "Toussaint Louverture, a former slave who became governor of the colony."
            ),
            D(
                "Saint-Domingue expedition: The Saint-Domingue expedition was a large "
                "French military force sent by Napoleon Bonaparte, then First Consul, "
                "under his brother-in-law Charles Leclerc in December 1801 to regain "
                "control of the colony of Saint-Domingue. After early successes it was "
                "ravaged by yellow fever and ended in defeat at the Battle of Vertières "
                "in November 1803, after which the last French troops left the colony."
            ),
            D(
                "Château de Vincennes: The Château de Vincennes is a former royal "
                "fortress east of Paris, with a keep of the fourteenth century that is "
                "the tallest medieval fortified structure in Europe. From the seventeenth "
                "century it served as a state prison, and in 1804 the Duke of Enghien was "
                "shot in its moat after a summary trial."
            ),
            S(
                "Toussaint Louverture: François-Dominique Toussaint Louverture (20 May "
                "1743 \u2013 7 April 1803) was a Haitian general and former slave who rose to "
                "govern Saint-Domingue. In 1802 he was seized by French forces under "
                "Napoleon's brother-in-law Charles Leclerc and deported to France. He was "
                "imprisoned at the Fort de Joux in the Jura Mountains, where he died."
            ),
            D(
                "Haitian Declaration of Independence: The Haitian Declaration of "
                "Independence was proclaimed on 1 January 1804 in the port city of "
                "Gonaïves by Jean-Jacques Dessalines, marking the end of the revolt in "
                "Saint-Domingue. It made Haiti the first independent nation of Latin "
                "America and the first country founded by former slaves."
            ),
            D(
                "Henri Christophe: Henri Christophe (6 October 1767 \u2013 8 October 1820) was "
                "a general of the revolt in Saint-Domingue and later the ruler of the "
                "State of Haiti in the north, which he made a kingdom in 1811, reigning "
                "as King Henri I. He built the Citadelle Laferrière and the Sans-Souci "
                "Palace, where he took his own life."
            ),
            D(
                "Saint-Domingue: Saint-Domingue was a French colony on the western part "
                "of the Caribbean island of Hispaniola, from 1659 until 1804. By the late "
                "eighteenth century it was the richest colony in the world, producing "
                "much of Europe's sugar and coffee on plantations worked by hundreds of "
                "thousands of enslaved Africans."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "was rubens or van dyck born earlier",
        "Peter Paul Rubens",
        [
            D(
                "Jacob Jordaens: Jacob Jordaens (19 May 1593 \u2013 18 October 1678) was a "
                "Flemish painter, draughtsman and designer of tapestries and prints, born "
                "in Antwerp. After the death of the leading painter of the city in 1640 "
                "he became its foremost artist, known for large genre scenes such as The "
                "King Drinks, illustrating Flemish proverbs and feasts."
            ),
            S(
                "Anthony van Dyck: Sir Anthony van Dyck (22 March 1599 \u2013 9 December 1641) "
                "was a Flemish Baroque artist who became the leading court painter in "
                "England after success in the Southern Netherlands and Italy. Born in "
                "Antwerp, he is best known for his portraits of King Charles I of England "
                "and his family and court."
            ),
            D(
                "Rubens House: The Rubenshuis is the former home and studio of the "
                "Flemish painter Peter Paul Rubens in Antwerp, now a museum. The painter "
                "bought the property in 1610 and rebuilt it in the style of an Italian "
                "palazzo, adding a studio and a portico, and he lived and worked there "
                "until his death."
            ),
            D(
                "Charles I in Three Positions: Charles I in Three Positions is an oil "
                "portrait of King Charles I of England painted about 1635 to 1636 by "
                "Anthony van Dyck, showing the king in profile, full face and "
                "three-quarter view. It was sent to Rome as a model for a marble bust by "
                "Gian Lorenzo Bernini, and is in the Royal Collection."
            ),
            S(
                "Peter Paul Rubens: Sir Peter Paul Rubens (28 June 1577 \u2013 30 May 1640) "
                "was a Flemish artist and diplomat from the Duchy of Brabant. Born in "
                "Siegen in Westphalia to exiled parents from Antwerp, he ran a large "
                "studio in Antwerp and is regarded as the most influential artist of the "
                "Flemish Baroque tradition."
            ),
            D(
                "Helena Fourment: Helena Fourment (11 April 1614 \u2013 15 July 1673) was the "
                "second wife of the Flemish painter Peter Paul Rubens, whom she married "
                "in Antwerp in 1630 at the age of sixteen. The daughter of a silk "
                "merchant, she became the model for many of his late works, among them "
                "the portrait known as Het Pelsken."
            ),
            D(
                "Frans Snyders: Frans Snyders (11 November 1579 \u2013 19 August 1657) was a "
                "Flemish painter of animals, hunting scenes, market scenes and still "
                "lifes, born in Antwerp. One of the earliest specialist animal painters, "
                "he often collaborated with other leading painters of the city, painting "
                "the animals and fruit in their compositions."
            ),
            D(
                "Jan Brueghel the Elder: Jan Brueghel the Elder (1568 \u2013 13 January 1625) "
                "was a Flemish painter and draughtsman, the son of Pieter Bruegel the "
                "Elder. Born in Brussels, he worked in Antwerp and was known for flower "
                "still lifes, landscapes and allegories, and for works painted jointly "
                "with other Antwerp masters."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the author of The Count of Monte Cristo?",
        "Thomas-Alexandre Dumas",
        [
            D(
                "The Count of Monte Cristo (2002 film): The Count of Monte Cristo is a "
                "2002 adventure drama film directed by Kevin Reynolds and starring Jim "
                "Caviezel, Guy Pearce and Richard Harris. An adaptation of the novel of "
                "the same name, it follows Edmond Dantès, betrayed by his friend Fernand "
                "Mondego, as he escapes prison and takes revenge."
            ),
            D(
                "Alexandre Dumas fils: Alexandre Dumas (27 July 1824 \u2013 27 November 1895), "
                "known as Dumas fils, was a French author and playwright, the son of the "
                "celebrated novelist of the same name and of the dressmaker "
                "Marie-Laure-Catherine Labay. He is best known for the novel The Lady of "
                "the Camellias (1848), which he adapted for the stage in 1852 and which "
                "inspired Giuseppe Verdi's opera La traviata."
            ),
            D(
                "The Three Musketeers: The Three Musketeers is a French historical "
                "adventure novel written in 1844 by Alexandre Dumas. Set between 1625 and "
                "1628, it follows the young Gascon d'Artagnan after he leaves home to "
                "travel to Paris, hoping to join the King's Musketeers, and befriends the "
                "musketeers Athos, Porthos and Aramis."
            ),
            S(
                "Alexandre Dumas: Alexandre Dumas (24 July 1802 \u2013 5 December 1870), also "
                "known as Dumas père, was a French novelist and playwright, one of the "
                "most widely read French authors. He was the son of Thomas-Alexandre "
                "Dumas, a general of the French Revolutionary Wars born in "
                "Saint-Domingue, and the father of the writer Alexandre Dumas fils."
            ),
            D(
                "Montecristo: Montecristo is an island in the Tyrrhenian Sea, part of the "
                "Tuscan Archipelago of Italy, lying south of Elba. Made of granite and "
                "rising to 645 metres, it is a state nature reserve, and visits by the "
                "public are strictly limited; a ruined medieval monastery stands on its "
                "slopes."
            ),
            S(
                "The Count of Monte Cristo: The Count of Monte Cristo is an adventure "
                "novel by the French writer Alexandre Dumas, serialized from 1844 to "
                "1846. Set in France, Italy and the Mediterranean during the Bourbon "
                "Restoration, it tells of Edmond Dantès, a sailor wrongly imprisoned, who "
                "escapes and takes revenge on those who betrayed him."
            ),
            D(
                "Auguste Maquet: Auguste Maquet (13 September 1813 \u2013 8 January 1888) was "
                "a French author and playwright, best known as a collaborator who drafted "
                "historical novels with a more famous writer, among them The Three "
                "Musketeers. A former history teacher in Paris, he later sued for "
                "recognition as co-author and lost."
            ),
            D(
                "Château d'If: The Château d'If is a fortress on the island of If, the "
                "smallest of the islands of the Frioul archipelago in the Bay of "
                "Marseille. Built from 1527 to 1529 on the orders of King Francis I, it "
                "was later used as a state prison, and it is best known as one of the "
                "settings of an adventure novel of 1844."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Who designed the stadium where Hertha BSC plays its home matches?",
        "Werner March",
        [
            D(
                "Olympiastadion (Munich): The Olympiastadion is a stadium in Munich, "
                "Germany, built as the main venue for the 1972 Summer Olympics. Its "
                "sweeping tent-like roof of acrylic glass panels, stretched over steel "
                "cables, was designed by the architect Günter Behnisch with the engineer "
                "Frei Otto. It was the home ground of Bayern Munich until 2005."
            ),
            D(
                "1. FC Union Berlin: 1. FC Union Berlin is a German professional football "
                "club based in Köpenick, a district in the southeast of Berlin. Founded "
                "in 1966 in East Berlin, it plays its home matches at the Stadion An der "
                "Alten Försterei, which its supporters helped to rebuild between 2008 and "
                "2009."
            ),
            S(
                "Olympiastadion (Berlin): The Olympiastadion is a sports stadium in "
                "Berlin, Germany, built for the Olympic Games of 1936. It was designed by "
                "the architect Werner March, and it was renovated for the 2006 FIFA World "
                "Cup, when it hosted the final. With a capacity of about 74,000, it is "
                "the largest stadium in Germany used for international matches."
            ),
            D(
                "Olympic Stadium (Amsterdam): The Olympic Stadium is a stadium in "
                "Amsterdam, Netherlands, built as the main venue for the 1928 Summer "
                "Olympics. Designed by the architect Jan Wils in the style of the "
                "Amsterdam School, it has a tall marathon tower in which the Olympic "
                "flame burned for the first time at a modern Games."
            ),
            S(
                "Hertha BSC: Hertha, Berliner Sport-Club, commonly known as Hertha BSC, "
                "is a German professional football club based in the Westend locality of "
                "Berlin. Founded in 1892, it plays its home matches at the "
                "Olympiastadion, which it has used since 1963, the year the Bundesliga "
                "was founded."
            ),
            D(
                "Tennis Borussia Berlin: Tennis Borussia Berlin is a German football club "
                "based in the Charlottenburg-Wilmersdorf district of Berlin. Founded in "
                "1902 by a group of young tennis and table tennis players, it reached the "
                "2. Bundesliga several times and plays its home matches at the "
                "Mommsenstadion."
            ),
            D(
                "Olympiapark Berlin: The Olympiapark Berlin is a sports complex in the "
                "Westend locality of Berlin, laid out for the Games of 1936. Besides its "
                "main stadium it includes the Maifeld, a large lawn for mass gatherings, "
                "the Waldbühne open-air amphitheatre, the Olympic swimming stadium and a "
                "bell tower."
            ),
            D(
                "Westfalenstadion: The Westfalenstadion, known for sponsorship reasons as "
                "Signal Iduna Park, is a football stadium in Dortmund, North "
                "Rhine-Westphalia, and the home of Borussia Dortmund. Opened in 1974 for "
                "the FIFA World Cup, it holds over 81,000 spectators, making it the "
                "largest stadium in Germany."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "what did the businessman the ryder cup is named after sell",
        "seeds",
        [
            D(
                "Solheim Cup: The Solheim Cup is a biennial golf tournament for "
                "professional women golfers, contested by teams representing Europe and "
                "the United States. First played in 1990 at Lake Nona in Florida, it is "
                "named after the Norwegian-American golf club manufacturer Karsten "
                "Solheim, the founder of the Ping equipment company, who helped to create "
                "the event with his family."
            ),
            S(
                "Samuel Ryder: Samuel Ryder (24 March 1858 \u2013 2 January 1936) was an "
                "English businessman and golf enthusiast. He made his fortune by selling "
                "seeds in penny packets through the post from St Albans, Hertfordshire, "
                "and took up golf in middle age on medical advice, later becoming captain "
                "of Verulam Golf Club."
            ),
            D(
                "Walker Cup: The Walker Cup is a golf competition for leading male "
                "amateur golfers from the United States and from Great Britain and "
                "Ireland, first played in 1922. It is named after George Herbert Walker, "
                "president of the United States Golf Association in 1920, who donated the "
                "trophy, and is played every two years."
            ),
            D(
                "Presidents Cup: The Presidents Cup is a series of men's golf matches "
                "between a team representing the United States and an International Team "
                "of players from the rest of the world other than Europe. First played in "
                "1994 at Robert Trent Jones Golf Club in Virginia, it is now held every "
                "two years."
            ),
            D(
                "Curtis Cup: The Curtis Cup is the best-known team competition for women "
                "amateur golfers, contested every two years by teams from the United "
                "States and from Great Britain and Ireland. First played in 1932 at "
                "Wentworth, it is named after the American sisters Harriot and Margaret "
                "Curtis, who donated the trophy."
            ),
            S(
                "Ryder Cup: The Ryder Cup is a biennial men's golf competition between "
                "teams from Europe and the United States. First contested officially in "
                "1927 at Worcester Country Club in Massachusetts, it is named after the "
                "English businessman Samuel Ryder, who donated the gold trophy. The host "
                "venue alternates between courses in the two regions."
            ),
            D(
                "Albert Pinkham Ryder: Albert Pinkham Ryder (March 19, 1847 \u2013 March 28, "
                "1917) was an American painter best known for his poetic and moody "
                "allegorical works and seascapes. Born in New Bedford, Massachusetts, he "
                "worked slowly in thick layers of paint and varnish, so that many of his "
                "canvases have darkened and cracked badly."
            ),
            D(
                "Verulam Golf Club: Verulam Golf Club is a golf club in St Albans, "
                "Hertfordshire, England, founded in 1905 and named after the Roman town "
                "of Verulamium on whose edge the city stands. Its parkland course lies on "
                "the south-eastern edge of the city, and the club was among the first in "
                "the county to admit players of modest means."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The donor of the Stanley Cup was the son of which British prime minister?",
        "Edward Smith-Stanley, 14th Earl of Derby",
        [
            D(
                "Grey Cup: The Grey Cup is both the name of the championship game of the "
                "Canadian Football League and the trophy awarded to the winning team. It "
                "is named after Albert Grey, 4th Earl Grey, the Governor General of "
                "Canada, who donated the trophy in 1909, and it was first awarded that "
                "year to the University of Toronto."
            ),
            D(
                "Charles Grey, 2nd Earl Grey: Charles Grey, 2nd Earl Grey (13 March 1764 "
                "\u2013 17 July 1845) was a British Whig politician who served as Prime "
                "Minister of the United Kingdom from 1830 to 1834. His Whig government "
                "passed the Reform Act 1832 and the Slavery Abolition Act 1833, and the "
                "blend of tea flavoured with bergamot known as Earl Grey is said to be "
                "named after him."
            ),
            S(
                "Frederick Stanley, 16th Earl of Derby: Frederick Arthur Stanley, 16th "
                "Earl of Derby (15 January 1841 \u2013 14 June 1908), known as Lord Stanley of "
                "Preston from 1886 to 1893, was an English Conservative politician who "
                "served as Governor General of Canada from 1888 to 1893. He was the "
                "younger son of Edward Smith-Stanley, 14th Earl of Derby, three times "
                "Prime Minister."
            ),
            D(
                "Stanley Park: Stanley Park is a 405-hectare public park in Vancouver, "
                "British Columbia, that makes up most of the northwestern half of the "
                "city's downtown peninsula. Opened in 1888, it was named after Lord "
                "Stanley of Preston, the newly appointed Governor General of Canada, and "
                "it is largely surrounded by the waters of Burrard Inlet and English Bay."
            ),
            D(
                "Prince of Wales Trophy: The Prince of Wales Trophy is a National Hockey "
                "League trophy first presented in 1925 by Edward, Prince of Wales, later "
                "King Edward VIII, to the league. Over the years it has been awarded for "
                "various achievements, and it now goes to the playoff champion of the "
                "league's Eastern Conference each season."
            ),
            D(
                "Edward Stanley, 15th Earl of Derby: Edward Henry Stanley, 15th Earl of "
                "Derby (21 July 1826 \u2013 21 April 1893) was a British statesman who served "
                "as Foreign Secretary twice, under Benjamin Disraeli and earlier in a "
                "Conservative government of the 1860s, and later as Colonial Secretary "
                "under William Ewart Gladstone after joining the Liberals."
            ),
            S(
                "Stanley Cup: The Stanley Cup is the championship trophy awarded annually "
                "to the playoff champion club of the National Hockey League. Commissioned "
                "in 1892 as the Dominion Hockey Challenge Cup, it is named after Lord "
                "Stanley of Preston, then Governor General of Canada, who donated it as "
                "an award for Canada's top-ranking amateur ice hockey club."
            ),
            D(
                "Henry Morton Stanley: Sir Henry Morton Stanley (born John Rowlands; 28 "
                "January 1841 \u2013 10 May 1904) was a Welsh-American explorer, journalist, "
                "soldier and politician. He is famous for his expedition in search of the "
                "missionary David Livingstone in central Africa, and for his later "
                "exploration of the Congo River for King Leopold II of Belgium."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which club was founded first, Juventus or Torino?",
        "Juventus",
        [
            D(
                "Derby della Mole: The Derby della Mole is the local derby in the Italian "
                "city of Turin between its two major football clubs. Named after the Mole "
                "Antonelliana, the city's landmark tower, it was first played in January "
                "1907 and is one of the oldest derbies in Italian football, traditionally "
                "pitting the working class against the bourgeoisie."
            ),
            S(
                "Torino FC: Torino Football Club, commonly known as Torino, is a "
                "professional football club based in Turin, Piedmont. Founded on 3 "
                "December 1906, it won five consecutive Italian championships in the "
                "1940s with the side known as the Grande Torino, almost all of whose "
                "players were killed in the Superga air disaster of 4 May 1949."
            ),
            D(
                "Pro Vercelli: Football Club Pro Vercelli 1892 is an Italian football "
                "club based in Vercelli, Piedmont. Founded in 1892 as a gymnastics "
                "society whose football section followed in 1903, it was one of the "
                "strongest sides of early Italian football, winning seven national "
                "championships between 1908 and 1922."
            ),
            D(
                "Clube Atlético Juventus: Clube Atlético Juventus is a Brazilian football "
                "club based in the Mooca district of São Paulo. Founded on 20 April 1924 "
                "by workers of a textile factory owned by the Crespi family, it later "
                "took its name from the Turin club Juventus and its claret colours from "
                "Torino, and plays at the Estádio Conde Rodolfo Crespi."
            ),
            S(
                "Juventus FC: Juventus Football Club, commonly known as Juventus, is a "
                "professional football club based in Turin, Piedmont. Founded on 1 "
                "November 1897 by a group of students of the Massimo d'Azeglio lyceum, it "
                "has played in black and white stripes since 1903 and has won more "
                "Italian league titles than any other club."
            ),
            D(
                "Stadio Olimpico Grande Torino: The Stadio Olimpico Grande Torino is a "
                "multi-purpose stadium in Turin, Italy. Opened in 1933 as the Stadio "
                "Benito Mussolini and used for the 1934 FIFA World Cup, it was renovated "
                "as the venue of the opening and closing ceremonies of the 2006 Winter "
                "Olympics, and it took its present name in 2016."
            ),
            D(
                "Allianz Stadium (Turin): The Allianz Stadium is an all-seater football "
                "stadium in the Vallette district of Turin, Italy. Opened in September "
                "2011 on the site of the former Stadio delle Alpi, which had been built "
                "for the 1990 FIFA World Cup, it holds about 41,500 spectators and was "
                "the first club-owned stadium of a major Italian side."
            ),
            D(
                "Stadio delle Alpi: The Stadio delle Alpi was a football and athletics "
                "stadium in Turin, Italy, built for the 1990 FIFA World Cup, where it "
                "hosted the semi-final between West Germany and England. Unpopular with "
                "spectators for its poor views and running track, it was used by the "
                "city's two major clubs until 2006 and was demolished in 2009."
            ),
        ],
    ),
    Q(
        "titled",
        "compositional",
        "Where was the designer of the Brooklyn Bridge born?",
        "Mühlhausen",
        [
            D(
                "Manhattan Bridge: The Manhattan Bridge is a suspension bridge that "
                "crosses the East River in New York City, connecting Lower Manhattan with "
                "Downtown Brooklyn. Designed by Leon Moisseiff, it was the last of the "
                "three suspension bridges built across the lower East River, opening to "
                "traffic on December 31, 1909."
            ),
            S(
                "John A. Roebling: John Augustus Roebling (born Johann August Röbling; "
                "June 12, 1806 \u2013 July 22, 1869) was a German-born American civil "
                "engineer. Born in Mühlhausen in Prussia, he studied at the Bauakademie "
                "in Berlin and emigrated to the United States in 1831, where he designed "
                "wire-rope suspension bridges and ran a wire-rope factory in Trenton, New "
                "Jersey."
            ),
            D(
                "Washington Roebling: Washington Augustus Roebling (May 26, 1837 \u2013 July "
                "21, 1926) was an American civil engineer and Union Army officer, born in "
                "Saxonburg, Pennsylvania. He served as chief engineer during the "
                "construction of the Brooklyn Bridge after 1869, directing much of the "
                "work from his sickbed after decompression sickness, caught in the "
                "caissons under the river, left him disabled."
            ),
            D(
                "Saxonburg, Pennsylvania: Saxonburg is a borough in Butler County, "
                "Pennsylvania, United States, about 25 miles north of Pittsburgh. It was "
                "founded in 1832 as a farming settlement by German immigrants led by the "
                "brothers Carl and John A. Roebling, and the small wire-rope works "
                "started there was the first of its kind in America."
            ),
            D(
                "Williamsburg Bridge: The Williamsburg Bridge is a suspension bridge in "
                "New York City across the East River, connecting the Lower East Side of "
                "Manhattan with the Williamsburg neighborhood of Brooklyn. Designed by "
                "Leffert L. Buck and opened on December 19, 1903, it was the longest "
                "suspension bridge in the world until 1924."
            ),
            S(
                "Brooklyn Bridge: The Brooklyn Bridge is a hybrid cable-stayed suspension "
                "bridge in New York City, spanning the East River between Manhattan and "
                "Brooklyn. Designed by John A. Roebling, it opened on May 24, 1883, as "
                "the first fixed crossing of the East River, and its main span of 1,595.5 "
                "feet (486.3 m) was the longest in the world until 1903."
            ),
            D(
                "George Washington Bridge: The George Washington Bridge is a "
                "double-decked suspension bridge spanning the Hudson River between Fort "
                "Lee, New Jersey, and the Washington Heights neighborhood of Manhattan. "
                "Designed by the Swiss-born engineer Othmar Ammann and opened in 1931, it "
                "is the world's busiest motor vehicle bridge."
            ),
            D(
                "Roebling's Delaware Aqueduct: The Delaware Aqueduct is a bridge over the "
                "Delaware River between Lackawaxen, Pennsylvania, and Minisink Ford, New "
                "York. Built from 1847 to 1848 to carry the Delaware and Hudson Canal, it "
                "is the oldest existing wire suspension bridge in the United States and "
                "now carries a road."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which Pennsylvania town was the man the Marshall Plan is named after born?",
        "Uniontown",
        [
            D(
                "Molotov Plan: The Molotov Plan was the system created by the Soviet "
                "Union in 1947 to provide aid to rebuild the countries of Eastern Europe "
                "that were politically and economically aligned with it. Named after the "
                "Soviet foreign minister Vyacheslav Molotov, it was later expanded into "
                "the Council for Mutual Economic Assistance, founded in 1949."
            ),
            S(
                "George C. Marshall: George Catlett Marshall Jr. (December 31, 1880 \u2013 "
                "October 16, 1959) was an American army officer and statesman. Born in "
                "Uniontown, Pennsylvania, he graduated from the Virginia Military "
                "Institute in 1901. He was Chief of Staff of the United States Army "
                "throughout the Second World War and later served as Secretary of State "
                "and Secretary of Defense."
            ),
            D(
                "Thurgood Marshall: Thurgood Marshall (July 2, 1908 \u2013 January 24, 1993) "
                "was an American civil rights lawyer and jurist who served as an "
                "associate justice of the Supreme Court of the United States from 1967 to "
                "1991, the first African American on the court. Born in Baltimore, "
                "Maryland, he argued Brown v. Board of Education in 1954."
            ),
            D(
                "Morgenthau Plan: The Morgenthau Plan was a proposal to weaken Germany "
                "after the Second World War by eliminating its arms industry and removing "
                "or destroying other key industries. It was put forward in 1944 by the "
                "United States Secretary of the Treasury, Henry Morgenthau Jr., and was "
                "briefly agreed at the Second Quebec Conference."
            ),
            D(
                "Truman Doctrine: The Truman Doctrine was an American foreign policy "
                "announced by President Harry S. Truman in an address to Congress on "
                "March 12, 1947, pledging political, military and economic assistance to "
                "Greece and Turkey. Its aim was to contain the geopolitical expansion of "
                "the Soviet Union during the early years of the Cold War."
            ),
            D(
                "John Marshall: John Marshall (September 24, 1755 \u2013 July 6, 1835) was an "
                "American statesman and jurist who served as the fourth Chief Justice of "
                "the United States from 1801 to 1835. Born in a log cabin near Germantown "
                "on the Virginia frontier, he had earlier served as Secretary of State "
                "under President John Adams."
            ),
            S(
                "Marshall Plan: The Marshall Plan, officially the European Recovery "
                "Program, was an American initiative enacted in 1948 to provide foreign "
                "aid to Western Europe after the Second World War, transferring more than "
                "$13 billion. It was named after Secretary of State George C. Marshall, "
                "who proposed it in a speech at Harvard University in June 1947."
            ),
            D(
                "Marshall Islands: The Marshall Islands, officially the Republic of the "
                "Marshall Islands, is an island country in Micronesia in the western "
                "Pacific Ocean, made up of 29 coral atolls and five islands. Named after "
                "the British naval captain John Marshall, who visited in 1788, it has "
                "been independent in a compact of free association with the United States "
                "since 1986, with its capital at Majuro."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the man who deciphered the Rosetta Stone born?",
        "Figeac",
        [
            D(
                "Thomas Young (scientist): Thomas Young (13 June 1773 \u2013 10 May 1829) was "
                "a British polymath who made notable contributions to the fields of "
                "vision, light, solid mechanics, energy, physiology and language. Born in "
                "Milverton, Somerset, he is known for the double-slit experiment, and he "
                "also worked on Egyptian hieroglyphs and demotic script."
            ),
            D(
                "Rashid, Egypt: Rashid, also known as Rosetta, is a port city of the Nile "
                "Delta in the Beheira Governorate of Egypt, about 65 kilometres east of "
                "Alexandria, on the western branch of the Nile near its mouth. Founded in "
                "the ninth century, it flourished under the Ottomans and keeps many "
                "houses of that period."
            ),
            S(
                "Rosetta Stone: The Rosetta Stone is a granodiorite stele inscribed with "
                "three versions of a decree issued in Memphis, Egypt, in 196 BC during "
                "the Ptolemaic dynasty. Found in 1799 by French soldiers near the town of "
                "Rashid in the Nile Delta, it has been in the British Museum since 1802. "
                "Its hieroglyphs were first deciphered by Jean-François Champollion in "
                "1822."
            ),
            D(
                "Decree of Canopus: The Decree of Canopus is a trilingual inscription in "
                "Egyptian hieroglyphs, demotic and Greek, recording a decree issued by a "
                "synod of priests at Canopus in 238 BC under Ptolemy III Euergetes. "
                "Several copies are known; the first was found at Tanis in 1866 by the "
                "German Egyptologist Karl Richard Lepsius."
            ),
            D(
                "Michael Ventris: Michael George Francis Ventris (12 July 1922 \u2013 6 "
                "September 1956) was an English architect and linguist who, with John "
                "Chadwick, deciphered Linear B, the script of Mycenaean Greek, announcing "
                "his results in 1952. Born in Wheathampstead, Hertfordshire, he died in a "
                "car accident near Hatfield at the age of 34."
            ),
            D(
                "Egyptian hieroglyphs: Egyptian hieroglyphs were the formal writing "
                "system used in Ancient Egypt for writing the Egyptian language, "
                "combining logographic, syllabic and alphabetic elements with some 1,000 "
                "distinct characters. After the closing of the last pagan temples in the "
                "fifth century AD, knowledge of how to read them was lost for more than a "
                "thousand years."
            ),
            S(
                "Jean-François Champollion: Jean-François Champollion (23 December 1790 \u2013 "
                "4 March 1832) was a French philologist and orientalist, known as the "
                "founder of Egyptology. Born in Figeac in the Lot department, he was "
                "taught by his elder brother Jacques-Joseph and studied oriental "
                "languages in Paris. He later became curator of the Egyptian collection "
                "of the Louvre."
            ),
            D(
                "Description de l'Égypte: The Description de l'Égypte was a series of "
                "publications, appearing from 1809 until 1829, which aimed to catalogue "
                "comprehensively all known aspects of ancient and modern Egypt. It was "
                "the joint work of about 160 civilian scholars and scientists who "
                "accompanied Napoleon Bonaparte's expedition to Egypt from 1798 to 1801."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "american gothic painter was born near which iowa town",
        "Anamosa",
        [
            D(
                "Thomas Hart Benton (painter): Thomas Hart Benton (April 15, 1889 \u2013 "
                "January 19, 1975) was an American painter and muralist, a leading figure "
                "of the Regionalist art movement. Born in Neosho, Missouri, he painted "
                "fluid, sculpted figures in scenes of everyday life in the Midwest and "
                "South, and he taught Jackson Pollock at the Art Students League in New "
                "York."
            ),
            S(
                "Grant Wood: Grant DeVolson Wood (February 13, 1891 \u2013 February 12, 1942) "
                "was an American painter best known for his paintings of the rural "
                "American Midwest. Born on a farm near Anamosa, Iowa, he studied in "
                "Minneapolis, Chicago and Paris and later taught painting at the "
                "University of Iowa. He was a leading figure of the Regionalist movement."
            ),
            D(
                "Eldon, Iowa: Eldon is a city in Wapello County, Iowa, United States, on "
                "the Des Moines River, with a population of about 900 at the 2020 census. "
                "A railroad town founded in the 1870s, it is best known as the home of a "
                "small white farmhouse in the Carpenter Gothic style, now owned by the "
                "State Historical Society of Iowa."
            ),
            D(
                "John Steuart Curry: John Steuart Curry (November 14, 1897 \u2013 August 29, "
                "1946) was an American painter of the Regionalist movement, born on a "
                "farm near Dunavant, Kansas. He is known for scenes of rural Kansas such "
                "as Baptism in Kansas and for Tragic Prelude, his mural of the "
                "abolitionist John Brown in the Kansas State Capitol in Topeka."
            ),
            D(
                "American Gothic House: The American Gothic House, also known as the "
                "Dibble House, is a house in Eldon, Iowa, built in the early 1880s in the "
                "Carpenter Gothic style, with a distinctive pointed upper window. It "
                "became famous as the background of a 1930 painting and is listed on the "
                "National Register of Historic Places, with a visitor centre beside it."
            ),
            D(
                "Nighthawks (Hopper): Nighthawks is a 1942 oil painting by Edward Hopper "
                "that portrays four people in a downtown diner late at night, seen "
                "through the diner's large glass window. It was bought by the Art "
                "Institute of Chicago within months of its completion, and it is one of "
                "the best-known images of twentieth-century American art."
            ),
            S(
                "American Gothic: American Gothic is a 1930 painting by Grant Wood in the "
                "collection of the Art Institute of Chicago. It shows a farmer holding a "
                "pitchfork beside a woman, often taken for his wife or daughter, in front "
                "of a house in the Carpenter Gothic style in Eldon, Iowa. The models were "
                "the artist's sister Nan Wood Graham and his dentist, Byron McKeeby."
            ),
            D(
                "Christina's World: Christina's World is a 1948 painting by the American "
                "painter Andrew Wyeth, one of the best-known American paintings of the "
                "middle of the twentieth century. It shows a woman lying in a field of "
                "grass and looking up at a grey farmhouse in Cushing, Maine, and it is in "
                "the collection of the Museum of Modern Art in New York."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, the Woolworth Building or the Empire State Building?",
        "Empire State Building",
        [
            D(
                "40 Wall Street: 40 Wall Street, also known as the Trump Building, is a "
                "70-story neo-Gothic skyscraper in the Financial District of Manhattan, "
                "New York City. Completed in 1930 for the Bank of Manhattan Company, it "
                "rises 927 feet (283 m) and was briefly the tallest building in the world "
                "before it was surpassed the same year."
            ),
            S(
                "Empire State Building: The Empire State Building is a 102-story Art Deco "
                "skyscraper in Midtown Manhattan, New York City, designed by Shreve, Lamb "
                "& Harmon and completed in 1931. Its roof is 1,250 feet (381 m) high, and "
                "it stands a total of 1,454 feet (443 m) tall including its antenna. It "
                "was the world's tallest building until 1970."
            ),
            D(
                "F. W. Woolworth Company: The F. W. Woolworth Company was a retail "
                "company and one of the original pioneers of the five-and-dime store. "
                "Founded by Frank Winfield Woolworth, it opened its first successful "
                "store in Lancaster, Pennsylvania, in 1879, grew into one of the largest "
                "retail chains in the world, and closed its last American stores in 1997."
            ),
            D(
                "Empire State Plaza: The Empire State Plaza is a complex of state "
                "government buildings in downtown Albany, New York, built between 1965 "
                "and 1976 under Governor Nelson Rockefeller. Its tallest building, the "
                "Erastus Corning Tower, rises 589 feet (180 m) and is the tallest "
                "building in New York State outside New York City."
            ),
            D(
                "Metropolitan Life Insurance Company Tower: The Metropolitan Life "
                "Insurance Company Tower is a skyscraper on Madison Avenue near Madison "
                "Square in Manhattan, New York City. Modelled on the campanile of St "
                "Mark's in Venice and completed in 1909, it rises 700 feet (213 m) and "
                "was the tallest building in the world until 1913."
            ),
            S(
                "Woolworth Building: The Woolworth Building is an early skyscraper at 233 "
                "Broadway in the Tribeca neighborhood of Lower Manhattan, New York City, "
                "designed by the architect Cass Gilbert. Completed in 1913, it rises 792 "
                "feet (241 m), and it was the tallest building in the world until 1930. "
                "It is a National Historic Landmark."
            ),
            D(
                "One World Trade Center: One World Trade Center is the main building of "
                "the rebuilt World Trade Center complex in Lower Manhattan, New York "
                "City. Completed in 2014 and designed by David Childs of Skidmore, Owings "
                "& Merrill, it is the tallest building in the United States, reaching "
                "1,776 feet (541 m) with its spire."
            ),
            D(
                "Cass Gilbert: Cass Gilbert (November 24, 1859 \u2013 May 17, 1934) was an "
                "American architect, born in Zanesville, Ohio, and an early proponent of "
                "skyscrapers. His works include the Minnesota State Capitol in Saint "
                "Paul, the United States Custom House in Manhattan and the United States "
                "Supreme Court Building in Washington, D.C."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Kwame Nkrumah or Julius Nyerere?",
        "Kwame Nkrumah",
        [
            D(
                "Jomo Kenyatta: Jomo Kenyatta (c. 1897 \u2013 22 August 1978) was a Kenyan "
                "anti-colonial activist and politician who governed Kenya as its first "
                "prime minister from 1963 to 1964 and then as its first president from "
                "1964 until his death. Jailed by the British for nearly a decade, he led "
                "the Kenya African National Union."
            ),
            S(
                "Julius Nyerere: Julius Kambarage Nyerere (13 April 1922 \u2013 14 October "
                "1999) was a Tanzanian anti-colonial activist and politician who governed "
                "Tanganyika as prime minister from 1961 and then Tanzania as president "
                "from 1964 to 1985. Nicknamed Mwalimu, Swahili for teacher, he promoted a "
                "socialist policy known as Ujamaa."
            ),
            D(
                "Fathia Nkrumah: Fathia Nkrumah (born Fathia Halim Rizk; 1932 \u2013 31 May "
                "2007) was an Egyptian-born first lady of Ghana. A Coptic teacher from "
                "Cairo, she married the Ghanaian leader Kwame Nkrumah in Accra on 30 "
                "December 1957, on the day of her arrival, and left the country with "
                "their children after the coup of 1966."
            ),
            D(
                "Julius Nyerere International Airport: Julius Nyerere International "
                "Airport is the principal international airport of Tanzania, in the city "
                "of Dar es Salaam, about 12 kilometres southwest of the city centre. "
                "Opened in the 1950s as Dar es Salaam Airport, it was renamed in 2005 "
                "after the first president of the country."
            ),
            D(
                "Kenneth Kaunda: Kenneth David Kaunda (28 April 1924 \u2013 17 June 2021), "
                "also known as KK, was a Zambian politician who served as the first "
                "President of Zambia from 1964 to 1991. A teacher by training, he led the "
                "struggle for independence from Britain and ruled a one-party state "
                "before losing the multiparty election of 1991."
            ),
            S(
                "Kwame Nkrumah: Kwame Nkrumah (21 September 1909 \u2013 27 April 1972) was a "
                "Ghanaian politician and revolutionary who led the Gold Coast to "
                "independence from Britain in 1957. He served as the first prime minister "
                "and then the first president of Ghana until he was overthrown in a coup "
                "in 1966, and he was a founding member of the Organisation of African "
                "Unity."
            ),
            D(
                "Ahmed Sékou Touré: Ahmed Sékou Touré (9 January 1922 \u2013 26 March 1984) "
                "was a Guinean political leader who was the first President of Guinea "
                "from 1958 until his death in 1984. A trade unionist, he led his country "
                "to reject the French Community in the referendum of 1958, and he ruled "
                "it as a one-party state."
            ),
            D(
                "Kwame Nkrumah Memorial Park: The Kwame Nkrumah Memorial Park is a "
                "memorial park and mausoleum in downtown Accra, Ghana, dedicated in 1992 "
                "on the former British colonial polo grounds, where independence was "
                "declared on 6 March 1957. It holds the remains of Ghana's first "
                "president and of his wife."
            ),
        ],
    ),
    Q(
        "titled",
        "compositional",
        "Where was the first president of the International Olympic Committee born?",
        "Ermoupoli",
        [
            D(
                "Pierre de Coubertin: Charles Pierre de Frédy, Baron de Coubertin (1 "
                "January 1863 \u2013 2 September 1937) was a French educator and historian, "
                "co-founder of the International Olympic Committee and its president from "
                "1896 to 1925. Born in Paris, he argued that sport would foster peace "
                "between nations, and his heart is buried at Olympia."
            ),
            D(
                "International Paralympic Committee: The International Paralympic "
                "Committee is an international non-profit organisation and the global "
                "governing body for the Paralympic movement. Founded on 22 September 1989 "
                "in Düsseldorf and based in Bonn, Germany, it organises the Paralympic "
                "Games; its first president was the Canadian Robert Steadward."
            ),
            S(
                "Demetrios Vikelas: Demetrios Vikelas (15 February 1835 \u2013 20 July 1908) "
                "was a Greek businessman and writer. Born in Ermoupoli on the island of "
                "Syros, he spent much of his working life in London and later in Paris, "
                "and he wrote the novel Loukis Laras (1879), which was translated into "
                "many languages."
            ),
            D(
                "Avery Brundage: Avery Brundage (September 28, 1887 \u2013 May 8, 1975) was an "
                "American sports administrator and former athlete who served as the fifth "
                "president of the International Olympic Committee, from 1952 to 1972. "
                "Born in Detroit, Michigan, he competed in the 1912 Olympics and fiercely "
                "defended the amateur ideal."
            ),
            S(
                "International Olympic Committee: The International Olympic Committee "
                "(IOC) is a non-governmental sports organisation based in Lausanne, "
                "Switzerland. It was founded in Paris on 23 June 1894 by Pierre de "
                "Coubertin and Demetrios Vikelas, and Vikelas served as its first "
                "president, from 1894 to 1896, before the Games of the first Olympiad in "
                "Athens."
            ),
            D(
                "Hellenic Olympic Committee: The Hellenic Olympic Committee is the "
                "National Olympic Committee of Greece, founded in 1894 and based in "
                "Athens. It is responsible for the country's participation in the Olympic "
                "Games and for the lighting of the Olympic flame at ancient Olympia, from "
                "where the torch relay of each Games begins."
            ),
            D(
                "Olympic Museum: The Olympic Museum is a museum in Lausanne, Switzerland, "
                "devoted to the history of the Olympic Games and the Olympic movement. "
                "Opened on 23 June 1993 on the shores of Lake Geneva at Ouchy, it holds "
                "thousands of objects, among them torches and medals, and it was reopened "
                "in 2013 after a major renovation."
            ),
            D(
                "Jacques Rogge: Count Jacques Rogge (2 May 1942 \u2013 29 August 2021) was a "
                "Belgian sports administrator and orthopaedic surgeon who served as the "
                "eighth president of the International Olympic Committee, from 2001 to "
                "2013. Born in Ghent, he had competed in sailing at three Olympic Games "
                "and played rugby for Belgium."
            ),
        ],
    ),
]
