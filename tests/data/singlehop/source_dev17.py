"""The nineteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev16.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v15, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the twelfth to eighteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 327 characters and distractors 330; the longest passage is a
support in 7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed Messiah?",
        "George Frideric Handel, in 1741; it was first performed in Dublin in April 1742",
        [
            D(
                "The Creation (Haydn): The Creation is an oratorio by Joseph Haydn, written "
                "between 1796 and 1798 after he had heard the great oratorios of Handel performed "
                "in London. Its text, drawn from Genesis, the Psalms and Milton's Paradise Lost, "
                "was put into German by Baron Gottfried van Swieten, and it was first given in "
                "public in Vienna in March 1799."
            ),
            S(
                "Messiah (Handel): Messiah is an English-language oratorio composed by George "
                "Frideric Handel in about 24 days in the late summer of 1741, to a text compiled "
                "from the King James Bible by Charles Jennens. It was first performed in Dublin on "
                "13 April 1742, and its 'Hallelujah' chorus, which closes the second part, is "
                "among the best-known pieces of Baroque music."
            ),
            D(
                "Water Music: Water Music is a set of three orchestral suites by George Frideric "
                "Handel, first played on 17 July 1717 by some 50 musicians on a barge on the River "
                "Thames. King George I, listening from the royal barge on the way upriver to "
                "Chelsea, liked it so much that he had it played three times over, and the suites "
                "have been favourites for outdoor concerts ever since."
            ),
            D(
                "St Matthew Passion: The St Matthew Passion is a sacred oratorio by Johann "
                "Sebastian Bach for soloists, double choir and double orchestra, first performed "
                "on Good Friday, 11 April 1727, at St Thomas Church in Leipzig. Largely forgotten "
                "after Bach's death in 1750, it was revived in Berlin in 1829 by the 20-year-old "
                "Felix Mendelssohn, which sparked a wider Bach revival."
            ),
            D(
                "Elijah (oratorio): Elijah is an oratorio by Felix Mendelssohn written for the "
                "Birmingham Festival, where the composer himself conducted its first performance, "
                "in English, on 26 August 1846. Telling the story of the prophet from the Books of "
                "Kings, with his contest against the priests of Baal, it became one of the best "
                "loved works of the Victorian choral societies."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "great chicago fire year",
        "1871; it burned from 8 to 10 October 1871",
        [
            D(
                "Peshtigo fire: The Peshtigo fire was a forest fire that swept through "
                "north-eastern Wisconsin and parts of Upper Michigan on the night of 8 October "
                "1871, driven by gale-force winds after a long drought. Between 1,200 and 2,500 "
                "people died, some 800 of them in the lumber town of Peshtigo, and about 4,900 "
                "km\u00b2 burned, so that it remains the deadliest wildfire in American history."
            ),
            D(
                "Chicago Fire (TV series): Chicago Fire is an American television drama created by "
                "Michael Brandt and Derek Haas for NBC and produced by Dick Wolf, which first "
                "aired on 10 October 2012. It follows the firefighters, rescue squad and "
                "paramedics of the fictional Firehouse 51, and it launched a franchise of "
                "spin-offs that includes Chicago P.D. and Chicago Med."
            ),
            S(
                "Great Chicago Fire: The Great Chicago Fire burned from 8 to 10 October 1871, "
                "starting in or near a barn owned by the O'Leary family on the city's West Side "
                "and spreading north-east on a strong wind across the Chicago River. It killed "
                "about 300 people, destroyed some 17,000 buildings over more than 8 km\u00b2 and "
                "left around 100,000 residents homeless."
            ),
            D(
                "Chicago Water Tower: The Chicago Water Tower, a castellated limestone tower on "
                "North Michigan Avenue designed by the architect William W. Boyington, was "
                "completed in 1869 to hide a standpipe of the city's new waterworks. One of the "
                "few buildings in its district to come through the city's great fire, it became a "
                "symbol of recovery and now houses an art gallery."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, Java or Honshu?",
        "Honshu, about 227,900 km\u00b2 against about 128,000 km\u00b2 for Java (though Java has "
        "more people)",
        [
            D(
                "Sumatra: Sumatra, the westernmost of the large islands of Indonesia, covers about "
                "473,000 km\u00b2, which makes it the sixth largest island in the world, and the "
                "equator runs across its middle. The Barisan Mountains line its west coast, and "
                "its rainforests shelter the Sumatran orangutan, tiger and rhinoceros, all three "
                "of them critically endangered."
            ),
            S(
                "Honshu: Honshu is the largest of the islands of Japan, covering about 227,900 "
                "km\u00b2, and is home to over 100 million people, with the cities of Tokyo, "
                "Osaka, Kyoto and Hiroshima. It is the seventh largest island in the world, and "
                "its highest point is Mount Fuji, a volcano of 3,776 m on the border of Shizuoka "
                "and Yamanashi prefectures."
            ),
            D(
                "Hokkaido: Hokkaido is the second largest and northernmost of the main islands of "
                "Japan, with about 78,000 km\u00b2 and some 5 million inhabitants. The Seikan "
                "Tunnel has linked it to the main island by rail since 1988, and its capital, "
                "Sapporo, has held a snow festival every February since 1950 and hosted the Winter "
                "Olympics in 1972."
            ),
            S(
                "Java: Java is an island of Indonesia between Sumatra and Bali, with an area of "
                "about 128,000 km\u00b2 and more than 150 million inhabitants, which makes it the "
                "most populous island on Earth. The national capital, Jakarta, lies on its "
                "north-west coast, and a chain of volcanoes runs along its length, among them "
                "Merapi, Bromo and Semeru."
            ),
            D(
                "Luzon: Luzon is the largest and most populous island of the Philippines, with an "
                "area of about 109,000 km\u00b2 and the capital, Manila, on the shores of Manila "
                "Bay. Its Cordillera Central is known for the rice terraces of Banaue, and in June "
                "1991 Mount Pinatubo, on the west of the island, erupted in one of the largest "
                "eruptions of the century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which islands make up the Channel Islands off the coast of France?",
        "Jersey, Guernsey, Alderney, Sark and Herm, with smaller islets such as Jethou and "
        "Brecqhou",
        [
            D(
                "Channel Islands (California): The Channel Islands of California are a chain of "
                "eight islands in the Pacific Ocean off the coast of southern California, among "
                "them Santa Catalina, San Clemente and Santa Cruz. Five of them form Channel "
                "Islands National Park, set up in 1980, and their small island fox is found "
                "nowhere else in the world."
            ),
            S(
                "Channel Islands: The Channel Islands lie in the English Channel off the coast of "
                "Normandy and form two British Crown Dependencies. The Bailiwick of Jersey is the "
                "largest island, Jersey, with a few uninhabited reefs, while the Bailiwick of "
                "Guernsey takes in Guernsey, Alderney, Sark and Herm and smaller islets such as "
                "Jethou, Brecqhou and Lihou."
            ),
            D(
                "Isles of Scilly: The Isles of Scilly are an archipelago some 45 km off Land's End "
                "in Cornwall, of which five islands are inhabited: St Mary's, Tresco, St Martin's, "
                "St Agnes and Bryher. Warmed by the Gulf Stream, they grow early flowers for the "
                "mainland, and the Abbey Garden on Tresco holds plants from more than 80 countries."
            ),
            D(
                "Jersey: Jersey, the largest and most southerly of the islands of the Channel "
                "group, covers about 118 km\u00b2 and has some 103,000 inhabitants, with its "
                "capital at St Helier. It is a self-governing Crown Dependency with its own "
                "parliament, the States Assembly, and it has lent its name to a breed of dairy cow "
                "and to a knitted woollen pullover."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a sundial tell the time?",
        "a pointer (the gnomon) casts a shadow that moves round the dial as the Sun crosses the "
        "sky; hour lines mark where it falls at each hour, giving local solar time",
        [
            D(
                "Water clock: A water clock, or clepsydra, tells time by the steady flow of water "
                "into or out of a vessel, the level against marks on its side giving the hours. "
                "Used in Egypt by the 14th century BC and in Athens to time speeches in the law "
                "courts, it grew elaborate in China, where Su Song built an astronomical clock "
                "tower driven by water in the 1090s."
            ),
            S(
                "Sundial: A sundial shows the time by the shadow that a pointer, the gnomon, casts "
                "on a dial marked with hour lines. As the Sun moves across the sky, 15 degrees an "
                "hour, the shadow swings round the dial; if the gnomon's edge is parallel to "
                "Earth's axis, the dial reads local solar time in every season, which can differ "
                "from clock time by up to 16 minutes."
            ),
            D(
                "Analemma: An analemma is the figure-of-eight curve traced by the Sun in the sky "
                "when it is photographed at the same clock time every few days through a year. Its "
                "shape comes from the tilt of Earth's axis, about 23.4 degrees, and from its "
                "elliptical orbit, which make solar noon fall up to about 16 minutes before or 14 "
                "minutes after noon by the clock."
            ),
            D(
                "Prague astronomical clock: The astronomical clock on the Old Town Hall in Prague "
                "was first installed in 1410, which makes it the oldest such clock still working. "
                "Its dial shows the positions of the Sun and Moon among the stars, and every hour "
                "from 9 am to 11 pm figures of the twelve Apostles pass two windows above it while "
                "a skeleton rings a bell."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Berlin Airlift happen?",
        "because in June 1948 the Soviet Union blockaded every land and water route into West "
        "Berlin, in protest at the new Deutsche Mark, so the Western Allies supplied the city by "
        "air",
        [
            D(
                "Airlift Memorial: The Airlift Memorial in front of Tempelhof Airport in Berlin, "
                "unveiled in July 1951, is a concrete arch whose three prongs, reaching west, "
                "stand for the three air corridors flown in 1948 and 1949. Its base bears the "
                "names of the 39 British and 31 American airmen who died in the operation, and "
                "smaller copies stand at Frankfurt Airport and near Celle."
            ),
            D(
                "Construction of the Berlin Wall: On the night of 12 to 13 August 1961 East German "
                "soldiers and police began closing the border between East and West Berlin with "
                "barbed wire, soon replaced by concrete. The GDR called it an 'anti-fascist "
                "protective rampart', but it was built to stop the flight of its own citizens, "
                "some 2.7 million of whom had left for the West since 1949, many of them young and "
                "skilled."
            ),
            S(
                "Berlin Blockade: In June 1948 the Soviet Union cut every road, rail and canal "
                "link between the western zones of Germany and the western sectors of Berlin, in "
                "protest at a new currency, the Deutsche Mark. To keep some 2 million West "
                "Berliners fed and heated, American and British aircraft flew in supplies, in time "
                "over 8,000 tonnes a day, until the blockade was lifted in May 1949."
            ),
            D(
                "Marshall Plan: The Marshall Plan, proposed by the US Secretary of State George C. "
                "Marshall in a speech at Harvard in June 1947, gave more than 13 billion dollars "
                "of aid to rebuild the economies of western Europe between 1948 and 1952. The "
                "Soviet Union refused to take part and kept the countries under its control out of "
                "it, which deepened the split of the continent."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is the dodo extinct",
        "yes: the dodo of Mauritius died out in the 17th century; the last widely accepted "
        "sighting was in 1662",
        [
            D(
                "Rodrigues solitaire: The Rodrigues solitaire was a large flightless pigeon, a "
                "close cousin of the better-known bird of Mauritius, that lived only on the island "
                "of Rodrigues, some 560 km further east. The French Huguenot Fran\u00e7ois Leguat, "
                "marooned there from 1691 to 1693, described its courtship and nesting, and it had "
                "vanished by the 1760s."
            ),
            D(
                "Nicobar pigeon: The Nicobar pigeon, a ground-feeding bird with shining green and "
                "copper plumage, lives on small islands from the Andaman and Nicobar Islands to "
                "the Solomons, and DNA studies published in 2002 showed it to be a close relative "
                "of the dodo. It is listed as Near Threatened, as hunting and rats on its islands "
                "reduce its numbers."
            ),
            S(
                "Dodo: The dodo was a flightless bird about 1 m tall, related to pigeons, that "
                "lived only on the island of Mauritius in the Indian Ocean. Dutch sailors first "
                "described it in 1598, and within a century it was extinct, wiped out by hunting "
                "and by the rats, pigs and monkeys that ships brought; the last widely accepted "
                "sighting was in 1662."
            ),
            D(
                "Dodo (Alice's Adventures in Wonderland): The Dodo is a character in Lewis "
                "Carroll's Alice's Adventures in Wonderland of 1865, who organises a 'Caucus-race' "
                "in which everyone runs in circles until they are dry and then declares that "
                "'everybody has won, and all must have prizes'. Carroll, born Charles Dodgson, is "
                "thought to have drawn it after himself."
            ),
            D(
                "Mauritius kestrel: In 1974 only four wild Mauritius kestrels were known, which "
                "made it perhaps the rarest bird in the world, but a captive breeding programme "
                "led by the conservationist Carl Jones brought it back to several hundred birds. "
                "The small falcon hunts geckos in the island's remaining forests and is still "
                "listed as Endangered."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which year did the painter of The Kiss die?",
        "1918: The Kiss is by Gustav Klimt, who died in Vienna on 6 February 1918",
        [
            D(
                "The Kiss (Rodin): The Kiss is a marble sculpture by the French artist Auguste "
                "Rodin of the lovers Paolo and Francesca from Dante's Inferno, first conceived "
                "around 1882 for his Gates of Hell. One large version was carved between 1901 and "
                "1904 for the collector Edward Perry Warren and is now in the Tate; Rodin died at "
                "Meudon in November 1917."
            ),
            S(
                "The Kiss (Klimt): The Kiss is an oil painting with gold leaf by the Austrian "
                "artist Gustav Klimt, made in 1907 and 1908 at the height of his 'golden period', "
                "that shows a couple embracing on a flowered meadow, wrapped in richly patterned "
                "robes. The Austrian state bought it in 1908, the year it was first shown, and it "
                "hangs in the Upper Belvedere in Vienna."
            ),
            D(
                "Egon Schiele: Egon Schiele, born in Tulln on the Danube in 1890, was a "
                "prot\u00e9g\u00e9 of the older leaders of the Vienna Secession, and his twisted, "
                "frank figure drawings shocked the city; in 1912 he spent 24 days in prison. He "
                "died of the Spanish flu in Vienna on 31 October 1918, three days after his "
                "pregnant wife Edith, at the age of 28."
            ),
            S(
                "Gustav Klimt: Gustav Klimt, born in Baumgarten near Vienna in July 1862, the son "
                "of a gold engraver, was the leading painter of the Vienna Secession, which he "
                "co-founded in 1897 and led as its first president. He suffered a stroke in "
                "January 1918 and died in Vienna on 6 February 1918, in the influenza pandemic, at "
                "the age of 55."
            ),
            D(
                "Belvedere, Vienna: The Belvedere is a pair of Baroque palaces in Vienna built by "
                "Johann Lukas von Hildebrandt for Prince Eugene of Savoy between 1712 and 1723, "
                "with formal gardens sloping between them. Today they house the Austrian Gallery, "
                "whose collection runs from the Middle Ages to the present, with French "
                "Impressionists and the Viennese art of around 1900."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who discovered the circulation of the blood?",
        "William Harvey, the English physician, who published it in De Motu Cordis in 1628",
        [
            D(
                "Ibn al-Nafis, a thirteenth-century physician working in Cairo, described how the "
                "blood passes from the right side of the heart to the left by way of the lungs, "
                "rather than through pores in the wall between them, as Galen had taught. His "
                "account of this lung circuit, written around 1242, stayed unknown in Europe for "
                "centuries."
            ),
            S(
                "The English physician William Harvey showed that the heart pumps the blood round "
                "the body in a continuous circuit, out through the arteries and back by the veins. "
                "He set out his proof, built on dissections and on measuring how much blood the "
                "heart moves, in a short Latin book, De Motu Cordis, printed in Frankfurt in 1628, "
                "overturning ideas held since Galen."
            ),
            D(
                "Karl Landsteiner, an Austrian-born physician, found in 1901 that human blood "
                "falls into distinct groups, later named A, B, AB and O, by watching how the red "
                "cells of one person clumped in the serum of another. His work made blood "
                "transfusion safe and earned him the Nobel Prize in Physiology or Medicine in "
                "1930, when he was working at the Rockefeller Institute in New York."
            ),
            D(
                "Marcello Malpighi, an Italian anatomist from Bologna, looked at the lungs of a "
                "frog through a microscope in 1661 and saw the capillaries, the fine vessels that "
                "join the smallest arteries to the smallest veins, closing the one gap that "
                "earlier theories of the blood's movement had left. Structures in the kidney and "
                "the skin are named after him."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how old is the universe",
        "about 13.8 billion years",
        [
            D(
                "The Earth and the rest of the Solar System formed about 4.6 billion years ago "
                "from a collapsing cloud of gas and dust, and the oldest solid grains in "
                "meteorites, about 4.567 billion years old, mark its start. The oldest known "
                "mineral crystals on Earth, zircons from the Jack Hills of Western Australia, are "
                "some 4.4 billion years old."
            ),
            D(
                "The Milky Way, our galaxy, is a barred spiral about 100,000 light-years across "
                "holding between 100 and 400 billion stars. Its thin disc is thought to have "
                "formed some 8 to 10 billion years ago, and the Sun, which lies about 26,000 "
                "light-years from the centre, takes roughly 230 million years to go once round it."
            ),
            S(
                "Measurements of the faint afterglow of the Big Bang, the cosmic microwave "
                "background, by satellites such as NASA's WMAP and the European Planck mission, "
                "together with the rate at which space expands, put the age of the universe at "
                "about 13.8 billion years, uncertain by only some tens of millions of years. The "
                "oldest stars we know are only a little younger."
            ),
            D(
                "The observable universe, the region from which light has had time to reach us, is "
                "a sphere about 93 billion light-years across, far larger than its age in years "
                "would suggest, because space has kept expanding while the light travelled. It is "
                "thought to hold hundreds of billions of galaxies, though one much-quoted estimate "
                "of 2016 put the figure as high as two trillion."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which was written first, Hamlet or Macbeth?",
        "Hamlet, around 1599 to 1601, against about 1606 for Macbeth",
        [
            S(
                "Shakespeare wrote Hamlet, the tragedy of a Danish prince who feigns madness to "
                "avenge his father's murder by his uncle Claudius, around 1599 to 1601, shortly "
                "after the Globe Theatre opened. It is his longest play, over 4,000 lines in the "
                "fullest text, and it was first printed in a pirated quarto in 1603."
            ),
            D(
                "King Lear, in which an old king divides his realm between two flattering "
                "daughters and disowns the honest third, Cordelia, was written around 1605 or 1606 "
                "and played before James I at Whitehall on St Stephen's Night, 26 December 1606. "
                "Its two early texts, the quarto of 1608 and the Folio, differ in hundreds of "
                "lines."
            ),
            D(
                "Laurence Olivier directed and starred in a film of Hamlet released in 1948, "
                "cutting the play to about two and a half hours and dropping Rosencrantz and "
                "Guildenstern altogether. It won the Academy Awards for Best Picture and Best "
                "Actor, the first British film to take the top prize, and a young Jean Simmons "
                "played Ophelia."
            ),
            S(
                "Macbeth, Shakespeare's shortest tragedy, is usually dated to 1606, soon after the "
                "Gunpowder Plot, and its Scottish setting and witches suited the new king, James "
                "I, who had written a book on witchcraft. It was not printed until the First Folio "
                "of 1623, and many actors still avoid saying its title inside a theatre."
            ),
            D(
                "Othello, the tragedy of a Moorish general in Venice led by his ensign Iago to "
                "believe his wife Desdemona unfaithful, was probably written in 1603 or 1604 and "
                "is first recorded at court on 1 November 1604. Its plot came from a tale by the "
                "Italian writer Cinthio, published in 1565, which Shakespeare read in Italian or "
                "French."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "Which planets in the Solar System are rocky?",
        "Mercury, Venus, Earth and Mars, the four inner (terrestrial) planets",
        [
            D(
                "The four giant planets of the outer Solar System, Jupiter, Saturn, Uranus and "
                "Neptune, have no solid surface at all. Jupiter and Saturn, the gas giants, are "
                "mostly hydrogen and helium, while Uranus and Neptune, the ice giants, hold more "
                "water, ammonia and methane; all four have rings and dozens of moons."
            ),
            S(
                "The four planets closest to the Sun, Mercury, Venus, Earth and Mars, are called "
                "the terrestrial or rocky planets: each is a compact ball of silicate rock around "
                "a metal core, mostly iron, with a solid surface you could stand on. Earth is the "
                "largest and densest of them, and between them they have just three moons."
            ),
            D(
                "Dwarf planets such as Pluto, Ceres, Eris, Haumea and Makemake are round under "
                "their own gravity but have not cleared their orbits of other bodies, the test the "
                "International Astronomical Union set in 2006. Ceres, about 940 km across, is the "
                "largest object in the asteroid belt between Mars and Jupiter, and the only dwarf "
                "planet in the inner Solar System."
            ),
            D(
                "Io and Europa, two of the four moons Galileo found around Jupiter in 1610, are "
                "made largely of rock: Io, a little larger than our own Moon, has more than 400 "
                "active volcanoes, heated by the tides Jupiter raises in it, while Europa hides a "
                "salty ocean beneath its crust of ice."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do icebergs form?",
        "they break off (calve) from the front of glaciers and ice shelves where these reach the "
        "sea",
        [
            D(
                "Sea ice forms when the surface of the ocean itself freezes, at about minus "
                "1.8\u00b0C because of the salt, first as needle-like crystals, then as a slush "
                "called grease ice and finally as pancakes and sheets that weld together. In the "
                "Arctic it reaches its greatest extent each March and its smallest each September, "
                "and it is only a few metres thick."
            ),
            S(
                "Icebergs begin as snow that falls on Greenland, Antarctica and other cold lands "
                "and is pressed into ice over centuries. The ice creeps slowly downhill to the "
                "coast, and where a glacier or a floating ice shelf meets the sea, chunks crack "
                "off its front edge and drop into the water, which is called calving; about nine "
                "tenths of each berg floats below the surface."
            ),
            D(
                "The International Ice Patrol, run by the US Coast Guard, was set up in 1914 after "
                "the loss of a famous liner two years before, and it still watches the waters "
                "around the Grand Banks of Newfoundland with aircraft and satellites, warning "
                "ships twice a day. In a busy year over a thousand bergs drift south past 48 "
                "degrees north on the Labrador Current."
            ),
            D(
                "Pingos are dome-shaped hills of earth with a core of ice, found in permafrost "
                "regions such as the Mackenzie Delta in northern Canada, where some 1,350 of them "
                "stand. They grow when groundwater under pressure seeps up and freezes into a lens "
                "of ice that slowly pushes the ground above it upwards, sometimes as much as 50 m, "
                "over centuries."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do geese fly in a V formation?",
        "to save energy: each bird rides the rising air off the wingtip of the bird ahead, so it "
        "needs less effort to stay aloft; the birds take turns at the front",
        [
            D(
                "Starlings gather on winter evenings in murmurations of thousands, sometimes a "
                "million, birds that swirl over reed beds and piers before they settle to roost. "
                "Each bird seems to follow its seven or so nearest neighbours, and flying in such "
                "a dense, shifting crowd is thought to confuse the peregrines and sparrowhawks "
                "that hunt them."
            ),
            S(
                "Geese and other large birds flying in a V or a slanting line save energy by "
                "riding the air that swirls upwards off the wingtips of the bird in front. Placed "
                "just behind and to one side, each bird gains a little free lift and can flap "
                "less; studies of pelicans found lower heart rates and more gliding than in birds "
                "flying alone, and the birds take turns to lead."
            ),
            D(
                "The Red Arrows, the aerobatic team of the Royal Air Force, formed in 1964, fly "
                "nine red Hawk jets in tight shapes such as the Diamond Nine and the Big Battle, "
                "trailing red, white and blue smoke. Their formations are for display rather than "
                "to save fuel, and the pilots, all experienced fast-jet flyers, serve on the team "
                "for three years before going back to frontline squadrons."
            ),
            D(
                "Canada geese breed across Canada and the northern United States, and many fly "
                "south for the winter in large family flocks, covering more than 1,000 km in a day "
                "with a good tail wind. Pairs usually stay together for life, and a gander will "
                "hiss, lower its head and beat its wings at anyone who comes near the nest in "
                "spring."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is a platypus a mammal",
        "yes: a monotreme, a mammal that lays eggs and feeds its young on milk",
        [
            D(
                "When the first preserved platypus skin reached Britain, in 1798 or 1799, the "
                "naturalist George Shaw suspected a hoax and looked for stitches where a duck's "
                "bill might have been sewn on. He named the animal Platypus anatinus, but as that "
                "name had already been given to a beetle, it was later renamed Ornithorhynchus "
                "anatinus."
            ),
            S(
                "The duck-billed platypus of eastern Australia is a mammal, though an unusual one: "
                "it belongs to the monotremes, the only mammals that lay eggs. Like other mammals "
                "it has fur and feeds its young on milk, which the female secretes from patches of "
                "skin on her belly, since she has no nipples, and the males carry venomous spurs "
                "on their hind legs."
            ),
            D(
                "Echidnas, the spiny anteaters of Australia and New Guinea, are among the few "
                "egg-laying animals with fur: the female lays a single leathery egg into a pouch "
                "on her belly, and the young, called a puggle, stays there until its spines begin "
                "to grow. Four species survive, three of them long-beaked ones found only in New "
                "Guinea."
            ),
            D(
                "The tuatara of New Zealand looks like a lizard but is the last survivor of a "
                "separate order of reptiles, the Rhynchocephalia, which flourished alongside the "
                "early dinosaurs over 200 million years ago. It grows very slowly, may live for "
                "more than 100 years, and has a light-sensitive 'third eye' on the top of its head."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Which river flows through the town where Shakespeare was born?",
        "the Avon: Shakespeare was born in Stratford-upon-Avon in 1564",
        [
            D(
                "Christopher Marlowe, the playwright of Doctor Faustus and Tamburlaine, was born "
                "in Canterbury in February 1564, the son of a shoemaker, and studied at Corpus "
                "Christi College, Cambridge. He was stabbed to death in a house at Deptford, on "
                "the Thames, in May 1593, at the age of 29, in a quarrel said to be over the bill."
            ),
            S(
                "William Shakespeare was baptised on 26 April 1564 in Holy Trinity Church at "
                "Stratford-upon-Avon in Warwickshire, the town where he was born, the son of a "
                "glover, John Shakespeare. He went to London by the early 1590s but in 1597 bought "
                "a large house in his home town, New Place, and died there in 1616."
            ),
            D(
                "The Bristol Avon rises in the southern Cotswolds and winds for about 120 km "
                "through Malmesbury, Bath and Bristol before reaching the Severn estuary at "
                "Avonmouth. Its name, like that of several other English rivers called Avon, comes "
                "from the old British word for a river, so that River Avon means simply 'river "
                "river'."
            ),
            S(
                "Stratford-upon-Avon, a market town of about 30,000 people in Warwickshire, stands "
                "on the River Avon, which rises near Naseby in Northamptonshire and flows "
                "south-west through Warwick and Evesham to join the Severn at Tewkesbury. Narrow "
                "boats reach the town by the Stratford Canal, and theatres line the riverbank."
            ),
            D(
                "Edward de Vere, 17th Earl of Oxford, was born at Castle Hedingham in Essex in "
                "1550 and became a courtier, poet and patron of players under Elizabeth I. Since "
                "1920 he has been the favourite candidate of those who doubt that the man from "
                "Warwickshire wrote the plays, though he died in 1604, before several of them."
            ),
        ],
        drop=0,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the London Eye open?",
        "2000: it opened to the public in March 2000, after a ceremonial opening on 31 December "
        "1999",
        [
            D(
                "Home > Travel > UK > London | Millennium Bridge\nThe Millennium Bridge, a steel "
                "suspension footbridge over the Thames between St Paul's Cathedral and Tate "
                "Modern, opened on 10 June 2000 but was closed two days later because it swayed "
                "under the feet of the crowds. Dampers were fitted, and it reopened in February "
                "2002.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > UK > London | London Eye\nThe London Eye, a 135 m observation "
                "wheel on the South Bank of the Thames, was built for the millennium and opened to "
                "the public in March 2000, after technical problems delayed the first passengers. "
                "Its 32 sealed capsules, one for each London borough, take about 30 minutes to go "
                "round.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > UK > London | Millennium Dome\nThe Millennium Dome on the "
                "Greenwich peninsula, designed by the practice of Richard Rogers, opened on 1 "
                "January 2000 for a year-long exhibition that drew 6.5 million visitors, far fewer "
                "than the 12 million hoped for. Since 2007 it has been a concert arena, The "
                "O2.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > UK > London | London Eye tickets\nTickets for the London Eye are "
                "cheaper booked online in advance, and Fast Track tickets skip the main queue. "
                "Each capsule holds up to 25 people and can be hired privately for parties or "
                "proposals; the wheel turns at about 26 cm a second, so it rarely stops to let "
                "passengers on.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Singapore | Singapore Flyer\nThe Singapore Flyer, a 165 m "
                "observation wheel beside Marina Bay, opened in 2008 and was then the tallest in "
                "the world, until the High Roller in Las Vegas overtook it in 2014. A ride in one "
                "of its 28 air-conditioned capsules lasts about 30 minutes and looks out over the "
                "Singapore Strait.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded nike",
        "Phil Knight and his former coach Bill Bowerman, as Blue Ribbon Sports in 1964",
        [
            D(
                "Home > Business > Brands | Adidas\nAdidas was registered in 1949 by Adolf 'Adi' "
                "Dassler in Herzogenaurach, Bavaria, after he and his brother Rudolf split their "
                "family shoe business; Rudolf set up Puma across the town's river. The three "
                "stripes became its mark, and Jesse Owens had won in Dassler spikes in Berlin in "
                "1936.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Brands | The swoosh\nThe swoosh logo was designed in 1971 by "
                "Carolyn Davidson, a graphic design student at Portland State University, who was "
                "paid 35 dollars for it. In 1983 the company gave her a gold swoosh ring and "
                "shares, and the mark has often appeared alone, without the brand name, since "
                "1995.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Brands | Nike\nNike began in 1964 as Blue Ribbon Sports, "
                "founded by Phil Knight, a former middle-distance runner at the University of "
                "Oregon, and his old coach there, Bill Bowerman, to import Japanese running shoes. "
                "In 1971 it launched its own brand, named after the Greek goddess of "
                "victory.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Brands | ASICS\nASICS was formed in 1977 by the merger of "
                "Onitsuka Co., founded in Kobe in 1949 by Kihachiro Onitsuka, with two other "
                "sports firms; its name comes from the Latin 'anima sana in corpore sano'. In the "
                "1960s an American importer sold its Tiger running shoes in the US.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "caribbean vs mediterranean which is bigger",
        "the Caribbean Sea, about 2.75 million km\u00b2 against about 2.5 million km\u00b2 for "
        "the Mediterranean",
        [
            D(
                "Home > Travel > Cruises | Caribbean or Mediterranean?\nCaribbean cruises are best "
                "from December to April, outside the hurricane season, with a beach almost every "
                "day, while the Mediterranean suits May to October and ports such as Barcelona, "
                "Rome and Dubrovnik. Mediterranean trips often cost more once flights are "
                "added.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Seas | Caribbean Sea\nThe Caribbean Sea, an arm of the "
                "Atlantic bounded by Central America, northern South America and the islands of "
                "the West Indies, covers about 2.75 million km\u00b2. Its deepest point, the "
                "Cayman Trough between Cuba and Jamaica, reaches about 7,690 m, and hurricanes "
                "cross it from June to November.\nShare this | Cookie policy"
            ),
            D(
                "Home > Geography > Seas | Gulf of Mexico\nThe Gulf of Mexico, an ocean basin "
                "bounded by the United States, Mexico and Cuba, covers about 1.6 million km\u00b2. "
                "Its warm waters feed the Loop Current that becomes the Gulf Stream, and the "
                "Mississippi empties into it through a huge bird's-foot delta south of New "
                "Orleans.\nShare this | Cookie policy"
            ),
            S(
                "Home > Geography > Seas | Mediterranean Sea\nThe Mediterranean Sea, almost "
                "enclosed by Europe, Africa and Asia, covers about 2.5 million km\u00b2 and meets "
                "the Atlantic only through the Strait of Gibraltar, some 14 km wide. Evaporation "
                "outstrips the inflow of rivers, so it is saltier than the open ocean, and it is "
                "over 5,000 m deep off Greece.\nShare this | Cookie policy"
            ),
            D(
                "Home > Geography > Seas | Sargasso Sea\nThe Sargasso Sea, in the North Atlantic "
                "around Bermuda, is the only sea without a coastline, bounded instead by four "
                "ocean currents that circle it clockwise. Floating mats of golden-brown sargassum "
                "weed cover its surface, and European and American eels cross the ocean to spawn "
                "there, a journey of up to 6,000 km.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What's in a Moscow mule?",
        "vodka, ginger beer and lime juice, over ice (traditionally in a copper mug)",
        [
            D(
                "Home > Food & Drink > Cocktails | Dark 'n' Stormy\nA Dark 'n' Stormy is dark rum "
                "topped with ginger beer and a squeeze of lime, served over ice in a tall glass. "
                "Its name is a registered trademark of the Bermuda rum makers Gosling Brothers, "
                "whose Black Seal rum it must use, and it counts as Bermuda's national "
                "drink.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Cocktails | Moscow mule\nA Moscow mule is made with 50 ml "
                "of vodka, the juice of half a lime and about 120 ml of spicy ginger beer, poured "
                "over ice and garnished with a wedge of lime. It is served in a chilled copper "
                "mug, and it was first mixed in the United States in the early 1940s.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Food & Drink > Cocktails | White Russian\nA White Russian mixes 50 ml of "
                "vodka with 25 ml of coffee liqueur over ice in an old-fashioned glass, topped "
                "with fresh cream. Despite its name it has nothing to do with Russia, and it "
                "became a cult drink after the 1998 film The Big Lebowski, whose hero drinks "
                "little else.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Kit | Copper mugs\nUnlined copper can leach into acidic "
                "drinks such as those made with lime or other citrus juice, and the US Food Code "
                "bars copper from touching foods with a pH below 6. Choose cocktail mugs lined "
                "with stainless steel or nickel, and wash them by hand, not in the "
                "dishwasher.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a quartz watch keep time?",
        "a battery makes a tiny quartz tuning fork vibrate 32,768 times a second; a chip counts "
        "the vibrations and sends a pulse each second to a stepping motor that moves the hands",
        [
            D(
                "Home > Tech > Explainers | Mechanical watches\nA mechanical watch stores energy "
                "in a coiled mainspring, wound by the crown or, in an automatic, by a weighted "
                "rotor that swings as the wrist moves. The spring drives a train of gears whose "
                "release is metered by the escapement and a balance wheel, often beating 8 times a "
                "second.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Explainers | Inside a quartz watch\nIn a quartz watch a battery "
                "drives a tiny tuning fork of quartz crystal, which, being piezoelectric, vibrates "
                "at a steady 32,768 times a second under a voltage. A chip counts the vibrations, "
                "halving the count 15 times, and sends one pulse a second to a stepping motor that "
                "turns the hands.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Explainers | Radio-controlled clocks\nRadio-controlled clocks set "
                "themselves by time signals broadcast from transmitters linked to atomic clocks, "
                "such as MSF at Anthorn in Cumbria or DCF77 near Frankfurt, checking usually once "
                "a night. They change for summer time on their own and keep to within a "
                "second.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > History | Seiko Astron\nThe first quartz wristwatch on sale, the "
                "Seiko Astron, went on sale in Tokyo on Christmas Day 1969 at 450,000 yen, about "
                "the price of a small car. Within a decade cheap quartz watches from Japan and "
                "Hong Kong had thrown the Swiss watch industry into what it calls the quartz "
                "crisis.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do bridges have expansion joints?",
        "because the deck lengthens in heat and shortens in cold; the joints leave room for that "
        "movement so the deck does not buckle or crack its supports",
        [
            D(
                "Home > Science > Engineering | Welded rail\nModern track is laid as continuous "
                "welded rail, hundreds of metres without a joint, which ends the clickety-clack "
                "and wear at the rail ends. The rails are stretched or warmed as they are clamped "
                "down, yet on very hot days they can still bend sideways, what engineers call a "
                "sun kink.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Engineering | Breaking step\nSoldiers are ordered to break step "
                "when they cross a bridge, a rule that goes back to the collapse of the Broughton "
                "Suspension Bridge near Manchester in April 1831, when a column of some 70 "
                "soldiers marching in time set it vibrating until a bolt snapped. No one was "
                "killed, but about 20 were hurt.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Engineering | Expansion joints\nA steel or concrete bridge deck "
                "grows longer in summer heat and shrinks in winter cold, a 100 m steel span by "
                "about 12 mm for every 10\u00b0C. Expansion joints, the toothed metal plates or "
                "rubber-filled gaps at each end, leave room for that movement, so the deck does "
                "not buckle or crack its supports.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Bridges | Humber Bridge\nThe Humber Bridge near Hull opened in "
                "1981 as the longest single-span suspension bridge in the world, 1,410 m between "
                "its towers, a record it held for 16 years. The two towers stand 36 mm further "
                "apart at the top than at the bottom, because they follow the curve of the "
                "Earth.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Lapland a country?",
        "no: it is a region in the far north of Norway, Sweden, Finland and Russia's Kola "
        "Peninsula (and the name of Finland's northernmost region)",
        [
            D(
                "Home > Travel > Finland | Rovaniemi\nRovaniemi, on the Arctic Circle, was almost "
                "entirely burned by retreating German troops in 1944 and rebuilt to a plan by the "
                "architect Alvar Aalto, whose main roads form the shape of a reindeer's antlers. "
                "Santa Claus Village, north of town, draws hundreds of thousands of "
                "visitors.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Nordic | Is Greenland a country?\nGreenland, the world's largest "
                "island, is a self-governing country within the Kingdom of Denmark, with its own "
                "parliament in Nuuk since home rule began in 1979, while Denmark still handles its "
                "defence and foreign policy. Most of its 56,000 people are Inuit, and it left the "
                "European Community in 1985.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Nordic | Lapland explained\nLapland is not a country but a region "
                "of the far north, mostly inside the Arctic Circle, spread across northern Norway, "
                "Sweden and Finland and Russia's Kola Peninsula. It is the homeland of the "
                "S\u00e1mi people, and Finnish Lapland, the country's northernmost region, is run "
                "from Rovaniemi.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Nordic | Northern lights\nThe aurora season in the far north runs "
                "from late August to early April, when the nights are dark enough; the best "
                "chances come on clear, cold nights away from town lights, between about 9 pm and "
                "2 am. Troms\u00f8, Abisko and Inari are popular bases for guided aurora "
                "chases.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where Lake Bled is?",
        "Ljubljana: Lake Bled is in Slovenia",
        [
            D(
                "Home > Travel > Europe > Austria | Hallstatt\nThe village of Hallstatt clings to "
                "the shore of the Hallst\u00e4tter See in the Salzkammergut, below a salt mine "
                "worked for some 7,000 years, which gave its name to an early Iron Age culture. "
                "The lake and village became a UNESCO World Heritage Site in 1997.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Travel > Europe > Slovenia | Lake Bled\nLake Bled, a glacial lake in the "
                "Julian Alps in north-western Slovenia, is about 2 km long and holds the country's "
                "only natural island, crowned by the Church of the Assumption and reached by "
                "wooden pletna boats. A medieval castle looks down from a cliff above the "
                "shore.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe > Croatia | Plitvice Lakes\nPlitvice Lakes National Park, "
                "in central Croatia, is a chain of 16 terraced lakes joined by waterfalls over "
                "barriers of travertine, founded in 1949 and listed by UNESCO in 1979. Wooden "
                "walkways lead over the water, and more than a million people visit each year, "
                "most in summer.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Europe > Slovenia | Ljubljana\nLjubljana, the capital and largest "
                "city of Slovenia, with some 290,000 people, lies on the Ljubljanica river below a "
                "hilltop castle. Much of its centre, the Triple Bridge among it, was shaped by the "
                "architect Jo\u017ee Ple\u010dnik, and it was European Green Capital in "
                "2016.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe > Slovenia | Lake Bohinj\nLake Bohinj, 4.2 km long, is the "
                "largest permanent natural lake in Slovenia and lies within Triglav National Park, "
                "below the Savica waterfall. Swimming and kayaking are popular in summer, and a "
                "cable car climbs from near its shore to the Vogel ski area.\nShare this | Cookie "
                "policy"
            ),
        ],
        drop=1,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long can I be off sick before I need a fit note?",
        "7 days: you can self-certify for up to 7 days in a row (weekends included); after that "
        "you need a fit note",
        [
            D(
                "Q: How long can I get Statutory Sick Pay for?\nA: Up to 28 weeks, paid by your "
                "employer at a flat weekly rate, as long as you are an employee and have told them "
                "you are ill within their deadline, or within 7 days if they set none. After that "
                "you may be able to claim Employment and Support Allowance or Universal Credit."
            ),
            S(
                "Q: When do I need a fit note from my doctor?\nA: Only if you are off sick for "
                "more than 7 days in a row, counting days you would not normally work, such as "
                "weekends. For the first 7 days you self-certify, usually on your employer's form "
                "or form SC2; after that a GP, hospital doctor, nurse, pharmacist or "
                "physiotherapist can issue a fit note."
            ),
            D(
                "Q: Do I need a doctor's note for my child to be off school?\nA: No. Schools in "
                "England usually accept a call or message from a parent first thing on each day of "
                "illness, and GPs discourage requests for notes. For a longer absence a school may "
                "ask for evidence such as an appointment card or a prescription, rather than a "
                "letter from the surgery."
            ),
            D(
                "Q: What does 'may be fit for work' mean on a fit note?\nA: That your doctor "
                "thinks you could do some work with support, such as a phased return, altered "
                "hours, lighter duties or changes to your workplace. Your employer does not have "
                "to agree; if they cannot make the changes, you are treated as not fit for work "
                "for that time."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what age can you get a tattoo uk",
        "18: it is an offence to tattoo anyone under 18, even with a parent's consent",
        [
            D(
                "Q: How old do you have to be to get a piercing?\nA: In England there is no legal "
                "minimum age for most piercings, though many studios set their own limit of 16 or "
                "ask a parent to come with younger children. In Scotland under-16s need a parent's "
                "consent, and Wales banned intimate piercings for anyone under 18 in 2018, "
                "whatever their parents say."
            ),
            S(
                "Q: How old do I have to be to get a tattoo in the UK?\nA: You must be 18. Under "
                "the Tattooing of Minors Act 1969 it is an offence to tattoo anyone under 18 in "
                "Great Britain, even with a parent's consent, except for medical reasons by a "
                "doctor. Good studios will ask for photo ID such as a passport or driving licence, "
                "whatever your age."
            ),
            D(
                "Q: How long does a new tattoo take to heal?\nA: The surface usually heals in 2 to "
                "3 weeks, though the skin beneath can take up to 6 months to recover fully. Keep "
                "it clean, wash it gently, put on a thin layer of unscented moisturiser, keep out "
                "of pools and strong sun for at least 2 weeks and don't pick the scabs."
            ),
            D(
                "Q: What age can you use a sunbed in the UK?\nA: It is illegal for anyone under 18 "
                "to use a sunbed in a salon, gym or other business: the ban came in under the "
                "Sunbeds (Regulation) Act 2010 in England and Wales, and a year earlier in "
                "Scotland. Staff may ask for proof of age, and salons must not let under-18s into "
                "the sunbed area."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, a US fluid ounce or a UK fluid ounce?",
        "the US fluid ounce, about 29.6 ml against about 28.4 ml for the imperial (UK) one",
        [
            S(
                "US fluid ounce: at a glance\n- Volume: about 29.57 ml\n- Defined as: 1/128 of a "
                "US gallon\n- In a US pint: 16 fl oz (473 ml)\n- In a US cup: 8 fl oz\n- Used for: "
                "drinks cans (12 fl oz), baby bottles, medicine doses and nutrition labels"
            ),
            D(
                "Ounce (weight): at a glance\n- Mass: 28.35 g (avoirdupois ounce)\n- In a pound: "
                "16 oz (454 g)\n- Troy ounce: 31.10 g, used for gold, silver and platinum\n- Used "
                "for: baking recipes, postal weights and food labels in the US"
            ),
            S(
                "Imperial (UK) fluid ounce: at a glance\n- Volume: about 28.41 ml\n- Defined as: "
                "1/160 of an imperial gallon\n- In a UK pint: 20 fl oz (568 ml)\n- Still used for: "
                "older recipes, baby bottles and some drinks measures"
            ),
            D(
                "Q: How much is a single measure of spirits in the UK?\nA: A single is 25 ml or 35 "
                "ml, depending on the pub, served in government-stamped measures or meters. In the "
                "US a standard shot is 1.5 fl oz, about 44 ml, though no federal law fixes it."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of iron deficiency anaemia?",
        "tiredness and lack of energy, shortness of breath, palpitations and pale skin; also "
        "headaches, a sore tongue, hair loss, itchy skin, tinnitus and cravings for ice (pica)",
        [
            D(
                "Q: What causes iron deficiency anaemia?\nA: In the UK it is most often heavy "
                "periods or pregnancy. Bleeding in the gut can also cause it, from a stomach "
                "ulcer, regular use of anti-inflammatory painkillers such as ibuprofen or aspirin, "
                "or bowel cancer, as can coeliac disease, which stops the gut absorbing iron, or a "
                "diet short of it over a long time."
            ),
            D(
                "Q: What are the symptoms of vitamin B12 deficiency?\nA: Extreme tiredness, pins "
                "and needles, a sore red tongue, mouth ulcers, muscle weakness, disturbed vision "
                "and problems with memory, understanding or mood. It is common in older people and "
                "vegans, and is usually treated with injections of hydroxocobalamin at first."
            ),
            S(
                "Q: What are the symptoms of iron deficiency anaemia?\nA: The commonest are "
                "tiredness and lack of energy, shortness of breath, a noticeable heartbeat "
                "(palpitations) and pale skin. Some people also get headaches, a sore tongue, hair "
                "loss, itchy skin, ringing in the ears or an urge to eat ice or non-food things "
                "such as paper, known as pica."
            ),
            D(
                "Iron-rich foods: at a glance\n- Red meat and liver (avoid liver in pregnancy)\n- "
                "Dark green leafy vegetables such as watercress and curly kale\n- Beans, lentils "
                "and tofu\n- Dried fruit such as apricots and prunes\n- Fortified breakfast "
                "cereals\n- Tip: vitamin C helps you absorb iron; tea and coffee hinder it"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I stop a nosebleed?",
        "sit down, lean forward and pinch the soft part of the nose just above the nostrils for "
        "10 to 15 minutes, breathing through the mouth",
        [
            D(
                "Q: Why do I keep getting nosebleeds?\nA: Most come from small blood vessels just "
                "inside the nostrils that break easily when the lining dries out, for instance "
                "from central heating, or after picking or blowing the nose hard. Colds, hay "
                "fever, blood-thinning medicines such as warfarin and high altitude can also set "
                "them off."
            ),
            S(
                "Q: What should I do if my nose starts bleeding?\nA: Sit down, lean forward, not "
                "back, which sends blood down your throat, and pinch the soft part of your nose "
                "just above the nostrils for 10 to 15 minutes without letting go, breathing "
                "through your mouth. An ice pack on the bridge of the nose can help. Get help if "
                "it will not stop."
            ),
            D(
                "Q: How do I stop a cut from bleeding?\nA: Press firmly on it with a clean cloth "
                "or dressing for at least 10 minutes and, if you can, raise the injured part above "
                "the level of the heart. Once it stops, rinse it under running water, pat dry and "
                "cover it with a plaster; call 999 if blood spurts out or soaks through."
            ),
            D(
                "Q: What is cautery for nosebleeds?\nA: If nosebleeds keep coming back from the "
                "same spot, a GP or an ENT doctor may seal the blood vessel by touching it with a "
                "stick tipped with silver nitrate, after numbing the inside of the nose with a "
                "spray. It stings a little, and you should avoid blowing your nose or lifting "
                "heavy things for a few days after."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my washing machine smell?",
        "bacteria and mould grow in the damp film of detergent, fabric conditioner and lint left "
        "in the door seal, drawer and drum, helped by cool washes and a shut door",
        [
            D(
                "Q: Why won't my washing machine drain?\nA: Most often the pump filter, behind a "
                "small flap at the bottom of the front, is blocked with fluff, coins or hairgrips; "
                "put down towels and a tray before you unscrew it. Otherwise the drain hose may be "
                "kinked or clogged, or the drain pump itself may have failed and need replacing."
            ),
            S(
                "Q: Why does my washing machine smell musty?\nA: Frequent washes at 30\u00b0C or "
                "40\u00b0C, too much detergent or fabric conditioner, and shutting the door after "
                "a wash leave a damp film of soap and lint in the door seal, the drawer and the "
                "drum, where bacteria and mould grow. Run an empty hot wash at 60\u00b0C or "
                "90\u00b0C once a month."
            ),
            D(
                "Q: Why do my towels smell even after washing?\nA: Towels left damp in a basket or "
                "dried slowly indoors grow mildew, and too much detergent or fabric conditioner "
                "coats the fibres so that they stop absorbing water and hold on to odours. Wash "
                "them at 60\u00b0C with half the usual detergent, skip the conditioner and dry "
                "them fully."
            ),
            D(
                "Q: Why does my washing machine shake so much on the spin cycle?\nA: If it is new, "
                "check the transit bolts that hold the drum still in delivery have been taken out. "
                "Otherwise the feet may need levelling, or the load is unbalanced: a single heavy "
                "item such as a bath mat or a duvet can throw the drum off, so add a few towels to "
                "spread it."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can a baby car seat go in the front",
        "yes, but a rear-facing baby seat only if the front passenger airbag is switched off; it "
        "is illegal in front of an active airbag",
        [
            D(
                "Q: How long must my child use a car seat?\nA: In the UK children must use a child "
                "car seat until they are 12 years old or 135 cm tall, whichever comes first. The "
                "seat must suit the child's height or weight and carry an approval label, an E in "
                "a circle with R44 or R129, and the driver is responsible for under-14s wearing "
                "belts."
            ),
            S(
                "Q: Can I put my baby's car seat in the front passenger seat?\nA: Yes, but you "
                "must switch off the front airbag before fitting a rear-facing baby seat there: it "
                "is illegal to use one in front of an active airbag, which could strike the back "
                "of the seat and seriously injure or kill the child. Slide the car seat back as "
                "far as it will go."
            ),
            D(
                "Q: Can my dog travel in the front seat?\nA: The Highway Code says dogs and other "
                "animals must be suitably restrained so they cannot distract you or hurt you, or "
                "themselves, if you stop quickly. A seat belt harness, a pet carrier, a dog cage "
                "or a dog guard are all ways to do it, and a front airbag can injure a dog too, so "
                "the back seat is safer."
            ),
            D(
                "Q: When should my baby move to a forward-facing seat?\nA: Under the i-Size rules, "
                "known as R129, children must stay rear-facing until at least 15 months old, and "
                "experts advise keeping them rear-facing for as long as the seat allows, often to "
                "about 4 years, because a rear-facing seat better protects the neck in a crash."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency is used in the country that hosted the 2014 Winter Olympics?",
        "the Russian rouble: the 2014 Winter Olympics were held in Sochi, Russia",
        [
            D(
                "Q: Where were the 2018 Winter Olympics held?\nA: In Pyeongchang, in the mountains "
                "of north-eastern South Korea, from 9 to 25 February 2018, with the ice events in "
                "the coastal city of Gangneung. Athletes from North and South Korea marched "
                "together at the opening, and Norway topped the medal table with 39 medals."
            ),
            S(
                "Q: Where were the 2014 Winter Olympics held?\nA: In Sochi, a resort on Russia's "
                "Black Sea coast, from 7 to 23 February 2014, with the ice events in a coastal "
                "park beside the sea and the snow events up at Krasnaya Polyana in the Caucasus "
                "mountains. Some 2,800 athletes from 88 nations took part."
            ),
            D(
                "Q: Where were the 2014 Commonwealth Games held?\nA: In Glasgow, Scotland, from 23 "
                "July to 3 August 2014, with 71 nations and territories taking part and the "
                "opening ceremony at Celtic Park, while athletics was held at Hampden Park. "
                "England topped the medal table, ahead of Australia and Canada."
            ),
            S(
                "Russia: key facts\n- Capital: Moscow\n- Area: about 17.1 million km\u00b2, the "
                "largest country in the world\n- Population: about 146 million\n- Currency: the "
                "Russian rouble (RUB), divided into 100 kopecks\n- Time zones: 11\n- Dialling "
                "code: +7"
            ),
            D(
                "Ukraine: key facts\n- Capital: Kyiv\n- Area: about 603,500 km\u00b2, the largest "
                "country wholly in Europe\n- Currency: the hryvnia (UAH), divided into 100 "
                "kopiykas\n- Borders: Russia, Belarus, Poland, Slovakia, Hungary, Romania, "
                "Moldova\n- Dialling code: +380"
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who carved Mount Rushmore?",
        "Gutzon Borglum, from 1927 until his death in 1941; his son Lincoln Borglum finished the "
        "work",
        [
            D(
                "The Crazy Horse Memorial, a mountain carving of the Lakota leader on horseback in "
                "the Black Hills of South Dakota, was begun in 1948 by the Polish-American "
                "sculptor Korczak Ziolkowski at the invitation of Lakota elders. Only the face, "
                "about 27 m high, was finished, in 1998, and his family carries on the work, paid "
                "for by visitors rather than by the government."
            ),
            S(
                "The colossal faces of four presidents cut into a granite cliff in the Black Hills "
                "of South Dakota were the life's work of the Danish-American sculptor Gutzon "
                "Borglum, who began in 1927 with crews that used dynamite, drills and jackhammers. "
                "He died in March 1941, and his son Lincoln saw the last work through that October."
            ),
            D(
                "Stone Mountain in Georgia bears the largest bas-relief in the world, showing the "
                "Confederate leaders Jefferson Davis, Robert E. Lee and Stonewall Jackson on "
                "horseback. Its first sculptor was dismissed in 1925 after quarrels with the "
                "sponsors, and the carving was finished only in 1972, under Walker Hancock."
            ),
            D(
                "The Leshan Giant Buddha, cut into a red sandstone cliff where three rivers meet "
                "in Sichuan, China, is 71 m tall, the largest stone Buddha in the world. A monk "
                "named Haitong began it in 713, hoping it would calm the waters for boatmen, and "
                "it was finished 90 years later, in 803."
            ),
            D(
                "About two million people a year visit the presidents' monument near Keystone, "
                "South Dakota, where the heads of Washington, Jefferson, Theodore Roosevelt and "
                "Lincoln, each about 18 m high, look out from 1,745 m above sea level. An evening "
                "lighting ceremony is held in summer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "largest flower in the world",
        "Rafflesia arnoldii, whose single bloom can be about a metre across and weigh up to 11 kg",
        [
            D(
                "The titan arum of Sumatra, Amorphophallus titanum, sends up the biggest "
                "unbranched spike of blossoms known, thousands of tiny flowers wrapped in a frilly "
                "spathe that can stand 3 m tall. It opens rarely, for only a day or two, reeking "
                "of rotten flesh, and Kew Gardens saw the first to open in cultivation in 1889."
            ),
            S(
                "The biggest single bloom any plant produces belongs to Rafflesia arnoldii, a "
                "parasite of jungle vines in the rainforests of Sumatra and Borneo that has no "
                "leaves, stems or roots of its own. Its rubbery, red, white-spotted flower can "
                "measure about a metre across and weigh up to 11 kg, and it smells of rotting meat "
                "to draw in flies."
            ),
            D(
                "The talipot palm of southern India and Sri Lanka produces the largest branched "
                "cluster of blossoms of any plant, millions of small creamy flowers on a branching "
                "stalk several metres tall. It blooms only once, when it is 30 to 80 years old, "
                "and then dies, and its huge fan leaves were once used as paper for Buddhist texts "
                "in Sri Lanka."
            ),
            D(
                "The tallest sunflower on record, measured at 9.17 m, was grown by Hans-Peter "
                "Schiffer in his garden in Kaarst, Germany, in 2014. Cultivated sunflowers usually "
                "reach 1.5 to 3 m, and their heads, up to 30 cm across, are made of hundreds of "
                "small florets arranged in interlocking spirals."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which came first, the Bronze Age or the Iron Age?",
        "the Bronze Age, from about 3300 BC in the Near East; the Iron Age began around 1200 BC",
        [
            D(
                "Farming began in the Fertile Crescent of the Near East around 9500 BC, when "
                "people started to sow wheat and barley and to herd sheep and goats, and with it "
                "came polished stone axes, pottery and the first villages. The new way of life "
                "reached Britain only around 4000 BC, carried by farmers crossing from the "
                "continent by boat."
            ),
            S(
                "Smiths in Mesopotamia and the Near East learned, some time after about 3300 BC, "
                "to melt copper with a little tin into a harder alloy for blades, tools and "
                "armour. The age named after that alloy saw the first cities and writing, and it "
                "reached Britain around 2200 BC, where tin was soon mined in Cornwall."
            ),
            D(
                "\u00d6tzi, the man whose body was found frozen in the Alps on the "
                "Austrian-Italian border in 1991, died about 3300 BC with an arrowhead in his "
                "shoulder. He carried a yew bow, a flint knife and an axe with a blade of almost "
                "pure copper, the metal people were then learning to smelt and cast, and wore a "
                "bearskin cap."
            ),
            S(
                "Smelting iron ore, which needs hotter fires and long hammering of the spongy "
                "bloom, became widespread in Anatolia and the eastern Mediterranean around 1200 "
                "BC, after the great palace kingdoms fell, and reached Britain by about 800 BC. As "
                "iron ore is far commoner than tin, tools of the new metal soon became cheap."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which animals are the Big Five on an African safari?",
        "the lion, leopard, rhinoceros, elephant and Cape buffalo",
        [
            D(
                "The 'Little Five', a light-hearted list dreamed up by guides, names small "
                "creatures that echo the big game: the ant lion, the leopard tortoise, the "
                "rhinoceros beetle, the elephant shrew and the buffalo weaver, a bird. Spotting "
                "them takes patience, as most are only a few centimetres long and hide in grass or "
                "under bark."
            ),
            S(
                "The five African beasts that big-game hunters once rated the most dangerous to "
                "track down on foot were the lion, the leopard, the rhinoceros, the elephant and "
                "the Cape buffalo, and lodges still promise guests the chance to see all of them. "
                "Kruger in South Africa and the Maasai Mara in Kenya are good places to try."
            ),
            D(
                "Guides joke about the 'Ugly Five' too: the spotted hyena, the wildebeest, the "
                "warthog, the marabou stork and the lappet-faced vulture, animals that seldom win "
                "beauty contests but play a vital part in the savanna, clearing carcasses and "
                "grazing the grass, and they are usually far easier to find on a game drive."
            ),
            D(
                "Every year some 1.5 million wildebeest, with hundreds of thousands of zebras and "
                "gazelles, move in a great clockwise loop between the Serengeti in Tanzania and "
                "the Maasai Mara in Kenya, following the rains. The river crossings, thick with "
                "crocodiles, come between July and October, when the herds are in Kenya."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do snakes move without legs?",
        "by bending the body with muscles along a backbone of hundreds of vertebrae: S-shaped "
        "waves push against the ground, heavy snakes creep straight using their belly scales, and "
        "some sidewind over sand",
        [
            D(
                "Legless lizards such as the slow worm of Europe look like serpents but are "
                "lizards: unlike true serpents they have eyelids that blink and ear openings, and "
                "they can shed their tails to escape a predator. The slow worm eats slugs and "
                "worms and can live for 30 years or more, and females bear live young in late "
                "summer, up to a dozen at a time."
            ),
            S(
                "With no limbs to walk on, a serpent gets about by bending its long backbone, made "
                "of hundreds of vertebrae, each with ribs and muscles. Usually it throws its body "
                "into S-shaped waves that press against stones and stems; heavy kinds such as "
                "pythons creep in a straight line, gripping with the broad scales of their "
                "undersides."
            ),
            D(
                "A snake smells with its forked tongue: each flick gathers scent particles from "
                "the air and the ground and delivers them to the Jacobson's organ in the roof of "
                "the mouth, and the two tips let it tell on which side a scent is stronger. Pit "
                "vipers also sense warm prey through heat-sensing pits between eye and nostril."
            ),
            D(
                "Earthworms move by waves of muscle: rings of muscle squeeze some segments long "
                "and thin while others, shortened and fat, hold on, and tiny bristles called setae "
                "anchor each part to the soil in turn. An earthworm has no eyes but senses light "
                "through its skin, and it breathes through its skin too, which must stay moist."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do deserts get cold at night",
        "the dry air and clear skies have almost no water vapour or cloud to trap heat, so the "
        "warmth the ground absorbed by day radiates into space after sunset",
        [
            D(
                "Coastal towns stay mild at night and cool by day because the sea warms and cools "
                "far more slowly than the land; by afternoon the land is the warmer and a sea "
                "breeze blows in, while at night the flow reverses as a land breeze. Winters by "
                "the sea are milder too, and frost is rarer near the shore."
            ),
            S(
                "Arid lands such as the Sahara can swing from over 40\u00b0C in the afternoon to "
                "near freezing before dawn because their air holds almost no water vapour and the "
                "sky is usually cloudless. Moisture and cloud trap heat rising from the ground, so "
                "without them the sand's warmth escapes into space once the sun sets."
            ),
            D(
                "The Atacama Desert in northern Chile is the driest place on Earth outside the "
                "poles: some weather stations there have never recorded rain, and its clear, thin "
                "air on the Chajnantor plateau, about 5,000 m up, is why great observatories such "
                "as ALMA, with its 66 dish antennas, were built there."
            ),
            D(
                "Cacti survive the heat by opening their pores only at night, storing carbon "
                "dioxide as an acid and using it for photosynthesis when the sun is up, a trick "
                "called CAM that saves water. Their spines, which are modified leaves, shade the "
                "stem and guard its stored water from thirsty animals."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is blood blue inside your body?",
        "no: blood is always red, bright red with oxygen and darker red without; veins only look "
        "blue through the skin",
        [
            D(
                "Horseshoe crabs have blue blood, coloured by haemocyanin, a protein that carries "
                "oxygen with copper instead of iron. Their blood is collected from crabs caught on "
                "the Atlantic coast of North America to make a test, LAL, that checks vaccines and "
                "medical devices for bacterial toxins; each crab gives about a third of its blood "
                "and is then released."
            ),
            S(
                "Oxygen-poor blood, the kind flowing back to the heart in the veins, is a deep, "
                "dark red, never the colour of the sky; oxygen-rich blood in the arteries is "
                "brighter scarlet, both shades coming from the iron in haemoglobin. Veins only "
                "look bluish because skin absorbs red light and sends blue back to our eyes."
            ),
            D(
                "Calling nobles 'blue-blooded' is thought to come from Spain, where old "
                "aristocratic families proud of having no Moorish or Jewish ancestry pointed to "
                "the blue veins showing through their pale skin as proof, sangre azul. The phrase "
                "reached English in the 1830s and soon meant any old family."
            ),
            D(
                "An adult has about 5 litres of blood, some 7 per cent of body weight, and a "
                "single red cell lives about 120 days, making more than a thousand circuits of the "
                "body a day. Red cells are made in the bone marrow at a rate of about 2 million a "
                "second, and old ones are broken down in the spleen and liver."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What language did the author of The Little Mermaid write in?",
        "Danish: The Little Mermaid (1837) is by Hans Christian Andersen, who wrote in Danish",
        [
            D(
                "Disney's animated film The Little Mermaid, released in 1989 and directed by Ron "
                "Clements and John Musker, gave the sea king's daughter a name, Ariel, and a happy "
                "ending. Its songs by Alan Menken and Howard Ashman, among them 'Under the Sea', "
                "won two Academy Awards."
            ),
            S(
                "The fairy tale of a sea king's youngest daughter who gives up her voice for human "
                "legs to win a prince, first published in Copenhagen in 1837, came from the pen of "
                "Hans Christian Andersen, who also gave the world The Ugly Duckling and The Snow "
                "Queen."
            ),
            D(
                "Jacob and Wilhelm Grimm, scholars from Hanau in Hesse, published their Children's "
                "and Household Tales in German in 1812, with stories such as Snow White, Rapunzel "
                "and Hansel and Gretel, many of them told to them by friends and neighbours."
            ),
            S(
                "Hans Christian Andersen, the son of a poor shoemaker in Odense, wrote his tales, "
                "novels and travel books in his native Danish, often in a lively, spoken style "
                "that annoyed critics used to stiffer prose; they have since been put into more "
                "than 125 other languages."
            ),
            D(
                "The bronze statue of a mermaid sitting on a rock at Langelinie in Copenhagen, by "
                "the sculptor Edvard Eriksen, was unveiled in 1913 as a gift to the city from the "
                "brewer Carl Jacobsen. It is only 1.25 m tall and has twice been beheaded by "
                "vandals."
            ),
        ],
        drop=1,
    ),
]
