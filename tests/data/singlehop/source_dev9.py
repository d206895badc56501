"""An eleventh dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about; a quarter of the questions are typed search-box style. Written after lexical-v10,
the batch measures how far the evaluator's tuning carries to questions it was not written
against (dev all the same: tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote War and Peace?",
        "Leo Tolstoy (serialised from 1865, published in full in 1869)",
        [
            D(
                "War and Peace (2016 TV series): The BBC's six-part version, adapted by Andrew "
                "Davies, cast Paul Dano as Pierre Bezukhov and Lily James as Natasha Rostova."
            ),
            D(
                "Crime and Punishment: Crime and Punishment, Fyodor Dostoevsky's novel about a "
                "poor former student who murders a pawnbroker in St Petersburg, came out in 1866."
            ),
            S(
                "War and Peace: War and Peace is a novel by the Russian author Leo Tolstoy. First "
                "printed in instalments from 1865 and issued complete in 1869, it follows several "
                "aristocratic families through the years of Napoleon's wars, up to the French "
                "invasion of Russia in 1812."
            ),
            D(
                "Battle of Borodino: Fought west of Moscow on 7 September 1812, Borodino was the "
                "bloodiest single day of Napoleon's invasion of Russia, and a long passage of a "
                "famous Russian novel is set on the battlefield."
            ),
            D(
                "Anna Karenina: Anna Karenina, published in book form in 1878, tells of a married "
                "St Petersburg society woman and her ruinous affair with Count Vronsky."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "atomic number of carbon",
        "6",
        [
            D(
                "Nitrogen: Nitrogen, symbol N, is the element with atomic number 7. As a "
                "colourless gas it makes up about 78% of the air."
            ),
            D(
                "Carbon-14: Carbon-14 is a radioactive isotope with a mass number of 14 and a "
                "half-life of about 5,730 years; measuring how much of it is left in wood or bone "
                "lets archaeologists date it."
            ),
            S(
                "Carbon: Carbon is a non-metallic chemical element with the symbol C and the "
                "atomic number 6. It forms more compounds than any other element and is the "
                "backbone of the molecules of life; diamond and graphite are two of its forms."
            ),
            D(
                "Silicon: Silicon, atomic number 14, sits directly below carbon in the periodic "
                "table and, like it, usually forms four bonds."
            ),
            D(
                "Carbon dioxide: Carbon dioxide, CO\u2082, is a gas made of one carbon atom bonded "
                "to two oxygen atoms, with a molar mass of about 44 g/mol."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came first, the Battle of Trafalgar or the Battle of Waterloo?",
        "Trafalgar (21 October 1805), almost ten years before Waterloo (18 June 1815)",
        [
            S(
                "Battle of Trafalgar: The Battle of Trafalgar was fought at sea off Cape "
                "Trafalgar, in south-western Spain, on 21 October 1805. A British fleet under "
                "Vice-Admiral Lord Nelson beat the combined French and Spanish fleets, and Nelson "
                "was killed by a musket ball during the action."
            ),
            D(
                "Waterloo (song): 'Waterloo' was the song with which the Swedish group ABBA won "
                "the Eurovision Song Contest in Brighton in April 1974."
            ),
            D(
                "Nelson's Column: Nelson's Column, in the middle of Trafalgar Square in London, "
                "was finished in 1843; the four bronze lions at its foot were added in 1867."
            ),
            S(
                "Battle of Waterloo: The Battle of Waterloo, near Brussels in what is now Belgium, "
                "took place on 18 June 1815. The Duke of Wellington's allied army and the "
                "Prussians under Bl\u00fccher defeated Napoleon, ending his rule for good."
            ),
            D(
                "Battle of Austerlitz: At Austerlitz, in Moravia, on 2 December 1805, Napoleon "
                "routed the armies of Russia and Austria in what is often called his finest "
                "victory."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "What are the four fundamental forces of nature?",
        "gravity, electromagnetism, the strong nuclear force and the weak nuclear force",
        [
            D(
                "Newton's laws of motion: Isaac Newton's three laws say that a body keeps its "
                "state of motion unless a force acts on it, that force equals mass times "
                "acceleration, and that every action has an equal and opposite reaction."
            ),
            S(
                "Fundamental interaction: Physics knows four fundamental interactions. Gravity and "
                "electromagnetism reach across any distance; the strong nuclear force binds quarks "
                "into protons and neutrons and holds atomic nuclei together; and the weak nuclear "
                "force is behind some kinds of radioactive decay, such as beta decay."
            ),
            D(
                "Standard Model: The Standard Model of particle physics describes the elementary "
                "particles and three of the ways they interact, but it leaves gravity out."
            ),
            D(
                "Higgs boson: The Higgs boson, predicted in 1964, was found at CERN's Large Hadron "
                "Collider in 2012; its field gives other particles their mass."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does the Moon cause tides?",
        "the Moon's gravity pulls harder on the side of the Earth nearest it than on the far "
        "side, stretching the oceans into two bulges, one facing the Moon and one opposite; as "
        "the Earth turns through them most coasts get two high and two low tides a day",
        [
            D(
                "Tidal locking: The Moon is tidally locked to the Earth: it turns once on its axis "
                "in the time it takes to go round once, so it keeps the same face towards us."
            ),
            D(
                "Bay of Fundy: The Bay of Fundy, between New Brunswick and Nova Scotia, has the "
                "largest tidal range in the world, up to about 16 m between low and high water."
            ),
            S(
                "Tide: Tides are the regular rise and fall of the sea. The Moon's gravity pulls "
                "more strongly on the side of the Earth facing it than on the side away from it, "
                "so the oceans are drawn out into two bulges, one beneath the Moon and one on the "
                "opposite side of the planet. As the Earth spins through these bulges, most shores "
                "see two high tides and two low tides about every 24 hours and 50 minutes."
            ),
            D(
                "Rance Tidal Power Station: Opened in 1966 on the estuary of the Rance in "
                "Brittany, the Rance station was the first large power plant to run on the tides."
            ),
            D(
                "Spring tide: Spring tides, with the biggest range, come around new and full moon; "
                "the name has nothing to do with the season."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Dust Bowl happen?",
        "farmers had ploughed up the native grass of the southern Great Plains, whose roots held "
        "the soil, to grow wheat; when a long drought struck in the 1930s the bare, dry topsoil "
        "was blown away by the wind",
        [
            D(
                "The Grapes of Wrath: John Steinbeck's 1939 novel follows the Joad family, tenant "
                "farmers driven off their land in Oklahoma, on the road to California."
            ),
            S(
                "Dust Bowl: The Dust Bowl was a time of severe dust storms on the southern Great "
                "Plains of the United States in the 1930s. In the years before, settlers had "
                "ploughed up millions of acres of native prairie grass, whose deep roots had held "
                "the soil in place, to plant wheat. When years of drought followed, nothing "
                "anchored the dry, exposed topsoil, and the wind carried it off in vast clouds."
            ),
            D(
                "Black Sunday (1935): On 14 April 1935 a wall of dust hundreds of kilometres long "
                "swept across Oklahoma and Texas, turning day into night."
            ),
            D(
                "Great Depression: The Great Depression, the deepest economic slump of the 20th "
                "century, followed the Wall Street Crash of October 1929 and lasted through most "
                "of the 1930s."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "did nero fiddle while rome burned",
        "no: the fiddle had not been invented, and Nero was at Antium when the fire broke out in "
        "AD 64; he hurried back and organised shelter for the homeless (at most, rumour said he "
        "sang of the fall of Troy)",
        [
            D(
                "Great Fire of London: The Great Fire of London started in a baker's shop on "
                "Pudding Lane in September 1666 and destroyed most of the medieval City."
            ),
            S(
                "Great Fire of Rome: The Great Fire of Rome broke out in July AD 64 and raged for "
                "about six days. The emperor Nero was away at Antium when it began; according to "
                "Tacitus he rushed back and opened public buildings and his own gardens to the "
                "homeless. The saying that he fiddled while the city burned cannot be literally "
                "true, since the fiddle did not exist for well over a thousand years; the rumour "
                "of the time was that he had sung of the fall of Troy."
            ),
            D(
                "Domus Aurea: Nero's Golden House, a vast palace with a man-made lake, was built "
                "on land in the centre of Rome left empty by the great fire."
            ),
            D(
                "Nero Wolfe: Nero Wolfe is a fictional detective created by Rex Stout, a "
                "heavyweight gourmet who grows orchids and rarely leaves his New York brownstone."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What language is spoken in the country that won the first World Cup?",
        "Spanish (Uruguay won the first FIFA World Cup, at home, in 1930)",
        [
            S(
                "1930 FIFA World Cup: The first FIFA World Cup was held in Uruguay in July 1930, "
                "with thirteen teams. The hosts beat Argentina 4\u20132 in the final in Montevideo "
                "to become the first world champions."
            ),
            D(
                "Brazil national football team: Brazil, the only Portuguese-speaking country in "
                "South America, has won the World Cup five times, more than any other nation."
            ),
            D(
                "FIFA Women's World Cup: The first Women's World Cup was played in China in 1991 "
                "and won by the United States."
            ),
            S(
                "Uruguay: Uruguay is a country in south-eastern South America, between Argentina "
                "and Brazil. Its official language is Spanish, and about half of its 3.4 million "
                "people live in and around the capital, Montevideo."
            ),
            D(
                "Argentina: Argentina lost the first World Cup final but has since won the trophy "
                "three times, in 1978, 1986 and 2022."
            ),
        ],
        drop=0,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who painted The Birth of Venus?",
        "Sandro Botticelli, in the mid-1480s (it hangs in the Uffizi, Florence)",
        [
            D(
                "The Venus de Milo, a marble statue of the goddess carved in the second century "
                "BC, was dug up on the Aegean island of Milos in 1820 and has been in the Louvre "
                "ever since."
            ),
            D(
                "Alexandre Cabanel's The Birth of Venus, a nude lying on the crest of a wave, was "
                "the sensation of the Paris Salon of 1863 and was bought by Napoleon III."
            ),
            S(
                "The Birth of Venus was painted in the mid-1480s by the Florentine artist Sandro "
                "Botticelli. It shows the goddess, newly risen from the sea, drifting ashore on a "
                "huge scallop shell, blown along by the wind gods, and it now hangs in the Uffizi "
                "Gallery in Florence."
            ),
            D(
                "Titian's Venus of Urbino, finished in 1538, shows a nude reclining on a white "
                "sheet while two maids search a chest in the background."
            ),
            D(
                "Botticelli's Primavera, painted around 1480, places Venus in the middle of an "
                "orange grove, with the Three Graces dancing beside her."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many keys on a piano",
        "88 on a standard modern piano: 52 white and 36 black",
        [
            D(
                "Many pianos made before about 1880 had only 85 keys, running from the lowest A up "
                "to the A below today's top C."
            ),
            S(
                "A standard modern piano has 88 keys, 52 white and 36 black, spanning a little "
                "more than seven octaves from the bottom A to the top C."
            ),
            D(
                "An organ manual normally has 61 keys, five octaves from C to C, and a large organ "
                "may have four or five manuals plus pedals."
            ),
            D(
                "B\u00f6sendorfer's Imperial concert grand has 97 keys; the extra bass keys are "
                "sometimes painted black, or hidden under a lid, so that players do not hit them "
                "by mistake."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which country has more people, India or China?",
        "India (about 1.43 billion in 2023, against about 1.41 billion in China, which India "
        "overtook that year)",
        [
            D(
                "China's one-child policy, brought in around 1980, was relaxed to two children per "
                "couple in 2016 and to three in 2021."
            ),
            S(
                "India's population was put at about 1.43 billion in 2023, and in April of that "
                "year the United Nations estimated that it had passed China's to become the "
                "largest of any country."
            ),
            D(
                "Indonesia is the fourth most populous country, with about 278 million people, "
                "spread over some 17,000 islands."
            ),
            S(
                "China's population fell in 2022 for the first time in about sixty years, and by "
                "the end of 2023 it stood at about 1.41 billion, as the number of births dropped "
                "to a record low."
            ),
            D(
                "Mumbai is India's biggest city, and Shanghai, with about 25 million people, is "
                "China's."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What are the three types of blood vessel?",
        "arteries, veins and capillaries",
        [
            D(
                "Blood itself is made of plasma, a straw-coloured liquid, in which red cells, "
                "white cells and platelets are carried."
            ),
            D(
                "The lymphatic system is a second network of vessels in the body; it collects a "
                "clear fluid called lymph from the tissues and returns it to the bloodstream."
            ),
            S(
                "Blood travels through three main kinds of vessel. Arteries carry it away from the "
                "heart under high pressure and have thick, muscular walls. Capillaries, the "
                "smallest, have walls just one cell thick, through which oxygen and food pass into "
                "the tissues. Veins bring it back to the heart, and many have valves to stop it "
                "flowing backwards."
            ),
            D(
                "The aorta, which leaves the left side of the heart, is the largest artery in the "
                "body, about 2.5 cm across in an adult."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do earthquakes happen?",
        "the tectonic plates of the Earth's crust slowly move, but friction locks them together "
        "along faults, so strain builds up in the rock; when it overcomes the friction the rock "
        "slips suddenly and the stored energy goes out as seismic waves that shake the ground",
        [
            D(
                "The moment magnitude scale, which has replaced the Richter scale for large "
                "quakes, goes up by one step for roughly 32 times as much energy released."
            ),
            S(
                "Most earthquakes happen along the edges of tectonic plates, the huge slabs of "
                "rock that make up the Earth's outer shell. The plates creep past one another a "
                "few centimetres a year, but friction locks them together along faults, and strain "
                "builds up in the rock for years or centuries. When it finally overcomes the "
                "friction, the rock slips suddenly, and the stored energy spreads out as seismic "
                "waves that shake the ground."
            ),
            D(
                "A tsunami forms when an undersea earthquake lifts or drops the sea floor and "
                "shoves the whole column of water above it."
            ),
            D(
                "The San Francisco earthquake of April 1906 wrecked much of the city, though more "
                "of it was destroyed by the fires that broke out afterwards than by the shaking "
                "itself."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does iron rust?",
        "iron reacts with oxygen when water is present, turning into hydrated iron oxide (rust); "
        "salt and acids speed it up, and because rust is porous and flakes off, fresh metal keeps "
        "being exposed",
        [
            D(
                "Stainless steel contains at least about 10.5% chromium, which forms a thin, "
                "invisible oxide film on the surface."
            ),
            S(
                "Iron rusts because it reacts with oxygen whenever water is around. The water, "
                "especially if it is salty or slightly acidic, lets the metal hand over electrons "
                "to the oxygen, and the iron turns into hydrated iron oxide, the flaky "
                "reddish-brown stuff we call rust. Unlike the tight film that forms on aluminium, "
                "rust is porous and crumbles away, so the damage keeps eating deeper."
            ),
            D(
                "Galvanising coats steel with a layer of zinc, which corrodes in its place and so "
                "protects the iron underneath."
            ),
            D(
                "Copper does not rust but slowly grows a green coat, called verdigris or patina, "
                "as on old church roofs."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is a strawberry a berry",
        "no, not to a botanist: its flesh grows from the swollen base of the flower rather than "
        "from the ovary, and the pips on the outside are the real fruits (achenes)",
        [
            D(
                "To a botanist, a berry is a fleshy fruit grown from a single ovary, usually with "
                "several seeds; by that rule bananas, grapes, tomatoes and even aubergines all "
                "count."
            ),
            S(
                "Botanically the strawberry is not a berry at all. Its red flesh grows from the "
                "swollen receptacle at the base of the flower, not from the ovary, and each of the "
                "little pips dotted over its skin is a separate fruit of its own, called an "
                "achene. Botanists call it an accessory fruit."
            ),
            D(
                "Raspberries and blackberries are not true berries either but clusters of small "
                "drupelets, each grown from a separate ovary of the same flower."
            ),
            D(
                "Strawberry Fields, a garden in New York's Central Park named after the Beatles "
                "song, was laid out in memory of John Lennon and opened in 1985."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which year was the author of The Old Man and the Sea born?",
        "1899 (Ernest Hemingway, born on 21 July 1899 in Oak Park, Illinois)",
        [
            D(
                "In the 1958 film of The Old Man and the Sea, Spencer Tracy played the fisherman, "
                "and the score by Dimitri Tiomkin won an Oscar."
            ),
            S(
                "The Old Man and the Sea, a short novel by Ernest Hemingway published in 1952, "
                "tells of an ageing Cuban fisherman, Santiago, and his long fight with a giant "
                "marlin out in the Gulf Stream. It won the Pulitzer Prize for Fiction the "
                "following year."
            ),
            D(
                "F. Scott Fitzgerald, Hemingway's friend and rival in 1920s Paris, was born in St "
                "Paul, Minnesota, in 1896."
            ),
            S(
                "Ernest Hemingway was born on 21 July 1899 in Oak Park, Illinois, just outside "
                "Chicago, the son of a doctor. He drove an ambulance on the Italian front in the "
                "First World War and was badly wounded there."
            ),
            D(
                "Herman Melville's Moby-Dick, published in 1851, follows Captain Ahab's hunt for a "
                "white whale."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "How tall is the Shard?",
        "310 m (1,016 ft), with 95 storeys",
        [
            D(
                "Travel > London > Things to do | The View from The Shard: the open-air deck on "
                "floor 72 is 244 m above the street. Tickets from \u00a328 | Book now"
            ),
            S(
                "Home > Travel > London > Landmarks > The Shard | Height: 310 m (1,016 ft) | "
                "Storeys: 95 | Architect: Renzo Piano | Opened: 2012 | The tallest building in the "
                "United Kingdom. Share this | Cookie policy"
            ),
            D(
                "Travel > London > Landmarks | One Canada Square at Canary Wharf, 235 m, was the "
                "tallest building in Britain from 1991 until 2010. Read more | Share"
            ),
            D(
                "Travel > London > Landmarks | The London Eye, on the South Bank, stands 135 m "
                "high and takes about 30 minutes to go round. Related | Print"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded spotify",
        "Daniel Ek and Martin Lorentzon, in Stockholm in 2006",
        [
            D(
                "Sport > Football > Barcelona | The club's home ground has been called Spotify "
                "Camp Nou since a sponsorship deal signed in 2022. Read more | Share"
            ),
            S(
                "Home > Tech > Companies > Spotify | Founded: April 2006, Stockholm, Sweden | "
                "Founders: Daniel Ek and Martin Lorentzon | Service launched: October 2008 | Type: "
                "music and podcast streaming. Share this | Cookie policy"
            ),
            D(
                "Tech > Companies > Skype | Founded: 2003 by Niklas Zennstr\u00f6m and Janus Friis "
                "| Bought by Microsoft in 2011. Related | Print"
            ),
            D(
                "Tech > History | Napster, the file-sharing service written by Shawn Fanning in "
                "1999, was shut down in 2001 after record labels took it to court. Comments (58)"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "loire vs rhone which is longer",
        "the Loire (about 1,006 km, against 813 km for the Rh\u00f4ne)",
        [
            S(
                "Home > Travel > France > Rivers > Loire | Length: about 1,006 km, the longest "
                "river in France | Source: Mont Gerbier de Jonc, in the Massif Central | Mouth: "
                "the Atlantic at Saint-Nazaire. Share this | Cookie policy"
            ),
            D(
                "Travel > France > Wine | Loire Valley wines: Sancerre, Vouvray, Muscadet and "
                "Chinon, among others. Tasting tours | Newsletter"
            ),
            S(
                "Travel > Europe > Rivers > Rh\u00f4ne | Length: 813 km, about 545 km of it in "
                "France | Source: the Rh\u00f4ne Glacier, Switzerland | Mouth: the Mediterranean, "
                "through the Camargue delta. Related | Print"
            ),
            D(
                "Travel > France > Rivers | The Garonne, 529 km, rises in the Spanish Pyrenees and "
                "flows past Toulouse and Bordeaux. Read more | Share"
            ),
            D(
                "Travel > France > Regions | Rh\u00f4ne is also a d\u00e9partement, number 69, "
                "with Lyon as its prefecture. Related | Print"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What's in a classic margarita cocktail?",
        "tequila, triple sec (such as Cointreau) and fresh lime juice, served in a glass with a "
        "salted rim",
        [
            D(
                "Food > Recipes > Pizza | Pizza margherita: tomato, mozzarella and fresh basil, "
                "said to be named after Queen Margherita of Savoy in 1889. Save | Share"
            ),
            S(
                "Home > Food & Drink > Cocktails > Margarita | Ingredients: 50 ml blanco tequila, "
                "25 ml triple sec such as Cointreau, 25 ml fresh lime juice; salt for the rim | "
                "Method: shake hard with ice and strain into a salt-rimmed glass. Save | Print | "
                "Cookie policy"
            ),
            D(
                "Food & Drink > Cocktails > Paloma | Tequila topped up with grapefruit soda and a "
                "squeeze of lime, in a glass with a salted rim. Save | Reviews (112)"
            ),
            D(
                "Music > Songs | 'Margaritaville', Jimmy Buffett's 1977 hit, later gave its name "
                "to a chain of restaurants and resorts. Listen | Share"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a barcode scanner work?",
        "it shines a light, often a red laser or LED, across the code; the dark bars absorb it "
        "and the white spaces reflect it, a sensor turns the reflections into an electrical "
        "signal, and a decoder reads the widths of bars and spaces as digits",
        [
            D(
                "Tech > History | The first product scanned at a shop till was a pack of Wrigley's "
                "chewing gum, in Troy, Ohio, in June 1974. Read more | Share"
            ),
            S(
                "Home > Tech > Explainers > How barcode scanners work | A scanner shines a light, "
                "often a red laser or an LED, across the stripes. The dark bars soak up the light "
                "and the white gaps bounce it back, and a sensor turns the pattern of reflections "
                "into an electrical signal that rises and falls with the bars. A decoder then "
                "reads the widths of the bars and gaps as digits and sends them to the till, which "
                "looks up the product. Share | Was this helpful?"
            ),
            D(
                "Tech > Explainers | A QR code stores data in a square grid of black and white "
                "modules, and a phone camera can read it at any angle. Related | Print"
            ),
            D(
                "Shop > Retail equipment | Handheld barcode scanner, USB, plug and play, reads 1D "
                "codes. Add to basket | Free delivery"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does Venice flood?",
        "the acqua alta: a high tide in the Adriatic coincides with the scirocco wind, which "
        "drives water into the lagoon, and low air pressure; the city has also sunk, partly "
        "because groundwater was pumped out, while the sea has risen",
        [
            D(
                "Travel > Italy > Venice | MOSE, a line of 78 movable barriers across the three "
                "inlets to the lagoon, was raised for the first time in October 2020. Read more | "
                "Share"
            ),
            S(
                "Home > Travel > Italy > Venice > Acqua alta explained | The floods, called acqua "
                "alta, come mostly between autumn and spring, when a high tide in the Adriatic "
                "coincides with the scirocco, a south-easterly wind that piles water up into the "
                "lagoon, and with low air pressure. On top of that the city has sunk over the last "
                "century, partly because groundwater was pumped out from beneath it, while the sea "
                "has risen. Share this | Cookie policy"
            ),
            D(
                "Film > Thrillers | Don't Look Now (1973), set in a wintry Venice, stars Julie "
                "Christie and Donald Sutherland. Reviews (301)"
            ),
            D(
                "Travel > Netherlands > Amsterdam | Like Venice, the city stands on wooden piles "
                "driven into soft ground, and it has 165 canals. Related | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Norway in the EU?",
        "no: Norwegians voted against joining in 1972 and 1994; Norway is in the single market "
        "through the European Economic Area and belongs to the Schengen area",
        [
            D(
                "News > Europe | Sweden and Finland both joined the European Union on 1 January "
                "1995; Finland took up the euro in 1999, while Sweden has kept the krona. Read "
                "more | Share"
            ),
            S(
                "Home > News > Europe > Explainers | Norway is not a member of the European Union: "
                "its voters turned membership down in referendums in 1972 and 1994. As part of the "
                "European Economic Area it is inside the EU's single market, and it is in the "
                "Schengen passport-free zone. Share this | Cookie policy"
            ),
            D(
                "Travel > Norway > Money | The currency is the Norwegian krone, and cards are "
                "accepted almost everywhere, even for small sums. Related | Print"
            ),
            D(
                "News > Europe > Defence | Norway was one of the twelve founding members of NATO "
                "in 1949. Related | Share"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who designed the stadium where the 2008 Olympic opening ceremony was held?",
        "the Swiss architects Herzog & de Meuron, with the artist Ai Weiwei (the ceremony was "
        "held in the Beijing National Stadium, the 'Bird's Nest')",
        [
            S(
                "Home > Sport > Olympics > Beijing 2008 | Opening ceremony: 8 August 2008, 8 pm, "
                "in the Beijing National Stadium, directed by Zhang Yimou | Athletes: about 11,000 "
                "from 204 nations. Share | Cookie policy"
            ),
            D(
                "Architecture > Beijing 2008 | The National Aquatics Center, the Water Cube, was "
                "designed by PTW Architects of Sydney with the engineers Arup. Read more | Print"
            ),
            D(
                "Architecture > Stadiums > London | The Olympic Stadium for London 2012, where "
                "that year's opening ceremony was held, was designed by Populous. Related | Share"
            ),
            S(
                "Architecture > Stadiums > Beijing National Stadium | Nickname: the Bird's Nest, "
                "for its lattice of steel | Architects: Herzog & de Meuron, with Ai Weiwei as "
                "artistic consultant | Capacity in 2008: about 91,000. Related | Print"
            ),
            D(
                "Film > Directors > Zhang Yimou | Films include Raise the Red Lantern (1991) and "
                "Hero (2002). Filmography | Share"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How much paid holiday am I entitled to in the UK?",
        "5.6 weeks a year: 28 days for someone who works five days a week, which can include bank "
        "holidays",
        [
            D(
                "Q: Do I have the right to a day off on bank holidays?\nA: No. There is no legal "
                "right to paid leave on bank holidays; it depends on your contract."
            ),
            S(
                "Q: How much annual leave do I get?\nA: Almost all workers are legally entitled to "
                "5.6 weeks' paid holiday a year. For someone working five days a week that means "
                "28 days, and your employer can count the bank holidays as part of it."
            ),
            D(
                "Q: Can I carry unused leave over to next year?\nA: You must take at least 4 weeks "
                "in the leave year; the remaining 1.6 weeks can be carried over only if your "
                "contract allows it."
            ),
            D(
                "Q: How much maternity leave can I take?\nA: Up to 52 weeks, of which the first "
                "two after the birth are compulsory."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how long is a uk passport valid for",
        "10 years for an adult, 5 years for a child under 16",
        [
            D(
                "Q: How long does it take to renew a passport?\nA: Allow three weeks if you apply "
                "online, longer by post."
            ),
            S(
                "Q: How long does a British passport last?\nA: An adult passport is valid for 10 "
                "years. A child passport, for under-16s, lasts 5 years."
            ),
            D(
                "Q: How long must my passport be valid to travel to the EU?\nA: It must have been "
                "issued less than 10 years before the day you arrive, and still be valid for at "
                "least 3 months after the day you plan to leave."
            ),
            D(
                "UK driving licence \u2013 fact sheet\n\u2022 Photocard renewed every 10 "
                "years\n\u2022 From age 70: renew every 3 years\n\u2022 Renewal online costs "
                "\u00a314"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more fibre, brown rice or white rice?",
        "brown rice (about 1.8 g per 100 g cooked, against about 0.4 g for white rice)",
        [
            D("Q: How much fibre should I eat each day?\nA: Adults should aim for about 30 g."),
            S(
                "Q: How much fibre is in brown rice?\nA: About 1.8 g per 100 g cooked, because the "
                "bran layer is left on the grain."
            ),
            D(
                "Wild rice \u2013 fact sheet\n\u2022 Really the seed of a water grass, not "
                "rice\n\u2022 Protein: about 4 g per 100 g cooked\n\u2022 Cooking time: 45 to 60 "
                "minutes"
            ),
            S(
                "Q: Does white rice have any fibre?\nA: Very little, around 0.4 g per 100 g "
                "cooked, since milling strips off the bran and the germ."
            ),
            D(
                "Q: Which rice has the lowest GI?\nA: Basmati raises blood sugar more slowly than "
                "most other white rice."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "food poisoning symptoms",
        "feeling sick, vomiting, diarrhoea, stomach cramps, a high temperature, and aches or "
        "chills",
        [
            D(
                "Q: How long does food poisoning last?\nA: Usually a few days; most people get "
                "better without treatment within a week."
            ),
            S(
                "Food poisoning \u2013 symptoms\n\u2022 Feeling sick\n\u2022 Being sick "
                "(vomiting)\n\u2022 Diarrhoea\n\u2022 Stomach cramps\n\u2022 A high temperature of "
                "38 \u00b0C or more\n\u2022 Aches and chills"
            ),
            D(
                "Norovirus \u2013 fact sheet\n\u2022 Known as the winter vomiting bug\n\u2022 "
                "Comes on suddenly: nausea, vomiting and diarrhoea\n\u2022 Spreads very easily in "
                "hospitals, schools and on cruise ships"
            ),
            D(
                "Q: When should I see a doctor?\nA: If you are still being sick after two days, "
                "can't keep fluids down, or show signs of dehydration."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I check the tread depth on my tyres?",
        "use the 20p test: put a 20p coin in the main grooves around each tyre; if the outer band "
        "is hidden the tread is above the 1.6 mm legal limit, if you can see it have the tyre "
        "checked (a tread depth gauge gives an exact reading)",
        [
            D(
                "Q: How do I check my tyre pressures?\nA: Check them with a gauge when the tyres "
                "are cold, against the figures in the handbook or inside the fuel flap."
            ),
            S(
                "Q: How can I tell if my tyres have enough tread?\nA: Do the 20p test. Slot a 20p "
                "coin into the main grooves at several points around each tyre. If the outer band "
                "of the coin is hidden, the tread is above the legal limit of 1.6 mm; if you can "
                "see it, get the tyre looked at by a garage. A tread depth gauge gives an exact "
                "reading."
            ),
            D(
                "Q: What is the minimum tread depth for a motorbike?\nA: 1 mm across three "
                "quarters of the width of the tread."
            ),
            D(
                "Q: What's the penalty for a bald tyre?\nA: A fine of up to \u00a32,500 and three "
                "penalty points for each illegal tyre."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do my pipes bang when I turn off a tap?",
        "water hammer: the moving water stops dead when the valve shuts quickly and sends a "
        "pressure wave back along the pipe, which jolts it; high water pressure and loosely "
        "clipped pipes make it worse",
        [
            D(
                "Q: Why do my pipes creak when the heating comes on?\nA: Copper expands as hot "
                "water runs through it, and rubs against the joists and clips."
            ),
            D(
                "Q: What is a water hammer arrestor?\nA: A small sealed chamber with a cushion of "
                "air, fitted on the pipe near a valve."
            ),
            S(
                "Q: What's the loud knock in the pipes when a tap or the washing machine shuts "
                "off?\nA: It's called water hammer. Water flowing through a pipe has momentum; "
                "when a valve closes quickly it stops dead, and the shock sends a pressure wave "
                "back along the pipe, jolting it against walls and joists. High mains pressure and "
                "loosely clipped pipes make it worse."
            ),
            D(
                "Q: Why does my tap keep dripping?\nA: Usually a worn washer, or a worn ceramic "
                "cartridge in a quarter-turn tap."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is it safe to eat potatoes that have turned green?",
        "not the green parts: green means the potato has been in the light, which also makes it "
        "build up solanine, a natural toxin; cut away the green and any sprouts, and throw it "
        "away if it is green all through or tastes bitter",
        [
            D(
                "Q: How should I store potatoes?\nA: In a cool, dark, dry place, in a paper bag "
                "rather than plastic; not in the fridge."
            ),
            D(
                "Q: Is it safe to eat green tomatoes?\nA: Yes, in moderation and cooked, as in "
                "fried green tomatoes or chutney."
            ),
            S(
                "Q: Can I eat a potato that has gone green?\nA: Cut the green parts off first. The "
                "colour is chlorophyll, harmless in itself, but it shows the potato has been "
                "exposed to light, which also makes it produce solanine, a natural toxin that can "
                "upset your stomach. Peel it thickly, dig out any sprouts, and throw it away if it "
                "is green all through or tastes bitter."
            ),
            D(
                "Q: Are sweet potatoes related to potatoes?\nA: No, they belong to the morning "
                "glory family."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What's the main airport of the city that hosts Oktoberfest?",
        "Munich Airport (Franz Josef Strauss), about 30 km north-east of the city (Oktoberfest is "
        "held in Munich)",
        [
            S(
                "Oktoberfest \u2013 fact sheet\n\u2022 Where: the Theresienwiese, Munich, "
                "Bavaria\n\u2022 When: 16 to 18 days, ending on the first Sunday of "
                "October\n\u2022 First held: 1810, to celebrate a royal wedding"
            ),
            D(
                "Q: Where is the Cannstatter Volksfest held?\nA: In Stuttgart, at about the same "
                "time of year; it is Germany's second-biggest beer festival."
            ),
            S(
                "Q: Which airport do I fly into for Munich?\nA: Munich Airport (Franz Josef "
                "Strauss), about 30 km north-east of the city centre; the S1 and S8 S-Bahn lines "
                "get you into town in about 40 minutes."
            ),
            D(
                "Kitchener-Waterloo Oktoberfest \u2013 fact sheet\n\u2022 Where: Kitchener and "
                "Waterloo, Ontario, Canada\n\u2022 Billed as the largest Bavarian festival outside "
                "Germany"
            ),
            D(
                "Q: Which airport is Germany's busiest?\nA: Frankfurt, which is also the main hub "
                "of Lufthansa."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who discovered the structure of DNA?",
        "James Watson and Francis Crick, in 1953 (helped by X-ray images from Rosalind Franklin "
        "and Maurice Wilkins)",
        [
            D(
                "The Swiss chemist Friedrich Miescher was the first to isolate DNA, in 1869, from "
                "pus on used bandages; he called it nuclein."
            ),
            S(
                "In 1953, at the Cavendish Laboratory in Cambridge, the American James Watson and "
                "the Englishman Francis Crick worked out that the molecule carrying our genes is "
                "shaped like a twisted ladder, two strands wound round each other; an X-ray "
                "photograph taken by Rosalind Franklin at King's College London was a vital clue."
            ),
            D(
                "The first three-dimensional structure of a protein, myoglobin, was worked out by "
                "John Kendrew in 1958 using X-ray crystallography."
            ),
            D(
                "The Human Genome Project published a first draft of the complete DNA sequence of "
                "a human being in 2001."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "smallest country in the world",
        "Vatican City, about 0.44 km\u00b2",
        [
            D(
                "Monaco, on the French Riviera, is the second smallest country in the world, at "
                "about 2 km\u00b2, and the most densely populated."
            ),
            D(
                "The smallest country in Africa is the Seychelles, a group of islands in the "
                "Indian Ocean."
            ),
            S(
                "Covering only about 44 hectares, under half a square kilometre, Vatican City, the "
                "walled enclave in Rome where the Pope rules, is the tiniest independent state on "
                "the planet; it has only a few hundred residents."
            ),
            D(
                "Russia is the largest country in the world, with more than 17 million km\u00b2 "
                "across eleven time zones."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, a hectare or an acre?",
        "a hectare (10,000 m\u00b2, about 2.47 acres; an acre is about 4,047 m\u00b2)",
        [
            S(
                "The metric measure of land used by farmers across Europe, a square a hundred "
                "metres along each side, takes in ten thousand square metres."
            ),
            D(
                "An acre-foot, the unit in which water is counted in the western United States, is "
                "the volume that would cover an acre to a depth of one foot, about 1,233 cubic "
                "metres."
            ),
            S(
                "The old English unit of farmland, once reckoned as what a team of oxen could "
                "plough in a day, comes to 4,840 square yards, or about 4,047 square metres."
            ),
            D(
                "A full-size football pitch for international matches is about 105 by 68 metres, a "
                "little over 7,000 square metres."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the official languages of Belgium?",
        "Dutch, French and German",
        [
            D("Luxembourg has three official languages: Luxembourgish, French and German."),
            S(
                "The kingdom between the Netherlands and France runs its affairs in three tongues: "
                "Dutch, spoken by the majority in Flanders in the north; French, in Wallonia in "
                "the south; and German, the mother tongue of a small community near the eastern "
                "border. Brussels is bilingual, Dutch and French."
            ),
            D("Flemish is the name often given to the Dutch spoken in the north of Belgium."),
            D(
                "Brussels, the capital of Belgium, is also home to the main institutions of the "
                "European Union."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do bears survive the winter?",
        "they eat heavily in late summer and autumn to build up fat, then spend the cold months "
        "in a den in a deep sleep with heartbeat and breathing slowed, living off the fat without "
        "eating or drinking",
        [
            D(
                "Polar bears hunt seals on the sea ice through the winter months; only pregnant "
                "females shelter in snow dens."
            ),
            S(
                "Through late summer and autumn, grizzlies and their black-furred cousins gorge on "
                "berries, nuts and salmon, laying down a thick layer of fat. When the cold sets in "
                "they retreat to a den under tree roots or in a cave and sink into a long torpor: "
                "heartbeat and breathing slow right down, and for months they live off that fat "
                "without eating, drinking or relieving themselves."
            ),
            D(
                "Bears live in North and South America, Europe and Asia, but none are found in "
                "Africa or Australia today."
            ),
            D(
                "Hedgehogs hibernate from about November to March, their body temperature dropping "
                "close to that of their surroundings."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why is the moon red during a lunar eclipse",
        "the only sunlight reaching it has passed through the Earth's atmosphere, which scatters "
        "away the blue and bends the remaining red and orange light into the Earth's shadow",
        [
            D(
                "A lunar eclipse can only happen at full moon, when the Moon is on the opposite "
                "side of the Earth from the Sun."
            ),
            D(
                "A blue moon is the name for a second full moon in one calendar month; it has "
                "nothing to do with the colour."
            ),
            S(
                "When our planet sits exactly between the Sun and its satellite, no direct "
                "sunshine reaches the disc; the only light left is what has grazed the rim of "
                "Earth's air on its way past. That air scatters the blue part aside, as it does at "
                "sunset, and bends the orange and crimson that remain into the shadow, so the disc "
                "glows a coppery colour, lit by every sunrise and sunset on Earth at once."
            ),
            D(
                "During a total solar eclipse the Moon covers the Sun's disc completely, and the "
                "faint corona becomes visible around it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Does sugar make children hyperactive?",
        "no: double-blind trials found no difference in behaviour after sugar, though parents who "
        "believe their child has had sugar rate them as more hyperactive",
        [
            D("Sugar in fizzy drinks and sweets is the main cause of tooth decay in children."),
            S(
                "Dozens of double-blind trials have given youngsters either sweet drinks or ones "
                "flavoured with an artificial sweetener, without anyone knowing which was which, "
                "and found no difference in how they behaved. What changes is what grown-ups see: "
                "in one study, mothers told that their son had just had a sweet drink judged him "
                "far more restless, though he had in fact had none."
            ),
            D(
                "ADHD, attention deficit hyperactivity disorder, is usually diagnosed in "
                "childhood, and its causes are largely genetic."
            ),
            D(
                "The caffeine in cola and energy drinks can make children jittery and keep them "
                "awake at night."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In what year did the composer of Bol\u00e9ro die?",
        "1937 (Bol\u00e9ro, from 1928, is by Maurice Ravel, who died in Paris on 28 December 1937)",
        [
            S(
                "The hypnotic orchestral piece written in 1928 for the dancer Ida Rubinstein, in "
                "which one snare-drum rhythm repeats for some fifteen minutes under a slowly "
                "swelling tune, came from the pen of Maurice Ravel."
            ),
            D(
                "Jayne Torvill and Christopher Dean won Olympic ice-dance gold in Sarajevo in "
                "1984, skating to Bol\u00e9ro."
            ),
            S(
                "Ravel's last years were clouded by a disorder of the brain; he passed away in "
                "Paris on 28 December 1937, aged 62, not long after an operation."
            ),
            D("Bolero, a 1984 film starring Bo Derek, was panned by critics."),
            D(
                "Claude Debussy, the other great French composer of the time, died in Paris in "
                "March 1918."
            ),
        ],
        drop=0,
    ),
]
