"""Every text of the app is translated into German, Dutch and French, one way, and the app switches language."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
import update_catalogs  # noqa: E402

from wordmastermind.files import i18n  # noqa: E402
from wordmastermind.files.po import Entry, parse_po  # noqa: E402

PLACEHOLDER = re.compile(r"\{\d*\}|%\d|%n")

HOMONYMS = {
    "Word": "the word processor (Microsoft Word), a player's word, the guessed word of a report's row",
    "none": "no attachment, no tiles: the word agrees with what is not there (keiner, keine)",
    "nobody": "'to nobody' and 'nobody' in a sentence: German's dative and accusative",
    "lot": "the lot's field in a file (Los) and the lot report's file name (Auslosung)",
    "text": "a report format's name (texte) and what a cell holds (du texte)",
    "German": "a language's name, and the adjective of 'the German word lists'",
    "Dutch": "a language's name, and the adjective of 'the Dutch word lists'",
    "French": "a language's name, and the adjective of 'the French word lists'",
    "English": "a language's name alone (a menu's Anglais) and in a sentence (rapports en anglais)",
    "Take back {0}": "Woordspel's last move, and an accepted word",
    "Turn": "a turn (Zug 3), and the turn's number heading Woordspel's sheet beside its move (Zug-Nr., Zug)",
    "{0} of them marked":
        "one of a mail's guesses marked, or several: French agrees (dont 1 marquée, dont 2 marquées)",
    "&Players": "each game's own word for its players (Wörter-MasterMind's rules: Mitspieler)",
    "In round {round} you have one guess. You may guess at {targets}.":
        "a guess at one player's word, or at one of several: French says le mot de, or les mots de",
    "In round {round} you have one guess, weighting factor (WF) {wf}. You may guess at {targets}.":
        "as the one before, after round 1 with the round's weighting factor (le mot de, les mots de)",
    "Here is the lot for round 1 of {title}: you guess at {targets}.":
        "the lot of one player's word, or of several: French says le mot de, or les mots de",
    "Guesses at": "the lot's column heading, one guess each or several: French says le mot de, or les mots de",
    "Since the report of round {round} went out, {names} withdrew. What changed for you:":
        "one player who withdrew, or several: the verb agrees (hat sich, haben sich; a quitté, ont quitté)",
    "Since the report of round {round} went to {name}, whose place you took over, {names} withdrew. What changed"
    " for the place:": "as the one before, to the new player of a place taken over since (hat sich, haben sich)",
    "{title}: {names} withdrew":
        "a correction's subject: one player who withdrew, or several (hat sich, haben sich; a quitté, ont quitté)",
    "it answers the mail saying {names} withdrew, which asked for round {round}'s guesses, and round {round} is"
    " closed": "the inbox's reason for a reply to that correction: one player, or several (hat sich, haben sich)",
    "it answers the mail saying {names} withdrew, sent after the game ended": "as the one before, the game over",
    "it answers the mail saying {names} withdrew, which ended the game": "as the one before, that ended the game",
}
"""English that means two things: each translation of it names what it means (a disambiguation or a code)."""


def interface_entries(language: str) -> list[Entry]:
    """The catalog's entries of the Qt interface (those no message table holds)."""
    return [entry for entry in parse_po(i18n.po_file(language).read_text("utf-8"))
            if entry.msgid and not update_catalogs.is_code(entry.context)]


def messages(language: str) -> list[tuple[str, str]]:
    """(English, translation) of every text of the Qt interface in ``language`` ("en": English as it is)."""
    return [(entry.msgid, entry.msgid if language == "en" else entry.msgstr[0])
            for entry in interface_entries("de" if language == "en" else language)]


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_visible_string_is_translated(language: str) -> None:
    said = update_catalogs.interface_texts()
    held = {entry.key: entry for entry in interface_entries(language)}
    assert sorted(set(said) - set(held), key=str) == [], "said in the code, not in the catalog: run tools/update_catalogs.py"
    assert sorted(set(held) - set(said), key=str) == [], "in the catalog, said nowhere: run tools/update_catalogs.py"
    missing = [f"{entry.msgid!r}" for entry in held.values() if not entry.translated]
    assert not missing, f"{len(missing)} strings not translated into {language}:\n" + "\n".join(missing[:40])


