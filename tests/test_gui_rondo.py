"""The RONDO tab, driven through its widgets as a player would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QDate, Qt
from pytestqt.modeltest import ModelTester

from wordmastermind.core.rondo.sheet import compute_sheet
from wordmastermind.files.rondo.file import load_rondo
from wordmastermind.gui.rondo.sheet import RondoSheet
from wordmastermind.gui.rondo.sheet_model import POINTS, SIDE, STROKE, TOTAL, WORD


def enter_players(qtbot: Any, players: tuple[tuple[str, QDate, str], ...]) -> RondoSheet:
    """A new game with ``players`` (name, birth date, start word) typed in, not applied yet."""
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    sheet.player_count.setValue(len(players))
    for i, (name, born, word) in enumerate(players):
        qtbot.keyClicks(sheet.name_edits[i], name)
        sheet.born_edits[i].setDate(born)
        qtbot.keyClicks(sheet.word_edits[i], word)
    return sheet


def set_up(qtbot: Any) -> RondoSheet:
    sheet = enter_players(qtbot, (("Anna", QDate(1970, 5, 1), "RAT"), ("Bas", QDate(2010, 2, 3), "ART"),
                                  ("Cor", QDate(1980, 1, 1), "*Z*O*O")))
    assert "Bas" in sheet.starter_label.text()
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is not None
    return sheet


def test_the_preview_says_when_the_youngest_player_settles_a_tie_of_start_words(qtbot: Any) -> None:
    sheet = enter_players(qtbot, (("Anna", QDate(1970, 5, 1), "RAT"), ("Bas", QDate(2010, 2, 3), "ART"),
                                  ("Cor", QDate(1980, 1, 1), "*Z*O*O")))
    # as the score sheet says once the game is on: why Bas starts, not Anna with as many points
    assert sheet.starter_label.text() == (
        "<b>Bas</b> starts: the start words of Anna and Bas tie at 5 points, and the youngest player starts.")
    sheet.word_edits[2].clear()
    qtbot.keyClicks(sheet.word_edits[2], "TAR")  # three tied: Bas still the youngest
    assert sheet.starter_label.text() == (
        "<b>Bas</b> starts: the start words of Anna, Bas and Cor tie at 5 points, and the youngest player "
        "starts.")
    sheet.word_edits[0].clear()
    qtbot.keyClicks(sheet.word_edits[0], "ZON")  # no tie: nothing to explain
    assert sheet.starter_label.text() == "<b>Anna</b> starts."


def test_the_totals_line_says_why_the_youngest_player_starts_before_the_first_turn(qtbot: Any) -> None:
    sheet = set_up(qtbot)  # Anna's RAT and Bas's ART both 5 points: Bas, the younger, starts
    # the same sentence as the set-up's preview: who starts, and the rules' tie-break that decided it
    said = "<b>Bas</b> starts: the start words of Anna and Bas tie at 5 points, and the youngest player starts."
    assert sheet.starter_label.text() == said
    assert sheet.totals_label.text() == f"Totals: Anna 0, Bas 0, Cor 0. {said}"
    play(qtbot, sheet, "ZON")  # once a turn is played, the line gives the leader
    assert sheet.totals_label.text() == "Totals: Anna 0, Bas 8, Cor 0. Leading: <b>Bas</b> with 8 points."


def play(qtbot: Any, sheet: RondoSheet, holder: str, exchanges: int = 0) -> None:
    sheet.holder_edit.clear()
    qtbot.keyClicks(sheet.holder_edit, holder)
    sheet.exchanges_spin.setValue(exchanges)
    qtbot.mouseClick(sheet.play_button, Qt.MouseButton.LeftButton)


def check_against_core(sheet: RondoSheet) -> None:
    game = sheet.document.game
    assert game is not None
    computed = compute_sheet(game)
    entries = sorted(
        ((e, c.name) for c in computed.columns for e in c.entries), key=lambda p: p[0].turn
    )
    model = sheet.model
    assert model.rowCount() == len(entries)
    for row, (entry, name) in enumerate(entries):
        def cell(column: int) -> Any:
            return model.data(model.index(row, column))

        assert cell(SIDE) == name
        assert cell(WORD) == entry.word
        assert cell(POINTS) == str(entry.points)
        assert cell(TOTAL) == str(entry.total)
        assert cell(STROKE) == ("/" if entry.stroke else "")


def play_three(qtbot: Any) -> RondoSheet:
    sheet = set_up(qtbot)
    play(qtbot, sheet, "ZON")          # Bas: Z 5 + O 2 + N 1 = 8
    play(qtbot, sheet, "ZONE", 1)      # Cor: 9 - 2 = 7
    play(qtbot, sheet, "-ONE")         # Anna: -2 + 2 + 1 + 1 = 2
    return sheet


def test_setup_and_turns_follow_the_core(qtbot: Any) -> None:
    sheet = play_three(qtbot)
    ModelTester(qtbot._request.config).check(sheet.model, force_py=True)
    check_against_core(sheet)
    model = sheet.model
    assert [model.data(model.index(r, POINTS)) for r in range(3)] == ["8", "7", "2"]
    assert sheet.problem_label.text() == ""
    assert "-ONE" in sheet.previous_label.text()
    assert "Bas" in sheet.totals_label.text() and "Leading" in sheet.totals_label.text()
    assert sheet.document.undo_stack.count() == 4  # setup + three turns
    play(qtbot, sheet, "BONE")  # Bas again: covers the erase card
    check_against_core(sheet)
    assert model.data(model.index(3, TOTAL)) == str(8 + 3 + 2 + 1 + 1)


def test_a_rule_breaking_turn_is_refused_with_the_reason(qtbot: Any) -> None:
    sheet = play_three(qtbot)
    before = sheet.document.game
    count = sheet.document.undo_stack.count()
    play(qtbot, sheet, "O-NE")
    assert "erase card goes only at the start or end" in sheet.problem_label.text()
    play(qtbot, sheet, "BONES-")
    assert "grew by 2 slots" in sheet.problem_label.text()
    play(qtbot, sheet, "B*")
    assert "joker" in sheet.problem_label.text()
    assert sheet.document.game is before
    assert sheet.document.undo_stack.count() == count


def test_a_side_without_a_start_word_cannot_begin_but_the_sheet_works(qtbot: Any) -> None:
    sheet = enter_players(qtbot, (("Anna", QDate(1970, 5, 1), "RAT"), ("Bas", QDate(2010, 2, 3), ""),
                                  ("Cor", QDate(1980, 1, 1), "*Z*O*O")))
    assert "<b>Anna</b> starts" in sheet.starter_label.text()  # Bas is youngest, but has no start word
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is not None and sheet.setup_problem.text() == ""
    play(qtbot, sheet, "ZON")  # Anna; Bas is next
    assert sheet.model.rowCount() == 1
    assert "Bas has no start word yet: a side without a start word cannot begin" in sheet.next_label.text()
    assert sheet.next_label.isEnabled()  # the reason reads clearly, not greyed out
    assert not sheet.play_button.isEnabled() and not sheet.skip_button.isEnabled()
    assert "Bas has no start word yet" in sheet.play_button.toolTip()
    lay_word = sheet.holder_editor
    qtbot.mouseClick(lay_word.grow_end_button, Qt.MouseButton.LeftButton)
    qtbot.keyClicks(lay_word.cards[3], "E")  # ZONE laid: still not Bas's to play
    assert not sheet.play_button.isEnabled()
    qtbot.keyClick(lay_word.cards[3], Qt.Key.Key_Return)
    assert sheet.problem_label.text() == ("turn 2 (Bas): Bas has no start word yet: a side without a start "
                                          "word cannot begin")
    assert sheet.model.rowCount() == 1
    assert "Bas (not started)" in sheet.totals_label.text()
    # his start word comes in the post: it may not make him the starter after the fact
    qtbot.keyClicks(sheet.word_edits[1], "ZON")
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.setup_problem.text() == ("with these start words Bas would start instead of Anna, but the "
                                          "turns entered so far were played from Anna on")
    sheet.word_edits[1].clear()
    qtbot.keyClicks(sheet.word_edits[1], "*A*R*T")  # 3 points: Anna still starts
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.setup_problem.text() == "" and sheet.skip_button.isEnabled()
    assert "Turn 2" in sheet.next_label.text() and "Bas" in sheet.next_label.text()
    play(qtbot, sheet, "ZONE")
    check_against_core(sheet)
    assert sheet.model.rowCount() == 2


def test_skip_gives_a_stroke(qtbot: Any) -> None:
    sheet = play_three(qtbot)
    sheet.exchanges_spin.setValue(1)
    qtbot.mouseClick(sheet.skip_button, Qt.MouseButton.LeftButton)
    check_against_core(sheet)
    model = sheet.model
    assert model.data(model.index(3, STROKE)) == "/"
    assert model.data(model.index(3, POINTS)) == "-2"
    assert model.data(model.index(3, TOTAL)) == "6"
    assert "×/" in sheet.totals_label.text()


def test_undo_and_redo(qtbot: Any) -> None:
    sheet = play_three(qtbot)
    stack = sheet.document.undo_stack
    stack.undo()
    assert sheet.model.rowCount() == 2
    assert "ZONE" in sheet.previous_label.text()
    stack.undo()
    stack.undo()
    assert sheet.model.rowCount() == 0
    stack.undo()  # the setup itself
    assert sheet.document.game is None
    assert not sheet.turn_box.isEnabled()
    for _ in range(4):
        stack.redo()
    check_against_core(sheet)
    assert sheet.model.rowCount() == 3
    assert sheet.name_edits[2].text() == "Cor"


def test_save_and_open_round_trip(qtbot: Any, tmp_path: Path) -> None:
    sheet = play_three(qtbot)
    path = tmp_path / "game.rondo"
    sheet.save(path)
    assert not sheet.document.modified
    assert sheet.document.display_name() == "game.rondo"
    assert load_rondo(path) == sheet.document.game
    other = RondoSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.document.game == sheet.document.game
    assert other.model.rowCount() == 3
    assert other.name_edits[1].text() == "Bas"
    check_against_core(other)
    data = sheet.recovery_data()
    third = RondoSheet()
    qtbot.addWidget(third)
    third.restore(data, None)
    assert third.document.game == sheet.document.game and third.document.modified


@pytest.mark.parametrize("suffix", ["docx", "xlsx", "txt"])
def test_exports(qtbot: Any, tmp_path: Path, suffix: str) -> None:
    sheet = play_three(qtbot)
    actions = {a.default_name.rsplit(".", 1)[1]: a for a in sheet.exports()}
    assert set(actions) == {"docx", "xlsx", "pdf", "txt"}
    target = tmp_path / "sheet"
    actions[suffix].run(target)
    written = tmp_path / f"sheet.{suffix}"
    assert written.stat().st_size > 0
    assert sheet.printable_report() is not None
    assert sheet.commands() == []


def test_the_score_sheets_are_in_the_games_language_with_undo(qtbot: Any, tmp_path: Path) -> None:
    sheet = play_three(qtbot)
    box = sheet.setup.reports
    assert [box.itemText(i) for i in range(box.count())] == ["English", "Dutch"]
    assert box.currentText() == "English"
    assert "Leading: Bas with 8 points." in sheet.printable_report().text()
    steps = sheet.document.undo_stack.count()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # the game master picks Dutch
    assert box.currentText() == "Dutch"
    assert sheet.document.game.language == "nl"
    assert sheet.document.undo_stack.count() == steps + 1
    assert sheet.document.undo_stack.undoText() == "Reports in Dutch"
    assert sheet.model.rowCount() == 3  # the turns are kept
    assert "Aan kop: Bas met 8 punten." in sheet.printable_report().text()
    actions = {a.default_name.rsplit(".", 1)[1]: a for a in sheet.exports()}
    actions["txt"].run(tmp_path / "sheet")
    assert "Aan kop: Bas met 8 punten." in (tmp_path / "sheet.txt").read_text(encoding="utf-8")
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)  # the set-up applied again
    assert sheet.document.game.language == "nl" and box.currentText() == "Dutch"
    path = tmp_path / "dutch.rondo"
    sheet.save(path)
    other = RondoSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.setup.reports.currentText() == "Dutch"
    assert "Aan kop: Bas met 8 punten." in other.printable_report().text()
    sheet.document.undo_stack.undo()
    assert box.currentText() == "English" and sheet.document.game.language == "en"
    assert "Leading: Bas with 8 points." in sheet.printable_report().text()
    sheet.document.undo_stack.redo()
    assert box.currentText() == "Dutch"


def test_a_new_game_has_its_sheets_in_the_interface_language_when_it_can(qtbot: Any) -> None:
    for interface, expected, shown in (("nl", "nl", "Dutch"), ("de", "en", "English"), ("en", "en", "English")):
        sheet = RondoSheet(language=interface)
        qtbot.addWidget(sheet)
        sheet.new_document()
        assert sheet.setup.reports.currentText() == shown, interface
        sheet.player_count.setValue(2)
        for i, word in enumerate(("RAT", "ZON")):
            qtbot.keyClicks(sheet.word_edits[i], word)
        qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
        assert sheet.document.game is not None and sheet.document.game.language == expected, interface
        sheet.new_document()  # no game open: the box shows a new game's language again
        assert sheet.setup.reports.currentText() == shown, interface
    sheet = RondoSheet()  # chosen before the game starts: the new game takes it
    qtbot.addWidget(sheet)
    sheet.new_document()
    qtbot.keyClick(sheet.setup.reports, Qt.Key.Key_Down)
    assert sheet.document.undo_stack.count() == 0  # nothing to change yet
    sheet.player_count.setValue(2)
    for i, word in enumerate(("RAT", "ZON")):
        qtbot.keyClicks(sheet.word_edits[i], word)
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is not None and sheet.document.game.language == "nl"
    assert sheet.document.undo_stack.count() == 1
    assert "RONDO-scoreblad" in sheet.printable_report().text()


def test_no_exports_before_setup(qtbot: Any) -> None:
    sheet = RondoSheet()
    qtbot.addWidget(sheet)
    assert sheet.exports() == [] and sheet.printable_report() is None
    assert sheet.start_panel is not None


def test_the_countdown_ticks_and_records_nothing(qtbot: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = set_up(qtbot)
    beeps: list[int] = []
    monkeypatch.setattr("wordmastermind.gui.rondo.countdown.QApplication.beep", lambda: beeps.append(1))
    sheet.countdown.timer.setInterval(100)  # 6 s for the whole minute: time to stop it
    assert sheet.countdown.label.text() == "60 s"
    sheet.countdown.button.click()
    assert sheet.countdown.timer.isActive()
    qtbot.waitUntil(lambda: sheet.countdown.seconds <= 58, timeout=3000)
    sheet.countdown.button.click()  # stop
    assert not sheet.countdown.timer.isActive()
    shown = sheet.countdown.label.text()
    assert shown != "60 s" and shown.endswith(" s")
    sheet.countdown.timer.setInterval(5)
    sheet.countdown.button.click()  # start again
    qtbot.waitUntil(lambda: not sheet.countdown.timer.isActive(), timeout=5000)
    assert sheet.countdown.label.text() == "Time!"
    assert beeps == [1]
    assert sheet.model.rowCount() == 0
    assert sheet.document.undo_stack.count() == 1  # only the setup


def test_screenshot(qtbot: Any) -> None:
    sheet = play_three(qtbot)
    play(qtbot, sheet, "O-NE")
    sheet.resize(1100, 700)
    sheet.show()
    qtbot.waitExposed(sheet)
    assert sheet.grab().save("/tmp/rondo_tab.png")


def test_agreed_rounds_end_the_game_with_a_winner(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    sheet.rounds_spin.setValue(1)
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is not None and sheet.document.game.rounds == 1
    play(qtbot, sheet, "ZON")
    play(qtbot, sheet, "ZONE", 1)
    play(qtbot, sheet, "-ONE")
    assert "Winner: <b>Bas</b>" in sheet.totals_label.text()
    assert not sheet.turn_box.isEnabled()
    sheet.document.undo_stack.undo()
    assert sheet.turn_box.isEnabled() and "Leading" in sheet.totals_label.text()


def test_words_the_dutch_list_does_not_know_are_flagged_and_can_be_accepted(
    qtbot: Any, tmp_path: Path
) -> None:
    from wordmastermind.core.lexicon import make_lexicon
    from wordmastermind.gui.roles import WARNING_ROLE
    from wordmastermind.gui.word_checker import WordChecker

    checker = WordChecker(load=lambda: make_lexicon("nl", words=[("zon", 5.0), ("zone", 4.0)]))
    checker.wait(10)
    sheet = RondoSheet(checker=checker)
    qtbot.addWidget(sheet)
    qtbot.waitUntil(lambda: checker.lexicon() is not None)
    # set up as in set_up(), on this sheet
    sheet.new_document()
    sheet.player_count.setValue(3)
    for i, (name, born, word) in enumerate(
        (("Anna", QDate(1970, 5, 1), "RAT"), ("Bas", QDate(2010, 2, 3), "ART"),
         ("Cor", QDate(1980, 1, 1), "*Z*O*O"))
    ):
        qtbot.keyClicks(sheet.name_edits[i], name)
        sheet.born_edits[i].setDate(born)
        qtbot.keyClicks(sheet.word_edits[i], word)
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    play(qtbot, sheet, "ZON")
    sheet.holder_edit.clear()
    qtbot.keyClicks(sheet.holder_edit, "ZOEN")
    assert "ZOEN is not in the Dutch word list" in sheet.holder_editor.points_label.text()
    assert sheet.play_button.isEnabled()  # a warning, not a refusal
    qtbot.mouseClick(sheet.play_button, Qt.MouseButton.LeftButton)
    model = sheet.model
    word = model.index(1, WORD)
    assert word.data() == "ZOEN" and word.data(WARNING_ROLE) == "not in the Dutch word list"
    assert model.index(0, WORD).data(WARNING_ROLE) is None
    actions = model.word_actions(word)
    assert [label for label, _run in actions] == [
        "Accept ZOEN although the word lists say: not in the Dutch word list"
    ]
    actions[0][1]()
    assert model.index(1, WORD).data(WARNING_ROLE) is None
    assert sheet.document.game.accepted_words == {"ZOEN"}
    # renaming a player keeps the words accepted (and the turns)
    sheet.name_edits[2].setText("Corrie")
    qtbot.mouseClick(sheet.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game.sides[2].name == "Corrie"
    assert sheet.document.game.accepted_words == {"ZOEN"} and len(sheet.document.game.turns) == 2
    sheet.document.undo_stack.undo()
    path = tmp_path / "accepted.rondo"
    sheet.save(path)
    assert load_rondo(path).accepted_words == {"ZOEN"}
    sheet.document.undo_stack.undo()
    assert model.index(1, WORD).data(WARNING_ROLE) == "not in the Dutch word list"
