"""The sixty-second single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev59.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from history, politics, law, the arts, sports, technology and everyday life; another writer took
natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v44, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 302 characters and distractors 298; the longest passage is a support in
10 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "first registered internet domain name",
        "symbolics.com, registered on 15 March 1985 by the computer maker Symbolics",
        [
            D(
                ".com: The .com top-level domain was one of the first set up when the Domain Name "
                "System went into service in January 1985, together with .edu, .gov, .mil, .org "
                "and .net. Meant for businesses, it was run from 1991 by Network Solutions, whose "
                "fee of 100 dollars for two years drew complaints once the web took off."
            ),
            D(
                "Domain Name System: Until 1983 every computer on the ARPANET looked names up in a "
                "single file, HOSTS.TXT, kept at the Stanford Research Institute and copied out to "
                "all. That year Paul Mockapetris, at the University of Southern California, set "
                "out a shared, layered system of names and servers in RFC 882 and RFC 883."
            ),
            S(
                "Symbolics.com: On 15 March 1985 Symbolics, a maker of computers for artificial "
                "intelligence research in Cambridge, Massachusetts, registered symbolics.com, the "
                "first name ever recorded under .com and usually counted as the first domain name "
                "of the internet. The company faded, and the address was sold to an investor in "
                "2009."
            ),
            D(
                "First website: Tim Berners-Lee wrote the first web server and browser on a NeXT "
                "computer at CERN, near Geneva, in late 1990, and the first website, at "
                "info.cern.ch, was opened to the world in August 1991. It explained what the World "
                "Wide Web was and how anyone could set up a server of their own."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "Who set the cycling hour record in Mexico City in 1972?",
        "Eddy Merckx, who rode 49.431 km on 25 October 1972",
        [
            D(
                "Fausto Coppi: In the middle of the Second World War, on 7 November 1942, the "
                "Italian rider Fausto Coppi covered 45.798 km in an hour on the Vigorelli "
                "velodrome in Milan, just beating the mark the Frenchman Maurice Archambaud had "
                "set there in 1937. Called up soon after, Coppi was taken prisoner in North Africa."
            ),
            D(
                "Francesco Moser: The Italian rode 51.151 km in an hour in Mexico City on 23 "
                "January 1984, four days after first passing 50 km there, on a bicycle with solid "
                "disc wheels and a sloping frame. The thin air of the high city helped, and his "
                "mark was later set aside as owing too much to his machine."
            ),
            S(
                "Eddy Merckx: On 25 October 1972, at the end of a season in which he had won both "
                "the Giro d'Italia and the Tour de France, the Belgian rode 49.431 km in an hour "
                "at the Olympic velodrome in Mexico City, further than anyone had gone in that "
                "time before. He called it the hardest ride of his life."
            ),
            D(
                "Chris Boardman: At the Manchester velodrome on 6 September 1996 the British rider "
                "covered 56.375 km in an hour, stretched out in the superman position with his "
                "arms straight in front of him. Cycling's governing body banned that position soon "
                "afterwards and later took the ride off the main record list."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which happened first, the Anschluss or the Munich Agreement?",
        "the Anschluss, in March 1938; the Munich Agreement was signed on 30 September 1938",
        [
            D(
                "July Putsch: On 25 July 1934 Austrian Nazis burst into the Chancellery in Vienna "
                "and shot the chancellor, Engelbert Dollfuss, who bled to death in his office. The "
                "coup failed within hours, as the army and police stayed loyal, and Mussolini "
                "moved troops up to the Brenner Pass to warn Germany off."
            ),
            S(
                "Anschluss: German troops marched into Austria on 12 March 1938, after Chancellor "
                "Kurt Schuschnigg had called off a vote on independence under pressure from "
                "Berlin, and the next day Austria was declared part of the German Reich. A "
                "plebiscite held on 10 April claimed that 99.7% of voters approved."
            ),
            D(
                "Occupation of Prague: On 15 March 1939 German troops entered Prague, and Hitler "
                "proclaimed the Protectorate of Bohemia and Moravia from Prague Castle, while "
                "Slovakia had declared itself independent under German protection the day before. "
                "Britain and France, which had pledged to guard the rump state, did nothing."
            ),
            S(
                "Munich Agreement: In the early hours of 30 September 1938 Neville Chamberlain, "
                "\u00c9douard Daladier, Benito Mussolini and Adolf Hitler signed an agreement in "
                "Munich letting Germany annex the Sudetenland, the German-speaking borderlands of "
                "Czechoslovakia. Czechoslovakia itself had not been invited to the talks."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "Which composers made up the Second Viennese School?",
        "Arnold Schoenberg and his pupils Alban Berg and Anton Webern",
        [
            D(
                "First Viennese School: Music historians use the name for Joseph Haydn, Wolfgang "
                "Amadeus Mozart and Ludwig van Beethoven, who all worked in Vienna in the late "
                "18th century and shaped the classical symphony, string quartet and sonata. Mozart "
                "and Haydn were friends, and Beethoven took lessons from Haydn in 1792."
            ),
            D(
                "Les Six: In 1920 the critic Henri Collet grouped six young composers in Paris as "
                "Les Six: Georges Auric, Louis Durey, Arthur Honegger, Darius Milhaud, Francis "
                "Poulenc and Germaine Tailleferre. Jean Cocteau championed them, and they turned "
                "away from the lush styles of Wagner and Debussy towards plainer music."
            ),
            D(
                "Darmstadt School: From 1946 the summer courses for new music at Darmstadt, in "
                "West Germany, drew young composers such as Pierre Boulez, Karlheinz Stockhausen, "
                "Bruno Maderna and Luigi Nono, who pushed serial technique further, letting it "
                "govern rhythm, loudness and attack as well as pitch."
            ),
            S(
                "Second Viennese School: The name is given to Arnold Schoenberg and the two pupils "
                "who studied with him in Vienna from 1904, Alban Berg and Anton Webern. Moving "
                "beyond keys into atonality before the First World War, all three later took up "
                "the twelve-tone method that Schoenberg set out in the early 1920s."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "how does a yo-yo sleep",
        (
            "the string is looped loosely round the axle rather than tied to it, so at the bottom "
            "the yo-yo keeps spinning in the loop until a tug makes the string grip and wind it "
            "back up"
        ),
        [
            D(
                "Pedro Flores: A Filipino immigrant working as a bellboy in Santa Barbara, "
                "California, Pedro Flores began making yo-yos in 1928 and soon ran factories "
                "turning out thousands a day. Around 1930 the businessman Donald F. Duncan bought "
                "him out, and Duncan's company later registered yo-yo as a trademark."
            ),
            S(
                "Yo-yo: In the modern yo-yo the end of the string is not tied to the axle but "
                "looped loosely round it. Thrown down hard, the yo-yo reaches the end of the "
                "string and keeps spinning in the loop, which players call sleeping; a sharp tug "
                "makes the string grip the axle again, and it winds itself back up."
            ),
            D(
                "Diabolo: The diabolo, two cups joined at their narrow ends, is spun on a string "
                "tied between two hand sticks and thrown high into the air. Brought to Europe from "
                "China, where it has been played for centuries, it became a craze in France around "
                "1906 after the engineer Gustave Philippart improved it."
            ),
            D(
                "Kendama: The Japanese kendama is a wooden handle with two cups and a spike, tied "
                "by a string to a ball with a hole drilled in it. Players swing the ball up to "
                "land it in a cup or on the spike. The toy took its modern shape in Hiroshima "
                "prefecture in 1919, and a world cup is held there each summer."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did Bertha Benz drive from Mannheim to Pforzheim in 1888?",
        (
            "to prove to her husband Karl and to buyers that his Motorwagen could make a long "
            "journey, and to visit her mother in Pforzheim"
        ),
        [
            D(
                "Benz Patent-Motorwagen: On 29 January 1886 Karl Benz applied for a German patent, "
                "number 37435, for a vehicle powered by a gas engine. His three-wheeler had a "
                "single-cylinder four-stroke engine of under one horsepower at the back, and its "
                "first public outing, on a street in Mannheim, was in July 1886."
            ),
            D(
                "Stadt-Apotheke Wiesloch: On the first long drive in a motor car, in 1888, the "
                "travellers stopped at this pharmacy in Wiesloch, south of Heidelberg, to buy "
                "ligroin, a cleaning spirit that served the engine as fuel. The town therefore "
                "calls it the world's first filling station, and a memorial stands outside."
            ),
            D(
                "Daimler Reitwagen: In 1885 Gottlieb Daimler and Wilhelm Maybach fitted their "
                "small high-speed petrol engine to a wooden frame with two wheels and a pair of "
                "small outrigger wheels, making what is often called the first motorcycle. "
                "Daimler's son Paul rode it from Cannstatt to Untert\u00fcrkheim on 10 November."
            ),
            S(
                "Bertha Benz: Early one August morning in 1888, without telling her husband Karl, "
                "Bertha Benz set off from Mannheim with their sons Eugen and Richard in his "
                "Motorwagen for her mother's house in Pforzheim, about 100 km away. Karl shied "
                "away from publicity, and she meant to show him and buyers the car could go far."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Sonja Henie win three Olympic gold medals?",
        "Yes: in women's figure skating at the 1928, 1932 and 1936 Winter Olympics",
        [
            D(
                "Gillis Grafstr\u00f6m: The Swedish skater won the men's Olympic figure skating "
                "title three times, at Antwerp in 1920, at Chamonix in 1924 and at St. Moritz in "
                "1928, and took the silver medal at Lake Placid in 1932. An architect by training, "
                "he lived in Potsdam and collected art and prints about skating."
            ),
            S(
                "Sonja Henie: The Norwegian skater won the women's figure skating title at three "
                "Winter Olympics in a row, St. Moritz in 1928, Lake Placid in 1932 and "
                "Garmisch-Partenkirchen in 1936, and took ten straight world titles from 1927. She "
                "then turned professional and went to Hollywood to star in skating films."
            ),
            D(
                "Katarina Witt: Skating for East Germany, Witt won the Olympic women's title at "
                "Sarajevo in 1984 and again at Calgary in 1988, where her duel with the American "
                "Debi Thomas, both skating to music from Bizet's Carmen, was dubbed the Battle of "
                "the Carmens. She also won four world titles."
            ),
            D(
                "Henie Onstad Art Centre: Sonja Henie and her third husband, the shipowner Niels "
                "Onstad, founded this museum of modern art at H\u00f8vikodden, on the fjord west "
                "of Oslo, and it opened in 1968. Their collection of works by Picasso, Matisse and "
                "Mir\u00f3 formed its core, and her trophies were long on show there."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the sculptor of Cloud Gate born?",
        "Mumbai, then Bombay: Cloud Gate is by Anish Kapoor, who was born there in 1954",
        [
            D(
                "Crown Fountain: Two towers of glass bricks, each about 15 m high, face each other "
                "across a shallow black granite pool in Millennium Park, showing video faces of "
                "about a thousand Chicagoans that spout water from their lips. Opened in 2004, it "
                "was designed by Jaume Plensa, born in Barcelona in 1955."
            ),
            S(
                "Cloud Gate: Nicknamed the Bean, this sculpture of about 100 tonnes in Chicago's "
                "Millennium Park is made of 168 stainless steel plates welded together and "
                "polished until no seam shows, so that it mirrors the skyline and the crowds. "
                "Designed by the British artist Anish Kapoor, it was completed in 2006."
            ),
            D(
                "Agora: Across Michigan Avenue from Millennium Park, at the south end of Grant "
                "Park, stand 106 headless and armless iron figures about 2.7 m tall, a work by the "
                "Polish sculptor Magdalena Abakanowicz, who was born near Warsaw in 1930. They "
                "were installed in 2006 and seem to be walking in every direction."
            ),
            S(
                "Anish Kapoor: Born in Bombay, now Mumbai, on 12 March 1954, to a Punjabi father "
                "and an Iraqi-Jewish mother, Kapoor moved to London in 1973 to study art. He won "
                "the Turner Prize in 1991 and was knighted in 2013; his works include the "
                "ArcelorMittal Orbit, a red steel tower built for the 2012 Olympics."
            ),
        ],
        drop=0,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "Who compiled the first Guinness Book of Records?",
        "the twin brothers Norris and Ross McWhirter, in 1955",
        [
            D(
                "At a shooting party in County Wexford in 1951 Sir Hugh Beaver, managing director "
                "of the Guinness brewery, got into an argument over which was the fastest game "
                "bird in Europe and could find no book to settle it. He thought a book of such "
                "facts would help publicans end arguments at the bar."
            ),
            D(
                "Robert Ripley, a sports cartoonist on the New York Globe, drew his first panel of "
                "odd facts on 19 December 1918, showing athletes who had set strange records, "
                "under the heading Champs and Chumps. Renamed Believe It or Not!, the feature ran "
                "in hundreds of papers, and his first museum opened in Chicago in 1933."
            ),
            S(
                "The first Guinness Book of Records was put together by Norris and Ross McWhirter, "
                "twin brothers who ran a fact-finding agency in London and had been recommended to "
                "the brewery by the runner Chris Chataway, who worked there. Its 198 pages came "
                "out on 27 August 1955, and by Christmas it was a best-seller."
            ),
            D(
                "Joseph Whitaker, a London publisher and bookseller, brought out the first "
                "Whitaker's Almanack in December 1868, a single volume of facts on the government, "
                "the courts, the Church, the calendar and the tides, priced at a shilling. It sold "
                "well from the start, and a new edition has appeared every year since."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "lady chatterley trial verdict",
        (
            "not guilty: on 2 November 1960 an Old Bailey jury cleared Penguin Books of publishing "
            "an obscene book"
        ),
        [
            D(
                "On 6 December 1933 Judge John M. Woolsey of the federal court in New York ruled "
                "that James Joyce's Ulysses was not obscene and could be brought into the United "
                "States. Random House had arranged for a copy to be seized at customs so that the "
                "ban could be tested in court, and it published the novel early in 1934."
            ),
            D(
                "D. H. Lawrence finished the last of three versions of Lady Chatterley's Lover in "
                "1928 and had it printed privately in Florence, in a run of 1,000 signed copies, "
                "since no British publisher would touch it. Pirated editions soon spread, and in "
                "Britain a cut version appeared in 1932, two years after his death."
            ),
            D(
                "In 1957 San Francisco police charged the poet Lawrence Ferlinghetti, owner of the "
                "City Lights bookshop, and his shop manager with selling Allen Ginsberg's poem "
                "Howl. That October Judge Clayton Horn found the poem had redeeming social "
                "importance and cleared them, widening what American writers could print."
            ),
            S(
                "On 2 November 1960, at the end of a trial at the Old Bailey that had opened on 20 "
                "October, a jury found Penguin Books not guilty of publishing an obscene article "
                "by printing the full text of D. H. Lawrence's Lady Chatterley's Lover. Penguin "
                "had set out to test the new Obscene Publications Act of 1959."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        (
            "Which carried people first, the Montgolfier hot-air balloon or the hydrogen balloon "
            "of Jacques Charles?"
        ),
        (
            "the Montgolfier hot-air balloon, on 21 November 1783, ten days before Charles's "
            "hydrogen balloon flew on 1 December"
        ),
        [
            D(
                "On 19 September 1783, in front of Louis XVI and Marie Antoinette at Versailles, a "
                "hot-air balloon built by the Montgolfier brothers lifted a sheep, a duck and a "
                "rooster in a basket. It stayed up for about eight minutes and came down some 3 km "
                "away in a wood, with all three animals alive."
            ),
            S(
                "The first people to travel freely through the air were Jean-Fran\u00e7ois "
                "Pil\u00e2tre de Rozier and the Marquis d'Arlandes, who rose from the gardens of "
                "the Ch\u00e2teau de la Muette, on the western edge of Paris, on 21 November 1783 "
                "in a Montgolfier hot-air balloon, flying about 9 km in 25 minutes."
            ),
            D(
                "On 7 January 1785 the French balloonist Jean-Pierre Blanchard and his American "
                "backer John Jeffries crossed the English Channel from Dover to the forest of "
                "Gu\u00eenes, near Calais, in a hydrogen balloon. To stay in the air they had to "
                "throw out almost everything on board, even some of their clothes."
            ),
            S(
                "On 1 December 1783 the physicist Jacques Charles and the engineer Nicolas-Louis "
                "Robert took off from the Tuileries Garden in Paris in a balloon filled with "
                "hydrogen, watched by a huge crowd. They came down two hours later at "
                "Nesles-la-Vall\u00e9e, some 36 km away, and Charles then went up again alone."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "Who were the five women behind Canada's Persons Case?",
        "Emily Murphy, Nellie McClung, Irene Parlby, Louise McKinney and Henrietta Muir Edwards",
        [
            D(
                "Cairine Wilson, a Liberal organiser from Montreal and the mother of eight "
                "children, became Canada's first woman senator in February 1930, appointed on the "
                "advice of the prime minister, William Lyon Mackenzie King, a few months after "
                "women had been ruled eligible. She sat in the Senate until 1962."
            ),
            S(
                "In 1927 five Alberta women, the magistrate Emily Murphy, the novelist Nellie "
                "McClung, the cabinet minister Irene Parlby, the former legislator Louise McKinney "
                "and the campaigner Henrietta Muir Edwards, asked whether women counted as persons "
                "able to sit in the Senate. In 1929 the Privy Council ruled they did."
            ),
            D(
                "Agnes Macphail, a schoolteacher from Grey County in Ontario, was the first woman "
                "elected to the Canadian House of Commons, in December 1921, at the first federal "
                "election in which most women could vote. She held her seat until 1940, and in "
                "1943 she was elected to the Ontario legislature in Toronto for the CCF."
            ),
            D(
                "On 28 January 1916 Manitoba became the first Canadian province to give women the "
                "vote and the right to stand for its legislature, after years of campaigning by "
                "the Political Equality League. Saskatchewan and Alberta followed that spring, and "
                "most women voted in federal elections from 1918."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How is a Panenka penalty taken?",
        (
            "the taker runs up as if to strike hard, waits for the goalkeeper to dive, then chips "
            "the ball softly into the middle of the goal"
        ),
        [
            D(
                "The penalty kick was the idea of William McCrum, a goalkeeper and linen "
                "manufacturer from Milford in County Armagh. The Irish Football Association put it "
                "to the lawmakers, and it entered the laws in June 1891, so that a foul near goal "
                "could no longer stop a certain score; at first it was taken from a line 12 yards "
                "out."
            ),
            D(
                "Brazilian players made the paradinha famous, a stutter or pause in the run-up to "
                "a penalty that gets the goalkeeper moving first, and Pel\u00e9 used it often. In "
                "2010 football's lawmakers ruled that feinting to kick once the run-up is over is "
                "unsporting, and a player who does it is cautioned."
            ),
            D(
                "The first World Cup match settled by penalties was the semi-final between West "
                "Germany and France in Seville on 8 July 1982, which had ended 3-3 after extra "
                "time. West Germany won the shoot-out 5-4, with Horst Hrubesch scoring the last "
                "kick, and went on to lose the final to Italy in Madrid."
            ),
            S(
                "In the shoot-out that decided the 1976 European Championship final in Belgrade, "
                "Anton\u00edn Panenka ran up as if to blast the ball, waited for West Germany's "
                "goalkeeper Sepp Maier to dive to one side, then chipped it gently into the middle "
                "of the goal. Penalties taken that way have borne his name ever since."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did Willis Carrier build the first modern air conditioner?",
        (
            "to control humidity at a Brooklyn printing works, where damp summer air made the "
            "paper swell and shrink so that colours printed one after another would not line up"
        ),
        [
            D(
                "In the 1840s John Gorrie, a doctor in Apalachicola, Florida, built a machine that "
                "made ice and blew air over it to cool the rooms of patients with yellow fever and "
                "malaria, believing cooler air would help them. He was granted a patent for an "
                "ice-making machine in 1851 but found no backers and died poor."
            ),
            S(
                "In 1902 Willis Carrier, a young engineer at the Buffalo Forge Company, designed a "
                "system for the Sackett-Wilhelms printing works in Brooklyn, where summer humidity "
                "made the paper swell and shrink so that colours printed one after another would "
                "not line up. Air blown over chilled coils was dried to a steady level."
            ),
            D(
                "The phrase air conditioning was coined in 1906 by Stuart Cramer, a textile "
                "engineer in North Carolina, who added moisture to the air of cotton mills so that "
                "the yarn would not snap. Willis Carrier later took up the phrase for the company "
                "he set up with six other engineers in 1915."
            ),
            D(
                "In 1925 the Rivoli Theatre on Times Square in New York opened for the summer with "
                "a cooling plant designed by Willis Carrier, and crowds came in from the heat. "
                "Within a few years most big cinemas in the United States were cooled, helping to "
                "make summer the season for Hollywood's biggest films."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "was jim thorpe stripped of his olympic medals",
        (
            "Yes: in 1913, after it came out that he had been paid to play minor-league baseball; "
            "they were given back to his family in 1983"
        ),
        [
            D(
                "After the Olympics Jim Thorpe played baseball for the New York Giants and "
                "professional football for the Canton Bulldogs, and in 1920 he was named president "
                "of the American Professional Football Association, which became the National "
                "Football League two years later."
            ),
            D(
                "At the 1988 Seoul Olympics the Canadian sprinter Ben Johnson won the 100 m in a "
                "world record 9.79 seconds, but three days later he tested positive for the "
                "steroid stanozolol and was stripped of his gold medal, which went to Carl Lewis. "
                "He was banned for two years, and for life after a second positive test in 1993."
            ),
            S(
                "Jim Thorpe won the pentathlon and the decathlon at the 1912 Olympics in "
                "Stockholm, but early in 1913 newspapers revealed he had been paid to play "
                "minor-league baseball in North Carolina, and the Olympic authorities took his "
                "gold medals away. They were given back to his family in 1983."
            ),
            D(
                "Avery Brundage, a Chicago engineer, took part in the pentathlon and the decathlon "
                "at the 1912 Stockholm Olympics, finishing sixth in the pentathlon and failing to "
                "finish the decathlon. He went on to lead the International Olympic Committee from "
                "1952 to 1972."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Where was the sculptor of Wall Street's Charging Bull born?",
        "Vittoria, in Sicily: the Charging Bull is by Arturo Di Modica, born there in 1941",
        [
            S(
                "In the small hours of 15 December 1989 a bronze bull weighing over 3 tonnes was "
                "set down in front of the New York Stock Exchange by Arturo Di Modica, who had "
                "cast it at his own cost as a gift to the city after the stock market crash of "
                "1987. The police towed it away, and it was later placed at Bowling Green."
            ),
            D(
                "Fearless Girl, a bronze of a girl about 1.3 m tall with her hands on her hips, "
                "was put up facing the bull near Wall Street on 7 March 2017, the eve of "
                "International Women's Day. It was made by the sculptor Kristen Visbal for the "
                "investment firm State Street, and late in 2018 it was moved to face the exchange."
            ),
            D(
                "The bronze boar in Florence known as Il Porcellino was cast around 1634 by Pietro "
                "Tacca, a sculptor born in Carrara, after an ancient marble boar now in the "
                "Uffizi. Visitors rub its snout for luck and drop a coin from its mouth into the "
                "grating below, hoping it will bring them back to the city."
            ),
            S(
                "Arturo Di Modica was born on 26 January 1941 in Vittoria, a town in the "
                "south-east of Sicily, and as a young man went to Florence to study art. He moved "
                "to New York in 1973 and worked for years from a studio in SoHo, and he died in "
                "his home town in February 2021, aged 80."
            ),
        ],
        drop=1,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "Who invented the chocolate chip cookie?",
        "Ruth Wakefield, at the Toll House Inn in Whitman, Massachusetts, around 1938",
        [
            D(
                "Food > Baking | Oreo\nThe National Biscuit Company first sold the Oreo, two "
                "chocolate wafers round a sweet cream filling, in March 1912, from its bakery in "
                "the Chelsea district of New York. At first it was sold loose by weight from tins, "
                "and more than 450 billion have been made since.\nShare | Print | Cookie policy"
            ),
            S(
                "Food > Baking | The first chocolate chip cookie\nAround 1938 Ruth Wakefield, who "
                "ran the Toll House Inn at Whitman, Massachusetts, chopped a bar of semi-sweet "
                "chocolate into a batch of butter cookie dough. The pieces kept their shape in the "
                "oven, and the recipe went into her cookbook.\nShare | Print | Cookie policy"
            ),
            D(
                "Food > Baking | Fig Newtons\nIn 1891 the Kennedy Biscuit Company of "
                "Cambridgeport, Massachusetts, began baking a soft cake of pastry wrapped round "
                "fig jam, using a machine invented by James Mitchell. It named the biscuits after "
                "the nearby town of Newton, and they are still sold today.\nShare | Print | Cookie "
                "policy"
            ),
            D(
                "Food > Places | The Toll House Inn\nThe inn on the old road between Boston and "
                "New Bedford, whose recipes made the name of Whitman, Massachusetts, known far and "
                "wide, was bought by a young couple in 1930 and became a busy restaurant. It "
                "burned down on New Year's Eve 1984 and was never rebuilt.\nShare | Print | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "instant noodles inventor",
        "Momofuku Ando, who launched Chicken Ramen in Japan in 1958",
        [
            D(
                "Food > Japan | Rairaiken\nThe first shop in Tokyo to make ramen popular opened in "
                "Asakusa in 1910, with Chinese cooks serving wheat noodles in a soy-flavoured "
                "broth to working people. Known as Shina soba, the dish spread across Japan, and "
                "the shop itself closed its doors in 1976.\nShare | Print | Cookie policy"
            ),
            D(
                "Food > Japan | Cup Noodles\nNissin Foods launched Cup Noodles in September 1971, "
                "selling dried noodles in a waterproof foam cup with a lid, so that buyers needed "
                "only boiling water and no bowl. Sales took off after TV news showed police eating "
                "them during a siege in the mountains in 1972.\nShare | Print | Cookie policy"
            ),
            D(
                "Food > India | Maggi noodles\nMaggi two-minute noodles came to India in 1983 and "
                "soon became a favourite snack in student hostels and family kitchens across the "
                "country. In June 2015 food inspectors said they had found too much lead in "
                "samples, and the noodles were pulled from shops for five months.\nShare | Print | "
                "Cookie policy"
            ),
            S(
                "Food > Japan | Chicken Ramen\nMomofuku Ando, a Taiwan-born businessman, worked in "
                "a shed behind his house in Ikeda, near Osaka, on noodles that could be ready in "
                "minutes. In 1958 he found the answer: flash-frying seasoned noodles in hot oil "
                "dried them out. Chicken Ramen went on sale that August.\nShare | Print | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which was founded first, Puma or Adidas?",
        "Puma, set up by Rudolf Dassler in 1948; his brother Adi registered Adidas in August 1949",
        [
            D(
                "Sport > Brands | Gebr\u00fcder Dassler\nIn 1924 the brothers Adolf and Rudolf "
                "Dassler registered a shoe factory in Herzogenaurach, in Bavaria. Their spiked "
                "running shoes were worn by Jesse Owens when he won four gold medals at the Berlin "
                "Olympics of 1936, but the brothers fell out during the war.\nComments | Share | "
                "Newsletter"
            ),
            S(
                "Sport > Brands | Puma\nAfter the Dassler brothers split, Rudolf Dassler set up "
                "his own shoe company in 1948 on the other side of the river Aurach in "
                "Herzogenaurach. He first called it Ruda and renamed it Puma that same year, and "
                "Pel\u00e9 wore its boots at the 1970 World Cup.\nComments | Share | Newsletter"
            ),
            D(
                "Sport > Brands | Reebok\nJoseph William Foster made some of the first spiked "
                "running shoes in Bolton, England, in the 1890s, and his firm became J. W. Foster "
                "and Sons. In 1958 two of his grandsons founded a new company, named Reebok after "
                "an African antelope; Adidas bought it in 2006.\nComments | Share | Newsletter"
            ),
            S(
                "Sport > Brands | Adidas\nAdolf Dassler, known as Adi, registered his new company "
                "in Herzogenaurach in August 1949, naming it Adidas from his nickname and the "
                "start of his surname. West Germany's players wore his screw-in studs when they "
                "won the 1954 World Cup final in Bern.\nComments | Share | Newsletter"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What are Asimov's Three Laws of Robotics?",
        (
            "a robot may not harm a human or, by doing nothing, let one come to harm; it must obey "
            "human orders unless they break the first law; it must protect itself unless that "
            "breaks the first or second"
        ),
        [
            D(
                "Books > Theatre | R.U.R.\nThe Czech writer Karel \u010capek gave the world the "
                "word robot in his play R.U.R., first staged in Prague in January 1921. His "
                "brother Josef suggested the word, from the Czech robota, forced labour, for the "
                "artificial workers who rise up against their makers. New York saw it in 1922, "
                "London in 1923.\nReply | Share | Report"
            ),
            D(
                "Books > Science fiction | Robotics\nThe word robotics first appeared in print in "
                "Isaac Asimov's story Liar!, published in Astounding Science Fiction in May 1941. "
                "Asimov said later that he had thought the word already existed, and he was "
                "surprised to learn that he had coined it himself.\nReply | Share | Report"
            ),
            S(
                "Books > Science fiction | The Three Laws\nIn his 1942 story Runaround, Isaac "
                "Asimov set out three laws: a robot may not injure a human being or, by doing "
                "nothing, let one come to harm; it must obey human orders unless they break the "
                "first law; it must guard its own existence unless that breaks the first or "
                "second.\nReply | Share | Report"
            ),
            D(
                "Books > Science fiction | I, Robot\nGnome Press brought out I, Robot in December "
                "1950, gathering nine of Asimov's robot stories, linked by interviews with the "
                "robot psychologist Susan Calvin. A film of the same name, starring Will Smith, "
                "came out in 2004 with a plot of its own.\nReply | Share | Report"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "how does a photo finish camera work",
        (
            "it sees only a thin strip along the finish line and records it thousands of times a "
            "second; set side by side the strips give an image whose horizontal axis is time, so "
            "judges read off when each runner's torso crossed"
        ),
        [
            D(
                "Sport > Athletics | False starts\nIn sprints the starting blocks hold pressure "
                "sensors linked to the starter's gun, and a runner who pushes off less than a "
                "tenth of a second after the shot is judged to have anticipated it. Since 2010 a "
                "single false start has meant disqualification.\nShare this | Cookie policy"
            ),
            D(
                "Sport > Running | Timing chips\nIn big city marathons each runner carries a small "
                "transponder, on the shoe or the back of the bib, that is read by mats at the "
                "start, along the course and at the finish. This gives every runner a net time "
                "from crossing the start line, which may be minutes after the gun.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Sport > Athletics | Photo finish\nA photo finish camera sees only a thin strip "
                "along the finish line and records it thousands of times a second. Set side by "
                "side, the strips build an image in which the horizontal axis is time, not "
                "distance, so judges can read the moment each runner's torso crossed.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Sport > Racing | Dead heats\nWhen the judges cannot separate two horses at the "
                "finish, even with the camera, the race is declared a dead heat. In Britain a bet "
                "on a horse that dead-heats for first is settled at full odds on half the stake, "
                "and the owners share the prize money.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why does a tyre company publish the Michelin Guide?",
        (
            "the Michelin brothers began it in 1900 to get more people driving, and so wearing out "
            "and buying more tyres"
        ),
        [
            D(
                "Travel > Brands | Bibendum\nThe Michelin Man, a figure built of tyres, first "
                "appeared on a poster of 1898 drawn by the cartoonist Marius Rossillon, known as "
                "O'Galop. He raised a glass full of nails and broken glass, with the slogan that "
                "the Michelin tyre drinks up every obstacle.\nSave | Share | Print"
            ),
            S(
                "Travel > Food | The Michelin Guide\nIn August 1900 the tyre makers Andr\u00e9 and "
                "\u00c9douard Michelin gave away nearly 35,000 copies of a small guide for French "
                "drivers, with maps, garages, fuel stops and hotels. There were fewer than 3,000 "
                "cars in France, and the more people drove, the more tyres they would need.\nSave "
                "| Share | Print"
            ),
            D(
                "Travel > Food | Gault & Millau\nThe food critics Henri Gault and Christian Millau "
                "launched a magazine, Le Nouveau Guide, in 1969, rating restaurants out of 20 and "
                "later marking the best with toques, or chef's hats. They championed nouvelle "
                "cuisine and set out its ten commandments in 1973.\nSave | Share | Print"
            ),
            D(
                "Travel > Brands | The Pirelli Calendar\nThe British arm of the Italian tyre maker "
                "Pirelli first produced its calendar for 1964, with pictures by the photographer "
                "Robert Freeman. Never sold in shops, it goes only to a short list of clients and "
                "famous names, and none was made for the years 1975 to 1983, before it returned in "
                "1984.\nSave | Share | Print"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Did Gertrude Ederle beat the men's record when she swam the English Channel?",
        (
            "Yes: her 14 hours 39 minutes in August 1926 was about two hours faster than any man "
            "before her"
        ),
        [
            D(
                "History > Sport | Matthew Webb\nCaptain Matthew Webb, a merchant seaman from "
                "Shropshire, became the first person to swim the Channel unaided on 24 and 25 "
                "August 1875, going from Dover to Calais in 21 hours and 45 minutes, greased with "
                "porpoise oil. He drowned in 1883 below Niagara Falls.\nShare | Print | Cookie "
                "policy"
            ),
            D(
                "History > Sport | Paris 1924\nAt the Paris Olympics of 1924 Gertrude Ederle won a "
                "gold medal in the women's 4 x 100 m freestyle relay, in which the American team "
                "set a world record, and bronze medals in the 100 m and 400 m freestyle. She was "
                "then the holder of several world records.\nShare | Print | Cookie policy"
            ),
            D(
                "History > Sport | Florence Chadwick\nIn August 1950 the Californian Florence "
                "Chadwick swam from France to England in 13 hours and 20 minutes, breaking the "
                "women's record, and the next year she swam from England to France, the first "
                "woman to cross in both directions.\nShare | Print | Cookie policy"
            ),
            S(
                "History > Sport | Gertrude Ederle\nOn 6 August 1926 the New York swimmer walked "
                "into the sea at Cap Gris-Nez in France and came ashore at Kingsdown in Kent 14 "
                "hours and 39 minutes later, the first woman to swim the Channel. She beat the "
                "best time of the five men who had done it by about two hours.\nShare | Print | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Who trained the only horse to win the Grand National three times?",
        "Ginger McCain, who trained Red Rum, the winner in 1973, 1974 and 1977",
        [
            D(
                "Sport > Racing | Arkle\nTrained by Tom Dreaper in Ireland, the steeplechaser "
                "Arkle won the Cheltenham Gold Cup three times running, in 1964, 1965 and 1966. He "
                "was so far above his rivals that the handicappers in Ireland had to write special "
                "weights for races he ran in.\nComments | Share | Newsletter"
            ),
            S(
                "Sport > Racing | Red Rum\nRed Rum is the only horse to have won the Grand "
                "National three times, in 1973, 1974 and 1977, and he came second in the two "
                "runnings in between. He was buried beside the winning post at Aintree after his "
                "death in 1995, at the age of 30.\nComments | Share | Newsletter"
            ),
            S(
                "Sport > Racing | Ginger McCain\nDonald McCain, known as Ginger, sold used cars "
                "and drove a taxi in Southport, and kept a few horses in stables behind his "
                "showroom, galloping them on the sands and in the sea. He saddled Amberleigh House "
                "to win at Aintree in 2004 and died in 2011.\nComments | Share | Newsletter"
            ),
            D(
                "Sport > Racing | Crisp\nThe Australian-bred Crisp carried top weight of 12 stone "
                "in the 1973 Grand National and led by some 15 lengths at the last fence, but he "
                "tired on the long run-in and was caught in the final strides. Both he and the "
                "winner finished inside the old record time.\nComments | Share | Newsletter"
            ),
        ],
        drop=0,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "When was the Universal Declaration of Human Rights adopted?",
        "on 10 December 1948, by the UN General Assembly meeting in Paris",
        [
            D(
                "Q: When was the Charter of the United Nations signed?\nA: On 26 June 1945, at the "
                "end of a conference of 50 nations in San Francisco; Poland, which had no "
                "delegation there, signed later as the 51st founding member. The Charter came into "
                "force on 24 October 1945, now kept as United Nations Day."
            ),
            D(
                "Q: Who chaired the drafting of the Universal Declaration of Human Rights?\nA: "
                "Eleanor Roosevelt, widow of President Franklin D. Roosevelt, chaired the UN "
                "Commission on Human Rights that drew it up; the Canadian lawyer John Humphrey "
                "wrote the first draft, and the Frenchman Ren\u00e9 Cassin reshaped it."
            ),
            S(
                "Q: When was the Universal Declaration of Human Rights adopted?\nA: On 10 December "
                "1948, by the UN General Assembly meeting at the Palais de Chaillot in Paris. "
                "Forty-eight countries voted for it, none against, and eight abstained, among them "
                "the Soviet Union, South Africa and Saudi Arabia."
            ),
            D(
                "Q: When was the European Convention on Human Rights signed?\nA: On 4 November "
                "1950, in Rome, by the member states of the Council of Europe. It came into force "
                "in September 1953, and the European Court of Human Rights that enforces it began "
                "work in Strasbourg in 1959."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "pompidou centre architects",
        "Renzo Piano and Richard Rogers, working with Gianfranco Franchini",
        [
            D(
                "Q: Who designed the Lloyd's building in London?\nA: Richard Rogers's practice, "
                "which won the commission in 1978. Finished in 1986, it has its lifts, staircases "
                "and service pipes outside in steel, leaving open floors round a tall atrium, and "
                "in 2011, at 25 years old, it became the youngest building ever listed Grade I."
            ),
            D(
                "Q: Who designed the Institut du monde arabe in Paris?\nA: Jean Nouvel, with "
                "Architecture-Studio. Opened in 1987 beside the Seine, its south wall is made of "
                "some 240 metal panels with lens-like openings that open and close like camera "
                "shutters to let in more or less light."
            ),
            S(
                "Q: Who designed the Centre Pompidou in Paris?\nA: Two young architects, the "
                "Italian Renzo Piano and the Briton Richard Rogers, working with Gianfranco "
                "Franchini, won the competition of 1971 against 681 entries. The building opened "
                "in 1977 with its pipes, ducts and escalators on the outside, colour-coded by use."
            ),
            D(
                "Q: Who turned the Gare d'Orsay into the Mus\u00e9e d'Orsay?\nA: The firm ACT "
                "Architecture won the competition in 1979, and the Italian Gae Aulenti designed "
                "the interior. The station, built for the world's fair of 1900, opened in December "
                "1986 as a museum of art from 1848 to 1914."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which came first, the Decembrist revolt or Bloody Sunday in St Petersburg?",
        (
            "the Decembrist revolt, in December 1825, eighty years before Bloody Sunday in January "
            "1905"
        ),
        [
            S(
                "Q: What was the Decembrist revolt?\nA: On 26 December 1825 (14 December in the "
                "old Russian calendar) some 3,000 soldiers led by liberal officers gathered on "
                "Senate Square in St Petersburg and refused to swear loyalty to the new tsar, "
                "Nicholas I. Cannon fire broke them up, and five leaders were hanged in 1826."
            ),
            D(
                "Q: How was Tsar Alexander II killed?\nA: On 13 March 1881, by a bomb thrown by a "
                "member of the revolutionary group People's Will beside the Catherine Canal in St "
                "Petersburg. A first bomb had missed him, and he was hit when he got out of his "
                "carriage. The Church of the Saviour on Spilled Blood marks the spot where he fell."
            ),
            D(
                "Q: What was the Kronstadt rebellion?\nA: In March 1921 sailors at the naval "
                "fortress of Kronstadt, in the Gulf of Finland off Petrograd, rose against the "
                "Bolshevik government, demanding free elections to the soviets and free speech. "
                "The Red Army crossed the ice to storm the base and crushed the rising."
            ),
            S(
                "Q: What happened on Bloody Sunday in St Petersburg?\nA: On 22 January 1905 (9 "
                "January in the old calendar) the priest Georgy Gapon led a peaceful march of "
                "workers to the Winter Palace with a petition for Nicholas II. Troops opened fire, "
                "killing and wounding hundreds, and unrest spread across Russia."
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the four Cs of a diamond?",
        "cut, colour, clarity and carat weight",
        [
            D(
                "The carat\n- Weight: one metric carat is 200 milligrams, a standard agreed in "
                "1907 and taken up by most countries soon after\n- Name: said to come from the "
                "carob seed, once used to balance gem scales\n- Not to be confused with: the "
                "karat, a measure of the purity of gold"
            ),
            D(
                "The Kimberley Process\n- What: a scheme to certify that rough diamonds are not "
                "sold to pay for wars\n- When: launched in 2003, after a meeting at Kimberley in "
                "South Africa in 2000\n- Members: about 60 participants, counting the European "
                "Union as one\n- Aimed at: the trade in so-called blood diamonds from war zones"
            ),
            D(
                "The Cullinan diamond\n- Found: 26 January 1905, at the Premier mine near "
                "Pretoria, South Africa\n- Size: 3,106 carats, the largest gem-quality rough "
                "diamond ever found\n- Fate: given to King Edward VII and cut into nine major "
                "stones, two of them now set in the Crown Jewels"
            ),
            S(
                "The four Cs of diamonds\n- What they are: cut, colour, clarity and carat weight, "
                "the four qualities by which a diamond is graded and priced\n- Who set them out: "
                "the Gemological Institute of America, founded in 1931, whose grading scales "
                "became the world standard\n- Colour scale: D, colourless, down to Z"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How are the members of the Swiss Federal Council chosen?",
        (
            "the two houses of parliament, sitting together as the Federal Assembly, elect the "
            "seven members one seat at a time for four years, in December after each general "
            "election"
        ),
        [
            D(
                "Q: What was the magic formula?\nA: The unwritten rule, kept from 1959 to 2003, "
                "that shared the seats on the Federal Council among the four largest parties: two "
                "each for the Free Democrats, the Christian Democrats and the Social Democrats, "
                "and one for the farmers' party that became the Swiss People's Party."
            ),
            S(
                "Q: How is the Swiss Federal Council chosen?\nA: The two houses of parliament meet "
                "together as the Federal Assembly, in December after each general election, and "
                "elect the seven councillors one seat at a time by secret ballot for four years. "
                "Each year they also pick one of the seven to serve as president."
            ),
            D(
                "Q: What is a Landsgemeinde?\nA: An open-air assembly at which the voters of a "
                "canton meet in the main square once a year to pass laws and choose officials by a "
                "show of hands. Only two cantons keep it, Glarus and Appenzell Innerrhoden, which "
                "meet on a Sunday in spring."
            ),
            D(
                "Q: Who is the Federal Chancellor of Switzerland?\nA: The head of the Federal "
                "Chancellery, the government's staff office, who runs federal elections and votes "
                "and sits in on cabinet meetings without a vote. The chancellor is often called "
                "the eighth member of the Federal Council; Walter Thurnherr held the post from "
                "2016 to 2023."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is the Mexican wave called the Mexican wave?",
        "because television viewers around the world first saw it at the 1986 World Cup in Mexico",
        [
            D(
                "Q: Who started the wave at sports games?\nA: The professional cheerleader Krazy "
                "George Henderson says he led the first one at an Oakland Athletics baseball game "
                "on 15 October 1981, against the New York Yankees; the University of Washington "
                "claims one at a football game later that month."
            ),
            D(
                "Q: Why was the ball at the 1986 World Cup called the Azteca?\nA: Adidas named it "
                "after the Aztec patterns printed on its panels, a nod to the host country. It was "
                "the first World Cup ball made wholly of synthetic materials, so it no longer "
                "soaked up water on wet pitches."
            ),
            D(
                "Q: Why did Mexico host the 1986 World Cup?\nA: Colombia had been chosen to host "
                "it but withdrew in November 1982, citing the cost, and FIFA gave the finals to "
                "Mexico in May 1983. Mexico, which had also held them in 1970, became the first "
                "country to host twice, despite an earthquake in 1985."
            ),
            S(
                "Q: Why is it called the Mexican wave?\nA: Crowds at the 1986 World Cup in Mexico "
                "kept leaping up in turn, so that a ripple ran round the stands, and television "
                "viewers around the world saw it there for the first time. Outside North America "
                "it has carried the host country's name ever since."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is happy birthday to you still copyrighted",
        (
            "No: a US judge ruled the copyright claim invalid in 2015, and a settlement in 2016 "
            "put the song in the public domain"
        ),
        [
            D(
                "Q: Where does the tune of Happy Birthday come from?\nA: From Good Morning to All, "
                "a song for small children written by two sisters from Louisville, Kentucky, "
                "Mildred Hill and Patty Hill, a kindergarten teacher, and printed in their Song "
                "Stories for the Kindergarten in 1893."
            ),
            S(
                "Q: Is Happy Birthday to You still under copyright?\nA: No. In September 2015 a "
                "federal judge in Los Angeles ruled that Warner/Chappell, which had charged for "
                "its use in films and on TV, held no valid copyright in the words, and a "
                "settlement in 2016 put the song in the public domain in the United States."
            ),
            D(
                "Q: When did Marilyn Monroe sing Happy Birthday, Mr. President?\nA: On 19 May "
                "1962, at a fund-raising gala in Madison Square Garden ten days before John F. "
                "Kennedy's 45th birthday, in a sheer gown covered in crystals that sold at auction "
                "in 2016 for 4.8 million dollars."
            ),
            D(
                "Q: Who wrote the Beatles song Birthday?\nA: Paul McCartney and John Lennon wrote "
                "it together at Abbey Road in September 1968, during the sessions for the White "
                "Album, on which it opens the third side. They broke off to watch a film at "
                "McCartney's house nearby and came back to finish it."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "Whom did the grandson that Camp David is named after marry?",
        (
            "Julie Nixon, daughter of Richard Nixon, in December 1968: Camp David is named after "
            "David Eisenhower"
        ),
        [
            D(
                "Q: What were the Camp David Accords?\nA: Two frameworks for peace agreed by Anwar "
                "Sadat of Egypt and Menachem Begin of Israel after 13 days of talks hosted by "
                "Jimmy Carter at the retreat, signed at the White House on 17 September 1978. They "
                "led to a peace treaty between the two countries in March 1979."
            ),
            S(
                "Q: Why is it called Camp David?\nA: Franklin D. Roosevelt called the presidential "
                "retreat in Maryland's Catoctin Mountains Shangri-La. In 1953 Dwight D. Eisenhower "
                "renamed it Camp David, after his father and his young grandson, Dwight David "
                "Eisenhower II."
            ),
            S(
                "Q: Whom did David Eisenhower marry?\nA: Julie Nixon, younger daughter of Richard "
                "Nixon, on 22 December 1968, weeks after her father was elected president, at the "
                "Marble Collegiate Church in New York, with Norman Vincent Peale officiating. He "
                "later wrote a book about his grandfather's war."
            ),
            D(
                "Q: Where did Tricia Nixon marry?\nA: In the Rose Garden of the White House on 12 "
                "June 1971, when Richard Nixon's elder daughter married Edward Cox, a law student. "
                "It was the first wedding held out of doors at the White House, and about 400 "
                "guests attended."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Who sculpted The Burghers of Calais?",
        "Auguste Rodin",
        [
            D(
                "The chronicler Jean Froissart tells how, in 1347, after Edward III had besieged "
                "Calais for eleven months, six burghers led by Eustache de Saint Pierre came out "
                "in their shirts with ropes round their necks to give their lives for the town, "
                "and were spared only when Queen Philippa begged for mercy."
            ),
            D(
                "A cast of The Burghers of Calais has stood in Victoria Tower Gardens, beside the "
                "Houses of Parliament in London, since 1915, four years after it was bought for "
                "the nation. Other casts of the sculpted group stand in Paris, Copenhagen, "
                "Philadelphia, Tokyo and Basel, among other cities."
            ),
            S(
                "In 1884 the town council of Calais asked Auguste Rodin for a monument to the six "
                "townsmen who had offered themselves to the English king in 1347. He modelled them "
                "in bronze at life size, barefoot and haggard, nooses round their necks, each "
                "alone in his despair; Les Bourgeois de Calais was unveiled in 1895."
            ),
            D(
                "The sculptor Camille Claudel, who worked in Rodin's studio from the mid-1880s, "
                "made The Waltz, a bronze of a dancing couple, between 1889 and 1905, and The Age "
                "of Maturity around 1900. Her brother Paul had her committed to an asylum in 1913, "
                "where she spent the last thirty years of her life."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "warren commission conclusion",
        "that Lee Harvey Oswald acted alone in shooting President Kennedy",
        [
            D(
                "In 1979 the House Select Committee on Assassinations concluded that John F. "
                "Kennedy was probably killed as a result of a conspiracy, relying largely on a "
                "police radio recording that seemed to hold a fourth shot. A panel of the National "
                "Academy of Sciences later disputed that reading of the tape."
            ),
            D(
                "As Chief Justice of the United States from 1953 to 1969, Earl Warren led the "
                "Supreme Court to its unanimous ruling in Brown v. Board of Education in 1954, "
                "which struck down racial segregation in public schools, and to Miranda v. Arizona "
                "in 1966. He had earlier been governor of California."
            ),
            D(
                "Abraham Zapruder, a dressmaker, was filming the motorcade in Dealey Plaza with "
                "his home movie camera when the shots were fired on 22 November 1963. His 26 "
                "seconds of colour film, sold to Life magazine for 150,000 dollars, became the "
                "most closely studied footage of the killing."
            ),
            S(
                "The panel Lyndon Johnson set up a week after the Dallas shooting, chaired by "
                "Chief Justice Earl Warren, handed him its 888-page report in September 1964. It "
                "found that one man, Lee Harvey Oswald, had fired every shot from the Texas School "
                "Book Depository, with no accomplice or plot behind him."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which was composed first, the 1812 Overture or Pictures at an Exhibition?",
        (
            "Pictures at an Exhibition, written by Mussorgsky in 1874; Tchaikovsky wrote the 1812 "
            "Overture in 1880"
        ),
        [
            S(
                "Mussorgsky wrote Pictures at an Exhibition, a piano suite, in a few weeks in June "
                "1874, after a memorial show in St Petersburg of drawings and watercolours by his "
                "friend Viktor Hartmann, who had died the year before. Each movement portrays one "
                "of the works, and a recurring Promenade links them like a stroll round the "
                "gallery."
            ),
            D(
                "Maurice Ravel's orchestration of Pictures at an Exhibition was commissioned by "
                "the conductor Serge Koussevitzky, who gave the first performance in Paris in "
                "October 1922. Ravel worked from a printed edition by Rimsky-Korsakov rather than "
                "the composer's own manuscript, which was not published until 1931, fifty years "
                "after his death."
            ),
            S(
                "Tchaikovsky wrote the 1812 Overture in 1880 for an arts and industry exhibition "
                "to be held in Moscow, marking Russia's stand against Napoleon's invasion in the "
                "year of its title. It was first heard in Moscow in August 1882, and its score "
                "calls for cannon fire and the pealing of church bells."
            ),
            D(
                "Beethoven's Wellington's Victory, a battle piece marking the British defeat of "
                "the French at Vitoria in Spain, was first played in Vienna in December 1813. Its "
                "score calls for muskets and cannon fire, sounded on large drums and ratchets, and "
                "it was one of the greatest successes of his life."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "What did the Bosman ruling change?",
        (
            "players out of contract could move to a club in another EU country without a transfer "
            "fee, and limits on players from other EU countries were struck down"
        ),
        [
            D(
                "Jean-Marc Bosman was a Belgian midfielder playing for RFC Li\u00e8ge when his "
                "contract ran out in 1990 and a move to the French club Dunkerque fell through "
                "after Li\u00e8ge cut his pay. The five-year legal fight that followed ended his "
                "playing career, and he gained little money from the ruling that bears his name."
            ),
            S(
                "Once the Luxembourg judges sided with Jean-Marc Bosman in December 1995, a "
                "footballer whose deal had run out could join a club in another member state "
                "without any fee being paid, and leagues could no longer cap the number of players "
                "from elsewhere in the European Union that a team fielded."
            ),
            D(
                "In 2006 the Scottish defender Andy Webster used article 17 of FIFA's transfer "
                "rules, which lets a player end his contract early once a protected period is "
                "over, to leave Hearts for Wigan Athletic. The Court of Arbitration for Sport "
                "ruled in 2008 on how much compensation he owed."
            ),
            D(
                "From the 2006-07 season UEFA required clubs in its competitions to name a set "
                "number of home-grown players, trained by the club or in its country for three "
                "years between the ages of 15 and 21, in their squads of 25. The number rose to "
                "eight from the 2008-09 season."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does Braille represent letters?",
        (
            "each character is a cell of up to six raised dots in two columns of three, and which "
            "dots are raised tells the reader the character"
        ),
        [
            D(
                "Charles Barbier, an artillery officer, devised night writing in the early 1800s "
                "so soldiers could pass on orders without light: each sound was represented by "
                "raised dots in a grid of up to twelve, read by touch. He showed it at the Paris "
                "school for blind children, where a young pupil took it up."
            ),
            S(
                "Louis Braille's system gives every character a small cell with room for six "
                "raised dots, set in two columns of three. A fingertip feels which of the six are "
                "raised: one dot at the top left stands for a, for instance, and the 63 possible "
                "patterns also cover numbers and punctuation."
            ),
            D(
                "Moon type, devised by William Moon of Brighton in 1845 after he lost his sight, "
                "represents the letters of the alphabet with raised shapes based on simplified "
                "Roman capitals, which makes it easier to learn for people who go blind late in "
                "life. It is still printed in Britain."
            ),
            D(
                "Louis Braille was born on 4 January 1809 at Coupvray, east of Paris, and lost his "
                "sight after hurting an eye with a tool in his father's harness workshop at the "
                "age of three. He taught at the Royal Institute for Blind Youth in Paris and died "
                "in 1852; his remains were moved to the Panth\u00e9on in 1952."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "why is it called a cravat",
        (
            "after Croatian soldiers serving France in the 1630s, whose knotted neck scarves the "
            "French named cravates, from the word for Croat"
        ),
        [
            D(
                "The ascot tie, a broad neckband folded over and pinned, is called after Royal "
                "Ascot, the race meeting in Berkshire where gentlemen wore it in the late "
                "nineteenth century with morning dress. Men in the Royal Enclosure there must "
                "still wear a black or grey morning suit with a waistcoat."
            ),
            D(
                "The Windsor knot, a wide and even knot, is called after the Duke of Windsor, "
                "formerly King Edward VIII, who liked broad knots; in fact he is said to have got "
                "the look from ties made with thicker lining, not by tying the knot that now bears "
                "his name. It goes best with shirts that have a wide spread collar."
            ),
            S(
                "In the 1630s Croatian horsemen fighting for France in the Thirty Years' War "
                "knotted linen scarves at their throats, and Parisians who took up the fashion "
                "named the neckwear after them: cravate comes from Hrvat, the Croats' own word for "
                "themselves. Croatia marks Cravat Day each 18 October."
            ),
            D(
                "The bolo tie, a cord held by an ornamental clasp, is linked with the American "
                "West: Arizona made it the official state neckwear in 1971, and New Mexico "
                "followed in 2007. A silversmith from Wickenburg, Arizona, Victor Cedarstaff, said "
                "he had invented it in the 1940s."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Did Puccini finish Turandot?",
        "No: he died in 1924 with the final duet only sketched, and Franco Alfano completed it",
        [
            D(
                "Madama Butterfly was hissed at its first night at La Scala in Milan on 17 "
                "February 1904. Puccini withdrew it and reworked it, splitting the long second act "
                "in two, and the new version was a triumph in Brescia three months later; he went "
                "on revising it until 1907."
            ),
            D(
                "Nessun dorma, the tenor aria from the last act of Turandot, became famous far "
                "beyond opera when the BBC used Luciano Pavarotti's recording as the theme of its "
                "coverage of the 1990 World Cup in Italy. The single reached number two in the "
                "British charts that summer."
            ),
            S(
                "Puccini died in Brussels in November 1924 with the last duet of Turandot still "
                "only in sketches, and Franco Alfano was asked to round it off from them. At the "
                "premiere at La Scala in April 1926, Toscanini laid down his baton where Puccini's "
                "own music stopped and told the audience the maestro had died there."
            ),
            D(
                "Alban Berg died in December 1935 with the third act of his opera Lulu only partly "
                "orchestrated, and his widow would let no one finish it. After her death Friedrich "
                "Cerha completed it, and the full three-act opera was first staged in Paris in "
                "1979 under Pierre Boulez."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the man who scored 100 points in an NBA game born?",
        "Philadelphia: Wilt Chamberlain, who scored 100 on 2 March 1962, was born there in 1936",
        [
            S(
                "On 2 March 1962, before about 4,000 fans at an arena in Hershey, Pennsylvania, "
                "Wilt Chamberlain of the Warriors made 36 field goals and 28 free throws against "
                "the New York Knicks, a century in a single night, a league record that still "
                "stands more than sixty years on."
            ),
            D(
                "Bill Russell, born in Monroe, Louisiana, in 1934 and raised in Oakland, "
                "California, won eleven NBA titles with the Boston Celtics between 1957 and 1969, "
                "the last two as player and coach. He was the first Black head coach in any major "
                "American professional league. He died in 2022, aged 88."
            ),
            D(
                "Elgin Baylor scored 71 points for the Los Angeles Lakers against the New York "
                "Knicks in November 1960, then the most ever scored by one player in an NBA game. "
                "He was born in Washington, D.C., in 1934 and played his whole career for the "
                "Lakers, retiring nine games into the 1971-72 season."
            ),
            S(
                "Wilton Norman Chamberlain came into the world on 21 August 1936 in Philadelphia, "
                "where he grew up to stand 2.16 m tall. He starred at Overbrook High School in the "
                "city before going to the University of Kansas in 1955, and he later spent the "
                "last five years of his career with the Lakers."
            ),
        ],
        drop=0,
    ),
]
