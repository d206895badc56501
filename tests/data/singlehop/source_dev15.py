"""A seventeenth dev batch of the single-hop set, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the earlier dev sources (`source_dev2.py` to
`source_dev14.py`), for the format and to choose subjects none of them asks about; a quarter of
the questions (10 of 40) are typed search-box style. Written after lexical-v13, while no version
was being tuned, the batch measures how far the evaluator's tuning carries to questions it was
not written against (dev all the same: tuned on from now on).

Like the twelfth to sixteenth batches it is length-matched: every distractor is within 20% of
the length of the question's support (of the mean of the two, where there are two) and is as
rich, with names, dates and numbers of its own, many of them hard on purpose (the same name for
another thing, the same relation about another thing, or the right thing but another
attribute). Supports average 333 characters and distractors 333; the longest passage is a
support in 4 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who composed the opera Carmen?",
        "Georges Bizet; it opened at the Op\u00e9ra-Comique in Paris on 3 March 1875",
        [
            D(
                "Carmen Jones: Carmen Jones is a Broadway musical of 1943 by Oscar Hammerstein II "
                "that moves the story of the Spanish cigarette girl to a parachute factory in the "
                "American South during the Second World War. Otto Preminger filmed it in 1954 with "
                "Dorothy Dandridge, who became the first Black woman nominated for the Oscar for "
                "best actress."
            ),
            D(
                "The Pearl Fishers: The Pearl Fishers is an opera in three acts by Georges Bizet, "
                "first staged at the Th\u00e9\u00e2tre Lyrique in Paris on 30 September 1863, when "
                "its composer was only 24. Set in ancient Ceylon, it tells of two fishermen, Zurga "
                "and Nadir, whose friendship is tested by their love for the priestess Le\u00efla; "
                "its tenor-baritone duet is famous."
            ),
            S(
                "Carmen: Carmen is an opera in four acts by the French composer Georges Bizet, "
                "with a libretto by Henri Meilhac and Ludovic Hal\u00e9vy after a novella by "
                "Prosper M\u00e9rim\u00e9e. It opened at the Op\u00e9ra-Comique in Paris on 3 "
                "March 1875 to a cool reception, and Bizet died three months later, aged 36, "
                "before it became a worldwide hit."
            ),
            D(
                "Carmen (novella): Carmen is a novella by the French writer Prosper "
                "M\u00e9rim\u00e9e, first printed in the Revue des deux Mondes on 1 October 1845. "
                "A scholar travelling in Andalusia hears the confession of the bandit Don "
                "Jos\u00e9, who tells how his passion for a Roma woman in Seville led him to "
                "desert, to smuggle and at last to kill her."
            ),
            D(
                "Habanera: The habanera is a dance in slow duple time that grew up in Havana, "
                "Cuba, in the 19th century from the Creole contradanza, and spread to Spain, "
                "Argentina and the salons of Paris. Its lilting rhythm of a dotted note followed "
                "by three shorter ones fed into the Argentine tango, and composers from Ravel to "
                "Debussy borrowed it."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "tutankhamun tomb discovery year",
        "1922: Howard Carter found the tomb in the Valley of the Kings on 4 November 1922",
        [
            D(
                "Tutankhamun: Tutankhamun was an Egyptian pharaoh of the 18th Dynasty who came to "
                "the throne at about the age of nine, around 1332 BC, and died some ten years "
                "later, perhaps after a fall or an infection. He restored the old gods that his "
                "father Akhenaten had set aside and moved the court from Amarna back to Memphis."
            ),
            D(
                "KV55: KV55 is a small tomb in the Valley of the Kings found in January 1907 by "
                "Edward Ayrton, working for the American lawyer Theodore Davis. It held a damaged "
                "coffin with a male skeleton whose identity is still argued over; many scholars "
                "take him for Akhenaten, and DNA tests in 2010 suggest he was Tutankhamun's "
                "father."
            ),
            S(
                "Tomb of Tutankhamun: The tomb of the boy pharaoh Tutankhamun, known as KV62, was "
                "found in the Valley of the Kings near Luxor on 4 November 1922 by the English "
                "archaeologist Howard Carter, digging for Lord Carnarvon. Its sealed burial "
                "chamber was opened in February 1923, and the famous gold mask was found on the "
                "mummy in 1925."
            ),
            D(
                "Lord Carnarvon: George Herbert, 5th Earl of Carnarvon, was an English aristocrat "
                "and amateur Egyptologist who paid for the excavations of Howard Carter from 1907. "
                "He died in Cairo on 5 April 1923, at the age of 56, of blood poisoning after an "
                "infected mosquito bite, which fed newspaper stories of a pharaoh's curse on those "
                "who entered the tomb."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is larger, Lake Ladoga or Lake Onega?",
        "Lake Ladoga, about 17,700 km\u00b2 against about 9,700 km\u00b2 for Lake Onega",
        [
            S(
                "Lake Ladoga: Lake Ladoga, in the Republic of Karelia and Leningrad Oblast in "
                "north-western Russia, is the largest lake wholly in Europe, with a surface area "
                "of about 17,700 km\u00b2. It drains into the Gulf of Finland through the Neva "
                "River, and in the siege of Leningrad its winter ice carried the Road of Life into "
                "the city."
            ),
            D(
                "Lake V\u00e4nern: Lake V\u00e4nern in south-western Sweden is the largest lake in "
                "the European Union, with an area of about 5,650 km\u00b2 and a depth of up to 106 "
                "m. Fed by the Klar\u00e4lven river, it drains south through the G\u00f6ta "
                "\u00e4lv to the Kattegat at Gothenburg, and the G\u00f6ta Canal links it with "
                "Lake V\u00e4ttern and the Baltic."
            ),
            D(
                "Lake Peipus: Lake Peipus, on the border between Estonia and Russia, covers about "
                "3,550 km\u00b2 with its southern extensions and is nowhere deeper than about 15 "
                "m. On its frozen surface in April 1242 Alexander Nevsky defeated the Teutonic "
                "knights in the Battle on the Ice, a scene Sergei Eisenstein filmed in 1938."
            ),
            S(
                "Lake Onega: Lake Onega, north-east of St Petersburg in Russian Karelia, covers "
                "about 9,700 km\u00b2, the second largest lake in Europe after its western "
                "neighbour. Its island of Kizhi holds the Church of the Transfiguration of 1714, "
                "built of wood with 22 domes, and the lake joins the White Sea through a canal "
                "built by forced labour."
            ),
            D(
                "Saimaa: Saimaa in south-eastern Finland is the largest lake in that country, a "
                "maze of about 4,400 km\u00b2 of open water and some 14,000 islands. It is home to "
                "the Saimaa ringed seal, one of the rarest seals in the world, with only about 400 "
                "animals left, and its waters flow through the Vuoksi river into a great lake "
                "across the Russian border."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Switzerland?",
        "Germany, France, Italy, Austria and Liechtenstein",
        [
            D(
                "Austria: Austria is a landlocked federal republic in central Europe, made up of "
                "nine states, with Vienna as its capital. It borders eight countries: Germany and "
                "the Czech Republic to the north, Slovakia and Hungary to the east, Slovenia and "
                "Italy to the south, and Switzerland and Liechtenstein to the west, along the "
                "Rhine valley."
            ),
            S(
                "Switzerland: Switzerland is a landlocked federal republic of 26 cantons in "
                "central Europe, with its capital at Bern. It shares borders with five countries: "
                "Germany to the north, France to the west, Italy to the south, and Austria and the "
                "small principality of Liechtenstein to the east. Its longest border, about 740 "
                "km, is with Italy."
            ),
            D(
                "Liechtenstein: Liechtenstein is a principality of about 160 km\u00b2 between "
                "Switzerland and Austria, with Vaduz as its capital. It is one of only two doubly "
                "landlocked countries in the world, with Uzbekistan, and uses the Swiss franc. Its "
                "prince, of a family that bought the land in 1699 and 1712, holds more power than "
                "most European monarchs."
            ),
            D(
                "Swiss cantons: The Swiss Confederation is made up of 26 cantons, each with its "
                "own constitution, parliament and courts. The three founding cantons of Uri, "
                "Schwyz and Unterwalden swore their alliance in 1291; the most recent, Jura, split "
                "from Bern after a vote and joined in 1979. Graub\u00fcnden is the largest and "
                "Basel-Stadt the smallest."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a canal lock work?",
        "the boat enters a chamber closed by gates, and paddles or sluices let water in from the "
        "higher level or out to the lower one until it matches the next stretch, raising or "
        "lowering the boat",
        [
            D(
                "Boat lift: A boat lift carries vessels between levels in a tank of water instead "
                "of filling a chamber. The Falkirk Wheel in Scotland, opened in 2002, turns two "
                "water-filled gondolas around a central axle, lifting boats 24 m between the Forth "
                "and Clyde Canal and the Union Canal in about four minutes, using little "
                "electricity."
            ),
            D(
                "Caen Hill Locks: The Caen Hill Locks on the Kennet and Avon Canal near Devizes in "
                "Wiltshire are a flight of 29 locks that climb 72 m in about 3.2 km. Sixteen of "
                "them stand in a steep line up the hillside, each with a large side pond to store "
                "water, and a narrowboat crew usually takes five or six hours to work its way "
                "through the whole flight."
            ),
            D(
                "Panama Canal locks: The original locks of the Panama Canal, opened in 1914, raise "
                "ships some 26 m to Gatun Lake in three steps at Gatun and lower them again at "
                "Pedro Miguel and Miraflores. Each chamber is 33.5 m wide and 320 m long, and in "
                "2016 a set of larger locks opened beside them for the biggest container ships."
            ),
            S(
                "Lock (water navigation): A lock raises or lowers boats between stretches of water "
                "at different levels. The boat enters a walled chamber and the gates close behind "
                "it; paddles or sluices are then opened to let water in from the higher level or "
                "out to the lower one, until the level matches and the gates at the other end can "
                "be opened."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did the Great Stink happen?",
        "an unusually hot, dry summer in 1858 baked the raw sewage that London's drains and "
        "cesspits poured into the Thames",
        [
            D(
                "Joseph Bazalgette: Sir Joseph Bazalgette was an English civil engineer, born in "
                "Enfield in 1819, who as chief engineer of the Metropolitan Board of Works built "
                "London's main sewers from 1859. His 132 km of brick intercepting sewers, fed by "
                "some 1,800 km of street sewers, carried waste east to outfalls at Beckton and "
                "Crossness."
            ),
            S(
                "Great Stink: The Great Stink struck central London in July and August 1858, when "
                "an unusually hot, dry summer baked the raw sewage that the city's drains and "
                "overflowing cesspits poured straight into the Thames. The smell drove MPs from "
                "the Houses of Parliament and pushed them to pay for Joseph Bazalgette's new sewer "
                "system."
            ),
            D(
                "Broad Street cholera outbreak: In late August 1854 cholera killed 616 people "
                "around Broad Street in Soho, London. The physician John Snow mapped the deaths, "
                "traced them to one public water pump contaminated by a nearby cesspit, and had "
                "its handle removed, showing that the disease spread through water rather than "
                "foul air."
            ),
            D(
                "Great Smog of London: The Great Smog of London lasted from 5 to 9 December 1952, "
                "when cold, windless weather trapped smoke from coal fires and factories over the "
                "city under a layer of warm air. Visibility fell to a few metres and some 4,000 "
                "people or more died, leading to the Clean Air Act of 1956 and smokeless zones."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is sushi raw fish",
        "no: sushi means the vinegared rice, with raw or cooked toppings or none; raw fish served "
        "alone is sashimi",
        [
            D(
                "Sashimi: Sashimi is a Japanese dish of fresh raw fish or meat, such as tuna, "
                "salmon or yellowtail, cut into thin slices and eaten with soy sauce, wasabi and "
                "pickled ginger, often on a bed of shredded daikon radish. It is served without "
                "rice, and the fish for it is usually frozen first or handled to strict standards "
                "to kill parasites."
            ),
            D(
                "Poke: Poke is a Hawaiian dish of cubed raw fish, traditionally skipjack or "
                "yellowfin tuna, seasoned with sea salt, seaweed, roasted candlenut and soy sauce "
                "or sesame oil. Once a fishermen's snack of offcuts, it spread from Hawaii to the "
                "American mainland around 2012 and is now sold in bowls over rice with many "
                "toppings."
            ),
            S(
                "Sushi: Sushi is a Japanese dish whose one essential part is short-grain rice "
                "seasoned with vinegar, sugar and salt, served with toppings or fillings that may "
                "be raw or cooked fish, seafood, egg or vegetables. Raw fish is not required: many "
                "kinds, such as cucumber rolls or tamago, hold none, and the name refers to the "
                "sour rice."
            ),
            D(
                "Ceviche: Ceviche is a dish from the Pacific coast of Latin America, the national "
                "dish of Peru, made of raw fish cured in the juice of limes or bitter oranges and "
                "flavoured with chilli, onion and coriander. The acid firms the flesh and turns it "
                "opaque as if cooked, though it does not kill all the bacteria and parasites that "
                "heat would."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the author of The Jungle Book born?",
        "Bombay (now Mumbai): Rudyard Kipling was born there on 30 December 1865",
        [
            D(
                "The Jungle Book (1967 film): The Jungle Book is an animated musical film by Walt "
                "Disney Productions, released in October 1967, the last that Walt Disney himself "
                "worked on before his death in December 1966. Directed by Wolfgang Reitherman, it "
                "gave Baloo, voiced by Phil Harris, the song The Bare Necessities, and a "
                "live-action remake followed in April 2016."
            ),
            S(
                "The Jungle Book: The Jungle Book is a collection of stories by the English writer "
                "Rudyard Kipling, first published in 1894. Most of its tales follow Mowgli, a boy "
                "raised by wolves in the jungles of central India, with his friends Baloo the bear "
                "and Bagheera the panther, and his enemy, the tiger Shere Khan; a sequel came in "
                "1895."
            ),
            D(
                "Jim Corbett: Jim Corbett was a British hunter and naturalist, born in Naini Tal "
                "in the Himalayan foothills of India on 25 July 1875. He shot dozens of man-eating "
                "tigers and leopards in Kumaon, told of them in his 1944 book Man-Eaters of "
                "Kumaon, and later pushed for India's first national park, renamed after him in "
                "1957."
            ),
            S(
                "Rudyard Kipling: Rudyard Kipling was an English writer and poet, born on 30 "
                "December 1865 in Bombay, British India, where his father taught at an art school. "
                "Sent to England at five, he returned to India at sixteen to work as a journalist "
                "in Lahore. In 1907 he became the first English-language writer to win the Nobel "
                "Prize in Literature."
            ),
            D(
                "Kim (novel): Kim is a novel by Rudyard Kipling, published in book form in October "
                "1901. It follows Kimball O'Hara, the orphaned son of an Irish soldier, growing up "
                "on the streets of Lahore, who travels the Grand Trunk Road with a Tibetan lama "
                "while being trained as a spy for the British in their Great Game with Russia."
            ),
        ],
        drop=1,
    ),
    # --- prose ----------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "Who wrote The Metamorphosis?",
        "Franz Kafka; it was published in 1915",
        [
            D(
                "The Trial is a novel by Franz Kafka, written in 1914 and 1915 and left unfinished "
                "at his death from tuberculosis in June 1924. Against his wishes his friend Max "
                "Brod edited and published it in 1925. The bank clerk Josef K. is arrested one "
                "morning by two agents for a crime nobody names, and is at last executed in a "
                "quarry."
            ),
            S(
                "The Metamorphosis is a novella by Franz Kafka, the German-speaking writer from "
                "Prague, published in 1915. It opens with the travelling salesman Gregor Samsa "
                "waking in his bed to find himself changed into a huge insect, and follows his "
                "family's shame and resentment as he stays shut in his room until he dies, "
                "unloved."
            ),
            D(
                "The Metamorphoses is a long Latin poem by the Roman poet Ovid, finished around 8 "
                "AD, in fifteen books and some 12,000 lines. It tells about 250 myths of "
                "transformation, from the creation of the world to the deification of Julius "
                "Caesar, among them Daphne turned into a laurel tree and Narcissus into a flower."
            ),
            D(
                "Nikolai Gogol's short story The Nose, published in 1836, tells of a St Petersburg "
                "official, Major Kovalyov, who wakes one morning to find his nose gone from his "
                "face. The nose turns up about the city in the uniform of a state councillor and "
                "outranks its owner, and Dmitri Shostakovich turned the story into an opera in "
                "1930."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "how long are elephants pregnant",
        "about 22 months for an African elephant (18 to 22 for an Asian one), the longest "
        "pregnancy of any mammal",
        [
            D(
                "A blue whale's pregnancy lasts about 11 to 12 months, and the calf is born tail "
                "first in warm tropical waters, already some 7 m long and weighing around 2.5 "
                "tonnes. It drinks up to 380 litres of its mother's fat-rich milk a day and gains "
                "about 90 kg every day until it is weaned at around six to seven months old."
            ),
            D(
                "Elephants live in family herds led by the oldest female, the matriarch, who may "
                "be 50 or 60 years old and remembers where water can be found in a drought. Young "
                "males leave at around 12 to 15, and older bulls enter musth each year, a state of "
                "raised testosterone in which they leak fluid from glands on their temples."
            ),
            D(
                "A giraffe's pregnancy lasts about 15 months, and the mother gives birth standing "
                "up, so that the calf drops some 2 m to the ground, which breaks the birth sac and "
                "starts its breathing. About 1.8 m tall at birth and weighing 50 to 70 kg, it can "
                "stand within an hour and run with its mother within about ten hours."
            ),
            S(
                "Elephants carry their young longer than any other mammal: an African elephant's "
                "pregnancy lasts about 22 months, and an Asian elephant's only slightly less, "
                "about 18 to 22. The calf weighs around 100 kg at birth and can stand within an "
                "hour, and because of the long wait a female usually gives birth only once every "
                "four or five years."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which grows longer, the reticulated python or the green anaconda?",
        "the reticulated python, often over 6 m; the green anaconda is heavier but usually up to "
        "about 5 m",
        [
            D(
                "The Burmese python, native to South-East Asia, grows to about 5 m and over 90 kg. "
                "Escaped and released pets have settled in Florida's Everglades since the 1990s, "
                "where the snakes now number in the tens of thousands and have wiped out most "
                "raccoons, opossums and rabbits, and the state pays hunters to catch them."
            ),
            S(
                "The reticulated python of South-East Asia is the longest snake in the world: "
                "large females commonly pass 6 m, and the longest reliably measured, a captive "
                "snake named Medusa in Kansas City, was about 7.7 m long. It is slimmer than the "
                "anaconda, though, and rarely weighs more than about 75 kg, even at that great "
                "length."
            ),
            D(
                "The king cobra of India and South-East Asia is the longest venomous snake, "
                "reaching about 5.5 m, though most are 3 to 4 m. It feeds mainly on other snakes, "
                "can raise a third of its body off the ground, and is the only snake that builds a "
                "nest of leaves for its eggs, which the female guards for about two months."
            ),
            S(
                "The green anaconda of South America's Amazon and Orinoco basins is the heaviest "
                "snake alive, with females reaching some 100 kg or more, but it is not the "
                "longest: most large females measure about 4.5 to 5 m, and claims of anacondas 9 m "
                "long or more have never been backed by a specimen. It spends most of its life in "
                "water."
            ),
            D(
                "Titanoboa, a giant relative of the boas and anacondas, lived in the hot "
                "rainforests of what is now Colombia about 60 million years ago, after the "
                "dinosaurs died out. Fossil vertebrae found in the Cerrej\u00f3n coal mine of "
                "northern Colombia in 2009 suggest it was about 13 m long and weighed more than a "
                "tonne, the largest snake ever known."
            ),
        ],
        drop=0,
    ),
    Q(
        "prose",
        "list",
        "What are the three layers of the skin?",
        "the epidermis, the dermis and the hypodermis (the fatty subcutaneous layer)",
        [
            D(
                "The epidermis itself is divided into as many as five sublayers. New cells form in "
                "the stratum basale at the bottom, then rise through the stratum spinosum and "
                "stratum granulosum, the stratum lucidum in thick skin of the palms and soles, and "
                "finally the stratum corneum, whose dead, flattened cells flake away after about a "
                "month."
            ),
            D(
                "The wall of the human heart is made of three layers: the thin outer epicardium, "
                "which also forms the inner layer of the sac around the heart; the thick muscular "
                "myocardium, whose cells contract about 100,000 times a day; and the endocardium, "
                "a smooth lining that covers the chambers and valves inside and keeps blood "
                "flowing freely."
            ),
            S(
                "Human skin is built in three layers. The thin outer epidermis is made mostly of "
                "cells that are constantly shed and replaced; beneath it the thicker dermis holds "
                "blood vessels, nerves, hair follicles and sweat glands in a mesh of collagen; and "
                "the deepest layer, the hypodermis, is made largely of fat that stores energy and "
                "insulates."
            ),
            D(
                "Melanin, the pigment that gives skin, hair and eyes their colour, is made by "
                "cells called melanocytes, which sit among the basal cells at the bottom of the "
                "epidermis. Everyone has roughly the same number of them, about 1,000 to 2,000 per "
                "square millimetre; darker skin comes from how much melanin they make, not from "
                "having more cells."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How do tsunamis form?",
        "a sudden shift of the sea floor, usually in a large undersea earthquake where one plate "
        "dives under another, lifts or drops the water above it, and the disturbance spreads out "
        "as long, fast waves",
        [
            D(
                "On 26 December 2004 a magnitude 9.1 earthquake off the coast of Sumatra in "
                "Indonesia set off waves that struck fourteen countries around the Indian Ocean, "
                "reaching as far as Somalia. About 230,000 people died, many of them in Aceh, Sri "
                "Lanka, India and Thailand, and the disaster led to a warning system for that "
                "ocean."
            ),
            S(
                "Most tsunamis begin with a large earthquake under the sea, usually where one "
                "tectonic plate dives beneath another. The sudden jolt lifts or drops the sea "
                "floor by metres, pushing up the whole column of water above it, and the "
                "disturbance spreads out as long waves that race across the deep ocean at some 800 "
                "km/h and rise high near shore."
            ),
            D(
                "Rogue waves are single waves far taller than those around them, rising to twice "
                "the height of the surrounding sea or more out of open water in storms. Long "
                "dismissed as sailors' tales, they were confirmed on 1 January 1995, when a laser "
                "on the Draupner gas platform in the North Sea measured one at 25.6 m from trough "
                "to crest."
            ),
            D(
                "A tidal bore forms when the rising tide pushes a wave upstream against the "
                "current of a river, in a funnel-shaped estuary with a large tidal range. The bore "
                "of the Qiantang River in China can reach 9 m in height, and on the Severn in "
                "England surfers and canoeists ride the wave for kilometres several times a year "
                "at the highest spring tides."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do dogs pant?",
        "to cool down: dogs sweat only through their paw pads, so they shed heat by evaporating "
        "moisture from the tongue, mouth and airways as they breathe fast",
        [
            D(
                "Cats purr at about 25 to 150 vibrations a second by rapidly twitching the muscles "
                "of the larynx as they breathe in and out. They do it when content, but also when "
                "hungry, hurt or giving birth, and some scientists think vibrations at those "
                "frequencies may help bones and tissues heal, which would explain why injured cats "
                "purr."
            ),
            D(
                "A dog's sense of smell is thought to be between 10,000 and 100,000 times keener "
                "than a human's. Its nose holds up to 300 million scent receptors against our five "
                "or six million, a separate vomeronasal organ picks up chemical signals from other "
                "animals, and the part of its brain that handles smells is about forty times "
                "larger than ours."
            ),
            S(
                "Dogs have sweat glands only in their paw pads, so they cannot cool themselves by "
                "sweating as people do. Instead they pant: by breathing fast and shallowly with "
                "the mouth open, a dog moves air over its moist tongue, mouth and upper airways, "
                "and the evaporating water carries heat away from the body, at up to 300 breaths a "
                "minute."
            ),
            D(
                "When a dog wags its tail more to its right side, studies suggest it is feeling "
                "relaxed or happy, as on seeing its owner; a wag biased to the left tends to go "
                "with stress, as on meeting a strange, dominant dog. Researchers at the University "
                "of Trento in Italy, who reported it in 2007, linked it to the two halves of the "
                "brain."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is a killer whale a dolphin?",
        "yes: the orca is the largest member of the oceanic dolphin family, Delphinidae",
        [
            D(
                "The false killer whale is a large member of the dolphin family, reaching about 6 "
                "m, with a slender dark body and a rounded head that lacks a beak. Despite the "
                "name it looks little like the orca and is closest to the pilot whales; it lives "
                "in deep tropical and warm oceans and sometimes strands in groups of hundreds."
            ),
            D(
                "The beluga, or white whale, is a toothed whale of the Arctic and sub-Arctic seas "
                "that grows to about 5.5 m. It belongs not to the dolphins but to a small family "
                "it shares only with the narwhal, Monodontidae. Its many chirps and clicks earned "
                "it the name sea canary among sailors, and it can turn its head, unlike most "
                "whales."
            ),
            D(
                "The blue whale is the largest animal ever known to have lived, reaching about 30 "
                "m long and 150 tonnes or more. A baleen whale, it has no teeth and strains up to "
                "4 tonnes of small shrimp-like crustaceans called krill a day from the water "
                "through brush-like plates, and its low calls can travel hundreds of kilometres "
                "through the deep ocean."
            ),
            S(
                "Despite its name, the orca, or killer whale, belongs to the oceanic dolphin "
                "family, Delphinidae, and is in fact its largest member. Males grow up to about 8 "
                "or 9 m long and weigh as much as 6 tonnes. Orcas live in tight family pods and "
                "hunt fish, seals and even other whales, working together with calls that differ "
                "from pod to pod."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "In which city was the sculptor of the Statue of Liberty born?",
        "Colmar, in Alsace: Fr\u00e9d\u00e9ric Auguste Bartholdi was born there on 2 August 1834",
        [
            S(
                "The Statue of Liberty, a gift from the people of France to the United States, was "
                "designed by the French sculptor Fr\u00e9d\u00e9ric Auguste Bartholdi, with an "
                "iron framework engineered by Gustave Eiffel. Built of copper sheets in Paris, it "
                "was shipped in crates across the Atlantic and dedicated on Bedloe's Island in New "
                "York Harbor on 28 October 1886."
            ),
            D(
                "Gustave Eiffel was born in Dijon, in Burgundy, on 15 December 1832. An engineer "
                "who made his name with iron railway bridges such as the Maria Pia bridge over the "
                "Douro at Porto, he built the tower named after him for the Paris World's Fair of "
                "1889, and was later caught up in the scandal of the failed French Panama Canal "
                "company."
            ),
            D(
                "Emma Lazarus, born in New York City on 22 July 1849, wrote the sonnet The New "
                "Colossus in 1883 to raise money for the statue's pedestal. Its lines about the "
                "huddled masses yearning to breathe free were cast on a bronze plaque and mounted "
                "inside the pedestal in 1903, sixteen years after she died of cancer at the age of "
                "38."
            ),
            S(
                "Fr\u00e9d\u00e9ric Auguste Bartholdi was born on 2 August 1834 in Colmar, a town "
                "in Alsace in eastern France, to a family of Protestant landowners. He trained in "
                "Paris as an architect and painter before turning to sculpture, and after Germany "
                "took Alsace in 1871 he made the huge Lion of Belfort, carved in red sandstone "
                "beneath that town's citadel."
            ),
            D(
                "Richard Morris Hunt, born in Brattleboro, Vermont, in 1827, was the first "
                "American to study architecture at the \u00c9cole des Beaux-Arts in Paris. He "
                "designed the granite pedestal on which the Statue of Liberty stands, finished in "
                "1886, as well as the grand Fifth Avenue front of the Metropolitan Museum and the "
                "Biltmore House at Asheville in North Carolina."
            ),
        ],
        drop=1,
    ),
    # --- web ------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "When did the Space Needle open?",
        "21 April 1962, the first day of the Seattle World's Fair",
        [
            D(
                "Home > Travel > Toronto | CN Tower\nThe CN Tower, a 553 m concrete communications "
                "and observation tower in downtown Toronto, was finished in 1976 and opened to the "
                "public on 26 June that year. For 32 years it was the tallest free-standing "
                "structure in the world, until Dubai's Burj Khalifa passed it in 2007.\nShare this "
                "| Cookie policy"
            ),
            D(
                "Home > Travel > Seattle | Museum of Pop Culture\nThe Museum of Pop Culture, "
                "opened in June 2000 by the Microsoft co-founder Paul Allen beside the Space "
                "Needle, is housed in a crumpled, multicoloured metal building by the architect "
                "Frank Gehry. It began as a museum of rock music and of Jimi Hendrix, born in "
                "Seattle.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Seattle | Space Needle\nThe Space Needle, a 184 m observation "
                "tower shaped like a flying saucer on a stalk, opened on 21 April 1962, the first "
                "day of the Century 21 Exposition, Seattle's World's Fair. It was built in about "
                "400 days, and some 2.3 million fair visitors rode its lifts to the top.\nShare "
                "this | Cookie policy"
            ),
            D(
                "Home > Travel > Seattle | Seattle Center Monorail\nThe Seattle Center Monorail, "
                "built by the Swedish-German firm Alweg for the World's Fair, began running on 24 "
                "March 1962 on a 1.4 km line between downtown and the fairground. Its two trains "
                "still take about two minutes for the trip and carry some two million riders a "
                "year.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "who founded whatsapp",
        "Jan Koum and Brian Acton, two former Yahoo engineers, in 2009",
        [
            D(
                "Home > Tech > Companies | Telegram\nTelegram, a cloud-based messaging app, was "
                "launched in August 2013 by the brothers Pavel and Nikolai Durov, who had earlier "
                "founded VKontakte, Russia's largest social network. Now based in Dubai, it passed "
                "900 million monthly users in 2024 and is known for its large public "
                "channels.\nShare this | Cookie policy"
            ),
            S(
                "Home > Tech > Companies | WhatsApp\nWhatsApp was founded in 2009 in Mountain "
                "View, California, by Jan Koum and Brian Acton, two former Yahoo engineers. The "
                "messaging app, which sends texts over the internet, grew to some 450 million "
                "users within five years, and Facebook bought it for about $19 billion in February "
                "2014.\nShare this | Cookie policy"
            ),
            D(
                "Home > Tech > Companies | Signal\nSignal, an encrypted messaging app, grew out of "
                "software made by the cryptographer Moxie Marlinspike, and since 2018 it has been "
                "run by the non-profit Signal Foundation, set up with $50 million from Brian "
                "Acton. Its protocol now also protects chats in other apps.\nShare this | Cookie "
                "policy"
            ),
            D(
                "Home > Tech > Companies | Yahoo\nYahoo was founded in January 1994 by Jerry Yang "
                "and David Filo, two electrical engineering students at Stanford University, as a "
                "web directory called Jerry and David's Guide to the World Wide Web. It grew into "
                "a web portal and was sold to Verizon for $4.5 billion in 2017.\nShare this | "
                "Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "iceland vs ireland which is bigger",
        "Iceland, about 103,000 km\u00b2, against about 84,400 km\u00b2 for the island of Ireland "
        "(70,300 km\u00b2 for the Republic)",
        [
            D(
                "Home > Travel > Greenland | Greenland facts\nGreenland, an autonomous territory "
                "of the Kingdom of Denmark, is the world's largest island at about 2.17 million "
                "km\u00b2, four fifths of it under an ice sheet up to 3 km thick. Its 57,000 "
                "people, most of them Inuit, live along the coast, a third of them in the capital, "
                "Nuuk.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Iceland | Iceland facts\nIceland, a volcanic island in the North "
                "Atlantic just south of the Arctic Circle, covers about 103,000 km\u00b2, of which "
                "about a tenth lies under glaciers such as Vatnaj\u00f6kull. Only about 390,000 "
                "people live there, most of them in and around Reykjav\u00edk, the northernmost "
                "capital of a sovereign state.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > UK | Great Britain facts\nGreat Britain, the largest island of "
                "the British Isles, covers about 209,300 km\u00b2 and is the ninth largest island "
                "on Earth. It holds England, Scotland and Wales, with some 65 million people, and "
                "its highest point is Ben Nevis, at 1,345 m, above the town of Fort William in the "
                "western Scottish Highlands.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Ireland | Ireland facts\nThe island of Ireland covers about "
                "84,400 km\u00b2, divided between the Republic of Ireland, with about 70,300 "
                "km\u00b2, and Northern Ireland, part of the United Kingdom. Its longest river is "
                "the Shannon, at 360 km, and its highest peak is Carrauntoohil in County Kerry, at "
                "1,038 m.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What's in a pi\u00f1a colada?",
        "white rum, cream of coconut and pineapple juice, shaken or blended with ice",
        [
            D(
                "Home > Food & Drink > Cocktails | Mai Tai\nA Mai Tai mixes aged rum with lime "
                "juice, orange cura\u00e7ao and orgeat, an almond syrup, shaken with crushed ice "
                "and topped with a sprig of mint. Victor Bergeron, known as Trader Vic, said he "
                "created it at his Oakland bar in 1944, though Don the Beachcomber claimed an "
                "earlier version.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Cocktails | Painkiller\nThe Painkiller is a rum punch from "
                "the Soggy Dollar Bar on the small island of Jost Van Dyke in the British Virgin "
                "Islands, mixed there since the 1970s. It takes dark Navy rum, pineapple juice, "
                "orange juice and cream of coconut, shaken with ice and finished with a generous "
                "grating of fresh nutmeg on top.\nShare this | Cookie policy"
            ),
            D(
                "Home > Food & Drink > Ingredients | Cream of coconut\nCream of coconut is a "
                "thick, sweet coconut product made from coconut cream with sugar added, sold in "
                "cans; the best-known brand, Coco L\u00f3pez, was developed in 1948 at the "
                "University of Puerto Rico. It is not the same as coconut cream or coconut milk, "
                "which are unsweetened.\nShare this | Cookie policy"
            ),
            S(
                "Home > Food & Drink > Cocktails | Pi\u00f1a colada\nA pi\u00f1a colada is made of "
                "white rum, cream of coconut and pineapple juice, shaken hard with ice or blended "
                "until smooth and served in a tall glass with a wedge of pineapple and a cherry. "
                "Puerto Rico, where bartenders say it was first mixed in San Juan in the 1950s, "
                "made it the national drink in 1978.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a dehumidifier work?",
        "a fan draws damp air over a coil chilled by a refrigerant; the water vapour condenses and "
        "drips into a tank, and the dried air is rewarmed and blown back out",
        [
            D(
                "Home > Home & Garden > Appliances | How does a humidifier work?\nA humidifier "
                "adds moisture to dry indoor air. Ultrasonic models shake water into a fine cold "
                "mist with a plate vibrating over a million times a second, evaporative ones blow "
                "air through a wet wick, and steam models boil water; aim for a humidity of 40 to "
                "60 per cent.\nShare this | Cookie policy"
            ),
            S(
                "Home > Home & Garden > Appliances | How does a dehumidifier work?\nA fan draws "
                "damp room air over a coil kept cold by a refrigerant, as in a fridge. The water "
                "vapour in it condenses on the cold coil and drips into a tank or down a drain "
                "hose, and the dried air then passes over a warm coil and is blown back into the "
                "room slightly warmer than before.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home & Garden > Damp | What causes condensation on windows?\nWarm indoor "
                "air holds moisture from cooking, showers, drying clothes and breathing, up to "
                "about 10 litres a day for a family of four. When it touches a glass pane colder "
                "than its dew point, the vapour turns back to water and runs down the window, "
                "feeding black mould.\nShare this | Cookie policy"
            ),
            D(
                "Home > Home & Garden > Appliances | How does a heat pump tumble dryer work?\nA "
                "heat pump dryer heats air with a refrigerant circuit and blows it through the "
                "drum; the moist air then passes over a cold evaporator, where its water condenses "
                "into a container, and is reheated and sent round again. It uses about half the "
                "electricity of an old vented dryer.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "why do my ears ring after a concert",
        "loud music overworks and damages the hair cells in the cochlea of the inner ear, which "
        "keep sending signals the brain hears as ringing (temporary tinnitus)",
        [
            D(
                "Home > Health > Hearing | Why do my ears pop on a plane?\nAs an aircraft climbs "
                "or descends, cabin pressure changes faster than the air behind your eardrum can "
                "follow. The Eustachian tube, which links the middle ear to the back of the nose, "
                "opens when you swallow or yawn to let air through and balance it, and the eardrum "
                "snaps back with a pop.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Hearing | How loud is too loud?\nSound is measured in decibels, "
                "and every 3 dB more doubles its energy. Noise at 85 dB, about as loud as heavy "
                "traffic, is safe for about eight hours a day, but at 100 dB, as at many concerts, "
                "the limit falls to about 15 minutes, so wear earplugs that cut the volume by 15 "
                "to 20 dB.\nShare this | Cookie policy"
            ),
            D(
                "Home > Health > Hearing | Why can I hear my heartbeat in my ear?\nPulsatile "
                "tinnitus, a rhythmic whooshing in time with your pulse, comes from the sound of "
                "blood flowing in vessels near the ear, made louder by a blocked ear, a fast "
                "heartbeat in anaemia or pregnancy, high blood pressure or, rarely, a narrowed "
                "artery. See a doctor if it lasts.\nShare this | Cookie policy"
            ),
            S(
                "Home > Health > Hearing | Why do my ears ring after a gig?\nLoud music, often "
                "over 100 decibels near the speakers, overworks the tiny hair cells in the cochlea "
                "of your inner ear. Stressed or damaged, they keep firing signals to the brain "
                "with no sound there, which you hear as ringing or buzzing. It usually fades "
                "within a day or two.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Is Mont Saint-Michel an island?",
        "yes, a tidal island off Normandy that the sea surrounds at the highest tides; a raised "
        "bridge has linked it to the mainland since 2014",
        [
            D(
                "Home > Travel > UK | St Michael's Mount\nSt Michael's Mount is a small tidal "
                "island in Mount's Bay, Cornwall, topped by a castle and a chapel that has been "
                "the home of the St Aubyn family since 1659. At low tide visitors walk across from "
                "Marazion on a granite causeway; at high tide small boats ferry them over.\nShare "
                "this | Cookie policy"
            ),
            S(
                "Home > Travel > France | Mont-Saint-Michel\nMont-Saint-Michel is a rocky tidal "
                "island off the coast of Normandy, about 1 km from shore, crowned by a Benedictine "
                "abbey begun in the 10th century. At the highest spring tides the sea cuts it off, "
                "and since 2014 a raised bridge has replaced the old causeway so the water flows "
                "freely around it.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > France | Normandy D-Day beaches\nThe five beaches of the Allied "
                "landings in Normandy on 6 June 1944, code-named Utah, Omaha, Gold, Juno and "
                "Sword, stretch some 80 km along the coast from the Cotentin to the mouth of the "
                "Orne. Museums and cemeteries line them; the American cemetery at Colleville holds "
                "9,388 graves.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > France | Saint-Malo\nSaint-Malo is a walled port in Brittany, "
                "once an island, whose granite ramparts enclose an old town rebuilt stone by stone "
                "after it was almost destroyed in August 1944. Its tides are among the strongest "
                "in Europe, rising up to 13 m, and at low tide you can walk out to Chateaubriand's "
                "tomb on the Grand B\u00e9.\nShare this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What currency is used in the country where the Serengeti is?",
        "the Tanzanian shilling: the Serengeti is in northern Tanzania",
        [
            S(
                "Home > Travel > Africa | Serengeti National Park\nThe Serengeti National Park "
                "covers about 14,750 km\u00b2 of grassy plains and woodland in northern Tanzania, "
                "between Lake Victoria and the Ngorongoro highlands. Each year some 1.5 million "
                "wildebeest, with zebras and gazelles, migrate through it in a great loop; it "
                "became a World Heritage Site in 1981.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Kenya | Money tips\nKenya's currency is the Kenyan shilling "
                "(KES), divided into 100 cents. Most visitors pay for safaris in the Masai Mara, "
                "across the border from the Serengeti, in US dollars or by card, and mobile money "
                "through M-Pesa, launched by Safaricom in 2007, is used almost everywhere, even at "
                "market stalls.\nShare this | Cookie policy"
            ),
            S(
                "Home > Travel > Tanzania | Money tips\nTanzania's currency is the Tanzanian "
                "shilling (TZS), which replaced the East African shilling in 1966. Cash machines "
                "in Arusha, Dar es Salaam and Zanzibar give shillings, and US dollars are widely "
                "taken for park fees and safaris, though older notes, printed before 2006, are "
                "often refused.\nShare this | Cookie policy"
            ),
            D(
                "Home > Travel > Africa | Masai Mara National Reserve\nThe Masai Mara National "
                "Reserve in south-western Kenya covers about 1,510 km\u00b2 of savanna along the "
                "Mara and Talek rivers. From July to October the wildebeest herds cross into it "
                "from the south, and the crowded river crossings, watched by crocodiles, draw "
                "thousands of visitors in safari vehicles.\nShare this | Cookie policy"
            ),
        ],
        drop=0,
    ),
    # --- faq ------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "How long does jury service last in England?",
        "usually about 10 working days, two weeks in a row, though a long trial can keep you "
        "longer",
        [
            D(
                "Q: Who can be called for jury service in England?\nA: You can be summoned if you "
                "are aged 18 to 75, are on the electoral register and have lived in the UK for at "
                "least five years since the age of 13. People on bail, those with certain criminal "
                "convictions and some with mental disorders cannot serve, and ignoring a summons "
                "can bring a \u00a31,000 fine."
            ),
            S(
                "Q: How long will my jury service last?\nA: In England and Wales you should expect "
                "to serve for about 10 working days, usually two weeks in a row, though you may be "
                "sent home earlier or asked to stay on if a trial runs over. Tell the court in "
                "advance if a longer trial would cause you hardship; you can also ask once to "
                "defer to a date within 12 months."
            ),
            D(
                "Q: Can I claim expenses for jury service?\nA: Yes. Courts do not pay jurors a "
                "wage, but you can claim for travel, food and loss of earnings. For the first 10 "
                "days loss of earnings is capped at about \u00a365 a day if you sit for more than "
                "four hours, rising after that for long trials; self-employed jurors must show "
                "evidence of the income they lost."
            ),
            D(
                "Q: How long does jury service last in Scotland?\nA: In Scotland you may be cited "
                "for a sitting of the High Court or a sheriff court, and most jurors attend for a "
                "few days to two weeks, though a long trial can take months. Scottish criminal "
                "juries have 15 members rather than 12, and the sheriff clerk's office will tell "
                "you how long you are likely to be needed."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "how much water should i drink a day",
        "about 6 to 8 glasses, roughly 1.5 to 2 litres of fluid, for most adults; more in hot "
        "weather or when exercising",
        [
            D(
                "Q: How much fruit and vegetables should I eat a day?\nA: Aim for at least five "
                "portions of a variety of fruit and vegetables a day; an adult portion is 80 g, "
                "such as a medium banana, two satsumas or three heaped tablespoons of peas. A 150 "
                "ml glass of fruit juice or smoothie counts only once, however much you drink, "
                "because of its sugar."
            ),
            D(
                "Q: Can you drink too much water?\nA: Yes, though it is rare. Drinking many litres "
                "in a few hours, as some marathon runners and people in water-drinking contests "
                "have done, can dilute the sodium in your blood, a condition called hyponatraemia. "
                "It causes nausea, headache and confusion and, in severe cases, seizures, coma or "
                "even death."
            ),
            S(
                "Q: How much should I drink every day?\nA: Most adults need about 6 to 8 glasses, "
                "roughly 1.5 to 2 litres, of fluid a day. Water, lower-fat milk and sugar-free "
                "drinks, including tea and coffee, all count. You will need more in hot weather, "
                "when exercising, when ill with a fever or diarrhoea, or if you are pregnant or "
                "breastfeeding."
            ),
            D(
                "Q: How much caffeine is safe in a day?\nA: For most healthy adults up to about "
                "400 mg a day, roughly four mugs of instant coffee, is not linked to harm; during "
                "pregnancy the advice is to stay under 200 mg. Remember that tea, cola, energy "
                "drinks and dark chocolate all contain caffeine too, and a 250 ml energy drink "
                "holds about 80 mg."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is longer, a metre or a yard?",
        "a metre: a yard is exactly 0.9144 m, so a metre is about 1.094 yards (39.37 inches)",
        [
            D(
                "Foot \u2013 fact sheet\n\u2022 Unit of length in the imperial and US customary "
                "systems\n\u2022 1 foot = 12 inches\n\u2022 Named after the length of a human foot "
                "and used since Roman times\n\u2022 Symbol: ft\n\u2022 Still used worldwide for "
                "aircraft altitude and, in the UK and US, for people's height\n\u2022 The Roman "
                "foot, the pes, was about 29.6 cm"
            ),
            S(
                "Yard \u2013 fact sheet\n\u2022 Unit of length in the imperial and US customary "
                "systems\n\u2022 1 yard = 3 feet = 36 inches\n\u2022 Defined by the international "
                "agreement of 1959 as exactly 0.9144 metres\n\u2022 Symbol: yd\n\u2022 Still used "
                "on UK road signs and in American football, whose field is 100 yards between the "
                "goal lines"
            ),
            D(
                "Chain \u2013 fact sheet\n\u2022 Old British unit of length, set out by the "
                "clergyman and mathematician Edmund Gunter in 1620\n\u2022 1 chain = 22 yards = 66 "
                "feet = 100 links\n\u2022 Ten chains make a furlong and eighty a mile\n\u2022 "
                "Still the length of a cricket pitch, from one set of stumps to the other, and "
                "used on British railways"
            ),
            S(
                "Metre \u2013 fact sheet\n\u2022 Base unit of length in the International System "
                "of Units (SI)\n\u2022 1 metre = 100 centimetres = 1,000 millimetres\n\u2022 About "
                "1.094 yards, or 39.37 inches\n\u2022 Symbol: m\n\u2022 Since 1983 defined as the "
                "distance light travels in a vacuum in 1/299,792,458 of a second"
            ),
            D(
                "Kilometre \u2013 fact sheet\n\u2022 1 kilometre = 1,000 metres\n\u2022 About "
                "0.621 miles, so 8 kilometres is roughly 5 miles\n\u2022 Symbol: km\n\u2022 Used "
                "on road signs in most of the world, but not in the UK or the US\n\u2022 A 10K "
                "road race is 10 kilometres, about 6.2 miles; a marathon is 42.195 kilometres"
            ),
        ],
        drop=0,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of tonsillitis?",
        "a sore throat, pain swallowing, red swollen tonsils (sometimes with white spots of pus), "
        "a high temperature, swollen neck glands, and bad breath, a hoarse voice or earache",
        [
            D(
                "Glandular fever \u2013 symptoms\n\u2022 A very high temperature and extreme "
                "tiredness\n\u2022 A severe sore throat\n\u2022 Swollen glands in the neck and "
                "armpits\n\u2022 Aching muscles\n\u2022 Caused by the Epstein-Barr virus, spread "
                "mainly through saliva\nMost people get better within two or three weeks, but the "
                "tiredness can last for months."
            ),
            S(
                "Tonsillitis \u2013 symptoms\n\u2022 A sore throat, often severe\n\u2022 Pain or "
                "difficulty when swallowing\n\u2022 Red, swollen tonsils, sometimes with white "
                "spots of pus\n\u2022 A high temperature of 38\u00b0C or more\n\u2022 Swollen, "
                "tender glands in the neck\n\u2022 Bad breath, a hoarse voice or earache\nMost "
                "cases get better on their own within a week."
            ),
            D(
                "Q: When should I see a doctor about tonsillitis?\nA: See a GP if a sore throat "
                "has not improved after a week, if you keep getting it, or if you have a high "
                "temperature and feel very unwell. Get urgent help if you struggle to breathe or "
                "swallow, start drooling, or find a swelling on one side of the throat."
            ),
            D(
                "Q: Do I need my tonsils out?\nA: Surgery to remove the tonsils, a tonsillectomy, "
                "is now usually offered only to people with severe tonsillitis that keeps coming "
                "back, for example seven or more times in a year, or with sleep apnoea. It takes "
                "about 30 minutes under general anaesthetic, and full recovery takes about two "
                "weeks."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "how do i clean a burnt saucepan",
        "cover the burnt layer with water and two or three tablespoons of bicarbonate of soda or "
        "some vinegar, boil, simmer 10 to 15 minutes, let it cool, then scrape and scrub the "
        "loosened residue",
        [
            D(
                "Q: How do I clean a cast iron skillet?\nA: Wipe it out or wash it with hot water "
                "and a little soap while it is still warm, scrubbing stuck bits off with coarse "
                "salt and a paper towel. Dry it straight away over a low flame so it cannot rust, "
                "then rub in a thin film of vegetable oil to keep the seasoning. Never leave it "
                "soaking in the sink overnight."
            ),
            D(
                "Q: How do I clean a burnt oven?\nA: Mix half a cup of bicarbonate of soda with a "
                "few tablespoons of water into a spreadable paste, coat the inside of the cold "
                "oven, avoiding the heating elements, and leave it overnight. Next day wipe off "
                "the dried paste with a damp cloth, spray any white residue with vinegar, and wipe "
                "again."
            ),
            D(
                "Q: Can I put a non-stick pan in the dishwasher?\nA: Check the maker's label: many "
                "say yes, but hot water and harsh detergent wear away the coating over time, so "
                "washing by hand with a soft sponge makes a pan last longer. Once the surface is "
                "badly scratched or peeling, usually after about five years of daily use, it is "
                "time to replace it."
            ),
            S(
                "Q: How do I get burnt food off the bottom of a saucepan?\nA: Cover the burnt "
                "layer with water, stir in two or three tablespoons of bicarbonate of soda or a "
                "splash of white vinegar, and bring it to the boil. Simmer for 10 to 15 minutes, "
                "let it cool, then scrape off the softened residue with a wooden spatula and scrub "
                "with a non-scratch pad."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why does my car battery keep going flat?",
        "usually short journeys that never let the alternator recharge it, something drawing power "
        "while the car is parked, a faulty alternator, or an old battery; cold weather makes it "
        "worse",
        [
            D(
                "Q: Why won't my car start when the battery is fine?\nA: If the lights and radio "
                "work but the engine will not turn over, suspect the starter motor, a worn "
                "ignition switch, a blown fuse or a faulty immobiliser key. If it turns over but "
                "will not fire, the cause is more often fuel or spark: an empty tank, a failed "
                "fuel pump, or damp ignition leads."
            ),
            S(
                "Q: Why does my car battery keep going flat?\nA: The most common reasons are lots "
                "of short journeys, which never give the alternator long enough to recharge it; a "
                "light, charger or faulty part drawing power while the car is parked; a fault in "
                "the alternator itself; or simply age, since most batteries last about four to "
                "five years. Cold weather makes it worse."
            ),
            D(
                "Q: How long does a car battery last?\nA: Most lead-acid car batteries last about "
                "three to five years, less in very hot climates, where the fluid inside evaporates "
                "faster. Signs that one is near its end include a slow, laboured start on cold "
                "mornings, headlights that dim when the engine idles, and a battery warning light "
                "on the dashboard."
            ),
            D(
                "Q: Why does my phone battery drain so fast?\nA: Bright screens, apps refreshing "
                "in the background, a weak mobile signal and location services are the usual "
                "culprits; check the battery settings to see which apps use the most. Lithium-ion "
                "cells also lose capacity with age, holding only about 80 per cent of their charge "
                "after some 500 full cycles."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Do I have to wear a seatbelt in the back of a taxi in the UK?",
        "yes: passengers aged 14 or over must wear one if it is fitted, in the back as in the "
        "front; only the driver is exempt while carrying passengers",
        [
            D(
                "Q: Do I have to wear a seatbelt on a coach?\nA: Yes, if your seat has one: the "
                "law has required coach passengers aged 14 and over to wear fitted belts since "
                "2006, and operators must tell you so by a sign, a video or an announcement. "
                "Ordinary local buses, on which passengers may stand, usually have no seatbelts "
                "fitted, so the rule does not apply on them."
            ),
            S(
                "Q: Do passengers have to wear seatbelts in taxis and minicabs?\nA: Yes. In the UK "
                "anyone aged 14 or over must wear a seatbelt if one is fitted, in the back as well "
                "as in the front, and can be fined up to \u00a3500. Licensed taxi and private hire "
                "drivers are exempt while carrying passengers, and a child under 3 may ride in the "
                "back without a child seat."
            ),
            D(
                "Q: Do I have to tip taxi drivers in the UK?\nA: No, tipping is not required, but "
                "many passengers round the fare up to the nearest pound or add about 10 per cent "
                "for good service or help with luggage. Licensed black cabs in London must take "
                "card payments, and the fares shown on the meter are set by Transport for London "
                "each year."
            ),
            D(
                "Q: Can a black cab refuse to take me?\nA: A London black cab driver must accept "
                "any hire within the licensed area of up to 12 miles, or 20 miles from Heathrow, "
                "unless they have a good reason, such as a passenger who is drunk or aggressive. "
                "Minicabs must be booked in advance and cannot pick up people who hail them in the "
                "street."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What plug type is used in the country where the Blarney Stone is?",
        "type G, the British-style three-pin plug, at 230 V: the Blarney Stone is in Ireland",
        [
            D(
                "Q: Where is the Stone of Scone?\nA: The Stone of Scone, or Stone of Destiny, is a "
                "block of red sandstone on which Scottish kings were crowned. Edward I took it to "
                "Westminster Abbey in 1296, four students took it back in 1950, and it was "
                "returned to Scotland in 1996; since 2024 it has been on show in Perth Museum."
            ),
            S(
                "Q: Where is the Blarney Stone?\nA: The Blarney Stone is a block of limestone set "
                "into the battlements of Blarney Castle, about 8 km north-west of Cork city in the "
                "south of Ireland. Legend says kissing it, leaning backwards over a drop while "
                "someone holds you, gives the gift of eloquent talk; some 400,000 visitors a year "
                "try."
            ),
            D(
                "Travel adaptor \u2013 France\n\u2022 Plug type: E, with two round pins and a hole "
                "for the earth pin in the socket\n\u2022 Voltage: 230 V, 50 Hz\n\u2022 German type "
                "F plugs fit most French sockets\n\u2022 UK and Irish visitors need an "
                "adaptor\n\u2022 Sockets in older homes may lack earthing\n\u2022 Monaco uses the "
                "same plugs"
            ),
            S(
                "Travel adaptor \u2013 Ireland\n\u2022 Plug type: G, with three rectangular pins, "
                "the same as in the UK\n\u2022 Voltage: 230 V, 50 Hz\n\u2022 Visitors from the US "
                "and most of Europe need an adaptor\n\u2022 Many Irish sockets have their own "
                "on-off switch\n\u2022 Bathrooms usually have only a shaver socket"
            ),
            D(
                "Q: Where is the Giant's Causeway?\nA: The Giant's Causeway is a stretch of about "
                "40,000 interlocking basalt columns on the north coast of County Antrim in "
                "Northern Ireland, formed by volcanic eruptions some 50 to 60 million years ago. "
                "Legend says the giant Finn McCool built it to cross the sea to Scotland; it is a "
                "World Heritage Site."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -----------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who painted The Persistence of Memory?",
        "Salvador Dal\u00ed, in 1931; it has been at MoMA in New York since 1934",
        [
            D(
                "Ren\u00e9 Magritte's canvas of 1929 shows a brown tobacco pipe painted with the "
                "care of a shop advertisement, above a line of neat handwriting that declares, in "
                "French, that this is not a pipe. The Belgian surrealist's point was that the "
                "picture is only an image of one; it hangs today at the Los Angeles County Museum "
                "of Art."
            ),
            S(
                "The Catalan surrealist Salvador Dal\u00ed finished the small canvas in 1931: on a "
                "barren shore at dusk, pocket watches droop like soft cheese over a branch, a "
                "ledge and a strange pale creature asleep on the sand, while ants swarm over a "
                "closed orange one. Known everywhere as the melting clocks picture, it has "
                "belonged to MoMA in New York since 1934."
            ),
            D(
                "Giorgio de Chirico painted his empty Italian squares in the years before the "
                "First World War: long shadows cast by arcades under a green evening sky, a "
                "distant train puffing smoke and a tower clock showing an hour that makes no "
                "sense. The surrealists in Paris took the Greek-born painter as their forerunner, "
                "though he later turned against them."
            ),
            D(
                "Max Ernst, born near Cologne in 1891, invented frottage in 1925, rubbing pencil "
                "over paper laid on floorboards, leaves and string to pull strange forests and "
                "creatures out of their grain. Later a pioneer of decalcomania, pressing paint "
                "between sheets, he married the American collector Peggy Guggenheim in 1941 after "
                "fleeing to New York."
            ),
            D(
                "Dal\u00ed's home town of Figueres holds the Dal\u00ed Theatre-Museum, which he "
                "built in the ruins of the municipal theatre burned in the Spanish Civil War and "
                "opened in 1974. Topped by a glass dome, with giant eggs along its walls, it holds "
                "a room that turns into the face of the actress Mae West, and the painter himself "
                "lies buried in a crypt beneath the stage."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "largest rodent in the world",
        "the capybara of South America, about 1.3 m long and up to 65 kg",
        [
            D(
                "The North American beaver, at up to about 30 kg, is the heaviest gnawing mammal "
                "on its continent. It fells trees with orange, iron-hardened front teeth and "
                "builds dams of branches and mud; one found in the north of Alberta in 2007 "
                "stretches for about 850 m, long enough to be seen in satellite pictures."
            ),
            D(
                "The Flemish giant is the largest breed of domestic rabbit, often weighing 7 kg or "
                "more and stretching up to about 80 cm. Rabbits, though, are not rodents but "
                "lagomorphs, set apart by a second, small pair of upper incisors behind the front "
                "ones. The breed was developed in Flanders by the 16th century for its meat and "
                "fur."
            ),
            S(
                "No gnawing mammal alive today grows bigger than the capybara of South America, a "
                "semi-aquatic relative of the guinea pig found from Panama to northern Argentina. "
                "Adults reach about 1.3 m in length and can weigh as much as 65 kg; with webbed "
                "toes they graze along riverbanks in groups of a dozen or so, and dive to escape "
                "jaguars."
            ),
            D(
                "The Patagonian mara, a long-legged rodent of Argentina's dry grasslands, looks "
                "like a small deer or hare and can weigh up to 16 kg. Pairs mate for life and "
                "leave their pups in shared burrows, where as many as fifteen couples may raise "
                "their young together, and a mara bounds along at up to 45 km/h on its long hind "
                "legs."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is heavier, a walrus or an elephant seal?",
        "the southern elephant seal: a bull can reach about 4 tonnes, against about 1.2 to 1.5 "
        "tonnes for a bull walrus",
        [
            S(
                "Bull walruses of the Arctic seas, tusked and whiskered, tip the scales at around "
                "1.2 to 1.5 tonnes and measure about 3 m from snout to tail, cows a good deal "
                "less. They haul out in crowds of thousands on ice floes and beaches, and use "
                "their long ivory canines to drag themselves out of the water and to spar with "
                "rivals."
            ),
            D(
                "The leopard seal, the top predator of Antarctic pack ice, reaches about 3.5 m and "
                "up to 600 kg, with females larger than males. Its huge jaws open wide enough to "
                "seize penguins, which it ambushes at the ice edge and shakes apart on the "
                "surface, and it also takes young crabeater seals, krill and fish, and has been "
                "known to stalk divers."
            ),
            D(
                "Steller sea lions of the North Pacific are the largest of the eared seals: bulls "
                "weigh up to about 1,100 kg and carry a thick mane on their necks, while the "
                "females weigh a quarter as much. Their western population fell by some 80 per "
                "cent from the 1970s, and the species is named after Georg Steller, who described "
                "it in 1741."
            ),
            S(
                "Among all the seals and sea lions none has more bulk than the southern elephant "
                "seal of the subantarctic: a breeding bull can reach some 4 tonnes and 5 m in "
                "length, roughly ten times a cow's mass. Named for the drooping, trunk-like nose "
                "the males inflate to roar at rivals, it dives past 1,500 m to hunt squid and "
                "fish."
            ),
            D(
                "The northern elephant seal breeds on beaches from Baja California to central "
                "California. Hunted down to perhaps a few dozen animals by the 1890s, it has "
                "recovered to over 200,000, and at A\u00f1o Nuevo and Piedras Blancas visitors "
                "watch the bulls, with their long drooping noses, fight in winter for harems of "
                "cows."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "Which countries make up the Benelux?",
        "Belgium, the Netherlands and Luxembourg",
        [
            D(
                "The Nordic Council, founded in 1952, brings together the parliaments of Denmark, "
                "Finland, Iceland, Norway and Sweden, along with the self-governing Faroe Islands, "
                "Greenland and \u00c5land. Its members let one another's citizens live and work "
                "freely across their borders without passports, a rule in place since the 1950s, "
                "long before Schengen."
            ),
            S(
                "The name is made from the first letters of its three members: Belgium, the "
                "Netherlands and the Grand Duchy of Luxembourg. Their governments in exile in "
                "London agreed a customs union in 1944, which came into force in 1948, and in 1958 "
                "they signed a treaty for a full economic union, a forerunner of the European "
                "single market."
            ),
            D(
                "The Low Countries is the old name for the coastal lowlands around the deltas of "
                "the Rhine, Meuse and Scheldt, ruled as the Seventeen Provinces by the Habsburgs "
                "in the 16th century. Their northern part broke away after 1568 in the Eighty "
                "Years' War, while the southern part stayed under Spain, and French Flanders "
                "shares this past."
            ),
            D(
                "The Visegr\u00e1d Group is an alliance of four central European countries, "
                "Czechia, Hungary, Poland and Slovakia, formed in February 1991 at a meeting in "
                "the Hungarian castle town of Visegr\u00e1d, where the kings of Bohemia, Poland "
                "and Hungary had met in 1335. It worked together on joining NATO and the EU, which "
                "all four did by 2004."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How do electric eels produce electricity?",
        "with thousands of flattened cells called electrocytes in three organs along the body; "
        "each makes a small voltage by pumping ions, and stacked in series and fired together they "
        "discharge 600 volts or more",
        [
            D(
                "Torpedo rays, flat fish of warm and temperate seas such as the Mediterranean, "
                "carry a pair of kidney-shaped organs on either side of the head, built of columns "
                "of modified muscle cells. They lie buried in the sand and stun passing fish with "
                "pulses of about 8 to 220 volts, and the ancient Greeks and Romans applied them to "
                "patients to numb the pain of gout and headaches."
            ),
            S(
                "The so-called eel of the Amazon that stuns its prey, in truth a knifefish, "
                "devotes most of its body to three organs packed with thousands of flattened cells "
                "called electrocytes. Each one sets up a small voltage across itself by pumping "
                "ions, like a tiny battery; stacked in series and triggered all at once by a nerve "
                "signal, they discharge 600 volts or more."
            ),
            D(
                "Sharks, rays and some catfish sense the faint electric fields given off by the "
                "muscles and nerves of other animals, using jelly-filled pores in the skin called "
                "the ampullae of Lorenzini, first described in 1678. A hammerhead sweeping its "
                "wide head over the sea floor can find a flounder buried in the sand by the field "
                "of its beating heart."
            ),
            D(
                "In 1800 the Italian physicist Alessandro Volta built the first electric battery, "
                "a pile of alternating copper and zinc discs separated by pieces of card soaked in "
                "salt water, and wrote that he had modelled it on the electric organs of fish. "
                "Napoleon made him a count in 1810, and the unit of electric potential, the volt, "
                "is named after him."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do we have eyebrows?",
        "to keep sweat and rain from running into the eyes, by channelling it to the sides of the "
        "face; they also help show expressions",
        [
            D(
                "Eyelashes, the short curved hairs along the edges of the eyelids, shield the eye "
                "from dust and debris; a study in 2015 found that in many mammals they are about a "
                "third as long as the eye is wide, a length that best cuts the airflow across the "
                "surface of the eye and so slows the evaporation of its tear film."
            ),
            S(
                "The arched strips of hair above the eyes work like little gutters. Their curve "
                "and the way their hairs lie, pointing out toward the temples, steer drips of "
                "sweat and rainwater off to the sides of the face, so they run past rather than "
                "into the eyes; they also let faces signal surprise, anger or doubt at a distance."
            ),
            D(
                "Humans blink about 15 to 20 times a minute, far more often than needed to keep "
                "the eyes moist, each blink lasting about a tenth of a second. Studies suggest the "
                "brain uses these pauses to rest its attention for a moment; people blink less "
                "while reading or staring at a screen, which can leave the eyes dry and sore."
            ),
            D(
                "Tears come in three kinds: basal tears that coat the eye all the time, reflex "
                "tears that flood it when an onion or smoke irritates it, and emotional tears. The "
                "lacrimal glands above the outer corner of each eye make about a teaspoon of fluid "
                "a day, which drains through small holes in the inner corners into the nose."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "lemmings jump off cliffs true",
        "no: it is a myth; the 1958 Disney film White Wilderness staged the scene by herding "
        "lemmings over a ledge",
        [
            D(
                "Lemmings are small, stout rodents of the Arctic tundra, about 7 to 15 cm long, "
                "with short tails and thick fur. They stay active all winter in tunnels under the "
                "snow, feeding on mosses and grasses, and their numbers rise and crash every three "
                "to four years, bringing snowy owls and Arctic foxes to breed where they are "
                "plentiful."
            ),
            S(
                "The tale of lemmings hurling themselves into the sea in a mass suicide is "
                "folklore. When their numbers boom they do spread out in search of food, and some "
                "drown crossing rivers, but they do not deliberately leap to their deaths; "
                "Disney's 1958 nature film White Wilderness staged the scene by herding them over "
                "a ledge."
            ),
            D(
                "Lemmings is a puzzle video game by the Scottish studio DMA Design, released for "
                "the Amiga in February 1991. Players must guide a stream of small green-haired "
                "creatures safely to an exit, giving some of them jobs such as digging, building "
                "or blocking, before they stroll off ledges or into traps; it sold some 20 million "
                "copies."
            ),
            D(
                "Norway lemmings, unlike most of their kind, are boldly patterned in black, yellow "
                "and brown and squeak and lunge at people and predators instead of hiding. "
                "Biologists think the loud colours are a warning that they will fight, and perhaps "
                "that they taste bad, since they feed on bitter mosses, an idea published in 2015."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Which river runs through the birthplace of the author of Faust?",
        "the Main: Goethe was born in Frankfurt am Main on 28 August 1749",
        [
            D(
                "Christopher Marlowe, born in Canterbury in February 1564, the son of a shoemaker, "
                "wrote The Tragical History of Doctor Faustus, probably around 1592, about a "
                "German scholar who sells his soul for 24 years of power. He was stabbed to death "
                "in a house at Deptford in May 1593, aged only 29, in a quarrel over a bill."
            ),
            S(
                "The German poet, dramatist and statesman Johann Wolfgang von Goethe spent some "
                "sixty years on his two-part tragedy of the scholar who sells his soul to "
                "Mephistopheles, publishing the first part in 1808 and finishing the second "
                "shortly before his death in Weimar in March 1832. It is counted the peak of "
                "German literature."
            ),
            D(
                "Friedrich Schiller was born in November 1759 in Marbach, a small town on the "
                "Neckar in W\u00fcrttemberg, the son of an army officer. After his first play, The "
                "Robbers, caused a sensation at Mannheim in 1782, he fled his duke's service, and "
                "later settled in Weimar, where his friendship with Goethe lasted until his death "
                "in 1805."
            ),
            S(
                "Goethe came into the world on 28 August 1749 in a large house on the Gro\u00dfer "
                "Hirschgraben in Frankfurt, the free imperial city on the Main where emperors were "
                "crowned. His father, Johann Caspar, a lawyer of private means, gave him a broad "
                "education at home, and the rebuilt house is now a museum."
            ),
            D(
                "Charles Gounod's opera on the legend, with Mephistopheles, Marguerite and the "
                "ageing doctor, opened at the Th\u00e9\u00e2tre Lyrique in Paris in March 1859. "
                "Written in five acts by a composer born in 1818, it was for decades among the "
                "most performed operas in the world, loved for its Soldiers' Chorus and its Jewel "
                "Song."
            ),
        ],
        drop=1,
    ),
]
