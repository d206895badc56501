"""A sixth held-out batch of the single-hop set: measured with at the end, never tuned on.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer never read the
evaluator's code, its benchmarks or its tests; they read only this set's README, `build.py`,
`source.py`, the dev sources (`source_dev2.py` to `source_dev32.py`, for the format and to avoid
their subjects), `source_heldout2.py`, `source_heldout3.py`, `source_heldout4.py` and
`source_heldout5.py`. Written after lexical-v25: 40 questions, 8 per style, of every shape (10
factoid, 5 each of comparison, list, how, why, yes/no and two-hop bridge), on subjects from
natural science (physics, chemistry, astronomy, the human body, weather), animals and plants,
and geography that no earlier source asks about (another writer took the other fields for a dev
batch at the same time); a quarter of them (10 of 40) are typed search-box style.

Like the dev batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two, and of each
of them) and is as rich, with names, dates and numbers of its own, many of them hard on purpose
(the same name for another thing, the same relation about another thing, or the right thing
but another attribute). Supports average 354 characters and distractors 349; the longest
passage is a support (or ties with one) in 5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled: "Title: text" --------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered oxygen?",
        "Carl Wilhelm Scheele and Joseph Priestley, independently (about 1772 and 1774)",
        [
            D(
                "Antoine Lavoisier: The French chemist Antoine Lavoisier gave oxygen its name in "
                "1777, from Greek words meaning acid-former, and showed that burning and rusting "
                "are reactions with it, overturning the phlogiston theory. He also named hydrogen, "
                "helped to set up the metric system, and, as a former tax collector, was "
                "guillotined in Paris on 8 May 1794, during the Terror, aged 50."
            ),
            D(
                "Henry Cavendish: The shy English scientist Henry Cavendish identified hydrogen as "
                "a distinct substance in 1766, calling it inflammable air, and later showed that "
                "it burns to form water. In 1798 he used a torsion balance to weigh the Earth, "
                "finding a density about 5.45 times that of water, close to the modern figure of "
                "5.51."
            ),
            S(
                "Oxygen: Oxygen was discovered independently by the Swedish apothecary Carl "
                "Wilhelm Scheele, who made it by heating mercuric oxide and other compounds around "
                "1772, and by the English clergyman Joseph Priestley, who isolated it on 1 August "
                "1774 and called it dephlogisticated air. Scheele's account was not printed until "
                "1777, so Priestley often gets the credit."
            ),
            D(
                "Daniel Rutherford: The Scottish physician and chemist Daniel Rutherford is "
                "credited with discovering nitrogen in 1772, while a student at Edinburgh, by "
                "removing the oxygen and carbon dioxide from air in which a mouse had been kept "
                "until it died. He called what was left noxious air, because it would support "
                "neither a flame nor life."
            ),
            D(
                "William Ramsay: The Scottish chemist William Ramsay found argon in 1894 with Lord "
                "Rayleigh, and then helium, neon, krypton and xenon over the next few years, "
                "adding a whole new column to the periodic table. He won the Nobel Prize in "
                "Chemistry in 1904, the first British winner of that prize, for his work on the "
                "noble gases of the air."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "factoid",
        "capital of kazakhstan",
        "Astana (the capital since 1997; called Nur-Sultan from 2019 to 2022)",
        [
            D(
                "Almaty: Almaty, in the foothills of the Trans-Ili Alatau in the south-east, is "
                "the largest city in Kazakhstan, with about 2.2 million people, and its chief "
                "centre of business and culture. It served as the capital of the Kazakh SSR and "
                "then of independent Kazakhstan until 1997. The Medeu skating rink, at about 1,690 "
                "metres, lies just above it."
            ),
            D(
                "Bishkek: Bishkek is the capital of Kyrgyzstan, Kazakhstan's southern neighbour, "
                "and lies in the Chuy Valley about 240 km west of Almaty, at the foot of the "
                "Kyrgyz Ala-Too range. Called Frunze in Soviet times, after a Red Army commander "
                "born there, it took its present name in 1991 and has about 1.1 million people."
            ),
            D(
                "Shymkent: Shymkent, in the far south of Kazakhstan near the border with "
                "Uzbekistan, is the country's third-largest city, with over a million people, and "
                "one of three cities with the status of a region in its own right. It grew up as a "
                "caravan stop on the Silk Road and is now a centre of oil refining, cement and "
                "food processing."
            ),
            S(
                "Astana: Astana has been the capital of Kazakhstan since 1997, when the government "
                "moved there from Almaty. It stands on the Ishim River on the steppe in the north "
                "of the country, was renamed Nur-Sultan in 2019 after the first president, and "
                "took back the name Astana in 2022. Its skyline includes the Bayterek tower and a "
                "giant tent-shaped mall, Khan Shatyr."
            ),
            D(
                "Baikonur: Baikonur, on the steppe of southern Kazakhstan, is the oldest and "
                "largest space launch site in the world. Sputnik 1 rose from it on 4 October 1957 "
                "and Yuri Gagarin on 12 April 1961, aboard Vostok 1. Russia still leases the "
                "cosmodrome and the town next to it from Kazakhstan, paying about 115 million "
                "dollars a year under an agreement that runs to 2050."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which is larger, Lake Erie or Lake Ontario?",
        "Lake Erie by surface area (about 25,700 square km against 18,960), though Lake Ontario "
        "holds far more water",
        [
            S(
                "Lake Erie: Lake Erie, shared by the Canadian province of Ontario and four US "
                "states, covers about 25,700 square kilometres, making it the fourth-largest of "
                "the Great Lakes by area. It is also the shallowest, averaging only 19 metres "
                "deep, so it warms fast in summer, often freezes over in winter and holds the "
                "least water of the five lakes."
            ),
            D(
                "Lake Huron: Lake Huron, the second-largest of the Great Lakes, covers about "
                "59,600 square kilometres and joins Lake Michigan through the Straits of Mackinac. "
                "Its Georgian Bay holds some 30,000 islands, and Manitoulin Island, at 2,766 "
                "square kilometres, is the largest island in any freshwater lake in the world."
            ),
            D(
                "Lake St. Clair: Lake St. Clair, a small heart-shaped lake between Ontario and "
                "Michigan, covers about 1,100 square kilometres and links Lake Huron with Lake "
                "Erie through the St. Clair and Detroit rivers. It averages only about 3.4 metres "
                "deep, so a channel is dredged through it for the big lake freighters, and some "
                "call it the sixth Great Lake."
            ),
            S(
                "Lake Ontario: Lake Ontario, the easternmost and smallest of the Great Lakes by "
                "area, covers about 18,960 square kilometres between the province of Ontario and "
                "New York State. It averages 86 metres deep, so it holds more than three times as "
                "much water as Lake Erie, and it drains through the Saint Lawrence River towards "
                "the Atlantic."
            ),
            D(
                "Niagara River: The Niagara River runs about 58 km north from Lake Erie to Lake "
                "Ontario, dropping about 99 metres on the way, half of it at Niagara Falls. Much "
                "of its water is diverted through tunnels to power stations on both banks, and "
                "under a treaty of 1950 more must flow over the falls by day in the tourist season "
                "than at night."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "list",
        "What are the alkali metals?",
        "lithium, sodium, potassium, rubidium, caesium and francium",
        [
            D(
                "Alkaline earth metal: The alkaline earth metals, group 2 of the periodic table, "
                "are beryllium, magnesium, calcium, strontium, barium and radium. They have two "
                "outer electrons, are harder and less reactive than their neighbours in group 1, "
                "and give fireworks some of their colours: strontium burns crimson, barium green "
                "and calcium orange."
            ),
            D(
                "Caesium: Caesium, a soft golden metal that melts at 28.5 degrees Celsius, was "
                "found in 1860 by Robert Bunsen and Gustav Kirchhoff, who saw two blue lines in "
                "the spectrum of mineral water from Durkheim. Since 1967 the second has been "
                "defined by the frequency of a transition in the caesium-133 atom, used in atomic "
                "clocks."
            ),
            D(
                "Halogen: The halogens, group 17, are fluorine, chlorine, bromine, iodine, "
                "astatine and the man-made tennessine. Their name means salt-former, since each "
                "joins with a metal such as sodium to make a salt. At room temperature fluorine "
                "and chlorine are gases, bromine is a liquid and iodine a dark solid that gives "
                "off a violet vapour."
            ),
            S(
                "Alkali metal: The alkali metals, group 1 of the periodic table, are lithium, "
                "sodium, potassium, rubidium, caesium and francium. Each has a single outer "
                "electron, which it gives up readily, so all are soft, shiny and react violently "
                "with water, and they are stored under oil. Hydrogen sits at the top of group 1 "
                "but is not counted among them."
            ),
            D(
                "Transition metal: The transition metals fill the broad middle block of the "
                "periodic table, groups 3 to 12, and include iron, copper, nickel, silver, gold "
                "and platinum. Many of them form coloured compounds and act as catalysts, and they "
                "are mostly hard, dense and good conductors; mercury, which is a liquid at room "
                "temperature, is the odd one out among them."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "how",
        "How do ants find their way back to their nest?",
        "they follow scent trails of pheromone laid by nestmates; desert ants, where scent fades, "
        "steer by the sun and count their steps",
        [
            D(
                "Army ant: Army ants of the tropics build no lasting nest. Instead the workers "
                "link their bodies together each night into a living shelter called a bivouac, "
                "which holds the queen and the brood, and set off at dawn in raiding columns that "
                "can number hundreds of thousands, overwhelming insects, spiders and even small "
                "lizards in their path."
            ),
            S(
                "Ant trail: Many ants find their way home by smell. A forager that finds food lays "
                "a trail of pheromone from glands in its abdomen on the way back, and its "
                "nestmates follow it with their antennae and add to it, so busy routes grow "
                "stronger. Desert ants of the Sahara, where scent fades fast, instead steer by the "
                "sun's position and count their steps."
            ),
            D(
                "Honeybee: A honeybee back from a good patch of flowers tells its hive-mates where "
                "to go with the waggle dance, performed on the vertical comb in the dark. The "
                "angle of the waggle run from straight up shows the direction of the food relative "
                "to the sun, and its length how far away it is. Karl von Frisch decoded the dance "
                "in the 1940s."
            ),
            D(
                "Leafcutter ant: Leafcutter ants of Central and South America cut pieces of leaf "
                "with their jaws and carry them underground, not to eat but to feed a fungus that "
                "they farm in large chambers. A mature colony can hold several million workers "
                "divided into castes by size, and its nest may spread over 30 square metres below "
                "the forest floor."
            ),
            D(
                "Homing pigeon: Homing pigeons can return to their loft from over 1,000 km away, "
                "even when released in places they have never seen. They seem to steer by the sun, "
                "by the Earth's magnetic field and by landmarks such as roads and rivers near "
                "home. In the First World War a pigeon named Cher Ami carried a message through "
                "gunfire that saved 194 American soldiers of the Lost Battalion in 1918."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "why",
        "why are moths attracted to light",
        "they are not drawn to it so much as trapped: flying at night they keep their back to the "
        "brightest part of the sky or the moon, so a nearby lamp makes them circle and spiral in",
        [
            D(
                "Firefly: Fireflies, which are beetles rather than flies, flash in patterns that "
                "tell males and females of the same species apart, using a reaction in their "
                "abdomens between luciferin, oxygen and the enzyme luciferase. Females of the "
                "genus Photuris copy the flashes of other species to lure their males in and eat "
                "them."
            ),
            D(
                "Clothes moth: The common clothes moth does its damage as a larva, which eats the "
                "keratin in wool, silk, fur and feathers, above all where clothes are stained with "
                "sweat or food. Unlike most moths, the adults shun light and hide in dark folds "
                "and wardrobes, and they do not feed at all in the few weeks they live."
            ),
            D(
                "Light pollution: Artificial light at night now brightens the sky over most of "
                "Europe and North America, hiding the Milky Way from about a third of humanity. "
                "Street lamps kill huge numbers of insects, confuse hatchling sea turtles heading "
                "for the sea and lead migrating birds astray; the first dark sky park was named at "
                "Natural Bridges in Utah in 2007."
            ),
            D(
                "Atlas moth: The Atlas moth of the forests of South and South-East Asia is one of "
                "the largest insects, with a wingspan of up to about 25 cm. The tips of its "
                "forewings look like the heads of snakes, which may scare off birds. Adults have "
                "no working mouthparts, live on fat stored as caterpillars and die within about "
                "two weeks."
            ),
            S(
                "Moth: Moths are not really drawn to lamps; they get trapped by them. Flying at "
                "night, a moth keeps its back turned towards the brightest part of the sky, or "
                "holds the moon at a steady angle, to stay level and on course. A nearby bulb "
                "throws this off, so it circles and spirals in towards it, as high-speed cameras "
                "showed in a study of 2024."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "yesno",
        "Is bamboo a grass?",
        "yes: bamboos are giant members of the grass family, Poaceae",
        [
            D(
                "Giant panda: The giant panda of the mountains of central China eats almost "
                "nothing but bamboo, about 12 to 38 kg a day, and spends most of its waking hours "
                "feeding. It has an enlarged wrist bone that works like a thumb to grip the stems. "
                "About 1,860 live in the wild, and China lends pairs to foreign zoos for about a "
                "million dollars a year."
            ),
            S(
                "Bamboo: Bamboos are not trees but giant grasses, forming the subfamily "
                "Bambusoideae of the grass family Poaceae, the same family as wheat, rice and lawn "
                "grass. Their woody hollow stems, called culms, can grow almost a metre in a day, "
                "the fastest of any plant, and some kinds flower only once every 60 to 120 years, "
                "all at once, and then die."
            ),
            D(
                "Rattan: Rattan, the cane used for wicker chairs and baskets, comes from climbing "
                "palms of the tropical forests of Asia and Africa, not from bamboo. Its stems are "
                "solid rather than hollow and can grow well over 100 metres long, hooking onto "
                "trees with spines, and Indonesia supplies most of the rattan sold in the world."
            ),
            D(
                "Banana: The banana plant looks like a tree but is the world's largest herb: its "
                "trunk is a false stem of tightly rolled leaf bases, with no wood in it, and it "
                "dies back after fruiting, to be replaced by a shoot from the underground corm. "
                "India grows more bananas than any other country, and the Cavendish makes up about "
                "half of the world's crop."
            ),
            D(
                "Sugar cane: Sugar cane, a tall perennial grass first grown as a crop in New "
                "Guinea, reaches 3 to 6 metres in tropical fields, and its jointed stalks hold a "
                "sweet juice that is crushed out and boiled down into sugar. Brazil is the largest "
                "grower, turning much of its crop into ethanol for cars, and the fibrous leftover, "
                "bagasse, fuels the mills."
            ),
        ],
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What currency is used in the country where Cappadocia is?",
        "the Turkish lira (Cappadocia is in central Turkey)",
        [
            S(
                "Cappadocia: Cappadocia is a region of central Anatolia in Turkey, famous for its "
                "fairy chimneys, tall cones of soft volcanic tuff left standing by erosion, and "
                "for whole towns dug underground, such as Derinkuyu, which could shelter "
                "thousands. Hot-air balloons rise over the valleys near G\u00f6reme at dawn, and "
                "its rock-cut churches date from Byzantine times."
            ),
            D(
                "Pamukkale: Pamukkale, in the Denizli province of south-western Turkey, is a "
                "hillside of white travertine terraces built up by hot springs rich in calcium "
                "carbonate, and its name means cotton castle. The ruins of the Roman spa city of "
                "Hierapolis stand above it, and the two were made a UNESCO World Heritage Site "
                "together in 1988."
            ),
            D(
                "Cyprus pound: The Cyprus pound was the currency of the Republic of Cyprus until 1 "
                "January 2008, when the island's south switched to the euro at a rate of about "
                "0.585 pounds to the euro. The north of the island, whose Turkish Cypriot state is "
                "recognised only by Ankara, never used it after 1974. Its euro coins now show a "
                "mouflon, a wild sheep."
            ),
            S(
                "Turkish lira: The Turkish lira is the currency of Turkey and of Northern Cyprus, "
                "issued by the Central Bank of the Republic of Turkey. A new lira replaced the old "
                "one in 2005, dropping six zeros after years of high inflation, and every note "
                "carries a portrait of Mustafa Kemal Atat\u00fcrk. Its value fell sharply against "
                "the dollar from 2018 to 2023."
            ),
            D(
                "Mount Erciyes: Mount Erciyes, a dormant volcano near the city of Kayseri, rises "
                "to about 3,917 metres and is the highest peak in central Anatolia. Its ancient "
                "eruptions, with those of Hasan Da\u011f to the south-west, laid down the ash and "
                "tuff of the plateau around it, and its snowy slopes now hold one of the country's "
                "largest ski resorts."
            ),
        ],
        heldout=True,
    ),
    # --- prose: plain sentences -------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "coldest planet in the solar system",
        "Uranus, with upper-atmosphere temperatures recorded at about minus 224 degrees Celsius, "
        "colder than Neptune though Neptune lies farther out",
        [
            D(
                "Neptune, the eighth and farthest planet, orbits about 4.5 billion km from the Sun "
                "and takes 165 years to go round it once. It was found in 1846 by Johann Galle in "
                "Berlin, where Urbain Le Verrier had predicted it from wobbles in the path of "
                "Uranus, and its winds are the fastest in the Solar System, reaching over 2,000 "
                "km/h."
            ),
            D(
                "Mercury, the planet nearest the Sun, has the widest swing in temperature of any: "
                "with almost no air to hold heat, its dayside reaches about 430 degrees Celsius "
                "while its nightside falls to minus 180. Craters near its poles lie in endless "
                "shadow and hold water ice, as NASA's MESSENGER probe confirmed before it crashed "
                "into the planet in April 2015."
            ),
            S(
                "Although Neptune lies farther from the Sun, the lowest temperature measured on "
                "any planet belongs to Uranus, whose upper atmosphere has been recorded at about "
                "minus 224 degrees Celsius. Uranus gives off strangely little heat of its own, for "
                "reasons still debated, perhaps linked to the giant collision thought to have "
                "knocked it onto its side."
            ),
            D(
                "Pluto was counted as the ninth planet from its discovery by Clyde Tombaugh in "
                "1930 until 2006, when the International Astronomical Union made it a dwarf "
                "planet. Its surface, at about minus 230 degrees Celsius, is coated with frozen "
                "nitrogen, methane and carbon monoxide, and New Horizons found a vast heart-shaped "
                "plain on it in 2015."
            ),
            D(
                "Venus is the hottest planet in the Solar System, hotter even than Mercury, with a "
                "surface temperature of about 465 degrees Celsius by night and by day. Its thick "
                "carbon dioxide atmosphere, with a pressure about 92 times that of Earth at the "
                "ground, traps the heat in a runaway greenhouse effect, and its clouds are drops "
                "of sulphuric acid."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "factoid",
        "How high is Mount Olympus in Greece?",
        "about 2,917 metres, at its highest summit, Mytikas",
        [
            D(
                "Olympus Mons, a shield volcano on Mars, is the tallest known mountain in the "
                "Solar System, rising about 22 km above the plains around it, nearly three times "
                "the height of Everest. Its base is about 600 km across, roughly the size of "
                "Arizona, and a cliff up to 8 km high rings its edge. Mariner 9 first mapped it "
                "from orbit in 1971 and 1972, once a global dust storm had cleared."
            ),
            D(
                "Mount Olympus in Washington State is the highest peak of the Olympic Mountains, "
                "reaching 2,432 metres on the Olympic Peninsula west of Seattle. Heavy snowfall "
                "from Pacific storms feeds several glaciers on its slopes, among them the Blue "
                "Glacier, and it lies at the heart of Olympic National Park, created in 1938."
            ),
            D(
                "Mount Olympus in the Troodos range is the highest point of Cyprus, at 1,952 "
                "metres, and is also known as Chionistra. A British radar station stands on its "
                "summit, and ski runs operate on its northern slopes in winter, when snow can lie "
                "for three months. The Troodos massif is a rare slice of ancient ocean floor "
                "pushed up onto land."
            ),
            S(
                "Mount Olympus, the legendary home of the twelve gods of Greek myth, rises between "
                "Thessaly and Macedonia near the Aegean coast, and its highest summit, Mytikas, "
                "stands about 2,917 metres above sea level, the highest point in Greece. It was "
                "first climbed on 2 August 1913 by Christos Kakkalos with two Swiss, "
                "Fr\u00e9d\u00e9ric Boissonnas and Daniel Baud-Bovy."
            ),
            D(
                "Olympia, in the western Peloponnese, was the site of the ancient Olympic Games, "
                "held every four years in honour of Zeus from, by tradition, 776 BC until about AD "
                "393. Its sanctuary held the great statue of Zeus by Phidias, one of the Seven "
                "Wonders, and the flame for the modern Games is still lit there from the sun's "
                "rays with a mirror."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "comparison",
        "Which is bigger, the North Sea or the Baltic Sea?",
        "the North Sea: about 570,000 square km, against about 377,000 for the Baltic",
        [
            D(
                "The Norwegian Sea, north-west of Norway between the North Sea and the Greenland "
                "Sea, covers about 1.38 million square kilometres and plunges to over 3,900 "
                "metres. The North Atlantic Current carries warm water through it, which keeps "
                "Norway's coast free of ice far north of the Arctic Circle, and the Maelstrom "
                "whirlpool swirls off the Lofoten Islands."
            ),
            S(
                "The Baltic Sea, almost enclosed by northern Europe and joined to the ocean only "
                "by narrow Danish straits, covers about 377,000 square kilometres. Rivers pour so "
                "much fresh water into it that its water is brackish, barely salty at all in the "
                "far north of the Gulf of Bothnia, which freezes over most winters. It averages "
                "about 55 metres deep."
            ),
            D(
                "The White Sea is a deep inlet of the Barents Sea on the north-west coast of "
                "Russia, covering about 90,000 square kilometres. The Arctic Circle crosses it and "
                "it is frozen for about six months of the year, and the port of Arkhangelsk stands "
                "where the Northern Dvina flows into it. A canal dug by prisoners in the 1930s "
                "links it to the Baltic."
            ),
            S(
                "The North Sea, a shallow arm of the Atlantic between Great Britain, Norway, "
                "Denmark, Germany, the Netherlands, Belgium and France, covers about 570,000 "
                "square kilometres. It averages only about 95 metres deep, and its southern part, "
                "around the Dogger Bank, was dry land within the last 10,000 years. Oil and gas "
                "were found under it in the 1960s."
            ),
            D(
                "The Wadden Sea, a band of tidal flats and barrier islands along the North Sea "
                "coasts of the Netherlands, Germany and Denmark, is the largest unbroken stretch "
                "of intertidal sand and mud in the world, about 11,500 square kilometres. Twice a "
                "day the tide uncovers much of it, so people can walk out to the islands, and it "
                "became a World Heritage Site in 2009."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "list",
        "What are the layers of the Earth?",
        "the crust, the mantle, the liquid outer core and the solid inner core",
        [
            D(
                "The Earth's atmosphere is divided by temperature into layers: the troposphere, "
                "where weather happens, up to about 12 km; the stratosphere, which holds the ozone "
                "layer; the mesosphere, where meteors burn up; the thermosphere, home of the "
                "aurora and the International Space Station; and the thin exosphere, fading out "
                "into space."
            ),
            D(
                "In 1936 the Danish seismologist Inge Lehmann noticed that some earthquake waves "
                "bounced back from deep inside the planet where none were expected, and concluded "
                "that a solid ball must lie at its centre. She lived to the age of 104, and the "
                "Lehmann discontinuity, a boundary in the upper mantle about 220 km down, is also "
                "named after her."
            ),
            D(
                "The Earth's outer shell is broken into about fifteen major tectonic plates, slabs "
                "of rock about 100 km thick known together as the lithosphere. They ride on the "
                "softer asthenosphere below, moving a few centimetres a year, about as fast as "
                "fingernails grow, and where they meet they raise mountains, open oceans and set "
                "off earthquakes."
            ),
            S(
                "Beneath our feet the Earth is built in layers. The thin rocky crust, 5 to 70 km "
                "thick, sits on the mantle, hot rock that flows very slowly and reaches down to "
                "about 2,900 km. Below that lies the outer core, liquid iron and nickel whose "
                "churning makes the magnetic field, and at the centre the solid inner core, about "
                "1,220 km in radius."
            ),
            D(
                "The Kola Superdeep Borehole in the far north-west of Russia is the deepest hole "
                "ever drilled, reaching 12,262 metres in 1989 after nearly twenty years of work. "
                "Even so it pierced only about a third of the way through the continental crust "
                "there, and the rock at the bottom was about 180 degrees Celsius, far hotter than "
                "expected, so drilling stopped."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "how",
        "How do waterfalls form?",
        "a river crosses hard rock lying over softer rock and wears the soft rock away faster; a "
        "step forms, the plunge pool undercuts the hard cap until it collapses, and the falls "
        "retreat upstream",
        [
            D(
                "An oxbow lake begins as a bend in a slow river on a wide floodplain. The current "
                "swings wide and cuts into the outer bank, while sand and mud pile up on the inner "
                "one, so the loop grows until its two ends nearly meet. In a flood the river "
                "breaks through the narrow neck, and the old bend, sealed off by silt, is left "
                "behind as a curved, still lake, cut off from the flow."
            ),
            D(
                "Angel Falls in Venezuela, the world's highest uninterrupted waterfall, drops 979 "
                "metres from the edge of Auyan-tepui, a flat-topped mountain in Canaima National "
                "Park. It takes its name from Jimmie Angel, an American pilot who flew over it in "
                "1933 and landed his plane on the summit in 1937; he and his party took eleven "
                "days to walk out."
            ),
            D(
                "A canyon is carved when a river keeps cutting down into land that is slowly "
                "rising, as the Colorado Plateau has for millions of years. The Colorado River "
                "sawed the Grand Canyon about 1,800 metres deep, while rain, frost and rockfalls "
                "widened it to as much as 29 km across, laying bare rocks nearly two billion years "
                "old at the bottom."
            ),
            D(
                "Niagara Falls has moved about 11 km upstream since the end of the last ice age, "
                "some 12,500 years ago, and was wearing back about a metre a year before engineers "
                "stepped in. Today much of the river is diverted to power plants and the flow over "
                "the falls is cut at night, which has slowed the retreat to a few centimetres a "
                "year."
            ),
            S(
                "Where a river crosses a band of hard rock lying over softer rock, the water wears "
                "away the soft layer faster, and a step forms in the riverbed. The falling water "
                "then scours a deep plunge pool at the foot and eats back under the hard cap rock, "
                "leaving an overhang that in time collapses, so the falls creep upstream, carving "
                "a gorge behind them."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "why",
        "why is the sunset red",
        "low sunlight crosses far more air, which scatters the blue and violet away, so mostly "
        "orange and red light reaches the eye",
        [
            D(
                "The daytime sky is blue because nitrogen and oxygen molecules scatter the short "
                "wavelengths of sunlight much more strongly than the long ones, an effect worked "
                "out by the English physicist Lord Rayleigh in 1871. Violet is scattered even more "
                "than blue, but the Sun gives out less of it and our eyes are less sensitive to "
                "it, so to human eyes the sky looks blue rather than purple."
            ),
            S(
                "When the sun sits low on the horizon its light has to pass through far more of "
                "the atmosphere to reach us than at midday, up to about forty times as much. Along "
                "that long path the air molecules scatter the short blue and violet waves out to "
                "the sides, so what comes straight through is mostly the longer orange and red "
                "light, tinting sky and clouds."
            ),
            D(
                "The green flash is a brief green spot or rim seen on the top edge of the sun just "
                "as it sets or rises, usually for a second or two. The atmosphere bends light like "
                "a prism, lifting the green image slightly above the red one, so when the rest of "
                "the disc has gone the green part lingers. It is best seen over a clear, flat sea "
                "horizon."
            ),
            D(
                "During a total lunar eclipse the Moon turns a coppery red, which is why it is "
                "called a blood moon. The Earth blocks direct sunlight, but some light is bent "
                "through our atmosphere onto the Moon, and that light has lost its blue on the "
                "way, so mainly the red part arrives. The eclipse of 27 July 2018 had a totality "
                "of 103 minutes."
            ),
            D(
                "After the eruption of Krakatoa in August 1883, ash and sulphur gas spread around "
                "the world in the stratosphere, and for months the evening skies over Europe and "
                "North America glowed so vividly that fire engines were called out in New York and "
                "Connecticut. Some think the flaming sky in Munch's painting The Scream recalls "
                "those evenings."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "yesno",
        "Does hot water freeze faster than cold water?",
        "sometimes: under some conditions it has been seen to (the Mpemba effect), but careful "
        "experiments often fail to repeat it, so it is no reliable rule",
        [
            D(
                "Water normally freezes at 0 degrees Celsius, but very pure water in a smooth "
                "container can be cooled well below that without turning to ice, a state called "
                "supercooling, and tiny droplets in clouds stay liquid down to about minus 40 "
                "degrees. A jolt, a speck of dust or a crystal of ice dropped in makes supercooled "
                "water freeze almost at once."
            ),
            D(
                "Water boils at a lower temperature the higher you go, because the air pressure "
                "falls: at the summit of Mount Everest it boils at only about 70 degrees Celsius, "
                "too cool to cook an egg properly in the usual time. A pressure cooker works the "
                "other way round, raising the boiling point to about 120 degrees so that food "
                "cooks faster."
            ),
            S(
                "Under some conditions, warm water put in a freezer has been seen to freeze before "
                "cold water, a puzzle known as the Mpemba effect after Erasto Mpemba, a Tanzanian "
                "schoolboy who noticed it in 1963 while making ice cream. Evaporation, dissolved "
                "gases and currents inside the container have all been offered as causes, but "
                "careful tests often fail to repeat it."
            ),
            D(
                "Ice is about nine per cent less dense than liquid water, because freezing locks "
                "the molecules into an open hexagonal lattice, so ice floats and lakes freeze from "
                "the top down. Water is densest at about 4 degrees Celsius, so in winter that "
                "water sinks to the bottom of deep lakes, where fish can survive until spring "
                "beneath the ice."
            ),
            D(
                "Salt lowers the freezing point of water, which is why seawater, with about 35 "
                "grams of salt per litre, does not freeze until about minus 1.9 degrees Celsius, "
                "and why roads are salted in winter. When sea ice forms it pushes most of the salt "
                "out into the water below, so old sea ice can even be melted down for drinking "
                "water."
            ),
        ],
        heldout=True,
    ),
    Q(
        "prose",
        "bridge",
        "What is the capital of the country where the Chocolate Hills are?",
        "Manila (the Chocolate Hills are on the island of Bohol, in the Philippines)",
        [
            D(
                "Bohol's other famous residents are the Philippine tarsiers, tiny nocturnal "
                "primates only 10 to 15 cm long with eyes so large that each is as big as the "
                "animal's brain. They cannot move their eyes in their sockets, so they turn their "
                "heads almost 180 degrees instead, and they live on insects caught by leaping "
                "between trees at night."
            ),
            S(
                "The Chocolate Hills are some 1,200 to 1,800 grassy limestone mounds, most of them "
                "30 to 50 metres high, spread over about 50 square kilometres of the island of "
                "Bohol in the central Philippines. In the dry season the grass turns brown, giving "
                "them their name, and they appear on the flag and seal of Bohol province."
            ),
            D(
                "Quezon City, just north-east of Manila, is the most populous city in the "
                "Philippines, with nearly 3 million people, and it was the national capital from "
                "1948 to 1976. It is named after Manuel L. Quezon, president of the Commonwealth "
                "of the Philippines, and houses the House of Representatives and the main campus "
                "of the state university."
            ),
            D(
                "Jakarta, on the north-west coast of Java, has been the capital of Indonesia since "
                "independence, but it is sinking by up to 25 cm a year in places as groundwater is "
                "pumped out, and a new capital, Nusantara, is being built in East Kalimantan on "
                "Borneo. Greater Jakarta, with over 30 million people, is one of the largest "
                "cities in the world."
            ),
            S(
                "Manila, on the eastern shore of Manila Bay on the island of Luzon, is the capital "
                "of the Philippines and one of the most crowded cities on Earth, with about 1.8 "
                "million people packed into some 43 square kilometres. The walled city of "
                "Intramuros was built by the Spanish from the 1570s, and Metro Manila is home to "
                "over 13 million people."
            ),
            D(
                "The Banaue Rice Terraces were carved into the mountains of Ifugao province in "
                "northern Luzon by hand, perhaps 2,000 years ago, though some scholars now think "
                "they are younger. Fed by an old irrigation system from the rainforest above, they "
                "climb up to 1,500 metres, and Filipinos sometimes call them the eighth wonder of "
                "the world."
            ),
        ],
        heldout=True,
    ),
    # --- web: snippets with breadcrumbs and page furniture ----------------------------------------
    Q(
        "web",
        "factoid",
        "largest jellyfish in the world",
        "the lion's mane jellyfish: a bell up to about 2 metres across and tentacles that may "
        "stretch over 30 metres",
        [
            D(
                "Home > Animals > Sea life | Not a jellyfish at all\nThe Portuguese man o' war "
                "looks like a jellyfish but is a siphonophore, a colony of small animals called "
                "zooids that cannot live apart. Its blue gas-filled float, up to 30 cm long, rides "
                "the surface like a sail, while its stinging tentacles usually hang about 10 "
                "metres below and can reach 30.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Sea life | The deadliest jellyfish\nThe Australian box "
                "jellyfish, Chironex fleckeri, has a bell about 30 cm across and up to 15 "
                "tentacles on each of its four corners, each up to 3 metres long and armed with "
                "millions of stinging cells. Its venom can stop a human heart within minutes, and "
                "vinegar is poured on stings to disable cells that have not yet fired.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Animals > Sea life | Meet the lion's mane jellyfish\nThe largest known "
                "jellyfish is the lion's mane of the cold northern seas, whose bell can reach "
                "about 2 metres across, trailing hundreds of sticky tentacles that may stretch "
                "over 30 metres, longer than a blue whale. The biggest on record washed ashore in "
                "Massachusetts Bay in 1870.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Sea life | The jellyfish that may live for ever\nTurritopsis "
                "dohrnii, a jellyfish only about 4.5 millimetres across, can turn back from an "
                "adult into a polyp when it is injured, starved or old, and start its life cycle "
                "again. Found first in the Mediterranean, it has spread around the world in the "
                "ballast water of ships.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Sea life | Moon jellyfish\nThe moon jellyfish, common in coastal "
                "waters around the world, has a clear bell up to about 40 cm across with four "
                "horseshoe-shaped pink or purple rings, its reproductive organs, showing through "
                "the top. Its sting is too weak to hurt people, and leatherback turtles eat vast "
                "numbers of them.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "factoid",
        "When did Eyjafjallaj\u00f6kull erupt?",
        "in 2010: it began erupting in March, and its ash cloud from mid-April grounded flights "
        "across Europe",
        [
            D(
                "Home > Earth > Volcanoes | Gr\u00edmsv\u00f6tn, Iceland's busiest "
                "volcano\nGr\u00edmsv\u00f6tn, hidden beneath the Vatnaj\u00f6kull ice cap, erupts "
                "every few years. In May 2011 its ash plume climbed 20 km within hours and about "
                "900 flights were cancelled, and in 1996 an eruption nearby melted enough ice to "
                "send a flood that swept away part of the ring road.\nShare this | Cookie policy"
            ),
            S(
                "Home > Earth > Volcanoes | The eruption that grounded "
                "Europe\nEyjafjallaj\u00f6kull, an ice-capped volcano in southern Iceland, began "
                "erupting in March 2010, and from 14 April an explosive phase under its glacier "
                "sent a cloud of fine ash into the jet stream. Airspace over much of Europe closed "
                "for six days, grounding about 100,000 flights and stranding some 10 million "
                "travellers.\nShare this | Cookie policy"
            ),
            D(
                "Home > Earth > Volcanoes | Laki and the haze of 1783\nThe Laki fissure in "
                "southern Iceland erupted for eight months from June 1783, pouring out about 14 "
                "cubic km of lava and clouds of poisonous gas. The fluorine and sulphur killed "
                "most of the island's livestock, about a fifth of the people died in the famine "
                "that followed, and a dry fog spread over Europe that summer, blamed for thousands "
                "of deaths in England.\nShare this | Cookie policy"
            ),
            D(
                "Home > Earth > Volcanoes | Hekla, the gateway to hell\nHekla, in the south of "
                "Iceland, has erupted more than twenty times since the island was settled, most "
                "recently in 1947, 1970, 1980, 1991 and 2000, and medieval Europeans believed it "
                "to be an entrance to hell. Its eruption of 1104 buried farms across the valley of "
                "\u00de\u00fajors\u00e1rdalur under pumice.\nShare this | Cookie policy"
            ),
            D(
                "Home > Earth > Volcanoes | Fagradalsfjall, the tourist eruption\nOn 19 March 2021 "
                "lava began to pour from a fissure in the Fagradalsfjall area of the Reykjanes "
                "Peninsula, the first eruption there in about 800 years. It went on for six "
                "months, and hundreds of thousands of people hiked out to watch the glowing lava, "
                "some of them cooking hot dogs on it.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "comparison",
        "Which is bigger, a great white shark or a tiger shark?",
        "the great white: usually 4.5 to 5 metres and up to about 2 tonnes, against about 3 to "
        "4.5 metres and 400 to 700 kg for a tiger shark",
        [
            D(
                "Home > Animals > Sharks | Basking shark facts\nThe basking shark is the "
                "second-largest fish in the world after the whale shark, reaching about 8 metres. "
                "It cruises slowly near the surface with its huge mouth open, filtering up to "
                "2,000 tonnes of water an hour for plankton, and can be seen off Cornwall, the "
                "Isle of Man and the west of Ireland each summer.\nShare this | Cookie policy"
            ),
            S(
                "Home > Animals > Sharks | Great white shark facts\nThe great white shark, the "
                "largest predatory fish in the sea, usually grows to between 4.5 and 5 metres, "
                "with big females passing 6 metres and weighing up to about 2 tonnes. Found in "
                "cool coastal waters worldwide, it ambushes seals from below, and it keeps its "
                "muscles warmer than the water around it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Sharks | Bull shark facts\nThe bull shark, a stocky shark up to "
                "about 3.5 metres long, can live in fresh water as well as salt, and has been "
                "found thousands of kilometres up the Amazon and the Mississippi, as far as Alton, "
                "Illinois, in 1937. With the great white and the tiger shark, it is blamed for "
                "most unprovoked attacks on people.\nShare this | Cookie policy"
            ),
            S(
                "Home > Animals > Sharks | Tiger shark facts\nThe tiger shark of warm seas usually "
                "reaches about 3 to 4.5 metres and 400 to 700 kg, and is named for the dark "
                "stripes on the young that fade with age. It eats almost anything, from turtles "
                "and seabirds to number plates and tyres found in its stomach, which has earned it "
                "the nickname the wastebasket of the sea.\nShare this | Cookie policy"
            ),
            D(
                "Home > Animals > Prehistoric | Megalodon\nMegalodon, a giant shark that lived "
                "from about 23 to 3.6 million years ago, is known mostly from teeth up to 18 cm "
                "long. Estimates of its length range from about 15 to 20 metres, making it one of "
                "the largest predators that ever lived, and it fed on whales. Competition from the "
                "great white may have helped finish it off.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "web",
        "list",
        "countries bordering hungary",
        "Austria, Slovakia, Ukraine, Romania, Serbia, Croatia and Slovenia",
        [
            D(
                "Home > Travel > Europe > Austria | Austria at a glance\nAustria, a landlocked "
                "Alpine republic of about 9 million people, borders eight countries: Germany, the "
                "Czech Republic, Slovakia, Hungary, Slovenia, Italy, Switzerland and "
                "Liechtenstein. Vienna, its capital, lies on the Danube near the Slovak border, "
                "and the Grossglockner, 3,798 metres, is its highest peak.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Travel > Europe > Slovakia | Slovakia at a glance\nSlovakia, which split "
                "peacefully from the Czech Republic on 1 January 1993, borders Poland to the "
                "north, Ukraine to the east, Hungary to the south, Austria to the south-west and "
                "the Czech Republic to the north-west. Its capital, Bratislava, is the only "
                "capital in the world that borders two other countries, Austria and "
                "Hungary.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Europe > Hungary | Hungary at a glance\nHungary is a landlocked "
                "country in the Carpathian Basin with seven neighbours: Austria to the west, "
                "Slovakia to the north, Ukraine to the north-east, Romania to the east, Serbia to "
                "the south, and Croatia and Slovenia to the south-west. Budapest, its capital, was "
                "formed by joining Buda, \u00d3buda and Pest in 1873.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe > Hungary | Lake Balaton\nLake Balaton in western Hungary "
                "is the largest lake in central Europe, about 77 km long and 592 square "
                "kilometres, yet it averages only about 3 metres deep, so it warms quickly in "
                "summer and freezes over in hard winters. Hungarians call it their sea, and "
                "resorts such as Si\u00f3fok line its southern shore.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe > Romania | Romania at a glance\nRomania, on the Black "
                "Sea, borders Ukraine to the north and east, Moldova to the north-east, Bulgaria "
                "to the south, Serbia to the south-west and Hungary to the west. The Carpathian "
                "Mountains curve through the middle of it, enclosing Transylvania, and the Danube "
                "ends in a great delta on its coast.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "how",
        "How do avalanches start?",
        "a stiff slab of snow breaks away when a weak layer buried beneath it collapses under "
        "extra weight (new snow, wind-drifted snow or a skier), usually on slopes of 30 to 45 "
        "degrees",
        [
            D(
                "Home > Outdoors > Mountain safety | The avalanche transceiver\nAn avalanche "
                "transceiver, worn under the jacket, sends a pulsing radio signal at 457 kHz so "
                "that partners can find a buried skier. Speed matters: most victims survive if dug "
                "out within 15 minutes, but barely a third after 35 minutes, so everyone in a "
                "group should also carry a probe and a shovel.\nShare this | Cookie policy"
            ),
            D(
                "Home > Earth > Landslides | How landslides happen\nA landslide starts when the "
                "pull of gravity on a slope overcomes the strength of the soil and rock holding "
                "it. Heavy rain is the commonest trigger, filling the pores with water that pushes "
                "grains apart, while earthquakes, undercutting by rivers and the felling of trees "
                "also play a part.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Winter | What makes a blizzard?\nA blizzard is defined in the "
                "United States as a storm with winds of at least 56 km/h and falling or blowing "
                "snow that cuts visibility below 400 metres for three hours or more. It needs cold "
                "air, moisture and a strong pressure gradient, as when Arctic air sweeps in behind "
                "a deep low, as in the Great Blizzard of 1888.\nShare this | Cookie policy"
            ),
            S(
                "Home > Outdoors > Mountain safety | How avalanches start\nMost deadly avalanches "
                "are slab avalanches. Snow falls in layers, and if a weak layer, such as loose "
                "sugary crystals or buried frost, lies under a stiffer slab, extra weight from new "
                "snow, drifting wind or a skier can make it collapse. The slab cracks and slides "
                "away, usually on slopes of 30 to 45 degrees.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Disasters | The winter of terror\nIn the winter of 1950 to 1951 "
                "about 650 avalanches struck the Alps of Switzerland, Austria and Italy over three "
                "months, killing more than 260 people, after record snowfall piled up in January. "
                "Villages in the Swiss canton of Graub\u00fcnden were among the worst hit, and "
                "barriers were later built above many towns.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "why",
        "why do monsoons happen",
        "in summer the land heats up faster than the ocean, so low pressure over it draws in "
        "moist sea air that rises and drops heavy rain; in winter the winds reverse",
        [
            D(
                "Home > Weather > India | When does the monsoon arrive?\nThe south-west monsoon "
                "usually reaches the coast of Kerala around 1 June and covers the whole of India "
                "by about 8 July, before pulling back from the north-west from mid-September. It "
                "brings about three quarters of the country's yearly rainfall, and a weak monsoon "
                "can cut harvests and drive up food prices.\nShare this | Cookie policy"
            ),
            S(
                "Home > Weather > Climate | Why monsoons happen\nA monsoon is a seasonal reversal "
                "of the wind. In summer the land heats up much faster than the ocean, so the hot "
                "air over it rises and leaves low pressure, drawing in moist sea air that cools as "
                "it climbs and drops heavy rain. In winter the land cools faster, and dry winds "
                "blow back out to sea.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Records | The wettest place on Earth\nMawsynram, in the hills of "
                "Meghalaya in north-east India, gets about 11,870 mm of rain a year, the most of "
                "any inhabited place, and nearby Cherrapunji holds the record for a calendar "
                "month, over 9,300 mm in July 1861. Villagers make full-body umbrellas, called "
                "knups, from bamboo and leaves.\nShare this | Cookie policy"
            ),
            D(
                "Home > Weather > Climate | What are the trade winds?\nThe trade winds blow "
                "steadily towards the equator from about 30 degrees north and south, turned "
                "westward by the Earth's spin, so they come from the north-east in the northern "
                "hemisphere and the south-east in the southern. Sailing ships rode them across the "
                "Atlantic, and they meet in the doldrums, a belt of calms.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Weather > Climate | Sea breezes explained\nOn a sunny day the land warms "
                "faster than the sea, and by early afternoon a cool breeze blows in from the "
                "water, sometimes 30 km inland, as air rises over the hot ground. At night the "
                "pattern reverses, and a gentle land breeze flows out to sea. Sea breezes often "
                "set off afternoon thunderstorms in Florida.\nShare this | Cookie policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "yesno",
        "Is the Earth a perfect sphere?",
        "no: its spin makes it bulge at the equator and flatten at the poles, about 43 km wider "
        "across the equator than from pole to pole",
        [
            D(
                "Home > Science > Earth | Who first measured the Earth?\nAround 240 BC "
                "Eratosthenes, the librarian of Alexandria, noticed that at noon on the summer "
                "solstice the sun shone straight down a well at Syene but cast a shadow of about 7 "
                "degrees at Alexandria. From the distance between the two cities he worked out the "
                "Earth's circumference, coming close to the true 40,000 km.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Science > Space | Why are planets round?\nAny body big enough, roughly 400 "
                "km across or more for an icy moon and larger for rock, is pulled by its own "
                "gravity into a ball, since gravity draws everything towards the centre. Smaller "
                "asteroids and moons, such as Mars's moon Phobos, stay lumpy, shaped like "
                "potatoes, because their gravity is too weak.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Earth | The Earth's circumference\nMeasured around the equator "
                "the Earth is about 40,075 km, and the metre was first defined in 1793 as one "
                "ten-millionth of the distance from the North Pole to the equator through Paris. "
                "Walking non-stop at 5 km/h, it would take about 334 days to go once round, if "
                "there were no oceans in the way.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Earth | What shape is the Earth?\nThe Earth is not quite round. "
                "Its spin flings the equator outward, so the planet is an oblate spheroid, about "
                "12,756 km across at the equator but only 12,714 km from pole to pole, a "
                "difference of some 43 km. Because of the bulge, the summit of Chimborazo in "
                "Ecuador is the point farthest from the Earth's centre.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Space | Saturn, the flattest planet\nSaturn spins once in about "
                "10 hours 33 minutes, so fast that it bulges strongly at its equator: it is about "
                "10 per cent wider there than from pole to pole, the most flattened of all the "
                "planets. It is also the least dense, at about 0.69 grams per cubic centimetre, "
                "less than water, so it would float in a big enough bath.\nShare this | Cookie "
                "policy"
            ),
        ],
        heldout=True,
    ),
    Q(
        "web",
        "bridge",
        "What is the highest mountain in the country where Geirangerfjord is?",
        "Galdh\u00f8piggen, 2,469 metres (Geirangerfjord is in Norway)",
        [
            D(
                "Home > Outdoors > Sweden | Kebnekaise\nKebnekaise, in Swedish Lapland about 150 "
                "km north of the Arctic Circle, is the highest mountain in Sweden. Its southern "
                "summit, capped by a glacier, was long the higher of its two peaks, but the ice "
                "has melted so fast that since 2019 the rocky northern summit, at about 2,097 "
                "metres, has been the top.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Scandinavia | Geirangerfjord\nThe Geirangerfjord in western "
                "Norway winds about 15 km between sheer cliffs from the village of Geiranger, with "
                "waterfalls such as the Seven Sisters pouring down its walls. It is a branch of "
                "the longer Storfjord, and with the N\u00e6r\u00f8yfjord it was made a UNESCO "
                "World Heritage Site in 2005.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Scandinavia | The Sognefjord\nThe Sognefjord, north of Bergen, is "
                "the longest and deepest fjord in Norway, reaching about 205 km inland and "
                "plunging to 1,308 metres below sea level. Its narrow arm, the "
                "N\u00e6r\u00f8yfjord, is walled by mountains up to 1,800 metres high, and the "
                "Fl\u00e5m railway climbs up from one of its inner branches.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Outdoors > Norway | Climbing Galdh\u00f8piggen\nGaldh\u00f8piggen, in the "
                "Jotunheimen range, is the highest mountain in Norway and in all of Scandinavia, "
                "at 2,469 metres. Guided groups cross the Styggebreen glacier from Juvasshytta to "
                "reach the top, and the slightly lower Glittertind was once thought higher because "
                "of the thick ice cap on its summit.\nShare this | Cookie policy"
            ),
            D(
                "Home > Outdoors > Finland | Halti\nFinland's highest point lies on the slope of "
                "Halti, a fell on the Norwegian border in the far north-west of Lapland, at 1,324 "
                "metres; the summit itself, at 1,365 metres, is in Norway. A campaign in 2015 "
                "asked Norway to give the peak to Finland for its centenary, but its constitution "
                "did not allow it.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- faq: FAQ entries and fact sheets ---------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How much blood is in the human body?",
        "about 5 litres in an average adult, roughly 7 to 8 per cent of body weight",
        [
            D(
                "Q: How long do red blood cells live?\nA: A red blood cell lives for about 120 "
                "days, squeezing through capillaries narrower than itself thousands of times, "
                "before it is broken down in the spleen and liver and its iron is recycled. The "
                "bone marrow makes about two million new red cells every second to replace them, "
                "each packed with some 270 million haemoglobin molecules."
            ),
            S(
                "Q: How much blood does an adult have?\nA: An average adult carries about 5 litres "
                "of blood, roughly 7 to 8 per cent of body weight, a little more in a large man "
                "and less in a small woman, while a newborn has only about a third of a litre. A "
                "donation takes about 470 ml, under a tenth of the total; the plasma is made up "
                "within a day, the red cells in a few weeks."
            ),
            D(
                "Q: How long is the body's network of blood vessels?\nA: Laid end to end, the "
                "arteries, veins and capillaries of an adult would stretch about 100,000 km, "
                "enough to go round the Earth more than twice, though most of that length is "
                "capillaries, each only a few thousandths of a millimetre wide. The aorta, the "
                "largest vessel, is about 2.5 cm across where it leaves the heart."
            ),
            D(
                "Q: How much blood does the heart pump?\nA: At rest an adult heart pushes out "
                "about 70 ml with each beat, at some 60 to 80 beats a minute, and in a day it "
                "moves around 7,000 litres. During hard exercise its output can rise four- or "
                "fivefold, to more than 20 litres a minute in a trained athlete, and over a "
                "lifetime it beats some 2.5 billion times."
            ),
            D(
                "Q: How much water is in the human body?\nA: Water makes up about 60 per cent of "
                "an adult man's weight and a little over 50 per cent of a woman's, and more in "
                "babies. About two thirds of it lies inside the cells and a third outside, in the "
                "blood plasma and the fluid between cells. The brain and heart are about 73 per "
                "cent water and the bones about 31 per cent."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "factoid",
        "how many bones does a baby have",
        "about 270 to 300 at birth; many fuse as the child grows, leaving the 206 of an adult",
        [
            D(
                "Q: How many bones does an adult human have?\nA: The adult human skeleton usually "
                "has 206 bones, though the count varies a little from person to person with extra "
                "ribs, small sesamoid bones or additional bones in the skull sutures. More than "
                "half of them are in the hands and feet: each hand has 27 and each foot 26, and "
                "the thigh bone, or femur, is the longest of all."
            ),
            D(
                "Q: What is the soft spot on a baby's head?\nA: The soft spots, or fontanelles, "
                "are gaps between the skull plates of a newborn, covered by tough membrane, that "
                "let the head squeeze through the birth canal and the brain grow fast in the first "
                "year. The one at the back usually closes within two or three months, and the "
                "larger one on top by about 18 months."
            ),
            D(
                "Q: When do babies' first teeth come through?\nA: Most babies cut their first "
                "tooth at around six months, usually one of the lower front teeth, though a few "
                "are born with one. The full set of 20 milk teeth is normally in place by about "
                "the age of two and a half, and from about six they start falling out to make way "
                "for the 32 adult teeth."
            ),
            S(
                "Q: How many bones is a baby born with?\nA: A newborn has somewhere between about "
                "270 and 300 bones, many of them still partly made of cartilage. As a child grows, "
                "several fuse together, such as the plates of the skull, the vertebrae at the base "
                "of the spine that form the sacrum and the tailbone, and the pieces of each hip, "
                "leaving 206 by the mid-twenties."
            ),
            D(
                "Q: What is the smallest bone in the human body?\nA: The stapes, one of the three "
                "tiny bones of the middle ear, is the smallest bone in the body, about 3 mm long "
                "and shaped like a stirrup. It passes sound vibrations from the incus to the oval "
                "window of the inner ear, and unlike most bones it has already reached its full "
                "adult size at birth."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, the left lung or the right lung?",
        "the right lung: it has three lobes against two on the left, which leaves room for the "
        "heart",
        [
            S(
                "Right lung: fact sheet\n- The larger of the two lungs, a little shorter but wider "
                "than the left\n- Divided into three lobes: upper, middle and lower\n- Takes in a "
                "little more than half of each breath, about 55 per cent\n- Sits higher because "
                "the liver lies beneath it\n- Its main bronchus is wider and steeper, so inhaled "
                "objects usually lodge here"
            ),
            D(
                "Heart: fact sheet\n- A muscular pump about the size of a fist, weighing 250 to "
                "350 grams\n- Lies in the middle of the chest, tilted so that about two thirds of "
                "it sit left of the breastbone\n- Four chambers: two atria above and two "
                "ventricles below\n- Beats about 100,000 times a day\n- The left ventricle has the "
                "thickest wall"
            ),
            D(
                "Kidneys: fact sheet\n- Two bean-shaped organs, each about 11 cm long, at the back "
                "of the abdomen\n- The right kidney sits slightly lower than the left, pushed down "
                "by the liver\n- Together they filter about 180 litres of blood plasma a day\n- "
                "Make about 1 to 2 litres of urine a day\n- A person can live normally with only "
                "one"
            ),
            S(
                "Left lung: fact sheet\n- The smaller of the two lungs, leaving room for the "
                "heart\n- Divided into two lobes, upper and lower\n- Has a notch in its front "
                "edge, the cardiac notch, where the heart sits\n- Its upper lobe has a "
                "tongue-shaped flap called the lingula\n- Its main bronchus is longer and narrower "
                "than the right one"
            ),
            D(
                "Diaphragm: fact sheet\n- A dome-shaped sheet of muscle under the lungs, "
                "separating the chest from the abdomen\n- Contracts and flattens when we breathe "
                "in, drawing air into the chest\n- The right side of the dome rises higher than "
                "the left, over the liver\n- Hiccups are sudden spasms of it, cut off by the snap "
                "of the vocal cords closing\n- Worked by the phrenic nerves"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "list",
        "What are the parts of an atom?",
        "protons and neutrons in the nucleus, and electrons around it",
        [
            D(
                "Q: What are quarks?\nA: Quarks are the particles that make up protons and "
                "neutrons, three in each, held together by gluons. There are six kinds, named up, "
                "down, strange, charm, bottom and top; a proton holds two up quarks and one down, "
                "a neutron one up and two down. Murray Gell-Mann proposed them in 1964, and none "
                "has ever been seen on its own."
            ),
            D(
                "Q: What is an isotope?\nA: Isotopes are forms of the same element whose atoms "
                "have the same number of protons but different numbers of neutrons, so they behave "
                "alike in chemistry but differ in mass. Carbon-12 and carbon-14 are both carbon; "
                "the second is radioactive and is used to date ancient remains. The word, coined "
                "by the Scottish doctor Margaret Todd in 1913, means same place."
            ),
            S(
                "Q: What is an atom made of?\nA: Every atom has a tiny, dense nucleus made of "
                "protons, which carry a positive charge, and neutrons, which carry none, bound "
                "together by the strong nuclear force. Around it move electrons, far lighter and "
                "negatively charged, in a cloud that takes up almost all of the atom's volume. "
                "Ordinary hydrogen is the one atom with no neutron."
            ),
            D(
                "Q: Who discovered the electron?\nA: The English physicist J. J. Thomson "
                "discovered the electron in 1897 at the Cavendish Laboratory in Cambridge, showing "
                "that cathode rays were streams of tiny charged particles about 1,800 times "
                "lighter than a hydrogen atom. He pictured the atom as a plum pudding, with "
                "electrons dotted through a ball of positive charge."
            ),
            D(
                "Q: What is a molecule?\nA: A molecule is two or more atoms held together by "
                "chemical bonds, such as the two hydrogen atoms and one oxygen atom of water or "
                "the two oxygen atoms of the gas we breathe. Some are huge: a single human "
                "chromosome is one molecule of DNA with billions of atoms. Atoms of noble gases "
                "such as neon usually float alone and form none."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "how",
        "How does the human eye focus?",
        "the cornea does most of the bending of light, and the ciliary muscle changes the shape "
        "of the elastic lens: it lets the lens bulge for near things and pulls it flatter for far "
        "ones",
        [
            D(
                "Q: What does the iris do?\nA: The iris, the coloured ring of the eye, is a muscle "
                "that widens or narrows the pupil to control how much light gets in, from about 2 "
                "mm across in bright sun to about 8 mm in the dark. Its pattern is unique to each "
                "person, even between identical twins, and some airports and border gates scan it "
                "to check who is passing."
            ),
            D(
                "Q: Why do people need reading glasses after 40?\nA: With age the lens inside the "
                "eye slowly stiffens, a condition called presbyopia, so close print gets harder "
                "and harder to read. Most people notice it in their forties, holding menus and "
                "phones at arm's length, and simple magnifying lenses from a chemist or an "
                "optician bring small text back into sharp view."
            ),
            S(
                "Q: How does the eye focus on near and far objects?\nA: Most of the bending of "
                "light is done by the clear cornea at the front, but the fine focusing is done by "
                "the lens behind the pupil. A ring of ciliary muscle around it contracts to let "
                "the elastic lens bulge for close work and relaxes so it is pulled flatter for "
                "distant views, a change called accommodation."
            ),
            D(
                "Q: How does a camera focus?\nA: A camera focuses by moving its lens, or groups of "
                "glass elements inside it, nearer to or farther from the sensor until the image is "
                "sharp. Autofocus does this with a small motor, guided by sensors that measure "
                "contrast or compare the light from two sides of the lens, and phones use a tiny "
                "voice-coil motor."
            ),
            D(
                "Q: How does the retina turn light into signals?\nA: The retina, lining the back "
                "of the eye, holds about 120 million rods, which work in dim light, and about 6 "
                "million cones, which see colour and come in three kinds. Light changes the shape "
                "of pigment molecules in them, setting off a signal that travels along the optic "
                "nerve, a cable of about a million fibres, to the brain."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "why",
        "Why do we get a fever?",
        "to fight infection: immune chemicals make the brain raise the body's set temperature, "
        "and the extra heat speeds up white blood cells and slows many germs",
        [
            D(
                "Q: What is a normal body temperature?\nA: A healthy adult's temperature is "
                "usually about 36.1 to 37.2 degrees Celsius, lower in the early morning and higher "
                "in the late afternoon. The figure of 37 degrees, or 98.6 Fahrenheit, comes from "
                "Carl Wunderlich, who took about a million readings in Leipzig in the 1860s; newer "
                "studies find people a little cooler."
            ),
            D(
                "Q: What is heatstroke?\nA: Heatstroke happens when the body can no longer shed "
                "heat, in hot weather or hard exercise, and its temperature climbs above about 40 "
                "degrees Celsius. It is not set by the brain, sweating may stop and the skin turns "
                "hot and dry, and it can harm the brain and other organs, so call an ambulance and "
                "cool the person at once."
            ),
            D(
                "Q: Should you take paracetamol for a fever?\nA: A mild fever is not dangerous in "
                "itself, and doctors say there is no need to bring it down unless the person is "
                "uncomfortable. Paracetamol or ibuprofen can help a distressed child feel better, "
                "but should not be given just to lower the number on the thermometer, and sponging "
                "with cold water is no longer advised."
            ),
            D(
                "Q: Why do we shiver?\nA: Shivering is the body's way of making heat: when the "
                "brain senses that the core is getting cold, it sets the skeletal muscles "
                "contracting and relaxing rapidly, many times a second, which can raise heat "
                "output up to five times. Goosebumps often come with it, tiny muscles pulling each "
                "hair upright, a relic of ancestors whose fluffed-up fur kept them warm."
            ),
            S(
                "Q: Why does the body run a temperature when it is ill?\nA: When germs invade, "
                "immune cells release chemicals called pyrogens that tell the hypothalamus in the "
                "brain to turn up the body's thermostat, so we shiver and feel cold until the new, "
                "higher setting is reached. The extra heat speeds up white blood cells and makes "
                "it harder for many bacteria and viruses to multiply."
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "yesno",
        "Is lichen a plant?",
        "no: a lichen is a partnership of a fungus with an alga or a cyanobacterium",
        [
            D(
                "Mosses: fact sheet\n- Small non-flowering plants with no true roots, growing in "
                "mats in damp, shady places\n- Reproduce by spores released from capsules on thin "
                "stalks\n- About 12,000 species\n- Sphagnum moss builds peat bogs, which store "
                "about a third of the world's soil carbon\n- Can soak up 20 times their dry weight "
                "of water"
            ),
            S(
                "Lichens: fact sheet\n- Not plants: each is a partnership between a fungus and an "
                "alga or a cyanobacterium\n- The fungus gives shelter and holds water; the partner "
                "makes sugar by photosynthesis\n- About 20,000 kinds are known\n- Grow on bare "
                "rock, bark and soil from the tropics to Antarctica\n- Some grow less than a "
                "millimetre a year"
            ),
            D(
                "Reindeer moss: fact sheet\n- Despite its name, a lichen, Cladonia rangiferina\n- "
                "Forms pale grey, branching mats on the tundra and in northern pine forests\n- The "
                "main winter food of reindeer and caribou, which dig through snow to reach it\n- "
                "Grows only about 3 to 5 mm a year\n- Soaked up radioactive fallout from Chernobyl "
                "in 1986"
            ),
            D(
                "Fungi: fact sheet\n- A kingdom of their own, separate from plants and animals\n- "
                "Cell walls of chitin, the same material as insect shells\n- Feed by absorbing "
                "food from their surroundings, not by photosynthesis\n- Include mushrooms, moulds "
                "and yeasts\n- A honey fungus in Oregon spreads over about 9 square kilometres, "
                "one of the largest living things"
            ),
            D(
                "Algae: fact sheet\n- A broad mix of living things that make food by "
                "photosynthesis but lack roots, stems and leaves\n- Range from single cells to "
                "giant kelp more than 45 metres long\n- Make perhaps half of the oxygen produced "
                "by photosynthesis on Earth\n- Green algae are the ancestors of land plants\n- "
                "Seaweeds are large algae"
            ),
        ],
        heldout=True,
    ),
    Q(
        "faq",
        "bridge",
        "What language is spoken in the country where the Cliffs of Moher are?",
        "English and Irish (the Cliffs of Moher are in County Clare, Ireland)",
        [
            D(
                "Q: Where is the Giant's Causeway?\nA: The Giant's Causeway lies on the north "
                "coast of County Antrim in Northern Ireland, part of the United Kingdom. It is "
                "made of about 40,000 interlocking basalt columns, most of them six-sided, formed "
                "when a lava flow cooled and cracked some 60 million years ago, and legend says "
                "the giant Finn McCool built it to reach Scotland."
            ),
            S(
                "Q: Where are the Cliffs of Moher?\nA: The Cliffs of Moher rise up to 214 metres "
                "straight out of the Atlantic along about 14 km of coast in County Clare, on the "
                "west coast of Ireland. O'Brien's Tower, built in 1835, stands near the highest "
                "point, and on a clear day visitors can see the Aran Islands and Galway Bay. About "
                "1.5 million people visit each year."
            ),
            D(
                "Q: What language is spoken on the Isle of Man?\nA: English is the everyday "
                "language of the Isle of Man, but the island also has its own Gaelic tongue, Manx. "
                "Its last native speaker, Ned Maddrell, died in 1974, yet a revival followed, and "
                "today a primary school in St John's teaches wholly in Manx and new laws are still "
                "read out in it at Tynwald each July."
            ),
            S(
                "Q: What languages are spoken in Ireland?\nA: The Republic of Ireland has two "
                "official languages: Irish, named in the constitution as the national and first "
                "official language, and English, which almost everyone speaks at home. Irish is "
                "taught in all schools, and it is still the everyday tongue of the Gaeltacht "
                "areas, mostly along the west coast, in Donegal, Galway and Kerry."
            ),
            D(
                "Q: What is Scottish Gaelic?\nA: Scottish Gaelic is a Celtic language brought to "
                "Scotland from Ireland in the early Middle Ages. About 57,000 people spoke it in "
                "the census of 2011, most of them in the Western Isles, Skye and the Highlands, "
                "where road signs are bilingual. It is close to Irish, and speakers of the two can "
                "partly understand each other."
            ),
            D(
                "Q: What are the Aran Islands?\nA: The Aran Islands, Inis M\u00f3r, Inis "
                "Me\u00e1in and Inis O\u00edrr, lie across the mouth of Galway Bay, and their "
                "stone-walled fields and prehistoric forts such as D\u00fan Aonghasa draw many "
                "visitors. The islanders knitted the famous cable-patterned Aran jumpers, and "
                "ferries run out to them from Doolin and Rossaveal."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    # --- paraphrase: the support says it in other words -------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "What does the gallbladder do?",
        "it stores bile made by the liver and concentrates it, then squeezes it into the small "
        "intestine after a fatty meal to help digest fat",
        [
            D(
                "The appendix, a narrow pouch a few centimetres long hanging from the start of the "
                "large bowel, was long thought to be a useless leftover. Many scientists now think "
                "it acts as a safe house for helpful gut bacteria, restocking the bowel after an "
                "illness such as cholera has flushed it out. Appendicitis strikes about one person "
                "in twenty."
            ),
            D(
                "Gallstones are hard lumps, mostly of cholesterol, that form in the gallbladder "
                "and range from grains of sand to golf balls. Most cause no trouble at all, but "
                "one stuck in a duct brings sharp pain under the right ribs, often a few hours "
                "after a rich meal, and keyhole surgery to take the organ out is one of the "
                "commonest operations."
            ),
            S(
                "Tucked under the liver on the right of the belly, the gallbladder is a "
                "pear-shaped pouch about 8 cm long that holds the greenish juice the liver keeps "
                "making, drawing water out of it so that it grows several times stronger. When a "
                "fatty meal reaches the gut, a hormone makes the pouch squeeze, sending the juice "
                "down a duct to break fat into tiny droplets."
            ),
            D(
                "The pancreas, lying behind the stomach, releases about a litre and a half of "
                "digestive juice a day into the small intestine, rich in enzymes that split "
                "proteins, starches and fats, along with bicarbonate that neutralises stomach "
                "acid. Its islets of Langerhans also pour insulin and glucagon straight into the "
                "blood to keep sugar levels steady."
            ),
            D(
                "The liver, the largest organ inside the body at about 1.5 kg, handles hundreds of "
                "tasks: it clears alcohol and other drugs from the blood, stores sugar as "
                "glycogen, builds the proteins that make blood clot and produces the greenish "
                "digestive fluid that helps break down fat, up to a litre a day. It can even "
                "regrow after as much as two thirds of it is cut away."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "factoid",
        "what is a rain shadow",
        "a dry area on the sheltered (lee) side of a mountain range: air drops its moisture "
        "rising over the windward slopes and comes down the far side warm and dry",
        [
            D(
                "A f\u00f6hn is a warm, dry wind that rushes down the northern slopes of the Alps, "
                "raising temperatures by 10 degrees or more within hours, melting snow fast and "
                "raising the risk of avalanches and fires. Many people in Bavaria and Switzerland "
                "blame it for headaches and bad moods, and it has cousins elsewhere: the Chinook "
                "of the Rockies and the Zonda of the Andes."
            ),
            D(
                "The Atacama Desert of northern Chile is the driest non-polar desert on Earth, "
                "where some weather stations have never recorded rain. It is hemmed in by the "
                "Andes to the east and a cold ocean current offshore, the Humboldt, which chills "
                "the air so that it cannot rise to form rain clouds. Its clear skies host some of "
                "the world's biggest telescopes."
            ),
            D(
                "When moving air is pushed up over high ground it cools and its vapour condenses, "
                "which gives mountains weather of their own: the windward slopes of Mount "
                "Waialeale on the Hawaiian island of Kauai catch around 11 metres of rain a year, "
                "among the most anywhere, as the moist trade winds rise up them and turn to cloud "
                "and downpour on the summit."
            ),
            S(
                "Moist wind blowing in from the sea is forced upward when it meets a mountain "
                "range, cooling as it climbs until its water condenses and falls as rain or snow "
                "on the slopes facing the wind. By the time the air spills over the crest and "
                "sinks down the far side it has been wrung dry and warms as it descends, leaving a "
                "parched belt in the lee, as in Nevada."
            ),
            D(
                "A shadow's length changes through the day and the year: at noon on the equinoxes "
                "a stick at the equator casts almost none, while in London in late December it "
                "throws a shadow nearly four times its height. Sundials and the gnomons of ancient "
                "astronomers used these changes to tell the hour and to fix the date of the "
                "solstice."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "comparison",
        "sydney vs cape town which is further south",
        "Cape Town, just: about 33 degrees 55 minutes south, against 33 degrees 52 minutes for "
        "Sydney",
        [
            D(
                "Melbourne, Australia's second city, lies on Port Phillip Bay at about 37 degrees "
                "49 minutes below the equator, and its weather is famous for showing four seasons "
                "in one day. It was founded in 1835 and was the seat of the federal parliament "
                "from 1901 until Canberra took over in 1927, and it hosts the Australian Open each "
                "January."
            ),
            S(
                "Australia's biggest city spreads around the deep harbour of Port Jackson, its "
                "centre lying at roughly 33 degrees 52 minutes below the equator, and Sydney is "
                "home to over five million people. Captain Arthur Phillip landed the First Fleet "
                "there on 26 January 1788, the day now marked as Australia Day, and the Opera "
                "House opened on its waterfront in 1973."
            ),
            D(
                "Cape Agulhas, about 170 km south-east of Cape Town, is the southernmost tip of "
                "Africa, at 34 degrees 50 minutes below the equator, and the official meeting "
                "point of the Atlantic and Indian oceans. The Cape of Good Hope, often mistaken "
                "for it, lies farther west on the Cape Peninsula; Bartolomeu Dias sailed round "
                "both in 1488."
            ),
            D(
                "Santiago, the capital of Chile, lies in a basin between the Andes and the coastal "
                "range at about 33 degrees 27 minutes below the equator, and peaks over 5,000 "
                "metres high rise just east of its skyline. It was founded by the Spanish "
                "conquistador Pedro de Valdivia in 1541, and about seven million people now live "
                "in the city and its suburbs, a third of all Chileans."
            ),
            S(
                "Cape Town, South Africa's legislative capital, sits beneath Table Mountain on "
                "Table Bay, about 33 degrees 55 minutes below the equator. The Dutch East India "
                "Company founded it in 1652 as a supply station for ships bound for the East, and "
                "Robben Island, where Nelson Mandela spent 18 of his 27 years in prison, lies "
                "about 7 km offshore."
            ),
            D(
                "Buenos Aires, on the broad estuary of the River Plate, lies at about 34 degrees "
                "36 minutes below the equator, with a mild, humid climate and hot summers. Around "
                "15 million people live in its metropolitan area, and its Avenida 9 de Julio, some "
                "140 metres wide, is one of the widest streets on Earth, with the Obelisk at its "
                "centre."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "list",
        "What do badgers eat?",
        "earthworms above all, plus wasp and bee grubs, beetles, young rabbits, hedgehogs, eggs, "
        "fruit, bulbs and cereals",
        [
            D(
                "The honey badger, or ratel, of Africa, Arabia and India is not a close cousin of "
                "the European badger but the only member of its own branch of the weasel family. "
                "Its loose, thick skin lets it twist round in an attacker's grip and bite back, "
                "and it has been seen holding its own against lions and leopards. It was once "
                "named the most fearless animal."
            ),
            S(
                "Badgers are far from fussy feeders, but in Britain earthworms make up the bulk of "
                "their diet, slurped up from damp pasture on mild nights, often several hundred in "
                "a single night. They also dig out wasp and bumblebee nests for the grubs, and "
                "take beetles, young rabbits, hedgehogs, birds' eggs, windfall fruit, bulbs and "
                "ripening cereal crops."
            ),
            D(
                "European badgers live in family groups called clans in large underground setts, "
                "which may be used for centuries and grow to over 50 entrances and hundreds of "
                "metres of tunnel. They drag in fresh grass and bracken for bedding, airing it "
                "outside on sunny mornings, and dig latrine pits at the edges of their territory "
                "to mark its bounds."
            ),
            D(
                "Hedgehogs snuffle through hedgerows and gardens at night for beetles, "
                "caterpillars, earthworms and slugs, taking up to about 100 grams of food a night, "
                "and they will gladly take meaty cat food left out for them. They should never be "
                "given bread and milk, which upsets their stomachs, and a shallow dish of water is "
                "what helps them most."
            ),
            D(
                "Bovine tuberculosis, a disease of cattle that costs farmers in England about 100 "
                "million pounds a year, is also carried by badgers, and from 2013 the government "
                "licensed culls in south-west England to curb its spread. The policy is contested: "
                "scientists disagree on how much it helps, and ministers have promised to move "
                "towards vaccination."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "how",
        "How do whales breathe?",
        "with lungs, like all mammals: they surface and breathe air through a blowhole (nostrils) "
        "on top of the head, blowing out a spout, then close it and dive",
        [
            D(
                "Fish get their oxygen from water: they gulp it in through the mouth and push it "
                "out over the gills, thin feathery filaments packed with blood vessels where "
                "oxygen passes into the blood. Water flows one way and blood the other, so the "
                "gills extract up to 80 per cent of the oxygen in the water, far more than our "
                "lungs take from air."
            ),
            D(
                "Sperm whales dive deeper than almost any other mammal, regularly hunting squid at "
                "1,000 metres or more and staying down for an hour or longer. Their muscles are "
                "packed with myoglobin, which stores oxygen and makes the meat almost black, and "
                "during a dive the heart slows and blood is sent mainly to the brain and the heart "
                "itself."
            ),
            D(
                "Whales sing to each other across whole ocean basins. The songs of humpback males, "
                "recorded by Roger Payne and Scott McVay in 1971, repeat themes for up to half an "
                "hour and change slowly through the season, spreading from one population to the "
                "next across the Pacific. Blue whales call at pitches too low for human ears to "
                "hear."
            ),
            S(
                "Being mammals, whales take in air with lungs, not water through gills, and must "
                "come up to do it. Their nostrils have moved to the top of the head as one or two "
                "blowholes, so a whale need only break the surface to blast out stale air in a "
                "misty spout and gulp a fresh lungful in a second or two, then seal the hole shut "
                "with muscle and dive."
            ),
            D(
                "Dolphins never fall fully asleep the way we do. Instead they rest one half of the "
                "brain at a time, for about two hours, while the other half stays alert enough to "
                "steer, watch for sharks and keep the animal coming up to the surface, and the eye "
                "on the opposite side stays open. Bottlenose dolphins in captivity have kept this "
                "up for days on end."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "why",
        "Why is the ocean blue?",
        "water absorbs red, orange and yellow light more than blue, so the light coming back out "
        "of deep water is mostly blue; the reflected sky adds only a little",
        [
            D(
                "Glacier ice often glows a deep blue because years of pressure have squeezed the "
                "air bubbles out of it, leaving large, dense crystals through which light can "
                "travel a long way, and along that path the ice soaks up the red end of the "
                "spectrum. Fresh snow, full of air, scatters every colour about equally and so "
                "looks white."
            ),
            S(
                "Pure water is not quite colourless: it soaks up the long red, orange and yellow "
                "wavelengths of sunlight much more strongly than the short ones, so the deeper "
                "light travels into the sea, the more of the warm end of the spectrum is lost. "
                "What bounces back to our eyes from open water is therefore mostly blue, with the "
                "reflected sky adding only a little."
            ),
            D(
                "The Black Sea probably takes its name from an old custom of naming the four "
                "directions by colours, black standing for north, rather than from the colour of "
                "its water. Below about 150 metres it holds no oxygen at all, and the hydrogen "
                "sulphide there has preserved ancient shipwrecks, among them a Greek merchant ship "
                "about 2,400 years old found upright on the sea bed in 2018."
            ),
            D(
                "The Red Sea, between Africa and Arabia, may owe its name to blooms of a "
                "cyanobacterium, Trichodesmium, that turn the surface reddish brown, or to the red "
                "mountains along its shores. It is one of the saltiest seas joined to the open "
                "ocean, at about 40 grams per litre, because the heat evaporates so much water and "
                "few rivers flow in."
            ),
            D(
                "Bioluminescent plankton make some beaches glow blue at night: when waves or "
                "swimmers disturb them, tiny single-celled dinoflagellates such as Noctiluca flash "
                "with light made by a chemical reaction, perhaps to startle the animals that graze "
                "on them. Mosquito Bay, on the island of Vieques in Puerto Rico, is one of the "
                "brightest places to see it."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "yesno",
        "Do plants give off oxygen at night?",
        "no: without light they stop photosynthesising and only respire, taking in a little "
        "oxygen and releasing carbon dioxide",
        [
            D(
                "By day a leaf takes in carbon dioxide through tiny pores called stomata and, "
                "using the energy of sunlight captured by the green pigment chlorophyll, combines "
                "it with water to make sugar, giving off oxygen as a by-product. The Amazon "
                "rainforest makes a great deal of oxygen this way, but its own breathing and decay "
                "use almost all of it up again."
            ),
            D(
                "Some orchids, bromeliads and snake plants are sold as bedroom plants with the "
                "claim that they clean the air while you sleep. NASA's Clean Air Study of 1989 did "
                "find that plants removed some chemicals in small sealed chambers, but later "
                "studies worked out that in a real room it would take hundreds of pots to make a "
                "measurable difference."
            ),
            S(
                "Photosynthesis needs light, so once darkness falls the leaves stop splitting "
                "water and releasing the gas we breathe. Through the night a plant simply respires "
                "like any animal, using up a little of the oxygen around it and letting out carbon "
                "dioxide, though in tiny amounts. Cacti and other succulents open their pores "
                "after dark, but only to take in carbon dioxide."
            ),
            D(
                "About half of the oxygen made on Earth each year comes from the ocean, mostly "
                "from tiny drifting plankton such as diatoms and cyanobacteria. One of them, "
                "Prochlorococcus, is so small that millions fit in a drop of seawater, yet it is "
                "thought to be the most plentiful photosynthesising living thing on the planet, "
                "and it was found only in 1988."
            ),
            D(
                "Flowers that open at night, such as the moonflower, the queen of the night cactus "
                "and many jasmines, tend to be white or pale and strongly scented, so that moths "
                "and bats can find them in the dark. The queen of the night blooms for a single "
                "night each year, its large white flowers opening after sunset and wilting by dawn."
            ),
        ],
        heldout=True,
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the capital of the country where the Salar de Uyuni is?",
        "Sucre, the constitutional capital, with La Paz the seat of government (the Salar de "
        "Uyuni is in Bolivia)",
        [
            D(
                "The salt flats of Bonneville in Utah, left by the ancient Lake Bonneville, are so "
                "flat and hard that they have been used for land speed racing since 1914, and many "
                "world records were set there, among them Craig Breedlove's jet car record of 1965 "
                "at about 966 km/h. The crust covers about 120 square kilometres and is shrinking "
                "as potash is mined nearby."
            ),
            S(
                "The largest salt flat on Earth, the Salar de Uyuni, covers some 10,500 square "
                "kilometres of the Altiplano in south-western Bolivia at about 3,660 metres, left "
                "behind by prehistoric lakes that dried up. After rain a thin film of water turns "
                "it into a giant mirror of the sky, and beneath its crust lies a large share of "
                "the world's lithium."
            ),
            D(
                "Lake Titicaca, on the border of Peru and Bolivia at about 3,810 metres, is often "
                "called the highest navigable lake in the world and is the largest lake in South "
                "America by volume. The Uros people live on floating islands woven from totora "
                "reeds, and legend says that the first Inca, Manco C\u00e1pac, rose from its "
                "waters."
            ),
            S(
                "Bolivia's constitution names Sucre, a white colonial city in the south-central "
                "highlands, as the nation's capital and the home of its supreme court, while the "
                "president, the cabinet and the legislature sit in La Paz, which is larger and "
                "often taken for the capital by visitors. Independence was proclaimed in Sucre in "
                "1825."
            ),
            D(
                "The Salar de Atacama in northern Chile is the largest salt flat in that country, "
                "about 3,000 square kilometres, and one of the world's chief sources of lithium, "
                "pumped up as brine and dried in huge turquoise ponds. Flamingos of three species "
                "feed in its lagoons, and the town of San Pedro de Atacama lies at its northern "
                "edge."
            ),
            D(
                "Peru's capital, Lima, lies on the dry Pacific coast, where it almost never rains "
                "and a grey sea fog called the gar\u00faa hangs over it for much of the year. It "
                "was founded by Francisco Pizarro on 18 January 1535 as the City of Kings, and its "
                "historic centre, with the cathedral where Pizarro lies buried, is a World "
                "Heritage Site."
            ),
        ],
        drop=1,
        heldout=True,
    ),
]
