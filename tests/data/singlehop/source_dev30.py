"""The thirty-second single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev28.py`), for
the format and to choose subjects none of them asks about; the held-out sources were only counted
against each subject (`grep -c`), never read. Subjects are taken only from history, politics, law
and sports (two other writers took natural science, animals and plants and geography, and the
arts, technology and everyday life, at the same time); a quarter of the questions (10 of 40) are
typed search-box style. Written after lexical-v23, the batch measures how far the evaluator's
tuning carries to questions it was not written against (the evaluator may be tuned meanwhile on
the earlier batches, never on this one before it is measured; dev all the same: tuned on from
then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 348 characters and distractors 350; the longest passage is a
support in 5 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who was the first Secretary-General of the United Nations?",
        "Trygve Lie, of Norway, from 1946 to 1952",
        [
            D(
                "Gladwyn Jebb: Gladwyn Jebb, a British diplomat, was acting Secretary-General of "
                "the United Nations from October 1945 to February 1946, while the organisation was "
                "being set up, after running its preparatory commission in London. He was later "
                "Britain's ambassador to the UN from 1950 and to France from 1954, and was made "
                "Baron Gladwyn in 1960."
            ),
            D(
                "Eric Drummond: Sir Eric Drummond, a Scottish diplomat who later became the 16th "
                "Earl of Perth, was the first Secretary-General of the League of Nations, serving "
                "from 1920 to 1933 at its headquarters in Geneva. He built up an international "
                "civil service whose staff owed loyalty to the League rather than to their own "
                "governments, a model the United Nations copied."
            ),
            S(
                "Trygve Lie: Trygve Lie, a Norwegian Labour politician who had been his country's "
                "foreign minister in exile in London during the Second World War, took office as "
                "the first Secretary-General of the United Nations on 2 February 1946. His support "
                "for the UN's intervention in Korea in 1950 made the Soviet Union refuse to deal "
                "with him, and he resigned in November 1952."
            ),
            D(
                "Dag Hammarskj\u00f6ld: Dag Hammarskj\u00f6ld, a Swedish economist and diplomat, "
                "was appointed the second Secretary-General of the United Nations in April 1953. "
                "He sent the first UN peacekeeping force to Suez in 1956 and was killed in a plane "
                "crash near Ndola, in what is now Zambia, in September 1961 on a mission to the "
                "Congo; he was awarded the Nobel Peace Prize after his death."
            ),
            D(
                "Charter of the United Nations: The Charter of the United Nations was signed in "
                "San Francisco on 26 June 1945 by 50 countries and came into force on 24 October "
                "1945, now kept as United Nations Day. Its Chapter XV makes the Secretary-General "
                "the chief administrative officer of the organisation, appointed by the General "
                "Assembly on the recommendation of the Security Council."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "peterloo massacre year",
        "1819 (16 August 1819, in Manchester)",
        [
            D(
                "Spa Fields riots: The Spa Fields riots followed two mass meetings for "
                "parliamentary reform in Islington, London, in November and December 1816, at "
                "which Henry Hunt spoke. At the second, part of the crowd broke away under a group "
                "of revolutionaries, looted gunsmiths' shops and marched on the Tower of London "
                "before soldiers dispersed them; four men were later tried for high treason."
            ),
            D(
                "Henry Hunt: Henry 'Orator' Hunt, born in Wiltshire in 1773, was a radical speaker "
                "famous for his white top hat and for drawing huge crowds to open-air meetings in "
                "favour of votes for all men. He spent two and a half years in Ilchester gaol, and "
                "in 1830 he was elected MP for Preston, where he sat until 1832 and spoke against "
                "the limited Reform Bill."
            ),
            S(
                "Peterloo Massacre: The Peterloo Massacre took place on 16 August 1819 at St "
                "Peter's Field in Manchester, where some 60,000 people had gathered to hear the "
                "radical Henry Hunt call for the reform of Parliament. Local yeomanry cavalry "
                "charged into the crowd with sabres drawn, killing around 15 to 18 people and "
                "injuring hundreds; the name mocked the Battle of Waterloo."
            ),
            D(
                "Free Trade Hall: The Free Trade Hall on Peter Street in Manchester, designed by "
                "Edward Walters and opened in 1856, stands on part of the ground where the "
                "Peterloo meeting was held. It was the home of the Hall\u00e9 Orchestra for more "
                "than a century, and in 1966 Bob Dylan was heckled there as 'Judas' for playing an "
                "electric guitar; it is now a hotel."
            ),
            D(
                "Cato Street Conspiracy: The Cato Street Conspiracy was a plot to murder the whole "
                "British cabinet as it dined at Lord Harrowby's house in Grosvenor Square in "
                "February 1820. Police and soldiers raided the plotters' hayloft in Cato Street, "
                "off the Edgware Road; Arthur Thistlewood and four others were hanged at Newgate "
                "that May, and five more were transported."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which party is older, the Conservatives or Labour?",
        "the Conservative Party, founded in 1834, against 1900 for Labour",
        [
            D(
                "Independent Labour Party: The Independent Labour Party was founded at a "
                "conference in Bradford in January 1893, with Keir Hardie as its first chairman, "
                "to get socialists into Parliament independently of the Liberals. It was one of "
                "the bodies that set up the Labour Representation Committee but kept its own "
                "identity, and it broke away from Labour altogether in 1932."
            ),
            S(
                "Labour Party (UK): The Labour Party was founded in February 1900 as the Labour "
                "Representation Committee, at a meeting in London, called by trade unions and "
                "socialist societies to get working men into Parliament. It took the name Labour "
                "Party in 1906, after 29 of its candidates were elected, and first formed a "
                "government under Ramsay MacDonald in 1924."
            ),
            D(
                "Conservative Party of Canada: The Conservative Party of Canada was formed in "
                "December 2003 by the merger of the Canadian Alliance and the Progressive "
                "Conservative Party, then led by Stephen Harper and Peter MacKay. Harper became "
                "its first leader in 2004 and prime minister after the federal election of 2006, "
                "holding office until his party lost to Justin Trudeau's Liberals in 2015."
            ),
            S(
                "Conservative Party (UK): The Conservative Party grew out of the Tory faction of "
                "the 1680s, but it dates its birth as a party to the Tamworth Manifesto issued by "
                "Sir Robert Peel in 1834, which accepted the Great Reform Act and promised careful "
                "change. Benjamin Disraeli built up its national organisation in the 1860s and "
                "1870s, and it is still often called the Tory party."
            ),
            D(
                "Liberal Party (UK): The Liberal Party was formed in June 1859, when Whigs, "
                "Radicals and Peelites met at Willis's Rooms in St James's, London, and agreed to "
                "bring down Lord Derby's government. Under William Gladstone, four times prime "
                "minister, it dominated Victorian politics, and in 1988 it merged with the Social "
                "Democratic Party to form the Liberal Democrats."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Who were the members of the Second Triumvirate?",
        "Octavian, Mark Antony and Marcus Aemilius Lepidus",
        [
            D(
                "First Triumvirate: The First Triumvirate was the informal pact made in 60 BC by "
                "Julius Caesar, Gnaeus Pompeius Magnus and Marcus Licinius Crassus, the richest "
                "man in Rome, to push their interests against the Senate. It was renewed at Luca "
                "in 56 BC but fell apart after Crassus was killed fighting the Parthians at "
                "Carrhae in 53 BC, and civil war followed."
            ),
            D(
                "Decemvirate: In 451 BC the Roman Republic set aside its consuls and tribunes and "
                "handed power to a board of ten men, the decemviri, led by Appius Claudius, to "
                "write down the laws. They produced the Twelve Tables, but a second board refused "
                "to step down, and after the scandal over Verginia in 449 BC the plebs seceded and "
                "the old offices returned."
            ),
            D(
                "Battle of Philippi: The Battle of Philippi, fought in two engagements in "
                "Macedonia in October 42 BC, destroyed the armies of Caesar's assassins Brutus and "
                "Cassius, both of whom took their own lives. Most of the credit went to Mark "
                "Antony, while Octavian, who was ill, lost his camp in the first clash; afterwards "
                "the victors divided the Roman world between them."
            ),
            S(
                "Second Triumvirate: The Second Triumvirate was the legal alliance of Octavian, "
                "Mark Antony and Marcus Aemilius Lepidus, set up by the Lex Titia in November 43 "
                "BC to rule for five years and punish Caesar's killers. Its proscriptions killed "
                "hundreds of senators and knights, Cicero among them, and it was renewed in 37 BC "
                "before Lepidus was pushed aside in 36 BC."
            ),
            D(
                "Tetrarchy: The Tetrarchy was the system of rule by four emperors set up by "
                "Diocletian in AD 293: two senior emperors, himself and Maximian, each titled "
                "Augustus, and two junior ones, Galerius and Constantius Chlorus, as Caesars. It "
                "was meant to meet threats on several frontiers at once and to settle the "
                "succession, but broke down into civil war after 305."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How is the Speaker of the House of Commons elected?",
        (
            "by MPs in a secret ballot held in rounds, the last-placed candidate (and anyone under "
            "5%) dropping out each round until one has a majority"
        ),
        [
            D(
                "Speaker of the United States House of Representatives: The Speaker of the US "
                "House is chosen by a roll-call vote of the whole House at the start of each "
                "Congress, in which members call out the name of their choice, and the winner "
                "needs a majority of those voting for a named person. In January 2023 it took "
                "fifteen rounds over four days before Kevin McCarthy was elected."
            ),
            D(
                "Father of the House: The Father of the House is the title given to the MP with "
                "the longest unbroken service in the House of Commons. One of its few duties is to "
                "take the chair while the House elects a new Speaker; Sir Peter Bottomley held the "
                "title from 2017 until he lost his seat in 2024, when it passed to Sir Edward "
                "Leigh, first elected in 1983."
            ),
            D(
                "Lord Speaker: The Lord Speaker presides over the House of Lords, a post created "
                "in 2006 to take over that duty from the Lord Chancellor. The holder is elected by "
                "the members of the Lords, using the alternative vote, for a term of five years; "
                "Baroness Hayman was the first, and the Lord Speaker sits on the Woolsack in the "
                "middle of the chamber."
            ),
            S(
                "Speaker of the House of Commons: A new Speaker is elected by MPs whenever the "
                "chair falls vacant. Since 2007 the vote has been a secret ballot held in rounds: "
                "each candidate needs twelve nominations, at least three from other parties, and "
                "after each round the last-placed candidate, and anyone under 5 per cent, drops "
                "out until one wins a majority."
            ),
            D(
                "Speaker's House: Speaker's House is the official residence of the Speaker of the "
                "House of Commons, at the north-east corner of the Palace of Westminster beside "
                "the Thames. Designed by Charles Barry after the fire of 1834 and finished in the "
                "1850s, its state rooms are used for receptions, and each sitting day the Speaker "
                "walks in procession from it to the chamber."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why is the Old Bailey called the Old Bailey?",
        (
            "after the street it stands in, which follows the line of the old bailey, the outer "
            "wall of the City of London's fortifications"
        ),
        [
            D(
                "Bow Street Magistrates' Court: Bow Street in Covent Garden took its name from its "
                "curved line, bent like a bow. A magistrates' office there, run from 1740 by Sir "
                "Thomas de Veil and later by the novelist Henry Fielding and his half-brother "
                "John, founded the Bow Street Runners, London's first paid detectives; the court "
                "closed in 2006."
            ),
            S(
                "Old Bailey: The Central Criminal Court of England and Wales is known as the Old "
                "Bailey after the street in the City of London where it stands. The street follows "
                "the line of the old bailey, the outer rampart of the city wall beside Newgate, "
                "and a court has sat there since at least 1585; the present building opened in "
                "1907."
            ),
            D(
                "Newgate Prison: Newgate Prison stood next to the Old Bailey courts for more than "
                "seven centuries, taking its name from one of the gates in the western wall of the "
                "City of London. Rebuilt by George Dance in the 1770s, it held many of those tried "
                "next door, and public hangings moved there from Tyburn in 1783; it was pulled "
                "down in 1904."
            ),
            D(
                "Bailey (castle): A bailey, or ward, is a courtyard enclosed by a curtain wall in "
                "a castle. In the motte-and-bailey castles that the Normans built across England "
                "after 1066, the bailey was a yard at the foot of the earth mound, ringed by a "
                "ditch and a timber palisade, where the garrison kept its stables, workshops, "
                "stores and chapel."
            ),
            D(
                "Royal Courts of Justice: The Royal Courts of Justice on the Strand in London "
                "house the High Court and the Court of Appeal, which hear civil cases. The Gothic "
                "Revival building by George Edmund Street was opened by Queen Victoria in December "
                "1882; Street died before it was finished, and it has about 1,000 rooms and some "
                "5.6 km of corridors."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "were there only 300 spartans at thermopylae",
        (
            "No; the 300 Spartans were part of a Greek force of about 7,000, and some 700 "
            "Thespians and 400 Thebans stayed to the end with them"
        ),
        [
            D(
                "300 (film): 300 is a 2006 American film directed by Zack Snyder, based on the "
                "1998 comic series by Frank Miller and Lynn Varley. Gerard Butler plays Leonidas, "
                "and the film was shot almost entirely in front of blue screens in Montreal in "
                "about sixty days; it took more than 450 million dollars worldwide and was "
                "followed in 2014 by a sequel set at sea."
            ),
            D(
                "Battle of the 300 Champions: Around 546 BC Sparta and Argos agreed to settle "
                "their quarrel over the district of Thyreatis by a fight between 300 picked men "
                "from each side. According to Herodotus only three survived, two Argives, who went "
                "home to report victory, and the Spartan Othryades, who stayed on the field; both "
                "sides claimed the win, and a full battle followed."
            ),
            D(
                "Leonidas I: Leonidas I was a king of Sparta of the Agiad line, a son of "
                "Anaxandridas II, who came to the throne around 490 BC after his half-brother "
                "Cleomenes I died. He married Cleomenes' daughter Gorgo, and after his death his "
                "body was mutilated on the orders of Xerxes; his bones were said to have been "
                "brought home to Sparta some forty years later."
            ),
            S(
                "Battle of Thermopylae: At Thermopylae in 480 BC the Spartan king Leonidas held "
                "the narrow coastal pass against the Persian army of Xerxes for three days. His "
                "300 Spartans were only part of a Greek force of some 7,000 men, and even at the "
                "end, after the Persians found a path round the pass, about 700 Thespians and 400 "
                "Thebans stayed to fight beside them."
            ),
            D(
                "Battle of Artemisium: The sea battle of Artemisium was fought off the north of "
                "Euboea over the same three days as the fight in the pass, in late summer 480 BC. "
                "A Greek fleet of about 270 triremes, led in name by the Spartan Eurybiades and in "
                "fact largely by the Athenian Themistocles, fought the Persian navy to a draw and "
                "withdrew when news came that the pass had fallen."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "Which party did the first Chancellor of West Germany lead?",
        "the Christian Democratic Union (CDU); the first chancellor was Konrad Adenauer",
        [
            S(
                "Chancellor of Germany: The office of Federal Chancellor was created by the Basic "
                "Law of 1949 for the new Federal Republic in the west. Konrad Adenauer was elected "
                "the first chancellor by the Bundestag on 15 September 1949 with a majority of a "
                "single vote, his own, and he governed from Bonn until October 1963, when he was "
                "87 years old."
            ),
            D(
                "Theodor Heuss: Theodor Heuss, a liberal journalist and politician from "
                "W\u00fcrttemberg, was elected the first Federal President of West Germany in "
                "September 1949 and served two terms, until 1959. He had helped found the Free "
                "Democratic Party in 1948 and chaired it for a year before becoming head of state, "
                "a largely ceremonial post."
            ),
            D(
                "Ludwig Erhard: Ludwig Erhard was West Germany's economics minister from 1949 to "
                "1963, credited with the 'economic miracle' that followed his currency and price "
                "reforms of 1948. He became chancellor in 1963 but was forced out in 1966 after a "
                "recession and a quarrel with the Free Democrats, and he chaired the Christian "
                "Democrats for a year after that."
            ),
            S(
                "Konrad Adenauer: Konrad Adenauer was born in Cologne in 1876 and was mayor of the "
                "city from 1917 until the Nazis removed him in 1933. After the war he helped found "
                "the Christian Democratic Union, a party uniting Catholic and Protestant "
                "conservatives, and led it as chairman from 1950 to 1966; he died at his home in "
                "Rh\u00f6ndorf in 1967."
            ),
            D(
                "Otto Grotewohl: Otto Grotewohl was the first prime minister of the German "
                "Democratic Republic in the east, from its founding in October 1949 until his "
                "death in 1964. A Social Democrat before the war, he agreed in 1946 to merge his "
                "party with the Communists into the Socialist Unity Party, which he then chaired "
                "jointly with Wilhelm Pieck."
            ),
        ],
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who was the first President of the European Commission?",
        "Walter Hallstein, from 1958 to 1967",
        [
            D(
                "Jean Monnet, the French businessman and planner who drew up the Schuman Plan, was "
                "the first president of the High Authority of the European Coal and Steel "
                "Community, which sat in Luxembourg, from 1952 to 1955. He then founded the Action "
                "Committee for the United States of Europe, and in 1976 the European Council named "
                "him the first Honorary Citizen of Europe."
            ),
            D(
                "Ursula von der Leyen, a German Christian Democrat who had been her country's "
                "defence minister, became in December 2019 the first woman to lead the European "
                "Commission, after the European Parliament confirmed her by a margin of just nine "
                "votes. She was chosen again for a second five-year term in 2024, winning 401 "
                "votes in the Parliament that July."
            ),
            S(
                "Walter Hallstein, a German law professor and diplomat, became the first president "
                "of the Commission of the European Economic Community when it began work in "
                "Brussels in January 1958. He led it for almost ten years, until a long clash with "
                "Charles de Gaulle, including the empty chair crisis of 1965, ended his time in "
                "office in 1967."
            ),
            D(
                "Jacques Delors, a French socialist and former finance minister, led the European "
                "Commission for ten years from January 1985, longer than anyone else. His "
                "Commission drove the single market programme, completed at the end of 1992, and "
                "the committee he chaired reported in 1989 on three stages towards economic and "
                "monetary union and a single currency."
            ),
            D(
                "Paul-Henri Spaak, a Belgian socialist who was several times his country's prime "
                "minister, was the first president of the Common Assembly of the Coal and Steel "
                "Community in 1952 and chaired the committee whose report of 1956 led to the "
                "Treaties of Rome. Ten years earlier he had been chosen as the first president of "
                "the United Nations General Assembly."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how many players on a water polo team",
        "seven in the water at a time: six outfield players and a goalkeeper",
        [
            D(
                "Water polo began in England and Scotland in the 1870s as a rough game played in "
                "rivers and lakes, something like rugby in the water, before rules were set down "
                "for swimming baths. It joined the Olympic programme at Paris in 1900, women's "
                "water polo followed a century later at Sydney in 2000, and Hungary has won the "
                "men's tournament nine times, more than any other country."
            ),
            D(
                "Canoe polo is played on a stretch of water 35 metres by 23 by two teams of five "
                "paddlers in kayaks, with up to three substitutes each. The goals hang two metres "
                "above the surface, and a player may push an opponent's kayak or capsize him only "
                "when he has the ball; world championships have been held every two years since "
                "1994, with Germany and France among the strongest."
            ),
            S(
                "A water polo team has seven players in the water at any time: six outfield "
                "players and a goalkeeper, who is the only one allowed to touch the ball with both "
                "hands at once. A match is played in four quarters of eight minutes of actual "
                "play, and substitutes waiting on the bench can come in during play through a "
                "re-entry area near their own goal line."
            ),
            D(
                "Underwater hockey, also called Octopush, was invented in 1954 in Southsea, "
                "England, by members of a diving club who wanted to keep fit through the winter. "
                "Teams of six, wearing masks, snorkels and fins, push a lead puck weighing about "
                "1.3 kg along the bottom of the pool with short sticks, trying to score in a "
                "three-metre goal tray at the far end."
            ),
            D(
                "Artistic swimming, called synchronised swimming until 2017, has an Olympic team "
                "event for eight swimmers, who hold their breath for long stretches upside down "
                "while keeping time with music played through underwater speakers. At Paris in "
                "2024 men were allowed to take part in the team event for the first time, and "
                "China won the gold."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Who was German chancellor for longer, Helmut Kohl or Angela Merkel?",
        "Helmut Kohl, by about ten days: 16 years and 26 days against 16 years and 16 days",
        [
            D(
                "Otto von Bismarck served as chancellor of the German Empire from its founding in "
                "1871 until the young Kaiser Wilhelm II forced him out in March 1890, having "
                "already been minister-president of Prussia since 1862. In office he brought in "
                "the first state health insurance in 1883 and old-age pensions in 1889, and he "
                "died at Friedrichsruh in 1898."
            ),
            S(
                "Angela Merkel, a physicist who grew up in East Germany, was sworn in as "
                "chancellor on 22 November 2005 at the head of a grand coalition, the first woman "
                "to hold the office. She won three more elections and did not stand in 2021, "
                "leaving office on 8 December 2021, when Olaf Scholz took over, after sixteen "
                "years and 16 days."
            ),
            D(
                "Gerhard Schr\u00f6der, a Social Democrat from Lower Saxony, was chancellor from "
                "October 1998 to November 2005 at the head of a coalition with the Greens. His "
                "Agenda 2010 reforms cut unemployment benefits and loosened the labour market, and "
                "after he called an early election in 2005 and narrowly lost, he went to work for "
                "the company building the Nord Stream gas pipeline."
            ),
            S(
                "Helmut Kohl became chancellor of West Germany on 1 October 1982, when the "
                "Bundestag voted out Helmut Schmidt in a constructive vote of no confidence, and "
                "he led the country through reunification in 1990. He stayed in office until 27 "
                "October 1998, after losing that year's election to Gerhard Schr\u00f6der: sixteen "
                "years and 26 days."
            ),
            D(
                "Helmut Schmidt, a Social Democrat and former defence and finance minister, was "
                "chancellor from May 1974, when Willy Brandt resigned over a spy scandal, until "
                "October 1982. He faced down the Red Army Faction during the 'German Autumn' of "
                "1977 and was later co-publisher of the weekly Die Zeit; he died in Hamburg in "
                "2015, aged 96."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "Which countries are in the Five Eyes intelligence alliance?",
        "the United States, the United Kingdom, Canada, Australia and New Zealand",
        [
            D(
                "The Quad, formally the Quadrilateral Security Dialogue, links the United States, "
                "Japan, India and Australia. First proposed by Japan's prime minister Shinzo Abe "
                "in 2007, it lapsed when Australia pulled out in 2008 and was revived in 2017; its "
                "leaders first met in person at the White House in September 2021, and they work "
                "together on maritime security."
            ),
            S(
                "The Five Eyes alliance shares signals intelligence among the United States, the "
                "United Kingdom, Canada, Australia and New Zealand. It grew out of the UKUSA "
                "Agreement signed by Britain and America in 1946, which the other three later "
                "joined, and its members' agencies, such as GCHQ and the National Security Agency, "
                "divide the world's communications between them."
            ),
            D(
                "AUKUS is a security pact announced in September 2021 between Australia, the "
                "United Kingdom and the United States. Its first part will help Australia acquire "
                "nuclear-powered attack submarines, first buying several American Virginia-class "
                "boats in the 2030s and then building a new class on British designs, and its "
                "second covers hypersonic weapons and artificial intelligence."
            ),
            D(
                "The ANZUS Treaty, signed in San Francisco in September 1951, binds Australia, New "
                "Zealand and the United States to consult if any of them is attacked in the "
                "Pacific. The United States suspended its obligations to New Zealand in 1986, "
                "after the government of David Lange barred nuclear-armed and nuclear-powered "
                "ships from the country's ports."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a tiebreak work in tennis?",
        (
            "at six games all the first player to seven points with a two-point lead wins the set "
            "7-6; the serve changes after the first point and then every two points"
        ),
        [
            D(
                "The tiebreak was invented by the American James Van Alen, who wanted to stop sets "
                "running on for hours and first tried his 'sudden death' scoring at the Newport "
                "Casino in Rhode Island in 1965. The US Open became the first Grand Slam event to "
                "use it, in 1970, and Wimbledon followed the next year, at first only when a set "
                "reached eight games all."
            ),
            D(
                "A standard game of tennis is scored love, fifteen, thirty, forty and game. At "
                "forty all, called deuce, a player needs two points in a row to win the game: the "
                "first gives them the advantage, and if they lose the next point the score goes "
                "back to deuce. Some professional doubles events instead play a single deciding "
                "point at deuce, known as no-ad scoring."
            ),
            D(
                "Since 2022 all four Grand Slam tournaments have settled a deciding set that "
                "reaches six games all in the same way, with a longer tiebreak played to ten "
                "points. Before that each event had its own rule: Wimbledon had played a tiebreak "
                "only at twelve games all since 2019, the Australian Open had used a ten-point one "
                "since 2019, and the French Open still required a two-game lead."
            ),
            S(
                "In a standard tiebreak, played when a set reaches six games all, the first player "
                "to win seven points with a lead of at least two takes the set 7-6. The player due "
                "to serve serves the first point, then the players take turns to serve two points "
                "each, and they change ends after every six points. The score is counted in plain "
                "numbers rather than fifteen, thirty and forty."
            ),
            D(
                "In table tennis a game is won by the first player to reach eleven points with a "
                "lead of two; if the score reaches ten all, the players serve one point each in "
                "turn until someone pulls two clear. Before 2001 games went to twenty-one points, "
                "and the change, together with the larger 40 mm ball brought in the year before, "
                "was meant to make rallies easier to follow on television."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why did the League of Nations fail?",
        (
            "the United States never joined, Germany, Japan and Italy walked out, and with no army "
            "and a need for unanimity it could not stop aggression in Manchuria and Abyssinia"
        ),
        [
            D(
                "The League of Nations was set up in January 1920 under the Covenant written into "
                "the peace treaties that ended the First World War, with its headquarters in "
                "Geneva. It had 42 founding members and reached 58 in 1934, and its successes "
                "included settling the \u00c5land Islands dispute between Finland and Sweden in "
                "1921 and running the Saar until its plebiscite in 1935."
            ),
            D(
                "The Kellogg-Briand Pact, signed in Paris in August 1928, committed its parties to "
                "give up war as a way of settling their disputes. Drawn up by the American "
                "secretary of state Frank Kellogg and the French foreign minister Aristide Briand, "
                "it was in the end signed by more than 60 countries, but it had no means of "
                "enforcement and was broken many times in the 1930s."
            ),
            S(
                "The League of Nations failed for several reasons. The United States never joined, "
                "because the Senate rejected the Treaty of Versailles, and Germany, Japan and "
                "Italy later walked out. The League had no army and needed unanimous votes to act, "
                "so it could do little more than protest when Japan seized Manchuria in 1931 and "
                "Italy invaded Abyssinia in 1935."
            ),
            D(
                "The United Nations was designed to avoid the weaknesses of the body it replaced. "
                "Its Security Council can pass resolutions that bind every member and authorise "
                "the use of force, but each of the five permanent members, China, France, Russia, "
                "the United Kingdom and the United States, can veto them, which has often blocked "
                "action, above all during the Cold War."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is voting compulsory in australia",
        "Yes; voting in federal elections has been compulsory since 1924",
        [
            D(
                "Belgium made voting compulsory in 1893, earlier than any other country that still "
                "keeps the rule, and it remains a legal duty for national elections, though fines "
                "for staying away have seldom been pursued since the early 2000s. In 2022 "
                "Flanders, the Dutch-speaking region, decided to end compulsory voting in its "
                "municipal and provincial elections from 2024."
            ),
            D(
                "The secret ballot, printed by the government and marked in private, was pioneered "
                "in the colonies of Victoria and South Australia in 1856, and for that reason it "
                "was long known in Britain and the United States as the Australian ballot. Britain "
                "adopted it in the Ballot Act of 1872, and most American states did so between "
                "1888 and 1896."
            ),
            S(
                "Voting has been compulsory in Australian federal elections since 1924, and "
                "enrolment since 1911, so every citizen aged 18 or over must turn up at a polling "
                "place or vote by post. Those who fail to vote without a valid reason get a letter "
                "from the Australian Electoral Commission and a penalty of 20 dollars, and turnout "
                "has stayed around 90 per cent ever since."
            ),
            D(
                "In the United States voting is voluntary, and turnout in presidential elections "
                "has mostly been between about 50 and 65 per cent of eligible citizens since the "
                "1920s. The 2020 contest between Joe Biden and Donald Trump drew about 66 per "
                "cent, the highest since 1900, with more than 158 million ballots cast, many of "
                "them by post because of the pandemic."
            ),
            D(
                "Australia uses preferential voting for its House of Representatives: voters "
                "number every candidate in order of choice, and if nobody has more than half of "
                "the first preferences, the last-placed candidate is eliminated and those ballots "
                "pass to the next choice marked, until one candidate has a majority. The system "
                "came in federally in 1918."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the first President of the Fifth French Republic born?",
        "Lille; the first president was Charles de Gaulle",
        [
            D(
                "Georges Pompidou, the second president of the Fifth Republic, was born in 1911 in "
                "Montboudif, a village in the Cantal, the son of two teachers. He worked for the "
                "Rothschild bank, served as prime minister from 1962 to 1968 and was elected "
                "president in June 1969; he died in office in April 1974, and the Pompidou Centre "
                "in Paris bears his name."
            ),
            S(
                "Charles de Gaulle was born on 22 November 1890 in Lille, in his grandparents' "
                "house on the rue Princesse, though his family lived in Paris. He trained at "
                "Saint-Cyr, was wounded and captured at Verdun in 1916, and on 18 June 1940 "
                "broadcast from London his call to the French to resist. He died at "
                "Colombey-les-Deux-\u00c9glises in 1970."
            ),
            D(
                "Michel Debr\u00e9, born in Paris in 1912, was the main author of the 1958 "
                "constitution and became the first prime minister of the Fifth Republic in January "
                "1959. He held the post until April 1962, through the worst years of the Algerian "
                "War, and later served as minister of finance, foreign affairs and defence; he was "
                "elected to the Acad\u00e9mie fran\u00e7aise in 1988."
            ),
            D(
                "Ren\u00e9 Coty, born in Le Havre in 1882, was the second and last president of "
                "the Fourth Republic, elected in December 1953 on the thirteenth ballot. In May "
                "1958, with the army in Algeria in revolt, he called on parliament to accept a new "
                "government and threatened to resign if it refused; he left the \u00c9lys\u00e9e "
                "early and sat on the Constitutional Council until his death in 1962."
            ),
            S(
                "The Fifth Republic was founded under a new constitution approved by referendum in "
                "September 1958, after the crisis over Algeria had brought down the Fourth. Its "
                "first president was Charles de Gaulle, chosen by an electoral college in December "
                "1958, who took office in January 1959, won the first direct presidential election "
                "in 1965 and resigned in April 1969."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When was the Good Friday Agreement signed?",
        "10 April 1998",
        [
            D(
                "Home > History > Northern Ireland | The Anglo-Irish Agreement\nThe Anglo-Irish "
                "Agreement was signed at Hillsborough Castle on 15 November 1985 by Margaret "
                "Thatcher and Garret FitzGerald. It gave the Irish government a say in Northern "
                "Ireland's affairs for the first time, through a joint conference, and unionists "
                "protested with a rally of about 100,000 people at Belfast City Hall.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Politics > UK | The St Andrews Agreement\nThe St Andrews Agreement came "
                "out of talks in Fife in October 2006 between the British and Irish governments "
                "and the Northern Ireland parties. It led Sinn F\u00e9in to accept the police "
                "service and the DUP to share power, and in May 2007 Ian Paisley and Martin "
                "McGuinness took office as First and deputy First Minister.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > History > Northern Ireland | The Good Friday Agreement at 25\nThe Belfast "
                "Agreement was signed in Belfast on Good Friday, 10 April 1998, after nearly two "
                "years of talks chaired by the former US senator George Mitchell. It set up a "
                "power-sharing assembly at Stormont and was approved in referendums on both sides "
                "of the border on 22 May 1998.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Ireland | The Sunningdale Agreement\nSigned in December 1973 at "
                "the Civil Service College in Sunningdale Park, Berkshire, this was the first "
                "attempt at power-sharing in Northern Ireland. Its executive, led by Brian "
                "Faulkner, took office in January 1974 but collapsed in May that year after a "
                "general strike called by the Ulster Workers' Council.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who won the first fifa women's world cup",
        "the United States, beating Norway 2-1 in the 1991 final in China",
        [
            D(
                "Home > Sport > Football > Women's game | Norway's golden summer of 1995\nNorway "
                "won the second Women's World Cup, held in Sweden in 1995, beating Germany 2-0 in "
                "the final at the R\u00e5sunda Stadium in Solna. Hege Riise was voted the best "
                "player of the tournament, and Ann Kristin Aar\u00f8nes finished as top scorer "
                "with six goals.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Football > Women's game | Where it all began: China 1991\nThe "
                "first FIFA Women's World Championship was held in Guangdong, China, in November "
                "1991, with twelve teams. The United States won it, beating Norway 2-1 in the "
                "final in Guangzhou with two goals from Michelle Akers, and Carin Jennings was "
                "named best player.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Olympics > Football | Women's football joins the Games\nWomen's "
                "football was first played at the Olympics in Atlanta in 1996, with eight teams. "
                "The United States beat China 2-1 in the final at Sanford Stadium in Athens, "
                "Georgia, in front of about 76,000 people, then a record crowd for a women's "
                "match.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Football > History | The unofficial world cups\nBefore FIFA took "
                "over, women's teams played unofficial world championships: Italy staged one in "
                "1970, won by Denmark, and Mexico another in 1971, where Denmark won again before "
                "a crowd of about 110,000 at the Azteca Stadium. Invitational tournaments in "
                "Taiwan followed in the 1980s.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "stanley cup vs grey cup which is older",
        "the Stanley Cup, first awarded in 1893, against 1909 for the Grey Cup",
        [
            S(
                "Home > Sport > Canadian football | The Grey Cup\nThe Grey Cup, given by Earl "
                "Grey, Governor General of Canada, was first played for in 1909, when the "
                "University of Toronto beat the Parkdale Canoe Club 26-6. Today it goes to the "
                "winner of the Canadian Football League's championship game, one of the "
                "most-watched broadcasts in the country.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Ice hockey > Women | The Clarkson Cup\nThe Clarkson Cup, "
                "commissioned by Adrienne Clarkson while she was Governor General of Canada from "
                "1999 to 2005, was first awarded in 2009 to the Montreal Stars of the Canadian "
                "Women's Hockey League. It went to the champions of women's club hockey in Canada "
                "until that league folded in 2019.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Ice hockey | The Stanley Cup story\nLord Stanley of Preston, "
                "Canada's Governor General, bought a silver bowl in London for ten guineas in "
                "1892, and it was first awarded in 1893 to the Montreal Hockey Club as the "
                "Dominion's champions. Since 1926 only NHL teams have competed for it, and every "
                "winning player gets a day with the cup.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Ice hockey > NHL | The Conn Smythe Trophy\nThe Conn Smythe Trophy, "
                "named after the long-time owner of the Toronto Maple Leafs, has gone since 1965 "
                "to the most valuable player of the playoffs. Jean B\u00e9liveau of Montreal was "
                "the first winner, and Patrick Roy is the only player to have won it three times, "
                "in 1986, 1993 and 2001.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > History | Trophies older than the leagues\nThe America's Cup, "
                "first raced around the Isle of Wight in 1851, is often called the oldest trophy "
                "in international sport, and the Youdan Cup, won by Hallam FC in Sheffield in "
                "1867, was the first trophy ever played for in football; the silver jug is now "
                "kept by the Hallam club.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "Which countries are in the Visegr\u00e1d Group?",
        "Poland, the Czech Republic, Slovakia and Hungary",
        [
            D(
                "Home > Politics > Europe | The Weimar Triangle\nThe Weimar Triangle was set up in "
                "August 1991 when the foreign ministers of France, Germany and Poland met in "
                "Weimar, the city of Goethe and Schiller, to help Poland on its way back into "
                "Europe. It meets at summit level from time to time, and its leaders met in Berlin "
                "in March 2024 to talk about support for Ukraine.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Hungary | The congress of kings at Visegr\u00e1d, 1335\nIn 1335 "
                "King Charles I of Hungary hosted John of Bohemia and Casimir III of Poland at his "
                "castle at Visegr\u00e1d, on a bend of the Danube. The three kings agreed trade "
                "routes that avoided Vienna and settled quarrels over Silesia, and the meeting "
                "later gave the modern group its name.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Europe | What is the Visegr\u00e1d Group?\nThe Visegr\u00e1d "
                "Group, or V4, brings together Poland, the Czech Republic, Slovakia and Hungary. "
                "Its founders, the leaders of Czechoslovakia, Poland and Hungary, met at "
                "Visegr\u00e1d in February 1991 to help one another into NATO and the EU, and the "
                "three became four when Czechoslovakia split in 1993.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > Europe | The Austerlitz format\nThe Austerlitz or Slavkov "
                "format was set up in January 2015 at Slavkov u Brna, near the field of Napoleon's "
                "great victory of 1805, by the prime ministers of Austria, the Czech Republic and "
                "Slovakia. It brings their leaders together a few times a year to work on "
                "transport, energy and other shared questions.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a popular initiative work in Switzerland?",
        (
            "citizens gather 100,000 signatures within 18 months to propose a change to the "
            "constitution, which then goes to a national vote and needs a majority of voters and "
            "of cantons"
        ),
        [
            D(
                "Home > Politics > Switzerland | The optional referendum\nWhen parliament passes a "
                "new federal law, opponents have 100 days to collect 50,000 signatures, or to get "
                "eight cantons to ask, and so force a nationwide vote on it. Unlike a change to "
                "the constitution, the law then needs only a majority of the people, not of the "
                "cantons.\nShare this | Cookie policy"
            ),
            S(
                "Home > Politics > Switzerland | How a popular initiative works\nSwiss citizens "
                "can propose a change to the federal constitution by gathering 100,000 valid "
                "signatures within 18 months. Parliament may offer a counter-proposal, and the "
                "initiative goes to a national vote, where it passes only with a double majority: "
                "most voters and most cantons.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > US | Ballot initiatives in California\nIn California, voters "
                "can put a new law on the statewide ballot by collecting signatures equal to 5 per "
                "cent of the votes cast for governor at the last election, or 8 per cent for a "
                "constitutional amendment, within 180 days. A famous example is Proposition 13 of "
                "1978, which capped property taxes.\nShare this | Cookie policy"
            ),
            D(
                "Home > Politics > Switzerland | The Landsgemeinde\nIn the cantons of Appenzell "
                "Innerrhoden and Glarus, citizens still govern themselves through the "
                "Landsgemeinde, an open-air assembly held once a year on a Sunday in spring. "
                "Voters gather in the town square and decide laws and budgets by raising their "
                "hands, and the presiding officer judges the result by eye.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why were the Corn Laws repealed?",
        (
            "they kept bread dear for the growing towns; the Anti-Corn Law League campaigned "
            "against them and the Irish potato blight persuaded Peel to let food in freely (1846)"
        ),
        [
            D(
                "Home > History > Victorian Britain | The split that followed repeal\nPeel carried "
                "repeal only with Whig votes, and about two-thirds of his own MPs voted against "
                "him. The Protectionists, led by Lord George Bentinck and Benjamin Disraeli, "
                "brought him down within weeks, and the Peelites who stood by him, William "
                "Gladstone among them, later joined the Liberals.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Ireland | The Repeal movement\nDaniel O'Connell's Repeal "
                "Association, founded in 1840, campaigned to undo the Act of Union and restore a "
                "parliament in Dublin. He held 'monster meetings' of hundreds of thousands of "
                "people in 1843, but the government banned the one planned at Clontarf, and he was "
                "jailed for conspiracy the following year.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > Victorian Britain | Why the Corn Laws went\nThe Corn Laws, which "
                "since 1815 had taxed imported grain to protect landowners' profits, were repealed "
                "in 1846 because they kept bread dear in the towns. The Anti-Corn Law League had "
                "campaigned for years, and the potato blight in Ireland persuaded Robert Peel to "
                "let food in freely.\nShare this | Cookie policy"
            ),
            D(
                "Home > History > Britain | The end of the Navigation Acts\nThe Navigation Acts, "
                "which since 1651 had required goods carried to and from England and its colonies "
                "to travel in English ships, were repealed in 1849. Free traders argued that they "
                "raised freight costs and invited other countries to hit back at British "
                "shipping.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is the European Court of Human Rights part of the EU?",
        "No; it belongs to the Council of Europe, a separate body with 46 member states",
        [
            D(
                "Home > Law > EU | The Court of Justice of the European Union\nThe Court of "
                "Justice of the European Union sits in Luxembourg and has one judge from each "
                "member state, 27 in all, together with eleven advocates general. It rules on the "
                "meaning of EU law when national courts ask, and hears cases brought by the "
                "Commission against countries that break the treaties.\nShare this | Cookie policy"
            ),
            S(
                "Home > Law > Human rights | Is the Strasbourg court an EU body?\nNo. The European "
                "Court of Human Rights in Strasbourg belongs to the Council of Europe, a separate "
                "organisation founded in 1949 that has 46 member states, among them non-EU "
                "countries such as the UK, Norway and Turkey. Leaving the EU did not take Britain "
                "out of the court's reach.\nShare this | Cookie policy"
            ),
            D(
                "Home > Law > EU | The EU Charter of Fundamental Rights\nThe Charter of "
                "Fundamental Rights, proclaimed in Nice in December 2000, became legally binding "
                "when the Treaty of Lisbon came into force in December 2009. It applies to the EU "
                "institutions, and to member states only when they carry out EU law, and Poland "
                "negotiated a protocol limiting its use in Polish courts.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Politics > Europe | The European Parliament in Strasbourg\nThe European "
                "Parliament holds twelve four-day plenary sessions a year in Strasbourg, its "
                "official seat under the EU treaties, while its committees meet in Brussels. The "
                "monthly move of members, staff and files between the two cities costs around 100 "
                "million euros a year.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which city was the first Formula One world champion born?",
        "Turin; the first champion, in 1950, was Giuseppe 'Nino' Farina",
        [
            D(
                "Home > Sport > Motor racing > Legends | Alberto Ascari\nAlberto Ascari, born in "
                "Milan in 1918, was the first driver to win two world championships, for Ferrari "
                "in 1952 and 1953, and he won nine championship races in a row across the two "
                "seasons. He died in 1955 testing a Ferrari sports car at Monza, four days after "
                "crashing into the harbour at Monaco.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Motor racing > History | 1950: the first world championship\nThe "
                "first Formula One world drivers' championship was held in 1950 over seven races, "
                "starting at Silverstone in May. Giuseppe 'Nino' Farina of Alfa Romeo took the "
                "title with three wins, three points ahead of his team-mate Juan Manuel "
                "Fangio.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Motor racing > Legends | Juan Manuel Fangio\nJuan Manuel Fangio "
                "was born in 1911 in Balcarce, a town in the province of Buenos Aires, to Italian "
                "parents. He won the world championship five times, in 1951 and from 1954 to 1957 "
                "with four different teams, a record that stood until Michael Schumacher passed it "
                "in 2003.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Motor racing > Legends | Nino Farina\nGiuseppe Farina was born in "
                "Turin on 30 October 1906, a nephew of the coachbuilder Battista 'Pinin' Farina, "
                "and earned a university doctorate before he took up racing. He died in a road "
                "accident in the French Alps in 1966, on his way to the French Grand Prix.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Sport > Motorcycling > History | The first world champions\nThe FIM's road "
                "racing world championship began in 1949, a year before the cars'. Leslie Graham, "
                "born in Wallasey in Cheshire, won the first 500cc title for AJS, and Freddie "
                "Frith took the 350cc class on a Velocette; Graham was killed at the Isle of Man "
                "TT in 1953.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the age of criminal responsibility in England and Wales?",
        "10",
        [
            D(
                "Q: What is the age of criminal responsibility in Scotland?\nA: Twelve. The Age of "
                "Criminal Responsibility (Scotland) Act 2019 raised it from eight, which had been "
                "among the lowest in Europe, and since December 2021 no child under twelve can be "
                "treated as having committed an offence, though the police can still investigate "
                "when serious harm has been done."
            ),
            S(
                "Q: What is the age of criminal responsibility in England and Wales?\nA: Ten. "
                "Children under ten cannot be arrested or charged with a crime, though other "
                "measures, such as a local child curfew or a child safety order, can be used. "
                "Those aged 10 to 17 who are charged are usually dealt with in a youth court, with "
                "special protections."
            ),
            D(
                "Q: At what age can I be called for jury service?\nA: In England and Wales you can "
                "be summoned if you are between 18 and 75, are on the electoral register and have "
                "lived in the UK for at least five years since the age of 13. People aged 76 or "
                "over are no longer called, and some with mental disorders or certain convictions "
                "are disqualified."
            ),
            D(
                "Q: What is the age of consent in England and Wales?\nA: Sixteen, for everyone, "
                "whatever their sex or sexual orientation, since the Sexual Offences (Amendment) "
                "Act 2000 made it equal. The Sexual Offences Act 2003 also treats sexual activity "
                "with a child under 13 as a separate and more serious group of offences, with "
                "heavier sentences."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how high is a tennis net",
        "0.914 m (3 ft) at the centre and 1.07 m (3 ft 6 in) at the posts",
        [
            D(
                "Badminton net: fact sheet\n- Height at the centre: 1.524 m (5 ft)\n- Height at "
                "the posts: 1.55 m (5 ft 1 in)\n- Net is 76 cm deep and 6.1 m wide\n- Posts stand "
                "on the doubles sidelines\n- Fine dark cord, mesh 15 to 20 mm square\n- Top edged "
                "with a white tape 75 mm wide, folded over a cord\n- Net must be stretched tight "
                "from post to post\n- Posts 1.55 m high from the court surface"
            ),
            D(
                "Volleyball net: fact sheet\n- Height for men: 2.43 m\n- Height for women: 2.24 "
                "m\n- Length 9.5 to 10 m, depth 1 m\n- Black square mesh of 10 cm\n- White bands "
                "at top and bottom\n- Two antennas, 1.8 m long, mark the crossing space\n- Lower "
                "nets for younger age groups\n- Sitting volleyball: 1.15 m for men, 1.05 m for "
                "women"
            ),
            S(
                "Tennis net: fact sheet\n- Height at the centre: 0.914 m (3 ft)\n- Held down at "
                "the centre by a white strap\n- Height at the posts: 1.07 m (3 ft 6 in)\n- Posts "
                "stand 0.914 m outside each doubles sideline\n- Singles sticks hold the net up for "
                "singles play\n- Hung on a cord or metal cable up to 0.8 cm thick\n- White band "
                "over the top, 5 to 6.35 cm deep"
            ),
            D(
                "Table tennis net: fact sheet\n- Height: 15.25 cm above the playing surface\n- "
                "Extends 15.25 cm beyond each sideline\n- Held by a clamp at each end\n- Table "
                "2.74 m long and 1.525 m wide\n- Table top 76 cm above the floor\n- Net is dark in "
                "colour with a white top edge\n- A let is played when a serve touches the net and "
                "lands in"
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        (
            "Which has the longer time limit in England, a claim for breach of contract or a "
            "personal injury claim?"
        ),
        "breach of contract: usually six years, against three for personal injury",
        [
            D(
                "Q: How long do I have to bring an employment tribunal claim?\nA: For most claims, "
                "such as unfair dismissal or discrimination, three months less one day from the "
                "date of dismissal or of the act complained of. You must contact Acas for early "
                "conciliation first, which pauses the clock, and claims for a statutory redundancy "
                "payment have six months."
            ),
            S(
                "Q: How long do I have to sue for breach of contract?\nA: In England and Wales, "
                "usually six years from the date the contract was broken, under the Limitation Act "
                "1980. For a contract made by deed, such as some leases and guarantees, the period "
                "is twelve years, and if the other side admits a debt in writing the clock starts "
                "again."
            ),
            D(
                "Q: How long do I have to make a defamation claim?\nA: One year from the date of "
                "publication, much shorter than most civil claims, though the court has the power "
                "to extend it. Under the Defamation Act 2013 a claimant must also show serious "
                "harm to their reputation, which for a business means serious financial loss."
            ),
            S(
                "Q: What is the time limit for a personal injury claim?\nA: Generally three years, "
                "either from the date of the accident or from the date you first knew the injury "
                "was linked to it. For a child the three years only start at 18, and for someone "
                "who lacks mental capacity the clock does not run at all unless capacity is "
                "regained."
            ),
            D(
                "Q: Is there a time limit for prosecuting a crime?\nA: For serious offences in "
                "England and Wales there is none: murder, rape or fraud can be prosecuted decades "
                "later. Summary-only offences, the minor ones tried in magistrates' courts, must "
                "usually be charged within six months of the offence, under the Magistrates' "
                "Courts Act 1980."
            ),
        ],
    ),
    Q(
        "faq",
        "list",
        "What were the five facts for divorce in England and Wales before no-fault divorce?",
        (
            "adultery, unreasonable behaviour, two years' desertion, two years' separation with "
            "consent, and five years' separation"
        ),
        [
            D(
                "No-fault divorce in England and Wales: fact sheet\n- In force since 6 April "
                "2022\n- Divorce, Dissolution and Separation Act 2020\n- A statement of "
                "irretrievable breakdown is enough\n- Couples can now apply jointly\n- 20 weeks "
                "before the conditional order\n- Six more weeks before the final order\n- The "
                "other spouse can no longer contest it\n- Applications made online through GOV.UK"
            ),
            S(
                "Divorce in England and Wales before April 2022: fact sheet\n- One ground: the "
                "marriage had broken down irretrievably\n- Proved by one of five facts:\n- "
                "Adultery\n- Unreasonable behaviour\n- Desertion for two years\n- Two years' "
                "separation, if both agreed\n- Five years' separation, without consent\n- No "
                "petition in the first year of marriage"
            ),
            D(
                "Divorce in Scotland: fact sheet\n- Ground: irretrievable breakdown of the "
                "marriage\n- Shown by adultery or unreasonable behaviour\n- Or one year's "
                "separation if both agree\n- Or two years' separation if one does not\n- "
                "Simplified procedure if no children under 16\n- Cases heard in the sheriff court "
                "or the Court of Session"
            ),
            D(
                "Annulment in England and Wales: fact sheet\n- Ends a marriage that was void or "
                "voidable\n- Void: spouses closely related, one under 18, or one already "
                "married\n- Voidable: not consummated, or no valid consent\n- Unlike divorce, can "
                "be sought in the first year\n- Most voidable grounds must be raised within three "
                "years"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I make a small claim in the county court?",
        (
            "for up to \u00a310,000, send a letter before action, then start a claim online "
            "through Money Claim Online and pay the court fee; a judge decides a defended claim at "
            "an informal hearing"
        ),
        [
            D(
                "Q: What is simple procedure in Scotland?\nA: Simple procedure is the Scottish "
                "route for claims worth up to \u00a35,000, heard in the sheriff court. You fill in "
                "a claim form, usually online through Civil Online, and the sheriff tries to help "
                "the two sides settle, deciding the case at a hearing only if they cannot. It "
                "replaced the old small claims procedure in 2016."
            ),
            D(
                "Q: What happens if I get a County Court Judgment?\nA: A CCJ is a court order "
                "telling you to pay a debt. If you pay in full within a month it is removed from "
                "the Register of Judgments; otherwise it stays on your credit file for six years, "
                "even once paid, and the creditor can send bailiffs or have money taken from your "
                "wages."
            ),
            S(
                "Q: How do I make a small claim?\nA: If you are owed up to \u00a310,000 in England "
                "or Wales, first send the other side a letter before action. If they still do not "
                "pay, start a claim online through Money Claim Online on GOV.UK, paying a court "
                "fee that rises with the amount, and if it is defended a judge will usually decide "
                "it at an informal hearing."
            ),
            D(
                "Q: How do I complain to the Financial Ombudsman?\nA: First complain to the bank "
                "or insurer itself and give it eight weeks to reply. If you are still unhappy, "
                "take the case to the Financial Ombudsman Service, free of charge, within six "
                "months of the firm's final response; it can order the firm to put things right "
                "and pay compensation."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do I need probate?",
        (
            "a grant of probate proves the executor's legal right to deal with the estate; banks "
            "want it before releasing larger sums, and it is needed to sell or transfer a house in "
            "the dead person's sole name"
        ),
        [
            D(
                "Q: What is a lasting power of attorney?\nA: A lasting power of attorney is a "
                "legal document in which you choose people to make decisions for you if you lose "
                "mental capacity, one kind for property and money and another for health and care. "
                "It must be registered with the Office of the Public Guardian before it can be "
                "used, and it ends when you die."
            ),
            D(
                "Q: How much inheritance tax will the estate pay?\nA: Inheritance tax is charged "
                "at 40 per cent on the part of an estate above the \u00a3325,000 nil-rate band. A "
                "further \u00a3175,000 can be added when a home passes to children or "
                "grandchildren, and anything left to a spouse, civil partner or charity is exempt, "
                "so many couples can pass on \u00a31 million."
            ),
            D(
                "Q: Why might I need letters of administration?\nA: If someone dies without a "
                "valid will, or the will names no executor able to act, nobody yet has authority "
                "over the estate. The nearest relative under the intestacy rules, usually a "
                "husband, wife or child, applies for letters of administration, which give the "
                "same power as probate to collect and share out the estate."
            ),
            S(
                "Q: Why do I need probate?\nA: A grant of probate is the court document that "
                "proves an executor has the legal right to deal with a dead person's estate. "
                "Banks, building societies and share registrars usually ask to see it before they "
                "will release money above their own limits, and you need it to sell or transfer a "
                "house that was in the person's sole name."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "do you have to carry id in the uk",
        "No; there is no national identity card and no general duty to carry ID",
        [
            D(
                "Q: Do I need photo ID to vote?\nA: Yes, at polling stations in UK parliamentary "
                "elections and in local elections in England since May 2023. Accepted documents "
                "include a passport, a driving licence, a Blue Badge and some older person's bus "
                "passes, and if you have none you can apply for a free Voter Authority Certificate."
            ),
            S(
                "Q: Do I have to carry ID in the UK?\nA: No. There is no national identity card "
                "and no general law requiring you to carry identification or show it to the police "
                "on demand. An act bringing in ID cards was passed in 2006, but the scheme was "
                "scrapped in 2010 and the cards already issued were cancelled. You may still need "
                "ID to buy alcohol."
            ),
            D(
                "Q: Do I have to carry my driving licence when I drive?\nA: Not in the UK. If the "
                "police stop you and you cannot show it, they can give you a form, known as a "
                "HORT/1 or 'producer', telling you to take your licence, insurance and MOT "
                "certificate to a police station within seven days; failing to do so is an offence."
            ),
            D(
                "Q: Do I have to carry ID in Germany?\nA: German citizens aged 16 and over must "
                "own an identity card or passport, but need not carry it at all times, though the "
                "police can hold someone whose identity they cannot otherwise confirm. Foreign "
                "visitors must carry a passport or national ID card, and an adult card costs about "
                "37 euros and lasts ten years."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "How many judges sit on the court housed in the Peace Palace?",
        "15; the Peace Palace in The Hague is the seat of the International Court of Justice",
        [
            D(
                "International Criminal Court: fact sheet\n- Tries individuals for genocide, war "
                "crimes and crimes against humanity\n- Set up by the Rome Statute of 1998, in "
                "force 2002\n- 18 judges, elected for nine years\n- Purpose-built seat in the "
                "dunes of The Hague, opened 2015\n- More than 120 states parties\n- The United "
                "States has never joined\n- Its first verdict came in 2012"
            ),
            S(
                "The Peace Palace: fact sheet\n- Carnegieplein, The Hague, Netherlands\n- Opened "
                "on 28 August 1913\n- Paid for by Andrew Carnegie, 1.5 million dollars\n- Designed "
                "by the French architect Louis Cordonnier\n- Seat of the International Court of "
                "Justice\n- Also home to the Hague Academy of International Law\n- Holds a large "
                "library of international law"
            ),
            D(
                "International Tribunal for the Law of the Sea: fact sheet\n- Set up under the UN "
                "Convention on the Law of the Sea\n- Seat: Hamburg, Germany, since 1996\n- 21 "
                "judges, elected for nine years\n- A third of the bench renewed every three "
                "years\n- Hears disputes over fishing, detained ships and sea boundaries"
            ),
            S(
                "International Court of Justice: fact sheet\n- Principal judicial organ of the "
                "United Nations\n- Set up in 1945, first sat in 1946\n- Bench of 15 judges, "
                "elected for nine years\n- Chosen by the General Assembly and the Security "
                "Council\n- No two judges from the same country\n- Settles disputes between states "
                "and gives advisory opinions"
            ),
            D(
                "European Court of Human Rights: fact sheet\n- Set up in 1959 by the Council of "
                "Europe\n- Seat: the Human Rights Building, Strasbourg\n- One judge for each of "
                "the 46 member states\n- Judges serve a single nine-year term\n- Anyone can apply "
                "once national remedies are used up\n- Rules on the European Convention on Human "
                "Rights"
            ),
        ],
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who founded the Mughal Empire?",
        "Babur, after his victory at Panipat in 1526",
        [
            D(
                "Akbar came to the Mughal throne in 1556 at the age of thirteen and over almost "
                "fifty years turned a shaky conquest into a great empire reaching from Afghanistan "
                "to the Bay of Bengal. He reformed the land tax, married a Rajput princess, "
                "abolished the poll tax on non-Muslims and built himself a new capital at Fatehpur "
                "Sikri."
            ),
            S(
                "Zahir-ud-din Muhammad, better known as Babur, a Central Asian prince descended "
                "from Timur on his father's side and from Genghis Khan on his mother's, lost his "
                "home kingdom of Fergana and turned south. In 1526 he crushed Sultan Ibrahim Lodi "
                "at Panipat, took Delhi and Agra, and so began a dynasty that would rule much of "
                "India until 1857."
            ),
            D(
                "Sher Shah Suri, an Afghan commander from Bihar, drove Humayun out of India in "
                "1540 and ruled from Delhi for five years. In that short time he rebuilt the great "
                "road from Bengal to the Khyber, set up a postal service and issued the silver "
                "coin called the rupiya, before he was killed when gunpowder exploded while "
                "besieging the fort of Kalinjar."
            ),
            D(
                "Qutb ud-Din Aibak, a Turkic slave-soldier who had risen to command the armies of "
                "Muhammad of Ghor, made himself the first sultan of Delhi in 1206 and began the "
                "Qutb Minar. His line, often called the Mamluk or Slave dynasty, was the first of "
                "five to rule the Delhi Sultanate, and he died in 1210 after a fall from his horse "
                "during a game of polo."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "who wrote leviathan",
        "Thomas Hobbes, in 1651",
        [
            D(
                "John Locke's Two Treatises of Government, published without his name in 1689, "
                "argued that rulers hold power only by the consent of the governed and that a "
                "people may resist a king who breaks their trust. The book was read as a defence "
                "of the Glorious Revolution, and its ideas echo through the American Declaration "
                "of Independence."
            ),
            S(
                "Thomas Hobbes, the English thinker who had fled to Paris on the eve of the Civil "
                "War, brought out his great treatise on the commonwealth in London in 1651, naming "
                "it after the sea monster of the Book of Job. Its frontispiece shows a crowned "
                "giant made of tiny people, and it argues that without a supreme ruler life would "
                "be 'nasty, brutish, and short'."
            ),
            D(
                "Leviathan is also the title of a 2014 Russian film by Andrey Zvyagintsev about a "
                "car mechanic in a small town on the Barents Sea who fights a corrupt mayor's plan "
                "to seize his land. It won the award for best screenplay at Cannes and the Golden "
                "Globe for best foreign-language film, and it was nominated for an Academy Award."
            ),
            D(
                "The Leviathan of Parsonstown, a telescope with a metal mirror 72 inches across, "
                "was built in 1845 by William Parsons, third Earl of Rosse, at Birr Castle in "
                "Ireland. For more than seventy years it was the largest telescope in the world, "
                "and with it Rosse made out the spiral shape of the galaxy now known as M51, the "
                "Whirlpool."
            ),
            D(
                "Jean Bodin's Six Books of the Commonwealth, published in Paris in 1576 during the "
                "French Wars of Religion, argued that sovereignty is the absolute and perpetual "
                "power of a state, and that it cannot be shared or divided. Bodin, a lawyer from "
                "Angers, also wrote on money, explaining the rise in prices of his time by the "
                "flood of Spanish silver from the Americas."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        (
            "Which came first, the union of England and Scotland or the union of Great Britain and "
            "Ireland?"
        ),
        "the union of England and Scotland, in 1707; Great Britain and Ireland followed in 1801",
        [
            S(
                "Under a treaty agreed in 1706, the parliaments in Edinburgh and Westminster each "
                "passed an act merging their two realms, which had shared a monarch since 1603, "
                "into a single kingdom called Great Britain. The new state came into being on 1 "
                "May 1707, with one parliament sitting in London, though the Scots kept their own "
                "law courts and church."
            ),
            D(
                "Wales was absorbed into the English kingdom under laws passed in 1535 and 1542, "
                "in the reign of Henry VIII, the son of a king born at Pembroke Castle. They "
                "brought English law and county government to the whole of Wales, gave Welsh "
                "shires and boroughs seats in the House of Commons for the first time, and made "
                "English the only language allowed in the courts."
            ),
            D(
                "The Anglo-Irish Treaty, signed in London in December 1921, ended the Irish War of "
                "Independence and set up the Irish Free State as a dominion, while six northern "
                "counties stayed within the British state. In 1927 the kingdom changed its name to "
                "the United Kingdom of Great Britain and Northern Ireland to match."
            ),
            S(
                "On 1 January 1801 the kingdom of Great Britain and its neighbour across the Irish "
                "Sea were joined into the United Kingdom of Great Britain and Ireland, after the "
                "Dublin parliament, shaken by the rising of 1798, voted itself out of existence "
                "amid widespread bribery. A hundred Irish members then took seats in the Commons "
                "at Westminster."
            ),
            D(
                "The Kalmar Union, formed in 1397 at Kalmar in Sweden, joined the crowns of "
                "Denmark, Norway and Sweden under a single monarch, Eric of Pomerania, the "
                "great-nephew of Queen Margaret, who had brought it about. Sweden broke away for "
                "good in 1523 under Gustav Vasa, while Denmark and Norway stayed together until "
                "1814."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "list",
        "Which countries made up the Triple Entente?",
        "Britain, France and Russia",
        [
            D(
                "The Triple Alliance bound Germany, Austria-Hungary and Italy together from 1882, "
                "each promising help if another was attacked by two or more great powers. Italy, "
                "which had quarrels with Austria over land, stayed neutral when war came in 1914 "
                "and changed sides in May 1915 after the secret Treaty of London promised it "
                "territory."
            ),
            S(
                "By 1907 Britain had settled its old colonial quarrels first with Paris and then "
                "with St Petersburg, and since France and Russia had been allies since 1894, the "
                "three great powers now stood together in a looser bond than an alliance, known by "
                "the French word for an understanding. It was no formal military pact, yet in 1914 "
                "the trio went to war side by side."
            ),
            D(
                "The League of the Three Emperors, agreed in 1873 and renewed in 1881, linked the "
                "monarchs of Germany, Austria-Hungary and Russia to keep the peace in eastern "
                "Europe and leave France isolated. It collapsed in 1887 over rivalry between "
                "Austria and Russia in the Balkans, and Bismarck replaced it with a secret "
                "Reinsurance Treaty with Russia alone."
            ),
            D(
                "The Entente Cordiale, a set of agreements signed in London on 8 April 1904, "
                "settled Britain's and France's colonial disputes, above all by recognising "
                "Britain's position in Egypt and France's in Morocco. It was tested within a year, "
                "when Kaiser Wilhelm II landed at Tangier in March 1905 to challenge French "
                "influence there."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How were consuls chosen in the Roman Republic?",
        (
            "two were elected every year by the citizens voting in the Centuriate Assembly, for a "
            "one-year term"
        ),
        [
            D(
                "The tribunes of the plebs, ten a year by the middle of the fifth century BC, were "
                "elected by the Council of the Plebs, an assembly organised by tribes that "
                "patricians could not attend. Their persons were sacred, and they could veto the "
                "acts of any magistrate, even the highest, which made them champions of ordinary "
                "citizens."
            ),
            S(
                "Each year the citizens of the Republic, gathered on the Field of Mars in their "
                "voting units, the centuries, picked two men to share the state's highest office "
                "for twelve months. The wealthy centuries voted first and often settled the "
                "matter, candidates had to have climbed the lower rungs of office, and after 180 "
                "BC there was a minimum age."
            ),
            D(
                "A dictator was not elected at all: in an emergency one of the consuls named him, "
                "on the Senate's advice, and he held supreme power for no more than six months. "
                "The most famous early example, Cincinnatus, was said to have been called from his "
                "plough in 458 BC, to have beaten the Aequi and laid down his office after sixteen "
                "days."
            ),
            D(
                "Under the emperors the consulship lost its power but kept its prestige. The "
                "emperor decided who would hold it, often taking it himself, and from the reign of "
                "Augustus 'suffect' consuls replaced the first pair partway through the year, so "
                "that more senators could enjoy the honour, sometimes six or more pairs in a "
                "single year."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why did the United States enter the First World War?",
        (
            "Germany resumed unrestricted submarine warfare in 1917 and the Zimmermann Telegram "
            "offered Mexico US territory; Congress declared war on 6 April 1917"
        ),
        [
            D(
                "The sinking of the Lusitania by a German U-boat off the south coast of Ireland on "
                "7 May 1915 killed 1,198 people, 128 of them Americans, and turned much American "
                "opinion against Germany. Woodrow Wilson protested firmly but kept the country out "
                "of the fighting, and after the Sussex was torpedoed in 1916 Berlin promised to "
                "spare passenger and merchant ships."
            ),
            D(
                "The United States declared war on Japan on 8 December 1941, the day after "
                "Japanese carrier planes attacked the Pacific Fleet at Pearl Harbor in Hawaii, "
                "killing more than 2,400 Americans. Germany and Italy declared war on the United "
                "States three days later, bringing it into the conflict in Europe as well."
            ),
            S(
                "America stayed neutral for almost three years, until Berlin announced in January "
                "1917 that its U-boats would again sink without warning any ship near Britain, and "
                "British codebreakers passed on a secret telegram offering Mexico Texas, New "
                "Mexico and Arizona if it joined the war. After American merchant ships went down, "
                "Congress voted for war that April."
            ),
            D(
                "Woodrow Wilson won a second term in November 1916 on the slogan 'He kept us out "
                "of war', narrowly beating the Republican Charles Evans Hughes after California "
                "went his way by fewer than 4,000 votes. In January 1917 he told the Senate that "
                "the fighting in Europe should end in a 'peace without victory' between equals."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "is the uk prime minister directly elected",
        (
            "No; voters elect only their local MP, and the monarch appoints whoever can command "
            "the confidence of the Commons"
        ),
        [
            D(
                "Israel is the only country to have chosen its prime minister by a separate "
                "popular vote, in 1996, 1999 and 2001; Benjamin Netanyahu won the first, Ehud "
                "Barak the second and Ariel Sharon the third. The system was scrapped because it "
                "splintered the Knesset, as voters split their ballots between a leader and a "
                "small party."
            ),
            S(
                "Britons never cast a ballot for the head of government as such. At a general "
                "election each voter picks only a local Member of Parliament, and afterwards the "
                "monarch invites whoever can command the confidence of the House of Commons, in "
                "practice the leader of the largest party, to form a government, and a party can "
                "swap leaders between elections."
            ),
            D(
                "The Scottish Parliament chooses Scotland's First Minister itself: after each "
                "election, or whenever the post falls vacant, members nominate candidates and vote "
                "in the chamber, and the winner is then formally appointed by the monarch. In 2023 "
                "Humza Yousaf was chosen after winning his party's leadership contest, and John "
                "Swinney followed in 2024."
            ),
            D(
                "The Mayor of London is directly elected every four years by voters across Greater "
                "London; the post was created in 2000, when Ken Livingstone won as an independent. "
                "Since 2024 a simple first-past-the-post vote has replaced the supplementary vote, "
                "and Sadiq Khan won a third term under it that May."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "In which state was the president who signed the Civil Rights Act of 1964 born?",
        "Texas; the act was signed by Lyndon B. Johnson",
        [
            D(
                "John F. Kennedy, born in Brookline, Massachusetts, in 1917, sent Congress a "
                "sweeping civil rights bill in June 1963, after the attacks on protesters in "
                "Birmingham, Alabama, and pledged his support for it in a televised address. He "
                "was shot dead in Dallas that November, months before the measure could pass."
            ),
            S(
                "The landmark measure banning discrimination on grounds of race, colour, religion, "
                "sex or national origin in jobs and in hotels, restaurants and other public places "
                "cleared Congress after a record Senate filibuster, and Lyndon B. Johnson put his "
                "name to it in the East Room of the White House on 2 July 1964."
            ),
            D(
                "Dwight D. Eisenhower, born in Denison, Texas, in 1890 and raised in Abilene, "
                "Kansas, signed the Civil Rights Act of 1957, the first such federal law since "
                "Reconstruction, which set up a civil rights division in the Justice Department. "
                "That September he sent paratroopers to Little Rock to protect nine Black students "
                "at Central High School."
            ),
            S(
                "Lyndon Baines Johnson came into the world on 27 August 1908 in a farmhouse near "
                "Stonewall, in the Hill Country of central Texas, and grew up in nearby Johnson "
                "City, named after his family. He taught poor Mexican-American children in Cotulla "
                "before going into politics, and he lies buried on his ranch beside the Pedernales "
                "River."
            ),
            D(
                "Andrew Johnson, born in a two-room cabin in Raleigh, North Carolina, in 1808, "
                "became president when Abraham Lincoln was murdered in 1865. He vetoed the Civil "
                "Rights Act of 1866, which Congress then passed over his objection, the first "
                "major law ever enacted that way, and in 1868 he was impeached and survived by a "
                "single vote."
            ),
        ],
        drop=1,
    ),
]
