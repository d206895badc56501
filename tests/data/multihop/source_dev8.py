"""Development multi-hop questions, batch 8 (20 two-hop questions in the style of Wikipedia
multi-hop QA), written by someone who never read the evaluator, the gold set or the
benchmarks; what they read: tests/data/singlehop/source.py for the format.

Measured lengths (characters, title included): mean support 385, mean distractor 381;
a support is the longest passage in 1 of the 20 questions. Shapes: 11 bridge,
5 comparison, 4 compositional. Original text, shared under CC0 1.0 like the rest of
`tests/data/`.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    # 1 bridge: Geiger counter -> Hans Geiger -> birthplace
    Q(
        "titled",
        "bridge",
        "Which German town was the inventor of the Geiger counter born in?",
        "Neustadt an der Haardt",
        [
            D(
                "Geiger\u2013Marsden experiment: The Geiger\u2013Marsden experiments, also called "
                "the Rutherford gold foil experiment, were a series of experiments carried out "
                "between 1908 and 1913 by Hans Geiger and Ernest Marsden under the direction of "
                "Ernest Rutherford at the University of Manchester. Alpha particles fired at a "
                "thin gold foil were occasionally deflected through very large angles, which "
                "pointed to a small, dense atomic nucleus. Rutherford published his interpretation "
                "in 1911, and the result replaced the plum pudding model of the atom."
            ),
            D(
                "Wilhelm Geiger: Wilhelm Ludwig Geiger (21 July 1856 \u2013 2 September 1943) was "
                "a German Orientalist known for his work on the Pali, Sinhala and Iranian "
                "languages. He taught for many years at the University of Erlangen and later at "
                "Munich. His German and English translations of the Sri Lankan chronicles, the "
                "Mahavamsa and the Culavamsa, are still standard references for historians of the "
                "island."
            ),
            S(
                "Geiger counter: A Geiger counter, also known as a Geiger\u2013M\u00fcller "
                "counter, is an electronic instrument used for detecting and measuring ionizing "
                "radiation. It is named after the German physicist Hans Geiger, who developed the "
                "principle of the detector in 1908 at the University of Manchester, and after "
                "Walther M\u00fcller, who improved it together with Geiger in 1928. It is widely "
                "used in radiological protection, radiation dosimetry and experimental physics."
            ),
            D(
                "Neustadt in Holstein: Neustadt in Holstein is a town in the district of "
                "Ostholstein in Schleswig-Holstein, Germany. It lies on the Bay of L\u00fcbeck, an "
                "inlet of the Baltic Sea, about 30 kilometres north-east of the city of "
                "L\u00fcbeck. Founded in the thirteenth century by the Counts of Holstein, it is "
                "today a small port and a seaside resort, and it should not be confused with the "
                "many other German towns called Neustadt."
            ),
            D(
                "Scintillation counter: A scintillation counter is an instrument for detecting and "
                "measuring ionizing radiation by using the excitation effect of incident radiation "
                "on a scintillating material and detecting the resultant light pulses with a "
                "photomultiplier tube. It is used in radiation surveys, medical imaging and "
                "nuclear physics, and is often preferred to a Geiger counter when the energy of "
                "the radiation must be measured."
            ),
            S(
                "Hans Geiger: Johannes Wilhelm Geiger (30 September 1882 \u2013 24 September 1945) "
                "was a German physicist. He was born in Neustadt an der Haardt, in the Palatinate, "
                "the son of the Indologist Wilhelm Geiger, and studied physics at the University "
                "of Erlangen. He is best known as the co-inventor of the radiation detector that "
                "bears his name, and he later headed the physics institutes of the universities of "
                "Kiel and T\u00fcbingen and of the Technical University of Berlin."
            ),
            D(
                "Geiger\u2013Nuttall law: In nuclear physics, the Geiger\u2013Nuttall law or "
                "Geiger\u2013Nuttall rule relates the decay constant of a radioactive isotope to "
                "the energy of the alpha particles it emits: short-lived isotopes emit more "
                "energetic alpha particles than long-lived ones. It was formulated in 1911 by Hans "
                "Geiger and John Mitchell Nuttall and was explained in 1928 by the quantum "
                "tunnelling theory of George Gamow."
            ),
            D(
                "Ionization chamber: An ionization chamber is the simplest type of gas-filled "
                "radiation detector, widely used for the detection and measurement of certain "
                "types of ionizing radiation, including X-rays, gamma rays and beta particles. "
                "Unlike the Geiger counter, it collects the charges created by direct ionization "
                "within the gas without any gas multiplication, so its output current is "
                "proportional to the dose."
            ),
        ],
        drop=1,
    ),
    # 2 bridge: Bunsen burner -> Robert Bunsen -> university
    Q(
        "titled",
        "bridge",
        "the chemist the bunsen burner is named after taught at which university",
        "University of Heidelberg",
        [
            D(
                "Meker burner: A Meker burner, also called a Meker\u2013Fisher burner, is a "
                "laboratory burner that produces multiple open gas flames, used for heating, "
                "sterilization and combustion. It is named after the French chemist Georges "
                "M\u00e9ker. It differs from the Bunsen burner in having a wide metal grid at the "
                "top of its tube, which divides the flame into many small flames and gives a "
                "hotter, more even heat across a larger area. It is often used where a Bunsen "
                "flame is not hot enough, for example to melt glass or to ignite samples in a "
                "crucible."
            ),
            S(
                "Bunsen burner: A Bunsen burner is a kind of gas burner used as laboratory "
                "equipment; it produces a single open gas flame and is used for heating, "
                "sterilization and combustion. It is named after the German chemist Robert Bunsen, "
                "who in 1855 improved an earlier burner design together with the laboratory "
                "technician Peter Desaga. The burner mixes gas with a controlled amount of air "
                "before combustion, giving a hot, non-luminous blue flame."
            ),
            D(
                "Bunsen cell: The Bunsen cell is a zinc\u2013carbon primary cell invented by the "
                "German chemist Robert Bunsen in 1841. It consists of a zinc anode in dilute "
                "sulfuric acid, separated by a porous pot from a carbon cathode in nitric or "
                "chromic acid. Cheaper than the platinum-based Grove cell, it was widely used in "
                "the nineteenth century for arc lighting, electroplating and early telegraph "
                "systems."
            ),
            D(
                "University of Marburg: The Philipp University of Marburg is a public research "
                "university located in Marburg, Hesse, Germany. Founded in 1527 by Philip I, "
                "Landgrave of Hesse, it is the oldest Protestant university in the world still in "
                "operation. It has some 22,000 students and is known for its faculties of "
                "medicine, chemistry and pharmacy, which count several Nobel laureates among their "
                "former members."
            ),
            D(
                "Teclu burner: The Teclu burner is a laboratory gas burner named after the "
                "Romanian chemist Nicolae Teclu, who devised it in 1892. Its tube is longer than "
                "that of the Bunsen burner and has a conical lower part, and a screw nut at the "
                "base allows the flow of air to be regulated precisely. As a result the Teclu "
                "burner gives a hotter flame and is used where higher temperatures are needed."
            ),
            D(
                "Bunsen\u2013Roscoe law: The Bunsen\u2013Roscoe law, or law of reciprocity, states "
                "that the photochemical effect of light depends only on the total energy "
                "delivered, that is on the product of its intensity and its duration. It was "
                "formulated by the German chemist Robert Bunsen and the English chemist Henry "
                "Roscoe in a series of studies on the reaction of hydrogen with chlorine published "
                "between 1855 and 1862."
            ),
            S(
                "Robert Bunsen: Robert Wilhelm Eberhard Bunsen (30 March 1811 \u2013 16 August "
                "1899) was a German chemist born in G\u00f6ttingen. After teaching posts at "
                "Kassel, Marburg and Breslau, he became professor of chemistry at the University "
                "of Heidelberg in 1852 and taught there until his retirement in 1889. He developed "
                "emission spectroscopy and discovered the elements caesium and rubidium in 1860 "
                "and 1861."
            ),
            D(
                "Alcohol burner: An alcohol burner or spirit lamp is a piece of laboratory "
                "equipment used to produce an open flame. It can be made from brass, glass or "
                "aluminium and burns methylated spirits or ethanol drawn up through a cotton wick. "
                "It is used in school laboratories and in the field where a gas supply, as needed "
                "by a Bunsen burner, is not available, although its flame is cooler."
            ),
        ],
    ),
    # 3 bridge: Morse code -> Samuel Morse -> birthplace
    Q(
        "titled",
        "bridge",
        "Morse code is named after an inventor who was born in which town?",
        "Charlestown, Massachusetts",
        [
            D(
                "Alfred Vail: Alfred Lewis Vail (September 25, 1807 \u2013 January 18, 1859) was "
                "an American machinist and inventor. Alongside Samuel Morse, he was a central "
                "figure in developing and commercializing the American electrical telegraph "
                "between 1837 and 1844. Some historians credit him with much of the work on the "
                "dot-and-dash code and on the design of the telegraph key and register used on the "
                "first lines."
            ),
            D(
                "Charlestown, Rhode Island: Charlestown is a town in Washington County, Rhode "
                "Island, United States, on the shore of Block Island Sound. It was incorporated in "
                "1738 and named after King Charles II of England. The town is home to the Ninigret "
                "National Wildlife Refuge and to much of the traditional land of the Narragansett "
                "people, whose tribal headquarters stand there."
            ),
            S(
                "Morse code: Morse code is a telecommunications method that encodes text "
                "characters as standardized sequences of two different signal durations, called "
                "dots and dashes. It is named after Samuel Morse, one of the inventors of the "
                "electrical telegraph, who developed an early form of the code with Alfred Vail in "
                "the late 1830s. International Morse code was later standardized and is still used "
                "in amateur radio and aviation."
            ),
            D(
                "Cooke and Wheatstone telegraph: The Cooke and Wheatstone telegraph was an early "
                "electrical telegraph system dating from the 1830s, invented by the English "
                "inventor William Fothergill Cooke and the English scientist Charles Wheatstone. "
                "It was the first telegraph system to be put into commercial service, on the Great "
                "Western Railway in 1838, and its receivers used needles pointing to letters on a "
                "board."
            ),
            D(
                "American Morse code: American Morse code, also known as Railroad code, is the "
                "original version of the Morse code, developed in the mid-1840s for the electric "
                "telegraph in the United States. It differs from the later International Morse "
                "code in using dashes of several lengths and spaces inside some characters, and it "
                "remained in use on American landline and railroad telegraphs until the middle of "
                "the twentieth century."
            ),
            D(
                "Jedidiah Morse: Jedidiah Morse (August 23, 1761 \u2013 June 9, 1826) was an "
                "American geographer and Congregational minister whose textbooks became a staple "
                "of American schools and earned him the title of the father of American geography. "
                "A strict Calvinist, he was a leading opponent of Unitarianism in New England. His "
                "textbook Geography Made Easy, first published in 1784, went through many editions."
            ),
            S(
                "Samuel Morse: Samuel Finley Breese Morse (April 27, 1791 \u2013 April 2, 1872) "
                "was an American inventor and painter. He was born in Charlestown, Massachusetts, "
                "the eldest son of the geographer and pastor Jedidiah Morse. After having "
                "established a reputation as a portrait painter, he contributed to the invention "
                "of a single-wire telegraph system and co-developed the code that carries his name."
            ),
            D(
                "Electrical telegraph: An electrical telegraph is a point-to-point text messaging "
                "system used from the 1840s until the late twentieth century. In the United States "
                "the first long-distance line, between Washington, D.C., and Baltimore, opened on "
                "24 May 1844 with the message 'What hath God wrought'. Within two decades lines "
                "crossed the continent, and in 1866 a lasting cable was laid across the Atlantic, "
                "linking the telegraph networks of North America and Europe."
            ),
        ],
        drop=1,
    ),
    # 4 bridge: Braille -> Louis Braille -> birthplace
    Q(
        "titled",
        "bridge",
        "braille was created by a frenchman born in which village",
        "Coupvray",
        [
            S(
                "Louis Braille: Louis Braille (4 January 1809 \u2013 6 January 1852) was a French "
                "educator and the inventor of a system of reading and writing for the blind. He "
                "was born in Coupvray, a small village east of Paris, where his father "
                "Simon-Ren\u00e9 Braille was a saddler. Blinded in both eyes after an accident in "
                "his father's workshop at the age of three, he studied at the Royal Institute for "
                "Blind Youth in Paris, where he later taught."
            ),
            D(
                "Charles Barbier: Charles Barbier de la Serre (1767\u20131841) was a French army "
                "captain who invented night writing, a code of raised dots and dashes that "
                "soldiers could read by touch without light and without speaking. He later adapted "
                "it as a sonography for people who could not see and presented it to the Royal "
                "Institute for Blind Youth in Paris, where it inspired the six-dot system "
                "developed there. His code represented sounds rather than letters and used cells "
                "of up to twelve dots."
            ),
            D(
                "Valentin Ha\u00fcy: Valentin Ha\u00fcy (13 November 1745 \u2013 19 March 1822) "
                "was a French educator who founded the first school for the blind, the Royal "
                "Institute for Blind Youth, in Paris in 1784. He printed books for his pupils in "
                "large embossed Roman letters that could be read with the fingers. He was the "
                "younger brother of the mineralogist Ren\u00e9 Just Ha\u00fcy, a founder of "
                "crystallography."
            ),
            D(
                "Moon type: Moon type is a writing system for the blind that uses embossed symbols "
                "mostly derived from the Latin script. It was devised by the English author "
                "William Moon, who had lost his sight as a young man, and published in 1845. "
                "Because its shapes resemble printed letters it is easier to learn than braille "
                "for people who lose their sight late in life, although few books now use it."
            ),
            D(
                "Braille music: Braille music is a braille code that allows music to be notated "
                "using braille cells, so that it can be read by blind musicians by touch. The "
                "system was first devised in the 1820s by the inventor of braille himself, who was "
                "an accomplished organist and cellist, and it has been standardized "
                "internationally since the end of the nineteenth century, though national variants "
                "remain."
            ),
            D(
                "Perkins Brailler: The Perkins Brailler is a braille typewriter with a key "
                "corresponding to each of the six dots of the braille code, a space key, a "
                "backspace key and a line-space key. It was first manufactured in 1951 after being "
                "designed by David Abraham, a teacher at the Perkins School for the Blind in "
                "Watertown, Massachusetts, and is still produced there today."
            ),
            S(
                "Braille: Braille is a tactile writing system used by people who are visually "
                "impaired, read by touch as patterns of raised dots arranged in cells of six. It "
                "was developed by the French educator Louis Braille, who had lost his sight in a "
                "childhood accident, as an improvement on the night writing of Charles Barbier. "
                "The system was first published in 1829 and has since been adapted to almost every "
                "known language."
            ),
            D(
                "Chessy, Seine-et-Marne: Chessy is a commune in the Seine-et-Marne department in "
                "the \u00cele-de-France region of north-central France, about 30 kilometres east "
                "of Paris. It lies in the valley of the Marne within the new town of "
                "Marne-la-Vall\u00e9e, and much of the Disneyland Paris resort, including the "
                "Disneyland Park, is built on its land, together with the railway station that "
                "serves the resort."
            ),
        ],
    ),
    # 5 bridge: Mackenzie River -> Alexander Mackenzie -> birthplace
    Q(
        "titled",
        "bridge",
        "The Mackenzie River is named after an explorer who was born in which Scottish town?",
        "Stornoway",
        [
            D(
                "Alexander Mackenzie (politician): Alexander Mackenzie (28 January 1822 \u2013 17 "
                "April 1892) was a Canadian politician who served as the second prime minister of "
                "Canada from 1873 to 1878. Born in Logierait, Perthshire, Scotland, he emigrated "
                "to Canada in 1842 and worked as a stonemason and building contractor in Kingston "
                "and Sarnia before entering politics as a Liberal. His government introduced the "
                "secret ballot and founded the Supreme Court of Canada."
            ),
            D(
                "Great Slave Lake: Great Slave Lake is the second-largest lake in the Northwest "
                "Territories of Canada, after Great Bear Lake, and the deepest lake in North "
                "America, at about 614 metres. It is fed by the Slave River and drained at its "
                "western end by the Mackenzie River. The lake and its river were long part of the "
                "fur-trade route from Lake Athabasca to the Arctic Ocean."
            ),
            S(
                "Mackenzie River: The Mackenzie River is the longest river in Canada, flowing some "
                "1,738 kilometres from Great Slave Lake to the Beaufort Sea of the Arctic Ocean "
                "through the Northwest Territories. It is named after the explorer Alexander "
                "Mackenzie, who travelled along it in 1789 in the hope that it would lead to the "
                "Pacific Ocean. It forms one of the largest river systems in North America."
            ),
            D(
                "Mackenzie Mountains: The Mackenzie Mountains are a mountain range in northern "
                "Canada forming part of the boundary between Yukon and the Northwest Territories, "
                "between the Liard and Peel rivers. Unlike the river, they are named after "
                "Alexander Mackenzie, the second prime minister of Canada. Their highest peak, "
                "Keele Peak, rises to 2,952 metres."
            ),
            D(
                "Simon Fraser (explorer): Simon Fraser (20 May 1776 \u2013 18 August 1862) was a "
                "fur trader and explorer who charted much of what is now the Canadian province of "
                "British Columbia. Working for the North West Company, he followed the river that "
                "now bears his name to the Pacific in 1808 and built the first European "
                "settlements in the interior of the region."
            ),
            D(
                "Fort Chipewyan: Fort Chipewyan is a hamlet in northern Alberta, Canada, on the "
                "western end of Lake Athabasca, and one of the oldest European settlements in the "
                "province. It was founded as a trading post of the North West Company in 1788 and "
                "served as the starting point of the journeys of 1789 and 1793 that took the "
                "company's traders to the Arctic and then to the Pacific."
            ),
            D(
                "Mackenzie River (Queensland): The Mackenzie River is a river in Central "
                "Queensland, Australia, and part of the Fitzroy River basin, one of the largest "
                "catchments draining to the Pacific coast of Australia. It joins the Dawson River "
                "to form the Fitzroy River, which flows past Rockhampton into Keppel Bay on the "
                "Coral Sea, inside the southern Great Barrier Reef."
            ),
            S(
                "Alexander Mackenzie (explorer): Sir Alexander Mackenzie (1764 \u2013 12 March "
                "1820) was a Scottish explorer and fur trader. Born in Stornoway on the Isle of "
                "Lewis, he emigrated as a boy to New York and later joined the North West Company "
                "in Montreal. In 1793 he became the first European to cross North America north of "
                "Mexico overland to the Pacific coast, ten years before Lewis and Clark."
            ),
        ],
    ),
    # 6 bridge: Kodak -> George Eastman -> birthplace
    Q(
        "titled",
        "bridge",
        "Kodak was founded by an entrepreneur born in which New York town?",
        "Waterville",
        [
            S(
                "George Eastman: George Eastman (July 12, 1854 \u2013 March 14, 1932) was an "
                "American entrepreneur who founded the Eastman Kodak Company and helped to bring "
                "the photographic use of roll film into the mainstream. He was born on a farm in "
                "Waterville, New York, and moved with his family to Rochester as a young child. A "
                "major philanthropist, he also founded the Eastman School of Music."
            ),
            D(
                "Kodak Brownie: The Brownie was a long-running line of simple and inexpensive "
                "cameras made by the Eastman Kodak Company. Introduced in February 1900 at a price "
                "of one dollar, it brought low-cost snapshot photography to the masses and "
                "introduced the concept of the snapshot. Models of the camera were produced until "
                "the 1980s, and many millions were sold around the world."
            ),
            D(
                "Henry A. Strong: Henry Alvah Strong (1838\u20131919) was an American businessman "
                "and philanthropist from Rochester, New York. A maker of buggy whips, he was an "
                "early investor in the dry plate business of the young George Eastman and became "
                "the first president of the Eastman Kodak Company, holding the post until his "
                "death. The Strong Memorial Hospital in Rochester commemorates him and his wife."
            ),
            D(
                "Eastman Chemical Company: Eastman Chemical Company is an American company "
                "headquartered in Kingsport, Tennessee, that makes advanced materials, chemicals "
                "and fibres. It was founded in 1920 as a subsidiary of the Eastman Kodak Company "
                "to produce the wood alcohol and other chemicals needed for film manufacture, and "
                "it was spun off from its parent as an independent company in 1994."
            ),
            D(
                "Waterville, Maine: Waterville is a city in Kennebec County, Maine, United States, "
                "on the west bank of the Kennebec River. The city is home to Colby College and "
                "Thomas College, and was for much of the nineteenth and twentieth centuries a "
                "centre of textile, paper and shoe manufacturing. It was incorporated as a town in "
                "1802 and as a city in 1888, and its population is about 16,000."
            ),
            S(
                "Kodak: The Eastman Kodak Company, referred to simply as Kodak, is an American "
                "public company that produces various products related to its historic basis in "
                "film photography. Headquartered in Rochester, New York, it was founded by George "
                "Eastman and Henry A. Strong, and its name and slogan 'You press the button, we do "
                "the rest' date from 1888. During most of the twentieth century it dominated the "
                "market for photographic film."
            ),
            D(
                "Fujifilm: Fujifilm Holdings Corporation is a Japanese multinational conglomerate "
                "operating in photography, optics, office and medical electronics, biotechnology "
                "and chemicals. It was founded in 1934 as Fuji Photo Film to produce photographic "
                "film, and for decades it was the main rival of the American film makers. It is "
                "now a leading maker of medical imaging equipment and instant cameras, and its "
                "mirrorless digital cameras are popular with photographers."
            ),
            D(
                "George Eastman Museum: The George Eastman Museum in Rochester, New York, is the "
                "world's oldest museum dedicated to photography and one of the oldest film "
                "archives. It opened to the public in 1949 in the Colonial Revival mansion where "
                "the photography pioneer lived from 1905 until his death, and its collections hold "
                "several hundred thousand photographs and tens of thousands of films."
            ),
        ],
    ),
    # 7 bridge: Heimlich maneuver -> Henry Heimlich -> birthplace
    Q(
        "titled",
        "bridge",
        "In which city was the surgeon who gave his name to the Heimlich maneuver born?",
        "Wilmington, Delaware",
        [
            D(
                "Heimlich valve: The Heimlich valve, also called a flutter valve, is a one-way "
                "valve for chest drainage invented by the American surgeon Henry Heimlich in 1963. "
                "It lets air and fluid drain out of the pleural space while preventing them from "
                "flowing back, so that a patient with a collapsed lung can walk about. It was used "
                "widely by American forces during the Vietnam War."
            ),
            D(
                "Choking: Choking is the mechanical obstruction of the flow of air from the "
                "environment into the lungs. It prevents breathing and can be partial or complete, "
                "with partial choking allowing some though inadequate flow of air. First aid for a "
                "choking adult who is conscious usually includes back blows, abdominal thrusts and "
                "chest thrusts, and prolonged choking can cause death by asphyxia."
            ),
            S(
                "Heimlich maneuver: Abdominal thrusts, also known as the Heimlich maneuver, are a "
                "first-aid procedure used to treat upper airway obstructions by foreign objects. "
                "The rescuer stands behind the choking person, wraps the arms around the waist and "
                "delivers quick inward and upward thrusts just below the rib cage. The technique "
                "is named after the American physician Henry Heimlich, who described it in 1974."
            ),
            D(
                "Cardiopulmonary resuscitation: Cardiopulmonary resuscitation (CPR) is an "
                "emergency procedure consisting of chest compressions often combined with "
                "artificial ventilation, or mouth-to-mouth resuscitation, in an effort to preserve "
                "brain function until further measures are taken. It is recommended for people who "
                "are unresponsive and not breathing normally, and it was developed in its modern "
                "form around 1960 by Peter Safar, James Elam and William Kouwenhoven."
            ),
            D(
                "Wilmington, North Carolina: Wilmington is a port city in and the county seat of "
                "New Hanover County in coastal southeastern North Carolina, United States, on the "
                "Cape Fear River. With a population of about 115,000, it is the eighth most "
                "populous city in the state. The battleship USS North Carolina is moored there as "
                "a museum ship and war memorial."
            ),
            D(
                "Recovery position: The recovery position is one of a series of variations on a "
                "lateral recumbent or three-quarters prone position of the body, into which an "
                "unconscious but breathing casualty can be placed as part of first aid treatment. "
                "It keeps the airway clear and open and lets fluid drain from the mouth, reducing "
                "the risk of choking on vomit."
            ),
            S(
                "Henry Heimlich: Henry Judah Heimlich (February 3, 1920 \u2013 December 17, 2016) "
                "was an American thoracic surgeon and medical researcher. Born in Wilmington, "
                "Delaware, he studied at Cornell University and at Weill Cornell Medical College, "
                "and he is widely credited as the inventor of the anti-choking technique named "
                "after him. He later promoted several controversial treatments."
            ),
            D(
                "Chest tube: A chest tube, also called a chest drain or intercostal drain, is a "
                "flexible plastic tube that is inserted through the chest wall and into the "
                "pleural space or mediastinum. It is used to remove air, fluid or pus from the "
                "chest, as in the treatment of a collapsed lung, and is usually connected to a "
                "one-way valve or an underwater seal so that air cannot re-enter."
            ),
        ],
        drop=1,
    ),
    # 8 bridge: Tourette syndrome -> Georges Gilles de la Tourette -> teacher
    Q(
        "titled",
        "bridge",
        "Under which neurologist did the doctor after whom Tourette syndrome is named train?",
        "Jean-Martin Charcot",
        [
            D(
                "Tic disorder: Tic disorders are defined in psychiatric classification on the "
                "basis of the type of tic, motor or phonic, and the length of time for which the "
                "tics have been present. They include Tourette syndrome, persistent motor or vocal "
                "tic disorder and provisional tic disorder, and they are more common in boys than "
                "in girls. Many children outgrow their tics by adulthood."
            ),
            D(
                "Joseph Babinski: Joseph Jules Fran\u00e7ois F\u00e9lix Babinski (17 November 1857 "
                "\u2013 29 October 1932) was a French neurologist of Polish descent. He is best "
                "known for his 1896 description of the Babinski sign, a pathological plantar "
                "reflex that indicates damage to the corticospinal tract. He was head of the "
                "neurological clinic at the Piti\u00e9 Hospital in Paris from 1890 until his "
                "retirement in 1922."
            ),
            D(
                "Coprolalia: Coprolalia is involuntary swearing or the involuntary utterance of "
                "obscene words or socially inappropriate and derogatory remarks. Although it is "
                "often thought of as the defining feature of Tourette syndrome, it occurs in only "
                "a minority of people with the condition, and it is not required for a diagnosis. "
                "Similar involuntary obscene gestures are called copropraxia."
            ),
            D(
                "Piti\u00e9-Salp\u00eatri\u00e8re Hospital: The Piti\u00e9-Salp\u00eatri\u00e8re "
                "University Hospital is a teaching hospital in the 13th arrondissement of Paris "
                "and one of the largest hospitals in Europe. Originally a gunpowder factory, from "
                "which its name comes, the Salp\u00eatri\u00e8re became a hospice for poor women "
                "under Louis XIV and, in the nineteenth century, a world-famous centre for the "
                "study of the nervous system and its diseases."
            ),
            S(
                "Georges Gilles de la Tourette: Georges Albert \u00c9douard Brutus Gilles de la "
                "Tourette (30 October 1857 \u2013 22 May 1904) was a French physician and "
                "neurologist. Born in Saint-Gervais-les-Trois-Clochers near Loudun, he studied "
                "medicine at Poitiers and then in Paris, where he became a student and "
                "prot\u00e9g\u00e9 of Jean-Martin Charcot at the Salp\u00eatri\u00e8re Hospital. "
                "He also wrote on hypnotism and hysteria."
            ),
            D(
                "Sydenham's chorea: Sydenham's chorea is a disorder characterized by rapid, "
                "uncoordinated jerking movements primarily affecting the face, hands and feet. It "
                "follows childhood infection with group A beta-haemolytic Streptococcus and is one "
                "of the major criteria for rheumatic fever. It is named after the English "
                "physician Thomas Sydenham, who described it in the seventeenth century."
            ),
            D(
                "Huntington's disease: Huntington's disease is a neurodegenerative disease that is "
                "mostly inherited. The earliest symptoms are often subtle problems with mood or "
                "mental abilities, followed by a general lack of coordination and an unsteady "
                "gait, and jerky body movements known as chorea become more apparent as it "
                "advances. It is named after the American physician George Huntington, who gave a "
                "classic description of it in 1872."
            ),
            S(
                "Tourette syndrome: Tourette syndrome is a common neurodevelopmental disorder that "
                "begins in childhood or adolescence. It is characterized by multiple movement tics "
                "and at least one vocal tic, which typically wax and wane in severity. The "
                "condition is named after the French neurologist Georges Gilles de la Tourette, "
                "who published an account of nine patients with the disorder in 1885."
            ),
        ],
        drop=1,
    ),
    # 9 bridge: Richter scale -> Charles Francis Richter -> birthplace
    Q(
        "titled",
        "bridge",
        "the seismologist behind the richter scale was born near which ohio town",
        "Overpeck",
        [
            D(
                "Beno Gutenberg: Beno Gutenberg (4 June 1889 \u2013 25 January 1960) was a "
                "German-American seismologist who made several important contributions to the "
                "science. Born in Darmstadt, he moved to the California Institute of Technology in "
                "1930, where he worked on earthquake magnitude, and in 1913 he had determined the "
                "depth of the boundary between the Earth's mantle and its core."
            ),
            S(
                "Richter scale: The Richter scale, also called the Richter magnitude scale or the "
                "local magnitude scale, is a measure of the strength of earthquakes. It was "
                "developed by Charles Francis Richter in collaboration with Beno Gutenberg and "
                "presented in Richter's landmark 1935 paper, where he called it a magnitude scale. "
                "Each whole-number step represents a tenfold increase in the measured amplitude."
            ),
            D(
                "Moment magnitude scale: The moment magnitude scale is a measure of an "
                "earthquake's magnitude, or size of energy release, based on its seismic moment. "
                "It was defined in a 1979 paper by the seismologists Thomas C. Hanks and Hiroo "
                "Kanamori. Because the older local magnitude scale saturates for very large "
                "earthquakes, the moment magnitude scale is now used by the United States "
                "Geological Survey for all modern large earthquakes."
            ),
            D(
                "Mercalli intensity scale: The Modified Mercalli intensity scale measures the "
                "intensity of shaking produced by an earthquake at a given location, from "
                "imperceptible shaking to catastrophic destruction, using Roman numerals. It "
                "developed from the scale of the Italian volcanologist Giuseppe Mercalli of 1902 "
                "and, unlike magnitude scales, describes the observed effects of an earthquake."
            ),
            D(
                "Gutenberg\u2013Richter law: In seismology, the Gutenberg\u2013Richter law "
                "expresses the relationship between the magnitude and the total number of "
                "earthquakes of at least that magnitude in any given region and time period. The "
                "number of earthquakes falls roughly tenfold for each step of one magnitude unit. "
                "It was first proposed by the two seismologists of the California Institute of "
                "Technology in 1944."
            ),
            D(
                "Burton Richter: Burton Richter (March 22, 1931 \u2013 July 18, 2018) was an "
                "American physicist who shared the 1976 Nobel Prize in Physics with Samuel Ting "
                "for the discovery of the J/psi meson. Born in Brooklyn, New York, he studied at "
                "the Massachusetts Institute of Technology and led the SPEAR project at the "
                "Stanford Linear Accelerator Center, which he later directed."
            ),
            S(
                "Charles Francis Richter: Charles Francis Richter (April 26, 1900 \u2013 September "
                "30, 1985) was an American seismologist and physicist. He was born near Overpeck, "
                "Ohio, and moved with his mother to Los Angeles as a child. He studied physics at "
                "Stanford University and spent most of his career at the California Institute of "
                "Technology, where he devised the magnitude scale that bears his name."
            ),
            D(
                "Seismometer: A seismometer is an instrument that responds to ground noises and "
                "shaking such as those caused by earthquakes, volcanic eruptions and explosions. "
                "It is usually combined with a timing device and a recording device to form a "
                "seismograph. The Wood\u2013Anderson torsion seismometer, built in California in "
                "the 1920s, was the instrument on which the first magnitude scale was defined."
            ),
        ],
    ),
    # 10 bridge: Kirchhoff's circuit laws -> Gustav Kirchhoff -> birthplace
    Q(
        "titled",
        "bridge",
        "Kirchhoff's circuit laws are named after a physicist who was born in which city?",
        "K\u00f6nigsberg",
        [
            D(
                "Kirchhoff's law of thermal radiation: In heat transfer, Kirchhoff's law of "
                "thermal radiation refers to wavelength-specific radiative emission and absorption "
                "by a material body in thermodynamic equilibrium. It states that for a body in "
                "such equilibrium the emissivity is equal to the absorptivity at every wavelength. "
                "It was stated by Gustav Kirchhoff in 1859 and led to the concept of a black body."
            ),
            S(
                "Gustav Kirchhoff: Gustav Robert Kirchhoff (12 March 1824 \u2013 17 October 1887) "
                "was a German physicist and mathematician. He was born in K\u00f6nigsberg, "
                "Prussia, and studied at the Albertina, the university of his home city, under "
                "Franz Ernst Neumann. He contributed to the understanding of electrical circuits, "
                "spectroscopy and the emission of black-body radiation by heated objects."
            ),
            D(
                "Ohm's law: Ohm's law states that the electric current through a conductor between "
                "two points is directly proportional to the voltage across the two points. It is "
                "named after the German physicist Georg Ohm, who in a treatise published in 1827 "
                "described measurements of applied voltage and current through simple electrical "
                "circuits containing various lengths of wire."
            ),
            D(
                "Franz Ernst Neumann: Franz Ernst Neumann (11 September 1798 \u2013 23 May 1895) "
                "was a German mineralogist, physicist and mathematician. He taught at the "
                "University of K\u00f6nigsberg for most of his long career, and with the "
                "mathematician Carl Jacobi he founded there an influential seminar in mathematical "
                "physics that trained many of the next generation of German physicists. He "
                "formulated the law of induction in mathematical form in 1845."
            ),
            D(
                "Th\u00e9venin's theorem: Th\u00e9venin's theorem states that any linear "
                "electrical network containing only voltage sources, current sources and "
                "resistances can be replaced at two terminals by an equivalent combination of a "
                "voltage source in series with a single resistance. It was published in 1883 by "
                "the French telegraph engineer L\u00e9on Charles Th\u00e9venin."
            ),
            D(
                "Kirchhoff's diffraction formula: Kirchhoff's diffraction formula, also called the "
                "Fresnel\u2013Kirchhoff diffraction formula, can be used to model the propagation "
                "of light in a wide range of configurations, either analytically or by numerical "
                "modelling. It gives an expression for the wave disturbance when a monochromatic "
                "spherical wave passes through an opening in an opaque screen, and was derived by "
                "Gustav Kirchhoff in the 1880s."
            ),
            D(
                "Hermann von Helmholtz: Hermann Ludwig Ferdinand von Helmholtz (31 August 1821 "
                "\u2013 8 September 1894) was a German physicist and physician who made "
                "contributions in several scientific fields. Born in Potsdam, he is known in "
                "physics for his theorems on energy conservation and on electrodynamics, and in "
                "physiology for his work on the mathematics of the eye and theories of vision."
            ),
            S(
                "Kirchhoff's circuit laws: Kirchhoff's circuit laws are two equalities that deal "
                "with the current and potential difference in the lumped element model of "
                "electrical circuits. They were first described in 1845 by the German physicist "
                "Gustav Kirchhoff. The current law states that the currents meeting at a node sum "
                "to zero, and the voltage law that the voltages around a closed loop sum to zero."
            ),
        ],
    ),
    # 11 bridge: Aqua-Lung -> Jacques Cousteau -> ship
    Q(
        "titled",
        "bridge",
        "What was the name of the research ship of the French naval officer who co-invented the "
        "Aqua-Lung?",
        "Calypso",
        [
            D(
                "\u00c9mile Gagnan: \u00c9mile Gagnan (1900\u20131979) was a French engineer and, "
                "with a French naval officer, the co-inventor of the Aqua-Lung. Working for the "
                "industrial gas company Air Liquide in Paris during the Second World War, he had "
                "designed a demand valve that allowed car engines to run on cooking gas, and this "
                "valve became the basis of the diving regulator. He later moved to Canada."
            ),
            S(
                "Jacques Cousteau: Jacques-Yves Cousteau (11 June 1910 \u2013 25 June 1997) was a "
                "French naval officer, oceanographer, filmmaker and author. From 1950 he sailed "
                "aboard the research ship Calypso, a converted wartime minesweeper, on which he "
                "made most of his documentaries, including The Silent World, winner of the Palme "
                "d'Or in 1956. He founded the Cousteau Society in 1973."
            ),
            D(
                "Hans Hass: Hans Hass (23 January 1919 \u2013 16 June 2013) was an Austrian diving "
                "pioneer, biologist and filmmaker. He was one of the first scientists to "
                "popularize scuba diving and to film sharks, coral reefs and other sea life under "
                "water. In the 1950s he led expeditions to the Red Sea and the Caribbean aboard "
                "his research ship Xarifa, a three-masted schooner, and presented the results on "
                "television."
            ),
            D(
                "Scuba set: A scuba set is any breathing apparatus that is entirely carried by an "
                "underwater diver and provides the diver with breathing gas at the ambient "
                "pressure. Open-circuit sets vent the exhaled gas into the water, while "
                "rebreathers recycle it after removing carbon dioxide. The word scuba is an "
                "acronym for self-contained underwater breathing apparatus."
            ),
            D(
                "Philippe Cousteau: Philippe Pierre Cousteau (30 December 1940 \u2013 28 June "
                "1979) was a French sailor, diver, photographer, film director and oceanographer. "
                "The second son of the French undersea explorer, he took part in many of his "
                "father's expeditions and documentary films. He died in 1979 when the Catalina "
                "flying boat he was piloting overturned while landing on a river."
            ),
            D(
                "Nautile: Nautile is a crewed deep-submergence vehicle operated by the French "
                "national ocean research institute Ifremer. Launched in 1984 with a crew of three, "
                "it can dive to a depth of 6,000 metres and is carried to its dive sites by a "
                "support ship. It has been used to survey the wreck of the RMS Titanic and to "
                "search for the flight recorders of crashed airliners."
            ),
            S(
                "Aqua-Lung: The Aqua-Lung was the first open-circuit, self-contained underwater "
                "breathing apparatus to achieve worldwide popularity and commercial success. It "
                "was developed in occupied France in 1942 and 1943 by the French naval officer "
                "Jacques Cousteau and the engineer \u00c9mile Gagnan, who adapted a demand "
                "regulator that had been designed to let car engines run on gas."
            ),
            D(
                "Calypso (moon): Calypso is a small moon of Saturn. It was discovered in 1980 from "
                "ground-based observations and is a trojan moon of Tethys, sharing that larger "
                "moon's orbit and keeping about 60 degrees behind it. Like most of the small moons "
                "of Saturn, it is irregular in shape, and it is named after a nymph of Greek "
                "mythology who kept Odysseus on her island for seven years."
            ),
        ],
        drop=1,
    ),
    # 12 compositional: Britannia Bridge -> Robert Stephenson -> father
    Q(
        "titled",
        "compositional",
        "Who is the father of the engineer who designed the Britannia Bridge?",
        "George Stephenson",
        [
            D(
                "Menai Suspension Bridge: The Menai Suspension Bridge is a suspension bridge that "
                "carries road traffic across the Menai Strait between the island of Anglesey and "
                "the mainland of Wales. Designed by the Scottish engineer Thomas Telford and "
                "completed in 1826, it was one of the first modern suspension bridges in the world "
                "and is now a Grade I listed structure."
            ),
            S(
                "Robert Stephenson: Robert Stephenson (16 October 1803 \u2013 12 October 1859) was "
                "an English civil engineer and designer of locomotives. The only son of George "
                "Stephenson, the 'Father of Railways', he built on the achievements of his father, "
                "working with him on the locomotive Rocket and going on to build many of the great "
                "railway lines and bridges of the period."
            ),
            D(
                "Conwy Railway Bridge: The Conwy Railway Bridge carries the North Wales Coast Line "
                "across the River Conwy between Llandudno Junction and the town of Conwy. The "
                "wrought-iron tubular bridge was completed in 1849 as a trial of the design later "
                "used over the Menai Strait, and it is now the only surviving example of this type "
                "of bridge still in railway use."
            ),
            D(
                "Isambard Kingdom Brunel: Isambard Kingdom Brunel (9 April 1806 \u2013 15 "
                "September 1859) was an English civil engineer and mechanical engineer who is "
                "considered one of the most ingenious figures of engineering history. The son of "
                "the French-born engineer Marc Isambard Brunel, he built the Great Western "
                "Railway, a series of famous steamships and many important bridges, and he "
                "designed the Clifton Suspension Bridge."
            ),
            D(
                "Robert Stevenson (civil engineer): Robert Stevenson (8 June 1772 \u2013 12 July "
                "1850) was a Scottish civil engineer famed for designing and building a series of "
                "lighthouses, including the Bell Rock Lighthouse off the coast of Angus. He "
                "founded a dynasty of lighthouse engineers that included three of his sons, and "
                "his grandson was the novelist Robert Louis Stevenson."
            ),
            S(
                "Britannia Bridge: Britannia Bridge is a bridge across the Menai Strait between "
                "the island of Anglesey and the mainland of Wales. It was originally designed and "
                "built by the railway engineer Robert Stephenson as a tubular bridge of "
                "wrought-iron spans, and it opened in 1850. After a fire in 1970 it was rebuilt as "
                "a two-level steel arch bridge carrying both road and rail traffic."
            ),
            D(
                "Stephenson's Rocket: Stephenson's Rocket is an early steam locomotive of 0-2-2 "
                "wheel arrangement. It was built for and won the Rainhill Trials of 1829, held by "
                "the Liverpool and Manchester Railway to choose the best design to haul its "
                "trains. Built at the Forth Street works in Newcastle upon Tyne, it brought "
                "together several innovations and is preserved in the collection of the Science "
                "Museum Group."
            ),
            D(
                "Robert Stephenson and Company: Robert Stephenson and Company was a locomotive "
                "manufacturing company founded in 1823 in Newcastle upon Tyne, England. It was the "
                "first company in the world created specifically to build railway engines, and its "
                "early locomotives included Locomotion No. 1 for the Stockton and Darlington "
                "Railway. It merged with Hawthorn Leslie in 1937."
            ),
        ],
    ),
    # 13 compositional: saxophone -> Adolphe Sax -> birthplace
    Q(
        "titled",
        "compositional",
        "Where was the inventor of the saxophone born?",
        "Dinant",
        [
            S(
                "Saxophone: The saxophone is a type of single-reed woodwind instrument with a "
                "conical body, usually made of brass. It was invented by the Belgian instrument "
                "maker Adolphe Sax in the early 1840s and patented in Paris in 1846. Saxophones "
                "are used in classical music, in military bands and marching bands and, above all, "
                "in jazz, where they became a leading solo instrument."
            ),
            D(
                "Saxhorn: The saxhorns form a family of valved brass instruments that have conical "
                "bores and deep, cup-shaped mouthpieces. They were patented in Paris in 1845 by "
                "the Belgian-born instrument maker who also designed the saxophone, and they were "
                "widely used in military bands and in the brass bands of the American Civil War. "
                "The modern tenor horn is a descendant."
            ),
            D(
                "Sarrusophone: The sarrusophones are a family of metal double-reed conical-bore "
                "woodwind instruments patented in 1856 by the French instrument maker Pierre-Louis "
                "Gautrot. They were named after the French bandmaster Pierre-Auguste Sarrus, who "
                "is credited with the idea, and were intended to replace oboes and bassoons in "
                "military bands. Only the contrabass member has been used much in orchestral music."
            ),
            D(
                "Theobald Boehm: Theobald B\u00f6hm (9 April 1794 \u2013 25 November 1881) was a "
                "German inventor and musician who perfected the modern Western concert flute and "
                "its improved fingering system. Born in Munich, he was a goldsmith by training and "
                "a virtuoso flautist in the Bavarian royal court orchestra, and his key system was "
                "later adapted for the clarinet, the oboe and the saxophone."
            ),
            D(
                "Clarinet: The clarinet is a single-reed woodwind instrument with a nearly "
                "cylindrical bore and a flared bell. Its invention around 1700 is traditionally "
                "credited to the German instrument maker Johann Christoph Denner of Nuremberg, who "
                "added a register key to the earlier chalumeau. Clarinets are made in several "
                "sizes and pitches, the B-flat clarinet being the most common."
            ),
            S(
                "Adolphe Sax: Antoine-Joseph 'Adolphe' Sax (6 November 1814 \u2013 7 February "
                "1894) was a Belgian inventor and musician who created the saxophone in the early "
                "1840s. He was born in Dinant, in what is now Belgium, the son of the instrument "
                "maker Charles-Joseph Sax. He also invented the saxotromba, saxhorn and saxtuba, "
                "and spent most of his working life in Paris."
            ),
            D(
                "Alto saxophone: The alto saxophone is a member of the saxophone family of "
                "woodwind instruments, pitched in E-flat and smaller than the tenor but larger "
                "than the soprano. It is the most common saxophone and is used in chamber music, "
                "concert bands, big bands and jazz combos. Famous jazz players of the alto include "
                "Charlie Parker, Johnny Hodges and Cannonball Adderley."
            ),
            D(
                "Musical Instruments Museum (Brussels): The Musical Instruments Museum is a music "
                "museum in Brussels, Belgium, and part of the Royal Museums of Art and History. It "
                "holds a collection of more than 8,000 instruments from all over the world, among "
                "them early saxophones and saxhorns made in Paris in the nineteenth century, and "
                "it is housed in the Art Nouveau Old England building."
            ),
        ],
        drop=1,
    ),
    # 14 compositional: Bakelite -> Leo Baekeland -> date of death
    Q(
        "titled",
        "compositional",
        "when did the inventor of bakelite die",
        "23 February 1944",
        [
            D(
                "Parkesine: Parkesine was the first man-made plastic, a material made from "
                "cellulose nitrate treated with a solvent. It was patented in 1856 by Alexander "
                "Parkes of Birmingham, England, and shown to the public at the International "
                "Exhibition of 1862 in London, where it won a bronze medal. The company founded to "
                "make it failed in 1868 because of high costs."
            ),
            D(
                "Celluloid: Celluloids are a class of materials produced by mixing nitrocellulose "
                "and camphor, often with added dyes and other agents. Generally considered the "
                "first thermoplastic, celluloid was first made as Parkesine in 1856 and "
                "commercialized by John Wesley Hyatt in the 1870s. It was used for billiard balls, "
                "combs and, above all, photographic and motion picture film."
            ),
            S(
                "Bakelite: Bakelite, formally polyoxybenzylmethylenglycolanhydride, is a "
                "thermosetting phenol formaldehyde resin formed from a condensation reaction of "
                "phenol with formaldehyde. It was developed by the Belgian-American chemist Leo "
                "Baekeland in Yonkers, New York, in 1907 and patented in 1909. As the first "
                "plastic made from synthetic components, it was used for electrical insulators, "
                "radio cases and telephones."
            ),
            D(
                "Wallace Carothers: Wallace Hume Carothers (April 27, 1896 \u2013 April 29, 1937) "
                "was an American chemist, inventor and the leader of organic chemistry research at "
                "DuPont. He is credited with the invention of nylon, the first commercially "
                "successful synthetic polymer fibre, and his group also laid the groundwork for "
                "neoprene. He died in Philadelphia two days after his forty-first birthday."
            ),
            D(
                "Catalin: Catalin is a thermoset polymer, a cast phenolic resin related to the "
                "earlier moulded Bakelite but made without fillers, which allowed it to be "
                "produced in bright translucent colours. Introduced in 1927 by the American "
                "Catalin Corporation, it was used for jewellery, radio cabinets, cutlery handles "
                "and toys in the 1930s and 1940s."
            ),
            S(
                "Leo Baekeland: Leo Hendrik Baekeland (14 November 1863 \u2013 23 February 1944) "
                "was a Belgian-American chemist. Born in Ghent, he studied at Ghent University "
                "before emigrating to the United States in 1889. He invented Velox photographic "
                "paper in 1893 and sold the rights to it in 1899, and in 1907 he invented the "
                "first fully synthetic plastic. He died in Beacon, New York."
            ),
            D(
                "Velox (photographic paper): Velox was a photographic printing paper that could be "
                "developed under artificial light rather than sunlight, introduced in 1893 by a "
                "Belgian-born chemist working in Yonkers, New York. Its speed and convenience made "
                "it popular with amateur photographers, and its rights were sold to the largest "
                "American photographic company of the day."
            ),
            D(
                "Phenol formaldehyde resin: Phenol formaldehyde resins are synthetic polymers "
                "obtained by the reaction of phenol or substituted phenol with formaldehyde. Used "
                "as the basis for Bakelite and other early moulded plastics, they were the first "
                "commercial synthetic resins, and they are still widely used to make laboratory "
                "countertops, plywood adhesives, circuit boards and coatings."
            ),
        ],
    ),
    # 15 compositional: Polaroid -> Edwin H. Land -> birthplace
    Q(
        "titled",
        "compositional",
        "Where was the founder of Polaroid born?",
        "Bridgeport, Connecticut",
        [
            D(
                "Instant camera: An instant camera is a camera which uses self-developing film to "
                "create a chemically developed print shortly after taking the picture. The "
                "Polaroid Corporation pioneered consumer-friendly instant cameras and film, and "
                "was followed by various other manufacturers. Instant cameras fell out of favour "
                "with the spread of digital photography but have since regained popularity."
            ),
            D(
                "Polaroid (polarizer): Polaroid is a type of synthetic plastic sheet which is used "
                "to polarize light. The first version was patented in 1929 and further developed "
                "in 1932, and it was made from tiny needle-shaped crystals aligned in a plastic "
                "film. It was later used in sunglasses, camera filters and liquid-crystal "
                "displays, and it gave its name to the company that made it."
            ),
            S(
                "Edwin H. Land: Edwin Herbert Land (May 7, 1909 \u2013 March 1, 1991) was an "
                "American scientist and inventor, best known as the co-founder of the Polaroid "
                "Corporation. Born in Bridgeport, Connecticut, he attended Harvard University but "
                "left without a degree to develop inexpensive filters for polarizing light. He "
                "also invented the instant camera, which produced a print within a minute."
            ),
            D(
                "Polaroid SX-70: The SX-70 is a folding single-lens reflex instant camera produced "
                "by the Polaroid Corporation from 1972 to 1981. It used a new integral film that "
                "developed outside the camera without any peel-apart waste, and it was the first "
                "camera to do so. Its designers worked for several years on the optics and "
                "chemistry of the system."
            ),
            D(
                "Impossible Project: The Impossible Project was a company that in 2008 bought the "
                "last remaining factory making instant film for Polaroid cameras, in Enschede in "
                "the Netherlands, and restarted production of the film with new chemistry. It was "
                "renamed Polaroid Originals in 2017 and later took over the Polaroid brand itself, "
                "becoming simply Polaroid."
            ),
            D(
                "Instax: Instax is a brand of instant cameras and films made by the Japanese "
                "company Fujifilm. It was launched in 1998 with the Instax Mini 10 camera and the "
                "credit-card-sized Instax Mini film, and it later added wide and square formats. "
                "Instax cameras became popular in the 2010s and now outsell the cameras of other "
                "instant film brands."
            ),
            S(
                "Polaroid Corporation: Polaroid is an American company best known for its instant "
                "film and cameras. It was founded in 1937 by Edwin H. Land to exploit the use of "
                "his polarizing polymer, and it introduced its first instant camera, the Land "
                "Camera Model 95, in 1948. The company went bankrupt in 2001, and its brand and "
                "assets have since been sold several times."
            ),
            D(
                "Chester Carlson: Chester Floyd Carlson (February 8, 1906 \u2013 September 19, "
                "1968) was an American physicist, inventor and patent attorney born in Seattle, "
                "Washington. He invented electrophotography, the process that became xerography, "
                "and it was commercialized by the Haloid Company of Rochester, New York, which "
                "later took the name Xerox Corporation and made Carlson a wealthy man."
            ),
        ],
        drop=1,
    ),
    # 16 comparison: Bayer vs BASF, founding
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Bayer or BASF?",
        "Bayer",
        [
            D(
                "Hoechst AG: Hoechst AG was a German chemicals and then life-sciences company that "
                "became Aventis Deutschland after its merger with the French company "
                "Rh\u00f4ne-Poulenc in 1999. It was founded in 1863 in H\u00f6chst, near Frankfurt "
                "am Main, as the dye works Teerfarbenfabrik Meister, Lucius & Co., and it later "
                "became known for medicines such as the painkiller metamizole and for insulin."
            ),
            D(
                "IG Farben: Interessengemeinschaft Farbenindustrie AG, commonly known as IG "
                "Farben, was a German chemical and pharmaceutical conglomerate formed in 1925 from "
                "a merger of six chemical companies, among them the three largest German dye "
                "makers. It was for a time the largest company in Europe, and after the Second "
                "World War the Allies broke it up into its original constituent companies."
            ),
            S(
                "BASF: BASF SE is a German multinational chemical company and the largest chemical "
                "producer in the world. Its headquarters is located in Ludwigshafen, Germany. The "
                "name stands for Badische Anilin- und Sodafabrik, and the company was founded by "
                "Friedrich Engelhorn in Mannheim on 6 April 1865 to produce dyes, before moving "
                "across the Rhine to Ludwigshafen."
            ),
            D(
                "Bayer 04 Leverkusen: Bayer 04 Leverkusen is a German professional sports club "
                "based in Leverkusen, North Rhine-Westphalia, best known for its football team. It "
                "was founded in 1904 by employees of the pharmaceutical company whose name it "
                "bears, and it plays its home games at the BayArena. In 2024 the team won its "
                "first Bundesliga title without losing a league match."
            ),
            D(
                "Aspirin: Aspirin, also known as acetylsalicylic acid, is a nonsteroidal "
                "anti-inflammatory drug used to reduce pain, fever and inflammation, and to "
                "prevent blood clots. It was first synthesized in a pure and stable form in 1897 "
                "by the chemist Felix Hoffmann at the German company Bayer, which registered the "
                "name Aspirin as a trademark in 1899."
            ),
            S(
                "Bayer: Bayer AG is a German multinational pharmaceutical and biotechnology "
                "company and one of the largest pharmaceutical companies in the world. "
                "Headquartered in Leverkusen, it was founded in Barmen on 1 August 1863 by "
                "Friedrich Bayer and Johann Friedrich Weskott as a dye manufacturer. Its areas of "
                "business include human and veterinary medicines and crop science."
            ),
            D(
                "Agfa-Gevaert: Agfa-Gevaert is a Belgian-German multinational company that "
                "develops and produces analogue and digital imaging products and IT solutions. Its "
                "German parent Agfa was founded in Berlin in 1867 as a maker of dyes, its name "
                "being short for Aktien-Gesellschaft f\u00fcr Anilinfabrikation, and it merged "
                "with the Belgian photographic company Gevaert in 1964."
            ),
            D(
                "Merck Group: Merck KGaA, branded as Merck Group, is a German multinational "
                "science and technology company headquartered in Darmstadt. Founded in 1668 when "
                "Friedrich Jacob Merck bought a pharmacy in Darmstadt, it is the world's oldest "
                "chemical and pharmaceutical company, and it is still largely owned by the "
                "descendants of its founder."
            ),
        ],
    ),
    # 17 comparison: Adidas vs Puma, founding
    Q(
        "titled",
        "comparison",
        "which was founded first adidas or puma",
        "Puma",
        [
            D(
                "Gebr\u00fcder Dassler Schuhfabrik: The Gebr\u00fcder Dassler Schuhfabrik, or "
                "Dassler Brothers Shoe Factory, was a German shoe company founded in 1924 in "
                "Herzogenaurach by the brothers Adolf and Rudolf Dassler. The American sprinter "
                "Jesse Owens wore its spiked running shoes at the 1936 Summer Olympics in Berlin. "
                "The partnership ended after a bitter quarrel between the two brothers."
            ),
            S(
                "Adidas: Adidas AG is a German multinational corporation, founded and "
                "headquartered in Herzogenaurach, Bavaria, that designs and manufactures shoes, "
                "clothing and accessories. It was registered on 18 August 1949 by Adolf Dassler "
                "after a split with his brother, and it is the largest sportswear manufacturer in "
                "Europe and the second largest in the world."
            ),
            D(
                "Cougar: The cougar (Puma concolor), also called the puma, mountain lion or "
                "panther, is a large cat native to the Americas. Its range spans from the Canadian "
                "Yukon to the southern Andes in Patagonia and is the widest of any large wild "
                "terrestrial mammal in the Western Hemisphere. It is an adaptable, generalist "
                "species that lives in most types of habitat."
            ),
            D(
                "Reebok: Reebok is an American fitness footwear and clothing brand that is a part "
                "of Authentic Brands Group. It was established in 1958 in Bolton, England, as a "
                "companion company to J. W. Foster and Sons, a maker of running shoes, and it took "
                "its name from an Afrikaans spelling of a type of African antelope. It was owned "
                "by Adidas from 2005 to 2022."
            ),
            D(
                "Nike, Inc.: Nike, Inc. is an American athletic footwear and apparel corporation "
                "headquartered near Beaverton, Oregon. It was founded on 25 January 1964 as Blue "
                "Ribbon Sports by the track coach Bill Bowerman and his former student Phil "
                "Knight, and it became Nike in 1971. It is the world's largest supplier of "
                "athletic shoes and apparel."
            ),
            D(
                "Herzogenaurach: Herzogenaurach is a town in the district of "
                "Erlangen-H\u00f6chstadt in Bavaria, Germany, on the river Aurach, with a "
                "population of about 23,000. It is home to the headquarters of two of the world's "
                "largest sportswear companies and of the automotive and industrial supplier "
                "Schaeffler Group, and for decades the town was divided by loyalty to one shoe "
                "firm or the other."
            ),
            S(
                "Puma (brand): Puma SE is a German multinational corporation that designs and "
                "manufactures athletic and casual footwear, apparel and accessories, headquartered "
                "in Herzogenaurach, Bavaria. The company was founded in 1948 by Rudolf Dassler "
                "after he and his brother Adolf split up their shoe company, Gebr\u00fcder Dassler "
                "Schuhfabrik. It is the third largest sportswear maker."
            ),
            D(
                "ASICS: ASICS Corporation is a Japanese multinational corporation which produces "
                "sportswear, headquartered in Kobe. Its name is an acronym of the Latin phrase "
                "anima sana in corpore sano, a healthy soul in a healthy body. It traces its "
                "origins to Onitsuka Co., founded in Kobe in 1949 by Kihachiro Onitsuka, which "
                "merged with two other firms in 1977."
            ),
        ],
        drop=1,
    ),
    # 18 comparison: Jonas Salk vs Albert Sabin, birthplace
    Q(
        "titled",
        "comparison",
        "Were Jonas Salk and Albert Sabin both born in the United States?",
        "no",
        [
            D(
                "Polio vaccine: Polio vaccines are vaccines used to prevent poliomyelitis. Two "
                "types are used: an inactivated poliovirus given by injection and a weakened "
                "poliovirus given by mouth. The World Health Organization recommends that all "
                "children be fully vaccinated against polio, and the two vaccines have eliminated "
                "the disease from most of the world."
            ),
            S(
                "Albert Sabin: Albert Bruce Sabin (born Abram Saperstejn; August 26, 1906 \u2013 "
                "March 3, 1993) was a Polish-American medical researcher, best known for "
                "developing the oral polio vaccine. He was born in Bia\u0142ystok, then part of "
                "the Russian Empire, and emigrated with his family to the United States in 1921. "
                "His live attenuated vaccine replaced the injected vaccine in many countries."
            ),
            D(
                "Hilary Koprowski: Hilary Koprowski (December 5, 1916 \u2013 April 11, 2013) was a "
                "Polish virologist and immunologist. Born in Warsaw, he emigrated to the United "
                "States in 1944 and in 1950 demonstrated the world's first effective live polio "
                "vaccine, tested on children in New York State. He later directed the Wistar "
                "Institute in Philadelphia for more than three decades."
            ),
            D(
                "Salk Institute for Biological Studies: The Salk Institute for Biological Studies "
                "is an independent, non-profit scientific research institute located in La Jolla, "
                "San Diego, California. It was founded in 1960 by the developer of the first "
                "injected polio vaccine, with support from the March of Dimes, and its concrete "
                "buildings overlooking the Pacific were designed by the architect Louis Kahn."
            ),
            D(
                "Thomas Francis Jr.: Thomas Francis Jr. (July 15, 1900 \u2013 October 1, 1969) was "
                "an American physician, virologist and epidemiologist. Born in Gas City, Indiana, "
                "he was the first to isolate influenza B virus. At the University of Michigan he "
                "directed the 1954 field trial of the inactivated polio vaccine, which involved "
                "some 1.8 million schoolchildren."
            ),
            S(
                "Jonas Salk: Jonas Edward Salk (October 28, 1914 \u2013 June 23, 1995) was an "
                "American virologist and medical researcher who developed one of the first "
                "successful polio vaccines. He was born in New York City to Ashkenazi Jewish "
                "parents, and his inactivated vaccine was announced as safe and effective in April "
                "1955. He later founded a research institute in California."
            ),
            D(
                "John Franklin Enders: John Franklin Enders (February 10, 1897 \u2013 September 8, "
                "1985) was an American biomedical scientist called the father of modern vaccines. "
                "Born in West Hartford, Connecticut, he grew poliovirus in tissue culture with "
                "Thomas Weller and Frederick Robbins, work that made the polio vaccines possible "
                "and for which the three shared the 1954 Nobel Prize in Physiology or Medicine."
            ),
            D(
                "Poliomyelitis: Poliomyelitis, commonly shortened to polio, is an infectious "
                "disease caused by the poliovirus. Approximately 70 percent of infections give no "
                "symptoms, and in about 0.5 percent of cases there is muscle weakness resulting in "
                "an inability to move. Large outbreaks in the first half of the twentieth century "
                "made it one of the most feared childhood diseases in the world."
            ),
        ],
        drop=1,
    ),
    # 19 comparison: Semmelweis vs Lister, birth
    Q(
        "titled",
        "comparison",
        "Who was born earlier, Ignaz Semmelweis or Joseph Lister?",
        "Ignaz Semmelweis",
        [
            S(
                "Joseph Lister: Joseph Lister, 1st Baron Lister (5 April 1827 \u2013 10 February "
                "1912) was a British surgeon, medical scientist and pioneer of antiseptic surgery. "
                "Working at the Glasgow Royal Infirmary, he introduced carbolic acid to sterilise "
                "surgical instruments and to clean wounds from 1867. His methods led to a large "
                "reduction in post-operative infections."
            ),
            D(
                "Listerine: Listerine is an American brand of antiseptic mouthwash. It was "
                "formulated in 1879 by Joseph Lawrence, a chemist in St. Louis, Missouri, and "
                "named after the British surgeon who had pioneered antiseptic surgery. It was "
                "first sold as a surgical antiseptic and floor cleaner, and only in the 1920s was "
                "it marketed widely as a cure for bad breath."
            ),
            D(
                "Semmelweis University: Semmelweis University is a public research university in "
                "Budapest, Hungary, focused on medicine and health sciences. Founded in 1769 as "
                "the medical faculty of the University of Nagyszombat, it is the oldest medical "
                "school in Hungary. It has borne the name of the Hungarian physician known as the "
                "saviour of mothers since 1969."
            ),
            D(
                "Oliver Wendell Holmes Sr.: Oliver Wendell Holmes Sr. (August 29, 1809 \u2013 "
                "October 7, 1894) was an American physician, poet and polymath based in Boston. "
                "His essay The Contagiousness of Puerperal Fever, published in 1843, argued that "
                "the disease was carried from patient to patient by physicians, and he later "
                "served as dean of the Harvard Medical School."
            ),
            S(
                "Ignaz Semmelweis: Ignaz Philipp Semmelweis (1 July 1818 \u2013 13 August 1865) "
                "was a Hungarian physician and scientist of German descent, an early pioneer of "
                "antiseptic procedures. Working in the maternity clinic of Vienna General "
                "Hospital, he showed in 1847 that hand disinfection with chlorinated lime sharply "
                "reduced deaths from puerperal fever."
            ),
            D(
                "Semmelweis reflex: The Semmelweis reflex or Semmelweis effect is a metaphor for "
                "the reflex-like tendency to reject new evidence or new knowledge because it "
                "contradicts established norms, beliefs or paradigms. It refers to the rejection "
                "by the medical establishment of the nineteenth century of a physician's finding "
                "that hand washing could prevent deaths in childbirth."
            ),
            D(
                "Postpartum infections: Postpartum infections, also known as childbed fever and "
                "puerperal fever, are any bacterial infections of the female reproductive tract "
                "following childbirth or miscarriage. Signs and symptoms usually include a fever "
                "greater than 38 degrees Celsius, chills and lower abdominal pain. Before modern "
                "hygiene and antibiotics, they were a leading cause of maternal death."
            ),
            D(
                "Antiseptic: An antiseptic is an antimicrobial substance or compound that is "
                "applied to living tissue to reduce the possibility of sepsis, infection or "
                "putrefaction. Antiseptics are generally distinguished from antibiotics, which "
                "destroy microorganisms inside the body, and from disinfectants, which destroy "
                "microorganisms found on non-living objects such as surgical instruments."
            ),
        ],
    ),
    # 20 comparison: Marco Polo vs Ibn Battuta, birth
    Q(
        "titled",
        "comparison",
        "Who was born first, Marco Polo or Ibn Battuta?",
        "Marco Polo",
        [
            D(
                "Marco Polo (TV series): Marco Polo is an American drama television series "
                "inspired by the early years of the Venetian traveller at the court of Kublai "
                "Khan. It premiered on Netflix on 12 December 2014, was filmed largely in Italy, "
                "Kazakhstan and Malaysia, and was cancelled after two seasons because of its high "
                "production costs."
            ),
            S(
                "Ibn Battuta: Abu Abdullah Muhammad ibn Battutah (24 February 1304 \u2013 "
                "1368/1369) was a Maghrebi traveller, explorer and scholar. Born in Tangier, "
                "Morocco, he travelled for nearly thirty years across most of the Islamic world "
                "and beyond, visiting North Africa, the Middle East, India, Central Asia, "
                "Southeast Asia and China, and dictated an account known as the Rihla."
            ),
            D(
                "Rabban Bar Sauma: Rabban Bar Sauma (c. 1220 \u2013 January 1294) was a Turkic "
                "Mongol monk turned diplomat of the Church of the East in China. He set out from "
                "Khanbaliq on a pilgrimage to Jerusalem and, in 1287, travelled on as an envoy of "
                "the Mongol Ilkhanate to the courts of Europe, meeting the kings of France and "
                "England and the newly elected pope."
            ),
            D(
                "Niccol\u00f2 and Maffeo Polo: Niccol\u00f2 and Maffeo Polo were two Venetian "
                "merchants, the father and uncle of the author of the Travels. On their first "
                "journey to the East they reached the court of Kublai Khan in the 1260s and "
                "returned as his envoys to the pope, and in 1271 they set out again for China with "
                "the young son of Niccol\u00f2."
            ),
            D(
                "Ibn Jubayr: Ibn Jubayr (1 September 1145 \u2013 29 November 1217) was an Arab "
                "geographer, traveller and poet from al-Andalus. His chronicle of the pilgrimage "
                "he made to Mecca from 1183 to 1185 describes Egypt, Arabia, Iraq, Syria and "
                "Sicily in detail, and it became the model for the later rihla literature of "
                "travellers from the Muslim West."
            ),
            S(
                "Marco Polo: Marco Polo (c. 1254 \u2013 8 January 1324) was a Venetian merchant, "
                "explorer and writer who travelled through Asia along the Silk Road between 1271 "
                "and 1295. His travels are recorded in The Travels of Marco Polo, a book that "
                "described to Europeans the then mysterious culture and inner workings of the "
                "Eastern world, including the empire of Kublai Khan."
            ),
            D(
                "Venice Marco Polo Airport: Venice Marco Polo Airport is the international airport "
                "of Venice, Italy, located on the mainland near the village of Tessera, across the "
                "lagoon from the historic city. Named after the Venetian merchant traveller, it is "
                "one of the busiest airports in Italy, and passengers can reach the historic "
                "centre of Venice by water bus or water taxi across the lagoon."
            ),
            D(
                "Ibn Battuta Mall: Ibn Battuta Mall is a large shopping mall in Dubai, United Arab "
                "Emirates, that opened in 2005. Its six courts are each themed on a region visited "
                "by the Moroccan traveller, from Andalusia and Tunisia to Egypt, Persia, India and "
                "China, and it contains a full-size replica of a Chinese junk and a model of an "
                "early water clock."
            ),
        ],
        drop=1,
    ),
]
