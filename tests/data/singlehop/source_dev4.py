"""A sixth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README and sources, so the batch measures how far the evaluator's tuning carries
to questions it was not written against (dev all the same: tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "What year did the Hubble Space Telescope launch?",
        "1990",
        [
            D(
                "James Webb Space Telescope: The James Webb Space Telescope, an infrared "
                "observatory built by NASA with the European and Canadian space agencies, was "
                "launched on an Ariane 5 rocket on 25 December 2021."
            ),
            D(
                "Edwin Hubble: Edwin Hubble was an American astronomer who showed in the 1920s "
                "that other galaxies exist beyond the Milky Way and that they are moving away "
                "from us. A space telescope was later named in his honour."
            ),
            S(
                "Hubble Space Telescope: The Hubble Space Telescope was carried into low Earth "
                "orbit by the Space Shuttle Discovery on 24 April 1990. Soon after launch its "
                "main mirror was found to be flawed, a fault corrected by astronauts in 1993."
            ),
            D(
                "Spitzer Space Telescope: Spitzer was an infrared space telescope launched in "
                "August 2003 and retired in January 2020, one of NASA's four Great "
                "Observatories alongside Hubble."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who composed the four seasons",
        "Antonio Vivaldi",
        [
            D(
                "The Seasons (Haydn): The Seasons is an oratorio by Joseph Haydn, first "
                "performed in Vienna in 1801, which follows country life through spring, "
                "summer, autumn and winter."
            ),
            D(
                "The Seasons (Tchaikovsky): The Seasons, Op. 37a, is a set of twelve short "
                "piano pieces by Pyotr Ilyich Tchaikovsky, one for each month of the year, "
                "published in 1876."
            ),
            S(
                "The Four Seasons (Vivaldi): The Four Seasons is a group of four violin "
                "concertos by the Venetian composer Antonio Vivaldi, published in Amsterdam in "
                "1725. Each concerto depicts one season and comes with a sonnet describing it."
            ),
            D(
                "Four Seasons of Buenos Aires: The Four Seasons of Buenos Aires is a set of "
                "tango compositions by the Argentine composer Astor Piazzolla, written between "
                "1965 and 1970."
            ),
            D(
                "Venice: Venice is a city in northeastern Italy built on more than a hundred "
                "small islands in a lagoon; in the 18th century it was a leading centre of "
                "opera and instrumental music."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is more abundant in Earth's crust, oxygen or silicon?",
        "oxygen (about 46% of the crust by mass against about 28% for silicon)",
        [
            S(
                "Oxygen: Oxygen is the most abundant element in the Earth's crust, making up "
                "about 46% of it by mass, almost all of it bound up in silicate and oxide "
                "minerals rather than as a free gas."
            ),
            D(
                "Iron: Iron is the most common element in the Earth as a whole, at about 32% "
                "of the planet's mass, because most of the core is made of it; in the crust it "
                "accounts for about 5%."
            ),
            D(
                "Aluminium: Aluminium is the most abundant metal in the Earth's crust, at about "
                "8% by mass, but it is never found as a pure metal in nature."
            ),
            S(
                "Silicon: Silicon is a metalloid with atomic number 14. It is the second most "
                "abundant element in the Earth's crust, about 28% by mass, mostly in the form "
                "of silica and silicate rocks such as quartz and feldspar."
            ),
            D(
                "Silicon Valley: Silicon Valley is a region in northern California that is home "
                "to many technology companies; it takes its name from the silicon chips made "
                "there from the 1950s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "list the four main blood groups",
        "A, B, AB and O",
        [
            D(
                "Rh blood group system: The Rh system sorts blood by whether the red cells "
                "carry the RhD antigen: Rh-positive if they do, Rh-negative if they do not."
            ),
            D(
                "Karl Landsteiner: Karl Landsteiner was an Austrian physician who discovered "
                "the main human blood groups in 1901, work for which he received the Nobel "
                "Prize in Physiology or Medicine in 1930."
            ),
            D(
                "Blood donation: A typical whole-blood donation is about 470 ml. Donors with "
                "O-negative blood are in particular demand because their red cells can be "
                "given to patients of any group in an emergency."
            ),
            S(
                "ABO blood group system: The ABO system divides human blood into four groups, "
                "A, B, AB and O, according to which antigens, A, B, both or neither, are "
                "present on the surface of the red blood cells."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a fridge keep food cold?",
        "a refrigerant evaporates in coils inside, absorbing heat; a compressor pumps it to "
        "coils outside where it releases the heat",
        [
            D(
                "Icebox: Before electric refrigerators, many homes kept food cool in an icebox, "
                "a wooden cabinet lined with tin or zinc that held a block of ice delivered "
                "by an iceman."
            ),
            S(
                "Refrigerator: A refrigerator moves heat out of its cabinet with a circulating "
                "refrigerant. The liquid evaporates in coils inside, absorbing heat from the "
                "food compartment; a compressor then squeezes the vapour into a hot gas, which "
                "gives off that heat through condenser coils at the back and turns liquid again."
            ),
            D(
                "Freezer: A domestic freezer keeps food at about \u221218 \u00b0C, cold enough "
                "to stop bacteria from growing, though not to kill them."
            ),
            D(
                "Food spoilage: Food spoils as bacteria, yeasts and moulds multiply; most grow "
                "fastest between about 5 \u00b0C and 60 \u00b0C, a range known as the danger "
                "zone."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why do stars twinkle?",
        "their light is bent back and forth by moving pockets of air of different temperature "
        "and density in Earth's atmosphere (atmospheric scintillation)",
        [
            D(
                "Twinkle, Twinkle, Little Star: Twinkle, Twinkle, Little Star is an English "
                "lullaby whose words come from a poem by Jane Taylor published in 1806; it is "
                "sung to the same French melody as the alphabet song."
            ),
            D(
                "Planet: Seen from Earth, the planets usually shine with a steadier light than "
                "the stars. They are close enough to show as tiny discs rather than points, so "
                "the wobbles of light from different parts of the disc tend to cancel out."
            ),
            D(
                "Sirius: Sirius, in the constellation Canis Major, is the brightest star in the "
                "night sky. It lies about 8.6 light-years away and is a binary system with a "
                "faint white dwarf companion."
            ),
            S(
                "Scintillation (astronomy): Stars twinkle because their light passes through "
                "Earth's turbulent atmosphere on its way to us. Pockets of warmer and cooler "
                "air bend the light by slightly different amounts, so the point of starlight "
                "keeps shifting and changing in brightness. Seen from space, above the air, "
                "stars do not twinkle."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is it true that Mount Everest is the tallest mountain on Earth from base to peak?",
        "no; Mauna Kea is taller measured from its base on the sea floor",
        [
            D(
                "Mount Everest: Mount Everest, on the border of Nepal and China, is the highest "
                "mountain on Earth above sea level, with a summit at 8,849 m according to a "
                "2020 survey."
            ),
            D(
                "Chimborazo: Because the Earth bulges at the equator, the summit of Chimborazo "
                "in Ecuador, 6,263 m above sea level, is the point on the surface farthest "
                "from the Earth's centre."
            ),
            D(
                "K2: K2, on the border of Pakistan and China, is the second-highest mountain "
                "on Earth at 8,611 m and is considered far harder to climb than Everest."
            ),
            S(
                "Mauna Kea: Mauna Kea is a dormant volcano on the island of Hawaii. Its summit "
                "is 4,207 m above sea level, but its base lies deep on the Pacific floor, and "
                "measured from base to summit it rises about 10,200 m, more than Everest."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where Angkor Wat is?",
        "Phnom Penh (Angkor Wat is in Cambodia)",
        [
            D(
                "Angkor Thom: Angkor Thom was the last and longest-lasting capital city of the "
                "Khmer Empire, founded in the late 12th century by King Jayavarman VII."
            ),
            S(
                "Angkor Wat: Angkor Wat is a vast temple complex in northern Cambodia, near "
                "the town of Siem Reap. Built in the early 12th century as a Hindu temple "
                "dedicated to Vishnu, it later became a Buddhist site."
            ),
            D(
                "Bangkok: Bangkok is the capital and largest city of Thailand, on the Chao "
                "Phraya river."
            ),
            S(
                "Phnom Penh: Phnom Penh is the capital and most populous city of Cambodia. It "
                "lies where the Tonl\u00e9 Sap river meets the Mekong."
            ),
            D(
                "Borobudur: Borobudur, in Central Java, Indonesia, is the largest Buddhist "
                "temple in the world, built in the 9th century."
            ),
        ],
        drop=1,
    ),
    # --- prose -----------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "when did euro notes and coins come into circulation",
        "1 January 2002",
        [
            D(
                "The euro was launched on 1 January 1999 as an accounting currency in eleven "
                "countries, used for bank transfers and on financial markets while the old "
                "national notes stayed in people's pockets."
            ),
            D(
                "The Maastricht Treaty, signed in February 1992, laid down the rules that "
                "countries had to meet before they could join a single European currency."
            ),
            S(
                "Euro banknotes and coins went into circulation on 1 January 2002 in twelve "
                "countries; within two months the old currencies, such as the Deutsche Mark "
                "and the French franc, had stopped being legal tender."
            ),
            D(
                "Croatia became the twentieth country to use the euro on 1 January 2023, "
                "replacing its kuna."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "What is the tallest waterfall in the world?",
        "Angel Falls, in Venezuela (979 m)",
        [
            D(
                "Victoria Falls, on the Zambezi between Zambia and Zimbabwe, is often called the "
                "largest waterfall in the world because it forms the widest single sheet of "
                "falling water, though it is only about 108 m high."
            ),
            D(
                "Niagara Falls, on the border of Canada and the United States, carries an "
                "enormous volume of water but drops only about 50 m."
            ),
            S(
                "Angel Falls, in the Canaima National Park of Venezuela, is the tallest "
                "uninterrupted waterfall in the world. Its water plunges 979 m from the edge "
                "of a flat-topped mountain, with a single unbroken drop of about 807 m."
            ),
            D(
                "Tugela Falls in South Africa, which tumbles down the Drakensberg in five "
                "steps, is often named the second-tallest waterfall on Earth, at just under "
                "1,000 m by some measurements."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Who lived longer, Isaac Newton or Galileo?",
        "Isaac Newton (84 years against Galileo's 77)",
        [
            D(
                "It is often said that Newton was born in the year Galileo died, 1642, as if "
                "one great scientist had handed over to the next."
            ),
            S(
                "Galileo Galilei was born in Pisa on 15 February 1564 and died at his villa "
                "near Florence on 8 January 1642, aged 77, after spending his last years "
                "under house arrest."
            ),
            D(
                "Johannes Kepler, who worked out the laws of planetary motion, was born in 1571 "
                "and died in 1630 at the age of 58."
            ),
            S(
                "Isaac Newton was born in Woolsthorpe, Lincolnshire, on 25 December 1642 by the "
                "calendar then used in England, and died in London in March 1727 at the age "
                "of 84."
            ),
            D(
                "Galileo was among the first to turn a telescope on the night sky, in 1609, "
                "and soon saw four moons circling Jupiter."
            ),
            D(
                "Newton's Principia, in which he set out his laws of motion and universal "
                "gravitation, was published in 1687."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "name the four chambers of the heart",
        "right atrium, right ventricle, left atrium and left ventricle",
        [
            D(
                "The heart has four valves, the tricuspid, pulmonary, mitral and aortic, which "
                "keep blood flowing in one direction only."
            ),
            D(
                "A fish heart has just two chambers, one atrium and one ventricle, while most "
                "amphibians have three."
            ),
            D(
                "An adult heart beats about 100,000 times a day and pumps roughly 7,000 litres "
                "of blood."
            ),
            S(
                "The human heart has four chambers: the right and left atria on top, which "
                "receive blood returning to the heart, and the right and left ventricles "
                "below, which pump it out to the lungs and to the rest of the body."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "how do fireflies glow",
        "a chemical reaction in light organs in the abdomen: luciferin reacts with oxygen, "
        "helped by the enzyme luciferase",
        [
            D(
                "Fireflies flash in patterns that differ from species to species, and males "
                "and females use them to find each other for mating."
            ),
            S(
                "The light of a firefly comes from special organs in the lower abdomen, where "
                "a substance called luciferin combines with oxygen with the help of an enzyme, "
                "luciferase; almost all of the energy is given off as light rather than heat."
            ),
            D(
                "The glow-worms that light up the ceilings of caves in New Zealand are not "
                "beetles at all but the larvae of a kind of fungus gnat."
            ),
            D(
                "The deep-sea anglerfish dangles a glowing lure in front of its mouth, lit by "
                "bacteria that live inside it."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do fingers go wrinkly in the bath?",
        "nerves make the blood vessels under the skin narrow, which puckers the skin, perhaps "
        "to improve grip on wet things",
        [
            D(
                "Many people assume that wrinkly fingertips are simply waterlogged, the outer "
                "skin swelling up as it soaks up bath water."
            ),
            D(
                "Fingerprints form before birth, at around the tenth week of pregnancy, and "
                "stay the same for life."
            ),
            S(
                "Fingers wrinkle in water because of the nervous system: after a few minutes "
                "of soaking, the blood vessels under the skin of the fingertips narrow, and the "
                "skin puckers as the tissue beneath shrinks. People whose finger nerves are "
                "damaged do not get wrinkles, and some researchers think the ridges help us "
                "grip wet objects."
            ),
            D("Fingernails grow about 3.5 mm a month, several times faster than toenails."),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Do camels store water in their humps?",
        "no, the humps store fat",
        [
            D(
                "A thirsty camel can drink more than 100 litres of water in a single session "
                "and rehydrate within minutes."
            ),
            S(
                "A camel's hump holds fat, not water. The animal can draw on that fat for "
                "energy when food is scarce, and the hump shrinks and sags as the store is "
                "used up."
            ),
            D(
                "The dromedary of Arabia and North Africa has one hump, while the Bactrian "
                "camel of Central Asia has two."
            ),
            D(
                "Camels' red blood cells are oval rather than round, which helps them keep "
                "flowing when the animal is short of water."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Where was the composer of The Nutcracker born?",
        "Votkinsk, Russia (Tchaikovsky)",
        [
            S(
                "The Nutcracker, a ballet with music by Pyotr Ilyich Tchaikovsky, was first "
                "performed at the Mariinsky Theatre in St Petersburg in December 1892."
            ),
            D(
                "The story of the ballet comes from The Nutcracker and the Mouse King, a tale "
                "by E. T. A. Hoffmann, who was born in K\u00f6nigsberg in 1776."
            ),
            D(
                "Swan Lake, the first of Tchaikovsky's three ballets, had its premiere at the "
                "Bolshoi Theatre in Moscow in 1877."
            ),
            S(
                "Tchaikovsky was born on 7 May 1840 in Votkinsk, a small industrial town in "
                "the Urals region of Russia, where his father managed the ironworks."
            ),
            D(
                "Igor Stravinsky, the composer of The Firebird, was born in 1882 in "
                "Oranienbaum, near St Petersburg."
            ),
        ],
        drop=0,
    ),
    # --- web -------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "christ the redeemer statue height",
        "30 m (38 m with its pedestal)",
        [
            D(
                "Travel > South America > Brazil > Rio de Janeiro | Take the cog train up "
                "Corcovado, the 700 m granite peak in Tijuca Forest; trains every 30 minutes. "
                "Book tickets | Cookie policy"
            ),
            S(
                "Home > Travel > Landmarks > Christ the Redeemer | Height: 30 m (38 m including "
                "the pedestal) | Arm span: 28 m | Completed: 1931 | Material: reinforced "
                "concrete and soapstone | Location: summit of Corcovado, Rio de Janeiro. "
                "Share this | Print"
            ),
            D(
                "News > World > Europe | The statue of Christ the King in \u015awiebodzin, "
                "Poland, finished in 2010, stands 33 m tall and is often described as taller "
                "than its Rio counterpart. Related stories | Advertisement"
            ),
            D(
                "Travel > Brazil > Top 10 | Christ the Redeemer was voted one of the New Seven "
                "Wonders of the World in 2007. Read more | Accept cookies"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "What year was the first Harry Potter book published?",
        "1997",
        [
            D(
                "Books > Children's > Fantasy | Harry Potter and the Sorcerer's Stone, the "
                "American edition, reached US shops in September 1998 with a new title. "
                "Add to basket | Reviews (1,204)"
            ),
            D(
                "Film > Franchises | The first Harry Potter film opened in cinemas in November "
                "2001. Trailer | Cast & crew | Cookie settings"
            ),
            S(
                "Home > Books > Anniversaries | Harry Potter and the Philosopher's Stone, J. K. "
                "Rowling's first novel, was published by Bloomsbury in London on 26 June 1997, "
                "with a first print run of only 500 hardbacks. Share | Comments (88)"
            ),
            D(
                "Books > News | Harry Potter and the Deathly Hallows, the seventh and final "
                "book, came out in July 2007. Sign up to our newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "golden gate bridge vs brooklyn bridge which is longer",
        "the Golden Gate Bridge (about 2,737 m against about 1,834 m)",
        [
            S(
                "Home > Travel > USA > San Francisco > Sights | Golden Gate Bridge | Opened: "
                "1937 | Total length: 2,737 m | Main span: 1,280 m | Colour: International "
                "Orange | Share | Directions"
            ),
            D(
                "Travel > USA > New York > Sights | Verrazzano-Narrows Bridge | Opened: 1964 | "
                "Main span: 1,298 m, a little longer than the Golden Gate's. Share"
            ),
            D(
                "Engineering > Bridges | Japan's Akashi Kaiky\u014d Bridge, opened in 1998, has "
                "a central span of 1,991 m. Read more | Cookie policy"
            ),
            S(
                "You are here: Travel / USA / New York / Walks | Brooklyn Bridge | Opened: "
                "1883 | Total length: 1,834 m | Main span: 486 m | Walk it in about 30 minutes. "
                "Save | Print"
            ),
            D(
                "Travel > USA > New York | Walking across the Brooklyn Bridge is one of the "
                "best free things to do in New York; go early to avoid crowds. Cookie "
                "settings"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "comparison",
        "Which is higher, Mont Blanc or the Matterhorn?",
        "Mont Blanc (about 4,806 m against 4,478 m)",
        [
            D(
                "Travel > Switzerland > Valais | Dufourspitze, at 4,634 m, is the highest peak "
                "in Switzerland, on the Monte Rosa massif. Hotels nearby | Share"
            ),
            S(
                "Home > Outdoors > Mountains > Alps | Matterhorn | Elevation: 4,478 m | "
                "Border: Switzerland / Italy | First ascent: 1865 | Nearest town: Zermatt. "
                "Share this | Cookie policy"
            ),
            D(
                "Travel > France > Chamonix | The Mont Blanc Tunnel, 11.6 km long, links "
                "Chamonix with Courmayeur in Italy. Toll prices | Traffic updates"
            ),
            S(
                "Outdoors > Mountains > Alps | Mont Blanc | Elevation: about 4,806 m, the "
                "highest in the Alps | Border: France / Italy | First ascent: 1786. Share | "
                "Newsletter"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "list the toppings on a pizza margherita",
        "tomato, mozzarella, fresh basil and olive oil",
        [
            D(
                "Food > Recipes > Italian | Pizza marinara is the older Neapolitan classic: "
                "tomato, garlic, oregano and olive oil, with no cheese at all. Jump to "
                "recipe | Print"
            ),
            D(
                "Food > Recipes > Basics | Neapolitan pizza dough needs only four ingredients: "
                "flour, water, salt and yeast. Save | Rate this recipe"
            ),
            S(
                "Home > Food > Recipes > Pizza | Margherita pizza | Toppings: tomato sauce, "
                "mozzarella (fior di latte), fresh basil leaves and a drizzle of olive oil | "
                "Oven: as hot as it goes | Jump to recipe | Cookie policy"
            ),
            D(
                "Food > History | Legend says the margherita was named in 1889 after Queen "
                "Margherita of Italy, on a visit to Naples. Share | Comments (12)"
            ),
            D(
                "Food > Recipes > Pizza | Quattro formaggi: four cheeses, usually mozzarella, "
                "gorgonzola, fontina and parmesan. Save"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does an induction hob heat a pan?",
        "a coil under the glass makes an alternating magnetic field that induces electric "
        "currents in the magnetic pan base, which heat the pan itself",
        [
            D(
                "Home > Kitchen > Buying guides | Ceramic hobs heat with radiant elements under "
                "the glass, which glow red and warm the pan from below. Compare prices"
            ),
            S(
                "Home > Kitchen > How it works | Under the glass of an induction hob sits a "
                "copper coil carrying an alternating current. Its changing magnetic field "
                "induces electric currents in the base of an iron or magnetic steel pan, and "
                "those currents heat the pan itself; the glass only gets warm from the pan. "
                "Was this helpful? | Share"
            ),
            D(
                "Kitchen > FAQ | Will my pans work on induction? Hold a magnet to the base: if "
                "it sticks, the pan will work. Aluminium and copper pans will not. Cookie "
                "settings"
            ),
            D(
                "Shop > Appliances | Induction hob, 4 zones, 60 cm, touch controls. Free "
                "delivery | Add to basket"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do we hiccup",
        "the diaphragm suddenly spasms and the vocal cords snap shut, making the 'hic'",
        [
            D(
                "Health > Odd records | Charles Osborne of Iowa hiccupped for 68 years, from "
                "1922 to 1990. Share | Next story"
            ),
            D(
                "Health > Home remedies | Hiccup cures to try: hold your breath, sip cold "
                "water, or swallow a spoonful of sugar. Advertisement | Comments (240)"
            ),
            D(
                "Health > Conditions > Sneezing | A sneeze is a reflex that clears irritants "
                "from the nose, sending air out at high speed. Print"
            ),
            S(
                "Home > Health > Body explained | Hiccups happen when the diaphragm, the muscle "
                "under the lungs, suddenly contracts on its own, pulling in a sharp breath; a "
                "split second later the vocal cords snap shut, making the 'hic' sound. Eating "
                "fast, fizzy drinks and excitement can set them off. Share this | Cookies"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Mount Fuji still an active volcano?",
        "yes; it last erupted in 1707",
        [
            D(
                "Travel > Japan > Outdoors | Mount Fuji: Elevation: 3,776 m | Climbing "
                "season: early July to early September | Trails: 4 | Share | Book a tour"
            ),
            S(
                "Home > Science > Volcanoes > Japan | Mount Fuji is classed as an active "
                "volcano. Its last eruption began in December 1707, weeks after a great "
                "earthquake, and scattered ash as far as Edo, today's Tokyo. Read more | "
                "Cookie policy"
            ),
            D(
                "Science > Volcanoes > Italy | Vesuvius last erupted in March 1944, during "
                "the Second World War. Related articles"
            ),
            D(
                "Travel > Japan > Day trips | Lake Kawaguchi offers some of the best views of "
                "Mount Fuji, especially in the cherry blossom season. Hotels | Newsletter"
            ),
        ],
    ),
    # --- faq -------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long is a marathon in km?",
        "42.195 km (26.2 miles)",
        [
            D(
                "Race distances\n\u2022 5K: 5 km\n\u2022 10K: 10 km\n\u2022 Half marathon: "
                "21.0975 km (13.1 miles)"
            ),
            D(
                "Q: What counts as an ultramarathon?\nA: Any race longer than the standard "
                "marathon; 50 km and 100 km are common distances."
            ),
            S(
                "Running FAQ\nQ: How far is a full marathon?\nA: 42.195 km, or about 26.2 "
                "miles. The distance was first run at the 1908 London Olympics and became "
                "the official standard in 1921."
            ),
            D(
                "Q: How long does it take to train for a marathon?\nA: Most beginner plans "
                "last 16 to 20 weeks."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what is a normal body temperature",
        "about 37 \u00b0C (98.6 \u00b0F)",
        [
            D(
                "Q: When is a temperature a fever?\nA: In adults, a temperature of 38 \u00b0C "
                "(100.4 \u00b0F) or above is usually counted as a fever."
            ),
            S(
                "Body temperature \u2013 the basics\n\u2022 Normal: about 37 \u00b0C "
                "(98.6 \u00b0F), anywhere from roughly 36.1 to 37.2 \u00b0C\n\u2022 Lowest in "
                "the early morning, highest in the late afternoon\n\u2022 Measure under the "
                "tongue, in the ear or under the arm"
            ),
            D(
                "Q: What is a normal temperature for a dog?\nA: Between about 38.3 and "
                "39.2 \u00b0C, higher than a human's."
            ),
            D(
                "Hypothermia \u2013 key facts\n\u2022 Body temperature below 35 \u00b0C\n"
                "\u2022 Signs: shivering, slurred speech, confusion"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a king or a queen bed?",
        "a king (76 x 80 in against 60 x 80 in, US sizes)",
        [
            D(
                "California king\n\u2022 72 x 84 in (183 x 213 cm)\n\u2022 Longer but "
                "narrower than a standard king"
            ),
            S(
                "Queen bed (US)\n\u2022 60 x 80 in (152 x 203 cm)\n\u2022 The most popular "
                "size for couples"
            ),
            D(
                "Q: What size is a king bed in the UK?\nA: Smaller than an American one: "
                "150 x 200 cm."
            ),
            D(
                "Q: What size sheets fit a double bed?\nA: Double sheets; a US double (full) "
                "mattress is 54 x 75 in."
            ),
            S(
                "King bed (US)\n\u2022 76 x 80 in (193 x 203 cm)\n\u2022 About the width of "
                "two twin mattresses side by side"
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the signs of dehydration?",
        "thirst, dark strong-smelling urine, peeing less often, dizziness, tiredness, dry "
        "mouth, lips and eyes",
        [
            S(
                "Dehydration in adults \u2013 symptoms\n\u2022 Feeling thirsty\n\u2022 Dark "
                "yellow, strong-smelling pee\n\u2022 Peeing less often than usual\n\u2022 "
                "Feeling dizzy or light-headed\n\u2022 Feeling tired\n\u2022 A dry mouth, "
                "lips and eyes"
            ),
            D(
                "Q: How much water should I drink a day?\nA: Around 6 to 8 glasses of fluid "
                "is a common guide, more in hot weather or when exercising."
            ),
            D(
                "Heat exhaustion \u2013 symptoms\n\u2022 Headache\n\u2022 Heavy sweating and "
                "cold, clammy skin\n\u2022 Cramps in the arms, legs and stomach\n\u2022 A "
                "temperature of 38 \u00b0C or above"
            ),
            D(
                "Q: How can I tell if my baby is dehydrated?\nA: Look for a sunken soft spot "
                "on the head, few or no tears when crying and fewer wet nappies."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "name the colours of the rainbow in order",
        "red, orange, yellow, green, blue, indigo, violet",
        [
            D(
                "Q: Why are the colours reversed in a double rainbow?\nA: The fainter, outer "
                "bow is made by light reflecting twice inside the raindrops, which flips the "
                "order."
            ),
            D(
                "Q: Where should I look to see a rainbow?\nA: With the sun behind you and rain "
                "in front of you, often in the late afternoon after a shower."
            ),
            S(
                "Rainbow facts\n\u2022 Colours, from the outside in: red, orange, yellow, "
                "green, blue, indigo, violet\n\u2022 Memory aid: ROY G BIV\n\u2022 Formed by "
                "sunlight refracted and reflected inside raindrops"
            ),
            D(
                "Primary colours of light\n\u2022 Red\n\u2022 Green\n\u2022 Blue\n\u2022 "
                "Mixed together they make white"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how do I unblock a sink without chemicals",
        "pour in baking soda then vinegar, wait, flush with hot water; or use a plunger or "
        "clean out the U-bend",
        [
            D(
                "Q: How do I unblock a toilet?\nA: Use a toilet plunger with a flange, or push "
                "a drain auger gently round the bend."
            ),
            D(
                "Q: How can I stop my sink getting blocked?\nA: Never pour cooking fat down "
                "the drain, and fit a strainer to catch food and hair."
            ),
            D(
                "Q: Why is my tap dripping?\nA: Usually a worn washer or cartridge; turn off "
                "the water supply before replacing it."
            ),
            S(
                "Plumbing FAQ\nQ: Can I clear a blocked sink without drain cleaner?\nA: Yes. "
                "Pour half a cup of baking soda down the plughole, follow it with a cup of "
                "vinegar and leave it for 20 minutes, then flush with hot water. If that fails, "
                "use a sink plunger, or put a bowl underneath and unscrew the U-bend to clean "
                "it out."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my phone battery die faster in the cold?",
        "cold slows the chemical reactions in the lithium-ion battery, so it can deliver less "
        "power until it warms up",
        [
            D(
                "Q: Is it bad to charge my phone overnight?\nA: Not really; modern phones stop "
                "charging when full, though keeping the battery at 100% for long periods "
                "wears it a little faster."
            ),
            S(
                "Battery FAQ\nQ: Why does my phone lose charge so quickly in winter?\nA: Cold "
                "slows the chemical reactions inside a lithium-ion battery and raises its "
                "internal resistance, so it cannot deliver as much power and the phone may "
                "even switch off with charge left. The capacity comes back once it warms up."
            ),
            D(
                "Q: Why does my phone get hot?\nA: Heavy use such as gaming, charging while "
                "using it, or leaving it in direct sun can all make it overheat."
            ),
            D(
                "Q: What does battery health mean?\nA: It compares the battery's current "
                "maximum capacity with what it held when new."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Should you tip in Japan?",
        "no, tipping is not customary and can cause confusion",
        [
            D(
                "Q: How much should I tip in the United States?\nA: In restaurants, 15 to 20% "
                "of the bill is expected."
            ),
            D(
                "Q: Is a service charge added in UK restaurants?\nA: Often: many add an "
                "optional 12.5%, shown on the bill."
            ),
            S(
                "Japan travel FAQ\nQ: Do I need to leave a tip?\nA: No. Tipping is not part of "
                "the culture in Japan; good service is expected as standard, and staff may "
                "chase you to hand back money left on the table."
            ),
            D(
                "Japan travel FAQ\nQ: Can I pay by card everywhere?\nA: Not everywhere: small "
                "restaurants and shrines may take cash only, so carry some yen."
            ),
            D(
                "Q: Should I bow when greeting people in Japan?\nA: A small nod or bow is "
                "polite; visitors are not expected to master the details."
            ),
        ],
    ),
    # --- paraphrase ------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What is the capital of Australia?",
        "Canberra",
        [
            D(
                "Sydney, the largest city in Australia, is the capital of the state of New "
                "South Wales."
            ),
            D(
                "Melbourne, the capital of Victoria, was where Australia's federal parliament "
                "met from 1901 to 1927."
            ),
            S(
                "The national government has sat since 1927 in Canberra, a planned city laid "
                "out in the bush as a compromise between the rival claims of Sydney and "
                "Melbourne."
            ),
            D(
                "Perth, the capital of Western Australia, is one of the most isolated large "
                "cities in the world."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What's the largest organ in the human body?",
        "the skin",
        [
            D(
                "The liver is the largest internal organ in the human body, weighing about "
                "1.5 kg in an adult."
            ),
            D(
                "The brain uses about a fifth of the body's energy, though it makes up only "
                "2% of its weight."
            ),
            S(
                "Wrapping the whole of us, our skin stretches to roughly two square metres and "
                "weighs several kilograms in a grown person, more than any other organ."
            ),
            D(
                "The heart, a fist-sized organ in the chest, is the hardest-working muscle in "
                "the human body."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which weighs more, a litre of water or a litre of olive oil?",
        "a litre of water (about 1 kg against about 0.91 kg)",
        [
            D(
                "A litre of seawater weighs more than a litre of fresh water, about 1.025 kg, "
                "because of the salt dissolved in it."
            ),
            S(
                "Pure water tips the scales at almost exactly one kilogram per litre; that is "
                "how the kilogram was first defined."
            ),
            D("Honey is much denser than water: a litre jar of it weighs about 1.4 kg."),
            S(
                "Olive oil is lighter than the same volume of water, at only about 0.91 kg to "
                "the litre, which is why it floats to the top of a dressing."
            ),
            D(
                "Extra virgin olive oil starts to smoke at about 190 \u00b0C, so it is best "
                "kept for gentle frying."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the three branches of the US government?",
        "legislative (Congress), executive (the President) and judicial (the courts)",
        [
            D(
                "The US Congress has two chambers: the Senate, with 100 members, and the House "
                "of Representatives, with 435."
            ),
            S(
                "Power in Washington is split three ways: Congress makes the laws, the "
                "President and the departments under him carry them out, and the courts, led "
                "by the Supreme Court, rule on what they mean."
            ),
            D("In the United States, government works at three levels: federal, state and local."),
            D(
                "The US Constitution, signed in 1787, is the oldest written national "
                "constitution still in use."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do cows digest grass?",
        "they chew the cud, and microbes in the rumen, the first of their four stomach "
        "chambers, ferment the plant fibre",
        [
            D("Cows spend up to eight hours a day eating grass and several more chewing."),
            D(
                "Horses also digest grass, but they ferment it in their large hindgut rather "
                "than in a stomach with several chambers."
            ),
            D(
                "Humans cannot digest grass because we lack the enzymes to break down "
                "cellulose, the tough fibre in plant cell walls."
            ),
            S(
                "Cattle bring swallowed fodder back up into the mouth to be ground again, and "
                "in the first and largest of their four stomach compartments, vast numbers of "
                "microbes ferment the tough plant matter into nutrients the animal can absorb."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why does metal feel colder than wood",
        "metal conducts heat away from your skin much faster, though both are at the same "
        "temperature",
        [
            S(
                "Left in the same room, a steel railing and a wooden bench sit at exactly the "
                "same temperature; the railing seems chilly only because it draws warmth out "
                "of your hand far more quickly, and it is that loss of heat that your nerves "
                "sense."
            ),
            D(
                "Metal expands when it gets hot, which is why steel bridges are built with "
                "expansion joints."
            ),
            D("Wooden spoons are popular for cooking because they do not scratch non-stick pans."),
            D("In very cold weather, a wet tongue can freeze to a metal pole within seconds."),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is it true that goldfish only have a three-second memory?",
        "no, they can remember things for months",
        [
            D(
                "Goldfish can live for more than 20 years in a good pond, much longer than "
                "most people expect."
            ),
            D(
                "Goldfish were first bred in China more than a thousand years ago from a wild "
                "kind of carp."
            ),
            S(
                "In experiments, pet goldfish have learned to push a lever or answer a sound "
                "to get food, and they hold on to such lessons for months, far longer than the "
                "popular myth allows."
            ),
            D(
                "A goldfish bowl is too small for a goldfish; it needs a filtered tank of at "
                "least 75 litres."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What currency is used in the country where Machu Picchu is?",
        "the sol (Machu Picchu is in Peru)",
        [
            S(
                "The fifteenth-century Inca citadel of Machu Picchu is perched on a ridge high "
                "above the Urubamba valley in the Peruvian Andes."
            ),
            D(
                "Bolivia, Peru's neighbour around Lake Titicaca, uses the boliviano as its "
                "currency."
            ),
            D(
                "Cusco, once the capital of the Inca Empire, is where most visitors to Machu "
                "Picchu begin their journey."
            ),
            S(
                "Peruvians pay in soles; the sol replaced the inti in 1991, after years of "
                "runaway inflation."
            ),
            D("Ecuador gave up its own money in 2000 and has used the US dollar ever since."),
            D(
                "Machu Picchu was named one of the New Seven Wonders of the World in 2007, and "
                "the number of visitors allowed in each day is capped."
            ),
        ],
        drop=0,
    ),
]
