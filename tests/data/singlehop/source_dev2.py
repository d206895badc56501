"""A later dev batch of the single-hop set: tuned on, like the dev questions of `source.py`.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`).
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed the opera The Magic Flute?",
        "Wolfgang Amadeus Mozart",
        [
            D(
                "Emanuel Schikaneder: Emanuel Schikaneder was an Austrian impresario and singer "
                "who wrote the libretto of The Magic Flute and sang the role of Papageno at its "
                "premiere in Vienna."
            ),
            D(
                "Fidelio: Fidelio is the only opera composed by Ludwig van Beethoven, first "
                "performed in Vienna in 1805."
            ),
            S(
                "The Magic Flute: The Magic Flute is a German-language opera in two acts "
                "composed by Wolfgang Amadeus Mozart in 1791, the last year of his life."
            ),
            D(
                "Theater auf der Wieden: The Theater auf der Wieden was a suburban theatre in "
                "Vienna where several German-language operas had their first performances in "
                "the 1790s."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "In which city were the first modern Olympic Games held?",
        "Athens",
        [
            S(
                "1896 Summer Olympics: The 1896 Summer Olympics, the first international "
                "Olympic Games of the modern era, were held in Athens, Greece, from 6 to 15 "
                "April 1896."
            ),
            D(
                "Ancient Olympic Games: The ancient Olympic Games were held every four years at "
                "the sanctuary of Zeus in Olympia, Greece, from the 8th century BC."
            ),
            D(
                "Pierre de Coubertin: Pierre de Coubertin was a French educator who founded the "
                "International Olympic Committee in 1894 to revive the Olympic Games."
            ),
            D(
                "1900 Summer Olympics: The 1900 Summer Olympics were held in Paris as part of "
                "the World's Fair, and were the first Games in which women competed."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which was completed first, the Eiffel Tower or the Statue of Liberty?",
        "the Statue of Liberty (1886; the Eiffel Tower in 1889)",
        [
            S(
                "Eiffel Tower: The Eiffel Tower is a wrought-iron lattice tower on the Champ de "
                "Mars in Paris, completed in 1889 as the entrance arch of the World's Fair."
            ),
            D(
                "Gustave Eiffel: Gustave Eiffel was a French civil engineer whose company built "
                "the tower named after him and also designed the internal iron framework of the "
                "Statue of Liberty."
            ),
            D(
                "Washington Monument: The Washington Monument is a marble obelisk in "
                "Washington, D.C., completed in 1884 after decades of delays."
            ),
            S(
                "Statue of Liberty: The Statue of Liberty, a gift from the people of France to "
                "the United States, was dedicated on Liberty Island in New York Harbor in "
                "October 1886."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which instruments make up a string quartet?",
        "two violins, a viola and a cello",
        [
            D(
                "Piano trio: A piano trio is a chamber ensemble of a piano, a violin and a "
                "cello, and also the name of the music written for it."
            ),
            D(
                "Viola: The viola is a bowed string instrument slightly larger than the violin, "
                "with a lower and darker sound."
            ),
            D(
                "Wind quintet: A wind quintet usually consists of a flute, an oboe, a clarinet, "
                "a bassoon and a horn."
            ),
            S(
                "String quartet: A string quartet is a group of four string players: two "
                "violins, a viola and a cello. Joseph Haydn wrote many of the earliest works "
                "for the form."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a hydroelectric dam generate electricity?",
        "falling water spins turbines that drive generators",
        [
            D(
                "Three Gorges Dam: The Three Gorges Dam on the Yangtze River in China is the "
                "largest power station in the world by installed capacity."
            ),
            S(
                "Hydroelectricity: In a hydroelectric power station, water held behind a dam "
                "flows down through large pipes called penstocks and spins turbines, which "
                "drive generators that produce electricity."
            ),
            D(
                "Wind turbine: A wind turbine converts the kinetic energy of moving air into "
                "electricity with rotor blades connected to a generator."
            ),
            D(
                "Dam: A dam is a barrier across a river that holds back water, used for flood "
                "control, irrigation and drinking water supply."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why does the Leaning Tower of Pisa lean?",
        "its foundation was laid on soft, unstable soil",
        [
            D(
                "Pisa Cathedral: Pisa Cathedral is a Romanesque cathedral on the Piazza dei "
                "Miracoli in Pisa, begun in 1063."
            ),
            D(
                "Galileo Galilei: Galileo Galilei was an astronomer and physicist born in Pisa; "
                "a popular story says he dropped balls of different weights from the city's "
                "leaning bell tower."
            ),
            S(
                "Leaning Tower of Pisa: The Leaning Tower of Pisa is the bell tower of Pisa "
                "Cathedral. It began to tilt during construction in the 12th century because "
                "its foundation was laid on soft, unstable soil that sank under the weight on "
                "one side."
            ),
            D(
                "Stabilisation of the Leaning Tower: Between 1990 and 2001 engineers reduced "
                "the tilt of the tower by about 45 centimetres by carefully removing soil from "
                "beneath its raised side."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Is a tomato a fruit?",
        "yes, botanically",
        [
            D(
                "Potato: The potato is a starchy tuber of the plant Solanum tuberosum, in the "
                "same nightshade family as the tomato."
            ),
            S(
                "Tomato: The tomato is the edible berry of the plant Solanum lycopersicum. "
                "Botanically it is a fruit, although it is usually cooked and eaten as a "
                "vegetable."
            ),
            D(
                "Nix v. Hedden: Nix v. Hedden was an 1893 case in which the United States "
                "Supreme Court ruled that tomatoes should be taxed as vegetables under tariff "
                "law."
            ),
            D(
                "Fruit: In botany, a fruit is the seed-bearing structure that develops from the "
                "ovary of a flowering plant."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which country was the architect of the Sydney Opera House born?",
        "Denmark",
        [
            S(
                "Sydney Opera House: The Sydney Opera House is a performing arts centre on "
                "Bennelong Point in Sydney Harbour, designed by the architect J\u00f8rn Utzon and "
                "opened in 1973."
            ),
            D(
                "Peter Hall (architect): Peter Hall was an Australian architect who completed "
                "the interiors of the Sydney Opera House after Utzon resigned in 1966."
            ),
            S(
                "J\u00f8rn Utzon: J\u00f8rn Utzon was a Danish architect, born in Copenhagen in "
                "1918, who won the design competition for the opera house in 1957."
            ),
            D(
                "Sydney Harbour Bridge: The Sydney Harbour Bridge is a steel arch bridge across "
                "the harbour, built by the British firm Dorman Long and opened in 1932."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "factoid",
        "Who wrote the novel One Hundred Years of Solitude?",
        "Gabriel Garc\u00eda M\u00e1rquez",
        [
            D(
                "Love in the Time of Cholera is another novel by Gabriel Garc\u00eda M\u00e1rquez, "
                "published in 1985."
            ),
            D(
                "Isabel Allende's The House of the Spirits, published in 1982, is often compared "
                "to One Hundred Years of Solitude."
            ),
            S(
                "One Hundred Years of Solitude, published in 1967, is a novel by the Colombian "
                "writer Gabriel Garc\u00eda M\u00e1rquez about seven generations of the "
                "Buend\u00eda "
                "family."
            ),
            D(
                "Magical realism is a style of fiction in which fantastic events are told as if "
                "they were ordinary."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "How many players does a football team have on the pitch?",
        "eleven",
        [
            D("A rugby union side has fifteen players on the field at a time."),
            D("Basketball teams play with five players each on the court."),
            D(
                "A football match lasts ninety minutes, split into two halves of forty-five "
                "minutes, plus added time."
            ),
            S(
                "In association football each team fields eleven players, one of whom is the "
                "goalkeeper, and may bring on substitutes during the match."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which happened earlier, Gutenberg's invention of the printing press or Columbus's "
        "first voyage to the Americas?",
        "Gutenberg's printing press (around 1450; Columbus in 1492)",
        [
            S(
                "Johannes Gutenberg developed printing with movable metal type in the German "
                "city of Mainz around 1450."
            ),
            D(
                "Movable type made of baked clay had been invented in China by Bi Sheng in the "
                "eleventh century."
            ),
            D(
                "Amerigo Vespucci, after whom America is named, made several voyages to the New "
                "World around 1500."
            ),
            S(
                "Christopher Columbus reached the islands of the Caribbean in October 1492, on "
                "a voyage paid for by the Spanish crown."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the primary colours of light?",
        "red, green and blue",
        [
            D("In painting, the traditional primary colours are red, yellow and blue."),
            D(
                "A rainbow shows the colours of visible light in order: red, orange, yellow, "
                "green, blue, indigo and violet."
            ),
            S(
                "The primary colours of light are red, green and blue; mixed together in equal "
                "amounts they make white."
            ),
            D(
                "Colour printers mix cyan, magenta, yellow and black inks to reproduce an image "
                "on paper."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a submarine dive?",
        "it lets seawater into its ballast tanks to become heavier than the water",
        [
            S(
                "A submarine dives by letting seawater into its ballast tanks, which makes it "
                "heavier than the water around it; to surface, it blows the water out with "
                "compressed air."
            ),
            D(
                "The Turtle, a one-man craft built in 1775, was one of the first submarines "
                "used in war."
            ),
            D(
                "Submarines find their way under water with sonar, sending out pulses of sound "
                "and listening for the echoes."
            ),
            D(
                "Nuclear-powered submarines can stay under water for months, limited mainly by "
                "the food they carry."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do cats' eyes glow in the dark?",
        "a reflective layer behind the retina, the tapetum lucidum, bounces light back",
        [
            D("Cats can see in light about six times dimmer than people need."),
            S(
                "Cats' eyes shine at night because of a mirror-like layer behind the retina, the "
                "tapetum lucidum, which bounces light back through the eye."
            ),
            D(
                "Red-eye in flash photos is light reflected from the blood vessels at the back of "
                "the human eye."
            ),
            D("A cat's pupils narrow to vertical slits in bright light."),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is the Sahara the largest desert in the world?",
        "no, Antarctica is; the Sahara is the largest hot desert",
        [
            D(
                "The Sahara covers much of North Africa, stretching from the Atlantic Ocean to "
                "the Red Sea."
            ),
            D("The Gobi Desert spans parts of northern China and southern Mongolia."),
            S(
                "The largest desert on Earth is Antarctica, a cold polar desert; the Sahara is "
                "only the largest hot desert."
            ),
            D(
                "Deserts are defined by how little rain they get rather than by heat: less than "
                "250 millimetres a year."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What nationality is the director of the film Jaws?",
        "American",
        [
            D(
                "Peter Benchley, the American author of the novel Jaws, later regretted how the "
                "book had made people fear sharks."
            ),
            S(
                "Jaws, released in 1975, was directed by Steven Spielberg and is often called "
                "the first summer blockbuster."
            ),
            D("John Williams composed the famous two-note theme of Jaws."),
            D("Alfred Hitchcock was an English director known for thrillers such as Psycho."),
            S("Steven Spielberg is an American filmmaker, born in Cincinnati, Ohio, in 1946."),
        ],
        drop=0,
    ),
    # --- web -------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the first iPhone released?",
        "29 June 2007",
        [
            D(
                "Tech > Phones | The iPhone 3G, released in July 2008, added faster data and "
                "came with the App Store. Subscribe"
            ),
            D(
                "Tech > Computers | Apple launched the original Macintosh computer in January "
                "1984. Advertisement"
            ),
            S(
                "Tech > Phones | History | Apple released the first iPhone in the United States "
                "on 29 June 2007, months after Steve Jobs unveiled it on stage in January. "
                "Related articles | Share"
            ),
            D(
                "Tech > Phones | The first Android phone, the HTC Dream, went on sale in October "
                "2008. Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who holds the world record for the men's 100 metres?",
        "Usain Bolt (9.58 s)",
        [
            D(
                "Sport > Athletics | Florence Griffith-Joyner's 10.49 seconds from 1988 still "
                "stands as the women's 100 m world record. Newsletter"
            ),
            S(
                "Sport > Athletics | Records | Usain Bolt of Jamaica set the men's 100 m world "
                "record of 9.58 seconds at the 2009 World Championships in Berlin. Share this | "
                "Comments (212)"
            ),
            D(
                "Sport > Athletics | Usain Bolt won eight Olympic gold medals before retiring "
                "in 2017. Read more"
            ),
            D(
                "Sport > Athletics | The 200 m is run around one bend of a 400 m track. "
                "Advertisement"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is taller, the Burj Khalifa or the Shanghai Tower?",
        "the Burj Khalifa (828 m against 632 m)",
        [
            D(
                "Travel > China > Shanghai | The Oriental Pearl Tower, a TV tower in Pudong, is "
                "468 metres tall. Book now"
            ),
            S(
                "Travel > Dubai | Sights | The Burj Khalifa rises 828 metres above Dubai and has "
                "been the tallest building in the world since 2010. Book tickets | Cookie policy"
            ),
            D(
                "Travel > Dubai | The Burj Al Arab hotel stands on an artificial island off "
                "Jumeirah Beach. Deals | Share"
            ),
            S(
                "Travel > China > Shanghai | The Shanghai Tower in Pudong stands 632 metres "
                "tall, the highest building in China. Hotels nearby"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the three events of a triathlon?",
        "swimming, cycling and running",
        [
            D(
                "Sport > Multisport | A duathlon drops the swim and adds a second run, so "
                "athletes run, cycle, then run again. Share"
            ),
            D(
                "Sport > Multisport | Triathlon made its Olympic debut at the 2000 Games in "
                "Sydney. Read more"
            ),
            S(
                "Sport > Multisport | Beginners | A triathlon combines three events done one "
                "after another: swimming, cycling and running. Sign up for our newsletter"
            ),
            D(
                "Sport > Swimming | Open-water swimmers often wear wetsuits when the water is "
                "cold. Cookie settings"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do noise-cancelling headphones work?",
        "microphones pick up outside sound and the headphones play an inverted copy",
        [
            S(
                "Tech > Audio | Explained | Noise-cancelling headphones use small microphones "
                "to pick up outside sound and play back an inverted copy of the sound wave, so "
                "the two cancel each other out. Best deals | Share"
            ),
            D(
                "Tech > Audio | Reviews | Over-ear headphones usually block more outside sound "
                "than earbuds because their cushions seal around the ear. Buy now"
            ),
            D(
                "Tech > Audio | Bluetooth headphones connect to a phone wirelessly over short "
                "distances. Cookie policy"
            ),
            D("Science > Physics | Sound travels as a wave of pressure through the air. Related"),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do planes leave white trails in the sky?",
        "water vapour in the hot engine exhaust freezes into ice crystals",
        [
            D(
                "Travel > Flying | Most airliners cruise between 9,000 and 12,000 metres above "
                "the ground. Book flights"
            ),
            D(
                "Science > Weather | Cirrus clouds are thin, wispy clouds made of ice crystals "
                "high in the sky. Cookie policy"
            ),
            S(
                "Travel > Flying | Explained | The white lines behind planes are contrails: hot, "
                "moist exhaust from the engines meets the freezing air at cruising height, and "
                "its water vapour turns into ice crystals. Share | Comments"
            ),
            D(
                "Science > Weather | Fog forms when moist air near the ground cools until its "
                "water vapour condenses. Advertisement"
            ),
            D("Travel > Flying | Jet engines burn a fuel based on kerosene. Read more"),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can I fly a drone in a US national park?",
        "no, it is banned in almost all of them",
        [
            D(
                "Tech > Drones | In the US, recreational drone pilots must pass a free online "
                "safety test known as TRUST. Buy now"
            ),
            D(
                "Travel > USA > National Parks | Pets are allowed on most paved roads and in "
                "campgrounds, but not on most trails. Cookie policy"
            ),
            S(
                "Travel > USA > National Parks | Rules | Flying drones is banned in almost all US "
                "national parks, under a rule the National Park Service brought in in 2014. "
                "Plan your visit | Share"
            ),
            D(
                "Tech > Drones | Most consumer drones can fly for 20 to 40 minutes on one "
                "battery. Advertisement"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where IKEA was founded?",
        "Stockholm",
        [
            D(
                "Home > Business | H&M, the clothing retailer, was founded in Västerås in 1947. "
                "Read more"
            ),
            S(
                "Home > Business | Company profiles | IKEA was founded in 1943 by Ingvar "
                "Kamprad, who grew up on a farm in Småland in southern Sweden. Share | Print"
            ),
            D(
                "Travel > Europe > Norway | Oslo, the capital of Norway, sits at the head of "
                "the Oslofjord. Newsletter"
            ),
            S(
                "Travel > Europe > Sweden | Stockholm, the capital of Sweden, is built on "
                "fourteen islands where Lake Mälaren meets the Baltic Sea. Book hotels | "
                "Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq -------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How much sleep does an adult need each night?",
        "seven to nine hours",
        [
            D("Q: How much sleep do teenagers need?\nA: Eight to ten hours a night."),
            S(
                "Sleep FAQ\nQ: How many hours of sleep does an adult need?\nA: Most adults "
                "need between seven and nine hours a night."
            ),
            D(
                "Q: Is napping bad for you?\nA: A short nap of about 20 minutes can improve "
                "alertness; long naps may disturb night-time sleep."
            ),
            D(
                "Sleep FAQ\nQ: What is REM sleep?\nA: The stage of sleep in which most dreaming "
                "happens."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "What is the mains voltage in the United Kingdom?",
        "230 V",
        [
            D(
                "United States \u2013 electricity\n• Voltage: 120 V\n• Frequency: 60 Hz\n"
                "• Plug types: A and B"
            ),
            D(
                "Q: Do I need a plug adapter in the UK?\nA: Yes, unless your device already has "
                "a type G plug with three rectangular pins."
            ),
            S(
                "United Kingdom \u2013 electricity\n• Voltage: 230 V\n• Frequency: 50 Hz\n"
                "• Plug type: G (three rectangular pins)"
            ),
            D("Ireland \u2013 electricity\n• Voltage: 230 V\n• Frequency: 50 Hz\n• Plug type: G"),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which has more caffeine, a cup of coffee or a cup of black tea?",
        "coffee (about 95 mg against 47 mg)",
        [
            S("Black tea \u2013 per 240 ml cup\n• Caffeine: about 47 mg\n• Calories: 2"),
            D("Green tea \u2013 per 240 ml cup\n• Caffeine: about 28 mg\n• Calories: 2"),
            D(
                "Q: Is decaf coffee caffeine-free?\nA: Not quite: a cup still has about 2 mg of "
                "caffeine."
            ),
            S("Coffee, brewed \u2013 per 240 ml cup\n• Caffeine: about 95 mg\n• Calories: 2"),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What should a home first aid kit contain?",
        "plasters, gauze dressings, bandages, gloves, tweezers, scissors, antiseptic wipes",
        [
            S(
                "Home first aid kit \u2013 what to include\n- Plasters in different sizes\n"
                "- Sterile gauze dressings\n- Bandages and safety pins\n- Disposable gloves\n"
                "- Tweezers and scissors\n- Antiseptic wipes"
            ),
            D(
                "Q: How often should I check my first aid kit?\nA: Every six months, replacing "
                "anything used or out of date."
            ),
            D(
                "Car emergency kit \u2013 what to include\n- Torch\n- Warm blanket\n- Jump leads\n"
                "- Warning triangle"
            ),
            D(
                "Q: How do I treat a minor burn?\nA: Cool it under cold running water for 20 "
                "minutes, then cover it loosely."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I get a red wine stain out of a carpet?",
        "blot it, then dab with salt or washing-up liquid in cold water",
        [
            D(
                "Q: How do I remove coffee stains from a mug?\nA: Scrub it with baking soda and "
                "a little water."
            ),
            S(
                "Cleaning FAQ\nQ: How can I get red wine out of a rug or carpet?\nA: Blot up as "
                "much as you can, then sprinkle salt on it or dab it with washing-up liquid in "
                "cold water. Never rub, and never use hot water."
            ),
            D(
                "Q: Does white wine remove red wine stains?\nA: It can dilute them, but it works "
                "no better than plain cold water."
            ),
            D(
                "Laundry FAQ\nQ: At what temperature should I wash towels?\nA: At 60 °C to kill "
                "bacteria."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do my ears pop when a plane takes off or lands?",
        "cabin pressure changes faster than the middle ear, and the Eustachian tubes even it out",
        [
            D(
                "Flying FAQ\nQ: Why do I have to switch my phone to flight mode?\nA: To avoid "
                "interference with the aircraft's radio systems."
            ),
            D(
                "Q: Why is the air on planes so dry?\nA: Air at cruising height holds very "
                "little moisture, and that is the air pumped into the cabin."
            ),
            D(
                "Q: Can I fly with an ear infection?\nA: Ask a doctor first: pressure changes "
                "can be painful with a blocked ear."
            ),
            S(
                "Flying FAQ\nQ: What makes ears pop during take-off and landing?\nA: The air "
                "pressure in the cabin changes faster than the pressure in your middle ear. "
                "Swallowing or yawning opens the Eustachian tubes and evens it out, which is "
                "the pop you feel."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can I freeze cooked rice?",
        "yes",
        [
            D("Q: Can I reheat rice more than once?\nA: No, reheat cooked rice only once."),
            D("Q: Can I freeze cooked pasta?\nA: Yes, though it may go soft when thawed."),
            S(
                "Q: Can cooked rice be frozen?\nA: Yes. Cool it quickly, freeze it within an "
                "hour or two, and use it within a month."
            ),
            D(
                "Rice \u2013 storage\n• Uncooked white rice: keeps for years in a sealed "
                "container\n"
                "• Cooked rice: in the fridge, up to one day"
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the capital of the country that won the 2010 FIFA World Cup?",
        "Madrid",
        [
            D(
                "2014 FIFA World Cup \u2013 key facts\n• Host: Brazil\n• Winner: Germany\n• "
                "Runner-up: Argentina"
            ),
            S(
                "2010 FIFA World Cup \u2013 key facts\n• Host: South Africa\n• Winner: Spain\n"
                "• Runner-up: Netherlands\n• Final: 1\u20130 after extra time"
            ),
            D("Netherlands \u2013 country profile\n• Capital: Amsterdam\n• Currency: euro"),
            D(
                "South Africa \u2013 country profile\n• Largest city: Johannesburg\n• Currency: "
                "rand"
            ),
            S(
                "Spain \u2013 country profile\n• Capital: Madrid\n• Population: about 48 "
                "million\n• Currency: euro"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who wrote Romeo and Juliet?",
        "William Shakespeare",
        [
            D(
                "The Globe Theatre, where many of Shakespeare's plays were staged, stood on the "
                "south bank of the Thames."
            ),
            D("West Side Story moves the tale of Romeo and Juliet to the streets of New York."),
            D("Christopher Marlowe, a contemporary of Shakespeare, wrote Doctor Faustus."),
            S(
                "The play about two star-crossed lovers from feuding families in Verona was the "
                "work of William Shakespeare, who wrote it in the mid-1590s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "What is the most abundant gas in Earth's atmosphere?",
        "nitrogen",
        [
            D(
                "Carbon dioxide makes up only about 0.04 percent of the air, yet it traps a "
                "great deal of heat."
            ),
            D("Plants release oxygen as a by-product of photosynthesis."),
            S(
                "Roughly four fifths of the air we breathe is nitrogen, with oxygen making up "
                "most of the rest."
            ),
            D("Argon, a noble gas, is the third most common component of air."),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is older, Harvard University or the University of Oxford?",
        "the University of Oxford",
        [
            D("Yale was founded in 1701 in the colony of Connecticut."),
            S(
                "America's first institution of higher learning was set up in Cambridge, "
                "Massachusetts, in 1636 and later named after a clergyman, John Harvard."
            ),
            D(
                "The University of Cambridge grew out of a group of scholars who left Oxford "
                "in 1209."
            ),
            S(
                "Teaching has taken place at Oxford since at least the late eleventh century, "
                "which makes it the oldest seat of learning in the English-speaking world."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the colours of the Olympic rings?",
        "blue, yellow, black, green and red",
        [
            D("The Olympic flame is lit in Olympia, Greece, months before each Games."),
            S(
                "The five interlocking circles of the Games' emblem are blue, yellow, black, "
                "green and red, set on a white background."
            ),
            D("The five rings stand for the inhabited continents, joined together by sport."),
            D("Olympic gold medals are mostly made of silver, with a thin gold plating."),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does a compass work?",
        "its magnetised needle lines up with Earth's magnetic field and points north",
        [
            D("Sailors steered by the stars long before satellite navigation existed."),
            D(
                "The Earth's magnetic poles slowly wander and are not in the same place as the "
                "geographic poles."
            ),
            S(
                "A magnetised needle that is free to turn lines itself up with the planet's "
                "magnetic field, so one end always swings towards the north."
            ),
            D(
                "GPS receivers work out their position from signals sent by a network of "
                "satellites."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does ice float on water?",
        "ice is less dense than liquid water",
        [
            D("Icebergs break off glaciers and ice sheets and drift with the ocean currents."),
            D(
                "Seawater freezes at about minus two degrees Celsius because of the salt "
                "dissolved in it."
            ),
            D("Most substances shrink when they turn from liquid to solid."),
            S(
                "When water freezes, its molecules lock into an open lattice that takes up more "
                "room, so the frozen form is lighter per litre than the liquid around it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is a peanut a nut?",
        "no, it is a legume",
        [
            D("Almonds and walnuts are tree nuts, which grow on trees."),
            S(
                "Despite the name, the groundnut is no true nut but a legume, a relative of "
                "beans and peas whose pods ripen underground."
            ),
            D("Peanut butter became popular in the United States early in the twentieth century."),
            D("Peanut allergy is one of the most common food allergies in children."),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which city was the inventor of the telephone born?",
        "Edinburgh",
        [
            D("Thomas Edison, born in Ohio, invented the phonograph in 1877."),
            S(
                "The device that let people talk to each other over a wire was patented in "
                "1876 by Alexander Graham Bell."
            ),
            D(
                "Antonio Meucci, an Italian immigrant, had built an early voice-communication "
                "device in New York years before."
            ),
            S(
                "Bell grew up in Edinburgh, where he was born in 1847, before his family moved "
                "to Canada."
            ),
            D("The first transatlantic telegraph cable was laid across the ocean floor in 1858."),
        ],
        drop=0,
    ),
]