def test_every_text_the_interface_translates_is_a_literal(tmp_path: Path) -> None:
    (tmp_path / "widget.py").write_text("class W:\n    def f(self, name):\n        return self.tr(f'Hello {name}')\n")
    with pytest.raises(update_catalogs.NotALiteral, match="widget.py:3"):
        update_catalogs.interface_texts(tmp_path)
    (tmp_path / "widget.py").write_text(
        "from PySide6.QtCore import QCoreApplication\ntranslate = QCoreApplication.translate\n"
        "a = translate('W', 'Open', 'a file')\nb = QCoreApplication.translate('W', 'Open')\nc = painter.translate(1, 2)\n")
    assert update_catalogs.interface_texts(tmp_path) == {("a file", "Open"): ["widget.py"], (None, "Open"): ["widget.py"]}


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_translations_keep_placeholders_and_mnemonics(language: str) -> None:
    wrong = []
    for source, text in messages(language):
        if not text:
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            wrong.append(f"{source!r} -> {text!r}: placeholders differ")
        if re.search(r"&[^&\s]", source.replace("&&", "")) and not re.search(r"&[^&\s]", text.replace("&&", "")):
            wrong.append(f"{source!r} -> {text!r}: the keyboard shortcut (&) is lost")
    assert not wrong, "\n".join(wrong[:40])


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_no_sentence_is_translated_two_ways(language: str) -> None:
    # The app, its reports and its command line say one English sentence in one wording;
    # only English that means two things (HOMONYMS) may differ, told apart by its context.
    # A button's key (its &) may differ where two screens need different ones.
    ways: dict[tuple[str, str | None], set[tuple[str, ...]]] = {}
    for entry in parse_po(i18n.po_file(language).read_text("utf-8")):
        if entry.msgid and entry.msgid not in HOMONYMS:
            wording = tuple(re.sub(r"&(?=[^&\s])", "", text) for text in entry.msgstr)
            ways.setdefault((entry.msgid, entry.plural), set()).add(wording)
    twice = {english: texts for (english, _plural), texts in ways.items() if len(texts) > 1}
    assert twice == {}, f"{language}: settle each on one wording (or name the meaning: HOMONYMS)"


def test_the_catalog_is_read_by_the_interface_without_its_qt_class(qapp: Any) -> None:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QDialogButtonBox

    from wordmastermind.gui.i18n import Translators

    translators = Translators()
    assert translators.install("de")
    try:
        translate = QCoreApplication.translate
        assert translate("MainWindow", "&File") == translate("AnyClass", "&File") == "&Datei"
        assert translate("ReportExport", "Word", "Microsoft Word") == "Word"
        assert translate("TilesPanel", "none", "no tiles") == "keine"
        assert translate("RosterChoices", "none", "no attachment") == "keiner"
        assert translate("MainWindow", "a text no catalog holds") == "a text no catalog holds"
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        assert sorted(button.text() for button in buttons.buttons()) == ["Abbrechen", "OK"]  # Qt's own
        buttons.deleteLater()
    finally:
        translators.install("en")
    assert QCoreApplication.translate("MainWindow", "&File") == "&File"


def test_the_game_terms_keep_their_names_in_german() -> None:
    joined = "\n".join(text for _source, text in messages("de"))
    for term in ("Ratepunkte", "Wortpunkte"):
        assert term in joined


def test_the_german_interface_calls_one_game_a_partie() -> None:
    """The German app says "Neue Partie" and "Die Partie ist zu Ende", but Wachtwoord's buttons said "Spiel
    beenden" and "Spiel fortsetzen", the standings "das Spiel ist noch nicht vorbei" and the settings "die Sprache
    der Berichte dieses Spiels". The menu keeps its name (Spiel ▸ Mail an die Spieler…), and a word in play is
    "im Spiel"."""
    kept = re.compile(r"Spiel ▸|(?:im|aus dem) Spiel")
    wrong = [text for source, text in messages("de") if source != "&Game"
             and re.search(r"\bSpiel(?:e|s|es)?\b", kept.sub("", text.replace("&", "")))]
    assert wrong == []


def test_the_french_texts_call_one_game_a_partie() -> None:
    """The French app says "Nouvelle partie" and "la partie est terminée", but its rule messages said "ce jeu
    ne permet que A-Z", "le jeu en demande 5", "le jeu demande au moins 4 joueurs". "Jeu" stays where it is
    another thing: the menu (Jeu ▸), the game master (meneur de jeu), play (en jeu, hors jeu, quitter le jeu),
    a set (un jeu de règles, Woordspel's tiles: le jeu en a 2)."""
    kept = re.compile(r"Jeu ▸|^Jeu$|meneur de jeu|(?:en|hors) jeu|(?:quitt\w*|sorti du) (?:le )?jeu|jeu de règles"
                      r"|le jeu (?:a|en a|n’en a)\b")
    wrong = [text for entry in parse_po(i18n.po_file("fr").read_text("utf-8")) if entry.msgid
             for text in entry.msgstr if re.search(r"\b[Jj]eux?\b", kept.sub("", text.replace("&", "")))]
    assert wrong == []


