"""Development multi-hop questions, batch 45.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on music, literature, the visual arts and sports, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev42.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v47.

Measured lengths: mean support 292 characters, mean distractor 289 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "In which Normandy village was the artist who sent the urinal Fountain to a New York "
        "exhibition in 1917 born?",
        "Blainville-Crevon",
        [
            D(
                "Jacques Villon: Jacques Villon (1875 \u2013 1963), born Gaston Duchamp, was a "
                "French painter and printmaker born in Damville, Normandy, and the eldest brother "
                "of Marcel Duchamp. He took his pseudonym from the medieval poet Fran\u00e7ois "
                "Villon and led the Section d'Or group of Cubists in Paris from 1912."
            ),
            S(
                "Fountain (Duchamp): Fountain is a 1917 readymade by Marcel Duchamp, a standard "
                'porcelain urinal laid on its back and signed "R. Mutt 1917". Sent to the first '
                "exhibition of the Society of Independent Artists in New York, it was kept out of "
                "the show; the original is lost, and the known versions are later replicas."
            ),
            D(
                "Society of Independent Artists: The Society of Independent Artists was an "
                "association founded in New York in 1916 to hold yearly exhibitions with no jury "
                "and no prizes, open to anyone who paid the fee. Its first show opened in April "
                "1917 at the Grand Central Palace, with some 2,000 works hung in alphabetical "
                "order."
            ),
            D(
                "Fountain of the Four Rivers: The Fountain of the Four Rivers is a Baroque "
                "fountain in the Piazza Navona in Rome, designed by Gian Lorenzo Bernini and "
                "unveiled in 1651 for Pope Innocent X. Its four river gods stand for the Nile, the "
                "Ganges, the Danube and the R\u00edo de la Plata, great rivers of four continents."
            ),
            D(
                "Armory Show: The Armory Show, officially the International Exhibition of Modern "
                "Art, was held at the 69th Regiment Armory in New York from 17 February to 15 "
                "March 1913. It brought Cubism and Fauvism to American audiences, and its European "
                "canvases drew both crowds and ridicule before the show toured to Chicago and "
                "Boston."
            ),
            D(
                "Raymond Duchamp-Villon: Raymond Duchamp-Villon (1876 \u2013 1918) was a French "
                "sculptor born in Damville in the Eure department, a brother of Marcel Duchamp. "
                "His bronze The Horse of 1914 is a landmark of Cubist sculpture; he served as a "
                "medical officer in the First World War and died of typhoid fever in Cannes."
            ),
            S(
                "Marcel Duchamp: Marcel Duchamp (28 July 1887 \u2013 2 October 1968) was a "
                "French-American artist born in Blainville-Crevon, a village in the Seine-Maritime "
                "department of Normandy. His Nude Descending a Staircase, No. 2 caused a stir at "
                "the 1913 Armory Show, and he later gave up painting for chess and readymades."
            ),
            D(
                "Readymade: A readymade is an ordinary manufactured object that an artist selects "
                "and shows as a work of art with little or no change. The term came into use in "
                "New York around 1915; early examples include a bicycle wheel fixed to a kitchen "
                "stool in 1913 and a bottle rack bought at a Paris department store in 1914."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "pennsylvania city where the artist who made the balloon dog sculptures was born",
        "York",
        [
            D(
                "Puppy (sculpture): Puppy is a sculpture of a West Highland terrier some 12 metres "
                "tall, covered in flowering plants, first shown at Arolsen in Germany in 1992. "
                "Since 1997 it has stood outside the Guggenheim Museum Bilbao, where its coat of "
                "about 38,000 plants is changed twice a year, in spring and autumn."
            ),
            D(
                "Balloon modelling: Balloon modelling is the shaping of long, thin latex balloons "
                "into animals and other figures by twisting them into sealed sections. The dog, "
                "made from a single balloon with twists for the snout, ears, legs and tail, is the "
                "first figure that most children's entertainers learn to make."
            ),
            S(
                "Jeff Koons: Jeff Koons (born 21 January 1955) is an American artist born in York, "
                "Pennsylvania. He studied at the Maryland Institute College of Art and the School "
                "of the Art Institute of Chicago, and sold commodities on Wall Street before his "
                "shiny sculptures of everyday objects made him famous."
            ),
            D(
                "Claes Oldenburg: Claes Oldenburg (1929 \u2013 2022) was a Swedish-born American "
                "sculptor raised in Chicago, known for giant public versions of everyday objects "
                "such as Clothespin in Philadelphia (1976) and Spoonbridge and Cherry in "
                "Minneapolis (1988), many of them made with his wife Coosje van Bruggen."
            ),
            D(
                "York, Pennsylvania: York is a city in south-central Pennsylvania and the seat of "
                "York County. The Continental Congress met there in 1777 and 1778 while the "
                "British held Philadelphia, and it adopted the Articles of Confederation in the "
                "town. Its factories have made motorcycles, peppermint patties and barbells."
            ),
            D(
                "Maryland Institute College of Art: The Maryland Institute College of Art is a "
                "private art school in Baltimore, founded in 1826 and one of the oldest art "
                "colleges in the United States. Its Main Building, a marble palazzo in the Bolton "
                "Hill district, was completed in 1908 after a fire destroyed the old one."
            ),
            D(
                "Christie's: Christie's is a British auction house founded in London in 1766 by "
                "James Christie. Its saleroom on King Street, St James's, has been used since "
                "1823, and in 2017 it sold Salvator Mundi, a painting attributed to Leonardo da "
                "Vinci, for $450.3 million, the highest price paid for a work of art at auction."
            ),
            S(
                "Balloon Dog: Balloon Dog is a series of five mirror-polished stainless steel "
                "sculptures by the American artist Jeff Koons, made between 1994 and 2000 for his "
                "Celebration series. Each is about three metres tall and comes in its own colour; "
                "Balloon Dog (Orange) sold at Christie's in 2013 for $58.4 million."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The artist who wrapped the Reichstag in Berlin in 1995 was born in which Bulgarian town?",
        "Gabrovo",
        [
            S(
                "Wrapped Reichstag: Wrapped Reichstag was a temporary work by Christo and "
                "Jeanne-Claude in Berlin, for which the Reichstag building was covered in some "
                "100,000 square metres of silvery fabric tied with blue rope. Planned for more "
                "than twenty years, it stood for two weeks in mid-1995 and drew five million "
                "people."
            ),
            D(
                "Jeanne-Claude: Jeanne-Claude Denat de Guillebon (1935 \u2013 2009) was an artist "
                "born in Casablanca, Morocco, who made huge outdoor works with her husband. She "
                "died in New York in November 2009, and projects they had planned together, such "
                "as the wrapping of the Arc de Triomphe in Paris, were carried out after her death."
            ),
            D(
                "Reichstag building: The Reichstag building in Berlin was completed in 1894 to a "
                "design by Paul Wallot and was badly damaged by fire in February 1933. After "
                "German reunification it was rebuilt by Norman Foster with a glass dome open to "
                "visitors, and since 1999 it has been the seat of the Bundestag."
            ),
            D(
                "The Floating Piers: The Floating Piers was an installation on Lake Iseo in "
                "northern Italy, open for sixteen days in June and July 2016. Walkways of floating "
                "plastic cubes covered in yellow fabric let about 1.2 million visitors walk on the "
                "water from Sulzano to the island of Monte Isola and around San Paolo."
            ),
            D(
                "Gabrovo: Gabrovo is a town in central Bulgaria on the Yantra River, at the foot "
                "of the Balkan Mountains. Known for its House of Humour and Satire, which opened "
                "on 1 April 1972, it is also home to Etar, an open-air museum of the crafts and "
                "houses of the Bulgarian National Revival period."
            ),
            S(
                "Christo: Christo Vladimirov Javacheff (13 June 1935 \u2013 31 May 2020), known as "
                "Christo, was an artist born in Gabrovo, Bulgaria. He studied in Sofia, left the "
                "Eastern Bloc in 1957 and reached Paris in 1958, where he met Jeanne-Claude, born "
                "on the same day as him; the couple moved to New York in 1964."
            ),
            D(
                "Surrounded Islands: Surrounded Islands was a 1983 work by Christo and "
                "Jeanne-Claude in Biscayne Bay, Miami, in which eleven small islands were ringed "
                "with about 600,000 square metres of floating pink fabric. It stayed in place for "
                "two weeks in May 1983 and was seen from the causeways, the water and the air."
            ),
            D(
                "Jules Pascin: Jules Pascin (1885 \u2013 1930) was a painter born in Vidin, "
                "Bulgaria, who settled in Paris in 1905 and became one of the artists of "
                "Montparnasse. He spent the First World War in the United States and took American "
                "citizenship in 1920, but returned to Paris, where he died in 1930."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "german city where the composer of the threepenny opera was born",
        "Dessau",
        [
            D(
                "The Beggar's Opera: The Beggar's Opera is a ballad opera by John Gay, with music "
                "arranged by Johann Christoph Pepusch, first staged at Lincoln's Inn Fields in "
                "London on 29 January 1728. Set among thieves and highwaymen, it made its hero "
                "Macheath one of the most popular stage characters of the century."
            ),
            D(
                "Paul Dessau: Paul Dessau (1894 \u2013 1979) was a German composer born in Hamburg "
                "who worked closely with Bertolt Brecht after the Second World War. He wrote music "
                "for Brecht's Mother Courage and Her Children and the opera The Condemnation of "
                "Lucullus, first staged in East Berlin in 1951."
            ),
            D(
                "Rise and Fall of the City of Mahagonny: Rise and Fall of the City of Mahagonny is "
                "an opera by Kurt Weill to a libretto by Bertolt Brecht, first performed in "
                "Leipzig on 9 March 1930. Set in a city of pleasure founded by fugitives, it was "
                "disrupted by Nazi protesters at its premiere and includes the Alabama Song."
            ),
            S(
                "Kurt Weill: Kurt Julian Weill (2 March 1900 \u2013 3 April 1950) was a German "
                "composer born in Dessau, the son of a cantor at the town's synagogue. He studied "
                "with Ferruccio Busoni in Berlin, fled Nazi Germany in 1933 and went on to write "
                "Broadway musicals in New York, where he died."
            ),
            D(
                "Lotte Lenya: Lotte Lenya (1898 \u2013 1981) was an Austrian singer and actress "
                "born in Vienna who married Kurt Weill twice, in 1926 and 1937. She played Jenny "
                "in the first Berlin production of 1928 and won a Tony Award in 1956 for the same "
                "part in an off-Broadway revival."
            ),
            D(
                "Bauhaus Building: The Bauhaus Building in Dessau was designed by Walter Gropius "
                "for the art school, which moved there from Weimar. Opened in December 1926, with "
                "a glass curtain wall around its workshop wing, it was made a UNESCO World "
                "Heritage Site together with other Bauhaus sites in 1996."
            ),
            S(
                "The Threepenny Opera: The Threepenny Opera is a play with music by Bertolt Brecht "
                "and Kurt Weill, adapted from John Gay's The Beggar's Opera of 1728. It opened at "
                "the Theater am Schiffbauerdamm in Berlin on 31 August 1928 and gave the world the "
                "song Mack the Knife."
            ),
            D(
                "Theater am Schiffbauerdamm: The Theater am Schiffbauerdamm is a theatre in the "
                "Mitte district of Berlin, opened in 1892 as the Neues Theater. Since 1954 it has "
                "been the home of the Berliner Ensemble, the company founded by Bertolt Brecht and "
                "the actress Helene Weigel in 1949."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "The Minute Waltz was written by a composer born in which Polish village?",
        "\u017belazowa Wola",
        [
            D(
                "The Blue Danube: The Blue Danube is a waltz by the Austrian composer Johann "
                "Strauss II, who was born in St. Ulrich, then a village outside Vienna. Written in "
                "1866 and first performed in February 1867, it became an unofficial anthem of "
                "Austria and is played every year at the Vienna New Year's Concert."
            ),
            S(
                "Fr\u00e9d\u00e9ric Chopin: Fr\u00e9d\u00e9ric Chopin (1810 \u2013 1849) was a "
                "Polish composer and pianist born in \u017belazowa Wola, a village near Sochaczew "
                "in the Masovia region of central Poland. He left his homeland in 1830, settled in "
                "Paris the next year and wrote nearly all of his music for the piano."
            ),
            D(
                "Grande valse brillante: The Grande valse brillante in E-flat major, Op. 18, is a "
                "waltz for solo piano by Fr\u00e9d\u00e9ric Chopin, published in Paris in 1834 as "
                "the first of his waltzes to appear in print. Lively and showy, it was written for "
                "the salons of the French capital and is dedicated to Miss Laura Horsford."
            ),
            D(
                "George Sand: George Sand (1804 \u2013 1876), born Amantine Lucile Aurore Dupin, "
                "was a French novelist who lived with the composer from 1838 to 1847. The couple "
                "spent the winter of 1838\u201339 in a former monastery at Valldemossa on Majorca, "
                "and he passed many summers at her country house at Nohant."
            ),
            D(
                "Stanis\u0142aw Moniuszko: Stanis\u0142aw Moniuszko (1819 \u2013 1872) was a "
                "Polish composer born in Ubiel, a village near Minsk, and is called the father of "
                "Polish national opera. His opera Halka was staged in its full four-act form in "
                "1858, and he wrote some three hundred songs for voice and piano."
            ),
            D(
                "Karol Szymanowski: Karol Szymanowski (1882 \u2013 1937) was a Polish composer and "
                "pianist born at Tymosz\u00f3wka, his family's estate in what is now central "
                "Ukraine. His opera King Roger was first staged in 1926, and his ballet Harnasie "
                "draws on the folk music of the Tatra highlanders."
            ),
            S(
                "Minute Waltz: The Minute Waltz is the popular name of the Waltz in D-flat major, "
                "Op. 64 No. 1, by Fr\u00e9d\u00e9ric Chopin, published in 1847 and dedicated to "
                "Countess Delfina Potocka. The nickname means a small waltz, not one lasting sixty "
                "seconds; most pianists take closer to two minutes to play it."
            ),
            D(
                "Waltz: The waltz is a ballroom dance in triple time that grew out of German and "
                "Austrian country dances in the late 18th century. Condemned at first as indecent "
                "because partners held each other closely, it swept the ballrooms of Vienna and "
                "Paris in the 19th century and spread as a form for concert music."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Michigan city was the leader of the band that took Rock Around the Clock to "
        "number one in 1955 born?",
        "Highland Park",
        [
            D(
                "Blackboard Jungle: Blackboard Jungle is a 1955 American film directed by Richard "
                "Brooks, starring Glenn Ford as a teacher at a rough boys' school in New York "
                "City. Based on the 1954 novel by Evan Hunter, it was nominated for four Academy "
                "Awards, and teenage audiences danced in the aisles at some of its showings."
            ),
            D(
                "Shake, Rattle and Roll: Shake, Rattle and Roll is a twelve-bar blues written by "
                "Jesse Stone under the name Charles Calhoun and first recorded by Big Joe Turner "
                "in February 1954. Turner's record topped the rhythm and blues chart, and a "
                "cleaned-up cover by Bill Haley & His Comets reached the pop top ten that year."
            ),
            D(
                "Highland Park, Michigan: Highland Park is a city in Wayne County, Michigan, "
                "almost entirely surrounded by the city of Detroit. Henry Ford opened his Highland "
                "Park plant there in 1910, and in 1913 it became the first car factory to use a "
                "moving assembly line, building the Model T."
            ),
            S(
                "Rock Around the Clock: Rock Around the Clock is a rock and roll song written by "
                "Max C. Freedman and James E. Myers. Recorded by Bill Haley & His Comets for Decca "
                "in April 1954, it became a hit after it was played over the opening titles of the "
                "film Blackboard Jungle and topped the US charts in July 1955."
            ),
            D(
                "Gene Vincent: Vincent Eugene Craddock (1935 \u2013 1971), known as Gene Vincent, "
                "was an American rock and roll singer born in Norfolk, Virginia, who led the band "
                "the Blue Caps. Their 1956 record Be-Bop-A-Lula reached the US top ten, and he "
                "later found his most loyal audiences in Britain and France."
            ),
            D(
                "Rock Around the Clock (film): Rock Around the Clock is a 1956 American musical "
                "film directed by Fred F. Sears and produced by Sam Katzman for Columbia Pictures. "
                "Named after the hit song, it stars Bill Haley & His Comets and the disc jockey "
                "Alan Freed, and it sparked unrest in British cinemas on its release."
            ),
            S(
                "Bill Haley: William John Clifton Haley (6 July 1925 \u2013 9 February 1981) was "
                "an American rock and roll singer and bandleader born in Highland Park, Michigan. "
                "He grew up near Chester, Pennsylvania, led the group known from 1952 as Bill "
                "Haley & His Comets, and died at his home in Harlingen, Texas."
            ),
            D(
                "Decca Records: Decca Records is a record label founded in London in 1929 by the "
                "stockbroker Edward Lewis, who bought a firm that had sold Decca portable "
                "gramophones since 1914. Its American branch, set up in New York in 1934, became "
                "one of the largest record companies of the swing era."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In what year did the author of the novel Snow Country receive the Nobel Prize in "
        "Literature?",
        "1968",
        [
            D(
                "Kenzabur\u014d \u014ce: Kenzabur\u014d \u014ce (1935 \u2013 2023) was a Japanese "
                "writer born in \u014cse, a village in the forests of Shikoku. He received the "
                "Nobel Prize in Literature in 1994, the second Japanese writer to do so, and his "
                "novel A Personal Matter (1964) drew on the birth of his disabled son."
            ),
            D(
                "Thousand Cranes: Thousand Cranes is a novel by Yasunari Kawabata, serialised from "
                "1949 and published as a book in 1952. Set in the world of the tea ceremony, it "
                "follows Kikuji, a young man in postwar Japan who is drawn to the women who were "
                "the mistresses of his late father."
            ),
            D(
                "Yukio Mishima: Yukio Mishima (1925 \u2013 1970) was a Japanese novelist and "
                "playwright born in Tokyo and an early prot\u00e9g\u00e9 of Yasunari Kawabata. "
                "Nominated for the Nobel Prize in Literature several times in the 1960s, he took "
                "his own life in November 1970 after a failed attempt at a coup."
            ),
            S(
                "Yasunari Kawabata: Yasunari Kawabata (14 June 1899 \u2013 16 April 1972) was a "
                "Japanese novelist and short story writer born in Osaka. In 1968 he became the "
                "first Japanese writer to receive the Nobel Prize in Literature, cited for the "
                "sensibility with which he expressed the essence of the Japanese mind."
            ),
            D(
                "Nobel Prize in Literature: The Nobel Prize in Literature has been awarded by the "
                "Swedish Academy since 1901, when it went to the French poet Sully Prudhomme. The "
                "Bengali poet Rabindranath Tagore became the first laureate from outside Europe in "
                "1913, and the prize is announced each year in early October."
            ),
            D(
                "Niigata Prefecture: Niigata Prefecture lies on the Sea of Japan coast of Honshu "
                "and is known for heavy winter snow, rice and sake. It includes Sado Island, and "
                "Yuzawa, a hot-spring and ski resort in its southern mountains, is reached from "
                "Tokyo in little more than an hour by the J\u014detsu Shinkansen."
            ),
            D(
                "Edward Seidensticker: Edward Seidensticker (1921 \u2013 2007) was an American "
                "scholar and translator of Japanese literature, born in Colorado. He translated "
                "novels by Kawabata and Tanizaki, and his complete English version of The Tale of "
                "Genji was published in 1976."
            ),
            S(
                "Snow Country: Snow Country is a novel by the Japanese writer Yasunari Kawabata, "
                "published in parts from 1935 and in its final form in 1948. Set in a hot-spring "
                "town in the mountains of Niigata, it follows the Tokyo dilettante Shimamura and "
                "the geisha Komako; the English translation came out in 1956."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "The Portuguese writer of the novel Blindness was born in which village?",
        "Azinhaga",
        [
            D(
                "Fernando Pessoa: Fernando Pessoa (1888 \u2013 1935) was a Portuguese poet born in "
                "Lisbon who wrote under dozens of invented names, among them Alberto Caeiro, "
                "Ricardo Reis and \u00c1lvaro de Campos. Most of his work, including The Book of "
                "Disquiet, was found in a trunk and published after his death."
            ),
            S(
                "Blindness (novel): Blindness is a 1995 novel by the Portuguese writer Jos\u00e9 "
                "Saramago about an epidemic of white blindness that strikes an unnamed city, and "
                "about the doctor's wife, the only one who keeps her sight. A sequel, Seeing, came "
                "out in 2004, and a film version followed in 2008."
            ),
            D(
                "Blindness (2008 film): Blindness is a 2008 film directed by the Brazilian "
                "Fernando Meirelles and starring Julianne Moore and Mark Ruffalo, adapted from a "
                "novel of the same name. It opened the Cannes Film Festival in May 2008 and was "
                "shot in Brazil, Uruguay and Canada."
            ),
            D(
                "The Gospel According to Jesus Christ: The Gospel According to Jesus Christ is a "
                "1991 novel by Jos\u00e9 Saramago that retells the life of Jesus. When the "
                "Portuguese government struck it from a list of candidates for a European literary "
                "prize in 1992, the author left Lisbon in protest."
            ),
            D(
                "Lanzarote: Lanzarote is the easternmost of the Canary Islands, a volcanic island "
                "of Spain lying about 125 kilometres off the coast of Africa. Its Timanfaya "
                "National Park was formed by eruptions between 1730 and 1736, and the artist "
                "C\u00e9sar Manrique shaped much of its modern architecture."
            ),
            D(
                "Ant\u00f3nio Lobo Antunes: Ant\u00f3nio Lobo Antunes (born 1942) is a Portuguese "
                "novelist born in Lisbon who trained as a psychiatrist and served as an army "
                "doctor in Angola during the colonial war. His novels about that war, first "
                "published in 1979, made him one of Portugal's best-known writers."
            ),
            D(
                "Ribatejo: Ribatejo is a historical province of central Portugal lying along the "
                "Tagus, with Santar\u00e9m as its chief town. Its flat river meadows, the "
                "lez\u00edrias, are known for breeding fighting bulls and Lusitano horses, and for "
                "their wines, melons and tomatoes."
            ),
            S(
                "Jos\u00e9 Saramago: Jos\u00e9 Saramago (16 November 1922 \u2013 18 June 2010) was "
                "a Portuguese novelist born in Azinhaga, a village in the Ribatejo, to a family of "
                "landless peasants. He won the Nobel Prize in Literature in 1998 and spent his "
                "last years on Lanzarote, in the Canary Islands."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Austrian town was the skier who won all three men's alpine events at the 1956 "
        "Winter Olympics born?",
        "Kitzb\u00fchel",
        [
            D(
                "Cortina d'Ampezzo: Cortina d'Ampezzo is a town in the Dolomites in the Italian "
                "province of Belluno, at an altitude of about 1,200 metres. It hosted the 1956 "
                "Winter Olympics, the first Winter Games to be shown on television, and shares the "
                "2026 Winter Olympics with Milan."
            ),
            D(
                "Hahnenkamm race: The Hahnenkamm race is a World Cup downhill held each January on "
                "the Streif course at Kitzb\u00fchel, first run in 1931. With a steep start, the "
                "Mausefalle jump and a finish in the town, it is the most feared and best-paid "
                "race on the circuit and draws crowds of some 50,000."
            ),
            S(
                "Alpine skiing at the 1956 Winter Olympics: Alpine skiing at the 1956 Winter "
                "Olympics consisted of six events held at Cortina d'Ampezzo, Italy, from 27 "
                "January to 3 February 1956. The Austrian Toni Sailer won all three men's races, "
                "the downhill, the giant slalom and the slalom, a sweep not matched until 1968."
            ),
            D(
                "Stein Eriksen: Stein Eriksen (1927 \u2013 2015) was a Norwegian alpine skier born "
                "in Oslo who won the giant slalom at the 1952 Winter Olympics in his home city and "
                "three world titles in 1954. He later moved to the United States, ran ski schools "
                "and gave his name to a lodge at Deer Valley in Utah."
            ),
            D(
                "Andrea Mead Lawrence: Andrea Mead Lawrence (1932 \u2013 2009) was an American "
                "alpine skier born in Rutland, Vermont, who won the slalom and the giant slalom at "
                "the 1952 Winter Olympics in Oslo, the first American skier to win two Olympic "
                "gold medals. She later campaigned to protect the Eastern Sierra."
            ),
            D(
                "Downhill (alpine skiing): The downhill is the fastest discipline of alpine "
                "skiing, raced on a long, steep course with few gates, where racers can reach more "
                "than 130 kilometres an hour. Each skier makes a single run, and the fastest time "
                "wins; courses are set with long jumps and sweeping turns."
            ),
            S(
                "Toni Sailer: Anton Sailer (17 November 1935 \u2013 24 August 2009) was an "
                "Austrian alpine ski racer born in Kitzb\u00fchel, Tyrol. After his three Olympic "
                "golds in 1956 he won three more world titles at Bad Gastein in 1958, then retired "
                "at 23 to act and sing in films, and later led the Austrian ski team."
            ),
            D(
                "Tyrol (state): Tyrol is a state in western Austria, with Innsbruck as its "
                "capital, lying between Bavaria and Italy in the Alps. Innsbruck hosted the Winter "
                "Olympics in 1964 and 1976, and the state's ski resorts, such as St. Anton am "
                "Arlberg and Ischgl, draw millions of visitors each winter."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "prix de l'arc de triomphe racecourse lies in which paris park",
        "the Bois de Boulogne",
        [
            D(
                "Arc de Triomphe: The Arc de Triomphe is a monumental arch at the western end of "
                "the Champs-\u00c9lys\u00e9es in Paris, commissioned by Napoleon in 1806 after his "
                "victory at Austerlitz and finished in 1836. The Tomb of the Unknown Soldier from "
                "the First World War lies beneath its vault."
            ),
            S(
                "Longchamp Racecourse: Longchamp Racecourse is a horse racing venue of some 57 "
                "hectares on the site of a former abbey in the Bois de Boulogne, in the west of "
                "Paris. It opened in 1857 in the presence of Napoleon III, and its new grandstand, "
                "designed by Dominique Perrault, opened in 2018."
            ),
            D(
                "Chantilly Racecourse: Chantilly Racecourse is a racecourse in the Oise department "
                "north of Paris, laid out in 1834 beside the Ch\u00e2teau de Chantilly and its "
                "Great Stables. It stages the Prix du Jockey Club and the Prix de Diane, the "
                "French counterparts of the Derby and the Oaks."
            ),
            D(
                "Auteuil Hippodrome: Auteuil Hippodrome is a racecourse for jump racing at the "
                "southern edge of the Bois de Boulogne in Paris, opened in 1873. Its main race, "
                "the Grand Steeple-Chase de Paris, is run over about 5,800 metres each May and is "
                "the best-known steeplechase in France, first run there in the spring of 1874."
            ),
            D(
                "Bois de Vincennes: The Bois de Vincennes is the largest public park in Paris, at "
                "the eastern edge of the city beside the medieval Ch\u00e2teau de Vincennes. It "
                "holds the Paris Zoological Park and the Vincennes Hippodrome, a trotting track "
                "whose Prix d'Am\u00e9rique in January is the most prestigious race in trotting."
            ),
            D(
                "King George VI and Queen Elizabeth Stakes: The King George VI and Queen Elizabeth "
                "Stakes is a flat horse race in Britain for horses aged three and older, run over "
                "about 2,400 metres at Ascot in late July. First run in 1951, it is one of the "
                "most prestigious flat races in Britain for older horses."
            ),
            S(
                "Prix de l'Arc de Triomphe: The Prix de l'Arc de Triomphe is a flat horse race for "
                "horses aged three and older, run over 2,400 metres on the first Sunday in "
                "October. First held in 1920, it is staged at Longchamp Racecourse, and it moved "
                "to Chantilly in 2016 and 2017 while the stands were rebuilt."
            ),
            D(
                "Sea-Bird (horse): Sea-Bird was a French-trained chestnut colt who won the Epsom "
                "Derby easily and then the 1965 Prix de l'Arc de Triomphe by six lengths, beating "
                "one of the strongest fields ever assembled. Rated 145 by Timeform, he was long "
                "held to be the best European racehorse of the century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the football club that plays its home matches at Ibrox Stadium founded?",
        "1872",
        [
            D(
                "Hampden Park: Hampden Park is a football stadium in the Mount Florida area of "
                "Glasgow and the national stadium of Scotland. Opened in 1903 by Queen's Park, it "
                "held a European record crowd of 149,415 for a match between Scotland and England "
                "in April 1937, and it now seats about 52,000."
            ),
            D(
                "Queen's Park F.C.: Queen's Park Football Club is the oldest association football "
                "club in Scotland, founded in Glasgow in 1867. It won the Scottish Cup ten times "
                "in the 19th century and stayed amateur until 2019, and it later gave up Hampden "
                "Park, which it had owned for more than a century."
            ),
            S(
                "Rangers F.C.: Rangers Football Club is a football club in Glasgow, founded in "
                "March 1872 by the brothers Moses and Peter McNeil, Peter Campbell and William "
                "McBeath, who first played on Glasgow Green. The club has won more than fifty "
                "Scottish league titles and the European Cup Winners' Cup in 1972."
            ),
            D(
                "1971 Ibrox disaster: The 1971 Ibrox disaster was a crush on stairway 13 of Ibrox "
                "Stadium at the end of a New Year match on 2 January 1971, in which 66 people died "
                "and more than 200 were hurt. It led to the Safety of Sports Grounds Act of 1975 "
                "and the rebuilding of the ground as a mostly seated stadium."
            ),
            D(
                "Scottish Football Association: The Scottish Football Association is the governing "
                "body of football in Scotland, founded in Glasgow on 13 March 1873 by eight clubs, "
                "which makes it the second-oldest national football association. It runs the "
                "Scottish Cup and has its offices at Hampden Park."
            ),
            D(
                "Kilmarnock F.C.: Kilmarnock Football Club is a football club in Ayrshire, founded "
                "in 1869 and the oldest professional club in Scotland. It plays at Rugby Park, won "
                "the Scottish league title in 1965 and has lifted the Scottish Cup four times, "
                "most recently in 2012."
            ),
            D(
                "Archibald Leitch: Archibald Leitch (1865 \u2013 1939) was a Scottish engineer and "
                "architect born in Glasgow who designed more than twenty football grounds in "
                "Britain, among them stands at Hampden Park, Anfield, Goodison Park and Old "
                "Trafford, and was known for his criss-cross steel balcony fronts."
            ),
            S(
                "Ibrox Stadium: Ibrox Stadium is a football stadium on the south side of the River "
                "Clyde in Glasgow, home of Rangers Football Club since 1899. With about 50,000 "
                "seats it is one of the largest grounds in Scotland, and its red-brick main stand, "
                "designed by Archibald Leitch, opened in 1928."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "who was born first steve ovett or sebastian coe",
        "Steve Ovett",
        [
            D(
                "Steve Cram: Steve Cram (born 14 October 1960) is a British former middle-distance "
                "runner from Jarrow in the north-east of England. He won the 1500 metres at the "
                "first World Championships in Helsinki in 1983 and in 1985 set world records at "
                "1500 metres, 2000 metres and the mile within nineteen days."
            ),
            D(
                "Athletics at the 1980 Summer Olympics \u2013 Men's 800 metres: The men's 800 "
                "metres final at the 1980 Olympics was run on 26 July in Moscow. The favourite, "
                "Sebastian Coe, ran a badly judged race and took silver behind his British rival, "
                "with Nikolai Kirov of the Soviet Union third."
            ),
            S(
                "Sebastian Coe: Sebastian Newbold Coe, Baron Coe (born 29 September 1956) is a "
                "British former middle-distance runner and politician. He won the 1500 metres at "
                "the 1980 and 1984 Olympics, led the organising committee of the London 2012 Games "
                "and became president of World Athletics in 2015."
            ),
            D(
                "Peter Coe: Peter Coe (1919 \u2013 2008) was an English engineer and athletics "
                "coach who trained his son Sebastian from boyhood to Olympic gold. He worked out "
                "hard, short interval sessions for him on the tracks and hills around Sheffield "
                "and wrote books on the training of middle-distance runners."
            ),
            D(
                "Sa\u00efd Aouita: Sa\u00efd Aouita (born 2 November 1959) is a Moroccan former "
                "runner born in Kenitra who won the 5000 metres at the 1984 Olympics in Los "
                "Angeles. In 1985 and 1987 he set world records at 1500 metres and 5000 metres, "
                "and he was the first man to run 5000 metres in under 13 minutes."
            ),
            D(
                "Mile run world record progression: The first mile under four minutes was run by "
                "Roger Bannister at Iffley Road, Oxford, on 6 May 1954. Between 1979 and 1985 the "
                "record was broken six times, each time by one of three British runners: Sebastian "
                "Coe, Steve Ovett or Steve Cram."
            ),
            D(
                "John Walker (runner): John Walker (born 12 January 1952) is a New Zealand former "
                "middle-distance runner born in Papakura. In 1975 he became the first man to run "
                "the mile in under 3 minutes 50 seconds, and he won the 1500 metres at the 1976 "
                "Olympics in Montreal."
            ),
            S(
                "Steve Ovett: Stephen Michael James Ovett (born 9 October 1955) is a British "
                "former middle-distance runner born in Brighton, Sussex. He won the 800 metres at "
                "the 1980 Olympics in Moscow and set world records at 1500 metres and the mile "
                "during a long rivalry with his compatriot Sebastian Coe."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Johann Pachelbel or Henry Purcell?",
        "Johann Pachelbel",
        [
            S(
                "Henry Purcell: Henry Purcell (c. 10 September 1659 \u2013 21 November 1695) was "
                "an English composer born in Westminster, London. Organist of Westminster Abbey "
                "from 1679, he wrote the opera Dido and Aeneas and a great deal of music for the "
                "stage and the court, and he died at the age of 36."
            ),
            D(
                "Pachelbel's Canon: Pachelbel's Canon, the Canon in D major, is a piece for three "
                "violins over a repeated bass line, probably written in the late 17th century and "
                "long forgotten. A 1968 recording by the chamber orchestra of Jean-Fran\u00e7ois "
                "Paillard made it one of the most popular works of the Baroque era."
            ),
            D(
                "Dido and Aeneas: Dido and Aeneas is an opera in a prologue and three acts by "
                "Henry Purcell to a libretto by Nahum Tate, based on the fourth book of Virgil's "
                "Aeneid. Its earliest known performance was at a girls' school in Chelsea, London, "
                "by 1689, and it ends with Dido's lament, When I am laid in earth."
            ),
            D(
                "Daniel Purcell: Daniel Purcell (c. 1664 \u2013 1717) was an English composer and "
                "organist, the younger brother of Henry Purcell. After his brother's death in 1695 "
                "he completed the music for the semi-opera The Indian Queen, and he later wrote "
                "songs and incidental music for the London theatres."
            ),
            D(
                "Dieterich Buxtehude: Dieterich Buxtehude (c. 1637 \u2013 1707) was a "
                "Danish-German organist and composer who served at St. Mary's Church in "
                "L\u00fcbeck from 1668 until his death. In 1705 the young Johann Sebastian Bach "
                "walked some 400 kilometres from Arnstadt to hear him play."
            ),
            S(
                "Johann Pachelbel: Johann Pachelbel (baptised 1 September 1653 \u2013 buried 9 "
                "March 1706) was a German composer and organist born in Nuremberg. He worked in "
                "Vienna, Eisenach and Erfurt before returning to his home city in 1695, and he is "
                "remembered above all for his Canon in D major."
            ),
            D(
                "John Blow: John Blow (1649 \u2013 1708) was an English composer born in "
                "Newark-on-Trent who became organist of Westminster Abbey in 1668 and was an early "
                "teacher of Henry Purcell. His masque Venus and Adonis, written around 1683, is "
                "often called the first English opera."
            ),
            D(
                "St. Sebaldus Church: St. Sebaldus Church is a medieval Lutheran church in the old "
                "town of Nuremberg, named after the city's patron saint, whose bronze shrine by "
                "Peter Vischer stands in the choir. Johann Pachelbel was its organist from 1695 "
                "until his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Did Jean-Claude Killy and Franz Klammer both win the Olympic downhill?",
        "yes",
        [
            D(
                "Bernhard Russi: Bernhard Russi (born 1948) is a Swiss former alpine ski racer "
                "from Andermatt who won the downhill world title in 1970 and Olympic gold in the "
                "downhill at Sapporo in 1972, then silver in 1976. He went on to design the "
                "downhill courses of many later Winter Olympics."
            ),
            D(
                "Karl Schranz: Karl Schranz (born 1938) is an Austrian former alpine ski racer "
                "from St. Anton am Arlberg who won two overall World Cup titles. Days before the "
                "1972 Winter Olympics at Sapporo he was barred from the Games by Avery Brundage "
                "for earning money from ski makers, and he never won an Olympic title."
            ),
            S(
                "Franz Klammer: Franz Klammer (born 3 December 1953) is an Austrian former alpine "
                "ski racer from Mooswald in Carinthia. He won the downhill at the 1976 Winter "
                "Olympics in Innsbruck on home snow with a wild, attacking run, took 25 World Cup "
                "downhill races and won the World Cup downhill title five times."
            ),
            D(
                "Val-d'Is\u00e8re: Val-d'Is\u00e8re is a ski resort in the Tarentaise Valley in "
                "Savoie, France, close to the Italian border. It hosted the men's downhill of the "
                "1992 Winter Olympics on the Face de Bellevarde, and it holds World Cup races each "
                "December in its Crit\u00e9rium de la Premi\u00e8re Neige."
            ),
            D(
                "Grenoble: Grenoble is a city in the Is\u00e8re department of south-eastern "
                "France, at the foot of the French Alps. It hosted the 1968 Winter Olympics, for "
                "which the alpine races were held at Chamrousse, and it is known for its "
                "universities, research centres and cable car to the Bastille fort."
            ),
            D(
                "Annemarie Moser-Pr\u00f6ll: Annemarie Moser-Pr\u00f6ll (born 1953) is an Austrian "
                "former alpine ski racer from Kleinarl who won six overall World Cup titles. After "
                "silver medals at Sapporo in 1972, she won the women's downhill at the 1980 Winter "
                "Olympics in Lake Placid, near the end of her career."
            ),
            S(
                "Jean-Claude Killy: Jean-Claude Killy (born 30 August 1943) is a French former "
                "alpine ski racer born in Saint-Cloud and raised in Val-d'Is\u00e8re. At the 1968 "
                "Winter Olympics in Grenoble he won the downhill, the giant slalom and the slalom, "
                "and he later co-chaired the organisers of the 1992 Albertville Games."
            ),
            D(
                "Patscherkofel: The Patscherkofel is a mountain of 2,246 metres just south of "
                "Innsbruck in Tyrol, reached by a cable car from the village of Igls. Its Olympic "
                "course was the scene of the men's downhill at the Winter Olympics of 1964 and "
                "1976, and it is a popular ski area for the city."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Have Rachel Whiteread and Tracey Emin both won the Turner Prize?",
        "no",
        [
            D(
                "Turner Prize: The Turner Prize is an annual award for British visual art, set up "
                "in 1984 and named after the painter J. M. W. Turner. Organised by Tate, it goes "
                "with a show of the shortlisted artists' work; its first winner was Malcolm "
                "Morley, and the prize is now worth \u00a325,000 to the winner."
            ),
            S(
                "Tracey Emin: Tracey Emin (born 3 July 1963) is an English artist born in Croydon "
                "and raised in Margate. She was shortlisted for the Turner Prize in 1999 with My "
                "Bed, her unmade bed strewn with debris, but that year's prize went to Steve "
                "McQueen; she became a Royal Academician in 2007."
            ),
            D(
                "My Bed: My Bed is an installation by Tracey Emin, first shown in Tokyo in 1998, "
                "made of her own unmade bed surrounded by slippers, bottles and other debris from "
                "a time of depression. Bought by Charles Saatchi, it was sold at Christie's in "
                "2014 for about \u00a32.5 million and then lent to Tate."
            ),
            D(
                "Grayson Perry: Grayson Perry (born 24 March 1960) is an English artist born in "
                "Chelmsford, known for ceramic vases, tapestries and his female alter ego, Claire. "
                "He won the Turner Prize in 2003, the first potter to do so, and gave the BBC "
                "Reith Lectures on art in 2013."
            ),
            D(
                "House (sculpture): House was a concrete cast of the inside of a Victorian "
                "terraced house at 193 Grove Road in Bow, east London, made by Rachel Whiteread in "
                "the autumn of 1993. Left standing alone after its street was cleared, it was "
                "pulled down by the local council in January 1994."
            ),
            D(
                "Gillian Wearing: Gillian Wearing (born 10 December 1963) is an English artist "
                "born in Birmingham, known for photographs and videos of ordinary people, such as "
                "Signs that say what you want them to say. She won the Turner Prize in 1997, and "
                "her statue of Millicent Fawcett stands in Parliament Square."
            ),
            S(
                "Rachel Whiteread: Rachel Whiteread (born 20 April 1963) is an English sculptor "
                "born in Ilford, Essex, known for casting the empty spaces in and around things. "
                "In 1993 she became the first woman to win the Turner Prize, in the year her cast "
                "of a whole house stood in east London."
            ),
            D(
                "Margate: Margate is a seaside town in Kent on the Isle of Thanet, with a sandy "
                "beach and the Dreamland amusement park, first opened in 1920. The Turner "
                "Contemporary gallery opened on its seafront in 2011, near the spot where the "
                "painter J. M. W. Turner used to stay."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Raymond Queneau and Georges Perec both members of the Oulipo?",
        "yes",
        [
            D(
                "Exercises in Style: Exercises in Style is a 1947 book by Raymond Queneau that "
                "tells one trivial story 99 times in different ways. On a crowded bus in Paris, a "
                "young man with a long neck and an odd hat quarrels with another passenger; two "
                "hours later he is seen being told to add a button to his coat."
            ),
            D(
                "Lipogram: A lipogram is a piece of writing that leaves out one letter of the "
                "alphabet on purpose. Ernest Vincent Wright's Gadsby (1939) is a novel of more "
                "than 50,000 words without the letter e, and Gilbert Adair published an English "
                "lipogram of the same kind, A Void, in 1994."
            ),
            S(
                "Georges Perec: Georges Perec (1936 \u2013 1982) was a French writer born in Paris "
                "who joined the Oulipo in 1967. His novel A Void (1969) never uses the letter e, "
                "and Life: A User's Manual, about the residents of one Paris apartment block, won "
                "the Prix M\u00e9dicis in 1978."
            ),
            D(
                "Coll\u00e8ge de 'Pataphysique: The Coll\u00e8ge de 'Pataphysique is a society "
                "founded in Paris in 1948 and devoted to the science of imaginary solutions "
                "invented by the playwright Alfred Jarry. Its members gave themselves mock titles, "
                "and its work was shared out among a number of subcommittees."
            ),
            D(
                "Jacques Roubaud: Jacques Roubaud (born 1932) is a French poet, novelist and "
                "mathematician born in Caluire-et-Cuire, near Lyon. A member of a writers' "
                "workshop devoted to constraints since 1966, he has based books of poems on the "
                "rules of the board game Go and written a long prose cycle about memory."
            ),
            D(
                "Zazie in the Metro (film): Zazie in the Metro is a 1960 French comedy film "
                "directed by Louis Malle, adapted from a novel of the same name. Catherine "
                "Demongeot plays a foul-mouthed girl from the provinces who spends a weekend in "
                "Paris with her uncle and never gets to ride the metro."
            ),
            S(
                "Raymond Queneau: Raymond Queneau (1903 \u2013 1976) was a French novelist and "
                "poet who wrote Exercises in Style (1947) and Zazie in the Metro (1959). In 1960 "
                "he founded the Oulipo, a workshop of writers and mathematicians, together with "
                "the engineer and chess writer Fran\u00e7ois Le Lionnais."
            ),
            D(
                "Prix M\u00e9dicis: The Prix M\u00e9dicis is a French literary award founded in "
                "1958 and given each autumn to a novel whose author's fame does not yet match "
                "their talent. A prize for a foreign novel was added in 1970 and one for an essay "
                "in 1985, and the jury meets in Paris in early November."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the sculptor of the giant spider Maman die?",
        "31 May 2010",
        [
            D(
                "Turbine Hall: The Turbine Hall is the huge former generator hall of Bankside "
                "Power Station in London, some 150 metres long and 35 metres high, which now "
                "serves as the entrance to Tate Modern. Since the gallery opened in May 2000, "
                "artists have filled it with a newly commissioned work almost every year."
            ),
            D(
                "Guggenheim Museum Bilbao: The Guggenheim Museum Bilbao is a museum of modern and "
                "contemporary art in the Basque Country of Spain, designed by Frank Gehry and "
                "opened in October 1997. Its curving forms, clad in thin titanium sheets, stand "
                "beside the Nervi\u00f3n river and drew a million visitors in its first year."
            ),
            D(
                "Robert Goldwater: Robert Goldwater (1907 \u2013 1973) was an American art "
                "historian born in New York City whose book Primitivism in Modern Painting, "
                "published in 1938, was the first serious study of the subject. He was the first "
                "director of the Museum of Primitive Art, which opened in Manhattan in 1957."
            ),
            S(
                "Louise Bourgeois: Louise Bourgeois (25 December 1911 \u2013 31 May 2010) was a "
                "French-American artist born in Paris, where her parents ran a workshop restoring "
                "old tapestries. She moved to New York in 1938 after marrying the art historian "
                "Robert Goldwater and won wide fame only in her seventies; she died in New York."
            ),
            D(
                "Niki de Saint Phalle: Niki de Saint Phalle (1930 \u2013 2002) was a "
                "French-American sculptor born in Neuilly-sur-Seine, near Paris, known for the "
                "large, brightly painted female figures she called Nanas. She spent years building "
                "the Tarot Garden, a park of huge mosaic figures in Tuscany."
            ),
            D(
                "Aubusson tapestry: Aubusson tapestry is the weaving of wall hangings and carpets "
                "at Aubusson and Felletin in the Creuse valley of central France, a craft "
                "practised there since at least the 15th century. It was added to UNESCO's list of "
                "the intangible cultural heritage of humanity in 2009."
            ),
            S(
                "Maman (sculpture): Maman is a giant sculpture of a spider by the artist Louise "
                "Bourgeois, made in 1999 and more than nine metres tall. First shown in the "
                "Turbine Hall of Tate Modern in 2000, it was later cast in bronze in six copies, "
                "found in Bilbao, Ottawa, Tokyo and Seoul among other cities."
            ),
            D(
                "Louise Nevelson: Louise Nevelson (1899 \u2013 1988) was an American sculptor born "
                "in Pereiaslav, near Kyiv, who emigrated with her family to Maine as a child. She "
                "is known for wall-sized assemblages of wooden boxes and scraps, usually painted a "
                "single flat black, white or gold."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the performer of the song Puppet on a String born?",
        "Dagenham",
        [
            D(
                "Eurovision Song Contest 1967: The Eurovision Song Contest 1967 was the twelfth "
                "edition of the contest, held on 8 April 1967 in the Great Festival Hall of the "
                "Hofburg in Vienna, after Udo J\u00fcrgens had won for Austria the year before. "
                "Seventeen countries took part, and the show was presented by Erica Vaal."
            ),
            S(
                "Puppet on a String: Puppet on a String is a song written by Bill Martin and Phil "
                "Coulter and sung by Sandie Shaw, who won the Eurovision Song Contest 1967 with it "
                "in Vienna, the first British victory in the contest. The single went on to top "
                "the UK chart for three weeks that spring."
            ),
            D(
                "Congratulations (song): Congratulations is a song written by Bill Martin and Phil "
                "Coulter and sung by Cliff Richard for the United Kingdom at the Eurovision Song "
                "Contest 1968 in London. It lost by a single point to Spain's La, la, la, but it "
                "became a number one hit in Britain and much of Europe."
            ),
            D(
                "Lulu (singer): Lulu, born Marie McDonald McLaughlin Lawrie in 1948 in Lennoxtown, "
                "Scotland, is a singer whose first hit, Shout, came in 1964. At the Eurovision "
                "Song Contest 1969 in Madrid her song Boom Bang-a-Bang tied for first place with "
                "the entries of Spain, France and the Netherlands."
            ),
            D(
                "Dagenham: Dagenham is a town in east London, part of the borough of Barking and "
                "Dagenham, that grew up around a vast interwar council estate. The Ford Motor "
                "Company built cars there from 1931, and the strike of its women sewing machinists "
                "in 1968 helped bring about the Equal Pay Act of 1970."
            ),
            D(
                "Phil Coulter: Phil Coulter (born 1942) is a songwriter, pianist and producer born "
                "in Derry, Northern Ireland. Working with the Scottish lyricist Bill Martin he "
                "wrote two British Eurovision entries of the late 1960s, and his own songs include "
                "The Town I Loved So Well, about his home city."
            ),
            D(
                "Brotherhood of Man: Brotherhood of Man is a British pop group formed in 1969 "
                "which won the Eurovision Song Contest 1976 in The Hague with Save Your Kisses for "
                "Me. The song became the best-selling winner in the contest's history and topped "
                "the UK chart for six weeks."
            ),
            S(
                "Sandie Shaw: Sandie Shaw (born Sandra Ann Goodrich, 26 February 1947) is an "
                "English singer born in Dagenham, Essex, who was discovered by the pop star Adam "
                "Faith. Known for singing barefoot, she had her first number one with (There's) "
                "Always Something There to Remind Me in 1964."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "when did the author of the good earth die",
        "6 March 1973",
        [
            D(
                "The Good Earth (film): The Good Earth is a 1937 American drama film made by MGM "
                "and directed by Sidney Franklin, starring Paul Muni as the farmer Wang Lung. "
                "Luise Rainer won the Academy Award for Best Actress for her part as his wife "
                "O-Lan, her second Oscar in a row."
            ),
            S(
                "The Good Earth: The Good Earth is a 1931 novel by the American writer Pearl S. "
                "Buck about the farmer Wang Lung and his wife O-Lan, who rise from poverty in a "
                "village in rural China. It was the best-selling book in the United States in both "
                "1931 and 1932 and was made into a film in 1937."
            ),
            D(
                "Sinclair Lewis: Sinclair Lewis (7 February 1885 \u2013 10 January 1951) was an "
                "American novelist born in Sauk Centre, Minnesota, the author of Main Street and "
                "Babbitt. In 1930 he became the first American to win the Nobel Prize in "
                "Literature, and he died in Rome two decades later."
            ),
            D(
                "Zhenjiang: Zhenjiang is a city in Jiangsu province, China, on the south bank of "
                "the Yangtze River where it meets the Grand Canal. Known for its black vinegar and "
                "the temples on Jinshan hill, it keeps the house of an American missionary family "
                "as a museum."
            ),
            D(
                "Sons (novel): Sons is a 1932 novel by Pearl S. Buck, the second book of her House "
                "of Earth trilogy, which follows the three sons of Wang Lung as one becomes a "
                "landlord, one a merchant and one a warlord. The trilogy ends with A House "
                "Divided, published in 1935."
            ),
            S(
                "Pearl S. Buck: Pearl Sydenstricker Buck (26 June 1892 \u2013 6 March 1973) was an "
                "American writer who grew up in Zhenjiang, China, the daughter of Presbyterian "
                "missionaries. In 1938 she became the first American woman to win the Nobel Prize "
                "in Literature, and she died at her farm in Danby, Vermont."
            ),
            D(
                "Lin Yutang: Lin Yutang (10 October 1895 \u2013 26 March 1976) was a Chinese "
                "writer born in Fujian whose book My Country and My People was published in New "
                "York in 1935 with the help of an American novelist and her husband, the publisher "
                "Richard Walsh. He died in Hong Kong."
            ),
            D(
                "Lu Xun: Lu Xun (25 September 1881 \u2013 19 October 1936) was a Chinese writer "
                "born in Shaoxing, Zhejiang, often called the father of modern Chinese literature. "
                "His stories A Madman's Diary (1918) and The True Story of Ah Q mocked old ways of "
                "thinking, and he died in Shanghai."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of the Stoke Mandeville Games born?",
        "Tost (now Toszek), Upper Silesia",
        [
            S(
                "Ludwig Guttmann: Sir Ludwig Guttmann (3 July 1899 \u2013 18 March 1980) was a "
                "German-born British neurologist born in Tost, Upper Silesia, now Toszek in "
                "Poland. A Jewish doctor, he fled Nazi Germany in 1939, and in 1944 he opened the "
                "spinal injuries centre at Stoke Mandeville Hospital."
            ),
            D(
                "1960 Summer Paralympics: The 1960 Summer Paralympics were held in Rome in "
                "September 1960, a few days after the Olympic Games in the same city. Some 400 "
                "athletes in wheelchairs from 23 countries competed in sports such as archery, "
                "swimming and fencing, and they are now counted as the first Paralympics."
            ),
            D(
                "Stoke Mandeville: Stoke Mandeville is a village in Buckinghamshire, England, just "
                "south of Aylesbury, whose hospital houses the National Spinal Injuries Centre. "
                "Mandeville, one of the two mascots of the London 2012 Olympic and Paralympic "
                "Games, was named after the village."
            ),
            D(
                "William Penny Brookes: William Penny Brookes (1809 \u2013 1895) was an English "
                "surgeon born in Much Wenlock, Shropshire, who founded the Wenlock Olympian Games "
                "there in 1850. Pierre de Coubertin visited his games in 1890, and Brookes's ideas "
                "fed into the revival of the Olympics in 1896."
            ),
            D(
                "Toszek: Toszek is a small town in Gliwice County in the Silesian Voivodeship of "
                "southern Poland, known until 1945 by its German name of Tost. It grew up below a "
                "castle first recorded in the 13th century, whose ruins were partly restored and "
                "now hold a cultural centre."
            ),
            S(
                "Stoke Mandeville Games: The Stoke Mandeville Games were a sports event for people "
                "with spinal injuries, many of them wounded soldiers, founded by the neurologist "
                "Ludwig Guttmann. First held at Stoke Mandeville Hospital on 29 July 1948, the day "
                "the London Olympics opened, they grew into the Paralympics."
            ),
            D(
                "Wheelchair basketball: Wheelchair basketball is played by two teams of five on a "
                "standard court with a basket at the usual height, and each player is given points "
                "by level of disability. It was taken up by war veterans in the 1940s and has been "
                "part of every Summer Paralympics since Rome in 1960."
            ),
            D(
                "London 1948 Summer Olympics: The 1948 Summer Olympics were held in London from 29 "
                "July to 14 August 1948, the first Games after the Second World War. With no new "
                "venues built, athletes stayed in army camps and colleges, and Germany and Japan "
                "were not invited to take part."
            ),
        ],
        drop=0,
    ),
]
