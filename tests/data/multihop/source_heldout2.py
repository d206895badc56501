"""Held-out multi-hop questions, batch 2 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of `tests/data/`. All questions are
"titled" (Wikipedia lead paragraphs, "Title: text"), with 8 passages each: 2 supports
(the two hops) and 6 distractors. Shapes: 11 bridge, 5 comparison, 4 compositional.

Measured lengths (characters, title included): mean support 310, mean distractor
321; every distractor is within 30 % of its question's mean support length; a
support is the longest passage in 4 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Which river flows through the city where Marie Curie was born?",
        "the Vistula",
        [
            D(
                "Pierre Curie: Pierre Curie (15 May 1859 \u2013 19 April 1906) was a "
                "French physicist, a pioneer in crystallography, magnetism, "
                "piezoelectricity and radioactivity. Born in Paris, he shared the 1903 "
                "Nobel Prize in Physics with his wife and with Henri Becquerel. He "
                "died in a street accident in Paris when he was struck by a "
                "horse-drawn wagon."
            ),
            D(
                "Polonium: Polonium is a chemical element with the symbol Po and "
                "atomic number 84. A rare and highly radioactive metal with no stable "
                "isotopes, it was discovered in 1898 by Marie and Pierre Curie, who "
                "named it after her native country, Poland, which was then partitioned "
                "among the Russian Empire, Prussia and Austria."
            ),
            S(
                "Marie Curie: Marie Salomea Sk\u0142odowska-Curie (7 November 1867 "
                "\u2013 4 July 1934) was a Polish and naturalised-French physicist and "
                "chemist who conducted pioneering research on radioactivity. Born in "
                "Warsaw, then part of the Russian Empire, she moved to Paris in 1891 "
                "to study at the University of Paris. She was the first woman to win a "
                "Nobel Prize."
            ),
            D(
                "Krak\u00f3w: Krak\u00f3w is the second-largest and one of the oldest "
                "cities in Poland. Situated on the Vistula River in Lesser Poland, it "
                "was the official capital of the Kingdom of Poland until 1596. Its Old "
                "Town, with the Wawel Royal Castle and the Jagiellonian University, "
                "was among the first sites inscribed on the UNESCO World Heritage "
                "List."
            ),
            D(
                "Curie (unit): The curie (symbol Ci) is a non-SI unit of radioactivity "
                "originally defined in 1910. It is named in honour of Marie and Pierre "
                "Curie and is now defined as exactly 3.7 \u00d7 10\u00b9\u2070 decays "
                "per second, roughly the activity of one gram of the radium isotope "
                "radium-226. It has largely been replaced by the becquerel."
            ),
            D(
                "Ir\u00e8ne Joliot-Curie: Ir\u00e8ne Joliot-Curie (12 September 1897 "
                "\u2013 17 March 1956) was a French chemist and physicist, the elder "
                "daughter of Pierre and Marie Curie. Born in Paris, she was awarded "
                "the 1935 Nobel Prize in Chemistry together with her husband, "
                "Fr\u00e9d\u00e9ric Joliot-Curie, for their discovery of induced "
                "radioactivity."
            ),
            S(
                "Warsaw: Warsaw is the capital and largest city of Poland. It stands "
                "on the Vistula River in east-central Poland, with about 1.8 million "
                "residents in the city proper and more than three million in its "
                "metropolitan area. Its historic Old Town, rebuilt after its "
                "deliberate destruction during the Second World War, is a UNESCO World "
                "Heritage Site."
            ),
            D(
                "Curie Institute (Paris): The Curie Institute is a medical, biological "
                "and biophysical research centre and cancer hospital in Paris, France. "
                "It was founded in 1909 as the Radium Institute by the University of "
                "Paris and the Pasteur Institute, with Marie Curie heading its "
                "laboratory of physics and chemistry until her death in 1934."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "in what year was the cambridge college where alan turing studied founded",
        "1441",
        [
            D(
                "Turing machine: A Turing machine is a mathematical model of "
                "computation describing an abstract machine that manipulates symbols "
                "on a strip of tape according to a table of rules. It was introduced "
                'by the English mathematician Alan Turing in 1936 in his paper "On '
                'Computable Numbers", and it remains the standard model for the '
                "limits of what a computer can calculate."
            ),
            D(
                "Trinity College, Cambridge: Trinity College is a constituent college "
                "of the University of Cambridge, England. It was founded in 1546 by "
                "King Henry VIII by merging King's Hall and Michaelhouse. It is the "
                "largest of the Cambridge colleges by the size of its endowment, and "
                "its members have won more than thirty Nobel Prizes."
            ),
            D(
                "Turing Award: The ACM A. M. Turing Award is an annual prize given by "
                "the Association for Computing Machinery for contributions of lasting "
                "and major technical importance to computing. Named after the "
                "mathematician Alan Turing, it was first awarded in 1966 and is "
                "generally regarded as the highest distinction in computer science."
            ),
            S(
                "King's College, Cambridge: King's College is a constituent college of "
                "the University of Cambridge, England. It was founded in 1441 by King "
                "Henry VI, shortly after he had founded Eton College. The college's "
                "chapel, built between 1446 and 1515, is regarded as one of the finest "
                "examples of late Gothic English architecture."
            ),
            D(
                "King's College London: King's College London is a public research "
                "university in London, England. It was founded in 1829 under a royal "
                "charter granted by King George IV with the support of the Duke of "
                "Wellington, and is one of the two founding colleges of the University "
                "of London, with campuses along the Strand and at Guy's Hospital."
            ),
            D(
                "Bletchley Park: Bletchley Park is an English country house and estate "
                "in Milton Keynes, Buckinghamshire, that became the principal centre "
                "of Allied code-breaking during the Second World War. Its staff, who "
                "included the mathematicians Alan Turing and Gordon Welchman, broke "
                "the German Enigma and Lorenz ciphers, and it is now a museum."
            ),
            S(
                "Alan Turing: Alan Mathison Turing (23 June 1912 \u2013 7 June 1954) "
                "was an English mathematician, computer scientist, logician and "
                "cryptanalyst. He studied mathematics as an undergraduate at King's "
                "College, Cambridge, from 1931 and was elected a fellow of the college "
                "in 1935, before completing a doctorate at Princeton University in "
                "1938."
            ),
            D(
                "Eton College: Eton College is a public school for boys aged 13 to 18 "
                "in Eton, Berkshire, England, near Windsor. It was founded in 1440 by "
                "King Henry VI as the King's College of Our Lady of Eton beside "
                "Windsor, and has educated twenty British prime ministers as well as "
                "many members of the royal family."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the capital of the country where Mount Kilimanjaro is located?",
        "Dodoma",
        [
            S(
                "Mount Kilimanjaro: Mount Kilimanjaro is a dormant volcano in "
                "northeastern Tanzania, near the border with Kenya. Its highest "
                "summit, Uhuru Peak on the Kibo cone, rises to 5,895 metres above sea "
                "level, making it the highest mountain in Africa and the tallest "
                "single free-standing mountain above sea level in the world."
            ),
            D(
                "Mount Kenya: Mount Kenya is an extinct stratovolcano and the highest "
                "mountain in Kenya, with its main peaks Batian and Nelion reaching "
                "5,199 and 5,188 metres. It is the second-highest mountain in Africa, "
                "and the country takes its name from it. The mountain and the "
                "surrounding forest were made a UNESCO World Heritage Site in 1997."
            ),
            D(
                "Nairobi: Nairobi is the capital and largest city of Kenya, with about "
                "4.4 million residents at the 2019 census. Founded in 1899 by the "
                "colonial authorities of British East Africa as a depot on the Uganda "
                "Railway, it replaced Mombasa as the colonial capital in 1907 and is "
                "home to the headquarters of the United Nations Environment Programme."
            ),
            D(
                "The Snows of Kilimanjaro: The Snows of Kilimanjaro is a short story "
                "by the American writer Ernest Hemingway, first published in Esquire "
                "magazine in August 1936. It tells of a writer named Harry who lies "
                "dying of gangrene at a safari camp in East Africa and looks back on "
                "his life, and it was adapted into a Hollywood film in 1952."
            ),
            D(
                "Mount Meru (Tanzania): Mount Meru is a dormant stratovolcano in the "
                "Arusha Region of northern Tanzania, rising to 4,562 metres above sea "
                "level. Its eastern flank collapsed in a huge landslide thousands of "
                "years ago, leaving a horseshoe-shaped crater. The mountain is the "
                "centrepiece of Arusha National Park, and its last minor eruption was "
                "in 1910."
            ),
            D(
                "Dar es Salaam: Dar es Salaam is the largest city and the financial "
                "hub of Tanzania, lying on the Swahili coast of the Indian Ocean. With "
                "a population of over five million, it is one of the fastest-growing "
                "cities in Africa, and its port handles most of the country's "
                "international trade as well as cargo for several landlocked "
                "neighbours."
            ),
            S(
                "Tanzania: Tanzania, officially the United Republic of Tanzania, is a "
                "country in East Africa within the African Great Lakes region. Its "
                "capital is Dodoma, to which government offices have been moving since "
                "1973, while the former capital, Dar es Salaam, remains the largest "
                "city. The country was formed in 1964 by the union of Tanganyika and "
                "Zanzibar."
            ),
            D(
                "Lake Victoria: Lake Victoria is the largest lake in Africa by area, "
                "covering about 59,947 square kilometres, and the largest tropical "
                "lake in the world. It is shared by Tanzania, Uganda and Kenya, and "
                "its only outflow, at Jinja in Uganda, is the Victoria Nile. The lake "
                "was named after Queen Victoria by the explorer John Hanning Speke in "
                "1858."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the carmaker that builds the Golf headquartered?",
        "Wolfsburg",
        [
            D(
                "Golf: Golf is a club-and-ball sport in which players use various "
                "clubs to hit a ball into a series of holes on a course in as few "
                "strokes as possible. The modern game originated in 15th-century "
                "Scotland, and its oldest surviving rules were compiled in 1744 for "
                "the Company of Gentlemen Golfers in Leith, near Edinburgh."
            ),
            D(
                "Volkswagen Polo: The Volkswagen Polo is a supermini car produced by "
                "the German manufacturer Volkswagen since 1975. It has been sold in "
                "Europe and many other markets in hatchback, sedan and estate versions "
                "across six generations, and it was built in plants in Germany, Spain, "
                "Belgium, Brazil, China, India and South Africa."
            ),
            S(
                "Volkswagen Golf: The Volkswagen Golf is a compact car produced by the "
                "German automaker Volkswagen since 1974. Its first generation, styled "
                "by Giorgetto Giugiaro, replaced the rear-engined Beetle with a "
                "front-engined, front-wheel-drive hatchback, and the car has since "
                "been marketed worldwide across eight generations."
            ),
            D(
                "Opel: Opel Automobile GmbH is a German automobile manufacturer "
                "headquartered in R\u00fcsselsheim am Main, Hesse. Founded by Adam "
                "Opel in 1862 as a maker of sewing machines, it began building cars in "
                "1899, was owned by General Motors from 1929 to 2017, and was then "
                "sold to PSA, which merged into Stellantis in 2021."
            ),
            D(
                "Volkswagen ID.3: The Volkswagen ID.3 is a battery electric compact "
                "hatchback produced by Volkswagen since 2019. The first model built on "
                "the group's MEB platform for electric cars, it is assembled mainly at "
                "the Zwickau plant in Saxony, which the company converted from "
                "building combustion-engined cars to producing electric vehicles only."
            ),
            S(
                "Volkswagen: Volkswagen is a German motor vehicle manufacturer founded "
                "in 1937 by the German Labour Front and headquartered in Wolfsburg, "
                "Lower Saxony. Known for the Beetle, it is the flagship brand of the "
                "Volkswagen Group, one of the largest car makers in the world by "
                "global sales."
            ),
            D(
                "Giorgetto Giugiaro: Giorgetto Giugiaro (born 7 August 1938) is an "
                "Italian automobile designer. After working at Bertone and Ghia, he "
                "founded the design firm Italdesign in Turin in 1968, and his work "
                "included the Lotus Esprit, the DeLorean DMC-12 and the Fiat Panda. In "
                "1999 he was named Car Designer of the Century by a jury of "
                "journalists."
            ),
            D(
                "Volkswagen Beetle: The Volkswagen Beetle is a two-door, rear-engined "
                "economy car produced by Volkswagen from 1938 until 2003. Designed by "
                "Ferdinand Porsche as a people's car, it became one of the "
                "best-selling cars of all time, with more than 21 million built, and "
                "its last example left the Puebla factory in Mexico in July 2003."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which mountain range does the river that runs through Budapest rise?",
        "the Black Forest",
        [
            D(
                "Buda Hills: The Buda Hills are a range of low wooded hills on the "
                "western side of Budapest, Hungary, forming part of the Transdanubian "
                "Mountains. Their highest point is J\u00e1nos Hill at 527 metres, "
                "crowned by the Elizabeth Lookout Tower, and the area is served by the "
                "Children's Railway and a chairlift popular with walkers."
            ),
            S(
                "Danube: The Danube is the second-longest river in Europe after the "
                "Volga, flowing about 2,850 kilometres. It rises in the Black Forest "
                "of southwestern Germany, where the Brigach and Breg streams meet at "
                "Donaueschingen, and flows southeastwards through or along ten "
                "countries before emptying into the Black Sea."
            ),
            D(
                "Tisza: The Tisza is one of the major rivers of Central and Eastern "
                "Europe, about 966 kilometres long. It rises in the Eastern "
                "Carpathians in western Ukraine, where the Black and White Tisza meet, "
                "and flows across the Great Hungarian Plain and into Serbia. It was "
                "once called the most Hungarian river, as it flowed entirely within "
                "the Kingdom of Hungary."
            ),
            D(
                "Pest, Hungary: Pest is the eastern, mostly flat part of Budapest, "
                "comprising about two-thirds of the city's territory. It was a "
                "separate town until 1873, when it was united with Buda and \u00d3buda "
                "to form the Hungarian capital, and it contains the Parliament "
                "Building, the Great Market Hall and the main commercial districts."
            ),
            S(
                "Budapest: Budapest is the capital and most populous city of Hungary, "
                "with about 1.7 million inhabitants. Straddling the Danube, it was "
                "formed in 1873 by the unification of Buda and \u00d3buda on the west "
                "bank with Pest on the east bank. The city's river banks and Buda "
                "Castle Quarter are a UNESCO World Heritage Site."
            ),
            D(
                "Rhine: The Rhine is one of the major European rivers, about 1,230 "
                "kilometres long. It rises in the Swiss Alps in the canton of "
                "Graub\u00fcnden and flows through Lake Constance and along the "
                "borders of Switzerland, Austria, Liechtenstein, Germany and France, "
                "before turning north through Germany and reaching the North Sea in "
                "the Netherlands."
            ),
            D(
                "Carpathian Mountains: The Carpathian Mountains are a range of "
                "mountains forming an arc of about 1,500 kilometres through Central "
                "and Eastern Europe. After the Urals and the Scandinavian Mountains, "
                "they are the third-longest European mountain range, and their highest "
                "peak is Gerlachovsk\u00fd \u0161t\u00edt in the Tatra Mountains of "
                "Slovakia, at 2,655 metres."
            ),
            D(
                "Danube Delta: The Danube Delta is the second-largest river delta in "
                "Europe, after the Volga Delta, and the best preserved on the "
                "continent. Most of it lies in Romania, with a smaller part in "
                "Ukraine, where the river divides into three main arms before reaching "
                "the Black Sea. It was listed as a UNESCO World Heritage Site in 1991."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "the hubble space telescope is named after an astronomer born in which us state",
        "Missouri",
        [
            D(
                "James Webb Space Telescope: The James Webb Space Telescope is a space "
                "telescope designed to conduct infrared astronomy, launched on 25 "
                "December 2021. It is named after James E. Webb, who was the "
                "administrator of NASA from 1961 to 1968, and it was built by NASA in "
                "partnership with the European and Canadian space agencies."
            ),
            S(
                "Edwin Hubble: Edwin Powell Hubble (November 20, 1889 \u2013 September "
                "28, 1953) was an American astronomer. Born in Marshfield, Missouri, "
                "he played a crucial role in establishing extragalactic astronomy and "
                "observational cosmology, showing that many objects once thought to be "
                "nebulae were galaxies beyond the Milky Way."
            ),
            D(
                "Hubble's law: Hubble's law is the observation in physical cosmology "
                "that galaxies are moving away from Earth at speeds proportional to "
                "their distance. It is named after the astronomer Edwin Hubble, who "
                "published his measurements in 1929, although the Belgian priest "
                "Georges Lema\u00eetre had derived the relation two years earlier."
            ),
            D(
                "Mount Wilson Observatory: The Mount Wilson Observatory is an "
                "astronomical observatory in Los Angeles County, California, founded "
                "in 1904 by George Ellery Hale. Its 100-inch Hooker Telescope was the "
                "largest in the world from 1917 to 1949, and observations made with it "
                "showed that the universe extends far beyond our own galaxy."
            ),
            D(
                "Spitzer Space Telescope: The Spitzer Space Telescope was an infrared "
                "space telescope launched in 2003 and retired on 30 January 2020. The "
                "last of NASA's Great Observatories, it was named after the American "
                "astrophysicist Lyman Spitzer, who had proposed placing telescopes in "
                "space as early as the 1940s."
            ),
            S(
                "Hubble Space Telescope: The Hubble Space Telescope is a space "
                "telescope that was launched into low Earth orbit in 1990 and remains "
                "in operation. Named after the astronomer Edwin Hubble, it was built "
                "by NASA with contributions from the European Space Agency and is one "
                "of the largest and most versatile research telescopes."
            ),
            D(
                "Milton L. Humason: Milton Lasell Humason (August 19, 1891 \u2013 June "
                "18, 1972) was an American astronomer, born in Dodge Center, "
                "Minnesota. Having left school at fourteen, he worked as a mule driver "
                "on the trail up Mount Wilson before joining the observatory staff, "
                "where he measured the spectra of distant galaxies."
            ),
            D(
                "Chandra X-ray Observatory: The Chandra X-ray Observatory is a space "
                "telescope launched by the Space Shuttle Columbia on 23 July 1999. One "
                "of NASA's Great Observatories, it is named after the Indian-American "
                "astrophysicist Subrahmanyan Chandrasekhar, and it detects X-ray "
                "emission from very hot regions of the universe."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What is the official language of the country where Angkor Wat is located?",
        "Khmer",
        [
            D(
                "Borobudur: Borobudur is a ninth-century Mahayana Buddhist temple in "
                "Magelang Regency, Central Java, Indonesia. It is the world's largest "
                "Buddhist temple, built of volcanic andesite stone in nine stacked "
                "platforms crowned by a central dome, and it was inscribed as a UNESCO "
                "World Heritage Site in 1991."
            ),
            D(
                "Thai language: Thai is a Tai language of the Kra\u2013Dai family "
                "spoken by the Thai people and the official language of Thailand, "
                "where it is used in government, education and the media and "
                "understood by most of the population. It is written in the Thai "
                "script, an abugida descended from the Old Khmer script."
            ),
            S(
                "Cambodia: Cambodia, officially the Kingdom of Cambodia, is a country "
                "in Southeast Asia on the Indochinese Peninsula, bordered by Thailand, "
                "Laos and Vietnam. Its capital and largest city is Phnom Penh, and its "
                "official language is Khmer, spoken by the great majority of its "
                "population of about 17 million."
            ),
            D(
                "Angkor Thom: Angkor Thom was the last and most enduring capital city "
                "of the empire that ruled much of mainland Southeast Asia for several "
                "centuries. It was established in the late twelfth century by King "
                "Jayavarman VII, covers about nine square kilometres, and has at its "
                "centre the Bayon, a temple famous for its many smiling stone faces."
            ),
            D(
                "Wat Arun: Wat Arun, the Temple of Dawn, is a Buddhist temple in the "
                "Bangkok Yai district of Bangkok, Thailand, on the west bank of the "
                "Chao Phraya River. It is named after the Hindu god Aruna, and its "
                "central prang, decorated with coloured porcelain and seashells, is "
                "one of the best-known landmarks of the Thai capital."
            ),
            S(
                "Angkor Wat: Angkor Wat is a Hindu-Buddhist temple complex in "
                "Cambodia. Located on a site of 162.6 hectares, it is considered the "
                "largest religious structure in the world. It was built by King "
                "Suryavarman II in the early twelfth century as his state temple and "
                "was originally dedicated to the god Vishnu."
            ),
            D(
                "Vietnamese language: Vietnamese is an Austroasiatic language spoken "
                "primarily in Vietnam, where it is the national and official language. "
                "It is the native language of over 85 million people, and, unlike many "
                "languages of the region, it is written in a Latin-based alphabet with "
                "many diacritics, known as Ch\u1eef Qu\u1ed1c ng\u1eef."
            ),
            D(
                "Prambanan: Prambanan is a ninth-century Hindu temple compound in the "
                "Special Region of Yogyakarta, on the island of Java in Indonesia. "
                "Dedicated to the Trimurti of Brahma, Vishnu and Shiva, it is the "
                "largest Hindu temple site in Indonesia, and its tall central building "
                "rises to 47 metres above a large complex of smaller shrines."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "At which university did the physicist who formulated the uncertainty "
        "principle earn his doctorate?",
        "the University of Munich",
        [
            D(
                "Max Born: Max Born (11 December 1882 \u2013 5 January 1970) was a "
                "German-British physicist and mathematician who was instrumental in "
                "the development of quantum mechanics. He obtained his doctorate at "
                "the University of G\u00f6ttingen in 1906, and he shared the 1954 "
                "Nobel Prize in Physics for his statistical interpretation of the wave "
                "function."
            ),
            D(
                "Matrix mechanics: Matrix mechanics is a formulation of quantum "
                "mechanics created in 1925 by Werner Heisenberg, Max Born and Pascual "
                "Jordan. It was the first conceptually autonomous and logically "
                "consistent formulation of the theory, and it describes physical "
                "quantities as matrices whose values change over time."
            ),
            S(
                "Werner Heisenberg: Werner Karl Heisenberg (5 December 1901 \u2013 1 "
                "February 1976) was a German theoretical physicist and one of the main "
                "pioneers of quantum mechanics. He studied physics under Arnold "
                "Sommerfeld at the University of Munich, receiving his doctorate there "
                "in 1923, and he was awarded the 1932 Nobel Prize in Physics."
            ),
            D(
                "Pauli exclusion principle: In quantum mechanics, the Pauli exclusion "
                "principle states that two or more identical fermions cannot occupy "
                "the same quantum state within a system at the same time. It was "
                "formulated by the Austrian physicist Wolfgang Pauli in 1925 to "
                "explain the structure of atoms, and it earned him the 1945 Nobel "
                "Prize in Physics."
            ),
            D(
                "Technical University of Munich: The Technical University of Munich is "
                "a public research university in Munich, Germany, with further "
                "campuses in Garching, Freising and Heilbronn. It was founded in 1868 "
                "by King Ludwig II of Bavaria as a polytechnic school, and it "
                "specialises in engineering, technology, medicine and the natural "
                "sciences."
            ),
            D(
                "Heisenberg's microscope: Heisenberg's microscope is a thought "
                "experiment proposed by Werner Heisenberg in which an observer tries "
                "to measure the position of an electron by shining light on it. "
                "Because a photon that reveals the position also gives the electron an "
                "unpredictable kick, it served as an early intuitive argument in "
                "quantum theory."
            ),
            S(
                "Uncertainty principle: In quantum mechanics, the uncertainty "
                "principle is any of a variety of mathematical inequalities asserting "
                "a fundamental limit to the precision with which certain pairs of "
                "physical quantities, such as position and momentum, can be known. It "
                "was first formulated in 1927 by the German physicist Werner "
                "Heisenberg."
            ),
            D(
                "Niels Bohr: Niels Henrik David Bohr (7 October 1885 \u2013 18 "
                "November 1962) was a Danish theoretical physicist who made "
                "foundational contributions to understanding atomic structure. He "
                "received his doctorate from the University of Copenhagen in 1911 and "
                "was awarded the Nobel Prize in Physics in 1922 for his model of the "
                "atom."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "what is the capital of the state where the grand canyon is",
        "Phoenix",
        [
            D(
                "Grand Canyon of the Yellowstone: The Grand Canyon of the Yellowstone "
                "is a canyon on the Yellowstone River downstream of the Yellowstone "
                "Falls, in Yellowstone National Park in Wyoming. It is about 39 "
                "kilometres long and up to 370 metres deep, and its walls are coloured "
                "yellow, pink and white by volcanic rock altered by hot springs."
            ),
            D(
                "Utah: Utah is a landlocked state in the Mountain West subregion of "
                "the Western United States. Admitted as the 45th state on January 4, "
                "1896, it has Salt Lake City as its capital and largest city, and it "
                "is known for the Great Salt Lake and for five national parks, "
                "including Zion, Arches and Bryce Canyon."
            ),
            S(
                "Grand Canyon: The Grand Canyon is a steep-sided canyon carved by the "
                "Colorado River in Arizona, United States. It is 446 kilometres long, "
                "up to 29 kilometres wide and attains a depth of over 1,800 metres. "
                "Much of the canyon lies within Grand Canyon National Park, one of the "
                "first national parks in the country."
            ),
            D(
                "Bryce Canyon National Park: Bryce Canyon National Park is a national "
                "park in southwestern Utah, United States. Despite its name it is not "
                "a canyon but a collection of giant natural amphitheatres along the "
                "eastern side of the Paunsaugunt Plateau, and it is known for its tall "
                "thin spires of rock called hoodoos."
            ),
            D(
                "Colorado River: The Colorado River is one of the principal rivers of "
                "the Southwestern United States and northern Mexico. About 2,330 "
                "kilometres long, it rises in the Rocky Mountains of Colorado and "
                "flows southwest, and its waters are so heavily diverted for cities "
                "and farms that it rarely reaches its mouth in the Gulf of California."
            ),
            D(
                "Grand Canyon University: Grand Canyon University is a private "
                "Christian university in Phoenix, Arizona. Founded in 1949 as a "
                "Southern Baptist college in Prescott, it moved to its present site "
                "two years later, and after being bought by an investor group in 2004 "
                "it grew into one of the largest Christian universities in the world."
            ),
            D(
                "Tucson, Arizona: Tucson is a city in and the county seat of Pima "
                "County, Arizona, United States, about 100 kilometres north of the "
                "border with Mexico. It is the second-largest city in the state, with "
                "more than half a million residents, and home to the University of "
                "Arizona and the Davis\u2013Monthan Air Force Base."
            ),
            S(
                "Arizona: Arizona is a landlocked state in the Southwestern United "
                "States, admitted to the Union on February 14, 1912, as the 48th "
                "state. Its capital and largest city is Phoenix, and it shares the "
                "Four Corners region with Utah, Colorado and New Mexico, where four "
                "states meet at a single point."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the headquarters of the company that develops Android?",
        "Mountain View, California",
        [
            D(
                "iOS: iOS is a mobile operating system developed by Apple Inc. "
                "exclusively for its own hardware. It was unveiled in 2007 for the "
                "first-generation iPhone and has since been extended to other devices "
                "such as the iPod Touch, and it is the world's second most widely "
                "installed mobile operating system after its main rival."
            ),
            D(
                "Android (robot): An android is a humanoid robot or other artificial "
                "being, often made from a flesh-like material, that is built to look "
                "and act like a human. The word comes from Greek roots meaning "
                "man-like, and although androids have long been a theme of science "
                "fiction, only a few working examples have been built."
            ),
            D(
                "Apple Inc.: Apple Inc. is an American multinational technology "
                "company headquartered in Cupertino, California, in Silicon Valley. "
                "Founded in 1976 by Steve Jobs, Steve Wozniak and Ronald Wayne to sell "
                "the Apple I personal computer, it is best known for consumer "
                "electronics such as the iPhone, the iPad and the Mac."
            ),
            D(
                "Linux kernel: The Linux kernel is a free and open-source, monolithic, "
                "Unix-like operating system kernel. It was originally written in 1991 "
                "by Linus Torvalds for his personal computer, and it is used in a wide "
                "range of systems, from embedded devices and mobile phones to most of "
                "the world's servers and all of the fastest supercomputers."
            ),
            S(
                "Google: Google LLC is an American multinational technology company "
                "focusing on online advertising, search engine technology, cloud "
                "computing and artificial intelligence. It was founded in 1998 by "
                "Larry Page and Sergey Brin while they were PhD students at Stanford "
                "University, and it is headquartered in Mountain View, California."
            ),
            D(
                "ChromeOS: ChromeOS is an operating system developed and designed by "
                "Google, derived from the open-source ChromiumOS and using the Google "
                "Chrome web browser as its main user interface. First released in 2011 "
                "on the Chromebook laptops, it runs mainly web applications and has "
                "become popular in schools."
            ),
            S(
                "Android (operating system): Android is a mobile operating system "
                "based on a modified version of the Linux kernel and other open-source "
                "software, designed primarily for touchscreen devices. Android Inc., "
                "the start-up that created it, was founded in Palo Alto in 2003 and "
                "bought by Google in 2005, which has developed the system ever since."
            ),
            D(
                "Windows Phone: Windows Phone is a discontinued mobile operating "
                "system developed by Microsoft, the software company based in Redmond, "
                "Washington, for smartphones. Released in 2010 as the successor to "
                "Windows Mobile, it never won a large share of the market, and "
                "Microsoft ended its support in January 2020."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "The Trans-Siberian Railway ends in a city on which sea?",
        "the Sea of Japan",
        [
            D(
                "Baikal\u2013Amur Mainline: The Baikal\u2013Amur Mainline is a "
                "4,324-kilometre broad-gauge railway in Russia that runs north of and "
                "roughly parallel to the older line across Siberia. It leaves Taishet "
                "in Irkutsk Oblast, passes the northern tip of Lake Baikal and ends at "
                "Sovetskaya Gavan on the Strait of Tartary."
            ),
            D(
                "Trans-Mongolian Railway: The Trans-Mongolian Railway connects the "
                "Siberian city of Ulan-Ude with the Chinese capital, Beijing, by way "
                "of Ulaanbaatar, the capital of Mongolia. Completed in 1956, it is "
                "about 2,215 kilometres long and crosses the Gobi Desert, and through "
                "trains from Moscow have used it since the 1950s."
            ),
            S(
                "Trans-Siberian Railway: The Trans-Siberian Railway is a network of "
                "railways connecting European Russia to the Russian Far East. Its main "
                "line runs 9,289 kilometres from Moscow to Vladivostok, making it the "
                "longest railway line in the world. It was built between 1891 and 1916 "
                "under Alexander III and Nicholas II."
            ),
            D(
                "Sea of Okhotsk: The Sea of Okhotsk is a marginal sea of the western "
                "Pacific Ocean, lying between the Kamchatka Peninsula, the Kuril "
                "Islands, the Japanese island of Hokkaido and the island of Sakhalin. "
                "It covers about 1.6 million square kilometres and is largely covered "
                "by sea ice in winter, with Magadan as its chief port."
            ),
            D(
                "Yaroslavsky railway station: Yaroslavsky railway station is one of "
                "the nine main railway terminals in Moscow, Russia, on Komsomolskaya "
                "Square. Built in 1862 and rebuilt in the Russian Revival style by "
                "Fyodor Schechtel in 1904, it is the busiest of the city's stations "
                "and the starting point of long-distance trains to Siberia."
            ),
            D(
                "Khabarovsk: Khabarovsk is the largest city and the administrative "
                "centre of Khabarovsk Krai, Russia, lying on the Amur River about 30 "
                "kilometres from the border with China. Founded in 1858 as a military "
                "outpost, it has about 600,000 inhabitants and was the seat of the Far "
                "Eastern Federal District until 2018."
            ),
            D(
                "Chinese Eastern Railway: The Chinese Eastern Railway was a railway in "
                "northeastern China built by the Russian Empire between 1897 and 1903 "
                "as a shortcut across Manchuria. It connected Chita and Vladivostok in "
                "Russia with Harbin and with Port Arthur on the Liaodong Peninsula, "
                "and it was handed over to China in 1952."
            ),
            S(
                "Vladivostok: Vladivostok is the largest city and the administrative "
                "centre of Primorsky Krai, Russia. It lies around the Golden Horn Bay "
                "on the Sea of Japan, close to Russia's borders with China and North "
                "Korea, and it is the home port of the Russian Pacific Fleet."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which university is older, Yale or Princeton?",
        "Yale University",
        [
            D(
                "Harvard University: Harvard University is a private Ivy League "
                "research university in Cambridge, Massachusetts, United States. "
                "Founded in 1636 as Harvard College and named for its first "
                "benefactor, the Puritan clergyman John Harvard, it is the oldest "
                "institution of higher learning in the United States and has one of "
                "the largest endowments."
            ),
            S(
                "Princeton University: Princeton University is a private Ivy League "
                "research university in Princeton, New Jersey, United States. Founded "
                "in 1746 in Elizabeth as the College of New Jersey, it moved to "
                "Princeton in 1756 and was renamed Princeton University in 1896. It "
                "has been associated with many Nobel laureates."
            ),
            D(
                "Princeton, New Jersey: Princeton is a municipality with a borough "
                "form of government in Mercer County, New Jersey. It was created in "
                "2013 by the merger of the Borough of Princeton and Princeton "
                "Township, and it had about 30,000 residents in 2020. The town was the "
                "site of a battle of the American Revolutionary War in January 1777."
            ),
            D(
                "Elihu Yale: Elihu Yale (5 April 1649 \u2013 8 July 1721) was a "
                "British-American colonial merchant and philanthropist. Born in "
                "Boston, he moved to England as a child and became president of the "
                "East India Company post at Fort St George in Madras. His gifts of "
                "books and goods led a college in Connecticut to take his name."
            ),
            D(
                "Columbia University: Columbia University is a private Ivy League "
                "research university in New York City. Established in 1754 as King's "
                "College by royal charter of George II of Great Britain, it was "
                "renamed Columbia College in 1784 after the American Revolution, and "
                "it has occupied its campus in Morningside Heights since the end of "
                "the nineteenth century."
            ),
            S(
                "Yale University: Yale University is a private Ivy League research "
                "university in New Haven, Connecticut, United States. Founded in 1701 "
                "as the Collegiate School, it was renamed in 1718 in honour of the "
                "merchant Elihu Yale, and it has educated five presidents of the "
                "United States."
            ),
            D(
                "Princeton Theological Seminary: Princeton Theological Seminary is a "
                "private school of theology in Princeton, New Jersey, United States. "
                "Established in 1812 under the auspices of the Presbyterian Church, it "
                "is the second-oldest seminary in the country, and it has one of the "
                "largest theological libraries in the world."
            ),
            D(
                "Yale-NUS College: Yale-NUS College was a liberal arts college in "
                "Singapore, established in 2011 as a partnership between Yale "
                "University and the National University of Singapore. It admitted its "
                "first students in 2013 and was later merged into the new NUS College, "
                "with its last class graduating in 2025."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "which is taller k2 or kangchenjunga",
        "K2",
        [
            D(
                "Mount Everest: Mount Everest is Earth's highest mountain above sea "
                "level, located in the Mahalangur Himal sub-range of the Himalayas on "
                "the border between Nepal and the Tibet Autonomous Region of China. "
                "Its elevation of 8,848.86 metres was established in 2020, and it was "
                "first climbed on 29 May 1953 by Tenzing Norgay and Edmund Hillary."
            ),
            D(
                "Lhotse: Lhotse is a mountain on the border between Tibet and the "
                "Khumbu region of Nepal, rising to 8,516 metres. It is connected to "
                "Mount Everest by the South Col, a saddle at about 7,900 metres, and "
                "it was first climbed on 18 May 1956 by the Swiss climbers Ernst Reiss "
                "and Fritz Luchsinger."
            ),
            S(
                "Kangchenjunga: Kangchenjunga is a mountain in the eastern Himalayas "
                "on the border between Nepal and the Indian state of Sikkim, with a "
                "summit elevation of 8,586 metres. It was first climbed on 25 May 1955 "
                "by Joe Brown and George Band, who stopped just short of the summit in "
                "deference to local beliefs."
            ),
            D(
                "Broad Peak: Broad Peak is a mountain in the Karakoram range on the "
                "border between Pakistan and China, rising to 8,051 metres. Its name "
                "comes from its summit ridge, which is more than a kilometre and a "
                "half long, and it was first climbed on 9 June 1957 by an Austrian "
                "expedition that included Hermann Buhl and Kurt Diemberger."
            ),
            D(
                "Khangchendzonga National Park: Khangchendzonga National Park is a "
                "national park and biosphere reserve in the Indian state of Sikkim. "
                "Covering about 850 square kilometres of glaciers, high valleys and "
                "forest, it was inscribed in 2016 as the first mixed natural and "
                "cultural UNESCO World Heritage Site in India."
            ),
            D(
                "Karakoram: The Karakoram is a mountain range spanning the borders of "
                "Pakistan, China and India, in the northwest extremity of the "
                "Himalayan region. It contains more than sixty peaks above 7,000 "
                "metres and some of the longest glaciers outside the polar regions, "
                "among them the Siachen Glacier and the Baltoro Glacier."
            ),
            S(
                "K2: K2 is a mountain on the border between Pakistan and China in the "
                "Karakoram range, rising to 8,611 metres above sea level. Nicknamed "
                "the Savage Mountain for the difficulty of its ascent, it was first "
                "climbed on 31 July 1954 by the Italian climbers Lino Lacedelli and "
                "Achille Compagnoni."
            ),
            D(
                "Makalu: Makalu is a mountain in the Mahalangur Himalayas, 19 "
                "kilometres southeast of Mount Everest, on the border between Nepal "
                "and China, rising to 8,485 metres. An isolated peak shaped like a "
                "four-sided pyramid, it was first climbed on 15 May 1955 by Lionel "
                "Terray and Jean Couzy of a French expedition."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Thomas Edison or Nikola Tesla?",
        "Thomas Edison",
        [
            D(
                "Tesla, Inc.: Tesla, Inc. is an American multinational automotive and "
                "clean energy company headquartered in Austin, Texas. It designs and "
                "manufactures electric vehicles, stationary battery storage and solar "
                "panels. Founded in 2003 by Martin Eberhard and Marc Tarpenning, it is "
                "named after the inventor and electrical engineer Nikola Tesla."
            ),
            S(
                "Thomas Edison: Thomas Alva Edison (February 11, 1847 \u2013 October "
                "18, 1931) was an American inventor and businessman. He developed many "
                "devices in fields such as electric power generation, sound recording "
                "and motion pictures, including the phonograph and an early electric "
                "light bulb. He was born in Milan, Ohio."
            ),
            D(
                "War of the currents: The war of the currents was a series of events "
                "in the late 1880s and early 1890s surrounding the introduction of "
                "competing electric power transmission systems in the United States. "
                "It set the direct current favoured by the Edison companies against "
                "the alternating current promoted by George Westinghouse and others."
            ),
            D(
                "George Westinghouse: George Westinghouse Jr. (October 6, 1846 \u2013 "
                "March 12, 1914) was an American entrepreneur and engineer based in "
                "Pennsylvania who created the railway air brake and was a pioneer of "
                "the electrical industry. He founded the Westinghouse Electric Company "
                "in 1886 and held more than 360 patents during his career."
            ),
            D(
                "Edison, New Jersey: Edison is a township in Middlesex County, New "
                "Jersey, United States, with about 107,000 residents at the 2020 "
                "census. Originally called Raritan Township, it was renamed in 1954 in "
                "honour of the inventor Thomas Edison, who had set up his research "
                "laboratory in its Menlo Park section in 1876."
            ),
            S(
                "Nikola Tesla: Nikola Tesla (10 July 1856 \u2013 7 January 1943) was a "
                "Serbian-American engineer, futurist and inventor. Born in Smiljan in "
                "the Austrian Empire, he emigrated to the United States in 1884, and "
                "he is known for his contributions to the design of the modern "
                "alternating current electricity supply system."
            ),
            D(
                "Tesla (unit): The tesla (symbol T) is the unit of magnetic flux "
                "density, also called magnetic induction, in the International System "
                "of Units. It was named in 1960 in honour of the electrical engineer "
                "Nikola Tesla, and one tesla equals one weber per square metre, a "
                "field far stronger than that of the Earth."
            ),
            D(
                "Thomas Edison National Historical Park: Thomas Edison National "
                "Historical Park preserves the laboratory and the residence of the "
                "inventor Thomas Edison in West Orange, Essex County, New Jersey. The "
                "laboratory complex, opened in 1887, was his main workplace for more "
                "than four decades, and his house, Glenmont, stands nearby."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Are Toyota and Honda both headquartered in Tokyo?",
        "no",
        [
            D(
                "Nissan: Nissan Motor Co., Ltd. is a Japanese multinational automobile "
                "manufacturer headquartered in Nishi-ku, Yokohama. It sells its "
                "vehicles under the Nissan and Infiniti brands, and since 1999 it has "
                "been part of an alliance with the French automaker Renault, later "
                "joined by Mitsubishi Motors."
            ),
            S(
                "Toyota: Toyota Motor Corporation is a Japanese multinational "
                "automotive manufacturer headquartered in Toyota City, Aichi "
                "Prefecture. It was founded by Kiichiro Toyoda in 1937 as a spinoff "
                "from his father's company, Toyota Industries, and it is one of the "
                "largest automobile manufacturers in the world."
            ),
            D(
                "Toyota, Aichi: Toyota is a city in Aichi Prefecture, Japan, with "
                "about 420,000 inhabitants. Formerly known as Koromo, a town long "
                "known for its silk production, it was renamed in 1959 after the "
                "automobile company, and it is the largest city in Aichi by area, "
                "stretching from the Nagoya suburbs into the mountains."
            ),
            D(
                "Mazda: Mazda Motor Corporation is a Japanese multinational automaker "
                "headquartered in Fuch\u016b, Aki District, Hiroshima Prefecture. "
                "Founded in 1920 as a cork maker, it began building three-wheeled "
                "trucks in 1931, and it is known for its use of the Wankel rotary "
                "engine and for its popular MX-5 roadster."
            ),
            D(
                "Lexus: Lexus is the luxury vehicle division of the Japanese automaker "
                "Toyota Motor Corporation. Launched in the United States in 1989, it "
                "is marketed in more than 90 countries and is Japan's largest-selling "
                "make of premium cars, and it was introduced in the Japanese home "
                "market only in 2005."
            ),
            D(
                "Acura: Acura is the luxury and performance vehicle division of the "
                "Japanese automaker Honda. It was launched in the United States and "
                "Canada in March 1986 as the first Japanese luxury automobile brand, "
                "and it later expanded into China, Mexico and other markets with "
                "models such as the NSX sports car."
            ),
            S(
                "Honda: Honda Motor Co., Ltd. is a Japanese multinational manufacturer "
                "of automobiles, motorcycles and power equipment, headquartered in "
                "Minato, Tokyo. Founded by Soichiro Honda and Takeo Fujisawa in 1948, "
                "it has been the world's largest motorcycle manufacturer since 1959."
            ),
            D(
                "Subaru: Subaru is the automobile manufacturing division of the "
                "Japanese transportation conglomerate Subaru Corporation, "
                "headquartered in Ebisu, Shibuya, Tokyo. Known for its boxer engines "
                "and all-wheel drive, the company was known as Fuji Heavy Industries "
                "until 2017, and its name is the Japanese word for the Pleiades."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which opened first, the Golden Gate Bridge or the Sydney Harbour Bridge?",
        "the Sydney Harbour Bridge",
        [
            D(
                "Golden Gate: The Golden Gate is a strait on the west coast of North "
                "America that connects San Francisco Bay to the Pacific Ocean. It is "
                "about 5 kilometres long and about 1.6 kilometres wide at its "
                "narrowest, and it is said to have been named Chrysopylae, or Golden "
                "Gate, by the army officer John C. Fr\u00e9mont in about 1846."
            ),
            S(
                "Sydney Harbour Bridge: The Sydney Harbour Bridge is a steel through "
                "arch bridge across Sydney Harbour that carries rail, vehicular, "
                "bicycle and pedestrian traffic between the Sydney central business "
                "district and the North Shore. Built by the British firm Dorman Long "
                "to a design overseen by John Bradfield, it was opened on 19 March "
                "1932."
            ),
            D(
                "San Francisco\u2013Oakland Bay Bridge: The San Francisco\u2013Oakland "
                "Bay Bridge is a complex of bridges spanning San Francisco Bay in "
                "California, carrying Interstate 80 between San Francisco and Oakland. "
                "It opened to traffic on November 12, 1936, and its eastern span was "
                "replaced by a self-anchored suspension bridge in 2013."
            ),
            D(
                "Tyne Bridge: The Tyne Bridge is a through arch bridge over the River "
                "Tyne in North East England, linking Newcastle upon Tyne and "
                "Gateshead. Built by Dorman Long of Middlesbrough, the same firm that "
                "later built a much larger bridge on a similar design, it was opened "
                "by King George V on 10 October 1928."
            ),
            D(
                "Bayonne Bridge: The Bayonne Bridge is a steel arch bridge over the "
                "Kill Van Kull strait, connecting Bayonne, New Jersey, with Staten "
                "Island in New York City. Designed by Othmar Ammann and opened on "
                "November 15, 1931, it was the longest steel arch bridge in the world "
                "for 46 years, until 1977."
            ),
            S(
                "Golden Gate Bridge: The Golden Gate Bridge is a suspension bridge "
                "spanning the Golden Gate, the strait connecting San Francisco Bay and "
                "the Pacific Ocean. Designed under the chief engineer Joseph Strauss "
                "and opened in May 1937, it was at the time the longest and tallest "
                "suspension bridge in the world, with a main span of 1,280 metres."
            ),
            D(
                "Golden Gate Park: Golden Gate Park is a large urban park in San "
                "Francisco, California, United States, covering about 410 hectares "
                "between the Haight-Ashbury district and the Pacific Ocean. Laid out "
                "from the 1870s on shifting sand dunes, it is larger than Central Park "
                "in New York and contains museums, gardens and lakes."
            ),
            D(
                "Sydney Harbour Tunnel: The Sydney Harbour Tunnel is a twin-tube road "
                "tunnel beneath Sydney Harbour in New South Wales, Australia, carrying "
                "traffic between the Sydney central business district and the North "
                "Shore. It was opened in August 1992 to relieve congestion on the "
                "older crossing, and it is 2.8 kilometres long."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the architect of the Sydney Opera House die?",
        "Copenhagen",
        [
            D(
                "Oslo Opera House: The Oslo Opera House is the home of the Norwegian "
                "National Opera and Ballet and the national opera theatre of Norway. "
                "Designed by the architecture firm Sn\u00f8hetta and opened on 12 "
                "April 2008, it stands at the head of the Oslofjord, and its sloping "
                "white roof of Carrara marble and granite can be walked on by "
                "visitors."
            ),
            D(
                "Bagsv\u00e6rd Church: Bagsv\u00e6rd Church is a Lutheran church in "
                "Bagsv\u00e6rd, a suburb north of Copenhagen, Denmark. Designed by the "
                "Danish architect J\u00f8rn Utzon and completed in 1976, it has a "
                "plain rectangular exterior of white concrete panels and glazed tiles, "
                "while inside a curving, cloud-like concrete vault spans the nave."
            ),
            S(
                "J\u00f8rn Utzon: J\u00f8rn Oberg Utzon (9 April 1918 \u2013 29 "
                "November 2008) was a Danish architect. Born in Copenhagen and raised "
                "in Aalborg, where his father directed a shipyard, he was awarded the "
                "Pritzker Prize in 2003. He died in his sleep of a heart attack in "
                "Copenhagen at the age of 90."
            ),
            D(
                "Oscar Niemeyer: Oscar Ribeiro de Almeida Niemeyer Soares Filho (15 "
                "December 1907 \u2013 5 December 2012) was a Brazilian architect, "
                "regarded as one of the key figures of modern architecture. He "
                "designed most of the civic buildings of Bras\u00edlia, the new "
                "capital, and he died in Rio de Janeiro ten days before his 105th "
                "birthday."
            ),
            D(
                "Copenhagen Opera House: The Copenhagen Opera House is the national "
                "opera house of Denmark and one of the most modern opera houses in the "
                "world. Designed by the Danish architect Henning Larsen and opened in "
                "January 2005, it stands on the island of Holmen in the harbour of "
                "Copenhagen, facing the royal palace of Amalienborg."
            ),
            S(
                "Sydney Opera House: The Sydney Opera House is a multi-venue "
                "performing arts centre in Sydney, New South Wales, Australia. "
                "Designed by the Danish architect J\u00f8rn Utzon and completed by an "
                "Australian team led by Peter Hall, it was formally opened by Queen "
                "Elizabeth II on 20 October 1973."
            ),
            D(
                "Elbphilharmonie: The Elbphilharmonie is a concert hall in the "
                "HafenCity quarter of Hamburg, Germany, on the Grasbrook peninsula of "
                "the Elbe River. Designed by the Swiss architects Herzog & de Meuron, "
                "its glass wave-shaped structure sits on top of an old brick "
                "warehouse, and it was opened on 11 January 2017."
            ),
            D(
                "National Assembly of Kuwait Building: The National Assembly of Kuwait "
                "Building is the seat of the parliament of Kuwait, in Kuwait City. "
                "Designed by the Danish architect J\u00f8rn Utzon and completed in "
                "1982, it has a great sweeping concrete roof over its open public "
                "square, meant to recall the tents of the Bedouin."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "where was the engineer the eiffel tower is named after born",
        "Dijon",
        [
            D(
                "Maurice Koechlin: Maurice Koechlin (8 February 1856 \u2013 14 January "
                "1946) was a Swiss-born French structural engineer, born in Buhl in "
                "Alsace. As a senior engineer in Gustave Eiffel's company, he and "
                "\u00c9mile Nouguier drew up in 1884 the first sketches for a "
                "300-metre iron tower, and he had earlier worked on the iron framework "
                "of the Statue of Liberty."
            ),
            S(
                "Eiffel Tower: The Eiffel Tower is a wrought-iron lattice tower on the "
                "Champ de Mars in Paris, France. It is named after the engineer "
                "Gustave Eiffel, whose company designed and built the tower between "
                "1887 and 1889 as the centrepiece of the 1889 World's Fair, and at 330 "
                "metres it is the tallest structure in the city."
            ),
            D(
                "Eiffel Tower (Paris, Texas): The Eiffel Tower in Paris, Texas, is a "
                "replica of the Paris landmark, about 20 metres tall, built in 1993 by "
                "a local boilermakers' union. In 1998 it was topped with a giant red "
                "cowboy hat, and it stands in the city's Love Civic Center as a "
                "playful tribute to its French namesake."
            ),
            D(
                "Garabit viaduct: The Garabit viaduct is a railway arch bridge "
                "spanning the Truy\u00e8re near Ruynes-en-Margeride, in the Cantal "
                "department of France. Built between 1882 and 1884 by Gustave Eiffel's "
                "company, it was for a few years the highest bridge in the world, its "
                "deck standing far above the gorge of the river."
            ),
            D(
                "Tokyo Tower: Tokyo Tower is a communications and observation tower in "
                "the Shiba-koen district of Minato, Tokyo, Japan. Completed in 1958 "
                "and modelled on the Eiffel Tower, it is 332.9 metres tall and painted "
                "white and international orange to comply with air safety rules, and "
                "it was the tallest structure in Japan until 2010."
            ),
            D(
                "Champ de Mars: The Champ de Mars is a large public green space in "
                "Paris, France, located in the seventh arrondissement between the "
                "Eiffel Tower to the northwest and the \u00c9cole Militaire to the "
                "southeast. Named after the Campus Martius in Rome, it was once used "
                "for drilling soldiers and hosted several world's fairs."
            ),
            S(
                "Gustave Eiffel: Alexandre Gustave Eiffel (15 December 1832 \u2013 27 "
                "December 1923) was a French civil engineer. Born in Dijon, the "
                "capital of Burgundy, he graduated from the \u00c9cole Centrale in "
                "Paris and made his name with bridges for the French railway network, "
                "before his firm worked on the Statue of Liberty."
            ),
            D(
                "Statue of Liberty: The Statue of Liberty is a colossal neoclassical "
                "copper sculpture on Liberty Island in New York Harbor, a gift from "
                "the people of France. Designed by the sculptor Fr\u00e9d\u00e9ric "
                "Auguste Bartholdi, with a metal framework built by Gustave Eiffel's "
                "company, it was dedicated on October 28, 1886."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the inventor of the World Wide Web born?",
        "London",
        [
            D(
                "CERN: The European Organization for Nuclear Research, known as CERN, "
                "is an intergovernmental organisation that operates the largest "
                "particle physics laboratory in the world. Established in 1954, it is "
                "based in Meyrin, a suburb of Geneva near the Franco-Swiss border, and "
                "it is home to the Large Hadron Collider."
            ),
            D(
                "Vint Cerf: Vinton Gray Cerf (born June 23, 1943) is an American "
                "Internet pioneer who is recognised as one of the fathers of the "
                "Internet, a title he shares with Bob Kahn, with whom he designed the "
                "TCP/IP protocols. Born in New Haven, Connecticut, he has been a "
                "vice-president of Google since 2005."
            ),
            S(
                "World Wide Web: The World Wide Web is an information system that "
                "enables content sharing over the Internet through linked hypertext "
                "pages identified by URLs. The English computer scientist Tim "
                "Berners-Lee invented it in 1989 while working at CERN, and the web "
                "was opened to the public in 1991."
            ),
            D(
                "WorldWideWeb: WorldWideWeb, later renamed Nexus to avoid confusion "
                "with the information system of the same name, was the first web "
                "browser and web page editor. It was written in 1990 on a NeXT "
                "computer at a physics laboratory in Switzerland, and it ran only on "
                "the NeXTSTEP operating system of that machine."
            ),
            D(
                "Marc Andreessen: Marc Lowell Andreessen (born July 9, 1971) is an "
                "American businessman and former software engineer, born in Cedar "
                "Falls, Iowa. He co-wrote Mosaic, one of the first widely used web "
                "browsers, co-founded Netscape in 1994, and in 2009 co-founded the "
                "venture capital firm Andreessen Horowitz."
            ),
            S(
                "Tim Berners-Lee: Sir Timothy John Berners-Lee (born 8 June 1955) is "
                "an English computer scientist. Born in London to two mathematicians "
                "who had worked on the Ferranti Mark 1 computer, he studied physics at "
                "The Queen's College, Oxford, and he received the Turing Award in "
                "2016."
            ),
            D(
                "World Wide Web Consortium: The World Wide Web Consortium, known as "
                "W3C, is the main international standards organisation for the World "
                "Wide Web. Founded in 1994, it has developed standards such as HTML, "
                "CSS and XML, and in 2023 it became a public-interest non-profit "
                "organisation with members from around the world."
            ),
            D(
                "Ted Nelson: Theodor Holm Nelson (born June 17, 1937) is an American "
                "pioneer of information technology, philosopher and sociologist, born "
                "in Chicago. He coined the terms hypertext and hypermedia in 1963, and "
                "his Project Xanadu, founded in 1960, aimed to create a computer "
                "network with a simple user interface."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the inventor of dynamite die?",
        "Sanremo",
        [
            S(
                "Alfred Nobel: Alfred Bernhard Nobel (21 October 1833 \u2013 10 "
                "December 1896) was a Swedish chemist, engineer, inventor and "
                "businessman. Born in Stockholm, he held 355 patents and owned the "
                "arms maker Bofors, and in his will he left his fortune to establish "
                "the Nobel Prizes. He died of a stroke at his villa in Sanremo, Italy."
            ),
            D(
                "Nitroglycerin: Nitroglycerin is a dense, colourless, oily and "
                "explosive liquid made by nitrating glycerol with a mixture of nitric "
                "and sulfuric acids. It was first synthesised in 1847 by the Italian "
                "chemist Ascanio Sobrero, and besides its use in explosives it has "
                "been used as a medicine for heart conditions since the 1870s."
            ),
            D(
                "Gelignite: Gelignite, also known as blasting gelatin, is an explosive "
                "material consisting of collodion cotton dissolved in nitroglycerin "
                "and mixed with wood pulp and potassium nitrate. It was invented in "
                "1875 by the Swedish chemist Alfred Nobel, and it was more powerful "
                "and safer to handle than the explosives that came before it."
            ),
            D(
                "TNT: Trinitrotoluene, known as TNT, is a chemical compound with the "
                "formula C6H2(NO2)3CH3, a yellow solid best known as an explosive "
                "material. It was first prepared in 1863 by the German chemist Julius "
                "Wilbrand as a yellow dye, and its insensitivity to shock made it a "
                "standard military explosive in the twentieth century."
            ),
            S(
                "Dynamite: Dynamite is an explosive made of nitroglycerin, sorbents "
                "such as powdered shells or clay, and stabilisers. It was invented by "
                "the Swedish chemist and engineer Alfred Nobel in Geesthacht, Germany, "
                "and patented in 1867, and it quickly came into wide use as a safer "
                "alternative to black powder."
            ),
            D(
                "Nobel Prize: The Nobel Prizes are five separate prizes awarded "
                "according to the will of the Swedish industrialist Alfred Nobel, "
                "written in 1895, to those who have conferred the greatest benefit to "
                "humankind. They were first awarded in 1901, in physics, chemistry, "
                "physiology or medicine, literature and peace."
            ),
            D(
                "Immanuel Nobel: Immanuel Nobel the Younger (24 March 1801 \u2013 3 "
                "September 1872) was a Swedish engineer, architect, inventor and "
                "industrialist, and the father of Alfred, Ludvig and Robert Nobel. He "
                "developed naval mines for the Russian government in Saint Petersburg "
                "during the Crimean War, and he died in Stockholm."
            ),
            D(
                "Dynamite (BTS song): Dynamite is a song by the South Korean boy band "
                "BTS, released on 21 August 2020 through Big Hit Entertainment. The "
                "group's first song recorded entirely in English, it debuted at number "
                "one on the US Billboard Hot 100, making BTS the first all-South "
                "Korean act to top the chart."
            ),
        ],
        drop=0,
        heldout=True,
    ),
]
