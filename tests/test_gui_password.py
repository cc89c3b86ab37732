"""The PASSWORD tab, driven through its widgets as a game master would."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from pytestqt.modeltest import ModelTester

from wordmastermind.core.password.game import play
from wordmastermind.core.password.board import Board, Roll
from wordmastermind.core.password.log import Correction, WordGuess
from wordmastermind.files.password.file import load_password
from wordmastermind.gui.password.log_model import ANSWER, CORRECTED, QUESTION, THEN
from wordmastermind.gui.password.sheet import PasswordSheet
from wordmastermind.gui.roles import STATUS_ROLE

PLAYERS = (("Anna", "chat"), ("Bob", "dame"), ("Cor", "radar"))
FRENCH = ("chat", "chien", "dame", "date", "dune", "rade", "radar", "route", "rouge", "mare",
          "lame", "rame", "dames", "élève", "radio")


def french_checker() -> Any:
    from wordmastermind.core.lexicon import make_lexicon
    from wordmastermind.gui.word_checker import WordChecker

    checker = WordChecker(load=lambda: make_lexicon("fr", words=[
        (w, 5.0 - i / 10) for i, w in enumerate(FRENCH)]))
    return checker


def set_up(qtbot: Any, players: tuple[tuple[str, str], ...] = PLAYERS, *, checker: Any = None,
           niveau: int = 1, length: int = 5, language: str = "en") -> PasswordSheet:
    sheet = PasswordSheet(checker=checker, language=language)
    qtbot.addWidget(sheet)
    sheet.resize(1300, 850)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.new_document()
    form = sheet.setup
    form.count_spin.setValue(len(players))
    form.niveau_combo.setCurrentIndex(form.niveau_combo.findData(niveau))
    form.length_spin.setValue(length)
    for i, (name, secret) in enumerate(players):
        if name.isascii():
            qtbot.keyClicks(form.name_edits[i], name)
        else:  # pasted: QTest types no key for a letter beyond Latin-1
            form.name_edits[i].setText(name)
        qtbot.keyClicks(form.secret_edits[i], secret)
    qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)
    assert form.problem.text() == ""
    assert sheet.document.game is not None
    assert sheet.left_tabs.currentWidget() is sheet.play_page
    return sheet


def ask(qtbot: Any, sheet: PasswordSheet, circle: int | None, target: str, kind: str,
        letter: str | None = None, yes: bool = True, position: int | None = None) -> None:
    form = sheet.entry
    if circle is not None:
        form.set_circle(circle)
    form.question.set_target(target)
    assert form.question.target() == target
    qtbot.mouseClick(form.question.kind_buttons[kind], Qt.MouseButton.LeftButton)
    assert form.question.kind() == kind
    if letter is not None:
        assert form.question.letter_buttons[letter].isEnabled(), form.question.letter_buttons[letter].toolTip()
        qtbot.mouseClick(form.question.letter_buttons[letter], Qt.MouseButton.LeftButton)
        assert form.question.letter() == letter
    if position is not None:
        form.question.position_spin.setValue(position)
    qtbot.mouseClick(form.question.yes_button if yes else form.question.no_button, Qt.MouseButton.LeftButton)


def guess(qtbot: Any, sheet: PasswordSheet, target: str, word: str, right: bool) -> None:
    box = sheet.entry.guess
    assert box.isEnabled()
    box.target_combo.setCurrentText(target)
    box.word_edit.clear()
    qtbot.keyClicks(box.word_edit, word)
    qtbot.mouseClick(box.right_button if right else box.wrong_button, Qt.MouseButton.LeftButton)


def cell(sheet: PasswordSheet, row: int, column: int) -> Any:
    model = sheet.log.model
    return model.data(model.index(row, column))


def play_game(qtbot: Any, sheet: PasswordSheet) -> None:
    """Anna CHAT, Bob DAME, Cor RADAR: a circle question, a letter, an again, two guesses."""
    sheet.rng = random.Random(7)
    assert sheet.entry.turn_label.text() == "Anna's turn"
    roll = sheet.entry.roll()
    assert roll == Roll(3, 2) and sheet.entry.dice.roll == roll
    assert sheet.entry.circle_combo.currentText() == "5 · S L G V Z"
    assert not sheet.entry.guess.isEnabled()  # a guess comes before rolling
    ask(qtbot, sheet, None, "Cor", "circle", yes=False)            # 1: no: turn passes
    assert sheet.entry.turn_label.text() == "Bob's turn"
    assert sheet.entry.circle() is None and sheet.entry.dice.roll is None
    ask(qtbot, sheet, 8, "Cor", "letter", "R", position=1)          # 2: yes: Bob goes on
    assert sheet.entry.turn_label.text() == "Bob's turn"
    sheet.entry.set_circle(8)
    sheet.entry.question.set_target("Cor")
    sheet.entry.question.set_kind("letter")
    assert not sheet.entry.question.letter_buttons["G"].isEnabled()          # crossed by entry 1
    assert sheet.entry.question.letter_buttons["G"].toolTip() == "for Cor, G is already crossed (entry 1)"
    assert not sheet.entry.question.letter_buttons["R"].isEnabled()          # found: ask "again"
    ask(qtbot, sheet, 8, "Cor", "again", "R", position=5)            # 3: another R at 5
    assert sheet.entry.question.position_spin.value() == 1  # the next question's position is not entry 3's
    guess(qtbot, sheet, "Anna", "chat", right=True)                  # 4: Anna is out, Bob goes on
    assert sheet.entry.turn_label.text() == "Bob's turn"
    assert "Anna (CHAT, found by Bob in entry 4)" in sheet.entry.out_label.text()
    guess(qtbot, sheet, "Cor", "radio", right=False)                 # 5: wrong: Cor's turn
    assert sheet.entry.turn_label.text() == "Cor's turn"
    assert sheet.problem_label.text() == ""


def test_a_game_entered_through_the_form(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    game = sheet.document.game
    assert game is not None and len(game.log) == 5
    assert isinstance(game.log[3], WordGuess) and game.log[3].word == "CHAT"
    state = play(game)
    assert state.out == ("Anna",) and state.hand == "Cor"
    ModelTester(qtbot._request.config).check(sheet.log.model, force_py=True)
    assert [cell(sheet, r, QUESTION) for r in range(5)] == [
        "a letter of circle 5?", "letter R?", "R again?", "is it CHAT?", "is it RADIO?"]
    assert cell(sheet, 1, ANSWER) == "yes, position 1"
    assert cell(sheet, 3, THEN) == "Anna is out; Bob plays"
    assert sheet.log.model.index(3, 0).data(STATUS_ROLE) == "hit"
    # the grids follow the log
    cor = sheet.grids.view("Cor")
    assert cor.grid is not None
    assert cor.grid.row[:5] == ("R", None, None, None, "R")
    assert cor.grid.circle_mark(5) == "crossed" and cor.grid.mark("S") == "crossed"
    assert cor.grid.circle_mark(8) == "circled" and cor.grid.mark("R") == "circled"
    assert "Not: RADIO" in cor.describe()
    assert sheet.grids.view("Anna").status.startswith("out")
    assert sheet.grids.view("Cor").status == "to play"


def test_refusals_give_the_reason_and_change_nothing(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    before, count = sheet.document.game, sheet.document.undo_stack.count()
    ask(qtbot, sheet, 2, "Bob", "letter", "D", position=6)
    assert sheet.problem_label.text() == (
        "entry 6 (Cor asks Bob): position 6 is outside Bob's password (4 letters)")
    sheet.entry.set_circle(3)  # a chance circle: a letter is left to ask, so no pass
    assert not sheet.entry.question.kind_buttons["circle"].isEnabled()
    assert "chance circle" in sheet.entry.question.kind_buttons["circle"].toolTip()
    qtbot.mouseClick(sheet.entry.question.pass_button, Qt.MouseButton.LeftButton)
    assert sheet.problem_label.text().startswith(
        "entry 6 (Cor passes): Cor still has a question on circle 3")
    sheet.entry.set_circle(None)  # a guess comes before rolling
    guess(qtbot, sheet, "Bob", "porte-cle", right=False)
    assert "PORTE-CLE: the rules admit no hyphenated word" in sheet.problem_label.text()
    assert sheet.document.game is before
    assert sheet.document.undo_stack.count() == count
    ask(qtbot, sheet, 2, "Bob", "letter", "D", position=1)  # put right: taken
    assert sheet.problem_label.text() == ""
    assert sheet.document.undo_stack.count() == count + 1


@pytest.mark.parametrize(("language", "hint", "passes"), [
    ("en", "Anna has nothing left to ask on circle 5 and passes.", "passes (nothing left to ask)"),
    ("de", "Anna kann auf Kreis 5 nichts mehr fragen und passt.", "passt (keine Frage mehr offen)"),
])
def test_a_player_with_nothing_left_to_ask_passes(qtbot: Any, language: str, hint: str, passes: str) -> None:
    """The hint named the player twice ("Anna has nothing left to ask on circle 5: Anna passes.")."""
    from wordmastermind.gui.i18n import Translators

    assert Translators().install(language)  # English again after the test (conftest)
    sheet = set_up(qtbot, (("Anna", "chat"), ("Bob", "dame")))
    ask(qtbot, sheet, 5, "Bob", "circle", yes=False)   # crosses S L G V Z for Bob
    ask(qtbot, sheet, 5, "Anna", "circle", yes=False)  # and for Anna
    form = sheet.entry
    form.set_circle(5)
    assert form.question.hint.text() == hint
    assert not any(button.isEnabled() for button in form.question.kind_buttons.values())
    assert form.question.pass_button.isDefault()
    qtbot.mouseClick(form.question.pass_button, Qt.MouseButton.LeftButton)
    assert sheet.problem_label.text() == ""
    assert cell(sheet, 2, QUESTION) == passes
    assert cell(sheet, 2, THEN) == "Bob"


def test_a_wrong_answer_is_flagged_and_its_correction_recomputes_the_grids(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    ask(qtbot, sheet, 2, "Bob", "letter", "D", yes=False)    # 6: wrong, DAME has a D
    bob = sheet.grids.view("Bob")
    assert bob.grid is not None and bob.grid.mark("D") == "crossed"
    assert sheet.log.model.index(5, ANSWER).data(STATUS_ROLE) == "bad"
    assert cell(sheet, 5, ANSWER) == "! no"
    assert "entry 6 (Bob): given “no”, right “yes, position 1”" in sheet.log.wrong_label.text()
    assert sheet.entry.turn_label.text() == "Bob's turn"
    sheet.log.select_entry(6)
    assert "The recorded password answers “yes, position 1”" in sheet.log.selected_label.text()
    assert sheet.log.position_spin.value() == 1
    qtbot.mouseClick(sheet.log.yes_button, Qt.MouseButton.LeftButton)
    assert sheet.log.problem.text() == ""
    game = sheet.document.game
    assert game is not None and game.log[-1] == Correction(6, game.log[-1].answer)
    assert bob.grid is not None and bob.grid.mark("D") == "circled"
    assert bob.grid.row[0] == "D" and bob.grid.circle_mark(2) == "circled"
    assert cell(sheet, 5, CORRECTED) == "yes, position 1"
    assert cell(sheet, 6, QUESTION) == "corrects entry 6"
    assert sheet.log.wrong_label.isHidden()
    assert sheet.entry.turn_label.text() == "Bob's turn"  # the turns stand as played
    ModelTester(qtbot._request.config).check(sheet.log.model, force_py=True)
    # the same correction again is refused with the reason
    sheet.log.select_entry(6)
    qtbot.mouseClick(sheet.log.yes_button, Qt.MouseButton.LeftButton)
    assert sheet.log.problem.text() == (
        'entry 8 (correction of entry 6): entry 6 is answered "yes, position 1" already')
    # undo takes the correction back, redo puts it again
    sheet.document.undo_stack.undo()
    assert bob.grid.mark("D") == "crossed" and not sheet.log.wrong_label.isHidden()
    sheet.document.undo_stack.redo()
    assert bob.grid.mark("D") == "circled"


def test_a_corrected_answer_is_described_as_given_and_as_corrected(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    ask(qtbot, sheet, 2, "Bob", "letter", "D", yes=False)    # 6: wrong, DAME has a D
    sheet.log.select_entry(6)
    qtbot.mouseClick(sheet.log.yes_button, Qt.MouseButton.LeftButton)
    for selected in (6, 7):  # the entry, or the correction of it
        sheet.log.select_entry(selected)
        assert sheet.log.selected_label.text() == (
            "Entry 6: Cor asked Bob “letter D?”, answered “no”, corrected to “yes, position 1”.")
    ask(qtbot, sheet, 2, "Cor", "letter", "D", position=2)     # 8: wrong, RADAR has D at 3
    sheet.log.select_entry(8)
    sheet.log.position_spin.setValue(4)
    qtbot.mouseClick(sheet.log.yes_button, Qt.MouseButton.LeftButton)  # 9: still wrong
    assert sheet.log.problem.text() == ""
    assert sheet.log.wrong_label.text() == (
        "Answers the recorded passwords contradict, to be corrected: entry 8 (Cor): given “yes, position 2”, "
        "corrected to “yes, position 4”, right “yes, position 3”.")
    sheet.log.select_entry(8)
    assert sheet.log.selected_label.text() == (
        "Entry 8: Bob asked Cor “letter D?”, answered “yes, position 2”, corrected to “yes, position 4”. "
        "The recorded password answers “yes, position 3”.")


def test_undo_and_redo_every_entry(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    stack = sheet.document.undo_stack
    assert stack.count() == 6  # the set-up and five entries
    assert stack.undoText() == "Bob asks Cor: is it RADIO? no"
    for _ in range(2):
        stack.undo()
    assert sheet.entry.turn_label.text() == "Bob's turn" and sheet.entry.out_label.isHidden()
    assert sheet.log.model.rowCount() == 3
    for _ in range(4):
        stack.undo()
    assert sheet.document.game is None
    assert sheet.entry.turn_label.text() == "Set up the players first."
    for _ in range(6):
        stack.redo()
    assert sheet.log.model.rowCount() == 5 and sheet.entry.turn_label.text() == "Cor's turn"
    assert sheet.setup.name_edits[2].text() == "Cor"


def test_the_last_entry_can_be_removed(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    qtbot.mouseClick(sheet.log.remove_button, Qt.MouseButton.LeftButton)
    assert sheet.log.model.rowCount() == 4 and sheet.entry.turn_label.text() == "Bob's turn"
    assert [c.label for c in sheet.commands()] == ["Roll the dice", "Remove the last entry"]


def test_renaming_a_player_keeps_the_log(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    sheet.left_tabs.setCurrentWidget(sheet.setup_page)
    sheet.setup.name_edits[2].setText("Corinne")
    assert not sheet.setup.count_spin.isEnabled()
    qtbot.mouseClick(sheet.setup.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.setup.problem.text() == ""
    assert sheet.entry.turn_label.text() == "Corinne's turn"
    assert cell(sheet, 0, 2) == "Corinne"


def test_the_niveau_2_variant_rebuilds_the_word(qtbot: Any) -> None:
    sheet = set_up(qtbot, (("Anna", "chat"), ("Bob", "dame"), ("Cor", "rade")), niveau=2, length=4)
    form = sheet.entry
    form.set_circle(7)
    form.question.set_target("Bob")
    form.question.set_kind("letter")
    assert form.question.position_spin.isHidden()  # no positions in niveau 2
    ask(qtbot, sheet, 7, "Bob", "letter", "A")
    ask(qtbot, sheet, 7, "Bob", "letter", "E")
    bob = sheet.grids.view("Bob")
    assert bob.grid is not None and bob.grid.found == ("A", "E")
    assert bob.boxes() == 4 and bob.grid.row == (None, None, None, None)
    assert "letters found: A, E" in bob.describe() and "reconstruction: _ _ _ _" in bob.describe()
    ask(qtbot, sheet, 7, "Bob", "again", "A", yes=False)
    assert cell(sheet, 2, ANSWER) == "no"
    assert sheet.entry.turn_label.text() == "Bob's turn"
    ask(qtbot, sheet, 2, "Cor", "letter", "D")
    assert sheet.grids.view("Cor").grid.found == ("D",)
    guess(qtbot, sheet, "Anna", "chien", right=False)
    assert sheet.problem_label.text().endswith("CHIEN has 5 letters; every word has 4")
    guess(qtbot, sheet, "Anna", "chat", right=True)
    guess(qtbot, sheet, "Cor", "rade", right=True)
    assert sheet.entry.turn_label.text() == "Bob wins!"
    assert not sheet.entry.roll_box.isEnabled()
    assert sheet.grids.view("Cor").grid.row == ("R", "A", "D", "E")
    assert sheet.grids.view("Bob").status == "winner"
    assert [c.label for c in sheet.commands()] == [
        "Remove the last entry",
        "The winner's password does not conform: the last player out wins"]
    sheet.commands()[1].run()
    assert sheet.entry.turn_label.text() == "Cor wins!"
    # the grids agree with the report's standing: Bob lost, he is not in the game
    assert sheet.grids.view("Cor").status == "winner"
    assert sheet.grids.view("Bob").status == "password refused"
    assert "password refused" in sheet.grids.view("Bob").describe()


def test_save_open_and_recovery_round_trip(qtbot: Any, tmp_path: Path) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    path = tmp_path / "partie.password"
    sheet.save(path)
    assert not sheet.document.modified and sheet.document.display_name() == "partie.password"
    assert load_password(path) == sheet.document.game
    other = PasswordSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.document.game == sheet.document.game
    assert other.log.model.rowCount() == 5 and other.entry.turn_label.text() == "Cor's turn"
    assert other.setup.secret_edits[1].text() == "DAME"
    third = PasswordSheet()
    qtbot.addWidget(third)
    third.restore(sheet.recovery_data(), path)
    assert third.document.game == sheet.document.game and third.document.path == path
    fourth = PasswordSheet()
    qtbot.addWidget(fourth)
    assert fourth.recovery_data() == b""
    assert fourth.exports() == [] and fourth.printable_report() is None and fourth.commands() == []


def test_exports_the_players_copy_hides_passwords_not_found(qtbot: Any, tmp_path: Path) -> None:
    import docx

    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    actions = sheet.exports()
    assert len(actions) == 8
    players = {a.default_name.rsplit(".", 1)[1]: a for a in actions if "-sheet." in a.default_name}
    masters = {a.default_name.rsplit(".", 1)[1]: a for a in actions if "-GM-copy." in a.default_name}
    assert set(players) == set(masters) == {"docx", "xlsx", "pdf", "txt"}
    assert "Game master's copy" in masters["docx"].label

    def text(path: Path) -> str:
        document = docx.Document(str(path))
        cells = [c.text for t in document.tables for r in t.rows for c in r.cells]
        return "\n".join([p.text for p in document.paragraphs] + cells)

    players["docx"].run(tmp_path / "players")
    shown = text(tmp_path / "players.docx")
    assert "CHAT" in shown  # found by Bob
    assert "DAME" not in shown and "RADAR" not in shown
    masters["docx"].run(tmp_path / "gm")
    secret = text(tmp_path / "gm.docx")
    assert "DAME" in secret and "RADAR" in secret and "game master's copy" in secret
    players["txt"].run(tmp_path / "players.txt")
    assert "DAME" not in (tmp_path / "players.txt").read_text(encoding="utf-8")
    assert "Cor's turn." in (tmp_path / "players.txt").read_text(encoding="utf-8")  # an English game


def test_the_reports_are_in_the_games_language_with_undo(qtbot: Any, tmp_path: Path) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    qtbot.mouseClick(sheet.left_tabs.tabBar(), Qt.MouseButton.LeftButton,
                     pos=sheet.left_tabs.tabBar().tabRect(1).center())  # the Players tab
    assert sheet.left_tabs.currentWidget() is sheet.setup_page
    box = sheet.setup.reports
    assert box.isVisible()
    assert [box.itemText(i) for i in range(box.count())] == ["English", "French"]
    assert box.currentText() == "English" and sheet.document.game.language == "en"
    steps = sheet.document.undo_stack.count()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # the game master picks French
    assert box.currentText() == "French" and sheet.document.game.language == "fr"
    assert sheet.document.undo_stack.count() == steps + 1
    assert sheet.document.undo_stack.undoText() == "Reports in French"
    assert sheet.document.modified
    report = sheet.printable_report()
    assert report is not None and "C’est à Cor de jouer." in report.text()
    action = next(a for a in sheet.exports() if a.default_name.endswith("-feuille-de-score.txt"))  # named in French too
    action.run(tmp_path / "players.txt")
    exported = (tmp_path / "players.txt").read_text(encoding="utf-8")
    assert "C’est à Cor de jouer." in exported and "Cor's turn." not in exported
    master = sheet.game_master_report()
    assert master is not None and master.title == "Feuille de PASSWORD\u00a0: exemplaire du meneur de jeu"

    # Changing the players rebuilds the game from the form: its language stays.
    sheet.setup.name_edits[2].clear()
    qtbot.keyClicks(sheet.setup.name_edits[2], "Corinne")
    qtbot.mouseClick(sheet.setup.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game.sides[2].name == "Corinne"
    assert sheet.document.game.language == "fr" and box.currentText() == "French"
    assert sheet.document.undo_stack.count() == steps + 2
    sheet.document.undo_stack.undo()  # the players back: still French
    assert sheet.document.game.sides[2].name == "Cor" and box.currentText() == "French"

    path = tmp_path / "partie.password"
    sheet.save(path)
    assert load_password(path).language == "fr"
    other = PasswordSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.document.game == sheet.document.game
    assert other.setup.reports.currentText() == "French"
    report = other.printable_report()
    assert report is not None and "C’est à Cor de jouer." in report.text()

    sheet.document.undo_stack.undo()  # "Reports in French"
    assert box.currentText() == "English" and sheet.document.game.language == "en"
    assert sheet.document.game.log == other.document.game.log  # nothing else undone
    report = sheet.printable_report()
    assert report is not None and "Cor's turn." in report.text()
    sheet.document.undo_stack.redo()
    assert box.currentText() == "French" and sheet.document.game.language == "fr"


def test_a_new_game_has_its_reports_in_the_interface_language_when_it_can(qtbot: Any) -> None:
    for interface, code, name, turn in (("fr", "fr", "French", "C’est à Anna de jouer."),
                                        ("de", "en", "English", "Anna's turn."),
                                        ("en", "en", "English", "Anna's turn.")):
        sheet = set_up(qtbot, language=interface)
        assert sheet.document.game.language == code, interface
        assert sheet.setup.reports.currentText() == name, interface
        report = sheet.printable_report()
        assert report is not None and turn in report.text(), interface
    sheet = PasswordSheet()  # chosen before the game starts: the new game takes it
    qtbot.addWidget(sheet)
    sheet.new_document()
    qtbot.keyClick(sheet.setup.reports, Qt.Key.Key_Down)
    assert sheet.document.game is None and sheet.document.undo_stack.count() == 0
    for edit, name in zip(sheet.setup.name_edits, ("Anna", "Bob", "Cor")):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(sheet.setup.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is not None and sheet.document.game.language == "fr"
    assert sheet.document.undo_stack.count() == 1
    sheet.new_document()  # no game open: the interface's language again
    assert sheet.setup.reports.currentText() == "English"


def test_the_assumed_board_is_noted_until_checked_and_its_letters_are_editable(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    sheet.show()
    assert sheet.banner.isVisible() and "circle 2 (D, W, S, N, J)" in sheet.board_note.text()
    qtbot.mouseClick(sheet.check_board_button, Qt.MouseButton.LeftButton)
    assert sheet.left_tabs.currentWidget() is sheet.board_page
    editor = sheet.board_editor
    assert editor.note.isVisible() and editor.edits[2].text() == "DWSNJ"
    assert not editor.set_letters(4, "rtbf")
    assert editor.problem.text() == "circle 4 has 4 letters; a circle has 5"
    assert sheet.document.game.board == Board()
    assert editor.set_letters(4, "r t b f w")
    game = sheet.document.game
    assert game.board.letters(4) == "RTBFW" and game.board.assumed
    assert sheet.entry.circle_combo.itemText(sheet.entry.circle_combo.findData(4)) == "4 · R T B F W"
    assert sheet.grids.view("Bob").board.letters(4) == "RTBFW"
    assert editor.note.isVisible()  # one circle corrected: the others are still assumed
    assert not sheet.banner.isVisible()  # the Board tab shows the note itself
    sheet.left_tabs.setCurrentWidget(sheet.play_page)
    assert sheet.banner.isVisible()
    sheet.left_tabs.setCurrentWidget(sheet.board_page)
    qtbot.mouseClick(editor.confirm_button, Qt.MouseButton.LeftButton)
    assert not sheet.document.game.board.assumed
    assert not editor.note.isVisible() and editor.checked_label.isVisible()
    sheet.left_tabs.setCurrentWidget(sheet.play_page)
    assert not sheet.banner.isVisible()
    sheet.document.undo_stack.undo()
    assert sheet.banner.isVisible()
    # an edit that the log forbids: entry 2 asked R on circle 8
    sheet.document.undo_stack.redo()
    play_game(qtbot, sheet)
    assert not editor.set_letters(8, "DLFGK")
    assert "R is not on circle 8" in editor.problem.text()
    assert sheet.document.game.board.letters(8) == "DRFGK"


def test_y_on_the_vowel_circle_is_set_on_the_board_page(qtbot: Any) -> None:
    # Y counts as a vowel in French: the game master may put it on the vowel circle 7.
    sheet = set_up(qtbot, (("Anna", "chat"), ("Bob", "lynx")))
    sheet.left_tabs.setCurrentWidget(sheet.board_page)
    editor = sheet.board_editor
    check = editor.y_vowel_check
    assert check.isVisible() and not check.isChecked() and check.isEnabled()
    count = sheet.document.undo_stack.count()
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))  # on the box
    game = sheet.document.game
    assert game.board.y_vowel and game.board.letters(7) == "AEIOUY"
    assert sheet.document.undo_stack.count() == count + 1
    assert editor.edits[7].text() == "AEIOU"  # the circle's own five letters stay editable
    assert "Y counts as a consonant" not in editor.note.text()  # the assumption note says what is set
    assert "Y is on it too" in sheet.board_note.text()
    assert sheet.entry.circle_combo.itemText(sheet.entry.circle_combo.findData(7)) == "7 · A E I O U Y"
    view = sheet.grids.view("Bob")  # the grid is wide enough for the circle number and six letters
    assert view.width() >= 12 + int(view._cell() * (1.6 + 6))
    sheet.left_tabs.setCurrentWidget(sheet.play_page)
    ask(qtbot, sheet, 7, "Bob", "letter", "Y", position=2)  # Y may be asked on circle 7 now
    assert str(sheet.document.game.log[-1].answer) == "yes, position 2"
    assert play(sheet.document.game).grid("Bob").mark("Y") == "circled"
    # the log asked Y on circle 7: taking Y off the circle is refused, the box stays ticked
    sheet.left_tabs.setCurrentWidget(sheet.board_page)
    qtbot.mouseClick(check, Qt.MouseButton.LeftButton, pos=QPoint(8, check.height() // 2))
    assert check.isChecked() and sheet.document.game.board.y_vowel
    assert "Y is not on circle 7" in editor.problem.text()
    sheet.document.undo_stack.undo()
    sheet.document.undo_stack.undo()
    assert not sheet.document.game.board.y_vowel and not check.isChecked()


def test_secrets_are_checked_against_the_rules_and_the_french_list(qtbot: Any) -> None:
    checker = french_checker()
    sheet = PasswordSheet(checker=checker)
    qtbot.addWidget(sheet)
    sheet.resize(1300, 850)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.new_document()
    form = sheet.setup
    form.secret_edits[0].setText("porte-clé")
    assert "the rules admit no hyphenated word" in form.secret_notes[0].text()
    form.secret_edits[1].setText("Élève")
    form.secret_edits[2].setText("xyzzy")
    qtbot.waitUntil(lambda: checker.lexicon() is not None, timeout=5000)
    qtbot.waitUntil(lambda: "not in the French word list" in form.secret_notes[2].text())
    assert form.secret_notes[1].text() == ""  # ELEVE is in the list
    assert not form.secret_notes[2].isHidden()
    form.secret_edits[0].setText("chat")
    assert form.secret_notes[0].text() == ""
    form.niveau_combo.setCurrentIndex(1)
    form.length_spin.setValue(4)
    assert "every password has 4" in form.secret_notes[1].text()
    assert form.secret_edits[0].echoMode() != form.secret_edits[0].EchoMode.Normal
    form.show_secrets.setChecked(True)
    assert form.secret_edits[0].echoMode() == form.secret_edits[0].EchoMode.Normal


@pytest.mark.parametrize(("secret", "note", "problem"), [
    ("anticonstitutionnel", "ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8",
     "Bob's password ANTICONSTITUTIONNEL has 19 letters; a password has 2 to 8"),
    ("porte-clé", "PORTE-CLE: the rules admit no hyphenated word (a password is one word of letters A-Z)",
     "Bob's password PORTE-CLE: the rules admit no hyphenated word (a password is one word of letters A-Z)"),
])
def test_a_password_the_rules_refuse_is_refused_naming_its_player(
        qtbot: Any, secret: str, note: str, problem: str) -> None:
    sheet = PasswordSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    form = sheet.setup
    for i, (name, typed) in enumerate((("Anna", "chat"), ("Bob", secret))):
        form.name_edits[i].setText(name)
        form.secret_edits[i].setText(typed)
    assert form.secret_notes[1].text() == note  # under Bob's row
    qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)
    assert sheet.document.game is None
    assert form.problem.text() == problem


@pytest.mark.parametrize("interface", ["fr", "de"])
def test_the_captions_over_the_boxes_show_whole_in_the_narrowest_grids(qtbot: Any, interface: str) -> None:
    from wordmastermind.gui.i18n import Translators

    translators = Translators()
    assert translators.install(interface)
    try:
        sheet = set_up(qtbot, (("Anna", "chats"), ("Bob", "dames"), ("Cor", "route"), ("Dan", "radar")),
                       niveau=2, language=interface)
        sheet.resize(700, 850)  # four grids with the smallest letters, as at 150 % on a full-HD screen
        qtbot.waitUntil(lambda: all(v.width() == v.size_for(v.min_cell()).width() for v in sheet.grids.views))
        captions = [line for view in sheet.grids.views for line in view.caption_lines()]
        assert {text for text, _shown in captions} == {
            "fr": {"niveau 1\u00a0: lettres trouvées", "niveau 2\u00a0: le mot"},
            "de": {"Niveau 1: gefundene Buchstaben", "Niveau 2: das Wort"},
        }[interface]
        assert [shown for _text, shown in captions] == [text for text, _shown in captions]
    finally:
        translators.install("en")


def test_the_candidates_panel_counts_the_french_words_that_fit(qtbot: Any) -> None:
    checker = french_checker()
    sheet = set_up(qtbot, checker=checker)
    sheet.resize(1200, 800)
    sheet.show()
    panel = sheet.candidates
    sheet.bottom_tabs.setCurrentWidget(panel)
    qtbot.waitUntil(lambda: checker.lexicon() is not None, timeout=5000)
    qtbot.waitUntil(lambda: not panel.busy and panel.model.rowCount() == 3, timeout=5000)
    assert "game master's eyes only" in panel.warning.text()
    ModelTester(qtbot._request.config).check(panel.model, force_py=True)
    counts = {panel.model.index(r, 0).data(): panel.model.index(r, 1).data()
              for r in range(panel.model.rowCount())}
    assert counts == {"Anna": "15", "Bob": "15", "Cor": "15"}
    play_game(qtbot, sheet)
    qtbot.waitUntil(lambda: not panel.busy, timeout=5000)
    found = {f.name: f.words for f in panel.model.found}
    # Cor: no S L G V Z, R at 1 and at 5, not RADIO
    assert found["Cor"] == ("RADAR",)
    assert found["Anna"] == ("CHAT",)
    assert panel.model.index(2, 2).data() == "R A D A R"
    ask(qtbot, sheet, 2, "Bob", "letter", "D", position=1)
    qtbot.waitUntil(lambda: not panel.busy, timeout=5000)
    found = {f.name: f.words for f in panel.model.found}
    assert found["Bob"] == ("DAME", "DATE", "DUNE", "DAMES")
    panel.table.selectRow(1)
    assert [panel.words.item(i).text() for i in range(panel.words.count())] == list(found["Bob"])
    assert panel.words_label.text() == "Bob: 4 words"


def test_the_tab_in_the_window_uses_the_french_list(window: Any, qtbot: Any) -> None:
    sheet = window.sheet_for(Path("partie.password"))
    assert isinstance(sheet, PasswordSheet)
    assert sheet.tab_title() == "PASSWORD" and sheet.file_filter() == "PASSWORD games (*.password)"
    window.tabs.setCurrentWidget(sheet)
    assert window.current_sheet() is sheet
    sheet.new_document()
    sheet.setup.secret_edits[0].setText("zzz")
    qtbot.waitUntil(lambda: "not in the French word list" in sheet.setup.secret_notes[0].text(),
                    timeout=5000)
    window._fill_game_menu()


@pytest.mark.parametrize("suffix", ["xlsx", "pdf"])
def test_other_export_formats(qtbot: Any, tmp_path: Path, suffix: str) -> None:
    sheet = set_up(qtbot)
    play_game(qtbot, sheet)
    action = next(a for a in sheet.exports() if a.default_name.endswith(f"-sheet.{suffix}"))
    action.run(tmp_path / "sheet")
    assert (tmp_path / f"sheet.{suffix}").stat().st_size > 0


def test_a_pdf_export_says_what_its_font_cannot_print(qtbot: Any, tmp_path: Path, dialogs: Any) -> None:
    sheet = set_up(qtbot, (("Anna 漢", "chat"), ("Bob", "dame"), ("Cor", "radar")))
    pdf = next(a for a in sheet.exports() if a.default_name.endswith("-sheet.pdf"))
    pdf.run(tmp_path / "sheet")
    [(kind, text)] = dialogs.shown
    assert kind == "warning" and text.startswith(f"Written: {tmp_path / 'sheet.pdf'}\n\n"), text
    assert "the PDF's font cannot print 漢" in text
    dialogs.shown.clear()
    word = next(a for a in sheet.exports() if a.default_name.endswith("-sheet.docx"))
    word.run(tmp_path / "sheet")
    assert dialogs.shown == []  # a Word document prints it


def test_teams_ask_and_answer_as_one(qtbot: Any) -> None:
    sheet = PasswordSheet()
    qtbot.addWidget(sheet)
    sheet.new_document()
    form = sheet.setup
    form.count_spin.setValue(2)
    for i, (team, members) in enumerate((("Les Bleus", "Anna, Bob"), ("Les Verts", "Cor, Dirk"))):
        form.name_edits[i].setText(team)
        form.member_edits[i].setText(members)
    form.roll_button.click()
    assert "starts" in form.rolls_label.text()
    starter = form.starter_combo.currentText()
    qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)
    game = sheet.document.game
    assert game is not None and game.teams
    assert game.sides[1].members == ("Cor", "Dirk")
    assert sheet.entry.turn_label.text() == f"{starter}'s turn"
    form.member_edits[0].setText("Anna, Anna")
    qtbot.mouseClick(form.apply_button, Qt.MouseButton.LeftButton)
    assert form.problem.text() == "Les Bleus: two members are called Anna"
    assert sheet.document.game is game
    # once the game master types the fix, the refusal of the form as it was goes
    form.member_edits[0].setFocus()
    form.member_edits[0].selectAll()
    qtbot.keyClicks(form.member_edits[0], "Anna, Bea")
    assert form.problem.text() == "" and not form.problem.isVisible()


def test_the_grids_and_dice_paint_in_both_variants(qtbot: Any) -> None:
    for niveau, players in ((1, PLAYERS), (2, (("Anna", "chat"), ("Bob", "dame")))):
        sheet = set_up(qtbot, players, niveau=niveau, length=4)
        sheet.rng = random.Random(1)
        sheet.entry.roll()
        ask(qtbot, sheet, 7, "Bob", "letter", "A", position=2 if niveau == 1 else None)
        assert not sheet.grab().isNull()
        bob = sheet.grids.view("Bob")
        assert not bob.grab().isNull() and bob.width() > 0
        assert bob.accessibleName() == "Grid of Bob"


def test_a_letter_question_is_asked_from_the_keyboard(qtbot: Any) -> None:
    sheet = set_up(qtbot)
    sheet.activateWindow()
    qtbot.waitActive(sheet)
    form = sheet.entry
    form.set_circle(8)
    form.question.set_target("Cor")
    letter_kind = form.question.kind_buttons["letter"]
    letter_kind.setFocus()
    qtbot.keyClick(letter_kind, Qt.Key.Key_Space)  # "Letter …?"
    assert form.question.kind() == "letter"
    qtbot.keyClick(letter_kind, "r")  # the letter as the player says it
    assert form.question.letter() == "R" and sheet.focusWidget() is form.question.letter_buttons["R"]
    qtbot.keyClick(form.question.letter_buttons["R"], "q")  # not on this circle: nothing changes
    assert form.question.letter() == "R"
    form.question.position_spin.setValue(1)
    form.question.yes_button.setFocus()
    qtbot.keyClick(form.question.yes_button, Qt.Key.Key_Space)
    assert cell(sheet, 0, QUESTION) == "letter R?" and cell(sheet, 0, ANSWER) == "yes, position 1"
    # a letter already answered cannot be typed either
    form.set_circle(8)
    form.question.set_target("Cor")
    form.question.set_kind("letter")
    qtbot.keyClick(form.question.kind_buttons["letter"], "r")
    assert form.question.letter() is None and not form.question.letter_buttons["R"].isEnabled()
