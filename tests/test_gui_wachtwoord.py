"""The Wachtwoord tab: entering the rules' example as a scorekeeper would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from pytestqt.modeltest import ModelTester  # noqa: E402

from wordmastermind.core.wachtwoord import Method  # noqa: E402

A_LIST = ((2, 8), (1, 5), (None, 0), (1, 7), (2, 6))
B_LIST = ((1, 8), (2, 7), (1, 9), (2, 2), (1, 7))


@pytest.fixture
def sheet(qtbot: Any) -> Any:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    widget = WachtwoordSheet()
    qtbot.addWidget(widget)
    return widget


def set_up(sheet: Any, method: Method = Method.AMERICAN) -> None:
    sheet.new_document()
    sheet.method.setCurrentIndex(sheet.method.findData(method))
    for edit, name in zip(sheet.player_edits, ("Fred", "Annie", "Joop", "Marie")):
        edit.setText(name)
    sheet.setup_button.click()
    assert sheet.problem_label.text() == ""


def click_word(sheet: Any, team: int | None, value: int) -> None:
    sheet.team_buttons[0 if team is None else team].setChecked(True)
    sheet.dial_buttons[value].setChecked(True)
    sheet.add_button.click()


def enter_example(sheet: Any) -> None:
    set_up(sheet)
    for a, b in zip(A_LIST, B_LIST):
        click_word(sheet, *a)
        click_word(sheet, *b)


def totals(sheet: Any) -> dict[str, str]:
    model = sheet.model
    last = model.columnCount() - 1
    return {
        model.index(r, 0).data(): model.index(r, last).data() for r in range(model.rowCount())
    }


def test_the_rules_example_entered_word_by_word(sheet: Any, qtbot: Any) -> None:
    tester = ModelTester(qtbot._request.config)
    tester.check(sheet.model, force_py=True)
    enter_example(sheet)
    shown = totals(sheet)
    assert (shown["Fred"], shown["Annie"], shown["Joop"], shown["Marie"]) == ("12", "31", "20", "9")
    assert shown["Fred & Annie"] == "43" and shown["Joop & Marie"] == "29"
    assert "Winner: Fred & Annie" in sheet.totals_label.text()
    headers = [sheet.model.headerData(c, Qt_horizontal()) for c in range(sheet.model.columnCount())]
    assert headers[:3] == ["Player", "A1", "B1"] and headers[-2:] == ["B5*", "Total"]
    assert not sheet.add_button.isEnabled() and sheet.new_round_button.isEnabled()
    # 1 setup + 10 words, each one undo step
    assert sheet.document.undo_stack.count() == 11
    sheet.resize(1100, 700)
    sheet.show()
    sheet.grab().save("/tmp/wachtwoord_tab.png")


def Qt_horizontal() -> Any:
    from PySide6.QtCore import Qt

    return Qt.Orientation.Horizontal


def test_undo_and_redo_words(sheet: Any, qtbot: Any) -> None:
    enter_example(sheet)
    ModelTester(qtbot._request.config).check(sheet.model, force_py=True)
    stack = sheet.document.undo_stack
    stack.undo()
    assert totals(sheet)["Annie"] == "17" and "Winner" not in sheet.totals_label.text()
    assert "B5*" in sheet.next_label.text()
    stack.undo()
    assert sheet.model.columnCount() == 1 + 8 + 1
    stack.redo()
    stack.redo()
    assert totals(sheet)["Annie"] == "31"
    for _ in range(11):
        stack.undo()
    assert sheet.document.game is None
    assert sheet.model.rowCount() == 0


def test_a_value_outside_the_dial_is_refused(sheet: Any) -> None:
    set_up(sheet)
    before = sheet.document.game
    assert not sheet.add_word(1, 11)
    assert "0 to 10" in sheet.problem_label.text()
    assert not sheet.add_word(2, -1)
    assert not sheet.add_word(1, 0)
    assert "dial value 0" in sheet.problem_label.text()
    assert sheet.document.game is before
    assert sheet.document.undo_stack.count() == 1
    assert sheet.add_word(1, 10)
    assert sheet.problem_label.text() == ""


def test_a_word_after_the_dutch_round_ended_is_refused(sheet: Any) -> None:
    set_up(sheet, Method.DUTCH)
    for a, b in zip(A_LIST[:4], B_LIST[:3] + ((None, 0),)):
        assert sheet.add_word(*a)
        if a == A_LIST[3]:
            break
        assert sheet.add_word(*b)
    assert "ended after A4" in sheet.round_label.text()
    assert "Winner: Fred & Annie" in sheet.totals_label.text()
    before = sheet.document.game
    assert not sheet.add_word(2, 5)
    assert "ended after A4" in sheet.problem_label.text()
    assert sheet.document.game is before
    # a new round is allowed now, and starts at A1 again
    sheet.new_round_button.click()
    assert "A1" in sheet.next_label.text()
    assert len(sheet.document.game.rounds) == 2


def test_a_new_round_is_refused_while_one_is_running(sheet: Any) -> None:
    set_up(sheet)
    sheet.add_word(1, 9)
    assert not sheet.new_round()
    assert "not finished" in sheet.problem_label.text()


def test_bad_player_names_are_refused(sheet: Any) -> None:
    sheet.new_document()
    for edit, name in zip(sheet.player_edits, ("Fred", "fred", "Joop", "Marie")):
        edit.setText(name)
    assert not sheet.apply_setup()
    assert "differ" in sheet.problem_label.text()
    assert sheet.document.game is None


def test_save_and_open_round_trip(sheet: Any, qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    enter_example(sheet)
    path = tmp_path / "example.wwd"
    sheet.save(path)
    assert not sheet.document.modified and sheet.document.path == path
    assert sheet.document.display_name() == "example.wwd"
    other = WachtwoordSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.document.game == sheet.document.game
    assert totals(other)["Annie"] == "31"
    assert not other.document.modified
    assert other.document.undo_stack.count() == 0


def test_recovery_round_trip(sheet: Any, qtbot: Any) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    enter_example(sheet)
    other = WachtwoordSheet()
    qtbot.addWidget(other)
    other.restore(sheet.recovery_data(), None)
    assert other.document.game == sheet.document.game and other.document.modified


def test_exports(sheet: Any, tmp_path: Path) -> None:
    assert sheet.exports() == [] and sheet.printable_report() is None
    enter_example(sheet)
    actions = {a.default_name.rsplit(".", 1)[1]: a for a in sheet.exports()}
    assert set(actions) == {"docx", "xlsx", "pdf", "txt"}
    for suffix in ("docx", "xlsx", "txt"):
        target = tmp_path / f"sheet.{suffix}"
        actions[suffix].run(target)
        assert target.stat().st_size > 0
    import docx
    import openpyxl

    text = "\n".join(p.text for p in docx.Document(str(tmp_path / "sheet.docx")).paragraphs)
    assert "Fred & Annie win the game, 43 to 29." in text
    book = openpyxl.load_workbook(tmp_path / "sheet.xlsx")
    values = [c.value for row in book.worksheets[0].iter_rows() for c in row]
    assert "Fred" in values and 31 in values
    report = sheet.printable_report()
    assert report is not None and report.title.startswith("Wachtwoord")
    assert sheet.commands() == [] and sheet.imports() == []
