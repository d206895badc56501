"""A seventh dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, so the batch measures how far
the evaluator's tuning carries to questions it was not written against (dev all the same:
tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "In what year did the Panama Canal open?",
        "1914 (the first ship passed through on 15 August)",
        [
            D(
                "Suez Canal: The Suez Canal, cut across the isthmus of Suez in Egypt to join "
                "the Mediterranean to the Red Sea, was opened to shipping on 17 November 1869."
            ),
            D(
                "Panama Canal expansion: A third, wider lane of locks on the Panama Canal, "
                "built so that much larger container ships could cross the isthmus, was "
                "inaugurated on 26 June 2016."
            ),
            S(
                "Panama Canal: The Panama Canal is an 82 km waterway through the isthmus of "
                "Panama that links the Atlantic and Pacific oceans. Built by the United States "
                "after an earlier French attempt failed, it opened on 15 August 1914, when the "
                "cargo ship SS Ancon made the first official crossing."
            ),
            D(
                "Ferdinand de Lesseps: Ferdinand de Lesseps was the French diplomat behind the "
                "Suez Canal. His company began digging a canal in Panama in 1881, but disease "
                "and money troubles brought the work to a halt by 1889."
            ),
            D(
                "Torrijos\u2013Carter Treaties: Under these treaties, signed in 1977, the "
                "United States handed control of the canal to Panama at noon on 31 December "
                "1999."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who wrote the communist manifesto",
        "Karl Marx and Friedrich Engels (published in London in February 1848)",
        [
            S(
                "The Communist Manifesto: The Manifesto of the Communist Party is a short "
                "political pamphlet by the German thinkers Karl Marx and Friedrich Engels, "
                "commissioned by the Communist League and first printed in London in February "
                "1848. It opens with the line that a spectre is haunting Europe."
            ),
            D(
                "Das Kapital: Das Kapital is Karl Marx's critique of political economy. Its "
                "first volume appeared in Hamburg in 1867; the second and third were edited "
                "from his notes by Friedrich Engels after Marx's death."
            ),
            D(
                "The Wealth of Nations: An Inquiry into the Nature and Causes of the Wealth of "
                "Nations, by the Scottish economist Adam Smith, was published in 1776 and is "
                "often taken as the founding text of classical economics."
            ),
            D(
                "Friedrich Engels: Friedrich Engels was a German philosopher and the son of a "
                "textile manufacturer. He managed his family's mill in Manchester and wrote The "
                "Condition of the Working Class in England (1845)."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Channel Tunnel or the Seikan Tunnel?",
        "the Seikan Tunnel (about 53.9 km against 50.5 km)",
        [
            D(
                "Gotthard Base Tunnel: The Gotthard Base Tunnel under the Swiss Alps, opened "
                "in 2016, is the longest railway tunnel in the world at 57.1 km."
            ),
            S(
                "Channel Tunnel: The Channel Tunnel is a 50.45 km rail tunnel beneath the "
                "Strait of Dover between Folkestone in England and Coquelles in France. Opened "
                "in 1994, it has the longest undersea section of any tunnel, about 38 km."
            ),
            D(
                "Eurostar: Eurostar runs high-speed passenger trains through the tunnel under "
                "the English Channel, linking London with Paris and Brussels in a little over "
                "two hours."
            ),
            S(
                "Seikan Tunnel: The Seikan Tunnel in Japan carries trains 53.85 km between the "
                "islands of Honshu and Hokkaido, about 23 km of it under the Tsugaru Strait. "
                "It opened in March 1988."
            ),
            D(
                "Laerdal Tunnel: The Laerdal Tunnel in western Norway is the longest road "
                "tunnel in the world, running 24.5 km between Aurland and L\u00e6rdal."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Name the countries that make up the United Kingdom.",
        "England, Scotland, Wales and Northern Ireland",
        [
            D(
                "Great Britain: Great Britain is the largest island of the British Isles. It "
                "holds three nations, England, Scotland and Wales, but not Northern Ireland, "
                "which lies on the island of Ireland."
            ),
            D(
                "Crown Dependencies: Jersey, Guernsey and the Isle of Man are self-governing "
                "possessions of the British Crown. They are not part of the UK, though it "
                "handles their defence."
            ),
            S(
                "United Kingdom: The United Kingdom of Great Britain and Northern Ireland is a "
                "sovereign state off the north-west coast of Europe. It is a union of four "
                "countries, England, Scotland, Wales and Northern Ireland, with its capital in "
                "London."
            ),
            D(
                "Republic of Ireland: Ireland, a separate state covering about five-sixths of "
                "the island of Ireland, left the United Kingdom in 1922 and has its capital in "
                "Dublin."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a jet engine produce thrust?",
        "it sucks in air, compresses it, burns fuel in it, and blasts the hot gas out of the "
        "back, which pushes the engine forward; a turbine in the exhaust drives the compressor",
        [
            D(
                "Rocket engine: A rocket engine carries its own oxidiser as well as its fuel, "
                "so unlike engines that breathe air it can work in the vacuum of space."
            ),
            D(
                "Frank Whittle: Frank Whittle was an RAF officer who filed a patent for a "
                "turbojet in 1930. The first jet aircraft to fly, however, was the German "
                "Heinkel He 178, in August 1939."
            ),
            S(
                "Jet engine: In a turbojet, air drawn in at the front is squeezed by a "
                "compressor and mixed with fuel in a combustion chamber, where it burns. The "
                "hot gas expands and rushes out through a nozzle at the back, and by Newton's "
                "third law the engine is pushed the other way. On its way out the gas spins a "
                "turbine that drives the compressor."
            ),
            D(
                "Turboprop: A turboprop is a gas turbine that gets most of its push not from "
                "its exhaust but from a propeller, driven through a gearbox by the turbine."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why are flamingos pink?",
        "carotenoid pigments in the algae and brine shrimp they eat; without them their "
        "feathers fade to white",
        [
            D(
                "Flamingo: Flamingos are long-legged wading birds of the family "
                "Phoenicopteridae. There are six species, found in the Americas, Africa, "
                "southern Europe and Asia, and they often gather in flocks of many thousands."
            ),
            S(
                "Flamingo plumage: The pink of a flamingo comes from its food, not its genes. "
                "The algae and brine shrimp it filters from salty lakes are full of carotenoid "
                "pigments, which the bird deposits in its growing feathers; chicks hatch grey, "
                "and captive birds fed without carotenoids turn pale."
            ),
            D(
                "Roseate spoonbill: The roseate spoonbill, a wading bird of the American "
                "tropics, owes its pink wings to the same kind of diet, rich in crustaceans."
            ),
            D(
                "Brine shrimp: Brine shrimp are tiny crustaceans that live in salt lakes; "
                "their dried eggs are sold as sea monkeys and as fish food."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is it true that Cleopatra was Egyptian?",
        "not by descent: she ruled Egypt, but her family, the Ptolemies, were of Macedonian "
        "Greek origin",
        [
            D(
                "Cleopatra's Needle: Cleopatra's Needle is the name given to three ancient "
                "Egyptian obelisks now in London, Paris and New York. They were carved around "
                "1450 BC, more than a thousand years before Cleopatra was born."
            ),
            D(
                "Battle of Actium: At Actium, off western Greece, in 31 BC, the fleet of "
                "Octavian defeated the combined navy of Mark Antony and the queen of Egypt."
            ),
            S(
                "Cleopatra: Cleopatra VII Philopator (69\u201330 BC) was the last active "
                "ruler of the Ptolemaic Kingdom of Egypt. Her dynasty descended from Ptolemy, "
                "a Macedonian Greek general of Alexander the Great, and she is said to have "
                "been the first of her line to learn the Egyptian language."
            ),
            D(
                "Alexandria: Alexandria, on the Mediterranean coast of Egypt, was founded by "
                "Alexander the Great in 331 BC and became the capital of the Ptolemies."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "How old was the architect of the Sagrada Fam\u00edlia when he died?",
        "73 (Antoni Gaud\u00ed, born 25 June 1852, died 10 June 1926)",
        [
            S(
                "Sagrada Fam\u00edlia: The Basilica of the Sagrada Fam\u00edlia is a vast "
                "church in Barcelona, still under construction more than 140 years after work "
                "began in 1882. Antoni Gaud\u00ed took over as its architect in 1883 and "
                "devoted the rest of his life to it."
            ),
            D(
                "Francisco de Paula del Villar: Francisco de Paula del Villar was a Spanish "
                "architect who drew up the first, neo-Gothic plans for the Sagrada "
                "Fam\u00edlia and resigned within a year after a disagreement."
            ),
            D(
                "Casa Batll\u00f3: Casa Batll\u00f3 is a house on the Passeig de Gr\u00e0cia in "
                "Barcelona, remodelled by Gaud\u00ed between 1904 and 1906 with a roof shaped "
                "like the back of a dragon."
            ),
            S(
                "Antoni Gaud\u00ed: Antoni Gaud\u00ed (25 June 1852 \u2013 10 June 1926) was a "
                "Catalan architect, the best-known figure of Catalan Modernisme. He died in "
                "Barcelona three days after being knocked down by a tram."
            ),
            D(
                "Park G\u00fcell: Park G\u00fcell is a public park on Carmel Hill in Barcelona, "
                "built between 1900 and 1914 and known for its mosaic benches and its tiled lizard."
            ),
        ],
        drop=1,
    ),
    # --- prose -----------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "When was the Battle of Hastings fought?",
        "14 October 1066",
        [
            D(
                "Less than three weeks before Hastings, on 25 September 1066, King Harold had "
                "defeated a Norwegian army under Harald Hardrada at Stamford Bridge, near York."
            ),
            D("William was crowned king of England in Westminster Abbey on Christmas Day 1066."),
            D(
                "Twenty years after the conquest, in 1086, William ordered the survey of "
                "English land and property that became known as the Domesday Book."
            ),
            S(
                "The Battle of Hastings was fought on 14 October 1066 on a hill about ten "
                "kilometres from the town, at the place now called Battle. Duke William of "
                "Normandy's army defeated the English, and King Harold II was killed."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "Which amendment abolished slavery in the United States?",
        "the Thirteenth, ratified in December 1865",
        [
            D(
                "The Emancipation Proclamation, issued by Abraham Lincoln on 1 January 1863, "
                "declared free the enslaved people in the states then in rebellion, but it did "
                "not apply to the slave states that had stayed in the Union."
            ),
            D(
                "The Fourteenth Amendment, ratified in 1868, made everyone born in the United "
                "States a citizen and promised all persons the equal protection of the laws."
            ),
            D(
                "The Fifteenth Amendment of 1870 barred the states from denying a man the vote "
                "because of his race or colour, or because he had once been enslaved."
            ),
            S(
                "Slavery was ended throughout the country by the Thirteenth Amendment to the "
                "Constitution, which Congress passed in January 1865 and which was ratified "
                "on 6 December of that year; it forbids slavery and involuntary servitude "
                "except as punishment for a crime."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which has more chromosomes, a human or a chimpanzee?",
        "a chimpanzee (48 against 46)",
        [
            S(
                "Chimpanzees carry 24 pairs of chromosomes in each cell, 48 in all, the same "
                "number as gorillas and orangutans."
            ),
            D(
                "Humans and chimpanzees share roughly 98 to 99 per cent of their DNA, and "
                "their lineages split between about six and seven million years ago."
            ),
            D("Dogs have 78 chromosomes, and the humble potato has 48."),
            S(
                "Almost every cell in the human body holds 23 pairs of chromosomes, 46 in "
                "total, one of each pair coming from the mother and one from the father."
            ),
            D(
                "Down syndrome is caused by an extra copy of chromosome 21, the smallest of "
                "the human chromosomes."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the four sections of a symphony orchestra?",
        "strings, woodwind, brass and percussion",
        [
            D(
                "A string quartet is made up of two violins, a viola and a cello, with no "
                "conductor."
            ),
            S(
                "A symphony orchestra is divided into four families of instruments: the "
                "strings, the woodwind, the brass and the percussion. The strings are the "
                "largest group and sit nearest the conductor, with the percussion at the back."
            ),
            D(
                "The leader of the orchestra, known in America as the concertmaster, is the "
                "principal first violinist and tunes the players before a concert."
            ),
            D(
                "A concert band, unlike an orchestra, has almost no strings: it is built "
                "around woodwind, brass and percussion, with perhaps a double bass."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How is cheese made?",
        "milk is soured with bacteria and curdled with rennet; the curds are cut and drained "
        "of whey, then salted, pressed and left to age",
        [
            D(
                "The blue veins in Roquefort and Stilton are the mould Penicillium roqueforti, "
                "which grows along holes pierced through the cheese with steel needles."
            ),
            S(
                "To make a hard cheese, milk is warmed and a starter culture of bacteria is "
                "added to sour it, then rennet makes it set into a soft curd. The curd is cut "
                "and stirred so that the watery whey runs off, and the remaining curds are "
                "salted, pressed into moulds and left to ripen for weeks or years."
            ),
            D(
                "Paneer is made differently: hot milk is split with lemon juice or vinegar "
                "instead of rennet, and the curds are pressed and eaten fresh, not aged."
            ),
            D(
                "Rennet traditionally comes from the stomach lining of young calves, so many "
                "cheeses labelled vegetarian are made with enzymes from microbes instead."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "why is iceland so volcanic",
        "it sits on the Mid-Atlantic Ridge, where the North American and Eurasian plates pull "
        "apart, above a hotspot of hot rock rising from the mantle",
        [
            D(
                "In April 2010 an eruption under the Eyjafjallaj\u00f6kull glacier threw up "
                "so much ash that most flights over northern Europe were grounded for days."
            ),
            D(
                "About nine in ten homes in Iceland are heated with hot water piped from "
                "underground, and geothermal plants generate a quarter of its electricity."
            ),
            S(
                "Iceland lies on the Mid-Atlantic Ridge, the seam where the North American and "
                "Eurasian tectonic plates drift apart by about two centimetres a year. Magma "
                "wells up into the gap, and a plume of hot mantle rock beneath the island adds "
                "still more, which is why it has so many volcanoes."
            ),
            D(
                "The Hawaiian islands were built by a hotspot in the middle of the Pacific "
                "plate, far from the edge of any plate."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Are spiders insects?",
        "no, they are arachnids: eight legs, two body parts, no antennae or wings",
        [
            D(
                "An insect's body has three parts, a head, a thorax and an abdomen, with six "
                "legs attached to the thorax and usually a pair of antennae."
            ),
            D("Weight for weight, the dragline silk of some spiders is stronger than steel."),
            D(
                "Harvestmen, often called daddy longlegs, look like spiders but belong to a "
                "separate order: their body is a single oval, and they spin no silk."
            ),
            S(
                "Spiders are not insects but arachnids. They have eight legs rather than six, "
                "a body in two parts instead of three, and neither antennae nor wings."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who captained the ship Darwin sailed on?",
        "Robert FitzRoy (HMS Beagle)",
        [
            D(
                "Darwin set out his theory of evolution by natural selection in On the Origin "
                "of Species, published in November 1859."
            ),
            S(
                "Charles Darwin spent almost five years, from December 1831 to October 1836, "
                "sailing round the world as a naturalist aboard HMS Beagle, a survey ship of "
                "the Royal Navy; it called at the Gal\u00e1pagos Islands in 1835."
            ),
            D(
                "On the Beagle's first survey voyage, to South America in 1826, its commander "
                "was Pringle Stokes, who fell into despair in the cold of Tierra del Fuego."
            ),
            S(
                "Robert FitzRoy commanded HMS Beagle on its second voyage and took the young "
                "Darwin along as a gentleman companion. Later in life he became a pioneer of "
                "weather forecasting."
            ),
            D(
                "Alfred Russel Wallace reached the idea of natural selection on his own while "
                "collecting in the Malay Archipelago, which pushed Darwin to publish."
            ),
        ],
        drop=1,
    ),
    # --- web -------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "serena williams grand slam singles titles",
        "23",
        [
            D(
                "Sport > Tennis > Records | Margaret Court holds the all-time record with 24 "
                "major singles titles, 13 of them won before the Open Era began in 1968. "
                "Share | Comments (56)"
            ),
            D(
                "Sport > Tennis > Players | Venus Williams | Grand Slam singles titles: 7 | "
                "Wimbledon champion five times. Related | Newsletter"
            ),
            D(
                "Sport > Tennis | Steffi Graf won 22 major singles titles and, in 1988, all "
                "four majors and Olympic gold in the same year. Read more | Advertisement"
            ),
            S(
                "Home > Sport > Tennis > Players | Serena Williams | Born: 26 September 1981 | "
                "Grand Slam singles titles: 23, the most of any player in the Open Era | "
                "First: 1999 US Open | Last: 2017 Australian Open | Retired: 2022. Share this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who won the first Tour de France?",
        "Maurice Garin, in 1903",
        [
            D(
                "Sport > Cycling > History | The first Giro d'Italia, in 1909, was won by "
                "Luigi Ganna. Share | Next article"
            ),
            D(
                "Sport > Cycling > Tour de France | Henri Desgrange, editor of the sports paper "
                "L'Auto, organised the first race to sell more newspapers. Subscribe | "
                "Cookie settings"
            ),
            D(
                "Cycling > Tour de France > Jerseys | The yellow jersey for the race leader "
                "was introduced in 1919, to match the yellow paper of L'Auto. Print | Share"
            ),
            S(
                "Home > Sport > Cycling > Tour de France > Winners | 1903: Maurice Garin "
                "(France), who won the first edition, six stages and about 2,400 km, by almost "
                "three hours. He was stripped of his 1904 win for cheating. Full list | "
                "Accept cookies"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "texas vs france which is bigger",
        "Texas (about 696,000 km\u00b2 against about 644,000 km\u00b2 for all of France, "
        "552,000 km\u00b2 for the mainland)",
        [
            D(
                "Travel > USA > Alaska | Alaska is by far the largest US state, at about 1.7 "
                "million km\u00b2, more than twice the size of Texas. Plan your trip | Share"
            ),
            S(
                "Home > Geography > Countries > France | Area: 643,801 km\u00b2 including "
                "overseas regions; metropolitan France 551,695 km\u00b2 | Population: about 68 "
                "million | Capital: Paris. Share this | Cookie policy"
            ),
            D(
                "Geography > Countries > Spain | Area: 505,990 km\u00b2 | Population: about 48 "
                "million | Capital: Madrid. Related facts | Advertisement"
            ),
            S(
                "You are here: Geography / USA / States / Texas | Area: 695,662 km\u00b2, the "
                "second-largest state | Population: about 30 million | Capital: Austin. "
                "Print | Save"
            ),
            D(
                "News > US > Texas | Texas added more residents than any other state last "
                "year, mostly around Houston, Dallas and Austin. Comments (310) | Share"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What goes in a mojito?",
        "white rum, fresh mint, lime juice, sugar and soda water (with ice)",
        [
            S(
                "Home > Drinks > Cocktails > Mojito | Ingredients: 50 ml white rum | 10 mint "
                "leaves | juice of half a lime | 2 tsp sugar | soda water to top up | crushed "
                "ice. Muddle the mint with the sugar and lime first. Jump to recipe | "
                "Rate this | Cookie policy"
            ),
            D(
                "Drinks > Cocktails > Classics | Daiquiri: white rum, fresh lime juice and "
                "sugar syrup, shaken with ice and served straight up. Save recipe | Print"
            ),
            D(
                "Drinks > Cocktails > Brazil | Caipirinha: cacha\u00e7a, lime wedges and sugar "
                "over crushed ice. Share | Newsletter"
            ),
            D(
                "Drinks > Cocktails > USA | Mint julep: bourbon, mint and sugar over crushed "
                "ice, the drink of the Kentucky Derby. Save"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a 3D printer work?",
        "software slices a digital model into thin layers, and the printer lays down melted "
        "plastic from a heated nozzle one layer at a time, each on top of the last",
        [
            D(
                "Shop > Electronics > 3D printers | Desktop 3D printer, 220 x 220 x 250 mm "
                "build volume, auto bed levelling. Free delivery | Add to basket"
            ),
            D(
                "Tech > Explainers | Resin printers work differently: a UV light hardens a "
                "liquid resin layer by layer, giving finer detail than filament machines. "
                "Share | Related"
            ),
            S(
                "Home > Tech > Explainers > How it works | Most home 3D printers use fused "
                "filament fabrication. A program called a slicer cuts the 3D model into "
                "hundreds of thin horizontal layers; the printer then feeds a plastic filament "
                "through a nozzle heated to about 200 \u00b0C and traces each layer in molten "
                "plastic, building the object from the bottom up as each layer cools. Was this "
                "helpful? | Cookie settings"
            ),
            D(
                "Tech > Glossary | CAD (computer-aided design) software is used to draw "
                "objects in three dimensions before they are made. Print"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does contactless card payment work",
        "a chip and antenna in the card are powered by the reader's radio field (NFC, a few "
        "centimetres) and send it an encrypted one-time code for that payment",
        [
            S(
                "Home > Money > Explained | Inside a contactless card is a small chip wired to "
                "a coil antenna. Held within a few centimetres of the terminal, the card is "
                "powered by the reader's radio field (near-field communication) and sends back "
                "the card details with a one-time encrypted code, so a copied transaction "
                "cannot be replayed. Share | Cookie policy"
            ),
            D(
                "Money > News | The UK contactless spending limit rose from \u00a345 to "
                "\u00a3100 per transaction in October 2021. Related stories | Advertisement"
            ),
            D(
                "Money > Mobile payments | Phone wallets such as Apple Pay use a stand-in "
                "card number, a token, so the real card number is never shared with the shop. "
                "Read more"
            ),
            D(
                "Money > History | Chip and PIN cards were rolled out across the UK from 2004, "
                "replacing signatures at the till. Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Dead Sea so salty?",
        "rivers such as the Jordan flow in but no water flows out; it leaves only by "
        "evaporation in the hot, dry climate, so the salts build up (about 34%)",
        [
            D(
                "Travel > Middle East > Dead Sea | Floating in the Dead Sea is effortless; "
                "avoid shaving the day before and keep the water out of your eyes. Book a "
                "day trip | Cookie policy"
            ),
            S(
                "Home > Science > Earth > Lakes | The Dead Sea is fed by the Jordan River and "
                "a few streams, but it has no outlet. Water escapes only by evaporating under "
                "the desert sun, leaving its dissolved minerals behind, so over thousands of "
                "years the lake has become about 34% salt, nearly ten times saltier than the "
                "ocean. Share this | Print"
            ),
            D(
                "Science > Earth > Lakes > Utah | The Great Salt Lake is salty for the same "
                "reason: it is all that remains of the ancient Lake Bonneville and has no "
                "outlet. Related | Newsletter"
            ),
            D(
                "History > Archaeology | The Dead Sea Scrolls were found in caves at Qumran, "
                "near the lake's north-west shore, from 1947. Share | Comments (34)"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is there really no speed limit on the autobahn?",
        "partly true: much of the network has no fixed limit, only an advisory 130 km/h, but "
        "many stretches do have signed limits",
        [
            D(
                "Travel > Austria > Driving | Motorway speed limit: 130 km/h. A toll sticker "
                "(vignette) is required. Share | Cookie settings"
            ),
            S(
                "Home > Travel > Germany > Driving | Speed limits: roughly 70% of the "
                "autobahn network has no general limit, though a recommended top speed of "
                "130 km/h applies; the rest has signed limits, often 100 or 120 km/h, near "
                "cities, at junctions and at roadworks. Print this page | Share"
            ),
            D(
                "Travel > Germany > Driving | Germany's autobahns total about 13,000 km, one "
                "of the densest motorway networks in the world. Related | Advertisement"
            ),
            D("Cars > News | Overtaking on the right is banned on German motorways. Comments (78)"),
        ],
    ),
    # --- faq -------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "how many tablespoons in a cup",
        "16 (US cup)",
        [
            D("Q: How many teaspoons are in a tablespoon?\nA: Three, in both US and UK measures."),
            S(
                "Kitchen conversions \u2013 US cup\n\u2022 1 cup = 16 tablespoons = 48 "
                "teaspoons\n\u2022 1 cup = 8 US fluid ounces, about 237 ml\n\u2022 Half a cup "
                "= 8 tablespoons"
            ),
            D(
                "Q: Is an Australian cup the same as an American one?\nA: No: Australia uses "
                "a metric cup of 250 ml."
            ),
            D(
                "Q: How many grams of flour are in a cup?\nA: About 120 to 125 g of plain "
                "flour, spooned in and levelled."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more vitamin C: an orange or a red pepper?",
        "a red pepper (about 128 mg per 100 g against about 53 mg)",
        [
            S(
                "Red bell pepper, raw \u2013 per 100 g\n\u2022 Vitamin C: about 128 mg\n"
                "\u2022 Calories: 31\n\u2022 Fibre: 2.1 g"
            ),
            D(
                "Kiwi fruit, raw \u2013 per 100 g\n\u2022 Vitamin C: about 93 mg\n\u2022 "
                "Calories: 61"
            ),
            D(
                "Q: How much vitamin C do adults need a day?\nA: Guidelines vary: about 40 mg "
                "in the UK, 75 to 90 mg in the US."
            ),
            S("Orange, raw \u2013 per 100 g\n\u2022 Vitamin C: about 53 mg\n\u2022 Calories: 47"),
            D(
                "Q: What happens if you get too little vitamin C?\nA: After some months, "
                "scurvy: bleeding gums, bruising and tiredness."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the five positions in basketball?",
        "point guard, shooting guard, small forward, power forward and center",
        [
            D(
                "Netball positions\n\u2022 Goal Shooter, Goal Attack, Wing Attack, Centre, "
                "Wing Defence, Goal Defence, Goal Keeper\n\u2022 Seven players a side"
            ),
            S(
                "Basketball FAQ\nQ: What does each player on a team do?\nA: The five are "
                "usually listed as: 1, point guard, who runs the offence; 2, shooting guard; "
                "3, small forward; 4, power forward; 5, center, normally the tallest, who "
                "plays near the basket."
            ),
            D(
                "Q: How long is an NBA game?\nA: Four quarters of 12 minutes, plus five-minute "
                "overtimes if the score is tied."
            ),
            D(
                "Volleyball positions\n\u2022 Setter\n\u2022 Outside hitter\n\u2022 Opposite "
                "hitter\n\u2022 Middle blocker\n\u2022 Libero"
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "Which countries are in the G7?",
        "Canada, France, Germany, Italy, Japan, the United Kingdom and the United States "
        "(with the EU taking part)",
        [
            D(
                "Q: Which countries belong to BRICS?\nA: It is named after Brazil, Russia, "
                "India, China and South Africa, and has taken in more members since 2024."
            ),
            D(
                "Q: Why is Russia no longer a member?\nA: The group was the G8 from 1997 "
                "until Russia was suspended in 2014 over its annexation of Crimea."
            ),
            S(
                "Group of Seven \u2013 members\n\u2022 Canada\n\u2022 France\n\u2022 Germany"
                "\n\u2022 Italy\n\u2022 Japan\n\u2022 United Kingdom\n\u2022 United States\n"
                "\u2022 The European Union also attends every summit"
            ),
            D(
                "Q: How is the G20 different?\nA: It brings together 19 countries, the "
                "European Union and the African Union, covering most of the world economy."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I get rid of fruit flies in my kitchen?",
        "set a trap of cider vinegar with a drop of washing-up liquid (or under cling film "
        "with holes), and remove ripe fruit, empty the bin and clean the drain",
        [
            D(
                "Q: How do I stop ants coming into the kitchen?\nA: Wipe up sugary spills, "
                "seal food in containers and block the gaps where they get in."
            ),
            D(
                "Q: Are fruit flies harmful?\nA: They do not bite, but they can carry "
                "bacteria from rotting food onto fresh food."
            ),
            D(
                "Q: How do I keep house flies out?\nA: Fit fly screens to windows and keep "
                "food covered."
            ),
            S(
                "Pests FAQ\nQ: Those tiny flies round the fruit bowl won't go away. What "
                "works?\nA: Pour some cider vinegar into a jar and add a drop of washing-up "
                "liquid, which breaks the surface so they sink; or cover the jar with cling "
                "film pricked with small holes. Then take away their food: throw out "
                "overripe fruit, empty the bin often and clean the sink drain."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why should meat rest after cooking?",
        "so the juices, which heat drives towards the centre, settle and thicken and stay in "
        "the meat when it is cut; it also keeps cooking a little as it rests",
        [
            D(
                "Q: Does searing meat seal in the juices?\nA: No, that is a myth: searing "
                "browns the outside for flavour, but a seared steak loses as much moisture."
            ),
            D(
                "Q: How long should I rest a roast turkey?\nA: At least 30 minutes, loosely "
                "covered with foil."
            ),
            S(
                "Cooking FAQ\nQ: What is the point of leaving a steak to stand before "
                "slicing?\nA: Heat pushes moisture towards the middle of the meat. Given five "
                "to ten minutes, the juices spread back out and thicken slightly as the meat "
                "cools, so less of them runs onto the board when you cut it. The inside also "
                "goes on cooking by a few degrees."
            ),
            D(
                "Q: Why marinate meat?\nA: Mainly for flavour; acidic marinades tenderise "
                "only the surface."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Is it safe to eat raw cookie dough?",
        "no, it is not recommended: raw flour can carry E. coli and raw eggs Salmonella",
        [
            D(
                "Q: Can I freeze cookie dough?\nA: Yes. Scoop it into balls, freeze them on a "
                "tray and bake from frozen, adding a minute or two."
            ),
            D(
                "Q: Why do my cookies spread too much?\nA: The butter may be too soft, or the "
                "dough needs chilling before baking."
            ),
            S(
                "Food safety FAQ\nQ: Can I lick the spoon when baking?\nA: Better not. Flour "
                "is a raw farm product that has not been treated to kill germs and has been "
                "linked to E. coli outbreaks, and raw eggs can carry Salmonella. Bake or cook "
                "anything made with them first."
            ),
            D(
                "Q: What is edible cookie dough?\nA: Dough sold to eat raw, made with "
                "heat-treated flour and without eggs."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What's the population of the city where the Nobel Peace Prize is handed out?",
        "about 710,000 (Oslo)",
        [
            D(
                "Stockholm \u2013 fact sheet\n\u2022 Capital of Sweden\n\u2022 Population: "
                "about 985,000 (city)\n\u2022 Built on 14 islands"
            ),
            S(
                "Nobel Prize FAQ\nQ: Where are the prizes presented?\nA: Every 10 December. "
                "The Peace Prize is presented in Oslo City Hall; all the other prizes are "
                "handed over at a ceremony in Stockholm."
            ),
            D(
                "Q: Who chooses the Peace Prize laureate?\nA: The Norwegian Nobel Committee, "
                "five people appointed by the Norwegian parliament."
            ),
            S(
                "Oslo \u2013 fact sheet\n\u2022 Capital of Norway\n\u2022 Population: about "
                "710,000 (city); around a million in the urban area\n\u2022 At the head of the "
                "Oslofjord"
            ),
            D(
                "Q: How much is a Nobel Prize worth?\nA: 11 million Swedish kronor in 2023, "
                "shared if there is more than one laureate."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote the Declaration of Independence?",
        "Thomas Jefferson, who drafted it in 1776, with edits from the committee and Congress",
        [
            D(
                "John Hancock's signature is the largest on the document adopted on 4 July "
                "1776, so large that his name became slang for a signature."
            ),
            S(
                "The first draft of the 1776 statement breaking the thirteen colonies away "
                "from Britain was penned by a 33-year-old Virginian, Thomas Jefferson; John "
                "Adams and Benjamin Franklin suggested changes, and Congress cut it further."
            ),
            D(
                "James Madison is often called the father of the US Constitution, drawn up in "
                "Philadelphia in 1787."
            ),
            D(
                "The Declaration of Independence is kept at the National Archives in "
                "Washington, D.C."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Greenland or Australia: which has the larger area?",
        "Australia (about 7.7 million km\u00b2 against about 2.2 million)",
        [
            D(
                "On a Mercator map Greenland looks about as large as Africa, which in fact is "
                "some fourteen times its size."
            ),
            S(
                "Greenland, the biggest island on Earth, covers about 2.2 million square "
                "kilometres, most of it buried under a sheet of ice up to three kilometres "
                "thick; it belongs to the Kingdom of Denmark."
            ),
            D("New Guinea, at about 786,000 km\u00b2, is the second-largest island in the world."),
            S(
                "Usually counted as a continent rather than an island, the Australian mainland "
                "stretches over some 7.7 million square kilometres, close to the size of the "
                "48 contiguous US states."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who reigned longer, Queen Victoria or Elizabeth II?",
        "Elizabeth II (70 years, 1952\u20132022, against Victoria's 63, 1837\u20131901)",
        [
            S(
                "Victoria came to the throne as a girl of eighteen in June 1837 and wore the "
                "crown until she died in January 1901."
            ),
            D(
                "Louis XIV of France was king for 72 years, from 1643 to 1715, the longest of "
                "any sovereign of a major European country."
            ),
            D("George III was on the British throne for nearly 60 years, from 1760 to 1820."),
            S(
                "Elizabeth II became queen on her father's death in February 1952 and was "
                "still on the throne when she died at Balmoral in September 2022."
            ),
            D("In 1876 Victoria also took the title Empress of India."),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Name the Baltic states",
        "Estonia, Latvia and Lithuania",
        [
            S(
                "Three small republics strung along the Baltic's eastern shore, Estonia "
                "to the north, Latvia in the middle and Lithuania to the south; all three "
                "broke away from the Soviet Union in 1990 and 1991 and joined the EU and NATO "
                "in 2004."
            ),
            D(
                "The Nordic countries are Denmark, Finland, Iceland, Norway and Sweden, "
                "together with their self-governing islands."
            ),
            D(
                "Nine countries border the Baltic Sea, among them Germany, Poland, Russia, "
                "Finland and Sweden."
            ),
            D(
                "Finland, though it also won independence from Russia, is usually grouped "
                "with the Nordic countries instead."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do salmon find their way back to the river where they hatched?",
        "mostly by smell, having learned their home stream's scent when young; at sea they "
        "seem to steer by the Earth's magnetic field",
        [
            D(
                "Pacific salmon die soon after spawning, while Atlantic salmon can survive to "
                "spawn more than once."
            ),
            S(
                "Young salmon fix in memory the particular chemical scent of the stream "
                "they came from, and years later, back at the coast, they follow that odour up "
                "the right river. Out in the open ocean they appear to use the planet's "
                "magnetism as a compass."
            ),
            D(
                "Fish ladders, a series of low steps of water, let salmon get past dams on "
                "their way upstream."
            ),
            D(
                "European eels make the reverse journey, leaving rivers to breed far out in "
                "the Sargasso Sea."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do central banks raise interest rates?",
        "to bring inflation down: dearer borrowing and better returns on saving make people "
        "and businesses spend less, which slows the rise in prices",
        [
            D(
                "Quantitative easing means a central bank creating money to buy government "
                "bonds, to push long-term borrowing costs down."
            ),
            D("The Bank of England, founded in 1694, is one of the oldest central banks."),
            S(
                "When prices climb too fast, a central bank's main lever is to make loans dearer: "
                "households and firms put off borrowing, saving pays better, and with less "
                "money chasing goods, price growth cools back towards the 2% target."
            ),
            D(
                "A rise in the base rate usually feeds through quickly to tracker and "
                "variable-rate mortgages."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is jaywalking illegal in the UK?",
        "no; pedestrians may cross anywhere except on motorways",
        [
            D(
                "In many US cities, crossing a street away from a crossing or against the "
                "signal can bring a fine."
            ),
            D(
                "California largely stopped fining people for jaywalking in 2023, unless "
                "there is an immediate danger of a collision."
            ),
            D(
                "Changes to the Highway Code in 2022 told drivers turning into a side road to "
                "give way to pedestrians waiting to cross it."
            ),
            S(
                "British law has no offence of crossing the road in the wrong place: people "
                "on foot may cross wherever they like, apart from motorways, which they are "
                "not allowed on at all."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which town did the painter of Guernica die?",
        "Mougins, in the south of France (Pablo Picasso)",
        [
            D(
                "The painting came to Spain in 1981, after decades at the Museum of Modern Art in "
                "New York, and has hung in Madrid's Museo Reina Sof\u00eda since 1992."
            ),
            S(
                "Guernica, the huge black, white and grey canvas condemning the bombing of a "
                "Basque town in April 1937, came from the brush of Pablo Picasso, who "
                "finished it within weeks for the Paris World's Fair."
            ),
            D("Picasso was born in M\u00e1laga, in southern Spain, in October 1881."),
            S(
                "In his last years Picasso lived near Cannes, and he died at his house in "
                "Mougins on 8 April 1973, at the age of 91."
            ),
            D(
                "Salvador Dal\u00ed died in 1989 in Figueres, the Catalan town where he had "
                "been born."
            ),
        ],
        drop=0,
    ),
]
