# ruff: noqa: RUF001
"""Development multi-hop questions, batch 4 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Subjects: companies and their founders, brands, technology and inventions, universities,
architecture and buildings, transport. 11 bridge, 5 comparison and 4 compositional
questions, each with 8 "Title: text" passages: 2 supports (the two hops) and 6
distractors. Original text, shared under CC0 1.0 like the rest of `tests/data/`.

Measured lengths (characters per passage): mean support 326, mean distractor 321; every
distractor is within 30% of its question's mean support length, and a support is the
longest passage in 0 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # 1. bridge: Walt Disney Concert Hall -> Frank Gehry -> Toronto
    Q(
        "titled",
        "bridge",
        "Which city was the architect of the Walt Disney Concert Hall born in?",
        "Toronto",
        [
            D(
                "Dorothy Chandler Pavilion: The Dorothy Chandler Pavilion is a performing arts "
                "venue in the Los Angeles Music Center, opened in 1964 and named after the "
                "civic leader Dorothy Buffum Chandler. It was the home of the Los Angeles "
                "Philharmonic until the orchestra moved next door, and it hosted the Academy "
                "Awards ceremony many times between 1969 and 1999."
            ),
            D(
                "Art Gallery of Ontario: The Art Gallery of Ontario is an art museum in "
                "Toronto, Ontario, Canada, on Dundas Street West in the Grange Park "
                "neighbourhood. Founded in 1900, its collection holds more than 120,000 works, "
                "and a major renovation and expansion of the building, designed by the "
                "architect Frank Gehry, was completed in 2008. It is one of the largest art "
                "museums in North America by gallery space."
            ),
            S(
                "Walt Disney Concert Hall: The Walt Disney Concert Hall is a concert hall at "
                "111 South Grand Avenue in downtown Los Angeles, California, and part of the "
                "Los Angeles Music Center. Designed by Frank Gehry, it opened in October 2003 "
                "and is the home of the Los Angeles Philharmonic and the Los Angeles Master "
                "Chorale. Its curving stainless steel exterior is among the city's best-known "
                "sights."
            ),
            D(
                "Walt Disney Family Museum: The Walt Disney Family Museum is a museum in the "
                "Presidio of San Francisco, California, that presents the life and legacy of "
                "the animator and film producer Walt Disney. Founded by his daughter Diane "
                "Disney Miller, it opened on 1 October 2009 in renovated former army barracks "
                "overlooking the parade ground."
            ),
            D(
                "Dancing House: The Dancing House is an office building on the Rašín "
                "Embankment in Prague, Czech Republic, designed by the Croatian-Czech "
                "architect Vlado Milunić in co-operation with Frank Gehry on a vacant riverside "
                "plot. Completed in 1996, its pair of curving towers was nicknamed Fred and "
                "Ginger, after the dancers Fred Astaire and Ginger Rogers."
            ),
            S(
                "Frank Gehry: Frank Owen Gehry (born Frank Owen Goldberg; 28 February 1929) is "
                "a Canadian-American architect and designer. Born in Toronto, he moved with "
                "his family to California in 1947 and studied architecture at the University "
                "of Southern California. Many of his buildings, known for their curving and "
                "fragmented forms, have become tourist attractions."
            ),
            D(
                "Richard Meier: Richard Alan Meier (born 12 October 1934) is an American "
                "architect and abstract artist whose geometric, mostly white buildings include "
                "the Getty Center in Los Angeles and the Jubilee Church in Rome. Born in "
                "Newark, New Jersey, he was one of the New York Five and received the Royal "
                "Gold Medal in 1988."
            ),
            D(
                "Elbphilharmonie: The Elbphilharmonie is a concert hall in the HafenCity "
                "quarter of Hamburg, Germany, built on top of an old warehouse on the river "
                "Elbe. Designed by the Swiss firm Herzog & de Meuron, it opened on 11 January "
                "2017 after long delays and cost overruns, and it is one of the largest "
                "concert halls in the world."
            ),
        ],
        drop=1,
    ),
    # 2. comparison: Tower Bridge (1894) vs Forth Bridge (1890)
    Q(
        "titled",
        "comparison",
        "Which opened first, Tower Bridge or the Forth Bridge?",
        "the Forth Bridge",
        [
            D(
                "Forth Road Bridge: The Forth Road Bridge is a suspension bridge in east "
                "central Scotland that crosses the Firth of Forth between South Queensferry "
                "and North Queensferry in Fife. Opened on 4 September 1964, it was then the "
                "longest suspension bridge outside the United States, and it now carries "
                "mainly buses and taxis."
            ),
            S(
                "Forth Bridge: The Forth Bridge is a cantilever railway bridge across the "
                "Firth of Forth in the east of Scotland, 9 miles (14 km) west of central "
                "Edinburgh. Designed by the engineers John Fowler and Benjamin Baker, it was "
                "opened on 4 March 1890 and had the longest cantilever span in the world "
                "until 1917. It was made a World Heritage Site in 2015."
            ),
            D(
                "Tower Bridge (Sacramento): The Tower Bridge is a vertical-lift bridge across "
                "the Sacramento River, linking West Sacramento in Yolo County with Sacramento "
                "in Sacramento County, California. Opened in December 1935, it is listed on "
                "the National Register of Historic Places, and its towers were painted gold "
                "in 2002."
            ),
            D(
                "London Bridge: Several bridges named London Bridge have spanned the River "
                "Thames between the City of London and Southwark. The present crossing, a box "
                "girder bridge of concrete and steel, was opened by Queen Elizabeth II on 16 "
                "March 1973, replacing a 19th-century stone-arched bridge that was sold and "
                "rebuilt at Lake Havasu City, Arizona. The site has been used as a river "
                "crossing since Roman times."
            ),
            D(
                "Queensferry Crossing: The Queensferry Crossing is a road bridge in Scotland "
                "built alongside the Forth Road Bridge to carry the M90 motorway across the "
                "Firth of Forth. Opened on 30 August 2017, it is the longest three-tower "
                "cable-stayed bridge in the world, with a total length of 2.7 kilometres."
            ),
            D(
                "Tower of London: The Tower of London is a historic castle on the north bank "
                "of the River Thames in central London. It was founded towards the end of "
                "1066 as part of the Norman Conquest, and its White Tower, which gives the "
                "castle its name, was built by William the Conqueror from 1078."
            ),
            S(
                "Tower Bridge: Tower Bridge is a Grade I listed combined bascule and "
                "suspension bridge in London, built between 1886 and 1894 to designs by Horace "
                "Jones and John Wolfe Barry. It crosses the River Thames close to the Tower of "
                "London, from which it takes its name, and was opened on 30 June 1894 by the "
                "Prince of Wales."
            ),
            D(
                "Millennium Bridge, London: The Millennium Bridge is a steel suspension "
                "footbridge over the River Thames linking Bankside with the City of London. "
                "It opened on 10 June 2000 but was closed two days later, after pedestrians "
                "felt an unexpected swaying motion, and it reopened in 2002 once dampers had "
                "been fitted."
            ),
        ],
        drop=0,
    ),
    # 3. bridge: Orient Express -> Compagnie Internationale des Wagons-Lits -> Nagelmackers
    Q(
        "titled",
        "bridge",
        "Who founded the company that launched the Orient Express?",
        "Georges Nagelmackers",
        [
            D(
                "Murder on the Orient Express: Murder on the Orient Express is a detective "
                "novel by the English writer Agatha Christie, first published in the United "
                "Kingdom by the Collins Crime Club on 1 January 1934. It features the Belgian "
                "detective Hercule Poirot, who investigates a killing aboard a train stranded "
                "by a snowdrift in Yugoslavia. The novel was filmed by Sidney Lumet in 1974 and "
                "by Kenneth Branagh in 2017."
            ),
            D(
                "Pullman Company: The Pullman Company was an American company founded by "
                "George Mortimer Pullman that built railroad cars and operated sleeping cars "
                "on most railroads in the United States from the 1860s. Its company town of "
                "Pullman, on the southern edge of Chicago, was the scene of the Pullman Strike "
                "of 1894."
            ),
            S(
                "Orient Express: The Orient Express was a long-distance passenger train "
                "service created in 1883 by the Compagnie Internationale des Wagons-Lits. "
                "Its first trains ran from Paris to Giurgiu in Romania, from where "
                "travellers continued by ferry and train to Constantinople, until a through "
                "rail route opened in 1889. The name became a byword for luxury travel."
            ),
            D(
                "Venice Simplon-Orient-Express: The Venice Simplon-Orient-Express is a "
                "private luxury train operated by Belmond that runs mainly between London and "
                "Venice in restored carriages of the 1920s and 1930s. It was started in 1982 "
                "by the American businessman James Sherwood, who had bought old sleeping and "
                "dining cars at auctions."
            ),
            D(
                "Sirkeci railway station: Sirkeci Terminal is a railway station in the Fatih "
                "district of Istanbul, Turkey, on the European side of the Bosphorus. Opened "
                "in 1890 as the terminus of the Chemins de fer Orientaux, it is known for its "
                "orientalist architecture and as the eastern terminus of a famous express "
                "from Paris."
            ),
            D(
                "Trans Europ Express: The Trans Europ Express (TEE) was an international "
                "first-class railway service in western and central Europe, launched in 1957 "
                "and run jointly by the national railways of several countries. At its peak "
                "in 1974 it linked 130 cities with 45 trains, before being replaced by "
                "EuroCity services from 1987."
            ),
            S(
                "Compagnie Internationale des Wagons-Lits: The Compagnie Internationale des "
                "Wagons-Lits (CIWL) is a French-Belgian company founded in 1872 by the Belgian "
                "businessman Georges Nagelmackers and given its present name in 1876. It "
                "became known across Europe for its sleeping cars and dining cars and for "
                "luxury trains such as the Nord Express and the Train Bleu."
            ),
            D(
                "Simplon Orient Express: The Simplon Orient Express was an international "
                "train launched in 1919 after the First World War. Running from Paris and "
                "Calais through the Simplon Tunnel to Milan, Venice, Belgrade and Istanbul, "
                "it avoided Germany and became the main rail route between western Europe "
                "and Turkey in the interwar years."
            ),
        ],
        drop=0,
    ),
    # 4. compositional: Rubik's Cube -> Erno Rubik -> 13 July 1944
    Q(
        "titled",
        "compositional",
        "When was the inventor of the Rubik's Cube born?",
        "13 July 1944",
        [
            D(
                "Rubik's Revenge: The Rubik's Revenge is a 4×4×4 version of the Rubik's Cube, "
                "released in 1981. It was invented by the Hungarian Péter Sebestény and was "
                "nearly named the Sebestény Cube, but the name was changed so that the puzzle "
                "could be sold alongside the original. Unlike the 3×3×3 puzzle, it has no "
                "fixed centre pieces."
            ),
            D(
                "Magic cube: A magic cube is the three-dimensional equivalent of a magic "
                "square, that is, a collection of integers arranged in an n × n × n pattern "
                "such that the sums of the numbers on each row, each column, each pillar and "
                "each of the four main space diagonals are equal to the same number, called "
                "the magic constant of the cube."
            ),
            S(
                "Ernő Rubik: Ernő Rubik (born 13 July 1944) is a Hungarian inventor, "
                "architect and professor of architecture. The son of an aircraft engineer "
                "who designed gliders, he studied sculpture and architecture and "
                "later taught interior design at the Academy of Applied Arts and Crafts. He "
                "has also invented other mechanical puzzles."
            ),
            D(
                "Ideal Toy Company: The Ideal Toy Company was an American toy company founded "
                "in New York City in 1907 by Morris Michtom and his wife Rose after their "
                "invention of the teddy bear. It became one of the largest toy makers in the "
                "United States, known for dolls, for board games such as Mouse Trap and for "
                "licensing popular puzzles, and was sold to CBS in 1987."
            ),
            D(
                "Pyraminx: The Pyraminx is a puzzle in the shape of a regular tetrahedron, "
                "divided into four axial pieces, six edge pieces and trivial tips. It was "
                "invented and patented by the German puzzle maker Uwe Mèffert in 1981, and it "
                "can be twisted along its cuts to permute its pieces, much like better-known "
                "cube puzzles."
            ),
            S(
                "Rubik's Cube: The Rubik's Cube is a 3-D combination puzzle invented in 1974 "
                "by the Hungarian sculptor and professor of architecture Ernő Rubik. "
                "Originally called the Magic Cube, it was licensed to the Ideal Toy "
                "Corporation in 1980 and won the German Game of the Year special award for "
                "Best Puzzle that year. It is often called the best-selling toy in history."
            ),
            D(
                "Speedcubing: Speedcubing is a competitive mind sport in which combination "
                "puzzles, most prominently the 3×3×3 cube, are solved as quickly as possible. "
                "Competitions around the world are run under the regulations of the World "
                "Cube Association, founded in 2004, and the single-solve world record has "
                "fallen below four seconds. Competitors also solve puzzles blindfolded and "
                "one-handed."
            ),
            D(
                "Rubik's Snake: The Rubik's Snake is a toy made of 24 wedges shaped like "
                "right isosceles triangular prisms, connected by spring bolts so that they "
                "can be twisted but not separated. Released in 1981, it can be turned into "
                "many shapes, such as a ball, a dog or a swan, and is also known as the "
                "Rubik's Twist."
            ),
        ],
        drop=0,
    ),
    # 5. bridge: Louvre Pyramid -> I. M. Pei -> Guangzhou
    Q(
        "titled",
        "bridge",
        "where was the architect of the louvre pyramid born",
        "Guangzhou",
        [
            D(
                "Louvre Abu Dhabi: The Louvre Abu Dhabi is an art museum on Saadiyat Island in "
                "Abu Dhabi, United Arab Emirates, which opened on 8 November 2017. Designed by "
                "the French architect Jean Nouvel, it is covered by a perforated steel dome "
                "and was created under a thirty-year agreement between the city and the "
                "French government."
            ),
            S(
                "I. M. Pei: Ieoh Ming Pei (26 April 1917 – 16 May 2019) was a Chinese-American "
                "architect. Born in Guangzhou and raised in Shanghai, he moved to the United "
                "States in 1935 to study architecture. His works include the East Building of "
                "the National Gallery of Art in Washington, D.C., and the Bank of China Tower "
                "in Hong Kong."
            ),
            D(
                "Luxor Las Vegas: The Luxor Las Vegas is a hotel and casino on the Las Vegas "
                "Strip in Paradise, Nevada. Opened in 1993 and named after the Egyptian city "
                "of Luxor, it is housed in a thirty-storey pyramid of dark glass, and the beam "
                "of light shining from the apex of the pyramid is the strongest in the "
                "world."
            ),
            D(
                "Louvre Palace: The Louvre Palace is a former royal residence in the 1st "
                "arrondissement of Paris, on the right bank of the Seine. Begun as a fortress "
                "under Philip II in the late 12th century, it was rebuilt in the Renaissance "
                "style from 1546 onwards, and since 1793 it has housed the Louvre Museum, the "
                "most visited museum in the world."
            ),
            D(
                "Maya Lin: Maya Ying Lin (born 5 October 1959) is an American designer and "
                "artist known for the Vietnam Veterans Memorial in Washington, D.C. Born in "
                "Athens, Ohio, to parents who had emigrated from China, she designed the "
                "memorial while still an undergraduate student at Yale University, and "
                "she later received the Presidential Medal of Freedom."
            ),
            S(
                "Louvre Pyramid: The Louvre Pyramid is a large glass and metal pyramid in the "
                "main courtyard, the Cour Napoléon, of the Louvre Palace in Paris. Designed by "
                "the Chinese-American architect I. M. Pei, it opened in 1989 and serves as the "
                "main entrance to the Louvre Museum. It is surrounded by three smaller "
                "pyramids."
            ),
            D(
                "La Pyramide Inversée: La Pyramide Inversée (The Inverted Pyramid) is a "
                "skylight in the Carrousel du Louvre shopping mall in front of the Louvre "
                "Museum in Paris. Completed in 1993 as part of the Grand Louvre project, it "
                "hangs point downwards above a small stone pyramid and became famous from "
                "the ending of a popular thriller novel."
            ),
            D(
                "Louvre-Lens: The Louvre-Lens is an art museum in Lens, Pas-de-Calais, in "
                "northern France, which displays objects lent by the Louvre Museum in Paris. "
                "Designed by the Japanese firm SANAA, it opened on 4 December 2012 on the site "
                "of a former coal mine, as part of an effort to spread national institutions "
                "beyond the capital."
            ),
        ],
        drop=1,
    ),
    # 6. bridge: Flying Scotsman (locomotive) -> Nigel Gresley -> 1941
    Q(
        "titled",
        "bridge",
        "In what year did the engineer who designed the Flying Scotsman locomotive die?",
        "1941",
        [
            S(
                "Nigel Gresley: Sir Herbert Nigel Gresley (19 June 1876 – 5 April 1941) was a "
                "British railway engineer. He became chief mechanical engineer of the Great "
                "Northern Railway in 1911 and, after the grouping of 1923, of the London and "
                "North Eastern Railway, a post he held until his death. He designed some of "
                "the most famous British steam locomotives."
            ),
            D(
                "Flying Scotsman (train): The Flying Scotsman is an express passenger train "
                "service that has run between London and Edinburgh, the capitals of England "
                "and Scotland, since 1862. The service is now operated by London North "
                "Eastern Railway, and the name was also given to a locomotive that hauled it "
                "in the 1920s and 1930s."
            ),
            D(
                "LNER Class A4 4468 Mallard: Mallard is a London and North Eastern Railway "
                "Class A4 4-6-2 Pacific steam locomotive built at Doncaster in 1938. On 3 July "
                "1938 it reached 126 miles per hour (203 km/h) on a slight downhill gradient "
                "near Grantham, a world speed record for steam locomotives that still stands. "
                "It is kept at the National Railway Museum in York."
            ),
            D(
                "William Stanier: Sir William Arthur Stanier (27 May 1876 – 4 September 1965) "
                "was a British railway engineer. He was chief mechanical engineer of the "
                "London, Midland and Scottish Railway from 1932 to 1944, and his designs "
                "included the Princess Coronation class and the Black Five mixed-traffic "
                "locomotives."
            ),
            S(
                "Flying Scotsman (locomotive): LNER Class A3 4472 Flying Scotsman is a 4-6-2 "
                "Pacific steam locomotive built in 1923 for the London and North Eastern "
                "Railway at Doncaster Works to a design of Nigel Gresley. It hauled express "
                "trains between London and Scotland, and in 1934 it became the first steam "
                "locomotive officially recorded at 100 miles per hour."
            ),
            D(
                "The Flying Scotsman (film): The Flying Scotsman is a 1929 British thriller "
                "film directed by Castleton Knight and starring Moore Marriott, Pauline "
                "Johnson and Ray Milland. Much of it was shot aboard the express train of the "
                "same name, and it began as a silent film before sound was added to its "
                "final reels."
            ),
            D(
                "Doncaster Works: Doncaster Works is a railway works in Doncaster, South "
                "Yorkshire, England, established by the Great Northern Railway in 1853. Known "
                "locally as the Plant, it built many well-known express locomotives for the "
                "Great Northern Railway and its successors, and part of the site is still "
                "used to maintain rolling stock."
            ),
            D(
                "London and North Eastern Railway: The London and North Eastern Railway (LNER) "
                "was the second largest of the Big Four railway companies created by the "
                "Railways Act 1921 in Britain. It operated from 1 January 1923 until it was "
                "nationalised on 1 January 1948, and its lines ran from London to the north "
                "east of England and eastern Scotland."
            ),
        ],
        drop=0,
    ),
    # 7. comparison: MIT (1861) vs Johns Hopkins University (1876)
    Q(
        "titled",
        "comparison",
        "Which was founded first, the Massachusetts Institute of Technology or Johns Hopkins "
        "University?",
        "the Massachusetts Institute of Technology",
        [
            D(
                "Johns Hopkins Hospital: The Johns Hopkins Hospital is the teaching hospital "
                "and biomedical research facility of the Johns Hopkins School of Medicine in "
                "Baltimore, Maryland. Founded with money left by the philanthropist Johns "
                "Hopkins, it opened in 1889, and it is regularly ranked among the best "
                "hospitals in the United States."
            ),
            D(
                "Rensselaer Polytechnic Institute: Rensselaer Polytechnic Institute (RPI) is "
                "a private research university in Troy, New York. It was established in 1824 "
                "by Stephen Van Rensselaer and Amos Eaton for the application of science to "
                "the common purposes of life, and it is described as the oldest technological "
                "university in the English-speaking world. Its campus overlooks the Hudson "
                "River."
            ),
            S(
                "Massachusetts Institute of Technology: The Massachusetts Institute of "
                "Technology (MIT) is a private research university in Cambridge, "
                "Massachusetts. Founded in 1861, it adopted a European polytechnic model and "
                "stressed laboratory instruction in applied science and engineering. Its "
                "campus stretches for about a mile along the Charles River."
            ),
            D(
                "MIT Media Lab: The MIT Media Lab is a research laboratory at the "
                "Massachusetts Institute of Technology, growing out of the university's "
                "Architecture Machine Group. Founded in 1985 by Nicholas Negroponte and "
                "Jerome Wiesner, it carries out interdisciplinary research at the crossing of "
                "technology, multimedia, sciences, art and design."
            ),
            D(
                "Johns Hopkins: Johns Hopkins (19 May 1795 – 24 December 1873) was an American "
                "merchant, investor and philanthropist. Born on a tobacco plantation in Anne "
                "Arundel County, Maryland, he made his fortune in Baltimore in wholesale "
                "trade and as an early investor in the Baltimore and Ohio Railroad, of which "
                "he was a director. Raised as a Quaker, he never married."
            ),
            D(
                "Worcester Polytechnic Institute: Worcester Polytechnic Institute (WPI) is a "
                "private research university in Worcester, Massachusetts, with about 7,000 "
                "students. Founded in 1865 by the tinware maker John Boynton and the wire "
                "manufacturer Ichabod Washburn, it is one of the oldest technological "
                "universities in the United States."
            ),
            S(
                "Johns Hopkins University: Johns Hopkins University is a private research "
                "university in Baltimore, Maryland. Founded in 1876, it is named after its "
                "first benefactor, the merchant Johns Hopkins, whose bequest of $7 million "
                "was then the largest philanthropic gift in American history. It was the "
                "first university in the United States built on the German research model."
            ),
            D(
                "Institute of technology: An institute of technology, also called a "
                "polytechnic or technical university, is a type of university that "
                "specialises in engineering, technology and applied science. Many were founded "
                "in Europe and North America during the 19th century to train engineers for "
                "a rapidly industrialising economy."
            ),
        ],
        drop=1,
    ),
    # 8. bridge: Jet Propulsion Laboratory -> California Institute of Technology -> 1891
    Q(
        "titled",
        "bridge",
        "The Jet Propulsion Laboratory is managed by a university that was founded in which year?",
        "1891",
        [
            D(
                "Goddard Space Flight Center: The Goddard Space Flight Center is a major NASA "
                "space research laboratory in Greenbelt, Maryland, about 6.5 miles (10 km) "
                "northeast of Washington, D.C. Established on 1 May 1959 as the agency's first "
                "space flight center, it is named after the American rocket pioneer Robert H. "
                "Goddard. It employs about 10,000 civil servants and contractors."
            ),
            S(
                "California Institute of Technology: The California Institute of Technology "
                "(Caltech) is a private research university in Pasadena, California. It was "
                "founded as a preparatory and vocational school by the businessman and "
                "politician Amos G. Throop in 1891, took its present name in 1920, and is "
                "known for its strength in science and engineering."
            ),
            D(
                "Jet propulsion: Jet propulsion is the propulsion of an object in one "
                "direction produced by ejecting a jet of fluid in the opposite direction. By "
                "Newton's third law, the moving body is propelled in the opposite direction "
                "to the jet. Jet engines, rockets, pump-jets and the swimming of squid and "
                "octopuses all rely on it."
            ),
            D(
                "Lawrence Livermore National Laboratory: Lawrence Livermore National "
                "Laboratory is a federally funded research and development center in "
                "Livermore, California. Founded in 1952 by the University of California, it "
                "is now managed by a limited liability company led by the university, and it "
                "works mainly on the science of nuclear weapons."
            ),
            D(
                "National Aeronautics and Space Administration: The National Aeronautics and "
                "Space Administration (NASA) is an independent agency of the United States "
                "federal government responsible for the civil space program and for "
                "aeronautics and space research. Established in 1958, it succeeded the "
                "National Advisory Committee for Aeronautics (NACA)."
            ),
            S(
                "Jet Propulsion Laboratory: The Jet Propulsion Laboratory (JPL) is a federally "
                "funded research and development center in La Cañada Flintridge, California, "
                "with a Pasadena mailing address. Founded in 1936 by rocket experimenters, it "
                "is owned by NASA and managed by the California Institute of Technology. It "
                "builds and operates robotic planetary spacecraft."
            ),
            D(
                "Frank Malina: Frank Joseph Malina (2 October 1912 – 9 November 1981) was an "
                "American aeronautical engineer and painter. With a group of students "
                "nicknamed the Suicide Squad, he carried out rocket motor tests in the Arroyo "
                "Seco in 1936, and he became the first director of the laboratory that grew "
                "out of those experiments."
            ),
            D(
                "Pasadena, California: Pasadena is a city in Los Angeles County, California, "
                "about 11 miles (18 km) northeast of downtown Los Angeles. It is known for "
                "hosting the annual Rose Parade and the Rose Bowl football game on New Year's "
                "Day, and for its many scientific institutions, museums and Craftsman-style "
                "bungalows."
            ),
        ],
        drop=1,
    ),
    # 9. compositional: Mini -> Alec Issigonis -> Smyrna
    Q(
        "titled",
        "compositional",
        "where was the designer of the mini born",
        "Smyrna",
        [
            S(
                "Alec Issigonis: Sir Alexander Arnold Constantine Issigonis (18 November 1906 – "
                "2 October 1988) was a British-Greek car designer. Born in Smyrna, in the "
                "Ottoman Empire, he came to Britain with his mother in 1923 and studied "
                "engineering at Battersea Polytechnic in London. His first great success was "
                "the Morris Minor of 1948."
            ),
            D(
                "Mini (marque): Mini is a British automotive brand owned by BMW since 2000 and "
                "used for a range of small cars, the first of which was launched in 2001. The "
                "cars are built mainly at the Cowley plant in England, and the range has "
                "grown to include an estate, a convertible, a coupé and a crossover known as "
                "the Countryman."
            ),
            D(
                "Dante Giacosa: Dante Giacosa (3 January 1905 – 31 March 1996) was an Italian "
                "car designer and engineer. Born in Rome, he joined Fiat in 1928 and designed "
                "many of its best-known small cars, including the Fiat 500 Topolino of 1936 "
                "and the rear-engined Fiat 500 of 1957, which became a symbol of post-war "
                "Italy."
            ),
            D(
                "Mini Moke: The Mini Moke is a small utility vehicle based on the mechanical "
                "parts of a small British car of 1959. First intended as a lightweight "
                "military vehicle that could be dropped by parachute, it was sold to the "
                "public from 1964 and was made in Britain, Australia and Portugal until 1993, "
                "becoming a favourite beach buggy."
            ),
            D(
                "British Motor Corporation: The British Motor Corporation (BMC) was a British "
                "vehicle manufacturer formed in 1952 by the merger of Morris Motors and the "
                "Austin Motor Company. With its headquarters at Longbridge in Birmingham, it "
                "was the largest British car maker of its day, and in 1966 it merged with "
                "Jaguar to form British Motor Holdings."
            ),
            S(
                "Mini: The Mini is a small two-door, four-seat car produced by the British "
                "Motor Corporation and its successors from 1959 until 2000. Designed by Alec "
                "Issigonis, it has a transverse engine driving the front wheels, leaving 80 "
                "per cent of the floor area for passengers and luggage. It was voted the "
                "second most influential car of the 20th century."
            ),
            D(
                "The Italian Job: The Italian Job is a 1969 British caper film directed by "
                "Peter Collinson and starring Michael Caine as the leader of a gang that "
                "steals a shipment of gold in Turin. It is best remembered for its car chase, "
                "in which three small red, white and blue cars escape through the city's "
                "arcades, sewers and rooftops. It was remade in Hollywood in 2003."
            ),
            D(
                "Morris Minor: The Morris Minor is a British economy car that made its debut "
                "at the Earls Court Motor Show in London on 20 September 1948. More than 1.6 "
                "million were made in saloon, convertible, van and estate versions until "
                "1971, and it was the first British car to sell over a million examples."
            ),
        ],
        drop=1,
    ),
    # 10. bridge: Supermarine Spitfire -> R. J. Mitchell -> Butt Lane, Kidsgrove
    Q(
        "titled",
        "bridge",
        "The aircraft designer behind the Spitfire was born in which Staffordshire village?",
        "Butt Lane, near Kidsgrove",
        [
            S(
                "R. J. Mitchell: Reginald Joseph Mitchell (20 May 1895 – 11 June 1937) was a "
                "British aircraft designer. Born at Butt Lane, near Kidsgrove in "
                "Staffordshire, he joined Supermarine Aviation Works in Southampton in 1917 "
                "and became its chief designer in 1919. His racing seaplanes won the Schneider "
                "Trophy outright for Britain."
            ),
            D(
                "Hawker Hurricane: The Hawker Hurricane is a British single-seat fighter "
                "aircraft of the 1930s and 1940s, designed by Sydney Camm and built mainly by "
                "Hawker Aircraft for the Royal Air Force. It first flew on 6 November 1935 and "
                "accounted for the majority of the RAF's air victories during the Battle of "
                "Britain in 1940. More than 14,000 were built before production ended in "
                "1944."
            ),
            D(
                "Triumph Spitfire: The Triumph Spitfire is a small British two-seat sports car "
                "introduced at the London Motor Show in 1962. Designed by the Italian Giovanni "
                "Michelotti for Standard-Triumph, it was built at Canley in Coventry until "
                "1980 in five successive versions, and many were exported to the United "
                "States."
            ),
            D(
                "Sydney Camm: Sir Sydney Camm (5 August 1893 – 12 March 1966) was an English "
                "aeronautical engineer. Born in Windsor, Berkshire, he became chief designer "
                "of Hawker Aircraft in 1925 and was responsible for many of its fighters, from "
                "the Hawker Hart biplane of the 1920s to the Hawker Hunter jet and the early "
                "Harrier."
            ),
            D(
                "The First of the Few: The First of the Few is a 1942 British biographical "
                "film produced and directed by Leslie Howard, who also starred alongside David "
                "Niven. Released in the United States as Spitfire, it tells the story of the "
                "development of a famous fighter aircraft and ends during the Battle of "
                "Britain."
            ),
            S(
                "Supermarine Spitfire: The Supermarine Spitfire is a British single-seat "
                "fighter aircraft used by the Royal Air Force and other Allied air forces "
                "before, during and after the Second World War. It was designed by R. J. "
                "Mitchell, chief designer at Supermarine Aviation Works, and first flew on 5 "
                "March 1936. More than 20,000 were built."
            ),
            D(
                "Supermarine: Supermarine was a British aircraft manufacturer based at "
                "Woolston, Southampton, on the River Itchen. Founded in 1913 to build flying "
                "boats, it took the name Supermarine Aviation Works in 1916 and was taken "
                "over by Vickers in 1928, becoming best known for its seaplanes and fighter "
                "aircraft."
            ),
            D(
                "Supermarine S.6B: The Supermarine S.6B is a British racing seaplane built for "
                "the Schneider Trophy contest. It won the trophy outright for Britain in "
                "September 1931, and on 29 September of that year it set a world air speed "
                "record of 407.5 miles per hour (655.8 km/h), becoming the first aircraft to "
                "pass 400 mph."
            ),
        ],
        drop=0,
    ),
    # 11. bridge: Coca-Cola -> John Pemberton -> 1888
    Q(
        "titled",
        "bridge",
        "In what year did the pharmacist who invented Coca-Cola die?",
        "1888",
        [
            D(
                "Pepsi: Pepsi is a carbonated soft drink manufactured by PepsiCo. It was "
                "created in 1893 by the pharmacist Caleb Bradham in New Bern, North Carolina, "
                "who sold it as Brad's Drink at his drugstore and renamed it Pepsi-Cola in "
                "1898. It has been shortened to Pepsi since 1961, and it is the main rival of "
                "a better-known cola."
            ),
            S(
                "Coca-Cola: Coca-Cola, or Coke, is a carbonated soft drink manufactured by the "
                "Coca-Cola Company. It was invented in the late 19th century by the "
                "pharmacist John Stith Pemberton in Atlanta, Georgia, and was first sold at "
                "Jacobs' Pharmacy there in 1886. The businessman Asa Griggs Candler later "
                "bought the formula and built up the brand."
            ),
            D(
                "Caleb Bradham: Caleb Davis Bradham (27 May 1867 – 19 February 1934) was an "
                "American pharmacist and businessman from North Carolina. He ran a drugstore "
                "in New Bern, where he mixed and sold a fountain drink of his own that grew "
                "into a national brand, but he lost his company to bankruptcy in 1923 after "
                "sugar prices collapsed."
            ),
            D(
                "The Coca-Cola Company: The Coca-Cola Company is an American multinational "
                "beverage corporation headquartered in Atlanta, Georgia. Incorporated in 1892 "
                "by Asa Griggs Candler, it makes and sells soft drink concentrates and "
                "syrups, and its brands include Sprite, Fanta, Minute Maid, Powerade and "
                "Dasani."
            ),
            D(
                "Dr Pepper: Dr Pepper is a carbonated soft drink created in the 1880s by the "
                "pharmacist Charles Alderton in Waco, Texas, and first served around 1885. It "
                "was introduced nationally in the United States at the 1904 Louisiana "
                "Purchase Exposition, and its flavour is said to blend 23 different "
                "ingredients."
            ),
            D(
                "World of Coca-Cola: The World of Coca-Cola is a museum in Atlanta, Georgia, "
                "dedicated to the history of the drink and its company. It opened on 24 May "
                "2007 at Pemberton Place, next to the Georgia Aquarium, replacing an older "
                "museum, and its exhibits include a vault said to hold the secret formula of "
                "the drink and a tasting room with drinks sold around the world."
            ),
            S(
                "John Pemberton: John Stith Pemberton (8 July 1831 – 16 August 1888) was an "
                "American pharmacist and Confederate Army veteran. Wounded at the Battle of "
                "Columbus in 1865, he became addicted to morphine and began experimenting with "
                "painkillers and tonics, among them a coca wine, after settling in Atlanta in "
                "1870."
            ),
            D(
                "Asa Griggs Candler: Asa Griggs Candler (30 December 1851 – 12 March 1929) was "
                "an American businessman and politician. A druggist by training, he gained "
                "control of a popular soft drink's formula between 1888 and 1891, founded a "
                "company to sell it, and served as mayor of Atlanta from 1917 to 1919."
            ),
        ],
        drop=1,
    ),
    # 12. comparison: Carl Benz (1844) vs Gottlieb Daimler (1834)
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Karl Benz or Gottlieb Daimler?",
        "Gottlieb Daimler",
        [
            S(
                "Gottlieb Daimler: Gottlieb Wilhelm Daimler (17 March 1834 – 6 March 1900) was "
                "a German engineer, industrial designer and industrialist born in Schorndorf, "
                "in the Kingdom of Württemberg. A pioneer of the internal combustion engine, "
                "he developed a high-speed petrol engine with Wilhelm Maybach and founded "
                "Daimler-Motoren-Gesellschaft in 1890."
            ),
            D(
                "Bertha Benz: Bertha Benz (née Ringer; 3 May 1849 – 5 May 1944) was a German "
                "automotive pioneer, the business partner and wife of the engine designer "
                "Carl Benz. In August 1888 she made the first long-distance journey by "
                "automobile, driving 106 kilometres (66 mi) from Mannheim to Pforzheim with "
                "her two teenage sons."
            ),
            D(
                "Daimler-Benz: Daimler-Benz AG was a German manufacturer of automobiles, "
                "motor vehicles and engines, formed in 1926 from the merger of Benz & Cie. and "
                "Daimler-Motoren-Gesellschaft. Its cars were sold under the Mercedes-Benz "
                "brand, and in 1998 it merged with the American Chrysler Corporation to form "
                "DaimlerChrysler. It was headquartered in Stuttgart."
            ),
            D(
                "Wilhelm Maybach: Wilhelm Maybach (9 February 1846 – 29 December 1929) was a "
                "German engine designer and industrialist. Born in Heilbronn and orphaned as "
                "a boy, he worked for many years as technical director of "
                "Daimler-Motoren-Gesellschaft and designed the first Mercedes car of 1901, "
                "before founding his own company."
            ),
            D(
                "Benz Patent-Motorwagen: The Benz Patent-Motorwagen, built in 1885 and "
                "patented in January 1886, is widely regarded as the world's first practical "
                "automobile. It was a three-wheeled vehicle powered by a single-cylinder "
                "four-stroke engine mounted at the rear, and about 25 were built between 1886 "
                "and 1893."
            ),
            S(
                "Carl Benz: Carl Friedrich Benz (25 November 1844 – 4 April 1929) was a German "
                "engine designer and automotive engineer. Born in Mühlburg, now part of "
                "Karlsruhe, he designed a motorcar with a petrol engine that he patented in "
                "1886, and his company Benz & Cie. later merged with a rival to form "
                "Daimler-Benz."
            ),
            D(
                "Paul Daimler: Paul Daimler (13 March 1869 – 15 December 1945) was a German "
                "engineer and automobile designer, the elder son of a pioneer of the motor "
                "car. He worked as a designer for Daimler-Motoren-Gesellschaft and for "
                "Austro-Daimler in Vienna, and later became technical director of the Horch "
                "company."
            ),
            D(
                "Mercedes-Benz Museum: The Mercedes-Benz Museum is an automobile museum in "
                "Stuttgart, Germany, next to the company's main plant in Untertürkheim. "
                "Opened on 19 May 2006 in a building designed by UNStudio, it covers the "
                "history of the brand from the first motorcars of 1886 to the present, with "
                "some 160 vehicles on display."
            ),
        ],
        drop=0,
    ),
    # 13. bridge: Post-it Note -> 3M -> 1902
    Q(
        "titled",
        "bridge",
        "what year was the company that makes post-it notes founded",
        "1902",
        [
            D(
                "Scotch Tape: Scotch Tape is a brand of pressure-sensitive adhesive tapes "
                "sold by 3M. The first product of the line, a masking tape, was invented in "
                "1925 by the engineer Richard Drew for car painters, and it was followed in "
                "1930 by a clear cellophane tape that became one of the best-known office "
                "supplies in the world."
            ),
            S(
                "Post-it Note: A Post-it Note is a small piece of paper with a re-adherable "
                "strip of glue on its back, made for temporarily attaching notes to documents "
                "and other surfaces. Its low-tack adhesive was discovered at 3M in 1968, and "
                "the notes were launched across the United States under the Post-it brand in "
                "1980."
            ),
            D(
                "Avery Dennison: Avery Dennison Corporation is an American multinational "
                "maker of pressure-sensitive adhesive materials, labels and tags. It traces "
                "its history to Kum-Kleen Products, founded in Los Angeles in 1935 by R. "
                "Stanton Avery, and it took its present name after merging with Dennison "
                "Manufacturing in 1990."
            ),
            D(
                "Legal pad: A legal pad is a writing pad of ruled paper, usually yellow, with "
                "a margin drawn down the left side of each sheet. It is said to have been "
                "invented around 1888 by Thomas Holley, a paper mill worker in Holyoke, "
                "Massachusetts, who gathered sorted scraps of paper and bound them into "
                "cheap pads for notes."
            ),
            D(
                "Henkel: Henkel AG & Co. KGaA is a German chemical and consumer goods company "
                "headquartered in Düsseldorf. It was founded in Aachen in 1876 by Fritz Henkel "
                "and is one of the world's largest makers of adhesives, sold under brands "
                "such as Loctite and Pritt, the first glue stick, which it launched in 1969."
            ),
            S(
                "3M: 3M Company, originally the Minnesota Mining and Manufacturing Company, is "
                "an American multinational conglomerate based in Maplewood, Minnesota. It was "
                "founded in 1902 at Two Harbors, Minnesota, by five businessmen who meant to "
                "mine corundum, and when the deposit proved of little value it turned to "
                "making sandpaper."
            ),
            D(
                "Post Holdings: Post Holdings, Inc. is an American consumer packaged goods "
                "holding company headquartered in St. Louis, Missouri. It traces its origins "
                "to the Postum Cereal Company founded by C. W. Post in 1895 in Battle Creek, "
                "Michigan, and it makes breakfast cereals such as Grape-Nuts, Honey Bunches "
                "of Oats and Fruity Pebbles."
            ),
            D(
                "Paper clip: A paper clip is a tool used to hold sheets of paper together, "
                "usually made of steel wire bent into a looped shape. The most common design, "
                "known as the Gem clip, with its double oval loop, was introduced in Britain "
                "in the 1870s, although it was never patented by the company whose name it "
                "bears."
            ),
        ],
        drop=0,
    ),
    # 14. compositional: Nintendo -> Fusajiro Yamauchi -> 22 November 1859
    Q(
        "titled",
        "compositional",
        "When was the founder of Nintendo born?",
        "22 November 1859",
        [
            D(
                "Hiroshi Yamauchi: Hiroshi Yamauchi (7 November 1927 – 19 September 2013) was "
                "a Japanese businessman who served as the third president of Nintendo from "
                "1949 to 2002. Taking over a small playing card maker from his grandfather, "
                "he turned it into a toy company and then into one of the largest video game "
                "companies in the world."
            ),
            D(
                "Game Boy: The Game Boy is an 8-bit handheld game console developed and "
                "manufactured by Nintendo, released in Japan on 21 April 1989. It was "
                "designed by a team led by Gunpei Yokoi and Satoru Okada, and together with "
                "its successor the Game Boy Color it sold nearly 119 million units around "
                "the world."
            ),
            S(
                "Nintendo: Nintendo Co., Ltd. is a Japanese multinational video game company "
                "headquartered in Kyoto. It was founded on 23 September 1889 by the craftsman "
                "Fusajiro Yamauchi and first produced handmade hanafuda playing cards, "
                "before moving into toys in the 1960s and into video games and consoles in "
                "the 1970s."
            ),
            D(
                "Satoru Iwata: Satoru Iwata (6 December 1959 – 11 July 2015) was a Japanese "
                "businessman and video game programmer who was the fourth president of "
                "Nintendo from 2002 until his death. Born in Sapporo, he had earlier worked "
                "at HAL Laboratory, and he oversaw the launch of the Nintendo DS and the Wii "
                "consoles."
            ),
            D(
                "Hanafuda: Hanafuda are Japanese playing cards used to play a number of "
                "games. The standard deck has 48 cards divided into twelve suits, each "
                "representing a month of the year and marked by a flower or plant, and the "
                "cards are smaller and stiffer than Western playing cards. They descend from "
                "Portuguese cards brought in the 16th century."
            ),
            D(
                "Sega: Sega Corporation is a Japanese multinational video game company "
                "headquartered in Shinagawa, Tokyo. It traces its origins to Standard Games, "
                "a coin-operated amusement company founded in Honolulu in 1940, which moved "
                "to Tokyo in 1951 and took the name Sega in 1965, and it later made the Mega "
                "Drive and Dreamcast consoles."
            ),
            S(
                "Fusajiro Yamauchi: Fusajiro Yamauchi (22 November 1859 – 31 January 1940) was "
                "a Japanese businessman and craftsman from Kyoto. A maker of hanafuda "
                "playing cards, he ran his card business until 1929, when he handed it over "
                "to his son-in-law Sekiryo Kaneda, who took the family name and became "
                "Sekiryo Yamauchi."
            ),
            D(
                "Nintendo Entertainment System: The Nintendo Entertainment System (NES) is an "
                "8-bit home video game console produced by Nintendo. It was first released in "
                "Japan as the Family Computer, or Famicom, on 15 July 1983, and reached North "
                "America in 1985, where it helped the video game industry recover from the "
                "crash of 1983."
            ),
        ],
        drop=1,
    ),
    # 15. bridge: Queen Mary 2 -> Cunard Line -> Samuel Cunard
    Q(
        "titled",
        "bridge",
        "Who founded the shipping line that operates the Queen Mary 2?",
        "Samuel Cunard",
        [
            S(
                "Cunard Line: Cunard Line is a British shipping and cruise line based at "
                "Carnival House in Southampton, England, and operated by Carnival UK. It was "
                "founded in 1840 by the Canadian-born shipowner Samuel Cunard and his "
                "partners to carry the Royal Mail across the Atlantic, and its paddle steamer "
                "Britannia opened the service that year."
            ),
            D(
                "RMS Queen Mary: RMS Queen Mary is a retired British ocean liner that sailed "
                "mainly on the North Atlantic from 1936 to 1967. After its last crossing it "
                "was sold and permanently moored in Long Beach, California, where it serves "
                "as a hotel, museum and tourist attraction, and it is listed on the National "
                "Register of Historic Places."
            ),
            D(
                "Mary of Teck: Mary of Teck (Victoria Mary Augusta Louise Olga Pauline Claudine "
                "Agnes; 26 May 1867 – 24 March 1953) was Queen of the United Kingdom and the "
                "British Dominions and Empress of India from 6 May 1910 until 20 January 1936 "
                "as the wife of King George V. Several ships were named after her."
            ),
            D(
                "White Star Line: The White Star Line was a British shipping company, one of "
                "the best-known operators of ocean liners between Britain and the United "
                "States. Founded in Liverpool in 1845 by John Pilkington and Henry Wilson, it "
                "was bought by Thomas Henry Ismay in 1868 and merged with a rival line in "
                "1934."
            ),
            D(
                "Queen Elizabeth 2: Queen Elizabeth 2, often called QE2, is a retired British "
                "ocean liner that served as the flagship of its line from 1969 until 2004 "
                "and left service in 2008. Since 2018 it has operated as a floating hotel "
                "moored at Port Rashid in Dubai, United Arab Emirates, with restaurants, bars "
                "and a small museum."
            ),
            S(
                "Queen Mary 2: RMS Queen Mary 2 is a British transatlantic ocean liner that "
                "has been operated by Cunard Line as its flagship since 2004. Built by "
                "Chantiers de l'Atlantique at Saint-Nazaire in France, she was the largest "
                "passenger ship ever built when completed, and she sails a scheduled service "
                "between Southampton and New York."
            ),
            D(
                "Chantiers de l'Atlantique: Chantiers de l'Atlantique is a French shipbuilding "
                "company based at Saint-Nazaire, on the estuary of the Loire. It has built "
                "some of the largest passenger ships in the world, from the liners Normandie "
                "and France to modern cruise ships, and it is majority owned by the French "
                "state."
            ),
            D(
                "P&O (company): The Peninsular and Oriental Steam Navigation Company, known as "
                "P&O, is a British shipping and logistics company dating from the early 19th "
                "century. It was founded in London in 1837 by Brodie McGhie Willcox and Arthur "
                "Anderson to carry mail to the Iberian Peninsula, and later extended its "
                "services to India and the Far East."
            ),
        ],
        drop=1,
    ),
    # 16. comparison: Burj Khalifa and Willis Tower, both by Skidmore, Owings & Merrill
    Q(
        "titled",
        "comparison",
        "Were the Burj Khalifa and the Willis Tower both designed by Skidmore, Owings & Merrill?",
        "yes",
        [
            D(
                "Petronas Towers: The Petronas Twin Towers are a pair of 88-storey skyscrapers "
                "in Kuala Lumpur, Malaysia, joined by a skybridge on their 41st and 42nd "
                "floors. Designed by the Argentine-American architect César Pelli, they were "
                "the tallest buildings in the world from 1998 to 2004 and remain the tallest "
                "twin towers."
            ),
            D(
                "Skidmore, Owings & Merrill: Skidmore, Owings & Merrill (SOM) is an American "
                "architectural, urban planning and engineering firm. It was founded in Chicago "
                "in 1936 by Louis Skidmore and Nathaniel Owings, and John O. Merrill joined "
                "in 1939. It has become one of the largest architecture firms in the world, "
                "with offices in many cities."
            ),
            S(
                "Willis Tower: The Willis Tower, formerly the Sears Tower, is a 110-storey, "
                "442-metre (1,451 ft) skyscraper in the Loop of Chicago, Illinois. Designed by "
                "Skidmore, Owings & Merrill with the architect Bruce Graham and the "
                "structural engineer Fazlur Rahman Khan, it was completed in 1974 and was the "
                "tallest building in the world for nearly 25 years."
            ),
            D(
                "Jeddah Tower: The Jeddah Tower is a skyscraper under construction in Jeddah, "
                "Saudi Arabia, planned as the centrepiece of a new district on the Red Sea "
                "coast. Designed by Adrian Smith + Gordon Gill Architecture, it is meant to "
                "be the first building to reach a height of one kilometre. Construction "
                "stopped in 2018 and resumed several years later, after a long pause."
            ),
            D(
                "Khalifa bin Zayed Al Nahyan: Sheikh Khalifa bin Zayed Al Nahyan (7 September "
                "1948 – 13 May 2022) was the second president of the United Arab Emirates and "
                "the ruler of Abu Dhabi from 2004 until his death. The tallest building in "
                "the world was renamed in his honour at its opening ceremony, after Abu Dhabi "
                "helped Dubai through a debt crisis."
            ),
            S(
                "Burj Khalifa: The Burj Khalifa is a skyscraper in Dubai, United Arab "
                "Emirates. At 828 metres (2,717 ft), it has been the tallest structure and "
                "building in the world since its topping out in 2009. It was designed by the "
                "Chicago firm Skidmore, Owings & Merrill, with Adrian Smith as chief "
                "architect, and opened on 4 January 2010."
            ),
            D(
                "One World Trade Center: One World Trade Center is the main building of the "
                "rebuilt World Trade Center complex in Lower Manhattan, New York City. Rising "
                "to a symbolic 1,776 feet (541 m), it is the tallest building in the Western "
                "Hemisphere, and it opened on 3 November 2014 on the site of the original "
                "twin towers destroyed in 2001."
            ),
            D(
                "Sears, Roebuck and Co.: Sears, Roebuck and Co. is an American chain of "
                "department stores founded in 1892 by Richard Warren Sears and Alvah Curtis "
                "Roebuck in Chicago. Once the largest retailer in the United States, known "
                "for its mail-order catalogue, it had its headquarters in a Chicago "
                "skyscraper bearing its name until 1992."
            ),
        ],
        drop=1,
    ),
    # 17. bridge: The Shard -> Renzo Piano -> Genoa
    Q(
        "titled",
        "bridge",
        "The architect of the Shard was born in which Italian city?",
        "Genoa",
        [
            S(
                "Renzo Piano: Renzo Piano (born 14 September 1937) is an Italian architect. "
                "Born in Genoa into a family of builders, he graduated from the Polytechnic "
                "University of Milan in 1964. His works include the terminal of Kansai "
                "International Airport in Osaka and The New York Times Building in "
                "Manhattan."
            ),
            D(
                "30 St Mary Axe: 30 St Mary Axe, known as the Gherkin, is a commercial "
                "skyscraper in the City of London, the financial district of the capital. "
                "Designed by the architects Norman Foster and Ken Shuttleworth of Foster and "
                "Partners, it was completed in December 2003, rises 180 metres (591 ft) and "
                "has 41 floors."
            ),
            D(
                "Shard End: Shard End is an area and council ward in the east of Birmingham, "
                "England, close to the border with Solihull. Largely rural until the middle "
                "of the 20th century, it was developed in the 1950s and 1960s as a large "
                "council housing estate for families moved out of "
                "the inner city."
            ),
            S(
                "The Shard: The Shard, also called the Shard of Glass or Shard London Bridge, "
                "is a 72-storey skyscraper in Southwark, London, designed by the Italian "
                "architect Renzo Piano. Standing 309.6 metres (1,016 ft) high, it was the "
                "tallest building in the United Kingdom when it was completed in 2012."
            ),
            D(
                "Norman Foster, Baron Foster of Thames Bank: Norman Robert Foster, Baron "
                "Foster of Thames Bank (born 1 June 1935), is an English architect and "
                "designer. Born in Reddish, Stockport, he founded Foster Associates in 1967, "
                "and his firm has designed the Reichstag dome in Berlin, Wembley Stadium and "
                "the Millau Viaduct in France."
            ),
            D(
                "London Bridge station: London Bridge is a central London railway terminus "
                "and through station in the London Borough of Southwark. Opened in 1836, it "
                "is one of the oldest railway stations in the world and among the busiest in "
                "the United Kingdom, and it stands at the foot of the country's tallest "
                "skyscraper."
            ),
            D(
                "Renzo Piano Building Workshop: The Renzo Piano Building Workshop (RPBW) is an "
                "international architecture firm with offices in Paris, Genoa and New York "
                "City. Founded in 1981 by the Italian architect Renzo Piano, it has "
                "designed museums, concert halls and office towers on several continents, "
                "among them the Whitney Museum of American Art."
            ),
            D(
                "Gio Ponti: Giovanni Ponti (18 November 1891 – 16 September 1979) was an "
                "Italian architect, industrial designer and publisher. Born in Milan, he "
                "founded the design magazine Domus in 1928, and his buildings include the "
                "Pirelli Tower in Milan, one of the first skyscrapers in Italy, completed in "
                "1958."
            ),
        ],
        drop=0,
    ),
    # 18. compositional: The Lego Group -> Ole Kirk Christiansen -> Filskov
    Q(
        "titled",
        "compositional",
        "Where was the founder of the Lego Group born?",
        "Filskov",
        [
            D(
                "Godtfred Kirk Christiansen: Godtfred Kirk Christiansen (8 July 1920 – 13 July "
                "1995) was a Danish businessman who was managing director of the Lego Group "
                "from 1957 to 1979. Born in Billund, he developed the Lego System of Play, "
                "and in 1958 the company patented the stud-and-tube coupling that holds the "
                "bricks together."
            ),
            D(
                "Billund: Billund is a town in Billund Municipality in the Region "
                "of Southern Denmark, with about 6,700 inhabitants. It is known as the home "
                "of a large toy company, of the first Legoland park and of Billund Airport, "
                "the second busiest airport in Denmark."
            ),
            S(
                "The Lego Group: The Lego Group is a Danish construction toy company based in "
                "Billund, Denmark. It was founded on 10 August 1932 by the carpenter Ole Kirk "
                "Christiansen, who made wooden toys before the company turned to plastic "
                "interlocking bricks, and it is best known for the Lego brand of toys."
            ),
            D(
                "Mega Brands: Mega Brands is a Canadian toy company based in Montreal, "
                "best known for Mega Bloks construction toys. It was founded in 1967 by Victor "
                "and Rita Bertrand as Ritvik, a distributor of baby products, and it was "
                "bought by the American toy maker Mattel in 2014."
            ),
            D(
                "Lego: Lego is a line of plastic construction toys made up of interlocking "
                "bricks, gears, figures and other parts. The plastic bricks were first sold "
                "in 1949 as Automatic Binding Bricks, and the name Lego comes from the Danish "
                "phrase leg godt, meaning play well. Lego sets are often based on films and "
                "video games."
            ),
            S(
                "Ole Kirk Christiansen: Ole Kirk Christiansen (7 April 1891 – 11 March 1958) "
                "was a Danish carpenter and toy maker. Born in Filskov, the tenth child of a "
                "poor family, he bought a joinery workshop in Billund in 1916 and made "
                "ladders, ironing boards and stools, turning to wooden toys during the Great "
                "Depression."
            ),
            D(
                "Legoland Billund Resort: Legoland Billund Resort is a theme park in Billund, "
                "Denmark, opened on 7 June 1968 next to the original factory of a toy "
                "company. It was the first Legoland park, and it is known for its Miniland of "
                "famous buildings and landscapes built out of millions of small plastic "
                "bricks."
            ),
            D(
                "K'Nex: K'Nex is a construction toy system of plastic rods, connectors, "
                "wheels and other parts that snap together to build models and machines. It "
                "was invented by Joel Glickman and introduced in 1992 by the K'Nex Industries "
                "company of Hatfield, Pennsylvania, and it is also used in "
                "schools to teach simple engineering."
            ),
        ],
        drop=0,
    ),
    # 19. bridge: Ferrari -> Maranello -> Province of Modena
    Q(
        "titled",
        "bridge",
        "which province is the town where ferrari has its headquarters in",
        "the Province of Modena",
        [
            S(
                "Ferrari: Ferrari S.p.A. is an Italian luxury sports car manufacturer based in "
                "Maranello. Founded in 1939 by Enzo Ferrari out of the racing division of Alfa "
                "Romeo, as Auto Avio Costruzioni, the company built its first car in 1940 and "
                "has produced cars under the Ferrari name since 1947."
            ),
            D(
                "Lamborghini: Automobili Lamborghini S.p.A. is an Italian manufacturer of "
                "luxury sports cars and SUVs based in Sant'Agata Bolognese. It was founded in "
                "1963 by the businessman Ferruccio Lamborghini to compete with established "
                "makers of grand touring cars, and it has been owned through Audi by a large "
                "German carmaker since 1998."
            ),
            D(
                "Enzo Ferrari: Enzo Anselmo Giuseppe Maria Ferrari (18 February 1898 – 14 "
                "August 1988) was an Italian racing driver and entrepreneur. Born in Modena, "
                "he founded the Scuderia Ferrari racing team in 1929 and later the car "
                "company that bears his name, and he was known to many as Il Commendatore."
            ),
            D(
                "Scuderia Ferrari: Scuderia Ferrari is the racing division of the Italian "
                "sports car maker Ferrari and the team that competes for it in Formula One. "
                "Founded by Enzo Ferrari in 1929, it is the oldest surviving and most "
                "successful Formula One team, having competed in every world championship "
                "since 1950."
            ),
            D(
                "Maserati: Maserati S.p.A. is an Italian luxury vehicle manufacturer "
                "established on 1 December 1914 by the Maserati brothers. It has had its "
                "headquarters in Modena since 1940, and it has been owned by Fiat and later "
                "by Stellantis, building grand tourers, sports saloons and racing cars."
            ),
            S(
                "Maranello: Maranello is a town and comune in the region of Emilia-Romagna in "
                "northern Italy, in the Province of Modena, about 18 kilometres (11 mi) south "
                "of the city of Modena. It has a population of about 17,000 and lies at the "
                "foot of the Apennine hills."
            ),
            D(
                "Fiorano Circuit: The Fiorano Circuit is a private racetrack owned by Ferrari "
                "in the town of Fiorano Modenese, in northern Italy. Opened in 1972, it is "
                "used for testing the company's road and racing cars, and its 3-kilometre "
                "layout includes a wide variety of corners and a bridge over one section of "
                "the track."
            ),
            D(
                "Ferrari (2023 film): Ferrari is a 2023 biographical sports drama "
                "film directed by Michael Mann. Adam Driver stars as the car maker Enzo "
                "Ferrari, with Penélope Cruz and Shailene Woodley, and the film follows him "
                "in the summer of 1957, as his company faces ruin and prepares for the Mille "
                "Miglia road race."
            ),
        ],
        drop=0,
    ),
    # 20. comparison: KLM (1919) vs Qantas (1920)
    Q(
        "titled",
        "comparison",
        "which airline was founded first klm or qantas",
        "KLM",
        [
            D(
                "Jetstar Airways: Jetstar Airways is an Australian low-cost airline "
                "headquartered in Melbourne. A wholly owned subsidiary of the country's flag "
                "carrier, it was set up in 2003 in response to the threat posed by the "
                "low-cost Virgin Blue, and it began flying on 25 May 2004 from its base at "
                "Avalon Airport."
            ),
            S(
                "KLM: KLM Royal Dutch Airlines is the flag carrier of the Netherlands, "
                "headquartered in Amstelveen with its hub at Amsterdam Airport Schiphol. "
                "Founded on 7 October 1919, it is the oldest airline in the world still "
                "operating under its original name, and it has been part of Air France–KLM "
                "since 2004."
            ),
            D(
                "Avianca: Avianca is the flag carrier of Colombia, headquartered in Bogotá, "
                "and one of the largest airlines in Latin America. It traces its history to "
                "SCADTA, founded in Barranquilla on 5 December 1919 by Colombian and German "
                "businessmen, and it claims to be one of the oldest airlines in the world "
                "still in operation."
            ),
            D(
                "Qantas Founders Museum: The Qantas Founders Museum is an aviation museum in "
                "Longreach, Queensland, Australia, set around one of the airline's early "
                "hangars. Its exhibits include a retired Boeing 747 and a Boeing 707, and "
                "it tells the story of the outback air service and the men who started it."
            ),
            D(
                "Air France: Air France is the flag carrier of France, headquartered in "
                "Tremblay-en-France near Paris. It was formed on 7 October 1933 from the "
                "merger of Air Orient, Air Union, the Compagnie Générale Aéropostale and "
                "other French airlines, and it is now a subsidiary of the Air France–KLM "
                "group."
            ),
            D(
                "Transavia: Transavia Airlines C.V., trading as Transavia, is a Dutch low-cost "
                "airline and a wholly owned subsidiary of the Dutch flag carrier, based at "
                "Amsterdam Airport Schiphol. It was founded in 1965 as Transavia Holland and "
                "flies mainly to holiday destinations in Europe and North Africa."
            ),
            S(
                "Qantas: Qantas Airways is the flag carrier of Australia and its largest "
                "airline by fleet size and international flights. It was founded in Winton, "
                "Queensland, in November 1920 as Queensland and Northern Territory Aerial "
                "Services, and it is the third-oldest airline in the world still in "
                "operation."
            ),
            D(
                "Amsterdam Airport Schiphol: Amsterdam Airport Schiphol is the main "
                "international airport of the Netherlands, about 9 kilometres southwest of "
                "Amsterdam. Opened on 16 September 1916 as a military airbase, it is one of "
                "the busiest airports in Europe and a hub for the Dutch flag carrier and its "
                "partners."
            ),
        ],
        drop=1,
    ),
]
