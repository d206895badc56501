"""An eighth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about, so the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote Frankenstein?",
        "Mary Shelley (published anonymously in 1818)",
        [
            D(
                "The Vampyre: The Vampyre is a short story by John William Polidori, Lord "
                "Byron's doctor, begun during the same wet summer of 1816 at the Villa Diodati "
                "near Geneva and published in 1819."
            ),
            D(
                "Percy Bysshe Shelley: Percy Bysshe Shelley was an English Romantic poet, the "
                "author of Ozymandias and Prometheus Unbound. He drowned in 1822 when his boat "
                "sank off the coast of Italy."
            ),
            S(
                "Frankenstein: Frankenstein; or, The Modern Prometheus is a Gothic novel by the "
                "English writer Mary Shelley. She began it at nineteen, after Byron challenged "
                "his guests to write ghost stories, and it first appeared without her name in "
                "London in January 1818."
            ),
            D(
                "Frankenstein (1931 film): The 1931 Universal film, directed by James Whale, "
                "cast Boris Karloff as the monster, with the flat head and neck bolts that have "
                "stuck to the character ever since."
            ),
            D(
                "Dracula: Dracula is an 1897 horror novel by the Irish author Bram Stoker, told "
                "through letters and diary entries."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "When did the Wall Street Crash happen?",
        "October 1929 (Black Thursday, 24 October, and Black Tuesday, 29 October)",
        [
            D(
                "Black Monday (1987): On 19 October 1987 the Dow Jones Industrial Average "
                "lost 22.6% of its value in a single day, still its largest one-day fall in "
                "percentage terms."
            ),
            S(
                "Wall Street Crash of 1929: The Wall Street Crash was the collapse of share "
                "prices on the New York Stock Exchange in the autumn of 1929. Panic selling "
                "began on Black Thursday, 24 October, and peaked on Black Tuesday, 29 October, "
                "when some 16 million shares changed hands."
            ),
            D(
                "Great Depression: The Great Depression was a worldwide economic slump that "
                "lasted through most of the 1930s; at its worst, about a quarter of American "
                "workers had no job."
            ),
            D(
                "Lehman Brothers: The investment bank Lehman Brothers filed for bankruptcy on "
                "15 September 2008, the largest such filing in US history, and deepened the "
                "global financial crisis."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "what is the capital of new zealand",
        "Wellington",
        [
            D(
                "Auckland: Auckland, on the North Island, is New Zealand's largest city, home "
                "to about a third of the country's people. It served as the seat of "
                "government from 1841 until 1865."
            ),
            D(
                "Christchurch: Christchurch is the largest city on the South Island. Much of "
                "its centre, including the cathedral, was wrecked by an earthquake in February "
                "2011."
            ),
            D(
                "Canberra: Canberra is the capital of Australia, a planned city chosen as a "
                "compromise between Sydney and Melbourne."
            ),
            S(
                "Wellington: Wellington, at the southern tip of the North Island on the shore "
                "of Cook Strait, has been the capital of New Zealand since 1865. It is known "
                "for its strong winds and is home to Parliament and most government "
                "departments."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is taller, the Empire State Building or the Chrysler Building?",
        "the Empire State Building (381 m to the roof, 443 m with its antenna, against 319 m)",
        [
            S(
                "Chrysler Building: The Chrysler Building is an Art Deco skyscraper in "
                "Midtown Manhattan with a stainless-steel crown. Finished in 1930, it stands "
                "319 m tall and was briefly the tallest building in the world."
            ),
            D(
                "One World Trade Center: One World Trade Center in Lower Manhattan reaches "
                "541 m, or 1,776 feet, a height chosen for the year of American independence."
            ),
            D(
                "Flatiron Building: The Flatiron Building, a narrow triangular tower of 1902 "
                "at the meeting of Fifth Avenue and Broadway, is 87 m tall."
            ),
            S(
                "Empire State Building: The Empire State Building on Fifth Avenue opened in "
                "1931 after just over a year of construction. Its 102 storeys rise 381 m to "
                "the roof, and the antenna on top brings it to 443 m."
            ),
            D(
                "King Kong (1933 film): In the closing scene of the 1933 film, the giant ape "
                "climbs to the top of a Manhattan skyscraper and fights off biplanes."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "how",
        "How does a nuclear power station produce electricity?",
        "uranium atoms split (fission) in the reactor core, and the heat boils water into "
        "steam that spins a turbine driving a generator; control rods keep the reaction steady",
        [
            D(
                "Nuclear fusion: Fusion joins light nuclei such as hydrogen into heavier ones "
                "and powers the Sun. The ITER experiment being built in southern France aims "
                "to show it could one day generate power on Earth."
            ),
            D(
                "Coal-fired power station: A coal plant burns pulverised coal in a furnace to "
                "boil water, and the steam drives turbines; it releases more carbon dioxide "
                "per unit of electricity than any other common source."
            ),
            S(
                "Nuclear power plant: In the core of a reactor, uranium-235 nuclei split when "
                "struck by neutrons, releasing heat and more neutrons in a chain reaction. The "
                "heat turns water into steam, which spins a turbine connected to a generator, "
                "much as in a coal plant. Control rods that soak up neutrons are raised or "
                "lowered to keep the reaction steady."
            ),
            D(
                "Uranium mining: Kazakhstan is the world's biggest producer of uranium, ahead "
                "of Canada and Australia."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Hindenburg catch fire?",
        "hydrogen leaking from the airship was most likely set alight by a spark of static "
        "electricity as it came in to land at Lakehurst, New Jersey, on 6 May 1937",
        [
            D(
                "Helium: Helium, the second-lightest element, does not burn. In the 1930s the "
                "United States, which held nearly all the world's known supply, would not sell "
                "it to Nazi Germany, so German airships went on flying with hydrogen."
            ),
            D(
                "R101: R101 was a British airship that crashed on a hillside in northern France "
                "in October 1930, on its first overseas voyage, killing 48 of the 54 people on "
                "board."
            ),
            S(
                "Hindenburg disaster: On 6 May 1937 the German passenger airship Hindenburg "
                "burst into flames while landing at Lakehurst, New Jersey, and was gone in "
                "well under a minute; 36 people died. The most widely accepted explanation is "
                "that hydrogen leaking near the tail was ignited by a spark of static "
                "electricity that had built up on the ship in the stormy weather."
            ),
            D(
                "Graf Zeppelin: The LZ 127 Graf Zeppelin, a German airship in service from 1928 "
                "to 1937, made the first round-the-world flight by an airship in 1929."
            ),
            D(
                "Herbert Morrison: The radio reporter Herbert Morrison was recording at "
                "Lakehurst when the airship burned, and his cry of 'Oh, the humanity!' became "
                "one of the best-known pieces of audio of the century."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Vikings really wear horned helmets?",
        "no: no horned Viking helmet has ever been found; the image comes from 19th-century "
        "art and the costumes of Wagner's Ring cycle (1876)",
        [
            D(
                "Veks\u00f8 helmets: The Veks\u00f8 helmets are two bronze helmets with long "
                "curved horns found in a Danish bog. They date from about 900 BC, the Nordic "
                "Bronze Age, some 1,700 years before the first Viking raids."
            ),
            S(
                "Viking helmet: No helmet with horns has ever been dug up from a Viking-age "
                "site, and warriors who could afford a helmet wore a plain rounded iron cap. "
                "The horned Viking is a 19th-century invention, spread above all by Carl Emil "
                "Doepler's costumes for the first Bayreuth staging of Wagner's Ring cycle in "
                "1876."
            ),
            D(
                "Gjermundbu helmet: The Gjermundbu helmet, found on a Norwegian farm in 1943, "
                "is the most complete helmet known from the Viking Age, with a rounded iron "
                "cap and a guard around the eyes."
            ),
            D(
                "Viking Age: The Viking Age is usually dated from the raid on the monastery of "
                "Lindisfarne in 793 to the Battle of Stamford Bridge in 1066."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the author of Les Mis\u00e9rables born?",
        "Besan\u00e7on, in eastern France (Victor Hugo, born 26 February 1802)",
        [
            D(
                "Les Mis\u00e9rables (musical): The stage musical by Claude-Michel "
                "Sch\u00f6nberg and Alain Boublil opened in Paris in 1980, and its English "
                "version in London in 1985 became one of the longest-running shows in the West "
                "End."
            ),
            S(
                "Les Mis\u00e9rables: Les Mis\u00e9rables is a novel by Victor Hugo, published "
                "in 1862, that follows the former convict Jean Valjean through nearly twenty "
                "years of French history. Hugo wrote much of it in exile on Guernsey."
            ),
            D(
                "Alexandre Dumas: Alexandre Dumas, the author of The Three Musketeers, was born "
                "in 1802 in Villers-Cotter\u00eats, north-east of Paris."
            ),
            S(
                "Victor Hugo: Victor Hugo (26 February 1802 \u2013 22 May 1885) was a French "
                "poet, novelist and politician, born in Besan\u00e7on, near the Swiss border. "
                "Two million people are said to have followed his funeral procession to the "
                "Panth\u00e9on."
            ),
            D(
                "Hauteville House: Hauteville House in St Peter Port, Guernsey, was Hugo's home "
                "for fifteen years of exile and is now a museum owned by the city of Paris."
            ),
        ],
        drop=1,
    ),
    # --- prose -----------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who was the first person to reach the South Pole?",
        "Roald Amundsen, the Norwegian explorer, on 14 December 1911",
        [
            D(
                "Robert Falcon Scott's British party reached the South Pole on 17 January "
                "1912, only to find a Norwegian tent already there; all five men died on the "
                "march back."
            ),
            S(
                "The Norwegian explorer Roald Amundsen and four companions were the first "
                "people to stand at the South Pole, arriving on 14 December 1911 with sledges "
                "pulled by dogs."
            ),
            D(
                "In January 1909 Ernest Shackleton's Nimrod expedition turned back about 180 "
                "km short of the South Pole, having run too low on food to go on."
            ),
            D(
                "The American Robert Peary claimed to have reached the North Pole on 6 April "
                "1909, though many historians doubt that he got that far."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many strings does a guitar have",
        "six on a standard guitar (tuned E, A, D, G, B, E)",
        [
            D(
                "A bass guitar normally has four strings, tuned E, A, D and G, an octave below "
                "the lowest four strings of a guitar."
            ),
            D(
                "The ukulele, which came to Hawaii with Portuguese immigrants in the 1870s, "
                "has four nylon strings."
            ),
            S(
                "A standard guitar has six strings. From the lowest to the highest they are "
                "usually tuned E, A, D, G, B and E, two octaves apart at the ends."
            ),
            D(
                "A twelve-string guitar doubles each course, so its strings are played in "
                "pairs, which gives it a ringing, chorus-like sound."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "When was Sputnik launched?",
        "4 October 1957",
        [
            D(
                "A month later, on 3 November 1957, Sputnik 2 carried the dog Laika into orbit, "
                "the first animal to circle the Earth."
            ),
            D(
                "The United States answered with its own first satellite, Explorer 1, which "
                "reached orbit at the end of January 1958."
            ),
            D(
                "Yuri Gagarin became the first human in space on 12 April 1961, orbiting the "
                "Earth once in Vostok 1."
            ),
            S(
                "The Soviet Union put Sputnik 1, the first artificial satellite, into orbit on "
                "4 October 1957. The polished metal sphere, 58 cm across, sent out radio "
                "beeps that amateurs around the world could pick up."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, Ganymede or the planet Mercury?",
        "Ganymede, by diameter (about 5,268 km against 4,880 km), though Mercury has about "
        "twice its mass",
        [
            D(
                "Titan, the largest moon of Saturn, measures about 5,150 km across and is the "
                "only moon with a thick atmosphere."
            ),
            S(
                "Mercury, the smallest planet, is about 4,880 km in diameter, not much more "
                "than a third the width of the Earth."
            ),
            D(
                "Callisto, another of Jupiter's large moons, is about 4,820 km across, just "
                "short of the size of Mercury."
            ),
            S(
                "Ganymede, a moon of Jupiter and the largest moon in the Solar System, is about "
                "5,268 km in diameter. Being made partly of ice, it has less than half the "
                "mass of the rocky, iron-rich Mercury."
            ),
            D(
                "Earth's own Moon is about 3,474 km across, a little over a quarter of the "
                "Earth's width."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the four Gospels?",
        "Matthew, Mark, Luke and John",
        [
            D(
                "Matthew, Mark and Luke are called the synoptic Gospels because they tell many "
                "of the same stories, often in the same order and wording."
            ),
            S(
                "The New Testament opens with four Gospels, the accounts of the life, death and "
                "resurrection of Jesus attributed to Matthew, Mark, Luke and John."
            ),
            D(
                "The Gospel of Thomas, a collection of sayings of Jesus found in Egypt at Nag "
                "Hammadi in 1945, was never part of the Bible."
            ),
            D(
                "The first five books of the Hebrew Bible, the Torah, are Genesis, Exodus, "
                "Leviticus, Numbers and Deuteronomy."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do we always see the same side of the Moon?",
        "it is tidally locked: Earth's gravity slowed its spin until it turns once on its axis "
        "in exactly the time it takes to orbit the Earth (about 27.3 days)",
        [
            D(
                "The far side of the Moon is not dark: it gets as much sunlight as the near "
                "side, and it was first photographed by the Soviet probe Luna 3 in 1959."
            ),
            S(
                "Long ago the Earth's gravity raised tidal bulges in the Moon and braked its "
                "rotation, until the Moon came to turn once on its axis in the same 27.3 days "
                "it takes to go round the Earth. Locked like this, it keeps one face turned "
                "towards us."
            ),
            D(
                "Because the Moon's orbit is tilted and slightly oval, it seems to rock a "
                "little, so over time about 59% of its surface can be seen from Earth."
            ),
            D(
                "Pluto and its moon Charon are locked to each other, so each always shows the "
                "other the same face."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Do ostriches really bury their heads in the sand?",
        "no; it is a myth, perhaps from seeing them lower their heads to turn the eggs in "
        "their nests, which are holes dug in the ground",
        [
            D(
                "The ostrich is the largest living bird and lays the largest eggs, each "
                "weighing about 1.4 kg."
            ),
            S(
                "Ostriches do not bury their heads in the sand. The story probably comes from "
                "the way they dip their heads into their nests, shallow holes scraped in the "
                "ground, to turn their eggs, which from far away looks as if the head has "
                "disappeared."
            ),
            D(
                "With long strides of up to five metres, an ostrich can run at about 70 km/h, "
                "faster than any other bird on land."
            ),
            D(
                "The emu of Australia, the second-tallest bird, also cannot fly, and the males "
                "sit on the eggs."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What year did the band that made Abbey Road split up?",
        "1970 (the Beatles)",
        [
            S(
                "Abbey Road, released in September 1969, was the last album the Beatles "
                "recorded together; its cover shows the four of them on a zebra crossing "
                "outside the studio in north-west London."
            ),
            D(
                "Let It Be came out in May 1970, after Abbey Road, although most of it had "
                "been recorded earlier."
            ),
            D(
                "Pink Floyd recorded The Dark Side of the Moon at the Abbey Road studios, "
                "which had taken the street's name after the Beatles album."
            ),
            S(
                "The Beatles broke up in 1970: Paul McCartney made it public in April that he "
                "had left the band, and the four never recorded a new album or played a "
                "concert together again."
            ),
            D(
                "The Rolling Stones, formed in London in 1962, were still recording and "
                "touring more than sixty years later."
            ),
        ],
        drop=1,
    ),
    # --- web -------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "how tall is big ben",
        "the tower (officially the Elizabeth Tower) is about 96 m (316 ft); Big Ben itself is "
        "the great bell inside it",
        [
            D(
                "Travel > London > Landmarks | The Great Bell, nicknamed Big Ben, weighs about "
                "13.7 tonnes and has struck the hours since 1859. Book a tour | Share"
            ),
            S(
                "Home > Travel > UK > London > Westminster | Elizabeth Tower (Big Ben) | "
                "Height: 96 m (316 ft) | Completed: 1859 | Renamed: 2012, for the Queen's "
                "Diamond Jubilee | Steps to the belfry: 334. Share this | Cookie policy"
            ),
            D(
                "News > UK > London | Big Ben's bongs returned in 2022 after five years of "
                "near-silence while the tower was repaired and restored. Comments (92) | "
                "Related stories"
            ),
            D(
                "Travel > London > Attractions | The London Eye, on the South Bank opposite "
                "Parliament, is 135 m tall. Tickets | Opening times | Accept cookies"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded amazon",
        "Jeff Bezos, in July 1994, in Bellevue, Washington",
        [
            D(
                "Home > Geography > Rivers | The Amazon River carries more water than any "
                "other river and drains a basin covering about 40% of South America. Share | "
                "Print"
            ),
            D(
                "Business > Tech > People | Andy Jassy, who built up Amazon Web Services, took "
                "over as chief executive of Amazon in July 2021. Read more | Newsletter"
            ),
            S(
                "Home > Business > Companies > Amazon | Founded: 5 July 1994 | Founder: Jeff "
                "Bezos | Where: a rented garage in Bellevue, Washington | First sold: books, "
                "online from 1995 | Headquarters: Seattle. Share | Cookie settings"
            ),
            D(
                "Business > Companies > China | Alibaba Group was founded in 1999 in Hangzhou "
                "by Jack Ma and seventeen partners. Related | Advertisement"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "When did the first Star Wars movie come out?",
        "25 May 1977",
        [
            D(
                "Film > Sci-fi > Star Wars | The Empire Strikes Back, the second film in the "
                "series, opened in May 1980. Watch trailer | Share"
            ),
            S(
                "Home > Film > Sci-fi > Star Wars | Star Wars (later titled Episode IV \u2013 A "
                "New Hope) | Released: 25 May 1977 (US) | Director: George Lucas | Budget: "
                "about $11 million. Where to watch | Cookie policy"
            ),
            D(
                "Film > News | The Walt Disney Company bought Lucasfilm, and with it Star "
                "Wars, for about $4 billion in 2012. Comments (415) | Related"
            ),
            D(
                "TV > Sci-fi > Classics | Star Trek, the original series, first aired on NBC "
                "in September 1966. Episode guide | Newsletter"
            ),
            D(
                "Film > Sci-fi > Star Wars | Episode I \u2013 The Phantom Menace, the first of "
                "the prequels, came out in May 1999. Reviews | Share"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "jalapeno vs habanero which is hotter",
        "the habanero (about 100,000\u2013350,000 Scoville units against 2,500\u20138,000 for "
        "a jalape\u00f1o)",
        [
            D(
                "Food > Ingredients > Chillies | The Carolina Reaper held the Guinness record "
                "for the hottest chilli from 2013 until Pepper X took the title in 2023. Share"
            ),
            S(
                "Home > Food > Ingredients > Chillies | Habanero | Heat: 100,000\u2013350,000 "
                "Scoville heat units | Colour: orange or red when ripe | Used in: Yucat\u00e1n "
                "and Caribbean hot sauces. Save | Cookie policy"
            ),
            D(
                "Food > Glossary | Chipotle is not a separate chilli but a jalape\u00f1o that "
                "has been smoked and dried. Related | Print"
            ),
            S(
                "Food > Ingredients > Chillies | Jalape\u00f1o | Heat: 2,500\u20138,000 "
                "Scoville heat units | Usually picked green | Origin: Mexico. Recipes | Share "
                "this"
            ),
            D(
                "Science > Food | The Scoville scale, devised by the chemist Wilbur Scoville "
                "in 1912, measures how much capsaicin a pepper contains. Read more | "
                "Comments (18)"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "seven wonders of the ancient world list",
        "the Great Pyramid of Giza, the Hanging Gardens of Babylon, the Temple of Artemis at "
        "Ephesus, the Statue of Zeus at Olympia, the Mausoleum at Halicarnassus, the Colossus "
        "of Rhodes and the Lighthouse of Alexandria",
        [
            D(
                "Travel > Lists | The New Seven Wonders, chosen by public vote in 2007: the "
                "Great Wall of China, Petra, Christ the Redeemer, Machu Picchu, Chich\u00e9n "
                "Itz\u00e1, the Colosseum and the Taj Mahal. Share | Advertisement"
            ),
            D(
                "History > Greece | The Colossus of Rhodes, a bronze statue of the sun god "
                "Helios, stood for only about 54 years before an earthquake toppled it in 226 "
                "BC. Read more | Print"
            ),
            S(
                "Home > History > Ancient world | The Seven Wonders of the Ancient World: 1. "
                "Great Pyramid of Giza | 2. Hanging Gardens of Babylon | 3. Temple of Artemis "
                "at Ephesus | 4. Statue of Zeus at Olympia | 5. Mausoleum at Halicarnassus | 6. "
                "Colossus of Rhodes | 7. Lighthouse of Alexandria. Only the pyramid still "
                "stands. Share this | Cookie policy"
            ),
            D(
                "Travel > Egypt > Cairo | Visiting the pyramids: get to the Giza plateau "
                "early, before the tour buses; camel rides cost extra. Book tickets | "
                "Reviews (1,204)"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why does popcorn pop",
        "each kernel holds a little water inside a hard, sealed hull; when heated to about "
        "180 \u00b0C the water turns to steam, the pressure bursts the hull and the softened "
        "starch puffs out into a foam that sets",
        [
            D(
                "Shop > Food > Snacks | Microwave popcorn, butter flavour, pack of 6. Add to "
                "basket | Free delivery over \u00a335"
            ),
            S(
                "Home > Science > Kitchen science | A popcorn kernel contains a small amount "
                "of water sealed inside a tough, airtight hull. Heated to around 180 \u00b0C, "
                "the water turns to steam and the pressure climbs until the hull gives way; "
                "the starch inside, softened by the heat, puffs out into a foam that sets as "
                "it cools. Share | Was this helpful?"
            ),
            D(
                "Food > History | Popcorn became a cinema snack during the Great Depression, "
                "when it was one of the few treats people could still afford. Related | "
                "Comments (27)"
            ),
            D(
                "Science > Kitchen science | Why are some kernels left unpopped? Their hulls "
                "may be cracked, letting the steam leak out, or they have dried out too much. "
                "Print | Cookie settings"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "are coffee beans actually beans",
        "no; they are the seeds of the coffee cherry, the fruit of the coffee plant, not legumes",
        [
            D(
                "Food > Drinks > Coffee | Arabica makes up about 60% of the world's coffee; "
                "robusta has roughly twice as much caffeine. Shop | Newsletter"
            ),
            D(
                "Food > Ingredients | The vanilla bean is not a bean either but the cured seed "
                "pod of a climbing orchid. Save | Share"
            ),
            S(
                "Home > Food > Drinks > Coffee explained | Despite the name, coffee beans are "
                "not beans (legumes) at all. They are the seeds of the coffee cherry, the red "
                "fruit of the Coffea shrub; each cherry usually holds two of them, which are "
                "dried and roasted. Share this | Cookie policy"
            ),
            D(
                "Food > Chocolate | Cocoa beans are the seeds of the cacao tree, found in large "
                "pods growing straight from its trunk. Related | Print"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What currency do they use in the country where Samsung is based?",
        "the South Korean won (KRW)",
        [
            D(
                "Business > Companies > Japan | Sony Group | Founded: 1946 | Headquarters: "
                "Tokyo, Japan | Known for: PlayStation, cameras, music. Share | Related"
            ),
            S(
                "Home > Business > Companies > Samsung | Founded: 1938, in Daegu, as a "
                "trading company | Country: South Korea | Samsung Electronics headquarters: "
                "Suwon | Best known for: phones, televisions, memory chips. Share | Cookie "
                "policy"
            ),
            D(
                "Money > Currencies > Asia | North Korean won (KPW) | Issued by: the Central "
                "Bank of the DPRK | Not freely exchangeable. Converter | Print"
            ),
            S(
                "Travel > Asia > South Korea > Money | Currency: South Korean won (\u20a9, "
                "KRW) | Cards are accepted almost everywhere, even in taxis. Converter | "
                "Accept cookies"
            ),
            D(
                "Business > Companies > South Korea | LG Electronics is based in Seoul and "
                "makes home appliances and televisions. Read more | Newsletter"
            ),
        ],
        drop=0,
    ),
    # --- faq -------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How many grams are in an ounce?",
        "about 28.35 g (an ordinary, avoirdupois ounce)",
        [
            D(
                "Q: Is a troy ounce the same?\nA: No. Gold and silver are weighed in troy "
                "ounces of about 31.1 g, a little heavier than an ordinary ounce."
            ),
            S(
                "Weight conversions \u2013 imperial to metric\n\u2022 1 ounce (oz) = 28.35 g"
                "\n\u2022 1 pound (lb) = 16 oz = 453.6 g\n\u2022 1 stone = 14 lb = 6.35 kg"
            ),
            D(
                "Q: How many millilitres are in a fluid ounce?\nA: About 29.6 ml in the US and "
                "28.4 ml in the UK; it measures volume, not weight."
            ),
            D("Q: How many ounces are in a kilogram?\nA: About 35.3."),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "When does the UK tax year start?",
        "6 April (it runs to 5 April the next year)",
        [
            D(
                "Q: When is the deadline for an online Self Assessment tax return?\nA: 31 "
                "January after the end of the tax year, which is also when any tax owed must "
                "be paid."
            ),
            S(
                "Tax FAQ\nQ: What dates does the tax year cover?\nA: In the UK the tax year "
                "begins on 6 April and ends on 5 April of the following year, so your "
                "personal allowance resets every April."
            ),
            D(
                "Q: Why such an odd date?\nA: It goes back to Lady Day, 25 March, once the "
                "start of the year, moved on by the eleven days dropped when Britain changed "
                "calendars in 1752 and by one more day in 1800."
            ),
            D(
                "Q: When are US federal tax returns due?\nA: Usually on 15 April, for the "
                "calendar year just ended."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what is a normal resting heart rate for an adult",
        "60 to 100 beats a minute (lower, 40 to 60, in very fit people)",
        [
            D(
                "Blood pressure \u2013 adults\n\u2022 Ideal: between 90/60 and 120/80 mmHg"
                "\n\u2022 High: 140/90 or above"
            ),
            D(
                "Q: How do I work out my maximum heart rate?\nA: A rough guide is 220 minus "
                "your age, in beats per minute."
            ),
            S(
                "Heart health FAQ\nQ: What should my pulse be when I'm sitting still?\nA: For "
                "most adults it should be between 60 and 100 beats a minute. Athletes and "
                "very fit people often sit between 40 and 60, which is normal for them."
            ),
            D(
                "Q: Is a fast heartbeat in children a worry?\nA: Not usually: babies and young "
                "children have faster resting rates than adults."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more sugar, a can of Coke or a can of Red Bull?",
        "a can of Coke (about 35 g in 330 ml against about 27 g in a 250 ml Red Bull), though "
        "per 100 ml they are about the same",
        [
            S(
                "Coca-Cola Original \u2013 330 ml can\n\u2022 Sugar: 35 g\n\u2022 Energy: 139 "
                "kcal\n\u2022 Caffeine: about 32 mg"
            ),
            D(
                "Q: Which has more caffeine?\nA: Red Bull, with 80 mg in a 250 ml can, about "
                "as much as a cup of coffee; a can of Coke has around 32 mg."
            ),
            D(
                "Q: How much sugar should I have in a day?\nA: UK guidance is no more than 30 "
                "g of free sugars for adults, about seven sugar cubes."
            ),
            S(
                "Red Bull Energy Drink \u2013 250 ml can\n\u2022 Sugar: 27 g\n\u2022 Energy: "
                "about 110 kcal\n\u2022 Caffeine: 80 mg"
            ),
            D("Q: Does Diet Coke contain sugar?\nA: No, it uses sweeteners such as aspartame."),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the five basic tastes?",
        "sweet, sour, salty, bitter and umami",
        [
            D(
                "Q: Is the tongue map true?\nA: No. Every part of the tongue that has taste "
                "buds can pick up every basic taste."
            ),
            D(
                "Q: Is spiciness a taste?\nA: Not strictly: the burn of chilli is capsaicin "
                "setting off the nerves that sense heat and pain."
            ),
            S(
                "The basic tastes\n\u2022 Sweet\n\u2022 Sour\n\u2022 Salty\n\u2022 Bitter\n"
                "\u2022 Umami (savoury), named in 1908 by the Japanese chemist Kikunae Ikeda"
            ),
            D(
                "Q: Why does food taste of nothing when I have a cold?\nA: Much of what we "
                "call flavour is really smell, and a blocked nose shuts it out."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do you jump-start a car?",
        "connect red to the flat battery's positive, red to the good battery's positive, black "
        "to the good battery's negative and the last black clamp to bare metal on the dead car; "
        "start the good car, then the dead one, and remove the leads in reverse order",
        [
            D(
                "Q: How long should I drive after a jump-start?\nA: At least 30 minutes, so "
                "the alternator can put some charge back into the battery."
            ),
            S(
                "Breakdown FAQ\nQ: My battery is flat and a friend has come to help. What do I "
                "do?\nA: With both engines off, clip one red lead to the positive terminal of "
                "the flat battery and the other end to the positive of the good one. Clip the "
                "black lead to the negative of the good battery and its other end to an "
                "unpainted metal part of the dead car's engine, away from the battery. Run "
                "the good car for a few minutes, start yours, then take the leads off in "
                "reverse order."
            ),
            D(
                "Q: How do I change a flat tyre?\nA: Loosen the wheel nuts, jack up the car, "
                "swap the wheel for the spare and tighten the nuts in a star pattern."
            ),
            D(
                "Q: Why won't my car start in cold weather?\nA: Cold slows the chemical "
                "reaction inside the battery, so it delivers less power just when the engine "
                "needs more."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do I need to bleed my radiators?",
        "air gets trapped at the top of a radiator and stops hot water filling it, so it "
        "stays cold at the top and heats poorly; bleeding lets the air out",
        [
            D(
                "Q: Why is my radiator cold at the bottom?\nA: Usually sludge, rust and dirt "
                "from the pipes have settled there; the system may need flushing."
            ),
            S(
                "Heating FAQ\nQ: My radiator is warm at the bottom but cold at the top. "
                "What's wrong?\nA: Air has collected inside it. Air rises, so it gathers in "
                "a pocket at the top where hot water cannot reach, and the radiator gives out "
                "less heat while the boiler works harder. Opening the little valve at the top "
                "corner with a radiator key lets the air hiss out."
            ),
            D(
                "Q: What pressure should my boiler be at?\nA: Most combi boilers want about "
                "1 to 1.5 bar when the heating is off."
            ),
            D(
                "Q: Why is just one radiator cold all over?\nA: Its thermostatic valve may "
                "be stuck shut; try tapping the pin under the head."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I take ibuprofen and paracetamol together?",
        "yes, adults can take them at the same time or alternate them, since they are "
        "different medicines, as long as neither's own maximum dose is exceeded",
        [
            D(
                "Q: Should I take ibuprofen with food?\nA: Yes, it is best taken with or "
                "after a meal to protect your stomach."
            ),
            S(
                "Medicines FAQ\nQ: I've had paracetamol for a headache. Am I allowed "
                "ibuprofen as well?\nA: For most adults, yes. The two work in different ways "
                "and can be taken at the same time or spaced apart, as long as you stay "
                "within the dose limit of each."
            ),
            D(
                "Paracetamol \u2013 adult dosage\n\u2022 One or two 500 mg tablets at a "
                "time\n\u2022 At least 4 hours between doses\n\u2022 No more than 8 tablets "
                "(4 g) in 24 hours"
            ),
            D(
                "Q: Can children take aspirin?\nA: Not under 16, unless a doctor prescribes "
                "it, because of the risk of Reye's syndrome."
            ),
        ],
    ),
    # --- paraphrase ------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted Girl with a Pearl Earring?",
        "Johannes Vermeer, around 1665",
        [
            D(
                "Tracy Chevalier's 1999 novel of the same name imagines the maid who might "
                "have sat for the picture; it was filmed in 2003 with Scarlett Johansson."
            ),
            S(
                "The small canvas of a young woman in a blue and yellow turban, glancing back "
                "over her shoulder with a large, gleaming drop hanging from her ear, was made "
                "around 1665 by Johannes Vermeer of Delft."
            ),
            D(
                "The Night Watch, Rembrandt's vast group portrait of an Amsterdam militia "
                "company, was finished in 1642 and hangs in the Rijksmuseum."
            ),
            D(
                "Since 1902 the picture has hung in the Mauritshuis in The Hague, which "
                "received it as a bequest from a collector who had bought it for a few "
                "guilders."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What is the fastest bird in the world?",
        "the peregrine falcon, which dives at over 300 km/h",
        [
            D(
                "Common swifts can stay on the wing for ten months at a stretch, eating and "
                "even sleeping in the air."
            ),
            D(
                "On the ground no bird outruns the ostrich, which can keep up about 70 km/h "
                "over open country."
            ),
            S(
                "Nothing alive moves quicker than a peregrine that folds its wings and drops "
                "on its prey from high above: in these hunting stoops it has been clocked at "
                "well over 300 km/h."
            ),
            D(
                "A hummingbird's wings can beat up to 80 times a second, which is where the "
                "humming comes from."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "In what year did the Western Roman Empire fall?",
        "476 AD, when Odoacer deposed Romulus Augustulus",
        [
            D(
                "Constantinople, the capital of the eastern half, held out for almost another "
                "thousand years, until the Ottoman sultan Mehmed II took it in 1453."
            ),
            S(
                "The line of emperors ruling from Italy came to an end in 476, when the "
                "Germanic general Odoacer removed the teenage Romulus Augustulus and, rather "
                "than crowning anyone else, governed as king of Italy."
            ),
            D(
                "In 410 the Visigoths under Alaric sacked Rome, the first time in some eight "
                "centuries that the city had fallen to a foreign enemy."
            ),
            D(
                "After Theodosius I died in 395, the empire was divided for good between his "
                "two sons, one ruling in the east and one in the west."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is larger, the Atlantic or the Indian Ocean?",
        "the Atlantic (about 106 million km\u00b2 against about 70 million)",
        [
            S(
                "The expanse of salt water that separates the Americas from Europe and Africa "
                "stretches over some 106 million square kilometres, second only to the "
                "Pacific."
            ),
            D(
                "The Arctic, the shallowest and smallest of the five, covers about 14 million "
                "square kilometres and is frozen over for much of the year."
            ),
            S(
                "Bounded by Africa to the west, Asia to the north and Australia to the east, "
                "the sea south of India spreads across roughly 70 million square kilometres, "
                "third in the world."
            ),
            D(
                "Covering nearly a third of the planet's surface, the Pacific is the biggest "
                "of all, at about 165 million square kilometres."
            ),
            D(
                "Many maps did not show the Southern Ocean around Antarctica as an ocean of "
                "its own until the twenty-first century."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "how",
        "How does soap kill germs?",
        "its molecules have a water-loving head and a grease-loving tail: the tails pry "
        "apart the fatty coat of many microbes, some viruses among them, and wrap up grease "
        "and germs so that rinsing water carries them off",
        [
            D(
                "Soap is made by heating fats or oils with a strong alkali such as lye, a "
                "reaction known as saponification."
            ),
            S(
                "Each molecule of the lather you work up at the sink has one end drawn to "
                "water and the other to oil. The oily ends wedge into the fatty outer layer "
                "of many microbes, including some viruses, and break it open, and they gather "
                "dirt and bugs into tiny clusters that a rinse under the tap simply washes "
                "away."
            ),
            D(
                "Hand sanitisers need to contain at least 60% alcohol to work well, and they "
                "do little against dirt or grease."
            ),
            D(
                "Health agencies advise washing hands for at least 20 seconds, about as long "
                "as humming Happy Birthday twice."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does my voice sound weird on recordings?",
        "normally you hear your voice partly through the bones of your skull, which adds deep "
        "tones; a recording catches only the sound that travels through the air, so it sounds "
        "higher and thinner than you expect",
        [
            D(
                "Breathing in helium makes speech sound squeaky because sound travels faster "
                "in the gas, which changes how the throat and mouth resonate."
            ),
            D(
                "In boys the voice drops at puberty as the larynx grows and the vocal folds "
                "get longer and thicker."
            ),
            S(
                "When you speak, you hear yourself two ways: through the air, and through "
                "vibrations carried by the bones of your head, which boost the low notes. A "
                "microphone picks up only the airborne part, so playing it back sounds "
                "higher and thinner than what you are used to hearing from yourself."
            ),
            D(
                "Condenser microphones are more sensitive than dynamic ones and are the usual "
                "choice in studios."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is it true we only use 10% of our brains?",
        "no, it is a myth: scans show that almost every part of the brain is active over a "
        "day, and damage to nearly any region has effects",
        [
            D(
                "The human brain holds roughly 86 billion neurons, linked by trillions of "
                "connections."
            ),
            S(
                "The idea that most of the grey matter sits idle is a myth. Imaging shows "
                "nearly every region at work over the course of a day, even in sleep, and "
                "injury to almost any part of the organ leaves some lasting effect."
            ),
            D(
                "Although it makes up only about 2% of body weight, the brain burns around a "
                "fifth of the body's energy."
            ),
            D(
                "After Albert Einstein died in 1955, a pathologist removed and kept his brain "
                "for study."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In what year did the author of 1984 die?",
        "1950 (George Orwell, who died on 21 January 1950)",
        [
            D(
                "Brave New World, Aldous Huxley's vision of a future of engineered contentment, "
                "came out in 1932; Huxley died in 1963, on the day John F. Kennedy was shot."
            ),
            S(
                "The novel about Big Brother, the Thought Police and Room 101, published in "
                "June 1949, was the last book of Eric Blair, who wrote under the pen name "
                "George Orwell."
            ),
            D(
                "Orwell's fable Animal Farm, in which pigs take over a farm, appeared in "
                "August 1945."
            ),
            S(
                "Orwell lost his long fight with tuberculosis in a London hospital on 21 "
                "January 1950, at the age of 46."
            ),
            D(
                "Eric Blair was born in 1903 in Motihari, in British India, where his father "
                "worked for the colonial civil service."
            ),
        ],
        drop=0,
    ),
]
