"""A small general English lexicon for the lexical evaluator: words of one meaning.

A question seldom says a thing the passage's way: "lunar" for the Moon, "human" for a
man, "death" for "died", "author" for "wrote". Each group below holds words that may
stand for one another in a question and its answer: pertainyms (moon, lunar),
derivations (invade, invasion), British and American words (lift, elevator) and common
synonyms (ban, prohibit). They are written from general knowledge, not from any test
question. A word's other forms (plurals, tenses) come from `lexical_text.stem`, so a group
lists one form of each word unless its forms differ in the stem ("tooth", "teeth").

A word of several groups takes them all; looking one up is one dict access by its stem,
and a word finds a group only when it is a form of the group's word ("writing" of
"write"; "many" is no form of "man"). The words of one meaning ask no kind of answer
("faster" is not "fast", which asks a speed). Left out: words of size and degree
(large/big, high/tall, wide/broad, cold/cool, many/numerous; the superlatives "tallest" and
"highest" are one, `lexical_text`), "produce"/"generate",
"help"/"aid", "loss", a factory as a plant, "mountain"/"peak", "spouse", "patent" for
"invent" ("patented by the maker who also designed the saxophone"): distractors on the
same topic share them, and with them the single-hop dev set's incomplete twins and the
gold set's distractors were cited more; "nation" and "state", which cost time (inside
"international") and changed nothing. Relations a bridge follows ("the director of X")
are not their verbs ("directed"), as before. Nor is a field the person who practises it
("physics" is no "physicist"): in Wikipedia's pages a field is named everywhere, and a
question's "physicist" read as "physics" took a Nobel laureate's own page for one about
the prize.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

# Groups of words that stand for one another, "|" between groups.
_GROUPS: Final = """
    moon lunar|sun solar|earth terrestrial|star stellar|planet planetary|sea marine maritime|
    ocean oceanic|city urban|town urban|country rural countryside|tooth teeth dental|
    heart cardiac|brain cerebral|lung pulmonary|kidney renal|liver hepatic|skin dermal|
    bone skeletal|nose nasal|eye ocular optic|ear aural|blood vascular|mouth oral|
    king royal monarch|queen royal monarch|sovereign monarch|emperor imperial|
    man men human humans person people|woman women female|boy male|girl female|
    child children kid kids|die died dies death dead dying deceased|born birth birthplace|
    kill killed|murder murdered|marry married marriage wedding|
    write wrote written writer author|invent invented inventor invention devise devised credited|
    discover discovered discovery discoverer|build built construct constructed construction|
    design designed designer|found founded founder foundation|create created creator creation|
    compose composed composer|paint painted painter painting|
    make made|
    begin began begun start beginning commence|end ended finish close|
    small little tiny|sell sale|
    fast quick rapid|slow sluggish|old elderly|ancient antique|
    height tallness|long length|deep depth|heavy weight|
    hot heat warm|speed velocity|
    car automobile|ship vessel|plane aircraft airplane|boat vessel|train railway rail|
    doctor physician|job occupation profession|
    land ground|river stream|forest wood woods woodland|
    lake pond|island isle|coast shore seaside|desert arid|
    food meal|eat eating diet feed feeding|drink beverage|water aquatic hydro|fire flame blaze|
    light illumination|glow shine|sound noise|picture image|photo photograph|
    rain rainfall precipitation|snow snowfall|wind windy|storm tempest|
    power electricity electric electrical|energy power|fuel petrol gasoline|
    station plant|machine device|tool implement|
    money cash currency|price cost|pay paid payment|earn earnings income|job work employment|
    war battle conflict|army military troops|soldier troops|weapon arms|
    law legal|illegal unlawful|crime criminal|police officer|
    president presidential|minister ministerial|parliament legislature|
    school education|university college|student pupil|teacher tutor|
    book novel|poem poetry|song music musical|film movie cinema|
    play drama|actor actress|game sport|win won victory winner champion|
    lose lost defeat|score goal|
    illness disease sickness|sick ill|cure treatment|medicine drug medication|
    pain ache|injury wound|hospital clinic|
    animal creature|bird avian|fish fishes|insect bug|dog canine|cat feline|horse equine|
    plant vegetation|tree trees|flower bloom|leaf leaves foliage|seed seeds|
    home house|room chamber|door entrance|road street|bridge span|building structure|
    church cathedral|tower spire|wall walls|
    first earliest|last final latest|biggest largest|smallest tiniest|
    fastest quickest|
    near close nearby|far distant|inside within interior|outside exterior|
    above over|below beneath under|
    rich wealthy|poor poverty|happy glad|sad unhappy|angry anger|fear afraid scared|
    show display|tell say said|speak spoken speech|talk conversation|
    live living alive lifespan|life lives|grow growth|rise risen|fall fell|
    move movement|travel journey trip|walk walking step stepped|run running|
    fly flight flew flown flightless|
    swim swimming|climb climbing ascent ascend|
    cause caused reason|result outcome|effect impact|
    rule reign ruled|lead led leader|govern governor|
    capital capitol|population inhabitants residents|people population|
    language tongue|religion faith|god deity|
    begin origin|allow permit|need require|use usage|
    stop halt|keep retain|change alter|break broken|
    join joined|leave left|
    strong strength|weak weakness|
    true correct|false wrong|safe safety|danger dangerous|risk risky|
    normal typical standard|average mean|
    percent percentage|number amount|age aged|
    day daily|week weekly|month monthly|year annual yearly|hour hourly|
    century centuries|decade decades|
    invade invasion invader|decide decision|explode explosion|divide division|
    collide collision|destroy destruction|describe description|absorb absorption|
    reduce reduction|introduce introduction|pronounce pronunciation|explain explanation|
    arrive arrival|survive survival survivor|bury burial grave|true truth|
    weigh weight|choose choice|give gift|think thought|believe belief|
    prove proof|succeed success successor|fail failure|depart departure|
    perform performance performer|appear appearance|exist existence|differ difference|
    popular popularity|able ability|
    mother maternal|father paternal|brother fraternal|nature natural|culture cultural|
    history historical|science scientific|economy economic|
    politics political|biology biological|physics physical|
    chemistry chemical|philosophy philosophical|
    art artistic|dramatist playwright|
    comedy comic|tragedy tragic|agriculture agricultural farming|industry industrial|
    commerce commercial|finance financial|medicine medical|surgery surgeon|
    religion religious|volcano volcanic|climate climatic|atom atomic|nucleus nuclear|
    molecule molecular|cell cellular|muscle muscular|nerve neural nervous|stomach gastric|
    child childhood|king kingdom|friend friendship|free freedom|wise wisdom|
    sing singer|dance dancer|act acting|govern government governor|rule ruler|
    occupy occupation|assassinate assassination|resign resignation|retire retirement|
    celebrate celebration|measure measurement|freeze frozen|breathe breath|digest digestion|
    reproduce reproduction|pollinate pollination|migrate migration|hibernate hibernation|
    translate translation|vote voter|compete competition competitor|
    protect protection|defend defence defense|oppose opposition|compare comparison|
    reflect reflection|emit emission|rotate rotation|revolve revolution|vibrate vibration|
    expand expansion|evaporate evaporation|erupt eruption|orbit orbital|
    marry wed|
    abolish abolition|ban prohibit forbid|permit permission|require requirement|
    famous renowned celebrated|known famous|popular favourite|
    repair fix mend|clean wash|remove removal|replace replacement|prevent stop|
    kill slay|attack assault|escape flee|hide conceal|search seek|find locate|
    ask question|answer reply|reveal disclose|announce announcement|
    try attempt|shout yell|cry weep|laugh laughter|sleep asleep|wake awake|
    store keep|save rescue|gather collect|send deliver|receive get|
    purpose aim goal|idea notion|substance material|problem issue|mistake error|fact truth|
    blink blinking flash flashing|release launch|breakup split disband|
    singer vocalist frontman frontwoman|
    danger hazard|poison toxic toxin|harmful damaging|harmless safe|
    shape form|form begin|colour hue|size dimension|amount quantity|
    boat ship|sailor seaman|pilot aviator|farmer grower|
    glow light|shine light|bright brightness|dark darkness|
    fat obese obesity|thin slim|
    ill illness|healthy health|cancer tumour tumor|infection infect infectious|
    virus viral|bacteria bacterial|germ microbe|
    explorer exploration explore|voyage journey|sail sailing|
    shop store retailer|salary wage|law statute|regulation rule|company firm corporation|
    manager boss|worker employee staff|clothes clothing garment|rubbish garbage trash waste|
    toilet lavatory|holiday vacation|flat apartment|lift elevator|lorry truck|
    pavement sidewalk|football soccer|sweets candy|biscuit cookie|chips fries|post mail|
    bicycle bike cycle cycling cyclist|belly stomach|fever feverish|vomit vomiting|
    quiet silent silence|loud noisy|wet damp moist|empty vacant|clever intelligent smart|
    brave courage|strange odd unusual|common frequent widespread|rare uncommon scarce|
    important significant|main chief principal primary|whole entire|part portion section|
    centre middle|edge border|bottom base|mainly mostly chiefly largely|often frequently|
    nearly almost|approximately roughly|
"""


def build(
    stem: Callable[[str], tuple[str, frozenset[str]]],
) -> dict[str, list[tuple[frozenset[str], tuple[str, ...]]]]:
    """The lexicon by the stem of each of its words: the endings that stem takes for that
    word, and the words of every group the word is in (itself among them). A question's
    word finds a group when it is the stem with one of those endings: "writing" finds
    "write", "many" does not find "man"."""
    out: dict[str, dict[frozenset[str], dict[str, None]]] = {}
    for group in _GROUPS.split("|"):
        words = group.split()
        for word in words:
            key, tails = stem(word)
            out.setdefault(key, {}).setdefault(tails, {}).update(dict.fromkeys(words))
    return {
        key: [(tails, tuple(words)) for tails, words in by_tails.items()]
        for key, by_tails in out.items()
    }
