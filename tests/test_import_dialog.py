"""The preview shown before an import: rows, problems, and an OK only for a clean file."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import openpyxl
import pytest
from PySide6.QtWidgets import QDialog, QDialogButtonBox

from wordmastermind.core.wmm.game import Game, Lot, Player
from wordmastermind.core.words import WordRules
from wordmastermind.files.wmm.imports import RosterPreview, preview_guesses, preview_roster
from wordmastermind.gui.import_dialog import HIDDEN, ImportPreviewDialog
from wordmastermind.gui.widgets.colors import BAD

ROSTER = [
    ("Alfons Meier", "Salat", "alfons.meier@example.org", "Hauptstraße 1\n50667 Köln"),
    ("Gustav Gans", "Hosen", "gustav@example.org", "Entenweg 13, 12345 Entenhausen"),
    ("Beatrix Bär", "Tisch", "beatrix.baer@example.de", "Am Bärenzwinger 2\n10179 Berlin"),
    ("Emil Tischbein", "Lampe", "emil@example.de", "Neustadt 7, 01099 Dresden"),
    ("Jörg Müller-Lüdenscheidt", "Bären", "joerg@example.de", "Badewannenstr. 4, 80331 München"),
    ("Anna Maria Schmidt", "Blume", "anna.maria@example.com", "Rosengasse 3, 20095 Hamburg"),
    ("Klaus Kleber", "Feder", "kk@example.de", ""),
    ("gustav gans", "Wolke", "g2@example.org", "Entenweg 14, 12345 Entenhausen"),
    ("Heike Hase", "Möhre", "", "Feldweg 1, 37073 Göttingen"),
    ("Ömer Yılmaz", "Fisch", "oemer@example.de", "Brückenstr. 9, 60311 Frankfurt"),
    ("Zoë de Vries", "Fiets", "zoe@example.nl", "Dorpsstraat 2, Utrecht"),
    ("Peter Pan", "Kapitän", "peter@example.org", "Nimmerland"),
]
RULES = WordRules(5, umlauts=True)


def roster_file(path: Path, rows: list[tuple[str, str, str, str]]) -> Path:
    """A workbook as game masters make them: a merged title above the header."""
    book = openpyxl.Workbook()
    sheet = book.active
    assert sheet is not None
    sheet["A1"] = "Joes Wörter-MasterMind – Spielerliste Herbst"
    sheet.merge_cells("A1:D1")
    sheet.append(["Spieler", "Geheimwort", "E-Mail", "Adresse"])
    for row in rows:
        sheet.append(list(row))
    book.save(path)
    return path


def show(qtbot: Any, dialog: ImportPreviewDialog) -> ImportPreviewDialog:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def test_a_roster_with_problems_cannot_be_imported(qtbot: Any, tmp_path: Path) -> None:
    preview = preview_roster(roster_file(tmp_path / "spieler.xlsx", ROSTER), RULES)
    dialog = show(qtbot, ImportPreviewDialog(preview, "roster"))
    assert dialog.windowTitle() == "Import players"
    assert dialog.summary_text() == "12 players read, 2 problems"
    assert not dialog.ok_button.isEnabled()
    rows = dialog.row_texts()
    assert [row[0] for row in rows] == [str(line) for line in range(3, 15)]
    assert [row[1] for row in rows] == [name for name, *_ in ROSTER]
    assert {row[2] for row in rows} == {HIDDEN}
    assert rows[0][4] == "Hauptstraße 1, 50667 Köln"
    assert rows[7][5] == "name: gustav gans is already line 4 (names must differ, ignoring case)"
    assert rows[11][5] == "secret: KAPITÄN has 7 letters, the game needs 5"
    bad = [r for r in range(dialog.table.rowCount()) if dialog.table.item(r, 1).background().color() == BAD]
    assert bad == [7, 11]
    listed = [dialog.problem_list.item(i).text() for i in range(dialog.problem_list.count())]
    assert listed == [str(p) for p in preview.problems] == [
        "line 10, name: gustav gans is already line 4 (names must differ, ignoring case)",
        "line 14, secret: KAPITÄN has 7 letters, the game needs 5",
    ]
    assert dialog.problem_list.isVisible() and dialog.hint.isVisible()
    assert not dialog.table.horizontalScrollBar().isVisible()  # nothing cut off at the side
    dialog.problem_list.setCurrentRow(1)
    assert [index.row() for index in dialog.table.selectionModel().selectedRows()] == [11]
    dialog.grab().save(str(tmp_path / "import_dialog.png"))


def test_secret_words_show_only_when_asked(qtbot: Any, tmp_path: Path) -> None:
    preview = preview_roster(roster_file(tmp_path / "spieler.xlsx", ROSTER[:4]), RULES)
    dialog = show(qtbot, ImportPreviewDialog(preview))
    assert dialog.secrets_box is not None and not dialog.secrets_box.isChecked()
    assert [row[2] for row in dialog.row_texts()] == [HIDDEN] * 4
    dialog.secrets_box.setChecked(True)
    assert [row[2] for row in dialog.row_texts()] == ["SALAT", "HOSEN", "TISCH", "LAMPE"]
    shown = ImportPreviewDialog(preview, show_secrets=True)
    qtbot.addWidget(shown)
    assert shown.row_texts()[0][2] == "SALAT"


def test_a_clean_roster_can_be_imported(qtbot: Any, tmp_path: Path) -> None:
    preview = preview_roster(roster_file(tmp_path / "spieler.xlsx", ROSTER[:4]), RULES)
    assert preview.ok
    dialog = show(qtbot, ImportPreviewDialog(preview, "roster"))
    assert dialog.summary_text() == "4 players read, no problems"
    assert dialog.ok_button.isEnabled()
    assert not dialog.problem_list.isVisible() and not dialog.hint.isVisible()
    assert [row[1] for row in dialog.row_texts()] == [name for name, *_ in ROSTER[:4]]
    assert all(dialog.table.item(r, 1).background().style().name == "NoBrush" for r in range(4))
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result() == QDialog.DialogCode.Accepted


def test_a_roster_column_that_is_not_read_is_said_before_the_import(qtbot: Any, tmp_path: Path) -> None:
    """A roster with its addresses under "Mails" was imported with none: the column was left out unseen."""
    from wordmastermind.gui.i18n import Translators

    roster = tmp_path / "spieler.csv"
    roster.write_text("Spieler;Geheimwort;Mails;Telefon\n" + "".join(
        f"{name};{secret};{name.lower()}@example.de;0\n" for name, secret, *_ in ROSTER[:4]), encoding="utf-8")
    preview = preview_roster(roster, RULES)
    assert preview.ok and preview.unread == ("Mails", "Telefon")
    assert {player.email for player in preview.players} == {""}
    translators = Translators(tmp_path)
    assert translators.install("de")
    try:
        dialog = show(qtbot, ImportPreviewDialog(preview, "roster"))
        assert dialog.unread.isVisible()
        assert dialog.unread.text() == (
            "die Spalten 'Mails', 'Telefon' werden nicht gelesen: die Spalten einer Spielerliste sind Name"
            " (oder Vorname und Nachname), Geheimwort, E-Mail, Adresse (und PLZ, Ort, Land), Weg und Anhang")
        assert dialog.ok_button.isEnabled()  # the players can be imported: the game master decides
    finally:
        translators.install("en")
    clean = show(qtbot, ImportPreviewDialog(preview_roster(roster_file(tmp_path / "s.xlsx", ROSTER[:4]), RULES)))
    assert not clean.unread.isVisible()


def test_an_address_no_mail_can_go_to_is_said_at_its_line_before_the_import(qtbot: Any, tmp_path: Path) -> None:
    roster = tmp_path / "spieler.csv"
    roster.write_text("Name;Geheimwort;E-Mail\n" + "".join(
        f"{name};{secret};player{i}{'@example' if i == 2 else '@example.de'}\n"
        for i, (name, secret, *_) in enumerate(ROSTER[:4])), encoding="utf-8")
    preview = preview_roster(roster, RULES)
    assert preview.ok  # no reason to refuse the players: the address can be put right on the Game page
    dialog = show(qtbot, ImportPreviewDialog(preview, "roster"))
    name = ROSTER[2][0]
    assert dialog.unread.isVisible() and dialog.unread.text() == (
        f"line 4, e-mail: player2@example is not an e-mail address like name@example.org: no mail can go"
        f" to {name} there")
    assert dialog.ok_button.isEnabled()


GAME = Game(
    players=tuple(Player(n, s) for n, s in
                  [("Alfons", "SALAT"), ("Gustav", "HOSEN"), ("Beatrix", "TISCH"), ("Emil", "LAMPE")]),
    lot=Lot(1, (("Alfons", ("Gustav",)), ("Gustav", ("Beatrix",)),
                ("Beatrix", ("Emil",)), ("Emil", ("Alfons",)))),
)


def test_pasted_guesses_show_the_lines_that_cannot_be_read(qtbot: Any) -> None:
    text = "Alfons: hasen -> Gustav\nGustav SAHNE\nGustav: sahne -> Alfons\n"
    preview = preview_guesses(text, GAME, 1)
    dialog = show(qtbot, ImportPreviewDialog(preview, "guesses"))
    assert dialog.windowTitle() == "Import guesses for round 1"
    assert dialog.source.text() == "From the pasted text"
    assert dialog.summary_text() == "2 guesses read, 2 problems"
    assert dialog.ok_button.isEnabled()  # a paste's guesses go in, the bad one marked (as typed rows)
    rows = dialog.row_texts()
    assert [row[:4] for row in rows] == [
        ["1", "Alfons", "Gustav", "HASEN"], ["2", "", "", ""], ["3", "Gustav", "Alfons", "SAHNE"]
    ]
    assert rows[1][4].startswith('cannot read "Gustav SAHNE"')
    assert rows[2][4] == "in round 1 the lot lets Gustav guess at Beatrix, not at Alfons"
    assert dialog.secrets_box is None
    assert dialog.hint.text() == (
        "Import enters every guess read, as one step that Undo takes back. 1 of them breaks a rule: it is "
        "entered marked with the reason, as typed guesses are, and scores nothing until corrected. "
        "1 line cannot be read as a guess and is left out.")


def test_good_guesses_can_be_imported(qtbot: Any) -> None:
    preview = preview_guesses("Alfons: hasen -> Gustav\n", GAME, 1)
    dialog = show(qtbot, ImportPreviewDialog(preview))
    assert dialog.kind == "guesses"
    assert dialog.summary_text() == "1 guess read, no problems"
    assert dialog.ok_button.isEnabled()


def test_the_kind_must_match_the_preview(qtbot: Any) -> None:
    preview = preview_guesses("Alfons: hasen -> Gustav\n", GAME, 1)
    with pytest.raises(ValueError, match="not a preview of roster"):
        ImportPreviewDialog(preview, "roster")


def test_a_german_preview_of_pasted_guesses_speaks_german(qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.i18n import Translators

    translators = Translators(tmp_path)
    assert translators.install("de")
    try:
        text = "Alfons: hasen -> Gustav\nGustav SAHNE\nGustav: sahne -> Alfons\n"
        dialog = show(qtbot, ImportPreviewDialog(preview_guesses(text, GAME, 1), "guesses"))
        problems = [dialog.problem_list.item(i).text() for i in range(dialog.problem_list.count())]
        assert problems[0].startswith('Zeile 2: kann "Gustav SAHNE" nicht lesen')
        assert problems[1] == "Zeile 3: in Runde 1 lässt das Los Gustav bei Beatrix raten, nicht bei Alfons"
        rows = dialog.row_texts()
        assert rows[2][4] == "in Runde 1 lässt das Los Gustav bei Beatrix raten, nicht bei Alfons"
        empty = preview_guesses("\n", GAME, 1)
        dialog = show(qtbot, ImportPreviewDialog(empty, "guesses"))
        assert dialog.problem_list.item(0).text() == "es gibt keine Rateversuche zu importieren"
    finally:
        translators.install("en")


def test_a_round_file_that_replaces_guesses_of_the_round_names_those_it_drops(qtbot: Any, tmp_path: Path) -> None:
    """Found by a game master: a file with one late guess replaced a round of guesses from the mailbox."""
    from wordmastermind.core.wmm.game import Guess, Round

    game = GAME.with_round(1, Round((Guess("Alfons", "Gustav", "HASEN"), Guess("Gustav", "Beatrix", "TASCHE"[:5]),
                                     Guess("Beatrix", "Emil", "LAMPE"))))
    late = tmp_path / "late.csv"
    late.write_text("guesser,target,word\nEmil,Alfons,SALAT\n", encoding="utf-8")
    dialog = show(qtbot, ImportPreviewDialog(preview_guesses(late, game, 1), "guesses"))
    assert dialog.unread.isVisible() and dialog.unread.text() == (
        "The file replaces round 1: these 3 of its guesses are not in the file and go (Undo brings them back):"
        " Alfons at Gustav: HASEN; Gustav at Beatrix: TASCH; Beatrix at Emil: LAMPE")
    whole = tmp_path / "whole.csv"
    whole.write_text("guesser,target,word\n" + "".join(
        f"{g.guesser},{g.target},{g.word}\n" for g in game.rounds[0].guesses) + "Emil,Alfons,SALAT\n", encoding="utf-8")
    assert not show(qtbot, ImportPreviewDialog(preview_guesses(whole, game, 1), "guesses")).unread.isVisible()


def test_a_sum_line_under_the_players_may_be_left_out_and_the_rest_imported(qtbot: Any, tmp_path: Path) -> None:
    """Found by a game master: "Summe Spieler: 20" under the players greyed out Import, though every player
    was fine; the only way on was to change the workbook."""
    rows = [*(row[:4] for row in ROSTER[:4]), ("Summe Spieler: 4", "", "", "")]
    preview = preview_roster(roster_file(tmp_path / "spieler.xlsx", rows), RULES)
    dialog = show(qtbot, ImportPreviewDialog(preview, "roster"))
    assert not dialog.ok_button.isEnabled()
    assert dialog.without_button is not None and dialog.without_button.text() == "Import &Without Line 7"
    dialog.without_button.click()
    assert dialog.result() == QDialog.DialogCode.Accepted
    assert isinstance(dialog.preview, RosterPreview) and dialog.preview.left_out == (7,)
    assert [player.name for player in dialog.preview.players] == [name for name, *_ in ROSTER[:4]]
    # a problem of the whole roster (too few players left), or a line whose problem stays: no such button
    few = preview_roster(roster_file(tmp_path / "few.xlsx", [*rows[:3], rows[4]]), RULES)
    assert show(qtbot, ImportPreviewDialog(few, "roster")).without_button is None
