"""Entering and correcting rounds in the app, from the keyboard."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeySequence
from PySide6.QtWidgets import QApplication, QLineEdit

from wordmastermind.core.wmm.game import Guess
from wordmastermind.gui.roles import COMPLETION_ROLE, STATUS_ROLE
from wordmastermind.gui.wmm.round_model import GUESSER, MARKS, NOTE, POINTS, TARGET, WORD
from wordmastermind.gui.wmm.standings_model import PLAYER, WORD as STATUS


def focus(qtbot: Any) -> Any:
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    return QApplication.focusWidget()


def type_text(qtbot: Any, text: str) -> None:
    for char in text:
        qtbot.keyClick(focus(qtbot), char)


def press(qtbot: Any, key: Qt.Key, modifier: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    """Press ``key`` where the focus is, and wait until the focus moved on (to the next cell's editor, or
    back to the table): Qt commits an edit on Enter through the event loop, then closes the editor."""
    widget = focus(qtbot)
    qtbot.keyClick(widget, key, modifier)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not widget, timeout=30_000)


def cells(model: Any, row: int) -> list[str]:
    return [model.index(row, c).data() for c in range(model.columnCount())]


def demo_round_three(window: Any) -> Any:
    window.wmm.load_demo()
    page = window.wmm.rounds_page
    page.show_round(3)
    page.focus_new_row()
    return page


def test_typing_a_guess_with_tab_and_enter(qtbot: Any, window: Any) -> None:
    page = demo_round_three(window)
    model = page.round_model
    type_text(qtbot, "gus")
    editor = focus(qtbot)
    # Completed as typed; stored in the roster's spelling once committed.
    assert isinstance(editor, QLineEdit) and editor.text() == "gustav"
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "al")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "atlas")
    press(qtbot, Qt.Key.Key_Return)
    # Round 3, WF 4 (Alfons's word has drawn 4 different words), V 4: ATLAS
    # at SALAT is ++ooo, KP 12, weighted 12 x 4 / 4.
    assert cells(model, 0) == ["Gustav", "Alfons", "ATLAS", "++ooo", "12", ""]
    assert model.rowCount() == 2  # and a new empty row
    assert (page.table.currentIndex().row(), page.table.currentIndex().column()) == (1, GUESSER)
    # Every cell typed is one step to undo.
    assert window.wmm.document.undo_stack.count() == 3
    window.undo_action.trigger()
    assert cells(model, 0)[:5] == ["Gustav", "Alfons", "", "", ""]
    assert model.index(0, NOTE).data() == "incomplete"
    window.redo_action.trigger()
    assert model.index(0, MARKS).data() == "++ooo"


def test_a_second_guess_from_the_keyboard_and_the_standings(qtbot: Any, window: Any) -> None:
    page = demo_round_three(window)
    for guesser, target, word in (("Beatrix", "Alfons", "salat"), ("Emil", "Fritzchen", "kerze")):
        type_text(qtbot, guesser)
        press(qtbot, Qt.Key.Key_Tab)
        type_text(qtbot, target)
        press(qtbot, Qt.Key.Key_Tab)
        type_text(qtbot, word)
        press(qtbot, Qt.Key.Key_Return)
    model = page.round_model
    assert model.index(0, NOTE).data() == "guessed!"
    assert model.index(0, 0).data(STATUS_ROLE) == "hit"
    assert model.index(1, NOTE).data() == "guessed!"
    standings = page.standings_model
    status = {standings.index(r, PLAYER).data(): standings.index(r, STATUS).data()
              for r in range(standings.rowCount())}
    assert status["Alfons"] == "guessed in round 3"
    assert status["Fritzchen"] == "guessed in round 3"
    # Five players, k = 1: with Emil's, Alfons's and Fritzchen's words out,
    # the game goes on (3 of 5; it ends at 4).
    assert not window.wmm.document.evaluation.game_over
    assert "next round" in window.wmm.status.text()


def test_a_row_that_breaks_a_rule_is_marked_with_the_reason(qtbot: Any, window: Any) -> None:
    page = demo_round_three(window)
    type_text(qtbot, "Alfons")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "Alfons")
    press(qtbot, Qt.Key.Key_Tab)
    type_text(qtbot, "hosen")
    press(qtbot, Qt.Key.Key_Return)
    model = page.round_model
    assert model.index(0, NOTE).data() == "Alfons cannot guess at their own word"
    assert model.index(0, 0).data(STATUS_ROLE) == "bad"
    assert model.index(0, NOTE).data(Qt.ItemDataRole.ToolTipRole) == "Alfons cannot guess at their own word"
    assert model.index(0, POINTS).data() == ""


def test_target_completion_offers_the_words_still_in_play_first_then_every_other_player(window: Any) -> None:
    page = demo_round_three(window)
    page.round_model.setData(page.round_model.index(0, GUESSER), "Gustav")
    offered = page.round_model.index(0, TARGET).data(COMPLETION_ROLE)
    # Emil's word was guessed in round 2: offered last, so that choosing him gives the reason;
    # Gustav cannot guess at himself.
    assert offered == ["Alfons", "Beatrix", "Fritzchen", "Emil"]


def accept_previews(monkeypatch: Any, seen: list[Any]) -> None:
    from PySide6.QtWidgets import QDialog

    from wordmastermind.gui.import_dialog import ImportPreviewDialog

    def look(dialog: ImportPreviewDialog) -> int:
        seen.append((dialog.summary_text(), dialog.ok_button.isEnabled()))
        return QDialog.DialogCode.Accepted if dialog.ok_button.isEnabled() else QDialog.DialogCode.Rejected

    monkeypatch.setattr(ImportPreviewDialog, "exec", look)


def test_paste_rows_from_a_spreadsheet_previews_then_enters_them_as_one_step(
    qtbot: Any, window: Any, monkeypatch: Any
) -> None:
    page = demo_round_three(window)
    model = page.round_model
    model.setData(model.index(0, GUESSER), "Emil")  # a row begun by hand stays
    seen: list[Any] = []
    accept_previews(monkeypatch, seen)
    QGuiApplication.clipboard().setText(
        "Rater\tZiel\tWort\nGustav\tAlfons\tSAHNE\nBeatrix\tAlfons\tTOLLE\nFritzchen\tBeatrix\tTISCH\n"
    )
    before = window.wmm.document.undo_stack.count()
    qtbot.keyClick(page.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert seen == [("3 guesses read, no problems", True)]
    assert [cells(model, r)[:4] for r in range(4)] == [
        ["Emil", "", "", ""],
        ["Gustav", "Alfons", "SAHNE", "++"],
        ["Beatrix", "Alfons", "TOLLE", "+o"],
        ["Fritzchen", "Beatrix", "TISCH", "+++++"],
    ]
    assert window.wmm.document.undo_stack.count() == before + 1
    window.undo_action.trigger()
    assert model.rowCount() == 2  # Emil's row and the empty one


def test_a_pasted_block_with_bad_lines_enters_its_guesses_the_bad_ones_marked(
        qtbot: Any, window: Any, monkeypatch: Any) -> None:
    page = demo_round_three(window)
    seen: list[Any] = []
    accept_previews(monkeypatch, seen)
    before = window.wmm.document.undo_stack.count()
    QGuiApplication.clipboard().setText("Gustav: sahne -> Alfons\nnonsense\nAlfons, Alfons, tolle\n")
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    # One line unreadable, one guess at his own word: the preview says so, and Import still goes
    assert seen == [("2 guesses read, 2 problems", True)]
    model = page.round_model
    assert [cells(model, r)[:4] for r in range(2)] == [["Gustav", "Alfons", "SAHNE", "++"],
                                                       ["Alfons", "Alfons", "TOLLE", ""]]
    assert model.index(0, 0).data(STATUS_ROLE) == "ok"
    assert model.index(1, 0).data(STATUS_ROLE) == "bad"  # marked, as a typed row is
    assert model.index(1, NOTE).data() == "Alfons cannot guess at their own word"
    assert model.rowCount() == 3  # the unreadable line is left out
    assert window.wmm.document.undo_stack.count() == before + 1
    window.undo_action.trigger()  # one Undo takes the whole paste back
    assert model.rowCount() == 1


def test_pasted_names_in_quotes_are_entered_as_the_players(qtbot: Any, window: Any, monkeypatch: Any) -> None:
    page = demo_round_three(window)
    seen: list[Any] = []
    accept_previews(monkeypatch, seen)
    QGuiApplication.clipboard().setText('"Gustav": sahne -> „Alfons“\n«Beatrix», "Alfons", TOLLE\n')
    page.table.setFocus()
    qtbot.keyClick(page.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert seen == [("2 guesses read, no problems", True)]
    model = page.round_model
    assert [cells(model, r)[:4] for r in range(2)] == [["Gustav", "Alfons", "SAHNE", "++"],
                                                       ["Beatrix", "Alfons", "TOLLE", "+o"]]
    # one line in quotes goes straight in, as any one line does
    QGuiApplication.clipboard().setText("“Fritzchen” -> 'Beatrix': tisch")
    qtbot.keyClick(page.table, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert ["Fritzchen", "Beatrix", "TISCH", "+++++"] in [cells(model, r)[:4] for r in range(3)]
    assert len(seen) == 1


def test_a_pasted_block_of_nothing_readable_is_not_entered(qtbot: Any, window: Any, monkeypatch: Any) -> None:
    page = demo_round_three(window)
    seen: list[Any] = []
    accept_previews(monkeypatch, seen)
    page.table.paste_text("nonsense\nmore nonsense\n")
    assert seen == [("0 guesses read, 2 problems", False)]
    assert page.round_model.rowCount() == 1  # nothing entered


def test_a_single_pasted_line_goes_straight_in(qtbot: Any, window: Any) -> None:
    page = demo_round_three(window)
    page.table.paste_text("Gustav: sahne -> Alfons")
    assert cells(page.round_model, 0)[:4] == ["Gustav", "Alfons", "SAHNE", "++"]


def test_delete_removes_the_selected_guesses_and_re_evaluates(qtbot: Any, window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.rounds_page
    page.show_round(2)
    page.table.setFocus()
    page.table.setCurrentIndex(page.table.model().index(4, WORD))  # Alfons's LAMPE at Emil
    qtbot.keyClick(page.table, Qt.Key.Key_Delete)
    evaluation = window.wmm.document.evaluation
    assert evaluation.player("Emil").guessed_in_round is None
    assert page.round_model.rowCount() == 5  # four guesses and the empty row
    window.undo_action.trigger()
    assert window.wmm.document.evaluation.player("Emil").guessed_in_round == 2


def test_correcting_an_earlier_round_re_evaluates_the_later_ones(window: Any) -> None:
    window.wmm.load_demo()
    page = window.wmm.rounds_page
    page.show_round(1)
    model = page.round_model
    row = next(r for r in range(model.rowCount()) if model.index(r, TARGET).data() == "Alfons")
    model.setData(model.index(row, WORD), "salat")  # Alfons's word found in round 1
    round2 = window.wmm.document.evaluation.rounds[1]
    assert [str(g.problem) for g in round2.guesses][:4] == ["Alfons's word was guessed in round 1"] * 4
    page.show_round(2)
    assert page.round_model.index(0, 0).data(STATUS_ROLE) == "bad"
    window.undo_action.trigger()
    assert window.wmm.document.evaluation.problems == ()


def test_paste_shortcut_is_the_platform_paste() -> None:
    assert QKeySequence(QKeySequence.StandardKey.Paste).matches(
        QKeySequence("Ctrl+V")
    ) == QKeySequence.SequenceMatch.ExactMatch


def test_insert_guesses_keeps_the_cursor_row(window: Any) -> None:
    page = demo_round_three(window)
    page.insert_guesses([Guess("Gustav", "Alfons", "SAHNE")])
    assert page.round_model.index(0, MARKS).data() == "++"
