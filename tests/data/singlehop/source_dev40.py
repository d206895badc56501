"""The forty-second single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev39.py`), for
the format and to choose subjects none of them asks about; the held-out sources were only counted
against each subject (`grep -c`), never read. Subjects are taken only from history, politics,
law, the arts (music, literature, film, painting), sports, technology and everyday life (food,
health, money, home, travel); another writer took natural science, animals and plants and
geography at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v34, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 371 characters and distractors 365; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "who invented the zamboni",
        (
            "Frank Zamboni, who ran a skating rink in Paramount, California, and finished his "
            "first ice resurfacer, the Model A, in 1949"
        ),
        [
            D(
                "Ice hockey rink: A regulation rink in the National Hockey League measures 200 by "
                "85 feet with the corners rounded to a radius of 28 feet, and the ice is kept a "
                "few degrees below freezing and about three-quarters of an inch thick. The boards "
                "stand roughly 42 inches high, topped by panels of shatterproof glass that keep "
                "flying pucks away from the spectators."
            ),
            S(
                "Zamboni: The Zamboni ice resurfacer was developed by Frank J. Zamboni, who ran "
                "the Iceland skating rink in Paramount, California, with his brother and a cousin. "
                "Tired of the hour it took a crew with scrapers and hoses to smooth the ice, he "
                "built a machine on a war-surplus jeep chassis that shaved, washed and flooded the "
                "surface in one pass, finishing his Model A in 1949."
            ),
            D(
                "Zamboni pile: The Zamboni pile is an early dry battery described in 1812 by "
                "Giuseppe Zamboni, a priest who taught physics in Verona. It stacks hundreds of "
                "paper discs coated with zinc on one side and manganese dioxide on the other, "
                "giving a high voltage but a tiny current, and a pair of similar dry piles at "
                "Oxford has kept a small bell ringing almost without pause since 1840."
            ),
            D(
                "Glaciarium: The first mechanically frozen ice rink, the Glaciarium, was opened by "
                "John Gamgee in a tent just off the King's Road in Chelsea, London, in January "
                "1876. Copper pipes carrying a mixture of glycerine and water, chilled with ether, "
                "ran beneath a sheet of ice about 40 feet by 24 feet, and Gamgee went on to open "
                "larger rinks at Charing Cross and in Manchester."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "Who wrote Catch-22?",
        "Joseph Heller; the novel was published in November 1961",
        [
            D(
                "Slaughterhouse-Five: Kurt Vonnegut's novel of 1969 follows Billy Pilgrim, an "
                "American chaplain's assistant taken prisoner in the Battle of the Bulge, who "
                "survives the firebombing of Dresden in February 1945 in an underground meat "
                "locker, as Vonnegut himself did, and comes unstuck in time. Its refrain, 'So it "
                "goes', follows every death in the book, more than a hundred of them."
            ),
            D(
                "Catch-22 (film): Mike Nichols directed the film version, released in June 1970 "
                "with Alan Arkin as Yossarian and Martin Balsam, Art Garfunkel, Jon Voight and "
                "Orson Welles around him. Shot largely on the coast of Mexico with a fleet of "
                "restored B-25 bombers, it cost about 18 million dollars and was overshadowed by "
                "Robert Altman's M*A*S*H, released earlier that year."
            ),
            S(
                "Catch-22: Catch-22 is a satirical novel by the American writer Joseph Heller, "
                "published in November 1961. It follows Captain John Yossarian, a bombardier with "
                "a US bomber squadron on the island of Pianosa off the Italian coast during the "
                "Second World War, who tries to be sent home as insane, only to learn that asking "
                "to stop flying missions proves that he is sane."
            ),
            D(
                "The Naked and the Dead: Norman Mailer's first novel, published in 1948 when he "
                "was 25, follows a platoon of American soldiers fighting the Japanese on Anopopei, "
                "an invented island in the Pacific. Drawing on his own service in the Philippines, "
                "it spent 62 weeks on the New York Times best-seller list, made Mailer famous and "
                "was filmed by Raoul Walsh ten years later."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which came first, Pyrex or Tupperware?",
        "Pyrex, launched by Corning Glass Works in 1915; Tupperware followed in 1946",
        [
            S(
                "Pyrex: Pyrex is a brand of heat-resistant glass cookware launched by Corning "
                "Glass Works of New York State in 1915. The company's borosilicate glass had been "
                "made for railway signal lanterns, and the idea of baking in it came after Bessie "
                "Littleton, the wife of a Corning scientist, baked a sponge cake in a sawn-off "
                "battery jar in 1913 and found it cooked evenly."
            ),
            D(
                "Teflon: Polytetrafluoroethylene was discovered by accident on 6 April 1938 by Roy "
                "Plunkett, a chemist at DuPont in New Jersey, when a cylinder of refrigerant gas "
                "turned into a slippery white powder. DuPont registered the name Teflon in 1945, "
                "and the first non-stick frying pans, made by Marc Gregoire's new firm Tefal near "
                "Paris, went on sale in France in 1956."
            ),
            S(
                "Tupperware: Tupperware is a line of plastic food containers with airtight lids "
                "introduced in 1946 by Earl Tupper, a Massachusetts inventor who had worked for "
                "DuPont, and its seal was modelled on the lid of a paint tin. Sales took off only "
                "after Brownie Wise began selling it at parties in customers' homes around 1950, "
                "and the company sought bankruptcy protection in 2024."
            ),
            D(
                "Le Creuset: The French cookware firm Le Creuset was founded in 1925 at "
                "Fresnoy-le-Grand in Picardy by two Belgian industrialists, Armand Desaegher, a "
                "casting specialist, and Octave Aubecq, an expert in enamelling. Its heavy "
                "cast-iron casseroles, coated in coloured enamel, came first in a shade of orange "
                "called Volcanique, modelled on the glow of molten iron in the moulds."
            ),
            D(
                "Kenwood Chef: Kenneth Wood set up his appliance firm in Woking, Surrey, in 1947 "
                "and launched the Kenwood Chef stand mixer at the Ideal Home Exhibition in London "
                "in 1950. A single motor drove a range of attachments, from a dough hook and a "
                "balloon whisk to a mincer and a liquidiser, and updated versions of the machine "
                "are still sold today across Britain and Europe."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "What are the four suits of the minor arcana in tarot?",
        "wands, cups, swords and pentacles (batons and coins in older Italian-suited packs)",
        [
            D(
                "Major Arcana: The Major Arcana are the 22 picture cards of a tarot deck, numbered "
                "0 to XXI from the Fool through the Magician, the High Priestess, Death and the "
                "Tower to the World. In Italy, where tarot was first played as a trick-taking card "
                "game in the fifteenth century, they served as trumps, and their use for "
                "fortune-telling began in France in the 1780s."
            ),
            S(
                "Minor Arcana: The Minor Arcana are the 56 cards of a tarot deck other than the "
                "trumps. They fall into four suits of fourteen cards each, wands, cups, swords and "
                "pentacles, called batons and coins in older Italian-suited packs, and each suit "
                "runs from the ace to the ten, followed by four court cards, the page, the knight, "
                "the queen and the king, one more court card than a standard pack."
            ),
            D(
                "Playing card suits: French-suited packs, the ones used for bridge and poker, have "
                "hearts, diamonds, clubs and spades, while traditional German packs use hearts, "
                "bells, acorns and leaves, and Swiss-German packs roses, bells, acorns and "
                "shields. Each French suit has thirteen cards, so a full pack holds 52, and most "
                "packs add two jokers, a card first printed in America in the 1860s."
            ),
            D(
                "Rider-Waite tarot: The Rider-Waite deck, published in London in December 1909 by "
                "the Rider company, was devised by the occultist Arthur Edward Waite and drawn by "
                "the illustrator Pamela Colman Smith. It was among the first decks to give every "
                "one of its 78 cards a full illustrated scene, numbered cards included, and Smith "
                "was paid a flat fee, with no share in its later sales."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a pop-up toaster know when to pop up?",
        (
            "a timer (once clockwork or a bimetallic strip that bends as it heats, now usually an "
            "electronic circuit set by the browning dial) releases the latch holding the bread "
            "carriage; the power cuts and a spring lifts the toast"
        ),
        [
            D(
                "Toaster: The first commercially successful electric toaster, the GE D-12, was "
                "sold by General Electric in the United States from 1909. It had bare nichrome "
                "wires wound on sheets of mica and toasted only one side of the bread at a time, "
                "so each slice had to be turned over by hand, and it had no timer or thermostat of "
                "any kind: the cook simply had to watch it and judge by eye."
            ),
            S(
                "Pop-up toaster: Pushing down the lever of a pop-up toaster latches the bread "
                "carriage and switches on the heating elements. A timer decides when to stop: "
                "older models used clockwork or a bimetallic strip that bent as it warmed, newer "
                "ones an electronic circuit set by the browning dial. When time is up, an "
                "electromagnet lets go of the latch, the power cuts and a spring lifts the toast."
            ),
            D(
                "Charles Strite: Charles Strite, a mechanic in Stillwater, Minnesota, annoyed by "
                "the burnt toast served in his works canteen, filed a patent for an automatic "
                "pop-up toaster in 1919 and was granted it in 1921. His first machines were sold "
                "to restaurants, and the first home version, the Toastmaster, arrived in 1926, two "
                "years before sliced bread first went on sale in Missouri."
            ),
            D(
                "Toaster oven: A toaster oven is a small electric oven with heating elements above "
                "and below a wire rack, big enough to toast bread, melt cheese on it or bake a "
                "small dish. Most have a spring-wound dial that rings a bell and switches off the "
                "elements when it runs down, and a thermostat that clicks on and off to hold the "
                "temperature set, up to about 230 degrees Celsius, enough for a small roast."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Ford Edsel fail?",
        (
            "it arrived in September 1957 just as a recession pushed buyers towards cheaper, "
            "smaller cars; after heavy hype its styling (the horse-collar grille) was mocked, "
            "early cars were badly built and its prices overlapped Ford's and Mercury's"
        ),
        [
            D(
                "Edsel Ford: Edsel Ford, the only son of Henry Ford, became president of the Ford "
                "Motor Company in 1919 at the age of 25 and held the post until his death from "
                "stomach cancer in 1943. He championed styling against his father's doubts, "
                "backing the Lincoln Zephyr and the first Lincoln Continental of 1939, and the car "
                "named after him came out 14 years after his death."
            ),
            S(
                "Edsel: Ford launched the Edsel on 4 September 1957, promoted as E-Day, after a "
                "long teaser campaign. It flopped: a recession that autumn pushed buyers to "
                "cheaper, smaller cars, its vertical horse-collar grille was widely mocked, early "
                "cars were badly put together and its prices overlapped Ford's and Mercury's. Ford "
                "dropped it in November 1959, about 250 million dollars down."
            ),
            D(
                "Ford Mustang: Ford unveiled the Mustang at the New York World's Fair on 17 April "
                "1964, a sporty four-seater built largely from the parts of the compact Falcon and "
                "priced from 2,368 dollars. Championed inside the company by Lee Iacocca, it took "
                "some 22,000 orders on its first day and sold more than a million in under two "
                "years, one of the fastest launches in American motoring."
            ),
            D(
                "DeLorean DMC-12: The DeLorean DMC-12, with brushed stainless-steel panels and "
                "gull-wing doors, was built at Dunmurry near Belfast from 1981 with British "
                "government money. Slow, priced at 25,000 dollars and hit by a slump in the car "
                "market, it sold poorly; the company went into receivership in 1982, and John "
                "DeLorean's arrest in a drug sting that October sealed its fate."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Thomas Crapper invent the flush toilet?",
        (
            "no: Sir John Harington built a flushing privy in 1596 and Alexander Cumming patented "
            "the S-bend in 1775; Crapper, a London plumber, popularised flush toilets and patented "
            "improvements such as the floating ballcock"
        ),
        [
            D(
                "Dual flush: Most modern toilets in Britain and Australia have two buttons, one "
                "for a short flush and one for a full one. The dual-flush cistern was developed by "
                "the Australian firm Caroma in 1980, when water was scarce in South Australia, and "
                "since 2001 regulations in the United Kingdom have limited a single flush to six "
                "litres, against up to thirteen in older cisterns."
            ),
            S(
                "Thomas Crapper: Thomas Crapper (1836-1910) was a London plumber whose firm in "
                "Chelsea sold sanitary ware with his name on the cisterns and held royal warrants. "
                "He did not invent the flushing lavatory: Sir John Harington built one for "
                "Elizabeth I in 1596, and Alexander Cumming patented the S-bend trap in 1775. "
                "Crapper patented improvements such as the floating ballcock."
            ),
            D(
                "Unitas: Thomas William Twyford, a potter from Hanley in Staffordshire, made the "
                "first one-piece ceramic pedestal toilet, the Unitas, in 1883, doing away with the "
                "wooden box that had usually enclosed a water closet. It was a success across "
                "Europe, and in much of Russia and eastern Europe the word unitaz is still the "
                "everyday name for a toilet bowl."
            ),
            D(
                "Washlet: The Japanese firm Toto launched its Washlet, a toilet seat with a "
                "built-in spray of warm water, in 1980, adapting a design imported from the United "
                "States for use in hospitals. By the 2010s about four in five Japanese homes had a "
                "seat of this kind, many with heated seats, a dryer and a button that plays the "
                "sound of flushing water to cover other noises."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which town was the man who introduced the Penny Black born?",
        (
            "Kidderminster, Worcestershire: the postal reformer Rowland Hill was born there on 3 "
            "December 1795"
        ),
        [
            S(
                "Penny Black: The Penny Black, the world's first adhesive postage stamp, went on "
                "sale in Britain on 1 May 1840 and could be used from 6 May. It came out of the "
                "postal reforms of Rowland Hill, who had argued in a pamphlet of 1837 for a cheap "
                "uniform rate paid in advance by the sender, and it shows the young Queen Victoria "
                "in profile, engraved from a medal by William Wyon."
            ),
            D(
                "Penny Red: The Penny Red replaced the Penny Black in February 1841, because the "
                "red ink used to cancel the black stamps could be cleaned off and the stamps used "
                "again; the new red stamps were cancelled in black. Printed by Perkins, Bacon and "
                "Co. until 1879, some 21 billion of them were made, and from 1864 each carried its "
                "printing plate's number in the design."
            ),
            S(
                "Rowland Hill: Sir Rowland Hill, the teacher and reformer who created the uniform "
                "penny post, was born in Kidderminster, Worcestershire, on 3 December 1795, the "
                "third son of a schoolmaster. He ran the family's progressive school at Hazelwood "
                "in Birmingham before turning to postal reform, and served as Secretary to the "
                "Post Office from 1854 until he retired in 1864."
            ),
            D(
                "Rowland Hill (preacher): Rowland Hill (1744-1833), a popular English preacher, "
                "was born at Hawkstone Park in Shropshire, the sixth son of a baronet. He built "
                "the Surrey Chapel in Southwark, which opened in 1783, preached there for half a "
                "century to huge congregations, and was an early champion of vaccination against "
                "smallpox, which he urged on his hearers."
            ),
            D(
                "Mulready stationery: Alongside the Penny Black, the Post Office issued prepaid "
                "envelopes and letter sheets designed by the painter William Mulready, showing "
                "Britannia sending winged messengers to every corner of the world. The public "
                "mocked them so widely, with caricatures printed by rival stationers, that they "
                "were withdrawn within a year and most of the stock was burned."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote the novel Rebecca?",
        "Daphne du Maurier; it was published by Victor Gollancz in 1938",
        [
            D(
                "Jamaica Inn, the novel that made Daphne du Maurier's name in 1936, is set on "
                "Bodmin Moor in the 1820s, where the orphan Mary Yellan goes to live with her aunt "
                "and her brutal uncle Joss Merlyn, landlord of an inn used by a gang of wreckers. "
                "Alfred Hitchcock filmed it in 1939 with Charles Laughton, and the real inn still "
                "stands beside the main road across the moor."
            ),
            S(
                "The novel Rebecca was written by Daphne du Maurier and published in London by "
                "Victor Gollancz in August 1938. Its unnamed narrator, a shy young woman, marries "
                "the widower Maxim de Winter and moves to his Cornish estate, Manderley, where the "
                "housekeeper Mrs Danvers keeps alive the memory of his first wife. It opens: 'Last "
                "night I dreamt I went to Manderley again.'"
            ),
            D(
                "Alfred Hitchcock's Rebecca, his first Hollywood picture, was produced by David O. "
                "Selznick and released in March 1940, with Laurence Olivier as Maxim de Winter and "
                "Joan Fontaine as his second wife. It won the Academy Award for best picture, "
                "though Hitchcock lost the directing award to John Ford, and its Cornish mansion "
                "was a set and a model built in California."
            ),
            D(
                "Jane Eyre, published in October 1847 under the pen name Currer Bell, tells of an "
                "orphan who becomes governess at Thornfield Hall and falls in love with its "
                "master, Edward Rochester, whose first wife is hidden in the attic. Charlotte "
                "Bronte wrote it at the parsonage in Haworth, and critics have often traced a "
                "later tale of a second wife haunted by the first back to it."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "when was the cuban missile crisis",
        (
            "October 1962: thirteen days from 16 October, when Kennedy saw the photographs of the "
            "missile sites, to 28 October, when Khrushchev agreed to remove them"
        ),
        [
            D(
                "The Bay of Pigs invasion began on 17 April 1961, when about 1,400 Cuban exiles "
                "trained and armed by the CIA landed on the south coast of Cuba hoping to bring "
                "down Fidel Castro. Air support was cut back, no uprising followed, and within "
                "three days the invaders had been killed or captured; President Kennedy, in office "
                "for less than three months, took the blame in public."
            ),
            D(
                "The Berlin crisis of 1961 came to a head on 13 August, when East German troops "
                "and workers strung barbed wire across the city overnight, the start of the Berlin "
                "Wall. In late October American and Soviet tanks faced each other at Checkpoint "
                "Charlie for sixteen hours over the right of American officials to enter East "
                "Berlin unchecked, before both sides pulled back."
            ),
            S(
                "The Cuban missile crisis broke in October 1962. On the 16th President Kennedy was "
                "shown photographs, taken by a U-2 spy plane two days earlier, of sites for Soviet "
                "nuclear missiles being built in Cuba. He ordered a naval quarantine of the "
                "island, and after thirteen days of standoff Nikita Khrushchev announced on 28 "
                "October that the missiles would be dismantled and shipped home."
            ),
            D(
                "The hotline between Washington and Moscow was set up by an agreement signed in "
                "Geneva on 20 June 1963, after the slow exchange of messages during the "
                "confrontation over Cuba had shown how dangerous delays could be. It was a "
                "teleprinter link, not the red telephone of films, and it first carried a test "
                "message, a pangram about a quick brown fox, on 30 August 1963."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is older, the Boat Race or Henley Royal Regatta?",
        "the Boat Race, first rowed in 1829; Henley Regatta began in 1839",
        [
            S(
                "The first Boat Race between Oxford and Cambridge universities was rowed on 10 "
                "June 1829 at Henley-on-Thames, after Charles Merivale of Cambridge challenged his "
                "school friend Charles Wordsworth of Oxford. Oxford won easily, and since 1856 the "
                "race has been held every year, apart from the world wars, on the Thames in London "
                "from Putney to Mortlake."
            ),
            D(
                "Doggett's Coat and Badge, a race for young Thames watermen, was founded by the "
                "Irish actor Thomas Doggett to mark the accession of George I, and it has been "
                "rowed every year since 1715 over about four and a half miles against the tide "
                "from London Bridge to Chelsea. The winner receives a scarlet coat with a large "
                "silver badge, and it is called the oldest rowing race in the world."
            ),
            S(
                "Henley Royal Regatta was first held on a single afternoon in June 1839, when the "
                "people of Henley-on-Thames, encouraged by a university race rowed there ten years "
                "earlier, put on a regatta as a public attraction. It became Royal in 1851 when "
                "Prince Albert agreed to be its patron, and it was lengthened to three days in "
                "1886 and to five in 1986."
            ),
            D(
                "The Women's Boat Race between Oxford and Cambridge was first rowed in 1927 at "
                "Oxford, with the two crews judged on style and timed separately, because racing "
                "side by side was thought unladylike. It moved to Henley in 1977 as part of the "
                "Henley Boat Races, and from 2015 it has been rowed on the Tideway course in "
                "London on the same day as the men's race."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "What were the names of the three ships that brought the Jamestown settlers?",
        "the Susan Constant, the Godspeed and the Discovery",
        [
            D(
                "The Mayflower left Plymouth in Devon on 6 September 1620 with 102 passengers, "
                "after its companion ship, the Speedwell, leaked so badly that it had to turn back "
                "twice. After 66 days at sea the Mayflower reached Cape Cod, where 41 of the men "
                "signed the Mayflower Compact, and that December the settlers went ashore to found "
                "Plymouth Colony in what is now Massachusetts."
            ),
            S(
                "The colonists who founded Jamestown, the first lasting English settlement in "
                "North America, sailed from London in December 1606 in three ships of the Virginia "
                "Company: the Susan Constant, the largest, under Captain Christopher Newport, the "
                "Godspeed and the little pinnace Discovery. About 104 men and boys came ashore "
                "beside the James River on 14 May 1607."
            ),
            D(
                "Columbus set out from Palos de la Frontera in Spain on 3 August 1492 with three "
                "ships, the carrack Santa Maria and two smaller caravels, the Pinta and the "
                "Ni\u00f1a, and about 90 men. The Santa Maria ran aground off Hispaniola on "
                "Christmas Day and was lost, and Columbus sailed home in the Ni\u00f1a, reaching "
                "Palos again in March 1493."
            ),
            D(
                "The Roanoke colony, planted on an island off North Carolina in 1587 by some 115 "
                "settlers under John White, became known as the Lost Colony. White sailed back to "
                "England for supplies, was held up by the war with Spain, and returned only in "
                "August 1590 to find the settlement deserted and the word CROATOAN carved on a "
                "post of the palisade."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does the Heimlich manoeuvre work?",
        (
            "sharp inward and upward thrusts just above the navel drive the diaphragm up, "
            "squeezing a burst of air out of the lungs that forces the object out of the airway"
        ),
        [
            D(
                "Cardiopulmonary resuscitation keeps blood moving to the brain when the heart has "
                "stopped. The rescuer pushes down hard on the centre of the chest, five to six "
                "centimetres deep, at 100 to 120 compressions a minute, squeezing the heart "
                "between breastbone and spine; trained rescuers add two rescue breaths after every "
                "30 compressions until help or a defibrillator arrives."
            ),
            S(
                "Abdominal thrusts, named after the American surgeon Henry Heimlich, who described "
                "them in 1974, clear a blocked airway by using the air still in the lungs. "
                "Standing behind the choking person, you make a fist just above their navel, grasp "
                "it with your other hand and pull sharply inwards and upwards; this drives the "
                "diaphragm up, and the rush of air forces the object out."
            ),
            D(
                "Henry Heimlich (1920-2016), a chest surgeon born in Wilmington, Delaware, spent "
                "much of his later career promoting ideas that others rejected, such as treating "
                "HIV by deliberately infecting patients with malaria. His own son campaigned "
                "against him, and in May 2016, aged 96, he used his famous technique for the first "
                "time, on a woman choking at his care home in Cincinnati."
            ),
            D(
                "Back blows are the first thing to try when an adult is choking and cannot cough "
                "the object out, according to British first-aid guidance: lean them forwards, "
                "support the chest with one hand and give up to five sharp blows between the "
                "shoulder blades with the heel of the other. If that fails, up to five abdominal "
                "thrusts follow, and after three rounds you call 999."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do some old houses in Britain have bricked-up windows?",
        (
            "often because of the window tax (1696-1851), which charged more for houses with more "
            "than a set number of windows, so owners blocked some up"
        ),
        [
            D(
                "The hearth tax, first collected in England and Wales in 1662 under Charles II, "
                "charged two shillings a year for every fireplace or stove in a house, paid in two "
                "instalments at Michaelmas and Lady Day. Officials known as chimney men had the "
                "right to enter homes to count the hearths, which made the tax hated, and it was "
                "abolished in 1689, soon after William and Mary took the throne."
            ),
            S(
                "Many Georgian houses in Britain have windows that were bricked up or built blank, "
                "and a common reason was the window tax. Brought in under William III in 1696 to "
                "make up money lost in a recoinage, it charged householders more once a house had "
                "over ten windows, so owners filled some in to pay less. It was repealed in 1851, "
                "partly because doctors blamed it for dark, airless homes."
            ),
            D(
                "Georgian terraces in Bath, Edinburgh and London followed Palladian rules of "
                "proportion taken from the Italian architect Andrea Palladio, with tall sash "
                "windows on the first floor, where the best rooms were, and smaller ones in the "
                "storeys above. The sash window, two sliding frames balanced by hidden weights on "
                "cords, had reached England from the Netherlands by the 1670s."
            ),
            D(
                "The brick tax, imposed in 1784 under William Pitt the Younger to help pay for the "
                "war in America, taxed bricks by the thousand, and makers answered by making them "
                "bigger, until in 1803 a higher rate was set for large bricks. It was repealed in "
                "1850, and the oversized bricks of that period can still be picked out in the "
                "walls of some houses and barns."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "was robin hood real",
        (
            "no one knows, and probably not: no real man has been identified; he first appears in "
            "rhymes mentioned around 1377 and in 15th-century ballads, and most historians treat "
            "him as legend"
        ),
        [
            D(
                "William Wallace, the Scottish leader who beat an English army at Stirling Bridge "
                "in September 1297, was certainly a real man: he appears in English records, was "
                "captured near Glasgow in 1305 and was hanged, drawn and quartered in London that "
                "August. Much of what is told about him, though, comes from a long poem written by "
                "Blind Harry some 170 years after his death."
            ),
            S(
                "Nobody has ever shown that Robin Hood was a real man. The outlaw first turns up "
                "in writing in William Langland's poem Piers Plowman of about 1377, which mentions "
                "'rymes of Robyn Hood', and the oldest surviving ballads date from the fifteenth "
                "century. Several men with similar names appear in old court records, but none can "
                "be tied to the stories, and most historians call him a legend."
            ),
            D(
                "The Adventures of Robin Hood, released by Warner Bros. in May 1938, starred Errol "
                "Flynn as the outlaw, Olivia de Havilland as Maid Marian and Basil Rathbone as Sir "
                "Guy of Gisbourne. One of the first big films in three-strip Technicolor, it cost "
                "about two million dollars, then a record for the studio, and won three Academy "
                "Awards, one of them for Korngold's score."
            ),
            D(
                "The bronze statue of Robin Hood below the walls of Nottingham Castle was made by "
                "the sculptor James Woodford and unveiled in 1952, a gift to the city from a local "
                "businessman, Philip Clay. It shows the outlaw drawing his longbow, and its bronze "
                "arrow has been snapped off and carried away so many times that the council has "
                "had to pay for a long series of replacements."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which year did the author of Robinson Crusoe die?",
        "1731: Daniel Defoe died in London on 24 April 1731",
        [
            S(
                "Robinson Crusoe, first published in London in April 1719, was written by Daniel "
                "Defoe, though its title page claimed the book had been 'written by himself', the "
                "shipwrecked sailor. The story of a man who spends 28 years on an island near the "
                "mouth of the Orinoco, joined in time by Friday, was partly inspired by the real "
                "castaway Alexander Selkirk."
            ),
            D(
                "Alexander Selkirk, a Scottish sailor born in Lower Largo in Fife in 1676, asked "
                "to be put ashore on an uninhabited Pacific island in 1704 because he feared his "
                "ship was unseaworthy. He lived there alone for more than four years until Woodes "
                "Rogers rescued him in 1709, and he died of fever at sea off the coast of West "
                "Africa in December 1721."
            ),
            S(
                "Daniel Defoe, the merchant, spy and pamphleteer born in London around 1660, "
                "turned to fiction late in life and followed his first novel with Moll Flanders "
                "and A Journal of the Plague Year, both in 1722. Hiding from creditors in his last "
                "months, he died in lodgings in Ropemaker's Alley, Moorfields, on 24 April 1731, "
                "and was buried at Bunhill Fields."
            ),
            D(
                "Jonathan Swift, born in Dublin in 1667, published Gulliver's Travels anonymously "
                "in October 1726, and it sold out its first printing within a week. Dean of St "
                "Patrick's Cathedral in Dublin from 1713, he lost his memory and speech in old "
                "age, died there on 19 October 1745 and was buried in the cathedral beside his "
                "friend Esther Johnson, the Stella of his letters."
            ),
            D(
                "Swiss Family Robinson, by the Swiss pastor Johann David Wyss, first appeared in "
                "German in 1812, edited by his son Johann Rudolf, who also wrote the words of an "
                "old Swiss national anthem. It tells of a family shipwrecked on their way to Port "
                "Jackson in Australia who build a tree house on a desert island; Wyss himself died "
                "in Bern in 1818."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "first computer virus",
        (
            "Creeper, a self-copying program written by Bob Thomas at BBN in 1971 that moved "
            "between computers on ARPANET"
        ),
        [
            D(
                "Home > Technology > Security | The Morris worm\nOn 2 November 1988 Robert Tappan "
                "Morris, a 23-year-old graduate student at Cornell, released a self-copying "
                "program from a computer at MIT that spread across the young internet far faster "
                "than he intended, slowing or crashing some 6,000 machines. He became the first "
                "person convicted under the US Computer Fraud and Abuse Act of 1986.\nShare this | "
                "Cookie policy"
            ),
            S(
                "Home > Technology > Security | The first computer virus\nThe program usually "
                "named as the first computer virus is Creeper, written in 1971 by Bob Thomas at "
                "BBN Technologies in Massachusetts. It hopped between DEC PDP-10 machines on "
                "ARPANET, printing 'I'M THE CREEPER: CATCH ME IF YOU CAN', and did no harm; a "
                "second program, Reaper, was written to chase and delete it.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Technology > Security | ILOVEYOU\nThe ILOVEYOU worm began spreading from "
                "the Philippines on 4 May 2000 as an email with that subject line and an "
                "attachment posing as a love letter. Opening it ran a Visual Basic script that "
                "overwrote files and mailed itself to everyone in the victim's Outlook address "
                "book, infecting tens of millions of Windows PCs within ten days.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > Technology > History | The first computer bug\nOn 9 September 1947 "
                "operators of the Harvard Mark II computer found a moth trapped in one of its "
                "relays and taped it into the logbook with the note 'First actual case of bug "
                "being found'. Grace Hopper, who worked on the machine, loved to tell the story, "
                "and the page is now held by the Smithsonian in Washington.\nShare this | Cookie "
                "policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "Who wrote the words of The Star-Spangled Banner?",
        (
            "Francis Scott Key, a Georgetown lawyer, in September 1814 after watching the British "
            "bombard Fort McHenry; it became the US national anthem in 1931"
        ),
        [
            D(
                "Home > History > America | Where the tune came from\nThe melody of the American "
                "national anthem was not written in America: it is To Anacreon in Heaven, composed "
                "in about 1775 by the Englishman John Stafford Smith for the Anacreontic Society, "
                "a gentlemen's music club that met in a London tavern. Its range of an octave and "
                "a half is one reason it is thought so hard to sing.\nShare this | Cookie policy"
            ),
            S(
                "Home > History > America | The story of the anthem\nThe words of The "
                "Star-Spangled Banner were written by Francis Scott Key, a 35-year-old lawyer from "
                "Georgetown, after he watched the British navy bombard Fort McHenry in Baltimore "
                "harbour through the night of 13 September 1814 and saw the huge American flag "
                "still flying at dawn. Congress made it the national anthem in 1931.\nShare this | "
                "Cookie policy"
            ),
            D(
                "Home > History > America | America the Beautiful\nThe poem America the Beautiful "
                "was written by Katharine Lee Bates, an English professor at Wellesley College, "
                "after she rode up Pikes Peak in Colorado in the summer of 1893 and looked out "
                "over the plains. It first appeared in print on 4 July 1895 and is usually sung to "
                "Materna, a hymn tune by the church organist Samuel A. Ward.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > History > America | The flag over Fort McHenry\nThe flag that flew over "
                "Fort McHenry was sewn in 1813 by Mary Pickersgill, a Baltimore flag maker, with "
                "her daughter and helpers, and it measured 30 by 42 feet, with 15 stars and 15 "
                "stripes. Much cut down by souvenir hunters over the years, it is now kept in a "
                "dim, climate-controlled room at the Smithsonian in Washington.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "fischer vs kasparov who became world champion first",
        "Bobby Fischer, in 1972; Kasparov won the title in 1985",
        [
            S(
                "Home > Sport > Chess | Fischer v Spassky, 1972\nBobby Fischer became world chess "
                "champion on 1 September 1972, when Boris Spassky resigned the unfinished match in "
                "Reykjavik, Iceland, by telephone. The 29-year-old from Brooklyn won 12.5 to 8.5, "
                "the first American-born player to hold the title, but he never defended it and "
                "lost it to Anatoly Karpov by default in 1975.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Chess | Carlsen takes the crown\nMagnus Carlsen of Norway became "
                "world champion in Chennai, India, in November 2013, beating the holder, "
                "Viswanathan Anand, 6.5 to 3.5 in a match on Anand's home ground. Carlsen, then "
                "22, defended the title four times before declining to play for it again in 2023, "
                "saying he no longer felt motivated by another match.\nShare this | Cookie policy"
            ),
            S(
                "Home > Sport > Chess | Kasparov's first title\nGarry Kasparov won the world "
                "championship in Moscow on 9 November 1985, beating Anatoly Karpov 13 to 11 in the "
                "24th game of their second match. Aged 22, he was then the youngest undisputed "
                "champion in history, and he held the title for fifteen years, until he lost it to "
                "Vladimir Kramnik in a match in London in 2000.\nShare this | Cookie policy"
            ),
            D(
                "Home > Sport > Chess | Fischer's return\nBobby Fischer, who had not played a "
                "public game for twenty years, came out of seclusion in September 1992 to face "
                "Boris Spassky again, in Sveti Stefan and Belgrade, in defiance of United Nations "
                "sanctions on Yugoslavia. He won 10 games to 5 with 15 draws and took 3.35 million "
                "dollars, and a US arrest warrant kept him abroad until his death.\nShare this | "
                "Cookie policy"
            ),
        ],
        drop=1,
    ),
    Q(
        "web",
        "list",
        "What's in a Reuben sandwich?",
        (
            "corned beef, Swiss cheese, sauerkraut and Russian dressing (or Thousand Island) on "
            "rye bread, grilled"
        ),
        [
            D(
                "Home > Food & Drink > Sandwiches | The Cuban sandwich\nThe Cuban, a favourite in "
                "Tampa and Miami, layers roast pork, sliced ham, Swiss cheese, dill pickles and "
                "yellow mustard inside a length of Cuban bread, which is then pressed flat on a "
                "hot plancha. Tampa's version adds Genoa salami, a sign of the Italian immigrants "
                "who worked beside Cubans in the city's cigar factories.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Food & Drink > Sandwiches | The Reuben\nA Reuben is a hot sandwich of "
                "sliced corned beef, Swiss cheese and sauerkraut with Russian dressing, built "
                "between two slices of rye bread that are buttered and grilled until the cheese "
                "melts; some cooks use Thousand Island dressing instead. Its origin is disputed "
                "between a grocer in Omaha and a deli owner in New York.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Food & Drink > Sandwiches | Pastrami on rye\nPastrami is beef brisket or "
                "navel cured in brine, rubbed with black pepper and coriander, smoked and then "
                "steamed. Katz's Delicatessen on the Lower East Side of New York, open since 1888, "
                "still carves it by hand and piles about three-quarters of a pound between two "
                "slices of rye bread spread with mustard.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Sandwiches | The Monte Cristo\nThe Monte Cristo is a ham "
                "and cheese sandwich, often with sliced turkey as well, dipped in beaten egg and "
                "fried in butter like French toast, then dusted with icing sugar and served with "
                "jam. It is an American cousin of the French croque monsieur, which first appeared "
                "on the menu of a Paris cafe in 1910.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a tontine work?",
        (
            "members pay into a common fund that pays them an income; when a member dies their "
            "share goes to the survivors rather than to heirs, so payouts grow for those left, and "
            "the last survivor may take the whole fund"
        ),
        [
            D(
                "Home > Money > Pensions | How an annuity works\nAn annuity turns a lump sum into "
                "a guaranteed income: you hand your savings to an insurer, which promises to pay "
                "you a set amount every month for the rest of your life, however long you live. "
                "Rates depend on your age, your health and interest rates at the time, and in "
                "Britain since 2015 nobody has been obliged to buy one with the pension pot they "
                "have built up at work.\nShare this | Cookie policy"
            ),
            S(
                "Home > Money > History of finance | What is a tontine?\nIn a tontine, a group of "
                "investors each pay a sum into a common fund, which pays a yearly income shared "
                "among the members. When one dies, their share is not passed to heirs but split "
                "among those still alive, so payouts rise for the survivors, and the last one left "
                "may take the lot. It is named after Lorenzo de Tonti, a Neapolitan banker in "
                "1650s France.\nShare this | Cookie policy"
            ),
            D(
                "Home > Money > Savings | How a credit union works\nA credit union is a savings "
                "and loan cooperative owned by its members, who share a common bond, such as "
                "living in one area or working for one employer. Members' savings are pooled and "
                "lent to other members at capped rates, and any surplus is paid back as a "
                "dividend; the first were set up in Germany by Hermann Schulze-Delitzsch in the "
                "1850s.\nShare this | Cookie policy"
            ),
            D(
                "Home > Culture > Books | The Wrong Box\nThe Wrong Box, a comic novel of 1889 by "
                "Robert Louis Stevenson and his stepson Lloyd Osbourne, follows two elderly "
                "brothers, the last living members of a fund set up in their childhood, and the "
                "nephews who scheme over a body in a barrel. It was filmed in 1966 with Michael "
                "Caine, Peter Cook, Dudley Moore, Ralph Richardson and John Mills.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do bagels have holes",
        (
            "so the ring of dough cooks evenly right through when it is boiled and baked, and so "
            "sellers could thread bagels on poles or strings to carry and display them"
        ),
        [
            D(
                "Home > Food & Drink > Baking | Why doughnuts have a hole\nAmerican doughnuts were "
                "once solid, and fried balls of dough often stayed raw in the middle. Hanson "
                "Gregory, a ship's captain from Maine, claimed that in 1847, aged 16, he punched a "
                "hole through one with the lid of a pepper tin so it would cook evenly, and a "
                "plaque in Rockport, his home town, still tells the story.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Food & Drink > Baking | Why bagels have a hole\nBagels were being made in "
                "Krakow in Poland by the early 1600s, and the hole has practical uses. The ring of "
                "dough is boiled briefly before baking, and with no thick middle it cooks evenly "
                "right through, with a chewy crust all round. The hole also let street sellers "
                "thread bagels on a pole or a length of string to carry and show them.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Food & Drink > Baking | Montreal v New York bagels\nMontreal bagels are "
                "smaller and sweeter than New York ones, with a bigger hole: the dough has egg in "
                "it and no salt, and they are poached in water sweetened with honey and baked in a "
                "wood-fired oven. The two best-known shops, Fairmount and St-Viateur, opened in "
                "1919 and 1957 and both stay open round the clock.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Baking | Why pretzels are knotted\nPretzels are said to "
                "have been first twisted by monks in southern Europe around the year 600, shaped "
                "like arms folded across the chest in prayer and given to children as a reward for "
                "learning their prayers. The three holes stood, it is said, for the Holy Trinity, "
                "and pretzels became a Lenten food because they held no eggs, butter or milk.\n"
                "Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is The Mousetrap still running in London?",
        (
            "yes: Agatha Christie's play has run in the West End since 1952, at St Martin's "
            "Theatre since 1974, stopping only for the Covid closure of 2020-21"
        ),
        [
            D(
                "Home > Theatre > West End | Les Miserables\nThe musical Les Miserables opened at "
                "the Barbican in London on 8 October 1985 and moved to the Palace Theatre that "
                "December, then to the Queen's, now the Sondheim, in 2004. It is the "
                "longest-running musical in the West End, though a staged concert version filled "
                "the gap while the theatre was being rebuilt in 2019.\nShare this | Cookie policy"
            ),
            S(
                "Home > Theatre > West End | The Mousetrap\nAgatha Christie's murder mystery The "
                "Mousetrap is still on stage in London, where it opened at the Ambassadors Theatre "
                "on 25 November 1952. It moved next door to St Martin's Theatre in March 1974 "
                "without missing a night, and its only break has been the Covid shutdown from "
                "March 2020 to May 2021, after nearly seventy years.\nShare this | Cookie policy"
            ),
            D(
                "Home > Theatre > Broadway | The Phantom of the Opera\nThe Phantom of the Opera, "
                "Broadway's longest-running show, closed at the Majestic Theatre in New York on 16 "
                "April 2023 after 35 years and 13,981 performances, having cost too much to run "
                "once audiences shrank after the pandemic. The London production, which opened in "
                "1986 at Her Majesty's Theatre, carried on without a break.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Theatre > West End | Witness for the Prosecution\nSince October 2017 "
                "Agatha Christie's courtroom drama Witness for the Prosecution has been staged in "
                "the old debating chamber of London County Hall on the South Bank, with some of "
                "the audience sitting in the councillors' benches as the jury. Christie adapted it "
                "herself in 1953 from a short story of 1925.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "In which city was the author of Waiting for Godot born?",
        "Dublin: Samuel Beckett was born in Foxrock, a suburb of Dublin, on 13 April 1906",
        [
            S(
                "Home > Theatre > Classics | Waiting for Godot\nSamuel Beckett wrote Waiting for "
                "Godot in French, as En attendant Godot, between 1948 and 1949, and it was first "
                "staged at the Theatre de Babylone in Paris in January 1953. Two tramps, Vladimir "
                "and Estragon, wait by a bare tree for a man who never comes; Beckett's own "
                "English version reached London in 1955.\nShare this | Cookie policy"
            ),
            D(
                "Home > Theatre > Classics | The Bald Soprano\nEugene Ionesco, born in Slatina, "
                "Romania, in 1909 and raised partly in France, wrote his first play, The Bald "
                "Soprano, after trying to learn English from a phrase book. It opened in Paris in "
                "May 1950 to almost empty houses, yet it has played at the tiny Theatre de la "
                "Huchette in the Latin Quarter almost every night since 1957.\nShare this | Cookie "
                "policy"
            ),
            S(
                "Home > Literature > Irish writers | Samuel Beckett\nSamuel Beckett was born on "
                "Good Friday, 13 April 1906, at Cooldrinagh, the family house in Foxrock, a suburb "
                "of Dublin, and studied French and Italian at Trinity College. He settled in Paris "
                "in 1937, served in the French Resistance during the war and won the Nobel Prize "
                "in Literature in 1969. He died in Paris in 1989.\nShare this | Cookie policy"
            ),
            D(
                "Home > Literature > Irish writers | James Joyce\nJames Joyce was born in Rathgar, "
                "a suburb of Dublin, in February 1882, but spent most of his adult life in "
                "Trieste, Zurich and Paris, where a young Irish lecturer at the Ecole Normale "
                "helped him with research for Finnegans Wake in the late 1920s. Ulysses, set on a "
                "single day in Dublin, came out in Paris in 1922.\nShare this | Cookie policy"
            ),
            D(
                "Home > Theatre > Classics | Rosencrantz and Guildenstern Are Dead\nTom Stoppard, "
                "born Tomas Straussler in Zlin, Czechoslovakia, in 1937, made his name with a play "
                "about two minor courtiers from Hamlet who wait about, puzzled, for their part in "
                "the story. First seen at the Edinburgh Fringe in 1966, it opened at the National "
                "Theatre at the Old Vic in April 1967.\nShare this | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long does cooked chicken keep in the fridge?",
        (
            "three to four days, chilled within two hours of cooking and kept at about 4-5 degrees "
            "Celsius or below"
        ),
        [
            D(
                "Q: How long does raw chicken keep in the fridge?\nA: Only a day or two, and never "
                "past the use-by date on the pack. Keep it in its packaging or a sealed container "
                "on the bottom shelf, so that juices cannot drip onto food that will be eaten "
                "without cooking. Do not wash raw chicken under the tap: the splashes spread "
                "campylobacter bacteria around the sink and worktop."
            ),
            S(
                "Q: How long can I keep cooked chicken in the fridge?\nA: Eat it within three to "
                "four days. Let it cool and get it into the fridge within two hours of cooking, in "
                "a shallow covered container on a shelf that stays at about 4 degrees Celsius or "
                "below. If you will not get through it in that time, freeze it instead: frozen "
                "cooked chicken keeps its quality for two to four months."
            ),
            D(
                "Q: How long can cooked chicken be left out at room temperature?\nA: No more than "
                "two hours, or one hour on a very hot day above 32 degrees Celsius. Bacteria such "
                "as salmonella multiply fastest between 5 and 60 degrees, the so-called danger "
                "zone, so leftovers from a barbecue or a buffet that have sat out all afternoon "
                "should be thrown away, not saved."
            ),
            D(
                "Q: Can I reheat chicken more than once?\nA: Food safety agencies advise reheating "
                "cooked chicken only once, until it is steaming hot all the way through, at least "
                "75 degrees Celsius in the thickest part. Each round of cooling and warming gives "
                "bacteria another chance to grow, so take out only the portion you mean to eat and "
                "leave the rest in the fridge."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how thick should loft insulation be",
        "270 mm of mineral wool (the depth recommended in the UK)",
        [
            D(
                "Q: How much heat does a house lose through the roof?\nA: In an uninsulated home "
                "about a quarter of the heat escapes through the roof, around a third through the "
                "walls, a tenth through the floor and the rest through windows, doors and "
                "draughts. Insulating a loft is cheap compared with the other measures, and it can "
                "pay for itself in lower bills within a few years at today's energy prices."
            ),
            S(
                "Q: How thick should my loft insulation be?\nA: The recommended depth in the UK is "
                "270 mm of mineral wool, laid in one layer between the joists and a second across "
                "them, the figure used by the Energy Saving Trust. Many older homes have only 100 "
                "mm or less, so topping it up is one of the cheapest ways to cut heat loss; rigid "
                "foam boards can do the same job in less depth."
            ),
            D(
                "Q: Do I need to insulate the water tank in my loft?\nA: Yes. Once the loft floor "
                "is insulated, the roof space above it gets much colder in winter, so pipes and "
                "tanks up there can freeze. Leave the insulation out from directly under the tank "
                "so a little warmth rises to it, wrap its sides and lid in a fitted jacket, and "
                "lag every pipe with foam tubes."
            ),
            D(
                "Q: How does cavity wall insulation go in?\nA: Most houses built since the 1920s "
                "have two walls with a gap between them, usually 50 to 100 mm wide. An installer "
                "drills small holes in the outer wall at intervals and blows mineral wool, "
                "polystyrene beads or foam into the cavity until it is full, then fills the holes "
                "with mortar to match the brickwork."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "marmite or vegemite which came first",
        (
            "Marmite, made in Burton upon Trent from 1902; Vegemite was developed in Melbourne in "
            "1922 and went on sale in 1923"
        ),
        [
            S(
                "Q: When was Marmite first made?\nA: In 1902, when the Marmite Food Extract "
                "Company opened a factory in Burton upon Trent, Staffordshire, to use the spent "
                "yeast left over by the town's breweries. The method for making the paste went "
                "back to the German chemist Justus von Liebig, and the name comes from a French "
                "cooking pot, which is still pictured on the jar."
            ),
            D(
                "Q: Is Bovril the same thing as Marmite?\nA: No. Bovril is a thick, salty paste of "
                "beef extract, created in the 1870s by the Scot John Lawson Johnston to feed "
                "French soldiers in the Franco-Prussian war; a meat-free recipe was tried from "
                "2004 to 2006. Its name joins bos, Latin for ox, to vril, a life force in a novel "
                "by Edward Bulwer-Lytton."
            ),
            S(
                "Q: When was Vegemite invented?\nA: In 1922, when Fred Walker's company in "
                "Melbourne hired the young chemist Cyril Callister to make a spread from brewer's "
                "yeast, because imports of a British rival had been cut off by the First World "
                "War. It went on sale in 1923, and its name was picked from entries to a national "
                "competition by Walker's daughter, Sheilah."
            ),
            D(
                "Q: Did Denmark really ban Marmite?\nA: Not quite. In 2011 Danish food regulators "
                "told the importer to stop selling it until it had been approved under rules on "
                "foods with added vitamins, and the story spread around the world as a ban. "
                "British people living in Copenhagen rushed to stock up, and it went back on the "
                "shelves once the paperwork had been done in full."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the signs of a gas leak at home?",
        (
            "a smell like rotten eggs or sulphur, a hissing or whistling sound near a pipe or "
            "appliance, dead or dying plants or bubbles in standing water, and symptoms such as "
            "headaches, dizziness, nausea or tiredness that ease when you go out"
        ),
        [
            D(
                "What to do if you smell gas\n\u2022 Open doors and windows, and do not switch "
                "lights or appliances on or off\n\u2022 Turn off the supply at the meter, where "
                "there is usually a lever beside it\n\u2022 Put out naked flames and do not smoke\n"
                "\u2022 Leave the building and call the National Gas Emergency line, 0800 111 999, "
                "free, at any hour of the day or night"
            ),
            D(
                "Warning signs of carbon monoxide from an appliance\n\u2022 Lazy yellow or orange "
                "flames on a gas hob or fire instead of crisp blue ones\n\u2022 Soot or brown "
                "staining on or around boilers, fires and heaters\n\u2022 A pilot light that keeps "
                "going out\n\u2022 More condensation than usual on the windows in the room where "
                "the appliance is"
            ),
            S(
                "Signs of a gas leak in your home\n\u2022 A smell like rotten eggs or sulphur: "
                "natural gas has no smell of its own, so suppliers add one\n\u2022 A hissing or "
                "whistling sound near a pipe or an appliance\n\u2022 Plants dying for no clear "
                "reason, or bubbles in puddles outside\n\u2022 Headaches, dizziness, nausea or "
                "tiredness that ease when you leave the house"
            ),
            D(
                "Signs your boiler needs a service\n\u2022 It takes longer than it used to for the "
                "radiators or the hot water to warm up\n\u2022 Clanking, banging or gurgling "
                "noises when it fires up\n\u2022 The pressure gauge keeps dropping below 1 bar\n"
                "\u2022 It has not been checked by a Gas Safe registered engineer in the last 12 "
                "months"
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How do I put someone in the recovery position?",
        (
            "kneel beside them, put the arm nearest you at a right angle, bring their far hand "
            "across to rest against their near cheek, bend their far knee up and pull on it to "
            "roll them towards you onto their side, then tilt the head back to keep the airway open"
        ),
        [
            D(
                "Q: How do I check if an unconscious person is breathing?\nA: Open their airway "
                "first by putting one hand on the forehead and two fingers under the chin and "
                "gently tilting the head back. Then look along the chest for movement, listen at "
                "the mouth and feel for breath on your cheek, for no more than ten seconds. If "
                "they are not breathing normally, call 999 and start CPR."
            ),
            S(
                "Q: How do I put someone in the recovery position?\nA: Use it for a person who is "
                "unconscious but breathing. Kneel beside them, place the arm nearest you at a "
                "right angle, and bring their far arm across the chest so the back of that hand "
                "rests against their near cheek. Bend their far knee up, pull on it to roll them "
                "towards you onto their side, and tilt the head back."
            ),
            D(
                "Q: What should I do if someone has a seizure?\nA: Move anything hard or sharp out "
                "of the way, cushion their head with something soft and note the time it started, "
                "but do not hold them down or put anything in their mouth. When the jerking stops, "
                "turn them onto their side and stay with them until they are fully awake; call 999 "
                "if it lasts longer than five minutes."
            ),
            D(
                "Q: Where do the pads of a defibrillator go?\nA: Public access defibrillators talk "
                "you through it. Remove or cut clothing away from the chest and stick one pad "
                "below the right collarbone and the other on the left side, below the armpit, as "
                "drawn on the pads. Stop CPR while the machine analyses the heart rhythm, and make "
                "sure nobody is touching the person if a shock is advised."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is there condensation between the panes of my double glazing?",
        (
            "the seal around the sealed glass unit has failed, so damp air has got into the gap "
            "and condenses there; the usual fix is a new sealed unit, not a new window"
        ),
        [
            D(
                "Q: Why do my windows stream with condensation on the inside in winter?\nA: Warm, "
                "moist air from cooking, showers, drying clothes and breathing meets the cold "
                "glass and cools below its dew point, so water forms on the room side. Open the "
                "trickle vents, use extractor fans, dry washing outdoors when you can and keep the "
                "heating low but steady to cut it down."
            ),
            S(
                "Q: Why is there condensation between the panes of my double glazing?\nA: Because "
                "the seal around the glass unit has failed. The gap between the panes is filled at "
                "the factory with dry air or argon and sealed; as the seal ages, damp air seeps in "
                "and condenses on the cold inner face of the outer pane. You cannot wipe it, so "
                "the usual fix is a new sealed unit rather than a whole window."
            ),
            D(
                "Q: Why is there condensation on the outside of my new windows in the morning?\nA: "
                "It is a sign the glazing works well. Modern low-emissivity glass keeps the heat "
                "indoors so well that the outer pane stays as cold as the night air, and on clear, "
                "still mornings dew forms on it just as it does on a car roof or a lawn. It clears "
                "as soon as the sun warms the glass."
            ),
            D(
                "Q: What does the A to G energy rating on a window mean?\nA: Window energy "
                "ratings, run in the UK by the British Fenestration Rating Council, score a whole "
                "window, frame and glass together, on how well it keeps heat in, lets in free heat "
                "from the sun and stops air leaking. Since 2022, replacement windows in England "
                "have had to reach at least band B to meet the rules."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Does a GHIC replace travel insurance?",
        (
            "no: a GHIC gives state healthcare in the EU (and some other countries) at local "
            "rates, but not private treatment, rescue, repatriation, cancellations or lost "
            "belongings, so you still need insurance"
        ),
        [
            D(
                "Q: How do I apply for a GHIC?\nA: Apply free of charge on the official NHS "
                "website; unofficial sites may charge a fee for doing exactly the same thing. You "
                "will need your name, date of birth and National Insurance number, and the card "
                "usually arrives by post within two weeks. It lasts for up to five years, and you "
                "can renew it in the months before it runs out."
            ),
            S(
                "Q: If I have a GHIC, do I still need travel insurance?\nA: Yes. The UK Global "
                "Health Insurance Card gives you state healthcare in EU countries, and a few "
                "others, at the same cost as a local resident, which may not be free. It does not "
                "cover private clinics, mountain rescue, a flight home if you fall ill, cancelled "
                "trips or lost and stolen belongings, so it is no substitute."
            ),
            D(
                "Q: Is my old EHIC still valid?\nA: A European Health Insurance Card issued in the "
                "UK before Brexit can still be used until the expiry date printed on it, and you "
                "only need to apply for a GHIC once it runs out. Some people, such as UK students "
                "studying in the EU and certain pensioners who live there, can instead get a new "
                "UK EHIC, which has wider cover."
            ),
            D(
                "Q: Does travel insurance cover medical conditions I already have?\nA: Only if you "
                "declare them. Insurers ask about conditions you have been treated for, usually in "
                "the last two to five years, and may charge more or exclude one; if you leave a "
                "condition out and then need treatment for it abroad, the insurer can refuse the "
                "whole claim, even for something completely unrelated to it."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency do they use in the country where Kraftwerk was formed?",
        (
            "the euro: Kraftwerk formed in D\u00fcsseldorf, Germany, which replaced the Deutsche "
            "Mark with the euro (notes and coins from 1 January 2002)"
        ),
        [
            S(
                "Q: Where did Kraftwerk start?\nA: In D\u00fcsseldorf, in what was then West "
                "Germany, where Ralf H\u00fctter and Florian Schneider, who had met as students at "
                "the city's conservatory, formed the band in 1970 and built their own studio, "
                "Kling Klang. Their 1974 album Autobahn, whose title track runs for 22 minutes, "
                "made them famous well beyond Germany."
            ),
            D(
                "Q: Where were Can formed?\nA: In Cologne in 1968, by Holger Czukay, Irmin "
                "Schmidt, Michael Karoli and Jaki Liebezeit; Czukay and Schmidt had both studied "
                "with the composer Karlheinz Stockhausen. Their first singer was the American "
                "sculptor Malcolm Mooney, and in 1970 they recruited Damo Suzuki after seeing him "
                "busking in a street in Munich."
            ),
            S(
                "Q: What currency will I need in Germany?\nA: The euro. Germany gave up the "
                "Deutsche Mark, its currency since 1948, when the euro was brought in for bank "
                "transfers in 1999 and for notes and coins on 1 January 2002. Cards are widely "
                "accepted in cities now, but many small bakeries, bars and market stalls still "
                "take cash only, so carry a few notes."
            ),
            D(
                "Q: What currency do they use in Switzerland?\nA: The Swiss franc, not the euro, "
                "even though Switzerland is surrounded by euro countries. Shops near the borders "
                "and at big stations often take euros, but they give change in francs at their own "
                "rate, so it is usually cheaper to pay by card or take francs out of a cash "
                "machine when you arrive at the airport."
            ),
            D(
                "Q: Who was in Kraftwerk's classic line-up?\nA: From 1975 to 1987 the band was "
                "Ralf H\u00fctter and Florian Schneider with two electronic percussionists, "
                "Wolfgang Fl\u00fcr and Karl Bartos, the four who appear as shop-window dummies in "
                "photographs and as robots on stage. Schneider left in 2008 and died in 2020, and "
                "H\u00fctter still tours."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who was the first woman elected to the UK Parliament?",
        (
            "Constance Markievicz, elected for Dublin St Patrick's in December 1918; as a Sinn "
            "F\u00e9in member she never took her seat"
        ),
        [
            D(
                "Margaret Bondfield, a former shop assistant from Chard in Somerset who rose "
                "through the trade unions, became the earliest woman to hold a Cabinet post when "
                "Ramsay MacDonald made her Minister of Labour in June 1929. She had first won a "
                "seat for Northampton in 1923, lost it the next year, and sat for Wallsend from "
                "1926 until her defeat at the election of 1931."
            ),
            S(
                "The earliest female candidate voted into the House of Commons was Countess "
                "Constance Markievicz, returned for the Dublin St Patrick's division at the "
                "general election of December 1918 while she was held in Holloway prison. True to "
                "Sinn F\u00e9in's policy of abstention she never went to Westminster, sitting "
                "instead in the first D\u00e1il \u00c9ireann in Dublin."
            ),
            D(
                "The Parliament (Qualification of Women) Act, passed in November 1918 only weeks "
                "before a general election, let women stand for the Commons from the age of 21, "
                "although most of them could not yet vote until they were 30. It was one of the "
                "shortest acts ever passed, and seventeen women stood at the election that "
                "followed that December."
            ),
            D(
                "Constance Markievicz was born Constance Gore-Booth in London in 1868 and grew up "
                "at Lissadell House in County Sligo. She studied painting at the Slade and in "
                "Paris, where she married a Polish count, and was sentenced to death for her part "
                "in the Easter Rising of 1916, a sentence commuted to life in prison because she "
                "was a woman."
            ),
            D(
                "Jeannette Rankin of Montana was the earliest woman voted into the United States "
                "Congress, taking her seat in the lower house in April 1917, before women in most "
                "of the country could vote. A lifelong pacifist, she voted against entering both "
                "world wars, and in December 1941 she was the only member of Congress to oppose "
                "war with Japan."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "first copyright law",
        (
            "the Statute of Anne, passed by the Parliament of Great Britain in 1710, which gave "
            "authors fourteen years' sole right to print their books, renewable once"
        ),
        [
            D(
                "The Licensing of the Press Act of 1662 required every book printed in England to "
                "be approved by an official censor and entered in the register of the Stationers' "
                "Company of London, which gave its members a monopoly without end over the titles "
                "they had registered. Parliament let the act lapse in 1695, leaving printers with "
                "no protection against rivals."
            ),
            S(
                "The earliest statute to give authors, rather than printers, the legal right to "
                "control copies of their books was passed by the Parliament of Great Britain in "
                "1710 and named after the reigning queen. The Statute of Anne granted the author "
                "of a new book the sole right to print it for fourteen years, renewable once for "
                "fourteen more if the author was still alive."
            ),
            D(
                "The Venetian Patent Statute of 1474 was the earliest law to protect inventors in "
                "a general way: anyone who built a new and ingenious device in the city and "
                "registered it with the authorities got ten years in which nobody else could copy "
                "it without permission, on pain of a fine of one hundred ducats and the "
                "destruction of the copy."
            ),
            D(
                "Creative Commons licences, first released in December 2002 by a nonprofit founded "
                "by the law professor Lawrence Lessig, let authors keep their copyright while "
                "granting the public chosen freedoms in advance, such as sharing with credit or "
                "adapting for non-commercial use. Its CC0 tool goes further and gives up every "
                "right, as far as the law allows."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Who lived longer, Chopin or Mahler?",
        "Mahler, who died at 50 in 1911; Chopin died at 39 in 1849",
        [
            S(
                "Fr\u00e9d\u00e9ric Chopin came into the world at \u017belazowa Wola, west of "
                "Warsaw, in 1810 and left Poland for good at twenty. Tuberculosis wore him down "
                "through his years in Paris, and he was just 39 when it killed him in his flat on "
                "the Place Vend\u00f4me in October 1849; his heart was carried back to Warsaw by "
                "his sister and sealed in a pillar of the Holy Cross Church."
            ),
            D(
                "Franz Schubert, born in a suburb of Vienna in 1797, wrote more than 600 songs and "
                "nine symphonies in a career cut short when he was only 31: he died in November "
                "1828 in his brother's flat, probably of typhoid fever, and was buried in the "
                "cemetery at W\u00e4hring. Much of his music, including the Unfinished Symphony, "
                "was performed only decades later."
            ),
            D(
                "Chopin's companion for nearly a decade was the novelist George Sand, born Aurore "
                "Dupin in Paris in 1804, who took him to Majorca for the winter of 1838 and spent "
                "summers with him at her country house at Nohant. They parted in 1847, and she "
                "outlived him by more than a quarter of a century, dying at Nohant in June 1876 at "
                "the age of 71, still writing novels and plays."
            ),
            S(
                "Gustav Mahler, the composer and conductor born in Bohemia in July 1860, had a "
                "faulty heart valve diagnosed in 1907, the year he left the Vienna Court Opera for "
                "New York. A bacterial infection of the heart drove him home from America early in "
                "1911, and he died in Vienna that May, at the age of fifty, leaving his tenth "
                "symphony unfinished on his desk."
            ),
            D(
                "Alma Mahler, born Alma Schindler in Vienna in 1879, was a composer of songs "
                "herself before she married Gustav in 1902 and agreed to give up writing music. "
                "After his death she married the architect Walter Gropius and then the novelist "
                "Franz Werfel, fled with him to America in 1940 and died in New York in December "
                "1964, aged 85."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "members of nirvana",
        "Kurt Cobain (vocals and guitar), Krist Novoselic (bass) and Dave Grohl (drums, from 1990)",
        [
            D(
                "Foo Fighters began in 1994 as a solo project of Dave Grohl, who played every "
                "instrument himself on the first album, released in July 1995. For touring he "
                "recruited the guitarist Pat Smear, the bassist Nate Mendel and the drummer "
                "William Goldsmith, and Taylor Hawkins took over on drums in 1997, staying until "
                "his death in 2022."
            ),
            S(
                "The grunge trio from Washington State that recorded Nevermind in 1991 had settled "
                "on its best-known line-up the year before, when Dave Grohl, who had played with "
                "the Washington, D.C. punk band Scream, took over behind the drum kit. He joined "
                "the two friends from Aberdeen who had started the group in 1987, the singer and "
                "guitarist Kurt Cobain and the bass player Krist Novoselic."
            ),
            D(
                "A British pop group called Nirvana was formed in London in 1967 by the Irish "
                "singer Patrick Campbell-Lyons and the Greek composer Alex Spyropoulos, and "
                "released the psychedelic single Rainbow Chaser in 1968. Decades later they sued "
                "the far better-known American band of the same name over its use of it, and the "
                "case was settled out of court."
            ),
            D(
                "Soundgarden, formed in Seattle in 1984 by the singer Chris Cornell, the guitarist "
                "Kim Thayil and the bassist Hiro Yamamoto, with Matt Cameron joining on drums in "
                "1986, was the first band of the grunge scene to sign to a major label. "
                "Superunknown, released in 1994, topped the American album chart, and Cornell died "
                "in Detroit in 2017."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How did Salic law decide who inherited the French throne?",
        (
            "only through the male line: the crown went to the nearest male relative descended "
            "through men, and women could neither inherit it nor pass a claim to their sons"
        ),
        [
            D(
                "The Pragmatic Sanction of 1713, issued by the Holy Roman Emperor Charles VI, who "
                "had no surviving son, declared that all his Habsburg lands should pass undivided "
                "to his daughter. When Maria Theresa took them over in 1740, the other powers went "
                "back on their promises, Prussia seized Silesia and the War of the Austrian "
                "Succession began."
            ),
            S(
                "Under the rule of succession that French jurists traced back to the old code of "
                "the Salian Franks, the crown could go only to a king's nearest male relative "
                "descended through men: no daughter could wear it, nor pass a claim through "
                "herself to her sons. It was applied in 1316 and 1328, and it kept Edward III of "
                "England, whose mother was a French princess, off the throne."
            ),
            D(
                "Britain's Succession to the Crown Act 2013 ended the old rule by which a younger "
                "son came before an elder daughter in the line to the throne, for anyone born "
                "after 28 October 2011, and it stopped heirs who married Roman Catholics from "
                "losing their place. It came into force in March 2015, once the parliaments of all "
                "sixteen Commonwealth realms had passed matching laws or otherwise agreed to it."
            ),
            D(
                "The Salic law itself, the Pactus Legis Salicae, was a code of the customs of the "
                "Salian Franks written down in Latin under King Clovis early in the sixth century. "
                "Most of it sets the fines, or wergild, due for offences ranging from stealing a "
                "pig to murder, with a higher price for killing a free Frank than for killing a "
                "Roman."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why is Fahrenheit 451 called that?",
        (
            "Ray Bradbury took 451 degrees Fahrenheit to be the temperature at which book paper "
            "catches fire, fitting a story about firemen who burn books"
        ),
        [
            D(
                "John Buchan's thriller The Thirty-Nine Steps, published in 1915, took its title "
                "from a wooden staircase down to the beach at Broadstairs in Kent, where he was "
                "recovering from an illness in 1914; his six-year-old daughter Alice, who had just "
                "learned to count, counted the steps aloud. Alfred Hitchcock filmed the story in "
                "1935 with Robert Donat as Richard Hannay."
            ),
            S(
                "Ray Bradbury named his 1953 novel of a future in which firemen start fires, "
                "burning every book they find, after the point on the Fahrenheit scale at which he "
                "was told book paper catches light and burns. He had asked a fire chief, who gave "
                "him the figure of 451 degrees, about 233 Celsius; real paper's ignition point "
                "varies with its type and how it is heated."
            ),
            D(
                "Bradbury wrote the first draft of the story, a novella called The Fireman, on a "
                "coin-operated typewriter in the basement of the library at the University of "
                "California in Los Angeles, paying ten cents per half hour and spending 9.80 "
                "dollars in all. It appeared in Galaxy Science Fiction in 1951 before he doubled "
                "its length for the book."
            ),
            D(
                "Francois Truffaut's film of the novel, his only English-language film, was shot "
                "at Pinewood Studios outside London and released in 1966, with Oskar Werner as the "
                "fireman Montag and Julie Christie in two roles, as his vacant wife and as the "
                "young neighbour who makes him question his work. Bernard Herrmann wrote the score."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Did Caligula really make his horse a consul?",
        (
            "no: the ancient writers say only that he was said to plan it or promised it; there is "
            "no record that his horse Incitatus was ever made consul"
        ),
        [
            D(
                "Incitatus lived in a marble stall with an ivory manger, according to Suetonius, "
                "wore purple blankets and a collar of precious stones, and had a house with "
                "furniture and slaves of his own, so that guests invited in his name would be "
                "properly entertained. On the eve of his races soldiers kept the neighbourhood "
                "silent so that he could sleep."
            ),
            S(
                "The story that the emperor Gaius, known as Caligula, raised his favourite "
                "racehorse Incitatus to Rome's highest magistracy is a distortion. Suetonius says "
                "only that he was said to have intended it, and Cassius Dio that he promised it; "
                "no source records it happening. Caligula was murdered by officers of his own "
                "guard in January 41 AD, before any such plan came about."
            ),
            D(
                "Caligula's name was a nickname meaning little boot, given to him by his father's "
                "soldiers on the Rhine, where as a small boy he was dressed in a miniature uniform "
                "with army sandals; he is said to have hated it. Born in August of the year 12, he "
                "became emperor in March 37, when his great-uncle Tiberius died at Misenum on the "
                "Bay of Naples."
            ),
            D(
                "Marengo, the grey Arab stallion Napoleon is said to have ridden at Austerlitz and "
                "Waterloo, was captured by the British after the battle in 1815 and lived out his "
                "days in England, dying in 1831 at the age of 38. His skeleton, put together by "
                "surgeons, stands in the National Army Museum in Chelsea, where visitors can still "
                "see it."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Where was the leader of the Third Servile War born?",
        "Thrace: the slave revolt of 73-71 BC was led by Spartacus, a Thracian",
        [
            S(
                "The last and largest of Rome's slave risings began in 73 BC, when about seventy "
                "gladiators broke out of a training school at Capua armed with kitchen knives and "
                "led by Spartacus. Swelling to tens of thousands, they beat several Roman armies "
                "in Italy before Marcus Crassus crushed them in 71 BC and crucified six thousand "
                "captives along the Appian Way."
            ),
            D(
                "Rome's first great slave war broke out in Sicily around 135 BC under Eunus, a "
                "Syrian slave said to work wonders, breathing fire from his mouth by means of a "
                "hidden nut, who had himself proclaimed king and took the city of Enna. It took "
                "the Romans until 132 BC to put it down, and a second Sicilian rising followed in "
                "104 BC."
            ),
            S(
                "Spartacus was a native of Thrace, the land of tribes in the eastern Balkans "
                "roughly where Bulgaria lies today; ancient writers say he may have served in the "
                "Roman army as an auxiliary before deserting, being captured and sold to a trainer "
                "of gladiators. Plutarch called him more intelligent and gentler than his "
                "condition would suggest."
            ),
            D(
                "Marcus Licinius Crassus, born around 115 BC, grew to be the richest man in Rome "
                "partly by buying burning houses cheaply from their desperate owners and then "
                "sending in his own trained slaves to put the fires out. He joined Pompey and "
                "Caesar in the First Triumvirate and was killed in 53 BC after his defeat by the "
                "Parthians at Carrhae, in what is now southern Turkey."
            ),
            D(
                "The 1960 film Spartacus, produced by and starring Kirk Douglas, helped break the "
                "Hollywood blacklist by crediting its screenwriter, Dalton Trumbo, under his own "
                "name. It was adapted from a novel by Howard Fast, written after he had been "
                "jailed for contempt of Congress, and it won four Academy Awards, one of them for "
                "Peter Ustinov."
            ),
        ],
        drop=1,
    ),
]
