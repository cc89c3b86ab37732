"""File ▸ Export, Import and Print in the app."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

import docx
import openpyxl
import pytest
from PySide6.QtWidgets import QDialog

from wordmastermind.core.wmm.examples import rules_example
from wordmastermind.files.wmm.file import save_game
from wordmastermind.gui.import_dialog import ImportPreviewDialog


def opened_demo(window: Any, tmp_path: Path) -> Path:
    path = tmp_path / "demo.wmm"
    save_game(rules_example(), path)
    window.open_path(path)
    return path


def export(window: Any, label_start: str) -> Any:
    actions = window.current_sheet().exports()
    return next(a for a in actions if a.label.startswith(label_start))


def test_the_export_menu_offers_reports_overview_and_roster(window: Any, tmp_path: Path) -> None:
    assert window.current_sheet().exports() == []  # no game open yet
    opened_demo(window, tmp_path)
    window._fill_export_menu()
    labels = [a.text() for a in window.export_menu.actions()]
    assert labels[:4] == [
        "Round 2 report as Word…",
        "Round 2 report as Excel…",
        "Round 2 report as PDF…",
        "Round 2 report as text…",
    ]
    assert any("Full overview for the game master" in label for label in labels)
    assert "Roster without secret words as CSV…" in labels


def test_exporting_the_round_report_as_word_and_excel(window: Any, tmp_path: Path, dialogs: Any) -> None:
    opened_demo(window, tmp_path)
    dialogs.files = [str(tmp_path / "report.docx")]
    assert window.export_to(export(window, "Round 2 report as Word"))
    document = docx.Document(str(tmp_path / "report.docx"))
    assert any("round 2" in p.text for p in document.paragraphs)
    assert window.export_to(export(window, "Round 2 report as Excel"), tmp_path / "report")
    book = openpyxl.load_workbook(tmp_path / "report.xlsx")  # the suffix is added
    assert book.sheetnames == ["Report", "Guesses", "Standings"]
    for name in ("report.docx", "report.xlsx"):
        with zipfile.ZipFile(tmp_path / name) as archive:
            raw = b"".join(archive.read(member) for member in archive.namelist())
        assert b"SALAT" not in raw  # Alfons's word is still in play


def test_the_overview_suggests_a_name_that_says_what_it_is(window: Any, tmp_path: Path) -> None:
    opened_demo(window, tmp_path)
    overview = export(window, "Full overview for the game master (with secrets) as Word")
    assert overview.default_name == "demo-round-2-GM-overview.docx"
    window.export_to(overview, tmp_path / overview.default_name)
    text = "\n".join(p.text for p in docx.Document(str(tmp_path / overview.default_name)).paragraphs)
    assert "for the game master only" in text


def test_roster_export_and_import_round_trip(window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened_demo(window, tmp_path)
    window.export_to(export(window, "Roster with secret words as CSV"), tmp_path / "players.csv")
    window.new_action.trigger()
    seen: list[str] = []

    def accept(dialog: ImportPreviewDialog) -> int:
        seen.append(dialog.summary_text())
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(ImportPreviewDialog, "exec", accept)
    sheet = window.wmm
    assert sheet.import_roster(tmp_path / "players.csv")
    assert sheet.document.game.players == rules_example().players
    assert seen and "5" in seen[0]
    window.undo_action.trigger()
    assert sheet.document.game.players == ()


def test_a_roster_with_problems_is_not_imported(window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "bad.csv").write_text("Name;Geheimwort\nAnna;Abend\nanna;Birne\n", encoding="utf-8")
    shown: list[bool] = []

    def look(dialog: ImportPreviewDialog) -> int:
        shown.append(dialog.ok_button.isEnabled())
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(ImportPreviewDialog, "exec", look)
    window.new_action.trigger()
    assert not window.wmm.import_roster(tmp_path / "bad.csv")
    assert shown == [False]
    assert window.wmm.document.game.players == ()


def test_a_roster_that_would_break_a_game_under_way_is_not_imported(
        window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by a game master: a roster imported into a finished game dropped the two players the file lacked,
    60 guesses broke and the winner's total fell; the preview said nothing of it."""
    opened_demo(window, tmp_path)
    window.export_to(export(window, "Roster with secret words as CSV"), tmp_path / "players.csv")
    lines = (tmp_path / "players.csv").read_text(encoding="utf-8-sig").splitlines()
    emil = next(i for i, line in enumerate(lines) if line.startswith("Emil"))
    (tmp_path / "fewer.csv").write_text("\n".join(lines[:emil] + lines[emil + 1:]) + "\n", encoding="utf-8")
    seen: list[tuple[bool, str]] = []

    def look(dialog: ImportPreviewDialog) -> int:
        seen.append((dialog.ok_button.isEnabled(), dialog.summary_text() + "\n" + "\n".join(
            dialog.problem_list.item(i).text() for i in range(dialog.problem_list.count()))))
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(ImportPreviewDialog, "exec", look)
    before = window.wmm.document.game
    assert not window.wmm.import_roster(tmp_path / "fewer.csv")
    ((enabled, text),) = seen
    assert not enabled
    assert "Emil plays in this game and is not in the roster: a player who stops is withdrawn, not left out" in text
    assert window.wmm.document.game is before
    # the same players with new addresses are taken as ever: the game goes on with them
    (tmp_path / "moved.csv").write_text(
        "\n".join(lines).replace("alfons@", "alfons.neu@") + "\n", encoding="utf-8")
    monkeypatch.setattr(ImportPreviewDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    assert window.wmm.import_roster(tmp_path / "moved.csv")
    assert window.wmm.document.game.rounds == before.rounds


def test_a_roster_imported_without_its_sum_line_brings_the_players(
        window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "club.csv").write_text("Name;Geheimwort\nAnna;Abend\nBert;Birne\nCarla;Creme\nDora;Daune\n"
                                       "Summe Spieler: 4;\n", encoding="utf-8")

    def without(dialog: ImportPreviewDialog) -> int:
        assert dialog.without_button is not None
        dialog.without_button.click()  # "Import Without Line 6"
        return dialog.result()

    monkeypatch.setattr(ImportPreviewDialog, "exec", without)
    window.new_action.trigger()
    assert window.wmm.import_roster(tmp_path / "club.csv")
    assert [p.name for p in window.wmm.document.game.players] == ["Anna", "Bert", "Carla", "Dora"]


def test_importing_a_round_of_guesses(window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened_demo(window, tmp_path)
    (tmp_path / "r3.csv").write_text("guesser,target,word\nGustav,Alfons,SALAT\n", encoding="utf-8")
    monkeypatch.setattr(ImportPreviewDialog, "exec", lambda dialog: QDialog.DialogCode.Accepted)
    window.wmm.show_rounds(3)  # the import offers the round on screen
    imports = window.current_sheet().imports()
    guesses = next(a for a in imports if a.label.startswith("Guesses of round 3"))
    assert window.import_from(guesses, tmp_path / "r3.csv")
    assert window.wmm.document.evaluation.player("Alfons").guessed_in_round == 3


def test_print_preview_paints_the_report(window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

    opened_demo(window, tmp_path)
    painted: list[Path] = []

    def show(dialog: QPrintPreviewDialog) -> int:
        # What the preview paints, a printer writing PDF paints too.
        target = tmp_path / "preview.pdf"
        printer = QPrinter()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(target))
        dialog.paintRequested.emit(printer)
        del printer
        painted.append(target)
        return 0

    monkeypatch.setattr(QPrintPreviewDialog, "exec", show)
    window.preview_action.trigger()
    import pypdf

    assert painted and "round 2" in pypdf.PdfReader(str(painted[0])).pages[0].extract_text().replace("\t", " ")


def test_printing_names_the_printout_after_the_report(window: Any, tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """Found by a game master: Qt's print dialog offered ~/print.pdf for every printout ("Print to file"),
    so round 3's PDF overwrote round 2's. The printout now goes by the report's title, which the dialog
    makes its file name (and a print queue shows)."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrintPreviewDialog

    opened_demo(window, tmp_path)
    names: list[str] = []

    def seen(dialog: QPrintDialog | QPrintPreviewDialog) -> int:
        names.append(dialog.printer().docName())
        return 0

    monkeypatch.setattr(QPrintDialog, "exec", seen)
    monkeypatch.setattr(QPrintPreviewDialog, "exec", seen)
    window.print_action.trigger()
    window.preview_action.trigger()
    assert window.wmm.printable_report().title == "Joes Wörter-MasterMind: the rules' example, round 2"
    assert names == ["Joes Wörter-MasterMind - the rules' example, round 2"] * 2  # a name every system takes


def test_printing_a_report_that_masks_a_secret_warns_once_naming_it(
    window: Any, tmp_path: Path, dialogs: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter, QPrintPreviewDialog

    path = tmp_path / "notes.wmm"
    save_game(rules_example().with_notes(2, "Salat und Tisch sind bald heraus."), path)
    window.open_path(path)
    printed: list[Path] = []

    def accept(dialog: QPrintDialog) -> int:
        printer = dialog.printer()
        printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
        printer.setOutputFileName(str(tmp_path / "printed.pdf"))
        printed.append(tmp_path / "printed.pdf")
        return QPrintDialog.DialogCode.Accepted.value

    monkeypatch.setattr(QPrintDialog, "exec", accept)
    monkeypatch.setattr(QPrintPreviewDialog, "exec", lambda dialog: 0)
    window.print_action.trigger()
    import pypdf

    text = "".join(page.extract_text() for page in pypdf.PdfReader(str(printed[0])).pages)
    assert "SALAT" not in text.upper()
    warnings = dialogs.texts("warning")
    assert len(warnings) == 1  # one warning for the printout, naming both masked words' owners
    assert "Alfons" in warnings[0] and "masked" in warnings[0]
    window.preview_action.trigger()
    assert len(dialogs.texts("warning")) == 2


def test_printing_needs_a_round(window: Any, dialogs: Any) -> None:
    window.new_action.trigger()
    window.print_action.trigger()
    assert "nothing to print yet" in dialogs.texts("critical")[0]


def test_the_game_menu_mails_the_players_and_remembers_where(window: Any, tmp_path: Path) -> None:
    from wordmastermind.gui import settings as keys

    window.new_action.trigger()
    window._fill_game_menu()
    assert not window.game_menu.actions()[0].isEnabled()  # nothing to mail yet
    opened_demo(window, tmp_path)
    window._fill_game_menu()
    assert [a.text() for a in window.game_menu.actions()] == [
        "&Mail the Players…", "&Fetch Guesses from the Mailbox…", "&Remind Players…", "&Withdraw a Player…",
        "&Take Over a Place…"]
    dialog = window.wmm.mail_players()
    preview = dialog.preview_edit.toPlainText()
    assert "Alfons" in preview and "round 2" in preview.lower()
    assert "SALAT" not in preview  # Alfons's own word shows only when asked for
    dialog.host_edit.setText("smtp.example.org")
    dialog.user_edit.setText("gm")
    dialog.reject()
    assert window.settings.get(keys.SMTP_HOST) == "smtp.example.org"
    assert window.settings.get(keys.SMTP_USER) == "gm"
    again = window.wmm.mail_players()
    assert again.host_edit.text() == "smtp.example.org"
    again.reject()
    text = (tmp_path / "settings.ini").read_text() if (tmp_path / "settings.ini").exists() else ""
    assert "password" not in text.lower()


def test_the_report_is_in_the_games_language_not_the_apps(window: Any, qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    opened_demo(window, tmp_path)
    page = window.wmm.game_page
    assert page.language.currentData() == "en"
    qtbot.keyClick(page.language, Qt.Key.Key_Down)  # the game master picks German
    assert page.language.currentText() == "German"
    assert window.wmm.document.game.settings.language == "de"
    assert window.wmm.document.undo_stack.undoText() == "Reports in German"
    report = window.wmm.printable_report()
    assert report is not None and report.title.endswith("Runde 2")
    window.wmm.document.undo_stack.undo()
    assert page.language.currentData() == "en"
    assert window.wmm.printable_report().title.endswith("round 2")
