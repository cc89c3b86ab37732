"""The RONDO tab's holder editor, team set-up and letter values, driven as a player would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QSpinBox
from test_gui_rondo import check_against_core, set_up

from wordmastermind.core.rondo.cards import LETTERS, Erase, Joker, Letter, LetterValues
from wordmastermind.core.rondo.errors import TurnError
from wordmastermind.core.rondo.holder import Holder, Turn, check_turn
from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.files.rondo.file import load_rondo
from wordmastermind.gui.rondo.holder_texts import problem_slots
from wordmastermind.gui.rondo.sheet import RondoSheet
from wordmastermind.gui.rondo.sheet_model import POINTS, SIDE, TOTAL
from wordmastermind.gui.rondo.values_model import VALUE

LEFT = Qt.MouseButton.LeftButton


def click(qtbot: Any, widget: Any) -> None:
    qtbot.mouseClick(widget, LEFT)


def lay(qtbot: Any, sheet: RondoSheet, slot: int, keys: str) -> None:
    """Click slot ``slot`` (1-based) and type ``keys`` on it."""
    card = sheet.holder_editor.cards[slot - 1]
    click(qtbot, card)
    qtbot.keyClicks(card, keys)


def play_three_by_hand(qtbot: Any) -> RondoSheet:
    """ZON (Bas), ZONE with an exchange (Cor), -ONE (Anna), all laid in the slots."""
    sheet = set_up(qtbot)
    editor = sheet.holder_editor
    lay(qtbot, sheet, 1, "zon")
    click(qtbot, sheet.play_button)
    click(qtbot, editor.grow_end_button)
    qtbot.keyClicks(editor.cards[3], "E")
    sheet.exchanges_spin.setValue(1)
    click(qtbot, sheet.play_button)
    lay(qtbot, sheet, 1, "-")
    click(qtbot, sheet.play_button)
    return sheet


def test_the_first_word_goes_into_the_closed_holder(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    editor = sheet.holder_editor
    assert editor.slots == (None, None, None)
    assert not editor.grow_front_button.isEnabled() and not editor.grow_end_button.isEnabled()
    assert "closed holder" in editor.grow_end_button.toolTip()
    assert not sheet.play_button.isEnabled()
    assert "empty" in sheet.play_button.toolTip()
    assert sheet.problem_label.text() == ""  # nothing laid yet: no red text
    lay(qtbot, sheet, 1, "zo")
    assert sheet.holder_edit.text() == "ZO."
    assert "slot 3 is empty" in sheet.problem_label.text()
    assert editor.cards[2].bad
    qtbot.keyClicks(editor.cards[0], "n")  # the keys go to the slot typing has moved to
    assert sheet.holder_edit.text() == "ZON"
    assert "<b>ZON</b>: 8 points" in editor.points_label.text()
    assert sheet.play_button.isEnabled() and sheet.problem_label.text() == ""
    click(qtbot, sheet.play_button)
    model = sheet.model
    assert model.rowCount() == 1 and model.data(model.index(0, POINTS)) == "8"
    assert editor.previous.word == "ZON" and editor.slots == tuple(Letter(c) for c in "ZON")


def test_turns_laid_in_the_slots_follow_the_core(qtbot: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    check_against_core(sheet)
    model = sheet.model
    assert [model.data(model.index(r, POINTS)) for r in range(3)] == ["8", "7", "2"]
    game = sheet.document.game
    assert game is not None
    assert game.turns[1].grew == "end"  # pulled out with the button: stored as entered
    assert game.turns[1].exchanges == 1
    assert sheet.document.undo_stack.count() == 4


def test_a_second_grow_is_refused_with_the_reason(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    editor = sheet.holder_editor
    lay(qtbot, sheet, 1, "ZON")
    click(qtbot, sheet.play_button)
    click(qtbot, editor.grow_front_button)
    assert len(editor.slots) == 4 and editor.current == 0
    assert "pulled out by one this turn" in editor.slot_count_label.text()
    click(qtbot, editor.grow_end_button)
    assert "already grew by one slot this turn (at the front)" in sheet.problem_label.text()
    assert "at most one slot per turn" in sheet.problem_label.text()
    assert len(editor.slots) == 4
    assert "at most one slot per turn" in editor.grow_end_button.toolTip()
    click(qtbot, editor.grow_front_button)  # the same side again: refused too
    assert len(editor.slots) == 4
    qtbot.keyClicks(editor.cards[0], "+")  # the key for it as well
    assert len(editor.slots) == 4 and "already grew" in sheet.problem_label.text()
    qtbot.keyClicks(editor.cards[0], "A")
    assert sheet.holder_edit.text() == "AZON"
    assert sheet.problem_label.text() == ""
    count = sheet.document.undo_stack.count()
    click(qtbot, sheet.play_button)
    assert sheet.document.undo_stack.count() == count + 1
    game = sheet.document.game
    assert game is not None and game.turns[-1].grew == "front"


def test_a_slot_pulled_out_can_be_taken_back(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    editor = sheet.holder_editor
    lay(qtbot, sheet, 1, "ZON")
    click(qtbot, sheet.play_button)
    assert not editor.take_back_button.isEnabled()
    click(qtbot, editor.grow_front_button)
    qtbot.keyClicks(editor.cards[0], "O")
    assert sheet.holder_edit.text() == "OZON"
    click(qtbot, editor.take_back_button)
    assert sheet.holder_edit.text() == "ZON" and len(editor.slots) == 3
    click(qtbot, editor.grow_end_button)  # now the other side is fine
    assert sheet.holder_edit.text() == "ZON."


def test_an_erase_card_in_the_middle_is_refused_with_the_reason(qtbot: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    editor = sheet.holder_editor
    before = sheet.document.game
    count = sheet.document.undo_stack.count()
    click(qtbot, editor.cards[1])
    click(qtbot, editor.erase_button)
    assert sheet.holder_edit.text() == "--NE"
    click(qtbot, editor.cards[0])
    qtbot.keyClicks(editor.cards[0], "B")
    assert sheet.holder_edit.text() == "B-NE"
    reason = "slot 2: an erase card goes only at the start or end of the word, not between letters"
    assert sheet.problem_label.text() == reason
    assert editor.cards[1].bad and not editor.cards[0].bad
    assert not sheet.play_button.isEnabled()
    assert reason in sheet.play_button.toolTip()
    click(qtbot, sheet.play_button)  # disabled: nothing happens
    qtbot.keyClick(editor.cards[1], Qt.Key.Key_Return)  # Enter asks to play: refused, with why
    assert sheet.problem_label.text() == f"turn 4 (Bas): {reason}"
    assert sheet.document.game is before and sheet.document.undo_stack.count() == count
    # Backspace takes the erase card back: the O lies there again
    qtbot.keyClick(editor.cards[1], Qt.Key.Key_Backspace)
    assert sheet.holder_edit.text() == "BONE" and sheet.play_button.isEnabled()
    click(qtbot, sheet.play_button)
    check_against_core(sheet)


def test_notation_and_slots_stay_in_step(qtbot: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    editor = sheet.holder_editor
    assert sheet.holder_edit.text() == "-ONE"
    sheet.holder_edit.selectAll()
    qtbot.keyClicks(sheet.holder_edit, "BONES")
    assert editor.slots == tuple(Letter(c) for c in "BONES")
    assert [not c.isHidden() for c in editor.cards[:6]] == [True] * 5 + [False]
    assert "grew" not in sheet.problem_label.text()
    assert editor.cards[0].laid and editor.cards[4].laid and not editor.cards[1].laid
    assert "<b>BONES</b>: 10 points" in editor.points_label.text()  # 3+2+1+1+3
    # a notation that cannot be read: the reason, Play disabled, the slots keep the last good one
    qtbot.keyClicks(sheet.holder_edit, "*")
    assert "joker" in sheet.problem_label.text() and not sheet.play_button.isEnabled()
    assert len(editor.slots) == 5
    # typing on a slot wins over the unreadable notation
    lay(qtbot, sheet, 5, "t")
    assert sheet.holder_edit.text() == "BONET"
    # the keys: arrows, Home, End, a joker, Delete
    card = editor.cards[4]
    qtbot.keyClick(card, Qt.Key.Key_Home)
    assert editor.current == 0
    qtbot.keyClick(editor.cards[0], Qt.Key.Key_Right)
    qtbot.keyClick(editor.cards[1], Qt.Key.Key_Left)
    assert editor.current == 0
    qtbot.keyClicks(editor.cards[0], "*b")
    assert editor.slots[0] == Joker("B") and sheet.holder_edit.text() == "*BONET"
    assert "<b>BONET</b>" in editor.points_label.text()
    qtbot.keyClick(editor.cards[0], Qt.Key.Key_End)
    assert editor.current == 4
    qtbot.keyClick(editor.cards[4], Qt.Key.Key_Delete)
    assert sheet.holder_edit.text() == "*BONE."
    # a character that is no card, and a card face down outside the beginner variant
    qtbot.keyClicks(editor.cards[4], "!")
    assert sheet.problem_label.text().startswith("'!' is no card")
    umlaut = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Adiaeresis, Qt.KeyboardModifier.NoModifier, "ä")
    QApplication.sendEvent(editor.cards[4], umlaut)
    assert sheet.problem_label.text().startswith("'ä' is no card: type a letter A-Z")
    assert not editor.face_down_button.isEnabled()
    assert "beginner variant" in editor.face_down_button.toolTip()
    qtbot.keyClicks(editor.cards[4], "#")
    assert "only in the beginner variant" in sheet.problem_label.text()
    assert sheet.holder_edit.text() == "*BONE."
    qtbot.keyClicks(editor.cards[4], "s")
    assert "at most one letter longer" in sheet.problem_label.text()  # ONE -> BONES
    lay(qtbot, sheet, 1, "-")
    click(qtbot, sheet.play_button)
    game = sheet.document.game
    assert game is not None and str(game.holder()) == "-ONES"
    assert game.turns[-1].grew is None  # typed: read from the cards


def test_a_word_two_letters_longer_is_refused_with_the_reason(qtbot: Any) -> None:
    # Rules: "Ieder nieuw woord mag één letter langer zijn dan het voorgaande."
    sheet = play_three_by_hand(qtbot)  # -ONE lies
    editor = sheet.holder_editor
    before = sheet.document.game
    click(qtbot, editor.grow_end_button)
    qtbot.keyClicks(editor.cards[4], "S")
    assert sheet.holder_edit.text() == "-ONES" and sheet.play_button.isEnabled()
    lay(qtbot, sheet, 1, "B")  # covering the erase card too: ONE -> BONES
    assert sheet.holder_edit.text() == "BONES"
    reason = "the word BONES has 5 letters, ONE had 3: a new word may be at most one letter longer than the previous one"
    assert sheet.problem_label.text() == reason
    assert not sheet.play_button.isEnabled() and reason in sheet.play_button.toolTip()
    qtbot.keyClick(editor.cards[0], Qt.Key.Key_Return)
    assert sheet.document.game is before
    qtbot.keyClick(editor.cards[0], Qt.Key.Key_Backspace)  # the erase card shows again
    assert sheet.holder_edit.text() == "-ONES" and sheet.play_button.isEnabled()


def test_an_edit_of_the_sheet_keeps_the_cards_being_laid(qtbot: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    editor = sheet.holder_editor
    lay(qtbot, sheet, 1, "B")
    assert "<b>BONE</b>: 7 points" in editor.points_label.text()
    assert sheet.values_model.set_value("B", 10)
    assert sheet.holder_edit.text() == "BONE"  # still laid
    assert "<b>BONE</b>: 14 points" in editor.points_label.text()
    sheet.document.undo_stack.undo()
    assert "<b>BONE</b>: 7 points" in editor.points_label.text()
    sheet.document.undo_stack.undo()  # a turn undone: the turn before is laid afresh
    assert sheet.holder_edit.text() == "ZONE" and editor.previous.word == "ZONE"
    assert editor.points_label.text().startswith("Click a slot")


def test_the_holder_stops_at_nine_slots(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    editor = sheet.holder_editor
    lay(qtbot, sheet, 1, "ABC")
    click(qtbot, sheet.play_button)
    for letter in "DEFGHI":
        click(qtbot, editor.grow_end_button)
        qtbot.keyClicks(editor.cards[len(editor.slots) - 1], letter)
        click(qtbot, sheet.play_button)
    assert str(sheet.document.game.holder()) == "ABCDEFGHI"  # type: ignore[union-attr]
    assert len(editor.slots) == 9
    assert not editor.grow_end_button.isEnabled()
    assert "at most 9 slots" in editor.grow_end_button.toolTip()
    assert "9 slots: fully pulled out" in editor.slot_count_label.text()
    assert not editor.grow("front")
    assert "cannot be pulled out any further" in sheet.problem_label.text()
    sheet.holder_edit.selectAll()
    qtbot.keyClicks(sheet.holder_edit, "ABCDEFGHIJ")
    assert "at most 9 slots, not 10" in sheet.problem_label.text()
    assert not sheet.play_button.isEnabled()


def test_beginner_variant_one_card_face_down_per_turn(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    sheet.beginner_check.setChecked(True)
    click(qtbot, sheet.apply_button)
    editor = sheet.holder_editor
    assert editor.face_down_button.isEnabled()
    lay(qtbot, sheet, 1, "ZON")
    click(qtbot, sheet.play_button)
    click(qtbot, editor.grow_end_button)
    qtbot.keyClicks(editor.cards[3], "E")
    click(qtbot, editor.cards[0])
    click(qtbot, editor.face_down_button)
    assert sheet.holder_edit.text() == "#ONE"
    assert editor.slots[0] == Erase(face_down=True)
    assert "<b>ONE</b>: 2 points" in editor.points_label.text()  # -2 + 2 + 1 + 1
    click(qtbot, editor.cards[3])
    qtbot.keyClicks(editor.cards[3], "#")
    assert "only one card per turn may be laid face down, and slot 1 already is" in (
        sheet.problem_label.text())
    assert sheet.holder_edit.text() == "#ONE"
    click(qtbot, sheet.play_button)
    check_against_core(sheet)
    assert sheet.model.data(sheet.model.index(1, POINTS)) == "2"


def test_team_setup_makes_a_team_game(qtbot: Any, qtmodeltester: Any, tmp_path: Path) -> None:
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    form = sheet.setup
    # four players typed, then "teams of two": they become two teams
    for i, (name, born) in enumerate((("Anna", QDate(1970, 5, 1)), ("Bert", QDate(1975, 1, 1)),
                                      ("Cor", QDate(1980, 1, 1)), ("Dirk", QDate(2001, 3, 4)))):
        sheet.player_count.setValue(4)
        qtbot.keyClicks(sheet.name_edits[i], name)
        sheet.born_edits[i].setDate(born)
    click(qtbot, form.teams_radio)
    assert form.teams and form.teams_page.isVisibleTo(form) and not form.players_page.isVisibleTo(form)
    assert sheet.player_count.value() == 2
    assert [e.text() for pair in form.member_name_edits[:2] for e in pair] == [
        "Anna", "Bert", "Cor", "Dirk"]
    assert form.member_born_edits[1][1].date() == QDate(2001, 3, 4)
    assert sheet.apply_button.text() == "&Apply teams"
    qtbot.keyClicks(form.team_name_edits[0], "North")
    qtbot.keyClicks(form.team_word_edits[0], "RAT")
    qtbot.keyClicks(form.team_word_edits[1], "ART")   # a tie: the youngest (Dirk) starts
    assert sheet.starter_label.text() == (
        "<b>Cor & Dirk</b> starts: the start words of North and Cor & Dirk tie at 5 points, and the team of the "
        "youngest player, Dirk, starts.")
    click(qtbot, sheet.apply_button)
    game = sheet.document.game
    assert game is not None
    assert [s.name for s in game.sides] == ["North", "Cor & Dirk"]
    assert [[m.name for m in s.members] for s in game.sides] == [["Anna", "Bert"], ["Cor", "Dirk"]]
    model = sheet.model
    assert model.headerData(SIDE, Qt.Orientation.Horizontal) == "Team"
    lay(qtbot, sheet, 1, "ZON")
    click(qtbot, sheet.play_button)
    lay(qtbot, sheet, 1, "B")
    click(qtbot, sheet.play_button)
    check_against_core(sheet)
    assert [model.data(model.index(r, SIDE)) for r in range(2)] == ["Cor & Dirk", "North"]
    sheet_columns = compute_sheet(sheet.document.game)  # type: ignore[arg-type]
    assert [(c.name, c.total) for c in sheet_columns.columns] == [("North", 6), ("Cor & Dirk", 8)]
    assert "North 6" in sheet.totals_label.text()
    qtmodeltester.check(model, force_py=True)
    # saved and opened again, the form shows the teams
    path = tmp_path / "teams.rondo"
    sheet.save(path)
    other = RondoSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.setup.teams and other.player_count.value() == 2
    assert other.setup.team_name_edits[0].text() == "North"
    assert other.setup.team_name_edits[1].text() == ""  # the default name is not typed
    assert other.setup.member_name_edits[1][1].text() == "Dirk"
    assert load_rondo(path) == sheet.document.game
    # a bad team set-up is refused with the reason
    form.team_name_edits[1].setText("north")
    click(qtbot, sheet.apply_button)
    assert sheet.setup_problem.text() == "two sides are called north"
    # undo takes the teams away again
    stack = sheet.document.undo_stack
    while stack.canUndo():
        stack.undo()
    assert sheet.document.game is None and not sheet.setup.teams
    assert model.headerData(SIDE, Qt.Orientation.Horizontal) == "Player"


def test_teams_back_to_players_keeps_the_people(qtbot: Any) -> None:
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    form = sheet.setup
    click(qtbot, form.teams_radio)
    sheet.player_count.setValue(3)
    names = ["An", "Bo", "Cy", "Di", "Ed", "Fe"]
    for k, name in enumerate(names):
        qtbot.keyClicks(form.member_name_edits[k // 2][k % 2], name)
    for i, word in enumerate(("RAT", "ZON", "ART")):
        qtbot.keyClicks(form.team_word_edits[i], word)
    assert sheet.starter_label.text() == "<b>Cy & Di</b> starts."
    click(qtbot, form.players_radio)
    assert [e.text() for e in sheet.name_edits] == names and sheet.player_count.value() == 6


def test_letter_values_are_edited_in_the_table_with_undo(qtbot: Any, qtmodeltester: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    model = sheet.values_model
    qtmodeltester.check(model, force_py=True)
    view = sheet.values_table
    sheet.setup_tabs.setCurrentIndex(1)
    sheet.show()
    qtbot.waitExposed(sheet)
    z = model.index(LETTERS.index("Z"), VALUE)
    assert model.data(z) == "5" and model.flags(z) & Qt.ItemFlag.ItemIsEditable
    assert "Woordspel" in sheet.values_note.text() and "Brettspielnetz" in sheet.values_note.text()
    assert not sheet.values_reset_button.isEnabled()

    def type_value(index: Any, text: str) -> None:
        view.setCurrentIndex(index)
        view.edit(index)
        editor = view.findChild(QSpinBox)
        assert editor is not None
        editor.selectAll()
        qtbot.keyClicks(editor, text)
        qtbot.keyClick(editor, Qt.Key.Key_Return)
        # the delegate commits on the next turn of the event loop
        qtbot.waitUntil(lambda: view.findChild(QSpinBox) is None)

    points = [sheet.model.data(sheet.model.index(r, POINTS)) for r in range(3)]
    assert points == ["8", "7", "2"]
    type_value(z, "9")
    assert model.data(z) == "9"
    assert model.data(z, Qt.ItemDataRole.FontRole).bold()
    assert "default value of Z is 5" in model.data(z, Qt.ItemDataRole.ToolTipRole)
    assert [sheet.model.data(sheet.model.index(r, POINTS)) for r in range(3)] == ["12", "11", "2"]
    assert sheet.document.undo_stack.undoText() == "Set the value of Z to 9"
    assert sheet.values_reset_button.isEnabled()
    check_against_core(sheet)
    # bad values: refused with the reason, nothing changes
    count = sheet.document.undo_stack.count()
    type_value(z, "-1")
    assert sheet.values_problem.text() == "the value of Z must be a whole number of at least 0, not -1"
    assert not model.setData(z, "lots")
    assert sheet.values_problem.text() == "the value of Z must be a whole number of at least 0, not 'lots'"
    assert model.data(z) == "9" and sheet.document.undo_stack.count() == count
    # undo and redo
    sheet.document.undo_stack.undo()
    assert model.data(z) == "5" and sheet.values_problem.text() == ""
    assert [sheet.model.data(sheet.model.index(r, POINTS)) for r in range(3)] == ["8", "7", "2"]
    sheet.document.undo_stack.redo()
    assert model.data(z) == "9"
    # back to the defaults, as one step
    click(qtbot, sheet.values_reset_button)
    game = sheet.document.game
    assert game is not None and game.values == LetterValues()
    assert sheet.document.undo_stack.undoText() == "Reset the letter values"
    sheet.document.undo_stack.undo()
    assert model.data(z) == "9"
    assert sheet.model.data(sheet.model.index(2, TOTAL)) == "2"


def test_letter_values_that_change_who_starts_are_refused(qtbot: Any) -> None:
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    model = sheet.values_model
    z = model.index(LETTERS.index("Z"), VALUE)
    assert not model.flags(z) & Qt.ItemFlag.ItemIsEditable  # no game yet
    assert not model.setData(z, 3)
    assert "Set up the players first" in sheet.values_problem.text()
    sheet.player_count.setValue(2)
    for i, (name, word) in enumerate((("Anna", "ZON"), ("Bas", "ART"))):
        qtbot.keyClicks(sheet.name_edits[i], name)
        qtbot.keyClicks(sheet.word_edits[i], word)
    click(qtbot, sheet.apply_button)
    assert model.setData(z, 0)  # no turn yet: who starts may still change
    assert "Bas" in sheet.totals_label.text() and "<b>Bas</b> starts" in sheet.totals_label.text()
    sheet.document.undo_stack.undo()
    lay(qtbot, sheet, 1, "NOT")
    click(qtbot, sheet.play_button)
    assert not model.setData(z, 0)
    assert sheet.values_problem.text() == (
        "with these letter values Bas would start instead of Anna, but the turns entered "
        "so far were played from Anna on")
    assert model.data(z) == "5"


def test_the_tab_in_the_window_undoes_through_the_edit_menu(window: Any) -> None:
    from wordmastermind.gui.rondo.sheet import RondoSheet as Sheet

    sheet = window.sheet_for(Path("game.rondo"))
    assert isinstance(sheet, Sheet)
    window.tabs.setCurrentWidget(sheet)
    sheet.new_document()
    sheet.player_count.setValue(2)
    for i, word in enumerate(("RAT", "ZON")):
        sheet.word_edits[i].setText(word)
    sheet.apply_button.click()
    editor = sheet.holder_editor
    editor.cards[0].setFocus()
    for letter in "ZOO":
        editor.typed(letter)
    sheet.play_button.click()
    assert sheet.model.rowCount() == 1
    assert window.undo_action.text().endswith("Play ZOO")
    window.undo_action.trigger()
    assert sheet.model.rowCount() == 0 and editor.previous.is_empty


@pytest.mark.parametrize(
    ("before", "after", "slots"),
    [("RATS", "R-TS", (2,)),
     ("RATS", ".A..S", (1, 3, 4)),
     ("RAT", "-AT", ())],
)
def test_problem_slots_are_the_errors_own_not_read_from_its_text(before: str, after: str,
                                                                  slots: tuple[int, ...]) -> None:
    with pytest.raises(TurnError) as caught:
        check_turn(Holder.parse(before), Turn(Holder.parse(after)))
    assert problem_slots(caught.value.message) == slots
    assert problem_slots(str(caught.value)) == ()  # the English text alone names no slot


def test_tab_walks_along_the_holder(qtbot: Any) -> None:
    sheet = play_three_by_hand(qtbot)
    editor = sheet.holder_editor
    chain = [editor.grow_front_button]
    for _ in range(10):
        chain.append(chain[-1].nextInFocusChain())
    # the chain holds all 9 slots; Tab skips the hidden ones
    assert chain == [editor.grow_front_button, *editor.cards, editor.grow_end_button]
    assert editor.cards[0].accessibleName() == "Slot 1"
    assert "erase card" in editor.cards[0].accessibleDescription()
