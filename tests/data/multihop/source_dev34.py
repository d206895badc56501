"""Development multi-hop questions, batch 34.

20 two-hop questions in the style of Wikipedia multi-hop QA (11 bridge, 5 comparison,
4 compositional) on history, politics, companies and technology, written by someone who
never read the evaluator, the gold set or the benchmarks; what they read:
tests/data/singlehop/source.py for the format, tests/data/multihop/README.md (meant to be
read only up to the table of held-out scores, but the command used printed the whole file,
so its later notes on the scores and on some rules of earlier versions were seen too), and
the other development sources (source_dev1.py to source_dev30.py) for the format and to
choose subjects none of them asks about. The held-out sources and records were only
counted (grep -c) for the candidate subjects' names, and subjects with hits were left out.
Written after lexical-v45.

Measured lengths: mean support 303 characters, mean distractor 301 characters; a support
is the longest passage in 3 of the 20 questions. Original text, CC0 1.0.
"""

from tests.data.singlehop.source import D, Q, S

QUESTIONS: list[Q] = [
    Q(
        "titled",
        "bridge",
        "Where in England did the French emperor captured at the Battle of Sedan die?",
        "Chislehurst, Kent",
        [
            D(
                "Franco-Prussian War: The Franco-Prussian War was fought from July 1870 to January "
                "1871 between the Second French Empire and German states led by Prussia. The "
                "German victory led to the proclamation of the German Empire at Versailles on 18 "
                "January 1871 and the French loss of Alsace-Lorraine."
            ),
            S(
                "Battle of Sedan: The Battle of Sedan was fought on 1 and 2 September 1870 near "
                "the fortress town of Sedan in the Ardennes. A French army under Marshal MacMahon "
                "was surrounded by Prussian and allied German troops, and Emperor Napoleon III was "
                "taken prisoner with more than 100,000 of his men."
            ),
            D(
                "Sedan, Ardennes: Sedan is a town in the Ardennes department of north-eastern "
                "France, on the river Meuse close to the Belgian border. Its Ch\u00e2teau de "
                "Sedan, begun in the fifteenth century, is among the largest fortified castles in "
                "Europe, and the town was long known for its fine woollen cloth."
            ),
            D(
                "Napoleon: Napoleon Bonaparte (1769 \u2013 1821) was a Corsican-born general who "
                "crowned himself Emperor of the French in 1804. Defeated at Waterloo in June 1815, "
                "he was exiled by the British to the island of Saint Helena in the South Atlantic, "
                "and he died there at Longwood House on 5 May 1821."
            ),
            S(
                "Napoleon III: Napoleon III (1808 \u2013 1873), a nephew of Napoleon I, was "
                "elected President of the French Second Republic in 1848 and made himself Emperor "
                "of the French in 1852. After his regime collapsed in 1870 he went into exile in "
                "England, and he died on 9 January 1873 at Camden Place in Chislehurst, Kent."
            ),
            D(
                "Empress Eug\u00e9nie: Eug\u00e9nie de Montijo (1826 \u2013 1920) was a "
                "Spanish-born noblewoman who married Napoleon III in 1853 and became the last "
                "Empress of the French. She lived in England for half a century after 1870, built "
                "St Michael's Abbey at Farnborough as a family mausoleum, and died in Madrid in "
                "1920."
            ),
            D(
                "Siege of Metz (1870): The Siege of Metz lasted from August to October 1870, while "
                "the French Army of the Rhine under Marshal Fran\u00e7ois Achille Bazaine was shut "
                "inside the fortress city in Lorraine. Its surrender on 27 October 1870 sent the "
                "whole of that army into German captivity and freed the besiegers for other fronts."
            ),
            D(
                "Helmuth von Moltke the Elder: Helmuth von Moltke (1800 \u2013 1891) was chief of "
                "the Prussian General Staff for three decades and the planner of Prussia's "
                "victories over Denmark, Austria and France. He rode with King William I at Sedan "
                "in September 1870 and was promoted to field marshal in 1871."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Who became British prime minister first, Benjamin Disraeli or William Ewart Gladstone?",
        "Benjamin Disraeli",
        [
            D(
                "Robert Peel: Sir Robert Peel (1788 \u2013 1850) served twice as British Prime "
                "Minister, in 1834\u201335 and from 1841 to 1846, and as Home Secretary he founded "
                "the Metropolitan Police in 1829. His repeal of the Corn Laws in 1846 split the "
                "Conservative Party, and he died in 1850 after a fall from his horse."
            ),
            D(
                "Reform Act 1867: The Representation of the People Act 1867, often called the "
                "Second Reform Act, roughly doubled the electorate of England and Wales by giving "
                "the vote to many male householders in the towns. Benjamin Disraeli steered it "
                "through the Commons as Chancellor of the Exchequer under Lord Derby."
            ),
            S(
                "Benjamin Disraeli: Benjamin Disraeli (1804 \u2013 1881) was a Conservative "
                "politician and novelist born in London who first became Prime Minister in "
                "February 1868, when he succeeded the ailing Lord Derby. He served again from 1874 "
                "to 1880, was made Earl of Beaconsfield in 1876, and bought Britain a stake in the "
                "Suez Canal."
            ),
            D(
                "Lord Palmerston: Henry John Temple, 3rd Viscount Palmerston (1784 \u2013 1865), "
                "was Foreign Secretary for many years and twice Prime Minister, from 1855 to 1858 "
                "and from 1859 until his death in October 1865. He is the last British Prime "
                "Minister to have died in office, and he was known for gunboat diplomacy."
            ),
            D(
                "Hughenden Manor: Hughenden Manor is a country house near High Wycombe in "
                "Buckinghamshire that Benjamin Disraeli bought in 1848 and had remodelled in a "
                "Gothic style. He is buried in the church beside the estate, and the house, now "
                "run by the National Trust, hid a secret map-making unit in the Second World War."
            ),
            D(
                "Hawarden Castle: Hawarden Castle is a country house in Flintshire, north Wales, "
                "owned by the family of Catherine Glynne, who married William Gladstone in 1839, "
                "and it was his home for most of his life. The library he founded nearby in 1889 "
                "to house his books is now known as Gladstone's Library."
            ),
            S(
                "William Ewart Gladstone: William Ewart Gladstone (1809 \u2013 1898) was a Liberal "
                "statesman born in Liverpool who served four times as Prime Minister, the first "
                "time from December 1868 to 1874. His later governments were taken up largely with "
                "Irish Home Rule, and he died at Hawarden in north Wales in May 1898."
            ),
            D(
                "Primrose League: The Primrose League was a British political organisation founded "
                "in 1883 to spread Conservative principles, named after the favourite flower of "
                "Benjamin Disraeli, who had died two years earlier. Before the First World War it "
                "claimed well over a million members, and it was wound up in 2004."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When did the author of Das Kapital die?",
        "14 March 1883",
        [
            D(
                "Friedrich Engels: Friedrich Engels (1820 \u2013 1895) was a German philosopher "
                "and businessman born in Barmen who managed his family's cotton mill in Manchester "
                "for some twenty years. He wrote The Communist Manifesto of 1848 with Karl Marx, "
                "and he died of throat cancer in London on 5 August 1895."
            ),
            D(
                "Capital in the Twenty-First Century: Capital in the Twenty-First Century is a "
                "book by the French economist Thomas Piketty, first published in French in 2013 "
                "and in English in 2014. Drawing on two centuries of tax records, it argues that "
                "the return on capital tends to outrun growth and widen inequality."
            ),
            D(
                "Highgate Cemetery: Highgate Cemetery is a burial ground in north London opened in "
                "1839, one of seven large private cemeteries built around the city in the "
                "Victorian era. Its East Cemetery holds the grave of Karl Marx, marked by a bronze "
                "bust unveiled in 1956, and that of the novelist George Eliot."
            ),
            S(
                "Das Kapital: Das Kapital is a critique of political economy by Karl Marx, the "
                "first volume of which was published in Hamburg in 1867. It analyses capital, wage "
                "labour and surplus value, and its second and third volumes were edited from "
                "Marx's unfinished drafts by Friedrich Engels and appeared in 1885 and 1894."
            ),
            D(
                "The Communist Manifesto: The Communist Manifesto is a political pamphlet written "
                "by Karl Marx and Friedrich Engels and first published in German in London in "
                "February 1848. Commissioned by the Communist League, it opens with a spectre "
                "haunting Europe and ends with a call for the workers of all countries to unite."
            ),
            D(
                "Trier: Trier is a city on the Moselle in the German state of "
                "Rhineland-Palatinate, founded by the Romans in the late first century BC and "
                "often called the oldest city in Germany. Its Roman remains include the Porta "
                "Nigra gate, and the house where Karl Marx was born in 1818 is now a museum."
            ),
            D(
                "Jenny von Westphalen: Jenny von Westphalen (1814 \u2013 1881) was a German "
                "political activist, raised in Trier, who married Karl Marx in 1843 after a long "
                "engagement. She followed him into exile in Paris, Brussels and London, bore him "
                "seven children, and died of cancer in London on 2 December 1881."
            ),
            S(
                "Karl Marx: Karl Marx (1818 \u2013 1883) was a German philosopher, economist and "
                "revolutionary born in Trier, in the Prussian Rhineland. Expelled from several "
                "countries for his journalism, he settled in London in 1849, wrote much of his "
                "work in the British Museum's reading room, and died in London on 14 March 1883."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "In which Sydney suburb was the first Prime Minister of Australia born?",
        "Glebe",
        [
            D(
                "Henry Parkes: Sir Henry Parkes (1815 \u2013 1896) was an English-born politician "
                "who served five times as Premier of New South Wales. His Tenterfield Oration of "
                "October 1889 called on the Australian colonies to unite, earning him the name "
                "Father of Federation, though he died almost five years before it came about."
            ),
            S(
                "Prime Minister of Australia: The Prime Minister of Australia is the head of the "
                "federal government, an office created when the six colonies federated on 1 "
                "January 1901. Its first holder was Edmund Barton of the Protectionist Party, and "
                "the prime minister's official residence in Canberra is known as The Lodge."
            ),
            D(
                "Alfred Deakin: Alfred Deakin (1856 \u2013 1919) was an Australian barrister and "
                "journalist born in Melbourne who served three times as Prime Minister between "
                "1903 and 1910. A leader of the federation movement in Victoria, he shaped many of "
                "the new Commonwealth's early laws, among them its protective tariff."
            ),
            D(
                "Federation of Australia: The Federation of Australia was the process by which six "
                "self-governing British colonies joined to form the Commonwealth of Australia on 1 "
                "January 1901. Its constitution was approved in referendums held in the colonies "
                "between 1898 and 1900 and passed by the British Parliament in 1900."
            ),
            D(
                "High Court of Australia: The High Court of Australia is the country's highest "
                "court, set up under the constitution of 1901 and first sitting in October 1903 "
                "with three justices. Its first chief justice was Sir Samuel Griffith, and since "
                "1980 it has had a permanent building in Canberra beside Lake Burley Griffin."
            ),
            D(
                "Prime Minister of New Zealand: The Prime Minister of New Zealand is the head of "
                "the government of New Zealand and normally the leader of the largest party in its "
                "parliament. Richard Seddon, the longest-serving holder, led the country from 1893 "
                "until his death in 1906, and the office is housed in the Beehive in Wellington."
            ),
            D(
                "The Lodge (Australia): The Lodge is the official residence of the Prime Minister "
                "of Australia, a Georgian Revival house in the Canberra suburb of Deakin completed "
                "in 1927. Stanley Bruce became its first occupant when Parliament moved from "
                "Melbourne to Canberra that year, and it stands in wooded grounds."
            ),
            S(
                "Edmund Barton: Sir Edmund Barton (1849 \u2013 1920) was an Australian barrister "
                "and politician born in Glebe, Sydney, who led the campaign for the federation of "
                "the colonies through the 1890s. He served as Prime Minister from 1901 to 1903 and "
                "then sat as one of the three founding justices of the High Court of Australia."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "When was the last Emperor of China born?",
        "7 February 1906",
        [
            D(
                "Guangxu Emperor: The Guangxu Emperor (1871 \u2013 1908) was the eleventh emperor "
                "of the Qing dynasty, put on the throne as a small child in 1875 by his aunt, "
                "Empress Dowager Cixi. After the failed Hundred Days' Reform of 1898 he spent his "
                "last ten years under house arrest, and he died on 14 November 1908."
            ),
            D(
                "Empress Dowager Cixi: Empress Dowager Cixi (1835 \u2013 1908) was a concubine of "
                "the Xianfeng Emperor who controlled the Qing government from behind the throne "
                "for 47 years. Shortly before her death on 15 November 1908 she chose the infant "
                "Puyi, a nephew of the Guangxu Emperor, as his heir."
            ),
            S(
                "Emperor of China: Emperor of China was the title of the rulers of China from the "
                "Qin unification of 221 BC until the fall of the Qing dynasty. The last emperor, "
                "Puyi, was made to abdicate on 12 February 1912 after the Xinhai Revolution, "
                "ending more than two thousand years of imperial rule."
            ),
            D(
                "Xinhai Revolution: The Xinhai Revolution overthrew the Qing dynasty, beginning "
                "with the Wuchang Uprising of 10 October 1911. It led to the founding of the "
                "Republic of China on 1 January 1912, with Sun Yat-sen as provisional president, "
                "and to the abdication of the boy emperor in February 1912."
            ),
            D(
                "Manchukuo: Manchukuo was a puppet state set up by Japan in north-east China in "
                "1932 after its army overran Manchuria, with its capital at Hsinking, today's "
                "Changchun. The former Qing emperor was enthroned as its Emperor in 1934, and the "
                "state collapsed when Soviet forces invaded in August 1945."
            ),
            D(
                "The Last Emperor: The Last Emperor is a 1987 biographical film directed by "
                "Bernardo Bertolucci about the life of Puyi, with John Lone in the title role. It "
                "was the first Western feature film allowed to shoot inside the Forbidden City, "
                "and it won all nine Academy Awards for which it was nominated."
            ),
            S(
                "Puyi: Puyi (1906 \u2013 1967) was born in Beijing on 7 February 1906 and became "
                "the Xuantong Emperor of the Qing dynasty at the age of two in 1908. After his "
                "abdication he was installed by Japan as ruler of Manchukuo, spent years in prison "
                "after 1945, and ended his days as a gardener and archivist."
            ),
            D(
                "Zaifeng, Prince Chun: Zaifeng (1883 \u2013 1951), the second Prince Chun, was a "
                "Manchu prince of the Qing dynasty and a younger half-brother of the Guangxu "
                "Emperor. He served as regent for his eldest son from 1908 until late 1911, and "
                "after the fall of the dynasty he lived quietly in Beijing until his death."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the leader of the Polish trade union Solidarity born?",
        "Popowo",
        [
            D(
                "Jerzy Popie\u0142uszko: Jerzy Popie\u0142uszko (1947 \u2013 1984) was a Roman "
                "Catholic priest in Warsaw whose monthly Masses for the Homeland drew large crowds "
                "of Solidarity supporters. He was abducted and murdered by three officers of the "
                "Polish security service in October 1984 and was beatified in 2010."
            ),
            D(
                "Wojciech Jaruzelski: Wojciech Jaruzelski (1923 \u2013 2014) was a Polish general "
                "and communist leader who declared martial law on 13 December 1981 to crush the "
                "Solidarity movement. He later took part in the Round Table Talks of 1989 and "
                "served as President of Poland from 1989 until December 1990."
            ),
            S(
                "Solidarity (Polish trade union): Solidarity is a Polish trade union founded in "
                "September 1980 after a wave of strikes at the Lenin Shipyard on the Baltic coast, "
                "the first independent union in the Soviet bloc. Led by the electrician Lech "
                "Wa\u0142\u0119sa, it soon had some ten million members."
            ),
            D(
                "Anna Walentynowicz: Anna Walentynowicz (1929 \u2013 2010) was a crane operator at "
                "the Lenin Shipyard whose dismissal in August 1980, months before her retirement, "
                "set off the strike that gave birth to Solidarity. Born in Rivne, in present-day "
                "Ukraine, she died in the air crash near Smolensk in April 2010."
            ),
            D(
                "Polish Round Table Agreement: The Polish Round Table Talks were held in Warsaw "
                "from February to April 1989 between the communist government and the "
                "Solidarity-led opposition. They legalised the union again and led to partly free "
                "elections on 4 June 1989, in which Solidarity won almost every seat it could "
                "contest."
            ),
            D(
                "Solidarity Electoral Action: Solidarity Electoral Action was a coalition of "
                "centre-right parties formed around the Solidarity trade union in 1996. It won the "
                "Polish parliamentary election of 1997 and governed with Jerzy Buzek as Prime "
                "Minister until 2001, when it failed to win a single seat in the Sejm."
            ),
            S(
                "Lech Wa\u0142\u0119sa: Lech Wa\u0142\u0119sa (born 1943) is a Polish statesman "
                "and former electrician, born in the village of Popowo in north-central Poland. He "
                "led the shipyard strikes of August 1980, was awarded the Nobel Peace Prize in "
                "1983 and served as the first popularly elected President of Poland from 1990 to "
                "1995."
            ),
            D(
                "President of Poland: The President of Poland is the head of state of the Republic "
                "of Poland, elected by popular vote for a five-year term and limited to two terms. "
                "The office was restored in 1989, having been abolished in 1952, and the "
                "president's official seat is the Presidential Palace on a main street of Warsaw."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Giuseppe Garibaldi and Giuseppe Mazzini both born in Nice?",
        "no",
        [
            D(
                "Nice: Nice is a city on the Mediterranean coast of south-eastern France and the "
                "seat of the Alpes-Maritimes department. Ruled for centuries by the House of "
                "Savoy, it was ceded to France by the Kingdom of Sardinia under the Treaty of "
                "Turin of 1860, a transfer confirmed by a plebiscite that April."
            ),
            S(
                "Giuseppe Garibaldi: Giuseppe Garibaldi (1807 \u2013 1882) was an Italian general "
                "and patriot born in Nice, then part of the French Empire, into a Ligurian family "
                "of seafarers. His Expedition of the Thousand conquered Sicily and Naples in 1860, "
                "and he died on the island of Caprera off Sardinia in June 1882."
            ),
            D(
                "Expedition of the Thousand: The Expedition of the Thousand was a campaign of "
                "volunteers who sailed from Quarto near Genoa in May 1860 to overthrow the Kingdom "
                "of the Two Sicilies. Landing at Marsala on 11 May, they took Palermo within weeks "
                "and reached Naples in September, opening the way to Italian unity."
            ),
            D(
                "Young Italy: Young Italy was a political movement founded by Giuseppe Mazzini in "
                "Marseille in 1831 to unite the Italian states into a single democratic republic. "
                "Its members swore to work for independence by education and, where needed, "
                "insurrection, and several of its risings in the 1830s ended in failure."
            ),
            D(
                "Victor Emmanuel II: Victor Emmanuel II (1820 \u2013 1878) was King of Sardinia "
                "from 1849 and became the first King of a united Italy in March 1861. Born in "
                "Turin, he met Giuseppe Garibaldi at Teano in October 1860 to take over the "
                "southern conquests, and he is buried in the Pantheon in Rome."
            ),
            D(
                "Anita Garibaldi: Anita Garibaldi (1821 \u2013 1849) was a Brazilian revolutionary "
                "born in Laguna, Santa Catarina, who met Giuseppe Garibaldi during the Ragamuffin "
                "War in 1839. She fought beside him in South America and Italy and died near "
                "Ravenna during the retreat from the fallen Roman Republic in 1849."
            ),
            D(
                "Staglieno Cemetery: Staglieno is a monumental cemetery on a hillside in Genoa, "
                "opened in 1851 and famous for its marble tombs and sculpture galleries. Giuseppe "
                "Mazzini is buried there in a tomb cut into the slope, and so is Constance Lloyd, "
                "the wife of Oscar Wilde, who died in Genoa in 1898."
            ),
            S(
                "Giuseppe Mazzini: Giuseppe Mazzini (1805 \u2013 1872) was an Italian "
                "revolutionary and political writer born in Genoa, the son of a doctor and "
                "university professor. He founded the Young Italy movement in 1831, spent much of "
                "his life in exile in London, and died in Pisa in March 1872 under a false name."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "jack daniel's whiskey is owned by a company headquartered in which city",
        "Louisville, Kentucky",
        [
            D(
                "Lynchburg, Tennessee: Lynchburg is a small town in southern Tennessee and the "
                "seat of Moore County, with which it has shared a single metropolitan government "
                "since 1988. Although its whiskey distillery draws many thousands of visitors, "
                "Moore County has long been a dry county where liquor sales are restricted."
            ),
            D(
                "Jim Beam: Jim Beam is a brand of Kentucky bourbon distilled in Clermont, "
                "Kentucky, by a business that traces its roots to Jacob Beam, who sold his first "
                "barrels around 1795. It is named after James B. Beam, who rebuilt the distillery "
                "after Prohibition in 1933, and it has been owned by Suntory since 2014."
            ),
            D(
                "George Dickel: George Dickel is a brand of Tennessee whiskey distilled in Cascade "
                "Hollow near Tullahoma, named after George A. Dickel, a German-born merchant who "
                "sold whisky in Nashville in the nineteenth century. Like its best-known rival it "
                "is filtered through charcoal, and it belongs to Diageo."
            ),
            S(
                "Jack Daniel's: Jack Daniel's is a brand of Tennessee whiskey made at a distillery "
                "in Lynchburg, Tennessee, founded by Jasper Newton Daniel, known as Jack, in the "
                "nineteenth century. The spirit is filtered through sugar maple charcoal before "
                "ageing, and the brand has belonged to Brown-Forman since 1956."
            ),
            D(
                "Tennessee whiskey: Tennessee whiskey is a straight whiskey produced in the state "
                "of Tennessee, mostly from corn, and filtered through sugar maple charcoal before "
                "it goes into new charred oak barrels. A state law of 2013 defined the style, and "
                "the best-selling brands are made in Lynchburg and near Tullahoma."
            ),
            D(
                "Maker's Mark: Maker's Mark is a Kentucky bourbon made in Loretto, Kentucky, at a "
                "distillery that Bill Samuels Sr. bought in 1953, and it is known for the red wax "
                "that seals its bottles. It uses red winter wheat in place of rye, and since 2014 "
                "it has been owned by Suntory, the Japanese owner of Jim Beam."
            ),
            D(
                "Diageo: Diageo is a British multinational drinks company headquartered in London, "
                "formed in 1997 by the merger of Guinness with Grand Metropolitan. Its brands "
                "include Johnnie Walker, Smirnoff, Baileys and Tanqueray, and it owns the Guinness "
                "brewery at St James's Gate in Dublin, founded in 1759."
            ),
            S(
                "Brown-Forman: Brown-Forman is an American spirits and wine company founded in "
                "1870 by George Garvin Brown, a pharmaceuticals salesman, and headquartered in "
                "Louisville, Kentucky. Its first product was Old Forester bourbon, sold in sealed "
                "bottles, and its brands include Woodford Reserve and Herradura."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Who founded the company that released the arcade game Pac-Man?",
        "Masaya Nakamura",
        [
            D(
                "Toru Iwatani: Toru Iwatani (born 1955) is a Japanese video game designer best "
                "known as the creator of Pac-Man, whose shape he said came from a pizza with one "
                "slice taken out. He also designed the pinball-like game Gee Bee in 1978, and in "
                "2007 he became a professor of game design at Tokyo Polytechnic University."
            ),
            D(
                "Space Invaders: Space Invaders is a fixed shooter arcade game designed by "
                "Tomohiro Nishikado and released by Taito in 1978. Its rows of descending aliens "
                "were so popular in Japan that the game was said to have caused a shortage of "
                "100-yen coins, and it made the arcade video game a mainstream business."
            ),
            D(
                "Taito: Taito is a Japanese video game company founded in Tokyo in 1953 by Michael "
                "Kogan, a Ukrainian-born businessman, which first imported vending machines and "
                "jukeboxes and distilled vodka. It released Space Invaders in 1978 and Bubble "
                "Bobble in 1986, and it has belonged to Square Enix since 2005."
            ),
            S(
                "Pac-Man: Pac-Man is a maze arcade game designed by Toru Iwatani and released by "
                "Namco in Japan in May 1980 and in North America later that year. The player "
                "steers a yellow circle that eats dots while fleeing four ghosts, Blinky, Pinky, "
                "Inky and Clyde, and it became one of the highest-grossing arcade games."
            ),
            D(
                "Ms. Pac-Man: Ms. Pac-Man is a 1982 maze arcade game released in North America by "
                "Midway, developed from an unauthorised enhancement kit made by the American firm "
                "General Computer Corporation. It added new mazes, moving fruit and smarter "
                "ghosts, and more than 100,000 cabinets were sold in the United States."
            ),
            D(
                "Midway Games: Midway was an American video game company founded in 1958 near "
                "Chicago as a maker of amusement equipment, which licensed Pac-Man from its "
                "Japanese makers for North America in 1980. It later published Mortal Kombat and "
                "NBA Jam, and it filed for bankruptcy in 2009 and sold off its games."
            ),
            S(
                "Namco: Namco was a Japanese video game and amusement company founded in Tokyo in "
                "1955 by Masaya Nakamura, who started out with two mechanical horse rides on a "
                "department store roof in Yokohama. It made arcade hits such as Galaxian and Pole "
                "Position, and in the mid-2000s it was merged with the toy maker Bandai."
            ),
            D(
                "Galaxian: Galaxian is a fixed shooter arcade game released by Namco in 1979 as an "
                "answer to Space Invaders, with swarms of aliens that break formation and dive at "
                "the player's ship. It was among the first arcade games shown in full colour, and "
                "its sequel Galaga followed in 1981, with a ship that aliens could capture."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "Were Oda Nobunaga and Toyotomi Hideyoshi both born in Owari Province?",
        "yes",
        [
            D(
                "Tokugawa Ieyasu: Tokugawa Ieyasu (1543 \u2013 1616) was a Japanese warlord born "
                "at Okazaki Castle in Mikawa Province, who became a close ally of Oda Nobunaga. "
                "After his victory at Sekigahara in 1600 he was named shogun in 1603, founding the "
                "Tokugawa shogunate that ruled Japan from Edo until 1868."
            ),
            S(
                "Oda Nobunaga: Oda Nobunaga (1534 \u2013 1582) was a Japanese daimyo born in Owari "
                "Province, the son of a local warlord, who began the unification of Japan in the "
                "Sengoku period. He beat the Imagawa at Okehazama in 1560 and deposed the last "
                "Ashikaga shogun, but took his own life at Honn\u014d-ji in 1582."
            ),
            D(
                "Battle of Okehazama: The Battle of Okehazama was fought in June 1560, when a "
                "small force under Oda Nobunaga surprised and killed Imagawa Yoshimoto, whose much "
                "larger army had halted in a narrow gorge during a rainstorm. The victory made "
                "Nobunaga's name and freed the young Tokugawa Ieyasu to ally with him."
            ),
            D(
                "Honn\u014d-ji Incident: The Honn\u014d-ji Incident was the betrayal of Oda "
                "Nobunaga by his general Akechi Mitsuhide, whose troops surrounded the "
                "Honn\u014d-ji temple in Kyoto on 21 June 1582. Nobunaga took his own life as the "
                "temple burned, and Mitsuhide was beaten by Hideyoshi at Yamazaki less than two "
                "weeks later."
            ),
            D(
                "Owari Province: Owari Province was an old province of Japan in the western part "
                "of today's Aichi Prefecture, with its main town at Nagoya. Under the Tokugawa "
                "shogunate it was held by the Owari branch of the Tokugawa family, one of its "
                "three senior houses, from Nagoya Castle, which was built from 1610."
            ),
            D(
                "Takeda Shingen: Takeda Shingen (1521 \u2013 1573) was a Japanese daimyo born in "
                "Kai Province, famed for his cavalry and his banner quoting Sun Tzu. He fought "
                "Uesugi Kenshin several times at Kawanakajima, defeated Tokugawa Ieyasu at "
                "Mikatagahara early in 1573 and died of illness a few months later."
            ),
            D(
                "Osaka Castle: Osaka Castle is a Japanese castle in Osaka whose building was begun "
                "in 1583 by Toyotomi Hideyoshi on the site of a fortified Buddhist temple. It was "
                "his family's stronghold until it fell to Tokugawa forces in the summer siege of "
                "1615, and its main tower is a concrete reconstruction from 1931."
            ),
            S(
                "Toyotomi Hideyoshi: Toyotomi Hideyoshi (1537 \u2013 1598) was a Japanese warlord "
                "born to a peasant family in Nakamura, in Owari Province, who rose from foot "
                "soldier to chief general under Oda Nobunaga. After his master's death he "
                "completed the unification of Japan in 1590 and launched two invasions of Korea."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "who founded the company that first published monopoly in 1935",
        "George S. Parker",
        [
            D(
                "The Landlord's Game: The Landlord's Game is a board game patented in 1904 by "
                "Lizzie Magie, an American writer and follower of the economist Henry George. She "
                "designed it to show how rents enrich landlords and ruin tenants, and players in "
                "several states later copied and reworked its square track of properties."
            ),
            S(
                "Monopoly (game): Monopoly is a board game in which players buy, rent and trade "
                "properties on a square board with play money. Developed from The Landlord's Game, "
                "patented by Lizzie Magie in 1904, it was sold to Parker Brothers by Charles "
                "Darrow, and that company first published it in 1935."
            ),
            D(
                "Charles Darrow: Charles Darrow (1889 \u2013 1967) was an unemployed heating "
                "salesman from Germantown, Philadelphia, who during the Great Depression sold a "
                "board game whose streets were named after those of Atlantic City. For decades he "
                "was credited as its sole inventor, and he is said to have become a millionaire "
                "from it."
            ),
            D(
                "Hasbro: Hasbro is an American toy and game company founded in 1923 in Providence, "
                "Rhode Island, by the brothers Henry, Hillel and Herman Hassenfeld, who began by "
                "selling textile remnants. Its brands include Transformers, My Little Pony, "
                "Play-Doh and Monopoly, and it bought Milton Bradley in 1984."
            ),
            D(
                "Milton Bradley Company: The Milton Bradley Company was an American game maker "
                "founded in Springfield, Massachusetts, in 1860 by the lithographer Milton "
                "Bradley, whose first success was The Checkered Game of Life. It later published "
                "Twister, Battleship and Connect Four, and Hasbro took it over in 1984."
            ),
            D(
                "Scrabble: Scrabble is a word game devised in 1938 by the American architect "
                "Alfred Mosher Butts, who counted letters in newspapers to set the number of tiles "
                "and their scores. It was produced from 1948 by James Brunot, and today Hasbro "
                "holds the rights in North America while Mattel sells it elsewhere."
            ),
            D(
                "Atlantic City, New Jersey: Atlantic City is a resort city on Absecon Island on "
                "the New Jersey coast, known for its boardwalk, the first in the United States, "
                "opened in 1870, and for casinos allowed by a state vote in 1976. The street names "
                "of the classic American edition of the best-known property-trading game come from "
                "it."
            ),
            S(
                "Parker Brothers: Parker Brothers was an American toy and game maker founded in "
                "1883 in Salem, Massachusetts, by George S. Parker, who was sixteen when he "
                "published his first game. His brothers Charles and Edward later joined the firm, "
                "and it passed to Hasbro in 1991, which still uses the name as a brand."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which village was the leader of the Cuban Revolution born?",
        "Bir\u00e1n",
        [
            D(
                "Che Guevara: Ernesto Che Guevara (1928 \u2013 1967) was a Marxist revolutionary "
                "born in Rosario, Argentina, who became a commander of the rebel army in Cuba. "
                "After serving as president of the national bank and minister of industries he "
                "left to fight abroad, and he was captured and executed in Bolivia in October 1967."
            ),
            D(
                "Fulgencio Batista: Fulgencio Batista (1901 \u2013 1973) was a Cuban army officer "
                "and politician born in Banes, who was elected President of Cuba in 1940 and "
                "seized power again in a coup in March 1952. He fled to the Dominican Republic on "
                "1 January 1959 and died in exile in Spain in August 1973."
            ),
            D(
                "Ra\u00fal Castro: Ra\u00fal Castro (born 1931) is a Cuban revolutionary and "
                "politician who fought beside his elder brother in the Sierra Maestra and then led "
                "the Cuban armed forces for almost fifty years. He became President of Cuba in "
                "2008 and was First Secretary of the Communist Party from 2011 to 2021."
            ),
            S(
                "Fidel Castro: Fidel Castro (1926 \u2013 2016) was a Cuban revolutionary and "
                "politician born in Bir\u00e1n, in the former Oriente Province, the son of a "
                "wealthy Spanish-born sugar planter. He ruled Cuba as Prime Minister from 1959 and "
                "then President until 2008, when he handed power to his brother, and he died in "
                "Havana."
            ),
            D(
                "Sierra Maestra: The Sierra Maestra is a mountain range in south-eastern Cuba "
                "along the Caribbean coast, rising to 1,974 metres at Pico Turquino, the highest "
                "point of the island. From late 1956 it sheltered the rebels who had landed from "
                "the yacht Granma, and their command post at La Plata can still be visited."
            ),
            D(
                "Moncada Barracks: The Moncada Barracks is a former army barracks in Santiago de "
                "Cuba, named after the independence general Guillermo Moncada. It was attacked on "
                "26 July 1953 by more than a hundred young rebels, most of whom were killed or "
                "captured, and it now houses a school and a museum of the revolution."
            ),
            S(
                "Cuban Revolution: The Cuban Revolution was the armed uprising that overthrew the "
                "dictatorship of Fulgencio Batista, beginning with the attack on the Moncada "
                "Barracks on 26 July 1953. Led by Fidel Castro and his 26th of July Movement, the "
                "rebels fought a guerrilla war until Batista fled on 1 January 1959."
            ),
            D(
                "Bay of Pigs Invasion: The Bay of Pigs Invasion was a failed landing on the "
                "southern coast of Cuba in April 1961 by about 1,400 Cuban exiles trained and paid "
                "for by the CIA. It was defeated within three days by the revolutionary armed "
                "forces, and most of the invaders were captured and later ransomed."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "comparison",
        "which was founded first skype or spotify",
        "Skype",
        [
            D(
                "Kazaa: Kazaa was a peer-to-peer file-sharing program released in 2001 by the "
                "Swede Niklas Zennstr\u00f6m and the Dane Janus Friis, built on the FastTrack "
                "network and written by programmers in Estonia. Sued by record companies and film "
                "studios in several countries, it lost most of its users within a few years."
            ),
            S(
                "Skype: Skype is a program for voice and video calls over the internet, founded in "
                "2003 by the Swede Niklas Zennstr\u00f6m and the Dane Janus Friis, with software "
                "written by the Estonians Ahti Heinla, Priit Kasesalu and Jaan Tallinn. Its "
                "founders sold it to eBay in 2005 for 2.6 billion US dollars."
            ),
            D(
                "The Pirate Bay: The Pirate Bay is a BitTorrent file-sharing website set up in "
                "Sweden in 2003 by the think tank Piratbyr\u00e5n. Its founders, Gottfrid "
                "Svartholm, Fredrik Neij and Peter Sunde, were convicted in Stockholm in 2009 of "
                "assisting copyright infringement, yet the site has stayed online."
            ),
            D(
                "Napster: Napster was a peer-to-peer music-sharing service founded in 1999 by "
                "Shawn Fanning and Sean Parker, which let users swap MP3 files directly with each "
                "other. It was shut down by a court order in July 2001 after lawsuits by record "
                "companies, and its name later passed to a paid streaming service."
            ),
            D(
                "Zoom Video Communications: Zoom is an American videoconferencing company founded "
                "in 2011 by Eric Yuan, a former engineer at WebEx, and based in San Jose, "
                "California. Its service launched in 2013, and in the spring of 2020 its daily "
                "meeting participants rose from about 10 million to 300 million."
            ),
            S(
                "Spotify: Spotify is a Swedish audio streaming service founded in Stockholm in "
                "2006 by Daniel Ek and Martin Lorentzon and launched to the public in October "
                "2008. It offers music and podcasts on a free tier with advertisements and a paid "
                "premium tier, and its shares trade on the New York Stock Exchange."
            ),
            D(
                "Deezer: Deezer is a French music streaming service founded in Paris in 2007 by "
                "Daniel Marhely and Jonathan Benassaya, growing out of an earlier music site "
                "called Blogmusik. It offers a catalogue of tens of millions of tracks in some 180 "
                "countries, and its shares were listed on Euronext Paris in 2022."
            ),
            D(
                "Tidal (service): Tidal is a music streaming service launched in 2014 by the "
                "Norwegian-Swedish company Aspiro, known for offering lossless sound. The rapper "
                "Jay-Z bought it in 2015 and relaunched it with other artists as co-owners, and "
                "the American payments company Block took a majority stake in 2021."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "To which dynasty did the queen whose ships fled from the Battle of Actium belong?",
        "the Ptolemaic dynasty",
        [
            D(
                "Mark Antony: Mark Antony (83 \u2013 30 BC) was a Roman general and politician who "
                "served under Julius Caesar and, after Caesar's murder, formed the Second "
                "Triumvirate with Octavian and Lepidus in 43 BC. He governed the eastern provinces "
                "from Alexandria and killed himself there in 30 BC as Octavian closed in."
            ),
            S(
                "Battle of Actium: The Battle of Actium was a naval battle fought on 2 September "
                "31 BC off the promontory of Actium in north-western Greece. The fleet of "
                "Octavian, commanded by Marcus Agrippa, defeated the forces of Mark Antony and "
                "Queen Cleopatra, whose squadron broke away and fled south during the fighting."
            ),
            D(
                "Augustus: Augustus (63 BC \u2013 AD 14), born Gaius Octavius, was the first Roman "
                "emperor, ruling from 27 BC until his death. The great-nephew and adopted heir of "
                "Julius Caesar, he became master of the Roman world after his victory at Actium "
                "and founded the Julio-Claudian dynasty, which ruled until AD 68."
            ),
            D(
                "Marcus Vipsanius Agrippa: Marcus Agrippa (c. 63 \u2013 12 BC) was a Roman general "
                "and statesman, a lifelong friend of Octavian, who won the naval victories at "
                "Naulochus in 36 BC and Actium in 31 BC. He built the first Pantheon in Rome and "
                "married Julia, the daughter of Octavian, and his grandson Caligula became emperor."
            ),
            D(
                "Nicopolis: Nicopolis was an ancient city in Epirus, in north-western Greece, "
                "founded by Octavian around 29 BC to celebrate his victory at the nearby "
                "promontory two years before. It grew into the chief city of the region, the Stoic "
                "philosopher Epictetus taught there, and its ruins lie just north of Preveza."
            ),
            D(
                "Battle of Philippi: The Battle of Philippi was fought in October 42 BC in "
                "Macedonia between the triumvirs Mark Antony and Octavian and the assassins of "
                "Julius Caesar, led by Brutus and Cassius. Both leaders of the losing side took "
                "their own lives, and the victors divided the Roman world between them."
            ),
            D(
                "Nefertiti: Nefertiti was a queen of Egypt in the fourteenth century BC, the Great "
                "Royal Wife of the pharaoh Akhenaten of the Eighteenth Dynasty, with whom she led "
                "the worship of the sun disc Aten. She is best known from a painted limestone bust "
                "found at Amarna in 1912, now in the Neues Museum in Berlin."
            ),
            S(
                "Cleopatra: Cleopatra VII (69 \u2013 30 BC) was the last active ruler of Egypt's "
                "Ptolemaic dynasty, a Macedonian Greek royal house founded by Ptolemy I Soter, a "
                "general of Alexander the Great. She allied herself with Julius Caesar and later "
                "Mark Antony, and she took her own life in Alexandria in August 30 BC."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "where was the founder of the red army born",
        "Yanovka, Kherson Governorate",
        [
            D(
                "Mikhail Frunze: Mikhail Frunze (1885 \u2013 1925) was a Bolshevik commander born "
                "in Pishpek, today's Bishkek in Kyrgyzstan, who led Red Army fronts against "
                "Kolchak and Wrangel in the Civil War. He succeeded Leon Trotsky as People's "
                "Commissar for Military and Naval Affairs in January 1925 and died that October."
            ),
            D(
                "Red Guards (Russia): The Red Guards were armed detachments of factory workers "
                "formed in Russia in 1917, which helped the Bolsheviks seize the Winter Palace in "
                "Petrograd in the October Revolution. Many of their members joined the regular "
                "army raised in 1918, and the name was reused by student militants in China in the "
                "1960s."
            ),
            S(
                "Leon Trotsky: Leon Trotsky (1879 \u2013 1940), born Lev Bronstein, was a Russian "
                "revolutionary born in the village of Yanovka in the Kherson Governorate, in "
                "present-day Ukraine, to a family of Jewish farmers. A leader of the October "
                "Revolution, he was exiled by Stalin in 1929 and murdered in Mexico City in 1940."
            ),
            D(
                "Semyon Budyonny: Semyon Budyonny (1883 \u2013 1973) was a Soviet cavalry "
                "commander born on a farm in the Don Cossack lands of southern Russia, who founded "
                "and led the First Cavalry Army in the Russian Civil War. He was made one of the "
                "first five Marshals of the Soviet Union in 1935 and lived to the age of ninety."
            ),
            D(
                "Kherson: Kherson is a port city in southern Ukraine on the lower Dnieper near the "
                "Black Sea, founded in 1778 by Grigory Potemkin as a fortress and shipyard for the "
                "new Black Sea Fleet. It was the seat of a governorate of the Russian Empire, and "
                "Russian forces occupied it from March to November 2022."
            ),
            D(
                "Assassination of Leon Trotsky: Leon Trotsky was attacked with an ice axe in his "
                "fortified house in Coyoac\u00e1n, Mexico City, on 20 August 1940 by Ram\u00f3n "
                "Mercader, a Spanish-born agent of the Soviet secret police, and he died the next "
                "day. The house where he spent his last months is now a museum."
            ),
            D(
                "Kliment Voroshilov: Kliment Voroshilov (1881 \u2013 1969) was a Soviet commander "
                "and politician born in the Yekaterinoslav Governorate, in present-day Ukraine, "
                "who headed the Soviet military from 1925 to 1940. A close ally of Stalin, he "
                "later served as chairman of the Presidium of the Supreme Soviet from 1953 to 1960."
            ),
            S(
                "Red Army: The Red Army was the army of Soviet Russia and later of the Soviet "
                "Union, created in January 1918 by decree of the Bolshevik government during the "
                "Russian Civil War. Its founder was Leon Trotsky, who built it into a mass "
                "conscript force as People's Commissar for War, and it was renamed the Soviet Army "
                "in 1946."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "In which County Roscommon town was the first President of Ireland born?",
        "Castlerea",
        [
            D(
                "Gaelic League: The Gaelic League, in Irish Conradh na Gaeilge, is a body founded "
                "in Dublin in July 1893 to keep the Irish language alive as an everyday spoken "
                "tongue. Its classes, festivals and papers drew in many future leaders of the "
                "independence movement, and it still campaigns for the language today."
            ),
            S(
                "President of Ireland: The President of Ireland is the head of state of Ireland, "
                "an office created by the constitution of 1937 and filled by direct popular vote "
                "for a seven-year term. The first holder was Douglas Hyde, who took office in June "
                "1938, and the president lives at \u00c1ras an Uachtar\u00e1in in Dublin's Phoenix "
                "Park."
            ),
            D(
                "Se\u00e1n T. O'Kelly: Se\u00e1n T. O'Kelly (1882 \u2013 1966) was an Irish "
                "politician born in Dublin who fought in the Easter Rising of 1916 and was a "
                "founding member of the Fianna F\u00e1il party. He became the second President of "
                "Ireland in 1945 and served two full terms of office until 1959."
            ),
            D(
                "\u00c9amon de Valera: \u00c9amon de Valera (1882 \u2013 1975) was an Irish "
                "statesman born in New York City to an Irish mother and a Spanish father, who "
                "founded Fianna F\u00e1il in 1926. He drafted the constitution of 1937, led the "
                "government for many years and was President of Ireland from 1959 to 1973."
            ),
            D(
                "Mary Robinson: Mary Robinson (born 1944) is an Irish lawyer and politician born "
                "in Ballina, County Mayo, who became the first woman President of Ireland in "
                "December 1990. After leaving office in 1997 she served as the United Nations High "
                "Commissioner for Human Rights until 2002."
            ),
            S(
                "Douglas Hyde: Douglas Hyde (1860 \u2013 1949) was an Irish scholar of the Irish "
                "language born at Longford House in Castlerea, County Roscommon, the son of a "
                "Church of Ireland rector. He founded the Gaelic League in 1893 to revive spoken "
                "Irish and served as the first President of Ireland from 1938 to 1945."
            ),
            D(
                "\u00c1ras an Uachtar\u00e1in: \u00c1ras an Uachtar\u00e1in is the official "
                "residence of the President of Ireland, a Palladian house in the Phoenix Park in "
                "Dublin built in the 1750s for the park's ranger. It later served as the Viceregal "
                "Lodge of the British lords lieutenant, and it first became a president's home in "
                "1938."
            ),
            D(
                "Roscommon: Roscommon is the county town of County Roscommon in the Irish "
                "midlands, which grew up around a Dominican priory founded in 1253 and a Norman "
                "castle begun in 1269. The castle's ruins stand in a park north of the town "
                "centre, and its old county jail has been turned into shops."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "bridge",
        "Which company bought the studio that released SimCity in 1989?",
        "Electronic Arts",
        [
            S(
                "SimCity: SimCity is a city-building simulation game designed by Will Wright and "
                "released in 1989 by Maxis, first for the Amiga and the Macintosh and then for "
                "many other computers. Players zone land, lay roads and power lines and set taxes "
                "while coping with disasters, and SimCity 2000 followed in 1993."
            ),
            D(
                "The Sims: The Sims is a life simulation game designed by Will Wright and released "
                "in February 2000, in which players build houses and guide the daily lives of "
                "virtual people. It grew into one of the best-selling computer game series of all "
                "time, with full sequels following in 2004, 2009 and 2014."
            ),
            D(
                "Will Wright (game designer): Will Wright (born 1960) is an American game designer "
                "born in Atlanta, Georgia, whose first game was the helicopter shooter Raid on "
                "Bungeling Bay of 1984. He co-founded a games studio in 1987, designed its "
                "best-known titles, and in 2009 left to set up the think tank Stupid Fun Club."
            ),
            D(
                "Activision: Activision is an American video game publisher founded in October "
                "1979 by Jim Levy and four former Atari programmers, among them David Crane, as "
                "the first independent maker of console games. Its series include Call of Duty, "
                "and in 2008 it merged with Vivendi Games to form Activision Blizzard."
            ),
            D(
                "Broderbund: Broderbund was an American software company founded in 1980 by the "
                "brothers Doug and Gary Carlston in Eugene, Oregon, and later based in Novato, "
                "California. It published Lode Runner, Where in the World Is Carmen Sandiego? and "
                "Myst, and it was bought by The Learning Company in 1998."
            ),
            D(
                "Civilization (video game): Civilization is a turn-based strategy game designed by "
                "Sid Meier and released in 1991 by MicroProse, in which players guide a people "
                "from the Stone Age to the Space Age. MicroProse, founded in 1982 by Meier and "
                "Bill Stealey, was bought by Spectrum HoloByte in 1993."
            ),
            S(
                "Maxis: Maxis is an American video game developer founded in 1987 by Will Wright "
                "and Jeff Braun in Orinda, California, best known for its Sim series of simulation "
                "games. Electronic Arts bought the company in 1997 for about 125 million US "
                "dollars, and it released The Sims under its new owner in 2000."
            ),
            D(
                "Bullfrog Productions: Bullfrog Productions was a British video game developer "
                "founded in Guildford in 1987 by Peter Molyneux and Les Edgar, known for Populous "
                "of 1989, Theme Park and Dungeon Keeper. Electronic Arts bought it in January "
                "1995, and the studio was merged into EA UK in 2001."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "bridge",
        "home village of the man who proclaimed the people's republic of china in 1949",
        "Shaoshan",
        [
            D(
                "Zhou Enlai: Zhou Enlai (1898 \u2013 1976) was a Chinese communist leader born in "
                "Huai'an, Jiangsu, who served as the first Premier of the People's Republic of "
                "China from 1949 until his death. He was also foreign minister until 1958 and led "
                "the Chinese delegation at the Geneva Conference of 1954."
            ),
            D(
                "Chiang Kai-shek: Chiang Kai-shek (1887 \u2013 1975) was a Chinese Nationalist "
                "leader born in Xikou, Zhejiang, who headed the Kuomintang government of the "
                "Republic of China from 1928. Defeated by the communists in the civil war, he "
                "withdrew to Taiwan in 1949 and ruled there until his death in Taipei in 1975."
            ),
            S(
                "Mao Zedong: Mao Zedong (1893 \u2013 1976) was a Chinese communist revolutionary "
                "born in the village of Shaoshan, in Hunan Province, the son of a prosperous "
                "peasant farmer. He rose to lead the party during the Long March of 1934\u201335 "
                "and ruled the People's Republic from its founding until his death in 1976."
            ),
            D(
                "Tiananmen: Tiananmen, the Gate of Heavenly Peace, is the monumental gate at the "
                "northern end of Tiananmen Square in Beijing, first built in 1420 as the main "
                "entrance to the Imperial City. A large portrait of the founder of the state hangs "
                "over its central arch, and its image appears on the national emblem."
            ),
            D(
                "Liu Shaoqi: Liu Shaoqi (1898 \u2013 1969) was a Chinese communist leader born in "
                "Ningxiang County, Hunan Province, who served as Chairman of the People's Republic "
                "of China from 1959. Denounced during the Cultural Revolution, he was expelled "
                "from the party in 1968 and died in captivity in Kaifeng in 1969."
            ),
            D(
                "Long March: The Long March was the retreat of the Chinese Red Army from its base "
                "in Jiangxi, begun in October 1934, which ended a year later in northern Shaanxi "
                "after a trek of thousands of kilometres. Only a small part of the 86,000 who set "
                "out arrived, and Mao Zedong rose to the leadership on the way."
            ),
            S(
                "Proclamation of the People's Republic of China: The People's Republic of China "
                "was proclaimed on 1 October 1949 by Mao Zedong, chairman of the Chinese Communist "
                "Party, from the Gate of Heavenly Peace in Beijing. The ceremony followed the "
                "communist victory in the civil war, and the date is kept as China's National Day."
            ),
            D(
                "Yan'an: Yan'an is a city in the hills of northern Shaanxi Province, on the Yan "
                "River, which became the headquarters of the Chinese Communist Party in the years "
                "after the Long March, from 1937 until 1947. The cave dwellings where the party's "
                "leaders lived and worked are now preserved as museums."
            ),
        ],
        drop=1,
    ),
    Q(
        "titled",
        "comparison",
        "Which company was founded first, Boeing or Airbus?",
        "Boeing",
        [
            D(
                "McDonnell Douglas: McDonnell Douglas was an American aircraft maker formed in "
                "1967 by the merger of McDonnell Aircraft and the Douglas Aircraft Company, and "
                "based in St. Louis, Missouri. It built the DC-10 airliner and the F-15 Eagle "
                "fighter, and in 1997 it merged with its larger rival from Seattle."
            ),
            D(
                "Lockheed Corporation: Lockheed was an American aircraft maker that grew out of "
                "the Alco Hydro-Aeroplane Company, set up in 1912 by the brothers Allan and "
                "Malcolm Loughead in San Francisco. It built the P-38 Lightning, the U-2 spy plane "
                "and the TriStar airliner, and in 1995 it merged with Martin Marietta."
            ),
            D(
                "Boeing 747: The Boeing 747 is a wide-body airliner with a hump-shaped upper deck, "
                "first flown on 9 February 1969 and put into service by Pan Am in January 1970. "
                "Built at Everett, Washington, it held the record for passenger capacity for 37 "
                "years, and its production ended in 2023."
            ),
            S(
                "Airbus: Airbus is a European aerospace company whose origins lie in the Airbus "
                "Industrie consortium formed in December 1970 by French and West German aircraft "
                "makers, later joined by Spanish and British partners. Its main assembly lines are "
                "in Toulouse and Hamburg, and it also builds helicopters."
            ),
            D(
                "Airbus A380: The Airbus A380 is a double-deck wide-body airliner first flown from "
                "Toulouse on 27 April 2005 and put into service by Singapore Airlines in October "
                "2007. It is the largest passenger airliner ever built, and its production ended "
                "in 2021 after 251 aircraft had been made."
            ),
            S(
                "Boeing: Boeing is an American aerospace company founded in Seattle in July 1916 "
                "by the timber merchant William E. Boeing, first named Pacific Aero Products. It "
                "builds airliners such as the 737 and the 787 Dreamliner as well as military "
                "aircraft and spacecraft, and is based in Arlington, Virginia."
            ),
            D(
                "Embraer: Embraer is a Brazilian aerospace company founded in August 1969 as a "
                "state-owned firm in S\u00e3o Jos\u00e9 dos Campos, in the state of S\u00e3o "
                "Paulo, and privatised in 1994. It is best known for its regional jets of the "
                "E-Jet family and is one of the largest makers of commercial aircraft after the "
                "two giants."
            ),
            D(
                "Dassault Aviation: Dassault Aviation is a French aircraft maker founded in 1929 "
                "by the engineer Marcel Bloch, who later took the surname Dassault, and based at "
                "Saint-Cloud near Paris. It builds the Rafale fighter and the Falcon range of "
                "business jets, and earlier made the Mirage family of fighters."
            ),
        ],
        drop=0,
    ),
    Q(
        "titled",
        "compositional",
        "Where was the founder of Chanel born?",
        "Saumur",
        [
            D(
                "Christian Dior: Christian Dior (1905 \u2013 1957) was a French fashion designer "
                "born in Granville, a port on the Channel coast, who founded his couture house in "
                "Paris in 1946. His first collection of February 1947, called the New Look, "
                "brought back full skirts, and he died suddenly in Italy in 1957."
            ),
            S(
                "Coco Chanel: Gabrielle Bonheur Chanel (1883 \u2013 1971), known as Coco, was a "
                "French fashion designer born in the charity hospital of Saumur, on the Loire, and "
                "raised partly in an orphanage at Aubazine. She freed women's clothes from the "
                "corset and died at the H\u00f4tel Ritz in Paris in January 1971."
            ),
            D(
                "Chanel No. 5: Chanel No. 5 is a perfume created in 1921 by the Moscow-born "
                "perfumer Ernest Beaux for the fashion house of Coco Chanel, and named after the "
                "fifth sample he showed her. Sold in a plain rectangular bottle, it became famous "
                "when Marilyn Monroe said she wore only a few drops of it to bed."
            ),
            D(
                "Yves Saint Laurent: Yves Saint Laurent (1936 \u2013 2008) was a French fashion "
                "designer born in Oran, in French Algeria, who became head designer at Dior at the "
                "age of 21. He founded his own house in 1961 with his partner Pierre Berg\u00e9 "
                "and in 1966 brought out Le Smoking, a tuxedo suit for women."
            ),
            D(
                "Karl Lagerfeld: Karl Lagerfeld (1933 \u2013 2019) was a German fashion designer "
                "born in Hamburg who was creative director of Chanel from 1983 until his death in "
                "2019, reviving the house after its founder's death. He also designed for the "
                "Italian label Fendi for more than fifty years and ran a label of his own."
            ),
            D(
                "H\u00f4tel Ritz Paris: The H\u00f4tel Ritz is a luxury hotel on the Place "
                "Vend\u00f4me in Paris, opened in 1898 by the Swiss hotelier C\u00e9sar Ritz with "
                "the chef Auguste Escoffier. Coco Chanel lived in a suite there for more than "
                "thirty years, and Ernest Hemingway has a bar in the hotel named after him."
            ),
            S(
                "Chanel: Chanel is a French fashion house founded by Coco Chanel, who opened a hat "
                "shop in Paris in 1910 and later moved her salon to 31 rue Cambon. It is known for "
                "the little black dress, the tweed Chanel suit and the perfume Chanel No. 5, "
                "launched in 1921, and it is owned by the Wertheimer family."
            ),
            D(
                "Aubazine: Aubazine is a village in the Corr\u00e8ze department of central France "
                "that grew up around a Cistercian abbey founded in the twelfth century by Stephen "
                "of Obazine. Its convent later housed an orphanage run by nuns, where a girl who "
                "became a famous Paris designer spent part of her youth."
            ),
        ],
        drop=1,
    ),
]
