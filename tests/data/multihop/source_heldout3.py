"""Held-out multi-hop questions, batch 3 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the benchmarks;
what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of `tests/data/`. Shapes: 11 bridge,
5 comparison, 4 compositional; every question has 8 titled passages, 2 supports and
6 distractors. Measured lengths: mean support 297 characters, mean distractor 293
characters; a support is the longest passage in 5 of the 20 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "who designed the building of the museum that holds the garden of earthly delights",
        "Juan de Villanueva",
        [
            D(
                "The Garden of Earthly Delights (film): The Garden of Earthly Delights "
                "(Spanish: El jard\u00edn de las delicias) is a 1970 Spanish drama film "
                "directed by Carlos Saura and starring Jos\u00e9 Luis L\u00f3pez V\u00e1zquez. "
                "It follows a wealthy industrialist who loses his memory after a car accident, "
                "while his family stage scenes from his past in the hope of learning where he "
                "hid his money."
            ),
            D(
                "Hieronymus Bosch: Hieronymus Bosch (c. 1450 \u2013 9 August 1516) was a Dutch "
                "painter from 's-Hertogenbosch in the Duchy of Brabant. He is known for his "
                "fantastic imagery, detailed landscapes and moralising depictions of religious "
                "themes, and only about twenty-five paintings are now confidently attributed "
                "to his hand."
            ),
            S(
                "The Garden of Earthly Delights: The Garden of Earthly Delights is a triptych "
                "painted in oil on oak panels by the Netherlandish master Hieronymus Bosch "
                "between about 1490 and 1510. Since 1939 it has hung in the Museo del Prado in "
                "Madrid. Its three panels are usually read as Eden, the garden of worldly "
                "pleasures, and Hell."
            ),
            D(
                "The Haywain Triptych: The Haywain Triptych is a triptych painted in oil on "
                "panel by Hieronymus Bosch around 1516. Its central panel shows a great cart "
                "of hay followed by a crowd of people from every rank of society, clutching at "
                "the hay as a symbol of earthly goods, while the wings show Paradise and Hell."
            ),
            D(
                "Museo Reina Sof\u00eda: The Museo Nacional Centro de Arte Reina Sof\u00eda is "
                "Spain's national museum of twentieth-century art, located in Madrid. It "
                "occupies a former general hospital built in the eighteenth century, was "
                "officially inaugurated in 1992, and holds large collections of works by "
                "Salvador Dal\u00ed and Joan Mir\u00f3."
            ),
            S(
                "Museo del Prado: The Museo Nacional del Prado is the main Spanish national "
                "art museum, located in central Madrid. Its building was designed by the "
                "architect Juan de Villanueva in 1785, on the orders of Charles III, to house "
                "a natural history cabinet, and it opened as a museum of paintings and "
                "sculpture in November 1819."
            ),
            D(
                "Francesco Sabatini: Francesco Sabatini was a Palermo-born architect and "
                "military engineer who worked for King Charles III of Spain and died in Madrid "
                "in 1797. He settled in the city in 1760, where he designed the Puerta de "
                "Alcal\u00e1 and worked on the Royal Palace, becoming the most influential "
                "architect at the Spanish court."
            ),
            D(
                "Thyssen-Bornemisza Museum: The Thyssen-Bornemisza National Museum is an art "
                "museum in Madrid, close to the city's other major national galleries. Housed "
                "in the Villahermosa Palace, it opened in 1992 to show the collection of old "
                "masters and modern paintings assembled over two generations by the "
                "Thyssen-Bornemisza family."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which record label first signed the band that recorded Wonderwall?",
        "Creation Records",
        [
            D(
                "Wonderwall Music: Wonderwall Music is the debut solo album by the English "
                "musician George Harrison, released in November 1968. It served as the "
                "soundtrack to Joe Massot's film of the same name and was the first album "
                "issued on the Beatles' own label, Apple Records, mixing Indian classical "
                "music with Western pop and rock."
            ),
            D(
                "Creation Records: Creation Records was a British independent record label "
                "founded in London in 1983 by Alan McGee, Dick Green and Joe Foster. Its "
                "roster included My Bloody Valentine, Primal Scream, Teenage Fanclub and Ride, "
                "and it became one of the most successful independent labels of the 1990s "
                "before closing in 1999."
            ),
            S(
                'Wonderwall (song): "Wonderwall" is a song by the English rock band Oasis, '
                "written by the group's lead guitarist Noel Gallagher. It was released in "
                "October 1995 as the third single from the band's second album, (What's the "
                "Story) Morning Glory?, and reached number two on the UK Singles Chart."
            ),
            D(
                "Wonderwall (film): Wonderwall is a 1968 British psychedelic film directed by "
                "Joe Massot and starring Jack MacGowran and Jane Birkin. It follows an "
                "eccentric and lonely scientist who becomes obsessed with his glamorous "
                "neighbour, a model, after discovering that he can watch her through a hole in "
                "the wall of his flat."
            ),
            D(
                "Definitely Maybe: Definitely Maybe is the debut studio album by the English "
                "rock band Oasis, released on 29 August 1994. It went straight to number one "
                "on the UK Albums Chart and became, at the time, the fastest-selling debut "
                'album in British history, with singles such as "Live Forever" and '
                '"Supersonic".'
            ),
            D(
                "Noel Gallagher's High Flying Birds: Noel Gallagher's High Flying Birds are an "
                "English rock band formed in 2010 by the songwriter Noel Gallagher after he "
                "left his previous group. Their self-titled debut album, released in 2011 on "
                "his own label, Sour Mash Records, went to number one on the UK Albums Chart."
            ),
            S(
                "Oasis (band): Oasis were an English rock band formed in Manchester in 1991 "
                "and fronted by the brothers Liam and Noel Gallagher. After the label boss "
                "Alan McGee saw them play at King Tut's Wah Wah Hut in Glasgow in May 1993, "
                "they signed to his independent label Creation Records, which released their "
                "first three studio albums."
            ),
            D(
                "Heavenly Recordings: Heavenly Recordings is a British independent record "
                "label founded in London in 1990 by the music publicist Jeff Barrett. Its "
                "early releases included singles by Saint Etienne and the Manic Street "
                "Preachers, and over the following decades it signed artists such as Doves, "
                "Beth Orton, Temples and the Magic Numbers."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "who created the tv series whose main character is walter white",
        "Vince Gilligan",
        [
            D(
                "Walter White (activist): Walter Francis White (1 July 1893 \u2013 21 March "
                "1955) was an American civil rights activist who led the National Association "
                "for the Advancement of Colored People for almost twenty-five years. He was "
                "also a novelist and journalist who investigated lynchings and race riots in "
                "the American South."
            ),
            D(
                "The Sopranos: The Sopranos is an American crime drama television series "
                "created by David Chase that aired on HBO from 1999 to 2007. Its main "
                "character, the New Jersey mobster Tony Soprano, played by James Gandolfini, "
                "struggles to balance his family life with his role as the boss of a crime "
                "family."
            ),
            S(
                "Breaking Bad: Breaking Bad is an American crime drama television series "
                "created and produced by Vince Gilligan. It aired on AMC for five seasons, "
                "from 20 January 2008 to 29 September 2013, and won sixteen Primetime Emmy "
                "Awards, including two for Outstanding Drama Series."
            ),
            D(
                "Better Call Saul: Better Call Saul is an American legal crime drama "
                "television series that aired on AMC from 2015 to 2022. A prequel to an "
                "earlier series set in Albuquerque, it follows the small-time lawyer Jimmy "
                "McGill, played by Bob Odenkirk, as he gradually turns into the criminal "
                "lawyer Saul Goodman."
            ),
            D(
                "Bryan Cranston: Bryan Lee Cranston (born 7 March 1956) is an American actor "
                "and director. He played the father, Hal, in the Fox sitcom Malcolm in the "
                "Middle and has won four Primetime Emmy Awards for Outstanding Lead Actor in a "
                "Drama Series, as well as a Tony Award for the play All the Way."
            ),
            S(
                "Walter White (Breaking Bad): Walter Hartwell White Sr. is a fictional "
                "character and the protagonist of the American crime drama television series "
                "Breaking Bad, portrayed by Bryan Cranston. A chemistry teacher in "
                "Albuquerque, New Mexico, he turns to making methamphetamine after he is "
                "diagnosed with lung cancer."
            ),
            D(
                "Jesse Pinkman: Jesse Bruce Pinkman is a fictional character in an American "
                "crime drama franchise, portrayed by Aaron Paul. A former high-school student "
                "who becomes a small-time drug dealer and cook, he returned as the central "
                "character of the 2019 film El Camino, set in New Mexico."
            ),
            D(
                "The X-Files: The X-Files is an American science fiction drama television "
                "series created by Chris Carter, which first aired on Fox on 10 September "
                "1993. Its main characters are the FBI special agents Fox Mulder and Dana "
                "Scully, who investigate unsolved cases involving the paranormal."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Claude Monet or Pierre-Auguste Renoir?",
        "Claude Monet",
        [
            D(
                "Jean Renoir: Jean Renoir (15 September 1894 \u2013 12 February 1979) was a "
                "French film director, screenwriter and actor, the second son of a celebrated "
                "Impressionist painter. His films La Grande Illusion (1937) and The Rules of "
                "the Game (1939) are often ranked among the greatest ever made."
            ),
            D(
                "\u00c9douard Manet: \u00c9douard Manet (23 January 1832 \u2013 30 April 1883) "
                "was a French modernist painter and a pivotal figure in the move from Realism "
                "to Impressionism. His works Le D\u00e9jeuner sur l'herbe and Olympia caused "
                "great controversy when they were shown in Paris in the 1860s."
            ),
            S(
                "Claude Monet: Oscar-Claude Monet (14 November 1840 \u2013 5 December 1926) "
                "was a French painter and a founder of Impressionism. His painting Impression, "
                "Sunrise, shown in 1874, gave the movement its name, and in later life he "
                "painted the water garden of his house at Giverny many times."
            ),
            D(
                "Camille Pissarro: Jacob Abraham Camille Pissarro (10 July 1830 \u2013 13 "
                "November 1903) was a Danish-French Impressionist and Neo-Impressionist "
                "painter born on the island of St Thomas. He was the only artist to show work "
                "at all eight of the Paris Impressionist exhibitions."
            ),
            D(
                "Michel Monet: Michel Monet (17 March 1878 \u2013 3 February 1966) was the "
                "younger son of a French Impressionist painter and his first wife, Camille "
                "Doncieux. On his death he left his large collection of his father's paintings "
                "to the Mus\u00e9e Marmottan in Paris, which later took the family's name."
            ),
            S(
                "Pierre-Auguste Renoir: Pierre-Auguste Renoir (25 February 1841 \u2013 3 "
                "December 1919) was a French artist who was a leading painter in the "
                "development of the Impressionist style. Born in Limoges, he is known for "
                "lively scenes of Parisian life such as Bal du moulin de la Galette (1876)."
            ),
            D(
                "Alfred Sisley: Alfred Sisley (30 October 1839 \u2013 29 January 1899) was an "
                "Impressionist landscape painter of British nationality who was born and spent "
                "most of his life in France. He painted mainly open-air views of rivers and "
                "villages around Paris, especially along the Seine and the Loing."
            ),
            D(
                "Impression, Sunrise: Impression, Sunrise is an 1872 painting showing the port "
                "of Le Havre at dawn, with small boats on the water and a red sun. Shown at "
                "the first exhibition of the Impressionists in Paris in 1874, it gave the "
                "movement its name and now hangs in the Mus\u00e9e Marmottan Monet."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "When did the composer of The Four Seasons die?",
        "28 July 1741",
        [
            D(
                "The Four Seasons (band): The Four Seasons are an American rock band from "
                "Newark, New Jersey, that became internationally successful in the 1960s, "
                'fronted by the singer Frankie Valli. Their hits included "Sherry", "Big '
                'Girls Don\'t Cry" and "Walk Like a Man", all of which reached number one in '
                "the United States."
            ),
            D(
                "The Seasons (Haydn): The Seasons is a secular oratorio by Joseph Haydn, first "
                "performed at the Palais Schwarzenberg in Vienna on 24 April 1801. Its "
                "libretto, by Gottfried van Swieten, is based on the long poem of the same "
                "name by the Scottish poet James Thomson."
            ),
            D(
                "Tomaso Albinoni: Tomaso Giovanni Albinoni (8 June 1671 \u2013 17 January "
                "1751) was an Italian composer of the Baroque period from Venice. He is "
                "remembered mainly for his instrumental music, especially his concertos, "
                "although the famous Adagio in G minor attributed to him is a "
                "twentieth-century reconstruction."
            ),
            S(
                "The Four Seasons (Vivaldi): The Four Seasons is a group of four violin "
                "concertos by the Italian composer Antonio Vivaldi, each of which gives "
                "musical expression to a season of the year. Written around 1718\u20131720, "
                "they were published in Amsterdam in 1725 as part of his Opus 8, Il cimento "
                "dell'armonia e dell'inventione."
            ),
            D(
                "The Seasons (Tchaikovsky): The Seasons, Op. 37a, is a set of twelve short "
                "character pieces for solo piano by Pyotr Ilyich Tchaikovsky, one for each "
                "month of the year. The pieces were written in 1875 and 1876 for the St "
                "Petersburg music magazine Nouvellist, which published one in each monthly "
                "issue."
            ),
            S(
                "Antonio Vivaldi: Antonio Lucio Vivaldi (4 March 1678 \u2013 28 July 1741) was "
                "an Italian composer, virtuoso violinist and priest of the Baroque era, born "
                "in Venice. Known as il Prete Rosso, the Red Priest, because of his red hair, "
                "he wrote hundreds of concertos and operas and died in poverty in Vienna."
            ),
            D(
                "Four Seasons of Buenos Aires: The Four Seasons of Buenos Aires is a set of "
                "four tango compositions by the Argentine composer Astor Piazzolla, written "
                "between 1965 and 1970. Composed as separate pieces, they were later arranged "
                "for solo violin and strings by Leonid Desyatnikov to echo an earlier set of "
                "concertos."
            ),
            D(
                "Ospedale della Piet\u00e0: The Ospedale della Piet\u00e0 was a convent, "
                "orphanage and music school in Venice whose all-female orchestra and choir "
                "became famous across Europe in the eighteenth century. From 1703 a young "
                "priest and violinist taught there, writing many concertos for its players."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the studio that made Spirited Away based?",
        "Koganei",
        [
            D(
                "Ghibli Museum: The Ghibli Museum is a museum in Inokashira Park in Mitaka, "
                "western Tokyo, devoted to the work of a Japanese animation studio. It opened "
                "on 1 October 2001 in a building designed by Hayao Miyazaki, and among its "
                "exhibits it shows original short films made by the studio that cannot be seen "
                "anywhere else."
            ),
            S(
                "Spirited Away: Spirited Away (Japanese: Sen to Chihiro no Kamikakushi) is a "
                "2001 Japanese animated fantasy film written and directed by Hayao Miyazaki "
                "and produced by Studio Ghibli. It tells of a ten-year-old girl, Chihiro, who "
                "wanders into a world of spirits, and it won the Academy Award for Best "
                "Animated Feature."
            ),
            D(
                "Spirited Away (play): Spirited Away is a stage adaptation of the 2001 "
                "Japanese animated film, written and directed by John Caird with Maoko Imai. "
                "It premiered at the Imperial Theatre in Tokyo in February 2022, using puppets "
                "for many of the spirits, and later transferred to the London Coliseum in 2024."
            ),
            D(
                "Toei Animation: Toei Animation Co., Ltd. is a Japanese animation studio that "
                "traces its origins to 1948 and has its head office in Nakano, Tokyo. One of "
                "the oldest studios in the country, it produced the television series Dragon "
                "Ball, Sailor Moon and One Piece."
            ),
            D(
                "Howl's Moving Castle (film): Howl's Moving Castle is a 2004 Japanese animated "
                "fantasy film written and directed by Hayao Miyazaki, based on the 1986 novel "
                "by the British author Diana Wynne Jones. It premiered at the Venice Film "
                "Festival and was nominated for the Academy Award for Best Animated Feature."
            ),
            S(
                "Studio Ghibli: Studio Ghibli, Inc. is a Japanese animation studio founded on "
                "15 June 1985 by the directors Hayao Miyazaki and Isao Takahata and the "
                "producer Toshio Suzuki. Its headquarters are in Koganei, a city in the "
                "western part of Tokyo, and it is known for films such as My Neighbor Totoro "
                "and Princess Mononoke."
            ),
            D(
                "Studio Ponoc: Studio Ponoc is a Japanese animation studio founded in April "
                "2015 by the film producer Yoshiaki Nishimura after he left his former "
                "employer. Its first feature film, Mary and the Witch's Flower, directed by "
                "Hiromasa Yonebayashi, was released in Japan in July 2017."
            ),
            D(
                "Joe Hisaishi: Mamoru Fujisawa (born 6 December 1950), known professionally as "
                "Joe Hisaishi, is a Japanese composer, conductor and pianist. He is best known "
                "for his long partnership with the animator Hayao Miyazaki, for whom he has "
                "scored almost every feature film since Nausica\u00e4 of the Valley of the "
                "Wind (1984)."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Who wrote the novel that the film Blade Runner is based on?",
        "Philip K. Dick",
        [
            D(
                "Blade Runner 2049: Blade Runner 2049 is a 2017 American science fiction film "
                "directed by Denis Villeneuve and starring Ryan Gosling and Harrison Ford. A "
                "sequel to the 1982 film, it follows a replicant police officer in California "
                "who uncovers a long-buried secret that threatens what is left of society."
            ),
            D(
                "The Bladerunner: The Bladerunner is a 1974 science fiction novel by the "
                "American writer Alan E. Nourse. It is set in a future in which medical care "
                "is rationed and smugglers known as bladerunners bring surgical instruments to "
                "doctors who treat patients in secret; its title was later bought for an "
                "unrelated film."
            ),
            D(
                "Neuromancer: Neuromancer is a 1984 science fiction novel by the "
                "American-Canadian writer William Gibson and a founding work of the cyberpunk "
                "genre. It was the first novel to win all three of the Nebula Award, the "
                "Philip K. Dick Award and the Hugo Award."
            ),
            S(
                "Do Androids Dream of Electric Sheep?: Do Androids Dream of Electric Sheep? is "
                "a dystopian science fiction novel by the American writer Philip K. Dick, "
                "first published in 1968. Set in a post-apocalyptic San Francisco, it follows "
                "the bounty hunter Rick Deckard, who is tasked with retiring six escaped "
                "Nexus-6 androids."
            ),
            D(
                "Blade Runner (a movie): Blade Runner (a movie) is a 1979 novella by the "
                "American writer William S. Burroughs, written in the form of a film "
                "treatment. Burroughs based it on a science fiction novel about underground "
                "medicine by Alan E. Nourse, and it describes a New York City torn apart by a "
                "health-care crisis."
            ),
            D(
                "Total Recall (1990 film): Total Recall is a 1990 American science fiction "
                "action film directed by Paul Verhoeven and starring Arnold Schwarzenegger and "
                'Sharon Stone. It is loosely based on the short story "We Can Remember It for '
                'You Wholesale" and follows a construction worker who discovers that his '
                "memories have been implanted."
            ),
            S(
                "Blade Runner: Blade Runner is a 1982 science fiction film directed by Ridley "
                "Scott and starring Harrison Ford, Rutger Hauer and Sean Young. Loosely "
                "adapted from the 1968 novel Do Androids Dream of Electric Sheep?, it is set "
                "in a dystopian Los Angeles of 2019, where a detective hunts synthetic humans "
                "called replicants."
            ),
            D(
                "Ridley Scott: Sir Ridley Scott (born 30 November 1937) is an English film "
                "director and producer from South Shields. After a career in television "
                "commercials he made his name with the science fiction horror film Alien "
                "(1979), and he later directed Thelma & Louise, Gladiator and The Martian."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "aida premiered at an opera house in which city",
        "Cairo",
        [
            D(
                "Aida (musical): Aida is a musical with music by Elton John and lyrics by Tim "
                "Rice, based on the Italian opera of the same name. Produced by Disney "
                "Theatrical, it opened on Broadway at the Palace Theatre on 23 March 2000, ran "
                "for more than 1,800 performances and won four Tony Awards."
            ),
            D(
                "Otello: Otello is an opera in four acts by Giuseppe Verdi to an Italian "
                "libretto by Arrigo Boito, based on Shakespeare's play Othello. It was first "
                "performed at the Teatro alla Scala in Milan on 5 February 1887, after a long "
                "gap in which the composer had written no new opera."
            ),
            S(
                "Khedivial Opera House: The Khedivial Opera House was an opera house in Cairo, "
                "the capital of Egypt, built on the orders of Khedive Isma'il Pasha to "
                "celebrate the opening of the Suez Canal. It opened on 1 November 1869 and "
                "stood until it was destroyed by fire on 28 October 1971."
            ),
            D(
                "Giuseppe Verdi: Giuseppe Fortunino Francesco Verdi (9 or 10 October 1813 "
                "\u2013 27 January 1901) was an Italian composer best known for his operas. "
                "Born near Busseto, he won his first great success with Nabucco in 1842 and "
                "went on to write Rigoletto, Il trovatore and La traviata."
            ),
            D(
                "Cairo Opera House: The Cairo Opera House is the main performing arts venue of "
                "the Egyptian capital and part of the National Cultural Centre on Gezira "
                "Island in the Nile. Built with a grant from the government of Japan, it was "
                "opened in October 1988 and is home to the Cairo Symphony Orchestra."
            ),
            S(
                "Aida: Aida is a tragic opera in four acts by Giuseppe Verdi to an Italian "
                "libretto by Antonio Ghislanzoni. Set in the Old Kingdom of Egypt, it tells of "
                "an Ethiopian princess held as a slave, and it was first performed at the "
                "Khedivial Opera House on 24 December 1871."
            ),
            D(
                "La Fenice: Teatro La Fenice is an opera house in Venice and one of the "
                "best-known theatres in the history of Italian opera. It saw the premieres of "
                "many works, among them Verdi's Rigoletto (1851) and La traviata (1853), and "
                "it has been rebuilt twice after fires, most recently in 2003."
            ),
            D(
                "Isma'il Pasha: Isma'il Pasha (12 January 1830 \u2013 2 March 1895) was the "
                "Khedive of Egypt and Sudan from 1863 to 1879. He spent lavishly on "
                "modernising the country, rebuilding parts of its capital on a European model, "
                "and his debts led to his removal by the Ottoman sultan under British and "
                "French pressure."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "were radiohead and blur both formed in london",
        "no",
        [
            D(
                "Blur (video game): Blur is a 2010 racing video game developed by Bizarre "
                "Creations in Liverpool and published by Activision. It combines street racing "
                "with licensed real-world cars and arcade-style power-ups, and it was one of "
                "the final games released by the studio before it was closed in 2011."
            ),
            S(
                "Radiohead: Radiohead are an English rock band formed in Abingdon, "
                "Oxfordshire, in 1985. The band consists of Thom Yorke, the brothers Jonny and "
                "Colin Greenwood, Ed O'Brien and Philip Selway, and their albums include OK "
                "Computer (1997) and Kid A (2000)."
            ),
            D(
                "Gorillaz: Gorillaz are a British virtual band created in London in 1998 by "
                "the musician Damon Albarn and the artist Jamie Hewlett. The group's members "
                "are four animated characters, and their albums include Demon Days (2005), "
                'which contains the hit single "Feel Good Inc."'
            ),
            D(
                "The Smile (band): The Smile are an English rock band formed in 2020 by Thom "
                "Yorke and Jonny Greenwood with the jazz drummer Tom Skinner. Their debut "
                "album, A Light for Attracting Attention, was released in May 2022 and was "
                "followed by Wall of Eyes in 2024."
            ),
            D(
                "Coldplay: Coldplay are a British rock band formed in London in 1997 by the "
                "singer Chris Martin, the guitarist Jonny Buckland, the bassist Guy Berryman "
                "and the drummer Will Champion, who met as students at University College "
                "London."
            ),
            S(
                "Blur (band): Blur are an English rock band formed in London in 1988. The "
                "group consists of the singer Damon Albarn, the guitarist Graham Coxon, the "
                "bassist Alex James and the drummer Dave Rowntree, and they were leading "
                "figures of the Britpop movement of the 1990s."
            ),
            D(
                'Creep (Radiohead song): "Creep" is the debut single by an English rock band '
                "from Oxfordshire, released in September 1992 and later included on their "
                "first album, Pablo Honey. It was at first largely ignored in Britain but "
                "became a worldwide hit after its reissue in 1993."
            ),
            D(
                "Suede (band): Suede are an English alternative rock band formed in London in "
                "1989 by the singer Brett Anderson and the guitarist Bernard Butler. Their "
                "self-titled debut album of 1993 won the Mercury Prize and helped to start the "
                "Britpop movement."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the composer of the Moonlight Sonata born?",
        "Bonn",
        [
            D(
                "Moonlight (2016 film): Moonlight is a 2016 American coming-of-age drama film "
                "written and directed by Barry Jenkins. Set in Miami, it follows a young Black "
                "man at three stages of his life, and it won the Academy Award for Best "
                "Picture, the first film with an all-Black cast and the first LGBT-themed film "
                "to do so."
            ),
            S(
                "Piano Sonata No. 14 (Beethoven): The Piano Sonata No. 14 in C-sharp minor, "
                "Op. 27 No. 2, known as the Moonlight Sonata, is a piano sonata by Ludwig van "
                "Beethoven. Completed in 1801 and dedicated to his pupil Countess Giulietta "
                "Guicciardi, it took its popular name from a remark by the critic Ludwig "
                "Rellstab."
            ),
            D(
                'Clair de lune (Debussy): "Clair de lune" is the third movement of the Suite '
                "bergamasque for solo piano by the French composer Claude Debussy, who was "
                "born in Saint-Germain-en-Laye. Published in 1905, the piece takes its title "
                "from a poem by Paul Verlaine."
            ),
            D(
                'Moonlight Serenade: "Moonlight Serenade" is a 1939 song composed by the '
                "American big-band leader Glenn Miller, who was born in Clarinda, Iowa, with "
                "lyrics by Mitchell Parish. It became the signature tune of the Glenn Miller "
                "Orchestra and a best-selling record of the Second World War years."
            ),
            D(
                "Piano Sonata No. 8 (Beethoven): The Piano Sonata No. 8 in C minor, Op. 13, "
                "commonly known as the Sonata Path\u00e9tique, is a piano sonata by Ludwig van "
                "Beethoven, written in 1798 and published in 1799. It was one of his first "
                "works to become widely popular and is dedicated to Prince Karl von Lichnowsky."
            ),
            D(
                "Moonlight Sonata (film): Moonlight Sonata is a 1937 British drama film "
                "directed by Lothar Mendes and starring the Polish pianist and statesman "
                "Ignacy Jan Paderewski, who plays himself. It was Paderewski's only feature "
                "film and includes several of his performances at the piano."
            ),
            S(
                "Ludwig van Beethoven: Ludwig van Beethoven (baptised 17 December 1770 \u2013 "
                "26 March 1827) was a German composer and pianist born in Bonn, then the "
                "capital of the Electorate of Cologne. He moved to Vienna in 1792 to study "
                "with Joseph Haydn and remained there for the rest of his life."
            ),
            D(
                "Carl Czerny: Carl Czerny (21 February 1791 \u2013 15 July 1857) was an "
                "Austrian composer, pianist and teacher who was born and died in Vienna. A "
                "pupil of Beethoven and the teacher of Franz Liszt, he is best remembered for "
                "his many books of studies and exercises for the piano."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "On the shore of which lake is the villa where Frankenstein was conceived?",
        "Lake Geneva",
        [
            D(
                "Frankenstein (1931 film): Frankenstein is a 1931 American pre-Code horror "
                "film directed by James Whale and produced by Universal Pictures, with Colin "
                "Clive as the scientist and Boris Karloff as the monster. It was adapted from "
                "a 1927 stage play by Peggy Webling and became one of the most influential "
                "horror films ever made."
            ),
            D(
                "Villa del Balbianello: The Villa del Balbianello is a villa on the tip of a "
                "wooded promontory at Lenno, on the western shore of Lake Como in Lombardy. It "
                "was built in 1787 for Cardinal Angelo Maria Durini and has since appeared as "
                "a location in films such as Casino Royale (2006)."
            ),
            S(
                "Frankenstein: Frankenstein; or, The Modern Prometheus is an 1818 Gothic novel "
                "by the English author Mary Shelley. She conceived the story in June 1816, "
                "aged eighteen, during a ghost-story contest at the Villa Diodati, where she "
                "and Percy Bysshe Shelley were staying as neighbours and guests of Lord Byron."
            ),
            D(
                "Young Frankenstein: Young Frankenstein is a 1974 American comedy horror film "
                "directed by Mel Brooks and starring Gene Wilder as the grandson of a "
                "notorious scientist. Shot in black and white as a parody of the horror films "
                "of the 1930s, it reused several laboratory props from a film of 1931."
            ),
            D(
                "The Vampyre: The Vampyre is a short story by the English writer John William "
                "Polidori, published in April 1819 in the New Monthly Magazine. It grew out of "
                "a ghost-story contest among a group of English writers in the summer of 1816 "
                "and is often called the first vampire story in English fiction."
            ),
            S(
                "Villa Diodati: The Villa Diodati is a mansion in the village of Cologny, just "
                "outside Geneva in Switzerland, standing on a slope above the southern shore "
                "of Lake Geneva. Built in about 1710 for the Diodati family, it was rented by "
                "the poet Lord Byron for the summer of 1816."
            ),
            D(
                "Mary Shelley: Mary Wollstonecraft Shelley (30 August 1797 \u2013 1 February "
                "1851) was an English novelist, the daughter of the philosopher William Godwin "
                "and the writer Mary Wollstonecraft. She married the poet Percy Bysshe Shelley "
                "in 1816, and her later works include the novels Valperga and The Last Man."
            ),
            D(
                "Lake Geneva, Wisconsin: Lake Geneva is a city in Walworth County, Wisconsin, "
                "United States, on the northeastern shore of Geneva Lake. A resort town since "
                "the late nineteenth century, when wealthy families from Chicago built summer "
                "mansions along the water, it is now a popular weekend destination for "
                "visitors from Chicago and Milwaukee."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the band behind Smells Like Teen Spirit formed?",
        "Aberdeen, Washington",
        [
            D(
                "Nirvana (British band): Nirvana are an English psychedelic pop band formed in "
                "London in 1967 by the Irish singer-songwriter Patrick Campbell-Lyons and the "
                'Greek composer Alex Spyropoulos. Their best-known single, "Rainbow Chaser", '
                "reached the UK Singles Chart in 1968."
            ),
            S(
                'Smells Like Teen Spirit: "Smells Like Teen Spirit" is a song by the '
                "American rock band Nirvana. It was the opening track and lead single of the "
                "band's second album, Nevermind (1991), and its music video, set in a "
                "high-school gymnasium, was played constantly on MTV, turning the group into "
                "stars."
            ),
            D(
                "Teen Spirit (film): Teen Spirit is a 2018 musical drama film written and "
                "directed by Max Minghella in his directorial debut. It stars Elle Fanning as "
                "Violet, a shy teenager from the Isle of Wight who dreams of escaping her "
                "small town and enters an international singing competition."
            ),
            D(
                "Foo Fighters: Foo Fighters are an American rock band formed in Seattle, "
                "Washington, in 1994 by the singer and guitarist Dave Grohl, who had "
                "previously been a drummer. Their debut album, Foo Fighters (1995), was "
                "recorded almost entirely by Grohl on his own before he assembled a full band."
            ),
            D(
                "Nevermind: Nevermind is the second studio album by the American rock band "
                "Nirvana, released on 24 September 1991 by DGC Records and produced by Butch "
                "Vig. Its cover shows a baby swimming towards a dollar bill on a fishhook, and "
                "in January 1992 it replaced Michael Jackson's Dangerous at number one in the "
                "United States."
            ),
            S(
                "Nirvana (band): Nirvana was an American rock band formed in Aberdeen, "
                "Washington, in 1987 by the singer and guitarist Kurt Cobain and the bassist "
                "Krist Novoselic. After several drummers the band was joined by Dave Grohl in "
                "1990, and it broke up after Cobain's death in April 1994."
            ),
            D(
                "Aberdeen: Aberdeen is a city in north-east Scotland, on the North Sea coast "
                "between the mouths of the rivers Dee and Don. Known as the Granite City for "
                "its many buildings of locally quarried grey granite, it is the third most "
                "populous city in Scotland and a centre of the offshore oil industry."
            ),
            D(
                "Pearl Jam: Pearl Jam are an American rock band formed in Seattle, Washington, "
                "in 1990 by the bassist Jeff Ament and the guitarist Stone Gossard with the "
                "singer Eddie Vedder. Their debut album, Ten (1991), became one of the "
                "best-selling albums of the grunge era."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "the museum that holds the night watch was founded in which city",
        "The Hague",
        [
            D(
                "Night Watch (2004 film): Night Watch (Russian: Nochnoy Dozor) is a 2004 "
                "Russian urban fantasy action film directed by Timur Bekmambetov and based on "
                "the novel The Night Watch by Sergei Lukyanenko. It was the first part of a "
                "series about supernatural beings who police each other in modern Moscow."
            ),
            S(
                "The Night Watch: The Night Watch (Dutch: De Nachtwacht) is a 1642 painting by "
                "Rembrandt van Rijn showing the militia company of Captain Frans Banninck Cocq "
                "and Lieutenant Willem van Ruytenburch. One of the best-known paintings of the "
                "Dutch Golden Age, it is the most famous work in the collection of the "
                "Rijksmuseum."
            ),
            D(
                "The Night Watch (Waters novel): The Night Watch is a 2006 novel by the Welsh "
                "writer Sarah Waters, set in London during and after the Second World War. "
                "Told in reverse chronological order, it follows four Londoners from 1947 back "
                "to 1941, and it was shortlisted for both the Booker Prize and the Orange "
                "Prize."
            ),
            D(
                "Mauritshuis: The Mauritshuis is an art museum in The Hague, housed in a "
                "seventeenth-century palace beside the Binnenhof. It holds the Royal Cabinet "
                "of Paintings, which includes Johannes Vermeer's Girl with a Pearl Earring and "
                "Rembrandt's The Anatomy Lesson of Dr. Nicolaes Tulp."
            ),
            D(
                "Rembrandt House Museum: The Rembrandt House Museum is a historic house and "
                "art museum on the Jodenbreestraat in the Jewish quarter of Amsterdam. The "
                "painter lived and worked in the house from 1639 until 1658, when he was "
                "forced to sell it after going bankrupt, and it opened as a museum in 1911."
            ),
            S(
                "Rijksmuseum: The Rijksmuseum is the national museum of the Netherlands, "
                "dedicated to Dutch arts and history and located on the Museum Square in "
                "Amsterdam. It was founded in The Hague at the end of the eighteenth century "
                "and moved to Amsterdam in 1808; its present building, designed by Pierre "
                "Cuypers, opened in 1885."
            ),
            D(
                "Syndics of the Drapers' Guild: The Syndics of the Drapers' Guild is a 1662 "
                "oil painting by Rembrandt, commissioned by the Amsterdam cloth-makers' guild. "
                "It shows the five officials who judged the quality of dyed cloth, together "
                "with their servant, and was one of the painter's last group portraits."
            ),
            D(
                "Stedelijk Museum Amsterdam: The Stedelijk Museum Amsterdam is a museum of "
                "modern and contemporary art and design on the Museum Square in Amsterdam. Its "
                "original building, designed by Adriaan Willem Weissman, opened in 1895, and a "
                "large white extension nicknamed the Bathtub was added in 2012."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which novel was published first, Brave New World or Nineteen Eighty-Four?",
        "Brave New World",
        [
            D(
                "Brave New World (TV series): Brave New World is an American dystopian science "
                "fiction drama television series adapted from a novel of the same name. It "
                "premiered on the streaming service Peacock on 15 July 2020, starring Alden "
                "Ehrenreich, Jessica Brown Findlay and Harry Lloyd, and was cancelled after "
                "one season."
            ),
            S(
                "Nineteen Eighty-Four: Nineteen Eighty-Four is a dystopian novel by the "
                "English writer George Orwell, published on 8 June 1949 by Secker & Warburg as "
                "the last book he completed. It is set in Airstrip One, a province of the "
                "superstate Oceania, which is ruled by the Party under the figure of Big "
                "Brother."
            ),
            D(
                "Nineteen Eighty-Four (1984 film): Nineteen Eighty-Four is a British dystopian "
                "drama film written and directed by Michael Radford, adapted from a novel of "
                "the same name. It stars John Hurt as Winston Smith, Suzanna Hamilton as Julia "
                "and Richard Burton, in his final film role, as O'Brien."
            ),
            D(
                "Animal Farm: Animal Farm is a satirical allegorical novella by George Orwell, "
                "first published in England on 17 August 1945. It tells the story of a group "
                "of farm animals who rebel against their human farmer, hoping to create a "
                "society in which all animals are equal, free and happy."
            ),
            D(
                "We (novel): We is a dystopian novel by the Russian writer Yevgeny Zamyatin, "
                "written in 1920 and 1921. Banned in the Soviet Union, it was first published "
                "in an English translation in New York in 1924, and it describes a "
                "glass-walled city-state whose citizens are known only by numbers."
            ),
            S(
                "Brave New World: Brave New World is a dystopian novel by the English writer "
                "Aldous Huxley, written in 1931 and published in 1932. Set in a futuristic "
                "World State whose citizens are engineered in hatcheries and sorted into "
                "castes, it anticipates advances in reproductive technology and conditioning."
            ),
            D(
                "Fahrenheit 451: Fahrenheit 451 is a dystopian novel by the American writer "
                "Ray Bradbury, first published in October 1953. It presents a future American "
                "society in which books are outlawed and firemen burn any that are found, and "
                "its title refers to the temperature at which paper catches fire."
            ),
            D(
                "Brave New World (album): Brave New World is the twelfth studio album by the "
                "English heavy metal band Iron Maiden, released on 29 May 2000. It was the "
                "first album after the return of the singer Bruce Dickinson and the guitarist "
                "Adrian Smith, who had left the band during the 1990s."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the author of Dracula born?",
        "Clontarf",
        [
            D(
                "Dracula (1931 film): Dracula is a 1931 American pre-Code supernatural horror "
                "film directed by Tod Browning and starring Bela Lugosi as the count. It was "
                "based on the 1924 stage play by Hamilton Deane and John L. Balderston, and it "
                "was the first of the Universal Classic Monsters films."
            ),
            D(
                "Bela Lugosi: B\u00e9la Ferenc Dezs\u0151 Blask\u00f3 (20 October 1882 \u2013 "
                "16 August 1956), known as Bela Lugosi, was a Hungarian-American actor born in "
                "Lugos, in the Kingdom of Hungary. He played a vampire count on Broadway in "
                "1927 and in the 1931 film, and was buried in his cape."
            ),
            S(
                "Dracula: Dracula is an 1897 Gothic horror novel by the Irish author Bram "
                "Stoker. Told in letters, diary entries and newspaper cuttings, it follows "
                "Count Dracula's attempt to move from Transylvania to England so that he may "
                "find new blood, and the fight against him led by Professor Abraham Van "
                "Helsing."
            ),
            D(
                "Carmilla: Carmilla is an 1872 Gothic novella by Joseph Sheridan Le Fanu, who "
                "was born in Dublin in 1814. One of the earliest works of vampire fiction, it "
                "tells of a young woman in a castle in Styria who falls under the spell of a "
                "mysterious female visitor, and it predates the best-known vampire novel by 25 "
                "years."
            ),
            D(
                "Dracula's Guest: \"Dracula's Guest\" is a short story by Bram Stoker, "
                "published in 1914, two years after his death, in a collection edited by his "
                "widow Florence. It follows an Englishman who ignores a warning and walks "
                "alone through the Bavarian countryside near Munich on Walpurgis Night."
            ),
            S(
                'Bram Stoker: Abraham "Bram" Stoker (8 November 1847 \u2013 20 April 1912) '
                "was an Irish novelist who was born in Clontarf, on the north side of Dublin. "
                "He studied at Trinity College Dublin and later worked for many years as the "
                "business manager of the Lyceum Theatre in London, which was run by the actor "
                "Henry Irving."
            ),
            D(
                "Vlad the Impaler: Vlad III, commonly known as Vlad the Impaler or Vlad "
                "Dracula, was Voivode of Wallachia three times between 1448 and his death in "
                "1476 or 1477. He is often said to have been born in Sighi\u0219oara in "
                "Transylvania, and his cruelty towards his enemies became legendary."
            ),
            D(
                "Nosferatu: Nosferatu: A Symphony of Horror is a 1922 German silent "
                "expressionist horror film directed by F. W. Murnau, with Max Schreck as the "
                "vampire Count Orlok. An unauthorised adaptation of an Irish novel, it was the "
                "subject of a lawsuit by the novelist's estate, which won an order that copies "
                "be destroyed."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "which art movement did the painter of les demoiselles d'avignon co-found",
        "Cubism",
        [
            D(
                "Les Demoiselles de Rochefort: The Young Girls of Rochefort (French: Les "
                "Demoiselles de Rochefort) is a 1967 French musical film written and directed "
                "by Jacques Demy. It stars the real-life sisters Catherine Deneuve and "
                "Fran\u00e7oise Dorl\u00e9ac as twins who dream of finding love, with Gene "
                "Kelly in a supporting role."
            ),
            S(
                "Les Demoiselles d'Avignon: Les Demoiselles d'Avignon (The Young Ladies of "
                "Avignon) is a large oil painting made in 1907 by the Spanish artist Pablo "
                "Picasso. It portrays five nude women in a brothel on the Carrer d'Aviny\u00f3 "
                "in Barcelona, and it has been in the collection of the Museum of Modern Art "
                "in New York since 1939."
            ),
            D(
                "Georges Braque: Georges Braque (13 May 1882 \u2013 31 August 1963) was a "
                "French painter, collagist, draughtsman and sculptor born in Argenteuil. He "
                "began as a follower of the Fauves around 1905, and in 1912 he invented the "
                "technique of papier coll\u00e9, gluing cut pieces of printed paper onto his "
                "drawings."
            ),
            D(
                "Avignon: Avignon is a city on the left bank of the Rh\u00f4ne in the Vaucluse "
                "department of southern France. It was the seat of the popes from 1309 to "
                "1377, and its historic centre, with the Palais des Papes and the famous "
                "half-ruined bridge, is a World Heritage Site."
            ),
            D(
                "Henri Matisse: Henri \u00c9mile Beno\u00eet Matisse (31 December 1869 \u2013 "
                "3 November 1954) was a French painter, sculptor and printmaker known for his "
                "use of colour. Together with Andr\u00e9 Derain he led the Fauves, a group of "
                "painters whose bold, unnatural colours caused a scandal at the Salon "
                "d'Automne of 1905."
            ),
            S(
                "Pablo Picasso: Pablo Ruiz Picasso (25 October 1881 \u2013 8 April 1973) was a "
                "Spanish painter, sculptor, printmaker and ceramicist who spent most of his "
                "adult life in France. He is known for co-founding the Cubist movement with "
                "Georges Braque, for the invention of constructed sculpture, and for works "
                "such as Guernica (1937)."
            ),
            D(
                "Juan Gris: Jos\u00e9 Victoriano Gonz\u00e1lez-P\u00e9rez (23 March 1887 "
                "\u2013 11 May 1927), known as Juan Gris, was a Spanish painter and sculptor "
                "who lived and worked mainly in France. Born in Madrid, he moved to Paris in "
                "1906, settled in the Bateau-Lavoir studios in Montmartre, and developed a "
                "clear, geometric style of painting."
            ),
            D(
                "Umberto Boccioni: Umberto Boccioni (19 October 1882 \u2013 17 August 1916) "
                "was an Italian painter and sculptor and a leading figure of Futurism, the "
                "movement launched by the poet Filippo Tommaso Marinetti in 1909. His bronze "
                "Unique Forms of Continuity in Space appears on the Italian 20-cent euro coin."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which college did the creator of The Simpsons attend?",
        "The Evergreen State College",
        [
            D(
                "The Simpsons Movie: The Simpsons Movie is a 2007 American animated comedy "
                "film directed by David Silverman, based on a long-running television series. "
                "Released on 27 July 2007, it follows Homer as he pollutes the lake of "
                "Springfield, causing the government to seal the town under a giant glass dome."
            ),
            S(
                "Matt Groening: Matthew Abram Groening (born 15 February 1954) is an American "
                "cartoonist, writer and animator from Portland, Oregon. He studied at The "
                "Evergreen State College in Olympia, Washington, graduating in 1977, and first "
                "became known for his weekly comic strip Life in Hell."
            ),
            D(
                "Futurama: Futurama is an American animated science fiction sitcom created by "
                "Matt Groening and developed with David X. Cohen for the Fox Broadcasting "
                "Company. First aired on 28 March 1999, it follows a pizza delivery boy who is "
                "frozen and wakes up a thousand years later, in the year 3000."
            ),
            D(
                "Seth MacFarlane: Seth Woodbury MacFarlane (born 26 October 1973) is an "
                "American actor, animator, writer and producer from Kent, Connecticut. He "
                "created the animated sitcom Family Guy for Fox in 1999 after studying film, "
                "video and animation at the Rhode Island School of Design."
            ),
            S(
                "The Simpsons: The Simpsons is an American animated sitcom created by Matt "
                "Groening for the Fox Broadcasting Company. A satire of American life, it "
                "follows Homer, Marge, Bart, Lisa and Maggie Simpson in the fictional town of "
                "Springfield, and it is the longest-running American scripted primetime series."
            ),
            D(
                "Mike Judge: Michael Craig Judge (born 17 October 1962) is an American "
                "animator, actor and filmmaker who created the animated series Beavis and "
                "Butt-Head and King of the Hill. Before turning to animation he graduated in "
                "physics from the University of California, San Diego, in 1985."
            ),
            D(
                "The Evergreen State College: The Evergreen State College is a public liberal "
                "arts college in Olympia, Washington, founded in 1967 and opened to students "
                "in 1971. Instead of grades it gives narrative evaluations, and students "
                "usually take a single interdisciplinary programme at a time rather than "
                "separate courses."
            ),
            D(
                "Sam Simon: Samuel Michael Simon (6 June 1955 \u2013 8 March 2015) was an "
                "American television writer and producer who co-developed an animated family "
                "sitcom for Fox in the late 1980s. A graduate of Stanford University, he also "
                "worked on Taxi and Cheers, and later gave much of his fortune to animal "
                "charities."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which museum opened first, the Louvre or the British Museum?",
        "the British Museum",
        [
            D(
                "Louvre Abu Dhabi: The Louvre Abu Dhabi is an art and civilisation museum on "
                "Saadiyat Island in Abu Dhabi, United Arab Emirates. Created under an "
                "agreement between the emirate and the French government, it opened on 8 "
                "November 2017 beneath a large perforated dome designed by Jean Nouvel."
            ),
            S(
                "Louvre: The Louvre is a national art museum in Paris, France, housed in the "
                "Louvre Palace, a former royal residence on the right bank of the Seine. It "
                "opened as a museum on 10 August 1793 with an exhibition of 537 paintings, and "
                "it is now the most-visited museum in the world."
            ),
            D(
                "Louvre Pyramid: The Louvre Pyramid is a large glass and metal pyramid "
                "designed by the Chinese-American architect I. M. Pei, standing in the main "
                "courtyard of the Louvre Palace in Paris. Completed in 1989, it serves as the "
                "main entrance to the museum and was at first strongly criticised."
            ),
            D(
                "British Library: The British Library is the national library of the United "
                "Kingdom and one of the largest libraries in the world. It was created on 1 "
                "July 1973 from collections that had until then belonged to the British "
                "Museum, and its building at St Pancras in London opened in 1997."
            ),
            D(
                "Ashmolean Museum: The Ashmolean Museum of Art and Archaeology is the "
                "University of Oxford's museum of art and archaeology, on Beaumont Street in "
                "Oxford. Founded on the collection that Elias Ashmole gave to the university, "
                "it opened on 24 May 1683 and is often called Britain's first public museum."
            ),
            S(
                "British Museum: The British Museum is a public museum in the Bloomsbury area "
                "of London dedicated to human history, art and culture. Established by an Act "
                "of Parliament in 1753, largely on the collection of the physician Sir Hans "
                "Sloane, it first opened to the public on 15 January 1759 in Montagu House."
            ),
            D(
                "Mus\u00e9e d'Orsay: The Mus\u00e9e d'Orsay is a museum in Paris on the left "
                "bank of the Seine, housed in the former Gare d'Orsay, a railway station built "
                "for the Exposition Universelle of 1900. Opened in December 1986, it holds "
                "mainly French art from 1848 to 1914, including many Impressionist paintings."
            ),
            D(
                "Natural History Museum, London: The Natural History Museum in London is a "
                "museum of natural history in South Kensington, housed in a Romanesque "
                "building designed by Alfred Waterhouse. It opened in 1881 to hold the natural "
                "history specimens that had until then been kept in Bloomsbury."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which band was formed first, Pink Floyd or Led Zeppelin?",
        "Pink Floyd",
        [
            D(
                "The Yardbirds: The Yardbirds are an English rock band formed in the London "
                "suburbs in 1963. They started the careers of three of the most famous rock "
                "guitarists, Eric Clapton, Jeff Beck and Jimmy Page, and had hits such as "
                '"For Your Love" and "Heart Full of Soul".'
            ),
            D(
                "Pink Floyd \u2013 The Wall: Pink Floyd \u2013 The Wall is a 1982 British "
                "musical drama film directed by Alan Parker, with a screenplay by Roger Waters "
                "based on a 1979 double album. It stars Bob Geldof as Pink, a troubled rock "
                "star, and mixes live action with animated sequences by the cartoonist Gerald "
                "Scarfe."
            ),
            S(
                "Led Zeppelin: Led Zeppelin were an English rock band formed in London in 1968 "
                "by the guitarist Jimmy Page with the singer Robert Plant, the bassist and "
                "keyboardist John Paul Jones and the drummer John Bonham. The band broke up in "
                "1980 after the death of Bonham."
            ),
            D(
                "Deep Purple: Deep Purple are an English rock band formed in Hertford in 1968 "
                "and regarded as one of the pioneers of heavy metal and modern hard rock. "
                "Their best-known line-up included Ian Gillan, Ritchie Blackmore, Jon Lord, "
                "Roger Glover and Ian Paice, who recorded Machine Head in 1972."
            ),
            D(
                "Zeppelin: A Zeppelin is a type of rigid airship named after the German "
                "inventor Count Ferdinand von Zeppelin, who pioneered its development at the "
                "beginning of the twentieth century. The first Zeppelin, LZ 1, flew over Lake "
                "Constance on 2 July 1900, and such airships were later used for bombing raids "
                "in the First World War."
            ),
            S(
                "Pink Floyd: Pink Floyd are an English rock band formed in London in 1965. "
                "Their original line-up of Syd Barrett, Nick Mason, Roger Waters and Richard "
                "Wright gained early popularity as a psychedelic group, and their later albums "
                "include The Dark Side of the Moon (1973) and The Wall (1979)."
            ),
            D(
                "Black Sabbath: Black Sabbath were an English rock band formed in Birmingham "
                "in 1968 by the guitarist Tony Iommi, the drummer Bill Ward, the bassist "
                "Geezer Butler and the singer Ozzy Osbourne. They are often cited as pioneers "
                "of heavy metal music."
            ),
            D(
                "Led Zeppelin (album): Led Zeppelin is the debut studio album by the English "
                "rock band of the same name, released on 12 January 1969 in the United States "
                "by Atlantic Records. Recorded in about thirty-six hours of studio time, it "
                'includes "Good Times Bad Times" and "Dazed and Confused".'
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the spouse of the director of The Hurt Locker?",
        "James Cameron",
        [
            D(
                "Zero Dark Thirty: Zero Dark Thirty is a 2012 American historical thriller "
                "film directed by Kathryn Bigelow and written by Mark Boal. It dramatises the "
                "nearly decade-long hunt for the al-Qaeda leader Osama bin Laden, and it stars "
                "Jessica Chastain as a CIA intelligence analyst."
            ),
            S(
                "The Hurt Locker: The Hurt Locker is a 2008 American war film directed by "
                "Kathryn Bigelow and written by Mark Boal. Following an Army bomb disposal "
                "team during the Iraq War, it won six Academy Awards, including Best Picture, "
                "and its director became the first woman to win the award for Best Director."
            ),
            D(
                'Hurt (Nine Inch Nails song): "Hurt" is a song by the American industrial '
                "rock band Nine Inch Nails, written by Trent Reznor and released on the album "
                "The Downward Spiral in 1994. It was covered in 2002 by the country singer "
                "Johnny Cash, whose version and its music video became widely acclaimed."
            ),
            D(
                "Linda Hamilton: Linda Carroll Hamilton (born 26 September 1956) is an "
                "American actress best known for playing Sarah Connor in the Terminator films. "
                "She was married to the actor Bruce Abbott from 1982 to 1989, and later to the "
                "director of those films, James Cameron, from 1997 to 1999."
            ),
            S(
                "Kathryn Bigelow: Kathryn Ann Bigelow (born 27 November 1951) is an American "
                "filmmaker from San Carlos, California. Her earlier films include Near Dark "
                "(1987), Point Break (1991) and Strange Days (1995), and she was married to "
                "the director James Cameron from 1989 to 1991."
            ),
            D(
                "Mark Boal: Mark Boal (born 1973) is an American journalist, screenwriter and "
                "film producer. He began as a reporter covering the war in Iraq, and his "
                "screenplays about soldiers and intelligence officers have won him an Academy "
                "Award for Best Original Screenplay."
            ),
            D(
                "Jeremy Renner: Jeremy Lee Renner (born 7 January 1971) is an American actor. "
                "He was nominated for the Academy Award for Best Actor for playing a bomb "
                "disposal sergeant in a 2008 war film, and he is also known for playing Clint "
                "Barton, or Hawkeye, in the Marvel Cinematic Universe."
            ),
            D(
                "Jane Campion: Elizabeth Jane Campion (born 30 April 1954) is a New Zealand "
                "filmmaker who was the second woman to be nominated for the Academy Award for "
                "Best Director, for The Piano (1993). She won the award for The Power of the "
                "Dog (2021) and was married to Colin Englert from 1992 to 2001."
            ),
        ],
        drop=0,
        heldout=True,
    ),
]
