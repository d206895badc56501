"""Held-out multi-hop questions, batch 5 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Subjects: film, television and music. 11 bridge, 5 comparison, 4 compositional questions,
each with 8 titled passages (2 supports, 6 distractors). Original text, CC0 1.0.
Measured lengths (characters, title included): mean support 338, mean distractor 333;
every distractor within 30% of its question's mean support length; a support is the
longest passage in 0 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which county is the town where the Woodstock festival took place?",
        "Sullivan County",
        [
            D(
                "Woodstock, New York: Woodstock is a town in Ulster County, New York, "
                "United States, on the southern edge of the Catskill Mountains. An "
                "artists' colony since the founding of the Byrdcliffe Colony in 1902, "
                "it lent its name to the 1969 music festival, although the event "
                "itself was staged on a dairy farm in another town."
            ),
            D(
                "Woodstock (film): Woodstock is a 1970 American documentary film "
                "directed by Michael Wadleigh about the counterculture music festival "
                "of August 1969. Edited in part by Thelma Schoonmaker and Martin "
                "Scorsese, it won the Academy Award for Best Documentary Feature and "
                "was selected for the National Film Registry in 1996."
            ),
            S(
                "Woodstock: The Woodstock Music and Art Fair, commonly called "
                "Woodstock, was a music festival held from August 15 to 18, 1969, on "
                "Max Yasgur's dairy farm in Bethel, New York, 43 miles southwest of "
                'the town of Woodstock. Billed as "an Aquarian Exposition: 3 Days of '
                'Peace & Music", it drew an audience of more than 400,000 people.'
            ),
            D(
                "Woodstock '99: Woodstock 1999 was a music festival held from July 22 "
                "to 25, 1999, at the former Griffiss Air Force Base in Rome, New York, "
                "in Oneida County. Intended to mark the 30th anniversary of the "
                "original festival, it was marred by heat, costly water, fires and "
                "violence, and is often described as one of the worst festivals ever "
                "held."
            ),
            D(
                "Bethel, Connecticut: Bethel is a town in Fairfield County, "
                "Connecticut, United States, bordering the city of Danbury and about "
                "60 miles northeast of New York City. Settled in the early 18th "
                "century, it was the birthplace of the showman P. T. Barnum in 1810, "
                "and its railroad station is served by the Danbury Branch of "
                "Metro-North."
            ),
            S(
                "Bethel, New York: Bethel is a town in Sullivan County, New York, "
                "United States, in the southwestern foothills of the Catskill "
                "Mountains, about 90 miles northwest of New York City. The town "
                "includes the hamlets of White Lake, Kauneonga Lake and Smallwood, and "
                "it is home to the Bethel Woods Center for the Arts, an outdoor venue "
                "opened in 2006."
            ),
            D(
                'Woodstock (song): "Woodstock" is a song written by Joni Mitchell '
                "about the festival of August 1969, which she did not attend. Crosby, "
                "Stills, Nash & Young released a rock version as a single in 1970 from "
                "their album Déjà Vu, and the British band Matthews Southern Comfort "
                "took it to number one in the United Kingdom the same year."
            ),
            D(
                "Monterey International Pop Festival: The Monterey International Pop "
                "Festival was a three-day music festival held from June 16 to 18, "
                "1967, at the Monterey County Fairgrounds in Monterey, California. It "
                "featured the first major American appearances of Jimi Hendrix and The "
                "Who and the breakthrough of Janis Joplin, and is seen as a forerunner "
                "of later rock festivals."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which sitcom ran for more seasons, Seinfeld or Frasier?",
        "Frasier",
        [
            D(
                "Jerry Seinfeld: Jerome Allen Seinfeld (born April 29, 1954) is an "
                "American stand-up comedian, actor, writer and producer known for his "
                "observational humour. He co-created and starred in a long-running "
                "sitcom with Larry David, and he later created the web series "
                "Comedians in Cars Getting Coffee and co-wrote the animated film Bee "
                "Movie (2007)."
            ),
            S(
                "Frasier: Frasier is an American television sitcom created by David "
                "Angell, Peter Casey and David Lee, starring Kelsey Grammer as the "
                "psychiatrist Dr. Frasier Crane, who returns to his hometown to host a "
                "call-in radio show. It ran for eleven seasons, from September 16, "
                "1993, to May 13, 2004, and won 37 Primetime Emmy Awards."
            ),
            D(
                "Frasier (2023 TV series): Frasier is an American television sitcom "
                "that premiered on Paramount+ on October 12, 2023, a revival of the "
                "earlier series of the same name. Kelsey Grammer returns as Frasier "
                "Crane, who moves to Boston to reconnect with his son Freddy and teach "
                "at Harvard, and the show was cancelled in 2025 after two seasons."
            ),
            D(
                "Everybody Loves Raymond: Everybody Loves Raymond is an American "
                "television sitcom created by Philip Rosenthal, starring Ray Romano as "
                "a sportswriter on Long Island who lives across the street from his "
                "meddling parents. It ran for nine seasons, from September 13, 1996, "
                "to May 16, 2005, and twice won the Emmy for Outstanding Comedy "
                "Series."
            ),
            S(
                "Seinfeld: Seinfeld is an American television sitcom created by Larry "
                "David and Jerry Seinfeld, who stars as a fictionalized version of "
                "himself alongside his friends George, Elaine and Kramer in New York "
                "City. It aired for nine seasons, from July 5, 1989, to May 14, 1998, "
                'with 180 episodes, and is often called "a show about nothing".'
            ),
            D(
                "Curb Your Enthusiasm: Curb Your Enthusiasm is an American television "
                "sitcom created by Larry David, who stars as a fictionalized version "
                "of himself, a semi-retired television writer and producer in Los "
                "Angeles. Largely improvised from a brief outline of each episode, it "
                "ran for twelve seasons between October 2000 and April 2024."
            ),
            D(
                "Mad About You: Mad About You is an American television sitcom created "
                "by Paul Reiser and Danny Jacobson, starring Reiser and Helen Hunt as "
                "a newly married couple living in an apartment in New York City. The "
                "original series ran for seven seasons from 1992 to 1999, and a "
                "revival with the same stars was released in 2019."
            ),
            D(
                "Kelsey Grammer: Allen Kelsey Grammer (born February 21, 1955) is an "
                "American actor, producer and singer. He played the psychiatrist "
                "Frasier Crane on television for twenty years across two sitcoms, "
                "winning five Primetime Emmy Awards, and he voiced Stinky Pete in Toy "
                "Story 2 and played Beast in X-Men: The Last Stand."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "which earl owns the castle used as downton abbey in the tv series",
        "the Earl of Carnarvon",
        [
            D(
                "Downton Abbey (film): Downton Abbey is a 2019 historical drama film "
                "written by Julian Fellowes and directed by Michael Engler, a "
                "continuation of the television series of the same name. Set in 1927, "
                "it follows the Crawley family and their servants as they prepare for "
                "a royal visit from King George V and Queen Mary."
            ),
            S(
                "Downton Abbey: Downton Abbey is a British historical drama television "
                "series created and co-written by Julian Fellowes, set in the early "
                "20th century on the fictional Yorkshire estate of the Crawley family. "
                "First broadcast on ITV on 26 September 2010, it ran for six series, "
                "and much of it was filmed at Highclere Castle in Hampshire."
            ),
            D(
                "Castle Howard: Castle Howard is a stately home in North Yorkshire, "
                "England, about 15 miles north of York, and the private residence of "
                "the Howard family for more than 300 years. Designed by Sir John "
                "Vanbrugh and Nicholas Hawksmoor and built between 1699 and 1712, it "
                "stood in for Brideshead in the 1981 television serial Brideshead "
                "Revisited."
            ),
            D(
                "Gosford Park: Gosford Park is a 2001 mystery film directed by Robert "
                "Altman and written by Julian Fellowes, set in an English country "
                "house in November 1932. An ensemble cast led by Maggie Smith, Michael "
                "Gambon and Kristin Scott Thomas plays the guests and servants of a "
                "shooting party, and Fellowes won the Academy Award for Best Original "
                "Screenplay."
            ),
            S(
                "Highclere Castle: Highclere Castle is a country house in the "
                "Jacobethan style in Hampshire, England, set in parkland landscaped by "
                "Capability Brown. It is the country seat of the Earl of Carnarvon, "
                "and it was largely rebuilt by Sir Charles Barry between 1839 and "
                "1842. The 5th Earl financed the search that found the tomb of "
                "Tutankhamun in 1922."
            ),
            D(
                "Highclere: Highclere is a village and civil parish in the Basingstoke "
                "and Deane district of Hampshire, England, about five miles south of "
                "the town of Newbury. A small rural parish on the chalk hills of the "
                "North Wessex Downs, it includes the hamlet of Highclere Street and "
                "lies close to Beacon Hill, the site of an Iron Age hill fort."
            ),
            D(
                "Downton Abbey: A New Era: Downton Abbey: A New Era is a 2022 "
                "historical drama film directed by Simon Curtis and written by Julian "
                "Fellowes, the sequel to the 2019 film. Part of the story follows the "
                "family to a villa in the south of France that the Dowager Countess "
                "has inherited, while a film company shoots a silent picture at the "
                "house."
            ),
            D(
                "The Gilded Age (TV series): The Gilded Age is an American historical "
                "drama television series created and written by Julian Fellowes that "
                "premiered on 24 January 2022. Set in New York City in 1882, it "
                "follows the rivalry between the old-money van Rhijn family and the "
                "newly rich Russell family, played by Carrie Coon and Morgan Spector."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the songwriter of Hallelujah born?",
        "Westmount, Quebec",
        [
            D(
                "Hallelujah (1929 film): Hallelujah is a 1929 American pre-Code "
                "musical film directed by King Vidor, one of the first films from a "
                "major Hollywood studio with an all-African-American cast. Daniel L. "
                "Haynes plays a cotton sharecropper who turns to preaching after a "
                "family tragedy, and Vidor was nominated for the Academy Award for "
                "Best Director."
            ),
            S(
                'Hallelujah (Leonard Cohen song): "Hallelujah" is a song written by '
                "the Canadian singer Leonard Cohen, first released on his album "
                "Various Positions in 1984. The song had little initial success, but "
                "it found a wide audience through later cover versions, notably one by "
                "Jeff Buckley in 1994, and it has been recorded by more than 300 "
                "artists."
            ),
            D(
                "Messiah (Handel): Messiah is an English-language oratorio composed in "
                "1741 by George Frideric Handel, with a scriptural text compiled by "
                "Charles Jennens from the King James Bible. First performed in Dublin "
                'on 13 April 1742, it is best known for its "Hallelujah" chorus, '
                "which closes the second of its three parts."
            ),
            D(
                "Rufus Wainwright: Rufus McGarrigle Wainwright (born July 22, 1973) is "
                "an American-Canadian singer, songwriter and composer, born in "
                "Rhinebeck, New York, to the folk singers Loudon Wainwright III and "
                'Kate McGarrigle. His recording of "Hallelujah" appeared on the '
                "soundtrack album of the 2001 film Shrek, and he has written two "
                "operas."
            ),
            D(
                "Jeff Buckley: Jeffrey Scott Buckley (November 17, 1966 \u2013 May 29, "
                "1997) was an American singer, songwriter and guitarist, born in "
                "Anaheim, California. His only studio album, Grace (1994), included a "
                "celebrated cover of a Leonard Cohen song, and he drowned at the age "
                "of 30 while swimming in the Wolf River Harbor in Tennessee."
            ),
            D(
                "Various Positions: Various Positions is the seventh studio album by "
                "the Canadian singer-songwriter Leonard Cohen, released in December "
                "1984. Produced by John Lissauer and featuring the vocals of Jennifer "
                "Warnes on several tracks, it was at first turned down for release in "
                "the United States by Columbia Records."
            ),
            S(
                "Leonard Cohen: Leonard Norman Cohen (September 21, 1934 \u2013 November 7, "
                "2016) was a Canadian singer-songwriter, poet and novelist. Born into "
                "a Jewish family in Westmount, Quebec, he published poetry and novels "
                "before turning to music in 1967 with the album Songs of Leonard "
                "Cohen, and his work explored religion, isolation and love."
            ),
            D(
                'So Long, Marianne: "So Long, Marianne" is a song by the Canadian '
                "singer-songwriter Leonard Cohen from his debut album, Songs of "
                "Leonard Cohen, released in December 1967. It was inspired by Marianne "
                "Ihlen, whom Cohen met on the Greek island of Hydra in 1960 and with "
                "whom he lived for much of the decade."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Who co-founded the organization that produces Sesame Street?",
        "Joan Ganz Cooney and Lloyd Morrisett",
        [
            D(
                "Sesame Place: Sesame Place is a theme park in Middletown Township, "
                "Bucks County, Pennsylvania, near Langhorne, based on a long-running "
                "children's television series. Opened in 1980 and operated by SeaWorld "
                "Parks & Entertainment, it combines water rides, parades and shows "
                "with the programme's characters, and a second park opened near San "
                "Diego in 2022."
            ),
            D(
                "Big Bird: Big Bird is a character on the children's television show "
                "Sesame Street, an eight-foot-two-inch yellow bird who lives in a "
                "large nest behind 123 Sesame Street. He was performed by the "
                "puppeteer Caroll Spinney from the programme's first episode in 1969 "
                "until 2018, when Matt Vogel took over the role."
            ),
            D(
                "Public Broadcasting Service: The Public Broadcasting Service (PBS) is "
                "an American public broadcaster and non-commercial, free-to-air "
                "television network based in Arlington, Virginia. Founded on November "
                "3, 1969, it took over many of the functions of National Educational "
                "Television and is the best-known source of educational programmes for "
                "American public television."
            ),
            S(
                "Sesame Workshop: Sesame Workshop is an American non-profit "
                "organization based in New York City that produces educational media "
                "for children. It was founded in 1968 by the television producer Joan "
                "Ganz Cooney and the psychologist Lloyd Morrisett, and its "
                "international co-productions have been shown in some 150 countries."
            ),
            D(
                "Mister Rogers' Neighborhood: Mister Rogers' Neighborhood is an "
                "American children's television series created and hosted by Fred "
                "Rogers, a Presbyterian minister. It was broadcast nationally from "
                "1968 to 2001 and produced in Pittsburgh with Family Communications, "
                "the non-profit company Rogers founded in 1971."
            ),
            S(
                "Sesame Street: Sesame Street is an American educational children's "
                "television series that combines live action, sketch comedy, animation "
                "and puppetry. It premiered on National Educational Television on "
                "November 10, 1969, and moved to PBS the following year. It is "
                "produced by Sesame Workshop, which was called the Children's "
                "Television Workshop until June 2000."
            ),
            D(
                "Plaza Sésamo: Plaza Sésamo is a Spanish-language children's "
                "television series, the Latin American co-production of Sesame Street, "
                "first broadcast in Mexico in 1972. It was made with the Mexican "
                "broadcaster Televisa and features its own characters, such as the "
                "green parrot Abelardo Montoya, alongside Spanish-speaking versions of "
                "familiar ones."
            ),
            D(
                "Barney & Friends: Barney & Friends is an American children's "
                "television series aimed at children aged one to eight, featuring a "
                "purple Tyrannosaurus rex who teaches educational messages through "
                "songs. Created by Sheryl Leach, it grew out of a home video series "
                "and was broadcast on PBS from April 6, 1992, to November 2, 2010."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the studio that makes Wallace and Gromit based?",
        "Bristol",
        [
            D(
                "Wallace & Gromit: The Curse of the Were-Rabbit: Wallace & Gromit: The "
                "Curse of the Were-Rabbit is a 2005 stop-motion animated comedy film "
                "directed by Nick Park and Steve Box, the first feature-length film of "
                "the series. The pair run a humane pest-control business before a "
                "giant rabbit ravages the town's vegetable gardens, and it won the "
                "Academy Award for Best Animated Feature."
            ),
            D(
                "Chicken Run: Chicken Run is a 2000 stop-motion animated comedy film "
                "directed by Peter Lord and Nick Park. Set on a Yorkshire egg farm in "
                "the 1950s, it follows a group of hens who plot their escape with the "
                "help of an American rooster voiced by Mel Gibson, and it is the "
                "highest-grossing stop-motion animated film ever made."
            ),
            S(
                "Wallace & Gromit: Wallace & Gromit is a British stop-motion animated "
                "comedy franchise created by Nick Park of Aardman Animations. It "
                "follows Wallace, a cheerful, absent-minded inventor with a love of "
                "cheese, and his silent but clever beagle Gromit. Two of its short "
                "films, The Wrong Trousers (1993) and A Close Shave (1995), won the "
                "Academy Award for Best Animated Short Film."
            ),
            D(
                "Laika (company): Laika, LLC is an American stop-motion animation "
                "studio based in Hillsboro, Oregon, and owned by the Knight family. "
                "Spun off in 2005 from the assets of Will Vinton Studios, it has made "
                "the feature films Coraline (2009), ParaNorman (2012), The Boxtrolls "
                "(2014), Kubo and the Two Strings (2016) and Missing Link (2019)."
            ),
            D(
                "Nick Park: Nicholas Wulstan Park (born 6 December 1958) is an English "
                "animator and director from Preston, Lancashire, best known as the "
                "creator of Wallace and Gromit and Shaun the Sheep. He studied at "
                "Sheffield Hallam University and the National Film and Television "
                "School, where he began A Grand Day Out, and he has won four Academy "
                "Awards."
            ),
            D(
                "Shaun the Sheep: Shaun the Sheep is a British stop-motion animated "
                "children's television series created by Nick Park, a spin-off of the "
                "1995 short film A Close Shave. First broadcast on CBBC in March 2007, "
                "it follows a clever sheep who leads the rest of his flock into "
                "trouble on a farm in the north of England, without any spoken "
                "dialogue."
            ),
            S(
                "Aardman Animations: Aardman Animations Ltd. is a British animation "
                "studio based in Bristol, England, known for its stop-motion and clay "
                "animation. It was founded in 1972 by Peter Lord and David Sproxton as "
                "a low-budget project, and its feature films include Chicken Run "
                "(2000), Flushed Away (2006) and Early Man (2018)."
            ),
            D(
                "Cosgrove Hall Films: Cosgrove Hall Films was a British animation "
                "studio founded in 1976 by Brian Cosgrove and Mark Hall, with its "
                "studios in Chorlton-cum-Hardy, a suburb of Manchester. It made "
                "children's programmes such as Danger Mouse, Count Duckula and The "
                "Wind in the Willows, and it was closed by its owner, ITV, in 2009."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "What do the call letters of the radio station that first broadcast the Grand "
        "Ole Opry stand for?",
        "We Shield Millions",
        [
            D(
                "Grand Ole Opry House: The Grand Ole Opry House is a concert hall with "
                "about 4,400 seats in Nashville, Tennessee, part of the Opryland "
                "complex east of downtown. Opened on March 16, 1974, with a visit from "
                "President Richard Nixon, it has hosted the weekly country music show "
                "most years since, and a circle of wood from the stage of its previous "
                "home is set into its floor."
            ),
            D(
                "WLS (AM): WLS is a commercial AM radio station in Chicago, Illinois, "
                "broadcasting on 890 kHz with a news-talk format. It was founded in "
                "1924 by Sears, Roebuck and Co., and its call letters stand for the "
                "company's slogan, \"World's Largest Store\". From 1924 to 1960 it "
                "carried the National Barn Dance, an early country music programme."
            ),
            S(
                "WSM (AM): WSM is a clear-channel AM radio station in Nashville, "
                "Tennessee, broadcasting on 650 kHz with a country music format. It "
                "signed on in October 1925, owned by the National Life and Accident "
                "Insurance Company, and its call letters come from that company's "
                'motto, "We Shield Millions". At night its signal reaches much of '
                "North America."
            ),
            D(
                "Louisiana Hayride: Louisiana Hayride was a radio and later television "
                "country music show broadcast from the Shreveport Municipal Memorial "
                "Auditorium in Shreveport, Louisiana, from 1948 to 1960. Carried by "
                "the 50,000-watt station KWKH, it helped launch the careers of Hank "
                'Williams and Kitty Wells and was known as the "Cradle of the '
                'Stars".'
            ),
            D(
                "Opryland USA: Opryland USA was a country-music-themed amusement park "
                "in Nashville, Tennessee, that operated from 1972 to 1997. Built by "
                "the National Life and Accident Insurance Company on farmland east of "
                "the city, beside the Cumberland River, it was closed at the end of "
                "1997 by its later owner, Gaylord Entertainment, and the site became "
                "the Opry Mills shopping mall."
            ),
            S(
                "Grand Ole Opry: The Grand Ole Opry is a weekly American country music "
                "stage concert in Nashville, Tennessee, founded on November 28, 1925, "
                "by George D. Hay as a one-hour radio barn dance on WSM. It is the "
                "longest-running radio broadcast in US history, and since 1974 it has "
                "been staged mainly at the Grand Ole Opry House."
            ),
            D(
                "WGN (AM): WGN is a commercial AM radio station in Chicago, Illinois, "
                "broadcasting on 720 kHz with a news-talk format. Long owned by the "
                "Chicago Tribune, it took its call letters from the newspaper's "
                'description of itself as the "World\'s Greatest Newspaper", and it '
                "carried Chicago Cubs baseball games for most of its history."
            ),
            D(
                "National Barn Dance: The National Barn Dance was an American country "
                "music radio programme broadcast from Chicago beginning in 1924, one "
                "of the first of its kind and a model for later barn dance shows "
                "across the country. It helped make stars of Gene Autry and Patsy "
                "Montana and was carried nationally on network radio from 1933 to "
                "1946."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "which opened first the royal albert hall or carnegie hall",
        "the Royal Albert Hall",
        [
            D(
                "Royal Festival Hall: The Royal Festival Hall is a concert, dance and "
                "talks venue with about 2,700 seats on the South Bank of the River "
                "Thames in London. Built by the London County Council for the Festival "
                "of Britain, it was opened on 3 May 1951, and it is a Grade I listed "
                "building and the home of the London Philharmonic Orchestra."
            ),
            D(
                "Albert Memorial: The Albert Memorial is a Gothic Revival monument in "
                "central London, built in memory of Prince Albert, who died in 1861. "
                "Designed by George Gilbert Scott, it was opened in July 1872, and its "
                "gilt bronze statue of the seated prince, added in 1875, faces south "
                "towards the concert hall that bears his name."
            ),
            D(
                "Andrew Carnegie: Andrew Carnegie (November 25, 1835 \u2013 August 11, "
                "1919) was a Scottish-American industrialist and philanthropist born "
                "in Dunfermline. He led the expansion of the American steel industry "
                "in the late 19th century, sold Carnegie Steel to J. P. Morgan in "
                "1901, and gave away most of his fortune to libraries, universities "
                "and a concert hall."
            ),
            S(
                "Carnegie Hall: Carnegie Hall is a concert venue at 881 Seventh Avenue "
                "in New York City, one of the most prestigious venues in the world for "
                "classical and popular music. Designed by the architect William Burnet "
                "Tuthill and built by the philanthropist Andrew Carnegie, it opened on "
                "May 5, 1891, and it has three separate performance spaces."
            ),
            D(
                "Symphony Hall, Boston: Symphony Hall is a concert hall at 301 "
                "Massachusetts Avenue in Boston, Massachusetts, the home of the Boston "
                "Symphony Orchestra and the Boston Pops. Designed by McKim, Mead & "
                "White and opened in 1900, it was the first concert hall built to "
                "plans based on the new science of architectural acoustics."
            ),
            D(
                "Wigmore Hall: Wigmore Hall is a concert hall at 36 Wigmore Street, "
                "London, specialising in chamber music, early music, vocal music and "
                "song recitals. Built by the German piano maker Bechstein next to its "
                "London showroom, it opened in 1901 as the Bechstein Hall, and it was "
                "sold and renamed during the First World War, in 1917."
            ),
            S(
                "Royal Albert Hall: The Royal Albert Hall is a concert hall in West "
                "London, one of the best-known buildings in the United Kingdom. Named "
                "after Prince Albert, it was opened on 29 March 1871, and since 1941 "
                "it has held the BBC Proms concerts each summer. Its elliptical "
                "auditorium, under a glass and iron dome, seats more than 5,000 "
                "people."
            ),
            D(
                "Radio City Music Hall: Radio City Music Hall is an entertainment "
                "venue and theater at 1260 Avenue of the Americas in Rockefeller "
                "Center, New York City. Opened on December 27, 1932, it is the home of "
                "the precision dance company the Rockettes, and at its opening it was "
                "the largest auditorium in the world, with about 6,000 seats."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the director of film Bicycle Thieves die?",
        "Neuilly-sur-Seine",
        [
            D(
                "Shoeshine (film): Shoeshine (Italian: Sciuscià) is a 1946 Italian "
                "neorealist drama film directed by Vittorio De Sica. It tells of two "
                "shoeshine boys in Rome who are sent to a juvenile prison after being "
                "caught up in a black-market deal, and it was the first film to "
                "receive a special Academy Award for a foreign-language picture."
            ),
            D(
                "Luchino Visconti: Luchino Visconti di Modrone (2 November 1906 \u2013 17 "
                "March 1976) was an Italian theatre, opera and film director and "
                "screenwriter, and a founding figure of neorealism with Ossessione "
                "(1943). Born into a noble family in Milan, he directed Rocco and His "
                "Brothers (1960) and The Leopard (1963), and he died in Rome."
            ),
            S(
                "Vittorio De Sica: Vittorio De Sica (7 July 1901 \u2013 13 November 1974) "
                "was an Italian film director and actor, a leading figure of the "
                "neorealist movement. Born in Sora, Lazio, he began as a matinee idol "
                "in the comedies of the 1930s, and four of the films he directed won "
                "Academy Awards. He died in Neuilly-sur-Seine, France, at the age of "
                "73."
            ),
            D(
                "Christian De Sica: Christian De Sica (born 5 January 1951) is an "
                "Italian actor, director and singer, born in Rome, the son of a "
                "celebrated neorealist film director and the Spanish actress María "
                "Mercader. He is best known for a long series of Christmas comedy "
                "films, the cinepanettoni, which he has made since the early 1980s."
            ),
            D(
                "The Garden of the Finzi-Continis (film): The Garden of the "
                "Finzi-Continis is a 1970 Italian historical drama film directed by "
                "Vittorio De Sica, based on the novel by Giorgio Bassani. Set in "
                "Ferrara under Mussolini's racial laws, it follows a wealthy Jewish "
                "family, and it won the Academy Award for Best Foreign Language Film "
                "as well as the Golden Bear at the Berlin International Film Festival."
            ),
            S(
                "Bicycle Thieves: Bicycle Thieves (Italian: Ladri di biciclette) is a "
                "1948 Italian neorealist drama film directed by Vittorio De Sica, "
                "adapted by Cesare Zavattini and others from a 1946 novel by Luigi "
                "Bartolini. It follows a poor father in post-war Rome who searches for "
                "his stolen bicycle, without which he will lose his job, and it "
                "received an honorary Academy Award in 1950."
            ),
            D(
                "Luigi Bartolini: Luigi Bartolini (1892\u20131963) was an Italian writer, "
                "painter and etcher, born in Cupramontana in the Marche. Known in his "
                "lifetime mainly for his etchings of landscapes and nature, he also "
                "wrote poetry, essays and a 1946 novel about the theft of a bicycle in "
                "Rome, which was later loosely adapted for the screen."
            ),
            D(
                "Cesare Zavattini: Cesare Zavattini (20 September 1902 \u2013 13 October "
                "1989) was an Italian screenwriter and one of the first theorists of "
                "neorealism. Born in Luzzara, in the province of Reggio Emilia, he "
                "wrote many films for a long-time directing partner, including Miracle "
                "in Milan (1951), and he died in Rome at the age of 87."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which island group does the Greek island where Mamma Mia! was filmed belong to?",
        "the Sporades",
        [
            D(
                "Mamma Mia! (musical): Mamma Mia! is a jukebox musical written by "
                "Catherine Johnson and built around the songs of a Swedish pop group "
                "of the 1970s. Set on a fictional Greek island, it opened in London's "
                "West End on 6 April 1999 and on Broadway in 2001, and it follows a "
                "bride-to-be who invites three men to her wedding hoping to find her "
                "father."
            ),
            S(
                "Mamma Mia! (film): Mamma Mia! is a 2008 jukebox musical romantic "
                "comedy film directed by Phyllida Lloyd and written by Catherine "
                "Johnson, based on the 1999 stage musical. Starring Meryl Streep, "
                "Pierce Brosnan, Colin Firth and Amanda Seyfried, it was shot at "
                "Pinewood Studios and on the Greek island of Skopelos, and was the "
                "top-grossing film of 2008 in Britain."
            ),
            D(
                "Mamma Mia! Here We Go Again: Mamma Mia! Here We Go Again is a 2018 "
                "jukebox musical romantic comedy film written and directed by Ol "
                "Parker, the sequel to the 2008 film. Told partly in flashback to "
                "1979, it was filmed on the Croatian island of Vis and at Shepperton "
                "Studios, with Lily James as the younger version of Meryl Streep's "
                "character and Cher as her mother."
            ),
            D(
                "Captain Corelli's Mandolin (film): Captain Corelli's Mandolin is a "
                "2001 war film directed by John Madden, based on the novel by Louis de "
                "Bernières. Starring Nicolas Cage and Penélope Cruz, it is set on the "
                "Greek island of Cephalonia, one of the Ionian Islands, during the "
                "Italian occupation of the Second World War, and was filmed there."
            ),
            D(
                "Phyllida Lloyd: Phyllida Christian Lloyd (born 17 June 1957) is an "
                "English theatre and film director. She directed the original West End "
                "production of the musical Mamma Mia! in 1999, later directed The Iron "
                "Lady (2011), in which Meryl Streep played Margaret Thatcher, and "
                "staged all-female Shakespeare productions at the Donmar Warehouse."
            ),
            S(
                "Skopelos: Skopelos is a Greek island in the western Aegean Sea, one "
                "of the islands of the Northern Sporades, east of the Pelion peninsula "
                "on the mainland. It lies between Skiathos to the west and Alonnisos "
                "to the east, and it is known for its pine forests, plum orchards and "
                "a main town of white houses built around its harbour."
            ),
            D(
                "Cyclades: The Cyclades are an island group in the Aegean Sea, "
                "southeast of mainland Greece, and a former administrative prefecture "
                "of the country. They comprise about 220 islands, the largest and best "
                "known including Mykonos, Naxos, Paros, Santorini and Syros, and they "
                "take their name from the ring they form around the sacred island of "
                "Delos."
            ),
            D(
                "Shirley Valentine (film): Shirley Valentine is a 1989 romantic "
                "comedy-drama film directed by Lewis Gilbert, adapted by Willy Russell "
                "from his one-woman play. Pauline Collins plays a Liverpool housewife "
                "who leaves her husband for a holiday in Greece, and the Greek scenes "
                "were shot on the island of Mykonos in the Cyclades."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "who were the members of the band that recorded video killed the radio star",
        "Trevor Horn and Geoff Downes",
        [
            D(
                "The Age of Plastic: The Age of Plastic is the debut studio album by "
                "the English new wave band the Buggles, released on 10 January 1980 by "
                "Island Records. Recorded at Sarm East Studios in London, it is a "
                "concept album about nostalgia and worries over the effects of modern "
                "technology, and it reached number 27 on the UK Albums Chart."
            ),
            D(
                "Bruce Woolley: Bruce Woolley is an English musician, songwriter and "
                "record producer. A co-writer of several early Buggles songs, he "
                "recorded his own versions of them with his band the Camera Club in "
                '1979, and he later co-wrote "Slave to the Rhythm" for Grace Jones '
                "and played the theremin with the Radio Science Orchestra."
            ),
            D(
                'Living in the Plastic Age: "Living in the Plastic Age" is a song by '
                "the English new wave band the Buggles, released in January 1980 as "
                "the second single from their debut album. It reached number 16 on the "
                "UK Singles Chart, and its music video was directed by Russell "
                "Mulcahy, who had also made the video for the band's first single."
            ),
            S(
                'Video Killed the Radio Star: "Video Killed the Radio Star" is a '
                "song by the English new wave band the Buggles, released on 7 "
                "September 1979 as their debut single and later included on the album "
                "The Age of Plastic. Its lyrics look back with nostalgia at the radio "
                "era, and it reached number one on the UK Singles Chart and in 15 "
                "other countries."
            ),
            D(
                "Soft Cell: Soft Cell are an English synth-pop duo formed in Leeds in "
                "1978 by the singer Marc Almond and the instrumentalist Dave Ball. "
                'They are best known for their 1981 cover of "Tainted Love", which '
                "reached number one in the United Kingdom and spent a then-record 43 "
                "weeks on the US Billboard Hot 100."
            ),
            S(
                "The Buggles: The Buggles were an English new wave band formed in "
                "London in 1977 by the singer and bassist Trevor Horn and the "
                "keyboardist Geoff Downes. They released two studio albums, The Age of "
                "Plastic (1980) and Adventures in Modern Recording (1981), the second "
                "largely recorded by Horn after Downes had left."
            ),
            D(
                "Eurythmics: Eurythmics were a British pop duo formed in London in "
                "1980 by the singer Annie Lennox and the multi-instrumentalist Dave "
                "Stewart, both previously members of the band the Tourists. Their "
                'breakthrough came with the 1983 single "Sweet Dreams (Are Made of '
                'This)", which topped the US Billboard Hot 100.'
            ),
            D(
                "Music video: A music video is a short film that pairs a song or album "
                "track with imagery, made mainly for promotional or artistic purposes. "
                "Although promotional clips date back to the 1960s, the form became "
                "central to the marketing of pop music in the early 1980s, when a "
                "cable channel devoted to music videos launched in the United States "
                "on 1 August 1981."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the record label that released John Coltrane's A Love Supreme?",
        "Creed Taylor",
        [
            D(
                "Giant Steps: Giant Steps is a studio album by the American jazz "
                "saxophonist John Coltrane, recorded in 1959 and released in January "
                "1960. His first album as leader for a new label, it is made up "
                "entirely of his own compositions, such as the title track and "
                '"Naima", and the rapid chord changes of its title track became a '
                "standard test for jazz improvisers."
            ),
            S(
                "Impulse! Records: Impulse! Records is an American jazz record label "
                "established in 1960 by the producer Creed Taylor as a subsidiary of "
                "ABC-Paramount Records. Known for the orange and black spines of its "
                "album covers, it became John Coltrane's label from 1961 and later "
                "recorded Pharoah Sanders, Charles Mingus and Alice Coltrane."
            ),
            D(
                "Van Gelder Studio: Van Gelder Studio is a recording studio in "
                "Englewood Cliffs, New Jersey, built in 1959 by the sound engineer "
                "Rudy Van Gelder, who had earlier recorded in his parents' living room "
                "in Hackensack. Many classic jazz albums of the 1950s and 1960s were "
                "recorded there, and Van Gelder worked in the studio until his death "
                "in 2016."
            ),
            D(
                "Prestige Records: Prestige Records is an American jazz record label "
                "founded in 1949 by Bob Weinstock in New York City. During the 1950s "
                "it recorded many leading figures of hard bop and modern jazz, "
                "including Miles Davis, Thelonious Monk, Sonny Rollins and the young "
                "John Coltrane, and it is now part of Concord Music."
            ),
            S(
                "A Love Supreme: A Love Supreme is a studio album by the American jazz "
                "saxophonist John Coltrane, recorded in a single session on 9 December "
                "1964 at Van Gelder Studio in Englewood Cliffs, New Jersey, and "
                "released in early 1965 by Impulse! Records. A four-part suite played "
                "by his classic quartet, it is widely ranked among the greatest jazz "
                "albums."
            ),
            D(
                "Blue Train: Blue Train is a studio album by the American jazz "
                "saxophonist John Coltrane, recorded on 15 September 1957 at Van "
                "Gelder Studio in Hackensack, New Jersey. His only session as leader "
                "for its label, it features Lee Morgan on trumpet and Curtis Fuller on "
                "trombone, and its title track became a hard bop standard."
            ),
            D(
                "Alice Coltrane: Alice Lucille Coltrane (née McLeod; August 27, 1937 \u2013 "
                "January 12, 2007) was an American jazz pianist, harpist and composer, "
                "and the second wife of John Coltrane. After his death in 1967 she led "
                "her own groups on albums such as Journey in Satchidananda (1971), and "
                "she later founded a Vedantic ashram in California."
            ),
            D(
                "Ascension (John Coltrane album): Ascension is a studio album by the "
                "American jazz saxophonist John Coltrane, recorded on 28 June 1965 and "
                "released in 1966. A single piece of about 40 minutes of collective "
                "free improvisation, it was made with an enlarged group of eleven "
                "musicians, including Pharoah Sanders, Archie Shepp and Freddie "
                "Hubbard."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Which premiered first, The Twilight Zone or Star Trek?",
        "The Twilight Zone",
        [
            D(
                "The Outer Limits (1963 TV series): The Outer Limits is an American "
                "science fiction anthology television series created by Leslie "
                "Stevens. It was first broadcast on September 16, 1963, and ran for "
                "two seasons until January 16, 1965, and each episode opened with a "
                '"control voice" claiming to have taken over the viewer\'s television '
                "set."
            ),
            S(
                "Star Trek: The Original Series: Star Trek is an American science "
                "fiction television series created by Gene Roddenberry that follows "
                "the adventures of the starship USS Enterprise and its crew, led by "
                "Captain James T. Kirk. It premiered on September 8, 1966, and ran for "
                "three seasons and 79 episodes until June 3, 1969."
            ),
            D(
                "Twilight Zone: The Movie: Twilight Zone: The Movie is a 1983 American "
                "anthology fantasy horror film produced by Steven Spielberg and John "
                "Landis, who each directed a segment, as did Joe Dante and George "
                "Miller. Three of its four stories remake episodes of the original "
                "television series, and its production was marked by a helicopter "
                "accident that killed three actors."
            ),
            D(
                "Star Trek: The Next Generation: Star Trek: The Next Generation is an "
                "American science fiction television series created by Gene "
                "Roddenberry, set about a century after the original series. It "
                "premiered in first-run syndication on September 28, 1987, and ran for "
                "seven seasons until May 23, 1994, following Captain Jean-Luc Picard, "
                "played by Patrick Stewart."
            ),
            D(
                "Rod Serling: Rodman Edward Serling (December 25, 1924 \u2013 June 28, "
                "1975) was an American screenwriter, playwright, television producer "
                "and narrator, known for live television dramas of the 1950s such as "
                "Patterns and Requiem for a Heavyweight. He later hosted the anthology "
                "series Night Gallery and co-wrote the screenplay for Planet of the "
                "Apes (1968)."
            ),
            D(
                "The Twilight Zone (2019 TV series): The Twilight Zone is an American "
                "anthology television series developed by Simon Kinberg, Jordan Peele "
                "and Marco Ramirez, the third revival of the original series. Peele "
                "serves as the narrator and on-screen host, and the series streamed "
                "for two seasons, from April 1, 2019, to June 25, 2020."
            ),
            S(
                "The Twilight Zone (1959 TV series): The Twilight Zone is an American "
                "anthology television series created and presented by Rod Serling, "
                "which ran for five seasons and 156 episodes. First broadcast on "
                "October 2, 1959, it ended on June 19, 1964, and its episodes, which "
                "blend fantasy, science fiction, horror and suspense, often close with "
                "an unexpected twist."
            ),
            D(
                "Star Trek (film): Star Trek is a 2009 American science fiction action "
                "film directed by J. J. Abrams and written by Roberto Orci and Alex "
                "Kurtzman, the eleventh film in the franchise. It features the main "
                "characters of the original series played by a new cast, including "
                "Chris Pine as Kirk and Zachary Quinto as Spock, in an alternate "
                "timeline."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "who is the father of the director of the film juno",
        "Ivan Reitman",
        [
            D(
                "Juno Temple: Juno Violet Temple (born 21 July 1989) is an English "
                "actress, the daughter of the film director Julien Temple. She came to "
                "notice in Atonement (2007) and Kaboom (2010), and she played Keeley "
                "Jones in the comedy series Ted Lasso, a role for which she received "
                "Primetime Emmy Award nominations."
            ),
            D(
                "Juno Awards: The Juno Awards are annual Canadian awards presented by "
                "the Canadian Academy of Recording Arts and Sciences to recognise "
                "outstanding achievements in the country's music industry. Presented "
                "since 1970, they are named after Pierre Juneau, the first head of the "
                "Canadian Radio-television and Telecommunications Commission."
            ),
            S(
                "Juno (film): Juno is a 2007 American coming-of-age comedy-drama film "
                "directed by Jason Reitman and written by Diablo Cody. Elliot Page "
                "stars as a teenager dealing with an unplanned pregnancy, alongside "
                "Michael Cera, Jennifer Garner, Jason Bateman, Allison Janney and J. "
                "K. Simmons, and Cody won the Academy Award for Best Original "
                "Screenplay."
            ),
            D(
                "Up in the Air (2009 film): Up in the Air is a 2009 American "
                "comedy-drama film directed by Jason Reitman and co-written by Reitman "
                "and Sheldon Turner, based on the novel by Walter Kirn. George Clooney "
                "stars as a corporate downsizer who travels constantly for his work, "
                "and the film received six Academy Award nominations, including Best "
                "Picture."
            ),
            D(
                "Thank You for Smoking: Thank You for Smoking is a 2005 American "
                "satirical comedy film written and directed by Jason Reitman, based on "
                "the 1994 novel by Christopher Buckley. Aaron Eckhart stars as Nick "
                "Naylor, a lobbyist for the tobacco industry who spins arguments in "
                "favour of cigarettes while trying to remain a role model for his son."
            ),
            D(
                "Diablo Cody: Diablo Cody (born June 14, 1978) is the pen name of an "
                "American screenwriter, producer and director. Her first screenplay "
                "won the Academy Award for Best Original Screenplay, and she later "
                "wrote the films Jennifer's Body (2009), Young Adult (2011) and Tully "
                "(2018) and created the television series United States of Tara."
            ),
            S(
                "Jason Reitman: Jason Reitman (born October 19, 1977) is a "
                "Canadian-American filmmaker, the son of the director and producer "
                "Ivan Reitman. He is best known for directing Thank You for Smoking "
                "(2005), Up in the Air (2009) and Tully (2018), and he has received "
                "four Academy Award nominations."
            ),
            D(
                "Young Adult (film): Young Adult is a 2011 American black comedy-drama "
                "film directed by Jason Reitman and written by Diablo Cody, their "
                "second collaboration. Charlize Theron stars as a ghostwriter of "
                "young-adult novels who returns to her small Minnesota hometown to win "
                "back her married high-school sweetheart, played by Patrick Wilson."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "In which Manhattan neighborhood is the arts complex that is home to the "
        "Metropolitan Opera?",
        "the Upper West Side",
        [
            D(
                "Metropolitan Museum of Art: The Metropolitan Museum of Art, known as "
                "the Met, is an encyclopedic art museum in New York City and the "
                "largest in the Americas. Its main building lies on Fifth Avenue along "
                "Museum Mile on the Upper East Side, at the eastern edge of Central "
                "Park, and a second site, the Cloisters, shows medieval art in Fort "
                "Tryon Park in Upper Manhattan."
            ),
            D(
                "Metropolitan Opera House (39th Street): The Metropolitan Opera House "
                "was an opera house on Broadway between 39th and 40th Streets in "
                "Manhattan, New York City, which opened on 22 October 1883 with "
                "Gounod's Faust. Designed by J. Cleaveland Cady, it was the opera "
                "company's home until 1966, when the company moved uptown, and it was "
                "demolished in 1967."
            ),
            S(
                "Metropolitan Opera: The Metropolitan Opera is an American opera "
                "company based in New York City, resident at the Metropolitan Opera "
                "House at Lincoln Center. Founded in 1880 as an alternative to the "
                "Academy of Music, it opened its first house on Broadway in 1883, and "
                "it is the largest classical music organization in North America."
            ),
            D(
                "David Geffen Hall: David Geffen Hall is a concert hall in New York "
                "City and the home of the New York Philharmonic. Designed by Max "
                "Abramovitz, it opened in 1962 as Philharmonic Hall, was renamed Avery "
                "Fisher Hall in 1973, and reopened under its present name in October "
                "2022 after a renovation costing about $550 million."
            ),
            D(
                "New York City Opera: New York City Opera is an American opera company "
                'in Manhattan, founded in 1943 by Mayor Fiorello La Guardia as "the '
                "people's opera\" to offer affordable tickets. After decades at City "
                "Center on West 55th Street and later in a theater beside its larger "
                "rival, it filed for bankruptcy in 2013 and was revived on a smaller "
                "scale in 2016."
            ),
            D(
                "Royal Opera House: The Royal Opera House is an opera house and major "
                "performing arts venue in Covent Garden, central London. The present "
                "building, the third theatre on the site, was designed by Edward "
                "Middleton Barry and opened in 1858, and it is the home of the Royal "
                "Opera, the Royal Ballet and the Orchestra of the Royal Opera House."
            ),
            S(
                "Lincoln Center: Lincoln Center for the Performing Arts is a 16.3-acre "
                "complex of buildings in the Lincoln Square neighborhood on the Upper "
                "West Side of Manhattan, New York City. Built between 1959 and 1969 as "
                "part of an urban renewal project led by John D. Rockefeller III, it "
                "has thirty indoor and outdoor performance spaces and eleven resident "
                "organizations."
            ),
            D(
                "Juilliard School: The Juilliard School is a private performing arts "
                "conservatory in New York City, founded in 1905 as the Institute of "
                "Musical Art. Named after the textile merchant Augustus D. Juilliard, "
                "whose bequest funded it, it trains students in dance, drama and "
                "music, and it is one of the most selective schools in the United "
                "States."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which street market is in the London district where Hugh Grant's film Notting "
        "Hill is set?",
        "Portobello Road",
        [
            D(
                "Four Weddings and a Funeral: Four Weddings and a Funeral is a 1994 "
                "British romantic comedy film directed by Mike Newell and written by "
                "Richard Curtis. Hugh Grant stars as a bachelor who keeps meeting an "
                "American woman, played by Andie MacDowell, at a series of social "
                "occasions, and it became the highest-grossing British film up to that "
                "time."
            ),
            D(
                "Notting Hill Gate tube station: Notting Hill Gate is a London "
                "Underground station on the Central, Circle and District lines, "
                "beneath the street of the same name in West London. Opened in 1868 by "
                "the Metropolitan Railway, it was rebuilt in the late 1950s, when the "
                "separate ticket halls of its lines were merged into one below the "
                "road."
            ),
            S(
                "Notting Hill: Notting Hill is a district of West London, England, "
                "known for its large Victorian terraced houses, its cosmopolitan "
                "population and its fashionable shops and restaurants. Portobello "
                "Road, which runs through the district, is home to one of the world's "
                "largest antiques markets, and the area also holds an annual street "
                "carnival in August."
            ),
            D(
                "Notting Hill Carnival: The Notting Hill Carnival is an annual "
                "Caribbean carnival held in the streets of West London over the August "
                "bank holiday weekend. First held in 1966, it is led by members of the "
                "British West Indian community and attracts around a million people, "
                "which makes it one of the largest street festivals in the world."
            ),
            D(
                "Bridget Jones's Diary (film): Bridget Jones's Diary is a 2001 "
                "romantic comedy film directed by Sharon Maguire and co-written by "
                "Richard Curtis, based on the novel by Helen Fielding. Renée Zellweger "
                "stars as a single woman in London torn between two men, played by "
                "Colin Firth and Hugh Grant, and her flat was filmed above a pub "
                "beside Borough Market in Southwark."
            ),
            S(
                "Notting Hill (film): Notting Hill is a 1999 romantic comedy film "
                "directed by Roger Michell and written by Richard Curtis. Set in the "
                "London district of the same name, it stars Hugh Grant as the owner of "
                "a struggling travel bookshop who falls in love with a famous American "
                "film star, played by Julia Roberts, and it was the top-grossing "
                "British film of 1999."
            ),
            D(
                "Love Actually: Love Actually is a 2003 Christmas romantic comedy film "
                "written and directed by Richard Curtis, his debut as a director. Its "
                "ensemble cast, including Hugh Grant, Emma Thompson, Colin Firth and "
                "Liam Neeson, plays out ten interlinked love stories set in London "
                "during the five weeks before Christmas."
            ),
            D(
                "Camden Market: Camden Market is a group of historic markets in Camden "
                "Town, north London, beside the Regent's Canal. Beginning as a small "
                "weekend crafts market next to Camden Lock in 1974, it has grown into "
                "one of the city's most visited attractions, with more than a thousand "
                "stalls and shops selling clothing, antiques, street food and music."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "bridge",
        "Which county is the Maryland town where The Blair Witch Project is set in?",
        "Frederick County",
        [
            S(
                "Burkittsville, Maryland: Burkittsville is a town in Frederick County, "
                "Maryland, United States, at the eastern foot of South Mountain. It "
                "was the scene of fighting at Crampton's Gap during the Battle of "
                "South Mountain in 1862, and Gathland State Park, with its memorial "
                "arch to war correspondents, lies just outside it."
            ),
            D(
                "Blair Witch (film): Blair Witch is a 2016 American supernatural "
                "horror film directed by Adam Wingard and written by Simon Barrett, a "
                "sequel to the 1999 film. It follows a young man who goes into a "
                "Maryland forest with friends to look for his sister, who vanished "
                "there two decades earlier, and it was shot in the forests of British "
                "Columbia."
            ),
            D(
                "Blair, Nebraska: Blair is a city in and the county seat of Washington "
                "County, Nebraska, United States, near the Missouri River about 25 "
                "miles north of Omaha. Founded in 1869 along the Sioux City and "
                "Pacific Railroad, it was named after the railroad magnate John Insley "
                "Blair, and it is home to Dana College's former campus."
            ),
            D(
                "Book of Shadows: Blair Witch 2: Book of Shadows: Blair Witch 2 is a "
                "2000 American psychological horror film directed by Joe Berlinger, a "
                "sequel to the film of the previous year. Unlike its predecessor, it "
                "is presented as a conventional drama, following a group of fans who "
                "tour the woods where the first film was shot and lose track of a "
                "night."
            ),
            S(
                "The Blair Witch Project: The Blair Witch Project is a 1999 American "
                "found-footage supernatural horror film written, directed and edited "
                "by Daniel Myrick and Eduardo Sánchez. It tells of three student "
                "filmmakers who hike into the Black Hills near Burkittsville, "
                "Maryland, in 1994 to film a documentary about a local legend, and who "
                "then disappear."
            ),
            D(
                "Cannibal Holocaust: Cannibal Holocaust is a 1980 Italian horror film "
                "directed by Ruggero Deodato, often cited as an early example of the "
                "found-footage style. It follows a rescue party that recovers the lost "
                "film shot by a documentary crew who vanished in the Amazon "
                "rainforest, and its graphic violence led to its being banned in "
                "dozens of countries."
            ),
            D(
                "Cloverfield: Cloverfield is a 2008 American found-footage monster "
                "film directed by Matt Reeves and produced by J. J. Abrams. It follows "
                "six young New Yorkers at a farewell party on the night a giant "
                "creature attacks the city, told entirely through a single handheld "
                "camera, and it went on to spawn a loosely connected franchise."
            ),
            D(
                "Daniel Myrick: Daniel Myrick is an American film director, "
                "screenwriter and producer. He studied film at the University of "
                "Central Florida in Orlando, where he met the collaborators with whom "
                "he founded the production company Haxan Films in the 1990s, and he "
                "later directed the thriller Believers (2007) and the horror film The "
                "Objective (2008)."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Charlie Chaplin or Buster Keaton?",
        "Charlie Chaplin",
        [
            D(
                "Chaplin (1992 film): Chaplin is a 1992 biographical comedy-drama film "
                "produced and directed by Richard Attenborough about the life of the "
                "British comedian. It stars Robert Downey Jr. in the title role, which "
                "earned him a nomination for the Academy Award for Best Actor, and "
                "Geraldine Chaplin plays her own grandmother, Hannah."
            ),
            D(
                "Sydney Chaplin: Sydney John Chaplin (16 March 1885 \u2013 16 April 1965) "
                "was an English comic actor, the elder half-brother of a more famous "
                "silent film star, whose business affairs he managed for many years. "
                "He had his own screen success in comedies such as Charley's Aunt "
                "(1925) and The Better 'Ole (1926)."
            ),
            S(
                'Buster Keaton: Joseph Frank "Buster" Keaton (October 4, 1895 \u2013 '
                "February 1, 1966) was an American actor, comedian and filmmaker, "
                "known for silent films in which his physical comedy was matched by a "
                'deadpan expression that earned him the nickname "The Great Stone '
                'Face". His film The General (1926) is often ranked among the '
                "greatest ever made."
            ),
            D(
                "Harold Lloyd: Harold Clayton Lloyd Sr. (April 20, 1893 \u2013 March 8, "
                "1971) was an American actor, comedian and stunt performer who "
                "appeared in many silent comedy films. His best-known character was a "
                "resourceful go-getter in glasses, and his most famous image shows him "
                "hanging from the hands of a clock high above the street in Safety "
                "Last! (1923)."
            ),
            D(
                "Steamboat Bill, Jr.: Steamboat Bill, Jr. is a 1928 American silent "
                "comedy film starring Buster Keaton and directed by Charles Reisner. "
                "Keaton plays the college-educated son of a riverboat captain, and the "
                "film is remembered for its cyclone sequence, in which the facade of a "
                "house falls around him and he is saved by standing where an open "
                "window lands."
            ),
            D(
                "Geraldine Chaplin: Geraldine Leigh Chaplin (born 31 July 1944) is an "
                "American actress, the eldest of the eight children of a celebrated "
                "comedian and his fourth wife, Oona O'Neill. She made her name as "
                "Tonya in Doctor Zhivago (1965) and has appeared in many Spanish "
                "films, including several directed by Carlos Saura."
            ),
            D(
                "Michael Keaton: Michael John Douglas (born September 5, 1951), known "
                "professionally as Michael Keaton, is an American actor who played "
                "Batman in Tim Burton's Batman (1989) and Batman Returns (1992). He "
                "later won acclaim for Birdman (2014) and Spotlight (2015), and took "
                "his stage name to avoid confusion with another actor, Michael "
                "Douglas."
            ),
            S(
                "Charlie Chaplin: Sir Charles Spencer Chaplin (16 April 1889 \u2013 25 "
                "December 1977) was an English comic actor, filmmaker and composer who "
                "rose to fame in the era of silent film. He became a worldwide icon "
                "through his screen persona, the Tramp, and his films include The Kid "
                "(1921), The Gold Rush (1925), City Lights (1931) and The Great "
                "Dictator (1940)."
            ),
        ],
        drop=1,
        heldout=True,
    ),
    Q(
        "titled",
        "comparison",
        "were genesis and the eagles both american rock bands",
        "no",
        [
            D(
                "Genesis (Genesis album): Genesis is the twelfth studio album by the "
                "rock band Genesis, released on 3 October 1983 by Charisma Records. "
                "Recorded at their own studio, the Farm, in Chiddingfold, Surrey, it "
                "reached number one on the UK Albums Chart and includes the singles "
                '"Mama", "That\'s All" and "Illegal Alien".'
            ),
            D(
                "Eagles of Death Metal: Eagles of Death Metal is an American rock band "
                "from Palm Desert, California, formed in 1998 by the singer and "
                "guitarist Jesse Hughes and the drummer Josh Homme. Despite its name, "
                "the band plays a mixture of garage rock and blues rock rather than "
                "death metal, and Homme rarely tours with it."
            ),
            S(
                "Eagles (band): The Eagles are an American rock band formed in Los "
                "Angeles in 1971 by Glenn Frey, Don Henley, Bernie Leadon and Randy "
                "Meisner. With five number-one singles and six number-one albums, they "
                "were one of the most successful acts of the 1970s, and their first "
                "compilation album is among the best-selling albums in the United "
                "States."
            ),
            D(
                "Phil Collins: Philip David Charles Collins (born 30 January 1951) is "
                "an English drummer, singer, songwriter and record producer, born in "
                "Chiswick, London. He joined Genesis as its drummer in 1970 and became "
                'its lead singer in 1975, and his solo hits include "In the Air '
                'Tonight" and "Another Day in Paradise".'
            ),
            D(
                "Yes (band): Yes are an English progressive rock band formed in London "
                "in 1968 by the singer Jon Anderson and the bassist Chris Squire. "
                "Known for long, complex songs and the fantasy album covers of Roger "
                "Dean, they had their greatest success with the albums Fragile (1971) "
                "and Close to the Edge (1972)."
            ),
            S(
                "Genesis (band): Genesis are an English rock band formed at "
                "Charterhouse School, Godalming, Surrey, in 1967. Its best-known "
                "line-up was Tony Banks, Mike Rutherford and Phil Collins, and their "
                "early progressive rock, with Peter Gabriel as singer, later gave way "
                'to pop hits such as "Invisible Touch".'
            ),
            D(
                "Hotel California (album): Hotel California is the fifth studio album "
                "by the Eagles, released on December 8, 1976, by Asylum Records. "
                "Recorded in Miami and Los Angeles and the first album with the "
                'guitarist Joe Walsh, it includes the singles "New Kid in Town", '
                '"Life in the Fast Lane" and the title track, and it is one of the '
                "best-selling albums of all time."
            ),
            D(
                "Steely Dan: Steely Dan is an American rock band formed in 1972 by "
                "Walter Becker and Donald Fagen, who had met as students at Bard "
                "College in Annandale-on-Hudson, New York. Blending jazz, rock and pop "
                "with sardonic lyrics, they released albums such as Can't Buy a Thrill "
                "(1972) and Aja (1977)."
            ),
        ],
        drop=0,
        heldout=True,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the composer of the film Sholay?",
        "S. D. Burman",
        [
            D(
                "Salim\u2013Javed: Salim\u2013Javed were an Indian screenwriting duo of Salim "
                "Khan and Javed Akhtar who worked in Hindi cinema from 1971 to 1987. "
                'They are credited with creating the "angry young man" persona of '
                "Amitabh Bachchan in films such as Zanjeer (1973) and Deewaar (1975), "
                "and Salim Khan is the father of the actor Salman Khan."
            ),
            D(
                "Ramesh Sippy: Ramesh Sippy (born 23 January 1947) is an Indian film "
                "director and producer who works in Hindi cinema, the son of the film "
                "producer G. P. Sippy. He directed Andaz (1971), Seeta Aur Geeta "
                "(1972) and Shakti (1982) and the television series Buniyaad, and he "
                "was awarded the Padma Shri in 2013."
            ),
            S(
                "Sholay: Sholay is a 1975 Indian Hindi-language action-adventure film "
                "directed by Ramesh Sippy and written by Salim\u2013Javed. Starring "
                "Dharmendra, Sanjeev Kumar, Hema Malini, Amitabh Bachchan and Jaya "
                "Bhaduri, with Amjad Khan as the bandit Gabbar Singh, it has music "
                "composed by R. D. Burman and is one of the highest-grossing Indian "
                "films."
            ),
            D(
                "Asha Bhosle: Asha Bhosle (born 8 September 1933) is an Indian "
                "playback singer, the younger sister of Lata Mangeshkar, whose career "
                "in Hindi cinema began in 1943. She has recorded songs in more than "
                "twenty languages, and in 2011 Guinness World Records recognised her "
                "as the most recorded artist in music history."
            ),
            D(
                "Laxmikant\u2013Pyarelal: Laxmikant\u2013Pyarelal were an Indian composer duo, "
                "Laxmikant Shantaram Kudalkar and Pyarelal Ramprasad Sharma, who wrote "
                "the music for about 750 Hindi films from 1963 to 1998. Among their "
                "best-known scores are those for Bobby (1973), Amar Akbar Anthony "
                "(1977) and Mr. India (1987)."
            ),
            D(
                "Ram Gopal Varma Ki Aag: Ram Gopal Varma Ki Aag is a 2007 Indian "
                "Hindi-language action film directed by Ram Gopal Varma, a remake of a "
                "classic Hindi film of 1975. Starring Amitabh Bachchan as the villain "
                "Babban, with Mohanlal, Ajay Devgn and Sushmita Sen, it was a critical "
                "and commercial failure and is often listed among the worst Hindi "
                "films."
            ),
            S(
                "R. D. Burman: Rahul Dev Burman (27 June 1939 \u2013 4 January 1994) was an "
                "Indian music director, known by the nickname Pancham, who composed "
                "scores for more than 300 films. He was the only son of the composer "
                "Sachin Dev Burman and the lyricist Meera Dev Burman, and he was "
                "married to the playback singer Asha Bhosle from 1980 until his death."
            ),
            D(
                "Gabbar Singh (character): Gabbar Singh is a fictional dacoit and the "
                "main antagonist of a 1975 Hindi film, played by Amjad Khan. Loosely "
                "modelled on a real bandit of the Chambal region, he became one of the "
                'most famous villains in Indian cinema, and his lines, such as "Kitne '
                'aadmi the?", are widely quoted.'
            ),
        ],
        drop=0,
        heldout=True,
    ),
]
