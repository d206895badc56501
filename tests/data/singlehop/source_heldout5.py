"""A fifth held-out batch of the single-hop set: measured with at the end, never tuned on.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer never read the
evaluator's code, its benchmarks or its tests; they read only this set's README, `build.py`,
`source.py`, the dev sources (`source_dev2.py` to `source_dev28.py`, for the format and to avoid
their subjects), `source_heldout2.py`, `source_heldout3.py` and `source_heldout4.py`. Written
after lexical-v23: 40 questions, 8 per style, of every shape (10 factoid, 5 each of comparison,
list, how, why, yes/no and two-hop bridge), on subjects from the arts, technology and everyday
life that no earlier source asks about (two dev writers took the other fields at the same
time); a quarter of them (10 of 40) are typed search-box style.

Like the dev batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two, and of each
of them) and is as rich, with names, dates and numbers of its own, many of them hard on purpose
(the same name for another thing, the same relation about another thing, or the right thing
but another attribute). Supports average 359 characters and distractors 347; the longest
passage is a support (or ties with one) in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote Madame Bovary?",
        "Gustave Flaubert (1856-57)",
        [
            D(
                "Sentimental Education: Sentimental Education is a French novel published in "
                "1869 that follows Frédéric Moreau, a young law student from the provinces, "
                "through his long love for an older married woman, Madame Arnoux, against the "
                "background of the revolution of 1848 in Paris. Its author worked on it for "
                "nearly five years, and critics of the day gave it a cold welcome."
            ),
            S(
                "Madame Bovary: Madame Bovary is the first published novel of the French writer "
                "Gustave Flaubert, serialised in the Revue de Paris in 1856 and issued as a book "
                "in 1857. It follows Emma, a country doctor's wife in Normandy who seeks escape "
                "from provincial boredom in love affairs and debt, and its author was tried for "
                "offending public morals and acquitted."
            ),
            D(
                "Madame Bovary (1949 film): Madame Bovary is a 1949 American film directed by "
                "Vincente Minnelli, with Jennifer Jones as the restless wife of a country doctor "
                "and James Mason as the novelist defending his book in court, a frame for the "
                "story. Van Heflin played the husband, and the film's long ball scene, set to a "
                "waltz by Miklós Rózsa, was much praised."
            ),
            D(
                "Guy de Maupassant: Guy de Maupassant was a French writer born in Normandy in "
                "1850, a master of the short story who wrote some three hundred of them, "
                "beginning with Boule de Suif in 1880. He was the protégé and friend of an older "
                "novelist from Rouen, and his own novels include Bel-Ami, about a ruthless "
                "journalist who climbs through Parisian society."
            ),
            D(
                "Émile Zola: Émile Zola was a French novelist born in Paris in 1840, the leading "
                "figure of naturalism, who wrote the twenty-novel cycle Les Rougon-Macquart, "
                "including Germinal and Nana. In January 1898 he published the open letter "
                "J'accuse...! in defence of Alfred Dreyfus, and he had to flee to England to "
                "escape a prison sentence for libel."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "factoid",
        "who designed the louvre pyramid",
        "I. M. Pei (opened 1989)",
        [
            D(
                "Pyramide Inversée: La Pyramide Inversée is a skylight in the shape of an "
                "upside-down glass pyramid, hanging over the Carrousel du Louvre shopping "
                "gallery beside the museum in Paris. Completed in 1993, its tip stops just above "
                "a small stone pyramid on the floor, and it appears in the closing pages of Dan "
                "Brown's 2003 novel The Da Vinci Code."
            ),
            D(
                "Grand Louvre: The Grand Louvre was a project announced by President François "
                "Mitterrand in 1981 to modernise the Louvre museum in Paris, moving the Ministry "
                "of Finance out of the Richelieu wing, which opened to visitors in 1993, and "
                "digging a large underground hall beneath the Cour Napoléon. Its works went on "
                "in stages until the end of the 1990s."
            ),
            S(
                "Louvre Pyramid: The Louvre Pyramid is a glass and metal pyramid in the main "
                "courtyard of the Louvre Palace in Paris, designed by the Chinese-American "
                "architect I. M. Pei and opened in 1989 as the museum's new main entrance. It "
                "stands about 21 metres high, is made of 673 panes of glass, and was "
                "commissioned by President François Mitterrand."
            ),
            D(
                "Luxor Las Vegas: The Luxor is a hotel and casino on the Las Vegas Strip in "
                "Nevada, opened in 1993 in the shape of a dark glass pyramid some 107 metres "
                "tall, with a copy of the Great Sphinx at its entrance. A beam of light shines "
                "from its tip into the night sky, said to be the strongest in the world, and its "
                "lifts climb along the sloping sides."
            ),
            D(
                "Bank of China Tower: The Bank of China Tower is a 367-metre skyscraper in "
                "Central, Hong Kong, completed in 1990, whose triangular framework of glass and "
                "steel was inspired by the growing shoots of bamboo. It was the tallest building "
                "in Asia until 1992 and the first outside the United States to rise above 305 "
                "metres."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        (
            "Which reached cinemas first, Harry Potter and the Philosopher's Stone or The "
            "Fellowship of the Ring?"
        ),
        (
            "Harry Potter and the Philosopher's Stone (16 November 2001; The Fellowship of the "
            "Ring on 19 December 2001)"
        ),
        [
            S(
                "Harry Potter and the Philosopher's Stone (film): Harry Potter and the "
                "Philosopher's Stone is a 2001 fantasy film directed by Chris Columbus, with "
                "Daniel Radcliffe as the boy wizard. It had its world premiere in London's "
                "Leicester Square on 4 November 2001 and opened in British and American cinemas "
                "on 16 November, going on to take close to a billion dollars."
            ),
            D(
                "Shrek: Shrek is a computer-animated comedy from DreamWorks, with Mike Myers as "
                "the voice of a grumpy green ogre, that opened in American cinemas on 18 May "
                "2001 after its premiere at the Cannes Film Festival. It won the first Academy "
                "Award for Best Animated Feature in March 2002 and led to three sequels and a "
                "Broadway musical."
            ),
            D(
                "Harry Potter and the Chamber of Secrets (film): Harry Potter and the Chamber of "
                "Secrets is the second film of the series, again directed by Chris Columbus, "
                "released on 15 November 2002, with Kenneth Branagh as the vain Gilderoy "
                "Lockhart. It was the last film of Richard Harris, who played Dumbledore and "
                "died a few weeks before it opened."
            ),
            S(
                "The Lord of the Rings: The Fellowship of the Ring: The Fellowship of the Ring "
                "is a 2001 fantasy film directed by Peter Jackson, the first part of a trilogy "
                "shot back to back in New Zealand. It premiered at the Odeon Leicester Square in "
                "London on 10 December 2001 and opened in cinemas on 19 December, and it won "
                "four Academy Awards, among them visual effects."
            ),
            D(
                "The Hobbit: An Unexpected Journey: The Hobbit: An Unexpected Journey is a 2012 "
                "fantasy film directed by Peter Jackson, with Martin Freeman as Bilbo Baggins, "
                "and the first of three films drawn from one short novel. It premiered in "
                "Wellington on 28 November 2012 and was shot at 48 frames per second, twice the "
                "usual rate, which split critics and some viewers found too sharp."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "list",
        "What are the three classical orders of Greek architecture?",
        "Doric, Ionic and Corinthian",
        [
            D(
                "Gothic architecture: Gothic architecture arose in France in the twelfth "
                "century, beginning with the abbey church of Saint-Denis, rebuilt under Abbot "
                "Suger from about 1137. Its three signature features are the pointed arch, the "
                "ribbed vault and the flying buttress, which together let walls grow thinner and "
                "hold tall windows of stained glass."
            ),
            D(
                "Caryatid: A caryatid is a carved female figure that takes the place of a column "
                "and holds up a roof on her head. The best known are the six maidens of the "
                "south porch of the Erechtheion on the Acropolis of Athens, built about 420 BC; "
                "five of the originals are in the Acropolis Museum and one was taken to London "
                "by Lord Elgin in 1801."
            ),
            S(
                "Classical order: In classical architecture an order is a style of column "
                "together with the beam it carries. The Greeks used three: the plain, sturdy "
                "Doric, as on the Parthenon; the slimmer Ionic, whose capital curls into two "
                "scroll-shaped volutes; and the Corinthian, the most ornate, its capital carved "
                "with acanthus leaves. The Romans added two more."
            ),
            D(
                "Vitruvius: Vitruvius was a Roman architect and engineer of the first century BC "
                "who wrote De architectura, a treatise in ten books dedicated to the emperor "
                "Augustus and the only one on the subject to survive from antiquity. He held "
                "that a building should have firmness, commodity and delight, and his account of "
                "human proportion inspired Leonardo's Vitruvian Man."
            ),
            D(
                "Entasis: Entasis is the slight outward curve given to the shaft of a column, so "
                "that it swells a little towards the middle before narrowing towards the top. "
                "Greek builders used it in temples such as the Parthenon, finished in 438 BC, "
                "apparently to correct the optical illusion that makes a perfectly straight "
                "column look thinner halfway up."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "how",
        "How is a bronze statue cast by the lost-wax method?",
        (
            "a wax copy of the model is coated in a heat-proof mould, the wax is melted out and "
            "molten bronze poured into the space, then the mould is broken away"
        ),
        [
            D(
                "Sand casting: Sand casting is a way of shaping metal in which a wooden or metal "
                "pattern is pressed into damp sand packed in a two-part box called a flask and "
                "lifted out to leave a cavity. Molten iron, aluminium or brass is poured in "
                "through a channel called a sprue and the sand is knocked off once it cools; "
                "most engine blocks were once made this way."
            ),
            S(
                "Lost-wax casting: Lost-wax casting is the age-old way of making a hollow bronze "
                "statue. The sculptor's model is copied in wax, which is coated in a heat-proof "
                "mould of clay or plaster; the mould is then heated so the wax melts and runs "
                "out, molten bronze is poured into the space it leaves, and once it has cooled "
                "the mould is broken away and the metal chased and polished."
            ),
            D(
                "Riace bronzes: The Riace bronzes are two life-size Greek statues of naked, "
                "bearded warriors, made around 460 to 450 BC and found by a diver off the coast "
                "of Calabria in southern Italy in August 1972. After years of restoration in "
                "Florence they went on show in the national museum at Reggio Calabria, where "
                "they now stand on bases built to withstand earthquakes."
            ),
            D(
                "Madame Tussauds: Madame Tussauds is a wax museum founded by Marie Tussaud, who "
                "had learned to model wax in Paris and opened a permanent exhibition on Baker "
                "Street in London in 1835. Each figure today is sculpted in clay from hundreds "
                "of measurements, cast in wax and given real hair inserted strand by strand, a "
                "process that takes about four months."
            ),
            D(
                "Bronze: Bronze is an alloy made chiefly of copper with about twelve per cent "
                "tin, harder than copper alone and melting at around 950 degrees Celsius. It "
                "gave its name to the Bronze Age, which began in the Near East around 3300 BC, "
                "and it is still used for bells, ship propellers and cymbals, as well as for the "
                "medals given for third place in sport."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "why",
        "Why does an orchestra tune to the oboe?",
        (
            "its penetrating tone carries across the stage and its pitch is hard to adjust, so "
            "the others match it"
        ),
        [
            D(
                "Concert pitch: Concert pitch is the standard that fixes the A above middle C at "
                "440 hertz, agreed at a conference in London in 1939 and adopted by the "
                "International Organization for Standardization in 1955. Before that, pitch "
                "varied from city to city, and some orchestras, among them the Vienna "
                "Philharmonic, still tune slightly higher today, to about 443 hertz, for a "
                "brighter sound."
            ),
            S(
                "Tuning (orchestra): Before a concert the principal oboist plays a long A, "
                "usually at 440 hertz, and the rest of the orchestra tunes to it. The oboe is "
                "given the job because its penetrating, reedy tone is easy to hear across the "
                "whole stage and because its pitch can hardly be adjusted on the spot, so it is "
                "simpler for the strings and brass to match it than the other way round."
            ),
            D(
                "Oboe: The oboe is a double-reed woodwind instrument that developed in France in "
                "the middle of the seventeenth century from the louder shawm. Its reed is made "
                "of two thin blades of cane bound together, which most professional players "
                "shape by hand themselves, and its relatives include the cor anglais, pitched a "
                "fifth lower, and the bassoon."
            ),
            D(
                "Tuning fork: A tuning fork is a two-pronged steel fork that rings at one fixed "
                "pitch when struck, invented in 1711 by John Shore, a trumpeter who played for "
                "Handel and the English court. Piano tuners long used one to set a single note "
                "before tuning the rest by ear, and forks ringing at 440 hertz are still sold to "
                "choirs and guitarists."
            ),
            D(
                "Concertmaster: The concertmaster, called the leader in Britain, is the "
                "principal first violinist of an orchestra, who sits at the conductor's left, "
                "plays the violin solos and walks on stage last before the conductor, to "
                "applause. He or she settles bowings for the string section and is often the "
                "best-paid player in the whole orchestra."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "yesno",
        "does a cello have frets",
        "No: its fingerboard is smooth and unfretted",
        [
            D(
                "Viola da gamba: The viola da gamba, or viol, is a bowed instrument of the "
                "Renaissance and Baroque held upright between the legs, but with six strings and "
                "gut frets tied around its neck. It was played in consorts of several sizes in "
                "England around 1600, lost ground to the violin family, and was revived in the "
                "twentieth century by Arnold Dolmetsch."
            ),
            S(
                "Cello: The cello is a bowed string instrument of the violin family, held "
                "between the knees and tuned C, G, D and A, an octave below the viola. Like the "
                "violin it has a smooth fingerboard with no frets, so the player must place each "
                "finger exactly by ear; its endpin, a spike that rests on the floor, only became "
                "common in the nineteenth century."
            ),
            D(
                "Double bass: The double bass is the largest and lowest bowed string instrument "
                "of the modern orchestra, about 1.8 metres tall and usually tuned in fourths, E, "
                "A, D and G. In jazz it is mostly plucked, and since the 1950s many players have "
                "used the bass guitar, which Leo Fender first sold in 1951 with frets to help "
                "players find the notes."
            ),
            D(
                "Pablo Casals: Pablo Casals was a Catalan cellist born in 1876 who, at the age "
                "of thirteen, found a worn copy of Bach's six suites for unaccompanied cello in "
                "a Barcelona music shop and went on to make them famous, recording them between "
                "1936 and 1939. He refused to play in Spain under Franco and died in Puerto Rico "
                "in 1973."
            ),
            D(
                "Electric cello: An electric cello is a cello built with a pickup and often a "
                "skeleton frame instead of a hollow sound box, so that its sound comes out of an "
                "amplifier or headphones. Yamaha has sold silent models for practice since the "
                "late 1990s, and players such as the Croatian duo 2Cellos have used them to play "
                "rock songs in stadiums."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the museum that holds Las Meninas?",
        "Madrid (the Museo del Prado)",
        [
            S(
                "Las Meninas: Las Meninas is a large oil painting of 1656 by Diego Velázquez "
                "showing the young Infanta Margarita with her maids of honour, a dwarf and a "
                "dog, while the painter himself stands at his easel and the king and queen "
                "appear in a mirror at the back. It belongs to the Museo del Prado and is one of "
                "the most studied paintings in Western art."
            ),
            D(
                "Las Meninas (Picasso): Las Meninas is a series of 58 paintings made by Pablo "
                "Picasso between August and December 1957 in his villa at Cannes, in which he "
                "took apart and rebuilt a famous Spanish court picture again and again. He gave "
                "the whole series in 1968 to the Museu Picasso in Barcelona, where it fills "
                "rooms of its own."
            ),
            D(
                "The Surrender of Breda: The Surrender of Breda is a painting of 1634 to 1635 by "
                "Velázquez showing the Spanish general Ambrogio Spinola receiving the keys of "
                "the Dutch city from Justin of Nassau in 1625. Its row of upright lances gave it "
                "its Spanish nickname, Las Lanzas, and it was made for the Hall of Realms in the "
                "Buen Retiro Palace."
            ),
            S(
                "Museo del Prado: The Museo del Prado is Spain's national art museum, on the "
                "Paseo del Prado in central Madrid, opened to the public in November 1819 in a "
                "building designed by Juan de Villanueva. Its collection, built from the old "
                "royal collections, is strongest in Spanish, Flemish and Italian painting, with "
                "great holdings of Goya, Velázquez and Titian."
            ),
            D(
                "Kunsthistorisches Museum: The Kunsthistorisches Museum is the main art museum "
                "of Vienna, opened in 1891 by Emperor Franz Joseph to house the Habsburg "
                "collections. It holds several portraits of the Infanta Margarita Teresa sent "
                "from Madrid to her future husband, Leopold I, and the largest collection of "
                "paintings by Pieter Bruegel the Elder anywhere in the world."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who created the Python programming language?",
        "Guido van Rossum",
        [
            D(
                "Java was developed by James Gosling and a small team at Sun Microsystems, "
                "starting in 1991 under the name Oak, after a tree outside his office, and "
                "released in 1995 with the promise that code written once could run anywhere. "
                "Oracle took it over when it bought Sun in 2010, and it is still one of the most "
                "used languages for business software and Android apps."
            ),
            S(
                "Python is a general-purpose programming language created by the Dutch "
                "programmer Guido van Rossum, who began it as a hobby project over the Christmas "
                "holidays of 1989 at the CWI research centre in Amsterdam and released it in "
                "1991. He named it after the comedy series Monty Python's Flying Circus and led "
                "its development for almost thirty years, until 2018."
            ),
            D(
                "Ruby is a programming language created by the Japanese programmer Yukihiro "
                "Matsumoto, known as Matz, who released it in 1995 with the stated aim of making "
                "programmers happy. It spread worldwide after 2004, when the Danish developer "
                "David Heinemeier Hansson released Ruby on Rails, a web framework used for early "
                "versions of Twitter and GitHub."
            ),
            D(
                "The ball python, also called the royal python, is a small constrictor from West "
                "and Central Africa that rarely grows longer than 1.5 metres. When frightened it "
                "curls into a tight ball with its head tucked inside, which gives it its name, "
                "and it is one of the most popular snakes kept as pets, with hundreds of colour "
                "forms bred in captivity."
            ),
            D(
                "The Python Software Foundation is a non-profit organisation founded in March "
                "2001 that holds the intellectual property rights to the Python language and "
                "runs the annual PyCon US conference. It manages the Python Package Index, where "
                "developers share more than half a million libraries, and it funds grants for "
                "user groups around the world."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "factoid",
        "what is tahini made from",
        "ground sesame seeds",
        [
            D(
                "Halva is a dense sweet eaten from the Balkans to India, and in its best-known "
                "form in Turkey and Israel it is made by beating a hot sugar syrup into a nut or "
                "seed butter until it sets into a crumbly block. Versions in India are based on "
                "semolina, carrot or lentils cooked in ghee, and its name comes from an Arabic "
                "word meaning a sweet dish or confection."
            ),
            D(
                "Peanut butter is a spread made from dry-roasted peanuts ground into a paste, "
                "often with a little salt, sugar and vegetable oil added to stop the oil "
                "separating. The Canadian chemist Marcellus Gilmore Edson patented a form of "
                "peanut paste in 1884, and Americans now eat around three pounds of it per "
                "person every year."
            ),
            S(
                "Tahini is a smooth paste made by grinding hulled sesame seeds, which are "
                "usually soaked and lightly toasted first, until they give up their oil. It is "
                "eaten across the Middle East and the eastern Mediterranean, blended with "
                "chickpeas in hummus, with smoky aubergine in baba ghanoush, or thinned with "
                "lemon juice and water into a sauce for falafel."
            ),
            D(
                "Za'atar is a Middle Eastern blend of dried herbs, usually thyme or wild "
                "oregano, mixed with toasted sesame seeds, tangy red sumac and salt. It is "
                "stirred into olive oil and spread on flatbread before baking to make manakish, "
                "a breakfast food in Lebanon, and it is also sprinkled over labneh, eggs and "
                "roasted vegetables."
            ),
            D(
                "Miso is a thick Japanese seasoning paste made by fermenting soybeans with salt "
                "and koji, a mould grown on rice or barley, for anything from a few weeks to "
                "several years. White miso is mild and sweet while red miso, aged longer, is "
                "saltier, and mixed with dashi stock it makes the soup served with almost every "
                "traditional meal."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, Visa or Mastercard?",
        "Visa (begun as BankAmericard in 1958; Mastercard's network in 1966)",
        [
            D(
                "American Express was founded in 1850 in Buffalo, New York, as an express "
                "freight and mail business by Henry Wells, William Fargo and John Butterfield, "
                "and moved into money orders in 1882 and traveller's cheques in 1891. It "
                "launched its first charge card, made of paper, in 1958, and replaced it with a "
                "plastic one the following year."
            ),
            S(
                "Visa began in 1958, when the Bank of America launched the BankAmericard in "
                "Fresno, California, by mailing 60,000 unsolicited credit cards to local "
                "residents. The bank licensed the card to other banks across the country from "
                "1966, and in 1976 the network was renamed Visa, a name chosen because it sounds "
                "much the same in many languages."
            ),
            D(
                "Diners Club, usually named as the first modern charge card, was set up in 1950 "
                "by Frank McNamara and Ralph Schneider after McNamara is said to have found "
                "himself in a New York restaurant without his wallet. Its first cards were made "
                "of cardboard and accepted at 27 restaurants, and members had to settle their "
                "whole bill every month."
            ),
            S(
                "Mastercard traces its roots to 1966, when a group of Californian banks formed "
                "the Interbank Card Association to compete with the Bank of America's card. Its "
                "card was called Master Charge: The Interbank Card from 1969 and renamed "
                "MasterCard in 1979, and the company, based in Purchase, New York, went public "
                "on the stock market in 2006."
            ),
            D(
                "Discover was launched by the retailer Sears, Roebuck and Company in 1985 and "
                "first advertised during the Super Bowl of January 1986. It offered no annual "
                "fee and a cash-back bonus on purchases, unusual at the time; it became an "
                "independent company in 2007 and agreed in 2024 to be bought by Capital One for "
                "about 35 billion dollars."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "list",
        "Which films make up Kieślowski's Three Colours trilogy?",
        "Blue, White and Red",
        [
            D(
                "Before his French trilogy, Krzysztof Kieślowski made Dekalog, a cycle of ten "
                "one-hour films for Polish television, each loosely based on one of the Ten "
                "Commandments and set among the residents of a single Warsaw housing estate. Two "
                "of the episodes were expanded for cinemas in 1988 as A Short Film About Killing "
                "and A Short Film About Love."
            ),
            S(
                "Krzysztof Kieślowski's Three Colours trilogy takes its titles from the blue, "
                "white and red of the French flag and the ideals they stand for: Blue (1993), "
                "with Juliette Binoche as a grieving widow, is about liberty; White (1994), a "
                "dark comedy set largely in Poland, about equality; and Red (1994), set in "
                "Geneva, about fraternity."
            ),
            D(
                "The Double Life of Véronique, released in 1991, was Kieślowski's first film "
                "made largely in France, a French-Polish production about two identical young "
                "women, one in Kraków and one in Paris, who never meet but seem to sense each "
                "other. Irène Jacob, who played both of them, won the award for best actress at "
                "Cannes."
            ),
            D(
                "Sergio Leone's Dollars trilogy, filmed in Italy and Spain, is made up of A "
                "Fistful of Dollars (1964), For a Few Dollars More (1965) and The Good, the Bad "
                "and the Ugly (1966). Clint Eastwood played the laconic gunman known as the Man "
                "with No Name in all three, and Ennio Morricone wrote their whistling, twanging "
                "scores."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "how",
        "How is decaffeinated coffee made?",
        (
            "the green beans are steamed or soaked and the caffeine drawn out with a solvent, "
            "carbon dioxide or water and charcoal filters, before roasting"
        ),
        [
            D(
                "Cold brew coffee is made by steeping coarsely ground beans in cold or "
                "room-temperature water for twelve to twenty-four hours and then straining out "
                "the grounds. Because hot water never touches them, fewer of the bitter and "
                "acidic compounds dissolve, and the result is a smooth concentrate, usually cut "
                "with water or milk and served over ice in a tall glass in summer."
            ),
            S(
                "Decaffeinated coffee is made before the beans are roasted. The green beans are "
                "first steamed or soaked to open them up, and the caffeine is then drawn out "
                "with a solvent such as methylene chloride or ethyl acetate, with pressurised "
                "carbon dioxide, or by the Swiss Water method, which uses only water and "
                "charcoal filters; about 97 per cent of it is removed."
            ),
            D(
                "Ludwig Roselius, a coffee merchant in Bremen, developed the first commercial "
                "decaffeination process in 1903 and sold the coffee under the name Kaffee HAG "
                "from 1906, and as Sanka in France and the United States. He is said to have "
                "blamed his father's early death on drinking too much coffee, and the company is "
                "now owned by JDE."
            ),
            D(
                "Coffee roasting turns green beans into the brown ones sold in shops by heating "
                "them to between about 190 and 250 degrees Celsius for ten to twenty minutes. "
                "Near 196 degrees they give a first crack as moisture escapes, sugars caramelise "
                "and the Maillard reaction builds flavour; darker roasts go on to a second crack "
                "and taste more bitter."
            ),
            D(
                "Caffeine is a bitter stimulant found in coffee beans, tea leaves, cocoa and "
                "kola nuts, which works by blocking adenosine, a chemical that builds up in the "
                "brain during the day and makes us feel sleepy. A cup of brewed coffee holds "
                "about 95 milligrams, and European health authorities say up to 400 milligrams a "
                "day is safe for most adults."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "why",
        "why do prices end in 99",
        (
            "the left-digit effect: shoppers are swayed by the first figure, so 4.99 feels much "
            "cheaper than 5"
        ),
        [
            D(
                "Prices in shops are often rounded to the nearest five or ten cents in countries "
                "that have withdrawn their smallest coins, such as Canada, which stopped making "
                "the penny in 2012, and Australia, which dropped its one- and two-cent coins in "
                "1992. Card payments are still charged to the exact cent, and only cash totals "
                "are rounded at the till."
            ),
            D(
                "Supermarkets often place their most profitable goods at eye level and put "
                "staples such as milk, bread and eggs at the back of the store, so that shoppers "
                "walk past many other products on their way. Sweets at the checkout, known as "
                "impulse lines, were restricted in larger shops in England in October 2022 under "
                "rules on foods high in fat, sugar and salt, such as crisps."
            ),
            S(
                "Shops price goods at 4.99 rather than 5 because of what psychologists call the "
                "left-digit effect: shoppers read a price from left to right and are swayed by "
                "its first figure, so 4.99 feels much closer to 4 than to 5 and the item seems "
                "cheaper than it is. Studies of real sales have found that such charm prices can "
                "lift demand, though the saving is a single penny."
            ),
            D(
                "Price anchoring is the habit of judging a price against the first figure we "
                "see: a restaurant that lists one very expensive wine makes the next bottle down "
                "look reasonable, and a sale tag with a crossed-out original price makes the new "
                "one seem a bargain. The effect was described by Amos Tversky and Daniel "
                "Kahneman in a famous paper of 1974."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "Can you freeze cooked rice?",
        (
            "Yes, if it is cooled within about an hour and frozen in a sealed container; use "
            "within a month"
        ),
        [
            D(
                "Uncooked rice can carry spores of Bacillus cereus, a bacterium whose spores "
                "survive boiling. If cooked rice is left standing at room temperature, the "
                "spores can grow into bacteria that make toxins, which cause vomiting or "
                "diarrhoea within a few hours, and reheating does not destroy those toxins, "
                "which is why leftover rice should be chilled quickly."
            ),
            S(
                "Cooked rice can safely go in the freezer as long as it is cooled quickly, "
                "within about an hour of cooking, and frozen in a sealed container or bag. It "
                "keeps for up to a month, and when you want it you should defrost it in the "
                "fridge or microwave, then reheat it until it is steaming hot all the way "
                "through, and only once."
            ),
            D(
                "Cooked pasta freezes best if it is taken off the heat a minute or two early, "
                "while still quite firm, and tossed with a little oil so it does not clump. It "
                "keeps for up to three months in a freezer bag and can be dropped straight into "
                "boiling water for about a minute to reheat, or added still frozen to a "
                "simmering sauce."
            ),
            D(
                "Rice is usually rinsed before cooking to wash off the loose surface starch that "
                "makes the grains sticky, except for risotto rice such as arborio, whose starch "
                "makes the dish creamy. For fluffy long-grain rice, the absorption method uses "
                "about one and a half cups of water to a cup of rice, simmered under a tight lid "
                "for twelve minutes and left to rest."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "bridge",
        "In which US state is the company that made the first commercial microprocessor based?",
        "California (Intel, in Santa Clara)",
        [
            S(
                "The first commercially available microprocessor was the Intel 4004, a four-bit "
                "chip released in November 1971 that put a computer's whole central processing "
                "unit on a single piece of silicon holding about 2,300 transistors. It was "
                "designed by Federico Faggin, Ted Hoff and Stanley Mazor for Busicom, a Japanese "
                "maker of desktop calculators."
            ),
            D(
                "Texas Instruments, based in Dallas, Texas, is where the engineer Jack Kilby "
                "built the first working integrated circuit in September 1958, a sliver of "
                "germanium holding a transistor and a few other parts wired together. Kilby "
                "shared the Nobel Prize in Physics for it in 2000, and the firm went on to sell "
                "millions of pocket calculators."
            ),
            S(
                "Intel was founded in July 1968 by Robert Noyce and Gordon Moore, who had left "
                "Fairchild Semiconductor, and it has its headquarters in Santa Clara, "
                "California, in the heart of Silicon Valley. It began by making memory chips and "
                "became the world's largest maker of semiconductors, with the x86 processors "
                "that have run most personal computers since the 1980s."
            ),
            D(
                "Busicom was a Japanese calculator company in Osaka that in 1969 asked an "
                "American chip maker to design a set of chips for a new desktop model, the "
                "141-PF. When calculator prices fell, it gave up its exclusive rights to the "
                "design in return for a lower price, which let the chip be sold to anyone, and "
                "Busicom itself went bankrupt in 1974 after the market crashed."
            ),
            D(
                "Advanced Micro Devices, or AMD, was founded in 1969 by Jerry Sanders and seven "
                "other engineers from Fairchild Semiconductor, and it is based in Santa Clara, "
                "California. It was a licensed second source of x86 processors in the 1980s, and "
                "in March 2000 its Athlon became the first desktop chip to reach a clock speed "
                "of one gigahertz."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Who designed the first emoji?",
        "Shigetaka Kurita, for NTT Docomo in 1999",
        [
            D(
                "Home > Technology > Internet culture | The first smiley :-)\nThe sideways "
                "smiley made of a colon, a hyphen and a bracket was proposed on 19 September "
                "1982 by Scott Fahlman, a computer scientist at Carnegie Mellon University, on "
                "an online bulletin board, as a way of marking jokes so that readers would not "
                "take them seriously. He suggested :-( for serious posts.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Technology > Internet culture | Who made the first emoji?\nThe first "
                "widely used set of emoji was drawn in 1999 by Shigetaka Kurita, a designer at "
                "the Japanese mobile operator NTT Docomo, for its i-mode mobile internet "
                "service. His 176 little pictures, each just 12 by 12 pixels, showed weather, "
                "hearts and faces, and the Museum of Modern Art in New York acquired them in "
                "2016.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Phones | Emoji on the iPhone\nApple added an emoji keyboard "
                "to the iPhone in Japan in November 2008, at the request of the carrier "
                "SoftBank, and opened it to users everywhere with iOS 5 in 2011, after emoji had "
                "joined the Unicode standard in October 2010. The face with tears of joy was "
                "Oxford Dictionaries' word of the year in 2015.\nShare this | Cookie policy"
            ),
            D(
                "Home > Culture > Design | Harvey Ball and the smiley face\nThe yellow smiley "
                "face with two oval eyes and a curved mouth was drawn in 1963 by Harvey Ball, a "
                "commercial artist in Worcester, Massachusetts, for an insurance company that "
                "wanted to lift its staff's morale. He is said to have taken about ten minutes "
                "over it, was paid 45 dollars, and never trademarked it or earned "
                "royalties.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "hand luggage liquids limit",
        "100 ml per container, in one clear resealable bag of about a litre",
        [
            D(
                "Home > Travel > Baggage | Cabin bag sizes\nMost airlines let you take one cabin "
                "bag of up to about 55 by 40 by 20 centimetres and a smaller personal item, such "
                "as a handbag or laptop bag, that fits under the seat in front. Low-cost "
                "carriers such as Ryanair charge extra for the larger bag and usually set a "
                "weight limit of 10 kilograms.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Airport security | Liquids in hand luggage\nAt most airports, "
                "liquids, gels, creams and pastes in your cabin bag must be in containers of no "
                "more than 100 ml each, all fitting into one clear, resealable plastic bag of "
                "about a litre. Medicines and baby food are exempt, and airports with newer CT "
                "scanners may let you leave liquids in your bag, so check before you fly.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Customs | Duty-free allowances\nTravellers arriving in the UK "
                "from abroad may bring in 4 litres of spirits or 9 litres of sparkling wine, "
                "plus 18 litres of still wine and 42 litres of beer, without paying duty, along "
                "with 200 cigarettes. Drinks bought after security come in sealed bags and may "
                "be carried on connecting flights.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Airport security | Why liquids were restricted\nThe rules on "
                "liquids were brought in across Europe in November 2006, after British police "
                "foiled a plot that August to blow up transatlantic airliners with explosives "
                "disguised as soft drinks. Eight men were later convicted, and the plot also led "
                "to shoes being X-rayed at many airports, rules that still stand nearly twenty "
                "years later.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "floppy disk vs cd which came first",
        "the floppy disk (IBM, 1971; the compact disc in 1982)",
        [
            S(
                "Home > Technology > Storage | The floppy disk\nIBM brought out the first floppy "
                "disk in 1971, an 8-inch flexible plastic disc in a square sleeve that held "
                "about 80 kilobytes and was made to load instructions into its mainframes. "
                "Smaller 5.25-inch disks followed in 1976, and Sony's 3.5-inch version, in a "
                "hard plastic case, in 1981.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Storage | The compact cassette\nPhilips launched the "
                "compact cassette at the Berlin radio show in August 1963, a small plastic case "
                "holding two spools of magnetic tape, meant at first for dictation. Better tape "
                "and Dolby noise reduction made it fit for music, and Sony's Walkman of 1979 "
                "made it the favourite way to listen to music on the move.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Technology > Storage | The compact disc\nThe compact disc was developed "
                "jointly by Philips and Sony and went on sale in Japan on 1 October 1982, along "
                "with Sony's first player, the CDP-101. Its 12-centimetre disc was read by a "
                "laser and held 74 minutes of music, said to be enough for Beethoven's Ninth; "
                "the CD-ROM for computer data followed in 1985.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Storage | The USB flash drive\nThe USB flash drive, small "
                "enough to hang on a keyring, went on sale in 2000, when IBM sold an 8-megabyte "
                "model made by the Israeli firm M-Systems, which called it the DiskOnKey. Within "
                "a decade cheap drives holding gigabytes had made floppies and writable discs "
                "all but obsolete.\nShare this | Cookie policy"
            ),
            D(
                "Home > Technology > Storage | The Zip drive\nIomega's Zip drive, launched in "
                "1994, used removable disks a little bigger than a 3.5-inch floppy that held 100 "
                "megabytes, about seventy times as much. Millions were sold in the late 1990s, "
                "but a fault known as the click of death could ruin both the drive and the disk "
                "inside it.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "list",
        "What goes in a shepherd's pie?",
        "minced lamb, onion and carrot in stock, topped with mashed potato",
        [
            D(
                "Home > Food > British classics | Cottage pie\nCottage pie is the older name, "
                "first recorded in the 1790s, when potatoes had become a cheap food of the rural "
                "poor, for a dish of minced beef in gravy under a crust of mashed potato. It is "
                "usually made with onions and carrots too, and some cooks add a layer of grated "
                "cheddar.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > British classics | What goes in a shepherd's pie?\nA shepherd's "
                "pie is made with minced lamb browned with chopped onion and carrot, then "
                "simmered in stock with a spoonful of tomato purée and a dash of Worcestershire "
                "sauce. The filling goes into a dish under a thick layer of mashed potato, which "
                "is forked into ridges and baked until golden.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Pies | Fish pie\nA traditional fish pie mixes chunks of smoked "
                "haddock, white fish such as cod, and prawns in a white sauce flavoured with "
                "parsley, sometimes with quartered boiled eggs, under a topping of mashed "
                "potato. Baked for about forty minutes at 200 degrees Celsius, it is a Friday "
                "favourite.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > World | Hachis parmentier\nHachis parmentier, the French cousin "
                "of a British classic, is named after Antoine-Augustin Parmentier, the "
                "pharmacist who promoted the potato in France in the 1770s after eating it as a "
                "prisoner of war in Prussia. It layers chopped beef left over from a pot-au-feu "
                "with mashed potato and often a crust of grated gruyère on top.\nShare this | "
                "Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "how",
        "How does sous vide cooking work?",
        (
            "food is sealed in a bag and cooked in a water bath held at a precise low "
            "temperature, so it cooks evenly and cannot overcook"
        ),
        [
            D(
                "Home > Food > Gadgets | How does an air fryer work?\nAn air fryer is really a "
                "small countertop convection oven: a heating element at the top and a powerful "
                "fan blow hot air, up to about 200 degrees Celsius, around food in a perforated "
                "basket. The fast-moving air dries the surface and browns it, so chips come out "
                "crisp with a spoonful of oil instead of a deep pan of hot fat, and the basket "
                "is easy to clean.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food > Techniques | How does sous vide cooking work?\nIn sous vide "
                "cooking, food is sealed in an airtight plastic bag and put in a water bath held "
                "at a precise, fairly low temperature by a circulator, for example 56 degrees "
                "Celsius for a medium-rare steak. As the water never gets hotter than the "
                "target, the food cooks evenly to the centre and cannot overcook; it is often "
                "seared afterwards.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > Techniques | Confit\nConfit is an old French way of preserving "
                "meat, above all duck and goose legs from Gascony, by salting it and then "
                "cooking it slowly in its own fat at well below frying temperature for several "
                "hours. Stored under a layer of that fat in a cool place, it keeps for months, "
                "and it is eaten crisped in a pan or in cassoulet.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > History | Who invented sous vide?\nThe French chef Georges Pralus "
                "is credited with developing modern sous vide cooking in 1974 at the Troisgros "
                "restaurant in Roanne, where he was looking for a way to cook foie gras that "
                "lost less of its fat and weight. The food scientist Bruno Goussault later "
                "worked out cooking times and trained many chefs.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "why",
        "Why does food taste bland on a plane?",
        (
            "the dry cabin air and low pressure dull smell and the perception of salt and "
            "sweetness by up to a third"
        ),
        [
            D(
                "Home > Travel > Flying | Why do my ankles swell on long flights?\nSitting still "
                "for hours with your knees bent slows the flow of blood back from the legs, and "
                "fluid collects in the tissue around the feet and ankles. Getting up to walk "
                "every hour, flexing your calves, drinking water and wearing flight socks all "
                "help, and they also lower the small risk of a blood clot.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Travel > Flying | Why does food taste bland on a plane?\nAt cruising "
                "height the cabin is pressurised to the equivalent of about 2,400 metres and its "
                "air is very dry, with humidity often under 20 per cent. The dry air and low "
                "pressure dull our sense of smell and our perception of salt and sweetness by as "
                "much as a third, so airlines season their meals more heavily.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Airline meals | How are airline meals prepared?\nMost airline "
                "meals are cooked in large catering kitchens near the airport, such as those of "
                "Gate Gourmet and LSG Sky Chefs, chilled quickly to below 5 degrees Celsius and "
                "loaded onto the aircraft in trolleys several hours before departure. On board "
                "they are reheated in convection ovens.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Flying | Why is cabin air so dry?\nAir at 11,000 metres is "
                "bitterly cold and holds almost no water, and the outside air drawn in through "
                "the engines to pressurise the cabin keeps that dryness, so humidity on a long "
                "flight can fall below 10 per cent, drier than most deserts. The Boeing 787 "
                "allows more humidity, since its composite body does not corrode.\nShare this | "
                "Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "yesno",
        "Does alcohol burn off completely when you cook with it?",
        (
            "No: after 15 minutes' simmering about 40% remains, after an hour 25%, after two and "
            "a half hours about 5%"
        ),
        [
            D(
                "Home > Food > Kitchen myths | Does searing meat seal in the juices?\nNo. The "
                "idea goes back to the German chemist Justus von Liebig in the 1850s, but tests "
                "show that a seared steak loses as much moisture as one that is not, or slightly "
                "more. Searing is still worth doing, because the browning of the Maillard "
                "reaction, above about 140 degrees Celsius, adds flavour.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Food > Kitchen myths | Does the alcohol cook off?\nNot entirely. Tests "
                "by the US Department of Agriculture found that a dish simmered for 15 minutes "
                "after wine is added still holds about 40 per cent of the alcohol, one baked or "
                "simmered for an hour about 25 per cent, and even after two and a half hours "
                "about 5 per cent remains; flambéing leaves three quarters.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Drink > Wine | Cooking wine\nThe bottles sold as cooking wine in "
                "supermarkets are usually cheap wine with salt and preservatives added, partly "
                "so that they are not taxed or sold as drink. Most chefs advise cooking only "
                "with a wine you would be happy to drink, since reducing it concentrates its "
                "flavours, good and bad, and the salt can spoil a sauce.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Drink > Health | Alcohol-free beer\nBeer sold as alcohol-free in the UK "
                "may hold no more than 0.05 per cent alcohol, and low-alcohol beer up to 1.2 per "
                "cent, while in much of Europe and the United States alcohol-free means under "
                "0.5 per cent. The alcohol is taken out after brewing by vacuum distillation at "
                "a low temperature or by filtering through membranes.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "bridge",
        "What nationality was the painter of The Son of Man?",
        "Belgian (René Magritte)",
        [
            S(
                "Home > Art > Surrealism | The Son of Man\nThe Son of Man is a painting made in "
                "1964 by René Magritte as a self-portrait: a man in an overcoat and bowler hat "
                "stands before a low wall and a cloudy sea, his face hidden by a floating green "
                "apple. It has been copied endlessly, and the 1999 film The Thomas Crown Affair "
                "drew on it in its closing scenes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Surrealism | Golconda\nGolconda, painted in 1953, shows dozens of "
                "identical men in dark overcoats and bowler hats hanging in the air like rain in "
                "front of a row of red-roofed houses under a pale blue sky. It belongs to the "
                "Menil Collection in Houston, Texas, and its title is that of a ruined city in "
                "India once said to be fabulously rich.\nShare this | Cookie policy"
            ),
            S(
                "Home > Art > Artists | René Magritte\nRené Magritte was a Belgian surrealist "
                "painter, born in Lessines in the province of Hainaut in 1898, who studied at "
                "the Academy of Fine Arts in Brussels and worked for years designing wallpaper "
                "and posters. Apart from three years near Paris from 1927, he spent his life in "
                "Brussels, where he died in 1967.\nShare this | Cookie policy"
            ),
            D(
                "Home > Art > Artists | Paul Delvaux\nPaul Delvaux, born in Antheit near Huy in "
                "1897, was a painter drawn to surrealism after seeing works by Giorgio de "
                "Chirico, and is known for dreamlike scenes of pale women wandering among "
                "classical ruins and railway stations at night. A museum of his work opened in "
                "Saint-Idesbald on the coast in 1982.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > Drama | Son of Man (2006)\nSon of Man is a 2006 film by the South "
                "African director Mark Dornford-May that retells the life of Jesus in a "
                "present-day African country torn by civil war, with dialogue in Xhosa. It was "
                "shown at the Sundance Film Festival in 2006 and made with the Dimpho Di Kopane "
                "theatre company of Cape Town.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What does APR stand for?",
        "annual percentage rate",
        [
            D(
                "Q: What is AER on a savings account?\nA: AER, the annual equivalent rate, shows "
                "what interest you would earn over a year if it were paid and compounded once a "
                "year, so accounts that pay monthly can be compared fairly with those that pay "
                "annually. A savings account at 4.5% AER turns 1,000 pounds left untouched into "
                "1,045 pounds after twelve months."
            ),
            S(
                "Q: What does APR mean on a loan or credit card?\nA: APR stands for annual "
                "percentage rate, the yearly cost of borrowing shown as a percentage. Unlike the "
                "bare interest rate it also takes in compulsory fees, such as arrangement "
                "charges, and lenders in the UK, the EU and the United States must show it so "
                "that you can compare offers: a card at 24.9% APR costs more than one at 19.9%."
            ),
            D(
                "Q: What is a representative APR?\nA: A representative APR is the rate a lender "
                "advertises, which under UK rules must be offered to at least 51 per cent of the "
                "people who are accepted for the deal. The rest may be offered a higher rate "
                "depending on their credit history, so the figure you are quoted after applying "
                "can be well above the one in the advert, sometimes by several percentage points."
            ),
            D(
                "Credit card charges at a glance\n• Purchase rate: interest on spending not "
                "cleared in full each month\n• Cash advance fee: usually around 3% of the amount "
                "withdrawn\n• Late payment fee: capped at 12 pounds in the UK\n• Foreign "
                "transaction fee: often 2.99% of each purchase made abroad\n• Balance transfer "
                "fee: typically about 3% of the balance moved"
            ),
            D(
                "Q: What is the base rate?\nA: The base rate, or Bank Rate, is the interest rate "
                "the Bank of England pays on money that commercial banks hold with it, set eight "
                "times a year by its nine-member Monetary Policy Committee. Tracker mortgages "
                "follow it directly, and it stood at a record low of 0.1 per cent from March "
                "2020 until December 2021."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "factoid",
        "standard vat rate uk",
        "20%",
        [
            D(
                "UK VAT rates at a glance\n• Reduced rate of 5%: home energy bills, children's "
                "car seats and mobility aids\n• Zero rate: most food, children's clothes, books "
                "and newspapers\n• Exempt: insurance, postage stamps, most education and health "
                "care\n• VAT was introduced on 1 April 1973, when the UK joined the European "
                "Economic Community"
            ),
            S(
                "Q: What is the standard rate of VAT in the UK?\nA: The standard rate of value "
                "added tax in the UK is 20 per cent, charged on most goods and services. It has "
                "stood at that level since 4 January 2011, when it rose from 17.5 per cent, and "
                "a business must register for VAT once its taxable turnover passes 90,000 pounds "
                "in a twelve-month period."
            ),
            D(
                "Q: What is the VAT rate in Ireland?\nA: The standard rate of VAT in Ireland is "
                "23 per cent, one of the higher rates in the European Union, with a reduced rate "
                "of 13.5 per cent for fuel and building work and 9 per cent for newspapers and "
                "some sports facilities. Hungary has the highest standard rate in the EU, at 27 "
                "per cent."
            ),
            D(
                "Q: Can tourists claim back VAT when shopping in the UK?\nA: Not any more. The "
                "UK ended its VAT refund scheme for overseas visitors on 1 January 2021, so "
                "tourists now pay the full shop price, although goods can still be bought free "
                "of VAT if the shop sends them directly to an address abroad. Visitors to EU "
                "countries can still claim refunds there."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which came out first, the Apple Macintosh or Microsoft Windows?",
        "the Macintosh (January 1984; Windows 1.0 in November 1985)",
        [
            D(
                "Q: What was the Apple Lisa?\nA: The Lisa, launched by Apple in January 1983, "
                "was one of the first personal computers with a graphical interface and a mouse, "
                "but at 9,995 dollars it sold only about 10,000 units and was dropped in 1986. "
                "Its name was officially said to stand for Local Integrated Software "
                "Architecture."
            ),
            S(
                "Q: When did the first Apple Macintosh come out?\nA: Apple launched the "
                "Macintosh on 24 January 1984, two days after a television advert directed by "
                "Ridley Scott was shown during the Super Bowl. It cost 2,495 dollars and had a "
                "9-inch black-and-white screen, 128 kilobytes of memory and a mouse, and it made "
                "the graphical desktop popular."
            ),
            D(
                "Q: What was the Xerox Alto?\nA: The Alto was a computer built at Xerox's Palo "
                "Alto Research Center in 1973, with a mouse and a screen the shape of a portrait "
                "page that showed windows and icons. It was never sold to the public, but about "
                "two thousand were made for universities and offices, and Steve Jobs saw one on "
                "a famous visit in 1979."
            ),
            S(
                "Q: When was Microsoft Windows first released?\nA: Windows 1.0 went on sale on "
                "20 November 1985, two years after Microsoft first announced it, as a graphical "
                "shell that ran on top of MS-DOS. Its windows could not overlap but only sit "
                "side by side in tiles, and it came with programs such as Paint, Notepad, a "
                "calendar and the game Reversi."
            ),
            D(
                "Q: When did Windows 95 come out?\nA: Windows 95 was released on 24 August 1995, "
                "with a launch campaign that used the Rolling Stones' Start Me Up to introduce "
                "its new Start button and taskbar. Microsoft sold seven million copies in the "
                "first five weeks, and people queued outside shops at midnight to buy it."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "faq",
        "list",
        "What are the main types of tea?",
        "white, green, oolong and black (and pu-erh)",
        [
            D(
                "Q: What is herbal tea?\nA: Herbal teas, or tisanes, such as peppermint, "
                "chamomile and rooibos, are not made from the tea plant at all but from dried "
                "flowers, leaves, roots or seeds of other plants steeped in hot water. Most are "
                "naturally free of caffeine, and rooibos, or red bush, grows only in the "
                "Cederberg region of South Africa."
            ),
            S(
                "Q: What are the main types of tea?\nA: All true tea comes from one plant, "
                "Camellia sinensis, and the main types differ in how far the leaves are "
                "oxidised: white tea, from young buds barely processed; green tea, heated soon "
                "after picking to stop oxidation; oolong, partly oxidised; and black tea, fully "
                "oxidised. Pu-erh, a fermented and aged tea from Yunnan, is often added as a "
                "fifth."
            ),
            D(
                "Black tea blends at a glance\n• English Breakfast: usually Assam, Ceylon and "
                "Kenyan teas, strong enough to take milk\n• Earl Grey: black tea scented with "
                "oil of bergamot, a citrus fruit\n• Darjeeling: grown in the Himalayan foothills "
                "of West Bengal, called the champagne of teas\n• Lapsang souchong: dried over "
                "pinewood fires in Fujian"
            ),
            D(
                "Q: What is matcha?\nA: Matcha is green tea ground into a fine powder from "
                "leaves that are shaded for about three weeks before picking, which deepens "
                "their colour and raises their level of amino acids. It is whisked with hot "
                "water using a bamboo whisk in the Japanese tea ceremony, so the whole leaf is "
                "drunk rather than just an infusion, and it is now sold widely in cafés in "
                "lattes and desserts."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "how",
        "how to poach an egg",
        (
            "slide a fresh egg into barely simmering water, cook 3-4 minutes, lift out with a "
            "slotted spoon"
        ),
        [
            D(
                "Q: How do I make scrambled eggs?\nA: Beat two or three eggs with a pinch of "
                "salt, melt a knob of butter in a non-stick pan over a low heat and pour them "
                "in. Stir slowly and constantly with a spatula, drawing the set egg in from the "
                "edges, and take the pan off the heat while they are still slightly wet, since "
                "they go on cooking for a minute on the plate."
            ),
            S(
                "Q: How do I poach an egg?\nA: Use the freshest egg you can, since its white "
                "holds together best. Bring a deep pan of water to a bare simmer, add a splash "
                "of vinegar if you like, crack the egg into a cup, stir the water into a gentle "
                "whirl and slide the egg into the middle. Cook it for three to four minutes for "
                "a set white and runny yolk, then lift it out with a slotted spoon."
            ),
            D(
                "Q: How can I tell if an egg is fresh?\nA: Put it in a bowl of cold water. A "
                "very fresh egg lies flat on its side at the bottom, one a week or two old tilts "
                "up at one end, and one that floats should be thrown away, because as an egg "
                "ages moisture escapes through its shell and the air cell inside grows. UK eggs "
                "carry a best-before date 28 days after the day of laying, and most keep well "
                "beyond it."
            ),
            D(
                "Eggs Benedict at a glance\n• Said to have been created in New York in the "
                "1890s, at Delmonico's or the Waldorf Hotel\n• A split English muffin, "
                "toasted\n• A slice of ham or back bacon on each half\n• A poached egg on top of "
                "each\n• Covered in a rich butter sauce and finished with a pinch of paprika or "
                "chopped chives"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "why",
        "Why do my towels feel rough and stiff after washing?",
        "leftover detergent and hard-water minerals in the fibres, and drying them in still air",
        [
            D(
                "Q: Why have my black clothes faded?\nA: Dark dyes loosen with heat and "
                "friction, so every hot wash and long spin rubs colour out of the fibres and "
                "leaves them looking grey. Turning them inside out, washing at 30 degrees with a "
                "detergent made for dark colours and drying them out of direct sunlight all "
                "help, since sunlight breaks down dye."
            ),
            S(
                "Q: Why do my towels feel rough after washing?\nA: Usually because of leftover "
                "detergent and minerals. Using too much powder, or washing in hard water, leaves "
                "a residue of soap and calcium in the cotton loops, and drying them on a line in "
                "still air lets the fibres set stiff. Use less detergent, add half a cup of "
                "white vinegar to the rinse, and shake or tumble them dry."
            ),
            D(
                "Q: Should I use fabric softener on towels?\nA: Most towel makers advise against "
                "using it often. Softeners coat the fibres in a thin waxy film that feels smooth "
                "but stops the cotton from soaking up water, so towels washed with it every time "
                "grow less absorbent. Microfibre cloths and sportswear suffer too, and many "
                "people use it only once in every three or four washes at most."
            ),
            D(
                "Towel care at a glance\n• Wash new towels before use to remove the factory "
                "finish\n• Wash at 40 to 60 degrees every three or four uses\n• Keep them away "
                "from clothes with zips, which snag the loops\n• Egyptian cotton has long fibres "
                "that grow softer with washing\n• Weight is given in grams per square metre, 500 "
                "or more for a thick towel"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Is it safe to mix bleach and vinegar?",
        "No: together they release chlorine gas",
        [
            D(
                "Q: Can I mix bicarbonate of soda and vinegar to clean a drain?\nA: You can, and "
                "it is safe: the acid and the alkali fizz as they react, giving off carbon "
                "dioxide, water and sodium acetate, which may loosen a light blockage. Cleaning "
                "experts point out, though, that the two largely cancel each other out, and that "
                "hot water and a plunger often do as much."
            ),
            S(
                "Q: Can I mix bleach and vinegar for a stronger cleaner?\nA: No, never. "
                "Household bleach contains sodium hypochlorite, and adding an acid such as "
                "vinegar makes it release chlorine gas, which even in small amounts stings the "
                "eyes, makes you cough and can damage the lungs. Use one product, rinse the "
                "surface with water and only then use the other, with a window open."
            ),
            D(
                "Q: How long does diluted bleach stay effective?\nA: Bleach diluted with water "
                "starts to break down within a day, so public health bodies advise making a "
                "fresh mixture each day for disinfecting, usually about 20 millilitres of bleach "
                "to a litre of water for hard surfaces. Undiluted household bleach loses much of "
                "its strength after six months to a year, faster in heat."
            ),
            D(
                "Cleaning with vinegar at a glance\n• White distilled vinegar is about 5% acetic "
                "acid\n• Dissolves limescale on taps, kettles and shower heads\n• Cuts grease on "
                "glass when diluted half and half with water\n• Do not use it on marble or "
                "granite, which the acid etches\n• The smell fades within an hour or so of "
                "cleaning"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "bridge",
        "What is the main spirit in the cocktail invented at the Raffles Hotel?",
        "gin (the Singapore Sling)",
        [
            S(
                "Q: Which cocktail was created at the Raffles Hotel?\nA: The Singapore Sling was "
                "created at the Long Bar of the Raffles Hotel in Singapore around 1915 by the "
                "Hainanese bartender Ngiam Tong Boon. It was made pink so that women could drink "
                "it in public while seeming to sip fruit juice, and the Long Bar still serves "
                "hundreds of them every day."
            ),
            D(
                "Q: What is the history of the Raffles Hotel?\nA: The Raffles Hotel opened in "
                "Singapore in 1887 as a ten-room bungalow run by the Armenian Sarkies brothers, "
                "and is named after Sir Stamford Raffles, who founded the British settlement "
                "there in 1819. It was made a national monument in 1987, and writers such as "
                "Somerset Maugham and Rudyard Kipling stayed there."
            ),
            S(
                "Singapore Sling at a glance\n• Base spirit: gin, about 30 ml\n• Cherry liqueur "
                "with a little Bénédictine and Cointreau\n• Pineapple juice, lime juice and "
                "grenadine\n• A dash of Angostura bitters\n• Shaken and served in a tall glass "
                "with a slice of pineapple and a cherry\n• Some bars top it up with soda water "
                "instead of shaking it all"
            ),
            D(
                "Q: Which cocktail was invented at Harry's Bar in Venice?\nA: The Bellini, a mix "
                "of white peach purée and Prosecco, was created at Harry's Bar in Venice in the "
                "1930s or 1940s by its founder Giuseppe Cipriani, who named it after the "
                "fifteenth-century painter Giovanni Bellini because its pink glow recalled a "
                "saint's robe in one of his pictures."
            ),
            D(
                "Mai Tai at a glance\n• Created in 1944 by Victor Bergeron at Trader Vic's in "
                "Oakland, California\n• Base spirit: aged Jamaican rum\n• Orange curaçao, orgeat "
                "almond syrup and fresh lime juice\n• Shaken with crushed ice\n• Garnished with "
                "a sprig of mint and a spent lime shell\n• Its name is said to come from the "
                "Tahitian for very good"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote Brave New World?",
        "Aldous Huxley (1932)",
        [
            D(
                "George Orwell's last novel, published in June 1949, imagines Britain as "
                "Airstrip One, a province of the superstate Oceania, where the Party watches "
                "every citizen through telescreens and rewrites the past at will. Its hero, "
                "Winston Smith, works at the Ministry of Truth, and the book gave the language "
                "Big Brother, doublethink and Room 101."
            ),
            S(
                "In 1932 the English novelist Aldous Huxley, grandson of the biologist T. H. "
                "Huxley, published his vision of a World State six centuries ahead, in which "
                "babies are grown in hatcheries and sorted into castes from Alpha to Epsilon, "
                "and everyone is kept docile with the drug soma. Its title is taken from a line "
                "spoken by Miranda in The Tempest."
            ),
            D(
                "We, written by the Russian author Yevgeny Zamyatin in 1920 and 1921 and first "
                "published in English in New York in 1924, describes the One State, a glass city "
                "of numbered citizens ruled by the Benefactor, where every hour of the day is "
                "timetabled. It was banned in the Soviet Union, and it shaped the dystopias of "
                "later English writers."
            ),
            D(
                "Island, published in 1962, the year before its author died in Los Angeles, "
                "describes Pala, an imaginary island in the Indian Ocean whose people combine "
                "Buddhism, Western science and a mushroom drug called moksha to live happy "
                "lives, until an oil-hungry neighbour invades. It was written as a hopeful "
                "answer to a famous earlier book."
            ),
            D(
                "Julian Huxley, the elder brother of a famous novelist, was an English biologist "
                "who became the first director-general of UNESCO in 1946 and helped to found the "
                "World Wildlife Fund in 1961. He popularised the word transhumanism in 1957, "
                "wrote widely on evolution, and for years was secretary of the Zoological "
                "Society of London."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "factoid",
        "who wrote the hitchhikers guide to the galaxy",
        "Douglas Adams",
        [
            D(
                "Eoin Colfer, the Irish author of the Artemis Fowl books, was invited by the "
                "widow of a much-loved English comic writer to continue his series, and "
                "published And Another Thing... in October 2009, thirty years after the first "
                "book, as the sixth part of what fans call a trilogy in five parts."
            ),
            S(
                "Douglas Adams, born in Cambridge in 1952, dreamed up the comic saga of Arthur "
                "Dent, whisked off a doomed Earth by his alien friend Ford Prefect, for a BBC "
                "radio series broadcast in 1978, and turned it into a bestselling novel the next "
                "year, followed by four more. He was also a script editor on Doctor Who and died "
                "in California in 2001."
            ),
            D(
                "Terry Pratchett, born in Beaconsfield in 1948, wrote forty-one Discworld novels "
                "set on a flat world carried through space on the backs of four elephants "
                "standing on a giant turtle, beginning with The Colour of Magic in 1983. He was "
                "knighted in 2009 for services to literature and died in 2015, having sold more "
                "than 85 million books."
            ),
            D(
                "The 2005 film of a cult comic space adventure starred Martin Freeman as a "
                "bewildered Englishman in a dressing gown, Mos Def as his alien companion and "
                "Alan Rickman as the voice of Marvin, the chronically gloomy robot. It was "
                "directed by Garth Jennings, and its script was finished by Karey Kirkpatrick "
                "after the original author's death."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, the Pantheon in Rome or Hagia Sophia?",
        "the Pantheon (completed around AD 125; Hagia Sophia in 537)",
        [
            S(
                "Hadrian's Pantheon, the domed temple on the Piazza della Rotonda in Rome, was "
                "completed around AD 125, replacing an earlier temple of Agrippa whose name it "
                "still carries in the inscription on its porch. Its unreinforced concrete dome, "
                "43 metres across with an open oculus at the top, is still the largest of its "
                "kind anywhere in the world."
            ),
            D(
                "Hagia Irene, the church of Holy Peace, stands in the outer courtyard of Topkapi "
                "Palace in Istanbul and was likewise rebuilt by Justinian after the Nika riots "
                "of 532. It was never turned into a mosque, serving instead as an Ottoman "
                "arsenal and later as a museum, and its fine acoustics now draw concerts."
            ),
            S(
                "Justinian I had the great church of Holy Wisdom in Constantinople raised in "
                "under six years, from 532 to 537, after rioters had burned down the one before "
                "it; its architects were Anthemius of Tralles and Isidore of Miletus. Its dome "
                "partly fell in an earthquake in 558 and was rebuilt higher, and it became a "
                "mosque after the Ottoman conquest of 1453."
            ),
            D(
                "The Blue Mosque, properly the Sultan Ahmed Mosque, was built in Istanbul "
                "between 1609 and 1616 for the young Sultan Ahmed I, facing an older domed "
                "basilica across a public square. It takes its popular name from the more than "
                "twenty thousand blue İznik tiles inside it, and it is one of few mosques with "
                "six minarets, and it is still used for daily prayer."
            ),
            D(
                "The Panthéon in Paris was begun in 1758 as a church dedicated to Saint "
                "Genevieve, to a design by Jacques-Germain Soufflot, and finished in 1790, just "
                "after the Revolution, which turned it into a resting place for great French "
                "citizens. Voltaire, Victor Hugo and Marie Curie are among those buried in its "
                "crypt."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the layers of a traditional English trifle?",
        "sponge soaked in sherry, fruit or jelly, custard and whipped cream",
        [
            D(
                "Eton mess, served at Eton College's annual cricket match against Harrow since "
                "the nineteenth century, is a jumble rather than a tidy stack: broken meringue, "
                "chopped strawberries and whipped cream folded loosely together in a bowl. It is "
                "easy to make ahead, and it is a good use for a Pavlova that has cracked."
            ),
            S(
                "Start with a base of sponge fingers or stale cake soaked in sweet sherry, then "
                "add fruit, often raspberries set in jelly. Over that goes a thick yellow "
                "blanket of egg custard, poured once it has cooled, and the dish is finished "
                "with softly whipped cream, sometimes scattered with toasted flaked almonds. "
                "Build it in a glass bowl so the stripes show."
            ),
            D(
                "Summer pudding is made by lining a bowl with slices of day-old white bread with "
                "the crusts cut off, filling it with raspberries, redcurrants and blackcurrants "
                "briefly cooked with sugar, and covering it with more bread. Weighted down and "
                "left in the fridge overnight, the bread soaks up the purple juice, and it is "
                "turned out whole onto a plate and served with cream."
            ),
            D(
                "Bird's Custard was invented in 1837 by Alfred Bird, a Birmingham chemist, for "
                "his wife Elizabeth, who could not eat eggs: a cornflour-based powder that "
                "thickened milk without them. It became a staple of British puddings, poured "
                "over crumbles and into trifles, and British soldiers were supplied with it in "
                "the First World War."
            ),
            D(
                "Cranachan, a Scottish dessert first made to celebrate the harvest, is built in "
                "glasses from whipped double cream, raspberries, honey, whisky and toasted "
                "oatmeal, spooned in turn so that the colours show through. It is now often "
                "served on Burns Night, on 25 January, and at Hogmanay, the Scottish new year."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How is instant coffee made?",
        (
            "strong brewed coffee is concentrated, then spray-dried in hot air or freeze-dried "
            "in a vacuum"
        ),
        [
            D(
                "Capsule coffee machines push hot water at high pressure, about 19 bar, through "
                "a sealed aluminium or plastic pod of ground coffee that is pierced as the "
                "machine closes. Nestlé's Nespresso system was patented in 1976 and launched in "
                "Switzerland in 1986, at first only for offices, and billions of its pods are "
                "now sold every year, in dozens of blends and strengths."
            ),
            S(
                "The soluble granules in a jar of coffee begin as ordinary roasted beans, brewed "
                "in huge batches into a strong liquid that is then concentrated. That "
                "concentrate is either sprayed as a fine mist into a tower of hot air, where the "
                "droplets dry into powder, or frozen into a slab, broken up and put in a vacuum "
                "so the ice turns straight to vapour, leaving crystals."
            ),
            D(
                "A moka pot, patented by the Italian Alfonso Bialetti in 1933, makes strong "
                "coffee on the stove: water in the lower chamber is heated until the pressure of "
                "steam pushes it up through a funnel of ground coffee, and the brew collects in "
                "the upper chamber. Its eight-sided aluminium design has barely changed in "
                "ninety years."
            ),
            D(
                "Satori Kato, a Japanese chemist working in Chicago, showed a soluble coffee "
                "powder at the Pan-American Exposition in Buffalo in 1901, and in 1938 Nestlé "
                "launched Nescafé in Switzerland after years of work on a way to use Brazil's "
                "surplus coffee harvest. American soldiers in the Second World War carried it in "
                "their rations."
            ),
            D(
                "Chicory coffee is made from the roasted and ground root of chicory, a "
                "blue-flowered relative of the dandelion. It has no caffeine, and it was widely "
                "used to stretch or replace coffee in France during Napoleon's blockade and in "
                "New Orleans, where café au lait with chicory is still served at the Café du "
                "Monde."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "why",
        "Why were the Impressionists given that name?",
        (
            "a critic mocked them after Monet's Impression, Sunrise at their 1874 exhibition, "
            "and they adopted the word"
        ),
        [
            D(
                "The Fauves, led by Henri Matisse and André Derain, got their name at the Salon "
                "d'Automne of 1905, when the critic Louis Vauxcelles saw their wildly coloured "
                "canvases hung around a classical-looking sculpture and called them wild beasts. "
                "The group broke up within a few years, and Matisse went on to paint The Dance."
            ),
            S(
                "The label began as a jibe. When a group of painters shunned by the official "
                "Salon held their own exhibition in Paris in April 1874, the critic Louis Leroy "
                "wrote a mocking review in the satirical paper Le Charivari, taking his cue from "
                "the title of Claude Monet's hazy harbour scene, Impression, Sunrise, and the "
                "artists soon took up the word themselves."
            ),
            D(
                "The Salon des Refusés was opened in Paris in 1863 by order of Napoleon III to "
                "show the thousands of works turned down by the jury of the official Salon that "
                "year. Crowds came to laugh, above all at Édouard Manet's Luncheon on the Grass, "
                "with its naked woman picnicking beside two fully clothed men."
            ),
            D(
                "Impression, Sunrise itself, painted in 1872 at Le Havre, shows the port at dawn "
                "through morning mist, with a small orange sun and two rowing boats sketched in "
                "quick dabs of paint. It was stolen from the Musée Marmottan Monet in Paris in "
                "1985 along with eight other paintings, and recovered in Corsica five years "
                "later, and it hangs in the same museum today."
            ),
            D(
                "Cubism took its name from a remark by the same critic who named the Fauves: in "
                "1908 Louis Vauxcelles described Georges Braque's landscapes painted at "
                "L'Estaque as made of little cubes. Braque and Pablo Picasso developed the style "
                "together over the next six years, until Braque left to fight in the First World "
                "War."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "does closing apps save battery",
        "No: phones freeze background apps, and relaunching them costs more power",
        [
            D(
                "The biggest drain on most phone batteries is the screen, so turning down the "
                "brightness, shortening the time before it locks and using a dark theme on "
                "phones with OLED displays, whose black pixels are switched off, all make a "
                "charge last longer. A weak mobile signal costs power too, as the phone raises "
                "its radio output to reach the mast."
            ),
            S(
                "Swiping away the programs sitting in your phone's recent list will not make the "
                "charge last longer, and may even cost a little. Both Apple and Google say that "
                "iOS and Android freeze apps in the background so that they use almost no power, "
                "and reopening one from scratch takes more energy than resuming it; only an app "
                "that misbehaves is worth shutting."
            ),
            D(
                "Lithium-ion batteries wear out slowly with use, and most phones keep about 80 "
                "per cent of their original capacity after 500 full charge cycles. Keeping the "
                "charge between 20 and 80 per cent and avoiding heat, such as leaving a phone on "
                "a car dashboard in summer, slows that ageing, and many phones offer a setting "
                "that stops charging at 80 per cent."
            ),
            D(
                "Low Power Mode, added to the iPhone with iOS 9 in 2015, cuts the phone's energy "
                "use by pausing mail fetching, automatic downloads and some visual effects, "
                "dimming the screen sooner and slowing the processor. It switches itself off "
                "once the battery is charged past 80 per cent, and Android phones offer a "
                "similar battery saver."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city did the composer of The Barber of Seville die?",
        "Paris (at Passy, in 1868)",
        [
            S(
                "Gioachino Rossini's comic opera about the quick-witted Figaro, who helps Count "
                "Almaviva win the young Rosina from her guardian Dr Bartolo, was first staged at "
                "the Teatro Argentina in Rome in February 1816. The composer, then only 23, is "
                "said to have written it in under three weeks, and its overture had already "
                "served two earlier operas."
            ),
            D(
                "Wolfgang Amadeus Mozart's The Marriage of Figaro, first performed at the "
                "Burgtheater in Vienna on 1 May 1786, carries the story of Beaumarchais's "
                "scheming servant on a few years, to his wedding day at the Count's palace. "
                "Mozart died in Vienna in December 1791, at 35, and was buried in a common grave "
                "outside the city."
            ),
            S(
                "Rossini, the most popular opera composer of his age, wrote nothing more for the "
                "stage after William Tell in 1829, and spent his later years hosting musical "
                "Saturday evenings and inventing dishes such as tournedos Rossini. He passed "
                "away at his country house in Passy, then just outside Paris, in November 1868, "
                "and was later reburied in Florence."
            ),
            D(
                "Giovanni Paisiello's setting of Beaumarchais's comedy, first staged in Saint "
                "Petersburg in 1782 for the court of Catherine the Great, was so loved that its "
                "admirers jeered at the premiere of a younger composer's version of the same "
                "play in 1816. Paisiello, born near Taranto in 1740, died in Naples in June of "
                "that year, still honoured as one of the masters of comic opera."
            ),
            D(
                "Gaetano Donizetti, born in Bergamo in 1797, wrote some seventy operas, among "
                "them the comedy L'elisir d'amore and the tragedy Lucia di Lammermoor, composing "
                "at such speed that he once finished an opera in about a week. Illness ended his "
                "career in 1845, and he died in his home town in April 1848."
            ),
        ],
        drop=1,
        heldout=True,
    ),
]