def test_switching_the_language_keeps_the_window_and_its_open_game(window: Any, tmp_path: Path, qtbot: Any) -> None:
    from wordmastermind.gui import settings as keys

    window.wmm.load_demo()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
    game, sheet, central = window.wmm.document.game, window.wmm, window.centralWidget()
    window.switch_language("de")
    assert window.isVisible() and window.centralWidget() is central and window.wmm is sheet
    assert window.wmm.document.game == game and window.wmm.document.modified
    assert window.menuBar().actions()[0].text() == "&Datei"
    assert window.settings.get(keys.LANGUAGE) == "de"
    window.switch_language("en")
    assert window.menuBar().actions()[0].text() == "&File"
    assert window.wmm.document.game == game


def test_switching_the_language_keeps_the_undo_history(window: Any, qtbot: Any) -> None:
    # Two edits, a language switch: both can be undone from the Edit menu, which says so in
    # German, and done again in English; the game is marked saved again once back where it was loaded.
    window.wmm.load_demo()
    loaded = window.wmm.document.game
    stack = window.wmm.document.undo_stack
    stack.setClean()
    window.wmm.document.edit("Notes", lambda game: game.with_notes(1, "Gut gespielt"))
    window.wmm.document.edit("Notes", lambda game: game.with_notes(2, "Knapp"))
    edited = window.wmm.document.game
    window.switch_language("de")
    assert window.wmm.document.game == edited and stack.count() == 2 and window.wmm.document.modified
    assert window.undo_group.activeStack() is stack
    assert window.undo_action in window.edit_menu.actions() and window.undo_action.isEnabled()
    assert window.undo_action.text() == "Rü&ckgängig Notes"
    window.undo_action.trigger()
    window.undo_action.trigger()
    assert window.wmm.document.game == loaded and not window.wmm.document.modified
    window.switch_language("en")
    assert window.redo_action.text() == "&Redo Notes" and window.edit_menu.actions()[:2] == [
        window.undo_action, window.redo_action]
    window.redo_action.trigger()
    assert window.wmm.document.game.rounds[0].notes == "Gut gespielt"
    assert window.wmm.shows_game()


def test_a_side_game_keeps_its_undo_history_over_a_language_switch(window: Any, qtbot: Any) -> None:
    from wordmastermind.games import WOORDSPEL

    woordspel = window.sheet_of_kind(WOORDSPEL.kind)
    assert woordspel is not None
    woordspel.load_demo()
    window.tabs.setCurrentWidget(woordspel)
    before = woordspel.document.game
    woordspel.document.edit("Title", lambda game: game.with_title("Herbst"))
    window.switch_language("de")
    assert window.sheet_of_kind(WOORDSPEL.kind) is woordspel and woordspel.shows_game()
    assert window.tabs.currentWidget() is woordspel
    assert woordspel.document.game.title == "Herbst"
    window.undo_action.trigger()
    assert woordspel.document.game == before


SHARED_WITH_GERMAN = {
    # the same word in Dutch or French as in German: not German left in the catalog
    "nl": {"&Server:", "&Title:", "Title:", "Born", "Candidates", "Nobody", "Pa&ge:", "Pass", "Standings", "Totals: {0}. {1}",
           "nobody"},
    "fr": {"Address", "G&ame", "Game"},
}
"""Catalog entries whose Dutch or French is, rightly, the German (beyond names, codes and patterns)."""


def _no_words(text: str) -> bool:
    """A text of no words of any one language: placeholders, codes, names of programs and formats."""
    return not re.search(r"[a-zäöüß]{3}", re.sub(r"\{[^}]*\}|Avery|Zweckform|[A-Z]{2,}\w*|Word|Excel|Woordspel|"
                                             r"Wachtwoord|Wörter-MasterMind|Brettspielnetz|example|wordmastermind|"
                                             r"Niveau|null|Joe", "", text))


@pytest.mark.parametrize("language", ["nl", "fr"])
def test_no_german_is_left_in_the_dutch_or_french_catalog(language: str) -> None:
    """The standings' "Rate-/punkte" and "Wort-/punkte" headers were German in the Dutch and French catalogs."""
    german = {entry.key: entry.msgstr for entry in parse_po(i18n.po_file("de").read_text("utf-8"))}
    left = [entry.msgid for entry in parse_po(i18n.po_file(language).read_text("utf-8"))
            if entry.msgid and german.get(entry.key) == entry.msgstr and entry.msgstr[0] != entry.msgid
            and not _no_words(entry.msgstr[0]) and entry.msgid not in SHARED_WITH_GERMAN[language]]
    assert left == [], f"{language}: the German translation kept: {left}"


