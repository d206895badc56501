"""A thirteenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer saw only
this set's README, `build.py` and the earlier dev sources, and chose subjects none of them
asks about; a quarter of the questions are typed search-box style. Written after lexical-v10,
while lexical-v11 was being tuned, the batch measures how far the evaluator's tuning carries to
questions it was not written against (dev all the same: tuned on from now on).

Like the twelfth batch it is length-matched: every distractor is within 20% of the length of
the question's support (of the mean of the two, where there are two) and is as rich, with
names, dates and numbers of its own. Supports average 317 characters and distractors 319. The
first draft still gave the supports more to say (the longest passage was a support in 30 of
the 40 questions), so distractors were given more of their own and a few supports lost a
clause; as written, the longest passage is a support in 5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who wrote The Divine Comedy?",
        "Dante Alighieri, the Florentine poet, who finished it shortly before his death in 1321",
        [
            D(
                "Aeneid: The Aeneid is an epic poem in Latin written by Virgil between about 29 "
                "and 19 BC, telling how the Trojan hero Aeneas escaped the fall of Troy and "
                "sailed to Italy. Virgil died before he could finish revising it and asked for it "
                "to be burned; the emperor Augustus refused."
            ),
            D(
                "Paradise Lost: Paradise Lost, an epic in blank verse by the English poet John "
                "Milton, was first published in ten books in 1667 and in twelve in 1674. Milton, "
                "blind by then, dictated it to helpers; it retells the fall of Satan and the "
                "temptation of Adam and Eve in the Garden of Eden."
            ),
            S(
                "Divine Comedy: The Divine Comedy is a long narrative poem by the Florentine poet "
                "Dante Alighieri, begun around 1308 and finished shortly before his death in "
                "1321. In 100 cantos it follows Dante through Hell, Purgatory and Paradise, "
                "guided first by the Roman poet Virgil and then by Beatrice."
            ),
            D(
                "Gustave Dor\u00e9: The French artist Gustave Dor\u00e9 published his engravings "
                "for Dante's Inferno in 1861, and his dark, crowded scenes of the damned shaped "
                "how later readers pictured Hell. He went on to illustrate the Bible in 1866, and "
                "Paradise Lost and Don Quixote as well."
            ),
            D(
                "Beatrice Portinari: Beatrice Portinari, a Florentine woman born around 1266, is "
                "thought to be the Beatrice whom Dante first saw when both were nine and loved "
                "from afar all his life. She married the banker Simone dei Bardi and died in "
                "1290, aged only 24; Dante wrote La Vita Nuova in her memory."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "who discovered uranus",
        "William Herschel, on 13 March 1781, with a telescope he built himself, from his garden "
        "in Bath",
        [
            D(
                "Neptune: Neptune was found on 23 September 1846 by Johann Galle at the Berlin "
                "Observatory, within one degree of the position predicted by the French "
                "mathematician Urbain Le Verrier from wobbles in the orbit of Uranus. It was the "
                "first planet located by mathematics rather than by chance."
            ),
            D(
                "Caroline Herschel: Caroline Herschel, William's younger sister, came to Bath in "
                "1772 to sing and stayed to help him with his telescopes. She discovered eight "
                "comets of her own between 1786 and 1797, and in 1828 the Royal Astronomical "
                "Society awarded her its gold medal, the first woman to receive it."
            ),
            D(
                "Uranus: Uranus is the seventh planet from the Sun and spins on its side, its "
                "axis tilted by about 98 degrees, perhaps after a collision long ago. It takes 84 "
                "years to go round the Sun, and its 28 known moons are named after characters "
                "from Shakespeare and Alexander Pope."
            ),
            S(
                "William Herschel: William Herschel, a German-born musician living in Bath, "
                "England, discovered the planet Uranus on 13 March 1781 with a telescope he had "
                "built himself. At first he took it for a comet; he proposed calling it Georgium "
                "Sidus after King George III, who made him his astronomer."
            ),
            D(
                "Clyde Tombaugh: Clyde Tombaugh, a 24-year-old farm boy from Kansas working at "
                "the Lowell Observatory in Arizona, found Pluto on 18 February 1930 by comparing "
                "photographic plates of the same patch of sky taken days apart. Pluto was counted "
                "as the ninth planet until 2006."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is bigger, Sicily or Sardinia?",
        "Sicily: about 25,700 km\u00b2, against about 24,100 km\u00b2 for Sardinia",
        [
            D(
                "Corsica: Corsica, just north of Sardinia across the Strait of Bonifacio, belongs "
                "to France and covers about 8,700 square kilometres. Napoleon Bonaparte was born "
                "in its capital, Ajaccio, in 1769, a year after Genoa had handed the island to "
                "France; about 350,000 people live there, many of them speaking Corsican."
            ),
            S(
                "Sicily: Sicily, off the toe of Italy, is the largest island in the "
                "Mediterranean, covering about 25,700 square kilometres, and has about 4.8 "
                "million people. Mount Etna, on its east coast, is the most active volcano in "
                "Europe; the Strait of Messina, 3 km wide at its narrowest, separates it from the "
                "mainland."
            ),
            D(
                "Cyprus: Cyprus, in the far east of the Mediterranean, covers about 9,250 square "
                "kilometres and became independent from Britain in 1960. Since the Turkish "
                "invasion of 1974 the island has been divided, and the United Nations patrols a "
                "buffer zone between its Greek and Turkish Cypriot parts."
            ),
            D(
                "Malta: Malta, 93 km south of Sicily, is the smallest country in the European "
                "Union, at only 316 square kilometres, yet about 540,000 people live there. It "
                "was awarded the George Cross in 1942 for enduring heavy bombing during the "
                "Second World War, and it joined the EU in 2004 along with nine other countries."
            ),
            S(
                "Sardinia: Sardinia, west of the Italian mainland, covers about 24,100 square "
                "kilometres and is home to about 1.6 million people, many of whom speak their own "
                "language, Sardinian. Its interior is dotted with thousands of nuraghi, stone "
                "towers built in the Bronze Age, from about 1700 BC."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries are on the Iberian Peninsula?",
        "Spain, Portugal and Andorra, plus the British territory of Gibraltar and a sliver of "
        "southern France",
        [
            D(
                "Balkans: The Balkan Peninsula in south-east Europe is usually taken to include "
                "Albania, Bosnia and Herzegovina, Bulgaria, Greece, Kosovo, Montenegro, North "
                "Macedonia and Serbia, with parts of Croatia, Romania, Slovenia and Turkey. Its "
                "name comes from a Turkish word for a chain of wooded mountains."
            ),
            D(
                "Andorra: Andorra is a landlocked principality of about 80,000 people high in the "
                "Pyrenees between France and Spain, covering 468 square kilometres. Its two heads "
                "of state are the Bishop of Urgell in Spain and the President of France, and "
                "although it is not in the European Union it uses the euro. It has no airport of "
                "its own."
            ),
            D(
                "Reconquista: The Reconquista is the name given to the centuries in which "
                "Christian kingdoms in the north of Spain and Portugal took back the land ruled "
                "by Muslim states since 711. It ended in January 1492, when Ferdinand and "
                "Isabella took Granada, the last Muslim kingdom, from Muhammad XII, who handed "
                "over the Alhambra palace intact."
            ),
            D(
                "Italian Peninsula: The Italian Peninsula, stretching about 1,000 km into the "
                "Mediterranean from the Po valley to the toe of Calabria, is shared by Italy and "
                "two tiny independent states inside it, San Marino and Vatican City. The Apennine "
                "mountains run down almost its whole length, and Rome lies near its middle."
            ),
            S(
                "Iberian Peninsula: The Iberian Peninsula, in south-west Europe, is shared by "
                "Spain and Portugal, which take up almost all of it, and by the small "
                "principality of Andorra in the Pyrenees; it also takes in the British overseas "
                "territory of Gibraltar and a sliver of southern France. It covers about 583,000 "
                "square kilometres."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a pendulum clock keep time?",
        "each swing of the pendulum takes the same time, set by its length (about 1 m for a "
        "one-second swing); an escapement lets the gears advance one tooth per swing and gives "
        "the pendulum a small push each time, powered by a falling weight or a spring",
        [
            D(
                "Harrison's chronometer: The Yorkshire carpenter John Harrison spent decades "
                "building sea clocks that could keep time on a rolling ship, where a pendulum is "
                "useless. His H4, a large watch finished in 1759, lost only about five seconds on "
                "a voyage to Jamaica in 1761\u201362, letting sailors work out their longitude. "
                "He received the last of his reward in 1773."
            ),
            S(
                "Pendulum clock: A pendulum clock keeps time because each swing of its pendulum "
                "takes the same time, set by the pendulum's length: about a metre for a swing of "
                "one second. An escapement lets the gear train advance by one tooth per swing and "
                "gives the pendulum a small push each time, driven by a falling weight or a "
                "spring. Christiaan Huygens built the first in 1656."
            ),
            D(
                "Foucault pendulum: In 1851 the French physicist L\u00e9on Foucault hung a "
                "28-kilogram iron ball on a wire 67 metres long from the dome of the "
                "Panth\u00e9on in Paris. As it swung, the line of its swing slowly turned, a full "
                "circle in about 32 hours at that latitude, showing the public that the Earth "
                "rotates beneath it. Copies now swing in science museums around the world."
            ),
            D(
                "Quartz clock: In a quartz clock, a battery makes a tiny tuning fork cut from "
                "quartz crystal vibrate 32,768 times a second; a circuit counts the vibrations "
                "and sends a pulse to a small motor once a second. The first quartz clock was "
                "built at Bell Labs in 1927, and Seiko sold the first quartz wristwatch, the "
                "Astron, in 1969, at the price of a small car."
            ),
            D(
                "Atomic clock: An atomic clock counts the vibrations of atoms; since 1967 the "
                "second has been defined as 9,192,631,770 cycles of the radiation given off by "
                "caesium-133 atoms. The best modern clocks would lose less than a second in "
                "billions of years, and every GPS satellite carries several of them to time its "
                "signals, which is how receivers work out their position."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Tacoma Narrows Bridge collapse?",
        "its slender, flexible deck was set twisting by a steady wind of about 64 km/h, each "
        "twist feeding the next (aeroelastic flutter), until it tore apart on 7 November 1940, "
        "four months after opening",
        [
            D(
                "Silver Bridge: The Silver Bridge, named after its aluminium paint, an eyebar "
                "chain suspension bridge over the Ohio River between Ohio and West Virginia, "
                "collapsed during rush hour on 15 December 1967, killing 46 people. Investigators "
                "traced the failure to a tiny crack in a single eyebar, caused by corrosion, "
                "which gave way under heavy Christmas traffic."
            ),
            D(
                "Tay Bridge disaster: On the stormy night of 28 December 1879, the central spans "
                "of the Tay Bridge at Dundee in Scotland collapsed as a train crossed, and all 75 "
                "or so people aboard died. The inquiry blamed the engineer, Sir Thomas Bouch, for "
                "failing to allow for wind loads; the bridge had opened only 19 months earlier. "
                "William McGonagall's poem about it is often called one of the worst in English."
            ),
            S(
                "Tacoma Narrows Bridge (1940): The first Tacoma Narrows Bridge in Washington "
                "state opened on 1 July 1940 and collapsed four months later, on 7 November. Its "
                "deck was so slender and flexible that a steady wind of about 64 km/h set it "
                "twisting, each twist feeding the next, a motion engineers call flutter, until "
                "the deck tore apart and fell into Puget Sound."
            ),
            D(
                "Millennium Bridge, London: The Millennium Bridge, a steel footbridge across the "
                "Thames, opened on 10 June 2000 and closed two days later because it swayed "
                "alarmingly as crowds walked over it; people fell into step with the sway and "
                "made it worse. It reopened in 2002 after dampers were fitted, and Londoners "
                "still call it the Wobbly Bridge."
            ),
            D(
                "Tacoma, Washington: Tacoma is a port city of about 220,000 people on Puget "
                "Sound, some 50 km south of Seattle, and was the western end of the Northern "
                "Pacific Railway from 1873. Its Museum of Glass honours the glass artist Dale "
                "Chihuly, who was born there in 1941, and Mount Rainier looms over the city."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "did einstein fail maths",
        "no: he excelled at mathematics and had mastered calculus by about 15; the myth may come "
        "from his failing the general part of the Zurich Polytechnic entrance exam in 1895, at "
        "16, when his maths and physics marks were outstanding",
        [
            D(
                "Annus mirabilis papers: In 1905, while working as a patent clerk in Bern, Albert "
                "Einstein published four papers in the journal Annalen der Physik, on the "
                "photoelectric effect, Brownian motion, special relativity and the equivalence of "
                "mass and energy, E = mc\u00b2. He won the 1921 Nobel Prize in Physics for the "
                "first of them."
            ),
            D(
                "Winston Churchill's schooling: Winston Churchill did badly at Harrow School, "
                "where he was put in the lowest form and never mastered Latin or Greek, and he "
                "failed the entrance exam to the Royal Military College at Sandhurst twice before "
                "passing at the third attempt in 1893. He won the Nobel Prize in Literature in "
                "1953, for his histories and speeches."
            ),
            D(
                "Mileva Mari\u0107: Mileva Mari\u0107, from a Serbian family, was the only woman "
                "in Einstein's physics class at the Zurich Polytechnic, which she entered in "
                "1896. She failed the final diploma exam twice, and the two married in 1903; they "
                "had two sons before divorcing in 1919, and his Nobel Prize money went to her."
            ),
            S(
                "Albert Einstein's schooling: The story that Albert Einstein failed mathematics "
                "is a myth. He was top of his class in it and had mastered calculus by about the "
                "age of 15. In 1895, at 16, he sat the entrance exam for the Zurich Polytechnic "
                "two years early and failed its general section, but his marks in maths and "
                "physics were outstanding."
            ),
            D(
                "Hans Albert Einstein: Hans Albert Einstein, Albert's elder son, was born in Bern "
                "in 1904 and became a professor of hydraulic engineering at the University of "
                "California, Berkeley, where he studied how rivers carry sediment. He left "
                "Switzerland for the United States in 1938 and died in Massachusetts in 1973."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the inventor of the diesel engine born?",
        "Paris (Rudolf Diesel, who patented the engine in 1892, was born there to Bavarian "
        "parents on 18 March 1858)",
        [
            D(
                "Nikolaus Otto: Nikolaus Otto, a travelling salesman turned engineer from "
                "Holzhausen in the Duchy of Nassau, built the first practical four-stroke petrol "
                "engine at his works in Deutz, near Cologne, in 1876. Gottlieb Daimler and "
                "Wilhelm Maybach worked for him before leaving to build engines of their own."
            ),
            S(
                "Diesel engine: The diesel engine ignites its fuel by the heat of air squeezed "
                "hard in the cylinder, with no spark plug. It was patented in 1892 by the German "
                "engineer Rudolf Diesel, and his first working engine ran at the Augsburg machine "
                "works in 1897, using far less fuel than the steam engines of the day."
            ),
            D(
                "Karl Benz: Karl Benz, born in 1844 in M\u00fchlburg, now part of Karlsruhe, "
                "patented his three-wheeled Motorwagen on 29 January 1886, usually called the "
                "first true motor car. In August 1888 his wife Bertha drove it 106 km from "
                "Mannheim to Pforzheim to show that it worked, buying fuel from a chemist on the "
                "way."
            ),
            D(
                "Augsburg: Augsburg in Bavaria was founded by the Romans in 15 BC as Augusta "
                "Vindelicorum and is one of Germany's oldest cities. The Fugger banking family "
                "made it rich in the 1500s, and their Fuggerei, built in 1516, is the world's "
                "oldest social housing still in use, let for less than one euro a year."
            ),
            S(
                "Rudolf Diesel: Rudolf Diesel was born in Paris on 18 March 1858 to Bavarian "
                "parents; the family had to leave for London when war broke out between France "
                "and Prussia in 1870. In September 1913 he vanished from a ferry crossing from "
                "Antwerp to Harwich, and his body was found in the sea days later."
            ),
            D(
                "Rudolf Caracciola: Rudolf Caracciola, born in Remagen on the Rhine in 1901, was "
                "the leading racing driver of the 1930s for Mercedes-Benz, winning the European "
                "Championship three times. In January 1938 he set a record of 432.7 km/h on a "
                "public autobahn near Frankfurt, which stood for decades."
            ),
        ],
        drop=0,
    ),
    # --- prose ------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote the Odyssey?",
        "Homer, the Greek poet to whom it has been credited since ancient times (put together "
        "around the late 8th or 7th century BC)",
        [
            D(
                "Hesiod, a Greek poet who lived around 700 BC and farmed near Mount Helicon in "
                "Boeotia, wrote the Theogony, which tells how the gods were born, and Works and "
                "Days, full of advice on farming and living honestly. Ancient stories told of a "
                "singing contest between him and Homer, which he was said to have won."
            ),
            D(
                "James Joyce's Ulysses, published in Paris on 2 February 1922, his fortieth "
                "birthday, moves the Odyssey to Dublin and squeezes it into a single day, 16 June "
                "1904, following the advertising salesman Leopold Bloom. Fans celebrate the date "
                "every year as Bloomsday, dressing up and reading the book aloud in the streets."
            ),
            S(
                "The Odyssey, the tale of Odysseus's ten-year struggle to get home to Ithaca "
                "after the fall of Troy, has been credited since ancient times to Homer, the "
                "Greek poet also said to have composed the Iliad. It was probably put together in "
                "the late eighth or seventh century BC, in 24 books of hexameter verse."
            ),
            D(
                "Apollonius of Rhodes, a scholar who ran the great library at Alexandria in the "
                "third century BC, wrote the Argonautica, the only surviving Greek epic on the "
                "voyage of Jason and the Argonauts in search of the Golden Fleece. It runs to "
                "four books and ends with the heroes sailing home to Thessaly."
            ),
            D(
                "The first full translation of Homer's two epics into English was made by the "
                "playwright George Chapman, whose Iliad was finished in 1611 and Odyssey in 1616. "
                "John Keats read it nearly two centuries later and wrote a famous sonnet about "
                "the experience, On First Looking into Chapman's Homer, in October 1816."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many holes on a golf course",
        "18 on a standard course (settled at St Andrews in 1764); many smaller courses have 9",
        [
            D(
                "A snooker table has six pockets, one at each corner and one halfway along each "
                "long side, and 22 balls: 15 reds, six colours and the white cue ball. The "
                "highest possible break in normal play is 147, first made in a televised match by "
                "Steve Davis in January 1982, against John Spencer."
            ),
            S(
                "A standard golf course has 18 holes, a number that spread from the Old Course at "
                "St Andrews, which settled on 18 in 1764 when its members merged several short "
                "holes. Smaller courses often have nine, played twice for a full round, and a "
                "good player takes about four hours to get round all eighteen."
            ),
            D(
                "Golf's oldest major, the Open Championship, was first played at Prestwick in "
                "Scotland on 17 October 1860, when eight professionals went three times round its "
                "twelve holes in a single day; Willie Park Sr won, and the winner has received "
                "the silver Claret Jug since 1873; before that he got a red leather belt."
            ),
            D(
                "A round of disc golf is usually played over 18 holes too, but the holes are "
                "raised metal baskets hung with chains. The American Ed Headrick, who had helped "
                "develop the modern Frisbee at Wham-O, patented the chain basket in the 1970s and "
                "founded the sport's first governing body."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which lasted longer, the Hundred Years' War or the Thirty Years' War?",
        "the Hundred Years' War: 116 years (1337\u20131453), against 30 (1618\u20131648)",
        [
            D(
                "The Eighty Years' War, in which the Dutch provinces rebelled against Spanish "
                "rule, began in 1568 and ended with the Peace of M\u00fcnster in 1648, when Spain "
                "recognised the Dutch Republic as independent. It was signed in the same year as "
                "the treaties that closed Germany's long religious war."
            ),
            S(
                "Despite its name, the Hundred Years' War between England and France lasted 116 "
                "years, from 1337, when Edward III pressed his claim to the French throne, to "
                "1453, when the French took Bordeaux. The fighting came in bursts broken by long "
                "truces, and famous battles such as Cr\u00e9cy and Agincourt belong to it."
            ),
            D(
                "The Seven Years' War, from 1756 to 1763, set Britain and Prussia against France, "
                "Austria and Russia, with fighting in Europe, North America and India. At the "
                "Treaty of Paris in 1763 Britain won Canada from France and Florida from Spain, "
                "and the war is sometimes called the first global conflict."
            ),
            S(
                "The Thirty Years' War began in 1618, when Protestant nobles in Prague threw two "
                "imperial officials out of a castle window, and ended with the Peace of "
                "Westphalia in 1648. It was fought mostly in the German lands, where war, hunger "
                "and disease killed perhaps a third of the people."
            ),
            D(
                "The Anglo-Zanzibar War of 27 August 1896 is often called the shortest war in "
                "history: British warships shelled the sultan's palace in Zanzibar town, and the "
                "sultan's forces gave up after somewhere between 38 and 45 minutes. About 500 of "
                "the defenders were killed or wounded, and the sultan fled to the German "
                "consulate."
            ),
            D(
                "Joan of Arc, a peasant girl from Domr\u00e9my, led a French army to lift the "
                "English siege of Orl\u00e9ans in May 1429 and saw Charles VII crowned at Reims "
                "that July. Captured by the Burgundians, she was handed to the English, tried for "
                "heresy and burned at Rouen in 1431, aged about 19; she was made a saint in 1920."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the four bases in DNA?",
        "adenine, thymine, guanine and cytosine (A, T, G and C)",
        [
            D(
                "RNA is built from four bases too, but in place of thymine it uses uracil, so its "
                "letters are A, U, G and C. Unlike DNA it usually has a single strand, and "
                "messenger RNA carries copies of a gene's instructions from the nucleus out to "
                "the ribosomes, where proteins are assembled, one amino acid at a time."
            ),
            D(
                "The Human Genome Project, begun in 1990 and declared complete in April 2003, "
                "read the order of about three billion base pairs in human DNA at a cost of some "
                "2.7 billion US dollars. It found that people have only about 20,000 genes that "
                "code for proteins, far fewer than many scientists had expected; a final gap-free "
                "sequence came only in 2022."
            ),
            S(
                "The genetic code in DNA is written with four chemical bases: adenine, thymine, "
                "guanine and cytosine, usually shortened to A, T, G and C. On the two strands of "
                "the double helix, adenine always pairs with thymine and guanine with cytosine, "
                "and the order of the bases along a strand spells out the instructions for making "
                "proteins."
            ),
            D(
                "Proteins are built from 20 standard amino acids, and the genetic code reads DNA "
                "in groups of three bases, called codons, each standing for one amino acid or a "
                "signal to stop. With four bases there are 64 possible codons, so most amino "
                "acids have more than one, and one codon marks where reading starts, while three "
                "others mean stop."
            ),
            D(
                "Friedrich Miescher, a Swiss doctor working in T\u00fcbingen, was the first to "
                "isolate DNA, in 1869, from the pus on used surgical bandages; he called the "
                "substance nuclein because it came from the nuclei of cells. Nearly 80 years "
                "passed before most scientists accepted that it carried the genes."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do kidneys filter blood?",
        "each kidney has about a million nephrons; in each, a knot of capillaries (the "
        "glomerulus) pushes water, salts, sugar and wastes out into a tubule, which takes back "
        "into the blood what the body needs and leaves water, urea and extra salt to drain away "
        "as urine",
        [
            D(
                "The liver, the largest organ inside the body at about 1.5 kilograms, breaks down "
                "alcohol, drugs and toxins and turns the ammonia left over from digesting protein "
                "into urea, which the blood carries away. It can grow back to full size even "
                "after two thirds of it have been removed, and it stores sugar as glycogen, "
                "releasing it between meals."
            ),
            D(
                "In dialysis, a machine does the kidneys' work for people whose own have failed: "
                "blood is pumped out of the arm, through a filter where wastes pass across a thin "
                "membrane into a cleaning fluid, and back into the body. Most patients need "
                "sessions of about four hours, three times a week, at a hospital or at home. "
                "Willem Kolff built the first artificial kidney in the occupied Netherlands in "
                "1943."
            ),
            D(
                "Kidney stones form when minerals such as calcium oxalate crystallise in the "
                "urine, and they can cause severe pain in the back and side as they move down "
                "towards the bladder. Drinking plenty of water helps to prevent them, and most "
                "small stones pass on their own within a few weeks, though large ones may be "
                "broken up with shock waves."
            ),
            S(
                "Each kidney holds around a million tiny filtering units called nephrons. In "
                "each, blood flows through a knot of capillaries, the glomerulus, whose pressure "
                "pushes water, salts, sugar and wastes out into a long tubule; the tubule then "
                "takes back into the blood what the body needs, and what is left, mostly water, "
                "urea and extra salt, drains away as urine."
            ),
            D(
                "The first successful kidney transplant was carried out in Boston on 23 December "
                "1954 by a team led by Joseph Murray, who moved a kidney from Ronald Herrick into "
                "his identical twin brother, Richard, so that it would not be rejected. Richard "
                "lived another eight years and married one of his nurses, and Murray won a Nobel "
                "Prize in 1990."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the Irish potato famine happen?",
        "potato blight (the mould Phytophthora infestans) rotted the crop from 1845, and about a "
        "third of the people lived almost entirely on potatoes; with relief too little and food "
        "still exported, about a million died and another million emigrated",
        [
            D(
                "The Highland Potato Famine struck the west of Scotland from 1846, destroying the "
                "crops of the crofting districts; many landlords paid for their tenants to "
                "emigrate to Canada and Australia, and some cleared them from the land by force. "
                "Deaths were far fewer than across the Irish Sea, thanks partly to relief raised "
                "by charities in the Lowland cities."
            ),
            D(
                "The potato was first grown in the Andes of South America, in what are now Peru "
                "and Bolivia, between 7,000 and 10,000 years ago. Spanish ships brought it to "
                "Europe in the late sixteenth century, where it was long mistrusted as food fit "
                "only for animals; Frederick the Great ordered Prussian farmers to plant it in "
                "the 1750s, and Antoine Parmentier championed it in France."
            ),
            S(
                "The Great Famine began in 1845, when a mould called potato blight, Phytophthora "
                "infestans, reached Ireland and rotted the potatoes in the fields. About a third "
                "of the people lived almost entirely on the crop, which failed again and again "
                "until 1849; with relief too little and food still shipped out of the country, "
                "about a million died and another million emigrated."
            ),
            D(
                "The Bengal famine of 1943, in British India, killed about three million people. "
                "The Japanese capture of Burma had cut off rice imports, a cyclone had ruined "
                "crops, and prices soared while wartime officials kept food back for the army and "
                "the cities; historians still argue over how much of the blame lies with "
                "Churchill's government."
            ),
            D(
                "Ireland had about 8.2 million people in 1841, and the number did not recover: it "
                "went on falling for a century as young people left for Britain, America and "
                "Australia. Only in the early 2020s did the island as a whole, the Republic and "
                "Northern Ireland together, pass seven million again, and Irish America now "
                "numbers more than 30 million."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is coral a plant",
        "no: corals are animals, colonies of tiny polyps related to jellyfish and sea anemones; "
        "many house algae in their tissues that make food from sunlight, which is why they look "
        "plant-like and grow in shallow, clear water",
        [
            D(
                "Seaweeds such as kelp are algae, not true plants: they have no roots, stems or "
                "flowers, and they grip rocks with a holdfast instead of drawing food up from the "
                "sea floor. Giant kelp off California can grow by half a metre a day and reach 45 "
                "metres long, forming underwater forests. Sea otters help to keep those forests "
                "alive by eating the urchins that graze on them."
            ),
            D(
                "The Great Barrier Reef, off the coast of Queensland in Australia, stretches for "
                "about 2,300 kilometres and is made up of nearly 3,000 separate reefs. It became "
                "a World Heritage Site in 1981, and since 2016 several mass bleaching events, "
                "caused by marine heatwaves, have killed large parts of it. Tourism on the reef "
                "is worth billions of Australian dollars a year."
            ),
            S(
                "Although reefs can look like underwater gardens, corals are animals. Each coral "
                "is a colony of tiny polyps, soft-bodied relatives of jellyfish and sea anemones, "
                "that catch plankton with stinging tentacles. Many reef corals also house "
                "microscopic algae in their tissues that make food from sunlight, which is why "
                "they grow in shallow, clear water."
            ),
            D(
                "Seagrasses are true flowering plants that live in the sea, with roots, leaves "
                "and tiny flowers that release pollen into the water. Meadows of them shelter "
                "young fish and feed dugongs and turtles, and one seagrass in Shark Bay, Western "
                "Australia, has spread over 180 kilometres from a single plant."
            ),
            D(
                "Sponges are among the simplest animals: they have no nerves, muscles or organs, "
                "and feed by pumping water through pores in their bodies and straining out "
                "bacteria. For centuries natural sponges were harvested in the Mediterranean for "
                "bathing, and the Greek island of Kalymnos grew rich on the trade, its divers "
                "going down on a single breath holding a heavy stone."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In what year did the author of The Little Prince disappear?",
        "1944 (Antoine de Saint-Exup\u00e9ry vanished on a reconnaissance flight over the "
        "Mediterranean on 31 July 1944)",
        [
            D(
                "Amelia Earhart disappeared on 2 July 1937 while trying to fly round the world "
                "with her navigator, Fred Noonan; their Lockheed Electra vanished near Howland "
                "Island in the central Pacific, and despite a huge search by the US Navy and "
                "Coast Guard, no wreckage has ever been confirmed; she was declared dead in "
                "January 1939."
            ),
            S(
                "The Little Prince, the story of a pilot stranded in the Sahara who meets a boy "
                "from a tiny asteroid, was written and illustrated by the French aviator Antoine "
                "de Saint-Exup\u00e9ry. It was first published in New York in April 1943, in "
                "English and French, and has since been translated into more than 500 languages."
            ),
            D(
                "Roald Dahl, author of Charlie and the Chocolate Factory, flew Gloster Gladiator "
                "biplanes for the Royal Air Force in the Second World War and crashed in the "
                "Libyan desert in September 1940, fracturing his skull. His first published "
                "story, in 1942, was about that crash, and he lived until November 1990."
            ),
            D(
                "Wind, Sand and Stars, published in 1939, is Saint-Exup\u00e9ry's memoir of his "
                "years flying the mail for the A\u00e9ropostale company across the Sahara and the "
                "Andes; it tells of his 1935 crash in the Libyan desert, where he and his "
                "mechanic nearly died of thirst before a Bedouin found them."
            ),
            S(
                "Antoine de Saint-Exup\u00e9ry took off from Corsica on 31 July 1944 in an "
                "unarmed P-38 Lightning on a reconnaissance flight over southern France, and "
                "never came back. In 1998 a fisherman found his silver bracelet in the sea near "
                "Marseille, and parts of the aircraft were raised from the sea bed in 2003."
            ),
            D(
                "The Little Prince was made into a 1974 musical film directed by Stanley Donen, "
                "with songs by Lerner and Loewe, in which Bob Fosse danced the part of the snake; "
                "an animated version by Mark Osborne followed in 2015, and it was first shown at "
                "the Cannes festival, out of competition."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the Hollywood sign put up?",
        "in 1923, as an advert reading HOLLYWOODLAND for a housing estate; the last four letters "
        "came down in 1949",
        [
            D(
                "Home > Travel > Los Angeles | Hollywood Walk of Fame\nThe Walk of Fame along "
                "Hollywood Boulevard and Vine Street was begun in 1960, and the director Stanley "
                "Kramer received the first finished star on 28 March of that year. There are now "
                "more than 2,700 brass-edged stars set in the pavement, and about 20 new ones are "
                "added every year, each paid for by a sponsor.\nShare this | Cookie policy"
            ),
            D(
                "Home > Film > History | The first Academy Awards\nThe first Oscars were handed "
                "out on 16 May 1929 at a private dinner in the Hollywood Roosevelt Hotel, "
                "honouring films of 1927 and 1928. The ceremony lasted about 15 minutes; Wings "
                "won the top prize, and Emil Jannings, the first best actor, had already gone "
                "home to Germany.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Los Angeles | The story of the Hollywood sign\nThe sign went up "
                "on Mount Lee in 1923 as an advertisement for a new housing estate, and at first "
                "it read HOLLYWOODLAND, its letters lit by thousands of bulbs. In 1949 the last "
                "four letters were taken down, and in 1978 the crumbling original was replaced "
                "with steel letters 14 metres tall.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Los Angeles | Griffith Observatory\nThe Griffith Observatory "
                "opened on Mount Hollywood on 14 May 1935, paid for by a bequest from the mining "
                "millionaire Griffith J. Griffith, who wanted everyone to be able to look through "
                "a telescope. Entry to the building is still free, and more than 1.5 million "
                "people visit each year; James Dean fought a knife duel outside it in Rebel "
                "Without a Cause.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Florida | Hollywood, Florida\nNot that Hollywood: the city of "
                "Hollywood in Broward County, Florida, was founded in 1925 by the developer "
                "Joseph Young, who named it after the film town he had seen in California. It has "
                "about 150,000 people and a beachfront promenade about 4 km long, the "
                "Broadwalk.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded twitter",
        "Jack Dorsey, Noah Glass, Biz Stone and Evan Williams, in San Francisco in March 2006",
        [
            D(
                "Home > Tech > Companies | Facebook: company profile\nFounded: February 2004, "
                "Cambridge, Massachusetts | Founders: Mark Zuckerberg and his Harvard roommates "
                "Eduardo Saverin, Andrew McCollum, Dustin Moskovitz and Chris Hughes. The site "
                "was open only to Harvard students at first; the company was renamed Meta in "
                "October 2021.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Deals | Musk completes $44 billion Twitter takeover\nElon Musk "
                "took control of Twitter on 27 October 2022 after months of legal wrangling, "
                "paying $54.20 a share. He fired the chief executive, Parag Agrawal, on his first "
                "day, and within weeks about half of the company's 7,500 staff had been laid "
                "off.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Companies | Instagram: company profile\nFounded: October 2010, San "
                "Francisco | Founders: Kevin Systrom and Mike Krieger, who turned a check-in app "
                "called Burbn into a photo-sharing app. It gained a million users in two months, "
                "and Facebook bought it for about $1 billion in April 2012, when it had only 13 "
                "staff.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Companies | Twitter: company profile\nFounded: March 2006, San "
                "Francisco | Founders: Jack Dorsey, Noah Glass, Biz Stone and Evan Williams, who "
                "built it as a side project at the podcasting start-up Odeo. The first tweet, "
                "'just setting up my twttr', was sent by Dorsey on 21 March 2006. Renamed X in "
                "July 2023.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > People | Jack Dorsey's other company\nAfter he was pushed out as "
                "Twitter's chief executive in 2008, Jack Dorsey co-founded the payments firm "
                "Square with Jim McKelvey in St. Louis in 2009, selling a small card reader that "
                "plugged into a phone's headphone socket. The company renamed itself Block in "
                "December 2021.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "ben nevis vs snowdon which is higher",
        "Ben Nevis: 1,345 m, against 1,085 m for Snowdon",
        [
            S(
                "Home > Outdoors > Scotland | Ben Nevis\nAt 1,345 metres, Ben Nevis near Fort "
                "William is the highest mountain in the British Isles. The tourist path from Glen "
                "Nevis takes most walkers seven to nine hours there and back, and the summit is "
                "in cloud on most days of the year.\nShare this | Cookie policy"
            ),
            D(
                "Home > Outdoors > England | Scafell Pike\nScafell Pike in the Lake District is "
                "the highest mountain in England, at 978 metres. Along with Ben Nevis and Snowdon "
                "it makes up the National Three Peaks Challenge, in which walkers try to climb "
                "all three within 24 hours, driving between them.\nShare this | Cookie policy"
            ),
            D(
                "Home > Outdoors > Ireland | Carrauntoohil\nCarrauntoohil in County Kerry, in the "
                "MacGillycuddy's Reeks, is the highest mountain on the island of Ireland at 1,038 "
                "metres. A large steel cross stands on its summit, and the steep, loose Devil's "
                "Ladder gully is the most popular route up.\nShare this | Cookie policy"
            ),
            S(
                "Home > Outdoors > Wales | Snowdon (Yr Wyddfa)\nSnowdon, 1,085 metres high, is "
                "the highest mountain in Wales. A rack railway has carried passengers from "
                "Llanberis almost to the summit since 1896, and the Llanberis Path, which runs "
                "beside it, is the longest but gentlest way up.\nShare this | Cookie policy"
            ),
            D(
                "Home > Outdoors > Scotland | Ben Macdui\nBen Macdui in the Cairngorms, 1,309 "
                "metres high, is the second-highest mountain in Britain. Walkers have long told "
                "of the Big Grey Man, a tall figure said to follow them in the mist, which some "
                "explain as their own shadow cast on the cloud.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What goes in a Victoria sponge?",
        "equal weights of butter, caster sugar, eggs and self-raising flour (with a little baking "
        "powder and milk), sandwiched with raspberry jam and, if you like, buttercream or cream, "
        "and dusted with sugar",
        [
            D(
                "Home > Recipes > Baking | Lemon drizzle cake\nYou need: 225 g butter, 225 g "
                "caster sugar, 4 eggs, 225 g self-raising flour and the zest of a lemon, baked in "
                "a loaf tin at 180 \u00b0C for 45 to 50 minutes. While the cake is still warm, "
                "prick it all over and pour on the juice of 1\u00bd lemons mixed with 85 g of "
                "sugar.\nShare this | Cookie policy"
            ),
            S(
                "Home > Recipes > Baking | Classic Victoria sponge\nYou need: 200 g softened "
                "butter, 200 g caster sugar, 4 eggs, 200 g self-raising flour, 1 tsp baking "
                "powder, 2 tbsp milk. To fill: raspberry jam and, if you like, buttercream or "
                "whipped cream. Bake in two 20 cm tins at 190 \u00b0C for about 20 minutes, "
                "sandwich and dust with sugar.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food > History | Who was the Victoria sponge named after?\nQueen Victoria "
                "is said to have taken a slice of sponge with her afternoon tea, a custom made "
                "fashionable in the 1840s by her lady-in-waiting Anna, Duchess of Bedford; after "
                "Prince Albert died in 1861 the queen spent long spells at Osborne House on the "
                "Isle of Wight.\nShare this | Cookie policy"
            ),
            D(
                "Home > Recipes > Baking | Swiss roll\nWhisk 3 eggs with 85 g caster sugar until "
                "thick and pale, then fold in 85 g plain flour; there is no butter at all. Spread "
                "the mixture thinly in a lined tin, bake at 200 \u00b0C for 10 minutes, turn it "
                "out onto sugared paper, spread with jam and roll it up while still warm.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Recipes > Baking | Perfect scones\nRub 85 g cold butter into 350 g "
                "self-raising flour, stir in 3 tbsp caster sugar, 175 ml warm milk, a squeeze of "
                "lemon juice and a few drops of vanilla, pat the dough out 4 cm thick and cut "
                "into rounds. Bake at 220 \u00b0C for about 10 minutes; serve with jam and "
                "clotted cream.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does regenerative braking work?",
        "when you lift off or brake, the electric motor works as a generator driven by the "
        "wheels; that resistance slows the car, and the electricity it makes goes back into the "
        "battery instead of being lost as heat in the brake pads",
        [
            D(
                "Home > Motoring > Safety | How do anti-lock brakes work?\nSensors on each wheel "
                "watch how fast it turns, and if one starts to lock under hard braking, a valve "
                "briefly releases the pressure on that brake many times a second, so the tyre "
                "keeps its grip and you can still steer. ABS became compulsory on new cars sold "
                "in the EU in 2004, and on new motorbikes over 125 cc since 2016.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Motoring > Electric cars | How far can an electric car go?\nMost new "
                "electric cars manage between 250 and 500 km on a full charge, though the range "
                "falls by a fifth or more in freezing weather, when the battery works less well "
                "and the heater draws power. Motorway speeds use more energy than town driving, "
                "and so do roof boxes, though a heat pump helps in the cold.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Motoring > Electric cars | Regenerative braking explained\nWhen you lift "
                "off the accelerator or press the brake in an electric or hybrid car, the motor "
                "switches roles and works as a generator, driven by the turning wheels. That "
                "resistance slows the car, and the electricity it makes flows back into the "
                "battery instead of being wasted as heat in the brake pads.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Motoring > Maintenance | How long do brake pads last?\nFront brake pads "
                "usually last between 40,000 and 80,000 km, depending on how you drive, and rear "
                "pads longer. Pads on electric cars can last much longer, as the motor does much "
                "of the slowing; a squealing or grinding noise means they need checking.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Sport > Formula One | What is the MGU-K?\nSince 2014 Formula One cars "
                "have carried a motor generator unit on the crankshaft, the MGU-K, which recovers "
                "energy under braking, stores it in a battery and gives it back as up to 120 kW "
                "of extra power, for about 33 seconds a lap. Its predecessor, introduced in 2009, "
                "was called KERS.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do I get static shocks from my car door?",
        "sliding across the seat, friction between your clothes and the seat fabric builds up "
        "static charge on your body, which rubber soles keep from draining away; when you touch "
        "the metal door it jumps across as a spark, worse in dry winter air",
        [
            D(
                "Home > Science > Weather | How does lightning form?\nInside a storm cloud, ice "
                "crystals and soft hail collide in strong updrafts, and the collisions separate "
                "electric charge, leaving the top of the cloud positive and the bottom negative. "
                "When the difference grows big enough, a spark of up to a billion volts leaps to "
                "the ground or to another cloud, heating the air around it to about 30,000 "
                "\u00b0C.\nShare this | Cookie policy"
            ),
            S(
                "Home > Motoring > Tips | Why do I get a shock off my car?\nAs you slide across "
                "the seat, rubbing between your clothes and the seat fabric builds up static "
                "charge on your body, and rubber-soled shoes keep it from draining away. When you "
                "touch the metal door as you get out, the charge jumps to it in a spark. Dry "
                "winter air makes it worse; hold the metal frame as you climb out.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Motoring > Safety | Static at the petrol pump\nFires at petrol pumps "
                "caused by static are rare but real: a driver who gets back into the car while "
                "refuelling can build up charge on the seat and then spark near the nozzle. Touch "
                "the metal bodywork before you pick up the nozzle again, and don't get back in "
                "until you have finished.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home & garden | Why does my carpet give me shocks?\nNylon carpets build "
                "up static as you walk on them in socks or rubber soles, especially in winter, "
                "when central heating dries the air below 40% humidity. A humidifier or a few "
                "houseplants will raise the humidity, and anti-static sprays coat the fibres so "
                "that the charge leaks away.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > History | The Van de Graaff generator\nThe American physicist "
                "Robert Van de Graaff built his first generator in 1929, using a moving belt to "
                "carry charge up to a hollow metal sphere; large models reach millions of volts. "
                "In science museums, visitors who touch one while standing on an insulating stool "
                "see their hair stand on end as the charge pushes each hair away from the "
                "others.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Do I need a passport to fly from Britain to Ireland?",
        "not by law if you are a British or Irish citizen: both countries are in the Common "
        "Travel Area, so there is no passport control; but airlines ask for photo ID and some "
        "accept only a passport, so it is safest to take one",
        [
            D(
                "Home > Travel > Europe | Passport rules for Europe after Brexit\nFor trips to EU "
                "countries in the Schengen area, a British passport must have been issued less "
                "than ten years before the day you arrive and be valid for at least three months "
                "after the day you plan to leave. You may also be asked to show a return ticket "
                "and enough money for your stay, and to say where you will be staying.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Travel > Ireland | Do I need a passport for Ireland?\nBritish and Irish "
                "citizens don't legally need a passport to travel between the two countries, "
                "because both belong to the Common Travel Area, which has no passport control. "
                "Airlines and ferry companies still ask for photo ID, though, and some accept "
                "only a passport, so it is the safest thing to take.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Ireland | Driving in Ireland\nIn the Republic of Ireland you "
                "drive on the left, as in the UK, but speed limits are in kilometres per hour: "
                "120 km/h on motorways and 100 km/h on national roads. A full UK driving licence "
                "is valid for visits, and the barrier-free toll on the M50 round Dublin must be "
                "paid online by 8 pm the next day.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Europe | Iceland and the Schengen area\nIceland is not in the EU "
                "but belongs to the Schengen area, so there are no passport checks when you fly "
                "in from most of Europe; British visitors, who are outside Schengen, have their "
                "passports checked on arrival and can stay up to 90 days in any 180 without a "
                "visa.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Channel Islands | Do I need a passport for Jersey?\nNo: Jersey "
                "and Guernsey are Crown dependencies inside the Common Travel Area, so there is "
                "no passport control from the UK, but airlines still ask for photo ID such as a "
                "driving licence. Jersey, the larger island, lies about 22 km off the coast of "
                "Normandy.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the capital of the country where the Atacama Desert is?",
        "Santiago (the Atacama Desert is in northern Chile)",
        [
            S(
                "Home > Science > Earth | The driest place on Earth\nThe Atacama Desert stretches "
                "for about 1,000 km along the Pacific coast of northern Chile, squeezed between "
                "the ocean and the Andes. Some of its weather stations have never recorded rain, "
                "and its dry, clear skies draw observatories such as ALMA and the Very Large "
                "Telescope.\nShare this | Cookie policy"
            ),
            D(
                "Home > World > South America | Peru at a glance\nCapital: Lima. Population: "
                "about 34 million (2023). Languages: Spanish, Quechua and Aymara. Currency: sol. "
                "Shares Lake Titicaca with Bolivia; the Sechura Desert lies along its northern "
                "coast, and the Nazca Lines were drawn in the dry plains of the south.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > World > South America | Bolivia at a glance\nCapital: Sucre; seat of "
                "government: La Paz. Population: about 12 million (2023). Currency: boliviano. "
                "Landlocked since it lost its coast to Chile in the War of the Pacific "
                "(1879\u20131884). Home to the Salar de Uyuni, the largest salt flat on "
                "Earth.\nShare this | Cookie policy"
            ),
            S(
                "Home > World > South America | Chile at a glance\nCapital: Santiago. Population: "
                "about 19.6 million (2023). Language: Spanish. Currency: Chilean peso. A narrow "
                "strip about 4,300 km long and on average only 177 km wide, between the Andes and "
                "the Pacific. Easter Island belongs to Chile.\nShare this | Cookie policy"
            ),
            D(
                "Home > Science > Earth | The Namib, Africa's oldest desert\nThe Namib runs for "
                "about 2,000 km along the Atlantic coast of Namibia and parts of Angola and South "
                "Africa, and has been dry for at least 55 million years. Its red dunes at "
                "Sossusvlei rise more than 300 metres, and fog rolling in from the cold sea is "
                "its main source of water.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Argentina | Visiting Patagonia\nPatagonia, the wild southern end "
                "of South America shared by Argentina and Chile, is famous for the Perito Moreno "
                "glacier and the granite towers of Torres del Paine. Its steppe lies in the rain "
                "shadow of the Andes, and Ushuaia claims to be the southernmost city in the "
                "world.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq --------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the drink-drive limit in Scotland?",
        "50 mg of alcohol per 100 ml of blood (22 \u00b5g per 100 ml of breath, 67 mg per 100 ml "
        "of urine), since 5 December 2014; lower than the 80 mg of England and Wales",
        [
            D(
                "Q: What is the drink-drive limit in England and Wales?\nA: 80 milligrams of "
                "alcohol per 100 millilitres of blood, 35 micrograms per 100 ml of breath, or 107 "
                "mg per 100 ml of urine, one of the highest limits in Europe. Northern Ireland "
                "has the same limit for now, although it has passed a law to lower it."
            ),
            S(
                "Q: What is the drink-drive limit in Scotland?\nA: Since 5 December 2014 it has "
                "been 50 milligrams of alcohol in every 100 millilitres of blood, 22 micrograms "
                "in 100 ml of breath, or 67 mg in 100 ml of urine. That is lower than in the rest "
                "of the UK, and even a single pint or a large glass of wine can put you over it."
            ),
            D(
                "Q: What happens if I'm caught drink-driving in Scotland?\nA: You face a driving "
                "ban of at least 12 months, an unlimited fine and up to six months in prison, and "
                "the conviction stays on your licence for 11 years. Anyone convicted twice within "
                "ten years is banned for at least three years, and a car insurer will charge far "
                "more."
            ),
            D(
                "Q: What is the drink-drive limit in France?\nA: 0.5 grams of alcohol per litre "
                "of blood, and 0.2 g/l for drivers in their first three years and for bus and "
                "coach drivers. Carrying a breathalyser kit is officially required, but there has "
                "been no fine for lacking one since 2013, and police breath-test at random."
            ),
            D(
                "Q: How long after drinking can I drive?\nA: There is no safe rule of thumb: the "
                "body gets rid of roughly one unit of alcohol an hour, but that varies with "
                "weight, sex, food and health, and after a heavy night you may still be over the "
                "limit at breakfast. Coffee and cold showers do not speed it up at all."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "what temperature should my fridge be",
        "below 5 \u00b0C: between 0 and 5 \u00b0C, ideally set to about 3 or 4 \u00b0C",
        [
            D(
                "Q: What temperature should my freezer be?\nA: \u221218 \u00b0C or colder. At "
                "that temperature bacteria cannot grow, though freezing does not kill them, so "
                "food that goes in contaminated comes out the same way. A freezer that is fairly "
                "full stays cold more easily than an empty one, and costs less to run."
            ),
            D(
                "Q: How hot should my hot water cylinder be?\nA: Stored hot water should be "
                "heated to at least 60 \u00b0C to kill Legionella bacteria, which can grow "
                "between about 20 and 45 \u00b0C. Taps should run at 50 \u00b0C or more within a "
                "minute, but a mixing valve on the bath can bring it down to 46 \u00b0C to avoid "
                "scalds."
            ),
            S(
                "Q: What temperature should my fridge be?\nA: Keep it below 5 \u00b0C; between 0 "
                "and 5 \u00b0C is ideal, and many experts suggest setting it to about 3 or 4 "
                "\u00b0C to allow for the door being opened. The numbers on the dial of many "
                "fridges are not degrees, so check with a fridge thermometer on the middle shelf."
            ),
            D(
                "Q: How long do leftovers keep in the fridge?\nA: Eat cooked leftovers within two "
                "days, or within 24 hours if they contain rice, and cool them within about two "
                "hours of cooking before they go in. Never put hot food straight into the fridge, "
                "as it warms everything around it; divide big portions so they cool faster."
            ),
            D(
                "Q: Where should I store eggs?\nA: In the fridge, ideally in their box on a "
                "middle shelf rather than in the door, where the temperature swings every time it "
                "is opened. Keep them away from strong-smelling foods, as the shells are porous, "
                "and use them by the best-before date printed on them."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is bigger, A4 or US Letter paper?",
        "A4, by area (210 \u00d7 297 mm, about 624 cm\u00b2, against 216 \u00d7 279 mm, about 603 "
        "cm\u00b2 for Letter): it is 18 mm taller, though Letter is about 6 mm wider",
        [
            D(
                "US Legal paper \u2013 fact sheet\n\u2022 Size: 8.5 \u00d7 14 in (215.9 \u00d7 "
                "355.6 mm)\n\u2022 Area: about 768 cm\u00b2, as wide as a Letter sheet but 3 in "
                "longer\n\u2022 Used for contracts and court papers in the US\n\u2022 Rarely "
                "found outside North America"
            ),
            S(
                "A4 paper \u2013 fact sheet\n\u2022 Size: 210 \u00d7 297 mm (8.27 \u00d7 11.69 "
                "in)\n\u2022 Area: 1/16 of a square metre, about 624 cm\u00b2\n\u2022 Sides in "
                "the ratio 1 to \u221a2, so halving it gives A5 of the same shape\n\u2022 "
                "Standard in most countries outside North America"
            ),
            D(
                "A3 paper \u2013 fact sheet\n\u2022 Size: 297 \u00d7 420 mm, exactly twice the "
                "area of the next size down\n\u2022 Area: 1/8 of a square metre, about 1,247 "
                "cm\u00b2\n\u2022 Popular for posters, drawings and large spreadsheets\n\u2022 "
                "Folded once, it makes a four-page booklet"
            ),
            S(
                "US Letter paper \u2013 fact sheet\n\u2022 Size: 8.5 \u00d7 11 in (215.9 \u00d7 "
                "279.4 mm)\n\u2022 Area: about 603 cm\u00b2\n\u2022 Standard in the United "
                "States, Canada, Mexico and the Philippines\n\u2022 Adopted for US government "
                "forms in the early 1980s"
            ),
            D(
                "Q: Will my A4 document print properly on Letter paper?\nA: Usually, but text "
                "near the edges may be cut off, since the two sizes differ. Choose 'fit to page' "
                "in the print dialogue, or set the page size before you start."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of carbon monoxide poisoning?",
        "a tension-type headache, dizziness, feeling or being sick, tiredness and confusion, "
        "stomach pain, and shortness of breath or difficulty breathing",
        [
            D(
                "Carbon monoxide alarms \u2013 fact sheet\n\u2022 Fit one in every room with a "
                "gas, oil or solid fuel appliance\n\u2022 Place it 1 to 3 m from the appliance, "
                "at head height\n\u2022 Test it monthly; replace it every 5 to 10 years\n\u2022 "
                "Required in rented homes in England with a fixed combustion appliance since 2022"
            ),
            D(
                "Heatstroke \u2013 symptoms\n\u2022 Feeling unwell after 30 minutes of resting "
                "somewhere cool\n\u2022 A body temperature of 40 \u00b0C or above\n\u2022 "
                "Confusion and a lack of coordination\n\u2022 Fast breathing or shortness of "
                "breath\n\u2022 Hot skin that is not sweating\n\u2022 A seizure or passing out"
            ),
            S(
                "Carbon monoxide poisoning \u2013 symptoms\n\u2022 Tension-type headache\n\u2022 "
                "Dizziness\n\u2022 Feeling sick or being sick\n\u2022 Tiredness and "
                "confusion\n\u2022 Stomach pain\n\u2022 Shortness of breath and difficulty "
                "breathing\n\u2022 Symptoms that ease when you leave the house may point to a "
                "faulty boiler"
            ),
            D(
                "Q: What should I do if I think there's carbon monoxide in my home?\nA: Open the "
                "doors and windows, turn off gas appliances and get out into fresh air. Call the "
                "gas emergency number, 0800 111 999, and don't go back in until you are told it "
                "is safe; see a doctor, even if you feel better."
            ),
            D(
                "Migraine \u2013 symptoms\n\u2022 A throbbing headache, often on one side of the "
                "head\n\u2022 Feeling or being sick\n\u2022 Sensitivity to light, sound and "
                "smells\n\u2022 Zigzag lines or flashing lights before it starts (an "
                "aura)\n\u2022 Attacks that last from 4 hours to 3 days"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I treat a bee sting?",
        "scrape the sting out sideways with a fingernail or card straight away (don't pinch it, "
        "which squeezes in more venom), wash the area, hold a cold compress on it for 10 minutes "
        "and raise it; call 999 if the face swells or breathing gets difficult",
        [
            D(
                "Q: How do I treat a wasp sting?\nA: A wasp does not leave its sting behind and "
                "can sting again, so move away first. Wash the area with soap and water, hold a "
                "cold pack wrapped in a cloth on it for at least 10 minutes and take an "
                "antihistamine for the itching; it should settle down within a few days, though a "
                "large red swelling is common."
            ),
            S(
                "Q: How should I treat a bee sting?\nA: Scrape the sting out sideways with a "
                "fingernail or the edge of a bank card as soon as you can; don't pinch it with "
                "tweezers, which can squeeze in more venom. Wash the area, hold a cold compress "
                "on it for 10 minutes and raise it if you can. Call 999 if the face swells or "
                "breathing gets difficult."
            ),
            D(
                "Q: How do I treat a jellyfish sting?\nA: Rinse the area with seawater, not fresh "
                "water, and pick off any tentacles with tweezers or gloved fingers. Soak it in "
                "water as hot as you can bear for at least 30 minutes, or use hot flannels; urine "
                "does not help, and vinegar only works for some tropical species."
            ),
            D(
                "Q: Why do bees die after stinging?\nA: A honeybee's sting is barbed, so when it "
                "stings a person or another mammal with thick skin it cannot pull it out; the "
                "sting, venom sac and part of the gut tear away, and the bee dies within hours. "
                "Bumblebees and queen honeybees have smooth stings and can sting again."
            ),
            D(
                "Q: How do I get rid of a wasps' nest?\nA: Leave it alone if it's out of the way, "
                "as the wasps die off in autumn and never reuse a nest. If it must go, call a "
                "pest controller, who will usually treat it with insecticide powder; never block "
                "the entrance or try to knock it down yourself, which can bring out hundreds of "
                "angry wasps."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why didn't my bread rise?",
        "usually the yeast: it was out of date, or water hotter than about 50 \u00b0C killed it; "
        "a cold dough may just need longer to prove, too much salt (or salt poured onto the "
        "yeast) slows it, and low-protein flour gives a flatter loaf",
        [
            D(
                "Q: Why did my cake sink in the middle?\nA: Most often the oven door was opened "
                "too early, letting cold air in before the sponge had set, or the cake came out "
                "underbaked. Too much baking powder can also make it rise fast and then collapse. "
                "Check it's done with a skewer, which should come out clean, and let it cool in "
                "the tin for ten minutes."
            ),
            D(
                "Q: Why is my sourdough so sour?\nA: A long, cool rise lets the bacteria in the "
                "starter make more acetic acid, which gives a sharper taste; feeding your starter "
                "more often and proving the dough somewhere warmer will make the loaf milder. A "
                "stiffer starter, made with less water, tends to taste more sour too."
            ),
            S(
                "Q: Why didn't my bread rise?\nA: Usually the yeast is to blame: it was past its "
                "date, or water hotter than about 50 \u00b0C killed it. A dough left somewhere "
                "cold may simply need longer to prove, and too much salt, or salt poured straight "
                "onto the yeast, slows it down. Flour low in protein, such as plain flour, also "
                "gives a flatter loaf."
            ),
            D(
                "Q: Why is my homemade bread so dense?\nA: Often it hasn't been kneaded enough to "
                "develop the gluten, the stretchy network that traps the gas, or you added too "
                "much flour to stop the dough sticking. Knead for about ten minutes, until it "
                "springs back when pressed, and weigh your flour rather than using cups, as a cup "
                "of flour can weigh anything from 120 to 150 g."
            ),
            D(
                "Q: Why didn't my Yorkshire puddings rise?\nA: The fat probably wasn't hot "
                "enough: heat a little oil in the tin at 230 \u00b0C until it smokes before "
                "pouring in the batter, which should have rested for at least 30 minutes. Don't "
                "open the oven door for the first 20 minutes, or they will collapse."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "can you eat runny eggs when pregnant",
        "in the UK, yes if they are hens' eggs with the British Lion mark: since 2017 the NHS "
        "says these are safe raw or lightly cooked; other eggs (non-Lion, duck, goose, quail) "
        "should be cooked until whites and yolks are solid",
        [
            D(
                "Q: Can I eat soft cheese when I'm pregnant?\nA: Avoid mould-ripened soft cheeses "
                "such as brie and camembert, and soft blue cheeses such as gorgonzola, unless "
                "they are cooked until steaming hot, because they can carry listeria. Hard "
                "cheeses such as cheddar and parmesan are fine, even if made with unpasteurised "
                "milk, and so is cottage cheese."
            ),
            D(
                "Q: How much caffeine can I have when I'm pregnant?\nA: No more than 200 mg a "
                "day, roughly two mugs of instant coffee or one mug of filter coffee. Tea, cola, "
                "energy drinks and chocolate contain caffeine too, so count those as well; too "
                "much has been linked to low birth weight and to miscarriage. Decaffeinated "
                "drinks are fine."
            ),
            D(
                "Q: Can I eat p\u00e2t\u00e9 when I'm pregnant?\nA: No, not any kind, including "
                "vegetable p\u00e2t\u00e9s, as they can contain listeria. Liver p\u00e2t\u00e9 "
                "and other liver products also hold a lot of vitamin A, which in large amounts "
                "can harm a baby's development, so avoid them, and supplements containing vitamin "
                "A too, including fish liver oil."
            ),
            S(
                "Q: Can I eat runny eggs when I'm pregnant?\nA: Yes, if they are hens' eggs "
                "stamped with the British Lion mark. Since 2017 the NHS has advised that these "
                "are safe for pregnant women to eat raw or lightly cooked, as the hens are "
                "vaccinated against salmonella. Cook all other eggs, including duck, goose and "
                "quail, until the whites and yolks are solid."
            ),
            D(
                "Q: Are eggs safe to eat raw in the United States?\nA: The FDA advises cooking "
                "eggs until the yolks and whites are firm, and using pasteurised eggs for raw "
                "dishes such as homemade mayonnaise or eggnog, because about one egg in 20,000 "
                "may carry salmonella. Keep eggs refrigerated at 40 \u00b0F (4 \u00b0C) or below, "
                "and throw away any that are cracked or dirty."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency will I need in the country that won Eurovision 2023?",
        "the Swedish krona (Sweden won with Loreen's 'Tattoo'; it is in the EU but does not use "
        "the euro)",
        [
            S(
                "Eurovision Song Contest 2023 \u2013 fact sheet\n\u2022 Venue: Liverpool Arena, 9 "
                "to 13 May 2023, hosted by the UK for Ukraine\n\u2022 Winner: Sweden, with Loreen "
                "singing 'Tattoo', 583 points\n\u2022 Runner-up: Finland, with "
                "K\u00e4\u00e4rij\u00e4's 'Cha Cha Cha'\n\u2022 Loreen's second win, after "
                "'Euphoria' in 2012"
            ),
            D(
                "Eurovision Song Contest 2024 \u2013 fact sheet\n\u2022 Venue: Malm\u00f6 Arena, "
                "Sweden, 7 to 11 May 2024\n\u2022 Winner: Switzerland, with Nemo singing 'The "
                "Code', 591 points\n\u2022 Runner-up: Croatia, with Baby Lasagna's 'Rim Tim Tagi "
                "Dim'\n\u2022 The first Swiss win since C\u00e9line Dion in 1988"
            ),
            D(
                "Q: What currency do they use in Finland?\nA: The euro, since 1 January 2002, "
                "when it replaced the Finnish markka; Finland is the only Nordic country that "
                "uses it. Cash payments are often rounded to the nearest five cents, so one- and "
                "two-cent coins are rarely seen in change."
            ),
            S(
                "Q: What money do they use in Sweden?\nA: The Swedish krona (SEK), divided into "
                "100 \u00f6re. Sweden joined the EU in 1995 but voted against the euro in 2003, "
                "so euros are not accepted in most shops. Cash is little used: many caf\u00e9s "
                "and buses take only cards or the Swish app."
            ),
            D(
                "Eurovision Song Contest 2022 \u2013 fact sheet\n\u2022 Venue: PalaOlimpico, "
                "Turin, 10 to 14 May 2022\n\u2022 Winner: Ukraine, with Kalush Orchestra singing "
                "'Stefania', 631 points\n\u2022 Runner-up: United Kingdom, with Sam Ryder's "
                "'Space Man'\n\u2022 Ukraine could not host in 2023 because of the war"
            ),
            D(
                "Q: What money do they use in Denmark?\nA: The Danish krone (DKK), divided into "
                "100 \u00f8re. Denmark has been in the EU since 1973 but has an opt-out from the "
                "euro, which its voters rejected in 2000, and the krone is pegged closely to the "
                "euro, within a narrow band set in 1999."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase -------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first to sail around the world?",
        "Juan Sebasti\u00e1n Elcano, who brought the Victoria home in 1522, completing the "
        "expedition Ferdinand Magellan led from 1519 until he was killed in the Philippines in "
        "1521",
        [
            D(
                "Francis Drake was the first captain to sail around the world in his own ship and "
                "live to return, bringing the Golden Hind back to Plymouth in September 1580 "
                "after almost three years; Queen Elizabeth I knighted him on board at Deptford "
                "the following April. His voyage brought home a fortune in Spanish silver."
            ),
            S(
                "The first voyage to circle the globe left Seville in 1519 under the Portuguese "
                "captain Ferdinand Magellan, who was killed in a fight on Mactan in the "
                "Philippines in April 1521. The Basque navigator Juan Sebasti\u00e1n Elcano took "
                "command of the last ship, the Victoria, and brought her back to Spain in "
                "September 1522 with 18 survivors."
            ),
            D(
                "Joshua Slocum, a Canadian-born American sea captain, was the first person to "
                "sail around the world alone, setting out from Boston in his 11-metre sloop Spray "
                "in April 1895 and returning to Newport, Rhode Island, in June 1898 after 74,000 "
                "kilometres. His book about the voyage became a classic, and he vanished at sea "
                "in 1909."
            ),
            D(
                "Ellen MacArthur sailed her trimaran B&Q single-handed around the world in 71 "
                "days, 14 hours and 18 minutes, finishing off Ushant in France on 7 February 2005 "
                "and breaking the record for a solo non-stop voyage round the globe; she was made "
                "a dame soon afterwards, at the age of 28. Francis Joyon beat her time in 2008."
            ),
            D(
                "The Strait of Magellan, a narrow passage through the islands at the southern tip "
                "of South America, links the Atlantic and the Pacific and took Magellan's fleet "
                "38 days to pass in late 1520. Punta Arenas in Chile, on its shore, is one of the "
                "southernmost cities in the world, with about 130,000 people."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "tallest tree in the world",
        "Hyperion, a coast redwood in Redwood National Park, California, about 116 m tall (found "
        "in 2006)",
        [
            D(
                "The largest tree in the world by volume is General Sherman, a giant sequoia in "
                "Sequoia National Park, California, with about 1,490 cubic metres of wood in its "
                "trunk; at 83.8 metres it is not especially tall, but its base is 11 metres "
                "across, and it is thought to be over 2,000 years old. It lost a large branch in "
                "2006."
            ),
            D(
                "Menara, a yellow meranti in the rainforest of Sabah in Malaysian Borneo, is the "
                "tallest tropical tree known: climbers measured it at 100.8 metres in 2019, and "
                "scientists say trees that tall are rare in the tropics because the heat and "
                "winds make it hard to lift water so high. Its name means tower in Malay."
            ),
            D(
                "The oldest known individual tree is a Great Basin bristlecone pine in the White "
                "Mountains of California, Methuselah, which is more than 4,800 years old; the "
                "Forest Service keeps its location secret to protect it. Bristlecones grow very "
                "slowly in the dry, cold, windy air high on the mountains."
            ),
            S(
                "The record for height among living things is held by Hyperion, a coast redwood "
                "found in 2006 in a remote valley of Redwood National Park in northern "
                "California, which measures about 116 metres from base to top. Its exact spot is "
                "kept secret, and since 2022 visitors who go looking for it face fines."
            ),
            D(
                "The tallest tree in Britain is thought to be a Douglas fir called Dughall Mor in "
                "Reelig Glen near Inverness, measured at about 66 metres; Douglas firs were "
                "brought to Scotland from the Pacific coast of North America by the Scottish "
                "botanist David Douglas in the 1820s, and the tree is named after him."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, an emperor penguin or a king penguin?",
        "the emperor penguin: about 1.1 to 1.2 m tall and 22 to 45 kg, against about 90 cm and 11 "
        "to 16 kg for the king penguin",
        [
            D(
                "The smallest penguin is the little penguin, or fairy penguin, of southern "
                "Australia and New Zealand, only about 33 centimetres tall and around a kilogram "
                "in weight; every evening at dusk hundreds of them waddle ashore at Phillip "
                "Island near Melbourne, watched by crowds of visitors."
            ),
            S(
                "The emperor, which breeds on the sea ice of Antarctica through the polar winter, "
                "stands about 1.1 to 1.2 metres tall and weighs from 22 to 45 kilograms, "
                "depending on the season; the males fast for around four months while they keep "
                "the single egg warm on their feet."
            ),
            D(
                "The largest penguin that ever lived may have been Palaeeudyptes klekowskii, "
                "which lived in Antarctica about 37 million years ago; from fossil bones "
                "scientists estimate that it stood about 2 metres tall and weighed around 115 "
                "kilograms, far more than any penguin alive today."
            ),
            D(
                "King Penguin was also a series of books: Penguin Books launched the King "
                "Penguins, small illustrated hardbacks each on a single subject such as birds, "
                "roses or British military uniforms, in 1939, and published 76 of them before the "
                "series ended in 1959."
            ),
            S(
                "The king, close cousin of the emperor, raises its chicks on sub-Antarctic "
                "islands such as South Georgia and the Crozets; it reaches about 90 centimetres "
                "and usually weighs 11 to 16 kilograms, and the adults have bright orange patches "
                "on the sides of the head and throat."
            ),
            D(
                "Sir Nils Olav, a king penguin at Edinburgh Zoo, is the mascot of the King's "
                "Guard of Norway, which adopted him in 1972; he was knighted in 2008 and made a "
                "major general in 2023, with the honours passing to a new bird each time the old "
                "one dies."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What are the official languages of the United Nations?",
        "six: Arabic, Chinese, English, French, Russian and Spanish",
        [
            D(
                "The European Union has 24 official languages, from Bulgarian to Swedish, and any "
                "citizen may write to its institutions in any one of them and get an answer in "
                "the same language; Irish became a full official language in 2022. English, "
                "French and German are the main working languages of the European Commission."
            ),
            D(
                "The United Nations has 193 member states; South Sudan, which became independent "
                "in 2011, was the last to join. The Vatican City and the State of Palestine take "
                "part as permanent observers, able to speak in the General Assembly but not to "
                "vote on its resolutions. Switzerland only joined in 2002, after a referendum."
            ),
            S(
                "Six tongues have equal standing in the world body set up in 1945: Arabic, "
                "Chinese, English, French, Russian and Spanish. Speeches in the General Assembly "
                "are interpreted live into all six, and its main documents are issued in each of "
                "them, although most of the Secretariat's day-to-day work is done in English and "
                "French."
            ),
            D(
                "The International Olympic Committee has two official languages, French and "
                "English, and where the two versions of the Olympic Charter differ, the French "
                "text prevails; at every opening ceremony the announcements are made in French, "
                "English and the language of the host country. Greece, as the home of the ancient "
                "Games, always leads the parade of athletes."
            ),
            D(
                "Esperanto, invented by the Warsaw eye doctor L. L. Zamenhof and published in "
                "1887, was meant to become a neutral second language for the whole world. It "
                "never won official status at the League of Nations, though UNESCO praised it in "
                "1954, and estimates of its speakers range from about 100,000 to two million."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do antibiotics work?",
        "they attack parts of bacterial cells that human cells lack or build differently: "
        "penicillin and its relatives stop bacteria building their cell walls, so they burst; "
        "others block the bacterial ribosomes that make proteins, or the copying of their DNA, so "
        "they cannot multiply; viruses are not affected",
        [
            D(
                "Antibiotic resistance develops when bacteria survive a course of antibiotics "
                "through chance mutations or genes picked up from other bacteria, and pass the "
                "trait on; overuse in medicine and farming speeds it up. Drug-resistant "
                "infections were linked to about 4.95 million deaths worldwide in 2019, according "
                "to a study in The Lancet, and 1.27 million of them directly caused by it."
            ),
            S(
                "Germ-killing medicines of this kind aim at machinery that bacterial cells have "
                "and ours lack or build differently. Penicillin and its relatives stop the "
                "microbes making their tough outer walls, so they swell and burst; others jam the "
                "bacterial ribosomes that assemble proteins, or block the copying of their DNA, "
                "so they cannot multiply. Viruses, which have none of this, are untouched."
            ),
            D(
                "Antiviral drugs work quite differently from antibiotics: oseltamivir, sold as "
                "Tamiflu, stops new flu viruses breaking free from the infected cell, and "
                "aciclovir, used for cold sores and chickenpox, blocks the enzyme the herpes "
                "virus uses to copy its DNA. They usually have to be taken early, within a day or "
                "two of the first symptoms, to do much good."
            ),
            D(
                "Antibiotics should be taken for as long as the doctor prescribes, at evenly "
                "spaced times; some, such as doxycycline, can make the skin burn easily in the "
                "sun, while metronidazole must never be mixed with alcohol. About one person in "
                "ten gets side effects, most often diarrhoea or feeling sick, and a few are "
                "allergic to penicillin."
            ),
            D(
                "Probiotic yoghurts and drinks contain live bacteria, often strains of "
                "Lactobacillus and Bifidobacterium, sold as a way to restore the balance of the "
                "gut after a course of antibiotics or a stomach upset. The evidence that they "
                "help is mixed, and in the EU they may not make health claims on the label; even "
                "the word probiotic is not allowed."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why do cats land on their feet",
        "a righting reflex: balance organs in the inner ear tell them which way is up, and a very "
        "flexible spine and free-floating collarbone let them twist the front half of the body "
        "round, then the back, so they land paws first",
        [
            D(
                "Cats land on their feet from most falls, but vets still see many injured ones in "
                "summer, when they tumble from open windows and balconies; this 'high-rise "
                "syndrome' was described in a 1987 study of 132 cats brought to a New York animal "
                "hospital, 90% of which survived. Oddly, cats falling from above seven storeys "
                "were hurt less than some falling from lower down."
            ),
            D(
                "Cats purr at about 25 to 150 vibrations a second, both breathing in and out, as "
                "muscles in the larynx twitch and open and shut the vocal cords; they purr when "
                "content but also when hurt or giving birth, and some scientists think the "
                "vibrations may help bones heal. Big cats such as lions cannot purr, but they can "
                "roar."
            ),
            S(
                "A falling moggy rights itself in mid-air thanks to a reflex that appears at "
                "about three weeks old. The balance organs in its inner ear sense which way is "
                "up; its supple spine and free-floating collarbone then let it twist the front "
                "half of its body round, then the back half, so that it touches down paws first, "
                "legs bent to soak up the shock."
            ),
            D(
                "A cat's whiskers are about as wide as its body and are packed with nerves at "
                "their roots, so it can tell whether it will fit through a gap; they also pick up "
                "slight movements in the air, which helps it find prey in the dark and when the "
                "prey is too close for its eyes to focus on. Cutting them leaves a cat clumsy and "
                "confused."
            ),
            D(
                "Why do cats always land on their feet? The question puzzled 19th-century "
                "scientists until the French physiologist \u00c9tienne-Jules Marey filmed a "
                "falling cat in 1894 with his chronophotographic camera; the pictures, printed in "
                "Nature, seemed to show the animal turning in the air with nothing to push "
                "against."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Is it true that a duck's quack doesn't echo?",
        "no, it is a myth: a quack echoes like any other sound; acoustic engineers at the "
        "University of Salford showed it in 2003, suggesting the echo is easy to miss because the "
        "quack is fairly quiet and fades away gradually",
        [
            D(
                "Ducks' feet do not feel the cold of icy water because the arteries carrying warm "
                "blood down the legs run right beside the veins bringing cold blood back, so heat "
                "passes between them; by the time blood reaches the feet it is barely above "
                "freezing, and little heat is lost to the water, which is why they can stand on "
                "ice for hours."
            ),
            D(
                "Only female mallards make the loud, familiar quack; the drakes give a quieter, "
                "rasping call. The mallard is the ancestor of almost all farmyard ducks and is "
                "found across Europe, Asia and North America, often on town ponds, where people "
                "are asked not to feed them bread, which fills them up without nourishing them."
            ),
            S(
                "The claim that the call of a duck makes no reflection is a myth. In 2003 "
                "acoustic engineers at the University of Salford recorded a duck named Daisy in "
                "an echo chamber and a reverberant room, and her call rebounded like any other "
                "sound; they suggested it is easy to miss because the call is fairly quiet and "
                "fades away gradually."
            ),
            D(
                "An echo is a sound reflected back from a hard surface such as a cliff or a wall; "
                "to hear it apart from the original, the reflecting surface has to be at least "
                "about 17 metres away, so that the sound comes back a tenth of a second or more "
                "later. Large, empty halls can have long echoes, and concert halls are shaped to "
                "avoid them."
            ),
            D(
                "Not every duck quacks: the Muscovy duck of Central and South America is almost "
                "silent, the males giving only a soft hiss and the females a quiet trill. It has "
                "red, warty skin on its face, perches in trees and is often kept on farms for its "
                "lean meat; there are feral flocks in Florida."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where is the author of The Prince buried?",
        "in the Basilica of Santa Croce in Florence (The Prince is by Niccol\u00f2 Machiavelli, "
        "who died in 1527)",
        [
            D(
                "Dante Alighieri, exiled from Florence in 1302, died in Ravenna in 1321 and was "
                "buried there; Florence has asked for his bones back many times, and built an "
                "empty tomb for him in Santa Croce in 1829, but Ravenna has always refused to "
                "give them up."
            ),
            S(
                "The short handbook on how a ruler should win and hold on to power, dedicated to "
                "Lorenzo de' Medici and written in 1513, was the work of the Florentine diplomat "
                "Niccol\u00f2 Machiavelli, out of office and living on his farm after the Medici "
                "returned; it was not printed until 1532."
            ),
            D(
                "Thomas More's Utopia, published in Latin in 1516, describes an imaginary island "
                "where property is shared and rulers are elected; More was beheaded on Tower Hill "
                "in 1535 for refusing to accept Henry VIII as head of the Church, and his body "
                "lies in the Tower's chapel of St Peter ad Vincula."
            ),
            S(
                "Niccol\u00f2 Machiavelli died in Florence in June 1527, at 58, and lies in the "
                "Basilica of Santa Croce in his home city, where a monument to him was put up in "
                "1787 with the Latin words 'Tanto nomini nullum par elogium'. Michelangelo and "
                "Galileo rest in the same church."
            ),
            D(
                "Baldassare Castiglione's The Book of the Courtier, published in Venice in 1528, "
                "describes the ideal courtier through conversations at the court of Urbino; "
                "Castiglione died in Toledo in Spain in 1529 while serving as papal envoy, and "
                "was buried near Mantua, his home town."
            ),
            D(
                "Cesare Borgia, son of Pope Alexander VI, whom Machiavelli held up as a model of "
                "a bold and cunning prince, was killed in an ambush outside Viana in Navarre in "
                "March 1507 while fighting for his brother-in-law, the King of Navarre, and is "
                "buried at the Church of Santa Mar\u00eda there."
            ),
        ],
        drop=1,
    ),
]
