"""Development multi-hop questions, batch 9 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Original text, shared under CC0 1.0 like the rest of `tests/data/`. Every question is
"titled" (Wikipedia lead paragraphs, "Title: text"), with 8 passages: the 2 supports (the
two hops) and 6 distractors that share the question's words. Shapes: 11 bridge,
5 comparison, 4 compositional.

Measured lengths (characters, title included): supports 294 on average, distractors 294
(range 242 to 405), every distractor within 30% of its question's mean support length;
a support is the longest passage in 2 of the 20 questions.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "What is the capital of the province where Anne of Green Gables is set?",
        "Charlottetown",
        [
            D(
                "Anne of Avonlea: Anne of Avonlea is a novel by the Canadian "
                "author Lucy Maud Montgomery, first published in 1909 as the "
                "sequel to her first book. It follows Anne Shirley from the age "
                "of sixteen to eighteen, during the two years she spends teaching "
                "at the village school and helping to raise a pair of orphaned "
                "twins."
            ),
            D(
                "Nova Scotia: Nova Scotia is one of the three Maritime provinces "
                "of Canada, lying on a peninsula and on Cape Breton Island on the "
                "Atlantic coast. It is the second-smallest of the country's ten "
                "provinces by area, and its capital and largest municipality is "
                "Halifax, a major port on the Atlantic Ocean."
            ),
            S(
                "Anne of Green Gables: Anne of Green Gables is a 1908 novel by "
                "the Canadian author Lucy Maud Montgomery. Written for readers of "
                "all ages, it tells of Anne Shirley, an eleven-year-old orphan "
                "girl sent by mistake to Matthew and Marilla Cuthbert, a "
                "middle-aged brother and sister who had meant to adopt a boy to "
                "help on their farm in the fictional town of Avonlea on Prince "
                "Edward Island."
            ),
            D(
                "Lucy Maud Montgomery: Lucy Maud Montgomery (30 November 1874 \u2013 "
                "24 April 1942) was a Canadian author best known for a series of "
                "novels about a red-haired orphan that began in 1908. She "
                "published 20 novels, some 530 short stories, 500 poems and 30 "
                "essays, and spent the last years of her life in Toronto, "
                "Ontario."
            ),
            D(
                "Anne with an E: Anne with an E is a Canadian television drama "
                "series adapted from the 1908 classic novel by Lucy Maud "
                "Montgomery. Developed by Moira Walley-Beckett and starring "
                "Amybeth McNulty as Anne Shirley, it premiered on CBC in March "
                "2017 and ran for three seasons of darker, expanded storylines."
            ),
            D(
                "New Brunswick: New Brunswick is one of the three Maritime "
                "provinces and one of the four Atlantic provinces of Canada. It "
                "is the only province that is constitutionally bilingual in "
                "English and French; its capital is Fredericton, while its most "
                "populous city is Moncton, on the Petitcodiac River."
            ),
            S(
                "Prince Edward Island: Prince Edward Island is an island province "
                "of Canada in the Gulf of St. Lawrence. It is the smallest of the "
                "country's provinces in both land area and population. Its "
                "capital and largest city is Charlottetown, which hosted the 1864 "
                "conference that led to Canadian Confederation."
            ),
            D(
                "Anne of Green Gables (1985 film): Anne of Green Gables is a 1985 "
                "Canadian television film based on the novel of the same name, "
                "directed by Kevin Sullivan. Starring Megan Follows as Anne "
                "Shirley and Colleen Dewhurst as Marilla Cuthbert, it was first "
                "broadcast in two parts on CBC Television in December 1985, drew "
                "record Canadian audiences and won several Gemini Awards, "
                "including Best Dramatic Miniseries."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Who is the father of the director of film The Third Man?",
        "Herbert Beerbohm Tree",
        [
            D(
                "The Third Man (TV series): The Third Man is a television series "
                "made between 1959 and 1965 as a co-production of the BBC and the "
                "American company National Telefilm Associates. Based on the "
                "character created by Graham Greene, it starred Michael Rennie as "
                "Harry Lime, recast as a wealthy businessman and amateur "
                "detective."
            ),
            S(
                "Carol Reed: Sir Carol Reed (30 December 1906 \u2013 25 April 1976) "
                "was an English film director, best known for Odd Man Out (1947), "
                "The Fallen Idol (1948) and the musical Oliver! (1968). He was "
                "one of the six illegitimate children of the actor-manager Sir "
                "Herbert Beerbohm Tree and his mistress May Pinney Reed."
            ),
            D(
                "Oliver Reed: Robert Oliver Reed (13 February 1938 \u2013 2 May 1999) "
                "was an English actor known for his upper-middle-class macho "
                "image and hellraiser lifestyle. His films include Women in Love "
                "(1969), The Devils (1971) and Gladiator (2000), during the "
                "filming of which he died of a heart attack in Valletta, Malta."
            ),
            D(
                "Max Beerbohm: Sir Henry Maximilian Beerbohm (24 August 1872 \u2013 20 "
                "May 1956) was an English essayist, parodist and caricaturist who "
                "wrote under the name Max Beerbohm. His only novel, Zuleika "
                "Dobson (1911), satirises undergraduate life at Oxford, and he "
                "spent most of his later years at Rapallo in Italy."
            ),
            D(
                "Graham Greene: Henry Graham Greene (2 October 1904 \u2013 3 April "
                "1991) was an English writer and journalist, regarded by many as "
                "one of the leading novelists of the 20th century. His works "
                "include Brighton Rock (1938), The Power and the Glory (1940) and "
                "The Quiet American (1955), and he also wrote screenplays."
            ),
            S(
                "The Third Man: The Third Man is a 1949 British film noir "
                "directed by Carol Reed, written by Graham Greene and starring "
                "Joseph Cotten, Alida Valli, Orson Welles and Trevor Howard. Set "
                "in post-war Vienna, it won the Grand Prix at the 1949 Cannes "
                "Film Festival and is famous for its zither score."
            ),
            D(
                "Odd Man Out: Odd Man Out is a 1947 British film noir set in "
                "Belfast, starring James Mason as Johnny McQueen, a wounded "
                "leader of an Irish nationalist organisation who tries to evade "
                "the police after a failed robbery. It was the first recipient of "
                "the BAFTA Award for Best British Film."
            ),
            D(
                "Anton Karas: Anton Karas (7 July 1906 \u2013 10 January 1985) was an "
                "Austrian zither player and composer, best known for his score "
                'for a 1949 thriller set in Vienna. Its main tune, "The Harry '
                'Lime Theme", became an international hit in 1950 and topped the '
                "American charts for eleven weeks."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which band formed first, Sonic Youth or Pixies?",
        "Sonic Youth",
        [
            D(
                "Dinosaur Jr.: Dinosaur Jr. is an American rock band formed in "
                "Amherst, Massachusetts, in 1984 by guitarist J Mascis, bassist "
                "Lou Barlow and drummer Murph. Known for loud guitar noise and "
                "melodic songs, the band broke up in 1997 and reunited in its "
                "original line-up in 2005."
            ),
            D(
                "Daydream Nation: Daydream Nation is the fifth studio album by "
                "the American rock band Sonic Youth, released in October 1988 "
                "through Enigma Records. A double album, it is widely considered "
                "one of the best records of the 1980s and in 2005 was selected "
                "for preservation in the National Recording Registry."
            ),
            D(
                "Kim Gordon: Kimberly Ann Gordon (born April 28, 1953) is an "
                "American musician, singer and visual artist, born in Rochester, "
                "New York. She was bassist and vocalist of a New York noise rock "
                "band for three decades and published a memoir, Girl in a Band, "
                "in 2015."
            ),
            D(
                "Doolittle (album): Doolittle is the second studio album by the "
                "American alternative rock band Pixies, released in April 1989 on "
                '4AD. It includes the singles "Here Comes Your Man" and "Monkey '
                'Gone to Heaven", and its surreal imagery and loud-quiet dynamics '
                "influenced many later bands."
            ),
            S(
                "Pixies (band): Pixies are an American alternative rock band "
                "formed in Boston, Massachusetts, in 1986 by singer Black Francis "
                "and guitarist Joey Santiago, who were soon joined by bassist Kim "
                "Deal and drummer David Lovering. The band broke up in 1993 and "
                "reunited in 2004."
            ),
            D(
                "The Breeders: The Breeders are an American alternative rock band "
                "formed in 1989 by Kim Deal, then bassist of Pixies, and Tanya "
                "Donelly of Throwing Muses. Their second album, Last Splash "
                "(1993), went platinum in the United States and included the hit "
                'single "Cannonball".'
            ),
            S(
                "Sonic Youth: Sonic Youth was an American rock band formed in New "
                "York City in 1981 by Thurston Moore, Kim Gordon and Lee Ranaldo. "
                "Emerging from the city's no wave scene, the group became one of "
                "the leading names of alternative rock before disbanding in 2011."
            ),
            D(
                "Throwing Muses: Throwing Muses are an American rock band formed "
                "in Newport, Rhode Island, by the step-sisters Kristin Hersh and "
                "Tanya Donelly. In 1986 they became the first American band "
                "signed to the British label 4AD, which released their debut "
                "album the same year."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "fawlty towers is set in a seaside town in which english county",
        "Devon",
        [
            S(
                "Fawlty Towers: Fawlty Towers is a British television sitcom "
                "written by John Cleese and Connie Booth and broadcast on BBC2 in "
                "1975 and 1979. Its twelve episodes follow Basil Fawlty, the rude "
                "and anxious owner of a small hotel in the seaside resort of "
                "Torquay, together with his wife Sybil and the hapless Spanish "
                "waiter Manuel."
            ),
            D(
                "John Cleese: John Marwood Cleese (born 27 October 1939) is an "
                "English actor, comedian, screenwriter and producer. He first "
                "came to prominence as a member of the Monty Python comedy "
                "troupe, and later co-wrote and starred in A Fish Called Wanda "
                "(1988), for which he was nominated for the Academy Award for "
                "Best Original Screenplay."
            ),
            D(
                "Torquay United F.C.: Torquay United Football Club is an English "
                "association football club nicknamed the Gulls, founded in 1899 "
                "and playing its home matches at Plainmoor. The club spent most "
                "of its history in the Football League before being relegated to "
                "non-League football in 2014."
            ),
            D(
                "Blackpool: Blackpool is a seaside resort on the Irish Sea coast "
                "of Lancashire, England. It grew rapidly in the 19th century as a "
                "holiday destination for workers from the mill towns of northern "
                "England, and is known for Blackpool Tower, its autumn "
                "illuminations and its three piers."
            ),
            D(
                "The Good Life (1975 TV series): The Good Life is a British "
                "sitcom broadcast on BBC1 from 1975 to 1978. Written by John "
                "Esmonde and Bob Larbey, it stars Richard Briers and Felicity "
                "Kendal as a suburban couple in Surbiton who give up their jobs "
                "to live a self-sufficient life in their own back garden."
            ),
            S(
                "Torquay: Torquay is a seaside town in Devon, England, on the "
                "northern shore of Tor Bay on the English Channel. Together with "
                "Paignton and Brixham it forms the borough of Torbay, and its "
                "mild climate and palm-lined promenades have made it a resort "
                "known as the English Riviera."
            ),
            D(
                "Connie Booth: Constance Booth (born 2 December 1940) is an "
                "American-born actress and writer who co-wrote a 1970s BBC sitcom "
                "with her then husband John Cleese and played the chambermaid "
                "Polly Sherman in it. She later retired from acting and trained "
                "as a psychotherapist in London."
            ),
            D(
                "Brighton: Brighton is a seaside resort on the south coast of "
                "England, in East Sussex, about 47 miles south of London. The "
                "Royal Pavilion, built as a retreat for the Prince Regent, and "
                "the Palace Pier, opened in 1899, have drawn visitors to the town "
                "since the Regency era."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        ("Which NFL team was coached by the man the Super Bowl trophy is named after?"),
        "Green Bay Packers",
        [
            D(
                "Larry O'Brien Championship Trophy: The Larry O'Brien "
                "Championship Trophy is awarded each year to the winner of the "
                "NBA Finals. It is named after Larry O'Brien, who served as "
                "commissioner of the National Basketball Association from 1975 to "
                "1984 and before that as Postmaster General of the United States."
            ),
            D(
                "Grey Cup: The Grey Cup is both the championship game of the "
                "Canadian Football League and the trophy awarded to the winning "
                "team. It is named after Albert Grey, 4th Earl Grey, the Governor "
                "General of Canada, who donated it in 1909 for the amateur rugby "
                "football championship of the country."
            ),
            D(
                "George Halas: George Stanley Halas (February 2, 1895 \u2013 October "
                "31, 1983) was an American football player, coach and team owner, "
                'nicknamed "Papa Bear". A founder of the league, he owned the '
                "Chicago Bears and coached them for forty seasons in four "
                "separate spells, and the trophy given to the champion of the "
                "National Football Conference bears his name."
            ),
            S(
                "Vince Lombardi Trophy: The Vince Lombardi Trophy is awarded each "
                "year to the team that wins the Super Bowl, the championship game "
                "of the National Football League. Made by Tiffany & Co. in "
                "sterling silver, it depicts a regulation football in kicking "
                "position and was renamed in 1970 in memory of the coach Vince "
                "Lombardi."
            ),
            D(
                "Super Bowl: The Super Bowl is the annual league championship "
                "game of the National Football League of the United States. First "
                "played in January 1967, it replaced the NFL Championship Game, "
                "and the day on which it is held, Super Bowl Sunday, has become a "
                "de facto national holiday."
            ),
            D(
                "Lamar Hunt Trophy: The Lamar Hunt Trophy is awarded to the "
                "champion of the American Football Conference of the National "
                "Football League. It is named after Lamar Hunt, the founder of "
                "the American Football League and owner of the Kansas City "
                "Chiefs, who also coined the name of the league's title game."
            ),
            S(
                "Vince Lombardi: Vincent Thomas Lombardi (June 11, 1913 \u2013 "
                "September 3, 1970) was an American football coach and executive. "
                "He is best known as head coach of the Green Bay Packers during "
                "the 1960s, when he led the team to five league championships in "
                "seven years."
            ),
            D(
                "Don Shula: Donald Francis Shula (January 4, 1930 \u2013 May 4, 2020) "
                "was an American football coach who holds the record for the most "
                "wins by a head coach in NFL history, with 347. He coached the "
                "Miami Dolphins to the only perfect season in the league's "
                "history, in 1972."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The man who donated the Davis Cup held which US cabinet post?",
        "Secretary of War",
        [
            D(
                "Billie Jean King Cup: The Billie Jean King Cup is the premier "
                "international team competition in women's tennis, launched in "
                "1963 as the Federation Cup to mark the 50th anniversary of the "
                "International Tennis Federation. It was renamed in 2020 in "
                "honour of the American former world number one Billie Jean King."
            ),
            D(
                "Wightman Cup: The Wightman Cup was an annual team tennis "
                "competition for women between the United States and Great "
                "Britain, held from 1923 to 1989. It was named after Hazel "
                "Hotchkiss Wightman, an American champion of the early 20th "
                "century who donated the silver vase that served as its trophy."
            ),
            D(
                "Henry L. Stimson: Henry Lewis Stimson (September 21, 1867 \u2013 "
                "October 16, 1950) was an American statesman and lawyer. He "
                "served as Secretary of War under Presidents William Howard Taft, "
                "Franklin D. Roosevelt and Harry S. Truman, and as Secretary of "
                "State under Herbert Hoover."
            ),
            S(
                "Dwight F. Davis: Dwight Filley Davis (July 5, 1879 \u2013 November "
                "28, 1945) was an American tennis player and politician. He "
                "served as United States Secretary of War from 1925 to 1929 under "
                "President Calvin Coolidge, and afterwards as Governor-General of "
                "the Philippines from 1929 to 1932."
            ),
            D(
                "Hopman Cup: The Hopman Cup is an international mixed-team tennis "
                "tournament first held in Perth, Western Australia, in 1989. It "
                "is named after Harry Hopman, the Australian player and coach who "
                "captained his country to sixteen titles in the world's leading "
                "men's team competition between 1939 and 1967."
            ),
            D(
                "Davis, California: Davis is a city in Yolo County, California, "
                "and part of the Sacramento metropolitan area. It is home to the "
                "University of California, Davis, which began as the University "
                "Farm in 1908, and is known for its extensive network of bicycle "
                "lanes and its flat, agricultural surroundings."
            ),
            S(
                "Davis Cup: The Davis Cup is the premier international team event "
                "in men's tennis, run by the International Tennis Federation. It "
                "began in 1900 as a challenge between the United States and the "
                "British Isles, and is named after the American player Dwight F. "
                "Davis, who devised its format and paid for the silver trophy "
                "himself."
            ),
            D(
                "International Tennis Federation: The International Tennis "
                "Federation is the governing body of world tennis, founded in "
                "1913 as the International Lawn Tennis Federation by twelve "
                "national associations. Based in London, it runs the men's and "
                "women's world team cups and the Olympic tennis event, and "
                "maintains the rules of the sport."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which novel was published first, Moby-Dick or The Scarlet Letter?",
        "The Scarlet Letter",
        [
            D(
                "The House of the Seven Gables: The House of the Seven Gables is "
                "a Gothic novel by the American author Nathaniel Hawthorne, "
                "published in April 1851. It follows a New England family and "
                "their ancestral home in Salem, Massachusetts, which was inspired "
                "by a real gabled house belonging to the author's cousin."
            ),
            S(
                "Moby-Dick: Moby-Dick; or, The Whale is an 1851 novel by the "
                "American writer Herman Melville. It follows the sailor Ishmael "
                "aboard the whaling ship Pequod, whose captain, Ahab, seeks "
                "revenge on the white sperm whale that bit off his leg on a "
                "previous voyage."
            ),
            D(
                "Typee: Typee: A Peep at Polynesian Life is the first book by the "
                "American writer Herman Melville, published in 1846. Drawing on "
                "the author's stay on the island of Nuku Hiva in the Marquesas "
                "after deserting a whaler, it was the most popular of his works "
                "during his lifetime."
            ),
            D(
                "Moby Dick (1956 film): Moby Dick is a 1956 film adaptation of "
                "Herman Melville's novel, directed by John Huston from a "
                "screenplay he wrote with the science-fiction author Ray "
                "Bradbury. It stars Gregory Peck as Captain Ahab, Richard "
                "Basehart as Ishmael and Orson Welles as Father Mapple."
            ),
            D(
                "The Scarlet Letter (1995 film): The Scarlet Letter is a 1995 "
                "American historical drama film directed by Roland Joff\u00e9 and "
                "loosely adapted from Nathaniel Hawthorne's novel. Starring Demi "
                "Moore, Gary Oldman and Robert Duvall, it gave the story a "
                "happier ending and was a critical and commercial failure."
            ),
            D(
                "Essex (whaleship): Essex was an American whaling ship from "
                "Nantucket, Massachusetts, that was rammed and sunk by a sperm "
                "whale in the Pacific Ocean in November 1820. The ordeal of its "
                "crew, who drifted for months in small boats, inspired one of the "
                "most famous novels of American literature."
            ),
            S(
                "The Scarlet Letter: The Scarlet Letter: A Romance is a work of "
                "historical fiction by the American author Nathaniel Hawthorne, "
                "published in 1850. Set in Puritan Boston in the 1640s, it tells "
                "of Hester Prynne, who conceives a daughter through an affair and "
                "must wear a scarlet A as a mark of shame."
            ),
            D(
                "Uncle Tom's Cabin: Uncle Tom's Cabin; or, Life Among the Lowly "
                "is an anti-slavery novel by the American author Harriet Beecher "
                "Stowe, published in two volumes in 1852. It was the best-selling "
                "novel of the 19th century and is credited with helping to fuel "
                "the abolitionist cause in the 1850s."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where did the performer of song Walkin' After Midnight die?",
        "Camden, Tennessee",
        [
            S(
                "Walkin' After Midnight: \"Walkin' After Midnight\" is a song "
                "written by Alan Block and Don Hecht and recorded by the American "
                "country singer Patsy Cline. Released in 1957 after her "
                "appearance on Arthur Godfrey's Talent Scouts, it became her "
                "first hit, reaching number two on the country chart and number "
                "twelve on the pop chart."
            ),
            D(
                'After Midnight (J. J. Cale song): "After Midnight" is a song '
                "written and first recorded by the American musician J. J. Cale "
                "in 1966. Eric Clapton made it a hit with his version of 1970, "
                "which reached the top twenty of the Billboard Hot 100, and "
                "Cale's own re-recording became his first chart single in 1972."
            ),
            D(
                "Jim Reeves: James Travis Reeves (August 20, 1923 \u2013 July 31, "
                "1964) was an American country and popular music "
                'singer-songwriter known as "Gentleman Jim". He was a pioneer of '
                "the smooth Nashville sound and had hits such as \"He'll Have to "
                'Go" (1959), and he died when the single-engine plane he was '
                "piloting crashed in a storm near Brentwood, Tennessee."
            ),
            D(
                'Crazy (Willie Nelson song): "Crazy" is a song written by Willie '
                "Nelson while he was a struggling songwriter in Nashville. "
                "Recorded in 1961 by a rising female country singer with producer "
                "Owen Bradley, it reached number two on the country chart and "
                "later became one of the most played jukebox songs of all time."
            ),
            D(
                "Loretta Lynn: Loretta Lynn (April 14, 1932 \u2013 October 4, 2022) "
                "was an American country singer-songwriter, born in Butcher "
                'Hollow, Kentucky. Known for the song "Coal Miner\'s Daughter" and '
                "a string of hits about working-class women, she died at her "
                "ranch in Hurricane Mills, Tennessee."
            ),
            D(
                'Midnight Train to Georgia: "Midnight Train to Georgia" is a 1973 '
                "single by Gladys Knight & the Pips, written by Jim Weatherly. "
                "Released on Buddah Records, it reached number one on the "
                "Billboard Hot 100 and won the Grammy Award for Best R&B Vocal "
                "Performance by a Duo, Group or Chorus."
            ),
            S(
                "Patsy Cline: Virginia Patterson Hensley (September 8, 1932 \u2013 "
                "March 5, 1963), known professionally as Patsy Cline, was an "
                "American country music singer and one of the first country "
                "artists to cross over to pop music. She died at the age of 30 in "
                "the crash of a private plane near Camden, Tennessee."
            ),
            D(
                "Sweet Dreams (1985 film): Sweet Dreams is a 1985 American "
                "biographical film directed by Karel Reisz about the life of a "
                "country singer from Winchester, Virginia. Jessica Lange, who "
                "played the singer, was nominated for the Academy Award for Best "
                "Actress, with Ed Harris as her husband Charlie Dick."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "the hay wain painter was born in which suffolk village",
        "East Bergholt",
        [
            D(
                "The Haywain Triptych: The Haywain Triptych is an oil-on-panel "
                "triptych by the Early Netherlandish painter Hieronymus Bosch, "
                "made around 1516. Its central panel shows a huge cart of hay "
                "followed by people of every rank grabbing at it, a symbol of "
                "greed, and it is now in the Museo del Prado in Madrid."
            ),
            S(
                "John Constable: John Constable (11 June 1776 \u2013 31 March 1837) "
                "was an English landscape painter in the Romantic tradition. Born "
                "in East Bergholt, a village on the River Stour in Suffolk, he is "
                "known principally for his paintings of the area around his home, "
                "now called Constable Country."
            ),
            D(
                "Thomas Gainsborough: Thomas Gainsborough (14 May 1727 \u2013 2 August "
                "1788) was an English portrait and landscape painter, draughtsman "
                "and printmaker, born in Sudbury, Suffolk. With his rival Sir "
                "Joshua Reynolds, he is considered one of the most important "
                "British artists of the second half of the 18th century."
            ),
            D(
                "Flatford Mill: Flatford Mill is a Grade I listed watermill on "
                "the River Stour in the Dedham Vale, England. It was owned by the "
                "corn merchant Golding Constable, whose son painted it in several "
                "of his best-known canvases, and it is now owned by the National "
                "Trust and leased to the Field Studies Council as a residential "
                "centre for art and nature courses."
            ),
            D(
                "The Fighting Temeraire: The Fighting Temeraire is an oil "
                "painting by the English artist J. M. W. Turner, painted in 1838 "
                "and exhibited at the Royal Academy in 1839. It shows the 98-gun "
                "ship HMS Temeraire being towed up the Thames to be broken up, "
                "and hangs in the National Gallery in London."
            ),
            S(
                "The Hay Wain: The Hay Wain is a painting by John Constable, "
                "finished in 1821, that shows a horse-drawn wagon crossing a "
                "shallow stretch of the River Stour between the English counties "
                "of Suffolk and Essex. It hangs in the National Gallery in London "
                "and is regarded as one of the greatest British paintings."
            ),
            D(
                "Salisbury Cathedral from the Bishop's Grounds: Salisbury "
                "Cathedral from the Bishop's Grounds is an oil painting by John "
                "Constable, commissioned by his friend John Fisher, Bishop of "
                "Salisbury. The first version, exhibited at the Royal Academy in "
                "1823, is in the Victoria and Albert Museum in London."
            ),
            D(
                "River Stour, Suffolk: The River Stour is a river in East Anglia, "
                "England, about 47 miles long, that forms most of the boundary "
                "between Suffolk to the north and Essex to the south. It rises in "
                "Cambridgeshire and flows east to meet the North Sea at the port "
                "of Harwich."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the composer of Finlandia born?",
        "H\u00e4meenlinna",
        [
            D(
                "Finlandia Hall: Finlandia Hall is a concert and congress hall in "
                "Helsinki, on the shore of the T\u00f6\u00f6l\u00f6nlahti bay. Designed by the "
                "Finnish architect Alvar Aalto, it was completed in 1971 and in "
                "1975 hosted the summit of the Conference on Security and "
                "Co-operation in Europe that produced the Helsinki Final Act."
            ),
            S(
                "Finlandia: Finlandia, Op. 26, is a tone poem by the Finnish "
                "composer Jean Sibelius, written in 1899 and revised in 1900. It "
                "was composed as a covert protest against increasing censorship "
                "from the Russian Empire, and its hymn section later became one "
                "of the most important national songs of Finland."
            ),
            D(
                "Carl Nielsen: Carl August Nielsen (9 June 1865 \u2013 3 October 1931) "
                "was a Danish composer, conductor and violinist, born on the "
                "island of Funen. Widely recognised as his country's greatest "
                "composer, he wrote six symphonies, three concertos and the "
                "operas Saul and David and Maskarade."
            ),
            D(
                "Valse triste (Sibelius): Valse triste is a short orchestral work "
                "by Jean Sibelius, taken from the incidental music he wrote in "
                "1903 for the play Kuolema by his brother-in-law Arvid J\u00e4rnefelt. "
                "Revised in 1904, it quickly became one of the composer's most "
                "popular and frequently recorded pieces."
            ),
            D(
                "Edvard Grieg: Edvard Hagerup Grieg (15 June 1843 \u2013 4 September "
                "1907) was a Norwegian composer and pianist, born in Bergen. His "
                "best-known works include the Piano Concerto in A minor, the "
                "Lyric Pieces for piano and the incidental music to Henrik "
                "Ibsen's play Peer Gynt."
            ),
            D(
                "Ainola: Ainola was the home of the composer Jean Sibelius and "
                "his wife Aino from 1904 until their deaths, in J\u00e4rvenp\u00e4\u00e4 in "
                "southern Finland. Designed by the architect Lars Sonck and named "
                "after Aino, the house is now a museum, and the couple are buried "
                "in its garden."
            ),
            D(
                "Finlandia Trophy: The Finlandia Trophy is an international "
                "senior figure skating competition held in Finland each autumn, "
                "one of the longest-running events of its kind. It offers medals "
                "in men's singles, women's singles, pair skating and ice dance, "
                "and has often formed part of the ISU Challenger Series."
            ),
            S(
                'Jean Sibelius: Johan Julius Christian "Jean" Sibelius (8 '
                "December 1865 \u2013 20 September 1957) was a Finnish composer of the "
                "late Romantic and early modern periods. Born in H\u00e4meenlinna in "
                "the Grand Duchy of Finland, he is widely regarded as his "
                "country's greatest composer."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "what village was the composer of peter and the wolf born in",
        "Sontsovka",
        [
            D(
                "Peter Pan: Peter Pan is a fictional character created by the "
                "Scottish novelist and playwright J. M. Barrie. A free-spirited "
                "and mischievous boy who can fly and never grows up, he first "
                "appeared in a 1902 novel and is best known from the 1904 stage "
                "play and its 1911 novel version."
            ),
            D(
                "Romeo and Juliet (Prokofiev): Romeo and Juliet, Op. 64, is a "
                "ballet by Sergei Prokofiev based on William Shakespeare's play, "
                "composed in 1935 and revised several times. First staged in Brno "
                "in 1938, it is admired for its melodic invention and is among "
                "the most popular ballets of the 20th century."
            ),
            S(
                "Peter and the Wolf: Peter and the Wolf, Op. 67, is a symphonic "
                "fairy tale for children by the Soviet composer Sergei Prokofiev, "
                "written in 1936. A narrator tells the story while the orchestra "
                "illustrates it, with each character represented by its own "
                "instrument, such as the bird by the flute and the duck by the "
                "oboe."
            ),
            D(
                "Dmitri Shostakovich: Dmitri Dmitriyevich Shostakovich (25 "
                "September 1906 \u2013 9 August 1975) was a Soviet-era Russian "
                "composer and pianist, born in Saint Petersburg. He wrote fifteen "
                "symphonies and fifteen string quartets and became "
                "internationally known after the premiere of his First Symphony "
                "in 1926."
            ),
            D(
                "The Wolf and the Seven Young Goats: The Wolf and the Seven Young "
                "Goats is a German fairy tale collected by the Brothers Grimm and "
                "published in the first edition of their collection in 1812. A "
                "mother goat leaves her seven kids alone at home, and a wolf "
                "tricks his way inside by disguising his rough voice and black "
                "paws."
            ),
            S(
                "Sergei Prokofiev: Sergei Sergeyevich Prokofiev (27 April 1891 \u2013 "
                "5 March 1953) was a Russian composer, pianist and conductor. He "
                "was born in Sontsovka, a remote rural estate in the "
                "Yekaterinoslav Governorate of the Russian Empire, in what is now "
                "eastern Ukraine, and showed exceptional musical gifts as a "
                "child."
            ),
            D(
                "Peter & the Wolf (2006 film): Peter & the Wolf is a 2006 "
                "stop-motion animated short film directed by Suzie Templeton and "
                "set to the music of a 1936 children's piece for narrator and "
                "orchestra, performed without narration. It won the Academy Award "
                "for Best Animated Short Film in 2008."
            ),
            D(
                "Sergei Rachmaninoff: Sergei Vasilyevich Rachmaninoff (1 April "
                "1873 \u2013 28 March 1943) was a Russian composer, virtuoso pianist "
                "and conductor, born into an aristocratic family in the Novgorod "
                "Governorate. He left Russia after the revolution of 1917 and "
                "settled in the United States, where he spent the rest of his "
                "life."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Georges Seurat or Henri de Toulouse-Lautrec?",
        "Georges Seurat",
        [
            D(
                "A Sunday Afternoon on the Island of La Grande Jatte: A Sunday "
                "Afternoon on the Island of La Grande Jatte is a large painting "
                "by Georges Seurat, made between 1884 and 1886. Painted in the "
                "pointillist technique, it shows Parisians relaxing in a park on "
                "the Seine and is held by the Art Institute of Chicago."
            ),
            S(
                "Henri de Toulouse-Lautrec: Henri Marie Raymond de "
                "Toulouse-Lautrec-Monfa (24 November 1864 \u2013 9 September 1901) was "
                "a French painter, printmaker and illustrator, born into an "
                "aristocratic family in Albi. He is known for his posters and "
                "portraits of the cabaret life of Montmartre in late 19th-century "
                "Paris."
            ),
            D(
                "Paul Signac: Paul Victor Jules Signac (11 November 1863 \u2013 15 "
                "August 1935) was a French neo-Impressionist painter who, working "
                "with Georges Seurat, helped to develop the pointillist style. He "
                "was a keen sailor, and many of his paintings show harbours and "
                "boats at Saint-Tropez and elsewhere."
            ),
            D(
                "Mus\u00e9e Toulouse-Lautrec: The Mus\u00e9e Toulouse-Lautrec is an art "
                "museum in Albi, France, housed in the Palais de la Berbie, the "
                "former bishops' palace. Opened in 1922, it holds the largest "
                "collection of works by the painter, most of them donated by his "
                "mother and his friend Maurice Joyant after his death."
            ),
            D(
                "Moulin Rouge: The Moulin Rouge is a cabaret in Paris, co-founded "
                "in 1889 by Charles Zidler and Joseph Oller and marked by the red "
                "windmill on its roof. It is best known as the birthplace of the "
                "modern form of the can-can dance, which its posters made famous "
                "around the world."
            ),
            S(
                "Georges Seurat: Georges Pierre Seurat (2 December 1859 \u2013 29 "
                "March 1891) was a French post-Impressionist artist, born in "
                "Paris. He devised the painting techniques known as "
                "chromoluminarism and pointillism, and his large works of the "
                "1880s changed the direction of modern art."
            ),
            D(
                "Moulin Rouge! (2001 film): Moulin Rouge! is a 2001 jukebox "
                "musical film directed by Baz Luhrmann, starring Nicole Kidman "
                "and Ewan McGregor, with John Leguizamo as a painter. Set in "
                "Paris in 1899 and 1900, it follows a young English poet who "
                "falls in love with the star of a Montmartre cabaret."
            ),
            D(
                "Henri Rousseau: Henri Julien F\u00e9lix Rousseau (21 May 1844 \u2013 2 "
                "September 1910) was a French post-Impressionist painter in the "
                "naive or primitive manner. Ridiculed by critics during his "
                "lifetime, he worked as a toll collector in Paris and was known "
                "as Le Douanier."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the composer of film Taxi Driver born?",
        "June 29, 1911",
        [
            D(
                "Paul Schrader: Paul Joseph Schrader (born July 22, 1946) is an "
                "American screenwriter and film director, born in Grand Rapids, "
                "Michigan, and raised in a strict Calvinist household. He later "
                "directed First Reformed (2017), which earned him a nomination "
                "for the Academy Award for Best Original Screenplay."
            ),
            D(
                "Taxi (TV series): Taxi is an American sitcom that aired from "
                "1978 to 1982 on ABC and from 1982 to 1983 on NBC. Set in a New "
                "York City cab company garage, it starred Judd Hirsch, Danny "
                "DeVito, Marilu Henner and Andy Kaufman, and won eighteen Emmy "
                "Awards."
            ),
            S(
                "Taxi Driver: Taxi Driver is a 1976 American psychological "
                "thriller film directed by Martin Scorsese, written by Paul "
                "Schrader and starring Robert De Niro as a lonely Vietnam veteran "
                "who works as a night-shift cab driver in New York City. Its "
                "score was written by Bernard Herrmann, who died shortly after "
                "recording it."
            ),
            D(
                "Jerry Goldsmith: Jerrald King Goldsmith (February 10, 1929 \u2013 "
                "July 21, 2004) was an American composer and conductor known for "
                "his film and television scores, among them Planet of the Apes, "
                "Chinatown and Alien. He won the Academy Award for Best Original "
                "Score for The Omen (1976)."
            ),
            D(
                "Martin Scorsese: Martin Charles Scorsese (born November 17, "
                "1942) is an American filmmaker, one of the major figures of the "
                "New Hollywood era, born in Queens, New York City. His films "
                "include Mean Streets (1973), Goodfellas (1990) and The Departed "
                "(2006), which won him the Academy Award for Best Director."
            ),
            S(
                "Bernard Herrmann: Bernard Herrmann (June 29, 1911 \u2013 December 24, "
                "1975) was an American composer and conductor best known for his "
                "film scores. Born in New York City, he began in radio drama with "
                "Orson Welles, wrote the music for Citizen Kane (1941) and worked "
                "with Alfred Hitchcock on films such as Vertigo (1958)."
            ),
            D(
                "Elmer Bernstein: Elmer Bernstein (April 4, 1922 \u2013 August 18, "
                "2004) was an American composer and conductor, known for the "
                "scores of The Magnificent Seven (1960), To Kill a Mockingbird "
                "(1962) and The Great Escape (1963). He won the Academy Award for "
                "Thoroughly Modern Millie (1967)."
            ),
            D(
                "Raging Bull: Raging Bull is a 1980 American biographical sports "
                "film directed by Martin Scorsese and starring Robert De Niro as "
                "the middleweight boxer Jake LaMotta. Shot mostly in black and "
                "white, it won De Niro the Academy Award for Best Actor and "
                "Thelma Schoonmaker the award for Best Film Editing."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the organisation that owns Croke Park founded?",
        "Thurles",
        [
            D(
                "Aviva Stadium: The Aviva Stadium is a sports stadium in Dublin "
                "with a capacity of 51,700, built on the site of the former "
                "Lansdowne Road ground. Opened in 2010, it is the home of the "
                "Ireland national rugby union team and the Republic of Ireland "
                "national football team."
            ),
            D(
                "Semple Stadium: Semple Stadium is a Gaelic games stadium in "
                "Thurles, County Tipperary, and the home ground of the Tipperary "
                "hurling team. With a capacity of about 45,000, it is the "
                "second-largest stadium of its kind in Ireland and regularly "
                "hosts the Munster Senior Hurling Championship final."
            ),
            D(
                "Thomas Croke: Thomas William Croke (1824 \u2013 22 July 1902) was an "
                "Irish Catholic prelate who served as Archbishop of Cashel and "
                "Emly from 1875 until his death. An outspoken nationalist, he "
                "supported the Land League and the revival of the Irish language "
                "and native sports, and several places are named in his honour."
            ),
            S(
                "Gaelic Athletic Association: The Gaelic Athletic Association is "
                "an Irish amateur sporting and cultural organisation that "
                "promotes Gaelic games such as hurling, Gaelic football, handball "
                "and rounders. It was founded on 1 November 1884 at a meeting in "
                "Hayes' Hotel in Thurles, County Tipperary."
            ),
            D(
                "Irish Rugby Football Union: The Irish Rugby Football Union is "
                "the body governing rugby union in the whole island of Ireland, "
                "formed in 1879 from the amalgamation of two earlier unions in "
                "Dublin and Belfast. It runs the national team and the four "
                "provincial sides of Leinster, Munster, Ulster and Connacht."
            ),
            S(
                "Croke Park: Croke Park is a stadium in Dublin, Ireland, and the "
                "headquarters of the Gaelic Athletic Association. With a capacity "
                "of 82,300, it is one of the largest stadiums in Europe and hosts "
                "the All-Ireland finals in Gaelic football and hurling each year."
            ),
            D(
                "Football Association of Ireland: The Football Association of "
                "Ireland is the governing body for association football in the "
                "Republic of Ireland. It was formed in Dublin in 1921, after "
                "clubs in the south broke away from the Belfast-based Irish "
                "Football Association, and it organises the League of Ireland."
            ),
            D(
                "All-Ireland Senior Hurling Championship: The All-Ireland Senior "
                "Hurling Championship is the premier inter-county hurling "
                "competition in Ireland, held annually since 1887. Its final is "
                "played in Dublin in the summer, and Kilkenny have won the most "
                "titles, ahead of Cork and Tipperary."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which town was the director of The Bridge on the River Kwai born in?",
        "Croydon",
        [
            D(
                "The Bridge at Remagen: The Bridge at Remagen is a 1969 American "
                "war film directed by John Guillermin and starring George Segal, "
                "Robert Vaughn and Ben Gazzara. It is loosely based on the "
                "capture of the Ludendorff Bridge over the Rhine by American "
                "troops in March 1945, late in the Second World War."
            ),
            S(
                "The Bridge on the River Kwai: The Bridge on the River Kwai is a "
                "1957 epic war film directed by David Lean and based on the 1952 "
                "novel by Pierre Boulle. Starring William Holden, Jack Hawkins "
                "and Alec Guinness, it tells of British prisoners of war forced "
                "to build a railway bridge in Burma, and won seven Academy "
                "Awards."
            ),
            D(
                "A Bridge Too Far (film): A Bridge Too Far is a 1977 epic war "
                "film directed by Richard Attenborough, based on Cornelius Ryan's "
                "1974 book about the failed Allied Operation Market Garden in the "
                "occupied Netherlands in September 1944. Its ensemble cast "
                "includes Dirk Bogarde, Sean Connery and Michael Caine."
            ),
            D(
                "Pierre Boulle: Pierre Boulle (20 February 1912 \u2013 30 January "
                "1994) was a French novelist who worked as an engineer on rubber "
                "plantations in British Malaya and served with the Free French in "
                "Southeast Asia during the Second World War. He is best known for "
                "his novels about a prisoner-of-war camp and about a planet ruled "
                "by apes."
            ),
            D(
                "Burma Railway: The Burma Railway, also known as the Death "
                "Railway, is a 415-kilometre railway between Ban Pong in Thailand "
                "and Thanbyuzayat in Burma, built by the Empire of Japan in 1942 "
                "and 1943. Tens of thousands of Asian labourers and Allied "
                "prisoners of war died during its construction."
            ),
            D(
                "Michael Powell: Michael Latham Powell (30 September 1905 \u2013 19 "
                "February 1990) was an English film director, born in "
                "Bekesbourne, near Canterbury in Kent. He is celebrated for his "
                "partnership with the Hungarian-born writer Emeric Pressburger, "
                "which produced A Matter of Life and Death (1946) and The Red "
                "Shoes (1948)."
            ),
            S(
                "David Lean: Sir David Lean (25 March 1908 \u2013 16 April 1991) was "
                "an English film director, producer, screenwriter and editor. "
                "Born to a Quaker family in Croydon, Surrey, he began as a film "
                "editor before directing Brief Encounter (1945) and large-scale "
                "epics such as Lawrence of Arabia (1962)."
            ),
            D(
                "Alec Guinness: Sir Alec Guinness (2 April 1914 \u2013 5 August 2000) "
                "was an English actor. After an early career on the stage, he "
                "starred in several of the Ealing comedies, and he won the "
                "Academy Award for Best Actor for his role as a proud British "
                "colonel in a prison camp in a 1957 war film."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who created the sitcom that The Jeffersons was spun off from?",
        "Norman Lear",
        [
            D(
                "Maude (TV series): Maude is an American sitcom that aired on CBS "
                "from September 1972 to April 1978. Starring Bea Arthur as Maude "
                "Findlay, an outspoken liberal woman living in suburban Tuckahoe, "
                "New York, with her fourth husband, it dealt openly with social "
                "issues such as abortion and alcoholism."
            ),
            D(
                "Jefferson Airplane: Jefferson Airplane was an American rock band "
                "formed in San Francisco in 1965. One of the pioneers of "
                'psychedelic rock, it is known for the songs "Somebody to Love" '
                'and "White Rabbit", and it played at the Monterey Pop, Woodstock '
                "and Altamont festivals in the late 1960s before its members went "
                "on to form Jefferson Starship."
            ),
            S(
                "All in the Family: All in the Family is an American sitcom that "
                "aired on CBS for nine seasons, from January 1971 to April 1979. "
                "Created by Norman Lear and based on the British sitcom Till "
                "Death Us Do Part, it follows Archie Bunker, a bigoted "
                "working-class veteran living in Queens with his family."
            ),
            D(
                "Sherman Hemsley: Sherman Alexander Hemsley (February 1, 1938 \u2013 "
                "July 24, 2012) was an American actor, born in Philadelphia. He "
                "is best known for playing the dry cleaning businessman George "
                "Jefferson on CBS sitcoms from 1973 to 1985, and Deacon Ernest "
                "Frye on the NBC sitcom Amen."
            ),
            D(
                "Archie Bunker's Place: Archie Bunker's Place is an American "
                "sitcom that aired on CBS from September 1979 to April 1983 as a "
                "continuation of an earlier series. Carroll O'Connor starred as "
                "Archie Bunker, who now runs a neighbourhood tavern in Queens, "
                "New York City."
            ),
            D(
                "Till Death Us Do Part: Till Death Us Do Part is a British sitcom "
                "broadcast on BBC1 between 1965 and 1975, written by Johnny "
                "Speight. It follows Alf Garnett, a bigoted, working-class East "
                "Ender played by Warren Mitchell, whose views on politics and "
                "race are the target of its satire."
            ),
            S(
                "The Jeffersons: The Jeffersons is an American sitcom that aired "
                "on CBS from January 1975 to July 1985, lasting eleven seasons. A "
                "spin-off of All in the Family, it follows George and Louise "
                "Jefferson, an African-American couple who move from Queens to a "
                "luxury apartment on the Upper East Side of Manhattan."
            ),
            D(
                "Good Times: Good Times is an American sitcom that aired on CBS "
                "from February 1974 to August 1979. Created by Eric Monte and "
                "Mike Evans and spun off from another CBS sitcom, it follows "
                "Florida and James Evans and their three children, who live in a "
                "public housing project in Chicago."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "are the adventures of tintin and asterix both by belgian creators",
        "no",
        [
            S(
                "The Adventures of Tintin: The Adventures of Tintin is a series "
                "of 24 comic albums created by the Belgian cartoonist Georges "
                "Remi, who wrote under the pen name Herg\u00e9. First published in "
                "1929 in a children's supplement of the newspaper Le Vingti\u00e8me "
                "Si\u00e8cle, it follows a young reporter and his dog Snowy."
            ),
            D(
                "The Smurfs: The Smurfs is a Belgian comic franchise centred on a "
                "colony of small blue creatures who live in mushroom-shaped "
                "houses in a forest. It was created by the cartoonist Peyo, who "
                "introduced the characters in 1958 in the magazine Spirou, and it "
                "was later adapted into an animated series and several films."
            ),
            D(
                "Lucky Luke: Lucky Luke is a Western comic series created by the "
                "Belgian cartoonist Morris in 1946, about a lone cowboy said to "
                "shoot faster than his shadow. From 1955 to 1977 it was written "
                "by Ren\u00e9 Goscinny, and it has sold more than 300 million copies "
                "in many languages."
            ),
            D(
                "The Adventures of Tintin (film): The Adventures of Tintin: The "
                "Secret of the Unicorn is a 2011 motion-capture animated "
                "adventure film directed by Steven Spielberg and produced by "
                "Peter Jackson. Jamie Bell voices the young reporter and Andy "
                "Serkis plays Captain Haddock."
            ),
            D(
                "Obelix: Obelix is a fictional character in a series of French "
                "comics, the best friend of the title hero. A menhir sculptor and "
                "delivery man who loves eating wild boar, he has permanent "
                "superhuman strength because he fell into a cauldron of magic "
                "potion as a baby."
            ),
            D(
                "Spirou & Fantasio: Spirou & Fantasio is a Franco-Belgian comic "
                "series created in 1938 by the French cartoonist Rob-Vel for the "
                "first issue of the Belgian magazine Spirou. Passed on to Jij\u00e9 "
                "and then to Andr\u00e9 Franquin, it follows a reporter in a bellboy's "
                "uniform and his friend."
            ),
            S(
                "Asterix: Asterix is a French comic book series about a village "
                "of indomitable Gauls who resist Roman occupation in 50 BC. It "
                "was created in 1959 by the French writer Ren\u00e9 Goscinny and "
                "illustrator Albert Uderzo, who first published it in the "
                "magazine Pilote."
            ),
            D(
                "Asterix & Obelix: Mission Cleopatra: Asterix & Obelix: Mission "
                "Cleopatra is a 2002 French comedy film written and directed by "
                "Alain Chabat, with Christian Clavier and G\u00e9rard Depardieu as the "
                "two Gauls and Monica Bellucci as Cleopatra. It was one of the "
                "biggest box-office successes in France that year."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of film Cinema Paradiso born?",
        "Bagheria",
        [
            D(
                "Mal\u00e8na: Mal\u00e8na is a 2000 Italian romantic comedy-drama film "
                "starring Monica Bellucci as a beautiful war widow in a small "
                "Sicilian town during the Second World War, seen through the eyes "
                "of a teenage boy. It was nominated for the Academy Awards for "
                "Best Cinematography and Best Original Score."
            ),
            D(
                "Ennio Morricone: Ennio Morricone (10 November 1928 \u2013 6 July "
                "2020) was an Italian composer, orchestrator and trumpeter, born "
                "in Rome. He wrote more than 400 scores for cinema and "
                "television, including the music for Sergio Leone's westerns, "
                "and, after an honorary award in 2007, won the Academy Award for "
                "Best Original Score for The Hateful Eight (2015)."
            ),
            S(
                "Cinema Paradiso: Cinema Paradiso is a 1988 Italian coming-of-age "
                "drama film written and directed by Giuseppe Tornatore. Told in "
                "flashback by a successful film director returning to the "
                "Sicilian village where he grew up, it won the Grand Prix at the "
                "1989 Cannes Film Festival and the Academy Award for Best Foreign "
                "Language Film."
            ),
            D(
                "Il Postino: The Postman: Il Postino: The Postman is a 1994 "
                "Italian comedy-drama film directed by Michael Radford, starring "
                "Massimo Troisi as a postman who befriends the exiled poet Pablo "
                "Neruda, played by Philippe Noiret. Troisi died of a heart attack "
                "the day after filming ended."
            ),
            D(
                "Paolo Sorrentino: Paolo Sorrentino (born 31 May 1970) is an "
                "Italian film director and screenwriter, born in Naples. His film "
                "The Great Beauty (2013), about an ageing writer in Rome, won the "
                "Academy Award for Best Foreign Language Film, and he also "
                "created the television series The Young Pope."
            ),
            D(
                "Life Is Beautiful: Life Is Beautiful is a 1997 Italian "
                "comedy-drama film directed by and starring Roberto Benigni as a "
                "Jewish bookshop owner who uses his imagination to shield his son "
                "in a Nazi concentration camp. It won three Academy Awards, "
                "including Best Actor and Best Foreign Language Film."
            ),
            S(
                "Giuseppe Tornatore: Giuseppe Tornatore (born 27 May 1956) is an "
                "Italian film director and screenwriter, born in Bagheria, near "
                "Palermo in Sicily. He is also known for The Legend of 1900 "
                "(1998) and Mal\u00e8na (2000), both scored by Ennio Morricone."
            ),
            D(
                "The Legend of 1900: The Legend of 1900 is a 1998 "
                "English-language Italian drama film starring Tim Roth as a "
                "gifted pianist who is born and spends his whole life aboard an "
                "ocean liner. It is based on Novecento, a theatrical monologue by "
                "the Italian writer Alessandro Baricco."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the painter of The Kiss, the golden painting in Vienna, born?",
        "Baumgarten",
        [
            D(
                "The Kiss (Rodin sculpture): The Kiss is a marble sculpture by "
                "the French sculptor Auguste Rodin, first conceived in 1882 as "
                "part of his Gates of Hell. It portrays the 13th-century Italian "
                "lovers Paolo and Francesca from Dante's Inferno, and the first "
                "full-size marble version is in the Mus\u00e9e Rodin in Paris."
            ),
            D(
                "The Kiss (Hayez): The Kiss is an 1859 oil painting by the "
                "Italian artist Francesco Hayez, held by the Pinacoteca di Brera "
                "in Milan. It shows a young couple in medieval dress embracing at "
                "the foot of a staircase, and it became a symbol of the Italian "
                "Risorgimento and of romantic love."
            ),
            S(
                "Gustav Klimt: Gustav Klimt (14 July 1862 \u2013 6 February 1918) was "
                "an Austrian Symbolist painter and one of the founders of the "
                "Vienna Secession. He was born in Baumgarten, near Vienna, the "
                "second of seven children of a gold engraver from Bohemia."
            ),
            D(
                "Egon Schiele: Egon Schiele (12 June 1890 \u2013 31 October 1918) was "
                "an Austrian Expressionist painter, born in Tulln an der Donau. A "
                "prot\u00e9g\u00e9 of Gustav Klimt, he is known for his intense and twisted "
                "figure paintings and self-portraits, and he died of Spanish flu "
                "at the age of 28."
            ),
            D(
                "Vienna Secession: The Vienna Secession is an art movement formed "
                "in 1897 by a group of Austrian artists who had resigned from the "
                "Association of Austrian Artists. Its exhibition building, "
                'designed by Joseph Maria Olbrich, bears the motto "To every age '
                'its art, to art its freedom".'
            ),
            S(
                "The Kiss (Klimt): The Kiss is an oil painting with added gold "
                "leaf by the Austrian Symbolist painter Gustav Klimt, painted in "
                "1907 and 1908 during his Golden Period. It depicts a couple "
                "embracing in a flowered meadow and is held by the "
                "\u00d6sterreichische Galerie Belvedere in Vienna."
            ),
            D(
                "Portrait of Adele Bloch-Bauer I: Portrait of Adele Bloch-Bauer I "
                "is a 1907 painting by Gustav Klimt, the first of his two "
                "portraits of the Viennese salon hostess. Seized by the Nazis, it "
                "was returned to the family's heirs in 2006 after a long legal "
                "dispute and is now in the Neue Galerie in New York."
            ),
            D(
                "The Kiss (Munch): The Kiss is a motif that the Norwegian painter "
                "Edvard Munch explored in paintings, etchings and woodcuts from "
                "the late 1880s onward. The best-known oil version, painted in "
                "1897, shows a couple melting into one shape by a curtained "
                "window and hangs in the Munch Museum in Oslo."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first ayrton senna or alain prost",
        "Alain Prost",
        [
            D(
                "Nelson Piquet: Nelson Piquet Souto Maior (born 17 August 1952) "
                "is a Brazilian former racing driver and businessman. He won the "
                "Formula One World Drivers' Championship three times, in 1981, "
                "1983 and 1987, driving for Brabham and then Williams."
            ),
            S(
                "Ayrton Senna: Ayrton Senna da Silva (21 March 1960 \u2013 1 May 1994) "
                "was a Brazilian racing driver who won the Formula One World "
                "Drivers' Championship in 1988, 1990 and 1991. He died from "
                "injuries sustained in a crash while leading the 1994 San Marino "
                "Grand Prix at Imola."
            ),
            D(
                "Senna (film): Senna is a 2010 British documentary film about the "
                "Brazilian racing driver, directed by Asif Kapadia. Built almost "
                "entirely from archive footage of races, press conferences and "
                "family films, it won the BAFTA Awards for Best Documentary and "
                "Best Editing."
            ),
            D(
                "1989 Japanese Grand Prix: The 1989 Japanese Grand Prix was a "
                "Formula One motor race held at Suzuka on 22 October 1989. It is "
                "remembered for the collision between the two McLaren drivers at "
                "the chicane, which decided that year's world championship in the "
                "Frenchman's favour."
            ),
            D(
                "Bruno Senna: Bruno Senna Lalli (born 15 October 1983) is a "
                "Brazilian racing driver and the nephew of a three-time Formula "
                "One world champion. He raced in Formula One for HRT, Renault and "
                "Williams between 2010 and 2012, and later won the World "
                "Endurance Championship LMP2 title."
            ),
            S(
                "Alain Prost: Alain Marie Pascal Prost (born 24 February 1955) is "
                "a French former racing driver and Formula One team owner. He won "
                "four Formula One World Drivers' Championships, in 1985, 1986, "
                "1989 and 1993, and his rivalry with a Brazilian teammate at "
                "McLaren became one of the sport's most famous."
            ),
            D(
                "Nigel Mansell: Nigel Ernest James Mansell (born 8 August 1953) "
                "is a British former racing driver who won the 1992 Formula One "
                "World Championship with Williams. The following year he moved to "
                "the United States and won the CART IndyCar title at his first "
                "attempt."
            ),
            D(
                "Niki Lauda: Andreas Nikolaus Lauda (22 February 1949 \u2013 20 May "
                "2019) was an Austrian racing driver and aviation entrepreneur. "
                "He won the Formula One World Championship three times, in 1975, "
                "1977 and 1984, and survived a fiery crash at the N\u00fcrburgring in "
                "1976, returning to race only six weeks later with severe burns "
                "to his head."
            ),
        ],
        drop=1,
    ),
]
