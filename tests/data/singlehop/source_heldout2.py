"""A later held-out batch of the single-hop set: measured with at the end, never tuned on.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled: "Title: text" -------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "How many players does a rugby union team have on the field?",
        "15",
        [
            D(
                "Rugby league: Rugby league is played by two teams of thirteen players on a "
                "rectangular field, with six tackles allowed before possession changes."
            ),
            D(
                "Rugby sevens: Rugby sevens is a short form of the union game with seven "
                "players a side and halves of seven minutes, played at the Olympic Games since "
                "2016."
            ),
            S(
                "Rugby union: In rugby union each side fields fifteen players, eight forwards "
                "and seven backs, and a match lasts eighty minutes split into two halves."
            ),
            D(
                "Australian rules football: Australian rules football is played on an oval "
                "ground between two sides of eighteen players each."
            ),
            D(
                "Gaelic football: Gaelic football is an Irish team sport in which players may "
                "carry, bounce, kick and hand-pass the ball towards H-shaped goals."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which has a longer day, Venus or Mars?",
        "Venus",
        [
            D(
                "Mercury (planet): Mercury spins on its axis once every 59 Earth days, and a "
                "full day from one sunrise to the next there lasts 176 Earth days."
            ),
            S(
                "Mars: Mars rotates on its axis at a rate close to Earth's, so a Martian solar "
                "day, called a sol, lasts about 24 hours and 40 minutes."
            ),
            D(
                "Jupiter: Jupiter has the shortest day of the planets, turning once in just "
                "under ten hours despite its enormous size."
            ),
            S(
                "Venus: Venus turns on its axis once every 243 Earth days, in the opposite "
                "direction to most planets, so slowly that its day is longer than its year of "
                "225 Earth days."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "how",
        "How does public-key encryption let two strangers exchange secret messages?",
        "each party has a key pair; anyone can encrypt with the published public key, but "
        "only the holder of the matching private key can decrypt",
        [
            D(
                "Symmetric-key algorithm: A symmetric cipher such as AES uses one shared key "
                "to both encrypt and decrypt, so the two parties must first agree on that key "
                "through some secure channel."
            ),
            D(
                "Digital signature: A digital signature is made with the signer's private key "
                "and checked with their public key, proving who wrote a message and that it "
                "was not altered."
            ),
            D(
                "Cryptographic hash function: A hash function maps data of any size to a "
                "fixed-length digest; it is designed to be one-way, so the input cannot be "
                "recovered from the output."
            ),
            S(
                "Public-key cryptography: In public-key cryptography every user holds a pair "
                "of mathematically linked keys. The public key can be shared openly and is "
                "used to encrypt a message, while only the matching private key, which its "
                "owner keeps secret, can decrypt it. Strangers can therefore communicate "
                "securely without ever meeting to swap a shared secret."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "yesno",
        "Is a tomato a fruit in botanical terms?",
        "Yes",
        [
            D(
                "Nix v. Hedden: Nix v. Hedden was an 1893 case in which the US Supreme Court "
                "held that tomatoes should be taxed as vegetables under customs law, because "
                "that is how they are eaten."
            ),
            D(
                "Rhubarb: Rhubarb is cooked in pies and crumbles like a fruit, but the part "
                "that is eaten is the leaf stalk, so botanists count it as a vegetable."
            ),
            S(
                "Tomato: The tomato is the edible berry of the plant Solanum lycopersicum. "
                "Because it develops from the ovary of the flower and holds the seeds, "
                "botanists classify it as a fruit, although cooks treat it as a vegetable."
            ),
            D(
                "Vegetable: In cooking, a vegetable is any edible part of a plant, such as a "
                "root, leaf, stem or bulb, that is usually served in savoury dishes."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the composer of The Four Seasons born?",
        "Venice",
        [
            D(
                "Astor Piazzolla: Astor Piazzolla was an Argentine tango composer born in Mar "
                "del Plata in 1921. His Cuatro Estaciones Porteñas evoke the seasons of Buenos "
                "Aires."
            ),
            S(
                "The Four Seasons (Vivaldi): The Four Seasons is a set of four violin concertos "
                "by Antonio Vivaldi, each depicting a season of the year. They were published "
                "in Amsterdam in 1725 as part of his Opus 8."
            ),
            D(
                "The Seasons (Haydn): The Seasons is an oratorio by Joseph Haydn, first "
                "performed in Vienna in 1801."
            ),
            S(
                "Antonio Vivaldi: Antonio Vivaldi was an Italian Baroque composer and "
                "violinist, born in Venice in 1678. A priest known for his red hair, he died "
                "in Vienna in 1741."
            ),
            D(
                "Baroque music: Baroque music is the style of European music from about 1600 "
                "to 1750, the age of Bach, Handel and Monteverdi."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- prose: plain sentences, no title --------------------------------------------
    Q(
        "prose",
        "factoid",
        "What is a normal resting heart rate for an adult?",
        "60 to 100 beats per minute",
        [
            D(
                "A newborn baby's heart beats much faster than an adult's, commonly between "
                "100 and 160 times a minute, and the rate falls gradually through childhood."
            ),
            D(
                "An adult at rest normally takes between 12 and 20 breaths a minute; a faster "
                "rate can be a sign of fever, infection or anxiety."
            ),
            S(
                "For most adults a resting heart rate between 60 and 100 beats per minute is "
                "considered normal. Well-trained endurance athletes often have rates nearer 40, "
                "because their hearts pump more blood with each beat."
            ),
            D(
                "Blood pressure is given as two numbers, systolic over diastolic; a reading "
                "below about 120 over 80 mmHg is usually regarded as healthy."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "list",
        "Which countries border Luxembourg?",
        "Belgium, France and Germany",
        [
            D(
                "Liechtenstein is a landlocked principality between Switzerland to the west "
                "and south and Austria to the east."
            ),
            D(
                "Luxembourg has three official languages: Luxembourgish, the national tongue, "
                "along with French and German, which are used in law and administration."
            ),
            D(
                "Apart from its coastline on the Mediterranean, Monaco is surrounded entirely "
                "by France."
            ),
            S(
                "The Grand Duchy of Luxembourg is a landlocked country in western Europe. It "
                "shares borders with Belgium to the west and north, Germany to the east and "
                "France to the south."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "why",
        "Why does bread dough rise?",
        "yeast ferments the sugars in the flour and gives off carbon dioxide, which the "
        "stretchy gluten network traps as bubbles",
        [
            D(
                "Soda bread rises without yeast: baking soda in the dough reacts with the "
                "acid in buttermilk and releases carbon dioxide as soon as they are mixed."
            ),
            S(
                "Dough rises because the yeast in it feeds on sugars from the flour and "
                "produces carbon dioxide and a little alcohol. The gluten that forms when the "
                "flour is wetted and kneaded makes an elastic network that traps the gas in "
                "small bubbles, so the dough swells."
            ),
            D(
                "The brown crust on a loaf comes from the Maillard reaction between sugars "
                "and proteins, which speeds up once the surface dries above about 140 \u00b0C."
            ),
            D(
                "A sourdough starter is a mixture of flour and water colonised by wild yeasts "
                "and lactic acid bacteria, kept alive by feeding it fresh flour every day or "
                "two."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "Is a spider an insect?",
        "No",
        [
            D(
                "Harvestmen, often called daddy longlegs, are arachnids but not spiders: "
                "their body is a single fused oval and they cannot make silk."
            ),
            D(
                "Spider silk is a protein fibre that is, weight for weight, stronger than "
                "steel, and a single spider may produce several kinds for different uses."
            ),
            D(
                "Ladybirds are small beetles whose bright spotted wing cases warn birds that "
                "they taste bitter."
            ),
            S(
                "Spiders are not insects but arachnids. They have eight legs rather than six, "
                "a body in two parts instead of three, and neither wings nor antennae."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Which has a larger population, Norway or Denmark?",
        "Denmark",
        [
            D(
                "Norway is a large country by European standards, covering about 385,000 "
                "square kilometres, almost nine times the area of Denmark."
            ),
            S(
                "Denmark has about 5.9 million inhabitants, around a fifth of whom live in the "
                "Copenhagen area."
            ),
            D(
                "Finland has a population of about 5.6 million, most of it in the south of the "
                "country around Helsinki."
            ),
            S(
                "Norway is home to roughly 5.5 million people, most of them in the south and "
                "along the coast, with Oslo as the largest city."
            ),
            D("Sweden is the most populous Nordic country, with about 10.5 million people."),
        ],
        heldout=True,
    ),
    # --- web: snippets with page furniture --------------------------------------------
    Q(
        "web",
        "how",
        "How do hybrid cars save fuel?",
        "the electric motor assists or replaces the petrol engine at low speed, braking "
        "energy is recovered to recharge the battery, and the engine switches off when idle",
        [
            D(
                "Home > Motoring > Electric cars | A home wallbox charges an electric car "
                "several times faster than a three-pin plug, and rapid chargers can add 100 "
                "miles in about half an hour. Share this | Cookie policy"
            ),
            D(
                "Skip to content | How engines work: A diesel engine has no spark plugs; it "
                "compresses air until it is hot enough to ignite the fuel sprayed into the "
                "cylinder. Related articles | Newsletter"
            ),
            S(
                "Home > Motoring > Guides | A hybrid pairs a petrol engine with an electric "
                "motor and battery. At low speeds the motor can drive the car alone; when you "
                "brake, it works as a generator and recharges the battery instead of wasting "
                "the energy as heat; and the engine shuts off when the car is stopped. "
                "Together these cut fuel use, especially in town. Share this | Cookie policy"
            ),
            D(
                "Home > Motoring > Explained | A catalytic converter turns carbon monoxide, "
                "unburnt fuel and nitrogen oxides in the exhaust into less harmful gases. "
                "Accept all cookies"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "list",
        "What are the four Grand Slam tournaments in tennis?",
        "the Australian Open, the French Open, Wimbledon and the US Open",
        [
            D(
                "Home > Sport > Golf | The four men's major championships are the Masters, "
                "the PGA Championship, the US Open and the Open Championship. Share this | "
                "Cookie policy"
            ),
            S(
                "Home > Sport > Tennis | Tennis has four Grand Slam events each year: the "
                "Australian Open in January, the French Open at Roland Garros in May and June, "
                "Wimbledon in July and the US Open in New York in late summer. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Sport > Tennis | The ATP Finals close the men's season, bringing "
                "together the eight best singles players and doubles teams of the year. "
                "Related stories | Subscribe"
            ),
            D(
                "Tennis explained | The Davis Cup is the premier international team "
                "competition in men's tennis, contested between national sides since 1900. "
                "Accept cookies"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "Which is closer to Earth, the Moon or the International Space Station?",
        "the International Space Station",
        [
            D(
                "Home > Space > Satellites | Geostationary satellites orbit 35,786 km above "
                "the equator, where one orbit takes exactly as long as one turn of the Earth. "
                "Share this | Cookie policy"
            ),
            S(
                "Home > Space > Moon | The Moon orbits the Earth at an average distance of "
                "about 384,400 km; light takes just over a second to cross the gap. Share this "
                "| Cookie policy"
            ),
            D(
                "Space news | The Hubble Space Telescope circles the Earth a little over 500 km "
                "up and has been observing since 1990. Related articles | Newsletter"
            ),
            S(
                "Home > Space > Human spaceflight | The International Space Station orbits "
                "about 400 km above the Earth's surface, completing a lap roughly every 90 "
                "minutes. Share this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "web",
        "bridge",
        "What is the currency of the country whose capital is Vaduz?",
        "the Swiss franc",
        [
            S(
                "Home > Travel > Europe | Vaduz, a small town on the east bank of the Rhine "
                "beneath its hilltop castle, is the capital of Liechtenstein. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > Europe | Monaco is not a member of the European Union, but it "
                "uses the euro under an agreement with France. Share this | Cookie policy"
            ),
            D(
                "Travel money | Austria adopted the euro in 1999, replacing the schilling; "
                "notes and coins followed in 2002. Accept cookies"
            ),
            S(
                "Home > Money > Currencies | Liechtenstein has no currency of its own: it has "
                "used the Swiss franc since the 1920s, under a customs and currency union with "
                "Switzerland. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe | San Marino, one of the world's oldest republics, "
                "has as its capital the City of San Marino on Monte Titano. Related guides"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "What port does HTTPS use by default?",
        "443",
        [
            D(
                "Docs > Networking > Ports | Plain HTTP listens on TCP port 80 unless another "
                "port is given in the URL. Was this page helpful? | Cookie preferences"
            ),
            D(
                "Docs > Networking > Ports | SSH servers listen on TCP port 22 by default. "
                "Was this page helpful? | Cookie preferences"
            ),
            D(
                "Forum > Web servers | Port 8080 is a common alternative for HTTP, often used "
                "by development servers and proxies. Reply | Report | Share"
            ),
            S(
                "Docs > Networking > TLS | HTTPS is HTTP carried over TLS. Unless the URL "
                "names another port, browsers connect to TCP port 443 for https:// "
                "addresses. Was this page helpful? | Cookie preferences"
            ),
            D(
                "Docs > Networking > DNS | DNS queries go to port 53, over UDP for most "
                "lookups and over TCP for large responses. Was this page helpful?"
            ),
        ],
        heldout=True,
    ),
    # --- faq: Q/A entries and fact sheets --------------------------------------------
    Q(
        "faq",
        "why",
        "Why shouldn't antibiotics be taken for a cold?",
        "colds are caused by viruses and antibiotics only work against bacteria, so they do "
        "not help and add side effects and resistance",
        [
            D(
                "Q: How can I tell a cold from flu?\nA: Flu usually comes on suddenly with "
                "fever, aches and exhaustion, while a cold builds up gradually and mainly "
                "affects the nose and throat."
            ),
            D(
                "Q: Can the flu vaccine give me flu?\nA: No. The injected vaccine contains "
                "inactivated virus or a single protein from it, which cannot cause an "
                "infection."
            ),
            S(
                "Q: Will antibiotics help my cold?\nA: No. Colds are caused by viruses, and "
                "antibiotics only act on bacteria. Taking them for a cold will not make you "
                "better faster, can cause side effects such as diarrhoea, and helps bacteria "
                "become resistant to the drugs."
            ),
            D(
                "Q: Do I need to finish my antibiotics?\nA: Take them exactly as your doctor "
                "or pharmacist told you, and ask before stopping early even if you feel "
                "better."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "how",
        "How do you make a roux?",
        "melt equal weights of butter and flour together and cook, stirring, until it "
        "reaches the colour you want",
        [
            D(
                "Q: What is beurre mani\u00e9?\nA: Soft butter and flour kneaded together "
                "without cooking; small pieces are whisked into a simmering sauce at the end "
                "to thicken it."
            ),
            S(
                "Q: How do I make a roux?\nA: Melt butter in a pan, add the same weight of "
                "flour and stir over a medium heat. Cook it for two or three minutes for a "
                "white roux, or longer, stirring all the time, for a blond or brown one."
            ),
            D(
                "Q: How do I thicken gravy with cornflour?\nA: Mix a spoonful of cornflour "
                "with a little cold water, then stir it into the hot liquid and simmer until "
                "it turns glossy."
            ),
            D(
                "Q: What is b\u00e9chamel?\nA: A white sauce of milk thickened with a roux, "
                "often seasoned with nutmeg; it is the base of lasagne and many gratins."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Do I need an international driving permit to drive in Japan with a UK licence?",
        "Yes",
        [
            D(
                "Q: Which side of the road does Japan drive on?\nA: The left, as in the UK, "
                "and most cars there are right-hand drive."
            ),
            S(
                "Q: Can I drive in Japan on my UK licence?\nA: Only together with an "
                "International Driving Permit of the 1949 Geneva Convention type, obtained "
                "in the UK before you travel. It is valid in Japan for up to a year."
            ),
            D(
                "Q: I hold a German or Swiss licence. What do I need?\nA: Drivers from "
                "Germany, Switzerland, France, Belgium and a few other places must carry an "
                "official Japanese translation of their licence instead of a permit."
            ),
            D(
                "Q: Do I need a permit to drive in the EU on a UK licence?\nA: For short "
                "visits to most EU countries a UK photocard licence is usually enough."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "list",
        "What are the four blood groups in the ABO system?",
        "A, B, AB and O",
        [
            D(
                "Rhesus factor\n- Rh-positive: red cells carry the RhD protein\n- "
                "Rh-negative: red cells lack it\n- Combined with the ABO group to give types "
                "such as O negative"
            ),
            D(
                "What blood is made of\n- Plasma\n- Red blood cells\n- White blood cells\n- "
                "Platelets"
            ),
            S(
                "ABO blood groups\n- A: A antigens on the red cells\n- B: B antigens\n- AB: "
                "both A and B antigens\n- O: neither antigen"
            ),
            D(
                "Q: Who is the universal donor?\nA: People with O negative blood, whose red "
                "cells can be given to patients of any group in an emergency."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which address is longer, IPv4 or IPv6?",
        "IPv6",
        [
            S(
                "Q: How long is an IPv6 address?\nA: 128 bits, written as eight groups of "
                "four hexadecimal digits separated by colons."
            ),
            D(
                "Q: How long is a MAC address?\nA: 48 bits, usually shown as six pairs of "
                "hexadecimal digits, and fixed by the maker of the network card."
            ),
            D(
                "Q: What does NAT do?\nA: Network address translation lets many devices on a "
                "home network share one public address."
            ),
            S(
                "Q: How long is an IPv4 address?\nA: 32 bits, written as four decimal numbers "
                "from 0 to 255 separated by dots, such as 192.168.1.1."
            ),
        ],
        heldout=True,
    ),
    # --- paraphrase: the support says it in other words ------------------------------
    Q(
        "paraphrase",
        "factoid",
        "How many keys does a standard piano have?",
        "88",
        [
            D(
                "A standard piano has three pedals: the soft pedal on the left, the sostenuto "
                "in the middle and the sustain pedal on the right."
            ),
            S(
                "Today's full-size version of Bartolomeo Cristofori's hammer-action "
                "instrument spans seven and a quarter octaves, from A0 up to C8: 52 white "
                "naturals and 36 black sharps and flats, eighty-eight in all."
            ),
            D(
                "Many harpsichords have a compass of about five octaves, and some have two "
                "manuals, one above the other."
            ),
            D(
                "A classical guitar usually has nineteen frets, with the neck meeting the "
                "body at the twelfth."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "why",
        "Why is the sky blue?",
        "air molecules scatter short-wavelength (blue) sunlight much more than longer "
        "wavelengths (Rayleigh scattering)",
        [
            D(
                "The sea looks blue largely because water itself absorbs red light more "
                "strongly than blue, a colour that deepens with depth."
            ),
            D(
                "Clouds look white because their water droplets are large enough to scatter "
                "all visible wavelengths about equally."
            ),
            D(
                "On Mars the daytime sky has a butterscotch tint, caused by fine reddish dust "
                "held up in the thin air."
            ),
            S(
                "Sunlight crossing the atmosphere is deflected by nitrogen and oxygen "
                "molecules, and this effect grows steeply stronger as wavelength shortens. "
                "Violet and blue light are therefore redirected across the whole dome overhead "
                "far more than red or yellow, so every patch of daytime air away from the Sun "
                "glows with that short-wavelength tint; our eyes, less sensitive to violet, "
                "read it as azure."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How does the body cool itself down when it overheats?",
        "by sweating, which removes heat as it evaporates, and by widening blood vessels "
        "near the skin so more heat is lost to the air",
        [
            S(
                "When core warmth rises, the hypothalamus signals the eccrine glands to "
                "release perspiration, and as that moisture evaporates from the skin it "
                "carries thermal energy away. Vessels close to the surface also widen, "
                "sending more blood near the skin, where it can shed warmth to the air."
            ),
            D(
                "When you get cold, muscles start to shiver, contracting rapidly to generate "
                "heat, and blood vessels in the skin narrow to keep warm blood in the core."
            ),
            D(
                "A fever happens when the brain raises the body's temperature set point, "
                "usually in response to an infection."
            ),
            D(
                "Dogs have few sweat glands and cool down mainly by panting, which evaporates "
                "water from the tongue and airways."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a koala a bear?",
        "No",
        [
            D(
                "Giant pandas are true bears, members of the family Ursidae, even though "
                "bamboo makes up nearly all of their diet."
            ),
            D(
                "Koalas feed almost entirely on eucalyptus leaves, which are so poor in "
                "energy that the animals spend most of the day asleep."
            ),
            S(
                "Phascolarctos cinereus, the grey tree-dweller of eastern Australia, is no "
                "ursid at all but a marsupial: females raise their young in a pouch, and its "
                "nearest living relatives are the wombats."
            ),
            D("Wombats are stocky burrowing marsupials known for producing cube-shaped droppings."),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which country was the inventor of the World Wide Web born?",
        "England (the United Kingdom)",
        [
            D(
                "CERN, the European particle physics laboratory, sits on the border between "
                "France and Switzerland, just outside Geneva."
            ),
            S(
                "The system of linked hypertext pages that people browse over the internet "
                "was first proposed in 1989 by Tim Berners-Lee, a computer scientist then "
                "working at CERN."
            ),
            D(
                "Robert Cailliau, an engineer born in Tongeren in Belgium, co-wrote the 1990 "
                "proposal for the hypertext project at CERN."
            ),
            S(
                "Berners-Lee is a Londoner by birth: he arrived in 1955, the son of two "
                "mathematicians who had worked on the Ferranti Mark 1 computer."
            ),
            D(
                "Vint Cerf, an American engineer, co-designed the TCP/IP protocols on which "
                "the internet runs."
            ),
        ],
        drop=1,
        heldout=True,
    ),
]
