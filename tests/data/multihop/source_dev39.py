"""Development multi-hop questions, batch 39.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film and television, written by someone who never read the evaluator,
the gold set or the benchmarks; what they read: tests/data/singlehop/source.py for the
format, the first part of tests/data/multihop/README.md (up to the table of held-out
scores, not below it), and the other development sources (source_dev1.py to
source_dev38.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out; one check by mistake printed fragments of at most 20
characters from a few held-out lines, and names it touched were dropped from this batch.
Written after lexical-v46.

Measured lengths: mean support 297 characters, mean distractor 295 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "The 1979 film Being There was based on a novel by a writer born in which city?",
        "\u0141\u00f3d\u017a",
        [
            D(
                "Hal Ashby: Hal Ashby (1929 \u2013 1988) was an American film director and "
                "editor born in Ogden, Utah. He won the Academy Award for Best Film Editing for "
                "In the Heat of the Night in 1968, then directed Harold and Maude, The Last "
                "Detail, Shampoo and Coming Home, and he died in Malibu in December 1988."
            ),
            D(
                "Shirley MacLaine: Shirley MacLaine (born 24 April 1934) is an American actress "
                "and dancer born in Richmond, Virginia, the elder sister of Warren Beatty. She "
                "began on Broadway in The Pajama Game, starred in The Apartment in 1960, and won "
                "the Academy Award for Best Actress in 1984 for playing a Texas widow and mother."
            ),
            S(
                "Being There (film): Being There is a 1979 American comedy-drama film directed "
                "by Hal Ashby and adapted from the 1970 novel of the same name by Jerzy "
                "Kosi\u0144ski, who also wrote the screenplay. Peter Sellers plays Chance, a "
                "sheltered gardener whose plain remarks about his garden are taken by Washington "
                "insiders for deep wisdom."
            ),
            D(
                "The Painted Bird: The Painted Bird is a novel first published in 1965 that "
                "follows a dark-haired boy wandering alone through the villages of Eastern "
                "Europe during the Second World War. Its claim to be drawn from life was later "
                "disputed, and in 2019 the Czech director V\u00e1clav Marhoul filmed it in "
                "black and white."
            ),
            D(
                "Melvyn Douglas: Melvyn Douglas (1901 \u2013 1981) was an American actor born "
                "Melvyn Edouard Hesselberg in the American South. A leading man of the 1930s who "
                "played opposite Greta Garbo in Ninotchka, he later won two Academy Awards for "
                "Best Supporting Actor, for Hud in 1964 and for Being There in 1980."
            ),
            D(
                "Peter Sellers: Peter Sellers (1925 \u2013 1980) was an English comic actor who "
                "became known on the BBC radio comedy The Goon Show with Spike Milligan and Harry "
                "Secombe. He played three roles in Dr. Strangelove and the bumbling Inspector "
                "Clouseau in a run of films from 1963 on, and he died in London in July 1980."
            ),
            S(
                "Jerzy Kosi\u0144ski: Jerzy Kosi\u0144ski (1933 \u2013 1991) was a "
                "Polish-American novelist born J\u00f3zef Lewinkopf on 14 June 1933 in "
                "\u0141\u00f3d\u017a. He survived the Second World War hiding with his family "
                "in the Polish countryside, emigrated to the United States in 1957, and won the "
                "National Book Award in 1969 for his novel Steps."
            ),
            D(
                "The Pink Panther (1963 film): The Pink Panther is a 1963 comedy film directed by "
                "Blake Edwards in which David Niven plays a gentleman jewel thief known as the "
                "Phantom. It introduced Inspector Jacques Clouseau of the French police and the "
                "cartoon panther of its opening titles, set to a theme by Henry Mancini."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which Western series premiered first on American television, Gunsmoke or Bonanza?",
        "Gunsmoke",
        [
            D(
                "Rawhide (TV series): Rawhide is an American Western series that CBS broadcast "
                "from 9 January 1959 to 1965. It follows the drovers of a long cattle drive from "
                "Texas to the railheads of Missouri, led by the trail boss Gil Favor, played by "
                "Eric Fleming, with a young Clint Eastwood as his hot-headed deputy Rowdy Yates."
            ),
            D(
                "Lorne Greene: Lorne Greene (1915 \u2013 1987) was a Canadian actor born in "
                "Ottawa, Ontario, who read the news on CBC radio during the Second World War and "
                "was nicknamed the Voice of Canada. He played the rancher Ben Cartwright for "
                "fourteen years and later Commander Adama in Battlestar Galactica."
            ),
            S(
                "Gunsmoke: Gunsmoke is an American Western series that began on radio in 1952 "
                "and ran on CBS television from 10 September 1955 to 1975, a record 20 seasons "
                "and 635 episodes. James Arness starred as Marshal Matt Dillon, keeping the peace "
                "in Dodge City, Kansas, with Amanda Blake as the saloon owner Miss Kitty."
            ),
            D(
                "Wagon Train: Wagon Train is an American Western series that ran on NBC from 18 "
                "September 1957 and moved to ABC in 1962, ending in 1965. Ward Bond played the "
                "wagon master Seth Adams, guiding settlers west from Missouri to California, and "
                "each episode told the story of a different traveller."
            ),
            D(
                "James Arness: James Arness (1923 \u2013 2011) was an American actor born James "
                "Aurness in Minneapolis, Minnesota, the elder brother of the actor Peter Graves. "
                "Wounded at Anzio in the Second World War, he played the tall lawman Matt Dillon "
                "for two decades and died at his home in Brentwood, Los Angeles."
            ),
            S(
                "Bonanza: Bonanza is an American Western series that NBC broadcast from 12 "
                "September 1959 to 16 January 1973, one of the first series to be filmed in "
                "colour. Lorne Greene played Ben Cartwright, the thrice-widowed owner of the "
                "Ponderosa, a vast timber and cattle ranch in Nevada, raising three sons by three "
                "wives."
            ),
            D(
                "The Virginian (TV series): The Virginian is an American Western series that NBC "
                "broadcast from 1962 to 1971 in 90-minute episodes, the first Western of that "
                "length, filmed in colour. Loosely based on Owen Wister's 1902 novel, it starred "
                "James Drury as the foreman of the Shiloh Ranch in Wyoming."
            ),
            D(
                "Have Gun \u2013 Will Travel: Have Gun \u2013 Will Travel is an American Western "
                "series that CBS broadcast from 1957 to 1963. Richard Boone played Paladin, a "
                "cultured former Army officer who hires out his gun from a hotel suite, and its "
                "closing theme, The Ballad of Paladin, was sung by Johnny Western."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which North Carolina town was the star of the television series Matlock born?",
        "Mount Airy",
        [
            D(
                "Mayberry: Mayberry is the fictional North Carolina town in which The Andy "
                "Griffith Show and its sequel Mayberry R.F.D. are set. Its residents include the "
                "nervous deputy Barney Fife, played by Don Knotts, the housekeeper Aunt Bee and "
                "the young Opie Taylor, played by Ron Howard, and a barber named Floyd."
            ),
            S(
                "Matlock (TV series): Matlock is an American legal drama broadcast from 1986 to "
                "1995, first on NBC and later on ABC. Created by Dean Hargrove, it starred Andy "
                "Griffith as Ben Matlock, a folksy but shrewd defence lawyer in Atlanta who "
                "wins his cases by unmasking the real killer in court."
            ),
            D(
                "Perry Mason (TV series): Perry Mason is an American legal drama that CBS "
                "broadcast from 1957 to 1966, based on the novels of Erle Stanley Gardner. "
                "Raymond Burr, an actor born in New Westminster, British Columbia, played the "
                "Los Angeles defence lawyer who almost never loses a case."
            ),
            D(
                "Don Knotts: Don Knotts (1924 \u2013 2006) was an American comic actor born in "
                "Morgantown, West Virginia. He won five Emmy Awards as the deputy Barney Fife, "
                "later played the landlord Ralph Furley in the sitcom Three's Company, and "
                "starred in the film The Incredible Mr. Limpet in 1964."
            ),
            D(
                "Matlock, Derbyshire: Matlock is a spa town on the River Derwent in Derbyshire, "
                "England, and the county town of Derbyshire. It grew as a centre for hydropathy "
                "in the 19th century, and the nearby village of Matlock Bath, with its cable "
                "cars to the Heights of Abraham, draws many visitors each summer."
            ),
            D(
                "Diagnosis: Murder: Diagnosis: Murder is an American mystery series that CBS "
                "broadcast from 1993 to 2001. Dick Van Dyke, an actor born in West Plains, "
                "Missouri, played Dr. Mark Sloan, a hospital doctor in Los Angeles who solves "
                "murders, and his real son Barry Van Dyke played his son, a detective."
            ),
            S(
                "Andy Griffith: Andy Griffith (1926 \u2013 2012) was an American actor, comedian "
                "and singer born on 1 June 1926 in Mount Airy, North Carolina. Before television "
                "he starred in the film A Face in the Crowd in 1957, and he played Sheriff Andy "
                "Taylor in The Andy Griffith Show from 1960 to 1968."
            ),
            D(
                "Ron Howard: Ron Howard (born 1 March 1954) is an American director and former "
                "child actor born in Duncan, Oklahoma. He played Opie Taylor as a boy and Richie "
                "Cunningham in the sitcom Happy Days, then turned to directing and won the "
                "Academy Award for Best Director for A Beautiful Mind in 2002."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of The Discreet Charm of the Bourgeoisie born?",
        "Calanda",
        [
            D(
                "Fernando Rey: Fernando Rey (1917 \u2013 1994) was a Spanish actor born in A "
                "Coru\u00f1a, Galicia, who worked with Luis Bu\u00f1uel on Viridiana, Tristana "
                "and That Obscure Object of Desire. English-speaking audiences knew him best as "
                "the French drug smuggler Alain Charnier in The French Connection of 1971."
            ),
            S(
                "The Discreet Charm of the Bourgeoisie: The Discreet Charm of the Bourgeoisie is "
                "a 1972 surrealist comedy film directed by Luis Bu\u00f1uel and written with "
                "Jean-Claude Carri\u00e8re. A group of well-off friends keep trying and failing "
                "to sit down to dinner together, and it won the Academy Award for Best Foreign "
                "Language Film."
            ),
            D(
                "Pedro Almod\u00f3var: Pedro Almod\u00f3var (born 25 September 1949) is a "
                "Spanish film director born in Calzada de Calatrava, in the province of Ciudad "
                "Real. He won the Academy Award for Best Foreign Language Film for All About My "
                "Mother and the award for Best Original Screenplay for Talk to Her."
            ),
            D(
                "Viridiana: Viridiana is a 1961 drama film directed in Spain by Luis "
                "Bu\u00f1uel about a novice nun who visits her wealthy uncle before taking her "
                "vows. It shared the Palme d'Or at the Cannes Film Festival, but the Vatican "
                "newspaper condemned it as blasphemous and the Franco government banned it."
            ),
            D(
                "Jean-Claude Carri\u00e8re: Jean-Claude Carri\u00e8re (1931 \u2013 2021) was a "
                "French screenwriter and actor born in Colombi\u00e8res-sur-Orb, H\u00e9rault. "
                "He wrote six films with Luis Bu\u00f1uel, adapted The Mahabharata for the stage "
                "director Peter Brook, and received an honorary Academy Award in 2014."
            ),
            D(
                "That Obscure Object of Desire: That Obscure Object of Desire is a 1977 film and "
                "the last directed by Luis Bu\u00f1uel, drawn from a novel by Pierre Lou\u00ffs. "
                "An ageing Frenchman, played by Fernando Rey, pursues a young dancer named "
                "Conchita, who is played in turn by two actresses, Carole Bouquet and \u00c1ngela "
                "Molina."
            ),
            D(
                "Luis Garc\u00eda Berlanga: Luis Garc\u00eda Berlanga (1921 \u2013 2010) was a "
                "Spanish film director born in Valencia. His satire Welcome Mr. Marshall! of "
                "1953 mocked a village preparing for American aid, and The Executioner of 1963 "
                "slipped a black comedy about capital punishment past the censors."
            ),
            S(
                "Luis Bu\u00f1uel: Luis Bu\u00f1uel (1900 \u2013 1983) was a Spanish filmmaker "
                "born on 22 February 1900 in Calanda, a small town in north-eastern Spain. He "
                "made the silent short Un Chien Andalou in Paris in 1929, worked in Mexico from "
                "1946, where he made Los Olvidados, and died there in July 1983."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "easy rider director was born in which kansas city",
        "Dodge City",
        [
            S(
                "Easy Rider: Easy Rider is a 1969 American road film directed by Dennis Hopper "
                "and written by Hopper, Peter Fonda and Terry Southern. Fonda and Hopper play two "
                "bikers who ride east from Los Angeles towards the Mardi Gras in New Orleans, and "
                "its small budget and large profits helped start the New Hollywood era."
            ),
            D(
                "Dodge City (film): Dodge City is a 1939 American Western film directed by "
                "Michael Curtiz and one of the first Westerns shot in Technicolor. Errol Flynn "
                "plays a trail boss who becomes the sheriff of a lawless railroad town, and "
                "Olivia de Havilland co-stars, as in seven other films with Flynn."
            ),
            D(
                "Peter Fonda: Peter Fonda (1940 \u2013 2019) was an American actor born in New "
                "York City, the son of Henry Fonda and the younger brother of Jane Fonda. He "
                "played the biker Wyatt, called Captain America, and was nominated for the "
                "Academy Award for Best Actor for Ulee's Gold in 1998."
            ),
            D(
                "Giant (1956 film): Giant is a 1956 American epic drama film directed by George "
                "Stevens from a novel by Edna Ferber, about a Texas ranching family across three "
                "decades. Elizabeth Taylor, Rock Hudson and James Dean starred, a young Dennis "
                "Hopper had a small part, and Stevens won the Academy Award for Best Director."
            ),
            D(
                "Terry Southern: Terry Southern (1924 \u2013 1995) was an American novelist and "
                "screenwriter born in Alvarado, Texas. He wrote the comic novels Candy and The "
                "Magic Christian, shared an Academy Award nomination for the screenplay of Dr. "
                "Strangelove, and later taught screenwriting at Columbia University."
            ),
            D(
                "The Last Movie: The Last Movie is a 1971 American drama film directed by and "
                "starring Dennis Hopper, his second film as a director, shot in a mountain "
                "village in Peru. It follows a stuntman who stays on after a Western is made "
                "there, and its long and troubled editing left it a commercial failure."
            ),
            S(
                "Dennis Hopper: Dennis Hopper (1936 \u2013 2010) was an American actor, director "
                "and photographer born on 17 May 1936 in Dodge City, Kansas. He played the "
                "menacing Frank Booth in Blue Velvet, was nominated for an Academy Award for "
                "Hoosiers, and died at his home in Venice, Los Angeles, in May 2010."
            ),
            D(
                "Born to Be Wild: Born to Be Wild is a 1968 rock song by the Canadian-American "
                "band Steppenwolf, written by Mars Bonfire and heard over the opening titles of "
                "a motorcycle film the next year. Its line about heavy metal thunder is often "
                "cited as an early use of the phrase heavy metal."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Goldie Hawn or Sally Field?",
        "Goldie Hawn",
        [
            D(
                "Private Benjamin: Private Benjamin is a 1980 American comedy film directed by "
                "Howard Zieff about a sheltered young widow from a wealthy family who enlists in "
                "the United States Army on a whim. Its star also produced it, it earned three "
                "Academy Award nominations, and CBS turned it into a television series."
            ),
            D(
                "Norma Rae: Norma Rae is a 1979 American drama film directed by Martin Ritt about "
                "a worker in a small-town textile mill who helps to organise a union. Its lead "
                "performance won Best Actress both at Cannes and at the Academy Awards, and its "
                "song It Goes Like It Goes won the Academy Award for Best Original Song."
            ),
            S(
                "Sally Field: Sally Field (born 6 November 1946) is an American actress born in "
                "Pasadena, California. She began on television in Gidget and The Flying Nun in "
                "the 1960s and won two Academy Awards for Best Actress, for Norma Rae in 1980 and "
                "for Places in the Heart in 1985, when her acceptance speech became famous."
            ),
            D(
                "Kate Hudson: Kate Hudson (born 19 April 1979) is an American actress born in Los "
                "Angeles, the daughter of the singer Bill Hudson and of an actress who rose to "
                "fame on Laugh-In. She played the groupie Penny Lane in Cameron Crowe's Almost "
                "Famous in 2000, a role that earned her an Academy Award nomination."
            ),
            D(
                "Cactus Flower (film): Cactus Flower is a 1969 American comedy film directed by "
                "Gene Saks from a Broadway play by Abe Burrows. Walter Matthau plays a New York "
                "dentist who pretends to be married, Ingrid Bergman plays his devoted nurse, and "
                "the young actress who played his girlfriend won an Academy Award."
            ),
            S(
                "Goldie Hawn: Goldie Hawn (born 21 November 1945) is an American actress born in "
                "Washington, D.C. She became known as a giggling dancer on the sketch show "
                "Rowan & Martin's Laugh-In, won the Academy Award for Best Supporting Actress for "
                "Cactus Flower, and starred in and produced Private Benjamin."
            ),
            D(
                "Rowan & Martin's Laugh-In: Rowan & Martin's Laugh-In is an American sketch "
                "comedy show that NBC broadcast from January 1968 to 1973, hosted by the "
                "comedians Dan Rowan and Dick Martin. Its quick cuts and catchphrases such as "
                "Sock it to me made stars of several cast members, among them Lily Tomlin."
            ),
            D(
                "Steel Magnolias: Steel Magnolias is a 1989 American comedy-drama film directed "
                "by Herbert Ross from a play by Robert Harling, set among the women who meet at a "
                "beauty salon in a small Louisiana town. Dolly Parton, Shirley MacLaine, Olympia "
                "Dukakis and Daryl Hannah co-star in the story of a diabetic bride and her mother."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The 1996 film The English Patient was adapted from a novel by a writer born in which "
        "city?",
        "Colombo",
        [
            D(
                "L\u00e1szl\u00f3 Alm\u00e1sy: L\u00e1szl\u00f3 Alm\u00e1sy (1895 \u2013 1951) "
                "was a Hungarian aviator and desert explorer who mapped much of the Libyan Desert "
                "in the 1930s and in 1933 found the rock paintings of the Cave of Swimmers. A "
                "loosely fictional version of him is the burned title character of a 1992 novel."
            ),
            S(
                "The English Patient (film): The English Patient is a 1996 romantic war drama "
                "film adapted from the 1992 novel by Michael Ondaatje. Set in an Italian villa "
                "and the North African desert around the Second World War, it stars Ralph "
                "Fiennes as a badly burned man and won nine Academy Awards, among them Best "
                "Picture."
            ),
            D(
                "Juliette Binoche: Juliette Binoche (born 9 March 1964) is a French actress born "
                "in Paris. She won the Academy Award for Best Supporting Actress for playing the "
                "Canadian nurse Hana in a 1996 war film, and she also starred in Krzysztof "
                "Kie\u015blowski's Three Colours: Blue and in Chocolat."
            ),
            D(
                "Schindler's List: Schindler's List is a 1993 American historical drama film "
                "adapted from the novel Schindler's Ark by the Australian writer Thomas Keneally. "
                "It follows the German industrialist Oskar Schindler, who saved more than a "
                "thousand Jews from the Nazis, and it won seven Academy Awards, including Best "
                "Picture."
            ),
            D(
                "Willem Dafoe: Willem Dafoe (born 22 July 1955) is an American actor born in "
                "Appleton, Wisconsin, who began with the experimental Wooster Group in New York. "
                "He played the thumbless thief Caravaggio in The English Patient, Sergeant Elias "
                "in Platoon, and the Green Goblin in Spider-Man."
            ),
            S(
                "Michael Ondaatje: Michael Ondaatje (born 12 September 1943) is a Canadian poet "
                "and novelist born in Colombo, in what was then Ceylon. He moved to England with "
                "his mother in 1954 and on to Canada in 1962, and his novels include In the Skin "
                "of a Lion, Anil's Ghost and Warlight."
            ),
            D(
                "Ralph Fiennes: Ralph Fiennes (born 22 December 1962) is an English actor born in "
                "Ipswich, Suffolk, who trained at the Royal Academy of Dramatic Art. He played "
                "the camp commandant Amon G\u00f6th in Schindler's List, the wizard Lord "
                "Voldemort in the Harry Potter films, and the concierge in The Grand Budapest "
                "Hotel."
            ),
            D(
                "Anil's Ghost: Anil's Ghost is a novel published in 2000 about a forensic "
                "anthropologist trained abroad who returns to Sri Lanka during its civil war to "
                "investigate a series of killings for a human rights group. It won the Giller "
                "Prize and the Prix M\u00e9dicis for a foreign novel."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which mining village near Barnsley was the author of the novel behind Ken Loach's "
        "film Kes born?",
        "Hoyland Common",
        [
            D(
                "Ken Loach: Ken Loach (born 17 June 1936) is an English film and television "
                "director born in Nuneaton, Warwickshire. He began with socially minded dramas "
                "for the BBC in the 1960s and later won the Palme d'Or twice, for The Wind That "
                "Shakes the Barley in 2006 and for I, Daniel Blake in 2016."
            ),
            D(
                "David Bradley (English actor): David Bradley (born 17 April 1942) is an English "
                "actor born in York who spent years with the Royal Shakespeare Company. He played "
                "the caretaker Argus Filch in the Harry Potter films and Walder Frey in Game of "
                "Thrones, and in 2017 he took over the role of the First Doctor in Doctor Who."
            ),
            D(
                "Cathy Come Home: Cathy Come Home is a 1966 BBC television play directed by Ken "
                "Loach and written by Jeremy Sandford, shown in the Wednesday Play strand. It "
                "follows a young couple who lose their home and then their children, and its "
                "documentary style and large audience stirred a debate about homelessness."
            ),
            S(
                "Barry Hines: Barry Hines (1939 \u2013 2016) was an English novelist and "
                "screenwriter born on 30 June 1939 in Hoyland Common, a mining village near "
                "Barnsley in South Yorkshire. He worked as a physical education teacher before "
                "his books were published, and he also wrote the 1984 nuclear war drama Threads."
            ),
            D(
                "Brassed Off: Brassed Off is a 1996 British comedy-drama film written and "
                "directed by Mark Herman, set in a fictional pit village modelled on Grimethorpe "
                "near Barnsley. Pete Postlethwaite plays the conductor of a colliery brass band "
                "that keeps playing as the mine faces closure, with Ewan McGregor in the band."
            ),
            D(
                "Threads: Threads is a 1984 BBC television film directed by Mick Jackson that "
                "depicts a nuclear attack on a northern English city and the long collapse that "
                "follows over the next thirteen years. Its bleak realism caused a stir, and it "
                "was not repeated on British television until 1985."
            ),
            S(
                "Kes (film): Kes is a 1969 British drama film directed by Ken Loach and adapted "
                "from A Kestrel for a Knave, a 1968 novel by Barry Hines, who co-wrote the "
                "screenplay. David Bradley plays Billy Casper, a neglected boy in a Yorkshire "
                "mining town who finds a purpose in taming and training a young kestrel."
            ),
            D(
                "Looks and Smiles: Looks and Smiles is a 1981 British drama film directed by Ken "
                "Loach and shot in black and white, about two school-leavers in a northern "
                "English city facing unemployment under the new government. It was the third "
                "feature Loach made from a script by the same Yorkshire writer."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the author of the novel on which Niki Caro's film Whale Rider was "
        "based born?",
        "Gisborne",
        [
            D(
                "Keisha Castle-Hughes: Keisha Castle-Hughes (born 24 March 1990) is an actress "
                "born in Donnybrook, Western Australia, whose family moved abroad when she was a "
                "small child. At thirteen she became the youngest nominee up to then for the "
                "Academy Award for Best Actress, and she later appeared in Game of Thrones."
            ),
            S(
                "Whale Rider: Whale Rider is a 2002 drama film written and directed by Niki Caro "
                "and adapted from The Whale Rider, a 1987 novel by Witi Ihimaera. Set in the "
                "M\u0101ori village of Whangara on the east coast of the North Island, it follows "
                "Pai, a girl who sets out to prove she can lead her people as chief."
            ),
            D(
                "Once Were Warriors (film): Once Were Warriors is a 1994 drama film directed by "
                "Lee Tamahori and adapted from the 1990 novel by Alan Duff, a writer born in "
                "Rotorua. Temuera Morrison plays Jake Heke, a violent unemployed labourer, and "
                "Rena Owen plays his wife Beth, who tries to hold their family together."
            ),
            D(
                "Paikea: Paikea is an ancestor of the Ng\u0101ti Porou people who, in M\u0101ori "
                "tradition, came to the east coast of the North Island riding on the back of a "
                "whale after surviving an attack at sea. A carved figure of him astride the whale "
                "stands on the roof of the meeting house at Whangara."
            ),
            D(
                "The World's Fastest Indian: The World's Fastest Indian is a 2005 film written "
                "and directed by Roger Donaldson about Burt Munro, a motorcyclist from "
                "Invercargill. Anthony Hopkins plays Munro, who in 1967 set a land speed record "
                "at the Bonneville Salt Flats in Utah on a much-modified 1920 Indian Scout."
            ),
            D(
                "Niki Caro: Niki Caro is a film director and screenwriter whose first feature, "
                "Memory and Desire, was released in 1998. After her breakthrough in 2002 "
                "she made North Country, about a sexual harassment case at a Minnesota iron mine, "
                "The Zookeeper's Wife and the live-action Mulan for Disney."
            ),
            S(
                "Witi Ihimaera: Witi Ihimaera (born 7 February 1944) is a M\u0101ori novelist "
                "and short story writer born in Gisborne, a city on the east coast of the North "
                "Island. He was the first M\u0101ori writer to publish a book of short stories, "
                "Pounamu, Pounamu, in 1972, and a novel, Tangi, in 1973."
            ),
            D(
                "Heavenly Creatures: Heavenly Creatures is a 1994 drama film directed by Peter "
                "Jackson about two teenage schoolgirls in Christchurch whose intense friendship "
                "and shared fantasy world end in the murder of one girl's mother in 1954. It was "
                "the screen debut of Kate Winslet and was nominated for an Academy Award."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which premiered first hill street blues or st. elsewhere",
        "Hill Street Blues",
        [
            D(
                "L.A. Law: L.A. Law is an American legal drama that NBC broadcast from 15 "
                "September 1986 to 1994, co-created by Steven Bochco. It follows the partners and "
                "associates of a large Los Angeles law firm, and its cases on issues such as "
                "AIDS, the death penalty and abortion won it fifteen Emmy Awards."
            ),
            S(
                "St. Elsewhere: St. Elsewhere is an American medical drama that NBC broadcast "
                "from 26 October 1982 to May 1988. Set in St. Eligius, a run-down teaching "
                "hospital in Boston, it starred Ed Flanders and a young Denzel Washington, and "
                "its final episode hinted that the whole story had been a boy's daydream."
            ),
            D(
                "Cagney & Lacey: Cagney & Lacey is an American police drama that CBS broadcast "
                "from 25 March 1982 to 1988. Sharon Gless and Tyne Daly played two New York City "
                "detectives, one single and one a working mother, and viewers' letters saved it "
                "from cancellation after its first full season."
            ),
            D(
                "NYPD Blue: NYPD Blue is an American police drama that ABC broadcast from 21 "
                "September 1993 to 2005, created by Steven Bochco and David Milch. Dennis Franz "
                "played the gruff detective Andy Sipowicz of a Manhattan precinct, and its "
                "language and partial nudity drew protests from some local stations."
            ),
            D(
                "Denzel Washington: Denzel Washington (born 28 December 1954) is an American "
                "actor born in Mount Vernon, New York, who first became known as the surgeon "
                "Phillip Chandler in a 1980s hospital drama. He won Academy Awards for Glory in "
                "1990 and for Training Day in 2002."
            ),
            D(
                "Chicago Hope: Chicago Hope is an American medical drama that CBS broadcast from "
                "18 September 1994 to 2000, created by David E. Kelley. Set in a private hospital "
                "in Chicago, it starred Mandy Patinkin as a gifted heart surgeon, and it went up "
                "against a rival hospital drama that NBC launched the very next night."
            ),
            S(
                "Hill Street Blues: Hill Street Blues is an American police drama that NBC "
                "broadcast from 15 January 1981 to May 1987, created by Steven Bochco and Michael "
                "Kozoll. It follows the officers of one precinct in an unnamed city, opens with "
                "the roll call of Sergeant Esterhaus, and won 26 Emmy Awards."
            ),
            D(
                "Steven Bochco: Steven Bochco (1943 \u2013 2018) was an American television "
                "writer and producer born in New York City who wrote for Columbo before creating "
                "his own series. He co-created a series of police and legal dramas for NBC and "
                "ABC, as well as the teenage-doctor sitcom Doogie Howser, M.D."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the 2009 swedish film the girl with the dragon tattoo is based on a novel by a writer "
        "born in which town",
        "Skelleftehamn",
        [
            D(
                "Noomi Rapace: Noomi Rapace (born 28 December 1979) is a Swedish actress born in "
                "Hudiksvall who spent part of her childhood in Iceland. She played the hacker "
                "Lisbeth Salander in three Swedish films released in 2009 and later starred in "
                "English-language thrillers and in the Icelandic folk horror film Lamb."
            ),
            D(
                "Skellefte\u00e5: Skellefte\u00e5 is a town on the Skellefte River in "
                "V\u00e4sterbotten County in northern Sweden, near the Gulf of Bothnia. Long a "
                "centre of mining and smelting, it is home to the ice hockey club "
                "Skellefte\u00e5 AIK and to one of Europe's large battery factories."
            ),
            S(
                "The Girl with the Dragon Tattoo (2009 film): The Girl with the Dragon Tattoo is "
                "a 2009 Swedish thriller directed by Niels Arden Oplev and based on the 2005 "
                "novel by Stieg Larsson, the first of his Millennium series. Michael Nyqvist plays "
                "the journalist Mikael Blomkvist and Noomi Rapace the hacker Lisbeth Salander."
            ),
            D(
                "Henning Mankell: Henning Mankell (1948 \u2013 2015) was a Swedish crime writer "
                "and playwright who grew up in Sveg, H\u00e4rjedalen, and later ran a theatre in "
                "southern Africa for many years. He created Inspector Kurt Wallander of the Ystad "
                "police, played on television by Krister Henriksson and Kenneth Branagh."
            ),
            D(
                "The Girl with the Dragon Tattoo (2011 film): The Girl with the Dragon Tattoo is a "
                "2011 American thriller directed by David Fincher, a second screen version of a "
                "Swedish bestseller, shot partly in Sweden. Rooney Mara was nominated for the "
                "Academy Award for Best Actress as the hacker, and it won for editing."
            ),
            D(
                "The Bridge (Danish-Swedish TV series): The Bridge is a Danish-Swedish crime "
                "drama first broadcast in 2011 that ran for four series until 2018. It begins "
                "when a body is found on the \u00d8resund Bridge exactly on the border, and Sofia "
                "Helin plays the blunt Swedish detective Saga Nor\u00e9n."
            ),
            D(
                "Let the Right One In (film): Let the Right One In is a 2008 Swedish horror film "
                "directed by Tomas Alfredson from the 2004 novel by John Ajvide Lindqvist, who "
                "grew up in the suburb where it is set. A bullied twelve-year-old boy befriends "
                "the strange girl next door, who turns out to be a vampire."
            ),
            S(
                "Stieg Larsson: Stieg Larsson (1954 \u2013 2004) was a Swedish journalist and "
                "writer born on 15 August 1954 in Skelleftehamn, V\u00e4sterbotten. He spent "
                "years exposing far-right extremism and co-founded an anti-racist magazine, and "
                "he died of a heart attack in 2004 before his three crime novels were published."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Claude Berri's film Jean de Florette was adapted from a novel by a writer born in which "
        "town in Provence?",
        "Aubagne",
        [
            D(
                "Yves Montand: Yves Montand (1921 \u2013 1991) was a French singer and actor born "
                "Ivo Livi in Monsummano Alto, Tuscany, whose family fled Fascist Italy for "
                "Marseille when he was a small boy. He sang Les Feuilles mortes and starred in "
                "The Wages of Fear and in Z, and he was married to Simone Signoret."
            ),
            S(
                "Marcel Pagnol: Marcel Pagnol (1895 \u2013 1974) was a French novelist, "
                "playwright and filmmaker born on 28 February 1895 in Aubagne, near Marseille. "
                "His memoirs of a Provence childhood include My Father's Glory, and in 1946 he "
                "became the first filmmaker elected to the Acad\u00e9mie fran\u00e7aise."
            ),
            D(
                "Manon des Sources (1986 film): Manon des Sources is a 1986 French drama film and "
                "the second of two parts, released a few months after the first. Emmanuelle "
                "B\u00e9art plays the grown daughter of a dead hunchbacked farmer, who takes her "
                "revenge on the two peasants who blocked her father's spring."
            ),
            D(
                "Daniel Auteuil: Daniel Auteuil (born 24 January 1950) is a French actor born in "
                "Algiers to a family of opera singers. He won the C\u00e9sar for Best Actor and "
                "the BAFTA for Best Supporting Actor as the scheming Ugolin, and later starred in "
                "Un c\u0153ur en hiver and The Girl on the Bridge."
            ),
            D(
                "Jean Giono: Jean Giono (1895 \u2013 1970) was a French novelist born in "
                "Manosque, in Provence, who set most of his books among the peasants and "
                "shepherds of the hills around it. His novels include Regain and The Horseman on "
                "the Roof, and his short tale The Man Who Planted Trees became an Oscar-winning "
                "animated film."
            ),
            D(
                "Claude Berri: Claude Berri (1934 \u2013 2009) was a French film director, "
                "producer and actor born in Paris. He won an Academy Award for his short film Le "
                "Poulet in 1966, directed Tchao Pantin and Germinal, and produced Roman "
                "Polanski's Tess and the comedy Welcome to the Sticks."
            ),
            S(
                "Jean de Florette: Jean de Florette is a 1986 French drama film directed by Claude "
                "Berri and adapted, with its sequel, from Marcel Pagnol's two-volume novel "
                "L'Eau des collines. G\u00e9rard Depardieu plays a hunchbacked tax collector "
                "who inherits a farm in Provence, whose spring two neighbours secretly block."
            ),
            D(
                "G\u00e9rard Depardieu: G\u00e9rard Depardieu (born 27 December 1948) is a French "
                "actor born in Ch\u00e2teauroux, Indre, who left school early and came to Paris "
                "as a teenager. He was nominated for an Academy Award for Cyrano de Bergerac and "
                "won a Golden Globe for the comedy Green Card."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "creator of six feet under won an oscar for writing which film",
        "American Beauty",
        [
            D(
                "True Blood: True Blood is an American fantasy drama that HBO broadcast from 2008 "
                "to 2014, adapted from Charlaine Harris's Southern Vampire Mysteries. Anna Paquin "
                "plays Sookie Stackhouse, a telepathic waitress in the small Louisiana town of "
                "Bon Temps, where vampires now live openly among humans."
            ),
            D(
                "Six Feet Under (band): Six Feet Under is an American death metal band formed in "
                "Tampa, Florida, in 1993 by the singer Chris Barnes, who had earlier fronted "
                "Cannibal Corpse. It began as a side project and went on to release more than a "
                "dozen studio albums, including Haunted and the Graveyard Classics covers series."
            ),
            S(
                "Six Feet Under (TV series): Six Feet Under is an American drama that HBO "
                "broadcast from 2001 to 2005, created by Alan Ball. It follows a family that runs "
                "a funeral home in Los Angeles after the father is killed in the first episode, "
                "and each episode opens with a death, starring Peter Krause and Michael C. Hall."
            ),
            D(
                "Oz (TV series): Oz is an American prison drama that HBO broadcast from 1997 to "
                "2003, created by Tom Fontana and the channel's first hour-long drama series. Set "
                "in an experimental unit of a maximum-security prison, it was known for its "
                "violence, and an inmate, Augustus Hill, narrates each episode."
            ),
            D(
                "Good Will Hunting: Good Will Hunting is a 1997 American drama film directed by "
                "Gus Van Sant about a janitor at the Massachusetts Institute of Technology with a "
                "gift for mathematics. Its young stars Matt Damon and Ben Affleck won the Academy "
                "Award for Best Original Screenplay, and Robin Williams won for his role as a "
                "therapist."
            ),
            D(
                "Dexter (TV series): Dexter is an American crime drama that Showtime broadcast "
                "from 2006 to 2013, based on the novel Darkly Dreaming Dexter by Jeff Lindsay. "
                "Michael C. Hall plays a blood-spatter analyst for the Miami police who secretly "
                "kills other murderers, following a code taught to him by his adoptive father."
            ),
            S(
                "Alan Ball (screenwriter): Alan Ball (born 13 May 1957) is an American "
                "screenwriter, director and producer born in Atlanta, Georgia, who began by "
                "writing for sitcoms such as Grace Under Fire and Cybill. His first film script, "
                "American Beauty, won him the Academy Award for Best Original Screenplay in 2000."
            ),
            D(
                "Grace Under Fire: Grace Under Fire is an American sitcom that ABC broadcast from "
                "1993 to 1998, created by Chuck Lorre. The stand-up comedian Brett Butler plays "
                "Grace Kelly, a divorced mother of three working at an oil refinery in Missouri "
                "after leaving her abusive husband."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The star of the BBC prison sitcom Porridge was born in which English county town?",
        "Bedford",
        [
            S(
                "Porridge (1974 TV series): Porridge is a BBC sitcom broadcast from 1974 to 1977 "
                "and set in the fictional HMP Slade in the north of England. Ronnie Barker stars "
                "as Norman Stanley Fletcher, a habitual petty criminal serving five years, with "
                "Richard Beckinsale as his naive young cellmate Lennie Godber."
            ),
            D(
                "Open All Hours: Open All Hours is a BBC sitcom written by Roy Clarke and "
                "broadcast from 1976 to 1985, set in a corner shop in a suburb of Doncaster. Its "
                "miserly, stammering shopkeeper Arkwright chases the nurse across the road, while "
                "David Jason plays his overworked nephew Granville."
            ),
            D(
                "Richard Beckinsale: Richard Beckinsale (1947 \u2013 1979) was an English actor "
                "born in Carlton, Nottinghamshire, who played the student Alan in the ITV sitcom "
                "Rising Damp and a young prisoner in a BBC comedy. He died of a heart attack at "
                "the age of 31, and the actress Kate Beckinsale is his daughter."
            ),
            D(
                "Ronnie Corbett: Ronnie Corbett (1930 \u2013 2016) was a Scottish comedian and "
                "actor known for his rambling armchair monologues. He played the smallest of "
                "three men in the class sketch on The Frost Report, starred in the sitcom Sorry! "
                "as a mother-dominated librarian, and was knighted in 2012."
            ),
            D(
                "Rising Damp: Rising Damp is an ITV sitcom broadcast from 1974 to 1978, written "
                "by Eric Chappell from his stage play The Banana Box. Leonard Rossiter plays "
                "Rupert Rigsby, the mean and nosy landlord of a run-down boarding house, with "
                "Frances de la Tour and Don Warrington among his lodgers."
            ),
            D(
                "The Frost Report: The Frost Report is a BBC satirical sketch show hosted by "
                "David Frost and broadcast in 1966 and 1967, each episode built around a single "
                "theme. Its class sketch, with John Cleese, Ronnie Barker and Ronnie Corbett "
                "standing in a row by height, became one of British television's most repeated."
            ),
            D(
                "Whatever Happened to the Likely Lads?: Whatever Happened to the Likely Lads? is "
                "a BBC sitcom broadcast in 1973 and 1974, a sequel to a 1960s series. Rodney "
                "Bewes plays the socially ambitious Bob and James Bolam the cynical Terry, two "
                "old friends from the north-east reunited after Terry leaves the Army."
            ),
            S(
                "Ronnie Barker: Ronnie Barker (1929 \u2013 2005) was an English comic actor and "
                "writer born on 25 September 1929 in Bedford. He starred with Ronnie Corbett in "
                "The Two Ronnies, played the shopkeeper Arkwright in Open All Hours, and wrote "
                "many of his own sketches under the pen name Gerald Wiley."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which BBC sitcom was first broadcast earlier, Steptoe and Son or Dad's Army?",
        "Steptoe and Son",
        [
            D(
                "Hancock's Half Hour: Hancock's Half Hour is a BBC comedy written by Ray Galton "
                "and Alan Simpson that began on radio in 1954 and on television on 6 July 1956, "
                "running until 1960. Tony Hancock plays a pompous, gloomy version of himself "
                "living at 23 Railway Cuttings, East Cheam."
            ),
            S(
                "Dad's Army: Dad's Army is a BBC sitcom written by Jimmy Perry and David Croft "
                "and broadcast from 31 July 1968 to 1977. It follows a Home Guard platoon in the "
                "seaside town of Walmington-on-Sea in the Second World War, led by Arthur Lowe as "
                "the pompous bank manager Captain Mainwaring."
            ),
            D(
                "Harry H. Corbett: Harry H. Corbett (1925 \u2013 1982) was an English actor born "
                "in Rangoon and brought up in Manchester, who trained in Joan Littlewood's "
                "Theatre Workshop. He played the frustrated younger rag-and-bone man Harold, and "
                "the H. in his name was added to avoid confusion with a children's entertainer."
            ),
            D(
                "It Ain't Half Hot Mum: It Ain't Half Hot Mum is a BBC sitcom written by Jimmy "
                "Perry and David Croft and broadcast from 1974 to 1981. It follows a Royal "
                "Artillery concert party stationed in India near the end of the Second World War, "
                "bullied by Windsor Davies as Battery Sergeant Major Williams."
            ),
            D(
                "Sanford and Son: Sanford and Son is an American sitcom that NBC broadcast from "
                "14 January 1972 to 1977, adapted from a British series. Redd Foxx plays Fred "
                "Sanford, a cantankerous widowed junk dealer in Los Angeles, and Demond Wilson "
                "plays his son Lamont, who longs for a life of his own."
            ),
            D(
                "Arthur Lowe: Arthur Lowe (1915 \u2013 1982) was an English actor born in "
                "Hayfield, Derbyshire, who first became known as the draper Leonard Swindley in "
                "Coronation Street. He played a self-important Home Guard captain for nine years "
                "and died in Birmingham after collapsing before a stage performance."
            ),
            D(
                "Till Death Us Do Part: Till Death Us Do Part is a BBC sitcom that began as an "
                "episode of Comedy Playhouse on 22 July 1965 before running as a series from 1966 "
                "to 1975. Written by Johnny Speight, it starred Warren Mitchell as Alf Garnett, a "
                "loud East End bigot who rails at his son-in-law."
            ),
            S(
                "Steptoe and Son: Steptoe and Son is a BBC sitcom written by Ray Galton and Alan "
                "Simpson, first broadcast on 5 January 1962 as an episode of Comedy Playhouse and "
                "then as a series until 1974. Wilfrid Brambell and Harry H. Corbett play a father "
                "and son who run a rag-and-bone business in Shepherd's Bush."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The vet whose books were adapted as the BBC series All Creatures Great and Small was "
        "born in which city?",
        "Sunderland",
        [
            D(
                "Emmerdale: Emmerdale is a British soap opera first broadcast by ITV on 16 "
                "October 1972 under the name Emmerdale Farm, set among the farming families of a "
                "village in the Yorkshire Dales. Its village scenes were filmed for many years "
                "in Esholt, near Bradford, before a purpose-built set replaced it."
            ),
            S(
                "All Creatures Great and Small (1978 TV series): All Creatures Great and Small "
                "is a BBC drama broadcast from 1978 to 1990 and adapted from the books of the vet "
                "James Herriot. Set in the Yorkshire Dales from the 1930s, it stars Christopher "
                "Timothy as Herriot and Robert Hardy as his eccentric partner Siegfried Farnon."
            ),
            D(
                "Peter Davison: Peter Davison (born 13 April 1951) is an English actor born "
                "Peter Moffett in Streatham, London, who first became known as the carefree "
                "younger brother Tristan in a veterinary drama. He played the Fifth Doctor in "
                "Doctor Who from 1982 to 1984, and David Tennant is his son-in-law."
            ),
            D(
                "Heartbeat (British TV series): Heartbeat is an ITV police drama broadcast from "
                "1992 to 2010, set in the 1960s in the fictional North Yorkshire village of "
                "Aidensfield and filmed in Goathland. Based on the Constable books by Nicholas "
                "Rhea, the pen name of a former policeman, it first starred Nick Berry."
            ),
            D(
                "All Creatures Great and Small (2020 TV series): All Creatures Great and Small is "
                "a drama first broadcast by Channel 5 in 2020, a new adaptation of the same "
                "memoirs of a country vet. Nicholas Ralph plays the young Scottish vet, Samuel "
                "West plays Siegfried Farnon, and its village scenes are filmed in Grassington, "
                "in Wharfedale."
            ),
            D(
                "Thirsk: Thirsk is a market town in the Vale of Mowbray in North Yorkshire, "
                "England, with a cobbled market place and a racecourse. The house at 23 Kirkgate, "
                "where a country vet had his surgery from the 1940s, is now a museum about his "
                "practice and the books and television series it inspired."
            ),
            D(
                "Doc Martin: Doc Martin is an ITV comedy-drama broadcast from 2004 to 2022. Martin "
                "Clunes plays Martin Ellingham, a gifted London surgeon who develops a fear of "
                "blood and becomes the family doctor in the fishing village of Portwenn, with "
                "the village of Port Isaac standing in for it."
            ),
            S(
                "James Herriot: James Herriot was the pen name of James Alfred Wight (1916 "
                "\u2013 1995), a British veterinary surgeon and writer born on 3 October 1916 in "
                "Sunderland, County Durham. He practised for most of his life in Thirsk, North "
                "Yorkshire, and his first book, If Only They Could Talk, came out in 1970."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Burt Lancaster and Kirk Douglas both born in the state of New York?",
        "yes",
        [
            D(
                "Gunfight at the O.K. Corral (film): Gunfight at the O.K. Corral is a 1957 "
                "American Western directed by John Sturges. Burt Lancaster plays the lawman Wyatt "
                "Earp and Kirk Douglas the tubercular gambler Doc Holliday, who join forces "
                "against the Clanton gang in Tombstone, Arizona, in 1881."
            ),
            S(
                "Kirk Douglas: Kirk Douglas (1916 \u2013 2020) was an American actor and "
                "producer born Issur Danielovitch on 9 December 1916 in Amsterdam, New York, to "
                "Jewish immigrants from the Russian Empire. He produced and starred in Spartacus "
                "and lived to the age of 103."
            ),
            D(
                "Michael Douglas: Michael Douglas (born 25 September 1944) is an American actor "
                "and producer born in New Brunswick, New Jersey, the elder son of Kirk Douglas. "
                "He shared the Academy Award for Best Picture in 1976 as a producer of a film "
                "set in a mental hospital, and he won Best Actor for Wall Street."
            ),
            D(
                "Tony Curtis: Tony Curtis (1925 \u2013 2010) was an American actor born Bernard "
                "Schwartz in the Bronx, New York City, to Hungarian Jewish immigrants. He "
                "starred with Burt Lancaster in Sweet Smell of Success and Trapeze, and with "
                "Kirk Douglas in The Vikings and Spartacus."
            ),
            D(
                "Spartacus (film): Spartacus is a 1960 American epic film directed by Stanley "
                "Kubrick about a slave revolt against Rome. Its star and producer gave the "
                "blacklisted writer Dalton Trumbo open screen credit for the script, helping to "
                "end the Hollywood blacklist, and it won four Academy Awards."
            ),
            D(
                "Sweet Smell of Success: Sweet Smell of Success is a 1957 American film noir "
                "directed by Alexander Mackendrick and set in the nightclubs of Manhattan. Burt "
                "Lancaster plays the feared newspaper columnist J. J. Hunsecker, and Tony Curtis "
                "plays Sidney Falco, the press agent who fawns on him."
            ),
            S(
                "Burt Lancaster: Burt Lancaster (1913 \u2013 1994) was an American actor born on "
                "2 November 1913 in Manhattan, New York City, who worked as a circus acrobat "
                "before the Second World War. He won the Academy Award for Best Actor for Elmer "
                "Gantry and starred in From Here to Eternity."
            ),
            D(
                "Elmer Gantry (film): Elmer Gantry is a 1960 American drama film written and "
                "directed by Richard Brooks from the 1927 novel by Sinclair Lewis. Its hero is a "
                "fast-talking travelling salesman who joins a revivalist preacher, played by Jean "
                "Simmons, and it won three Academy Awards, including Best Actor."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the director of The Wages of Fear die?",
        "12 January 1977",
        [
            D(
                "V\u00e9ra Clouzot: V\u00e9ra Clouzot (1913 \u2013 1960) was a Brazilian-born "
                "French actress and screenwriter, born V\u00e9ra Gibson-Amado, who married a "
                "French film director in 1950. She starred in three of his films, among them Les "
                "Diaboliques, and died of a heart attack in Paris on 15 December 1960."
            ),
            S(
                "The Wages of Fear: The Wages of Fear is a 1953 French thriller film directed by "
                "Henri-Georges Clouzot from a novel by Georges Arnaud. In a squalid South "
                "American oil town, four desperate men agree to drive two trucks loaded with "
                "nitroglycerine over mountain roads, and it won the Grand Prix at Cannes."
            ),
            D(
                "Les Diaboliques (film): Les Diaboliques is a 1955 French thriller film based on "
                "a novel by Boileau-Narcejac, in which the wife and the mistress of a cruel "
                "boarding-school headmaster drown him in a bathtub and dump his body in the "
                "swimming pool. Simone Signoret co-stars, and its twist ending became famous."
            ),
            D(
                "Charles Vanel: Charles Vanel (1892 \u2013 1989) was a French actor born in "
                "Rennes whose career stretched from silent films in the 1910s to the late 1980s. "
                "He won the award for Best Actor at Cannes for playing the ageing gangster Jo, "
                "who loses his nerve on a deadly truck journey, and he died in 1989."
            ),
            D(
                "Jean-Pierre Melville: Jean-Pierre Melville (1917 \u2013 1973) was a French film "
                "director born Jean-Pierre Grumbach in Paris, who took his name from the author "
                "of Moby-Dick. He made the crime films Le Samoura\u00ef and Le Cercle Rouge and "
                "Army of Shadows, and he died in Paris on 2 August 1973."
            ),
            D(
                "Georges Arnaud: Georges Arnaud (1917 \u2013 1987) was the pen name of Henri "
                "Girard, a French writer who was tried and acquitted in 1943 of murdering his "
                "father, his aunt and a maid at their ch\u00e2teau. He then left for South "
                "America, and his 1950 novel Le Salaire de la peur drew on his time there."
            ),
            S(
                "Henri-Georges Clouzot: Henri-Georges Clouzot (1907 \u2013 1977) was a French "
                "film director and screenwriter born in Niort, often compared with Alfred "
                "Hitchcock for his suspense films Le Corbeau and Les Diaboliques. He died of a "
                "heart attack in Paris on 12 January 1977, at the age of 69."
            ),
            D(
                "Le Corbeau: Le Corbeau is a 1943 French thriller film about a wave of anonymous "
                "poison-pen letters that tears apart a small provincial town. Made during the "
                "German occupation by the German-owned Continental Films, it was attacked from "
                "both sides, and after the Liberation its director was banned from working."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the director of taste of cherry born",
        "Tehran",
        [
            D(
                "Mohsen Makhmalbaf: Mohsen Makhmalbaf (born 29 May 1957) is an Iranian film "
                "director born in Tehran, who was jailed as a teenager for stabbing a policeman "
                "before the revolution. His films include Gabbeh and Kandahar, and he runs a "
                "film school with his family, including his director daughter Samira."
            ),
            S(
                "Taste of Cherry: Taste of Cherry is a 1997 Iranian drama film written, produced "
                "and directed by Abbas Kiarostami. A middle-aged man drives around the dusty "
                "hills at the edge of a city looking for someone who will bury him after he "
                "takes his own life, and it shared the Palme d'Or at Cannes."
            ),
            D(
                "The Eel (film): The Eel is a 1997 Japanese drama film directed by Shohei Imamura "
                "about a man who, after serving a prison term for killing his unfaithful wife, "
                "opens a barber's shop in a small town and talks only to his pet eel. It shared "
                "the Palme d'Or, Imamura's second after The Ballad of Narayama."
            ),
            D(
                "Jafar Panahi: Jafar Panahi (born 11 July 1960) is an Iranian film director born "
                "in Mianeh, who worked as an assistant on Through the Olive Trees before his "
                "first feature, The White Balloon, won the Cam\u00e9ra d'Or at Cannes in 1995. "
                "Banned from filmmaking in 2010, he went on making films in secret."
            ),
            D(
                "Asghar Farhadi: Asghar Farhadi (born 7 May 1972) is an Iranian film director "
                "and screenwriter born in Homayunshahr, in Isfahan province. His family dramas A "
                "Separation and The Salesman each won the Academy Award for Best Foreign Language "
                "Film, making him one of the few directors to win it twice."
            ),
            D(
                "Certified Copy: Certified Copy is a 2010 drama film written and directed by "
                "Abbas Kiarostami, his first made outside Iran, and shot in Tuscany. Juliette "
                "Binoche plays a French antiques dealer who spends a day with a British writer, "
                "and she won the award for Best Actress at Cannes."
            ),
            D(
                "Where Is the Friend's House?: Where Is the Friend's House? is a 1987 Iranian "
                "film written and directed by Abbas Kiarostami, set in the village of Koker in "
                "the north of the country. An eight-year-old boy searches a neighbouring village "
                "at dusk to return the exercise book he took home by mistake."
            ),
            S(
                "Abbas Kiarostami: Abbas Kiarostami (1940 \u2013 2016) was an Iranian film "
                "director, poet and photographer born on 22 June 1940 in Tehran. He began making "
                "short films for a children's institute in 1970, won world notice with his Koker "
                "trilogy, and died in Paris in July 2016."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of Ashes and Diamonds born?",
        "Suwa\u0142ki",
        [
            D(
                "Zbigniew Cybulski: Zbigniew Cybulski (1927 \u2013 1967) was a Polish actor born "
                "in Knia\u017ce, near \u015aniatyn, whose tinted glasses and windcheater made him "
                "the Polish James Dean. He played a young Home Army gunman in a 1958 war drama, "
                "and he died at 39 trying to board a moving train at Wroc\u0142aw station."
            ),
            S(
                "Andrzej Wajda: Andrzej Wajda (1926 \u2013 2016) was a Polish film and theatre "
                "director born on 6 March 1926 in Suwa\u0142ki, the son of an army officer "
                "killed in the Katyn massacre of 1940. He won the Palme d'Or for Man of Iron in "
                "1981 and an honorary Academy Award in 2000, and he died in October 2016."
            ),
            D(
                "Kana\u0142 (film): Kana\u0142 is a 1957 Polish war film about a company of Home "
                "Army fighters who try to escape through the sewers of the capital in the last "
                "days of the 1944 uprising. The second film of a war trilogy, it shared the "
                "Special Jury Prize at Cannes with Ingmar Bergman's The Seventh Seal."
            ),
            D(
                "Jerzy Kawalerowicz: Jerzy Kawalerowicz (1922 \u2013 2007) was a Polish film "
                "director born in Gwo\u017adziec, now in Ukraine. His Mother Joan of the Angels "
                "won the Special Jury Prize at Cannes in 1961, and his costly epic Pharaoh, set "
                "in ancient Egypt, was nominated for an Academy Award."
            ),
            D(
                "Jerzy Andrzejewski: Jerzy Andrzejewski (1909 \u2013 1983) was a Polish novelist "
                "whose 1948 novel Ashes and Diamonds, about the first days of peace in a "
                "provincial town, became a school set text. He later turned against the "
                "communist government and was a founding member of the dissident group KOR."
            ),
            D(
                "Man of Marble: Man of Marble is a 1977 Polish drama film in which a young film "
                "student, played by Krystyna Janda, digs into the forgotten story of a "
                "record-breaking bricklayer who was made a hero in the 1950s. Its sequel, set "
                "in the Gda\u0144sk shipyard strikes of 1980, followed in 1981."
            ),
            S(
                "Ashes and Diamonds (film): Ashes and Diamonds is a 1958 Polish war drama film "
                "directed by Andrzej Wajda from the novel by Jerzy Andrzejewski. Set on 8 May "
                "1945, the last day of the war in Europe, it follows Maciek, a young Home Army "
                "soldier played by Zbigniew Cybulski, who is ordered to kill a communist."
            ),
            D(
                "Katy\u0144 (film): Katy\u0144 is a 2007 Polish historical drama film about the "
                "killing of some 22,000 Polish officers and others by the Soviet secret police in "
                "the spring of 1940, and about the women who waited for them. It was nominated "
                "for the Academy Award for Best Foreign Language Film."
            ),
        ],
        drop=1,
    ),
]
