"""The fifty-seventh single-hop dev batch, by a writer who never read the evaluator's code.

Written by hand for seer-stream (issue 14), original text, CC0 1.0 like the rest of
`tests/data/singlehop/`; the format is `source.py`'s (`Q`, `S`, `D`). Its writer read only this
set's README, `build.py`, `source.py` and the other dev sources (`source_dev2.py` to
`source_dev53.py`), for the format and to choose subjects none of them asks about; the held-out
sources were only counted against each subject (`grep -c`), never read. Subjects are taken only
from natural science (physics, chemistry, astronomy, the human body, medicine), animals and plants,
and geography; another writer took history, politics, law, the arts, sports, technology and
everyday life at the same time. A quarter of the questions (10 of 40) are typed search-box style.
Written after lexical-v41, the batch measures how far the evaluator's tuning carries to questions
it was not written against (the evaluator may be tuned meanwhile on the earlier batches, never on
this one before it is measured; dev all the same: tuned on from then on).

Like the batches since the twelfth it is length-matched: every distractor is within 20% of the
length of the question's support (of the mean of the two, where there are two) and is as rich,
with names, dates and numbers of their own, many of them hard on purpose (the same name for another
thing, the same relation about another thing, or the right thing but another attribute).
Supports average 297 characters and distractors 296; the longest passage is a support in
7 of the 40 questions.
"""

