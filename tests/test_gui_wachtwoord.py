"""The Wachtwoord tab: entering the rules' example as a scorekeeper would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytestqt")

from pytestqt.modeltest import ModelTester  # noqa: E402

from wordmastermind.core.wachtwoord.game import Method  # noqa: E402

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
    sheet.setup.method.setCurrentIndex(sheet.setup.method.findData(method))
    for edit, name in zip(sheet.setup.player_edits, ("Fred", "Annie", "Joop", "Marie")):
        edit.setText(name)
    sheet.setup.apply_button.click()
    assert sheet.problem_label.text() == ""


def click_word(sheet: Any, team: int | None, value: int) -> None:
    sheet.entry.team_buttons[0 if team is None else team].setChecked(True)
    sheet.entry.dial_buttons[value].setChecked(True)
    sheet.entry.add_button.click()


def enter_example(sheet: Any) -> None:
    set_up(sheet)
    for a, b in zip(A_LIST, B_LIST):
        click_word(sheet, *a)
        click_word(sheet, *b)


def totals(sheet: Any) -> dict[str, str]:
    model = sheet.model
    last = model.columnCount() - 1
    return {
        model.index(r, 1).data(): model.index(r, last).data() for r in range(model.rowCount())
    }


def test_the_rules_example_entered_word_by_word(sheet: Any, qtbot: Any) -> None:
    tester = ModelTester(qtbot._request.config)
    tester.check(sheet.model, force_py=True)
    enter_example(sheet)
    shown = totals(sheet)
    assert (shown["Fred"], shown["Annie"], shown["Joop"], shown["Marie"]) == ("12", "31", "20", "9")
    assert shown["Fred & Annie"] == "43" and shown["Joop & Marie"] == "29"
    assert "Leader: Fred & Annie" in sheet.totals_label.text()
    headers = [sheet.model.headerData(c, Qt_horizontal()) for c in range(sheet.model.columnCount())]
    assert headers[:4] == ["Round", "Player", "A1", "A2"] and headers[-2:] == ["B5*", "Total"]  # as printed
    assert not sheet.entry.add_button.isEnabled() and sheet.entry.new_round_button.isEnabled()
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
    assert "B5*" in sheet.entry.next_label.text()
    stack.undo()
    assert sheet.model.columnCount() == 2 + 10 + 1  # the printed sheet's columns: five words per list
    assert sheet.model.index(4, 6).data() == ""  # A5* undone: Fred & Annie's cell is empty
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
    assert "Leader: Fred & Annie" in sheet.totals_label.text()
    before = sheet.document.game
    assert not sheet.add_word(2, 5)
    assert "ended after A4" in sheet.problem_label.text()
    assert sheet.document.game is before
    # a new round is allowed now, and starts at A1 again
    sheet.entry.new_round_button.click()
    assert "A1" in sheet.entry.next_label.text()
    assert len(sheet.document.game.rounds) == 2


def test_a_new_round_is_refused_while_one_is_running(sheet: Any) -> None:
    set_up(sheet)
    sheet.add_word(1, 9)
    assert not sheet.new_round()
    assert "not over yet" in sheet.problem_label.text()


def test_bad_player_names_are_refused(sheet: Any) -> None:
    sheet.new_document()
    for edit, name in zip(sheet.setup.player_edits, ("Fred", "fred", "Joop", "Marie")):
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
    sheet.end_button.click()  # the game master ends the game: the leader wins
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
    values = [c.value for row in book["Rounds"].iter_rows() for c in row]
    assert "Fred" in values and 31 in values
    report = sheet.printable_report()
    assert report is not None and report.title.startswith("Wachtwoord")
    assert [c.label for c in sheet.commands()] == ["Word lists for play…"] and sheet.imports() == []


def test_the_score_sheets_are_in_the_games_language_with_undo(sheet: Any, qtbot: Any, tmp_path: Path) -> None:
    from PySide6.QtCore import Qt

    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    enter_example(sheet)
    sheet.end_button.click()
    box = sheet.setup.reports
    assert [box.itemText(i) for i in range(box.count())] == ["English", "Dutch"]
    assert box.currentText() == "English"
    steps = sheet.document.undo_stack.count()
    qtbot.keyClick(box, Qt.Key.Key_Down)  # the game master picks Dutch
    assert sheet.document.game.language == "nl"
    assert sheet.document.undo_stack.count() == steps + 1
    assert sheet.document.undo_stack.undoText() == "Reports in Dutch"
    assert "Fred & Annie winnen het spel, 43 tegen 29." in sheet.printable_report().text()
    path = tmp_path / "dutch.wwd"
    sheet.save(path)
    other = WachtwoordSheet()
    qtbot.addWidget(other)
    other.open(path)
    assert other.setup.reports.currentText() == "Dutch"
    assert "winnen het spel" in other.printable_report().text()
    sheet.document.undo_stack.undo()
    assert box.currentText() == "English" and sheet.document.game.language == "en"
    assert "Fred & Annie win the game, 43 to 29." in sheet.printable_report().text()


def test_a_new_game_has_its_sheets_in_the_interface_language_when_it_can(qtbot: Any) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    for interface, expected in (("nl", "nl"), ("de", "en"), ("en", "en")):
        sheet = WachtwoordSheet(language=interface)
        qtbot.addWidget(sheet)
        set_up(sheet)
        assert sheet.document.game.language == expected, interface
    sheet = WachtwoordSheet()  # chosen before the game starts: the new game takes it
    qtbot.addWidget(sheet)
    sheet.new_document()
    sheet.setup.reports.setCurrentIndex(1)
    for edit, name in zip(sheet.setup.player_edits, ("Fred", "Annie", "Joop", "Marie")):
        edit.setText(name)
    sheet.setup.apply_button.click()
    assert sheet.document.game.language == "nl"


# ---------------------------------------------------------------- live mode


def test_live_mode_follows_the_rules_turn_order_and_undoes_every_step(sheet: Any) -> None:
    set_up(sheet)
    # the set-up folds away once the game is on, and opens again on demand
    assert not sheet.setup.body.isVisibleTo(sheet)
    sheet.setup.toggle.click()
    assert sheet.setup.body.isVisibleTo(sheet)
    live = sheet.live
    assert sheet.modes.currentWidget() is live
    assert live.dial.value == 10 and "Fred" in live.turn_label.text() and "Annie" in live.turn_label.text()
    live.miss_button.click()
    assert live.dial.value == 9
    assert "Joop" in live.turn_label.text() and "Marie" in live.turn_label.text()
    live.undo_button.click()
    assert live.dial.value == 10 and "Fred" in live.turn_label.text()
    live.miss_button.click()
    live.miss_button.click()
    assert live.dial.value == 8 and "Fred" in live.turn_label.text()
    live.guessed_button.click()  # Annie calls it out at 8: an A-list word, on Fred's row
    assert totals(sheet)["Fred"] == "8" and totals(sheet)["Fred & Annie"] == "8"
    assert "B1" in live.word_label.text() and "Annie" in live.turn_label.text()
    stack = sheet.document.undo_stack
    assert stack.text(stack.index() - 1) == "Word A1: Fred & Annie at 8"  # the undo history's line
    # the Edit menu's Undo shows the "&" of the name (it is no shortcut mark: Qt showed "Fred _Annie")
    assert stack.createUndoAction(sheet, "&Undo").text() == "&Undo Word A1: Fred && Annie at 8"
    # setup, three presses: one undo step each
    assert stack.count() == 4
    live.undo_button.click()
    assert live.dial.value == 8 and "A1" in live.word_label.text() and totals(sheet)["Fred"] == "0"


def test_entering_a_word_after_missed_clues_live_starts_at_the_dial_and_goes_no_higher(sheet: Any) -> None:
    """Found by a scorekeeper: three clues missed live, then the word entered under Enter Words at the 10
    preselected there; Fred got 10 for a word worth 7, and the misses were dropped unsaid."""
    set_up(sheet)
    for _ in range(3):
        sheet.live.miss_button.click()
    assert sheet.live.dial.value == 7
    sheet.modes.setCurrentWidget(sheet.entry)
    entry = sheet.entry
    assert entry.dial_group.checkedId() == 7
    assert sorted(value for value, button in entry.dial_buttons.items() if not button.isEnabled()) == [8, 9, 10]
    assert entry.dial_label.text() == "Dial value (at most 7, after the clues missed):"
    entry.team_buttons[1].setChecked(True)
    entry.add_button.click()
    assert totals(sheet)["Fred"] == "7" and sheet.problem_label.text() == ""
    assert entry.dial_group.checkedId() == 10 and all(b.isEnabled() for b in entry.dial_buttons.values())
    # the rule itself: a word is won at the dial at most
    from wordmastermind.core.wachtwoord.errors import WachtwoordError
    from wordmastermind.core.wachtwoord.game import won
    from wordmastermind.core.wachtwoord.play import add_word, miss

    with pytest.raises(WachtwoordError, match="B1 has had 2 missed clues: the dial shows 8, so it cannot be won"
                                              " at 9"):
        add_word(miss(miss(sheet.document.game)), won(2, 9))


def test_live_mode_ten_misses_end_the_word_without_a_score(sheet: Any) -> None:
    set_up(sheet)
    for _ in range(10):
        sheet.live.miss_button.click()
    assert "B1" in sheet.live.word_label.text() and sheet.live.dial.value == 10
    rnd = sheet.model.game_sheet().rounds[-1]
    assert [(w.label, w.points) for w in rnd.words] == [("A1", 0)]


def test_live_mode_shows_the_doubled_fifth_word(sheet: Any) -> None:
    set_up(sheet)
    for _ in range(8):
        sheet.live.guessed_button.click()
    assert sheet.live.dial.double and "counts double" in sheet.live.word_label.text()
    sheet.live.guessed_button.click()
    assert totals(sheet)["Fred & Annie"] == "60"


def test_live_mode_after_the_dutch_round_offers_a_new_round(sheet: Any) -> None:
    set_up(sheet, Method.DUTCH)
    for _ in range(4):  # A1, B1 and A3 to team 1, A2 and B2 to team 2: 30 to 20
        sheet.live.guessed_button.click()
    sheet.live.dial.set_value(7)  # as after missed clues: the round's end sets it back
    sheet.live.guessed_button.click()
    live = sheet.live
    assert not live.miss_button.isEnabled() and live.new_round_button.isVisibleTo(sheet)
    assert live.dial.value == 10  # no word in play: the dial is not left at the last word's value
    assert not sheet.miss()
    assert "ended after A3, when a side reached 25 points" in sheet.problem_label.text()
    live.new_round_button.click()
    assert "Round 2" in live.word_label.text() and live.miss_button.isEnabled()


def test_the_clue_check_refuses_parts_and_forms_with_the_reason(sheet: Any) -> None:
    set_up(sheet)
    live = sheet.live
    live.password.setText("apotheker")
    live.clue.setText("apothek")
    assert "Refused" in live.clue_label.text() and "part of the password" in live.clue_label.text()
    assert not live.guessed_button.isEnabled()
    assert "apothek" in live.guessed_button.toolTip()
    live.clue.setText("vergeet-mij-niet")
    assert "without a hyphen" in live.clue_label.text()
    # a plural with s voiced to z (issue 32): refused, no longer "The clue is allowed."
    live.password.setText("huis")
    live.clue.setText("huizen")
    assert live.clue_label.text() == "Refused: 'huizen' is a form of the password 'huis'"
    assert not live.guessed_button.isEnabled()
    live.password.setText("gestolen")
    live.clue.setText("stelen")
    assert "form of the password" in live.clue_label.text()
    live.clue.setText("dief")
    assert live.clue_label.text() == "The clue is allowed." and live.guessed_button.isEnabled()
    # a miss clears the clue, and the next word clears the password
    live.miss_button.click()
    assert live.clue.text() == "" and live.password.text() == "gestolen"
    live.guessed_button.click()
    assert live.password.text() == ""


def test_the_game_leader_may_allow_a_clue_refused_as_a_form(sheet: Any) -> None:
    """The rules leave a doubtful clue to the game leader ("beslist in twijfelgevallen"): the check of forms
    is mechanical ("zones", zone's plural, looks like a form of "zonen", zoon's), so such a refusal may be
    overruled; a part of the password, which the rules name outright, may not."""
    set_up(sheet)
    live = sheet.live
    live.password.setText("zonen")
    live.clue.setText("zones")
    assert live.clue_label.text() == "Refused: 'zones' is a form of the password 'zonen'"
    assert live.allow_form.isVisibleTo(sheet) and not live.allow_form.isChecked()
    assert not live.guessed_button.isEnabled()
    live.allow_form.click()
    assert live.clue_label.text() == "Allowed by the game leader: 'zones' is a form of the password 'zonen'"
    assert live.guessed_button.isEnabled() and "refused" not in live.guessed_button.toolTip()
    assert live.dial.value == 10
    live.guessed_button.click()  # Annie calls it out at 10
    assert totals(sheet)["Fred"] == "10"
    # the leave was for that clue: the next word's clue is checked afresh
    assert live.password.text() == "" and not live.allow_form.isChecked()
    live.password.setText("gepland")
    live.clue.setText("geplant")
    assert not live.guessed_button.isEnabled()
    live.allow_form.click()
    assert live.guessed_button.isEnabled()
    live.clue.setText("geplante")  # another clue: refused again until allowed again
    assert not live.allow_form.isChecked() and not live.guessed_button.isEnabled()
    assert live.clue_label.text().startswith("Refused:")
    live.password.setText("apotheker")
    live.clue.setText("apothek")
    assert "part of the password" in live.clue_label.text()
    assert not live.allow_form.isVisibleTo(sheet) and not live.guessed_button.isEnabled()
    live.clue.setText("pillen")
    assert live.clue_label.text() == "The clue is allowed." and not live.allow_form.isVisibleTo(sheet)


def test_the_clue_check_asks_the_dutch_word_list(qtbot: Any) -> None:
    from conftest import small_dutch_lexicon

    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet
    from wordmastermind.gui.word_checker import WordChecker

    checker = WordChecker(load=small_dutch_lexicon)
    sheet = WachtwoordSheet(checker=checker)
    qtbot.addWidget(sheet)
    set_up(sheet)
    live = sheet.live
    live.password.setText("griezelfilm")
    checker.wait(10)
    qtbot.waitUntil(lambda: checker.lexicon() is not None)
    live.clue.setText("Hitchcock")
    assert live.clue_label.text() == "The clue is allowed."
    live.clue.setText("Kwispeldoos")
    assert "not in the Dutch word list" in live.clue_label.text()
    assert live.guessed_button.isEnabled()  # a warning, not a refusal
    live.password.setText("Zwoelgrap")
    assert "not in the Dutch word list" in live.password_label.text()
    live.clue.clear()  # no clue typed (between words, say): nothing to say of it
    assert live.clue_label.text() == "" and "''" not in live.clue_label.text()


def test_the_word_in_play_survives_a_save(sheet: Any, qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    set_up(sheet)
    for _ in range(3):
        sheet.live.miss_button.click()
    sheet.save(tmp_path / "live.wwd")
    other = WachtwoordSheet()
    qtbot.addWidget(other)
    other.open(tmp_path / "live.wwd")
    assert other.live.dial.value == 7 and "Joop" in other.live.turn_label.text()


# ---------------------------------------------------------------- three players


def set_up_trio(sheet: Any, method: Method = Method.AMERICAN) -> None:
    sheet.new_document()
    setup = sheet.setup
    setup.variant.setCurrentIndex(setup.variant.findData("trio"))
    assert not setup.player_edits[3].isVisibleTo(sheet) and not setup.leader.isVisibleTo(sheet)
    setup.method.setCurrentIndex(setup.method.findData(method))
    for edit, name in zip(setup.player_edits, ("Els", "Wim", "Kees")):
        edit.setText(name)
    setup.apply_button.click()
    assert sheet.problem_label.text() == ""


def test_three_players_live_both_score_at_the_same_moment(sheet: Any, qtbot: Any, tmp_path: Path) -> None:
    from wordmastermind.core.wachtwoord.game import TrioGame
    from wordmastermind.gui.wachtwoord.sheet import WachtwoordSheet

    set_up_trio(sheet)
    assert isinstance(sheet.document.game, TrioGame)
    live = sheet.live
    assert "Els" in live.turn_label.text() and "Wim and Kees" in live.turn_label.text()
    assert not live.guessed_button.isVisibleTo(sheet)
    wim, kees, both = live.trio_buttons
    assert (wim.text(), kees.text()) == ("Wim guessed", "Kees guessed")
    live.miss_button.click()
    both.click()  # at 9
    wim.click()  # at 10
    ModelTester(qtbot._request.config).check(sheet.model, force_py=True)
    shown = totals(sheet)
    assert (shown["Wim"], shown["Kees"], shown["Els (clues)"]) == ("19", "9", "0")
    sheet.save(tmp_path / "trio.wwd")
    other = WachtwoordSheet()
    qtbot.addWidget(other)
    other.open(tmp_path / "trio.wwd")
    assert other.document.game == sheet.document.game
    assert totals(other)["Wim"] == "19"


def test_three_players_entered_afterwards_and_the_clue_giver_rotates(sheet: Any) -> None:
    set_up_trio(sheet, Method.DUTCH)
    entry = sheet.entry
    sheet.modes.setCurrentWidget(entry)
    assert entry.guesser_box.isVisibleTo(sheet) and not entry.team_box.isVisibleTo(sheet)
    assert "Els gives the clues" in entry.next_label.text()
    for value in (10, 9, 8):
        entry.guesser_checks[0].setChecked(True)  # Wim
        entry.dial_buttons[value].setChecked(True)
        entry.add_button.click()
        assert sheet.problem_label.text() == ""
    assert "Round 1 (ended after 3) — won by Wim" in sheet.round_label.text()
    entry.new_round_button.click()
    assert "Wim gives the clues" in entry.next_label.text()
    assert [c.text() for c in entry.guesser_checks] == ["Els", "Kees"]


def test_renaming_three_players_keeps_their_words(sheet: Any) -> None:
    set_up_trio(sheet)
    sheet.live.trio_buttons[0].click()  # Wim at 10
    setup = sheet.setup
    assert not setup.variant.isEnabled()
    setup.player_edits[1].setText("Willem")
    setup.apply_button.click()
    assert totals(sheet)["Willem"] == "10"
    setup.variant.setCurrentIndex(setup.variant.findData("teams"))
    setup.player_edits[3].setText("Joop")
    assert not sheet.apply_setup()
    assert "start a new game to change between two teams and three players" in sheet.problem_label.text()


def test_the_methods_say_what_holds_for_three_players(sheet: Any) -> None:
    # The trio game has no lists: its words are five per round, and a player (not a side) reaches 25.
    setup = sheet.setup
    methods = [setup.method.itemText(i) for i in range(setup.method.count())]
    assert methods == ["American: 5 words per list, the 5th doubles", "Dutch: until a side has 25 points"]
    set_up_trio(sheet)
    methods = [setup.method.itemText(i) for i in range(setup.method.count())]
    assert methods == ["American: 5 words per round, the 5th doubles", "Dutch: until a player has 25 points"]
    setup.variant.setEnabled(True)
    setup.variant.setCurrentIndex(setup.variant.findData("teams"))
    assert setup.method.itemText(0) == "American: 5 words per list, the 5th doubles"


def test_file_new_after_a_played_game_lets_the_players_choice_change_again(sheet: Any) -> None:
    set_up(sheet)
    sheet.live.guessed_button.click()  # a word played: two teams of two, for this game
    setup = sheet.setup
    assert not setup.variant.isEnabled()
    sheet.new_document()  # File ▸ New
    assert setup.variant.isEnabled() and setup.variant.toolTip() == ""
    set_up_trio(sheet)  # three players, this time (a refusal would show in the problem line)
    from wordmastermind.core.wachtwoord.game import TrioGame

    assert isinstance(sheet.document.game, TrioGame) and sheet.document.game.players == ("Els", "Wim", "Kees")


# ---------------------------------------------------------------- word lists for play

PLAY_WORDS = (
    "huis", "boom", "fiets", "water", "kast", "tafel", "lamp", "deur", "raam", "stoel",
    "zee", "bos", "kerk", "markt", "brood", "melk", "kaas", "appel", "peer", "druif",
    "trein", "auto", "boot", "brug", "weg", "school", "klok", "muur", "vloer", "dak",
    "jas", "hoed", "schoen", "sok", "pen", "boek", "krant", "radio", "fluit", "trom",
)


def test_word_lists_for_play_are_drawn_saved_and_redrawn(qtbot: Any, tmp_path: Path) -> None:
    import random

    import docx

    from wordmastermind.core.wachtwoord.lists import Difficulty
    from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

    dialog = WordListsDialog(words=lambda: {w: 5.0 for w in PLAY_WORDS}, rng=random.Random(2))
    qtbot.addWidget(dialog)
    assert "Loading the Dutch word list" in dialog.status.text()
    assert not dialog.save_button.isEnabled()
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(Difficulty.EASY))
    dialog.rounds.setValue(2)
    qtbot.waitUntil(lambda: bool(dialog.lists), timeout=5000)
    dialog.draw_button.click()
    table = dialog.table
    assert [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())] == ["A1", "B1", "A2", "B2"]
    assert [table.verticalHeaderItem(r).text() for r in range(5)] == ["1", "2", "3", "4", "5*"]
    shown = [table.item(r, c).text() for c in range(4) for r in range(5)]
    assert len(set(shown)) == 20 and set(shown) <= set(PLAY_WORDS)
    # one word drawn again: only that cell changes
    table.setCurrentCell(2, 1)
    dialog.replace_button.click()
    after = [table.item(r, c).text() for c in range(4) for r in range(5)]
    assert [i for i, (a, b) in enumerate(zip(shown, after)) if a != b] == [7]
    written = dialog.save_as("docx", "", tmp_path / "lists")
    assert written == tmp_path / "lists.docx"
    text = "\n".join(cell.text for t in docx.Document(str(written)).tables for row in t.rows for cell in row.cells)
    assert all(word in text for word in after) and "5*" in text
    # too many rounds for the list: the reason, and the lists stay
    dialog.rounds.setValue(20)
    dialog.draw_button.click()
    assert "too few different words" in dialog.status.text()
    assert table.columnCount() == 4


def test_saved_word_lists_say_what_their_pdfs_font_cannot_print(qtbot: Any, tmp_path: Path) -> None:
    import random

    from wordmastermind.core.wachtwoord.lists import Difficulty
    from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

    dialog = WordListsDialog(words=lambda: {f"{w}漢": 5.0 for w in PLAY_WORDS}, rng=random.Random(2))
    qtbot.addWidget(dialog)
    dialog.difficulty.setCurrentIndex(dialog.difficulty.findData(Difficulty.EASY))
    dialog.rounds.setValue(1)
    qtbot.waitUntil(lambda: bool(dialog.lists), timeout=5000)
    dialog.draw_button.click()
    assert dialog.save_as("pdf", "", tmp_path / "lists") == tmp_path / "lists.pdf"
    said = dialog.status.text()
    assert said.startswith(f"Written: {tmp_path / 'lists.pdf'}\n") and "the PDF's font cannot print 漢" in said
    assert dialog.save_as("docx", "", tmp_path / "lists") == tmp_path / "lists.docx"
    assert dialog.status.text() == f"Written: {tmp_path / 'lists.docx'}"  # a Word document prints it


def test_the_word_lists_are_a_game_command_of_the_tab(window: Any) -> None:
    from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

    window.tabs.setCurrentIndex(1)
    sheet = window.current_sheet()
    sheet.new_document()
    window._fill_game_menu()
    actions = [a for a in window.game_menu.actions() if a.text() == "Word lists for play…"]
    assert len(actions) == 1
    actions[0].trigger()
    dialogs = sheet.findChildren(WordListsDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    dialogs[0].close()


def test_the_word_lists_dialog_can_go_with_its_window_while_the_words_load(qtbot: Any) -> None:
    # The window closes (and deletes the dialog) while the words are still being built: the loading thread
    # ends on its own and goes, and the program does not end with "QThread destroyed while running".
    import threading

    from PySide6.QtWidgets import QWidget
    from shiboken6 import Shiboken

    from wordmastermind.gui.wachtwoord.lists_dialog import WordListsDialog

    release = threading.Event()

    def slow_words() -> dict[str, float]:
        release.wait(10)
        return {w: 5.0 for w in PLAY_WORDS}

    window = QWidget()
    dialog = WordListsDialog(window, words=slow_words)
    loader = dialog._loader
    assert loader is not None and loader.isRunning()
    window.deleteLater()
    qtbot.waitUntil(lambda: not Shiboken.isValid(dialog))
    release.set()
    # It ended, then deleted itself (Qt ends the program when a running QThread is deleted). Not waited for by
    # its `finished`: a call queued to a function dies with its sender, and deleteLater may get there first.
    qtbot.waitUntil(lambda: not Shiboken.isValid(loader), timeout=5000)


def test_a_refused_set_up_names_the_empty_field_and_is_scrolled_into_view(sheet: Any, qtbot: Any) -> None:
    """Found by a scorekeeper: Start the game seemed to do nothing; its refusal was below the window's edge,
    and an empty name was "a player's name must not be empty, not ''", without saying which."""
    sheet.resize(1000, 520)
    sheet.show()
    qtbot.waitExposed(sheet)
    sheet.new_document()
    for edit, name in zip(sheet.setup.player_edits, ("Fred", "Annie", "", "Marie")):
        edit.setText(name)
    sheet.setup.apply_button.click()
    assert sheet.problem_label.text() == "Team 2, player A: a name is needed"
    assert sheet.document.game is None
    label = sheet.problem_label
    qtbot.waitUntil(lambda: not label.visibleRegion().isEmpty())  # in the panel's view, not below its edge
    viewport = sheet.left_scroll.viewport()
    top = label.mapTo(viewport, label.rect().topLeft()).y()
    assert 0 <= top and top + label.height() <= viewport.height()
    sheet.setup.player_edits[2].setText("fred")
    sheet.setup.apply_button.click()
    assert sheet.problem_label.text() == "player names must differ: 'fred' appears twice"


def test_enter_words_starts_each_word_at_its_dial_not_at_a_value_left_from_another(sheet: Any) -> None:
    """Found by a scorekeeper: after words played live, Enter Words kept the dial an earlier word had reached
    (4), also in a new game, and Add Word recorded Bob 4 for a word worth 10."""
    set_up(sheet)
    live, entry = sheet.live, sheet.entry
    for _ in range(3):
        live.miss_button.click()  # word A1 in play: the dial at 7
    assert entry.dial_group.checkedId() == 7
    live.guessed_button.click()  # A1 guessed live at 7: word B1 comes, at 10
    assert "B1" in entry.next_label.text() and entry.dial_group.checkedId() == 10
    live.miss_button.click()
    live.miss_button.click()
    sheet.document.undo_stack.undo()  # a miss taken back: B1 at 9 again
    assert entry.dial_group.checkedId() == 9
    sheet.document.undo_stack.undo()
    sheet.document.undo_stack.undo()  # and A1's word taken back: A1 at 7, as the live dial left it
    assert "A1" in entry.next_label.text() and entry.dial_group.checkedId() == 7
    set_up(sheet)  # File ▸ New, a new game: its first word at 10
    assert "A1" in entry.next_label.text() and entry.dial_group.checkedId() == 10
    entry.team_buttons[2].setChecked(True)
    entry.add_button.click()
    assert totals(sheet)["Joop & Marie"] == "10"
