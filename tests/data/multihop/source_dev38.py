"""Development multi-hop questions, batch 38.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, the first part of
tests/data/multihop/README.md (up to the table of held-out scores, not below it), and the
other development sources (source_dev1.py to source_dev34.py) for the format and to choose
subjects none of them asks about. The held-out sources and records were only counted
(grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v46.

Measured lengths: mean support 294 characters, mean distractor 291 characters; a support
is the longest passage in 4 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "who founded the company that built the plane chuck yeager flew faster than sound in 1947",
        "Lawrence Dale Bell",
        [
            D(
                "Chuck Yeager: Charles Elwood Yeager (1923 \u2013 2020) was a United States Air "
                "Force officer and test pilot born in Myra, West Virginia. He became a flying ace "
                "in P-51 Mustangs over Europe in the Second World War, retired as a brigadier "
                "general in 1975, and died in California in December 2020."
            ),
            S(
                "Bell X-1: The Bell X-1 was a rocket-powered research aircraft built by Bell "
                "Aircraft for the US Army Air Forces and NACA. Dropped from the bomb bay of a "
                "B-29, it was flown by Captain Chuck Yeager on 14 October 1947 to become the first "
                "crewed aeroplane to pass the speed of sound in level flight."
            ),
            D(
                "Douglas D-558-2 Skyrocket: The Douglas D-558-2 Skyrocket was a rocket and jet "
                "research aircraft built by Douglas Aircraft for the United States Navy. On 20 "
                "November 1953 the test pilot Scott Crossfield flew it to twice the speed of "
                "sound, the first time any aircraft had reached Mach 2."
            ),
            D(
                "Bell Labs: Bell Labs, founded in 1925 as Bell Telephone Laboratories, is an "
                "American research laboratory based in Murray Hill, New Jersey. Its scientists "
                "built the first transistor in 1947 and later developed Unix and the C language, "
                "and the Finnish company Nokia has owned it since 2016."
            ),
            D(
                "North American X-15: The North American X-15 was a hypersonic rocket plane flown "
                "by NASA and the US Air Force from 1959 to 1968. Built by North American Aviation, "
                "it reached the edge of space on several flights, and on 3 October 1967 William J. "
                "Knight flew it at Mach 6.7, a record for a crewed aeroplane."
            ),
            D(
                "Textron: Textron is an American industrial conglomerate with its headquarters in "
                "Providence, Rhode Island. Royal Little started it in 1923 as a small textile "
                "firm, the Special Yarns Company, and it later bought aircraft makers, adding a "
                "helicopter business in 1960 and the light-plane builders Cessna and Beechcraft."
            ),
            D(
                "Edwards Air Force Base: Edwards Air Force Base is a United States Air Force test "
                "centre in the Mojave Desert of California, known until 1949 as Muroc Army Air "
                "Field. It was renamed after Captain Glen Edwards, a test pilot killed in the "
                "crash of the YB-49 flying wing in June 1948."
            ),
            S(
                "Bell Aircraft: Bell Aircraft Corporation was an American aircraft maker founded "
                "by Lawrence Dale Bell in Buffalo, New York, on 10 July 1935. It built the P-39 "
                "Airacobra fighter and the P-59 Airacomet, the first American jet aircraft, and "
                "its helicopter division became the separate company Bell Helicopter."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the commander of the Yugoslav Partisans born?",
        "Kumrovec",
        [
            D(
                "Chetniks: The Chetniks of the Second World War were a Serbian royalist guerrilla "
                "movement in occupied Yugoslavia led by Colonel Dra\u017ea Mihailovi\u0107. They "
                "fought the Axis at first but turned more and more against the communists, and "
                "Mihailovi\u0107 was captured, tried and shot in Belgrade in July 1946."
            ),
            D(
                "Battle of the Sutjeska: The Battle of the Sutjeska was fought from May to June "
                "1943 in south-eastern Bosnia, where German, Italian and allied troops tried to "
                "encircle and destroy the main body of the communist resistance. The guerrillas "
                "broke out across the Sutjeska river at heavy cost, losing Sava "
                "Kova\u010devi\u0107."
            ),
            D(
                "Milovan \u0110ilas: Milovan \u0110ilas (1911 \u2013 1995) was a Montenegrin "
                "communist born in Podbi\u0161\u0107e who served as a senior Partisan leader and "
                "later as a vice-president of Yugoslavia. Expelled from the party for his "
                "criticism, he wrote The New Class in 1957 and spent years in prison."
            ),
            S(
                "Yugoslav Partisans: The Yugoslav Partisans were the communist-led resistance "
                "movement against the Axis occupation of Yugoslavia from 1941 to 1945, commanded "
                "by Josip Broz Tito. Growing into an army of some 800,000 fighters, they freed "
                "Belgrade with the Red Army in October 1944 and took power after the war."
            ),
            D(
                "Independent State of Croatia: The Independent State of Croatia was a puppet "
                "state set up by Nazi Germany and Fascist Italy in April 1941, ruled by Ante "
                "Paveli\u0107 and his Usta\u0161e movement from Zagreb. It took in most of modern "
                "Croatia and all of Bosnia and Herzegovina and collapsed in May 1945."
            ),
            S(
                "Josip Broz Tito: Josip Broz Tito (1892 \u2013 1980) was a Yugoslav communist "
                "revolutionary and statesman born on 7 May 1892 in Kumrovec, a village in the "
                "Zagorje region of Croatia. He was prime minister from 1945 and president from "
                "1953, and he died in Ljubljana on 4 May 1980."
            ),
            D(
                "Socialist Federal Republic of Yugoslavia: The Socialist Federal Republic of "
                "Yugoslavia was a communist state in south-eastern Europe proclaimed in November "
                "1945, made up of six republics with Belgrade as capital. It stayed outside the "
                "Soviet bloc and broke apart in wars that began in 1991."
            ),
            D(
                "Yugoslav People's Army: The Yugoslav People's Army was the army of socialist "
                "Yugoslavia, formed out of the wartime guerrilla units and given that name in "
                "1951. One of the largest armies in Europe, it fought and lost the Ten-Day War "
                "in Slovenia in June 1991 and was dissolved the next year."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Who was assassinated first, Indira Gandhi or Olof Palme?",
        "Indira Gandhi",
        [
            S(
                "Indira Gandhi: Indira Gandhi (1917 \u2013 1984), the daughter of Jawaharlal "
                "Nehru, was born in Allahabad and served as Prime Minister of India from 1966 to "
                "1977 and again from 1980. She was shot dead by two of her Sikh bodyguards in the "
                "garden of her home in New Delhi on 31 October 1984."
            ),
            D(
                "Rajiv Gandhi: Rajiv Gandhi (1944 \u2013 1991), the elder son of Indira Gandhi, "
                "was a former airline pilot who became Prime Minister of India in 1984 and held "
                "office until 1989. He was killed by a suicide bomber at an election rally in "
                "Sriperumbudur, Tamil Nadu, on 21 May 1991."
            ),
            D(
                "Anna Lindh: Anna Lindh (1957 \u2013 2003) was a Swedish Social Democratic "
                "politician who served as Minister for Foreign Affairs from 1998. She was "
                "stabbed while shopping in the NK department store in central Stockholm on 10 "
                "September 2003 and died of her wounds the following morning."
            ),
            D(
                "Mahatma Gandhi: Mohandas Karamchand Gandhi (1869 \u2013 1948) was an Indian "
                "lawyer who led the nonviolent campaign for independence from British rule. "
                "Born in Porbandar, he was shot dead at a prayer meeting in New Delhi on 30 "
                "January 1948 by the Hindu nationalist Nathuram Godse."
            ),
            D(
                "Operation Blue Star: Operation Blue Star was an Indian Army action carried out "
                "in early June 1984 to remove the militant preacher Jarnail Singh Bhindranwale "
                "and his armed followers from the Golden Temple complex in Amritsar. Hundreds "
                "were killed, and the assault deeply angered Sikhs across India."
            ),
            D(
                "Benigno Aquino Jr.: Benigno Aquino Jr. (1932 \u2013 1983) was a Philippine "
                "senator and the leading opponent of President Ferdinand Marcos. Returning from "
                "exile in the United States, he was shot dead on the airport tarmac in Manila on "
                "21 August 1983, and the airport now bears his name."
            ),
            S(
                "Olof Palme: Olof Palme (1927 \u2013 1986) was a Swedish Social Democrat born in "
                "Stockholm who was Prime Minister of Sweden from 1969 to 1976 and from 1982. He "
                "was shot dead on Sveav\u00e4gen in central Stockholm on 28 February 1986 while "
                "walking home from a cinema with his wife Lisbeth."
            ),
            D(
                "Sanjay Gandhi: Sanjay Gandhi (1946 \u2013 1980), the younger son of Indira "
                "Gandhi, was an Indian politician and his mother's close adviser during the "
                "Emergency of 1975 to 1977. He died on 23 June 1980 when the stunt aircraft he "
                "was flying crashed near Safdarjung Airport in New Delhi."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the founder of Hyundai born?",
        "25 November 1915",
        [
            D(
                "Kia: Kia Corporation is a South Korean carmaker with its headquarters in Seoul. "
                "It was founded in June 1944 as Kyungsung Precision Industry, a maker of steel "
                "tubing and bicycle parts, and after going bankrupt in the Asian financial crisis "
                "it was bought in 1998 by a rival carmaker, which still holds a large stake."
            ),
            D(
                "Koo In-hwoi: Koo In-hwoi (1907 \u2013 1969) was a South Korean businessman born "
                "in Jinju who founded the Lak Hui Chemical company in 1947 to make face cream. "
                "His firm grew into the LG Group, one of the largest conglomerates in the country, "
                "which his descendants have led ever since."
            ),
            D(
                "Hyundai Motor Company: Hyundai Motor Company is a South Korean carmaker "
                "established in December 1967 with its main factory at Ulsan. Its Pony of 1975 "
                "was the first car designed and mass-produced in South Korea, and with its "
                "affiliate Kia it is among the largest car makers in the world."
            ),
            D(
                "Daewoo: Daewoo was a South Korean conglomerate founded in March 1967 by Kim "
                "Woo-choong, who was born in Daegu on 19 December 1936. It made cars, ships, "
                "electronics and weapons, but it collapsed under heavy debts in 1999, and its "
                "businesses were broken up and sold off."
            ),
            S(
                "Hyundai Group: The Hyundai Group is a South Korean conglomerate, or chaebol, "
                "founded by Chung Ju-yung in 1947 as a small construction firm in Seoul. It grew "
                "into one of the country's largest business groups, and companies that began in "
                "it include Hyundai Motor Company and Hyundai Heavy Industries."
            ),
            D(
                "Hyundai Heavy Industries: Hyundai Heavy Industries is a South Korean "
                "shipbuilding and engineering company based in Ulsan, where it began building "
                "its first dockyard and two oil tankers in 1972. It grew into the largest "
                "shipbuilder in the world and also makes engines and industrial robots."
            ),
            D(
                "Lee Kun-hee: Lee Kun-hee (1942 \u2013 2020) was a South Korean businessman, "
                "born on 9 January 1942, who took over as chairman of Samsung in 1987 after the "
                "death of his father, the group's founder. He turned Samsung Electronics into a "
                "world leader in phones and memory chips and died on 25 October 2020."
            ),
            S(
                "Chung Ju-yung: Chung Ju-yung (1915 \u2013 2001) was a South Korean businessman "
                "born on 25 November 1915 into a poor farming family in Tongchon County, Kangwon "
                "Province, now in North Korea. He built the Hyundai companies, ran for president "
                "in 1992, and died in Seoul on 21 March 2001."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the emperor restored to power by the Meiji Restoration born?",
        "Kyoto",
        [
            D(
                "Emperor Taish\u014d: Yoshihito (1879 \u2013 1926), known after his death as "
                "Emperor Taish\u014d, was the 123rd emperor of Japan, born at the Aoyama Palace in "
                "Tokyo on 31 August 1879. He reigned from 1912, but poor health forced him to "
                "leave affairs of state to his son Hirohito as regent from 1921."
            ),
            S(
                "Emperor Meiji: Mutsuhito (1852 \u2013 1912), known as Emperor Meiji, was the "
                "122nd emperor of Japan, born in Kyoto on 3 November 1852. He came to the throne "
                "in 1867 on the death of his father, oversaw Japan's rapid industrial growth and "
                "its first constitution, and died in Tokyo on 30 July 1912."
            ),
            D(
                "Tokugawa Yoshinobu: Tokugawa Yoshinobu (1837 \u2013 1913) was the fifteenth "
                "and last shogun of the Tokugawa shogunate, born at the Mito domain's residence in "
                "Edo. He handed his powers back to the throne in November 1867, lived quietly in "
                "Shizuoka for many years, and died in Tokyo on 22 November 1913."
            ),
            D(
                "Emperor K\u014dmei: Osahito (1831 \u2013 1867), known as Emperor K\u014dmei, "
                "was the 121st emperor of Japan, reigning from 1846 while the Tokugawa shoguns "
                "still ruled. He strongly opposed opening the country to Western traders after "
                "the arrival of Commodore Perry, and he died of smallpox in January 1867."
            ),
            S(
                "Meiji Restoration: The Meiji Restoration was the series of events of 1868 that "
                "returned practical rule of Japan to the imperial court under Emperor Meiji and "
                "ended more than 260 years of rule by the Tokugawa shoguns. The new government "
                "moved the capital to Edo, which it renamed Tokyo."
            ),
            D(
                "Boshin War: The Boshin War was a Japanese civil war fought from January 1868 to "
                "June 1869 between the forces of the Tokugawa shogunate and an alliance of "
                "southern domains fighting in the name of the imperial court. It ended with the "
                "surrender of the Republic of Ezo at Hakodate in Hokkaido."
            ),
            D(
                "Meiji Shrine: Meiji Shrine is a Shinto shrine in the Shibuya ward of Tokyo, "
                "completed in 1920 and dedicated to the deified spirits of the emperor and his "
                "consort Empress Sh\u014dken. Its main buildings were burned in an air raid in "
                "1945 and rebuilt in 1958, and it draws millions of visitors at New Year."
            ),
            D(
                "Satsuma Domain: The Satsuma Domain was a feudal domain in southern Kyushu ruled "
                "by the Shimazu clan from Kagoshima Castle for almost three centuries. In the "
                "1860s its samurai joined those of Ch\u014dsh\u016b in an alliance against the "
                "shogunate, and many later led the new national government."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Which space station was launched first, Salyut 1 or Skylab?",
        "Salyut 1",
        [
            D(
                "Mir: Mir was a modular space station run by the Soviet Union and then Russia, "
                "whose core module was launched on 20 February 1986. Added to piece by piece over "
                "ten years, it hosted long-duration crews from many countries and was brought "
                "down into the South Pacific on 23 March 2001."
            ),
            D(
                "Salyut 7: Salyut 7 was a Soviet space station launched on 19 April 1982, the last "
                "of the Salyut series. In 1985 a crew flew to the dead and frozen station and "
                "brought it back to life, and it fell back to Earth over Argentina in February "
                "1991, several years after it had last been crewed."
            ),
            S(
                "Skylab: Skylab was the first space station of the United States, launched by "
                "NASA on 14 May 1973 on a modified Saturn V rocket. Three crews lived aboard it "
                "between May 1973 and February 1974, and it re-entered the atmosphere on 11 July "
                "1979, scattering debris over Western Australia."
            ),
            D(
                "Tiangong-1: Tiangong-1 was China's first prototype space station, launched on 29 "
                "September 2011 from Jiuquan. Two crews of Chinese astronauts visited it in 2012 "
                "and 2013, after which contact was lost, and it burned up over the South Pacific "
                "on 2 April 2018."
            ),
            D(
                "Almaz: Almaz was a secret Soviet programme of military space stations designed "
                "for reconnaissance, run under the cover of the civilian Salyut name. Three were "
                "flown in the 1970s as Salyut 2, Salyut 3 and Salyut 5, and Salyut 3 was fitted "
                "with an aircraft cannon that was test-fired in orbit."
            ),
            D(
                "International Space Station: The International Space Station is a modular "
                "station in low Earth orbit built by the space agencies of the United States, "
                "Russia, Europe, Japan and Canada. Its first module, Zarya, was launched on 20 "
                "November 1998, and it has been crewed without a break since November 2000."
            ),
            D(
                "Spacelab: Spacelab was a reusable laboratory built by the European Space Agency "
                "to fly in the cargo bay of the American Space Shuttle. It first flew on mission "
                "STS-9 in November 1983, and over the next fifteen years its pressurised modules "
                "carried hundreds of experiments in medicine and materials."
            ),
            S(
                "Salyut 1: Salyut 1 was the first space station ever launched, sent into orbit by "
                "the Soviet Union on a Proton rocket on 19 April 1971. The Soyuz 11 crew lived "
                "aboard it for 23 days that June but died when their capsule lost its air on the "
                "way home, and the station was deorbited in October 1971."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the president of the United Arab Republic born?",
        "Alexandria",
        [
            S(
                "Gamal Abdel Nasser: Gamal Abdel Nasser (1918 \u2013 1970) was an Egyptian army "
                "officer born in Alexandria on 15 January 1918 who led the Free Officers' coup of "
                "1952 and ruled Egypt as president from 1956. He built the Aswan High Dam with "
                "Soviet help and died of a heart attack in Cairo in September 1970."
            ),
            D(
                "Anwar Sadat: Anwar Sadat (1918 \u2013 1981) was an Egyptian army officer and "
                "politician born in the Nile Delta village of Mit Abu El Kom, in Monufia. He "
                "became President of Egypt in 1970, signed the Camp David Accords with Israel in "
                "1978, and was assassinated at a military parade in Cairo on 6 October 1981."
            ),
            D(
                "Muhammad Naguib: Muhammad Naguib (1901 \u2013 1984) was an Egyptian general "
                "born in Khartoum, in the Anglo-Egyptian Sudan, who was the public face of the "
                "1952 revolution and became the first President of Egypt in June 1953. Pushed "
                "aside by younger officers in 1954, he spent years under house arrest."
            ),
            S(
                "United Arab Republic: The United Arab Republic was a political union of Egypt "
                "and Syria that lasted from 1 February 1958 until Syria broke away in September "
                "1961, with Gamal Abdel Nasser as its president and Cairo as its capital. Egypt "
                "went on using the name by itself until 1971."
            ),
            D(
                "Shukri al-Quwatli: Shukri al-Quwatli (1891 \u2013 1967) was a Syrian nationalist "
                "born in Damascus who twice served as President of Syria, from 1943 to 1949 and "
                "from 1955 to 1958. He stood down to make way for the union with Egypt and was "
                "given the honorary title of First Arab Citizen."
            ),
            D(
                "United Arab States: The United Arab States was a loose confederation formed in "
                "March 1958 between the union of Egypt and Syria and the Mutawakkilite Kingdom of "
                "Yemen, ruled by Imam Ahmad. It never had a working government of its own, and it "
                "was formally dissolved in December 1961."
            ),
            D(
                "Arab Federation: The Arab Federation was a union of the kingdoms of Iraq and "
                "Jordan formed on 14 February 1958 under King Faisal II of Iraq, as the Hashemite "
                "answer to the Egyptian and Syrian merger. It fell apart within months, when the "
                "king was killed in the Iraqi revolution of 14 July 1958."
            ),
            D(
                "1961 Syrian coup d'\u00e9tat: The 1961 Syrian coup d'\u00e9tat was carried out "
                "on 28 September 1961 by army officers in Damascus who resented rule from Cairo. "
                "They took Syria out of its union with Egypt, restored an independent Syrian Arab "
                "Republic, and held elections for a new parliament that December."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "compositional",
        "where was the creator of the c programming language born",
        "Bronxville, New York",
        [
            S(
                "C (programming language): C is a general-purpose programming language created "
                "by Dennis Ritchie at Bell Labs in the early 1970s and used to rewrite the Unix "
                "operating system kernel in 1973. It spread through the 1978 book The C "
                "Programming Language and was standardised by ANSI in 1989."
            ),
            D(
                "Ken Thompson: Ken Thompson (born 1943) is an American computer scientist born "
                "in New Orleans who designed and built the first version of the Unix operating "
                "system at Bell Labs in 1969. He also created the B language, and decades later "
                "he helped design the Go programming language at Google."
            ),
            D(
                "B (programming language): B is a programming language developed at Bell Labs "
                "around 1969 by Ken Thompson, derived from the older BCPL and written for early "
                "versions of Unix on the PDP-7 and PDP-11 minicomputers. Typeless and small, it "
                "was soon replaced by a successor that added data types."
            ),
            D(
                "C++: C++ is a general-purpose programming language created by the Danish "
                "computer scientist Bjarne Stroustrup, who was born in Aarhus in 1950. He began it "
                "at Bell Labs as an extension of an older language with classes, it was named C++ "
                "in 1983, and its first commercial release came in 1985."
            ),
            D(
                "Brian Kernighan: Brian Kernighan (born 1942) is a Canadian computer scientist "
                "born in Toronto who worked at Bell Labs for some thirty years and later taught at "
                "Princeton University. He is the K in the AWK language and co-wrote the 1978 book "
                "The C Programming Language."
            ),
            S(
                "Dennis Ritchie: Dennis Ritchie (1941 \u2013 2011) was an American computer "
                "scientist born in Bronxville, New York, on 9 September 1941. He studied physics "
                "and mathematics at Harvard, created the Unix system with Ken Thompson at Bell "
                "Labs, shared the 1983 Turing Award, and died in New Jersey in October 2011."
            ),
            D(
                "BCPL: BCPL, the Basic Combined Programming Language, is a procedural language "
                "designed by Martin Richards at the University of Cambridge in 1966 and 1967 for "
                "writing compilers. It was typeless, easy to carry from one computer to another, "
                "and it strongly shaped the languages that came after it."
            ),
            D(
                "Unix: Unix is a family of multi-user, multitasking operating systems that began "
                "in 1969 with work by Ken Thompson and colleagues at the Bell Labs research centre "
                "of AT&T. Licensed cheaply to universities in the 1970s, it gave rise to the "
                "Berkeley Software Distribution, and the POSIX standards grew out of its design."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "birthplace of the founder of portugal's estado novo",
        "Vimieiro, Santa Comba D\u00e3o",
        [
            D(
                "Marcelo Caetano: Marcelo Caetano (1906 \u2013 1980) was a Portuguese law "
                "professor born in Lisbon who became Prime Minister of Portugal in September 1968, "
                "when illness ended his predecessor's rule. Overthrown in April 1974, he went into "
                "exile in Brazil and died in Rio de Janeiro in October 1980."
            ),
            D(
                "Carnation Revolution: The Carnation Revolution was a military coup in Lisbon on "
                "25 April 1974, led by the junior officers of the Armed Forces Movement, that "
                "brought down Portugal's authoritarian government almost without bloodshed. It "
                "opened the way to democracy and to independence for the African colonies."
            ),
            S(
                "Estado Novo (Portugal): The Estado Novo was the authoritarian, corporatist "
                "regime that governed Portugal from the constitution of 1933 until 1974. It was "
                "founded and led for decades by Ant\u00f3nio de Oliveira Salazar, relied on the "
                "secret police and censorship, and fought long wars in Angola and Mozambique."
            ),
            D(
                "Estado Novo (Brazil): The Estado Novo was the dictatorship set up in Brazil by "
                "Get\u00falio Vargas, a politician born in S\u00e3o Borja, Rio Grande do Sul, "
                "through a coup on 10 November 1937. It closed the national congress and "
                "governed by decree until Vargas was deposed by the army in October 1945."
            ),
            S(
                "Ant\u00f3nio de Oliveira Salazar: Ant\u00f3nio de Oliveira Salazar (1889 "
                "\u2013 1970) was a Portuguese economist born in Vimieiro, a village in the "
                "municipality of Santa Comba D\u00e3o. A professor at Coimbra, he became finance "
                "minister in 1928 and Prime Minister from 1932 to 1968, and died in Lisbon in 1970."
            ),
            D(
                "Am\u00e9rico Tom\u00e1s: Am\u00e9rico Tom\u00e1s (1894 \u2013 1987) was a "
                "Portuguese naval officer born in Lisbon who served as President of Portugal from "
                "1958 until the revolution of April 1974. After some years in exile in Brazil he "
                "was allowed to return, and he died in Cascais in 1987."
            ),
            D(
                "PIDE: The PIDE, or International and State Defence Police, was the Portuguese "
                "political police from 1945 to 1969, when it was renamed the DGS. It spied on, "
                "arrested and tortured opponents of the regime at home and in the colonies, and "
                "it was disbanded after the coup of April 1974."
            ),
            D(
                "University of Coimbra: The University of Coimbra is a public university in "
                "central Portugal, founded in Lisbon in 1290 under King Denis and settled for good "
                "in Coimbra in 1537. It is one of the oldest universities in continuous operation, "
                "and its Joanina Library dates from the early eighteenth century."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "which company was founded first huawei or zte",
        "ZTE",
        [
            D(
                "Xiaomi: Xiaomi is a Chinese consumer electronics company with its headquarters "
                "in Beijing, founded in April 2010 by the entrepreneur Lei Jun and a group of "
                "partners. It first sold cheap smartphones online and is now one of the largest "
                "phone makers in the world, also making televisions and electric cars."
            ),
            S(
                "ZTE: ZTE Corporation is a Chinese telecommunications equipment and phone maker "
                "with its headquarters in Shenzhen, Guangdong. It was founded in 1985 by a group "
                "of state-owned firms and the engineer Hou Weigui, and its shares trade on the "
                "stock exchanges of Shenzhen and Hong Kong."
            ),
            D(
                "Honor (brand): Honor is a Chinese smartphone brand launched in 2013 as a budget "
                "line of a larger telecoms group, aimed at young buyers shopping online. When "
                "American sanctions hit its parent in November 2020, the brand was sold to a "
                "consortium backed by the Shenzhen city government."
            ),
            D(
                "Shenzhen: Shenzhen is a city in Guangdong province, China, on the border with "
                "Hong Kong. It was a market town of about 30,000 people when it became the first "
                "special economic zone in 1980, and it has grown into a technology centre of over "
                "17 million people, home to companies such as Tencent and BYD."
            ),
            D(
                "Tencent: Tencent Holdings is a Chinese technology conglomerate founded in "
                "Shenzhen in November 1998 by Ma Huateng and four partners. It began with an "
                "instant messaging service, launched the WeChat app in 2011, and is one of the "
                "largest video game companies in the world."
            ),
            D(
                "Oppo: Oppo is a Chinese consumer electronics company based in Dongguan, "
                "Guangdong, founded in 2004 by Tony Chen and first known for its MP3 and DVD "
                "players. It moved into mobile phones in 2008 and became one of the largest phone "
                "brands in China and South-East Asia."
            ),
            D(
                "China Mobile: China Mobile is a state-owned telecommunications company with its "
                "headquarters in Beijing and the largest mobile network operator in the world by "
                "number of subscribers. Its listed arm began trading in Hong Kong in 1997, and it "
                "runs one of the largest 5G networks."
            ),
            S(
                "Huawei: Huawei Technologies is a Chinese multinational technology company with "
                "its headquarters in the Longgang district of Shenzhen. It was founded in 1987 by "
                "Ren Zhengfei, a former engineer in the People's Liberation Army, and it is now "
                "the largest maker of telecommunications equipment in the world."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who succeeded the Soviet leader who gave the Secret Speech as First Secretary?",
        "Leonid Brezhnev",
        [
            D(
                "Georgy Malenkov: Georgy Malenkov (1902 \u2013 1988) was a Soviet politician "
                "who followed Joseph Stalin as Chairman of the Council of Ministers in March 1953. "
                "He lost that post to Nikolai Bulganin in February 1955, was expelled from the "
                "leadership in 1957, and ended his career running a power station in Kazakhstan."
            ),
            D(
                "20th Congress of the Communist Party of the Soviet Union: The 20th Congress of "
                "the Communist Party of the Soviet Union met in Moscow from 14 to 25 February "
                "1956, the first since Stalin's death. Its delegates approved a new five-year plan "
                "and spoke of peaceful coexistence between the socialist and capitalist camps."
            ),
            D(
                "Alexei Kosygin: Alexei Kosygin (1904 \u2013 1980) was a Soviet economist and "
                "statesman born in Saint Petersburg who took over as Chairman of the Council of "
                "Ministers, the head of government, in October 1964. He tried to reform central "
                "planning in 1965 and stayed premier until shortly before his death in 1980."
            ),
            S(
                "On the Cult of Personality and Its Consequences: On the Cult of Personality and "
                "Its Consequences, known as the Secret Speech, was a report that Nikita Khrushchev "
                "gave to a closed session of the 20th Party Congress on 25 February 1956. It "
                "condemned Stalin's purges and personal rule and was soon leaked to the West."
            ),
            D(
                "Joseph Stalin: Joseph Stalin (1878 \u2013 1953) was a Georgian-born Bolshevik "
                "who led the Soviet Union from the late 1920s until his death. His rule brought "
                "forced collectivisation, famine and the Great Purge, and he died at his Kuntsevo "
                "dacha near Moscow on 5 March 1953 after a stroke."
            ),
            D(
                "Yuri Andropov: Yuri Andropov (1914 \u2013 1984) was a Soviet politician who "
                "headed the KGB for fifteen years, from 1967 to 1982. He succeeded Leonid "
                "Brezhnev as General Secretary of the Communist Party in November 1982, but he "
                "fell ill with kidney disease and died in Moscow in February 1984."
            ),
            S(
                "Nikita Khrushchev: Nikita Khrushchev (1894 \u2013 1971) was a Soviet politician "
                "born in Kalinovka, Kursk province, who was First Secretary of the Communist "
                "Party from 1953 to 1964. He was removed by his colleagues in October 1964 and "
                "succeeded as First Secretary by Leonid Brezhnev, and he died in Moscow in 1971."
            ),
            D(
                "Khrushchev Thaw: The Khrushchev Thaw was a period from the mid-1950s to the "
                "mid-1960s when censorship in the Soviet Union eased and millions of prisoners "
                "were freed from the Gulag camps. In 1962 the journal Novy Mir was allowed to "
                "print Solzhenitsyn's One Day in the Life of Ivan Denisovich."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the only president of the Confederate States born?",
        "Fairview, Kentucky",
        [
            D(
                "Alexander H. Stephens: Alexander Hamilton Stephens (1812 \u2013 1883) was an "
                "American politician born near Crawfordville, Georgia, who served as Vice "
                "President of the Confederate States throughout the Civil War. After the war he "
                "returned to Congress, and he died in 1883 as Governor of Georgia."
            ),
            D(
                "Robert E. Lee: Robert Edward Lee (1807 \u2013 1870) was an American soldier born "
                "at Stratford Hall, Virginia, who commanded the Confederate Army of Northern "
                "Virginia from 1862. He surrendered to Ulysses S. Grant at Appomattox Court House "
                "on 9 April 1865 and later led Washington College in Lexington."
            ),
            D(
                "Judah P. Benjamin: Judah Philip Benjamin (1811 \u2013 1884) was a lawyer born in "
                "Christiansted on the Danish island of St Croix who served the Confederacy as "
                "attorney general, secretary of war and secretary of state. He escaped to "
                "England in 1865, became a barrister in London, and died in Paris."
            ),
            S(
                "Jefferson Davis: Jefferson Davis (1808 \u2013 1889) was an American politician "
                "born on 3 June 1808 in Fairview, Kentucky, who was a senator from Mississippi and "
                "Secretary of War under Franklin Pierce. He led the Confederacy from 1861, was "
                "captured in Georgia in May 1865, and died in New Orleans in 1889."
            ),
            D(
                "Fort Sumter: Fort Sumter is a sea fort on an island at the mouth of Charleston "
                "Harbor, South Carolina, built after the War of 1812. The Confederate bombardment "
                "that began on 12 April 1861 forced its Union garrison under Major Robert Anderson "
                "to surrender and opened the American Civil War."
            ),
            D(
                "Ulysses S. Grant: Ulysses S. Grant (1822 \u2013 1885) was an American general "
                "born in Point Pleasant, Ohio, who led the Union armies to victory in the Civil "
                "War. He served two terms as the 18th President of the United States from 1869 to "
                "1877 and died at Mount McGregor, New York, in 1885."
            ),
            S(
                "Confederate States of America: The Confederate States of America was an "
                "unrecognised republic formed in February 1861 by Southern slave states that "
                "broke away from the United States. Its president was Jefferson Davis and its "
                "capital moved from Montgomery to Richmond, and it collapsed in 1865."
            ),
            D(
                "Richmond, Virginia: Richmond is the capital city of the Commonwealth of "
                "Virginia, on the falls of the James River. It became the Confederate capital in "
                "May 1861 and was the main target of the Union armies in the east, and it fell "
                "on 3 April 1865, days before the surrender at Appomattox."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which province was the leader who read Vietnam's declaration of independence in 1945 "
        "born?",
        "Ngh\u1ec7 An Province",
        [
            S(
                "Proclamation of Independence of the Democratic Republic of Vietnam: The "
                "Proclamation of Independence was read out by Ho Chi Minh to a huge crowd in "
                "Ba \u0110\u00ecnh Square, Hanoi, on 2 September 1945, founding the Democratic "
                "Republic of Vietnam. It opened with lines from the American Declaration of "
                "Independence."
            ),
            D(
                "B\u1ea3o \u0110\u1ea1i: B\u1ea3o \u0110\u1ea1i (1913 \u2013 1997) was the "
                "thirteenth and last emperor of the Nguy\u1ec5n dynasty, born in the imperial "
                "city of Hu\u1ebf on 22 October 1913. He gave up the throne to the Viet Minh in "
                "August 1945, later served as head of the French-backed State of Vietnam, and "
                "died in exile in Paris in 1997."
            ),
            D(
                "V\u00f5 Nguy\u00ean Gi\u00e1p: V\u00f5 Nguy\u00ean Gi\u00e1p (1911 \u2013 "
                "2013) was a Vietnamese general born in Qu\u1ea3ng B\u00ecnh Province, a former "
                "history teacher who commanded the Viet Minh army that defeated the French at "
                "\u0110i\u1ec7n Bi\u00ean Ph\u1ee7 in 1954 and later led the war against the "
                "south. He died in Hanoi in October 2013 at the age of 102."
            ),
            D(
                "Ph\u1ea1m V\u0103n \u0110\u1ed3ng: Ph\u1ea1m V\u0103n \u0110\u1ed3ng (1906 "
                "\u2013 2000) was a Vietnamese communist born in Qu\u1ea3ng Ng\u00e3i Province "
                "who led the Viet Minh delegation at the Geneva Conference of 1954, which divided "
                "the country at the 17th parallel. He was Prime Minister of North Vietnam from "
                "1955 and of the united country until 1987."
            ),
            D(
                "Ho Chi Minh City: Ho Chi Minh City, still widely called Saigon, is the largest "
                "city of Vietnam, on the Saigon River in the south of the country. It was the "
                "capital of South Vietnam until its capture by northern forces on 30 April 1975 "
                "and took its present name in July 1976, after the country was reunified."
            ),
            S(
                "Ho Chi Minh: Ho Chi Minh (1890 \u2013 1969), born Nguy\u1ec5n Sinh Cung, was a "
                "Vietnamese revolutionary born in the village of Kim Li\u00ean in Ngh\u1ec7 An "
                "Province, in central Vietnam. He founded the Indochinese Communist Party in "
                "1930, led the Viet Minh, and was President of North Vietnam until 1969."
            ),
            D(
                "Ng\u00f4 \u0110\u00ecnh Di\u1ec7m: Ng\u00f4 \u0110\u00ecnh Di\u1ec7m (1901 "
                "\u2013 1963) was a Vietnamese Catholic politician born in Hu\u1ebf who became the "
                "first President of South Vietnam in 1955 after ousting the former emperor in a "
                "rigged referendum. His rule grew harsh and unpopular, and he was overthrown and "
                "killed in a military coup on 2 November 1963."
            ),
            D(
                "Ho Chi Minh Mausoleum: The Ho Chi Minh Mausoleum is a large granite building in "
                "Ba \u0110\u00ecnh Square in Hanoi, built between 1973 and 1975 on the model of "
                "Lenin's tomb in Moscow. It holds the embalmed body of the Vietnamese leader, "
                "although he had asked in his will to be cremated."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which programming language appeared first, Ada or C++?",
        "Ada",
        [
            D(
                "Ada Lovelace: Ada Lovelace (1815 \u2013 1852) was an English mathematician born "
                "in London on 10 December 1815, the only legitimate child of the poet Lord Byron. "
                "Her notes of 1843 on Charles Babbage's Analytical Engine include a method for "
                "computing Bernoulli numbers, often called the first computer program."
            ),
            S(
                "Ada (programming language): Ada is a structured, statically typed programming "
                "language designed for the United States Department of Defense by a team led by "
                "Jean Ichbiah of CII Honeywell Bull. Named after Ada Lovelace, it first appeared "
                "in 1980 as the standard MIL-STD-1815 and was revised in 1983 and 1995."
            ),
            D(
                "Objective-C: Objective-C is an object-oriented programming language that adds "
                "Smalltalk-style messaging to C, created by Brad Cox and Tom Love at their "
                "company Stepstone and first released in 1984. It was licensed by NeXT in 1988 "
                "and was for many years the main language for writing Mac and iPhone apps."
            ),
            D(
                "Simula: Simula is a family of programming languages developed by Ole-Johan Dahl "
                "and Kristen Nygaard at the Norwegian Computing Center in Oslo in the 1960s. "
                "Simula 67 introduced classes, objects and inheritance, and it is usually "
                "counted as the first object-oriented language."
            ),
            D(
                "Pascal (programming language): Pascal is an imperative programming language "
                "designed by the Swiss computer scientist Niklaus Wirth at ETH Zurich and "
                "published in 1970. Named after the French mathematician Blaise Pascal, it was "
                "widely used to teach programming, and Turbo Pascal made it popular on PCs."
            ),
            S(
                "C++: C++ is a general-purpose programming language created by Bjarne Stroustrup "
                "at Bell Labs as an extension of the C language with classes. It was given the "
                "name C++ in 1983 and first appeared as a commercial product in October 1985, "
                "along with the first edition of his book The C++ Programming Language."
            ),
            D(
                "Eiffel (programming language): Eiffel is an object-oriented programming "
                "language designed by the French computer scientist Bertrand Meyer and first "
                "released in 1986. It is best known for design by contract, in which routines "
                "state preconditions, postconditions and invariants that can be checked."
            ),
            D(
                "SPARK (programming language): SPARK is a formally defined programming language "
                "based on a subset of Ada, meant for high-integrity software where errors must "
                "be ruled out by proof. First developed at the University of Southampton in the "
                "1980s, it is now maintained by the company AdaCore."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that developed Minecraft?",
        "Markus Persson",
        [
            D(
                "Terraria: Terraria is a two-dimensional action and sandbox video game developed "
                "by the American studio Re-Logic and released for Windows in May 2011. Players "
                "dig, build and fight bosses in a side-on world, and after many free updates the "
                "game has sold more than 40 million copies across all platforms."
            ),
            D(
                "Roblox: Roblox is an online game platform on which users make and play games "
                "created by other users, released in 2006 by Roblox Corporation. The company was "
                "founded in 2004 by David Baszucki and Erik Cassel and has its headquarters in "
                "San Mateo, California, and the platform has tens of millions of daily players."
            ),
            D(
                "Infiniminer: Infiniminer is a block-building mining game released in April 2009 "
                "by the American programmer Zach Barth, whose studio was later called "
                "Zachtronics. Teams dug through a world made of cubes in search of minerals, and "
                "its look and its building were a direct inspiration for later sandbox games."
            ),
            D(
                "Paradox Interactive: Paradox Interactive is a Swedish video game publisher with "
                "its headquarters in Stockholm, which grew out of the board-game maker Target "
                "Games around 1999. It is best known for grand strategy games set in history, "
                "such as Europa Universalis, Crusader Kings and Hearts of Iron."
            ),
            S(
                "Minecraft: Minecraft is a sandbox video game developed by the Swedish studio "
                "Mojang, in which players mine and place blocks in a procedurally generated world. "
                "A public test version came out in May 2009 and the full game in November 2011, "
                "and it is the best-selling video game of all time."
            ),
            D(
                "Minecraft: Story Mode: Minecraft: Story Mode is an episodic adventure game set "
                "in the world of the sandbox game, developed by the American studio Telltale "
                "Games and released in episodes between 2015 and 2016. Telltale was founded "
                "in San Rafael, California, in 2004 by former LucasArts staff."
            ),
            S(
                "Mojang Studios: Mojang Studios is a Swedish video game developer based in "
                "Stockholm, founded in 2009 by the programmer Markus Persson, who had begun "
                "writing his block-building game alone in his spare time. Persson left in 2014, "
                "when the studio was sold to an American software company for 2.5 billion dollars."
            ),
            D(
                "DICE: DICE, or EA Digital Illusions CE, is a Swedish video game developer that "
                "was set up in V\u00e4xj\u00f6 in 1992 by a group of young programmers and now "
                "has its main studio in Stockholm. It is known above all for the Battlefield "
                "series of shooters, and Electronic Arts has owned it fully since 2006."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the first Prime Minister of Japan die?",
        "26 October 1909",
        [
            D(
                "Yamagata Aritomo: Yamagata Aritomo (1838 \u2013 1922) was a Japanese soldier and "
                "statesman born in Hagi, in the Ch\u014dsh\u016b domain, who built the modern "
                "Imperial Army on a system of conscription. He was Prime Minister twice, from 1889 "
                "to 1891 and from 1898 to 1900, and died on 1 February 1922."
            ),
            D(
                "\u014ckubo Toshimichi: \u014ckubo Toshimichi (1830 \u2013 1878) was a samurai of "
                "the Satsuma domain and one of the three great nobles of the Meiji Restoration, "
                "who as home minister shaped the early Meiji state. He was cut down by a band of "
                "disaffected samurai in Tokyo on 14 May 1878."
            ),
            D(
                "Kuroda Kiyotaka: Kuroda Kiyotaka (1840 \u2013 1900) was a Japanese politician "
                "and soldier born in Kagoshima, in the Satsuma domain, who became the second "
                "Prime Minister of Japan in April 1888. The Meiji Constitution was issued under "
                "his government, and he died in Tokyo on 23 August 1900."
            ),
            S(
                "Prime Minister of Japan: The Prime Minister of Japan is the head of the Japanese "
                "government, an office created in December 1885 together with a modern cabinet "
                "system. Its first holder was It\u014d Hirobumi, and the prime minister is now "
                "chosen by the National Diet and formally appointed by the emperor."
            ),
            D(
                "Hara Takashi: Hara Takashi (1856 \u2013 1921) was a Japanese politician who "
                "became Prime Minister in 1918, the first commoner and the first leader of a "
                "political party to hold the office. He was stabbed to death by a young railway "
                "worker at Tokyo Station on 4 November 1921."
            ),
            D(
                "Inukai Tsuyoshi: Inukai Tsuyoshi (1855 \u2013 1932) was a Japanese politician "
                "who became Prime Minister in December 1931 after a long career in the Diet. On 15 "
                "May 1932 a group of young naval officers broke into his official residence and "
                "shot him dead, an event known as the May 15 Incident."
            ),
            D(
                "Ch\u014dsh\u016b Domain: The Ch\u014dsh\u016b Domain was a feudal domain in "
                "western Honshu ruled by the M\u014dri clan, first from Hagi and from 1863 from "
                "Yamaguchi. In the 1860s it fought the shogunate and foreign warships, then "
                "allied with Satsuma to overthrow the Tokugawa and lead the new government."
            ),
            S(
                "It\u014d Hirobumi: It\u014d Hirobumi (1841 \u2013 1909) was a Japanese "
                "statesman from the Ch\u014dsh\u016b domain who drafted the Meiji Constitution "
                "and served four times as Prime Minister. He became the first Resident-General of "
                "Korea in 1905 and was shot dead by the Korean activist An Jung-geun on 26 October "
                "1909."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that released the arcade game pong in 1972",
        "Nolan Bushnell and Ted Dabney",
        [
            D(
                "Magnavox Odyssey: The Magnavox Odyssey was the first home video game console, "
                "designed by the engineer Ralph Baer and sold by Magnavox from September 1972. "
                "It drew simple white spots and lines on a television screen, used plastic "
                "overlays for colour, and came with a table tennis game among others."
            ),
            D(
                "Computer Space: Computer Space is an arcade video game released in November 1971 "
                "by Nutting Associates, the first coin-operated video game sold commercially. "
                "Designed by Nolan Bushnell and Ted Dabney and housed in a curved fibreglass "
                "cabinet, it was too hard for most players and sold only modestly."
            ),
            D(
                "Tennis for Two: Tennis for Two is an early electronic game created in October "
                "1958 by the physicist William Higinbotham at Brookhaven National Laboratory in "
                "New York. Shown to visitors on an oscilloscope screen with two small controllers, "
                "it let two players hit a ball back and forth over a net."
            ),
            D(
                "Space Invaders: Space Invaders is an arcade shooting game designed by Tomohiro "
                "Nishikado and released in Japan by Taito in 1978. Players move a laser cannon to "
                "fire at rows of descending aliens, and its huge success started a golden age of "
                "arcade video games around the world."
            ),
            D(
                "Atari 2600: The Atari 2600 is a home video game console released in September "
                "1977 under the name Video Computer System. It popularised plug-in cartridges "
                "holding game code, sold some 30 million units over its long life, and its "
                "joystick with one red button became a symbol of early gaming."
            ),
            S(
                "Atari, Inc.: Atari, Inc. was an American video game company founded in California "
                "in June 1972 by Nolan Bushnell and Ted Dabney. It helped create the arcade video "
                "game industry, was sold to Warner Communications in 1976 for about 28 million "
                "dollars, and brought out the Atari 2600 console in 1977."
            ),
            D(
                "Allan Alcorn: Allan Alcorn (born 1948) is an American engineer and computer "
                "scientist who was hired as one of the first employees of a young video game "
                "company in 1972. Given the design of a simple tennis game as a training task, he "
                "built it so well that it went on sale, and he later worked on home consoles."
            ),
            S(
                "Pong: Pong is a table tennis arcade video game released by Atari on 29 November "
                "1972, in which two players move paddles to knock a ball across the screen. One "
                "of the first commercially successful video games, it was followed in 1975 by a "
                "home version sold through Sears."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Were OPEC and ASEAN both founded in the 1960s?",
        "yes",
        [
            D(
                "Organization of Arab Petroleum Exporting Countries: The Organization of Arab "
                "Petroleum Exporting Countries is an intergovernmental body founded in Beirut in "
                "January 1968 by Kuwait, Libya and Saudi Arabia. It has its headquarters in "
                "Kuwait City, and its members now include Algeria, Iraq, Qatar and Egypt."
            ),
            D(
                "Southeast Asia Treaty Organization: The Southeast Asia Treaty Organization was a "
                "defence alliance set up by the Manila Pact of September 1954 to stop the spread "
                "of communism in the region. Only two of its eight members were in South-East "
                "Asia, and it was dissolved on 30 June 1977."
            ),
            S(
                "OPEC: The Organization of the Petroleum Exporting Countries is an "
                "intergovernmental group of oil-producing states founded at the Baghdad "
                "Conference of 10 to 14 September 1960 by Iran, Iraq, Kuwait, Saudi Arabia and "
                "Venezuela. Its headquarters have been in Vienna since 1965."
            ),
            D(
                "Asia-Pacific Economic Cooperation: Asia-Pacific Economic Cooperation is a forum "
                "of 21 Pacific Rim economies that promotes free trade, founded at a meeting in "
                "Canberra in November 1989 on an Australian proposal. Its leaders meet once a "
                "year, and its members include China, Japan and the United States."
            ),
            D(
                "International Energy Agency: The International Energy Agency is an "
                "intergovernmental organisation set up in Paris in November 1974, within the "
                "framework of the OECD, after the oil crisis of the year before. It was created "
                "to coordinate emergency oil stocks and now advises on energy policy."
            ),
            S(
                "ASEAN: The Association of Southeast Asian Nations is a regional group founded on "
                "8 August 1967, when Indonesia, Malaysia, the Philippines, Singapore and Thailand "
                "signed the Bangkok Declaration. Its secretariat is in Jakarta, and it has since "
                "taken in Brunei, Vietnam, Laos, Myanmar and Cambodia."
            ),
            D(
                "Association of Southeast Asia: The Association of Southeast Asia was a regional "
                "body formed in Bangkok on 31 July 1961 by Malaya, the Philippines and Thailand "
                "to promote economic and cultural cooperation. A quarrel over Sabah stalled its "
                "work, and a larger regional group soon replaced it."
            ),
            D(
                "1973 oil crisis: The 1973 oil crisis began in October 1973, when Arab oil "
                "producers proclaimed an embargo on the United States and other countries that "
                "had backed Israel in the Yom Kippur War. By the time the embargo ended in March "
                "1974 the price of oil had risen nearly fourfold."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that made the ZX Spectrum home computer?",
        "Clive Sinclair",
        [
            D(
                "Amstrad: Amstrad is a British electronics company founded in London in 1968 by "
                "Alan Sugar, its name formed from his initials. It sold cheap hi-fi systems and "
                "then the Amstrad CPC 464 home computer of 1984, and in 1986 it bought the "
                "home-computer range of a struggling Cambridge rival for 5 million pounds."
            ),
            S(
                "Sinclair Research: Sinclair Research is a British electronics company set up by "
                "the inventor Sir Clive Sinclair in Cambridge in 1973 and given its present name "
                "in 1981. It made the ZX80 and ZX81 computers and the ill-fated C5 electric "
                "tricycle, and it sold its computer business and brand in 1986."
            ),
            D(
                "Acorn Computers: Acorn Computers was a British computer company founded in "
                "Cambridge in December 1978 by Hermann Hauser and Chris Curry. It built the BBC "
                "Micro for the BBC's computer literacy project of 1981, and the ARM processor "
                "that its engineers designed in the mid-1980s is now used in most phones."
            ),
            S(
                "ZX Spectrum: The ZX Spectrum is an 8-bit home computer launched in the United "
                "Kingdom on 23 April 1982 by Sinclair Research, with a Zilog Z80 processor and "
                "16 or 48 kilobytes of memory. With its rubber keyboard and low price it sold more "
                "than five million units and started many British games studios."
            ),
            D(
                "Jupiter Ace: The Jupiter Ace is a British home computer launched in 1982 by "
                "Jupiter Cantab, a small firm set up by Richard Altwasser and Steven Vickers, two "
                "engineers who had earlier worked on the design of the ZX Spectrum. Unusually, it "
                "used the Forth language instead of BASIC, and only about 5,000 were sold."
            ),
            D(
                "Sinclair C5: The Sinclair C5 is a small battery-powered electric tricycle with a "
                "plastic body, launched in Britain in January 1985 and steered by handlebars "
                "under the driver's knees. Slow, low and exposed to the weather, it sold very "
                "poorly, and production stopped within a few months."
            ),
            D(
                "Dragon 32: The Dragon 32 is a home computer made by Dragon Data at Margam in "
                "south Wales and launched in August 1982, based on the Motorola 6809 processor. "
                "It sold well at first as a rival to the ZX Spectrum and the Commodore 64, but "
                "the company went into receivership in 1984."
            ),
            D(
                "Manic Miner: Manic Miner is a platform game written by Matthew Smith for the ZX "
                "Spectrum and published by Bug-Byte in 1983, before a new version came out from "
                "Software Projects. Its miner, Willy, crosses twenty caverns full of odd "
                "creatures, and it was one of the first Spectrum games with in-game music."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which city was the Ottoman sultan who conquered Constantinople in 1453 born?",
        "Edirne",
        [
            D(
                "Constantine XI Palaiologos: Constantine XI Palaiologos (1405 \u2013 1453) was "
                "the last Byzantine emperor, born in Constantinople on 8 February 1405 as a son "
                "of Manuel II. He came to the throne in 1449, and he died fighting on the walls "
                "of his capital on the last day of its siege in May 1453."
            ),
            D(
                "Murad II: Murad II (1404 \u2013 1451) was an Ottoman sultan born in Amasya who "
                "reigned from 1421 to 1444 and again from 1446 to 1451. He defeated a crusading "
                "army at Varna in 1444 and the Hungarians at the second battle of Kosovo in 1448, "
                "and he died at his palace in Edirne in February 1451."
            ),
            D(
                "Suleiman the Magnificent: Suleiman the Magnificent (1494 \u2013 1566) was the "
                "tenth Ottoman sultan, born in Trabzon, who reigned from 1520 until his death. He "
                "took Belgrade and Rhodes, won at Moh\u00e1cs in 1526 and besieged Vienna in 1529, "
                "and he died during the siege of Szigetv\u00e1r in September 1566."
            ),
            D(
                "Siege of Constantinople (717\u2013718): The Siege of Constantinople of 717 to 718 "
                "was a combined land and sea attack on the Byzantine capital by the armies of the "
                "Umayyad Caliphate under Maslama ibn Abd al-Malik. Greek fire, a hard winter and "
                "Bulgar attacks wore down the besiegers, and the siege failed."
            ),
            S(
                "Fall of Constantinople: The Fall of Constantinople was the capture of the "
                "Byzantine capital by an Ottoman army under Sultan Mehmed II on 29 May 1453, "
                "after a siege of almost eight weeks. Great cannons battered the land walls, and "
                "the city's fall ended the Byzantine Empire after more than a thousand years."
            ),
            D(
                "Rumelihisar\u0131: Rumelihisar\u0131 is a fortress on the European shore of the "
                "Bosporus in Istanbul, built by the Ottomans in only a few months in 1452. Facing "
                "an older castle on the Asian shore, it let its guns control the strait and cut "
                "the Byzantine capital off from help coming from the Black Sea."
            ),
            D(
                "Bayezid II: Bayezid II (1447 \u2013 1512) was an Ottoman sultan born in "
                "Didymoteicho, in Thrace, who reigned from 1481 until he was forced to give up the "
                "throne in 1512. In 1492 he sent the Ottoman fleet to bring Jews expelled from "
                "Spain to the empire, and he built a great mosque complex in Istanbul."
            ),
            S(
                "Mehmed II: Mehmed II (1432 \u2013 1481), called the Conqueror, was an Ottoman "
                "sultan born on 30 March 1432 in Edirne, then the capital of the empire. He "
                "reigned briefly from 1444 and again from 1451, moved his court to Constantinople, "
                "built the Topkap\u0131 Palace there, and died near Gebze in May 1481."
            ),
        ],
        drop=1,
    ),
]
