"""Development multi-hop questions, batch 5 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Subjects: film, television, music, literature and the visual arts. 11 bridge, 5 comparison
and 4 compositional questions, 8 passages each (2 supports, 6 distractors). Measured
passage lengths (characters, title included): mean support 328, mean distractor 319;
every distractor is within 30% of its question's mean support length, and a support is
the longest passage in 1 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # 1 bridge: Pet Sounds -> Capitol Records -> Johnny Mercer
    Q(
        "titled",
        "bridge",
        "Which songwriter co-founded the label that released the Beach Boys album Pet Sounds?",
        "Johnny Mercer",
        [
            D(
                "Smiley Smile: Smiley Smile is the twelfth studio album by the American rock band "
                "the Beach Boys, released on 18 September 1967. It was the first album issued on "
                "the band's own Brother Records label and was recorded largely at Brian Wilson's "
                "home studio in Bel Air after the group abandoned the ambitious Smile project. It "
                "reached number 41 on the Billboard 200."
            ),
            D(
                "Tony Asher: Tony Asher (born 2 May 1939) is an American lyricist and advertising "
                "copywriter. He is best known for writing the words to eight songs on the Beach "
                'Boys\' 1966 album Pet Sounds, among them "Wouldn\'t It Be Nice" and "God Only '
                "Knows\", in collaboration with the band's songwriter and producer Brian Wilson. "
                "Asher was working as a copywriter at an advertising agency when Wilson invited "
                "him to collaborate early in 1966."
            ),
            S(
                "Pet Sounds: Pet Sounds is the eleventh studio album by the American rock band the "
                "Beach Boys, released on 16 May 1966 by Capitol Records. It was produced, arranged "
                "and largely composed by Brian Wilson with the lyricist Tony Asher, and recorded "
                "with a large group of session musicians in Los Angeles. It is often ranked among "
                "the most influential albums in the history of popular music."
            ),
            D(
                "Pet Shop Boys: Pet Shop Boys are an English synth-pop duo formed in London in "
                "1981, consisting of the singer Neil Tennant and the keyboardist Chris Lowe. They "
                'have sold more than 50 million records worldwide, and their singles "West End '
                'Girls" and "It\'s a Sin" both reached number one on the UK Singles Chart. Their '
                "debut album, Please, was released in 1986."
            ),
            D(
                "Brother Records: Brother Records, Inc. is an American record label and company "
                "founded by the members of the Beach Boys in 1967 to give the band control over "
                "its recordings. Its first release was the album Smiley Smile, and it later served "
                "as the corporation that owns the rights to the Beach Boys name and trademark."
            ),
            S(
                "Capitol Records: Capitol Records is an American record label owned by Universal "
                "Music Group through its Capitol Music Group imprint. It was founded in Los "
                "Angeles in 1942 by the songwriter Johnny Mercer, with the film producer Buddy "
                "DeSylva and the music retailer Glenn Wallichs. Its headquarters, the circular "
                "Capitol Records Tower near Hollywood and Vine, was completed in 1956 and is a "
                "landmark of Hollywood."
            ),
            D(
                "Atlantic Records: Atlantic Records is an American record label founded in New "
                "York City in October 1947 by Ahmet Ertegun and Herb Abramson. Over its first two "
                "decades it became a leading label for rhythm and blues, jazz and soul, releasing "
                "records by Ray Charles, Aretha Franklin and Otis Redding. It was acquired by "
                "Warner Bros.-Seven Arts in 1967."
            ),
            D(
                "Wouldn't It Be Nice: \"Wouldn't It Be Nice\" is a song by the American rock band "
                "the Beach Boys, written by Brian Wilson, Tony Asher and Mike Love. It is the "
                "opening track of the band's 1966 album Pet Sounds and was issued as a single in "
                'July 1966, backed with "God Only Knows", and reached number 8 on the Billboard '
                "Hot 100."
            ),
        ],
        drop=1,
    ),
    # 2 bridge: On the Waterfront -> Marlon Brando -> Omaha
    Q(
        "titled",
        "bridge",
        "where was the lead actor of on the waterfront born",
        "Omaha, Nebraska",
        [
            D(
                "Eva Marie Saint: Eva Marie Saint (born 4 July 1924) is an American actress. Born "
                "in Newark, New Jersey, she won the Academy Award for Best Supporting Actress for "
                "her film debut as Edie Doyle in On the Waterfront (1954), and later starred in "
                "Alfred Hitchcock's North by Northwest (1959), opposite Cary Grant, and Otto "
                "Preminger's Exodus (1960)."
            ),
            D(
                "Hoboken, New Jersey: Hoboken is a city in Hudson County, New Jersey, on the "
                "western bank of the Hudson River opposite Manhattan. It is known as the "
                "birthplace of the singer Frank Sinatra, and its piers and streets were the main "
                "location for the filming of On the Waterfront in 1953. With about 60,000 "
                "residents, it is one of the most densely populated cities in the United States."
            ),
            D(
                "Elia Kazan: Elia Kazan (born Elias Kazantzoglou; 7 September 1909 \u2013 28 "
                "September 2003) was an American film and theatre director, born in Constantinople "
                "to Greek parents. He directed A Streetcar Named Desire (1951), On the Waterfront "
                "(1954) and East of Eden (1955), and co-founded the Actors Studio in New York."
            ),
            S(
                "Marlon Brando: Marlon Brando Jr. (3 April 1924 \u2013 1 July 2004) was an "
                "American actor. Born in Omaha, Nebraska, he studied with Stella Adler in New York "
                "City and is credited with bringing method acting to a wide audience. He won the "
                "Academy Award for Best Actor twice and is regarded as one of the greatest actors "
                "of the 20th century."
            ),
            D(
                "Marlon Wayans: Marlon Lamont Wayans (born 23 July 1972) is an American actor, "
                "comedian and screenwriter, born in New York City. With his brothers Keenen Ivory, "
                "Damon and Shawn he appeared in the sketch show In Living Color, and he co-wrote "
                "and starred in the comedy films Scary Movie (2000) and White Chicks (2004)."
            ),
            D(
                "Rod Steiger: Rodney Stephen Steiger (14 April 1925 \u2013 9 July 2002) was an "
                "American actor, born in Westhampton, New York. He played Charley Malloy, the "
                "lawyer brother, in On the Waterfront (1954), and won the Academy Award for Best "
                "Actor for In the Heat of the Night (1967). He also appeared in Doctor Zhivago "
                "(1965) and The Pawnbroker (1964)."
            ),
            S(
                "On the Waterfront: On the Waterfront is a 1954 American crime drama film directed "
                "by Elia Kazan and written by Budd Schulberg. It stars Marlon Brando as Terry "
                "Malloy, a former prizefighter turned longshoreman, with Karl Malden, Lee J. Cobb, "
                "Rod Steiger and Eva Marie Saint. It won eight Academy Awards, including Best "
                "Picture."
            ),
            D(
                'Budd Schulberg: Seymour Wilson "Budd" Schulberg (27 March 1914 \u2013 5 August '
                "2009) was an American screenwriter and novelist, born in New York City. He won "
                "the Academy Award for Best Original Screenplay for On the Waterfront and wrote "
                "the novels What Makes Sammy Run? (1941) and The Harder They Fall (1947)."
            ),
        ],
        drop=1,
    ),
    # 3 bridge: Discworld -> Terry Pratchett -> 2009
    Q(
        "titled",
        "bridge",
        "In what year was the author of the Discworld novels knighted?",
        "2009",
        [
            D(
                "Terry Wogan: Sir Michael Terence Wogan (3 August 1938 \u2013 31 January 2016) was "
                "an Irish-British radio and television broadcaster who presented the BBC Radio 2 "
                "breakfast show for many years. He received an honorary knighthood in 2005 and was "
                "able to use the title Sir after taking British citizenship."
            ),
            S(
                "Discworld: Discworld is a comic fantasy book series written by the English author "
                "Terry Pratchett. It is set on a flat world carried on the backs of four "
                "elephants, which in turn stand on the shell of the giant turtle Great A'Tuin. The "
                "series began with The Colour of Magic in 1983 and ran to 41 novels, the last of "
                "which, The Shepherd's Crown, appeared in 2015."
            ),
            D(
                "Good Omens: Good Omens: The Nice and Accurate Prophecies of Agnes Nutter, Witch "
                "is a 1990 comic novel written by Terry Pratchett and Neil Gaiman. It follows an "
                "angel and a demon who have grown fond of life on Earth and try to prevent the "
                "coming of the Apocalypse; it was adapted as a television series in 2019."
            ),
            D(
                "Discworld (video game): Discworld is a 1995 point-and-click adventure video game "
                "developed by Teeny Weeny Games and Perfect 10 Productions and published by "
                "Psygnosis. Based on the comic fantasy novels of the same name, it follows the "
                "inept wizard Rincewind, voiced by Eric Idle, as he tries to rid the city of "
                "Ankh-Morpork of a dragon summoned by a secret society."
            ),
            D(
                "Salman Rushdie: Sir Ahmed Salman Rushdie (born 19 June 1947) is an Indian-born "
                "British and American novelist. His second novel, Midnight's Children (1981), won "
                "the Booker Prize, and The Satanic Verses (1988) led to a fatwa calling for his "
                "death, issued by Ayatollah Ruhollah Khomeini of Iran in 1989. He was knighted for "
                "services to literature in 2007."
            ),
            D(
                "Ankh-Morpork: Ankh-Morpork is a fictional city-state in the Discworld series of "
                "fantasy novels, the largest city on the Disc. Built on the banks of the River "
                "Ankh, it is ruled by the Patrician Lord Vetinari and policed by the City Watch "
                "under Commander Samuel Vimes, and it appears in most books of the series."
            ),
            S(
                "Terry Pratchett: Sir Terence David John Pratchett (28 April 1948 \u2013 12 March "
                "2015) was an English humorist, satirist and author of fantasy novels. He was "
                "appointed an Officer of the Order of the British Empire in 1998 and was knighted "
                "for services to literature in the 2009 New Year Honours. In 2007 he announced "
                "that he had early-onset Alzheimer's disease."
            ),
            D(
                "The Light Fantastic: The Light Fantastic is a 1986 comic fantasy novel, the "
                "second book of the Discworld series. It continues directly from the first, "
                "following the wizard Rincewind and the tourist Twoflower as the Disc drifts "
                "towards a red star, and was adapted for Sky One as a two-part television film, "
                "together with its predecessor, in 2008."
            ),
        ],
        drop=1,
    ),
    # 4 bridge: Toy Story -> Pixar -> Emeryville
    Q(
        "titled",
        "bridge",
        "toy story was made by an animation studio based in which california city",
        "Emeryville",
        [
            D(
                "Toy Story 2: Toy Story 2 is a 1999 American computer-animated comedy film and the "
                "sequel to Toy Story (1995). Directed by John Lasseter, it follows Woody after he "
                "is stolen by a greedy toy collector, while Buzz Lightyear and the other toys set "
                "out to rescue him. It was the first film to be entirely created and mastered "
                "digitally."
            ),
            D(
                "Blue Sky Studios: Blue Sky Studios was an American computer animation studio "
                "based in Greenwich, Connecticut, founded in 1987 by Chris Wedge and other former "
                "employees of MAGI. Owned by 20th Century Fox and later by Disney, it produced the "
                "Ice Age series and Rio before it was closed by Disney in April 2021."
            ),
            S(
                "Pixar: Pixar Animation Studios is an American computer animation studio based in "
                "Emeryville, California, and a subsidiary of Walt Disney Studios. It began in 1979 "
                "as the Graphics Group of Lucasfilm's computer division and became an independent "
                "company in 1986 with funding from Steve Jobs. The Walt Disney Company bought it "
                "in 2006."
            ),
            D(
                "John Lasseter: John Alan Lasseter (born 12 January 1957) is an American filmmaker "
                "and animator, born in Hollywood, California. He studied character animation at "
                "the California Institute of the Arts, worked at Walt Disney Feature Animation, "
                "and later directed several computer-animated features before heading Skydance "
                "Animation."
            ),
            D(
                "Toy Story Land: Toy Story Land is a themed area at Disney's Hollywood Studios at "
                "the Walt Disney World Resort in Bay Lake, Florida, which opened on 30 June 2018. "
                "Designed so that guests feel shrunk to the size of a toy in Andy's backyard, it "
                "includes the rides Slinky Dog Dash and Alien Swirling Saucers."
            ),
            D(
                "Industrial Light & Magic: Industrial Light & Magic (ILM) is an American visual "
                "effects company founded in May 1975 by George Lucas to create the effects for his "
                "space opera film. It is a division of Lucasfilm and is based at the Letterman "
                "Digital Arts Center in the Presidio of San Francisco, California, with further "
                "studios in Vancouver, London, Singapore and Sydney."
            ),
            S(
                "Toy Story: Toy Story is a 1995 American computer-animated comedy film produced by "
                "Pixar Animation Studios and released by Walt Disney Pictures. Directed by John "
                "Lasseter, it was the first entirely computer-animated feature film. Tom Hanks and "
                "Tim Allen voice Woody, a pull-string cowboy doll, and Buzz Lightyear, a space "
                "ranger action figure."
            ),
            D(
                "Toy Story 4: Toy Story 4 is a 2019 American computer-animated comedy film "
                "directed by Josh Cooley, the fourth instalment in the series. Woody, Buzz "
                "Lightyear and the other toys go on a road trip with Bonnie and a new toy called "
                "Forky, and meet Woody's old friend Bo Peep. It won the Academy Award for Best "
                "Animated Feature and grossed over $1 billion worldwide."
            ),
        ],
        drop=0,
    ),
    # 5 bridge: The Scream -> Edvard Munch -> Loten
    Q(
        "titled",
        "bridge",
        "Where was the painter of The Scream born?",
        "Løten, Norway",
        [
            D(
                "Scream (1996 film): Scream is a 1996 American slasher film directed by Wes Craven "
                "and written by Kevin Williamson. It stars Neve Campbell as Sidney Prescott, a "
                "high school student in the fictional town of Woodsboro, California, who is "
                "targeted by a masked killer known as Ghostface."
            ),
            S(
                "Edvard Munch: Edvard Munch (12 December 1863 \u2013 23 January 1944) was a "
                "Norwegian painter and printmaker. He was born at Ådalsbruk in Løten and grew up "
                "in Kristiania, now Oslo, where he studied at the Royal School of Art and Design. "
                "His psychologically charged work was a major influence on German Expressionism."
            ),
            D(
                "Vincent van Gogh: Vincent Willem van Gogh (30 March 1853 \u2013 29 July 1890) was "
                "a Dutch Post-Impressionist painter, born in Zundert in the province of North "
                "Brabant. In just over a decade he made about 2,100 works, including The Starry "
                "Night and a series of sunflower paintings, most of them in the last two years of "
                "his life."
            ),
            D(
                "Munch Museum: The Munch Museum is an art museum in Oslo, Norway, dedicated to the "
                "life and works of Edvard Munch. It first opened in 1963 in the Tøyen district, on "
                "the centenary of the artist's birth, and moved to a new thirteen-storey building "
                "in the Bjørvika district on the Oslo waterfront in October 2021, where it holds "
                "more than half of his paintings."
            ),
            D(
                "Edvard Grieg: Edvard Hagerup Grieg (15 June 1843 \u2013 4 September 1907) was a "
                "Norwegian composer and pianist, born in Bergen. He is best known for his Piano "
                "Concerto in A minor and for the incidental music to Henrik Ibsen's play Peer "
                'Gynt, which includes "Morning Mood" and "In the Hall of the Mountain King".'
            ),
            D(
                "The Sick Child (Munch): The Sick Child is the title given to six paintings and a "
                "number of lithographs, drypoints and etchings by Edvard Munch, made between 1885 "
                "and 1926. They show a girl dying of tuberculosis in her bed, a scene drawn from "
                "the death of the painter's older sister Sophie in 1877, and the first version "
                "hangs in the National Gallery."
            ),
            S(
                "The Scream: The Scream is the popular name given to a composition made in 1893 by "
                "the Norwegian artist Edvard Munch. It shows an agonised figure against a "
                "blood-red sky, and Munch made several versions in paint, pastel and lithography. "
                "The painted version in the National Gallery in Oslo was stolen in February 1994 "
                "and recovered several months later."
            ),
            D(
                'Scream (Michael Jackson and Janet Jackson song): "Scream" is a song recorded by '
                "the American singers Michael Jackson and Janet Jackson, released in May 1995 as "
                "the lead single from his album HIStory. Its music video, directed by Mark "
                "Romanek, is one of the most expensive ever made, at a reported cost of $7 "
                "million."
            ),
        ],
        drop=1,
    ),
    # 6 bridge: The Birth of Venus -> Uffizi -> Giorgio Vasari
    Q(
        "titled",
        "bridge",
        "Who designed the building of the gallery where The Birth of Venus hangs?",
        "Giorgio Vasari",
        [
            D(
                "Palazzo Pitti: The Palazzo Pitti is a vast Renaissance palace in Florence, on the "
                "south side of the River Arno. It was begun in 1458 for the banker Luca Pitti, and "
                "its original design is sometimes attributed to Filippo Brunelleschi. Bought by "
                "the Medici in 1549, it now houses several museums, among them the Palatine "
                "Gallery."
            ),
            D(
                "The Birth of Venus (Cabanel): The Birth of Venus is a painting by the French "
                "artist Alexandre Cabanel, shown at the Paris Salon of 1863, where it was bought "
                "by Emperor Napoleon III for his personal collection. It shows the goddess lying "
                "on the waves beneath a flight of cherubs and is now in the Musée d'Orsay in "
                "Paris."
            ),
            S(
                "Uffizi Gallery: The Uffizi Gallery is an art museum beside the Piazza della "
                "Signoria in the historic centre of Florence, Italy. Its building was begun in "
                "1560 to designs by Giorgio Vasari as offices for the Florentine magistrates, "
                "which gave it its name. It holds one of the richest collections of Italian "
                "Renaissance art and was opened to the public in 1765."
            ),
            D(
                "Sandro Botticelli: Alessandro di Mariano di Vanni Filipepi (c. 1445 \u2013 17 May "
                "1510), known as Sandro Botticelli, was an Italian painter of the Early "
                "Renaissance who spent almost all of his career in Florence. He trained under "
                "Filippo Lippi, enjoyed the patronage of the Medici family, and painted three "
                "frescoes in the Sistine Chapel in Rome in 1481\u201382."
            ),
            D(
                "Vasari Corridor: The Vasari Corridor is an elevated enclosed passageway in "
                "Florence, built in five months in 1565 on the orders of Duke Cosimo I de' Medici. "
                "Running from the Palazzo Vecchio across the River Arno above the shops of the "
                "Ponte Vecchio, it ends at the Palazzo Pitti and let the duke move between his "
                "residences unseen."
            ),
            D(
                "Primavera (Botticelli): Primavera is a large panel painting in tempera by the "
                "Italian Renaissance painter Sandro Botticelli, made in the late 1470s or early "
                "1480s. It shows a group of figures from classical mythology in a garden, among "
                "them Venus, Mercury and the Three Graces, and has been called one of the most "
                "written-about paintings in the world."
            ),
            S(
                "The Birth of Venus: The Birth of Venus is a painting by the Italian artist Sandro "
                "Botticelli, probably made in the mid-1480s. It depicts the goddess Venus arriving "
                "at the shore after her birth, standing on a giant scallop shell and blown by the "
                "wind gods. The painting has been in the Uffizi Gallery in Florence since 1815."
            ),
            D(
                "Rokeby Venus: The Rokeby Venus is a painting by the Spanish artist Diego "
                "Velázquez, completed between 1647 and 1651 and the only surviving female nude by "
                "the painter. It shows the goddess lying on a bed and looking into a mirror held "
                "by Cupid, and it has hung in the National Gallery in London since 1906."
            ),
        ],
        drop=1,
    ),
    # 7 bridge: What's Going On -> Motown -> Berry Gordy
    Q(
        "titled",
        "bridge",
        "who founded the record label that released marvin gaye's what's going on",
        "Berry Gordy",
        [
            D(
                "Stax Records: Stax Records is an American record label, originally based in "
                "Memphis, Tennessee. It was founded in 1957 as Satellite Records by Jim Stewart, "
                "who was later joined as co-owner by his sister Estelle Axton, and it became a "
                "leading label of Southern soul, with records by Otis Redding, Sam & Dave and "
                "Isaac Hayes."
            ),
            D(
                "Marvin Gaye: Marvin Pentz Gay Jr. (2 April 1939 \u2013 1 April 1984) was an "
                "American singer, songwriter and record producer, born in Washington, D.C. Known "
                'as the Prince of Soul, he recorded hits such as "I Heard It Through the '
                'Grapevine" and "Sexual Healing". He was shot dead by his father the day before '
                "his 45th birthday."
            ),
            D(
                "What's Going On (song): \"What's Going On\" is a song by the American singer "
                'Marvin Gaye, written by Renaldo "Obie" Benson, Al Cleveland and Gaye. Released '
                "in January 1971 as a single, it was inspired by an incident of police violence "
                "against protesters in Berkeley, California, and reached number two on the "
                "Billboard Hot 100."
            ),
            D(
                "Philadelphia International Records: Philadelphia International Records is an "
                "American record label founded in 1971 by the songwriting and production team "
                "Kenny Gamble and Leon Huff. Its lush, orchestrated records by the O'Jays, Harold "
                "Melvin & the Blue Notes and Teddy Pendergrass defined the Philadelphia soul "
                "sound."
            ),
            S(
                "What's Going On: What's Going On is the eleventh studio album by the American "
                "singer Marvin Gaye, released on 21 May 1971 by Motown Records through its Tamla "
                "subsidiary. A concept album sung from the point of view of a Vietnam War veteran "
                "returning home, it deals with poverty, drug abuse and the environment."
            ),
            D(
                'Motown Philly: "Motown Philly" is the debut single by the American vocal group '
                "Boyz II Men, released in April 1991 from their album Cooleyhighharmony. Produced "
                "by Dallas Austin, it reached number three on the Billboard Hot 100, and its title "
                "pays tribute to the Detroit sound that influenced the Philadelphia group."
            ),
            S(
                "Motown: Motown Records is an American record label owned by Universal Music "
                "Group. It was founded by Berry Gordy Jr. as Tamla Records on 12 January 1959 and "
                "was incorporated as the Motown Record Corporation in April 1960. Its name, a "
                "blend of motor and town, is a nickname for Detroit, where the label was based "
                "until 1972."
            ),
            D(
                "Let's Get It On: Let's Get It On is a studio album by the American singer Marvin "
                "Gaye, released on 28 August 1973. Its title track became his second number-one "
                "single on the Billboard Hot 100, and the record moved away from the social themes "
                "of his previous work towards romance and sensuality."
            ),
        ],
        drop=0,
    ),
    # 8 bridge: Amelie -> Jean-Pierre Jeunet -> Delicatessen
    Q(
        "titled",
        "bridge",
        "The director of Amélie made his feature debut with which 1991 black comedy?",
        "Delicatessen",
        [
            S(
                "Jean-Pierre Jeunet: Jean-Pierre Jeunet (born 3 September 1953) is a French film "
                "director and screenwriter. His first feature film was Delicatessen (1991), a "
                "post-apocalyptic black comedy that he co-directed with Marc Caro, and the pair "
                "followed it with The City of Lost Children (1995). He later directed the American "
                "science-fiction film Alien Resurrection (1997)."
            ),
            D(
                "Amélie (musical): Amélie is a stage musical with music by Daniel Messé, lyrics by "
                "Nathan Tysen and Messé, and a book by Craig Lucas, based on the 2001 French film. "
                "It premiered at the Berkeley Repertory Theatre in 2015 and opened on Broadway in "
                "April 2017, with Phillipa Soo in the title role."
            ),
            D(
                "Audrey Tautou: Audrey Justine Tautou (born 9 August 1976) is a French actress and "
                "photographer. She made her film debut in the late 1990s and won the César Award "
                "for Most Promising Actress for Venus Beauty Institute (1999); her later films "
                "include The Da Vinci Code (2006) and Coco Before Chanel (2009)."
            ),
            D(
                "Man Bites Dog (film): Man Bites Dog is a 1992 Belgian black comedy crime film "
                "written, produced and directed by Rémy Belvaux, André Bonzel and Benoît "
                "Poelvoorde. Shot in black and white as a mock documentary, it follows a film crew "
                "recording the crimes of a serial killer and won the International Critics' Prize "
                "at Cannes."
            ),
            D(
                "Amélie Mauresmo: Amélie Mauresmo (born 5 July 1979) is a French former "
                "professional tennis player who was ranked world No. 1 in singles in 2004. She won "
                "the Australian Open and Wimbledon in 2006, later coached Andy Murray, and became "
                "tournament director of the French Open in 2021."
            ),
            S(
                "Amélie: Amélie (French: Le Fabuleux Destin d'Amélie Poulain) is a 2001 French "
                "romantic comedy film directed by Jean-Pierre Jeunet and co-written with Guillaume "
                "Laurant. Audrey Tautou stars as Amélie Poulain, a shy waitress in Montmartre who "
                "secretly sets out to change the lives of the people around her. It was nominated "
                "for five Academy Awards."
            ),
            D(
                "The City of Lost Children: The City of Lost Children is a 1995 French fantasy "
                "film directed by Marc Caro and Jean-Pierre Jeunet, starring Ron Perlman as One, a "
                "circus strongman. Set in a surreal port city, it follows his search for his "
                "little brother, who has been kidnapped by a scientist who steals children's "
                "dreams. It competed for the Palme d'Or at Cannes in 1995."
            ),
            D(
                "A Very Long Engagement: A Very Long Engagement is a 2004 French romantic war film "
                "co-written and directed by Jean-Pierre Jeunet and based on a novel by Sébastien "
                "Japrisot. Audrey Tautou plays a young woman who searches for her fiancé after he "
                "is reported to have died on the Somme during the First World War. It received "
                "Academy Award nominations for its cinematography and art direction."
            ),
        ],
        drop=1,
    ),
    # 9 bridge: The Towering Inferno -> John Williams -> Boston Pops Orchestra
    Q(
        "titled",
        "bridge",
        "The composer of the score for The Towering Inferno led which orchestra from 1980 to 1993?",
        "Boston Pops Orchestra",
        [
            D(
                "Arthur Fiedler: Arthur Fiedler (17 December 1894 \u2013 10 July 1979) was an "
                "American conductor, born in Boston, who led the Boston Pops Orchestra for almost "
                "fifty years, from 1930 until his death. His free outdoor concerts on the Charles "
                "River Esplanade and his many recordings made the orchestra famous across the "
                "United States."
            ),
            D(
                "The Poseidon Adventure (1972 film): The Poseidon Adventure is a 1972 American "
                "disaster film directed by Ronald Neame and produced by Irwin Allen, based on the "
                "novel by Paul Gallico. Gene Hackman leads a small group of survivors through an "
                "ocean liner capsized by a tsunami on New Year's Eve. It won the Academy Award for "
                'Best Original Song for "The Morning After".'
            ),
            S(
                "John Williams: John Towner Williams (born 8 February 1932) is an American "
                "composer and conductor whose film scores have made him one of the most recognised "
                "composers of the past half-century. He was principal conductor of the Boston Pops "
                "Orchestra from 1980 to 1993 and is now its laureate conductor."
            ),
            D(
                "John Williams (guitarist): John Christopher Williams (born 24 April 1941) is an "
                "Australian-born classical guitarist who has lived in London since his youth. A "
                "pupil of Andrés Segovia, he is known for his recordings of Spanish and Latin "
                "American music and co-founded the instrumental rock band Sky in 1979."
            ),
            D(
                "The Glass Inferno: The Glass Inferno is a 1974 novel by Thomas N. Scortia and "
                "Frank M. Robinson about a fire in a newly built skyscraper. Together with Richard "
                "Martin Stern's novel The Tower (1973), it was bought by Hollywood studios and "
                "combined into the screenplay of a single disaster film."
            ),
            D(
                "Jerry Goldsmith: Jerrald King Goldsmith (10 February 1929 \u2013 21 July 2004) "
                "was an American composer and conductor known for his film and television scores. "
                "He wrote the music for Planet of the Apes (1968), Chinatown (1974) and Alien "
                "(1979), and won the Academy Award for Best Original Score for The Omen (1976)."
            ),
            S(
                "The Towering Inferno: The Towering Inferno is a 1974 American disaster film "
                "directed by John Guillermin and produced by Irwin Allen. Paul Newman and Steve "
                "McQueen lead a cast including William Holden and Faye Dunaway, and the music was "
                "composed by John Williams. It follows a fire in a 138-storey skyscraper in San "
                "Francisco on its dedication night."
            ),
            D(
                "Irwin Allen: Irwin Allen (12 June 1916 \u2013 2 November 1991) was an American "
                'film and television producer and director, nicknamed the "Master of Disaster" '
                "for his spectacles of the 1970s. He also created the science-fiction television "
                "series Voyage to the Bottom of the Sea, Lost in Space and The Time Tunnel."
            ),
        ],
        drop=0,
    ),
    # 10 bridge: Twin Peaks -> David Lynch -> Blue Velvet
    Q(
        "titled",
        "bridge",
        "Which 1986 film with Isabella Rossellini was directed by the co-creator of Twin Peaks?",
        "Blue Velvet",
        [
            D(
                "Twin Peaks (San Francisco): Twin Peaks are two prominent hills near the "
                "geographic centre of San Francisco, California, rising to about 922 feet (281 m). "
                "Apart from Mount Davidson, they are the highest points in the city, and the "
                "observation area at the summit gives wide views of the bay and downtown."
            ),
            D(
                "Mark Frost: Mark Frost (born 25 November 1953) is an American novelist, "
                "screenwriter and television producer. He began as a writer on the police drama "
                "Hill Street Blues, directed the thriller film Storyville (1992), and wrote the "
                "novels The List of Seven and The Secret History of Twin Peaks (2016)."
            ),
            D(
                "Isabella Rossellini: Isabella Fiorella Elettra Giovanna Rossellini (born 18 June "
                "1952) is an Italian actress, filmmaker and model, the daughter of the director "
                "Roberto Rossellini. She was the face of the cosmetics company Lancôme for "
                "fourteen years and appeared in Death Becomes Her (1992) and Fearless (1993)."
            ),
            S(
                "Twin Peaks: Twin Peaks is an American mystery drama television series created by "
                "Mark Frost and David Lynch. It premiered on ABC on 8 April 1990 and follows an "
                "investigation led by FBI Special Agent Dale Cooper, played by Kyle MacLachlan, "
                "into the murder of the homecoming queen Laura Palmer in a small town in "
                "Washington."
            ),
            D(
                'Blue Velvet (song): "Blue Velvet" is a popular song written by Bernie Wayne and '
                "Lee Morris in 1950 and first recorded by Tony Bennett in 1951. The best-known "
                "version, by Bobby Vinton, was released in 1963 and spent three weeks at number "
                "one on the Billboard Hot 100."
            ),
            D(
                "Wild at Heart (film): Wild at Heart is a 1990 American romantic crime road film "
                "written and directed by David Lynch, based on a novel by Barry Gifford. Nicolas "
                "Cage and Laura Dern play young lovers on the run across the American South, and "
                "the film won the Palme d'Or at the 1990 Cannes Film Festival, with Willem Dafoe "
                "and Diane Ladd in supporting roles."
            ),
            D(
                "Twin Peaks: Fire Walk with Me: Twin Peaks: Fire Walk with Me is a 1992 "
                "psychological horror film directed by David Lynch and written by Lynch and Robert "
                "Engels. A prequel to the television series, it tells of the last seven days in "
                "the life of Laura Palmer, played by Sheryl Lee. Booed at Cannes in 1992, it has "
                "since been reassessed by many critics."
            ),
            S(
                "David Lynch: David Keith Lynch (20 January 1946 \u2013 16 January 2025) was an "
                "American filmmaker, visual artist and musician. After Eraserhead (1977) and The "
                "Elephant Man (1980), he directed the neo-noir mystery Blue Velvet (1986), "
                "starring Kyle MacLachlan, Isabella Rossellini and Dennis Hopper, and later "
                "Mulholland Drive (2001)."
            ),
        ],
        drop=1,
    ),
    # 11 bridge: The Handmaid's Tale -> Margaret Atwood -> Ottawa
    Q(
        "titled",
        "bridge",
        "The author of The Handmaid's Tale was born in which Canadian city?",
        "Ottawa",
        [
            D(
                "The Handmaid's Tale (TV series): The Handmaid's Tale is an American dystopian "
                "television series created by Bruce Miller and based on the 1985 novel of the same "
                "name. It premiered on Hulu on 26 April 2017, with Elisabeth Moss as June Osborne, "
                "and won the Primetime Emmy Award for Outstanding Drama Series for its first "
                "season."
            ),
            S(
                "Margaret Atwood: Margaret Eleanor Atwood (born 18 November 1939) is a Canadian "
                "poet, novelist, literary critic and inventor. Born in Ottawa, she spent much of "
                "her childhood in the backwoods of northern Quebec and in Toronto, and studied at "
                "Victoria College in the University of Toronto. She has won the Booker Prize "
                "twice."
            ),
            D(
                "Alice Munro: Alice Ann Munro (née Laidlaw; 10 July 1931 \u2013 13 May 2024) was a "
                "Canadian short-story writer, born in Wingham, Ontario. Most of her stories are "
                "set in the small towns of southwestern Ontario, and in 2013 she was awarded the "
                "Nobel Prize in Literature as a master of the contemporary short story."
            ),
            D(
                "The Handmaid's Tale (film): The Handmaid's Tale is a 1990 dystopian film directed "
                "by Volker Schlöndorff from a screenplay by Harold Pinter, adapted from the 1985 "
                "novel. Natasha Richardson plays Kate, a woman forced to bear children for a "
                "powerful couple, with Faye Dunaway and Robert Duvall as the Commander and his "
                "wife."
            ),
            D(
                "Gilead (novel): Gilead is a 2004 novel by the American writer Marilynne Robinson. "
                "Written as a long letter from the elderly Reverend John Ames to his young son, it "
                "is set in the small town of Gilead, Iowa, in 1956, and it won the Pulitzer Prize "
                "for Fiction and the National Book Critics Circle Award."
            ),
            S(
                "The Handmaid's Tale: The Handmaid's Tale is a dystopian novel by the Canadian "
                "author Margaret Atwood, published in 1985. Set in the Republic of Gilead, a "
                "theocratic state that has overthrown the United States government, it is narrated "
                "by Offred, a woman forced to bear children for the ruling class."
            ),
            D(
                "Margaret Laurence: Jean Margaret Laurence (18 July 1926 \u2013 5 January 1987) "
                "was a Canadian novelist and short-story writer, born in Neepawa, Manitoba. Most "
                "of her fiction is set in the fictional prairie town of Manawaka, and she is best "
                "known for the novels The Stone Angel (1964) and The Diviners (1974)."
            ),
            D(
                "The Testaments: The Testaments is a 2019 novel, the sequel to The Handmaid's "
                "Tale, set fifteen years after the events of the earlier book and told by three "
                "women, among them the formidable Aunt Lydia. It was jointly awarded the 2019 "
                "Booker Prize with Bernardine Evaristo's Girl, Woman, Other."
            ),
        ],
        drop=0,
    ),
    # 12 comparison: Frida Kahlo vs Georgia O'Keeffe (born earlier)
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Frida Kahlo or Georgia O'Keeffe?",
        "Georgia O'Keeffe",
        [
            D(
                "Diego Rivera: Diego María Rivera (8 December 1886 \u2013 24 November 1957) was a "
                "Mexican painter whose large frescoes helped to establish the Mexican muralism "
                "movement. He painted murals in Mexico City, Detroit and New York, and was married "
                "twice to the painter Frida Kahlo, in 1929 and again in 1940."
            ),
            D(
                "Georgia O'Keeffe Museum: The Georgia O'Keeffe Museum is an art museum in Santa "
                "Fe, New Mexico, dedicated to the work of the American modernist painter and her "
                "place in American art. It opened in July 1997, eleven years after her death, and "
                "holds more than 3,000 of her paintings, drawings and sculptures."
            ),
            S(
                "Frida Kahlo: Magdalena Carmen Frida Kahlo y Calderón (6 July 1907 \u2013 13 July "
                "1954) was a Mexican painter known for her portraits, self-portraits and works "
                "inspired by the nature and artefacts of Mexico. Born in Coyoacán, she was left in "
                "lifelong pain by polio and by a bus accident as a teenager."
            ),
            D(
                "Frida (film): Frida is a 2002 American biographical film directed by Julie "
                "Taymor, with Salma Hayek as the Mexican surrealist painter and Alfred Molina as "
                "her husband Diego Rivera. Based on a biography by Hayden Herrera, it won the "
                "Academy Awards for Best Makeup and Best Original Score from six nominations, "
                "including Best Actress for Hayek."
            ),
            D(
                "Leonora Carrington: Mary Leonora Carrington (6 April 1917 \u2013 25 May 2011) was "
                "a British-born Mexican surrealist painter and novelist. She lived most of her "
                "adult life in Mexico City, where she was part of a circle of exiled European "
                "artists, and she is known for dreamlike paintings of hybrid creatures."
            ),
            D(
                "Alfred Stieglitz: Alfred Stieglitz (1 January 1864 \u2013 13 July 1946) was an "
                "American photographer and promoter of modern art. His New York galleries, among "
                "them 291, introduced European avant-garde artists to the United States, and he "
                "campaigned for photography to be accepted as a fine art."
            ),
            D(
                "Frida Kahlo Museum: The Frida Kahlo Museum, also known as La Casa Azul (the Blue "
                "House), is a historic house museum in the Coyoacán district of Mexico City "
                "dedicated to the life and work of the painter. It was her family home, and it "
                "opened as a museum in 1958, four years after her death."
            ),
            S(
                "Georgia O'Keeffe: Georgia Totto O'Keeffe (15 November 1887 \u2013 6 March 1986) "
                "was an American modernist painter known for her enlarged flowers, New York "
                "skyscrapers and New Mexico landscapes. Born on a farm near Sun Prairie, "
                "Wisconsin, she was promoted by the photographer Alfred Stieglitz, whom she "
                "married in 1924."
            ),
        ],
        drop=1,
    ),
    # 13 comparison: The Velvet Underground vs Ramones (formed first)
    Q(
        "titled",
        "comparison",
        "which band formed first the velvet underground or the ramones",
        "The Velvet Underground",
        [
            D(
                "The Velvet Underground & Nico: The Velvet Underground & Nico is the debut album "
                "by the American rock band the Velvet Underground and the German singer Nico, "
                "released in March 1967 by Verve Records. Produced in name by Andy Warhol, whose "
                "banana print fills its cover, it sold poorly but became one of the most "
                "influential rock albums."
            ),
            D(
                "Television (band): Television is an American rock band formed in New York City in "
                "1973 by the guitarist and singer Tom Verlaine, the guitarist Richard Lloyd, the "
                "bassist Richard Hell and the drummer Billy Ficca. A fixture of the early punk "
                "scene at CBGB, it released the acclaimed debut album Marquee Moon in 1977."
            ),
            S(
                "Ramones: The Ramones were an American punk rock band formed in the Forest Hills "
                "neighbourhood of Queens, New York City, in 1974. All four original members took "
                "the surname Ramone: Joey, Johnny, Dee Dee and Tommy. Often cited as the first "
                "true punk band, they released their debut album in April 1976."
            ),
            D(
                "Lou Reed: Lewis Allan Reed (2 March 1942 \u2013 27 October 2013) was an American "
                "musician, singer and songwriter, born in Brooklyn. He was the guitarist, singer "
                "and principal songwriter of the Velvet Underground, and as a solo artist he had "
                'his greatest hit with "Walk on the Wild Side" from the album Transformer '
                "(1972). He was inducted into the Rock and Roll Hall of Fame twice."
            ),
            D(
                "Ramones (album): Ramones is the debut studio album by the American punk rock band "
                "the Ramones, released on 23 April 1976 by Sire Records. Recorded in a week for "
                'about $6,400, its fourteen short, fast songs include "Blitzkrieg Bop" and '
                '"Judy Is a Punk", and it is regarded as a founding record of punk rock.'
            ),
            S(
                "The Velvet Underground: The Velvet Underground was an American rock band formed "
                "in New York City in 1964 by the singer and guitarist Lou Reed, the Welsh "
                "multi-instrumentalist John Cale, the guitarist Sterling Morrison and the drummer "
                "Angus MacLise, soon replaced by Moe Tucker. Managed for a time by Andy Warhol, "
                "the band sold few records but proved highly influential."
            ),
            D(
                "CBGB: CBGB was a music club at 315 Bowery in Manhattan, opened by Hilly Kristal "
                "in December 1973 and originally meant for country, bluegrass and blues. It became "
                "famous as the home of American punk and new wave, with early performances by "
                "Television, Patti Smith, Blondie and Talking Heads, and it closed in October "
                "2006."
            ),
            D(
                "The Velvet Underground (album): The Velvet Underground is the third studio album "
                "by the American rock band of the same name, released in March 1969 by MGM "
                "Records. Recorded after the departure of John Cale, with Doug Yule on bass, it "
                "has a quieter sound than the band's first two records and includes \"Pale Blue "
                'Eyes".'
            ),
        ],
        drop=0,
    ),
    # 14 comparison: Federico Fellini vs Ingmar Bergman (same year of death)
    Q(
        "titled",
        "comparison",
        "Did Federico Fellini and Ingmar Bergman die in the same year?",
        "no",
        [
            S(
                "Ingmar Bergman: Ernst Ingmar Bergman (14 July 1918 \u2013 30 July 2007) was a "
                "Swedish film director, screenwriter and theatre director, born in Uppsala. His "
                "films include The Seventh Seal (1957), Wild Strawberries (1957), Persona (1966) "
                "and Fanny and Alexander (1982), and he died at his home on the island of Fårö."
            ),
            D(
                "Michelangelo Antonioni: Michelangelo Antonioni (29 September 1912 \u2013 30 July "
                "2007) was an Italian film director, screenwriter and editor, born in Ferrara. He "
                "is best known for his trilogy L'Avventura (1960), La Notte (1961) and L'Eclisse "
                "(1962), and for his English-language film Blow-Up (1966)."
            ),
            D(
                "Ingrid Bergman: Ingrid Bergman (29 August 1915 \u2013 29 August 1982) was a "
                "Swedish actress who starred in European and American films. She won three Academy "
                "Awards, two for Best Actress, for Gaslight (1944) and Anastasia (1956), and is "
                "remembered above all as Ilsa Lund in Casablanca (1942)."
            ),
            D(
                'Giulietta Masina: Giulia Anna "Giulietta" Masina (22 February 1921 \u2013 23 '
                "March 1994) was an Italian film actress, born in San Giorgio di Piano near "
                "Bologna. She was married to the director Federico Fellini, whom she met in 1942, "
                "and starred in his films La Strada (1954) and Nights of Cabiria (1957), winning "
                "Best Actress at Cannes for the latter."
            ),
            D(
                "Fellini Satyricon: Fellini Satyricon is a 1969 Italian fantasy drama film written "
                "and directed by Federico Fellini and loosely based on the Satyricon, the "
                "fragmentary Roman novel by Petronius. It follows two young men, Encolpius and "
                "Ascyltus, through a dreamlike, decaying ancient Rome."
            ),
            S(
                "Federico Fellini: Federico Fellini (20 January 1920 \u2013 31 October 1993) was "
                "an Italian film director and screenwriter, born in Rimini. Known for mixing "
                "fantasy and baroque images with earthiness, he made La Strada (1954), La Dolce "
                "Vita (1960) and 8½ (1963), and won four Academy Awards for Best Foreign Language "
                "Film."
            ),
            D(
                "Liv Ullmann: Liv Johanne Ullmann (born 16 December 1938) is a Norwegian actress "
                "and film director. She starred in many films directed by Ingmar Bergman, "
                "beginning with Persona (1966), and was twice nominated for the Academy Award for "
                "Best Actress, for The Emigrants (1971) and Face to Face (1976)."
            ),
            D(
                "Marcello Mastroianni: Marcello Vincenzo Domenico Mastroianni (28 September 1924 "
                "\u2013 19 December 1996) was an Italian film actor. He starred in Federico "
                "Fellini's La Dolce Vita (1960) and 8½ (1963), and was nominated three times for "
                "the Academy Award for Best Actor, for Divorce Italian Style, A Special Day and "
                "Dark Eyes."
            ),
        ],
        drop=1,
    ),
    # 15 comparison: Middlemarch vs Strange Case of Dr Jekyll and Mr Hyde (published first)
    Q(
        "titled",
        "comparison",
        "Which was published first, Middlemarch or Strange Case of Dr Jekyll and Mr Hyde?",
        "Middlemarch",
        [
            D(
                "George Eliot: Mary Ann Evans (22 November 1819 \u2013 22 December 1880), known by "
                "her pen name George Eliot, was an English novelist, poet and translator. She used "
                "a male pen name so that her works would be taken seriously, and her novels "
                "include Adam Bede (1859), The Mill on the Floss (1860) and Silas Marner (1861). "
                "She was born on the Arbury Hall estate near Nuneaton in Warwickshire."
            ),
            D(
                "Jekyll (TV series): Jekyll is a British television drama serial written by Steven "
                "Moffat and broadcast on BBC One in the summer of 2007. James Nesbitt plays Tom "
                "Jackman, a modern descendant of Dr Jekyll who shares his body with a violent "
                "alter ego, and is followed by a shadowy organisation."
            ),
            D(
                "Dr. Jekyll and Mr. Hyde (1931 film): Dr. Jekyll and Mr. Hyde is a 1931 American "
                "pre-Code horror film directed by Rouben Mamoulian and starring Fredric March, who "
                "shared the Academy Award for Best Actor for his double role. Its transformation "
                "scenes used coloured filters and make-up that the camera revealed in stages."
            ),
            S(
                "Strange Case of Dr Jekyll and Mr Hyde: Strange Case of Dr Jekyll and Mr Hyde is a "
                "Gothic novella by the Scottish author Robert Louis Stevenson, first published in "
                "January 1886. It tells of a London lawyer, Gabriel John Utterson, who looks into "
                "strange events between his old friend Dr Henry Jekyll and the evil Edward Hyde."
            ),
            D(
                "Middlemarch (TV serial): Middlemarch is a British television serial adapted by "
                "Andrew Davies from the Victorian novel and broadcast on BBC Two in 1994. Directed "
                "by Anthony Page, it starred Juliet Aubrey as Dorothea Brooke, Patrick Malahide as "
                "Edward Casaubon and Rufus Sewell as Will Ladislaw."
            ),
            D(
                "Robert Louis Stevenson: Robert Louis Stevenson (13 November 1850 \u2013 3 "
                "December 1894) was a Scottish novelist, essayist, poet and travel writer, born in "
                "Edinburgh. His best-known books include Treasure Island and Kidnapped, and he "
                "spent his last years in Samoa, where he died at the age of 44."
            ),
            S(
                "Middlemarch: Middlemarch, A Study of Provincial Life is a novel by the English "
                "author Mary Ann Evans, who wrote as George Eliot. It appeared in eight "
                "instalments in 1871 and 1872, and follows the lives of the people of a fictional "
                "Midlands town between 1829 and 1832, among them the idealistic Dorothea Brooke."
            ),
            D(
                "Daniel Deronda: Daniel Deronda is a novel by George Eliot, the last she "
                "completed, first published in eight parts in 1876. It follows two stories, that "
                "of the proud Gwendolen Harleth, trapped in a cruel marriage, and that of the "
                "title character, a young man who discovers his Jewish heritage."
            ),
        ],
        drop=0,
    ),
    # 16 comparison: Kraftwerk vs Tangerine Dream (formed first)
    Q(
        "titled",
        "comparison",
        "Which band was formed first, Kraftwerk or Tangerine Dream?",
        "Tangerine Dream",
        [
            D(
                "Can (band): Can was a German experimental rock band formed in Cologne in 1968 by "
                "Holger Czukay, Irmin Schmidt, Michael Karoli and Jaki Liebezeit. Drawing on "
                "minimalism, jazz and world music, and building songs from long improvised "
                "sessions, it released Tago Mago (1971) and Ege Bamyasi (1972)."
            ),
            S(
                "Tangerine Dream: Tangerine Dream is a German electronic music band founded in "
                "West Berlin in 1967 by Edgar Froese. The group went through many line-up changes, "
                "with Froese the only constant member until his death in 2015, and its albums "
                "Phaedra (1974) and Rubycon (1975) helped to define the Berlin School of "
                "electronic music."
            ),
            D(
                "Autobahn (album): Autobahn is the fourth studio album by the German electronic "
                "band Kraftwerk, released in November 1974 by Philips Records. Its 22-minute title "
                "track, meant to evoke a drive on the German motorway, was cut down to three "
                "minutes for a single that reached the top 30 in the United States and Britain."
            ),
            D(
                "Neu!: Neu! was a German krautrock band formed in Düsseldorf in 1971 by the "
                "guitarist Michael Rother and the drummer Klaus Dinger, both of whom had briefly "
                'played in an early line-up of Kraftwerk. Their steady "motorik" beat, heard on '
                "three albums made between 1972 and 1975, influenced David Bowie and Brian Eno."
            ),
            D(
                "Klaus Schulze: Klaus Schulze (4 August 1947 \u2013 26 April 2022) was a German "
                "electronic musician and composer, born in Berlin. He played drums on Tangerine "
                "Dream's debut album, Electronic Meditation (1970), then co-founded Ash Ra Tempel "
                "before a long solo career with records such as Timewind (1975)."
            ),
            D(
                "Thief (1981 film): Thief is a 1981 American neo-noir crime film written and "
                "directed by Michael Mann in his feature debut, starring James Caan as a "
                "professional safecracker in Chicago who agrees to one last job for the mob. Its "
                "pulsing electronic score was composed and performed by Tangerine Dream, and the "
                "film competed for the Palme d'Or at Cannes."
            ),
            S(
                "Kraftwerk: Kraftwerk is a German electronic band formed in Düsseldorf in 1970 by "
                "Ralf Hütter and Florian Schneider. Widely regarded as pioneers of electronic "
                "music, the group used synthesisers, drum machines and vocoders on albums such as "
                "Autobahn (1974), Trans-Europe Express (1977) and The Man-Machine (1978)."
            ),
            D(
                "Kraftwerk (album): Kraftwerk is the debut studio album by the German band of the "
                "same name, released in November 1970 by Philips Records and produced by Conny "
                "Plank. Built on improvised flute, organ and drum pieces, it was later disowned by "
                "the group and has never been officially reissued on CD."
            ),
        ],
        drop=0,
    ),
    # 17 compositional: The Rite of Spring -> Igor Stravinsky -> date of death
    Q(
        "titled",
        "compositional",
        "When did the composer of The Rite of Spring die?",
        "6 April 1971",
        [
            D(
                "Vaslav Nijinsky: Vaslav Fomich Nijinsky (12 March 1889 \u2013 8 April 1950) was a "
                "ballet dancer and choreographer of Polish descent, born in Kiev. The leading male "
                "dancer of the Ballets Russes, he was celebrated for his leaps and his intense "
                "characterisations, and he spent his last three decades in psychiatric care before "
                "dying in London."
            ),
            D(
                "The Firebird: The Firebird is a ballet and orchestral concert work by the Russian "
                "composer Igor Stravinsky, written for the 1910 Paris season of the Ballets Russes "
                "and first performed at the Paris Opéra on 25 June 1910. Based on Russian folk "
                "tales of a magical glowing bird, it was the composer's first international "
                "success."
            ),
            S(
                "The Rite of Spring: The Rite of Spring is a ballet and orchestral concert work by "
                "the Russian composer Igor Stravinsky, written for Sergei Diaghilev's Ballets "
                "Russes. Its first performance, with choreography by Vaslav Nijinsky, at the "
                "Théâtre des Champs-Élysées in Paris on 29 May 1913, caused a near-riot in the "
                "audience."
            ),
            D(
                "Rites of Spring (band): Rites of Spring was an American post-hardcore band formed "
                "in Washington, D.C., in 1984, with Guy Picciotto, Eddie Janney, Mike Fellows and "
                "Brendan Canty. Its emotionally raw songs are often cited as the beginning of emo, "
                "and Picciotto and Canty later joined Fugazi."
            ),
            D(
                "Sergei Diaghilev: Sergei Pavlovich Diaghilev (31 March 1872 \u2013 19 August "
                "1929) was a Russian art critic and ballet impresario, the founder of the Ballets "
                "Russes, which brought together leading dancers, composers and painters in Paris "
                "from 1909. He died of diabetes in Venice and is buried on the cemetery island of "
                "San Michele."
            ),
            D(
                "Nikolai Rimsky-Korsakov: Nikolai Andreyevich Rimsky-Korsakov (18 March 1844 "
                "\u2013 21 June 1908) was a Russian composer, a member of the group known as The "
                "Five. He is best known for the orchestral works Scheherazade and Capriccio "
                "espagnol, and he taught composition at the Saint Petersburg Conservatory for "
                "almost four decades."
            ),
            D(
                "Théâtre des Champs-Élysées: The Théâtre des Champs-Élysées is an entertainment "
                "venue on the avenue Montaigne in Paris, opened on 2 April 1913. Designed by "
                "Auguste Perret as one of the first Art Deco buildings in the city, with reliefs "
                "by Antoine Bourdelle, it is home to orchestras and stages opera, dance and "
                "concerts."
            ),
            S(
                "Igor Stravinsky: Igor Fyodorovich Stravinsky (17 June 1882 \u2013 6 April 1971) "
                "was a Russian composer and conductor who later took French and American "
                "citizenship. Born in Oranienbaum near Saint Petersburg, he studied with Nikolai "
                "Rimsky-Korsakov and is widely seen as one of the most important composers of the "
                "20th century."
            ),
        ],
        drop=1,
    ),
    # 18 compositional: Jolene -> Dolly Parton -> spouse
    Q(
        "titled",
        "compositional",
        "Who is the spouse of the performer of the song Jolene?",
        "Carl Thomas Dean",
        [
            D(
                "Jolene (film): Jolene is a 2008 American drama film directed by Dan Ireland and "
                'based on the short story "Jolene: A Life" by E. L. Doctorow. Jessica Chastain, '
                "in her first leading film role, plays an orphaned teenager who drifts across the "
                "United States through a series of troubled relationships."
            ),
            S(
                "Dolly Parton: Dolly Rebecca Parton (born 19 January 1946) is an American singer, "
                "songwriter, actress and businesswoman, born in Sevier County, Tennessee. She was "
                "married to Carl Thomas Dean, an asphalt-paving contractor, from 1966 until his "
                "death in 2025, and she co-owns the Dollywood theme park."
            ),
            D(
                "Kenny Rogers: Kenneth Ray Rogers (21 August 1938 \u2013 20 March 2020) was an "
                "American singer, songwriter and actor, born in Houston, Texas. His duet with "
                'Dolly Parton, "Islands in the Stream", topped the Billboard Hot 100 in 1983, '
                "and he was married five times, lastly to Wanda Miller from 1997. He entered the "
                "Country Music Hall of Fame in 2013."
            ),
            D(
                "Porter Wagoner: Porter Wayne Wagoner (12 August 1927 \u2013 28 October 2007) was "
                "an American country music singer known for his flashy rhinestone suits and his "
                "syndicated television programme, The Porter Wagoner Show, which ran from 1960 to "
                "1981. He recorded a long string of duet albums with Dolly Parton."
            ),
            D(
                "Tammy Wynette: Virginia Wynette Pugh (5 May 1942 \u2013 6 April 1998), known as "
                "Tammy Wynette, was an American country singer and songwriter known as the First "
                'Lady of Country Music. Her signature song is "Stand by Your Man", and she was '
                "married to the singer George Jones from 1969 to 1975."
            ),
            S(
                'Jolene (song): "Jolene" is a song written and performed by the American country '
                "singer Dolly Parton. Released in October 1973 as the lead single and title track "
                "of her 1974 album, it became her second solo number-one single on the Billboard "
                "country chart. The narrator begs a beautiful woman not to take her man."
            ),
            D(
                "Dollywood: Dollywood is a theme park in Pigeon Forge, Tennessee, in the foothills "
                "of the Great Smoky Mountains. Built on an older attraction called Silver Dollar "
                "City, it reopened under its present name in 1986, and it is known for its wooden "
                "roller coasters, craft demonstrations and music shows."
            ),
            D(
                '9 to 5 (Dolly Parton song): "9 to 5" is a song written and performed by Dolly '
                "Parton for the 1980 comedy film of the same name, in which she co-starred with "
                "Jane Fonda and Lily Tomlin. It topped the Billboard Hot 100 and the country chart "
                "in 1981 and was nominated for the Academy Award for Best Original Song."
            ),
        ],
        drop=0,
    ),
    # 19 compositional: Wrecking Ball -> Miley Cyrus -> father
    Q(
        "titled",
        "compositional",
        "who is the father of the performer of wrecking ball",
        "Billy Ray Cyrus",
        [
            D(
                "Wrecking Ball (Emmylou Harris album): Wrecking Ball is a studio album by the "
                "American singer Emmylou Harris, released in September 1995. Produced by Daniel "
                "Lanois, it moved her away from country towards an atmospheric rock sound and won "
                "the Grammy Award for Best Contemporary Folk Album."
            ),
            D(
                'Achy Breaky Heart: "Achy Breaky Heart" is a song written by Don Von Tress and '
                "first recorded by the Marcy Brothers in 1991. The 1992 recording by Billy Ray "
                "Cyrus became a worldwide hit and topped the Billboard country chart, and its "
                "accompanying dance helped to spread the line-dancing craze of the 1990s."
            ),
            D(
                "Noah Cyrus: Noah Lindsey Cyrus (born 8 January 2000) is an American singer, "
                "songwriter and actress, born in Nashville, Tennessee. She released her debut "
                'single, "Make Me (Cry)", featuring Labrinth, in 2016, and was nominated for the '
                "Grammy Award for Best New Artist in 2021."
            ),
            S(
                'Wrecking Ball (Miley Cyrus song): "Wrecking Ball" is a song recorded by the '
                "American singer Miley Cyrus for her fourth studio album, Bangerz (2013). Released "
                "on 25 August 2013, it became her first number-one single on the Billboard Hot "
                "100, and its music video, directed by Terry Richardson, set a Vevo record for "
                "views in a day."
            ),
            D(
                "Bangerz: Bangerz is the fourth studio album by the American singer Miley Cyrus, "
                "released on 4 October 2013 by RCA Records. Made with producers including Mike "
                "Will Made It and Pharrell Williams, it marked a move from her teen-pop image "
                'towards hip hop, and its lead single was "We Can\'t Stop".'
            ),
            D(
                "Willow Smith: Willow Camille Reign Smith (born 31 October 2000) is an American "
                "singer and actress, the daughter of the actors Will Smith and Jada Pinkett Smith. "
                'She became known at the age of ten with the single "Whip My Hair" (2010) and '
                "later moved towards pop-punk and alternative rock. She is the younger sister of "
                "the actor and rapper Jaden Smith."
            ),
            D(
                "Wrecking ball: A wrecking ball is a heavy steel ball, usually hung from a crane "
                "by a chain, that is swung into or dropped onto a building to demolish it. Widely "
                "used in the middle of the 20th century, it has largely been replaced by hydraulic "
                "machines that can take structures apart more precisely."
            ),
            S(
                "Miley Cyrus: Miley Ray Cyrus (born Destiny Hope Cyrus, 23 November 1992) is an "
                "American singer, songwriter and actress, born in Franklin, Tennessee. The "
                "daughter of the country singer Billy Ray Cyrus, she first became famous as the "
                "title character of the Disney Channel series Hannah Montana (2006\u20132011)."
            ),
        ],
        drop=0,
    ),
    # 20 compositional: Gone with the Wind -> Margaret Mitchell -> date of death
    Q(
        "titled",
        "compositional",
        "When did the author of Gone with the Wind die?",
        "16 August 1949",
        [
            S(
                "Margaret Mitchell: Margaret Munnerlyn Mitchell (8 November 1900 \u2013 16 August "
                "1949) was an American novelist and journalist, born in Atlanta, Georgia. She "
                "worked for The Atlanta Journal in the early 1920s, and she died at the age of 48 "
                "after being struck by a speeding car while crossing Peachtree Street."
            ),
            D(
                "Gone with the Wind (film): Gone with the Wind is a 1939 American epic historical "
                "romance film adapted from the 1936 novel, directed by Victor Fleming and produced "
                "by David O. Selznick. Vivien Leigh and Clark Gable star, and it won eight "
                "competitive Academy Awards, including Best Picture."
            ),
            D(
                "Vivien Leigh: Vivien Leigh (5 November 1913 \u2013 8 July 1967) was a British "
                "actress, born in Darjeeling in British India. She won the Academy Award for Best "
                "Actress twice, as Scarlett O'Hara and as Blanche DuBois in A Streetcar Named "
                "Desire (1951), and was married to Laurence Olivier from 1940 to 1960."
            ),
            D(
                "Harper Lee: Nelle Harper Lee (28 April 1926 \u2013 19 February 2016) was an "
                "American novelist, born in Monroeville, Alabama. Her only novel for more than "
                "fifty years, To Kill a Mockingbird (1960), won the Pulitzer Prize for Fiction, "
                "and a draft written earlier, Go Set a Watchman, was published in 2015."
            ),
            D(
                "The Wind Done Gone: The Wind Done Gone is a 2001 novel by Alice Randall that "
                "retells the story of a famous Civil War romance from the point of view of Cynara, "
                "a mixed-race slave and half-sister of its heroine. The author's estate sued to "
                "stop its publication, but an appeals court lifted the ban, treating it as parody."
            ),
            D(
                "Clark Gable: William Clark Gable (1 February 1901 \u2013 16 November 1960) was an "
                "American film actor, often called the King of Hollywood. He won the Academy Award "
                "for Best Actor for It Happened One Night (1934), and he died of a heart attack "
                "shortly after completing work on The Misfits (1961), with Marilyn Monroe and "
                "Montgomery Clift."
            ),
            S(
                "Gone with the Wind (novel): Gone with the Wind is a novel by the American writer "
                "Margaret Mitchell, first published in June 1936. Set in Clayton County and "
                "Atlanta, Georgia, during the American Civil War and Reconstruction, it follows "
                "Scarlett O'Hara, the strong-willed daughter of a plantation owner."
            ),
            D(
                "Scarlett (Ripley novel): Scarlett is a 1991 novel by Alexandra Ripley, written as "
                "an authorised sequel to the 1936 Civil War novel and chosen by the author's "
                "estate. It follows Scarlett O'Hara to Charleston and Ireland after Rhett Butler "
                "leaves her, and was adapted as a television miniseries in 1994."
            ),
        ],
        drop=0,
    ),
]