from __future__ import annotations

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # --- titled ---
    Q(
        "titled",
        "factoid",
        "Who discovered the cosmic microwave background?",
        "Arno Penzias and Robert Wilson, at Bell Labs in 1964-65",
        [
            D(
                "Alpher and Herman: In 1948 Ralph Alpher and Robert Herman, building on George "
                "Gamow's ideas about how the elements formed in a hot early universe, predicted "
                "that a faint glow left over from that time should still fill space, and they put "
                "its temperature at about 5 kelvin. For years almost nobody went looking for it."
            ),
            D(
                "COBE: NASA's Cosmic Background Explorer, launched in November 1989, measured the "
                "spectrum of the microwave glow from the early universe and found that it matched "
                "a perfect black body at 2.725 kelvin. John Mather and George Smoot shared the "
                "2006 Nobel Prize in Physics for what the mission found; WMAP and Planck later "
                "mapped its ripples."
            ),
            S(
                "Cosmic microwave background: The faint radio hiss left over from the early "
                "universe was found by chance in 1964 by Arno Penzias and Robert Wilson, who could "
                "not get rid of a steady noise in the big horn antenna at Bell Labs in Holmdel, "
                "New Jersey, even after clearing out pigeon droppings. They won the 1978 Nobel "
                "Prize in Physics."
            ),
            D(
                "Robert Dicke: At Princeton in the 1960s the physicist Robert Dicke and his young "
                "colleagues Jim Peebles, Peter Roll and David Wilkinson were building a small "
                "radiometer on a laboratory roof to search for radiation left over from the Big "
                "Bang when they learned, early in 1965, that others nearby had already found it."
            ),
        ],
    ),
    Q(
        "titled",
        "factoid",
        "sakurajima 1914 eruption joined to which peninsula",
        "the \u014csumi Peninsula of Kyushu",
        [
            S(
                "Sakurajima: Sakurajima, a volcano rising from Kagoshima Bay in southern Kyushu, "
                "was an island until January 1914, when its largest eruption of the twentieth "
                "century poured out so much lava that it filled the narrow strait on its eastern "
                "side and tied the volcano to the \u014csumi Peninsula."
            ),
            D(
                "Unzen: Mount Unzen on the Shimabara Peninsula of Nagasaki Prefecture caused "
                "Japan's worst volcanic disaster in 1792, when an earthquake collapsed one of its "
                "domes and the landslide raised a tsunami that killed about 15,000 people. In 1991 "
                "a pyroclastic flow there killed 43, among them three volcanologists."
            ),
            D(
                "Kagoshima: Kagoshima, the capital of Kagoshima Prefecture with about 590,000 "
                "people, lies only about 4 km across the bay from Sakurajima. Ash from the volcano "
                "falls on the city on many days a year, and residents sweep it into special bags "
                "that the city collects from marked points along its streets."
            ),
            D(
                "Nishinoshima: Nishinoshima, a small volcanic island about 940 km south of Tokyo "
                "in the Ogasawara chain, began to erupt in November 2013. A new island rose from "
                "the sea close by, within weeks the two had joined, and lava later buried the old "
                "island almost entirely under a larger cone."
            ),
        ],
    ),
    Q(
        "titled",
        "comparison",
        "Which is larger, Rhea or Iapetus?",
        "Rhea, about 1,527 km across, against about 1,469 km for Iapetus",
        [
            S(
                "Rhea: Rhea is the second-largest moon of Saturn, an icy ball about 1,527 km "
                "across that orbits some 527,000 km from the planet. Giovanni Domenico Cassini "
                "found it in 1672, and in 2010 the Cassini spacecraft detected a very thin "
                "atmosphere of oxygen and carbon dioxide around it."
            ),
            D(
                "Titan: Titan, the largest moon of Saturn at about 5,150 km across, is bigger than "
                "the planet Mercury and is the only moon with a thick atmosphere. Christiaan "
                "Huygens discovered it in 1655, and the Huygens probe, named after him, landed on "
                "its surface in January 2005."
            ),
            D(
                "Dione: Dione, about 1,123 km across, was found by Giovanni Domenico Cassini in "
                "1684 and circles Saturn every 2.7 days at about 377,000 km. Its trailing side is "
                "streaked with bright wisps that the Cassini spacecraft showed in 2004 to be "
                "cliffs of ice, the walls of long canyons."
            ),
            S(
                "Iapetus: Iapetus, about 1,469 km across and the third-largest moon of Saturn, was "
                "discovered by Giovanni Domenico Cassini in 1671. One side is as dark as coal and "
                "the other as bright as snow, and a ridge up to 20 km high runs along much of its "
                "equator, giving it the look of a walnut."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "list",
        "meninges three layers names",
        "the dura mater, the arachnoid mater and the pia mater",
        [
            D(
                "Cerebrospinal fluid: Cerebrospinal fluid is a clear liquid that bathes the brain "
                "and spinal cord and cushions them against knocks. An adult has about 150 ml of it "
                "at any time, but the choroid plexus, a tissue lining the brain's ventricles, "
                "makes some 500 ml a day, so it is renewed about three times daily."
            ),
            D(
                "Meningitis: Meningitis is swelling of the membranes around the brain and spinal "
                "cord, most often caused by viruses or by bacteria such as Neisseria meningitidis "
                "and Streptococcus pneumoniae. A stiff neck, fever, headache and a rash that does "
                "not fade under a pressed glass are signs that need urgent care."
            ),
            S(
                "Meninges: Three membranes wrap the brain and spinal cord. The tough outer dura "
                "mater lines the skull, the thin, web-like arachnoid mater lies beneath it, and "
                "the delicate pia mater clings to every fold of the brain's surface. Cerebrospinal "
                "fluid fills the gap between the last two, the subarachnoid space."
            ),
            D(
                "Skin: Human skin has three main layers. The epidermis on top keeps water in and "
                "germs out, the dermis below holds blood vessels, sweat glands and hair roots, and "
                "the deepest, the hypodermis, stores fat that insulates the body. An adult's skin "
                "weighs about 4 kg and covers some 2 square metres."
            ),
        ],
    ),
    Q(
        "titled",
        "how",
        "How does a solenodon deliver its venom?",
        (
            "toxic saliva from glands in its lower jaw runs along a groove in each second lower "
            "incisor into the bite"
        ),
        [
            D(
                "Slow loris: The slow lorises of South-East Asia are the only venomous primates. "
                "When threatened, a loris raises its arms and licks a gland on the inside of each "
                "elbow, and the oily secretion mixes with its saliva into a venom that its bite "
                "passes on, causing pain and swelling that can last for days."
            ),
            D(
                "Platypus: The male platypus of eastern Australia carries a hollow spur on the "
                "ankle of each hind leg, linked to a venom gland in its thigh. The venom can kill "
                "a dog and causes people weeks of severe pain, and it is used mainly in the "
                "breeding season, when males fight each other."
            ),
            D(
                "Cuban solenodon: The Cuban solenodon, or almiqu\u00ed, a long-snouted insect "
                "eater weighing up to about 1 kg, lives only in the mountain forests of eastern "
                "Cuba. It was so rarely seen that it was feared extinct until a live one was "
                "caught in 2003, and it is still one of the least known mammals of the Caribbean."
            ),
            S(
                "Solenodon: The solenodons of Hispaniola and Cuba are among the few venomous "
                "mammals. Their toxic saliva comes from glands in the lower jaw and runs along a "
                "deep groove in each second lower incisor into the wound when they bite, which "
                "gave the animals their name, Greek for grooved tooth."
            ),
        ],
    ),
    Q(
        "titled",
        "why",
        "Why did so many people die in Armero in 1985?",
        (
            "an eruption of Nevado del Ruiz melted summit ice, and the mudflows (lahars) that "
            "formed buried the town"
        ),
        [
            D(
                "Omayra S\u00e1nchez: Omayra S\u00e1nchez, a 13-year-old girl, was trapped for "
                "three days in water and concrete rubble in Armero in November 1985. Rescuers "
                "could not free her legs, and she died on 16 November. A photograph of her by "
                "Frank Fournier won the World Press Photo of the Year award for 1985."
            ),
            S(
                "Armero tragedy: On 13 November 1985 a fairly small eruption of Nevado del Ruiz in "
                "Colombia melted part of the ice cap on its summit. The meltwater mixed with ash "
                "and loose rock into mudflows, or lahars, that raced down river valleys and buried "
                "the town of Armero, killing over 20,000 of its 29,000 people."
            ),
            D(
                "Mount Pel\u00e9e: On 8 May 1902 Mount Pel\u00e9e on Martinique sent a glowing "
                "avalanche of hot gas and ash, a pyroclastic flow, down its slopes at great speed. "
                "It reached the port of Saint-Pierre within minutes and killed about 28,000 "
                "people, leaving only a handful of survivors, one of them a prisoner shut in a "
                "thick-walled cell."
            ),
            D(
                "Nevado del Ruiz: Nevado del Ruiz, about 5,321 m high, is one of the highest "
                "active volcanoes of the Colombian Andes and stands on the border of the Caldas "
                "and Tolima departments, inside Los Nevados National Park. Glaciers cap its "
                "summit, and after a long quiet spell it has been restless again since 2012, with "
                "small ash eruptions."
            ),
        ],
    ),
    Q(
        "titled",
        "yesno",
        "Did Willem Einthoven win a Nobel Prize for the electrocardiogram?",
        "yes, the 1924 Nobel Prize in Physiology or Medicine",
        [
            D(
                "Augustus Waller: The British physiologist Augustus Waller made the first "
                "recording of the electrical activity of a human heart in 1887 at St Mary's "
                "Hospital in London, using a capillary electrometer. He often showed the method "
                "with his bulldog Jimmy standing with its paws in jars of salt water."
            ),
            D(
                "Einthoven's galvanometer: Einthoven's first electrocardiograph, finished in 1901, "
                "weighed about 270 kg, filled two rooms and needed five people to run it. Patients "
                "sat with both arms and one leg in buckets of salt water, and a cable later "
                "carried signals from the hospital to his laboratory about 1.5 km away."
            ),
            S(
                "Willem Einthoven: The Dutch physiologist Willem Einthoven, a professor at Leiden, "
                "built a string galvanometer sensitive enough to record the heart's electrical "
                "activity in detail and named its waves P, Q, R, S and T. He was awarded the 1924 "
                "Nobel Prize in Physiology or Medicine for finding the mechanism of the "
                "electrocardiogram."
            ),
            D(
                "Holter monitor: The American biophysicist Norman Holter developed a portable "
                "recorder that stores a patient's electrocardiogram over 24 hours or more of "
                "ordinary life. His first working version, in the late 1940s, weighed about 38 kg "
                "and was carried on the back like a rucksack; small models that hung from a belt "
                "reached hospitals in the 1960s."
            ),
        ],
    ),
    Q(
        "titled",
        "bridge",
        "In which city is the museum that now keeps the Tree of T\u00e9n\u00e9r\u00e9?",
        "Niamey",
        [
            D(
                "T\u00e9n\u00e9r\u00e9: The T\u00e9n\u00e9r\u00e9 is a sandy desert of the "
                "south-central Sahara stretching from north-eastern Niger into western Chad and "
                "covering about 400,000 sq km. Its name means desert in the Tuareg language, and "
                "camel caravans still cross it to carry salt from the oases of Bilma and Fachi."
            ),
            S(
                "Tree of T\u00e9n\u00e9r\u00e9: The Tree of T\u00e9n\u00e9r\u00e9, a lone acacia "
                "in the Sahara of north-eastern Niger, was long the only tree for some 400 km "
                "around and a landmark for caravans. In 1973 a truck driver knocked it down; its "
                "dead trunk was taken to the Boubou Hama National Museum, and a metal sculpture "
                "now marks the spot."
            ),
            D(
                "Tree of Life: The Tree of Life in Bahrain is a mesquite about 10 m tall that has "
                "grown for some 400 years on a sandy ridge in the desert, with no known source of "
                "water nearby. It stands about 2 km from Jebel Dukhan, the highest point of the "
                "country, and tens of thousands of visitors come to see it each year."
            ),
            S(
                "Boubou Hama National Museum: Niger's national museum, named after the writer and "
                "politician Boubou Hama, lies in the centre of Niamey, near the Niger River. "
                "Opened in 1959, it combines exhibition pavilions with a small zoo and workshops "
                "where craftspeople work, and it shows dinosaur fossils found in the desert."
            ),
        ],
        drop=1,
    ),
    # --- prose ---
    Q(
        "prose",
        "factoid",
        "When did the last known thylacine die?",
        "on 7 September 1936, at Beaumaris Zoo in Hobart",
        [
            S(
                "The last known thylacine, or Tasmanian tiger, died at Beaumaris Zoo in Hobart on "
                "7 September 1936, apparently of exposure after being locked out of its sheltered "
                "sleeping quarters on a cold night. Tasmania had made the species a protected "
                "animal only 59 days earlier, and none has been confirmed alive since."
            ),
            D(
                "In May 1930 Wilf Batty, a farmer at Mawbanna in north-western Tasmania, shot a "
                "thylacine that had been raiding his henhouse. It is the last wild thylacine known "
                "for certain to have been killed, and a photograph of Batty posing with the dead "
                "animal beside his house became one of the best known images of the species."
            ),
            D(
                "Between 1888 and 1909 the government of Tasmania paid a bounty of one pound for "
                "every adult thylacine killed, believing that the animals preyed on sheep, and it "
                "paid out 2,184 times. Private bounties offered by sheep farming companies such as "
                "the Van Diemen's Land Company added many more to the toll."
            ),
            D(
                "The thylacine was the largest meat-eating marsupial of modern times, about 1 to "
                "1.3 m long from nose to rump, and the 13 to 21 dark stripes across its back gave "
                "it the name Tasmanian tiger. Both sexes had a pouch, and the animal had vanished "
                "from mainland Australia some 3,000 years before Europeans arrived."
            ),
        ],
    ),
    Q(
        "prose",
        "factoid",
        "takahe rediscovered year",
        "1948, when Geoffrey Orbell found living birds in the Murchison Mountains",
        [
            D(
                "The kakapo, a flightless night parrot, was already vanishing from the South "
                "Island in the 1890s, when the caretaker Richard Henry moved hundreds of birds to "
                "Resolution Island in Dusky Sound to protect them. Stoats swam across within a few "
                "years and killed them, and by 1995 only 51 kakapo were known to survive."
            ),
            S(
                "The takah\u0113, a flightless rail of New Zealand, was thought extinct after "
                "1898, when the last of only four birds collected in that century was taken. On 20 "
                "November 1948 a party led by the Invercargill doctor Geoffrey Orbell found living "
                "birds in a remote valley of the Murchison Mountains, west of Lake Te Anau."
            ),
            D(
                "The laughing owl of New Zealand, named for its loud, mocking call, was last "
                "confirmed when a dead bird was found at Bluecliffs Station in South Canterbury in "
                "July 1914. Introduced stoats, ferrets and cats and the clearing of its grassland "
                "home are blamed for its loss, though unconfirmed reports went on for decades."
            ),
            D(
                "In 1849 sealers working at Dusky Sound in Fiordland caught a large, brightly "
                "coloured flightless bird, and its skin came to Walter Mantell, who sent it to "
                "London. It was the first living takah\u0113 seen by Europeans; its genus had been "
                "named a year before by Richard Owen from fossil bones that Mantell had found."
            ),
        ],
    ),
    Q(
        "prose",
        "comparison",
        "Which is farther south, Ushuaia or Puerto Williams?",
        "Puerto Williams, at about 54.9 degrees south, against about 54.8 degrees for Ushuaia",
        [
            D(
                "Cape Horn, the southern tip of Hornos Island in Chile at about 56 degrees south, "
                "was first rounded in 1616 by the Dutch sailors Willem Schouten and Jacob Le "
                "Maire, who named it after the town of Hoorn. Westerly gales, strong currents and "
                "icebergs made the passage around it one of the most feared at sea, until the "
                "Panama Canal opened in 1914."
            ),
            S(
                "Ushuaia, the capital of Argentina's Tierra del Fuego province, lies at about 54.8 "
                "degrees south on the northern shore of the Beagle Channel. It grew from an "
                "Anglican mission set up in 1869 and a prison for repeat offenders, and today "
                "about 80,000 people live there, many of them working in tourism to Antarctica."
            ),
            D(
                "Puerto Toro, a fishing hamlet of a few dozen people on the east coast of Navarino "
                "Island, lies at about 55.1 degrees south and is often called the southernmost "
                "permanent settlement in the world. Its boats catch southern king crab in the "
                "channels nearby, and it can be reached only by sea, so supplies and visitors come "
                "in on small boats."
            ),
            S(
                "Puerto Williams, a Chilean town of about 2,000 people on the north coast of "
                "Navarino Island, lies at about 54.9 degrees south, across the Beagle Channel from "
                "Argentina. It began as a naval base in 1953 and was later renamed after the "
                "Chilean admiral Juan Williams Rebolledo; its airport has flights to Punta Arenas."
            ),
        ],
        drop=1,
    ),
    Q(
        "prose",
        "list",
        "nipah virus which animals spread it",
        "fruit bats (flying foxes of the genus Pteropus) and pigs",
        [
            D(
                "Hendra virus was identified in 1994 after an outbreak at a racing stable in "
                "Hendra, a suburb of Brisbane in Australia, killed 14 horses and their trainer, "
                "Vic Rail. Flying foxes pass it to horses, and all the people known to have caught "
                "it were infected while caring for sick horses; four of seven have died."
            ),
            D(
                "Nipah virus takes its name from Sungai Nipah, the village in Negeri Sembilan, "
                "Malaysia, where it was first isolated in 1999 from a patient. That outbreak "
                "killed more than 100 people. The virus kills 40 to 75 % of those it infects, "
                "there is no vaccine yet, and the World Health Organization lists it as a priority."
            ),
            D(
                "Marburg virus, a close relative of Ebola, lives in Egyptian fruit bats that roost "
                "in caves and mines across Africa. It was named after the German town where it was "
                "first found in 1967, when laboratory workers fell ill after handling blood and "
                "organs of African green monkeys imported from Uganda; seven died."
            ),
            S(
                "Nipah virus reaches people from animals. Fruit bats of the genus Pteropus, the "
                "flying foxes, carry it without falling ill, and in Malaysia in 1998 and 1999 it "
                "passed from bats to pigs and from pigs to the farmers who raised them; in "
                "Bangladesh people catch it from raw date palm sap soiled by feeding bats."
            ),
        ],
    ),
    Q(
        "prose",
        "how",
        "How did Barry Marshall test his idea that bacteria cause stomach ulcers?",
        "he drank a culture of Helicobacter pylori himself and fell ill with gastritis",
        [
            S(
                "In 1984 the Australian doctor Barry Marshall, unable to infect piglets, swallowed "
                "a broth teeming with Helicobacter pylori himself. Within about a week he was "
                "vomiting and had foul breath, and a biopsy of his stomach lining showed "
                "inflammation full of the bacteria, which an antibiotic cleared. It helped win him "
                "a Nobel Prize."
            ),
            D(
                "In 1979 the pathologist Robin Warren at Royal Perth Hospital noticed curved "
                "bacteria in biopsies of inflamed stomach linings. Doctors then believed that "
                "stress and spicy food caused ulcers and that no germ could live in stomach acid, "
                "so few took him seriously until he teamed up with the young doctor Barry "
                "Marshall, then a trainee."
            ),
            D(
                "Marshall and Warren at first failed to grow the stomach bacterium in the "
                "laboratory, because their culture plates were thrown out after two days. Over the "
                "Easter holiday of 1982 one batch was left in the incubator for five days and "
                "colonies appeared, so the germ could at last be studied and named; it was at "
                "first put in the genus Campylobacter."
            ),
            D(
                "Most stomach ulcers today are treated with a week or two of triple therapy: two "
                "antibiotics, usually clarithromycin with amoxicillin or metronidazole, and a drug "
                "such as omeprazole that cuts acid production. Long use of painkillers like "
                "aspirin and ibuprofen, which wear down the stomach lining, is the other main "
                "cause."
            ),
        ],
    ),
    Q(
        "prose",
        "why",
        "Why do premature babies often have trouble breathing?",
        "their lungs do not yet make enough surfactant, so the tiny air sacs collapse",
        [
            D(
                "Many newborns, and most premature ones, turn yellow in their first days because "
                "their livers cannot yet clear bilirubin, a yellow pigment made when old red blood "
                "cells break down. Mild jaundice fades by itself, but high levels are treated with "
                "phototherapy, in which blue light turns the pigment into a form easily passed."
            ),
            D(
                "In 1952 the American anaesthetist Virginia Apgar devised a quick score to check a "
                "newborn baby's condition one and five minutes after birth. It rates skin colour, "
                "heart rate, reflexes, muscle tone and breathing from 0 to 2 each, and a total of "
                "7 or more out of 10 is considered normal."
            ),
            D(
                "Premature babies who need extra oxygen can develop retinopathy of prematurity, in "
                "which abnormal blood vessels grow in the retina at the back of the eye. Babies "
                "born before 31 weeks or weighing under 1,250 g are most at risk. Most cases heal "
                "on their own, but severe ones are treated with laser to save sight."
            ),
            S(
                "Babies born many weeks early often struggle to breathe because their lungs have "
                "not yet made enough surfactant, a slippery film of fats and proteins that lowers "
                "the surface tension inside the tiny air sacs. Without it the sacs collapse each "
                "time the baby breathes out. Enough is usually made only by about 34 weeks."
            ),
        ],
    ),
    Q(
        "prose",
        "yesno",
        "Is sandalwood a parasitic plant?",
        "yes, a hemiparasite that draws water and minerals from the roots of other plants",
        [
            D(
                "Red sandalwood, Pterocarpus santalinus, is a tree of the pea family found wild "
                "only in the Seshachalam hills of Andhra Pradesh in India. It shares little but a "
                "name with true sandalwood: its heartwood has no scent, but it is prized for a "
                "deep red dye and for carved furniture, and much of it is smuggled."
            ),
            D(
                "Rafflesia arnoldii, found in the rainforests of Sumatra, has no leaves, stems or "
                "roots of its own. It lives entirely inside the stems of Tetrastigma vines, "
                "feeding on them, and shows itself only when it bursts out as a flower up to 1 m "
                "across, the largest single flower of any plant, which smells of rotting meat."
            ),
            D(
                "Sandalwood oil is distilled from the fragrant heartwood and roots of mature "
                "trees, which need 15 years or more to build up enough santalol, the compound "
                "behind the scent. Mysore, in the Indian state of Karnataka, became famous for it, "
                "and sandalwood paste is used in Hindu worship."
            ),
            S(
                "Sandalwood is partly parasitic. Although the Indian sandalwood tree, Santalum "
                "album, has green leaves and makes its own sugars, its roots grow small suckers "
                "called haustoria that fasten onto the roots of neighbouring plants and draw water "
                "and minerals from them, and young trees grow poorly without such hosts."
            ),
        ],
    ),
    Q(
        "prose",
        "bridge",
        "Near which city is the institute where Dolly the sheep was cloned?",
        "Edinburgh",
        [
            S(
                "Dolly the sheep, the first mammal cloned from an adult body cell, was born on 5 "
                "July 1996 at the Roslin Institute. Ian Wilmut, Keith Campbell and their team had "
                "put the nucleus of a mammary gland cell from a six-year-old Finn Dorset ewe into "
                "an egg cell, and they named the lamb after the singer Dolly Parton."
            ),
            D(
                "Snuppy, an Afghan hound born in April 2005 at Seoul National University, was the "
                "first dog to be cloned. The team of Hwang Woo-suk made him from a skin cell taken "
                "from the ear of an adult male, and more than 1,000 embryos were transferred into "
                "123 surrogate mothers to produce him and one other pup, which soon died."
            ),
            S(
                "The Roslin Institute, an animal science research centre of the University of "
                "Edinburgh, takes its name from the village of Roslin in Midlothian, where it long "
                "stood. Since 2011 it has worked from a new building on the university's Easter "
                "Bush campus, about 10 km south of the centre of Edinburgh."
            ),
            D(
                "Rosslyn Chapel, begun in 1446 by William Sinclair, Earl of Orkney, is famous for "
                "its elaborate stone carvings, among them the Apprentice Pillar and more than 100 "
                "carved green men. Its part in Dan Brown's novel The Da Vinci Code, published in "
                "2003, and in the film of 2006 brought a flood of new visitors."
            ),
        ],
        drop=0,
    ),
    # --- web ---
    Q(
        "web",
        "factoid",
        "hottest land surface temperature on earth satellite",
        "the Lut Desert (Dasht-e Lut) in south-eastern Iran",
        [
            D(
                "Home > Earth > Weather | The hottest air temperature on record, 56.7 \u00b0C, was "
                "measured at Furnace Creek in Death Valley, California, on 10 July 1913. Some "
                "climatologists doubt the reading, but the World Meteorological Organization still "
                "accepts it as the world record; the valley reached 54.4 \u00b0C again in 2020. | "
                "Share this | Cookie policy"
            ),
            D(
                "Home > Travel > Iran | The Lut Desert, or Dasht-e Lut, covers about 51,800 sq km "
                "in the provinces of Kerman and Sistan and Baluchestan. Winds have carved its "
                "western part into ridges up to 155 m tall called kaluts, and in 2016 UNESCO made "
                "it Iran's first natural World Heritage Site. | Related articles | Newsletter"
            ),
            S(
                "Home > Earth > Deserts | Where is the hottest ground on Earth? | Satellites that "
                "read the temperature of the land surface have found the Lut Desert of "
                "south-eastern Iran the hottest place on the planet in most years; in 2005 NASA's "
                "Aqua satellite measured its dark lava plain, Gandom Beryan, at 70.7 \u00b0C. | "
                "Share this"
            ),
            D(
                "Home > Earth > Weather | For 90 years the record was 58 \u00b0C, said to have "
                "been measured at El Azizia in Libya on 13 September 1922. In 2012 a panel of the "
                "World Meteorological Organization struck it out, finding that an untrained "
                "observer had used the wrong instrument. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "factoid",
        "tiger leaping gorge river",
        "the Jinsha River, the upper course of the Yangtze",
        [
            S(
                "Travel > China > Yunnan | Tiger Leaping Gorge | North of Lijiang the Jinsha "
                "River, as the upper Yangtze is called here, squeezes between Jade Dragon Snow "
                "Mountain and Haba Snow Mountain through a gorge about 15 km long and up to 3,790 "
                "m deep. Legend says a tiger once crossed its narrowest point in one bound. | Share"
            ),
            D(
                "Travel > China > Hubei | The Three Gorges, Qutang, Wu and Xiling, run for about "
                "200 km along the Yangtze between Chongqing and Yichang. Since 2003 the reservoir "
                "behind the Three Gorges Dam has raised the river, at its fullest to about 175 m "
                "above sea level, drowning towns but easing cruises. | Book a cruise | Share"
            ),
            D(
                "Travel > China > Yunnan | Jade Dragon Snow Mountain, 5,596 m, rises north of the "
                "old town of Lijiang, and its 13 peaks are said to look like a dragon lying in the "
                "clouds. A cable car carries visitors up to about 4,500 m, and its main summit has "
                "been climbed only once, in 1987, by an American team. | Tickets | Cookie policy"
            ),
            D(
                "Travel > China > Tibet | The Yarlung Tsangpo Grand Canyon, cut by the river that "
                "becomes the Brahmaputra in India, bends around the peak of Namcha Barwa in a "
                "great horseshoe. About 500 km long and up to 6,000 m deep in places, it is often "
                "called the deepest canyon on Earth. | Book a tour | Share"
            ),
        ],
    ),
    Q(
        "web",
        "comparison",
        "Which is taller, Beerenberg or Mawson Peak?",
        "Mawson Peak, about 2,745 m, against about 2,277 m for Beerenberg",
        [
            D(
                "Home > Places > Antarctic | Mount Erebus on Ross Island, about 3,794 m high, is "
                "the southernmost active volcano on Earth and one of the few with a lasting lake "
                "of molten lava in its crater, which has bubbled there since at least 1972. | "
                "Share this | Cookie policy"
            ),
            S(
                "Home > Places > Arctic | Beerenberg, the volcano that forms the north-eastern end "
                "of Norway's Jan Mayen island, rises to about 2,277 m and is the northernmost "
                "active volcano above sea level on Earth. Glaciers flow down its flanks to the "
                "sea, and its last eruption was in 1985. | Share this | Cookie policy"
            ),
            D(
                "Home > Places > Arctic | Jan Mayen has no permanent residents; about 18 staff of "
                "the Norwegian armed forces and the meteorological institute live at the "
                "Olonkinbyen station for six months or a year at a time. There is a gravel "
                "airstrip but no harbour. | Share | Print"
            ),
            S(
                "Home > Places > Antarctic | Mawson Peak, about 2,745 m high, is the summit of Big "
                "Ben, the active volcano that makes up most of Heard Island, an Australian "
                "territory in the southern Indian Ocean. It is the highest mountain on Australian "
                "soil outside Antarctica, taller than Mount Kosciuszko. | Share | Print"
            ),
        ],
        drop=0,
    ),
    Q(
        "web",
        "list",
        "What are the stages in the life of a mayfly?",
        "egg, nymph, subimago (dun) and imago (spinner)",
        [
            D(
                "Nature > Insects > Dragonflies | Dragonflies have no pupa. The egg hatches into "
                "an aquatic nymph that hunts tadpoles and small fish with a hinged, grasping lower "
                "lip for months or years, then climbs a stem, splits its skin and pumps blood into "
                "its crumpled wings to fly off as an adult. | Share this | Cookie policy"
            ),
            S(
                "Nature > Insects > Mayflies | A mayfly's life has four stages. The egg hatches in "
                "water into a nymph that may feed there for a year or more; it then rises to the "
                "surface as a winged subimago, or dun, which sheds its skin once more a day or so "
                "later to become the shiny adult imago, or spinner. | Share this | Cookie policy"
            ),
            D(
                "Nature > Insects > Mayflies | Adult mayflies have only useless stumps for mouths "
                "and cannot eat, so they live from a few hours to two days. Females of one "
                "American species, Dolania americana, last less than five minutes, and swarms of "
                "Hexagenia over the Mississippi can show up on weather radar. | Share | Print"
            ),
            D(
                "Nature > Insects > Butterflies | Butterflies go through complete metamorphosis: "
                "egg, caterpillar, chrysalis and adult. Inside the chrysalis the caterpillar's "
                "body breaks down into a kind of soup from which clusters of cells called imaginal "
                "discs build the wings, legs and eyes of the adult butterfly. | Related articles | "
                "Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "how",
        "How does a Fata Morgana mirage form?",
        (
            "cold air lying on the sea under warmer air bends light from distant objects back "
            "down, so they look stretched, stacked or floating"
        ),
        [
            S(
                "Science > Optics | Fata Morgana | This mirage needs a temperature inversion: "
                "cold, dense air lying on the sea with warmer air above it. Light from a distant "
                "ship or coast bends as it passes between the layers, curving back down towards "
                "the viewer, so the object looks stretched upwards, stacked or floating. | Share "
                "this"
            ),
            D(
                "Science > Optics | Road mirages | On a hot day the road ahead seems to hold a "
                "pool of water. Air just above the sunbaked asphalt is much hotter and thinner "
                "than the air higher up, so light from the sky bends upwards as it nears the "
                "ground, and you see an image of the sky on the road. | Share this | Cookie policy"
            ),
            D(
                "History > Legends | Fata Morgana is the Italian name of Morgan le Fay, the "
                "sorceress of the Arthurian legends, who was said to conjure castles in the air. "
                "Sailors in the Strait of Messina, between Sicily and Calabria, blamed her for the "
                "phantom towns they saw floating above the water on calm summer mornings. | Share "
                "| Print"
            ),
            D(
                "Science > Optics | Rainbows | A rainbow forms when sunlight enters falling "
                "raindrops, bends, reflects off the back of each drop and bends again on the way "
                "out. Each colour leaves at a slightly different angle, about 42 degrees for red, "
                "so the bow always faces away from the Sun. | Related articles | Newsletter"
            ),
        ],
    ),
    Q(
        "web",
        "why",
        "Why is the Boiling River in Peru so hot?",
        (
            "water that seeps deep underground is heated by the Earth's own heat and rises again "
            "through faults; no volcano is involved"
        ),
        [
            D(
                "People > Explorers | Andr\u00e9s Ruzo heard as a boy in Lima his grandfather's "
                "tale of a river in the Amazon so hot that it boiled. As a geoscience student he "
                "found it in 2011 near the healing centre of Mayantuyacu, and his book The Boiling "
                "River came out in 2016; he now works to protect the forest around it. | Share "
                "this | Cookie policy"
            ),
            D(
                "Science > Geology | Yellowstone | The hot springs and geysers of Yellowstone "
                "National Park are heated by a vast body of partly molten rock only a few "
                "kilometres under its caldera, the remains of eruptions 2.1 million, 1.3 million "
                "and 640,000 years ago. Its Grand Prismatic Spring is more than 100 m across. | "
                "Share this | Cookie policy"
            ),
            S(
                "Science > Geology | Peru's Boiling River | The Shanay-timpishka, in the Amazon "
                "rainforest of central Peru, is not heated by a volcano: the nearest active one is "
                "about 700 km away. Water that seeps deep into the ground is warmed by the Earth's "
                "own heat and rises again through faults, hot enough to kill animals that fall in."
            ),
            D(
                "Travel > Iceland | Deildartunguhver, in the west of Iceland, is Europe's most "
                "powerful hot spring, pouring out about 180 litres of water a second at 97 "
                "\u00b0C. Pipes carry the water more than 60 km to heat homes in the towns of "
                "Borgarnes and Akranes. | Book a tour | Share"
            ),
        ],
    ),
    Q(
        "web",
        "yesno",
        "Can superfluid helium climb the walls of its container?",
        "yes",
        [
            D(
                "Science > Physics | Helium was first liquefied in 1908 by Heike Kamerlingh Onnes "
                "at Leiden, who cooled it to about 4.2 K, the temperature at which it boils. Three "
                "years later, using the liquid helium he made, he found that mercury loses all "
                "electrical resistance when cold enough, and he won the 1913 Nobel Prize in "
                "Physics. | Share | Print"
            ),
            D(
                "Science > Physics | The rare isotope helium-3 also becomes a superfluid, but only "
                "below about 0.0025 K. David Lee, Douglas Osheroff and Robert Richardson "
                "discovered this at Cornell in 1972 and shared the 1996 Nobel Prize in Physics for "
                "it. | Related articles | Newsletter"
            ),
            D(
                "Science > Space | Helium was found in the Sun before it was found on Earth: in "
                "1868 Jules Janssen and Norman Lockyer saw an unknown yellow line in the spectrum "
                "of sunlight, and Lockyer named the element after helios, the Greek word for the "
                "Sun. | Share this | Cookie policy"
            ),
            S(
                "Science > Physics | Cooled below 2.17 K, liquid helium-4 becomes a superfluid "
                "that flows with no friction at all. A film only about 30 nanometres thick creeps "
                "up the inside walls of its container, over the rim and down the outside, so an "
                "open cup of it slowly empties itself. | Share this | Cookie policy"
            ),
        ],
    ),
    Q(
        "web",
        "bridge",
        "Which university ran the radio telescope that picked up the Wow! signal?",
        "Ohio State University",
        [
            D(
                "Science > Space > SETI | In 2017 Antonio Paris suggested that the Wow! signal "
                "came from hydrogen around a comet, 266P/Christensen, passing through that part of "
                "the sky. Most radio astronomers rejected the idea, noting that the comets were "
                "not in the beam and gave off far too weak a signal. | Related articles"
            ),
            S(
                "Science > Space > SETI | The Wow! signal | On 15 August 1977 the Big Ear radio "
                "telescope picked up a strong narrowband signal from the direction of Sagittarius "
                "that lasted 72 seconds. The astronomer Jerry Ehman spotted it days later on a "
                "printout, circled the code 6EQUJ5 and wrote Wow! beside it. | Share this"
            ),
            D(
                "Science > Space > SETI | On 16 November 1974 the Arecibo radio telescope in "
                "Puerto Rico, then run by Cornell University, beamed a message of 1,679 binary "
                "digits towards the star cluster M13, about 25,000 light years away. Frank Drake "
                "wrote it with help from Carl Sagan; the telescope collapsed in 2020. | Share | "
                "Print"
            ),
            S(
                "Science > Space > Observatories | Big Ear, the radio observatory of Ohio State "
                "University, stood near Delaware, Ohio. Designed by John Kraus and built between "
                "1956 and 1961, it had a flat reflector about the size of three football fields, "
                "and it was torn down in 1998 to make room for a golf course. | Share this"
            ),
        ],
        drop=1,
    ),
    # --- faq ---
    Q(
        "faq",
        "factoid",
        "saltstraumen nearest town",
        "Bod\u00f8, about 30 km away",
        [
            D(
                "Corryvreckan \u2013 fact sheet\n\u2022 Where: the strait between the islands of "
                "Jura and Scarba, Argyll, Scotland\n\u2022 Known for: one of the largest "
                "whirlpools in the world\n\u2022 Waves: standing waves several metres high at "
                "spring tides\n\u2022 History: George Orwell nearly drowned there in 1947"
            ),
            D(
                "Q: When is the tidal current at Saltstraumen strongest?\nA: Around new and full "
                "moon, when spring tides push the most water through the strait. The current turns "
                "four times a day, and tide tables tell visitors when to stand on the rocks or on "
                "the bridge, opened in 1978, to watch the whirlpools form."
            ),
            S(
                "Saltstraumen \u2013 fact sheet\n\u2022 Where: a narrow strait about 30 km "
                "south-east of Bod\u00f8, in Nordland, Norway\n\u2022 Size: about 3 km long and "
                "150 m wide\n\u2022 Flow: up to 400 million m\u00b3 of sea water every six "
                "hours\n\u2022 Speed: up to about 40 km/h, with whirlpools up to 10 m across"
            ),
            D(
                "Bod\u00f8 \u2013 quick facts\n\u2022 County: Nordland, Norway, of which it is the "
                "administrative centre\n\u2022 People: about 53,000\n\u2022 Latitude: 67.3 degrees "
                "north, just north of the Arctic Circle\n\u2022 2024: European Capital of "
                "Culture\n\u2022 Airport: among the busiest in northern Norway"
            ),
        ],
    ),
    Q(
        "faq",
        "factoid",
        "How long can a giant oarfish grow?",
        "to about 8 m, the longest of all bony fish (reports go up to 11 m)",
        [
            D(
                "Q: What do oarfish eat?\nA: Mostly krill, small shrimps and other plankton, with "
                "the odd small squid or fish. Oarfish have no teeth: they strain their food from "
                "the water with comb-like gill rakers, and they are seldom seen alive, since they "
                "live far out in the open ocean, down to about 1,000 m."
            ),
            D(
                "Q: Why is the oarfish linked to earthquakes in Japan?\nA: Its Japanese name means "
                "messenger from the sea god's palace, and folklore holds that oarfish wash up "
                "before big earthquakes. A study of records from 1928 to 2011, published in 2019, "
                "found no link between the strandings and the quakes."
            ),
            S(
                "Q: How long does the giant oarfish get?\nA: Regalecus glesne is the longest bony "
                "fish alive: reliable measurements reach about 8 m, and there are reports of fish "
                "of 11 m. It swims upright in the deep ocean, rippling the long fin along its "
                "back, and a crest of red spines crowns its head."
            ),
            D(
                "Q: Which is the heaviest bony fish?\nA: The ocean sunfish and its relatives. A "
                "bump-head sunfish found dead off the Azores in 2021 weighed 2,744 kg, the "
                "heaviest bony fish on record. Sunfish eat mostly jellyfish and lay more eggs than "
                "any other animal with a backbone."
            ),
        ],
    ),
    Q(
        "faq",
        "comparison",
        "Which is longer, the Titan beetle or the Goliath beetle?",
        "the Titan beetle, up to about 16.7 cm, against up to about 11 cm for Goliath beetles",
        [
            S(
                "Goliath beetles \u2013 fact sheet\n\u2022 Genus: Goliathus, five species\n\u2022 "
                "Home: tropical forests of Africa\n\u2022 Length: males about 6 to 11 cm, females "
                "smaller\n\u2022 Food: tree sap and ripe fruit\n\u2022 Markings: bold black and "
                "white patterns on the wing cases"
            ),
            D(
                "Hercules beetle \u2013 fact sheet\n\u2022 Name: Dynastes hercules\n\u2022 Home: "
                "rainforests of Central and South America and the Lesser Antilles\n\u2022 Length: "
                "males up to about 17 cm including the long horn\n\u2022 Strength: can carry many "
                "times its own weight"
            ),
            S(
                "Titan beetle \u2013 fact sheet\n\u2022 Name: Titanus giganteus\n\u2022 Home: "
                "rainforests of the Amazon basin and the Guianas\n\u2022 Length: up to about 16.7 "
                "cm, not counting horns the longest beetle known\n\u2022 Adults: do not feed; fly "
                "to lights at night\n\u2022 Larvae: never found"
            ),
            D(
                "Q: How heavy do Goliath beetle grubs get?\nA: The larvae, which live in the soil "
                "and need plenty of protein, can reach about 100 g before they pupate, making them "
                "among the heaviest insects known. Breeders often feed them dog or cat food."
            ),
        ],
        drop=1,
    ),
    Q(
        "faq",
        "list",
        "vegetables from brassica oleracea",
        "cabbage, kale, collard greens, broccoli, cauliflower, Brussels sprouts and kohlrabi",
        [
            S(
                "Brassica oleracea \u2013 one species, many crops\n\u2022 Leaves: cabbage, kale "
                "and collard greens\n\u2022 Flower buds: broccoli and cauliflower\n\u2022 Side "
                "buds: Brussels sprouts\n\u2022 Swollen stem: kohlrabi\n\u2022 Wild form: wild "
                "cabbage of sea cliffs in western Europe"
            ),
            D(
                "Brassica rapa \u2013 crops\n\u2022 Roots: turnips\n\u2022 Leaves: pak choi, "
                "Chinese cabbage and mizuna\n\u2022 Flower shoots: rapini, or broccoli "
                "rabe\n\u2022 Seeds: some oil rapeseed\n\u2022 Wild form: field mustard, a weed of "
                "crops across Europe and Asia"
            ),
            D(
                "Brassica napus \u2013 crops\n\u2022 Seeds: rapeseed, pressed for oil; canola is a "
                "kind low in erucic acid, bred in Canada in the 1970s\n\u2022 Roots: swede, or "
                "rutabaga\n\u2022 Origin: a cross between Brassica rapa and Brassica oleracea"
            ),
            D(
                "Q: Is broccoli good for you?\nA: Yes. A 100 g serving gives about a full day's "
                "vitamin C and most of the vitamin K, with fibre, folate and sulforaphane, a "
                "sulphur compound studied for its effects on cells. Steaming keeps more of its "
                "vitamins than boiling."
            ),
        ],
    ),
    Q(
        "faq",
        "how",
        "How does an arapaima breathe?",
        "it gulps air at the surface into a swim bladder that works as a lung",
        [
            D(
                "Q: How big does the arapaima grow?\nA: It is one of the largest freshwater fishes "
                "in the world, up to about 3 m long and 200 kg, found in the rivers and flooded "
                "forests of the Amazon basin. Its tough, layered scales resist the bites of "
                "piranhas, and its bony tongue was once used as a grater."
            ),
            D(
                "Q: How do lungfish survive when their pools dry up?\nA: African lungfish burrow "
                "into the mud, wrap themselves in a cocoon of dried mucus and breathe air through "
                "an opening to the surface with their paired lungs, slowing their metabolism. They "
                "can wait like this for months, even years, until the rains return."
            ),
            S(
                "Q: How does the arapaima get its oxygen?\nA: Mostly from air. Every 5 to 15 "
                "minutes this giant of the Amazon rises, gulps air with a loud cough and swallows "
                "it into its swim bladder, which is lined with spongy, blood-rich tissue and works "
                "like a lung. Its gills are too small, and it drowns if kept under."
            ),
            D(
                "Q: How do bettas breathe in stagnant water?\nA: Siamese fighting fish have a "
                "labyrinth organ above their gills, a maze of folded bony plates covered in thin "
                "skin. They gulp air at the surface and oxygen passes into the blood there, so "
                "they can live in rice paddies and puddles with little oxygen."
            ),
        ],
    ),
    Q(
        "faq",
        "why",
        "Why is Laguna Colorada red?",
        "red sediments and the pigments of algae that grow in its water",
        [
            S(
                "Laguna Colorada \u2013 fact sheet\n\u2022 Where: Eduardo Avaroa Andean Fauna "
                "Reserve, Potos\u00ed, Bolivia\n\u2022 Height: about 4,280 m\n\u2022 Depth: mostly "
                "under 1 m\n\u2022 Colour: reddish, from red sediments and from pigments made by "
                "algae growing in its water\n\u2022 Islands: white borax"
            ),
            D(
                "Laguna Verde \u2013 fact sheet\n\u2022 Where: at the foot of Licancabur volcano, "
                "Bolivia, near the border with Chile\n\u2022 Height: about 4,300 m\n\u2022 Colour: "
                "green to turquoise, from minerals such as arsenic and copper, brightest when the "
                "wind stirs up the water"
            ),
            D(
                "Q: Which flamingos live on Laguna Colorada?\nA: Mostly James's flamingos, the "
                "rarest of the three Andean species, along with Andean and Chilean flamingos. "
                "James's flamingo was thought extinct until a colony was found in the area in "
                "1957, and the lake is now one of its main breeding sites."
            ),
            D(
                "Sol de Ma\u00f1ana \u2013 fact sheet\n\u2022 What: a field of geysers, boiling "
                "mud pools and fumaroles\n\u2022 Where: south of Laguna Colorada, Bolivia\n\u2022 "
                "Height: about 4,900 m\n\u2022 Tip: the steam is most impressive in the cold early "
                "morning"
            ),
        ],
    ),
    Q(
        "faq",
        "yesno",
        "Can you see Eta Carinae from Europe?",
        "no",
        [
            D(
                "Q: What was Eta Carinae's Great Eruption?\nA: Between 1837 and 1858 the star "
                "flared up, and in 1843 it became the second brightest star in the night sky, "
                "after Sirius. It threw off at least 10 times the mass of the Sun, which now forms "
                "the Homunculus Nebula around it."
            ),
            D(
                "Q: Can Canopus be seen from Europe?\nA: Only from the far south. The second "
                "brightest star in the night sky lies about 53 degrees south of the celestial "
                "equator, so it just clears the horizon from southern Spain, Sicily, southern "
                "Greece and Crete, low in the south on winter evenings."
            ),
            D(
                "Q: How far away is Eta Carinae?\nA: About 7,500 light years. It is really a pair "
                "of massive stars, the larger perhaps 90 to 100 times the Sun's mass, orbiting "
                "each other every 5.5 years, and one of them may explode as a supernova within the "
                "next few hundred thousand years."
            ),
            S(
                "Q: Can I see Eta Carinae from Europe?\nA: No. The star lies about 60 degrees "
                "south of the celestial equator, so it never rises above the horizon anywhere "
                "north of about latitude 30 degrees north. You need to be in the tropics or the "
                "southern hemisphere, where it sits inside the Carina Nebula."
            ),
        ],
    ),
    Q(
        "faq",
        "bridge",
        "In which country were the last great auks killed?",
        "Iceland",
        [
            D(
                "Q: What did the great auk look like?\nA: It was a flightless seabird about 80 cm "
                "tall, black above and white below, with a heavy grooved bill and a white patch in "
                "front of each eye. Sailors called it the penguin, and the name later passed to "
                "the birds of the southern hemisphere."
            ),
            S(
                "Q: When did the great auk die out?\nA: The last confirmed pair was strangled on 3 "
                "June 1844 on Eldey, a rocky islet where a few birds still bred, by men sent to "
                "collect specimens for a dealer, and one of them crushed their egg underfoot. No "
                "living great auk has been reliably seen since."
            ),
            D(
                "Q: Where did great auks breed?\nA: On a few rocky islands of the North Atlantic. "
                "The biggest colony was on Funk Island, off Newfoundland, where sailors from the "
                "1500s on drove the birds aboard their boats for meat, oil and later feathers, "
                "until none were left there by about 1800."
            ),
            S(
                "Q: Where is Eldey?\nA: Eldey is a steep rock about 77 m high, some 15 km off the "
                "tip of the Reykjanes Peninsula in south-west Iceland. One of the world's largest "
                "colonies of northern gannets nests on its flat top, and people may not land there "
                "without a permit."
            ),
        ],
        drop=0,
    ),
    # --- paraphrase ---
    Q(
        "paraphrase",
        "factoid",
        "Which eruption destroyed the Pink and White Terraces?",
        "the eruption of Mount Tarawera on 10 June 1886",
        [
            D(
                "Pohutu, the largest active geyser in the southern hemisphere, stands in the "
                "Whakarewarewa thermal valley on the edge of Rotorua. It erupts up to 20 times a "
                "day, throwing water as high as 30 m, and the M\u0101ori village beside it has "
                "used the hot pools for cooking and bathing for generations."
            ),
            S(
                "Before dawn on 10 June 1886 Mount Tarawera, south-east of Rotorua, split open "
                "along a rift some 17 km long and hurled out ash, rock and mud for hours. By "
                "daylight Lake Rotomahana had become a steaming crater, and the celebrated pink "
                "and white silica staircases on its shores were gone, blasted apart or buried."
            ),
            D(
                "The Pink and White Terraces were destroyed in an eruption, and for more than a "
                "century people asked whether anything of them survived. In 2017 researchers used "
                "the notes of the geologist Ferdinand von Hochstetter, who surveyed the area in "
                "1859, to argue that parts may lie buried on land near the lake rather than under "
                "its bed."
            ),
            D(
                "The Waimangu Geyser, which formed in a rift left by an earlier eruption in the "
                "area, was the most powerful geyser ever known, throwing black water and rocks up "
                "to 460 m high between 1900 and 1904. In 1903 four tourists who stood too close "
                "were killed when it suddenly erupted."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "factoid",
        "first ivf baby born when",
        "25 July 1978 (Louise Brown, in Oldham, England)",
        [
            D(
                "India's first IVF baby, Kanupriya Agarwal, known as Durga, was born in Kolkata on "
                "3 October 1978, barely ten weeks after the first in England. Her doctor, Subhash "
                "Mukhopadhyay, was scorned by officials who refused to believe his work, and he "
                "took his own life in 1981; only years later was his work recognised."
            ),
            D(
                "The first IVF baby born in the United States was Elizabeth Carr, on 28 December "
                "1981 in Norfolk, Virginia, delivered with the help of a team led by Howard and "
                "Georgeanna Jones. By then the method had also brought births in Australia, where "
                "Candice Reed was born in Melbourne in 1980."
            ),
            D(
                "Robert Edwards received the 2010 Nobel Prize in Physiology or Medicine for "
                "developing in vitro fertilisation; his partner Patrick Steptoe had died in 1988 "
                "and could not share it. By the time of the award about four million babies had "
                "been born through IVF around the world, and many of them have since had children "
                "of their own."
            ),
            S(
                "Louise Brown, the first person to begin life in a laboratory dish rather than "
                "inside her mother, came into the world late on 25 July 1978 at Oldham General "
                "Hospital in north-west England. The gynaecologist Patrick Steptoe and the "
                "physiologist Robert Edwards had worked for a decade to make it possible."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "comparison",
        "Which is deeper, the Tonga Trench or the Kermadec Trench?",
        (
            "the Tonga Trench, about 10,800 m at Horizon Deep, against about 10,000 m for the "
            "Kermadec Trench"
        ),
        [
            D(
                "The lowest point of the Mariana Trench, near Guam, lies about 10,935 m down, the "
                "deepest known spot in any ocean. Jacques Piccard and Don Walsh first reached it "
                "in the bathyscaphe Trieste in January 1960, and the film director James Cameron "
                "dived there alone in 2012."
            ),
            S(
                "At Horizon Deep, the lowest point of the Tonga Trench in the south-west Pacific, "
                "the sea floor lies some 10,800 m below the surface, a figure beaten only by the "
                "Mariana Trench. The explorer Victor Vescovo piloted a small submersible down to "
                "the bottom there in June 2019."
            ),
            D(
                "The Tonga Trench marks the fastest meeting of plates measured anywhere: GPS shows "
                "the northern Tonga islands moving towards the Pacific plate at up to about 24 cm "
                "a year. The same collision feeds volcanoes such as Hunga Tonga-Hunga Ha'apai, "
                "whose 2022 blast was heard as far away as Alaska."
            ),
            S(
                "South of Tonga the Pacific plate keeps sliding under the Australian plate along "
                "the Kermadec Trench, which runs for about 1,000 km towards New Zealand. Its floor "
                "bottoms out at roughly 10,000 m, at Scholl Deep, which puts it among the five "
                "lowest places in all the oceans."
            ),
        ],
        drop=0,
    ),
    Q(
        "paraphrase",
        "list",
        "animals in the camel family",
        (
            "the dromedary, the Bactrian camel and the wild Bactrian camel, the llama, the alpaca, "
            "the guanaco and the vicu\u00f1a"
        ),
        [
            S(
                "Only a handful of species make up the Camelidae. In the Old World there are the "
                "one-humped dromedary and the two-humped Bactrian, with its rare wild cousin of "
                "the Gobi; in South America live the wild guanaco and vicu\u00f1a and the tame "
                "llama and alpaca bred from them."
            ),
            D(
                "The giraffe family, Giraffidae, has only two living members: the giraffe of the "
                "African savanna and the okapi, a forest animal of the Democratic Republic of the "
                "Congo. Both have long, dark tongues that grasp leaves, and the males carry "
                "skin-covered horns called ossicones."
            ),
            D(
                "The camel family began in North America about 45 million years ago, and camels "
                "lived there until around 10,000 years ago. Some crossed the land bridge into Asia "
                "and others went south, and a giant camel of the High Arctic of Canada was "
                "identified in 2013 from a fossil leg bone."
            ),
            D(
                "Vicu\u00f1as live above 3,500 m in the Andes of Peru, Bolivia, Argentina and "
                "Chile, and their wool is among the finest and costliest in the world. Hunting cut "
                "their numbers to about 6,000 by the 1960s, but protection has brought them back "
                "to more than 350,000."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "how",
        "How does crushing a wintergreen mint make it give off light?",
        (
            "fracturing sugar crystals separates charges that spark through the air, and the "
            "wintergreen oil turns the ultraviolet from the sparks into visible blue"
        ),
        [
            D(
                "Crushing or rubbing crystals to make light is called triboluminescence. The "
                "Uncompahgre Ute people of Colorado made ceremonial rattles of buffalo hide filled "
                "with clear quartz crystals, which flashed with light through the thin hide when "
                "they were shaken at night."
            ),
            S(
                "Bite a Wint-O-Green Life Saver in the dark and it flickers blue. As its sugar "
                "crystals fracture, electric charges are torn apart and jump the gap as tiny "
                "discharges that excite nitrogen in the air; most of that glow is ultraviolet, but "
                "the flavour oil, methyl salicylate, absorbs it and re-emits visible blue."
            ),
            D(
                "Peeling ordinary sticky tape off its roll in a vacuum gives off not only a faint "
                "glow but also X-rays, as a team at the University of California, Los Angeles, "
                "showed in 2008. The bursts were strong enough to take an X-ray image of one "
                "researcher's finger, and the team hoped the effect might one day power cheap "
                "X-ray machines."
            ),
            D(
                "A glow stick gives off light when it is bent and the glass vial inside it breaks. "
                "Hydrogen peroxide then mixes with a phenyl oxalate ester, and the energy of the "
                "reaction passes to a fluorescent dye, whose choice sets the colour of the light; "
                "cold slows the reaction, so the glow lasts longer."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "why",
        "Why does Triton orbit Neptune backwards?",
        (
            "it was probably captured by Neptune's gravity from the Kuiper belt rather than formed "
            "around the planet"
        ),
        [
            D(
                "Triton was discovered by the English brewer and astronomer William Lassell on 10 "
                "October 1846, only 17 days after Neptune itself was found. When Voyager 2 flew "
                "past in August 1989 it saw dark plumes rising about 8 km from its icy surface, "
                "one of the coldest in the solar system, at about 38 kelvin."
            ),
            D(
                "Phoebe, a dark moon about 213 km across, travels around Saturn in the opposite "
                "direction to the planet's larger moons and far outside them. Its orbit and "
                "make-up suggest it came from the outer solar system and was captured, and dust "
                "from it feeds a huge, faint ring discovered in 2009 by the Spitzer Space "
                "Telescope, the largest ring of any planet."
            ),
            S(
                "Neptune's biggest moon, Triton, circles the planet against the direction in which "
                "Neptune spins, something no large moon born around its planet would do. "
                "Astronomers therefore think it began as a dwarf world of the Kuiper belt and was "
                "snared by Neptune's gravity, perhaps after a close pass broke up a pair of bodies."
            ),
            D(
                "Nereid, the third-largest moon of Neptune, was found by Gerard Kuiper in 1949. "
                "Its orbit is one of the most stretched of any moon: it swings from about 1.4 "
                "million km to 9.7 million km from the planet, taking 360 days to go round once, "
                "and Voyager 2 saw it only from far away."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "yesno",
        "Was morphine named after a god?",
        "yes, after Morpheus, the Greek god of dreams",
        [
            D(
                "Heroin was first made in 1874 by the English chemist C. R. Alder Wright at St "
                "Mary's Hospital in London, by boiling morphine with acetic anhydride. The German "
                "firm Bayer sold it from 1898 as a cough medicine, and its name came from "
                "heroisch, German for heroic, after how it made people feel."
            ),
            D(
                "Codeine, a milder relative of morphine found in the opium poppy, was first "
                "isolated in 1832 by the French chemist Pierre Robiquet. Its name comes from the "
                "Greek word kodeia, meaning poppy head, and today most of it is made from morphine "
                "rather than extracted directly."
            ),
            D(
                "The opium poppy's scientific name, Papaver somniferum, means sleep-bringing poppy "
                "in Latin. Cut into while still green, its seed pods ooze a milky latex that dries "
                "into opium, and Afghanistan grew most of the world's supply in the early 2000s."
            ),
            S(
                "The German pharmacist's assistant Friedrich Sert\u00fcrner, working in Paderborn, "
                "drew a pure sleep-bringing substance out of opium around 1804 and called it "
                "morphium, in honour of Morpheus, the deity who shapes dreams in Greek myth. It "
                "was the first alkaloid ever isolated from a plant."
            ),
        ],
    ),
    Q(
        "paraphrase",
        "bridge",
        "Into which river does the river that hantaviruses are named after flow?",
        "the Imjin River",
        [
            S(
                "The hantaviruses take their title from the Hantan, a stream in Korea. During the "
                "war of 1950 to 1953 more than 3,000 United Nations soldiers came down with a "
                "fever that made them bleed and damaged their kidneys, and in 1976 Lee Ho-wang "
                "isolated the culprit from striped field mice caught near that water."
            ),
            D(
                "In 1993 a deadly lung illness struck young, healthy people in the Four Corners "
                "region of the south-western United States. The hantavirus behind it, carried by "
                "deer mice, was at first to be named after a nearby canyon, but objections led to "
                "the name Sin Nombre, Spanish for without a name."
            ),
            S(
                "The Hantan rises in the mountains of North Korea, crosses the border and winds "
                "through Cheorwon and Yeoncheon counties in South Korea, where it has cut a canyon "
                "through old lava flows, and then joins the Imjin, which carries its water on to "
                "the estuary of the Han and the Yellow Sea."
            ),
            D(
                "The Han River flows for about 500 km across South Korea, passing through the "
                "heart of Seoul under more than 30 bridges before reaching the Yellow Sea. Its "
                "banks in the capital are lined with parks, cycle paths and swimming pools, and in "
                "the coldest winters it freezes over."
            ),
        ],
        drop=1,
    ),
]
