"""Players pasted into the Game page's roster with Ctrl+V, as the game master copies them from a spreadsheet, a mail
or a text editor: the rows become players (or fill the cells from the current cell on), as one undo step, and what
is refused is said at its row and field; the empty row's tooltip tells of it, and the columns grow to what is
pasted."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from wordmastermind.gui.i18n import Translators
from wordmastermind.gui.wmm.roster_model import ADDRESS, CHANNEL, EMAIL, NAME, SECRET, STATUS

GERMAN_SHEET = ("Name\tGeheimwort\tE-Mail\tAdresse\tWeg\tAnhang\n"
                "Alfons\tSALAT\talfons@example.org\t\tE-Mail\tPDF\n"
                "Gustav\tHOSEN\t\t\"Weg 1\nKöln\"\tPost\t\n"
                "Beatrix\tTISCH\tbeatrix@example.org\t\t\t\n"
                "Emil\tLAMPE\temil@example.org\t\tbeides\tkeiner\n")


def roster_page(window: Any) -> Any:
    """A new game's Game page, its roster's empty row the current cell, as a click on it leaves it."""
    window.wmm.new_document()
    page = window.wmm.game_page
    window.wmm.pages.setCurrentWidget(page)
    page.roster.setFocus()
    page.roster.setCurrentIndex(page.roster_model.index(page.roster_model.rowCount() - 1, NAME))
    return page


def paste(qtbot: Any, page: Any, text: str, row: int | None = None, column: int = NAME) -> None:
    """Ctrl+V on the roster with ``text`` on the clipboard, at ``row`` (the current one if None) and ``column``."""
    view = page.roster
    if row is not None:
        view.setCurrentIndex(page.roster_model.index(row, column))
    QGuiApplication.clipboard().setText(text)
    qtbot.keyClick(view, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)


def shown(page: Any) -> list[list[str]]:
    """The roster as the game master reads it (secret words shown), the empty row left out."""
    model = page.roster_model
    return [[model.index(r, c).data() for c in (NAME, SECRET, EMAIL, ADDRESS, CHANNEL)]
            for r in range(model.rowCount() - 1)]


def test_rows_from_a_spreadsheet_with_a_header_become_players_in_one_undo_step(
        qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    page.show_secrets.setChecked(True)
    paste(qtbot, page, GERMAN_SHEET)
    assert shown(page) == [["Alfons", "SALAT", "alfons@example.org", "", "e-mail"],
                           ["Gustav", "HOSEN", "", "Weg 1, Köln", "post"],
                           ["Beatrix", "TISCH", "beatrix@example.org", "", "by address"],
                           ["Emil", "LAMPE", "emil@example.org", "", "both"]]
    players = window.wmm.document.game.players
    assert [(p.channel, p.attachment) for p in players] == [("mail", "pdf"), ("post", ""), ("", ""), ("both", "none")]
    assert players[1].address == "Weg 1\nKöln"
    assert dialogs.texts("warning") == []
    stack = window.wmm.document.undo_stack
    assert stack.count() == 1 and stack.undoText() == "Paste 4 players"
    window.undo_action.trigger()
    assert window.wmm.document.game.players == ()


def test_lines_separated_by_semicolons_or_commas_without_a_header(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    page.show_secrets.setChecked(True)
    paste(qtbot, page, "Alfons; SALAT; alfons@example.org\nAnna Maria; HOSEN\n\n")
    paste(qtbot, page, '"Dupont, Marie", TISCH, marie@example.org\n„Emil“, LAMPE, emil@example.org\n', row=2)
    assert shown(page) == [["Alfons", "SALAT", "alfons@example.org", "", "by address"],
                           ["Anna Maria", "HOSEN", "", "", "by address"],
                           ["Dupont, Marie", "TISCH", "marie@example.org", "", "by address"],
                           ["Emil", "LAMPE", "emil@example.org", "", "by address"]]
    assert window.wmm.document.undo_stack.count() == 2
    assert dialogs.texts("warning") == []


def test_a_column_pasted_fills_the_cells_from_the_current_one_down(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    page.show_secrets.setChecked(True)
    paste(qtbot, page, "Alfons\nGustav\nBeatrix\n")  # names only: three new players
    paste(qtbot, page, "Geheimwort\nSALAT\nHOSEN\n", row=0, column=SECRET)  # the column's title is skipped
    paste(qtbot, page, "gustav@example.org\tPost\nbeatrix@example.org", row=1, column=EMAIL)
    assert shown(page) == [["Alfons", "SALAT", "", "", "by address"],
                           ["Gustav", "HOSEN", "gustav@example.org", "Post", "by address"],
                           ["Beatrix", "", "beatrix@example.org", "", "by address"]]
    # "Post" went into the address column, the next one on, as a spreadsheet pastes
    assert window.wmm.document.undo_stack.undoText() == "Paste 2 players"
    window.undo_action.trigger()
    assert [p.email for p in window.wmm.document.game.players] == ["", "", ""]
    assert [p.secret for p in window.wmm.document.game.players] == ["SALAT", "HOSEN", ""]


def test_an_empty_cell_keeps_what_the_player_has(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    paste(qtbot, page, "Alfons\tSALAT\nGustav\tHOSEN\n")
    paste(qtbot, page, "Alfons\t\talfons@example.org\n", row=0)
    assert window.wmm.document.game.players[0].secret == "SALAT"
    assert window.wmm.document.game.players[0].email == "alfons@example.org"


def test_what_is_refused_is_said_at_its_row_and_field_and_the_rest_goes_in(
        qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    paste(qtbot, page, "Alfons\tSALAT\t\t\tBrieftaube\nGustav\tHOSEN\t\t\t\tPDF\textra\tmore\n"
                       "Beatrix\tTISCH\t\t\t\tFax\n")
    assert [p.name for p in window.wmm.document.game.players] == ["Alfons", "Gustav", "Beatrix"]
    assert [p.attachment for p in window.wmm.document.game.players] == ["", "pdf", ""]
    assert dialogs.texts("warning") == ["\n".join([
        "Not taken from the paste:",
        'row 1, channel: "Brieftaube" is no way of sending: write e-mail, post, both or by address',
        "row 2: 2 cells right of the attachment column are not pasted",
        "row 3, attachment: \"Fax\" is no attachment: write PDF, Word, Excel, none or game's choice"])]
    assert window.wmm.document.undo_stack.count() == 1


def test_a_name_the_rules_refuse_is_said_and_its_row_left_out(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    paste(qtbot, page, "Alfons\tSALAT\nGus\u202etav\tHOSEN\nBeatrix\tTISCH\n")
    assert [p.name for p in window.wmm.document.game.players] == ["Alfons", "Beatrix"]
    assert dialogs.texts("warning") == [
        "Not taken from the paste:\nrow 2, name: the name holds a bidi control (U+202E RIGHT-TO-LEFT OVERRIDE)"]
    assert window.wmm.document.undo_stack.undoText() == "Paste 2 players"


def test_pasted_into_the_status_column_the_row_is_whole_players(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    paste(qtbot, page, "Alfons\tSALAT\n", row=0, column=STATUS)
    assert [(p.name, p.secret) for p in window.wmm.document.game.players] == [("Alfons", "SALAT")]


def test_in_german_the_refusals_and_the_undo_step_are_german(qtbot: Any, window: Any, dialogs: Any) -> None:
    assert Translators().install("de")  # English again after the test (conftest)
    page = roster_page(window)
    paste(qtbot, page, "Alfons\tSALAT\t\t\tBrieftaube\nGustav\tHOSEN\t\t\t\tPDF\textra\n")
    assert window.wmm.document.undo_stack.undoText() == "2 Spieler einfügen"
    assert dialogs.texts("warning") == ["\n".join([
        "Nicht aus dem Eingefügten übernommen:",
        "Zeile 1, Weg: „Brieftaube“ ist kein Versandweg: schreiben Sie E-Mail, Post, beides oder nach Adresse",
        "Zeile 2: 1 Zelle rechts der Spalte Anhang wird nicht eingefügt"])]


def test_in_dutch_and_french_too(qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    text = "Alfons\tSALAT\t\t\tBrieftaube\tFax\tx\ty\n"
    assert Translators().install("nl")  # English again after the test (conftest)
    paste(qtbot, page, text)
    assert window.wmm.document.undo_stack.undoText() == "1 speler plakken"
    assert Translators().install("fr")
    paste(qtbot, page, text, row=0)  # the same again: nothing changes, the refusals are said
    assert dialogs.texts("warning") == ["\n".join([
        "Niet overgenomen uit wat is geplakt:",
        'rij 1, kanaal: "Brieftaube" is geen verzendwijze: schrijf e-mail, post, beide of volgens adres',
        'rij 1, bijlage: "Fax" is geen bijlage: schrijf PDF, Word, Excel, geen of zoals het spel',
        "rij 1: 2 cellen rechts van de kolom Bijlage worden niet geplakt"]), "\n".join([
        "Non repris de ce qui a été collé\u00a0:",
        "ligne 1, canal\u00a0: «\u00a0Brieftaube\u00a0» n’est pas un mode d’envoi\u00a0: écrivez courriel, poste,"
        " les deux ou selon l’adresse",
        "ligne 1, pièce jointe\u00a0: «\u00a0Fax\u00a0» n’est pas une pièce jointe\u00a0: écrivez PDF, Word, Excel,"
        " aucune ou choix de la partie",
        "ligne 1\u00a0: 2 cellules à droite de la colonne Pièce jointe ne sont pas collées"])]
    assert window.wmm.document.undo_stack.count() == 1


PASTE_TIP = {"en": "Type a name here to add a player, or paste players copied from a spreadsheet with Ctrl+V"
                   " (a row each)",
             "de": "Hier einen Namen tippen, um einen Spieler hinzuzufügen, oder aus einer Tabelle kopierte Spieler mit"
                   " Strg+V einfügen (je Zeile einer)"}


def test_the_empty_row_tells_of_the_paste_and_the_columns_grow_to_the_pasted_texts(
        qtbot: Any, window: Any, dialogs: Any) -> None:
    page = roster_page(window)
    window.show()
    view, model = page.roster, page.roster_model
    header = view.horizontalHeader()
    for column in (NAME, EMAIL, STATUS):  # wherever the mouse rests on the empty row
        assert model.index(0, column).data(Qt.ItemDataRole.ToolTipRole) == PASTE_TIP["en"]
    before = [header.sectionSize(column) for column in (NAME, EMAIL, ADDRESS)]
    texts = ["Maximiliane von Hohenzollern-Sigmaringen", "maximiliane.hohenzollern@example.org",
             "Schlossplatz 1, 72488 Sigmaringen"]
    paste(qtbot, page, "Name\tSecret\tE-mail\tAddress\n" + "\t".join([texts[0], "SALAT", *texts[1:]]) + "\n")
    assert [p.name for p in window.wmm.document.game.players] == [texts[0]]
    width = view.fontMetrics().horizontalAdvance
    after = [header.sectionSize(column) for column in (NAME, EMAIL, ADDRESS)]
    assert all(now > was for now, was in zip(after, before)) and all(
        now > width(text) for now, text in zip(after, texts)), (before, after)  # each text whole
    longer = "maximiliane.von.hohenzollern-sigmaringen@example.org"
    paste(qtbot, page, longer, row=0, column=EMAIL)  # over the player's cell: the column grows again
    assert header.sectionSize(EMAIL) > width(longer) > after[1]
    assert model.index(1, NAME).data(Qt.ItemDataRole.ToolTipRole) == PASTE_TIP["en"]  # the empty row, one down


def test_the_empty_rows_tooltip_names_the_keys_in_german(qtbot: Any, window: Any) -> None:
    assert Translators().install("de")  # English again after the test (conftest)
    page = roster_page(window)
    assert page.roster_model.index(0, NAME).data(Qt.ItemDataRole.ToolTipRole) == PASTE_TIP["de"]


def test_rows_pasted_in_a_cell_being_typed_in_become_players_and_one_cell_is_typed(
        qtbot: Any, window: Any, dialogs: Any) -> None:
    from PySide6.QtWidgets import QAbstractItemView, QApplication, QLineEdit

    page = roster_page(window)
    window.show()
    view, model = page.roster, page.roster_model
    width = view.horizontalHeader().sectionSize(NAME)

    def typing_in(row: int) -> QLineEdit:
        """The name cell's editor, opened from the keyboard: the cell chosen, F2."""
        view.setFocus()
        view.setCurrentIndex(model.index(row, NAME))
        qtbot.keyClick(view, Qt.Key.Key_F2)
        qtbot.waitUntil(lambda: isinstance(QApplication.focusWidget(), QLineEdit))
        editor = QApplication.focusWidget()
        assert isinstance(editor, QLineEdit)
        return editor

    QGuiApplication.clipboard().setText("Maximiliane von Hohenzollern\tSALAT\nGustav\tHOSEN\n")
    qtbot.keyClick(typing_in(0), Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert [(p.name, p.secret) for p in window.wmm.document.game.players] == [
        ("Maximiliane von Hohenzollern", "SALAT"), ("Gustav", "HOSEN")]
    assert view.state() != QAbstractItemView.State.EditingState  # the rows went in, not into the cell
    assert window.wmm.document.undo_stack.undoText() == "Paste 2 players"
    assert view.horizontalHeader().sectionSize(NAME) > max(width, view.fontMetrics().horizontalAdvance(
        "Maximiliane von Hohenzollern"))
    QGuiApplication.clipboard().setText("Emil\n")  # one cell, as a spreadsheet copies it: typed into the cell
    editor = typing_in(2)
    qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert editor.text() == "Emil"
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: view.state() != QAbstractItemView.State.EditingState)
    assert [p.name for p in window.wmm.document.game.players][2:] == ["Emil"]
    assert dialogs.texts("warning") == []
