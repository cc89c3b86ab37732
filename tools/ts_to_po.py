"""Run once: move the Qt Linguist translations (``resources/translations/*.ts``) into the gettext catalogs.

    .venv/bin/python tools/ts_to_po.py && .venv/bin/python tools/update_catalogs.py

Each ``.ts`` source becomes an entry of the language's ``.po`` without the Qt
class (the code's disambiguation, where there is one, is the ``msgctxt``).
Where the ``.ts`` translated one English sentence two ways, or the
interface and the rule messages did, :data:`SETTLED` gives the one wording
kept (in both); :data:`DISAMBIGUATED` names the texts the code now tells
apart. Kept in the history of the commit that removed the ``.ts`` files.
"""

from __future__ import annotations

import sys
from pathlib import Path

from defusedxml import ElementTree

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from wordmastermind.files import i18n  # noqa: E402
from wordmastermind.files.po import Entry, format_po, parse_po  # noqa: E402

FOLDER = ROOT / "wordmastermind" / "resources" / "translations"

DISAMBIGUATED = {
    ("ReportExport", "Word"): "Microsoft Word", ("RosterChoices", "Word"): "Microsoft Word",
    ("RosterChoices", "none"): "no attachment", ("TilesPanel", "none"): "no tiles",
    ("WordListStatus", "German"): "the German word lists", ("WordListStatus", "Dutch"): "the Dutch word lists",
    ("WordListStatus", "French"): "the French word lists", ("WordActions", "Take back {0}"): "an accepted word",
}
HOMONYMS = {"Word", "none", "nobody", "lot", "text", "German", "Dutch", "French", "Take back {0}"}
"""English with several meanings or grammatical cases: the table messages keep their own translations."""

SETTLED: dict[str, dict[str, str]] = {
    "de": {
        "&Send": "&Absenden",
        "The game is over.": "Die Partie ist zu Ende.",
        "New &round": "Neue R&unde",
        "Move": "Zug",
        "Word &length:": "Wort&länge:",
        "Word": "Wort",
        "Enter the password for {0}: the system keyring has none.":
            "Geben Sie das Passwort für {0} ein: Der Schlüsselbund des Systems hat keines.",
        "S&top": "S&topp",
        "&Players": "&Mitspieler",
        "Note": "Anmerkung",
        "Guesses that could not be the word by earlier marks:":
            "Rateversuche, die nach früheren Wertungen nicht das Wort sein können:",
        "By round": "Nach Runden",
        "Standings": "Stand",
        "end": "hinten",
        "front": "vorn",
        "there is no round {round} to mail: the game has {count}":
            "es gibt keine Runde {round} zu versenden: das Spiel hat {count}",
    },
    "nl": {
        "&Send": "Verze&nden",
        "The game is over.": "Het spel is afgelopen.",
        "&Play": "Spe&len",
        "Word": "Woord",
        "Enter the password for {0}: the system keyring has none.":
            "Voer het wachtwoord voor {0} in: de sleutelbos van het systeem heeft er geen.",
        "&Remember the password in the system keyring": "Wachtwoord in de sleutelbos van het systeem ont&houden",
        "S&top": "Sto&ppen",
        "sent": "verzonden",
        "Marks": "Uitslag",
        "&Players": "Spe&lers",
        "Holder": "Houder",
        "E-mail": "E-mail",
        "Guesses that could not be the word by earlier marks:":
            "Raadpogingen die volgens eerdere uitslagen het woord niet kunnen zijn:",
        "By round": "Per ronde",
        "in play": "nog in het spel",
        "Target": "Doel",
        "tiles left": "stenen over",
        "Rack": "Rekje",
        "Rounds": "Ronden",
        "the agreed number of rounds is at least 1, not {rounds}":
            "het afgesproken aantal ronden is ten minste 1, niet {rounds}",
        "{path}: cannot be written: {reason}": "{path}: kan niet worden geschreven: {reason}",
    },
    "fr": {
        "&Send": "E&nvoyer",
        "To: {0}": "À\xa0: {0}",
        "Subject: {0}": "Objet\xa0: {0}",
        "The letters could not be written: {0}": "Les lettres n'ont pas pu être écrites\xa0: {0}",
        "The game is over.": "La partie est terminée.",
        "Word &length:": "&Longueur des mots\xa0:",
        "Word": "Mot",
        "&Remember the password in the system keyring": "Enregist&rer le mot de passe dans le trousseau du système",
        "S&top": "&Arrêter",
        "Not sent: {0}": "Non envoyé\xa0: {0}",
        "Written: {0}": "Fichier écrit\xa0: {0}",
        "Marks": "Résultat",
        "Status": "État",
        "Asked": "Interrogé",
        "Guesses that could not be the word by earlier marks:":
            "Propositions qui ne peuvent pas être le mot d’après les résultats précédents :",
        "By round": "Par manche",
        "guessed!": "trouvé !",
        "end": "à l’arrière",
        "front": "à l’avant",
        "in play": "encore en jeu",
        "Target": "Cible",
        "Guesser": "Proposé par",
        "Grids": "Grilles",
        "the agreed number of rounds is at least 1, not {rounds}":
            "le nombre de manches convenu est d’au moins 1, pas {rounds}",
        "{path}: cannot be written: {reason}": "{path} : écriture impossible : {reason}",
    },
}


def ts_translations(language: str) -> dict[tuple[str | None, str], set[str]]:
    """(disambiguation, English) -> the translations the ``.ts`` gives it."""
    found: dict[tuple[str | None, str], set[str]] = {}
    root = ElementTree.parse(str(FOLDER / f"wordmastermind_{language}.ts")).getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            text = "" if translation is None else "".join(translation.itertext())
            found.setdefault((DISAMBIGUATED.get((name, source)), source), set()).add(text)
    return found


def convert(language: str) -> None:
    settled = SETTLED[language]
    path = i18n.po_file(language)
    entries = parse_po(path.read_text("utf-8"))
    for entry in entries:
        if entry.msgid in settled and entry.msgid not in HOMONYMS and entry.plural is None:
            entry.msgstr = (settled[entry.msgid],)
    for (disambiguation, english), texts in sorted(ts_translations(language).items(), key=lambda i: i[0][1]):
        if disambiguation is None and english in settled:
            text = settled[english]
        elif len(texts) == 1:
            text = next(iter(texts))
        else:
            raise SystemExit(f"{language}: {english!r} translated {len(texts)} ways, none settled: {texts}")
        entries.append(Entry(disambiguation, english, None, (text,)))
    path.write_text(format_po(entries), "utf-8")


if __name__ == "__main__":
    for code in i18n.LANGUAGES:
        convert(code)
