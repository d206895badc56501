"""Development multi-hop questions, batch 23.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on film, television, music, literature, the visual arts and sports,
written by someone who never read the evaluator, the gold set or the benchmarks; what they
read: tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md, and the other development sources (source_dev1.py to
source_dev22.py) for the format and to choose subjects none of them asks about. The
held-out sources were only counted (grep -c) for the candidate subjects' names, and subjects
with hits were left out. Written after lexical-v41.

Measured lengths: mean support 285 characters, mean distractor 284 characters; a support
is the longest passage in 5 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "which college did the first pick of the 1984 nba draft play for",
        "the University of Houston",
        [
            D(
                "1983 NBA draft: The 1983 NBA draft took place in June 1983. With the first "
                "overall pick the Houston Rockets took Ralph Sampson, a centre standing 7 feet 4 "
                "inches who had been named national college player of the year three times while "
                "playing for the University of Virginia."
            ),
            S(
                "1984 NBA draft: The 1984 NBA draft was held on 19 June 1984 in New York City. The "
                "Houston Rockets used the first overall pick on the Nigerian-born centre Hakeem "
                "Olajuwon, the Portland Trail Blazers took Sam Bowie second, and the Chicago Bulls "
                "chose Michael Jordan with the third pick."
            ),
            D(
                "Sam Bowie: Samuel Paul Bowie (born 1961) is an American former basketball centre "
                "who played college basketball for the University of Kentucky. Chosen second "
                "overall in 1984 by the Portland Trail Blazers, he had a professional career that "
                "was repeatedly interrupted by fractures of his legs."
            ),
            D(
                "Houston Rockets: The Houston Rockets are an American professional basketball team "
                "founded in 1967 in San Diego, California, and moved to Houston in 1971. They play "
                "at the Toyota Center and won back-to-back NBA championships in 1994 and 1995, "
                "beating the New York Knicks and then the Orlando Magic in the finals."
            ),
            D(
                "Charles Barkley: Charles Wade Barkley (born 20 February 1963) is an American "
                "former power forward who played college basketball at Auburn University in "
                "Alabama. Taken fifth in the 1984 draft by the Philadelphia 76ers, he was named "
                "the league's Most Valuable Player in 1993 while playing for the Phoenix Suns."
            ),
            S(
                "Hakeem Olajuwon: Hakeem Abdul Olajuwon (born 21 January 1963 in Lagos) is a "
                "Nigerian-American former basketball centre. He came to the United States in 1980 "
                "to play college basketball for the University of Houston, whose Cougars reached "
                "the national final in 1983 and 1984, and he later won two NBA titles."
            ),
            D(
                "1985 NBA draft: The 1985 NBA draft was the first to use a lottery among the teams "
                "that had missed the play-offs. The New York Knicks won it and chose Patrick "
                "Ewing, the Georgetown University centre who had led the Hoyas to the 1984 "
                "national title, with the first overall pick."
            ),
            D(
                "Twin Towers (basketball): Twin Towers was the nickname given to the Houston "
                "Rockets' pairing of two very tall centres in the middle of the 1980s. Coached by "
                "Bill Fitch, the Rockets reached the 1986 NBA Finals with them, where they lost in "
                "six games to Larry Bird's Boston Celtics."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which team did the player who broke Babe Ruth's career home run record play for in 1974?",
        "the Atlanta Braves",
        [
            D(
                "Roger Maris: Roger Eugene Maris (1934 \u2013 1985) was an American right fielder "
                "born in Hibbing, Minnesota. Playing for the New York Yankees in 1961, he hit 61 "
                "home runs and broke the single-season record of 60 that Babe Ruth had set in "
                "1927, a mark that then stood for 37 years."
            ),
            D(
                "Lou Gehrig: Henry Louis Gehrig (1903 \u2013 1941) was an American first baseman "
                "who played his whole career for the New York Yankees, batting behind Babe Ruth "
                "for most of the 1920s. His run of 2,130 consecutive games ended in 1939, when he "
                "retired because of the illness now often named after him."
            ),
            D(
                "Barry Bonds: Barry Lamar Bonds (born 24 July 1964) is an American former left "
                "fielder who spent most of his career with the San Francisco Giants. On 7 August "
                "2007 he hit his 756th home run to take the career record, and he retired after "
                "that season with a total of 762."
            ),
            S(
                "Babe Ruth: George Herman Ruth (6 February 1895 \u2013 16 August 1948) was an "
                "American baseball player who began as a pitcher with the Boston Red Sox and "
                "became a slugger with the New York Yankees. He retired in 1935 with 714 home "
                "runs, a career record that stood until Hank Aaron passed it in 1974."
            ),
            D(
                "Milwaukee Braves: The Milwaukee Braves were a Major League Baseball team that "
                "played in Milwaukee, Wisconsin, from 1953 to 1965 after moving from Boston. They "
                "beat the New York Yankees to win the 1957 World Series, and after the 1965 season "
                "the franchise left for a new home in the South."
            ),
            D(
                "Mark McGwire: Mark David McGwire (born 1963) is an American former first baseman "
                "who began his career with the Oakland Athletics. In 1998, playing for the St. "
                "Louis Cardinals, he hit 70 home runs to break the single-season record, finishing "
                "ahead of Sammy Sosa of the Chicago Cubs."
            ),
            S(
                "Hank Aaron: Henry Louis Aaron (1934 \u2013 2021) was an American outfielder born "
                "in Mobile, Alabama. On 8 April 1974 in Atlanta, playing for the Atlanta Braves, "
                "he hit his 715th home run, off Al Downing of the Los Angeles Dodgers, and he "
                "finished his career in 1976 with 755."
            ),
            D(
                "Yankee Stadium (1923): The original Yankee Stadium was a ballpark in the Bronx, "
                "New York City, that opened on 18 April 1923, when Babe Ruth hit its first home "
                "run. Nicknamed the House That Ruth Built, it was the home of the New York Yankees "
                "until 2008 and was demolished in 2010."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Where was the chess player who took the world title from Boris Spassky in 1972 born?",
        "Chicago",
        [
            S(
                "Boris Spassky: Boris Vasilyevich Spassky, born in Leningrad in 1937, was a Soviet "
                "and later French chess grandmaster who became the tenth world champion by beating "
                "Tigran Petrosian in 1969. He lost the title three years later in Reykjav\u00edk "
                "to the American challenger Bobby Fischer."
            ),
            D(
                "Anatoly Karpov: Anatoly Yevgenyevich Karpov (born 23 May 1951) is a Russian chess "
                "grandmaster born in the Ural town of Zlatoust. He became the twelfth world "
                "champion in 1975 without playing a match, when the holder refused the conditions "
                "set for their meeting, and he kept the title until 1985."
            ),
            D(
                "Tigran Petrosian: Tigran Vartanovich Petrosian (1929 \u2013 1984) was a Soviet "
                "Armenian chess grandmaster born in Tbilisi, Georgia. Known for a cautious, "
                "defensive style that made him very hard to beat, he won the world championship "
                "from Mikhail Botvinnik in 1963 and held it for six years."
            ),
            D(
                "Laugardalsh\u00f6ll: Laugardalsh\u00f6ll is an indoor sports arena in the "
                "Laugardalur district of Reykjav\u00edk, the capital of Iceland, opened in 1965. "
                "It is used for handball, basketball and concerts, and in the summer of 1972 it "
                "was the venue of a world chess championship match watched around the world."
            ),
            D(
                "Paul Morphy: Paul Charles Morphy (1837 \u2013 1884) was an American chess player "
                "born in New Orleans, Louisiana. He won the first American Chess Congress in 1857, "
                "beat the leading European masters during a tour in 1858 and 1859, and then gave "
                "up serious play while still in his twenties."
            ),
            D(
                "Garry Kasparov: Garry Kimovich Kasparov (born 13 April 1963 in Baku, Azerbaijan) "
                "is a Russian chess grandmaster who became the thirteenth world champion in 1985 "
                "by beating Anatoly Karpov. He lost a match to IBM's Deep Blue computer in 1997 "
                "and left competitive chess in 2005."
            ),
            S(
                "Bobby Fischer: Robert James Fischer (9 March 1943 \u2013 17 January 2008) was an "
                "American chess grandmaster born in Chicago and raised in Brooklyn, New York. He "
                "won the United States championship at the age of 14, became the eleventh world "
                "champion in 1972 and forfeited the title in 1975."
            ),
            D(
                "Mikhail Tal: Mikhail Nekhemyevich Tal (1936 \u2013 1992) was a Soviet Latvian "
                "chess grandmaster born in Riga. Famous for daring sacrifices, he beat Mikhail "
                "Botvinnik in 1960 to become the eighth world champion at the age of 23, but lost "
                "the return match a year later."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the coach who led Greece to victory at UEFA Euro 2004 born?",
        "Essen",
        [
            D(
                "Angelos Charisteas: Angelos Charisteas (born 9 February 1980) is a Greek former "
                "striker born in Serres, in Central Macedonia. He scored Greece's winning goals in "
                "both the quarter-final against France and the final of the 2004 European "
                "Championship, and he played for Werder Bremen and Ajax."
            ),
            D(
                "Luiz Felipe Scolari: Luiz Felipe Scolari (born 9 November 1948) is a Brazilian "
                "football manager born in Passo Fundo, Rio Grande do Sul. He led Brazil to the "
                "2002 World Cup title and then coached Portugal from 2003 to 2008, taking them to "
                "the final of a European Championship on home soil."
            ),
            S(
                "Otto Rehhagel: Otto Rehhagel (born 9 August 1938) is a German football manager "
                "born in Essen, in the Ruhr. He won the Bundesliga with Werder Bremen in 1988 and "
                "1993 and with newly promoted Kaiserslautern in 1998, and he was in charge of the "
                "Greek national team from 2001 to 2010."
            ),
            D(
                "UEFA Euro 1992: UEFA Euro 1992 was the ninth European Championship, held in "
                "Sweden in June 1992. Denmark, called up only ten days before the start in place "
                "of the banned Yugoslavia, won it under Richard M\u00f8ller Nielsen by beating "
                "Germany 2\u20130 in the final in Gothenburg."
            ),
            D(
                "Berti Vogts: Hans-Hubert Vogts (born 30 December 1946) is a German former "
                "defender and coach born in B\u00fcttgen, near Neuss. He spent his whole playing "
                "career at Borussia M\u00f6nchengladbach, won the 1974 World Cup as a player and "
                "coached Germany to the European title at Euro 96 in England."
            ),
            D(
                "SV Werder Bremen: SV Werder Bremen is a German football club based in Bremen, "
                "founded in 1899 and playing at the Weserstadion. It has won the Bundesliga four "
                "times, most recently in 2004, and the European Cup Winners' Cup in 1992 with a "
                "2\u20130 win over Monaco in the final in Lisbon."
            ),
            S(
                "UEFA Euro 2004: UEFA Euro 2004 was the twelfth European Championship, held in "
                "Portugal from 12 June to 4 July 2004. Greece, coached by the German Otto "
                "Rehhagel, beat the hosts 1\u20130 in the final in Lisbon with a header by Angelos "
                "Charisteas, having also beaten them in the opening match."
            ),
            D(
                "1. FC Kaiserslautern: 1. FC Kaiserslautern is a German football club from the "
                "city of Kaiserslautern in Rhineland-Palatinate, founded in 1900. Its ground, the "
                "Fritz-Walter-Stadion, is named after the captain of West Germany's 1954 World Cup "
                "winners, and the club has been German champion four times."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "composer of the theme music for the tv adaptation of a song of ice and fire",
        "Ramin Djawadi",
        [
            D(
                "The Lord of the Rings (film series): The Lord of the Rings is a trilogy of "
                "fantasy films directed by Peter Jackson and released from 2001 to 2003, adapted "
                "from the novel by J. R. R. Tolkien. It was shot in New Zealand, and its "
                "orchestral score was composed by the Canadian Howard Shore."
            ),
            S(
                "Game of Thrones: Game of Thrones is an American fantasy drama series created by "
                "David Benioff and D. B. Weiss that ran on HBO for eight seasons from 2011 to "
                "2019. Filmed largely in Northern Ireland, Croatia and Iceland, it opened with a "
                "title theme written by the German-born composer Ramin Djawadi."
            ),
            D(
                "George R. R. Martin: George Raymond Richard Martin (born 20 September 1948) is an "
                "American novelist and screenwriter born in Bayonne, New Jersey. Before his "
                "best-known fantasy books he wrote for television in the 1980s, working on a "
                "revival of The Twilight Zone and on the series Beauty and the Beast."
            ),
            D(
                "The Witcher (TV series): The Witcher is a fantasy drama series created by Lauren "
                "Schmidt Hissrich for Netflix, first released in December 2019 and based on the "
                "books of the Polish writer Andrzej Sapkowski. Henry Cavill played the monster "
                "hunter Geralt of Rivia for the first three seasons."
            ),
            D(
                "Fire & Blood (novel): Fire & Blood is a 2018 book by George R. R. Martin written "
                "as an in-world history of House Targaryen, set some three centuries before the "
                "events of his main series. It served as the basis for House of the Dragon, a "
                "prequel drama first broadcast in August 2022."
            ),
            D(
                "Peter Dinklage: Peter Hayden Dinklage (born 11 June 1969) is an American actor "
                "born in Morristown, New Jersey. He first drew wide notice in the film The Station "
                "Agent in 2003, and his role as Tyrion Lannister brought him four Emmy Awards for "
                "outstanding supporting actor in a drama series."
            ),
            S(
                "A Song of Ice and Fire: A Song of Ice and Fire is a series of epic fantasy novels "
                "by the American writer George R. R. Martin, begun with A Game of Thrones in 1996. "
                "Set mainly on the continent of Westeros, it has five published volumes, and HBO "
                "adapted it for television as Game of Thrones."
            ),
            D(
                "The Wheel of Time (TV series): The Wheel of Time is a fantasy series made for "
                "Amazon Prime Video and first released in November 2021, adapted from the fourteen "
                "novels begun by Robert Jordan and completed by Brandon Sanderson. Rosamund Pike "
                "stars as Moiraine, a member of a powerful order of women."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who played the title role in Amy Sherman-Palladino's series about a 1950s stand-up comic?",
        "Rachel Brosnahan",
        [
            D(
                "Gilmore Girls: Gilmore Girls is an American comedy-drama series first broadcast "
                "on The WB in October 2000 that ran for seven seasons. Set in the fictional "
                "Connecticut town of Stars Hollow, it starred Lauren Graham as the single mother "
                "Lorelai Gilmore and Alexis Bledel as her daughter Rory."
            ),
            D(
                "Hacks (TV series): Hacks is an American comedy-drama series created by Lucia "
                "Aniello, Paul W. Downs and Jen Statsky and first released on HBO Max in May 2021. "
                "Jean Smart plays Deborah Vance, an ageing stand-up comedian with a long Las Vegas "
                "residency, opposite Hannah Einbinder."
            ),
            D(
                "Alex Borstein: Alexandrea Borstein (born 15 February 1971) is an American "
                "actress, writer and comedian born in Highland Park, Illinois. She has voiced Lois "
                "Griffin on Family Guy since 1999 and played Susie Myerson, a gruff talent "
                "manager, in a 2017 period comedy about a stand-up comic."
            ),
            D(
                "Bunheads: Bunheads is an American comedy-drama series shown on ABC Family for a "
                "single season in 2012 and 2013. Sutton Foster starred as Michelle Simms, a Las "
                "Vegas showgirl who marries on impulse and ends up teaching at a ballet school in "
                "a small California seaside town."
            ),
            S(
                "The Marvelous Mrs. Maisel: The Marvelous Mrs. Maisel is an American comedy-drama "
                "series released on Amazon Prime Video over five seasons from 2017 to 2023. Set in "
                "New York from 1958, it follows an Upper West Side housewife who turns to stand-up "
                "comedy, and Rachel Brosnahan plays Midge Maisel."
            ),
            D(
                "Tony Shalhoub: Anthony Marcus Shalhoub (born 9 October 1953) is an American actor "
                "born in Green Bay, Wisconsin. He won three Emmy Awards as the fastidious "
                "detective Adrian Monk in the series Monk, and a fourth for playing Abe Weissman, "
                "a Columbia professor and the heroine's father."
            ),
            D(
                "Joan Rivers: Joan Alexandra Molinsky (1933 \u2013 2014), known as Joan Rivers, "
                "was an American comedian born in Brooklyn, New York. She began performing "
                "stand-up in Greenwich Village clubs around 1960, became a regular guest host of "
                "The Tonight Show and later co-hosted Fashion Police."
            ),
            S(
                "Amy Sherman-Palladino: Amy Sherman-Palladino (born 1966) is an American "
                "television writer, director and producer born in Los Angeles. After writing for "
                "Roseanne she created Gilmore Girls in 2000, and in 2017 she created The Marvelous "
                "Mrs. Maisel, made with her husband Daniel Palladino."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which novelist wrote the screenplay of the 1973 horror film directed by William Friedkin?",
        "William Peter Blatty",
        [
            D(
                "Rosemary's Baby (film): Rosemary's Baby is a 1968 American horror film written "
                "and directed by Roman Polanski from the 1967 novel by Ira Levin. Mia Farrow plays "
                "a young wife in a Manhattan apartment building, and Ruth Gordon won the Academy "
                "Award for Best Supporting Actress."
            ),
            D(
                "The French Connection (film): The French Connection is a 1971 American police "
                "thriller starring Gene Hackman as the New York detective Jimmy Doyle. Written by "
                "Ernest Tidyman from a book by Robin Moore, it won five Academy Awards, including "
                "Best Picture and Best Adapted Screenplay."
            ),
            S(
                "William Friedkin: William Friedkin (1935 \u2013 2023) was an American film "
                "director born in Chicago. He won the Academy Award for Best Director for the 1971 "
                "police thriller The French Connection, and two years later he made The Exorcist, "
                "one of the most profitable horror films ever released."
            ),
            D(
                "Sorcerer (film): Sorcerer is a 1977 American thriller film in which four "
                "desperate men drive trucks loaded with unstable dynamite through the jungle of a "
                "Latin American country. A remake of Henri-Georges Clouzot's The Wages of Fear, it "
                "starred Roy Scheider and was written by Walon Green."
            ),
            D(
                "Exorcist II: The Heretic: Exorcist II: The Heretic is a 1977 American horror film "
                "directed by John Boorman from a script by William Goodhart, with Richard Burton "
                "as a priest looking into an earlier exorcism. Linda Blair returned as the teenage "
                "Regan MacNeil, and critics savaged the film."
            ),
            D(
                "The Omen: The Omen is a 1976 supernatural horror film directed by Richard Donner "
                "from an original screenplay by David Seltzer. Gregory Peck and Lee Remick play an "
                "American diplomat and his wife in London, and Jerry Goldsmith won the Academy "
                "Award for his score."
            ),
            D(
                "Carrie (1976 film): Carrie is a 1976 American horror film directed by Brian De "
                "Palma from a screenplay by Lawrence D. Cohen, based on Stephen King's first "
                "published novel. Sissy Spacek plays a shy teenager with telekinetic powers, and "
                "Piper Laurie plays her fanatical mother."
            ),
            S(
                "The Exorcist (film): The Exorcist is a 1973 American supernatural horror film "
                "directed by William Friedkin, starring Ellen Burstyn, Max von Sydow and Linda "
                "Blair. Its screenplay was written by William Peter Blatty from his own 1971 "
                "novel, and it won him the Academy Award for Best Adapted Screenplay."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "On which island did the painter who shared Van Gogh's Yellow House in Arles die?",
        "Hiva Oa",
        [
            D(
                "\u00c9mile Bernard: \u00c9mile Bernard (1868 \u2013 1941) was a French painter "
                "born in Lille who worked in Pont-Aven, Brittany, in the late 1880s. With Louis "
                "Anquetin he developed Cloisonnism, a style of flat colours inside dark outlines, "
                "and he later published letters he had received from Vincent van Gogh."
            ),
            S(
                "Paul Gauguin: Eug\u00e8ne Henri Paul Gauguin (7 June 1848 \u2013 8 May 1903) was "
                "a French painter born in Paris who worked as a stockbroker before turning to art. "
                "He left for Tahiti in 1891, and in 1901 he moved on to Hiva Oa in the Marquesas "
                "Islands, where he died at the village of Atuona."
            ),
            D(
                "Bedroom in Arles: Bedroom in Arles is the title of three similar paintings by "
                "Vincent van Gogh of his own room in the town, the first made in October 1888. The "
                "versions are held by the Van Gogh Museum in Amsterdam, the Art Institute of "
                "Chicago and the Mus\u00e9e d'Orsay in Paris."
            ),
            D(
                "Tahiti: Tahiti is the largest island of French Polynesia, in the Society Islands "
                "of the southern Pacific Ocean, and home to the territory's capital, Papeete. A "
                "French protectorate from 1842 and a colony from 1880, it drew European writers "
                "and painters in the late 19th century."
            ),
            D(
                "Paul C\u00e9zanne: Paul C\u00e9zanne (1839 \u2013 1906) was a French "
                "Post-Impressionist painter born in Aix-en-Provence. After years in Paris he "
                "worked mainly in his native Provence, painting Mont Sainte-Victoire many times, "
                "and he died in Aix after catching a chill while working outdoors in a storm."
            ),
            S(
                "The Yellow House: The Yellow House was the building on the Place Lamartine in "
                "Arles where Vincent van Gogh rented four rooms from May 1888. Paul Gauguin stayed "
                "there with him from October to December of that year, until their quarrel ended "
                "with Van Gogh cutting off part of his own ear."
            ),
            D(
                "Caf\u00e9 Terrace at Night: Caf\u00e9 Terrace at Night is an oil painting made by "
                "Vincent van Gogh in Arles in September 1888, showing an outdoor caf\u00e9 on the "
                "Place du Forum under a starry sky. It belongs to the Kr\u00f6ller-M\u00fcller "
                "Museum in Otterlo, in the Netherlands, and is one of his best-known works."
            ),
            D(
                "Saint-Paul-de-Mausole: Saint-Paul-de-Mausole is a former monastery near "
                "Saint-R\u00e9my-de-Provence that served as a private asylum. Vincent van Gogh "
                "admitted himself there in May 1889 and stayed for a year, painting The Starry "
                "Night there in June from the view out of his window."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "birth name of the author of candide",
        "Fran\u00e7ois-Marie Arouet",
        [
            D(
                "Candide (operetta): Candide is a comic operetta with music by Leonard Bernstein, "
                "first staged on Broadway in December 1956 with a libretto by Lillian Hellman. "
                "Based on a French satirical novella of 1759, it failed at first but was later "
                "revived with success, and its overture is often played in concert."
            ),
            D(
                "Moli\u00e8re: Moli\u00e8re is the stage name of Jean-Baptiste Poquelin (1622 "
                "\u2013 1673), a French playwright and actor born in Paris. His comedies, among "
                "them Tartuffe, The Misanthrope and The Imaginary Invalid, mocked hypocrisy and "
                "pretension, and he fell ill on stage while playing in the last of them."
            ),
            D(
                "Gottfried Wilhelm Leibniz: Gottfried Wilhelm Leibniz (1646 \u2013 1716) was a "
                "German philosopher and mathematician born in Leipzig who developed calculus "
                "independently of Isaac Newton. In his Theodicy of 1710 he argued that God had "
                "created the best of all possible worlds, a view later widely mocked."
            ),
            S(
                "Voltaire: Voltaire is the pen name of Fran\u00e7ois-Marie Arouet (21 November "
                "1694 \u2013 30 May 1778), a French writer and philosopher of the Enlightenment "
                "born in Paris. He was twice held in the Bastille, spent his last two decades "
                "mostly at Ferney near Geneva, and wrote plays, histories and tales."
            ),
            D(
                "Jonathan Swift: Jonathan Swift (1667 \u2013 1745) was an Anglo-Irish satirist "
                "born in Dublin who served as Dean of St Patrick's Cathedral there. His best-known "
                "book, Gulliver's Travels of 1726, sends a ship's surgeon to Lilliput and other "
                "imaginary lands to ridicule the politics of his day."
            ),
            D(
                "1755 Lisbon earthquake: The Lisbon earthquake struck Portugal on the morning of 1 "
                "November 1755, All Saints' Day, and was followed by a tsunami and fires that "
                "destroyed much of the capital. Tens of thousands died, and the disaster shook the "
                "optimism of many European thinkers of the Enlightenment."
            ),
            D(
                "Jean-Jacques Rousseau: Jean-Jacques Rousseau (1712 \u2013 1778) was a "
                "philosopher, writer and composer born in Geneva whose works include The Social "
                "Contract, Emile and the novel Julie, or the New Heloise. Often at odds with the "
                "other philosophes, he died at Ermenonville, north of Paris, in July 1778."
            ),
            S(
                "Candide: Candide, or Optimism is a satirical novella by the French philosopher "
                "Voltaire, first published in 1759. Its young hero is taught by the tutor Pangloss "
                "that all is for the best in the best of all possible worlds, and after many "
                "disasters he concludes that we must cultivate our garden."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who was the lead singer of the band that released the album The Joshua Tree?",
        "Bono",
        [
            D(
                "Joshua Tree National Park: Joshua Tree National Park is a protected area in "
                "southeastern California where the Mojave and Colorado deserts meet. Named after "
                "the Joshua tree, a yucca that grows there in great numbers, it became a national "
                "monument in 1936 and a national park in 1994."
            ),
            D(
                "Simple Minds: Simple Minds are a Scottish rock band formed in Glasgow in 1977 and "
                "fronted from the start by the singer Jim Kerr. They had their biggest American "
                "hit in 1985 with Don't You (Forget About Me), written for the film The Breakfast "
                "Club, and played at Live Aid that July."
            ),
            D(
                "Brian Eno: Brian Peter George Eno (born 15 May 1948) is an English musician and "
                "producer born in Woodbridge, Suffolk. A founding member of Roxy Music, he went on "
                "to pioneer ambient music with albums such as Music for Airports, and he produced "
                "records for Talking Heads, David Bowie and Coldplay."
            ),
            D(
                "Gram Parsons: Gram Parsons (1946 \u2013 1973) was an American singer and "
                "songwriter born in Winter Haven, Florida, who played with the Byrds and "
                "co-founded the Flying Burrito Brothers. He died of an overdose at a motel near "
                "Joshua Tree National Monument, where he had often gone to rest."
            ),
            D(
                "Thin Lizzy: Thin Lizzy were an Irish rock band formed in Dublin in 1969, led by "
                "the bassist, singer and songwriter Phil Lynott. Known for the twin lead guitars "
                "of their later line-ups, they had hits with Whiskey in the Jar in 1973 and The "
                "Boys Are Back in Town in 1976."
            ),
            S(
                "The Joshua Tree: The Joshua Tree is the fifth studio album by the Irish rock band "
                "U2, released in March 1987 and produced by Daniel Lanois and Brian Eno. Its "
                "singles included With or Without You and I Still Haven't Found What I'm Looking "
                "For, and it won the Grammy Award for Album of the Year."
            ),
            S(
                "U2: U2 are an Irish rock band formed in Dublin in 1976 by four pupils of Mount "
                "Temple Comprehensive School. The line-up has never changed since: Bono on lead "
                "vocals, the Edge on guitar and keyboards, Adam Clayton on bass guitar and Larry "
                "Mullen Jr. on drums."
            ),
            D(
                "Achtung Baby: Achtung Baby is the seventh studio album by U2, recorded partly at "
                "Hansa Studios in Berlin soon after German reunification and released in November "
                "1991. Marked by a harder, more electronic sound, it produced the singles The Fly, "
                "Mysterious Ways and One."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who directed the 1972 film of the Kander and Ebb musical set at Berlin's Kit Kat Klub?",
        "Bob Fosse",
        [
            S(
                "Cabaret (1972 film): Cabaret is a 1972 American musical film directed and "
                "choreographed by Bob Fosse, starring Liza Minnelli as Sally Bowles, Michael York "
                "and Joel Grey. It won eight Academy Awards, among them Best Director for Fosse, "
                "yet lost Best Picture to another film of the same year."
            ),
            D(
                "Chicago (2002 film): Chicago is a 2002 American musical film directed and "
                "choreographed by Rob Marshall, adapted from a stage musical by John Kander and "
                "Fred Ebb about murderesses in 1920s Chicago. Starring Ren\u00e9e Zellweger and "
                "Catherine Zeta-Jones, it won the Academy Award for Best Picture."
            ),
            D(
                "I Am a Camera: I Am a Camera is a 1951 play by John Van Druten adapted from "
                "Goodbye to Berlin, in which an English writer lodges in Berlin around 1930. Julie "
                "Harris won a Tony Award as the singer Sally Bowles, and she played the part again "
                "in a 1955 film directed by Henry Cornelius."
            ),
            D(
                "Joel Grey: Joel Grey (born 11 April 1932) is an American actor and singer born in "
                "Cleveland, Ohio. He created the role of the Master of Ceremonies at the Kit Kat "
                "Klub on Broadway in 1966, winning a Tony Award, and later won an Academy Award "
                "for repeating the part on screen."
            ),
            S(
                "Cabaret (musical): Cabaret is a stage musical with music by John Kander, lyrics "
                "by Fred Ebb and a book by Joe Masteroff, first staged on Broadway in 1966. Set in "
                "Berlin around 1930 at the seedy Kit Kat Klub, it draws on Christopher Isherwood's "
                "stories of the city and was filmed in 1972."
            ),
            D(
                "Christopher Isherwood: Christopher William Bradshaw Isherwood (1904 \u2013 1986) "
                "was an English-born novelist who lived in Berlin from 1929 to 1933. His books Mr "
                "Norris Changes Trains and Goodbye to Berlin drew on those years, and in 1939 he "
                "moved to the United States, later settling in Santa Monica."
            ),
            D(
                "Liza Minnelli: Liza May Minnelli (born 12 March 1946) is an American actress and "
                "singer born in Los Angeles, the daughter of Judy Garland and the film director "
                "Vincente Minnelli. She won Tony Awards for Flora the Red Menace and The Act, and "
                "the Academy Award for Best Actress in 1973."
            ),
            D(
                "Kiss of the Spider Woman (musical): Kiss of the Spider Woman is a musical by John "
                "Kander and Fred Ebb with a book by Terrence McNally, based on the novel by the "
                "Argentine writer Manuel Puig. Chita Rivera starred on Broadway in 1993, and the "
                "show won the Tony Award for Best Musical."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which Robert Wise musical was released first, West Side Story or The Sound of Music?",
        "West Side Story",
        [
            D(
                "West Side Story (2021 film): West Side Story is a 2021 American musical film "
                "directed by Steven Spielberg from a screenplay by Tony Kushner, released in "
                "December of that year. Ariana DeBose won the Academy Award for Best Supporting "
                "Actress as Anita, a role that had once won Rita Moreno the same prize."
            ),
            S(
                "The Sound of Music (film): The Sound of Music is an American musical film "
                "produced and directed by Robert Wise and released in March 1965. Julie Andrews "
                "plays Maria, a young postulant sent to care for the seven children of Captain von "
                "Trapp, and much of it was filmed in and around Salzburg."
            ),
            D(
                "The Sound of Music (musical): The Sound of Music is a stage musical by Richard "
                "Rodgers and Oscar Hammerstein II, first staged on Broadway in November 1959 with "
                "Mary Martin as Maria. Based on the memoir of Maria von Trapp, it was the last "
                "musical the pair wrote together before Hammerstein's death."
            ),
            D(
                "The Day the Earth Stood Still: The Day the Earth Stood Still is a 1951 American "
                "science-fiction film in which an alien visitor, Klaatu, lands a flying saucer in "
                "Washington, D.C. Directed by Robert Wise, it starred Michael Rennie and Patricia "
                "Neal and had an eerie score by Bernard Herrmann."
            ),
            D(
                "My Fair Lady (film): My Fair Lady is a 1964 American musical film directed by "
                "George Cukor, adapted from the stage musical based on George Bernard Shaw's play "
                "Pygmalion. Audrey Hepburn plays the flower seller Eliza Doolittle, and the film "
                "won eight Academy Awards, including Best Picture."
            ),
            D(
                "West Side Story (musical): West Side Story is a stage musical with music by "
                "Leonard Bernstein, lyrics by Stephen Sondheim and a book by Arthur Laurents, "
                "first staged on Broadway in September 1957. Conceived and choreographed by Jerome "
                "Robbins, it moves Romeo and Juliet to New York's Upper West Side."
            ),
            D(
                "Mary Poppins (film): Mary Poppins is a 1964 American musical fantasy film "
                "directed by Robert Stevenson and produced by Walt Disney, based on the books by "
                "P. L. Travers. Julie Andrews won the Academy Award for Best Actress in her first "
                "film role, as the magical London nanny."
            ),
            S(
                "West Side Story (1961 film): West Side Story is a 1961 American musical film "
                "directed by Robert Wise and Jerome Robbins and released in October of that year. "
                "Natalie Wood and Richard Beymer star as the lovers Maria and Tony, and the film "
                "won ten Academy Awards, among them Best Picture."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Jackson Pollock and Mark Rothko both born in the United States?",
        "no",
        [
            D(
                "Willem de Kooning: Willem de Kooning (1904 \u2013 1997) was a Dutch-American "
                "Abstract Expressionist painter born in Rotterdam. He reached the United States in "
                "1926 as a stowaway on a freighter, worked as a house painter and commercial "
                "artist, and became known for his violent Woman series."
            ),
            D(
                "Lee Krasner: Lee Krasner (1908 \u2013 1984) was an American Abstract "
                "Expressionist painter born in Brooklyn, New York, to a family of Jewish "
                "immigrants from present-day Ukraine. She married a fellow painter in 1945 and "
                "moved with him to a farmhouse in Springs, East Hampton, on Long Island."
            ),
            D(
                "Rothko Chapel: The Rothko Chapel is a non-denominational chapel in Houston, "
                "Texas, founded by the art collectors John and Dominique de Menil and opened in "
                "1971. Its octagonal interior holds fourteen dark canvases painted for the space, "
                "and Barnett Newman's sculpture Broken Obelisk stands outside."
            ),
            S(
                "Mark Rothko: Mark Rothko (1903 \u2013 1970), born Markus Rothkowitz in Dvinsk in "
                "the Russian Empire, now Daugavpils in Latvia, was an American painter who "
                "emigrated with his family to Portland, Oregon, in 1913. He is known for large "
                "canvases of soft-edged, stacked rectangles of colour."
            ),
            D(
                "Barnett Newman: Barnett Newman (1905 \u2013 1970) was an American painter born in "
                "New York City to Jewish immigrants from Poland. He is known for large fields of "
                "colour divided by thin vertical stripes that he called zips, first used in his "
                "1948 painting Onement I."
            ),
            S(
                "Jackson Pollock: Paul Jackson Pollock (1912 \u2013 1956) was an American painter "
                "of the Abstract Expressionist movement, born in Cody, Wyoming. Working on "
                "canvases laid on the floor of his studio in Springs, on Long Island, he poured "
                "and dripped paint, and he died in a car crash near his home."
            ),
            D(
                "Clyfford Still: Clyfford Still (1904 \u2013 1980) was an American painter born in "
                "Grandin, North Dakota, and raised in Washington state and Alberta. A pioneer of "
                "colour field painting, he withheld most of his work from sale, and a museum "
                "devoted to it opened in Denver, Colorado, in 2011."
            ),
            D(
                "Arshile Gorky: Arshile Gorky (c. 1904 \u2013 1948) was an Armenian-American "
                "painter born Vosdanig Adoian in a village near Lake Van, in the Ottoman Empire. "
                "He survived the Armenian genocide, reached the United States in 1920 and became a "
                "bridge between Surrealism and Abstract Expressionism."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which club was founded first everton or liverpool",
        "Everton",
        [
            S(
                "Liverpool F.C.: Liverpool Football Club is an English club founded in 1892, after "
                "a dispute over the rent at Anfield led the ground's previous tenants to leave for "
                "a new stadium across Stanley Park. It has won the European Cup six times, most "
                "recently in 2019, and plays in red."
            ),
            D(
                "Goodison Park: Goodison Park is a football stadium in the Walton area of "
                "Liverpool that opened in August 1892. One of the first purpose-built football "
                "grounds in England, it staged a semi-final of the 1966 World Cup in which West "
                "Germany beat the Soviet Union 2\u20131."
            ),
            S(
                "Everton F.C.: Everton Football Club is an English club from Liverpool, founded in "
                "1878 as St Domingo's by members of a Methodist chapel and renamed Everton the "
                "following year. A founder member of the Football League in 1888, it has been "
                "champion of England nine times."
            ),
            D(
                "Tranmere Rovers F.C.: Tranmere Rovers Football Club is an English club from "
                "Birkenhead, on the Wirral side of the River Mersey, formed in 1884 from the "
                "merger of two local clubs. It has played its home games at Prenton Park since "
                "1912 and reached the final of the League Cup in 2000."
            ),
            D(
                "Bill Shankly: William Shankly (1913 \u2013 1981) was a Scottish footballer and "
                "manager born in the mining village of Glenbuck, Ayrshire. He managed Liverpool "
                "from 1959 to 1974, leading the club from the Second Division to three league "
                "titles, two FA Cups and the UEFA Cup in 1973."
            ),
            D(
                "Merseyside derby: The Merseyside derby is the football match between the two "
                "top-flight clubs of the city of Liverpool. Their first league meeting was played "
                "at Goodison Park on 13 October 1894 and ended in a 3\u20130 home win, and the "
                "fixture has produced more red cards than any other in the Premier League."
            ),
            D(
                "Dixie Dean: William Ralph Dean (1907 \u2013 1980), known as Dixie Dean, was an "
                "English centre forward born in Birkenhead. Playing for Everton, he scored 60 "
                "league goals in the 1927\u201328 season, still a record for the English top "
                "flight, and he died while watching a derby match at Goodison Park."
            ),
            D(
                "Preston North End F.C.: Preston North End Football Club is an English club from "
                "Preston, Lancashire, that grew out of a cricket club and took up football around "
                "1880. Known as the Invincibles, it won the first Football League title in "
                "1888\u201389 without losing a match and also took the FA Cup."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Johannes Brahms or Camille Saint-Sa\u00ebns?",
        "Johannes Brahms",
        [
            D(
                "Clara Schumann: Clara Schumann (13 September 1819 \u2013 20 May 1896) was a "
                "German pianist and composer born in Leipzig, and one of the leading concert "
                "pianists of the 19th century. She married the composer Robert Schumann in 1840 "
                "and was a lifelong friend of Johannes Brahms."
            ),
            D(
                "Gabriel Faur\u00e9: Gabriel Urbain Faur\u00e9 (12 May 1845 \u2013 4 November "
                "1924) was a French composer born in Pamiers, in the Ari\u00e8ge. He studied at "
                "the \u00c9cole Niedermeyer in Paris, where one of his teachers was Camille "
                "Saint-Sa\u00ebns, and he later directed the Paris Conservatoire from 1905 to "
                "1920."
            ),
            D(
                "Joseph Joachim: Joseph Joachim (28 June 1831 \u2013 15 August 1907) was a "
                "Hungarian violinist, conductor and composer born in Kittsee, now in Austria. He "
                "gave the first performance of the Violin Concerto by Johannes Brahms in Leipzig "
                "in 1879 and founded the Joachim Quartet in Berlin."
            ),
            D(
                "Georges Bizet: Georges Bizet (25 October 1838 \u2013 3 June 1875) was a French "
                "composer born in Paris who won the Prix de Rome in 1857. His opera The Pearl "
                "Fishers was first staged in 1863, and he died of a heart attack at 36, three "
                "months after the premiere of his most famous opera."
            ),
            S(
                "Camille Saint-Sa\u00ebns: Charles-Camille Saint-Sa\u00ebns (9 October 1835 \u2013 "
                "16 December 1921) was a French composer, organist and pianist born in Paris. His "
                "works include The Carnival of the Animals, the Organ Symphony, Danse macabre and "
                "the opera Samson and Delilah, and he died in Algiers."
            ),
            D(
                "Max Bruch: Max Bruch (6 January 1838 \u2013 2 October 1920) was a German composer "
                "and conductor born in Cologne. He is best remembered for his Violin Concerto No. "
                "1 in G minor, his Scottish Fantasy and Kol Nidrei for cello and orchestra, and he "
                "taught composition in Berlin."
            ),
            S(
                "Johannes Brahms: Johannes Brahms (7 May 1833 \u2013 3 April 1897) was a German "
                "composer and pianist born in Hamburg who spent most of his working life in "
                "Vienna. He wrote four symphonies, two piano concertos, A German Requiem and the "
                "Hungarian Dances, and he is buried in Vienna's Central Cemetery."
            ),
            D(
                "C\u00e9sar Franck: C\u00e9sar Franck (10 December 1822 \u2013 8 November 1890) "
                "was a composer, pianist and organist born in Li\u00e8ge who worked in Paris for "
                "most of his life. He was organist of the Basilica of Sainte-Clotilde and wrote "
                "the Symphony in D minor and a much-loved violin sonata."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were Pablo Neruda and Gabriela Mistral both born in Chile?",
        "yes",
        [
            S(
                "Gabriela Mistral: Gabriela Mistral was the pen name of Lucila Godoy Alcayaga "
                "(1889 \u2013 1957), a poet, teacher and diplomat born in Vicu\u00f1a, in the "
                "Elqui Valley of Chile. In 1945 she became the first Latin American writer to "
                "receive the Nobel Prize in Literature, and she died in New York."
            ),
            D(
                "Octavio Paz: Octavio Paz (1914 \u2013 1998) was a Mexican poet, essayist and "
                "diplomat born in Mexico City. His book-length essay The Labyrinth of Solitude "
                "examined Mexican identity, he resigned as ambassador to India in 1968, and he won "
                "the Nobel Prize in Literature in 1990."
            ),
            D(
                "Rub\u00e9n Dar\u00edo: Rub\u00e9n Dar\u00edo was the pen name of F\u00e9lix "
                "Rub\u00e9n Garc\u00eda Sarmiento (1867 \u2013 1916), a Nicaraguan poet born in "
                "Metapa, now Ciudad Dar\u00edo. His book Azul, published in 1888 while he was "
                "living in Valpara\u00edso, Chile, is often seen as the start of Spanish-language "
                "modernismo."
            ),
            D(
                "Vicente Huidobro: Vicente Huidobro (1893 \u2013 1948) was a Chilean poet born in "
                "Santiago to a wealthy family. He founded the avant-garde movement he called "
                "creacionismo, lived in Paris and Madrid for many years, and is best known for his "
                "long poem Altazor, published in 1931."
            ),
            D(
                "C\u00e9sar Vallejo: C\u00e9sar Vallejo (1892 \u2013 1938) was a Peruvian poet "
                "born in Santiago de Chuco, a town in the Andes of northern Peru. His collection "
                "Trilce of 1922 broke sharply with poetic convention, and he spent his last "
                "fifteen years in Europe, dying in Paris in April 1938."
            ),
            S(
                "Pablo Neruda: Pablo Neruda was the pen name of Ricardo Eli\u00e9cer Neftal\u00ed "
                "Reyes Basoalto (1904 \u2013 1973), a poet and diplomat born in Parral, in central "
                "Chile. He made his name with Twenty Love Poems and a Song of Despair in 1924 and "
                "received the Nobel Prize in Literature in 1971."
            ),
            D(
                "Isla Negra: Isla Negra is a coastal area near El Quisco, in the Valpara\u00edso "
                "Region of Chile, and despite its name it is not an island. A stone house there "
                "that Pablo Neruda bought in 1939 and enlarged over the years is now a museum, and "
                "he and his third wife are buried in its garden."
            ),
            D(
                "Miguel \u00c1ngel Asturias: Miguel \u00c1ngel Asturias (1899 \u2013 1974) was a "
                "Guatemalan novelist, poet and diplomat born in Guatemala City. His novel Mr. "
                "President portrayed life under a dictator, and he received the Nobel Prize in "
                "Literature in 1967 while serving as his country's ambassador in Paris."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the director of the 1959 film Ben-Hur born?",
        "Mulhouse",
        [
            D(
                "Lew Wallace: Lewis Wallace (1827 \u2013 1905) was an American lawyer, Union "
                "general and writer born in Brookville, Indiana. While governor of New Mexico "
                "Territory he finished Ben-Hur: A Tale of the Christ, published in 1880, which "
                "became one of the best-selling American novels of the century."
            ),
            D(
                "Titanic (1997 film): Titanic is a 1997 American epic romance and disaster film "
                "written and directed by James Cameron, who was born in Kapuskasing, Ontario. "
                "Starring Leonardo DiCaprio and Kate Winslet, it won eleven Academy Awards, "
                "including Best Picture and Best Director."
            ),
            S(
                "William Wyler: William Wyler (1902 \u2013 1981) was an American film director "
                "born in Mulhouse, in Alsace, which was then part of the German Empire. Brought to "
                "Hollywood by Carl Laemmle of Universal, he won the Academy Award for Best "
                "Director three times, more than anyone but John Ford."
            ),
            D(
                "Charlton Heston: Charlton Heston (1923 \u2013 2008) was an American actor who "
                "often played heroic historical figures, among them Moses in Cecil B. DeMille's "
                "The Ten Commandments of 1956. He won the Academy Award for Best Actor as a "
                "chariot-racing Jewish prince, and later led the National Rifle Association."
            ),
            D(
                "Ben-Hur (1925 film): Ben-Hur: A Tale of the Christ is a 1925 American silent epic "
                "film directed by Fred Niblo for Metro-Goldwyn-Mayer, with Ramon Novarro in the "
                "title role. Partly shot in Italy, it was the most expensive silent film ever "
                "made, and its chariot race was filmed with many cameras."
            ),
            S(
                "Ben-Hur (1959 film): Ben-Hur is a 1959 American epic film directed by William "
                "Wyler, with Charlton Heston as a Jewish prince enslaved by the Romans. Famous for "
                "its chariot race, it won eleven Academy Awards, a record later equalled by "
                "Titanic and The Return of the King."
            ),
            D(
                "Mikl\u00f3s R\u00f3zsa: Mikl\u00f3s R\u00f3zsa (1907 \u2013 1995) was a Hungarian "
                "composer born in Budapest who wrote scores for Hollywood films. He won Academy "
                "Awards for Spellbound, A Double Life and the 1959 chariot-race epic, and he also "
                "wrote concert works, including a violin concerto for Jascha Heifetz."
            ),
            D(
                "Roman Holiday: Roman Holiday is a 1953 American romantic comedy in which a "
                "European princess slips away from her official duties in Rome to spend a day with "
                "an American reporter. Audrey Hepburn won the Academy Award for Best Actress in "
                "her first major role, opposite Gregory Peck."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "when did the singer of space oddity die",
        "10 January 2016",
        [
            D(
                "Rocket Man (song): Rocket Man is a song by the English musician Elton John with "
                "lyrics by Bernie Taupin, released in 1972 from the album Honky Ch\u00e2teau. It "
                "describes an astronaut who treats space travel as an ordinary job and misses his "
                "wife, and it reached number two in Britain."
            ),
            S(
                "Space Oddity: Space Oddity is a song written and recorded by the English singer "
                "David Bowie, released as a single on 11 July 1969, days before the launch of "
                "Apollo 11. It tells of the astronaut Major Tom, who drifts away from Earth, and "
                "it became Bowie's first hit in the United Kingdom."
            ),
            D(
                "Chris Hadfield: Chris Hadfield (born 29 August 1959) is a retired Canadian "
                "astronaut born in Sarnia, Ontario, and the first Canadian to command the "
                "International Space Station, in 2013. Before returning to Earth he recorded a "
                "version of a 1969 song about a lost astronaut."
            ),
            D(
                "Freddie Mercury: Farrokh Bulsara (5 September 1946 \u2013 24 November 1991), "
                "known as Freddie Mercury, was a British singer born in Zanzibar who fronted the "
                "rock band Queen. He recorded Under Pressure with David Bowie in 1981 and died at "
                "his home in Kensington, London."
            ),
            D(
                "Marc Bolan: Mark Feld (30 September 1947 \u2013 16 September 1977), known as Marc "
                "Bolan, was an English singer and guitarist who led the glam rock band T. Rex. He "
                "died when a car driven by his partner Gloria Jones struck a tree in Barnes, "
                "London, two weeks before his 30th birthday."
            ),
            D(
                "Tony Visconti: Tony Visconti (born 24 April 1944) is an American record producer "
                "born in Brooklyn, New York, who has worked mostly in London. He produced albums "
                "for T. Rex and for David Bowie, but turned down a 1969 single about an astronaut, "
                "dismissing it as a novelty record."
            ),
            D(
                "Blackstar (album): Blackstar is the final studio album by David Bowie, released "
                "on 8 January 2016, his 69th birthday. Recorded in New York with a band of jazz "
                "musicians led by the saxophonist Donny McCaslin, it went to number one in both "
                "Britain and the United States."
            ),
            S(
                "David Bowie: David Robert Jones (8 January 1947 \u2013 10 January 2016), known as "
                "David Bowie, was an English singer and songwriter born in Brixton, London. He "
                "created stage personas such as Ziggy Stardust, and he died of liver cancer at his "
                "home in New York two days after releasing his last album."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the photographer of Migrant Mother born?",
        "Hoboken, New Jersey",
        [
            D(
                "Walker Evans: Walker Evans (1903 \u2013 1975) was an American photographer born "
                "in St. Louis, Missouri, known for his plain, frontal pictures of the Great "
                "Depression. He worked for the Farm Security Administration and made the "
                "photographs for Let Us Now Praise Famous Men with the writer James Agee."
            ),
            S(
                "Migrant Mother: Migrant Mother is a black-and-white photograph taken by Dorothea "
                "Lange in March 1936 at a camp of pea pickers in Nipomo, California. It shows "
                "Florence Owens Thompson, a worn mother of seven, with some of her children, and "
                "became an emblem of the Great Depression."
            ),
            D(
                "Florence Owens Thompson: Florence Owens Thompson (1903 \u2013 1983) was an "
                "American farm worker born Florence Leona Christie in the Cherokee Nation of the "
                "Indian Territory, in present-day Oklahoma. She moved to California in the 1920s "
                "and spent decades picking crops across the state."
            ),
            D(
                "Raising the Flag on Iwo Jima: Raising the Flag on Iwo Jima is a photograph taken "
                "on 23 February 1945 by Joe Rosenthal of the Associated Press, who was born in "
                "Washington, D.C. It shows six American servicemen raising a flag on Mount "
                "Suribachi and won the Pulitzer Prize that year."
            ),
            S(
                "Dorothea Lange: Dorothea Lange (1895 \u2013 1965) was an American documentary "
                "photographer born Dorothea Nutzhorn in Hoboken, New Jersey. Left with a limp by "
                "polio at the age of seven, she opened a portrait studio in San Francisco and "
                "later photographed rural poverty for federal agencies."
            ),
            D(
                "Farm Security Administration: The Farm Security Administration was a United "
                "States agency created in 1937 within the Department of Agriculture to fight rural "
                "poverty, taking over from the Resettlement Administration. Its photography "
                "section, led by Roy Stryker, recorded American life until 1942."
            ),
            D(
                "Nipomo, California: Nipomo is an unincorporated town in San Luis Obispo County, "
                "on the Central Coast of California, with about 18,000 inhabitants. Its farmland "
                "grows vegetables and strawberries, and during the Great Depression it drew "
                "migrant families who camped beside the pea fields."
            ),
            D(
                "Ansel Adams: Ansel Adams (1902 \u2013 1984) was an American landscape "
                "photographer born in San Francisco, known for his black-and-white pictures of "
                "Yosemite National Park. With Edward Weston and others he founded Group f/64 in "
                "1932, and in 1943 he photographed the Manzanar internment camp."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "When was the author of The Call of the Wild born?",
        "12 January 1876",
        [
            D(
                "Robert W. Service: Robert William Service (1874 \u2013 1958) was a poet born in "
                "Preston, Lancashire, who worked for a bank in the Yukon. His ballads of the "
                "Klondike, among them The Shooting of Dan McGrew and The Cremation of Sam McGee, "
                "earned him the name the Bard of the Yukon."
            ),
            S(
                "Jack London: Jack London (12 January 1876 \u2013 22 November 1916) was an "
                "American novelist and journalist born John Griffith Chaney in San Francisco and "
                "raised in Oakland. He joined the Klondike Gold Rush in 1897, and his books "
                "include White Fang, The Sea-Wolf and Martin Eden."
            ),
            D(
                "White Fang: White Fang is a 1906 novel about a wild wolfdog born in the Yukon "
                "Territory who is slowly tamed, first by a Native American man and then by a "
                "mining expert who takes him south to California. It was written as a companion "
                "piece to an earlier novel about a dog's journey the other way."
            ),
            D(
                "Klondike Gold Rush: The Klondike Gold Rush was a migration of about 100,000 "
                "prospectors to the Klondike region of the Yukon, in north-western Canada, between "
                "1896 and 1899. Most travelled by ship to Skagway or Dyea in Alaska and then "
                "hauled their supplies over the Chilkoot or White passes."
            ),
            S(
                "The Call of the Wild: The Call of the Wild is a short adventure novel by Jack "
                "London published in 1903. Its hero is Buck, a large dog stolen from a ranch in "
                "California's Santa Clara Valley and sold as a sled dog in the Yukon during the "
                "Klondike Gold Rush of the late 1890s."
            ),
            D(
                "Upton Sinclair: Upton Beall Sinclair Jr. (1878 \u2013 1968) was an American "
                "novelist born in Baltimore, Maryland. His 1906 novel The Jungle exposed "
                "conditions in the Chicago meatpacking industry and led to new federal food laws, "
                "and he won the Pulitzer Prize for Fiction in 1943."
            ),
            D(
                "Jack London Square: Jack London Square is a waterfront area in Oakland, "
                "California, on the Oakland Estuary, named after the writer who spent his youth in "
                "the city. It holds Heinold's First and Last Chance saloon, where he read and "
                "studied, and a cabin rebuilt with logs from his Yukon cabin."
            ),
            D(
                "The Call of the Wild (2020 film): The Call of the Wild is a 2020 American "
                "adventure film directed by Chris Sanders, adapted from a 1903 novel about a dog "
                "taken north to the Yukon. Harrison Ford plays the prospector John Thornton, and "
                "Buck the dog was created by computer animation."
            ),
        ],
        drop=1,
    ),
]
