"""Development multi-hop questions, batch 35.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to and including the heading
line of its held-out scores, which the command used prints, and nothing below it), and the
other development sources (source_dev1.py to source_dev34.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v46.

Measured lengths: mean support 294 characters, mean distractor 289 characters; a support
is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The 1993 film Jurassic Park was based on a novel by a writer born in which city?",
        "Chicago",
        [
            D(
                "Steven Spielberg: Steven Spielberg is an American director and producer born in "
                "Cincinnati, Ohio, in December 1946. His box-office hits include Jaws (1975), "
                "E.T. the Extra-Terrestrial (1982) and a 1993 adventure about cloned dinosaurs, "
                "and he won the Academy Award for Best Director for Schindler's List (1993)."
            ),
            D(
                "ER (TV series): ER is an American medical drama broadcast by NBC for fifteen "
                "seasons, from 1994 to 2009, and set in the emergency room of County General "
                "Hospital in Chicago. It was created by a best-selling novelist, and George "
                "Clooney became a star playing the paediatrician Doug Ross in its early years."
            ),
            S(
                "Jurassic Park (film): Jurassic Park is a 1993 American science-fiction film "
                "directed by Steven Spielberg and based on the 1990 novel by Michael Crichton, who "
                "co-wrote the screenplay. Sam Neill, Laura Dern and Jeff Goldblum play visitors to "
                "an island theme park whose cloned dinosaurs break loose."
            ),
            D(
                "Stan Winston: Stan Winston (1946 \u2013 2008) was an American special-effects "
                "artist born in Arlington, Virginia, whose workshop built life-size animatronic "
                "creatures for Hollywood. He shared the Academy Award for Best Visual Effects for "
                "the dinosaurs of Jurassic Park and won four Academy Awards in all."
            ),
            D(
                "Kauai: Kauai is the oldest and fourth-largest of the main Hawaiian Islands, "
                "nicknamed the Garden Isle for its rainforests, and home to Waimea Canyon. Many "
                "films have been shot there, and the crew of Jurassic Park was on the island in "
                "September 1992 when Hurricane Iniki struck it."
            ),
            D(
                "The Lost World: Jurassic Park: The Lost World: Jurassic Park is a 1997 American "
                "science-fiction film and the sequel to the 1993 dinosaur film, with Jeff "
                "Goldblum returning as the mathematician Ian Malcolm and Julianne Moore as a "
                "palaeontologist. Its last act has a tyrannosaur loose in the streets of San Diego."
            ),
            S(
                "Michael Crichton: Michael Crichton (1942 \u2013 2008) was an American writer "
                "and film-maker born in Chicago, Illinois, who grew up in Roslyn on Long Island "
                "and trained as a doctor at Harvard Medical School. His novels include The "
                "Andromeda Strain (1969), and he wrote and directed the 1973 film Westworld."
            ),
            D(
                "Jurassic: The Jurassic is a geologic period that lasted from about 201 to 145 "
                "million years ago, between the Triassic and the Cretaceous, when dinosaurs "
                "dominated life on land and the first birds appeared. It takes its name from the "
                "Jura Mountains, on the border between France and Switzerland."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Fred Astaire or Gene Kelly?",
        "Fred Astaire",
        [
            D(
                "Ginger Rogers: Ginger Rogers (1911 \u2013 1995), born Virginia Katherine McMath "
                "on 16 July 1911 in Independence, Missouri, was an American actress and dancer "
                "who made ten musicals with the same partner at RKO and elsewhere. She won the "
                "Academy Award for Best Actress for the drama Kitty Foyle (1940)."
            ),
            S(
                "Gene Kelly: Gene Kelly was an American dancer, actor and director born on 23 "
                "August 1912 in Pittsburgh, Pennsylvania, who began by teaching dance there. He "
                "co-directed On the Town (1949) with Stanley Donen, starred in An American in "
                "Paris (1951), and received an honorary Academy Award in 1952."
            ),
            D(
                "Adele Astaire: Adele Astaire (1896 \u2013 1981) was an American dancer born on "
                "10 September 1896 in Omaha, Nebraska, who starred with her younger brother in "
                "vaudeville and in Broadway and London musicals of the 1920s. She retired from the "
                "stage in 1932 to marry Lord Charles Cavendish and moved to Lismore Castle."
            ),
            D(
                "Cyd Charisse: Cyd Charisse (1922 \u2013 2008) was an American dancer and actress "
                "born Tula Ellice Finklea on 8 March 1922 in Amarillo, Texas, who trained in "
                "ballet. Under contract to MGM she danced opposite both of the studio era's great "
                "male stars, among them in The Band Wagon (1953) and Brigadoon (1954)."
            ),
            D(
                "Top Hat: Top Hat is a 1935 American musical comedy film made by RKO and directed "
                "by Mark Sandrich, with songs by Irving Berlin including Cheek to Cheek. It became "
                "RKO's most profitable film of the 1930s and was nominated for the Academy Award "
                "for Best Picture."
            ),
            D(
                "Stanley Donen: Stanley Donen (1924 \u2013 2019) was an American film director "
                "and choreographer born on 13 April 1924 in Columbia, South Carolina, who went to "
                "Broadway as a teenage dancer. His later films include Seven Brides for Seven "
                "Brothers (1954), Funny Face (1957) and the thriller Charade (1963)."
            ),
            D(
                "An American in Paris (film): An American in Paris is a 1951 American musical "
                "film directed by Vincente Minnelli to the music of George and Ira Gershwin, with "
                "Leslie Caron in her first film role. It ends with a seventeen-minute ballet and "
                "won the Academy Award for Best Picture."
            ),
            S(
                "Fred Astaire: Fred Astaire was an American dancer, singer and actor born "
                "Frederick Austerlitz on 10 May 1899 in Omaha, Nebraska, who began in vaudeville "
                "with his sister. He made ten films with Ginger Rogers, among them Top Hat (1935), "
                "and received an honorary Academy Award in 1950."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the director of Pather Panchali born?",
        "2 May 1921",
        [
            D(
                "Rabindranath Tagore: Rabindranath Tagore (1861 \u2013 1941) was a Bengali poet, "
                "writer and composer born on 7 May 1861 in Calcutta, who founded the school and "
                "university at Santiniketan. In 1913 he became the first non-European to win the "
                "Nobel Prize in Literature, chiefly for the poems of Gitanjali."
            ),
            D(
                "Apur Sansar: Apur Sansar (The World of Apu) is a 1959 Bengali film and the last "
                "part of a trilogy about the boy Apu, who is now a young man in Calcutta hoping to "
                "be a writer. Soumitra Chatterjee plays Apu, and Sharmila Tagore, then a young "
                "teenager, made her film debut as his bride Aparna."
            ),
            D(
                "Ritwik Ghatak: Ritwik Ghatak (1925 \u2013 1976) was a Bengali film director born "
                "on 4 November 1925 in Dhaka, whose family moved to Calcutta before the partition "
                "of Bengal in 1947. His films on the refugees of the partition include Meghe Dhaka "
                "Tara (1960), and he taught at the Film and Television Institute of India."
            ),
            S(
                "Pather Panchali: Pather Panchali is a 1955 Bengali drama film written and "
                "directed by Satyajit Ray, adapted from the 1929 novel of the same name by "
                "Bibhutibhushan Bandyopadhyay. The first film of the Apu Trilogy, it follows the "
                "boy Apu and his sister Durga in a poor village of rural Bengal."
            ),
            D(
                "Ravi Shankar: Ravi Shankar (1920 \u2013 2012) was an Indian sitar player and "
                "composer born on 7 April 1920 in Varanasi, who wrote the scores of three Bengali "
                "films about the boy Apu in the 1950s. He taught George Harrison the sitar and "
                "played at the Monterey Pop Festival in 1967 and at Woodstock in 1969."
            ),
            D(
                "Bibhutibhushan Bandyopadhyay: Bibhutibhushan Bandyopadhyay (1894 \u2013 1950) "
                "was a Bengali novelist who worked for years as a schoolteacher. His first novel, "
                "a story of a poor Brahmin family in a village, appeared as a serial in 1928 and "
                "as a book in 1929, and he wrote Aparajito as its sequel."
            ),
            S(
                "Satyajit Ray: Satyajit Ray (1921 \u2013 1992) was an Indian film-maker, writer "
                "and illustrator born on 2 May 1921 in Calcutta, who worked as a commercial artist "
                "at an advertising agency before turning to film. He received an honorary Academy "
                "Award in 1992 and died in Calcutta on 23 April that year."
            ),
            D(
                "Charulata: Charulata is a 1964 Bengali drama film adapted from Nastanirh, a "
                "novella by Rabindranath Tagore, with Madhabi Mukherjee as the lonely wife of a "
                "newspaper editor in 1870s Calcutta. It won the Silver Bear for Best Director at "
                "the Berlin International Film Festival in 1965."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which Lancashire town was the actor who played Gandalf in Peter Jackson's The "
            "Lord of the Rings films born?"
        ),
        "Burnley",
        [
            D(
                "Peter Jackson: Sir Peter Jackson is a New Zealand film-maker born in Wellington "
                "on 31 October 1961 who began with low-budget horror comedies such as Bad Taste "
                "(1987) and Braindead (1992). He made Heavenly Creatures (1994) with Kate Winslet "
                "and a remake of King Kong in 2005, and he was knighted in 2010."
            ),
            S(
                "The Lord of the Rings (film series): The Lord of the Rings is a trilogy of epic "
                "fantasy films released from 2001 to 2003, directed by Peter Jackson and filmed in "
                "New Zealand. Elijah Wood plays Frodo, Ian McKellen plays the wizard Gandalf and "
                "Viggo Mortensen plays Aragorn; the third film won eleven Oscars."
            ),
            D(
                "Christopher Lee: Sir Christopher Lee (1922 \u2013 2015) was an English actor "
                "born on 27 May 1922 in Belgravia, London, who served in the RAF in the Second "
                "World War. He played Count Dracula in a series of Hammer horror films and the "
                "wizard Saruman in a fantasy film trilogy of the early 2000s."
            ),
            D(
                "Gandalf: Gandalf is a fictional wizard in J. R. R. Tolkien's novels The Hobbit "
                "(1937) and The Lord of the Rings, one of the Istari sent to Middle-earth. Known "
                "first as Gandalf the Grey, he falls fighting a Balrog in the mines of Moria and "
                "returns as Gandalf the White."
            ),
            D(
                "The Lord of the Rings (1978 film): The Lord of the Rings is a 1978 American "
                "animated fantasy film directed by Ralph Bakshi, who drew much of it over live "
                "action by rotoscoping. It covers the first half of Tolkien's story, with William "
                "Squire voicing Gandalf and John Hurt voicing Aragorn."
            ),
            D(
                "Wigan: Wigan is a town in Greater Manchester, historically part of Lancashire, on "
                "the River Douglas, which grew on coal mining and cotton spinning. George Orwell "
                "described its poverty in The Road to Wigan Pier (1937), and its rugby league club "
                "Wigan Warriors is among the most successful in England."
            ),
            D(
                "Viggo Mortensen: Viggo Mortensen is an American actor, poet and painter born in "
                "New York City in 1958 to a Danish father, who spent part of his childhood in "
                "Argentina. He played the ranger Aragorn in a fantasy trilogy of the early 2000s "
                "and was nominated for Academy Awards for Eastern Promises and Green Book."
            ),
            S(
                "Ian McKellen: Sir Ian McKellen is an English actor born on 25 May 1939 in "
                "Burnley, Lancashire, who grew up in Wigan and Bolton and read English at St "
                "Catharine's College, Cambridge. A leading Shakespearean actor of the Royal "
                "Shakespeare Company, he was knighted in 1991."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Queensland town was the director of Mad Max born?",
        "Chinchilla",
        [
            D(
                "Chinchilla: Chinchillas are two species of crepuscular rodents of the family "
                "Chinchillidae, native to the high Andes of South America. Their fur, the densest "
                "of any land mammal, led to their being hunted almost to extinction in the wild, "
                "and they are now widely kept as pets and farmed."
            ),
            D(
                "Mad Max: Fury Road: Mad Max: Fury Road is a 2015 action film, the fourth in its "
                "series, with Tom Hardy as Max and Charlize Theron as Imperator Furiosa, who flees "
                "a desert tyrant with his captive wives. Shot mostly in Namibia, it won six "
                "Academy Awards, more than any other film at that year's ceremony."
            ),
            D(
                "Byron Kennedy: Byron Kennedy (died 1983) was an Australian film producer from "
                "Melbourne who co-founded the production company Kennedy Miller in the 1970s. He "
                "produced a low-budget road film of 1979 and its sequel of 1981, and he was killed "
                "in a helicopter crash in New South Wales in July 1983."
            ),
            S(
                "George Miller (filmmaker): George Miller is an Australian film-maker born on 3 "
                "March 1945 in Chinchilla, Queensland, to Greek immigrant parents. He studied "
                "medicine at the University of New South Wales and worked as a doctor in Sydney "
                "before turning to film, and his Happy Feet won an Academy Award in 2007."
            ),
            D(
                "George T. Miller: George Trumbull Miller (1943 \u2013 2023) was a Scottish-born "
                "Australian director of film and television who moved to Australia as a child. "
                "He is best known for the Western The Man from Snowy River (1982), and he later "
                "directed The NeverEnding Story II: The Next Chapter (1990)."
            ),
            D(
                "Queensland: Queensland is a state in north-eastern Australia and the second "
                "largest by area, with Brisbane as its capital. It takes in most of the Great "
                "Barrier Reef, the rainforests of the Wet Tropics and the farming country of the "
                "Darling Downs, and it became a separate colony from New South Wales in 1859."
            ),
            S(
                "Mad Max: Mad Max is a 1979 Australian dystopian action film directed by George "
                "Miller and produced by Byron Kennedy, made for well under half a million dollars "
                "around Melbourne. A highway patrolman, Max Rockatansky, takes revenge on a "
                "motorcycle gang, and it was one of the most profitable films ever made."
            ),
            D(
                "Mad Max 2: Mad Max 2 is a 1981 Australian action film, released in the United "
                "States as The Road Warrior, in which Max defends a desert oil refinery from "
                "raiders after the collapse of civilisation. It was filmed around Broken Hill in "
                "western New South Wales and shaped many later post-apocalyptic films."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, John Gielgud or Laurence Olivier?",
        "John Gielgud",
        [
            D(
                "Ralph Richardson: Sir Ralph Richardson (1902 \u2013 1983) was an English actor "
                "born on 19 December 1902 in Cheltenham, Gloucestershire, who began in a touring "
                "company in 1921. With two friends of his generation he led the Old Vic company "
                "after the Second World War, and he was knighted in 1947."
            ),
            S(
                "Laurence Olivier: Laurence Olivier (1907 \u2013 1989) was an English actor and "
                "director born on 22 May 1907 in Dorking, Surrey, who directed and starred in the "
                "film Henry V (1944). He was the first director of the National Theatre, from 1963 "
                "to 1973, and in 1970 he became the first actor made a life peer."
            ),
            D(
                "Ellen Terry: Dame Ellen Terry (1847 \u2013 1928) was an English actress born on "
                "27 February 1847 in Coventry into a family of touring players. For over twenty "
                "years she was the leading lady of Henry Irving at the Lyceum Theatre in London, "
                "and several of her great-nephews and nieces also went on the stage."
            ),
            D(
                "Vivien Leigh: Vivien Leigh (1913 \u2013 1967) was an English actress born on 5 "
                "November 1913 in Darjeeling, British India, who won the Academy Award for Best "
                "Actress twice, for Gone with the Wind and A Streetcar Named Desire. She was "
                "married from 1940 to 1960 to one of the leading stage actors of her time."
            ),
            D(
                "Royal National Theatre: The Royal National Theatre is a publicly funded theatre "
                "company in London, founded in 1963 and first run by an actor-director. Its "
                "concrete building on the South Bank, designed by Denys Lasdun, opened in 1976 "
                "and holds three stages named the Olivier, the Lyttelton and the Dorfman."
            ),
            S(
                "John Gielgud: Sir John Gielgud (1904 \u2013 2000) was an English actor and "
                "director born on 14 April 1904 in South Kensington, London, a great-nephew of "
                "the actress Ellen Terry. Celebrated for his voice in Shakespeare, he won the "
                "Academy Award for Best Supporting Actor for the comedy Arthur (1981)."
            ),
            D(
                "Peggy Ashcroft: Dame Peggy Ashcroft (1907 \u2013 1991) was an English actress "
                "born on 22 December 1907 in Croydon, Surrey, who played Shakespeare's heroines "
                "opposite the leading actors of the 1930s. Late in life she won the Academy Award "
                "for Best Supporting Actress for A Passage to India (1984)."
            ),
            D(
                "Michael Redgrave: Sir Michael Redgrave (1908 \u2013 1985) was an English actor "
                "born on 20 March 1908 in Bristol to a family of actors, who starred in Alfred "
                "Hitchcock's The Lady Vanishes (1938). He was the father of the actresses Vanessa "
                "and Lynn Redgrave and of the actor Corin Redgrave."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "in which new south wales town was the star of crocodile dundee born",
        "Lightning Ridge",
        [
            S(
                "Crocodile Dundee: Crocodile Dundee is a 1986 Australian comedy film directed by "
                "Peter Faiman, starring Paul Hogan as Mick Dundee, a bushman from the Northern "
                "Territory who is taken to New York by the reporter Sue Charlton. It was long "
                "Australia's top-grossing film, and its script was nominated for an Oscar."
            ),
            D(
                "Saltwater crocodile: The saltwater crocodile is the largest living reptile, with "
                "adult males reaching six metres in length and weighing up to a tonne. It lives "
                "in the estuaries, mangroves and rivers of northern Australia, New Guinea and "
                "South-East Asia, and it can swim far out to sea between islands."
            ),
            D(
                "Crocodile Dundee II: Crocodile Dundee II is a 1988 Australian action comedy "
                "directed by John Cornell, in which the bushman Mick Dundee rescues Sue Charlton "
                "from a Colombian drug gang in New York and leads them back into the outback. It "
                "took more than 200 million US dollars at cinemas around the world."
            ),
            D(
                "Bryan Brown: Bryan Brown is an Australian actor born on 23 June 1947 in Panania, "
                "a suburb of Sydney, who began his career on the stage. He starred in "
                "Breaker Morant (1980), the television miniseries The Thorn Birds (1983) and "
                "Cocktail (1988), and he is married to the actress Rachel Ward."
            ),
            D(
                "Kakadu National Park: Kakadu National Park is a protected area of about 20,000 "
                "square kilometres in the Northern Territory of Australia, east of Darwin. Listed "
                "as a World Heritage Site in 1981 for its wetlands and ancient Aboriginal rock "
                "art, it has served as a location for several films."
            ),
            D(
                "The Crocodile Hunter: The Crocodile Hunter is an Australian wildlife documentary "
                "series broadcast from 1996 to 2007, presented by Steve and Terri Irwin and made "
                "largely around Australia Zoo at Beerwah, Queensland. Irwin died in 2006 when a "
                "stingray pierced his chest while he was filming on the Great Barrier Reef."
            ),
            S(
                "Paul Hogan: Paul Hogan is an Australian comedian and actor born on 8 October "
                "1939 in Lightning Ridge, New South Wales, who worked as a rigger on the Sydney "
                "Harbour Bridge before a talent show put him on television. The Paul Hogan Show "
                "ran from 1973 to 1984, and he was Australian of the Year in 1985."
            ),
            D(
                "Sydney Harbour Bridge: The Sydney Harbour Bridge is a steel arch bridge across "
                "Sydney Harbour, opened on 19 March 1932 and nicknamed the Coathanger. Designed "
                "and built by the firm of Dorman Long of Middlesbrough, it carries rail, road, "
                "cycle and foot traffic between the city centre and the North Shore."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of mr. smith goes to washington born",
        "Bisacquino",
        [
            D(
                "Jean Arthur: Jean Arthur (1900 \u2013 1991) was an American actress born "
                "Gladys Georgianna Greene on 17 October 1900 in Plattsburgh, New York, who began "
                "in silent films. She played the shrewd Washington secretary Clarissa Saunders in "
                "a 1939 political comedy, and her last film was the Western Shane (1953)."
            ),
            D(
                "Corleone: Corleone is a town of about 11,000 people in the hills of the "
                "Metropolitan City of Palermo, in western Sicily. The novelist Mario Puzo gave its "
                "name to the crime family of The Godfather (1969), whose founder Vito Andolini "
                "flees the town as a boy and takes its name in New York."
            ),
            S(
                "Mr. Smith Goes to Washington: Mr. Smith Goes to Washington is a 1939 American "
                "political comedy-drama directed by Frank Capra for Columbia Pictures, with James "
                "Stewart as a naive new senator and Jean Arthur as his secretary. Its climax is a "
                "day-long filibuster, and it was nominated for eleven Academy Awards."
            ),
            D(
                "Claude Rains: Claude Rains (1889 \u2013 1967) was an English actor born on 10 "
                "November 1889 in Camberwell, London, who became a Hollywood star in The "
                "Invisible Man (1933). He was nominated for an Academy Award for playing the "
                "corrupt Senator Joseph Paine in a 1939 political drama."
            ),
            D(
                "Mr. Deeds Goes to Town: Mr. Deeds Goes to Town is a 1936 American comedy film "
                "directed by Frank Capra, with Gary Cooper as Longfellow Deeds, a tuba-playing "
                "poet from Vermont who inherits a fortune and wants to give it away. It won "
                "Capra the second of his three Academy Awards for Best Director."
            ),
            D(
                "Filibuster: A filibuster is a tactic in which a member of a legislature speaks "
                "at length to delay or block a vote. The longest speech in the United States "
                "Senate was made by Strom Thurmond of South Carolina, who spoke for 24 hours and "
                "18 minutes in 1957 against the Civil Rights Act."
            ),
            D(
                "Columbia Pictures: Columbia Pictures is an American film studio founded in "
                "Hollywood in 1918 as CBC Film Sales by the brothers Harry and Jack Cohn and Joe "
                "Brandt, and renamed in 1924. It rose from Poverty Row to the major studios in the "
                "1930s and has belonged to Sony since 1989."
            ),
            S(
                "Frank Capra: Frank Capra (1897 \u2013 1991) was an American film director born "
                "Francesco Rosario Capra on 18 May 1897 in Bisacquino, Sicily, whose family "
                "emigrated to Los Angeles in 1903. He studied chemical engineering at Throop "
                "College of Technology, and It Happened One Night (1934) swept the Oscars."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which 2018 film drawn from the life of a German painter was directed by the maker "
            "of The Lives of Others?"
        ),
        "Never Look Away",
        [
            D(
                "Good Bye, Lenin!: Good Bye, Lenin! is a 2003 German tragicomedy directed by "
                "Wolfgang Becker, with Daniel Br\u00fchl as a young man in East Berlin who hides "
                "the fall of the Berlin Wall from his mother after she wakes from a coma. It won "
                "the European Film Award for Best Film in 2003."
            ),
            S(
                "Florian Henckel von Donnersmarck: Florian Henckel von Donnersmarck is a German "
                "film-maker born on 2 May 1973 in Cologne, who studied at Oxford and at the film "
                "school in Munich. His 2018 film Never Look Away, drawn loosely from the early "
                "life of the painter Gerhard Richter, was nominated for two Academy Awards."
            ),
            D(
                "Gerhard Richter: Gerhard Richter is a German painter born on 9 February 1932 in "
                "Dresden, who trained in East Germany and left for the West in 1961, shortly "
                "before the Berlin Wall went up. Settled in Cologne, he is known for blurred "
                "paintings copied from photographs and for large abstract canvases."
            ),
            D(
                "Ulrich M\u00fche: Ulrich M\u00fche (1953 \u2013 2007) was a German actor born "
                "on 20 June 1953 in Grimma, Saxony, who played at the Deutsches Theater in East "
                "Berlin and in Michael Haneke's Funny Games (1997). He played a secret-police "
                "captain in a 2006 drama and died of cancer the following year."
            ),
            D(
                "Downfall (2004 film): Downfall is a 2004 German war film directed by Oliver "
                "Hirschbiegel, with Bruno Ganz as Adolf Hitler in his bunker under Berlin during "
                "the last days of April 1945. It is told partly through the eyes of his young "
                "secretary, and it was nominated for an Academy Award."
            ),
            S(
                "The Lives of Others: The Lives of Others (Das Leben der Anderen) is a 2006 "
                "German drama written and directed by Florian Henckel von Donnersmarck and set in "
                "East Berlin in 1984. A secret-police captain who spies on a playwright is changed "
                "by what he hears, and it won the Academy Award for Best Foreign Language Film."
            ),
            D(
                "Toni Erdmann: Toni Erdmann is a 2016 German comedy-drama written and directed by "
                "Maren Ade, in which a divorced music teacher with a taste for pranks turns up "
                "uninvited in Bucharest, where his daughter is a business consultant. Sandra "
                "H\u00fcller plays the daughter, and the film was nominated for an Oscar."
            ),
            D(
                "Academy Award for Best International Feature Film: The Academy Award for Best "
                "International Feature Film is given each year to a feature made outside the "
                "United States with mainly non-English dialogue. Called Best Foreign Language "
                "Film until 2020, it was first awarded in competition to La Strada in 1957."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        (
            "Which 2005 film based on a John le Carr\u00e9 novel was directed by the director of "
            "City of God?"
        ),
        "The Constant Gardener",
        [
            D(
                "John le Carr\u00e9: John le Carr\u00e9 was the pen name of David Cornwell (1931 "
                "\u2013 2020), an English novelist born in Poole, Dorset, who worked for MI5 and "
                "MI6 before writing full-time. The Spy Who Came in from the Cold (1963) made his "
                "name, and his spymaster George Smiley leads Tinker Tailor Soldier Spy."
            ),
            D(
                "Cidade de Deus: Cidade de Deus is a neighbourhood in the West Zone of Rio de "
                "Janeiro, built from the 1960s as a public housing estate for families moved out "
                "of favelas closer to the city centre. Poorly served and far from jobs, it was "
                "controlled by drug-trafficking gangs for decades."
            ),
            S(
                "City of God (2002 film): City of God (Cidade de Deus) is a 2002 Brazilian crime "
                "film directed by Fernando Meirelles with the co-director K\u00e1tia Lund, from "
                "the 1997 novel by Paulo Lins. Told by a young photographer, it follows the rise "
                "of drug gangs in a Rio housing estate and received four Oscar nominations."
            ),
            D(
                "Paulo Lins: Paulo Lins is a Brazilian novelist and poet born on 11 June 1958 in "
                "Rio de Janeiro, who grew up in the Cidade de Deus housing estate. He worked as an "
                "assistant to an anthropologist studying crime there, and the research led to his "
                "1997 novel of the same name, later filmed."
            ),
            D(
                "Central Station (film): Central Station is a 1998 Brazilian drama directed by "
                "Walter Salles, in which a retired teacher who writes letters for the illiterate "
                "at Rio's main railway station travels with an orphaned boy to the north-east. It "
                "won the Golden Bear, and Fernanda Montenegro was nominated for an Oscar."
            ),
            D(
                "K\u00e1tia Lund: K\u00e1tia Lund is a Brazilian film-maker who made the "
                "documentary News from a Personal War (1999) with Jo\u00e3o Moreira Salles, about "
                "the drug war in the favelas of Rio de Janeiro. She co-directed a 2002 crime film "
                "and coached its young cast, most of them from the favelas."
            ),
            D(
                "Rachel Weisz: Rachel Weisz is an English actress born on 7 March 1970 in London, "
                "who studied English at Trinity Hall, Cambridge, and starred in The Mummy (1999). "
                "She won the Academy Award for Best Supporting Actress in 2006 for playing an "
                "activist killed in Kenya, and she later starred in The Favourite (2018)."
            ),
            S(
                "Fernando Meirelles: Fernando Meirelles is a Brazilian film director born on 9 "
                "November 1955 in S\u00e3o Paulo, who studied architecture at the University of "
                "S\u00e3o Paulo and began in advertising. His English-language films include The "
                "Constant Gardener (2005), from a John le Carr\u00e9 novel, and The Two Popes."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Woody Allen film was released first, Zelig or Sleeper?",
        "Sleeper",
        [
            S(
                "Sleeper (1973 film): Sleeper is a 1973 American science-fiction comedy directed "
                "by Woody Allen, who wrote it with Marshall Brickman. Allen plays Miles Monroe, a "
                "Greenwich Village health-food shop owner who is frozen in 1973 and thawed out two "
                "hundred years later in a police state and joins the rebels."
            ),
            D(
                "Woody Allen: Woody Allen is an American film-maker and comedian born Allan "
                "Stewart Konigsberg in the Bronx in 1935, who sold jokes to newspaper columnists "
                "as a teenager and became a stand-up comic. He has made about fifty films and won "
                "the Academy Award for Best Director for Annie Hall (1977)."
            ),
            D(
                "Sleepers (film): Sleepers is a 1996 American legal drama written and directed by "
                "Barry Levinson from a book by Lorenzo Carcaterra, about four boys from Hell's "
                "Kitchen who are abused in a reform school and take revenge as men. Brad Pitt, "
                "Robert De Niro, Dustin Hoffman and Kevin Bacon star."
            ),
            D(
                "Mia Farrow: Mia Farrow is an American actress born on 9 February 1945 in Los "
                "Angeles, the daughter of the actress Maureen O'Sullivan and the director John "
                "Farrow. She became known in the television series Peyton Place, starred in "
                "Rosemary's Baby (1968), and made thirteen films with Woody Allen."
            ),
            D(
                "Take the Money and Run: Take the Money and Run is a 1969 American comedy, the "
                "first film that Woody Allen wrote, directed and starred in. Made like a "
                "documentary, with interviews and a solemn narrator, it tells the life of Virgil "
                "Starkwell, a hopeless bank robber who keeps ending up in prison."
            ),
            D(
                "Gordon Willis: Gordon Willis (1931 \u2013 2014) was an American cinematographer "
                "born in Queens, New York, nicknamed the Prince of Darkness for his dark, "
                "shadowy lighting. He shot all three Godfather films and eight films for Woody "
                "Allen, and he received an honorary Academy Award in 2009."
            ),
            S(
                "Zelig: Zelig is a 1983 American mockumentary written and directed by Woody Allen, "
                "who plays Leonard Zelig, a human chameleon of the 1920s and 1930s who takes on "
                "the looks and manner of whoever is near him. Mia Farrow plays his psychiatrist, "
                "and the actors were blended into old newsreel footage."
            ),
            D(
                "The Purple Rose of Cairo: The Purple Rose of Cairo is a 1985 American fantasy "
                "comedy written and directed by Woody Allen, set in New Jersey during the Great "
                "Depression. Mia Farrow plays a waitress who escapes her unhappy marriage at the "
                "cinema, until a character played by Jeff Daniels walks off the screen."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "iowa town where the actor who played the ringo kid in stagecoach was born",
        "Winterset",
        [
            D(
                "John Ford: John Ford (1894 \u2013 1973) was an American film director born John "
                "Martin Feeney on 1 February 1894 in Cape Elizabeth, Maine, the son of Irish "
                "immigrants. He won four Academy Awards for Best Director, for The Informer, The "
                "Grapes of Wrath, How Green Was My Valley and The Quiet Man."
            ),
            D(
                "Stagecoach (1966 film): Stagecoach is a 1966 American Western directed by Gordon "
                "Douglas, a remake of a 1939 film about strangers crossing dangerous country by "
                "coach. Alex Cord plays the outlaw the Ringo Kid, with Ann-Margret as Dallas and "
                "Bing Crosby as the drunken Doc Boone."
            ),
            S(
                "John Wayne: John Wayne (1907 \u2013 1979) was an American actor born Marion "
                "Robert Morrison on 26 May 1907 in Winterset, Iowa, whose family moved to "
                "southern California when he was a boy. An injury cost him a football scholarship "
                "at USC, and he won an Academy Award for True Grit (1969)."
            ),
            D(
                "Monument Valley: Monument Valley is a region of the Colorado Plateau on the "
                "border between Arizona and Utah, within the Navajo Nation, whose red sandstone "
                "buttes rise up to 300 metres above the valley floor. It has been the backdrop of "
                "many Westerns since the late 1930s."
            ),
            D(
                "Claire Trevor: Claire Trevor (1910 \u2013 2000) was an American actress born on "
                "8 March 1910 in New York City, who often played women with a past in crime "
                "films and Westerns. She won the Academy Award for Best Supporting Actress for "
                "Key Largo (1948), as a gangster's alcoholic girlfriend."
            ),
            D(
                "The Searchers: The Searchers is a 1956 American Western directed by John Ford "
                "and filmed in Monument Valley, in which a bitter Civil War veteran, Ethan "
                "Edwards, spends years hunting for his niece after she is carried off by Comanche "
                "raiders. Natalie Wood plays the grown niece."
            ),
            S(
                "Stagecoach (1939 film): Stagecoach is a 1939 American Western directed by John "
                "Ford, in which a group of strangers ride a coach through Apache country in the "
                "Arizona Territory. John Wayne plays the escaped outlaw the Ringo Kid, and it was "
                "the first of Ford's Westerns to be shot in Monument Valley."
            ),
            D(
                "Thomas Mitchell: Thomas Mitchell (1892 \u2013 1962) was an American actor born "
                "on 11 July 1892 in Elizabeth, New Jersey, who won the Academy Award for Best "
                "Supporting Actor for playing a drunken doctor in a 1939 Western. He was also the "
                "first man to win an Oscar, an Emmy and a Tony for acting."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the composer of the music for Chariots of Fire born?",
        "Agria",
        [
            D(
                "Eric Liddell: Eric Liddell (1902 \u2013 1945) was a Scottish sprinter and "
                "rugby player born on 16 January 1902 in Tianjin, China, to missionary parents. "
                "Refusing to run a heat of the 100 metres on a Sunday, he won the 400 metres at "
                "the 1924 Olympics, and he died in a Japanese internment camp in 1945."
            ),
            S(
                "Chariots of Fire: Chariots of Fire is a 1981 British historical drama directed "
                "by Hugh Hudson about two British runners at the 1924 Olympics, the devout Scot "
                "Eric Liddell and the Cambridge student Harold Abrahams. It won four Academy "
                "Awards, among them Best Picture and Best Original Score for Vangelis."
            ),
            D(
                "Demis Roussos: Demis Roussos (1946 \u2013 2015) was a Greek singer born on 15 "
                "June 1946 in Alexandria, Egypt, who sang and played bass in the Paris-based band "
                "Aphrodite's Child, known for Rain and Tears (1968). His high voice made him a "
                "solo star in the 1970s with songs such as Forever and Ever."
            ),
            D(
                "Harold Abrahams: Harold Abrahams (1899 \u2013 1978) was an English sprinter born "
                "on 15 December 1899 in Bedford, who studied at Gonville and Caius College, "
                "Cambridge. He won the 100 metres at the 1924 Summer Olympics in Paris, and after "
                "an injury ended his career he became a commentator for BBC radio."
            ),
            D(
                "Hugh Hudson: Hugh Hudson (1936 \u2013 2023) was an English film director born "
                "on 25 August 1936 in London, who made documentaries and many television "
                "commercials before his first feature in 1981. His later films include Greystoke: "
                "The Legend of Tarzan, Lord of the Apes (1984) and Revolution (1985)."
            ),
            D(
                "Mikis Theodorakis: Mikis Theodorakis (1925 \u2013 2021) was a Greek composer "
                "born on 29 July 1925 on the island of Chios, who wrote the music of the film "
                "Zorba the Greek (1964). An opponent of the military junta that took power in "
                "1967, he was imprisoned and his music was banned in Greece."
            ),
            S(
                "Vangelis: Vangelis (1943 \u2013 2022), born Evangelos Odysseas Papathanassiou on "
                "29 March 1943 in Agria, Thessaly, was a Greek composer of electronic music who "
                "was largely self-taught. He played keyboards in the band Aphrodite's Child and "
                "later scored 1492: Conquest of Paradise (1992)."
            ),
            D(
                "1924 Summer Olympics: The 1924 Summer Olympics were held in Paris from May to "
                "July 1924, with the Stade de Colombes as the main stadium. The Finnish runner "
                "Paavo Nurmi won five gold medals, and the American swimmer Johnny Weissmuller, "
                "later a film Tarzan, won three."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The director of Run Lola Run was born in which German city?",
        "Wuppertal",
        [
            D(
                "Franka Potente: Franka Potente is a German actress born on 22 July 1974 in "
                "M\u00fcnster, who studied acting in Munich and New York. She played a runner "
                "racing across Berlin to save her boyfriend in a 1998 thriller, and Marie Kreutz "
                "opposite Matt Damon in The Bourne Identity (2002)."
            ),
            S(
                "Run Lola Run: Run Lola Run (Lola rennt) is a 1998 German thriller written and "
                "directed by Tom Tykwer, with Franka Potente as Lola, who has twenty minutes to "
                "find 100,000 Deutsche Marks to save her boyfriend Manni. Her run through Berlin "
                "is shown three times, with a different ending each time."
            ),
            D(
                "Lola (1981 film): Lola is a 1981 West German drama directed by Rainer Werner "
                "Fassbinder, with Barbara Sukowa as a nightclub singer in a small Bavarian town "
                "in the 1950s and Armin Mueller-Stahl as the honest new building commissioner. It "
                "is part of Fassbinder's trilogy about post-war West Germany."
            ),
            D(
                "Moritz Bleibtreu: Moritz Bleibtreu is a German actor born on 13 August 1971 in "
                "Munich, the son of the actors Monica Bleibtreu and Hans Brenner. He played the "
                "small-time crook Manni in a 1998 thriller, starred in Das Experiment (2001), and "
                "won the Silver Bear for Best Actor in 2006."
            ),
            D(
                "Perfume (novel): Perfume: The Story of a Murderer is a 1985 novel by the German "
                "writer Patrick S\u00fcskind about Jean-Baptiste Grenouille, an orphan born in a "
                "Paris fish market in 1738 with an extraordinary sense of smell who kills to "
                "capture scents. It has sold more than twenty million copies."
            ),
            D(
                "Berlin International Film Festival: The Berlin International Film Festival, or "
                "Berlinale, is held every February in Berlin and was founded in 1951 in the "
                "western sectors of the city. Its top prize is the Golden Bear, and since 2000 "
                "its main screenings have been held at Potsdamer Platz."
            ),
            D(
                "Deutsche Mark: The Deutsche Mark was the currency of West Germany from the "
                "currency reform of June 1948 and of reunited Germany from 1990. Known for its "
                "stability, it was replaced by the euro, first as an accounting currency in 1999 "
                "and then in notes and coins at the start of 2002."
            ),
            S(
                "Tom Tykwer: Tom Tykwer is a German film director, writer and composer born on 23 "
                "May 1965 in Wuppertal, who programmed films at a small Berlin cinema before "
                "directing. He co-founded X Filme Creative Pool in 1994, made Perfume: The Story "
                "of a Murderer (2006) and co-created the series Babylon Berlin."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which premiered first the golden girls or the wonder years",
        "The Golden Girls",
        [
            D(
                "Empty Nest: Empty Nest is an American sitcom created by Susan Harris that "
                "premiered on NBC on 8 October 1988 and ran until 1995, a spin-off set in Miami. "
                "Richard Mulligan plays Harry Weston, a widowed paediatrician whose grown "
                "daughters move back into his house."
            ),
            D(
                "Betty White: Betty White (1922 \u2013 2021) was an American actress and comedian "
                "born on 17 January 1922 in Oak Park, Illinois, whose television career lasted "
                "more than eighty years. She played the man-hungry Sue Ann Nivens in The Mary "
                "Tyler Moore Show and died on 31 December 2021."
            ),
            S(
                "The Wonder Years: The Wonder Years is an American comedy-drama created by Neal "
                "Marlens and Carol Black that premiered on ABC on 31 January 1988, after Super "
                "Bowl XXII, and ran until 1993. Fred Savage plays Kevin Arnold growing up in the "
                "late 1960s, with Daniel Stern as the adult Kevin's voice."
            ),
            D(
                "The Golden Palace: The Golden Palace is an American sitcom broadcast by CBS for "
                "one season, from September 1992 to May 1993, as a sequel to an NBC comedy. Betty "
                "White, Rue McClanahan and Estelle Getty play three retired women who buy a "
                "hotel in Miami, with Don Cheadle as its manager."
            ),
            D(
                "Fred Savage: Fred Savage is an American actor and director born in 1976 and "
                "raised near Chicago, who played the sick grandson in The Princess Bride (1987). "
                "As a director he has worked on comedies such as It's Always Sunny in "
                "Philadelphia, and his brother Ben starred in Boy Meets World."
            ),
            D(
                "The Wonder Years (2021 TV series): The Wonder Years is an American comedy "
                "series that premiered on ABC in September 2021, a new version of a show of the "
                "late 1980s. It follows a Black family in Montgomery, Alabama, in 1968, with Don "
                "Cheadle as the voice of the grown-up son."
            ),
            S(
                "The Golden Girls: The Golden Girls is an American sitcom created by Susan Harris "
                "that premiered on NBC on 14 September 1985 and ran for seven seasons until 1992. "
                "Bea Arthur, Betty White, Rue McClanahan and Estelle Getty play four older women "
                "sharing a house in Miami."
            ),
            D(
                "Susan Harris: Susan Harris is an American television writer and producer who "
                "created the ABC comedy Soap (1977 \u2013 1981), a parody of daytime serials, and "
                "its spin-off Benson. With Paul Junger Witt and Tony Thomas she ran the company "
                "Witt/Thomas/Harris, which made several NBC sitcoms of the 1980s."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "film movement co-founded by the director of breaking the waves",
        "Dogme 95",
        [
            D(
                "Thomas Vinterberg: Thomas Vinterberg is a Danish film director born on 19 May "
                "1969 in Frederiksberg, who grew up in a commune and trained at the National Film "
                "School of Denmark. He made The Hunt (2012) with Mads Mikkelsen, and Another Round "
                "(2020) won the Academy Award for Best International Feature Film."
            ),
            D(
                "French New Wave: The French New Wave was a film movement of the late 1950s and "
                "1960s led by young critics of the magazine Cahiers du cin\u00e9ma, among them "
                "Fran\u00e7ois Truffaut, Jean-Luc Godard and Claude Chabrol. They shot on the "
                "street with light cameras, small crews and low budgets."
            ),
            S(
                "Breaking the Waves: Breaking the Waves is a 1996 drama written and directed by "
                "the Danish film-maker Lars von Trier, set in a strict Calvinist village in the "
                "Scottish Highlands in the early 1970s. Emily Watson plays Bess, who marries an "
                "oil-rig worker, and it won the Grand Prix at Cannes."
            ),
            D(
                "Emily Watson: Emily Watson is an English actress born on 14 January 1967 in "
                "Islington, London, who was nominated for an Oscar for her first film role, a "
                "devout young wife in a 1996 drama, and again for Hilary and Jackie (1998). She "
                "later starred in the miniseries Chernobyl (2019)."
            ),
            D(
                "Dancer in the Dark: Dancer in the Dark is a 2000 musical drama written and "
                "directed by Lars von Trier, with Bj\u00f6rk as Selma, a Czech immigrant factory "
                "worker in Washington state in 1964 who is going blind. It won the Palme d'Or, "
                "and Bj\u00f6rk won the award for best actress at Cannes."
            ),
            D(
                "Stellan Skarsg\u00e5rd: Stellan Skarsg\u00e5rd is a Swedish actor born on 13 "
                "June 1951 in Gothenburg, who played an oil-rig worker in a 1996 drama and "
                "appeared in Good Will Hunting (1997) and Mamma Mia! (2008). Several of his sons, "
                "among them Alexander and Bill Skarsg\u00e5rd, are also actors."
            ),
            D(
                "Zentropa: Zentropa is a Danish film production company founded in 1992 by Lars "
                "von Trier and the producer Peter Aalb\u00e6k Jensen, based in a former army "
                "barracks at Hvidovre near Copenhagen. It has produced most of von Trier's films "
                "and many by other Scandinavian directors."
            ),
            S(
                "Dogme 95: Dogme 95 is a film-making movement started in 1995 by the Danish "
                "directors Lars von Trier and Thomas Vinterberg, whose Vow of Chastity "
                "demanded location shooting, hand-held cameras and no added music or artificial "
                "light. The first Dogme film was Vinterberg's Festen (1998)."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        (
            "In which African country did the author of the story behind the film Babette's "
            "Feast run a coffee farm?"
        ),
        "Kenya",
        [
            D(
                "St\u00e9phane Audran: St\u00e9phane Audran (1932 \u2013 2018) was a French "
                "actress born on 8 November 1932 in Versailles, who married the director Claude "
                "Chabrol and starred in many of his films, including Le Boucher (1970). She also "
                "appeared in Bu\u00f1uel's The Discreet Charm of the Bourgeoisie (1972)."
            ),
            S(
                "Karen Blixen: Karen Blixen (1885 \u2013 1962) was a Danish writer born in "
                "Rungsted, north of Copenhagen, who published in English as Isak Dinesen. From "
                "1914 to 1931 she ran a coffee farm in the Ngong Hills outside Nairobi, Kenya, "
                "which she described in her memoir Out of Africa (1937)."
            ),
            D(
                "Pelle the Conqueror: Pelle the Conqueror is a 1987 Danish-Swedish drama directed "
                "by Bille August, with Max von Sydow as Lasse, a poor Swedish widower who moves "
                "with his young son to a farm on the Danish island of Bornholm. It won the Palme "
                "d'Or in 1988 and the Oscar for Best Foreign Language Film."
            ),
            D(
                "Coffea arabica: Coffea arabica is a species of flowering shrub native to the "
                "mountain forests of Ethiopia, whose seeds give about three-fifths of the "
                "world's coffee. It grows best at altitudes of over a thousand metres, and Brazil "
                "is now by far its largest producer."
            ),
            D(
                "Gabriel Axel: Gabriel Axel (1918 \u2013 2014) was a Danish film director and "
                "actor born in Aarhus, who grew up in Paris and trained at the school of the "
                "Royal Danish Theatre. He worked for decades in Danish theatre and television "
                "and made the Viking film Hagbard and Signe (1967)."
            ),
            S(
                "Babette's Feast: Babette's Feast is a 1987 Danish drama written and directed by "
                "Gabriel Axel from a story by Karen Blixen. St\u00e9phane Audran plays Babette, "
                "a French refugee who cooks a lavish dinner for two pious sisters on the coast of "
                "Jutland, and it won the Oscar for Best Foreign Language Film."
            ),
            D(
                "Jutland: Jutland is the peninsula that forms the mainland of Denmark and the "
                "northern part of the German state of Schleswig-Holstein, between the North Sea "
                "and the Baltic. Its largest city is Aarhus, and at Skagen, its northern tip, the "
                "waters of the Skagerrak and the Kattegat meet."
            ),
            D(
                "Caf\u00e9 Anglais: The Caf\u00e9 Anglais was a restaurant on the Boulevard des "
                "Italiens in Paris, open from 1802 to 1913, where the chef Adolphe "
                "Dugl\u00e9r\u00e9 created the dish Pommes Anna. In June 1867 it served the "
                "Three Emperors Dinner to the Tsar, his son and the King of Prussia."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the mother of the actress who played Laurie Strode in the 1978 film Halloween?",
        "Janet Leigh",
        [
            D(
                "Tony Curtis: Tony Curtis (1925 \u2013 2010) was an American actor born Bernard "
                "Schwartz on 3 June 1925 in the Bronx, the son of Hungarian Jewish immigrants, "
                "who served in the Navy in the Second World War. He starred in The Defiant Ones "
                "(1958) and Some Like It Hot (1959), and he married six times."
            ),
            D(
                "Halloween: Halloween is a festival held on 31 October, the eve of the Christian "
                "feast of All Saints, with roots in the Celtic festival of Samhain. In many "
                "countries children go trick-or-treating in costume, and hollowed pumpkins are "
                "carved into lanterns called jack-o'-lanterns."
            ),
            D(
                "John Carpenter: John Carpenter is an American film-maker born on 16 January 1948 "
                "in Carthage, New York, who grew up in Bowling Green, Kentucky, and studied film "
                "at the University of Southern California. He composes the music for most of his "
                "films, among them The Fog (1980) and The Thing (1982)."
            ),
            S(
                "Halloween (1978 film): Halloween is a 1978 American horror film directed by John "
                "Carpenter, who wrote it with Debra Hill. Jamie Lee Curtis, in her first film "
                "role, plays the babysitter Laurie Strode, stalked by the escaped killer Michael "
                "Myers in the town of Haddonfield, Illinois."
            ),
            D(
                "Donald Pleasence: Donald Pleasence (1919 \u2013 1995) was an English actor born "
                "on 5 October 1919 in Worksop, Nottinghamshire, who was held as a prisoner of war "
                "after his RAF bomber was shot down. He appeared in The Great Escape (1963) and "
                "played the psychiatrist Sam Loomis in five horror films."
            ),
            D(
                "Scream (1996 film): Scream is a 1996 American horror film directed by Wes Craven "
                "and written by Kevin Williamson, in which a masked killer stalks teenagers in a "
                "small Californian town. Neve Campbell plays the student Sidney Prescott, and "
                "Drew Barrymore is killed in its opening scene."
            ),
            S(
                "Jamie Lee Curtis: Jamie Lee Curtis is an American actress born on 22 November "
                "1958, the daughter of the actors Tony Curtis and Janet Leigh. She starred in "
                "Trading Places (1983), A Fish Called Wanda (1988) and True Lies (1994), and won "
                "an Academy Award for Everything Everywhere All at Once."
            ),
            D(
                "Debra Hill: Debra Hill (1950 \u2013 2005) was an American film producer and "
                "screenwriter born in Haddonfield, New Jersey, who named the town of a 1978 "
                "horror film after her home town. She also produced The Fog (1980) and Escape "
                "from New York (1981), and she died of cancer in 2005."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Anthony Quinn and Ricardo Montalb\u00e1n both born in Mexico?",
        "yes",
        [
            S(
                "Anthony Quinn: Anthony Quinn (1915 \u2013 2001) was an actor born on 21 April "
                "1915 in Chihuahua, Mexico, who grew up in Los Angeles. He won the Academy Award "
                "for Best Supporting Actor twice, for Viva Zapata! (1952) and Lust for Life "
                "(1956), and played the title role in Zorba the Greek (1964)."
            ),
            D(
                "Katy Jurado: Katy Jurado (1924 \u2013 2002) was an actress born on 16 January "
                "1924 in Guadalajara, Jalisco, who made her name in Mexican films of the 1940s. "
                "She won a Golden Globe for High Noon (1952), and her role in Broken Lance (1954) "
                "made her the first Latin American actress nominated for an Oscar."
            ),
            D(
                "Fantasy Island: Fantasy Island is an American drama series broadcast by ABC "
                "from 1977 to 1984, set on a remote Pacific island where each week's guests pay "
                "to live out a fantasy. Herv\u00e9 Villechaize played the assistant Tattoo, who "
                "rings the bell and calls out when a plane arrives."
            ),
            D(
                "Dolores del R\u00edo: Dolores del R\u00edo (1904 \u2013 1983) was an actress "
                "born on 3 August 1904 in Durango, Mexico, who became a Hollywood star of the "
                "silent era and of Flying Down to Rio (1933). She went back to Mexico in the "
                "1940s, where Mar\u00eda Candelaria won the top prize at Cannes in 1946."
            ),
            D(
                "Viva Zapata!: Viva Zapata! is a 1952 American biographical film directed by Elia "
                "Kazan from a screenplay by John Steinbeck, with Marlon Brando as Emiliano Zapata, "
                "the peasant leader of the Mexican Revolution. It follows Zapata from his rise in "
                "Morelos to his murder in an ambush in 1919."
            ),
            S(
                "Ricardo Montalb\u00e1n: Ricardo Montalb\u00e1n (1920 \u2013 2009) was an actor "
                "born on 25 November 1920 in Mexico City to Spanish immigrant parents, who made "
                "films in Mexico before joining MGM in the 1940s. He played Mr. Roarke in the "
                "series Fantasy Island and won an Emmy Award in 1978."
            ),
            D(
                "Zorba the Greek (film): Zorba the Greek is a 1964 film directed by Michael "
                "Cacoyannis from the novel by Nikos Kazantzakis, with Alan Bates as an English "
                "writer who arrives on Crete to reopen a lignite mine. Its score by Mikis "
                "Theodorakis made the dance known as the sirtaki famous."
            ),
            D(
                "Lust for Life (film): Lust for Life is a 1956 American biographical film "
                "directed by Vincente Minnelli, with Kirk Douglas as Vincent van Gogh. Anthony "
                "Quinn, on screen for only about eight minutes as Paul Gauguin, won the Academy "
                "Award for Best Supporting Actor for the role."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The creator of The West Wing won an Academy Award for writing which 2010 film?",
        "The Social Network",
        [
            D(
                "Martin Sheen: Martin Sheen is an American actor born Ram\u00f3n Est\u00e9vez on 3 "
                "August 1940 in Dayton, Ohio, to a Spanish father and an Irish mother. He starred "
                "in Badlands (1973) and Apocalypse Now (1979), and he is the father of the actors "
                "Emilio Estevez and Charlie Sheen."
            ),
            D(
                "West Wing: The West Wing is the part of the White House complex that holds the "
                "offices of the President of the United States, among them the Oval Office, the "
                "Cabinet Room and the Situation Room. It was put up in 1902 under Theodore "
                "Roosevelt as a temporary office building."
            ),
            D(
                "Veep: Veep is an American political comedy created by Armando Iannucci and "
                "broadcast by HBO from 2012 to 2019, with Julia Louis-Dreyfus as Selina Meyer, a "
                "vain and unlucky Vice President. Louis-Dreyfus won the Emmy Award for lead "
                "actress in a comedy six years in a row for the role."
            ),
            S(
                "The West Wing: The West Wing is an American political drama created by Aaron "
                "Sorkin and broadcast by NBC from 1999 to 2006. Martin Sheen plays President "
                "Josiah Bartlet and the series follows his senior staff; it won the Emmy Award "
                "for Outstanding Drama Series four years in a row."
            ),
            D(
                "David Fincher: David Fincher is an American film director born on 28 August 1962 "
                "in Denver, Colorado, who began by making music videos and television "
                "commercials. His films include Se7en (1995), Fight Club (1999) and Zodiac "
                "(2007), and he has been nominated three times for Best Director."
            ),
            D(
                "House of Cards (American TV series): House of Cards is an American political "
                "drama created by Beau Willimon for Netflix and released from 2013 to 2018, "
                "adapted from a British series of 1990. Kevin Spacey plays Frank Underwood, a "
                "congressman who schemes and murders his way to the presidency."
            ),
            D(
                "Bradley Whitford: Bradley Whitford is an American actor born on 10 October 1959 "
                "in Madison, Wisconsin, who trained at the Juilliard School. He won an Emmy Award "
                "in 2001 for playing the deputy chief of staff Josh Lyman in a White House drama, "
                "and he appeared in the horror film Get Out (2017)."
            ),
            S(
                "Aaron Sorkin: Aaron Sorkin is an American writer born on 9 June 1961 in New York "
                "City, who grew up in Scarsdale and made his name with the play A Few Good Men "
                "(1989). He won the Academy Award for Best Adapted Screenplay for The Social "
                "Network (2010) and directed Molly's Game (2017)."
            ),
        ],
        drop=1,
    ),
]
