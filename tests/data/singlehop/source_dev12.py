"""A fourteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev11.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions are typed search-box style. Written after lexical-v11, while lexical-v12 was being
tuned, the batch measures how far the evaluator's tuning carries to questions it was not written
against (dev all the same: tuned on from now on).

Like the twelfth and thirteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 307 characters and distractors 306. In the first draft the longest
passage was a support in 18 of the 40 questions, so in 13 of them a distractor was given a
clause more (and one support lost a few words); as written, the longest passage is a support in
5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed The Rite of Spring?",
        "Igor Stravinsky, for Diaghilev's Ballets Russes; it was first performed in Paris on 29 "
        "May 1913",
        [
            D(
                "Daphnis et Chlo\u00e9: Daphnis et Chlo\u00e9 is a ballet by Maurice Ravel, "
                "commissioned by Sergei Diaghilev and first danced by the Ballets Russes at the "
                "Th\u00e9\u00e2tre du Ch\u00e2telet in Paris on 8 June 1912. Ravel called it a "
                "choreographic symphony; it lasts almost an hour and uses a wordless chorus."
            ),
            D(
                "Sergei Diaghilev: Sergei Diaghilev, born in 1872 in the province of Novgorod, was "
                "the Russian impresario who founded the Ballets Russes in Paris in 1909. He never "
                "composed or danced himself but commissioned new scores from many leading "
                "composers of the day, and he died in Venice in August 1929."
            ),
            S(
                "The Rite of Spring: The Rite of Spring is a ballet score by the Russian composer "
                "Igor Stravinsky, written for Sergei Diaghilev's Ballets Russes. Its premiere at "
                "the Th\u00e9\u00e2tre des Champs-\u00c9lys\u00e9es in Paris on 29 May 1913, "
                "danced to choreography by Vaslav Nijinsky, caused a near-riot in the audience."
            ),
            D(
                "Vaslav Nijinsky: Vaslav Nijinsky, born in Kyiv in 1889 to Polish parents, was the "
                "star dancer of the Ballets Russes, famous for his soaring leaps. He made three "
                "ballets of his own in Paris before 1914, among them The Afternoon of a Faun to "
                "music by Claude Debussy, and spent his last decades in hospitals."
            ),
            D(
                "Th\u00e9\u00e2tre des Champs-\u00c9lys\u00e9es: The Th\u00e9\u00e2tre des "
                "Champs-\u00c9lys\u00e9es on the Avenue Montaigne in Paris opened on 2 April 1913, "
                "one of the first buildings in the city framed in reinforced concrete. Its "
                "architect was Auguste Perret, its fa\u00e7ade carries marble reliefs by Antoine "
                "Bourdelle, and it seats about 1,900."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "mount st helens eruption year",
        "1980: the great eruption came on 18 May 1980",
        [
            D(
                "Mount Pinatubo: Mount Pinatubo, on the island of Luzon in the Philippines, "
                "erupted on 15 June 1991 after some 500 years of quiet, in the second-largest "
                "eruption of the twentieth century. The ash and sulphur it threw into the sky "
                "cooled the whole planet by about half a degree Celsius for a year or so."
            ),
            D(
                "Mount Rainier: Mount Rainier, 4,392 m high and about 95 km south-east of Seattle, "
                "is the tallest peak in Washington state and is counted among the most dangerous "
                "volcanoes in the world, because mudflows from it could reach towns where some "
                "80,000 people live. Its last eruption was in the 1800s."
            ),
            D(
                "Spirit Lake (Washington): Spirit Lake lies at the northern foot of a volcano in "
                "the Cascade Range. It was once ringed by holiday lodges, among them the one kept "
                "by Harry R. Truman, who refused to leave when warned and was buried by the "
                "debris; a mat of floating logs, left by the blast, still drifts on it."
            ),
            S(
                "Mount St. Helens: Mount St. Helens is an active stratovolcano in Washington "
                "state. Its great eruption on 18 May 1980, set off by an earthquake of magnitude "
                "5.1, blew out the north face and cut the summit from 2,950 m to 2,549 m; 57 "
                "people died, among them the volcanologist David Johnston."
            ),
            D(
                "Eyjafjallaj\u00f6kull: The Icelandic volcano Eyjafjallaj\u00f6kull erupted under "
                "its ice cap in April 2010, and its cloud of fine ash closed much of Europe's "
                "airspace for six days, grounding about 100,000 flights and stranding some ten "
                "million travellers. Its name means island mountain glacier."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Danube or the Rhine?",
        "the Danube: about 2,850 km, against about 1,230 km for the Rhine",
        [
            S(
                "Danube: The Danube rises in the Black Forest in Germany and flows about 2,850 km "
                "to the Black Sea, passing through ten countries and four capitals: Vienna, "
                "Bratislava, Budapest and Belgrade. It is the second-longest river in Europe, "
                "after the Volga, and its delta in Romania is a vast wetland."
            ),
            D(
                "Elbe: The Elbe rises in the Krkono\u0161e mountains of the Czech Republic and "
                "flows about 1,094 km past Dresden and Magdeburg to the North Sea at Cuxhaven, "
                "below Hamburg. On 25 April 1945 American and Soviet troops first met on its "
                "banks, at Torgau, as Nazi Germany collapsed; the meeting is still marked there "
                "every year."
            ),
            D(
                "Main-Danube Canal: The Main-Danube Canal in Bavaria, 171 km long, opened in 1992 "
                "and links the river Main, a tributary of the Rhine, with the Danube at Kelheim. "
                "Barges can now travel about 3,500 km from the North Sea to the Black Sea, "
                "climbing 16 locks on the way over Europe's main watershed."
            ),
            S(
                "Rhine: The Rhine rises in the Swiss Alps and runs about 1,230 km through Lake "
                "Constance, along the borders of Switzerland, Liechtenstein, Austria, Germany and "
                "France, and out into the North Sea in the Netherlands. Its Middle Rhine gorge, "
                "lined with castles and vineyards, is a World Heritage Site."
            ),
            D(
                "Loreley: The Loreley is a slate rock 132 m high on the east bank of the Rhine "
                "near St. Goarshausen, where the river narrows and bends sharply. Legend tells of "
                "a maiden who sat on top combing her golden hair and lured boatmen to their "
                "deaths; Heinrich Heine's poem of 1824 made the story famous."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What were the names of the Bront\u00eb sisters?",
        "Charlotte, Emily and Anne Bront\u00eb",
        [
            D(
                "Branwell Bront\u00eb: Patrick Branwell Bront\u00eb, born in 1817, was the only "
                "son of the Haworth parson and was expected to become a great painter. He failed "
                "as a portrait artist in Bradford and lost a post as a tutor in 1845 after an "
                "affair with his employer's wife; he died of tuberculosis in 1848, aged 31."
            ),
            D(
                "Mitford sisters: The six Mitford sisters, daughters of Lord Redesdale, were "
                "famous in 1930s Britain: Nancy wrote novels, Diana married the fascist leader "
                "Oswald Mosley, Unity befriended Hitler, Jessica became a communist, Pamela lived "
                "quietly in the country and Deborah became Duchess of Devonshire."
            ),
            D(
                "Bront\u00eb Parsonage Museum: The Bront\u00eb Parsonage Museum in Haworth, West "
                "Yorkshire, has been run by the Bront\u00eb Society since 1928, when the house was "
                "given to it by Sir James Roberts. Visitors can see the dining table at which the "
                "novels were written, a black horsehair sofa, and the tiny books the children made."
            ),
            D(
                "Wuthering Heights: Wuthering Heights, a novel published in December 1847 under "
                "the pen name Ellis Bell, tells of the wild foundling Heathcliff and his love for "
                "Catherine Earnshaw on the Yorkshire moors. Its first reviewers found it coarse "
                "and savage; it is now counted among the great novels in English."
            ),
            S(
                "Bront\u00eb family: The Bront\u00eb sisters, Charlotte (1816\u20131855), Emily "
                "(1818\u20131848) and Anne (1820\u20131849), grew up in the parsonage at Haworth "
                "in Yorkshire, where their father Patrick was the parish priest. All three "
                "published novels in 1847, at first under the male pen names Currer, Ellis and "
                "Acton Bell."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a lighthouse lens focus its light?",
        "it is a Fresnel lens: a central lens ringed by bands of glass prisms, each angled to bend "
        "the lamp's rays until they leave as one narrow parallel beam; turning the lens sweeps the "
        "beam round as flashes",
        [
            D(
                "Eddystone Lighthouse: The Eddystone rocks, 22 km south of Plymouth, have carried "
                "four lighthouses. John Smeaton's tower of 1759, built of dovetailed granite "
                "blocks, stood until the rock beneath it began to crack in the 1870s; its upper "
                "part was rebuilt on Plymouth Hoe, and James Douglass's tower was lit in 1882."
            ),
            S(
                "Fresnel lens: A Fresnel lens, invented by the French physicist Augustin Fresnel "
                "in 1822, gathers a lighthouse lamp's light into a narrow beam. A central lens is "
                "ringed by concentric bands of glass prisms, each angled to bend the lamp's rays "
                "until they leave parallel; turning the whole lens makes the beam sweep round as a "
                "flash."
            ),
            D(
                "Lighthouse keeper: Lighthouse keepers trimmed the wicks, wound the clockwork that "
                "turned the lens, and kept watch through the night, often in teams of three on "
                "remote rock stations. The last keepers in Britain left the North Foreland "
                "lighthouse in Kent on 26 November 1998, when it was converted to automatic "
                "working."
            ),
            D(
                "Magnifying glass: A magnifying glass is a single convex lens, thicker in the "
                "middle than at the edges, that makes small things look bigger when held close to "
                "them. Roger Bacon described using lenses as reading aids in 1268; on a sunny day "
                "the same lens can bring sunlight to a point hot enough to set paper alight."
            ),
            D(
                "Pharos of Alexandria: The lighthouse on the island of Pharos, built about 280 BC "
                "under Ptolemy II, rose perhaps 100 m over the harbour of Alexandria and was one "
                "of the Seven Wonders of the Ancient World. A fire burned at its top by night, and "
                "writers said a great mirror threw its light far out to sea. Earthquakes had "
                "ruined it by 1480."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Vasa sink?",
        "she was top-heavy: too narrow for her two decks of heavy bronze guns and carrying too "
        "little ballast, so a gust heeled her over and water poured in through the open gunports, "
        "on her maiden voyage in Stockholm on 10 August 1628",
        [
            D(
                "Mary Rose: The Mary Rose, a warship of Henry VIII, sank on 19 July 1545 while "
                "leading an attack on a French fleet in the Solent, watched by the king from "
                "Southsea Castle; about 500 men died and fewer than 40 survived. Her hull was "
                "raised in October 1982 and is now shown in a museum at Portsmouth Historic "
                "Dockyard."
            ),
            D(
                "Vasa Museum: The Vasa Museum on the island of Djurg\u00e5rden in Stockholm opened "
                "in 1990 around the 17th-century warship raised from the harbour in 1961, and over "
                "a million people visit it each year. The ship is about 98% original, and the hall "
                "is kept at 18 to 20 \u00b0C and low humidity to stop the oak decaying."
            ),
            D(
                "Kronan (ship): The Swedish warship Kronan, one of the largest ships of her day, "
                "sank off the island of \u00d6land on 1 June 1676 during a battle with a "
                "Danish-Dutch fleet: she turned too sharply under full sail in a strong wind, "
                "heeled over, and her powder store blew up. About 800 of her crew of 850 died."
            ),
            S(
                "Vasa (ship): The Swedish warship Vasa capsized and sank in Stockholm harbour on "
                "10 August 1628, less than a mile into her maiden voyage. She was top-heavy: too "
                "narrow for two decks of heavy bronze cannon and carrying too little ballast, so a "
                "gust heeled her over and water rushed in through the open gunports."
            ),
            D(
                "Gustavus Adolphus: Gustavus Adolphus became king of Sweden in 1611, at the age of "
                "16, and built up its navy and army until it was a great power in northern Europe. "
                "He led his troops into Germany in the Thirty Years' War in 1630 and was killed at "
                "the Battle of L\u00fctzen on 6 November 1632, in thick fog."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "did people in columbus time think the earth was flat",
        "no: educated Europeans had known the Earth was round since ancient Greek times; "
        "Columbus's critics objected that he had badly underestimated its size, as he had; the "
        "flat-Earth story was spread in the 1800s",
        [
            D(
                "Eratosthenes: Eratosthenes of Cyrene, chief librarian at Alexandria, worked out "
                "the size of the Earth around 240 BC from the angle of the noon Sun at Syene and "
                "at Alexandria, about 5,000 stadia apart. His answer, some 252,000 stadia round, "
                "was probably within a few per cent of the true 40,075 km."
            ),
            D(
                "Voyages of Christopher Columbus: Christopher Columbus sailed from Palos in Spain "
                "on 3 August 1492 with the Santa Mar\u00eda, the Pinta and the Ni\u00f1a, paid for "
                "by Ferdinand and Isabella. He reached an island in the Bahamas on 12 October, and "
                "made three more voyages before his death at Valladolid in 1506."
            ),
            S(
                "Myth of the flat Earth: The idea that people in Christopher Columbus's day "
                "thought the Earth was flat is a myth, spread in the 1800s by Washington Irving's "
                "1828 life of Columbus among others. Educated Europeans had known it was round "
                "since Greek times; his critics said he had badly underestimated its size, as he "
                "had."
            ),
            D(
                "Flat Earth Society: The modern Flat Earth Society was founded in 1956 by Samuel "
                "Shenton in Dover, England, and was later run from California by Charles K. "
                "Johnson, who claimed some 3,500 members by the 1990s and called the Moon landings "
                "a hoax filmed in Hollywood. A new society was set up online in 2004 by Daniel "
                "Shenton."
            ),
            D(
                "Washington Irving: Washington Irving, born in New York in 1783, made his name "
                "with the stories Rip Van Winkle and The Legend of Sleepy Hollow, published in The "
                "Sketch Book in 1819\u201320. He later served as the US minister to Spain from "
                "1842 to 1846 and died at Sunnyside, his home on the Hudson, in 1859."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the architect of the Guggenheim Museum Bilbao born?",
        "Toronto (the museum, opened in 1997, was designed by Frank Gehry, born there on 28 "
        "February 1929)",
        [
            D(
                "Solomon R. Guggenheim Museum: The Solomon R. Guggenheim Museum on Fifth Avenue in "
                "New York, a white spiral ramp that widens as it rises, opened in October 1959. "
                "Its architect, Frank Lloyd Wright, born in Richland Center, Wisconsin, in 1867, "
                "worked on it for 16 years and died in April 1959, six months before it opened."
            ),
            S(
                "Guggenheim Museum Bilbao: The Guggenheim Museum Bilbao, a museum of modern art on "
                "the Nervi\u00f3n river in the Basque Country, opened on 18 October 1997. It was "
                "designed by the architect Frank Gehry, and its curving walls are clad in some "
                "33,000 thin sheets of titanium; about a million people visit it each year."
            ),
            D(
                "Santiago Calatrava: Santiago Calatrava, born near Valencia in Spain in 1951, is "
                "an architect and engineer known for white, rib-like structures. In Bilbao he "
                "designed the Zubizuri, a curved glass-floored footbridge over the Nervi\u00f3n "
                "opened in 1997, and the terminal of the city's airport, opened in 2000."
            ),
            D(
                "Walt Disney Concert Hall: The Walt Disney Concert Hall in downtown Los Angeles, "
                "home of the Los Angeles Philharmonic, opened in October 2003 after 16 years of "
                "delays over money. Its billowing outer walls are of brushed stainless steel, and "
                "panels on one side reflected so much sunlight they were dulled in 2005."
            ),
            S(
                "Frank Gehry: Frank Gehry was born Frank Owen Goldberg in Toronto, Canada, on 28 "
                "February 1929, and moved with his family to Los Angeles in 1947, where he studied "
                "architecture. His own house in Santa Monica, wrapped in chain-link and corrugated "
                "metal in 1978, first made his name; he won the Pritzker Prize in 1989."
            ),
        ],
        drop=0,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote Gulliver's Travels?",
        "Jonathan Swift, the Anglo-Irish dean of St Patrick's Cathedral in Dublin, who published "
        "it anonymously in 1726",
        [
            D(
                "Alexander Pope, Swift's friend and fellow member of the Scriblerus Club, wrote "
                "The Rape of the Lock, first published in 1712, and The Dunciad of 1728, which "
                "mocked dull writers. Born in London in 1688, he was stunted by a disease of the "
                "spine and never grew taller than about 1.37 metres."
            ),
            D(
                "A Modest Proposal, a pamphlet printed in Dublin in 1729, suggests with a straight "
                "face that the poor of Ireland should sell their babies to the rich as food. Its "
                "author meant it as savage satire on English policy and Irish landlords, and the "
                "title is still used for any outrageous plan put forward calmly."
            ),
            D(
                "Laurence Sterne, an Anglican vicar born in Clonmel in Ireland in 1713, wrote The "
                "Life and Opinions of Tristram Shandy, Gentleman, which came out in nine volumes "
                "between 1759 and 1767. Its narrator is so full of digressions that he is not born "
                "until the third volume, and one page is printed entirely black, in mourning for "
                "the parson Yorick."
            ),
            S(
                "Gulliver's Travels, published anonymously in London in October 1726, was the work "
                "of Jonathan Swift, the Anglo-Irish clergyman who was dean of St Patrick's "
                "Cathedral in Dublin. It sends the ship's surgeon Lemuel Gulliver to Lilliput, "
                "Brobdingnag, Laputa and the land of the Houyhnhnms, mocking the politics of the "
                "day."
            ),
            D(
                "The Travels of Sir John Mandeville, written in French around 1357, describes a "
                "knight's journey to Jerusalem, India and China, with tales of men whose heads "
                "grew beneath their shoulders. It was one of the most widely read books of the "
                "Middle Ages, though nobody knows who its author really was."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many legs does a lobster have",
        "ten: a front pair ending in big claws and four pairs of walking legs (it is a decapod)",
        [
            D(
                "Spiders have eight legs, not six, and so are not insects but arachnids, a class "
                "they share with scorpions, ticks and mites. The largest, the goliath birdeater of "
                "South American rainforests, can have a leg span of about 28 centimetres, while "
                "some tiny spiders are smaller than a full stop."
            ),
            D(
                "European lobsters can live for more than 50 years and keep growing all their "
                "lives, moulting their shells as they do; the heaviest lobster on record, caught "
                "off Nova Scotia in 1977, weighed 20.1 kilograms. They are blue or bluish-black "
                "when alive and only turn red when they are cooked."
            ),
            S(
                "A lobster has ten legs, which is why it is counted among the decapods, along with "
                "crabs, shrimps and crayfish. The front pair end in large claws, usually one heavy "
                "crusher and one sharper cutter, and the four pairs behind them are for walking; "
                "small swimmerets under the tail help it swim and carry eggs."
            ),
            D(
                "Lobster Thermidor, a dish of cooked lobster meat mixed with egg yolks, brandy and "
                "mustard, stuffed back into the shell and browned under the grill, was created in "
                "Paris in 1894 at the restaurant Maison Maire. It was named after Thermidor, a "
                "play then showing at a theatre nearby."
            ),
            D(
                "Krill, the small shrimp-like animals on which blue whales feed, grow to about 6 "
                "centimetres long and swarm in the Southern Ocean in such numbers that their total "
                "weight may reach 400 million tonnes. They glow with a blue-green light from "
                "organs along their bodies, and their numbers may have fallen sharply since the "
                "1970s."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "On Venus, which is longer, a day or a year?",
        "a day: Venus takes about 243 Earth days to turn once on its axis but only about 225 to go "
        "round the Sun",
        [
            D(
                "Mercury, the planet nearest the Sun, goes round it once every 88 Earth days and "
                "turns on its axis once every 59, so that three of its turns take exactly as long "
                "as two of its years; from one sunrise to the next on its surface takes 176 Earth "
                "days, twice the length of its year."
            ),
            S(
                "Venus spins more slowly than any other planet: it takes about 243 Earth days to "
                "turn once on its axis, and it turns backwards, from east to west, so that on its "
                "surface the Sun would rise in the west. Astronomers think a collision or the drag "
                "of its dense atmosphere may have slowed and reversed it."
            ),
            D(
                "A day on Mars, called a sol, lasts 24 hours 39 minutes, only a little longer than "
                "ours, but its year lasts 687 Earth days, almost twice as long, because it lies "
                "about 228 million kilometres from the Sun. Its two small moons, Phobos and "
                "Deimos, were found by the American astronomer Asaph Hall in August 1877."
            ),
            S(
                "Venus circles the Sun at an average distance of about 108 million kilometres, "
                "closer than any planet except Mercury, and completes one orbit in about 225 Earth "
                "days. Its path is the most nearly circular of all the planets, and it passes "
                "between the Earth and the Sun every 584 days."
            ),
            D(
                "The Soviet probe Venera 7 became the first spacecraft to send back data from the "
                "surface of another planet when it landed on Venus on 15 December 1970. It "
                "survived 23 minutes in a heat of about 475 \u00b0C and a pressure some 90 times "
                "that of the Earth's atmosphere before falling silent."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What were the four humours in ancient medicine?",
        "blood, yellow bile, black bile and phlegm",
        [
            D(
                "The Greek philosopher Empedocles, who lived in Sicily in the fifth century BC, "
                "taught that everything is made of four elements, earth, water, air and fire, "
                "mixed together by Love and pulled apart by Strife. Aristotle later added a fifth, "
                "aether, to make up the heavens; the idea held until the 1600s."
            ),
            D(
                "Galen of Pergamon, born in AD 129, served as a doctor to the gladiators of his "
                "home city and later to the emperor Marcus Aurelius in Rome. He learned anatomy by "
                "cutting up apes and pigs, since dissecting humans was not allowed, and his many "
                "books ruled European and Arab medicine for some 1,300 years after his death "
                "around AD 216."
            ),
            D(
                "The four temperaments, sanguine, choleric, melancholic and phlegmatic, were types "
                "of character that medieval writers linked to the make-up of a person's body: the "
                "sanguine were cheerful and sociable, the choleric quick to anger, the melancholic "
                "sad and thoughtful, and the phlegmatic calm and slow."
            ),
            D(
                "Bloodletting, used against fever, headaches and much else from ancient times into "
                "the 19th century, was done with a lancet, by cupping or with leeches; in December "
                "1799 George Washington's doctors drew perhaps 2.5 litres of blood from him as he "
                "lay dying of a throat infection at Mount Vernon."
            ),
            S(
                "Greek and Roman doctors, following the Hippocratic writings of the fifth century "
                "BC and later Galen, held that health depended on a balance of four humours in the "
                "body: blood, yellow bile, black bile and phlegm. Illness was blamed on an excess "
                "of one of them, which is why bleeding patients stayed common into the 1800s."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do pearls form?",
        "when an irritant, usually a tiny parasite or scrap of tissue rather than a grain of sand, "
        "lodges inside an oyster or mussel, cells of its mantle wrap it in a sac and coat it with "
        "thin layers of nacre over several years",
        [
            D(
                "Kokichi Mikimoto, the son of a noodle-shop owner in Toba, Japan, produced his "
                "first semi-round cultured pearl on 11 July 1893 and went on to build a pearl "
                "business known around the world. By the 1930s cultured pearls from Japan had "
                "flooded the market and ruined many pearl divers in the Persian Gulf."
            ),
            S(
                "A pearl forms when something irritating, usually a tiny parasite or a scrap of "
                "tissue rather than the grain of sand of popular belief, gets lodged inside an "
                "oyster or mussel. Cells of the mantle wrap it in a sac and coat it with thin "
                "layers of nacre, the same shiny material that lines the shell, over several years."
            ),
            D(
                "La Peregrina, one of the most famous pearls in the world, was found in the Gulf "
                "of Panama in the 1500s and given to Philip II of Spain, who gave it to his bride "
                "Mary I of England. Richard Burton bought it for Elizabeth Taylor in 1969 for "
                "37,000 dollars, and it sold at auction in 2011 for 11.8 million."
            ),
            D(
                "Mother-of-pearl buttons were cut from the shells of freshwater mussels on the "
                "Mississippi in huge numbers after a German button-maker, John Boepple, set up a "
                "factory at Muscatine, Iowa, in 1891. By 1905 the town made over a third of the "
                "world's buttons, until plastic took their place in the 1940s."
            ),
            D(
                "Coral reefs are built over thousands of years by colonies of tiny animals called "
                "polyps, which take calcium from seawater and lay down hard skeletons of calcium "
                "carbonate beneath them. Each polyp is only a few millimetres across, and the "
                "Great Barrier Reef off Queensland is made up of about 2,900 separate reefs."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do zebras have stripes?",
        "most likely to keep off biting flies: in experiments horseflies approached striped coats "
        "as often as plain ones but failed to land on them, apparently unable to slow down; such "
        "flies spread diseases deadly to horses in Africa",
        [
            D(
                "A tiger's stripes break up the outline of its body in tall grass and the shade of "
                "the forest, helping it creep close to deer and wild pigs before it charges; its "
                "prey, which see few colours, cannot tell its orange from green. Each tiger's "
                "pattern is unique, and the stripes are on its skin as well as its fur."
            ),
            D(
                "The quagga, a kind of plains zebra with stripes only on its head, neck and front "
                "half and a plain brown rump, once lived in great herds in South Africa's Karoo. "
                "It was hunted out in the wild by the 1870s, and the last one died in Amsterdam "
                "Zoo on 12 August 1883."
            ),
            D(
                "Zebra crossings, striped black and white across the road, were brought in across "
                "Britain in 1951 after trials of other colour schemes; James Callaghan, later "
                "prime minister, is said to have seen an early one and suggested the name. "
                "Flashing amber Belisha beacons, named after a transport minister of the 1930s, "
                "mark each end."
            ),
            S(
                "The best explanation for a zebra's stripes is that they keep biting flies away. "
                "In a 2019 study in England, horseflies circled horses wearing striped coats just "
                "as often as plain ones but managed to land on them far less, apparently unable to "
                "slow down properly; in Africa such flies carry diseases that can kill horses."
            ),
            D(
                "Plains zebras live in family groups of one stallion with several mares and their "
                "foals, which join others to make herds of thousands during the great migration "
                "between Tanzania's Serengeti and Kenya's Masai Mara. They can run at about 65 "
                "km/h and kick hard enough to break a lion's jaw."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "do snakes have ears",
        "not outer ears or eardrums, but they do have inner ears, linked to the jawbone, so they "
        "feel vibrations through the ground and can hear low airborne sounds",
        [
            D(
                "Snake charmers in India and North Africa sway a pungi, a gourd pipe, in front of "
                "a cobra, and the snake rises and seems to dance to the tune; in fact it is "
                "following the movement of the pipe as it would a threat. India banned the "
                "practice in 1972 under its wildlife laws, though it carries on in some places."
            ),
            S(
                "Snakes have no outer ears or eardrums, but they are not deaf: each has an inner "
                "ear, linked to the bones of its jaw, so it feels vibrations passing through the "
                "ground as its head rests on it. Experiments show they can also hear low sounds "
                "carried by the air, mostly below about 600 hertz."
            ),
            D(
                "A snake flicks its forked tongue to pick up chemical traces from the air and the "
                "ground, then presses the tips into the Jacobson's organ in the roof of its mouth, "
                "which reads them as smells; because each fork gathers separately, it can tell on "
                "which side a scent is stronger and follow a trail."
            ),
            D(
                "Pit vipers such as rattlesnakes carry a pair of heat-sensing pits between eye and "
                "nostril, each lined with a thin membrane that can detect a change of a few "
                "thousandths of a degree; with them a snake can strike a warm-blooded mouse "
                "accurately in total darkness from up to about a metre away."
            ),
            D(
                "Frogs and toads have no outer ears either, but most have a large round eardrum, "
                "the tympanum, just behind each eye on the side of the head; in the male American "
                "bullfrog it is bigger than the eye itself, while in the female it is about the "
                "same size. Some tiny frogs have none and hear through the mouth."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the author of Pinocchio born?",
        "Florence (Pinocchio's author, Carlo Collodi, was born Carlo Lorenzini there on 24 "
        "November 1826)",
        [
            D(
                "Collodi, a hill village in the province of Pistoia in Tuscany, is built in steps "
                "down a slope below the Villa Garzoni, whose baroque gardens are famous. Since "
                "1956 it has had a park devoted to a famous wooden puppet, with bronze sculptures "
                "and a maze that draws families all summer."
            ),
            S(
                "The Adventures of Pinocchio, the tale of a wooden puppet whose nose grows each "
                "time he lies, first came out in instalments in a Rome children's magazine from "
                "1881 and as a book in 1883. Its author signed himself Carlo Collodi, a pen name "
                "taken from his mother's home village in Tuscany."
            ),
            D(
                "Hans Christian Andersen was born in Odense, on the Danish island of Funen, on 2 "
                "April 1805, the son of a poor shoemaker. He went to Copenhagen at 14 hoping to "
                "become an actor, and later wrote some 160 fairy tales, among them The Little "
                "Mermaid, The Snow Queen and The Ugly Duckling."
            ),
            D(
                "Walt Disney's Pinocchio, his second full-length cartoon, opened in New York on 7 "
                "February 1940. It cost about 2.6 million dollars and lost money at first, because "
                "the war in Europe cut off foreign audiences, but its song When You Wish Upon a "
                "Star won an Academy Award."
            ),
            S(
                "Carlo Lorenzini, who wrote as Carlo Collodi, was born in Florence on 24 November "
                "1826, the son of a cook and a servant in the household of a noble family. He "
                "fought as a volunteer in Italy's wars of independence in 1848 and 1859 and died "
                "in his home city in October 1890."
            ),
            D(
                "Gianni Rodari, born in Omegna on Lake Orta in 1920, was a teacher and journalist "
                "who became Italy's best-loved children's writer after the Second World War, with "
                "books such as The Adventures of Cipollino of 1951. In 1970 he won the Hans "
                "Christian Andersen Award, the highest prize for children's authors."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the Forth Bridge open?",
        "4 March 1890, when the Prince of Wales drove in the last rivet",
        [
            D(
                "Home > Travel > Scotland | The Forth Road Bridge\nThe Forth Road Bridge, a "
                "suspension bridge beside the famous railway crossing, opened on 4 September 1964, "
                "its main span of 1,006 m then the longest outside the United States. It replaced "
                "a car ferry that had run since the Middle Ages, and its tolls ended in "
                "2008.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Scotland | The Forth Bridge\nThe Forth Bridge, the red cantilever "
                "railway bridge across the Firth of Forth west of Edinburgh, was opened on 4 March "
                "1890 by the Prince of Wales, who drove home the last rivet. Designed by John "
                "Fowler and Benjamin Baker, it is 2.5 km long and a World Heritage Site.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Scotland | The Queensferry Crossing\nThe Queensferry Crossing, "
                "the third bridge over the Firth of Forth, opened to traffic on 30 August 2017 and "
                "was formally opened by the Queen on 4 September, 53 years to the day after she "
                "opened the road bridge. At 2.7 km, it is the longest three-tower cable-stayed "
                "bridge in the world.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Disasters | The Tay Bridge\nThe first Tay Bridge at Dundee "
                "opened on 1 June 1878 and was then the longest bridge in the world, at about 3.5 "
                "km. Its central girders blew down with a train on them on 28 December 1879, and "
                "its designer, Thomas Bouch, was dropped from a plan to bridge the Forth.\nShare "
                "this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded airbnb",
        "Brian Chesky, Joe Gebbia and Nathan Blecharczyk, in San Francisco in 2008",
        [
            D(
                "Home > Business > Start-ups | Who founded Uber?\nUber was started in San "
                "Francisco in 2009 by Garrett Camp, a co-founder of StumbleUpon, and Travis "
                "Kalanick, after the two failed to find a taxi on a snowy night in Paris in 2008. "
                "Kalanick ran the company until June 2017, when investors forced him to "
                "resign.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > News | Airbnb rules in cities\nSince 2017 hosts in central London "
                "may let a whole home for no more than 90 nights a year without planning "
                "permission, and in September 2023 New York began requiring hosts to register with "
                "the city and be present during stays of under 30 days, cutting listings "
                "sharply.\nShare this | Cookie policy"
            ),
            S(
                "Home > Business > Start-ups | How Airbnb began\nAirbnb was founded in San "
                "Francisco in August 2008 by Brian Chesky and Joe Gebbia, two design school "
                "friends who had rented air mattresses on their floor to visitors at a conference "
                "in 2007, and Nathan Blecharczyk, a software engineer. It floated on the Nasdaq in "
                "December 2020.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > Travel | Booking.com's origins\nBooking.com began in Amsterdam "
                "in 1996 as Bookings.nl, set up by Geert-Jan Bruinsma, a student at the University "
                "of Twente, to let people reserve hotel rooms online. The American firm Priceline "
                "bought it in 2005 for 133 million dollars; it is now the biggest part of Booking "
                "Holdings.\nShare this | Cookie policy"
            ),
            D(
                "Home > Business > People | Brian Chesky's early life\nBrian Chesky grew up in "
                "Niskayuna, New York, the son of two social workers, and studied industrial design "
                "at the Rhode Island School of Design, graduating in 2004. He moved to Los Angeles "
                "to work as a designer before a former classmate talked him into moving to San "
                "Francisco in 2007.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "missouri vs mississippi which is longer",
        "the Missouri, just: about 3,770 km (2,341 miles), against about 3,730 km (2,320 miles) "
        "for the Mississippi",
        [
            D(
                "Home > Travel > USA > Rivers | The Ohio River\nThe Ohio forms at Pittsburgh, "
                "where the Allegheny and Monongahela meet, and flows about 1,580 km to join the "
                "Mississippi at Cairo, Illinois, where it carries more water than the Mississippi "
                "itself. It once marked the line between slave and free states.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Travel > USA > Rivers | The Mississippi River\nThe Mississippi flows about "
                "3,730 km (2,320 miles) from Lake Itasca in northern Minnesota to the Gulf of "
                "Mexico below New Orleans, and its basin drains all or part of 31 states. Mark "
                "Twain piloted steamboats on it before the Civil War.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > USA > Rivers | The Mississippi\u2013Missouri system\nTaken "
                "together, the Missouri's headwaters and the lower Mississippi make a river system "
                "about 6,275 km long, the fourth-longest in the world after the Nile, the Amazon "
                "and the Yangtze. Its basin covers some 3.2 million square kilometres.\nShare this "
                "| Cookie policy"
            ),
            S(
                "Home > Travel > USA > Rivers | The Missouri River\nThe Missouri runs about 3,770 "
                "km (2,341 miles) from the Rocky Mountains of Montana to join the Mississippi just "
                "north of St. Louis, making it the longest river in North America. Lewis and Clark "
                "followed it upstream in 1804\u201305 on their way to the Pacific.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Travel > USA > Rivers | The Rio Grande\nThe Rio Grande rises in the San "
                "Juan Mountains of Colorado and runs about 3,050 km to the Gulf of Mexico, forming "
                "some 2,000 km of the border between Texas and Mexico, where it is called the "
                "R\u00edo Bravo del Norte. So much is taken for farms that it often runs dry near "
                "El Paso.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What's in a Negroni?",
        "equal parts gin, Campari and sweet red vermouth, stirred over ice and garnished with "
        "orange",
        [
            D(
                "Home > Drinks > Cocktails | The Americano\nPour 35 ml Campari and 35 ml sweet red "
                "vermouth over ice in a highball glass, top up with soda water and add a slice of "
                "orange. First served in the 1860s at Gaspare Campari's bar in Milan, it was James "
                "Bond's first drink in Casino Royale, published in 1953.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Drinks > Cocktails | The Boulevardier\nStir 40 ml bourbon or rye whiskey, "
                "25 ml Campari and 25 ml sweet vermouth with ice, strain into a chilled glass and "
                "garnish with orange peel. It is named after a Paris magazine for Americans run by "
                "Erskine Gwynne, whose recipe appeared in a bar book in 1927.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Drinks > Cocktails | The Aperol spritz\nFill a large wine glass with ice, "
                "add 3 parts prosecco and 2 parts Aperol, top up with a splash of soda and garnish "
                "with a slice of orange. Aperol, a bright orange aperitif of bitter orange, "
                "rhubarb and gentian, was created in Padua in 1919 by the Barbieri "
                "brothers.\nShare this | Cookie policy"
            ),
            S(
                "Home > Drinks > Cocktails | The Negroni\nStir 25 ml gin, 25 ml Campari and 25 ml "
                "sweet red vermouth over ice in a short tumbler and garnish with a slice of "
                "orange. It is said to have been first mixed in Florence around 1919 for Count "
                "Camillo Negroni, who asked for gin in place of soda in his Americano.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Drinks > Brands | What is Campari?\nCampari is a bitter red Italian "
                "liqueur invented by Gaspare Campari in Novara in 1860 and made from a secret mix "
                "of herbs and fruit peel steeped in alcohol and water. It was coloured with "
                "carmine, a red dye made from crushed cochineal insects, until 2006.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a lava lamp work?",
        "a bulb in the base heats blobs of wax in a clear liquid; warmed, the wax expands until it "
        "is less dense than the liquid and rises; at the top it cools, contracts and sinks to be "
        "heated again",
        [
            D(
                "Home > Design > History | The inventor of the lava lamp\nEdward Craven Walker, a "
                "British accountant, saw a home-made egg timer of liquid and wax in a pub in "
                "Dorset and spent years turning it into a lamp. His company, Crestworth, launched "
                "the Astro lamp in 1963 and sold some seven million before interest faded in the "
                "1980s.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home > Safety | Lava lamp safety\nNever leave a lava lamp on for more than "
                "about eight to ten hours at a time, keep it away from other heat sources and out "
                "of direct sun, and never heat one on a stove: in 2004 a man in Washington state "
                "died when a lamp he was warming on a hob exploded.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Earth | How do volcanoes make lava?\nDeep under the crust, rock "
                "melts into magma where heat is high and pressure low enough; being less dense "
                "than the solid rock around it, the magma pushes upward through cracks, and once "
                "it pours out at the surface, at 700 to 1,200 \u00b0C, it is called lava.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Science > Everyday | How does a plasma ball work?\nA plasma ball is a "
                "glass globe filled with gases such as neon at low pressure, round a central "
                "electrode fed with high-voltage current at around 35,000 cycles a second. "
                "Streamers of glowing gas reach out to the glass, and touching it draws them to "
                "your fingertip.\nShare this | Cookie policy"
            ),
            S(
                "Home > Science > Everyday | How does a lava lamp work?\nA bulb in the base heats "
                "a blob of wax lying in a clear liquid. Warmed, the wax expands until it is less "
                "dense than the liquid around it and floats up; at the top, far from the bulb, it "
                "cools, shrinks and sinks again, so the blobs rise and fall for hours.\nShare this "
                "| Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do we have daylight saving time?",
        "to move an hour of daylight from early morning, when most people sleep, to the evening, "
        "first to save fuel for lighting: Germany and Austria-Hungary began it in 1916, in the "
        "First World War, and Britain followed",
        [
            D(
                "Home > Life > Time | When do the clocks change in the UK?\nIn the UK the clocks "
                "go forward one hour at 1 am on the last Sunday in March, starting British Summer "
                "Time, and go back at 2 am on the last Sunday in October. Most phones and "
                "computers change by themselves, but cookers and car clocks often need setting by "
                "hand.\nShare this | Cookie policy"
            ),
            S(
                "Home > Life > Time | Why do the clocks go forward?\nPutting the clocks forward in "
                "spring moves an hour of daylight from early morning, when most people are asleep, "
                "to the evening, so less coal or power is used for lighting. Germany and "
                "Austria-Hungary first did it in April 1916 to save fuel for the war, and Britain "
                "followed within weeks.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > People | William Willett\nWilliam Willett, a builder from "
                "Chelsea, paid for a pamphlet called The Waste of Daylight in 1907 and campaigned "
                "for the rest of his life to put British clocks forward in summer; he died of flu "
                "in 1915, a year before it happened. Coldplay's Chris Martin is his "
                "great-great-grandson.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Time | Why are there time zones?\nBefore railways, every town "
                "kept its own time by the Sun, so noon in Bristol came ten minutes after noon in "
                "London. Railway companies adopted a single time in 1847 to make timetables work, "
                "and in 1884 a conference in Washington chose Greenwich as the prime meridian for "
                "the whole world, from which all time zones are counted.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > News > Europe | Will the EU scrap clock changes?\nIn March 2019 the "
                "European Parliament voted to end seasonal clock changes from 2021, after 84% of "
                "the 4.6 million people who answered an online survey asked for it; each country "
                "was to pick summer or winter time. Governments never agreed, and the plan has "
                "stalled.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can you see the Northern Lights from Scotland?",
        "yes: several times a year, on clear dark nights from about September to March during "
        "strong solar storms, best from Shetland, Orkney, Caithness and the Highlands, away from "
        "town lights, looking north",
        [
            D(
                "Home > Travel > Norway | Troms\u00f8 and the Northern Lights\nTroms\u00f8, about "
                "350 km inside the Arctic Circle in northern Norway, sits right under the auroral "
                "oval, and on a clear night between late September and early April the lights are "
                "seen more often than not. The town has no daylight at all from late November to "
                "mid-January.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Space | What causes the aurora?\nAuroras glow when charged "
                "particles thrown out by the Sun are steered by the Earth's magnetic field toward "
                "the poles and strike gases high in the atmosphere, between about 100 and 300 km "
                "up; oxygen gives off green and red light and nitrogen blue and purple.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Travel > Scotland | Seeing the aurora in Scotland\nYes: the Northern "
                "Lights show up over Scotland several times a year, best on clear, dark nights "
                "from September to March, when a strong solar storm is under way. Shetland, "
                "Orkney, Caithness and the Highlands give the best chance; get away from town "
                "lights and look north.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Scotland | Dark sky parks\nGalloway Forest Park in south-west "
                "Scotland became the first dark sky park in the UK in 2009, and on a clear night "
                "more than 7,000 stars and planets can be seen with the naked eye, along with the "
                "Milky Way. Its three visitor centres run stargazing evenings in winter.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > News > Science | The May 2024 aurora\nOn the night of 10 May 2024 the "
                "strongest geomagnetic storm for more than 20 years, graded G5, sent auroras as "
                "far south as Mexico, Puerto Rico and northern India, and crowds in Florida and "
                "Texas photographed pink and green skies. Phone cameras picked up colours the eye "
                "barely saw.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What currency do they use in the country where Tintin's creator was born?",
        "the euro (Herg\u00e9, who created Tintin, was born in Belgium, which replaced the Belgian "
        "franc with euro notes and coins in 2002)",
        [
            S(
                "Home > Books > Comics | Who created Tintin?\nTintin, the boy reporter with a "
                "quiff and a white dog called Snowy, was created by Herg\u00e9, the pen name of "
                "Georges Remi, born in Etterbeek, Brussels, Belgium, on 22 May 1907. The first "
                "adventure, Tintin in the Land of the Soviets, ran in a newspaper supplement from "
                "January 1929.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Comics | Who created Asterix?\nAsterix the Gaul first appeared in "
                "the French magazine Pilote on 29 October 1959, created by the writer Ren\u00e9 "
                "Goscinny, born in Paris in 1926, and the artist Albert Uderzo, born in 1927 at "
                "Fismes in the Marne to Italian parents. Uderzo carried on alone after Goscinny "
                "died in 1977.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Switzerland | Money in Switzerland\nSwitzerland is not in the "
                "euro and uses its own currency, the Swiss franc, issued by the Swiss National "
                "Bank; one franc is divided into 100 centimes or Rappen. Some shops and railway "
                "ticket offices take euros, but they give change in francs and at a poor "
                "rate.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Belgium | Money in Belgium\nBelgium uses the euro; euro notes and "
                "coins replaced the Belgian franc on 1 January 2002, at a rate of about 40.34 "
                "francs to the euro. Cards are taken almost everywhere, though some small "
                "caf\u00e9s, market stalls and chip shops in Brussels and Bruges still prefer "
                "cash.\nShare this | Cookie policy"
            ),
            D(
                "Home > Books > Comics | Who created the Smurfs?\nThe Smurfs, small blue creatures "
                "in white caps, were created by the Belgian cartoonist Pierre Culliford, known as "
                "Peyo, born in Brussels in 1928; they first appeared in the magazine Spirou in "
                "October 1958. A 1980s American cartoon series made them famous worldwide.\nShare "
                "this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How many units of alcohol a week is safe in the UK?",
        "no more than 14 units a week, for men and women alike, spread over three or more days",
        [
            D(
                "Q: What is a unit of alcohol?\nA: One unit is 10 ml, or 8 g, of pure alcohol, "
                "about the amount an adult body can clear in an hour. A pint of 4% beer has about "
                "2.3 units, a 175 ml glass of 12% wine 2.1 and a 25 ml single measure of 40% "
                "spirits exactly one. Multiply the volume in ml by the ABV and divide by 1,000."
            ),
            S(
                "Q: How much alcohol is it safe to drink in a week?\nA: The UK's chief medical "
                "officers advise men and women alike not to drink more than 14 units a week on a "
                "regular basis, and to spread them over three days or more, with several "
                "drink-free days. That is about six pints of average-strength beer or six medium "
                "glasses of wine."
            ),
            D(
                "Q: How long does alcohol stay in my system?\nA: As a rough guide the body clears "
                "about one unit an hour, but it varies with weight, sex, age and food, and nothing "
                "speeds it up: coffee, cold showers and sleep do not. After a heavy night of ten "
                "units or more you may still be over the legal limit to drive the next morning."
            ),
            D(
                "Q: Is it safe to drink alcohol while pregnant?\nA: No amount is known to be safe, "
                "so the UK's chief medical officers advise not drinking at all if you are pregnant "
                "or trying for a baby. Alcohol passes through the placenta, and heavy drinking can "
                "cause foetal alcohol spectrum disorder, which affects a child's growth and "
                "learning for life."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how much salt should i eat a day",
        "adults no more than 6 g a day, about a level teaspoon (children less)",
        [
            D(
                "Q: How much sugar can I have a day?\nA: Adults should have no more than 30 g of "
                "free sugars a day, about seven sugar cubes, counting the sugar in honey, syrups "
                "and fruit juice but not in whole fruit or milk. A single 330 ml can of regular "
                "cola has about 35 g, more than the whole day's limit for an adult."
            ),
            D(
                "Q: How do I read salt on a food label?\nA: Labels often give sodium rather than "
                "salt; multiply sodium by 2.5 to get salt. More than 1.5 g of salt per 100 g "
                "counts as high and is shown red on front-of-pack labels, while 0.3 g or less is "
                "low and green. Ham, bacon, cheese, stock cubes and soy sauce are usually high."
            ),
            D(
                "Q: Is sea salt healthier than table salt?\nA: Not really. Sea salt, rock salt and "
                "Himalayan pink salt are all mostly sodium chloride, the same as table salt, and "
                "the traces of other minerals they carry are too small to matter; weight for "
                "weight they hold about as much sodium. Flaky crystals may taste saltier, so you "
                "use a little less."
            ),
            S(
                "Q: How much salt should adults eat each day?\nA: No more than 6 g, about a level "
                "teaspoonful, and remember that around three-quarters of it is already in foods "
                "such as bread, cereals and ready meals when you buy them. Children need less: no "
                "more than 2 g a day at ages one to three and 5 g at seven to ten."
            ),
            D(
                "Q: How much water should I drink a day?\nA: The NHS suggests six to eight "
                "glasses, about 1.5 to 2 litres, of fluid a day, more in hot weather or when "
                "exercising. Water, lower-fat milk and sugar-free drinks, including tea and "
                "coffee, all count, and darker urine is a sign that you need to drink more."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is longer, a nautical mile or an ordinary mile?",
        "a nautical mile: exactly 1,852 m, against 1,609.344 m for a statute (land) mile, about "
        "15% longer",
        [
            D(
                "Kilometre \u2013 fact sheet\n\u2022 Length: 1,000 metres, about 0.62 of a land "
                "mile\n\u2022 Defined in France in 1795, with the metric system\n\u2022 Used on "
                "road signs in nearly every country\n\u2022 A marathon is 42.195 km; a 10K run is "
                "6.2 miles\n\u2022 Abbreviated km, never Km"
            ),
            S(
                "Nautical mile \u2013 fact sheet\n\u2022 Length: exactly 1,852 metres, agreed "
                "internationally in 1929\n\u2022 Based on one minute of latitude, a sixtieth of a "
                "degree\n\u2022 Used at sea and in the air, and for fishing limits\n\u2022 A speed "
                "of one nautical mile an hour is a knot"
            ),
            D(
                "League \u2013 fact sheet\n\u2022 Length: usually taken as three miles, about 4.8 "
                "km\n\u2022 Once meant the distance a person could walk in an hour\n\u2022 Never "
                "an official unit in Britain\n\u2022 Jules Verne's Twenty Thousand Leagues Under "
                "the Seas, 1870, measures it along the sea"
            ),
            S(
                "Statute mile \u2013 fact sheet\n\u2022 Length: 1,760 yards, or exactly 1,609.344 "
                "metres\n\u2022 Fixed at 5,280 feet by an Act of Parliament in 1593\n\u2022 Used "
                "on road signs in the UK and the United States\n\u2022 From the Roman mille "
                "passus, a thousand paces"
            ),
            D(
                "Q: What is a fathom?\nA: A fathom is six feet, or 1.8288 metres, traditionally "
                "the span of a sailor's outstretched arms. It is still used for the depth of water "
                "on some charts, and in the 1860s Mark Twain took his pen name from the leadsman's "
                "cry for two fathoms."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of concussion?",
        "a headache that persists, dizziness or poor balance, feeling or being sick, confusion and "
        "memory problems, blurred or double vision, and feeling dazed or unusually sleepy",
        [
            D(
                "Whiplash \u2013 symptoms\n\u2022 Pain and stiffness in the neck\n\u2022 "
                "Headaches, often starting at the base of the skull\n\u2022 Pain in the shoulders "
                "and arms\n\u2022 Muscle spasms\n\u2022 Often starting 6 to 12 hours after a car "
                "crash\n\u2022 Most people recover within 3 months"
            ),
            S(
                "Concussion \u2013 symptoms\n\u2022 A headache that does not go away with "
                "painkillers\n\u2022 Dizziness or problems with balance\n\u2022 Feeling or being "
                "sick\n\u2022 Confusion and trouble remembering what happened\n\u2022 Blurred or "
                "double vision\n\u2022 Feeling dazed, stunned or unusually sleepy"
            ),
            D(
                "Q: When can I go back to sport after a concussion?\nA: Rest for 24 to 48 hours, "
                "then return step by step; adults should not play contact sport for at least 21 "
                "days, and children for longer. If symptoms come back at any stage, stop and rest. "
                "A second blow before the brain has healed can be dangerous."
            ),
            D(
                "Head injury \u2013 go to A&E if\n\u2022 You were knocked out, even "
                "briefly\n\u2022 You have been sick since the injury\n\u2022 Clear fluid is coming "
                "from the ears or nose\n\u2022 You have had a seizure or fit\n\u2022 You fell from "
                "more than a metre\n\u2022 You take blood thinners such as warfarin"
            ),
            D(
                "Low blood sugar \u2013 symptoms\n\u2022 Sweating and feeling shaky\n\u2022 "
                "Hunger\n\u2022 Tingling lips\n\u2022 A fast or pounding heartbeat\n\u2022 Feeling "
                "irritable or tearful\n\u2022 Blurred vision, confusion or unusual sleepiness if "
                "it gets worse"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I get a stuck ring off my finger?",
        "raise the hand and cool it to bring the swelling down, coat the finger in soap, "
        "washing-up liquid or oil and ease the ring off with a gentle twisting motion; if that "
        "fails or the finger turns blue or numb, go to A&E to have it cut off",
        [
            D(
                "Q: How do I find my ring size at home?\nA: Wrap a strip of paper or string round "
                "the base of the finger, mark where it overlaps and measure the length in "
                "millimetres; 54 mm is roughly a UK size N or a US 7. Measure at the end of the "
                "day, when fingers are biggest, and make sure it slides over the knuckle."
            ),
            D(
                "Q: Why do my fingers swell in hot weather?\nA: In the heat, blood vessels near "
                "the skin widen to let out heat, and fluid can leak into the tissues of the hands "
                "and feet, especially after a long walk or a flight. It is usually harmless and "
                "goes within a day; swelling with pain, redness or breathlessness needs a doctor."
            ),
            S(
                "Q: How do I get a stuck ring off my finger?\nA: Hold your hand above your head "
                "for a few minutes and cool it in cold water to bring down swelling, then coat the "
                "finger with soap, washing-up liquid or oil and ease the ring off with a gentle "
                "twisting motion. If it won't move, or the finger turns blue or numb, go to A&E."
            ),
            D(
                "Q: How do I clean a diamond ring?\nA: Soak it for 20 to 30 minutes in warm water "
                "with a few drops of washing-up liquid, then scrub gently behind the stone with a "
                "soft toothbrush, rinse and dry with a lint-free cloth. Avoid bleach and chlorine, "
                "which can damage gold settings, and have the claws checked every year."
            ),
            D(
                "Ring sizes \u2013 fact sheet\n\u2022 The UK and Australia use letters, from A to "
                "Z\n\u2022 The US and Canada use numbers, 3 to 13 in half sizes\n\u2022 Much of "
                "Europe uses the inside circumference in mm\n\u2022 The average woman's size in "
                "the UK is about L to M\n\u2022 The average man's is about T"
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my dishwasher leave a white film on glasses?",
        "usually limescale from hard water: the dishwasher salt has run out or the softener is set "
        "too low for your water (and rinse aid helps); if the film survives vinegar, the glass is "
        "etched instead",
        [
            D(
                "Q: Why won't my dishwasher drain?\nA: Most often the filter at the bottom of the "
                "tub is clogged with food, so lift it out and rinse it under the tap. Check the "
                "drain hose for kinks, and if the machine is plumbed into the sink waste, make "
                "sure the knockout plug was removed when it was fitted."
            ),
            D(
                "Q: Why do my dishes come out wet?\nA: Plastics hold less heat than china or "
                "glass, so they dry worst; load them on the top rack. Many eco programmes skip "
                "heated drying to save energy, so open the door a little at the end to let steam "
                "out, and keep the rinse aid topped up, since it helps water run off."
            ),
            D(
                "Q: Why do my kettle and shower head fur up?\nA: Hard water carries dissolved "
                "calcium and magnesium, and when it is heated or evaporates these are left behind "
                "as a chalky white crust of limescale. About 60% of homes in England have hard "
                "water, the south and east most of all. Descale with citric acid or white vinegar "
                "every few weeks, or fit a filter."
            ),
            S(
                "Q: Why does my dishwasher leave a white film on my glasses?\nA: Usually it is "
                "limescale: calcium and magnesium from hard water drying onto the glass. Top up "
                "the dishwasher salt, which the built-in softener needs, set the hardness dial to "
                "suit your area, and add rinse aid. If the film survives a soak in vinegar, the "
                "glass is etched instead."
            ),
            D(
                "Q: Why does my dishwasher smell?\nA: Bits of food, grease and soap build up in "
                "the filter, the spray arms and the rubber door seal, where bacteria grow. Clean "
                "the filter weekly, wipe the seal, and once a month run an empty hot wash at 65 "
                "\u00b0C with a dishwasher cleaner or a cup of white vinegar on the top rack."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can dogs eat grapes",
        "no: grapes, raisins, currants and sultanas can cause sudden kidney failure in dogs, even "
        "in small amounts; ring a vet at once if one eats any",
        [
            D(
                "Q: Can dogs eat bananas?\nA: Yes, in moderation. Bananas are low in fat and give "
                "potassium and fibre, so a few slices make a good treat, but they are high in "
                "sugar, so not too many. Peel them first, since the skin is hard to digest, and "
                "cut them small for puppies to avoid choking."
            ),
            D(
                "Q: Are grapes safe for cats?\nA: Vets advise keeping them away: there are reports "
                "of kidney damage in cats after eating them, though the cause is unknown, and cats "
                "seldom want fruit anyway, since they cannot taste sweetness. Offer a little "
                "cooked chicken or fish as a treat instead, and keep treats to a tenth of daily "
                "food."
            ),
            S(
                "Q: Can dogs eat grapes?\nA: No. Grapes and their dried forms, raisins, currants "
                "and sultanas, can cause sudden kidney failure in dogs, and even a few may be "
                "dangerous for some; the cause is thought to be tartaric acid. If your dog eats "
                "any, ring a vet straight away, even if it seems well."
            ),
            D(
                "Q: How much should I feed my dog?\nA: It depends on size, age and how active it "
                "is: a 10 kg adult dog typically needs about 500 to 600 calories a day, and the "
                "guide on the packet is a starting point. Weigh it monthly, feel for its ribs, and "
                "remember that treats should make up no more than a tenth of its diet."
            ),
            D(
                "Q: Can dogs eat cooked bones?\nA: No. Cooked bones, especially from chicken and "
                "lamb, turn brittle and can splinter, causing choking, cuts to the mouth or "
                "dangerous blockages and tears in the gut. Raw bones are less likely to splinter "
                "but can carry bacteria such as salmonella; always supervise chewing."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What is the capital of the country that hosted the 2006 Winter Olympics?",
        "Rome (the 2006 Winter Games were held in Turin, Italy)",
        [
            D(
                "2010 Winter Olympics \u2013 fact sheet\n\u2022 Host city: Vancouver, "
                "Canada\n\u2022 Dates: 12 to 28 February 2010\n\u2022 Alpine skiing at Whistler, "
                "about 120 km to the north\n\u2022 Canada won 14 golds, then a record for any "
                "Winter Games\n\u2022 Men's ice hockey gold to Canada in overtime"
            ),
            S(
                "2006 Winter Olympics \u2013 fact sheet\n\u2022 Host city: Turin (Torino), Italy, "
                "in Piedmont\n\u2022 Dates: 10 to 26 February 2006\n\u2022 84 events in 15 sports, "
                "with about 2,500 athletes\n\u2022 Ski events in the Alpine resorts of Sestriere "
                "and Cesana\n\u2022 Italy's second Winter Games, after Cortina in 1956"
            ),
            D(
                "2006 FIFA World Cup \u2013 fact sheet\n\u2022 Host: Germany, in 12 cities\n\u2022 "
                "Dates: 9 June to 9 July 2006\n\u2022 Winner: Italy, on penalties against France "
                "in the final in Berlin\n\u2022 Zinedine Zidane sent off in the final for a "
                "headbutt\n\u2022 Top scorer: Miroslav Klose, 5 goals"
            ),
            S(
                "Italy \u2013 fact sheet\n\u2022 Capital: Rome, also its largest city, with about "
                "2.8 million people\n\u2022 Population: about 59 million\n\u2022 Area: about "
                "301,000 km\u00b2\n\u2022 A republic since a referendum in June 1946\n\u2022 "
                "Currency: the euro since 1999 (notes and coins from 2002)"
            ),
            D(
                "Turin \u2013 fact sheet\n\u2022 Capital of the Piedmont region, on the river "
                "Po\n\u2022 Population: about 850,000\n\u2022 Home of Fiat, founded there in "
                "1899\n\u2022 The first capital of united Italy, from 1861 to 1865\n\u2022 Keeps "
                "the Shroud of Turin in its cathedral"
            ),
            D(
                "2026 Winter Olympics \u2013 fact sheet\n\u2022 Hosts: Milan and Cortina "
                "d'Ampezzo, Italy\n\u2022 Dates: 6 to 22 February 2026\n\u2022 The first Games "
                "officially shared by two cities\n\u2022 Events spread across Lombardy, Veneto and "
                "Trentino\n\u2022 Opening ceremony at the San Siro stadium in Milan"
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who invented the telescope?",
        "Hans Lipperhey, a spectacle-maker in Middelburg in the Netherlands, who applied for a "
        "patent in October 1608",
        [
            D(
                "Galileo Galilei heard in 1609 of a Dutch device for seeing distant things and "
                "built his own in Padua, grinding the lenses himself and reaching about 20 times "
                "magnification. Turning it on the night sky, he found four moons circling Jupiter "
                "in January 1610 and described them in The Starry Messenger that March."
            ),
            S(
                "The first known instrument for making faraway things look close was the work of "
                "Hans Lipperhey, a German-born maker of spectacles in Middelburg in the Dutch "
                "Republic, who in October 1608 asked the States General for a patent on a tube "
                "with a lens at each end. It was refused, since others claimed the idea."
            ),
            D(
                "Isaac Newton made the first working reflecting telescope in 1668, using a curved "
                "metal mirror instead of a lens to gather light and so avoid the coloured fringes "
                "that lenses gave; it was only about 15 centimetres long. A copy he made in 1671 "
                "was shown to the Royal Society, which elected him a fellow."
            ),
            D(
                "The compound microscope is often credited to Zacharias Janssen, another "
                "spectacle-maker of Middelburg, working with his father Hans in the 1590s, though "
                "the evidence rests largely on his son's claims decades later. Antonie van "
                "Leeuwenhoek in Delft, using simple one-lens microscopes, first saw bacteria in "
                "1676."
            ),
            D(
                "The Yerkes Observatory in Wisconsin, opened in 1897, houses the largest lens "
                "telescope ever used for astronomy, with a main lens 102 centimetres across made "
                "by Alvan Clark & Sons of Massachusetts. Bigger lenses sag under their own weight, "
                "so all the giant telescopes built since have used mirrors instead."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "biggest volcano in the solar system",
        "Olympus Mons on Mars: about 22 km high and some 600 km across",
        [
            D(
                "Mauna Loa on Hawaii's Big Island is the largest active volcano on Earth by "
                "volume, about 75,000 cubic kilometres; measured from its base on the sea floor it "
                "stands some 9 km tall, higher than Everest. Its most recent eruption, in November "
                "and December 2022, was its first since 1984."
            ),
            D(
                "Io, the innermost of Jupiter's four large moons, is the most volcanically active "
                "body known, with more than 400 active volcanoes; squeezed and stretched by "
                "Jupiter's pull, it throws up plumes of sulphur up to 500 km high. Its eruptions "
                "were first seen in photographs taken by Voyager 1 in March 1979, spotted by the "
                "engineer Linda Morabito."
            ),
            D(
                "Valles Marineris, a vast system of canyons on Mars, runs about 4,000 km along the "
                "planet's equator and is up to 7 km deep, long enough to stretch across the United "
                "States. It was found by the Mariner 9 probe in 1971 and is named after it; "
                "Earth's Grand Canyon would be a mere side gully."
            ),
            S(
                "The mightiest volcanic peak known on any planet rises on Mars: Olympus Mons "
                "stands about 22 km above the plains around it, nearly three times the height of "
                "Everest, and its base, some 600 km wide, is about the size of Arizona. With no "
                "moving plates to carry it off the hot spot, lava piled up there for ages."
            ),
            D(
                "Rheasilvia, a crater about 500 km wide near the south pole of the asteroid Vesta, "
                "has a central peak some 22 km high, among the tallest mountains in the Solar "
                "System. It was made by a huge impact about a billion years ago, and rock it threw "
                "off still circles the Sun as smaller asteroids."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which grows bigger, a crocodile or an alligator?",
        "a crocodile: the saltwater crocodile reaches about 6 m and a tonne, while the American "
        "alligator, the bigger alligator, reaches about 4.5 m and 450 kg",
        [
            S(
                "The saltwater, or estuarine, crocodile of northern Australia and south-east Asia "
                "is the heaviest reptile alive: old males can stretch to about 6 metres from snout "
                "to tail and weigh around a tonne, though females rarely pass 3 metres. They swim "
                "far out to sea and have turned up on remote Pacific islands."
            ),
            D(
                "The gharial of northern India, with its long, thin snout crowded with about 110 "
                "sharp teeth, is built to catch fish; males can exceed 5 metres and grow a knob on "
                "the tip of the snout called a ghara, after an Indian pot. Fewer than 1,000 adults "
                "are thought to be left in the wild, most in the Chambal river."
            ),
            D(
                "Crocodiles and alligators are told apart most easily by their snouts: an "
                "alligator's is broad and U-shaped, a crocodile's narrower and V-shaped, and when "
                "a crocodile shuts its jaws the fourth tooth of the lower jaw stays visible, while "
                "an alligator's hides in the upper jaw. Crocodiles also cope far better with salt "
                "water."
            ),
            S(
                "The American alligator of the swamps of Florida and Louisiana is the bulkier of "
                "the world's two alligator species: big males reach about 4.5 metres and 450 "
                "kilograms, while the Chinese alligator of the lower Yangtze seldom tops 2 metres. "
                "By 1967 hunting had made it scarce, but it has recovered to about five million."
            ),
            D(
                "The Komodo dragon of eastern Indonesia is the largest lizard alive: males reach "
                "about 3 metres and 80 to 90 kilograms, and they kill deer, pigs and water buffalo "
                "with a venomous bite, then track the wounded animal for days. About 3,000 live on "
                "Komodo, Rinca and a few nearby islands."
            ),
            D(
                "Sarcosuchus imperator, a relative of today's crocodiles that lived in the rivers "
                "of what is now the Sahara about 112 million years ago, may have grown to 9 or "
                "more metres and 8 tonnes, judging by a skull 1.6 metres long found in Niger in "
                "2000 by Paul Sereno's team. It is nicknamed SuperCroc."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the stages of a butterfly's life cycle?",
        "four: egg, caterpillar (larva), chrysalis (pupa) and adult butterfly",
        [
            D(
                "Grasshoppers and dragonflies grow up in only three steps, egg, nymph and adult, "
                "with no resting stage between: the nymph looks like a small wingless adult and "
                "sheds its skin five or more times, its wing buds growing each time. Biologists "
                "call this incomplete metamorphosis, as against the full change of beetles."
            ),
            D(
                "Monarch butterflies from eastern North America fly up to 4,500 kilometres each "
                "autumn to spend the winter in fir forests in the mountains of central Mexico, "
                "where tens of millions cluster on the trees. No single butterfly makes the round "
                "trip; it takes three or four generations to get back north in spring."
            ),
            S(
                "Every butterfly passes through four forms in its short life. It hatches from a "
                "tiny egg laid on a food plant as a larva, which does little but eat and shed its "
                "skin; the larva then hangs up and hardens into a pupa, a still case in which its "
                "body is rebuilt, and finally the winged imago breaks out."
            ),
            D(
                "A moth's cocoon is spun from silk round the pupa, while most butterflies form a "
                "bare case with no silk covering; the silkworm, the larva of the moth Bombyx mori, "
                "spins its cocoon from a single thread up to about 900 metres long, which is "
                "unwound in hot water to make silk cloth."
            ),
            D(
                "A frog's life begins as spawn, jelly-coated eggs laid in clumps in ponds in early "
                "spring; the tadpoles that hatch breathe through gills, then grow back legs, then "
                "front ones, absorb their tails and climb out onto land as froglets after about "
                "twelve to sixteen weeks."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do geckos climb walls?",
        "their toe pads carry millions of microscopic hairs (setae), each split into hundreds of "
        "finer tips, which touch the surface so closely that weak molecular attractions (van der "
        "Waals forces) add up to a firm grip; peeling the toes up lets go",
        [
            D(
                "Tree frogs grip wet leaves and branches with large, rounded pads on the tips of "
                "their fingers and toes, made of many six-sided cells divided by tiny channels "
                "that fill with mucus; the thin film of liquid holds them on, rather as a wet beer "
                "mat sticks to a glass, and they slip off dry surfaces more easily."
            ),
            D(
                "Flies walk upside down on ceilings using a pair of hairy pads, the pulvilli, "
                "under each foot, which leave tiny droplets of an oily fluid that helps them "
                "stick, while their claws hook onto rough surfaces. A house fly beats its wings "
                "about 200 times a second and lands on a ceiling by flipping over at the very last "
                "moment, front legs first."
            ),
            D(
                "The tokay gecko of south-east Asia, about 30 centimetres long and blue-grey with "
                "orange spots, is named after its loud call, 'to-kay', repeated many times at "
                "night; in parts of Asia a gecko calling seven times in a row is thought to bring "
                "luck. Its bite is strong, and it may not let go for minutes."
            ),
            S(
                "A gecko can run up a pane of glass or hang from a ceiling by one toe because its "
                "toe pads carry millions of microscopic bristles, each splitting into hundreds of "
                "finer tips. These touch the surface so closely that faint pulls between "
                "molecules, the van der Waals forces, add up to a firm grip, released by peeling "
                "the toes up."
            ),
            D(
                "Spider-Man, created by Stan Lee and Steve Ditko, first appeared in the comic "
                "Amazing Fantasy #15 in August 1962: bitten by a radioactive spider, the student "
                "Peter Parker gains the power to cling to walls and ceilings. Tobey Maguire first "
                "played him in a feature film in 2002, directed by Sam Raimi."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do we sneeze?",
        "to clear the nose: when dust, pollen, germs or other irritants tickle the lining of the "
        "nose, nerves signal the brainstem, which sets off a reflex that blasts air out through "
        "the nose and mouth to expel them",
        [
            D(
                "About one person in four sneezes on stepping suddenly into bright sunlight, a "
                "quirk known as the photic sneeze reflex, or ACHOO syndrome; it runs in families "
                "and may come from signals in the nerve serving the eye spilling over into nearby "
                "nerves. Aristotle wondered about it in the fourth century BC."
            ),
            D(
                "A cough clears the throat and the airways in the chest rather than the nose: "
                "nerves in the windpipe and lungs sense mucus, smoke or a crumb, and the vocal "
                "cords snap shut while pressure builds, then open to let the air burst out at up "
                "to about 80 km/h. A cough that lasts more than three weeks should be checked."
            ),
            S(
                "When dust, pollen or a virus tickles the delicate lining inside the nostrils, "
                "nerve endings there alert the brainstem, which fires off a reflex: a deep breath "
                "in, then the chest muscles force the air out through nose and mouth in a sudden "
                "blast, flushing out whatever was irritating the nasal passages."
            ),
            D(
                "The longest bout of sneezing on record is that of Donna Griffiths, a 12-year-old "
                "from Worcestershire, who began sneezing on 13 January 1981 and did not stop for "
                "976 days, sneezing about a million times in the first year. Her first sneeze-free "
                "day came on 16 September 1983."
            ),
            D(
                "Yawning is still something of a puzzle; one idea is that a wide, deep yawn cools "
                "the brain by drawing in air and pumping blood through the skull, since people "
                "yawn more often when the air is cooler than the body. Yawns are catching: seeing, "
                "hearing or even reading about one sets people off."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do carrots help you see in the dark",
        "no: it is a myth; carrots supply vitamin A, a lack of which causes night blindness, but "
        "eating more does not improve normal sight; the story was spread by Britain in the Second "
        "World War to hide its use of radar",
        [
            D(
                "Carrots were not always orange: the first cultivated ones, grown in Afghanistan "
                "and Persia about 1,100 years ago, were purple or yellow, and orange varieties "
                "were bred in the Netherlands in the 1600s. A popular story says they were made "
                "orange to honour William of Orange, but there is little proof of it."
            ),
            S(
                "Munching orange roots will not give you an owl's eyes. The body turns their "
                "beta-carotene into vitamin A, and a shortage of that does bring on night "
                "blindness, but once you have enough, more does nothing for your sight in dim "
                "light. The tale was put about by Britain's Air Ministry in the Second World War "
                "to hide its radar."
            ),
            D(
                "John Cunningham, an RAF night-fighter pilot, shot down 20 enemy aircraft in the "
                "Second World War, most of them at night, and newspapers called him Cat's Eyes. In "
                "fact he and his radar operator, Jimmy Rawnsley, found their targets with a new "
                "airborne radar set carried in their Beaufighter, kept secret until after the war."
            ),
            D(
                "Eating a great deal of carrot, or drinking carrot juice day after day, can turn "
                "the skin a yellowish orange, especially on the palms and soles, a harmless "
                "condition called carotenaemia that fades within weeks of cutting down. Babies fed "
                "plenty of pur\u00e9ed carrot and sweet potato often show it."
            ),
            D(
                "Night vision goggles gather what little light there is, from stars, the Moon or "
                "the glow of the sky, and amplify it thousands of times in an image-intensifier "
                "tube, showing the scene in green because the eye can tell more shades of green "
                "apart. The first were used on German tanks in 1945."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which country was the inventor of dynamite born?",
        "Sweden (dynamite was patented in 1867 by Alfred Nobel, born in Stockholm on 21 October "
        "1833)",
        [
            D(
                "Ascanio Sobrero, an Italian chemist working in Turin, first made nitroglycerine "
                "in 1847 by adding glycerol to a mixture of nitric and sulphuric acids, and was so "
                "alarmed by its power, after a small amount scarred his face, that he warned "
                "against using it. He was born in Casale Monferrato in 1812."
            ),
            S(
                "The safer explosive made by soaking nitroglycerine into a crumbly earth called "
                "kieselguhr, so that it could be handled and packed into sticks, was patented in "
                "1867 by Alfred Nobel, who had lost his younger brother Emil in a blast at the "
                "family's works in 1864."
            ),
            D(
                "Gunpowder, a mix of saltpetre, charcoal and sulphur, was first described in China "
                "in the ninth century, when alchemists searching for an elixir of life found it "
                "burned fiercely; by 1044 a military handbook, the Wujing Zongyao, gave recipes "
                "for it, and it reached Europe in the 1200s."
            ),
            D(
                "TNT, or trinitrotoluene, was first made in 1863 by the German chemist Julius "
                "Wilbrand, who was born in Giessen, as a yellow dye; it was so hard to set off "
                "that its use as an explosive went unnoticed for decades, and the German army "
                "began filling its artillery shells with it only in 1902, the British army soon "
                "after."
            ),
            S(
                "Alfred Nobel came into the world in Stockholm, the Swedish capital, on 21 October "
                "1833, the son of an engineer and inventor, Immanuel Nobel, who moved the family "
                "to St Petersburg when Alfred was nine. He died in San Remo, Italy, in December "
                "1896, leaving most of his fortune to fund the prizes that bear his name."
            ),
            D(
                "The Nobel Prize in Physics was first awarded on 10 December 1901, to the German "
                "Wilhelm R\u00f6ntgen for discovering X-rays; the prizes in chemistry, medicine "
                "and literature were given the same day, and the peace prize in Oslo. The date "
                "marks the anniversary of the death of the man who founded them."
            ),
        ],
        drop=0,
    ),
]
