"""Development multi-hop questions, batch 14 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Measured lengths (characters, title included): mean support 358, mean distractor
356; a support is the longest passage in 3 of the 20 questions.

Original text, shared under CC0 1.0 like the rest of `tests/data/`.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Which river flows through the city that led the Hanseatic League?",
        "Trave",
        [
            D(
                "Hamburg: Hamburg, officially the Free and Hanseatic City of Hamburg, "
                "is the second-largest city in Germany after Berlin, with about 1.9 "
                "million inhabitants. It stands on the River Elbe about 110 km from "
                "the North Sea and has one of the busiest ports in Europe. Like "
                "Bremen, it still carries its Hanseatic title in its official name."
            ),
            D(
                "Kontor: A kontor was a foreign trading post of the Hanseatic League, "
                "where the league's merchants lived and traded under their own laws "
                "and privileges. The four principal kontors were the Steelyard in "
                "London, the Peterhof in Novgorod, Bryggen in Bergen and the office in "
                "Bruges. They were closed one after another as the league declined in "
                "the 16th and 17th centuries."
            ),
            S(
                "Hanseatic League: The Hanseatic League was a medieval commercial and "
                "defensive network of merchant guilds and market towns in Central and "
                "Northern Europe. Growing from a few North German towns in the late "
                "12th century, it dominated Baltic maritime trade for three centuries. "
                "L\u00fcbeck was its leading city and hosted most of the assemblies of "
                "the Hanseatic Diet."
            ),
            D(
                "Visby: Visby is a locality and the seat of Gotland Municipality in "
                "Gotland County, Sweden, with about 24,000 inhabitants. A prosperous "
                "member of the Hanseatic League in the Middle Ages, it is known for "
                "its 3.4 km long medieval city wall and its church ruins, and it was "
                "inscribed as a UNESCO World Heritage Site in 1995."
            ),
            D(
                "Warnow: The Warnow is a river in the German state of "
                "Mecklenburg-Vorpommern. It rises near Grebbin and flows for about 155 "
                "km through B\u00fctzow and the city of Rostock, itself an old member "
                "of the Hanseatic League, before entering the Baltic Sea at "
                "Warnem\u00fcnde. Its lower course forms a wide estuary used by the "
                "port of Rostock."
            ),
            S(
                "L\u00fcbeck: L\u00fcbeck is a city in the German state of "
                "Schleswig-Holstein and, with about 220,000 inhabitants, the "
                "second-largest city in that state after Kiel. It lies on the River "
                "Trave, which flows into the Bay of L\u00fcbeck on the Baltic Sea. Its "
                "medieval old town, built largely in Brick Gothic style, is a UNESCO "
                "World Heritage Site."
            ),
            D(
                "Bryggen: Bryggen is a series of Hanseatic commercial buildings lining "
                "the eastern side of the harbour of Bergen, Norway. The wooden "
                "warehouses housed the German merchants of the Hanseatic League's "
                "kontor from the 14th century until 1754. Repeatedly rebuilt after "
                "fires, the surviving buildings were listed as a UNESCO World Heritage "
                "Site in 1979."
            ),
            D(
                "L\u00fcbeck law: L\u00fcbeck law was the town constitution of a "
                "municipal form of self-government that developed in L\u00fcbeck after "
                "it became a free imperial city in 1226. It was adopted by about 100 "
                "towns around the Baltic Sea, from Kiel and Rostock to Danzig, Riga "
                "and Reval, and in some of them it remained in force until the 19th "
                "century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "which japanese company owns the firm that designs the arm architecture",
        "SoftBank Group",
        [
            S(
                "Arm Holdings: Arm Holdings plc is a British semiconductor and "
                "software design company based in Cambridge, England, whose main "
                "business is the design of central processing unit cores. Founded in "
                "1990 as a joint venture of Acorn Computers, Apple and VLSI "
                "Technology, it was bought in 2016 by the Japanese conglomerate "
                "SoftBank Group, which remained its majority shareholder after a 2023 "
                "listing on the Nasdaq."
            ),
            D(
                "Acorn Computers: Acorn Computers Ltd. was a British computer company "
                "established in Cambridge, England, in 1978 by Hermann Hauser and "
                "Chris Curry. It produced the BBC Micro, sold for the BBC Computer "
                "Literacy Project, and the Acorn Archimedes, one of the first personal "
                "computers to use a reduced instruction set processor of the company's "
                "own design. Its remaining assets were sold in 2000."
            ),
            D(
                "RISC-V: RISC-V is an open standard instruction set architecture based "
                "on established reduced instruction set computer principles. Unlike "
                "most other instruction set designs, it is provided under royalty-free "
                "open-source licences, so that any company may build chips on it. The "
                "project began in 2010 at the University of California, Berkeley, and "
                "is now governed by RISC-V International in Switzerland."
            ),
            D(
                "Apple silicon: Apple silicon is a series of system on a chip and "
                "system in a package processors designed by Apple Inc., mainly using "
                "the ARM architecture. They are used in the iPhone, iPad, Mac and "
                "Apple Watch, as well as in products such as the HomePod and Apple TV. "
                "The M1, introduced in November 2020, began the transition of the Mac "
                "away from Intel processors."
            ),
            S(
                "ARM architecture: ARM, originally Acorn RISC Machine and later "
                "Advanced RISC Machines, is a family of reduced instruction set "
                "computer (RISC) instruction set architectures for computer "
                "processors. The architectures are developed and licensed by Arm "
                "Holdings, which does not make chips itself but sells licences to "
                "companies that build their own processors. ARM processors run most of "
                "the world's smartphones."
            ),
            D(
                "MIPS architecture: MIPS is a family of reduced instruction set "
                "computer instruction set architectures developed by MIPS Computer "
                "Systems, later MIPS Technologies, in the United States. Early MIPS "
                "processors powered workstations from Silicon Graphics and game "
                "consoles such as the Nintendo 64 and the PlayStation. In 2021 the "
                "company announced that it would move its designs to RISC-V."
            ),
            D(
                "Renesas Electronics: Renesas Electronics Corporation is a Japanese "
                "semiconductor manufacturer headquartered in Tokyo. It was formed in "
                "2010 by the merger of NEC Electronics with Renesas Technology, itself "
                "a joint venture of Hitachi and Mitsubishi Electric, and it is one of "
                "the world's largest suppliers of microcontrollers, used above all in "
                "cars and industrial equipment."
            ),
            D(
                "Qualcomm: Qualcomm Incorporated is an American multinational "
                "corporation headquartered in San Diego, California, that creates "
                "semiconductors, software and services related to wireless technology. "
                "It was founded in 1985 and owns patents central to the CDMA, 4G and "
                "5G mobile standards. Its Snapdragon systems on a chip for smartphones "
                "are built on licensed processor designs."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the first governor of the colony founded by the Mayflower passengers?",
        "John Carver",
        [
            D(
                "Mayflower II: Mayflower II is a full-scale reproduction of the "
                "17th-century ship, built in Brixham, Devon, and sailed across the "
                "Atlantic Ocean in 1957 as a gift of friendship from the British "
                "people to the United States. It is berthed at Plymouth, "
                "Massachusetts, as part of the Plimoth Patuxet living museums, and it "
                "underwent a major restoration between 2016 and 2020."
            ),
            D(
                "Speedwell (ship): Speedwell was a 60-ton pinnace that was meant to "
                "sail with a larger ship carrying English Separatists to North America "
                "in 1620. It proved leaky, and after two failed attempts to cross the "
                "Atlantic its passengers were crowded into the other vessel at "
                "Plymouth, England. The Speedwell was then sold, and it later made "
                "several voyages as a trading ship."
            ),
            D(
                "Jamestown, Virginia: Jamestown was the first permanent English "
                "settlement in the Americas, established on 14 May 1607 by the "
                "Virginia Company of London on the banks of the James River. Edward "
                "Maria Wingfield was elected the first president of its governing "
                "council. The settlement served as the capital of the Colony of "
                "Virginia until 1699, when the seat moved to Williamsburg."
            ),
            S(
                "Mayflower: The Mayflower was an English sailing ship that carried a "
                "group of English families, later known as the Pilgrims, from England "
                "to the New World in 1620. After a voyage of 66 days the ship reached "
                "Cape Cod, and in December the passengers settled at Plymouth, where "
                "they founded Plymouth Colony. Before landing, the men aboard signed "
                "the Mayflower Compact."
            ),
            D(
                "Massachusetts Bay Colony: The Massachusetts Bay Colony was an English "
                "settlement on the east coast of North America around Massachusetts "
                "Bay, founded in 1630 by Puritans who sailed in a fleet of eleven "
                "ships. Its first governor in New England was John Winthrop, who "
                "served twelve one-year terms, and the town of Boston became its "
                "capital. Its charter was revoked in 1684."
            ),
            D(
                "William Bradford (governor): William Bradford (c. 1590 \u2013 9 May "
                "1657) was an English Puritan separatist, born in Austerfield, "
                "Yorkshire, who served as governor of Plymouth Colony for about 30 "
                "years between 1621 and 1657. His journal, Of Plymouth Plantation, is "
                "the main source for the colony's early history, and he is credited "
                "with proclaiming one of the first Thanksgiving feasts."
            ),
            S(
                "Plymouth Colony: Plymouth Colony was the first permanent English "
                "colony in New England, established in 1620 on the site of an earlier "
                "Patuxet village. John Carver served as its first governor until his "
                "death in April 1621, when William Bradford was chosen to succeed him. "
                "The colony was merged into the Province of Massachusetts Bay in 1691."
            ),
            D(
                "Plymouth: Plymouth is a port city in Devon, in south-west England, on "
                "the coast between the mouths of the rivers Plym and Tamar, with about "
                "265,000 inhabitants. Its history as a naval base dates from the 16th "
                "century, when Francis Drake sailed from its harbour, and Devonport "
                "remains one of the largest naval bases in Western Europe."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "On which island is the volcano blamed for the Year Without a Summer?",
        "Sumbawa",
        [
            D(
                "Krakatoa: Krakatoa is a caldera in the Sunda Strait between the "
                "islands of Java and Sumatra in Indonesia. Its catastrophic eruption "
                "in August 1883 killed more than 36,000 people, mostly through "
                "tsunamis, and the ash it threw into the stratosphere lowered average "
                "summer temperatures in the Northern Hemisphere the following year. "
                "Anak Krakatau emerged from the caldera in 1927."
            ),
            S(
                "Mount Tambora: Mount Tambora, or Tomboro, is an active stratovolcano "
                "in West Nusa Tenggara, Indonesia, located on the northern coast of "
                "the island of Sumbawa. Its eruption in April 1815 was the most "
                "powerful in recorded human history, rating 7 on the Volcanic "
                "Explosivity Index. Before the eruption the mountain was about 4,300 m "
                "high; it now rises to 2,850 m."
            ),
            D(
                "Mount Rinjani: Mount Rinjani is an active volcano on the island of "
                "Lombok in West Nusa Tenggara, Indonesia. Rising to 3,726 m, it is the "
                "second-highest volcano in the country, and its caldera holds the "
                "crescent-shaped crater lake Segara Anak. The huge eruption of the "
                "neighbouring Samalas volcano in 1257 is one of the largest of the "
                "last several thousand years."
            ),
            D(
                "Laki: Laki is a volcanic fissure in the south of Iceland, near the "
                "canyon of Eldgj\u00e1 and the village of Kirkjub\u00e6jarklaustur. "
                "During an eight-month eruption in 1783 and 1784 it poured out lava "
                "and poisonous gases that killed more than half of Iceland's "
                "livestock, and the famine that followed killed about a fifth of the "
                "island's people; the following winter was one of the coldest on "
                "record in Europe."
            ),
            D(
                "Sumbawa Besar: Sumbawa Besar is a town and the administrative capital "
                "of Sumbawa Regency in the province of West Nusa Tenggara, Indonesia. "
                "It lies on the northern coast of the western part of the island, "
                "faces the Flores Sea, and is the largest town on the island. The town "
                "was once the seat of the Sultanate of Sumbawa, whose wooden palace "
                "still stands there."
            ),
            D(
                "Lake Toba: Lake Toba is a large natural lake in North Sumatra, "
                "Indonesia, occupying the caldera of a supervolcano. About 100 km long "
                "and 30 km wide, it is the largest volcanic lake in the world. The "
                "super-eruption that formed it about 74,000 years ago is among the "
                "largest known explosive eruptions and may have caused a global "
                "volcanic winter."
            ),
            S(
                "Year Without a Summer: The year 1816 is known as the Year Without a "
                "Summer because of severe climate abnormalities that lowered average "
                "global temperatures by 0.4\u20130.7 \u00b0C. Crop failures and food "
                "shortages followed in Europe and North America. The cooling is "
                "attributed mainly to the massive 1815 eruption of Mount Tambora, "
                "together with a period of low solar activity."
            ),
            D(
                "Mount Pinatubo: Mount Pinatubo is an active stratovolcano in the "
                "Zambales Mountains on the island of Luzon in the Philippines. Its "
                "eruption on 15 June 1991 was the second-largest of the 20th century "
                "and injected so much sulphur dioxide into the stratosphere that "
                "average global temperatures fell by about 0.5 \u00b0C over the "
                "following year."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "what strait separates the island home of the kodiak bear from the alaska mainland",
        "Shelikof Strait",
        [
            D(
                "Kodiak, Alaska: Kodiak is the main city and one of seven communities "
                "on Kodiak Island in the Kodiak Island Borough of Alaska, United "
                "States. It had 5,581 inhabitants at the 2020 census. Founded in 1792 "
                "by the Russian fur trader Alexander Baranov as the first capital of "
                "Russian America, it is now home to a large commercial fishing fleet "
                "and a United States Coast Guard base."
            ),
            D(
                "Polar bear: The polar bear (Ursus maritimus) is a large bear native "
                "to the Arctic Circle, living on sea ice and the surrounding land "
                "masses in Alaska, Canada, Greenland, Norway and Russia. It is the "
                "largest extant species of bear and of land carnivore, with adult "
                "males weighing up to 700 kg. It hunts seals from the edge of the ice "
                "and is listed as vulnerable."
            ),
            D(
                "Admiralty Island: Admiralty Island is an island in the Alexander "
                "Archipelago of Southeast Alaska, most of which is protected as "
                "Admiralty Island National Monument in the Tongass National Forest. "
                "Known to the Tlingit as Kootznoowoo, 'fortress of the bears', it has "
                "one of the densest populations of brown bears in North America, about "
                "one bear per square mile."
            ),
            D(
                "Bering Strait: The Bering Strait is a strait between the Pacific and "
                "Arctic oceans, separating the Chukchi Peninsula of Russia from the "
                "Seward Peninsula of Alaska. It is about 82 km wide at its narrowest "
                "point, and the Diomede Islands lie in its middle. It is named after "
                "Vitus Bering, a Danish explorer in Russian service who sailed through "
                "it in 1728."
            ),
            S(
                "Kodiak bear: The Kodiak bear (Ursus arctos middendorffi) is a "
                "subspecies of brown bear that lives on the islands of the Kodiak "
                "Archipelago in southwestern Alaska, above all on Kodiak Island. "
                "Isolated from other bears for about 12,000 years, it is one of the "
                "two largest bears alive, with large males weighing up to 680 kg. Most "
                "of its range lies in the Kodiak National Wildlife Refuge."
            ),
            D(
                "Alaska Peninsula: The Alaska Peninsula is a peninsula extending about "
                "800 km to the south-west from the mainland of Alaska and ending in "
                "the Aleutian Islands. It separates the Pacific Ocean from Bristol "
                "Bay, an arm of the Bering Sea, and its volcanic mountains form part "
                "of the Aleutian Range. Katmai National Park, on its eastern side, is "
                "famous for brown bears catching salmon."
            ),
            D(
                "Grizzly bear: The grizzly bear (Ursus arctos horribilis) is a "
                "population or subspecies of the brown bear inhabiting North America, "
                "mainly in Alaska, western Canada and parts of the northern United "
                "States. Named for the grizzled, silver-tipped fur of many "
                "individuals, it is smaller than coastal brown bears and feeds on "
                "roots, berries, insects, ground squirrels and carrion."
            ),
            S(
                "Kodiak Island: Kodiak Island is a large island on the south coast of "
                "Alaska and the largest island of the Kodiak Archipelago. With an area "
                "of 9,311 km\u00b2, it is the second-largest island in the United "
                "States after the Island of Hawai\u02bbi. It lies south of the Alaska "
                "mainland, from which it is separated by the Shelikof Strait."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that owns Nespresso?",
        "Henri Nestl\u00e9",
        [
            S(
                "Nespresso: Nestl\u00e9 Nespresso S.A., trading as Nespresso, is an "
                "operating unit of the Nestl\u00e9 Group, based in Lausanne, "
                "Switzerland. It makes espresso machines and sells coffee in "
                "single-serve aluminium capsules, a system first sold in 1986 after a "
                "decade of development. Its products are marketed through its own "
                "boutiques and online store in more than 80 countries."
            ),
            D(
                "Nescaf\u00e9 Dolce Gusto: Nescaf\u00e9 Dolce Gusto is a single-serve "
                "coffee capsule system for making espresso, cappuccino, hot chocolate "
                "and other drinks. Launched in 2006, its machines are made by the "
                "German appliance company Krups and by the Italian firm De'Longhi. The "
                "capsules are sold under the Nescaf\u00e9 brand, and the system "
                "competes with pod brewers such as Tassimo."
            ),
            D(
                "Keurig: Keurig is an American beverage brewing system for home and "
                "commercial use, made by Keurig Dr Pepper. It was founded in 1992 in "
                "Massachusetts by John Sylvan and Peter Dragone, who developed a "
                "single-serve brewer using plastic K-Cup pods. The company was bought "
                "by Green Mountain Coffee Roasters in 2006 and merged with Dr Pepper "
                "Snapple Group in 2018."
            ),
            D(
                "Nescaf\u00e9: Nescaf\u00e9 is a brand of instant coffee, first "
                "introduced in Switzerland on 1 April 1938 after about seven years of "
                "research into a way of preserving surplus Brazilian coffee beans. Its "
                "name is a blend of the first syllable of its maker's name and the "
                "word 'caf\u00e9'. It is sold in more than 180 countries, and some "
                "5,500 cups are said to be drunk every second."
            ),
            D(
                "Espresso machine: An espresso machine brews coffee by forcing "
                "pressurized water near boiling point through a compacted puck of "
                "finely ground coffee and a filter, producing a thick, concentrated "
                "drink called espresso. The first machine for brewing coffee with "
                "steam pressure was patented by Angelo Moriondo in Turin in 1884, and "
                "Luigi Bezzera of Milan improved it in 1901."
            ),
            S(
                "Nestl\u00e9: Nestl\u00e9 S.A. is a Swiss multinational food and drink "
                "processing conglomerate headquartered in Vevey, Switzerland, and the "
                "largest publicly held food company in the world. It traces its "
                "origins to the infant cereal business founded in the 1860s by the "
                "German-born pharmacist Henri Nestl\u00e9, which merged in 1905 with "
                "the Anglo-Swiss Condensed Milk Company."
            ),
            D(
                "Lavazza: Luigi Lavazza S.p.A. is an Italian manufacturer of coffee "
                "products, founded in Turin in 1895 by Luigi Lavazza, who opened a "
                "small grocery store in the city centre and began blending coffees "
                "from different origins. Still controlled by the Lavazza family in its "
                "fourth generation, it sells coffee in more than 140 countries and "
                "makes its own capsule systems."
            ),
            D(
                "Illycaff\u00e8: illycaff\u00e8 S.p.A. is an Italian coffee roasting "
                "company based in Trieste that specializes in espresso. It was founded "
                "in 1933 by Francesco Illy, a Hungarian-born businessman and inventor "
                "who in 1935 built the Illetta, an early automatic espresso machine "
                "using compressed air instead of steam. The company sells a single "
                "blend of arabica coffee in 140 countries."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that released the Tamagotchi?",
        "Naoharu Yamashina",
        [
            D(
                "Bandai Namco Entertainment: Bandai Namco Entertainment Inc. is a "
                "Japanese multinational video game developer and publisher "
                "headquartered in Minato, Tokyo. It owns franchises such as Pac-Man, "
                "Tekken, Ridge Racer, Soulcalibur and Tales, and it is a subsidiary of "
                "Bandai Namco Holdings. It took its present name in 2014, when Namco "
                "Bandai Games was renamed."
            ),
            D(
                "Namco: Namco Limited was a Japanese multinational video game and "
                "entertainment company, founded on 1 June 1955 by Masaya Nakamura in "
                "Tokyo as Nakamura Seisakusho, a maker of coin-operated rides for "
                "department store rooftops. It became one of the leading arcade game "
                "makers, publishing Pac-Man in 1980, and it merged with a Japanese toy "
                "company in 2005."
            ),
            S(
                "Bandai: Bandai Co., Ltd. is a Japanese toy maker and producer of "
                "video games and plastic models, founded in Tokyo on 5 July 1950 by "
                "Naoharu Yamashina as a company selling rubber and celluloid toys. "
                "Since 2005 it has been a subsidiary of Bandai Namco Holdings, formed "
                "by its merger with the video game company Namco."
            ),
            S(
                "Tamagotchi: The Tamagotchi is a handheld digital pet created in Japan "
                "by Akihiro Yokoi of WiZ and Aki Maita of Bandai. It was released by "
                "Bandai on 23 November 1996 in Japan and in May 1997 in the rest of "
                "the world, and more than 80 million units had been sold by 2017. The "
                "pet lives in a small egg-shaped computer with three buttons."
            ),
            D(
                "Virtual pet: A virtual pet is a type of artificial human companion, "
                "usually kept for companionship or enjoyment, that exists on a "
                "computer, a handheld device or a website. Owners must feed, clean and "
                "play with the pet to keep it alive. Early software examples include "
                "Dogz and Catz of 1995, and the craze for egg-shaped keychain pets "
                "spread worldwide in 1997."
            ),
            D(
                "Tomy: Tomy Company, Ltd., styled Takara Tomy since its merger with "
                "Takara in 2006, is a Japanese toy company headquartered in "
                "Katsushika, Tokyo. It was founded in 1924 by Eiichiro Tomiyama as a "
                "small toy workshop, and it is known for the Tomica die-cast cars, the "
                "Plarail toy train system and the Beyblade spinning tops."
            ),
            D(
                "Game & Watch: Game & Watch is a line of handheld electronic games "
                "produced by Nintendo from 1980 to 1991. Created by the game designer "
                "Gunpei Yokoi, each game is played on a single liquid-crystal display "
                "and also works as a clock and alarm. The line sold 43.4 million "
                "units, and its cross-shaped directional pad was later used on many "
                "game controllers."
            ),
            D(
                "Giga Pets: Giga Pets are a line of virtual pets sold by the American "
                "toy company Tiger Electronics from 1997, following the success of the "
                "Japanese egg-shaped keychain pets. The first releases included a "
                "puppy, a kitten and a baby dinosaur, later joined by toys licensed "
                "from films and television series, and the line was revived by a new "
                "owner in 2018."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that developed the BlackBerry?",
        "Mike Lazaridis and Douglas Fregin",
        [
            D(
                "Blackberry: The blackberry is an edible fruit produced by many "
                "species in the genus Rubus in the family Rosaceae, hybrids among "
                "these species and hybrids with the raspberry. The soft fruit is an "
                "aggregate of small drupelets that turn from red to deep purple or "
                "black when ripe. Brambles grow wild across Europe and North America "
                "and are often invasive."
            ),
            D(
                "Palm, Inc.: Palm, Inc. was an American company based in Sunnyvale, "
                "California, that made personal digital assistants and smartphones, "
                "best known for the PalmPilot handheld of 1996 and the Palm OS "
                "software. Its founder, Jeff Hawkins, left with Donna Dubinsky in 1998 "
                "to form Handspring, which made the Treo smartphone. Hewlett-Packard "
                "bought Palm in 2010 and closed the brand a year later."
            ),
            D(
                "Danger, Inc.: Danger, Inc. was an American company based in Palo "
                "Alto, California, that made the Hiptop smartphone, sold in the United "
                "States as the T-Mobile Sidekick from 2002. It was founded in January "
                "2000 by Andy Rubin, Matt Hershenson and Joe Britt, and it was bought "
                "by Microsoft in 2008. Rubin went on to co-found Android."
            ),
            D(
                "University of Waterloo: The University of Waterloo is a public "
                "research university in Waterloo, Ontario, Canada, founded in 1957 by "
                "a group of local business leaders. With about 42,000 students, it is "
                "known for its cooperative education programme, the largest in the "
                "world, and for its engineering, mathematics and computer science "
                "faculties."
            ),
            D(
                "Perimeter Institute for Theoretical Physics: The Perimeter Institute "
                "for Theoretical Physics is an independent research centre in "
                "Waterloo, Ontario, that studies foundational theoretical physics. It "
                "was founded in 1999 with a gift of 100 million Canadian dollars from "
                "Mike Lazaridis, and the cosmologist Stephen Hawking was among its "
                "distinguished research chairs."
            ),
            S(
                "BlackBerry: BlackBerry is a discontinued brand of smartphones and "
                "other mobile devices and services, originally designed and marketed "
                "by the Canadian company Research In Motion. The first device, a "
                "two-way pager, appeared in 1999, and the line became known for its "
                "physical QWERTY keyboards and secure push email. At its peak in 2013 "
                "it had about 85 million subscribers."
            ),
            S(
                "BlackBerry Limited: BlackBerry Limited, known until 2013 as Research "
                "In Motion (RIM), is a Canadian software company headquartered in "
                "Waterloo, Ontario. It was founded in 1984 by Mike Lazaridis and "
                "Douglas Fregin, engineering students at the University of Waterloo "
                "and the University of Windsor. The company now concentrates on "
                "cybersecurity software and embedded systems."
            ),
            D(
                "Pager: A pager, also known as a beeper, is a wireless "
                "telecommunications device that receives and displays alphanumeric or "
                "voice messages. One-way pagers can only receive messages, while "
                "two-way pagers can also acknowledge, reply to and originate messages. "
                "Pagers were widely used in the 1980s and 1990s, and hospitals still "
                "rely on them today."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that makes the Swiss Army knife?",
        "Karl Elsener",
        [
            D(
                "Wenger (company): Wenger was a Swiss manufacturer of cutlery and "
                "pocketknives based in Del\u00e9mont, in the canton of Jura. Founded "
                "in 1893 as Paul Bo\u00e9chat & Cie, it took its name from Theodore "
                "Wenger, who bought the firm in 1897. For about a century it was one "
                "of two firms that supplied pocketknives to the Swiss Army."
            ),
            S(
                "Swiss Army knife: The Swiss Army knife is a pocketknife, generally "
                "with a very sharp blade and various tools such as screwdrivers, a can "
                "opener and a saw. The term was coined by American soldiers after "
                "World War II. Since 2005 the knives have been made by a single "
                "company, Victorinox, which that year took over its long-time "
                "competitor Wenger."
            ),
            D(
                "Swiss Armed Forces: The Swiss Armed Forces operate on land and in the "
                "air under the Federal Department of Defence, Civil Protection and "
                "Sport. Built on a militia system, they rely on conscripts who serve a "
                "basic training period and later refresher courses, and soldiers "
                "traditionally keep their personal equipment at home. Switzerland has "
                "not fought in an international war since 1815."
            ),
            D(
                "Leatherman: Leatherman Tool Group is an American company based in "
                "Portland, Oregon, that makes multitools, knives and other tools. It "
                "was founded in 1983 by the mechanical engineer Tim Leatherman, who "
                "had sketched the first design for a pocket survival tool with pliers "
                "while travelling in Europe in 1975. Its multitools are carried by "
                "many soldiers and emergency workers."
            ),
            D(
                "Opinel: Opinel is a French company known for its wooden-handled "
                "folding knives, founded in 1890 by Joseph Opinel in the Savoy village "
                "of Gevoudaz. The knives, made in sizes numbered from 2 to 13, have a "
                "crowned-hand emblem and a simple locking ring added in 1955. The "
                "company is still run by the Opinel family from its works near "
                "Chamb\u00e9ry."
            ),
            D(
                "Pocketknife: A pocketknife is a foldable knife with one or more "
                "blades that fit inside the handle, so that it can be carried safely "
                "in a pocket. It is also called a jackknife, a penknife or a folding "
                "knife. Pocketknives have been made since at least the Iron Age, and "
                "modern ones may include extra tools, such as a bottle opener, "
                "corkscrew, scissors or file."
            ),
            D(
                "Canton of Schwyz: The canton of Schwyz is a canton in central "
                "Switzerland, between the Alps to the south, Lake Lucerne to the west "
                "and Lake Zurich to the north, with its capital at the town of Schwyz. "
                "It is one of the three founding cantons of the Old Swiss Confederacy, "
                "and both the name and the flag of Switzerland are derived from it."
            ),
            S(
                "Victorinox: Victorinox AG is a Swiss knife manufacturer and luxury "
                "goods company based in Ibach, in the canton of Schwyz. The company "
                "was founded in 1884 by the cutler Karl Elsener, who in 1891 began "
                "supplying soldier knives to the Swiss Army. Its name combines "
                "'Victoria', after Elsener's mother, with 'inox', the French term for "
                "stainless steel."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Ohio town was the command pilot of Gemini 8 born?",
        "Wapakoneta",
        [
            D(
                "Gemini 9A: Gemini 9A was a crewed spaceflight in NASA's Gemini "
                "program, flown by Thomas P. Stafford and Eugene Cernan in June 1966. "
                "It was the seventh crewed Gemini flight and was renamed after its "
                "original crew, Elliot See and Charles Bassett, died in a plane crash. "
                "Cernan's spacewalk was cut short when his visor fogged up."
            ),
            D(
                "Gemini 7: Gemini 7 was a 1965 crewed spaceflight in NASA's Gemini "
                "program, flown by Frank Borman and Jim Lovell, who spent nearly 14 "
                "days in orbit, a record that stood for five years. In December 1965 "
                "it became the target of the first crewed space rendezvous, when "
                "Gemini 6A, flown by Wally Schirra and Thomas Stafford, came within 30 "
                "cm of it."
            ),
            S(
                "Neil Armstrong: Neil Alden Armstrong (5 August 1930 \u2013 25 August "
                "2012) was an American astronaut and aeronautical engineer who in 1969 "
                "became the first person to walk on the Moon. He was born near "
                "Wapakoneta, Ohio, and served as a naval aviator in the Korean War "
                "before becoming a test pilot. After leaving NASA he taught aerospace "
                "engineering at the University of Cincinnati."
            ),
            D(
                "David Scott: David Randolph Scott (born 6 June 1932) is an American "
                "retired test pilot and NASA astronaut, born in San Antonio, Texas. He "
                "made three spaceflights, the last as commander of Apollo 15 in 1971, "
                "when he became the seventh person to walk on the Moon and the first "
                "to drive the Lunar Roving Vehicle. He later directed the Dryden "
                "Flight Research Center."
            ),
            S(
                "Gemini 8: Gemini 8 was the sixth crewed spaceflight in NASA's Gemini "
                "program, launched on 16 March 1966. Its crew, command pilot Neil "
                "Armstrong and pilot David Scott, performed the first docking of two "
                "spacecraft in orbit, with an uncrewed Agena target vehicle. A stuck "
                "thruster forced an early return, and the mission ended after 10 hours "
                "and 41 minutes."
            ),
            D(
                "Agena target vehicle: The Agena target vehicle was an uncrewed "
                "spacecraft used by NASA during its Gemini program to develop and "
                "practise orbital rendezvous and docking. It was based on the Agena "
                "upper stage built by Lockheed, fitted with a docking collar, and its "
                "own engine could be fired from the docked Gemini capsule to raise the "
                "orbit of the joined craft."
            ),
            D(
                "Buzz Aldrin: Edwin Eugene 'Buzz' Aldrin Jr. (born 20 January 1930) is "
                "an American former astronaut, engineer and fighter pilot, born in "
                "Glen Ridge, New Jersey. He made three spacewalks as pilot of Gemini "
                "12 in 1966, and as lunar module pilot of Apollo 11 in 1969 he became "
                "the second person to walk on the Moon, nineteen minutes after the "
                "mission commander."
            ),
            D(
                "John Glenn: John Herschel Glenn Jr. (18 July 1921 \u2013 8 December "
                "2016) was an American aviator, astronaut and politician, born in "
                "Cambridge, Ohio. In February 1962, aboard Friendship 7, he became the "
                "first American to orbit the Earth, and he later represented Ohio in "
                "the United States Senate from 1974 to 1999. In 1998, at the age of "
                "77, he flew again, on the Space Shuttle Discovery."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which California town did the inventor of the computer mouse die?",
        "Atherton",
        [
            D(
                "Trackball: A trackball is a pointing device consisting of a ball held "
                "by a socket containing sensors that detect its rotation about two "
                "axes, like an upside-down mouse with an exposed ball. An early "
                "trackball was built in 1952 by Tom Cranston, Fred Longstaff and "
                "Kenyon Taylor for the Royal Canadian Navy's DATAR battle-information "
                "system."
            ),
            D(
                "Touchpad: A touchpad or trackpad is a pointing device with a flat "
                "tactile sensor that translates the motion and position of a user's "
                "fingers to a relative position on the screen. Touchpads are a common "
                "feature of laptop computers; one of the first was fitted to the "
                "Gavilan SC in 1983, and Apple's PowerBook 500 series made them "
                "widespread in 1994."
            ),
            D(
                "Mouse: A mouse (pl.: mice) is a small rodent. Characteristically, "
                "mice have a pointed snout, small rounded ears, a body-length scaly "
                "tail and a high breeding rate. The best known species is the common "
                "house mouse (Mus musculus), which has spread to almost every part of "
                "the world with humans and is widely used as a model organism in "
                "laboratories."
            ),
            S(
                "Computer mouse: A computer mouse is a hand-held pointing device that "
                "detects two-dimensional motion relative to a surface, which is turned "
                "into the motion of a pointer on a display. The mouse was invented by "
                "Douglas Engelbart at the Stanford Research Institute, where his "
                "engineer Bill English built the first prototype in 1964, and it was "
                "first shown in public in December 1968."
            ),
            D(
                "Xerox Alto: The Xerox Alto is a computer designed from its inception "
                "to support an operating system based on a graphical user interface, "
                "later using the desktop metaphor. It was developed at Xerox PARC in "
                "Palo Alto, California, and introduced on 1 March 1973. About 2,000 "
                "were built, and its three-button mouse and bitmapped display inspired "
                "the Apple Lisa and Macintosh."
            ),
            D(
                "Atherton, California: Atherton is an incorporated town in San Mateo "
                "County, California, on the San Francisco Peninsula between Menlo Park "
                "and Redwood City, with about 7,100 inhabitants at the 2020 census. "
                "Named after the landowner Faxon Dean Atherton, it is almost entirely "
                "residential, and it is regularly ranked as one of the wealthiest "
                "places in the United States."
            ),
            S(
                "Douglas Engelbart: Douglas Carl Engelbart (30 January 1925 \u2013 2 "
                "July 2013) was an American engineer and inventor and an early "
                "computer and internet pioneer. Born in Portland, Oregon, he led the "
                "Augmentation Research Center at SRI International, where hypertext, "
                "networked computers and graphical user interfaces were developed. He "
                "died at his home in Atherton, California."
            ),
            D(
                "SRI International: SRI International is an American nonprofit "
                "scientific research institute and organization headquartered in Menlo "
                "Park, California. It was established in 1946 by trustees of Stanford "
                "University as the Stanford Research Institute and became independent "
                "of the university in 1970. Its laboratory hosted one of the first two "
                "nodes of the ARPANET in 1969."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Charles Babbage or George Boole?",
        "Charles Babbage",
        [
            S(
                "Charles Babbage: Charles Babbage (26 December 1791 \u2013 18 October "
                "1871) was an English polymath, mathematician and mechanical engineer "
                "who originated the concept of a digital programmable computer. He "
                "designed the Difference Engine and the more general Analytical "
                "Engine, and from 1828 to 1839 he held the Lucasian Professorship of "
                "Mathematics at the University of Cambridge."
            ),
            D(
                "Ada Lovelace: Augusta Ada King, Countess of Lovelace (n\u00e9e Byron; "
                "10 December 1815 \u2013 27 November 1852), was an English "
                "mathematician and writer chiefly known for her work on Charles "
                "Babbage's proposed mechanical general-purpose computer, the "
                "Analytical Engine. She was the only legitimate child of the poet Lord "
                "Byron and is often called the first computer programmer."
            ),
            D(
                "Analytical Engine: The Analytical Engine was a proposed digital "
                "mechanical general-purpose computer designed by the English "
                "mathematician and computer pioneer Charles Babbage. First described "
                "in 1837 as the successor to his Difference Engine, it had an "
                "arithmetic unit, control flow with conditional branching and loops, "
                "and integrated memory, but it was never finished."
            ),
            D(
                "Boolean algebra: In mathematics and mathematical logic, Boolean "
                "algebra is a branch of algebra in which the values of the variables "
                "are the truth values true and false, usually written 1 and 0. It was "
                "introduced by George Boole in his first book, The Mathematical "
                "Analysis of Logic (1847), and it became fundamental to the design of "
                "digital electronic circuits."
            ),
            D(
                "Mary Everest Boole: Mary Everest Boole (11 March 1832 \u2013 17 May "
                "1916) was a self-taught mathematician and educator, best known for "
                "books on the teaching of mathematics such as Philosophy and Fun of "
                "Algebra. She was the wife of George Boole and a niece of George "
                "Everest, the surveyor after whom Mount Everest was named, and she "
                "raised five daughters."
            ),
            D(
                "Difference engine: A difference engine is an automatic mechanical "
                "calculator designed to tabulate polynomial functions. The idea was "
                "first described by Johann Helfrich von M\u00fcller in 1784, and a "
                "much larger design was begun in 1819 but never completed. A working "
                "Difference Engine No. 2 was built by the Science Museum in London in "
                "1991 from drawings of 1847\u20131849."
            ),
            S(
                "George Boole: George Boole (2 November 1815 \u2013 8 December 1864) "
                "was a largely self-taught English mathematician, philosopher and "
                "logician, born in Lincoln. He served as the first professor of "
                "mathematics at Queen's College, Cork, in Ireland, and is best known "
                "as the author of The Laws of Thought (1854), which sets out the "
                "algebra of logic that bears his name."
            ),
            D(
                "Augustus De Morgan: Augustus De Morgan (27 June 1806 \u2013 18 March "
                "1871) was a British mathematician and logician, born in Madurai, in "
                "the Madras Presidency of British India. He formulated De Morgan's "
                "laws and introduced the term mathematical induction, making its idea "
                "rigorous. He was the first professor of mathematics at University "
                "College London and the first president of the London Mathematical "
                "Society."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "are the okapi and the giraffe both in the family giraffidae",
        "yes",
        [
            D(
                "Zebra: Zebras are African equines with distinctive black-and-white "
                "striped coats. There are three living species: Gr\u00e9vy's zebra, "
                "the plains zebra and the mountain zebra. Zebras belong to the genus "
                "Equus, in the family Equidae, together with horses and asses, and "
                "they live in grasslands, savannas, woodlands, shrublands and "
                "mountainous areas of eastern and southern Africa."
            ),
            D(
                "Okapi Wildlife Reserve: The Okapi Wildlife Reserve is a protected "
                "area in the Ituri Rainforest of the north-eastern Democratic Republic "
                "of the Congo, covering about 13,700 km\u00b2. Established in 1992, it "
                "is a UNESCO World Heritage Site and shelters about one sixth of the "
                "wild okapi population, as well as forest elephants, chimpanzees and "
                "several species of duiker."
            ),
            D(
                "Sivatherium: Sivatherium is an extinct genus of giraffid that ranged "
                "across Africa and the Indian subcontinent from the Pliocene to the "
                "early Pleistocene. With a shoulder height of about 2.2 m and a pair "
                "of broad, moose-like ossicones, it was one of the largest ruminants "
                "ever to live. Its first fossils were found in the Siwalik Hills of "
                "northern India."
            ),
            S(
                "Okapi: The okapi (Okapia johnstoni), also known as the forest "
                "giraffe, Congolese giraffe or zebra giraffe, is an artiodactyl mammal "
                "native to the north-east of the Democratic Republic of the Congo in "
                "central Africa. Although its striped legs resemble those of a zebra, "
                "it is classified in the family Giraffidae, of which it is one of only "
                "two living members."
            ),
            D(
                "Pronghorn: The pronghorn (Antilocapra americana) is a species of "
                "artiodactyl mammal native to interior western and central North "
                "America. Though not an antelope, it is often called the American "
                "antelope. It is the only surviving member of the family "
                "Antilocapridae, and with a top speed of about 88 km/h it is the "
                "fastest land mammal of the Western Hemisphere."
            ),
            S(
                "Giraffe: The giraffe is a large African hoofed mammal belonging to "
                "the genus Giraffa. It is the tallest living terrestrial animal and "
                "the largest ruminant on Earth, with adult males reaching about 5.5 m. "
                "Traditionally treated as one species, Giraffa camelopardalis, it is "
                "classified in the family Giraffidae and lives in savannahs and open "
                "woodlands across Africa."
            ),
            D(
                "Masai giraffe: The Masai giraffe (Giraffa tippelskirchi), also called "
                "the Kilimanjaro giraffe, is the largest species of giraffe, native to "
                "East Africa, in Kenya and Tanzania. It has distinctive jagged, "
                "irregular, leaf-like blotches that extend from its hooves to its "
                "head. Its population fell by about half in the three decades to 2016, "
                "and it is listed as endangered."
            ),
            D(
                "Bongo (antelope): The bongo (Tragelaphus eurycerus) is a large, "
                "mostly nocturnal, forest-dwelling antelope native to sub-Saharan "
                "Africa, in the family Bovidae. It has a striking reddish-brown coat "
                "with vertical white stripes, black and white markings and long "
                "spiralled horns, and it lives in the dense forests of the Congo basin "
                "and in the mountains of Kenya."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who became UN Secretary-General first, Dag Hammarskj\u00f6ld or U Thant?",
        "Dag Hammarskj\u00f6ld",
        [
            D(
                "Trygve Lie: Trygve Halvdan Lie (16 July 1896 \u2013 30 December 1968) "
                "was a Norwegian politician, labour leader and government official. He "
                "served as Norway's foreign minister during the critical years of the "
                "government in exile in London in the Second World War, and from 1946 "
                "to 1952 he was the first Secretary-General of the United Nations."
            ),
            S(
                "Dag Hammarskj\u00f6ld: Dag Hjalmar Agne Carl Hammarskj\u00f6ld (29 "
                "July 1905 \u2013 18 September 1961) was a Swedish economist and "
                "diplomat who served as the second Secretary-General of the United "
                "Nations from April 1953 until his death in a plane crash in Northern "
                "Rhodesia in September 1961. He is the only person to have been "
                "awarded a posthumous Nobel Peace Prize."
            ),
            D(
                "Kurt Waldheim: Kurt Josef Waldheim (21 December 1918 \u2013 14 June "
                "2007) was an Austrian politician and diplomat who served as the "
                "fourth Secretary-General of the United Nations from 1972 to 1981 and "
                "as President of Austria from 1986 to 1992. His presidential campaign "
                "was overshadowed by revelations about his service as an officer in "
                "the Wehrmacht."
            ),
            D(
                "Secretary-General of the United Nations: The secretary-general of the "
                "United Nations is the chief administrative officer of the United "
                "Nations and head of the United Nations Secretariat. The "
                "secretary-general is appointed by the General Assembly on the "
                "recommendation of the Security Council, usually for a five-year term, "
                "and is also the organization's de facto spokesperson."
            ),
            S(
                "U Thant: Thant (22 January 1909 \u2013 25 November 1974), known "
                "honorifically as U Thant, was a Burmese diplomat and the third "
                "Secretary-General of the United Nations, serving from 1961 to 1971. "
                "He was the first non-Scandinavian to hold the post, and he played a "
                "key role in defusing the Cuban Missile Crisis of 1962."
            ),
            D(
                "Hjalmar Hammarskj\u00f6ld: Knut Hjalmar Leonard Hammarskj\u00f6ld (4 "
                "February 1862 \u2013 12 October 1953) was a Swedish politician, "
                "scholar and civil servant who served as Prime Minister of Sweden from "
                "1914 to 1917, keeping the country neutral in the First World War. He "
                "was also governor of Uppsala County, and his youngest son, Dag, "
                "became a diplomat."
            ),
            D(
                "Dag Hammarskj\u00f6ld Library: The Dag Hammarskj\u00f6ld Library is "
                "the library of the United Nations Headquarters in New York City, "
                "dedicated on 16 November 1961. It was built with a gift from the Ford "
                "Foundation and named in memory of the Swedish diplomat. It holds "
                "United Nations documents and publications and a collection of maps, "
                "books and periodicals."
            ),
            D(
                "Javier P\u00e9rez de Cu\u00e9llar: Javier Felipe Ricardo P\u00e9rez "
                "de Cu\u00e9llar de la Guerra (19 January 1920 \u2013 4 March 2020) "
                "was a Peruvian diplomat and politician who served as the fifth "
                "Secretary-General of the United Nations from 1982 to 1991. He later "
                "ran for President of Peru in 1995 and served as its Prime Minister "
                "and foreign minister from 2000 to 2001."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first rudolf diesel or nikolaus otto",
        "Nikolaus Otto",
        [
            D(
                "Diesel engine: The diesel engine, named after Rudolf Diesel, is an "
                "internal combustion engine in which ignition of the fuel is caused by "
                "the elevated temperature of the air in the cylinder due to mechanical "
                "compression. Diesel engines have the highest thermal efficiency of "
                "any practical internal or external combustion engine and are used in "
                "lorries, ships and locomotives."
            ),
            D(
                "Otto cycle: The Otto cycle is an idealized thermodynamic cycle that "
                "describes the functioning of a typical spark-ignition piston engine, "
                "the kind most commonly found in cars. It consists of four strokes, "
                "intake, compression, power and exhaust, and it is named after the "
                "engineer who built the first practical four-stroke engine in 1876."
            ),
            S(
                "Rudolf Diesel: Rudolf Christian Karl Diesel (18 March 1858 \u2013 29 "
                "September 1913) was a German inventor and mechanical engineer famous "
                "for the invention of the compression-ignition engine that bears his "
                "name. Born in Paris to Bavarian parents, he patented his engine "
                "design in 1893. He disappeared from a steamer crossing the English "
                "Channel in 1913."
            ),
            D(
                "Gottlieb Daimler: Gottlieb Wilhelm Daimler (17 March 1834 \u2013 6 "
                "March 1900) was a German engineer, industrial designer and "
                "industrialist, born in Schorndorf in the Kingdom of W\u00fcrttemberg. "
                "A pioneer of the high-speed internal combustion engine and of the "
                "automobile industry, he founded Daimler-Motoren-Gesellschaft with "
                "Wilhelm Maybach in 1890."
            ),
            D(
                "Karl Benz: Carl Friedrich Benz (25 November 1844 \u2013 4 April 1929) "
                "was a German engine designer and automotive engineer, born in "
                "M\u00fchlburg, now part of Karlsruhe. His Benz Patent-Motorwagen of "
                "1885 is regarded as the first practical modern automobile and first "
                "production car, and his company later merged with "
                "Daimler-Motoren-Gesellschaft to form Daimler-Benz."
            ),
            D(
                "Wilhelm Maybach: Wilhelm Maybach (9 February 1846 \u2013 29 December "
                "1929) was an early German engine and car designer and industrialist, "
                "born in Heilbronn. In the 1890s he was chief designer of the first "
                "Mercedes car, and in 1909 he founded the engine-building company that "
                "later made the Maybach luxury cars. He was known in France as the "
                "King of Designers."
            ),
            D(
                "\u00c9tienne Lenoir: Jean Joseph \u00c9tienne Lenoir (12 January 1822 "
                "\u2013 4 August 1900) was a Belgian-French engineer who developed the "
                "first commercially successful internal combustion engine in 1859. His "
                "gas-fired engine was double-acting and did not compress the charge, "
                "and in 1863 he drove a vehicle powered by an improved version from "
                "Paris to Joinville-le-Pont."
            ),
            S(
                "Nikolaus Otto: Nikolaus August Otto (14 June 1832 \u2013 26 January "
                "1891) was a German engineer who successfully developed the "
                "compressed-charge internal combustion engine running on petroleum "
                "gas, the forerunner of the modern internal combustion engine. In 1864 "
                "he co-founded, with Eugen Langen, the firm that later became Deutz AG."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Mount Ararat or Mount Damavand?",
        "Mount Damavand",
        [
            D(
                "Little Ararat: Little Ararat is the south-eastern peak of the Ararat "
                "massif in eastern Turkey, a steep and nearly symmetrical volcanic "
                "cone rising to 3,896 m. It stands about 13 km from the main summit, "
                "across a saddle at about 2,600 m, and lies close to the meeting point "
                "of the borders of Turkey, Iran and Armenia."
            ),
            D(
                "Ararat, Armenia: Ararat is a town in the Ararat Province of Armenia, "
                "located about 48 km south of the capital Yerevan, near the border "
                "with the Nakhchivan exclave of Azerbaijan. It had about 20,000 "
                "inhabitants in 2011. The town grew up around a cement factory opened "
                "in the Soviet period and takes its name from the mountain visible "
                "across the plain."
            ),
            D(
                "Mount Kazbek: Mount Kazbek is a dormant stratovolcano and one of the "
                "major mountains of the Caucasus, located on the border of Georgia's "
                "Kazbegi District and North Ossetia in Russia. Rising to 5,054 m, it "
                "is the third-highest peak in Georgia, and in Greek legend it is where "
                "Prometheus was chained for stealing fire from the gods."
            ),
            D(
                "Alborz: The Alborz is a mountain range in northern Iran that "
                "stretches from the border of Azerbaijan along the western and entire "
                "southern coast of the Caspian Sea to the border of Turkmenistan and "
                "Afghanistan. Its ridges separate the humid, forested Caspian lowlands "
                "from the dry Iranian Plateau, and they shelter the capital, Tehran, "
                "on the north."
            ),
            D(
                "Mount Sabalan: Mount Sabalan is an inactive stratovolcano in Ardabil "
                "province of north-western Iran. Rising to 4,811 m, it is the "
                "third-highest mountain in Iran and has a permanent crater lake on its "
                "summit, which is frozen for most of the year. The mountain is a ski "
                "resort area, and its slopes hold several hot springs that are popular "
                "with visitors from Ardabil and Meshginshahr."
            ),
            S(
                "Mount Ararat: Mount Ararat is a snow-capped and dormant compound "
                "volcano in the extreme east of Turkey, consisting of two major "
                "volcanic cones. The larger of them, Greater Ararat, rises to 5,137 m "
                "and is the highest peak in Turkey. In the Book of Genesis, the region "
                "is traditionally identified with the 'mountains of Ararat' where "
                "Noah's Ark came to rest."
            ),
            S(
                "Mount Damavand: Mount Damavand is a dormant stratovolcano in the "
                "middle of the Alborz range in northern Iran, about 66 km north-east "
                "of Tehran. At 5,609 m it is the highest peak in Iran and the highest "
                "volcano in Asia, and it has a special place in Persian mythology and "
                "folklore as the prison of the dragon king Zahhak."
            ),
            D(
                "Mount S\u00fcphan: Mount S\u00fcphan is a stratovolcano in eastern "
                "Turkey, rising to 4,058 m directly north of Lake Van in Bitlis "
                "Province. Its broad summit area is surrounded by a ring of lava domes "
                "and craters, and the mountain is one of the highest peaks in the "
                "country. Its upper slopes are covered with snow for much of the year."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the founder of Ford Motor Company die?",
        "Dearborn, Michigan",
        [
            S(
                "Ford Motor Company: Ford Motor Company is an American multinational "
                "automobile manufacturer that sells cars and commercial vehicles under "
                "the Ford brand and luxury cars under the Lincoln brand. It was "
                "founded by Henry Ford and incorporated on 16 June 1903. The company "
                "introduced the Model T in 1908 and pioneered the moving assembly line "
                "for car production."
            ),
            D(
                "Edsel Ford: Edsel Bryant Ford (6 November 1893 \u2013 26 May 1943) "
                "was an American business executive, the only child of Clara Bryant "
                "Ford and the car maker. He was president of the family automobile "
                "company from 1919 until his death from stomach cancer at his home in "
                "Grosse Pointe Shores, Michigan, and he created the Mercury brand in "
                "1938 and championed the Lincoln Continental."
            ),
            D(
                "Henry Ford II: Henry Ford II (4 September 1917 \u2013 29 September "
                "1987) was an American businessman who was president of his family's "
                "car company from 1945 to 1960 and its chairman until 1980. The eldest "
                "son of Edsel Ford, he rebuilt the company after the Second World War "
                "with a group of young managers. He died of pneumonia in Detroit at "
                "the age of 70."
            ),
            S(
                "Henry Ford: Henry Ford (30 July 1863 \u2013 7 April 1947) was an "
                "American industrialist and business magnate who developed the "
                "assembly-line technique of mass production. Born on a farm in "
                "Springwells Township, Michigan, he left home at 16 to work as a "
                "machinist in Detroit. He died of a cerebral haemorrhage at his Fair "
                "Lane estate in Dearborn, Michigan, at the age of 83."
            ),
            D(
                "Gerald Ford: Gerald Rudolph Ford Jr. (born Leslie Lynch King Jr.; 14 "
                "July 1913 \u2013 26 December 2006) was the 38th president of the "
                "United States, serving from 1974 to 1977 after the resignation of "
                "Richard Nixon. Born in Omaha, Nebraska, and raised in Grand Rapids, "
                "Michigan, he died at his home in Rancho Mirage, California, at the "
                "age of 93."
            ),
            D(
                "Ford Model T: The Ford Model T is an automobile that was produced by "
                "Ford Motor Company from October 1908 to May 1927. It is generally "
                "regarded as the first mass-affordable automobile, which made car "
                "travel available to middle-class Americans, and more than 15 million "
                "were built, most of them at the Highland Park Ford Plant in Michigan."
            ),
            D(
                "General Motors: General Motors Company (GM) is an American "
                "multinational automotive manufacturing company headquartered in the "
                "Renaissance Center in Detroit, Michigan. It was founded on 16 "
                "September 1908 in Flint, Michigan, by William C. Durant as a holding "
                "company for Buick, and it was the largest car maker in the world for "
                "77 years, from 1931 to 2007."
            ),
            D(
                "Ransom E. Olds: Ransom Eli Olds (3 June 1864 \u2013 26 August 1950) "
                "was an American pioneer of the automotive industry, after whom the "
                "Oldsmobile and REO brands were named. His curved-dash Oldsmobile of "
                "1901 was the first car built on a stationary assembly line in large "
                "numbers. He died in Lansing, Michigan, where he had founded both "
                "companies."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where did the designer of the z3 computer die",
        "H\u00fcnfeld",
        [
            D(
                "Z4 (computer): The Z4 was arguably the world's first commercial "
                "digital computer, designed by the German engineer Konrad Zuse and "
                "built by his company. Begun during the Second World War and completed "
                "in 1945, it was rented to ETH Zurich in 1950, where it ran until "
                "1955. It is now on display at the Deutsches Museum in Munich."
            ),
            D(
                "Zuse KG: Zuse KG was a German computer manufacturer founded in 1949 "
                "by a computer pioneer in the village of Neukirchen and later moved to "
                "Bad Hersfeld. It built about 250 computers, among them the Z22, an "
                "early valve computer with a magnetic drum memory. The company passed "
                "to other owners from 1964 and was absorbed by Siemens in 1967."
            ),
            D(
                "BMW Z3: The BMW Z3 is a range of two-seat sports cars that was "
                "produced from 1995 to 2002. It was the first BMW model to be "
                "mass-produced in the United States, at the company's plant in "
                "Spartanburg, South Carolina, and it was offered as a roadster and a "
                "coup\u00e9. It gained fame in 1995 as James Bond's car in the film "
                "GoldenEye."
            ),
            D(
                "Atanasoff\u2013Berry computer: The Atanasoff\u2013Berry computer "
                "(ABC) was the first automatic electronic digital computer, built by "
                "John Vincent Atanasoff and Clifford Berry at Iowa State College "
                "between 1939 and 1942. It was designed only to solve systems of "
                "linear equations and was neither programmable nor Turing-complete, "
                "but it used binary arithmetic and vacuum tubes."
            ),
            S(
                "Z3 (computer): The Z3 was a German electromechanical computer "
                "designed by Konrad Zuse and completed in Berlin in 1941. It was the "
                "world's first working programmable, fully automatic digital computer, "
                "built from 2,600 relays and running at a clock frequency of about "
                "5\u201310 Hz. The original machine was destroyed in an Allied bombing "
                "raid on Berlin in 1943."
            ),
            D(
                "Colossus computer: Colossus was a set of computers developed by "
                "British codebreakers in the years 1943\u20131945 to help in the "
                "cryptanalysis of the Lorenz cipher. Designed by the research "
                "telephone engineer Tommy Flowers, it was the world's first "
                "programmable, electronic, digital computer, and ten of them were in "
                "use at Bletchley Park by the end of the war."
            ),
            S(
                "Konrad Zuse: Konrad Ernst Otto Zuse (22 June 1910 \u2013 18 December "
                "1995) was a German civil engineer, pioneering computer scientist and "
                "inventor. Born in Berlin, he studied civil engineering at the "
                "Technische Hochschule Berlin-Charlottenburg and later designed "
                "Plankalk\u00fcl, the first high-level programming language. He died "
                "in H\u00fcnfeld, Hesse, at the age of 85."
            ),
            D(
                "Howard H. Aiken: Howard Hathaway Aiken (8 March 1900 \u2013 14 March "
                "1973) was an American physicist and a pioneer in computing, born in "
                "Hoboken, New Jersey. He was the original conceptual designer behind "
                "IBM's Harvard Mark I, an electromechanical computer completed in "
                "1944. He died in his sleep in a hotel in St. Louis, Missouri, while "
                "on a consulting trip."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who was the father of the founder of the Imperial Russian Navy?",
        "Alexis of Russia",
        [
            D(
                "Soviet Navy: The Soviet Navy was the naval warfare service branch of "
                "the Soviet Armed Forces. Formed in 1918 from the fleet of the former "
                "empire, it grew during the Cold War into a large ocean-going force "
                "with ballistic missile submarines and aircraft carriers. After 1991 "
                "most of its ships and bases passed to Russia, with others going to "
                "Ukraine."
            ),
            S(
                "Imperial Russian Navy: The Imperial Russian Navy was the navy of the "
                "Russian Empire from 1696 to 1917. It was formally established by "
                "Peter the Great, who built the Azov flotilla during his campaigns "
                "against the Ottoman Empire and then a fleet on the Baltic Sea. The "
                "navy reached its greatest strength in the late 19th century and was "
                "dissolved after the revolution of 1917."
            ),
            D(
                "Feodor III of Russia: Feodor III Alekseyevich (9 June 1661 \u2013 7 "
                "May 1682) was Tsar of Russia from 1676 until his death. The son of "
                "Tsar Alexis and his first wife, Maria Miloslavskaya, he was a sickly "
                "ruler who in 1682 abolished the system of precedence among the "
                "nobility, and his death without children led to a succession crisis "
                "and the Moscow uprising of 1682."
            ),
            D(
                "Michael I of Russia: Michael I (22 July 1596 \u2013 23 July 1645) was "
                "the first Tsar of Russia from the House of Romanov, elected by the "
                "Zemsky Sobor in 1613 at the end of the Time of Troubles. His father "
                "was Feodor Nikitich Romanov, who became Patriarch Filaret of Moscow "
                "and shared power with his son as co-ruler from 1619 until his death "
                "in 1633."
            ),
            D(
                "Baltic Fleet: The Baltic Fleet is the fleet of the Russian Navy in "
                "the Baltic Sea, established on 18 May 1703 and one of the oldest in "
                "the country. Headquartered in Kaliningrad, with its main base at "
                "Baltiysk and another at Kronstadt in the Gulf of Finland, it took "
                "part in the Great Northern War and in both world wars, and it is "
                "twice a holder of the Order of the Red Banner."
            ),
            S(
                "Peter the Great: Peter I (9 June 1672 \u2013 8 February 1725), better "
                "known as Peter the Great, ruled the Tsardom of Russia from 1682 and "
                "was the first Emperor of All Russia from 1721 until his death. He was "
                "the son of Tsar Alexis of Russia by his second wife, Natalya "
                "Naryshkina. He led a cultural revolution that replaced many "
                "traditional institutions with Western-style ones."
            ),
            D(
                "Peter II of Russia: Peter II Alekseyevich (23 October 1715 \u2013 30 "
                "January 1730) was Emperor of Russia from 1727 until his death from "
                "smallpox at the age of 14. He was the only son of Tsarevich Alexei "
                "Petrovich and Princess Charlotte of Brunswick-Wolfenb\u00fcttel, and "
                "he moved the court back from Saint Petersburg to Moscow. He was the "
                "last male of the Romanov line."
            ),
            D(
                "Russian battlecruiser Pyotr Velikiy: Pyotr Velikiy is the fourth "
                "Kirov-class nuclear-powered battlecruiser of the Russian Navy and the "
                "flagship of the Northern Fleet. She was laid down in 1986 as Yuri "
                "Andropov, renamed in 1992 in honour of Peter the Great and "
                "commissioned in 1998."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the designer of the Magnavox Odyssey born?",
        "Pirmasens, Germany",
        [
            D(
                "Magnavox: Magnavox is an American brand of consumer electronics, "
                "whose name means 'great voice' in Latin. The company traces its "
                "origins to the moving-coil loudspeaker invented in 1915 by Peter L. "
                "Jensen and Edwin Pridham in Napa, California, and it has been owned "
                "by the Dutch electronics company Philips since 1974, and today it is "
                "used chiefly for televisions and audio equipment."
            ),
            D(
                "Magnavox Odyssey\u00b2: The Magnavox Odyssey\u00b2 is a "
                "second-generation home video game console released in 1978, sold in "
                "Europe as the Philips Videopac G7000 and in Brazil as the Philips "
                "Odyssey. It had a full membrane keyboard for use in educational and "
                "puzzle games, and it sold about two million units before it was "
                "discontinued in 1984."
            ),
            D(
                "Pong: Pong is a table tennis\u2013themed arcade video game with "
                "simple two-dimensional graphics, released by Atari in November 1972. "
                "It was one of the earliest arcade video games and the first to be "
                "commercially successful. It was built by the engineer Allan Alcorn as "
                "a training exercise, and a home version sold through Sears followed "
                "in 1975."
            ),
            S(
                "Magnavox Odyssey: The Magnavox Odyssey is the first commercial home "
                "video game console, released in the United States in September 1972. "
                "It was developed by a small team led by Ralph H. Baer at the defence "
                "contractor Sanders Associates and licensed to Magnavox, which sold "
                "about 350,000 units. The console showed three square dots and a "
                "vertical line on a television screen."
            ),
            D(
                "Nolan Bushnell: Nolan Kay Bushnell (born 5 February 1943) is an "
                "American electrical engineer and businessman, born in Clearfield, "
                "Utah. He co-founded Atari, Inc. with Ted Dabney in 1972 and the Chuck "
                "E. Cheese's Pizza Time Theatre restaurant chain in 1977, and he has "
                "been called one of the founding fathers of the video game industry."
            ),
            D(
                "2001 Mars Odyssey: 2001 Mars Odyssey is a robotic spacecraft orbiting "
                "the planet Mars, launched by NASA on 7 April 2001. Its instruments "
                "map the distribution of water ice and minerals below the Martian "
                "surface, and it also relays data from landers and rovers to Earth. It "
                "is the longest-serving spacecraft at Mars, and its name honours "
                "Arthur C. Clarke."
            ),
            S(
                "Ralph H. Baer: Ralph Henry Baer (born Rudolf Heinrich Baer; 8 March "
                "1922 \u2013 6 December 2014) was a German-American inventor, game "
                "developer and engineer, often called 'the father of video games'. "
                "Born in Pirmasens, Germany, to a Jewish family, he fled Nazi "
                "persecution with his family in 1938 and settled in New York City. He "
                "received the National Medal of Technology in 2006."
            ),
            D(
                "Sanders Associates: Sanders Associates was an American defense "
                "contractor based in Nashua, New Hampshire, that specialized in "
                "electronic warfare systems and radar equipment. It was founded in "
                "1951 by Royden C. Sanders and other engineers who had left the "
                "Raytheon company. Lockheed bought it in 1986, and it is now part of "
                "BAE Systems as BAE Systems Electronic Systems."
            ),
        ],
        drop=1,
    ),
]
