"""A ninth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about, so the batch measures how far the evaluator's tuning (up to lexical-v9) carries
to questions it was not written against (dev all the same: tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered X-rays?",
        "Wilhelm R\u00f6ntgen, in November 1895 at the University of W\u00fcrzburg",
        [
            D(
                "Henri Becquerel: Henri Becquerel was a French physicist who found in 1896 that "
                "uranium salts give off rays that fog a photographic plate, the discovery of "
                "radioactivity."
            ),
            D(
                "Roentgen (unit): The roentgen is an old unit of exposure to ionising radiation, "
                "named after the German physicist; it has largely given way to the gray and the "
                "sievert."
            ),
            S(
                "X-ray: X-rays are electromagnetic waves far shorter than visible light. Wilhelm "
                "R\u00f6ntgen came across them in November 1895 in his laboratory at the "
                "University of W\u00fcrzburg and called them X, for unknown; one of his first "
                "pictures showed the bones of his wife's hand, with her ring."
            ),
            D(
                "CT scanner: The first computed tomography scanner was built by the English "
                "engineer Godfrey Hounsfield, and the first patient was scanned with it in London "
                "in 1971."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "When did the London Underground open?",
        "10 January 1863, when the Metropolitan Railway opened between Paddington and Farringdon",
        [
            D(
                "Paris M\u00e9tro: The first line of the Paris M\u00e9tro opened on 19 July 1900, "
                "in time for the Exposition Universelle held in the city that year."
            ),
            D(
                "City and South London Railway: Opened in 1890, the City and South London Railway "
                "was the first deep-level tube line and the first to run electric trains."
            ),
            S(
                "London Underground: The London Underground is the oldest underground railway in "
                "the world. Its first section, the Metropolitan Railway between Paddington and "
                "Farringdon, carried its first passengers on 10 January 1863, in carriages pulled "
                "by steam locomotives."
            ),
            D(
                "Tube map: The diagram-style Underground map, drawn by the engineering "
                "draughtsman Harry Beck, was first handed out to passengers in 1933."
            ),
            D(
                "Elizabeth line: The Elizabeth line, built by the Crossrail project, opened "
                "through central London in May 2022."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "how many justices are on the us supreme court",
        "nine: the Chief Justice and eight associate justices",
        [
            D(
                "Judiciary Act of 1789: The first Judiciary Act set up the federal courts and "
                "fixed the Supreme Court at six justices."
            ),
            S(
                "Supreme Court of the United States: The Supreme Court is the highest court of "
                "the federal judiciary. Since 1869 it has had nine members, a Chief Justice and "
                "eight associate justices, who are nominated by the President, confirmed by the "
                "Senate and serve for life."
            ),
            D(
                "Judicial Procedures Reform Bill of 1937: Franklin D. Roosevelt's plan to add a "
                "justice for every sitting one over seventy, up to fifteen in all, failed in "
                "Congress and is remembered as court packing."
            ),
            D(
                "Supreme Court of the United Kingdom: The UK Supreme Court, which took over the "
                "judicial work of the House of Lords in 2009, has twelve justices and sits in "
                "Middlesex Guildhall in Westminster."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, Algeria or the Democratic Republic of the Congo?",
        "Algeria (about 2.38 million km\u00b2 against about 2.34 million)",
        [
            S(
                "Democratic Republic of the Congo: The DRC covers about 2.34 million km\u00b2 of "
                "central Africa, much of it rainforest in the basin of the Congo River, and is "
                "the second-largest country on the continent."
            ),
            D(
                "Sudan: Until South Sudan became independent in July 2011, Sudan was the largest "
                "country in Africa."
            ),
            S(
                "Algeria: Algeria, on the Mediterranean coast of North Africa, is the largest "
                "country in Africa, with an area of about 2.38 million km\u00b2. More than "
                "four-fifths of it lies in the Sahara."
            ),
            D(
                "Republic of the Congo: The Republic of the Congo, with its capital at "
                "Brazzaville, is a much smaller neighbour across the Congo River, of about "
                "342,000 km\u00b2."
            ),
            D(
                "Nigeria: Nigeria is the most populous country in Africa, with more than 200 "
                "million people."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Which countries does the Andes mountain range pass through?",
        "seven: Venezuela, Colombia, Ecuador, Peru, Bolivia, Chile and Argentina",
        [
            D(
                "Rocky Mountains: The Rockies run for about 4,800 km from British Columbia in "
                "Canada to New Mexico in the United States."
            ),
            D(
                "Aconcagua: Aconcagua, 6,961 m high in the Argentine Andes, is the highest "
                "mountain outside Asia."
            ),
            S(
                "Andes: The Andes are the longest continental mountain range on Earth. They "
                "stretch some 7,000 km down the western side of South America, through Venezuela, "
                "Colombia, Ecuador, Peru, Bolivia, Chile and Argentina."
            ),
            D(
                "Lake Titicaca: Lake Titicaca, on the border between Peru and Bolivia, lies at "
                "about 3,810 m and is often called the highest navigable lake in the world."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is Venus hotter than Mercury?",
        "its thick carbon dioxide atmosphere traps heat in a runaway greenhouse effect, so the "
        "surface stays at about 465 \u00b0C day and night, although Venus is farther from the Sun",
        [
            D(
                "Mercury (planet): Mercury, the planet nearest the Sun, has almost no atmosphere. "
                "Its dayside reaches about 430 \u00b0C, but at night the surface falls to around "
                "\u2212180 \u00b0C."
            ),
            D(
                "Venus (mythology): Venus was the Roman goddess of love and beauty, the "
                "counterpart of the Greek Aphrodite."
            ),
            S(
                "Venus: Venus is the hottest planet in the Solar System, even though Mercury is "
                "closer to the Sun. Its dense atmosphere, about 96% carbon dioxide and some 90 "
                "times the pressure of Earth's, traps heat in a runaway greenhouse effect, so the "
                "surface stays near 465 \u00b0C by day and by night."
            ),
            D(
                "Mars: The air on Mars is also mostly carbon dioxide, but it is so thin, under 1% "
                "of the pressure at Earth's surface, that the planet stays cold."
            ),
            D(
                "Rotation of Venus: Venus spins backwards compared with most planets, and so "
                "slowly that its day is longer than its year."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Marie Antoinette really say 'let them eat cake'?",
        "almost certainly not: the line comes from Rousseau's Confessions, written in the 1760s "
        "when she was still a child in Austria, and nothing ties it to her",
        [
            D(
                "Louis XVI: Louis XVI, the last king of France before the Revolution, was "
                "guillotined in Paris on 21 January 1793."
            ),
            D(
                "Marie Antoinette: Marie Antoinette, born an Austrian archduchess in 1755, "
                "married the future Louis XVI in 1770 and was executed on 16 October 1793."
            ),
            S(
                "Let them eat cake: The phrase, in French 'qu'ils mangent de la brioche', is "
                "pinned on Marie Antoinette, but there is no evidence that she ever said it. "
                "Rousseau put it in the mouth of 'a great princess' in his Confessions, written "
                "in the 1760s, when the future queen was still a girl in Vienna."
            ),
            D(
                "Affair of the Diamond Necklace: In 1785 a swindle over a costly diamond "
                "necklace, in which the queen had no part, still did lasting harm to Marie "
                "Antoinette's reputation."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What language do they speak in the country where Nokia is based?",
        "Finnish and Swedish, the two official languages of Finland (Nokia's headquarters are in "
        "Espoo)",
        [
            S(
                "Nokia: Nokia is a telecommunications company with its headquarters in Espoo, "
                "Finland. It began in 1865 as a paper mill and took its name from the town of "
                "Nokia, near Tampere."
            ),
            D(
                "Ericsson: Ericsson, Nokia's old rival in mobile networks, is based in Stockholm, "
                "Sweden."
            ),
            D(
                "Estonian language: Estonian, spoken across the Gulf of Finland, is a Finnic "
                "language closely related to Finnish."
            ),
            S(
                "Finland: Finland has two official languages: Finnish, the mother tongue of about "
                "85% of the people, and Swedish, spoken by about 5%, mostly along the west and "
                "south coasts. S\u00e1mi is also recognised in the far north."
            ),
            D(
                "Nokia (town): Nokia is a town on the Kokem\u00e4ki river in the Pirkanmaa "
                "region, best known for its tyre factory."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who sculpted The Thinker?",
        "Auguste Rodin (first modelled around 1880 for The Gates of Hell)",
        [
            D(
                "The Thinker of Cernavod\u0103, a small clay figure of a seated man holding his "
                "head in his hands, was made in what is now Romania around 5000 BC."
            ),
            S(
                "The Thinker, the bronze of a seated naked man resting his chin on his hand, is "
                "the work of the French sculptor Auguste Rodin. He first modelled it around 1880 "
                "as the poet Dante, looking down from the top of The Gates of Hell, a huge pair "
                "of doors."
            ),
            D(
                "Michelangelo carved his marble David in Florence between 1501 and 1504, from a "
                "block that other sculptors had given up on."
            ),
            D(
                "Camille Claudel, who worked in Rodin's studio and was for years his lover, made "
                "The Waltz, a bronze of a dancing couple."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "When was the Great Fire of London?",
        "September 1666: it broke out on 2 September and burned for about four days",
        [
            D(
                "The Great Plague of 1665, the last major outbreak of bubonic plague in England, "
                "killed nearly a quarter of London's people."
            ),
            D(
                "The Monument, a stone column finished in 1677, is 61 m tall, the same as its "
                "distance from the spot where the fire started."
            ),
            S(
                "The Great Fire of London broke out in a baker's shop in Pudding Lane in the "
                "early hours of 2 September 1666 and burned for four days, destroying some 13,000 "
                "houses, 87 parish churches and the old St Paul's Cathedral."
            ),
            D(
                "The Great Chicago Fire of October 1871 left about 100,000 people homeless and "
                "destroyed much of the city's centre."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many players on a rugby union team",
        "fifteen a side (eight forwards and seven backs)",
        [
            D(
                "Rugby league, which broke away from the union game in 1895, is played thirteen a "
                "side."
            ),
            S(
                "A rugby union team puts fifteen players on the field: eight forwards, who "
                "contest the scrums and lineouts, and seven backs. In professional matches up to "
                "eight replacements wait on the bench."
            ),
            D(
                "Rugby sevens, played seven a side over two halves of seven minutes, joined the "
                "Olympic Games in 2016."
            ),
            D(
                "The first Rugby World Cup was held in New Zealand and Australia in 1987 and won "
                "by New Zealand."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is faster, Concorde or a Boeing 747?",
        "Concorde (it cruised at about twice the speed of sound, some 2,180 km/h, against about "
        "900 km/h for a 747)",
        [
            S("A Boeing 747 cruises at about 900 km/h, a little under 85% of the speed of sound."),
            D(
                "The Soviet Tu-144 flew two months before Concorde, at the end of 1968, but "
                "carried passengers for only a few months in 1977 and 1978."
            ),
            S(
                "Concorde cruised at about twice the speed of sound, around 2,180 km/h, and "
                "crossed from London to New York in about three and a half hours. It made its "
                "last commercial flights in October 2003."
            ),
            D(
                "Since 1990 two specially fitted 747s have served as Air Force One, the aircraft "
                "of the US President."
            ),
            D(
                "The Lockheed SR-71 Blackbird spy plane flew at more than three times the speed "
                "of sound."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "how",
        "How do hurricanes form?",
        "over tropical sea warmer than about 27 \u00b0C: warm, moist air rises, its vapour "
        "condenses and releases heat that makes the air rise faster and the pressure fall, "
        "drawing in more air, and the Earth's spin turns it into a rotating storm around a calm "
        "eye",
        [
            D(
                "Hurricanes are rated from category 1 to 5 on the Saffir-Simpson scale; a "
                "category 5 storm has sustained winds of at least 252 km/h."
            ),
            D(
                "The same kind of storm is called a typhoon in the north-western Pacific and a "
                "cyclone in the Indian Ocean."
            ),
            S(
                "A hurricane begins over tropical sea water warmer than about 27 \u00b0C. Warm, "
                "moist air rises from the surface, and as its vapour condenses into cloud it "
                "gives off heat that makes the air rise faster and the pressure beneath it drop, "
                "drawing in more air. The spin of the Earth turns the inflow into a vast rotating "
                "storm around a calm eye."
            ),
            D(
                "Tornadoes are far smaller and usually form over land, under the rotating "
                "updraught of a severe thunderstorm."
            ),
            D("The Atlantic hurricane season officially runs from 1 June to 30 November."),
        ],
    ),
    Q(
        "prose",
        "why",
        "why do knuckles crack",
        "stretching or bending the joint lowers the pressure in the fluid inside its capsule, and "
        "a gas cavity suddenly forms in it, which makes the pop; the joint can't be cracked again "
        "until the gas dissolves, after about twenty minutes",
        [
            D(
                "The doctor Donald Unger cracked the knuckles of only his left hand for some "
                "sixty years and found no more arthritis in it than in his right, which won him "
                "an Ig Nobel Prize in 2009."
            ),
            S(
                "The fluid that lubricates a finger joint holds dissolved gas. When the joint is "
                "pulled or bent back, the pressure inside its capsule falls and a gas cavity "
                "forms in an instant, and that sudden formation is the crack. The knuckle can't "
                "be cracked again for about twenty minutes, until the gas has dissolved."
            ),
            D(
                "Clicking knees during a squat are usually a tendon or ligament slipping over "
                "bone, and are rarely a sign of damage."
            ),
            D(
                "Chiropractors often produce the same popping noise when they manipulate the "
                "joints of the spine."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "can lightning strike the same place twice",
        "yes; tall, exposed structures are hit again and again, Toronto's CN Tower dozens of "
        "times a year",
        [
            D(
                "Lightning heats the air around it to about 30,000 \u00b0C, several times hotter "
                "than the surface of the Sun, and the sudden expansion is what we hear as thunder."
            ),
            D(
                "Roy Sullivan, a ranger in Shenandoah National Park in Virginia, survived being "
                "struck by lightning seven times between 1942 and 1977."
            ),
            S(
                "The old saying is wrong: lightning often strikes the same spot more than once, "
                "because a tall, pointed object offers it the easiest path to the ground every "
                "time. Toronto's CN Tower is hit dozens of times a year, sometimes several times "
                "in one storm."
            ),
            D(
                "A lightning rod, invented by Benjamin Franklin in the 1750s, carries the current "
                "safely down a cable into the ground."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which sea separates Turkey from the country that feta cheese comes from?",
        "the Aegean Sea (feta comes from Greece)",
        [
            D(
                "Halloumi, the squeaky grilling cheese, comes from Cyprus and has had protected "
                "status in the EU since 2021."
            ),
            S(
                "Feta, a white cheese kept in brine and made from sheep's milk, sometimes with a "
                "little goat's milk, comes from Greece; since 2002 only cheese made there may be "
                "sold under that name in the EU."
            ),
            D(
                "The Black Sea lies to the north of Turkey and reaches the Mediterranean only "
                "through the narrow Bosporus."
            ),
            S(
                "The Aegean Sea, an arm of the Mediterranean dotted with islands, lies between "
                "the Greek mainland to the west and Turkey to the east."
            ),
            D("The Ionian Sea, to the west of Greece, separates it from the heel of Italy."),
        ],
        drop=0,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "when was wikipedia launched",
        "15 January 2001, by Jimmy Wales and Larry Sanger",
        [
            D(
                "Tech > Internet history | Nupedia, the expert-written encyclopedia that came "
                "first, went online in March 2000 and had finished only a few dozen articles when "
                "it closed in 2003. Read more | Share"
            ),
            S(
                "Home > Technology > Internet > Wikipedia | Launched: 15 January 2001 | Founders: "
                "Jimmy Wales, Larry Sanger | Owner: Wikimedia Foundation | Model: free content "
                "that anyone can edit. Share this | Cookie policy"
            ),
            D(
                "Tech > Internet > Wikimedia | The Wikimedia Foundation, the non-profit that runs "
                "the site, was set up in June 2003 in St. Petersburg, Florida. Donate | Print"
            ),
            D(
                "Tech > Companies > Google | Founded: 4 September 1998 | Founders: Larry Page, "
                "Sergey Brin | HQ: Mountain View, California. Related | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who created Linux?",
        "Linus Torvalds, then a student at the University of Helsinki, in 1991",
        [
            D(
                "Tech > Operating systems > GNU | Richard Stallman launched the GNU Project in "
                "1983 to build a free Unix-like system; its tools are paired with the Linux "
                "kernel in most distributions. Read more | Print"
            ),
            D(
                "Tech > History > Unix | Unix was written at Bell Labs from 1969 by Ken Thompson "
                "and Dennis Ritchie. Related articles | Comments (41)"
            ),
            S(
                "Home > Tech > Operating systems > Linux | Linux was started in 1991 by Linus "
                "Torvalds, then a 21-year-old computer science student at the University of "
                "Helsinki, who announced his 'hobby' kernel on a Usenet group that August. Share "
                "| Cookie settings"
            ),
            D(
                "Tech > Fun facts | The Linux mascot, a penguin called Tux, was drawn by Larry "
                "Ewing in 1996. Share | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "trans siberian railway length",
        "about 9,289 km, from Moscow to Vladivostok",
        [
            D(
                "Travel > Rail > Asia | Trans-Mongolian route: leaves the main line at Ulan-Ude "
                "and runs through Ulaanbaatar to Beijing. Timetable | Book now"
            ),
            D(
                "Travel > Rail > Russia | The Baikal\u2013Amur Mainline, finished in the 1980s, "
                "takes a more northerly route of over 4,000 km past the top of Lake Baikal. Read "
                "more | Advertisement"
            ),
            D(
                "Travel > Rail > Europe | The Orient Express began running from Paris in 1883 and "
                "was later extended all the way to Constantinople. Related | Reviews (312)"
            ),
            S(
                "Home > Travel > Rail journeys > Russia | Trans-Siberian Railway | Route: Moscow "
                "\u2013 Vladivostok | Length: 9,289 km, the longest railway line in the world | "
                "Through trip: about a week. Save | Share | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "thames vs seine which is longer",
        "the Seine (about 777 km against 346 km for the Thames)",
        [
            S(
                "Home > Travel > England > London | River Thames | Length: 346 km | Source: the "
                "Cotswolds, Gloucestershire | Flows through Oxford, Reading and London to the "
                "North Sea. Share | Cookie policy"
            ),
            D(
                "Travel > UK | The Severn, at about 354 km, edges out the Thames as the longest "
                "river in Britain. Read more | Print"
            ),
            D(
                "Travel > France | The Loire, at about 1,000 km, is the longest river in France, "
                "famous for the ch\u00e2teaux along its valley. Save | Newsletter"
            ),
            S(
                "Travel > France > Paris | The Seine | Length: 777 km | Rises: on the Burgundy "
                "plateau | Mouth: the English Channel at Le Havre. River cruises | Share this"
            ),
            D(
                "Travel > London > Things to do | Thames river bus: timetables and ticket prices. "
                "Book | Cookie settings"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "how",
        "How does GPS work?",
        "each satellite broadcasts its position and the exact time from an atomic clock; a "
        "receiver times the signals from at least four satellites, turns the delays into "
        "distances and works out where it is from them",
        [
            D(
                "Tech > Navigation | Galileo is the European Union's own satellite navigation "
                "system and Russia runs GLONASS; most phones listen to several at once. Read more "
                "| Share"
            ),
            S(
                "Home > Tech > Explainers > How GPS works | Each GPS satellite constantly "
                "broadcasts its position and the time from an atomic clock on board. Your "
                "receiver notes how long each signal took to arrive, turns the delay into a "
                "distance, and with signals from at least four satellites it can work out where "
                "it is and correct its own clock. Share | Was this helpful?"
            ),
            D(
                "Shop > Car accessories | Sat nav with lifetime map updates, 7-inch screen. Add "
                "to basket | Free delivery"
            ),
            D(
                "Tech > History | GPS was built by the US Department of Defense; the first "
                "satellite went up in 1978 and the system was declared fully working in 1995. "
                "Related | Comments (9)"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do you get brain freeze",
        "something icy on the roof of the mouth makes the blood vessels there narrow and then "
        "quickly widen again, and the nerve serving the area sends pain signals the brain places "
        "in the forehead",
        [
            D(
                "Health > Headaches | Migraines often come with sensitivity to light and sound "
                "and can last from a few hours to several days. Related | Print"
            ),
            D(
                "Health > Ask the doctor | To stop brain freeze fast, press your tongue or thumb "
                "against the roof of your mouth to warm it. Share | Newsletter"
            ),
            S(
                "Home > Health > Ask the doctor | Brain freeze happens when something icy touches "
                "the roof of your mouth. The cold makes the blood vessels there narrow and then "
                "swell quickly as they warm up again, and the nerve that serves the area sends "
                "pain signals that the brain reads as coming from the forehead. Share | Cookie "
                "policy"
            ),
            D(
                "Food > Desserts | Homemade ice cream: a no-churn vanilla recipe in four steps. "
                "Save | Reviews (88)"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "is it illegal to drive barefoot in the uk",
        "no; no law bans it, though the Highway Code says footwear must not stop you using the "
        "controls properly, and losing control because of it could lead to a careless driving "
        "charge",
        [
            D(
                "Motoring > Law > Mobile phones | Using a hand-held phone while driving can mean "
                "a \u00a3200 fine and six penalty points. Read more | Share"
            ),
            S(
                "Home > Motoring > Driving law myths | Can you drive without shoes? Yes: there is "
                "no law against driving barefoot in the UK. But rule 97 of the Highway Code says "
                "your clothing and footwear must not prevent you from using the controls "
                "properly, and if bare feet make you lose control you could be charged with "
                "careless driving. Share this | Cookie policy"
            ),
            D(
                "Motoring > Law | Wearing a seat belt in the front of a car became compulsory in "
                "the UK in 1983. Related | Print"
            ),
            D(
                "Shop > Motoring > Accessories | Driving shoes with a slim sole, sizes 6\u201312. "
                "Add to basket | Free returns"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "which stadium does the first premier league champion play in",
        "Old Trafford (Manchester United won the first Premier League title, in 1992\u201393)",
        [
            D(
                "Sport > Football > Records | Blackburn Rovers won the Premier League in "
                "1994\u201395, their only title of the Premier League era. Read more | Share"
            ),
            S(
                "Home > Sport > Football > Premier League > History | First season: 1992\u201393 "
                "| Champions: Manchester United, ten points clear of Aston Villa | Clubs: 22. "
                "Share | Cookie policy"
            ),
            D(
                "Sport > Cricket > Grounds | Old Trafford cricket ground, home of Lancashire, has "
                "staged Test matches since 1884. Tickets | Print"
            ),
            S(
                "Sport > Football > Clubs > Manchester United | Ground: Old Trafford, home since "
                "1910 | Capacity: about 74,000 | Known as: the Theatre of Dreams. Fixtures | Shop"
            ),
            D(
                "Sport > Football > Clubs > Manchester City | Ground: Etihad Stadium, since 2003. "
                "Fixtures | Newsletter"
            ),
            D(
                "Sport > Football > History | Leeds United were the last champions of the old "
                "First Division, in 1991\u201392. Related | Comments (56)"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the speed limit on UK motorways?",
        "70 mph for cars and motorcycles",
        [
            D(
                "Q: Why is the default limit in Welsh towns lower?\nA: Since September 2023 most "
                "roads in built-up areas of Wales have had a 20 mph limit instead of 30 mph."
            ),
            S(
                "UK national speed limits \u2013 cars and motorcycles\n\u2022 Built-up areas: 30 "
                "mph\n\u2022 Single carriageways: 60 mph\n\u2022 Dual carriageways: 70 "
                "mph\n\u2022 Motorways: 70 mph"
            ),
            D(
                "Q: What are the limits for lorries?\nA: Goods vehicles over 7.5 tonnes may not "
                "go faster than 60 mph on motorways."
            ),
            D(
                "Q: What does a red X over a smart motorway lane mean?\nA: The lane is closed; "
                "driving in it can bring a fine and penalty points."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what age can you vote in scotland",
        "16 for Scottish Parliament and council elections; 18 for UK general elections",
        [
            D(
                "Q: Could 16-year-olds vote in the 2014 independence referendum?\nA: Yes. It was "
                "the first major vote in the UK open to them."
            ),
            D(
                "Q: What is the voting age in Wales?\nA: 16 for Senedd and council elections, "
                "first used in 2021 and 2022."
            ),
            S(
                "Voting FAQ\nQ: How old do I have to be to vote in Scotland?\nA: 16 for elections "
                "to the Scottish Parliament and to local councils, under a law passed in 2015. "
                "For UK general elections the minimum age is still 18."
            ),
            D(
                "Q: How do I register to vote?\nA: Online on the government's register-to-vote "
                "page; have your National Insurance number ready."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How long should a child with chickenpox stay off school?",
        "until all the spots have crusted over, usually about five days after they first appeared",
        [
            D(
                "Q: How long do children stay off with hand, foot and mouth disease?\nA: They "
                "don't need to stay away from school if they feel well enough."
            ),
            S(
                "Chickenpox FAQ\nQ: When can my child go back to school or nursery?\nA: Once "
                "every spot has crusted over, usually about five days after the spots first "
                "appeared. Until then they can pass the virus on."
            ),
            D(
                "Q: Is shingles the same thing?\nA: Shingles is the same virus waking up again "
                "years later, usually in older adults, as a painful band of rash on one side of "
                "the body."
            ),
            D(
                "Q: What helps with the itching?\nA: Calamine lotion, cooling gels and loose "
                "cotton clothes; keep nails short to stop scratching."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more calories, a gram of fat or a gram of carbohydrate?",
        "fat: about 9 kcal per gram, more than twice the 4 kcal of carbohydrate",
        [
            S(
                "Q: How many calories are in a gram of fat?\nA: About 9 kcal (37 kJ), whether the "
                "fat comes from butter, olive oil or lard."
            ),
            D(
                "Energy per gram of other nutrients\n\u2022 Protein: 4 kcal\n\u2022 Alcohol: 7 "
                "kcal\n\u2022 Fibre: about 2 kcal"
            ),
            D(
                "Q: What is the difference between a calorie and a kilocalorie?\nA: The "
                "'calories' on food labels are really kilocalories, each worth 1,000 small "
                "calories."
            ),
            S(
                "Q: How much energy does a gram of carbohydrate provide?\nA: About 4 kcal (17 "
                "kJ), whether it is sugar or starch."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of Lyme disease?",
        "a circular red rash spreading from the tick bite, often like a bullseye, 3 to 30 days "
        "after it, and flu-like symptoms: fever or shivering, tiredness, headache and aching "
        "muscles and joints",
        [
            D(
                "Q: How do I remove a tick?\nA: Grip it with fine-tipped tweezers as close to the "
                "skin as you can and pull upwards slowly and steadily, then clean the bite."
            ),
            D(
                "Q: Can I catch Lyme disease from my dog?\nA: No. It spreads only through the "
                "bite of an infected tick, although pets can carry ticks into the house."
            ),
            S(
                "Lyme disease \u2013 symptoms\n\u2022 A circular red rash spreading out from the "
                "tick bite, often with a paler centre like a bullseye, 3 to 30 days after the "
                "bite\n\u2022 High temperature, or feeling hot and shivery\n\u2022 Tiredness and "
                "headache\n\u2022 Aching muscles and joints"
            ),
            D(
                "Tick-borne encephalitis \u2013 fact sheet\n\u2022 Spread by: tick bites, rarely "
                "unpasteurised milk\n\u2022 Vaccine: available\n\u2022 Symptoms: a flu-like "
                "illness, sometimes followed by inflammation of the brain"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my windscreen fog up on the inside?",
        "warm, moist air in the car, from your breath and damp clothes, touches the cold glass, "
        "cools below its dew point and its water vapour condenses into droplets on the screen",
        [
            D(
                "Q: Why is my windscreen iced up on the outside in the morning?\nA: On clear "
                "nights the glass loses heat to the sky and drops below freezing, so the dew on "
                "it turns to frost."
            ),
            S(
                "Q: Why does the inside of my windscreen mist up?\nA: The air in the car is warm "
                "and full of moisture from your breath and damp coats. When it meets glass "
                "chilled by the cold outside, it cools below its dew point and the water vapour "
                "condenses into tiny droplets on the screen."
            ),
            D(
                "Q: What is the quickest way to clear it?\nA: Turn on the air conditioning with "
                "the fan aimed at the screen and recirculation off; the air con dries the air."
            ),
            D(
                "Q: Can I drive with a misted windscreen?\nA: No. The Highway Code says all "
                "windows must be clear before you set off."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Do you have to wear a bike helmet in Australia?",
        "yes; helmets are compulsory for cyclists in every Australian state and territory "
        "(Victoria was first, in 1990)",
        [
            D(
                "Q: Is a helmet required by law in the UK?\nA: No. The Highway Code advises "
                "wearing one, but it is not a legal requirement."
            ),
            D("Q: Are bike helmets compulsory in New Zealand?\nA: Yes, since 1 January 1994."),
            D(
                "Q: Can adults ride on the footpath in Australia?\nA: It depends on the state: "
                "Queensland allows it, for example, while Victoria and New South Wales generally "
                "do not."
            ),
            S(
                "Cycling in Australia \u2013 the rules\n\u2022 Helmets: compulsory for all riders "
                "in every state and territory\n\u2022 First helmet law: Victoria, 1990, the first "
                "in the world\n\u2022 Fines: set by each state"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "How many time zones does the country that hosted the 2018 World Cup have?",
        "eleven (Russia, from Kaliningrad at UTC+2 to Kamchatka at UTC+12)",
        [
            S(
                "2018 FIFA World Cup \u2013 fact sheet\n\u2022 Host: Russia\n\u2022 Dates: 14 "
                "June \u2013 15 July 2018\n\u2022 Winner: France, 4\u20132 against Croatia in the "
                "final in Moscow"
            ),
            D(
                "Q: Which country has the most time zones?\nA: France, with twelve, thanks to its "
                "overseas territories scattered around the globe."
            ),
            D(
                "2022 FIFA World Cup \u2013 fact sheet\n\u2022 Host: Qatar\n\u2022 Played in "
                "November and December because of the summer heat\n\u2022 Winner: Argentina"
            ),
            S(
                "Q: How many time zones are there across Russia?\nA: Eleven, from UTC+2 in "
                "Kaliningrad to UTC+12 in Kamchatka."
            ),
            D(
                "Q: How many time zones does China use?\nA: Just one, Beijing Time (UTC+8), even "
                "though the country spans about five."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Which organ produces insulin?",
        "the pancreas (its beta cells, in the islets of Langerhans)",
        [
            D("The liver stores spare glucose as glycogen and releases it again between meals."),
            D(
                "Adrenaline, which readies the body for fight or flight, is released by the "
                "adrenal glands sitting on top of the kidneys."
            ),
            S(
                "The hormone that lets the body's cells take in sugar from the blood comes from "
                "beta cells, gathered in small clusters called the islets of Langerhans inside "
                "the pancreas, a gland tucked behind the stomach."
            ),
            D(
                "Frederick Banting and Charles Best first extracted the sugar-lowering hormone in "
                "Toronto in 1921, and within months it was saving the lives of children with "
                "diabetes."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "Who founded Microsoft?",
        "Bill Gates and Paul Allen, in 1975",
        [
            D(
                "Apple was set up in 1976 by Steve Jobs, Steve Wozniak and Ronald Wayne, who sold "
                "his share within two weeks."
            ),
            S(
                "The company that would go on to make Windows and Office was started in April "
                "1975 in Albuquerque, New Mexico, by two friends from school in Seattle, Bill "
                "Gates and Paul Allen."
            ),
            D(
                "Satya Nadella has run the Redmond software giant since 2014, only its third "
                "chief executive, after Gates and Steve Ballmer."
            ),
            D(
                "The first version of Windows came out in November 1985, as a graphical shell "
                "running on top of MS-DOS."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "When did the Suez Canal open?",
        "17 November 1869",
        [
            D(
                "The canal across the isthmus of Panama, linking the Atlantic and the Pacific, "
                "was opened to shipping in August 1914."
            ),
            D(
                "Egypt's president Nasser nationalised the company that ran the waterway in July "
                "1956, setting off an international crisis."
            ),
            S(
                "Ships first passed through the man-made channel that cuts across Egypt from Port "
                "Said on the Mediterranean to the Red Sea on 17 November 1869, after ten years of "
                "digging."
            ),
            D(
                "In March 2021 the container ship Ever Given ran aground across the channel and "
                "blocked it for six days."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is farther north, Rome or New York?",
        "Rome (about 41.9\u00b0 N against about 40.7\u00b0 N)",
        [
            D(
                "London sits at about 51.5 degrees north, further from the equator than any city "
                "in the lower 48 American states."
            ),
            S(
                "New York City lies roughly 40.7 degrees north of the equator, close to the "
                "latitude of Madrid."
            ),
            D("Washington, D.C. is at about 38.9 degrees north, near the latitude of Lisbon."),
            S(
                "The Italian capital sits at about 41.9 degrees north, on much the same parallel "
                "as Chicago."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "how",
        "How does a smoke alarm work?",
        "an ionisation alarm uses a speck of radioactive americium to let a weak current flow "
        "through the air in a chamber, and smoke particles cut the current; an optical alarm "
        "shines light across a dark chamber, and smoke scatters it onto a sensor; either change "
        "sets off the siren",
        [
            D(
                "Carbon monoxide detectors are different devices: the gas has no smell and gives "
                "no smoke, so they use a chemical sensor that reacts to it."
            ),
            S(
                "Two designs are common. In one, a speck of americium ionises the air in a small "
                "chamber so that a weak current flows across it; particles from a fire get in the "
                "way, the current drops and the siren sounds. In the other, a light-emitting "
                "diode shines across a dark chamber, and when fumes drift in they scatter some of "
                "the light onto a sensor, which triggers the siren."
            ),
            D("Fire services advise testing the device once a month by pressing its button."),
            D(
                "Heat detectors, often fitted in kitchens where cooking fumes would cause false "
                "alarms, go off when the temperature passes a set point or climbs quickly."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do we get jet lag?",
        "crossing several time zones quickly leaves the body clock, which daylight sets, running "
        "on home time; until it catches up, at about a day per time zone, sleep, hunger and "
        "alertness come at the wrong hours (worse flying east)",
        [
            D(
                "Melatonin, a hormone made by the pineal gland as darkness falls, helps tell the "
                "body that it is night."
            ),
            S(
                "Travellers who cross several time zones in a few hours arrive with their "
                "internal 24-hour clock, which is set by daylight, still running on home time. "
                "Until it catches up, at roughly one day per zone crossed, sleep, hunger and "
                "alertness come at the wrong hours; going east, which shortens the day, is "
                "usually harder."
            ),
            D("Astronauts on the International Space Station see about sixteen sunrises a day."),
            D(
                "Feeling sick on a boat or in a car happens when the eyes and the balance organs "
                "of the inner ear disagree about movement."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Does shaving make hair grow back thicker?",
        "no; a razor cuts the hair at the skin and does not change how thick, dark or fast it "
        "grows back; stubble only feels coarser because the cut tip is blunt",
        [
            D(
                "Scalp hair grows a little over a centimetre a month, and hair on the arms and "
                "legs more slowly."
            ),
            D(
                "Waxing pulls each hair out from the root, so the skin stays smooth for three to "
                "six weeks."
            ),
            S(
                "A razor only slices each strand off at skin level and never reaches the root, so "
                "it cannot alter how dense, dark or quick the regrowth is, as studies going back "
                "to 1928 have shown. Stubble simply feels coarse because the cut end is blunt "
                "rather than tapered."
            ),
            D(
                "Laser hair removal works by heating the pigment in the follicle, which is why it "
                "works best on dark hair and pale skin."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which country was the founder of the Red Cross born?",
        "Switzerland: Henry Dunant was born in Geneva in 1828",
        [
            S(
                "The humanitarian movement whose emblem is a red cross on white was started by "
                "Henry Dunant, a businessman who saw thousands of wounded men left untended after "
                "the Battle of Solferino in 1859."
            ),
            D(
                "Florence Nightingale, who nursed British soldiers in the Crimean War, came into "
                "the world in Florence, Italy, and was named after the city."
            ),
            D(
                "Clara Barton, a nurse in the American Civil War, set up the movement's American "
                "branch in 1881."
            ),
            S(
                "Dunant came into the world in Geneva, Switzerland, in 1828, and in 1901 he "
                "shared the first Nobel Peace Prize."
            ),
            D("In most Muslim countries a red crescent is used in place of the cross."),
        ],
        drop=0,
    ),
]
