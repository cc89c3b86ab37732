"""Dutch irregular forms: the words a clue may not be because they are a form of the password.

The regular forms (endings, the participle's ge-, doubled letters) are found
by rule in :mod:`wordmastermind.core.wachtwoord.clues`. The irregular ones
cannot be: a changed vowel ("schip", "schepen") looks just like two
different words ("kist", "kasten"). So they are listed here: the nouns
whose plural changes the vowel or adds -eren, and the strong and irregular
verbs with their past forms and participle, as Dutch grammars list them.
Every word of a line is a form of every other word of that line.

>>> same_word("schepen", "schip")
True
>>> same_word("liep", "gelopen")
True
>>> same_word("kasten", "kist")
False
"""

from __future__ import annotations

from functools import cache

_NOUNS = """
schip schepen | stad steden | lid leden | smid smeden | gelid gelederen | gebed gebeden
kind kinderen | ei eieren | lam lammeren | kalf kalveren | blad bladeren | been beenderen
rund runderen | lied liederen | volk volkeren | goed goederen | rad raderen | hoen hoenderen
gemoed gemoederen | spaan spaanderen
koe koeien | vlo vlooien | gelegenheid gelegenheden | waarheid waarheden | mogelijkheid mogelijkheden
"""

_VERBS = """
bederven bederf bedierf bedierven bedorven | bedriegen bedroog bedrogen
beginnen begin begon begonnen | bergen borg borgen geborgen | bevelen beval bevalen bevolen
bidden bad baden gebeden | bieden bood boden geboden | bijten beet beten gebeten
binden bond bonden gebonden | blijken bleek bleken gebleken | blijven bleef bleven gebleven
blinken blonk blonken geblonken | breken brak braken gebroken | brengen bracht brachten gebracht
buigen boog bogen gebogen | denken dacht dachten gedacht | doen deed deden gedaan
dragen droeg droegen gedragen | drijven dreef dreven gedreven | dringen drong drongen gedrongen
drinken dronk dronken gedronken | duiken dook doken gedoken | dwingen dwong dwongen gedwongen
eten at aten gegeten | fluiten floot floten gefloten | gaan ging gingen gegaan
gelden gold golden gegolden | genieten genoot genoten | geven gaf gaven gegeven
gieten goot goten gegoten | glijden gleed gleden gegleden | graven groef groeven gegraven
grijpen greep grepen gegrepen | hangen hing hingen gehangen | hebben heb heeft had hadden gehad
helpen hielp hielpen geholpen | heffen hief hieven geheven | houden hield hielden gehouden
kiezen koos kozen gekozen | kijken keek keken gekeken | klimmen klom klommen geklommen
klinken klonk klonken geklonken | komen kwam kwamen gekomen | kopen kocht kochten gekocht
krijgen kreeg kregen gekregen | kruipen kroop kropen gekropen | kunnen kan kon konden gekund
laten liet lieten gelaten | lezen las lazen gelezen | liegen loog logen gelogen
liggen lag lagen gelegen | lijden leed leden geleden | lijken leek leken geleken
lopen liep liepen gelopen | meten mat maten gemeten | mogen mag mocht mochten gemogen
nemen nam namen genomen | prijzen prees prezen geprezen | raden ried rieden geraden
rijden reed reden gereden | rijzen rees rezen gerezen | roepen riep riepen geroepen
ruiken rook roken geroken | schenken schonk schonken geschonken | scheppen schiep schiepen geschapen
scheren schoor schoren geschoren | schieten schoot schoten geschoten | schijnen scheen schenen geschenen
schrijven schreef schreven geschreven | schrikken schrok schrokken geschrokken
schuiven schoof schoven geschoven | slaan sloeg sloegen geslagen | slapen sliep sliepen geslapen
slijpen sleep slepen geslepen | sluipen sloop slopen geslopen | sluiten sloot sloten gesloten
smelten smolt smolten gesmolten | snijden sneed sneden gesneden | spreken sprak spraken gesproken
springen sprong sprongen gesprongen | staan stond stonden gestaan | steken stak staken gestoken
stelen stal stalen gestolen | sterven stierf stierven gestorven | stijgen steeg stegen gestegen
stinken stonk stonken gestonken | strijden streed streden gestreden | trekken trok trokken getrokken
treden trad traden getreden | vallen viel vielen gevallen | vangen ving vingen gevangen
varen voer voeren gevaren | vechten vocht vochten gevochten | verdwijnen verdween verdwenen
vergeten vergat vergaten | verliezen verloor verloren | vinden vond vonden gevonden
vliegen vloog vlogen gevlogen | vragen vroeg vroegen gevraagd | vriezen vroor vroren gevroren
wegen woog wogen gewogen | werpen wierp wierpen geworpen | weten wist wisten geweten
wijzen wees wezen gewezen | winnen won wonnen gewonnen | worden werd werden geworden
zeggen zei zeiden gezegd | zenden zond zonden gezonden | zien zag zagen gezien
zijn ben bent is was waren geweest | zingen zong zongen gezongen | zinken zonk zonken gezonken
zitten zat zaten gezeten | zoeken zocht zochten gezocht | zuigen zoog zogen gezogen
zullen zou zouden | zwemmen zwom zwommen gezwommen | zwerven zwierf zwierven gezworven
zweren zwoer zwoeren gezworen | zwijgen zweeg zwegen gezwegen
"""


@cache
def _lines() -> dict[str, frozenset[int]]:
    """Each word, and the numbers of the lines it is on (a word may be a form of two: "leden")."""
    found: dict[str, set[int]] = {}
    groups = [group.split() for group in (_NOUNS + "|" + _VERBS).replace("\n", "|").split("|")]
    for number, words in enumerate(groups):
        for word in words:
            found.setdefault(word, set()).add(number)
    return {word: frozenset(numbers) for word, numbers in found.items()}


@cache
def _nouns() -> dict[str, tuple[str, ...]]:
    """Each listed noun (the first word of its line) and its listed plural."""
    lines = [line.split() for line in _NOUNS.replace("\n", "|").split("|") if line.strip()]
    return {words[0]: tuple(words[1:]) for words in lines}


def listed_plurals(noun: str) -> frozenset[str]:
    """The listed plural of ``noun`` (lower case, no accents), if a rule cannot make it.

    >>> sorted(listed_plurals("kind")), sorted(listed_plurals("kinderen"))
    (['kinderen'], [])
    """
    return frozenset(_nouns().get(noun, ()))


def listed_noun(word: str) -> str | None:
    """The listed noun whose plural ``word`` is, or ``None``.

    >>> listed_noun("schepen"), listed_noun("schip")
    ('schip', None)
    """
    return next((noun for noun, plural in _nouns().items() if word in plural), None)


def same_word(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` (lower case, no accents) are two forms of one listed word."""
    lines = _lines()
    return a != b and bool(lines.get(a, frozenset()) & lines.get(b, frozenset()))