def test_french_writes_one_apostrophe() -> None:
    """A French report mixed "l'évaluation" and "l’évaluation" (379 texts against 328): the catalog writes
    the typographic apostrophe between letters, as French typography does. Quotes ('front') are no
    apostrophes, and a Dutch word quoted as written keeps its own (auto's)."""
    elided = re.compile(r"(?<=[^\W\d_])'(?=&?[^\W\d_]|\{)")
    straight = [text for entry in parse_po(i18n.po_file("fr").read_text("utf-8")) for text in entry.msgstr
                if elided.search(text.replace("auto's", ""))]
    assert straight == [], f"{len(straight)} French texts with l' for l’: {straight[:5]}"


_BREAKABLE = re.compile(r"(?<=[^\s,;:]) (?=[:;]|[?!](?![?!]))|(?<=«) | (?=»)")
"""An ordinary space where French typography puts a no-break one: before : ; ? ! and inside « ». A ? after a
comma or a colon is no question mark (the key of a blank, "lettres, ? pour un joker"; a blank answer, "Emil :
?????")."""

SPACED_AS_TYPED = {
    "mail.default.template": "a mail's text, which the game master edits in the mail dialog: its editor turns a "
                             "no-break space into a plain one, and an untouched text must still be the default "
                             "(it follows a change of language, and the settings keep no copy of it)",
    "mail.default.lot_template": "as mail.default.template",
    "mail.default.final_template": "as mail.default.template",
    "report.own.heading": "found as written in the mail texts kept with the old defaults, which carried this heading "
                          "with a plain space, so that a mail does not head the guesses twice",
}
"""French texts (by code) that keep a plain space before their colons, and why."""


def french(text: str) -> str:
    """French as a test types it, ordinary spaces, made as the catalog writes it: a no-break space before
    : ; ? ! and inside « » (``french("Mot d’Emil : SALAT")``)."""
    return _BREAKABLE.sub("\u00a0", text)


def test_french_keeps_its_colons_with_their_words() -> None:
    """French writes a space before : ; ? ! and inside « », and it is a no-break one: 761 French texts had an
    ordinary space before such a sign and 388 a no-break one, so a window of the app or a mail read as plain
    text could begin a line with ": BIRNE" or "; rien n’a été écrit" after one text and not after the next.
    One space (U+00A0, as the catalog's older texts and argparse's headings have it) wherever a space comes
    before the sign."""
    spaced = [(entry.msgid, text) for entry in parse_po(i18n.po_file("fr").read_text("utf-8"))
              if entry.msgid and entry.context not in SPACED_AS_TYPED
              for text in entry.msgstr if _BREAKABLE.search(text)]
    assert spaced == [], f"{len(spaced)} French texts with an ordinary space before : ; ? ! or in « »: {spaced[:5]}"
    assert "\u202f" not in i18n.po_file("fr").read_text("utf-8"), "one no-break space: U+00A0, not the narrow one"
    assert french("Mot d’Emil : SALAT ; « oui » ? Emil : ????? (lettres, ? pour un joker)") == (
        "Mot d’Emil\u00a0: SALAT\u00a0; «\u00a0oui\u00a0»\u00a0? Emil\u00a0: ????? (lettres, ? pour un joker)")


LITERAL_QUOTES = {"game.yes_no", "game.holder_missing", "table.extra_values", "table.open_quote"}
"""Texts whose straight quotes are a file's own syntax: a JSON value ("yes", "skipped": true), a CSV cell put in
quotes, the quote character itself."""


def test_german_quotes_with_low_and_high_quotes() -> None:
    """Found by a German game master: the report told the players "So antwortest du: … als "Karl Meier: WORT"",
    receipts and reminders said "Name: WORT", beside „Partie“ elsewhere. German texts quote with „…“; only a
    file's own syntax keeps the straight quote."""
    straight = [entry.key for entry in parse_po(i18n.po_file("de").read_text("utf-8"))
                if any('"' in text for text in entry.msgstr) and entry.key[0] not in LITERAL_QUOTES]
    assert straight == [], f"{len(straight)} German texts quote with \": {straight}"


@pytest.mark.parametrize("language", ["de", "nl", "fr"])
def test_a_count_is_said_in_the_singular_as_the_catalogs_plural_forms_say(language: str) -> None:
    from wordmastermind.core.messages import singular

    catalog: Any = i18n.translation(language)
    assert [singular(n, language) for n in range(4)] == [catalog.plural(n) == 0 for n in range(4)]
    assert [singular(n, "en") for n in range(3)] == [False, True, False]
