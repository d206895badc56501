"""Development multi-hop questions, batch 40.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on geography, natural history and science, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (printed with sed up to the line that opens the held-out
scores, nothing below it), and the other development sources (source_dev1.py to
source_dev38.py) for the format and to choose subjects none of them asks about. The
held-out sources and records were only counted (grep -c) for the candidate subjects' names,
and subjects with hits were left out. Written after lexical-v46.

Measured lengths: mean support 295 characters, mean distractor 289 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "From which lake does the river that plunges over Gullfoss flow?",
        "Hv\u00edt\u00e1rvatn",
        [
            D(
                "Hv\u00edt\u00e1 (Borgarfj\u00f6r\u00f0ur): The Hv\u00edt\u00e1 of western Iceland "
                "is a glacial river fed by meltwater from the Eir\u00edksj\u00f6kull and "
                "Langj\u00f6kull ice caps. It runs west through the Borgarfj\u00f6r\u00f0ur "
                "district past Hraunfossar, where springs pour out of a lava field into it, and "
                "reaches the sea near Borgarnes."
            ),
            S(
                "Gullfoss: Gullfoss, the Golden Falls, is a waterfall in the canyon of the "
                "Hv\u00edt\u00e1 river in south-west Iceland. The water drops in two stages, of "
                "about 11 and 21 metres, into a crevice some 32 metres deep, and the falls are a "
                "stop on the Golden Circle route with \u00deingvellir and the Geysir hot springs."
            ),
            D(
                "Dettifoss: Dettifoss is a waterfall on the J\u00f6kuls\u00e1 \u00e1 Fj\u00f6llum "
                "in north-east Iceland, inside Vatnaj\u00f6kull National Park. About 100 metres "
                "wide with a drop of 44 metres, it is often called the most powerful waterfall in "
                "Europe, and its river rises at the northern edge of the Vatnaj\u00f6kull ice cap."
            ),
            D(
                "Geysir: Geysir is a hot spring in the Haukadalur valley of south-west Iceland, "
                "about 10 kilometres from a famous waterfall. It was the first geyser known to "
                "Europeans and gave its name to all the others; it now erupts only rarely, while "
                "its neighbour Strokkur spouts every few minutes to a height of about 20 metres."
            ),
            S(
                "Hv\u00edt\u00e1 (\u00c1rness\u00fdsla): The Hv\u00edt\u00e1, or White River, of "
                "south Iceland rises in Hv\u00edt\u00e1rvatn, a lake at the eastern edge of the "
                "Langj\u00f6kull glacier, and takes its milky colour from glacial silt. It flows "
                "south-west across the lowlands, and where it meets the Sog it becomes the "
                "\u00d6lfus\u00e1, the largest river in Iceland by volume."
            ),
            D(
                "\u00deingvallavatn: \u00deingvallavatn is the largest natural lake in Iceland, "
                "with an area of about 84 square kilometres, lying in a rift valley in the "
                "south-west of the country. It is fed mostly by cold springs rising through the "
                "lava, and its only outflow is the Sog, which runs south to join a larger river."
            ),
            D(
                "Langj\u00f6kull: Langj\u00f6kull, the Long Glacier, is the second-largest ice cap "
                "in Iceland, covering roughly 900 square kilometres in the west of the interior "
                "highlands. Visitors can walk through a tunnel cut into its ice, and its meltwater "
                "feeds several rivers that flow towards the south and west coasts."
            ),
            D(
                "Sk\u00f3gafoss: Sk\u00f3gafoss is a waterfall on the Sk\u00f3g\u00e1 river in "
                "south Iceland, falling 60 metres over former sea cliffs in a curtain about 25 "
                "metres wide. Its spray often forms rainbows, and above it the river has some "
                "twenty further falls along the Fimmv\u00f6r\u00f0uh\u00e1ls trail between two "
                "glaciers."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "To which island group does the island with Fingal's Cave belong?",
        "the Inner Hebrides",
        [
            D(
                "Giant's Causeway: The Giant's Causeway is an area of some 40,000 interlocking "
                "basalt columns on the north coast of County Antrim in Northern Ireland, left by a "
                "volcanic eruption about 60 million years ago. Legend says the giant Finn McCool "
                "built it, and it was named a World Heritage Site in 1986."
            ),
            D(
                "Fingal (poem): Fingal is an epic poem published in 1761 by the Scottish writer "
                "James Macpherson, who claimed to have translated it from the ancient Gaelic bard "
                "Ossian. Its hero, the warrior king Fingal, lent his name to places across "
                "Scotland, and the work was admired by Napoleon and Goethe."
            ),
            D(
                "Isle of Mull: Mull is a large island off the west coast of Scotland in the "
                "council area of Argyll and Bute, reached by ferry from Oban. Its main town, "
                "Tobermory, is known for its brightly painted harbour houses, and its highest "
                "point is Ben More, the only island Munro outside Skye, at 966 metres."
            ),
            S(
                "Fingal's Cave: Fingal's Cave is a sea cave on the uninhabited island of Staffa in "
                "Scotland, formed entirely of hexagonal columns of basalt like those of the "
                "Giant's Causeway. Some 70 metres deep, its echoing sound of the waves inspired an "
                "overture by Felix Mendelssohn after his visit in 1829."
            ),
            D(
                "St Kilda: St Kilda is a remote archipelago in the North Atlantic, about 64 "
                "kilometres west of the Outer Hebrides, whose last 36 inhabitants were evacuated "
                "at their own request in 1930. Its sea cliffs, the highest in Britain, hold one of "
                "the largest northern gannet colonies in the world."
            ),
            D(
                "Iona: Iona is a small island off the Ross of Mull on the west coast of Scotland, "
                "where the Irish monk Columba founded a monastery in 563. It became a centre of "
                "early Christianity in Scotland, the Book of Kells may have been begun there, and "
                "many early Scottish kings are said to be buried in its graveyard."
            ),
            S(
                "Staffa: Staffa is a small island of the Inner Hebrides, lying off the west coast "
                "of Mull in Argyll and Bute, Scotland. Its cliffs of columnar basalt formed from "
                "lava flows some 60 million years ago, puffins nest on it in summer, and it has "
                "been owned by the National Trust for Scotland since 1986."
            ),
            D(
                "Smoo Cave: Smoo Cave is a large cave in the limestone cliffs near Durness on the "
                "north coast of Sutherland, Scotland. Its wide sea entrance was carved by the "
                "waves, while a stream falls through a hole in the roof into an inner chamber, and "
                "the cave has been used by people for thousands of years."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "What is the highest peak of the mountain range in which Lake Bled lies?",
        "Triglav",
        [
            D(
                "Lake Bohinj: Lake Bohinj is the largest permanent lake in Slovenia, about 4.2 "
                "kilometres long, lying in a glacial valley some 20 kilometres south-west of the "
                "town of Bled. It is fed by the Savica waterfall, and the Sava Bohinjka flows out "
                "of it, one of the two headwaters of the Sava."
            ),
            D(
                "Kamnik\u2013Savinja Alps: The Kamnik\u2013Savinja Alps are a limestone mountain "
                "range in northern Slovenia, reaching into Austria along the border. Their highest "
                "peak is Grintovec, at 2,558 metres, and the range holds the high pasture of "
                "Velika Planina with its oval herdsmen's huts."
            ),
            S(
                "Lake Bled: Lake Bled is a lake of glacial and tectonic origin in the Julian Alps "
                "of north-western Slovenia, beside the town of Bled. About 2.1 kilometres long, it "
                "surrounds Bled Island with its pilgrimage church, and a medieval castle stands on "
                "a cliff above its northern shore."
            ),
            D(
                "Karawanks: The Karawanks are a mountain range of the Southern Limestone Alps "
                "running about 120 kilometres along the border between Slovenia and Austria. Their "
                "highest summit is Hochstuhl, or Stol, at 2,237 metres, and road and rail tunnels "
                "pass beneath them between Jesenice and Carinthia."
            ),
            D(
                "Bled Castle: Bled Castle is a medieval castle built on a precipice some 130 "
                "metres above a lake in Upper Carniola, Slovenia. First mentioned in a deed of "
                "1011, when the German king Henry II gave the estate to the bishops of Brixen, it "
                "now holds a museum, a chapel and a printing workshop."
            ),
            D(
                "Vintgar Gorge: Vintgar Gorge is a gorge about 1.6 kilometres long cut by the "
                "Radovna river through the hills north of Bled in Slovenia. Discovered for "
                "visitors in 1891 and opened with wooden walkways in 1893, it ends at the \u0160um "
                "waterfall, which drops about 13 metres."
            ),
            D(
                "Dolomites: The Dolomites are a mountain range of the Southern Limestone Alps in "
                "north-eastern Italy, named after the mineral dolomite. Their highest peak is "
                "Marmolada, at 3,343 metres, and nine of their groups, among them the Tre Cime di "
                "Lavaredo, were listed together as a World Heritage Site in 2009."
            ),
            S(
                "Julian Alps: The Julian Alps are a mountain range of the Southern Limestone Alps "
                "that stretches from north-eastern Italy into Slovenia. Their highest peak is "
                "Triglav, at 2,864 metres, the highest mountain in Slovenia, and much of the "
                "Slovenian side is protected as Triglav National Park."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "which river does the river that flows out of the plitvice lakes join",
        "the Kupa",
        [
            D(
                "Krka National Park: Krka National Park in Dalmatia, Croatia, protects the lower "
                "course of the Krka river, which builds travertine barriers and waterfalls on its "
                "way to the Adriatic near \u0160ibenik. Its best-known falls, Skradinski buk, have "
                "seventeen steps, and the park was founded in 1985."
            ),
            S(
                "Plitvice Lakes National Park: Plitvice Lakes National Park in central Croatia "
                "protects sixteen terraced lakes joined by waterfalls over barriers of travertine. "
                "Founded in 1949 and listed by UNESCO in 1979, it is drained by the Korana, which "
                "begins where the water leaves the lowest of the lakes."
            ),
            D(
                "Mre\u017enica: The Mre\u017enica is a karst river in central Croatia, about 64 "
                "kilometres long, known for its clear water and its dozens of small travertine "
                "waterfalls. It rises near Slunj and flows north through Duga Resa before it joins "
                "the Korana close to the city of Karlovac."
            ),
            D(
                "Una (Sava): The Una is a river about 212 kilometres long that forms much of the "
                "border between Croatia and Bosnia and Herzegovina before it joins the Sava. Its "
                "source is a deep karst spring in Croatia near Donja Suvaja. Near Biha\u0107 it "
                "falls over the travertine steps of \u0160trba\u010dki buk, within Una National "
                "Park, set up in 2008."
            ),
            D(
                "Plitvica: The Plitvica is a short stream in the Lika region of Croatia that gave "
                "the Plitvice Lakes their name. Rich in dissolved lime, it flows over the "
                "limestone plateau and plunges 78 metres over the Great Waterfall, the highest in "
                "Croatia, into the canyon below the lower lakes."
            ),
            D(
                "Lika-Senj County: Lika-Senj County is the largest and least populated county of "
                "Croatia, reaching from the Adriatic coast at Senj over the Velebit range to the "
                "karst plateau of Lika. Its seat is Gospi\u0107, and it holds most of a national "
                "park famous for its terraced lakes."
            ),
            S(
                "Korana: The Korana is a river in central Croatia, about 134 kilometres long, that "
                "rises in the karst of the Lika region and flows north, for part of its course "
                "along the border with Bosnia and Herzegovina. It passes Slunj, with its old mill "
                "village of Rastoke, and joins the Kupa at Karlovac."
            ),
            D(
                "Dobra (Kupa): The Dobra is a river in Karlovac County, Croatia, about 104 "
                "kilometres long, that sinks underground at \u0110ula's abyss in Ogulin and rises "
                "again several kilometres further on. It is dammed for hydroelectric power, and it "
                "flows into the Kupa not far from Karlovac."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Lake Hillier lies on the largest island of which archipelago?",
        "the Recherche Archipelago",
        [
            S(
                "Lake Hillier: Lake Hillier is a salt lake on Middle Island off the south coast of "
                "Western Australia, known for its bright bubblegum-pink colour, which is thought "
                "to come from salt-loving algae and bacteria. About 600 metres long, it is cut off "
                "from the Southern Ocean by a strip of sand dunes and paperbark forest."
            ),
            D(
                "Pink Lake (Western Australia): Pink Lake is a salt lake a few kilometres west of "
                "the town of Esperance, Western Australia, that was once coloured pink by the alga "
                "Dunaliella salina and gave its name to a suburb. Changes in its saltiness have "
                "left it looking pale for most of the years since the 2000s."
            ),
            D(
                "Lake Retba: Lake Retba, or Lac Rose, is a lake on the Cap-Vert peninsula of "
                "Senegal, north-east of Dakar, whose water turns pink from the alga Dunaliella "
                "salina, most strongly in the dry season. Workers gather salt from its bed by "
                "hand, and for years it was the finish of the Paris\u2013Dakar Rally."
            ),
            D(
                "Hutt Lagoon: Hutt Lagoon is a pink salt lake near Port Gregory on the coast of "
                "Western Australia, nearly 500 kilometres north of Perth. It is about 14 "
                "kilometres long, and the alga Dunaliella salina is farmed in ponds beside it as a "
                "source of beta-carotene, used to colour food and cosmetics."
            ),
            D(
                "Esperance, Western Australia: Esperance is a town on the south coast of Western "
                "Australia, about 700 kilometres south-east of Perth by road. It is named after "
                "L'Esp\u00e9rance, one of two French ships that sheltered in its bay in 1792, and "
                "in 1979 pieces of the Skylab space station fell in the district."
            ),
            S(
                "Middle Island (Western Australia): Middle Island is the largest of the 105 "
                "islands of the Recherche Archipelago, named after a French ship of 1792, off the "
                "south coast of Western Australia near Esperance. It covers about 10 square "
                "kilometres, and in the 1830s it was a base of the sealer and pirate Black Jack "
                "Anderson."
            ),
            D(
                "Cape Le Grand National Park: Cape Le Grand National Park lies about 50 kilometres "
                "east of Esperance in Western Australia, with granite peaks such as Frenchman Peak "
                "rising behind white beaches. At Lucky Bay, often called the whitest beach in "
                "Australia, western grey kangaroos lounge on the sand."
            ),
            D(
                "Kangaroo Island: Kangaroo Island lies off the coast of South Australia and, at "
                "about 4,400 square kilometres, is the third-largest island of Australia after "
                "Tasmania and Melville Island. A British navigator named it in 1802 after his "
                "hungry crew ate its kangaroos, and bushfires burned nearly half of it in 2019 and "
                "2020."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "How long is the fjord that Preikestolen overlooks?",
        "about 42 kilometres",
        [
            D(
                "Kjerag: Kjerag is a mountain in Sirdal in Rogaland, Norway, rising to about 1,110 "
                "metres, whose north face drops almost sheer into a fjord. It is known for "
                "Kjeragbolten, a boulder wedged in a crevice high above the abyss, and for the "
                "BASE jumpers who leap from its cliffs."
            ),
            D(
                "Trolltunga: Trolltunga, the Troll's Tongue, is a ledge of rock jutting "
                "horizontally out of a mountainside about 700 metres above the lake "
                "Ringedalsvatnet in Ullensvang, Vestland, Norway. Reaching it takes a hike of some "
                "20 to 28 kilometres there and back, usually from Skjeggedal."
            ),
            D(
                "Geirangerfjord: The Geirangerfjord is a fjord in the Sunnm\u00f8re district of "
                "western Norway, about 15 kilometres long, an inner branch of the Storfjord. It is "
                "known for the Seven Sisters waterfall and its abandoned cliff farms, and in 2005 "
                "it was listed by UNESCO with the N\u00e6r\u00f8yfjord."
            ),
            D(
                "Pulpit Rock (Portland): Pulpit Rock is a stack of limestone at Portland Bill, the "
                "southern tip of the Isle of Portland in Dorset, England. Quarrymen left it "
                "standing in the 1870s after cutting away a natural arch, and a slab leaning on it "
                "looks like a Bible on a pulpit."
            ),
            D(
                "Stavanger: Stavanger is a city on the south-west coast of Norway and the "
                "administrative centre of Rogaland county. Its old town has some 170 white wooden "
                "houses, and since the discovery of oil in the North Sea in 1969 it has been the "
                "centre of the Norwegian petroleum industry."
            ),
            S(
                "Lysefjord: The Lysefjord is a fjord in the Ryfylke district of Rogaland, "
                "south-west Norway, about 42 kilometres long. Its walls of pale granite rise "
                "almost straight out of the water to about 1,000 metres, and the village of "
                "Lysebotn lies at its head, close to the mountain Kjerag."
            ),
            D(
                "N\u00e6r\u00f8yfjord: The N\u00e6r\u00f8yfjord is an arm of the Sognefjord in "
                "Vestland, western Norway, about 17 kilometres long and as narrow as 250 metres in "
                "places. Steep mountains up to 1,800 metres rise beside it, and sightseeing "
                "ferries run along it between the villages of Gudvangen, at its head, and "
                "Fl\u00e5m."
            ),
            S(
                "Preikestolen: Preikestolen, or Pulpit Rock, is a steep cliff rising 604 metres "
                "above the Lysefjord in Rogaland, Norway. Its nearly flat top, about 25 by 25 "
                "metres, is reached by a hike of some 4 kilometres from a mountain lodge, and it "
                "draws about 300,000 visitors in a year."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In what year was the national park that contains the Perito Moreno Glacier established?",
        "1937",
        [
            D(
                "Upsala Glacier: The Upsala Glacier is one of the largest glaciers of South "
                "America, more than 50 kilometres long, flowing from the Southern Patagonian Ice "
                "Field into the northern arm of Lago Argentino in Argentina. It has retreated fast "
                "since the 1970s, leaving icebergs in the lake."
            ),
            D(
                "Torres del Paine National Park: Torres del Paine National Park is a national park "
                "in Chilean Patagonia, established in 1959 and named after three granite towers "
                "that rise above the Paine massif. Its lakes, glaciers and guanacos draw hikers to "
                "the multi-day W and O treks."
            ),
            D(
                "Lago Argentino: Lago Argentino is the largest freshwater lake in Argentina, "
                "covering about 1,400 square kilometres in Santa Cruz Province in Patagonia. It is "
                "fed by glacial meltwater that gives it a milky turquoise colour, and the town of "
                "El Calafate lies on its southern shore."
            ),
            S(
                "Perito Moreno Glacier: The Perito Moreno Glacier is a glacier in Los Glaciares "
                "National Park in Santa Cruz Province, Argentina, flowing from the Southern "
                "Patagonian Ice Field into Lago Argentino. Its front is about 5 kilometres wide "
                "and some 70 metres high, and it is named after the explorer Francisco Moreno."
            ),
            D(
                "Francisco Moreno: Francisco Pascasio Moreno (1852 \u2013 1919) was an Argentine "
                "explorer and naturalist born in Buenos Aires, known by the title Perito, or "
                "expert. He founded the La Plata Museum, and in 1903 he gave the state land that "
                "became the core of Nahuel Huapi, the first national park of Argentina."
            ),
            S(
                "Los Glaciares National Park: Los Glaciares National Park is a national park in "
                "Santa Cruz Province, Argentina, established in 1937 and listed by UNESCO as a "
                "World Heritage Site in 1981. It covers part of the Southern Patagonian Ice Field, "
                "the lakes Argentino and Viedma, and the granite peak of Mount Fitz Roy."
            ),
            D(
                "El Calafate: El Calafate is a town in Santa Cruz Province in Argentine Patagonia, "
                "founded in 1927 and named after the calafate, a thorny shrub with dark blue "
                "berries. It grew from a wool-trading stop into a tourist base with an airport, "
                "visited for the glaciers and the southern ice field."
            ),
            D(
                "P\u00edo XI Glacier: The P\u00edo XI Glacier, also called the Br\u00fcggen "
                "Glacier, is the largest glacier in the Southern Hemisphere outside Antarctica, "
                "flowing from the Southern Patagonian Ice Field into a fjord in Chile. Unlike most "
                "glaciers nearby, it advanced for much of the 20th century."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "in which vietnamese province is the national park that contains son doong cave",
        "Qu\u1ea3ng B\u00ecnh Province",
        [
            D(
                "H\u1ea1 Long Bay: H\u1ea1 Long Bay is a bay of the Gulf of Tonkin in Qu\u1ea3ng "
                "Ninh Province, north-eastern Vietnam, dotted with about 1,600 limestone islands "
                "and islets topped by forest. Many hold caves and grottoes, such as Sung S\u1ed1t, "
                "and UNESCO listed the bay as a World Heritage Site in 1994."
            ),
            D(
                "Hang \u00c9n: Hang \u00c9n is a large cave in the karst of central Vietnam, named "
                "for the swiftlets that nest in it, and often listed as the third-largest cave "
                "passage in the world. Expeditions to a much larger cave nearby camp on the sandy "
                "beach inside its vast entrance chamber."
            ),
            D(
                "Deer Cave: Deer Cave is a limestone cave in Gunung Mulu National Park in Sarawak, "
                "Malaysia, whose main passage, up to 170 metres wide and 120 metres high, was long "
                "thought to be the largest in the world. Millions of bats stream out of it at dusk "
                "to hunt insects over the forest."
            ),
            D(
                "Tr\u00e0ng An: Tr\u00e0ng An is a landscape of limestone towers, flooded valleys "
                "and caves in Ninh B\u00ecnh Province in northern Vietnam, near the old capital "
                "Hoa L\u01b0. Visitors are rowed through its caves in small boats, and UNESCO "
                "listed it as a mixed World Heritage Site in 2014."
            ),
            S(
                "Son Doong Cave: Hang S\u01a1n \u0110o\u00f2ng is a huge limestone cave in central "
                "Vietnam, within Phong Nha-K\u1ebb B\u00e0ng National Park, whose main passage is "
                "thought to be the largest cave passage in the world. A local man, H\u1ed3 Khanh, "
                "found its entrance around 1990, and British cavers surveyed it in 2009."
            ),
            D(
                "Mammoth Cave National Park: Mammoth Cave National Park in central Kentucky "
                "protects the longest known cave system in the world, with more than 680 "
                "kilometres of passages surveyed. It became a national park in 1941 and a World "
                "Heritage Site in 1981, and the Green River runs through it."
            ),
            D(
                "Hin Nam No National Park: Hin Nam No is a protected area in Khammouane Province "
                "in central Laos, on the border with Vietnam, covering rugged limestone karst and "
                "forest. The Xe Bang Fai river flows through it for about 7 kilometres inside one "
                "of the largest river caves in the world, mapped in full by cavers in 2006."
            ),
            S(
                "Phong Nha-K\u1ebb B\u00e0ng National Park: Phong Nha-K\u1ebb B\u00e0ng National "
                "Park lies in Qu\u1ea3ng B\u00ecnh Province in north-central Vietnam, on the "
                "border with Laos. Its limestone karst, among the oldest in Asia, holds hundreds "
                "of caves and grottoes, and UNESCO listed it as a World Heritage Site in 2003."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "When was the national park where the Wollemi pine was found created?",
        "1979",
        [
            S(
                "Wollemi pine: The Wollemi pine, Wollemia nobilis, is a rare conifer of the family "
                "Araucariaceae known only from a few remote sandstone gorges. Thought to be long "
                "extinct, it was found in 1994 by the park officer David Noble in Wollemi National "
                "Park, and fewer than 100 adult trees grow in the wild."
            ),
            D(
                "Royal National Park: Royal National Park lies on the coast south of Sydney in New "
                "South Wales. Created in 1879, it was the first national park in Australia and is "
                "often called the second-oldest in the world; its sandstone cliffs, beaches and "
                "heath are crossed by the Coast Track."
            ),
            D(
                "Dawn redwood: The dawn redwood, Metasequoia glyptostroboides, is a deciduous "
                "conifer that was first described from fossils in 1941 and thought to be extinct. "
                "Living trees were then found in a valley of central China in the 1940s, and seeds "
                "sent abroad in 1948 made it a common park tree."
            ),
            S(
                "Wollemi National Park: Wollemi National Park is a national park in New South "
                "Wales, about 100 kilometres north-west of Sydney, created in 1979. Covering about "
                "5,000 square kilometres of sandstone gorges and plateaus, it is the largest "
                "wilderness area in the state and part of a World Heritage Area."
            ),
            D(
                "Huon pine: The Huon pine, Lagarostrobos franklinii, is a slow-growing conifer "
                "found only in the wet south-west of Tasmania, along rivers and lake shores. Its "
                "yellow, oily timber resists rot and was prized for boat building, and single "
                "trees can live for more than 2,000 years."
            ),
            D(
                "Bunya pine: The bunya pine, Araucaria bidwillii, is a tall conifer native to "
                "south-east Queensland, whose cones can weigh up to 10 kilograms. Aboriginal "
                "peoples gathered for feasts when its nuts ripened, and Bunya Mountains National "
                "Park, which protects many of the trees, was created in 1908."
            ),
            D(
                "Glow Worm Tunnel: The Glow Worm Tunnel is a disused railway tunnel about 400 "
                "metres long near the Wolgan Valley in New South Wales, built for a line that "
                "served the Newnes shale oil works from 1907. Its dark, damp walls are now lit by "
                "thousands of glow-worms, the larvae of a fungus gnat that catch insects with "
                "sticky threads."
            ),
            D(
                "Kauri: The kauri, Agathis australis, is a giant conifer of the northern North "
                "Island of New Zealand and one of the largest trees in the world by volume. The "
                "biggest living one, T\u0101ne Mahuta in the Waipoua Forest, is about 51 metres "
                "tall and perhaps 2,000 years old."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Classical conditioning was first described by a physiologist born in which Russian city?",
        "Ryazan",
        [
            S(
                "Classical conditioning: Classical conditioning is a kind of learning in which a "
                "neutral signal, such as the sound of a metronome, comes to set off a reflex after "
                "it has been paired many times with a stimulus that causes it. It was first "
                "studied in the 1890s by the Russian physiologist Ivan Pavlov, using dogs."
            ),
            D(
                "Operant conditioning: Operant conditioning is learning in which behaviour is "
                "shaped by the rewards or punishments that follow it. It was studied above all by "
                "the American psychologist B. F. Skinner, born in Susquehanna, Pennsylvania, who "
                "trained rats and pigeons in boxes fitted with levers and keys."
            ),
            D(
                "Little Albert experiment: The Little Albert experiment was carried out in 1920 at "
                "Johns Hopkins University by the psychologist John B. Watson and his student "
                "Rosalie Rayner. They taught a baby boy to fear a white rat by striking a steel "
                "bar loudly behind him whenever he reached out to touch it."
            ),
            D(
                "Ivan Sechenov: Ivan Mikhailovich Sechenov (1829 \u2013 1905) was a Russian "
                "physiologist born in the village of Tyoply Stan in Simbirsk Governorate, often "
                "called the father of Russian physiology. His book Reflexes of the Brain, "
                "published in 1863, argued that all acts of the mind are reflexes."
            ),
            D(
                "Pavlov's House: Pavlov's House was a four-storey apartment building in Stalingrad "
                "held by Soviet soldiers against German attacks for about two months in the autumn "
                "of 1942. It was named after Sergeant Yakov Pavlov, whose platoon seized it, and "
                "it was later rebuilt as a memorial."
            ),
            D(
                "Edward Thorndike: Edward Lee Thorndike (1874 \u2013 1949) was an American "
                "psychologist born in Williamsburg, Massachusetts, who spent most of his career at "
                "Teachers College, Columbia University. From watching cats escape from puzzle "
                "boxes he drew his law of effect, an early theory of learning."
            ),
            S(
                "Ivan Pavlov: Ivan Petrovich Pavlov (1849 \u2013 1936) was a Russian physiologist "
                "born in Ryazan, the son of a village priest. He won the Nobel Prize in Physiology "
                "or Medicine in 1904 for his work on digestion, and he led research in Saint "
                "Petersburg for most of his life until his death in 1936."
            ),
            D(
                "Vladimir Bekhterev: Vladimir Mikhailovich Bekhterev (1857 \u2013 1927) was a "
                "Russian neurologist born in Sorali, Vyatka Governorate, who founded a "
                "psychoneurological institute in Saint Petersburg. He developed a rival study of "
                "reflexes, and a form of spinal arthritis bears his name."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "napier's bones are named after a mathematician born in which edinburgh tower",
        "Merchiston Tower",
        [
            D(
                "Slide rule: The slide rule is a mechanical calculator made of scales that slide "
                "against each other, so that multiplying numbers becomes adding lengths on "
                "logarithmic scales. The English clergyman William Oughtred devised it around "
                "1622, and engineers used it until pocket calculators took over in the 1970s."
            ),
            D(
                "Henry Briggs: Henry Briggs (1561 \u2013 1630) was an English mathematician born "
                "at Warleywood near Halifax in Yorkshire, the first professor of geometry at "
                "Gresham College in London. After visiting their inventor in Scotland in 1615 he "
                "produced tables of logarithms to base 10."
            ),
            D(
                "Edinburgh Napier University: Edinburgh Napier University is a public university "
                "in Edinburgh, Scotland, that took university status in 1992 and is named after "
                "the 16th-century mathematician John Napier. It has campuses at Craiglockhart and "
                "Sighthill and teaches about 19,000 students."
            ),
            D(
                "Pascal's calculator: Pascal's calculator, or the Pascaline, is a mechanical "
                "adding machine built by Blaise Pascal, who was born in Clermont-Ferrand, from "
                "1642 onwards to help his father, a tax official in Rouen. It worked with toothed "
                "wheels, and about twenty were made."
            ),
            S(
                "Napier's bones: Napier's bones are a set of numbered rods used as a calculating "
                "aid, which reduce multiplication and division to a series of additions. They were "
                "described in 1617 by the Scottish mathematician John Napier in his Latin book "
                "Rabdologiae, and sets carved from ivory or wood spread across Europe."
            ),
            D(
                "Genaille\u2013Lucas rulers: Genaille\u2013Lucas rulers are a set of calculating "
                "strips invented in 1891 by the French engineer Henri Genaille, after a puzzle set "
                "by the mathematician \u00c9douard Lucas. An improved form of an older set of "
                "rods, they show products directly without carrying digits."
            ),
            D(
                "Wilhelm Schickard: Wilhelm Schickard (1592 \u2013 1635) was a German astronomer "
                "and orientalist born in Herrenberg. In letters to Johannes Kepler in 1623 and "
                "1624 he described a calculating clock that combined a set of multiplying rods "
                "with wheels that added and carried automatically."
            ),
            S(
                "John Napier: John Napier of Merchiston (1550 \u2013 1617) was a Scottish "
                "mathematician and astronomer born at Merchiston Tower in Edinburgh, his family's "
                "seat. He introduced logarithms in a book of 1614, helped to spread the use of the "
                "decimal point, and died at Merchiston on 4 April 1617."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the tapir and the hippopotamus both odd-toed ungulates?",
        "no",
        [
            D(
                "White rhinoceros: The white rhinoceros is the largest living rhinoceros, a grazer "
                "of the grasslands of southern and eastern Africa with a broad, square lip. Bulls "
                "can weigh more than 2,000 kilograms, and after poaching cut the southern form to "
                "fewer than 100 animals around 1900, it recovered."
            ),
            D(
                "Przewalski's horse: Przewalski's horse is a stocky wild horse of the steppes of "
                "Central Asia, named after the Russian explorer Nikolai Przhevalsky. It died out "
                "in the wild in the 1960s, but animals bred in zoos were returned to Mongolia from "
                "1992, and herds now roam the Hustai National Park."
            ),
            D(
                "Wild boar: The wild boar is a wild pig native to much of Europe, Asia and North "
                "Africa, the ancestor of the domestic pig. It is an even-toed ungulate that roots "
                "in the soil with its snout for tubers, worms and fungi, and males grow tusks from "
                "their lower and upper canine teeth."
            ),
            S(
                "Hippopotamus: The common hippopotamus is a huge, mostly plant-eating mammal of "
                "sub-Saharan Africa that spends its days in rivers and lakes and grazes on land at "
                "night. It is an even-toed ungulate of the order Artiodactyla, and its closest "
                "living relatives are the whales and dolphins."
            ),
            D(
                "Aardvark: The aardvark is a burrowing, night-active mammal of Africa south of the "
                "Sahara, whose name means earth pig in Afrikaans. Despite its pig-like snout it is "
                "the only living member of the order Tubulidentata, and it digs open termite "
                "mounds with its strong claws, licking up the insects."
            ),
            S(
                "Tapir: Tapirs are large plant-eating mammals with a short, flexible snout, living "
                "in the forests of Central and South America and South-East Asia. They are "
                "odd-toed ungulates of the order Perissodactyla, like horses and rhinoceroses, "
                "with four toes on each front foot and three on each hind foot."
            ),
            D(
                "African bush elephant: The African bush elephant is the largest living land "
                "animal, with bulls standing up to about 4 metres at the shoulder. It uses its "
                "long trunk, a fusion of the nose and upper lip, to feed, drink and greet, and it "
                "lives in herds led by an old female."
            ),
            D(
                "Giant anteater: The giant anteater is an insect-eating mammal of the grasslands "
                "and forests of Central and South America, with a long tubular snout and a sticky "
                "tongue up to 60 centimetres long. It belongs with the sloths to the Xenarthra and "
                "can eat some 30,000 ants and termites a day."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Are the monkey puzzle tree and the Norfolk Island pine both species of Araucaria?",
        "yes",
        [
            D(
                "Paran\u00e1 pine: The Paran\u00e1 pine, also called the Brazilian pine or "
                "candelabra tree, is a tall conifer of the subtropical highlands of southern "
                "Brazil and nearby Argentina and Paraguay, whose seeds, called pinh\u00e3o, are "
                "eaten in winter. Logging has destroyed most of its forests, and it is critically "
                "endangered."
            ),
            S(
                "Araucaria araucana: Araucaria araucana, the monkey puzzle tree, is an evergreen "
                "conifer native to the slopes of the Andes in central and southern Chile and "
                "western Argentina. Its branches are covered in stiff, sharp, overlapping leaves, "
                "and its large seeds were a staple food of the Pehuenche people."
            ),
            D(
                "Scots pine: The Scots pine, Pinus sylvestris, is a true pine native to Europe and "
                "northern Asia, from Scotland and Spain to eastern Siberia. Its upper trunk has a "
                "flaky, orange-red bark, and it is the national tree of Scotland and one of the "
                "most widely planted timber trees of Europe."
            ),
            D(
                "Norfolk Island: Norfolk Island is a small island in the Pacific Ocean between "
                "Australia, New Zealand and New Caledonia, an external territory of Australia. It "
                "was a British penal colony from 1788, and in 1856 the descendants of the Bounty "
                "mutineers moved there from Pitcairn Island."
            ),
            D(
                "Fitzroya: Fitzroya cupressoides, the alerce, is a huge conifer of the cypress "
                "family that grows in the temperate rainforests of southern Chile and nearby "
                "Argentina. One tree has been dated at more than 3,600 years old, and its "
                "decay-resistant timber was once used for roof shingles."
            ),
            D(
                "Araucariaceae: The Araucariaceae are an ancient family of conifers that were "
                "widespread in the age of the dinosaurs and now grow mostly in the Southern "
                "Hemisphere. Its three living genera are Araucaria, Agathis, which includes the "
                "kauris, and Wollemia, with the single Wollemi pine."
            ),
            S(
                "Araucaria heterophylla: Araucaria heterophylla, the Norfolk Island pine, is a "
                "conifer found wild only on Norfolk Island in the Pacific Ocean. Not a true pine, "
                "it grows up to about 65 metres tall with branches in neat, symmetrical tiers, and "
                "young plants are sold around the world as house plants."
            ),
            D(
                "Cook pine: The Cook pine is a tall, narrow conifer native to New Caledonia, named "
                "after the explorer James Cook, who saw it on his second voyage in 1774. Trees "
                "planted around the world often lean towards the equator, a habit found in a study "
                "of more than 250 trees on five continents."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which fjord is longer sognefjord or hardangerfjord",
        "the Sognefjord",
        [
            D(
                "Trondheimsfjord: The Trondheimsfjord is an inlet of the Norwegian Sea in "
                "Tr\u00f8ndelag county, central Norway, about 130 kilometres long and the "
                "third-longest fjord in the country. The city of Trondheim stands on its southern "
                "shore, and the small island of Munkholmen, once a monastery and a fort, lies just "
                "off the city."
            ),
            D(
                "Hardangervidda: Hardangervidda is a high mountain plateau in southern Norway, "
                "covering about 6,500 square kilometres at around 1,100 to 1,200 metres, the "
                "largest plateau of its kind in Europe. It is home to the largest herd of wild "
                "reindeer in Europe, and much of it is a national park created in 1981."
            ),
            S(
                "Sognefjord: The Sognefjord is the longest and deepest fjord in Norway, reaching "
                "about 205 kilometres inland from the North Sea in Vestland county. It is up to "
                "1,308 metres deep, and its inner arms include the N\u00e6r\u00f8yfjord and the "
                "L\u00e6rdalsfjord, whose valley is reached by the L\u00e6rdal road tunnel."
            ),
            D(
                "Oslofjord: The Oslofjord is an inlet of the Skagerrak in south-eastern Norway, "
                "stretching about 100 kilometres from the islands of F\u00e6rder to the capital, "
                "Oslo. Geologists do not count it as a true fjord, since it was not carved out by "
                "a glacier, and its islands are popular for summer cabins."
            ),
            D(
                "Nordfjord: The Nordfjord is a fjord in Vestland county in western Norway, about "
                "106 kilometres long, running east from the coast to the villages of Loen and "
                "Olden below the Jostedalsbreen glacier. A rockslide into the lake Loenvatnet in "
                "1905 sent a wave that killed 61 people."
            ),
            D(
                "Fl\u00e5m Railway: The Fl\u00e5m Railway is a branch line about 20 kilometres "
                "long that climbs 863 metres from the village of Fl\u00e5m, on an arm of a long "
                "fjord, to Myrdal on the Bergen Line. Opened in 1940, it is one of the steepest "
                "ordinary railways in the world, with a gradient of 5.5 per cent."
            ),
            S(
                "Hardangerfjord: The Hardangerfjord is a fjord in Vestland county in western "
                "Norway, about 179 kilometres long, the second-longest in the country. Its "
                "sheltered slopes are known for fruit orchards that blossom in May, and the "
                "Folgefonna glacier rises along its southern side."
            ),
            D(
                "Folgefonna: Folgefonna is a group of three plateau glaciers on the Folgefonna "
                "peninsula in Vestland, western Norway, the southern one the largest, together "
                "covering about 160 square kilometres. Part of a national park since 2005, it has "
                "a summer ski centre, and its meltwater feeds hydroelectric power plants."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who was born first, Christian Doppler or Ernst Mach?",
        "Christian Doppler",
        [
            D(
                "Doppler effect: The Doppler effect is the change in the frequency of a wave for "
                "an observer who moves relative to its source, heard as the falling pitch of a "
                "passing siren. Proposed in 1842 for the colours of double stars, it is used in "
                "radar, in medical ultrasound and to measure how fast stars move."
            ),
            S(
                "Ernst Mach: Ernst Waldfried Josef Wenzel Mach (18 February 1838 \u2013 19 "
                "February 1916) was an Austrian physicist and philosopher born in Chrlice in "
                "Moravia. In 1887 he published photographs of the shock waves of a supersonic "
                "bullet, and the ratio of a speed to the speed of sound is named after him."
            ),
            D(
                "Christophorus Buys Ballot: Christophorus Henricus Diedericus Buys Ballot (10 "
                "October 1817 \u2013 3 February 1890) was a Dutch chemist and meteorologist born "
                "in Kloetinge. In 1845 he tested a new theory of sound with horn players on a "
                "moving train near Utrecht, and in 1854 he founded the Dutch weather service."
            ),
            D(
                "Hippolyte Fizeau: Armand Hippolyte Louis Fizeau (23 September 1819 \u2013 18 "
                "September 1896) was a French physicist born in Paris. In 1848 he showed how the "
                "motion of a star shifts the lines of its light, and in 1849 he timed light over a "
                "path of some 8 kilometres with a rotating toothed wheel."
            ),
            D(
                "Mach number: The Mach number is the ratio of the speed of an object through a "
                "fluid to the local speed of sound, so that Mach 1 means flying at exactly the "
                "speed of sound. Flight above Mach 1 is supersonic and above about Mach 5 "
                "hypersonic, and the name was proposed by Jakob Ackeret in 1929."
            ),
            D(
                "Josef Stefan: Josef Stefan (24 March 1835 \u2013 7 January 1893) was a Carinthian "
                "Slovene physicist born near Klagenfurt who taught at the University of Vienna. In "
                "1879 he found that the radiation given off by a hot body grows with the fourth "
                "power of its temperature, a law completed by his student."
            ),
            D(
                "Peter Salcher: Peter Salcher (10 August 1848 \u2013 14 February 1928) was an "
                "Austrian physicist born in Kreuzen in Carinthia who taught at the naval academy "
                "in Fiume, now Rijeka. In 1886 he took the first photographs of the shock wave "
                "around a bullet flying faster than sound, working with a colleague in Prague."
            ),
            S(
                "Christian Doppler: Christian Andreas Doppler (29 November 1803 \u2013 17 March "
                "1853) was an Austrian mathematician and physicist from a family of stonemasons. "
                "In 1842, while teaching in Prague, he proposed that the observed frequency of a "
                "wave depends on the motion of its source, and he died in Venice."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which mountain is higher, Aneto or Monte Perdido?",
        "Aneto",
        [
            S(
                "Monte Perdido: Monte Perdido, or Mont Perdu, is a limestone mountain of the "
                "central Pyrenees in the province of Huesca, Spain, rising to 3,355 metres. It is "
                "the heart of Ordesa y Monte Perdido National Park and, with the French cirques "
                "across the border, a World Heritage Site since 1997."
            ),
            D(
                "Posets: Posets, or Llardana, is a mountain of the central Pyrenees in the "
                "province of Huesca, Aragon, rising to 3,375 metres as the second-highest summit "
                "of the range. It stands in the Posets-Maladeta Natural Park between the valleys "
                "of Benasque and Gista\u00edn, and its first recorded ascent was in 1856."
            ),
            D(
                "Vignemale: The Vignemale is a mountain on the border between France and Spain, "
                "rising to 3,298 metres as the highest summit of the French Pyrenees. Its Ossoue "
                "glacier is the largest on the French side, and in 1889 the climber Henry Russell "
                "leased the peak for 99 years for one franc a year."
            ),
            D(
                "Pic du Midi de Bigorre: The Pic du Midi de Bigorre is a mountain of the French "
                "Pyrenees, 2,877 metres high, standing apart from the main ridge so that its top "
                "gives wide views over the plain. An astronomical observatory has worked on its "
                "summit since the 1880s, and a cable car now reaches it from La Mongie."
            ),
            S(
                "Aneto: Aneto is the highest mountain of the Pyrenees, rising to 3,404 metres in "
                "the Maladeta massif in the province of Huesca, Aragon, Spain. Its northern slopes "
                "carry the largest glacier of the range, and the last stretch to the summit "
                "crosses a narrow ridge called the Bridge of Mahomet."
            ),
            D(
                "Pica d'Estats: The Pica d'Estats is a mountain on the border between Catalonia "
                "and the French department of Ari\u00e8ge, rising to 3,143 metres as the highest "
                "summit of Catalonia. It stands within the Alt Pirineu Natural Park, and climbers "
                "usually reach it from the Vall Ferrera on the Spanish side."
            ),
            D(
                "Cirque de Gavarnie: The Cirque de Gavarnie is a glacial amphitheatre in the "
                "French Pyrenees, ringed by limestone walls about 1,500 metres high, just north of "
                "the Spanish border. Its Grande Cascade falls about 422 metres, one of the highest "
                "waterfalls in Europe, and Victor Hugo praised its scenery."
            ),
            D(
                "Maladeta: The Maladeta is a mountain of the central Pyrenees in Aragon, Spain, "
                "rising to 3,308 metres and giving its name to the massif in which it stands. Its "
                "glacier, like the others of the range, has shrunk fast since the 19th century, "
                "and the Renclusa refuge below it is a base for climbers."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist who invented the cloud chamber born?",
        "Glencorse, Midlothian",
        [
            D(
                "Bubble chamber: A bubble chamber is a particle detector filled with a superheated "
                "liquid, often liquid hydrogen, in which charged particles leave trails of tiny "
                "bubbles. It was invented in 1952 by the American physicist Donald Glaser, born in "
                "Cleveland, Ohio, who won the 1960 Nobel Prize in Physics."
            ),
            D(
                "Arthur Compton: Arthur Holly Compton (1892 \u2013 1962) was an American physicist "
                "born in Wooster, Ohio. In 1923 he showed that X-rays lose energy when they "
                "scatter off electrons, proving that light also behaves as particles, and he "
                "shared the 1927 Nobel Prize in Physics for this Compton effect."
            ),
            S(
                "Cloud chamber: A cloud chamber is a particle detector in which a sealed space is "
                "filled with air supersaturated with water or alcohol vapour, so that charged "
                "particles leave trails of droplets. It was invented by the Scottish physicist "
                "Charles Thomson Rees Wilson, who showed the first tracks in 1911."
            ),
            S(
                "Charles Thomson Rees Wilson: Charles Thomson Rees Wilson (1869 \u2013 1959) was a "
                "Scottish physicist born on a farm in the parish of Glencorse, Midlothian. "
                "Watching glories and coronas around a Scottish summit in 1894 led him to study "
                "condensation, and he shared the 1927 Nobel Prize in Physics."
            ),
            D(
                "Carl David Anderson: Carl David Anderson (1905 \u2013 1991) was an American "
                "physicist born in New York City who worked at the California Institute of "
                "Technology. In 1932 he discovered the positron from its tracks in a detector "
                "placed in a magnetic field, and he shared the 1936 Nobel Prize in Physics."
            ),
            D(
                "Patrick Blackett: Patrick Maynard Stuart Blackett (1897 \u2013 1974) was an "
                "English physicist born in London. He built a particle detector that was set off "
                "by Geiger counters, photographed the tracks of nuclear transmutations and "
                "cosmic-ray showers, and won the 1948 Nobel Prize in Physics."
            ),
            D(
                "Alexander Wilson (astronomer): Alexander Wilson (1714 \u2013 1786) was a Scottish "
                "astronomer and type-founder born in St Andrews who became the first professor of "
                "practical astronomy at the University of Glasgow. In 1769 he noticed that "
                "sunspots near the edge of the Sun look like hollows, the Wilson effect."
            ),
            D(
                "Cavendish Laboratory: The Cavendish Laboratory is the physics department of the "
                "University of Cambridge, opened in 1874 and named after the chemist Henry "
                "Cavendish. The electron was discovered there in 1897 and the neutron in 1932, and "
                "it has been home to about thirty Nobel Prize winners."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the french chemist who described the maillard reaction born",
        "Pont-\u00e0-Mousson",
        [
            D(
                "Caramelization: Caramelization is the browning of sugar when it is heated on its "
                "own, without proteins, as in making caramel or toffee. Sucrose begins to "
                "caramelize at about 160 \u00b0C, and the breakdown of the sugar gives the nutty, "
                "slightly bitter flavours and brown colour of the product."
            ),
            S(
                "Louis-Camille Maillard: Louis-Camille Maillard (1878 \u2013 1936) was a French "
                "physician and chemist born in Pont-\u00e0-Mousson in Lorraine. He studied "
                "medicine and chemistry at the University of Nancy, later taught medical chemistry "
                "at the faculty of medicine in Algiers, and died in Paris in 1936."
            ),
            S(
                "Maillard reaction: The Maillard reaction is a group of chemical reactions between "
                "amino acids and reducing sugars that browns food and gives it flavour, as in "
                "seared steak, toast and roasted coffee. It is named after the French chemist "
                "Louis-Camille Maillard, who described it in 1912."
            ),
            D(
                "Acrylamide: Acrylamide is an organic compound used to make polymers that was "
                "found in 2002 by Swedish scientists in fried and baked starchy foods such as "
                "chips and crisps. It forms when the amino acid asparagine reacts with sugars "
                "above about 120 \u00b0C, and it is classed as a probable cause of cancer."
            ),
            D(
                "Nicolas Appert: Nicolas Appert (1749 \u2013 1841) was a French confectioner and "
                "inventor born in Ch\u00e2lons-en-Champagne, known as the father of canning. He "
                "found that food sealed in glass jars and heated kept for months, and in 1810 the "
                "French government rewarded him with 12,000 francs."
            ),
            D(
                "Strecker degradation: The Strecker degradation is a chemical reaction in which an "
                "amino acid reacts with a dicarbonyl compound to give an aldehyde with one carbon "
                "atom fewer. Named after the German chemist Adolph Strecker, it is one of the "
                "steps that produce the smells of roasted and baked foods."
            ),
            D(
                "Antoine-Augustin Parmentier: Antoine-Augustin Parmentier (1737 \u2013 1813) was a "
                "French pharmacist and agronomist born in Montdidier. Having eaten potatoes as a "
                "prisoner of war in Prussia, he promoted them as food in France, and several "
                "potato dishes are named after him."
            ),
            D(
                "Marcellin Berthelot: Marcellin Berthelot (1827 \u2013 1907) was a French chemist "
                "and politician born in Paris who made many organic compounds from their elements, "
                "helping to overturn the idea of a vital force. He served as minister of foreign "
                "affairs, and he is buried in the Panth\u00e9on."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist who discovered cosmic rays born?",
        "Schloss Waldstein in Styria",
        [
            D(
                "Theodor Wulf: Theodor Wulf (1868 \u2013 1946) was a German physicist and Jesuit "
                "priest born in Hehlen who built a sensitive, portable electrometer. In 1910 he "
                "carried it to the top of the Eiffel Tower and found more radiation there than "
                "expected if it all came from the ground."
            ),
            D(
                "Domenico Pacini: Domenico Pacini (1878 \u2013 1934) was an Italian physicist born "
                "in Marino, near Rome. In 1911 he measured the rate of ionisation in the sea off "
                "Livorno and under the water of Lake Bracciano, and found that it fell under "
                "water, so part of the radiation could not come from the Earth's crust."
            ),
            D(
                "Robert Andrews Millikan: Robert Andrews Millikan (1868 \u2013 1953) was an "
                "American physicist born in Morrison, Illinois, who measured the charge of the "
                "electron with his oil-drop experiment and won the 1923 Nobel Prize in Physics. In "
                "1925 he coined a popular name for radiation from space."
            ),
            D(
                "Pierre Auger Observatory: The Pierre Auger Observatory is an array of some 1,600 "
                "water tanks and 27 fluorescence telescopes spread over about 3,000 square "
                "kilometres near Malarg\u00fce in Argentina. Completed in 2008, it records the "
                "showers of particles set off by the most energetic particles from space."
            ),
            D(
                "Hess's law: Hess's law states that the total heat given off or taken up in a "
                "chemical reaction is the same whatever the route from the starting substances to "
                "the products. It was stated in 1840 by the Swiss-born Russian chemist Germain "
                "Henri Hess, who was born in Geneva."
            ),
            S(
                "Victor Francis Hess: Victor Francis Hess (1883 \u2013 1964) was an "
                "Austrian-American physicist born at Schloss Waldstein, a castle near Peggau in "
                "Styria, where his father was a forester. He shared the 1936 Nobel Prize in "
                "Physics, left Austria in 1938 and taught at Fordham University in New York."
            ),
            S(
                "Cosmic ray: Cosmic rays are high-energy particles, mostly protons and atomic "
                "nuclei, that reach the Earth from the Sun, the galaxy and beyond. They were "
                "discovered in 1912 by the Austrian physicist Victor Hess, who carried "
                "electrometers on balloon flights and found the radiation grew with height."
            ),
            D(
                "Van Allen radiation belt: The Van Allen radiation belts are two zones of charged "
                "particles trapped by the magnetic field of the Earth, named after the physicist "
                "James Van Allen, born in Mount Pleasant, Iowa. They were found in 1958 by Geiger "
                "counters on the satellites Explorer 1 and Explorer 3."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the physicist who discovered francium born?",
        "Villemomble",
        [
            S(
                "Francium: Francium is a highly radioactive alkali metal with the symbol Fr and "
                "atomic number 87, whose longest-lived isotope has a half-life of only 22 minutes. "
                "It was discovered in January 1939 by Marguerite Perey of the Radium Institute in "
                "Paris, among the decay products of actinium-227."
            ),
            D(
                "Astatine: Astatine is a rare radioactive element with atomic number 85, a member "
                "of the halogen group below iodine. It was first made in 1940 at the University of "
                "California, Berkeley, by Dale Corson, Kenneth MacKenzie and Emilio Segr\u00e8, "
                "who bombarded bismuth with alpha particles."
            ),
            D(
                "Caesium: Caesium is a soft, pale gold alkali metal with atomic number 55 that "
                "melts at about 28 \u00b0C. It was discovered in 1860 by Robert Bunsen and Gustav "
                "Kirchhoff from two bright blue lines in the spectrum of mineral water, and its "
                "atoms now define the length of the second in atomic clocks."
            ),
            D(
                "Technetium: Technetium, with atomic number 43, was the first element to be made "
                "artificially. In 1937 Carlo Perrier and Emilio Segr\u00e8 at the University of "
                "Palermo found it in a strip of molybdenum that had been bombarded in a cyclotron "
                "in Berkeley, and its name comes from the Greek for artificial."
            ),
            D(
                "Gallium: Gallium is a soft metal with atomic number 31 that melts in the hand, at "
                "about 30 \u00b0C. It was discovered in 1875 by the French chemist Paul-\u00c9mile "
                "Lecoq de Boisbaudran, born in Cognac, from its spectrum, and he named it after "
                "Gallia, the Latin name for France."
            ),
            S(
                "Marguerite Perey: Marguerite Catherine Perey (1909 \u2013 1975) was a French "
                "physicist born in Villemomble. She joined the Radium Institute as an assistant in "
                "1929, named the element she found after her country, and in 1962 became the first "
                "woman elected to the French Academy of Sciences, as a corresponding member."
            ),
            D(
                "Actinium: Actinium is a radioactive metal with atomic number 89 that glows blue "
                "in the dark. It was discovered in 1899 by the French chemist Andr\u00e9-Louis "
                "Debierne, who separated it from pitchblende, and it gave its name to the "
                "actinides, the row of fifteen elements that it heads; one isotope is tested "
                "against cancer."
            ),
            D(
                "Berta Karlik: Berta Karlik (1904 \u2013 1990) was an Austrian physicist born in "
                "Vienna. In 1943, with Traude Bernert, she showed that traces of element 85 occur "
                "in nature in the decay chains of uranium and thorium, and in 1956 she became the "
                "first woman to hold a full professorship at the University of Vienna."
            ),
        ],
        drop=1,
    ),
]
