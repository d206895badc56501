"""The thirty-ninth single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `source.py` and the other dev sources (`source_dev2.py` to `source_dev35.py`), for
the format and to choose subjects none of them asks about; the held-out sources were only counted
against each subject (`grep -c`), never read. Subjects are taken only from natural science
(physics, chemistry, astronomy, the human body, medicine), animals and plants, and geography
(countries, cities, rivers, lakes, mountains, islands); another writer took history, politics,
law, the arts, sports, technology and everyday life at the same time. A quarter of the questions
(10 of 40) are typed search-box style. Written after lexical-v32, the batch measures how far the
evaluator's tuning carries to questions it was not written against (the evaluator may be tuned
meanwhile on the earlier batches, never on this one before it is measured; dev all the same:
tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of its own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 351 characters and distractors 351; the longest passage is a support in
8 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled -----------------------------------------------------------------------------------
    Q(
        "titled",
        "factoid",
        "Who discovered the asteroid Vesta?",
        "Heinrich Wilhelm Olbers, a physician and astronomer in Bremen, on 29 March 1807",
        [
            D(
                "Ceres: Ceres, the largest body in the asteroid belt at about 940 km across, "
                "was found by Giuseppe Piazzi at the Palermo observatory on 1 January 1801. "
                "Lost behind the Sun for months, it was recovered at the end of that year "
                "thanks to an orbit worked out by the young Carl Friedrich Gauss, and since "
                "2006 it has been classed as a dwarf planet."
            ),
            S(
                "Vesta (asteroid): Vesta, the brightest asteroid and the only one sometimes "
                "visible to the naked eye, was discovered on 29 March 1807 by Heinrich Wilhelm "
                "Olbers, a physician who watched the sky from the upper floor of his house in "
                "Bremen. He let Carl Friedrich Gauss name it, and Gauss chose the Roman goddess "
                "of the hearth."
            ),
            D(
                "Pallas (asteroid): Pallas, about 510 km across, was the second asteroid found, "
                "on 28 March 1802, by the Bremen doctor Heinrich Olbers while he was following "
                "Ceres. Its orbit is tilted by almost 35 degrees to the plane of the planets, "
                "which makes it hard to reach by spacecraft, and none has yet visited it, "
                "unlike its two larger neighbours."
            ),
            D(
                "Dawn (spacecraft): NASA's Dawn probe, launched in September 2007 and driven by "
                "ion engines, orbited the giant asteroid 4 Vesta from July 2011 to September "
                "2012, mapping the Rheasilvia crater near its south pole, about 500 km wide, "
                "before moving on to Ceres in 2015. It ran out of hydrazine fuel in October "
                "2018 and now circles Ceres silently."
            ),
            D(
                "Juno (asteroid): Juno, the third asteroid to be discovered, was spotted on 1 "
                "September 1804 by Karl Ludwig Harding at Johann Schroeter's observatory at "
                "Lilienthal near Bremen. With a diameter of about 250 km it is one of the "
                "larger stony bodies in the main belt, and it takes about 4.4 years to travel "
                "once around the Sun."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "melting point of titanium",
        "about 1,668 °C (3,034 °F)",
        [
            D(
                "Titanium dioxide: Titanium dioxide, TiO2, is a bright white powder made from "
                "the ores ilmenite and rutile, some six million tonnes of it a year. It is the "
                "pigment in most white paints, paper and toothpaste, blocks ultraviolet light "
                "in sunscreens, and melts at about 1,843 °C, far above the temperature at which "
                "ordinary glass softens."
            ),
            S(
                "Titanium: Titanium, element 22, is a silvery transition metal as strong as "
                "many steels but about 45 percent lighter. It was named in 1795 by Martin "
                "Heinrich Klaproth after the Titans of Greek myth. Pure titanium melts at about "
                "1,668 °C (3,034 °F) and boils at about 3,287 °C, and a thin oxide film shields "
                "it from corrosion."
            ),
            D(
                "Kroll process: Almost all titanium metal is made by the Kroll process, worked "
                "out by William Justin Kroll in Luxembourg in the 1930s. Titanium tetrachloride "
                "gas is reduced with molten magnesium at about 800 to 850 °C in a sealed steel "
                "vessel under argon, leaving a porous mass of metal called titanium sponge, "
                "which is then melted into ingots."
            ),
            D(
                "Tungsten: Tungsten, element 74, has the highest melting point of any metal, "
                "about 3,422 °C, and the highest boiling point of any element, about 5,555 °C. "
                "Isolated by the brothers Juan José and Fausto Elhuyar in Spain in 1783, it was "
                "long used for the filaments of light bulbs and is still used in welding "
                "electrodes and rocket nozzles."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is longer, the Orinoco or the Magdalena?",
        "the Orinoco, about 2,140 km, against about 1,540 km for the Magdalena",
        [
            S(
                "Orinoco: The Orinoco, about 2,140 km long, rises in the Parima highlands on "
                "Venezuela's border with Brazil and makes a great arc across Venezuela before "
                "splitting into a delta of dozens of channels on the Atlantic. For part of its "
                "course it marks the border with Colombia, and its basin holds the Orinoco "
                "crocodile and the pink river dolphin."
            ),
            S(
                "Magdalena River: The Magdalena, Colombia's main river, runs about 1,540 km "
                "north from a lake in the Andean massif near San Agustín to the Caribbean at "
                "Barranquilla, between the Central and Eastern Cordilleras. Its valley holds "
                "most of the country's people, and for three centuries it was the main route "
                "from the coast up to Bogotá."
            ),
            D(
                "Cauca River: The Cauca, about 1,350 km long, flows north through western "
                "Colombia between the Western and Central Cordilleras, past Cali and through "
                "the coffee country, before joining the Magdalena in the lowlands of the Mompox "
                "Depression. Its valley was the heart of the sugar cane industry, and the "
                "Hidroituango dam, Colombia's largest hydroelectric plant, was built across it."
            ),
            D(
                "Meta River: The Meta rises in the Colombian Andes east of Bogotá and flows "
                "about 1,000 km across the grassy llanos, forming part of the border between "
                "Colombia and Venezuela before it joins the Orinoco at Puerto Carreño. It is "
                "navigable by river boats for much of the year, and its plains are home to "
                "cattle ranches and capybaras."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "list",
        "Which countries border Nicaragua?",
        "Honduras to the north and Costa Rica to the south",
        [
            D(
                "Lake Nicaragua: Lake Nicaragua, about 8,260 km², is the largest lake in "
                "Central America. It drains to the Caribbean by the San Juan River, holds more "
                "than 400 small islands near the city of Granada, and is one of the few lakes "
                "with bull sharks, which swim up the river from the sea. The twin volcanoes of "
                "Concepción and Maderas on Ometepe rise from its waters."
            ),
            S(
                "Nicaragua: Nicaragua, with about 130,000 km², is the largest country in "
                "Central America. It borders Honduras to the north and Costa Rica to the south, "
                "and has coasts on the Caribbean Sea to the east and the Pacific Ocean to the "
                "west. Its capital, Managua, lies on the southern shore of Lake Xolotlán, and "
                "its people number about seven million."
            ),
            D(
                "Honduras: Honduras covers about 112,000 km² of Central America and is bordered "
                "by Guatemala to the west, El Salvador to the south-west and a country to the "
                "south-east across the Coco River. It has a long Caribbean coast with the Bay "
                "Islands and a short Pacific shore on the Gulf of Fonseca, and its capital is "
                "Tegucigalpa."
            ),
            D(
                "Costa Rica: Costa Rica, about 51,100 km², lies between the Caribbean and the "
                "Pacific and has Panama as its neighbour to the south-east. It abolished its "
                "army in 1948, protects about a quarter of its land in national parks and "
                "reserves, and its capital, San José, stands in the Central Valley at about "
                "1,170 metres above sea level."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How did Edward Jenner make the first vaccine?",
        (
            "in 1796 he took matter from a cowpox sore on the milkmaid Sarah Nelmes and "
            "scratched it into the arm of the boy James Phipps, who was later shown to be "
            "immune to smallpox"
        ),
        [
            S(
                "Edward Jenner: The Gloucestershire doctor Edward Jenner had heard that "
                "milkmaids who caught cowpox were spared smallpox. In May 1796 he took matter "
                "from a cowpox sore on the hand of the milkmaid Sarah Nelmes and scratched it "
                "into the arm of James Phipps, aged eight; when he later exposed the boy to "
                "smallpox, Phipps did not fall ill."
            ),
            D(
                "Variolation: Before vaccines, people were protected against smallpox by "
                "variolation: material from the sores of a patient with a mild case was rubbed "
                "into a small cut, giving a usually milder illness. Lady Mary Wortley Montagu "
                "saw it done in Constantinople and had her own children treated in 1718 and "
                "1721, after which it spread in Britain."
            ),
            D(
                "Louis Pasteur: Louis Pasteur made the first vaccine against rabies by drying "
                "the spinal cords of infected rabbits, which weakened the virus. In July 1885 "
                "he gave a series of thirteen injections to Joseph Meister, a nine-year-old boy "
                "from Alsace bitten by a rabid dog, who survived. In his honour he widened the "
                "word vaccine to every such preparation."
            ),
            D(
                "Smallpox eradication: Smallpox was declared eradicated by the World Health "
                "Assembly in May 1980, after a global campaign led by the World Health "
                "Organization from 1967. Rather than vaccinating everyone, teams found each "
                "case and vaccinated the people around it, and the last natural case was Ali "
                "Maow Maalin, a hospital cook in Somalia, in 1977."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why are Tasmanian devils endangered?",
        (
            "because of devil facial tumour disease, a contagious cancer spread by bites, which "
            "has killed most of the wild population since it was found in 1996"
        ),
        [
            D(
                "Thylacine: The thylacine, or Tasmanian tiger, was a striped, dog-like "
                "marsupial hunter that lived on the island until the twentieth century. Blamed "
                "for killing sheep, it was hunted under a government bounty from 1888 to 1909, "
                "and the last known animal died in Hobart Zoo on 7 September 1936, two months "
                "after it was finally given legal protection."
            ),
            S(
                "Tasmanian devil: The Tasmanian devil, the largest living marsupial carnivore, "
                "is listed as endangered because of devil facial tumour disease, first seen in "
                "1996. The cancer is passed from animal to animal when they bite each other's "
                "faces while feeding or mating; the tumours stop them eating, and in many areas "
                "more than eighty percent of devils have died."
            ),
            D(
                "Tasmanian devil (behaviour): Tasmanian devils are stocky, black marsupials "
                "about the size of a small dog, found in the wild only on the island of "
                "Tasmania. They feed mostly on carrion, crushing bones with one of the "
                "strongest bites for their size of any mammal, and their screeching at shared "
                "carcasses at night earned them their name from the first European settlers."
            ),
            D(
                "Maria Island: Maria Island, off Tasmania's east coast, is a national park with "
                "no cars and no permanent residents. In 2012 fifteen healthy Tasmanian devils "
                "were released there as an insurance population, and they bred so well that "
                "they wiped out the island's colony of little penguins, some 3,000 breeding "
                "pairs, within a few years of their arrival."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "is an aardvark an anteater",
        (
            "no: the aardvark is the only living member of its own order, Tubulidentata, and is "
            "more closely related to elephants and elephant shrews than to the true anteaters "
            "of South America"
        ),
        [
            S(
                "Aardvark: The aardvark of sub-Saharan Africa digs into termite mounds at night "
                "with its strong claws and laps up the insects with a long sticky tongue. "
                "Despite the diet it is not an anteater at all: it is the only living species "
                "of the order Tubulidentata, and its closest relatives are the elephants, "
                "hyraxes and elephant shrews of the group Afrotheria."
            ),
            D(
                "Giant anteater: The giant anteater of Central and South America, up to about "
                "two metres long with its bushy tail, has no teeth at all. It rips open termite "
                "mounds and ant nests with its front claws and flicks its tongue, about 60 cm "
                "long, in and out up to 150 times a minute, eating perhaps 30,000 insects a "
                "day, and it belongs with the sloths in the order Pilosa."
            ),
            D(
                "Pangolin: Pangolins are scaly mammals of Africa and Asia that eat ants and "
                "termites and roll into a tight ball when threatened. They were once put with "
                "the anteaters and armadillos, but their closest living relatives are in fact "
                "the carnivores. All eight species are protected, as they are thought to be the "
                "most trafficked mammals in the world."
            ),
            D(
                "Aardwolf: The aardwolf is a small, striped relative of the hyenas that lives "
                "in eastern and southern Africa. Instead of hunting large prey it licks up "
                "harvester termites from the ground at night, up to about 300,000 in a single "
                "night, with a broad sticky tongue; its cheek teeth are tiny pegs, though it "
                "keeps sharp canines for fighting."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "What currency is used in the country whose capital is Lusaka?",
        "the Zambian kwacha: Lusaka is the capital of Zambia",
        [
            S(
                "Lusaka: Lusaka, the capital and largest city of Zambia, stands on a limestone "
                "plateau about 1,280 metres above sea level in the south-centre of the country. "
                "It grew up around a railway siding in the early twentieth century and replaced "
                "Livingstone as the capital of Northern Rhodesia in 1935; today it has about "
                "three million people."
            ),
            S(
                "Zambian kwacha: The kwacha is the currency of Zambia, divided into 100 ngwee; "
                "its name means dawn in Nyanja and Bemba, recalling the nationalist call for a "
                "new dawn of freedom. It replaced the Zambian pound in 1968, and in January "
                "2013 the Bank of Zambia rebased it, striking three zeros off every price and "
                "banknote in the country."
            ),
            D(
                "Malawian kwacha: The Malawian kwacha, divided into 100 tambala, has been the "
                "currency of Malawi since 1971, when it replaced the Malawian pound. The "
                "Reserve Bank of Malawi in Lilongwe issues it, and its notes show the founding "
                "president Hastings Kamuzu Banda or, since 2012, figures such as the preacher "
                "John Chilembwe and Inkosi ya Makosi Gomani."
            ),
            D(
                "Harare: Harare, the capital of Zimbabwe, was founded as Fort Salisbury in 1890 "
                "by the Pioneer Column of Cecil Rhodes and renamed in 1982. Zimbabwe abandoned "
                "its own dollar in 2009 after hyperinflation and used the US dollar and other "
                "foreign currencies, then brought in bond notes, the RTGS dollar and, in April "
                "2024, the ZiG, backed by gold."
            ),
        ],
        drop=1,
    ),
    # --- prose ------------------------------------------------------------------------------------
    Q(
        "prose",
        "factoid",
        "How long is Valles Marineris?",
        "about 4,000 km long, up to about 200 km wide and up to about 7 km deep",
        [
            S(
                "Valles Marineris is a system of canyons that runs along the Martian equator "
                "east of the Tharsis volcanoes. It stretches for about 4,000 kilometres, nearly "
                "a fifth of the way around the planet, and in places it is 200 kilometres wide "
                "and 7 kilometres deep. It is named after Mariner 9, the probe that "
                "photographed it in 1971 and 1972."
            ),
            D(
                "Olympus Mons, on the Tharsis bulge of Mars, is the tallest volcano known in "
                "the solar system, rising about 22 kilometres above the surrounding plains, "
                "nearly three times the height of Everest above sea level. Its base is about "
                "600 kilometres across, roughly the size of Arizona, and cliffs up to 8 "
                "kilometres high ring its lower slopes."
            ),
            D(
                "The Grand Canyon in Arizona was carved by the Colorado River over the last "
                "five or six million years. It is about 446 kilometres long, up to 29 "
                "kilometres wide and about 1.8 kilometres deep, and its walls expose nearly two "
                "billion years of rock layers. It became a national park in 1919, and about "
                "five million people visit it each year."
            ),
            D(
                "Mariner 9, launched by NASA on 30 May 1971, reached Mars on 14 November of "
                "that year and became the first spacecraft to orbit another planet. A global "
                "dust storm hid the surface when it arrived, but as the dust settled it mapped "
                "about 85 percent of the planet and sent back 7,329 images before it was "
                "switched off in October 1972."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "where do quokkas live",
        (
            "on Rottnest Island and Bald Island off Western Australia and in a few scattered "
            "patches of the south-west mainland"
        ),
        [
            D(
                "The quokka is a small wallaby about the size of a domestic cat, weighing "
                "between 2.5 and 5 kilograms. It feeds at night on grasses, leaves and "
                "succulent plants, can go a long time without drinking, and became famous "
                "online for its upturned mouth, which in photographs makes it seem to smile; "
                "the selfies have brought it many fans."
            ),
            S(
                "Quokkas are found only in the south-west corner of Western Australia. Most of "
                "them live on Rottnest Island, off Perth, where there are about 10,000, and on "
                "Bald Island near Albany; on the mainland they survive in small scattered "
                "groups in thick swampy vegetation, from the forests near Perth down to the Two "
                "Peoples Bay reserve."
            ),
            D(
                "Rottnest Island lies about 18 kilometres off the coast of Perth and covers "
                "about 19 square kilometres. Private cars are banned there, so visitors get "
                "around by bicycle and ferry, and the island has sixty-three beaches. From 1838 "
                "to 1904 it held a prison for Aboriginal men, and today it is a protected "
                "reserve managed by a state authority."
            ),
            D(
                "The Tammar wallaby lives on islands off South Australia and Western Australia, "
                "such as Kangaroo Island and the Abrolhos, and in a few mainland pockets. It "
                "can drink seawater when fresh water runs short, and a mainland population "
                "thought to be extinct was found living in New Zealand, where it had been "
                "released in the 1870s."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is denser, osmium or iridium?",
        "osmium, at about 22.59 g/cm³, against about 22.56 g/cm³ for iridium",
        [
            S(
                "Osmium is the densest naturally occurring element, at about 22.59 grams per "
                "cubic centimetre, just ahead of iridium's 22.56. It was discovered in 1803 by "
                "Smithson Tennant in London, in the black residue left when crude platinum is "
                "dissolved in aqua regia, and named from the Greek for smell because of the "
                "pungent odour of its oxide."
            ),
            S(
                "Iridium was found in 1803 by the English chemist Smithson Tennant in the same "
                "insoluble residue as another metal and named after Iris, goddess of the "
                "rainbow, for the colours of its salts. It is the most corrosion-resistant "
                "metal known, with a density of about 22.56 grams per cubic centimetre, and a "
                "layer rich in it marks the end of the dinosaurs."
            ),
            D(
                "Platinum, with a density of about 21.45 grams per cubic centimetre, is a "
                "heavy, silvery white metal that does not tarnish in air. Spanish explorers in "
                "South America first found it in the gold sands of the Pinto River in "
                "present-day Colombia, calling it platina, little silver, and today it is used "
                "above all in the catalytic converters of cars and in jewellery."
            ),
            D(
                "Gold has a density of about 19.3 grams per cubic centimetre, so a cube of it "
                "37 centimetres on a side weighs about a tonne. All the gold ever mined, about "
                "210,000 tonnes, would fit in a cube roughly 22 metres across. It is the most "
                "malleable metal: a single gram can be beaten into a sheet of about one square "
                "metre."
            ),
        ],
    ),
    Q(
        "prose",
        "list",
        "What does the lymphatic system do?",
        (
            "it drains excess fluid from the tissues back into the blood, helps fight infection "
            "through lymph nodes and white blood cells, and absorbs fats from the gut"
        ),
        [
            S(
                "The lymphatic system is a network of vessels, nodes and organs with three main "
                "jobs. It collects the fluid that leaks out of blood capillaries into the "
                "tissues and returns it to the bloodstream, it filters that fluid through lymph "
                "nodes where white blood cells trap and destroy germs, and it carries fats "
                "absorbed in the small intestine."
            ),
            D(
                "The spleen, a fist-sized organ under the left ribs, filters blood rather than "
                "lymph. It removes worn-out red blood cells and recycles their iron, stores "
                "platelets and white cells, and helps fight certain bacteria. People can live "
                "without it, but after a splenectomy they are more likely to get serious "
                "infections and are offered extra vaccines."
            ),
            D(
                "The circulatory system pumps about five litres of blood around an adult's body "
                "roughly once a minute. Arteries carry oxygen-rich blood from the heart's left "
                "side to the tissues, the capillaries let oxygen and nutrients pass into the "
                "cells, and veins bring the blood back to the right side of the heart to be "
                "pumped through the lungs."
            ),
            D(
                "Lymphoma is a cancer that begins in the lymphocytes, a kind of white blood "
                "cell. It usually shows first as painless swelling of lymph nodes in the neck, "
                "armpit or groin, sometimes with fever and night sweats. It is split into "
                "Hodgkin lymphoma, described by Thomas Hodgkin in 1832, and the many "
                "non-Hodgkin types."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How does a barn owl hunt in the dark?",
        (
            "by sound: its heart-shaped facial disc funnels sound to ears set at different "
            "heights, so it can pinpoint prey in three dimensions, and soft-edged feathers let "
            "it fly almost silently"
        ),
        [
            D(
                "Barn owls are found on every continent except Antarctica and nest in hollow "
                "trees, cliffs and old farm buildings. A pair can raise up to about seven "
                "owlets in a good vole year, and they swallow their prey whole, bringing up the "
                "fur and bones a few hours later as pellets that naturalists collect to study "
                "the small mammals of an area."
            ),
            S(
                "A barn owl can catch a mouse in total darkness by hearing alone. Its pale, "
                "heart-shaped face acts like a dish that channels sound to its ears, and one "
                "ear sits higher than the other, so a noise reaches them at slightly different "
                "times and loudness, fixing both direction and height. Soft, fringed wing "
                "feathers let it swoop without a sound."
            ),
            D(
                "Oilbirds of northern South America live in dark caves and find their way there "
                "by echolocation, making audible clicks and listening to the echoes, much as "
                "bats do, though with far less precision. They leave the caves at night to feed "
                "on the fruit of oil palms and laurels, which they locate by smell and sight, "
                "and are the only nocturnal birds that eat fruit."
            ),
            D(
                "Cats see well at night because a layer behind the retina bounces light back "
                "through the eye, and their pupils open into wide circles in dim light. They "
                "have about six times as many rod cells as people do and need only about a "
                "sixth of the light we need to see, but they cannot see in total darkness and "
                "use their whiskers up close."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why does jaundice turn the skin yellow?",
        (
            "because bilirubin, a yellow pigment made when old red blood cells are broken down, "
            "builds up in the blood when the liver cannot clear it fast enough"
        ),
        [
            D(
                "Carotenaemia is a harmless orange-yellow tint of the skin caused by eating "
                "large amounts of carrots, sweet potatoes, pumpkin or other foods rich in "
                "beta-carotene. It shows most on the palms, soles and around the nose, and "
                "unlike other kinds of yellowing it leaves the whites of the eyes clear. It "
                "fades within a few weeks once the diet changes."
            ),
            S(
                "Jaundice is the yellowing of the skin and the whites of the eyes caused by "
                "bilirubin, a yellow-orange pigment made when worn-out red blood cells are "
                "broken down. Normally the liver takes bilirubin out of the blood and passes it "
                "into the bile, but when the liver is damaged, the bile ducts are blocked or "
                "too many red cells are destroyed, it builds up."
            ),
            D(
                "Newborn babies often look yellow in their first week, and about six in ten "
                "full-term babies are affected. It usually clears up by itself within two "
                "weeks, but high levels are treated with phototherapy: the baby lies under blue "
                "light, which changes the pigment into a form that can leave the body in urine, "
                "usually without any need for an exchange transfusion."
            ),
            D(
                "Hepatitis A is a liver infection spread mainly by food or water contaminated "
                "with the faeces of an infected person. After an incubation of about four weeks "
                "it brings fever, tiredness, nausea and pain under the right ribs, and most "
                "adults recover fully within two months. A vaccine has been available since "
                "1995 and gives long protection."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "is rabies always fatal",
        (
            "almost always once symptoms appear, but it can be prevented: prompt washing of the "
            "wound and a course of vaccine, with immunoglobulin, after a bite works before "
            "symptoms start"
        ),
        [
            S(
                "Once the first signs of rabies appear, such as fever, tingling at the bite and "
                "then fear of water and agitation, the disease is nearly always fatal; only a "
                "handful of people are known to have survived. Yet it is almost completely "
                "preventable: washing the wound and starting vaccine and immunoglobulin soon "
                "after a bite stops the virus reaching the brain."
            ),
            D(
                "Rabies kills about 59,000 people a year, most of them in Asia and Africa, and "
                "in about ninety-nine percent of cases the virus comes from the bite of a "
                "domestic dog. The World Health Organization and its partners have set a goal "
                "of ending human deaths from dog-transmitted rabies by 2030, largely by "
                "vaccinating dogs, which blocks spread at source."
            ),
            D(
                "Tetanus is caused by a toxin of the soil bacterium Clostridium tetani, which "
                "gets into the body through cuts and puncture wounds such as those from a rusty "
                "nail. It causes painful muscle spasms, often starting with the jaw, which is "
                "why it is called lockjaw. Vaccination with boosters every ten years or so "
                "prevents it, and even with modern hospital care about one in ten cases die."
            ),
            D(
                "Bats are the main source of rabies in the Americas, where dog rabies has "
                "largely been brought under control, and a bite from one can be so small that "
                "it goes unnoticed. Britain has been free of classic rabies since 1922, though "
                "a bat carer in Scotland died in 2002 after being bitten by a Daubenton's bat "
                "carrying a related lyssavirus."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "What language is spoken in the country whose capital is Georgetown?",
        (
            "English: Georgetown is the capital of Guyana, the only South American country with "
            "English as its official language"
        ),
        [
            S(
                "Georgetown, the capital and chief port of Guyana, stands on the Atlantic coast "
                "at the mouth of the Demerara River. Much of the city lies below high-tide "
                "level and is protected by a sea wall and a system of canals and sluices built "
                "by the Dutch. Its wooden St George's Cathedral, finished in 1899, is one of "
                "the tallest wooden churches in the world."
            ),
            S(
                "Guyana is the only country in South America whose official language is "
                "English, a legacy of British rule, which lasted from 1814 until independence "
                "in 1966. Most people speak an English-based creole in daily life, and Hindi, "
                "Urdu and several Amerindian languages such as Wapishana and Macushi are also "
                "heard across the country and its interior."
            ),
            D(
                "George Town, the capital of the Malaysian state of Penang, was founded by "
                "Francis Light of the East India Company in 1786 and named after the Prince of "
                "Wales, later King George IV. Its old core of shophouses, clan houses and "
                "temples was made a World Heritage Site in 2008, and its people mostly speak "
                "Penang Hokkien, Malay, English and Tamil."
            ),
            D(
                "Suriname, Guyana's eastern neighbour across the Courantyne River, was a Dutch "
                "colony until 1975, and Dutch is still its only official language, making it "
                "the only Dutch-speaking country in South America. Its capital is Paramaribo, "
                "and most people also speak Sranan Tongo, an English-based creole that serves "
                "as the common language between groups."
            ),
        ],
        drop=1,
    ),
    # --- web --------------------------------------------------------------------------------------
    Q(
        "web",
        "factoid",
        "Who invented pasteurisation?",
        (
            "Louis Pasteur, who from 1862 to 1864 showed that gently heating wine to about "
            "50-60 °C killed the microbes that spoiled it"
        ),
        [
            D(
                "Home > Science > Food | Canning: how Nicolas Appert sealed food in bottles | "
                "The Paris confectioner Nicolas Appert found in the 1790s that food sealed in "
                "glass and boiled would keep for months, long before anyone knew why. He won a "
                "prize of 12,000 francs from the French government in 1810 for his method. 4 "
                "min read | Share this | Related: Tin cans"
            ),
            S(
                "Home > Science > Food safety | Why is milk heated? The story of pasteurisation "
                "| Pasteurisation is named after the French chemist Louis Pasteur, who in the "
                "early 1860s showed that heating wine to around 50-60 °C for a short time "
                "killed the microbes that soured it, without spoiling the taste. The same idea "
                "was applied to milk decades later. Share this | Cookie policy"
            ),
            D(
                "Home > History of medicine > Germ theory | Louis Pasteur and the swan-neck "
                "flask | In 1859 Louis Pasteur boiled broth in flasks with long curved necks "
                "that let in air but trapped dust. The broth stayed clear for months, "
                "disproving the idea that life arises by itself from spoiled matter. The French "
                "Academy of Sciences gave him the Alhumbert Prize for it in 1862. Share this | "
                "Newsletter sign-up"
            ),
            D(
                "Home > Food & drink > Dairy | UHT milk: how long-life milk is made | "
                "Ultra-high-temperature milk is heated to about 135-140 °C for two to four "
                "seconds and packed in sterile cartons, so it keeps unopened for six to nine "
                "months without a fridge. The Swiss firm Tetra Pak and the Alpura dairy "
                "launched it commercially in the early 1960s. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "how long do kakapo live",
        ("a very long time for a bird: probably 60 years or more, perhaps as long as 90 years"),
        [
            D(
                "Home > Nature > Birds of New Zealand | Kea: the mountain parrot | The kea, an "
                "olive-green parrot of the Southern Alps, is famous for its curiosity and for "
                "pulling rubber seals off parked cars. It lives up to about 15 years in the "
                "wild and 50 in captivity, and it was hunted under a bounty until 1970 for "
                "attacking sheep. Share this | Comments (12) | Cookie settings"
            ),
            S(
                "Home > Nature > Endangered birds | Kākāpō: the flightless night parrot | The "
                "kākāpō is the heaviest parrot in the world and also one of the longest-lived "
                "birds: it is thought to reach 60 years or more, perhaps up to 90, and it "
                "breeds only in years when rimu trees fruit heavily. Every surviving bird has a "
                "name and a radio tag. Share this | Donate to Kākāpō Recovery | Cookie policy"
            ),
            D(
                "Home > Nature > Conservation news | Kākāpō numbers pass 250 | Rangers on "
                "Whenua Hou (Codfish Island) counted a record 2019 breeding season, with more "
                "than 70 chicks fledged, and the population has grown from 51 birds in 1995 to "
                "about 250. The birds are now kept on a few predator-free islands off the south "
                "of the country, watched over by rangers. Share this | Related stories | "
                "Newsletter"
            ),
            D(
                "Home > Animals > Parrots | How long do parrots live? | Large parrots are "
                "famous for outliving their owners. A cockatoo named Cookie at Brookfield Zoo "
                "near Chicago reached 83 before dying in 2016, and macaws commonly live 50 to "
                "60 years in captivity, while budgerigars manage only about 5 to 10. Share this "
                "| Pet care guides | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "bison vs muskox which is heavier",
        (
            "the American bison: bulls weigh up to about 900-1,000 kg, against about 270-410 kg "
            "for a bull muskox"
        ),
        [
            S(
                "Home > Animals > Mammals of North America | American bison: facts | The "
                "American bison is the heaviest land animal in North America. Bulls stand up to "
                "about 1.9 metres at the shoulder and weigh up to about 900-1,000 kg, cows "
                "about half that. Some 30 to 60 million roamed the plains before the slaughter "
                "of the 1800s. Share this | Cookie policy"
            ),
            S(
                "Home > Animals > Arctic wildlife | Muskox | The muskox of the Arctic tundra in "
                "Canada and Greenland is more closely related to sheep and goats than to oxen. "
                "Bulls weigh about 270-410 kg and cows about 180-280 kg, and a long coat of "
                "guard hair over a fine under-wool called qiviut keeps them warm at -40 °C. "
                "Share this | Related: Caribou | Newsletter"
            ),
            D(
                "Home > Animals > Mammals of Europe | European bison (wisent) | The wisent was "
                "hunted out in the wild by 1927, and every animal alive today descends from 12 "
                "kept in zoos. Bulls reach about 615-920 kg. Since the 1950s herds have been "
                "set free in the Białowieża Forest on the Polish-Belarusian border, where about "
                "800 now roam. Share this | Cookie policy"
            ),
            D(
                "Home > Animals > Deer | Moose: the largest deer | Moose bulls can stand over 2 "
                "metres at the shoulder and weigh up to about 700 kg, and their antlers may "
                "span 1.8 metres. They are good swimmers and dive up to 6 metres to feed on "
                "water plants, and in Sweden about 5,000 collisions with cars happen each year. "
                "Share this | Comments (8) | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "list",
        "Which islands make up Malta?",
        (
            "Malta, Gozo and Comino, the three inhabited islands, with the small uninhabited "
            "islets of Cominotto, Filfla and St Paul's Islands"
        ),
        [
            D(
                "Home > Travel > Europe > Malta | Getting around Malta | A ferry crosses from "
                "Ċirkewwa to Mġarr every 45 minutes, taking about 25 minutes, and buses run "
                "across the main island from the terminus at Valletta. Cars drive on the left, "
                "a legacy of British rule, which lasted from 1800 to 1964. Share this | Book a "
                "hotel | Cookie policy"
            ),
            S(
                "Home > Geography > Europe | The Maltese archipelago | The Maltese archipelago "
                "lies in the Mediterranean about 80 km south of Sicily. Only three of its "
                "islands are inhabited: Malta, the largest, Gozo to the north-west and tiny "
                "Comino between them. The rest are uninhabited islets: Cominotto, Filfla and St "
                "Paul's Islands. Share this | Print | Cookie policy"
            ),
            D(
                "Home > Travel > Europe | The Aeolian Islands | The seven Aeolian Islands off "
                "the north coast of Sicily are Lipari, Vulcano, Salina, Stromboli, Filicudi, "
                "Alicudi and Panarea. Lipari, the largest, has about 12,000 people, and the "
                "group was made a UNESCO World Heritage Site in 2000 for what its volcanoes "
                "show about eruptions. Share this | Ferry times | Cookie policy"
            ),
            D(
                "Home > Geography > Italy | The Pelagie Islands | Lampedusa, Linosa and the "
                "islet of Lampione form the Pelagie Islands, Italy's southernmost territory, "
                "closer to Tunisia than to Sicily. Lampedusa's Rabbit Beach is a nesting site "
                "for loggerhead turtles, and the islands have about 6,500 people. Share this | "
                "Weather | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How do dung beetles find their way?",
        (
            "rollers steer by the sky: they use the Sun, the Moon, the pattern of polarised "
            "light and, on dark nights, the band of the Milky Way to roll their dung balls in a "
            "straight line"
        ),
        [
            S(
                "Home > Science > Animal navigation | Dung beetles steer by the stars | Rolling "
                "dung beetles keep a straight line away from the dung pile by watching the sky. "
                "They take their bearing from the Sun or Moon and the polarised light around "
                "them, and on moonless nights African species follow the glow of the Milky Way, "
                "as tests in a planetarium in Johannesburg showed in 2013. Share this | Cookie "
                "policy"
            ),
            D(
                "Home > Nature > Insects | Why dung beetles matter | Dung beetles bury dung to "
                "feed their young, returning nutrients to the soil and cutting the flies that "
                "breed in it. Australia brought in about 55 species from Africa and Europe from "
                "1968, because its native beetles could not cope with the dung of the country's "
                "20 million cattle. Share this | Related: Soil health | Newsletter"
            ),
            D(
                "Home > Science > Animal navigation | How honeybees tell each other the way | A "
                "forager back at the hive performs a waggle dance on the comb: the angle of its "
                "run against the vertical gives the direction of the food relative to the Sun, "
                "and the length of the waggle gives the distance. Karl von Frisch won a Nobel "
                "Prize in 1973 for decoding it. Share this | Cookie policy"
            ),
            D(
                "Home > Nature > Insects | Sacred scarab of ancient Egypt | The Egyptians saw "
                "in the dung beetle pushing its ball an image of the god Khepri rolling the Sun "
                "across the sky, and scarab amulets carved from stone or glazed faience were "
                "among the most common charms in Egypt from about 2000 BC onwards, placed over "
                "the hearts of the dead in their wrappings. Share this | Museum shop | Related: "
                "Egyptian gods | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why do people get tinnitus?",
        (
            "most often because the hair cells of the inner ear are damaged by loud noise or "
            "age, and the brain turns up its own activity to fill the gap, which is heard as "
            "ringing; earwax, ear infections and some drugs can also cause it"
        ),
        [
            D(
                "Home > Health > Ears | Hearing loss: the facts | About 1.5 billion people "
                "worldwide live with some degree of hearing loss, and around 430 million need "
                "help for it. The most common kind, age-related hearing loss or presbycusis, "
                "starts with the high pitches, and the World Health Organization says half of "
                "it could be prevented. Share this | Find a clinic | Cookie policy"
            ),
            S(
                "Home > Health > Ears | What causes ringing in the ears? | Tinnitus is usually "
                "a sign that the delicate hair cells in the cochlea have been harmed, by years "
                "of loud music or machinery or simply by ageing. With fewer signals arriving "
                "from the ear, the brain's hearing centres become overactive and produce sounds "
                "of their own. A blocked ear or an infection can set it off too. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > Health > Ears | Ménière's disease | Ménière's disease is an inner ear "
                "disorder that causes sudden attacks of spinning vertigo lasting from twenty "
                "minutes to several hours, along with a feeling of fullness in the ear and "
                "hearing that comes and goes. It is linked to a build-up of fluid in the inner "
                "ear and usually starts between the ages of 40 and 60. Share this | Related: "
                "Vertigo | Cookie policy"
            ),
            D(
                "Home > Science > Sound | How loud is too loud? | Sound is measured in "
                "decibels, and every 10 dB more is ten times the intensity. Normal speech is "
                "about 60 dB, a busy road about 85 dB and a rock concert up to 110 dB; the safe "
                "listening time halves with every extra 3 dB, from eight hours at 85 dB to "
                "about 15 minutes at 100 dB. Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Are piranhas dangerous to humans?",
        (
            "rarely: they are mostly timid scavengers and attacks are uncommon, usually single "
            "bites to swimmers' feet or hands in the dry season, when fish are crowded and "
            "hungry"
        ),
        [
            D(
                "Home > Nature > Rivers > Amazon | The red-bellied piranha | The red-bellied "
                "piranha grows to about 33 cm and lives in shoals of 20 or more in rivers of "
                "the Amazon, Paraná and Essequibo basins. Its triangular teeth interlock like a "
                "pair of scissors, and it can bite with a force about thirty times its own "
                "weight. Share this | Related: Arapaima | Newsletter"
            ),
            S(
                "Home > Nature > Myths debunked | Will piranhas eat you alive? | Despite films "
                "and legend, piranhas seldom attack people. Most are shy fish that shoal for "
                "protection and feed on insects, fish, fruit and carrion. When bites happen, "
                "they are usually a single nip to the heel or hand of a bather, most often in "
                "the dry season, when the fish are trapped in shrinking pools. Share this | "
                "Cookie policy"
            ),
            D(
                "Home > History > Explorers | Roosevelt and the piranha show | On his Brazilian "
                "expedition in 1913-14 Theodore Roosevelt watched a cow driven into a river in "
                "Mato Grosso where soldiers had penned piranhas starved for days, and wrote "
                "that the fish stripped it to the bone. His book Through the Brazilian "
                "Wilderness, published in 1914, spread their fearsome image worldwide. Share "
                "this | Cookie policy"
            ),
            D(
                "Home > Nature > Rivers > Amazon | Candiru: the toothpick fish | The candiru is "
                "a tiny, nearly transparent catfish of the Amazon basin that feeds on the blood "
                "of larger fish by lodging in their gills. Legends say it swims into people in "
                "the water, but only one such case, from 1997, was ever reported, and it is "
                "much doubted. Share this | Related: Pacu | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "What is the official language of the country whose capital is Belmopan?",
        ("English: Belmopan is the capital of Belize, whose only official language is English"),
        [
            S(
                "Home > Travel > Central America > Belize | Belmopan, the capital | Belmopan "
                "became the capital of Belize in 1970, after Hurricane Hattie flattened much of "
                "Belize City in 1961. Built inland on higher ground about 80 km from the coast, "
                "it has only about 25,000 people, making it one of the smallest capitals in the "
                "Americas. Share this | Hotels in Belmopan | Cookie policy"
            ),
            S(
                "Home > Geography > Countries | Belize: fast facts | Belize, formerly British "
                "Honduras, is the only country in Central America whose official language is "
                "English, a legacy of British rule until independence in 1981. Kriol, Spanish "
                "and Garifuna are widely spoken too, as are Maya languages such as Q'eqchi'. "
                "Share this | Print this page | Cookie policy"
            ),
            D(
                "Home > Geography > Countries | Guatemala: fast facts | Guatemala, Belize's "
                "neighbour to the west and south, has Spanish as its official language, but 22 "
                "Mayan languages, including K'iche' and Kaqchikel, are recognised alongside "
                "Garifuna and Xinca. Its capital, Guatemala City, is the largest city in "
                "Central America. Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Central America > Belize | The Great Blue Hole | The Great "
                "Blue Hole, a circular marine sinkhole about 300 m across and 124 m deep, lies "
                "off Belize City in Lighthouse Reef. Jacques Cousteau brought it fame in 1971, "
                "and in 2018 a submarine dive found stalactites deep inside it. Share this | "
                "Book a dive | Related: Barrier Reef | Cookie policy"
            ),
        ],
        drop=1,
    ),
    # --- faq --------------------------------------------------------------------------------------
    Q(
        "faq",
        "factoid",
        "What is the half-life of plutonium-239?",
        "about 24,100 years",
        [
            D(
                "Q: What is plutonium used for? A: Plutonium-239 is the fissile fuel of most "
                "nuclear weapons, including the Nagasaki bomb of August 1945, and it is also "
                "burned in reactors as part of mixed oxide (MOX) fuel. Plutonium-238, which "
                "gives off steady heat, powers spacecraft such as Voyager 1 and 2, launched in "
                "1977, through radioisotope generators."
            ),
            S(
                "Q: How long does plutonium-239 stay radioactive? A: Plutonium-239 has a "
                "half-life of about 24,100 years, so half of any amount will have decayed, "
                "mostly into uranium-235, after that time, and a quarter will be left after "
                "about 48,200 years. That is why spent fuel and weapons waste containing it "
                "must be kept isolated for hundreds of thousands of years."
            ),
            D(
                "Q: Who discovered plutonium? A: Plutonium was first made in December 1940 and "
                "identified early in 1941 by Glenn Seaborg, Edwin McMillan, Joseph Kennedy and "
                "Arthur Wahl at the University of California, Berkeley, by bombarding uranium "
                "with deuterons in a cyclotron. It was named after Pluto, following uranium and "
                "neptunium, and Seaborg shared a Nobel Prize in 1951."
            ),
            D(
                "Q: What is the half-life of uranium-238? A: Uranium-238, which makes up about "
                "99.3 percent of natural uranium, has a half-life of about 4.5 billion years, "
                "close to the age of the Earth, so roughly half the uranium-238 present when "
                "the planet formed is still here. Uranium-235, the fissile isotope used in most "
                "reactors, decays faster, with a half-life of about 704 million years."
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "where do truffles grow",
        (
            "underground, on the roots of host trees such as oak, hazel, beech and poplar, in "
            "chalky soils, most famously in Périgord in France and Piedmont and Umbria in Italy"
        ),
        [
            S(
                "Truffles: frequently asked questions. Q: Where are truffles found? A: Truffles "
                "grow underground, a few centimetres to about 30 cm deep, in partnership with "
                "the roots of host trees such as oak, hazel, beech, poplar and lime. They like "
                "chalky, well-drained soil, and the best known come from Périgord and Provence "
                "in France and from Piedmont and Umbria in Italy."
            ),
            D(
                "Truffles: frequently asked questions. Q: How are truffles found? A: Because "
                "truffles grow hidden in the soil, hunters rely on animals that can smell the "
                "ripe fungus. Pigs were used traditionally, since a chemical in truffles "
                "resembles a boar's scent, but they tend to eat the prize, so trained dogs, "
                "often the Lagotto Romagnolo breed of Italy, are preferred today."
            ),
            D(
                "Truffles: frequently asked questions. Q: Why are truffles so expensive? A: "
                "They are rare, seasonal and hard to cultivate. White truffles from Alba in "
                "Piedmont often sell for 3,000 to 5,000 euros a kilogram, and a single white "
                "truffle weighing 1.5 kg fetched 330,000 dollars at auction in Macau in 2007, "
                "bought by the casino owner Stanley Ho. Black winter truffles cost less."
            ),
            D(
                "Chocolate truffles: Q: Are chocolate truffles related to the fungus? A: Only "
                "by looks. The sweet is a ball of ganache, chocolate mixed with cream, rolled "
                "in cocoa powder, and it was named for its resemblance to the knobbly black "
                "fungus. One story credits the French pastry chef Louis Dufour, who is said to "
                "have made the first ones in Chambéry in December 1895."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is deeper, Lake Ohrid or Lake Prespa?",
        "Lake Ohrid, about 288 m at its deepest, against about 54 m for Lake Prespa",
        [
            D(
                "Lake Ohrid fact sheet: Where: on the border of North Macedonia and Albania. "
                "Age: one of the oldest lakes in Europe, at least 1.36 million years, as shown "
                "by cores drilled in 2013. Wildlife: more than 200 species found nowhere else, "
                "including the Ohrid trout. Status: a UNESCO World Heritage Site since 1979, "
                "extended to the Albanian side in 2019."
            ),
            S(
                "Lake Ohrid fact sheet: Surface area: about 358 km², shared by North Macedonia "
                "and Albania. Maximum depth: about 288 m; average depth about 155 m, making it "
                "the deepest lake in the Balkans. Fed by: underground springs, much of it water "
                "seeping from a neighbouring lake through the karst of the Galičica mountains. "
                "Outflow: the Black Drin."
            ),
            S(
                "Lake Prespa fact sheet: Surface area: about 259 km² for Great Prespa, shared "
                "by North Macedonia, Albania and Greece, with Small Prespa beside it. Maximum "
                "depth: about 54 m. Altitude: about 850 m, some 150 m higher than its "
                "neighbour, to which it drains underground. Wildlife: one of the largest "
                "breeding colonies of Dalmatian pelicans in the world."
            ),
            D(
                "Lake Skadar fact sheet: Surface area: between about 370 and 530 km², depending "
                "on the season, the largest lake in the Balkans. Maximum depth: around 8 m in "
                "the lake bed, though some springs go far deeper. Shared by: Montenegro and "
                "Albania. Outflow: the Bojana River to the Adriatic. Status: a national park on "
                "the Montenegrin side since 1983."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "What are the symptoms of a migraine?",
        (
            "a throbbing headache, often on one side, with nausea or vomiting and sensitivity "
            "to light and sound; about a third of people also get an aura of visual "
            "disturbances beforehand"
        ),
        [
            D(
                "Q: What is a tension headache? A: A tension headache is the most common kind "
                "of headache, felt as a dull, tight band of pressure around the forehead or the "
                "back of the head, on both sides. It rarely causes nausea, and most people can "
                "carry on with daily life. Episodes last from thirty minutes to a week, and "
                "common triggers are stress, poor posture and missed meals."
            ),
            S(
                "Q: What does a migraine feel like? A: A migraine is usually a moderate or "
                "severe throbbing headache, often on one side of the head, that gets worse with "
                "movement. It commonly comes with nausea or vomiting and with sensitivity to "
                "light and noise. About one in three people with migraine get an aura first, "
                "such as flashing lights or zigzag lines, lasting up to an hour."
            ),
            D(
                "Q: What is a cluster headache? A: Cluster headaches are attacks of severe pain "
                "around one eye, lasting fifteen minutes to three hours, that come in bouts of "
                "several a day for weeks at a time, often at the same hour each night. The eye "
                "may water and redden and the nostril run on the same side. They are rarer than "
                "migraine and more common in men who smoke."
            ),
            D(
                "Q: How is a migraine treated? A: Most attacks are treated with painkillers "
                "such as ibuprofen or paracetamol, taken early, or with triptans such as "
                "sumatriptan, first approved in 1991, which narrow blood vessels in the head. "
                "People with frequent attacks may take a daily preventive drug such as "
                "propranolol or topiramate, or monthly injections of antibodies against CGRP."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How are the pressure and volume of a gas related?",
        (
            "inversely, at a fixed temperature and amount of gas: halve the volume and the "
            "pressure doubles (Boyle's law, pV = constant)"
        ),
        [
            S(
                "Gas laws fact sheet: Boyle's law (Robert Boyle, 1662). What it says: for a "
                "fixed amount of gas kept at the same temperature, pressure and volume are "
                "inversely proportional, so pressure times volume stays constant. Example: "
                "squeeze the gas into half the space and its pressure doubles; let it expand to "
                "three times the space and the pressure falls to a third."
            ),
            D(
                "Gas laws fact sheet: Charles's law (Jacques Charles, about 1787). What it "
                "says: for a fixed amount of gas at constant pressure, the volume is "
                "proportional to the absolute temperature in kelvin. Example: heat a balloon "
                "from 273 K to 546 K and it doubles in size. Use: the idea behind hot-air "
                "balloons, which the Montgolfier brothers flew in 1783."
            ),
            D(
                "Gas laws fact sheet: Gay-Lussac's law (Joseph Louis Gay-Lussac, 1802). What it "
                "says: for a fixed amount of gas in a closed rigid container, pressure is "
                "proportional to the absolute temperature. Example: an aerosol can heated from "
                "300 K to 450 K rises to one and a half times its pressure, which is why cans "
                "carry warnings not to leave them near heat or in a hot car."
            ),
            D(
                "Robert Boyle fact sheet: Born: 25 January 1627 at Lismore Castle, Ireland, the "
                "fourteenth child of the Earl of Cork. Known for: The Sceptical Chymist (1661), "
                "which attacked the four elements of Aristotle, and experiments with an air "
                "pump built with Robert Hooke. Founder member: the Royal Society, 1660. Died: "
                "31 December 1691 in London."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why do locusts swarm?",
        (
            "crowding: when drought packs solitary grasshoppers together, the touching of their "
            "hind legs raises serotonin, which turns them into the gregarious phase that bands "
            "and swarms"
        ),
        [
            D(
                "Q: How much can a locust swarm eat? A: A desert locust eats roughly its own "
                "weight, about two grams, of fresh food every day. A swarm of one square "
                "kilometre can hold 40 to 80 million insects and eat as much in a day as about "
                "35,000 people, and swarms can cover hundreds of square kilometres and fly 100 "
                "to 150 km a day on the wind."
            ),
            S(
                "Q: What makes a locust swarm? A: Locusts are grasshoppers that change with "
                "crowding. When rain is followed by drought, insects that normally live alone "
                "are packed onto the few green patches left, and repeated touching of their "
                "hind legs triggers a surge of serotonin. Within hours they grow sociable, "
                "change colour and begin to march and fly in bands."
            ),
            D(
                "Q: What happened to the Rocky Mountain locust? A: The Rocky Mountain locust "
                "formed the biggest swarms ever recorded: one in 1875 was estimated to cover "
                "about 510,000 km², bigger than California. Yet by 1902 the species was "
                "extinct, probably because farmers ploughed and irrigated the river valleys "
                "where it laid its eggs. The last living specimen was collected that year."
            ),
            D(
                "Q: Do cicadas swarm like locusts? A: No. Periodical cicadas of eastern North "
                "America emerge together in huge numbers every 13 or 17 years, up to about 1.5 "
                "million an acre, but they do not fly in swarms or strip crops. Adults live "
                "only a few weeks, mating and laying eggs in twigs, and the prime-number cycles "
                "may help them avoid predators."
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "is there lead in a pencil",
        (
            "no: pencil 'lead' is graphite, a form of carbon, mixed with clay, and has never "
            "contained the metal lead"
        ),
        [
            D(
                "Q: Why are most pencils painted yellow? A: In the 1890s the Koh-i-Noor "
                "Hardtmuth company of Bohemia painted its top pencils yellow, a colour linked "
                "with the Chinese emperors, to suggest they held the finest graphite. American "
                "makers copied it, and about three quarters of pencils sold in the United "
                "States are now yellow, such as the Dixon Ticonderoga."
            ),
            S(
                "Q: Is the lead in a pencil poisonous? A: No, because it is not lead at all. "
                "The core is graphite, a soft form of carbon, blended with clay and baked; more "
                "clay gives a harder, paler H grade and less clay a softer, darker B grade. The "
                "name is a leftover from the 1500s, when people took the graphite found in "
                "Borrowdale, Cumbria, for a kind of lead ore."
            ),
            D(
                "Q: Is lead paint still dangerous? A: Yes. Paint made with white lead, lead "
                "carbonate, was banned for homes in the United States in 1978 and restricted in "
                "Europe from the 1920s, but it survives on the walls of older houses. Chipping "
                "and dust from sanding can poison children, harming the brain and kidneys even "
                "at low levels, so old layers should be removed by professionals."
            ),
            D(
                "Q: What is graphene? A: Graphene is a single layer of carbon atoms in a "
                "honeycomb pattern, one atom thick. Andre Geim and Konstantin Novoselov of the "
                "University of Manchester first isolated it in 2004 by peeling flakes off "
                "graphite with sticky tape, and won the Nobel Prize in Physics in 2010. It "
                "conducts electricity very well and is about 200 times stronger than steel."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "What currency is used in the country whose capital is Baku?",
        "the Azerbaijani manat: Baku is the capital of Azerbaijan",
        [
            S(
                "Baku fact sheet: Country: Azerbaijan, of which it is the capital and largest "
                "city. Location: on the Absheron Peninsula, on the western shore of the Caspian "
                "Sea, about 28 m below sea level, the lowest-lying capital in the world. "
                "Population: about 2.3 million. Known for: its walled Old City and Palace of "
                "the Shirvanshahs, and the Flame Towers, finished in 2012."
            ),
            S(
                "Azerbaijani manat fact sheet: Code: AZN, divided into 100 qapik. History: "
                "first issued in 1992 after independence from the Soviet Union; a new manat "
                "replaced the old at 5,000 to one in January 2006. Issuer: the Central Bank of "
                "Azerbaijan. Design: notes by the Austrian Robert Kalina, who also designed the "
                "first euro banknotes, with symbols of the country."
            ),
            D(
                "Turkmenistan manat fact sheet: Code: TMT, divided into 100 tenge. History: "
                "introduced in 1993, replacing the Russian rouble; redenominated in 2009 at "
                "5,000 old manat to one new. Issuer: the Central Bank of Turkmenistan in "
                "Ashgabat. Design: notes show national heroes and the white marble buildings of "
                "the capital. Name: from the Russian word for coin, moneta."
            ),
            D(
                "Tbilisi fact sheet: Country: Georgia, of which it is the capital and largest "
                "city. Location: on the banks of the Kura River in a valley of the South "
                "Caucasus. Population: about 1.2 million. Currency: the Georgian lari, "
                "introduced in 1995. Known for: its sulphur baths in the Abanotubani district "
                "and the Narikala fortress on the hill above the old town."
            ),
        ],
        drop=1,
    ),
    # --- paraphrase -------------------------------------------------------------------------------
    Q(
        "paraphrase",
        "factoid",
        "Who proposed the modern atomic theory?",
        (
            "John Dalton, an English chemist and schoolteacher in Manchester, in the first "
            "years of the nineteenth century"
        ),
        [
            D(
                "Democritus of Abdera, a Greek thinker of the fifth century BC, taught with his "
                "master Leucippus that everything is made of tiny, uncuttable bits moving "
                "through empty space, and the Greek word for uncuttable gave us the name we "
                "use. His ideas survived mainly through the poem On the Nature of Things by the "
                "Roman Lucretius, rediscovered in 1417."
            ),
            S(
                "A Quaker teacher in Manchester, John Dalton, argued in lectures from 1803 and "
                "in his New System of Chemical Philosophy of 1808 that each element is built of "
                "tiny indivisible particles, all alike within an element and differing in "
                "weight from one element to another, which join in simple whole-number ratios "
                "to make compounds. Chemistry has rested on the idea since."
            ),
            D(
                "In 1897 Joseph John Thomson at the Cavendish Laboratory in Cambridge showed "
                "that cathode rays are streams of tiny negatively charged particles far lighter "
                "than a hydrogen atom, the first subatomic particle ever identified. To fit "
                "them in he pictured the atom as a sphere of positive charge studded with these "
                "electrons, a picture that became known as the plum pudding model."
            ),
            D(
                "John Dalton was himself colour-blind, and in 1794 he gave the first scientific "
                "description of the condition, which for a long time was called Daltonism. He "
                "believed that the fluid in his eyes was tinted blue, and asked that they be "
                "examined after his death; when a DNA test was done on them in 1995, it showed "
                "he lacked the green-sensitive pigment."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "what is a fulgurite",
        (
            "a natural tube or crust of glass formed when lightning strikes sand, soil or rock "
            "and melts it"
        ),
        [
            S(
                "When a bolt from a thunderstorm hits dry sand, it heats the grains in a "
                "fraction of a second to well over 1,800 °C, fusing them along its path into a "
                "branching, hollow tube of glass with a rough, sandy outside and a glossy "
                "inside. These fulgurites, sometimes nicknamed petrified lightning, can run "
                "several metres deep; one dug up in Florida was about 5 m long."
            ),
            D(
                "Moldavite is a green natural glass found mainly in southern Bohemia in the "
                "Czech Republic. It formed about fifteen million years ago when a large "
                "meteorite struck what is now the Ries crater in Bavaria, flinging out molten "
                "rock that cooled as it flew through the air. Jewellers prize it, and fakes "
                "made of bottle glass are common in markets and online shops."
            ),
            D(
                "Obsidian is a black volcanic glass formed when lava rich in silica cools too "
                "fast for crystals to grow. Its broken edges can be sharper than steel "
                "scalpels, and people across the world chipped it into blades and arrowheads, "
                "while the Aztecs used it in their macuahuitl war clubs. Obsidian Cliff in "
                "Yellowstone was a source traded for thousands of kilometres."
            ),
            D(
                "Ball lightning is a rare, glowing sphere, from pea-sized to several metres "
                "across, reported during thunderstorms. It drifts slowly, sometimes indoors, "
                "and lasts a few seconds before it fades or bursts. Scientists long doubted the "
                "accounts, but in 2012 Chinese researchers filming a storm on the Tibetan "
                "Plateau by chance caught a ball on camera and recorded its light."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is bigger, Brunei or Bahrain?",
        "Brunei, about 5,765 km², against about 780 km² for Bahrain",
        [
            S(
                "The sultanate of Brunei, on the north coast of Borneo, covers about 5,765 "
                "square kilometres and is split into two unequal pieces by a strip of the "
                "Malaysian state of Sarawak. Most of its land is tropical rainforest, and its "
                "oil and gas, found at Seria in 1929, have made its roughly 450,000 people some "
                "of the richest in Asia."
            ),
            S(
                "Bahrain is an archipelago of about 33 natural islands in the Gulf, lying "
                "between the Qatar peninsula and the coast of Saudi Arabia, with a land area of "
                "roughly 780 square kilometres, a figure that keeps growing as land is "
                "reclaimed from the sea. The King Fahd Causeway, opened in 1986 and about 25 "
                "kilometres long, links it to the Saudi mainland."
            ),
            D(
                "Singapore is a city-state at the southern tip of the Malay Peninsula with "
                "about 735 square kilometres of land, a quarter more than it had in the 1960s "
                "thanks to reclamation. It left Malaysia in August 1965 and has about six "
                "million people, making it one of the most densely peopled countries on Earth, "
                "and its port is among the busiest."
            ),
            D(
                "Qatar occupies a peninsula of about 11,600 square kilometres jutting north "
                "into the Gulf from Saudi Arabia, its only land border. Its people number about "
                "three million, of whom only around one in eight are citizens, and its North "
                "Field, shared with Iran under the sea, is the largest natural gas field in the "
                "world. It hosted the 2022 World Cup."
            ),
        ],
        drop=1,
    ),
    Q(
        "paraphrase",
        "list",
        "What do snow leopards eat?",
        (
            "mainly wild sheep and goats such as bharal (blue sheep) and Siberian ibex, with "
            "marmots, pikas, hares and birds, and sometimes livestock"
        ),
        [
            D(
                "Snow leopards live in the high mountains of Central and South Asia, from the "
                "Altai to the Himalaya, usually between 3,000 and 4,500 metres. Perhaps 4,000 "
                "to 6,500 remain in the wild across twelve countries, with the largest share in "
                "China. Their long, thick tail, up to a metre, serves as a balance and as a "
                "scarf wrapped round the face."
            ),
            S(
                "Panthera uncia, the pale, thick-furred cat of Asia's high ranges, hunts "
                "chiefly wild mountain ungulates, above all bharal, the so-called blue sheep, "
                "and Siberian ibex, along with argali and markhor where they occur. Smaller "
                "prey such as marmots, pikas, hares and game birds fill the gaps in summer, and "
                "it will take goats, sheep and yaks from herders."
            ),
            D(
                "The clouded leopard of the forests from the Himalayan foothills to Borneo has "
                "the longest canine teeth for its size of any living cat. A superb climber, it "
                "can hang from branches by its hind feet and run head first down tree trunks, "
                "and it hunts monkeys, squirrels and deer in the trees. Borneo's animals were "
                "split off as a separate species in 2006."
            ),
            D(
                "The Pallas's cat, or manul, a stocky wild cat of the Mongolian steppe and "
                "Tibetan uplands, hunts mostly pikas, along with voles and gerbils, by stalking "
                "and ambushing them at burrows. Its round pupils and flat face with ears set "
                "low help it peer over rocks unseen, and its fur is the densest of any cat. It "
                "was named by the naturalist Peter Pallas."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does redshift show that the universe is expanding?",
        (
            "light from distant galaxies is stretched to longer, redder wavelengths as they "
            "recede, and Hubble found in 1929 that the farther away a galaxy is, the greater "
            "this stretching, so galaxies are moving apart as space grows"
        ),
        [
            S(
                "The spectral lines of faraway galaxies turn up shifted toward the "
                "long-wavelength, red end of the spectrum, a sign that those galaxies are "
                "moving away from us. In 1929 Edwin Hubble, using Henrietta Leavitt's method to "
                "gauge distances, found that the shift grows in step with distance, exactly "
                "what is seen if space itself is swelling and carrying galaxies apart."
            ),
            D(
                "The Andromeda galaxy, about 2.5 million light years away, is one of the few "
                "galaxies whose light is blueshifted, because it is coming towards the Milky "
                "Way at about 110 kilometres per second. Vesto Slipher measured its approach at "
                "Lowell Observatory in 1912, and the two galaxies are expected to collide and "
                "merge in about four or five billion years."
            ),
            D(
                "Most astronomers accept the Big Bang theory, first put forward by the Belgian "
                "priest and physicist Georges Lemaître in 1927 and 1931. The cosmic microwave "
                "background, a faint glow left over from about 380,000 years after the Big "
                "Bang, was found by accident in 1964 by Arno Penzias and Robert Wilson at Bell "
                "Labs in New Jersey."
            ),
            D(
                "In 1998 two teams studying distant exploding stars of the type called Ia "
                "supernovae, led by Saul Perlmutter and by Brian Schmidt and Adam Riess, found "
                "that the expansion of the universe is speeding up, not slowing down. The push "
                "behind it was named dark energy, and the three men shared the Nobel Prize in "
                "Physics for the discovery in 2011."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why do gibbons sing?",
        (
            "to mark and defend their territory and to strengthen the bond between a mated "
            "pair, who often call in duets; the calls also keep family members in touch"
        ),
        [
            D(
                "Howler monkeys of Central and South America make the loudest calls of any land "
                "animal in the New World, audible up to about five kilometres through the "
                "forest. An enlarged hyoid bone in the throat forms a hollow chamber that "
                "amplifies the roar, and males with larger hyoids were found in a 2015 study to "
                "have smaller testes than those with small ones."
            ),
            S(
                "Every morning, pairs of these small, long-armed apes of the South-East Asian "
                "rainforest fill the canopy with loud, elaborate duets that can carry a "
                "kilometre or more. The songs announce that a patch of forest is occupied and "
                "warn neighbouring families off, and by calling together, the male and female "
                "reinforce their partnership; young apes join in and learn the tune."
            ),
            D(
                "Gibbons are the fastest and most agile of the apes, swinging from branch to "
                "branch with their very long arms in a way called brachiation, at speeds up to "
                "about 55 kilometres an hour and with leaps of up to 10 metres. There are about "
                "twenty species, all in the forests of South and South-East Asia, and most of "
                "them are threatened with extinction."
            ),
            D(
                "Humpback whales are famous for their songs, long patterned sequences of moans "
                "and cries that males repeat for hours in the breeding season and that all the "
                "males in one ocean region share, changing slowly from year to year. The "
                "recordings of Roger Payne and Scott McVay, published in 1971 and issued as an "
                "album, helped start the Save the Whales movement."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "do echidnas lay eggs",
        (
            "yes: the echidna is a monotreme; the female lays a single soft-shelled egg into a "
            "pouch, where it hatches after about ten days"
        ),
        [
            S(
                "The spiny anteater of Australia and New Guinea is one of only a handful of "
                "living mammals whose young begin life in a shell. About three weeks after "
                "mating the female deposits a single leathery egg, no bigger than a grape, "
                "straight into a temporary pouch on her belly; the puggle hatches there some "
                "ten days later and laps milk from patches of skin."
            ),
            D(
                "Echidnas are covered in sharp spines, which are modified hairs, and can curl "
                "into a ball or dig straight down into the soil until only their spines show. "
                "They find ants and termites with electroreceptors in the tip of the snout and "
                "lick them up with a sticky tongue up to 18 cm long, and they may live for up "
                "to 45 years in captivity."
            ),
            D(
                "The koala of eastern Australia gives birth to a single live joey, about the "
                "size of a jelly bean, after a pregnancy of only about 35 days. The tiny joey "
                "crawls into its mother's pouch, which opens towards her rear, and stays there "
                "for about six months, feeding on milk and later on pap, a soft form of "
                "droppings that carries gut bacteria."
            ),
            D(
                "The duck-billed platypus of eastern Australia and Tasmania hunts in rivers "
                "with its eyes, ears and nostrils shut, tracking the weak electric fields of "
                "shrimps and insect larvae with its soft bill. The males carry a spur on each "
                "hind leg that injects a venom painful enough to leave a person in agony for "
                "weeks, and its pelt glows blue-green under ultraviolet."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "What is the highest mountain in the country whose capital is Tirana?",
        (
            "Mount Korab, 2,764 m, on the border with North Macedonia: Tirana is the capital of "
            "Albania"
        ),
        [
            S(
                "Tirana, founded in 1614 by the Ottoman general Sulejman Bargjini, was chosen "
                "as the seat of Albania's government in 1920 and has been the country's "
                "political and economic centre ever since. Today the city, whose brightly "
                "painted apartment blocks were a project of the mayor and later prime minister "
                "Edi Rama, is home to about 900,000 people."
            ),
            S(
                "Korab, on the frontier between Albania and North Macedonia, is the loftiest "
                "summit of both countries, rising to about 2,764 metres. Its rocky crest, snowy "
                "until early summer, overlooks the valley of the Black Drin, and climbers "
                "usually set out from the Albanian village of Radomirë, near Peshkopi, for the "
                "long ascent to its top."
            ),
            D(
                "Mount Olympus, at 2,918 metres, is the highest peak in Greece and stands on "
                "the border of Thessaly and Macedonia, close to the Aegean. The ancient Greeks "
                "believed their gods lived on it, and its highest summit, Mytikas, was first "
                "climbed in August 1913 by the Swiss Frédéric Boissonnas and Daniel Baud-Bovy "
                "with their guide Christos Kakkalos."
            ),
            D(
                "Maja Jezercë, 2,694 metres, is the highest peak of the Accursed Mountains, the "
                "Prokletije, a limestone range on Albania's northern border with Montenegro and "
                "Kosovo. Its sharp ridges hold some of the southernmost glaciers in Europe, and "
                "the valleys below, such as Valbona and Theth, are linked by a popular one-day "
                "hiking trail."
            ),
        ],
        drop=1,
    ),
]
