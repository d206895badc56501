"""A tenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about; a quarter of the questions are typed search-box style. Written after lexical-v9,
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
        "Who wrote Pride and Prejudice?",
        "Jane Austen (published in January 1813)",
        [
            D(
                "Sense and Sensibility: Sense and Sensibility, the story of the Dashwood sisters, "
                "was the first of Jane Austen's novels to reach print, in 1811, credited only to "
                "'A Lady'."
            ),
            D(
                "Pride and Prejudice (1995 TV series): The BBC's six-part adaptation, written for "
                "television by Andrew Davies, starred Colin Firth as Mr Darcy and Jennifer Ehle as "
                "Elizabeth Bennet."
            ),
            D(
                "Jane Eyre: Jane Eyre, a novel by Charlotte Bront\u00eb, was published in 1847 "
                "under the pen name Currer Bell."
            ),
            S(
                "Pride and Prejudice: Pride and Prejudice is a novel by the English writer Jane "
                "Austen, published in January 1813. It follows Elizabeth Bennet, the second of "
                "five daughters of a country gentleman, and her quarrelsome courtship with the "
                "proud Fitzwilliam Darcy."
            ),
            D(
                "Pride and Prejudice and Zombies: Seth Grahame-Smith's 2009 parody mixes the text "
                "of the Regency novel with scenes of the undead overrunning England."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "what is the chemical symbol for gold",
        "Au, from the Latin aurum",
        [
            D(
                "Silver: Silver is a lustrous white metal with the symbol Ag, from the Latin "
                "argentum, and the atomic number 47. It conducts electricity better than any "
                "other element."
            ),
            S(
                "Gold: Gold is a dense, soft, yellow metal and a chemical element with the symbol "
                "Au, from the Latin word aurum, and the atomic number 79. It hardly reacts with "
                "air or water, which is why it does not tarnish."
            ),
            D(
                "Pyrite: Pyrite, iron disulfide, is known as fool's gold for its brassy yellow "
                "shine, which has fooled many a prospector."
            ),
            D(
                "Lead: Lead takes its symbol, Pb, from plumbum, the Latin name that also gave us "
                "the word plumber."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which has more people, Canada or Australia?",
        "Canada (over 40 million people against about 27 million in Australia)",
        [
            D(
                "New Zealand: New Zealand, some 2,000 km south-east of Australia across the "
                "Tasman Sea, has a population of just over 5 million."
            ),
            S(
                "Australia: Australia is the sixth-largest country by area, but most of its "
                "interior is dry and thinly settled. It had about 27 million inhabitants in 2024, "
                "most of them in cities on the coast such as Sydney and Melbourne."
            ),
            D(
                "Toronto: Toronto, on the north-western shore of Lake Ontario, is the largest "
                "city in Canada and the capital of the province of Ontario."
            ),
            S(
                "Canada: Canada is the second-largest country in the world by area, after Russia. "
                "Its population passed 40 million in 2023, most of it living in the south, not "
                "far from the border with the United States."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the layers of Earth's atmosphere?",
        "from the ground up: the troposphere, stratosphere, mesosphere, thermosphere and exosphere",
        [
            D(
                "Structure of the Earth: The solid planet is made of layers too: a thin rocky "
                "crust, the mantle, a liquid outer core and a solid inner core of iron and nickel."
            ),
            D(
                "Ozone layer: The ozone layer, which soaks up most of the Sun's ultraviolet "
                "radiation, lies mostly between about 15 and 35 km above the ground."
            ),
            S(
                "Atmosphere of Earth: Going up from the surface, the atmosphere is divided into "
                "the troposphere, where nearly all weather happens, the stratosphere, the "
                "mesosphere, the thermosphere, where the International Space Station orbits, and "
                "the exosphere, which thins out into space."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a pin tumbler lock work?",
        "spring-loaded pairs of pins cross the line between the plug and its housing and stop the "
        "plug turning; the right key lifts each pair so that the gap between its two pins sits "
        "exactly on that shear line, and the plug can turn",
        [
            D(
                "Combination lock: A dial combination lock has a stack of notched wheels behind "
                "it; turning the dial to the right numbers in order lines the notches up, and a "
                "bar drops into them to release the shackle."
            ),
            S(
                "Pin tumbler lock: In a pin tumbler lock a cylinder, the plug, turns inside a "
                "fixed housing. Springs push pairs of pins, a key pin below and a driver pin "
                "above, down into the plug, so that the driver pins straddle the joint between "
                "plug and housing and hold it still. The cuts on the right key raise every pair "
                "by just the right amount for the gap between its two pins to line up with that "
                "joint, the shear line, and the plug is free to turn."
            ),
            D(
                "Linus Yale Jr.: The American inventor Linus Yale Jr. patented improved pin "
                "tumbler locks in the 1860s and founded the lock company that bears his name."
            ),
            D(
                "Lock picking: Lock picking is opening a lock without its key, usually by turning "
                "the plug slightly with a tension wrench while pushing the pins up one at a time."
            ),
            D(
                "Warded lock: Warded locks, known since Roman times, have fixed obstructions "
                "inside; the key has notches cut to pass them, and simple skeleton keys can open "
                "many of them."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "why is the sky blue",
        "sunlight is scattered by the molecules of the air, and short blue wavelengths far more "
        "than red ones (Rayleigh scattering), so blue light reaches our eyes from every part of "
        "the sky",
        [
            D(
                "Sunset: At sunrise and sunset the light crosses much more air on its way to us; "
                "most of the blue is scattered out of the beam before it arrives, which leaves "
                "the Sun and the clouds near it red and orange."
            ),
            D(
                "Colour of water: A deep body of water looks blue largely because water absorbs "
                "the red end of the spectrum a little more than the blue."
            ),
            D(
                "Mars: The daytime sky on Mars is a dusty butterscotch colour, while its sunsets "
                "are bluish, because fine dust in its thin air scatters light differently."
            ),
            S(
                "Rayleigh scattering: Rayleigh scattering is the scattering of light by particles "
                "much smaller than its wavelength, such as the nitrogen and oxygen molecules of "
                "the air. It is far stronger for short wavelengths, so the blue part of sunlight "
                "is sent off in all directions and reaches the eye from all over the sky, which "
                "is why a clear daytime sky looks blue."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did the original Globe Theatre burn down?",
        "yes: on 29 June 1613 a cannon fired during a performance of Henry VIII set its thatched "
        "roof alight and it burned to the ground; it was rebuilt the next year",
        [
            S(
                "Globe Theatre: The Globe was built on Bankside in Southwark in 1599 by "
                "Shakespeare's company, the Lord Chamberlain's Men. On 29 June 1613 a stage "
                "cannon fired during a performance of Henry VIII set fire to the thatched roof, "
                "and within about an hour the whole theatre had burned down. A second Globe, with "
                "a tiled roof, opened on the same site in 1614."
            ),
            D(
                "Shakespeare's Globe: Shakespeare's Globe is a modern reconstruction of the "
                "playhouse, championed by the American actor Sam Wanamaker, which opened near "
                "the original site in 1997."
            ),
            D(
                "Rose Theatre: The Rose, which opened on Bankside in 1587, was the first "
                "playhouse in that part of London; its foundations were dug up in 1989."
            ),
            D(
                "Theatre Royal, Drury Lane: The Drury Lane theatre in London's West End has "
                "burned down more than once; the present building dates from 1812."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where Mozart was born?",
        "the Salzach (Mozart was born in Salzburg in 1756)",
        [
            D(
                "Vienna: Vienna, the capital of Austria, lies on the Danube. Mozart settled there "
                "in 1781 and died in the city ten years later."
            ),
            S(
                "Wolfgang Amadeus Mozart: Mozart was born on 27 January 1756 in Salzburg, the "
                "son of Leopold Mozart, a violinist in the archbishop's court orchestra. He "
                "toured Europe as a child prodigy and wrote more than 600 works."
            ),
            D(
                "Leopold Mozart: Leopold Mozart, the composer's father, came from Augsburg in "
                "Bavaria, where the Wertach flows into the Lech."
            ),
            D(
                "Innsbruck: Innsbruck, the capital of the Tyrol, stands on the Inn, which gave "
                "the city its name."
            ),
            S(
                "Salzburg: Salzburg is a city in Austria, close to the German border, on both "
                "banks of the Salzach river beneath the H\u00f6hensalzburg fortress. Its baroque "
                "old town is a UNESCO World Heritage Site."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who invented the World Wide Web?",
        "Tim Berners-Lee, at CERN (proposed in 1989, running by the end of 1990)",
        [
            D(
                "Vint Cerf and Bob Kahn designed TCP/IP, the rules by which computers on the "
                "internet pass data to one another, and published it in 1974."
            ),
            D(
                "Ray Tomlinson sent the first email between two computers on the ARPANET in 1971 "
                "and chose the @ sign to separate a user's name from the machine's."
            ),
            S(
                "The World Wide Web was invented by the British computer scientist Tim "
                "Berners-Lee while he worked at CERN, near Geneva. He proposed a system of linked "
                "hypertext documents in March 1989, and by the end of 1990 he had written the "
                "first web browser and the first web server."
            ),
            D(
                "Mosaic, released in 1993 by a team at the University of Illinois that included "
                "Marc Andreessen, was the browser that made the web popular, because it showed "
                "pictures alongside the text."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "speed of light in km per second",
        "about 299,792 km/s in a vacuum (exactly 299,792,458 m/s)",
        [
            D(
                "Sound travels through air at about 343 metres per second at 20 \u00b0C, nearly "
                "a million times slower than light."
            ),
            S(
                "In a vacuum light travels at 299,792,458 metres per second, or about 299,792 km "
                "each second; since 1983 the metre has been defined from that figure, so it is "
                "exact."
            ),
            D(
                "Light slows down when it passes through glass, to roughly two-thirds of its "
                "speed in empty space, which is what makes a lens bend it."
            ),
            D(
                "The Danish astronomer Ole R\u00f8mer gave the first estimate of how fast light "
                "moves in 1676, from the timing of the eclipses of Jupiter's moon Io."
            ),
            D(
                "A light-year is a distance, not a time: about 9.46 trillion kilometres, the "
                "distance light covers in a year."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is colder, the North Pole or the South Pole?",
        "the South Pole (winters average around \u221260 \u00b0C there, while at the North Pole "
        "they mostly stay between about \u221240 and \u221225 \u00b0C)",
        [
            S(
                "The North Pole lies in the middle of the Arctic Ocean, on sea ice a few metres "
                "thick, and the water underneath gives off heat all year. In winter the "
                "temperature there mostly stays between about \u221240 \u00b0C and \u221225 "
                "\u00b0C, and in summer it hovers around freezing."
            ),
            D(
                "The lowest temperature ever measured at the surface, \u221289.2 \u00b0C, was "
                "recorded at the Russian Vostok Station in Antarctica on 21 July 1983."
            ),
            D(
                "Oymyakon, a village in Siberia, is often called the coldest permanently "
                "inhabited place on Earth; it recorded \u221267.7 \u00b0C in 1933."
            ),
            S(
                "The South Pole stands on the Antarctic ice sheet about 2,800 m above sea level, "
                "far from any ocean. In winter the temperature averages around \u221260 "
                "\u00b0C, and even in midsummer the average is below \u221225 \u00b0C."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the stages of mitosis?",
        "prophase, metaphase, anaphase and telophase (prometaphase is often counted between "
        "prophase and metaphase)",
        [
            D(
                "Before a cell divides it spends most of its life in interphase, during which it "
                "grows and copies its DNA."
            ),
            D(
                "Meiosis, which makes eggs and sperm, has two divisions in a row and ends with "
                "four cells that each carry half the usual number of chromosomes."
            ),
            D(
                "Once the nucleus has divided, cytokinesis splits the cytoplasm, pinching the "
                "cell in two in animals and building a new wall across it in plants."
            ),
            S(
                "Mitosis is usually described in four stages. In prophase the chromosomes "
                "condense and the spindle forms; in metaphase they line up across the middle of "
                "the cell; in anaphase the sister chromatids are pulled to opposite ends; and in "
                "telophase a nucleus forms around each set. Some textbooks add prometaphase, "
                "when the nuclear envelope breaks down, between the first two."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how do plants make their own food",
        "by photosynthesis: chlorophyll in their leaves captures sunlight and uses its energy to "
        "turn carbon dioxide from the air and water from the roots into sugar, giving off oxygen",
        [
            S(
                "Green plants make their food by photosynthesis. Chlorophyll, the green pigment "
                "in the chloroplasts of their leaves, absorbs sunlight, and the plant uses that "
                "energy to combine carbon dioxide, taken in through tiny pores, with water drawn "
                "up from the roots. The result is glucose, which feeds the plant, and oxygen, "
                "which it releases into the air."
            ),
            D(
                "Plants also respire, day and night: like animals, they break sugar down with "
                "oxygen to release energy, giving off carbon dioxide."
            ),
            D(
                "The Venus flytrap catches insects, but only for the nitrogen and other nutrients "
                "missing from the bogs it grows in."
            ),
            D(
                "Mushrooms and other fungi have no chlorophyll; they feed by breaking down dead "
                "wood, leaves and other organic matter."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do councils spread salt on roads in winter?",
        "salt dissolved in the water on the road lowers its freezing point, so ice does not form "
        "or melts at temperatures a few degrees below 0 \u00b0C",
        [
            D(
                "Grit, crushed stone or sand spread on icy pavements does not melt anything; it "
                "only gives tyres and shoes something rough to grip."
            ),
            S(
                "Rock salt spread on a road dissolves in the thin film of water on its surface, "
                "and salty water has to get colder than pure water before it freezes. Down to "
                "about -10 \u00b0C the brine stays liquid, so ice cannot form, and ice that is "
                "already there melts back into it; in harder frosts the salt barely works."
            ),
            D(
                "Salt left on roads after the winter eats into car bodies and the steel in "
                "bridges, and washes into verges and streams, where it harms plants and fish."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is glass actually a very slow-flowing liquid?",
        "no; glass is an amorphous solid, and at room temperature it would take far longer than "
        "the age of the universe to flow visibly; old windows are thicker at the bottom because "
        "of how the panes were made and fitted",
        [
            D(
                "Most window glass is soda-lime glass, made by melting sand with soda ash and "
                "limestone at about 1,500 \u00b0C."
            ),
            S(
                "The story that old cathedral panes are thicker at the bottom because the glass "
                "has run downhill over the centuries is a myth. Glass is an amorphous solid: its "
                "atoms are disordered like a liquid's but locked in place, and at room "
                "temperature it would take far longer than the age of the universe to sag "
                "noticeably. Medieval panes were simply uneven, and glaziers often set the "
                "thicker edge at the bottom."
            ),
            D(
                "Obsidian is a natural glass that forms when lava cools so quickly that crystals "
                "have no time to grow."
            ),
            D(
                "Pitch, a tar-like substance, looks solid but really does flow: in "
                "an experiment started in 1927 at the University of Queensland, a drop falls "
                "from a funnel roughly once a decade."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Who was king of England when the Mayflower sailed?",
        "James I (the Mayflower sailed in September 1620; he reigned from 1603 to 1625)",
        [
            D(
                "Charles I came to the throne in March 1625 and was beheaded in January 1649, "
                "after losing the Civil War."
            ),
            D(
                "The Speedwell set out with the Mayflower but leaked so badly that both ships put "
                "back into port, and it was finally left behind."
            ),
            S(
                "The Mayflower left Plymouth, England, in September 1620 with about 100 "
                "passengers, many of them Puritan separatists, and reached Cape Cod in November "
                "after a stormy crossing of some two months."
            ),
            D("Elizabeth I, the last of the Tudors, died in March 1603 without children."),
            S(
                "James I became king of England in 1603, uniting its crown with that of "
                "Scotland, where he had reigned as James VI since 1567. He ruled both until his "
                "death in 1625."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "who painted the mona lisa",
        "Leonardo da Vinci, from about 1503",
        [
            D(
                "Music > Classic songs | 'Mona Lisa', written by Jay Livingston and Ray Evans, was "
                "a number one hit for Nat King Cole in 1950. Listen | Share"
            ),
            D(
                "Art > Heists | On 21 August 1911 the portrait vanished from the Louvre; the "
                "thief, a handyman called Vincenzo Peruggia, was caught in Florence two years "
                "later. Read more | Comments (212)"
            ),
            S(
                "Home > Art > Paintings > Mona Lisa | Artist: Leonardo da Vinci | Date: begun "
                "c. 1503, worked on for more than a decade | Medium: oil on poplar panel | "
                "Sitter: probably Lisa Gherardini | Location: the Louvre, Paris. Share this | "
                "Cookie policy"
            ),
            D(
                "Art > Paintings > Italian Renaissance | Raphael's portrait of Maddalena Doni "
                "(c. 1506) borrows the pose of Leonardo's famous sitter. Related | Print"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When did Apollo 13 launch?",
        "11 April 1970",
        [
            D(
                "Space > Missions > Apollo 11 | Launch: 16 July 1969 | Moon landing: 20 July "
                "1969 | Crew: Armstrong, Aldrin, Collins. Share | Newsletter"
            ),
            D(
                "Film > Reviews | Apollo 13 (1995), directed by Ron Howard with Tom Hanks as Jim "
                "Lovell, won two Oscars. Watch trailer | Reviews (1,204)"
            ),
            S(
                "Home > Space > Missions > Apollo 13 | Launch: 11 April 1970, Kennedy Space "
                "Center | Crew: Jim Lovell, Jack Swigert, Fred Haise | An oxygen tank exploded on "
                "13 April and the Moon landing was called off; the crew splashed down safely on "
                "17 April. Share this | Cookie policy"
            ),
            D(
                "Space > Missions > Apollo 1 | A fire during a launch rehearsal on 27 January 1967 "
                "killed all three astronauts in the capsule. Read more | Print"
            ),
            D(
                "Space > Missions > Apollo 14 | Alan Shepard, on the next Moon landing, hit two "
                "golf balls on the lunar surface in February 1971. Related | Share"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "tennis court vs badminton court which is bigger",
        "a tennis court (23.77 m by 10.97 m, about three times the area of a 13.4 m by 6.1 m "
        "badminton court)",
        [
            D(
                "Sport > Pickleball > Rules | A pickleball court measures 20 by 44 feet, the "
                "same as a doubles badminton court. Read more | Share"
            ),
            S(
                "Home > Sport > Badminton > Rules | Court size: 13.4 m long and 6.1 m wide for "
                "doubles (5.18 m for singles) | Net: 1.55 m at the posts. Share this | Cookie "
                "policy"
            ),
            D(
                "Sport > Squash | A squash court is 9.75 m long and 6.4 m wide, enclosed by four "
                "walls. Book a court | Newsletter"
            ),
            S(
                "Sport > Tennis > Rules > The court | Length: 23.77 m (78 ft) | Width: 10.97 m for "
                "doubles, 8.23 m for singles | Net: 0.914 m high in the centre. Related | Print"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What are the ingredients of a classic Caesar salad?",
        "romaine lettuce, croutons and Parmesan, with a dressing of olive oil, lemon juice, egg, "
        "garlic, Worcestershire sauce and black pepper",
        [
            S(
                "Home > Food > Recipes > Salads | Classic Caesar salad | Ingredients: romaine "
                "lettuce, croutons, grated Parmesan; for the dressing, olive oil, lemon juice, a "
                "coddled egg, garlic, Worcestershire sauce and black pepper | Serves 4. Save | "
                "Print | Cookie policy"
            ),
            D(
                "Food > Recipes > Salads | Salade ni\u00e7oise | Ingredients: tomatoes, "
                "hard-boiled eggs, black olives, anchovies, tuna, green beans. Save | Reviews (87)"
            ),
            D(
                "Food > History | The Caesar salad is said to have been thrown together by the "
                "restaurateur Caesar Cardini in Tijuana, Mexico, in 1924. Read more | Share"
            ),
            D(
                "Food > Recipes > Salads | Waldorf salad: apples and celery in mayonnaise, with "
                "walnuts added later, first served at New York's Waldorf Hotel in the 1890s. Save "
                "| Share"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a touchscreen work?",
        "most phones use a capacitive screen: a grid of transparent electrodes holds a small "
        "electric charge, a finger draws some of it away where it touches, and the controller "
        "works out the position from where the capacitance changed",
        [
            D(
                "Tech > Explainers | Older resistive screens, found on early sat navs and "
                "supermarket checkouts, have two flexible layers that register a touch when "
                "pressure pushes them together. Read more | Share"
            ),
            D(
                "Shop > Phone accessories | Tempered glass screen protector, 2-pack, bubble-free "
                "fitting. Add to basket | Free delivery"
            ),
            D(
                "Tech > Gadgets | Touchscreen gloves have conductive thread sewn into the "
                "fingertips. Related | Reviews (45)"
            ),
            S(
                "Home > Tech > Explainers > How touchscreens work | The screen on your phone is "
                "almost certainly capacitive. Under the glass is a grid of transparent "
                "electrodes carrying a small electric charge. Your finger conducts electricity, "
                "so where it touches it draws away a little of the charge, changing the "
                "capacitance at that point, and a controller chip works out the position from "
                "the change. Share | Was this helpful?"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do airliners cruise at around 35,000 feet?",
        "the air up there is thin, so there is less drag and the engines burn less fuel for the "
        "same speed, and the plane flies above most of the weather",
        [
            D(
                "Travel > Flying > Explainers | The white trails behind high-flying jets are "
                "contrails: water vapour from the engines freezing into ice crystals. Read more "
                "| Share"
            ),
            S(
                "Home > Travel > Flying > Ask a pilot | Why fly so high? Airliners cruise at "
                "roughly 31,000 to 42,000 ft because the air there is much thinner, so there is "
                "less drag and the jets burn less fuel to go just as fast. Up there they are "
                "also above most clouds, storms and bumpy air. Share this | Cookie policy"
            ),
            D(
                "Travel > Flying > Comfort | The cabin is pressurised to the equivalent of about "
                "6,000 to 8,000 ft, which is why your ears pop on the way up. Related | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "can you get sunburned on a cloudy day",
        "yes; up to about 80% of the sun's UV rays get through cloud, so you can burn under a "
        "grey sky",
        [
            D(
                "Health > Skin > Sun safety | The SPF number on a sunscreen measures protection "
                "against UVB, the rays that cause most burning. Read more | Share"
            ),
            D(
                "Health > Skin > Myths | Can you tan through a window? Ordinary glass blocks most "
                "UVB, so you are unlikely to burn indoors, though UVA still gets through. "
                "Related | Print"
            ),
            S(
                "Home > Health > Skin > Sun safety | Cloudy days are no protection: up to 80% of "
                "the sun's ultraviolet rays pass through cloud, so you can still burn, and many "
                "people do because they don't bother with sunscreen. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "When was the university where Stephen Hawking was Lucasian Professor founded?",
        "1209 (the University of Cambridge, where Hawking held the Lucasian chair from 1979 to "
        "2009)",
        [
            S(
                "Home > Science > People > Stephen Hawking | Born: 8 January 1942, Oxford | Known "
                "for: black hole radiation, A Brief History of Time | Lucasian Professor of "
                "Mathematics at the University of Cambridge, 1979\u20132009. Share | Cookie "
                "policy"
            ),
            D(
                "Education > Universities > Oxford | Teaching went on in Oxford by 1096, making "
                "it the oldest university in the English-speaking world. Read more | Print"
            ),
            D(
                "Science > People > Isaac Newton | Newton held the Lucasian chair from 1669 to "
                "1702. Related | Share"
            ),
            S(
                "Education > Universities > Cambridge | Founded: 1209, by scholars who had left "
                "Oxford after a quarrel with the townspeople | Colleges: 31. Visit | Newsletter"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the legal drinking age in the US?",
        "21, in every state, since the National Minimum Drinking Age Act of 1984",
        [
            D(
                "Q: What is the drinking age in Canada?\nA: It is set by each province: 18 in "
                "Alberta, Manitoba and Quebec, and 19 everywhere else."
            ),
            S(
                "Q: How old do you have to be to drink in the United States?\nA: 21. The "
                "National Minimum Drinking Age Act of 1984 cut highway funding for any state "
                "that allowed younger people to buy alcohol, and by 1988 every state had raised "
                "its age to 21."
            ),
            D(
                "Q: When did the US voting age drop to 18?\nA: In 1971, with the 26th Amendment "
                "to the Constitution."
            ),
            D(
                "Q: Can I drink in a pub at 16 in the UK?\nA: Only beer, wine or cider with a "
                "meal, bought by an adult. You must be 18 to buy alcohol."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how often should you replace your toothbrush",
        "every three months or so, or sooner if the bristles are frayed",
        [
            D("Q: How long should I brush for?\nA: Two minutes, twice a day."),
            D(
                "Q: Should I rinse after brushing?\nA: Spit, don't rinse: rinsing washes away "
                "the fluoride left by the toothpaste."
            ),
            D(
                "Dental check-ups \u2013 how often\n\u2022 Adults with healthy teeth: up to every "
                "2 years\n\u2022 Children: at least once a year\n\u2022 More often if your dentist "
                "advises it"
            ),
            S(
                "Q: When do I need a new toothbrush?\nA: Every three months or so, and sooner if "
                "the bristles are splayed or worn. The same goes for the head of an electric "
                "brush."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which uses more electricity, an LED bulb or an incandescent bulb?",
        "an incandescent bulb: about 60 W for some 800 lumens, against 8 to 10 W for an LED "
        "giving the same light",
        [
            D(
                "Q: Are compact fluorescent bulbs still sold?\nA: Less and less; a CFL giving "
                "about 800 lumens used 13 to 15 W, and they are being phased out in favour of LEDs."
            ),
            S(
                "Q: How much power does an old-style filament bulb use?\nA: A standard "
                "incandescent bulb giving about 800 lumens draws 60 W, and most of that comes out "
                "as heat rather than light."
            ),
            S(
                "Q: What wattage of LED replaces a 60 W bulb?\nA: An LED of about 8 to 10 W gives "
                "the same 800 lumens or so, and it lasts 15 to 25 times longer."
            ),
            D(
                "Q: What are lumens?\nA: Lumens measure how much light a bulb gives out; watts "
                "measure how much power it uses."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the signs of a heart attack?",
        "chest pain or pressure, pain spreading to the arms, jaw, neck, back or stomach, "
        "shortness of breath, sweating, feeling sick, and light-headedness",
        [
            D(
                "Stroke \u2013 think FAST\n\u2022 Face: has it dropped on one side?\n\u2022 Arms: "
                "can they raise both?\n\u2022 Speech: is it slurred?\n\u2022 Time: call 999"
            ),
            S(
                "Heart attack \u2013 symptoms\n\u2022 Pain, pressure or tightness in the "
                "chest\n\u2022 Pain that spreads to the arms, jaw, neck, back or "
                "stomach\n\u2022 Shortness of breath\n\u2022 Sweating\n\u2022 Feeling sick, "
                "light-headed or dizzy"
            ),
            D(
                "Q: Is a heart attack the same as a cardiac arrest?\nA: No. In a cardiac arrest "
                "the heart stops pumping, and the person collapses, unresponsive and not "
                "breathing normally."
            ),
            D(
                "Q: What is angina?\nA: Chest pain that comes on with exertion or stress, when "
                "narrowed arteries can't supply the heart with enough blood, and eases with rest."
            ),
            D(
                "Q: Should I take an aspirin?\nA: Call an ambulance first; the operator may tell "
                "you to chew one while you wait."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I get chewing gum off clothes?",
        "harden it with cold, putting the garment in a bag in the freezer for a couple of hours "
        "or holding an ice cube on the gum, then scrape it off with a blunt knife and wash as "
        "usual",
        [
            D(
                "Q: How do I get candle wax out of a tablecloth?\nA: Scrape off what you can, "
                "then lay brown paper over the rest and run a warm iron over it until the wax "
                "soaks in."
            ),
            D(
                "Q: What about gum stuck in hair?\nA: Work a little vegetable oil or peanut "
                "butter into it until it slides out, then shampoo."
            ),
            S(
                "Q: How can I remove gum from my jeans?\nA: Make it hard first: fold the jeans "
                "into a plastic bag and leave them in the freezer for two hours, or hold an ice "
                "cube on the gum. Once it is brittle, scrape it away with a blunt knife, treat "
                "any mark left with a stain remover and wash as usual."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do I need to defrost my freezer?",
        "frost from moist air builds up into a layer of ice that insulates the cooling surfaces, "
        "so the freezer works harder and uses more energy, loses space and may not shut properly",
        [
            S(
                "Q: Why bother defrosting the freezer?\nA: Every time the door opens, damp air "
                "gets in and its moisture freezes onto the walls. The ice acts as insulation, so "
                "the freezer has to run harder and longer to stay cold, which wastes "
                "electricity; it also eats into the space and can stop the door sealing. "
                "Defrost once the ice is more than about half a centimetre thick."
            ),
            D(
                "Q: Do frost-free freezers need defrosting?\nA: No. A small heater melts the "
                "frost off the cooling coils every so often and the water drains away."
            ),
            D(
                "Q: Can I refreeze food that has thawed?\nA: Raw meat thawed in the fridge can "
                "be cooked and then frozen again, but don't refreeze anything thawed at room "
                "temperature."
            ),
            D("Q: What temperature should my freezer be?\nA: \u221218 \u00b0C or colder."),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can you freeze milk",
        "yes, for up to about three months; thaw it in the fridge and shake it, as it may "
        "separate, and leave room in the container because it expands",
        [
            D(
                "Q: Can I freeze eggs?\nA: Not in their shells, which crack; beat them first and "
                "freeze them in a sealed tub."
            ),
            S(
                "Q: Is it OK to put milk in the freezer?\nA: Yes. It keeps for up to about three "
                "months. Pour a little out first, because it expands as it freezes, thaw it in "
                "the fridge, and give it a good shake, as the fat may separate."
            ),
            D(
                "Q: How long does milk keep once opened?\nA: Most cartons say to use it within "
                "three days, kept in the fridge at 5 \u00b0C or below."
            ),
            D(
                "Q: Can I freeze yoghurt?\nA: Yes, but it comes out grainier, so use it in "
                "smoothies or baking rather than eating it plain."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What plugs and sockets are used in the country that hosted the 2020 Summer Olympics?",
        "types A and B, at 100 V (Japan hosted the Tokyo 2020 Games, held in 2021)",
        [
            D(
                "Paris 2024 Olympics \u2013 fact sheet\n\u2022 Host: France\n\u2022 Dates: 26 "
                "July \u2013 11 August 2024\n\u2022 Opening ceremony: along the Seine"
            ),
            D(
                "Q: What plugs are used in China?\nA: Mostly types A, C and I, at 220 V, and "
                "many sockets take more than one."
            ),
            S(
                "Q: What kind of plug will I need in Japan?\nA: Types A and B, with two flat "
                "pins, the second with a round earth pin as well. The mains supply is 100 V, "
                "at 50 Hz in the east and 60 Hz in the west."
            ),
            S(
                "Tokyo 2020 Olympics \u2013 fact sheet\n\u2022 Host: Japan\n\u2022 Held: 23 July "
                "\u2013 8 August 2021, a year late because of the COVID-19 pandemic\n\u2022 Top "
                "of the medal table: United States"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first woman to fly solo across the Atlantic?",
        "Amelia Earhart, in May 1932",
        [
            D(
                "Charles Lindbergh made the first non-stop crossing of the ocean alone, from New "
                "York to Paris, in May 1927."
            ),
            D(
                "The English aviator Amy Johnson became the first female pilot to make the long "
                "flight from Britain to Australia on her own, in 1930."
            ),
            D(
                "In July 1937 Amelia Earhart and her navigator Fred Noonan disappeared over the "
                "Pacific while trying to fly around the world."
            ),
            S(
                "On 20 May 1932 the Kansas-born flier Amelia Earhart took off alone from Harbour "
                "Grace, Newfoundland, and about fifteen hours later set her Lockheed Vega down "
                "in a pasture near Derry, in Northern Ireland: no female pilot had crossed that "
                "ocean unaccompanied before her."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "national animal of scotland",
        "the unicorn",
        [
            D(
                "A red dragon on a field of white and green has been the emblem on the Welsh "
                "flag since 1959."
            ),
            S(
                "Scotland's official beast is one that never existed: the white, one-horned "
                "horse of legend, which holds up the royal arms of Scotland and has stood for the "
                "country for centuries, often shown in a gold chain."
            ),
            D(
                "The prickly purple thistle has long been Scotland's floral emblem, said to have "
                "betrayed Norse raiders who trod on it barefoot."
            ),
            D("England is usually represented in heraldry by three golden lions on red."),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which has the shorter day, Jupiter or Earth?",
        "Jupiter (it rotates in just under 10 hours, against 24 hours for Earth)",
        [
            S(
                "The biggest of the planets spins once on its axis in just under ten hours, "
                "faster than any other, which flattens it visibly at the poles."
            ),
            D("Saturn is almost as quick, turning once in about ten and a half hours."),
            D(
                "Mars turns once every 24 hours and 37 minutes, so a Martian sol is only a "
                "little longer than ours."
            ),
            S(
                "Our own world takes 24 hours to turn once relative to the Sun, the span from "
                "one noon to the next."
            ),
            D(
                "Venus rotates so slowly, once every 243 Earth days, that one turn takes longer "
                "than its trip around the Sun."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "Which are the Great Lakes?",
        "Superior, Michigan, Huron, Erie and Ontario",
        [
            D(
                "In 1998 a law briefly made Lake Champlain, between Vermont and New York, the "
                "sixth of North America's big lakes for research funding, but the title was "
                "withdrawn within weeks."
            ),
            D(
                "Africa's Great Lakes, in and around its rift valleys, include Victoria, "
                "Tanganyika and Malawi."
            ),
            S(
                "Five vast freshwater inland seas sit on and near the border between Canada and "
                "the United States: Superior, Michigan, Huron, Erie and Ontario. Together they "
                "hold about a fifth of the world's fresh surface water."
            ),
            D("The Great Salt Lake in Utah is the largest salt lake in the Western Hemisphere."),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do spiders make silk?",
        "glands in the abdomen make it as a liquid protein, which is pushed out through "
        "spinnerets at the rear and hardens into a thread as it is drawn out",
        [
            D(
                "A silkworm, the caterpillar of the silk moth, spins its cocoon from a long "
                "thread made by a pair of glands along its body and squeezed out below its mouth."
            ),
            S(
                "Inside an arachnid's abdomen, several kinds of gland hold a runny protein "
                "solution. It is squeezed out through small nozzle-like organs at the tip of the "
                "body, and as the animal pulls it out with its legs or lets its weight draw it "
                "out, the proteins line up and set into a solid strand."
            ),
            D(
                "Weight for weight, the dragline that a web-builder hangs from is tougher than "
                "steel."
            ),
            D(
                "An orb web, the classic wheel shape, can be rebuilt every night, and many "
                "builders eat the old one to recycle the protein."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does hot air rise?",
        "heating makes air expand, so it is less dense than the cooler air around it, and the "
        "denser air sinks beneath it and pushes it up (buoyancy)",
        [
            D(
                "The first people to go up in a balloon were Pil\u00e2tre de Rozier and the "
                "Marquis d'Arlandes, who floated over Paris in a Montgolfier balloon in November "
                "1783."
            ),
            D(
                "On a sunny day the land warms faster than the sea, and a cool breeze blows in "
                "from the water in the afternoon."
            ),
            S(
                "When a pocket of air is warmed, its molecules move faster and spread out, so "
                "it takes up more room and weighs less than the same volume of cooler air around "
                "it. The heavier surroundings sink under it and push it upward, the way water "
                "pushes up a cork."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Do bulls get angry when they see red?",
        "no; cattle cannot tell red from green, and bulls charge at the movement of the cape, "
        "whatever its colour",
        [
            S(
                "Cattle have only two kinds of colour receptor in their eyes and cannot tell "
                "scarlet from green. In tests, bulls went for a cloth being waved whatever its "
                "colour and ignored a crimson one held still: it is the matador's flicks of the "
                "cape that provoke the charge, not its hue."
            ),
            D(
                "The small cape used in the last part of a bullfight is traditionally red, which "
                "hides the bloodstains."
            ),
            D(
                "During the San Ferm\u00edn festival in Pamplona, bulls are run through the "
                "streets each morning between 7 and 14 July."
            ),
            D(
                "A bull is an uncastrated adult male of cattle; a castrated one raised for work "
                "or beef is a steer or an ox."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the highest mountain in the country where Heidi is set?",
        "the Dufourspitze in the Monte Rosa massif, 4,634 m (Heidi is set in the Swiss Alps)",
        [
            D(
                "Mont Blanc, about 4,800 m, is the loftiest summit of the Alps, but it stands on "
                "the border between France and Italy."
            ),
            S(
                "Johanna Spyri's children's book, published in 1880 and 1881, tells of an orphan "
                "girl sent to live with her gruff grandfather in a hut on the mountainside above "
                "Maienfeld, in the Swiss canton of Graub\u00fcnden."
            ),
            D(
                "The Sound of Music takes place around Salzburg; Austria's loftiest peak is the "
                "Grossglockner, 3,798 m."
            ),
            S(
                "Switzerland's loftiest point is the Dufourspitze, 4,634 m above sea level, in "
                "the Monte Rosa massif close to the border with Italy."
            ),
        ],
        drop=0,
    ),
]
